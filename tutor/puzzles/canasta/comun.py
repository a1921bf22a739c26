"""Drawing plausible Canasta situations from a ``random.Random``, and the card values wrong answers start from.

:class:`Mazo` deals from a 108-card deck (two copies of each card, four jokers, ``rules/canasta.md §2``), so a
situation never holds more copies of a card than the deck has. Every choice goes through ``rng.choice`` over
tuples in a fixed order, so the same seed gives the same cards on every machine.

``VALOR`` (§2) is used only to compute known *wrong* answers (a mistake such as "counted the canasta's premio");
right answers always come from the referee.
"""

from __future__ import annotations

import random

NATURALES = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
"""Natural ranks (``rules/canasta.md §1``), best first."""
PALOS = ("S", "H", "D", "C")
COMODINES = ("JK", "2S", "2H", "2D", "2C")
TRES_NEGROS = ("3S", "3C")
TRES_ROJOS = ("3H", "3D")

VALOR = {"JK": 50, "2": 20, "A": 20, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10,
         "7": 5, "6": 5, "5": 5, "4": 5, "3": 5}
"""Card points of §2 by rank (a red three has no card value: it is an honour)."""

PREMIO = {"limpia": 500, "sucia": 300, "comodines": 2000}
"""Canasta premios of §5 / §11 (for wrong answers only)."""


def rango(token: str) -> str:
    """``"10H"`` -> ``"10"``, ``"JK"`` -> ``"JK"``."""
    return "JK" if token == "JK" else token[:-1]


def es_comodin(token: str) -> bool:
    return token == "JK" or token.startswith("2")


def comodines_en(tokens) -> int:
    """How many of ``tokens`` are comodines."""
    try:
        return sum(map(_ES_COMODIN.__getitem__, tokens))  # canonical tokens: no Python call per card
    except KeyError:  # a token written otherwise (a hand-written situation)
        return sum(map(es_comodin, tokens))


def valor(token: str) -> int:
    """Card points (§2) of one token; a red three is worth 0 as a card."""
    points = _VALOR_TOKEN.get(token)  # a canonical token (the usual case): one look-up
    if points is not None:
        return points
    if token in TRES_ROJOS:
        return 0
    return VALOR[rango(token)]


def puntos(tokens) -> int:
    """Sum of card points."""
    try:
        return sum(map(_VALOR_TOKEN.__getitem__, tokens))  # canonical tokens: no Python call per card
    except KeyError:  # a token written otherwise (a hand-written situation)
        return sum(valor(t) for t in tokens)


def premiado(pozo) -> bool:
    """The pozo holds a comodín or a red three anywhere (§8.3)."""
    try:
        return any(map(_PREMIA.__getitem__, pozo))  # canonical tokens: no Python call per card
    except KeyError:  # a token written otherwise (a hand-written situation)
        return any(es_comodin(t) or t in TRES_ROJOS for t in pozo)


_RANGOS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_DE_RANGO = {r: tuple(r + p for p in PALOS) for r in _RANGOS}
"""The four cards of each rank, in suit order (built once: dealing is the hot path of every Canasta kind)."""
_VALOR_TOKEN = {c: 0 if c in TRES_ROJOS else VALOR[rango(c)] for c in ("JK",) + sum(_DE_RANGO.values(), ())}
"""Card points (§2) of every token (built once: wrong answers and salida aims add them up)."""
_ES_COMODIN = {c: es_comodin(c) for c in _VALOR_TOKEN}
_PREMIA = {c: es_comodin(c) or c in TRES_ROJOS for c in _VALOR_TOKEN}
"""Whether each token is a comodín, and whether it makes a pozo premiado (tables built once, for wrong answers)."""
_MAZO_ENTERO = {"JK": 4, **{c: 2 for r in _RANGOS for c in _DE_RANGO[r]}}
_DOSES = tuple(c for c in COMODINES if c != "JK")
_BITS = tuple(n.bit_length() for n in range(5))
"""Bits ``random.Random.choice`` draws for a sequence of n = 0..4 items (``n.bit_length()``)."""


class Mazo:
    """The cards still available for one situation (at most 2 of a card, 4 jokers).

    ``left`` counts the copies of each card still in the deck; change it only through :meth:`tomar` and
    :meth:`devolver`, which also keep, for every rank, the cards still available in suit order (so
    :meth:`natural`, the hot path of every Canasta kind, draws without building that sequence each time). A rank
    starts as the shared read-only tuple of its four cards; it gets this deck's own list only when one of its
    cards runs out (:meth:`_agotada`), so a new deck copies no list.
    """

    __slots__ = ("rng", "left", "_disponibles", "_bits")

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.left = dict(_MAZO_ENTERO)
        # rank -> its available cards: a full deck has all four of every rank, the shared tuple until one runs out
        # (a rank that runs out and gets a card back is dropped, then listed again from ``left`` on its next draw)
        self._disponibles = _DE_RANGO.copy()
        self._bits = rng.getrandbits

    def quedan(self, token: str) -> int:
        return self.left[token]

    def tomar(self, token: str) -> str:
        """Take one named card; ``ValueError`` when none is left."""
        left = self.left
        if left[token] <= 0:
            raise ValueError(f"no {token} left")
        left[token] -= 1
        if not left[token] and token != "JK":
            self._disponibles.pop(token[:-1], None)  # listed again from ``left`` on the rank's next draw
        return token

    def devolver(self, token: str) -> None:
        """Put one card back (e.g. the natural card a comodín stands for in an escalera)."""
        left = self.left
        left[token] += 1
        if left[token] == 1 and token != "JK":
            self._disponibles.pop(token[:-1], None)  # listed again on the next draw

    def _agotada(self, rank: str, cards, i: int) -> list[str]:
        """Drop ``cards[i]``, whose last copy was just drawn, from the available cards of ``rank`` (``cards``): the
        shared full tuple becomes this deck's own list first. Returns the list."""
        if type(cards) is tuple:
            cards = self._disponibles[rank] = list(cards)
        del cards[i]
        return cards

    def _de_rango(self, rank: str) -> "list[str] | tuple[str, ...]":
        """The cards of ``rank`` still available, in suit order: the sequence :meth:`natural` draws from (the shared
        tuple or this deck's own list)."""
        cards = self._disponibles.get(rank)  # same order as PALOS: the same draw for a seed
        if cards is None:
            left = self.left
            cards = self._disponibles[rank] = [c for c in _DE_RANGO[rank] if left[c] > 0]
        return cards

    def natural(self, rank: str) -> str | None:
        """One card of ``rank`` in a random suit still available, or None."""
        cards = self._disponibles.get(rank)  # the listed cards, without a call when listed already
        if cards is None:
            cards = self._de_rango(rank)
        n = len(cards)
        if not n:
            return None
        k, getrandbits = _BITS[n], self._bits  # rng.choice(cards), inlined: the same getrandbits calls
        i = getrandbits(k)
        while i >= n:
            i = getrandbits(k)
        card = cards[i]
        left = self.left
        left[card] -= 1
        if not left[card]:
            self._agotada(rank, cards, i)
        return card

    def naturales(self, rank: str, n: int) -> list[str] | None:
        """``n`` cards of ``rank`` (what ``n`` calls of :meth:`natural` draw, in one loop: melds are the hot path),
        or None when the rank runs out."""
        cards, left, getrandbits = self._de_rango(rank), self.left, self._bits
        out = []
        for _ in range(n):
            m = len(cards)
            if not m:
                return None  # natural() would draw nothing more and give None
            k = _BITS[m]
            i = getrandbits(k)
            while i >= m:
                i = getrandbits(k)
            card = cards[i]
            left[card] -= 1
            if not left[card]:  # self._agotada(rank, cards, i), inlined (canastas run out of cards often)
                if type(cards) is tuple:
                    cards = self._disponibles[rank] = list(cards)
                del cards[i]
            out.append(card)
        return out

    def comodin(self, solo_doses: bool = False) -> str | None:
        """One random comodín still available (a two when ``solo_doses``), or None."""
        return self.de(_DOSES if solo_doses else COMODINES)

    def comodines(self, n: int, solo_doses: bool = False) -> list[str] | None:
        """``n`` comodines (:meth:`comodin` ``n`` times), or None when they run out."""
        if not n:
            return []  # most melds and hands hold none
        pool, de = _DOSES if solo_doses else COMODINES, self.de
        out = [de(pool) for _ in range(n)]  # comodin() n times, without its call
        return None if None in out else out

    def de(self, pool) -> str | None:
        """One random available card among ``pool`` (tokens), or None."""
        left = self.left
        cards = [t for t in pool if left[t] > 0]
        n = len(cards)
        if not n:
            return None
        k, getrandbits = n.bit_length(), self._bits  # rng.choice(cards), inlined: the same getrandbits calls
        i = getrandbits(k)
        while i >= n:
            i = getrandbits(k)
        return self.tomar(cards[i])

    def relleno(self, n: int, evitar=()) -> list[str] | None:
        """``n`` ordinary hand cards (naturals and the odd black three) whose rank is not in ``evitar``."""
        ranks = _RELLENO.get(evitar) if type(evitar) is tuple else None
        if ranks is None:
            ranks = tuple(r for r in NATURALES if r not in evitar) + ("3",)
        m, getrandbits, disponibles, left = len(ranks), self._bits, self._disponibles, self.left
        k = m.bit_length()
        out = []
        for _ in range(n):
            i = getrandbits(k)  # rng.choice(ranks), inlined: the same getrandbits calls
            while i >= m:
                i = getrandbits(k)
            r = ranks[i]
            if r == "3":
                card = self.de(TRES_NEGROS)
                if card is None:
                    return None
                out.append(card)
                continue
            # self.natural(r), inlined (the loop that deals most cards of every Canasta kind): the same draws.
            cards = disponibles.get(r)
            if cards is None:
                cards = self._de_rango(r)
            c = len(cards)
            if not c:
                return None
            b = _BITS[c]
            j = getrandbits(b)
            while j >= c:
                j = getrandbits(b)
            card = cards[j]
            left[card] -= 1
            if not left[card]:  # self._agotada(r, cards, j), inlined
                if type(cards) is tuple:
                    cards = disponibles[r] = list(cards)
                del cards[j]
            out.append(card)
        return out


OTROS_NATURALES = {rank: tuple(r for r in NATURALES if r != rank) for rank in NATURALES}
"""The natural ranks other than one (the ranks of the other melds of a situation)."""
_RELLENO = {evitar: tuple(r for r in NATURALES if r not in evitar) + ("3",)
            for evitar in ((),) + tuple((r,) for r in NATURALES)}
"""The ranks :meth:`Mazo.relleno` draws from, for no rank or one rank avoided (built once)."""


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
    nat.sort(key=_ORDEN.__getitem__)  # ordenar() of each part, in place: both are fresh lists of tokens
    if len(wild) > 1:
        wild.sort(key=_ORDEN.__getitem__)
    return nat + wild
