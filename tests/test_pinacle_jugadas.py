"""What a Pinacle player may lay and do in his turn (``rules/pinacle.md §5``–§7, §14 B5, B6, B9): the engine's
answers with their rule, through the referee's ``pinacle.jugada``."""

from __future__ import annotations

import pytest

from tutor.referee import RULINGS, run
from tutor.rules.base import InvalidSituation
from tutor.rules.house_rules import HouseRules
from tutor.rules.pinacle import PinacleHouseRules


def _jugada(house_rules=None, **situation):
    return run("pinacle.jugada", situation, house_rules)


def _answer(house_rules=None, **situation):
    ruling = _jugada(house_rules, **situation)
    return ruling.answer["legal"], ruling.answer["motivo"]


@pytest.mark.parametrize("cartas, expected", [
    (["9S", "9H", "9D"], (True, None)),  # §6: same index, any suits
    (["3S", "3H", "3D", "3C"], (True, None)),  # §14 B11: threes are ordinary cards
    (["9S", "9H"], (False, "menos_de_tres")),  # §6: at least three cards
    (["9S", "9H", "8D"], (False, "indices")),
    (["9S", "JK", "2C"], (True, None)),  # §6, §14 B9: comodines in any number in a trío
    (["9S", "JK", "2C", "2D"], (True, None)),
    (["JK", "2C", "2D"], (False, "comodines")),  # no natural card: no index
])
def test_pinacle_6_trio(cartas, expected):
    assert _answer(jugada="bajar_trio", cartas=cartas) == expected


def test_pinacle_14_b9_trio_cap_is_a_house_rule():
    capped = HouseRules(pinacle=PinacleHouseRules(max_comodines_trio=1))
    assert _answer(capped, jugada="bajar_trio", cartas=["9S", "JK", "2C"]) == (False, "comodines")
    assert _answer(capped, jugada="bajar_trio", cartas=["9S", "9H", "2C"]) == (True, None)


@pytest.mark.parametrize("cartas, expected", [
    (["9H", "10H", "JK"], (True, None)),  # §7.5: three cards, one comodín
    (["9H", "JK", "2C"], (False, "comodines")),  # §7.5, §14 B5: at most one comodín to start
    (["5D", "6D", "7D", "8D", "9D"], (True, None)),
    (["QS", "KS", "AS"], (True, None)),  # the ace on top
    (["KS", "AS", "3S"], (False, "posiciones")),  # no going round the corner
    (["2H", "3H", "4H"], (False, "posiciones")),  # a 2 is a comodín, never a card below the 3
    (["QH", "KH", "AH", "JK"], (False, "posiciones")),  # nothing above the A
    (["5H", "6H", "8H"], (False, "hueco")),
    (["5H", "JK", "9H"], (False, "hueco")),  # a comodín fills one position, not three
    (["5H", "JK", "7H"], (True, None)),
    (["5H", "6C", "7H"], (False, "palos")),
    (["5H", "6H"], (False, "menos_de_tres")),
])
def test_pinacle_7_1_7_2_starting_an_escalera(cartas, expected):
    assert _answer(jugada="empezar_escalera", cartas=cartas) == expected


def test_pinacle_14_b5_two_comodines_to_start_under_the_house_rule():
    two = HouseRules(pinacle=PinacleHouseRules(comodines_al_empezar=2))
    assert _answer(two, jugada="empezar_escalera", cartas=["9H", "JK", "2C"]) == (True, None)


def test_pinacle_7_3_the_seven_card_signal_is_allowed_and_scores_nothing():
    ruling = _jugada(jugada="empezar_escalera", cartas=["9H", "10H", "JH"], a_la_derecha=True)
    assert ruling.answer == {"legal": True, "motivo": None}
    assert ruling.reasons[-1].rule == "pinacle §7.3"
    assert "siete cartas de corazones" in ruling.reasons[-1].text("es")
    assert "scores nothing" in ruling.reasons[-1].text("en")


def test_pinacle_7_3_the_signal_step_is_true_of_the_hand_shown():
    """With the hand given, the step counts its cards of the suit, those laid included (§7.3 read by Tapete)."""
    laid = ["9H", "10H", "JK"]
    two = _jugada(jugada="empezar_escalera", cartas=laid, mano=laid + ["4C", "KS"], a_la_derecha=True)
    assert two.answer["legal"]
    assert "con esta mano tiene 2: la señal sería falsa" in two.reasons[-1].text("es")
    assert "this hand holds 2" in two.reasons[-1].text("en")
    seven = _jugada(jugada="empezar_escalera", cartas=laid, a_la_derecha=True,
                    mano=laid + ["3H", "5H", "7H", "QH", "AH", "4C"])
    assert "contando las que baja (tiene 7)" in seven.reasons[-1].text("es")
    assert "lectura de Tapete del §7.3, sin ajuste" in seven.reasons[-1].text("es")
    example = run("pinacle.jugada", RULINGS["pinacle.jugada"].example)  # the documented example is a true signal
    assert "(tiene 7)" in example.reasons[-1].text("es")


def test_pinacle_7_2_starting_with_more_than_three_cards_is_said_to_be_a_reading_with_no_setting():
    """§7.2 says three cards; B5 is only about how many of them may be comodines, so the reading cites §7.2."""
    ruling = _jugada(jugada="empezar_escalera", cartas=["9H", "10H", "JH", "QH"])
    assert ruling.answer["legal"]
    assert ruling.reasons[-1].rule == "pinacle §7.2"
    assert "se empieza con tres cartas; empezarla con 4" in ruling.reasons[-1].text("es")
    assert "lectura de Tapete, sin ajuste" in ruling.reasons[-1].text("es")
    assert "Tapete's reading, with no setting" in ruling.reasons[-1].text("en")
    three = _jugada(jugada="empezar_escalera", cartas=["9H", "10H", "JH"])
    assert "empezarla con" not in " ".join(r.text("es") for r in three.reasons)


@pytest.mark.parametrize("situation, rule, setting", [
    ({"jugada": "unir", "combinaciones": [["3S", "4S", "5S"], ["6S", "7S", "8S"]], "sobre": 0, "otra": 1},
     "pinacle §14 B6", "unir_escaleras"),
    ({"jugada": "empezar_escalera", "cartas": ["9H", "JK", "2C"]}, "pinacle §14 B5", "comodines_al_empezar"),
    ({"jugada": "bajar_trio", "cartas": ["JK", "2C", "2D"]}, "pinacle §14 B9", ""),
])
def test_a_step_resting_on_a_reading_cites_its_ambiguity_and_says_so(situation, rule, setting):
    last = _jugada(**situation).reasons[-1]
    assert last.rule == rule
    assert "lectura de Tapete" in last.text("es") and "Tapete's reading" in last.text("en")
    assert setting in last.text("es") and setting in last.text("en")


MESA = [["4H", "5H", "6H"], ["KS", "KD", "KC"]]


@pytest.mark.parametrize("cartas, combinacion, extremo, expected", [
    (["7H"], 0, "arriba", (True, None)),
    (["3H"], 0, "abajo", (True, None)),
    (["JK"], 0, "abajo", (True, None)),  # §14 B5: later comodines have no cap
    (["8H"], 0, "arriba", (False, "hueco")),
    (["7S"], 0, "arriba", (False, "palos")),
    (["KH"], 1, "arriba", (True, None)),
    (["2C"], 1, "arriba", (True, None)),
    (["QH"], 1, "arriba", (False, "indices")),
])
def test_pinacle_5_adding_to_the_partnerships_combinations(cartas, combinacion, extremo, expected):
    assert _answer(jugada="anadir", cartas=cartas, combinaciones=MESA, sobre=combinacion,
                   extremo=extremo) == expected


def test_pinacle_7_2_joining_two_escaleras():
    mesa = [["3S", "4S", "5S"], ["6S", "7S", "8S"]]
    assert _answer(jugada="unir", combinaciones=mesa, sobre=0, otra=1) == (False, "unir")
    salvo = HouseRules(pinacle=PinacleHouseRules(unir_escaleras="salvo_completa"))
    assert _answer(salvo, jugada="unir", combinaciones=mesa, sobre=0, otra=1) == (True, None)


def test_pinacle_5_the_whole_pozo():
    pozo = ["4C", "KD", "7H"]
    assert _answer(jugada="tomar_pozo", pozo=pozo, cartas=pozo) == (True, None)
    assert _answer(jugada="tomar_pozo", pozo=pozo, cartas=["7H"]) == (False, "pozo_entero")
    with pytest.raises(InvalidSituation, match="top cards of the pozo"):
        _jugada(jugada="tomar_pozo", pozo=pozo, cartas=["KD"])


@pytest.mark.parametrize("cartas,es,en", [
    (["7H"], "aunque solo se quiera la de arriba.", "even when only its top card is wanted."),
    (["KD", "7H"], "aunque solo se quieran las de arriba.", "even when only its top cards are wanted."),
])
def test_pinacle_5_part_of_the_pozo_says_how_many_cards_are_wanted(cartas, es, en):
    """Two cards wanted read in the plural (review 12 of the course, #6: "aunque solo se quiera la de arriba")."""
    paso = _jugada(jugada="tomar_pozo", pozo=["4C", "KD", "7H"], cartas=cartas).reasons[-1]
    assert paso.text("es").endswith(es) and paso.text("en").endswith(en)


def test_pinacle_5_the_discard_comes_from_the_hand():
    assert _answer(jugada="descartar", cartas=["9S"], mano=["9S", "KD"], combinaciones=MESA) == (True, None)
    ruling = _jugada(jugada="descartar", cartas=["6H"], mano=["9S", "KD"], combinaciones=MESA)
    assert ruling.answer == {"legal": False, "motivo": "de_la_mano"}
    assert ruling.reasons[-1].rule == "pinacle §5"


@pytest.mark.parametrize("situation, field", [
    ({"jugada": "bajar_trio", "cartas": ["9S", "9H", "9D"], "mano": ["9S", "9H", "4C"]}, "cartas"),
    ({"jugada": "anadir", "cartas": ["7H"], "combinaciones": MESA, "sobre": 5}, "sobre"),
    ({"jugada": "anadir", "cartas": ["7H"], "combinaciones": [["4H", "6H", "7S"]], "sobre": 0},
     "combinaciones"),
    ({"jugada": "unir", "combinaciones": MESA, "sobre": 0, "otra": 1}, "otra"),
    ({"jugada": "descartar", "cartas": ["QC"], "mano": ["9S"], "combinaciones": MESA}, "cartas"),
    ({"jugada": "mirar"}, "jugada"),
])
def test_pinacle_jugada_refuses_what_no_table_holds(situation, field):
    with pytest.raises(InvalidSituation) as err:
        run("pinacle.jugada", situation)
    assert err.value.field == field


def test_every_ruling_gives_its_rule_and_both_languages():
    ruling = _jugada(jugada="empezar_escalera", cartas=["9H", "JK", "2C"])
    assert [r.rule for r in ruling.reasons] == ["pinacle §7.1", "pinacle §14 B5"]
    assert all(r.text("es") and r.text("en") for r in ruling.reasons)
