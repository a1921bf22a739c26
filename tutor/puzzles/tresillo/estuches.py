"""``tresillo.estuches``: how many estuches or how much contraestuche does the jugador hold?
(``rules/tresillo.md §4``)

Answer: two numbers, ``estuches`` and ``contraestuche`` (one of them is 0), from the referee's
``tresillo.estuches`` ruling on the jugador's nine cards. Partial credit per part.

Levels:
    1. the jugador holds espada, mala and basto: count the run of top trumps held.
    2. the jugador holds none of the three matadores (contraestuche), or one or two of them (nothing at all).
    3. any hand, in red trumps (the punto is the fourth trump) and black trumps (the rey is), with the mala changing
       colour: the 7 in oros and copas, the 2 in espadas and bastos.

Known mistakes: counted from the top with only one or two matadores (as in other games); counted only the three
matadores (estuches or contraestuche, each its own mistake); kept counting after a gap; swapped estuches and contraestuche.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.cartas import ESPANOLA, parse_cartas
from ..forms import Number, Part, Parts
from ..kind import Draft, Kind, mistake
from .comun import BARAJA, NOMBRE_PALO, PALOS, cartas_de, en_orden_de_baraja, matadores, str_cartas, triunfos

QUESTION = Message("puzzles.tresillo.estuches.pregunta",
                   "Triunfo: {triunfo}. Las nueve cartas del jugador: {mano}. ¿Cuántos estuches y cuánto "
                   "contraestuche tiene?",
                   "Trumps: {triunfo_en}. The jugador's nine cards: {mano}. How many estuches and how much "
                   "contraestuche does he hold?")
FORM = Parts((
    Part("estuches", Message("puzzles.tresillo.estuches.estuches", "estuches", "estuches"), Number("tantos")),
    Part("contraestuche", Message("puzzles.tresillo.estuches.contraestuche", "contraestuche", "contraestuche"),
         Number("tantos")),
))


def build(level, rng, house_rules):
    triunfo = rng.choice(PALOS)
    top = matadores(triunfo)
    if level == 1:
        held = list(top)
    elif level == 2:
        held = [] if rng.random() < 0.7 else rng.sample(top, rng.randint(1, 2))
    else:
        held = rng.choice(([], list(top), list(top), rng.sample(top, rng.randint(1, 2))))
    held += rng.sample(_MENORES[triunfo], rng.randint(2 if level == 1 else 1, 5))
    mano = en_orden_de_baraja(held + rng.sample(_LLANAS[triunfo], 9 - len(held)))
    return pose(level, {"triunfo": triunfo, "mano": mano}, {})


_MENORES = {t: tuple(c for c in cartas_de(t, t) if c not in matadores(t)) for t in PALOS}
"""Trump suit -> its trumps below the matadores, in deck order (the pool a hand's other trumps are drawn from)."""
_LLANAS = {t: tuple(c for c in BARAJA if c not in triunfos(t)) for t in PALOS}
"""Trump suit -> the plain cards, in deck order."""


def pose(level, situation, context):
    """The question about a given hand (``{"triunfo", "mano"}``)."""
    values = {"triunfo": NOMBRE_PALO["es"][situation["triunfo"]], "triunfo_en": NOMBRE_PALO["en"][situation["triunfo"]],
              "mano": parse_cartas(situation["mano"], ESPANOLA)}
    return Draft(situation, FORM, QUESTION, values)


def answer(ruling, draft):
    return (ruling.answer["estuches"], ruling.answer["contraestuche"])


def _orden(case):
    """Every trump best first, as the referee orders them."""
    triunfo = case.situation["triunfo"]
    ruling = case.rerun("tresillo.orden", {"triunfo": triunfo, "cartas": list(cartas_de(triunfo, triunfo))})
    return tuple(str_cartas(ruling.answer))


def _racha(order, mano, held):
    n = 0
    while n < len(order) and (order[n] in mano) == held:
        n += 1
    return n


def _desde_uno(case):
    if case.answer != (0, 0):
        return None
    order, mano = _orden(case), case.situation["mano"]
    held = order[0] in mano
    n = _racha(order, mano, held)
    return (n, 0) if held else (0, n)


def _solo_matadores(case):
    """Estuches counted as the three matadores alone, though the run of trumps held goes on."""
    return (3, 0) if case.answer[0] > 3 else None


def _contra_solo_matadores(case):
    """Contraestuche counted as the three missing matadores alone, though the run of missing trumps goes on."""
    return (0, 3) if case.answer[1] > 3 else None


def _tras_hueco(case):
    if not case.answer[0]:
        return None
    mano = case.situation["mano"]
    return (len(set(mano).intersection(_orden(case))), 0)  # the trumps he holds


def _cambiados(case):
    e, c = case.answer
    return (c, e) if e != c else None


MISTAKES = (
    mistake("tresillo.estuches.desde_uno",
            "sin los tres matadores (espada, mala y basto) no hay estuches; contraestuche solo si no tiene ninguno",
            "without all three matadores (espada, mala, basto) there are no estuches; contraestuche only if he "
            "holds none of them", _desde_uno),
    mistake("tresillo.estuches.solo_matadores",
            "los estuches no se acaban en los tres matadores: la racha sigue mientras tenga el triunfo siguiente",
            "estuches are not just the three matadores: the run goes on past them as long as he holds the next "
            "trump", _solo_matadores),
    mistake("tresillo.estuches.contra_solo_matadores",
            "el contraestuche no se acaba en los tres matadores: la racha sigue mientras le falte también el "
            "triunfo siguiente",
            "contraestuche is not just the three matadores: the run goes on past them as long as the next trump is "
            "missing too", _contra_solo_matadores),
    mistake("tresillo.estuches.tras_hueco", "la racha se corta en el primer triunfo que falta",
            "the run stops at the first missing trump", _tras_hueco),
    mistake("tresillo.estuches.cambiados", "estuches: triunfos altos que tiene; contraestuche: los que le faltan",
            "estuches: top trumps held; contraestuche: top trumps missing", _cambiados),
)

KIND = Kind(
    name="tresillo.estuches", game="tresillo", ruling="tresillo.estuches", version=1,
    title=Message("puzzles.tresillo.estuches", "Estuches y contraestuche", "Estuches and contraestuche"),
    levels={
        1: Message("puzzles.tresillo.estuches.1", "Con los tres matadores", "With all three matadores"),
        2: Message("puzzles.tresillo.estuches.2", "Sin matadores, o con solo alguno",
                   "Without matadores, or with only some"),
        3: Message("puzzles.tresillo.estuches.3", "Triunfos rojos y negros", "Red and black trumps"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
