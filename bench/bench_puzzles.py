"""Benchmark: puzzles generated and checked per second, for each kind, on one core (budget ≥ 2,000 each).

Run ``python bench/bench_puzzles.py`` (``--seconds 0.4`` of CPU per kind and column by default; ``--kind
canasta.pozo`` for one kind; ``--profile KIND`` prints a cProfile of that kind). One operation is what the web app
does for a learner: ``generate(kind, level, seed)`` for a FRESH seed (levels 1, 2, 3 in turn; no seed is ever
generated twice in a run, so nothing is a cached repeat) and ``check(puzzle, text)`` of one answer written as text
(as ``--answer`` or a web form sends it); ``--rules clasica`` makes them under that house-rule profile. Two columns:

* ``right``: the right answer's text (``--key``);
* ``wrong``: a well-formed wrong answer (:func:`wrong_text`: another option, the number plus 5, one card fewer or
  more, the first two cards swapped, the first part changed), so the verdict looks for the puzzle's named mistakes
  (which a right answer never needs).

A kind is ``ok`` when both columns reach the target. CPU time (``time.process_time``), median of five chunks, so
other processes sharing the machine distort the figure less; still, compare runs interleaved and take medians.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import puzzles  # noqa: E402
from tutor.rules.profiles import BUILT_IN  # noqa: E402

TARGET = 2_000


def _wrong(form, right):
    """A well-formed answer value for ``form`` that differs from ``right`` (no known mistake is consulted)."""
    kind = form.kind
    if kind in ("choice", "yes_no"):
        return next(o.id for o in form.options if o.id != right)
    if kind == "number":
        return right + 5
    if kind == "cards":
        return right[:-1] if right else form.among[:1]
    if kind == "card_categories":
        return right[:-1] if right else ((form.among[0], form.categories[0]),)
    if kind == "order":
        return (right[1], right[0]) + tuple(right[2:])
    if kind == "parts":
        return (_wrong(form.parts[0].form, right[0]),) + tuple(right[1:])
    raise ValueError(f"no wrong answer for a {kind} form")


def wrong_text(puzzle) -> str:
    """A well-formed wrong answer to ``puzzle``, as text."""
    return puzzle.form.format(_wrong(puzzle.form, puzzle.answer))


def one(kind: str, i: int, right: bool = True) -> None:
    """Generate one puzzle of ``kind`` (level ``i % 3 + 1``, seed ``i``) and check one answer to it."""
    puzzle = puzzles.generate(kind, i % 3 + 1, i, RULES["profile"])
    verdict = puzzles.check(puzzle, puzzle.answer_text() if right else wrong_text(puzzle))
    if verdict.correct is not right:  # pragma: no cover - a broken kind, not a slow one
        raise AssertionError(f"{puzzle.id}: a {'right' if right else 'wrong'} answer judged {verdict.correct}")


_next_seed = 0
RULES = {"profile": None}
"""The house-rule profile the puzzles are made under (``--rules``; ``None``: the Reglamento)."""


CHUNKS = 5
"""The time per kind and column is split in this many chunks; the median chunk rate is reported (a burst of load
from other processes on a shared machine then spoils one chunk, not the figure)."""


def rate(kind: str, seconds: float, right: bool) -> float:
    """Generate-plus-check operations per CPU second for ``kind`` (median of :data:`CHUNKS` chunks), every
    operation on a seed not used before."""
    global _next_seed
    for i in range(30):  # warm up: imports, per-level tables (seeds far from the measured ones)
        one(kind, 10**12 + i, right)
    rates = []
    for _ in range(CHUNKS):
        n, start = 0, time.process_time()
        while True:
            for _ in range(30):
                one(kind, _next_seed, right)
                _next_seed += 1
                n += 1
            spent = time.process_time() - start
            if spent >= seconds / CHUNKS:
                rates.append(n / spent)
                break
    return statistics.median(rates)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=0.4, help="CPU seconds per kind and column (default 0.4)")
    parser.add_argument("--kind", action="append", help="only this kind (repeatable)")
    parser.add_argument("--profile", metavar="KIND", help="profile KIND over 2,000 puzzles and print the top calls")
    parser.add_argument("--rules", metavar="KEY", choices=list(BUILT_IN), default="reglamento",
                        help="the house-rule profile the puzzles are made under (default reglamento; under another, "
                             "every verdict also asks which settings changed its answer)")
    args = parser.parse_args(argv)
    RULES["profile"] = BUILT_IN[args.rules]
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for i in range(2000):
            one(args.profile, i, right=i % 2 == 0)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        return 0
    kinds = args.kind or list(puzzles.KINDS)
    print(f"{'kind':24} {'right':>10} {'wrong':>10}  per CPU second, target {TARGET:,}")
    slow = 0
    for kind in kinds:
        r, w = rate(kind, args.seconds, True), rate(kind, args.seconds, False)
        slow += min(r, w) < TARGET
        print(f"{kind:24} {r:10,.0f} {w:10,.0f}  {'ok' if min(r, w) >= TARGET else 'BELOW TARGET'}", flush=True)
    print(f"{len(kinds) - slow} of {len(kinds)} kinds at or above {TARGET:,} per second (right and wrong answers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
