"""Benchmark of the answer request: Tapete's real server against a bare Flask endpoint doing one SQLite insert.

Starts ``python -m tutor serve --workers 2`` and, beside it, a bare Flask app under gunicorn with 2 workers whose
one endpoint inserts one row into SQLite (WAL). Both are driven in the same run by 32 concurrent connections for
the same time. Tapete's request is the whole answer: CSRF check, the ticket, the puzzle check, storing the attempt
and the skill in one transaction, and rendering the verdict fragment (an htmx POST).

Prints both throughputs, their ratio (target: at least 0.6) and the latency percentiles at 32 connections.

    python bench/bench_web.py [--seconds 5] [--connections 32] [--rounds 3]

A plain script, not a test. The load generator runs on the same machine (Python threads), so absolute numbers
are low on a 2-core machine; the ratio is the figure that matters.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PUZZLES = [f"canasta.pozo-v1-L1-S{seed}" for seed in range(1, 9)]
BARE_APP = textwrap.dedent('''
    import sqlite3
    from flask import Flask

    app = Flask(__name__)
    DB = "bare.sqlite"
    with sqlite3.connect(DB) as c:
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY, at REAL, body TEXT)")
    conn = None  # one connection per worker, opened after the fork, tuned as Tapete's

    @app.post("/insert")
    def insert():
        global conn
        if conn is None:
            conn = sqlite3.connect(DB, timeout=5)
            conn.execute("PRAGMA synchronous=NORMAL")
        with conn:
            conn.execute("INSERT INTO hits (at, body) VALUES (julianday('now'), 'x')")
        return "ok"
''')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, proc: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except urllib.error.HTTPError:
            return  # the server answers (e.g. 405 for a GET on a POST endpoint)
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"server at {url} did not start")
            time.sleep(0.2)


def _drive(make_request, connections: int, seconds: float) -> tuple[int, list[float], int]:
    """Run ``make_request(i)`` from ``connections`` threads for ``seconds``; (requests done, latencies, errors)."""
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds
    start_gate = threading.Barrier(connections)

    def worker(i: int) -> None:
        send = make_request(i)
        mine, bad = [], 0
        start_gate.wait()
        while time.monotonic() < stop:
            t0 = time.perf_counter()
            try:
                send()
            except Exception:  # noqa: BLE001 - counted, not fatal
                bad += 1
                continue
            mine.append(time.perf_counter() - t0)
        with lock:
            latencies.extend(mine)
            errors[0] += bad

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return len(latencies), latencies, errors[0]


def _tapete_client(base: str, app, tickets: int = 300):
    """A factory of senders: each thread gets its own learner (cookie, CSRF token) and answers with fresh tickets.

    The session is set up and the tickets are signed before the clock starts, so that the load generator does no
    more work per request for Tapete than for the bare endpoint.
    """
    from tutor import puzzles
    from tutor.web import learn

    def make(i: int):
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        page = opener.open(f"{base}/").read().decode()
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        pid = PUZZLES[i % len(PUZZLES)]
        answer = puzzles.from_id(pid).answer
        url = f"{base}/puzzle/{pid}"
        with app.test_request_context():
            bodies = [urllib.parse.urlencode({"ticket": learn.new_ticket(pid), "answer": answer}).encode()
                      for _ in range(tickets)]
        opener.open(urllib.request.Request(url, data=bodies.pop(), headers={"X-CSRFToken": token})).read()  # guest
        headers = {"HX-Request": "true", "X-CSRFToken": token,
                   "Cookie": "; ".join(f"{c.name}={c.value}" for c in jar)}

        def send() -> None:
            req = urllib.request.Request(url, data=bodies.pop(), headers=headers)
            with urllib.request.urlopen(req, timeout=30) as r:
                if b'data-verdict="right"' not in r.read():
                    raise RuntimeError("no verdict")

        return send

    return make


def _bare_client(base: str):
    def make(i: int):
        def send() -> None:
            with urllib.request.urlopen(urllib.request.Request(f"{base}/insert", data=b""), timeout=30) as r:
                r.read()

        return send

    return make


def _report(name: str, done: int, latencies: list[float], errors: int, seconds: float) -> float:
    rate = done / seconds
    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    print(f"{name:28} {rate:8.1f} req/s   p50 {q[49] * 1000:6.1f} ms   p99 {q[98] * 1000:6.1f} ms   errors {errors}")
    return rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from tutor.web import create_app

    with tempfile.TemporaryDirectory() as tmp:
        instance, bare_dir = Path(tmp) / "instance", Path(tmp) / "bare"
        bare_dir.mkdir()
        (bare_dir / "bare.py").write_text(BARE_APP)
        app = create_app(instance_path=str(instance))  # creates the database and the secret key the server uses
        tapete_port, bare_port = _free_port(), _free_port()
        tapete = subprocess.Popen([sys.executable, "-m", "tutor", "serve", "--workers", "2", "--port", str(tapete_port),
                                   "--instance", str(instance)], cwd=ROOT, stdout=subprocess.DEVNULL)
        bare = subprocess.Popen([sys.executable, "-m", "gunicorn", "--workers", "2", "--bind",
                                 f"127.0.0.1:{bare_port}", "--log-level", "warning", "bare:app"], cwd=bare_dir)
        try:
            _wait(f"http://127.0.0.1:{tapete_port}/", tapete)
            _wait(f"http://127.0.0.1:{bare_port}/insert", bare)
            print(f"{args.connections} connections, {args.rounds} alternating rounds of {args.seconds:g} s, "
                  f"2 gunicorn workers per server")
            _drive(_tapete_client(f"http://127.0.0.1:{tapete_port}", app), 4, 1.0)  # warm-up
            ratios = []
            for _ in range(args.rounds):  # alternate, so that a busy moment of the machine hits both
                done, lat, err = _drive(_tapete_client(f"http://127.0.0.1:{tapete_port}", app), args.connections,
                                        args.seconds)
                tapete_rate = _report("tapete answer (htmx POST)", done, lat, err, args.seconds)
                done, lat, err = _drive(_bare_client(f"http://127.0.0.1:{bare_port}"), args.connections, args.seconds)
                bare_rate = _report("bare Flask + 1 SQLite insert", done, lat, err, args.seconds)
                ratios.append(tapete_rate / bare_rate)
            print(f"throughput ratio tapete/bare: median {statistics.median(ratios):.2f} of "
                  f"{', '.join(f'{r:.2f}' for r in ratios)} (target >= 0.6)")
        finally:
            for proc in (tapete, bare):
                proc.terminate()
                proc.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
