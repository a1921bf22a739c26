"""Benchmark: puzzles generated and checked per second, for each kind, on one core (target ≥ 10,000 each).

Run ``python bench/bench_puzzles.py`` (``--seconds 0.5`` per kind by default; ``--kind canasta.pozo`` for one kind;
``--profile KIND`` prints a cProfile of that kind). One operation is what the web app does for a learner:
``generate(kind, level, seed)`` for a fresh seed (levels 1, 2, 3 in turn) and ``check(puzzle, text)`` of the
right answer written as text (as ``--answer`` or a web form sends it). CPU time (``time.process_time``), so other
processes sharing the core do not distort the figure.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import puzzles  # noqa: E402

TARGET = 10_000


def one(kind: str, i: int) -> None:
    """Generate and check one puzzle of ``kind`` (level ``i % 3 + 1``, seed ``i``)."""
    puzzle = puzzles.generate(kind, i % 3 + 1, i)
    verdict = puzzles.check(puzzle, puzzle.answer_text())
    if not verdict.correct:  # pragma: no cover - a broken kind, not a slow one
        raise AssertionError(f"{puzzle.id}: its own answer is judged wrong")


def rate(kind: str, seconds: float) -> float:
    """Generate-plus-check operations per CPU second for ``kind``."""
    for i in range(30):  # warm up: imports, per-level tables
        one(kind, 10_000_000 + i)
    n, start = 0, time.process_time()
    while True:
        for _ in range(50):
            one(kind, n)
            n += 1
        spent = time.process_time() - start
        if spent >= seconds:
            return n / spent


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="CPU seconds per kind (default 0.5)")
    parser.add_argument("--kind", action="append", help="only this kind (repeatable)")
    parser.add_argument("--profile", metavar="KIND", help="profile KIND over 2,000 puzzles and print the top calls")
    args = parser.parse_args(argv)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for i in range(2000):
            one(args.profile, i)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        return 0
    kinds = args.kind or list(puzzles.KINDS)
    print(f"{'kind':24} {'per second':>12}  target {TARGET:,}")
    slow = 0
    for kind in kinds:
        r = rate(kind, args.seconds)
        slow += r < TARGET
        print(f"{kind:24} {r:12,.0f}  {'ok' if r >= TARGET else 'BELOW TARGET'}", flush=True)
    print(f"{len(kinds) - slow} of {len(kinds)} kinds at or above {TARGET:,} per second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
