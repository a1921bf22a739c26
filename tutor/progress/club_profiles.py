"""The club's own house-rule profiles, kept as revisions: saving an edit adds a revision, never changes one.

A profile saved here is known everywhere by the key ``club_<revision>`` (``tutor.rules.profiles``): a puzzle id
that names ``-Pclub_3`` shows the same puzzle after the profile is edited again (the edit is ``club_4``). Revisions
of one profile share its ``slug``; the latest revision of each slug is what the admin area lists and edits.

The settings are stored as JSON in the shape of a profile file (``{"canasta": {...}, "pinacle": {...},
"tresillo": {...}}``); the web layer validates them (:func:`tutor.rules.house_rules.HouseRules.from_mapping`)
before saving. Classes and assignments name a profile by its key (:mod:`tutor.progress.classes`). Its migration
is listed in :mod:`tutor.progress.migrations`.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> first = save_profile(db, "casino", "Casino", {"canasta": {"premio_irse": 100}}, None)
>>> second = save_profile(db, "casino", "Casino", {"canasta": {"premio_irse": 50}}, None)
>>> get_revision(db, first).settings, key_of(second)
({'canasta': {'premio_irse': 100}}, 'club_2')
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Mapping

import sqlite_utils

from . import MAX_ID, _rows, utc_now, writing

KEY_PREFIX = "club_"
"""The key of a stored revision is this prefix and the revision number: ``club_3``."""

MAX_NAME = 60
SLUG = re.compile(r"[a-z][a-z0-9-]{0,39}")
"""A profile's slug: what its address in the admin area says (``/admin/perfiles/casino-de-vigo``)."""


def _m_club_profiles(db: sqlite_utils.Database) -> None:
    # created_by is a record, not a reference: deleting the admin who saved a revision keeps the revision
    db.executescript("""
    CREATE TABLE club_profiles (
        revision INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT NOT NULL, name TEXT NOT NULL,
        settings TEXT NOT NULL, created_at TEXT NOT NULL, created_by INTEGER);
    CREATE INDEX idx_club_profiles_slug ON club_profiles (slug, revision);
    """)


@dataclass(frozen=True, slots=True)
class StoredProfile:
    """One revision of a club profile: its number, slug, name, settings (profile-file shape), when and by whom
    (a user id, ``None`` from the command line or a deleted account's)."""

    revision: int
    slug: str
    name: str
    settings: Mapping[str, Any]
    created_at: str
    created_by: int | None

    @property
    def key(self) -> str:
        """The key that names this revision everywhere (``club_3``)."""
        return key_of(self.revision)


def key_of(revision: int) -> str:
    """The profile key of a stored revision: ``key_of(3)`` -> ``"club_3"``."""
    return f"{KEY_PREFIX}{revision}"


def revision_of(key: str) -> int | None:
    """The revision a key names (``"club_3"`` -> 3), or ``None`` for any other key (a built-in one, or no key)."""
    digits = key[len(KEY_PREFIX):] if key.startswith(KEY_PREFIX) else ""
    if not (digits.isascii() and digits.isdigit()) or digits.startswith("0") or len(digits) > 18:
        return None
    number = int(digits)
    return number if number <= MAX_ID else None


def slug_for(name: str) -> str:
    """A slug made from a profile's name: ``"Casino de Vigo"`` -> ``"casino-de-vigo"`` (accents dropped; a name
    with no letter gives ``"perfil"``)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    slug = re.sub(r"^[0-9-]+", "", slug)[:40].rstrip("-")
    return slug or "perfil"


class InvalidProfile(ValueError):
    """The profile cannot be stored; ``args[0]`` is a code the web layer words: ``"name_empty"``,
    ``"name_too_long"``, ``"name_control"``, ``"slug"``."""


def check_name(name: str) -> str:
    """The name stripped, as stored. Raises :class:`InvalidProfile`."""
    name = name.strip()
    if not name:
        raise InvalidProfile("name_empty")
    if len(name) > MAX_NAME:
        raise InvalidProfile("name_too_long")
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise InvalidProfile("name_control")
    return name


def save_profile(db: sqlite_utils.Database, slug: str, name: str, settings: Mapping[str, Any],
                 created_by: int | None) -> int:
    """Store a new revision of the profile ``slug`` (a new profile when the slug is new); returns its revision.

    Args:
        slug: matches :data:`SLUG`.
        name: shown to players, 1 to :data:`MAX_NAME` characters (stripped).
        settings: already validated, ``{"canasta": {...}, ...}``; stored as JSON.
        created_by: the admin's user id, or ``None``.

    Raises:
        InvalidProfile: a bad slug or name; nothing is stored.
    """
    if not SLUG.fullmatch(slug):
        raise InvalidProfile("slug")
    name = check_name(name)
    text = json.dumps(settings, ensure_ascii=False, sort_keys=True)
    with writing(db):
        cursor = db.conn.execute("INSERT INTO club_profiles (slug, name, settings, created_at, created_by) "
                                 "VALUES (?, ?, ?, ?, ?)", (slug, name, text, utc_now(), created_by))
    return cursor.lastrowid


def _stored(row: dict) -> StoredProfile:
    return StoredProfile(row["revision"], row["slug"], row["name"], json.loads(row["settings"]), row["created_at"],
                         row["created_by"])


_COLUMNS = "revision, slug, name, settings, created_at, created_by"


def get_revision(db: sqlite_utils.Database, revision: int) -> StoredProfile | None:
    """The stored revision ``revision``, or ``None``."""
    if not 0 < revision <= MAX_ID:
        return None
    rows = _rows(db, f"SELECT {_COLUMNS} FROM club_profiles WHERE revision = ?", (revision,))
    return _stored(rows[0]) if rows else None


def get_key(db: sqlite_utils.Database, key: str) -> StoredProfile | None:
    """The stored revision a key names (``"club_3"``), or ``None`` (not a club key, or no such revision)."""
    revision = revision_of(key)
    return get_revision(db, revision) if revision is not None else None


def latest(db: sqlite_utils.Database, slug: str) -> StoredProfile | None:
    """The latest revision of the profile ``slug``, or ``None``."""
    rows = _rows(db, f"SELECT {_COLUMNS} FROM club_profiles WHERE slug = ? ORDER BY revision DESC LIMIT 1", (slug,))
    return _stored(rows[0]) if rows else None


def latest_profiles(db: sqlite_utils.Database) -> list[StoredProfile]:
    """The latest revision of every club profile, by name."""
    rows = _rows(db, f"SELECT {_COLUMNS} FROM club_profiles WHERE revision IN "
                     f"(SELECT MAX(revision) FROM club_profiles GROUP BY slug) ORDER BY name, slug", ())
    return [_stored(r) for r in rows]


def revisions(db: sqlite_utils.Database, slug: str) -> list[int]:
    """Every revision number of the profile ``slug``, newest first."""
    return [r["revision"] for r in _rows(db, "SELECT revision FROM club_profiles WHERE slug = ? "
                                             "ORDER BY revision DESC", (slug,))]
