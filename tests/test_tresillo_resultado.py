"""Sacada, puesta, codillo; primeras; bola; rendidas and defended entradas (``rules/tresillo.md §9–§11``)."""

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.tresillo import (
    TresilloHouseRules, clasifica, entrada_defendida, primeras, prioridad_defensa, puede_rendirse, rendida, resultado,
)
from tutor.rules.tresillo.resultado import bola_perdida

# §9 "Every split, by the jugador's tricks": (J, A, B) with A >= B -> result
SPLITS = [(j, a, 9 - j - a) for j in range(10) for a in range(10) if 0 <= 9 - j - a <= a]


def table_result(j, a, b):
    if j >= 5:
        return "sacada"
    if j == 4:
        return {(3, 2): "sacada", (4, 1): "puesta", (5, 0): "codillo"}[(a, b)]
    if j == 3:
        return "puesta" if (a, b) == (3, 3) else "codillo"
    if j == 1 and (a, b) == (4, 4):
        return "puesta"
    return "codillo"


@pytest.mark.parametrize("j, a, b", SPLITS, ids=[f"{j}-{a}-{b}" for j, a, b in SPLITS])
def test_tresillo_9_every_split_table(j, a, b):
    for ca, cb in ((a, b), (b, a)):
        ruling = resultado(j, ca, cb)
        expected = table_result(j, a, b)
        assert ruling.answer["resultado"] == expected
        para = None if expected != "codillo" else ("contra_a" if ca > cb else "contra_b")
        assert ruling.answer["codillo_para"] == para
        assert ruling.rules() == ["tresillo §9"]


def test_tresillo_9_puesta_real_1_4_4():
    ruling = resultado(1, 4, 4)
    assert ruling.answer == {"resultado": "puesta", "codillo_para": None}
    assert ruling.reasons[0].message.id == "tresillo.resultado.puesta_real"


def test_tresillo_9_codillo_names_the_contra_who_gives_it():
    assert resultado(3, 2, 4).answer == {"resultado": "codillo", "codillo_para": "contra_b"}
    assert resultado(2, 5, 2).answer == {"resultado": "codillo", "codillo_para": "contra_a"}
    assert resultado(2, 5, 2).reasons[-1].text() == "Con 5 bazas, más que el jugador (2), el contra A da codillo."
    assert resultado(3, 2, 4).reasons[-1].text("en") == "With 4 tricks, more than the jugador (3), contra B gives codillo."


def test_tresillo_10_2_bola_needs_all_nine_tricks():
    assert resultado(9, 0, 0, lance="bola").answer["resultado"] == "sacada"
    lost = resultado(8, 1, 0, lance="bola")
    assert lost.answer == {"resultado": "puesta", "codillo_para": None}
    assert lost.rules() == ["tresillo §10.2"]
    assert resultado(3, 5, 1, lance="bola").answer == {"resultado": "codillo", "codillo_para": "contra_a"}
    assert resultado(8, 1, 0, lance="solo").answer["resultado"] == "sacada"


@pytest.mark.parametrize("bazas, expected", [((3, 2, 4), "codillo"), ((4, 4, 1), "puesta"), ((1, 4, 4), "puesta")])
def test_tresillo_10_2_a_bola_lost_by_the_tricks_alone_says_the_nine_trick_rule_changes_nothing(bazas, expected):
    ruling = resultado(*bazas, lance="bola")
    assert ruling.answer["resultado"] == expected
    first = ruling.reasons[0]
    assert first.rule == "tresillo §10.2" and ruling.reasons[1].rule == "tresillo §9"
    assert f"solo hizo {bazas[0]}, así que pierde" in first.text("es")
    assert "as in any lance (§9)" in first.text("en")
    # the §9 step says how he loses: restating "codillo if a contra took more" made 1-4-4 a codillo (#19 review)
    assert "más que él" not in first.text("es") and "more than he" not in first.text("en")
    assert [r.rule for r in resultado(*bazas).reasons] == ["tresillo §9"]  # any other lance: no bola step
    assert [r.rule for r in resultado(8, 1, 0, lance="bola").reasons] == ["tresillo §10.2"]  # its own step


def test_tresillo_10_2_bola_perdida_only_where_9_alone_would_call_it_won():
    assert bola_perdida(8, 1, 0, "bola") and bola_perdida(5, 3, 1, "bola")
    assert not bola_perdida(9, 0, 0, "bola")          # won
    assert not bola_perdida(4, 4, 1, "bola")          # a puesta by §9 anyway
    assert not bola_perdida(3, 5, 1, "bola")          # codillo
    assert not bola_perdida(8, 1, 0, "solo") and not bola_perdida(8, 1, 0, None)


def test_tresillo_16_A12_bola_como_logro():
    rules = TresilloHouseRules(bola_como_logro=True)
    ruling = resultado(9, 0, 0, lance="entrada", house_rules=rules)
    assert ruling.reasons[-1].message.id == "tresillo.resultado.bola_logro"
    with pytest.raises(InvalidSituation, match="bola"):
        resultado(9, 0, 0, lance="bola", house_rules=rules)


J, A, B = "jugador", "contra_a", "contra_b"


@pytest.mark.parametrize("ganadores, expected", [
    ([J] * 5 + [A, B, A, B], "jugador"),
    ([A, A, A, B, B] + [J] * 4, None),               # §10.1: 3-2 start, jugador wins 4-3-2: nobody
    ([A, A, A, A, B] + [J] * 4, "contras"),          # 4-1 start, puesta 4-4-1
    ([A, A, A, B, B, B] + [J] * 3, "contras"),       # 3-3-3 puesta with the first six to the contras
    ([A, J, A, A, B, B, J, J, J], None),
], ids=["jugador_first_five", "contras_3_2_jugador_wins", "contras_4_1_puesta", "contras_3_3_first_six",
        "mixed_start"])
def test_tresillo_10_1_primeras(ganadores, expected):
    ruling = primeras(ganadores)
    assert ruling.answer == {"primeras": expected}
    assert ruling.rules() == ["tresillo §10.1"]


def test_tresillo_16_A8_literal_reading_of_contras_primeras():
    rules = TresilloHouseRules(primeras_contras="literal")
    # contras took tricks 1-5 split 5-0 and lost 5-?: codillo; literal reading wants 4-1 or 3-3 over six
    assert primeras([A] * 5 + [J] * 4, rules).answer["primeras"] is None
    assert primeras([A] * 5 + [J] * 4).answer["primeras"] == "contras"
    assert primeras([A, A, A, A, B] + [J] * 4, rules).answer["primeras"] == "contras"


def test_tresillo_10_1_bad_trick_winners_are_refused():
    with pytest.raises(InvalidSituation, match="nine tricks"):
        primeras([J] * 8)


@pytest.mark.parametrize("lance, bazas, jugo, puede", [
    ("entrada", 0, False, True),
    ("entrada", 3, False, True),
    ("vuelta", 3, False, True),
    ("entrada", 3, True, False),
    ("vuelta", 4, False, False),
    ("solo", 0, False, False),
    ("bola", 0, False, False),
    ("vuelta_solera", 1, False, False),
], ids=["start", "before_4th_card", "vuelta_before_4th", "after_4th_card", "after_4th_trick", "solo", "bola",
        "vuelta_solera"])
def test_tresillo_11_2_surrender_timing(lance, bazas, jugo, puede):
    ruling = puede_rendirse(lance, bazas, jugo)
    assert ruling.answer == {"puede": puede}
    assert ruling.reasons[0].rule in ("tresillo §11.1", "tresillo §11.2")


def test_tresillo_11_3_vuelta_rendida_is_puesta_and_cannot_be_defended():
    assert rendida("vuelta").answer == {"resultado": "puesta"}
    with pytest.raises(InvalidSituation, match="cannot be defended"):
        rendida("vuelta", defendida=True)
    with pytest.raises(InvalidSituation, match="played out"):
        rendida("solo")


def test_tresillo_11_4_entrada_rendida_accepted_is_puesta():
    ruling = rendida("entrada")
    assert ruling.answer == {"resultado": "puesta"} and ruling.rules() == ["tresillo §11.4"]


# §13.11 Example D: final tricks (F = first jugador, G = defender, H = mano pobre) -> outcome
@pytest.mark.parametrize("f, g, h, outcome", [
    (2, 5, 2, 1), (1, 4, 4, 2), (4, 2, 3, 3), (2, 2, 5, 4), (3, 2, 4, 4),
], ids=["defender_wins", "defender_ties", "defender_below", "mano_pobre_best", "4_not_3"])
def test_tresillo_11_5_defended_entrada_example_D(f, g, h, outcome):
    ruling = entrada_defendida(f, g, h)
    assert ruling.answer == {"desenlace": outcome}
    assert ruling.reasons[0].rule == "tresillo §11.5"
    assert ruling.reasons[0].message.id == f"tresillo.defendida.{outcome}"


def test_tresillo_11_4_defence_priority_goes_to_the_next_in_play_order():
    assert prioridad_defensa(0, [1, 2]) == 1
    assert prioridad_defensa(2, [0, 1]) == 0
    assert prioridad_defensa(1, [0]) == 0
    with pytest.raises(InvalidSituation):
        prioridad_defensa(1, [1])


@pytest.mark.parametrize("counts, match", [
    ((5, 3, 2), "add up to 9"),
    ((4, 3, 1), "add up to 9"),
    ((10, -1, 0), "negative"),
    ((4.5, 3, 1.5), "whole number"),
], ids=["ten", "eight", "negative", "fraction"])
def test_tresillo_9_bad_trick_counts_are_refused(counts, match):
    with pytest.raises(InvalidSituation, match=match) as err:
        resultado(*counts)
    assert err.value.field == "bazas"


def test_tresillo_6_1_unknown_lance_is_refused():
    with pytest.raises(InvalidSituation, match="unknown lance") as err:
        resultado(5, 2, 2, lance="tute")
    assert err.value.field == "lance"


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 9).flatmap(lambda j: st.tuples(st.just(j), st.integers(0, 9 - j))))
def test_tresillo_9_property_result_matches_the_definition(split):
    j, a = split
    b = 9 - j - a
    res, para = clasifica(j, a, b)
    best = max(a, b)
    assert res == ("sacada" if j > best else "puesta" if j == best or a == b else "codillo")
    assert (para is None) == (res != "codillo")
    assert resultado(j, a, b).answer == {"resultado": res, "codillo_para": para}


def test_tresillo_16_A21_house_rule_puesta_real_codillo():
    from tutor.rules.tresillo.house_rules import TresilloHouseRules as _H
    r = resultado(1, 4, 4, house_rules=_H(puesta_real="codillo"))
    assert r.answer == {"resultado": "codillo", "codillo_para": None}
    assert r.rules() == ["tresillo §9"] and r.reasons[0].message.id == "tresillo.resultado.codillo_sin_dador"
    assert resultado(1, 4, 4).answer == {"resultado": "puesta", "codillo_para": None}


def test_tresillo_16_A13_house_rule_defensor_antes():
    from tutor.rules.tresillo.house_rules import TresilloHouseRules as _H
    assert entrada_defendida(3, 2, 4).answer == {"desenlace": 4}
    assert entrada_defendida(3, 2, 4, _H(desenlace_orden="defensor_antes")).answer == {"desenlace": 3}
