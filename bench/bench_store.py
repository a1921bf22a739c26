"""Benchmark of the teachers' pages on a big store (issue 15): a class of 200 learners, 2,000,000 attempts.

Builds a throwaway instance: a teacher, a class of ``--learners`` learners, one assignment of 20 generated puzzles
that every learner answered one to three times (each answer stored as the app stores it: the attempt and the
gradebook's aggregates in one transaction), then practice attempts up to ``--attempts`` rows in all (written with
``executemany`` in one transaction: building 2 million rows one request at a time would take hours), of which
``--own`` belong to one learner. Then times, in-process through Flask's test client (no network), the median of
``--repeat`` requests after one warm-up (wall clock, and this process's CPU time, which a busy machine disturbs
less):

* the gradebook page (target: at most 100 ms), its CSV (1 s) and the item statistics (200 ms), as the teacher;
* the home page and Mi progreso of the learner with ``--own`` attempts of their own (50 ms each).

    python bench/bench_store.py [--learners 200] [--attempts 2000000] [--own 100000] [--repeat 5]

A plain script, not a test.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import practice, progress, puzzles  # noqa: E402
from tutor.progress import classes, roles  # noqa: E402
from tutor.web import create_app  # noqa: E402
from tutor.web.learners import CHEAP_HASHER  # noqa: E402

PASSWORD = "secreto-123"
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
INSERT = ("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, mistake, time_ms, "
          "nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)")
TARGETS_MS = {"gradebook": 100, "gradebook CSV": 1000, "item statistics": 200, "home (own attempts)": 50,
              "Mi progreso (own attempts)": 50}


def build(db, learners: int, total: int, own: int, rng: random.Random) -> tuple[int, int]:
    """Fill the store; returns (class id, assignment id)."""
    hashed = CHEAP_HASHER.hash(PASSWORD)
    teacher = progress.create_user(db, "profe", hashed)
    roles.grant_role(db, teacher.id, "teacher")
    klass = classes.create_class(db, teacher.id, "Bench")
    ids = []
    for n in range(learners):
        user = progress.create_user(db, f"alumno{n:03d}", hashed)
        classes.join(db, klass.id, user.id)
        ids.append(user.id)
    now = datetime.now(timezone.utc)
    pids = tuple(practice.new_puzzle_id(k, lv, rng.randrange(10**9)) for k in ("canasta.pozo", "tresillo.cobro")
                 for lv in (1, 2, 3) for _ in range(3))[:18] + tuple(
        practice.new_puzzle_id("canasta.salida", 1, rng.randrange(10**9)) for _ in range(2))
    a = classes.create_assignment(db, klass.id, classes.AssignmentSpec(
        "Bench", "generated", pids, now - timedelta(days=1), now + timedelta(days=1), 0, "best", "each", "mark"),
        lambda pid: (puzzles.base.parse_id(pid).kind, puzzles.base.parse_id(pid).level))
    posed = {i.position: puzzles.from_id(i.puzzle_id) for i in a.items}
    stamp = now.isoformat(timespec="seconds")
    written = 0
    with progress.writing(db):
        for uid in ids:
            for item in a.items:
                p = posed[item.position]
                for _ in range(rng.choice((1, 1, 2, 3))):
                    right = rng.random() < 0.6
                    wrong = p.mistakes[0] if p.mistakes and not right else None
                    answer = p.form.format(p.answer if right or wrong is None else wrong[1])
                    mistake = wrong[0].id if wrong else None
                    t = int(rng.lognormvariate(10, 0.5))
                    cur = db.conn.execute(INSERT, (uid, item.puzzle_id, item.kind, item.kind.split(".")[0],
                                                   item.level, answer, int(right), float(right), mistake, t, stamp))
                    classes.record_in_assignment(db, a, item, cur.lastrowid, uid, right, float(right), mistake,
                                                 answer, t, False)
                    written += 1
    kinds = sorted(puzzles.KINDS)
    heavy = ids[0]

    def rows(count: int, user_of):
        for _ in range(count):
            kind = rng.choice(kinds)
            right = rng.random() < 0.6
            yield (user_of(), f"{kind}-v1-L1-S{rng.randrange(10**9)}", kind, kind.split(".")[0], rng.randint(1, 3),
                   "x", int(right), float(right), None, rng.randrange(2000, 90000), stamp)

    with progress.writing(db):
        db.conn.executemany(INSERT, rows(max(0, own - written // learners), lambda: heavy))
        rest = max(0, total - written - own)
        db.conn.executemany(INSERT, rows(rest, lambda: rng.choice(ids[1:])))
        # the per-learner totals the store keeps with every attempt, made once for the rows written in bulk
        db.execute("DELETE FROM kind_totals")
        db.execute("INSERT INTO kind_totals (user_id, kind, game, level, attempts, correct, credit, passing) "
                   "SELECT user_id, kind, game, level, COUNT(*), SUM(correct), SUM(credit), SUM(correct AND counted) "
                   "FROM attempts GROUP BY user_id, kind, game, level")
    return klass.id, a.id


def login(app, username: str):
    client = app.test_client()
    page = client.get("/cuenta/entrar").get_data(as_text=True)
    r = client.post("/cuenta/entrar", data={"username": username, "password": PASSWORD,
                                            "csrf_token": TOKEN.search(page)[1]})
    assert r.status_code == 303, r.status_code
    return client


def timed(client, url: str, repeat: int) -> tuple[float, float, int]:
    """Median wall-clock and CPU milliseconds of ``repeat`` GETs of ``url`` (after one), and the body's size."""
    r = client.get(url)
    assert r.status_code == 200, (url, r.status_code)
    wall, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        r = client.get(url)
        r.get_data()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(wall), statistics.median(cpu), len(r.get_data())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--attempts", type=int, default=2_000_000)
    parser.add_argument("--own", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": f"{folder}/tapete.sqlite",
                          "PASSWORD_HASHER": "cheap", "RATELIMIT_ENABLED": False}, instance_path=folder)
        db = progress.open_db(app.config["DATABASE"])
        start = time.perf_counter()
        class_id, aid = build(db, args.learners, args.attempts, args.own, random.Random(15))
        db.execute("ANALYZE")
        count = progress.count(db, "attempts")
        print(f"built: {args.learners} learners, {count:,} attempts in {time.perf_counter() - start:.1f} s")
        teacher, heavy = login(app, "profe"), login(app, "alumno000")
        own = db.execute("SELECT COUNT(*) FROM attempts WHERE user_id = (SELECT id FROM users WHERE username = ?)",
                         ["alumno000"]).fetchone()[0]
        db.close()
        pages = [("gradebook", teacher, f"/clases/{class_id}/tareas/{aid}"),
                 ("gradebook CSV", teacher, f"/clases/{class_id}/tareas/{aid}.csv"),
                 ("item statistics", teacher, f"/clases/{class_id}/tareas/{aid}/estadisticas"),
                 ("home (own attempts)", heavy, "/"),
                 ("Mi progreso (own attempts)", heavy, "/progreso")]
        print(f"the heavy learner has {own:,} attempts of their own; median of {args.repeat} requests")
        print(f"{'page':<28} {'ms':>9} {'target':>8} {'bytes':>10}  {'':<11}  {'CPU ms':>7}")
        for name, client, url in pages:
            ms, cpu, size = timed(client, url, args.repeat)
            target = TARGETS_MS[name]
            verdict = "ok" if ms <= target else "OVER TARGET"
            print(f"{name:<28} {ms:>9.1f} {target:>8} {size:>10,}  {verdict:<11}  {cpu:>7.1f}")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        print(f"load average while measuring: {load:.1f} on {os.cpu_count()} CPUs (CPU ms: this process's CPU time, "
              f"steadier than the clock on a busy machine)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
