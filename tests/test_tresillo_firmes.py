"""Cartas firmes (``rules/tresillo.md §12``)."""

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import BARAJA_ESPANOLA, ESPANOLA, parse_cartas
from tutor.rules.tresillo import TresilloHouseRules, firmes, grupos_palo, palo_efectivo


def P(text):
    return parse_cartas(text, ESPANOLA)


# §12.5 worked examples: (trumps, suit held, known out) -> groups (count, category)
TABLE = [
    ("o", "12c 11c 10c", "", [(3, 1)], "run_from_king"),
    ("o", "11e 10e 7e", "", [(2, 2)], "king_live_3_minus_1"),
    ("e", "10b 7b 6b", "", [(1, 3)], "1b_is_trump"),
    ("c", "11o 10o 1o", "", [(2, 2)], "red_as_after_sota"),
    ("o", "11e 10e", "12e", [(2, 1)], "dead_king"),
    ("o", "12e 10e 7e", "", [(1, 1), (1, 2)], "caballo_live_between"),
    ("o", "11c", "", [], "lone_caballo"),
]


@pytest.mark.parametrize("triunfo, held, out, groups", [t[:4] for t in TABLE], ids=[t[4] for t in TABLE])
def test_tresillo_12_5_worked_examples(triunfo, held, out, groups):
    mano = P(held)
    assert grupos_palo(mano, mano[0].palo, triunfo, P(out)) == groups
    ruling = firmes(mano, triunfo, P(out))
    cats = [f["categoria"] for f in ruling.answer["firmes"]]
    assert cats == [cat for n, cat in groups for _ in range(n)]
    if groups:
        assert "tresillo §12.2" in ruling.rules()
    else:
        assert ruling.rules() == ["tresillo §12.4"]


def test_tresillo_12_3_dead_king_makes_caballo_and_sota_firmes_de_primera():
    ruling = firmes(P("11e 10e 1e 7o 12c"), "o", P("12e"))
    assert [(str(f["carta"]), f["categoria"]) for f in ruling.answer["firmes"]] == [
        ("12c", 1), ("11e", 1), ("10e", 1)]
    assert "tresillo §12.3" in ruling.rules()
    assert "tresillo §12.1" in ruling.rules()      # 1e and 7o are trumps, never firmes


def test_tresillo_12_2_segunda_lists_the_top_cards_of_the_run():
    ruling = firmes(P("11e 10e 7e"), "o")
    assert [str(f["carta"]) for f in ruling.answer["firmes"]] == ["11e", "10e"]


def test_tresillo_16_A16_global_method_gives_more_firmes_for_broken_holdings():
    assert firmes(P("11e 7e 6e"), "o").answer == {"firmes": []}
    ruling = firmes(P("11e 7e 6e"), "o", house_rules=TresilloHouseRules(firmes_metodo="global"))
    assert [(str(f["carta"]), f["categoria"]) for f in ruling.answer["firmes"]] == [("11e", 3)]


@pytest.mark.parametrize("mano, fuera, field, match", [
    ("12c 8c", "", "mano", "8c"),
    ("12c 12c", "", "mano", "twice"),
    ("12c 11c", "12c", "fuera", "twice"),
    ("12c 11c", "9e", "fuera", "9e"),
    ("1o 2o 3o 4o 5o 6o 7o 10o 11o 12o", "", "mano", "at most 9"),
], ids=["eight", "held_twice", "held_and_out", "nine_out", "ten_cards"])
def test_tresillo_12_bad_input_is_refused(mano, fuera, field, match):
    with pytest.raises(InvalidSituation, match=match) as err:
        firmes(mano.split(), "o", fuera.split())
    assert err.value.field == field


@settings(max_examples=200, deadline=None)
@given(st.sampled_from("oceb"), st.permutations(BARAJA_ESPANOLA), st.integers(0, 9), st.integers(0, 10))
def test_tresillo_12_property_firmes_are_plain_cards_of_the_hand(triunfo, deck, n, k):
    mano, fuera = deck[:n], deck[n:n + k]
    for metodo in ("rachas", "global"):
        found = firmes(mano, triunfo, fuera, TresilloHouseRules(firmes_metodo=metodo)).answer["firmes"]
        cards = [f["carta"] for f in found]
        assert len(set(cards)) == len(cards) and set(cards) <= set(mano)
        assert all(palo_efectivo(c, triunfo) != "T" and 1 <= f["categoria"] <= 3 for c, f in zip(cards, found))
    # every king still in hand is a firme de primera
    kings = [c for c in mano if c.numero == 12 and c.palo != triunfo]
    rach = firmes(mano, triunfo, fuera).answer["firmes"]
    assert all({"carta": c, "categoria": 1} in rach for c in kings)


def test_the_right_count_on_the_lower_cards_of_the_run_is_a_named_mistake():
    """§12.2 gives how many firmes a run yields; Tapete names its top cards (lesson 5 says so), and a learner who
    names the right count on lower cards is told exactly that (#19 review 6)."""
    from tutor.puzzles import check, from_id

    for pid, wrong in (("tresillo.firmes-v1-L2-S152", "10c:2"), ("tresillo.firmes-v1-L2-S3", "6e:3 5e:3")):
        verdict = check(from_id(pid), wrong)
        assert not verdict.correct and verdict.mistake.id == "tresillo.firmes.bajas_de_la_racha", pid


@pytest.mark.parametrize("puzzle_id, answer, mistake_id", [
    # a matador called a firme (level 2)
    ("tresillo.firmes-v1-L2-S4711", "10o:2 11o:2 10b:3 1b:1", "tresillo.firmes.triunfos"),
    # the rey of trumps called a firme de primera, the trump suit counted as a plain suit (level 1; it was named
    # nothing: the mistake only added the matadores)
    ("tresillo.firmes-v1-L1-S2929", "11b:1 12b:1 12e:1", "tresillo.firmes.palo_del_triunfo"),
])
def test_tresillo_12_1_a_trump_called_a_firme_is_named_at_every_level(puzzle_id, answer, mistake_id):
    from tutor.puzzles import check, from_id

    verdict = check(from_id(puzzle_id), answer)
    assert not verdict.correct and verdict.mistake.id == mistake_id
    assert verdict.mistake.text("es").startswith("los triunfos nunca se llaman firmes")


def test_tresillo_12_3_every_level_3_puzzle_has_cards_out_of_play():
    """Level 3 is "Cartas fuera de juego": version 1 drew none in a fifth of its seeds (S9012 among them), a level-1
    situation under that title; version 2 draws again, and its id keeps showing version 1's puzzle."""
    from tutor.puzzles import KINDS, from_id

    kind = KINDS["tresillo.firmes"]
    assert all(kind.generate(3, seed).situation.get("fuera") for seed in range(300))
    assert not from_id("tresillo.firmes-v1-L3-S9012").situation.get("fuera")
    assert from_id(f"tresillo.firmes-v{kind.version}-L3-S9012").situation["fuera"]
