"""Benchmark: Canasta pozo rulings per second on one core (``rules/canasta.md §8.6``; budget >= 5,000).

Measures the engine call :func:`tutor.rules.canasta.decidir_pozo` on the worked decisions D1–D14 of §8.8 (cards
parsed beforehand, as the referee does once per request), and, for reference, the same through the JSON adapter
when the referee registry imports.

    python bench/bench_canasta.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.rules.canasta import decidir_pozo  # noqa: E402
from tutor.rules.cartas import FRANCESA, parse_cartas  # noqa: E402

# (pozo, primera_toma_hecha, salida_hecha, puntuacion, mano, combinaciones): §8.8 D1–D14
SITUACIONES = [
    ("5S 9D", False, True, 600, "9C 9H", ["QS QH QD"]),
    ("5S 9D", False, True, 600, "9C JK", ["QS QH QD"]),
    ("6H 9D", True, True, 600, "KS 5C", ["9S 9H 2C"]),
    ("2C 6H 4D 9D", True, True, 600, "9C JK", ["9S 9H 2C"]),
    ("5S 7D JK", True, True, 600, "KS KH", ["QS QH QD"]),
    ("AS AH 8D 9H 3C", True, True, 600, "QS QH", ["KS KH KD"]),
    ("5S 7H", True, True, 600, "JK 2D", ["QS QH QD"]),
    ("5S KS", False, False, 1800, "KC KD AH AS AC", []),
    ("AS AS AH AH KS", False, False, 1800, "KC KD 7H 7S 7C", []),
    ("6C 2H 5H", True, True, 600, "5C JK", ["KS KH KD"]),
    ("6C 2H 5H", True, True, 600, "5C 5D", ["KS KH KD"]),
    ("3H 2S 8S", False, False, 0, "8D JK QS QH QD", []),
    ("5S KH", True, False, 600, "KS JK", []),
    ("5S QH", False, False, 600, "QS QD JK", []),
]


def _parsed():
    def c(text):
        return parse_cartas(text, FRANCESA)

    return [(c(p), a, b, s, c(m), tuple(c(x) for x in combs)) for p, a, b, s, m, combs in SITUACIONES]


def measure(call, items, repeats: int = 7, seconds: float = 0.3) -> tuple[float, float]:
    """Rulings per second of CPU time for ``call(item)`` over ``items``: ``(best, median)`` of ``repeats`` runs.

    Honest figures on a shared machine: pinned to one core, process CPU time (other processes do not count),
    a warm-up pass first, and each run long enough (``seconds``) to swamp the timer's resolution.
    """
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    for item in items:  # warm-up: imports, caches, first-call costs
        call(item)
    rates = []
    for _ in range(repeats):
        n, start = 0, time.process_time()
        while True:
            for item in items:
                call(item)
            n += len(items)
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                break
        rates.append(n / elapsed)
    return max(rates), statistics.median(rates)


def report(label: str, rates: tuple[float, float]) -> None:
    print(f"{label}: best {rates[0]:,.0f} / median {rates[1]:,.0f} rulings/s (CPU time, one core)")


def main() -> None:
    items = _parsed()
    report("canasta.pozo engine (decidir_pozo, D1-D14)", measure(lambda s: decidir_pozo(*s), items))
    try:
        from tutor.referee import run_json
    except Exception as err:  # the registry imports every game; another game may be unfinished
        print(f"canasta.pozo JSON adapter: not measured ({type(err).__name__}: {err})")
        return
    situaciones = [{"pozo": p, "primera_toma_hecha": a, "salida_hecha": b, "puntuacion": s, "mano": m,
                    "combinaciones": [x.split() for x in combs]} for p, a, b, s, m, combs in SITUACIONES]
    report("canasta.pozo JSON adapter (run_json)", measure(lambda s: run_json("canasta.pozo", s), situaciones))


if __name__ == "__main__":
    main()
