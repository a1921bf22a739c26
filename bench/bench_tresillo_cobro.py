"""Benchmark: ``tresillo.cobro`` rulings per second on one core (target ≥ 50,000 on the engine call).

Run ``python bench/bench_tresillo_cobro.py``. It times, over a mix of worked situations of ``rules/tresillo.md §13``
(won, puesta, codillo, solo codillo, rendida, defended, both cases, favor and sencillo):

* the engine call: build the Trato and Plato and call :func:`tutor.rules.tresillo.contabilidad.cobro`;
* the JSON adapter: :func:`tutor.referee.run_json` from a situation dict (field reading and rendering included).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.rules.tresillo.contabilidad import Trato, cobro  # noqa: E402
from tutor.rules.tresillo.plato import Plato  # noqa: E402
from tutor.rules.tresillo.settings import TresilloHouseRules  # noqa: E402

CASES = [  # (Trato kwargs, Plato args)
    (dict(lance="entrada", favor=False, bazas=(6, 2, 1), estuches=4, primeras="jugador"), (15, "ninguna", ())),
    (dict(lance="vuelta", favor=True, bazas=(5, 2, 2)), (15, "ninguna", ())),
    (dict(lance="solo", favor=False, bazas=(7, 1, 1), primeras="jugador"), (65, "reservada", (40,))),
    (dict(lance="entrada", favor=False, bazas=(4, 4, 1), estuches=3, primeras="contras"), (10, "ninguna", ())),
    (dict(lance="vuelta", favor=False, bazas=(3, 5, 1)), (10, "ninguna", ())),
    (dict(lance="entrada", favor=True, bazas=(2, 2, 5), estuches=3), (70, "reservada", ())),
    (dict(lance="solo", favor=True, bazas=(3, 5, 1)), (70, "reservada", ())),
    (dict(lance="vuelta", favor=False, bazas=(3, 3, 3)), (45, "primera", ())),
    (dict(lance="entrada", favor=False, bazas=(1, 1, 1), estuches=3, rendida=True), (25, "ninguna", ())),
    (dict(lance="entrada", favor=False, bazas=(3, 2, 4), rendida=True, defendida_por="contra_a"), (25, "ninguna", ())),
]


def _json_situation(kw: dict, plato: tuple) -> dict:
    j, a, b = kw["bazas"]
    s = {"lance": kw["lance"], "favor": kw["favor"], "plato": {"tantos": plato[0], "puesta": plato[1]},
         "bazas": {"jugador": j, "contra_a": a, "contra_b": b}, "estuches": kw.get("estuches", 0),
         "contraestuche": kw.get("contraestuche", 0), "primeras": kw.get("primeras"), "cartulina": list(plato[2])}
    if kw.get("rendida"):
        s["rendida"] = {"defendida_por": kw.get("defendida_por")}
    return s


def rate(call, seconds: float = 1.5) -> float:
    """Calls per second of ``call(i)``, over about ``seconds`` of this process's CPU time.

    CPU time (``time.process_time``), not wall time, so other processes sharing the core do not distort the figure.
    """
    n, start = 0, time.process_time()
    while True:
        for i in range(1000):
            call(i)
        n += 1000
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return n / elapsed


def main() -> None:
    rules = TresilloHouseRules()
    cases = CASES
    k = len(cases)

    def engine(i: int) -> None:
        kw, (tantos, puesta, cartulina) = cases[i % k]
        cobro(Trato(**kw), Plato(tantos, puesta, cartulina), rules)

    print(f"tresillo.cobro engine (Trato + Plato + cobro): {rate(engine):,.0f} rulings/s on one core")

    try:
        from tutor.referee import run_json
        from tutor.rules.house_rules import HouseRules
    except ImportError as err:          # another game's module may be missing while work is in progress
        print(f"tresillo.cobro run_json: skipped ({err})")
        return
    situations = [_json_situation(kw, plato) for kw, plato in cases]
    house = HouseRules()
    print(f"tresillo.cobro run_json (JSON adapter): "
          f"{rate(lambda i: run_json('tresillo.cobro', situations[i % k], house)):,.0f} rulings/s on one core")


if __name__ == "__main__":
    main()
