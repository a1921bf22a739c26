"""Which puzzle a learner gets in a class assignment (issue 15): the ids of a generated set, the variant drawn
for each learner when the teacher asks for "a different variant per learner", and posing an item's puzzle
(generated from its id, or from the hand-written situation stored with it).

Pure functions of their arguments (no web, no database): the teachers' and learners' pages (:mod:`tutor.web.teach`,
the gradebook's drill-down) ask here, so a variant id is computed in one place; the store keeps the variants
learners were given (:func:`tutor.progress.classes.note_variant`) so that they are sealed with their items.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from . import KINDS, Puzzle, from_id
from .base import PuzzleId

VARIANT_STRIDE = 1_000_003
"""A learner's variant of the item at ``position`` is drawn with ``n = position * VARIANT_STRIDE + user_id``."""


def seeded(seed: int, kind: str, level: int, n: int) -> int:
    """The seed of the ``n``-th generated puzzle of ``kind`` at ``level`` in a set made from ``seed``: the same
    set for the same seed, and no puzzle id to be guessed from another's (a SHA-256 digest, below 10**9)."""
    digest = hashlib.sha256(f"{seed}:{kind}:{level}:{n}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 10**9


def generated_id(kind: str, level: int, seed: int) -> str:
    """The id of the puzzle of ``kind`` at ``level`` generated from ``seed``, at the kind's current version."""
    return str(PuzzleId(kind, KINDS[kind].version, level, seed))


def generated_ids(kinds: list[str], levels: list[int], count: int, seed: int) -> list[str]:
    """The puzzle ids of a generated set: each kind × level, ``count`` puzzles, seeds from ``seed``."""
    return [generated_id(k, lv, seeded(seed, k, lv, n)) for k in kinds for lv in levels for n in range(count)]


def variant_seed_of(variant_seed: int, kind: str, level: int, position: int, user_id: int) -> int:
    """The seed of ``user_id``'s variant of the item at ``position`` (of ``kind`` at ``level``) in an assignment
    whose secret seed is ``variant_seed``."""
    return seeded(variant_seed, kind, level, position * VARIANT_STRIDE + user_id)


def variant_id(a, item, user_id: int | None) -> str:
    """The puzzle id ``user_id`` is given for ``item`` (a :class:`tutor.progress.classes.Item` of the assignment
    ``a``): the item's own, or in an assignment of variants, one drawn for this learner from the assignment's
    secret seed (the same every time, another for each learner). Hand-written items have no variants."""
    if a.variant_seed is None or user_id is None or item.situation is not None:
        return item.puzzle_id
    return generated_id(item.kind, item.level,
                        variant_seed_of(a.variant_seed, item.kind, item.level, item.position, user_id))


@dataclass(frozen=True, slots=True)
class StoredSituation:
    """A hand-written situation stored with an assignment's item, as :func:`tutor.puzzles.from_id` looks one up
    (a :class:`tutor.puzzles.Handwritten`)."""

    situation: Mapping[str, Any]
    context: Mapping[str, Any]


@lru_cache(maxsize=2048)
def pose_id(puzzle_id: str, situation: str | None = None) -> Puzzle:
    """The puzzle of an assignment's item: generated from its id, or posed from the hand-written situation stored
    with it (JSON ``{"situation": ..., "context": ...}``). Raises what :func:`tutor.puzzles.from_id` raises."""
    if situation is None:
        return from_id(puzzle_id)
    data = json.loads(situation)
    return from_id(puzzle_id, index={puzzle_id: StoredSituation(data["situation"], data.get("context") or {})})
