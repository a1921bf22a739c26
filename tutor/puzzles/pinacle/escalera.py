"""``pinacle.escalera``: what is this escalera completa worth? (``rules/pinacle.md §8``)

Answer: one number, the ``puntos`` of the referee's ``pinacle.escalera`` ruling. Only escaleras completas (all
twelve positions, 3 … A) are drawn: their values are fixed by the rulebook (the card values of ordinary
escaleras are on unreadable pages, §12).

Levels:
    1. limpia (1 000) or with one 2 of its own suit (semilimpia, 800).
    2. two 2s of its own suit (750), a joker or a 2 of another suit (sucia, 500).
    3. rescued comodines lying crosswise on it: they never change the class and add 30 each.

Known mistakes: counted a joker or another suit's 2 like a same-suit 2; mixed up 800 and 750; forgot the rescued
comodines; let a rescued comodín lower the class.
"""

from __future__ import annotations

from ...rules.base import Message
from ..canasta.comun import PALOS, Mazo
from ..kind import Draft, Kind, mistake
from ...rules.pinacle import ESCALERA_COMPLETA
from .comun import COMODINES, DOSES_DE_OTRO_PALO, PUNTOS, cartas, rescatado, rescatados

POSICIONES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
QUESTION = Message("puzzles.pinacle.escalera.pregunta",
                   "¿Cuánto vale esta escalera completa: {cartas}?{rescatados}",
                   "What is this escalera completa worth: {cartas}?{rescatados_en}")

WILDS = {1: ((), ("mismo",)), 2: (("mismo", "mismo"), ("joker",), ("otro",), ("mismo", "joker"), ("otro", "otro")),
         3: ((), ("mismo",), ("mismo", "mismo"), ("joker",), ("otro",))}


def build(level, rng, house_rules):
    mazo = Mazo(rng)
    suit = rng.choice(PALOS)
    # The twelve naturals need no bookkeeping in the Mazo: only comodines are drawn from it below, and one copy of
    # each natural stays in the deck whatever comodín stands for it.
    cartas = [r + suit for r in POSICIONES]
    spots = rng.sample(range(12), len(kinds := rng.choice(WILDS[level])))
    for spot, kind in zip(spots, kinds):
        if kind == "mismo":
            cartas[spot] = mazo.de(("2" + suit,))
        elif kind == "joker":
            cartas[spot] = mazo.de(("JK",))
        else:
            cartas[spot] = mazo.de(DOSES_DE_OTRO_PALO[suit])
    situation = {"cartas": cartas}
    if level == 3:
        situation["rescatados"] = [mazo.de(COMODINES) for _ in range(rng.randint(1, 2))]
    if None in cartas or None in situation.get("rescatados", ()):
        return None
    return pose(level, situation, {})


def pose(level, situation, context):
    """The question about a given escalera (``cartas``, and ``rescatados`` lying crosswise on it)."""
    crosswise = rescatados(situation["rescatados"]) if situation.get("rescatados") else ""
    return Draft(situation, PUNTOS, QUESTION, {"cartas": cartas(situation["cartas"]), "rescatados": crosswise,
                                               "rescatados_en": crosswise})


def answer(ruling, draft):
    return ruling.answer["puntos"]


def _wilds(case):
    return [c for c in case.situation["cartas"] if c == "JK" or c.startswith("2")]


def _rescued(case):
    return sum(rescatado(c, "escalera", None, case.house_rules) for c in case.situation.get("rescatados", ()))


def _semilimpia(doses: int) -> int:
    """The value of an escalera completa semilimpia with 1 or 2 twos of its own suit (§8.1)."""
    return ESCALERA_COMPLETA["semilimpia_1" if doses == 1 else "semilimpia_2"]


def _sucia_semilimpia(case):
    if case.ruling.answer["clase"] != "sucia":  # the class first: the comodines are listed only when needed
        return None
    wilds = _wilds(case)
    if len(wilds) > 2:
        return None
    return _semilimpia(len(wilds)) + _rescued(case)


def _800_750(case):
    if case.ruling.answer["clase"] != "semilimpia":
        return None
    return _semilimpia(3 - len(_wilds(case))) + _rescued(case)


def _sin_rescatados(case):
    return case.answer - _rescued(case) if _rescued(case) else None


def _rescatado_en_clase(case):
    if not _rescued(case) or case.ruling.answer["clase"] == "sucia":
        return None
    return ESCALERA_COMPLETA["sucia"] + _rescued(case)


MISTAKES = (
    mistake("pinacle.escalera.sucia_semilimpia",
            "solo los dos de su mismo palo hacen semilimpia; un joker o un dos de otro palo la hacen sucia (500)",
            "only 2s of its own suit make it semilimpia; a joker or another suit's 2 makes it sucia (500)",
            _sucia_semilimpia),
    mistake("pinacle.escalera.800_750", "con un dos de su palo vale 800; con los dos, 750",
            "with one 2 of its own suit it is worth 800; with both, 750", _800_750),
    mistake("pinacle.escalera.sin_rescatados", "olvidaste sumar 30 por cada comodín rescatado que tiene encima",
            "you forgot to add 30 for each rescued comodín lying on it", _sin_rescatados),
    mistake("pinacle.escalera.rescatado_en_clase",
            "los comodines rescatados no cuentan para la clase: solo las doce cartas que la forman",
            "rescued comodines do not count for the class: only its twelve cards do", _rescatado_en_clase),
)

KIND = Kind(
    name="pinacle.escalera", game="pinacle", ruling="pinacle.escalera", version=1,
    title=Message("puzzles.pinacle.escalera", "Valor de la escalera completa", "Value of an escalera completa"),
    levels={
        1: Message("puzzles.pinacle.escalera.1", "Limpia o con un dos de su palo", "Limpia or with one same-suit 2"),
        2: Message("puzzles.pinacle.escalera.2", "Semilimpia con dos doses, y sucias", "Two same-suit 2s, and sucias"),
        3: Message("puzzles.pinacle.escalera.3", "Comodines rescatados encima", "Rescued comodines on it"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
