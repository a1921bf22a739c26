"""Teachers and their classes (issue 15): classes with join codes, assignments of puzzle sets (built, previewed,
reordered, exported and imported as puzzle-set files); the blueprint and its access rules. The gradebook, its CSV
and item statistics are in :mod:`tutor.web.teach_gradebook`; the learner's side ("Mis clases", joining, leaving,
answering inside an assignment) in :mod:`tutor.web.teach_learner`: their routes are on this blueprint.

Who may do what: a teacher (role ``teacher``, :mod:`tutor.progress.classes`) sees and changes only their own classes
(another teacher's class is a 404); a learner sees the classes they belong to and only their own answers. A visitor
or a guest is sent to sign up (a guest keeps their progress: :func:`tutor.web.auth.signup`); a learner without the
role asking for a teacher's page gets 403.

Answer integrity: a learner addresses an assignment's puzzle by its item's opaque token, never by its puzzle id
(which names the seed); the ticket carries the token. While an assignment's explanations wait for its due time the
learner is told only that the answer was saved, and the public API neither checks nor explains its puzzles
(:func:`tutor.progress.classes.sealed_puzzle`); nor does the learner's own verdict page show such an answer
(:func:`tutor.progress.classes.sealed_attempt`). Such an answer counts for the assignment only (``assignment_only``
of :func:`tutor.practice.record_once`): it moves no practice total, rating, level, review or day, and no practice
page lists it, so nothing there tells a right answer from a wrong one. A generated set may give each learner a
different variant (same kinds and levels, puzzles drawn from a secret seed per assignment and learner).

Times: stored in UTC, read and shown in the club's time zone (config ``CLUB_TIMEZONE``, default
``"Europe/Madrid"``), so a due time of 20:00 stays 20:00 local on either side of a daylight-saving change.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import segno
from flask import Blueprint, Flask, Response, abort, redirect, request, url_for
from flask_babel import format_decimal, gettext as _, ngettext

from .. import puzzles
from ..progress import classes, personal_sets, roles, utc_now
from ..puzzles import KINDS, LEVELS
from ..puzzles.assigned import DEAL_KIND, generated_ids, pose_id, variant_id
from ..puzzles.base import parse_id
from . import answers, i18n, profile_in_force, views
from .db import get_db
from .htmx import page_or_fragment
from .i18n import club_time_text, lang
from .membership import account_id as _account_id

bp = Blueprint("teach", __name__)

MAX_NAME = 80
MAX_DESCRIPTION = 500
MAX_PER_KIND_LEVEL = 10
TIME_FORMAT = "%Y-%m-%dT%H:%M"
"""What ``<input type="datetime-local">`` sends (and shows)."""


# ---------------------------------------------------------------------------------------------- who asks


def is_teacher() -> bool:
    uid = _account_id()
    return uid is not None and roles.has_role(get_db(), uid, "teacher")


def _signup_first():
    """A visitor or a guest: to the sign-up page, coming back here afterwards."""
    return redirect(url_for("auth.signup", next=request.full_path.rstrip("?")), 303)


def _teacher() -> int:
    """The teacher's id; aborts 403 for an account without the role (visitors and guests are sent to sign up by
    :func:`_gate` first)."""
    uid = _account_id()
    if uid is None or not roles.has_role(get_db(), uid, "teacher"):
        abort(403)
    return uid


def _own_class(class_id: int) -> classes.ClassRow:
    """The current teacher's class ``class_id``; 404 for a class that is not theirs (or does not exist)."""
    uid = _teacher()
    found = classes.get_class(get_db(), class_id)
    if found is None or found.teacher_id != uid:
        abort(404)
    return found


def _own_assignment(class_id: int, assignment_id: int) -> tuple[classes.ClassRow, classes.Assignment]:
    klass = _own_class(class_id)
    found = classes.get_assignment(get_db(), assignment_id)
    if found is None or found.class_id != klass.id:
        abort(404)
    return klass, found


@bp.before_request
def _gate():
    """Every page here is for accounts: a visitor or a guest is sent to sign up first (except the join link's
    page, which explains why)."""
    if _account_id() is None and request.endpoint != "teach.join_link":
        return _signup_first()
    return None


# ---------------------------------------------------------------------------------------------- time


def club_timezone() -> ZoneInfo:
    """The club's time zone, the one the practice pages count days in (:func:`tutor.web.i18n.club_timezone`:
    config ``CLUB_TIMEZONE`` if set, else the admin's club setting)."""
    return ZoneInfo(i18n.club_timezone())


class SkippedTime(ValueError):
    """A wall time the club's clocks skip (the spring daylight-saving change: 02:30 on that night in Madrid)."""


def parse_local(text: str) -> datetime | None:
    """A ``datetime-local`` value read in the club's time zone (aware), or ``None`` if it is not one.

    A wall time that happens twice (the autumn change) is read as :mod:`zoneinfo` reads it with ``fold=0``: the
    earlier offset. Raises :class:`SkippedTime` for one that does not exist (skipped by the spring change): it
    would silently become an hour later."""
    try:
        naive = datetime.strptime(text.strip(), TIME_FORMAT)
    except ValueError:
        return None
    moment = naive.replace(tzinfo=club_timezone())
    if moment.astimezone(timezone.utc).astimezone(moment.tzinfo).replace(tzinfo=None) != naive:
        raise SkippedTime(text)
    return moment


# ---------------------------------------------------------------------------------------------- classes


def credit_text(value: float) -> str:
    """Credit (a share of a puzzle, or puzzles summed) as the page's language writes numbers, to two decimals at
    most (Babel: ``10,5`` / ``10.5``, ``1.500,25`` / ``1,500.25``)."""
    return format_decimal(round(value, 2), format="#,##0.##")


def item_counts(a: classes.Assignment, positions=None) -> tuple[int, int]:
    """How many of ``a``'s items are puzzles and how many deals, among ``positions`` (an iterable of item
    positions, e.g. a learner's cells; default: every item). A deal is played, not answered: every page counts it
    apart from the puzzles (:func:`size_text`)."""
    chosen = None if positions is None else set(positions)
    wanted = [i for i in a.items if chosen is None or i.position in chosen]
    deals = sum(1 for i in wanted if i.kind == DEAL_KIND)
    return len(wanted) - deals, deals


def counts_text(puzzles: tuple[int, str], deals: tuple[int, str]) -> str:
    """An assignment's puzzles part and deals part, each a ``(count, text)`` pair, joined by " · ": a part whose
    count is 0 is left out (``"2 ejercicios · 1 trato para jugar"``, or ``"2 ejercicios"`` alone)."""
    return " · ".join(text for count, text in (puzzles, deals) if count)


def size_text(a: classes.Assignment) -> str:
    """What an assignment holds, as its gradebook and its class page say it: ``"2 ejercicios · 1 trato para
    jugar"`` (either part alone when the other is none)."""
    puzzles_n, deals = item_counts(a)
    return counts_text((puzzles_n, ngettext("%(num)d puzzle", "%(num)d puzzles", puzzles_n)),
                       (deals, ngettext("%(num)d deal to play", "%(num)d deals to play", deals)))


def _join_address(code: str) -> str:
    return url_for("teach.join_link", code=code, _external=True)


def qr_svg(text: str) -> str:
    """A QR code of ``text`` as an inline SVG element (drawn here by segno: no external service, no script)."""
    return segno.make(text, error="m").svg_inline(scale=5, title=text, svgclass="qr")


@bp.get("/clases")
def teacher_home():
    """The teacher's classes and the form for a new one."""
    uid = _teacher()
    return page_or_fragment("teach/classes.html", "content", classes=classes.classes_of_teacher(get_db(), uid),
                            errors=[], name="", description="")


@bp.post("/clases")
def create_class():
    """A new class (name, description); 303 to its page, or the form again (422) with what is wrong."""
    uid = _teacher()
    name = request.form.get("name", "").strip()
    description = request.form.get("description", "").strip()
    errors = []
    if not 1 <= len(name) <= MAX_NAME:
        errors.append(_("A class needs a name of up to %(n)d characters.", n=MAX_NAME))
    if len(description) > MAX_DESCRIPTION:
        errors.append(_("The description has at most %(n)d characters.", n=MAX_DESCRIPTION))
    if errors:
        return page_or_fragment("teach/classes.html", "content", status=422, errors=errors, name=name,
                                description=description, classes=classes.classes_of_teacher(get_db(), uid))
    made = classes.create_class(get_db(), uid, name, description)
    return redirect(url_for("teach.class_page", class_id=made.id), 303)


@dataclass(frozen=True, slots=True)
class AssignmentLink:
    """An assignment on its class page: times, what it holds (:func:`size_text`), state and, for the teacher, how
    many learners have a result in its gradebook (a puzzle answered or a deal finished) and their mean score
    (credit summed over the items)."""

    id: int
    title: str
    opens: str
    due: str
    size: str
    state: str
    started: int = 0
    mean: str = ""


def _state(a: classes.Assignment, now: str) -> str:
    if not a.is_open(now):
        return "not_open"
    return "past_due" if a.is_past_due(now) else "open"


def _links(found: list[classes.Assignment], totals: dict[int, tuple[int, float]]) -> list[AssignmentLink]:
    now, out = utc_now(), []
    for a in found:
        started, credit = totals.get(a.id, (0, 0.0))
        out.append(AssignmentLink(a.id, a.title, club_time_text(a.opens_at), club_time_text(a.due_at), size_text(a),
                                  _state(a, now), started, credit_text(credit / started) if started else "—"))
    return out


@bp.get("/clases/<int:class_id>")
def class_page(class_id: int):
    """A class: its join code, link and QR code, the roster, the assignments and learners' reports."""
    klass, db = _own_class(class_id), get_db()
    link = _join_address(klass.code)
    language = lang()
    return page_or_fragment("teach/class.html", "content", klass=klass, link=link, qr=qr_svg(link),
                            profiles=profile_in_force.choices(language, klass.profile),
                            club_profile=profile_in_force.club_default().name(language),
                            roster=classes.roster(db, klass.id),
                            assignments=_links(classes.assignments_of_class(db, klass.id),
                                               classes.assignment_totals(db, klass.id)),
                            reports=classes.reports_of_class(db, klass.id))


@bp.post("/clases/<int:class_id>/codigo")
def regenerate_code(class_id: int):
    """A new join code; the old one stops working (it says so to whoever types it)."""
    klass = _own_class(class_id)
    classes.regenerate_code(get_db(), klass.id)
    return redirect(url_for("teach.class_page", class_id=klass.id), 303)


def _chosen_profile(form) -> str | None:
    """The profile key a teacher's form names (``perfil``): ``None`` for the default (empty); 400 for a key that
    names no profile."""
    key = form.get("perfil", "")
    if not key:
        return None
    if profile_in_force.find(key) is None:
        abort(400)
    return key


@bp.post("/clases/<int:class_id>/perfil")
def set_profile(class_id: int):
    """The house rules of the class's next assignments (empty: the club's default); made ones keep theirs."""
    klass = _own_class(class_id)
    classes.set_class_profile(get_db(), klass.id, _chosen_profile(request.form))
    return redirect(url_for("teach.class_page", class_id=klass.id), 303)


@bp.post("/clases/<int:class_id>/alumnos/<int:user_id>/quitar")
def remove_learner(class_id: int, user_id: int):
    """Take a learner out of the class (their answers are kept, out of the gradebook); the class's code no longer
    lets them back in: a new code does (:func:`tutor.progress.classes.remove`)."""
    klass = _own_class(class_id)
    if not classes.remove(get_db(), klass.id, user_id):
        abort(404)
    return redirect(url_for("teach.class_page", class_id=klass.id), 303)


# ---------------------------------------------------------------------------------------------- assignments


def _bundled_sets() -> dict:
    from .library import puzzle_sets

    return puzzle_sets().sets


def _set_title(s) -> str:
    return s.title.get(lang()) or s.title.get("es", s.name)


def kind_title(kind: str, language: str) -> str:
    """The title of an assignment item's kind in ``language`` ("Juega un trato" for a deal; the kind's name if this
    code no longer knows it)."""
    if kind == DEAL_KIND:
        return teach_deals.title()
    return KINDS[kind].title.render({}, language) if kind in KINDS else kind


def _kind_choices() -> list[tuple[str, str]]:
    language = lang()
    return [(name, f"{KINDS[name].title.render({}, language)} ({name.split('.')[0].capitalize()})")
            for name in sorted(KINDS)]


def _form_page(klass, status: int = 200, errors=(), values=None):
    now_local = datetime.now(club_timezone()).replace(second=0, microsecond=0)
    due_local = (now_local + timedelta(days=7)).replace(hour=20, minute=0)
    defaults = {"title": "", "source": "generated", "opens_at": now_local.strftime(TIME_FORMAT),
                "due_at": due_local.strftime(TIME_FORMAT),
                "attempts": "3", "counts": "best", "explanations": "each", "late": "mark", "kinds": [],
                "levels": ["1"], "count": "2", "seed": "", "variants": False, "perfil": "", "tratos": "",
                "tratos_nuevos": "0", "tratos_jugadores": "4"}
    if values:
        defaults.update(values)
    sets = sorted(((name, _set_title(s)) for name, s in _bundled_sets().items()), key=lambda p: p[1])
    mine = personal_sets.sets(get_db(), _account_id())
    language = lang()
    return page_or_fragment("teach/assignment_new.html", "content", status=status, klass=klass, errors=list(errors),
                            v=defaults, sets=sets, mine=mine, kinds=_kind_choices(), levels=LEVELS,
                            timezone=club_timezone().key, profiles=profile_in_force.choices(language),
                            max_deals=teach_deals.MAX_DEALS,
                            class_profile=profile_in_force.in_force(None, klass.profile).name(language))


@bp.get("/clases/<int:class_id>/tareas/nueva")
def new_assignment(class_id: int):
    """The form for a new assignment: a bundled set or generated puzzles, times, attempts and explanations."""
    return _form_page(_own_class(class_id))


def _read_spec(form, files=None, klass: classes.ClassRow | None = None) -> tuple[dict, list[str],
                                                                                 classes.AssignmentSpec | None]:
    """The assignment form read: (values to redisplay, errors, the spec if there is no error). Its puzzles are
    made under the profile in force: the form's (``perfil``), else the class's, else the club's."""
    v = {key: form.get(key, "").strip() for key in ("title", "source", "opens_at", "due_at", "attempts", "counts",
                                                    "explanations", "late", "count", "seed", "perfil", "tratos",
                                                    "tratos_nuevos", "tratos_jugadores")}
    v["kinds"], v["levels"] = form.getlist("kinds"), form.getlist("levels")
    v["variants"] = form.get("variants") == "1"
    variant_seed = None
    errors: list[str] = []
    try:
        opens, due = parse_local(v["opens_at"]), parse_local(v["due_at"])
    except SkippedTime as err:
        opens = due = None
        errors.append(_("%(time)s does not exist in the club's time zone (the clocks skip that hour): choose "
                        "another time.", time=err.args[0].replace("T", " ")))
    else:
        if opens is None or due is None:
            errors.append(_("Give the opening and due times as date and time."))
    attempts = answers.ascii_int(v["attempts"], max_digits=1)
    source, ids, situations = v["source"], [], {}
    if source.startswith("set:"):
        found = _bundled_sets().get(source[4:])
        if found is None:
            errors.append(_("Choose a puzzle set from the list."))
        else:
            ids, situations = list(found.puzzle_ids()), classes.handwritten_situations(found)
    elif source.startswith("mine:"):
        saved = [p for p in personal_sets.puzzles_of(get_db(), _account_id(), source[5:]) if p.puzzle_id]
        ids = [p.puzzle_id for p in saved]
        situations = {p.puzzle_id: classes.situation_text(p.situation) for p in saved}
    elif source == "file":
        upload = files.get("set_file") if files is not None else None
        if upload is None or not upload.filename:
            errors.append(_("Choose a puzzle-set file to upload."))
        else:
            ids, situations, problems = read_uploaded_set(upload)
            errors += problems
    elif source == "generated":
        kinds = [k for k in v["kinds"] if k in KINDS]
        levels = [lv for lv in (answers.ascii_int(x, max_digits=1) for x in v["levels"]) if lv in LEVELS]
        count = answers.ascii_int(v["count"], max_digits=2)
        if count is None or not 1 <= count <= MAX_PER_KIND_LEVEL:
            errors.append(_("Puzzles per kind and level: 1 to %(n)d.", n=MAX_PER_KIND_LEVEL))
        elif kinds and levels:
            seed = answers.ascii_int(v["seed"], max_digits=9) if v["seed"] else secrets.randbelow(10**9)
            if seed is None:
                errors.append(_("The seed is a whole number of up to 9 digits, or empty."))
            else:
                ids = generated_ids(kinds, levels, count, seed)
                variant_seed = secrets.randbelow(10**9) if v["variants"] else None
    elif source != "tratos":
        errors.append(_("Choose a puzzle set from the list."))
    deals, problems = teach_deals.read_deals(v["tratos"], v["tratos_nuevos"], v["tratos_jugadores"])
    errors += problems
    if errors:
        return v, errors, None
    chosen = _chosen_profile(form)
    profile = profile_in_force.in_force(chosen, klass.profile if klass is not None else None)
    errors += teach_deals.profile_problems(deals, profile)
    if errors:
        return v, errors, None
    puzzle_ids = tuple(profile_in_force.under(pid, profile) for pid in ids)
    return v, errors, classes.AssignmentSpec(
        title=v["title"], source=source,
        puzzle_ids=puzzle_ids + tuple(teach_deals.under(tid, profile) for tid in deals),
        opens_at=opens, due_at=due, attempts_allowed=attempts if attempts is not None else -1, counts=v["counts"],
        explanations=v["explanations"], late=v["late"],
        situations={profile_in_force.under(pid, profile): text for pid, text in situations.items()},
        variant_seed=variant_seed, profile=chosen)


INVALID = {
    "title": lambda: _("An assignment needs a title of up to %(n)d characters.", n=classes.MAX_TITLE),
    "empty": lambda: _("The set has no puzzles: choose at least one kind and one level."),
    "too_many": lambda: _("An assignment has at most %(n)d puzzles.", n=classes.MAX_ITEMS),
    "due_before_opening": lambda: _("The due time must come after the opening time."),
    "option": lambda: _("Choose the attempts, which attempt counts, the explanations and late answers from the lists."),
    "public_sealed": lambda: _("A bundled set's answers are public, so its explanations cannot wait for the due "
                               "time: choose generated puzzles (a different variant per learner keeps them apart), "
                               "your saved puzzles or an uploaded file, or explanations after each answer."),
}


def pose(item: classes.Item, a: classes.Assignment | None = None, user_id: int | None = None) -> puzzles.Puzzle:
    """The puzzle of ``item`` (for ``user_id``'s variant when ``a`` gives each learner one); a 404 page if this
    code can no longer make it."""
    pid = variant_id(a, item, user_id) if a is not None else item.puzzle_id
    if pid != item.puzzle_id:  # this learner's variant: sealed with the item from now on
        classes.note_variant(get_db(), a.id, item.position, user_id, pid)
    try:
        return pose_id(pid, item.situation, profile_in_force.CLUB_PROFILES)
    except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError):
        abort(404)


def _kind_level(puzzle_id: str) -> tuple[str, int]:
    if teach_deals.is_deal_id(puzzle_id):
        return DEAL_KIND, 1
    parsed = parse_id(puzzle_id)
    return parsed.kind, parsed.level


@bp.post("/clases/<int:class_id>/tareas")
def create_assignment(class_id: int):
    """Make the assignment (all of it or nothing); 303 to the class page, or the form again (422)."""
    klass = _own_class(class_id)
    values, errors, spec = _read_spec(request.form, request.files, klass)
    if spec is not None:
        try:
            for pid in spec.puzzle_ids:  # every puzzle poses before anything is stored (deals were read)
                if not teach_deals.is_deal_id(pid):
                    pose_id(pid, spec.situations.get(pid), profile_in_force.CLUB_PROFILES)
            classes.create_assignment(get_db(), klass.id, spec, _kind_level)
        except classes.InvalidAssignment as err:
            errors = [INVALID[err.args[0]]()]
        except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError):
            errors = [_("One of the puzzles could not be made; try another seed.")]
    if errors:
        return _form_page(klass, 422, errors, values)
    return redirect(url_for("teach.class_page", class_id=klass.id), 303)


@dataclass(frozen=True, slots=True)
class PreviewItem:
    """A puzzle of an assignment as its teacher previews it: the situation, the question, the key, the why."""

    position: int
    kind_title: str
    level: int
    question: str
    items: tuple
    key: views.VerdictView | None
    deal: object = None
    """A deal item's :class:`tutor.web.teach_deals.DealPreview` (no situation, question or key)."""


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>/ejercicios")
def preview(class_id: int, assignment_id: int, status: int = 200, error: str | None = None):
    """Every puzzle of the assignment with its answer key and explanation (the teacher's preview), with buttons
    to reorder them."""
    klass, a = _own_assignment(class_id, assignment_id)
    language, shown = lang(), []
    for i in a.items:
        if i.kind == DEAL_KIND:
            shown.append(teach_deals.preview_item(i, language))
            continue
        p = pose(i)
        key = views.verdict_view(p, puzzles.check(p, p.form.format(p.answer)), language)
        shown.append(PreviewItem(i.position, KINDS[p.kind].title.render({}, language), p.level,
                                 views.question_text(p, language), views.situation_items(p, language), key))
    games = sorted({i.kind.split(".")[0] for i in a.items if i.kind != DEAL_KIND})
    return page_or_fragment("teach/preview.html", "content", status=status, klass=klass, a=a, shown=shown,
                            games=games, error=error)


@bp.post("/clases/<int:class_id>/tareas/<int:assignment_id>/ejercicios/<int:position>/mover")
def move_item(class_id: int, assignment_id: int, position: int):
    """Move a puzzle one place earlier (``hacia=arriba``) or later (``abajo``), while nobody has answered;
    409 with the preview again once someone has."""
    klass, a = _own_assignment(class_id, assignment_id)
    delta = {"arriba": -1, "abajo": 1}.get(request.form.get("hacia", ""))
    if delta is None:
        abort(400)
    try:
        classes.move_item(get_db(), a.id, position, delta)
    except classes.AlreadyAnswered:
        return preview(class_id, assignment_id, status=409,
                       error=_("Learners have answered already: the puzzles keep their order."))
    return redirect(url_for("teach.preview", class_id=klass.id, assignment_id=a.id) + f"#p{position + delta}", 303)


@bp.get("/clases/<int:class_id>/tareas/<int:assignment_id>.toml")
def export_toml(class_id: int, assignment_id: int):
    """The assignment's puzzles of one game (``?juego=``, default the first puzzle's) as a puzzle-set file, the
    format of ``puzzles/*.toml``: generated puzzles by id, hand-written ones with their situation."""
    from ..content.puzzle_sets import puzzle_entry, set_toml

    _klass, a = _own_assignment(class_id, assignment_id)
    game = request.args.get("juego") or next((i.kind.split(".")[0] for i in a.items if i.kind != DEAL_KIND), "")
    entries = []
    for i in a.items:
        if i.kind.split(".")[0] != game or i.kind == DEAL_KIND:  # a deal is no puzzle of a set
            continue
        if i.situation is not None:
            stored = json.loads(i.situation)
            entries.append(puzzle_entry(i.kind, stored["situation"], level=i.level, context=stored.get("context")))
        else:
            entries.append({"id": i.puzzle_id})
    if not entries:
        abort(404)
    response = Response(set_toml(a.title, game, entries), mimetype="application/toml")
    response.headers["Content-Disposition"] = f'attachment; filename="tarea-{a.id}-{game}.toml"'
    return response


def read_uploaded_set(upload) -> tuple[list[str], dict[str, str], list[str]]:
    """The puzzle ids and hand-written situations of an uploaded puzzle-set file, or the errors as
    ``name.toml:line: message`` (checked as ``check-content`` checks a set, without a restart).
    Returns ``(ids, situations, errors)``."""
    from pathlib import Path

    from ..content.puzzle_sets import read_set

    shown_name = Path(upload.filename or "set.toml").name or "set.toml"
    data = upload.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return [], {}, [_("%(name)s: the file is not UTF-8 text.", name=shown_name)]
    found, problems = read_set(text, "imported", shown_name)
    if problems:
        return [], {}, [f"{shown_name}:{e.line}: {e.message}" for e in problems]
    return list(found.puzzle_ids()), classes.handwritten_situations(found), []


# ---------------------------------------------------------------------------------------------- set-up


def _nav() -> dict:
    """The templates' ``is_teacher``: whether to show the "Clases" section (never to learners)."""
    return {"is_teacher": is_teacher}


def init_app(app: Flask) -> None:
    """Register the blueprint, the club's time zone (checked now: a wrong name refuses to start) and the
    templates' ``is_teacher``."""
    app.config.setdefault("JOIN_LIMIT_PER_ADDRESS", "20 per 10 minutes")  # wrong join codes (teach_learner)
    try:
        if app.config.get("CLUB_TIMEZONE"):
            ZoneInfo(app.config["CLUB_TIMEZONE"])
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ValueError(f"CLUB_TIMEZONE: unknown time zone {app.config['CLUB_TIMEZONE']!r}") from err
    app.register_blueprint(bp)
    app.context_processor(_nav)


from . import teach_deals, teach_gradebook, teach_learner  # noqa: E402,F401  (their routes are on bp)
