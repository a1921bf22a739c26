"""The store's migrations: one list (tutor.progress.migrations) in the order every database applied them."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import tutor.progress
from tutor import progress
from tutor.progress import migrations

APPLIED_ORDER = [
    "0001_users", "0002_attempts", "0003_skills", "0004_users_never_reused", "0005_attempt_flags",
    "0006_kind_totals", "practice_0001_ratings", "practice_0002_days", "practice_0003_comebacks",
    "club_0001_user_roles", "club_0003_password_resets", "classes_0001_classes", "club_0002_club_settings",
    "guests_0001_guest_admissions", "lessons_0001_lesson_answers", "arbitro_0001_personal_puzzles",
    "arbitro_0002_personal_puzzle_ids",
]
"""The order databases in use applied the steps in (each module registering its own on import, until the list):
a step may be added at the end, never renamed, dropped or moved."""

STEP_NAME = re.compile(r"_m(\d{4})?_")


def test_store_migrations_keep_the_order_databases_applied():
    names = [step.name for step in migrations.STEPS]
    assert names[:len(APPLIED_ORDER)] == APPLIED_ORDER
    assert len(set(names)) == len(names)
    assert [m.name for m in progress.MIGRATIONS.pending(progress.open_db(":memory:"))] == names


def test_store_migrations_every_step_function_is_listed_once():
    """A migration function (named _m0001_..., _m_...) written in a store module but left out of the list would never
    run."""
    listed = [step.apply for step in migrations.STEPS]
    written = []
    for info in pkgutil.iter_modules(tutor.progress.__path__):
        module = importlib.import_module(f"tutor.progress.{info.name}")
        written += [fn for name, fn in inspect.getmembers(module, inspect.isfunction)
                    if STEP_NAME.match(name) and fn.__module__ == module.__name__]
    written += [fn for name, fn in inspect.getmembers(tutor.progress, inspect.isfunction)
                if STEP_NAME.match(name) and fn.__module__ == "tutor.progress"]
    assert sorted(fn.__qualname__ for fn in written) == sorted(fn.__qualname__ for fn in listed)
    assert len(set(listed)) == len(listed)


def test_store_migrations_importing_a_store_module_registers_nothing():
    before = [m.name for m in progress.MIGRATIONS.pending(progress.open_db(":memory:"))]
    for info in pkgutil.iter_modules(tutor.progress.__path__):
        importlib.import_module(f"tutor.progress.{info.name}")
    assert [m.name for m in progress.MIGRATIONS.pending(progress.open_db(":memory:"))] == before

