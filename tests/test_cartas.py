"""Cards and notation (``notation.md``; ``rules/canasta.md §2``; ``rules/tresillo.md §3.1``)."""

import pytest
from hypothesis import given, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import (
    BARAJA_ESPANOLA, BARAJA_FRANCESA, CARTAS_FRANCESAS, ESPANOLA, FRANCESA, JOKER, CartaEspanola, CartaFrancesa,
    check_copias, check_copias_en, format_cartas, parse_cartas, parse_espanola, parse_francesa,
)


def test_notation_french_deck_has_108_cards_with_12_comodines():
    assert len(BARAJA_FRANCESA) == 108
    assert sum(c.es_comodin for c in BARAJA_FRANCESA) == 12
    assert sum(c.es_tres_rojo for c in BARAJA_FRANCESA) == 4
    assert sum(c.es_tres_negro for c in BARAJA_FRANCESA) == 4
    assert sum(1 for c in BARAJA_FRANCESA if c.rango == "A") == 8


def test_notation_spanish_deck_has_40_cards_without_8_and_9():
    assert len(BARAJA_ESPANOLA) == 40
    assert len(set(BARAJA_ESPANOLA)) == 40
    assert {c.numero for c in BARAJA_ESPANOLA} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}


@pytest.mark.parametrize("token", [str(c) for c in CARTAS_FRANCESAS])
def test_notation_french_round_trip_for_every_card(token):
    assert str(parse_francesa(token)) == token
    assert str(parse_francesa(f"  {token.lower()} ")) == token


def test_notation_spanish_round_trip_for_all_40_cards():
    for carta in BARAJA_ESPANOLA:
        assert parse_espanola(str(carta)) is carta
        assert parse_espanola(str(carta).upper()) is carta
        assert parse_espanola(carta.nombre("es")) is carta


@given(st.lists(st.sampled_from(BARAJA_FRANCESA), max_size=30))
def test_notation_french_list_round_trip(cartas):
    assert parse_cartas(format_cartas(cartas), FRANCESA) == tuple(cartas)
    assert parse_cartas([str(c) for c in cartas], FRANCESA) == tuple(cartas)


def test_notation_names_accepted_as_spanish_input():
    assert str(parse_espanola("rey de copas")) == "12c"
    assert str(parse_espanola("As de Espadas")) == "1e"
    assert str(parse_espanola("sota de bastos")) == "10b"
    assert [str(c) for c in parse_cartas("rey de copas, as de oros", ESPANOLA)] == ["12c", "1o"]


@pytest.mark.parametrize("token", ["1S", "11H", "ZZ", "", "J", "3X", "JKS"])
def test_notation_unknown_french_token_is_named(token):
    with pytest.raises(InvalidSituation) as err:
        parse_francesa(token)
    assert repr(token) in str(err.value)
    assert "JK" in str(err.value)  # the accepted forms are shown


@pytest.mark.parametrize("token", ["8o", "9b", "13c", "1x", "0e", "AS"])
def test_notation_unknown_spanish_token_is_named(token):
    with pytest.raises(InvalidSituation) as err:
        parse_espanola(token)
    assert repr(token) in str(err.value)
    assert "12c" in str(err.value)


def test_notation_card_list_must_be_strings():
    with pytest.raises(InvalidSituation):
        parse_cartas(["AS", 3], FRANCESA)
    with pytest.raises(InvalidSituation):
        parse_cartas(42, FRANCESA)


def test_check_copias_refuses_a_third_copy_and_a_fifth_joker():
    check_copias(parse_cartas("AS AS JK JK JK JK", FRANCESA), FRANCESA)
    with pytest.raises(InvalidSituation, match="AS appears 3 times"):
        check_copias(parse_cartas("AS AS AS", FRANCESA), FRANCESA)
    with pytest.raises(InvalidSituation, match=r"^5 jokers but the deck holds only 4 \(2 packs with 2 each\)$"):
        check_copias([JOKER] * 5, FRANCESA)
    with pytest.raises(InvalidSituation, match="1e appears 2 times but the deck holds it only once"):
        check_copias(parse_cartas("1e 1e", ESPANOLA), ESPANOLA)


def test_check_copias_packs_and_jokers_per_pack():
    """Pinacle with three packs holds each card 3 times; with one joker per pack, 3 jokers (``mazos`` argument)."""
    check_copias(parse_cartas("AS AS AS JK JK JK", FRANCESA), FRANCESA, mazos=3, jokers_por_mazo=1)
    with pytest.raises(InvalidSituation, match="AS appears 4 times but the deck holds it only 3 times"):
        check_copias(parse_cartas("AS AS AS AS", FRANCESA), FRANCESA, mazos=3)
    with pytest.raises(InvalidSituation, match=r"^3 jokers but the deck holds only 2 \(2 packs with 1 each\)$"):
        check_copias([JOKER] * 3, FRANCESA, jokers_por_mazo=1)
    with pytest.raises(InvalidSituation, match="^mano: card AS appears 3 times") as err:
        check_copias(parse_cartas("AS AS AS", FRANCESA), FRANCESA, field="mano")
    assert err.value.field == "mano"


def test_check_copias_en_names_the_fields_holding_the_card():
    campos = {"pozo": parse_cartas("KS 5D", FRANCESA), "mano": parse_cartas("KS KS", FRANCESA),
              "combinaciones": [parse_cartas("QS QH QD", FRANCESA)]}
    with pytest.raises(InvalidSituation, match=r"^card KS appears 3 times in the situation \(pozo, mano\) but the "
                                               r"deck holds it only 2 times$") as err:
        check_copias_en(campos, FRANCESA)
    assert err.value.field == "pozo"
    with pytest.raises(InvalidSituation, match="^mano: card KD appears 3 times") as err:
        check_copias_en({"pozo": (), "mano": parse_cartas("KD KD KD", FRANCESA)}, FRANCESA)
    assert err.value.field == "mano"


def test_card_names_in_both_languages():
    assert parse_francesa("AS").nombre("es") == "as de picas"
    assert parse_francesa("QH").nombre("en") == "queen of hearts"
    assert parse_espanola("12c").nombre("en") == "king of cups"


def test_check_copias_counts_cards_built_by_hand_with_the_deck_singletons():
    # Counted by (rank, suit), so equal cards count together whatever object holds them.
    hecha = CartaFrancesa("A", "S")
    with pytest.raises(InvalidSituation, match="^card AS appears 3 times"):
        check_copias((hecha,) + parse_cartas("AS AS", FRANCESA), FRANCESA)
    with pytest.raises(InvalidSituation, match="^5 jokers but the deck holds only 4"):
        check_copias((CartaFrancesa("JK", None),) + parse_cartas("JK JK JK JK", FRANCESA), FRANCESA)
    check_copias((hecha,) + parse_cartas("AS 2C JK", FRANCESA), FRANCESA)  # within the deck
    with pytest.raises(InvalidSituation, match="^card 1e appears 2 times"):
        check_copias((CartaEspanola(1, "e"),) + parse_cartas("1e", ESPANOLA), ESPANOLA)


def test_check_copias_en_flattens_by_type_and_lets_a_real_attribute_error_through():
    class Flaky(list):
        """A field whose first pass fails with an AttributeError (a bug elsewhere), the second pass works."""
        passes = 0

        def __iter__(self):
            Flaky.passes += 1
            if Flaky.passes == 1:
                raise AttributeError("bug")
            return super().__iter__()

    with pytest.raises(AttributeError, match="bug"):  # not taken for a field of card lists and retried
        check_copias_en({"mano": Flaky(parse_cartas("KD KD KD", FRANCESA))}, FRANCESA)
    with pytest.raises(InvalidSituation, match="^combinaciones: card KD appears 3 times"):
        check_copias_en({"mano": (), "combinaciones": [parse_cartas("KD KD", FRANCESA), parse_cartas("KD", FRANCESA)]},
                        FRANCESA)
    check_copias_en({"mano": parse_cartas("KD KD", FRANCESA), "combinaciones": [(), parse_cartas("QS", FRANCESA)]},
                    FRANCESA)
