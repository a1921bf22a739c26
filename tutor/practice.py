"""What to practise next: spaced review per puzzle kind, and the level each learner has reached (``DESIGN.md``).

Every puzzle kind a learner has tried is one review card of the FSRS scheduler (the ``fsrs`` library): a right
answer pushes the kind's next review further away, a wrong one brings it back soon. What to practise next in a
game is, in order: a kind whose review is due (the longest overdue first), else the first kind not tried yet in
teaching order, else the kind due soonest.

Levels: a learner has *reached* level L of a kind after :data:`RIGHT_TO_PASS` right answers at level L and at every
level below it; new puzzles come at the level after the one reached (at most 3).

Uses :mod:`tutor.progress` (storage) and :mod:`tutor.puzzles` (kinds); never Flask.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Iterable

import fsrs

from . import progress
from .puzzles import LEVELS, KINDS, Puzzle, Verdict
from .puzzles.base import MAX_SEED, PuzzleId

RIGHT_TO_PASS = 3
"""Right answers needed at a level (and each level below) to have reached it."""

SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)
"""The spaced-review scheduler; without fuzzing, so a review's outcome is reproducible."""


def rating(verdict: Verdict) -> fsrs.Rating:
    """The review rating of an answer: right = Good, partly right (credit >= 0.5) = Hard, else Again."""
    if verdict.correct:
        return fsrs.Rating.Good
    return fsrs.Rating.Hard if verdict.credit >= 0.5 else fsrs.Rating.Again


def level_reached(stats: progress.KindStats | None) -> int:
    """The highest level (0–3) whose every level up to it has :data:`RIGHT_TO_PASS` right answers."""
    reached = 0
    for level in LEVELS:
        if stats is None or stats.correct_by_level.get(level, 0) < RIGHT_TO_PASS:
            break
        reached = level
    return reached


def next_level(stats: progress.KindStats | None) -> int:
    """The level to practise a kind at: one above the level reached, at most the top level."""
    return min(LEVELS[-1], level_reached(stats) + 1)


def record(db, user_id: int, puzzle: Puzzle, verdict: Verdict, answer: str, time_ms: int | None,
           nonce: str | None = None, now: datetime | None = None) -> int:
    """Store an answer and move the kind's review card, in one transaction; returns the attempt id.

    See :func:`record_once` for the arguments; a showing answered before gives the earlier attempt's id.
    """
    return record_once(db, user_id, puzzle, verdict, answer, time_ms, nonce, now)[0]


def record_once(db, user_id: int, puzzle: Puzzle, verdict: Verdict, answer: str, time_ms: int | None,
                nonce: str | None = None, now: datetime | None = None) -> tuple[int, bool]:
    """Store an answer and move the kind's review card, in one transaction; returns ``(attempt id, stored now)``.

    When the showing ``nonce`` was already answered nothing is written and ``(earlier attempt id, False)`` comes
    back: the caller shows that stored attempt, not the new answer.

    Args:
        db: the store (:func:`tutor.progress.open_db`).
        user_id: the learner.
        puzzle, verdict: the puzzle answered and :func:`tutor.puzzles.check`'s verdict.
        answer: the answer text as the learner gave it (normalised by the puzzle's form).
        time_ms: milliseconds taken, or ``None``.
        nonce: identifies this showing of the puzzle: answering the same showing twice stores one attempt.
        now: the review time (UTC; default now).
    """
    when = now or datetime.now(timezone.utc)

    def review(state: progress.SkillState | None) -> progress.SkillState:
        """The kind's review card moved by this answer (read and written under the attempt's write lock)."""
        card = fsrs.Card.from_json(state.card) if state else fsrs.Card(card_id=0)
        card, _log = SCHEDULER.review_card(card, rating(verdict), when)
        return progress.SkillState(puzzle.kind, card.to_json(), card.due.isoformat())

    attempt = progress.NewAttempt(
        user_id=user_id, puzzle_id=str(puzzle.id), kind=puzzle.kind, game=puzzle.kind.split(".")[0],
        level=puzzle.level, answer=answer, correct=verdict.correct, credit=verdict.credit,
        mistake=verdict.mistake.id if verdict.mistake else None, time_ms=time_ms, nonce=nonce)
    return progress.record_attempt_once(db, attempt, review)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """What to practise: a kind, the level to practise it at, and why (``"due"``, ``"new"`` or ``"ahead"``)."""

    kind: str
    level: int
    why: str


def kinds_of(game: str) -> list[str]:
    """The available puzzle kinds of ``game``, in teaching order."""
    return [name for name, kind in KINDS.items() if kind.game == game]


def suggest(db, user_id: int | None, game: str, now: datetime | None = None) -> Suggestion | None:
    """What ``user_id`` (``None`` for a visitor) should practise next in ``game``; ``None`` if it has no kinds."""
    kinds = kinds_of(game)
    if not kinds:
        return None
    if user_id is None:
        return Suggestion(kinds[0], 1, "new")
    now = now or datetime.now(timezone.utc)
    stats = progress.stats_by_kind(db, user_id)
    states = {k: s for k, s in progress.skills(db, user_id).items() if k in kinds}
    due = sorted((datetime.fromisoformat(s.due), k) for k, s in states.items())
    if due and due[0][0] <= now:
        kind, why = due[0][1], "due"
    else:
        fresh = [k for k in kinds if k not in states]
        kind, why = (fresh[0], "new") if fresh else (due[0][1], "ahead")
    return Suggestion(kind, next_level(stats.get(kind)), why)


def new_puzzle_id(kind: str, level: int, seed: int | None = None) -> str:
    """The id of a fresh puzzle of ``kind`` at ``level`` (a random seed unless one is given)."""
    seed = secrets.randbelow(10**9) if seed is None else seed
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed out of range: {seed}")
    return str(PuzzleId(kind, KINDS[kind].version, level, seed))


def games(kinds: Iterable[str] | None = None) -> list[str]:
    """The games that have puzzle kinds, in teaching order."""
    seen: dict[str, None] = {}
    for name in (kinds if kinds is not None else KINDS):
        seen.setdefault(KINDS[name].game, None)
    return list(seen)
