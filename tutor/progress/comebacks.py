"""Puzzles answered wrong, coming back: per learner and kind, the puzzle to show again and when.

A wrong answer files its puzzle here; the puzzle itself comes back after a delay, then fresh variants of its kind
and level until two are answered right (the rules are :mod:`tutor.practice`'s; this module only stores). Written
inside an attempt's own transaction; a learner's rows go with the learner and, when a guest logs in, the account's
own row wins.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> due(db, progress.create_guest(db).id, "2030-01-01T00:00:00+00:00")
[]
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from . import _rows


def _m_comebacks(db: sqlite_utils.Database) -> None:
    db["comebacks"].create(
        {"user_id": int, "kind": str, "puzzle_id": str, "level": int, "due": str, "itself": int, "rights": int},
        pk=("user_id", "kind"), foreign_keys=[("user_id", "users", "id")],
        not_null={"puzzle_id", "level", "due", "itself", "rights"},
    )
    db.execute("CREATE TRIGGER comebacks_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM comebacks WHERE user_id = OLD.id; END")


@dataclass(frozen=True, slots=True)
class Comeback:
    """A kind a learner got wrong: the puzzle missed, its level, when it is due (UTC ISO 8601), whether the
    puzzle itself is still to come back (else variants do), and the variants answered right since."""

    kind: str
    puzzle_id: str
    level: int
    due: str
    itself: bool
    rights: int


def _comeback(r: dict) -> Comeback:
    return Comeback(r["kind"], r["puzzle_id"], r["level"], r["due"], bool(r["itself"]), r["rights"])


def get(db: sqlite_utils.Database, user_id: int, kind: str) -> Comeback | None:
    """The learner's comeback for ``kind``, or ``None``."""
    rows = _rows(db, "SELECT * FROM comebacks WHERE user_id = ? AND kind = ?", (user_id, kind))
    return _comeback(rows[0]) if rows else None


def due(db: sqlite_utils.Database, user_id: int, now: str) -> list[Comeback]:
    """The learner's comebacks due at ``now`` (UTC ISO 8601), the longest overdue first."""
    sql = "SELECT * FROM comebacks WHERE user_id = ? AND due <= ? ORDER BY due"
    return [_comeback(r) for r in db.query(sql, [user_id, now])]


def all_of(db: sqlite_utils.Database, user_id: int) -> list[Comeback]:
    """Every comeback of the learner, soonest first."""
    return [_comeback(r) for r in db.query("SELECT * FROM comebacks WHERE user_id = ? ORDER BY due", [user_id])]


def put(db: sqlite_utils.Database, user_id: int, comeback: Comeback) -> None:
    """File or replace the learner's comeback for its kind (inside the caller's transaction)."""
    db.conn.execute("INSERT OR REPLACE INTO comebacks (user_id, kind, puzzle_id, level, due, itself, rights) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (user_id, comeback.kind, comeback.puzzle_id, comeback.level, comeback.due,
                     int(comeback.itself), comeback.rights))


def drop(db: sqlite_utils.Database, user_id: int, kind: str) -> None:
    """The learner's comeback for ``kind`` is done (inside the caller's transaction)."""
    db.conn.execute("DELETE FROM comebacks WHERE user_id = ? AND kind = ?", (user_id, kind))
