"""Pinacle rescued comodines (``rules/pinacle.md §9``), with the blocking rule of §7.4. Standard library only."""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, reading_label, shown
from ..cartas import NOMBRES_RANGOS_PLURAL, CartaFrancesa
from .cartas import RESCATADO_DOS_ESCALERA, RESCATADO_JOKER, _check_copias, es_figura, valor_carta
from .escaleras import M_BLOQUEADO, _comodin_en, forma_escalera
from .house_rules import DEFAULT, PinacleHouseRules

M_RESCATE_SI = Message("pinacle.rescate.si",
                       "El {comodin} se rescata poniendo {sustituye}; queda cruzado sobre la misma combinación, no "
                       "se puede usar en otra y vale {puntos} puntos.",
                       "The {comodin} is rescued by placing {sustituye}; it stays crosswise on the same combination, "
                       "cannot be used elsewhere and is worth {puntos} points.")
M_RESCATE_DOS_TRIO = Message("pinacle.rescate.dos_trio",
                             "Un dos rescatado en un trío vale el doble de la carta que sustituye: 2 × {valor} = "
                             "{puntos}.",
                             "A 2 rescued from a trío is worth double the card it stood for: 2 × {valor} = {puntos}.")
M_RESCATE_DOS_OTROS = Message("pinacle.rescate.dos_otros",
                              "Un dos rescatado en un trío de {rango_es} no tiene premio especial (§9); cuenta "
                              "{puntos} puntos ({lectura_es}).",
                              "A 2 rescued from a trío of {rango_en} carries no special premium (§9); it counts "
                              "{puntos} points ({lectura_en}).")
M_RESCATE_INCOMPLETA = Message(
    "pinacle.rescate.escalera_incompleta",
    "La escalera aún no está completa, y también de ella se rescata un comodín de un extremo (lectura de Tapete; "
    "regla de la casa rescate_escalera_incompleta).",
    "The escalera is not complete yet, and an end comodín is rescued from it too (Tapete's reading; house rule "
    "rescate_escalera_incompleta).")
M_DIEZ_NO_FIGURA = Message("pinacle.rescate.diez_no_figura",
                            "Las figuras son el rey, la reina y la jota; el 10 no lo es (lectura de Tapete; regla "
                            "de la casa diez_es_figura).",
                            "The figuras are the king, the queen and the jack; the 10 is not one (Tapete's reading; "
                            "house rule diez_es_figura).")
M_NO_NATURAL = Message("pinacle.rescate.no_natural",
                       "Solo la carta natural que representa rescata un comodín; {sustituye} es un comodín.",
                       "Only the natural card it stands for rescues a comodín; {sustituye} is a comodín.")
M_OTRA_CARTA = Message("pinacle.rescate.otra_carta",
                       "El {comodin} representa {representa}: solo {representa} lo rescata, no {sustituye}.",
                       "The {comodin} stands for {representa}: only {representa} rescues it, not {sustituye}.")
M_INCOMPLETA_NO = Message("pinacle.rescate.incompleta",
                          "La regla de la casa solo permite rescatar comodines de una escalera completa.",
                          "The house rule allows rescuing comodines only from an escalera completa.")


def valor_rescatado(comodin: CartaFrancesa, combinacion: str, sustituye: CartaFrancesa,
                    house_rules: PinacleHouseRules = DEFAULT) -> tuple[int, Reason | None]:
    """Puntos of a rescued comodín (``rules/pinacle.md §9``) and the reason when it needs one of its own.

    Joker: 30; a 2 in an escalera: 30; a 2 in a trío: double the card it stood for (aces 30, figuras 20),
    otherwise ``house_rules.premio_dos_rescatado_otros`` (0 by default, §14 B3).
    """
    if comodin.es_joker:
        return RESCATADO_JOKER, None
    if combinacion == "escalera":
        return RESCATADO_DOS_ESCALERA, None
    if sustituye.rango == "A" or es_figura(sustituye.rango, house_rules):
        valor = valor_carta(sustituye, house_rules)
        return 2 * valor, Reason("pinacle §9", M_RESCATE_DOS_TRIO, {"valor": valor, "puntos": 2 * valor})
    puntos = house_rules.premio_dos_rescatado_otros
    return puntos, Reason("pinacle §14 B3", M_RESCATE_DOS_OTROS, {
        "rango": sustituye.rango, "rango_es": NOMBRES_RANGOS_PLURAL["es"][sustituye.rango],
        "rango_en": NOMBRES_RANGOS_PLURAL["en"][sustituye.rango], "puntos": puntos,
        **reading_label(house_rules, "premio_dos_rescatado_otros")})


def decidir_rescate(comodin: CartaFrancesa, combinacion: str, sustituye: CartaFrancesa, bloqueado: bool = False,
                    completa: bool | None = None, house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Can this comodín be rescued, and what is it worth? (``rules/pinacle.md §9``, §7.4, §14 B3, B4, B8)

    Args:
        comodin: the joker or 2 lying in the combination.
        combinacion: ``"escalera"`` or ``"trio"``.
        sustituye: the card placed to rescue it (the natural card it stands for).
        bloqueado: the comodín lies between two cards of an escalera (§7.4).
        completa: whether the escalera is complete; needed only when the house forbids rescues from incomplete
            escaleras (``rescate_escalera_incompleta=False``).

    Returns:
        Ruling with answer ``{"rescatable": bool, "puntos": int}`` (puntos 0 when not rescatable).

    Raises:
        InvalidSituation: ``comodin`` is not a joker or 2, unknown ``combinacion``, ``bloqueado`` for a trío, or
            ``completa`` missing when the house rule needs it.
    """
    if not comodin.es_comodin:
        raise InvalidSituation(f"{comodin} is not a comodín: only jokers and 2s are rescued (§9)", field="comodin",
                               es=f"{comodin} no es un comodín: solo se rescatan jokers y doses (§9)")
    if combinacion not in ("escalera", "trio"):
        raise InvalidSituation(f"combinacion must be 'escalera' or 'trio', got {combinacion!r}", field="combinacion",
                               es=f'combinacion debe ser "escalera" o "trio", pero es {shown(combinacion)}')
    if bloqueado and combinacion == "trio":
        raise InvalidSituation("only a comodín inside an escalera can be blocked, not one in a trío", field="bloqueado",
                               es="solo un comodín dentro de una escalera puede estar bloqueado, no uno de un trío")
    valores = {"comodin": comodin, "combinacion": combinacion, "sustituye": sustituye}
    no = {"rescatable": False, "puntos": 0}
    if sustituye.es_comodin:
        return Ruling(no, (Reason("pinacle §9", M_NO_NATURAL, valores),))
    if bloqueado:
        return Ruling(no, (Reason("pinacle §7.4", M_BLOQUEADO, valores),))
    if combinacion == "escalera" and not house_rules.rescate_escalera_incompleta:
        if completa is None:
            raise InvalidSituation("say whether the escalera is complete: the house rule allows rescues only from an "
                                   "escalera completa", field="completa",
                                   es="indica si la escalera está completa: la regla de la casa solo permite rescatar "
                                      "de una escalera completa")
        if not completa:
            return Ruling(no, (Reason("pinacle §14 B8", M_INCOMPLETA_NO, valores),))
    puntos, detalle = valor_rescatado(comodin, combinacion, sustituye, house_rules)
    razones = (Reason("pinacle §9", M_RESCATE_SI, {**valores, "puntos": puntos}),)
    if combinacion == "escalera" and completa is False:
        razones += (Reason("pinacle §14 B8", M_RESCATE_INCOMPLETA, {}),)
    if detalle is not None and detalle.rule == "pinacle §14 B3" and sustituye.rango == "10":
        razones += (Reason("pinacle §14 B4", M_DIEZ_NO_FIGURA, {}),)  # why a trío of 10s is not one of figuras
    return Ruling({"rescatable": True, "puntos": puntos}, razones + ((detalle,) if detalle else ()))


def rescatar_en_escalera(cartas: Sequence[CartaFrancesa], indice: int, carta: CartaFrancesa,
                         house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Place ``carta`` to rescue the comodín at ``cartas[indice]`` (``rules/pinacle.md §9``, §7.4, §7.5, §8.1).

    Returns:
        Ruling with answer ``{"rescatable": bool, "puntos": int}``: false for a blocked comodín, or when ``carta``
        is not the natural card the comodín stands for (e.g. the A at the top end, the 3 at the bottom end).

    Raises:
        InvalidSituation: as :func:`forma_escalera`, or ``indice`` is not a comodín of the escalera.
    """
    _check_copias({"cartas": tuple(cartas) + (carta,)}, house_rules)
    forma = forma_escalera(cartas, house_rules)
    comodin = _comodin_en(forma, indice)
    representa = forma.representa(indice)
    if not carta.es_comodin and carta != representa:
        return Ruling({"rescatable": False, "puntos": 0}, (Reason("pinacle §9", M_OTRA_CARTA, {
            "comodin": comodin, "representa": representa, "sustituye": carta}),))
    return decidir_rescate(comodin, "escalera", carta, indice in forma.bloqueados, forma.completa, house_rules)
