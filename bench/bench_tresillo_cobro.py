"""Benchmark: ``tresillo.cobro`` rulings per second on one core (budget: at least 5,000 per CPU second
through the referee).

Run ``python bench/bench_tresillo_cobro.py``. It times, over a mix of worked situations of ``rules/tresillo.md §13``
(won, puesta, codillo, solo codillo, rendida, defended, both cases, favor and sencillo):

* the engine call: build the Trato and Plato and call :func:`tutor.rules.tresillo.contabilidad.cobro`;
* the JSON adapter: :func:`tutor.referee.run_json` from a situation dict (field reading and rendering included).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_canasta import measure, report  # noqa: E402  (the one timing helper of the benchmarks)
from tutor.rules.tresillo.contabilidad import Trato, cobro  # noqa: E402
from tutor.rules.tresillo.plato import Plato  # noqa: E402
from tutor.rules.tresillo.house_rules import TresilloHouseRules  # noqa: E402

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


def main() -> None:
    rules = TresilloHouseRules()

    def engine(case) -> None:
        kw, (tantos, puesta, cartulina) = case
        cobro(Trato(**kw), Plato(tantos, puesta, cartulina), rules)

    report("tresillo.cobro engine (Trato + Plato + cobro)", measure(engine, CASES))
    try:
        from tutor.referee import run_json
        from tutor.rules.profiles import REGLAMENTO
    except ImportError as err:          # another game's module may be missing while work is in progress
        print(f"tresillo.cobro run_json: skipped ({err})")
        return
    situations = [_json_situation(kw, plato) for kw, plato in CASES]
    report("tresillo.cobro JSON adapter (run_json)",
           measure(lambda s: run_json("tresillo.cobro", s, REGLAMENTO), situations))


if __name__ == "__main__":
    main()
