"""Honours, black threes, going out, premios and the end-of-hand score (``rules/canasta.md §6``, ``§7``, ``§10``,
``§11``, ``§12``)."""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, cuenta, reading_label, shown
from ..cartas import NOMBRES_RANGOS_PLURAL, CartaFrancesa, FRANCESA, check_copias_en
from .combinaciones import (DE_COMODINES, LIMPIA, SUCIA, VALOR_TRES_NEGRO, check_mano, clase_canasta, premio_canasta,
                            puntos_cartas, validar_mesa, valor_treses_negros)
from .house_rules import DEFAULT, CanastaHouseRules

PREMIO_CANASTRON, PREMIO_CANASTA_DE_CANASTAS = 500, 2000
OCULTAS = ("de_mano_sin_apoyo", "de_mano_con_apoyo", "en_juego_sin_apoyo", "en_juego_con_apoyo")
"""The four ways of going out with a canasta oculta (§10)."""
FORMAS_OCULTA = {
    "de_mano_sin_apoyo": ("de mano, sin poner cartas en las combinaciones del compañero",
                          "on the first turn, laying no card on the partner's combinations"),
    "de_mano_con_apoyo": ("de mano, poniendo cartas en las combinaciones del compañero",
                          "on the first turn, laying cards on the partner's combinations"),
    "en_juego_sin_apoyo": ("en el curso de la mano, sin poner cartas en las combinaciones del compañero",
                           "in the course of the hand, laying no card on the partner's combinations"),
    "en_juego_con_apoyo": ("en el curso de la mano, poniendo cartas en las combinaciones del compañero",
                           "in the course of the hand, laying cards on the partner's combinations"),
}
"""Each way of going out with a canasta oculta in words (Spanish, English), as §10 and A8 read them."""
_PREMIO_OCULTA = {"de_mano_sin_apoyo": 1000, "de_mano_con_apoyo": 500, "en_juego_sin_apoyo": 500}

M_COMBINACION = Message(
    "canasta.mano.combinacion",
    "{concepto} ({cartas}): cartas {puntos_cartas} + premio {premio} = {puntos}.",
    "{concepto_en} ({cartas}): cards {puntos_cartas} + premio {premio} = {puntos}.")
M_TRESES_NEGROS = Message(
    "canasta.mano.treses_negros",
    "{n} treses negros bajados al irse: {puntos} (los cuatro valen 500 en total, no 520).",
    "{n} black threes melded when going out: {puntos} (all four are worth 500 in total, not 520).")
M_TRES_TRESES_NEGROS = Message(
    "canasta.mano.tres_treses_negros",
    "{n} treses negros bajados al irse: {puntos}, el valor de sus cartas, sin premio (lectura de Tapete, sin ajuste: "
    "el reglamento solo da premio a los cuatro).",
    "{n} black threes melded when going out: {puntos}, their card values, with no premio (Tapete's reading, with no "
    "setting: the rulebook gives a premio only for all four).")
M_TRESES_NEGROS_SIN_PREMIO = Message(
    "canasta.mano.treses_negros_sin_premio",
    "{n} treses negros bajados al irse: {puntos}, el valor de sus cartas (regla de la casa "
    "premio_cuatro_treses_negros: no).",
    "{n} black threes melded when going out: {puntos}, their card values (house rule premio_cuatro_treses_negros: "
    "no).")
M_CANASTRON = Message(
    "canasta.mano.canastron",
    "{canastas} canastas en la mesa en esta mano: canastrón, {puntos}.",
    "{canastas} canastas on the table this hand: canastrón, {puntos}.")
M_CANASTRON_MAS = Message(
    "canasta.mano.canastron_al_menos",
    "{canastas} canastas en la mesa en esta mano: canastrón, {puntos} (basta con {minimo} o más: lectura de "
    "Tapete; regla de la casa premios_canastas_exactos).",
    "{canastas} canastas on the table this hand: canastrón, {puntos} ({minimo} or more will do: Tapete's reading; "
    "house rule premios_canastas_exactos).")
M_CANASTRON_ACUMULA = Message(
    "canasta.mano.canastron_acumula",
    "{canastas} canastas en la mesa en esta mano: también el canastrón, {puntos} (lectura de Tapete; regla de la "
    "casa canastron_acumula).",
    "{canastas} canastas on the table this hand: the canastrón too, {puntos} (Tapete's reading; house rule "
    "canastron_acumula).")
M_CANASTA_DE_CANASTAS = Message(
    "canasta.mano.canasta_de_canastas",
    "{canastas} canastas en la mesa en esta mano: canasta de canastas, {puntos}.",
    "{canastas} canastas on the table this hand: canasta de canastas, {puntos}.")
M_OCULTA = Message(
    "canasta.mano.canasta_oculta",
    "Se fue con canasta oculta ({forma_es}): premio {puntos}.",
    "Went out with a canasta oculta ({forma_en}): premio {puntos}.")
M_IRSE = Message(
    "canasta.mano.premio_irse",
    "Premio por irse (regla de la casa premio_irse): {puntos}.",
    "Premio for going out (house rule premio_irse): {puntos}.")
M_IRSE_OCULTA = Message(
    "canasta.mano.premio_irse_oculta",
    "Premio por irse con la mano oculta (regla de la casa premio_irse_oculta): {puntos}.",
    "Premio for going out concealed (house rule premio_irse_oculta): {puntos}.")
M_SIN_PREMIOS_OCULTA = Message(
    "canasta.mano.sin_premios_canasta_oculta",
    "Se fue con canasta oculta, que no tiene premio propio (regla de la casa premios_canasta_oculta: no).",
    "Went out with a canasta oculta, which earns no premio of its own (house rule premios_canasta_oculta: no).")
M_SIN_PREMIOS_CANASTAS = Message(
    "canasta.mano.sin_premios_por_canastas",
    "{canastas} canastas en la mesa en esta mano: ni canastrón ni canasta de canastas (regla de la casa "
    "premios_por_canastas: no).",
    "{canastas} canastas on the table this hand: no canastrón and no canasta de canastas (house rule "
    "premios_por_canastas: no).")
M_SIN_PREMIO_IRSE = Message(
    "canasta.mano.sin_premio_irse",
    "Irse no da premio: el reglamento legible no lo da, y Tapete no lo cuenta (lectura de la ambigüedad A17; regla "
    "de la casa premio_irse, 0).",
    "Going out earns no premio: the readable rulebook gives none, and Tapete counts none (its reading of ambiguity "
    "A17; house rule premio_irse, 0).")
M_HONORES_MAS = Message(
    "canasta.mano.honores_positivos",
    "{n} {n:tres rojo|treses rojos}: +{puntos}; {n:cuenta|cuentan} a favor porque la pareja tiene {requisito_es} en "
    "la mesa.",
    "{n} {n:red three|red threes}: +{puntos}; {n:it counts|they count} for the partnership because it has "
    "{requisito_en} on the table.")
M_HONORES_MENOS = Message(
    "canasta.mano.honores_negativos",
    "{n} {n:tres rojo|treses rojos}: −{puntos}; {n:cuenta|cuentan} en contra porque la pareja no tiene "
    "{requisito_es} en la mesa.",
    "{n} {n:red three|red threes}: −{puntos}; {n:it counts|they count} against the partnership because it has "
    "{requisito_en} on the table.")
M_CUATRO_ROJOS = Message(
    "canasta.mano.cuatro_treses_rojos",
    "Los cuatro treses rojos valen el doble: 800 en total (no 400 + 800).",
    "All four red threes are worth double: 800 in total (not 400 + 800).")
M_CUATRO_ROJOS_CONTRA = Message(
    "canasta.mano.cuatro_treses_rojos_en_contra",
    "Los cuatro treses rojos en contra cuestan {puntos} en total ({lectura_es}).",
    "All four red threes against the partnership cost {puntos} in total ({lectura_en}).")
M_MANO = Message(
    "canasta.mano.cartas_en_mano",
    "Cartas que quedan en la mano: {cartas} = −{puntos}.",
    "Cards left in hand: {cartas} = −{puntos}.")
M_MANO_NEGROS = Message(
    "canasta.mano.cartas_en_mano_treses_negros",
    "Cartas que quedan en la mano: {cartas} = −{puntos}; cada tres negro en la mano resta {valor} (regla de la "
    "casa valor_tres_negro_en_mano).",
    "Cards left in hand: {cartas} = −{puntos}; each black three in hand costs {valor} (house rule "
    "valor_tres_negro_en_mano).")
M_TOTAL = Message(
    "canasta.mano.total",
    "Total de la mano: {total}.",
    "Hand total: {total}.")

_NOMBRE = {"es": {LIMPIA: "canasta limpia de {r}", SUCIA: "canasta sucia de {r}", None: "combinación de {r}"},
           "en": {LIMPIA: "canasta limpia of {r}", SUCIA: "canasta sucia of {r}", None: "combination of {r}"}}
_NOMBRE_SIN_RANGO = {"es": {DE_COMODINES: "canasta de comodines", None: "combinación de comodines"},
                     "en": {DE_COMODINES: "canasta de comodines", None: "combination of comodines"}}


def _concepto(clase: str | None, rango: str | None, lang: str = "es") -> str:
    """The desglose line of a combination, with the rank's name: ``"canasta limpia de reyes"``,
    ``"combinación de comodines"`` (``lang`` "en": ``"canasta limpia of kings"``)."""
    if rango is None or clase == DE_COMODINES:
        return _NOMBRE_SIN_RANGO[lang][clase]
    return _NOMBRE[lang][clase].format(r=NOMBRES_RANGOS_PLURAL[lang][rango])


def puntos_honores(treses_rojos: int, tiene_combinacion: bool, tiene_canasta: bool,
                   house_rules: CanastaHouseRules = DEFAULT) -> int:
    """Points of a partnership's red threes (``rules/canasta.md §6``).

    Args:
        treses_rojos: red threes exposed by the partnership (0–4).
        tiene_combinacion: it has at least one combination on the table at the end of the hand.
        tiene_canasta: it has at least one canasta (what counts with ``honores_requieren_canasta``).

    Returns:
        100 each, 800 for all four; negative when the partnership melded nothing (−800 for four, or −400 with
        ``cuatro_treses_rojos_en_contra``).

    Raises:
        InvalidSituation: fewer than 0 or more than 4 red threes.
    """
    if not 0 <= treses_rojos <= 4:
        raise InvalidSituation(f"treses_rojos: {treses_rojos} is impossible; the deck has 4 red threes (§2)",
                               field="treses_rojos",
                               es=f"treses_rojos: {treses_rojos} es imposible; en las dos barajas solo hay 4 treses "
                                  "rojos (§2)")
    a_favor = tiene_canasta if house_rules.honores_requieren_canasta else tiene_combinacion
    if treses_rojos == 4:
        return 800 if a_favor else -house_rules.cuatro_treses_rojos_en_contra
    return 100 * treses_rojos * (1 if a_favor else -1)


def _validar(combinaciones, treses_rojos, treses_negros_al_irse, mano, se_fue, canasta_oculta, house_rules):
    """Check :func:`puntuar_mano`'s situation (same arguments) and read it.

    Returns:
        ``(resumenes, clases, canastas, mano, negros)``: each combination's :class:`Resumen` and canasta class
        (``None`` when not a canasta), the number of canastas, the hand as a tuple, and the black threes in it.

    Raises:
        InvalidSituation: as :func:`puntuar_mano`.
    """
    mano = tuple(mano)
    check_copias_en({"combinaciones": combinaciones, "mano": mano}, FRANCESA)
    check_mano(mano, "; count it in treses_rojos", "; cuéntalo en treses_rojos")
    if treses_negros_al_irse not in (0, 3, 4):
        raise InvalidSituation(f"treses_negros_al_irse: {treses_negros_al_irse} is impossible; black threes are "
                               "melded only as three or all four when going out (§7)", field="treses_negros_al_irse",
                               es=f"treses_negros_al_irse: {treses_negros_al_irse} es imposible; los treses negros "
                                  "solo se bajan al irse, tres o los cuatro (§7)")
    if treses_negros_al_irse and not se_fue:
        raise InvalidSituation("treses_negros_al_irse: black threes are melded only when going out (§7), but "
                               "se_fue is false", field="treses_negros_al_irse",
                               es="treses_negros_al_irse: los treses negros solo se bajan al irse (§7), pero se_fue "
                                  "es false")
    negros_en_mano = sum(c.es_tres_negro for c in mano)
    if negros_en_mano + treses_negros_al_irse > 4:
        raise InvalidSituation(f"mano: {negros_en_mano} black threes in hand plus {treses_negros_al_irse} melded "
                               "make more than the 4 of the deck", field="mano",
                               es=f"mano: {cuenta(negros_en_mano, 'tres negro', 'treses negros')} en la mano más "
                                  f"{cuenta(treses_negros_al_irse, 'bajado', 'bajados')} suman más de 4, y en las dos "
                                  "barajas solo hay 4")
    if canasta_oculta is not None:
        if canasta_oculta not in OCULTAS:
            raise InvalidSituation(f"canasta_oculta: must be null or one of {', '.join(OCULTAS)}, got "
                                   f"{canasta_oculta!r}", field="canasta_oculta",
                                   es=f"canasta_oculta: debe ser null o una de: {', '.join(OCULTAS)}, pero es "
                                      f"{shown(canasta_oculta)}")
        if not se_fue:
            raise InvalidSituation("canasta_oculta: a canasta oculta is shown when going out, but se_fue is false",
                                   field="canasta_oculta",
                                   es="canasta_oculta: una canasta oculta se enseña al irse, pero se_fue es false")
    resumenes = validar_mesa(combinaciones, house_rules)
    clases = [clase_canasta(r) for r in resumenes]
    canastas = len(clases) - clases.count(None)
    necesarias = house_rules.canastas_para_irse
    if se_fue and canastas < necesarias:
        raise InvalidSituation(f"se_fue: going out needs at least {necesarias} "
                               f"canasta{'s' if necesarias > 1 else ''} on the table (§10); "
                               f"combinaciones has {canastas}", field="se_fue",
                               es=f"se_fue: para irse hace falta al menos "
                                  f"{cuenta(necesarias, 'canasta', 'canastas')} en la mesa (§10), pero "
                                  f"combinaciones tiene {canastas}")
    return resumenes, clases, canastas, mano, negros_en_mano


def puntuar_mano(combinaciones: Sequence[Sequence[CartaFrancesa]], treses_rojos: int, treses_negros_al_irse: int,
                 mano: Sequence[CartaFrancesa], se_fue: bool, canasta_oculta: str | None = None,
                 house_rules: CanastaHouseRules = DEFAULT) -> Ruling:
    """A partnership's score for one hand, line by line (``rules/canasta.md §12``; premios of §10 and §11).

    Args:
        combinaciones: the partnership's combinations on the table at the end (black threes melded when going out
            are not listed; give their number in ``treses_negros_al_irse``).
        treses_rojos: red threes the partnership exposed (0–4).
        treses_negros_al_irse: 0, 3 or 4 black threes melded when one of the partners went out.
        mano: the cards left in both partners' hands.
        se_fue: one of the partners went out (ended the hand).
        canasta_oculta: ``None`` or how the partner went out with a canasta oculta: ``"de_mano_sin_apoyo"``,
            ``"de_mano_con_apoyo"``, ``"en_juego_sin_apoyo"``, ``"en_juego_con_apoyo"`` (§10).
        house_rules: house rules in force.

    Returns:
        Ruling with answer ``{"total": int, "desglose": [{"concepto": str, "puntos": int, "tipo": str}]}``: one
        line per combination (card values + canasta premio), then premios, honours and cards left in hand
        (negative). ``concepto`` is a Spanish label for people; ``tipo`` is stable for programs: ``combinacion``,
        ``treses_negros``, ``premio`` (canastrón, canasta de canastas), ``canasta_oculta``, ``irse``, ``honores``,
        ``mano``.
        Every amount is a multiple of 5.

    Raises:
        InvalidSituation: an illegal or impossible combination, a red three in hand, an impossible count of red or
            black threes, going out without the canasta(s) §10 requires, or a canasta oculta whose value is unknown
            (``en_juego_con_apoyo`` without ``premio_oculta_en_juego_con_apoyo``, §16 A7).
    """
    resumenes, clases, canastas, mano, negros = _validar(combinaciones, treses_rojos, treses_negros_al_irse, mano,
                                                         se_fue, canasta_oculta, house_rules)
    lineas: list[dict] = []
    reasons: list[Reason] = []

    def linea(tipo: str, concepto: str, puntos: int, reason: Reason) -> None:
        lineas.append({"concepto": concepto, "puntos": puntos, "tipo": tipo})
        reasons.append(reason)

    for r, clase in zip(resumenes, clases):
        premio = premio_canasta(clase, house_rules)
        puntos = r.puntos + premio
        concepto = _concepto(clase, r.rango)
        linea("combinacion", concepto, puntos, Reason("canasta §12", M_COMBINACION, {
            "concepto": concepto, "concepto_en": _concepto(clase, r.rango, "en"), "cartas": r.cartas,
            "puntos_cartas": r.puntos, "premio": premio, "puntos": puntos}))
    if treses_negros_al_irse:
        puntos = valor_treses_negros(treses_negros_al_irse, house_rules)
        sin_premio = treses_negros_al_irse == 4 and not house_rules.premio_cuatro_treses_negros
        mensaje = (M_TRESES_NEGROS_SIN_PREMIO if sin_premio else M_TRESES_NEGROS if treses_negros_al_irse == 4
                   else M_TRES_TRESES_NEGROS)  # three: §7 [R], A12
        linea("treses_negros", f"{'cuatro' if treses_negros_al_irse == 4 else 'tres'} treses negros al irse", puntos,
              Reason("canasta §7", mensaje, {"n": treses_negros_al_irse, "puntos": puntos}))
    for concepto, puntos, reason in premios_canastas(canastas, house_rules):
        linea("premio", concepto, puntos, reason)
    if not house_rules.premios_por_canastas and canastas >= house_rules.canastas_canastron:
        reasons.append(Reason("canasta §11", M_SIN_PREMIOS_CANASTAS, {"canastas": canastas}))
    if canasta_oculta is not None and house_rules.premios_canasta_oculta:
        puntos = _premio_oculta(canasta_oculta, house_rules)
        linea("canasta_oculta", f"canasta oculta {canasta_oculta.replace('_', ' ')}", puntos,
              Reason("canasta §10", M_OCULTA, {"forma": canasta_oculta, "forma_es": FORMAS_OCULTA[canasta_oculta][0],
                                                "forma_en": FORMAS_OCULTA[canasta_oculta][1], "puntos": puntos}))
    elif canasta_oculta is not None:
        reasons.append(Reason("canasta §10", M_SIN_PREMIOS_OCULTA, {"forma": canasta_oculta}))
    oculta = canasta_oculta is not None and house_rules.premio_irse_oculta >= 0
    premio = house_rules.premio_irse_oculta if oculta else house_rules.premio_irse
    if se_fue and premio:
        linea("irse", "premio por irse" + (" con la mano oculta" if oculta else ""), premio,
              Reason("canasta §10", M_IRSE_OCULTA if oculta else M_IRSE, {"puntos": premio}))
    elif se_fue:
        reasons.append(Reason("canasta §10", M_SIN_PREMIO_IRSE, {}))
    if treses_rojos:
        puntos = puntos_honores(treses_rojos, bool(resumenes), bool(canastas), house_rules)
        concepto, extra = _honores(treses_rojos, puntos, house_rules)
        linea("honores", concepto, puntos, extra[0])
        reasons.extend(extra[1:])
    if mano:
        # a black three left in hand may cost more than its card value (house rule)
        puntos = (puntos_cartas(mano)
                  + negros * (house_rules.valor_tres_negro_en_mano - VALOR_TRES_NEGRO))
        valores = {"cartas": mano, "puntos": puntos, "valor": house_rules.valor_tres_negro_en_mano}
        mensaje = M_MANO_NEGROS if negros else M_MANO
        linea("mano", "cartas en la mano", -puntos, Reason("canasta §12", mensaje, valores))
    total = sum([line["puntos"] for line in lineas])
    reasons.append(Reason("canasta §12", M_TOTAL, {"total": total}))
    return Ruling({"total": total, "desglose": lineas}, tuple(reasons))


def premios_canastas(canastas: int, house_rules: CanastaHouseRules = DEFAULT) -> list[tuple[str, int, Reason]]:
    """Canastrón and canasta de canastas earned with ``canastas`` canastas (``rules/canasta.md §11``, §16 A6).

    Returns:
        ``[(concepto, puntos, reason)]``: canastrón 500 from 5 canastas (exactly 5 with
        ``premios_canastas_exactos``), canasta de canastas 2 000 from 7, both with 7 unless ``canastron_acumula``
        is off; none with ``premios_por_canastas`` off.
    """
    out = []
    if not house_rules.premios_por_canastas:
        return out
    de_canastas = canastas >= house_rules.canastas_canasta_de_canastas
    exacto = canastas == house_rules.canastas_canastron
    canastron = exacto if house_rules.premios_canastas_exactos else canastas >= house_rules.canastas_canastron
    if canastron and (not de_canastas or house_rules.canastron_acumula):
        mensaje = M_CANASTRON_ACUMULA if de_canastas else M_CANASTRON if exacto else M_CANASTRON_MAS
        out.append(("canastrón", PREMIO_CANASTRON, Reason("canasta §11", mensaje, {
            "canastas": canastas, "puntos": PREMIO_CANASTRON, "minimo": house_rules.canastas_canastron})))
    if de_canastas:
        out.append(("canasta de canastas", PREMIO_CANASTA_DE_CANASTAS, Reason(
            "canasta §11", M_CANASTA_DE_CANASTAS, {"canastas": canastas, "puntos": PREMIO_CANASTA_DE_CANASTAS})))
    return out


def _premio_oculta(forma: str, house_rules: CanastaHouseRules) -> int:
    if forma in _PREMIO_OCULTA:
        return _PREMIO_OCULTA[forma]
    if house_rules.premio_oculta_en_juego_con_apoyo < 0:
        raise InvalidSituation(
            "canasta_oculta: the premio of a canasta oculta in the course of the hand leaning on the partner is cut "
            "off in the rulebook (§16 A7); set the house rule canasta.premio_oculta_en_juego_con_apoyo to score it",
            field="canasta_oculta",
            es="canasta_oculta: el premio de la canasta oculta más adelante en la mano apoyándose en el compañero "
               "no se lee en la copia del reglamento (está cortada, §16 A7); fija la regla de la casa "
               "canasta.premio_oculta_en_juego_con_apoyo para puntuarla")
    return house_rules.premio_oculta_en_juego_con_apoyo


def _honores(n: int, puntos: int, house_rules: CanastaHouseRules) -> tuple[str, list[Reason]]:
    """Desglose line name and reasons of the honours (§6)."""
    canasta = house_rules.honores_requieren_canasta
    if puntos > 0:
        requisito = ("una canasta", "a canasta") if canasta else ("alguna combinación", "a combination")
    else:
        requisito = ("ninguna canasta", "no canasta") if canasta else ("ninguna combinación", "no combination")
    valores = {"n": n, "puntos": abs(puntos), "requisito_es": requisito[0], "requisito_en": requisito[1]}
    reasons = [Reason("canasta §6", M_HONORES_MAS if puntos > 0 else M_HONORES_MENOS, valores)]
    if n == 4 and puntos > 0:
        reasons.append(Reason("canasta §6", M_CUATRO_ROJOS, {}))
    elif n == 4:  # -800 is Tapete's reading (A9), -400 the house rule cuatro_treses_rojos_en_contra
        reasons.append(Reason("canasta §6", M_CUATRO_ROJOS_CONTRA, {
            "puntos": abs(puntos), **reading_label(house_rules, "cuatro_treses_rojos_en_contra")}))
    return f"honores ({n} {'tres rojo' if n == 1 else 'treses rojos'})", reasons
