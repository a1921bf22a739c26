"""Pinacle: escaleras, the escalera completa, rescued comodines, special sets and the known hand scoring.

Source: ``../shared/rules/pinacle.md`` (seed 001, acanomas *Pinacle* page 2). Pages 1 and 3 of the rulebook are
missing, so the values of 10…3 and of the comodines, ordinary combinations, the pozo, the salida and going out are
**not known** (§0, §11, §12, §14 B1): the engine refuses them with :class:`InvalidSituation` instead of guessing.

Public decisions (each returns a :class:`Ruling` whose answer has the shape of ``referee.md``):

* :func:`decidir_escalera` — ``pinacle.escalera`` (§7, §8);
* :func:`decidir_especial` — ``pinacle.especial`` (§10);
* :func:`decidir_rescate` and :func:`rescatar_en_escalera` — ``pinacle.rescate`` (§9, §7.4);
* :func:`mover_comodin`, :func:`unir_escaleras` — the moves of §7.4–§7.5;
* :func:`puntos_conocidos` — what is known of hand scoring (§11);
* :func:`valor_carta` — the card values that are known (§2).

Every ``[R]`` reading of §14 that can change one of these answers is a field of :class:`PinacleHouseRules`.
Standard library only.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from .base import InvalidSituation, Message, Reason, Ruling
from .cartas import CARTAS_FRANCESAS, FRANCESA, SIMBOLOS, CartaFrancesa, check_copias

# ---------------------------------------------------------------------------------------------- house rules


@dataclass(frozen=True)
class PinacleHouseRules:
    """Pinacle settings in force (``rules/pinacle.md §14``); every default is the recommended reading.

    Attributes:
        jokers_por_baraja: jokers per 54-card pack, 2 (108 cards) or 1 (106 cards) — §2, §14 B14.
        barajas: 52-card packs in play, 2 (four players) or 3 (six players as three pairs) — §2, §14 B14.
        comodines_al_empezar: most comodines among the cards that start an escalera — §7.2, §14 B5.
        max_comodines_escalera: most comodines in one escalera, 0 = no cap — §14 B9.
        max_comodines_trio: most comodines in one trío or special set, 0 = no cap — §14 B9.
        bloqueo: ``"entre_cartas"``: a comodín with any card on both sides is blocked (§7.4, literal);
            ``"entre_naturales"``: only one lying between two natural cards (an end run of comodines stays free).
        unir_escaleras: ``"nunca"``: two exposed escaleras are never joined; ``"salvo_completa"``: only a join
            that would make an escalera completa is forbidden — §7.2, §14 B6.
        rescate_escalera_incompleta: an end comodín of an incomplete escalera may be rescued — §9, §14 B8.
        diez_es_figura: the 10 counts as a figura (value 10) — §14 B4.
        premio_dos_rescatado_otros: puntos of a 2 rescued from a trío of a rank that is neither ace nor figura
            (0 = "no special premium"; a club counting the 2's own card value sets that value) — §9, §14 B3.
        con_comodin: reading of "six aces/figures with comodín": ``"total"`` = six cards counting the comodín,
            ``"mas_comodin"`` = six naturals plus comodín — §10.2, §14 B2.
        rescatado_cuenta_como_comodin: a rescued comodín lying on a special set counts as a comodín of the set
            (spoiling "sin comodín") instead of keeping the value and adding its own — §14 B15.
    """

    jokers_por_baraja: int = field(default=2, metadata={"choices": (2, 1)})
    barajas: int = field(default=2, metadata={"choices": (2, 3)})
    comodines_al_empezar: int = field(default=1, metadata={"choices": (1, 2)})
    max_comodines_escalera: int = field(default=0, metadata={"min": 0})
    max_comodines_trio: int = field(default=0, metadata={"min": 0})
    bloqueo: str = field(default="entre_cartas", metadata={"choices": ("entre_cartas", "entre_naturales")})
    unir_escaleras: str = field(default="nunca", metadata={"choices": ("nunca", "salvo_completa")})
    rescate_escalera_incompleta: bool = True
    diez_es_figura: bool = False
    premio_dos_rescatado_otros: int = field(default=0, metadata={"min": 0})
    con_comodin: str = field(default="total", metadata={"choices": ("total", "mas_comodin")})
    rescatado_cuenta_como_comodin: bool = False


DEFAULT = PinacleHouseRules()

# ---------------------------------------------------------------------------------------------- §2 cards

ORDEN = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")
"""Natural ranks, high to low (§2). The 2 is never natural: it is a comodín."""
ORDEN_ESCALERA = ORDEN[::-1]
"""The twelve escalera positions, lowest first: 3 … A (§7.1). There is no A-2-3 (§14 B10)."""
VALORES_CONOCIDOS = {"A": 15, "K": 10, "Q": 10, "J": 10}
"""The only card values the readable rulebook fixes, in puntos (§2, through §9)."""
ESCALERA_COMPLETA = {"limpia": 1000, "semilimpia_1": 800, "semilimpia_2": 750, "sucia": 500}
"""Fixed values of the escalera completa, cards included (§8.1)."""
RESCATADO_JOKER = 30
RESCATADO_DOS_ESCALERA = 30
META_PARTIDA = 1500
"""Puntos a partnership needs to win the partida (§3, §11)."""

_POS = {rango: i for i, rango in enumerate(ORDEN_ESCALERA)}
_NATURAL = {(i, c.palo): c for c in CARTAS_FRANCESAS if not c.es_comodin for i in (_POS[c.rango],)}


def es_figura(rango: str, settings: PinacleHouseRules = DEFAULT) -> bool:
    """True for K, Q, J (and 10 when ``settings.diez_es_figura``) — §1, §14 B4."""
    return rango in ("K", "Q", "J") or (rango == "10" and settings.diez_es_figura)


def valor_carta(carta: CartaFrancesa, settings: PinacleHouseRules = DEFAULT) -> int:
    """The card value in puntos, where the rulebook fixes it (``rules/pinacle.md §2``): A = 15, figura = 10.

    Raises:
        InvalidSituation: any other card (10…3, 2, joker): its value is on the missing page 1 (§14 B1).
    """
    if carta.rango == "A":
        return 15
    if es_figura(carta.rango, settings):
        return 10
    raise InvalidSituation(f"the value of {carta} is not known: Pinacle card values other than the ace (15) and "
                           "the figuras (10) are on the missing page 1 of the rulebook (rules/pinacle.md §2, §14 B1)")


def _check_copias(cartas: Sequence[CartaFrancesa], settings: PinacleHouseRules, campo: str) -> None:
    """Refuse more copies of a card, or more jokers, than the packs in play hold (§2)."""
    if len(cartas) <= 2:  # every limit is at least 2
        return
    try:
        if settings.barajas == 2:
            check_copias(cartas, FRANCESA)
        else:
            for carta, n in Counter(c for c in cartas if not c.es_joker).items():
                if n > settings.barajas:
                    raise InvalidSituation(f"card {carta} appears {n} times but the deck holds it only "
                                           f"{settings.barajas} times")
    except InvalidSituation as err:
        raise InvalidSituation(str(err), field=campo) from None
    jokers = sum(1 for c in cartas if c.es_joker)
    limite = settings.jokers_por_baraja * settings.barajas
    if jokers > limite:
        raise InvalidSituation(f"{jokers} jokers but the deck holds only {limite} ({settings.barajas} packs with "
                               f"{settings.jokers_por_baraja} each)", field=campo)


def _check_rescatados(rescatados, naturales: int, campo: str = "rescatados") -> None:
    for c in rescatados:
        if not c.es_comodin:
            raise InvalidSituation(f"{c} is not a comodín: only a joker or a 2 can lie crosswise as a rescued comodín "
                                   "(§9)", field=campo)
    if len(rescatados) > naturales:
        raise InvalidSituation(f"{len(rescatados)} rescued comodines but only {naturales} natural cards: each rescue "
                               "places one natural card (§9)", field=campo)


def _palo(palo: str | None) -> str:
    return SIMBOLOS.get(palo, "?")


# ---------------------------------------------------------------------------------------------- messages

M_FORMA = Message("pinacle.escalera.forma",
                  "Escalera de {palo}: {n} cartas seguidas, de {desde} a {hasta} (el orden es 3 … A).",
                  "Escalera of {palo}: {n} cards in sequence, from {desde} to {hasta} (the order is 3 … A).")
M_SIN_NATURAL = Message("pinacle.escalera.sin_natural",
                        "Sin cartas naturales no se sabe el palo ni las posiciones: {n} comodines.",
                        "With no natural card neither the suit nor the positions are known: {n} comodines.")
M_BLOQUEADOS = Message("pinacle.escalera.bloqueados",
                       "Comodines entre dos cartas, bloqueados (ni se mueven ni se rescatan): {bloqueados}. "
                       "Libres en los extremos: {libres}.",
                       "Comodines between two cards, blocked (neither moved nor rescued): {bloqueados}. "
                       "Free at the ends: {libres}.")
M_LIBRES = Message("pinacle.escalera.libres",
                   "Ningún comodín está bloqueado; los de los extremos ({libres}) se pueden mover dentro de la "
                   "escalera o rescatar.",
                   "No comodín is blocked; those at the ends ({libres}) may be moved within the escalera or rescued.")
M_CORTA = Message("pinacle.escalera.corta",
                  "Una combinación necesita al menos tres cartas; aquí hay {n}.",
                  "A combination needs at least three cards; here there are {n}.")
M_INICIO = Message("pinacle.escalera.inicio_comodines",
                   "Al empezar una escalera solo puede ir {maximo} comodín entre las cartas de la mano; aquí van "
                   "{comodines}.",
                   "An escalera is started with at most {maximo} comodín among the cards from the hand; here there "
                   "are {comodines}.")
M_POCAS_NATURALES = Message("pinacle.escalera.pocas_naturales",
                            "Una escalera se empieza con tres cartas y como mucho {maximo} comodín, así que en la "
                            "mesa lleva al menos {minimo} naturales; esta tiene {naturales}.",
                            "An escalera starts with three cards and at most {maximo} comodín, so on the table it "
                            "has at least {minimo} natural cards; this one has {naturales}.")
M_TOPE = Message("pinacle.escalera.tope_comodines",
                 "La regla de la casa admite como mucho {maximo} comodines por escalera; esta lleva {comodines}.",
                 "The house rule allows at most {maximo} comodines per escalera; this one has {comodines}.")
M_LIMPIA = Message("pinacle.escalera.limpia",
                   "Escalera completa limpia: ningún comodín entre sus doce cartas. Vale {base} puntos, sin sumar "
                   "las cartas.",
                   "Clean escalera completa: no comodín among its twelve cards. Worth {base} points; the cards are "
                   "not added.")
M_SEMILIMPIA = Message("pinacle.escalera.semilimpia",
                       "Escalera completa semilimpia: sus únicos comodines son {doses} dos de su mismo palo. "
                       "Vale {base} puntos, sin sumar las cartas.",
                       "Semi-clean escalera completa: its only comodines are {doses} two(s) of its own suit. "
                       "Worth {base} points; the cards are not added.")
M_SUCIA = Message("pinacle.escalera.sucia",
                  "Escalera completa sucia: entre sus doce cartas hay {jokers} joker(s) y {doses_otro} dos de otro "
                  "palo. Vale {base} puntos, sin sumar las cartas.",
                  "Dirty escalera completa: its twelve cards include {jokers} joker(s) and {doses_otro} two(s) of "
                  "another suit. Worth {base} points; the cards are not added.")
M_RESCATADOS = Message("pinacle.rescatados.suma",
                       "Comodines rescatados encima ({rescatados}): no cuentan para la clase y se suman aparte: "
                       "{base} + {extra} = {puntos} puntos.",
                       "Rescued comodines lying on it ({rescatados}): they do not count for the class and are added: "
                       "{base} + {extra} = {puntos} points.")
M_INCOMPLETA = Message("pinacle.escalera.incompleta",
                       "No es escalera completa ({n} de las doce posiciones): no tiene valor fijo, y el valor "
                       "ordinario de las cartas no se conoce (faltan páginas del reglamento).",
                       "Not an escalera completa ({n} of the twelve positions): it has no fixed value, and ordinary "
                       "card values are not known (pages of the rulebook are missing).")

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
                              "Un dos rescatado en un trío de {rango} no tiene premio especial: {puntos} puntos.",
                              "A 2 rescued from a trío of {rango} carries no special premium: {puntos} points.")
M_BLOQUEADO = Message("pinacle.rescate.bloqueado",
                      "El {comodin} está entre dos cartas de la escalera: está bloqueado y no se puede rescatar.",
                      "The {comodin} lies between two cards of the escalera: it is blocked and cannot be rescued.")
M_NO_NATURAL = Message("pinacle.rescate.no_natural",
                       "Solo la carta natural que representa rescata un comodín; {sustituye} es un comodín.",
                       "Only the natural card it stands for rescues a comodín; {sustituye} is a comodín.")
M_OTRA_CARTA = Message("pinacle.rescate.otra_carta",
                       "El {comodin} representa {representa}: solo {representa} lo rescata, no {sustituye}.",
                       "The {comodin} stands for {representa}: only {representa} rescues it, not {sustituye}.")
M_INCOMPLETA_NO = Message("pinacle.rescate.incompleta",
                          "La regla de la casa solo permite rescatar comodines de una escalera completa.",
                          "The house rule allows rescuing comodines only from an escalera completa.")

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
                    "No se pueden unir dos escaleras ya expuestas.",
                    "Two escaleras already exposed may not be joined.")
M_UNIR_COMPLETA = Message("pinacle.unir.completa",
                          "No se pueden unir dos escaleras expuestas para formar una escalera completa.",
                          "Two exposed escaleras may not be joined to make an escalera completa.")
M_UNIR_NO_ENCAJA = Message("pinacle.unir.no_encaja",
                           "Estas dos escaleras no forman una sola: {motivo}.",
                           "These two escaleras do not make one: {motivo}.")
M_UNIR_SI = Message("pinacle.unir.si",
                    "La regla de la casa permite esta unión, que no forma escalera completa: {cartas}.",
                    "The house rule allows this join, which does not make an escalera completa: {cartas}.")

M_PINACULO = {
    True: Message("pinacle.especial.pinaculo_de_mano",
                  "Pináculo de mano: ocho {rango} y tres comodines con las cartas del reparto. Vale {puntos} puntos "
                  "en total.",
                  "Pináculo de mano: eight {rango} and three comodines in the dealt hand. Worth {puntos} points in "
                  "all."),
    False: Message("pinacle.especial.pinaculo",
                   "Pináculo: ocho {rango} y tres comodines reunidos en la mano en el curso del juego. Vale {puntos} "
                   "puntos en total.",
                   "Pináculo: eight {rango} and three comodines gathered in one hand later in the deal. Worth "
                   "{puntos} points in all."),
}
M_NO_PINACULO = Message("pinacle.especial.no_pinaculo",
                        "Ocho {rango} y tres comodines reunidos en la mesa no son pináculo: solo cuenta si se forma "
                        "en la mano.",
                        "Eight {rango} and three comodines gathered on the table are no pináculo: it counts only when "
                        "formed in one hand.")
M_ESPECIAL = Message("pinacle.especial.linea",
                     "Combinación especial de {naturales} {rango} y {comodines} comodín(es): vale {puntos} puntos "
                     "por el conjunto, sin sumar las cartas.",
                     "Special set of {naturales} {rango} and {comodines} comodín(es): worth {puntos} points for the "
                     "whole set; the cards are not added.")
M_NO_ESPECIAL = Message("pinacle.especial.ninguna",
                        "{naturales} {rango} y {comodines} comodín(es) no forman combinación especial: sin valor fijo; "
                        "su valor ordinario no se conoce (faltan páginas del reglamento).",
                        "{naturales} {rango} and {comodines} comodín(es) make no special set: no fixed value; its "
                        "ordinary value is not known (pages of the rulebook are missing).")
M_PUNTOS_LINEA = Message("pinacle.mano.linea", "{concepto}: {puntos} puntos.", "{concepto}: {puntos} points.")

# ---------------------------------------------------------------------------------------------- §7 escaleras


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


def forma_escalera(cartas: Sequence[CartaFrancesa], settings: PinacleHouseRules = DEFAULT) -> FormaEscalera:
    """Read the shape of an escalera (``rules/pinacle.md §7.1``, §7.4).

    Args:
        cartas: the cards in sequence order, lowest first, each comodín where it stands.
        settings: house rules (``bloqueo`` decides which comodines are blocked).

    Raises:
        InvalidSituation (``field="cartas"``): the cards are not one sequence of one suit — empty list, two
            suits, a gap no comodín fills, natural cards out of order or repeated, or comodines standing below
            the 3 or above the A (a 2 is never a natural card; there is no A-2-3).
    """
    n = len(cartas)
    if n == 0:
        raise InvalidSituation("an escalera needs cards; the list is empty", field="cartas")
    palo = inicio = None
    comodines = []
    j = q = -1
    for i, c in enumerate(cartas):
        p = _POS.get(c.rango)
        if p is None:
            comodines.append(i)
            continue
        if palo is None:
            palo, inicio = c.palo, p - i
        elif c.palo != palo:
            raise InvalidSituation(f"an escalera is of one suit, but {cartas[j]} and {c} are of two suits",
                                   field="cartas")
        elif p - q > i - j:
            faltan = p - q - (i - j)
            raise InvalidSituation(f"gap in the escalera: between {cartas[j]} and {c} {faltan} position(s) are "
                                   "missing and no comodín fills them", field="cartas")
        elif p - q < i - j:
            detalle = ("not in ascending order (write the escalera lowest first)" if p <= q else
                       f"{i - j - 1} card(s) between them for only {p - q - 1} position(s)")
            raise InvalidSituation(f"{cartas[j]} and {c} do not fit in one escalera: {detalle}", field="cartas")
        j, q = i, p
    if palo is not None and inicio < 0:
        raise InvalidSituation(f"{-inicio} comodín(es) at the bottom would stand below the 3: escalera positions run "
                               "3 … A only; a 2 is always a comodín, never a natural card below the 3", field="cartas")
    if (palo is not None and inicio + n > 12) or n > 12:
        raise InvalidSituation(f"the escalera would go above the A: positions run 3 … A only (twelve), there is no "
                               f"A-2-3; {n} cards", field="cartas")
    if settings.bloqueo == "entre_cartas":
        bloqueados = tuple(i for i in comodines if 0 < i < n - 1)
    else:
        nat = [i for i in range(n) if i not in comodines]
        bloqueados = tuple(i for i in comodines if nat and nat[0] < i < nat[-1])
    return FormaEscalera(tuple(cartas), palo, inicio, tuple(comodines), bloqueados)


def _etiqueta(forma: FormaEscalera, indices) -> list[str]:
    """``["JK→8H", ...]``: each comodín with the card it stands for."""
    return [f"{forma.cartas[i]}→{forma.representa(i) or '?'}" for i in indices]


def _razones_forma(forma: FormaEscalera) -> list[Reason]:
    n = len(forma.cartas)
    if forma.palo is None:
        razones = [Reason("pinacle §7.1", M_SIN_NATURAL, {"n": n})]
    else:
        razones = [Reason("pinacle §7.1", M_FORMA, {"palo": _palo(forma.palo), "n": n,
                                                      "desde": forma.representa(0), "hasta": forma.representa(n - 1)})]
    if forma.comodines:
        libres = [i for i in forma.comodines if i not in forma.bloqueados]
        if forma.bloqueados:
            razones.append(Reason("pinacle §7.4", M_BLOQUEADOS, {
                "bloqueados": _etiqueta(forma, forma.bloqueados), "posiciones": list(forma.bloqueados),
                "libres": _etiqueta(forma, libres) or "—"}))
        else:
            razones.append(Reason("pinacle §7.4", M_LIBRES, {"libres": _etiqueta(forma, libres), "posiciones": libres}))
    return razones


def _infraccion(forma: FormaEscalera, inicio: bool, settings: PinacleHouseRules) -> Reason | None:
    """The first Pinacle rule a well-formed escalera breaks (§6, §7.2, §14 B9), or ``None``."""
    n, k = len(forma.cartas), len(forma.comodines)
    maximo = settings.comodines_al_empezar
    if n < 3:
        return Reason("pinacle §6", M_CORTA, {"n": n})
    if inicio and k > maximo:
        return Reason("pinacle §7.2", M_INICIO, {"maximo": maximo, "comodines": k})
    if n - k < 3 - maximo:
        return Reason("pinacle §7.2", M_POCAS_NATURALES, {"maximo": maximo, "minimo": 3 - maximo, "naturales": n - k})
    if settings.max_comodines_escalera and k > settings.max_comodines_escalera:
        return Reason("pinacle §14 B9", M_TOPE, {"maximo": settings.max_comodines_escalera, "comodines": k})
    return None


def clase_escalera_completa(forma: FormaEscalera) -> tuple[str, int, Reason]:
    """Class and fixed value of an escalera completa by its twelve cards only (``rules/pinacle.md §8.2``).

    Returns:
        ``(clase, base, reason)`` with clase ``"limpia"`` / ``"semilimpia"`` / ``"sucia"`` and base in puntos.

    Raises:
        InvalidSituation: not complete, or three same-suit 2s (three packs), for which the rules give no value.
    """
    if not forma.completa:
        raise InvalidSituation("not an escalera completa: it needs the twelve positions 3 … A", field="cartas")
    comodines = [forma.cartas[i] for i in forma.comodines]
    if not comodines:
        return "limpia", 1000, Reason("pinacle §8.2", M_LIMPIA, {"base": 1000})
    propios = sum(1 for c in comodines if c.palo == forma.palo)
    if propios == len(comodines):
        if propios > 2:
            raise InvalidSituation(f"{propios} twos of the escalera's own suit: the rules give a value only for one "
                                   "(800) or two (750) (§8.1)", field="cartas")
        base = 800 if propios == 1 else 750
        return "semilimpia", base, Reason("pinacle §8.2", M_SEMILIMPIA, {"doses": propios, "base": base})
    jokers = sum(1 for c in comodines if c.es_joker)
    return "sucia", 500, Reason("pinacle §8.2", M_SUCIA, {"jokers": jokers, "doses_otro": len(comodines) - jokers
                                                           - propios, "base": 500})


def _suma_rescatados(base: int, rescatados, valores: list[int], razones: list[Reason]) -> int:
    if not rescatados:
        return base
    extra = sum(valores)
    razones.append(Reason("pinacle §9", M_RESCATADOS, {"rescatados": list(rescatados), "base": base, "extra": extra,
                                                        "puntos": base + extra}))
    return base + extra


def decidir_escalera(cartas: Sequence[CartaFrancesa], rescatados: Sequence[CartaFrancesa] = (), inicio: bool = False,
                     settings: PinacleHouseRules = DEFAULT) -> Ruling:
    """Rule on an escalera (``rules/pinacle.md §7``, §8): validity, blocked comodines, class and value.

    Args:
        cartas: tuple of cards in sequence order, lowest first, comodines where they stand.
        rescatados: rescued comodines lying crosswise on it (§9); they never count for the class.
        inicio: the cards are being laid from one hand to start the escalera (§7.2 starting rule).
        settings: house rules.

    Returns:
        Ruling with answer ``{"valida": bool, "completa": bool, "clase": None | "limpia" | "semilimpia" | "sucia",
        "puntos": int | None, "bloqueados": [indices in cartas]}``; ``puntos`` (the fixed value plus 30 per rescued
        comodín) only for a valid escalera completa, since ordinary values are unknown (§11).

    The split between the two kinds of bad escalera:

    * ``valida: false`` — the cards are one sequence of one suit (a shape that can lie on a table) but a Pinacle
      rule forbids it: fewer than three cards (§6), more comodines than the starting rule allows when ``inicio``
      or fewer natural cards than any legal start leaves (§7.2), more comodines than the house cap (§14 B9).
    * :class:`InvalidSituation` — the cards are not an escalera at all, or cannot exist: more copies of a card
      or more jokers than the deck holds, two suits, a gap no comodín fills, natural cards out of order or
      repeated, a comodín standing below the 3 or above the A (a 2 is never natural; no A-2-3), a natural card
      among ``rescatados``, more rescued comodines than natural cards, three same-suit 2s in an escalera completa.
    """
    forma = forma_escalera(cartas, settings)
    # The shape already proves its natural cards distinct: only comodines can exceed the deck's copies.
    cartas = forma.cartas
    _check_copias([cartas[i] for i in forma.comodines] + list(rescatados), settings, "cartas")
    _check_rescatados(rescatados, len(cartas) - len(forma.comodines))
    razones = _razones_forma(forma)
    completa = forma.completa
    infraccion = _infraccion(forma, inicio, settings)
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
    puntos = _suma_rescatados(base, rescatados, [30] * len(rescatados), razones)
    return Ruling({"valida": True, "completa": True, "clase": clase, "puntos": puntos,
                   "bloqueados": list(forma.bloqueados)}, tuple(razones))


def ampliar_escalera(cartas: Sequence[CartaFrancesa], carta: CartaFrancesa, extremo: str,
                     settings: PinacleHouseRules = DEFAULT) -> tuple:
    """Lay ``carta`` at one end of an escalera (``rules/pinacle.md §7.2``): ``extremo`` ``"abajo"`` or ``"arriba"``.

    Returns:
        The lengthened escalera, lowest first.

    Raises:
        InvalidSituation: the card does not continue the escalera at that end (see :func:`forma_escalera`).
    """
    if extremo not in ("abajo", "arriba"):
        raise InvalidSituation(f"extremo must be 'abajo' or 'arriba', got {extremo!r}", field="extremo")
    nuevas = (carta,) + tuple(cartas) if extremo == "abajo" else tuple(cartas) + (carta,)
    forma_escalera(nuevas, settings)
    return nuevas


def mover_comodin(cartas: Sequence[CartaFrancesa], indice: int, destino: str,
                  settings: PinacleHouseRules = DEFAULT) -> Ruling:
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
    _check_copias(tuple(cartas), settings, "cartas")
    forma = forma_escalera(cartas, settings)
    comodin = _comodin_en(forma, indice)
    if destino not in ("abajo", "arriba", "mano", "otra_combinacion"):
        raise InvalidSituation(f"destino must be abajo, arriba, mano or otra_combinacion, got {destino!r}",
                               field="destino")
    valores = {"comodin": comodin}
    if destino in ("mano", "otra_combinacion"):
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.4", M_MOVER_FUERA, valores),))
    if indice in forma.bloqueados:
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.4", M_BLOQUEADO, valores),))
    resto = forma.cartas[:indice] + forma.cartas[indice + 1:]
    primera_natural = next(i for i, c in enumerate(forma.cartas) if not c.es_comodin)
    inicio_resto = forma.inicio + (1 if indice < primera_natural else 0)
    if destino == "abajo":
        nuevas, cabe, limite = (comodin,) + resto, inicio_resto >= 1, "3"
    else:
        nuevas, cabe, limite = resto + (comodin,), inicio_resto + len(resto) <= 11, "A"
    if not cabe:
        return Ruling({"permitido": False, "cartas": None},
                      (Reason("pinacle §7.1", M_MOVER_LIMITE, {**valores, "limite": limite}),))
    return Ruling({"permitido": True, "cartas": nuevas},
                  (Reason("pinacle §7.4", M_MOVER_SI, {**valores, "cartas": list(nuevas)}),))


def _comodin_en(forma: FormaEscalera, indice: int) -> CartaFrancesa:
    if not 0 <= indice < len(forma.cartas):
        raise InvalidSituation(f"position {indice} is outside the escalera (0 … {len(forma.cartas) - 1})",
                               field="indice")
    if indice not in forma.comodines:
        raise InvalidSituation(f"{forma.cartas[indice]} at position {indice} is not a comodín", field="indice")
    if forma.palo is None:
        raise InvalidSituation("with no natural card the escalera's positions are unknown", field="cartas")
    return forma.cartas[indice]


def unir_escaleras(a: Sequence[CartaFrancesa], b: Sequence[CartaFrancesa],
                   settings: PinacleHouseRules = DEFAULT) -> Ruling:
    """May two escaleras already on the table be joined into one? (``rules/pinacle.md §7.2``, §14 B6)

    Returns:
        Ruling with answer ``{"permitido": bool, "cartas": tuple | None}`` (the joined escalera when allowed).

    Raises:
        InvalidSituation: either list is not an escalera (see :func:`forma_escalera`) or lacks a natural card.
    """
    _check_copias(tuple(a) + tuple(b), settings, "cartas")
    fa, fb = forma_escalera(a, settings), forma_escalera(b, settings)
    if fa.palo is None or fb.palo is None:
        raise InvalidSituation("an escalera with no natural card has no known positions", field="cartas")
    if settings.unir_escaleras == "nunca":
        return Ruling({"permitido": False, "cartas": None}, (Reason("pinacle §7.2", M_UNIR_NO, {}),))
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


# ---------------------------------------------------------------------------------------------- §9 rescue


def valor_rescatado(comodin: CartaFrancesa, combinacion: str, sustituye: CartaFrancesa,
                    settings: PinacleHouseRules = DEFAULT) -> tuple[int, Reason | None]:
    """Puntos of a rescued comodín (``rules/pinacle.md §9``) and the reason when it needs one of its own.

    Joker: 30; a 2 in an escalera: 30; a 2 in a trío: double the card it stood for (aces 30, figuras 20),
    otherwise ``settings.premio_dos_rescatado_otros`` (0 by default, §14 B3).
    """
    if comodin.es_joker or combinacion == "escalera":
        return 30, None
    if sustituye.rango == "A" or es_figura(sustituye.rango, settings):
        valor = valor_carta(sustituye, settings)
        return 2 * valor, Reason("pinacle §9", M_RESCATE_DOS_TRIO, {"valor": valor, "puntos": 2 * valor})
    puntos = settings.premio_dos_rescatado_otros
    return puntos, Reason("pinacle §14 B3", M_RESCATE_DOS_OTROS, {"rango": sustituye.rango, "puntos": puntos})


def decidir_rescate(comodin: CartaFrancesa, combinacion: str, sustituye: CartaFrancesa, bloqueado: bool = False,
                    completa: bool | None = None, settings: PinacleHouseRules = DEFAULT) -> Ruling:
    """Can this comodín be rescued, and what is it worth? (``rules/pinacle.md §9``, §7.4, §14 B3, B8)

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
        raise InvalidSituation(f"{comodin} is not a comodín: only jokers and 2s are rescued (§9)", field="comodin")
    if combinacion not in ("escalera", "trio"):
        raise InvalidSituation(f"combinacion must be 'escalera' or 'trio', got {combinacion!r}", field="combinacion")
    if bloqueado and combinacion == "trio":
        raise InvalidSituation("only a comodín inside an escalera can be blocked, not one in a trío", field="bloqueado")
    valores = {"comodin": comodin, "combinacion": combinacion, "sustituye": sustituye}
    no = {"rescatable": False, "puntos": 0}
    if sustituye.es_comodin:
        return Ruling(no, (Reason("pinacle §9", M_NO_NATURAL, valores),))
    if bloqueado:
        return Ruling(no, (Reason("pinacle §7.4", M_BLOQUEADO, valores),))
    if combinacion == "escalera" and not settings.rescate_escalera_incompleta:
        if completa is None:
            raise InvalidSituation("say whether the escalera is complete: the house rule allows rescues only from an "
                                   "escalera completa", field="completa")
        if not completa:
            return Ruling(no, (Reason("pinacle §14 B8", M_INCOMPLETA_NO, valores),))
    puntos, detalle = valor_rescatado(comodin, combinacion, sustituye, settings)
    razones = (Reason("pinacle §9", M_RESCATE_SI, {**valores, "puntos": puntos}),)
    return Ruling({"rescatable": True, "puntos": puntos}, razones + ((detalle,) if detalle else ()))


def rescatar_en_escalera(cartas: Sequence[CartaFrancesa], indice: int, carta: CartaFrancesa,
                         settings: PinacleHouseRules = DEFAULT) -> Ruling:
    """Place ``carta`` to rescue the comodín at ``cartas[indice]`` (``rules/pinacle.md §9``, §7.4, §7.5, §8.1).

    Returns:
        Ruling with answer ``{"rescatable": bool, "puntos": int}``: false for a blocked comodín, or when ``carta``
        is not the natural card the comodín stands for (e.g. the A at the top end, the 3 at the bottom end).

    Raises:
        InvalidSituation: as :func:`forma_escalera`, or ``indice`` is not a comodín of the escalera.
    """
    _check_copias(tuple(cartas) + (carta,), settings, "cartas")
    forma = forma_escalera(cartas, settings)
    comodin = _comodin_en(forma, indice)
    representa = forma.representa(indice)
    if not carta.es_comodin and carta is not representa:
        return Ruling({"rescatable": False, "puntos": 0}, (Reason("pinacle §9", M_OTRA_CARTA, {
            "comodin": comodin, "representa": representa, "sustituye": carta}),))
    return decidir_rescate(comodin, "escalera", carta, indice in forma.bloqueados, forma.completa, settings)


# ---------------------------------------------------------------------------------------------- §10 special sets

_LINEAS_SIN = {("A", 8): ("ocho_ases", 1000), ("F", 8): ("ocho_figuras", 750), ("A", 7): ("siete_ases", 400),
               ("F", 7): ("siete_figuras", 300), ("A", 6): ("seis_ases", 300), ("F", 6): ("seis_figuras", 200)}
_LINEAS_CON = {"A": ("seis_ases_con_comodin", 180), "F": ("seis_figuras_con_comodin", 120)}
PINACULO = {True: ("pinaculo_de_mano", 3000), False: ("pinaculo", 1500)}
"""Pináculo by ``de_mano`` (§10.1)."""


def _linea_especial(clase: str | None, naturales: int, comodines: int, settings: PinacleHouseRules):
    if clase is None:
        return None
    if comodines == 0:
        return _LINEAS_SIN.get((clase, naturales))
    seis = naturales + comodines if settings.con_comodin == "total" else naturales
    return _LINEAS_CON[clase] if seis == 6 else None


def decidir_especial(cartas: Sequence[CartaFrancesa], de_mano: bool = False, en_mano: bool = True,
                     rescatados: Sequence[CartaFrancesa] = (), settings: PinacleHouseRules = DEFAULT) -> Ruling:
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

    Raises:
        InvalidSituation: fewer than three cards, mixed ranks, no natural card, too many copies or jokers, more
            comodines than the house cap, a natural card among ``rescatados``, or rescued comodines on a pináculo
            (all eight cards of its rank are in it, so none of its comodines can have been replaced).
    """
    cartas, rescatados = tuple(cartas), tuple(rescatados)
    _check_copias(cartas + rescatados, settings, "cartas")
    if len(cartas) < 3:
        raise InvalidSituation(f"a combination needs at least three cards; got {len(cartas)}", field="cartas")
    rangos = {c.rango for c in cartas if not c.es_comodin}
    if len(rangos) > 1:
        raise InvalidSituation(f"a set is of one rank, but it mixes {', '.join(sorted(rangos))}", field="cartas")
    if not rangos:
        raise InvalidSituation("a set needs at least one natural card to have a rank", field="cartas")
    rango = rangos.pop()
    comodines = sum(1 for c in cartas if c.es_comodin)
    naturales = len(cartas) - comodines
    _check_rescatados(rescatados, naturales)
    if settings.max_comodines_trio and comodines > settings.max_comodines_trio:
        raise InvalidSituation(f"{comodines} comodines but the house rule allows at most "
                               f"{settings.max_comodines_trio} per trío", field="cartas")
    razones = []
    if naturales == 8 and comodines == 3:
        if en_mano:
            if rescatados:
                raise InvalidSituation("a pináculo holds all eight cards of its rank, so none of its comodines can "
                                       "have been rescued", field="rescatados")
            nombre, puntos = PINACULO[de_mano]
            razones.append(Reason("pinacle §10.1", M_PINACULO[de_mano], {"rango": rango, "puntos": puntos}))
            return Ruling({"nombre": nombre, "puntos": puntos}, tuple(razones))
        razones.append(Reason("pinacle §10.1", M_NO_PINACULO, {"rango": rango}))
    clase = "A" if rango == "A" else "F" if es_figura(rango, settings) else None
    cuenta_rescatados = settings.rescatado_cuenta_como_comodin
    k = comodines + (len(rescatados) if cuenta_rescatados else 0)
    linea = _linea_especial(clase, naturales, k, settings)
    valores = {"naturales": naturales, "rango": rango, "comodines": k}
    if linea is None:
        razones.append(Reason("pinacle §11", M_NO_ESPECIAL, valores))
        return Ruling({"nombre": None, "puntos": 0}, tuple(razones))
    nombre, base = linea
    razones.append(Reason("pinacle §10.2", M_ESPECIAL, {**valores, "puntos": base}))
    extra = () if cuenta_rescatados else rescatados
    sustituye = next(c for c in cartas if not c.es_comodin)
    puntos = _suma_rescatados(base, extra, [valor_rescatado(c, "trio", sustituye, settings)[0] for c in extra],
                              razones)
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
                     settings: PinacleHouseRules = DEFAULT) -> Ruling:
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
                               "page 1 (rules/pinacle.md §11, §14 B1)", field="mano")
    desglose, razones = [], []
    for i, comb in enumerate(combinaciones):
        if comb.tipo == "escalera":
            ruling = decidir_escalera(comb.cartas, comb.rescatados, settings=settings)
            concepto = f"escalera_{ruling.answer['clase']}"
            valor = ruling.answer["puntos"] if ruling.answer["valida"] else None
        elif comb.tipo == "trio":
            ruling = decidir_especial(comb.cartas, comb.de_mano, comb.en_mano, comb.rescatados, settings)
            concepto, valor = ruling.answer["nombre"], ruling.answer["puntos"] if ruling.answer["nombre"] else None
        else:
            raise InvalidSituation(f"combination {i}: tipo must be 'escalera' or 'trio', got {comb.tipo!r}",
                                   field="combinaciones")
        if valor is None:
            raise InvalidSituation(f"combination {i} ({' '.join(map(str, comb.cartas))}) has no known value: only "
                                   "escaleras completas and special sets have fixed values; ordinary scoring is on "
                                   "the missing page 3 (rules/pinacle.md §11)", field="combinaciones")
        desglose.append({"concepto": concepto, "puntos": valor})
        razones.extend(ruling.reasons)
        razones.append(Reason("pinacle §11", M_PUNTOS_LINEA, {"concepto": concepto, "puntos": valor}))
    total = sum(d["puntos"] for d in desglose)
    return Ruling({"total": total, "desglose": desglose}, tuple(razones))
