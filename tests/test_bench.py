"""The benchmarks under ``bench/`` still run and print their figures (a smoke test, not a timing test).

Speed is measured by the scripts themselves, never asserted here: these tests only run each script briefly, as a
reader of the notes would, so that a change elsewhere cannot break one silently (bench_web once did).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _run(script: str, *args: str, timeout: float = 180) -> str:
    done = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=BENCH.parent)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_bench_puzzles_prints_a_rate_for_each_kind_asked():
    out = _run("bench_puzzles.py", "--seconds", "0.02", "--kind", "canasta.pozo", "--kind", "tresillo.cobro")
    rows = re.findall(r"^(\S+)\s+([\d,]+)\s+([\d,]+)\s+(ok|BELOW TARGET)$", out, re.M)
    assert [row[0] for row in rows] == ["canasta.pozo", "tresillo.cobro"]
    assert all(int(r.replace(",", "")) > 0 and int(w.replace(",", "")) > 0 for _, r, w, _ in rows)
    assert re.search(r"^\d+ of 2 kinds at or above 10,000 per second", out, re.M)


@pytest.mark.parametrize("script, pattern", [
    ("bench_canasta.py", r"canasta\.pozo engine .*median [\d,]+ rulings/s"),
    ("bench_pinacle.py", r"[\d,]+ rulings/s"),
    ("bench_tresillo_baza.py", r"[\d,]+ rulings/s"),
    ("bench_tresillo_cobro.py", r"[\d,]+ rulings/s"),
])
def test_engine_benchmarks_print_rulings_per_second(script, pattern):
    assert re.search(pattern, _run(script))


def test_bench_web_drives_the_three_servers_and_prints_the_ratios():
    out = _run("bench_web.py", "--seconds", "0.5", "--rounds", "1", "--connections", "4", "--client", "python")
    assert re.search(r"throughput ratio tapete/bare: median \d+\.\d\d", out), out
    assert "floor" in out, out
