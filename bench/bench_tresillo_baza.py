"""Benchmark: ``tresillo.baza`` rulings per second on one core (budget: at least 5,000 per CPU second through the referee).

Run: ``python bench/bench_tresillo_baza.py``. Measures the engine call (:func:`ganador_baza`, a full Ruling with its
reasons) on pre-parsed random tricks, and the JSON adapter path (``run_json``) when the referee registry imports.
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tutor.rules.cartas import BARAJA_ESPANOLA  # noqa: E402
from tutor.rules.tresillo import ganador_baza  # noqa: E402
from bench_canasta import measure, report  # noqa: E402  (the one timing helper of the benchmarks)


def tricks(n, seed=1):
    rng = random.Random(seed)
    return [(rng.choice("oceb"), tuple(rng.sample(BARAJA_ESPANOLA, 3))) for _ in range(n)]


def main():
    cases = tricks(2_000)
    report("tresillo.baza engine (ganador_baza)", measure(lambda c: ganador_baza(c[1], c[0]), cases))
    try:
        from tutor.referee import run_json
    except Exception as err:  # the registry needs every game's modules
        print(f"tresillo.baza run_json: skipped ({type(err).__name__}: {err})")
        return
    situations = [{"triunfo": t, "cartas": [str(c) for c in cs]} for t, cs in cases[:500]]
    report("tresillo.baza JSON adapter (run_json)", measure(lambda s: run_json("tresillo.baza", s), situations))


if __name__ == "__main__":
    main()
