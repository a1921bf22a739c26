"""Benchmark: ``tresillo.baza`` rulings per second on one core (target >= 50,000).

Run: ``python bench/bench_tresillo_baza.py``. Measures the engine call (:func:`ganador_baza`, a full Ruling with its
reasons) on pre-parsed random tricks, and the JSON adapter path (``run_json``) when the referee registry imports.
"""

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tutor.rules.cartas import BARAJA_ESPANOLA  # noqa: E402
from tutor.rules.tresillo import ganador_baza  # noqa: E402


def tricks(n, seed=1):
    rng = random.Random(seed)
    return [(rng.choice("oceb"), tuple(rng.sample(BARAJA_ESPANOLA, 3))) for _ in range(n)]


def rate(fn, cases, repeat=5):
    best = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        for triunfo, cartas in cases:
            fn(cartas, triunfo)
        best = max(best, len(cases) / (time.perf_counter() - start))
    return best


def main():
    cases = tricks(20_000)
    print(f"tresillo.baza engine (ganador_baza): {rate(ganador_baza, cases):,.0f} rulings/s")
    try:
        from tutor.referee import run_json
    except Exception as err:  # the registry needs every game's modules
        print(f"tresillo.baza run_json: skipped ({type(err).__name__}: {err})")
        return
    json_cases = [(t, [str(c) for c in cs]) for t, cs in cases[:5000]]
    r = rate(lambda cartas, t: run_json("tresillo.baza", {"triunfo": t, "cartas": cartas}), json_cases, repeat=3)
    print(f"tresillo.baza run_json (JSON adapter): {r:,.0f} rulings/s")


if __name__ == "__main__":
    main()
