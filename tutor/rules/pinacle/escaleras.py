"""Pinacle escaleras (``rules/pinacle.md §7``) and the escalera completa (§8): shape, blocked comodines, moves,
class and value. Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..base import InvalidSituation, Joined, Message, Phrase, Reason, Ruling, shown
from ..cartas import NOMBRES_PALOS_FRANCESES, CartaFrancesa
from .cartas import (
    ESCALERA_COMPLETA, RESCATADO_DOS_ESCALERA, _NATURAL, _POS, _check_copias, _check_rescatados, _palo,
    _suma_rescatados,
)
from .house_rules import DEFAULT, PinacleHouseRules

M_FORMA = Message("pinacle.escalera.forma",
                  "Escalera de {palo_es}: {n} cartas seguidas, de {desde} a {hasta} (el orden es 3 … A).",
                  "Escalera of {palo_en}: {n} cards in sequence, from {desde} to {hasta} (the order is 3 … A).")
M_SIN_NATURAL = Message("pinacle.escalera.sin_natural",
                        "Sin cartas naturales no se sabe el palo ni las posiciones: {n} comodines.",
                        "With no natural card neither the suit nor the positions are known: {n} comodines.")
M_BLOQUEADOS = Message("pinacle.escalera.bloqueados",
                       "Comodines entre dos cartas, bloqueados (ni se mueven ni se rescatan): {bloqueados}. "
                       "Libres en los extremos: {libres}{rescate_es}.",
                       "Comodines between two cards, blocked (neither moved nor rescued): {bloqueados}. "
                       "Free at the ends: {libres}{rescate_en}.")
M_BLOQUEADOS_LECTURA = Message(
    "pinacle.escalera.bloqueados_lectura",
    "Comodines entre dos cartas, bloqueados (ni se mueven ni se rescatan): {bloqueados}; el comodín de al lado cuenta "
    "como carta (lectura de Tapete; regla de la casa bloqueo). Libres en los extremos: {libres}{rescate_es}.",
    "Comodines between two cards, blocked (neither moved nor rescued): {bloqueados}; the comodín beside them counts "
    "as a card (Tapete's reading; house rule bloqueo). Free at the ends: {libres}{rescate_en}.")
"""Some comodín is blocked only because a comodín beside it counts as a card: with ``bloqueo`` set to
``entre_naturales`` it would be free (§7.4)."""
M_LIBRES = Message("pinacle.escalera.libres",
                   "Ningún comodín está bloqueado. {detalle}{rescate_es}.",
                   "No comodín is blocked. {detalle}{rescate_en}.")
M_LIBRE_MOVER = Message("pinacle.escalera.libre_mover",
                        "{comodin}→{carta}, en un extremo, se puede mover dentro de la escalera o rescatar",
                        "{comodin}→{carta}, at an end, may be moved within the escalera or rescued")
M_LIBRE_RESCATAR = Message("pinacle.escalera.libre_rescatar",
                           "{comodin}→{carta} no tiene sitio al otro extremo, que ya llega al {limite}: se puede "
                           "rescatar poniendo {carta}",
                           "{comodin}→{carta} has no place beyond the other end, which already reaches the "
                           "{limite}: it may be rescued by placing {carta}")
M_LIBRE_SOLO_MOVER = Message("pinacle.escalera.libre_solo_mover",
                             "{comodin}→{carta}, en un extremo, se puede mover dentro de la escalera, pero no "
                             "rescatar de una escalera incompleta (regla de la casa rescate_escalera_incompleta)",
                             "{comodin}→{carta}, at an end, may be moved within the escalera, but not rescued from "
                             "an incomplete escalera (house rule rescate_escalera_incompleta)")
M_LIBRE_QUIETO = Message("pinacle.escalera.libre_quieto",
                         "{comodin}→{carta} no tiene sitio al otro extremo, que ya llega al {limite}, ni se puede "
                         "rescatar de una escalera incompleta (regla de la casa rescate_escalera_incompleta)",
                         "{comodin}→{carta} has no place beyond the other end, which already reaches the {limite}, "
                         "nor may it be rescued from an incomplete escalera (house rule "
                         "rescate_escalera_incompleta)")
_LIBRE = {(True, True): M_LIBRE_MOVER, (False, True): M_LIBRE_RESCATAR, (True, False): M_LIBRE_SOLO_MOVER,
          (False, False): M_LIBRE_QUIETO}
"""What a free comodín may do, by (it fits beyond the other end, it may be rescued) (§7.4, §9, §14 B8)."""
_SIN_NOTA = {"rescate_es": "", "rescate_en": ""}
_LIBRES_INCOMPLETA = {
    "rescate_es": " (rescatar de una escalera incompleta: lectura de Tapete; regla de la casa "
                  "rescate_escalera_incompleta)",
    "rescate_en": " (rescuing from an incomplete escalera: Tapete's reading; house rule rescate_escalera_incompleta)"}
_EXTREMOS_INCOMPLETA = {
    True: {"rescate_es": " (se rescatan aunque la escalera no esté completa: lectura de Tapete; regla de la casa "
                         "rescate_escalera_incompleta)",
           "rescate_en": " (rescued even though the escalera is not complete: Tapete's reading; house rule "
                         "rescate_escalera_incompleta)"},
    False: {"rescate_es": " (se mueven, pero no se rescatan mientras no esté completa: regla de la casa "
                          "rescate_escalera_incompleta)",
            "rescate_en": " (they move, but are not rescued while it is not complete: house rule "
                          "rescate_escalera_incompleta)"},
}
"""Rescuing an end comodín of an escalera not yet complete is Tapete's reading B8 (§14), or refused by the house
rule: the note M_LIBRES (when allowed) and the blocked messages' free ends carry, as reason values."""
M_CORTA = Message("pinacle.escalera.corta",
                  "Una combinación necesita al menos tres cartas; aquí hay {n}.",
                  "A combination needs at least three cards; here there are {n}.")
M_INICIO = Message("pinacle.escalera.inicio_comodines",
                   "Al empezar una escalera solo {maximo:puede|pueden} ir {maximo} {maximo:comodín|comodines} entre "
                   "las cartas de la mano; aquí van {comodines} (el reglamento dice que una de las tres cartas puede "
                   "ser comodín; el tope es lectura de Tapete, regla de la casa comodines_al_empezar).",
                   "An escalera is started with at most {maximo} {maximo:comodín|comodines} among the cards from "
                   "the hand; here there are {comodines} (the rulebook says one of the three cards may be a comodín; "
                   "the limit is Tapete's reading, house rule comodines_al_empezar).")
M_POCAS_NATURALES = Message("pinacle.escalera.pocas_naturales",
                            "Una escalera se empieza con como mucho {maximo} {maximo:comodín|comodines} entre tres "
                            "cartas o más, así que en la mesa lleva al menos {minimo} naturales; esta tiene "
                            "{naturales}.",
                            "An escalera is started with at most {maximo} {maximo:comodín|comodines} among three or "
                            "more cards, so on the table it has at least {minimo} natural cards; this one has "
                            "{naturales}.")
M_TOPE = Message("pinacle.escalera.tope_comodines",
                 "La regla de la casa admite como mucho {maximo} comodines por escalera; esta lleva {comodines}.",
                 "The house rule allows at most {maximo} comodines per escalera; this one has {comodines}.")
M_LIMPIA = Message("pinacle.escalera.limpia",
                   "Escalera completa limpia: ningún comodín entre sus doce cartas. Vale {base} puntos, sin sumar "
                   "las cartas.",
                   "Clean escalera completa: no comodín among its twelve cards. Worth {base} points; the cards are "
                   "not added.")
M_SEMILIMPIA = Message("pinacle.escalera.semilimpia",
                       "Escalera completa semilimpia: {doses:su único comodín es un dos|sus únicos comodines son {doses} doses} de su mismo palo. "
                       "Vale {base} puntos, sin sumar las cartas.",
                       "Semi-clean escalera completa: {doses:its only comodín is a two|its only comodines are {doses} twos} of its own suit. "
                       "Worth {base} points; the cards are not added.")
M_SUCIA = Message("pinacle.escalera.sucia",
                  "Escalera completa sucia: entre sus doce cartas hay {comodines_es}. Vale {base} puntos, sin sumar "
                  "las cartas.",
                  "Dirty escalera completa: its twelve cards include {comodines_en}. Worth {base} points; the cards "
                  "are not added.")
M_JOKERS = Message("pinacle.escalera.jokers", "{n} {n:joker|jokers}", "{n} {n:joker|jokers}")
M_DOSES_OTRO = Message("pinacle.escalera.doses_otro", "{n} {n:dos|doses} de otro palo",
                       "{n} {n:two|twos} of another suit")
M_DOSES_PROPIOS = Message("pinacle.escalera.doses_propios", "{n} {n:dos|doses} de su mismo palo",
                          "{n} {n:two|twos} of its own suit")
M_INCOMPLETA = Message("pinacle.escalera.incompleta",
                       "No es escalera completa ({n} de las doce posiciones): no tiene valor fijo. Sus cartas valen "
                       "su valor ordinario, que el reglamento legible no da (ambigüedad B1 de las reglas): Tapete "
                       "no lo cuenta (lectura de Tapete, sin ajuste).",
                       "Not an escalera completa ({n} of the twelve positions): it has no fixed value. Its cards are "
                       "worth their ordinary values, which the readable rulebook does not give (ambiguity B1 of the "
                       "rules): Tapete does not count them (Tapete's reading, no setting).")
M_BLOQUEADO = Message("pinacle.rescate.bloqueado",
                      "El {comodin} está entre dos cartas de la escalera: está bloqueado y no se puede rescatar.",
                      "The {comodin} lies between two cards of the escalera: it is blocked and cannot be rescued.")
M_MOVER_SI = Message("pinacle.mover.si",
                     "El {comodin} está en un extremo: se puede pasar al otro extremo de la misma escalera sin "
                     "sustituirlo: {cartas}.",
                     "The {comodin} is at an end: it may move to the other end of the same escalera without being "
                     "replaced: {cartas}.")
M_MOVER_FUERA = Message("pinacle.mover.fuera",
                        "Un comodín de escalera solo se mueve dentro de la misma escalera; nunca a otra combinación "
                        "ni a la mano.",
                        "An escalera's comodín moves only within the same escalera; never to another combination or "
                        "back to the hand.")
M_MOVER_LIMITE = Message("pinacle.mover.limite",
                         "No cabe: por ese extremo no hay posición ({limite} es el final; no hay A-2-3).",
                         "It does not fit: there is no position beyond that end ({limite} is the last; no A-2-3).")
M_UNIR_NO = Message("pinacle.unir.no",
                    "No se pueden unir dos escaleras ya expuestas (lectura de Tapete: el reglamento lo prohíbe para "
                    "formar una escalera completa; regla de la casa unir_escaleras).",
                    "Two escaleras already exposed may not be joined (Tapete's reading: the rulebook forbids it to "
                    "make an escalera completa; house rule unir_escaleras).")
M_UNIR_COMPLETA = Message("pinacle.unir.completa",
                          "No se pueden unir dos escaleras expuestas para formar una escalera completa.",
                          "Two exposed escaleras may not be joined to make an escalera completa.")
M_UNIR_NO_ENCAJA = Message("pinacle.unir.no_encaja",
                           "Estas dos escaleras no forman una sola: {motivo}.",
                           "These two escaleras do not make one: {motivo}.")
M_UNIR_SI = Message("pinacle.unir.si",
                    "La regla de la casa permite esta unión, que no forma escalera completa: {cartas}.",
                    "The house rule allows this join, which does not make an escalera completa: {cartas}.")


@dataclass(frozen=True, slots=True)
class FormaEscalera:
    """The shape of an escalera as laid on the table (§7.1, §7.4).

    Attributes:
        cartas: the cards, lowest first, comodines where they stand.
        palo: suit letter, or ``None`` when no natural card fixes it.
        inicio: escalera position of ``cartas[0]`` (0 = the 3 … 11 = the A), or ``None`` without a natural card.
        comodines: indices in ``cartas`` of the comodines (jokers and 2s).
        bloqueados: indices of the blocked comodines (§7.4, house rule ``bloqueo``).
    """

    cartas: tuple
    palo: str | None
    inicio: int | None
    comodines: tuple
    bloqueados: tuple

    @property
    def completa(self) -> bool:
        """All twelve positions 3 … A (§8.1)."""
        return self.palo is not None and len(self.cartas) == 12

    def representa(self, indice: int) -> CartaFrancesa | None:
        """The natural card position ``indice`` stands for (``None`` without a natural card)."""
        return None if self.palo is None else _NATURAL[(self.inicio + indice, self.palo)]


M_DOS_PALOS = Message("pinacle.escalera.dos_palos",
                      "Una escalera es de un solo palo, pero {a} y {b} son de palos distintos.",
                      "An escalera is of one suit, but {a} and {b} are of two suits.")
M_HUECO = Message("pinacle.escalera.hueco",
                  "Hueco en la escalera: entre {a} y {b} {faltan:falta|faltan} {faltan} {faltan:posición|posiciones} "
                  "y ningún comodín {faltan:la|las} ocupa.",
                  "Gap in the escalera: between {a} and {b} {faltan} {faltan:position is|positions are} missing and "
                  "no comodín fills {faltan:it|them}.")
M_DESORDEN = Message("pinacle.escalera.desorden",
                     "{a} y {b} no caben en una escalera: no están en orden ascendente (escribe la escalera de menor "
                     "a mayor).",
                     "{a} and {b} do not fit in one escalera: not in ascending order (write the escalera lowest "
                     "first).")
M_SIN_SITIO = Message("pinacle.escalera.sin_sitio",
                      "{a} y {b} no caben en una escalera: {entre} {entre:carta|cartas} entre ellas para solo "
                      "{posiciones} {posiciones:posición|posiciones}.",
                      "{a} and {b} do not fit in one escalera: {entre} {entre:card|cards} between them for only "
                      "{posiciones} {posiciones:position|positions}.")
M_BAJO_TRES = Message("pinacle.escalera.bajo_el_tres",
                      "{n} {n:comodín|comodines} al principio {n:quedaría|quedarían} por debajo del 3: las posiciones "
                      "de una escalera van solo del 3 al A; un 2 es siempre comodín, nunca una carta natural por "
                      "debajo del 3.",
                      "{n} {n:comodín|comodines} at the bottom would stand below the 3: escalera positions run 3 … A "
                      "only; a 2 is always a comodín, never a natural card below the 3.")
M_SOBRE_AS = Message("pinacle.escalera.sobre_el_as",
                     "La escalera pasaría del A: las posiciones van solo del 3 al A (doce), no hay A-2-3, pero tiene "
                     "{n} {n:carta|cartas}.",
                     "The escalera would go above the A: positions run 3 … A only (twelve), there is no A-2-3; {n} "
                     "{n:card|cards}.")


def _leer(cartas: Sequence[CartaFrancesa]) -> tuple | Reason:
    """``(palo, inicio, comodines)`` of cards laid as an escalera (see :class:`FormaEscalera`), or the §7.1 rule
    that keeps them from being one: two suits, a gap no comodín fills, natural cards out of order or repeated,
    comodines standing below the 3 or above the A."""
    palo = inicio = None
    comodines = []
    j = q = -1
    for i, c in enumerate(cartas):
        p = _POS.get(c.rango)
        if p is None:
            comodines.append(i)
            continue
        par = {"a": cartas[j], "b": c}
        if palo is None:
            palo, inicio = c.palo, p - i
        elif c.palo != palo:
            return Reason("pinacle §7.1", M_DOS_PALOS, par)
        elif p - q > i - j:
            return Reason("pinacle §7.1", M_HUECO, {**par, "faltan": p - q - (i - j)})
        elif p <= q:
            return Reason("pinacle §7.1", M_DESORDEN, par)
        elif p - q < i - j:
            return Reason("pinacle §7.1", M_SIN_SITIO, {**par, "entre": i - j - 1, "posiciones": p - q - 1})
        j, q = i, p
    n = len(cartas)
    if palo is not None and inicio < 0:
        return Reason("pinacle §7.1", M_BAJO_TRES, {"n": -inicio})
    if (palo is not None and inicio + n > 12) or n > 12:
        return Reason("pinacle §7.1", M_SOBRE_AS, {"n": n})
    return palo, inicio, tuple(comodines)


def _sin_cartas(cartas: Sequence[CartaFrancesa]) -> None:
    if not cartas:
        raise InvalidSituation("an escalera needs cards; the list is empty", field="cartas",
                               es="una escalera necesita cartas, pero la lista está vacía")


def _forma(cartas: Sequence[CartaFrancesa], palo, inicio, comodines: tuple,
           house_rules: PinacleHouseRules) -> FormaEscalera:
    """The shape read by :func:`_leer`, with the comodines blocked under ``house_rules.bloqueo`` (§7.4)."""
    n = len(cartas)
    if house_rules.bloqueo == "entre_cartas":
        bloqueados = tuple(i for i in comodines if 0 < i < n - 1)
    else:
        nat = [i for i in range(n) if i not in comodines]
        bloqueados = tuple(i for i in comodines if nat and nat[0] < i < nat[-1])
    return FormaEscalera(tuple(cartas), palo, inicio, comodines, bloqueados)


def forma_escalera(cartas: Sequence[CartaFrancesa], house_rules: PinacleHouseRules = DEFAULT) -> FormaEscalera:
    """Read the shape of an escalera already on the table (``rules/pinacle.md §7.1``, §7.4).

    Args:
        cartas: the cards in sequence order, lowest first, each comodín where it stands.
        house_rules: house rules (``bloqueo`` decides which comodines are blocked).

    Raises:
        InvalidSituation (``field="cartas"``): an empty list, or cards the rules could never have laid as one
            escalera — two suits, a gap no comodín fills, natural cards out of order or repeated, or comodines
            standing below the 3 or above the A (a 2 is never a natural card; there is no A-2-3); the message is
            the rule's sentence.
    """
    _sin_cartas(cartas)
    leida = _leer(cartas)
    if isinstance(leida, Reason):
        raise InvalidSituation.from_reason(leida, field="cartas")
    return _forma(cartas, *leida, house_rules)


M_REPRESENTA = Message("pinacle.escalera.representa", "{comodin}→{carta}", "{comodin}→{carta}")


def _etiqueta(forma: FormaEscalera, indices) -> list[Phrase]:
    """``[JK→8H, ...]``: each comodín with the card it stands for (``?`` when none); in JSON ``["JK→8H", ...]``."""
    return [Phrase(M_REPRESENTA, {"comodin": forma.cartas[i], "carta": forma.representa(i) or "?"})
            for i in indices]


def _libre(forma: FormaEscalera, indice: int, house_rules: PinacleHouseRules) -> Phrase:
    """What the free comodín at ``indice`` may do: move to the other end only where a position is left beyond it
    (§7.4: an escalera completa has none), be rescued unless the house forbids it for an incomplete escalera (§9,
    §14 B8)."""
    destino = "arriba" if indice < _primera_natural(forma) else "abajo"
    _, cabe, limite = _movida(forma, indice, destino)
    rescatable = forma.completa or house_rules.rescate_escalera_incompleta
    return Phrase(_LIBRE[cabe, rescatable], {"comodin": forma.cartas[indice], "carta": forma.representa(indice),
                                             "limite": limite})


def _razones_forma(forma: FormaEscalera, house_rules: PinacleHouseRules) -> list[Reason]:
    n = len(forma.cartas)
    if forma.palo is None:
        razones = [Reason("pinacle §7.1", M_SIN_NATURAL, {"n": n})]
    else:
        razones = [Reason("pinacle §7.1", M_FORMA, {"palo": _palo(forma.palo), "n": n,
                                                      "palo_es": NOMBRES_PALOS_FRANCESES["es"][forma.palo],
                                                      "palo_en": NOMBRES_PALOS_FRANCESES["en"][forma.palo],
                                                      "desde": forma.representa(0), "hasta": forma.representa(n - 1)})]
    if forma.comodines:
        libres = [i for i in forma.comodines if i not in forma.bloqueados]
        incompleta = bool(libres) and not forma.completa
        if forma.bloqueados:
            rescate = _EXTREMOS_INCOMPLETA[house_rules.rescate_escalera_incompleta] if incompleta else _SIN_NOTA
            mensaje = M_BLOQUEADOS_LECTURA if _bloqueado_por_comodin(forma) else M_BLOQUEADOS
            razones.append(Reason("pinacle §7.4", mensaje, {
                "bloqueados": _etiqueta(forma, forma.bloqueados), "posiciones": list(forma.bloqueados),
                "libres": _etiqueta(forma, libres) or "—", **rescate}))
        else:
            detalle = Joined([_libre(forma, i, house_rules) for i in libres], "; ")
            # the free ends of an incomplete escalera are rescued by Tapete's reading B8 (or, off, only move)
            nota = _LIBRES_INCOMPLETA if incompleta and house_rules.rescate_escalera_incompleta else _SIN_NOTA
            razones.append(Reason("pinacle §7.4", M_LIBRES, {"libres": _etiqueta(forma, libres), "posiciones": libres,
                                                             "detalle": detalle, **nota}))
    return razones


def _bloqueado_por_comodin(forma: FormaEscalera) -> bool:
    """Some blocked comodín lies outside the natural cards: only a comodín beside it puts it between two cards."""
    naturales = [i for i in range(len(forma.cartas)) if i not in forma.comodines]
    return any(not naturales or not naturales[0] < i < naturales[-1] for i in forma.bloqueados)


def _infraccion(forma: FormaEscalera, inicio: bool, house_rules: PinacleHouseRules) -> Reason | None:
    """The first Pinacle rule a well-formed escalera breaks (§6, §7.2, §14 B9), or ``None``."""
    n, k = len(forma.cartas), len(forma.comodines)
    maximo = house_rules.comodines_al_empezar
    if n < 3:
        return Reason("pinacle §6", M_CORTA, {"n": n})
    if inicio and k > maximo:
        return Reason("pinacle §14 B5", M_INICIO, {"maximo": maximo, "comodines": k})
    if n - k < 3 - maximo:
        return Reason("pinacle §7.2", M_POCAS_NATURALES, {"maximo": maximo, "minimo": 3 - maximo, "naturales": n - k})
    if house_rules.max_comodines_escalera and k > house_rules.max_comodines_escalera:
        return Reason("pinacle §14 B9", M_TOPE, {"maximo": house_rules.max_comodines_escalera, "comodines": k})
    return None


def clase_escalera_completa(forma: FormaEscalera) -> tuple[str, int, Reason]:
    """Class and fixed value of an escalera completa by its twelve cards only (``rules/pinacle.md §8.2``).

    Returns:
        ``(clase, base, reason)`` with clase ``"limpia"`` / ``"semilimpia"`` / ``"sucia"`` and base in puntos.

    Raises:
        InvalidSituation: not complete, or three same-suit 2s (three packs), for which the rules give no value.
    """
    if not forma.completa:
        raise InvalidSituation("not an escalera completa: it needs the twelve positions 3 … A", field="cartas",
                               es="no es una escalera completa: necesita las doce posiciones del 3 al A")
    comodines = [forma.cartas[i] for i in forma.comodines]
    if not comodines:
        base = ESCALERA_COMPLETA["limpia"]
        return "limpia", base, Reason("pinacle §8.2", M_LIMPIA, {"base": base})
    propios = sum(1 for c in comodines if c.palo == forma.palo)
    if propios == len(comodines):
        if propios > 2:
            raise InvalidSituation(f"{propios} twos of the escalera's own suit: the rules give a value only for one "
                                   "(800) or two (750) (§8.1)", field="cartas",
                                   es=f"{propios} doses del palo de la escalera: las reglas solo dan valor para uno "
                                      "(800) o dos (750) (§8.1)")
        base = ESCALERA_COMPLETA["semilimpia_1" if propios == 1 else "semilimpia_2"]
        return "semilimpia", base, Reason("pinacle §8.2", M_SEMILIMPIA, {"doses": propios, "base": base})
    jokers = sum(1 for c in comodines if c.es_joker)
    doses_otro = len(comodines) - jokers - propios
    base = ESCALERA_COMPLETA["sucia"]
    hay = [Phrase(m, {"n": n}) for m, n in ((M_JOKERS, jokers), (M_DOSES_OTRO, doses_otro),
                                             (M_DOSES_PROPIOS, propios)) if n]  # only the comodines it has
    return "sucia", base, Reason("pinacle §8.2", M_SUCIA, {
        "jokers": jokers, "doses_otro": doses_otro, "base": base,
        "comodines_es": Joined(hay, ", ", " y ", "es"), "comodines_en": Joined(hay, ", ", " and ", "en")})


def decidir_escalera(cartas: Sequence[CartaFrancesa], rescatados: Sequence[CartaFrancesa] = (), inicio: bool = False,
                     house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Rule on an escalera (``rules/pinacle.md §7``, §8): validity, blocked comodines, class and value.

    Args:
        cartas: tuple of cards in sequence order, lowest first, comodines where they stand.
        rescatados: rescued comodines lying crosswise on it (§9); they never count for the class.
        inicio: the cards are being laid from one hand to start the escalera (§7.2 starting rule).
        house_rules: house rules.

    Returns:
        Ruling with answer ``{"valida": bool, "completa": bool, "clase": None | "limpia" | "semilimpia" | "sucia",
        "puntos": int | None, "bloqueados": [indices in cartas]}``; ``puntos`` (the fixed value plus 30 per rescued
        comodín) only for a valid escalera completa, since ordinary values are unknown (§11).

    What a player lays is a question: cards of the deck that break a Pinacle rule are answered ``valida: false``
    with the rule as the reason, never refused —

    * not one sequence of one suit (§7.1): two suits, a gap no comodín fills, natural cards out of order or
      repeated, a comodín standing below the 3 or above the A (a 2 is never natural; no A-2-3);
    * fewer than three cards (§6), more comodines than the starting rule allows when ``inicio`` or fewer natural
      cards than any legal start leaves (§7.2), more comodines than the house cap (§14 B9).

    :class:`InvalidSituation` is kept for what no deck or table can hold: no cards, more copies of a card or more
    jokers than the deck holds, a natural card among ``rescatados``, more rescued comodines than natural cards,
    three same-suit 2s in an escalera completa.
    """
    _sin_cartas(cartas)
    cartas, rescatados = tuple(cartas), tuple(rescatados)
    _check_copias({"cartas": cartas, "rescatados": rescatados}, house_rules)
    leida = _leer(cartas)
    if isinstance(leida, Reason):
        _check_rescatados(rescatados, sum(not c.es_comodin for c in cartas))
        return Ruling({"valida": False, "completa": False, "clase": None, "puntos": None, "bloqueados": []},
                      (leida,))
    forma = _forma(cartas, *leida, house_rules)
    _check_rescatados(rescatados, len(cartas) - len(forma.comodines))
    razones = _razones_forma(forma, house_rules)
    completa = forma.completa
    infraccion = _infraccion(forma, inicio, house_rules)
    if infraccion is not None:
        razones.append(infraccion)
        return Ruling({"valida": False, "completa": completa, "clase": None, "puntos": None,
                       "bloqueados": list(forma.bloqueados)}, tuple(razones))
    if not completa:
        razones.append(Reason("pinacle §11", M_INCOMPLETA, {"n": len(forma.cartas)}))
        return Ruling({"valida": True, "completa": False, "clase": None, "puntos": None,
                       "bloqueados": list(forma.bloqueados)}, tuple(razones))
    clase, base, razon = clase_escalera_completa(forma)
    razones.append(razon)
    puntos = _suma_rescatados(base, rescatados, [RESCATADO_DOS_ESCALERA] * len(rescatados), razones)
    return Ruling({"valida": True, "completa": True, "clase": clase, "puntos": puntos,
                   "bloqueados": list(forma.bloqueados)}, tuple(razones))


def ampliar_escalera(cartas: Sequence[CartaFrancesa], carta: CartaFrancesa, extremo: str,
                     house_rules: PinacleHouseRules = DEFAULT) -> tuple:
    """Lay ``carta`` at one end of an escalera (``rules/pinacle.md §7.2``): ``extremo`` ``"abajo"`` or ``"arriba"``.

    Returns:
        The lengthened escalera, lowest first.

    Raises:
        InvalidSituation: the card does not continue the escalera at that end (see :func:`forma_escalera`).
    """
    if extremo not in ("abajo", "arriba"):
        raise InvalidSituation(f"extremo must be 'abajo' or 'arriba', got {extremo!r}", field="extremo",
                               es=f'extremo debe ser "abajo" o "arriba", pero es {shown(extremo)}')
    nuevas = (carta,) + tuple(cartas) if extremo == "abajo" else tuple(cartas) + (carta,)
    forma_escalera(nuevas, house_rules)
    return nuevas


def mover_comodin(cartas: Sequence[CartaFrancesa], indice: int, destino: str,
                  house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """May the comodín at ``cartas[indice]`` be moved to ``destino``? (``rules/pinacle.md §7.4``, §7.5, §14 B7)

    Args:
        cartas: the escalera, lowest first.
        indice: index in ``cartas`` of the comodín to move.
        destino: ``"abajo"`` (bottom end), ``"arriba"`` (top end), ``"mano"`` (back to the hand) or
            ``"otra_combinacion"``.

    Returns:
        Ruling with answer ``{"permitido": bool, "cartas": tuple | None}`` (the escalera after the move).

    Raises:
        InvalidSituation: not an escalera (see :func:`forma_escalera`), no natural card, ``indice`` out of range or
            not a comodín, unknown ``destino``.
    """
    _check_copias({"cartas": cartas}, house_rules)
    forma = forma_escalera(cartas, house_rules)
    comodin = _comodin_en(forma, indice)
    if destino not in ("abajo", "arriba", "mano", "otra_combinacion"):
        raise InvalidSituation(f"destino must be abajo, arriba, mano or otra_combinacion, got {destino!r}",
                               field="destino",
                               es=f"destino debe ser abajo, arriba, mano u otra_combinacion, pero es {shown(destino)}")
    valores = {"comodin": comodin}
    if destino in ("mano", "otra_combinacion"):
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.4", M_MOVER_FUERA, valores),))
    if indice in forma.bloqueados:
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.4", M_BLOQUEADO, valores),))
    nuevas, cabe, limite = _movida(forma, indice, destino)
    if not cabe:
        return Ruling({"permitido": False, "cartas": None},
                      (Reason("pinacle §7.1", M_MOVER_LIMITE, {**valores, "limite": limite}),))
    return Ruling({"permitido": True, "cartas": nuevas},
                  (Reason("pinacle §7.4", M_MOVER_SI, {**valores, "cartas": list(nuevas)}),))


def _primera_natural(forma: FormaEscalera) -> int:
    return next(i for i, c in enumerate(forma.cartas) if not c.es_comodin)


def _movida(forma: FormaEscalera, indice: int, destino: str) -> tuple[tuple, bool, str]:
    """The escalera with its comodín at ``indice`` moved to the ``destino`` end (``"abajo"`` or ``"arriba"``),
    whether a position is left there (none below the 3 or above the A, §7.1), and that end's last position."""
    comodin = forma.cartas[indice]
    resto = forma.cartas[:indice] + forma.cartas[indice + 1:]
    inicio_resto = forma.inicio + (1 if indice < _primera_natural(forma) else 0)
    if destino == "abajo":
        return (comodin,) + resto, inicio_resto >= 1, "3"
    return resto + (comodin,), inicio_resto + len(resto) <= 11, "A"


def _comodin_en(forma: FormaEscalera, indice: int) -> CartaFrancesa:
    if not 0 <= indice < len(forma.cartas):
        raise InvalidSituation(f"position {indice} is outside the escalera (0 … {len(forma.cartas) - 1})",
                               field="indice",
                               es=f"la posición {indice} está fuera de la escalera (0 … {len(forma.cartas) - 1})")
    if indice not in forma.comodines:
        raise InvalidSituation(f"{forma.cartas[indice]} at position {indice} is not a comodín", field="indice",
                               es=f"{forma.cartas[indice]}, en la posición {indice}, no es un comodín")
    if forma.palo is None:
        raise InvalidSituation("with no natural card the escalera's positions are unknown", field="cartas",
                               es="sin ninguna carta natural no se saben las posiciones de la escalera")
    return forma.cartas[indice]


def unir_escaleras(a: Sequence[CartaFrancesa], b: Sequence[CartaFrancesa],
                   house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """May two escaleras already on the table be joined into one? (``rules/pinacle.md §7.2``, §14 B6)

    Returns:
        Ruling with answer ``{"permitido": bool, "cartas": tuple | None}`` (the joined escalera when allowed).

    Raises:
        InvalidSituation: either list is not an escalera (see :func:`forma_escalera`) or lacks a natural card.
    """
    _check_copias({"cartas": tuple(a) + tuple(b)}, house_rules)
    fa, fb = forma_escalera(a, house_rules), forma_escalera(b, house_rules)
    if fa.palo is None or fb.palo is None:
        raise InvalidSituation("an escalera with no natural card has no known positions", field="cartas",
                               es="una escalera sin cartas naturales no tiene posiciones conocidas")
    if house_rules.unir_escaleras == "nunca":
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §14 B6", M_UNIR_NO, {}),))
    fa, fb = sorted((fa, fb), key=lambda f: f.inicio)
    if fa.palo != fb.palo or fa.inicio + len(fa.cartas) != fb.inicio:
        motivo = "distinto palo" if fa.palo != fb.palo else "no son contiguas"
        return Ruling({"permitido": False, "cartas": None},
                      (Reason("pinacle §7.1", M_UNIR_NO_ENCAJA, {"motivo": motivo}),))
    unidas = fa.cartas + fb.cartas
    if len(unidas) == 12:
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.2", M_UNIR_COMPLETA, {}),))
    return Ruling({"permitido": True, "cartas": unidas},
                  (Reason("pinacle §14 B6", M_UNIR_SI, {"cartas": list(unidas)}),))
