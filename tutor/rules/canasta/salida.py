"""La salida: a partnership's first exposure of combinations in a hand (``rules/canasta.md §9``)."""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Joined, Message, Phrase, Reason, Ruling
from ..cartas import CartaFrancesa, FRANCESA, check_copias
from .combinaciones import defecto, infraccion, puntos_carta, puntos_cartas, resumir
from .house_rules import DEFAULT, CanastaHouseRules

M_MINIMO = Message(
    "canasta.salida.minimo",
    "Con {puntuacion} puntos acumulados la salida necesita al menos {minimo} puntos: es el mínimo de las "
    "puntuaciones {tramo_es}.",
    "With an accumulated score of {puntuacion} the salida needs at least {minimo} points: the minimum for scores "
    "{tramo_en}.")
M_EXENTA = Message(
    "canasta.salida.ya_hecha",
    "La pareja ya hizo su salida: el compañero puede bajar cualquier combinación, sin mínimo.",
    "The partnership has already made its salida: the partner may show any combination, with no minimum.")
M_OCULTA_EXENTA = Message(
    "canasta.salida.oculta_exenta",
    "Irse de golpe con canasta oculta exime del mínimo de salida (regla de la casa salida_oculta_exenta).",
    "Going out in one go with a canasta oculta waives the salida minimum (house rule salida_oculta_exenta).")
M_COMBINACION = Message("canasta.salida.combinacion", "{cartas} ({puntos})", "{cartas} ({puntos})")
M_SUMA = Message(
    "canasta.salida.suma",
    "Cuentan solo las cartas bajadas en este turno: {detalle} = {puntos}. No cuentan los premios de canasta ni "
    "los treses rojos.",
    "Only the cards melded this turn count: {detalle} = {puntos}. Canasta premios and red threes do not count.")
M_POZO_CUENTA = Message(
    "canasta.salida.carta_pozo",
    "La carta superior del pozo ({carta}, {valor}) cuenta para la salida y ya está en la suma, en {combinacion}; el "
    "resto del pozo no.",
    "The pozo's top card ({carta}, {valor}) counts toward the salida and is already in the sum, in {combinacion}; "
    "the rest of the pozo does not.")
M_HONORES = Message(
    "canasta.salida.honores_no_cuentan",
    "{n} {n:tres rojo expuesto no cuenta|treses rojos expuestos no cuentan} para la salida.",
    "{n} {n:red three exposed does|red threes exposed do} not count toward the salida.")
M_VALIDA = Message(
    "canasta.salida.valida",
    "{puntos} ≥ {minimo}: la salida es válida.",
    "{puntos} ≥ {minimo}: the salida is valid.")
M_INSUFICIENTE = Message(
    "canasta.salida.insuficiente",
    "{puntos} < {minimo}: la salida no llega al mínimo. Si se muestran, esas cartas quedan en la mesa como cartas "
    "penalizadas (§13: lectura de Tapete, tomada de la Samba del mismo reglamento, sin ajuste).",
    "{puntos} < {minimo}: the salida does not reach the minimum. If they are shown, those cards stay on the table "
    "as cartas penalizadas (§13: Tapete's reading, taken from the Samba of the same rulebook, with no setting).")
M_ILEGAL = Message(
    "canasta.salida.combinacion_invalida",
    "La salida no es válida porque una combinación no es legal: {cartas}.",
    "The salida is not valid because a combination is not legal: {cartas}.")


def check_puntuacion(puntuacion: int) -> int:
    """Refuse an accumulated score that no Canasta partida can reach (``rules/canasta.md §2``, ``§12``).

    Returns:
        ``puntuacion`` itself.

    Raises:
        InvalidSituation (``field="puntuacion"``): not a multiple of 5 (every card value and premio is one).
    """
    if puntuacion % 5:
        raise InvalidSituation(f"puntuacion: {puntuacion} is not a multiple of 5; every Canasta score is (§2)",
                               field="puntuacion",
                               es=f"puntuacion: {puntuacion} no es múltiplo de 5, y toda puntuación de la Canasta "
                                  "lo es (§2)")
    return puntuacion


TRAMOS = ((3000, 120, "de 3 000 o más", "of 3 000 or more"),
          (1500, 90, "de 1 500 a 2 995", "from 1 500 to 2 995"),
          (0, 50, "de 0 a 1 495", "from 0 to 1 495"),
          (None, 15, "negativas", "below 0"))
"""The brackets of §9.1, highest first: (lowest score or None, minimum, Spanish and English names)."""
_TRAMO_1500 = (1500, 50, "de 0 a 1 500 (regla de la casa salida_1500_cuenta_como_50)",
               "from 0 to 1 500 (house rule salida_1500_cuenta_como_50)")


def tramo_salida(puntuacion: int, house_rules: CanastaHouseRules = DEFAULT) -> tuple:
    """The bracket of ``rules/canasta.md §9.1`` an accumulated score falls in: one row of :data:`TRAMOS`
    (``(lowest score or None, minimum, name_es, name_en)``); 1 500 is in the 50 bracket with
    ``salida_1500_cuenta_como_50`` (A20)."""
    if puntuacion == 1500 and house_rules.salida_1500_cuenta_como_50:
        return _TRAMO_1500
    return next(t for t in TRAMOS if t[0] is None or puntuacion >= t[0])


def valores_minimo(puntuacion: int, house_rules: CanastaHouseRules = DEFAULT) -> dict:
    """``{"minimo", "tramo_es", "tramo_en"}`` of a score, for the reasons that state the salida minimum and the
    bracket of §9.1 it follows from."""
    _, minimo, tramo_es, tramo_en = tramo_salida(puntuacion, house_rules)
    return {"minimo": minimo, "tramo_es": tramo_es, "tramo_en": tramo_en}


def minimo_salida(puntuacion: int, house_rules: CanastaHouseRules = DEFAULT) -> int:
    """Salida minimum for an accumulated score (``rules/canasta.md §9.1``).

    Args:
        puntuacion: the partnership's accumulated score in the partida before this hand (puntos, may be negative).

    Returns:
        15 if negative; 50 below 1 500; 90 below 3 000; else 120 (1 500 → 50 with ``salida_1500_cuenta_como_50``).
    """
    return tramo_salida(puntuacion, house_rules)[1]


def decidir_salida(puntuacion: int, combinaciones: Sequence[Sequence[CartaFrancesa]],
                   carta_pozo: CartaFrancesa | None = None, salida_hecha: bool = False,
                   house_rules: CanastaHouseRules = DEFAULT, treses_rojos: int = 0,
                   irse_oculta: bool = False) -> Ruling:
    """Does this exposure make a valid salida? (``rules/canasta.md §9``)

    Args:
        puntuacion: the partnership's accumulated score before this hand (puntos).
        combinaciones: the combinations shown this turn, each a tuple of cards. When the pozo is taken in the same
            turn its top card is one of these cards (it is listed in its combination, and marked by ``carta_pozo``).
        carta_pozo: the pozo's top card taken this turn, or ``None``; it counts (§9.2), the rest of the pozo does
            not (those cards are picked up after the salida and are never listed here).
        salida_hecha: the partner already made the partnership's salida: no minimum applies (minimo 0).
        house_rules: house rules (comodín limits, A18, A20).
        treses_rojos: red threes exposed by the partnership; they never count (only mentioned in the reasons).
        irse_oculta: the player goes out in this same turn with a canasta oculta (matters only with
            ``salida_oculta_exenta``).

    Returns:
        Ruling with answer ``{"minimo": int, "puntos": int, "valida": bool}``: puntos = the §2 values of the cards
        shown (no premios, no honours). Not valid when below the minimum or when a combination breaks §5.

    The combinations are a proposal (what the player lays now): one of real cards that breaks a rule — a red
    three in it, two ranks, the comodín limits, black threes during play — gives ``valida: False`` with the rule.

    Raises:
        InvalidSituation: a score not a multiple of 5, no combination, an empty combination, too many copies of a
            card, or ``carta_pozo`` not among the cards shown.
    """
    check_puntuacion(puntuacion)
    if not combinaciones:
        raise InvalidSituation("a salida shows at least one combination; combinaciones is empty",
                               field="combinaciones",
                               es="una salida muestra al menos una combinación, pero combinaciones está vacía")
    if not all(combinaciones):
        raise InvalidSituation("a combination needs cards; combinaciones holds an empty list", field="combinaciones",
                               es="una combinación necesita cartas, pero combinaciones tiene una lista vacía")
    todas = [c for comb in combinaciones for c in comb]
    check_copias(todas, FRANCESA, field="combinaciones")
    if carta_pozo is not None and carta_pozo not in todas:
        raise InvalidSituation(
            f"carta_pozo {carta_pozo} must be listed in the combination it joins: the pozo's top card is melded at "
            "once (§8.6 P4)", field="carta_pozo",
            es=f"carta_pozo {carta_pozo} debe figurar en la combinación a la que se une: la carta de encima del pozo "
               "se baja en el acto (§8.6 P4)")
    puntos = puntos_cartas(todas)
    exenta = salida_hecha or (irse_oculta and house_rules.salida_oculta_exenta)
    minimo = 0 if exenta else minimo_salida(puntuacion, house_rules)
    if salida_hecha:
        reasons = [Reason("canasta §9.2", M_EXENTA, {})]
    elif exenta:
        reasons = [Reason("canasta §9", M_OCULTA_EXENTA, {})]
    else:
        reasons = [Reason("canasta §9.1", M_MINIMO,
                          {"puntuacion": puntuacion, **valores_minimo(puntuacion, house_rules)})]
    detalle = Joined([Phrase(M_COMBINACION, {"cartas": comb, "puntos": puntos_cartas(comb)}) for comb in combinaciones],
                     " + ")
    reasons.append(Reason("canasta §9.2", M_SUMA, {"detalle": detalle, "puntos": puntos}))
    if carta_pozo is not None:
        con_tope = next(tuple(comb) for comb in combinaciones if carta_pozo in comb)
        reasons.append(Reason("canasta §9.2", M_POZO_CUENTA, {"carta": carta_pozo, "valor": puntos_carta(carta_pozo),
                                                              "combinacion": con_tope}))
    if treses_rojos:
        reasons.append(Reason("canasta §9.2", M_HONORES, {"n": treses_rojos}))
    for comb in combinaciones:
        mal = defecto(comb) or infraccion(resumir(comb), house_rules, al_irse=irse_oculta)
        if mal is not None:
            reasons += [mal, Reason("canasta §9.2", M_ILEGAL, {"cartas": tuple(comb)})]
            return Ruling({"minimo": minimo, "puntos": puntos, "valida": False}, tuple(reasons))
    if exenta:
        return Ruling({"minimo": minimo, "puntos": puntos, "valida": True}, tuple(reasons))
    valida = puntos >= minimo
    reasons.append(Reason("canasta §9.1", M_VALIDA if valida else M_INSUFICIENTE, {"puntos": puntos, "minimo": minimo}))
    return Ruling({"minimo": minimo, "puntos": puntos, "valida": valida}, tuple(reasons))
