"""Drawing plausible Tresillo situations from a ``random.Random`` (``rules/tresillo.md §3``).

Cards are canonical tokens of the 40-card Spanish deck (``notation.md``): ``1e``, ``7o``, ``12c``. Every choice
goes through the ``rng`` over tuples in a fixed order, so a seed gives the same cards on every machine. The small
facts below (which cards are matadores, which suit a card follows) serve only to *aim* a draw at what a level is
about and to compute known wrong answers; right answers always come from the referee.
"""

from __future__ import annotations

import random

from ...rules.cartas import BARAJA_ESPANOLA

PALOS = ("o", "c", "e", "b")
NUMEROS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
BARAJA = tuple(f"{n}{p}" for p in PALOS for n in NUMEROS)
"""The 40 cards in a fixed order."""
OTROS_PALOS = {t: tuple(p for p in PALOS if p != t) for t in PALOS}
"""Trump suit -> the three plain suits, in the order of :data:`PALOS`."""
POSICION = {c: i for i, c in enumerate(BARAJA)}
"""Each card's place in :data:`BARAJA` (``sorted(cards, key=POSICION.__getitem__)`` sorts in deck order)."""

NOMBRE_PALO = {"es": {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"},
               "en": {"o": "oros (coins)", "c": "copas (cups)", "e": "espadas (swords)", "b": "bastos (clubs)"}}


def palo(token: str) -> str:
    return token[-1]


def numero(token: str) -> int:
    return int(token[:-1])


def mala(triunfo: str) -> str:
    """The mala: 7 of a red trump suit, 2 of a black one (§3.2)."""
    return ("7" if triunfo in "oc" else "2") + triunfo


def matadores(triunfo: str) -> tuple[str, str, str]:
    """Espada, mala, basto (§4.1)."""
    return ("1e", mala(triunfo), "1b")


def es_triunfo(token: str, triunfo: str) -> bool:
    """Effective suit is trumps: the trump suit, the espada and the basto (§3.5)."""
    return token in ("1e", "1b") or palo(token) == triunfo


def del_palo(token: str, suit: str, triunfo: str) -> bool:
    """The card follows ``suit`` (``suit`` may be the trump suit)."""
    if suit == triunfo:
        return es_triunfo(token, triunfo)
    return palo(token) == suit and not es_triunfo(token, triunfo)


def repartir(rng: random.Random, n: int, excluir=()) -> list[str]:
    """``n`` distinct cards not in ``excluir``."""
    pool = tuple(c for c in BARAJA if c not in excluir)
    return rng.sample(pool, n)


def cartas_de(suit: str, triunfo: str, excluir=()) -> tuple[str, ...]:
    """Every card following ``suit`` with ``triunfo`` trumps (fixed order)."""
    cards = _CARTAS_DE[suit, triunfo]
    return tuple(c for c in cards if c not in excluir) if excluir else cards


def str_cartas(cartas) -> list[str]:
    """Canonical tokens of cards (engine values or tokens)."""
    return [_TOKEN.get(id(c)) or str(c) for c in cartas]


def token(carta) -> str:
    """The canonical token of one card (an engine value or a token)."""
    return _TOKEN.get(id(carta)) or str(carta)


def orden_llano(suit: str) -> tuple[str, ...]:
    """A plain suit best first (§3.4): red rey, caballo, sota, as, 2 … 7; black rey, caballo, sota, 7 … 2."""
    return _ORDEN_LLANO[suit]


def _orden_llano(suit: str) -> tuple[str, ...]:
    nums = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7) if suit in "oc" else (12, 11, 10, 7, 6, 5, 4, 3, 2)
    return tuple(f"{n}{suit}" for n in nums)


# Built once: the generators ask for these tables in every draw.
_CARTAS_DE = {(s, t): tuple(c for c in BARAJA if del_palo(c, s, t)) for s in PALOS for t in PALOS}
_ORDEN_LLANO = {s: _orden_llano(s) for s in PALOS}
ORDEN_LLANO = _ORDEN_LLANO
"""Plain suit -> its cards best first (:func:`orden_llano` as a table, for the generators' hot loops)."""
MATADORES = {t: matadores(t) for t in PALOS}
"""Trump suit -> espada, mala, basto (:func:`matadores` as a table)."""
_TOKEN = {id(c): str(c) for c in BARAJA_ESPANOLA}
"""The id of each deck singleton (what the engines return) -> its token: ``str()`` of a card is a Python call."""
DEL_PALO = {clave: frozenset(cartas) for clave, cartas in _CARTAS_DE.items()}
"""(suit, trump suit) -> the set of cards following that suit (:func:`del_palo` as a table)."""
TRIUNFOS = {t: frozenset(c for c in BARAJA if es_triunfo(c, t)) for t in PALOS}
"""Trump suit -> the set of cards that are trumps with it (:func:`es_triunfo` as a table)."""
