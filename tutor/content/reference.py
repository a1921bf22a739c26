"""The rules reference for players: one page per game and language, with a stable anchor per section.

Files: ``lessons/reglas/<game>.<lang>.md`` (``canasta.es.md``, ``canasta.en.md``, …). Each starts with a TOML
front matter between ``+++`` lines holding ``title``; every section of ``../shared/rules/<game>.md`` is a heading
that starts with its section sign and number, ``## §8 El pozo``, ``### §8.6 ¿Se puede tomar el pozo?``, and gets
the anchor ``s8`` / ``s8-6`` (:func:`rule_anchor`). Both languages must have the same anchors.

A rule id as the engines cite it (``"canasta §8.6 P6"``, ``"tresillo §13.7"``, ``"rules/pinacle.md §8.2"``)
resolves to ``(game, anchor)`` by its section number; the step after it (``P6``, ``A1``) is kept in the section.
A number that names an item of a numbered list in the rules file (``tresillo §11.5``: item 5 of §11) resolves to
the section holding the list (:data:`~tutor.content.sections.ITEMS`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .frontmatter import split_front_matter
from .markup import GAMES, LANGS, Heading, Parsed, Problem, Rendered, default_rule_url, parse, render, section_anchor
from .sections import ITEMS, SECTIONS, has_section, resolve_section

RULE_ID = re.compile(r"^\s*(?:rules/)?(?P<game>canasta|pinacle|tresillo)(?:\.md)?\s+§(?P<section>\d+(?:\.\d+)*)"
                     r"(?:\s+(?P<step>\S.*?))?\s*$")
"""A rule id: ``<game> §<section>[ <step>]``; the ``rules/<game>.md`` form of the rules files is accepted too."""

class InvalidRuleId(ValueError):
    """A rule id that is not ``<game> §<section>[ <step>]``."""


def rule_anchor(rule_id: str) -> tuple[str, str]:
    """The reference page and anchor of a rule id, for links from explanations.

    Args:
        rule_id: as cited by a :class:`~tutor.rules.base.Reason`: ``"canasta §8.6 P6"``, ``"tresillo §13.7"``,
            ``"pinacle §8.2"`` (also ``"rules/canasta.md §8.6"``).

    Returns:
        ``(game, anchor)``, e.g. ``("canasta", "s8-6")``; the page is ``lessons/reglas/<game>.<lang>.md``.

    Raises:
        InvalidRuleId: the text is not a rule id. Whether the section exists is checked by :func:`has_section`.

    >>> rule_anchor("canasta §8.6 P6")
    ('canasta', 's8-6')
    >>> rule_anchor("tresillo §13.10")
    ('tresillo', 's13-10')
    """
    m = RULE_ID.match(rule_id) if isinstance(rule_id, str) else None
    if m is None:
        raise InvalidRuleId(f"not a rule id: {rule_id!r} (expected '<game> §<section>[ <step>]', "
                            "e.g. 'canasta §8.6 P6')")
    return m["game"], section_anchor(resolve_section(m["game"], m["section"]) or m["section"])


@dataclass(frozen=True)
class ReferencePage:
    """One rules-reference page: a game in a language.

    Attributes:
        game, lang: e.g. ``"canasta"``, ``"es"``.
        path: the file.
        title: from the front matter.
        markdown: the body (after the front matter).
        first_line: lines of the file before the body.
        parsed: headings (with anchors), cards, rule links found in the body.
    """

    game: str
    lang: str
    path: Path
    title: str
    markdown: str
    first_line: int
    parsed: Parsed

    def render(self, rule_url=default_rule_url) -> Rendered:
        """The page as HTML: every ``§`` heading carries its anchor as ``id`` (``<h3 id="s8-6">``)."""
        return render(self.markdown, self.game, self.lang, rule_url, self.first_line)

    @property
    def anchors(self) -> dict[str, Heading]:
        """Anchor -> heading, for every heading of the page."""
        return {h.anchor: h for h in self.parsed.headings}


def reference_path(root: Path, game: str, lang: str) -> Path:
    """Where the reference page of ``game`` in ``lang`` lives under the content root."""
    return root / "reglas" / f"{game}.{lang}.md"


def load_page(path: Path, game: str, lang: str) -> tuple[ReferencePage | None, list[Problem]]:
    """Read one reference page; returns the page (``None`` if unreadable) and its problems (lines in the file)."""
    text = path.read_text(encoding="utf-8")
    meta, body, first_line, problems = split_front_matter(text)
    if meta is None:
        return None, problems
    title = meta.get("title")
    if not isinstance(title, str) or not title.strip():
        problems.append(Problem(1, "front matter needs title = \"...\" (the page title)"))
        title = ""
    for key in sorted(set(meta) - {"title"}):
        problems.append(Problem(1, f"unknown front-matter key {key!r} (a reference page has only title)"))
    parsed = parse(body, game, lang, first_line)
    problems.extend(parsed.problems)
    page = ReferencePage(game, lang, path, title, body, first_line, parsed)
    problems.extend(_check_sections(page))
    return page, problems


def _check_sections(page: ReferencePage) -> list[Problem]:
    problems, seen = [], {}
    for h in page.parsed.headings:
        if h.section is None:
            continue
        if h.section not in SECTIONS[page.game]:
            problems.append(Problem(h.line, f"§{h.section} is not a section of rules/{page.game}.md"))
        if h.section in seen:
            problems.append(Problem(h.line, f"§{h.section} appears twice (first at line {seen[h.section]})"))
        seen.setdefault(h.section, h.line)
    last = page.parsed.headings[-1].line if page.parsed.headings else page.first_line + 1
    for section in SECTIONS[page.game]:
        if section not in seen:
            problems.append(Problem(last, f"missing section §{section} (heading '## §{section} ...'): "
                                          f"every section of rules/{page.game}.md needs an anchor"))
    return problems


__all__ = ["GAMES", "ITEMS", "LANGS", "RULE_ID", "SECTIONS", "InvalidRuleId", "ReferencePage", "has_section", "load_page", "resolve_section",
           "reference_path", "rule_anchor"]
