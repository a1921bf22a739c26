"""Lesson progress: which of a lesson's embedded puzzles a learner has answered (``lessons/README.md``).

An answer to an embedded puzzle is an ordinary attempt (stored by :func:`tutor.practice.record`, like any practice
answer); this module files that attempt under the lesson and the puzzle's place in it. A lesson is completed when
every one of its embedded puzzles is answered right (its latest answer is right): a wrong answer is explained, and
the learner tries it again.

Its migration is listed in :mod:`tutor.progress.migrations`. Every read takes the learner's ``user_id`` and filters
on it; a trigger deletes a user's rows with the user, and :func:`tutor.progress.merge_guest` moves them (it moves every ``user_id`` table).

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_guest(db).id
>>> answered(db, uid, "canasta/01-cartas")
{}
"""

from __future__ import annotations

from typing import Iterable

import sqlite_utils

from . import utc_now, writing


def _m_lesson_answers(db: sqlite_utils.Database) -> None:
    db["lesson_answers"].create(
        {"attempt_id": int, "user_id": int, "lesson_id": str, "position": int, "created_at": str},
        pk="attempt_id", foreign_keys=[("attempt_id", "attempts", "id"), ("user_id", "users", "id")],
        not_null={"user_id", "lesson_id", "position", "created_at"},
    )
    db["lesson_answers"].create_index(["user_id", "lesson_id", "position"])
    db.execute("CREATE TRIGGER lesson_answers_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM lesson_answers WHERE user_id = OLD.id; END")


def record(db: sqlite_utils.Database, user_id: int, lesson_id: str, position: int, attempt_id: int) -> None:
    """File the stored attempt ``attempt_id`` as the answer to puzzle number ``position`` (from 0) of a lesson.

    Idempotent: filing the same attempt again (a double submission returns the earlier attempt) changes nothing.
    """
    with writing(db):
        db.execute("INSERT OR IGNORE INTO lesson_answers (attempt_id, user_id, lesson_id, position, created_at) "
                   "SELECT id, user_id, ?, ?, ? FROM attempts WHERE id = ? AND user_id = ?",
                   [lesson_id, position, utc_now(), attempt_id, user_id])


def answered(db: sqlite_utils.Database, user_id: int, lesson_id: str) -> dict[int, int]:
    """The learner's latest attempt id per answered puzzle position of one lesson (``{position: attempt_id}``)."""
    sql = ("SELECT position, MAX(attempt_id) AS attempt_id FROM lesson_answers "
           "WHERE user_id = ? AND lesson_id = ? GROUP BY position")
    return {r["position"]: r["attempt_id"] for r in db.query(sql, [user_id, lesson_id])}


def answered_counts(db: sqlite_utils.Database, user_id: int) -> dict[str, dict[int, bool]]:
    """Per lesson id, the positions the learner has answered and whether the latest answer there is right
    (``{lesson_id: {position: right}}``; lessons never started are absent)."""
    out: dict[str, dict[int, bool]] = {}
    sql = ("SELECT l.lesson_id, l.position, a.correct FROM (SELECT lesson_id, position, MAX(attempt_id) AS last "
           "FROM lesson_answers WHERE user_id = ? GROUP BY lesson_id, position) l JOIN attempts a ON a.id = l.last")
    for r in db.query(sql, [user_id]):
        out.setdefault(r["lesson_id"], {})[r["position"]] = bool(r["correct"])
    return out


def is_completed(right: Iterable[int], puzzles: int) -> bool:
    """Whether the positions answered ``right`` cover all ``puzzles`` of a lesson (positions 0 .. puzzles-1)."""
    return puzzles > 0 and set(range(puzzles)) <= set(right)
