"""The learners' store: users, attempts and skill states in SQLite — the only SQL of Tapete (``docs/design.md``).

One SQLite file (WAL mode) through ``sqlite_utils``. The schema is a list of named, idempotent migrations
(:mod:`tutor.progress.migrations`) applied by :func:`migrate` at start-up; applying them twice changes nothing.

Every read that returns a learner's data takes that learner's ``user_id`` and filters on it, so no caller can read
another learner's attempts by passing a foreign id: :func:`get_attempt` returns ``None`` for an attempt that
exists but belongs to someone else.

>>> db = open_db(":memory:"); _ = migrate(db)
>>> guest = create_guest(db)
>>> guest.is_guest
True
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import datetime, timezone
from typing import Callable, Iterator

import os
import secrets
import sqlite3
import unicodedata

import sqlite_utils


# The steps of the users, attempts, skills and kind_totals tables; tutor.progress.migrations lists every step.

def _m0001_users(db: sqlite_utils.Database) -> None:
    db["users"].create(
        {"id": int, "username": str, "password_hash": str, "is_guest": int, "lang": str, "created_at": str},
        pk="id", not_null={"is_guest", "created_at"}, defaults={"is_guest": 0},
    )
    db.execute("CREATE UNIQUE INDEX idx_users_username ON users (username COLLATE NOCASE)")


def _m0002_attempts(db: sqlite_utils.Database) -> None:
    db["attempts"].create(
        {"id": int, "user_id": int, "puzzle_id": str, "kind": str, "game": str, "level": int, "answer": str,
         "correct": int, "credit": float, "mistake": str, "time_ms": int, "nonce": str, "created_at": str},
        pk="id", foreign_keys=[("user_id", "users", "id")],
        not_null={"user_id", "puzzle_id", "kind", "game", "level", "answer", "correct", "credit", "created_at"},
    )
    db["attempts"].create_index(["user_id", "id"])
    db["attempts"].create_index(["user_id", "nonce"], unique=True)  # one stored attempt per shown puzzle


def _m0003_skills(db: sqlite_utils.Database) -> None:
    # one spaced-review card (fsrs, JSON) per learner and puzzle kind
    db["skills"].create(
        {"user_id": int, "kind": str, "card": str, "due": str, "updated_at": str},
        pk=("user_id", "kind"), foreign_keys=[("user_id", "users", "id")],
        not_null={"card", "due", "updated_at"},
    )


def _m0004_users_never_reused(db: sqlite_utils.Database) -> None:
    """Users rebuilt (SQLite's documented twelve-step table change, with foreign keys off around it, which cannot
    happen inside a transaction):

    - ``AUTOINCREMENT``: a deleted row's id (a guest merged into an account) is never given again;
    - ``session_token``: the server-side half of every session cookie (:func:`new_session_token`); every row gets a
      fresh one here, so the cookies made before this migration no longer log anyone in;
    - ``username_key``: the username as compared (:func:`username_key`), unique; a name that collides with an
      older account's under the new comparison keeps working through its exact spelling;
    - ``guest_key``: the browser session a guest was made for (:func:`create_guest`), unique.
    """
    if "session_token" in db["users"].columns_dict:  # applied, but not recorded (stopped in between)
        return
    db.execute("PRAGMA foreign_keys = OFF")
    try:
        db.conn.execute("BEGIN IMMEDIATE")
        try:
            triggers = [r[0] for r in db.conn.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'users'")]
            db.conn.execute(
                "CREATE TABLE users_new (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT, username_key TEXT, "
                "password_hash TEXT, is_guest INTEGER NOT NULL DEFAULT 0, lang TEXT, created_at TEXT NOT NULL, "
                "session_token TEXT NOT NULL, guest_key TEXT)")
            rows = db.conn.execute("SELECT id, username, password_hash, is_guest, lang, created_at FROM users "
                                   "ORDER BY id").fetchall()
            taken: set[str] = set()
            for uid, username, password_hash, is_guest, lang, created_at in rows:
                key = username_key(username) if username is not None else None
                if key is not None and key in taken:
                    key = f"{key}#{uid}"  # an older account has this name: this one logs in by its exact spelling
                if key is not None:
                    taken.add(key)
                db.conn.execute("INSERT INTO users_new (id, username, username_key, password_hash, is_guest, lang, "
                                "created_at, session_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                (uid, username, key, password_hash, is_guest, lang, created_at, _token()))
            db.conn.execute("DROP TABLE users")
            db.conn.execute("ALTER TABLE users_new RENAME TO users")
            db.conn.execute("CREATE UNIQUE INDEX idx_users_username_key ON users (username_key)")
            db.conn.execute("CREATE UNIQUE INDEX idx_users_guest_key ON users (guest_key)")
            for sql in triggers:
                db.conn.execute(sql)
            if db.conn.execute("PRAGMA foreign_key_check").fetchall():
                raise sqlite3.IntegrityError("rows point to missing users")
        except BaseException:
            db.conn.rollback()
            raise
        db.conn.execute("COMMIT")
    finally:
        db.execute("PRAGMA foreign_keys = ON")


def _m0005_attempt_flags(db: sqlite_utils.Database) -> None:
    # hinted: answered after a hint; counted: the learner's first answer to that puzzle, without a hint — only
    # counted answers move ratings, levels and reviews (earlier attempts: their first answer to each puzzle)
    db["attempts"].add_column("hinted", int, not_null_default=0)
    db["attempts"].add_column("counted", int, not_null_default=0)
    db["attempts"].add_column("rating", float)         # the learner's rating in the kind after a counted answer
    db["attempts"].add_column("rating_change", float)  # and how much this answer moved it
    db["attempts"].create_index(["user_id", "puzzle_id"])
    db.execute("UPDATE attempts SET counted = (id = (SELECT MIN(a.id) FROM attempts a "
               "WHERE a.user_id = attempts.user_id AND a.puzzle_id = attempts.puzzle_id))")


def _m0006_kind_totals(db: sqlite_utils.Database) -> None:
    # per learner x kind x level totals, kept current by each attempt's own transaction (pages never scan attempts)
    db["kind_totals"].create(
        {"user_id": int, "kind": str, "game": str, "level": int, "attempts": int, "correct": int, "credit": float,
         "passing": int},
        pk=("user_id", "kind", "level"), foreign_keys=[("user_id", "users", "id")],
        not_null={"game", "attempts", "correct", "credit", "passing"},
    )
    db.execute("INSERT INTO kind_totals (user_id, kind, game, level, attempts, correct, credit, passing) "
               "SELECT user_id, kind, game, level, COUNT(*), SUM(correct), SUM(credit), SUM(correct AND counted) "
               "FROM attempts GROUP BY user_id, kind, game, level")
    db.execute("CREATE TRIGGER kind_totals_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM kind_totals WHERE user_id = OLD.id; END")


def _m0007_assignment_only(db: sqlite_utils.Database) -> None:
    # an answer that counts for a class assignment only (its explanations wait for the due time): it moves no
    # practice total, rating, level, day or review, and no practice page lists it (see NewAttempt)
    db["attempts"].add_column("assignment_only", int, not_null_default=0)


# ---------------------------------------------------------------------------------------------- connection


MAX_ID = 2**63 - 1
"""The largest row id SQLite stores; a larger id (from an address) names nothing."""

SYNCHRONOUS = ("FULL", "NORMAL")
"""The ``synchronous`` settings :func:`open_db` accepts (the web app's ``DATABASE_SYNCHRONOUS``), safest first."""


def open_db(path: str, synchronous: str = "FULL") -> sqlite_utils.Database:
    """A handle on the SQLite file at ``path`` (``":memory:"`` for a throwaway one), WAL mode, foreign keys on,
    SQLite's ``synchronous`` set to ``synchronous`` (one of :data:`SYNCHRONOUS`); the file (and its ``-wal`` and
    ``-shm``) readable and writable by its owner only.

    Durability: ``FULL`` (the default) syncs the log at every commit: an answer the server acknowledged survives a
    power cut. In WAL mode ``NORMAL`` syncs the log only at checkpoints, so a commit acknowledged just before a
    power cut or an OS crash can be lost (a killed process loses nothing either way); it saves the sync per commit
    (a few milliseconds on a disk that honours it, and the queue of writers behind it), measured on the answer
    request in ``bench/bench_web.py``.

    Raises:
        ValueError: ``synchronous`` is not one of :data:`SYNCHRONOUS`.

    Writers wait up to 5 seconds for each other (``busy_timeout``; several server workers share the file).
    """
    if synchronous not in SYNCHRONOUS:
        raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS)}, not {synchronous!r}")
    if path == ":memory:":
        return sqlite_utils.Database(memory=True)
    _owner_only(path)
    db = sqlite_utils.Database(sqlite3.connect(path, timeout=5.0))
    db.execute("PRAGMA foreign_keys = ON")
    db.execute(f"PRAGMA synchronous = {synchronous}")  # FULL: every acknowledged commit on disk (see above)
    if db.journal_mode != "wal":
        db.enable_wal()
    return db


def _owner_only(path: str) -> None:
    """Create the database file with mode 0600 (it holds password hashes), and bring an existing one and its
    ``-wal`` and ``-shm`` files to 0600 (SQLite creates those two with the database file's mode). A file this
    process does not own keeps its mode."""
    # Only a missing file is opened here: closing a descriptor of the database drops every POSIX lock this process
    # holds on it, those of its other connections too (other server threads'), and a connection from another
    # process could then checkpoint and delete the WAL that they still write to.
    try:
        os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600))
    except FileExistsError:
        pass
    for name in (path, path + "-wal", path + "-shm"):
        try:
            if os.stat(name).st_mode & 0o077:
                os.chmod(name, 0o600)
        except (FileNotFoundError, PermissionError):
            pass


@contextmanager
def writing(db: sqlite_utils.Database) -> Iterator[sqlite_utils.Database]:
    """One write transaction, taking the write lock at once (``BEGIN IMMEDIATE``).

    A deferred transaction that reads first and writes later fails at once with "database is locked" when another
    process wrote in between (WAL snapshots); taking the lock first makes it wait (SQLite's ``busy_timeout``, see
    :func:`open_db`) instead.
    """
    db.conn.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.conn.rollback()
        raise
    db.conn.execute("COMMIT")


def _rows(db: sqlite_utils.Database, sql: str, params: tuple) -> list[dict]:
    """The rows of one read, as dicts (``db.query``, all fetched)."""
    return list(db.query(sql, params))


def utc_now() -> str:
    """Now, as the store keeps times: UTC, ISO 8601 to the second (``2026-12-01T19:00:00+00:00``)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


# ---------------------------------------------------------------------------------------------- users


def username_key(username: str) -> str:
    """A username as names are compared: NFKC, case folded, NFKC again (``"ＡＤＭＩＮ9171"`` → ``"admin9171"``)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", username).casefold())


def _token() -> str:
    return secrets.token_urlsafe(16)


@dataclass(frozen=True, slots=True)
class User:
    """A learner. A guest has no username or password until signing up keeps the same row (and its progress).

    ``session_token``: the server's half of every session of this learner; a new one (:func:`new_session_token`)
    ends them all.
    """

    id: int
    username: str | None
    password_hash: str | None
    is_guest: bool
    lang: str | None
    session_token: str


def _user(row: dict | None) -> User | None:
    if row is None:
        return None
    return User(row["id"], row["username"], row["password_hash"], bool(row["is_guest"]), row["lang"],
                row["session_token"])


class UsernameTaken(ValueError):
    """Another account already has this username (compared as :func:`username_key`)."""


class TooManyGuests(Exception):
    """A new guest was refused by the cap :func:`create_guest` was given (see :mod:`.guest_admissions`)."""


def create_guest(db: sqlite_utils.Database, lang: str | None = None, key: str | None = None,
                 admit: Callable[[sqlite_utils.Database], bool] | None = None) -> User:
    """A new guest learner (no name, no password).

    ``key``: the browser session the guest is made for; every call with the same key gives the same guest (two
    first answers sent at once from one browser make one guest), until the guest signs up or logs in.
    ``admit``: called in the same write transaction only when a guest is actually made, to count it; when it says
    no, nothing is written. Raises :class:`TooManyGuests` then.
    """
    with writing(db):
        cursor = db.execute("INSERT INTO users (username, password_hash, is_guest, lang, created_at, session_token, "
                            "guest_key) VALUES (NULL, NULL, 1, ?, ?, ?, ?) ON CONFLICT (guest_key) DO NOTHING",
                            [lang, utc_now(), _token(), key])
        if cursor.rowcount == 0:
            uid = db.execute("SELECT id FROM users WHERE guest_key = ?", [key]).fetchone()[0]
        elif admit is not None and not admit(db):
            raise TooManyGuests(key)  # writing() rolls the new row back
        else:
            uid = cursor.lastrowid
    return get_user(db, uid)


def get_guest(db: sqlite_utils.Database, key: str) -> User | None:
    """The guest made for the browser session ``key`` (:func:`create_guest`), or ``None``."""
    rows = _rows(db, "SELECT * FROM users WHERE guest_key = ? AND is_guest = 1", (key,))
    return _user(rows[0] if rows else None)


def create_user(db: sqlite_utils.Database, username: str, password_hash: str, lang: str | None = None) -> User:
    """A new account. Raises :class:`UsernameTaken`."""
    try:
        with writing(db):
            cursor = db.execute("INSERT INTO users (username, username_key, password_hash, is_guest, lang, "
                                "created_at, session_token) VALUES (?, ?, ?, 0, ?, ?, ?)",
                                [username, username_key(username), password_hash, lang, utc_now(), _token()])
    except sqlite3.IntegrityError:  # the unique username_key
        raise UsernameTaken(username) from None
    return get_user(db, cursor.lastrowid)


def claim_guest(db: sqlite_utils.Database, guest_id: int, username: str, password_hash: str) -> User:
    """Turn a guest into an account, keeping its id and therefore all its attempts; its sessions end (a new
    session token) and its browser key is dropped. Raises :class:`UsernameTaken`."""
    try:
        with writing(db):
            db.execute("UPDATE users SET username = ?, username_key = ?, password_hash = ?, is_guest = 0, "
                       "guest_key = NULL, session_token = ? WHERE id = ? AND is_guest = 1",
                       [username, username_key(username), password_hash, _token(), guest_id])
    except sqlite3.IntegrityError:
        raise UsernameTaken(username) from None
    return get_user(db, guest_id)


def new_session_token(db: sqlite_utils.Database, user_id: int) -> str:
    """End every session of a learner (log-out): a new session token, which no cookie holds yet; returns it."""
    token = _token()
    with writing(db):
        db.execute("UPDATE users SET session_token = ? WHERE id = ?", [token, user_id])
    return token


def set_password(db: sqlite_utils.Database, user_id: int, password_hash: str) -> User:
    """A new password for an account; every session of it ends (a new session token)."""
    with writing(db):
        db.execute("UPDATE users SET password_hash = ?, session_token = ? WHERE id = ? AND is_guest = 0",
                   [password_hash, _token(), user_id])
    return get_user(db, user_id)


def merge_guest(db: sqlite_utils.Database, guest_id: int, user_id: int) -> None:
    """A guest logs into an existing account: everything it owns moves to the account, the guest row goes (its
    id is never given again: ``AUTOINCREMENT``).

    Every table with a ``user_id`` column moves (attempts, skills, and tables added by later migrations, such as
    personal puzzle sets). A skill the account already has keeps the account's state; the guest's copy is dropped.
    """
    guest = get_user(db, guest_id)
    if guest is None or not guest.is_guest or guest_id == user_id:
        return
    owned = [t for t in db.table_names() if t != "users" and "user_id" in db[t].columns_dict]
    with writing(db):
        for table in owned:  # attempts, skills, and whatever later migrations file under a learner
            for column in SUMMED.get(table, ()):  # totals both have: added into the account's row
                key = " AND ".join(f"a.[{k}] = [{table}].[{k}]" for k in db[table].pks if k != "user_id")
                db.execute(f"UPDATE [{table}] SET [{column}] = [{column}] + (SELECT a.[{column}] FROM [{table}] a "
                           f"WHERE a.user_id = ? AND {key}) WHERE user_id = ? AND EXISTS (SELECT 1 FROM [{table}] a "
                           f"WHERE a.user_id = ? AND {key})", [guest_id, user_id, guest_id])
            # a row keyed by learner the account already has keeps the account's (skills, ratings, ...)
            db.execute(f"UPDATE OR IGNORE [{table}] SET user_id = ? WHERE user_id = ?", [user_id, guest_id])
            db.execute(f"DELETE FROM [{table}] WHERE user_id = ?", [guest_id])
        db.execute("DELETE FROM users WHERE id = ?", [guest_id])


SUMMED: dict[str, tuple[str, ...]] = {"kind_totals": ("attempts", "correct", "credit", "passing")}
"""Tables of per-learner totals: when a guest's rows merge into an account's, these columns add up (see
:func:`merge_guest`); modules with such tables add theirs here."""


def get_user(db: sqlite_utils.Database, user_id: int) -> User | None:
    """The user with this id, or ``None``."""
    rows = _rows(db, "SELECT * FROM users WHERE id = ?", (user_id,))
    return _user(rows[0] if rows else None)


def get_user_by_name(db: sqlite_utils.Database, username: str) -> User | None:
    """The account with this username as compared (:func:`username_key`), or ``None``. An account whose name
    collided with an older one's when the comparison changed is found by its exact spelling."""
    rows = _rows(db, "SELECT * FROM users WHERE username_key = ? OR username = ? ORDER BY username = ? DESC, id "
                     "LIMIT 1", (username_key(username), username, username))
    return _user(rows[0] if rows else None)


def set_lang(db: sqlite_utils.Database, user_id: int, lang: str) -> None:
    """Remember a learner's language (``"es"`` or ``"en"``)."""
    with writing(db):
        db.execute("UPDATE users SET lang = ? WHERE id = ?", [lang, user_id])


# ---------------------------------------------------------------------------------------------- attempts


@dataclass(frozen=True, slots=True)
class NewAttempt:
    """An answer to store.

    Attributes:
        puzzle_id: e.g. ``"canasta.pozo-v1-L2-S12345"``; kind, game and level are stored beside it for queries.
        answer: the learner's answer text (as the puzzle's form reads it).
        correct, credit (0..1), mistake (a mistake id or ``None``): from the verdict.
        time_ms: milliseconds from showing the puzzle to answering it, or ``None`` if unknown.
        nonce: identifies one showing of the puzzle; a second answer to the same showing (a double submission)
            is not stored again (see :func:`record_attempt`). ``None``: no such check.
        hinted: a hint was shown before this answer.
        assignment_only: the answer counts for a class assignment only (one whose explanations wait for its due
            time, ``docs/design.md``): it is stored, but is never counted, moves no total or review state, and
            the practice lists (:func:`recent_attempts`, :func:`latest_results`) leave it out, so nothing of
            practice can tell a right answer from a wrong one.
    """

    user_id: int
    puzzle_id: str
    kind: str
    game: str
    level: int
    answer: str
    correct: bool
    credit: float
    mistake: str | None
    time_ms: int | None
    nonce: str | None = None
    hinted: bool = False
    assignment_only: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Attempt(NewAttempt):
    """A stored answer: the :class:`NewAttempt` as stored, with its id and time (UTC, ISO 8601); whether it counted
    (a first answer without a hint), and for a counted one the learner's rating in the kind after it and the change
    it made."""

    id: int
    created_at: str
    counted: bool = True
    rating: float | None = None
    rating_change: float | None = None


def _attempt(row: dict) -> Attempt:
    """The attempt of a row of ``attempts`` (``correct``, ``hinted`` and ``counted`` are stored as 0 or 1)."""
    values = {f.name: row[f.name] for f in fields(Attempt)}
    return Attempt(**values | {name: bool(values[name])
                               for name in ("correct", "hinted", "counted", "assignment_only")})


def note_rating(db: sqlite_utils.Database, attempt_id: int, rating: float, change: float) -> None:
    """File on an attempt the learner's rating after it and the change it made (inside the attempt's transaction,
    from :func:`record_attempt_once`'s ``then``)."""
    db.conn.execute("UPDATE attempts SET rating = ?, rating_change = ? WHERE id = ?", (rating, change, attempt_id))


@dataclass(frozen=True, slots=True)
class SkillState:
    """The spaced-review state of one learner's puzzle kind: an opaque JSON card and when it is next due."""

    kind: str
    card: str
    due: str


def record_attempt(db: sqlite_utils.Database, attempt: NewAttempt, skill: SkillState | None = None) -> int:
    """Store an attempt and the skill's new review state together, in one transaction; returns the attempt id.

    If the learner already answered this showing (same ``nonce``), nothing is written and the earlier attempt's
    id is returned (:func:`record_attempt_once` also says which happened).
    """
    return record_attempt_once(db, attempt, skill)[0]


def record_attempt_once(db: sqlite_utils.Database, attempt: NewAttempt,
                        skill: SkillState | Callable[[SkillState | None], SkillState] | None = None,
                        then: Callable[[sqlite_utils.Database, int, bool], None] | None = None,
                        ) -> tuple[int, bool]:
    """As :func:`record_attempt`; returns ``(attempt id, stored now)``: ``False`` when the showing (``nonce``) was
    already answered and the id is the earlier attempt's.

    An attempt is *counted* when it is the learner's first answer to that puzzle, no hint was shown and it is not
    for an assignment only: a repeat (the key was seen), a hinted answer or an assignment's only is stored, but
    moves neither the review state nor any level; an assignment's only moves no total either.

    ``skill`` may be a function of the kind's stored review state (``None`` before the first attempt) giving the
    new one: it is read and written under the same write lock as the attempt, so two answers at once (two tabs,
    two server workers) both count in the review state; it is applied to counted attempts only. ``then(db,
    attempt id, counted)`` runs last in the same transaction (ratings, daily totals: one transaction per write).
    The learner's totals per kind and level (:func:`stats_by_kind`) move with every stored attempt.
    """
    created_at = utc_now()
    with writing(db):  # the check and the insert under one write lock: a double submission stores one attempt
        seen = _rows(db, "SELECT 1 FROM attempts WHERE user_id = ? AND puzzle_id = ? LIMIT 1",
                     (attempt.user_id, attempt.puzzle_id))
        counted = not attempt.hinted and not attempt.assignment_only and not seen
        row = (attempt.user_id, attempt.puzzle_id, attempt.kind, attempt.game, attempt.level, attempt.answer,
               int(attempt.correct), float(attempt.credit), attempt.mistake, attempt.time_ms, attempt.nonce,
               created_at, int(attempt.hinted), int(counted), int(attempt.assignment_only))
        # The unique (user_id, nonce) index is the check: an answer to a showing already answered inserts nothing.
        cursor = db.conn.execute(_INSERT_ATTEMPT, row)
        if cursor.rowcount == 0:
            return attempt_by_nonce(db, attempt.user_id, attempt.nonce).id, False
        attempt_id = cursor.lastrowid
        if not attempt.assignment_only:
            db.conn.execute(_ADD_TO_TOTALS, (attempt.user_id, attempt.kind, attempt.game, attempt.level,
                                             int(attempt.correct), float(attempt.credit),
                                             int(attempt.correct and counted)))
        if callable(skill):
            skill = skill(get_skill(db, attempt.user_id, attempt.kind)) if counted else None
        if skill is not None and counted:
            db.conn.execute(_UPSERT_SKILL, (attempt.user_id, skill.kind, skill.card, skill.due, created_at))
        if then is not None:
            then(db, attempt_id, counted)
    return attempt_id, True


_INSERT_ATTEMPT = ("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, mistake, "
                   "time_ms, nonce, created_at, hinted, counted, assignment_only) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                   "ON CONFLICT (user_id, nonce) DO NOTHING")
"""An attempt's row (every column of ``attempts`` but its id), unless its showing (user, nonce) is stored."""

_ADD_TO_TOTALS = ("INSERT INTO kind_totals (user_id, kind, game, level, attempts, correct, credit, passing) "
                  "VALUES (?, ?, ?, ?, 1, ?, ?, ?) ON CONFLICT (user_id, kind, level) DO UPDATE SET "
                  "attempts = attempts + 1, correct = correct + excluded.correct, "
                  "credit = credit + excluded.credit, passing = passing + excluded.passing")
"""One attempt added to its learner x kind x level totals."""

_UPSERT_SKILL = ("INSERT INTO skills (user_id, kind, card, due, updated_at) VALUES (?, ?, ?, ?, ?) "
                 "ON CONFLICT (user_id, kind) DO UPDATE SET card = excluded.card, due = excluded.due, "
                 "updated_at = excluded.updated_at")
"""A learner's review state of one kind, new or replacing the stored one."""


def get_attempt(db: sqlite_utils.Database, user_id: int, attempt_id: int) -> Attempt | None:
    """The attempt ``attempt_id`` if it belongs to ``user_id``; ``None`` otherwise (missing or someone else's)."""
    if not 0 < attempt_id <= MAX_ID:
        return None
    rows = _rows(db, "SELECT * FROM attempts WHERE id = ? AND user_id = ?", (attempt_id, user_id))
    return _attempt(rows[0]) if rows else None


def attempt_by_nonce(db: sqlite_utils.Database, user_id: int, nonce: str) -> Attempt | None:
    """The learner's attempt stored for the showing ``nonce``, or ``None``."""
    rows = _rows(db, "SELECT * FROM attempts WHERE user_id = ? AND nonce = ?", (user_id, nonce))
    return _attempt(rows[0]) if rows else None


def recent_attempts(db: sqlite_utils.Database, user_id: int, limit: int = 20, *,
                    wrong_only: bool = False) -> list[Attempt]:
    """The learner's latest practice attempts (not an assignment's only), newest first (only the wrong ones with
    ``wrong_only``)."""
    where = "user_id = ? AND assignment_only = 0" + (" AND correct = 0" if wrong_only else "")
    sql = f"SELECT * FROM attempts WHERE {where} ORDER BY id DESC LIMIT ?"
    return [_attempt(r) for r in db.query(sql, [user_id, limit])]


def latest_results(db: sqlite_utils.Database, user_id: int, puzzle_ids: list[str]) -> dict[str, bool]:
    """For each of ``puzzle_ids`` the learner has answered in practice (not for an assignment only), whether the
    latest answer was right."""
    out: dict[str, bool] = {}
    ids = list(dict.fromkeys(puzzle_ids))
    for i in range(0, len(ids), 500):  # SQLite's limit on parameters
        chunk = ids[i:i + 500]
        sql = (f"SELECT puzzle_id, correct FROM attempts WHERE user_id = ? AND assignment_only = 0 AND puzzle_id IN "
               f"({', '.join('?' * len(chunk))}) ORDER BY id")
        for r in db.query(sql, [user_id, *chunk]):
            out[r["puzzle_id"]] = bool(r["correct"])
    return out


@dataclass(frozen=True, slots=True)
class KindStats:
    """A learner's totals for one puzzle kind: attempts, right answers, summed credit, and per level the right
    answers that count towards passing it (counted ones: a first answer to a puzzle, without a hint)."""

    kind: str
    game: str
    attempts: int
    correct: int
    credit: float
    passing_by_level: dict[int, int]

    @property
    def accuracy(self) -> float:
        """Right answers over attempts (0 with no attempts)."""
        return self.correct / self.attempts if self.attempts else 0.0


def stats_by_kind(db: sqlite_utils.Database, user_id: int) -> dict[str, KindStats]:
    """Per puzzle kind, the learner's totals (kinds never tried are absent): read from the totals each attempt
    keeps current, never from the attempts themselves."""
    return _kind_stats(_rows(db, _KIND_TOTALS + " WHERE user_id = ?", (user_id,)))


def kind_stats(db: sqlite_utils.Database, user_id: int, kind: str) -> KindStats | None:
    """The learner's totals for one puzzle kind (:func:`stats_by_kind`'s entry for ``kind``, read alone: the rows of
    the other kinds are not read), or ``None`` before its first attempt."""
    return _kind_stats(_rows(db, _KIND_TOTALS + " WHERE user_id = ? AND kind = ?", (user_id, kind))).get(kind)


_KIND_TOTALS = "SELECT kind, game, level, attempts, correct, credit, passing FROM kind_totals"
"""The learner x kind x level totals an attempt keeps current (:data:`_ADD_TO_TOTALS`), as :func:`_kind_stats`
reads them."""


def _kind_stats(rows: list[dict]) -> dict[str, KindStats]:
    """Rows of :data:`_KIND_TOTALS` (one per kind and level) summed per kind."""
    out: dict[str, KindStats] = {}
    for r in rows:
        prev = out.get(r["kind"]) or KindStats(r["kind"], r["game"], 0, 0, 0.0, {})
        out[r["kind"]] = KindStats(r["kind"], r["game"], prev.attempts + r["attempts"], prev.correct + r["correct"],
                                   prev.credit + r["credit"], {**prev.passing_by_level, r["level"]: r["passing"]})
    return out


def skills(db: sqlite_utils.Database, user_id: int) -> dict[str, SkillState]:
    """The learner's review state per puzzle kind."""
    sql = "SELECT kind, card, due FROM skills WHERE user_id = ?"
    return {r["kind"]: SkillState(r["kind"], r["card"], r["due"]) for r in db.query(sql, [user_id])}


def get_skill(db: sqlite_utils.Database, user_id: int, kind: str) -> SkillState | None:
    """The learner's review state for one kind, or ``None`` before the first attempt."""
    rows = _rows(db, "SELECT kind, card, due FROM skills WHERE user_id = ? AND kind = ?", (user_id, kind))
    return SkillState(rows[0]["kind"], rows[0]["card"], rows[0]["due"]) if rows else None


def count(db: sqlite_utils.Database, table: str) -> int:
    """Rows in ``table`` (``"users"``, ``"attempts"`` or ``"skills"``): for tests and the admin."""
    if table not in ("users", "attempts", "skills"):
        raise ValueError(f"unknown table {table!r}")
    return db[table].count


# The store's one list of migrations, offered here as progress.migrate / progress.MIGRATIONS. Imported last: its
# steps live in the store's modules, which import this package's helpers defined above.
from .migrations import MIGRATIONS, migrate  # noqa: E402, F401
