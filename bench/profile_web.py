"""In-process cost of the answer request (the request bench_web.py drives), without a server or a network.

Posts real answers (right and wrong mixed, each with a fresh ticket) as htmx requests through the Flask test
client, checks that each one is the success path (200 with the verdict fragment, never a 422 or 400), and prints
the CPU milliseconds per request; ``--profile`` prints cProfile's top functions as well.

    python bench/profile_web.py [--requests 2000] [--profile] [--lang es|en] [--wsgi] [--sql] [--floor]
                                [--synchronous FULL|NORMAL]

``--floor`` then posts as many requests, the same way, to ``bench_web.py``'s floor app (its library stack and one
insert, nothing of Tapete's) in this process, and prints its CPU per request and the floor's over Tapete's: the
in-process counterpart of ``bench_web.py``'s ratio of server CPU. ``--synchronous`` is both databases' SQLite
``synchronous`` (default ``FULL``, Tapete's: each commit's sync costs CPU too).

``--sql`` then answers :data:`SQL_ANSWERS` more, untimed, with SQLite's trace callback on the request thread's
connection, and prints the SQL statements per answer (every statement SQLite runs: the ``SAVEPOINT`` and
``RELEASE`` around each read of sqlite-utils' ``query`` count too) and those of one answer.

A plain script, not a test.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import os
import pstats
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "bench"))  # bench_web's floor app (--floor)

PUZZLES = [f"canasta.pozo-v1-L1-S{seed}" for seed in range(1, 9)]
SQL_ANSWERS = 30
"""Answers traced by ``--sql`` (after the timed ones)."""


def wrong_answer(right: str) -> str:
    """A wrong but well-formed answer to a canasta.pozo puzzle."""
    return "NO_COMBINA" if right != "NO_COMBINA" else "PUEDE_TOMAR"


def _wsgi_posts(app, client, headers, work):
    """``post`` calling ``app`` straight with a WSGI environment made beforehand per request (the test client's
    own cost left out), and the work as those environments."""
    from werkzeug.test import EnvironBuilder

    cookie = client.get_cookie("session")
    environs = [(right, EnvironBuilder(f"/puzzle/{pid}", method="POST", data=data,
                                       headers={**headers, "Cookie": f"session={cookie.value}"},
                                       environ_base=dict(client.environ_base)).get_environ())
                for pid, right, data in work]
    status = []

    def start_response(code, response_headers, exc_info=None):
        status[:] = [code, dict(response_headers)]

    def post(right, environ):
        body = b"".join(app(environ, start_response))
        want = b'data-verdict="right"' if right else b'data-verdict="wrong"'
        if not status[0].startswith("200") or want not in body or "HX-Request" not in status[1].get("Vary", ""):
            raise SystemExit(f"not the success path: {status[0]} {body[:300]!r}")

    return post, environs


def _count_sql(app, post, work) -> None:
    """Post ``work`` with SQLite's trace callback on this thread's connection; print the statements per answer
    and those of the last answer."""
    conn = app.extensions["tapete.db"].db.conn  # this thread's, opened by the answers before
    statements: list[str] = []
    conn.set_trace_callback(statements.append)
    try:
        for b in work:
            last = len(statements)
            post(*b)
    finally:
        conn.set_trace_callback(None)
    print(f"{len(statements) / len(work):.1f} SQL statements per answer ({len(work)} answers); the last one's:")
    for sql in statements[last:]:
        print("   ", re.sub(r"\s+", " ", sql)[:150])


def _floor_cpu(requests: int, synchronous: str, wsgi: bool) -> float:
    """CPU seconds per request of ``bench_web.py``'s floor app (:data:`bench_web.FLOOR_LIBRARIES`), made in a
    temporary folder and imported here; its one learner logged in and given a CSRF token before the clock starts."""
    import bench_web
    from werkzeug.test import EnvironBuilder

    from tutor.web import PACKAGE

    here = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "templates").mkdir()
        (folder / "floor.py").write_text(bench_web.floor_app(bench_web.FLOOR_LIBRARIES, synchronous))
        (folder / "templates" / "floor.html").write_text(bench_web.FLOOR_TEMPLATE)
        (folder / "translations").write_text(str(PACKAGE / "translations"))
        (folder / "secret_key").write_text(os.urandom(32).hex())
        os.chdir(folder)  # the floor app reads its files and opens its database where it runs, as bench_web runs it
        try:
            spec = importlib.util.spec_from_file_location("floor", folder / "floor.py")
            floor = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(floor)
            client = floor.app.test_client()
            agent = {"User-Agent": "tapete-bench"}
            page = client.get("/start", headers=agent).get_data(as_text=True)
            token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
            headers = {**agent, "HX-Request": "true", "X-CSRFToken": token,
                       "Cookie": f"session={client.get_cookie('session').value}"}
            status = []

            def start_response(code, response_headers, exc_info=None):
                status[:] = [code]

            def post(environ):
                body = b"".join(floor.app(environ, start_response))
                if not status[0].startswith("200") or b'data-floor="ok"' not in body:
                    raise SystemExit(f"floor: not the success path: {status[0]} {body[:300]!r}")

            def environ():
                return EnvironBuilder("/insert", method="POST", data={"x": "1"}, headers=headers).get_environ()

            if not wsgi:
                def post(environ):  # noqa: F811 - the test client, as Tapete's are posted without --wsgi
                    r = client.post("/insert", data={"x": "1"}, headers=headers)
                    if r.status_code != 200 or b'data-floor="ok"' not in r.get_data():
                        raise SystemExit(f"floor: not the success path: {r.status_code}")

                def environ():  # noqa: F811
                    return None

            for _ in range(50):  # warm-up
                post(environ())
            work = [environ() for _ in range(requests)]
            c0 = time.process_time()
            for e in work:
                post(e)
            return (time.process_time() - c0) / requests
        finally:
            os.chdir(here)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--lang", default="es", choices=("es", "en"))
    parser.add_argument("--wsgi", action="store_true",
                        help="call the WSGI app with environments built beforehand, as a server does (no test client)")
    parser.add_argument("--sql", action="store_true", help="also count the SQL statements per answer")
    parser.add_argument("--floor", action="store_true",
                        help="also post as many requests to bench_web.py's floor app, and print the CPU ratio")
    parser.add_argument("--synchronous", default="FULL", choices=("FULL", "NORMAL"),
                        help="SQLite's synchronous setting of Tapete's database (and the floor's)")
    parser.add_argument("--dump", metavar="FILE", help="with --profile, also save the profile to FILE (pstats)")
    args = parser.parse_args()

    from tutor import puzzles
    from tutor.web import answering, create_app

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE": str(Path(tmp) / "t.sqlite"), "DATABASE_SYNCHRONOUS": args.synchronous},
                         instance_path=tmp)
        client = client_ = app.test_client()
        page = client.get("/").get_data(as_text=True)
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        if args.lang == "en":
            assert client.post("/idioma", data={"lang": "en", "next": "/", "csrf_token": token}).status_code == 303
        answers = {p: puzzles.from_id(p).answer for p in PUZZLES}
        bodies = []
        client.get(f"/puzzle/{PUZZLES[0]}")  # a showing: the session gets the token tickets are shown to
        cookie = client.get_cookie(app.config["SESSION_COOKIE_NAME"])
        with app.test_request_context(headers={"Cookie": f"{cookie.key}={cookie.value}"}):
            for i in range(args.requests + 50 + SQL_ANSWERS):
                pid = PUZZLES[i % len(PUZZLES)]
                right = i % 3 != 2  # two right, one wrong
                bodies.append((pid, right, {"ticket": answering.new_ticket(pid),
                                            "answer": answers[pid] if right else wrong_answer(answers[pid])}))
        headers = {"HX-Request": "true", "X-CSRFToken": token}

        def post(pid, right, data):
            r = client_.post(f"/puzzle/{pid}", data=data, headers=headers)
            body = r.get_data()
            want = b'data-verdict="right"' if right else b'data-verdict="wrong"'
            if r.status_code != 200 or want not in body or "HX-Request" not in r.headers.get("Vary", ""):
                raise SystemExit(f"not the success path: {r.status_code} {body[:300]!r}")

        for b in bodies[:50]:  # warm-up; the first answer also makes the guest
            post(*b)
        work, traced = bodies[50:-SQL_ANSWERS], bodies[-SQL_ANSWERS:]
        if args.wsgi:
            post, both = _wsgi_posts(app, client, headers, work + traced)
            work, traced = both[:len(work)], both[len(work):]
        profiler = cProfile.Profile() if args.profile else None
        t0, c0 = time.perf_counter(), time.process_time()
        if profiler:
            profiler.enable()
        for b in work:
            post(*b)
        if profiler:
            profiler.disable()
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(f"{len(work)} answers: {cpu / len(work) * 1000:.3f} ms CPU, {wall / len(work) * 1000:.3f} ms wall "
              f"per request ({'WSGI' if args.wsgi else 'test client'}, lang {args.lang}, synchronous "
              f"{args.synchronous})")
        if args.floor:
            floor = _floor_cpu(len(work), args.synchronous, args.wsgi)
            print(f"floor: {floor * 1000:.3f} ms CPU per request; CPU per request, the floor's / Tapete's: "
                  f"{floor / (cpu / len(work)):.2f}")
        if args.sql:
            _count_sql(app, post, traced)
        if profiler:
            if args.dump:
                profiler.dump_stats(args.dump)
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(45)
            pstats.Stats(profiler).sort_stats("tottime").print_stats(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
