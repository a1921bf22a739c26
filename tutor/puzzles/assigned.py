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
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Mapping

from ..rules.profiles import BUILT_IN
from . import KINDS, Puzzle, from_id
from .base import PuzzleId, parse_id

DEAL_KIND = "tresillo.trato"
"""The kind of an assignment's "Juega un trato" item: its ``puzzle_id`` is a deal id (with the learner's seat and
the profile, ``tresillo.trato-v1-J4-S123-A0-Pclasica``), played at the table rather than posed as a puzzle."""

VARIANT_STRIDE = 1_000_003
"""A learner's variant of the item at ``position`` is drawn with ``n = position * VARIANT_STRIDE + user_id``."""


def seeded(seed: int, kind: str, level: int, n: int) -> int:
    """The seed of the ``n``-th generated puzzle of ``kind`` at ``level`` in a set made from ``seed``: the same
    set for the same seed, and no puzzle id to be guessed from another's (a SHA-256 digest, below 10**9)."""
    digest = hashlib.sha256(f"{seed}:{kind}:{level}:{n}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 10**9


def generated_id(kind: str, level: int, seed: int, profile: str = "") -> str:
    """The id of the puzzle of ``kind`` at ``level`` generated from ``seed``, at the kind's current version, under
    the house-rule profile of key ``profile`` (``""``: the Reglamento, no ``-P`` part)."""
    return str(PuzzleId(kind, KINDS[kind].version, level, seed, profile=profile))


def generated_ids(kinds: list[str], levels: list[int], count: int, seed: int) -> list[str]:
    """The puzzle ids of a generated set (under the Reglamento: the caller puts them under the profile in force):
    each kind × level, ``count`` puzzles, seeds from ``seed``."""
    return [generated_id(k, lv, seeded(seed, k, lv, n)) for k in kinds for lv in levels for n in range(count)]


def variant_seed_of(variant_seed: int, kind: str, level: int, position: int, user_id: int) -> int:
    """The seed of ``user_id``'s variant of the item at ``position`` (of ``kind`` at ``level``) in an assignment
    whose secret seed is ``variant_seed``."""
    return seeded(variant_seed, kind, level, position * VARIANT_STRIDE + user_id)


def variant_id(a, item, user_id: int | None) -> str:
    """The puzzle id ``user_id`` is given for ``item`` (a :class:`tutor.progress.classes.Item` of the assignment
    ``a``): the item's own, or in an assignment of variants, one drawn for this learner from the assignment's
    secret seed (the same every time, another for each learner). Hand-written items and deals have no variants."""
    if a.variant_seed is None or user_id is None or item.situation is not None or item.kind == DEAL_KIND:
        return item.puzzle_id
    return generated_id(item.kind, item.level,
                        variant_seed_of(a.variant_seed, item.kind, item.level, item.position, user_id),
                        profile=parse_id(item.puzzle_id).profile)


@dataclass(frozen=True, slots=True)
class StoredSituation:
    """A hand-written situation stored with an assignment's item, as :func:`tutor.puzzles.from_id` looks one up
    (a :class:`tutor.puzzles.Handwritten`)."""

    situation: Mapping[str, Any]
    context: Mapping[str, Any]


def pose_id(puzzle_id: str, situation: str | None = None, profiles: Mapping[str, Any] | None = None) -> Puzzle:
    """The puzzle of an assignment's item: generated from its id, or posed from the hand-written situation stored
    with it (JSON ``{"situation": ..., "context": ...}``), under the profile its id names. ``profiles`` maps the
    club's own profile keys (``club_3``) to their profiles; a puzzle under one of them depends on that club's
    database, so only puzzles under a built-in profile are kept in the process-wide cache.

    Raises:
        what :func:`tutor.puzzles.from_id` raises.
    """
    if parse_id(puzzle_id).profile in ("", *BUILT_IN):
        return _cached(puzzle_id, situation)
    return _posed(puzzle_id, situation, profiles)


@lru_cache(maxsize=2048)
def _cached(puzzle_id: str, situation: str | None) -> Puzzle:
    return _posed(puzzle_id, situation, None)


def _posed(puzzle_id: str, situation: str | None, profiles: Mapping[str, Any] | None) -> Puzzle:
    if situation is None:
        return from_id(puzzle_id, profiles=profiles)
    data = json.loads(situation)
    filed = str(replace(parse_id(puzzle_id), profile=""))  # a hand-written situation is filed without its -P part
    return from_id(puzzle_id, index={filed: StoredSituation(data["situation"], data.get("context") or {})},
                   profiles=profiles)
