"""Condiciones and the amount each player pays or collects (``rules/tresillo.md §13.4, §13.5, §10``).

**C = lance value (:data:`~.lances.CONDICION_LANCE`) + estuches + contraestuche + primeras** (raw, unrounded).
The amount paid by or to **one** player is then doubled for the palo de favor and rounded up to a multiple of 5
(by default doubling first, A3).

>>> condiciones("entrada", 4, 0, 1)[0]
5
>>> importe_por_jugador(7, True, TresilloHouseRules())[0]          # R5(2 × 7)
15
>>> importe_por_jugador(7, True, TresilloHouseRules(favor_redondeo="redondear_y_doblar"))[0]
20
"""

from __future__ import annotations

from ..base import InvalidSituation, Message, Reason, shown
from .lances import CONDICION_LANCE, NOMBRE_LANCE
from .plato import r5
from .house_rules import TresilloHouseRules
from .lecturas import lectura

VALOR_PRIMERAS = 1
"""Condición for the first five tricks (§13.4, §10.1)."""

LOGRO_BOLA = 100
"""House rule ``bola_como_logro`` (A12): taking all nine tricks adds the bola's 100 to any lance."""

MAX_ESTUCHES = 9
"""The jugador holds nine cards, so at most nine consecutive top trumps (§4.3)."""

MAX_CONTRAESTUCHE = 12
"""At most the twelve trumps of a red suit can be missing (§3.3, §4.3)."""

DEFAULT = TresilloHouseRules()

CONDICIONES = Message(
    "tresillo.cobro.condiciones",
    "Condiciones: {nombre_lance} {valor_lance} + estuches {estuches} + contraestuche {contraestuche} + primeras"
    " {primeras} = {condiciones} {condiciones:tanto|tantos}.",
    "Condiciones: {nombre_lance} {valor_lance} + estuches {estuches} + contraestuche {contraestuche} + primeras"
    " {primeras} = {condiciones} {condiciones:tanto|tantos}.",
)
PRIMERAS_JUGADOR = Message(
    "tresillo.cobro.primeras_jugador",
    "El jugador ganó las cinco primeras bazas: 1 tanto más de condiciones.",
    "The jugador won the first five tricks: 1 more tanto of condiciones.",
)
PRIMERAS_CONTRAS = Message(
    "tresillo.cobro.primeras_contras",
    "Los contras ganaron entre los dos las cinco primeras bazas y el jugador pierde: por esas primeras paga 1 tanto"
    " más de condiciones{lectura_es}.",
    "The contras together won the first five tricks and the jugador loses: for those primeras he pays 1 more tanto"
    " of condiciones{lectura_en}.",
)
PRIMERAS_NADIE = Message(
    "tresillo.cobro.primeras_nadie",
    "Las primeras {de_quien} no cuentan para nadie: {motivo_es}.",
    "The primeras of the {quien} count for nobody: {motivo_en}.",
)
SENCILLO = Message(
    "tresillo.cobro.redondeo",
    "Palo sencillo; redondeado al múltiplo de 5 superior: R5({base}) = {cada_uno} tantos por jugador.",
    "Palo sencillo; rounded up to a multiple of 5: R5({base}) = {cada_uno} tantos per player.",
)
FAVOR_DOBLAR_Y_REDONDEAR = Message(
    "tresillo.cobro.favor_doblar_y_redondear",
    "Triunfo al palo de favor: el doble, redondeado (lectura de Tapete; regla de la casa favor_redondeo):"
    " R5(2 × {base}) = R5({doble}) = {cada_uno} tantos por jugador.",
    "Trumps in the palo de favor: double, then rounded (Tapete's reading; house rule favor_redondeo):"
    " R5(2 × {base}) = R5({doble}) = {cada_uno} tantos per player.",
)
FAVOR_REDONDEAR_Y_DOBLAR = Message(
    "tresillo.cobro.favor_redondear_y_doblar",
    "Triunfo al palo de favor (regla de la casa favor_redondeo: redondear y luego doblar): 2 × R5({base})"
    " = 2 × {redondeado} = {cada_uno} tantos por jugador.",
    "Trumps in the palo de favor (house rule favor_redondeo: round, then double): 2 × R5({base})"
    " = 2 × {redondeado} = {cada_uno} tantos per player.",
)
SIN_REDONDEO = Message(
    "tresillo.cobro.sin_redondeo",
    "Sin redondear: {cada_uno} {cada_uno:tanto|tantos} por jugador.",
    "Without rounding: {cada_uno} {cada_uno:tanto|tantos} per player.",
)


def check_estuches(estuches: object, contraestuche: object) -> tuple[int, int]:
    """Check the jugador's estuches and contraestuche counts (§4.3).

    Raises:
        InvalidSituation: not whole numbers, negative, too large, or both non-zero (they exclude each other).
    """
    for name, value, top in (("estuches", estuches, MAX_ESTUCHES), ("contraestuche", contraestuche, MAX_CONTRAESTUCHE)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidSituation(f"{name} must be a whole number, got {value!r}", field=name,
                                   es=f"{name} debe ser un número entero, pero es {shown(value)}")
        if not 0 <= value <= top:
            raise InvalidSituation(f"{name} must be between 0 and {top}, got {value}", field=name,
                                   es=f"{name} debe estar entre 0 y {top}, pero es {value}")
    if estuches and contraestuche:
        raise InvalidSituation(
            f"estuches ({estuches}) and contraestuche ({contraestuche}) exclude each other: the jugador holds all "
            "three matadores or none of them (§4.3)",
            field="contraestuche",
            es=f"estuches ({estuches}) y contraestuche ({contraestuche}) se excluyen: el jugador tiene los tres "
               "matadores o ninguno (§4.3)",
        )
    return estuches, contraestuche


def valor_primeras(primeras: str | None, gana: bool, bazas: tuple[int, int, int],
                   house_rules: TresilloHouseRules = DEFAULT) -> tuple[int, list[Reason]]:
    """The primeras condición that counts in this settlement (§10.1, §13.4, A8).

    Args:
        primeras: ``None``, ``"jugador"`` or ``"contras"`` (who won all of tricks 1–5).
        gana: the jugador won the deal.
        bazas: final tricks ``(jugador, contra_a, contra_b)``.

    Returns:
        ``(0 or 1, reasons)``: the jugador's primeras count only when he wins; the contras' only when he loses
        (with ``primeras_contras="literal"`` only for the 4–4–1 and 3–3–3 shapes).
    """
    if primeras is None:
        return 0, []
    if primeras == "jugador":
        if gana:
            return VALOR_PRIMERAS, [Reason("tresillo §10.1", PRIMERAS_JUGADOR, {"primeras": VALOR_PRIMERAS})]
        # he won tricks 1-5 and lost: only a bola; §10.1 counts his primeras when he wins, §10.2 is silent (A12)
        return 0, [_nadie("jugador", "el jugador perdió la bola (lectura de Tapete, sin ajuste: el reglamento no dice "
                          "nada de las primeras de una bola perdida)", "the jugador lost the bola (Tapete's reading, "
                          "no setting: the rulebook says nothing of the primeras of a lost bola)")]
    if gana:
        return 0, [_nadie("contras", "el jugador ganó igualmente", "the jugador won all the same")]
    j, a, b = bazas
    if house_rules.primeras_contras == "literal" and (j, max(a, b), min(a, b)) not in ((4, 4, 1), (3, 3, 3)):
        return 0, [_nadie("contras", "regla de la casa: solo cuentan con 4–1 o 3–3",
                          "house rule: they count only with 4–1 or 3–3")]
    etiqueta = lectura(house_rules, "primeras_contras")  # A8
    return VALOR_PRIMERAS, [Reason("tresillo §10.1", PRIMERAS_CONTRAS, {"primeras": VALOR_PRIMERAS, **etiqueta})]


def _nadie(quien: str, es: str, en: str) -> Reason:
    de_quien = "del jugador" if quien == "jugador" else "de los contras"
    return Reason("tresillo §10.1", PRIMERAS_NADIE, {"quien": quien, "de_quien": de_quien, "motivo_es": es,
                                                     "motivo_en": en})


def condiciones(lance: str, estuches: int, contraestuche: int, primeras: int, logro: int = 0) -> tuple[int, Reason]:
    """C, the raw condiciones of a deal (§13.4), and the reason that adds them up.

    Args:
        lance: one of :data:`~.lances.LANCES`.
        estuches, contraestuche: counts of §4.3 (at most one non-zero).
        primeras: 0 or 1, as returned by :func:`valor_primeras`.
        logro: 100 under the house rule ``bola_como_logro`` when the jugador took all nine tricks, else 0.

    Returns:
        ``(C in tantos, reason)``.
    """
    total = CONDICION_LANCE[lance] + estuches + contraestuche + primeras + logro
    values = {"lance": lance, "nombre_lance": NOMBRE_LANCE[lance], "valor_lance": CONDICION_LANCE[lance],
              "estuches": estuches,
              "contraestuche": contraestuche, "primeras": primeras, "condiciones": total}
    if logro:
        values["logro"] = logro
    return total, Reason("tresillo §13.4", CONDICIONES, values)


def importe_por_jugador(base: int, favor: bool, house_rules: TresilloHouseRules = DEFAULT,
                        redondear: bool = True) -> tuple[int, Reason]:
    """The amount paid by or to **one** player from a raw base (§13.5, §13.7, §13.8, A3, A29), and its reason.

    Args:
        base: raw tantos per player before doubling and rounding (e.g. 5 + C in a caso-1 win, C in a loss).
        favor: trumps are the palo de favor (§6.5): the amount is doubled.
        house_rules: ``favor_redondeo`` decides whether doubling comes before rounding (default) or after.
        redondear: ``False`` leaves the amount unrounded: what a player who forgot to round computes (see
            :func:`~.contabilidad.liquidar`).

    Returns:
        ``(tantos per player, reason)``; the reason's values hold ``base``, ``doble``/``redondeado`` and
        ``cada_uno``.
    """
    if not redondear:
        each = 2 * base if favor else base
        return each, Reason("tresillo §13.5", SIN_REDONDEO, {"base": base, "favor": favor, "cada_uno": each})
    if not favor:
        return r5(base), Reason("tresillo §13.5", SENCILLO, {"base": base, "cada_uno": r5(base)})
    if house_rules.favor_redondeo == "redondear_y_doblar":
        each = 2 * r5(base)
        return each, Reason("tresillo §13.5", FAVOR_REDONDEAR_Y_DOBLAR,
                            {"base": base, "redondeado": r5(base), "cada_uno": each})
    each = r5(2 * base)
    return each, Reason("tresillo §13.5", FAVOR_DOBLAR_Y_REDONDEAR, {"base": base, "doble": 2 * base, "cada_uno": each})


__all__ = [
    "VALOR_PRIMERAS", "LOGRO_BOLA", "check_estuches", "valor_primeras", "condiciones",
    "importe_por_jugador",
]
