"""Drawing plausible Canasta situations from a ``random.Random``, and the card values wrong answers start from.

:class:`Mazo` deals from a 108-card deck (two copies of each card, four jokers, ``rules/canasta.md §2``), so a
situation never holds more copies of a card than the deck has. Every draw is ``rng.choice`` over tuples in a
fixed order, so the same seed gives the same cards on every machine.

Card values, premios and "premiado" come from the engine (:mod:`tutor.rules.canasta`) under the puzzle's house
rules; they are used only to compute known *wrong* answers (a mistake such as "counted the canasta's premio");
right answers always come from the referee.
"""

from __future__ import annotations

import random

from ...rules.canasta import DEFAULT, CanastaHouseRules, clase_canasta, defecto, premio_canasta, resumir
from ...rules.canasta.combinaciones import premia, puntos_carta, puntos_cartas
from ...rules.cartas import FRANCESA, parse_cartas, parse_francesa

NATURALES = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
"""Natural ranks (``rules/canasta.md §1``), best first."""
PALOS = ("S", "H", "D", "C")
COMODINES = ("JK", "2S", "2H", "2D", "2C")
TRES_NEGROS = ("3S", "3C")
TRES_ROJOS = ("3H", "3D")


def canasta_house_rules(house_rules) -> CanastaHouseRules:
    """The Canasta house rules of a puzzle (``None``: the rulebook's recommended readings)."""
    return house_rules.canasta if house_rules is not None else DEFAULT


def rango(token: str) -> str:
    """``"10H"`` -> ``"10"``, ``"JK"`` -> ``"JK"``."""
    return parse_francesa(token).rango


def es_comodin(token: str) -> bool:
    return parse_francesa(token).es_comodin


def comodines_en(tokens) -> int:
    """How many of ``tokens`` are comodines."""
    return sum(map(es_comodin, tokens))


def valor(token: str) -> int:
    """Card points (§2) of one token; a red three is worth 0 as a card."""
    return puntos_carta(parse_francesa(token))


def puntos(tokens) -> int:
    """Sum of card points (§2)."""
    return puntos_cartas(parse_cartas(list(tokens), FRANCESA))


def premiado(pozo) -> bool:
    """The pozo holds a comodín or a red three anywhere (§8.3)."""
    return any(map(premia, parse_cartas(list(pozo), FRANCESA)))


def premio(meld, house_rules) -> int:
    """The canasta premio (§5.1) of a meld of tokens under ``house_rules``; 0 when it is no canasta (or no
    combination at all)."""
    cartas = parse_cartas(list(meld), FRANCESA)
    if not cartas or defecto(cartas) is not None:
        return 0
    return premio_canasta(clase_canasta(resumir(cartas)), canasta_house_rules(house_rules))


_DE_RANGO = {r: tuple(r + p for p in PALOS) for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                                       "K")}
"""The four cards of each rank, in suit order (the order :meth:`Mazo.natural` draws in)."""
_MAZO_ENTERO = {"JK": 4, **{c: 2 for cards in _DE_RANGO.values() for c in cards}}
_DOSES = tuple(c for c in COMODINES if c != "JK")


class Mazo:
    """The cards still available for one situation (at most 2 of a card, 4 jokers).

    Attributes:
        rng: the puzzle's random generator; every draw is one ``rng.choice``.
        left: copies of each token still in the deck (change it through :meth:`tomar` and :meth:`devolver`).
    """

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.left = dict(_MAZO_ENTERO)

    def quedan(self, token: str) -> int:
        return self.left[token]

    def tomar(self, token: str) -> str:
        """Take one named card; ``ValueError`` when none is left."""
        if self.left[token] <= 0:
            raise ValueError(f"no {token} left")
        self.left[token] -= 1
        return token

    def devolver(self, token: str) -> None:
        """Put one card back (e.g. the natural card a comodín stands for in an escalera)."""
        self.left[token] += 1

    def de(self, pool) -> str | None:
        """One random available card among ``pool`` (tokens, drawn in their order), or None."""
        cards = [t for t in pool if self.left[t] > 0]
        return self.tomar(self.rng.choice(cards)) if cards else None

    def natural(self, rank: str) -> str | None:
        """One card of ``rank`` in a random suit still available, or None."""
        return self.de(_DE_RANGO[rank])

    def naturales(self, rank: str, n: int) -> list[str] | None:
        """``n`` cards of ``rank``, or None when the rank runs out (no draw after that)."""
        out = []
        for _ in range(n):
            card = self.natural(rank)
            if card is None:
                return None
            out.append(card)
        return out

    def comodin(self, solo_doses: bool = False) -> str | None:
        """One random comodín still available (a two when ``solo_doses``), or None."""
        return self.de(_DOSES if solo_doses else COMODINES)

    def comodines(self, n: int, solo_doses: bool = False) -> list[str] | None:
        """``n`` comodines (:meth:`comodin` ``n`` times), or None when they run out."""
        out = [self.comodin(solo_doses) for _ in range(n)]
        return None if None in out else out

    def relleno(self, n: int, evitar=()) -> list[str] | None:
        """``n`` ordinary hand cards (naturals and the odd black three) whose rank is not in ``evitar``."""
        ranks = tuple(r for r in NATURALES if r not in evitar) + ("3",)
        out = []
        for _ in range(n):
            r = self.rng.choice(ranks)
            card = self.de(TRES_NEGROS) if r == "3" else self.natural(r)
            if card is None:
                return None
            out.append(card)
        return out


OTROS_NATURALES = {rank: tuple(r for r in NATURALES if r != rank) for rank in NATURALES}
"""The natural ranks other than one (the ranks of the other melds of a situation)."""


def ordenar(tokens) -> list[str]:
    """Cards sorted for display: by rank (A, K, … 4, 3, 2, JK), then suit (None stays None-filtered)."""
    tokens = list(tokens)
    if None in tokens:
        return [None]
    return sorted(tokens, key=_ORDEN.__getitem__)


_ORDEN = {t: (i, PALOS.index(t[-1]) if t != "JK" else 0)
          for i, r in enumerate(NATURALES + ("3", "2", "JK")) for t in (("JK",) if r == "JK" else _DE_RANGO[r])}
"""Display order of every token: by rank (A, K, … 4, 3, 2, JK), then suit."""


def puntuacion_en(rng: random.Random, low: int, high: int) -> int:
    """A multiple of 5 in ``[low, high]`` (scores are always multiples of 5, §2)."""
    return 5 * rng.randint(-(-low // 5), high // 5)


def combinacion(mazo: Mazo, rank: str, naturales: int, comodines: int, solo_doses: bool = False) -> list[str] | None:
    """A meld of ``naturales`` cards of ``rank`` and ``comodines`` wild cards, naturals first, or None."""
    nat = mazo.naturales(rank, naturales)
    wild = mazo.comodines(comodines, solo_doses)
    if nat is None or wild is None:
        return None
    return ordenar(nat) + ordenar(wild)
