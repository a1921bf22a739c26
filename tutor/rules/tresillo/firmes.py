"""Cartas firmes: plain cards that only a trump can beat, and their category (``rules/tresillo.md §12``).

A run is a maximal sequence of the player's cards in the plain order of §3.4 once cards known to be out of play are
removed; with ``h`` live cards above it, a run of ``r`` cards gives ``r − h`` firmes of category ``h + 1`` (§12.4).
Categories above 3 are not defined by the rulebook and are not reported. The firmes listed are the top cards of
each run (of a run of three with the rey live, the caballo… is firme after the rey has fallen).

>>> from tutor.rules.cartas import parse_cartas, ESPANOLA
>>> grupos_palo(parse_cartas("11e 10e 7e", ESPANOLA), "e", "o")
[(2, 2)]
"""

from __future__ import annotations

from typing import Sequence

from ..base import Message, Reason, Ruling
from ..cartas import PALOS_ESPANOLES
from .mano import NOMBRES_PALO, check_cartas, check_distintas, check_mano, check_triunfo
from .orden import TRIUNFO, orden_palo, palo_efectivo
from .house_rules import TresilloHouseRules

MAX_CATEGORIA = 3

MSG_GRUPO = Message(
    "tresillo.firmes.grupo",
    "En {palo_es}, {cartas}: {n} {n:firme|firmes} de {categoria}ª categoría ({vivas} {vivas:carta más alta aún|"
    "cartas más altas aún} en juego).",
    "In {palo_en}, {cartas}: {n} {n:firme|firmes} of category {categoria} ({vivas} higher {vivas:card|cards} still "
    "live).",
)
MSG_RACHA = Message(
    "tresillo.firmes.racha",
    "En {palo_es}, la racha {racha} tiene {r} {r:carta|cartas} y por encima {vivas} {vivas:carta|cartas} aún en "
    "juego ({mas_altas}): {r} − {vivas} = {n} {n:firme|firmes} de {categoria}ª categoría: {cartas}.",
    "In {palo_en}, the run {racha} has {r} {r:card|cards}, with {vivas} higher {vivas:card|cards} still live above "
    "it ({mas_altas}): {r} − {vivas} = {n} {n:firme|firmes} of category {categoria}: {cartas}.",
)
MSG_RACHA_ARRIBA = Message(
    "tresillo.firmes.racha_arriba",
    "En {palo_es}, la racha {racha} no tiene por encima ninguna carta aún en juego: {n} {n:firme|firmes} de 1ª "
    "categoría.",
    "In {palo_en}, the run {racha} has no card still live above it: {n} {n:firme|firmes} of category 1.",
)
MSG_FUERA = Message(
    "tresillo.firmes.fuera",
    "Fuera de juego y sin necesidad de aparecer: {cartas}.",
    "Out of play, so they need not appear: {cartas}.",
)
MSG_NINGUNA = Message(
    "tresillo.firmes.ninguna",
    "Ninguna de sus cartas de palo es firme de 1ª, 2ª o 3ª categoría.",
    "None of his plain cards is a firme of category 1, 2 or 3.",
)
MSG_TRIUNFOS = Message(
    "tresillo.firmes.triunfos",
    "Los triunfos nunca se llaman firmes: {cartas}.",
    "Trumps are never called firmes: {cartas}.",
)
MSG_GLOBAL = Message(
    "tresillo.firmes.global",
    "Regla de la casa firmes_metodo: firmes contadas sobre todo el palo (cartas propias menos cartas más altas vivas).",
    "House rule firmes_metodo: firmes counted over the whole suit (own cards minus live higher cards).",
)


def _rachas(orden: tuple, mano, fuera) -> list[tuple[tuple, tuple]]:
    """Runs of own cards as ``(cards, live higher cards)``, best first (§12.4), in the plain order ``orden`` of
    one suit; ``mano`` and ``fuera`` are sets of cards. The cards below the last own card change nothing."""
    propias = [i for i, c in enumerate(orden) if c in mano]
    if not propias:
        return []
    rachas, vivas, run = [], [], []
    for carta in orden[:propias[-1] + 1]:
        if carta in fuera:
            continue
        if carta in mano:
            run.append(carta)
            continue
        if run:
            rachas.append((tuple(run), tuple(vivas)))
            run = []
        vivas.append(carta)
    if run:
        rachas.append((tuple(run), tuple(vivas)))
    return rachas


def _firmes_rachas(rachas) -> list[tuple[tuple, int, int, tuple, tuple]]:
    """``(firm cards, category, live higher, run, the live higher cards)`` per run: the top ``r − h`` cards of
    each run."""
    out = []
    for cartas, vivas in rachas:
        n = len(cartas) - len(vivas)
        if n > 0 and len(vivas) < MAX_CATEGORIA:
            out.append((cartas[:n], len(vivas) + 1, len(vivas), cartas, vivas))
    return out


def _firmes_global(rachas) -> list[tuple[tuple, int, int, None, None]]:
    """A16 alternative: the i-th own card (best first) with h live cards above it makes the firmes total
    ``max(previous, i − h)``; each new firme has category h + 1 and is the next own card from the top (no single
    run makes a group: its run is ``None``)."""
    propias = [(c, len(vivas)) for cartas, vivas in rachas for c in cartas]
    out, total = [], 0
    for i, (_, vivas) in enumerate(propias, start=1):
        nuevas = i - vivas - total
        if nuevas > 0:
            cartas = tuple(c for c, _ in propias[total:total + nuevas])
            if out and out[-1][1] == vivas + 1:       # same category as the group before: one group
                out[-1] = (out[-1][0] + cartas, vivas + 1, vivas, None, None)
            elif vivas < MAX_CATEGORIA:
                out.append((cartas, vivas + 1, vivas, None, None))
            total += nuevas
    return out


def _razon_grupo(palo: str, cartas: tuple, categoria: int, vivas: int, racha, mas_altas) -> Reason:
    """Why a group of cards are firmes of ``categoria``: the run that makes them and the live cards above it
    (§12.2, §12.4), or, counted over the whole suit (A16), the live cards above them."""
    values = {**NOMBRES_PALO[palo], "cartas": cartas, "n": len(cartas), "categoria": categoria, "vivas": vivas}
    if racha is None:
        return Reason("tresillo §12.2", MSG_GRUPO, values)
    values.update(racha=racha, r=len(racha), mas_altas=mas_altas)
    return Reason("tresillo §12.2", MSG_RACHA if vivas else MSG_RACHA_ARRIBA, values)


def grupos_palo(mano: Sequence, palo: str, triunfo: str, fuera: Sequence = (), metodo: str = "rachas") -> list:
    """``[(count, category), …]`` for one plain suit, as in the table of §12.5. No validation.

    Args:
        mano: the player's cards; cards of other suits are ignored.
        palo: a plain suit letter (not ``triunfo``).
        triunfo: the trump suit letter.
        fuera: cards known to be in nobody's hand.
        metodo: ``"rachas"`` (§12.4) or ``"global"`` (A16 alternative).
    """
    rachas = _rachas(orden_palo(palo, triunfo), frozenset(mano), frozenset(fuera))
    calc = _firmes_rachas if metodo == "rachas" else _firmes_global
    return [(len(c), cat) for c, cat, *_ in calc(rachas)]


def firmes(mano: Sequence, triunfo: str, fuera: Sequence = (),
           house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """The firmes of a hand and their categories (``rules/tresillo.md §12``).

    Args:
        mano: the player's cards (up to nine; cards or tokens).
        triunfo: the trump suit letter.
        fuera: cards known to be out of play: tricks played, own discards, baceta cards seen (§12.3).
        house_rules: ``firmes_metodo`` (A16) applies.

    Returns:
        Ruling with answer ``{"firmes": [{"carta": card, "categoria": 1 | 2 | 3}, …]}``, suits in the order oros,
        copas, espadas, bastos, each best first.

    Raises:
        InvalidSituation: a bad suit, a card outside the deck, more than nine cards, a card twice (also a card both
            in the hand and out of play).
    """
    triunfo = check_triunfo(triunfo)
    mano, fuera = _check(mano, fuera)
    tenidas, muertas = frozenset(mano), frozenset(fuera)
    calc = _firmes_rachas if house_rules.firmes_metodo == "rachas" else _firmes_global
    answer, reasons, muertas_usadas = [], [], []
    if house_rules.firmes_metodo == "global":
        reasons.append(Reason("tresillo §16 A16", MSG_GLOBAL, {}))
    inicio = len(reasons)
    for palo in PALOS_ESPANOLES:
        if palo == triunfo:
            continue
        orden = orden_palo(palo, triunfo)
        rachas = _rachas(orden, tenidas, muertas)
        if rachas and muertas:
            primera = orden.index(rachas[-1][0][-1])
            muertas_usadas += [c for c in orden[:primera] if c in muertas]
        for cartas, categoria, vivas, racha, mas_altas in calc(rachas):
            answer += [{"carta": c, "categoria": categoria} for c in cartas]
            reasons.append(_razon_grupo(palo, cartas, categoria, vivas, racha, mas_altas))
    if muertas_usadas and answer:  # said first: they are why a run has fewer live cards above it
        reasons.insert(inicio, Reason("tresillo §12.3", MSG_FUERA, {"cartas": tuple(muertas_usadas)}))
    if not answer:
        reasons.append(Reason("tresillo §12.4", MSG_NINGUNA, {}))
    triunfos = tuple(c for c in mano if palo_efectivo(c, triunfo) == TRIUNFO)
    if triunfos:
        reasons.append(Reason("tresillo §12.1", MSG_TRIUNFOS, {"cartas": triunfos}))
    return Ruling({"firmes": answer}, tuple(reasons))


def _check(mano: Sequence, fuera: Sequence) -> tuple[tuple, tuple]:
    """The hand and the cards out of play checked, as tuples of cards (§12.3).

    Raises:
        InvalidSituation: as :func:`firmes`, the first fault found in this order: the hand's cards, the cards out
            of play, a card both in the hand and out of play.
    """
    mano = check_mano(mano, field="mano")
    fuera = check_cartas(fuera, field="fuera")
    check_distintas(mano, fuera, field="fuera", nombres=("mano", "fuera"))
    return mano, fuera


__all__ = ["firmes", "grupos_palo", "MAX_CATEGORIA"]
