"""The rules reference for players: ``/reglas`` and ``/reglas/<game>``, in the learner's language.

Each page is ``lessons/reglas/<game>.<lang>.md`` rendered with a stable anchor per section (``§8.6`` ->
``#s8-6``), so that every rule citation of an explanation links to its section
(:func:`tutor.web.views.rule_href`, drawn by the ``rule_steps`` macro).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, url_for

from .htmx import page_or_fragment
from .i18n import lang
from .library import GAME_NAMES, GAMES, content, draw_cards, rule_url

bp = Blueprint("reglas", __name__)


@dataclass(frozen=True, slots=True)
class TocEntry:
    """A section in the page's table of contents."""

    anchor: str
    text: str


@bp.get("/reglas")
def index():
    """The three games' rules."""
    language = lang()
    pages = [(game, GAME_NAMES[game], content().page(game, language).title) for game in GAMES]
    return page_or_fragment("reglas/index.html", "content", pages=pages)


@bp.get("/reglas/<game>")
def page(game: str):
    """One game's rules in the learner's language, with a table of contents of its main sections."""
    if game not in GAMES:
        abort(404)
    language = lang()
    reference = content().page(game, language)
    rendered = reference.render(rule_url)
    toc = tuple(TocEntry(h.anchor, h.text) for h in rendered.headings if h.level == 2)
    return page_or_fragment("reglas/page.html", "content", game=game, game_name=GAME_NAMES[game],
                            title=reference.title, toc=toc, body=draw_cards(rendered.html, game, language),
                            lessons_href=url_for("lessons.course", game=game))
