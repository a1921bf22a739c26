"""The club's settings: its name, time zone, default language and default house-rule profile, one row per setting
in ``club_settings``.

A setting never stored reads as its default (:data:`DEFAULTS`). Its migration is listed in
:mod:`tutor.progress.migrations`.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> club_setting(db, "time_zone")
'Europe/Madrid'
>>> set_club_settings(db, {"time_zone": "Atlantic/Canary"}); club_setting(db, "time_zone")
'Atlantic/Canary'
"""

from __future__ import annotations

import unicodedata
import zoneinfo
from typing import Mapping

import sqlite_utils

from . import utc_now, writing
from .club_profiles import get_key
from ..rules.profiles import BUILT_IN

DEFAULTS = {"name": "Tapete", "time_zone": "Europe/Madrid", "lang": "es", "default_profile": "reglamento"}
"""Every setting and its value until the club changes it."""

LANGS = ("es", "en")
MAX_NAME = 80


def _m_club_settings(db: sqlite_utils.Database) -> None:
    db["club_settings"].create({"key": str, "value": str, "updated_at": str}, pk="key",
                               not_null={"value", "updated_at"})


class InvalidSetting(ValueError):
    """One or more settings are unknown or have values they cannot hold; ``problems`` maps each to what is
    wrong (``"unknown"``, ``"empty"``, ``"too_long"``, ``"control"``, ``"time_zone"``, ``"lang"``, ``"profile"``)."""

    def __init__(self, problems: dict[str, str]):
        super().__init__(", ".join(f"{k}: {v}" for k, v in problems.items()))
        self.problems = problems


def _problem(db: sqlite_utils.Database, key: str, value: str) -> str | None:
    """What is wrong with ``value`` for setting ``key``, or ``None``."""
    if key not in DEFAULTS:
        return "unknown"
    if key == "name":
        if not value.strip():
            return "empty"
        if len(value) > MAX_NAME:
            return "too_long"
        if any(unicodedata.category(c).startswith("C") for c in value):
            return "control"
    elif key == "time_zone" and value not in zoneinfo.available_timezones():
        return "time_zone"
    elif key == "lang" and value not in LANGS:
        return "lang"
    elif key == "default_profile" and value not in BUILT_IN and get_key(db, value) is None:
        return "profile"  # a built-in profile's key, or a stored revision's (club_<n>)
    return None


def club_setting(db: sqlite_utils.Database, key: str) -> str:
    """The club's value of setting ``key`` (one of :data:`DEFAULTS`), or its default.

    Raises:
        KeyError: no such setting.
    """
    default = DEFAULTS[key]
    row = db.conn.execute("SELECT value FROM club_settings WHERE key = ?", (key,)).fetchone()
    return row[0] if row else default


def club_settings(db: sqlite_utils.Database) -> dict[str, str]:
    """Every setting with the club's value or its default."""
    stored = dict(db.conn.execute("SELECT key, value FROM club_settings").fetchall())
    return {key: stored.get(key, default) for key, default in DEFAULTS.items()}


def set_club_settings(db: sqlite_utils.Database, values: Mapping[str, str]) -> None:
    """Store the given settings together (the name stripped of surrounding spaces); all or none.

    Raises:
        InvalidSetting: naming every unknown setting and every value a setting cannot hold; nothing is stored.
    """
    cleaned = {k: v.strip() if k == "name" else v for k, v in values.items()}
    problems = {k: p for k, v in cleaned.items() if (p := _problem(db, k, v)) is not None}
    if problems:
        raise InvalidSetting(problems)
    with writing(db):
        for key, value in cleaned.items():
            db.conn.execute("INSERT INTO club_settings (key, value, updated_at) VALUES (?, ?, ?) "
                            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                            (key, value, utc_now()))
