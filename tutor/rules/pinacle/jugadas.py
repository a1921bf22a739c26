"""What a Pinacle player may lay and do in his turn (``rules/pinacle.md §5``–§7): expose a trío, start an
escalera (to his right as the seven-card signal, §7.3), add cards to one of his partnership's combinations, join
two escaleras, take the pozo, discard. Standard library only.

Every move is a question: a move the rules forbid is answered ``legal: false`` with the rule that forbids it and
a ``motivo`` naming it (:data:`MOTIVOS`); what no table can hold (cards not in the hand, a combination on the table
the rules could never have laid, more copies than the packs) is refused with :class:`InvalidSituation`.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, shown
from ..cartas import NOMBRES_PALOS_FRANCESES, NOMBRES_RANGOS_PLURAL, CartaFrancesa
from .cartas import _check_copias
from .escaleras import (
    M_BAJO_TRES, M_CORTA, M_DESORDEN, M_DOS_PALOS, M_HUECO, M_INICIO, M_POCAS_NATURALES, M_SIN_SITIO, M_SOBRE_AS,
    M_TOPE, M_UNIR_COMPLETA, M_UNIR_NO, M_UNIR_NO_ENCAJA, decidir_escalera, forma_escalera, unir_escaleras,
)
from .house_rules import DEFAULT, PinacleHouseRules

JUGADAS = ("bajar_trio", "empezar_escalera", "anadir", "unir", "tomar_pozo", "descartar")
"""The moves a question may propose (§5–§7): expose a trío, start an escalera, add cards to a combination of the
partnership, join two of its escaleras, take cards from the pozo, discard one card."""

MOTIVOS = ("menos_de_tres", "indices", "palos", "hueco", "orden", "posiciones", "comodines", "unir", "pozo_entero",
           "de_la_mano")
"""Why a move is not legal (the ``motivo`` of the answer): fewer than three cards (§6); a trío of several indices
(§6); an escalera of several suits, with a gap, out of order, or beyond the positions 3 … A (§7.1); too many
comodines (§7.2, §14 B9; a trío with no natural card, §14 B9 read by Tapete); a join of two escaleras (§7.2, §14
B6 read by Tapete); part of the pozo (§5, step 1); a discard from the table (§5, step 3)."""

_MOTIVO_DE = {M_CORTA.id: "menos_de_tres", M_DOS_PALOS.id: "palos", M_HUECO.id: "hueco", M_DESORDEN.id: "orden",
              M_SIN_SITIO.id: "orden", M_BAJO_TRES.id: "posiciones", M_SOBRE_AS.id: "posiciones",
              M_INICIO.id: "comodines", M_POCAS_NATURALES.id: "comodines", M_TOPE.id: "comodines",
              M_UNIR_NO.id: "unir", M_UNIR_COMPLETA.id: "unir"}
"""The escalera rules of :mod:`.escaleras` by message id -> the ``motivo`` they give a move."""

M_TRIO_SI = Message("pinacle.jugada.trio",
                    "Trío de {rango_es}: {n} cartas naturales del mismo índice, de cualquier palo.",
                    "Trío of {rango_en}: {n} natural cards of one index, any suits.")
M_TRIO_COMODINES = Message("pinacle.jugada.trio_comodines",
                           "Trío de {rango_es}: {n} cartas, {naturales} {naturales:natural|naturales} del mismo "
                           "índice y {comodines} {comodines:comodín|comodines}; los comodines valen en cualquier "
                           "combinación.",
                           "Trío of {rango_en}: {n} cards, {naturales} {naturales:natural|naturals} of one index and "
                           "{comodines} {comodines:comodín|comodines}; comodines serve in any combination.")
M_TRIO_SIN_TOPE = Message("pinacle.jugada.trio_sin_tope",
                          "El reglamento no pone tope de comodines en un trío, y Tapete tampoco (lectura de Tapete; "
                          "regla de la casa max_comodines_trio): el límite de un comodín es solo para las cartas que "
                          "empiezan una escalera.",
                          "The rulebook sets no cap on comodines in a trío, nor does Tapete (Tapete's reading; house "
                          "rule max_comodines_trio): the one-comodín limit is only for the cards that start an "
                          "escalera.")
M_TRIO_TOPE = Message("pinacle.jugada.trio_tope",
                      "La regla de la casa admite como mucho {maximo} {maximo:comodín|comodines} por trío; este "
                      "lleva {comodines}.",
                      "The house rule allows at most {maximo} {maximo:comodín|comodines} per trío; this one has "
                      "{comodines}.")
M_INDICES = Message("pinacle.jugada.indices",
                    "Un trío es de un solo índice (de cualquier palo), pero {a} y {b} son de índices distintos.",
                    "A trío is of one index (any suits), but {a} and {b} are of two indices.")
M_SIN_NATURAL = Message("pinacle.jugada.trio_sin_natural",
                        "Sin ninguna carta natural no hay índice: un trío son cartas del mismo índice, y {n} "
                        "comodines solos no tienen ninguno (lectura de Tapete: el reglamento no pone tope de "
                        "comodines en un trío ni dice si puede ir sin natural).",
                        "With no natural card there is no index: a trío is cards of one index, and {n} comodines "
                        "alone have none (Tapete's reading: the rulebook sets no cap on comodines in a trío and does "
                        "not say whether one may have no natural card).")
M_EMPEZAR_SI = Message("pinacle.jugada.empezar",
                       "Empieza la escalera con {n} cartas de su mano, {comodines} de ellas {comodines:comodín|"
                       "comodines} (como mucho {maximo} al empezar): es legal.",
                       "He starts the escalera with {n} cards from his hand, {comodines} of them "
                       "{comodines:a comodín|comodines} (at most {maximo} when starting): it is legal.")
M_TRAS_EL_AS = Message("pinacle.jugada.tras_el_as",
                       "Después del {a} no sigue ninguna posición: el as es siempre la carta más alta de la escalera "
                       "(3 … A), no hay vuelta al 3 ({a} {b}).",
                       "Nothing follows the {a}: the ace is always the top card of an escalera (3 … A); there is no "
                       "turning back to the 3 ({a} {b}).")
M_EMPEZAR_NATURALES = Message("pinacle.jugada.empezar_naturales",
                              "Empieza la escalera con {n} cartas naturales de su mano: es legal.",
                              "He starts the escalera with {n} natural cards from his hand: it is legal.")
M_SENAL = Message("pinacle.jugada.senal",
                  "La pone a su derecha: le dice a su compañero que tiene al menos siete cartas de {palo_es}, "
                  "contando las que baja, y que no puede bajarlas todas porque no van seguidas (lectura de Tapete "
                  "del §7.3, sin ajuste). Es una señal permitida y no puntúa.",
                  "He places it to his right: he tells his partner he holds at least seven cards of {palo_en}, "
                  "counting those he lays, and cannot meld them all because they are not in sequence (Tapete's "
                  "reading of §7.3, no setting). It is an allowed signal and scores nothing.")
M_SENAL_CUENTA = Message("pinacle.jugada.senal_cuenta",
                         "La pone a su derecha: le dice a su compañero que tiene al menos siete cartas de {palo_es}, "
                         "contando las que baja (tiene {n}), y que no puede bajarlas todas porque no van seguidas "
                         "(lectura de Tapete del §7.3, sin ajuste). Es una señal permitida y no puntúa.",
                         "He places it to his right: he tells his partner he holds at least seven cards of "
                         "{palo_en}, counting those he lays (he holds {n}), and cannot meld them all because they are "
                         "not in sequence (Tapete's reading of §7.3, no setting). It is an allowed signal and scores nothing.")
M_SENAL_FALSA = Message("pinacle.jugada.senal_falsa",
                        "La pone a su derecha, que es la señal de que tiene al menos siete cartas de {palo_es}; con "
                        "esta mano tiene {n}: la señal sería falsa, y el reglamento no dice qué pasa entonces. Poner "
                        "la escalera a la derecha está permitido y no puntúa.",
                        "He places it to his right, the signal that he holds at least seven cards of {palo_en}; this "
                        "hand holds {n}: the signal would be false, and the rulebook does not say what follows. "
                        "Placing the escalera to the right is allowed and scores nothing.")
M_MAS_DE_TRES = Message("pinacle.jugada.mas_de_tres",
                        "El reglamento dice que una escalera se empieza con tres cartas; empezarla con {n}, con el "
                        "tope de comodines contado sobre todas, es lectura de Tapete, sin ajuste.",
                        "The rulebook says an escalera is started with three cards; starting it with {n}, the "
                        "comodín limit counted over all of them, is Tapete's reading, with no setting.")
M_ANADIR_TRIO = Message("pinacle.jugada.anadir_trio",
                        "Añade {cartas} al trío {combinacion} de su pareja: queda {queda}.",
                        "He adds {cartas} to his partnership's trío {combinacion}: it becomes {queda}.")
M_ANADIR_ESCALERA = Message("pinacle.jugada.anadir_escalera",
                            "Añade {cartas} {extremo_es} de la escalera {combinacion} de su pareja: quedaría "
                            "{queda}.",
                            "He adds {cartas} at the {extremo_en} of his partnership's escalera {combinacion}: it "
                            "would become {queda}.")
M_ANADIR_SI = Message("pinacle.jugada.anadir_si",
                      "Cualquiera de los dos compañeros puede añadir cartas a las combinaciones de su pareja: es "
                      "legal.",
                      "Either partner may add cards to his partnership's combinations: it is legal.")
M_UNIR = Message("pinacle.jugada.unir",
                 "Quiere unir las escaleras {a} y {b}, las dos ya en la mesa.",
                 "He wants to join the escaleras {a} and {b}, both already on the table.")
M_POZO_ENTERO = Message("pinacle.jugada.pozo_entero",
                        "Toma el pozo entero ({n} {n:carta|cartas}) en vez de la carta de arriba del mazo.",
                        "He takes the whole pozo ({n} {n:card|cards}) instead of the top card of the mazo.")
M_POZO_SIN_CONDICION = Message(
    "pinacle.jugada.pozo_sin_condicion",
    "Es legal porque el reglamento legible no pone ninguna condición para tomarlo: las páginas que tratan del pozo "
    "no se conservan, así que es lectura de Tapete, sin ajuste.",
    "It is legal because the readable rulebook sets no condition for taking it: the pages on the pozo have not "
    "survived, so this is Tapete's reading, with no setting.")
SIN_FUENTE = "pinacle §12"
"""The rule cited by a step that rests on what the readable sources leave out (the pozo's conditions, the salida,
going out, scoring: §0, §12, §14 B1); no puzzle may rest on such a step."""
M_POZO_PARTE = Message("pinacle.jugada.pozo_parte",
                       "Quiere tomar {toma} de las {n} cartas del pozo ({cartas}): el pozo se toma entero, aunque solo "
                       "{toma:se quiera la de arriba|se quieran las de arriba}.",
                       "He wants to take {toma} of the pozo's {n} cards ({cartas}): the pozo is taken whole, even "
                       "when only {toma:its top card is|its top cards are} wanted.")
M_DESCARTE_SI = Message("pinacle.jugada.descarte",
                        "Descarta {carta}, de su mano, al pozo: así acaba el turno. Es legal.",
                        "He discards {carta} from his hand onto the pozo, which ends the turn. It is legal.")
M_DESCARTE_MESA = Message("pinacle.jugada.descarte_mesa",
                          "{carta} no está en su mano sino en la mesa, en {combinacion}: se descarta una carta de la "
                          "mano, nunca una de la mesa.",
                          "{carta} is not in his hand but on the table, in {combinacion}: the discard is a card from "
                          "the hand, never one from the table.")
_EXTREMOS = {"arriba": ("por arriba", "top"), "abajo": ("por abajo", "bottom")}


def _es_comodin(carta: CartaFrancesa) -> bool:
    return carta.es_comodin


def _valores_rango(rango: str) -> dict:
    return {"rango": rango, "rango_es": NOMBRES_RANGOS_PLURAL["es"][rango],
            "rango_en": NOMBRES_RANGOS_PLURAL["en"][rango]}


def _no(razones: list[Reason], razon: Reason, motivo: str | None = None) -> Ruling:
    razones.append(razon)
    return Ruling({"legal": False, "motivo": motivo or _MOTIVO_DE[razon.message.id]}, tuple(razones))


def _si(razones: list[Reason]) -> Ruling:
    return Ruling({"legal": True, "motivo": None}, tuple(razones))


def juzgar_trio(cartas: Sequence[CartaFrancesa], house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Is ``cartas`` a legal trío? (``rules/pinacle.md §6``, §14 B9)

    Three or more cards, the natural ones of one index (any suits), at least one natural card to give the index
    (Tapete's reading, §14 B9), comodines in any number (house rule ``max_comodines_trio``, 0 = no cap).

    Returns:
        Ruling with answer ``{"legal": bool, "motivo": None | "menos_de_tres" | "indices" | "comodines"}``.
    """
    naturales = [c for c in cartas if not _es_comodin(c)]
    comodines = len(cartas) - len(naturales)
    if len(cartas) < 3:
        return _no([], Reason("pinacle §6", M_CORTA, {"n": len(cartas)}))
    otro = next((c for c in naturales if c.rango != naturales[0].rango), None)
    if otro is not None:
        return _no([], Reason("pinacle §6", M_INDICES, {"a": naturales[0], "b": otro}), "indices")
    if not naturales:
        return _no([], Reason("pinacle §14 B9", M_SIN_NATURAL, {"n": comodines}), "comodines")
    maximo = house_rules.max_comodines_trio
    if maximo and comodines > maximo:
        return _no([], Reason("pinacle §14 B9", M_TRIO_TOPE, {"maximo": maximo, "comodines": comodines}),
                   "comodines")
    mensaje = M_TRIO_COMODINES if comodines else M_TRIO_SI
    razones = [Reason("pinacle §6", mensaje, {**_valores_rango(naturales[0].rango), "n": len(cartas),
                                              "naturales": len(naturales), "comodines": comodines})]
    if comodines > 1 and not maximo:
        razones.append(Reason("pinacle §14 B9", M_TRIO_SIN_TOPE, {}))
    return _si(razones)


def juzgar_escalera(cartas: Sequence[CartaFrancesa], inicio: bool,
                    house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """Is ``cartas`` (lowest first) a legal escalera, laid from one hand to start it when ``inicio``?
    (``rules/pinacle.md §6``, §7.1, §7.2, §14 B5, B9)

    The rules are those of :func:`~.escaleras.decidir_escalera`; only its shape and the rule it breaks are kept
    (its blocked comodines and its value answer other questions).

    Returns:
        Ruling with answer ``{"legal": bool, "motivo": None | one of MOTIVOS}``.
    """
    naturales = [c for c in cartas if not _es_comodin(c)]
    tras = next(((a, b) for a, b in zip(naturales, naturales[1:]) if a.rango == "A" and a.palo == b.palo), None)
    if tras is not None:  # K A 3 read as going round the corner: say so, not "out of order"
        return _no([], Reason("pinacle §7.1", M_TRAS_EL_AS, {"a": tras[0], "b": tras[1]}), "posiciones")
    ruling = decidir_escalera(cartas, inicio=inicio, house_rules=house_rules)
    razones = [r for r in ruling.reasons if r.message.id in _MOTIVO_DE or r.message.id == "pinacle.escalera.forma"]
    if not ruling.answer["valida"]:
        return Ruling({"legal": False, "motivo": _MOTIVO_DE[razones[-1].message.id]}, tuple(razones))
    return _si(razones)


def se_pudo_empezar(cartas: Sequence[CartaFrancesa], house_rules: PinacleHouseRules = DEFAULT) -> bool:
    """Could a legal start plus cards added at its ends have built the escalera ``cartas`` (lowest first)?
    (``rules/pinacle.md §7.2``, §7.4, §14 B5)

    An escalera is started with three cards from one hand, at most ``comodines_al_empezar`` of them comodines
    (:func:`juzgar_escalera` with ``inicio``); cards are then added only at its ends, natural cards never leave it
    and a comodín moves only within it, so the natural cards it was started with still lie within three
    consecutive cards, which are a legal start. ``9S 2C 2S QS`` has none (one comodín at most: Tapete's reading).

    Returns:
        ``True`` when some three consecutive cards of ``cartas`` are a legal start.
    """
    return any(juzgar_escalera(cartas[i:i + 3], True, house_rules).answer["legal"] for i in range(len(cartas) - 2))


def _en_mano(cartas: Sequence[CartaFrancesa], mano: Sequence[CartaFrancesa]) -> None:
    """Refuse cards laid from a hand that does not hold them (when the hand is given)."""
    if not mano:
        return
    faltan = Counter(cartas) - Counter(mano)
    if faltan:
        carta = next(iter(faltan))
        raise InvalidSituation(f"{carta} is not in the hand: the cards laid come from the player's hand",
                               field="cartas", es=f"{carta} no está en la mano: las cartas que se bajan salen de la "
                                                  "mano del jugador")


def _combinacion(combinaciones, indice: int | None, campo: str = "sobre") -> tuple:
    if indice is None or not 0 <= indice < len(combinaciones):
        raise InvalidSituation(f"{campo}: say which combination on the table (0 … {len(combinaciones) - 1}), got "
                               f"{shown(indice)}", field=campo,
                               es=f"{campo}: indica qué combinación de la mesa (0 … {len(combinaciones) - 1}), pero "
                                  f"es {shown(indice)}")
    return tuple(combinaciones[indice])


def es_trio(cartas: Sequence[CartaFrancesa]) -> bool:
    """A combination on the table is a trío (not an escalera): its natural cards share one index and there are
    not two of them in sequence of one suit, i.e. two naturals of one index or a single natural (an escalera
    holds at least two naturals, §7.2)."""
    naturales = [c for c in cartas if not _es_comodin(c)]
    return len(naturales) < 2 or naturales[0].rango == naturales[1].rango


def _en_la_mesa(cartas: tuple, house_rules: PinacleHouseRules) -> None:
    """Refuse a combination on the table the rules could never have laid (the rule's own sentence)."""
    prefix = f"combinaciones: {' '.join(map(str, cartas))}: "
    if es_trio(cartas):
        ruling = juzgar_trio(cartas, house_rules)
    else:
        try:
            forma_escalera(cartas, house_rules)  # a sequence of one suit within 3 … A, or refused
        except InvalidSituation as err:
            raise err.within(prefix, "combinaciones") from None
        ruling = juzgar_escalera(cartas, False, house_rules)
    if not ruling.answer["legal"]:
        raise InvalidSituation.from_reason(ruling.reasons[-1], field="combinaciones", prefix=prefix)


def _anadir(cartas, combinaciones, indice, extremo, house_rules) -> Ruling:
    combinacion = _combinacion(combinaciones, indice)
    if es_trio(combinacion):
        queda = combinacion + tuple(cartas)
        razon = Reason("pinacle §5", M_ANADIR_TRIO, {"cartas": list(cartas), "combinacion": list(combinacion),
                                                       "queda": list(queda)})
        ruling = juzgar_trio(queda, house_rules)
    else:
        queda = tuple(cartas) + combinacion if extremo == "abajo" else combinacion + tuple(cartas)
        es, en = _EXTREMOS[extremo]
        razon = Reason("pinacle §5", M_ANADIR_ESCALERA, {"cartas": list(cartas), "combinacion": list(combinacion),
                                                           "queda": list(queda), "extremo_es": es, "extremo_en": en})
        ruling = juzgar_escalera(queda, False, house_rules)
    razones = (razon,) + ruling.reasons
    if ruling.answer["legal"]:
        razones += (Reason("pinacle §5", M_ANADIR_SI, {}),)
    return Ruling(ruling.answer, razones)


def _unir(combinaciones, indice, otra, house_rules) -> Ruling:
    a, b = _combinacion(combinaciones, indice), _combinacion(combinaciones, otra, "otra")
    if indice == otra or es_trio(a) or es_trio(b):
        raise InvalidSituation("only two different escaleras on the table can be joined", field="otra",
                               es="solo se pueden unir dos escaleras distintas de la mesa")
    ruling = unir_escaleras(a, b, house_rules)
    razones = [Reason("pinacle §7.2", M_UNIR, {"a": list(a), "b": list(b)}), *ruling.reasons]
    if ruling.answer["permitido"]:
        return _si(razones)
    ultima = razones[-1]
    if ultima.message is M_UNIR_NO_ENCAJA:
        motivo = "palos" if ultima.values["motivo"] == "distinto palo" else "hueco"
        return Ruling({"legal": False, "motivo": motivo}, tuple(razones))
    return Ruling({"legal": False, "motivo": _MOTIVO_DE[ultima.message.id]}, tuple(razones))


def _tomar_pozo(cartas, pozo) -> Ruling:
    n, toma = len(pozo), len(cartas)
    if not pozo:
        raise InvalidSituation("the pozo is empty: there is nothing to take", field="pozo",
                               es="el pozo está vacío: no hay nada que tomar")
    if not cartas or toma > n or tuple(cartas) != tuple(pozo[n - toma:]):
        raise InvalidSituation("cartas: the cards taken are the top cards of the pozo (its last ones)",
                               field="cartas",
                               es="cartas: las cartas que se toman son las de arriba del pozo (las últimas)")
    if toma == n:
        return _si([Reason("pinacle §5", M_POZO_ENTERO, {"n": n}), Reason(SIN_FUENTE, M_POZO_SIN_CONDICION)])
    return _no([], Reason("pinacle §5", M_POZO_PARTE, {"toma": toma, "n": n, "cartas": list(cartas)}),
               "pozo_entero")


def _descartar(cartas, mano, combinaciones) -> Ruling:
    if len(cartas) != 1:
        raise InvalidSituation(f"cartas: a discard is one card, got {len(cartas)}", field="cartas",
                               es=f"cartas: se descarta una sola carta, pero hay {len(cartas)}")
    carta = cartas[0]
    if carta in mano:
        return _si([Reason("pinacle §5", M_DESCARTE_SI, {"carta": carta})])
    donde = next((c for c in combinaciones if carta in c), None)
    if donde is None:
        raise InvalidSituation(f"{carta} is neither in the hand nor on the table", field="cartas",
                               es=f"{carta} no está ni en la mano ni en la mesa")
    return _no([], Reason("pinacle §5", M_DESCARTE_MESA, {"carta": carta, "combinacion": list(donde)}),
               "de_la_mano")


def decidir_jugada(jugada: str, cartas: Sequence[CartaFrancesa] = (), mano: Sequence[CartaFrancesa] = (),
                   combinaciones: Sequence[Sequence[CartaFrancesa]] = (), sobre: int | None = None,
                   otra: int | None = None, extremo: str = "arriba", a_la_derecha: bool = False,
                   pozo: Sequence[CartaFrancesa] = (), house_rules: PinacleHouseRules = DEFAULT) -> Ruling:
    """May the player make this move in his turn? (``rules/pinacle.md §5``–§7, §14 B5, B6, B9)

    Args:
        jugada: one of :data:`JUGADAS`.
        cartas: the cards of the move: laid from the hand (``bajar_trio``, ``empezar_escalera`` lowest first,
            ``anadir``), taken from the top of the pozo (``tomar_pozo``), or the one card discarded (``descartar``).
        mano: the player's hand (the cards laid must be in it; empty: not checked, except for a discard).
        combinaciones: the partnership's combinations on the table, each a card list (an escalera lowest first).
        sobre: for ``anadir`` and ``unir``, the index in ``combinaciones`` of the combination the move acts on.
        otra: for ``unir``, the index of the other escalera.
        extremo: for ``anadir`` to an escalera, ``"arriba"`` (after its top card) or ``"abajo"``.
        a_la_derecha: for ``empezar_escalera``, placed to the player's right: the seven-card signal (§7.3).
        pozo: the pozo, bottom to top (``tomar_pozo``).
        house_rules: ``comodines_al_empezar``, ``max_comodines_escalera``, ``max_comodines_trio``,
            ``unir_escaleras`` decide.

    Returns:
        Ruling with answer ``{"legal": bool, "motivo": None | one of MOTIVOS}``.

    Raises:
        InvalidSituation: an unknown move or ``extremo``; cards laid that are not in the hand; a combination index
            out of range; a combination on the table the rules could never have laid; joining anything but two
            escaleras; cards taken that are not the top of the pozo; a discard of other than one card, or of a
            card neither in the hand nor on the table; more copies of a card than the packs hold.
    """
    if jugada not in JUGADAS:
        raise InvalidSituation(f"jugada must be one of {', '.join(JUGADAS)}, got {jugada!r}", field="jugada",
                               es=f"jugada debe ser una de {', '.join(JUGADAS)}, pero es {shown(jugada)}")
    if extremo not in _EXTREMOS:
        raise InvalidSituation(f"extremo must be 'abajo' or 'arriba', got {extremo!r}", field="extremo",
                               es=f'extremo debe ser "abajo" o "arriba", pero es {shown(extremo)}')
    cartas, mano, pozo = tuple(cartas), tuple(mano), tuple(pozo)
    combinaciones = tuple(tuple(c) for c in combinaciones)
    de_la_mano = cartas if jugada in ("bajar_trio", "empezar_escalera", "anadir") else ()
    _check_copias({"mano": mano, "combinaciones": [c for comb in combinaciones for c in comb], "pozo": pozo,
                   "cartas": () if mano else de_la_mano}, house_rules)
    _en_mano(de_la_mano, mano)
    for comb in combinaciones:
        _en_la_mesa(comb, house_rules)
    if jugada == "bajar_trio":
        return juzgar_trio(cartas, house_rules)
    if jugada == "empezar_escalera":
        return _empezar(cartas, mano, a_la_derecha, house_rules)
    if jugada == "anadir":
        if not cartas:
            raise InvalidSituation("cartas: add at least one card", field="cartas",
                                   es="cartas: hay que añadir al menos una carta")
        return _anadir(cartas, combinaciones, sobre, extremo, house_rules)
    if jugada == "unir":
        return _unir(combinaciones, sobre, otra, house_rules)
    if jugada == "tomar_pozo":
        return _tomar_pozo(cartas, pozo)
    return _descartar(cartas, mano, combinaciones)


def _empezar(cartas, mano, a_la_derecha: bool, house_rules: PinacleHouseRules) -> Ruling:
    if not cartas:
        raise InvalidSituation("cartas: an escalera needs cards; the list is empty", field="cartas",
                               es="cartas: una escalera necesita cartas, pero la lista está vacía")
    ruling = juzgar_escalera(cartas, True, house_rules)
    if not ruling.answer["legal"]:
        return ruling
    comodines = sum(map(_es_comodin, cartas))
    razones = [*ruling.reasons, Reason("pinacle §7.2", M_EMPEZAR_SI if comodines else M_EMPEZAR_NATURALES, {
        "n": len(cartas), "comodines": comodines, "maximo": house_rules.comodines_al_empezar})]
    if len(cartas) > 3:
        razones.append(Reason("pinacle §7.2", M_MAS_DE_TRES, {"n": len(cartas)}))
    if a_la_derecha:
        razones.append(_senal(cartas, mano))
    return _si(razones)


def _senal(cartas, mano) -> Reason:
    """The seven-card signal (§7.3), true of the hand when it is given: its cards of the suit, those laid counted."""
    palo = next(c.palo for c in cartas if not _es_comodin(c))
    valores = {"palo_es": NOMBRES_PALOS_FRANCESES["es"][palo], "palo_en": NOMBRES_PALOS_FRANCESES["en"][palo]}
    if not mano:
        return Reason("pinacle §7.3", M_SENAL, valores)
    n = sum(c.palo == palo and not _es_comodin(c) for c in mano)
    return Reason("pinacle §7.3", M_SENAL_CUENTA if n >= 7 else M_SENAL_FALSA, {**valores, "n": n})
