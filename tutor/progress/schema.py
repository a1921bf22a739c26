"""A database file checked against this version's schema before it replaces the live one (a restore).

>>> "club_0001_user_roles" in known_migrations()
True
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import sqlite_utils

from .migrations import MIGRATIONS, STEPS, migrate


def known_migrations() -> list[str]:
    """The names of every migration this version of Tapete has, in the order they apply."""
    return [step.name for step in STEPS]


def applied_migrations(db: sqlite_utils.Database) -> list[str]:
    """The names of the migrations recorded in ``db`` (``[]`` for a database no Tapete ever migrated)."""
    return [m.name for m in MIGRATIONS.applied(db)]


class NotTapete(ValueError):
    """Not a SQLite database, or not one Tapete made (no record of its first migration)."""


class Damaged(ValueError):
    """SQLite's integrity check fails."""


class Newer(ValueError):
    """Made by a newer Tapete: ``unknown`` lists the migrations this version does not have."""

    def __init__(self, unknown: list[str]):
        super().__init__(", ".join(unknown))
        self.unknown = unknown


def check_and_migrate(path: str | Path) -> list[str]:
    """Check that the database file at ``path`` is an intact Tapete database no newer than this code, then migrate
    it; returns the migrations applied now. For a copy about to replace the live database (a restore).

    Raises:
        NotTapete, Damaged, Newer: the file is left as it was.
        sqlite3.DatabaseError: a migration failed (that migration is rolled back).
    """
    with closing(sqlite3.connect(path)) as conn:
        db = sqlite_utils.Database(conn)
        try:
            intact = conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            applied = applied_migrations(db)
        except sqlite3.DatabaseError:
            raise NotTapete(str(path)) from None
        if not intact:
            raise Damaged(str(path))
        if "0001_users" not in applied:
            raise NotTapete(str(path))
        known = set(known_migrations())
        unknown = [name for name in applied if name not in known]
        if unknown:
            raise Newer(unknown)
        conn.execute("PRAGMA foreign_keys = ON")
        return migrate(db)
