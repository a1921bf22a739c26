"""Running the club's accounts: list and search them, delete one, export one's data, and one-time codes an admin
gives a member who forgot the password (a club has no e-mail).

A reset code is shown once to the admin and stored only as its SHA-256 digest (it is 60 random bits, so a fast
digest is enough; a password, chosen by a person, gets Argon2). It is valid for :data:`RESET_MINUTES` minutes,
for :data:`RESET_TRIES` wrong tries, and for one use; a new code replaces the old one. Its migration is listed in
:mod:`tutor.progress.migrations`.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_user(db, "ana", "hash").id
>>> page = list_users(db, "an"); page.total, [u.username for u in page.users]
(1, ['ana'])
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import sqlite_utils

from . import utc_now, _token, username_key, writing
from .roles import LastAdmin, has_role, admins_besides

PER_PAGE = 25
RESET_MINUTES = 30
RESET_TRIES = 5
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""32 symbols with no 0/O or 1/I to misread: 12 of them are 60 bits."""
CODE_LENGTH = 12
NOT_EXPORTED = frozenset({"users", "password_resets"})
"""Tables with a ``user_id`` that an export leaves out: the user row is exported apart (without its password hash
and session secrets), and a reset code's digest is nobody's data."""


def _m_password_resets(db: sqlite_utils.Database) -> None:
    db["password_resets"].create(
        {"user_id": int, "code_hash": str, "expires_at": str, "failures": int, "created_at": str},
        pk="user_id", foreign_keys=[("user_id", "users", "id")],
        not_null={"code_hash", "expires_at", "failures", "created_at"}, defaults={"failures": 0},
    )
    db.execute("CREATE TRIGGER password_resets_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM password_resets WHERE user_id = OLD.id; END")


# ---------------------------------------------------------------------------------------------- listing


@dataclass(frozen=True, slots=True)
class Account:
    """One line of the admin's list: an account with its granted roles (``teacher``, ``admin``)."""

    id: int
    username: str
    created_at: str
    roles: frozenset[str]


@dataclass(frozen=True, slots=True)
class AccountPage:
    """Accounts ``(page - 1) * per_page`` onwards, by username, of ``total`` matching."""

    users: list[Account]
    total: int
    page: int
    per_page: int

    @property
    def pages(self) -> int:
        """How many pages the matches fill (at least 1)."""
        return max(1, -(-self.total // self.per_page))


def _like(text: str) -> str:
    """A LIKE pattern matching ``text`` anywhere, its own ``%`` and ``_`` taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def list_users(db: sqlite_utils.Database, query: str = "", page: int = 1, per_page: int = PER_PAGE) -> AccountPage:
    """Accounts (not guests) whose username contains ``query`` as usernames are compared
    (:func:`tutor.progress.username_key`: ``ＡＮ`` finds ``ana``), by username, one page of them.

    A page past the last gives an empty list (``total`` still counts every match).
    """
    where = "is_guest = 0 AND username_key LIKE ? ESCAPE '\\'"
    pattern = _like(username_key(query.strip()))
    total = db.conn.execute(f"SELECT COUNT(*) FROM users WHERE {where}", (pattern,)).fetchone()[0]
    rows = db.conn.execute(
        f"SELECT u.id, u.username, u.created_at, group_concat(r.role) FROM users u "
        f"LEFT JOIN user_roles r ON r.user_id = u.id WHERE {where.replace('username_key', 'u.username_key')} "
        f"GROUP BY u.id ORDER BY u.username COLLATE NOCASE, u.id LIMIT ? OFFSET ?",
        (pattern, per_page, (max(page, 1) - 1) * per_page)).fetchall()
    users = [Account(i, name, created, frozenset(granted.split(",")) if granted else frozenset())
             for i, name, created, granted in rows]
    return AccountPage(users, total, max(page, 1), per_page)


# ---------------------------------------------------------------------------------------------- deleting, exporting


class StillReferenced(ValueError):
    """Other rows point to the user (e.g. a class the user teaches): deleting would break them; nothing changed."""


def _owned_tables(db: sqlite_utils.Database) -> list[str]:
    """Every table but ``users`` with a ``user_id`` column: what a user owns (tables of later migrations too)."""
    return sorted(t for t in db.table_names() if t != "users" and "user_id" in db[t].columns_dict)


def delete_user(db: sqlite_utils.Database, user_id: int) -> bool:
    """Delete a user and everything the user owns, in one transaction; returns whether the user existed.

    Raises:
        LastAdmin: the user is the club's only admin; nothing changes.
        StillReferenced: another row refers to the user; nothing changes.
    """
    tables = _owned_tables(db)
    try:
        with writing(db):
            if has_role(db, user_id, "admin") and admins_besides(db, user_id) == 0:
                raise LastAdmin(user_id)
            # attempts last: other owned rows (lesson answers) point to them
            for table in sorted(tables, key=lambda t: t == "attempts"):
                db.conn.execute(f"DELETE FROM [{table}] WHERE user_id = ?", (user_id,))
            cursor = db.conn.execute("DELETE FROM users WHERE id = ?", (user_id,))
    except sqlite3.IntegrityError as err:
        raise StillReferenced(str(err)) from None
    return cursor.rowcount == 1


def export_user(db: sqlite_utils.Database, user_id: int) -> dict | None:
    """Everything the store holds about a user, as JSON-ready data (what a person may ask for under
    data-protection law), or ``None`` for no such user.

    Shape: ``{"user": {id, username, is_guest, lang, created_at}, "roles": [...], "<table>": [rows...], ...}``
    with one key per table the user owns (attempts, skills, lesson answers, saved puzzles, and tables of later
    migrations), rows in id order. The password hash and session secrets are left out.
    """
    row = db.conn.execute("SELECT id, username, is_guest, lang, created_at FROM users WHERE id = ?",
                          (user_id,)).fetchone()
    if row is None:
        return None
    out: dict = {"user": dict(zip(("id", "username", "is_guest", "lang", "created_at"), row))}
    out["user"]["is_guest"] = bool(out["user"]["is_guest"])
    for table in _owned_tables(db):
        if table in NOT_EXPORTED:
            continue
        cursor = db.conn.execute(f"SELECT * FROM [{table}] WHERE user_id = ? ORDER BY rowid", (user_id,))
        keys = [d[0] for d in cursor.description]
        out[table] = [{k: v for k, v in zip(keys, r) if k != "user_id"} for r in cursor.fetchall()]
    out["roles"] = sorted({"learner", *(r["role"] for r in out.pop("user_roles", []))})
    return out


# ---------------------------------------------------------------------------------------------- reset codes


def _digest(code: str) -> str:
    """The stored form of a code: what the member types, spaces and dashes dropped, upper case, SHA-256."""
    normal = "".join(code.split()).replace("-", "").upper()
    return hashlib.sha256(normal.encode()).hexdigest()


def new_reset_code(db: sqlite_utils.Database, user_id: int, now: datetime | None = None) -> str:
    """A one-time code for an account to set a new password, valid :data:`RESET_MINUTES` minutes; replaces any
    earlier code. Returns it as shown (``"ABCD-EFGH-JKLM"``); only its digest is stored.

    Raises:
        ValueError: no such account (or a guest).
    """
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    now = now or datetime.now(timezone.utc)
    expires = (now + timedelta(minutes=RESET_MINUTES)).isoformat(timespec="seconds")
    with writing(db):
        row = db.conn.execute("SELECT is_guest FROM users WHERE id = ?", (user_id,)).fetchone()
        if row is None or row[0]:
            raise ValueError(f"no account {user_id}")
        db.conn.execute("INSERT OR REPLACE INTO password_resets (user_id, code_hash, expires_at, failures, created_at) "
                        "VALUES (?, ?, ?, 0, ?)", (user_id, _digest(raw), expires, utc_now()))
    return "-".join(raw[i:i + 4] for i in range(0, CODE_LENGTH, 4))


def _checked_code(db: sqlite_utils.Database, user_id: int, code: str, now: datetime) -> bool:
    """Inside a write transaction: whether ``code`` is the account's valid code. A wrong code counts a failure;
    the :data:`RESET_TRIES`-th failure, like expiry, removes the code."""
    row = db.conn.execute("SELECT code_hash, expires_at, failures FROM password_resets WHERE user_id = ?",
                          (user_id,)).fetchone()
    if row is None:
        return False
    code_hash, expires_at, failures = row
    if datetime.fromisoformat(expires_at) <= now:
        db.conn.execute("DELETE FROM password_resets WHERE user_id = ?", (user_id,))
        return False
    if hmac.compare_digest(code_hash, _digest(code)):
        return True
    if failures + 1 >= RESET_TRIES:
        db.conn.execute("DELETE FROM password_resets WHERE user_id = ?", (user_id,))
    else:
        db.conn.execute("UPDATE password_resets SET failures = failures + 1 WHERE user_id = ?", (user_id,))
    return False


def check_reset_code(db: sqlite_utils.Database, user_id: int, code: str, now: datetime | None = None) -> bool:
    """Whether ``code`` is the account's valid reset code (a wrong one counts a failure; nothing is used up).

    Lets a caller hash the new password (Argon2: tens of milliseconds) only for a right code, outside the write
    lock, before :func:`redeem_reset_code`.
    """
    with writing(db):
        return _checked_code(db, user_id, code, now or datetime.now(timezone.utc))


def redeem_reset_code(db: sqlite_utils.Database, user_id: int, code: str, password_hash: str,
                      now: datetime | None = None) -> bool:
    """Set a new password with a reset code; returns whether the code was right and still valid.

    A right code is used up and the password (already hashed) stored, in one transaction, and every session of
    the account ends. A wrong code counts a failure; the :data:`RESET_TRIES`-th, like an expired code, removes it.
    """
    with writing(db):
        if not _checked_code(db, user_id, code, now or datetime.now(timezone.utc)):
            return False
        _store_password(db, user_id, password_hash)
    return True


def set_password(db: sqlite_utils.Database, user_id: int, password_hash: str) -> bool:
    """A new password (already hashed) for an account, every session of it ended; returns whether it exists."""
    with writing(db):
        return _store_password(db, user_id, password_hash)


def _store_password(db: sqlite_utils.Database, user_id: int, password_hash: str) -> bool:
    """Inside a write transaction: the new hash and a new session token (every session of the account ends, as
    :func:`tutor.progress.set_password` does); any pending reset code goes."""
    cursor = db.conn.execute("UPDATE users SET password_hash = ?, session_token = ? WHERE id = ? AND is_guest = 0",
                             (password_hash, _token(), user_id))
    db.conn.execute("DELETE FROM password_resets WHERE user_id = ?", (user_id,))
    return cursor.rowcount == 1
