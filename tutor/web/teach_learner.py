"""The learner's side of classes (issue 15): "Mis clases", joining with a code or a link, leaving, and answering
the puzzles of an assignment (addressed by opaque item tokens; answers stored with the gradebook's aggregates in
the attempt's own transaction; verdicts withheld while the explanations wait for the due time).

Routes on :data:`tutor.web.teach.bp`; access as there: a learner sees the classes they belong to and only their
own answers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from flask import Response, abort, current_app, redirect, request, url_for
from flask_babel import gettext as _, ngettext
from flask_limiter import RequestLimit

from .. import practice, puzzles
from ..progress import classes, utc_now
from ..puzzles import KINDS
from . import answers, views
from .answering import form_view, new_ticket, read_ticket
from .limits import limiter
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import club_time_text, lang
from .membership import my_assignment
from ..puzzles.assigned import DEAL_KIND
from . import teach_deals
from .teach import _account_id, _state, bp, counts_text, credit_text, item_counts, kind_title, pose


@dataclass(frozen=True, slots=True)
class LearnerAssignment:
    """An assignment in Mis clases: times, state, the learner's progress (``done``: "1 de 2 ejercicios respondidos ·
    tratos terminados: 0 de 1", a deal counted apart as the gradebook does) and credit (``None`` while
    sealed or before any result)."""

    id: int
    title: str
    opens: str
    due: str
    state: str
    done: str
    credit: str | None


def progress_text(a: classes.Assignment, cells: dict[int, classes.Cell]) -> str:
    """The learner's progress in ``a`` from their ``cells``: the puzzles answered of its puzzles and the deals
    finished of its deals to play (a deal is played, not answered), each only if the assignment has some."""
    puzzles_n, deals = item_counts(a)
    answered, finished = item_counts(a, cells)
    return counts_text((puzzles_n, ngettext("%(n)d of %(num)d puzzle answered", "%(n)d of %(num)d puzzles answered",
                                            puzzles_n, n=answered)),
                       (deals, _("deals finished: %(n)d of %(num)d", n=finished, num=deals)))


def _my_assignments(db, uid: int, klass: classes.ClassRow) -> list[LearnerAssignment]:
    now, out = utc_now(), []
    for a in classes.assignments_of_class(db, klass.id):
        cells = classes.learner_cells(db, a.id, uid)
        credit = None if a.sealed(now) or not cells else credit_text(sum(c.credit for c in cells.values()))
        out.append(LearnerAssignment(a.id, a.title, club_time_text(a.opens_at), club_time_text(a.due_at), _state(a, now),
                                     progress_text(a, cells), credit))
    return out


def _my_classes_page(status: int = 200, error: str | None = None, code: str = ""):
    uid, db = _account_id(), get_db()
    mine = [(k, _my_assignments(db, uid, k)) for k in classes.classes_of_learner(db, uid)]
    return page_or_fragment("teach/my_classes.html", "content", status=status, mine=mine, error=error, code=code)


@bp.get("/mis-clases")
def my_classes():
    """Mis clases: each class with its assignments, what is due and when, and the learner's progress."""
    return _my_classes_page()


def _join(code: str):
    try:
        klass = classes.class_by_code(get_db(), code)
    except classes.RetiredCode:
        return _my_classes_page(422, _("That code is no longer valid: ask your teacher for the new one."), code)
    except classes.UnknownCode:
        return _my_classes_page(422, _("No class has that code; check it and try again."), code)
    if klass.teacher_id != _account_id():
        try:
            classes.join(get_db(), klass.id, _account_id())
        except classes.Removed:
            return _my_classes_page(403, _("Your teacher took you out of this class: ask them for a new code."),
                                    code)
    return redirect(url_for("teach.my_classes"), 303)


def _too_many_codes(limit: RequestLimit) -> Response:
    """Mis clases again, with 429 and a message, past the limit on wrong join codes (Flask-Limiter's
    ``on_breach``)."""
    response = _my_classes_page(429, _("Too many attempts; try again in a few minutes."))
    response.headers["Retry-After"] = str(max(1, int(limit.reset_at - time.time())))
    return response


JOIN_LIMIT = limiter.shared_limit(lambda: current_app.config["JOIN_LIMIT_PER_ADDRESS"], scope="join-code",
                                  methods=["POST"], deduct_when=lambda response: response.status_code == 422,
                                  on_breach=_too_many_codes)
"""Wrong join codes tried from one address, by the form and by join links together (config
``JOIN_LIMIT_PER_ADDRESS``, default 20 per 10 minutes; right ones do not count): a class's code cannot be found by
trying codes in bulk."""


@bp.post("/mis-clases")
@JOIN_LIMIT
def join_with_code():
    """Join the class whose code was typed (without case, spaces or dashes); the page again (422) for an unknown
    or replaced code."""
    code = request.form.get("code", "")[:32]
    return _join(code)


@bp.route("/unirse/<code>", methods=["GET", "POST"])
@JOIN_LIMIT
def join_link(code: str):
    """The join link of a class (and its QR code): a visitor or a guest is asked to sign up or log in first; an
    account confirms with one button (a GET joins nobody)."""
    code = code[:32]
    if _account_id() is None:
        return page_or_fragment("teach/join.html", "content", code=code,
                                next=url_for("teach.join_link", code=code))
    if request.method == "POST":
        return _join(code)
    try:
        klass = classes.class_by_code(get_db(), code)
    except (classes.UnknownCode, classes.RetiredCode):
        klass = None
    return page_or_fragment("teach/join.html", "content", code=code, klass=klass, next=None,
                            status=200 if klass else 404)


@bp.post("/mis-clases/<int:class_id>/salir")
def leave_class(class_id: int):
    """The learner leaves the class."""
    if not classes.leave(get_db(), class_id, _account_id()):
        abort(404)
    return redirect(url_for("teach.my_classes"), 303)


@dataclass(frozen=True, slots=True)
class MyItem:
    position: int
    token: str
    kind_title: str
    level: int
    cell: classes.Cell | None
    deal: teach_deals.DealState | None = None


@bp.get("/tareas/<int:assignment_id>")
def assignment_page(assignment_id: int):
    """The learner's view of an assignment: its puzzles and what they have made of each; its deals, where each
    stands (not started, in play, finished) with the button that sits down or goes back to the table."""
    a = my_assignment(assignment_id)
    now, language, uid = utc_now(), lang(), _account_id()
    cells = classes.learner_cells(get_db(), a.id, uid)
    items = [MyItem(i.position, i.token, kind_title(i.kind, language), i.level, cells.get(i.position),
                    teach_deals.deal_state(a, i, cells.get(i.position), uid, now) if i.kind == DEAL_KIND else None)
             for i in a.items]
    return page_or_fragment("teach/assignment.html", "content", a=a, items=items, state=_state(a, now),
                            sealed=a.sealed(now), opens=club_time_text(a.opens_at), due=club_time_text(a.due_at))


def _item(assignment_id: int, token: str) -> tuple[classes.Assignment, classes.Item]:
    a = my_assignment(assignment_id)
    item = classes.item_by_token(a, token)
    if item is None or not a.is_open(utc_now()):
        abort(404)
    return a, item


def _item_page(a, item, *, status=200, error=None, entered=None, block="content", saved=False):
    language, now, db = lang(), utc_now(), get_db()
    uid = _account_id()
    puzzle = pose(item, a, uid)
    kind = KINDS[puzzle.kind]
    made = classes.attempts_made(db, a.id, uid, item.position)
    left = None if not a.attempts_allowed else max(0, a.attempts_allowed - made)
    refused = a.closed(now)
    verdict = None
    if made and not a.sealed(now):
        last = [r for r in classes.learner_answers(db, a.id, uid) if r.position == item.position][-1]
        verdict = views.verdict_view(puzzle, puzzles.check(puzzle, last.answer), language)
    nxt = next((i for i in a.items if i.position == item.position + 1), None)
    return page_or_fragment(
        "teach/item.html", block, status=status, a=a, item=item, kind_title=kind.title.render({}, language),
        level=puzzle.level, question=views.question_text(puzzle, language),
        items=views.situation_items(puzzle, language), form=form_view(puzzle, language), ticket=new_ticket(item.token), error=error, entered=entered or {},
        made=made, left=left, refused=refused, late=a.is_past_due(now), sealed=a.sealed(now), verdict=verdict,
        saved=saved, next_item=nxt, action=url_for("teach.answer_item", assignment_id=a.id, token=item.token))


@bp.get("/tareas/<int:assignment_id>/<token>")
def item_page(assignment_id: int, token: str):
    """One puzzle of an assignment, addressed by its opaque token; the latest verdict unless explanations wait."""
    a, item = _item(assignment_id, token)
    if item.kind == DEAL_KIND:
        return teach_deals.item_page(a, item)
    return _item_page(a, item)


@bp.post("/tareas/<int:assignment_id>/<token>")
def answer_item(assignment_id: int, token: str):
    """Answer a puzzle of an assignment: stored with its aggregates in one transaction; refused (409) past the
    attempts allowed or (403) after the due time when late answers are refused; a malformed answer is 422."""
    a, item = _item(assignment_id, token)
    if item.kind == DEAL_KIND:
        abort(404)  # a deal is played at its table
    now, uid, db = utc_now(), _account_id(), get_db()
    block = "answer" if wants_fragment() else "content"
    if a.closed(now):
        return _item_page(a, item, status=403, block=block)
    if a.attempts_allowed and classes.attempts_made(db, a.id, uid, item.position) >= a.attempts_allowed:
        return _item_page(a, item, status=409, block=block)
    puzzle = pose(item, a, uid)
    time_ms, nonce, _hinted = read_ticket(item.token)  # no hints are shown inside an assignment
    form = form_view(puzzle, lang())
    try:
        text = answers.read(form, request.form)
        verdict = puzzles.check(puzzle, text)
    except answers.Tampered:
        abort(400)
    except (answers.Malformed, puzzles.InvalidAnswer) as err:
        message = str(err) if isinstance(err, answers.Malformed) else answers.hint(form.kind)
        return _item_page(a, item, status=422, error=message, entered=answers.previous(form, request.form),
                          block=block)
    given = puzzle.form.format(verdict.given)
    mistake = verdict.mistake.id if verdict.mistake else None

    def file_it(db_, attempt_id: int) -> None:
        classes.record_in_assignment(db_, a, item, attempt_id, uid, verdict.correct, verdict.credit, mistake, given,
                                     time_ms, a.is_past_due(now))

    try:
        # explanations at the due time: the answer counts for the assignment only, so no practice page (totals,
        # ratings, reviews, streak) can tell before then whether it was right
        practice.record_once(db, uid, puzzle, verdict, given, time_ms, nonce, also=file_it,
                             assignment_only=a.sealed(now))
    except classes.AttemptsUsed:
        return _item_page(a, item, status=409, block=block)
    if wants_fragment():
        return _item_page(a, item, block="answer", saved=True)
    return redirect(url_for("teach.item_page", assignment_id=a.id, token=item.token), 303)


@bp.post("/tareas/<int:assignment_id>/<token>/informe")
def report_item(assignment_id: int, token: str):
    """"Este ejercicio está mal": the learner's report, with a comment, reaches the teacher (and the admin)."""
    a, item = _item(assignment_id, token)
    comment = request.form.get("comment", "").strip()
    if not comment:
        error = _("Say what is wrong with the puzzle.")
        if item.kind == DEAL_KIND:
            return teach_deals.item_page(a, item, status=422, error=error)
        return _item_page(a, item, status=422, error=error)
    classes.report_puzzle(get_db(), _account_id(), item.puzzle_id, comment, a.id, item.position)
    return redirect(url_for("teach.item_page", assignment_id=a.id, token=item.token, informe=1), 303)


