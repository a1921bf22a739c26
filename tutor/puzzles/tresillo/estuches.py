"""``tresillo.estuches``: how many estuches or how much contraestuche does the jugador hold?
(``rules/tresillo.md §4``)

Answer: two numbers, ``estuches`` and ``contraestuche`` (one of them is 0), from the referee's
``tresillo.estuches`` ruling on the jugador's nine cards. Partial credit per part.

Levels:
    1. the jugador holds espada, mala and basto: count the run of top trumps held.
    2. the jugador holds none of the three matadores (contraestuche), or one or two of them (nothing at all).
    3. any hand, in red trumps (the punto is the fourth trump) and black trumps (the rey is), with the mala changing
       colour: the 7 in oros and copas, the 2 in espadas and bastos; from version 2 some hands are given as dealt,
       with the jugador's exchange (§4.3, §7.2): the count is on the nine cards he plays with.

Known mistakes: counted on the hand as dealt, before the exchange; counted from the top with only one or two
matadores (as in other games); counted only the three matadores (estuches or contraestuche, each its own mistake);
kept counting after a gap; swapped estuches and contraestuche.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.cartas import ESPANOLA, parse_cartas
from ...rules.tresillo.estuches import cuenta_estuches
from ..forms import Number, Part, Parts
from ..kind import Draft, Kind, mistake
from .comun import BARAJA, NOMBRE_PALO, PALOS, cartas_de, en_orden_de_baraja, matadores, str_cartas, triunfos

QUESTION = Message("puzzles.tresillo.estuches.pregunta",
                   "Triunfo: {triunfo}. Las nueve cartas del jugador: {mano}. ¿Cuántos estuches y cuánto "
                   "contraestuche tiene?",
                   "Trumps: {triunfo_en}. The jugador's nine cards: {mano}. How many estuches and how much "
                   "contraestuche does he hold?")
QUESTION_DESCARTE = Message(
    "puzzles.tresillo.estuches.pregunta_descarte",
    "Triunfo: {triunfo}. Las nueve cartas que le dieron al jugador: {mano}. En el descarte aparta {descarte} y roba "
    "{robadas}. ¿Cuántos estuches y cuánto contraestuche tiene?",
    "Trumps: {triunfo_en}. The nine cards the jugador was dealt: {mano}. In his exchange he lays aside {descarte} "
    "and draws {robadas}. How many estuches and how much contraestuche does he hold?")
"""The question about a hand given as dealt, with the jugador's exchange (§4.3, §7.2)."""
FORM = Parts((
    Part("estuches", Message("puzzles.tresillo.estuches.estuches", "estuches", "estuches"), Number("tantos")),
    Part("contraestuche", Message("puzzles.tresillo.estuches.contraestuche", "contraestuche", "contraestuche"),
         Number("tantos")),
))


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: every hand is the jugador's final nine."""
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


DESCARTE = 0.4
"""The share of version 2's level-3 hands given as dealt, with the jugador's exchange."""


def build(level, rng, house_rules):
    """Version 2: version 1's hand, and at level 3, by one more draw after its own, :data:`DESCARTE` of them given as
    dealt with the exchange that made them (:func:`_con_descarte`); every other seed keeps version 1's puzzle."""
    draft = build_v1(level, rng, house_rules)
    if level < 3 or rng.random() >= DESCARTE:
        return draft
    return pose(level, _con_descarte(rng, draft.situation["triunfo"], list(draft.situation["mano"])), {})


def _con_descarte(rng, triunfo: str, final: list[str]) -> dict:
    """The hand ``final`` as the jugador made it in an entrada (§7.2): 1 to 4 of its cards were drawn from the
    baceta for as many plain cards he laid aside (a jugador keeps his trumps). The cards drawn include a trump
    without which the hand counts otherwise (:func:`_clave`), so that the exchange is what the puzzle is about."""
    clave = _clave(rng, triunfo, final)
    n = max(rng.randint(1, 4), len(clave))
    robadas = clave + rng.sample([c for c in final if c not in clave], n - len(clave))
    descarte = rng.sample([c for c in _LLANAS[triunfo] if c not in final], n)
    repartida = [c for c in final if c not in robadas] + descarte
    return {"triunfo": triunfo, "mano": en_orden_de_baraja(repartida), "descarte": en_orden_de_baraja(descarte),
            "robadas": robadas}


def _clave(rng, triunfo: str, final: list[str]) -> list[str]:
    """Trumps of ``final`` the jugador drew, without which his hand counts otherwise (under the default
    ``estuche_minimo``, so every profile draws the same): one of the run he holds or the card that stops the run he
    lacks, or his only matador; holding two matadores, both (without one he would still hold one)."""
    cuenta = _cuenta(final, triunfo)
    cambian = [c for c in final if c in triunfos(triunfo) and _cuenta([x for x in final if x != c], triunfo) != cuenta]
    if cambian:
        return [rng.choice(cambian)]
    return [c for c in matadores(triunfo) if c in final]


def _cuenta(tokens, triunfo: str) -> tuple[int, int]:
    """``(estuches, contraestuche)`` of cards given as tokens, by the engine's count."""
    return cuenta_estuches(parse_cartas(tokens, ESPANOLA), triunfo)


def pose(level, situation, context):
    """The question about a given hand (``{"triunfo", "mano"}``, and optionally the exchange: ``descarte``,
    ``robadas``)."""
    values = {"triunfo": NOMBRE_PALO["es"][situation["triunfo"]], "triunfo_en": NOMBRE_PALO["en"][situation["triunfo"]],
              "mano": parse_cartas(situation["mano"], ESPANOLA)}
    if not situation.get("descarte") and not situation.get("robadas"):
        return Draft(situation, FORM, QUESTION, values)
    return Draft(situation, FORM, QUESTION_DESCARTE, {
        **values, "descarte": parse_cartas(situation["descarte"], ESPANOLA),
        "robadas": parse_cartas(situation["robadas"], ESPANOLA)})


def answer(ruling, draft):
    return (ruling.answer["estuches"], ruling.answer["contraestuche"])


def _orden(case):
    """Every trump best first, as the referee orders them."""
    triunfo = case.situation["triunfo"]
    ruling = case.rerun("tresillo.orden", {"triunfo": triunfo, "cartas": list(cartas_de(triunfo, triunfo))})
    return tuple(str_cartas(ruling.answer))


def _mano(case):
    """The nine cards the jugador plays with: the hand given, or the hand as dealt after his exchange."""
    s = case.situation
    descarte = s.get("descarte") or ()
    return [c for c in s["mano"] if c not in descarte] + list(s.get("robadas") or ())


def _repartida(case):
    """Counted on the hand as dealt, before the exchange: the referee's ruling on it."""
    if not case.situation.get("descarte"):
        return None
    ruling = case.rerun("tresillo.estuches", {"triunfo": case.situation["triunfo"], "mano": case.situation["mano"]})
    return answer(ruling, None)


def _racha(order, mano, held):
    n = 0
    while n < len(order) and (order[n] in mano) == held:
        n += 1
    return n


def _desde_uno(case):
    if case.answer != (0, 0):
        return None
    order, mano = _orden(case), _mano(case)
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
    return (len(set(_mano(case)).intersection(_orden(case))), 0)  # the trumps he holds


def _cambiados(case):
    e, c = case.answer
    return (c, e) if e != c else None


MISTAKES = (
    mistake("tresillo.estuches.mano_repartida",
            "se cuentan sobre las nueve cartas con que juega, ya hecho el descarte (lectura de Tapete, sin ajuste): "
            "cuenta lo que robó y no lo que apartó",
            "they are counted on the nine cards he plays with, after his exchange (Tapete's reading, no setting): "
            "what he drew counts, what he laid aside does not", _repartida),
    mistake("tresillo.estuches.desde_uno",
            "sin los tres matadores (espada, mala y basto) no hay estuches; contraestuche solo si no tiene ninguno "
            "(lectura de Tapete; regla de la casa estuche_minimo)",
            "without all three matadores (espada, mala, basto) there are no estuches; contraestuche only if he "
            "holds none of them (Tapete's reading; house rule estuche_minimo)", _desde_uno),
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
    name="tresillo.estuches", game="tresillo", ruling="tresillo.estuches", version=2,
    title=Message("puzzles.tresillo.estuches", "Estuches y contraestuche", "Estuches and contraestuche"),
    levels={
        1: Message("puzzles.tresillo.estuches.1", "Con los tres matadores", "With all three matadores"),
        2: Message("puzzles.tresillo.estuches.2", "Sin matadores, o con solo alguno",
                   "Without matadores, or with only some"),
        3: Message("puzzles.tresillo.estuches.3", "Triunfos rojos y negros, y el descarte",
                   "Red and black trumps, and the exchange"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1}, pose_version=1,  # a hand-written final hand is posed as before
)
