"""Benchmark: ``pinacle.escalera`` rulings per second on one core (budget >= 5,000).

Run: ``python bench/bench_pinacle.py``. Measures the engine call (:func:`decidir_escalera`, a full Ruling with its
reasons) on pre-parsed random escaleras — complete ones (limpia / semilimpia / sucia, with rescued comodines) and
incomplete ones — and the JSON adapter path (``run_json``) when the referee registry imports.
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tutor.rules.cartas import JOKER, parse_francesa  # noqa: E402
from tutor.rules.pinacle import ORDEN_ESCALERA, decidir_escalera, decidir_especial  # noqa: E402
from bench_canasta import measure, report  # noqa: E402  (the one timing helper of the benchmarks)

PALOS = "SHDC"
COMODINES = [JOKER] + [parse_francesa("2" + p) for p in PALOS]


def escaleras(n, seed=1):
    """Random legal escaleras: (cartas, rescatados)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        palo = rng.choice(PALOS)
        largo = rng.choice((3, 5, 8, 12, 12, 12))
        inicio = rng.randint(0, 12 - largo)
        cartas = [parse_francesa(ORDEN_ESCALERA[inicio + i] + palo) for i in range(largo)]
        pool = rng.sample(COMODINES * 2, 4)  # distinct draws: never more copies than the deck holds
        k = rng.randint(0, min(2, largo - 2))
        for pos, comodin in zip(rng.sample(range(largo), k), pool):
            cartas[pos] = comodin
        rescatados = tuple(pool[k:k + rng.randint(0, 2)])
        out.append((tuple(cartas), rescatados))
    return out


def main():
    cases = escaleras(2_000)
    report("pinacle.escalera engine (decidir_escalera)", measure(lambda c: decidir_escalera(*c), cases))
    sets = [(tuple(parse_francesa(r + p) for p in PALOS for _ in range(2))[:k],) for r in "AKQ7" for k in (3, 6, 7, 8)]
    report("pinacle.especial engine (decidir_especial)", measure(lambda c: decidir_especial(*c), sets))
    try:
        from tutor.referee import run_json
    except Exception as err:  # the registry needs every game's modules
        print(f"pinacle.escalera run_json: skipped ({type(err).__name__}: {err})")
        return
    situations = [{"cartas": [str(c) for c in cartas], "rescatados": [str(c) for c in resc]} for cartas, resc
                  in cases[:500]]
    report("pinacle.escalera JSON adapter (run_json)", measure(lambda s: run_json("pinacle.escalera", s), situations))


if __name__ == "__main__":
    main()
