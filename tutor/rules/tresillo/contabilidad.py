"""The payments of one deal of Tresillo: the cobro (``rules/tresillo.md §13``, with §9–§11 for the results).

:func:`liquidar` settles one deal: from a :class:`Trato` (lance, palo de favor, tricks, estuches, primeras, a
surrender) and the :class:`~.plato.Plato` as it stands (this deal's dealer 5 included), it returns a :class:`Cobro`
with every payment (:class:`Pago`), each player's net tantos, the plato and cartulina afterwards, and the ordered
reasons. :func:`cobro` wraps it as the ``tresillo.cobro`` :class:`~tutor.rules.base.Ruling` of ``docs/rulings.md``.

Payments go to or from **each other player**: both contras and, four-handed, the alcalde (§13.0, A6). Amounts per
player are doubled for the palo de favor and rounded up to 5 (§13.5); the puesta goes into a plato without puesta,
otherwise to the cartulina (§13.3); a codillo pays the puesta's amount to the contra who gave it (§13.8).

A puzzle's known mistakes settle the deal as the player misread it, with this same :func:`liquidar` (see
:mod:`tutor.puzzles.tresillo.mistakes`); its keywords ``redondear``, ``bola_exige_nueve``, ``contar_primeras``,
``por_jugar``, ``hace_puesta`` and ``estuches_al_rendirse`` are the misreadings that are no deal, plato or house
rule: an amount left unrounded (§13.5), the 5 por jugar left out (§13.7), …

>>> c = liquidar(Trato("entrada", False, (6, 2, 1), estuches=4, primeras="jugador"), Plato(15))
>>> c.neto_de("jugador"), c.neto_de("contra_a"), c.plato.tantos
(45, -10, 0)
"""

from __future__ import annotations

from typing import NamedTuple

from ..base import InvalidSituation, Message, Reason, Ruling
from .cobro_mensajes import ESTADO_PLATO, M
from .condiciones import LOGRO_BOLA, condiciones, importe_por_jugador, valor_primeras
from .lances import CONDICION_LANCE
from .plato import NINGUNA, PRIMERA, Plato, r5
from .resultado import (CODILLO, PUESTA, SACADA, bola_perdida, bola_sin_nueve, clasifica, desenlace_defendida,
                        orden_desenlaces)
from .house_rules import TresilloHouseRules
from .lecturas import lectura
from .trato import CONTRA_A, CONTRA_B, JUGADOR, Trato, check_trato

ALCALDE = "alcalde"
ROLES = (JUGADOR, CONTRA_A, CONTRA_B, ALCALDE)
"""Who pays and collects, as in ``docs/rulings.md`` (no alcalde three-handed)."""

RECARGO_FAVOR = 40
"""Caso-1 puesta surcharge with trumps in the palo de favor: A = P + 40 (§13.8, stated in the rulebook)."""

DEFAULT = TresilloHouseRules()


class Pago(NamedTuple):
    """One payment of the cobro.

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
        """The ``tresillo.cobro`` answer of ``docs/rulings.md``: ``{"neto", "plato", "cartulina"}``."""
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

    Attributes:
        resultado: ``"sacada"``, ``"puesta"`` or ``"codillo"`` (§9, a lost bola §10.2), ``"rendida"`` or
            ``"defendida"`` (§11).
        codillo_para: the contra who gave a codillo, else ``None``.
        condiciones: C, raw (§13.4) of a deal played out; 0 for a surrender.
        reasons: the result, primeras and condiciones reasons, in order (none for a surrender).
    """

    resultado: str
    codillo_para: str | None
    condiciones: int
    reasons: tuple[Reason, ...]


def hechos(trato: Trato, house_rules: TresilloHouseRules = DEFAULT, bola_exige_nueve: bool = True,
           contar_primeras: bool = True) -> Hechos:
    """Check one deal and read what its play decided: the result and the condiciones (§9–§11, §13.4).

    Args:
        trato: the deal.
        house_rules: the house rules in force (``estuche_minimo``, ``bola_como_logro``, ``primeras_contras``,
            ``puesta_real`` apply).
        bola_exige_nueve: ``False`` judges a bola by §9 alone, like any lance (see :func:`liquidar`).
        contar_primeras: ``False`` leaves the primeras out of the condiciones (see :func:`liquidar`).

    Returns:
        The :class:`Hechos`.

    Raises:
        InvalidSituation: an impossible deal (see :func:`~.trato.check_trato`), or a 1-4-4 codillo that no single
            contra gives (house rule ``puesta_real = codillo``).
    """
    check_trato(trato, house_rules)
    if trato.defendida_por is not None:
        return Hechos("defendida", None, 0, ())
    if trato.rendida:
        return Hechos("rendida", None, 0, ())
    reasons: list[Reason] = []
    lance = trato.lance if bola_exige_nueve or trato.lance != "bola" else None
    resultado, codillo_para = _resultado(trato.bazas, lance, house_rules, reasons)
    gana = resultado == SACADA
    prim, why = valor_primeras(trato.primeras if contar_primeras else None, gana, trato.bazas, house_rules)
    reasons.extend(why)
    logro = LOGRO_BOLA if gana and house_rules.bola_como_logro and trato.bazas[0] == 9 else 0
    if logro:
        reasons.append(Reason("tresillo §10.2", M.bola_logro, {"logro": logro}))
    cond, reason = condiciones(trato.lance, trato.estuches, trato.contraestuche, prim, logro)
    reasons.append(reason)
    return Hechos(resultado, codillo_para, cond, tuple(reasons))


def liquidar(trato: Trato, plato: Plato, house_rules: TresilloHouseRules = DEFAULT, redondear: bool = True,
             bola_exige_nueve: bool = True, contar_primeras: bool = True, por_jugar: bool = True,
             hace_puesta: bool | None = None, estuches_al_rendirse: bool = False) -> Cobro:
    """Settle one deal (``rules/tresillo.md §13.6–§13.11``).

    Args:
        trato: the deal.
        plato: the plato and cartulina at settlement (P includes this deal's dealer 5); its state decides the caso
            (§13.6).
        house_rules: the house rules in force.
        redondear: ``False`` leaves every amount unrounded (§13.5): not a way to settle, but what a player who
            forgot to round computes (a puzzle's known mistake; its reasons say so).
        bola_exige_nueve: ``False`` judges a bola by §9 alone, won when the jugador beats each contra, still with
            the bola's condición 100 (§10.2): not a way to settle, but what a player who forgot that a bola needs
            all nine tricks computes (a puzzle's known mistake).
        contar_primeras: ``False`` leaves the primeras out of the condiciones (§10.1, §13.4): not a way to settle,
            but what a player who forgot them computes (a puzzle's known mistake; the deal itself stays as played, so
            a bola of nine tricks, whose primeras the tricks imply, is settled too).
        por_jugar: ``False`` leaves the 5 por jugar out of the amount per player (§13.7 caso 1; a loser's in caso 1
            under the house rule ``perdedor_paga_por_jugar``, §13.8 1): not a way to settle, but what a player who
            forgot them computes (a puzzle's known mistake).
        hace_puesta: whether a deal lost in play makes its puesta (§13.8 2): ``None`` as the rules say (every loss
            but a solo lost by codillo, §13.9, house rule ``solo_codillo_ambito``); ``True`` that solo makes one too;
            ``False`` no loss makes one (the codillo is still paid). The last two are not ways to settle, but what a
            player who misapplied §13.9 computes (a puzzle's known mistake); surrenders are not affected.
        estuches_al_rendirse: ``True`` makes a surrender nobody defends pay its estuches or contraestuche too, one
            tanto each in the condiciones per player, where §13.10 has it pay none (an entrada pays no condiciones,
            a vuelta its 2 alone): not a way to settle, but what a player who paid them computes (a puzzle's known
            mistake).

    Returns:
        The :class:`Cobro`; tantos are conserved: the nets plus the change of the plato and cartulina add to zero.

    Raises:
        InvalidSituation: an impossible deal (see :func:`hechos`), or a puesta of no tantos (an empty plato).
    """
    h = hechos(trato, house_rules, bola_exige_nueve, contar_primeras)
    c = _Cuenta(trato, plato, house_rules, redondear, por_jugar, hace_puesta, estuches_al_rendirse)
    estado = ESTADO_PLATO[plato.puesta]
    c.reasons.append(Reason("tresillo §13.6", M.caso, {"plato": plato.tantos, "puesta": plato.puesta,
                                                       "caso": c.caso, "estado_es": estado["estado_es"],
                                                       "estado_en": estado["estado_en"]}))
    resultado = h.resultado
    if resultado == "defendida":
        return _defendida(c)
    if resultado == "rendida":
        return _rendida(c)
    c.reasons.extend(h.reasons)
    if resultado == SACADA:
        return _ganada(c, h.condiciones)
    return _perdida(c, resultado, h.codillo_para, h.condiciones)


def _recargo(caso: int, favor: bool, house_rules: TresilloHouseRules) -> int:
    """The caso-1 surcharge of a puesta: +40 de favor, else the house rule's (A1); none in caso 2 (§13.8 2)."""
    if caso != 1:
        return 0
    return RECARGO_FAVOR if favor else house_rules.recargo_puesta_sencillo


_MENSAJE_IMPORTE = {
    # (caso, favor, solo lost by codillo) -> the sentence that computes A
    (1, False, False): M.puesta_1, (1, True, False): M.puesta_1_favor,
    (2, False, False): M.puesta_2, (2, True, False): M.puesta_2_favor,
    (1, False, True): M.codillo_1, (1, True, True): M.codillo_1_favor,
    (2, False, True): M.codillo_2, (2, True, True): M.codillo_2,
}
"""How A is explained: as the puesta, or, for a solo lost by codillo (which makes none, §13.9), as the codillo's
amount; the palo de favor is named only in a deal de favor."""


def importe_puesta(tantos: int, caso: int, favor: bool, house_rules: TresilloHouseRules = DEFAULT,
                   redondear: bool = True, solo_codillo: bool = False) -> tuple[int, tuple[Reason, ...]]:
    """A, the puesta of a lost deal (§13.8 step 2): P + 20 (sencillo, house rule A1) or P + 40 (favor) in caso 1,
    P in caso 2, rounded up to 5.

    Args:
        solo_codillo: a solo lost by codillo makes no puesta, and A is explained as the codillo's amount (§13.9).

    Returns:
        ``(A in tantos, reasons)``.
    """
    recargo = _recargo(caso, favor, house_rules)
    bruto = tantos + recargo
    message = _MENSAJE_IMPORTE[caso, favor, solo_codillo]
    if caso == 1:
        reason = Reason("tresillo §13.8 2", message,
                        {"plato": tantos, "recargo": recargo, "favor": favor, "puesta": bruto})
    else:
        reason = Reason("tresillo §13.8 2", message, {"plato": tantos, "puesta": tantos})
    amount = r5(bruto) if redondear else bruto
    if amount == bruto:
        return amount, (reason,)
    return amount, (reason, Reason("tresillo §13.5", M.puesta_r5, {"bruto": bruto, "puesta": amount}))


# ------------------------------------------------------------------------------------------------ the cases


def _ganada(c: "_Cuenta", cond: int) -> Cobro:
    """§13.7: collect R5(5 + C) (caso 1) or R5(C) (caso 2) from each, doubled for favor; take the plato."""
    add = c.reasons.append
    base = _base_ganada(c.caso, cond, c.por_jugar)
    message = M.base_ganada_2 if c.caso == 2 else M.base_ganada_1 if c.por_jugar else M.base_sin_por_jugar
    add(Reason("tresillo §13.7", message, {"condiciones": cond, "base": base}))
    each = c.por_jugador(base)
    c.each(each, True)
    tantos = c.plato.tantos
    if tantos:
        c.pay("plato", JUGADOR, tantos, "plato")
    c.plato = c.plato.tras_ganar()
    add(Reason("tresillo §13.7", M.lleva_plato, {"plato": tantos}))
    if c.plato.puesta == NINGUNA:
        add(Reason("tresillo §13.3 3", M.plato_vacio, {}))
    else:
        add(Reason("tresillo §13.3 3", M.entra_reservada,
                   {"tantos": c.plato.tantos, "cartulina": list(c.plato.cartulina)}))
    return c.done("sacada", None, cond, each)


def _perdida(c: "_Cuenta", resultado: str, codillo_para: str | None, cond: int) -> Cobro:
    """§13.8–§13.9: pay the condiciones to each, make the puesta A, and on codillo pay A to its giver."""
    add = c.reasons.append
    solo_codillo = _solo_codillo(resultado, c.trato.lance, c.caso, c.house_rules)
    base, rule, message = _base_perdida(solo_codillo, c.caso, cond, c.house_rules, c.por_jugar)
    add(Reason(rule, message, {"condiciones": cond} if message is M.solo_codillo_sin_condiciones
               else {"condiciones": cond, "base": base}))
    each = c.por_jugador(base)
    c.each(each, False)
    antes = len(c.reasons)
    amount = c.puesta_amount(solo_codillo)
    hace_puesta = not solo_codillo if c.hace_puesta is None else c.hace_puesta
    if hace_puesta:
        c.place(JUGADOR, amount)
    elif solo_codillo:  # said before the amount is computed: it is the codillo's, no puesta is made
        mensaje = M.solo_codillo if c.house_rules.solo_codillo_paga_condiciones else M.solo_codillo_sin_ellas
        etiqueta = lectura(c.house_rules, "solo_codillo_ambito", "solo_codillo_paga_condiciones")  # A5
        c.reasons.insert(antes, Reason("tresillo §13.9", mensaje, {"puesta": amount, **etiqueta}))
    else:
        add(Reason("tresillo §13.8 2", M.no_hace_puesta, {"puesta": amount}))
    if resultado == "codillo":
        c.pay(JUGADOR, codillo_para, amount, "codillo")
        add(Reason("tresillo §13.8 3", M.codillo_solo if solo_codillo else M.codillo,
                   {**_quien(JUGADOR), "codillo_para": codillo_para, "puesta": amount}))
    return c.done(resultado, None, cond, each, amount, codillo_para)


def _base_ganada(caso: int, cond: int, por_jugar: bool = True) -> int:
    """§13.7: the raw amount per player of a won deal: 5 por jugar plus C in caso 1, C alone in caso 2 (and where
    ``por_jugar`` is ``False``, see :func:`liquidar`)."""
    return 5 + cond if caso == 1 and por_jugar else cond


def _solo_codillo(resultado: str, lance: str, caso: int, house_rules: TresilloHouseRules) -> bool:
    """§13.9: a solo lost by codillo, paid without a puesta (in both casos, or only in caso 2: house rule A19)."""
    return resultado == CODILLO and lance == "solo" and (house_rules.solo_codillo_ambito == "ambos_casos" or caso == 2)


def _base_perdida(solo_codillo: bool, caso: int, cond: int, house_rules: TresilloHouseRules,
                  por_jugar: bool = True) -> tuple[int, str, Message]:
    """§13.8 1, §13.9: the raw amount per player of a lost deal, with the rule and message that explain it.

    Returns:
        ``(base, rule, message)``: 0 for a solo codillo that pays no condiciones (house rule), 5 + C in caso 1
        when the loser pays "por jugar" (house rule; C where ``por_jugar`` is ``False``, see :func:`liquidar`),
        else C.
    """
    if solo_codillo and not house_rules.solo_codillo_paga_condiciones:
        return 0, "tresillo §13.9", M.solo_codillo_sin_condiciones
    if house_rules.perdedor_paga_por_jugar and caso == 1:
        if not por_jugar:
            return cond, "tresillo §13.8 1", M.base_sin_por_jugar
        return 5 + cond, "tresillo §13.8 1", M.base_perdida_por_jugar
    return cond, "tresillo §13.8 1", M.base_perdida


def _rendida(c: "_Cuenta") -> Cobro:
    """§13.10: a surrender nobody defends: the puesta A; no condiciones, except the vuelta's 2 per player (and the
    estuches or contraestuche where ``estuches_al_rendirse``, see :func:`liquidar`)."""
    t = c.trato
    amount = c.puesta_amount()
    each = cond = 0
    if c.estuches_al_rendirse:
        cond = CONDICION_LANCE[t.lance] + t.estuches + t.contraestuche
        c.reasons.append(Reason("tresillo §13.10", M.rendida_con_estuches, {"condiciones": cond}))
        each = c.por_jugador(cond)
        c.each(each, False)
    elif t.lance == "entrada":
        c.reasons.append(Reason("tresillo §13.10", M.entrada_rendida, {"puesta": amount}))
    else:
        cond = CONDICION_LANCE["vuelta"]
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
    c.reasons.extend(orden_desenlaces(outcome, j1, d, m))
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
                                {**_quien(defensor), "codillo_para": pobre, "puesta": amount}))
    return c.done("defendida", outcome, 0, 0, amount, codillo_para)


def _resultado(bazas: tuple[int, int, int], lance: str | None, house_rules: TresilloHouseRules,
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
               "ningún contra solo, y el reglamento no dice quién lo cobra (§9, §16 A21); liquídalo a mano")
    mejor = a if a >= b else b
    if bola_perdida(j, a, b, lance):
        reasons.append(Reason("tresillo §10.2", M.bola_perdida,
                              {"jugador": j, "contra_a": a, "contra_b": b, "mejor": mejor}))
        return PUESTA, None
    bola = bola_sin_nueve(j, a, b, lance)
    if bola is not None:
        reasons.append(bola)
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


def _quien(rol: str) -> dict[str, str]:
    """The payer of a puesta or a codillo as its sentences name him (see :mod:`.cobro_mensajes`): English says
    "the jugador" but "contra B" (no article, as every English sentence names a contra)."""
    return {"quien": rol, "quien_en": "the jugador" if rol == JUGADOR else rol}


_OTROS_4 = (CONTRA_A, CONTRA_B, ALCALDE)
_OTROS_3 = (CONTRA_A, CONTRA_B)


def _otros(jugadores: int, house_rules: TresilloHouseRules) -> tuple[str, ...]:
    """Who pays or is paid the per-player amounts besides the jugador: both contras, and four-handed the alcalde
    unless the house rule says he does not (§13.0, A6)."""
    return _OTROS_4 if jugadores == 4 and house_rules.alcalde_paga_y_cobra else _OTROS_3


class _Cuenta:
    """Private working state of one settlement: payments, each role's net, reasons and the plato as it changes."""

    def __init__(self, trato: Trato, plato: Plato, house_rules: TresilloHouseRules, redondear: bool,
                 por_jugar: bool = True, hace_puesta: bool | None = None, estuches_al_rendirse: bool = False):
        self.trato, self.house_rules, self.plato, self.redondear = trato, house_rules, plato, redondear
        # the misreadings of a known mistake (see liquidar); the defaults settle by the rules
        self.por_jugar, self.hace_puesta, self.estuches_al_rendirse = por_jugar, hace_puesta, estuches_al_rendirse
        self.caso = plato.caso
        self.favor = trato.favor
        self.otros = _otros(trato.jugadores, house_rules)
        if trato.jugadores == 4:
            self.net = {JUGADOR: 0, CONTRA_A: 0, CONTRA_B: 0, ALCALDE: 0}
        else:
            self.net = {JUGADOR: 0, CONTRA_A: 0, CONTRA_B: 0}
        self.pagos: list[Pago] = []
        self.reasons: list[Reason] = []

    def pay(self, de: str, a: str, tantos: int, concepto: str) -> None:
        self.pagos.append(Pago(de, a, tantos, concepto))
        net = self.net
        # "plato" and "cartulina" are not players: only roles at the table have a net.
        if de in net:
            net[de] -= tantos
        if a in net:
            net[a] += tantos

    def por_jugador(self, base: int) -> int:
        each, reason = importe_por_jugador(base, self.favor, self.house_rules, self.redondear)
        self.reasons.append(reason)
        return each

    def each(self, each: int, gana: bool) -> None:
        """Every other player pays ``each`` to the jugador (``gana``) or is paid ``each`` by him."""
        if not each:
            self.reasons.append(Reason("tresillo §13.5", M.nadie_paga, {}))
            return
        for otro in self.otros:
            if gana:
                self.pay(otro, JUGADOR, each, "cobro")
            else:
                self.pay(JUGADOR, otro, each, "condiciones")
        rule, message = ("tresillo §13.7", M.cobran) if gana else ("tresillo §13.8 1", M.pagan)
        self.reasons.append(Reason(rule, message, {"cada_uno": each, "n": len(self.otros),
                                                   "otros": ", ".join(self.otros), "total": each * len(self.otros)}))

    def puesta_amount(self, solo_codillo: bool = False) -> int:
        amount, reasons = importe_puesta(self.plato.tantos, self.caso, self.favor, self.house_rules, self.redondear,
                                         solo_codillo)
        self.reasons.extend(reasons)
        return amount

    def place(self, quien: str, amount: int) -> None:
        """§13.3: a puesta into a plato without puesta, else to the cartulina."""
        self.plato, destino = self.plato.con_puesta(amount)
        self.pay(quien, destino, amount, "puesta")
        if destino == "plato":
            self.reasons.append(Reason("tresillo §13.3 1", M.puesta_al_plato,
                                       {**_quien(quien), "puesta": amount, "plato": self.plato.tantos}))
        else:
            self.reasons.append(Reason("tresillo §13.3 2", M.puesta_a_cartulina,
                                       {**_quien(quien), "puesta": amount, "cartulina": list(self.plato.cartulina)}))

    def two_puestas(self, defensor: str, amount: int) -> None:
        """§13.11 outcome 2: the first jugador's and the defender's puestas (house rule puesta_doble_modo)."""
        if self.house_rules.puesta_doble_modo == "sucesivo":
            if self.plato.puesta == NINGUNA:  # else both are reserved, as by the default reading
                self.reasons.append(Reason("tresillo §13.11", M.puestas_sucesivas, {}))
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
        return Cobro(resultado, desenlace, self.caso, condiciones, cada_uno, puesta, codillo_para,
                     tuple(self.pagos), tuple(self.net.items()), self.plato, tuple(self.reasons))


__all__ = [
    "ALCALDE", "CONTRA_A", "CONTRA_B", "JUGADOR", "RECARGO_FAVOR", "ROLES",
    "Cobro", "Hechos", "Pago", "Trato", "check_trato", "cobro", "hechos", "importe_puesta", "liquidar",
]
