"""``pinacle.comodin``: can this comodín be moved or rescued, and what is it worth rescued?
(``rules/pinacle.md §7.4, §9``)

Answer: level 1, one number, the ``puntos`` of the referee's ``pinacle.rescate`` ruling for a comodín rescued from a
trío; levels 2–3, the comodines of an escalera that are still free (at an end: they may be moved within it or
rescued), i.e. those the referee's ``pinacle.escalera`` ruling does not list as ``bloqueados``.

Levels:
    1. rescuing from a trío: a joker is worth 30; a 2 is worth double the card it stood for (aces 30, figures 20)
       and nothing special in other tríos.
    2. an escalera with one or two comodines, at an end or between two cards.
    3. longer escaleras with several comodines, some at the ends and some blocked inside.

Known mistakes: did not double the rescued 2; took the 10 for a figura; valued a 2 rescued from a trío as from an
escalera (30); valued the joker like a 2; did not count a comodín beside another as a card (Tapete's reading,
house rule ``bloqueo``); thought every comodín can be rescued; thought none can; picked the blocked ones instead of
the free.
"""

from __future__ import annotations

from dataclasses import replace

from ...rules.base import Message
from ...rules.cartas import parse_francesa
from ...rules.pinacle import forma_escalera, se_pudo_empezar, valor_rescatado
from ...rules.pinacle.escaleras import M_INCOMPLETA
from ..canasta.comun import PALOS, Mazo
from ..forms import Cards
from ..kind import Draft, Kind, mistake
from .comun import COMODINES, PUNTOS, cartas as _cartas, pinacle_house_rules, rescatado
from .escalera import POSICIONES

TRIO = Message("puzzles.pinacle.comodin.trio",
               "En la mesa está el trío {cartas}. Rescatas el {comodin} poniendo {sustituye}. ¿Cuánto vale el "
               "comodín rescatado?",
               "The trío {cartas} is on the table. You rescue the {comodin} by placing {sustituye}. What is the "
               "rescued comodín worth?")
ESCALERA = Message("puzzles.pinacle.comodin.escalera",
                   "En la mesa está la escalera {cartas} (de menor a mayor). ¿Qué comodines se pueden todavía mover "
                   "o rescatar?",
                   "The escalera {cartas} is on the table (lowest first). Which comodines can still be moved or "
                   "rescued?")
RANGOS_TRIO = ("A", "A", "K", "Q", "J", "10", "9", "7", "5")


def _trio(rng):
    mazo = Mazo(rng)
    rank = rng.choice(RANGOS_TRIO)
    naturales = mazo.naturales(rank, rng.randint(2, 3))
    comodin = mazo.de(COMODINES)
    sustituye = mazo.natural(rank)
    if naturales is None or None in (comodin, sustituye):
        return None
    cartas = naturales + [comodin]
    return Draft({"comodin": comodin, "combinacion": "trio", "sustituye": sustituye}, PUNTOS, TRIO,
                 {"cartas": _cartas(cartas), "comodin": _cartas([comodin])[0],
                  "sustituye": _cartas([sustituye])[0]},
                 context={"combinacion": cartas}, ruling="pinacle.rescate")


def _escalera(rng, level):
    suit = rng.choice(PALOS)
    length = rng.randint(4, 6) if level == 2 else rng.randint(6, 9)
    start = rng.randint(0, 12 - length)
    cartas = [r + suit for r in POSICIONES[start:start + length]]
    n = rng.randint(1, 2) if level == 2 else rng.randint(2, 3)
    wilds = rng.sample(COMODINES, n)
    spots = rng.sample(range(length), n)
    ends = tuple(s for s in (0, length - 1) if s not in spots[1:])
    if rng.random() < 0.6 and ends:  # often one comodín at an end: free comodines come up as often as blocked ones
        spots[0] = rng.choice(ends)
    for spot, wild in zip(spots, wilds):
        cartas[spot] = wild
    if sum(not (c == "JK" or c.startswith("2")) for c in cartas) < 2:
        return None
    return Draft({"cartas": cartas}, Cards("francesa", tuple(wilds)), ESCALERA, {"cartas": _cartas(cartas)})


def build(level, rng, house_rules):
    """Version 2: version 1 without the escaleras no table can produce (no three consecutive cards are a legal
    start, §7.2, §14 B5: e.g. ``9S 2C 2S QS``, 34 of 4,000 level-2 seeds of version 1), drawn again."""
    draft = build_v1(level, rng, house_rules)
    if level == 1 or draft is None:
        return draft
    cartas = [parse_francesa(c) for c in draft.situation["cartas"]]
    return draft if se_pudo_empezar(cartas, pinacle_house_rules(house_rules)) else None


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: a level-2 escalera is sometimes one no legal start could have built."""
    return _trio(rng) if level == 1 else _escalera(rng, level)


def _es_comodin(card):
    return card == "JK" or card.startswith("2")


def pose(level, situation, context):
    """The question about a given rescue (``pinacle.rescate`` fields; ``context.combinacion`` = the trío shown)
    or a given escalera (``{"cartas": [...]}``: which comodines can still be moved or rescued)."""
    if "comodin" in situation:
        shown = context.get("combinacion") or [situation["comodin"]]
        return Draft(situation, PUNTOS, TRIO, {"cartas": _cartas(shown),
                                                         "comodin": _cartas([situation["comodin"]])[0],
                                                         "sustituye": _cartas([situation["sustituye"]])[0]},
                     context=context, ruling="pinacle.rescate")
    wilds = tuple(c for c in situation["cartas"] if _es_comodin(c))
    if len(set(wilds)) != len(wilds):
        raise ValueError("the same comodín appears twice: the learner could not say which one")
    return Draft(situation, Cards("francesa", wilds), ESCALERA, {"cartas": _cartas(situation["cartas"])})


def answer(ruling, draft):
    if draft.ruling == "pinacle.rescate":
        return ruling.answer["puntos"]
    blocked = {draft.situation["cartas"][i] for i in ruling.answer["bloqueados"]}
    return tuple(c for c in draft.form.among if c not in blocked)


def steps(draft, ruling):
    """The explanation of an escalera's free comodines: its shape and its blocked comodines, not its value (an
    incomplete escalera's ordinary value, §11, answers another question)."""
    if draft.ruling == "pinacle.rescate":
        return ruling.reasons
    return tuple(r for r in ruling.reasons if r.message is not M_INCOMPLETA)


def _trio_only(f):
    return lambda case: f(case) if isinstance(case.answer, int) else None


def _escalera_only(f):
    return lambda case: f(case) if isinstance(case.answer, tuple) else None


def _no_dobla(case):
    if case.situation["comodin"] == "JK" or not case.answer:
        return None
    return case.answer // 2


def _como_escalera(case):
    comodin = case.situation["comodin"]
    return rescatado(comodin, "escalera", None, case.house_rules) if comodin != "JK" else None


def _diez_figura(case):
    """A 2 rescued from a trío of 10s valued as from a trío of figuras (the 10 read as a figura, §14 B4)."""
    s = case.situation
    if s["comodin"] == "JK" or not s["sustituye"].startswith("10"):
        return None
    figura = replace(pinacle_house_rules(case.house_rules), diez_es_figura=True)
    return valor_rescatado(parse_francesa(s["comodin"]), "trio", parse_francesa(s["sustituye"]), figura)[0]


def _entre_naturales(case):
    """The free comodines read with ``bloqueo`` set to ``entre_naturales`` (a comodín beside another not counted
    as a card, §7.4): the engine's :func:`forma_escalera` under that house rule."""
    house = replace(pinacle_house_rules(case.house_rules), bloqueo="entre_naturales")
    cartas = case.situation["cartas"]
    bloqueados = {cartas[i] for i in forma_escalera([parse_francesa(c) for c in cartas], house).bloqueados}
    return tuple(c for c in case.form.among if c not in bloqueados)


def _joker_como_dos(case):
    if case.situation["comodin"] != "JK":
        return None
    return rescatado("2" + case.situation["sustituye"][-1], "trio", case.situation["sustituye"], case.house_rules)


MISTAKES = (
    mistake("pinacle.comodin.no_dobla", "un dos rescatado de un trío de ases o figuras vale el doble de esa carta",
            "a 2 rescued from a trío of aces or figures is worth double that card", _trio_only(_no_dobla)),
    mistake("pinacle.comodin.diez_figura",
            "el 10 no es figura, lo son el rey, la reina y la jota (lectura de Tapete; regla de la casa "
            "diez_es_figura): un dos rescatado de un trío de dieces no tiene premio especial",
            "the 10 is not a figura, the king, the queen and the jack are (Tapete's reading; house rule "
            "diez_es_figura): a 2 rescued from a trío of tens carries no special premium",
            _trio_only(_diez_figura)),
    mistake("pinacle.comodin.como_escalera",
            "en un trío el dos rescatado vale el doble de la carta (ases 30, figuras 20); en otros tríos no tiene "
            "premio especial y cuenta 0 (lectura de Tapete; regla de la casa premio_dos_rescatado_otros); 30 es en "
            "escalera",
            "in a trío a rescued 2 is worth double the card (aces 30, figures 20); in other tríos it carries no "
            "special premium and counts 0 (Tapete's reading; house rule premio_dos_rescatado_otros); 30 is for "
            "escaleras",
            _trio_only(_como_escalera)),
    mistake("pinacle.comodin.joker_como_dos", "el joker rescatado vale siempre 30",
            "a rescued joker is always worth 30", _trio_only(_joker_como_dos)),
    mistake("pinacle.comodin.bloqueo_entre_naturales",
            "un comodín al lado de otro también está entre dos cartas, porque el comodín cuenta como carta: está "
            "bloqueado (lectura de Tapete; regla de la casa bloqueo)",
            "a comodín beside another one also lies between two cards, as the comodín counts as a card: it is "
            "blocked (Tapete's reading; house rule bloqueo)", _escalera_only(_entre_naturales)),
    mistake("pinacle.comodin.todos_libres",
            "un comodín entre dos cartas de la escalera está bloqueado: ni se mueve ni se rescata",
            "a comodín between two cards of the escalera is blocked: it can be neither moved nor rescued",
            _escalera_only(lambda case: case.form.among)),
    mistake("pinacle.comodin.ninguno_libre",
            "un comodín en un extremo de la escalera se puede mover dentro de ella o rescatar (rescatarlo de una "
            "escalera incompleta: lectura de Tapete; regla de la casa rescate_escalera_incompleta)",
            "a comodín at an end of the escalera can be moved within it or rescued (rescued from an escalera not "
            "yet complete: Tapete's reading; house rule rescate_escalera_incompleta)",
            _escalera_only(lambda case: ())),
    mistake("pinacle.comodin.al_reves", "libres son los de los extremos; bloqueados, los que están entre dos cartas",
            "the free ones are at the ends; the blocked ones lie between two cards",
            _escalera_only(lambda case: tuple(c for c in case.form.among if c not in case.answer))),
)

KIND = Kind(
    name="pinacle.comodin", game="pinacle", ruling="pinacle.escalera", version=2,
    title=Message("puzzles.pinacle.comodin", "Comodines bloqueados y rescatados", "Blocked and rescued comodines"),
    levels={
        1: Message("puzzles.pinacle.comodin.1", "Rescatar de un trío", "Rescuing from a trío"),
        2: Message("puzzles.pinacle.comodin.2", "Comodines en los extremos o entre dos cartas",
                   "Comodines at the ends or between two cards"),
        3: Message("puzzles.pinacle.comodin.3", "Escaleras largas con varios comodines",
                   "Long escaleras with several comodines"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose, steps=steps,
    earlier_builds={1: build_v1}, pose_version=1,  # hand-written puzzles are posed as before
)
