"""Every puzzle id keeps showing the same puzzle: a fingerprint of 1,000 seeds × 3 levels of every version of every
kind, held against ``tests/golden/puzzle_fingerprints.json``.

A fingerprint is the SHA-256 of each puzzle's situation, context and right answer (the JSON of its prompt and its
answer key), in seed order. Stored attempts, lessons and puzzle sets name puzzles by id, so a change to what a seed
gives must come with a new generator version (``Kind.earlier_builds`` keeps the old one), never in place.
Question wording is left out: texts may be reworded without a new version. An answer code renamed since (the old
code still read as an alias of the new, so stored attempts keep their verdicts) is hashed under its recorded code:
:data:`RENAMED_CODES`.

To record a new version's fingerprint (and only then): ``python tests/test_puzzle_fingerprints.py``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from tutor.puzzles import KINDS

GOLDEN = Path(__file__).parent / "golden" / "puzzle_fingerprints.json"
SEEDS = range(1000)
LEVELS = (1, 2, 3)
RENAMED_CODES = {"tresillo.lances": {"paso": "solo_paso"}}
"""Kind -> {answer code: the code it had when the fingerprints were recorded}. Only a choice's option id renamed
with the old id kept as its alias belongs here: the puzzle and its answer are the same, only the code's spelling
changed."""


def fingerprint(kind: str, version: int, level: int) -> str:
    """The SHA-256 (hex) of the situations, contexts and answers of ``SEEDS`` at ``level`` of one kind version."""
    digest = hashlib.sha256()
    renamed = RENAMED_CODES.get(kind, {})
    for seed in SEEDS:
        puzzle = KINDS[kind].generate(level, seed, version=version)
        answer = renamed.get(puzzle.answer, puzzle.answer) if isinstance(puzzle.answer, str) else puzzle.answer
        shown = {"situation": puzzle.situation_json(), "context": puzzle.prompt("es")["context"], "answer": answer}
        digest.update(json.dumps(shown, sort_keys=True, ensure_ascii=False, default=str).encode())
    return digest.hexdigest()


def test_a_renamed_code_is_still_read_as_its_new_code():
    for kind, codes in RENAMED_CODES.items():
        form = KINDS[kind].generate(1, 0).form
        assert all(form.parse(old) == new for new, old in codes.items()), kind


def cases() -> list[tuple[str, int, int]]:
    return [(kind, version, level) for kind in sorted(KINDS) for version in KINDS[kind].versions
            for level in LEVELS]


@pytest.mark.parametrize("kind,version,level", cases(), ids=lambda v: str(v))
def test_a_puzzle_id_keeps_showing_the_same_puzzle(kind, version, level):
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))
    key = f"{kind}-v{version}-L{level}"
    assert key in recorded, f"{key} has no recorded fingerprint: record it once (see this module's docstring)"
    assert fingerprint(kind, version, level) == recorded[key], (
        f"{key}: seeds now give other puzzles; a changed generator needs a new version (Kind.earlier_builds)")


if __name__ == "__main__":  # record the fingerprints of versions not yet recorded; never rewrites one
    known = json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}
    for kind, version, level in cases():
        known.setdefault(f"{kind}-v{version}-L{level}", fingerprint(kind, version, level))
    GOLDEN.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    sys.exit(0)
