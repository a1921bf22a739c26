"""The learner's pages: home, practice (puzzle, answer, verdict) and "Mi progreso".

Every interaction is first a plain form: answering a puzzle without JavaScript posts the form, stores the attempt
and answers 303 to the verdict page; with htmx the same form swaps in the verdict fragment (a block of the same
template) and the address bar moves to the verdict page.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from functools import lru_cache

from flask import Blueprint, abort, current_app, redirect, request, session, url_for
from flask_babel import gettext as _
from flask_login import current_user
from itsdangerous import BadSignature, URLSafeSerializer

from .. import practice, progress, puzzles
from ..progress import personal_sets
from ..puzzles import KINDS, LEVELS, Puzzle
from . import answers, library, views
from .auth import TICKET_HOLDER, learner_id
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import current_address, lang

bp = Blueprint("learn", __name__)

GAMES = library.GAMES
GAME_NAMES = library.GAME_NAMES
RECENT_MISTAKES = 10


@lru_cache(maxsize=1024)
def _generated(puzzle_id: str) -> Puzzle:
    """A generated puzzle (a pure function of its id), kept for the next answer to it: generating one is about a
    sixth of the answer request's CPU, which keeps the request above its budget (0.6x the floor, bench_web)."""
    return puzzles.from_id(puzzle_id)


def find_puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle an id names: generated from its seed, or a hand-written situation (``...-H<digest>``) found by
    its id in the bundled puzzle sets' index or among this learner's own saved puzzles (one indexed read), so any
    server worker or thread finds it, and nobody but its owner finds a saved one.

    Raises:
        InvalidPuzzleId, UnknownKind, GenerationFailed, ValueError: no such puzzle (for this learner).
    """
    if "-H" not in puzzle_id:
        return _generated(puzzle_id)
    index = library.puzzle_sets().index
    if puzzle_id not in index:
        uid = learner_id()
        saved = personal_sets.find(get_db(), uid, puzzle_id) if uid is not None else None
        index = {puzzle_id: saved} if saved is not None else None
    return puzzles.from_id(puzzle_id, index=index)


def _level_text(puzzle: Puzzle, kind, language: str) -> str:
    """What the puzzle's level practises; a hand-written situation (saved from the referee, a puzzle set's) is
    its own, whatever the level's description says of generated ones."""
    if puzzle.id.handwritten:
        return _("a situation written by hand")
    return kind.levels[puzzle.level].render({}, language) if puzzle.level in kind.levels else ""


def load_puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle an id names (:func:`find_puzzle`), or a 404 page for a malformed id, an unknown kind, one that
    cannot be generated, or a hand-written situation that is neither bundled nor the learner's own."""
    try:
        return find_puzzle(puzzle_id)
    except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError):
        abort(404)


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


@bp.get("/")
def home():
    """Choose a game; each shows its puzzle kinds, their levels and what to do next."""
    language, uid, db = lang(), learner_id(), get_db()
    stats = progress.stats_by_kind(db, uid) if uid else {}
    games = []
    for game in GAMES:
        tip = practice.suggest(db, uid, game)
        games.append(GameCard(game, GAME_NAMES[game], _kind_cards(game, stats, language),
                              tip.kind if tip else None,
                              KINDS[tip.kind].title.render({}, language) if tip else None,
                              tip.level if tip else None, tip.why if tip else None))
    return page_or_fragment("home.html", "content", games=games)


@bp.get("/practicar/<kind>")
def practise(kind: str):
    """A fresh puzzle of ``kind`` (at ``?nivel=N``, or at the learner's level): redirects to its page."""
    if kind not in KINDS:
        abort(404)
    level = answers.ascii_int(request.args.get("nivel", ""), max_digits=2)
    if level not in LEVELS:
        level = practice.pitched_level(get_db(), learner_id(), kind)
    return redirect(url_for("learn.puzzle", puzzle_id=practice.new_puzzle_id(kind, level)), 303)


def club_timezone() -> str:
    """The time zone a learner's days are counted in: the app's ``CLUB_TIMEZONE`` (default Europe/Madrid)."""
    return current_app.config.get("CLUB_TIMEZONE") or practice.CLUB_TIMEZONE


def level_to_keep(kind: str, level: int) -> int:
    """The level of the next puzzle after one at ``level``: the learner stays at the level they are at, or goes
    to the pitched level when that is higher (they just passed a level)."""
    return max(level, practice.pitched_level(get_db(), learner_id(), kind))


# ---------------------------------------------------------------------------------------------- puzzles


def _signer() -> URLSafeSerializer:
    """The tickets' serializer, with the app's secret key."""
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="tapete.puzzle-ticket")


def new_ticket(puzzle_id: str, hinted: bool = False) -> str:
    """A signed note of which puzzle was shown, when and to whom (for the time taken and against double answers;
    ``h``: :func:`_holder`), and whether a hint was shown with it (``x``: the answer is then marked hinted)."""
    note = {"p": puzzle_id, "t": int(time.time() * 1000), "n": secrets.token_hex(8), "h": _holder()}
    return _signer().dumps({**note, "x": 1} if hinted else note)


def _holder() -> str:
    """Whom a ticket is shown to: ``"u<id>"`` for an account, else ``"s<token>"``, this browser's session token
    (made here on a first showing). Guests hold session tickets too: the token outlives a sign-up or a log-in in
    that browser (:func:`tutor.web.auth._start_session` keeps it), so a guest who signs up (or logs in, taking
    their attempts along) mid-puzzle can still answer the puzzle shown before."""
    if current_user.is_authenticated and not current_user.is_guest:
        return f"u{current_user.id}"
    token = session.get(TICKET_HOLDER)
    if token is None:
        token = session[TICKET_HOLDER] = secrets.token_hex(16)
    return "s" + token


def _holds(holder: object) -> bool:
    """Whether the ticket's holder is this learner: their account, or this browser's session token."""
    if type(holder) is not str:
        return False
    if holder[:1] == "s":
        return holder[1:] == session.get(TICKET_HOLDER)
    return current_user.is_authenticated and holder == f"u{current_user.id}"


def read_ticket(puzzle_id: str) -> tuple[int | None, str, bool]:
    """The time taken (ms), the showing's nonce and whether a hint was shown, from the form's ticket; 400 if
    missing, forged, for another puzzle or shown to another learner (another account, another browser's session)."""
    try:
        data = _signer().loads(request.form.get("ticket", ""))
    except BadSignature:
        abort(400)
    if not isinstance(data, dict) or data.get("p") != puzzle_id or not isinstance(data.get("t"), int) \
            or not _holds(data.get("h")):
        abort(400)
    taken = int(time.time() * 1000) - data["t"]
    return (taken if 0 <= taken <= 86_400_000 else None), str(data.get("n")), data.get("x") == 1


def form_view(puzzle: Puzzle, language: str) -> views.FormView:
    """The answer form of ``puzzle`` in ``language`` (:func:`views.form_view`)."""
    return views.form_view(puzzle.form.describe(language), puzzle.kind, language)


_LOOK_UP = object()
"""``_puzzle_page``'s default ``coleccion``: look it up (``None`` is an answer: opened from no set)."""


def _puzzle_page(puzzle: Puzzle, *, verdict=None, attempt_id=None, error=None, entered=None, status=200,
                 block="content", push_url=None, repeated=False, coleccion=_LOOK_UP, here=None):
    """The puzzle page (or its ``block`` for htmx). ``coleccion``: the set it was opened from, as
    :func:`_set_context` gives it (looked up here unless given); ``here``: the page's own address (default: the
    attempt's verdict page, else this request's path)."""
    language = lang()
    kind = KINDS[puzzle.kind]
    if coleccion is _LOOK_UP:
        coleccion = _set_context()
    if here is None:
        here = attempt_address(attempt_id) if attempt_id else current_address(query=False)
    again = url_for("learn.puzzle", puzzle_id=str(puzzle.id)) if repeated else None
    actions = verdict_actions(puzzle.kind, coleccion, puzzle.level) if verdict is not None else ()
    if verdict is not None and block == "answer" and wants_fragment():
        # the verdict alone: no situation, no form, no title (the block shows none of them)
        return page_or_fragment("puzzle.html", block, status=status, push_url=push_url, verdict=verdict,
                                actions=actions, attempt_id=attempt_id, here=here, again=again)
    return page_or_fragment(
        "puzzle.html", block, status=status, push_url=push_url,
        puzzle_id=str(puzzle.id), kind=puzzle.kind, kind_title=kind.title.render({}, language),
        game=kind.game, game_name=GAME_NAMES.get(kind.game, kind.game), level=puzzle.level,
        level_text=_level_text(puzzle, kind, language),
        question=puzzle.question_text(language), items=views.situation_items(puzzle, language),
        form=form_view(puzzle, language), ticket=new_ticket(str(puzzle.id)), verdict=verdict, attempt_id=attempt_id,
        error=error, entered=entered or {}, here=here, again=again, coleccion=coleccion, actions=actions,
        action=url_for("learn.answer", puzzle_id=str(puzzle.id), coleccion=coleccion),
    )


def attempt_address(attempt_id: int) -> str:
    """The address of one of the learner's attempts (its verdict page)."""
    return url_for("learn.attempt", attempt_id=attempt_id)


def verdict_actions(kind: str, coleccion: str | None, level: int = LEVELS[0]) -> tuple[tuple[str, str, str], ...]:
    """The links under a puzzle's verdict, as (href, label, CSS class): the next puzzle (of the set it was opened
    from, and the set itself, when there is one; else of the same kind at the level the learner is at,
    :func:`level_to_keep`), then "My progress"."""
    if coleccion:
        first = ((url_for("sets.next_puzzle", name=coleccion), _("Next puzzle of the set"), "button"),
                 (url_for("sets.one", name=coleccion), _("The set"), "button secondary"))
    else:
        first = ((url_for("learn.practise", kind=kind, nivel=level_to_keep(kind, level)), _("Next puzzle"),
                  "button"),)
    return first + ((url_for("learn.my_progress"), _("My progress"), "button secondary"),)


def _set_context() -> str | None:
    """The bundled puzzle set this puzzle was opened from (``?coleccion=``), if it names one."""
    name = request.args.get("coleccion")
    if not name or "-H" in name:
        return None
    return name if name in library.puzzle_sets().sets else None


@bp.get("/puzzle/<puzzle_id>")
def puzzle(puzzle_id: str):
    """The puzzle page: situation, question and answer form."""
    return _puzzle_page(load_puzzle(puzzle_id))


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
    if wants_fragment():
        here = attempt_address(taken.attempt_id)
        target = url_for("learn.attempt", attempt_id=taken.attempt_id, coleccion=coleccion) if coleccion else here
        return _puzzle_page(puzzle, verdict=views.verdict_view(puzzle, taken.verdict, lang()),
                            attempt_id=taken.attempt_id, block="answer", push_url=target, repeated=taken.repeated,
                            coleccion=coleccion, here=here)
    extra = {"ya": 1} if taken.repeated else {}
    return redirect(url_for("learn.attempt", attempt_id=taken.attempt_id, coleccion=coleccion, **extra), 303)


@dataclass(frozen=True, slots=True)
class Answered:
    """A checked and stored answer: the verdict and the stored attempt's id.

    ``repeated``: this showing of the puzzle had been answered before (Back, a double submit); then nothing new
    was stored, and ``verdict`` and ``attempt_id`` are the earlier, stored answer's — never the new one's.
    """

    verdict: puzzles.Verdict
    attempt_id: int
    user_id: int
    repeated: bool = False


@dataclass(frozen=True, slots=True)
class Unreadable:
    """An answer that could not be read: the message for the learner and what they had entered (nothing stored)."""

    message: str
    entered: dict


def take_answer(puzzle: Puzzle) -> Answered | Unreadable:
    """Read the posted answer to ``puzzle`` (ticket and fields), check it and store the attempt.

    The one answer path of the app: the practice page and the lessons (:mod:`tutor.web.lessons`) both use it.
    Aborts with 400 for a forged ticket or a field the form never offered.
    """
    time_ms, nonce, hinted = read_ticket(str(puzzle.id))
    form = form_view(puzzle, lang())
    posted = request.form
    try:
        text = answers.read(form, posted)
        verdict = puzzles.check(puzzle, text)
    except answers.Tampered:
        abort(400)
    except (answers.Malformed, puzzles.InvalidAnswer) as err:
        message = str(err) if isinstance(err, answers.Malformed) else answers.hint(form.kind)
        return Unreadable(message, answers.previous(form, posted))
    uid = learner_id(create=True)
    db = get_db()
    attempt_id, stored = practice.record_once(db, uid, puzzle, verdict, puzzle.form.format(verdict.given), time_ms,
                                              nonce, hinted=hinted, tz=club_timezone())
    if stored:
        return Answered(verdict, attempt_id, uid)
    earlier = progress.get_attempt(db, uid, attempt_id)
    return Answered(puzzles.check(puzzle, earlier.answer), attempt_id, uid, repeated=True)


@bp.get("/intento/<int:attempt_id>")
def attempt(attempt_id: int):
    """The verdict page of one of the learner's own attempts (404 for anyone else's); ``?ya=1``: the learner had
    answered this showing before and is told that this is that earlier answer."""
    uid = learner_id()
    found = progress.get_attempt(get_db(), uid, attempt_id) if uid else None
    if found is None:
        abort(404)
    puzzle = load_puzzle(found.puzzle_id)
    verdict = puzzles.check(puzzle, found.answer)
    return _puzzle_page(puzzle, verdict=views.verdict_view(puzzle, verdict, lang()), attempt_id=attempt_id,
                        repeated=request.args.get("ya") == "1")


# ---------------------------------------------------------------------------------------------- progress


@dataclass(frozen=True, slots=True)
class MistakeView:
    """A recent wrong answer with its explanation."""

    attempt_id: int
    kind: str
    kind_title: str
    level: int
    question: str
    verdict: views.VerdictView
    when: str


@bp.get("/progreso")
def my_progress():
    """Mi progreso: per game and kind, attempts, accuracy and level reached; recent mistakes explained."""
    language, uid, db = lang(), learner_id(), get_db()
    stats = progress.stats_by_kind(db, uid) if uid else {}
    games = [(GAME_NAMES[g], _kind_cards(g, stats, language)) for g in GAMES]
    mistakes = []
    for a in progress.recent_attempts(db, uid, RECENT_MISTAKES, wrong_only=True) if uid else ():
        try:
            p = find_puzzle(a.puzzle_id)
            verdict = puzzles.check(p, a.answer)
        except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, puzzles.InvalidAnswer,
                ValueError):
            continue  # a puzzle from a generator version this code no longer has
        mistakes.append(MistakeView(a.id, a.kind, KINDS[a.kind].title.render({}, language), a.level,
                                    p.question_text(language), views.verdict_view(p, verdict, language),
                                    a.created_at.replace("T", " ")[:16]))
    total = sum(s.attempts for s in stats.values())
    right = sum(s.correct for s in stats.values())
    return page_or_fragment("progress.html", "content", games=games, mistakes=mistakes, total=total,
                            accuracy_percent=round(100 * right / total) if total else 0)
