"""``tresillo.firmes``: which of these cards are firmes, and of which category? (``rules/tresillo.md §12``)

Answer: the firmes of the hand with their category (``12c:1 11e:2``), the ``firmes`` of the referee's
``tresillo.firmes`` ruling. When a run yields fewer firmes than cards, the referee names its top cards.
Credit: right (card, category) pairs over all pairs named or due.

Levels:
    1. runs from the rey: every card in sequence with the rey is a firme de primera.
    2. runs from the caballo or the sota, whose higher cards are still live: segunda and tercera categoría; red plain
       suits, where the as follows the sota.
    3. cards known to be out of play (``fuera``: tricks played, discards, baceta cards seen) that no longer have to
       appear, raising the category; always at least one (version 2; version 1 drew none in a fifth of the seeds).

Only holdings the rulebook classifies are drawn: at most one run per plain suit, and single low cards elsewhere
(§16 A16).

Known mistakes: named the right number of firmes on the lowest cards of the run instead of the highest; called
every firme de primera; ignored the cards known to be out of play; called trumps firmes: the matadores, or the
cards of the trump suit that would make a run in a plain suit (its rey, …).
"""

from __future__ import annotations

from ...rules.base import Message, Phrase
from ...rules.cartas import ESPANOLA, parse_cartas
from ..forms import CardCategories
from ..kind import Draft, Kind, mistake
from .comun import NOMBRE_PALO, OTROS_PALOS, PALOS, cartas_de, en_orden_de_baraja, matadores, orden_llano, palo

QUESTION = Message("puzzles.tresillo.firmes.pregunta",
                   "Triunfo: {triunfo}. Tu mano: {mano}.{fuera} ¿Qué cartas son firmes y de qué categoría?",
                   "Trumps: {triunfo_en}. Your hand: {mano}.{fuera_en} Which cards are firmes, and of which "
                   "category?")
FUERA = Message("puzzles.tresillo.firmes.fuera", " Sabes que ya no están en juego: {cartas}.",
                " You know these are out of play: {cartas}.")


def _run(rng, suit, level):
    order = orden_llano(suit)
    start = 0 if level == 1 else rng.randint(1, 2) if level == 2 else rng.randint(0, 2)
    length = rng.randint(1, 3) if start == 0 else rng.randint(2, 4)
    return list(order[start:start + length]), list(order[:start])


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: at level 3 a fifth of the seeds drew every run from the rey, so no card out of
    play under the title "Cartas fuera de juego"."""
    triunfo = rng.choice(PALOS)
    plain = OTROS_PALOS[triunfo]
    suits = rng.sample(plain, rng.randint(1, 2))
    mano, fuera = [], []
    for suit in suits:
        run, higher = _run(rng, suit, level)
        mano += run
        if level == 3 and higher:
            fuera += rng.sample(higher, rng.randint(1, len(higher)))
    for suit in plain:
        if suit not in suits and rng.random() < 0.6:
            mano.append(rng.choice(orden_llano(suit)[5:]))
    trumps = cartas_de(triunfo, triunfo)
    mano += rng.sample(trumps, 9 - len(mano))
    mano = en_orden_de_baraja(mano)
    situation = {"triunfo": triunfo, "mano": mano}
    if fuera:
        situation["fuera"] = en_orden_de_baraja(fuera)
    return pose(level, situation, {})


def build(level, rng, house_rules):
    """Version 2: version 1's puzzle, except that at level 3 a draw with no card out of play is drawn again (from
    the same generator, so every seed whose version-1 puzzle had cards out of play keeps it)."""
    draft = build_v1(level, rng, house_rules)
    if level == 3 and not draft.situation.get("fuera"):
        return None
    return draft


def pose(level, situation, context):
    """The question about a given hand (``{"triunfo", "mano", "fuera"?}``)."""
    triunfo, mano, fuera = situation["triunfo"], situation["mano"], situation.get("fuera")
    fuera_es = fuera_en = Phrase(FUERA, {"cartas": parse_cartas(fuera, ESPANOLA)}) if fuera else ""
    values = {"triunfo": NOMBRE_PALO["es"][triunfo], "triunfo_en": NOMBRE_PALO["en"][triunfo],
              "mano": parse_cartas(mano, ESPANOLA), "fuera": fuera_es, "fuera_en": fuera_en}
    return Draft(situation, CardCategories("espanola", tuple(mano)), QUESTION, values)


def _categorias(ruling, cartas):
    """``((card, category), …)`` for the firmes of a ``tresillo.firmes`` ruling, in the order of ``cartas``."""
    found = {str(f["carta"]): f["categoria"] for f in ruling.answer["firmes"]}
    return tuple([(c, found[c]) for c in cartas if c in found])


def answer(ruling, draft):
    return _categorias(ruling, draft.form.among)


def _todas_primera(case):
    if all([n == 1 for _, n in case.answer]):
        return None
    return tuple([(c, 1) for c, _ in case.answer])


def _sin_fuera(case):
    if not case.situation.get("fuera"):
        return None
    ruling = case.rerun("tresillo.firmes", {"triunfo": case.situation["triunfo"], "mano": case.situation["mano"]})
    return _categorias(ruling, case.situation["mano"])


def _triunfos(case):
    los_matadores = matadores(case.situation["triunfo"])
    top = [c for c in case.situation["mano"] if c in los_matadores]
    if not top:
        return None
    chosen = dict(case.answer) | {c: 1 for c in top}
    return tuple([(c, chosen[c]) for c in case.situation["mano"] if c in chosen])


def _palo_del_triunfo(case):
    """The trump suit counted as a plain suit (§12.1): its cards that would be firmes were another suit trumps (the
    rey of trumps called a firme de primera), beside the right firmes."""
    triunfo = case.situation["triunfo"]
    del_palo = [c for c in case.situation["mano"] if palo(c) == triunfo and c not in ("1e", "1b")]  # always trumps
    if not del_palo:
        return None
    fuera = [c for c in case.situation.get("fuera") or () if palo(c) == triunfo]
    otro = OTROS_PALOS[triunfo][0]  # any other suit: the cards read are all of the trump suit
    llano = dict(_categorias(case.rerun("tresillo.firmes", {"triunfo": otro, "mano": del_palo, "fuera": fuera}),
                             del_palo))
    if not llano:
        return None
    chosen = dict(case.answer) | llano
    return tuple([(c, chosen[c]) for c in case.situation["mano"] if c in chosen])


def _bajas_de_la_racha(case):
    """The right number of firmes of each suit and category, named on the lowest cards of the run instead of its
    highest (the rulebook counts firmes, §12.2; Tapete names the top cards of the run, §12.4)."""
    mano, fuera = case.situation["mano"], set(case.situation.get("fuera") or ())
    chosen = {}
    for suit in {palo(c) for c, _ in case.answer}:
        order = [c for c in orden_llano(suit) if c not in fuera]  # dead cards neither break nor start a run
        firmes = sorted([(order.index(c), n) for c, n in case.answer if palo(c) == suit])
        run = []
        for card in order[firmes[0][0]:]:
            if card not in mano:
                break
            run.append(card)
        if len(run) < len(firmes):  # firmes over a broken run (house rule firmes_metodo = global)
            return None
        chosen |= {c: n for c, (_, n) in zip(run[len(run) - len(firmes):], firmes)}
    wrong = tuple([(c, chosen[c]) for c in mano if c in chosen])
    return None if set(wrong) == set(case.answer) else wrong


MISTAKES = (
    mistake("tresillo.firmes.bajas_de_la_racha",
            "el número de firmes y su categoría están bien, pero Tapete las apunta en las cartas más altas de la racha "
            "(el reglamento solo dice cuántas da cada racha)",
            "the number of firmes and their category are right, but Tapete names them on the highest cards of the "
            "run (the rulebook only says how many each run gives)", _bajas_de_la_racha),
    mistake("tresillo.firmes.todas_primera",
            "son de primera las cartas que no tienen por encima ninguna carta viva de su palo (en racha con el rey, "
            "o con las más altas ya fuera de juego); si hay cartas más altas vivas, la categoría baja",
            "de primera are the cards with no live card of their suit above them (in sequence with the rey, or with "
            "the higher ones already out of play); live higher cards lower the category",
            _todas_primera),
    mistake("tresillo.firmes.sin_fuera", "las cartas que sabes fuera de juego ya no tienen que aparecer",
            "cards you know are out of play no longer have to appear", _sin_fuera),
    mistake("tresillo.firmes.triunfos", "los triunfos nunca se llaman firmes: firme es una carta de palo",
            "trumps are never called firmes: a firme is a plain-suit card", _triunfos),
    mistake("tresillo.firmes.palo_del_triunfo",
            "los triunfos nunca se llaman firmes, tampoco las cartas del palo del triunfo que harían racha en otro "
            "palo: firme es una carta de palo",
            "trumps are never called firmes, not even the cards of the trump suit that would make a run in another "
            "suit: a firme is a plain-suit card", _palo_del_triunfo),
)

KIND = Kind(
    name="tresillo.firmes", game="tresillo", ruling="tresillo.firmes", version=2,
    title=Message("puzzles.tresillo.firmes", "Cartas firmes", "Firmes (sure plain-suit winners)"),
    levels={
        1: Message("puzzles.tresillo.firmes.1", "Firmes de primera: en racha con el rey",
                   "Firmes de primera: in sequence with the rey"),
        2: Message("puzzles.tresillo.firmes.2", "Segunda y tercera categoría", "Second and third category"),
        3: Message("puzzles.tresillo.firmes.3", "Cartas fuera de juego", "Cards out of play"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1}, pose_version=1,  # hand-written puzzles are posed as before
)
