"""A cap on new guests per client address: a flood of first answers cannot fill the store with guest rows.

Every guest made is counted under the client's address for an hour (:data:`WINDOW_SECONDS`), in the transaction
that makes it (:func:`create_guest`): parallel first answers of one browser make one guest and count once. Past the
cap, no guest is made for that address until the hour has passed (the web app answers 429; an account logs in as usual).
The count lives in the database, so every server worker shares it. Addresses are kept only for that hour: each
admission first deletes the older rows.

Its migration is listed in :mod:`tutor.progress.migrations`. The table has no ``user_id``: nothing in it is a learner's.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> [admit(db, "192.0.2.7", per_hour=2, now=1000.0) for _ in range(3)], admit(db, "192.0.2.7", 2, now=4601.0)
([True, True, False], True)
>>> [create_guest(db, "192.0.2.8", 1, key="k1").id == create_guest(db, "192.0.2.8", 1, key="k1").id]
[True]
>>> create_guest(db, "192.0.2.8", 1, key="k2")
Traceback (most recent call last):
...
tutor.progress.TooManyGuests: k2
"""

from __future__ import annotations

import time

import sqlite_utils

from . import User, writing
from . import create_guest as _create_guest

WINDOW_SECONDS = 3600
"""How long a guest counts against its address, in seconds."""

DEFAULT_PER_HOUR = 50
"""The cap unless the app says otherwise (setting ``GUESTS_PER_ADDRESS_PER_HOUR``): a club room behind one
address still gets a guest per learner."""


def _m_guest_admissions(db: sqlite_utils.Database) -> None:
    db["guest_admissions"].create({"address": str, "at": float}, not_null={"address", "at"})
    db["guest_admissions"].create_index(["address", "at"])
    db["guest_admissions"].create_index(["at"])


def admit(db: sqlite_utils.Database, address: str, per_hour: int = DEFAULT_PER_HOUR,
          now: float | None = None) -> bool:
    """Count one new guest from ``address`` (a client IP address, as text) and say whether it may be made:
    ``False``, and nothing counted, when ``per_hour`` guests came from that address in the last hour.

    Args:
        address: the client's address.
        per_hour: the cap (guests per address per :data:`WINDOW_SECONDS`).
        now: the time in seconds since the epoch (default: now).
    """
    with writing(db):  # the count and the insert under one write lock: parallel first answers count one by one
        return _count(db, address, per_hour, time.time() if now is None else now)


def create_guest(db: sqlite_utils.Database, address: str, per_hour: int = DEFAULT_PER_HOUR,
                 lang: str | None = None, key: str | None = None, now: float | None = None) -> User:
    """The guest for the browser session ``key`` (:func:`tutor.progress.create_guest`), counted against
    ``address`` only if it is made now (not when another request of that browser made it first).

    Raises:
        TooManyGuests: ``per_hour`` guests were made from ``address`` in the last hour (nothing is written).
    """
    now = time.time() if now is None else now
    return _create_guest(db, lang, key, admit=lambda tx: _count(tx, address, per_hour, now))


def _count(db: sqlite_utils.Database, address: str, per_hour: int, now: float) -> bool:
    """:func:`admit`'s work, inside the caller's write transaction."""
    db.execute("DELETE FROM guest_admissions WHERE at <= ?", [now - WINDOW_SECONDS])
    made = next(db.query("SELECT COUNT(*) AS n FROM guest_admissions WHERE address = ?", [address]))["n"]
    if made >= per_hour:
        return False
    db.execute("INSERT INTO guest_admissions (address, at) VALUES (?, ?)", [address, now])
    return True
