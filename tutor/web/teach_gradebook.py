"""The teacher's view of an assignment's results (issue 15): the gradebook (learners × puzzles, from the store's
aggregates), its CSV for a Spanish spreadsheet, a learner's drill-down with explanations, and item statistics.

Routes on :data:`tutor.web.teach.bp`; access as there: the class's teacher only.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from flask import Response, abort, url_for
from flask_babel import gettext as _

from .. import puzzles
from ..progress import classes, roles
from ..puzzles import KINDS
from ..puzzles.assigned import pose_id, variant_id
from ..puzzles.assigned import DEAL_KIND
from . import profile_in_force, teach_deals, trato_assigned, views
from .db import get_db
from .htmx import page_or_fragment
from .i18n import club_time_text, lang
from .teach import _account_id, _own_assignment, bp, credit_text, item_counts, kind_title, size_text


def mistake_name(mistake_id: str | None, kind: str) -> str:
    """The named mistake in the request's language (:meth:`~tutor.puzzles.kind.Kind.mistake_named`: a retired
    one too; its id if the kind never had it)."""
    if not mistake_id:
        return ""
    found = KINDS[kind].mistake_named(mistake_id) if kind in KINDS else None
    return found.text(lang()) if found is not None else mistake_id


def _seconds(ms: int | None) -> str:
    return "" if ms is None else f"{ms / 1000:.0f}"


@dataclass(frozen=True, slots=True)
class CellView:
    """One gradebook cell as shown: CSS class, credit, the named mistake and "2 attempts, 13 s, late"."""

    position: int
    css: str
    credit: str
    mistake: str
    detail: str


@dataclass(frozen=True, slots=True)
class RowView:
    """One learner's gradebook row: name, drill-down address, a cell per puzzle (``None``: not answered), total."""

    username: str
    href: str
    cells: tuple[CellView | None, ...]
    total: str


def gradebook_rows(klass, a: classes.Assignment, rows: list[classes.GradebookRow]) -> list[RowView]:
    """The gradebook's rows with every text made here, once per distinct value (a class of 200 learners has
    thousands of cells: the template only places them)."""
    from flask_babel import ngettext

    names: dict[tuple[str | None, str], str] = {}
    tried: dict[int, str] = {}
    late, finished = _("late"), _("finished")
    kinds = {i.position: i.kind for i in a.items}
    drill = url_for("teach.drill_down", class_id=klass.id, assignment_id=a.id, user_id=0)[:-1]
    out = []
    for r in rows:
        cells = []
        for i in a.items:
            c = r.cells.get(i.position)
            if c is None:
                cells.append(None)
                continue
            deal = i.kind == DEAL_KIND  # its mistake: the moves refused, if any; its detail: finished
            key = (c.answer, DEAL_KIND) if deal else (c.mistake, kinds[i.position])
            if key not in names:
                names[key] = teach_deals.cell_text(c.answer) if deal else mistake_name(*key)
            if c.attempts not in tried:
                tried[c.attempts] = ngettext("%(num)d attempt", "%(num)d attempts", c.attempts)
            detail = (finished if deal else tried[c.attempts]) + \
                ("" if c.time_ms is None else f", {_seconds(c.time_ms)} s") + (f", {late}" if c.late else "")
            cells.append(CellView(i.position, "right" if c.correct else "wrong", credit_text(c.credit), names[key],
                                  detail))
        out.append(RowView(r.username, drill + str(r.user_id), tuple(cells),
                           f"{credit_text(r.credit)} / {len(a.items)}"))
    return out


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>")
def gradebook(class_id: int, assignment_id: int):
    """Learners × puzzles: credit, named mistake, attempts, time; totals per learner and for the assignment."""
    klass, a = _own_assignment(class_id, assignment_id)
    rows = classes.gradebook(get_db(), a)
    language = lang()
    titles = {i.position: kind_title(i.kind, language) for i in a.items}
    total = sum(r.credit for r in rows)
    return page_or_fragment("teach/gradebook.html", "content", klass=klass, a=a, rows=gradebook_rows(klass, a, rows),
                            titles=titles, opens=club_time_text(a.opens_at), due=club_time_text(a.due_at),
                            total=credit_text(total), possible=len(rows) * len(a.items), size=size_text(a))


def csv_cell(value) -> str | int | float:
    """A value safe to put in a spreadsheet cell: a text starting with = + - @, a tab or a carriage return is read
    as a formula by spreadsheets, so it gets a leading apostrophe; numbers stay numbers (a negative number too)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    text = "" if value is None else str(value)
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + text
    return text


def _number(value: float) -> str:
    """A number as a Spanish spreadsheet reads it (decimal comma)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",")


def gradebook_csv(a: classes.Assignment, rows: list[classes.GradebookRow]) -> str:
    """The gradebook as CSV for a Spanish spreadsheet: ``;`` between cells, decimal commas, a UTF-8 byte order mark
    (added by the caller), every text cell neutralised (:func:`csv_cell`); mistakes by name, in the request's
    language. Per learner: the total credit, the puzzles answered and, when the assignment has deals, the deals
    finished apart (a deal is played, not answered), and the late cells."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    head = [_("Learner")]
    for i in a.items:
        head += [f"{i.position} " + _("credit"), f"{i.position} " + _("mistake"), f"{i.position} " + _("attempts"),
                 f"{i.position} " + _("seconds")]
    has_deals = item_counts(a)[1] > 0
    head += [_("Total"), _("Answered")] + ([_("Deals finished")] if has_deals else []) + [_("Late")]
    writer.writerow([csv_cell(h) for h in head])
    for r in rows:
        line: list = [csv_cell(r.username)]
        for i in a.items:
            c = r.cells.get(i.position)
            deal = i.kind == DEAL_KIND  # a whole game: no attempts (its cell's one is not an answer's)
            if c is None:
                line += ["", "", "" if deal else 0, ""]
            else:
                said = teach_deals.cell_text(c.answer) if deal else mistake_name(c.mistake, i.kind)
                line += [_number(c.credit), csv_cell(said), "" if deal else c.attempts,
                         "" if c.time_ms is None else round(c.time_ms / 1000)]
        answered, finished = item_counts(a, r.cells)
        line += [_number(r.credit), answered] + ([finished] if has_deals else []) + [r.late]
        writer.writerow(line)
    return out.getvalue()


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>.csv")
def gradebook_download(class_id: int, assignment_id: int):
    """The gradebook as a CSV file (UTF-8 with BOM, ``;``), named after the class and assignment ids."""
    _klass, a = _own_assignment(class_id, assignment_id)
    body = "\ufeff" + gradebook_csv(a, classes.gradebook(get_db(), a))
    response = Response(body.encode("utf-8"), mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="tapete-clase{class_id}-tarea{assignment_id}.csv"'
    return response


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    position: int
    kind_title: str
    question: str
    row: classes.AnswerRow
    verdict: views.VerdictView | None
    when: str


def _explained(a: classes.Assignment, rows: list[classes.AnswerRow], language: str,
               user_id: int) -> list[DrillAnswer]:
    out = []
    for r in rows:
        item = a.items[r.position - 1]
        try:
            p = pose_id(variant_id(a, item, user_id), item.situation, profile_in_force.CLUB_PROFILES)
            verdict = views.verdict_view(p, puzzles.check(p, r.answer), language)
            question = views.question_text(p, language)
        except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, puzzles.InvalidAnswer,
                ValueError):
            verdict, question = None, ""
        out.append(DrillAnswer(r.position, kind_title(item.kind, language), question, r, verdict,
                               club_time_text(r.created_at)))
    return out


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>/alumnos/<int:user_id>")
def drill_down(class_id: int, assignment_id: int, user_id: int):
    """One learner's answers in the assignment, each with its explanation (only a learner of this class)."""
    klass, a = _own_assignment(class_id, assignment_id)
    db = get_db()
    member = next((m for m in classes.roster(db, klass.id) if m.user_id == user_id), None)
    if member is None:
        abort(404)
    answered = _explained(a, classes.learner_answers(db, a.id, user_id), lang(), user_id)
    return page_or_fragment("teach/drill.html", "content", klass=klass, a=a, member=member, answered=answered,
                            deals=trato_assigned.reviews(a, user_id), cells=classes.learner_cells(db, a.id, user_id),
                            mistake_name=mistake_name, seconds=_seconds, deal_title=teach_deals.title(),
                            credit_text=credit_text)


def _readable(a: classes.Assignment, stats: list[classes.ItemStats], language: str) -> dict[tuple, str]:
    """The wrong answers of the item statistics as the verdicts show them, by ``(kind, level, answer)``: read by
    the form of a puzzle of that kind and level (the first such item's)."""
    posed: dict[tuple[str, int], puzzles.Puzzle | None] = {}
    out = {}
    for s in stats:
        if (s.kind, s.level) not in posed:
            item = next(i for i in a.items if i.kind == s.kind and i.level == s.level)
            try:
                posed[s.kind, s.level] = pose_id(item.puzzle_id, item.situation, profile_in_force.CLUB_PROFILES)
            except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError):
                posed[s.kind, s.level] = None
        puzzle = posed[s.kind, s.level]
        for w in s.wrong:
            out[s.kind, s.level, w.answer] = views.answer_text(puzzle, w.answer, language) if puzzle else w.answer
    return out


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>/estadisticas")
def item_statistics(class_id: int, assignment_id: int):
    """Per puzzle and per kind and level: attempts, first-try accuracy, common wrong answers, time; flags. Deals
    apart, each on its own line (who sat down, finished, finished with no move refused, the moves refused): a
    whole deal is no attempt and has no first try."""
    klass, a = _own_assignment(class_id, assignment_id)
    db = get_db()
    per_item = [s for s in classes.item_stats(db, a) if s.kind != DEAL_KIND]
    language = lang()
    titles = {k: kind_title(k, language) for k in {i.kind for i in a.items}}
    groups = classes.stats_by_kind_level(per_item, classes.learners_by_kind_level(db, a))
    deals = classes.deal_stats(db, a, tuple(i.position for i in a.items if i.kind == DEAL_KIND))
    return page_or_fragment("teach/stats.html", "content", klass=klass, a=a, items=per_item, groups=groups,
                            deals=deals, deal_title=teach_deals.title(),
                            titles=titles, too_hard=classes.too_hard, ambiguous=classes.suspected_ambiguity,
                            mistake_name=mistake_name, seconds=_seconds, shown=_readable(a, per_item, language),
                            reports=[r for r in classes.reports_of_class(db, klass.id) if r.assignment_id == a.id])


@bp.get("/clases/informes")
def all_reports():
    """Every learner's report of a puzzle, for the club's admins (teachers see their own classes' on each class
    page); 403 for anyone without the admin role."""
    uid = _account_id()
    if uid is None or not roles.has_role(get_db(), uid, "admin"):
        abort(403)
    return page_or_fragment("teach/reports.html", "content", reports=classes.all_reports(get_db()))


