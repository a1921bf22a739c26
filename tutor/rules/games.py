"""The games Tapete knows, in one registry: every layer (engine, referee, puzzles, content, web) reads it.

>>> GAMES["tresillo"].deck, game_of("canasta.pozo").title
('espanola', 'Canasta')
"""

from __future__ import annotations

from dataclasses import dataclass

from .canasta import CanastaHouseRules
from .cartas import ESPANOLA, FRANCESA
from .pinacle import PinacleHouseRules
from .tresillo import TresilloHouseRules


@dataclass(frozen=True)
class Game:
    """One game.

    Attributes:
        name: the id used in ruling and puzzle-kind names (``"canasta"`` in ``canasta.pozo``), house-rules sections
            and addresses.
        title: the game's name as written (the same in Spanish and English).
        deck: the deck its cards are read from, :data:`~tutor.rules.cartas.FRANCESA` or
            :data:`~tutor.rules.cartas.ESPANOLA`.
        house_rules: the frozen dataclass of its house rules (``rules/<game>.md``, the house-rules section).
        house_rules_section: that section's number (``"16"`` for ``canasta §16``), cited by the explanation steps
            that name a house rule or a profile.
    """

    name: str
    title: str
    deck: str
    house_rules: type
    house_rules_section: str


GAMES: dict[str, Game] = {g.name: g for g in (
    Game("canasta", "Canasta", FRANCESA, CanastaHouseRules, "16"),
    Game("pinacle", "Pinacle", FRANCESA, PinacleHouseRules, "14"),
    Game("tresillo", "Tresillo", ESPANOLA, TresilloHouseRules, "16"),
)}
"""Every game by name, in the order pages list them."""


def game_of(name: str) -> Game:
    """The game of a ruling or puzzle-kind name (``"tresillo.cobro"`` -> Tresillo) or of a game name.

    Raises:
        KeyError: the name's prefix is not a game.
    """
    return GAMES[name.split(".", 1)[0]]
