"""Lesson files: ``lessons/<game>/NN-slug.md``, one file per lesson holding both languages (``lessons/README.md``).

Layout of a lesson file::

    +++
    title = { es = "El pozo", en = "The pozo" }
    summary = { es = "...", en = "..." }          # one line for the lessons list
    skills = ["canasta.pozo"]                     # puzzle kinds the lesson trains
    prerequisites = ["canasta/01-cartas"]         # lesson ids (``<game>/<NN-slug>``; same game: ``NN-slug``)
    languages = ["es", "en"]
    +++
    <!-- lang: es -->
    ## Sección ...
    <!-- lang: en -->
    ## Section ...

Each language part is Tapete Markdown (:mod:`tutor.content.markup`). Both parts embed the same puzzles in the same
order (a lesson is completed when its puzzles are answered, whatever the language), link to the rules reference,
and end with a summary section (``## Resumen`` / ``## Summary``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from .frontmatter import key_line, split_front_matter
from .markup import GAMES, LANGS, Parsed, Problem, PuzzleEmbed, Rendered, default_rule_url, parse, render

FILE_NAME = re.compile(r"^(?P<number>\d{2})-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.md$")
LANG_MARKER = re.compile(r"^<!--\s*lang:\s*(?P<lang>[a-z]{2})\s*-->\s*$")
FIELDS = {"title", "summary", "skills", "prerequisites", "languages"}
SUMMARY_HEADING = {"es": "Resumen", "en": "Summary"}
MIN_PUZZLES = 3


@dataclass(frozen=True)
class LessonPart:
    """One language of a lesson: its Markdown, where it starts in the file, and what it holds."""

    lang: str
    markdown: str
    first_line: int
    parsed: Parsed


@dataclass(frozen=True)
class Lesson:
    """A lesson.

    Attributes:
        id: ``"<game>/<NN-slug>"``, e.g. ``"canasta/04-pozo"``.
        game: ``canasta``, ``pinacle`` or ``tresillo`` (the folder).
        number: NN, the lesson's place in its game's course.
        path: the file.
        title, summary: text per language (``{"es": ..., "en": ...}``).
        skills: the puzzle kinds the lesson trains.
        prerequisites: ids of lessons to do first.
        parts: the body per language.
    """

    id: str
    game: str
    number: int
    path: Path
    title: Mapping[str, str]
    summary: Mapping[str, str]
    skills: tuple[str, ...]
    prerequisites: tuple[str, ...]
    parts: Mapping[str, LessonPart]

    @property
    def puzzles(self) -> tuple[PuzzleEmbed, ...]:
        """The embedded puzzles (the same in every language), in order."""
        part = self.parts.get("es") or next(iter(self.parts.values()), None)
        return part.parsed.puzzles if part else ()

    def markdown(self, lang: str) -> str:
        """The body in ``lang`` (Spanish when ``lang`` is missing)."""
        return (self.parts.get(lang) or self.parts["es"]).markdown

    def render(self, lang: str = "es", rule_url=default_rule_url) -> Rendered:
        """The body in ``lang`` as HTML and segments; its :class:`PuzzleEmbed` segments equal :attr:`puzzles`
        in kind, level and seed (``key``), so ``segments`` can be matched to progress by position or key."""
        part = self.parts.get(lang) or self.parts["es"]
        return render(part.markdown, self.game, part.lang, rule_url, part.first_line)


def lesson_id(path: Path) -> str:
    """``lessons/canasta/04-pozo.md`` -> ``"canasta/04-pozo"``."""
    return f"{path.parent.name}/{path.stem}"


def normalise_prerequisite(game: str, ref: str) -> str:
    """A prerequisite as written (``"01-cartas"`` or ``"canasta/01-cartas"``) -> full lesson id."""
    return ref if "/" in ref else f"{game}/{ref}"


def _texts(meta: Mapping[str, Any], key: str, text: str, problems: list[Problem], required: bool) -> dict[str, str]:
    value = meta.get(key)
    line = key_line(text, key)
    if value is None:
        if required:
            problems.append(Problem(1, f"front matter needs {key} = {{ es = \"...\", en = \"...\" }}"))
        return {}
    if not isinstance(value, dict):
        problems.append(Problem(line, f"{key} must be a table of texts per language: {{ es = \"...\", en = \"...\" }}"))
        return {}
    out = {}
    for lang in LANGS:
        v = value.get(lang)
        if not isinstance(v, str) or not v.strip():
            problems.append(Problem(line, f"{key}.{lang} is missing or empty"))
        else:
            out[lang] = v.strip()
    for lang in sorted(set(value) - set(LANGS)):
        problems.append(Problem(line, f"{key}.{lang}: unknown language (use es and en)"))
    return out


def _strings(meta: Mapping[str, Any], key: str, text: str, problems: list[Problem]) -> tuple[str, ...]:
    value = meta.get(key)
    if value is None:
        problems.append(Problem(1, f"front matter needs {key} = [...]"))
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        problems.append(Problem(key_line(text, key), f"{key} must be a list of strings"))
        return ()
    return tuple(value)


def _split_languages(body: str, first_line: int, problems: list[Problem]) -> dict[str, tuple[str, int]]:
    parts: dict[str, tuple[str, int]] = {}
    current, start, buf = None, 0, []

    def close():
        if current is not None:
            parts[current] = ("\n".join(buf), start)

    for i, line in enumerate(body.split("\n")):
        m = LANG_MARKER.match(line.strip())
        file_line = first_line + i + 1
        if m:
            close()
            current, start, buf = m["lang"], file_line, []
            if current not in LANGS:
                problems.append(Problem(file_line, f"unknown language {current!r} (use es and en)"))
            elif current in parts:
                problems.append(Problem(file_line, f"language {current!r} appears twice"))
            continue
        if current is None and line.strip():
            problems.append(Problem(file_line, "text before the first language marker '<!-- lang: es -->'"))
            return {}
        buf.append(line)
    close()
    return parts


def load_lesson(path: Path) -> tuple[Lesson | None, list[Problem]]:
    """Read one lesson file and check what can be checked inside it alone.

    Returns:
        The lesson (``None`` when its front matter cannot be read) and the problems with file line numbers.
        Checks that need other files (prerequisites exist, puzzles generate, rule links resolve) are made by
        :func:`tutor.content.check`.
    """
    problems: list[Problem] = []
    game = path.parent.name
    m = FILE_NAME.match(path.name)
    if game not in GAMES:
        problems.append(Problem(1, f"lessons live in lessons/<game>/ with game one of {', '.join(GAMES)}"))
    if m is None:
        problems.append(Problem(1, "a lesson file is named NN-slug.md (two digits, lower-case words and dashes)"))
    text = path.read_text(encoding="utf-8")
    meta, body, first_line, fm_problems = split_front_matter(text)
    problems += fm_problems
    if meta is None or game not in GAMES or m is None:
        return None, problems
    for key in sorted(set(meta) - FIELDS):
        problems.append(Problem(key_line(text, key), f"unknown front-matter key {key!r} (known: {', '.join(sorted(FIELDS))})"))
    title = _texts(meta, "title", text, problems, required=True)
    summary = _texts(meta, "summary", text, problems, required=False)
    skills = _strings(meta, "skills", text, problems)
    prerequisites = tuple(normalise_prerequisite(game, p) for p in _strings(meta, "prerequisites", text, problems))
    languages = _strings(meta, "languages", text, problems)
    if languages and sorted(languages) != sorted(LANGS):
        problems.append(Problem(key_line(text, "languages"), 'languages must be ["es", "en"]: every lesson is '
                                                             "written in Spanish and English"))
    if not skills and "skills" in meta:
        problems.append(Problem(key_line(text, "skills"), "skills is empty: name the puzzle kinds the lesson trains"))
    raw_parts = _split_languages(body, first_line, problems)
    parts = {}
    for lang, (markdown, start) in raw_parts.items():
        if lang in LANGS:
            parts[lang] = LessonPart(lang, markdown, start, parse(markdown, game, lang, start))
    lesson = Lesson(lesson_id(path), game, int(m["number"]), path, title, summary, skills, prerequisites, parts)
    problems += _check_parts(lesson, first_line)
    return lesson, problems


def _check_parts(lesson: Lesson, first_line: int) -> list[Problem]:
    problems: list[Problem] = []
    for lang in LANGS:
        if lang not in lesson.parts:
            problems.append(Problem(first_line + 1, f"the {lang} part is missing: add '<!-- lang: {lang} -->' and "
                                                    "the lesson in that language"))
    for lang, part in lesson.parts.items():
        p = part.parsed
        problems += p.problems
        end = part.first_line + max(1, part.markdown.count("\n"))
        if len(p.puzzles) < MIN_PUZZLES:
            problems.append(Problem(part.first_line, f"the {lang} part embeds {len(p.puzzles)} puzzle(s); a lesson "
                                                     f"needs at least {MIN_PUZZLES}"))
        if not p.rule_links:
            problems.append(Problem(part.first_line, f"the {lang} part has no link to the rules reference "
                                                     "([text](rule:<game>/<section>))"))
        h2 = [h for h in p.headings if h.level == 2]
        if not h2 or h2[-1].text != SUMMARY_HEADING[lang]:
            problems.append(Problem(h2[-1].line if h2 else end, f"the {lang} part must end with a "
                                                                f"'## {SUMMARY_HEADING[lang]}' section"))
        if any(h.level == 1 for h in p.headings):
            h1 = next(h for h in p.headings if h.level == 1)
            problems.append(Problem(h1.line, "no '#' heading in a lesson: the title comes from the front matter"))
        first_at: dict[tuple[str, int, int], PuzzleEmbed] = {}
        for embed in p.puzzles:
            first = first_at.setdefault(embed.key, embed)
            if first is not embed:
                problems.append(Problem(embed.line, f"puzzle {embed.kind} level={embed.level} seed={embed.seed} is "
                                                    f"embedded twice (first at line {first.line}): embed another one"))
            if lesson.skills and embed.kind not in lesson.skills:
                problems.append(Problem(embed.line, f"puzzle kind {embed.kind} is not among the lesson's skills "
                                                    f"({', '.join(lesson.skills)})"))
            if not embed.kind.startswith(lesson.game + "."):
                problems.append(Problem(embed.line, f"puzzle kind {embed.kind} is not a {lesson.game} kind"))
    es, en = lesson.parts.get("es"), lesson.parts.get("en")
    if es and en and [e.key for e in es.parsed.puzzles] != [e.key for e in en.parsed.puzzles]:
        line = next((b.line for a, b in zip(es.parsed.puzzles, en.parsed.puzzles) if a.key != b.key),
                    en.first_line)
        problems.append(Problem(line, "the es and en parts must embed the same puzzles in the same order "
                                      f"(es: {[e.key for e in es.parsed.puzzles]}, en: {[e.key for e in en.parsed.puzzles]})"))
    return problems
