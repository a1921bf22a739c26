"""Card values and combinations of Canasta (``rules/canasta.md §2``, ``§5``, ``§7``).

A combination (combinación) is 3 or more cards of one natural rank, with comodines (jokers and twos) standing in
within the limits of :class:`~.house_rules.CanastaHouseRules`; 7 or more cards make a canasta (limpia, sucia or de
comodines). Black threes form a combination only when going out (§7).
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, reading_label
from ..cartas import CartaFrancesa, FRANCESA, check_copias, format_cartas
from .house_rules import DEFAULT, CanastaHouseRules

NATURAL, COMODIN, TRES_ROJO, TRES_NEGRO = 0, 1, 2, 3
"""Roles of a card (§1, §2)."""


VALOR_TRES_NEGRO = 5
"""Card value of a black three (§2)."""


def rol(c: CartaFrancesa) -> int:
    """The card's role (§1, §2): :data:`COMODIN` (jokers and twos), :data:`TRES_ROJO`, :data:`TRES_NEGRO` or
    :data:`NATURAL`."""
    if c.es_comodin:
        return COMODIN
    if c.es_tres_rojo:
        return TRES_ROJO
    return TRES_NEGRO if c.es_tres_negro else NATURAL


def puntos_carta(c: CartaFrancesa) -> int:
    """Points of one card (§2): JK 50, 2 and A 20, K–8 10, 7–4 5, black three 5; a red three 0 (it is an honour,
    §6, never part of a hand or a combination)."""
    if c.es_joker:
        return 50
    if c.rango in ("2", "A"):
        return 20
    if c.rango == "3":
        return 0 if c.es_tres_rojo else VALOR_TRES_NEGRO
    return 10 if c.rango in ("K", "Q", "J", "10", "9", "8") else 5


def premia(c: CartaFrancesa) -> bool:
    """Whether the card makes a pozo premiado when it is in it (§8.5): comodines and red threes."""
    return c.es_comodin or c.es_tres_rojo


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
    if carta.es_tres_rojo:
        raise InvalidSituation(f"{carta} is a red three: it has no card value, it scores as an honour (§6)",
                               es=f"{carta} es un tres rojo: no tiene valor de carta, puntúa como honor (§6)")
    return puntos_carta(carta)


def puntos_cartas(cartas: Iterable[CartaFrancesa]) -> int:
    """Sum of the §2 values of ``cartas`` (red threes count 0: they are never in a hand or a combination)."""
    return sum(map(puntos_carta, cartas))


class Resumen(NamedTuple):
    """What a combination is made of (``§5``).

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


M_TRES_ROJO = Message(
    "canasta.combinacion.tres_rojo",
    "{carta} es un tres rojo: los treses rojos nunca forman parte de una combinación, se bajan como honores (§6).",
    "{carta} is a red three: red threes are never part of a combination, they are exposed as honours (§6).")
M_RANGOS_MEZCLADOS = Message(
    "canasta.combinacion.rangos_mezclados",
    "{cartas} mezcla los rangos {rango} y {otro}: una combinación es de un solo rango (§5).",
    "{cartas} mixes ranks {rango} and {otro}: a combination is of one rank only (§5).")


def defecto(cartas: Sequence[CartaFrancesa]) -> Reason | None:
    """The rule that keeps these cards from ever being one combination, whatever the house rules: a red three in
    it (§6) or two natural ranks (§5); ``None`` when they are one rank plus comodines (or comodines only)."""
    rango = None
    for c in cartas:
        if c.es_tres_rojo:
            return Reason("canasta §6", M_TRES_ROJO, {"carta": c})
        if c.es_comodin:
            continue
        if rango is None:
            rango = c.rango
        elif c.rango != rango:
            return Reason("canasta §5", M_RANGOS_MEZCLADOS, {"cartas": tuple(cartas), "rango": rango,
                                                             "otro": c.rango})
    return None


def check_mano(mano: Sequence[CartaFrancesa], nota_en: str = "", nota_es: str = "") -> None:
    """Refuse a red three in a hand (§6): red threes are exposed at once, never kept.

    Raises:
        InvalidSituation (``field="mano"``): the first red three; ``nota_en`` / ``nota_es`` end the message.
    """
    for c in mano:
        if c.es_tres_rojo:
            raise InvalidSituation(f"mano: {c} is a red three; red threes are exposed at once, never kept in hand "
                                   f"(§6){nota_en}", field="mano",
                                   es=f"mano: {c} es un tres rojo; los treses rojos se bajan en el acto, nunca se "
                                      f"guardan en la mano (§6){nota_es}")


def resumir(cartas: Sequence[CartaFrancesa]) -> Resumen:
    """Describe a combination, refusing what can never be one.

    Args:
        cartas: the cards of one combination.

    Raises:
        InvalidSituation: empty, or :func:`defecto` (a red three in it, cards of more than one rank).
    """
    if not cartas:
        raise InvalidSituation("a combination needs cards; got an empty list",
                               es="una combinación necesita cartas, pero la lista está vacía")
    mal = defecto(cartas)
    if mal is not None:
        raise InvalidSituation.from_reason(mal)
    naturales = [c for c in cartas if not c.es_comodin]
    rango = naturales[0].rango if naturales else None
    return Resumen(tuple(cartas), rango, len(naturales), len(cartas) - len(naturales), puntos_cartas(cartas))


# ---------------------------------------------------------------------------------------------- messages

M_VALIDA = Message(
    "canasta.combinacion.valida",
    "{cartas} es una combinación válida: {naturales} {naturales:carta natural|cartas naturales} y {comodines} "
    "{comodines:comodín|comodines}.",
    "{cartas} is a legal combination: {naturales} natural {naturales:card|cards} and {comodines} "
    "{comodines:comodín|comodines}.")
M_VALIDA_LIMITES = Message(
    "canasta.combinacion.valida_limites",
    "{cartas} es una combinación válida: {naturales} {naturales:carta natural|cartas naturales} y {comodines} "
    "{comodines:comodín|comodines}; una combinación pide al menos {min_naturales} cartas naturales y admite como "
    "mucho {max_comodines} comodines{no_superan_es} ({lectura_es}).",
    "{cartas} is a legal combination: {naturales} natural {naturales:card|cards} and {comodines} "
    "{comodines:comodín|comodines}; a combination needs at least {min_naturales} natural cards and may hold at most "
    "{max_comodines} comodines{no_superan_en} ({lectura_en}).")
M_VALIDA_COMODINES = Message(
    "canasta.combinacion.valida_comodines",
    "{cartas} es una combinación válida solo de comodines, la excepción a los límites de comodines: el reglamento "
    "premia la canasta de siete comodines, y Tapete admite que una combinación así empiece con {minimo} cartas o "
    "más (lectura de la ambigüedad A5; regla de la casa minimo_combinacion_comodines).",
    "{cartas} is a legal combination of comodines only, the exception to the comodín limits: the rulebook rewards "
    "a canasta of seven comodines, and Tapete lets such a combination start with {minimo} cards or more (its "
    "reading of ambiguity A5; house rule minimo_combinacion_comodines).")
M_POCAS = Message(
    "canasta.combinacion.pocas_cartas",
    "Una combinación necesita al menos 3 cartas; {cartas} tiene {largo}.",
    "A combination needs at least 3 cards; {cartas} has {largo}.")
M_POCOS_NATURALES = Message(
    "canasta.combinacion.pocos_naturales",
    "Una combinación necesita al menos {minimo} cartas naturales ({lectura_es}); {cartas} tiene {naturales}.",
    "A combination needs at least {minimo} natural cards ({lectura_en}); {cartas} has {naturales}.")
M_DEMASIADOS_COMODINES = Message(
    "canasta.combinacion.demasiados_comodines",
    "Una combinación admite como mucho {maximo} comodines ({lectura_es}); {cartas} tiene {comodines}.",
    "A combination may hold at most {maximo} comodines ({lectura_en}); {cartas} has {comodines}.")
M_COMODINES_SUPERAN = Message(
    "canasta.combinacion.comodines_superan_naturales",
    "Los comodines no pueden ser más que las cartas naturales ({lectura_es}): {cartas} tiene {comodines} "
    "comodines y {naturales} {naturales:natural|naturales}.",
    "Comodines may never outnumber the natural cards ({lectura_en}): {cartas} has {comodines} comodines and "
    "{naturales} natural {naturales:card|cards}.")
M_POCOS_COMODINES_SOLOS = Message(
    "canasta.combinacion.pocos_comodines_solos",
    "Una combinación solo de comodines necesita al menos {minimo} cartas; {cartas} tiene {largo}.",
    "A combination made only of comodines needs at least {minimo} cards; {cartas} has {largo}.")
M_SIN_COMBINACION_COMODINES = Message(
    "canasta.combinacion.sin_combinaciones_de_comodines",
    "Los comodines solo se bajan con cartas naturales (regla de la casa combinaciones_de_comodines: no): {cartas} "
    "no es válida.",
    "Comodines are melded only with natural cards (house rule combinaciones_de_comodines: no): {cartas} is not "
    "legal.")
M_TRESES_CON_COMODIN = Message(
    "canasta.combinacion.treses_negros_con_comodin",
    "Los treses negros nunca se combinan con comodines: {cartas} no es válida.",
    "Black threes are never combined with comodines: {cartas} is not legal.")
M_TRESES_EN_JUEGO = Message(
    "canasta.combinacion.treses_negros_solo_al_irse",
    "Los treses negros solo se bajan para irse (tres o los cuatro, sin comodines); {cartas} no vale durante el "
    "juego.",
    "Black threes are melded only to go out (three or all four, no comodines); {cartas} is not legal during play.")
M_TRESES_POCOS = Message(
    "canasta.combinacion.treses_negros_tres_o_cuatro",
    "Al irse, los treses negros se bajan tres o los cuatro; {cartas} tiene {naturales}.",
    "When going out, black threes are melded three or all four at once; {cartas} has {naturales}.")
M_TRESES_AL_IRSE = Message(
    "canasta.combinacion.treses_negros_al_irse",
    "{cartas} al irse: {n} treses negros valen {puntos} puntos.",
    "{cartas} when going out: {n} black threes are worth {puntos} points.")
M_CUATRO_TRESES_SIN_PREMIO = Message(
    "canasta.combinacion.cuatro_treses_negros_sin_premio",
    "Los cuatro treses negros al irse valen lo que sus cartas, sin premio de 500 (regla de la casa "
    "premio_cuatro_treses_negros: no).",
    "All four black threes shown when going out are worth their card values, no premio of 500 (house rule "
    "premio_cuatro_treses_negros: no).")
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


def infraccion(r: Resumen, house_rules: CanastaHouseRules = DEFAULT, al_irse: bool = False) -> Reason | None:
    """The §5 / §7 limit a combination breaks, as a reason, or ``None`` when it is legal.

    Args:
        r: from :func:`resumir`.
        house_rules: comodín limits and the comodines-only minimum.
        al_irse: the combination is shown while going out (only then may black threes be melded, §7).
    """
    valores = {"cartas": r.cartas, "naturales": r.naturales, "comodines": r.comodines, "largo": r.largo}
    if r.rango == "3":
        if r.comodines:
            return Reason("canasta §7", M_TRESES_CON_COMODIN, valores)
        if not al_irse:
            return Reason("canasta §7", M_TRESES_EN_JUEGO, valores)
        if r.naturales < 3:
            return Reason("canasta §7", M_TRESES_POCOS, valores)
        return None
    if r.rango is None:
        if not house_rules.combinaciones_de_comodines:
            return Reason("canasta §5", M_SIN_COMBINACION_COMODINES, valores)
        if r.largo < house_rules.minimo_combinacion_comodines:
            return Reason("canasta §5", M_POCOS_COMODINES_SOLOS,
                          dict(valores, minimo=house_rules.minimo_combinacion_comodines))
        return None
    if r.largo < 3:
        return Reason("canasta §5", M_POCAS, valores)
    if r.naturales < house_rules.min_naturales:
        return Reason("canasta §5", M_POCOS_NATURALES, dict(valores, minimo=house_rules.min_naturales,
                                                             **reading_label(house_rules, "min_naturales")))
    if r.comodines > house_rules.max_comodines:
        return Reason("canasta §5", M_DEMASIADOS_COMODINES, dict(valores, maximo=house_rules.max_comodines,
                                                                  **reading_label(house_rules, "max_comodines")))
    if house_rules.comodines_no_superan_naturales and r.comodines > r.naturales:
        return Reason("canasta §5", M_COMODINES_SUPERAN,
                      dict(valores, **reading_label(house_rules, "comodines_no_superan_naturales")))
    return None


def _valida(r: Resumen, house_rules: CanastaHouseRules) -> Reason:
    """Why a legal combination is legal: the comodín limits it keeps (§5), the comodines-only exception (A5), or
    just its cards for black threes shown when going out (§7)."""
    valores = {"cartas": r.cartas, "naturales": r.naturales, "comodines": r.comodines}
    if r.rango == "3":
        return Reason("canasta §5", M_VALIDA, valores)
    if r.rango is None:
        return Reason("canasta §5", M_VALIDA_COMODINES, {"cartas": r.cartas,
                                                         "minimo": house_rules.minimo_combinacion_comodines})
    no_superan = house_rules.comodines_no_superan_naturales
    return Reason("canasta §5", M_VALIDA_LIMITES, dict(
        valores, min_naturales=house_rules.min_naturales, max_comodines=house_rules.max_comodines,
        no_superan_es=", nunca más comodines que naturales" if no_superan else "",
        no_superan_en=", never more comodines than natural cards" if no_superan else "",
        **reading_label(house_rules, "min_naturales", "max_comodines", "comodines_no_superan_naturales")))


def clase_canasta(r: Resumen) -> str | None:
    """``None`` (not a canasta), ``"limpia"``, ``"sucia"`` or ``"comodines"`` (§5) of a legal combination."""
    if r.naturales + r.comodines < LARGO_CANASTA or r.rango == "3":
        return None
    if r.rango is None:
        return DE_COMODINES
    return SUCIA if r.comodines else LIMPIA


def premio_canasta(clase: str | None, house_rules: CanastaHouseRules = DEFAULT) -> int:
    """Premio of a canasta class (§5, §11): limpia 500, sucia 300, de comodines 2 000 (2 300 if it adds, A5)."""
    if clase is None:
        return 0
    if clase == DE_COMODINES:
        return PREMIO_COMODINES + (0 if house_rules.premio_comodines_reemplaza_sucia else PREMIO_SUCIA)
    return PREMIO_LIMPIA if clase == LIMPIA else PREMIO_SUCIA


def valor_combinacion(r: Resumen, house_rules: CanastaHouseRules = DEFAULT) -> int:
    """Points of a legal combination on the table: card values plus its canasta premio (§5, §11); four black
    threes shown when going out are 500 flat (§7) unless ``premio_cuatro_treses_negros`` is off."""
    if r.rango == "3":
        return valor_treses_negros(r.naturales, house_rules)
    return r.puntos + premio_canasta(clase_canasta(r), house_rules)


def valor_treses_negros(n: int, house_rules: CanastaHouseRules = DEFAULT) -> int:
    """Points of ``n`` (3 or 4) black threes shown when going out (§7, §11): their card values (5 each), or 500 in
    total for all four (not 520) while ``premio_cuatro_treses_negros`` is on."""
    if n == 4 and house_rules.premio_cuatro_treses_negros:
        return PREMIO_CUATRO_TRESES_NEGROS
    return VALOR_TRES_NEGRO * n


def analizar_combinacion(cartas: Sequence[CartaFrancesa], house_rules: CanastaHouseRules = DEFAULT,
                         al_irse: bool = False) -> Ruling:
    """Is this a legal combination, is it a canasta, and what is it worth? (``rules/canasta.md §5``, ``§7``)

    Args:
        cartas: the cards of one combination.
        house_rules: house rules (comodín limits, canasta de comodines premio).
        al_irse: shown while going out (black threes may then be melded, §7).

    Returns:
        Ruling whose answer is ``{"valida": bool, "canasta": None | "limpia" | "sucia" | "comodines",
        "puntos": int}``; puntos = card values plus the canasta's premio (0 when not legal). A proposal of real
        cards that breaks a rule — a red three in it, two ranks, the comodín limits, black threes during play —
        is answered ``valida: false`` with that rule as its reason.

    Raises:
        InvalidSituation: no cards, or more copies of a card than the deck holds.
    """
    check_copias(cartas, FRANCESA, field="cartas")
    mal = defecto(cartas)
    if mal is None:
        r = resumir(cartas)  # refuses an empty list
        mal = infraccion(r, house_rules, al_irse)
    if mal is not None:
        return Ruling({"valida": False, "canasta": None, "puntos": 0}, (mal,))
    ok = _valida(r, house_rules)
    if r.rango == "3":
        puntos = valor_combinacion(r, house_rules)
        extra = [Reason("canasta §7", M_TRESES_AL_IRSE, {"cartas": r.cartas, "n": r.naturales, "puntos": puntos})]
        if r.naturales == 4:
            cuatro = M_CUATRO_TRESES if house_rules.premio_cuatro_treses_negros else M_CUATRO_TRESES_SIN_PREMIO
            extra.append(Reason("canasta §11", cuatro, {"puntos": puntos}))
        return Ruling({"valida": True, "canasta": None, "puntos": puntos}, (ok, *extra))
    clase = clase_canasta(r)
    premio = premio_canasta(clase, house_rules)
    puntos = r.puntos + premio
    return Ruling({"valida": True, "canasta": clase, "puntos": puntos}, (ok, Reason(
        "canasta §5.1" if clase else "canasta §2", M_PUNTOS,
        {"puntos_cartas": r.puntos, "clase_es": _CLASE_ES[clase], "clase_en": _CLASE_EN[clase],
         "premio": premio, "puntos": puntos})))


def validar_mesa(combinaciones: Sequence[Sequence[CartaFrancesa]], house_rules: CanastaHouseRules = DEFAULT,
                 campo: str = "combinaciones") -> tuple[Resumen, ...]:
    """Check a partnership's combinations on the table during play and describe them.

    What is on the table came from legal play, so a combination the rules could never let be laid is refused
    (not answered ``valida: false``, as a proposal is: :func:`analizar_combinacion`).

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
        mal = infraccion(r, house_rules)
        if mal is not None:
            motivo = mal.text("es")  # the reason's sentence, embedded after a colon: lower-case
            raise InvalidSituation(f"{campo}[{i}]: {format_cartas(cartas)} cannot be on the table: "
                                   f"{mal.text('en')}", field=campo,
                                   es=f"{campo}[{i}]: {format_cartas(cartas)} no puede estar en la mesa: "
                                      f"{motivo[:1].lower()}{motivo[1:]}")
        if r.rango is not None and house_rules.una_combinacion_por_rango:
            if r.rango in rangos:
                raise InvalidSituation(f"{campo}: two combinations of rank {r.rango}; a partnership adds cards of a "
                                       "rank to its one combination of that rank (§5)", field=campo,
                                       es=f"{campo}: dos combinaciones del rango {r.rango}; una pareja añade las "
                                          "cartas de un rango a su única combinación de ese rango (§5)")
            rangos.add(r.rango)
        resumenes.append(r)
    return tuple(resumenes)
