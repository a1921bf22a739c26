"""Ratings stored: a Glicko-2 rating per learner and puzzle kind, a difficulty rating per kind and level.

Storage only; the rating arithmetic is :mod:`tutor.practice`'s (through the ``glicko2`` package). Ratings are
written inside an attempt's own transaction (:func:`tutor.progress.record_attempt_once`'s ``then``). A learner's
rows go with the learner (trigger) and move with a guest who logs in (:func:`tutor.progress.merge_guest`: the
account's own rating wins).

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> learner_ratings(db, progress.create_guest(db).id)
{}
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from . import utc_now, _rows


def _m_ratings(db: sqlite_utils.Database) -> None:
    db["learner_ratings"].create(
        {"user_id": int, "kind": str, "rating": float, "rd": float, "vol": float, "answers": int, "updated_at": str},
        pk=("user_id", "kind"), foreign_keys=[("user_id", "users", "id")],
        not_null={"rating", "rd", "vol", "answers", "updated_at"},
    )
    db["level_ratings"].create(
        {"kind": str, "level": int, "rating": float, "rd": float, "vol": float, "answers": int, "updated_at": str},
        pk=("kind", "level"), not_null={"rating", "rd", "vol", "answers", "updated_at"},
    )
    db.execute("CREATE TRIGGER learner_ratings_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM learner_ratings WHERE user_id = OLD.id; END")


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating: ``rating`` (1500 for an unknown player), deviation ``rd``, volatility ``vol``, and the
    counted answers that moved it."""

    rating: float
    rd: float
    vol: float
    answers: int = 0


def learner_ratings(db: sqlite_utils.Database, user_id: int) -> dict[str, Rating]:
    """The learner's rating per puzzle kind (kinds without a counted answer are absent)."""
    sql = "SELECT kind, rating, rd, vol, answers FROM learner_ratings WHERE user_id = ?"
    return {r["kind"]: Rating(r["rating"], r["rd"], r["vol"], r["answers"]) for r in db.query(sql, [user_id])}


def learner_rating(db: sqlite_utils.Database, user_id: int, kind: str) -> Rating | None:
    """The learner's rating for one kind, or ``None`` before a counted answer."""
    rows = _rows(db, "SELECT rating, rd, vol, answers FROM learner_ratings WHERE user_id = ? AND kind = ?",
                 (user_id, kind))
    return Rating(**rows[0]) if rows else None


def level_ratings(db: sqlite_utils.Database, kind: str) -> dict[int, Rating]:
    """The difficulty rating of each level of ``kind`` that has been answered (shared by all learners)."""
    sql = "SELECT level, rating, rd, vol, answers FROM level_ratings WHERE kind = ?"
    return {r["level"]: Rating(r["rating"], r["rd"], r["vol"], r["answers"]) for r in db.query(sql, [kind])}


def put(db: sqlite_utils.Database, user_id: int, kind: str, level: int, learner: Rating, puzzle: Rating) -> None:
    """Store the learner's new rating for ``kind`` and the new difficulty of ``kind`` at ``level``.

    Runs inside the caller's transaction (an attempt's write); commits nothing itself.
    """
    now = utc_now()
    db.conn.execute(
        "INSERT INTO learner_ratings (user_id, kind, rating, rd, vol, answers, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (user_id, kind) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, "
        "answers = excluded.answers, updated_at = excluded.updated_at",
        (user_id, kind, learner.rating, learner.rd, learner.vol, learner.answers, now))
    db.conn.execute(
        "INSERT INTO level_ratings (kind, level, rating, rd, vol, answers, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (kind, level) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, "
        "answers = excluded.answers, updated_at = excluded.updated_at",
        (kind, level, puzzle.rating, puzzle.rd, puzzle.vol, puzzle.answers, now))
