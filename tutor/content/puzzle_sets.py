"""Puzzle sets: ``puzzles/*.toml``, named lists of puzzles written by people (``docs/design.md``, Content).

The format is documented, with comments, in ``puzzles/EXAMPLE.toml``. In short::

    title = { es = "El pozo", en = "The pozo" }          # required, both languages
    description = { es = "...", en = "..." }             # optional
    game = "canasta"                                     # canasta, pinacle or tresillo: every kind is of this game

    [[puzzle]]                                           # a fixed puzzle: a kind, a level and a seed ...
    kind = "canasta.pozo"
    level = 2
    seed = 12

    [[puzzle]]                                           # ... or a puzzle id ...
    id = "canasta.pozo-v1-L2-S12"

    [[puzzle]]                                           # ... or a hand-written situation, judged by the referee
    kind = "canasta.pozo"
    level = 3                                            # optional for a situation (default 1)
    [puzzle.situation]
    pozo = ["5S", "2C", "9H", "QD"]
    ...

    [[generate]]                                         # a generated run: count puzzles, seeds first_seed, +1, ...
    kind = "canasta.pozo"
    level = 1
    count = 10
    first_seed = 1                                       # optional (default 1)

A set is named by its file name without ``.toml`` (``puzzles/canasta-pozo.toml`` is the set ``canasta-pozo``): lower
case letters, digits and dashes. Files whose name starts with a capital letter (``EXAMPLE.toml``) document the
format: they are checked like any set but not offered as a set. TOML has no ``null``: a situation field that is
``null`` in ``docs/rulings.md`` is written as the string ``"null"``.

Every problem is a :class:`~tutor.content.ContentError` naming the file and the line (``tomllib`` gives no line
for a value, so the line of the offending ``[[puzzle]]`` entry, or of its key, is found by scanning the text):
an unknown kind, a bad level or seed, a card that is not in the deck, an impossible situation (the referee's
:class:`~tutor.rules.base.InvalidSituation`, at the line of the field it names), a kind of another game.

Pure Python, standard library only (the puzzle layer is imported when puzzles are checked; ``tomli_w`` when a set
is written). Public API:
:func:`load_sets`, :func:`load_set`, :func:`require_valid_sets`, :func:`default_root`, :func:`puzzle_entry`,
:func:`set_toml`, :class:`PuzzleSet`, :class:`SetEntry`, :class:`PuzzleSets`.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from . import ContentError, InvalidContent, _display, bundled_folder
from .markup import GAMES, LANGS

ENV_ROOT = "TAPETE_PUZZLES"
"""Environment variable naming another puzzle-set folder (a club's own sets)."""

SET_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
TOP_KEYS = {"title": "required", "description": "optional", "game": "required", "puzzle": "", "generate": ""}
PUZZLE_KEYS = ("kind", "level", "seed", "id", "situation", "context")
GENERATE_KEYS = ("kind", "level", "count", "first_seed")
MAX_COUNT = 1000
NULL = "null"
"""How a JSON ``null`` is written in a puzzle set (TOML has no null)."""

_TOML_POS = re.compile(r"\(at line (\d+), column \d+\)")
_HEADER = re.compile(r"^\s*\[\[\s*(puzzle|generate)\s*\]\]\s*(#.*)?$")
_TABLE = re.compile(r"^\s*\[")


# ---------------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class SetEntry:
    """One ``[[puzzle]]`` or ``[[generate]]`` entry of a set.

    Attributes:
        line: the file line of its header.
        kind: the puzzle kind.
        level: 1, 2 or 3.
        seeds: the seeds it generates (one for a fixed puzzle, ``count`` for a run; empty for a situation).
        situation: the hand-written referee situation (JSON, nulls restored), or ``None``.
        context: display-only facts for a hand-written situation (``{}`` if none).
        posed_id: the id of the hand-written situation's puzzle, as posing it at load gave it (its digest is of
            the cards as the puzzle layer writes them); ``""`` for seeds, or when the set was read without posing.
        version: the generator version of a puzzle given by id (an earlier version keeps its puzzles), or
            ``None``: the kind's current version.
    """

    line: int
    kind: str
    level: int
    seeds: tuple[int, ...] = ()
    situation: Mapping[str, Any] | None = None
    context: Mapping[str, Any] = field(default_factory=dict)
    posed_id: str = ""
    version: int | None = None

    @property
    def handwritten(self) -> bool:
        return self.situation is not None

    def puzzle_ids(self) -> list[str]:
        """The ids of its puzzles, without generating them."""
        from ..puzzles import KINDS, PuzzleId, situation_digest

        if self.posed_id:
            return [self.posed_id]
        kind = KINDS[self.kind]
        if self.handwritten:
            return [str(PuzzleId(self.kind, kind.handwritten_version, self.level, 0,
                                 situation_digest(self.kind, self.situation, self.context)))]
        version = kind.version if self.version is None else self.version
        return [str(PuzzleId(self.kind, version, self.level, seed)) for seed in self.seeds]

    def puzzles(self, profile: Any = None) -> list:
        """Its puzzles (``tutor.puzzles.Puzzle``), generated or posed now."""
        from .. import puzzles

        if self.handwritten:
            return [puzzles.puzzle_from_situation(self.kind, self.level, self.situation, profile, self.context)]
        return [puzzles.get_kind(self.kind).generate(self.level, seed, profile, self.version)
                for seed in self.seeds]


@dataclass(frozen=True)
class PuzzleSet:
    """A named puzzle set.

    Attributes:
        name: the file name without ``.toml`` (``"canasta-pozo"``).
        path: the file.
        game: ``canasta``, ``pinacle`` or ``tresillo``.
        title, description: text per language (``{"es": ..., "en": ...}``; description may be empty strings).
        entries: fixed puzzles and generated runs, in file order.
    """

    name: str
    path: Path
    game: str
    title: Mapping[str, str]
    description: Mapping[str, str]
    entries: tuple[SetEntry, ...]

    def __len__(self) -> int:
        return sum(1 if e.handwritten else len(e.seeds) for e in self.entries)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds it practises, in order of first appearance."""
        return tuple(dict.fromkeys(e.kind for e in self.entries))

    def puzzle_ids(self) -> list[str]:
        """Every puzzle id, in order (hand-written situations included, as digest ids)."""
        return [pid for e in self.entries for pid in e.puzzle_ids()]

    def puzzles(self, profile: Any = None) -> list:
        """Every puzzle, in order (each generated or posed now)."""
        return [p for e in self.entries for p in e.puzzles(profile)]


@dataclass(frozen=True)
class PuzzleSets:
    """Every set under a folder, with the errors found.

    Attributes:
        root: the folder.
        sets: the sets offered (name -> set), by file name.
        examples: files documenting the format (``EXAMPLE.toml``), checked but not offered.
        errors: every error, as ``file:line: message``.
    """

    root: Path
    sets: Mapping[str, PuzzleSet]
    examples: tuple[PuzzleSet, ...]
    errors: tuple[ContentError, ...]

    @cached_property
    def index(self) -> Mapping[str, SetEntry]:
        """The hand-written puzzles of every set (and example) by id: what ``tutor.puzzles.from_id`` looks a
        ``...-H<digest>`` id up in."""
        return MappingProxyType({pid: e for s in (*self.sets.values(), *self.examples) for e in s.entries
                                 if e.handwritten for pid in e.puzzle_ids()})

    def get(self, name: str) -> PuzzleSet:
        """The set called ``name``; ``KeyError`` (listing the names) if none."""
        try:
            return self.sets[name]
        except KeyError:
            raise KeyError(f"no puzzle set {name!r}; sets: {', '.join(self.sets) or 'none'}") from None

    def summary(self) -> str:
        """One line for ``check-content``."""
        return f"{len(self.sets)} puzzle sets ({sum(len(s) for s in self.sets.values())} puzzles)"


# ---------------------------------------------------------------------------------------------- lines


class _Lines:
    """Finds the file line of a set's keys and entries (``tomllib`` reports none for values)."""

    def __init__(self, text: str):
        self.lines = text.split("\n")
        self.headers: dict[str, list[int]] = {"puzzle": [], "generate": []}
        for i, line in enumerate(self.lines):
            m = _HEADER.match(line)
            if m:
                self.headers[m[1]].append(i)
        for table, found in self.headers.items():
            if not found:  # written inline (``puzzle = [ { id = ... }, ... ]``): each ``{`` line starts an entry
                found += self._inline(table)

    def _inline(self, table: str) -> list[int]:
        """The lines of the inline tables of ``table = [ ... ]`` (TOML keeps an inline table on one line)."""
        opening = re.compile(rf"^\s*{table}\s*=\s*\[")
        start = next((i for i, line in enumerate(self.lines) if opening.match(line)), None)
        found = []
        for i in range(start, len(self.lines)) if start is not None else ():
            text = opening.sub("", self.lines[i]) if i == start else self.lines[i]
            if i > start and (_TABLE.match(text) or text.startswith("]")):
                break
            if text.lstrip().startswith("{"):
                found.append(i)
        return found

    def entry(self, table: str, index: int) -> int:
        """The line (from 1) of the header of the ``index``-th ``[[table]]``; 1 if not written as a header."""
        found = self.headers[table]
        return found[index] + 1 if index < len(found) else 1

    def _region(self, table: str | None, index: int) -> range:
        if table is None:  # the top of the file, before the first table
            end = next((i for i, line in enumerate(self.lines) if _TABLE.match(line)), len(self.lines))
            return range(0, end)
        found = self.headers[table]
        if index >= len(found):
            return range(0)
        start = found[index]
        starts = sorted(h for hs in self.headers.values() for h in hs if h > start)
        return range(start, starts[0] if starts else len(self.lines))

    def key(self, table: str | None, index: int, *keys: str) -> int:
        """The line of the first of ``keys`` set in that entry (``key =``, also inside an inline table or as a
        ``[puzzle.key]`` sub-table), else the entry's header line."""
        region = self._region(table, index)
        for key in keys:
            pattern = re.compile(rf"(^|[{{,\s.\[]){re.escape(key)}\s*(=|\]|\.)")
            for i in region:
                code = self.lines[i].split("#", 1)[0] if '"' not in self.lines[i] else self.lines[i]
                if pattern.search(code):
                    return i + 1
        return self.entry(table, index) if table else 1


# ---------------------------------------------------------------------------------------------- loading


def default_root() -> Path:
    """The puzzle-set folder: ``$TAPETE_PUZZLES`` if set, else ``puzzles/`` beside the ``tutor`` package (a source
    checkout), else ``tutor/puzzle_sets`` inside an installed package (``tutor/puzzles`` is the Python package)."""
    return bundled_folder(ENV_ROOT, "puzzles", "puzzle_sets")


def _restore_nulls(value: Any) -> Any:
    if value == NULL:
        return None
    if isinstance(value, dict):
        return {k: _restore_nulls(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_restore_nulls(v) for v in value]
    return value


def _text_pair(value: Any, key: str, required: bool) -> tuple[dict[str, str], str | None]:
    if value is None and not required:
        return {lang: "" for lang in LANGS}, None
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value[lang].strip()
                                          for lang in LANGS):
        return {}, f"{key} must be a table with both languages, e.g. {key} = {{ es = \"...\", en = \"...\" }}"
    extra = sorted(set(value) - set(LANGS))
    if extra:
        return {}, f"{key}: unknown language(s) {', '.join(extra)} (use {', '.join(LANGS)})"
    return {lang: value[lang] for lang in LANGS}, None


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


class _SetReader:
    """Reads one file's entries, collecting problems as (line, message)."""

    def __init__(self, text: str, layer: Any, profile: Any, generate: bool):
        self.where = _Lines(text)
        self.layer, self.profile, self.generate = layer, profile, generate
        self.problems: list[tuple[int, str]] = []
        self.seen: dict[str, int] = {}

    def problem(self, line: int, message: str) -> None:
        self.problems.append((line, message))

    def read(self, data: dict[str, Any]) -> tuple[dict, list[SetEntry]]:
        for key in data:
            if key not in TOP_KEYS:
                self.problem(self.where.key(None, 0, key), f"unknown key {key!r} (known: {', '.join(TOP_KEYS)})")
        meta: dict[str, Any] = {}
        for key in ("title", "description"):
            meta[key], message = _text_pair(data.get(key), key, TOP_KEYS[key] == "required")
            if message:
                self.problem(self.where.key(None, 0, key), message)
        meta["game"] = data.get("game")
        if meta["game"] not in GAMES:
            self.problem(self.where.key(None, 0, "game"),
                         f"game must be one of {', '.join(GAMES)}, got {meta['game']!r}")
        entries: list[SetEntry] = []
        written = 0
        for table, keys, read in (("puzzle", PUZZLE_KEYS, self._puzzle), ("generate", GENERATE_KEYS, self._run)):
            items = data.get(table, [])
            if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
                self.problem(self.where.key(None, 0, table), f"{table} must be written as [[{table}]] tables")
                continue
            written += len(items)
            for index, item in enumerate(items):
                line = self.where.entry(table, index)
                unknown = [k for k in item if k not in keys]
                if unknown:
                    self.problem(self.where.key(table, index, unknown[0]),
                                 f"[[{table}]]: unknown key {unknown[0]!r} (known: {', '.join(keys)})")
                    continue
                entry = read(item, index, line, meta["game"])
                if entry is not None:
                    entries.append(entry)
        if not written:
            self.problem(1, "a puzzle set needs at least one [[puzzle]] or [[generate]] entry")
        entries.sort(key=lambda e: e.line)
        return meta, entries

    def _kind_level(self, item, table, index, game, level_default=None) -> tuple[str, int] | None:
        kind = item.get("kind")
        if kind not in self.layer.names:
            self.problem(self.where.key(table, index, "kind"),
                         f"unknown puzzle kind {kind!r} (known: {', '.join(self.layer.names)})")
            return None
        if game in GAMES and not kind.startswith(game + "."):
            self.problem(self.where.key(table, index, "kind"), f"{kind} is not a {game} kind (the set's game)")
            return None
        level = item.get("level", level_default)
        if not _whole(level, 1, 3):
            self.problem(self.where.key(table, index, "level"), f"level must be 1, 2 or 3, got {level!r}")
            return None
        return kind, level

    def _puzzle(self, item, index, line, game) -> SetEntry | None:
        ways = [k for k in ("seed", "id", "situation") if k in item]
        if len(ways) != 1:
            self.problem(line, "a [[puzzle]] needs exactly one of seed (with kind and level), id, or situation"
                         + (f"; it has {', '.join(ways)}" if ways else ""))
            return None
        if "id" in item:
            return self._by_id(item, index, line, game)
        if "context" in item and "situation" not in item:
            self.problem(self.where.key("puzzle", index, "context"), "context goes only with a situation")
            return None
        found = self._kind_level(item, "puzzle", index, game, level_default=1 if "situation" in item else None)
        if found is None:
            return None
        kind, level = found
        if "seed" in item:
            return self._seeds(kind, level, (item["seed"],), line, self.where.key("puzzle", index, "seed"))
        return self._situation(item, index, line, kind, level)

    def _by_id(self, item, index, line, game) -> SetEntry | None:
        from ..puzzles import InvalidPuzzleId, parse_id

        if set(item) != {"id"}:
            self.problem(line, "a [[puzzle]] given by id takes no other key (the id names kind, level and seed)")
            return None
        try:
            pid = parse_id(item["id"])
        except InvalidPuzzleId as err:
            self.problem(self.where.key("puzzle", index, "id"), str(err))
            return None
        if pid.digest:
            self.problem(self.where.key("puzzle", index, "id"),
                         f"{pid} names a hand-written situation: write its situation instead")
            return None
        if self._kind_level({"kind": pid.kind, "level": pid.level}, "puzzle", index, game) is None:
            return None
        version = getattr(self.layer.module, "KINDS", {}).get(pid.kind)
        if version is not None and pid.version not in version.versions:
            self.problem(self.where.key("puzzle", index, "id"),
                         f"{pid}: {pid.kind} is at generator version {version.version}, not {pid.version}")
            return None
        current = version is None or pid.version == version.version
        return self._seeds(pid.kind, pid.level, (pid.seed,), line, self.where.key("puzzle", index, "id"),
                           None if current else pid.version)

    def _run(self, item, index, line, game) -> SetEntry | None:
        found = self._kind_level(item, "generate", index, game)
        if found is None:
            return None
        count, first = item.get("count"), item.get("first_seed", 1)
        if not _whole(count, 1, MAX_COUNT):
            self.problem(self.where.key("generate", index, "count"),
                         f"count must be a whole number from 1 to {MAX_COUNT}, got {count!r}")
            return None
        if not _whole(first, 0, 2**63 - 1 - count):
            self.problem(self.where.key("generate", index, "first_seed"),
                         f"first_seed must be a whole number from 0, got {first!r}")
            return None
        return self._seeds(*found, tuple(range(first, first + count)), line, line)

    def _seeds(self, kind, level, seeds, line, seed_line, version=None) -> SetEntry | None:
        for seed in seeds:
            if not _whole(seed, 0, 2**63 - 1):
                self.problem(seed_line, f"seed must be a whole number from 0, got {seed!r}")
                return None
        entry = SetEntry(line, kind, level, tuple(seeds), version=version)
        if self.generate and kind in self.layer.available:
            for seed in seeds:
                message = self.layer.generate_error(kind, level, seed, self.profile)
                if message:
                    self.problem(seed_line, message)
                    return None
        return self._unique(entry)

    def _situation(self, item, index, line, kind, level) -> SetEntry | None:
        situation, context = item["situation"], item.get("context", {})
        if not isinstance(situation, dict) or not isinstance(context, dict):
            bad = "situation" if not isinstance(situation, dict) else "context"
            self.problem(self.where.key("puzzle", index, bad),
                         f"{bad} must be a table of fields ([puzzle.{bad}] or {bad} = {{ ... }})")
            return None
        entry = SetEntry(line, kind, level, situation=_restore_nulls(situation), context=_restore_nulls(context))
        if self.layer.module is None:
            return entry
        from ..rules.base import InvalidSituation

        try:
            posed = self.layer.module.puzzle_from_situation(kind, level, entry.situation, self.profile,
                                                            entry.context)
        except InvalidSituation as err:
            at = self.where.key("puzzle", index, err.field) if err.field else 0
            if at in (0, line):
                at = self.where.key("puzzle", index, "situation")
            self.problem(at, f"impossible situation for {kind}: {err}")
            return None
        except Exception as err:  # any other failure of a kind is this entry's problem, reported, not a crash
            self.problem(line, f"{kind} cannot be asked about this situation: {type(err).__name__}: {err}")
            return None
        return self._unique(replace(entry, posed_id=str(posed.id)))

    def _unique(self, entry: SetEntry) -> SetEntry | None:
        if entry.kind not in getattr(self.layer.module, "KINDS", {}):
            return entry
        for pid in entry.puzzle_ids():
            if pid in self.seen:
                self.problem(entry.line, f"puzzle {pid} is already in this set (line {self.seen[pid]})")
                return None
            self.seen[pid] = entry.line
        return entry


def load_set(path: Path | str, *, profile: Any = None, generate_puzzles: bool = True,
             layer: Any = None) -> tuple[PuzzleSet | None, list[ContentError]]:
    """Read and check one set file.

    Args:
        path: the ``.toml`` file.
        profile: the house-rule profile its puzzles are made under (default: the Reglamento).
        generate_puzzles: generate every puzzle (and pose every situation) to check it.
        layer: the puzzle layer (tests); default :func:`~tutor.content.puzzle_kinds.puzzle_layer`.

    Returns:
        ``(set or None, errors)``: ``None`` when the file has any error.
    """
    path = Path(path)
    shown = _display(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return None, [ContentError(shown, 1, f"cannot read the puzzle set: {err}")]
    return read_set(text, path.stem, shown, path, profile=profile, generate_puzzles=generate_puzzles, layer=layer)


def read_set(text: str, name: str, shown: str, path: Path | None = None, *, profile: Any = None,
             generate_puzzles: bool = True, layer: Any = None) -> tuple[PuzzleSet | None, list[ContentError]]:
    """Read and check one set from its TOML ``text`` (a file's, or an upload's), as :func:`load_set` does.

    Args:
        name: the set's name (a file's stem). shown: the name errors give (``shown:line: message``).
        path: the file, if there is one (``None``: the set is known by ``shown``).

    Returns:
        ``(set or None, errors)``: ``None`` when the text has any error.
    """
    from .puzzle_kinds import puzzle_layer

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        m = _TOML_POS.search(str(err))
        return None, [ContentError(shown, int(m[1]) if m else 1, f"not valid TOML: {err}")]
    reader = _SetReader(text, layer or puzzle_layer(), profile, generate_puzzles)
    meta, entries = reader.read(data)
    if not SET_NAME.match(name) and not name[:1].isupper():
        reader.problem(1, f"set name {name!r} (the file name) must be lower-case letters, digits and dashes")
    errors = sorted(ContentError(shown, line, message) for line, message in reader.problems)
    if errors:
        return None, errors
    return PuzzleSet(name, path or Path(shown), meta["game"], meta["title"], meta["description"], tuple(entries)), []


def load_sets(root: Path | str | None = None, **kwargs: Any) -> PuzzleSets:
    """Read and check every ``*.toml`` set under ``root`` (default :func:`default_root`).

    Keyword arguments go to :func:`load_set`. A missing folder is not an error (a club may have no sets); nothing
    is raised for bad content: see ``errors``.
    """
    root = Path(root) if root is not None else default_root()
    sets: dict[str, PuzzleSet] = {}
    examples: list[PuzzleSet] = []
    errors: list[ContentError] = []
    for path in sorted(root.glob("*.toml")) if root.is_dir() else ():
        found, problems = load_set(path, **kwargs)
        errors += problems
        if found is not None:
            (examples.append(found) if path.stem[:1].isupper() else sets.__setitem__(found.name, found))
    return PuzzleSets(root, sets, tuple(examples), tuple(sorted(errors)))


def require_valid_sets(root: Path | str | None = None, **kwargs: Any) -> PuzzleSets:
    """:func:`load_sets`, raising :class:`~tutor.content.InvalidContent` when any set has an error."""
    loaded = load_sets(root, **kwargs)
    if loaded.errors:
        raise InvalidContent(list(loaded.errors))
    return loaded


# ---------------------------------------------------------------------------------------------- writing


def _nulls_written(value: Any) -> Any:
    """A JSON value with every ``None`` written as ``"null"`` (TOML has no null; :func:`_restore_nulls` reads it
    back) and tuples as lists."""
    if value is None:
        return NULL
    if isinstance(value, Mapping):
        return {str(k): _nulls_written(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_nulls_written(v) for v in value]
    return value


def _level_for(kind: str, ruling: str | None) -> int:
    """The level whose question a saved ruling answers (e.g. ``tresillo.baza`` is level 3 of ``tresillo.orden``)."""
    if ruling is None:
        return 1
    from ..puzzles import get_kind

    k = get_kind(kind)
    for level in (1, 2, 3):
        probe = k.pose and _pose_ruling(k, level)
        if probe == ruling:
            return level
    return 1


def _pose_ruling(kind: Any, level: int) -> str | None:
    """Which ruling a kind's question at ``level`` asks, for the few kinds whose question depends on it."""
    if kind.name == "tresillo.orden":
        return "tresillo.baza" if level == 3 else kind.ruling
    if kind.name == "pinacle.comodin":
        return "pinacle.rescate" if level == 1 else kind.ruling
    return kind.ruling


def puzzle_entry(kind: str, situation: Mapping[str, Any], *, level: int | None = None,
                 context: Mapping[str, Any] | None = None, ruling: str | None = None) -> dict[str, Any]:
    """A fixed puzzle on a hand-written situation as a ``[[puzzle]]`` entry of a set (a table for :func:`set_toml`).

    Used by the web app to save a ruling as a puzzle of a personal set (issue 7); :func:`load_set` reads it back.

    Args:
        kind: the puzzle kind (``"canasta.pozo"``).
        situation: the referee situation (JSON; ``None`` values are written as ``"null"``).
        level: 1-3; default: the level whose question the ``ruling`` answers (1 when ``ruling`` is not given).
        context: display-only facts (optional).
        ruling: the referee ruling the situation was entered for (picks the level when ``level`` is not given).
    """
    entry = {"kind": kind, "level": level if level is not None else _level_for(kind, ruling),
             "situation": _nulls_written(situation)}
    if context:
        entry["context"] = _nulls_written(context)
    return entry


def set_toml(title: Mapping[str, str] | str, game: str, entries: Iterable[Mapping[str, Any]],
             description: Mapping[str, str] | str | None = None) -> str:
    """A whole set file (TOML text, written by ``tomli_w``: valid whatever the titles hold, quotes, newlines and
    control characters included): its header (``title``, optional ``description``, ``game``) and ``entries``
    (each a :func:`puzzle_entry`). A plain string title serves both languages."""
    import tomli_w  # only for writing a set: reading one needs nothing beyond the standard library

    def pair(text):
        return {lang: text for lang in LANGS} if isinstance(text, str) else dict(text)

    document: dict[str, Any] = {"title": pair(title)}
    if description:
        document["description"] = pair(description)
    document["game"] = game
    document["puzzle"] = list(entries)
    return tomli_w.dumps(document)


__all__ = ["ENV_ROOT", "NULL", "PuzzleSet", "PuzzleSets", "SetEntry", "default_root", "load_set", "load_sets",
           "puzzle_entry", "read_set", "require_valid_sets", "set_toml"]
