"""The courses: lessons list per game, lesson pages with their puzzles answered in place, lesson completion.

Content comes from :mod:`tutor.content` (``lessons/``), loaded and validated once when the app is created
(:func:`init_app`, :mod:`tutor.web.library`) together with the puzzle sets (``puzzles/``): a broken lesson or set
stops start-up with :class:`~tutor.content.InvalidContent`, whose message lists every error as
``file:line: message`` exactly like ``python -m tutor check-content``.

An embedded puzzle is answered through the practice page's own answer path (:func:`tutor.web.answering.take_answer`:
read, check, store the attempt); the attempt is then filed under the lesson and the puzzle's place in it
(:mod:`tutor.progress.lesson_progress`). With htmx the verdict is swapped in right under the puzzle; without
JavaScript the form posts, and the 303 brings the lesson page back at that puzzle's anchor with its verdict.
A lesson is completed when each of its puzzles has been answered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, Flask, abort, redirect, request, url_for

from .. import progress, puzzles
from ..content import Lesson, PuzzleEmbed
from ..progress import lesson_progress
from . import answers, library, profile_in_force, views
from .answering import Unreadable, load_puzzle, new_ticket, take_answer
from .course import lesson_link, slug_of
from .library import content, draw_cards, rule_url
from .learners import learner_id
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import lang

bp = Blueprint("lessons", __name__)

GAMES = library.GAMES
GAME_NAMES = library.GAME_NAMES


def init_app(app: Flask) -> None:
    """Load and validate the content (:func:`tutor.web.library.init_app`), then register the pages.

    Raises:
        InvalidContent: a broken lesson or puzzle set: the app refuses to start.
    """
    library.init_app(app)
    app.register_blueprint(bp)


# ---------------------------------------------------------------------------------------------- views


@dataclass(frozen=True, slots=True)
class Slot:
    """An embedded puzzle in place: its situation, question and form, or the verdict once answered."""

    position: int
    puzzle_id: str
    kind: str
    kind_title: str
    level: int
    question: str
    items: tuple
    form: views.FormView | None
    ticket: str | None
    action: str
    verdict: views.VerdictView | None = None
    error: str | None = None
    entered: dict | None = None
    again: str = ""
    repeated: bool = False


def _answered_by_lesson() -> dict[str, dict[int, bool]]:
    uid = learner_id()
    return lesson_progress.answered_counts(get_db(), uid) if uid else {}


def find_lesson(game: str, slug: str) -> Lesson:
    """The lesson ``<game>/<slug>``, or a 404 page."""
    if game not in GAMES:
        abort(404)
    try:
        return content().lesson(f"{game}/{slug}")
    except KeyError:
        abort(404)


def _puzzle(embed: PuzzleEmbed) -> puzzles.Puzzle:
    return load_puzzle(profile_in_force.new_puzzle_id(embed.kind, embed.level, embed.seed))


def _slot(lesson: Lesson, position: int, language: str, *, verdict=None, error=None, entered=None,
          repeated=False) -> Slot:
    puzzle = _puzzle(lesson.puzzles[position])
    kind = puzzles.KINDS[puzzle.kind]
    action = url_for("lessons.answer", game=lesson.game, slug=slug_of(lesson), position=position)
    answering = verdict is None
    return Slot(position, str(puzzle.id), puzzle.kind, kind.title.render({}, language), puzzle.level,
                views.question_text(puzzle, language), views.situation_items(puzzle, language),
                views.form_view(puzzle.form.describe(language), puzzle.kind, language) if answering else None,
                new_ticket(str(puzzle.id)) if answering else None, action, verdict, error, entered or {},
                url_for("lessons.lesson", game=lesson.game, slug=slug_of(lesson), otra=position,
                        _anchor=f"problema-{position + 1}"), repeated)


def _stored_verdict(lesson: Lesson, position: int, attempt_id: int, language: str) -> views.VerdictView | None:
    uid = learner_id()
    found = progress.get_attempt(get_db(), uid, attempt_id) if uid else None
    if found is None:
        return None
    puzzle = _puzzle(lesson.puzzles[position])
    if found.puzzle_id != str(puzzle.id):
        return None  # the lesson now embeds another puzzle at this place
    try:
        return views.verdict_view(puzzle, puzzles.check(puzzle, found.answer), language)
    except puzzles.InvalidAnswer:
        return None


_SUMMARY = re.compile(r'<h2 id="(resumen|summary)">')


def _segments(lesson: Lesson, language: str, error_at: int | None = None, error: str | None = None,
              entered: dict | None = None) -> list[str | Slot]:
    """The lesson body cut at its puzzles: HTML (cards drawn) and :class:`Slot` values, the summary wrapped."""
    rendered = lesson.render(language, rule_url)
    uid = learner_id()
    answered = lesson_progress.answered(get_db(), uid, lesson.id) if uid else {}
    again = answers.ascii_int(request.args.get("otra", ""), max_digits=4)
    repeated = answers.ascii_int(request.args.get("ya", ""), max_digits=4)  # this puzzle was answered again: show that earlier answer
    shown_attempt = answers.ascii_int(request.args.get("intento", ""), max_digits=18)
    out: list[str | Slot] = []
    position = 0
    for seg in rendered.segments:
        if isinstance(seg, PuzzleEmbed):
            verdict = None
            if position in answered and position != again and position != error_at:
                shown = shown_attempt if position == repeated and shown_attempt else answered[position]
                verdict = _stored_verdict(lesson, position, shown, language)
            if position == error_at:
                out.append(_slot(lesson, position, language, error=error, entered=entered))
            else:
                out.append(_slot(lesson, position, language, verdict=verdict,
                                 repeated=verdict is not None and position == repeated))
            position += 1
        else:
            out.append(draw_cards(seg, lesson.game, language))
    last = out[-1] if out else ""
    if isinstance(last, str):
        head, mark, tail = last.partition(_SUMMARY.search(last)[0] if _SUMMARY.search(last) else "\0")
        if mark:
            out[-1] = head + '<section class="lesson-summary">' + mark + tail + "</section>"
    return out


def _lesson_page(lesson: Lesson, *, status: int = 200, error_at: int | None = None, error: str | None = None,
                 entered: dict | None = None):
    language = lang()
    answered = _answered_by_lesson()
    course = content().lessons_of(lesson.game)
    i = course.index(lesson)
    return page_or_fragment(
        "lessons/lesson.html", "content", status=status, game=lesson.game, game_name=GAME_NAMES[lesson.game],
        lesson=lesson_link(lesson, answered, language),
        segments=_segments(lesson, language, error_at, error, entered),
        previous=lesson_link(course[i - 1], answered, language, deep=False) if i > 0 else None,
        next=lesson_link(course[i + 1], answered, language, deep=False) if i + 1 < len(course) else None,
        rules_href=url_for("reglas.page", game=lesson.game))


# ---------------------------------------------------------------------------------------------- routes


@bp.get("/lecciones")
def index():
    """Every course: the lessons of each game, with prerequisites and what the learner has completed."""
    return _courses(GAMES)


@bp.get("/lecciones/<game>")
def course(game: str):
    """One game's course."""
    if game not in GAMES:
        abort(404)
    return _courses((game,))


def _courses(games: tuple[str, ...]):
    language, answered = lang(), _answered_by_lesson()
    courses = []
    for game in games:
        links = tuple(lesson_link(lesson, answered, language) for lesson in content().lessons_of(game))
        courses.append((game, GAME_NAMES[game], links, url_for("reglas.page", game=game)))
    return page_or_fragment("lessons/index.html", "content", courses=courses, single=len(games) == 1)


@bp.get("/lecciones/<game>/<slug>")
def lesson(game: str, slug: str):
    """A lesson: its sections with cards drawn, each embedded puzzle with its form (or its verdict once answered),
    the summary, links to the rules reference and the next lesson. ``?otra=N`` shows puzzle N's form again."""
    return _lesson_page(find_lesson(game, slug))


@bp.post("/lecciones/<game>/<slug>/<int:position>")
def answer(game: str, slug: str, position: int):
    """Answer embedded puzzle ``position`` (from 0): the verdict fragment under the puzzle (htmx), or 303 back to
    the lesson at the puzzle's anchor. A malformed answer shows the form again with a message (422)."""
    found = find_lesson(game, slug)
    if not 0 <= position < len(found.puzzles):
        abort(404)
    language = lang()
    taken = take_answer(_puzzle(found.puzzles[position]))
    if isinstance(taken, Unreadable):
        if wants_fragment():
            return _answer_fragment(found, _slot(found, position, language, error=taken.message,
                                                 entered=taken.entered), status=422)
        return _lesson_page(found, status=422, error_at=position, error=taken.message, entered=taken.entered)
    lesson_progress.record(get_db(), taken.user_id, found.id, position, taken.attempt_id)
    if wants_fragment():
        verdict = views.verdict_view(_puzzle(found.puzzles[position]), taken.verdict, language)
        return _answer_fragment(found, _slot(found, position, language, verdict=verdict, repeated=taken.repeated))
    extra = {"ya": position, "intento": taken.attempt_id} if taken.repeated else {}
    return redirect(url_for("lessons.lesson", game=game, slug=slug, _anchor=f"problema-{position + 1}", **extra),
                    303)


def _answer_fragment(found: Lesson, slot: Slot, status: int = 200):
    language = lang()
    course = content().lessons_of(found.game)
    i = course.index(found)
    answered = _answered_by_lesson()
    return page_or_fragment("lessons/lesson.html", "answer", status=status, p=slot, game=found.game,
                            lesson=lesson_link(found, answered, language),
                            next=lesson_link(course[i + 1], answered, language, deep=False)
                            if i + 1 < len(course) else None)
