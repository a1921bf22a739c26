"""Card values and combinations of Canasta (``rules/canasta.md §2``, ``§5``, ``§7``).

A combination (combinación) is 3 or more cards of one natural rank, with comodines (jokers and twos) standing in
within the limits of :class:`~.reglas.CanastaHouseRules`; 7 or more cards make a canasta (limpia, sucia or de
comodines). Black threes form a combination only when going out (§7).
"""

from __future__ import annotations

from typing import Iterable, Mapping, NamedTuple, Sequence

from ..base import InvalidSituation, Message, Reason, Ruling
from ..cartas import BARAJA_FRANCESA, CartaFrancesa, FRANCESA, check_copias, check_copias_en, format_cartas
from .reglas import DEFAULT, CanastaHouseRules

NATURAL, COMODIN, TRES_ROJO, TRES_NEGRO = 0, 1, 2, 3
"""Roles of a card (§1, §2)."""


VALOR_TRES_NEGRO = 5
"""Card value of a black three (§2)."""


def _valor(c: CartaFrancesa) -> int:
    if c.es_joker:
        return 50
    if c.rango in ("2", "A"):
        return 20
    if c.rango == "3":
        return 0 if c.es_tres_rojo else VALOR_TRES_NEGRO
    return 10 if c.rango in ("K", "Q", "J", "10", "9", "8") else 5


def _rol(c: CartaFrancesa) -> int:
    if c.es_comodin:
        return COMODIN
    if c.es_tres_rojo:
        return TRES_ROJO
    return TRES_NEGRO if c.es_tres_negro else NATURAL


INFO: dict[CartaFrancesa, tuple[str, int, int]] = {c: (c.rango, _valor(c), _rol(c)) for c in set(BARAJA_FRANCESA)}
"""card -> (rank, points of §2, role); precomputed so hot paths do one look-up per card."""

# Cards are singletons (``cartas.py``), so hot paths key by ``id``: hashing a frozen dataclass costs far more.
INFO_ID: dict[int, tuple[str, int, int]] = {id(c): info for c, info in INFO.items()}
CANONICA: dict[CartaFrancesa, CartaFrancesa] = {c: c for c in INFO}
"""card -> the deck's singleton equal to it (a card built by hand is swapped for it)."""
ROJOS_ID = frozenset(id(c) for c in INFO if c.es_tres_rojo)
PREMIAN_ID = frozenset(id(c) for c in INFO if c.es_comodin or c.es_tres_rojo)
"""Cards that make a pozo premiado (§8.5): comodines and red threes."""


TEXTO_ID: dict[int, str] = {id(c): str(c) for c in INFO}

VALOR_ID: dict[int, int] = {id(c): valor for c, (_, valor, _) in INFO.items()}
ROL_ID: dict[int, int] = {id(c): rol for c, (_, _, rol) in INFO.items()}


def texto(cartas) -> str:
    """Canonical text of singleton cards (as :func:`~tutor.rules.cartas.format_cartas`, without ``str`` calls)."""
    return " ".join([TEXTO_ID[id(c)] for c in cartas])


def canonicas(cartas) -> tuple:
    """``cartas`` as a tuple of the deck's singletons (a card built by hand is swapped for its singleton)."""
    cartas = tuple(cartas)
    if INFO_ID.keys() >= set(map(id, cartas)):
        return cartas
    return tuple(CANONICA[c] for c in cartas)


def cuenta_ids(cartas: tuple) -> dict[int, int]:
    """Copies of each card, keyed by ``id``; its keys also tell whether every card is one of the deck's singletons."""
    # A plain dict loop: for the ~15 cards of a situation it is about twice as fast as Counter(map(id, cartas)).
    cuenta: dict[int, int] = {}
    get = cuenta.get
    for carta in cartas:
        i = id(carta)
        cuenta[i] = get(i, 0) + 1
    return cuenta


_CAMPO = 8
"""Bits per card in :data:`PESO_ID`: a card's count stays in its own field while fewer than 256 cards are summed."""
_DISTINTAS = tuple(INFO)
PESO_ID: dict[int, int] = {id(c): 1 << (_CAMPO * i) | 1 << (_CAMPO * len(_DISTINTAS))
                           for i, c in enumerate(_DISTINTAS)}
"""card id -> its weight: a 1 in the card's own 8-bit field, and a 1 in the top field that counts every card. The
sum of the weights of some cards holds each distinct card's count in its field (below 256 cards: no carry)."""
_TOTAL = _CAMPO * len(_DISTINTAS)
_BAJOS = sum(1 << (_CAMPO * i) for i in range(len(_DISTINTAS)))
"""Bit 0 of every card field."""
_ALTOS = sum(((1 << _CAMPO) - 4) << (_CAMPO * i) for i in range(len(_DISTINTAS)))
"""Bits 2 to 7 of every card field: set when a card is counted 4 times or more."""


def copias_corrientes(cartas: Iterable) -> bool:
    """Whether ``cartas`` are all deck singletons none of which appears more than twice: then they cannot exceed
    the 108-card deck (``rules/canasta.md §2``), and no precise copy check is needed.

    The cards' :data:`PESO_ID` weights are summed in C (one look-up per card, no Python step); a field of the sum
    holds 3 when bits 0 and 1 are both set, 4 or more when a bit of :data:`_ALTOS` is.

    Args:
        cartas: the cards of a situation, any iterable (normally a tuple of French-deck singletons).

    Returns:
        True when no copy check can fail. A card built by hand, a third copy (legal only for jokers), 256 cards or
        more, or anything else gives False: check it precisely with :func:`~tutor.rules.cartas.check_copias`.
    """
    try:
        suma = sum(map(PESO_ID.__getitem__, map(id, cartas)))
    except KeyError:
        return False
    return suma >> _TOTAL < 1 << _CAMPO and not suma & _ALTOS and not suma & (suma >> 1) & _BAJOS


def contar_copias(cartas: tuple, cuenta: dict[int, int] | None = None,
                  campos: Mapping[str, Sequence] | None = None) -> None:
    """:func:`~tutor.rules.cartas.check_copias` for singletons, fast when nothing is repeated more than twice.

    Args:
        cartas: every card of the situation.
        cuenta: :func:`cuenta_ids` of ``cartas`` when the caller already has it (one pass over the cards, not two).
        campos: the same cards by situation field, so that the error says where the card appears.

    Raises:
        InvalidSituation: a card appears more often than the 108-card deck holds it.
    """
    if cuenta is None:
        cuenta = cuenta_ids(cartas)
    if cuenta and max(cuenta.values()) > 2:
        if campos is not None:
            check_copias_en(campos, FRANCESA)
        check_copias(cartas, FRANCESA)

PREMIO_LIMPIA, PREMIO_SUCIA, PREMIO_COMODINES = 500, 300, 2000
"""Canasta premios of §5 and §11."""
LARGO_CANASTA = 7
PREMIO_CUATRO_TRESES_NEGROS = 500

LIMPIA, SUCIA, DE_COMODINES = "limpia", "sucia", "comodines"


def valor_carta(carta: CartaFrancesa) -> int:
    """Point value of a card (``rules/canasta.md §2``): JK 50, 2 and A 20, K–8 10, 7–4 5, black three 5.

    Raises:
        InvalidSituation: for a red three, which has no card value (it scores as an honour, §6).
    """
    rango, valor, rol = INFO[carta]
    if rol == TRES_ROJO:
        raise InvalidSituation(f"{carta} is a red three: it has no card value, it scores as an honour (§6)",
                               es=f"{carta} es un tres rojo: no tiene valor de carta, puntúa como honor (§6)")
    return valor


def puntos_cartas(cartas: Iterable[CartaFrancesa]) -> int:
    """Sum of the §2 values of ``cartas`` (red threes count 0: they are never in a hand or a combination)."""
    return sum(INFO[c][1] for c in cartas)


_tupla = tuple.__new__


class Resumen(NamedTuple):
    """What a combination is made of (``§5``); an immutable named tuple (cheap to build in hot paths).

    Attributes:
        cartas: the cards, as given.
        rango: the natural rank (``"K"``), ``"3"`` for black threes, or ``None`` for comodines only.
        naturales: natural cards (or black threes) in it.
        comodines: comodines in it.
        puntos: §2 card values of all its cards.
    """

    cartas: tuple
    rango: str | None
    naturales: int
    comodines: int
    puntos: int

    @property
    def largo(self) -> int:
        return self.naturales + self.comodines


def resumir(cartas: Sequence[CartaFrancesa]) -> Resumen:
    """Describe a combination, refusing what can never be one.

    Args:
        cartas: the cards of one combination (French-deck singletons).

    Raises:
        InvalidSituation: empty, a red three in it (§6), or cards of more than one rank (a comodín aside).
    """
    if not cartas:
        raise InvalidSituation("a combination needs cards; got an empty list",
                               es="una combinación necesita cartas, pero la lista está vacía")
    rango = None
    naturales = comodines = puntos = 0
    for c in cartas:
        r, v, rol = INFO_ID.get(id(c)) or INFO[c]
        puntos += v
        if rol == COMODIN:
            comodines += 1
            continue
        if rol == TRES_ROJO:
            raise InvalidSituation(
                f"{c} is a red three: red threes are never part of a combination, they are exposed as honours (§6)",
                es=f"{c} es un tres rojo: los treses rojos nunca forman parte de una combinación, se bajan como "
                   "honores (§6)")
        if rango is None:
            rango = r
        elif r != rango:
            raise InvalidSituation(
                f"{format_cartas(cartas)} mixes ranks {rango} and {r}: a combination is of one rank only (§5)",
                es=f"{format_cartas(cartas)} mezcla los rangos {rango} y {r}: una combinación es de un solo rango "
                   "(§5)")
        naturales += 1
    # tuple.__new__ straight away: a named tuple's own __new__ is a Python call, a third of this function's cost
    return _tupla(Resumen, (tuple(cartas), rango, naturales, comodines, puntos))


# ---------------------------------------------------------------------------------------------- messages

M_VALIDA = Message(
    "canasta.combinacion.valida",
    "{cartas} es una combinación válida: {naturales} {naturales:carta natural|cartas naturales} y {comodines} "
    "{comodines:comodín|comodines}.",
    "{cartas} is a legal combination: {naturales} natural {naturales:card|cards} and {comodines} "
    "{comodines:comodín|comodines}.")
M_POCAS = Message(
    "canasta.combinacion.pocas_cartas",
    "Una combinación necesita al menos 3 cartas; {cartas} tiene {largo}.",
    "A combination needs at least 3 cards; {cartas} has {largo}.")
M_POCOS_NATURALES = Message(
    "canasta.combinacion.pocos_naturales",
    "Una combinación necesita al menos {minimo} cartas naturales; {cartas} tiene {naturales}.",
    "A combination needs at least {minimo} natural cards; {cartas} has {naturales}.")
M_DEMASIADOS_COMODINES = Message(
    "canasta.combinacion.demasiados_comodines",
    "Una combinación admite como mucho {maximo} comodines; {cartas} tiene {comodines}.",
    "A combination may hold at most {maximo} comodines; {cartas} has {comodines}.")
M_COMODINES_SUPERAN = Message(
    "canasta.combinacion.comodines_superan_naturales",
    "Los comodines no pueden ser más que las cartas naturales: {cartas} tiene {comodines} comodines y "
    "{naturales} {naturales:natural|naturales}.",
    "Comodines may never outnumber the natural cards: {cartas} has {comodines} comodines and {naturales} natural "
    "{naturales:card|cards}.")
M_POCOS_COMODINES_SOLOS = Message(
    "canasta.combinacion.pocos_comodines_solos",
    "Una combinación solo de comodines necesita al menos {minimo} cartas; {cartas} tiene {largo}.",
    "A combination made only of comodines needs at least {minimo} cards; {cartas} has {largo}.")
M_TRESES_CON_COMODIN = Message(
    "canasta.combinacion.treses_negros_con_comodin",
    "Los treses negros nunca se combinan con comodines: {cartas} no es válida.",
    "Black threes are never combined with comodines: {cartas} is not legal.")
M_TRESES_EN_JUEGO = Message(
    "canasta.combinacion.treses_negros_solo_al_irse",
    "Los treses negros solo se bajan para irse (tres o los cuatro, sin comodines); {cartas} no vale durante el "
    "juego.",
    "Black threes are melded only to go out (three or all four, no comodines); {cartas} is not legal during play.")
M_TRESES_AL_IRSE = Message(
    "canasta.combinacion.treses_negros_al_irse",
    "{cartas} al irse: {n} treses negros valen {puntos} puntos.",
    "{cartas} when going out: {n} black threes are worth {puntos} points.")
M_CUATRO_TRESES = Message(
    "canasta.combinacion.cuatro_treses_negros",
    "Los cuatro treses negros al irse valen 500 en total, sin sumar el valor de las cartas (no 520).",
    "All four black threes shown when going out are worth 500 in total, card values not added (not 520).")
M_PUNTOS = Message(
    "canasta.combinacion.puntos",
    "Valor de las cartas: {puntos_cartas}; {clase_es}premio {premio}; total {puntos}.",
    "Card values: {puntos_cartas}; {clase_en}premio {premio}; total {puntos}.")

_CLASE_ES = {None: "no es canasta, ", LIMPIA: "canasta limpia, ", SUCIA: "canasta sucia, ",
             DE_COMODINES: "canasta de comodines, "}
_CLASE_EN = {None: "not a canasta, ", LIMPIA: "canasta limpia, ", SUCIA: "canasta sucia, ",
             DE_COMODINES: "canasta de comodines, "}


def infraccion(r: Resumen, reglas: CanastaHouseRules = DEFAULT, al_irse: bool = False) -> Reason | None:
    """The §5 / §7 limit a combination breaks, as a reason, or ``None`` when it is legal.

    Args:
        r: from :func:`resumir`.
        reglas: comodín limits and the comodines-only minimum.
        al_irse: the combination is shown while going out (only then may black threes be melded, §7).
    """
    valores = {"cartas": r.cartas, "naturales": r.naturales, "comodines": r.comodines, "largo": r.largo}
    if r.rango == "3":
        if r.comodines:
            return Reason("canasta §7", M_TRESES_CON_COMODIN, valores)
        if not al_irse or r.naturales < 3:
            return Reason("canasta §7", M_TRESES_EN_JUEGO, valores)
        return None
    if r.rango is None:
        if r.largo < reglas.minimo_combinacion_comodines:
            return Reason("canasta §5", M_POCOS_COMODINES_SOLOS,
                          dict(valores, minimo=reglas.minimo_combinacion_comodines))
        return None
    if r.largo < 3:
        return Reason("canasta §5", M_POCAS, valores)
    if r.naturales < reglas.min_naturales:
        return Reason("canasta §5", M_POCOS_NATURALES, dict(valores, minimo=reglas.min_naturales))
    if r.comodines > reglas.max_comodines:
        return Reason("canasta §5", M_DEMASIADOS_COMODINES, dict(valores, maximo=reglas.max_comodines))
    if reglas.comodines_no_superan_naturales and r.comodines > r.naturales:
        return Reason("canasta §5", M_COMODINES_SUPERAN, valores)
    return None


def es_legal(r: Resumen, reglas: CanastaHouseRules = DEFAULT) -> bool:
    """Fast check that a combination of naturals (or comodines only) respects §5 during play."""
    largo = r.naturales + r.comodines  # not the property: this runs for every combination ruled on
    if r.rango is None:
        return largo >= reglas.minimo_combinacion_comodines
    return (r.rango != "3" and largo >= 3 and r.naturales >= reglas.min_naturales
            and r.comodines <= reglas.max_comodines
            and not (reglas.comodines_no_superan_naturales and r.comodines > r.naturales))


def clase_canasta(r: Resumen) -> str | None:
    """``None`` (not a canasta), ``"limpia"``, ``"sucia"`` or ``"comodines"`` (§5) of a legal combination."""
    if r.naturales + r.comodines < LARGO_CANASTA or r.rango == "3":
        return None
    if r.rango is None:
        return DE_COMODINES
    return SUCIA if r.comodines else LIMPIA


def premio_canasta(clase: str | None, reglas: CanastaHouseRules = DEFAULT) -> int:
    """Premio of a canasta class (§5, §11): limpia 500, sucia 300, de comodines 2 000 (2 300 if it adds, A5)."""
    if clase is None:
        return 0
    if clase == DE_COMODINES:
        return PREMIO_COMODINES + (0 if reglas.premio_comodines_reemplaza_sucia else PREMIO_SUCIA)
    return PREMIO_LIMPIA if clase == LIMPIA else PREMIO_SUCIA


def valor_combinacion(r: Resumen, reglas: CanastaHouseRules = DEFAULT) -> int:
    """Points of a legal combination on the table: card values plus its canasta premio (§5, §11); four black
    threes shown when going out are 500 flat (§7)."""
    if r.rango == "3":
        return PREMIO_CUATRO_TRESES_NEGROS if r.naturales == 4 else r.puntos
    return r.puntos + premio_canasta(clase_canasta(r), reglas)


def analizar_combinacion(cartas: Sequence[CartaFrancesa], reglas: CanastaHouseRules = DEFAULT,
                         al_irse: bool = False) -> Ruling:
    """Is this a legal combination, is it a canasta, and what is it worth? (``rules/canasta.md §5``, ``§7``)

    Args:
        cartas: the cards of one combination.
        reglas: house rules (comodín limits, canasta de comodines premio).
        al_irse: shown while going out (black threes may then be melded, §7).

    Returns:
        Ruling whose answer is ``{"valida": bool, "canasta": None | "limpia" | "sucia" | "comodines",
        "puntos": int}``; puntos = card values plus the canasta's premio (0 when not legal).

    Raises:
        InvalidSituation: empty, more copies of a card than the deck holds, a red three in it, mixed ranks.
    """
    check_copias(cartas, FRANCESA, field="cartas")
    r = resumir(cartas)
    mal = infraccion(r, reglas, al_irse)
    if mal is not None:
        return Ruling({"valida": False, "canasta": None, "puntos": 0}, (mal,))
    ok = Reason("canasta §5", M_VALIDA, {"cartas": r.cartas, "naturales": r.naturales, "comodines": r.comodines})
    if r.rango == "3":
        puntos = valor_combinacion(r, reglas)
        extra = [Reason("canasta §7", M_TRESES_AL_IRSE, {"cartas": r.cartas, "n": r.naturales, "puntos": puntos})]
        if r.naturales == 4:
            extra.append(Reason("canasta §11", M_CUATRO_TRESES, {"puntos": puntos}))
        return Ruling({"valida": True, "canasta": None, "puntos": puntos}, (ok, *extra))
    clase = clase_canasta(r)
    premio = premio_canasta(clase, reglas)
    puntos = r.puntos + premio
    return Ruling({"valida": True, "canasta": clase, "puntos": puntos}, (ok, Reason(
        "canasta §5.1" if clase else "canasta §2", M_PUNTOS,
        {"puntos_cartas": r.puntos, "clase_es": _CLASE_ES[clase], "clase_en": _CLASE_EN[clase],
         "premio": premio, "puntos": puntos})))


def validar_mesa(combinaciones: Sequence[Sequence[CartaFrancesa]], reglas: CanastaHouseRules = DEFAULT,
                 campo: str = "combinaciones") -> tuple[Resumen, ...]:
    """Check a partnership's combinations on the table during play and describe them.

    Raises:
        InvalidSituation (``field=campo``): a combination breaks §5 or holds a black three (§7: never on the table
            during play), or two combinations share a rank while ``una_combinacion_por_rango`` is on.
    """
    resumenes = []
    rangos = set()
    for i, cartas in enumerate(combinaciones):
        try:
            r = resumir(cartas)
        except InvalidSituation as err:
            raise err.within(f"{campo}[{i}]: ", campo) from None
        if not es_legal(r, reglas):
            mal = infraccion(r, reglas)
            motivo = mal.text("es")  # the reason's sentence, embedded after a colon: lower-case
            raise InvalidSituation(f"{campo}[{i}]: {format_cartas(cartas)} cannot be on the table: "
                                   f"{mal.text('en')}", field=campo,
                                   es=f"{campo}[{i}]: {format_cartas(cartas)} no puede estar en la mesa: "
                                      f"{motivo[:1].lower()}{motivo[1:]}")
        if r.rango is not None and reglas.una_combinacion_por_rango:
            if r.rango in rangos:
                raise InvalidSituation(f"{campo}: two combinations of rank {r.rango}; a partnership adds cards of a "
                                       "rank to its one combination of that rank (§5)", field=campo,
                                       es=f"{campo}: dos combinaciones del rango {r.rango}; una pareja añade las "
                                          "cartas de un rango a su única combinación de ese rango (§5)")
            rangos.add(r.rango)
        resumenes.append(r)
    return tuple(resumenes)
