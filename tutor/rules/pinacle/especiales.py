"""Pinacle special sets and the pináculo (``rules/pinacle.md §10``), and what is known of hand scoring (§11).

Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, con_y, cuenta, shown
from ..cartas import NOMBRES_RANGOS_PLURAL, CartaFrancesa
from .cartas import M_RESCATADOS_ESPECIAL, _check_copias, _check_rescatados, _suma_rescatados, es_figura
from .escaleras import decidir_escalera
from .rescate import valor_rescatado
from .house_rules import DEFAULT, PinacleHouseRules


def _rango(rango: str) -> dict:
    """The rank for the JSON values and, in the plural, for each language's sentence (``ocho reyes``)."""
    plural = NOMBRES_RANGOS_PLURAL
    return {"rango": rango, "rango_es": plural["es"][rango], "rango_en": plural["en"][rango]}


M_PINACULO = {
    True: Message("pinacle.especial.pinaculo_de_mano",
                  "Pináculo de mano: ocho {rango_es} y tres comodines con las cartas del reparto. Vale {puntos} puntos "
                  "en total, sin sumar las cartas (lectura de Tapete, sin ajuste: el reglamento da el premio y no "
                  "dice más).",
                  "Pináculo de mano: eight {rango_en} and three comodines in the dealt hand. Worth {puntos} points in "
                  "all, the cards not added (Tapete's reading, no setting: the rulebook gives the premio and says no "
                  "more)."),
    False: Message("pinacle.especial.pinaculo",
                   "Pináculo: ocho {rango_es} y tres comodines reunidos en la mano en el curso del juego. Vale {puntos} "
                   "puntos en total, sin sumar las cartas (lectura de Tapete, sin ajuste: el reglamento da el premio "
                   "y no dice más).",
                   "Pináculo: eight {rango_en} and three comodines gathered in one hand later in the deal. Worth "
                   "{puntos} points in all, the cards not added (Tapete's reading, no setting: the rulebook gives the "
                   "premio and says no more)."),
}
"""§14 B12: that the 3 000 or 1 500 is the whole value of the eleven cards is Tapete's reading (no setting)."""
M_NO_PINACULO = Message("pinacle.especial.no_pinaculo",
                        "Ocho {rango_es} y tres comodines reunidos en la mesa no son pináculo: solo cuenta si se forma "
                        "en la mano.",
                        "Eight {rango_en} and three comodines gathered on the table are no pináculo: it counts only when "
                        "formed in one hand.")
M_ESPECIAL = Message("pinacle.especial.linea",
                     "Combinación especial de {naturales} {rango_es} y {comodines} {comodines:comodín|comodines}: vale {puntos} puntos "
                     "por el conjunto, sin sumar las cartas.",
                     "Special set of {naturales} {rango_en} and {comodines} {comodines:comodín|comodines}: worth {puntos} points for the "
                     "whole set; the cards are not added.")
M_NO_ESPECIAL = Message("pinacle.especial.ninguna",
                        "{naturales} {rango_es} y {comodines} {comodines:comodín|comodines} no forman combinación "
                        "especial: sin valor fijo. Sus cartas valen su valor ordinario, que el reglamento legible no "
                        "da (ambigüedad B1 de las reglas): Tapete no lo cuenta (lectura de Tapete, sin ajuste).",
                        "{naturales} {rango_en} and {comodines} {comodines:comodín|comodines} make no special set: no "
                        "fixed value. Its cards are worth their ordinary values, which the readable rulebook does not "
                        "give (ambiguity B1 of the rules): Tapete does not count them (Tapete's reading, no "
                        "setting).")
M_PUNTOS_LINEA = Message("pinacle.mano.linea", "{concepto}: {puntos} puntos.", "{concepto}: {puntos} points.")


ESPECIALES_SIN_COMODIN = {("A", 8): ("ocho_ases", 1000), ("F", 8): ("ocho_figuras", 750),
                          ("A", 7): ("siete_ases", 400), ("F", 7): ("siete_figuras", 300),
                          ("A", 6): ("seis_ases", 300), ("F", 6): ("seis_figuras", 200)}
"""Special sets without comodín (§10.2): (``"A"`` aces or ``"F"`` figuras, cards) -> (nombre, puntos)."""
_LINEAS_CON = {"A": ("seis_ases_con_comodin", 180), "F": ("seis_figuras_con_comodin", 120)}
PINACULO = {True: ("pinaculo_de_mano", 3000), False: ("pinaculo", 1500)}
"""Pináculo by ``de_mano`` (§10.1)."""


def _linea_especial(clase: str | None, naturales: int, comodines: int, house_rules: PinacleHouseRules):
    if clase is None:
        return None
    if comodines == 0:
        return ESPECIALES_SIN_COMODIN.get((clase, naturales))
    seis = naturales + comodines if house_rules.con_comodin == "total" else naturales
    return _LINEAS_CON[clase] if seis == 6 else None


def decidir_especial(cartas: Sequence[CartaFrancesa], de_mano: bool = False, en_mano: bool = True,
                     rescatados: Sequence[CartaFrancesa] = (), house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Is this a special set or the pináculo, and what is it worth? (``rules/pinacle.md §10``, §9, §14 B2, B13, B15)

    Args:
        cartas: the set: cards of one rank plus any comodines.
        de_mano: for the pináculo, formed with the dealt cards (3 000) rather than later in the hand (1 500).
        en_mano: the eight cards and three comodines were gathered in one player's hand; ``False`` when built up
            on the table, which is never a pináculo (§10.1, S12).
        rescatados: rescued comodines lying crosswise on it; their value (§9) is added to a special set's.

    Returns:
        Ruling with answer ``{"nombre": str | None, "puntos": int}``: nombre one of ``pinaculo_de_mano``,
        ``pinaculo``, ``ocho_ases``, ``ocho_figuras``, ``siete_ases``, ``siete_figuras``, ``seis_ases``,
        ``seis_figuras``, ``seis_ases_con_comodin``, ``seis_figuras_con_comodin``; ``None`` with puntos 0 for an
        ordinary trío, whose value is not known (§11) and is not included.

    The set is one already formed (gathered in a hand or built up on the table) and valued, not a proposal, so
    cards that could never form it are refused rather than answered.

    Raises:
        InvalidSituation: fewer than three cards, mixed ranks, no natural card, too many copies or jokers, more
            comodines than the house cap, a natural card among ``rescatados``, or rescued comodines on a pináculo
            (all eight cards of its rank are in it, so none of its comodines can have been replaced).
    """
    cartas, rescatados = tuple(cartas), tuple(rescatados)
    _check_copias({"cartas": cartas, "rescatados": rescatados}, house_rules)
    if len(cartas) < 3:
        raise InvalidSituation(f"a combination needs at least three cards; got {len(cartas)}", field="cartas",
                               es=f"una combinación necesita al menos tres cartas, pero tiene {len(cartas)}")
    rangos = {c.rango for c in cartas if not c.es_comodin}
    if len(rangos) > 1:
        raise InvalidSituation(f"a set is of one rank, but it mixes {', '.join(sorted(rangos))}", field="cartas",
                               es=f"un trío es de un solo rango, pero mezcla {con_y(sorted(rangos))}")
    if not rangos:
        raise InvalidSituation("a set needs at least one natural card to have a rank", field="cartas",
                               es="un trío necesita al menos una carta natural para tener rango")
    rango = rangos.pop()
    comodines = sum(1 for c in cartas if c.es_comodin)
    naturales = len(cartas) - comodines
    _check_rescatados(rescatados, naturales)
    if house_rules.max_comodines_trio and comodines > house_rules.max_comodines_trio:
        raise InvalidSituation(f"{comodines} comodines but the house rule allows at most "
                               f"{house_rules.max_comodines_trio} per trío", field="cartas",
                               es=f"{cuenta(comodines, 'comodín', 'comodines')}, pero la regla de la casa permite como "
                                  f"mucho "
                                  f"{house_rules.max_comodines_trio} por trío")
    razones = []
    if naturales == 8 and comodines == 3:
        if en_mano:
            if rescatados:
                raise InvalidSituation("a pináculo holds all eight cards of its rank, so none of its comodines can "
                                       "have been rescued", field="rescatados",
                                       es="un pináculo tiene las ocho cartas de su rango, así que ninguno de sus "
                                          "comodines puede haber sido rescatado")
            nombre, puntos = PINACULO[de_mano]
            razones.append(Reason("pinacle §10.1", M_PINACULO[de_mano], {**_rango(rango), "puntos": puntos}))
            return Ruling({"nombre": nombre, "puntos": puntos}, tuple(razones))
        razones.append(Reason("pinacle §10.1", M_NO_PINACULO, _rango(rango)))
    clase = "A" if rango == "A" else "F" if es_figura(rango, house_rules) else None
    cuenta_rescatados = house_rules.rescatado_cuenta_como_comodin
    k = comodines + (len(rescatados) if cuenta_rescatados else 0)
    linea = _linea_especial(clase, naturales, k, house_rules)
    valores = {"naturales": naturales, **_rango(rango), "comodines": k}
    if linea is None:
        razones.append(Reason("pinacle §11", M_NO_ESPECIAL, valores))
        return Ruling({"nombre": None, "puntos": 0}, tuple(razones))
    nombre, base = linea
    razones.append(Reason("pinacle §10.2", M_ESPECIAL, {**valores, "puntos": base}))
    extra = () if cuenta_rescatados else rescatados
    sustituye = next(c for c in cartas if not c.es_comodin)
    valorados = [valor_rescatado(c, "trio", sustituye, house_rules) for c in extra]
    por_que = next((razon for _, razon in valorados if razon is not None), None)
    if por_que is not None:  # a rescued 2 is worth double the card it stood for: say so before the sum
        razones.append(por_que)
    puntos = _suma_rescatados(base, extra, [v for v, _ in valorados], razones, M_RESCATADOS_ESPECIAL)
    return Ruling({"nombre": nombre, "puntos": puntos}, tuple(razones))


# ---------------------------------------------------------------------------------------------- §11 scoring


@dataclass(frozen=True, slots=True)
class Combinacion:
    """One combination on the table, for :func:`puntos_conocidos`.

    Attributes:
        tipo: ``"escalera"`` or ``"trio"``.
        cartas: its cards (an escalera lowest first).
        rescatados: rescued comodines lying on it.
        de_mano, en_mano: for a pináculo, as in :func:`decidir_especial`.
    """

    tipo: str
    cartas: tuple
    rescatados: tuple = ()
    de_mano: bool = False
    en_mano: bool = True


def puntos_conocidos(combinaciones: Sequence[Combinacion], mano: Sequence[CartaFrancesa] = (),
                     house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """The part of a hand's score the rulebook fixes (``rules/pinacle.md §11``): escaleras completas and special
    sets, each with its rescued comodines.

    Returns:
        Ruling with answer ``{"total": int, "desglose": [{"concepto": str, "puntos": int}]}`` in puntos.

    Raises:
        InvalidSituation: any combination whose value is not known — an incomplete escalera or an ordinary trío —
            or cards left in ``mano``: their values are on the missing pages (§11, §14 B1). Also any error of
            :func:`decidir_escalera` / :func:`decidir_especial`.
    """
    if mano:
        raise InvalidSituation("the value of cards left in hand is not known: Pinacle card values are on the missing "
                               "page 1 (rules/pinacle.md §11, §14 B1)", field="mano",
                               es="no se conoce el valor de las cartas que quedan en la mano: los valores de las "
                                  "cartas del Pinacle están en la página 1, que falta (rules/pinacle.md §11, §14 B1)")
    desglose, razones = [], []
    for i, comb in enumerate(combinaciones):
        if comb.tipo == "escalera":
            ruling = decidir_escalera(comb.cartas, comb.rescatados, house_rules=house_rules)
            concepto = f"escalera_{ruling.answer['clase']}"
            valor = ruling.answer["puntos"] if ruling.answer["valida"] else None
        elif comb.tipo == "trio":
            ruling = decidir_especial(comb.cartas, comb.de_mano, comb.en_mano, comb.rescatados, house_rules)
            concepto, valor = ruling.answer["nombre"], ruling.answer["puntos"] if ruling.answer["nombre"] else None
        else:
            raise InvalidSituation(f"combination {i}: tipo must be 'escalera' or 'trio', got {comb.tipo!r}",
                                   field="combinaciones",
                                   es=f'combinación {i}: tipo debe ser "escalera" o "trio", pero es '
                                      f'{shown(comb.tipo)}')
        if valor is None:
            raise InvalidSituation(f"combination {i} ({' '.join(map(str, comb.cartas))}) has no known value: only "
                                   "escaleras completas and special sets have fixed values; ordinary scoring is on "
                                   "the missing page 3 (rules/pinacle.md §11)", field="combinaciones",
                                   es=f"la combinación {i} ({' '.join(map(str, comb.cartas))}) no tiene un valor "
                                      "conocido: solo las escaleras completas y las combinaciones especiales tienen "
                                      "valor fijo; la puntuación corriente está en la página 3, que falta "
                                      "(rules/pinacle.md §11)")
        desglose.append({"concepto": concepto, "puntos": valor})
        razones.extend(ruling.reasons)
        razones.append(Reason("pinacle §11", M_PUNTOS_LINEA, {"concepto": concepto, "puntos": valor}))
    total = sum(d["puntos"] for d in desglose)
    return Ruling({"total": total, "desglose": desglose}, tuple(razones))
