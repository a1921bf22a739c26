"""Every migration of the store, in the one order they apply: the list below is the whole schema's history.

Each step's function lives beside the code that reads its tables (the users, attempts and skills steps in
:mod:`tutor.progress`, the ratings step in :mod:`tutor.progress.ratings`, ...); nothing registers itself when a
module is imported. A new step is a new last line of :data:`STEPS`; an applied step is never edited, renamed or
moved (a database records the names it has applied, and a new database applies them in this order).

>>> from tutor import progress
>>> db = progress.open_db(":memory:")
>>> migrate(db)[:2]
['0001_users', '0002_attempts']
>>> migrate(db)
[]
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import sqlite_utils
from sqlite_utils.migrations import Migrations

from . import (_m0001_users, _m0002_attempts, _m0003_skills, _m0004_users_never_reused, _m0005_attempt_flags,
               _m0006_kind_totals, _m0007_assignment_only)
from .accounts import _m_password_resets
from .classes import (_m0001_classes, _m0002_assignment_only_attempts, _m0003_profiles, _m0004_wrong_answer_learners,
                      _m0005_removals, _m0006_assignment_variants, _m0007_no_answered_total)
from .club import _m_club_settings
from .club_profiles import _m_club_profiles
from .comebacks import _m_comebacks
from .days import _m_days
from .guest_admissions import _m_guest_admissions
from .lesson_progress import _m_lesson_answers
from .personal_sets import _m_personal_puzzle_ids, _m_personal_puzzles
from .ratings import _m_ratings
from .roles import _m_user_roles
from .tratos import _m_tratos, _m_tratos_assigned, _m_tratos_profile


class Step(NamedTuple):
    """One migration: its recorded name, the function that makes it, and whether it runs in a transaction
    (``False`` only for a step that manages its own, such as a table rebuilt with foreign keys off)."""

    name: str
    apply: Callable[[sqlite_utils.Database], None]
    transactional: bool = True


STEPS: tuple[Step, ...] = (
    Step("0001_users", _m0001_users),
    Step("0002_attempts", _m0002_attempts),
    Step("0003_skills", _m0003_skills),
    Step("0004_users_never_reused", _m0004_users_never_reused, transactional=False),
    Step("0005_attempt_flags", _m0005_attempt_flags),
    Step("0006_kind_totals", _m0006_kind_totals),
    Step("practice_0001_ratings", _m_ratings),
    Step("practice_0002_days", _m_days),
    Step("practice_0003_comebacks", _m_comebacks),
    Step("club_0001_user_roles", _m_user_roles),
    Step("club_0003_password_resets", _m_password_resets),
    Step("classes_0001_classes", _m0001_classes),
    Step("club_0002_club_settings", _m_club_settings),
    Step("guests_0001_guest_admissions", _m_guest_admissions),
    Step("lessons_0001_lesson_answers", _m_lesson_answers),
    Step("arbitro_0001_personal_puzzles", _m_personal_puzzles),
    Step("arbitro_0002_personal_puzzle_ids", _m_personal_puzzle_ids),
    Step("trato_0001_tratos", _m_tratos),
    Step("0007_assignment_only", _m0007_assignment_only),
    Step("classes_0002_assignment_only_attempts", _m0002_assignment_only_attempts),
    Step("club_0004_club_profiles", _m_club_profiles),
    Step("classes_0003_profiles", _m0003_profiles),
    Step("classes_0004_wrong_answer_learners", _m0004_wrong_answer_learners),
    Step("classes_0005_removals", _m0005_removals),
    Step("classes_0006_assignment_variants", _m0006_assignment_variants),
    Step("trato_0002_tratos_profile", _m_tratos_profile),
    Step("trato_0003_tratos_assigned", _m_tratos_assigned),
    Step("classes_0007_no_answered_total", _m0007_no_answered_total),
)
"""The schema, one named step at a time, in the order a new database applies them."""


def _migration_set(steps: tuple[Step, ...]) -> Migrations:
    migrations = Migrations("tapete")
    for step in steps:
        migrations(name=step.name, transactional=step.transactional)(step.apply)
    return migrations


MIGRATIONS = _migration_set(STEPS)
""":data:`STEPS` as sqlite-utils' migration set (``pending``, ``applied``, ``apply``)."""


def migrate(db: sqlite_utils.Database) -> list[str]:
    """Apply every pending migration (each in its own transaction); returns the names applied now."""
    pending = [m.name for m in MIGRATIONS.pending(db)]
    MIGRATIONS.apply(db)
    return pending
