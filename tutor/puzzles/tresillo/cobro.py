"""``tresillo.cobro``: what does each player pay or collect after this deal? (``rules/tresillo.md §13``)

Answer: one number per player — the net tantos of the jugador, contra A, contra B and the alcalde (negative =
pays; no alcalde in a hand-written deal of three players) — the ``neto`` of the referee's ``tresillo.cobro`` ruling.
Partial credit per player.

Levels:
    1. the jugador wins, plato without a reserved puesta (caso 1), palo sencillo: "5 por jugar" plus condiciones
       from each of the three others, rounded up to 5, and the plato.
    2. the jugador loses by puesta or codillo in caso 1, in palo sencillo or de favor: condiciones to each, the
       puesta (P + 20, or P + 40 de favor) and the codillo to the contra who gave it.
    3. caso 2 (a reserved puesta in the plato: nothing "por jugar", puesta = P), favor doubling before rounding,
       a solo lost by codillo (no puesta), and surrendered entradas and vueltas; from version 3 also defended
       entradas (the four outcomes of §11.5, §13.11) and bolas (§10.2: won with all nine, lost by puesta or
       codillo).

From version 4, a reserved puesta beside a puesta primera is one a table produces: the plato of an earlier deal
plus its surcharge (:func:`~.trato.reservadas_posibles`).
From version 5, a deal played to the end gives the jugador at least as many tricks as estuches, each of which
wins its trick, and a jugador who surrenders holds at most four estuches: five would be five sure tricks, a win
(:func:`~.trato.estuches_posibles`).

Known mistakes: read a bola lost with eight tricks (no contra beating him) as won; forgot to round up to a multiple
of 5; left out the estuches or contraestuche, the primeras, or the 5 por jugar (the last also what a winner computes
who reads caso 1 as caso 2: one computation, one text); made a puesta for a solo lost by codillo, or none for a lost
bola (§13.9); paid the estuches on a surrender, or left out the vuelta's condición of a surrendered vuelta (§13.10);
doubled for the palo de favor when it should not, or did not when it should (the latter named by what the deal
settles: what a winner collects per head; a loser's condiciones and, in caso 1, the surcharge of his puesta or of a
solo's codillo); paid the codillo to the wrong contra; read caso 2 as caso 1 (named by what the deal settles: the
5 por jugar of a won deal, the puesta's surcharge, a solo's codillo), and caso 1 as caso 2 in a loss (below); where
nobody pays per head otherwise (a surrendered or defended entrada, a loss with no condiciones) the same misreadings
change only the puesta, and are named by its surcharge: the favor's 40 in a palo sencillo, the sencillo's in the
palo de favor, none in caso 1 (on a solo lost by codillo, which makes no puesta, named by the codillo's amount);
rounded before doubling; settled a defended 3-2-4 as outcome 3 (Tapete checks 4 first, ``desenlace_orden``).
"""

from __future__ import annotations

from ...rules.base import Message
from ..forms import Number, Part, Parts
from ..kind import Draft, Kind, mistake, retired_mistake
from .mistakes import BOLA_SIN_PUESTA, Variante, bola_como_ganada, liquidacion, tresillo_house_rules
from .trato import (DESCRIBE, build_defendidas_y_bolas, build_posible, estuches_posibles, jugadores,
                    reservadas_posibles, trato, values)

ROLES = ("jugador", "contra_a", "contra_b", "alcalde")
"""The players of a table of four, in the answer's order; a table of three has the first three."""
QUESTION = Message("puzzles.tresillo.cobro.pregunta",
                   DESCRIBE.es + " ¿Cuánto gana o paga cada uno en este trato (neto, en tantos)?",
                   DESCRIBE.en + " How much does each player win or pay in this deal (net tantos)?")
"""The deal described (:data:`~.trato.DESCRIBE`) then the question: rendered only when shown."""
FORM = Parts(tuple(Part(r, Message(f"puzzles.tresillo.rol.{r}", *label), Number("tantos")) for r, label in (
    ("jugador", ("jugador", "jugador")), ("contra_a", ("contra A", "contra A")),
    ("contra_b", ("contra B", "contra B")), ("alcalde", ("alcalde", "alcalde (dealer)")))))
FORM_TRES = Parts(FORM.parts[:3])
"""The form of a deal of three players (hand-written: the generator deals four)."""


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: its platos and cartulinas could hold what no table produces (a reserved puesta
    under 55 tantos, a puesta primera in a plato under 35, …)."""
    if level == 1:
        s = trato(rng, "sacada", ("entrada", "vuelta", "solo"), ("ninguna", "primera"), favor=False)
    elif level == 2:
        s = trato(rng, rng.choice(("puesta", "codillo", "codillo")), ("entrada", "vuelta", "solo"),
                  ("ninguna", "primera"))
    else:
        shape = rng.choice(("caso2", "caso2", "favor", "solo_codillo", "rendida"))
        if shape == "caso2":
            s = trato(rng, rng.choice(("sacada", "puesta", "codillo")), ("entrada", "vuelta", "solo"), ("reservada",))
        elif shape == "favor":
            s = trato(rng, rng.choice(("sacada", "codillo")), ("vuelta", "entrada", "vuelta_solera"),
                      ("ninguna", "primera", "reservada"), favor=True)
        elif shape == "solo_codillo":
            s = trato(rng, "codillo", ("solo",), ("ninguna", "primera", "reservada"))
        else:
            s = trato(rng, "puesta", ("entrada", "vuelta"), ("ninguna", "primera", "reservada"), rendida=True)
    return pose(level, s, {})


def pose(level, situation, context):
    """The question about a given deal (the ``tresillo.cobro`` fields of ``docs/rulings.md``)."""
    return Draft(situation, FORM if jugadores(situation) == 4 else FORM_TRES, QUESTION, values(situation))


build_v2 = build_posible(build_v1, pose)
"""Version 2, kept for its ids: version 1's deals with the plato and cartulina moved within what a table produces."""
build_v3 = build_defendidas_y_bolas(build_v2, pose, (1, 2, 3, 4))
"""Version 3, kept for its ids: version 2's deals and, at level 3, defended entradas and bolas; beside a puesta
primera it could reserve a puesta no table produces (one of 55 over a plato of 35, …)."""
build_v4 = build_posible(build_v3, pose, reservadas_posibles)
"""Version 4, kept for its ids: version 3's deals with the reserved puestas beside a puesta primera moved to what a
table produces; a deal played out could give the jugador fewer tricks than estuches (4 tricks with 5 estuches)."""


def answer(ruling, draft):
    neto = ruling.answer["neto"]
    return tuple([neto[r] for r in ROLES[:len(neto)]])


def _netos(case, variante: Variante) -> tuple | None:
    """The nets of the puzzle's deal as ``variante`` misreads it, in the answer's order (:data:`ROLES`, the first
    three for three players); ``None`` when the misread deal cannot be settled."""
    cobro = liquidacion(case, variante)
    return None if cobro is None else _en_orden(cobro)


def _en_orden(cobro) -> tuple:
    neto = dict(cobro.neto)
    return tuple(neto[r] for r in ROLES[:len(neto)])


def _con(**kwargs):
    variante = Variante(**kwargs)
    return lambda case: _netos(case, variante)


def _bola_sin_nueve(case):
    """Read a bola lost with fewer than nine tricks, no contra beating the jugador, as won (§9 alone, §10.2)."""
    cobro = bola_como_ganada(case)
    return None if cobro is None else _en_orden(cobro)


def _sencillo(s) -> bool:
    return not s["favor"]


def _favor(s) -> bool:
    return s["favor"]


def _caso_1(s) -> bool:
    return s["plato"]["puesta"] != "reservada"


def _leido(variante: Variante, aplica, solo_puesta: bool):
    """The deal misread as ``variante`` where ``aplica(situation)`` holds, named by one of two texts: ``solo_puesta``
    where nobody pays or collects per head otherwise than in the right settlement, so that only the puesta's amount
    (and what is paid by it: a codillo, the defender's puesta) is wrong, as in a surrendered or defended entrada
    (§13.10, §13.11) or a loss with no condiciones; else where what some player pays or collects per head is wrong
    too (§13.7, §13.8 1)."""

    def compute(case):
        if not aplica(case.situation):
            return None
        cobro = liquidacion(case, variante)
        if cobro is None or (cobro.cada_uno == liquidacion(case).cada_uno) != solo_puesta:
            return None
        return _en_orden(cobro)

    return compute


def _caso_2_como_1(case):
    """Read a plato that holds a reserved puesta as caso 1 (§13.6)."""
    return None if _caso_1(case.situation) else _netos(case, Variante(caso=1))


def _redondear_y_doblar(case):
    """Rounded the sencillo amount, then doubled it (only a mistake under the default reading of §16 A3)."""
    if not case.situation["favor"] or tresillo_house_rules(case).favor_redondeo != "doblar_y_redondear":
        return None
    return _netos(case, Variante(favor_redondeo="redondear_y_doblar"))


def _codillo_otra_contra(case):
    """Paid the codillo to the contra who did not give it (only a deal lost by codillo pays one, §13.8 3)."""
    codillo = liquidacion(case).resultado == "codillo"
    return _netos(case, Variante(codillo_al_otro=True)) if codillo else None


def _desenlace_3_antes_4(case):
    """Settled a defended entrada where outcomes 3 and 4 both hold (3, 2, 4) as outcome 3 (§11.5, §16 A13): only a
    mistake under the default ``desenlace_orden``."""
    cobro = liquidacion(case)
    if cobro.desenlace != 4 or tresillo_house_rules(case).desenlace_orden != "codillo_antes":
        return None
    return _netos(case, Variante(desenlace_orden="defensor_antes"))


def _rendida_de(lance: str, variante: Variante):
    """The deal misread as ``variante`` where it is a surrendered ``lance`` nobody defends (§13.10), else no
    mistake."""

    def compute(case):
        s = case.situation
        rendida = s.get("rendida") or {}
        if not rendida or rendida.get("defendida_por") is not None or s["lance"] != lance:
            return None
        return _netos(case, variante)

    return compute


def _sin_por_jugar(case):
    """The 5 por jugar left out, where they are paid: caso 1 (§13.7; a loss pays them only by house rule, A2)."""
    return _netos(case, Variante(sin_por_jugar=True)) if _caso_1(case.situation) else None


def _solo_codillo_con_puesta(case):
    """A puesta made for a solo lost by codillo, which makes none (§13.9); no other deal changes."""
    return _netos(case, Variante(hace_puesta=True)) if case.situation["lance"] == "solo" else None


def _bola_sin_puesta(case):
    """A bola lost in play settled without its puesta (§10.2, §13.8 2): §13.9's solo lost by codillo, which makes
    none, carried over to the bola."""
    if case.situation["lance"] != "bola" or _lo_pagado(case) == "plato":
        return None
    return _netos(case, Variante(hace_puesta=False))


_COMO_CASO_2 = Variante(caso=2)
_COMO_FAVOR = Variante(favor=True)
_COMO_SENCILLO = Variante(favor=False)


def _lo_pagado(case) -> str:
    """What the deal settles besides the per-head amounts, which a text about the caso names: ``"plato"`` (the
    jugador wins and takes it, §13.7), ``"puesta"`` (a puesta is made, or paid to a defender: §13.8, §13.10,
    §13.11) or ``"codillo"`` (a solo lost by codillo pays its codillo, worth what the puesta would be, and makes
    no puesta, §13.9)."""
    cobro = liquidacion(case)
    if cobro.resultado == "sacada":
        return "plato"
    return "puesta" if any(pago.concepto == "puesta" for pago in cobro.pagos) else "codillo"


def _en(lo_pagado: str, compute):
    """``compute`` in a deal that settles ``lo_pagado`` (:func:`_lo_pagado`), else no mistake."""
    return lambda case: compute(case) if _lo_pagado(case) == lo_pagado else None


def _en_caso_1(caso_1: bool, compute):
    """``compute`` in a deal of caso 1 (``caso_1``) or of caso 2 (§13.6), else no mistake."""
    return lambda case: compute(case) if _caso_1(case.situation) == caso_1 else None


def _perdida(compute):
    """``compute`` in a deal the jugador loses (§13.8, §13.9), else no mistake."""
    return lambda case: None if _lo_pagado(case) == "plato" else compute(case)


_NO_DOBLO_FAVOR = _leido(_COMO_SENCILLO, _favor, solo_puesta=False)
"""A deal de favor read as palo sencillo where what somebody pays or collects per head changes: named by what the
deal settles, since favor doubles the per-head amounts alone and the caso-1 surcharge is 40 (§13.7, §13.8, A4)."""


def _sin_recargo(favor: bool):
    """Read a caso-1 plato as caso 2 where that changes only the surcharge (§13.8 2), in a deal ``favor`` or not."""
    return _leido(_COMO_CASO_2, lambda s: _caso_1(s) and s["favor"] == favor, solo_puesta=True)


MISTAKES = (
    mistake("tresillo.cobro.bola_sin_nueve",
            "la bola exige las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro): con menos el "
            "jugador pierde, por puesta si ningún contra le supera, aunque haya hecho más bazas que cada contra; paga "
            "las condiciones y hace la puesta",
            "a bola needs all nine tricks (Tapete's reading; house rule bola_como_logro): with fewer the jugador "
            "loses, by puesta when no contra beats him, though he took more tricks than each contra; he pays the "
            "condiciones and makes the puesta", _bola_sin_nueve),
    mistake("tresillo.cobro.sin_redondeo", "olvidaste redondear cada pago al múltiplo de 5 superior",
            "you forgot to round each payment up to a multiple of 5", _con(redondear=False)),
    mistake("tresillo.cobro.sin_estuches",
            "olvidaste los estuches o el contraestuche: cuentan en las condiciones, un tanto cada uno",
            "you left out the estuches or the contraestuche: they count in the condiciones, one tanto each",
            _con(sin_estuches=True)),
    mistake("tresillo.cobro.sin_primeras", "olvidaste las primeras: cuentan en las condiciones, un tanto",
            "you left out the primeras: they count in the condiciones, one tanto", _con(sin_primeras=True)),
    mistake("tresillo.cobro.sin_por_jugar",
            "olvidaste los 5 por jugar: en caso 1 (sin puesta reservada en el plato; lectura de Tapete, sin ajuste) "
            "el pago de cada uno lleva 5 por jugar además de las condiciones (los paga también quien pierde con la "
            "regla de la casa perdedor_paga_por_jugar)",
            "you left out the 5 por jugar: in caso 1 (no reserved puesta in the plato; Tapete's reading, no setting) "
            "the payment per player carries 5 por jugar besides the condiciones (a loser pays them too under the "
            "house rule perdedor_paga_por_jugar)", _sin_por_jugar),
    mistake("tresillo.cobro.solo_codillo_con_puesta",
            "un solo perdido por codillo no hace puesta: paga el codillo, que vale lo que valdría la puesta, pero no "
            "la pone (lectura de Tapete; regla de la casa solo_codillo_ambito)",
            "a solo lost by codillo makes no puesta: he pays the codillo, worth what the puesta would be, but does "
            "not make it (Tapete's reading; house rule solo_codillo_ambito)", _solo_codillo_con_puesta),
    mistake("tresillo.cobro.bola_sin_puesta", *BOLA_SIN_PUESTA, _bola_sin_puesta),
    mistake("tresillo.cobro.entrada_rendida_con_estuches",
            "una entrada rendida y aceptada no paga condiciones, ni estuches ni contraestuche: solo la puesta",
            "an entrada surrendered and accepted pays no condiciones, neither estuches nor contraestuche: only the "
            "puesta", _rendida_de("entrada", Variante(estuches_al_rendirse=True))),
    mistake("tresillo.cobro.vuelta_rendida_con_estuches",
            "una vuelta rendida paga a cada uno solo la condición de la vuelta, además de la puesta: ni estuches ni "
            "contraestuche",
            "a surrendered vuelta pays each player the vuelta's condición alone, besides the puesta: neither "
            "estuches nor contraestuche", _rendida_de("vuelta", Variante(estuches_al_rendirse=True))),
    mistake("tresillo.cobro.vuelta_rendida_sin_condicion",
            "una vuelta rendida no es como una entrada rendida: además de la puesta paga a cada uno la condición de "
            "la vuelta, 2 tantos, redondeados",
            "a surrendered vuelta is not like a surrendered entrada: besides the puesta it pays each player the "
            "vuelta's condición, 2 tantos, rounded up", _rendida_de("vuelta", Variante(lance="entrada"))),
    mistake("tresillo.cobro.doblo_sin_favor", "doblaste como si fuera palo de favor, y no lo es",
            "you doubled as for the palo de favor, but the trumps were not in it",
            _leido(_COMO_FAVOR, _sencillo, solo_puesta=False)),
    mistake("tresillo.cobro.recargo_de_favor",
            "le pusiste a la puesta el recargo del palo de favor (40), y el triunfo no es del palo de favor",
            "you gave the puesta the palo de favor's surcharge (40), but the trumps are not in the palo de favor",
            _leido(_COMO_FAVOR, _sencillo, solo_puesta=True)),
    mistake("tresillo.cobro.no_doblo_favor",
            "lo leíste como palo sencillo: con triunfo al palo de favor se dobla lo que cobra de cada uno (el plato "
            "no)",
            "you read it as a palo sencillo: with trumps in the palo de favor what he collects from each player is "
            "doubled (not the plato)", _en("plato", _NO_DOBLO_FAVOR)),
    mistake("tresillo.cobro.no_doblo_favor_caso_1",
            "lo leíste como palo sencillo: con triunfo al palo de favor se doblan las condiciones que paga a cada "
            "uno (no la puesta ni el codillo; lectura de Tapete, sin ajuste), y en caso 1 la puesta lleva 40 de "
            "recargo",
            "you read it as a palo sencillo: with trumps in the palo de favor the condiciones he pays each player "
            "are doubled (not the puesta nor the codillo; Tapete's reading, no setting), and in caso 1 the puesta "
            "carries a 40 surcharge",
            _en("puesta", _en_caso_1(True, _NO_DOBLO_FAVOR))),
    mistake("tresillo.cobro.no_doblo_favor_codillo_solo",
            "lo leíste como palo sencillo: con triunfo al palo de favor se doblan las condiciones que paga a cada "
            "uno (no el codillo; lectura de Tapete, sin ajuste), y en caso 1 el codillo de un solo vale lo que "
            "valdría la puesta: el plato más 40 de recargo",
            "you read it as a palo sencillo: with trumps in the palo de favor the condiciones he pays each player "
            "are doubled (not the codillo; Tapete's reading, no setting), and in caso 1 a solo's codillo is worth "
            "what the puesta would be: the plato plus a 40 surcharge",
            _en("codillo", _en_caso_1(True, _NO_DOBLO_FAVOR))),
    mistake("tresillo.cobro.no_doblo_favor_caso_2",
            "lo leíste como palo sencillo: con triunfo al palo de favor se doblan las condiciones que paga a cada "
            "uno (no la puesta ni el codillo; lectura de Tapete, sin ajuste)",
            "you read it as a palo sencillo: with trumps in the palo de favor the condiciones he pays each player "
            "are doubled (not the puesta nor the codillo; Tapete's reading, no setting)",
            _perdida(_en_caso_1(False, _NO_DOBLO_FAVOR))),
    mistake("tresillo.cobro.recargo_sencillo",
            "le pusiste a la puesta el recargo del palo sencillo: con triunfo al palo de favor la puesta de caso 1 "
            "lleva 40 de recargo",
            "you gave the puesta the palo sencillo's surcharge: with trumps in the palo de favor a caso-1 puesta "
            "carries a 40 surcharge",
            _leido(_COMO_SENCILLO, _favor, solo_puesta=True)),
    mistake("tresillo.cobro.codillo_otra_contra", "pagaste el codillo al contra equivocado: es para el que lo dio",
            "you paid the codillo to the wrong contra: it goes to the one who gave it", _codillo_otra_contra),
    mistake("tresillo.cobro.caso_confundido",
            "confundiste los casos: con una puesta reservada en el plato (caso 2; lectura de Tapete, sin ajuste) quien "
            "gana no cobra «5 por jugar»",
            "you confused the two cases: with a reserved puesta in the plato (caso 2; Tapete's reading, no setting) a "
            "winner collects no \"5 por jugar\"", _en("plato", _caso_2_como_1)),
    mistake("tresillo.cobro.caso_2_sin_recargo",
            "confundiste los casos: con una puesta reservada en el plato (caso 2; lectura de Tapete, sin ajuste) la "
            "puesta es lo que hay en el plato, sin recargo",
            "you confused the two cases: with a reserved puesta in the plato (caso 2; Tapete's reading, no setting) "
            "the puesta is what the plato holds, with no surcharge", _en("puesta", _caso_2_como_1)),
    mistake("tresillo.cobro.codillo_solo_caso_2",
            "confundiste los casos: con una puesta reservada en el plato (caso 2; lectura de Tapete, sin ajuste) el "
            "codillo de un solo vale lo que hay en el plato, sin recargo",
            "you confused the two cases: with a reserved puesta in the plato (caso 2; Tapete's reading, no setting) "
            "a solo's codillo is worth what the plato holds, with no surcharge", _en("codillo", _caso_2_como_1)),
    mistake("tresillo.cobro.sin_recargo",
            "sin puesta reservada en el plato es caso 1, y la puesta lleva recargo: es el plato más 20 de recargo "
            "(lectura de Tapete; regla de la casa recargo_puesta_sencillo)",
            "without a reserved puesta in the plato it is caso 1, and the puesta carries a surcharge: it is the "
            "plato plus a 20 surcharge (Tapete's reading; house rule recargo_puesta_sencillo)",
            _en("puesta", _sin_recargo(False))),
    mistake("tresillo.cobro.sin_recargo_favor",
            "sin puesta reservada en el plato es caso 1, y la puesta lleva recargo: de favor es el plato más 40 de "
            "recargo",
            "without a reserved puesta in the plato it is caso 1, and the puesta carries a surcharge: de favor it is "
            "the plato plus a 40 surcharge", _en("puesta", _sin_recargo(True))),
    mistake("tresillo.cobro.codillo_solo_sin_recargo",
            "sin puesta reservada en el plato es caso 1: un solo perdido por codillo no hace puesta, pero el codillo "
            "vale lo que valdría la puesta: el plato más 20 de recargo (lectura de Tapete; reglas de la casa "
            "solo_codillo_ambito y recargo_puesta_sencillo)",
            "without a reserved puesta in the plato it is caso 1: a solo lost by codillo makes no puesta, but the "
            "codillo is worth what the puesta would be: the plato plus a 20 surcharge (Tapete's reading; house rules "
            "solo_codillo_ambito and recargo_puesta_sencillo)",
            _en("codillo", _sin_recargo(False))),
    mistake("tresillo.cobro.codillo_solo_sin_recargo_favor",
            "sin puesta reservada en el plato es caso 1: un solo perdido por codillo no hace puesta, pero el codillo "
            "vale lo que valdría la puesta: de favor, el plato más 40 de recargo (lectura de Tapete; regla de la casa "
            "solo_codillo_ambito)",
            "without a reserved puesta in the plato it is caso 1: a solo lost by codillo makes no puesta, but the "
            "codillo is worth what the puesta would be: de favor, the plato plus a 40 surcharge (Tapete's reading; "
            "house rule solo_codillo_ambito)",
            _en("codillo", _sin_recargo(True))),
    mistake("tresillo.cobro.desenlace_3_antes_4",
            "el mano pobre hizo más bazas que cada uno de los otros dos: es el desenlace 4 aunque el defensor quede "
            "por debajo del primer jugador (Tapete lo mira antes que el 3, regla de la casa desenlace_orden): el "
            "primer jugador hace la puesta y el defensor paga el codillo al mano pobre",
            "the mano pobre took more tricks than each of the other two: it is outcome 4 even though the defender "
            "is below the first jugador (Tapete checks it before outcome 3, house rule desenlace_orden): the first "
            "jugador makes the puesta and the defender pays the codillo to the mano pobre", _desenlace_3_antes_4),
    mistake("tresillo.cobro.redondear_y_doblar",
            "en palo de favor se dobla primero y se redondea después (lectura de Tapete; regla de la casa "
            "favor_redondeo)",
            "in the palo de favor you double first and round afterwards (Tapete's reading; house rule "
            "favor_redondeo)", _redondear_y_doblar),
)

KIND = Kind(
    name="tresillo.cobro", game="tresillo", ruling="tresillo.cobro", version=5,
    title=Message("puzzles.tresillo.cobro", "Cobros y pagos", "Payments"),
    levels={
        1: Message("puzzles.tresillo.cobro.1", "El jugador gana: 5 por jugar y condiciones",
                   "The jugador wins: 5 por jugar and condiciones"),
        2: Message("puzzles.tresillo.cobro.2", "Puesta y codillo", "Puesta and codillo"),
        3: Message("puzzles.tresillo.cobro.3", "Caso 2, palo de favor, solo a codillo, rendidas, defendidas y bola",
                   "Caso 2, palo de favor, solo lost by codillo, surrenders, defended entradas and bola"),
    },
    build=build_posible(build_v4, pose, estuches_posibles), answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1, 2: build_v2, 3: build_v3, 4: build_v4},
    pose_version=1,  # hand-written deals are posed as before
    retired_mistakes=(
        retired_mistake("tresillo.cobro.caso_1_como_2",  # a won caso-1 deal: now sin_por_jugar, its one difference
                        "confundiste los casos: sin puesta reservada en el plato es caso 1 (lectura de Tapete, sin "
                        "ajuste): quien gana cobra también «5 por jugar»",
                        "you confused the two cases: without a reserved puesta in the plato it is caso 1 (Tapete's "
                        "reading, no setting): a winner collects \"5 por jugar\" too"),
    ),
)
