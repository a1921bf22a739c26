"""What the app serves that people wrote: the games, the lessons with the rules reference, and the puzzle sets,
loaded and validated once when the app is created (:func:`init_app`), and the drawing of their cards.

The blueprints (``learn``, ``lessons``, ``reglas``, ``sets``, ``api``) read them from here rather than from each
other. A broken lesson or puzzle set stops start-up with :class:`~tutor.content.InvalidContent`, whose message
lists every error as ``file:line: message`` exactly like ``python -m tutor check-content``.
"""

from __future__ import annotations

import html as html_lib
import re
from functools import lru_cache
from pathlib import Path

from flask import Flask, current_app, get_template_attribute, url_for
from flask_babel import gettext as _

from .. import content as content_pkg
from ..content import Bundle, Content
from ..content import puzzle_sets as puzzle_sets_pkg
from ..content.puzzle_sets import PuzzleSets
from ..rules import games
from . import club_sets, views

GAMES = tuple(games.GAMES)
GAME_NAMES = {name: game.title for name, game in games.GAMES.items()}


# ---------------------------------------------------------------------------------------------- content


def _signature(root: Path, pattern: str) -> tuple:
    """What identifies a content folder's current state: its files and their modification times."""
    return tuple(sorted((str(p), p.stat().st_mtime_ns) for p in root.rglob(pattern))) if root.is_dir() else ()


@lru_cache(maxsize=4)
def _load(lessons_root: str, puzzles_root: str, signature: tuple) -> Bundle:
    return content_pkg.require_valid_bundle(lessons_root, puzzles_root)


def load_bundle(lessons_root: str | Path | None = None, puzzles_root: str | Path | None = None) -> Bundle:
    """The validated lessons (default :func:`tutor.content.default_root`) and puzzle sets (default
    :func:`tutor.content.puzzle_sets.default_root`).

    Loaded once per process and folders' state (every test app would otherwise generate every puzzle again).

    Raises:
        InvalidContent: a lesson or a puzzle set has errors (each as ``file:line: message``, as check-content
            prints them).
    """
    lessons = Path(lessons_root) if lessons_root else content_pkg.default_root()
    sets = Path(puzzles_root) if puzzles_root else puzzle_sets_pkg.default_root()
    return _load(str(lessons.resolve()), str(sets.resolve()), _signature(lessons, "*.md") + _signature(sets, "*.toml"))


def load_content(root: str | Path | None = None) -> Content:
    """The validated lessons under ``root`` (default :func:`tutor.content.default_root`), with the bundled puzzle
    sets validated too (:func:`load_bundle`)."""
    return load_bundle(root).lessons


def content() -> Content:
    """The current app's content."""
    return current_app.extensions["tapete.content"]


def bundled_sets() -> PuzzleSets:
    """The puzzle sets the current app loaded when it was created (``puzzles/``, or ``PUZZLES_ROOT``)."""
    return current_app.extensions["tapete.puzzle_sets"]


def puzzle_sets() -> PuzzleSets:
    """The current app's puzzle sets: the bundled ones and the club's uploaded ones (:mod:`tutor.web.club_sets`,
    read again when an admin uploads one); their ``index`` finds a hand-written puzzle by its id."""
    return club_sets.with_club_sets(bundled_sets())


def init_app(app: Flask) -> None:
    """Load and validate the lessons (``LESSONS_ROOT`` or the default folder) and the puzzle sets (``PUZZLES_ROOT``
    or the default folder) for this app.

    Raises:
        InvalidContent: a broken lesson or puzzle set: the app refuses to start.
    """
    bundle = load_bundle(app.config.get("LESSONS_ROOT"), app.config.get("PUZZLES_ROOT"))
    app.extensions["tapete.content"] = bundle.lessons
    app.extensions["tapete.puzzle_sets"] = bundle.puzzle_sets


def rule_url(game: str, anchor: str, _lang: str) -> str:
    """The link of a ``rule:`` link in content: the rules-reference page of this app (language from the session)."""
    return url_for("reglas.page", game=game, _anchor=anchor)


# ---------------------------------------------------------------------------------------------- cards

_CARTAS = re.compile(r'<span class="cartas" role="list" data-cartas="[^"]*">((?:<span [^>]*>[^<]*</span>)*)</span>')
_CARTA = re.compile(r'<span class="carta palo-\w+(?P<rescued> rescatado)?" role="listitem" data-carta="(?P<token>[^"]+)"'
                    r'(?: data-sustituye="(?P<stands>[^"]+)")?')
DECK = {name: views.deck_of(name) for name in GAMES}


def draw_cards(page_html: str, game: str, language: str) -> str:
    """Content HTML with every ``[[...]]`` card list drawn by the pages' own card macro (``_macros.html``).

    Each card keeps its spoken name for screen readers; a comodín standing for a card says which
    (``JK(8H)``: the 8♥ shown under it), and a rescued comodín (``2C*``) lies crosswise.
    """
    card = get_template_attribute("_macros.html", "card")
    deck = DECK[game]

    def one(m: re.Match) -> str:
        drawn = views.card_view(m["token"], deck, language)
        extra = ""
        if m["stands"]:
            stands = views.card_view(m["stands"], deck, language)
            drawn = views.CardView(drawn.token, drawn.rank, drawn.mark, drawn.suit,
                                   _("%(card)s standing for %(other)s", card=drawn.name, other=stands.name))
            extra = (f'<span class="stands {stands.suit}" aria-hidden="true">'
                     f'{html_lib.escape(stands.rank)}{html_lib.escape(stands.mark)}</span>')
        if m["rescued"]:
            drawn = views.CardView(drawn.token, drawn.rank, drawn.mark, drawn.suit,
                                   _("%(card)s (rescued)", card=drawn.name))
        classes = "slot rescued" if m["rescued"] else "slot"
        return f'<span class="{classes}" role="listitem">{card(drawn)}{extra}</span>'

    def cards(m: re.Match) -> str:
        return '<span class="cards" role="list">' + "".join(one(c) for c in _CARTA.finditer(m[1])) + "</span>"

    return _CARTAS.sub(cards, page_html)
