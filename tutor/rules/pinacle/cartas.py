"""Pinacle's cards (``rules/pinacle.md §2``): order, the values that are known, deck limits, rescued comodines.

Shared by the other Pinacle modules. Standard library only.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..base import InvalidSituation, Joined, Message, Phrase, Reason, cuenta
from ..cartas import CARTAS_FRANCESAS, FRANCESA, SIMBOLOS, CartaFrancesa, check_copias_en
from .house_rules import DEFAULT, PinacleHouseRules

ORDEN = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")
"""Natural ranks, high to low (§2). The 2 is never natural: it is a comodín."""
ORDEN_ESCALERA = ORDEN[::-1]
"""The twelve escalera positions, lowest first: 3 … A (§7.1). There is no A-2-3 (§14 B10)."""
VALORES_CONOCIDOS = {"A": 15, "K": 10, "Q": 10, "J": 10}
"""The only card values the readable rulebook fixes, in puntos (§2, through §9)."""
ESCALERA_COMPLETA = {"limpia": 1000, "semilimpia_1": 800, "semilimpia_2": 750, "sucia": 500}
"""Fixed values of the escalera completa, cards included (§8.1)."""
RESCATADO_JOKER = 30
"""Puntos of a rescued joker, anywhere (§9)."""
RESCATADO_DOS_ESCALERA = 30
"""Puntos of a 2 rescued from an escalera (§9); from a trío it is double the card it stood for."""
META_PARTIDA = 1500
"""Puntos a partnership needs to win the partida (§3, §11)."""

_POS = {rango: i for i, rango in enumerate(ORDEN_ESCALERA)}
_NATURAL = {(i, c.palo): c for c in CARTAS_FRANCESAS if not c.es_comodin for i in (_POS[c.rango],)}


def es_figura(rango: str, house_rules: PinacleHouseRules = DEFAULT) -> bool:
    """True for K, Q, J (and 10 when ``house_rules.diez_es_figura``) — §1, §14 B4."""
    return rango in ("K", "Q", "J") or (rango == "10" and house_rules.diez_es_figura)


def valor_carta(carta: CartaFrancesa, house_rules: PinacleHouseRules = DEFAULT) -> int:
    """The card value in puntos, where the rulebook fixes it (``rules/pinacle.md §2``): A = 15, figura = 10.

    Raises:
        InvalidSituation: any other card (10…3, 2, joker): its value is on the missing page 1 (§14 B1).
    """
    if carta.rango == "A" or es_figura(carta.rango, house_rules):
        return VALORES_CONOCIDOS.get(carta.rango, VALORES_CONOCIDOS["K"])  # a 10 counted as figura is worth 10
    raise InvalidSituation(f"the value of {carta} is not known: Pinacle card values other than the ace (15) and "
                           "the figuras (10) are on the missing page 1 of the rulebook (rules/pinacle.md §2, §14 B1)",
                           es=f"no se conoce el valor de {carta}: los valores de las cartas del Pinacle, salvo el as "
                              "(15) y las figuras (10), están en la página 1 del reglamento, que falta "
                              "(rules/pinacle.md §2, §14 B1)")


def _check_copias(campos: Mapping[str, Sequence[CartaFrancesa]], house_rules: PinacleHouseRules) -> None:
    """Refuse more copies of a card, or more jokers, than the packs in play hold (§2, house rules ``barajas`` and
    ``jokers_por_baraja``); the error names the field(s) holding the card (:func:`~tutor.rules.cartas.check_copias_en`)."""
    check_copias_en(campos, FRANCESA, house_rules.barajas, house_rules.jokers_por_baraja)


def _check_rescatados(rescatados, naturales: int, campo: str = "rescatados") -> None:
    for c in rescatados:
        if not c.es_comodin:
            raise InvalidSituation(f"{c} is not a comodín: only a joker or a 2 can lie crosswise as a rescued comodín "
                                   "(§9)", field=campo,
                                   es=f"{c} no es un comodín: solo un joker o un 2 puede estar atravesado como "
                                      "comodín rescatado (§9)")
    if len(rescatados) > naturales:
        raise InvalidSituation(f"{len(rescatados)} rescued comodines but only {naturales} natural cards: each rescue "
                               "places one natural card (§9)", field=campo,
                               es=f"{cuenta(len(rescatados), 'comodín rescatado', 'comodines rescatados')}, pero solo "
                                  f"{cuenta(naturales, 'carta natural', 'cartas naturales')}: "
                                  "cada rescate pone una carta natural (§9)")


def _palo(palo: str | None) -> str:
    return SIMBOLOS.get(palo, "?")


M_RESCATADOS = Message("pinacle.rescatados.suma",
                       "Comodines rescatados encima ({detalle} = {extra}): no cuentan para la clase y se suman aparte: "
                       "{base} + {extra} = {puntos} puntos.",
                       "Rescued comodines lying on it ({detalle} = {extra}): they do not count for the class and are "
                       "added: {base} + {extra} = {puntos} points.")
M_RESCATADOS_ESPECIAL = Message(
    "pinacle.rescatados.suma_especial",
    "Comodines rescatados encima ({detalle} = {extra}): no le quitan el valor «sin comodín» y se suman aparte "
    "(lectura de Tapete; regla de la casa rescatado_cuenta_como_comodin): {base} + {extra} = {puntos} puntos.",
    "Rescued comodines lying on it ({detalle} = {extra}): they do not take away its \"sin comodín\" value and are "
    "added (Tapete's reading; house rule rescatado_cuenta_como_comodin): {base} + {extra} = {puntos} points.")
"""A special set has no class (§10.2): that a rescued comodín keeps its value is Tapete's reading B15 (§14)."""
M_RESCATADO = Message("pinacle.rescatados.uno", "{carta} {puntos}", "{carta} {puntos}")


def _suma_rescatados(base: int, rescatados, valores: list[int], razones: list[Reason],
                     mensaje: Message = M_RESCATADOS) -> int:
    """``base`` plus the rescued comodines' ``valores`` (puntos), the sum said by ``mensaje`` (an escalera's class
    by default; :data:`M_RESCATADOS_ESPECIAL` for a special set), pinacle §9."""
    if not rescatados:
        return base
    extra = sum(valores)
    detalle = Joined([Phrase(M_RESCATADO, {"carta": c, "puntos": v}) for c, v in zip(rescatados, valores)], " + ")
    razones.append(Reason("pinacle §9", mensaje, {"rescatados": list(rescatados), "detalle": detalle, "base": base,
                                                   "extra": extra, "puntos": base + extra}))
    return base + extra
