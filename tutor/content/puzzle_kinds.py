"""What content needs from the puzzle layer: the kind names, and whether a kind/level/seed generates.

The puzzle layer is ``tutor.puzzles`` (its ``KIND_MODULES`` and ``KINDS``); tests pass a :class:`PuzzleLayer` of
their own (e.g. one that generates nothing).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PuzzleLayer:
    """The puzzle layer as content sees it.

    Attributes:
        names: every kind name a lesson may embed.
        available: the kinds that can generate (a test's layer may offer none).
        unavailable_reason: why puzzles are not generated (``None`` for ``tutor.puzzles``).
        module: the ``tutor.puzzles`` module, or ``None`` (a test's layer that generates nothing).
    """

    names: tuple[str, ...]
    available: frozenset[str]
    unavailable_reason: str | None
    module: Any = None

    def generate(self, kind: str, level: int, seed: int, profile: Any = None) -> tuple[Any, str | None]:
        """``(puzzle, None)`` if the puzzle generates, else ``(None, message)`` saying why not (the kind must be
        available)."""
        try:
            return self.module.generate(kind, level, seed, profile), None
        except Exception as err:  # any failure of a generator is a content error to report, not a crash
            return None, f"puzzle {kind} level={level} seed={seed} does not generate: {type(err).__name__}: {err}"

    def generate_error(self, kind: str, level: int, seed: int, profile: Any = None) -> str | None:
        """``None`` if the puzzle generates, else a message saying why not (see :meth:`generate`)."""
        return self.generate(kind, level, seed, profile)[1]


def shown(puzzle: Any) -> str:
    """What a learner is shown of a generated puzzle (kind, question, situation, context), as one comparable string.

    Two embeds with the same value pose the same puzzle even when their seeds or levels differ (issue 19: seeds 71
    and 73 of ``pinacle.escalera`` level 1 show the same escalera).
    """
    prompt = puzzle.prompt("es")
    return json.dumps({key: prompt[key] for key in ("kind", "question", "situation", "context")},
                      sort_keys=True, ensure_ascii=False)


def puzzle_layer() -> PuzzleLayer:
    """The puzzle layer, ``tutor.puzzles`` (imported when first needed): every kind it defines generates."""
    from .. import puzzles

    return PuzzleLayer(puzzles.KIND_MODULES, frozenset(puzzles.KINDS), None, puzzles)
