"""Honours (§6), going out and canasta oculta (§10), premios (§11) and the end-of-hand score (§12) —
rules/canasta.md."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.canasta import CanastaHouseRules, puntos_honores, puntuar_mano
from tutor.rules.cartas import FRANCESA, parse_cartas


def c(text):
    return parse_cartas(text, FRANCESA)


def mano(combs=(), rojos=0, negros=0, en_mano="", se_fue=False, oculta=None, house_rules=CanastaHouseRules()):
    return puntuar_mano([c(x) for x in combs], rojos, negros, c(en_mano), se_fue, oculta, house_rules)


CANASTA_K = "KS KH KD KC KS KH KD"
TRIO_A = "AS AH AD"


# §6 worked examples: (id, red threes, combinations, house rule canasta required, honours)
TABLA_6 = [
    ("3-with-combinations", 3, [TRIO_A], False, 300),
    ("4-with-combinations", 4, [TRIO_A], False, 800),
    ("2-never-melded", 2, [], False, -200),
    ("4-never-melded", 4, [], False, -800),
    ("2-only-trios-canasta-required", 2, [TRIO_A, "9S 9H 9D"], True, -200),
    ("1-one-canasta-canasta-required", 1, [CANASTA_K], True, 100),
]


@pytest.mark.parametrize("rojos,combs,requiere,honores", [r[1:] for r in TABLA_6], ids=[r[0] for r in TABLA_6])
def test_canasta_6_worked_honours(rojos, combs, requiere, honores):
    reglas = CanastaHouseRules(honores_requieren_canasta=requiere)
    ruling = mano(combs, rojos=rojos, house_rules=reglas)
    linea = [d for d in ruling.answer["desglose"] if d["concepto"].startswith("honores")]
    assert linea == [{"concepto": f"honores ({rojos} {'tres rojo' if rojos == 1 else 'treses rojos'})",
                      "puntos": honores, "tipo": "honores"}]
    assert any(r.rule == "canasta §6" for r in ruling.reasons)


def test_canasta_6_four_red_threes_say_double_not_400_plus_800():
    ruling = mano([TRIO_A], rojos=4)
    assert "canasta.mano.cuatro_treses_rojos" in [r.message.id for r in ruling.reasons]


def test_canasta_16_A9_four_red_threes_against_as_400_with_house_rule():
    assert puntos_honores(4, False, False, CanastaHouseRules(cuatro_treses_rojos_en_contra=400)) == -400
    assert puntos_honores(4, False, False) == -800


def test_canasta_12_1_worked_hand_NS():
    ruling = mano([CANASTA_K, "8S 8H 8D 8C 8S 2H JK", TRIO_A], rojos=2, en_mano="QD 6C 3S", se_fue=True)
    assert ruling.answer == {"total": 1230, "desglose": [
        {"concepto": "canasta limpia de reyes", "puntos": 570, "tipo": "combinacion"},
        {"concepto": "canasta sucia de ochos", "puntos": 420, "tipo": "combinacion"},
        {"concepto": "combinación de ases", "puntos": 60, "tipo": "combinacion"},
        {"concepto": "honores (2 treses rojos)", "puntos": 200, "tipo": "honores"},
        {"concepto": "cartas en la mano", "puntos": -20, "tipo": "mano"},
    ]}
    assert ruling.rules() == ["canasta §12", "canasta §12", "canasta §12", "canasta §10", "canasta §6", "canasta §12",
                              "canasta §12"]
    assert ruling.explain("es")[0] == "canasta limpia de reyes (KS KH KD KC KS KH KD): cartas 70 + premio 500 = 570."
    assert ruling.explain("en")[0] == "canasta limpia of kings (KS KH KD KC KS KH KD): cards 70 + premio 500 = 570."
    # going out earns no premio by default, and the black three left in hand costs its card value (issue 19)
    assert ruling.explain("es")[3] == ("Irse no da premio: el reglamento legible no lo da, y Tapete no lo cuenta "
                                       "(lectura de la ambigüedad A17; regla de la casa premio_irse, 0).")
    assert ruling.explain("es")[5] == ("Cartas que quedan en la mano: QD 6C 3S = −20; cada tres negro en la mano "
                                       "resta 5 (regla de la casa valor_tres_negro_en_mano).")


def test_canasta_12_1_worked_hand_EW():
    ruling = mano(["9S 9H 9D JK", "4S 4H 4D 4C"], rojos=1, en_mano="AS 2C 7D KS KH 3C 3S")
    assert ruling.answer == {"total": 125, "desglose": [
        {"concepto": "combinación de nueves", "puntos": 80, "tipo": "combinacion"},
        {"concepto": "combinación de cuatros", "puntos": 20, "tipo": "combinacion"},
        {"concepto": "honores (1 tres rojo)", "puntos": 100, "tipo": "honores"},
        {"concepto": "cartas en la mano", "puntos": -75, "tipo": "mano"},
    ]}


def test_canasta_12_1_variant_EW_never_melded():
    ruling = mano([], rojos=1, en_mano="AS 2C 7D KS KH 3C 3S")
    assert ruling.answer["total"] == -100 - 75
    assert ruling.reasons[0].message.id == "canasta.mano.honores_negativos"


def test_canasta_16_A11_black_three_in_hand_minus_100_with_house_rule():
    reglas = CanastaHouseRules(valor_tres_negro_en_mano=100)
    ruling = mano([TRIO_A], en_mano="QD 6C 3S", house_rules=reglas)
    assert ruling.answer["desglose"][-1] == {"concepto": "cartas en la mano", "puntos": -115, "tipo": "mano"}


FIVE_CANASTAS = [CANASTA_K, "QS QH QD QC QS QH QD", "JS JH JD JC JS JH JD", "10S 10H 10D 10C 10S 10H 10D",
                 "9S 9H 9D 9C 9S 9H 2C"]
SEVEN_CANASTAS = FIVE_CANASTAS + ["8S 8H 8D 8C 8S 8H 8D", "7S 7H 7D 7C 7S 7H 7D"]


def test_canasta_12_2_five_canastas_earn_canastron():
    ruling = mano(FIVE_CANASTAS, se_fue=True)
    assert {"concepto": "canastrón", "puntos": 500, "tipo": "premio"} in ruling.answer["desglose"]
    cards = 70 * 4 + 60 + 20
    assert ruling.answer["total"] == cards + 4 * 500 + 300 + 500
    paso = next(r for r in ruling.reasons if r.message.id == "canasta.mano.canastron")
    # the canastas on the table this hand, not cards held (review 12 of the course, #8)
    assert paso.text("es") == "5 canastas en la mesa en esta mano: canastrón, 500."
    assert paso.text("en") == "5 canastas on the table this hand: canastrón, 500."


def test_canasta_12_2_four_black_threes_going_out_500_not_520():
    ruling = mano([CANASTA_K], negros=4, se_fue=True)
    assert {"concepto": "cuatro treses negros al irse", "puntos": 500, "tipo": "treses_negros"} in ruling.answer["desglose"]
    assert ruling.answer["total"] == 570 + 500


def test_canasta_12_2_canasta_oculta_de_mano_without_leaning():
    ruling = mano([CANASTA_K, TRIO_A], se_fue=True, oculta="de_mano_sin_apoyo")
    assert {"concepto": "canasta oculta de mano sin apoyo", "puntos": 1000, "tipo": "canasta_oculta"} in ruling.answer["desglose"]
    assert ruling.answer["total"] == 1000 + 570 + 60


@pytest.mark.parametrize("forma,premio", [("de_mano_sin_apoyo", 1000), ("de_mano_con_apoyo", 500),
                                          ("en_juego_sin_apoyo", 500)])
def test_canasta_10_canasta_oculta_premios(forma, premio):
    assert mano([CANASTA_K], se_fue=True, oculta=forma).answer["total"] == 570 + premio


def test_canasta_16_A7_unknown_fourth_oculta_value_refused_unless_set():
    with pytest.raises(InvalidSituation, match="cut off") as err:
        mano([CANASTA_K], se_fue=True, oculta="en_juego_con_apoyo")
    assert err.value.field == "canasta_oculta"
    reglas = CanastaHouseRules(premio_oculta_en_juego_con_apoyo=250)
    assert mano([CANASTA_K], se_fue=True, oculta="en_juego_con_apoyo", house_rules=reglas).answer["total"] == 820


def test_canasta_7_three_black_threes_going_out_15():
    assert {"concepto": "tres treses negros al irse", "puntos": 15, "tipo": "treses_negros"} in mano(
        [CANASTA_K], negros=3, se_fue=True).answer["desglose"]


def test_canasta_11_seven_canastas_stack_canastron_and_canasta_de_canastas():
    desglose = mano(SEVEN_CANASTAS, se_fue=True).answer["desglose"]
    assert {"concepto": "canastrón", "puntos": 500, "tipo": "premio"} in desglose
    assert {"concepto": "canasta de canastas", "puntos": 2000, "tipo": "premio"} in desglose


def test_canasta_16_A6_no_stacking_and_exact_counts_with_house_rules():
    sin = mano(SEVEN_CANASTAS, se_fue=True, house_rules=CanastaHouseRules(canastron_acumula=False)).answer["desglose"]
    assert [d["concepto"] for d in sin].count("canastrón") == 0
    exactos = CanastaHouseRules(premios_canastas_exactos=True)
    six = mano(FIVE_CANASTAS + ["8S 8H 8D 8C 8S 8H 8D"], se_fue=True, house_rules=exactos).answer["desglose"]
    assert all(d["concepto"] != "canastrón" for d in six)


def test_canasta_16_A17_plain_going_out_premio_with_house_rule():
    assert mano([CANASTA_K], se_fue=True).answer["total"] == 570
    ruling = mano([CANASTA_K], se_fue=True, house_rules=CanastaHouseRules(premio_irse=100))
    assert ruling.answer["desglose"][-1] == {"concepto": "premio por irse", "puntos": 100, "tipo": "irse"}


@pytest.mark.parametrize("kwargs,field,texto", [
    (dict(combs=[TRIO_A], se_fue=True), "se_fue", "at least 1 canasta"),
    (dict(combs=[CANASTA_K], negros=2, se_fue=True), "treses_negros_al_irse", "impossible"),
    (dict(combs=[CANASTA_K], negros=3), "treses_negros_al_irse", "se_fue is false"),
    (dict(combs=[CANASTA_K], negros=3, se_fue=True, en_mano="3S 3C"), "mano", "more than the 4"),
    (dict(combs=[CANASTA_K], en_mano="3D"), "mano", "red three"),
    (dict(combs=[CANASTA_K], rojos=5), "treses_rojos", "4 red threes"),
    (dict(combs=[CANASTA_K], oculta="de_mano_sin_apoyo"), "canasta_oculta", "se_fue is false"),
    (dict(combs=[CANASTA_K, "KC KC JK"]), "combinaciones", "^combinaciones: card KC appears 3 times"),
    (dict(combs=["KS KH 3H"]), "combinaciones", "red three"),
], ids=["going-out-without-canasta", "two-black-threes", "black-threes-without-going-out", "five-black-threes",
        "red-three-in-hand", "five-red-threes", "oculta-without-going-out", "three-copies", "red-three-in-meld"])
def test_canasta_12_impossible_hands_refused(kwargs, field, texto):
    with pytest.raises(InvalidSituation, match=texto) as err:
        mano(**kwargs)
    assert err.value.field == field


def test_canasta_6_four_red_threes_against_at_400_do_not_say_800():
    """#18: with cuatro_treses_rojos_en_contra = 400 the explanation beside −400 no longer says '800 en total'."""
    ruling = mano([], rojos=4, en_mano="QD", house_rules=CanastaHouseRules(cuatro_treses_rojos_en_contra=400))
    textos = ruling.explain("es")
    assert textos[0].startswith("4 treses rojos: −400")
    assert textos[1] == ("Los cuatro treses rojos en contra cuestan 400 en total (regla de la casa "
                         "cuatro_treses_rojos_en_contra).")
    assert not any("800" in t for t in textos)
    assert mano([], rojos=4, en_mano="QD").explain("es")[1] == (  # §16 A9: −800 is Tapete's reading
        "Los cuatro treses rojos en contra cuestan 800 en total (lectura de Tapete; regla de la casa "
        "cuatro_treses_rojos_en_contra).")
