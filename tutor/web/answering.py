"""The answer path: a puzzle found by its id, the signed ticket of each showing, and an answer read, checked and
stored — the one path the practice pages (:mod:`tutor.web.learn`), the lessons (:mod:`tutor.web.lessons`) and the
class assignments (:mod:`tutor.web.teach_learner`) answer through.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from functools import lru_cache

from flask import abort, current_app, request, session
from flask_login import current_user
from itsdangerous import BadSignature, URLSafeSerializer

from .. import practice, progress, puzzles
from ..progress import classes, personal_sets
from ..puzzles import Puzzle
from . import answers, library, profile_in_force, views
from .db import get_db
from .i18n import club_timezone, lang
from .learners import TICKET_HOLDER, learner_id


@lru_cache(maxsize=1024)
def _generated(puzzle_id: str) -> Puzzle:
    """A generated puzzle (a pure function of its id), kept for the next answer to it: generating one is about a
    sixth of the answer request's CPU, which keeps the request above its budget (0.6x the floor, bench_web)."""
    return puzzles.from_id(puzzle_id)


def find_puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle an id names, under the profile the id names (``-P<key>``; a club's own from its database): generated
    from its seed, or a hand-written situation (``...-H<digest>``) found by its id in the bundled puzzle sets' index
    or among this learner's own saved puzzles (one indexed read), so any server worker or thread finds it, and
    nobody but its owner finds a saved one.

    Raises:
        InvalidPuzzleId, UnknownKind, GenerationFailed, ValueError: no such puzzle (for this learner).
    """
    if "-H" not in puzzle_id:
        if profile_in_force.is_club_key(puzzle_id):  # another club's club_3 is another profile: never cached
            return puzzles.from_id(puzzle_id, profiles=profile_in_force.CLUB_PROFILES)
        return _generated(puzzle_id)
    index = library.puzzle_sets().index
    filed = profile_in_force.without_profile(puzzle_id)  # a situation is filed once, whatever the profile
    if filed not in index:
        uid = learner_id()
        saved = personal_sets.find(get_db(), uid, filed) if uid is not None else None
        index = {filed: saved} if saved is not None else None
    return puzzles.from_id(puzzle_id, index=index, profiles=profile_in_force.CLUB_PROFILES)


def load_puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle an id names (:func:`find_puzzle`), or a 404 page for a malformed id, an unknown kind, one that
    cannot be generated, or a hand-written situation that is neither bundled nor the learner's own; a 404 too for a
    class assignment's puzzle (or a learner's variant of one) whose explanations wait for the due time
    (:func:`tutor.progress.classes.sealed_puzzle`): it is shown, hinted and checked only inside the assignment."""
    try:
        found = find_puzzle(puzzle_id)
    except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError):
        abort(404)
    if classes.sealed_puzzle(get_db(), str(found.id)):
        abort(404)
    return found


# ---------------------------------------------------------------------------------------------- tickets


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


# ---------------------------------------------------------------------------------------------- answers


@dataclass(frozen=True, slots=True)
class Answered:
    """A checked and stored answer: the verdict, the stored attempt's id, and what it did to the learner's rating
    (``stored``: :class:`tutor.practice.Recorded` or the stored :class:`tutor.progress.Attempt`, both with
    ``hinted``, ``rating`` and ``rating_change``).

    ``repeated``: this showing of the puzzle had been answered before (Back, a double submit); then nothing new
    was stored, and ``verdict``, ``attempt_id`` and ``stored`` are the earlier, stored answer's — never the new
    one's.
    """

    verdict: puzzles.Verdict
    attempt_id: int
    user_id: int
    stored: practice.Recorded | progress.Attempt
    repeated: bool = False


@dataclass(frozen=True, slots=True)
class Unreadable:
    """An answer that could not be read: the message for the learner and what they had entered (nothing stored)."""

    message: str
    entered: dict


def take_answer(puzzle: Puzzle) -> Answered | Unreadable:
    """Read the posted answer to ``puzzle`` (ticket and fields), check it and store the attempt.

    The practice page and the lessons (:mod:`tutor.web.lessons`) both answer through it.
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
    recorded = practice.record_once(db, uid, puzzle, verdict, puzzle.form.format(verdict.given), time_ms, nonce,
                                    hinted=hinted, tz=club_timezone())
    if recorded.stored:
        return Answered(verdict, recorded.attempt_id, uid, recorded)
    earlier = progress.get_attempt(db, uid, recorded.attempt_id)
    return Answered(puzzles.check(puzzle, earlier.answer), recorded.attempt_id, uid, earlier, repeated=True)
