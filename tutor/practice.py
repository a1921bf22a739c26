"""What to practise next: ratings, spaced review, puzzles that come back, streaks and levels (``docs/design.md``).

*Counted answers.* Only a learner's first answer to a puzzle, given without a hint, moves anything below: an answer
after seeing the key (a repeat of a puzzle already answered, however many options are tried) or after a hint is
stored and shown, but moves no rating, level or review. An answer in a class assignment whose explanations wait
for its due time counts for the assignment only: it moves nothing here at all (no total, rating, level, review,
comeback, day or streak), so nothing of practice tells the learner whether it was right before the due time.

*Ratings* (Glicko-2, the ``glicko2`` package): each counted answer is a game between the learner's rating for the
kind and the difficulty rating of the kind at the puzzle's level (shared by all learners); a right answer is a win
for the learner, a partly right one scores its credit. New puzzles are *pitched* at the level where the learner is
expected to succeed closest to :data:`TARGET_SUCCESS` (three times in four), among the levels open to them.

*Levels*: a learner has *reached* level L of a kind after :data:`RIGHT_TO_PASS` counted right answers at level L and
at every level below it; the levels open to them are those up to the one after the level reached.

*Reviews*: every kind tried is one review card of the FSRS scheduler (``fsrs``): a right answer pushes its next
review further away, a wrong one brings it back soon. A puzzle answered wrong also *comes back*: the puzzle itself
after :data:`COMEBACK_DELAY`, then fresh variants of its kind and level until :data:`COMEBACK_RIGHTS` are right.
What to practise next in a game is, in order: a kind due (a comeback or a review, the longest overdue first), else
the first kind not tried yet in teaching order, else the kind due soonest.

*Days*: answers are counted per day in the club's time zone (:data:`CLUB_TIMEZONE` unless the caller gives
another): the *streak* is the run of days with at least one puzzle answered, ending today (or yesterday: today is
not over), and the daily goal is a number of puzzles a day chosen by the learner.

Uses :mod:`tutor.progress` (storage) and :mod:`tutor.puzzles` (kinds); never Flask.
"""

from __future__ import annotations

import math
import re
import secrets
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Iterable
from zoneinfo import ZoneInfo

import fsrs
import glicko2

from . import progress
from .progress import comebacks, days, ratings
from .progress.ratings import Rating
from .puzzles import LEVELS, KINDS, Puzzle, Verdict, check
from .rules.base import Reason
from .puzzles.base import MAX_SEED, PuzzleId

RIGHT_TO_PASS = 3
"""Counted right answers needed at a level (and each level below) to have reached it."""

TARGET_SUCCESS = 0.75
"""The chance of a right answer new puzzles are pitched at."""

LEARNER_START = Rating(1500.0, 350.0, 0.06)
"""A learner's rating in a kind before any counted answer (Glicko-2's unrated player)."""

LEVEL_START = {1: Rating(1300.0, 200.0, 0.06), 2: Rating(1500.0, 200.0, 0.06), 3: Rating(1700.0, 200.0, 0.06)}
"""A level's difficulty before anyone answered it: level 1 easiest, a prior the answers soon correct."""

COMEBACK_DELAY = timedelta(minutes=10)
"""How long a puzzle answered wrong waits before it comes back itself."""

COMEBACK_RIGHTS = 2
"""Right answers to fresh variants that close a comeback."""

CLUB_TIMEZONE = "Europe/Madrid"
"""The time zone days are counted in when the caller gives none."""

_GLICKO_SCALE = 173.7178
"""Glicko-2's scale between the rating (1500-centred) and its internal units (Glickman, step 2)."""

SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)
"""The spaced-review scheduler; without fuzzing, so a review's outcome is reproducible."""


def rating(verdict: Verdict) -> fsrs.Rating:
    """The review rating of an answer: right = Good, partly right (credit >= 0.5) = Hard, else Again."""
    if verdict.correct:
        return fsrs.Rating.Good
    return fsrs.Rating.Hard if verdict.credit >= 0.5 else fsrs.Rating.Again


def level_reached(stats: progress.KindStats | None) -> int:
    """The highest level (0–3) whose every level up to it has :data:`RIGHT_TO_PASS` counted right answers."""
    reached = 0
    for level in LEVELS:
        if stats is None or stats.passing_by_level.get(level, 0) < RIGHT_TO_PASS:
            break
        reached = level
    return reached


def next_level(stats: progress.KindStats | None) -> int:
    """The highest level open to the learner: one above the level reached, at most the top level."""
    return min(LEVELS[-1], level_reached(stats) + 1)


def to_pass(stats: progress.KindStats | None, level: int) -> int:
    """Counted right answers still needed at ``level`` to pass it (0 once passed)."""
    have = stats.passing_by_level.get(level, 0) if stats else 0
    return max(0, RIGHT_TO_PASS - have)


# ---------------------------------------------------------------------------------------------- ratings


def expected_success(learner: Rating, puzzle: Rating) -> float:
    """The chance (0..1) that ``learner`` answers a puzzle of difficulty ``puzzle`` right: Glicko-2's expected
    score E(mu, mu_j, phi_j) (Glickman, *Example of the Glicko-2 system*, step 3)."""
    phi = puzzle.rd / _GLICKO_SCALE
    g = 1 / math.sqrt(1 + 3 * phi * phi / math.pi ** 2)
    return 1 / (1 + math.exp(-g * (learner.rating - puzzle.rating) / _GLICKO_SCALE))


def rate(learner: Rating, puzzle: Rating, score: float) -> tuple[Rating, Rating]:
    """The learner's and the puzzle level's ratings after one game (``score`` 0..1, the learner's: 1 a right answer),
    each updated by the ``glicko2`` package against the other's rating before the game."""
    a = glicko2.Player(rating=learner.rating, rd=learner.rd, vol=learner.vol)
    b = glicko2.Player(rating=puzzle.rating, rd=puzzle.rd, vol=puzzle.vol)
    a.update_player([puzzle.rating], [puzzle.rd], [score])
    b.update_player([learner.rating], [learner.rd], [1 - score])
    return (Rating(a.rating, a.rd, a.vol, learner.answers + 1), Rating(b.rating, b.rd, b.vol, puzzle.answers + 1))


def level_difficulties(db, kind: str) -> dict[int, Rating]:
    """The difficulty rating of each level of ``kind`` (the start prior for a level nobody answered yet)."""
    stored = ratings.level_ratings(db, kind)
    return {lv: stored.get(lv, LEVEL_START[lv]) for lv in LEVELS}


def pitch(learner: Rating | None, difficulties: dict[int, Rating], highest_open: int) -> int:
    """The level (1..``highest_open``) where ``learner`` is expected to succeed closest to :data:`TARGET_SUCCESS`;
    the lower level on a tie."""
    me = learner or LEARNER_START
    open_levels = [lv for lv in LEVELS if lv <= highest_open]
    return min(open_levels, key=lambda lv: (abs(expected_success(me, difficulties[lv]) - TARGET_SUCCESS), lv))


def pitched_level(db, user_id: int | None, kind: str, stats: progress.KindStats | None = None) -> int:
    """The level to serve ``user_id`` a new puzzle of ``kind`` at (:func:`pitch` among the levels open to them)."""
    if user_id is None:
        return LEVELS[0]
    if stats is None:
        stats = progress.kind_stats(db, user_id, kind)
    return pitch(ratings.learner_rating(db, user_id, kind), level_difficulties(db, kind), next_level(stats))


def score(verdict: Verdict) -> float:
    """The learner's score in the rating game: 1 for a right answer, else the verdict's credit (0..1)."""
    return 1.0 if verdict.correct else min(1.0, max(0.0, float(verdict.credit)))


# ---------------------------------------------------------------------------------------------- days


def local_day(when: datetime, tz: str | None = None) -> str:
    """The date (``YYYY-MM-DD``) of the instant ``when`` in time zone ``tz`` (default :data:`CLUB_TIMEZONE`)."""
    return when.astimezone(ZoneInfo(tz or CLUB_TIMEZONE)).date().isoformat()


@dataclass(frozen=True, slots=True)
class Today:
    """A learner's day: puzzles answered today, the daily goal, and the streak (days in a row with a puzzle,
    ending today or yesterday)."""

    answered: int
    goal: int
    streak: int

    @property
    def goal_met(self) -> bool:
        """Whether today's puzzles reach the goal."""
        return self.answered >= self.goal


STREAK_LOOKBACK = 400
"""Days read back for the streak: a longer streak shows as this many."""


def today(db, user_id: int | None, now: datetime | None = None, tz: str | None = None) -> Today:
    """The learner's day at ``now`` in ``tz`` (see :class:`Today`); a visitor's is empty."""
    if user_id is None:
        return Today(0, days.DEFAULT_GOAL, 0)
    day = date.fromisoformat(local_day(now or datetime.now(timezone.utc), tz))
    counts = days.answers_by_day(db, user_id, (day - timedelta(days=STREAK_LOOKBACK)).isoformat())
    streak, cursor = 0, day if counts.get(day.isoformat()) else day - timedelta(days=1)
    while counts.get(cursor.isoformat()):
        streak, cursor = streak + 1, cursor - timedelta(days=1)
    return Today(counts.get(day.isoformat(), 0), days.daily_goal(db, user_id), streak)


@dataclass(frozen=True, slots=True)
class Recorded:
    """What storing an answer did (:func:`record_once`): the attempt's id, whether it was stored now (``False``: the
    showing had been answered before, and the id is that earlier attempt's), and for an answer stored now whether
    it was hinted and, when it counted, the learner's rating in the kind after it and the change it made (as the
    attempt row keeps them: :class:`tutor.progress.Attempt`)."""

    attempt_id: int
    stored: bool
    hinted: bool = False
    rating: float | None = None
    rating_change: float | None = None


def record(db, user_id: int, puzzle: Puzzle, verdict: Verdict, answer: str, time_ms: int | None,
           nonce: str | None = None, now: datetime | None = None, *, hinted: bool = False,
           tz: str | None = None) -> int:
    """Store an answer and move the kind's review card, ratings, day totals and comeback, in one transaction;
    returns the attempt id.

    See :func:`record_once` for the arguments; a showing answered before gives the earlier attempt's id.
    """
    return record_once(db, user_id, puzzle, verdict, answer, time_ms, nonce, now, hinted=hinted, tz=tz).attempt_id


def record_once(db, user_id: int, puzzle: Puzzle, verdict: Verdict, answer: str, time_ms: int | None,
                nonce: str | None = None, now: datetime | None = None, *, hinted: bool = False,
                tz: str | None = None, also=None, assignment_only: bool = False) -> Recorded:
    """Store an answer and move the kind's review card, ratings, day totals and comeback, in one transaction;
    returns what was stored (:class:`Recorded`), so that the verdict need not read it back.

    When the showing ``nonce`` was already answered nothing is written and ``Recorded(earlier attempt id, False)``
    comes back: the caller shows that stored attempt, not the new answer.

    Args:
        db: the store (:func:`tutor.progress.open_db`).
        user_id: the learner.
        puzzle, verdict: the puzzle answered and :func:`tutor.puzzles.check`'s verdict.
        answer: the answer text as the learner gave it (normalised by the puzzle's form).
        time_ms: milliseconds taken, or ``None``.
        nonce: identifies this showing of the puzzle: answering the same showing twice stores one attempt.
        now: the answer's time (UTC; default now).
        hinted: a hint was shown before this answer (the answer then moves no rating, level or review).
        tz: the time zone days are counted in (default :data:`CLUB_TIMEZONE`).
        also: ``also(db, attempt_id)``, run last in the attempt's transaction (e.g. filing the answer under a class
            assignment, :func:`tutor.progress.classes.record_in_assignment`); if it raises, nothing is stored.
        assignment_only: the answer counts for a class assignment only (explanations at its due time): it is
            stored and ``also`` runs, but it moves nothing of practice (see the module's *Counted answers*).
    """
    when = now or datetime.now(timezone.utc)

    def review(state: progress.SkillState | None) -> progress.SkillState:
        """The kind's review card moved by this answer (read and written under the attempt's write lock)."""
        card = fsrs.Card.from_json(state.card) if state else fsrs.Card(card_id=0)
        card, _log = SCHEDULER.review_card(card, rating(verdict), when)
        return progress.SkillState(puzzle.kind, card.to_json(), card.due.isoformat())

    moved: dict[str, float] = {}

    def then(db, attempt_id: int, counted: bool) -> None:
        """Ratings, the day's totals and the comeback (not for an assignment's only answer), then ``also``, under
        the attempt's write lock."""
        if not assignment_only:
            move_practice(db, attempt_id, counted)
        if also is not None:
            also(db, attempt_id)

    def move_practice(db, attempt_id: int, counted: bool) -> None:
        after = None
        if counted:
            level = level_difficulties(db, puzzle.kind)[puzzle.level]
            learner = ratings.learner_rating(db, user_id, puzzle.kind) or LEARNER_START
            new_learner, new_level = rate(learner, level, score(verdict))
            # a hand-written situation (a set's, a saved one) rates the learner, but is not the level's generated
            # puzzles: the level's difficulty stays
            ratings.put(db, user_id, puzzle.kind, puzzle.level, new_learner,
                        level if puzzle.id.handwritten else new_level)
            after = new_learner.rating
            moved.update(rating=after, rating_change=after - learner.rating)
            progress.note_rating(db, attempt_id, after, after - learner.rating)
        if counted or hinted:  # a puzzle done today (a repeat of one already answered is not another)
            days.add(db, user_id, puzzle.kind, local_day(when, tz), verdict.correct, after)
        _move_comeback(db, user_id, puzzle, verdict.correct, counted, when)

    attempt = progress.NewAttempt(
        user_id=user_id, puzzle_id=str(puzzle.id), kind=puzzle.kind, game=puzzle.kind.split(".")[0],
        level=puzzle.level, answer=answer, correct=verdict.correct, credit=verdict.credit,
        mistake=verdict.mistake.id if verdict.mistake else None, time_ms=time_ms, nonce=nonce, hinted=hinted,
        assignment_only=assignment_only)
    attempt_id, stored = progress.record_attempt_once(db, attempt, review, then)
    return Recorded(attempt_id, stored, hinted, **moved) if stored else Recorded(attempt_id, False)


def _move_comeback(db, user_id: int, puzzle: Puzzle, correct: bool, counted: bool, when: datetime) -> None:
    """A wrong answer files its puzzle to come back itself after :data:`COMEBACK_DELAY`; the puzzle answered right
    once it is due turns the comeback to fresh variants; :data:`COMEBACK_RIGHTS` counted right variants close it."""
    pid, cb = str(puzzle.id), comebacks.get(db, user_id, puzzle.kind)
    if not correct:
        comebacks.put(db, user_id, comebacks.Comeback(puzzle.kind, pid, puzzle.level,
                                                      (when + COMEBACK_DELAY).isoformat(), True, 0))
    elif cb is None:
        return
    elif cb.itself and cb.puzzle_id == pid and datetime.fromisoformat(cb.due) <= when:
        comebacks.put(db, user_id, comebacks.Comeback(cb.kind, pid, cb.level, when.isoformat(), False, 0))
    elif not cb.itself and counted:
        if cb.rights + 1 >= COMEBACK_RIGHTS:
            comebacks.drop(db, user_id, cb.kind)
        else:
            comebacks.put(db, user_id, comebacks.Comeback(cb.kind, cb.puzzle_id, cb.level, cb.due, False,
                                                          cb.rights + 1))


@dataclass(frozen=True, slots=True)
class Suggestion:
    """What to practise: a kind, the level to practise it at, and why (``"due"``, ``"new"`` or ``"ahead"``)."""

    kind: str
    level: int
    why: str


def kinds_of(game: str) -> list[str]:
    """The available puzzle kinds of ``game``, in teaching order."""
    return [name for name, kind in KINDS.items() if kind.game == game]


@dataclass(frozen=True, slots=True)
class Due:
    """Something to review now: a kind, and either the puzzle itself to show again (``puzzle_id``) or the level
    to serve a fresh variant at; ``since``: when it fell due (UTC)."""

    kind: str
    puzzle_id: str | None
    level: int
    since: datetime


def due(db, user_id: int | None, now: datetime | None = None, kinds: Iterable[str] | None = None) -> list[Due]:
    """What ``user_id`` has to review at ``now``, one entry per kind, the longest overdue first: a comeback (the
    puzzle itself, or a variant at its level) before the kind's FSRS review (a variant at the pitched level)."""
    if user_id is None:
        return []
    now = now or datetime.now(timezone.utc)
    wanted = set(kinds) if kinds is not None else set(KINDS)
    out: dict[str, Due] = {}
    for cb in comebacks.due(db, user_id, now.isoformat()):
        if cb.kind in wanted:
            out[cb.kind] = Due(cb.kind, cb.puzzle_id if cb.itself else None, cb.level, datetime.fromisoformat(cb.due))
    stats = None
    for kind, state in progress.skills(db, user_id).items():
        when = datetime.fromisoformat(state.due)
        if kind in wanted and kind not in out and when <= now:
            stats = stats if stats is not None else progress.stats_by_kind(db, user_id)
            out[kind] = Due(kind, None, pitched_level(db, user_id, kind, stats.get(kind)), when)
    return sorted(out.values(), key=lambda d: d.since)


def due_count(db, user_id: int | None, now: datetime | None = None) -> int:
    """How many kinds :func:`due` would list, without pitching a level for each: the N of "Review (N)"."""
    if user_id is None:
        return 0
    now = now or datetime.now(timezone.utc)
    kinds = {cb.kind for cb in comebacks.due(db, user_id, now.isoformat())}
    kinds.update(k for k, s in progress.skills(db, user_id).items() if datetime.fromisoformat(s.due) <= now)
    return len(kinds & KINDS.keys())


def suggest(db, user_id: int | None, game: str, now: datetime | None = None) -> Suggestion | None:
    """What ``user_id`` (``None`` for a visitor) should practise next in ``game``; ``None`` if it has no kinds."""
    kinds = kinds_of(game)
    if not kinds:
        return None
    if user_id is None:
        return Suggestion(kinds[0], 1, "new")
    now = now or datetime.now(timezone.utc)
    stats = progress.stats_by_kind(db, user_id)
    waiting = due(db, user_id, now, kinds)
    if waiting:
        return Suggestion(waiting[0].kind, waiting[0].level, "due")
    states = {k: s for k, s in progress.skills(db, user_id).items() if k in kinds}
    fresh = [k for k in kinds if k not in states]
    if fresh:
        kind, why = fresh[0], "new"
    else:
        kind, why = min((datetime.fromisoformat(s.due), k) for k, s in states.items())[1], "ahead"
    return Suggestion(kind, pitched_level(db, user_id, kind, stats.get(kind)), why)


def new_puzzle_id(kind: str, level: int, seed: int | None = None, profile: str = "reglamento") -> str:
    """The id of a fresh puzzle of ``kind`` at ``level`` (a random seed unless one is given) under the house-rule
    profile of key ``profile`` (any but the Reglamento ends the id: ``...-Pclasica``)."""
    seed = secrets.randbelow(10**9) if seed is None else seed
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed out of range: {seed}")
    return str(PuzzleId(kind, KINDS[kind].version, level, seed, profile="" if profile == "reglamento" else profile))


def games(kinds: Iterable[str] | None = None) -> list[str]:
    """The games that have puzzle kinds, in teaching order."""
    seen: dict[str, None] = {}
    for name in (kinds if kinds is not None else KINDS):
        seen.setdefault(KINDS[name].game, None)
    return list(seen)


# ---------------------------------------------------------------------------------------------- hints


@dataclass(frozen=True, slots=True)
class Hint:
    """A hint for a puzzle: the explanation's first step (``step``), or, when that step would give the answer
    away, only the rule it cites (``step`` is ``None``); ``rule`` is the citation (``"canasta §8.3"``)."""

    step: Reason | None
    rule: str


def _plain(text: str) -> str:
    """``text`` lower-cased, without accents, with the minus sign as a hyphen (for comparing words)."""
    text = unicodedata.normalize("NFKD", text.replace("\u2212", "-").lower())
    return "".join(c for c in text if not unicodedata.combining(c))


def _answer_words(answer_text: str) -> set[str]:
    """The words of an answer text that would give it away: each part's value (``plato=50`` gives ``50``; a part's
    name is not the answer), split at spaces, commas and underscores; numbers without their sign."""
    words = set()
    for part in re.split(r"[,|]", answer_text):
        value = part.split("=", 1)[-1]
        words.update(w.lstrip("-") for w in re.split(r"[\s_:]+", _plain(value)) if w.strip("-"))
    return words


def gives_away(step_text: str, answer_text: str) -> bool:
    """Whether ``step_text`` states any word of the answer (:func:`_answer_words`), as a whole word."""
    text = _plain(step_text)
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?!\w)", text) for w in _answer_words(answer_text))


RULE_ONLY_HINTS = frozenset({"canasta.combinacion", "pinacle.especial", "pinacle.jugada", "tresillo.jugada_legal",
                             "tresillo.resultado", "tresillo.estuches", "tresillo.firmes"})
"""Kinds whose explanation's first step is the verdict itself in other words ("necesita al menos 3 cartas; tiene
2", "la saca", "puede jugar cualquier carta", "ni estuches ni contraestuche"): their hint is the rule alone."""


def hint(puzzle: Puzzle) -> Hint:
    """The hint for ``puzzle``: the first step of the right answer's explanation, unless the kind's first step is
    its verdict (:data:`RULE_ONLY_HINTS`) or the step states (in Spanish, the language explanations are written in
    first) any word of the answer (:func:`gives_away`); then only the rule that step cites."""
    verdict = check(puzzle, puzzle.form.format(puzzle.answer))
    first = verdict.reasons[0]
    telling = puzzle.kind in RULE_ONLY_HINTS or gives_away(first.text("es"), verdict.answer_text)
    shown = None if telling else first
    return Hint(shown, first.rule)
