"""Teachers' classes in the store (the teacher role: :mod:`tutor.progress.roles`): classes and join codes, members, assignments, the gradebook's
aggregates, item statistics and learners' reports of a puzzle (issue 15).

The gradebook never scans attempts: every answer given inside an assignment updates, in the attempt's own
transaction (:func:`record_in_assignment`, called from :func:`tutor.progress.record_attempt_once`'s ``also``), the
learner's cell for that puzzle (attempts, the counted attempt's credit, mistake, answer and time), the learner's
total for the assignment, and the count of that wrong answer for the item statistics.

Times are stored in UTC (ISO 8601, seconds); the web layer converts them from and to the club's time zone.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> profe = progress.create_user(db, "profe", "x")
>>> create_class(db, profe.id, "Canasta").members
0
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable

import sqlite_utils

from . import _rows, utc_now, writing

JOIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes are read aloud and copied from a screen: no 0/O, no 1/I."""
JOIN_CODE_LENGTH = 6
ATTEMPTS_ALLOWED = (1, 3, 0)
"""Attempts a learner has per puzzle of an assignment; 0: unlimited."""
COUNTS = ("first", "best")
EXPLANATIONS = ("each", "after_due")
LATE = ("mark", "refuse")
MAX_ITEMS = 100
"""Puzzles in one assignment at most."""
MAX_TITLE = 80
"""Characters in an assignment's title at most (as in a class's name): the class page and Mis clases show it."""


def _m0001_classes(db: sqlite_utils.Database) -> None:
    db.executescript("""
    CREATE TABLE IF NOT EXISTS user_roles (
        user_id INTEGER NOT NULL REFERENCES users(id), role TEXT NOT NULL, granted_at TEXT NOT NULL,
        PRIMARY KEY (user_id, role));
    CREATE TABLE classes (
        id INTEGER PRIMARY KEY AUTOINCREMENT, teacher_id INTEGER NOT NULL REFERENCES users(id),
        name TEXT NOT NULL, description TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL);
    CREATE INDEX idx_classes_teacher ON classes (teacher_id);
    CREATE TABLE class_codes (
        code TEXT PRIMARY KEY, class_id INTEGER NOT NULL REFERENCES classes(id), created_at TEXT NOT NULL,
        retired_at TEXT);
    CREATE INDEX idx_class_codes_class ON class_codes (class_id);
    CREATE TABLE class_members (
        class_id INTEGER NOT NULL REFERENCES classes(id), user_id INTEGER NOT NULL REFERENCES users(id),
        joined_at TEXT NOT NULL, PRIMARY KEY (class_id, user_id));
    CREATE INDEX idx_class_members_user ON class_members (user_id);
    CREATE TABLE assignments (
        id INTEGER PRIMARY KEY AUTOINCREMENT, class_id INTEGER NOT NULL REFERENCES classes(id),
        title TEXT NOT NULL, source TEXT NOT NULL, opens_at TEXT NOT NULL, due_at TEXT NOT NULL,
        attempts_allowed INTEGER NOT NULL, counts TEXT NOT NULL, explanations TEXT NOT NULL, late TEXT NOT NULL,
        variant_seed INTEGER, created_at TEXT NOT NULL);
    CREATE INDEX idx_assignments_class ON assignments (class_id);
    CREATE TABLE assignment_items (
        assignment_id INTEGER NOT NULL REFERENCES assignments(id), position INTEGER NOT NULL,
        puzzle_id TEXT NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL, token TEXT NOT NULL UNIQUE,
        situation TEXT, PRIMARY KEY (assignment_id, position));
    CREATE INDEX idx_assignment_items_puzzle ON assignment_items (puzzle_id);
    CREATE TABLE assignment_attempts (
        attempt_id INTEGER PRIMARY KEY REFERENCES attempts(id), assignment_id INTEGER NOT NULL,
        position INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id), late INTEGER NOT NULL);
    CREATE INDEX idx_assignment_attempts_learner ON assignment_attempts (assignment_id, user_id, position);
    CREATE TABLE gradebook_cells (
        assignment_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id), position INTEGER NOT NULL,
        attempts INTEGER NOT NULL, first_correct INTEGER NOT NULL, first_time_ms INTEGER,
        credit REAL NOT NULL, correct INTEGER NOT NULL, mistake TEXT, answer TEXT NOT NULL, time_ms INTEGER,
        late INTEGER NOT NULL, attempt_id INTEGER NOT NULL,
        PRIMARY KEY (assignment_id, user_id, position));
    CREATE TABLE gradebook_totals (
        assignment_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id),
        answered INTEGER NOT NULL, credit REAL NOT NULL, attempts INTEGER NOT NULL, late INTEGER NOT NULL,
        PRIMARY KEY (assignment_id, user_id));
    CREATE TABLE item_wrong_answers (
        assignment_id INTEGER NOT NULL, position INTEGER NOT NULL, answer TEXT NOT NULL, mistake TEXT,
        n INTEGER NOT NULL, PRIMARY KEY (assignment_id, position, answer));
    CREATE TABLE puzzle_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
        assignment_id INTEGER, position INTEGER, puzzle_id TEXT NOT NULL, comment TEXT NOT NULL,
        created_at TEXT NOT NULL);
    CREATE INDEX idx_puzzle_reports_assignment ON puzzle_reports (assignment_id);
    """)


def _m0002_assignment_only_attempts(db: sqlite_utils.Database) -> None:
    # answers given before this change in an assignment whose explanations waited for the due time: left out of
    # the practice lists from now on, as new ones are (their totals stay: they cannot be told apart any more)
    db.execute("UPDATE attempts SET assignment_only = 1 WHERE id IN (SELECT x.attempt_id FROM assignment_attempts x "
               "JOIN assignments a ON a.id = x.assignment_id JOIN attempts t ON t.id = x.attempt_id "
               "WHERE a.explanations = 'after_due' AND t.created_at <= a.due_at)")


def _m0003_profiles(db: sqlite_utils.Database) -> None:
    # the house-rule profile (a key: reglamento, clasica, club_<n>) of a class or an assignment; NULL: the club's
    db.execute("ALTER TABLE classes ADD COLUMN profile TEXT")
    db.execute("ALTER TABLE assignments ADD COLUMN profile TEXT")


def _m0004_wrong_answer_learners(db: sqlite_utils.Database) -> None:
    # how many learners gave each wrong answer (n counts answers: one learner sending it three times was three)
    db.execute("ALTER TABLE item_wrong_answers ADD COLUMN learners INTEGER NOT NULL DEFAULT 0")
    db.execute("UPDATE item_wrong_answers SET learners = (SELECT COUNT(DISTINCT x.user_id) FROM assignment_attempts x "
               "JOIN attempts t ON t.id = x.attempt_id WHERE x.assignment_id = item_wrong_answers.assignment_id "
               "AND x.position = item_wrong_answers.position AND t.answer = item_wrong_answers.answer "
               "AND t.correct = 0)")


def _m0005_removals(db: sqlite_utils.Database) -> None:
    # a learner the teacher removed, and the join code in use then: that code no longer lets them back in
    db.execute("CREATE TABLE class_removals (class_id INTEGER NOT NULL REFERENCES classes(id), "
               "user_id INTEGER NOT NULL REFERENCES users(id), code TEXT NOT NULL, removed_at TEXT NOT NULL, "
               "PRIMARY KEY (class_id, user_id))")


def _m0006_assignment_variants(db: sqlite_utils.Database) -> None:
    # the variant each learner was given of each item (their ids are sealed with the item's); those answered
    # before this change are known from their attempts
    db.executescript("""
    CREATE TABLE assignment_variants (
        assignment_id INTEGER NOT NULL, position INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id),
        puzzle_id TEXT NOT NULL, PRIMARY KEY (assignment_id, position, user_id));
    CREATE INDEX idx_assignment_variants_puzzle ON assignment_variants (puzzle_id);
    INSERT OR IGNORE INTO assignment_variants (assignment_id, position, user_id, puzzle_id)
        SELECT x.assignment_id, x.position, x.user_id, t.puzzle_id FROM assignment_attempts x
        JOIN attempts t ON t.id = x.attempt_id JOIN assignments a ON a.id = x.assignment_id
        WHERE a.variant_seed IS NOT NULL;
    """)


def _m0007_no_answered_total(db: sqlite_utils.Database) -> None:
    # the count of items answered per learner, kept beside the cells, was read by nothing since the pages count
    # puzzles and deals apart from the cells themselves (it also counted deals as answered)
    # (sqlite-utils' transform rebuilds the table: SQLite's own DROP COLUMN needs 3.35, newer than some systems run)
    db["gradebook_totals"].transform(drop={"answered"})


def _one(db: sqlite_utils.Database, sql: str, params: tuple) -> dict | None:
    rows = _rows(db, sql, params)
    return rows[0] if rows else None


# ---------------------------------------------------------------------------------------------- classes


@dataclass(frozen=True, slots=True)
class ClassRow:
    """A class: its teacher, name, description and current join code."""

    id: int
    teacher_id: int
    name: str
    description: str
    code: str
    members: int
    profile: str | None = None
    """The house-rule profile's key its assignments use unless they name another (``None``: the club's)."""


class UnknownCode(ValueError):
    """No class has this join code."""


class RetiredCode(ValueError):
    """The code belonged to a class but was replaced by a new one (regenerated)."""


def normalise_code(text: str) -> str:
    """A typed join code as stored: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def _new_code(db: sqlite_utils.Database) -> str:
    while True:
        code = "".join(secrets.choice(JOIN_ALPHABET) for _ in range(JOIN_CODE_LENGTH))
        if _one(db, "SELECT 1 FROM class_codes WHERE code = ?", (code,)) is None:
            return code


_CLASS_SQL = ("SELECT c.id, c.teacher_id, c.name, c.description, k.code, "
              "(SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS members, c.profile "
              "FROM classes c JOIN class_codes k ON k.class_id = c.id AND k.retired_at IS NULL ")


def create_class(db: sqlite_utils.Database, teacher_id: int, name: str, description: str = "") -> ClassRow:
    """A new class of ``teacher_id`` with a fresh join code (class and code in one transaction)."""
    with writing(db):
        cursor = db.conn.execute("INSERT INTO classes (teacher_id, name, description, created_at) VALUES (?, ?, ?, ?)",
                                 (teacher_id, name, description, utc_now()))
        class_id = cursor.lastrowid
        db.conn.execute("INSERT INTO class_codes (code, class_id, created_at) VALUES (?, ?, ?)",
                        (_new_code(db), class_id, utc_now()))
    return get_class(db, class_id)


def get_class(db: sqlite_utils.Database, class_id: int) -> ClassRow | None:
    """The class, or ``None``."""
    row = _one(db, _CLASS_SQL + "WHERE c.id = ?", (class_id,))
    return ClassRow(**row) if row else None


def classes_of_teacher(db: sqlite_utils.Database, teacher_id: int) -> list[ClassRow]:
    """The teacher's classes, newest first."""
    return [ClassRow(**r) for r in _rows(db, _CLASS_SQL + "WHERE c.teacher_id = ? ORDER BY c.id DESC", (teacher_id,))]


def classes_of_learner(db: sqlite_utils.Database, user_id: int) -> list[ClassRow]:
    """The classes the learner belongs to, in the order joined."""
    return [ClassRow(**r) for r in _rows(
        db, _CLASS_SQL + "JOIN class_members me ON me.class_id = c.id AND me.user_id = ? ORDER BY me.joined_at, c.id",
        (user_id,))]


def set_class_profile(db: sqlite_utils.Database, class_id: int, profile: str | None) -> None:
    """The house-rule profile of the class's assignments from now on (a key, checked by the caller; ``None``: the
    club's default). Assignments made before keep their puzzles: each puzzle id names its profile."""
    with writing(db):
        db.conn.execute("UPDATE classes SET profile = ? WHERE id = ?", (profile, class_id))


def regenerate_code(db: sqlite_utils.Database, class_id: int) -> str:
    """Retire the class's join code and give it a new one (returned); the old code then says it was replaced."""
    with writing(db):
        db.conn.execute("UPDATE class_codes SET retired_at = ? WHERE class_id = ? AND retired_at IS NULL",
                        (utc_now(), class_id))
        code = _new_code(db)
        db.conn.execute("INSERT INTO class_codes (code, class_id, created_at) VALUES (?, ?, ?)",
                        (code, class_id, utc_now()))
    return code


class Removed(ValueError):
    """The teacher removed this learner from the class while this code was in use: they need a new code."""


def class_by_code(db: sqlite_utils.Database, code: str) -> ClassRow:
    """The class a join code opens. Raises :class:`UnknownCode` or :class:`RetiredCode`."""
    row = _one(db, "SELECT class_id, retired_at FROM class_codes WHERE code = ?", (normalise_code(code),))
    if row is None:
        raise UnknownCode(code)
    if row["retired_at"] is not None:
        raise RetiredCode(code)
    return get_class(db, row["class_id"])


def join(db: sqlite_utils.Database, class_id: int, user_id: int) -> bool:
    """Add the learner to the class; ``False`` if they already were in it. Raises :class:`Removed` for a learner
    the teacher removed while the class's current code was in use (a new code lets them back in)."""
    with writing(db):
        removed = _one(db, "SELECT 1 FROM class_removals r JOIN class_codes k ON k.code = r.code "
                           "AND k.retired_at IS NULL WHERE r.class_id = ? AND r.user_id = ?", (class_id, user_id))
        if removed:
            raise Removed(class_id)
        db.conn.execute("DELETE FROM class_removals WHERE class_id = ? AND user_id = ?", (class_id, user_id))
        cursor = db.conn.execute("INSERT OR IGNORE INTO class_members (class_id, user_id, joined_at) VALUES (?, ?, ?)",
                                 (class_id, user_id, utc_now()))
    return cursor.rowcount == 1


def remove(db: sqlite_utils.Database, class_id: int, user_id: int) -> bool:
    """The teacher takes the learner out of the class (as :func:`leave`), and the class's current join code no
    longer lets them back in (:class:`Removed`); ``False``: not a member."""
    with writing(db):
        cursor = db.conn.execute("DELETE FROM class_members WHERE class_id = ? AND user_id = ?", (class_id, user_id))
        if cursor.rowcount == 1:
            db.conn.execute("INSERT OR REPLACE INTO class_removals (class_id, user_id, code, removed_at) "
                            "SELECT ?, ?, code, ? FROM class_codes WHERE class_id = ? AND retired_at IS NULL",
                            (class_id, user_id, utc_now(), class_id))
    return cursor.rowcount == 1


def leave(db: sqlite_utils.Database, class_id: int, user_id: int) -> bool:
    """Take the learner out of the class (a learner leaving, or the teacher removing them); their answers stay in
    the gradebook's history but they no longer appear on the roster or the gradebook. ``False``: not a member."""
    with writing(db):
        cursor = db.conn.execute("DELETE FROM class_members WHERE class_id = ? AND user_id = ?", (class_id, user_id))
    return cursor.rowcount == 1


def is_member(db: sqlite_utils.Database, class_id: int, user_id: int) -> bool:
    return _one(db, "SELECT 1 FROM class_members WHERE class_id = ? AND user_id = ?", (class_id, user_id)) is not None


@dataclass(frozen=True, slots=True)
class Member:
    user_id: int
    username: str
    joined_at: str


def roster(db: sqlite_utils.Database, class_id: int) -> list[Member]:
    """The class's learners, by username."""
    sql = ("SELECT m.user_id, u.username, m.joined_at FROM class_members m JOIN users u ON u.id = m.user_id "
           "WHERE m.class_id = ? ORDER BY u.username COLLATE NOCASE")
    return [Member(**r) for r in _rows(db, sql, (class_id,))]


# ---------------------------------------------------------------------------------------------- assignments


@dataclass(frozen=True, slots=True)
class Item:
    """One puzzle of an assignment: its place (1..n), puzzle id, kind, level and opaque token (the address
    learners see, which reveals neither the seed nor the situation). ``situation``: for a hand-written puzzle
    (a digest id), ``{"situation": ..., "context": ...}`` as JSON text, kept here so that every learner can be
    shown it (a teacher's saved puzzle is private to the teacher); ``None`` for a generated one."""

    assignment_id: int
    position: int
    puzzle_id: str
    kind: str
    level: int
    token: str
    situation: str | None = None


@dataclass(frozen=True, slots=True)
class Assignment:
    """A puzzle set given to a class. Times in UTC, ISO 8601. ``attempts_allowed``: 1, 3 or 0 (unlimited);
    ``counts``: ``"first"`` or ``"best"``; ``explanations``: ``"each"`` (after every answer) or ``"after_due"``;
    ``late``: ``"mark"`` (accepted, marked late) or ``"refuse"``; ``variant_seed``: for a generated set given as a
    different variant to each learner, the secret seed their puzzles are drawn from (``None``: the same puzzles
    for everyone); ``profile``: the house-rule profile its puzzles were made under, when the teacher chose one
    (``None``: its class's, else the club's, at the time it was made; the puzzle ids name it either way)."""

    id: int
    class_id: int
    title: str
    source: str
    opens_at: str
    due_at: str
    attempts_allowed: int
    counts: str
    explanations: str
    late: str
    variant_seed: int | None
    items: tuple[Item, ...]
    profile: str | None = None

    def is_open(self, now: str) -> bool:
        return now >= self.opens_at

    def is_past_due(self, now: str) -> bool:
        return now > self.due_at

    def closed(self, now: str) -> bool:
        """Whether it takes no more answers or moves now: past its due time, with late answers refused."""
        return self.is_past_due(now) and self.late == "refuse"

    def sealed(self, now: str) -> bool:
        """Whether verdicts and explanations are withheld now (explanations after the due time, not yet due)."""
        return self.explanations == "after_due" and not self.is_past_due(now)


@dataclass(frozen=True, slots=True)
class AssignmentSpec:
    """What a teacher asks for; :func:`create_assignment` checks it. ``puzzle_ids``: the set's puzzles in order;
    ``situations``: for each hand-written one, its ``{"situation": ..., "context": ...}`` as JSON text."""

    title: str
    source: str
    puzzle_ids: tuple[str, ...]
    opens_at: datetime
    due_at: datetime
    attempts_allowed: int = 0
    counts: str = "best"
    explanations: str = "each"
    late: str = "mark"
    situations: dict = field(default_factory=dict)
    variant_seed: int | None = None
    profile: str | None = None


def situation_text(situation, context=None) -> str:
    """A hand-written situation (and its display-only context) as an item stores it: JSON text."""
    return json.dumps({"situation": dict(situation), "context": dict(context or {})}, ensure_ascii=False,
                      sort_keys=True)


def handwritten_situations(puzzle_set) -> dict[str, str]:
    """The hand-written situations of a puzzle set (``tutor.content.puzzle_sets.PuzzleSet``), by puzzle id, as
    :attr:`AssignmentSpec.situations` takes them."""
    return {e.puzzle_ids()[0]: situation_text(e.situation, e.context) for e in puzzle_set.entries if e.handwritten}


class InvalidAssignment(ValueError):
    """The assignment cannot be made; ``args[0]`` is a code the web layer words: ``"empty"``, ``"too_many"``,
    ``"due_before_opening"``, ``"title"`` (none, or longer than :data:`MAX_TITLE`), ``"option"``,
    ``"public_sealed"`` (a bundled set, whose answers are public, with explanations after the due time)."""


def _utc(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise ValueError("a time zone is needed")
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def create_assignment(db: sqlite_utils.Database, class_id: int, spec: AssignmentSpec,
                      kind_level: Callable[[str], tuple[str, int]]) -> Assignment:
    """Give the class a puzzle set. ``kind_level(puzzle_id) -> (kind, level)``. Everything in one transaction:
    an invalid spec writes nothing. Raises :class:`InvalidAssignment`."""
    if not 1 <= len(spec.title.strip()) <= MAX_TITLE:
        raise InvalidAssignment("title")
    if not spec.puzzle_ids:
        raise InvalidAssignment("empty")
    if len(spec.puzzle_ids) > MAX_ITEMS:
        raise InvalidAssignment("too_many")
    if spec.due_at <= spec.opens_at:
        raise InvalidAssignment("due_before_opening")
    if (spec.attempts_allowed not in ATTEMPTS_ALLOWED or spec.counts not in COUNTS
            or spec.explanations not in EXPLANATIONS or spec.late not in LATE):
        raise InvalidAssignment("option")
    if spec.source.startswith("set:") and spec.explanations == "after_due":
        raise InvalidAssignment("public_sealed")  # anyone can look a bundled set's answers up: never sealed
    items = [(pid, *kind_level(pid)) for pid in spec.puzzle_ids]
    with writing(db):
        cursor = db.conn.execute(
            "INSERT INTO assignments (class_id, title, source, opens_at, due_at, attempts_allowed, counts, "
            "explanations, late, variant_seed, created_at, profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (class_id, spec.title.strip(), spec.source, _utc(spec.opens_at), _utc(spec.due_at),
             spec.attempts_allowed, spec.counts, spec.explanations, spec.late, spec.variant_seed, utc_now(),
             spec.profile))
        aid = cursor.lastrowid
        db.conn.executemany(
            "INSERT INTO assignment_items (assignment_id, position, puzzle_id, kind, level, token, situation) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(aid, n, pid, kind, level, secrets.token_urlsafe(12), spec.situations.get(pid))
             for n, (pid, kind, level) in enumerate(items, 1)])
    return get_assignment(db, aid)


def get_assignment(db: sqlite_utils.Database, assignment_id: int) -> Assignment | None:
    """The assignment with its items, or ``None``."""
    row = _one(db, "SELECT id, class_id, title, source, opens_at, due_at, attempts_allowed, counts, explanations, "
                   "late, variant_seed, profile FROM assignments WHERE id = ?", (assignment_id,))
    if row is None:
        return None
    items = tuple(Item(**r) for r in _rows(
        db, "SELECT assignment_id, position, puzzle_id, kind, level, token, situation FROM assignment_items "
            "WHERE assignment_id = ? ORDER BY position", (assignment_id,)))
    return Assignment(**row, items=items)


def assignments_of_class(db: sqlite_utils.Database, class_id: int) -> list[Assignment]:
    """The class's assignments, by due time."""
    ids = [r["id"] for r in _rows(db, "SELECT id FROM assignments WHERE class_id = ? ORDER BY due_at, id",
                                  (class_id,))]
    return [get_assignment(db, i) for i in ids]


class AlreadyAnswered(ValueError):
    """The assignment has answers: its puzzles keep their places (the gradebook files answers by place)."""


def move_item(db: sqlite_utils.Database, assignment_id: int, position: int, delta: int) -> bool:
    """Swap the puzzle at ``position`` with its neighbour ``delta`` (-1: earlier, +1: later) places away;
    ``False`` if there is no such neighbour. Raises :class:`AlreadyAnswered` once anyone has answered, or sat down
    to one of its deals (a learner's deal is filed by its item's place)."""
    other = position + delta
    with writing(db):
        if _one(db, "SELECT 1 FROM assignment_attempts WHERE assignment_id = ? UNION ALL "
                    "SELECT 1 FROM tratos WHERE assignment_id = ? LIMIT 1", (assignment_id, assignment_id)):
            raise AlreadyAnswered(assignment_id)
        found = _rows(db, "SELECT position FROM assignment_items WHERE assignment_id = ? AND position IN (?, ?)",
                      (assignment_id, position, other))
        if len(found) != 2:
            return False
        for old, new in ((position, 0), (other, position), (0, other)):  # through 0: positions are a key
            db.conn.execute("UPDATE assignment_items SET position = ? WHERE assignment_id = ? AND position = ?",
                            (new, assignment_id, old))
    return True


def item_by_token(assignment: Assignment, token: str) -> Item | None:
    return next((i for i in assignment.items if i.token == token), None)


def sealed_attempt(db: sqlite_utils.Database, attempt_id: int, now: str | None = None) -> bool:
    """Whether the attempt was an answer in an assignment whose explanations wait for a due time not yet reached:
    nothing may show its verdict before then (a learner's own verdict page, Mi progreso)."""
    sql = ("SELECT 1 FROM assignment_attempts x JOIN assignments a ON a.id = x.assignment_id WHERE x.attempt_id = ? "
           "AND a.explanations = 'after_due' AND a.due_at >= ?")
    return _one(db, sql, (attempt_id, now or utc_now())) is not None


def sealed_puzzle(db: sqlite_utils.Database, puzzle_id: str, now: str | None = None) -> bool:
    """Whether ``puzzle_id`` is a puzzle of an assignment whose explanations wait for a due time not yet reached,
    or a learner's variant of one (:func:`note_variant`): nothing outside the assignment (the practice pages,
    hints, reviews, the public API) then shows, hints or checks it. A bundled set's puzzles are public (anyone can
    look their ids up), so they are never sealed: an assignment of one made before the form refused it keeps
    working for its class (its verdicts wait for the due time there), while its ids stay open to all."""
    now = now or utc_now()
    sql = ("SELECT 1 FROM assignment_items i JOIN assignments a ON a.id = i.assignment_id WHERE i.puzzle_id = ? "
           "AND a.source NOT LIKE 'set:%' AND a.explanations = 'after_due' AND a.due_at >= ? "
           "UNION ALL SELECT 1 FROM assignment_variants v JOIN assignments a ON a.id = v.assignment_id "
           "WHERE v.puzzle_id = ? AND a.explanations = 'after_due' AND a.due_at >= ? LIMIT 1")
    return _one(db, sql, (puzzle_id, now, puzzle_id, now)) is not None


def note_variant(db: sqlite_utils.Database, assignment_id: int, position: int, user_id: int, puzzle_id: str) -> None:
    """Keep the variant ``user_id`` is given of the item at ``position`` (before it is first shown to them), so
    that :func:`sealed_puzzle` knows its id; nothing is written when it is known already."""
    known = "SELECT 1 FROM assignment_variants WHERE assignment_id = ? AND position = ? AND user_id = ?"
    if _one(db, known, (assignment_id, position, user_id)) is None:
        with writing(db):
            db.conn.execute("INSERT OR IGNORE INTO assignment_variants (assignment_id, position, user_id, puzzle_id) "
                            "VALUES (?, ?, ?, ?)", (assignment_id, position, user_id, puzzle_id))


# ---------------------------------------------------------------------------------------------- answers


class AttemptsUsed(Exception):
    """The learner has used every attempt this assignment allows for this puzzle."""


def attempts_made(db: sqlite_utils.Database, assignment_id: int, user_id: int, position: int) -> int:
    row = _one(db, "SELECT attempts FROM gradebook_cells WHERE assignment_id = ? AND user_id = ? AND position = ?",
               (assignment_id, user_id, position))
    return row["attempts"] if row else 0


def record_in_assignment(db: sqlite_utils.Database, assignment: Assignment, item: Item, attempt_id: int,
                         user_id: int, correct: bool, credit: float, mistake: str | None, answer: str,
                         time_ms: int | None, late: bool) -> None:
    """File a stored attempt under the assignment and bring the aggregates up to date. Must run inside the
    attempt's own write transaction (``also`` of :func:`tutor.progress.record_attempt_once`), so the attempt and
    its aggregates are written together or not at all.

    Raises :class:`AttemptsUsed` (the caller's transaction is then rolled back: nothing is stored).
    """
    conn = db.conn
    cell = _one(db, "SELECT attempts, credit FROM gradebook_cells WHERE assignment_id = ? AND user_id = ? "
                    "AND position = ?", (assignment.id, user_id, item.position))
    if cell and assignment.attempts_allowed and cell["attempts"] >= assignment.attempts_allowed:
        raise AttemptsUsed(item.position)
    conn.execute("INSERT INTO assignment_attempts (attempt_id, assignment_id, position, user_id, late) "
                 "VALUES (?, ?, ?, ?, ?)", (attempt_id, assignment.id, item.position, user_id, int(late)))
    counted = (int(correct), float(credit), mistake, answer, time_ms, int(late), attempt_id)
    if cell is None:
        conn.execute("INSERT INTO gradebook_cells (assignment_id, user_id, position, attempts, first_correct, "
                     "first_time_ms, correct, credit, mistake, answer, time_ms, late, attempt_id) "
                     "VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (assignment.id, user_id, item.position, int(correct), time_ms, *counted))
        gained = float(credit)
    else:
        replace = assignment.counts == "best" and credit > cell["credit"]
        gained = float(credit) - cell["credit"] if replace else 0.0
        conn.execute("UPDATE gradebook_cells SET attempts = attempts + 1 WHERE assignment_id = ? AND user_id = ? "
                     "AND position = ?", (assignment.id, user_id, item.position))
        if replace:
            conn.execute("UPDATE gradebook_cells SET correct = ?, credit = ?, mistake = ?, answer = ?, time_ms = ?, "
                         "late = ?, attempt_id = ? WHERE assignment_id = ? AND user_id = ? AND position = ?",
                         (*counted, assignment.id, user_id, item.position))
    conn.execute("INSERT INTO gradebook_totals (assignment_id, user_id, credit, attempts, late) "
                 "VALUES (?, ?, ?, 1, ?) ON CONFLICT (assignment_id, user_id) DO UPDATE SET "
                 "credit = credit + excluded.credit, attempts = attempts + 1, late = late + excluded.late",
                 (assignment.id, user_id, gained, int(late)))
    if not correct:
        again = _one(db, "SELECT 1 FROM assignment_attempts x JOIN attempts t ON t.id = x.attempt_id "
                         "WHERE x.assignment_id = ? AND x.user_id = ? AND x.position = ? AND x.attempt_id != ? "
                         "AND t.answer = ? LIMIT 1", (assignment.id, user_id, item.position, attempt_id, answer))
        new_learner = 0 if again else 1
        conn.execute("INSERT INTO item_wrong_answers (assignment_id, position, answer, mistake, n, learners) "
                     "VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (assignment_id, position, answer) DO UPDATE SET "
                     "n = n + 1, learners = learners + excluded.learners",
                     (assignment.id, item.position, answer, mistake, new_learner))


def record_deal(db: sqlite_utils.Database, assignment: Assignment, item: Item, user_id: int, moves: int,
                refused: int, late: bool) -> bool:
    """File a "Juega un trato" item's deal, played to its end by ``user_id``, in the gradebook: its cell and the
    learner's total, once (``False``: filed already). The deal is no puzzle answer, so the cell has no attempt
    (``attempt_id`` 0) and no wrong answer is counted for the item statistics.

    The cell: ``answer`` the number of the learner's moves the rules refused (a renuncio accepted "as at the table"
    counts too), ``credit`` the share of their ``moves`` the rules allowed (``1 - refused / moves``), ``correct``
    none refused.
    """
    credit = round(1 - refused / moves, 4) if moves else 1.0
    with writing(db):
        if _one(db, "SELECT 1 FROM gradebook_cells WHERE assignment_id = ? AND user_id = ? AND position = ?",
                (assignment.id, user_id, item.position)):
            return False
        db.conn.execute("INSERT INTO gradebook_cells (assignment_id, user_id, position, attempts, first_correct, "
                        "first_time_ms, correct, credit, mistake, answer, time_ms, late, attempt_id) "
                        "VALUES (?, ?, ?, 1, ?, NULL, ?, ?, NULL, ?, NULL, ?, 0)",
                        (assignment.id, user_id, item.position, int(not refused), int(not refused), credit,
                         str(refused), int(late)))
        db.conn.execute("INSERT INTO gradebook_totals (assignment_id, user_id, credit, attempts, late) "
                        "VALUES (?, ?, ?, 1, ?) ON CONFLICT (assignment_id, user_id) DO UPDATE SET "
                        "credit = credit + excluded.credit, attempts = attempts + 1, late = late + excluded.late",
                        (assignment.id, user_id, credit, int(late)))
    return True


# ---------------------------------------------------------------------------------------------- gradebook


@dataclass(frozen=True, slots=True)
class Cell:
    """A learner's result on one puzzle of an assignment: the counted attempt's credit, mistake, answer, time and
    lateness, and how many attempts were made."""

    position: int
    attempts: int
    correct: bool
    credit: float
    mistake: str | None
    answer: str
    time_ms: int | None
    late: bool
    attempt_id: int


@dataclass(frozen=True, slots=True)
class GradebookRow:
    """A learner's line of an assignment's gradebook: their cells by position and their totals (the credit summed,
    the attempts made, how many were late)."""

    user_id: int
    username: str
    cells: dict[int, Cell]
    credit: float
    attempts: int
    late: int


def gradebook(db: sqlite_utils.Database, assignment: Assignment) -> list[GradebookRow]:
    """Every current member of the class with their cells and totals for the assignment (read from the
    aggregates: two indexed reads, whatever the number of attempts)."""
    members = _rows(db, "SELECT m.user_id, u.username, t.credit, t.attempts, t.late "
                        "FROM class_members m JOIN users u ON u.id = m.user_id LEFT JOIN gradebook_totals t "
                        "ON t.assignment_id = ? AND t.user_id = m.user_id WHERE m.class_id = ? "
                        "ORDER BY u.username COLLATE NOCASE", (assignment.id, assignment.class_id))
    cells: dict[int, dict[int, Cell]] = {}
    for r in _rows(db, "SELECT user_id, position, attempts, correct, credit, mistake, answer, time_ms, late, "
                       "attempt_id FROM gradebook_cells WHERE assignment_id = ?", (assignment.id,)):
        uid = r.pop("user_id")
        r["correct"], r["late"] = bool(r["correct"]), bool(r["late"])
        cells.setdefault(uid, {})[r["position"]] = Cell(**r)
    return [GradebookRow(m["user_id"], m["username"], cells.get(m["user_id"], {}), m["credit"] or 0.0,
                         m["attempts"] or 0, m["late"] or 0) for m in members]


def assignment_totals(db: sqlite_utils.Database, class_id: int) -> dict[int, tuple[int, float]]:
    """Per assignment of the class: how many of its current learners have answered, and their summed credit."""
    sql = ("SELECT t.assignment_id, COUNT(*) AS learners, SUM(t.credit) AS credit FROM gradebook_totals t "
           "JOIN assignments a ON a.id = t.assignment_id JOIN class_members m ON m.class_id = a.class_id "
           "AND m.user_id = t.user_id WHERE a.class_id = ? GROUP BY t.assignment_id")
    return {r["assignment_id"]: (r["learners"], r["credit"]) for r in _rows(db, sql, (class_id,))}


def learner_cells(db: sqlite_utils.Database, assignment_id: int, user_id: int) -> dict[int, Cell]:
    """One learner's cells in one assignment, by position (their own page and the drill-down)."""
    out = {}
    for r in _rows(db, "SELECT position, attempts, correct, credit, mistake, answer, time_ms, late, attempt_id "
                       "FROM gradebook_cells WHERE assignment_id = ? AND user_id = ?", (assignment_id, user_id)):
        r["correct"], r["late"] = bool(r["correct"]), bool(r["late"])
        out[r["position"]] = Cell(**r)
    return out


@dataclass(frozen=True, slots=True)
class AnswerRow:
    """One answer a learner gave inside an assignment (the drill-down)."""

    attempt_id: int
    position: int
    answer: str
    correct: bool
    credit: float
    mistake: str | None
    time_ms: int | None
    late: bool
    created_at: str


def learner_answers(db: sqlite_utils.Database, assignment_id: int, user_id: int) -> list[AnswerRow]:
    """Every answer of the learner in the assignment, by puzzle and then in order."""
    sql = ("SELECT a.id AS attempt_id, x.position, a.answer, a.correct, a.credit, a.mistake, a.time_ms, x.late, "
           "a.created_at FROM assignment_attempts x JOIN attempts a ON a.id = x.attempt_id "
           "WHERE x.assignment_id = ? AND x.user_id = ? ORDER BY x.position, a.id")
    out = []
    for r in _rows(db, sql, (assignment_id, user_id)):
        r["correct"], r["late"] = bool(r["correct"]), bool(r["late"])
        out.append(AnswerRow(**r))
    return out


# ---------------------------------------------------------------------------------------------- item statistics


@dataclass(frozen=True, slots=True)
class WrongAnswer:
    """A wrong answer to a puzzle: the named mistake it matches (if any), how many times it was given (``n``)
    and by how many learners."""

    answer: str
    mistake: str | None
    n: int
    learners: int


@dataclass(frozen=True, slots=True)
class ItemStats:
    """Statistics of one puzzle of an assignment (or, with ``position`` 0, of a kind and level): the learners who
    answered (each counted once), their attempts, first answers (a learner's first on each puzzle: for one puzzle,
    one per learner) and how many of those were right."""

    position: int
    kind: str
    level: int
    learners: int
    attempts: int
    first_right: int
    mean_first_time_ms: int | None
    wrong: tuple[WrongAnswer, ...]
    first_answers: int = 0

    @property
    def first_try_accuracy(self) -> float | None:
        tried = self.first_answers or self.learners
        return self.first_right / tried if tried else None


MIN_LEARNERS_FOR_FLAGS = 5
"""Flags need this many learners on the puzzle: one or two answers say nothing about a puzzle."""
TOO_HARD_BELOW = 0.30
AMBIGUOUS_SHARE = 0.20
"""A wrong answer matching no named mistake, given by at least this share of the puzzle's learners (and by 3 or
more learners: one learner sending it again counts once), makes the puzzle suspected ambiguous: many read it
another way than the key."""


def too_hard(stats: ItemStats) -> bool:
    acc = stats.first_try_accuracy
    return stats.learners >= MIN_LEARNERS_FOR_FLAGS and acc is not None and acc < TOO_HARD_BELOW


def suspected_ambiguity(stats: ItemStats) -> WrongAnswer | None:
    """The unnamed wrong answer that makes the puzzle suspect, if any."""
    if stats.learners < MIN_LEARNERS_FOR_FLAGS:
        return None
    for w in stats.wrong:
        if w.mistake is None and w.learners >= 3 and w.learners >= AMBIGUOUS_SHARE * stats.learners:
            return w
    return None


def item_stats(db: sqlite_utils.Database, assignment: Assignment, top: int = 3) -> list[ItemStats]:
    """Per puzzle of the assignment: learners, attempts, first-try right, mean first-try time and the ``top`` most
    common wrong answers (from the aggregates)."""
    sums = {r["position"]: r for r in _rows(
        db, "SELECT position, COUNT(*) AS learners, SUM(attempts) AS attempts, SUM(first_correct) AS first_right, "
            "AVG(first_time_ms) AS mean_time FROM gradebook_cells WHERE assignment_id = ? GROUP BY position",
        (assignment.id,))}
    wrong: dict[int, list[WrongAnswer]] = {}
    for r in _rows(db, "SELECT position, answer, mistake, n, learners FROM item_wrong_answers WHERE assignment_id = ? "
                       "ORDER BY position, learners DESC, n DESC, answer", (assignment.id,)):
        found = wrong.setdefault(r["position"], [])
        if len(found) < top:
            found.append(WrongAnswer(r["answer"], r["mistake"], r["n"], r["learners"]))
    out = []
    for item in assignment.items:
        s = sums.get(item.position) or {"learners": 0, "attempts": 0, "first_right": 0, "mean_time": None}
        out.append(ItemStats(item.position, item.kind, item.level, s["learners"], s["attempts"] or 0,
                             s["first_right"] or 0, None if s["mean_time"] is None else round(s["mean_time"]),
                             tuple(wrong.get(item.position, ())), s["learners"]))
    return out


def learners_by_kind_level(db: sqlite_utils.Database, assignment: Assignment) -> dict[tuple[str, int], int]:
    """How many learners answered a puzzle of each kind and level of the assignment (each counted once)."""
    sql = ("SELECT i.kind, i.level, COUNT(DISTINCT c.user_id) AS learners FROM gradebook_cells c "
           "JOIN assignment_items i ON i.assignment_id = c.assignment_id AND i.position = c.position "
           "WHERE c.assignment_id = ? GROUP BY i.kind, i.level")
    return {(r["kind"], r["level"]): r["learners"] for r in _rows(db, sql, (assignment.id,))}


def stats_by_kind_level(stats: list[ItemStats], learners: dict[tuple[str, int], int]) -> list[ItemStats]:
    """The item statistics summed per kind and level (``position`` 0), most common wrong answers merged (their
    learners summed over the puzzles); ``learners``: :func:`learners_by_kind_level`, so that a learner who
    answered two puzzles of a kind and level counts once there."""
    groups: dict[tuple[str, int], list[ItemStats]] = {}
    for s in stats:
        groups.setdefault((s.kind, s.level), []).append(s)
    out = []
    for (kind, level), group in sorted(groups.items()):
        timed = [(s.mean_first_time_ms, s.learners) for s in group if s.mean_first_time_ms is not None]
        weight = sum(n for _, n in timed)
        wrong: dict[tuple[str, str | None], tuple[int, int]] = {}
        for s in group:
            for w in s.wrong:
                n, who = wrong.get((w.answer, w.mistake), (0, 0))
                wrong[w.answer, w.mistake] = (n + w.n, who + w.learners)
        top = sorted(wrong.items(), key=lambda kv: (-kv[1][1], -kv[1][0]))[:3]
        out.append(ItemStats(0, kind, level, learners.get((kind, level), 0), sum(s.attempts for s in group),
                             sum(s.first_right for s in group),
                             round(sum(t * n for t, n in timed) / weight) if weight else None,
                             tuple(WrongAnswer(a, m, n, who) for (a, m), (n, who) in top),
                             sum(s.first_answers for s in group)))
    return out


@dataclass(frozen=True, slots=True)
class DealStats:
    """Statistics of one "Juega un trato" item of an assignment: a deal is a whole game, not an answer, so it has
    no attempts and no first try. ``seated``: learners who sat down to it; ``finished``: who played it to its end
    (its gradebook cells); ``clean``: who finished with no move refused; ``refused``: the moves the rules refused
    in the finished deals, summed."""

    position: int
    seated: int
    finished: int
    clean: int
    refused: int

    @property
    def in_play(self) -> int:
        """Learners who sat down and have not finished."""
        return self.seated - self.finished


def deal_stats(db: sqlite_utils.Database, assignment: Assignment, positions: tuple[int, ...]) -> list[DealStats]:
    """Per deal item of the assignment (at ``positions``), in their order: who sat down, finished, finished with
    no move refused, and the moves refused (one indexed read of the learners' deals and their cells; every
    learner who played, as :func:`item_stats` counts every learner who answered)."""
    sums = {r["position"]: r for r in _rows(
        db, "SELECT t.position, COUNT(*) AS seated, COUNT(c.user_id) AS finished, SUM(c.correct) AS clean, "
            "SUM(CAST(c.answer AS INTEGER)) AS refused FROM tratos t LEFT JOIN gradebook_cells c "
            "ON c.assignment_id = t.assignment_id AND c.position = t.position AND c.user_id = t.user_id "
            "WHERE t.assignment_id = ? GROUP BY t.position", (assignment.id,))}
    out = []
    for position in positions:
        s = sums.get(position) or {"seated": 0, "finished": 0}
        out.append(DealStats(position, s["seated"], s["finished"], s.get("clean") or 0, s.get("refused") or 0))
    return out


# ---------------------------------------------------------------------------------------------- reports


MAX_COMMENT = 1000


@dataclass(frozen=True, slots=True)
class Report:
    id: int
    username: str
    assignment_id: int | None
    position: int | None
    puzzle_id: str
    comment: str
    created_at: str


def report_puzzle(db: sqlite_utils.Database, user_id: int, puzzle_id: str, comment: str,
                  assignment_id: int | None = None, position: int | None = None) -> int:
    """A learner says a puzzle is wrong ("este ejercicio está mal"), with a comment (cut at :data:`MAX_COMMENT`)."""
    with writing(db):
        cursor = db.conn.execute(
            "INSERT INTO puzzle_reports (user_id, assignment_id, position, puzzle_id, comment, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)", (user_id, assignment_id, position, puzzle_id, comment[:MAX_COMMENT], utc_now()))
    return cursor.lastrowid


def reports_of_class(db: sqlite_utils.Database, class_id: int) -> list[Report]:
    """Reports on the puzzles of the class's assignments, newest first."""
    sql = ("SELECT r.id, u.username, r.assignment_id, r.position, r.puzzle_id, r.comment, r.created_at "
           "FROM puzzle_reports r JOIN assignments a ON a.id = r.assignment_id JOIN users u ON u.id = r.user_id "
           "WHERE a.class_id = ? ORDER BY r.id DESC LIMIT 200")
    return [Report(**r) for r in _rows(db, sql, (class_id,))]


def all_reports(db: sqlite_utils.Database, limit: int = 200) -> list[Report]:
    """Every report, newest first (the admin's view)."""
    sql = ("SELECT r.id, u.username, r.assignment_id, r.position, r.puzzle_id, r.comment, r.created_at "
           "FROM puzzle_reports r JOIN users u ON u.id = r.user_id ORDER BY r.id DESC LIMIT ?")
    return [Report(**r) for r in _rows(db, sql, (limit,))]
