"""``tresillo.plato``: what is in the plato after this deal, and where did the puesta go?
(``rules/tresillo.md §13.3, §13.8–§13.10``)

Answer: two parts — the tantos in the plato after the deal (number) and where this deal's puesta went
(``sin_puesta``: no puesta was made; ``plato``: a puesta primera, into the plato; ``cartulina``: reserved) — read
from the ``plato`` and ``cartulina`` of the referee's ``tresillo.cobro`` ruling. Partial credit per part.

Levels:
    1. a plato without puesta: the winner takes it all, or the loser's puesta (P + 20, or P + 40 de favor) goes in.
    2. a plato that already holds a puesta: a new puesta is reserved on the cartulina; when the plato is won the
       oldest reserved puesta comes in.
    3. a solo lost by codillo (no puesta), surrendered entradas and vueltas, and codillos; from version 3 also
       defended entradas whose puesta reaches the plato or the cartulina (outcomes 2–4 of §11.5: two puestas, the
       defender's, the first jugador's) and bolas (§10.2).

From version 4, a reserved puesta beside a puesta primera is one a table produces: the plato of an earlier deal
plus its surcharge (:func:`~.trato.reservadas_posibles`).
From version 5, a deal played to the end gives the jugador at least as many tricks as estuches, each of which
wins its trick, and a jugador who surrenders holds at most four estuches: five would be five sure tricks, a win
(:func:`~.trato.estuches_posibles`).

Known mistakes: read a bola lost with eight tricks (no contra beating him) as won, taking the plato; put a puesta
in the plato although it already held one; reserved a puesta primera; forgot that
the oldest reserved puesta enters the won plato; made a puesta for a solo lost by codillo, or none for a lost bola
(§13.9); forgot the surcharge
(20, or 40 de favor: each its own mistake).
"""

from __future__ import annotations

from ...rules.base import Message
from ..forms import Choice, Number, Option, Part, Parts
from ..kind import Draft, Kind, mistake
from .mistakes import BOLA_SIN_PUESTA, Variante, bola_como_ganada, liquidacion
from .trato import (DESCRIBE, build_defendidas_y_bolas, build_posible, estuches_posibles, reservadas_posibles,
                    trato, values)

QUESTION = Message("puzzles.tresillo.plato.pregunta",
                   DESCRIBE.es + " ¿Cuántos tantos quedan en el plato después de este trato, y adónde va la puesta?",
                   DESCRIBE.en + " How many tantos are in the plato after this deal, and where does the puesta go?")
"""The deal described (:data:`~.trato.DESCRIBE`) then the question: rendered only when shown."""
DESTINOS = (
    Option("sin_puesta", Message("puzzles.tresillo.plato.sin_puesta", "no hay puesta", "no puesta is made")),
    Option("plato", Message("puzzles.tresillo.plato.al_plato", "al plato (puesta primera)",
                            "into the plato (puesta primera)")),
    Option("cartulina", Message("puzzles.tresillo.plato.cartulina", "a la cartulina (reservada)",
                                "onto the cartulina (reserved)")),
)
FORM = Parts((
    Part("plato", Message("puzzles.tresillo.plato.tantos", "tantos en el plato", "tantos in the plato"),
         Number("tantos")),
    Part("puesta", Message("puzzles.tresillo.plato.destino", "la puesta", "the puesta"), Choice(DESTINOS)),
))


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: its platos and cartulinas could hold what no table produces (a reserved puesta
    under 55 tantos, a puesta primera in a plato under 35, …)."""
    if level == 1:
        s = trato(rng, rng.choice(("sacada", "puesta", "codillo")), ("entrada", "vuelta"), ("ninguna",))
    elif level == 2:
        s = trato(rng, rng.choice(("sacada", "puesta", "codillo")), ("entrada", "vuelta", "solo"),
                  ("primera", "reservada"))
    else:
        shape = rng.choice(("solo", "rendida", "codillo"))
        estados = ("ninguna", "primera", "reservada")
        if shape == "solo":
            s = trato(rng, "codillo", ("solo",), estados)
        elif shape == "rendida":
            s = trato(rng, "puesta", ("entrada", "vuelta"), estados, rendida=True)
        else:
            s = trato(rng, "codillo", ("entrada", "vuelta"), estados, favor=rng.random() < 0.5)
    return pose(level, s, {})


def pose(level, situation, context):
    """The question about a given deal (the ``tresillo.cobro`` fields of ``docs/rulings.md``)."""
    return Draft(situation, FORM, QUESTION, values(situation))


def _destino(situation, result) -> str:
    if len(result["cartulina"]) > len(situation.get("cartulina") or []):
        return "cartulina"
    if situation["plato"]["puesta"] == "ninguna" and result["plato"]["puesta"] == "primera":
        return "plato"
    return "sin_puesta"


build_v2 = build_posible(build_v1, pose)
"""Version 2, kept for its ids: version 1's deals with the plato and cartulina moved within what a table produces."""
build_v3 = build_defendidas_y_bolas(build_v2, pose, (2, 3, 4))
"""Version 3, kept for its ids: version 2's deals and, at level 3, defended entradas and bolas; beside a puesta
primera it could reserve a puesta no table produces (one of 55 over a plato of 35, …)."""
build_v4 = build_posible(build_v3, pose, reservadas_posibles)
"""Version 4, kept for its ids: version 3's deals with the reserved puestas beside a puesta primera moved to what a
table produces; a deal played out could give the jugador fewer tricks than estuches (4 tricks with 5 estuches)."""


def answer(ruling, draft):
    return (ruling.answer["plato"]["tantos"], _destino(draft.situation, ruling.answer))


def _antes(case):
    return case.situation["plato"]["tantos"]


def _bola_sin_nueve(case):
    """Read a bola lost with fewer than nine tricks, no contra beating the jugador, as won (§9 alone, §10.2): he
    takes the plato and makes no puesta."""
    cobro = bola_como_ganada(case)
    return None if cobro is None else (cobro.plato.tantos, _destino(case.situation, cobro.answer()))


def _al_plato(case):
    """Every puesta of the deal into the plato, though it held one (two of them after a tie in a defended entrada,
    §13.11)."""
    if case.answer[1] != "cartulina" or case.situation["plato"]["puesta"] == "ninguna":
        return None
    nuevas = case.ruling.answer["cartulina"][len(case.situation.get("cartulina") or []):]
    return (_antes(case) + sum(nuevas), "plato")


def _reservo_primera(case):
    return (_antes(case), "cartulina") if case.answer[1] == "plato" else None


def _reserva_no_entra(case):
    won = case.ruling.answer["neto"]["jugador"] > 0
    return (0, "sin_puesta") if won and case.situation.get("cartulina") else None


def _respuesta_segun(case, variante: Variante):
    """The plato and where the puesta went, as ``variante`` settles the deal."""
    other = liquidacion(case, variante)
    return None if other is None else (other.plato.tantos, _destino(case.situation, other.answer()))


def _solo_con_puesta(case):
    """A solo lost by codillo settled with a puesta, which §13.9 has it not make."""
    s = case.situation
    if s["lance"] != "solo" or case.answer[1] != "sin_puesta" or case.ruling.answer["neto"]["jugador"] >= 0:
        return None
    return _respuesta_segun(case, Variante(hace_puesta=True))


def _bola_sin_puesta(case):
    """A bola lost in play settled without its puesta (§10.2, §13.8 2): §13.9's solo lost by codillo carried over."""
    if case.situation["lance"] != "bola" or case.answer[1] == "sin_puesta":
        return None
    return _respuesta_segun(case, Variante(hace_puesta=False))


def _sin_recargo(favor: bool):
    """A puesta primera of the plato alone, without the caso-1 surcharge (§13.8 2), in a deal de favor or not:
    each mistake's text names its own surcharge."""

    def compute(case):
        if case.answer[1] != "plato" or case.situation["favor"] != favor:
            return None
        antes = _antes(case)
        puestas = (case.answer[0] - antes) // liquidacion(case).puesta  # two after a tie in a defended entrada
        return (antes + puestas * antes, "plato") if case.answer[0] > antes + puestas * antes else None

    return compute


MISTAKES = (
    mistake("tresillo.plato.bola_sin_nueve",
            "la bola exige las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro): con menos el "
            "jugador pierde y hace su puesta, aunque haya hecho más bazas que cada contra; nadie se lleva el plato",
            "a bola needs all nine tricks (Tapete's reading; house rule bola_como_logro): with fewer the jugador "
            "loses and makes his puesta, though he took more tricks than each contra; nobody takes the plato",
            _bola_sin_nueve),
    mistake("tresillo.plato.al_plato", "si el plato ya tiene una puesta, la nueva se reserva en la cartulina",
            "when the plato already holds a puesta, a new one is reserved on the cartulina", _al_plato),
    mistake("tresillo.plato.reservo_primera", "con el plato sin puesta, la puesta primera entra en el plato",
            "when the plato holds no puesta, the puesta primera goes into it", _reservo_primera),
    mistake("tresillo.plato.reserva_no_entra",
            "al ganarse el plato entra en él la puesta reservada más antigua de la cartulina (lectura de Tapete, sin "
            "ajuste)",
            "when the plato is won, the oldest reserved puesta of the cartulina comes into it (Tapete's reading, no "
            "setting)", _reserva_no_entra),
    mistake("tresillo.plato.solo_con_puesta",
            "un solo perdido por codillo paga las condiciones y el codillo, pero no hace puesta: el plato no cambia "
            "(lectura de Tapete; regla de la casa solo_codillo_ambito)",
            "a solo lost by codillo pays the condiciones and the codillo but makes no puesta: the plato is unchanged "
            "(Tapete's reading; house rule solo_codillo_ambito)",
            _solo_con_puesta),
    mistake("tresillo.plato.bola_sin_puesta", *BOLA_SIN_PUESTA, _bola_sin_puesta),
    mistake("tresillo.plato.sin_recargo",
            "en caso 1 la puesta es el plato más 20 de recargo (lectura de Tapete; regla de la casa "
            "recargo_puesta_sencillo)",
            "in caso 1 the puesta is the plato plus a 20 surcharge (Tapete's reading; house rule "
            "recargo_puesta_sencillo)", _sin_recargo(False)),
    mistake("tresillo.plato.sin_recargo_favor",
            "en caso 1 y de favor la puesta es el plato más 40 de recargo",
            "in caso 1 and de favor the puesta is the plato plus a 40 surcharge", _sin_recargo(True)),
)

KIND = Kind(
    name="tresillo.plato", game="tresillo", ruling="tresillo.cobro", version=5,
    title=Message("puzzles.tresillo.plato", "El plato y la cartulina", "The plato and the cartulina"),
    levels={
        1: Message("puzzles.tresillo.plato.1", "Plato sin puesta", "A plato without puesta"),
        2: Message("puzzles.tresillo.plato.2", "Puestas reservadas", "Reserved puestas"),
        3: Message("puzzles.tresillo.plato.3", "Solo a codillo, rendidas, defendidas y bola",
                   "Solo lost by codillo, surrenders, defended entradas and bola"),
    },
    build=build_posible(build_v4, pose, estuches_posibles), answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1, 2: build_v2, 3: build_v3, 4: build_v4},
    pose_version=1,  # hand-written deals are posed as before
)
