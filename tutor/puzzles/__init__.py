"""Puzzles generated from the rules engine (issue 4, ``DESIGN.md`` § Puzzles).

A puzzle is a small real table situation — exactly a referee situation of ``referee.md`` — with one question.
Its right answer and its explanation come from :func:`tutor.referee.run` on that situation, so a puzzle and the
referee can never disagree. Kinds are data: a registry of :class:`~tutor.puzzles.kind.Kind` entries, one small
module each, grouped by game (``tutor/puzzles/canasta/``, ``pinacle/``, ``tresillo/``).

>>> from tutor.puzzles import generate, check                      # doctest: +SKIP
>>> p = generate("tresillo.resultado", level=1, seed=7)            # doctest: +SKIP
>>> check(p, "sacada").correct                                     # doctest: +SKIP

Public API: :data:`KINDS`, :func:`get_kind`, :func:`generate`, :func:`check`, :func:`from_id`, :func:`parse_id`,
the values :class:`Puzzle`, :class:`Verdict`, :class:`Mistake`, :class:`PuzzleId`, and the errors
:class:`InvalidAnswer` (malformed answer text), :class:`InvalidPuzzleId`, :class:`UnknownKind`.
"""

from __future__ import annotations

import importlib
from typing import Any

from .base import (LEVELS, InvalidAnswer, InvalidPuzzleId, Mistake, Puzzle, PuzzleId, UnknownKind, Verdict,
                   parse_id)
from .kind import GenerationFailed, Kind

KIND_MODULES = (
    "canasta.valor", "canasta.combinacion", "canasta.pozo", "canasta.salida", "canasta.mano",
    "pinacle.escalera", "pinacle.comodin", "pinacle.especial",
    "tresillo.orden", "tresillo.jugada_legal", "tresillo.resultado", "tresillo.estuches", "tresillo.firmes",
    "tresillo.cobro", "tresillo.plato",
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
        raise UnknownKind(f"unknown puzzle kind {name!r}; known kinds: {', '.join(KINDS)}") from None


def generate(kind: str, level: int, seed: int, house_rules: Any = None) -> Puzzle:
    """The puzzle of ``kind`` for ``level`` (1–3) and ``seed``; deterministic on every machine.

    Raises:
        UnknownKind, ValueError (bad level or seed), GenerationFailed.
    """
    return get_kind(kind).generate(level, seed, house_rules)


def from_id(puzzle_id: str | PuzzleId, house_rules: Any = None) -> Puzzle:
    """Generate the puzzle an id names again (``"canasta.pozo-v1-L2-S12345"``).

    Raises:
        InvalidPuzzleId: malformed id, unknown kind, or a generator version this code does not have.
    """
    pid = parse_id(puzzle_id) if isinstance(puzzle_id, str) else puzzle_id
    if pid.kind not in KINDS:
        raise InvalidPuzzleId(f"puzzle id {pid}: unknown kind {pid.kind!r}")
    kind = KINDS[pid.kind]
    if pid.version != kind.version:
        raise InvalidPuzzleId(f"puzzle id {pid}: {pid.kind} is at generator version {kind.version}, not {pid.version}")
    return kind.generate(pid.level, pid.seed, house_rules)


def check(puzzle: Puzzle, answer: Any) -> Verdict:
    """Judge ``answer`` (text, or a normalised value) to ``puzzle``.

    Raises:
        InvalidAnswer: the text cannot be read as an answer to this puzzle.
    """
    return get_kind(puzzle.kind).check(puzzle, answer)


__all__ = ["KINDS", "LEVELS", "GenerationFailed", "InvalidAnswer", "InvalidPuzzleId", "Kind", "Mistake", "Puzzle",
           "PuzzleId", "UnknownKind", "Verdict", "check", "from_id", "generate", "get_kind", "parse_id"]
