"""Card order and the baza winner (``rules/tresillo.md §3``)."""

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import BARAJA_ESPANOLA, ESPANOLA, format_cartas, parse_cartas
from tutor.rules.tresillo import (
    carta_ganadora, ganador_baza, orden_palo, orden_triunfos, ordenar, palo_efectivo, rango_palo, rango_triunfo,
)


def P(text):
    return parse_cartas(text, ESPANOLA)


TRUMP_ORDERS = {
    "o": "1e 7o 1b 1o 12o 11o 10o 2o 3o 4o 5o 6o",
    "c": "1e 7c 1b 1c 12c 11c 10c 2c 3c 4c 5c 6c",
    "e": "1e 2e 1b 12e 11e 10e 7e 6e 5e 4e 3e",
    "b": "1e 2b 1b 12b 11b 10b 7b 6b 5b 4b 3b",
}


@pytest.mark.parametrize("triunfo", list(TRUMP_ORDERS), ids=lambda t: f"triunfo_{t}")
def test_tresillo_3_3_trump_order_table(triunfo):
    assert format_cartas(orden_triunfos(triunfo)) == TRUMP_ORDERS[triunfo]
    assert len(orden_triunfos(triunfo)) == (12 if triunfo in "oc" else 11)


def test_tresillo_3_2_espada_first_basto_third_punto_fourth_only_in_red():
    for t in "ocb" "e":
        order = orden_triunfos(t)
        assert str(order[0]) == "1e" and str(order[2]) == "1b"
    assert rango_triunfo(P("1o")[0], "o") == 4
    assert rango_triunfo(P("1c")[0], "c") == 4
    assert rango_triunfo(P("7o")[0], "o") == 2 and rango_triunfo(P("2e")[0], "e") == 2
    assert rango_triunfo(P("12e")[0], "e") == 4


@pytest.mark.parametrize("palo, triunfo, expected", [
    ("c", "o", "12c 11c 10c 1c 2c 3c 4c 5c 6c 7c"),
    ("o", "e", "12o 11o 10o 1o 2o 3o 4o 5o 6o 7o"),
    ("e", "o", "12e 11e 10e 7e 6e 5e 4e 3e 2e"),
    ("b", "e", "12b 11b 10b 7b 6b 5b 4b 3b 2b"),
], ids=["copas_plain", "oros_plain", "espadas_plain", "bastos_plain"])
def test_tresillo_3_4_plain_suit_order(palo, triunfo, expected):
    assert format_cartas(orden_palo(palo, triunfo)) == expected


@pytest.mark.parametrize("triunfo", "oceb")
def test_tresillo_3_4_card_count_check_every_trump_suit_makes_40(triunfo):
    cards = list(orden_triunfos(triunfo))
    for p in "oceb":
        if p != triunfo:
            cards += orden_palo(p, triunfo)
    assert len(cards) == 40 and set(cards) == set(BARAJA_ESPANOLA)
    assert len(BARAJA_ESPANOLA) == 40


def test_tresillo_3_4_orden_palo_refuses_the_trump_suit():
    with pytest.raises(InvalidSituation, match="trump suit"):
        orden_palo("o", "o")


def test_tresillo_3_5_espada_and_basto_are_never_espadas_or_bastos_when_plain():
    assert palo_efectivo(P("1e")[0], "o") == "T"
    assert palo_efectivo(P("1b")[0], "c") == "T"
    assert palo_efectivo(P("12e")[0], "o") == "e"
    assert palo_efectivo(P("5o")[0], "o") == "T"
    assert rango_palo(P("1e")[0], "o") is None


@pytest.mark.parametrize("triunfo, cartas, gana, rule_msg", [
    ("o", "3e 1e 12e", "1e", "tresillo.baza.triunfo"),
    ("c", "5c 1b 7c", "7c", "tresillo.baza.triunfo"),
    ("o", "5c 12e 12c", "12c", "tresillo.baza.palo"),
    ("o", "7c 1c 6c", "1c", "tresillo.baza.palo"),     # red plain: as beats 6 and 7
    ("e", "2b 12o 7b", "7b", "tresillo.baza.palo"),    # black plain: 7 beats 2
    ("o", "12e 2o 1o", "1o", "tresillo.baza.triunfo"),  # punto beats the small trump 2o
    ("e", "12c 2e 3e", "2e", "tresillo.baza.triunfo"),  # mala of espadas
    ("b", "5o 4o 3b", "3b", "tresillo.baza.triunfo"),   # the lowest trump still beats the suit led
], ids=["espada_wins", "mala_over_basto", "plain_king", "red_ace_over_6_7", "black_7_over_2", "punto_over_2",
        "mala_espadas", "lowest_trump"])
def test_tresillo_3_6_who_wins_a_baza(triunfo, cartas, gana, rule_msg):
    ruling = ganador_baza(P(cartas), triunfo)
    assert str(ruling.answer["gana"]) == gana
    assert ruling.rules() == ["tresillo §3.5", "tresillo §3.6"]
    assert ruling.reasons[-1].message.id == rule_msg
    assert all(ruling.explain("es")) and all(ruling.explain("en"))


def test_tresillo_3_6_cards_of_other_suits_never_win():
    # copas led, a higher-ranked espada discarded: the led suit wins
    assert str(ganador_baza(P("6c 12e 7c"), "o").answer["gana"]) == "6c"


def test_tresillo_3_3_ordenar_puts_trumps_first_then_each_plain_suit():
    ruling = ordenar(P("12o 1b 5c 1e 7o 12c 2e"), "o")
    assert format_cartas(ruling.answer) == "1e 7o 1b 12o 12c 5c 2e"
    assert ruling.rules() == ["tresillo §3.3", "tresillo §3.4"]


@pytest.mark.parametrize("cartas, field, match", [
    ("8o 1e 12e", "cartas", "8o"),
    ("9b 1e 12e", "cartas", "9b"),
    ("1e 1e 12e", "cartas", "twice"),
    ("1e 12e", "cartas", "three"),
    ("1e 12e 3c 4c", "cartas", "three"),
], ids=["eight", "nine", "held_twice", "two_cards", "four_cards"])
def test_tresillo_3_bad_baza_is_refused(cartas, field, match):
    with pytest.raises(InvalidSituation, match=match) as err:
        ganador_baza(cartas.split(), "o")
    assert err.value.field == field


def test_tresillo_3_bad_trump_suit_is_refused():
    with pytest.raises(InvalidSituation, match="trump suit") as err:
        ganador_baza(P("1e 12e 3c"), "x")
    assert err.value.field == "triunfo"
    with pytest.raises(InvalidSituation):
        ordenar(["8c"], "o")


tricks = st.sampled_from("oceb").flatmap(
    lambda t: st.tuples(st.just(t), st.permutations(BARAJA_ESPANOLA).map(lambda d: tuple(d[:3]))))


@settings(max_examples=200, deadline=None)
@given(tricks)
def test_tresillo_3_6_property_baza_winner_agrees_with_orden(trick):
    triunfo, cartas = trick
    gana = ganador_baza(cartas, triunfo).answer["gana"]
    led = palo_efectivo(cartas[0], triunfo)
    contenders = [c for c in cartas if palo_efectivo(c, triunfo) in ("T", led)]
    ordered = ordenar(cartas, triunfo).answer
    assert gana == next(c for c in ordered if c in contenders)
    assert gana == carta_ganadora(cartas, triunfo)


@settings(max_examples=50, deadline=None)
@given(st.sampled_from("oceb"))
def test_tresillo_3_3_property_trump_suit_orders_exactly_its_trumps(triunfo):
    order = orden_triunfos(triunfo)
    expected = {c for c in BARAJA_ESPANOLA if c.palo == triunfo or str(c) in ("1e", "1b")}
    assert set(order) == expected and len(order) == len(expected) == (12 if triunfo in "oc" else 11)
    assert [rango_triunfo(c, triunfo) for c in order] == list(range(1, len(order) + 1))
    assert len(ordenar(BARAJA_ESPANOLA, triunfo).answer) == 40


def test_cards_built_by_hand_tokens_and_parsed_cards_are_the_same_values():
    """One card representation (issue 14): a card built by hand equals the parsed one, and every engine answers
    the same for either, or for their tokens."""
    from tutor.rules.cartas import CartaEspanola
    from tutor.rules.tresillo import estuches, firmes, ganador_baza, jugadas_legales, ordenar

    tokens = ["3e", "1e", "12e", "7o", "1b", "12c", "5c", "11b", "2b"]
    parsed = parse_cartas(" ".join(tokens), ESPANOLA)
    by_hand = [CartaEspanola(int(t[:-1]), t[-1]) for t in tokens]
    assert by_hand == list(parsed) and len(set(by_hand) | set(parsed)) == len(tokens)
    for cartas in (tokens, parsed, by_hand):
        assert ordenar(cartas, "o").answer == ordenar(parsed, "o").answer
        assert ganador_baza(cartas[:3], "e").answer == {"gana": parsed[1]}
        assert jugadas_legales(cartas[:1], cartas[1:], "c").answer == jugadas_legales(parsed[:1], parsed[1:], "c").answer
        assert firmes(cartas, "o").reasons == firmes(parsed, "o").reasons
        assert estuches(cartas, "o").answer == {"estuches": 3, "contraestuche": 0}
