"""The one explicit house-rules value: every game's settings, each defaulting to the rulebook's recommended reading.

Each game module defines its own frozen settings dataclass (``CanastaHouseRules``, ``PinacleHouseRules``,
``TresilloHouseRules``), one field per ``[R]`` reading of its rules file that can change an answer; this module
composes them so the referee, the puzzles and the web app pass a single value around.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Mapping

from .base import InvalidSituation, UnknownSettings, settings_from_mapping, settings_to_dict, shown, unknown_settings
from .canasta import CanastaHouseRules
from .pinacle import PinacleHouseRules
from .tresillo import TresilloHouseRules
from .games import GAMES

_GAMES = {name: game.house_rules for name, game in GAMES.items()}


@dataclass(frozen=True)
class HouseRules:
    """All house rules in force, one section per game.

    Attributes:
        canasta: settings of ``rules/canasta.md §16``.
        pinacle: settings of ``rules/pinacle.md §14``.
        tresillo: settings of ``rules/tresillo.md §16``.
    """

    canasta: CanastaHouseRules = field(default_factory=CanastaHouseRules)
    pinacle: PinacleHouseRules = field(default_factory=PinacleHouseRules)
    tresillo: TresilloHouseRules = field(default_factory=TresilloHouseRules)

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None) -> "HouseRules":
        """Read ``{"canasta": {...}, "pinacle": {...}, "tresillo": {...}}`` (any section may be missing).

        Raises:
            UnknownSettings: unknown sections or settings, every one of them named (an :class:`InvalidSituation`).
            InvalidSituation: a value of the wrong type.
        """
        if mapping is None:
            return cls()
        if not isinstance(mapping, Mapping):
            raise InvalidSituation(f"house rules must be a table with sections canasta/pinacle/tresillo, got {mapping!r}",
                                   es=f"las reglas de la casa deben ser una tabla con las secciones "
                                      f"canasta/pinacle/tresillo, pero son {shown(mapping)}")
        sections = [str(game) for game in mapping if game not in _GAMES]
        settings = [name for game, cls in _GAMES.items() if isinstance(mapping.get(game), Mapping)
                    for name in unknown_settings(cls, mapping[game], prefix=f"{game}.")]
        if sections or settings:
            known = [f"{game}.{f.name}" for game, cls in _GAMES.items()
                     if any(n.startswith(f"{game}.") for n in settings) for f in dataclasses.fields(cls)]
            raise UnknownSettings(settings, known, sections, list(_GAMES))
        return cls(**{g: settings_from_mapping(c, mapping.get(g), prefix=f"{g}.") for g, c in _GAMES.items()})

    def to_dict(self) -> dict:
        """Every setting in force, by game then name."""
        return {g: settings_to_dict(getattr(self, g)) for g in _GAMES}

    def for_game(self, game: str):
        """The settings of one game (``"canasta"``, ``"pinacle"`` or ``"tresillo"``)."""
        return getattr(self, game)
