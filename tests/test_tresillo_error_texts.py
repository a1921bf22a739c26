"""Tresillo's errors speak Spanish first: each InvalidSituation carries a Spanish text (``err.text("es")``) beside the
unchanged English one (``err.text("en")`` = ``str(err)``); errors that wrap another compose both languages.

A few representative errors per module; card tokens, field names and rule references stay as written.
"""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import BARAJA_ESPANOLA as B, CartaEspanola as C
from tutor.rules.tresillo.condiciones import check_estuches
from tutor.rules.tresillo.contabilidad import liquidar
from tutor.rules.tresillo.firmes import firmes
from tutor.rules.tresillo.juego import jugadas_legales
from tutor.rules.tresillo.lances import check_lance, check_puja, subasta
from tutor.rules.tresillo.ledger import Reparto, Sesion, liquidar_sesion
from tutor.rules.tresillo.mano import NOMBRES_PALO, check_bazas, check_cartas, check_mano, check_triunfo
from tutor.rules.tresillo.orden import ganador_baza, orden_palo, ordenar
from tutor.rules.tresillo.plato import Plato
from tutor.rules.tresillo.resultado import prioridad_defensa, puede_rendirse, rendida
from tutor.rules.tresillo.house_rules import TresilloHouseRules
from tutor.rules.tresillo.trato import Trato, check_trato

FUERA_8O = ("card 8o is not one of the 40-card Spanish deck (1-7, 10, 11, 12 of o, c, e, b: no 8s or 9s)",
            "la carta 8o no es de la baraja española de 40 cartas (1-7, 10, 11, 12 de o, c, e, b: sin ochos ni nueves)")
DOS_VECES_1E = ("card 1e appears twice in cartas, but the 40-card Spanish deck holds each card once",
                "la carta 1e aparece dos veces en cartas, pero la baraja española de 40 cartas tiene una sola de cada")

CASES = [
    # mano
    (lambda: check_triunfo("x"), "triunfo",
     "the trump suit must be one of o (oros), c (copas), e (espadas), b (bastos), got 'x'",
     'el palo de triunfo debe ser o (oros), c (copas), e (espadas) o b (bastos), pero es "x"'),
    (lambda: check_mano("1e 2e 3e 4e 5e 6e 7e 10e 11e 12e"), "mano",
     "a Tresillo hand has at most 9 cards, got 10",
     "una mano del Tresillo tiene como mucho 9 cartas, pero esta tiene 10"),
    (lambda: check_mano([3]), "mano",
     "3 is not a card of the 40-card Spanish deck (write it as 1e, 7o, 12c …)",
     "3 no es una carta de la baraja española de 40 cartas (escríbela como 1e, 7o, 12c …)"),
    (lambda: check_cartas(5, field="fuera"), "fuera",
     "expected a list of cards, got 5",
     "se esperaba una lista de cartas, pero es 5"),
    (lambda: check_bazas(5, 3, 2), "bazas",
     "the tricks must add up to 9 (nine tricks per deal), got 5 + 3 + 2 = 10",
     "las bazas deben sumar 9 (se juegan nueve bazas), pero suman 5 + 3 + 2 = 10"),
    (lambda: check_bazas(5, -1, 5), "bazas",
     "tricks of contra_a cannot be negative, got -1",
     "las bazas de contra_a no pueden ser negativas, pero son -1"),
    # orden
    (lambda: orden_palo("o", "o"), None,
     "coins is the trump suit: it has no plain order",
     "oros es el palo de triunfo: no se ordena como los palos que no son triunfo"),
    (lambda: ganador_baza(["1e", "2e"], "o"), "cartas",
     "a baza has exactly three cards, one per player, got 2",
     "una baza tiene exactamente tres cartas, una por jugador, pero esta tiene 2"),
    # juego
    (lambda: jugadas_legales(["1e"], ["1e", "2o"], "o"), "mano",
     "card 1e appears twice in baza and in mano, but the 40-card Spanish deck holds each card once",
     "la carta 1e aparece dos veces en baza y en mano, pero la baraja española de 40 cartas tiene una sola de cada"),
    (lambda: jugadas_legales(["1e", "2e", "3e"], ["4o"], "o"), "baza",
     "the baza already holds 3 cards: nobody is left to play to it",
     "la baza ya tiene 3 cartas: no queda nadie por jugar a ella"),
    # lances
    (lambda: check_lance("tute"), "lance",
     "unknown lance 'tute'; the lances are entrada, vuelta, solo, vuelta_solera, bola",
     'lance desconocido "tute"; los lances son entrada, vuelta, solo, vuelta_solera, bola'),
    (lambda: check_puja("vuelta de favor"), "puja",
     "a vuelta cannot be bid de favor: its trump is unknown until the turn-up (§6.3)",
     "no se puede pujar una vuelta de favor: su triunfo no se sabe hasta que se vuelve la carta (§6.3)"),
    (lambda: subasta(["solo", "entrada"]), "acciones",
     "action 2: the segundo cannot bid entrada over solo (rank 1 vs 4); legal: paso, solo_favor, bola, bola_favor",
     "acción 2: el segundo no puede pujar entrada sobre solo (escalón 1 frente a 4); puede decir: paso, solo_favor, "
     "bola, bola_favor"),
    # resultado
    (lambda: puede_rendirse("entrada", 10), "bazas_jugadas",
     "bazas_jugadas must be a whole number from 0 to 9, got 10",
     "bazas_jugadas debe ser un número entero de 0 a 9, pero es 10"),
    (lambda: rendida("solo"), "lance",
     "a solo cannot be surrendered: it must be played out (§11.1)",
     "el lance solo no se puede rendir: se juega hasta el final (§11.1)"),
    (lambda: prioridad_defensa(0, [0]), "quieren",
     "seats are 0 (mano), 1 (segundo), 2 (postre); the defenders must be contras, got jugador 0 and [0]",
     "los asientos son 0 (mano), 1 (segundo) y 2 (postre), y los que defienden deben ser contras, pero el jugador "
     "está en el asiento 0 y quieren defender los asientos [0]"),
    # condiciones
    (lambda: check_estuches(2, 3), "contraestuche",
     "estuches (2) and contraestuche (3) exclude each other: the jugador holds all three matadores or none of them "
     "(§4.3)",
     "estuches (2) y contraestuche (3) se excluyen: el jugador tiene los tres matadores o ninguno (§4.3)"),
    # plato
    (lambda: Plato(7), "plato",
     "the plato holds 7 tantos, which is not a multiple of 5; every amount put into it is (§13.5)",
     "el plato tiene 7 tantos, que no es múltiplo de 5; todo lo que entra en él lo es (§13.5)"),
    (lambda: Plato(1), "plato",
     "the plato holds 1 tantos, which is not a multiple of 5; every amount put into it is (§13.5)",
     "el plato tiene 1 tanto, que no es múltiplo de 5; todo lo que entra en él lo es (§13.5)"),
    (lambda: Plato(10, "x"), "plato",
     "plato puesta must be one of ninguna, primera, reservada, got 'x'",
     'la puesta del plato debe ser una de: ninguna, primera, reservada, pero es "x"'),
    (lambda: Plato(10, "primera").con_enchilada(25), None,
     "an enchilada goes only into a plato without puesta; this one holds a primera",
     "la enchilada solo se pone en un plato sin puesta, pero este tiene una puesta primera"),
    # trato
    (lambda: check_trato(Trato("solo", False, (1, 0, 0), rendida=True)), "rendida",
     "a solo cannot be surrendered: only an entrada or a vuelta can (§11.1–§11.2)",
     "el lance solo no se puede rendir: solo se rinden la entrada y la vuelta (§11.1–§11.2)"),
    (lambda: check_trato(Trato("entrada", False, (5, 3, 1), estuches=2)), "estuches",
     "estuches are counted only from 3 top trumps (§4.3, house rule estuche_minimo), got 2",
     "estuches es 2, pero solo se cuentan desde 3 (regla de la casa estuche_minimo, §4.3)"),
    (lambda: check_trato(Trato("entrada", False, (4, 3, 2), primeras="jugador")), "primeras",
     "primeras 'jugador' needs at least 5 tricks for the jugador, he has 4",
     'primeras "jugador" exige al menos 5 bazas del jugador, pero tiene 4'),
    (lambda: check_trato(Trato("entrada", False, (9, 0, 0))), "primeras",
     "one side took all nine tricks, so primeras must be 'jugador'",
     'un bando hizo las nueve bazas, así que primeras debe ser "jugador"'),
    # contabilidad
    (lambda: liquidar(Trato("entrada", False, (1, 4, 4)), Plato(10), TresilloHouseRules(puesta_real="codillo")), "bazas",
     "bazas: under the house rule tresillo.puesta_real = codillo a 1-4-4 is a codillo that no single contra gives, "
     "and the rules do not say who receives it (§9, §16 A21); settle it by hand",
     "bazas: con la regla de la casa tresillo.puesta_real = codillo, un 1-4-4 es un codillo que no da ningún contra "
     "solo, y el reglamento no dice quién lo cobra (§9, §16 A21); liquídalo a mano"),
    # the engines called with card objects: built by hand outside the deck, or the same card twice (never a
    # KeyError nor a ruling)
    (lambda: ganador_baza((C(8, "o"), B[0], B[1]), "o"), "cartas", *FUERA_8O),
    (lambda: ganador_baza((C(1, "e"), C(1, "e"), B[1]), "o"), "cartas", *DOS_VECES_1E),
    (lambda: ganador_baza([C(1, "e"), C(1, "e"), B[1]], "o"), "cartas", *DOS_VECES_1E),
    (lambda: ganador_baza((C(8, "o"), B[0]), "o"), "cartas", *FUERA_8O),
    (lambda: jugadas_legales((C(1, "e"),), (C(1, "e"), B[2]), "o"), "mano",
     "card 1e appears twice in baza and in mano, but the 40-card Spanish deck holds each card once",
     "la carta 1e aparece dos veces en baza y en mano, pero la baraja española de 40 cartas tiene una sola de cada"),
    (lambda: jugadas_legales((C(8, "o"),), (B[2],), "o"), "baza", *FUERA_8O),
    (lambda: jugadas_legales((), (B[2], C(8, "o")), "o"), "mano", *FUERA_8O),
    (lambda: firmes((B[2], C(8, "o")), "o"), "mano", *FUERA_8O),
    (lambda: firmes((B[2],), "o", (C(8, "o"),)), "fuera", *FUERA_8O),
    (lambda: firmes((C(12, "e"), C(12, "e")), "o", ()), "mano",
     "card 12e appears twice in mano, but the 40-card Spanish deck holds each card once",
     "la carta 12e aparece dos veces en mano, pero la baraja española de 40 cartas tiene una sola de cada"),
    (lambda: ordenar((C(8, "x"), B[0]), "o"), "cartas",
     "card 8x is not one of the 40-card Spanish deck (1-7, 10, 11, 12 of o, c, e, b: no 8s or 9s)",
     "la carta 8x no es de la baraja española de 40 cartas (1-7, 10, 11, 12 de o, c, e, b: sin ochos ni nueves)"),
    (lambda: ordenar((C(12, "e"), C(12, "e")), "o"), "cartas",
     "card 12e appears twice in cartas, but the 40-card Spanish deck holds each card once",
     "la carta 12e aparece dos veces en cartas, pero la baraja española de 40 cartas tiene una sola de cada"),
    # ledger
    (lambda: Sesion.nueva(("Ana", "Beto")), "jugadores",
     "Tresillo is played by 3 or 4 players, got 2",
     "el Tresillo se juega entre 3 o 4 jugadores, pero hay 2"),
    (lambda: Sesion.nueva(("Ana", "Beto", "Carmen")).saldo("Zoe"), None,
     "unknown player 'Zoe'; the players are Ana, Beto, Carmen",
     'no hay ningún jugador llamado "Zoe"; los jugadores son Ana, Beto, Carmen'),
]


@pytest.mark.parametrize("call, field, en, es", CASES)
def test_error_in_both_languages(call, field, en, es):
    with pytest.raises(InvalidSituation) as info:
        call()
    assert info.value.text("en") == en == str(info.value)
    assert info.value.text("es") == es
    assert info.value.text() == es          # Spanish is the default
    assert info.value.field == field


def test_wrapped_card_error_is_spanish_throughout():
    """mano wraps the deck parser's error: the Spanish text is built from the parser's Spanish text."""
    with pytest.raises(InvalidSituation) as info:
        check_mano(["8o"], field="mano")
    err = info.value
    assert err.field == "mano"
    assert str(err).endswith("(Tresillo uses the 40-card Spanish deck: no 8s or 9s)")
    assert err.es.startswith('carta desconocida "8o"')
    assert err.es.endswith("(el Tresillo usa la baraja española de 40 cartas: sin ochos ni nueves)")


def test_session_error_names_the_deal_in_both_languages():
    repartos = [Reparto("Beto", "entrada", "o", {"Beto": 4, "Carmen": 4, "Dani": 1}),
                Reparto("Beto", "entrada", "o", {"Carmen": 4, "Dani": 4, "Ana": 1})]
    with pytest.raises(InvalidSituation) as info:
        liquidar_sesion(("Ana", "Beto", "Carmen", "Dani"), repartos)
    err = info.value
    assert err.field == "jugador"
    assert str(err) == ("deal 2: jugador 'Beto' is not one of the active players Carmen, Dani, Ana: the alcalde "
                        "(dealer) does not play this deal")
    assert err.text("es") == ('reparto 2: jugador "Beto" no es uno de los jugadores activos Carmen, Dani, Ana: el '
                              "alcalde (quien reparte) no juega este reparto")


def test_field_names_survive_in_field():
    """``in_field`` keeps both texts, prefixed with the field name (the same in both languages)."""
    with pytest.raises(InvalidSituation) as info:
        check_triunfo("z", field=None)
    err = info.value.in_field("triunfo")
    assert err.text("en").startswith("triunfo: the trump suit must be")
    assert err.text("es") == ('triunfo: el palo de triunfo debe ser o (oros), c (copas), e (espadas) o b (bastos), '
                              'pero es "z"')


def test_cards_built_by_hand_equal_to_deck_cards_still_pass():
    a_mano = (C(1, "e"), C(7, "o"), C(12, "c"))
    assert check_cartas(a_mano) == a_mano and check_cartas(a_mano)[0] is a_mano[0]  # kept as given
    assert ganador_baza(a_mano, "o").answer == {"gana": C(1, "e")}


def test_nombres_palo_names_every_suit_in_both_languages():
    assert NOMBRES_PALO["o"] == {"palo_es": "oros", "palo_en": "coins"}
    assert sorted(NOMBRES_PALO) == sorted(("o", "c", "e", "b"))
