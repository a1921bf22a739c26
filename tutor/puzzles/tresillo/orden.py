"""``tresillo.orden``: order these cards, or who wins this baza? (``rules/tresillo.md §3``)

Answer: levels 1–2, every card in order, best first (the referee's ``tresillo.orden``); level 3, the card that
wins the baza (the referee's ``tresillo.baza``).

Levels:
    1. four or five cards of one plain suit: rey, caballo, sota, then the blancas — in oros and copas the as comes
       after the sota and "the more, the fewer" (2 > 3 > … > 7); in espadas and bastos 7 > 6 > … > 2.
    2. four to six trumps with some of espada, mala, basto and punto.
    3. a baza of three cards: following suit, trumping, discarding, and the espada and basto that always are trumps.

Known mistakes: blancas in the wrong direction (one mistake per colour of suit, plain or trumps, each naming its
own order); the as above the rey (as in other games); the mala ranked as a small trump; basto above mala; the as of
the trump suit ranked after the figures (the punto, or with espadas or bastos trumps the espada or the basto); a
trump's win ignored; a card of another suit winning; the lower of two trumps winning.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.tresillo.orden import ROJOS
from ...rules.cartas import ESPANOLA, parse_cartas
from ..forms import Choice, Option, Order
from ..kind import Draft, Kind, mistake
from .comun import (NOMBRE_PALO, OTROS_PALOS, PALOS, cartas_de, es_triunfo, mala, numero, palo, str_cartas,
                    triunfos)

ORDENA = Message("puzzles.tresillo.orden.pregunta",
                 "Triunfo: {triunfo}. Ordena estas cartas de mayor a menor: {cartas}.",
                 "Trumps: {triunfo_en}. Put these cards in order, highest first: {cartas}.")
BAZA = Message("puzzles.tresillo.orden.baza",
               "Triunfo: {triunfo}. Se juegan, en este orden, {cartas} (la primera es la que sale). ¿Qué carta gana la baza?",
               "Trumps: {triunfo_en}. The cards played, in order, are {cartas} (the first one led). Which card wins the trick?")


def _values(triunfo, cartas):
    return {"triunfo": NOMBRE_PALO["es"][triunfo], "triunfo_en": NOMBRE_PALO["en"][triunfo],
            "cartas": parse_cartas(cartas, ESPANOLA)}


def _order(rng, triunfo, pool, n):
    cartas = rng.sample(pool, n)
    return Draft({"triunfo": triunfo, "cartas": cartas}, Order("espanola", tuple(cartas)), ORDENA,
                 _values(triunfo, cartas))


def _baza(rng, triunfo):
    sale = rng.choice(PALOS)
    led_pool = cartas_de(sale, triunfo)
    led = rng.choice(led_pool)
    rest = []
    for _ in range(2):
        how = rng.choice(("asiste", "asiste", "falla", "descarta"))
        suit = sale if how == "asiste" else triunfo if how == "falla" else rng.choice(OTROS_PALOS[sale])
        pool = cartas_de(suit, triunfo, excluir=[led] + rest)
        if not pool:
            return None
        rest.append(rng.choice(pool))
    cartas = [led] + rest
    options = tuple(Option(c, Message(f"cartas.{c}", c, c)) for c in cartas)
    return Draft({"triunfo": triunfo, "cartas": cartas}, Choice(options), BAZA, _values(triunfo, cartas),
                 ruling="tresillo.baza")


_PALOS_NIVEL_1 = {t: tuple(p for p in PALOS + ("o", "c") if p != t) for t in PALOS}
"""Trump suit -> the plain suits a level-1 draw picks from (oros and copas weighted twice)."""


def build(level, rng, house_rules):
    triunfo = rng.choice(PALOS)
    if level == 1:
        suit = rng.choice(_PALOS_NIVEL_1[triunfo])
        return _order(rng, triunfo, cartas_de(suit, triunfo), rng.randint(4, 5))
    if level == 2:
        pool = cartas_de(triunfo, triunfo)
        top = ("1e", mala(triunfo), "1b") + ((f"1{triunfo}",) if triunfo in "oc" else ())
        draft = _order(rng, triunfo, pool, rng.randint(4, 6))
        return draft if sum(c in top for c in draft.situation["cartas"]) >= 2 else None
    return _baza(rng, triunfo)


def pose(level, situation, context):
    """The question about given cards (``{"triunfo", "cartas"}``): put them in order at levels 1 and 2; at level
    3 they are a trick, led by the first, and the question is which card wins it."""
    triunfo, cartas = situation["triunfo"], situation["cartas"]
    if level == 3:
        options = tuple(Option(c, Message(f"cartas.{c}", c, c)) for c in cartas)
        return Draft(situation, Choice(options), BAZA, _values(triunfo, cartas), ruling="tresillo.baza")
    return Draft(situation, Order("espanola", tuple(cartas)), ORDENA, _values(triunfo, cartas))


def answer(ruling, draft):
    if draft.ruling == "tresillo.baza":
        return str(ruling.answer["gana"])
    return tuple(str_cartas(ruling.answer))


# ---------------------------------------------------------------------------------------------- order mistakes


def _blanca(card, triunfo):
    """A small numbered card: 2–7 (and the plain as of a red suit), excluding mala and punto of trumps."""
    if es_triunfo(card, triunfo):
        return card not in ("1e", "1b", mala(triunfo), f"1{triunfo}") and numero(card) <= 7
    return numero(card) <= 7




def _orden(case):
    return case.answer if isinstance(case.answer, tuple) else None


def _blancas_al_reves(rojo: bool, de_triunfo: bool):
    """The blancas of one suit ranked the wrong way round, for one colour of suit, trumps or plain (§3.3, §3.4):
    each mistake's text names the order of the suit the puzzle shows."""

    def compute(case):
        right, triunfo = _orden(case), case.situation["triunfo"]
        if right is None:
            return None
        idx = [i for i, c in enumerate(right) if _blanca(c, triunfo)]
        suits = {palo(right[i]) for i in idx}
        if len(suits) != 1 or (suits == {triunfo}) != de_triunfo or (suits <= set(ROJOS)) != rojo:
            return None
        out = list(right)
        for i, j in zip(idx, reversed(idx)):
            out[i] = right[j]
        return tuple(out)

    return compute


def _move(right, card, to):
    out = [c for c in right if c != card]
    out.insert(to if to >= 0 else len(out) + 1 + to, card)
    return tuple(out)


def _as_alto(case):
    right, triunfo = _orden(case), case.situation["triunfo"]
    if right is None or right[0] in triunfos(triunfo):
        return None
    ace = next((c for c in right if numero(c) == 1), None)
    return _move(right, ace, 0) if ace else None


def _mala_blanca(case):
    right, triunfo = _orden(case), case.situation["triunfo"]
    m = mala(triunfo)
    return _move(right, m, -1) if right and m in right and right[0] in triunfos(triunfo) else None


def _basto_mala(case):
    right, triunfo = _orden(case), case.situation["triunfo"]
    m = mala(triunfo)
    if not right or m not in right or "1b" not in right:
        return None
    out = list(right)
    i, j = out.index(m), out.index("1b")
    out[i], out[j] = out[j], out[i]
    return tuple(out)


def _as_tras_figuras(palos: str):
    """The as of the trump suit ranked after its figures, as in a plain suit, when one of ``palos`` is trumps: the
    punto of oros or copas, the espada of espadas, the basto of bastos (their places never change, §3.2)."""

    def compute(case):
        right, triunfo = _orden(case), case.situation["triunfo"]
        as_ = f"1{triunfo}"
        if not right or triunfo not in palos or as_ not in right or right[0] not in triunfos(triunfo):
            return None
        figuras = [i for i, c in enumerate(right) if palo(c) == triunfo and numero(c) >= 10]
        return _move(right, as_, figuras[-1]) if figuras else None

    return compute


_BLANCAS = (
    # id suffix, red suit, trumps; (what, where, the order after the sota) in Spanish, then in English
    ("", True, False, ("las blancas", "en oros y copas que no son triunfo",
                       "el as, el 2, el 3 … y el 7, el último («las más son pocas»)"),
     ("the small cards", "in oros and copas that are not trumps",
      "the as, the 2, the 3 … and the 7, the lowest (the lower number wins)")),
    ("_negras", False, False, ("las blancas", "en espadas y bastos que no son triunfo",
                               "el 7, el 6 … y el 2, el último"),
     ("the small cards", "in espadas and bastos that are not trumps", "the 7, the 6 … and the 2, the lowest")),
    ("_triunfo_rojo", True, True, ("los triunfos pequeños", "con triunfo oros o copas",
                                   "el 2, el 3 … y el 6, el último (el 7 es la mala)"),
     ("the small trumps", "with oros or copas as trumps",
      "the 2, the 3 … and the 6, the lowest (the 7 is the mala)")),
    ("_triunfo_negro", False, True, ("los triunfos pequeños", "con triunfo espadas o bastos",
                                     "el 7, el 6 … y el 3, el último (el 2 es la mala)"),
     ("the small trumps", "with espadas or bastos as trumps",
      "the 7, the 6 … and the 3, the lowest (the 2 is the mala)")),
)
"""The four orders the blancas can be misread in (§3.3, §3.4): each mistake names the order of its own suit."""


def _blancas_mistake(sufijo, rojo, de_triunfo, es, en):
    return mistake(f"tresillo.orden.blancas_al_reves{sufijo}",
                   "ordenaste {} al revés: {}, tras la sota van {}".format(*es),
                   "you ranked {} the wrong way: {}, after the sota come {}".format(*en),
                   _blancas_al_reves(rojo, de_triunfo))


# ---------------------------------------------------------------------------------------------- baza mistakes


def _baza_cartas(case):
    return case.situation["cartas"] if isinstance(case.answer, str) else None


def _ignoro_triunfo(case):
    cartas = _baza_cartas(case)
    if not cartas:
        return None
    triunfo, led = case.situation["triunfo"], cartas[0]
    trumps = triunfos(triunfo)
    if led in trumps or case.answer not in trumps:
        return None
    following = [c for c in cartas if c in frozenset(cartas_de(palo(led), triunfo))]
    return str(case.rerun("tresillo.orden", {"triunfo": triunfo, "cartas": following}).answer[0])


def _otro_palo(case):
    cartas = _baza_cartas(case)
    if not cartas:
        return None
    triunfo, led = case.situation["triunfo"], cartas[0]
    trumps, follow = triunfos(triunfo), frozenset(cartas_de(palo(led), triunfo))
    others = [c for c in cartas[1:] if c not in trumps and c not in follow]
    best = max(others, key=numero, default=None)
    return best if best and numero(best) > numero(case.answer) else None


def _triunfo_menor(case):
    cartas = _baza_cartas(case)
    if not cartas:
        return None
    trumps = [c for c in cartas if c in triunfos(case.situation["triunfo"])]
    if len(trumps) < 2:
        return None
    ranked = case.rerun("tresillo.orden", {"triunfo": case.situation["triunfo"], "cartas": trumps}).answer
    return str(ranked[1])


MISTAKES = (
    *(_blancas_mistake(*row) for row in _BLANCAS),
    mistake("tresillo.orden.as_alto", "el as de oros o copas que no es triunfo va tras la sota, no delante del rey",
            "a plain as of oros or copas ranks after the sota, not above the rey", _as_alto),
    mistake("tresillo.orden.mala_blanca", "la mala es el segundo triunfo, tras la espada",
            "the mala is the second trump, after the espada", _mala_blanca),
    mistake("tresillo.orden.basto_mala", "el orden es espada, mala y basto: el basto es el tercero",
            "the order is espada, mala, basto: the basto is third", _basto_mala),
    mistake("tresillo.orden.punto_tras_figuras", "el punto (as del triunfo rojo) es el cuarto triunfo, antes del rey",
            "the punto (as of a red trump suit) is the fourth trump, above the rey", _as_tras_figuras(ROJOS)),
    mistake("tresillo.orden.espada_tras_figuras",
            "la espada (as de espadas) es siempre el primer triunfo, también con triunfo espadas: no va tras las "
            "figuras",
            "the espada (as de espadas) is always the first trump, with espadas as trumps too: it does not rank "
            "after the figures", _as_tras_figuras("e")),
    mistake("tresillo.orden.basto_tras_figuras",
            "el basto (as de bastos) es siempre el tercer triunfo, también con triunfo bastos: no va tras las "
            "figuras",
            "the basto (as de bastos) is always the third trump, with bastos as trumps too: it does not rank after "
            "the figures", _as_tras_figuras("b")),
    mistake("tresillo.orden.ignoro_triunfo", "un triunfo gana a cualquier carta de otro palo",
            "a trump beats any card of another suit", _ignoro_triunfo),
    mistake("tresillo.orden.otro_palo", "una carta de otro palo que no es triunfo nunca gana la baza",
            "a card of another plain suit never wins the trick", _otro_palo),
    mistake("tresillo.orden.triunfo_menor", "gana el triunfo más alto; repasa el orden de los triunfos",
            "the highest trump wins; check the order of trumps", _triunfo_menor),
)

KIND = Kind(
    name="tresillo.orden", game="tresillo", ruling="tresillo.orden", version=1,
    title=Message("puzzles.tresillo.orden", "Orden de las cartas y quién gana la baza",
                  "Card order and who wins the trick"),
    levels={
        1: Message("puzzles.tresillo.orden.1", "Un palo que no es triunfo", "One plain suit"),
        2: Message("puzzles.tresillo.orden.2", "Los triunfos: espada, mala, basto y punto",
                   "Trumps: espada, mala, basto and punto"),
        3: Message("puzzles.tresillo.orden.3", "¿Quién gana la baza?", "Who wins the trick?"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
