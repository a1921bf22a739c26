"""``tresillo.resultado``: sacada, puesta or codillo — and for whom? (``rules/tresillo.md §9``)

Answer: one option — ``sacada``, ``puesta``, ``codillo_contra_a`` or ``codillo_contra_b`` — from the referee's
``tresillo.resultado`` ruling (``resultado`` and ``codillo_para``).

Levels:
    1. clear cases: five or more tricks for the jugador, or a contra far ahead.
    2. four or three tricks for the jugador: 4 with 3–2 wins, 4 with 4–1 is puesta, 3–3–3 is puesta, and codillos.
    3. the edges: puesta real (1–4–4), ties between the jugador and one contra, codillo with few tricks each;
       from version 2 also bolas (§10.2): won only with all nine tricks, lost by puesta though the jugador beat
       each contra, lost by codillo.

Known mistakes: read a bola lost with fewer than nine tricks (no contra beating him) as won; thought four tricks
never win; thought a tie wins; called the puesta real a codillo; gave the
codillo to the wrong contra; called a codillo a plain puesta.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.tresillo.resultado import bola_perdida
from ..forms import Choice, Option
from ..kind import Draft, Kind, mistake
from ...rules.tresillo.lances import NOMBRE_LANCE
from .trato import BOLA_SPLITS

QUESTION = Message("puzzles.tresillo.resultado.pregunta",
                   "El jugador hizo {jugador} {jugador:baza|bazas}; el contra A, {contra_a}; el contra B, {contra_b}. "
                   "¿Cuál es el resultado?",
                   "The jugador took {jugador} {jugador:trick|tricks}; contra A, {contra_a}; contra B, {contra_b}. "
                   "What is the result?")
QUESTION_LANCE = Message("puzzles.tresillo.resultado.pregunta_lance",
                         "Lance: {lance}. " + QUESTION.es, "Lance: {lance}. " + QUESTION.en)
"""The question about a deal whose lance is given (a bola changes the result, §10.2)."""

OPTIONS = (
    Option("sacada", Message("puzzles.tresillo.resultado.sacada", "sacada: gana el jugador", "sacada: the jugador wins")),
    Option("puesta", Message("puzzles.tresillo.resultado.puesta", "puesta", "puesta")),
    Option("codillo_contra_a", Message("puzzles.tresillo.resultado.codillo_a", "codillo para el contra A",
                                       "codillo for contra A"), aliases=("codillo para la contra A",)),
    Option("codillo_contra_b", Message("puzzles.tresillo.resultado.codillo_b", "codillo para el contra B",
                                       "codillo for contra B"), aliases=("codillo para la contra B",)),
)
FORM = Choice(OPTIONS)

SPLITS = {
    1: ((5, 2, 2), (5, 3, 1), (6, 2, 1), (6, 3, 0), (7, 1, 1), (5, 4, 0), (2, 6, 1), (1, 7, 1), (0, 5, 4),
        (2, 5, 2), (1, 6, 2)),
    2: ((4, 3, 2), (4, 4, 1), (4, 5, 0), (3, 3, 3), (3, 4, 2), (3, 5, 1), (4, 2, 3), (3, 6, 0)),
    3: ((1, 4, 4), (4, 4, 1), (2, 4, 3), (3, 3, 3), (2, 5, 2), (0, 5, 4), (4, 1, 4), (3, 2, 4), (2, 3, 4)),
}
"""(jugador, one contra, the other) per level; the two contras are shuffled to A and B."""


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: no bola."""
    j, x, y = rng.choice(SPLITS[level])
    a, b = (x, y) if rng.random() < 0.5 else (y, x)
    return pose(level, {"bazas": {"jugador": j, "contra_a": a, "contra_b": b}}, {})


BOLA = 0.3
"""The share of version 2's level-3 puzzles that are a bola."""
BOLA_RESULTADOS = ("puesta", "puesta", "sacada", "codillo")
"""A bola's result, drawn: mostly lost by puesta though the jugador beat each contra, the case §10.2 is about."""


def build(level, rng, house_rules):
    """Version 2: version 1's puzzle, and at level 3, by one more draw after its own, :data:`BOLA` of them replaced
    by a bola (tricks from :data:`~.trato.BOLA_SPLITS`); every other seed keeps version 1's puzzle."""
    draft = build_v1(level, rng, house_rules)
    if level < 3 or rng.random() >= BOLA:
        return draft
    j, x, y = rng.choice(BOLA_SPLITS[rng.choice(BOLA_RESULTADOS)])
    a, b = (x, y) if rng.random() < 0.5 else (y, x)
    return pose(level, {"bazas": {"jugador": j, "contra_a": a, "contra_b": b}, "lance": "bola"}, {})


def pose(level, situation, context):
    """The question about given trick counts (``{"bazas": {"jugador", "contra_a", "contra_b"}}``, and optionally
    the ``lance``)."""
    b = situation["bazas"]
    values = {r: b[r] for r in ("jugador", "contra_a", "contra_b")}
    lance = situation.get("lance")
    if lance is None:
        return Draft(situation, FORM, QUESTION, values)
    return Draft(situation, FORM, QUESTION_LANCE, {**values, "lance": NOMBRE_LANCE[lance]})


def answer(ruling, draft):
    a = ruling.answer
    return f"codillo_{a['codillo_para']}" if a["resultado"] == "codillo" else a["resultado"]


def _bazas(case):
    b = case.situation["bazas"]
    return b["jugador"], max(b["contra_a"], b["contra_b"]), min(b["contra_a"], b["contra_b"])


def _bola_sin_nueve(case):
    """A bola lost with fewer than nine tricks though the jugador beat each contra (§10.2), judged by §9 alone: the
    referee's ruling on the same tricks without the lance."""
    b = case.situation["bazas"]
    if not bola_perdida(b["jugador"], b["contra_a"], b["contra_b"], case.situation.get("lance")):
        return None
    return answer(case.rerun("tresillo.resultado", {"bazas": b}), None)


def _cuatro(case):
    j, _, _ = _bazas(case)
    return "puesta" if case.answer == "sacada" and j == 4 else None


def _empate(case):
    j, a, _ = _bazas(case)
    return "sacada" if case.answer == "puesta" and j == a else None


def _puesta_real(case):
    j, a, b = _bazas(case)
    return "codillo_contra_a" if case.answer == "puesta" and j < a == b else None


def _otro(case):
    return {"codillo_contra_a": "codillo_contra_b", "codillo_contra_b": "codillo_contra_a"}.get(case.answer)


def _codillo_puesta(case):
    return "puesta" if case.answer.startswith("codillo") else None


MISTAKES = (
    mistake("tresillo.resultado.bola_sin_nueve",
            "la bola exige las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro): con menos el "
            "jugador pierde, por puesta si ningún contra le supera, aunque haya hecho más bazas que cada contra",
            "a bola needs all nine tricks (Tapete's reading; house rule bola_como_logro): with fewer the jugador "
            "loses, by puesta when no contra beats him, though he took more tricks than each contra",
            _bola_sin_nueve),
    mistake("tresillo.resultado.cuatro_ganan", "con cuatro bazas se gana si los contras reparten 3 y 2",
            "four tricks win when the contras split 3 and 2", _cuatro),
    mistake("tresillo.resultado.empate_no_gana", "si el jugador empata con el mejor contra es puesta, no sacada",
            "a tie with the best contra is a puesta, not a win", _empate),
    mistake("tresillo.resultado.puesta_real", "1–4–4 es puesta real: ningún contra supera al otro, no hay codillo",
            "1–4–4 is a puesta real: neither contra beats the other, so there is no codillo", _puesta_real),
    mistake("tresillo.resultado.codillo_otra_contra", "el codillo es para el contra que hizo más bazas",
            "the codillo goes to the contra with more tricks", _otro),
    mistake("tresillo.resultado.codillo_no_puesta", "si un contra hace más bazas que el jugador es codillo",
            "when a contra takes more tricks than the jugador it is a codillo", _codillo_puesta),
)

KIND = Kind(
    name="tresillo.resultado", game="tresillo", ruling="tresillo.resultado", version=2,
    title=Message("puzzles.tresillo.resultado", "Sacada, puesta o codillo", "Sacada, puesta or codillo"),
    levels={
        1: Message("puzzles.tresillo.resultado.1", "Casos claros", "Clear cases"),
        2: Message("puzzles.tresillo.resultado.2", "Cuatro y tres bazas", "Four and three tricks"),
        3: Message("puzzles.tresillo.resultado.3", "Puesta real, empates y bola", "Puesta real, ties and bola"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1}, pose_version=1,  # a hand-written deal without lance is posed as before
)
