"""The learner's pages: home, practice (puzzle, answer, verdict) and "Mi progreso".

Every interaction is first a plain form: answering a puzzle without JavaScript posts the form, stores the attempt
and answers 303 to the verdict page; with htmx the same form swaps in the verdict fragment (a block of the same
template) and the address bar moves to the verdict page.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, g, redirect, request, session, url_for
from flask_babel import gettext as _, ngettext

from .. import practice, progress, puzzles
from ..progress import classes, days, lesson_progress
from ..puzzles import KINDS, LEVELS, Puzzle
from ..rules.profiles import REGLAMENTO
from . import answers, library, mastery, profile_in_force, views
from .addresses import current_address, safe_next
from .answering import Unreadable, find_puzzle, form_view, load_puzzle, new_ticket, take_answer
from .course import lesson_link, slug_of
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import club_time_text, club_timezone, lang
from .learners import learner_id

bp = Blueprint("learn", __name__)

GAMES = library.GAMES
GAME_NAMES = library.GAME_NAMES
RECENT_MISTAKES = 5


def _level_text(puzzle: Puzzle, kind, language: str) -> str:
    """What the puzzle's level practises; a hand-written situation (saved from the referee, a puzzle set's) is
    its own, whatever the level's description says of generated ones."""
    if puzzle.id.handwritten:
        return _("a situation written by hand")
    return kind.levels[puzzle.level].render({}, language) if puzzle.level in kind.levels else ""


# ---------------------------------------------------------------------------------------------- home


@dataclass(frozen=True, slots=True)
class KindCard:
    """A puzzle kind on the home and progress pages."""

    name: str
    title: str
    levels: tuple[tuple[int, str], ...]
    reached: int
    attempts: int
    accuracy_percent: int


@dataclass(frozen=True, slots=True)
class GameCard:
    """A game on the home page: its kinds and what to practise next."""

    game: str
    name: str
    kinds: tuple[KindCard, ...]
    next_kind: str | None
    next_title: str | None
    next_level: int | None
    next_why: str | None


def _kind_cards(game: str, stats: dict[str, progress.KindStats], language: str) -> tuple[KindCard, ...]:
    out = []
    for name in practice.kinds_of(game):
        kind, st = KINDS[name], stats.get(name)
        levels = tuple((lv, kind.levels[lv].render({}, language)) for lv in LEVELS if lv in kind.levels)
        out.append(KindCard(name, kind.title.render({}, language), levels, practice.level_reached(st),
                            st.attempts if st else 0, round(st.accuracy * 100) if st else 0))
    return tuple(out)


def _game_card(game: str, stats: dict[str, progress.KindStats], language: str) -> GameCard:
    tip = practice.suggest(get_db(), learner_id(), game)
    return GameCard(game, GAME_NAMES[game], _kind_cards(game, stats, language), tip.kind if tip else None,
                    KINDS[tip.kind].title.render({}, language) if tip else None,
                    tip.level if tip else None, tip.why if tip else None)


def learner_today() -> practice.Today:
    """This learner's day: puzzles today, goal, streak (in the club's time zone)."""
    return practice.today(get_db(), learner_id(), tz=club_timezone())


@bp.get("/")
def home():
    """Choose a game; each shows its puzzle kinds, their levels and what to do next; the learner's day (streak,
    daily goal, reviews due) on top, and a "start here" path on a first visit."""
    language, uid, db = lang(), learner_id(), get_db()
    stats = progress.stats_by_kind(db, uid) if uid else {}
    games = [_game_card(game, stats, language) for game in GAMES]
    return page_or_fragment("home.html", "content", games=games, today=learner_today(), first_visit=not stats,
                            start=_start_here())


def _start_here() -> tuple[tuple[str, str], ...]:
    """A first visit's path, as (href, label): the first Canasta lesson, a first puzzle, then "My progress"."""
    first = library.content().lessons_of("canasta")[0]
    return ((url_for("lessons.lesson", game="canasta", slug=slug_of(first)), _("Read the first Canasta lesson")),
            (url_for("learn.practise", kind=practice.kinds_of("canasta")[0], nivel=1), _("Answer your first puzzle")),
            (url_for("learn.my_progress"), _("See your progress and choose a daily goal")))


@bp.get(f"/<any({', '.join(GAMES)}):game>")
def game_page(game: str):
    """A game's page: its rule areas (the mastery map), what to practise next, its course, rules and referee."""
    language, uid, db = lang(), learner_id(), get_db()
    stats = progress.stats_by_kind(db, uid) if uid else {}
    answered = lesson_progress.answered_counts(db, uid) if uid else {}
    course = tuple(lesson_link(lesson, answered, language, deep=False)
                   for lesson in library.content().lessons_of(game))
    return page_or_fragment("game.html", "content", card=_game_card(game, stats, language), course=course,
                            areas=mastery.areas(db, uid, game, language), right_to_pass=practice.RIGHT_TO_PASS)


@bp.get("/practicar/<kind>")
def practise(kind: str):
    """A fresh puzzle of ``kind`` (at ``?nivel=N``, or at the learner's level): redirects to its page."""
    if kind not in KINDS:
        abort(404)
    level = answers.ascii_int(request.args.get("nivel", ""), max_digits=2)
    if level not in LEVELS:
        level = practice.pitched_level(get_db(), learner_id(), kind)
    return redirect(url_for("learn.puzzle", puzzle_id=profile_in_force.new_puzzle_id(kind, level)), 303)


def level_to_keep(kind: str, level: int) -> int:
    """The level of the next puzzle after one at ``level``: the learner stays at the level they are at, or goes
    to the pitched level when that is higher (they just passed a level)."""
    return max(level, practice.pitched_level(get_db(), learner_id(), kind))


# ---------------------------------------------------------------------------------------------- puzzles


_LOOK_UP = object()
"""``_puzzle_page``'s default ``coleccion``: look it up (``None`` is an answer: opened from no set)."""


def _puzzle_page(puzzle: Puzzle, *, verdict=None, attempt_id=None, stored=None, error=None, entered=None,
                 status=200, block="content", push_url=None, repeated=False, coleccion=_LOOK_UP, here=None,
                 retry=False):
    """The puzzle page (or its ``block`` for htmx). ``stored``: with a verdict, the stored attempt or what storing it
    did (:class:`tutor.practice.Recorded`), for :func:`rating_moved`. ``coleccion``: the set it was opened from, as
    :func:`_set_context` gives it (looked up here unless given); ``here``: the page's own address (default: the
    attempt's verdict page, else this request's path). ``?pista=1`` shows the hint (:func:`practice.hint`), from
    then on for this puzzle in this browser (:func:`remember_hint`), and marks the showing's ticket, so that its
    answer is stored as hinted; ``?repaso=1``: part of a review session."""
    language = lang()
    kind = KINDS[puzzle.kind]
    if coleccion is _LOOK_UP:
        coleccion = _set_context()
    review = in_review()
    if verdict is None and request.args.get("pista") == "1":
        remember_hint(str(puzzle.id))
    hinted = verdict is None and str(puzzle.id) in session.get(HINTED, ())
    hint = hint_view(puzzle, language) if hinted else None
    hint_href = None if hinted or verdict is not None else url_for(
        "learn.puzzle", puzzle_id=str(puzzle.id), coleccion=coleccion, repaso=1 if review else None, pista=1)
    if here is None:
        here = attempt_address(attempt_id) if attempt_id else current_address(query=False)
    again = url_for("learn.puzzle", puzzle_id=str(puzzle.id)) if repeated else None
    actions = verdict_actions(puzzle, coleccion, verdict.correct, review) if verdict is not None else ()
    moved = rating_moved(stored) if stored is not None else None
    if verdict is not None and block == "answer" and wants_fragment():
        # the verdict alone: no situation, no form, no title (the block shows none of them)
        return page_or_fragment("puzzle.html", block, status=status, push_url=push_url, verdict=verdict,
                                actions=actions, attempt_id=attempt_id, here=here, again=again, moved=moved)
    return page_or_fragment(
        "puzzle.html", block, status=status, push_url=push_url,
        puzzle_id=str(puzzle.id), kind=puzzle.kind, kind_title=kind.title.render({}, language),
        game=kind.game, game_name=GAME_NAMES.get(kind.game, kind.game), level=puzzle.level,
        level_text=_level_text(puzzle, kind, language),
        profile_name=(puzzle.profile or REGLAMENTO).name(language),
        question=views.question_text(puzzle, language), items=views.situation_items(puzzle, language),
        form=form_view(puzzle, language), ticket=new_ticket(str(puzzle.id), hinted), verdict=verdict,
        attempt_id=attempt_id, error=error, entered=entered or {}, here=here, again=again, coleccion=coleccion,
        actions=actions, hint=hint, hint_href=hint_href, level_rule=level_rule(puzzle), moved=moved, retry=retry,
        action=url_for("learn.answer", puzzle_id=str(puzzle.id), coleccion=coleccion, repaso=1 if review else None),
    )


@dataclass(frozen=True, slots=True)
class HintView:
    """A hint on the puzzle page: the first step's text (``None`` when only the rule is shown), and the rule cited
    as a player reads it, with its link."""

    text: str | None
    rule: str
    label: str
    href: str | None


HINTED = "pistas"
"""The session key of the puzzles whose hint this browser has seen (the latest :data:`HINTS_REMEMBERED`): showing the
same puzzle again without ``?pista=1`` still shows the hint and still marks its answer hinted."""

HINTS_REMEMBERED = 20


def remember_hint(puzzle_id: str) -> None:
    """Note in the session that this browser has seen the hint of ``puzzle_id``."""
    seen = [p for p in session.get(HINTED, ()) if p != puzzle_id]
    session[HINTED] = (seen + [puzzle_id])[-HINTS_REMEMBERED:]


def hint_view(puzzle: Puzzle, language: str) -> HintView:
    """The hint of ``puzzle`` in ``language`` (:func:`practice.hint`), its cards as players read them (as in the
    explanation it is the first step of)."""
    found = practice.hint(puzzle)
    step = found.step.text(language, views.for_people) if found.step else None
    return HintView(step, found.rule, views.rule_label(found.rule), views.rule_href(found.rule))


def rating_moved(found: practice.Recorded | progress.Attempt) -> str | None:
    """Under a verdict, what the answer did to the learner's rating in its kind ("1540 (+25)"), or why it did
    nothing (a repeat of a puzzle already answered, or a hinted answer); ``found``: the stored attempt, or what
    storing it did (the answer just stored is not read back). ``None`` for an answer that counted for a class
    assignment only (it was never a practice answer)."""
    if isinstance(found, progress.Attempt) and found.assignment_only:
        return None
    if found.rating is None:
        return _("This answer does not count for your level or rating: you had seen a hint.") if found.hinted \
            else _("This answer does not count for your level or rating: you had answered this puzzle before.")
    return _("Your rating in this area: %(r)d (%(change)s).", r=round(found.rating),
             change=f"{round(found.rating_change):+d}")


def level_rule(puzzle: Puzzle) -> str | None:
    """Where the puzzle's level is shown: how far the learner is from passing it (:data:`practice.RIGHT_TO_PASS`
    counted right answers), or that it is passed; ``None`` for a hand-written situation."""
    if puzzle.id.handwritten:
        return None
    uid = learner_id()
    stats = progress.kind_stats(get_db(), uid, puzzle.kind) if uid else None
    rule = _("%(n)d right answers at this level to pass to the next (each puzzle counts once: its first answer, "
             "without a hint).", n=practice.RIGHT_TO_PASS)
    left = practice.to_pass(stats, puzzle.level)
    return rule + " " + (ngettext("%(num)d to go.", "%(num)d to go.", left) if left else _("Passed."))


def in_review() -> bool:
    """Whether this puzzle is part of a review session (``?repaso=1``)."""
    return request.args.get("repaso") == "1"


def reviews_due() -> int:
    """How many kinds this learner has due for review now (once per request; 0 for a visitor)."""
    if "reviews_due" not in g:
        uid = learner_id()
        g.reviews_due = practice.due_count(get_db(), uid)
    return g.reviews_due


@bp.app_context_processor
def _review_count() -> dict:
    """Every page's menu shows "Review (N)": templates call ``reviews_due()``."""
    return {"reviews_due": reviews_due}


@bp.get("/repasar")
def review():
    """A review session: the first thing due (:func:`practice.due`) — a puzzle answered wrong, itself, or a fresh
    variant of a kind due — with ``?repaso=1`` so its verdict leads to the next; a page saying when the next review
    is due when nothing is due now."""
    uid, db = learner_id(), get_db()
    waiting = practice.due(db, uid)
    if waiting:
        first = waiting[0]
        pid = first.puzzle_id
        if pid is None or classes.sealed_puzzle(db, pid):  # a sealed puzzle comes back as a fresh variant
            pid = profile_in_force.new_puzzle_id(first.kind, first.level)
        return redirect(url_for("learn.puzzle", puzzle_id=pid, repaso=1), 303)
    upcoming = sorted(s.due for s in progress.skills(db, uid).values()) if uid else []
    next_due = club_time_text(upcoming[0], zone=False) if upcoming else None
    return page_or_fragment("review.html", "content", next_due=next_due)


def attempt_address(attempt_id: int) -> str:
    """The address of one of the learner's attempts (its verdict page)."""
    return url_for("learn.attempt", attempt_id=attempt_id)


def verdict_actions(puzzle: Puzzle, coleccion: str | None, correct: bool = True,
                    review: bool = False) -> tuple[tuple[str, str, str], ...]:
    """The links under a puzzle's verdict, as (href, label, CSS class). After a wrong answer first "Try again"
    (a fresh showing of the same puzzle: a retry, ``?reintento=1``) and "Another like it" (a fresh variant of the
    same kind and level); then in a review session the next review (or, when none is left, the home page); else
    the next puzzle (of the set it was opened from, and the set itself, when there is one; else of the same kind
    at the level the learner is at, :func:`level_to_keep`); then "My progress"."""
    retry: tuple = ()
    if not correct:
        retry = ((url_for("learn.puzzle", puzzle_id=str(puzzle.id), coleccion=coleccion, reintento=1),
                  _("Try again"), "button"),
                 (url_for("learn.practise", kind=puzzle.kind, nivel=puzzle.level), _("Another like it"),
                  "button secondary"))
    main = "button secondary" if retry else "button"
    if review:
        left = reviews_due()
        first = ((url_for("learn.review"), _("Next review (%(n)d)", n=left), main),) if left else (
            (url_for("learn.home"), _("Reviews done: back to the games"), main),)
    elif coleccion:
        first = ((url_for("sets.next_puzzle", name=coleccion), _("Next puzzle of the set"), main),
                 (url_for("sets.one", name=coleccion), _("The set"), "button secondary"))
    else:
        first = ((url_for("learn.practise", kind=puzzle.kind, nivel=level_to_keep(puzzle.kind, puzzle.level)),
                  _("Next puzzle"), main),)
    return retry + first + ((url_for("learn.my_progress"), _("My progress"), "button secondary"),)


def _set_context() -> str | None:
    """The bundled puzzle set this puzzle was opened from (``?coleccion=``), if it names one."""
    name = request.args.get("coleccion")
    if not name or "-H" in name:
        return None
    return name if name in library.puzzle_sets().sets else None


@bp.get("/puzzle/<puzzle_id>")
def puzzle(puzzle_id: str):
    """The puzzle page: situation, question and answer form (``?reintento=1``: says this is a retry)."""
    return _puzzle_page(load_puzzle(puzzle_id), retry=request.args.get("reintento") == "1")


@bp.post("/puzzle/<puzzle_id>")
def answer(puzzle_id: str):
    """Check an answer; store it; the verdict as a fragment (htmx) or 303 to the verdict page.

    A malformed answer shows the form again with a message (422) and stores nothing; a forged field is a 400.
    """
    puzzle = load_puzzle(puzzle_id)
    taken = take_answer(puzzle)
    if isinstance(taken, Unreadable):
        return _puzzle_page(puzzle, error=taken.message, entered=taken.entered, status=422, block="answer")
    coleccion = _set_context()
    repaso = 1 if in_review() else None
    if wants_fragment():
        here = attempt_address(taken.attempt_id)
        target = url_for("learn.attempt", attempt_id=taken.attempt_id, coleccion=coleccion, repaso=repaso) \
            if coleccion or repaso else here
        return _puzzle_page(puzzle, verdict=views.verdict_view(puzzle, taken.verdict, lang()),
                            attempt_id=taken.attempt_id, stored=taken.stored, block="answer", push_url=target,
                            repeated=taken.repeated, coleccion=coleccion, here=here)
    extra = {"ya": 1} if taken.repeated else {}
    return redirect(url_for("learn.attempt", attempt_id=taken.attempt_id, coleccion=coleccion, repaso=repaso,
                            **extra), 303)


@bp.get("/intento/<int:attempt_id>")
def attempt(attempt_id: int):
    """The verdict page of one of the learner's own attempts (404 for anyone else's); ``?ya=1``: the learner had
    answered this showing before and is told that this is that earlier answer."""
    uid = learner_id()
    found = progress.get_attempt(get_db(), uid, attempt_id) if uid else None
    if found is None or classes.sealed_attempt(get_db(), found.id):  # explained after its due time
        abort(404)
    puzzle = load_puzzle(found.puzzle_id)
    verdict = puzzles.check(puzzle, found.answer)
    return _puzzle_page(puzzle, verdict=views.verdict_view(puzzle, verdict, lang()), attempt_id=attempt_id,
                        stored=found, repeated=request.args.get("ya") == "1")


@bp.post("/cartas-grandes")
def large_cards():
    """The large-card setting: switched on or off for this browser's session (the pages draw cards larger with
    the ``large-cards`` class), then back to ``next`` (303), as the language switch does."""
    session["cartas_grandes"] = not session.get("cartas_grandes", False)
    return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)


# ---------------------------------------------------------------------------------------------- progress


@dataclass(frozen=True, slots=True)
class MistakeView:
    """A recent wrong answer: its kind and level, the named mistake (or ``None``) and when (club time); its
    verdict page explains it."""

    attempt_id: int
    kind: str
    kind_title: str
    level: int
    mistake: str | None
    when: str


@bp.get("/progreso")
def my_progress():
    """Mi progreso: the day (streak, daily goal and its setting), per game the mastery map of its rule areas with
    charts of accuracy and rating over time, and the latest mistakes (explained on their own pages)."""
    language, uid, db = lang(), learner_id(), get_db()
    stats = progress.stats_by_kind(db, uid) if uid else {}
    charts = mastery.history(db, uid, mastery.local_today(club_timezone()))
    games = [(g, GAME_NAMES[g], mastery.areas(db, uid, g, language, charts)) for g in GAMES]
    mistakes = []
    for a in progress.recent_attempts(db, uid, RECENT_MISTAKES, wrong_only=True) if uid else ():
        try:
            verdict = puzzles.check(find_puzzle(a.puzzle_id), a.answer)
        except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, puzzles.InvalidAnswer,
                ValueError):
            continue  # a puzzle from a generator version this code no longer has
        mistakes.append(MistakeView(a.id, a.kind, KINDS[a.kind].title.render({}, language), a.level,
                                    verdict.mistake.text(language) if verdict.mistake else None,
                                    club_time_text(a.created_at, zone=False)))
    total = sum(s.attempts for s in stats.values())
    right = sum(s.correct for s in stats.values())
    return page_or_fragment("progress.html", "content", games=games, mistakes=mistakes, total=total,
                            accuracy_percent=round(100 * right / total) if total else 0, today=learner_today(),
                            goals=days.GOALS)


@bp.post("/progreso/objetivo")
def set_goal():
    """Choose the daily goal (puzzles a day); a value not offered is a 400. Back to Mi progreso."""
    goal = answers.ascii_int(request.form.get("objetivo", ""), max_digits=3)
    if goal not in days.GOALS:
        abort(400)
    days.set_daily_goal(get_db(), learner_id(create=True), goal)
    return redirect(url_for("learn.my_progress", _anchor="hoy"), 303)
