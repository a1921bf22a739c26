"""The play of the tricks: which cards a player may play given the baza so far (``rules/tresillo.md §8``).

Plain lead: follow the effective suit if you can, otherwise play anything (no obligation to trump nor to beat,
§8.2, unless the house rule ``obligacion_fallar`` is on). Trump lead: play a trump, except that a matador is never
forced out by a lower trump led; a higher matador led does force a lower one (§8.3, house rule
``privilegio_matadores``).

>>> from tutor.rules.cartas import parse_cartas, ESPANOLA
>>> r = jugadas_legales(parse_cartas("5c", ESPANOLA), parse_cartas("7c 12e 3o", ESPANOLA), "c")
>>> [str(c) for c in r.answer["legales"]]
['7c', '12e', '3o']
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling
from .mano import NOMBRES_PALO, check_distintas, check_mano, check_triunfo
from .orden import TRIUNFO, con_nombres, es_matador, nombre_al_empezar, palo_efectivo, rango_triunfo
from .house_rules import TresilloHouseRules
from .lecturas import lectura

MSG_SALIDA = Message(
    "tresillo.jugada.salida",
    "Es el primero en jugar a esta baza: puede jugar cualquier carta.",
    "He is first to play to this trick: any card is legal.",
)
MSG_NO_CUENTAN = Message(
    "tresillo.jugada.no_cuentan",
    "{carta} no sirve para asistir a {palo_es}: la espada y el basto son siempre triunfo.",
    "{carta} cannot follow {palo_en}: the espada and the basto are always trumps.",
)
MSG_ASISTIR = Message(
    "tresillo.jugada.asistir",
    "Salió {salida_es} y tiene {palo_es}: debe asistir con {legales}.",
    "The card led is {salida_en} and he holds {palo_en}: he must follow with {legales}.",
)
MSG_FALLO_LIBRE = Message(
    "tresillo.jugada.fallo_libre",
    "Salió {salida_es} y no tiene {palo_es}: puede jugar cualquier carta; no hay obligación de fallar ni de montar"
    "{lectura_es}.",
    "The card led is {salida_en} and he has no {palo_en}: any card is legal; there is no obligation to trump or "
    "to beat{lectura_en}.",
)
MSG_FALLO_OBLIGADO = Message(
    "tresillo.jugada.fallo_obligado",
    "Salió {salida_es} y no tiene {palo_es}; la regla de la casa obliga a fallar: debe jugar triunfo ({legales}).",
    "The card led is {salida_en} and he has no {palo_en}; the house rule requires trumping: he must play a trump "
    "({legales}).",
)
MSG_SIEMPRE_TRIUNFO = Message(
    "tresillo.jugada.siempre_triunfo",
    "Salió {salida_es}, que es siempre triunfo, sea cual sea el palo de triunfo: es un arrastre.",
    "The card led is {salida_en}, always a trump whatever the trump suit: trumps were led.",
)
MSG_SIN_TRIUNFO = Message(
    "tresillo.jugada.sin_triunfo",
    "Se arrastró con {salida_es} y no tiene triunfos: puede jugar cualquier carta.",
    "Trumps were led with {salida_en} and he has none: any card is legal.",
)
MSG_ARRASTRE = Message(
    "tresillo.jugada.arrastre",
    "Se arrastró con {salida_es} y tiene triunfos obligados ({obligados}): debe jugar triunfo ({legales}).",
    "Trumps were led with {salida_en} and he holds obliged trumps ({obligados}): he must play a trump ({legales}).",
)
MSG_FORZADO = Message(
    "tresillo.jugada.matador_forzado",
    "Un matador sí es forzado por un matador superior: {forzados_es}, por {salida_es} (lectura de Tapete; regla de "
    "la casa privilegio_matadores).",
    "A matador is forced by a higher matador: {forzados_en}, by {salida_en} (Tapete's reading; house rule "
    "privilegio_matadores).",
)
MSG_FALLO_MATADORES = Message(
    "tresillo.jugada.fallo_matadores",
    "Salió {salida_es} y no tiene {palo_es}: tendría que fallar (regla de la casa obligacion_fallar), pero sus únicos "
    "triunfos son matadores, que una carta de otro palo no obliga{lectura_es}: {privilegiados_es}. Puede jugar "
    "cualquier carta.",
    "The card led is {salida_en} and he has no {palo_en}: he would have to trump (house rule obligacion_fallar), but his only "
    "trumps are matadores, which a card of another suit never forces{lectura_en}: {privilegiados_en}. Any card is "
    "legal.",
)
MSG_PRIVILEGIO = Message(
    "tresillo.jugada.privilegio",
    "El triunfo de salida, {salida_es}, no obliga a un matador superior{lectura_es}: {privilegiados_es}.",
    "A matador higher than the trump led, {salida_en}, is never forced out{lectura_en}: {privilegiados_en}.",
)
MSG_PRIVILEGIO_OPCIONAL = Message(
    "tresillo.jugada.privilegio_opcional",
    "El triunfo de salida, {salida_es}, no obliga a un matador superior{lectura_es}, pero puede jugarse si se "
    "quiere: {privilegiados_es}.",
    "A matador higher than the trump led, {salida_en}, is never forced out{lectura_en}, but he may play it if he "
    "likes: {privilegiados_en}.",
)
"""The privilege beside obliged trumps: the matador is among the legal cards all the same (§8.3, last sentence)."""
MSG_SOLO_PRIVILEGIADOS = Message(
    "tresillo.jugada.solo_privilegiados",
    "Sus únicos triunfos son matadores privilegiados: puede jugar cualquier carta.",
    "His only trumps are privileged matadores: any card is legal.",
)


def _privilegiados(triunfos, salida, triunfo: str, modo: str) -> tuple:
    """Matadores in ``triunfos`` that a trump lead of ``salida`` does not force (§8.3, A23)."""
    if modo == "sin_privilegio":
        return ()
    matadores = tuple(c for c in triunfos if es_matador(c, triunfo))
    if modo == "nunca_forzado":
        return matadores
    return tuple(c for c in matadores if rango_triunfo(c, triunfo) < rango_triunfo(salida, triunfo))


def _plain_lead(baza, mano, triunfo, house_rules):
    salida = baza[0]
    palo = palo_efectivo(salida, triunfo)
    nombres = NOMBRES_PALO[palo]
    values = {"salida": salida, **nombres, **con_nombres("salida", (salida,), triunfo)}
    reasons = []
    # the espada or the basto of the suit led, a plain suit: one card at most
    escondidos = tuple(c for c in mano if c.palo == palo and palo_efectivo(c, triunfo) == TRIUNFO)
    if escondidos:
        reasons.append(Reason("tresillo §3.5", MSG_NO_CUENTAN,
                              {"cartas": escondidos, **nombres, "carta": nombre_al_empezar(escondidos[0], triunfo)}))
    mismas = tuple(c for c in mano if palo_efectivo(c, triunfo) == palo)
    if mismas:
        reasons.append(Reason("tresillo §8.2", MSG_ASISTIR, {**values, "legales": mismas}))
        return mismas, reasons
    triunfos = tuple(c for c in mano if palo_efectivo(c, triunfo) == TRIUNFO)
    if house_rules.obligacion_fallar and triunfos:
        # a plain card led is lower than any matador, so privileged matadores alone are never forced
        privilegiados = () if house_rules.privilegio_matadores == "sin_privilegio" else \
            tuple(c for c in triunfos if es_matador(c, triunfo))
        if len(privilegiados) < len(triunfos):
            reasons.append(Reason("tresillo §8.2", MSG_FALLO_OBLIGADO, {**values, "legales": triunfos}))
            return triunfos, reasons
        reasons.append(_privilegio(privilegiados, salida, triunfo, house_rules, MSG_FALLO_MATADORES, values))
        return mano, reasons
    reasons.append(Reason("tresillo §8.2", MSG_FALLO_LIBRE,
                          {**values, **lectura(house_rules, "obligacion_fallar")}))
    return mano, reasons


def _privilegio(privilegiados, salida, triunfo: str, house_rules, message: Message = MSG_PRIVILEGIO,
                values=MappingProxyType({})) -> Reason:
    return Reason("tresillo §8.3", message, {**values, "privilegiados": privilegiados, "salida": salida,
                                             **lectura(house_rules, "privilegio_matadores"),
                                             **con_nombres("privilegiados", privilegiados, triunfo),
                                             **con_nombres("salida", (salida,), triunfo)})


def _trump_lead(baza, mano, triunfo, house_rules):
    salida = baza[0]
    nombrada = con_nombres("salida", (salida,), triunfo)
    # the espada or the basto led while their printed suit is plain: a trump lead all the same (§3.5)
    reasons = [Reason("tresillo §3.5", MSG_SIEMPRE_TRIUNFO, {"salida": salida, **nombrada})] \
        if salida.palo != triunfo else []
    triunfos = tuple(c for c in mano if palo_efectivo(c, triunfo) == TRIUNFO)
    if not triunfos:
        return mano, reasons + [Reason("tresillo §8.3", MSG_SIN_TRIUNFO, {"salida": salida, **nombrada})]
    privilegiados = _privilegiados(triunfos, salida, triunfo, house_rules.privilegio_matadores)
    obligados = tuple(c for c in triunfos if c not in privilegiados)
    if not obligados:
        reasons.append(_privilegio(privilegiados, salida, triunfo, house_rules))
        reasons.append(Reason("tresillo §8.3", MSG_SOLO_PRIVILEGIADOS, {"privilegiados": privilegiados}))
        return mano, reasons
    reasons.append(Reason("tresillo §8.3", MSG_ARRASTRE,
                          {"salida": salida, "obligados": obligados, "legales": triunfos, **nombrada}))
    forzados = tuple(c for c in obligados if es_matador(c, triunfo))
    if forzados and house_rules.privilegio_matadores == "forzado_por_superior":
        reasons.append(Reason("tresillo §8.3", MSG_FORZADO, {"forzados": forzados, "salida": salida, **nombrada,
                                                             **con_nombres("forzados", forzados, triunfo)}))
    if privilegiados:
        reasons.append(_privilegio(privilegiados, salida, triunfo, house_rules, MSG_PRIVILEGIO_OPCIONAL))
    return triunfos, reasons


def jugadas_legales(baza: Sequence, mano: Sequence, triunfo: str,
                    house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """The cards a player may play to the current baza (``rules/tresillo.md §8.1–§8.4``).

    Args:
        baza: cards already played to this trick, first = led (0, 1 or 2 cards, or their tokens).
        mano: the player's cards (1–9).
        triunfo: the trump suit letter.
        house_rules: ``privilegio_matadores`` (A23) and ``obligacion_fallar`` (A24) apply.

    Returns:
        Ruling with answer ``{"legales": [cards]}`` in the order of ``mano``: never empty, always a subset of it. A
        card of the hand he may not play is answered, not refused: it is left out, and the reasons give the rule.

    Raises:
        InvalidSituation: a baza and a hand the play could never produce (``tutor.rules.tresillo``: the table is
            refused, a proposal answered): a bad suit, a card outside the deck, a card twice (within or across baza
            and mano), an empty hand, more than nine cards, or a baza that already holds three cards.
    """
    triunfo = check_triunfo(triunfo)
    baza, mano = _check(baza, mano)
    if not baza:
        return Ruling({"legales": mano}, (Reason("tresillo §8.1", MSG_SALIDA, {}),))
    lead = _trump_lead if palo_efectivo(baza[0], triunfo) == TRIUNFO else _plain_lead
    legales, reasons = lead(baza, mano, triunfo, house_rules)
    return Ruling({"legales": legales}, tuple(reasons))


def _check(baza: Sequence, mano: Sequence) -> tuple[tuple, tuple]:
    """The baza and the hand checked, as tuples of cards (§3.1, §8.1).

    Raises:
        InvalidSituation: as :func:`jugadas_legales`, the first fault found in this order: the baza's cards, the
            hand's cards, a full baza, an empty hand, a card both in the baza and in the hand.
    """
    baza = check_mano(baza, field="baza")
    mano = check_mano(mano, field="mano")
    if len(baza) > 2:
        raise InvalidSituation(f"the baza already holds {len(baza)} cards: nobody is left to play to it", field="baza",
                               es=f"la baza ya tiene {len(baza)} cartas: no queda nadie por jugar a ella")
    if not mano:
        raise InvalidSituation("the player has no cards left to play", field="mano",
                               es="la mano está vacía: no quedan cartas por jugar")
    check_distintas(baza, mano, field="mano", nombres=("baza", "mano"))
    return baza, mano


__all__ = ["jugadas_legales"]
