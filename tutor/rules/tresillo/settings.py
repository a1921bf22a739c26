"""House rules of Tresillo: one field per [R] reading of ``rules/tresillo.md §16`` that can change an answer.

Defaults are the recommended readings. Fields that restrict a value declare ``metadata={"choices": (...)}``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TresilloHouseRules:
    """Tresillo settings in force (``rules/tresillo.md §16``); the defaults are the rulebook's recommended readings."""
