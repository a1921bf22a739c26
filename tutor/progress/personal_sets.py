"""Personal puzzle sets: situations a learner entered in the referee (árbitro) and saved as fixed puzzles.

A saved puzzle is a referee situation (``docs/rulings.md``) with the puzzle kind that asks about it — the shape of a
fixed puzzle of a puzzle-set file (``puzzles/*.toml``, issue 4) — filed under a set name of the learner's choice.
Its migration is listed in :mod:`tutor.progress.migrations`.

Every read takes the owner's ``user_id`` and filters on it. A trigger deletes a user's saved puzzles with the user
(so a reused row id never inherits them); :func:`move` hands a guest's puzzles to the account it logs into.

Each row keeps the id of its puzzle (``puzzle_id``, ``...-L1-H<digest>``: :func:`practice_id`), indexed, so that
:func:`find` looks a practised puzzle up by id in one indexed read, whatever the learner has saved. A learner
keeps at most :data:`MAX_PUZZLES` saved puzzles.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_guest(db).id
>>> pid = add(db, uid, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S", "KH"]})
>>> [s.name for s in sets(db, uid)], puzzles_of(db, uid)[0].situation
(['Mis puzzles'], {'pozo': ['5S', 'KH']})
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping, Sequence

import sqlite_utils

from . import utc_now, writing

MAX_SET_NAME = 60
"""Longest set name, in characters."""

MAX_SITUATION = 8 * 1024
"""Largest situation stored, in bytes of JSON."""

MAX_PUZZLES = 500
"""Most saved puzzles one learner keeps (all sets together): what a page, a download and a look-up may cost."""


def _m_personal_puzzles(db: sqlite_utils.Database) -> None:
    db["personal_puzzles"].create(
        {"id": int, "user_id": int, "set_name": str, "kind": str, "ruling": str, "situation": str,
         "created_at": str},
        pk="id", not_null={"user_id", "set_name", "kind", "ruling", "situation", "created_at"},
    )
    db["personal_puzzles"].create_index(["user_id", "set_name", "id"])
    db.execute("CREATE TRIGGER personal_puzzles_owner_gone AFTER DELETE ON users "
               "BEGIN DELETE FROM personal_puzzles WHERE user_id = OLD.id; END")


def _m_personal_puzzle_ids(db: sqlite_utils.Database) -> None:
    db["personal_puzzles"].add_column("puzzle_id", str)
    for row in list(db.query("SELECT id, kind, situation FROM personal_puzzles")):
        db.execute("UPDATE personal_puzzles SET puzzle_id = ? WHERE id = ?",
                   [practice_id(row["kind"], json.loads(row["situation"])), row["id"]])
    db["personal_puzzles"].create_index(["user_id", "puzzle_id"])


def practice_id(kind: str, situation: Mapping[str, Any]) -> str | None:
    """The id of the puzzle that practises a saved situation: ``kind``'s question at level 1
    (``"canasta.pozo-v1-L1-H3f9a0c21b7de"``); ``None`` if the kind cannot ask it (a situation saved by an older
    version)."""
    from .. import puzzles
    from ..rules.base import InvalidSituation

    try:
        return str(puzzles.puzzle_from_situation(kind, 1, situation).id)
    except (InvalidSituation, ValueError, puzzles.UnknownKind):
        return None


@dataclass(frozen=True, slots=True)
class PersonalPuzzle:
    """A saved fixed puzzle: ``kind`` asks about ``situation`` (the referee ruling ``ruling`` answers it);
    ``puzzle_id``: its puzzle's id (:func:`practice_id`), ``None`` if no kind can ask it."""

    id: int
    set_name: str
    kind: str
    ruling: str
    situation: dict
    created_at: str
    puzzle_id: str | None = None

    @property
    def context(self) -> Mapping[str, Any]:
        """A saved situation has no display-only context (``tutor.puzzles.Handwritten``)."""
        return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class PersonalSet:
    """One of a learner's sets: its name and how many puzzles it holds."""

    name: str
    count: int


class InvalidSetName(ValueError):
    """A set name that is empty or longer than :data:`MAX_SET_NAME` characters."""


class TooManyPuzzles(ValueError):
    """The learner already keeps :data:`MAX_PUZZLES` saved puzzles."""


def clean_set_name(name: str) -> str:
    """The set name with spaces collapsed. Raises :class:`InvalidSetName`."""
    cleaned = " ".join(str(name).split())
    if not cleaned or len(cleaned) > MAX_SET_NAME:
        raise InvalidSetName(name)
    return cleaned


def add(db: sqlite_utils.Database, user_id: int, set_name: str, kind: str, ruling: str,
        situation: Mapping[str, Any]) -> int:
    """Save one fixed puzzle in the learner's set ``set_name`` (created by its first puzzle); returns its id.

    Idempotent: the same situation (same kind and ruling) already in that set is not stored again, and its id
    comes back (a double click, or the same dispute saved twice).

    Raises:
        InvalidSetName: see :func:`clean_set_name`.
        TooManyPuzzles: the learner keeps :data:`MAX_PUZZLES` saved puzzles already.
        ValueError: the situation's JSON is larger than :data:`MAX_SITUATION` bytes.
    """
    return add_all(db, user_id, set_name, [(kind, ruling, situation)])[0]


def add_all(db: sqlite_utils.Database, user_id: int, set_name: str,
            puzzles: Sequence[tuple[str, str, Mapping[str, Any]]]) -> list[int]:
    """Save ``(kind, ruling, situation)`` puzzles in the learner's set ``set_name``, all or none, in one
    transaction; returns their ids in order (a situation already in the set, or twice in ``puzzles``, is stored
    once: :func:`add`).

    Raises:
        InvalidSetName: see :func:`clean_set_name`.
        TooManyPuzzles: the new ones would take the learner past :data:`MAX_PUZZLES` saved puzzles: none is saved.
        ValueError: a situation's JSON is larger than :data:`MAX_SITUATION` bytes: none is saved.
    """
    name, now = clean_set_name(set_name), utc_now()
    keyed = []  # ((kind, ruling, situation as JSON), row)
    for kind, ruling, situation in puzzles:
        text = json.dumps(situation, ensure_ascii=False, sort_keys=True)
        if len(text.encode("utf-8")) > MAX_SITUATION:
            raise ValueError(f"a saved situation holds at most {MAX_SITUATION} bytes of JSON")
        keyed.append(((kind, ruling, text), {"user_id": user_id, "set_name": name, "kind": kind, "ruling": ruling,
                                             "situation": text, "created_at": now,
                                             "puzzle_id": practice_id(kind, situation)}))
    with writing(db):  # the checks and the inserts under one write lock
        ids = {key: _saved_id(db, user_id, name, key) for key, _ in keyed}
        fresh = {key: row for key, row in keyed if ids[key] is None}
        if fresh and count(db, user_id) + len(fresh) > MAX_PUZZLES:
            raise TooManyPuzzles(f"a learner keeps at most {MAX_PUZZLES} saved puzzles")
        for key, row in fresh.items():
            ids[key] = db.execute(f"INSERT INTO personal_puzzles ({', '.join(row)}) "
                                  f"VALUES ({', '.join('?' * len(row))})", list(row.values())).lastrowid
    return [ids[key] for key, _ in keyed]


def _saved_id(db: sqlite_utils.Database, user_id: int, set_name: str, key: tuple[str, str, str]) -> int | None:
    """The id of the learner's puzzle ``(kind, ruling, situation as JSON)`` in ``set_name``, or ``None``."""
    same = list(db.query("SELECT id FROM personal_puzzles WHERE user_id = ? AND set_name = ? AND kind = ? "
                         "AND ruling = ? AND situation = ? LIMIT 1", [user_id, set_name, *key]))
    return same[0]["id"] if same else None


def sets(db: sqlite_utils.Database, user_id: int) -> list[PersonalSet]:
    """The learner's sets, by name."""
    sql = ("SELECT set_name, COUNT(*) AS n FROM personal_puzzles WHERE user_id = ? "
           "GROUP BY set_name ORDER BY set_name COLLATE NOCASE")
    return [PersonalSet(r["set_name"], r["n"]) for r in db.query(sql, [user_id])]


def count(db: sqlite_utils.Database, user_id: int) -> int:
    """How many puzzles the learner keeps, in all sets."""
    return next(db.query("SELECT COUNT(*) AS n FROM personal_puzzles WHERE user_id = ?", [user_id]))["n"]


def _puzzle(r: dict) -> PersonalPuzzle:
    return PersonalPuzzle(r["id"], r["set_name"], r["kind"], r["ruling"], json.loads(r["situation"]),
                          r["created_at"], r["puzzle_id"])


def puzzles_of(db: sqlite_utils.Database, user_id: int, set_name: str | None = None, *, limit: int | None = None,
               offset: int = 0) -> list[PersonalPuzzle]:
    """The learner's saved puzzles (of one set, or all), by set name then oldest first; ``limit`` and ``offset``
    (puzzles) pick one page of them."""
    where, params = "user_id = ?", [user_id]
    if set_name is not None:
        where, params = where + " AND set_name = ?", params + [set_name]
    sql = f"SELECT * FROM personal_puzzles WHERE {where} ORDER BY set_name COLLATE NOCASE, set_name, id"
    if limit is not None:
        sql, params = sql + " LIMIT ? OFFSET ?", params + [limit, offset]
    return [_puzzle(r) for r in db.query(sql, params)]


def get(db: sqlite_utils.Database, user_id: int, puzzle: int) -> PersonalPuzzle | None:
    """The learner's saved puzzle with row id ``puzzle``; ``None`` if missing or someone else's."""
    rows = list(db.query("SELECT * FROM personal_puzzles WHERE id = ? AND user_id = ?", [puzzle, user_id]))
    return _puzzle(rows[0]) if rows else None


def find(db: sqlite_utils.Database, user_id: int, puzzle_id: str) -> PersonalPuzzle | None:
    """The learner's saved puzzle whose puzzle id is ``puzzle_id`` (one indexed read, whatever they saved);
    ``None`` if they saved none (another learner's is never found)."""
    rows = list(db.query("SELECT * FROM personal_puzzles WHERE user_id = ? AND puzzle_id = ? LIMIT 1",
                         [user_id, puzzle_id]))
    return _puzzle(rows[0]) if rows else None


def rulings_by_set(db: sqlite_utils.Database, user_id: int) -> dict[str, list[str]]:
    """The rulings saved in each of the learner's sets (name -> rulings, sorted): what its downloads offer."""
    out: dict[str, list[str]] = {}
    for r in db.query("SELECT DISTINCT set_name, ruling FROM personal_puzzles WHERE user_id = ? "
                      "ORDER BY set_name, ruling", [user_id]):
        out.setdefault(r["set_name"], []).append(r["ruling"])
    return out


def move(db: sqlite_utils.Database, from_user: int, to_user: int) -> None:
    """Give every saved puzzle of ``from_user`` (a guest logging into an account) to ``to_user``."""
    with db.atomic():
        db.execute("UPDATE personal_puzzles SET user_id = ? WHERE user_id = ?", [to_user, from_user])
