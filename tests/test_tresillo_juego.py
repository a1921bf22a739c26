"""Legal plays and the matador privilege (``rules/tresillo.md §8``)."""

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import BARAJA_ESPANOLA, ESPANOLA, format_cartas, parse_cartas
from tutor.rules.tresillo import TresilloHouseRules, jugadas_legales


def P(text):
    return parse_cartas(text, ESPANOLA)


def legales(baza, mano, triunfo, **house):
    ruling = jugadas_legales(P(baza), P(mano), triunfo, TresilloHouseRules(**house))
    return format_cartas(ruling.answer["legales"]), ruling


# §8.4 worked examples (the hands are the examples' cards plus, where useful, a plain card to show the choice)
@pytest.mark.parametrize("triunfo, baza, mano, expected, msg", [
    ("c", "5c", "7c 12e 3o", "7c 12e 3o", "tresillo.jugada.solo_privilegiados"),
    ("c", "1e", "7c 12e 3o", "7c", "tresillo.jugada.matador_forzado"),
    ("o", "1o", "1b 4o 12c", "1b 4o", "tresillo.jugada.privilegio_opcional"),
    ("o", "3e", "1e 5c", "1e 5c", "tresillo.jugada.fallo_libre"),
], ids=["mala_privileged_by_5c", "espada_forces_mala", "punto_led_4o_obliged", "1e_is_no_espada"])
def test_tresillo_8_4_examples(triunfo, baza, mano, expected, msg):
    got, ruling = legales(baza, mano, triunfo)
    assert got == expected
    assert msg in [r.message.id for r in ruling.reasons]
    assert {r.rule for r in ruling.reasons} <= {"tresillo §8.2", "tresillo §8.3", "tresillo §3.5"}


def test_tresillo_8_4_1e_void_cites_effective_suit():
    _, ruling = legales("3e", "1e 5c", "o")
    assert ruling.rules() == ["tresillo §3.5", "tresillo §8.2"]


def test_tresillo_8_1_leader_may_play_anything():
    got, ruling = legales("", "1e 7o 3c", "o")
    assert got == "1e 7o 3c" and ruling.rules() == ["tresillo §8.1"]


def test_tresillo_8_2_must_follow_the_led_suit():
    got, ruling = legales("12c 3c", "5c 1c 4o 12e", "o")
    assert got == "5c 1c"
    assert ruling.reasons[0].message.id == "tresillo.jugada.asistir"


def test_tresillo_8_2_void_need_not_trump_nor_beat():
    got, _ = legales("12c", "4o 12e 3b", "o")
    assert got == "4o 12e 3b"


def test_tresillo_8_2_house_rule_obligacion_fallar_forces_a_trump():
    got, ruling = legales("12c", "4o 12e 3b", "o", obligacion_fallar=True)
    assert got == "4o"
    assert ruling.reasons[-1].message.id == "tresillo.jugada.fallo_obligado"


def test_tresillo_8_2_obligacion_fallar_respects_matador_privilege():
    got, _ = legales("12c", "1e 12e 3b", "o", obligacion_fallar=True)
    assert got == "1e 12e 3b"
    got, _ = legales("12c", "1e 12e 3b", "o", obligacion_fallar=True, privilegio_matadores="sin_privilegio")
    assert got == "1e"


def test_tresillo_8_3_must_play_trump_on_trump_lead():
    got, ruling = legales("4o", "6o 12c 3b", "o")
    assert got == "6o" and ruling.reasons[0].message.id == "tresillo.jugada.arrastre"


def test_tresillo_8_3_no_trumps_on_trump_lead_any_card():
    got, ruling = legales("4o", "12c 3b", "o")
    assert got == "12c 3b" and ruling.reasons[0].message.id == "tresillo.jugada.sin_triunfo"


def test_tresillo_8_3_basto_forced_by_mala_not_by_punto():
    assert legales("7o", "1b 12c", "o")[0] == "1b"
    assert legales("1o", "1b 12c", "o")[0] == "1b 12c"


def test_tresillo_8_3_house_rule_variants_of_the_privilege():
    assert legales("1e", "7c 12e", "c", privilegio_matadores="nunca_forzado")[0] == "7c 12e"
    assert legales("5c", "7c 12e", "c", privilegio_matadores="sin_privilegio")[0] == "7c"


@pytest.mark.parametrize("baza, mano, field, match", [
    ("5c", "8c 1e", "mano", "8c"),
    ("5c", "1e 1e", "mano", "twice"),
    ("5c", "5c 1e", "mano", "twice"),
    ("5c 1e 2c", "3c", "baza", "already holds 3"),
    ("5c", "", "mano", "no cards"),
    ("5c", "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o", "mano", "at most 9"),
], ids=["eight", "held_twice", "in_baza_and_hand", "full_baza", "empty_hand", "ten_cards"])
def test_tresillo_8_bad_input_is_refused(baza, mano, field, match):
    with pytest.raises(InvalidSituation, match=match) as err:
        jugadas_legales(baza.split(), mano.split(), "c")
    assert err.value.field == field


situations = st.tuples(
    st.sampled_from("oceb"), st.integers(0, 2), st.integers(1, 9),
    st.permutations(BARAJA_ESPANOLA), st.sampled_from(["forzado_por_superior", "nunca_forzado", "sin_privilegio"]),
    st.booleans(),
)


@settings(max_examples=200, deadline=None)
@given(situations)
def test_tresillo_8_property_legal_set_is_a_nonempty_subset_of_the_hand(sit):
    triunfo, nb, nm, deck, privilegio, fallar = sit
    baza, mano = deck[:nb], deck[nb:nb + nm]
    rules = TresilloHouseRules(privilegio_matadores=privilegio, obligacion_fallar=fallar)
    legal = jugadas_legales(baza, mano, triunfo, rules).answer["legales"]
    assert legal and set(legal) <= set(mano)
    assert list(legal) == [c for c in mano if c in legal]   # hand order kept


def test_a_privileged_matador_beside_obliged_trumps_is_said_to_be_playable():
    """§8.3, last sentence: the privileged matador is among the legal cards, and the step says so (#19 review 14)."""
    got, ruling = legales("5o", "4o 7o 11o 3c", "o")
    step = next(r for r in ruling.reasons if r.message.id.startswith("tresillo.jugada.privilegio"))
    assert got == "4o 7o 11o" and "pero puede jugarse si se quiere" in step.message.es.format(**step.values)
