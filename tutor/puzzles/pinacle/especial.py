"""``pinacle.especial``: what is this special set worth? (``rules/pinacle.md §10``)

Answer: one number, the ``puntos`` of the referee's ``pinacle.especial`` ruling. The disputed "with comodín" lines
(§14 B2) are never drawn.

Levels:
    1. six, seven or eight aces or equal figures, without comodín.
    2. the pináculo: eight cards of one index and three comodines gathered in hand, de mano (3 000) or later in the
       hand (1 500).
    3. special sets carrying rescued comodines crosswise (a joker +30; a 2, double the card it stood for: +30 on
       aces, +20 on figures), and pináculos, mixed.

Known mistakes: added the card values to the set's fixed value; swapped the pináculo de mano and later values;
valued aces as figures or figures as aces; forgot the rescued comodines; valued a 2 rescued on figures at 30.
"""

from __future__ import annotations

from ...rules.base import Message
from ..canasta.comun import Mazo
from ..kind import Draft, Kind, mistake
from ...rules.cartas import parse_francesa
from ...rules.pinacle import ESPECIALES_SIN_COMODIN, RESCATADO_JOKER, valor_carta
from .comun import COMODINES, PUNTOS, cartas, pinacle_house_rules, rescatado, rescatados

QUESTION = Message("puzzles.pinacle.especial.pregunta",
                   "¿Cuánto vale esta combinación especial: {cartas}?{como}",
                   "What is this special set worth: {cartas}?{como_en}")
RANGOS = ("A", "A", "K", "Q", "J")


def build(level, rng, house_rules):
    mazo = Mazo(rng)
    rank = rng.choice(RANGOS)
    pinaculo = level == 2 or (level == 3 and rng.random() < 0.3)
    cartas = mazo.naturales(rank, 8 if pinaculo else rng.randint(6, 8))
    situation = {}
    if pinaculo:
        cartas = (cartas or [None]) + [mazo.de(COMODINES) for _ in range(3)]
        situation["de_mano"] = rng.random() < 0.5
    elif level == 3:
        situation["rescatados"] = [mazo.de(COMODINES) for _ in range(rng.randint(1, 2))]
    if not cartas or None in cartas or None in situation.get("rescatados", ()):
        return None
    situation["cartas"] = cartas
    return pose(level, situation, {})


def pose(level, situation, context):
    """The question about a given special set (``cartas``; ``de_mano`` for a pináculo; ``rescatados``)."""
    como = ("", "")
    if "de_mano" in situation:
        como = ((" Reunida en la mano con las cartas del reparto." if situation["de_mano"]
                 else " Reunida en la mano más tarde, tras varios robos."),
                (" Gathered in hand with the dealt cards." if situation["de_mano"]
                 else " Gathered in hand later, after several draws."))
    elif situation.get("rescatados"):
        como = (rescatados(situation["rescatados"]),) * 2
    return Draft(situation, PUNTOS, QUESTION, {"cartas": cartas(situation["cartas"]), "como": como[0],
                                                          "como_en": como[1]})


def answer(ruling, draft):
    return ruling.answer["puntos"]


def _naturales(case):
    return [c for c in case.situation["cartas"] if not (c == "JK" or c.startswith("2"))]


def _sumo_cartas(case):
    cartas = case.situation["cartas"]
    if len(_naturales(case)) != len(cartas):
        return None
    house = pinacle_house_rules(case.house_rules)
    return case.answer + sum(valor_carta(parse_francesa(c), house) for c in cartas)


def _pinaculo(case):
    if "de_mano" not in case.situation:
        return None
    return 1500 if case.answer == 3000 else 3000 if case.answer == 1500 else None


def _ases_figuras(case):
    nat = _naturales(case)
    if len(nat) != len(case.situation["cartas"]):
        return None
    group = "A" if nat[0].startswith("A") else "F"
    other = ESPECIALES_SIN_COMODIN.get(("F" if group == "A" else "A", len(nat)))
    return other[1] + _rescatados(case) if other else None


def _rescatados(case):
    """Puntos of the rescued comodines lying on the set (§9), each standing for a card of the set's rank."""
    sustituye = _naturales(case)[0]
    return sum(rescatado(c, "trio", sustituye, case.house_rules) for c in case.situation.get("rescatados", ()))


def _dos_a_30(case):
    """Every rescued comodín valued at 30, a 2 as a joker (or as on aces), on a set whose rescued 2s are worth less."""
    rescatados = case.situation.get("rescatados", ())
    if not rescatados:
        return None
    wrong = case.answer - _rescatados(case) + RESCATADO_JOKER * len(rescatados)
    return wrong if wrong != case.answer else None


def _sin_rescatados(case):
    n = _rescatados(case)
    return case.answer - n if n else None


MISTAKES = (
    mistake("pinacle.especial.sumo_cartas", "el valor de la combinación especial es fijo: no se suman las cartas",
            "a special set has a fixed value: the cards are not added", _sumo_cartas),
    mistake("pinacle.especial.pinaculo_cambiado",
            "el pináculo de mano (con las cartas del reparto) vale 3 000; formado más tarde, 1 500",
            "a pináculo de mano (with the dealt cards) is worth 3 000; formed later, 1 500", _pinaculo),
    mistake("pinacle.especial.ases_figuras", "los ases valen más que las figuras: 8 ases 1 000 y 8 figuras 750, "
            "7 ases 400 y 7 figuras 300, 6 ases 300 y 6 figuras 200",
            "aces are worth more than figures: 8 aces 1 000 and 8 figures 750, 7 aces 400 and 7 figures 300, "
            "6 aces 300 and 6 figures 200", _ases_figuras),
    mistake("pinacle.especial.sin_rescatados",
            "olvidaste sumar los comodines rescatados que tiene encima: un joker vale 30; un dos, el doble de la "
            "carta que sustituía (30 sobre ases, 20 sobre figuras)",
            "you forgot to add the rescued comodines lying on it: a joker is worth 30; a 2, double the card it stood "
            "for (30 on aces, 20 on figures)", _sin_rescatados),
    mistake("pinacle.especial.dos_a_30",
            "un dos rescatado vale el doble de la carta que sustituía: 20 sobre figuras, no 30 (30 es el joker, o un "
            "dos sobre ases)",
            "a rescued 2 is worth double the card it stood for: 20 on figures, not 30 (30 is the joker's, or a 2's "
            "on aces)", _dos_a_30),
)

KIND = Kind(
    name="pinacle.especial", game="pinacle", ruling="pinacle.especial", version=1,
    title=Message("puzzles.pinacle.especial", "Combinaciones especiales", "Special sets"),
    levels={
        1: Message("puzzles.pinacle.especial.1", "Ases y figuras sin comodín", "Aces and figures without comodín"),
        2: Message("puzzles.pinacle.especial.2", "El pináculo", "The pináculo"),
        3: Message("puzzles.pinacle.especial.3", "Comodines rescatados y pináculos",
                   "Rescued comodines and pináculos"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
