"""Puzzles generated from the rules engine (issue 4, ``docs/design.md`` § Puzzles).

A puzzle is a small real table situation — exactly a referee situation of ``docs/rulings.md`` — with one question.
Its right answer and its explanation come from :func:`tutor.referee.run` on that situation, so a puzzle and the
referee can never disagree. Kinds are data: a registry of :class:`~tutor.puzzles.kind.Kind` entries, one small
module each, grouped by game (``tutor/puzzles/canasta/``, ``pinacle/``, ``tresillo/``).

>>> from tutor.puzzles import generate, check                      # doctest: +SKIP
>>> p = generate("tresillo.resultado", level=1, seed=7)            # doctest: +SKIP
>>> check(p, "sacada").correct                                     # doctest: +SKIP

A puzzle can also be posed on a hand-written situation (a puzzle set's fixed puzzle, a ruling saved from the
referee): :func:`puzzle_from_situation`; its answer still comes from the referee, and its id holds a digest of the
situation (``"canasta.pozo-v1-L2-H3f9a0c21b7de"``). :func:`from_id` resolves such an id through an index the caller
gives (id -> the situation): the bundled sets' (``tutor.content.puzzle_sets``), a learner's saved puzzles
(``tutor.progress.personal_sets``). The puzzle layer keeps no record of what it posed, so any worker or thread
finds a puzzle the same way, and nothing grows while the server runs.

Public API: :data:`KINDS`, :func:`get_kind`, :func:`generate`, :func:`puzzle_from_situation`, :func:`check`,
:func:`from_id`, :func:`parse_id`,
the values :class:`Puzzle`, :class:`Verdict`, :class:`Mistake`, :class:`PuzzleId`, and the errors
:class:`InvalidAnswer` (malformed answer text), :class:`InvalidPuzzleId`, :class:`UnknownKind`.
"""

from __future__ import annotations

import importlib
from dataclasses import replace
from typing import Any, Mapping, Protocol

from .base import (LEVELS, InvalidAnswer, InvalidPuzzleId, Mistake, Puzzle, PuzzleId, UnknownKind, Verdict,
                   parse_id, situation_digest)
from .kind import GenerationFailed, Kind
from ..rules.base import shown
from ..rules.profiles import REGLAMENTO, Profile, UnknownProfile, find_profile

KIND_MODULES = (
    "canasta.valor", "canasta.combinacion", "canasta.pozo", "canasta.salida", "canasta.mano", "canasta.robo",
    "pinacle.escalera", "pinacle.comodin", "pinacle.especial", "pinacle.jugada",
    "tresillo.orden", "tresillo.jugada_legal", "tresillo.resultado", "tresillo.estuches", "tresillo.firmes",
    "tresillo.cobro", "tresillo.plato", "tresillo.lances",
)
"""Every kind, in teaching order; each names the module ``tutor.puzzles.<game>.<kind>`` defining ``KIND``."""


def _load() -> dict[str, Kind]:
    kinds = {}
    for name in KIND_MODULES:
        kind = importlib.import_module(f"{__name__}.{name}").KIND
        if kind.name != name:
            raise ImportError(f"tutor.puzzles.{name} defines the kind {kind.name!r}")
        kinds[name] = kind
    return kinds


KINDS: dict[str, Kind] = _load()
"""Every available kind by name, in teaching order."""


def get_kind(name: str) -> Kind:
    """The kind called ``name``.

    Raises:
        UnknownKind: no such kind; the message lists the known ones.
    """
    try:
        return KINDS[name]
    except KeyError:
        raise UnknownKind(f"unknown puzzle kind {name!r}; known kinds: {', '.join(KINDS)}",
                          es=f"no existe el tipo de ejercicio {shown(name)}; los tipos son: "
                             f"{', '.join(KINDS)}") from None


def generate(kind: str, level: int, seed: int, profile: Profile | None = None) -> Puzzle:
    """The puzzle of ``kind`` for ``level`` (1–3) and ``seed`` under the house-rule ``profile`` (``None``: the
    Reglamento); deterministic on every machine. A profile other than the Reglamento ends the id with its key
    (``canasta.pozo-v2-L3-S7-Pclasica``).

    Raises:
        UnknownKind, ValueError (bad level or seed), GenerationFailed.
    """
    return get_kind(kind).generate(level, seed, profile)


def puzzle_from_situation(kind: str, level: int, situation: Any, profile: Profile | None = None,
                          context: Any = None) -> Puzzle:
    """The question of ``kind`` about a hand-written ``situation`` (a referee situation, plain JSON).

    The answer and the explanation come from the referee's ruling on that very situation, as for a generated
    puzzle; the id holds the situation's digest, e.g. ``"canasta.pozo-v1-L2-H3f9a0c21b7de"``, and :func:`from_id`
    finds the puzzle again given an index that holds the situation under that id.

    Args:
        kind: a kind name (``"canasta.pozo"``).
        level: 1, 2 or 3.
        situation: the fields of the kind's ruling (``docs/rulings.md``).
        profile: the house-rule profile in force (``None``: the Reglamento); another profile's key ends the id.
        context: display-only facts some kinds show (``canasta.salida``: ``debajo_del_pozo``, ``treses_rojos``;
            ``pinacle.comodin`` level 1: ``combinacion``, the trío on the table).

    Raises:
        UnknownKind; ValueError (bad level); InvalidSituation (the referee refuses the situation, with ``field``
        when it knows which, or the kind cannot ask its question about it).
    """
    return get_kind(kind).from_situation(level, situation, profile, context)


class Handwritten(Protocol):
    """What an index of hand-written puzzles holds under an id: the situation and its display-only context
    (a puzzle set's :class:`~tutor.content.puzzle_sets.SetEntry`, a saved
    :class:`~tutor.progress.personal_sets.PersonalPuzzle`)."""

    situation: Mapping[str, Any]
    context: Mapping[str, Any]


def from_id(puzzle_id: str | PuzzleId, index: Mapping[str, Handwritten] | None = None,
            profiles: Mapping[str, Profile] | None = None) -> Puzzle:
    """Generate the puzzle an id names again (``"canasta.pozo-v1-L2-S12345"``), or pose again the hand-written
    situation ``index`` holds under a digest id (``"canasta.pozo-v1-L2-H3f9a0c21b7de"``), under the house-rule
    profile the id names (``...-Pclasica``; none: the Reglamento), so an id shows the same puzzle whatever profile a
    club uses today.

    Args:
        puzzle_id: the id, as text or parsed.
        index: id text -> :class:`Handwritten`, where hand-written ids are looked up (one ``get``; ``None``: none).
            A hand-written id is looked up without its ``-P`` part (a set holds the situation once).
        profiles: profile key -> :class:`~tutor.rules.profiles.Profile` beyond the built-in ones (a club's saved
            profiles, ``club_3``); the built-in keys always resolve to the built-in profiles.

    Raises:
        InvalidPuzzleId: malformed id, unknown kind, a generator version this code does not have, an unknown
            profile key, or a hand-written id that ``index`` does not hold (or holds a situation with another
            digest).
    """
    pid = parse_id(puzzle_id) if isinstance(puzzle_id, str) else puzzle_id
    if pid.kind not in KINDS:
        raise InvalidPuzzleId(f"puzzle id {pid}: unknown kind {pid.kind!r}",
                              es=f"id de ejercicio {pid}: no existe el tipo {shown(pid.kind)}")
    kind = KINDS[pid.kind]
    if pid.version not in kind.versions:
        raise InvalidPuzzleId(f"puzzle id {pid}: {pid.kind} is at generator version {kind.version}, "
                              f"not {pid.version}",
                              es=f"id de ejercicio {pid}: el generador de {pid.kind} está en la versión "
                                 f"{kind.version}, pero el id dice {pid.version}")
    try:
        profile = find_profile(pid.profile or REGLAMENTO.key, profiles)
    except UnknownProfile as err:
        raise InvalidPuzzleId(f"puzzle id {pid}: {err}", es=f"id de ejercicio {pid}: {err.es}") from None
    if not pid.digest:
        return kind.generate(pid.level, pid.seed, profile, pid.version)
    entry = index.get(str(replace(pid, profile=""))) if index is not None else None
    puzzle = kind.from_situation(pid.level, entry.situation, profile, entry.context) if entry else None
    if puzzle is None or puzzle.id != pid:
        raise InvalidPuzzleId(f"puzzle id {pid}: a hand-written situation found in none of the puzzle sets searched",
                              es=f"id de ejercicio {pid}: una situación escrita a mano que no está en ninguna de "
                                 f"las colecciones consultadas")
    return puzzle


def check(puzzle: Puzzle, answer: Any) -> Verdict:
    """Judge ``answer`` (text, or a normalised value) to ``puzzle``.

    Raises:
        InvalidAnswer: the text cannot be read as an answer to this puzzle.
    """
    return get_kind(puzzle.kind).check(puzzle, answer)


__all__ = ["KINDS", "LEVELS", "GenerationFailed", "Handwritten", "InvalidAnswer", "InvalidPuzzleId", "Kind", "Mistake", "Puzzle",
           "PuzzleId", "UnknownKind", "Verdict", "check", "from_id", "generate", "get_kind", "parse_id",
           "puzzle_from_situation", "situation_digest"]
