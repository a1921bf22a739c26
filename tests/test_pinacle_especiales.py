"""Pinacle rescued comodines (§9), special sets and the pináculo (§10), known hand scoring (§11)."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import FRANCESA, parse_cartas, parse_francesa
from tutor.rules.pinacle import (
    Combinacion, decidir_escalera, decidir_especial, decidir_rescate, puntos_conocidos, rescatar_en_escalera,
)


def P(text):
    return parse_cartas(text, FRANCESA)


def C(token):
    return parse_francesa(token)


# ---------------------------------------------------------------------------------------------- §9

C_ROWS = [
    ("C1", "2C", "trio", "AD", 30, "pinacle §9"),
    ("C2", "2H", "trio", "QC", 20, "pinacle §9"),
    ("C3", "2S", "trio", "7D", 0, "pinacle §14 B3"),
    ("C4", "JK", "trio", "5C", 30, "pinacle §9"),
    ("C5", "2D", "escalera", "AH", 30, "pinacle §9"),
]


@pytest.mark.parametrize("row,comodin,combinacion,sustituye,puntos,regla", C_ROWS, ids=[r[0] for r in C_ROWS])
def test_pinacle_9_rescued_comodin_value(row, comodin, combinacion, sustituye, puntos, regla):
    ruling = decidir_rescate(C(comodin), combinacion, C(sustituye))
    assert ruling.answer == {"rescatable": True, "puntos": puntos}
    assert ruling.reasons[0].message.id == "pinacle.rescate.si"
    assert ruling.reasons[-1].rule == regla


def test_pinacle_9_C2_doubles_the_figura():
    ruling = decidir_rescate(C("2H"), "trio", C("QC"))
    assert ruling.reasons[-1].values == {"valor": 10, "puntos": 20}


def test_pinacle_9_C5_on_the_escalera_itself():
    ruling = rescatar_en_escalera(P("JH QH KH 2D"), 3, C("AH"))
    assert ruling.answer == {"rescatable": True, "puntos": 30}


def test_pinacle_9_blocked_comodin_is_not_rescatable():
    ruling = decidir_rescate(C("JK"), "escalera", C("7C"), bloqueado=True)
    assert ruling.answer == {"rescatable": False, "puntos": 0}
    assert ruling.reasons[0].rule == "pinacle §7.4"


def test_pinacle_9_a_comodin_does_not_rescue_a_comodin():
    ruling = decidir_rescate(C("JK"), "trio", C("2C"))
    assert ruling.answer == {"rescatable": False, "puntos": 0}
    assert ruling.reasons[0].message.id == "pinacle.rescate.no_natural"


@pytest.mark.parametrize("kwargs,field,mensaje", [
    ({"comodin": "5H", "combinacion": "trio", "sustituye": "5C"}, "comodin", "5H is not a comodín"),
    ({"comodin": "JK", "combinacion": "canasta", "sustituye": "5C"}, "combinacion", "escalera' or 'trio'"),
    ({"comodin": "JK", "combinacion": "trio", "sustituye": "5C", "bloqueado": True}, "bloqueado", "only a comodín"),
])
def test_pinacle_9_bad_rescue_is_refused(kwargs, field, mensaje):
    kwargs = dict(kwargs, comodin=C(kwargs["comodin"]), sustituye=C(kwargs["sustituye"]))
    with pytest.raises(InvalidSituation, match=mensaje) as err:
        decidir_rescate(**kwargs)
    assert err.value.field == field


# ---------------------------------------------------------------------------------------------- §10.3

S_ROWS = [
    ("S1", "AS AS AH AH AD AD AC AC", {}, "ocho_ases", 1000),
    ("S2", "KS KS KH KH KD KD KC KC", {}, "ocho_figuras", 750),
    ("S3", "AS AS AH AH AD AD AC", {}, "siete_ases", 400),
    ("S4", "QS QS QH QH QD QD QC", {}, "siete_figuras", 300),
    ("S5", "AS AS AH AH AD AD", {}, "seis_ases", 300),
    ("S6", "JS JS JH JH JD JD", {}, "seis_figuras", 200),
    ("S7", "AS AS AH AH AD 2C", {}, "seis_ases_con_comodin", 180),
    ("S8", "KS KS KH KH KD JK", {}, "seis_figuras_con_comodin", 120),
    ("S9", "AS AS AH AH AD AD AC AC", {"rescatados": P("2C")}, "ocho_ases", 1030),
    ("S10", "QS QS QH QH QD QD QC QC JK JK 2C", {"de_mano": True}, "pinaculo_de_mano", 3000),
    ("S11", "QS QS QH QH QD QD QC QC JK JK 2C", {"de_mano": False}, "pinaculo", 1500),
    ("S12", "QS QS QH QH QD QD QC QC JK JK 2C", {"en_mano": False}, None, 0),
]


@pytest.mark.parametrize("row,cartas,kwargs,nombre,puntos", S_ROWS, ids=[r[0] for r in S_ROWS])
def test_pinacle_10_3_special_set_value(row, cartas, kwargs, nombre, puntos):
    ruling = decidir_especial(P(cartas), **kwargs)
    assert ruling.answer == {"nombre": nombre, "puntos": puntos}
    rules = ruling.rules()
    if nombre and nombre.startswith("pinaculo"):
        assert rules == ["pinacle §10.1"]
    elif nombre:
        assert rules[0] == "pinacle §10.2"
    else:
        assert [r.message.id for r in ruling.reasons] == ["pinacle.especial.no_pinaculo", "pinacle.especial.ninguna"]


def test_pinacle_10_3_S9_rescued_two_adds_double_the_ace():
    ruling = decidir_especial(P("AS AS AH AH AD AD AC AC"), rescatados=P("2C"))
    assert ruling.reasons[-1].rule == "pinacle §9" and ruling.reasons[-1].values["extra"] == 30


def test_pinacle_10_2_B13_seven_aces_plus_a_two_lose_the_sin_comodin_value():
    ruling = decidir_especial(P("AS AS AH AH AD AD AC 2C"))
    assert ruling.answer == {"nombre": None, "puntos": 0}
    assert ruling.reasons[-1].rule == "pinacle §11"


def test_pinacle_10_2_ordinary_trio_has_no_fixed_value():
    assert decidir_especial(P("7S 7H 7D")).answer == {"nombre": None, "puntos": 0}
    assert decidir_especial(P("10S 10S 10H 10H 10D 10D 10C 10C")).answer == {"nombre": None, "puntos": 0}


def test_pinacle_10_1_pinaculo_of_any_rank():
    ruling = decidir_especial(P("5S 5S 5H 5H 5D 5D 5C 5C 2H 2H JK"), de_mano=True)
    assert ruling.answer == {"nombre": "pinaculo_de_mano", "puntos": 3000}


@pytest.mark.parametrize("cartas,rescatados,mensaje", [
    ("AS AH", "", "at least three"),
    ("AS AH KS", "", "mixes A, K"),
    ("JK 2C 2H", "", "at least one natural"),
    ("AS AS AS AH", "", "AS appears 3 times"),
    ("AS AH JK JK JK", "JK JK", r"5 jokers in the situation \(cartas, rescatados\) but the deck holds only 4"),
    ("AS AH AD", "AC", "AC is not a comodín"),
    ("QS QS QH QH QD QD QC QC JK JK 2C", "2D", "pináculo holds all eight"),
])
def test_pinacle_10_bad_set_is_refused(cartas, rescatados, mensaje):
    with pytest.raises(InvalidSituation, match=mensaje) as err:
        decidir_especial(P(cartas), rescatados=P(rescatados))
    assert err.value.field in ("cartas", "rescatados")


# ---------------------------------------------------------------------------------------------- §11


def _doce(suit, **cambios):
    from tutor.rules.pinacle import ORDEN_ESCALERA
    return tuple(C(cambios.get(r, r + suit)) for r in ORDEN_ESCALERA)


def test_pinacle_11_known_scoring_adds_fixed_values_and_rescued_comodines():
    ruling = puntos_conocidos([
        Combinacion("escalera", _doce("H", **{"6": "2H"}), P("2C")),     # E7: 830
        Combinacion("trio", P("AS AS AH AH AD AD AC AC"), P("2D")),       # S9: 1030
        Combinacion("trio", P("QS QS QH QH QD QD QC QC JK JK 2C"), de_mano=True),  # S10: 3000
    ])
    assert ruling.answer == {"total": 4860, "desglose": [
        {"concepto": "escalera_semilimpia", "puntos": 830},
        {"concepto": "ocho_ases", "puntos": 1030},
        {"concepto": "pinaculo_de_mano", "puntos": 3000},
    ]}
    assert [r.rule for r in ruling.reasons if r.message.id == "pinacle.mano.linea"] == ["pinacle §11"] * 3


@pytest.mark.parametrize("combinaciones,mano,mensaje", [
    ([Combinacion("escalera", P("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"))], (), "no known value"),
    ([Combinacion("trio", P("7S 7H 7D"))], (), "no known value"),
    ([Combinacion("escalera", P("5H 6H"))], (), "no known value"),
    ([], P("5H"), "cards left in hand is not known"),
    ([Combinacion("canasta", P("5H 5S 5D"))], (), "tipo must be"),
])
def test_pinacle_11_unknown_scoring_is_refused_not_guessed(combinaciones, mano, mensaje):
    with pytest.raises(InvalidSituation, match=mensaje):
        puntos_conocidos(combinaciones, mano)


def test_pinacle_11_escalera_completa_value_equals_its_ruling():
    cartas = _doce("D", **{"K": "JK"})
    assert puntos_conocidos([Combinacion("escalera", cartas)]).answer["total"] == \
        decidir_escalera(cartas).answer["puntos"] == 500


def test_pinacle_9_each_rescued_comodin_on_a_special_set_is_listed_with_its_value():
    """Lesson 04's level-3 puzzle: the step gave only "750 + 50"; it now shows JK 30 + 2S 20 and why a 2 is 20, and
    the answer 810 (the 2 counted at 30, as a joker) is named."""
    from tutor.puzzles import check, from_id
    p = from_id("pinacle.especial-v1-L3-S103")
    assert p.answer == 800
    steps = p.ruling.explain("es")
    assert any("JK 30 + 2S 20 = 50" in s for s in steps) and any("2 × 10 = 20" in s for s in steps)
    assert check(p, "810").mistake.id == "pinacle.especial.dos_a_30"


@pytest.mark.parametrize("pid", ["pinacle.especial-v1-L3-S3", "pinacle.especial-v1-L3-S103"])
def test_a_rescued_comodin_on_a_special_set_is_explained_as_tapetes_reading(pid):
    """#5: a special set has no class; that a rescued comodín keeps its «sin comodín» value is Tapete's reading
    B15 (§14), setting rescatado_cuenta_como_comodin (the step used the escalera's 'no cuentan para la clase')."""
    from tutor.puzzles import from_id

    p = from_id(pid)
    es, en = p.ruling.explain("es"), p.ruling.explain("en")
    step = next(line for line in es if "rescatados encima" in line)
    assert "no le quitan el valor «sin comodín» y se suman aparte (lectura de Tapete; regla de la casa " \
           "rescatado_cuenta_como_comodin)" in step and "clase" not in step
    assert any("(Tapete's reading; house rule rescatado_cuenta_como_comodin)" in line for line in en)


def test_the_pinaculos_whole_value_is_said_to_be_tapetes_reading():
    """#6, §14 B12: the rulebook gives the pináculo's premio only; that it is the whole value of its eleven cards is
    Tapete's reading, with no setting."""
    from tutor.puzzles import from_id

    p = from_id("pinacle.especial-v1-L2-S102")
    assert p.answer == 1500
    (step,) = p.ruling.explain("es")
    assert step.endswith("Vale 1500 puntos en total, sin sumar las cartas (lectura de Tapete, sin ajuste: el "
                         "reglamento da el premio y no dice más).")
    assert "(Tapete's reading, no setting: the rulebook gives the premio and says no more)" in p.ruling.explain("en")[0]
