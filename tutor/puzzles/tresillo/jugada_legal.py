"""``tresillo.jugada_legal``: which cards may you play to this baza? (``rules/tresillo.md §3.5, §8``)

Answer: the set of legal cards of the hand (choose cards), the ``legales`` of the referee's
``tresillo.jugada_legal`` ruling. Credit: right cards over all cards named or due.

Levels:
    1. a plain suit is led: follow suit if you can, otherwise play anything (no obligation to trump).
    2. the espada and the basto are always trumps: they never follow espadas or bastos when those are plain, and
       they follow a trump lead.
    3. a trump is led and the hand holds matadores: a matador is never forced out by a lower trump, but is by a
       higher matador.

Known mistakes: thought you must trump when void; thought the espada or basto follows its printed suit; thought a
matador must follow a lower trump; thought the privilege also holds against a higher matador; thought you must beat
the card led.
"""

from __future__ import annotations

from functools import wraps

from ...rules.base import Message
from ...rules.cartas import ESPANOLA, parse_cartas
from ..forms import Cards
from ..kind import Draft, Kind, mistake
from .comun import (BARAJA, NOMBRE_PALO, OTROS_PALOS, PALOS, cartas_de, en_orden_de_baraja, matadores, palo,
                    str_cartas, triunfos)

QUESTION = Message("puzzles.tresillo.jugada_legal.pregunta",
                   "Triunfo: {triunfo}. En la baza ya se ha jugado {baza} (la primera es la que sale). Tu mano: "
                   "{mano}. ¿Qué cartas puedes jugar?",
                   "Trumps: {triunfo_en}. Already played to this trick: {baza} (the first one led). Your hand: "
                   "{mano}. Which cards may you play?")
QUESTION_SALIDA = Message("puzzles.tresillo.jugada_legal.pregunta_salida",
                          "Triunfo: {triunfo}. Sales tú: aún no se ha jugado ninguna carta a esta baza. Tu mano: "
                          "{mano}. ¿Qué cartas puedes jugar?",
                          "Trumps: {triunfo_en}. You lead: no card has been played to this trick yet. Your hand: "
                          "{mano}. Which cards may you play?")
"""The question about a hand that leads (a hand-written situation with an empty baza: any card, §8.1)."""


def build(level, rng, house_rules):
    triunfo = rng.choice(PALOS)
    if level == 1:
        sale = rng.choice(OTROS_PALOS[triunfo])
        led = rng.choice(cartas_de(sale, triunfo))
        must = ()
    elif level == 2:
        sale = rng.choice(("e", "b", triunfo))
        led = rng.choice(cartas_de(sale, triunfo, excluir=("1e", "1b")))
        must = (rng.choice(("1e", "1b")),)
    else:
        led = rng.choice(cartas_de(triunfo, triunfo, excluir=("1e",)))
        top = matadores(triunfo)
        higher = top[:top.index(led)] if led in top else top
        must = tuple(rng.sample(higher, rng.randint(1, min(2, len(higher)))))
    baza = [led]
    # the pools below keep BARAJA's order (the same draws for a seed)
    if rng.random() < 0.4:
        baza += rng.sample(tuple(c for c in BARAJA if c != led and c not in must), 1)
    rest = tuple(c for c in BARAJA if c not in baza and c not in must)
    extra = 0 if level == 3 and rng.random() < 0.3 else rng.randint(0, 2)
    trumps = triunfos(triunfo)
    mano = list(must) + rng.sample(tuple(c for c in rest if c not in trumps), rng.randint(3, 5))
    mano += rng.sample(tuple(c for c in rest if c in trumps and c not in mano), extra)
    mano = en_orden_de_baraja(set(mano))
    return pose(level, {"triunfo": triunfo, "baza": baza, "mano": mano}, {})


def pose(level, situation, context):
    """The question about a given trick and hand (``{"triunfo", "baza", "mano"}``)."""
    triunfo, mano, baza = situation["triunfo"], situation["mano"], situation["baza"]
    values = {"triunfo": NOMBRE_PALO["es"][triunfo], "triunfo_en": NOMBRE_PALO["en"][triunfo],
              "baza": parse_cartas(baza or (), ESPANOLA), "mano": parse_cartas(mano, ESPANOLA)}  # the referee reads a null baza as a lead
    return Draft(situation, Cards("espanola", tuple(mano), none=False), QUESTION if baza else QUESTION_SALIDA, values)


def answer(ruling, draft):
    legales = set(str_cartas(ruling.answer["legales"]))
    return tuple(c for c in draft.form.among if c in legales)


def _tras_salida(compute):
    """A mistake about following the card led, ``compute(case, triunfo, led, mano)``: none when the hand leads
    (an empty baza, a hand-written situation: any card may lead, rules/tresillo.md §8.1)."""
    @wraps(compute)
    def guarded(case):
        s = case.situation
        return compute(case, s["triunfo"], s["baza"][0], tuple(s["mano"])) if s["baza"] else None
    return guarded


def _subset(mano, keep):
    """The cards of ``mano`` that ``keep`` (a predicate, often a set's ``__contains__``) takes, or None if none."""
    return tuple(filter(keep, mano)) or None


@_tras_salida
def _obligado_fallar(case, triunfo, led, mano):
    trumps = triunfos(triunfo)
    if led in trumps or case.answer != mano:
        return None
    return _subset(mano, trumps.__contains__)


@_tras_salida
def _espada_palo(case, triunfo, led, mano):
    suit = palo(led)
    if led in triunfos(triunfo) or suit not in "eb":
        return None
    ace = f"1{suit}"
    if ace not in mano:
        return None
    return _subset(mano, frozenset((*cartas_de(suit, triunfo), ace)).__contains__)


@_tras_salida
def _matador_forzado(case, triunfo, led, mano):
    trumps = triunfos(triunfo)
    if led not in trumps or case.answer != mano:
        return None
    return _subset(mano, trumps.__contains__)


@_tras_salida
def _privilegio_mayor(case, triunfo, led, mano):
    trumps = triunfos(triunfo)
    held = [c for c in mano if c in trumps]
    if led not in trumps or case.answer == mano or not held:
        return None
    top = matadores(triunfo)
    return mano if all(c in top for c in held) else None


@_tras_salida
def _montar(case, triunfo, led, mano):
    if led in triunfos(triunfo) or case.answer == mano:
        return None
    ranked = [str(c) for c in case.rerun("tresillo.orden", {"triunfo": triunfo,
                                                             "cartas": [led] + list(case.answer)}).answer]
    return _subset(mano, frozenset(ranked[:ranked.index(led)]).__contains__)


MISTAKES = (
    # where the espada or basto kept to follow its printed suit is also what 'no obligation to trump' gives, the
    # answer names neither (Kind.known_mistakes)
    mistake("tresillo.jugada_legal.espada_palo",
            "la espada y el basto son siempre triunfos: no asisten a espadas ni a bastos",
            "the espada and the basto are always trumps: they never follow espadas or bastos", _espada_palo),
    mistake("tresillo.jugada_legal.obligado_fallar",
            "sin cartas del palo que sale puedes jugar cualquier carta: no hay obligación de fallar (lectura de "
            "Tapete; regla de la casa obligacion_fallar)",
            "void in the suit led you may play any card: there is no obligation to trump (Tapete's reading; house "
            "rule obligacion_fallar)", _obligado_fallar),
    mistake("tresillo.jugada_legal.matador_forzado",
            "un triunfo menor no obliga a un matador: el matador no está obligado a jugarse (lectura de Tapete; regla "
            "de la casa privilegio_matadores)",
            "a matador is never forced out by a lower trump (Tapete's reading; house rule privilegio_matadores)",
            _matador_forzado),
    mistake("tresillo.jugada_legal.privilegio_mayor",
            "el privilegio no vale ante un matador superior: la mala está obligada ante la espada, y el basto ante "
            "la espada y la mala (lectura de Tapete; regla de la casa privilegio_matadores)",
            "the privilege does not hold against a higher matador: the mala must follow the espada, and the basto "
            "the espada and the mala (Tapete's reading; house rule privilegio_matadores)",
            _privilegio_mayor),
    mistake("tresillo.jugada_legal.montar",
            "no hay obligación de montar: basta asistir con cualquier carta del palo (lectura de Tapete, sin ajuste)",
            "there is no obligation to beat the card led: any card of the suit follows (Tapete's reading, no "
            "setting)", _montar),
)

KIND = Kind(
    name="tresillo.jugada_legal", game="tresillo", ruling="tresillo.jugada_legal", version=1,
    title=Message("puzzles.tresillo.jugada_legal", "Qué cartas puedes jugar", "Which cards you may play"),
    levels={
        1: Message("puzzles.tresillo.jugada_legal.1", "Asistir al palo que sale", "Following suit"),
        2: Message("puzzles.tresillo.jugada_legal.2", "La espada y el basto siempre son triunfo",
                   "The espada and the basto are always trumps"),
        3: Message("puzzles.tresillo.jugada_legal.3", "El privilegio de los matadores", "The matadores' privilege"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
