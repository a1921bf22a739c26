"""Canasta through the referee (referee.md): run_json for each ruling, the RulingSpec examples, house rules, and
bad input giving InvalidSituation with the field at fault."""

import re
import pytest

from tutor.referee import RULINGS, run_json
from tutor.rules.base import InvalidSituation
from tutor.rules.house_rules import HouseRules

NOMBRES = ("canasta.combinacion", "canasta.pozo", "canasta.salida", "canasta.mano")


@pytest.mark.parametrize("name", NOMBRES)
def test_canasta_referee_spec_is_complete(name):
    spec = RULINGS[name]
    assert spec.game == "canasta"
    assert set(spec.title) == {"es", "en"}
    assert set(spec.example) <= set(spec.fields)
    assert all(f.description and f.label["es"] and f.label["en"] for f in spec.fields.values())


def test_canasta_referee_example_combinacion():
    out = run_json("canasta.combinacion", RULINGS["canasta.combinacion"].example)
    assert out["answer"] == {"valida": True, "canasta": "sucia", "puntos": 420}
    assert out["ruling"] == "canasta.combinacion"
    assert out["reasons"][0]["rule"] == "canasta §5"


def test_canasta_referee_example_pozo():
    # Pozo premiado by the buried JK: the natural pair KS KD with top KH, plus AH AS 2C, reach the 90 minimum.
    out = run_json("canasta.pozo", RULINGS["canasta.pozo"].example)
    assert out["answer"] == {"puede_tomar": True, "motivo": "PUEDE_TOMAR"}
    p8 = next(r for r in out["reasons"] if r["rule"] == "canasta §8.6 P8")
    assert p8["values"]["suma"] == 30 + 40 + 20 and p8["values"]["minimo"] == 90
    assert p8["values"]["bajadas"] == [["KH", "KS", "KD"], ["AH", "AS", "2C"]]
    assert out["house_rules"]["canasta"]["primera_toma_por_pareja"] is False


def test_canasta_referee_example_salida():
    out = run_json("canasta.salida", RULINGS["canasta.salida"].example, lang="en")
    assert out["answer"] == {"minimo": 90, "puntos": 90, "valida": True}
    assert out["reasons"][0]["text"] == ("With an accumulated score of 1800 the salida needs at least 90 points: "
                                          "the minimum for scores from 1 500 to 2 995.")


def test_canasta_referee_example_mano_is_the_12_1_worked_hand():
    out = run_json("canasta.mano", RULINGS["canasta.mano"].example)
    assert out["answer"]["total"] == 1230


def test_canasta_referee_pozo_D6_in_spanish_by_default():
    out = run_json("canasta.pozo", {"pozo": "8D 9H 3C", "primera_toma_hecha": True, "salida_hecha": True,
                                    "puntuacion": 600, "mano": "QS QH", "combinaciones": [["KS", "KH", "KD"]]})
    assert out["answer"] == {"puede_tomar": False, "motivo": "TAPON_TRES_NEGRO"}
    assert out["reasons"][-1] == {"rule": "canasta §8.6 P2",
                                  "text": "Hay un tres negro (3C) encima: el pozo está taponado para este turno.",
                                  "values": {"top": "3C"}}


def test_canasta_referee_pozo_D13_under_both_readings():
    situacion = {"pozo": ["5S", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 600,
                 "mano": ["KS", "JK"], "combinaciones": []}
    assert run_json("canasta.pozo", situacion)["answer"]["puede_tomar"] is True
    from tutor.rules.profiles import profile_from_mapping

    por_pareja = profile_from_mapping("club_1", {"canasta": {"primera_toma_por_pareja": True}})
    out = run_json("canasta.pozo", situacion, por_pareja)
    assert out["answer"] == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}
    assert out["changed_by"] == [{"game": "canasta", "setting": "primera_toma_por_pareja", "reglamento": False,
                                  "value": True}]
    assert out["house_rules"]["canasta"]["primera_toma_por_pareja"] is True


def test_canasta_referee_salida_partner_exemption_and_pozo_card():
    out = run_json("canasta.salida", {"puntuacion": 3200, "combinaciones": ["4S 4H 4D"], "salida_hecha": True})
    assert out["answer"] == {"minimo": 0, "puntos": 15, "valida": True}
    out = run_json("canasta.salida", {"puntuacion": 0, "combinaciones": [["KS", "KC", "JK"]], "carta_pozo": "ks"})
    assert out["answer"] == {"minimo": 50, "puntos": 70, "valida": True}


def test_canasta_referee_mano_oculta_and_black_threes():
    out = run_json("canasta.mano", {"combinaciones": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], "treses_rojos": 0,
                                    "treses_negros_al_irse": 4, "mano": [], "se_fue": True,
                                    "canasta_oculta": "de_mano_sin_apoyo"})
    assert out["answer"] == {"total": 2070, "desglose": [
        {"concepto": "canasta limpia de reyes", "puntos": 570, "tipo": "combinacion"},
        {"concepto": "cuatro treses negros al irse", "puntos": 500, "tipo": "treses_negros"},
        {"concepto": "canasta oculta de mano sin apoyo", "puntos": 1000, "tipo": "canasta_oculta"},
    ]}


def test_canasta_referee_combinacion_black_threes_al_irse():
    assert run_json("canasta.combinacion", {"cartas": "3S 3C 3S 3C", "al_irse": True})["answer"]["puntos"] == 500
    assert run_json("canasta.combinacion", {"cartas": "3S 3C 3S"})["answer"]["valida"] is False


@pytest.mark.parametrize("name,situacion,rule", [
    ("canasta.combinacion", {"cartas": "KS KH 3D"}, "canasta §6"),
    ("canasta.combinacion", {"cartas": "7S 7H 8D"}, "canasta §5"),
    ("canasta.combinacion", {"cartas": "7S JK JK"}, "canasta §5"),
    ("canasta.salida", {"puntuacion": 0, "combinaciones": ["KS KC 3H"]}, "canasta §6"),
    ("canasta.salida", {"puntuacion": 0, "combinaciones": ["KS KC KH", "7S 7H 8D"]}, "canasta §5"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_canasta_referee_proposal_breaking_a_rule_is_answered(name, situacion, rule):
    """What a player proposes to lay is a question: real cards breaking a rule get valida false and the rule."""
    out = run_json(name, situacion)
    assert out["answer"]["valida"] is False
    assert rule in [r["rule"] for r in out["reasons"]]


@pytest.mark.parametrize("name,situacion,field,texto", [
    ("canasta.combinacion", {"cartas": ["1S", "AS", "AH"]}, "cartas", "unknown card '1S'"),
    ("canasta.combinacion", {"cartas": "JK JK JK JK JK"}, "cartas", "^cartas: 5 jokers but the deck holds only 4"),
    ("canasta.combinacion", {"carta": "KS"}, "carta", "unknown field"),
    ("canasta.pozo", {"pozo": "5S 9D", "primera_toma_hecha": "no", "salida_hecha": True, "puntuacion": 600,
                      "mano": "9C 9H", "combinaciones": ["QS QH QD"]}, "primera_toma_hecha", "true or false"),
    ("canasta.pozo", {"pozo": "5S 9D", "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
                      "mano": "9C 9H 11H", "combinaciones": ["QS QH QD"]}, "mano", "unknown card '11H'"),
    ("canasta.pozo", {"pozo": "5S 9D", "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
                      "mano": "9C 3D", "combinaciones": ["QS QH QD"]}, "mano", "red three"),
    ("canasta.pozo", {"pozo": "5S 9D", "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
                      "mano": "9C 9H", "combinaciones": ["QS QH KD"]}, "combinaciones", "mixes ranks"),
    ("canasta.pozo", {"pozo": "5S 9D", "primera_toma_hecha": True, "salida_hecha": True,
                      "mano": "9C 9H", "combinaciones": ["QS QH QD"]}, "puntuacion", "required"),
    ("canasta.salida", {"puntuacion": 0, "combinaciones": ["KS KC JK"], "carta_pozo": "KH"}, "carta_pozo",
     "must be listed"),
    ("canasta.mano", {"combinaciones": [["AS", "AH", "AD"]], "treses_rojos": 0, "treses_negros_al_irse": 0,
                      "mano": [], "se_fue": True}, "se_fue", "canasta"),
    ("canasta.mano", {"combinaciones": [], "treses_rojos": 5, "treses_negros_al_irse": 0, "mano": [],
                      "se_fue": False}, "treses_rojos", "at most 4"),
    ("canasta.mano", {"combinaciones": [], "treses_rojos": 0, "treses_negros_al_irse": 0, "mano": [],
                      "se_fue": False, "canasta_oculta": "sí"}, "canasta_oculta", "must be one of"),
], ids=lambda v: v if isinstance(v, str) and len(v) < 30 else None)
def test_canasta_referee_bad_situations_name_the_field(name, situacion, field, texto):
    with pytest.raises(InvalidSituation, match=texto) as err:
        run_json(name, situacion)
    assert err.value.field == field


def test_canasta_referee_unknown_house_rule_refused():
    with pytest.raises(InvalidSituation, match='unknown house rule "canasta.primera_toma"'):
        HouseRules.from_mapping({"canasta": {"primera_toma": True}})


def _textos(name, situation, lang="es"):
    return [r["text"] for r in run_json(name, situation, lang=lang)["reasons"]]


def test_canasta_12_wording_real_plurals_and_true_minus():
    """One red three is singular; "ninguna combinación"; a negative total uses − like every other line."""
    s = {"combinaciones": [], "treses_rojos": 1, "mano": ["QD"], "se_fue": False}
    assert _textos("canasta.mano", s) == [
        "1 tres rojo: −100; cuenta en contra porque la pareja no tiene ninguna combinación en la mesa.",
        "Cartas que quedan en la mano: QD = −10.",
        "Total de la mano: −110.",
    ]
    assert _textos("canasta.mano", s, "en")[0] == (
        "1 red three: −100; it counts against the partnership because it has no combination on the table.")


def test_canasta_8_6_wording_rank_names_in_the_plural():
    s = {"pozo": ["5S", "9D"], "primera_toma_hecha": False, "salida_hecha": True, "puntuacion": 600,
         "mano": ["9C", "JK"], "combinaciones": [["QS", "QH", "QD"]]}
    assert _textos("canasta.pozo", s)[1].startswith(
        "Para tomar el pozo por primera vez en la mano (lectura de Tapete; regla de la casa primera_toma_por_pareja) "
        "hacen falta en la mano dos nueves naturales para el 9D; tienes 1.")
    assert "two natural nines are needed in hand for the 9D" in _textos("canasta.pozo", s, "en")[1]
    s = dict(s, pozo=["5S", "KD"], mano=["KS", "KS", "KH", "KD", "KC", "KC", "KH"])
    assert _textos("canasta.pozo", s)[1] == (
        "Condición estricta cumplida: tienes 7 reyes naturales (KS KS KH KD KC KC KH) para el KD.")


@pytest.mark.parametrize("melds, message", [
    ([["AS", "AS", "AD"], None], "combinaciones[1]: a list of cards must be"),
    ([{"AS": 1}], "combinaciones[0]: a list of cards must be"),
    ([["AS", "XX", "AD"]], "combinaciones[0]: unknown card 'XX'"),
    ([["AS", ["KS"]]], "combinaciones[0]: a card must be a string"),
])
def test_card_lists_names_the_bad_meld(melds, message):
    """``card_lists`` reads meld by meld: an error names the meld and the field."""
    from tutor.referee.fields import card_lists

    assert card_lists({"c": [["as", "AS ", "AD"], "QH QH QD"]}, "c") == card_lists(
        {"c": [["AS", "AS", "AD"], ["QH", "QH", "QD"]]}, "c")
    with pytest.raises(InvalidSituation, match=re.escape(message)) as err:
        card_lists({"combinaciones": melds}, "combinaciones")
    assert err.value.field == "combinaciones"
