"""Tapete's Markdown: CommonMark + tables, plus three additions for card-game teaching (``lessons/README.md``).

1. **Cards** — ``[[AS 10H JK]]`` (French deck) or ``[[1e 7o 1b]]`` (Spanish deck): a list of card tokens in the
   notation of ``docs/notation.md``, drawn by the web as cards. A comodín may say what it stands for, ``JK(8H)``, and
   a rescued comodín lying crosswise ends with ``*``: ``JK*``. The deck is the page's game's deck.
2. **Rule links** — ``[el pozo premiado](rule:canasta/8.5)``: a link to a section of the rules reference,
   ``rule:<game>/<section>``. Rendered with the href given by ``rule_url(game, anchor, lang)``.
3. **Embedded puzzles** — a fenced block whose info string is ``puzzle kind=<kind> level=<1-3> seed=<n>`` and whose
   body is empty. Rendered as a placeholder ``<div class="puzzle" ...>`` and as a :class:`PuzzleEmbed` segment, so a
   template can put the puzzle's form in place.

Raw HTML is not allowed in content (it is shown as text); ``<!-- ... -->`` comments are removed before parsing.
Everything here is pure: parsing never raises on bad content, it records :class:`Problem` values with line numbers.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Callable, Sequence

from markdown_it import MarkdownIt
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token

from ..rules.base import InvalidSituation
from ..rules import games
from ..rules.cartas import CartaEspanola, parse_espanola, parse_francesa
from .sections import resolve_section

GAMES = tuple(games.GAMES)
LANGS = ("es", "en")
DECK_OF_GAME = {name: game.deck for name, game in games.GAMES.items()}

_SECTION = r"\d+(?:\.\d+)*"
RULE_HREF = re.compile(rf"^rule:(?P<game>[a-z]+)/(?P<section>{_SECTION})$")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_CARD = re.compile(r"^(?P<card>[^()*\s]+)(?:\((?P<stands>[^()*\s]+)\))?(?P<rescued>\*)?$")
_PUZZLE_PARAM = re.compile(r"^(?P<key>[a-z_]+)=(?P<value>\S+)$")


def section_anchor(section: str) -> str:
    """The anchor of a rules section: ``"8.6"`` -> ``"s8-6"``, ``"13"`` -> ``"s13"``."""
    return "s" + section.replace(".", "-")


def slugify(text: str) -> str:
    """An anchor for a heading without a section number: lower case ASCII-ish words joined by ``-``."""
    table = str.maketrans("áéíóúüñÁÉÍÓÚÜÑ", "aeiouunAEIOUUN")
    words = re.findall(r"[a-z0-9]+", text.translate(table).lower())
    return "-".join(words) or "seccion"


# ---------------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Problem:
    """Something wrong in a piece of content, at a line counted from 1 within the parsed text."""

    line: int
    message: str


@dataclass(frozen=True)
class Card:
    """One card as written in content.

    Attributes:
        token: the canonical card token (``"10H"``, ``"1e"``).
        name: the card's name in the page's language (``"diez de corazones"``), for screen readers and tooltips.
        stands_for: for a comodín written ``JK(8H)``: the canonical token of the card it stands for, else ``None``.
        rescued: ``True`` for a rescued comodín lying crosswise (written ``JK*``).
    """

    token: str
    name: str
    stands_for: str | None = None
    rescued: bool = False

    @property
    def suit(self) -> str | None:
        """The suit letter (``S H D C`` or ``o c e b``), ``None`` for a joker."""
        return None if self.token == "JK" else self.token[-1]

    @property
    def rank(self) -> str:
        """The rank part of the token: ``"10"`` for ``10H``, ``"JK"`` for a joker, ``"12"`` for ``12c``."""
        return self.token if self.token == "JK" else self.token[:-1]


@dataclass(frozen=True)
class CardList:
    """A ``[[...]]`` card list and the line where it is written."""

    cards: tuple[Card, ...]
    line: int


@dataclass(frozen=True)
class RuleLink:
    """A ``rule:<game>/<section>`` link and the line where it is written."""

    game: str
    section: str
    line: int

    @property
    def anchor(self) -> str:
        """``s8-6`` for ``8.6``; a list item (``tresillo/11.5``) links to its section's anchor (``s11``)."""
        return section_anchor(resolve_section(self.game, self.section) or self.section)


@dataclass(frozen=True)
class PuzzleEmbed:
    """An embedded puzzle: kind, level and seed (``generate(level, seed, profile)``), and its line."""

    kind: str
    level: int
    seed: int
    line: int

    @property
    def key(self) -> tuple[str, int, int]:
        """What identifies the puzzle regardless of where it is written."""
        return (self.kind, self.level, self.seed)


@dataclass(frozen=True)
class Heading:
    """A heading: level (2 for ``##``), text, anchor (``s8-6`` for a ``§8.6`` heading) and line."""

    level: int
    text: str
    anchor: str
    section: str | None
    line: int


@dataclass(frozen=True)
class Parsed:
    """What a Markdown text holds, with every problem found while reading it."""

    headings: tuple[Heading, ...]
    cards: tuple[CardList, ...]
    rule_links: tuple[RuleLink, ...]
    puzzles: tuple[PuzzleEmbed, ...]
    problems: tuple[Problem, ...]


@dataclass(frozen=True)
class Rendered:
    """A page rendered to HTML.

    Attributes:
        html: the whole page; each embedded puzzle is a placeholder
            ``<div class="puzzle" data-kind=... data-level=... data-seed=... data-index=...></div>``.
        segments: the same page cut at the puzzles: HTML strings and :class:`PuzzleEmbed` values in order, so a
            template can render each puzzle's form in place (no JavaScript needed).
        headings: the page's headings with their anchors (for a table of contents).
    """

    html: str
    segments: tuple[str | PuzzleEmbed, ...]
    headings: tuple[Heading, ...]


def default_rule_url(game: str, anchor: str, lang: str) -> str:
    """The href of a rules-reference section when the web does not give one: ``/reglas/<game>#<anchor>``."""
    return f"/reglas/{game}#{anchor}"


# ---------------------------------------------------------------------------------------------- cards


def parse_card_list(text: str, game: str, lang: str = "es") -> tuple[tuple[Card, ...], list[str]]:
    """Read the inside of ``[[...]]`` for ``game``'s deck; returns the cards and the error messages (if any)."""
    deck = DECK_OF_GAME.get(game, "francesa")
    parse = parse_espanola if deck == "espanola" else parse_francesa
    cards, errors = [], []
    tokens = text.split()
    if not tokens:
        return (), ["empty card list [[ ]]: write at least one card, e.g. [[AS 10H]]"]
    for token in tokens:
        m = _CARD.match(token)
        if m is None:
            errors.append(f"bad card {token!r} in [[{text}]]: write a card token, optionally CARD(STANDS_FOR) or CARD*")
            continue
        try:
            carta = parse(m["card"])
            stands = str(parse(m["stands"])) if m["stands"] else None
        except InvalidSituation as err:
            errors.append(f"{err} (in [[{text}]], {game} uses the {deck} deck)")
            continue
        wild = not isinstance(carta, CartaEspanola) and carta.es_comodin
        if (stands or m["rescued"]) and not wild:
            errors.append(f"only a comodín (JK or a 2) may say what it stands for or be rescued: {token!r}")
            continue
        cards.append(Card(str(carta), carta.nombre(lang), stands, bool(m["rescued"])))
    return tuple(cards), errors


def _cards_rule(state: StateInline, silent: bool) -> bool:
    src, pos = state.src, state.pos
    if not src.startswith("[[", pos):
        return False
    end = src.find("]]", pos + 2)
    if end < 0 or "\n" in src[pos + 2:end]:
        return False
    if not silent:
        token = state.push("cartas", "span", 0)
        token.content = src[pos + 2:end]
        token.meta = {"offset": pos}
    state.pos = end + 2
    return True


# ---------------------------------------------------------------------------------------------- parsing


def strip_comments(text: str) -> str:
    """Remove ``<!-- ... -->`` comments, keeping their line breaks so line numbers stay right."""
    return _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.inline.ruler.before("link", "cartas", _cards_rule)
    return md


_MD = _markdown()


def _inline_line(block: Token, offset: int) -> int:
    """Line (from 0) of a character offset inside an inline token's content."""
    return (block.map[0] if block.map else 0) + block.content.count("\n", 0, max(offset, 0))


def _parse_puzzle(info: str, line: int, problems: list[Problem]) -> PuzzleEmbed | None:
    params: dict[str, str] = {}
    for word in info.split()[1:]:
        m = _PUZZLE_PARAM.match(word)
        if m is None:
            problems.append(Problem(line, f"bad puzzle parameter {word!r}: write kind=<kind> level=<1-3> seed=<n>"))
            return None
        params[m["key"]] = m["value"]
    unknown = sorted(set(params) - {"kind", "level", "seed"})
    missing = [k for k in ("kind", "level", "seed") if k not in params]
    if unknown or missing:
        what = "; ".join(filter(None, [f"unknown {', '.join(unknown)}" if unknown else "",
                                       f"missing {', '.join(missing)}" if missing else ""]))
        problems.append(Problem(line, f"puzzle block: {what} (write kind=<kind> level=<1-3> seed=<n>)"))
        return None
    level, seed = params["level"], params["seed"]
    if level not in ("1", "2", "3"):
        problems.append(Problem(line, f"puzzle level must be 1, 2 or 3, got {level!r}"))
        return None
    if not seed.isdigit():
        problems.append(Problem(line, f"puzzle seed must be a whole number >= 0, got {seed!r}"))
        return None
    return PuzzleEmbed(params["kind"], int(level), int(seed), line)


def _heading(tokens: Sequence[Token], i: int, used: set[str]) -> Heading:
    inline = tokens[i + 1]
    text = inline.content.strip()
    m = re.match(rf"^§(?P<section>{_SECTION})\b", text)
    section = m["section"] if m else None
    anchor = section_anchor(section) if section else slugify(text)
    base, n = anchor, 2
    while anchor in used:  # repeated headings get -2, -3 …; section anchors are checked for duplicates elsewhere
        anchor, n = f"{base}-{n}", n + 1
    used.add(anchor)
    return Heading(int(tokens[i].tag[1]), text, anchor, section, (tokens[i].map or [0])[0] + 1)


def _walk(tokens: list[Token], game: str, lang: str, first_line: int):
    """Read a token stream: annotate tokens (anchors, cards, rule links) and collect what the page holds."""
    headings, cards, links, puzzles, problems = [], [], [], [], []
    used: set[str] = set()
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open":
            h = _heading(tokens, i, used)
            h = Heading(h.level, h.text, h.anchor, h.section, h.line + first_line)
            tok.attrSet("id", h.anchor)
            headings.append(h)
        elif tok.type == "fence":
            line = (tok.map or [0])[0] + 1 + first_line
            if tok.info.split()[:1] == ["puzzle"]:
                if tok.content.strip():
                    problems.append(Problem(line, "a puzzle block must be empty: put its parameters on the ``` line"))
                embed = _parse_puzzle(tok.info, line, problems)
                tok.meta = {"puzzle": embed}
                if embed:
                    puzzles.append(embed)
        elif tok.type == "inline":
            for child in tok.children or []:
                if child.type == "cartas":
                    line = _inline_line(tok, child.meta["offset"]) + 1 + first_line
                    parsed, errors = parse_card_list(child.content, game, lang)
                    problems.extend(Problem(line, e) for e in errors)
                    child.meta = {**child.meta, "cards": parsed}
                    if parsed and not errors:
                        cards.append(CardList(parsed, line))
                elif child.type == "link_open" and str(child.attrGet("href") or "").startswith("rule:"):
                    href = str(child.attrGet("href"))
                    line = _inline_line(tok, tok.content.find("(" + href)) + 1 + first_line
                    m = RULE_HREF.match(href)
                    if m is None:
                        problems.append(Problem(line, f"bad rule link {href!r}: write rule:<game>/<section>, "
                                                      "e.g. rule:canasta/8.6"))
                        continue
                    child.meta = {"rule": RuleLink(m["game"], m["section"], line)}
                    links.append(child.meta["rule"])
    return headings, cards, links, puzzles, problems


def parse(text: str, game: str, lang: str = "es", first_line: int = 0) -> Parsed:
    """Read a Markdown text of ``game`` (comments already stripped or not).

    Args:
        text: the Markdown.
        game: ``canasta``, ``pinacle`` or ``tresillo`` (chooses the deck for cards).
        lang: ``es`` or ``en`` (card names).
        first_line: how many lines of the file come before ``text`` (so problems carry file line numbers).

    Returns:
        :class:`Parsed`; nothing is raised for bad content.
    """
    tokens = _MD.parse(strip_comments(text))
    headings, cards, links, puzzles, problems = _walk(tokens, game, lang, first_line)
    return Parsed(tuple(headings), tuple(cards), tuple(links), tuple(puzzles), tuple(problems))


# ---------------------------------------------------------------------------------------------- rendering


def _card_html(card: Card, lang: str) -> str:
    label = card.name
    if card.stands_for:
        label += (" en lugar de " if lang == "es" else " standing for ") + card.stands_for
    if card.rescued:
        label += " (rescatado)" if lang == "es" else " (rescued)"
    suit = card.suit or "joker"
    classes = f"carta palo-{suit}" + (" rescatado" if card.rescued else "")
    attrs = f' data-carta="{card.token}"'
    if card.stands_for:
        attrs += f' data-sustituye="{card.stands_for}"'
    text = "JK" if card.token == "JK" else card.rank + (_SUITS.get(suit, suit))
    if card.stands_for:
        text += f"({card.stands_for})"
    return (f'<span class="{classes}" role="listitem"{attrs} title="{html.escape(label)}" '
            f'aria-label="{html.escape(label)}">{html.escape(text)}</span>')


_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
HOUSE_RULE_MARKERS = ("**Regla de la casa**", "**House rule**")
"""A quote starting with one of these is a house-rule note: rendered ``<blockquote class="regla-casa">``."""


def _render_cartas(self, tokens, idx, options, env) -> str:
    child = tokens[idx]
    cards = child.meta.get("cards") or ()
    if not cards:
        return f'<span class="cartas error">[[{html.escape(child.content)}]]</span>'
    lang = env.get("lang", "es")
    return (f'<span class="cartas" role="list" data-cartas="{" ".join(c.token for c in cards)}">'
            + "".join(_card_html(c, lang) for c in cards) + "</span>")


def _render_fence(self, tokens, idx, options, env) -> str:
    embed = tokens[idx].meta.get("puzzle") if tokens[idx].meta else None
    if embed is None:
        return _DEFAULT_FENCE(tokens, idx, options, env)
    return _placeholder(embed, env["puzzles"].index(embed))


def _placeholder(embed: PuzzleEmbed, index: int) -> str:
    return (f'<div class="puzzle" data-kind="{html.escape(embed.kind)}" data-level="{embed.level}" '
            f'data-seed="{embed.seed}" data-index="{index}"></div>\n')


_DEFAULT_FENCE = _MD.renderer.rules["fence"]
_MD.add_render_rule("cartas", _render_cartas)
_MD.add_render_rule("fence", _render_fence)


def render(text: str, game: str, lang: str = "es",
           rule_url: Callable[[str, str, str], str] = default_rule_url, first_line: int = 0) -> Rendered:
    """Render Tapete Markdown to HTML (see the module docstring for the syntax).

    Args:
        text: the Markdown of one page in one language.
        game: the page's game (deck of its cards).
        lang: ``es`` or ``en``.
        rule_url: ``(game, anchor, lang) -> href`` for ``rule:`` links.
        first_line: lines of the file before ``text`` (so the :class:`PuzzleEmbed` segments equal the ones
            :func:`parse` gives for the same file, lines included).

    Returns:
        :class:`Rendered`. Cards become ``<span class="cartas" role="list" data-cartas="AS 10H">`` holding one
        ``<span class="carta palo-H" data-carta="10H" ...>`` per card; rule links get ``class="regla"`` and
        ``data-regla="canasta §8.6"``; headings get ``id`` anchors; house-rule notes are
        ``<blockquote class="regla-casa">``.
    """
    tokens = _MD.parse(strip_comments(text))
    headings, _cards, links, puzzles, _problems = _walk(tokens, game, lang, first_line)
    for tok in tokens:
        for child in tok.children or []:
            link = child.meta.get("rule") if child.type == "link_open" and child.meta else None
            if link is not None:
                child.attrSet("href", rule_url(link.game, link.anchor, lang))
                child.attrSet("class", "regla")
                child.attrSet("data-regla", f"{link.game} §{link.section}")
    for i, tok in enumerate(tokens[:-2]):
        if tok.type == "blockquote_open" and tokens[i + 2].content.startswith(HOUSE_RULE_MARKERS):
            tok.attrSet("class", "regla-casa")
    page = _MD.renderer.render(tokens, _MD.options, {"lang": lang, "puzzles": puzzles})
    segments: list[str | PuzzleEmbed] = []
    rest = page
    for index, embed in enumerate(puzzles):
        before, _, rest = rest.partition(_placeholder(embed, index))
        segments += [before, embed]
    segments.append(rest)
    return Rendered(page, tuple(s for s in segments if s != ""), tuple(headings))
