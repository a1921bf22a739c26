"""``canasta.combinacion``: is this combination legal, and is it a canasta — limpia, sucia or de comodines?
(``rules/canasta.md §5``)

Answer: one option — ``invalida``, ``combinacion`` (legal, not a canasta), ``limpia``, ``sucia`` or
``comodines`` — read from the referee's ``canasta.combinacion`` ruling (``valida`` and ``canasta``).

Levels:
    1. no comodín: three to six natural cards of one rank (legal), only two cards, or black threes (never melded
       during play).
    2. comodín limits: at least two naturals, at most three comodines, never more comodines than naturals
       (the disputed 2 naturals + 3 comodines of §16 A4 is never drawn).
    3. seven to nine cards: canastas limpias and sucias, too many comodines, and comodines-only combinations.

Known mistakes: called a canasta with a comodín (a dos or a joker) limpia; ignored the comodín limits; thought a
combination of six is already a canasta; melded black threes during play; accepted two cards as a combination.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.cartas import FRANCESA, parse_cartas
from ..forms import Choice, Option
from ..kind import Draft, Kind, mistake, retired_mistake
from .comun import NATURALES, TRES_NEGROS, Mazo, combinacion, comodines_en, es_comodin, ordenar

QUESTION = Message("puzzles.canasta.combinacion.pregunta",
                   "¿Es válida esta combinación, y es canasta? {cartas}",
                   "Is this combination legal, and is it a canasta? {cartas}")
QUESTION_EN_JUEGO = Message("puzzles.canasta.combinacion.pregunta_en_juego",
                            "¿Es válida esta combinación bajada durante el juego (no al irse), y es canasta? {cartas}",
                            "Is this combination legal when melded during play (not when going out), and is it a "
                            "canasta? {cartas}")
QUESTION_AL_IRSE = Message("puzzles.canasta.combinacion.pregunta_al_irse",
                           "¿Es válida esta combinación bajada al irse, y es canasta? {cartas}",
                           "Is this combination legal when melded going out, and is it a canasta? {cartas}")
"""With a black three the answer depends on when the cards are melded (§7: only when going out), so the
question says when (the referee's ``al_irse``, default false)."""

OPTIONS = (
    Option("invalida", Message("puzzles.canasta.combinacion.invalida", "no es válida", "not legal")),
    Option("combinacion", Message("puzzles.canasta.combinacion.combinacion", "válida, pero no es canasta",
                                  "legal, but not a canasta")),
    Option("limpia", Message("puzzles.canasta.combinacion.limpia", "canasta limpia", "canasta limpia")),
    Option("sucia", Message("puzzles.canasta.combinacion.sucia", "canasta sucia", "canasta sucia")),
    Option("comodines", Message("puzzles.canasta.combinacion.comodines", "canasta de comodines",
                                "canasta de comodines")),
)
FORM = Choice(OPTIONS)

SHAPES = {
    1: ((3, 0), (4, 0), (5, 0), (6, 0), (2, 0), "tres_negros"),
    2: ((2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 3), (2, 4), (3, 4), (4, 4), (1, 2), (4, 2)),
    3: ((7, 0), (8, 0), (5, 2), (4, 3), (6, 1), (3, 4), (4, 4), (6, 0), (4, 2), (0, 3), (0, 4), (0, 7)),
}
"""(naturals, comodines) per level; ``"tres_negros"`` = three or four black threes."""


def build(level, rng, house_rules):
    mazo = Mazo(rng)
    shape = rng.choice(SHAPES[level])
    if shape == "tres_negros":
        cartas = ordenar(mazo.de(TRES_NEGROS) for _ in range(rng.randint(3, 4)))
    else:
        naturales, comodines = shape
        if naturales == 0:
            cartas = mazo.comodines(comodines)
            cartas = ordenar(cartas) if cartas else None
        else:
            cartas = combinacion(mazo, rng.choice(NATURALES), naturales, comodines)
    if not cartas or None in cartas:
        return None
    return pose(level, {"cartas": cartas}, {})


def pose(level, situation, context):
    """The question about a given combination (``{"cartas": [...]}``, ``al_irse`` optional)."""
    question = QUESTION
    if situation.get("al_irse"):
        question = QUESTION_AL_IRSE
    elif any(c in TRES_NEGROS for c in situation["cartas"]):
        question = QUESTION_EN_JUEGO
    return Draft(situation, FORM, question, {"cartas": parse_cartas(situation["cartas"], FRANCESA)})


def answer(ruling, draft):
    a = ruling.answer
    if not a["valida"]:
        return "invalida"
    return a["canasta"] or "combinacion"


def _cuenta(case):
    cartas = case.situation["cartas"]
    wild = comodines_en(cartas)
    return len(cartas) - wild, wild


def _comodin_en_limpia(case):
    """A canasta with a comodín called limpia (taking a dos for a natural card would make the cards two ranks,
    not a limpia: the belief that gives "limpia" is that a comodín, or a dos, does not make it sucia)."""
    return "limpia" if case.answer == "sucia" else None


def _limites(case):
    naturales, wild = _cuenta(case)
    if case.answer == "invalida" and naturales >= 1 and wild > 0 and len({c[:-1] for c in case.situation["cartas"]
                                                                          if not es_comodin(c)}) == 1:
        return "sucia" if naturales + wild >= 7 else "combinacion"
    return None


def _seis_canasta(case):
    cartas = case.situation["cartas"]
    if case.answer == "combinacion" and len(cartas) == 6:
        return "sucia" if comodines_en(cartas) else "limpia"
    return None


def _tres_negros(case):
    cartas = case.situation["cartas"]
    return "combinacion" if case.answer == "invalida" and all(c in TRES_NEGROS for c in cartas) else None


def _dos_cartas(case):
    return "combinacion" if case.answer == "invalida" and len(case.situation["cartas"]) < 3 else None


MISTAKES = (
    # the id is the one stored attempts name; the text says what gives the answer "limpia"
    mistake("canasta.combinacion.dos_natural",
            "con algún comodín la canasta es sucia, no limpia (todo dos es comodín, como el joker)",
            "with any comodín the canasta is sucia, not limpia (every 2 is a comodín, as is the joker)",
            _comodin_en_limpia),
    mistake("canasta.combinacion.limites_comodines",
            "olvidaste los límites: al menos dos naturales, como mucho tres comodines y nunca más comodines "
            "que naturales (lectura de Tapete; reglas de la casa min_naturales, max_comodines y "
            "comodines_no_superan_naturales)",
            "you forgot the limits: at least two naturals, at most three comodines, never more comodines "
            "than naturals (Tapete's reading; house rules min_naturales, max_comodines and "
            "comodines_no_superan_naturales)", _limites),
    mistake("canasta.combinacion.seis_no_es_canasta", "una canasta necesita siete cartas, no seis",
            "a canasta needs seven cards, not six", _seis_canasta),
    mistake("canasta.combinacion.tres_negros", "los treses negros solo se bajan al irse, nunca durante el juego",
            "black threes are melded only when going out, never during play", _tres_negros),
    mistake("canasta.combinacion.minimo_tres", "una combinación necesita al menos tres cartas",
            "a combination needs at least three cards", _dos_cartas),
)

KIND = Kind(
    name="canasta.combinacion", game="canasta", ruling="canasta.combinacion", version=1,
    title=Message("puzzles.canasta.combinacion", "Combinaciones y canastas", "Combinations and canastas"),
    levels={
        1: Message("puzzles.canasta.combinacion.1", "Sin comodines: tríos, parejas y treses negros",
                   "No comodines: tríos, pairs and black threes"),
        2: Message("puzzles.canasta.combinacion.2", "Los límites de los comodines", "The limits on comodines"),
        3: Message("puzzles.canasta.combinacion.3", "Canastas limpias, sucias y de comodines",
                   "Canastas limpias, sucias and de comodines"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    retired_mistakes=(
        retired_mistake("canasta.combinacion.mezcla_rangos", "una combinación lleva cartas de un solo valor",
                        "a combination holds cards of one rank only"),
    ),
)
