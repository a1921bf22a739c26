"""Roles: learner, teacher, admin (``docs/design.md`` § Teachers and clubs). A user may hold several.

Every account and every guest is a learner; that role is not stored and cannot be removed. ``teacher`` and
``admin`` are rows of ``user_roles`` (user id, role), granted to accounts only (a guest has no name to log in
with). Its migration is listed in :mod:`tutor.progress.migrations`; a
trigger deletes a user's roles with the user.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_user(db, "ana", "hash").id
>>> grant_role(db, uid, "teacher")
True
>>> sorted(roles_of(db, uid))
['learner', 'teacher']
>>> has_role(db, uid, "admin")
False
"""

from __future__ import annotations

import sqlite_utils

from . import utc_now, writing

ROLES = ("learner", "teacher", "admin")
"""Every role, in order of what it may do."""

GRANTED = ("teacher", "admin")
"""The roles that are granted and removed; ``learner`` is everyone's."""


def _m_user_roles(db: sqlite_utils.Database) -> None:
    # IF NOT EXISTS: the teachers' classes migration may have made the same table first (same columns and key)
    db["user_roles"].create(
        {"user_id": int, "role": str, "granted_at": str},
        pk=("user_id", "role"), foreign_keys=[("user_id", "users", "id")], not_null={"granted_at"},
        if_not_exists=True,
    )
    db["user_roles"].create_index(["role", "user_id"], if_not_exists=True)  # "every admin", "another admin?"
    db.execute("CREATE TRIGGER IF NOT EXISTS user_roles_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM user_roles WHERE user_id = OLD.id; END")


class UnknownRole(ValueError):
    """Not one of :data:`GRANTED` (``learner`` included: it is nobody's to grant or remove)."""


class NotAnAccount(ValueError):
    """The user does not exist or is a guest: roles go to accounts only."""


def _checked(role: str) -> str:
    if role not in GRANTED:
        raise UnknownRole(role)
    return role


def has_role(db: sqlite_utils.Database, user_id: int, role: str) -> bool:
    """Whether the user holds ``role`` (one of :data:`ROLES`; ``learner``: whether the user exists).

    Raises:
        UnknownRole: ``role`` is none of :data:`ROLES`.
    """
    if role == "learner":
        return db.conn.execute("SELECT 1 FROM users WHERE id = ?", (user_id,)).fetchone() is not None
    _checked(role)
    return db.conn.execute("SELECT 1 FROM user_roles WHERE user_id = ? AND role = ?",
                           (user_id, role)).fetchone() is not None


def roles_of(db: sqlite_utils.Database, user_id: int) -> frozenset[str]:
    """The roles the user holds (``learner`` for every existing user; empty for no such user)."""
    if not has_role(db, user_id, "learner"):
        return frozenset()
    rows = db.conn.execute("SELECT role FROM user_roles WHERE user_id = ?", (user_id,)).fetchall()
    return frozenset({"learner", *(r[0] for r in rows)})


def grant_role(db: sqlite_utils.Database, user_id: int, role: str) -> bool:
    """Give an account ``role`` (``teacher`` or ``admin``); returns whether it is new (granting twice is fine).

    Raises:
        UnknownRole: ``role`` is not ``teacher`` or ``admin``.
        NotAnAccount: no such user, or a guest.
    """
    _checked(role)
    with writing(db):
        row = db.conn.execute("SELECT is_guest FROM users WHERE id = ?", (user_id,)).fetchone()
        if row is None or row[0]:
            raise NotAnAccount(user_id)
        cursor = db.conn.execute("INSERT OR IGNORE INTO user_roles (user_id, role, granted_at) VALUES (?, ?, ?)",
                                 (user_id, role, utc_now()))
    return cursor.rowcount == 1


class LastAdmin(ValueError):
    """The change would leave the club without an admin."""


def revoke_role(db: sqlite_utils.Database, user_id: int, role: str) -> bool:
    """Take ``role`` from the user; returns whether the user held it.

    Raises:
        UnknownRole: ``role`` is not ``teacher`` or ``admin``.
        LastAdmin: the user is the only admin (the club would have nobody to run it); nothing changes.
    """
    _checked(role)
    with writing(db):
        if role == "admin" and admins_besides(db, user_id) == 0 and has_role(db, user_id, "admin"):
            raise LastAdmin(user_id)
        cursor = db.conn.execute("DELETE FROM user_roles WHERE user_id = ? AND role = ?", (user_id, role))
    return cursor.rowcount == 1


def admins_besides(db: sqlite_utils.Database, user_id: int) -> int:
    """How many admins there are other than ``user_id``."""
    return db.conn.execute("SELECT COUNT(*) FROM user_roles WHERE role = 'admin' AND user_id != ?",
                           (user_id,)).fetchone()[0]


def users_with(db: sqlite_utils.Database, role: str) -> list[int]:
    """The ids of the users holding ``role`` (``teacher`` or ``admin``), in id order."""
    _checked(role)
    return [r[0] for r in db.conn.execute("SELECT user_id FROM user_roles WHERE role = ? ORDER BY user_id", (role,))]
