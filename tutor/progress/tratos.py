"""A learner's deals of "Juega un trato": which deal, which seat, and the learner's moves (``rules/tresillo.md
§5–§13``).

A deal is named by its id (``tresillo.trato-v1-J4-S123``, ``...-R2`` for a session's first deal dealt by another
than the first player: the engine deals it again from that alone; the seat and the profile have their columns)
and the computer's moves come from the seed, so the learner's moves are the only other state kept: the table is
always rebuilt by applying them to the deal's first state (the web layer does that with the engine). Deals of one session
(the plato and the cartulina carry on from deal to deal) share ``sesion_id``, the row id of the session's first deal.
A deal keeps the key of the house-rule profile it was started under (``profile``; every deal of a session the first
one's; ``NULL`` in deals stored before profiles, the Reglamento), so a change of the club's default never changes
a deal under way. A deal played for a class assignment's item keeps ``assignment_id`` and ``position``
(:func:`assigned`): one per learner and item, a session of its own.

Every read takes the owner's ``user_id`` and filters on it: :func:`get` of another learner's deal is ``None``. A
trigger deletes a learner's deals with the learner; a guest's move to the account it logs into
(:func:`tutor.progress.merge_guest` moves every table with a ``user_id``).

``moves`` is a JSON list of ``{"tipo", "valor"}`` in the order made, a move the rules refused marked
``"rechazada": true`` (the review lists them; rebuilding the table skips them). A deal keeps at most
:data:`MAX_REFUSED` refused moves and a session at most :data:`MAX_DEALS` deals.

>>> from tutor import progress
>>> db = progress.open_db(":memory:"); _ = progress.migrate(db)
>>> uid = progress.create_guest(db).id
>>> t = start(db, uid, "tresillo.trato-v1-J3-S7", 1)
>>> t = add_move(db, uid, t.id, 0, {"tipo": "puja", "valor": "paso"})
>>> get(db, uid, t.id).moves
({'tipo': 'puja', 'valor': 'paso'},)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

import sqlite_utils

from . import MAX_ID, utc_now, writing

MAX_REFUSED = 40
"""Most refused moves one deal keeps (:class:`TooManyRefused` past it: the refusal is answered, not stored). Accepted
moves have no cap of their own, so a legal move is always stored: the callers store only moves the engine accepts,
and a deal has few turns for them (a bid per round of the auction, the trump, the exchange, nine cards, a surrender
or a defence; the table is rebuilt from them and refuses any after the end)."""

MAX_DEALS = 40
"""Most deals one session holds (each "Siguiente trato" rebuilds the session's earlier deals)."""

MAX_SESSIONS = 50
"""Most sessions a learner keeps: starting one more deletes the oldest (its deals; attempts and saved puzzles stay)."""


def _m_tratos(db: sqlite_utils.Database) -> None:
    db["tratos"].create(
        {"id": int, "user_id": int, "trato_id": str, "seat": int, "sesion_id": int, "moves": str,
         "created_at": str, "updated_at": str},
        pk="id", foreign_keys=[("user_id", "users", "id")],
        not_null={"user_id", "trato_id", "seat", "moves", "created_at", "updated_at"},
    )
    db["tratos"].create_index(["user_id", "sesion_id", "id"])
    db.execute("CREATE TRIGGER tratos_owner_gone BEFORE DELETE ON users "
               "BEGIN DELETE FROM tratos WHERE user_id = OLD.id; END")


def _m_tratos_profile(db: sqlite_utils.Database) -> None:
    # the key of the house-rule profile a deal is played under (reglamento, clasica, club_<n>); NULL: the Reglamento
    db.execute("ALTER TABLE tratos ADD COLUMN profile TEXT")


def _m_tratos_assigned(db: sqlite_utils.Database) -> None:
    # a deal played as an item of a class assignment (its own one-deal session); one per learner and item
    db.execute("ALTER TABLE tratos ADD COLUMN assignment_id INTEGER")
    db.execute("ALTER TABLE tratos ADD COLUMN position INTEGER")
    db.execute("CREATE UNIQUE INDEX idx_tratos_assigned ON tratos (assignment_id, position, user_id) "
               "WHERE assignment_id IS NOT NULL")


@dataclass(frozen=True, slots=True)
class TratoRow:
    """One deal of a learner.

    Attributes:
        id: the row id (the deal's address).
        trato_id: the deal's id text (``tresillo.trato-v1-J4-S123``).
        seat: the learner's place in the session's players (0 the first name; the engine's ``Sesion.jugadores``).
        sesion_id: the row id of the session's first deal (this row's own id for a first deal).
        moves: the learner's moves, oldest first (see the module's docstring).
        created_at, updated_at: UTC, ISO 8601.
        profile: the key of the house-rule profile the deal is played under (``"club_3"``), ``None``: the
            Reglamento.
        assignment_id, position: the class assignment's item this deal is played for (``None``: the learner's own).
    """

    id: int
    trato_id: str
    seat: int
    sesion_id: int
    moves: tuple[dict, ...]
    created_at: str
    updated_at: str
    profile: str | None = None
    assignment_id: int | None = None
    position: int | None = None

    @property
    def assigned(self) -> bool:
        """The deal is played for a class assignment's item (not one of the learner's own)."""
        return self.assignment_id is not None


class TooManyRefused(ValueError):
    """The deal already keeps :data:`MAX_REFUSED` refused moves (a refused move past them is not stored)."""


class TooManyDeals(ValueError):
    """The session already holds :data:`MAX_DEALS` deals."""


class Stale(ValueError):
    """The move was made on a table that has moved on since (another tab, a double click): nothing written."""


def _row(r: Mapping[str, Any]) -> TratoRow:
    return TratoRow(r["id"], r["trato_id"], r["seat"], r["sesion_id"], tuple(json.loads(r["moves"])),
                    r["created_at"], r["updated_at"], r["profile"], r["assignment_id"], r["position"])


def start(db: sqlite_utils.Database, user_id: int, trato_id: str, seat: int, after: int | None = None,
          profile: str | None = None, assignment_id: int | None = None, position: int | None = None) -> TratoRow:
    """A new deal for the learner at ``seat``: the first of a new session under the house-rule profile ``profile``
    (a key; ``None``: the Reglamento; the learner's oldest sessions past :data:`MAX_SESSIONS` are deleted, never an
    assigned deal), or the next one of the session of the learner's deal ``after`` (under that deal's profile,
    ``profile`` ignored). With ``assignment_id`` and ``position`` it is the learner's deal for that assignment's
    item, a session of its own: made once (starting it again returns the one made).

    Raises:
        TooManyDeals: that session holds :data:`MAX_DEALS` deals already.
        LookupError: ``after`` is not one of the learner's deals.
    """
    now = utc_now()
    with writing(db):
        if assignment_id is not None:
            made = assigned(db, user_id, assignment_id, position)
            if made is not None:
                return made
        sesion_id = None
        if after is not None:
            prev = list(db.query("SELECT sesion_id, profile FROM tratos WHERE id = ? AND user_id = ? "
                                 "AND assignment_id IS NULL", [after, user_id]))
            if not prev:
                raise LookupError(after)
            sesion_id, profile = prev[0]["sesion_id"], prev[0]["profile"]
            n = next(db.query("SELECT COUNT(*) AS n FROM tratos WHERE user_id = ? AND sesion_id = ?",
                              [user_id, sesion_id]))["n"]
            if n >= MAX_DEALS:
                raise TooManyDeals(f"a session holds at most {MAX_DEALS} deals")
        new_id = db.execute("INSERT INTO tratos (user_id, trato_id, seat, sesion_id, moves, created_at, updated_at, "
                            "profile, assignment_id, position) VALUES (?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)",
                            [user_id, trato_id, seat, sesion_id, now, now, profile, assignment_id,
                             position]).lastrowid
        if sesion_id is None:
            db.execute("UPDATE tratos SET sesion_id = id WHERE id = ?", [new_id])
            db.execute("DELETE FROM tratos WHERE user_id = ? AND assignment_id IS NULL AND sesion_id NOT IN "
                       "(SELECT DISTINCT sesion_id FROM tratos WHERE user_id = ? AND assignment_id IS NULL "
                       "ORDER BY sesion_id DESC LIMIT ?)", [user_id, user_id, MAX_SESSIONS])
    return get(db, user_id, new_id)


def assigned(db: sqlite_utils.Database, user_id: int, assignment_id: int, position: int) -> TratoRow | None:
    """The learner's deal for the assignment's item at ``position``, or ``None`` before they sit down to it."""
    rows = list(db.query("SELECT * FROM tratos WHERE user_id = ? AND assignment_id = ? AND position = ?",
                         [user_id, assignment_id, position]))
    return _row(rows[0]) if rows else None


def get(db: sqlite_utils.Database, user_id: int, trato: int) -> TratoRow | None:
    """The learner's deal with row id ``trato``; ``None`` if missing or someone else's."""
    if not 0 < trato <= MAX_ID:
        return None
    rows = list(db.query("SELECT * FROM tratos WHERE id = ? AND user_id = ?", [trato, user_id]))
    return _row(rows[0]) if rows else None


def session_of(db: sqlite_utils.Database, user_id: int, trato: TratoRow) -> tuple[TratoRow, ...]:
    """The learner's deals of ``trato``'s session up to it (itself last), oldest first."""
    return tuple(_row(r) for r in db.query(
        "SELECT * FROM tratos WHERE user_id = ? AND sesion_id = ? AND id <= ? ORDER BY id",
        [user_id, trato.sesion_id, trato.id]))


def next_of(db: sqlite_utils.Database, user_id: int, trato: TratoRow) -> int | None:
    """The row id of the deal after ``trato`` in its session, or ``None``."""
    rows = list(db.query("SELECT id FROM tratos WHERE user_id = ? AND sesion_id = ? AND id > ? ORDER BY id LIMIT 1",
                         [user_id, trato.sesion_id, trato.id]))
    return rows[0]["id"] if rows else None


def recent(db: sqlite_utils.Database, user_id: int, limit: int = 10) -> list[TratoRow]:
    """The learner's latest deals of their own, newest first (assigned ones are reached from their assignment,
    whose ids stay the teacher's until the due time)."""
    return [_row(r) for r in db.query("SELECT * FROM tratos WHERE user_id = ? AND assignment_id IS NULL "
                                      "ORDER BY id DESC LIMIT ?", [user_id, limit])]


def add_move(db: sqlite_utils.Database, user_id: int, trato: int, made: int, move: Mapping[str, Any]) -> TratoRow:
    """Append one move (``{"tipo", "valor"}``, ``"rechazada": true`` for a refused one) to the learner's deal.

    Args:
        made: how many moves the table the learner moved on showed; a move on an older table is :class:`Stale`.

    Raises:
        LookupError: not one of the learner's deals.
        Stale: the deal holds another number of moves than ``made`` (nothing written).
        TooManyRefused: ``move`` is refused and the deal keeps :data:`MAX_REFUSED` refused moves already (an
            accepted move is always stored).
    """
    with writing(db):
        rows = list(db.query("SELECT moves FROM tratos WHERE id = ? AND user_id = ?", [trato, user_id]))
        if not rows:
            raise LookupError(trato)
        moves = json.loads(rows[0]["moves"])
        if len(moves) != made:
            raise Stale(f"the deal holds {len(moves)} moves, the move was made after {made}")
        if move.get("rechazada") and sum(1 for m in moves if m.get("rechazada")) >= MAX_REFUSED:
            raise TooManyRefused(f"a deal keeps at most {MAX_REFUSED} refused moves")
        moves.append(dict(move))
        db.execute("UPDATE tratos SET moves = ?, updated_at = ? WHERE id = ?",
                   [json.dumps(moves, ensure_ascii=False), utc_now(), trato])
    return get(db, user_id, trato)


__all__ = ["MAX_DEALS", "MAX_REFUSED", "MAX_SESSIONS", "Stale", "TooManyDeals", "TooManyRefused", "TratoRow",
           "add_move", "assigned", "get", "next_of", "recent", "session_of", "start"]
