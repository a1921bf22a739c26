"""Can this player take the pozo? (``rules/canasta.md §8``, decision procedure of ``§8.6``)

§8.6 judges a *proposal* (which hand cards go with the top card, and which salida combinations are shown). The
referee is asked about a *situation* instead, so :func:`decidir_pozo` answers "does SOME legal proposal pass?" by
searching the proposals a player could make:

* **K2**: the top card alone onto the partnership's combination of its rank;
* **K1 onto that combination**: top + hand cards of its rank (+ comodines);
* **K1 new**: top + every natural card of its rank in hand + comodines, together with, when the salida is still to
  be made, the best-scoring legal combinations the rest of the hand allows (§9).

When no proposal passes, the answer is the blocking code of the proposal that got furthest in the order P1..P9.
Consequences of this reading:

* a hand that could reach the salida minimum only with a combination breaking the comodín limits gives
  ``COMBINACION_INVALIDA`` (P9), not ``SALIDA_INSUFICIENTE`` (P8);
* K2 refused because the pozo is premiado (or it is the first take) gives ``FALTA_PAREJA_NATURAL`` (P6) even when a
  new combination would stop earlier (P4/P5) — D4;
* with neither a table combination of top's rank nor two hand cards to go with the top (one natural, no comodín),
  the answer is ``NO_COMBINA`` (P4), even on a first take: no 3-card combination can be formed at all;
* ``FALTA_PAREJA_NATURAL`` needs at least one natural of the rank (otherwise P5 ``DOS_COMODINES`` stops first) —
  D2, D4, D10, D12; D7 is P5.

First take (§16 A1): by default the relaxed conditions start after the first take of the hand by anyone (D13:
take). With ``primera_toma_por_pareja`` they start after the partnership's own first take or salida instead; a
partnership that has taken the pozo has made its salida, so the strict condition then holds while ``salida_hecha``
is false (D13: ``FALTA_PAREJA_NATURAL``), and no longer once it is true, whether or not anyone has taken the pozo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..base import InvalidSituation, Joined, Message, Reason, Ruling
from ..cartas import FRANCESA, NOMBRES_RANGOS_PLURAL, CartaFrancesa, check_copias_en
from .busqueda import mejor_salida
from .combinaciones import COMODIN, TRES_NEGRO, check_mano, infraccion, premia, resumir, rol, validar_mesa
from .house_rules import DEFAULT, CanastaHouseRules
from .salida import check_puntuacion, valores_minimo

POZO_VACIO = "POZO_VACIO"
TAPON_TRES_NEGRO = "TAPON_TRES_NEGRO"
TAPON_COMODIN = "TAPON_COMODIN"
NO_COMBINA = "NO_COMBINA"
DOS_COMODINES = "DOS_COMODINES"
FALTA_PAREJA_NATURAL = "FALTA_PAREJA_NATURAL"
SALIDA_INSUFICIENTE = "SALIDA_INSUFICIENTE"
COMBINACION_INVALIDA = "COMBINACION_INVALIDA"
PUMBA = "PUMBA"
PUEDE_TOMAR = "PUEDE_TOMAR"
MOTIVOS = (POZO_VACIO, TAPON_TRES_NEGRO, TAPON_COMODIN, PUMBA, NO_COMBINA, DOS_COMODINES, FALTA_PAREJA_NATURAL,
           SALIDA_INSUFICIENTE, COMBINACION_INVALIDA, PUEDE_TOMAR)
"""Every ``motivo``, in the order of §8.6 (``PUMBA`` only with the house rule ``pumba_no_toma_pozo``)."""

_PASO = {m: i for i, m in enumerate(MOTIVOS)}
_RANGO_PLURAL = {r: {"rango_es": NOMBRES_RANGOS_PLURAL["es"][r], "rango_en": NOMBRES_RANGOS_PLURAL["en"][r]}
                 for r in NOMBRES_RANGOS_PLURAL["es"]}

M_ESTADO = Message(
    "canasta.pozo.estado",
    "Carta superior del pozo: {top}. Pozo premiado: {premiado}. Primera toma hecha: {primera_toma_hecha}. "
    "Salida hecha: {salida_hecha}.",
    "Top card of the pozo: {top}. Pozo premiado: {premiado}. First take made: {primera_toma_hecha}. "
    "Salida made: {salida_hecha}.")
M_VACIO = Message("canasta.pozo.vacio", "El pozo está vacío: no hay nada que tomar.",
                  "The pozo is empty: there is nothing to take.")
M_TAPON_TRES = Message(
    "canasta.pozo.tapon_tres_negro",
    "Hay un tres negro ({top}) encima: el pozo está taponado para este turno.",
    "A black three ({top}) is on top: the pozo is blocked for this turn.")
M_TAPON_COMODIN = Message(
    "canasta.pozo.tapon_comodin",
    "Hay un comodín ({top}) encima: el pozo está taponado (y además premiado).",
    "A comodín ({top}) is on top: the pozo is blocked (and premiado as well).")
M_PUMBA = Message(
    "canasta.pozo.pumba",
    "Con una sola carta en la mano (pumba) no se puede tomar el pozo (regla de la casa pumba_no_toma_pozo).",
    "With a single card in hand (pumba) the pozo may not be taken (house rule pumba_no_toma_pozo).")
M_NO_COMBINA = Message(
    "canasta.pozo.no_combina",
    "El {top} no puede bajarse en una combinación este turno: una nueva necesita con él dos cartas de tu mano, al "
    "menos una natural de ese rango (con comodines solos nunca se puede), y no las tienes; ni tu pareja tiene "
    "combinación de ese rango en la mesa.",
    "The {top} cannot be melded this turn: a new combination needs two cards from your hand with it, at least one "
    "of them a natural card of its rank (comodines alone never do), and you do not hold them; nor does your "
    "partnership have a combination of that rank on the table.")
M_DOS_COMODINES = Message(
    "canasta.pozo.dos_comodines",
    "Con el {top} y solo comodines ({comodines}) nunca se toma el pozo: hace falta al menos una carta natural de "
    "ese rango en la mano.",
    "The {top} with comodines only ({comodines}) never takes the pozo: at least one natural card of its rank is "
    "needed from the hand.")
_FALTA_ES = ("Para tomar el pozo {causa} hacen falta en la mano dos {rango_es} naturales para el {top}; tienes "
             "{naturales}. Ni natural + comodín ni poner el {top} sobre una combinación de la mesa bastan.")
_FALTA_EN = ("To take the pozo {causa} two natural {rango_en} are needed in hand for the {top}; you hold "
             "{naturales}. Neither natural + comodín nor laying the {top} onto a combination on the table is enough.")
M_FALTA_PRIMERA = Message("canasta.pozo.falta_pareja_primera_toma",
                          _FALTA_ES.replace("{causa}", "por primera vez en la mano (lectura de Tapete; regla de la "
                                                       "casa primera_toma_por_pareja)"),
                          _FALTA_EN.replace("{causa}", "for the first time in the hand (Tapete's reading; house rule "
                                                       "primera_toma_por_pareja)"))
M_FALTA_PREMIADO = Message("canasta.pozo.falta_pareja_premiado",
                           _FALTA_ES.replace("{causa}", "premiado"),
                           _FALTA_EN.replace("{causa}", "when it is premiado"))
M_FALTA_AMBOS = Message("canasta.pozo.falta_pareja_primera_y_premiado",
                        _FALTA_ES.replace("{causa}", "premiado y por primera vez en la mano"),
                        _FALTA_EN.replace("{causa}", "premiado and for the first time in the hand"))
M_FALTA_PAREJA_PROPIA = Message(
    "canasta.pozo.falta_pareja_primera_toma_pareja",
    _FALTA_ES.replace("{causa}", "antes de la primera toma (o salida) de tu pareja"),
    _FALTA_EN.replace("{causa}", "before your partnership's own first take (or salida)"))
M_PAREJA_NO_SOBRE_MESA = Message(
    "canasta.pozo.pareja_no_sobre_mesa",
    "Con la condición estricta el {top} y la pareja natural deben formar una combinación nueva, y tu pareja ya "
    "tiene una de ese rango en la mesa (regla de la casa pareja_sobre_combinacion_existente).",
    "Under the strict condition the {top} and the natural pair must form a new combination, and your partnership "
    "already has one of that rank on the table (house rule pareja_sobre_combinacion_existente).")
M_PAREJA_OK = Message(
    "canasta.pozo.pareja_natural",
    "Condición estricta cumplida: tienes {n} {rango_es} naturales ({naturales}) para el {top}.",
    "Strict condition met: you hold {n} natural {rango_en} ({naturales}) for the {top}.")
M_PAREJA_OK_COMODINES = Message(
    "canasta.pozo.pareja_natural_y_comodines",
    "Condición estricta cumplida: tienes {n} {rango_es} naturales ({naturales}) para el {top}; enseñada la pareja, "
    "los comodines se unen a esa combinación y cuentan para la salida (lectura de Tapete; regla de la casa "
    "comodines_tras_pareja).",
    "Strict condition met: you hold {n} natural {rango_en} ({naturales}) for the {top}; once the pair is shown, "
    "comodines join that combination and count for the salida (Tapete's reading; house rule "
    "comodines_tras_pareja).")
_CAUSA_RELAJADA = {
    False: {"causa_es": "Pozo no premiado y ya tomado antes",
            "causa_en": "The pozo is not premiado and was taken before"},
    True: {"causa_es": "Pozo no premiado y tu pareja ya salió (regla de la casa primera_toma_por_pareja)",
           "causa_en": "The pozo is not premiado and your partnership has made its salida (house rule "
                       "primera_toma_por_pareja)"},
}
"""Why P7 applies, by the scope of the first take (A1): the hand's first take is made, or, with
``primera_toma_por_pareja``, the partnership has made its salida."""
M_K2 = Message(
    "canasta.pozo.sobre_combinacion",
    "{causa_es}: basta poner el {top} sobre la combinación {combinacion} de tu pareja.",
    "{causa_en}: laying the {top} onto your partnership's combination {combinacion} is enough.")
M_RELAJADA = Message(
    "canasta.pozo.natural_y_comodin",
    "{causa_es}: basta una carta natural del rango con comodín ({clave}).",
    "{causa_en}: one natural card of its rank with a comodín is enough ({clave}).")
M_RELAJADA_NATURALES = Message(
    "canasta.pozo.naturales_sin_comodin",
    "{causa_es}: basta bajar el {top} con cartas naturales de su rango ({clave}).",
    "{causa_en}: melding the {top} with natural cards of its rank is enough ({clave}).")
M_SALIDA_OK = Message(
    "canasta.pozo.salida_suficiente",
    "Salida con el pozo: {texto} = {suma} ≥ {minimo}, el mínimo de las puntuaciones {tramo_es} (la carta superior "
    "cuenta; el resto del pozo no).",
    "Salida with the pozo: {texto} = {suma} ≥ {minimo}, the minimum for scores {tramo_en} (the top card counts; "
    "the rest of the pozo does not).")
M_SALIDA_CORTA = Message(
    "canasta.pozo.salida_insuficiente",
    "Tu pareja no ha salido: lo mejor que puedes bajar con el {top} suma {suma} < {minimo}, el mínimo de las "
    "puntuaciones {tramo_es}; las demás cartas del pozo no cuentan.",
    "Your partnership has not made its salida: the most you can meld with the {top} is {suma} < {minimo}, the "
    "minimum for scores {tramo_en}; the other cards of the pozo do not count.")
M_INVALIDA = Message(
    "canasta.pozo.combinacion_invalida",
    "Solo podrías bajar el {top} (o llegar al mínimo de salida) con combinaciones que incumplen los límites de "
    "comodines (§5).",
    "You could meld the {top} (or reach the salida minimum) only with combinations that break the comodín limits "
    "(§5).")
M_LEGAL = Message(
    "canasta.pozo.combinaciones_legales",
    "Todas las combinaciones que bajas son legales: {texto}.",
    "Every combination you meld is legal: {texto}.")
M_PUEDE = Message("canasta.pozo.puede_tomar", "Puedes tomar el pozo.", "You may take the pozo.")


def _ruling(motivo: str, reasons: list) -> Ruling:
    return Ruling({"puede_tomar": motivo == PUEDE_TOMAR, "motivo": motivo}, tuple(reasons))


def _validar(pozo, salida_hecha, puntuacion, mano, combinaciones, house_rules):
    """Refuse a pozo, hand and table the rules could never produce (the pozo and the table are the past)."""
    check_copias_en({"pozo": pozo, "mano": mano, "combinaciones": combinaciones}, FRANCESA)
    check_mano(mano)
    if pozo and pozo[-1].es_tres_rojo:
        raise InvalidSituation(f"pozo: {pozo[-1]} on top is impossible; a red three turned up at the opening is "
                               "covered at once and red threes are never discarded (§8.3)", field="pozo",
                               es=f"pozo: el {pozo[-1]} no puede estar encima; un tres rojo que sale al abrir el "
                                  "pozo se cubre en el acto y los treses rojos nunca se descartan (§8.3)")
    check_puntuacion(puntuacion)
    if combinaciones and not salida_hecha:
        raise InvalidSituation("combinaciones: the partnership has combinations on the table, so it has made its "
                               "salida; salida_hecha cannot be false", field="salida_hecha",
                               es="combinaciones: la pareja tiene combinaciones en la mesa, así que ya ha hecho su "
                                  "salida; salida_hecha no puede ser false")
    if salida_hecha and not combinaciones:
        raise InvalidSituation("combinaciones: the partnership made its salida, so its combinations are on the "
                               "table; list them", field="combinaciones",
                               es="combinaciones: la pareja ha hecho su salida, así que sus combinaciones están en la "
                                  "mesa; indícalas")
    return validar_mesa(combinaciones, house_rules)


def decidir_pozo(pozo: Sequence[CartaFrancesa], primera_toma_hecha: bool, salida_hecha: bool, puntuacion: int,
                 mano: Sequence[CartaFrancesa], combinaciones: Sequence[Sequence[CartaFrancesa]] = (),
                 house_rules: CanastaHouseRules = DEFAULT) -> Ruling:
    """Can the player to act take the pozo? (``rules/canasta.md §8.6``; worked decisions D1–D14 in §8.8)

    Args:
        pozo: the pozo's cards, bottom to top (last = top card).
        primera_toma_hecha: the pozo was already taken in this hand (by anyone; see ``primera_toma_por_pareja``).
        salida_hecha: the player's partnership has made its salida this hand.
        puntuacion: the partnership's accumulated score (puntos, a multiple of 5) for the salida minimum (§9.1).
        mano: the player's hand.
        combinaciones: the partnership's combinations on the table (empty when it has not made its salida).
        house_rules: house rules in force.

    Returns:
        Ruling with answer ``{"puede_tomar": bool, "motivo": str}``: motivo is ``PUEDE_TOMAR`` when some legal
        proposal passes, otherwise the code of the step (P1..P9) at which the furthest-reaching proposal stopped
        (see the module docstring). Reasons: the pozo's state (§8.3), then each condition applied.

    Raises:
        InvalidSituation: too many copies of a card, a red three in hand or on top, a combination on the table
            that is mixed, illegal or holds a red/black three, a score not a multiple of 5, or ``salida_hecha``
            contradicting ``combinaciones``; ``field`` names the situation field at fault.
    """
    pozo, mano = tuple(pozo), tuple(mano)
    combinaciones = tuple(map(tuple, combinaciones))
    mesa = _validar(pozo, salida_hecha, puntuacion, mano, combinaciones, house_rules)
    if not pozo:
        return _ruling(POZO_VACIO, [Reason("canasta §8.6 P1", M_VACIO, {})])
    top = pozo[-1]
    rango = top.rango
    premiado = any(map(premia, pozo))
    reasons = [Reason("canasta §8.3", M_ESTADO, {"top": top, "premiado": premiado,
                                                 "primera_toma_hecha": primera_toma_hecha,
                                                 "salida_hecha": salida_hecha})]
    if rol(top) == TRES_NEGRO:
        return _ruling(TAPON_TRES_NEGRO, reasons + [Reason("canasta §8.6 P2", M_TAPON_TRES, {"top": top})])
    if rol(top) == COMODIN:
        return _ruling(TAPON_COMODIN, reasons + [Reason("canasta §8.6 P3", M_TAPON_COMODIN, {"top": top})])
    if house_rules.pumba_no_toma_pozo and len(mano) == 1:
        return _ruling(PUMBA, reasons + [Reason("canasta §8.6", M_PUMBA, {"mano": mano})])
    existente = next((r for r in mesa if r.rango == rango), None)
    ctx = _contexto(pozo, primera_toma_hecha, salida_hecha, mano, house_rules)
    motivo, pasos = _sobre_existente(ctx, existente) if existente is not None else (NO_COMBINA, [])
    if motivo != PUEDE_TOMAR and (existente is None or not house_rules.una_combinacion_por_rango):
        nueva = _nueva(ctx, salida_hecha, puntuacion)
        if _PASO[nueva[0]] > _PASO[motivo] or existente is None:
            motivo, pasos = nueva
    if motivo == PUEDE_TOMAR:
        pasos = pasos + [Reason("canasta §8.6", M_PUEDE, {})]
    return _ruling(motivo, reasons + pasos)


@dataclass(frozen=True)
class _Contexto:
    """What every proposal shares (one per call)."""

    top: CartaFrancesa
    rango: str
    premiado: bool
    primera: bool
    propia: bool
    estricta: bool
    naturales: tuple
    comodines: tuple
    mano: tuple
    house_rules: CanastaHouseRules

    @property
    def usables(self) -> int:
        """Comodines that may join the key combination (none under P6 without ``comodines_tras_pareja``)."""
        return len(self.comodines) if not self.estricta or self.house_rules.comodines_tras_pareja else 0

    @property
    def causa_relajada(self) -> dict:
        """Why the relaxed condition (P7) applies, as reason values (A1)."""
        return _CAUSA_RELAJADA[self.house_rules.primera_toma_por_pareja]

    def mejor_salida(self, legal: bool):
        """:func:`~.busqueda.mejor_salida` of this proposal (``legal``: respect §5, or only a combination's shape)."""
        return mejor_salida(self.top, self.naturales, self.comodines, self.usables, self.mano, self.rango,
                            self.house_rules, legal)

    def falta_pareja(self) -> Reason:
        if self.propia and not self.premiado:
            msg = M_FALTA_PAREJA_PROPIA
        elif self.premiado:
            msg = M_FALTA_AMBOS if self.primera else M_FALTA_PREMIADO
        else:
            msg = M_FALTA_PRIMERA
        return Reason("canasta §8.6 P6", msg, {"top": self.top, "naturales": len(self.naturales),
                                               **_RANGO_PLURAL[self.rango]})

    def pareja_ok(self, clave: tuple = ()) -> Reason:
        """P6 met; ``clave``: the key combination melded, when comodines joining it are worth saying (A2)."""
        mensaje = M_PAREJA_OK_COMODINES if any(c.es_comodin for c in clave) else M_PAREJA_OK
        return Reason("canasta §8.6 P6", mensaje, {"top": self.top, "naturales": self.naturales,
                                                   "n": len(self.naturales), **_RANGO_PLURAL[self.rango]})


def _contexto(pozo: tuple, primera_toma_hecha: bool, salida_hecha: bool, mano: tuple,
              house_rules: CanastaHouseRules) -> _Contexto:
    """The proposals' shared facts, for a pozo whose top card is a natural card."""
    top = pozo[-1]
    premiado = any(map(premia, pozo))
    # A1: the strict condition holds until the hand's first take, by anyone (default), or, per partnership, until
    # the partnership's own salida (a partnership that took the pozo has made it): one scope or the other, never both
    por_pareja = house_rules.primera_toma_por_pareja
    primera = not primera_toma_hecha and not por_pareja
    propia = por_pareja and not salida_hecha
    naturales = tuple(c for c in mano if c.rango == top.rango)
    comodines = tuple(c for c in mano if c.es_joker) + tuple(c for c in mano if c.rango == "2")  # highest first
    return _Contexto(top, top.rango, premiado, primera, propia, premiado or primera or propia, naturales, comodines,
                     mano, house_rules)


def puntos_salida(pozo: Sequence[CartaFrancesa], primera_toma_hecha: bool, mano: Sequence[CartaFrancesa],
                  house_rules: CanastaHouseRules = DEFAULT) -> int | None:
    """The most a player whose partnership has not made its salida can meld with the pozo's top card in legal
    combinations, in puntos (``rules/canasta.md §8.6 P8``, ``§9.2``: the top card counts, the rest of the pozo
    does not): the ``suma`` :func:`decidir_pozo` compares with the salida minimum.

    Args:
        pozo: the pozo, bottom to top; its top card is a natural card.
        primera_toma_hecha, mano, house_rules: as for :func:`decidir_pozo`.

    Returns:
        The puntos, or ``None`` when no legal combination can take the top card.
    """
    legal = _contexto(tuple(pozo), primera_toma_hecha, False, tuple(mano), house_rules).mejor_salida(True)
    return None if legal is None else legal[0]


def _sobre_existente(ctx: _Contexto, existente) -> tuple[str, list]:
    """K2, or K1 onto the partnership's combination of top's rank (the salida is made, so P8 does not apply)."""
    if not ctx.estricta:
        return PUEDE_TOMAR, [Reason("canasta §8.6 P7", M_K2, {"top": ctx.top, "combinacion": existente.cartas,
                                                              **ctx.causa_relajada})]
    if len(ctx.naturales) < 2:
        return FALTA_PAREJA_NATURAL, [ctx.falta_pareja()]
    if not ctx.house_rules.pareja_sobre_combinacion_existente:
        return FALTA_PAREJA_NATURAL, [Reason("canasta §8.6 P6", M_PAREJA_NO_SOBRE_MESA, {"top": ctx.top})]
    # Adding natural cards to a legal combination keeps it legal: P9 holds.
    bajada = existente.cartas + (ctx.top,) + ctx.naturales
    return PUEDE_TOMAR, [ctx.pareja_ok(), Reason("canasta §8.6 P9", M_LEGAL, _bajadas((bajada,)))]


def _nueva(ctx: _Contexto, salida_hecha: bool, puntuacion: int) -> tuple[str, list]:
    """K1 as a new combination: top + every natural of its rank in hand + comodines (+ salida combinations)."""
    n, c = len(ctx.naturales), len(ctx.comodines)
    if n + c < 2:
        return NO_COMBINA, [Reason("canasta §8.6 P4", M_NO_COMBINA, {"top": ctx.top})]
    if n == 0:
        return DOS_COMODINES, [Reason("canasta §8.6 P5", M_DOS_COMODINES,
                                      {"top": ctx.top, "comodines": ctx.comodines})]
    if ctx.estricta and n < 2:
        return FALTA_PAREJA_NATURAL, [ctx.falta_pareja()]
    house_rules = ctx.house_rules
    paso = ctx.pareja_ok() if ctx.estricta else None
    if salida_hecha:
        clave = ctx.naturales + ctx.comodines[:max(0, 2 - n)]
        if infraccion(resumir((ctx.top,) + clave), house_rules) is not None:
            return COMBINACION_INVALIDA, [Reason("canasta §8.6 P9", M_INVALIDA, {"top": ctx.top})]
        bajada = (ctx.top,) + clave
        paso = paso or _relajada(ctx, bajada)
        return PUEDE_TOMAR, [paso, Reason("canasta §8.6 P9", M_LEGAL, _bajadas((bajada,)))]
    tramo = valores_minimo(puntuacion, house_rules)
    minimo = tramo["minimo"]
    legal = ctx.mejor_salida(True)
    if legal is not None and legal[0] >= minimo:
        suma, bajadas = legal
        paso = ctx.pareja_ok(bajadas[0]) if ctx.estricta else _relajada(ctx, bajadas[0])
        valores = _bajadas(bajadas)
        return PUEDE_TOMAR, [paso, Reason("canasta §8.6 P8", M_SALIDA_OK, dict(valores, suma=suma, **tramo)),
                             Reason("canasta §8.6 P9", M_LEGAL, valores)]
    pasos = [paso] if paso else []
    suelta = ctx.mejor_salida(False)
    if suelta[0] >= minimo:
        return COMBINACION_INVALIDA, pasos + [Reason("canasta §8.6 P9", M_INVALIDA, {"top": ctx.top})]
    suma = legal[0] if legal is not None else suelta[0]
    return SALIDA_INSUFICIENTE, pasos + [Reason("canasta §8.6 P8", M_SALIDA_CORTA,
                                                {"top": ctx.top, "suma": suma, **tramo})]


def _relajada(ctx: _Contexto, clave: tuple) -> Reason:
    """P7 met: the key combination ``clave`` takes the top card; it says 'with a comodín' only when one is in it."""
    mensaje = M_RELAJADA if any(c.es_comodin for c in clave) else M_RELAJADA_NATURALES
    return Reason("canasta §8.6 P7", mensaje, {"top": ctx.top, "clave": clave, **ctx.causa_relajada})


def _bajadas(bajadas) -> dict:
    """The combinations melded, as cards (for JSON) and as text (for the sentence)."""
    return {"bajadas": bajadas, "texto": Joined(bajadas, " + ")}
