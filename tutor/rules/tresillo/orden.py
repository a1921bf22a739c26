"""Card order of Tresillo: trump order per trump suit, plain-suit order, effective suit, who wins a baza
(``rules/tresillo.md §3``).

The orders are written once, as tables keyed by the trump suit letter (``"o"``, ``"c"``, ``"e"``, ``"b"``); every
rank, effective suit and strength below is read from them.

>>> from tutor.rules.cartas import parse_cartas, ESPANOLA
>>> " ".join(str(c) for c in orden_triunfos("e"))
'1e 2e 1b 12e 11e 10e 7e 6e 5e 4e 3e'
>>> str(carta_ganadora(parse_cartas("3e 1e 12e", ESPANOLA), "o"))
'1e'
"""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Joined, Message, Phrase, Reason, Ruling
from ..cartas import BARAJA_ESPANOLA, NOMBRES_PALOS_ESPANOLES, PALOS_ESPANOLES, CartaEspanola, parse_espanola
from .mano import NOMBRES_PALO, check_cartas, check_mano, check_triunfo
from .house_rules import TresilloHouseRules

TRIUNFO = "T"
"""Effective suit of every trump (``rules/tresillo.md §3.7``)."""

ROJOS = ("o", "c")
"""The red suits: their trump and plain orders differ from the black suits' (§3.3, §3.4)."""


def _cartas(texto: str) -> tuple[CartaEspanola, ...]:
    return tuple(parse_espanola(t) for t in texto.split())


def _orden_triunfos(t: str) -> tuple[CartaEspanola, ...]:
    # §3.3: espada, mala, basto, [punto], rey, caballo, sota, then the small trumps (reversed in black suits)
    if t in ROJOS:
        return _cartas(f"1e 7{t} 1b 1{t} 12{t} 11{t} 10{t} 2{t} 3{t} 4{t} 5{t} 6{t}")
    return _cartas(f"1e 2{t} 1b 12{t} 11{t} 10{t} 7{t} 6{t} 5{t} 4{t} 3{t}")


def _orden_palo(p: str) -> tuple[CartaEspanola, ...]:
    # §3.4: the order of a suit that is not trumps; a black ace is always a trump, never a plain card
    if p in ROJOS:
        return _cartas(f"12{p} 11{p} 10{p} 1{p} 2{p} 3{p} 4{p} 5{p} 6{p} 7{p}")
    return _cartas(f"12{p} 11{p} 10{p} 7{p} 6{p} 5{p} 4{p} 3{p} 2{p}")


_TRIUNFOS: dict[str, tuple[CartaEspanola, ...]] = {t: _orden_triunfos(t) for t in PALOS_ESPANOLES}
_PALOS: dict[tuple[str, str], tuple[CartaEspanola, ...]] = {
    (p, t): _orden_palo(p) for t in PALOS_ESPANOLES for p in PALOS_ESPANOLES if p != t
}
_RANGO_TRIUNFO: dict[str, dict[CartaEspanola, int]] = {
    t: {c: i + 1 for i, c in enumerate(orden)} for t, orden in _TRIUNFOS.items()
}
_RANGO_PALO: dict[str, dict[CartaEspanola, int]] = {
    t: {c: i + 1 for (p, tt), orden in _PALOS.items() if tt == t for i, c in enumerate(orden)} for t in PALOS_ESPANOLES
}
_PALO_EFECTIVO: dict[str, dict[CartaEspanola, str]] = {
    t: {c: TRIUNFO if c in _RANGO_TRIUNFO[t] else c.palo for c in BARAJA_ESPANOLA} for t in PALOS_ESPANOLES
}
# (effective suit, strength): any trump outranks any plain card; a bigger strength wins
_FUERZA: dict[str, dict[CartaEspanola, tuple[str, int]]] = {
    t: {
        c: (TRIUNFO, 100 - _RANGO_TRIUNFO[t][c]) if c in _RANGO_TRIUNFO[t] else (c.palo, 50 - _RANGO_PALO[t][c])
        for c in BARAJA_ESPANOLA
    }
    for t in PALOS_ESPANOLES
}


def _clave_orden(carta: CartaEspanola, triunfo: str) -> tuple[int, int]:
    # the order of ordenar(): trumps first, then oros, copas, espadas, bastos; each best first
    palo, f = _FUERZA[triunfo][carta]
    return (0 if palo == TRIUNFO else 1 + PALOS_ESPANOLES.index(palo)), -f


def orden_triunfos(triunfo: str) -> tuple[CartaEspanola, ...]:
    """The trumps of ``triunfo``, best first (``rules/tresillo.md §3.3``): 12 for oros/copas, 11 for espadas/bastos.

    Raises:
        InvalidSituation: ``triunfo`` is not a suit letter.
    """
    return _TRIUNFOS[check_triunfo(triunfo)]


def orden_palo(palo: str, triunfo: str) -> tuple[CartaEspanola, ...]:
    """The cards of plain suit ``palo`` when ``triunfo`` is trumps, best first (``rules/tresillo.md §3.4``):
    10 for oros/copas, 9 for espadas/bastos (their ace is always a trump).

    Raises:
        InvalidSituation: a bad suit letter, or ``palo`` is the trump suit (it has no plain order).
    """
    palo, triunfo = check_triunfo(palo, field="palo"), check_triunfo(triunfo)
    if palo == triunfo:
        raise InvalidSituation(f"{NOMBRES_PALOS_ESPANOLES['en'][palo]} is the trump suit: it has no plain order",
                               es=f"{NOMBRES_PALOS_ESPANOLES['es'][palo]} es el palo de triunfo: no se ordena como los "
                                  "palos que no son triunfo")
    return _PALOS[(palo, triunfo)]


def rango_triunfo(carta: CartaEspanola, triunfo: str) -> int | None:
    """1 (espada) … 12 or 11 for a trump, ``None`` for a plain card (``rules/tresillo.md §3.3``, §3.7)."""
    return _RANGO_TRIUNFO[triunfo].get(carta)


def rango_palo(carta: CartaEspanola, triunfo: str) -> int | None:
    """1 (rey) … 10 or 9 within its plain suit, ``None`` for a trump (``rules/tresillo.md §3.4``, §3.7)."""
    return _RANGO_PALO[triunfo].get(carta)


def palo_efectivo(carta: CartaEspanola, triunfo: str) -> str:
    """``"T"`` for a trump (``1e``, ``1b`` and every card of the trump suit), else the printed suit letter
    (``rules/tresillo.md §3.5``)."""
    return _PALO_EFECTIVO[triunfo][carta]


def es_matador(carta: CartaEspanola, triunfo: str) -> bool:
    """True for espada, mala and basto, the three top trumps (``rules/tresillo.md §4.1``)."""
    rango = _RANGO_TRIUNFO[triunfo].get(carta)
    return rango is not None and rango <= 3


def fuerza(carta: CartaEspanola, triunfo: str) -> tuple[str, int]:
    """``(effective suit, strength)``: a bigger strength beats a smaller one of the same effective suit, and any
    trump beats any plain card. For comparisons in play (``rules/tresillo.md §3.6``)."""
    return _FUERZA[triunfo][carta]


def _ganadora(fuerzas: Sequence[tuple[str, int]]) -> int:
    """The place of the card winning a baza so far, given each card's :func:`fuerza` in the order played (§3.6)."""
    mejor = 0
    palo, mejor_fuerza = fuerzas[0]
    for i in range(1, len(fuerzas)):
        p, f = fuerzas[i]
        if f > mejor_fuerza and (p == TRIUNFO or p == palo):
            mejor, mejor_fuerza = i, f
    return mejor


def carta_ganadora(cartas: Sequence[CartaEspanola], triunfo: str) -> CartaEspanola:
    """The card winning a baza so far: the highest trump, else the highest card of the suit led
    (``rules/tresillo.md §3.6``). No validation: callers pass 1–3 distinct cards and a suit letter."""
    return cartas[_ganadora([_FUERZA[triunfo][c] for c in cartas])]


_NOMBRES_TRIUNFOS = {1: ("la espada", "the espada"), 2: ("la mala", "the mala"), 3: ("el basto", "the basto")}
"""The names of the matadores by trump rank (§3.2); the punto is named apart (red trump suits only)."""


_NOMBRADA = Message("tresillo.carta.nombrada", "{es} ({carta})", "{en} ({carta})")
"""A card by its name with the card itself: "la mala (7o)"; for people "la mala (siete de copas)"."""
_NOMBRE = Message("tresillo.carta.nombre", "{es}", "{en}")
"""A plain card by number and suit, which already names it: "el rey de bastos" for people."""


def nombre(carta: CartaEspanola, triunfo: str) -> Phrase:
    """A card as a sentence names it, with the card: ``la mala (7o)`` / ``the mala (7o)`` (for people ``la mala
    (siete de copas)``); the matadores and the punto by their names (§3.2), any other card by number and suit
    (``el rey de bastos (12b)``, ``la sota de oros (10o)``; for people without the repeated name)."""
    rango = _RANGO_TRIUNFO[triunfo].get(carta)
    if rango in _NOMBRES_TRIUNFOS:
        es, en = _NOMBRES_TRIUNFOS[rango]
    elif rango == 4 and triunfo in ROJOS:
        es, en = "el punto", "the punto"
    else:
        es, en = ("la " if carta.numero == 10 else "el ") + carta.nombre("es"), "the " + carta.nombre("en")
        return Phrase(_NOMBRADA, {"es": es, "en": en, "carta": carta}, for_people=_NOMBRE)
    return Phrase(_NOMBRADA, {"es": es, "en": en, "carta": carta})


def nombre_al_empezar(carta: CartaEspanola, triunfo: str) -> Phrase:
    """:func:`nombre` at the start of a sentence: ``El basto (1b)`` / ``The basto (1b)``."""
    frase = nombre(carta, triunfo)
    return frase._replace(values={**frase.values, **{lang: frase.values[lang][0].upper() + frase.values[lang][1:]
                                                     for lang in ("es", "en")}})


def con_nombres(clave: str, cartas: Sequence[CartaEspanola], triunfo: str) -> dict[str, Joined]:
    """Message values ``<clave>_es`` and ``<clave>_en``: the cards named (:func:`nombre`) and joined with "y" /
    "and" (``la espada (1e) y el basto (1b)``); in JSON, that text."""
    nombres = [nombre(c, triunfo) for c in cartas]
    return {f"{clave}_es": Joined(nombres, ", ", " y ", "es"), f"{clave}_en": Joined(nombres, ", ", " and ", "en")}


_NOMBRES = {TRIUNFO: {"palo_es": "triunfo", "palo_en": "trumps"}, **NOMBRES_PALO}
"""Effective suit -> its names as message values (:data:`~.mano.NOMBRES_PALO` and the trumps' own)."""


# ---------------------------------------------------------------------------------------------- rulings

MSG_ORDEN_TRIUNFOS = Message(
    "tresillo.orden.triunfos",
    "Con triunfo {triunfo_es} hay {n} triunfos: las 10 cartas de {triunfo_es} {ases_es}, porque la espada (as de "
    "espadas) y el basto (as de bastos) son siempre triunfo. De mayor a menor: {orden}.",
    "With {triunfo_en} as trumps there are {n} trumps: the 10 cards of {triunfo_en} {ases_en}, since the espada "
    "(ace of swords) and the basto (ace of clubs) are always trumps. Best first: {orden}.",
)
MSG_ORDEN_PALOS = Message(
    "tresillo.orden.palos",
    "Los palos que no son triunfo van detrás, cada uno de mayor a menor: en oros y copas rey, caballo, sota, as, 2 … 7;"
    " en espadas y bastos rey, caballo, sota, 7 … 2.",
    "Plain suits come after, each best first: in coins and cups king, knight, jack, ace, 2 … 7;"
    " in swords and clubs king, knight, jack, 7 … 2.",
)
MSG_BAZA_SALIDA = Message(
    "tresillo.baza.salida",
    "Salió {salida_es}: la baza es de {palo_es}.",
    "The card led is {salida_en}: the trick is in {palo_en}.",
)
MSG_BAZA_SALIDA_SIEMPRE = Message(
    "tresillo.baza.salida_siempre_triunfo",
    "Salió {salida_es}, que es siempre triunfo, sea cual sea el palo de triunfo: la baza es de triunfo.",
    "The card led is {salida_en}, always a trump whatever the trump suit: the trick is in trumps.",
)
MSG_BAZA_TRIUNFO = Message(
    "tresillo.baza.triunfo",
    "Gana {gana_es}, el triunfo más alto jugado (el n.º {rango} de los triunfos).",
    "The winner is {gana_en}, the highest trump played (no. {rango} among the trumps).",
)
MSG_BAZA_PALO = Message(
    "tresillo.baza.palo",
    "No se jugó triunfo: gana {gana_es}, la carta más alta del palo de salida; las de otros palos nunca ganan.",
    "No trump was played: the winner is {gana_en}, the highest card of the suit led; cards of other suits never "
    "win.",
)


_ASES_AÑADIDOS = {
    **{t: {"ases_es": "más la espada y el basto", "ases_en": "plus the espada and the basto"} for t in ROJOS},
    "e": {"ases_es": "(la espada entre ellas) más el basto", "ases_en": "(the espada among them) plus the basto"},
    "b": {"ases_es": "(el basto entre ellas) más la espada", "ases_en": "(the basto among them) plus the espada"},
}
"""Trump suit -> how the espada and the basto join its ten cards (§3.2): both from outside for oros and copas."""


def _triunfo_values(triunfo: str) -> dict[str, str]:
    return {"triunfo": triunfo, "triunfo_es": NOMBRES_PALOS_ESPANOLES["es"][triunfo],
            "triunfo_en": NOMBRES_PALOS_ESPANOLES["en"][triunfo]}


def ordenar(cartas: Sequence, triunfo: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Sort cards best first for ``triunfo`` (``rules/tresillo.md §3.3–§3.4``).

    Trumps come first in trump order; then each plain suit in the order oros, copas, espadas, bastos, each best
    first (cards of different plain suits never beat each other, so there is no other order between them).

    Args:
        cartas: up to 40 distinct Spanish cards (cards or tokens).
        triunfo: the trump suit letter.
        house_rules: the house rules (unused: the order has no [R] reading; accepted for a uniform signature).

    Returns:
        Ruling whose answer is the list of cards, best first.

    Raises:
        InvalidSituation: a bad suit letter, a card outside the 40-card deck, or a card given twice.
    """
    triunfo = check_triunfo(triunfo)
    cartas = check_cartas(cartas, field="cartas")
    ordenadas = sorted(cartas, key=lambda c: _clave_orden(c, triunfo))
    reasons = (
        Reason("tresillo §3.3", MSG_ORDEN_TRIUNFOS,
               {**_triunfo_values(triunfo), "n": len(_TRIUNFOS[triunfo]), "orden": _TRIUNFOS[triunfo],
                **_ASES_AÑADIDOS[triunfo]}),
        Reason("tresillo §3.4", MSG_ORDEN_PALOS, {}),
    )
    return Ruling(ordenadas, reasons)


def ganador_baza(cartas: Sequence, triunfo: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Who wins a complete baza (``rules/tresillo.md §3.5–§3.6``).

    Args:
        cartas: the three cards in the order played (first = led), cards or tokens.
        triunfo: the trump suit letter.
        house_rules: the house rules (no [R] reading changes the winner; accepted for a uniform signature).

    Returns:
        Ruling with answer ``{"gana": card}``; reasons: the suit led (§3.5), then why the card wins (§3.6).

    Raises:
        InvalidSituation: not exactly three cards, a card outside the deck or given twice, a bad suit letter.
    """
    triunfo = check_triunfo(triunfo)
    cartas = _check_baza(cartas)
    fuerzas = [fuerza(c, triunfo) for c in cartas]
    i = _ganadora(fuerzas)
    gana, (palo_gana, fuerza_gana) = cartas[i], fuerzas[i]
    salida = cartas[0]
    palo = fuerzas[0][0]
    siempre = palo == TRIUNFO and salida.palo != triunfo  # the espada or the basto of a plain suit (§3.5)
    reasons = (
        Reason("tresillo §3.5", MSG_BAZA_SALIDA_SIEMPRE if siempre else MSG_BAZA_SALIDA,
               {"salida": salida, "palo": palo, **_NOMBRES[palo], **con_nombres("salida", (salida,), triunfo)}),
        # a trump's strength is 100 − its rank (_FUERZA)
        Reason("tresillo §3.6", MSG_BAZA_TRIUNFO,
               {"gana": gana, "rango": 100 - fuerza_gana, **con_nombres("gana", (gana,), triunfo)})
        if palo_gana == TRIUNFO else
        Reason("tresillo §3.6", MSG_BAZA_PALO, {"gana": gana, **con_nombres("gana", (gana,), triunfo)}),
    )
    return Ruling({"gana": gana}, reasons)


def _check_baza(cartas: Sequence) -> tuple[CartaEspanola, ...]:
    """A complete baza checked, as a tuple of cards (§3.1, §3.6).

    Raises:
        InvalidSituation: as :func:`ganador_baza`, the first fault found in this order: the cards (outside the deck,
            or one given twice), not exactly three cards.
    """
    cartas = check_mano(cartas, field="cartas")
    if len(cartas) != 3:
        raise InvalidSituation(f"a baza has exactly three cards, one per player, got {len(cartas)}", field="cartas",
                               es=f"una baza tiene exactamente tres cartas, una por jugador, pero esta tiene "
                                  f"{len(cartas)}")
    return cartas


__all__ = [
    "TRIUNFO", "orden_triunfos", "orden_palo", "rango_triunfo", "rango_palo", "palo_efectivo",
    "es_matador", "fuerza", "carta_ganadora", "ordenar", "ganador_baza", "nombre", "nombre_al_empezar", "con_nombres",
]
