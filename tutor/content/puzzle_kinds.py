"""What content needs from the puzzle layer: the kind names, and whether a kind/level/seed generates.

The puzzle layer (``tutor.puzzles``, issue 4) is used when it imports; otherwise embedded puzzles are checked
against the sixteen kind names (those of issue 4 and tresillo.lances) only, and reported as not generated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

KIND_NAMES = (
    "canasta.valor", "canasta.combinacion", "canasta.pozo", "canasta.salida", "canasta.mano",
    "pinacle.escalera", "pinacle.comodin", "pinacle.especial",
    "tresillo.orden", "tresillo.jugada_legal", "tresillo.resultado", "tresillo.estuches", "tresillo.firmes",
    "tresillo.cobro", "tresillo.plato", "tresillo.lances",
)
"""The sixteen puzzle kinds: issue 4's and ``tresillo.lances`` (issue 19) (used when ``tutor.puzzles`` cannot be
imported)."""


@dataclass(frozen=True)
class PuzzleLayer:
    """The puzzle layer as content sees it.

    Attributes:
        names: every kind name a lesson may embed.
        available: the kinds that can generate now (empty when the layer is not importable).
        unavailable_reason: why puzzles cannot be generated (``None`` when the layer imported).
        module: the imported ``tutor.puzzles`` module, or ``None``.
    """

    names: tuple[str, ...]
    available: frozenset[str]
    unavailable_reason: str | None
    module: Any = None

    def generate(self, kind: str, level: int, seed: int, house_rules: Any = None) -> tuple[Any, str | None]:
        """``(puzzle, None)`` if the puzzle generates, else ``(None, message)`` saying why not (the kind must be
        available).

        Raises:
            ImportError: the layer's own dependencies (the rules engines) do not import yet: the puzzle cannot be
                checked, which is not the lesson's fault.
        """
        try:
            return self.module.generate(kind, level, seed, house_rules), None
        except ImportError:
            raise
        except Exception as err:  # any failure of a generator is a content error to report, not a crash
            return None, f"puzzle {kind} level={level} seed={seed} does not generate: {type(err).__name__}: {err}"

    def generate_error(self, kind: str, level: int, seed: int, house_rules: Any = None) -> str | None:
        """``None`` if the puzzle generates, else a message saying why not (see :meth:`generate`)."""
        return self.generate(kind, level, seed, house_rules)[1]


def shown(puzzle: Any) -> str:
    """What a learner is shown of a generated puzzle (kind, question, situation, context), as one comparable string.

    Two embeds with the same value pose the same puzzle even when their seeds or levels differ (issue 19: seeds 71
    and 73 of ``pinacle.escalera`` level 1 show the same escalera).
    """
    prompt = puzzle.prompt("es")
    return json.dumps({key: prompt[key] for key in ("kind", "question", "situation", "context")},
                      sort_keys=True, ensure_ascii=False)


def puzzle_layer() -> PuzzleLayer:
    """Import ``tutor.puzzles`` if possible and describe it (never raises)."""
    try:
        import tutor.puzzles as puzzles
    except Exception as err:  # a half-written puzzle layer must not stop content checking
        return PuzzleLayer(KIND_NAMES, frozenset(), f"tutor.puzzles does not import ({type(err).__name__}: {err})")
    names = tuple(getattr(puzzles, "KIND_MODULES", None) or KIND_NAMES)
    available = frozenset(getattr(puzzles, "KINDS", {}))
    return PuzzleLayer(names, available, None, puzzles)
