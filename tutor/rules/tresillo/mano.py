"""Validation shared by every Tresillo decision: hands, trump suits and trick counts (``rules/tresillo.md §3.1, §5, §9``).

Every function raises :class:`~tutor.rules.base.InvalidSituation` with a message that says what is wrong, in
Spanish (``err.es``) and English (``str(err)``); none guesses. They return the validated value (a tuple of cards,
a suit letter, the trick counts) so a caller can validate and normalise in one step.

>>> check_bazas(5, 3, 1)
(5, 3, 1)
"""

from __future__ import annotations

from typing import Iterable, Sequence, Union

from ..base import InvalidSituation, cuenta, shown
from ..cartas import BARAJA_ESPANOLA, NOMBRES_PALOS_ESPANOLES, PALOS_ESPANOLES, CartaEspanola, parse_espanola

CARTAS_POR_MANO = 9
"""Cards each active player holds after the deal and the exchange (``rules/tresillo.md §5.2``)."""

BAZAS_POR_MANO = 9
"""Tricks in one deal (``rules/tresillo.md §1 baza``)."""

NOMBRES_TRIUNFO = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}

_CartaLike = Union[CartaEspanola, str]

_BARAJA = frozenset(BARAJA_ESPANOLA)

NOMBRES_PALO = {p: {"palo_es": NOMBRES_PALOS_ESPANOLES["es"][p], "palo_en": NOMBRES_PALOS_ESPANOLES["en"][p]}
                for p in PALOS_ESPANOLES}
"""Suit letter -> its names as message values ``{"palo_es": "oros", "palo_en": "coins"}`` (callers copy them into
each reason's values)."""


def check_triunfo(triunfo: str, field: str | None = "triunfo") -> str:
    """Check a trump suit letter.

    Args:
        triunfo: ``"o"``, ``"c"``, ``"e"`` or ``"b"`` (case-insensitive; the full names ``"oros"`` … are accepted).
        field: situation field named in the error.

    Returns:
        The canonical suit letter.

    Raises:
        InvalidSituation: anything else.
    """
    if isinstance(triunfo, str):
        text = triunfo.strip().lower()
        if text in PALOS_ESPANOLES:
            return text
        for letra, nombre in NOMBRES_TRIUNFO.items():
            if text == nombre:
                return letra
    raise InvalidSituation(
        f"the trump suit must be one of o (oros), c (copas), e (espadas), b (bastos), got {triunfo!r}", field=field,
        es=f"el palo de triunfo debe ser o (oros), c (copas), e (espadas) o b (bastos), pero es {shown(triunfo)}",
    )


def _carta(carta: _CartaLike, field: str | None) -> CartaEspanola:
    if isinstance(carta, CartaEspanola):
        if carta in _BARAJA:  # a card built by hand equals one of the deck's
            return carta
        raise InvalidSituation(
            f"card {carta} is not one of the 40-card Spanish deck (1-7, 10, 11, 12 of o, c, e, b: no 8s or 9s)",
            field=field,
            es=f"la carta {carta} no es de la baraja española de 40 cartas (1-7, 10, 11, 12 de o, c, e, b: sin ochos "
               "ni nueves)",
        )
    if isinstance(carta, str):
        try:
            return parse_espanola(carta)
        except InvalidSituation as err:
            raise InvalidSituation(
                f"{err} (Tresillo uses the 40-card Spanish deck: no 8s or 9s)", field=field,
                es=f"{err.es} (el Tresillo usa la baraja española de 40 cartas: sin ochos ni nueves)") from None
    raise InvalidSituation(
        f"{carta!r} is not a card of the 40-card Spanish deck (write it as 1e, 7o, 12c …)", field=field,
        es=f"{shown(carta)} no es una carta de la baraja española de 40 cartas (escríbela como 1e, 7o, 12c …)",
    )


def check_mano(cartas: Iterable[_CartaLike], n: int | None = None, field: str | None = "mano") -> tuple[CartaEspanola, ...]:
    """Check a player's hand of Tresillo.

    Args:
        cartas: cards or tokens (``"1e"``, ``"7o"`` …).
        n: exact number of cards required (9 for the jugador's final hand, ``rules/tresillo.md §4.3``);
            ``None`` accepts 0 to 9 cards (a hand part-way through the play).
        field: situation field named in the error.

    Returns:
        The hand as a tuple of :class:`CartaEspanola` values, in the given order.

    Raises:
        InvalidSituation: a card outside the 40-card deck (an 8 or 9 included), a card held twice, more than nine
            cards, or not exactly ``n`` cards.
    """
    mano = check_cartas(cartas, field=field)
    if n is not None and len(mano) != n:
        raise InvalidSituation(f"a Tresillo hand here must have exactly {n} cards, got {len(mano)}", field=field,
                               es=f"aquí la mano del Tresillo debe tener exactamente {cuenta(n, 'carta', 'cartas')}, "
                                  f"pero tiene {len(mano)}")
    if len(mano) > CARTAS_POR_MANO:
        raise InvalidSituation(
            f"a Tresillo hand has at most {CARTAS_POR_MANO} cards, got {len(mano)}", field=field,
            es=f"una mano del Tresillo tiene como mucho {CARTAS_POR_MANO} cartas, pero esta tiene {len(mano)}",
        )
    return mano


def check_cartas(cartas: Iterable[_CartaLike], field: str | None = "cartas") -> tuple[CartaEspanola, ...]:
    """Check any set of distinct Spanish cards (no hand-size limit), e.g. the cards known to be out of play.

    Args:
        cartas: cards or tokens, or one string of space- or comma-separated tokens.
        field: situation field named in the error.

    Returns:
        A tuple of :class:`CartaEspanola` values, in the given order.

    Raises:
        InvalidSituation: not a list of cards, a card outside the 40-card deck (an 8 or 9 included), a card twice.
    """
    if isinstance(cartas, str):
        cartas = cartas.replace(",", " ").split()
    if not isinstance(cartas, (list, tuple)):
        raise InvalidSituation(f"expected a list of cards, got {cartas!r}", field=field,
                               es=f"se esperaba una lista de cartas, pero es {shown(cartas)}")
    out = tuple(_carta(c, field) for c in cartas)
    check_distintas(out, field=field, nombres=(field,) if field else ())
    return out


def check_distintas(*grupos: Sequence[CartaEspanola], field: str | None = None,
                    nombres: Sequence[str] = ()) -> None:
    """Refuse a card that appears twice within or across groups (the Spanish deck holds each card once).

    Args:
        grupos: sequences of :class:`CartaEspanola` (e.g. the hand, the baza so far, the cards known out).
        field: situation field named in the error.
        nombres: the situation field of each group, so that the message says where the card appears.

    Raises:
        InvalidSituation: a card appears more than once; the message names it (and its fields, when known).
    """
    vistas: dict[CartaEspanola, int] = {}
    for i, grupo in enumerate(grupos):
        for carta in grupo:
            if carta in vistas:
                donde = donde_es = ""
                if nombres:
                    campos = dict.fromkeys((nombres[vistas[carta]], nombres[i]))
                    donde = " in " + " and in ".join(campos)
                    donde_es = " en " + " y en ".join(campos)
                raise InvalidSituation(
                    f"card {carta} appears twice{donde}, but the 40-card Spanish deck holds each card once",
                    field=field,
                    es=f"la carta {carta} aparece dos veces{donde_es}, pero la baraja española de 40 cartas tiene "
                       "una sola de cada",
                )
            vistas[carta] = i


def check_bazas(jugador: int, contra_a: int, contra_b: int, field: str | None = "bazas",
                total: int | None = BAZAS_POR_MANO) -> tuple[int, int, int]:
    """Check the tricks won by the jugador and the two contras in one deal (``rules/tresillo.md §9``).

    Args:
        jugador, contra_a, contra_b: tricks won, whole numbers ≥ 0.
        field: situation field named in the error.
        total: the sum required (nine tricks per deal); ``None`` checks only that each count is a whole number
            ≥ 0 (tricks complete before a surrender, §11.2).

    Returns:
        ``(jugador, contra_a, contra_b)``.

    Raises:
        InvalidSituation: a count that is not a whole number, is negative, or the three do not add up to ``total``.
    """
    for nombre, valor in (("jugador", jugador), ("contra_a", contra_a), ("contra_b", contra_b)):
        if isinstance(valor, bool) or not isinstance(valor, int):
            raise InvalidSituation(f"tricks of {nombre} must be a whole number, got {valor!r}", field=field,
                                   es=f"las bazas de {nombre} deben ser un número entero, pero son {shown(valor)}")
        if valor < 0:
            raise InvalidSituation(f"tricks of {nombre} cannot be negative, got {valor}", field=field,
                                   es=f"las bazas de {nombre} no pueden ser negativas, pero son {valor}")
    if total is None or jugador + contra_a + contra_b == total:
        return jugador, contra_a, contra_b
    raise InvalidSituation(
        f"the tricks must add up to {total} (nine tricks per deal), got "
        f"{jugador} + {contra_a} + {contra_b} = {jugador + contra_a + contra_b}",
        field=field,
        es=f"las bazas deben sumar {total} (se juegan nueve bazas), pero suman "
           f"{jugador} + {contra_a} + {contra_b} = {jugador + contra_a + contra_b}",
    )


__all__ = [
    "BAZAS_POR_MANO", "CARTAS_POR_MANO", "NOMBRES_PALO", "NOMBRES_TRIUNFO",
    "check_bazas", "check_cartas", "check_distintas", "check_mano", "check_triunfo",
]
