"""The payments of one deal of Tresillo: the cobro (``rules/tresillo.md §13``, with §9–§11 for the results).

:func:`liquidar` settles one deal: from a :class:`Trato` (lance, palo de favor, tricks, estuches, primeras, a
surrender) and the :class:`~.plato.Plato` as it stands (this deal's dealer 5 included), it returns a :class:`Cobro`
with every payment (:class:`Pago`), each player's net tantos, the plato and cartulina afterwards, and the ordered
reasons. :func:`cobro` wraps it as the ``tresillo.cobro`` :class:`~tutor.rules.base.Ruling` of ``referee.md``.

Payments go to or from **each other player**: both contras and, four-handed, the alcalde (§13.0, A6). Amounts per
player are doubled for the palo de favor and rounded up to 5 (§13.5); the puesta goes into a plato without puesta,
otherwise to the cartulina (§13.3); a codillo pays the puesta's amount to the contra who gave it (§13.8).

Known wrong computations (for the puzzles' named mistakes) are derived with a :class:`Variante`:
``liquidar(trato, plato, variante=Variante(redondear=False))`` is "forgot to round up to a multiple of 5". What the
play decided (:func:`hechos`: the result and the condiciones) is the same for every Variante, so a caller settling
one deal several ways reads it once and passes it on; ``explicar=False`` skips the payment list and the reasons when
only the amounts and nets are wanted.

>>> c = liquidar(Trato("entrada", False, (6, 2, 1), estuches=4, primeras="jugador"), Plato(15))
>>> c.neto_de("jugador"), c.neto_de("contra_a"), c.plato.tantos
(45, -10, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple

from ..base import InvalidSituation, Message, Reason, Ruling
from .cobro_mensajes import ESTADO_PLATO, M
from .condiciones import LOGRO_BOLA, cada_uno, condiciones, importe_por_jugador, valor_primeras
from .lances import CONDICION_LANCE
from .plato import NINGUNA, PRIMERA, RESERVADA, Plato, r5
from .resultado import CODILLO, PUESTA, SACADA, clasifica, desenlace_defendida
from .settings import TresilloHouseRules
from .trato import CONTRA_A, CONTRA_B, JUGADOR, Trato, check_trato

ALCALDE = "alcalde"
ROLES = (JUGADOR, CONTRA_A, CONTRA_B, ALCALDE)
"""Who pays and collects, as in ``referee.md`` (no alcalde three-handed)."""

RECARGO_FAVOR = 40
"""Caso-1 puesta surcharge with trumps in the palo de favor: A = P + 40 (§13.8, stated in the rulebook)."""

DEFAULT = TresilloHouseRules()


@dataclass(frozen=True, slots=True)
class Variante:
    """A way of computing the cobro; the default is the right one, the others are known mistakes (puzzles).

    Attributes:
        redondear: ``False``: forgot to round each payment up to a multiple of 5.
        favor: ``None`` follows the deal; ``True`` doubles (and uses the +40 surcharge) although the trumps are
            not the palo de favor; ``False`` forgets to.
        codillo_al_otro: the codillo is paid to the wrong contra (the one who did not give it).
        caso: ``None`` follows the plato; 1 or 2 confuses the two cases.
    """

    redondear: bool = True
    favor: bool | None = None
    codillo_al_otro: bool = False
    caso: int | None = None


CORRECTA = Variante()


class Pago(NamedTuple):
    """One payment of the cobro (an immutable named tuple: many are made per ruling).

    Attributes:
        de: the payer: a role of ``ROLES`` or ``"plato"`` (the jugador takes the plato).
        a: the payee: a role, ``"plato"`` or ``"cartulina"``.
        tantos: amount (> 0).
        concepto: ``"cobro"`` (won: 5 por jugar + condiciones), ``"condiciones"`` (lost), ``"plato"``,
            ``"puesta"`` or ``"codillo"``.
    """

    de: str
    a: str
    tantos: int
    concepto: str


class Cobro(NamedTuple):
    """The settlement of one deal, with every intermediate value a learner (or a puzzle checker) needs.

    An immutable named tuple (cheap to build: one per ruling).

    Attributes:
        resultado: ``"sacada"``, ``"puesta"``, ``"codillo"``, ``"rendida"`` or ``"defendida"``.
        desenlace: outcome 1–4 of a defended entrada (§11.5), else ``None``.
        caso: 1 or 2 (§13.6).
        condiciones: C, raw (§13.4); 0 where none are paid.
        cada_uno: tantos paid to or by each other player for condiciones (and por jugar), doubled and rounded.
        puesta: A, the puesta amount of this deal (§13.8), 0 when the jugador won.
        codillo_para: the role who received a codillo, else ``None``.
        pagos: every payment, in order.
        neto: ``(role, tantos)`` for every player of the table (negative = pays).
        plato: the plato and cartulina afterwards.
        reasons: the ordered explanation.
    """

    resultado: str
    desenlace: int | None
    caso: int
    condiciones: int
    cada_uno: int
    puesta: int
    codillo_para: str | None
    pagos: tuple[Pago, ...]
    neto: tuple[tuple[str, int], ...]
    plato: Plato
    reasons: tuple[Reason, ...]

    def neto_de(self, rol: str) -> int:
        """Net tantos of one role in this deal."""
        return dict(self.neto)[rol]

    def answer(self) -> dict:
        """The ``tresillo.cobro`` answer of ``referee.md``: ``{"neto", "plato", "cartulina"}``."""
        return {"neto": dict(self.neto), "plato": self.plato.to_dict(), "cartulina": list(self.plato.cartulina)}


def cobro(trato: Trato, plato: Plato, house_rules: TresilloHouseRules = DEFAULT) -> Ruling:
    """The ``tresillo.cobro`` ruling: who pays whom after one deal (``rules/tresillo.md §13``).

    Args:
        trato: the deal (see :class:`Trato`).
        plato: the plato (tantos including this deal's dealer 5 and any enchilada, and its state) and cartulina.
        house_rules: the house rules in force.

    Returns:
        A Ruling whose answer is ``{"neto": {"jugador", "contra_a", "contra_b"[, "alcalde"]: tantos},
        "plato": {"tantos", "puesta"}, "cartulina": [tantos, ...]}``.

    Raises:
        InvalidSituation: as :func:`liquidar`.
    """
    settled = liquidar(trato, plato, house_rules)
    return Ruling(settled.answer(), settled.reasons)


class Hechos(NamedTuple):
    """What the play of one deal decided, before any money is counted (``rules/tresillo.md §9–§11, §13.4``).

    The same whatever the :class:`Variante`: a puzzle that settles one deal several ways (its known mistakes) reads
    them once with :func:`hechos` and passes them to each :func:`liquidar`.

    Attributes:
        resultado: ``"sacada"``, ``"puesta"`` or ``"codillo"`` (§9, a lost bola §10.2), ``"rendida"`` or
            ``"defendida"`` (§11).
        codillo_para: the contra who gave a codillo, else ``None``.
        condiciones: C, raw (§13.4) of a deal played out; 0 for a surrender.
        reasons: the result, primeras and condiciones reasons, in order (none for a surrender).
        trato: the deal they were read from (that very object: :func:`liquidar` checks its identity).
        house_rules: the house rules they were read under (:func:`liquidar` compares the :data:`LEE_HECHOS` fields).
    """

    resultado: str
    codillo_para: str | None
    condiciones: int
    reasons: tuple[Reason, ...]
    trato: Trato
    house_rules: TresilloHouseRules


class Resumen(NamedTuple):
    """What the money of a settled deal depends on, read back from its ruling (:func:`leer_cobro`): enough to
    settle the deal again another way (:func:`netos`) without reading and checking it again.

    Attributes:
        resultado: ``"sacada"``, ``"puesta"``, ``"codillo"`` or ``"rendida"`` (an undefended surrender).
        codillo_para: the contra who gave a codillo, else ``None``.
        condiciones: C, raw (§13.4); 0 for a surrender.
        lance, favor: as in the :class:`Trato`.
        tantos: P, the plato at settlement (this deal's dealer 5 included).
        estado: the plato state (``"ninguna"``, ``"primera"``, ``"reservada"``).
        jugadores: 4 or 3.
    """

    resultado: str
    codillo_para: str | None
    condiciones: int
    lance: str
    favor: bool
    tantos: int
    estado: str
    jugadores: int


LEE_HECHOS = ("estuche_minimo", "bola_como_logro", "primeras_contras", "puesta_real")
"""The house rules :func:`hechos` reads (with :func:`~.trato.check_trato`): hechos read under house_rules that differ
only in other fields (money only: ``favor_redondeo``, ``recargo_puesta_sencillo``...) serve those house_rules too."""

_leidas = attrgetter(*LEE_HECHOS)


_nuevo = tuple.__new__
"""``_nuevo(Pago, (de, a, tantos, concepto))``: a named tuple from ALL its fields, in order, without the
Python-level ``__new__`` that ``NamedTuple`` generates (a settlement builds a dozen; the puzzles settle a deal
several times). Nothing checks the count there: :data:`_CAMPOS` below does, once, at import."""

_CAMPOS = {Pago: 4, Cobro: 11, Hechos: 6, Resumen: 8}
"""How many values each ``_nuevo`` call of this module passes, per type: a field added to (or removed from) one of
these named tuples must be added to its ``_nuevo`` calls too, and here (:func:`_check_campos`)."""


def _check_campos(campos: dict) -> None:
    """Refuse a named tuple whose field count is not the one its ``_nuevo`` calls pass (a short tuple would
    otherwise be built silently, and fail far away, or not at all).

    Raises:
        TypeError: the first type whose ``_fields`` do not number as ``campos`` says.
    """
    for tipo, n in campos.items():
        if len(tipo._fields) != n:
            raise TypeError(f"{tipo.__name__} has {len(tipo._fields)} fields but its _nuevo calls pass {n}: "
                            f"update them and _CAMPOS")


_check_campos(_CAMPOS)


def hechos(trato: Trato, house_rules: TresilloHouseRules = DEFAULT) -> Hechos:
    """Check one deal and read what its play decided: the result and the condiciones (§9–§11, §13.4).

    Args:
        trato: the deal.
        house_rules: the house rules in force (the :data:`LEE_HECHOS` fields apply: ``estuche_minimo``,
            ``bola_como_logro``, ``primeras_contras``, ``puesta_real``).

    Returns:
        The :class:`Hechos`.

    Raises:
        InvalidSituation: an impossible deal (see :func:`~.trato.check_trato`), or a 1-4-4 codillo that no single
            contra gives (house rule ``puesta_real = codillo``).
    """
    check_trato(trato, house_rules)
    if trato.defendida_por is not None:
        return _nuevo(Hechos, ("defendida", None, 0, (), trato, house_rules))
    if trato.rendida:
        return _nuevo(Hechos, ("rendida", None, 0, (), trato, house_rules))
    reasons: list[Reason] = []
    resultado, codillo_para = _resultado(trato.bazas, trato.lance, house_rules, reasons)
    gana = resultado == SACADA
    prim, why = valor_primeras(trato.primeras, gana, trato.bazas, house_rules)
    reasons.extend(why)
    logro = LOGRO_BOLA if gana and house_rules.bola_como_logro and trato.bazas[0] == 9 else 0
    if logro:
        reasons.append(Reason("tresillo §10.2", M.bola_logro, {"logro": logro}))
    cond, reason = condiciones(trato.lance, trato.estuches, trato.contraestuche, prim, logro)
    reasons.append(reason)
    return _nuevo(Hechos, (resultado, codillo_para, cond, tuple(reasons), trato, house_rules))


def liquidar(trato: Trato, plato: Plato, house_rules: TresilloHouseRules = DEFAULT,
             variante: Variante = CORRECTA, decidido: Hechos | None = None, explicar: bool = True) -> Cobro:
    """Settle one deal (``rules/tresillo.md §13.6–§13.11``).

    Args:
        trato: the deal.
        plato: the plato and cartulina at settlement (P includes this deal's dealer 5).
        house_rules: the house rules in force.
        variante: the computation to make; the default is the correct one (see :class:`Variante`).
        decidido: ``hechos(trato, house_rules)`` when already read (the deal is then not checked again); ``None``
            reads them here. They must have been read from this very ``trato`` object, under ``house_rules`` or
            house_rules equal in every :data:`LEE_HECHOS` field.
        explicar: ``False`` computes only the amounts, the nets and the plato, leaving ``pagos`` and ``reasons``
            empty (a puzzle's known mistakes compare nets alone).

    Returns:
        The :class:`Cobro`; tantos are conserved: the nets plus the change of the plato and cartulina add to zero.

    Raises:
        InvalidSituation: an impossible deal (see :func:`hechos`).
        ValueError: ``decidido`` read from another deal or under house rules that :func:`hechos` reads otherwise
            (a caller's mistake, which would settle the wrong deal silently).
    """
    if decidido is None:
        h = hechos(trato, house_rules)
    else:
        h = decidido
        if h.trato is not trato or (h.house_rules is not house_rules and _leidas(h.house_rules) != _leidas(house_rules)):
            raise ValueError("liquidar: decidido are the hechos of another deal or of other house rules "
                             f"({', '.join(LEE_HECHOS)}); pass hechos(trato, house_rules)")
    c = _Cuenta(trato, plato, house_rules, variante, explicar)
    if explicar:
        estado = ESTADO_PLATO[plato.puesta]
        c.reasons.append(Reason("tresillo §13.6", M.caso, {"plato": plato.tantos, "puesta": plato.puesta,
                                                           "caso": c.caso, "estado_es": estado["estado_es"],
                                                           "estado_en": estado["estado_en"]}))
    resultado = h.resultado
    if resultado == "defendida":
        return _defendida(c)
    if resultado == "rendida":
        return _rendida(c)
    if explicar:
        c.reasons.extend(h.reasons)
    if resultado == SACADA:
        return _ganada(c, h.condiciones)
    return _perdida(c, resultado, h.codillo_para, h.condiciones)


def puesta(tantos: int, caso: int, favor: bool, house_rules: TresilloHouseRules = DEFAULT,
           redondear: bool = True) -> int:
    """A, the puesta of a lost deal, alone (§13.8 step 2; see :func:`importe_puesta` for its reasons)."""
    bruto = tantos + _recargo(caso, favor, house_rules)
    return r5(bruto) if redondear else bruto


def _recargo(caso: int, favor: bool, house_rules: TresilloHouseRules) -> int:
    """The caso-1 surcharge of a puesta: +40 de favor, else the house rule's (A1); none in caso 2 (§13.8 2)."""
    if caso != 1:
        return 0
    return RECARGO_FAVOR if favor else house_rules.recargo_puesta_sencillo


def importe_puesta(tantos: int, caso: int, favor: bool, house_rules: TresilloHouseRules = DEFAULT,
                   redondear: bool = True) -> tuple[int, tuple[Reason, ...]]:
    """A, the puesta of a lost deal (§13.8 step 2): P + 20 (sencillo, house rule A1) or P + 40 (favor) in caso 1,
    P in caso 2, rounded up to 5.

    Returns:
        ``(A in tantos, reasons)``.
    """
    recargo = _recargo(caso, favor, house_rules)
    bruto = tantos + recargo
    if caso == 1:
        reason = Reason("tresillo §13.8 2", M.puesta_1,
                        {"plato": tantos, "recargo": recargo, "favor": favor, "puesta": bruto})
    else:
        reason = Reason("tresillo §13.8 2", M.puesta_2, {"plato": tantos, "puesta": tantos})
    amount = puesta(tantos, caso, favor, house_rules, redondear)
    if amount == bruto:
        return amount, (reason,)
    return amount, (reason, Reason("tresillo §13.5", M.puesta_r5, {"bruto": bruto, "puesta": amount}))


# ------------------------------------------------------------------------------------------------ nets alone


_RESULTADO_DE = {M.sacada.id: SACADA, M.puesta.id: PUESTA, M.puesta_real.id: PUESTA, M.bola_perdida.id: PUESTA,
                 M.codillo_da.id: CODILLO, M.entrada_rendida.id: "rendida", M.vuelta_rendida.id: "rendida",
                 M.defendida.id: "defendida"}
"""The result of a deal by the message of the reason that states it (§9, §10.2, §13.10, §13.11)."""

_CONDICIONES_ID = "tresillo.cobro.condiciones"
"""The message id of the reason that adds up C (:func:`~.condiciones.condiciones`)."""


def leer_cobro(ruling: Ruling, lance: str, favor: bool) -> Resumen | None:
    """Read back what the money of a deal depends on from its ``tresillo.cobro`` ruling (:func:`cobro`).

    The reasons of a ruling carry every fact the settlement used: the plato and its state (the caso reason, first),
    the result and who gave a codillo (the first reason with a message of :data:`_RESULTADO_DE`), C (the
    condiciones reason that follows it, §13.4); the answer's nets list the players at the table.

    Args:
        ruling: a ruling made by :func:`cobro`.
        lance, favor: the deal's (from the situation the ruling was made on).

    Returns:
        The :class:`Resumen`, or ``None`` for a defended surrender (§11.5: four outcomes :func:`netos` does not
        compute) or reasons not laid out as :func:`cobro` lays them out.
    """
    reasons = ruling.reasons
    if not reasons or reasons[0].message is not M.caso:
        return None
    plato, jugadores = reasons[0].values, len(ruling.answer["neto"])
    resultado = None
    for i, reason in enumerate(reasons):
        resultado = _RESULTADO_DE.get(reason.message.id)
        if resultado is not None:
            break
    if resultado == "rendida":
        return _nuevo(Resumen, (resultado, None, 0, lance, favor, plato["plato"], plato["puesta"], jugadores))
    if resultado is None or resultado == "defendida":
        return None
    codillo_para = reasons[i].values["codillo_para"] if resultado == CODILLO else None
    for reason in reasons[i + 1:]:
        if reason.message.id == _CONDICIONES_ID:
            return _nuevo(Resumen, (resultado, codillo_para, reason.values["condiciones"], lance, favor,
                                    plato["plato"], plato["puesta"], jugadores))
    return None


def netos(r: Resumen, house_rules: TresilloHouseRules = DEFAULT, variante: Variante = CORRECTA) -> tuple[int, ...] | None:
    """The nets of a deal settled the ``variante`` way, alone: arithmetic on the amounts of §13.5–§13.10, without
    the payments, the plato afterwards or the reasons (a puzzle's known mistakes compare nets only).

    Args:
        r: the deal, as :func:`leer_cobro` reads it from its ruling.
        house_rules: the house rules in force.
        variante: the computation to make (see :class:`Variante`).

    Returns:
        The nets in tantos of ``ROLES`` (the alcalde four-handed only), equal to the values of
        ``liquidar(trato, plato, house_rules, variante).neto``; ``None`` where :func:`liquidar` would refuse a puesta
        of no tantos (the caller then settles the deal to raise its error).
    """
    caso = variante.caso or (2 if r.estado == RESERVADA else 1)
    favor = r.favor if variante.favor is None else variante.favor
    redondear, resultado = variante.redondear, r.resultado
    n = len(_otros(r.jugadores, house_rules))
    if resultado == SACADA:  # §13.7: each pays the jugador, who takes the plato
        each = cada_uno(_base_ganada(caso, r.condiciones), favor, house_rules, redondear)
        return _repartir(r.jugadores, n, n * each + r.tantos, -each)
    amount = puesta(r.tantos, caso, favor, house_rules, redondear)
    if resultado == "rendida":  # §13.10: the puesta, and the vuelta's condición
        each = 0 if r.lance == "entrada" else cada_uno(CONDICION_LANCE["vuelta"], favor, house_rules, redondear)
        return None if amount <= 0 else _repartir(r.jugadores, n, -n * each - amount, each)
    solo_codillo = _solo_codillo(resultado, r.lance, caso, house_rules)  # §13.8, §13.9
    each = cada_uno(_base_perdida(solo_codillo, caso, r.condiciones, house_rules)[0], favor, house_rules, redondear)
    jugador = -n * each
    if not solo_codillo:
        if amount <= 0:
            return None
        jugador -= amount
    nets = _repartir(r.jugadores, n, jugador, each)
    if resultado != CODILLO:
        return nets
    para = r.codillo_para
    if variante.codillo_al_otro:
        para = CONTRA_B if para == CONTRA_A else CONTRA_A
    i = 1 if para == CONTRA_A else 2
    return (nets[0] - amount,) + nets[1:i] + (nets[i] + amount,) + nets[i + 1:]


def _repartir(jugadores: int, n: int, jugador: int, cada_otro: int) -> tuple[int, ...]:
    """The nets in the order of ``ROLES``: the jugador's, then ``cada_otro`` for each of the ``n`` others who pay
    or are paid (the alcalde gets 0 four-handed when he does not, house rule A6)."""
    if jugadores == 3:
        return jugador, cada_otro, cada_otro
    return jugador, cada_otro, cada_otro, cada_otro if n == 3 else 0


# ------------------------------------------------------------------------------------------------ the cases


def _ganada(c: "_Cuenta", cond: int) -> Cobro:
    """§13.7: collect R5(5 + C) (caso 1) or R5(C) (caso 2) from each, doubled for favor; take the plato."""
    add, explica = c.reasons.append, c.explica
    base = _base_ganada(c.caso, cond)
    if explica:
        add(Reason("tresillo §13.7", M.base_ganada_1 if c.caso == 1 else M.base_ganada_2,
                   {"condiciones": cond, "base": base}))
    each = c.por_jugador(base)
    c.each(each, True)
    tantos = c.plato.tantos
    if tantos:
        c.pay("plato", JUGADOR, tantos, "plato")
    c.plato = c.plato.tras_ganar()
    if explica:
        add(Reason("tresillo §13.7", M.lleva_plato, {"plato": tantos}))
        if c.plato.puesta == NINGUNA:
            add(Reason("tresillo §13.3 3", M.plato_vacio, {}))
        else:
            add(Reason("tresillo §13.3 3", M.entra_reservada,
                       {"tantos": c.plato.tantos, "cartulina": list(c.plato.cartulina)}))
    return c.done("sacada", None, cond, each)


def _perdida(c: "_Cuenta", resultado: str, codillo_para: str | None, cond: int) -> Cobro:
    """§13.8–§13.9: pay the condiciones to each, make the puesta A, and on codillo pay A to its giver."""
    add, explica = c.reasons.append, c.explica
    solo_codillo = _solo_codillo(resultado, c.trato.lance, c.caso, c.house_rules)
    base, rule, message = _base_perdida(solo_codillo, c.caso, cond, c.house_rules)
    if explica:
        add(Reason(rule, message, {"condiciones": cond} if message is M.solo_codillo_sin_condiciones
                   else {"condiciones": cond, "base": base}))
    each = c.por_jugador(base)
    c.each(each, False)
    amount = c.puesta_amount()
    if solo_codillo:
        if explica:
            add(Reason("tresillo §13.9", M.solo_codillo, {"puesta": amount}))
    else:
        c.place(JUGADOR, amount)
    if resultado == "codillo":
        if c.variante.codillo_al_otro:
            codillo_para = CONTRA_B if codillo_para == CONTRA_A else CONTRA_A
        c.pay(JUGADOR, codillo_para, amount, "codillo")
        if explica:
            add(Reason("tresillo §13.8 3", M.codillo,
                       {"quien": JUGADOR, "codillo_para": codillo_para, "puesta": amount}))
    return c.done(resultado, None, cond, each, amount, codillo_para)


def _base_ganada(caso: int, cond: int) -> int:
    """§13.7: the raw amount per player of a won deal: 5 por jugar plus C in caso 1, C alone in caso 2."""
    return 5 + cond if caso == 1 else cond


def _solo_codillo(resultado: str, lance: str, caso: int, house_rules: TresilloHouseRules) -> bool:
    """§13.9: a solo lost by codillo, paid without a puesta (in both casos, or only in caso 2: house rule A19)."""
    return resultado == CODILLO and lance == "solo" and (house_rules.solo_codillo_ambito == "ambos_casos" or caso == 2)


def _base_perdida(solo_codillo: bool, caso: int, cond: int, house_rules: TresilloHouseRules) -> tuple[int, str, Message]:
    """§13.8 1, §13.9: the raw amount per player of a lost deal, with the rule and message that explain it.

    Returns:
        ``(base, rule, message)``: 0 for a solo codillo that pays no condiciones (house rule), 5 + C in caso 1
        when the loser pays "por jugar" (house rule), else C.
    """
    if solo_codillo and not house_rules.solo_codillo_paga_condiciones:
        return 0, "tresillo §13.9", M.solo_codillo_sin_condiciones
    if house_rules.perdedor_paga_por_jugar and caso == 1:
        return 5 + cond, "tresillo §13.8 1", M.base_perdida_por_jugar
    return cond, "tresillo §13.8 1", M.base_perdida


def _rendida(c: "_Cuenta") -> Cobro:
    """§13.10: a surrender nobody defends: the puesta A; no condiciones, except the vuelta's 2 per player."""
    amount = c.puesta_amount()
    each = cond = 0
    if c.trato.lance == "entrada":
        if c.explica:
            c.reasons.append(Reason("tresillo §13.10", M.entrada_rendida, {"puesta": amount}))
    else:
        cond = CONDICION_LANCE["vuelta"]
        if c.explica:
            c.reasons.append(Reason("tresillo §13.10", M.vuelta_rendida, {"condiciones": cond}))
        each = c.por_jugador(cond)
        c.each(each, False)
    c.place(JUGADOR, amount)
    return c.done("rendida", None, cond, each, amount)


def _defendida(c: "_Cuenta") -> Cobro:
    """§11.5, §13.11: the four outcomes of a defended entrada; no condiciones, nobody takes the plato."""
    t = c.trato
    defensor = t.defendida_por
    pobre = CONTRA_B if defensor == CONTRA_A else CONTRA_A
    tricks = dict(zip((JUGADOR, CONTRA_A, CONTRA_B), t.bazas))
    j1, d, m = tricks[JUGADOR], tricks[defensor], tricks[pobre]
    amount = c.puesta_amount()
    c.reasons.append(Reason("tresillo §13.11", M.defendida, {"defensor": defensor, "puesta": amount}))
    outcome = desenlace_defendida(j1, d, m, c.house_rules.desenlace_orden == "codillo_antes")
    values = {"defensor": defensor, "mano_pobre": pobre, "jugador_bazas": j1, "defensor_bazas": d,
              "mano_pobre_bazas": m, "puesta": amount}
    c.reasons.append(Reason("tresillo §11.5", M.desenlace[outcome], values))
    codillo_para = None
    if outcome == 1:
        c.pay(JUGADOR, defensor, amount, "puesta")
    elif outcome == 2:
        c.two_puestas(defensor, amount)
    elif outcome == 3:
        c.place(defensor, amount)
    else:
        c.place(JUGADOR, amount)
        codillo_para = pobre
        c.pay(defensor, pobre, amount, "codillo")
        c.reasons.append(Reason("tresillo §13.11", M.codillo,
                                {"quien": defensor, "codillo_para": pobre, "puesta": amount}))
    return c.done("defendida", outcome, 0, 0, amount, codillo_para)


def _resultado(bazas: tuple[int, int, int], lance: str, house_rules: TresilloHouseRules,
               reasons: list[Reason]) -> tuple[str, str | None]:
    """Sacada, puesta or codillo and who gave it (§9 via :func:`~.resultado.clasifica`; a bola needs all nine
    tricks, §10.2); its reason is appended to ``reasons``."""
    j, a, b = bazas
    resultado, giver = clasifica(j, a, b, house_rules.puesta_real == "puesta")
    if resultado == CODILLO and giver is None:
        raise InvalidSituation(
            "bazas: under the house rule tresillo.puesta_real = codillo a 1-4-4 is a codillo that no single contra "
            "gives, and the rules do not say who receives it (§9, §16 A21); settle it by hand", field="bazas",
            es="bazas: con la regla de la casa tresillo.puesta_real = codillo, un 1-4-4 es un codillo que no da "
               "ninguna contra sola, y el reglamento no dice quién lo cobra (§9, §16 A21); liquídalo a mano")
    mejor = a if a >= b else b
    if resultado == SACADA and lance == "bola" and j < 9:
        reasons.append(Reason("tresillo §10.2", M.bola_perdida,
                              {"jugador": j, "contra_a": a, "contra_b": b, "mejor": mejor}))
        return PUESTA, None
    if resultado == CODILLO:
        # codillo_para first: the key order of the values a client sees is unchanged.
        values = {"codillo_para": giver, "jugador": j, "contra_a": a, "contra_b": b, "mejor": mejor}
        reasons.append(Reason("tresillo §9", M.codillo_da, values))
    elif resultado == PUESTA:
        reasons.append(Reason("tresillo §9", M.puesta if j == mejor else M.puesta_real,
                              {"jugador": j, "contra_a": a, "contra_b": b, "mejor": mejor}))
    else:
        reasons.append(Reason("tresillo §9", M.sacada, {"jugador": j, "contra_a": a, "contra_b": b, "mejor": mejor}))
    return resultado, giver


# ------------------------------------------------------------------------------------------------ accumulator

_OTROS_4 = (CONTRA_A, CONTRA_B, ALCALDE)
_OTROS_3 = (CONTRA_A, CONTRA_B)
_OTROS_TEXTO = {_OTROS_4: ", ".join(_OTROS_4), _OTROS_3: ", ".join(_OTROS_3)}
"""The ``otros`` value of the cobran/pagan reasons, joined once at import."""


def _otros(jugadores: int, house_rules: TresilloHouseRules) -> tuple[str, ...]:
    """Who pays or is paid the per-player amounts besides the jugador: both contras, and four-handed the alcalde
    unless the house rule says he does not (§13.0, A6)."""
    return _OTROS_4 if jugadores == 4 and house_rules.alcalde_paga_y_cobra else _OTROS_3


class _Cuenta:
    """Private working state of one settlement: payments, each role's net, reasons and the plato as it changes."""

    __slots__ = ("trato", "house_rules", "variante", "plato", "caso", "favor", "otros", "pagos", "net", "reasons",
                 "explica")

    def __init__(self, trato: Trato, plato: Plato, house_rules: TresilloHouseRules, variante: Variante,
                 explica: bool = True):
        self.trato, self.house_rules, self.variante, self.plato = trato, house_rules, variante, plato
        self.explica = explica  # False: amounts and nets only, no payments listed and no reasons
        self.caso = variante.caso or (2 if plato.puesta == RESERVADA else 1)
        self.favor = trato.favor if variante.favor is None else variante.favor
        self.otros = _otros(trato.jugadores, house_rules)
        if trato.jugadores == 4:
            self.net = {JUGADOR: 0, CONTRA_A: 0, CONTRA_B: 0, ALCALDE: 0}
        else:
            self.net = {JUGADOR: 0, CONTRA_A: 0, CONTRA_B: 0}
        self.pagos: list[Pago] = []
        self.reasons: list[Reason] = []

    def pay(self, de: str, a: str, tantos: int, concepto: str) -> None:
        if self.explica:
            self.pagos.append(_nuevo(Pago, (de, a, tantos, concepto)))
        net = self.net
        # "plato" and "cartulina" are not players: only roles at the table have a net.
        if de in net:
            net[de] -= tantos
        if a in net:
            net[a] += tantos

    def por_jugador(self, base: int) -> int:
        if not self.explica:
            return cada_uno(base, self.favor, self.house_rules, self.variante.redondear)
        each, reason = importe_por_jugador(base, self.favor, self.house_rules, self.variante.redondear)
        self.reasons.append(reason)
        return each

    def each(self, each: int, gana: bool) -> None:
        """Every other player pays ``each`` to the jugador (``gana``) or is paid ``each`` by him."""
        if not each:
            if self.explica:
                self.reasons.append(Reason("tresillo §13.5", M.nadie_paga, {}))
            return
        otros, net = self.otros, self.net
        total = each * len(otros)
        # The nets change arithmetically: the jugador gets or pays the total, each other player the opposite.
        if gana:
            net[JUGADOR] += total
            for otro in otros:
                net[otro] -= each
        else:
            net[JUGADOR] -= total
            for otro in otros:
                net[otro] += each
        if not self.explica:
            return
        if gana:
            self.pagos.extend([_nuevo(Pago, (otro, JUGADOR, each, "cobro")) for otro in otros])
            rule, message = "tresillo §13.7", M.cobran
        else:
            self.pagos.extend([_nuevo(Pago, (JUGADOR, otro, each, "condiciones")) for otro in otros])
            rule, message = "tresillo §13.8 1", M.pagan
        self.reasons.append(Reason(rule, message, {"cada_uno": each, "n": len(otros), "otros": _OTROS_TEXTO[otros],
                                                   "total": total}))

    def puesta_amount(self) -> int:
        if not self.explica:
            return puesta(self.plato.tantos, self.caso, self.favor, self.house_rules, self.variante.redondear)
        amount, reasons = importe_puesta(self.plato.tantos, self.caso, self.favor, self.house_rules,
                                         self.variante.redondear)
        self.reasons.extend(reasons)
        return amount

    def place(self, quien: str, amount: int) -> None:
        """§13.3: a puesta into a plato without puesta, else to the cartulina."""
        self.plato, destino = self.plato.con_puesta(amount)
        self.pay(quien, destino, amount, "puesta")
        if not self.explica:
            return
        if destino == "plato":
            self.reasons.append(Reason("tresillo §13.3 1", M.puesta_al_plato,
                                       {"quien": quien, "puesta": amount, "plato": self.plato.tantos}))
        else:
            self.reasons.append(Reason("tresillo §13.3 2", M.puesta_a_cartulina,
                                       {"quien": quien, "puesta": amount, "cartulina": list(self.plato.cartulina)}))

    def two_puestas(self, defensor: str, amount: int) -> None:
        """§13.11 outcome 2: the first jugador's and the defender's puestas (house rule puesta_doble_modo)."""
        if self.house_rules.puesta_doble_modo == "sucesivo":
            self.place(JUGADOR, amount)
            self.place(defensor, amount)
            return
        p = self.plato
        if p.puesta == NINGUNA:
            self.plato = Plato(p.tantos + 2 * amount, PRIMERA, p.cartulina)
            destino, message = "plato", M.puesta_doble
        else:
            self.plato = Plato(p.tantos, p.puesta, p.cartulina + (amount, amount))
            destino, message = "cartulina", M.puestas_gemelas
        self.pay(JUGADOR, destino, amount, "puesta")
        self.pay(defensor, destino, amount, "puesta")
        self.reasons.append(Reason("tresillo §13.11", message, {"puesta": amount, "plato": self.plato.tantos,
                                                                "cartulina": list(self.plato.cartulina)}))

    def done(self, resultado: str, desenlace: int | None = None, condiciones: int = 0, cada_uno: int = 0,
             puesta: int = 0, codillo_para: str | None = None) -> Cobro:
        explica = self.explica  # a defended entrada's outcomes always note their reasons: dropped here
        return _nuevo(Cobro, (resultado, desenlace, self.caso, condiciones, cada_uno, puesta, codillo_para,
                              tuple(self.pagos), tuple(self.net.items()), self.plato,
                              tuple(self.reasons) if explica else ()))


__all__ = [
    "ALCALDE", "CONTRA_A", "CONTRA_B", "CORRECTA", "JUGADOR", "LEE_HECHOS", "RECARGO_FAVOR", "ROLES",
    "Cobro", "Hechos", "Pago", "Resumen", "Trato", "Variante", "check_trato", "cobro", "hechos", "importe_puesta",
    "leer_cobro", "liquidar", "netos", "puesta",
]
