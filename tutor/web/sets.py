"""The bundled puzzle sets in the browser (``puzzles/*.toml``): a list per game, and one set worked through in order.

A set's page lists its puzzles with what the learner has made of each (right, wrong, not yet); "continue" opens the
first one not answered yet. A puzzle opened from a set carries ``?coleccion=<name>`` so that its verdict's "next
puzzle" goes on with the set (:func:`tutor.web.learn.answer`). Hand-written situations of a set have digest ids
(``...-H<digest>``), which :func:`tutor.web.answering.find_puzzle` finds in any server worker.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, redirect, url_for

from .. import progress, puzzles
from . import profile_in_force
from .learners import learner_id
from .db import get_db
from .htmx import page_or_fragment
from .i18n import lang
from .library import GAME_NAMES, GAMES, puzzle_sets

bp = Blueprint("sets", __name__)


@dataclass(frozen=True, slots=True)
class SetLink:
    """A puzzle set as listed: name, title, description, size and how many the learner has answered."""

    name: str
    game: str
    title: str
    description: str
    count: int
    answered: int


@dataclass(frozen=True, slots=True)
class SetPuzzle:
    """One puzzle of a set: its place, id, kind title, level and the learner's latest result (None: not yet)."""

    number: int
    puzzle_id: str
    kind_title: str
    level: int
    correct: bool | None


def set_ids(found) -> list[str]:
    """The ids of a set's puzzles under the club's default profile (the same puzzles, with its rules)."""
    profile = profile_in_force.club_default()
    return [profile_in_force.under(pid, profile) for pid in found.puzzle_ids()]


def find_set(name: str):
    """The bundled set ``name``, or a 404 page."""
    found = puzzle_sets().sets.get(name)
    if found is None:
        abort(404)
    return found


def _results(ids: list[str]) -> dict[str, bool]:
    uid = learner_id()
    return progress.latest_results(get_db(), uid, ids) if uid else {}


@bp.get("/colecciones")
def index():
    """Every bundled puzzle set, by game."""
    language = lang()
    by_game = []
    for game in GAMES:
        links = []
        for s in puzzle_sets().sets.values():
            if s.game == game:
                ids = set_ids(s)
                links.append(SetLink(s.name, s.game, s.title.get(language) or s.title.get("es", s.name),
                                     s.description.get(language, ""), len(ids), len(_results(ids))))
        if links:
            by_game.append((GAME_NAMES[game], tuple(links)))
    return page_or_fragment("puzzle_sets.html", "content", games=by_game)


@bp.get("/colecciones/<name>")
def one(name: str):
    """One set: its puzzles in order, each with the learner's result, and a button to go on."""
    language, found = lang(), find_set(name)
    ids = set_ids(found)
    results = _results(ids)
    rows = []
    for n, pid in enumerate(ids, 1):
        kind = puzzles.KINDS.get(pid.split("-", 1)[0])
        level = int(pid.split("-L", 1)[1][0])
        rows.append(SetPuzzle(n, pid, kind.title.render({}, language) if kind else pid, level, results.get(pid)))
    title = found.title.get(language) or found.title.get("es", found.name)
    return page_or_fragment("puzzle_set.html", "content", set_name=found.name, title=title,
                            description=found.description.get(language, ""), game_name=GAME_NAMES[found.game],
                            puzzles=rows, answered=len(results), right=sum(results.values()))


@bp.get("/colecciones/<name>/siguiente")
def next_puzzle(name: str):
    """303 to the set's first puzzle the learner has not answered yet (the set's page once all are answered)."""
    found = find_set(name)
    ids = set_ids(found)
    results = _results(ids)
    for pid in ids:
        if pid not in results:
            return redirect(url_for("learn.puzzle", puzzle_id=pid, coleccion=name), 303)
    return redirect(url_for("sets.one", name=name), 303)
