"""Cards of both decks and the plain-text notation of ``notation.md``.

Two decks:

* the **French deck** of Canasta and Pinacle: two 52-card packs plus 4 jokers, 108 cards
  (``rules/canasta.md §2``, ``rules/pinacle.md §2``). Canonical tokens: ``AS``, ``10H``, ``QD``, ``3C``, ``JK``.
* the **Spanish deck** of Tresillo: 40 cards, no 8s and 9s (``rules/tresillo.md §3.1``).
  Canonical tokens: ``1e``, ``7o``, ``12c``, ``10b``. Names such as ``rey de copas`` are accepted as input.

Input is case-insensitive and ignores surrounding spaces; output is always canonical (``str(card)``).
Cards are immutable values: two cards are equal when their rank and suit are, however they were built (parsed or
``CartaFrancesa("K", "S")``), so they may be compared, hashed and counted freely.

>>> parse_francesa(" 10h ")
CartaFrancesa('10H')
>>> parse_espanola("rey de copas")
CartaEspanola('12c')
>>> format_cartas(parse_cartas("AS as 2c jk", FRANCESA))
'AS AS 2C JK'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import chain
from typing import Iterable, Mapping, Sequence, Union

from .base import InvalidSituation, shown

# ---------------------------------------------------------------------------------------------- French deck

def _lang(lang: str) -> str:
    return "en" if lang == "en" else "es"



PALOS_FRANCESES = ("S", "H", "D", "C")
"""French suit letters: picas, corazones, diamantes, tréboles (``notation.md``)."""

RANGOS_FRANCESES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""French ranks in notation order (not a game's ranking)."""

NOMBRES_PALOS_FRANCESES = {
    "es": {"S": "picas", "H": "corazones", "D": "diamantes", "C": "tréboles"},
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
}
NOMBRES_RANGOS_FRANCESES = {
    "es": {"A": "as", "J": "jota", "Q": "reina", "K": "rey", "JK": "comodín (joker)"},
    "en": {"A": "ace", "J": "jack", "Q": "queen", "K": "king", "JK": "joker"},
}
NOMBRES_RANGOS_PLURAL = {
    "es": {"A": "ases", "2": "doses", "3": "treses", "4": "cuatros", "5": "cincos", "6": "seises", "7": "sietes",
           "8": "ochos", "9": "nueves", "10": "dieces", "J": "jotas", "Q": "reinas", "K": "reyes", "JK": "comodines"},
    "en": {"A": "aces", "2": "twos", "3": "threes", "4": "fours", "5": "fives", "6": "sixes", "7": "sevens",
           "8": "eights", "9": "nines", "10": "tens", "J": "jacks", "Q": "queens", "K": "kings", "JK": "jokers"},
}
"""Rank names in the plural, for sentences such as "dos nueves naturales" / "two natural nines"."""
SIMBOLOS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


@dataclass(frozen=True, slots=True)
class CartaFrancesa:
    """One card of the 108-card French deck (``notation.md``).

    Attributes:
        rango: ``"A"``, ``"2"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"``, or ``"JK"`` for a joker.
        palo: ``"S"``, ``"H"``, ``"D"``, ``"C"``, or ``None`` for a joker.

    Build cards with :func:`parse_francesa`; the two copies of a card in the deck are not told apart.
    """

    rango: str
    palo: str | None

    def __str__(self) -> str:
        return "JK" if self.palo is None else self.rango + self.palo

    def __repr__(self) -> str:
        return f"CartaFrancesa({str(self)!r})"

    @property
    def es_joker(self) -> bool:
        """True for the joker (``JK``)."""
        return self.palo is None

    @property
    def es_comodin(self) -> bool:
        """True for every joker and every 2: the wild cards of Canasta and Pinacle (``rules/canasta.md §1``)."""
        return self.palo is None or self.rango == "2"

    @property
    def es_tres_rojo(self) -> bool:
        """True for ``3H`` and ``3D`` (``rules/canasta.md §6``)."""
        return self.rango == "3" and self.palo in ("H", "D")

    @property
    def es_tres_negro(self) -> bool:
        """True for ``3S`` and ``3C`` (``rules/canasta.md §7``)."""
        return self.rango == "3" and self.palo in ("S", "C")

    def nombre(self, lang: str = "es") -> str:
        """The card's name for people and screen readers, e.g. ``"as de picas"`` / ``"ace of spades"``.

        Args:
            lang: ``"es"`` or ``"en"``.
        """
        rangos = NOMBRES_RANGOS_FRANCESES[_lang(lang)]
        if self.palo is None:
            return rangos["JK"]
        rango = rangos.get(self.rango, self.rango)
        palo = NOMBRES_PALOS_FRANCESES[_lang(lang)][self.palo]
        return f"{rango} de {palo}" if _lang(lang) == "es" else f"{rango} of {palo}"


JOKER = CartaFrancesa("JK", None)

_FRANCESAS: dict[str, CartaFrancesa] = {"JK": JOKER}
for _palo in PALOS_FRANCESES:
    for _rango in RANGOS_FRANCESES:
        _FRANCESAS[_rango + _palo] = CartaFrancesa(_rango, _palo)

CARTAS_FRANCESAS: tuple[CartaFrancesa, ...] = tuple(_FRANCESAS.values())
"""The 53 distinct French cards (52 + joker)."""

BARAJA_FRANCESA: tuple[CartaFrancesa, ...] = tuple(
    c for c in CARTAS_FRANCESAS for _ in range(4 if c.es_joker else 2)
)
"""The full 108-card deck: two copies of each of the 52 cards plus 4 jokers (``rules/canasta.md §2``)."""

MAX_JOKERS = 4
MAZOS_FRANCESA = 2
"""52-card packs in the 108-card deck (each brings 2 jokers)."""

# ---------------------------------------------------------------------------------------------- Spanish deck

PALOS_ESPANOLES = ("o", "c", "e", "b")
"""Spanish suit letters: oros, copas, espadas, bastos (``notation.md``)."""

NUMEROS_ESPANOLES = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
"""Rank numbers printed on Spanish cards: no 8s and 9s (``rules/tresillo.md §3.1``)."""

NOMBRES_PALOS_ESPANOLES = {
    "es": {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"},
    "en": {"o": "coins", "c": "cups", "e": "swords", "b": "clubs"},
}
NOMBRES_NUMEROS_ESPANOLES = {
    "es": {1: "as", 2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete",
           10: "sota", 11: "caballo", 12: "rey"},
    "en": {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
           10: "jack (sota)", 11: "knight (caballo)", 12: "king"},
}


@dataclass(frozen=True, slots=True)
class CartaEspanola:
    """One card of the 40-card Spanish deck (``notation.md``, ``rules/tresillo.md §3.1``).

    Attributes:
        numero: 1–7, 10 (sota), 11 (caballo) or 12 (rey).
        palo: ``"o"`` oros, ``"c"`` copas, ``"e"`` espadas, ``"b"`` bastos.

    Build cards with :func:`parse_espanola`.
    """

    numero: int
    palo: str

    def __str__(self) -> str:
        return f"{self.numero}{self.palo}"

    def __repr__(self) -> str:
        return f"CartaEspanola({str(self)!r})"

    def nombre(self, lang: str = "es") -> str:
        """The card's name, e.g. ``"rey de copas"`` / ``"king of cups"``.

        Args:
            lang: ``"es"`` or ``"en"``.
        """
        numero = NOMBRES_NUMEROS_ESPANOLES[_lang(lang)][self.numero]
        palo = NOMBRES_PALOS_ESPANOLES[_lang(lang)][self.palo]
        return f"{numero} de {palo}" if _lang(lang) == "es" else f"{numero} of {palo}"


_ESPANOLAS: dict[str, CartaEspanola] = {
    f"{n}{p}": CartaEspanola(n, p) for p in PALOS_ESPANOLES for n in NUMEROS_ESPANOLES
}
BARAJA_ESPANOLA: tuple[CartaEspanola, ...] = tuple(_ESPANOLAS.values())
"""The 40 cards of the Spanish deck, each once."""

_NOMBRES_ESPANOLES: dict[str, CartaEspanola] = {}
for _carta in BARAJA_ESPANOLA:
    _nombre = _carta.nombre("es")
    _NOMBRES_ESPANOLES[_nombre] = _carta
    _NOMBRES_ESPANOLES[_nombre.replace("as de", "1 de")] = _carta

# ---------------------------------------------------------------------------------------------- parsing

FRANCESA = "francesa"
ESPANOLA = "espanola"
Carta = Union[CartaFrancesa, CartaEspanola]

_FORMAS = {
    FRANCESA: "rank then suit letter: A 2 3 4 5 6 7 8 9 10 J Q K + S H D C (e.g. AS, 10H, QD, 3C), or JK for a joker",
    ESPANOLA: "number then suit letter: 1-7, 10 (sota), 11 (caballo), 12 (rey) + o c e b (e.g. 1e, 7o, 12c), "
              "or a name such as 'rey de copas'",
}
_FORMAS_ES = {  # the same, in Spanish: the tokens and letters are what the user types, so they stay as they are
    FRANCESA: "rango y letra del palo: A 2 3 4 5 6 7 8 9 10 J Q K + S H D C (p. ej. AS, 10H, QD, 3C), o JK para un "
              "joker",
    ESPANOLA: "número y letra del palo: 1-7, 10 (sota), 11 (caballo), 12 (rey) + o c e b (p. ej. 1e, 7o, 12c), "
              'o un nombre como "rey de copas"',
}


def _token(token: object, quote=repr) -> str:
    """The offending token, quoted and cut short so that a huge input is not echoed whole (``quote``: ``repr`` for
    the English text, :func:`~tutor.rules.base.shown`, the JSON spelling, for the Spanish one)."""
    text = str(token).strip()
    return quote(text if len(text) <= 20 else text[:20] + "…")


def parse_francesa(token: str) -> CartaFrancesa:
    """Parse one French-deck card token.

    Args:
        token: e.g. ``"AS"``, ``"10h"``, ``" jk "`` (case-insensitive, surrounding spaces ignored).

    Returns:
        The card.

    Raises:
        InvalidSituation: the token is not a card of the 108-card deck (e.g. ``1S``, ``11H``, ``ZZ``); the message
            names the token and shows the accepted forms.
    """
    carta = _FRANCESAS.get(str(token).strip().upper())
    if carta is None:
        raise InvalidSituation(f"unknown card {_token(token)}: a French-deck card is written {_FORMAS[FRANCESA]}",
                               es=f"carta desconocida {_token(token, shown)}: una carta de la baraja francesa se "
                                  f"escribe {_FORMAS_ES[FRANCESA]}")
    return carta


def parse_espanola(token: str) -> CartaEspanola:
    """Parse one Spanish-deck card token or name.

    Args:
        token: e.g. ``"1e"``, ``"12C"``, ``"rey de copas"``, ``"as de espadas"``.

    Returns:
        The card.

    Raises:
        InvalidSituation: not one of the 40 cards (``8o`` and ``9b`` included); the message names the token and
            shows the accepted forms.
    """
    text = " ".join(str(token).strip().lower().split())
    carta = _ESPANOLAS.get(text) or _NOMBRES_ESPANOLES.get(text)
    if carta is None:
        raise InvalidSituation(f"unknown card {_token(token)}: a Spanish-deck card is written {_FORMAS[ESPANOLA]}",
                               es=f"carta desconocida {_token(token, shown)}: una carta de la baraja española se "
                                  f"escribe {_FORMAS_ES[ESPANOLA]}")
    return carta


POR_TOKEN: Mapping[str, Mapping[str, Carta]] = {FRANCESA: _FRANCESAS, ESPANOLA: _ESPANOLAS}
"""Deck -> canonical token -> card (read-only); :func:`parse_cartas` also reads any other spelling."""


def parse_cartas(cartas: Union[str, Iterable[str]], baraja: str) -> tuple:
    """Parse a list of cards: a JSON-style list of tokens or one string of space-separated tokens.

    Args:
        cartas: ``"AS AS 2C JK"`` or ``["AS", "AS", "2C", "JK"]``; for the Spanish deck a string may also be
            comma-separated names (``"rey de copas, as de oros"``).
        baraja: :data:`FRANCESA` or :data:`ESPANOLA`.

    Returns:
        A tuple of cards, in the given order.

    Raises:
        InvalidSituation: a token is not a card, or ``cartas`` is neither a string nor a list of strings.
    """
    parse = parse_francesa if baraja == FRANCESA else parse_espanola
    if isinstance(cartas, str):
        if baraja == ESPANOLA and "," in cartas:
            tokens = [t for t in cartas.split(",") if t.strip()]
        elif baraja == ESPANOLA and " de " in cartas.lower():
            tokens = [cartas]
        else:
            tokens = cartas.split()
        return tuple(parse(t) for t in tokens)
    if isinstance(cartas, (list, tuple)):
        for t in cartas:
            if not isinstance(t, str):
                raise InvalidSituation(f"a card must be a string such as 'AS' or '1e', got {shown(t)}",
                                       es=f'una carta debe ser un texto como "AS" o "1e", pero es {shown(t)}')
        return tuple(parse(t) for t in cartas)
    raise InvalidSituation(f"a list of cards must be a list of strings or one space-separated string, got {shown(cartas)}",
                           es=f"una lista de cartas debe ser una lista de textos o un solo texto con las cartas "
                              f"separadas por espacios, pero es {shown(cartas)}")


def format_cartas(cartas: Iterable[Carta]) -> str:
    """Canonical space-separated text of cards: ``"AS AS 2C JK"``."""
    return " ".join(str(c) for c in cartas)


def _exceso(cartas: Iterable[Carta], baraja: str, mazos: int, jokers_por_mazo: int):
    """``(card or None for jokers, copies, limit)`` of the first card held more often than the deck holds it."""
    baraja = ESPANOLA if baraja == ESPANOLA else FRANCESA  # any other name counts as the French deck, as ever
    if baraja == ESPANOLA:
        limite, jokers = 1, 0
    else:
        limite, jokers = mazos, mazos * jokers_por_mazo
    for carta, n in Counter(cartas).items():
        if carta == JOKER:
            if n > jokers:
                return None, n, jokers
        elif n > limite:
            return carta, n, limite
    return None


def _error_exceso(carta, n: int, limite: int, mazos: int, jokers_por_mazo: int,
                  donde: Sequence[str] = (), field: str | None = None) -> InvalidSituation:
    """The error for ``n`` copies of ``carta`` (``None``: jokers) where the deck holds ``limite``, in both languages;
    ``donde`` lists the situation fields holding the card when there are several, ``field`` the one at fault."""
    en = f" in the situation ({', '.join(donde)})" if donde else ""
    es = f" en la situación ({', '.join(donde)})" if donde else ""
    barajas = f"las {_NUMEROS.get(mazos, mazos)} barajas"  # the packs shuffled together (Spanish: "la baraja")
    if carta is None:
        return InvalidSituation(
            f"{n} jokers{en} but the deck holds only {limite} ({mazos} packs with {jokers_por_mazo} each)",
            field, es=f"{n} jokers{es}, pero en {barajas} solo hay {limite} ({jokers_por_mazo} en cada una)")
    veces_en = "once" if limite == 1 else f"{limite} times"
    hay_es = "la baraja solo tiene una" if limite == 1 else f"en {barajas} solo hay {limite}"
    return InvalidSituation(f"card {carta} appears {n} times{en} but the deck holds it only {veces_en}", field,
                            es=f"la carta {carta} aparece {n} veces{es}, pero {hay_es}")


_NUMEROS = {2: "dos", 3: "tres"}
"""Pack counts in words for error texts ("las dos barajas")."""


def check_copias(cartas: Sequence[Carta], baraja: str, mazos: int = MAZOS_FRANCESA,
                 jokers_por_mazo: int = MAX_JOKERS // MAZOS_FRANCESA, field: str | None = None) -> None:
    """Refuse a set of cards that cannot come from one deck.

    Args:
        cartas: every card of one situation (all hands, melds and pozo together).
        baraja: :data:`FRANCESA` or :data:`ESPANOLA` (each card once; ``mazos`` and ``jokers_por_mazo`` ignored).
        mazos: French packs of 52 cards shuffled together: each card is held ``mazos`` times (2 for the 108-card
            deck of Canasta and Pinacle; 3 for Pinacle played with three packs).
        jokers_por_mazo: jokers each French pack brings (2; 1 under a Pinacle house rule).
        field: the situation field named in the error, when the cards all come from one field.

    Raises:
        InvalidSituation: a card (or the jokers) appears more often than the deck holds it; the message names the
            card and the counts.
    """
    exceso = _exceso(cartas, baraja, mazos, jokers_por_mazo)
    if exceso is not None:
        err = _error_exceso(*exceso, mazos, jokers_por_mazo)
        raise err.within(f"{field}: ", field) if field else err


def check_copias_en(campos: Mapping[str, Sequence[Carta]], baraja: str, mazos: int = MAZOS_FRANCESA,
                    jokers_por_mazo: int = MAX_JOKERS // MAZOS_FRANCESA) -> None:
    """:func:`check_copias` over the cards of several situation fields; the error says where the card appears.

    Args:
        campos: field name -> its cards (lists of cards nested one level, such as ``combinaciones``, are allowed).
        baraja, mazos, jokers_por_mazo: as for :func:`check_copias`.

    Raises:
        InvalidSituation: a card appears more often than the deck holds it. The message lists the fields holding
            it (``card KS appears 3 times in the situation (pozo, mano) …``); ``field`` is the first of them.
    """
    planos = {nombre: _planas(cartas) for nombre, cartas in campos.items()}
    exceso = _exceso(chain.from_iterable(planos.values()), baraja, mazos, jokers_por_mazo)
    if exceso is None:
        return
    buscada = JOKER if exceso[0] is None else exceso[0]
    donde = [nombre for nombre, cartas in planos.items() if buscada in cartas]
    if len(donde) == 1:
        raise _error_exceso(*exceso, mazos, jokers_por_mazo).within(f"{donde[0]}: ", donde[0])
    raise _error_exceso(*exceso, mazos, jokers_por_mazo, donde, donde[0])


_LISTAS = (list, tuple)


def _planas(cartas) -> list:
    """The cards of one field, a list of cards or a list of card lists."""
    return [c for x in cartas for c in (x if isinstance(x, _LISTAS) else (x,))]


def legible(carta: object, lang: str = "es") -> str:
    """A card as a player reads it in ``lang``: a French card by rank and suit symbol (``A♠``, ``10♥``; a joker
    by name, ``comodín`` / ``joker``), a Spanish one by name (``as de espadas`` / ``ace of swords``: its suits have
    no symbols in text). Anything else (a card token given as text) as it is. The notation's codes (``AS``,
    ``1e``) stay for files, the API and the command line (:func:`tutor.rules.base.display`).
    """
    if isinstance(carta, CartaFrancesa):
        if carta.es_joker:
            return "joker" if _lang(lang) == "en" else "comodín"
        return carta.rango + SIMBOLOS[carta.palo]
    if isinstance(carta, CartaEspanola):
        return carta.nombre(lang)
    return str(carta)
