"""Drawing plausible Tresillo situations from a ``random.Random`` (``rules/tresillo.md §3``).

Cards are canonical tokens of the 40-card Spanish deck (``notation.md``): ``1e``, ``7o``, ``12c``. Every choice
goes through the ``rng`` over tuples in a fixed order, so a seed gives the same cards on every machine. The small
facts below (which cards are matadores, which suit a card follows) serve only to *aim* a draw at what a level is
about and to compute known wrong answers; right answers always come from the referee.
"""

from __future__ import annotations

PALOS = ("o", "c", "e", "b")
NUMEROS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
BARAJA = tuple(f"{n}{p}" for p in PALOS for n in NUMEROS)
"""The 40 cards in a fixed order."""
OTROS_PALOS = {t: tuple(p for p in PALOS if p != t) for t in PALOS}
"""Trump suit -> the three plain suits, in the order of :data:`PALOS`."""

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


def cartas_de(suit: str, triunfo: str, excluir=()) -> tuple[str, ...]:
    """Every card following ``suit`` with ``triunfo`` trumps, in the order of :data:`BARAJA`."""
    return tuple(c for c in BARAJA if del_palo(c, suit, triunfo) and c not in excluir)


def triunfos(triunfo: str) -> frozenset[str]:
    """The cards that are trumps with ``triunfo`` (:func:`es_triunfo`)."""
    return frozenset(c for c in BARAJA if es_triunfo(c, triunfo))


def orden_llano(suit: str) -> tuple[str, ...]:
    """A plain suit best first (§3.4): red rey, caballo, sota, as, 2 … 7; black rey, caballo, sota, 7 … 2."""
    nums = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7) if suit in "oc" else (12, 11, 10, 7, 6, 5, 4, 3, 2)
    return tuple(f"{n}{suit}" for n in nums)


def en_orden_de_baraja(cartas) -> list[str]:
    """Card tokens sorted in the order of :data:`BARAJA`."""
    return sorted(cartas, key=BARAJA.index)


def str_cartas(cartas) -> list[str]:
    """The tokens of cards (engine values or tokens)."""
    return [str(c) for c in cartas]
