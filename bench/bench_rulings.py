"""Benchmark: every named ruling through the referee, per CPU second on one core (budget >= 5,000 each).

Each ruling of :data:`tutor.referee.RULINGS` decides its own example situation (the one the API's OpenAPI document
and ``docs/rulings.md`` show) through :func:`tutor.referee.run_json`, as the API and ``python -m tutor ruling`` call
it: the situation read from JSON, the engine's decision, the ruling rendered back to JSON. CPU time
(``time.process_time``), median of five chunks, so other processes sharing the machine distort the figure less.
The engine-only benches (``bench_canasta.py``, ``bench_pinacle.py``, ``bench_tresillo_*.py``) time a wider mix of
situations for one ruling each.

    python bench/bench_rulings.py [--seconds 0.1] [--ruling NAME ...]

A plain script, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import referee  # noqa: E402

TARGET = 5_000


def rate(name: str, seconds: float) -> float:
    """Rulings of ``name`` per CPU second on its example situation: the median of five chunks of ``seconds``."""
    example = referee.RULINGS[name].example
    rates = []
    for _ in range(5):
        done, start = 0, time.process_time()
        while (spent := time.process_time() - start) < seconds:
            referee.run_json(name, example)
            done += 1
        rates.append(done / spent)
    return statistics.median(rates)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=0.1, help="CPU seconds per chunk (five chunks a ruling)")
    parser.add_argument("--ruling", action="append", choices=sorted(referee.RULINGS), help="only these rulings")
    args = parser.parse_args()
    names = args.ruling or list(referee.RULINGS)
    print(f"{'ruling':24} {'per CPU second':>14}  target {TARGET:,}")
    below = 0
    for name in names:
        per_second = rate(name, args.seconds)
        below += per_second < TARGET
        print(f"{name:24} {per_second:14,.0f}  {'ok' if per_second >= TARGET else 'BELOW TARGET'}")
    print(f"{len(names) - below} of {len(names)} rulings at or above {TARGET:,} per CPU second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
