"""A learner's stored deals at the table, shared by the table's blueprint (:mod:`tutor.web.trato`) and the
teachers' (:mod:`tutor.web.teach_deals`): dealing a new one, rebuilding one for its owner, the class assignment an
assigned deal is played for, filing it in the gradebook when it ends, and its review for the drill-down.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from ..progress import classes, tratos, utc_now
from ..puzzles.assigned import DEAL_KIND
from ..rules.profiles import REGLAMENTO, Profile
from ..rules.tresillo.mesa import NOMBRES, InvalidTratoId, TratoId, new_trato, sesion_de
from . import profile_in_force
from .db import get_db
from .i18n import lang
from .trato_juego import Damaged, Juego, rebuild
from .trato_views import review_view, table_view


def start_row(uid: int, tid: TratoId, asiento: int, profile: Profile, **assigned) -> tratos.TratoRow:
    """Store a new session's first deal of ``tid`` for the learner ``uid`` at ``asiento`` (0 mano, 1 segundo,
    2 postre) under ``profile`` (``assigned``: an assignment's item, :func:`tutor.progress.tratos.start`)."""
    dealt = replace(tid, asiento=None, profile="")  # the row keeps the seat and the profile in their own columns
    name = new_trato(tid.seed, tid.jugadores, sesion=sesion_de(tid)).nombres[asiento]
    return tratos.start(get_db(), uid, str(dealt), NOMBRES.index(name),
                        profile=None if profile.key == REGLAMENTO.key else profile.key, **assigned)


def juego_of(row: tratos.TratoRow, user_id: int) -> Juego | None:
    """The table of ``user_id``'s deal ``row`` (their session's deals before it replayed first), ``None`` when it
    can no longer be rebuilt (an earlier engine's deal, or a profile gone)."""
    found = profile_in_force.find(row.profile or REGLAMENTO.key)
    if found is None:
        return None
    chain = tuple((r.trato_id, r.seat, json.dumps(r.moves, sort_keys=True))
                  for r in tratos.session_of(get_db(), user_id, row))
    try:
        return rebuild(chain, found.house_rules.tresillo)
    except (Damaged, InvalidTratoId):
        return None


def assignment_of(row: tratos.TratoRow) -> tuple[classes.Assignment, classes.Item] | None:
    """The assignment and item an assigned deal is played for (``None``: the learner's own deal, or an item that is
    gone)."""
    if row.assignment_id is None:
        return None
    a = classes.get_assignment(get_db(), row.assignment_id)
    item = next((i for i in a.items if i.position == row.position), None) if a else None
    return (a, item) if item is not None else None


def file_deal(row: tratos.TratoRow, juego: Juego, user_id: int) -> None:
    """File ``user_id``'s assigned deal that has just ended in its gradebook cell (once; nothing before the end,
    nothing for a learner no longer in the class)."""
    found = assignment_of(row)
    if found is None or juego.mesa.final is None:
        return
    a, item = found
    if not classes.is_member(get_db(), a.class_id, user_id):
        return
    refused = sum(1 for d in juego.decisiones if d.rechazada or d.renuncio)
    classes.record_deal(get_db(), a, item, user_id, len(juego.decisiones), refused, a.is_past_due(utc_now()))


@dataclass(frozen=True, slots=True)
class DealReview:
    """A learner's deal of a deal item, for the drill-down: where it stands and their decisions."""

    position: int
    trato_id: str
    over: bool
    decisions: tuple
    result: tuple


def reviews(a: classes.Assignment, user_id: int) -> list[DealReview]:
    """The learner's deals of the assignment's deal items, each with their decisions (refused ones with the rule)
    and the result (the teacher sees them whether or not the assignment is sealed)."""
    out, db, language = [], get_db(), lang()
    for item in a.items:
        if item.kind != DEAL_KIND:
            continue
        row = tratos.assigned(db, user_id, a.id, item.position)
        juego = juego_of(row, user_id) if row is not None else None
        if juego is None:
            continue
        decisions, _steps, _cards = review_view(juego, language)
        end = table_view(juego, language, item.puzzle_id).end
        out.append(DealReview(item.position, item.puzzle_id, juego.mesa.final is not None, decisions,
                              end.result + end.cobro if end else ()))
    return out
