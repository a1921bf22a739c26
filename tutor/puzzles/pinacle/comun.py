"""What the Pinacle kinds share: the comodines they draw, the one answer form they reuse, and the engine's values
under a puzzle's house rules (for the known mistakes)."""

from __future__ import annotations

from ...rules.base import Message, Phrase
from ...rules.cartas import FRANCESA, parse_cartas, parse_francesa
from ...rules.pinacle import DEFAULT, PinacleHouseRules, valor_rescatado
from ..canasta.comun import PALOS
from ..forms import Number

COMODINES = ("JK",) + tuple("2" + p for p in PALOS)
"""Every comodín (the joker and the four 2s), in the order the kinds draw from (the same draws for a seed)."""
DOSES_DE_OTRO_PALO = {palo: tuple("2" + p for p in PALOS if p != palo) for palo in PALOS}
"""Suit -> the 2s of the other suits, in draw order."""
PUNTOS = Number("puntos")
"""The answer form of a value in puntos (forms are immutable values: one serves every puzzle)."""


def pinacle_house_rules(house_rules) -> PinacleHouseRules:
    """The Pinacle house rules of a puzzle (``None``: the rulebook's recommended readings)."""
    return house_rules.pinacle if house_rules is not None else DEFAULT


RESCATADOS = Message("puzzles.pinacle.rescatados", " Encima, cruzados, hay comodines rescatados: {cartas}.",
                     " Rescued comodines lie crosswise on it: {cartas}.")


def rescatados(cartas) -> Phrase:
    """The question's clause naming the rescued comodines lying crosswise on a combination."""
    return Phrase(RESCATADOS, {"cartas": parse_cartas(cartas, FRANCESA)})


def cartas(tokens) -> tuple:
    """The cards of a question (written for people by the page, as codes by the command line)."""
    return parse_cartas(tokens, FRANCESA)


def rescatado(comodin: str, combinacion: str, sustituye: str | None, house_rules) -> int:
    """Puntos of the rescued comodín ``comodin`` (a token) from an ``"escalera"`` or a ``"trio"`` where it stood
    for ``sustituye`` (engine: :func:`tutor.rules.pinacle.valor_rescatado`, §9)."""
    carta = None if sustituye is None else parse_francesa(sustituye)
    return valor_rescatado(parse_francesa(comodin), combinacion, carta, pinacle_house_rules(house_rules))[0]
