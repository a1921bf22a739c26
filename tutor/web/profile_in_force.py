"""Which house-rule profile is in force for a request, and the club's stored profiles as ``Profile`` values.

The profile in force: an assignment's own, else its class's, else the club's default (an admin's club setting,
:mod:`tutor.progress.club`); outside a class (practice, lessons, collections, reviews, the Árbitro, the JSON API)
the club's default. A puzzle made under a profile other than the Reglamento carries its key in its id
(``-Pclasica``, ``-Pclub_3``), so a puzzle keeps its rules when the club's default changes later; a club profile's
key names one stored revision, which never changes (:mod:`tutor.progress.club_profiles`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from dataclasses import replace

from flask import g

from .. import practice
from ..progress import club, club_profiles
from ..puzzles import parse_id
from ..rules.profiles import BUILT_IN, REGLAMENTO, Profile, profile_from_mapping
from .db import get_db


def as_profile(stored: club_profiles.StoredProfile) -> Profile:
    """A stored revision as a :class:`Profile` keyed ``club_<revision>`` (its name in both languages).

    Raises:
        InvalidSituation: the stored settings are no longer valid (a setting this version does not have).
    """
    return profile_from_mapping(stored.key, stored.settings, stored.name, stored.name)


class ClubProfiles(Mapping):
    """The club's stored revisions by key (``"club_3"`` -> :class:`Profile`), read from the database on demand
    and kept for the request: what :func:`tutor.puzzles.from_id` takes as ``profiles`` to find a puzzle made
    under a club profile. Iterating lists the latest revision of each profile."""

    def __getitem__(self, key: str) -> Profile:
        found = _request_cache().get(key)
        if found is None:
            stored = club_profiles.get_key(get_db(), key) if isinstance(key, str) else None
            if stored is None:
                raise KeyError(key)
            found = _request_cache()[key] = as_profile(stored)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter([p.key for p in club_profiles.latest_profiles(get_db())])

    def __len__(self) -> int:
        return len(club_profiles.latest_profiles(get_db()))


def _request_cache() -> dict[str, Profile]:
    if "club_profiles" not in g:
        g.club_profiles = {}
    return g.club_profiles


CLUB_PROFILES = ClubProfiles()
"""The club's stored profiles, for the current request's app."""


def find(key: str | None) -> Profile | None:
    """The profile a key names: a built-in one (``reglamento``, ``clasica``) or a stored revision (``club_3``);
    ``None`` for no key, an unknown key, or a stored revision that no longer reads."""
    if not key:
        return None
    if key in BUILT_IN:
        return BUILT_IN[key]
    try:
        return CLUB_PROFILES[key]
    except (KeyError, ValueError):  # ValueError: InvalidSituation, a stored setting this version lacks
        return None


def club_default() -> Profile:
    """The club's default profile (the Reglamento until an admin chooses another)."""
    return find(club.club_setting(get_db(), "default_profile")) or REGLAMENTO


def in_force(assignment_profile: str | None = None, class_profile: str | None = None) -> Profile:
    """The profile in force: the assignment's, else the class's, else the club's default."""
    return find(assignment_profile) or find(class_profile) or club_default()


def choices(lang: str, current: str | None = None) -> list[tuple[str, str]]:
    """Every profile an admin or a teacher may choose, as ``(key, name)``: the built-in ones, then the latest
    revision of each club profile, and ``current`` (an earlier revision chosen before) when it is none of those,
    so that saving a form again never changes a choice nobody touched."""
    stored = [(p.key, p.name) for p in club_profiles.latest_profiles(get_db())]
    listed = [(p.key, p.name(lang)) for p in BUILT_IN.values()] + stored
    earlier = club_profiles.get_key(get_db(), current) if current else None
    if earlier is not None and earlier.key not in dict(listed):
        listed.append((earlier.key, f"{earlier.name} ({earlier.key})"))
    return listed


def under(puzzle_id: str, profile: Profile) -> str:
    """The id of the puzzle ``puzzle_id`` names made under ``profile`` instead: ``"canasta.pozo-v2-L3-S7"`` under
    the Clásica is ``"canasta.pozo-v2-L3-S7-Pclasica"``; under the Reglamento the id has no ``-P`` part.

    Raises:
        InvalidPuzzleId: a malformed id.
    """
    return str(replace(parse_id(puzzle_id), profile="" if profile.key == REGLAMENTO.key else profile.key))


def without_profile(puzzle_id: str) -> str:
    """The id without its ``-P`` part: how a hand-written situation is filed (a set, a learner's saved puzzles).

    Raises:
        InvalidPuzzleId: a malformed id.
    """
    return str(replace(parse_id(puzzle_id), profile=""))


def is_club_key(puzzle_id: str) -> bool:
    """Whether an id names one of the club's own profiles (``-Pclub_3``): its puzzle depends on this club's
    database, so no process-wide cache may keep it."""
    return f"-P{club_profiles.KEY_PREFIX}" in puzzle_id


def new_puzzle_id(kind: str, level: int, seed: int | None = None) -> str:
    """A fresh puzzle's id (:func:`tutor.practice.new_puzzle_id`) under the club's default profile: practice,
    reviews' fresh variants, lessons' embedded puzzles."""
    return practice.new_puzzle_id(kind, level, seed, profile=club_default().key)
