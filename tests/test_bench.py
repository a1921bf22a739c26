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
    assert re.search(r"^\d+ of 2 kinds at or above 2,000 per second", out, re.M)


def test_bench_rulings_prints_a_rate_for_each_ruling_asked():
    out = _run("bench_rulings.py", "--seconds", "0.01", "--ruling", "canasta.pozo", "--ruling", "tresillo.cobro")
    rows = re.findall(r"^(\S+)\s+([\d,]+)\s+(ok|BELOW TARGET)$", out, re.M)
    assert [row[0] for row in rows] == ["canasta.pozo", "tresillo.cobro"]
    assert all(int(n.replace(",", "")) > 0 for _, n, _ in rows)
    assert re.search(r"^\d+ of 2 rulings at or above 5,000 per CPU second", out, re.M)


@pytest.mark.parametrize("script, pattern", [
    ("bench_canasta.py", r"canasta\.pozo engine .*median [\d,]+ rulings/s"),
    ("bench_pinacle.py", r"[\d,]+ rulings/s"),
    ("bench_tresillo_baza.py", r"[\d,]+ rulings/s"),
    ("bench_tresillo_cobro.py", r"[\d,]+ rulings/s"),
])
def test_engine_benchmarks_print_rulings_per_second(script, pattern):
    assert re.search(pattern, _run(script))


def test_bench_tresillo_trato_prints_deals_and_moves_per_second():
    out = _run("bench_tresillo_trato.py")
    assert re.search(r"whole deals played by the computer: best [\d,]+ / median [\d,]+ deals/s", out), out
    assert re.search(r"apply \(one move, its check and rulings\): best [\d,]+ / median [\d,]+ moves/s", out), out


def test_bench_web_trato_prints_the_move_and_page_latencies():
    out = _run("bench_web_trato.py", "--deals", "1")
    assert re.search(r"^move \(htmx POST\)\s+median\s+[\d.]+ ms\s+p99\s+[\d.]+ ms\s+\(\d+\)  wall$", out, re.M)
    assert re.search(r"^rebuild, no cache\s+median", out, re.M)


def test_bench_web_drives_the_servers_in_rotating_order_and_prints_the_ratios():
    out = _run("bench_web.py", "--seconds", "0.5", "--rounds", "2", "--connections", "4", "--client", "python",
               "--floor-own-guards")
    assert "waitress, 1 process, 4 threads per server" in out and "SQLite synchronous FULL;" in out, out
    assert re.search(r"^one writer alone, synchronous FULL: \d+\.\d\d ms per commit", out, re.M), out
    rounds = out.split("medians over the rounds:")[0]
    order = re.findall(r"^(tapete answer|bare Flask|floor: Tapete's|floor, own)", rounds, re.M)
    assert order == ["tapete answer", "bare Flask", "floor: Tapete's", "floor, own",
                     "bare Flask", "floor: Tapete's", "floor, own", "tapete answer"], out
    # Under waitress's threads too, every server answers every request (the floors once shared one connection).
    assert len(re.findall(r"\[FULL\] +[\d.]+ req/s .* errors 0   server CPU +\d+\.\d\d ms/req", rounds)) == 8, out
    assert len(re.findall(r"^\S.*\[FULL\] +[\d.]+ req/s   p99 +[\d.]+ ms   server CPU", out, re.M)) == 4, out
    for top, under in (("tapete", "floor"), ("tapete", "floor_own"), ("floor", "bare"), ("floor_own", "bare"),
                       ("tapete", "bare")):
        assert re.search(rf"^throughput {top}\[FULL\]/{under}\[FULL\]: median \d+\.\d\d of \d+\.\d\d, \d+\.\d\d;  "
                         rf"server CPU per request, {under}\[FULL\]'s / {top}\[FULL\]'s: median \d+\.\d\d of ",
                         out, re.M), out
    assert "server output:" not in out, out  # no server wrote an error


def test_profile_web_prints_the_answers_cpu_its_sql_and_the_floors():
    out = _run("profile_web.py", "--requests", "20", "--wsgi", "--sql", "--floor")
    assert re.search(r"^20 answers: \d+\.\d{3} ms CPU, .* \(WSGI, lang es, synchronous FULL\)$", out, re.M), out
    assert re.search(r"^\d+\.\d SQL statements per answer \(30 answers\)", out, re.M), out
    assert "    BEGIN IMMEDIATE" in out and "    COMMIT" in out and "INSERT INTO attempts" in out, out
    assert re.search(r"^floor: \d+\.\d{3} ms CPU per request; CPU per request, the floor's / Tapete's: \d+\.\d\d$",
                     out, re.M), out


def test_bench_web_runs_every_server_at_each_synchronous_setting_asked():
    out = _run("bench_web.py", "--seconds", "0.5", "--rounds", "1", "--connections", "4", "--client", "python",
               "--no-floor", "--synchronous", "FULL", "NORMAL")
    rounds = out.split("medians over the rounds:")[0]
    assert re.findall(r"^(tapete answer|bare Flask).*\[(FULL|NORMAL)\] .* errors 0", rounds, re.M) == [
        ("tapete answer", "FULL"), ("bare Flask", "FULL"), ("tapete answer", "NORMAL"), ("bare Flask", "NORMAL")], out
    for kind in ("tapete", "bare"):  # what durability costs each
        assert re.search(rf"^throughput {kind}\[FULL\]/{kind}\[NORMAL\]: median \d+\.\d\d", out, re.M), out


def test_bench_web_rotates_the_servers_and_builds_both_floors():
    sys.path.insert(0, str(BENCH))
    try:
        import bench_web
    finally:
        sys.path.remove(str(BENCH))
    assert [bench_web.rotated(list("tbf"), n) for n in range(4)] == [list("tbf"), list("bft"), list("ftb"),
                                                                    list("tbf")]
    with_libraries = bench_web.floor_app(bench_web.FLOOR_LIBRARIES)
    own = bench_web.floor_app(bench_web.FLOOR_OWN_GUARDS)
    for source in (with_libraries, own):
        compile(source, "floor.py", "exec")
        assert "# CSRF AND LOGIN" not in source
    assert "CSRFProtect(app)" in with_libraries and "LoginManager(app)" in with_libraries
    assert "flask_wtf" not in own and "flask_login" not in own


def test_bench_progress_prints_the_pages_times_at_a_long_history():
    out = _run("bench_progress.py", "--attempts", "2000", "--requests", "2")
    rows = re.findall(r"^(/\S*)\s+median\s+([\d.]+) ms", out, re.M)
    assert [url for url, _ in rows] == ["/", "/progreso", "/canasta"]
    assert "before (grouping" in out
