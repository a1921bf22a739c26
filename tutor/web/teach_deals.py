""""Juega un trato" as an item of a class assignment (issues 15 and 20): a teacher adds deals (a deal id, or a new
deal dealt when the assignment is made) to an assignment; a learner plays theirs at the Tresillo table
(:mod:`tutor.web.trato`) under the assignment's house rules; when it ends its gradebook cell is filed
(:func:`tutor.progress.classes.record_deal`); the drill-down shows the learner's review of it.

What a deal item grades: that the learner played the deal to its end (the cell exists only then) and how many of
their moves the rules refused (the cell's number; credit: the share of their moves the rules allowed, right: none
refused). A refused card or bid is also, as at any table, a wrong answer of the puzzle that asks that question in
the learner's progress — except while the assignment is sealed (see below). The settlement is shown, not asked: the
item measures playing by the rules, which is what the table checks move by move.

An item's id is the deal's with the learner's seat and the assignment's profile (``tresillo.trato-v1-J4-S123-A0``,
``...-Pclasica``), the same for every learner. Like a puzzle id it is the teacher's until the due time: the learner
reaches the deal by the item's token, and the table of an assigned deal hides its id until then (with it, the
command line would show every hand). While an assignment's explanations wait for its due time (sealed), the
learner's review of the deal and its "save as puzzles" are withheld, and refused moves are not recorded in practice
(their verdicts would show there); the table itself still refuses a move the rules do not allow, with the rule, as
a table must.

The learner's assignment page says where each of their deals stands (:func:`deal_state`: not started, in play with
its phase or trick, finished with the gradebook's line), read from their own row only and showing no card.

Routes on :data:`tutor.web.teach.bp`; access as there (a learner of the class, their own deal only).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from flask import abort, redirect, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext

from ..progress import classes, tratos, utc_now
from ..puzzles.assigned import DEAL_KIND
from ..rules.profiles import REGLAMENTO, Profile
from ..rules.tresillo.mano import BAZAS_POR_MANO
from ..rules.tresillo.mesa import (ASIENTOS, CARTEO, DEFENSA, FASE_DESCARTE, FASE_SOLERA, FASE_TRIUNFO, SUBASTA,
                                   MAX_SEED, InvalidTratoId, TratoId, parse_trato_id)
from . import profile_in_force
from .answers import ascii_int
from .db import get_db
from .htmx import page_or_fragment
from .i18n import club_time_text, lang
from .teach import PreviewItem, _account_id, bp
from .trato_assigned import juego_of, start_row

MAX_DEALS = 10
"""Deals in one assignment at most (each is a whole deal to play)."""


def is_deal_id(text: str) -> bool:
    """Whether an assignment's item id is a deal's (``tresillo.trato-...``) rather than a puzzle's."""
    return text.startswith("tresillo.trato-")


def title() -> str:
    """The item's title in the request's language."""
    return _("Play a deal")


def read_deals(ids_text: str, new_text: str, jugadores_text: str) -> tuple[list[TratoId], list[str]]:
    """The deals of the assignment form: the ids typed (one per line; without a seat, the learner is the mano) and
    ``new_text`` new deals dealt now at a table of ``jugadores_text`` (a random seed and seat each, fixed from now
    on). A new deal's seed is drawn from the whole range of seeds, ``[0, MAX_SEED]``: a learner who tries seeds
    until one deals their own hand (and then knows every hand) finds a short typed seed in seconds and a table's
    (below 10⁹) in hours of computing, a new deal's not in a lifetime. Returns ``(deals, errors)``; a deal twice
    is an error."""
    errors: list[str] = []
    deals: list[TratoId] = []
    for line in ids_text.split():
        try:
            tid = parse_trato_id(line)
        except InvalidTratoId as err:
            errors.append(err.text(lang()))
            continue
        deals.append(tid if tid.asiento is not None else replace(tid, asiento=0))
    count = ascii_int(new_text or "0", max_digits=2)
    jugadores = ascii_int(jugadores_text or "4", max_digits=1)
    if count is None or jugadores not in (3, 4):
        errors.append(_("New deals: a number from 0 to %(n)d, at a table of four or three.", n=MAX_DEALS))
    else:
        deals += [TratoId(secrets.randbelow(MAX_SEED + 1), jugadores, asiento=secrets.randbelow(3))
                  for _ in range(count)]
    if len(deals) > MAX_DEALS:
        errors.append(_("An assignment has at most %(n)d deals.", n=MAX_DEALS))
    return deals, errors + _twice(deals)


def _twice(deals: list[TratoId]) -> list[str]:
    """The deals dealt more than once (the same cards, whatever the dealer, seat or rules): on the second, the
    learner would already know every hand."""
    seen: set[str] = set()
    twice: list[str] = []
    for tid in deals:
        cards = tid.deal_text()
        if cards in seen and cards not in twice:
            twice.append(cards)
        seen.add(cards)
    return [_("%(id)s is in the list more than once (the same cards): each deal once.", id=t) for t in twice]


def under(tid: TratoId, profile: Profile) -> str:
    """The item id of the deal ``tid`` played under ``profile`` (the assignment's; the Reglamento: no ``-P``)."""
    return str(replace(tid, profile="" if profile.key == REGLAMENTO.key else profile.key))


def profile_problems(deals: list[TratoId], profile: Profile) -> list[str]:
    """Why deals typed with a ``-P`` cannot be items of an assignment under ``profile``: one naming no profile of
    this club, or another profile than the assignment's (its deal would be a different game under these rules;
    the teacher drops the ``-P`` or chooses those rules for the assignment). Without ``-P``, the assignment's."""
    errors = []
    for tid in deals:
        if not tid.profile or tid.profile == profile.key:
            continue
        found = profile_in_force.find(tid.profile)
        if found is None:
            errors.append(_("This deal is played under house rules this club does not have (%(key)s).",
                            key=tid.profile))
        else:
            errors.append(_("%(id)s is played under %(deal)s, but this assignment's rules are %(rules)s: remove "
                            "its -P%(key)s, or choose %(deal)s for the assignment.", id=str(tid),
                            deal=found.name(lang()), rules=profile.name(lang()), key=tid.profile))
    return errors


def profile_of(item: classes.Item) -> Profile | None:
    """The house-rule profile a deal item is played under (its id's), ``None`` if it no longer reads."""
    return profile_in_force.find(parse_trato_id(item.puzzle_id).profile or REGLAMENTO.key)


@dataclass(frozen=True, slots=True)
class DealPreview:
    """A deal item as its teacher previews it: the id (to play it yourself), the table, the learner's seat, rules."""

    trato_id: str
    jugadores: int
    seat: str
    rules: str


def preview_item(item: classes.Item, language: str):
    """The teacher's preview of a deal item (a :class:`tutor.web.teach.PreviewItem` with its ``deal``)."""
    tid = parse_trato_id(item.puzzle_id)
    found = profile_of(item)
    deal = DealPreview(item.puzzle_id, tid.jugadores, ASIENTOS[tid.asiento],
                       found.name(language) if found else tid.profile)
    return PreviewItem(item.position, title(), item.level, "", (), None, deal)


def cell_text(refused: str) -> str:
    """A deal cell's number as the gradebook (web and CSV) says it: ``"2 moves refused"``; none: ``""``, as a
    right answer has no mistake to name."""
    n = int(refused) if refused.isdigit() else 0
    return ngettext("%(num)d move refused", "%(num)d moves refused", n) if n else ""


# ---------------------------------------------------------------------------------------------- the learner

IN_PLAY = {SUBASTA: _l("In play: the auction"), FASE_TRIUNFO: _l("In play: naming trumps"),
           FASE_SOLERA: _l("In play: the vuelta"), FASE_DESCARTE: _l("In play: the exchange"),
           DEFENSA: _l("In play: the defence")}
"""Where a deal not finished stands, by phase (play itself says the trick: :func:`_in_play`)."""


@dataclass(frozen=True, slots=True)
class DealState:
    """A deal item as its learner's assignment page shows it.

    Attributes:
        state: ``"todo"`` (not sat down), ``"playing"`` (sat down, not finished) or ``"over"`` (filed).
        text: where it stands, in the request's language (``"En juego: baza 4 de 9"``, ``"Terminado · 2 jugadas
            rechazadas"``).
        css: the item's class on the page (``todo``, ``playing``, ``answered`` while sealed, ``right``: no move
            refused, ``wrong``).
        sit: the learner may sit down now (the "Sit down" button).
        table: the address of the learner's table to go on playing (the "Continue playing" button), else ``None``.
    """

    state: str
    text: str
    css: str
    sit: bool = False
    table: str | None = None


def deal_state(a: classes.Assignment, item: classes.Item, cell: classes.Cell | None, user_id: int,
               now: str) -> DealState:
    """Where ``user_id``'s deal of the deal item stands, from their own row only (nothing of any hand): not started
    (with the sit-down button unless the assignment takes no more answers), in play (the phase, or the trick
    being played: "baza 4 de 9"; the button back to the table), or finished with the gradebook's line (the moves
    refused; while the assignment is sealed only "finished", as a sealed puzzle says only "answered": a renuncio
    accepted "as at the table" is counted there and its review waits for the due time)."""
    closed = a.closed(now)
    row = tratos.assigned(get_db(), user_id, a.id, item.position)
    if row is None:
        return DealState("todo", _("Not started"), "todo", sit=not closed)
    if cell is not None:
        if a.sealed(now):
            return DealState("over", _("Finished"), "answered")
        refused = cell_text(cell.answer) or _("no move refused")
        return DealState("over", _("Finished") + " · " + refused, "right" if cell.correct else "wrong")
    juego = juego_of(row, user_id)
    if juego is None:  # an earlier engine's deal, or its house rules gone: the table says so
        return DealState("playing", _("This deal can no longer be continued: ask your teacher."), "playing")
    if juego.mesa.final is not None:  # over, its filing cut short: its table files it when shown
        return DealState("over", _("Finished"), "answered")
    return DealState("playing", _in_play(juego.mesa), "playing",
                     table=None if closed else url_for("trato.table", trato=row.id))


def _in_play(mesa) -> str:
    """"En juego: baza 4 de 9" while the cards are played, else the phase ("En juego: subasta")."""
    if mesa.fase == CARTEO:
        return _("In play: trick %(n)d of %(total)d", n=len(mesa.bazas) + 1, total=BAZAS_POR_MANO)
    return str(IN_PLAY[mesa.fase])


def item_page(a: classes.Assignment, item: classes.Item, status: int = 200, error: str | None = None):
    """A deal item: to its table once the learner sat down to it, else the page that says what it asks, with the
    button that deals it (410 when its house rules no longer read); with ``error``, that page and why."""
    row = tratos.assigned(get_db(), _account_id(), a.id, item.position)
    if row is not None and error is None:
        return redirect(url_for("trato.table", trato=row.id), 303)
    now, found = utc_now(), profile_of(item)
    return page_or_fragment("teach/deal_item.html", "content", a=a, item=item, due=club_time_text(a.due_at),
                            rules=found.name(lang()) if found else "", sealed=a.sealed(now),
                            refused=a.closed(now),
                            seat=ASIENTOS[parse_trato_id(item.puzzle_id).asiento], error=error,
                            status=status if found else 410)


@bp.post("/tareas/<int:assignment_id>/<token>/trato")
def sit_down(assignment_id: int, token: str):
    """Deal the learner's deal of a deal item and go to its table (303; once dealt, to the same table); 403 with
    the item's page after the due time when late answers are refused, 404 for a puzzle item."""
    from .teach_learner import _item  # the learner's side of the same blueprint, which imports this module

    a, item = _item(assignment_id, token)
    if item.kind != DEAL_KIND:
        abort(404)
    made = tratos.assigned(get_db(), _account_id(), a.id, item.position)
    if made is None and a.closed(utc_now()):
        return item_page(a, item, status=403)
    found = profile_of(item)
    if found is None:
        abort(410)
    tid = parse_trato_id(item.puzzle_id)
    row = made or start_row(_account_id(), tid, tid.asiento, found, assignment_id=a.id, position=item.position)
    return redirect(url_for("trato.table", trato=row.id), 303)
