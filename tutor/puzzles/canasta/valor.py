"""``canasta.valor``: how many points is this combination worth? (``rules/canasta.md §2, §5, §11``)

Answer: one number, the ``puntos`` of the referee's ``canasta.combinacion`` ruling (card values plus the
canasta's premio).

Levels:
    1. a trío or a few more natural cards of one rank, no comodín: only the card values of §2.
    2. a combination of 4–6 cards with one or two comodines (joker 50, dos 20): still no canasta.
    3. a canasta (7–8 cards), limpia or sucia: card values plus the premio (500 / 300).

Known mistakes: forgot the premio; swapped the limpia and sucia premios; counted a joker as 20 like a dos;
counted an ace as 10 like a figure; counted the comodines at the value of the rank they stand for.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.cartas import FRANCESA, parse_cartas
from ..forms import Number
from ..kind import Draft, Kind, mistake
from ...rules.canasta import premio_canasta
from .comun import NATURALES, Mazo, canasta_house_rules, combinacion, es_comodin, rango, valor

QUESTION = Message("puzzles.canasta.valor.pregunta",
                   "¿Cuántos puntos vale esta combinación: {cartas}?",
                   "How many points is this combination worth: {cartas}?")

SHAPES = {1: ((3, 0), (4, 0), (5, 0)), 2: ((3, 1), (4, 1), (3, 2), (4, 2), (5, 1)),
          3: ((7, 0), (8, 0), (5, 2), (6, 1), (4, 3), (5, 3), (6, 2))}
"""(naturals, comodines) per level; level 3 always gives seven or eight cards (a canasta)."""


def build(level, rng, house_rules):
    naturales, comodines = rng.choice(SHAPES[level])
    cartas = combinacion(Mazo(rng), rng.choice(NATURALES), naturales, comodines)
    if cartas is None:
        return None
    return pose(level, {"cartas": cartas}, {})


def pose(level, situation, context):
    """The question about a given combination (``{"cartas": [...]}``)."""
    return Draft(situation, Number("puntos"), QUESTION, {"cartas": parse_cartas(situation["cartas"], FRANCESA)})


def accept(level, draft, ruling):
    a = ruling.answer
    return a["valida"] and (a["canasta"] is None) == (level < 3)


def answer(ruling, draft):
    return ruling.answer["puntos"]


def _cartas(case):
    return case.situation["cartas"]


def _premio(case, clase):
    """The premio of a canasta of class ``clase`` under the puzzle's house rules."""
    return premio_canasta(clase, canasta_house_rules(case.house_rules))


def _sin_premio(case):
    tipo = case.ruling.answer["canasta"]
    return case.answer - _premio(case, tipo) if tipo else None


def _premio_cambiado(case):
    tipo = case.ruling.answer["canasta"]
    if tipo not in ("limpia", "sucia"):
        return None
    otro = "sucia" if tipo == "limpia" else "limpia"
    return case.answer - _premio(case, tipo) + _premio(case, otro)


def _contadas_como(case, rank: str, como: str):
    """The answer with every card of ``rank`` counted at the value of a card of rank ``como`` (None: none)."""
    n = sum(rango(c) == rank for c in _cartas(case))
    return case.answer - n * (valor(_CARTA[rank]) - valor(_CARTA[como])) if n else None


_CARTA = {"JK": "JK", "2": "2S", "A": "AS", "K": "KS"}
"""A card of each rank whose value a mistake compares (§2 values depend on the rank only)."""


def _joker_como_dos(case):
    return _contadas_como(case, "JK", "2")


def _as_como_figura(case):
    return _contadas_como(case, "A", "K")


def _comodin_como_natural(case):
    cartas = _cartas(case)
    naturales = [c for c in cartas if not es_comodin(c)]
    wild = [c for c in cartas if es_comodin(c)]
    if not naturales or not wild:  # a canasta de comodines stands for no rank: nothing to mistake
        return None
    return case.answer - sum(valor(c) - valor(naturales[0]) for c in wild)


MISTAKES = (
    mistake("canasta.valor.sin_premio", "olvidaste sumar el premio de la canasta",
            "you forgot to add the canasta's premio", _sin_premio),
    mistake("canasta.valor.premio_cambiado", "confundiste el premio de canasta limpia (500) y sucia (300)",
            "you mixed up the premios of a canasta limpia (500) and sucia (300)", _premio_cambiado),
    mistake("canasta.valor.joker_como_dos", "contaste el joker como un dos (20) en vez de 50",
            "you counted the joker as a dos (20) instead of 50", _joker_como_dos),
    mistake("canasta.valor.as_como_figura", "contaste el as como una figura (10) en vez de 20",
            "you counted the ace as a figure (10) instead of 20", _as_como_figura),
    mistake("canasta.valor.comodin_como_natural",
            "contaste los comodines por el valor de la carta que sustituyen",
            "you counted the comodines at the value of the card they stand for", _comodin_como_natural),
)

KIND = Kind(
    name="canasta.valor", game="canasta", ruling="canasta.combinacion", version=1,
    title=Message("puzzles.canasta.valor", "Valor de una combinación", "Value of a combination"),
    levels={
        1: Message("puzzles.canasta.valor.1", "Cartas naturales: el valor de cada carta",
                   "Natural cards: each card's value"),
        2: Message("puzzles.canasta.valor.2", "Con comodines: joker 50, dos 20",
                   "With comodines: joker 50, dos 20"),
        3: Message("puzzles.canasta.valor.3", "Canastas: valor de las cartas más el premio",
                   "Canastas: card values plus the premio"),
    },
    build=build, answer=answer, accept=accept, mistakes=MISTAKES, pose=pose,
)
