"""Matadores, estuches and contraestuche (``rules/tresillo.md §4``)."""

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import BARAJA_ESPANOLA, ESPANOLA, parse_cartas
from tutor.rules.tresillo import TresilloHouseRules, cuenta_estuches, es_matador, estuches, orden_triunfos
from tutor.rules.tresillo.estuches import tras_descarte


def P(text):
    return parse_cartas(text, ESPANOLA)


# §4.4: the examples name only the relevant trumps; the rest of each nine-card hand is plain filler.
@pytest.mark.parametrize("triunfo, mano, expected, msg", [
    ("o", "1e 7o 1b 1o 12o 3o 5c 6c 12b", (5, 0), "tresillo.estuches.estuches"),
    ("e", "12e 11e 5e 3o 4o 5o 6c 7c 12b", (0, 3), "tresillo.estuches.contraestuche"),
    ("c", "11c 2o 3o 4o 5o 6o 7o 12o 11o", (0, 5), "tresillo.estuches.contraestuche"),
    ("b", "1e 1b 3o 4o 5o 6o 7o 12o 11o", (0, 0), "tresillo.estuches.mixto"),
], ids=["oros_5_estuches", "espadas_contraestuche_3", "copas_contraestuche_5", "bastos_mixed"])
def test_tresillo_4_4_examples(triunfo, mano, expected, msg):
    ruling = estuches(P(mano), triunfo)
    assert (ruling.answer["estuches"], ruling.answer["contraestuche"]) == expected
    assert ruling.reasons[0].message.id == msg
    assert ruling.reasons[0].rule == "tresillo §4.3"


def test_tresillo_4_4_run_stops_at_the_first_missing_trump():
    ruling = estuches(P("1e 7o 1b 1o 12o 3o 5c 6c 12b"), "o")
    assert str(ruling.reasons[-1].values["carta"]) == "11o"


def test_tresillo_13_14_deal_3_four_estuches_in_bastos_and_deal_4_contraestuche_4():
    assert cuenta_estuches(P("1e 2b 1b 12b"), "b") == (4, 0)
    assert cuenta_estuches(P("12c 3c 4o"), "c") == (0, 4)


def test_tresillo_4_1_matadores_are_espada_mala_basto_not_the_punto():
    assert [es_matador(c, "o") for c in P("1e 7o 1b 1o")] == [True, True, True, False]
    assert [es_matador(c, "e") for c in P("1e 2e 1b 12e")] == [True, True, True, False]


def test_tresillo_16_A7_house_rule_estuche_minimo_1_counts_from_the_espada():
    rules = TresilloHouseRules(estuche_minimo=1)
    assert estuches(P("1e 7o 3o 4o 5o 6o 12c 11c 10c"), "o", rules).answer == {"estuches": 2, "contraestuche": 0}
    assert estuches(P("1e 7o 3o 4o 5o 6o 12c 11c 10c"), "o").answer == {"estuches": 0, "contraestuche": 0}


def test_tresillo_4_3_all_trumps_held_counts_every_one():
    assert cuenta_estuches(orden_triunfos("e")[:9], "e") == (9, 0)


@pytest.mark.parametrize("mano, match", [
    ("1e 7o 1b 1o 12o 3o 5c 6c", "exactly 9"),
    ("1e 7o 1b 1o 12o 3o 5c 6c 12b 11b", "exactly 9"),
    ("1e 7o 1b 1o 12o 3o 5c 6c 6c", "twice"),
    ("1e 7o 1b 1o 12o 3o 5c 6c 8b", "8b"),
], ids=["eight_cards", "ten_cards", "held_twice", "an_eight"])
def test_tresillo_4_bad_hand_is_refused(mano, match):
    with pytest.raises(InvalidSituation, match=match) as err:
        estuches(mano.split(), "o")
    assert err.value.field == "mano"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from("oceb"), st.permutations(BARAJA_ESPANOLA))
def test_tresillo_4_3_property_estuches_and_contraestuche_exclusive(triunfo, deck):
    mano = deck[:9]
    e, c = cuenta_estuches(mano, triunfo)
    assert e == 0 or c == 0
    top = orden_triunfos(triunfo)
    assert e == 0 or (e >= 3 and all(x in mano for x in top[:e]))
    assert c == 0 or (c >= 3 and not any(x in mano for x in top[:c]))


# §4.3, §7.2: counted on the nine cards the jugador plays with, after his exchange
def test_tresillo_4_3_counted_after_the_exchange():
    dealt = P("5c 2e 1b 2b 3b 4b 7b 10b 12b")             # basto and mala without the espada: nothing
    assert estuches(dealt, "b").answer == {"estuches": 0, "contraestuche": 0}
    ruling = estuches(dealt, "b", descarte=P("2e"), robadas=P("1e"))
    assert ruling.answer == {"estuches": 4, "contraestuche": 0}
    first = ruling.reasons[0]
    assert first.message.id == "tresillo.estuches.descarte" and first.rule == "tresillo §4.3"
    assert [str(c) for c in first.values["mano"]] == "5c 1b 2b 3b 4b 7b 10b 12b 1e".split()


def test_tresillo_4_3_drawing_the_card_that_stops_a_contraestuche_shortens_it():
    dealt = P("4o 6o 10o 12o 4c 6e 11e 3b 12b")            # oros trumps: lacks espada … punto, holds the rey
    assert estuches(dealt, "o").answer == {"estuches": 0, "contraestuche": 4}
    assert tras_descarte(dealt, P("11e"), P("1o"))[-1] == P("1o")[0]
    assert estuches(dealt, "o", descarte=P("11e"), robadas=P("1o")).answer == {"estuches": 0, "contraestuche": 3}


@pytest.mark.parametrize("descarte, robadas, field, says", [
    ("5o", "1e", "descarte", "no está en la mano repartida"),
    ("5c", "12b", "robadas", "ya está en la mano repartida"),
    ("5c 2e", "1e", "robadas", "aparta 2 y roba 1"),
    ("", "1e", "robadas", "aparta 0 y roba 1"),
])
def test_tresillo_7_2_an_exchange_the_deal_cannot_give_is_refused(descarte, robadas, field, says):
    with pytest.raises(InvalidSituation) as error:
        estuches(P("5c 2e 1b 2b 3b 4b 7b 10b 12b"), "b", descarte=P(descarte), robadas=P(robadas))
    assert error.value.field == field and says in error.value.es


@given(st.sampled_from("oceb"), st.permutations(BARAJA_ESPANOLA), st.integers(1, 9), st.randoms(use_true_random=False))
def test_tresillo_4_3_property_an_exchange_counts_as_the_hand_it_makes(triunfo, deck, n, rnd):
    dealt, baceta = deck[:9], deck[9:22]
    descarte, robadas = rnd.sample(dealt, n), baceta[:n]
    final = tras_descarte(dealt, descarte, robadas)
    assert len(final) == 9 and set(final) == (set(dealt) - set(descarte)) | set(robadas)
    assert estuches(dealt, triunfo, descarte=descarte, robadas=robadas).answer == estuches(final, triunfo).answer
