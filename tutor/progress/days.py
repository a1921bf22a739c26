"""Days stored: each learner's answers per day (for the streak and the daily goal) and per kind and day (for the
charts of accuracy and rating over time), and the learner's daily goal.

A *day* is a date in the club's time zone (``YYYY-MM-DD``), chosen by the caller (:mod:`tutor.practice`). The
totals are kept current inside each attempt's own transaction, so the pages read a few rows, never the attempts.
A learner's rows go with the learner (trigger) and add up when a guest logs in
(:data:`tutor.progress.SUMMED`).

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_guest(db).id
>>> daily_goal(db, uid)
5
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from . import SUMMED, utc_now, _rows, writing

DEFAULT_GOAL = 5
"""Puzzles a day a learner aims at until they choose another number."""

GOALS = (3, 5, 10, 20)
"""The daily goals a learner may choose (puzzles a day)."""


def _m_days(db: sqlite_utils.Database) -> None:
    db["learner_days"].create(
        {"user_id": int, "day": str, "answers": int, "correct": int},
        pk=("user_id", "day"), foreign_keys=[("user_id", "users", "id")], not_null={"answers", "correct"},
    )
    db["kind_days"].create(
        {"user_id": int, "kind": str, "day": str, "answers": int, "correct": int, "rating": float},
        pk=("user_id", "kind", "day"), foreign_keys=[("user_id", "users", "id")], not_null={"answers", "correct"},
    )
    db["kind_days"].create_index(["user_id", "day"])  # a chart's window: the last days of every kind at once
    db["learner_goals"].create(
        {"user_id": int, "goal": int, "updated_at": str},
        pk="user_id", foreign_keys=[("user_id", "users", "id")], not_null={"goal", "updated_at"},
    )
    for table in ("learner_days", "kind_days", "learner_goals"):
        db.execute(f"CREATE TRIGGER {table}_owner_gone BEFORE DELETE ON users "
                   f"BEGIN DELETE FROM {table} WHERE user_id = OLD.id; END")


SUMMED.update(learner_days=("answers", "correct"), kind_days=("answers", "correct"))


def add(db: sqlite_utils.Database, user_id: int, kind: str, day: str, correct: bool,
        rating: float | None) -> None:
    """Count one answer on ``day`` (and for ``kind`` on that day, with the kind's rating after it, if any).

    Runs inside the caller's transaction (an attempt's write); commits nothing itself.
    """
    db.conn.execute("INSERT INTO learner_days (user_id, day, answers, correct) VALUES (?, ?, 1, ?) "
                    "ON CONFLICT (user_id, day) DO UPDATE SET answers = answers + 1, "
                    "correct = correct + excluded.correct", (user_id, day, int(correct)))
    db.conn.execute("INSERT INTO kind_days (user_id, kind, day, answers, correct, rating) VALUES (?, ?, ?, 1, ?, ?) "
                    "ON CONFLICT (user_id, kind, day) DO UPDATE SET answers = answers + 1, "
                    "correct = correct + excluded.correct, rating = coalesce(excluded.rating, rating)",
                    (user_id, kind, day, int(correct), rating))


def answers_by_day(db: sqlite_utils.Database, user_id: int, since: str) -> dict[str, int]:
    """The learner's answers per day from ``since`` (a day, inclusive) on; days without answers are absent."""
    sql = "SELECT day, answers FROM learner_days WHERE user_id = ? AND day >= ? ORDER BY day"
    return {r["day"]: r["answers"] for r in db.query(sql, [user_id, since])}


@dataclass(frozen=True, slots=True)
class KindDay:
    """One kind's answers on one day: answers, right ones, and the kind's rating at the end of the day."""

    day: str
    answers: int
    correct: int
    rating: float | None


def kind_days(db: sqlite_utils.Database, user_id: int, since: str) -> dict[str, list[KindDay]]:
    """Per kind, the learner's days from ``since`` on, oldest first."""
    sql = ("SELECT kind, day, answers, correct, rating FROM kind_days WHERE user_id = ? AND day >= ? "
           "ORDER BY kind, day")
    out: dict[str, list[KindDay]] = {}
    for r in db.query(sql, [user_id, since]):
        out.setdefault(r["kind"], []).append(KindDay(r["day"], r["answers"], r["correct"], r["rating"]))
    return out


def daily_goal(db: sqlite_utils.Database, user_id: int) -> int:
    """The learner's daily goal (puzzles a day): their choice, else :data:`DEFAULT_GOAL`."""
    rows = _rows(db, "SELECT goal FROM learner_goals WHERE user_id = ?", (user_id,))
    return rows[0]["goal"] if rows else DEFAULT_GOAL


def set_daily_goal(db: sqlite_utils.Database, user_id: int, goal: int) -> None:
    """Choose the learner's daily goal. Raises ``ValueError`` for a goal not in :data:`GOALS`."""
    if goal not in GOALS:
        raise ValueError(f"daily goal must be one of {GOALS}: {goal!r}")
    with writing(db):
        db.execute("INSERT INTO learner_goals (user_id, goal, updated_at) VALUES (?, ?, ?) "
                   "ON CONFLICT (user_id) DO UPDATE SET goal = excluded.goal, updated_at = excluded.updated_at",
                   [user_id, goal, utc_now()])
