"""``python -m tutor demo``: a demo club, so that a new user sees the teacher's side at once (issue 15).

A teacher ``profe`` (a fresh random password, printed once), a class of 30 learners, three assignments (a bundled
puzzle set already past its due time, generated Canasta and Tresillo puzzles due in three days, and Pinacle puzzles
whose explanations wait for the due time) and a few thousand attempts: each learner has a skill, answers right with
a probability that grows with it and falls with the puzzle's level, and when wrong gives one of the puzzle's known
mistakes most of the time (otherwise another wrong answer, as real learners do).
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Callable

from . import practice, progress, puzzles
from .progress import classes, roles

LEARNERS = ("alba", "bruno", "carla", "dani", "elena", "fermin", "gloria", "hugo", "ines", "jaime", "karen", "lucas",
            "marta", "nico", "olga", "pablo", "quique", "rosa", "sergio", "tere", "ursula", "vicente", "wendy",
            "xavi", "yolanda", "zoe", "amparo", "benito", "celia", "damian")
PRACTICE_PER_LEARNER = 70
"""Practice answers of each learner outside the assignments (Mi progreso is not empty either)."""


@dataclass(frozen=True)
class Demo:
    """What :func:`build_demo` made."""

    teacher: str
    password: str
    class_id: int
    learners: int
    assignments: int
    first_assignment: int
    attempts: int


def _answer(rng: random.Random, puzzle, skill: float):
    """A learner's answer text to ``puzzle``: right with a chance from ``skill`` and the level, else a known
    mistake (4 in 5 when the puzzle has one) or another wrong answer."""
    if rng.random() < skill - 0.12 * (puzzle.level - 1):
        return puzzle.form.format(puzzle.answer)
    if puzzle.mistakes and rng.random() < 0.8:
        return puzzle.form.format(rng.choice(puzzle.mistakes)[1])
    form = puzzle.form
    if form.kind == "number":
        return str(puzzle.answer + rng.choice((-10, -5, 5, 10)))
    if form.kind in ("choice", "yes_no"):
        return next(o.id for o in form.options if o.id != puzzle.answer)
    return puzzle.form.format(rng.choice(puzzle.mistakes)[1]) if puzzle.mistakes else puzzle.form.format(puzzle.answer)


def _store(db, rng, uid, puzzle, skill, also=None, assignment_only: bool = False) -> bool:
    text = _answer(rng, puzzle, skill)
    try:
        verdict = puzzles.check(puzzle, text)
    except puzzles.InvalidAnswer:
        return False
    given = puzzle.form.format(verdict.given)
    time_ms = int(rng.lognormvariate(10, 0.5))  # about 22 s, from a few seconds to a minute or two
    hook = None if also is None else (lambda d, attempt_id: also(d, attempt_id, verdict, given, time_ms))
    practice.record_once(db, uid, puzzle, verdict, given, time_ms, secrets.token_hex(8), also=hook,
                         assignment_only=assignment_only)
    return True


def build_demo(db, hash_password: Callable[[str], str], seed: int = 15) -> Demo:
    """Fill ``db`` (migrated) with the demo club; ``hash_password`` is the app's (Argon2). Raises ValueError if the
    instance already has an account named ``profe``."""
    if progress.get_user_by_name(db, "profe") is not None:
        raise ValueError("this instance already has an account named profe: use a new --instance folder")
    rng = random.Random(seed)
    password = secrets.token_urlsafe(9)
    profe = progress.create_user(db, "profe", hash_password(password), "es")
    locked = hash_password(secrets.token_urlsafe(16))  # learners' passwords nobody knows
    roles.grant_role(db, profe.id, "teacher")
    klass = classes.create_class(db, profe.id, "Club de cartas — martes", "Canasta, Pinacle y Tresillo para empezar")
    learners = []
    for name in LEARNERS:
        user = progress.create_user(db, name, locked, "es")
        classes.join(db, klass.id, user.id)
        learners.append((user.id, rng.uniform(0.35, 0.95)))
    now = datetime.now(timezone.utc).replace(second=0, microsecond=0)
    from .content.puzzle_sets import load_sets

    sets = load_sets()
    bundled = sets.sets["canasta-pozo"]
    specs = [
        classes.AssignmentSpec("El pozo (colección)", "set:canasta-pozo", tuple(bundled.puzzle_ids()),
                               now - timedelta(days=14), now - timedelta(days=7), 3, "best", "each", "mark",
                               classes.handwritten_situations(bundled)),
        classes.AssignmentSpec("Cobros y pozo", "generated", tuple(
            practice.new_puzzle_id(k, lv, rng.randrange(10**9)) for k in ("tresillo.cobro", "canasta.pozo")
            for lv in (1, 2) for _ in range(2)), now - timedelta(days=2), now + timedelta(days=3), 0, "first",
            "each", "mark"),
        classes.AssignmentSpec("Escaleras de Pinacle", "generated", tuple(
            practice.new_puzzle_id("pinacle.escalera", lv, rng.randrange(10**9)) for lv in (1, 2, 3)
            for _ in range(2)), now - timedelta(days=1), now + timedelta(days=7), 1, "first", "after_due", "refuse"),
    ]

    def kind_level(pid: str):
        parsed = puzzles.base.parse_id(pid)
        return parsed.kind, parsed.level

    made = [classes.create_assignment(db, klass.id, spec, kind_level) for spec in specs]
    attempts = 0
    for a in made:
        for uid, skill in learners:
            if rng.random() < 0.1:
                continue  # one learner in ten has not started
            for item in a.items:
                puzzle = puzzles.from_id(item.puzzle_id, index=sets.index)  # the set's hand-written ones too
                tries = 1 if a.attempts_allowed == 1 else rng.choice((1, 1, 2, 3))
                for _ in range(tries):
                    late = a.is_past_due(now.isoformat()) and rng.random() < 0.05

                    def file_it(d, attempt_id, verdict, given, time_ms, a=a, item=item, uid=uid, late=late):
                        classes.record_in_assignment(d, a, item, attempt_id, uid, verdict.correct, verdict.credit,
                                                     verdict.mistake.id if verdict.mistake else None, given,
                                                     time_ms, late)
                    try:
                        attempts += _store(db, rng, uid, puzzle, skill, file_it, a.sealed(now.isoformat()))
                    except classes.AttemptsUsed:
                        break
    kinds = sorted(puzzles.KINDS)
    for uid, skill in learners:
        for _ in range(PRACTICE_PER_LEARNER):
            kind = rng.choice(kinds)
            puzzle = puzzles.from_id(practice.new_puzzle_id(kind, rng.choice((1, 1, 2, 3)), rng.randrange(10**9)))
            attempts += _store(db, rng, uid, puzzle, skill)
    return Demo("profe", password, klass.id, len(learners), len(made), made[0].id, attempts)

