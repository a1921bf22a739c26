"""Matadores, estuches and contraestuche, counted on the jugador's nine cards (``rules/tresillo.md §4``).

With the recommended reading (A7, house rule ``estuche_minimo`` = 3): holding espada, mala and basto, the
estuches are the run of trumps held from the espada down; holding none of them, the contraestuche is the run of
top trumps missing; holding one or two, both are 0. One tanto each (§13.4).

>>> from tutor.rules.cartas import parse_cartas, ESPANOLA
>>> cuenta_estuches(parse_cartas("1e 7o 1b 1o 12o 3o", ESPANOLA), "o")
(5, 0)
"""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling
from .mano import check_cartas, check_mano, check_triunfo
from .orden import con_nombres, orden_triunfos
from .house_rules import TresilloHouseRules
from .lecturas import lectura

MSG_ESTUCHES = Message(
    "tresillo.estuches.estuches",
    "Tiene los {minimo} triunfos más altos y sigue la racha desde la espada: {cartas}; son {n} estuches{lectura_es}.",
    "He holds the top {minimo} trumps and the run from the espada goes on: {cartas}; that is {n} estuches"
    "{lectura_en}.",
)
MSG_CONTRAESTUCHE = Message(
    "tresillo.estuches.contraestuche",
    "No tiene ninguno de los {minimo} triunfos más altos; le faltan seguidos desde la espada: {cartas};"
    " contraestuche {n}{lectura_es}.",
    "He holds none of the top {minimo} trumps; missing in a row from the espada: {cartas}; contraestuche {n}"
    "{lectura_en}.",
)
MSG_MIXTO = Message(
    "tresillo.estuches.mixto",
    "De los {minimo} triunfos más altos tiene {tiene_es}, pero le {n_faltan:falta|faltan} {faltan_es}: ni "
    "estuches ni contraestuche{lectura_es}.",
    "Of the top {minimo} trumps he holds {tiene_en}, but lacks {faltan_en}: no estuches, no contraestuche"
    "{lectura_en}.",
)
MSG_DESCARTE = Message(
    "tresillo.estuches.descarte",
    "Se cuentan sobre las nueve cartas con que juega, ya hecho el descarte (lectura de Tapete, sin ajuste): aparta "
    "{descarte} y roba {robadas}, así que juega con {mano}.",
    "They are counted on the nine cards he plays with, after his exchange (Tapete's reading, no setting): he lays "
    "aside {descarte} and draws {robadas}, so he plays with {mano}.",
)
MSG_CORTA = Message(
    "tresillo.estuches.corta",
    "La racha se corta en {carta_es}, que no tiene.",
    "The run stops at {carta_en}, which he does not hold.",
)
MSG_CORTA_CONTRA = Message(
    "tresillo.estuches.corta_contra",
    "La racha se corta en {carta_es}, que sí tiene.",
    "The run stops at {carta_en}, which he does hold.",
)


def _racha(orden, mano, tenidas: bool) -> int:
    n = 0
    while n < len(orden) and (orden[n] in mano) is tenidas:
        n += 1
    return n


def cuenta_estuches(mano: Sequence, triunfo: str, minimo: int = 3) -> tuple[int, int]:
    """``(estuches, contraestuche)`` for a set of cards (``rules/tresillo.md §4.3``), without validation.

    Args:
        mano: cards (normally the jugador's nine cards).
        triunfo: the trump suit letter.
        minimo: top trumps that must all be held / all be missing before a run counts (A7; 3 = the matadores).
    """
    orden = orden_triunfos(triunfo)
    tenidas = frozenset(mano)
    top = orden[:minimo]
    if all(c in tenidas for c in top):
        return _racha(orden, tenidas, True), 0
    if not any(c in tenidas for c in top):
        return 0, _racha(orden, tenidas, False)
    return 0, 0


def tras_descarte(mano: Sequence, descarte: Sequence, robadas: Sequence) -> tuple:
    """The nine cards the jugador plays with after his exchange (``rules/tresillo.md §7.2–§7.3``): the dealt hand
    without the cards laid aside, then the cards drawn.

    Args:
        mano: his nine cards as dealt (cards or tokens).
        descarte: the cards he lays aside, each from ``mano``; at least one (§7.2, A15).
        robadas: as many cards drawn from the baceta, none of them in ``mano``.

    Returns:
        The nine cards, as a tuple of cards.

    Raises:
        InvalidSituation: a hand that is not nine distinct cards of the deck; a discard not in the hand; a card
            drawn that he already holds; no card exchanged, or not as many drawn as laid aside.
    """
    mano = check_mano(mano, n=9, field="mano")
    descarte = check_cartas(descarte, field="descarte")
    robadas = check_cartas(robadas, field="robadas")
    fuera = [str(c) for c in descarte if c not in mano]
    if fuera:
        raise InvalidSituation(f"descarte: {' '.join(fuera)} not in the dealt hand (mano)", field="descarte",
                               es=f"descarte: {' '.join(fuera)} no está en la mano repartida (mano)")
    repetidas = [str(c) for c in robadas if c in mano]
    if repetidas:
        raise InvalidSituation(f"robadas: {' '.join(repetidas)} already in the dealt hand (mano)", field="robadas",
                               es=f"robadas: {' '.join(repetidas)} ya está en la mano repartida (mano)")
    if not descarte or len(descarte) != len(robadas):
        raise InvalidSituation(
            f"an exchange lays aside at least one card and draws as many: {len(descarte)} laid aside, "
            f"{len(robadas)} drawn (§7.2)", field="robadas",
            es=f"en el descarte se aparta al menos una carta y se roban otras tantas, pero aparta {len(descarte)} y "
               f"roba {len(robadas)} (§7.2)")
    return tuple(c for c in mano if c not in descarte) + robadas


def estuches(mano: Sequence, triunfo: str, house_rules: TresilloHouseRules = TresilloHouseRules(),
             descarte: Sequence = (), robadas: Sequence = ()) -> Ruling:
    """Estuches and contraestuche of the jugador's final hand (``rules/tresillo.md §4.3–§4.4``): counted on the nine
    cards he plays with, after his exchange (§4.3, §7).

    Args:
        mano: the jugador's nine cards (cards or tokens): after his exchange, or as dealt when ``descarte`` and
            ``robadas`` are given.
        triunfo: the trump suit letter.
        house_rules: ``estuche_minimo`` (A7) applies.
        descarte, robadas: his exchange (see :func:`tras_descarte`); both empty when he exchanged nothing or
            ``mano`` is already his final hand.

    Returns:
        Ruling with answer ``{"estuches": int, "contraestuche": int}`` (each worth 1 tanto, §13.4); when an exchange
        is given, the first reason says which nine cards are counted.

    Raises:
        InvalidSituation: not exactly nine cards, a card outside the deck or twice, a bad suit letter, an exchange
            :func:`tras_descarte` refuses.
    """
    triunfo = check_triunfo(triunfo)
    reasons = []
    if descarte or robadas:
        final = tras_descarte(mano, descarte, robadas)
        reasons.append(Reason("tresillo §4.3", MSG_DESCARTE, {
            "descarte": check_cartas(descarte), "robadas": check_cartas(robadas), "mano": final}))
        mano = final
    mano = check_mano(mano, n=9, field="mano")
    minimo = house_rules.estuche_minimo
    orden = orden_triunfos(triunfo)
    top = orden[:minimo]
    e, c = cuenta_estuches(mano, triunfo, minimo)
    etiqueta = lectura(house_rules, "estuche_minimo")  # A7
    if e:
        reasons.append(Reason("tresillo §4.3", MSG_ESTUCHES, {"minimo": minimo, "cartas": orden[:e], "n": e,
                                                               **etiqueta}))
    elif c:
        reasons.append(Reason("tresillo §4.3", MSG_CONTRAESTUCHE, {"minimo": minimo, "cartas": orden[:c], "n": c,
                                                                    **etiqueta}))
    else:
        tiene = tuple(x for x in top if x in mano)
        faltan = tuple(x for x in top if x not in mano)
        reasons.append(Reason("tresillo §4.3", MSG_MIXTO, {
            "minimo": minimo, "tiene": tiene, "faltan": faltan, "n_faltan": len(faltan), **etiqueta,
            **con_nombres("tiene", tiene, triunfo), **con_nombres("faltan", faltan, triunfo)}))
    corte = e or c
    if corte and corte < len(orden):
        reasons.append(Reason("tresillo §4.3", MSG_CORTA if e else MSG_CORTA_CONTRA,
                              {"carta": orden[corte], **con_nombres("carta", (orden[corte],), triunfo)}))
    return Ruling({"estuches": e, "contraestuche": c}, tuple(reasons))


__all__ = ["cuenta_estuches", "estuches", "tras_descarte"]
