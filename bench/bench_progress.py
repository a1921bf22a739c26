"""Benchmark of the learner's pages at a long history: the home page and Mi progreso for a learner with 100,000
attempts (target: at most 50 ms each, median, on one core).

The pages read only the per-learner totals each attempt keeps current in its own transaction (``kind_totals``,
``learner_days``, ``kind_days``, ``learner_ratings``, ``comebacks``, ``skills``), never the attempts. The history
is written in bulk (a year of attempts over every kind and level), then its totals are built by the same grouping
the migrations use; a few real answers through the app on top make the review state and ratings real. Each page
is then requested ``--requests`` times through the Flask test client (the whole request: session, CSRF token,
templates), and the median and 95th percentile are printed. For comparison it also times the query the pages ran
before the totals existed: grouping the learner's attempts per kind and level.

    python bench/bench_progress.py [--attempts 100000] [--requests 40]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import progress  # noqa: E402
from tutor.puzzles import KINDS  # noqa: E402
from tutor.web import create_app  # noqa: E402

TARGET_MS = 50


def _answer_fields(puzzle_id: str, right: bool) -> dict:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from helpers import right_fields, wrong_fields

    return right_fields(puzzle_id) if right else wrong_fields(puzzle_id)


def _history(db, uid: int, n: int) -> None:
    """``n`` attempts over the last year, every kind and level, about 80 % right, then the totals built from them."""
    rng, start = random.Random(1), datetime.now(timezone.utc) - timedelta(days=365)
    kinds = list(KINDS)
    rows = []
    for i in range(n):
        kind, level = rng.choice(kinds), rng.randint(1, 3)
        when = (start + timedelta(seconds=i * 365 * 86400 // n)).isoformat(timespec="seconds")
        right = rng.random() < 0.8
        rows.append((uid, f"{kind}-v{KINDS[kind].version}-L{level}-S{i}", kind, kind.split(".")[0], level, "x",
                     int(right), float(right), None, 1000, f"bulk{i}", when, 0, 1))
    with progress.writing(db):
        db.conn.executemany("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, "
                            "mistake, time_ms, nonce, created_at, hinted, counted) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        db.execute("DELETE FROM kind_totals WHERE user_id = ?", [uid])
        db.execute("DELETE FROM learner_days WHERE user_id = ?", [uid])
        db.execute("DELETE FROM kind_days WHERE user_id = ?", [uid])
        db.execute("INSERT INTO kind_totals (user_id, kind, game, level, attempts, correct, credit, passing) "
                   "SELECT user_id, kind, game, level, COUNT(*), SUM(correct), SUM(credit), SUM(correct AND counted) "
                   "FROM attempts WHERE user_id = ? GROUP BY kind, game, level", [uid])
        db.execute("INSERT INTO learner_days (user_id, day, answers, correct) SELECT user_id, substr(created_at, 1, 10), "
                   "COUNT(*), SUM(correct) FROM attempts WHERE user_id = ? GROUP BY substr(created_at, 1, 10)", [uid])
        db.execute("INSERT INTO kind_days (user_id, kind, day, answers, correct, rating) SELECT user_id, kind, "
                   "substr(created_at, 1, 10), COUNT(*), SUM(correct), 1400 + 3 * SUM(correct) FROM attempts "
                   "WHERE user_id = ? GROUP BY kind, substr(created_at, 1, 10)", [uid])


def _time(client, url: str, requests: int) -> tuple[float, float]:
    client.get(url)  # warm: templates compiled, catalogs loaded
    took = []
    for _ in range(requests):
        t = time.perf_counter()
        r = client.get(url)
        took.append((time.perf_counter() - t) * 1000)
        assert r.status_code == 200, (url, r.status_code)
    took.sort()
    return statistics.median(took), took[int(0.95 * (len(took) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attempts", type=int, default=100_000)
    parser.add_argument("--requests", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tapete-bench-progress-") as folder:
        return _run(folder, args)


def _run(folder: str, args: argparse.Namespace) -> int:
    app = create_app({"SECRET_KEY": "bench", "DATABASE": f"{folder}/tapete.sqlite"}, instance_path=folder)
    client = app.test_client()
    pid = "canasta.pozo-v1-L1-S1"
    page = client.get(f"/puzzle/{pid}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    ticket = re.search(r'name="ticket" value="([^"]+)"', page).group(1)
    client.post(f"/puzzle/{pid}", data={"csrf_token": token, "ticket": ticket, **_answer_fields(pid, False)})
    db = progress.open_db(app.config["DATABASE"])
    uid = progress.recent_attempts(db, 1, 1)[0].user_id
    t = time.perf_counter()
    _history(db, uid, args.attempts)
    print(f"history: {args.attempts:,} attempts written and totalled in {time.perf_counter() - t:.1f} s")
    t = time.perf_counter()
    for _ in range(5):
        list(db.query("SELECT kind, game, level, COUNT(*) AS n, SUM(correct) AS ok, SUM(credit) AS credit "
                      "FROM attempts WHERE user_id = ? GROUP BY kind, game, level", [uid]))
    before = (time.perf_counter() - t) * 1000 / 5
    print(f"before (grouping the attempts per kind and level, the old read): {before:.1f} ms per page")
    worst = 0.0
    for url in ("/", "/progreso", "/canasta"):
        median, p95 = _time(client, url, args.requests)
        worst = max(worst, median)
        print(f"{url:<10} median {median:6.1f} ms   p95 {p95:6.1f} ms   {'ok' if median <= TARGET_MS else 'ABOVE TARGET'}")
    db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
