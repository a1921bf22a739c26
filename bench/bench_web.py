"""Benchmark of the answer request: Tapete's real server against a bare Flask endpoint doing one SQLite insert.

Every server runs as ``python -m tutor serve`` runs Tapete: waitress, one process, the same number of threads
(``--threads``, default :data:`tutor.serve.DEFAULT_THREADS`), connection and body limits, each thread with its own
SQLite connection (WAL), at the same ``synchronous`` setting. ``python -m tutor serve`` itself serves Tapete;
beside it, a bare Flask app whose one endpoint inserts one row. All are driven in the same run by 32 concurrent
connections for the same time. Tapete's request is the whole answer: CSRF check, the ticket, the puzzle check,
storing the attempt and the skill in one transaction, and rendering the verdict fragment (an htmx POST).
``--server gunicorn`` runs every server, Tapete too, under gunicorn with 2 sync worker processes instead (the
comparison made before Tapete moved to waitress; ``pip install gunicorn`` first).

A third server, the "floor" (on by default; ``--no-floor`` leaves it out), is the bare endpoint's app plus
Tapete's library stack used as documented: Flask's signed-cookie session, Flask-WTF's CSRF protection, Flask-Login,
Flask-Babel, htmx-flask and sqlite-utils, set up as Tapete sets them up, with nothing of Tapete's own. The project's
guide asks for a well-kept library rather than our own code for CSRF and login, "even a slower one": that is why
Flask-WTF and Flask-Login are in the stack (and in Tapete). Its one endpoint is an htmx POST checked by
``CSRFProtect`` (the token in ``X-CSRFToken``, as htmx sends it, after the form is parsed), for a learner logged in
with Flask-Login (the user row read from SQLite by the user loader on every request, session protection on), in the
language Flask-Babel's locale selector picks as Tapete's does (the session's, else the learner's, else Spanish)
from Tapete's catalogs; it does the bare endpoint's one insert through a sqlite-utils handle, then renders a small
Jinja template (one translated string, ``csrf_token()``) and answers it through htmx-flask with
``Vary: HX-Request``. Session cookie settings are Tapete's (signed cookie, HttpOnly, SameSite=Lax, not refreshed on
every request). Its learners (session cookie and CSRF token) are made before the clock starts, as Tapete's are.

Durability and latency: Tapete commits with SQLite's ``synchronous = FULL`` by default (every acknowledged answer
is on disk before the answer goes out; ``DATABASE_SYNCHRONOUS``, :func:`tutor.web.create_app`), so the bare and
floor servers do too: the same insert, equally durable. ``--synchronous NORMAL`` runs every server at WAL's usual
setting instead (the log synced at checkpoints only), and ``--synchronous FULL NORMAL`` runs both, interleaved,
with each server's FULL/NORMAL ratio: what the durability costs. At FULL each commit holds SQLite's one write
lock while the disk syncs the log (1-5 ms on the shared 2-core machine this was written on, varying with the other
users' disk traffic; printed at the start as "one writer alone"), so commits go one at a time, and the writers
that find the lock taken sleep in SQLite's busy handler with a growing back-off (1, 2, 5, 10 ... 100 ms per try)
while others commit: the tail of the latency is made of those sleeps. So the budget's p99 of 60 ms at 32
connections is out of reach of any server doing one synced commit per answer on such a disk, the bare insert
included. Measured in December 2026 (waitress, 4 threads, 10 rounds of 5 s over two runs, the machine busy): the
bare server's p99 was 350-820 ms at FULL (median 614) against 58-181 ms at NORMAL (median 95); Tapete's 188-945 ms
(median 365) against 164-876 ms (median 277), its own CPU (2 ms per answer, in one process) weighing more than the
syncs. What Tapete adds shows in the ratios against the floor, not in that p99: it is what the guarantee costs.
An admin who prefers latency to power-cut durability sets ``DATABASE_SYNCHRONOUS = "NORMAL"`` in the instance's
``config.py``. Grouping several answers into one commit would be the other way out; it is not done.

Tapete goes through the same libraries the same way (no shortcut through them: no cached serializer, CSRF token,
catalog or address), so the floor is what Tapete's request costs before Tapete's own work: the ticket's signature,
the puzzle's check and the answer read through its form, the check that no class assignment withholds the puzzle,
the attempt stored in one transaction with the kind's totals and comeback (a learner's first answer to a puzzle
also moves its review card, ratings and day totals), the level the "Next puzzle" link is pitched at, Flask-Limiter's
check and the security headers, and a verdict fragment with its explanation steps, rule links and actions. The
bench's 32 learners answer 8 puzzles over and over, so nearly every answer is a repeat, which moves no rating or
review: 27 SQL statements per answer (9 reads and 2-3 writes; 14 of them the SAVEPOINT and RELEASE sqlite-utils'
``query()`` puts around each read), against 42 for a first answer (``bench/profile_web.py --sql``).

Measured on 1 December 2026, 20:17-20:22 UTC (3 rotating rounds, the machine shared, load average 8-10): Tapete's
server CPU 2.25 ms per answer at FULL and at NORMAL, the floor's 1.12 and 0.88 ms (CPU ratio floor/Tapete 0.50 and
0.39; throughput ratio 0.61, rounds 0.55-0.70, and 0.37; p99 0.27 and 0.29 s, the floor's 0.24 and 0.13 s). In
process (``bench/profile_web.py --wsgi --floor``, the same hour) an answer took 1.5-1.7 ms of CPU at FULL and
1.2-1.3 ms at NORMAL, the floor's request 0.8-1.0 and 0.55-0.66 ms (ratio 0.53-0.58 at FULL): the server adds about
0.6 ms to each answer and 0.2 ms to each floor request. Per thread (``/proc``, 8-10 s of load): waitress's event
loop spent 0.4-0.6 ms per Tapete answer against 0.2 ms per floor request (in Tapete's, py-spy finds a third of it
logging waitress's "Task queue depth" warning, once per queued request), and Tapete's four worker threads 0.4-0.7 ms
more than the same answers in process (the floor's, about 0.1 ms more). In process, of an answer's CPU less the
commit's sync (py-spy's samples): the verdict fragment's rendering about a seventh; its links and explanation
steps a quarter (``verdict_view``'s steps, rule links and number formatting an eighth, ``verdict_actions``'
``url_for`` and ``gettext`` calls and the "Next puzzle" level's three reads and Glicko arithmetic the other eighth);
the store's transaction and the other reads about a seventh; Flask's session, Flask-WTF's check, the user row and
the locale (the floor's own work) a fifth; Flask-Limiter's check and the ticket's signature 3% each.
``--floor-own-guards`` adds a fourth server, the floor with a small CSRF guard and the
learner's id in the session in place of Flask-WTF and Flask-Login (the user row still read per request): what
those two libraries cost, not a design Tapete may use.

The servers run in turn, each round starting one server later (tapete, bare, floor; then bare, floor, tapete; ...).
Prints, per server and round, the throughput, the latency percentiles at 32 connections and the server's CPU per
request (its processes' CPU time over the requests answered); then each server's medians over the rounds; then,
per ``synchronous`` setting, the median ratios over the rounds: throughput tapete/floor (the budget: at least
0.6), floor/bare and tapete/bare, each beside the ratio of server CPU per request in the same sense (the floor's
CPU per request over tapete's, ...). On a machine busy with other work the CPU per request is much steadier than
the throughput; at FULL the throughput is bounded by the syncs more than by CPU.

    python bench/bench_web.py [--seconds 5] [--connections 32] [--rounds 3] [--client wrk|python]
                              [--server waitress|gunicorn] [--threads 4] [--synchronous FULL [NORMAL]]
                              [--no-floor] [--floor-own-guards]

Fairness: every server is driven by the same load generator, with the same connections and duration, in
rotating rounds. The generator is ``wrk`` when installed (C, cheap: ``apt-get install wrk``), else Python
threads; the CPU it used is printed as a share of the machine, since it runs on the same 2 cores as the servers.
Tapete's requests are real answers — two right for one wrong — each with a fresh ticket (a new showing: every
request stores an attempt) from one of 32 learners (session cookie and CSRF token made before the clock starts).
Only responses that are the success path count: 200 with a verdict (and for Tapete never the "already answered"
page); anything else is an error, not a request done.

A plain script, not a test.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import importlib.util
import json
import os
import re
import resource
import shutil
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
    import threading
    from flask import Flask

    app = Flask(__name__)
    DB = "bare.sqlite"
    with sqlite3.connect(DB) as c:
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY, at REAL, body TEXT)")
    local = threading.local()  # one connection per thread (of each process), opened on first use, as Tapete's


    def get_conn():
        conn = getattr(local, "conn", None)
        if conn is None:
            conn = local.conn = sqlite3.connect(DB, timeout=5)
            conn.execute("PRAGMA synchronous=SYNCHRONOUS")
        return conn


    @app.post("/insert")
    def insert():
        with get_conn() as conn:
            conn.execute("INSERT INTO hits (at, body) VALUES (julianday('now'), 'x')")
        return "ok"
''')

FLOOR_APP = textwrap.dedent('''
    import sqlite3
    import threading

    import sqlite_utils
    from flask import Flask, render_template, session
    from flask_babel import Babel
    from htmx_flask import Htmx, make_response as htmx_response, request

    app = Flask(__name__)
    app.config.from_mapping(  # Tapete's settings (tutor.web.create_app)
        SECRET_KEY=open("secret_key").read().strip(),
        SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax",
        REMEMBER_COOKIE_HTTPONLY=True, REMEMBER_COOKIE_SAMESITE="Lax",
        WTF_CSRF_TIME_LIMIT=None, BABEL_DEFAULT_LOCALE="es",
        BABEL_TRANSLATION_DIRECTORIES=open("translations").read().strip(),
        MAX_CONTENT_LENGTH=64 * 1024, SESSION_REFRESH_EACH_REQUEST=False,
    )
    Htmx(app)
    LANGS = ("es", "en")

    DB = "floor.sqlite"
    with sqlite3.connect(DB) as c:
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, lang TEXT)")
        c.execute("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY, at REAL, body TEXT)")
    local = threading.local()  # one handle per thread (of each process), opened on first use, as Tapete's


    def get_db():
        db = getattr(local, "db", None)
        if db is None:
            db = local.db = sqlite_utils.Database(sqlite3.connect(DB, timeout=5))
            db.execute("PRAGMA synchronous=SYNCHRONOUS")
        return db


    def user_row(user_id):  # the learner's row, read on every request as Tapete's user loader reads it
        return get_db().conn.execute("SELECT id, lang FROM users WHERE id = ?", (int(user_id),)).fetchone()


    # CSRF AND LOGIN: log_in(user_id), learner() -> (id, lang), csrf_token() in templates


    def select_locale():  # Tapete's choice: the session's language, else the learner's, else Spanish
        chosen = session.get("lang")
        if chosen in LANGS:
            return chosen
        mine = learner()
        return mine[1] if mine and mine[1] in LANGS else "es"


    Babel(app, locale_selector=select_locale)


    @app.get("/start")
    def start():  # before the clock: a learner logged in, and the page that carries the CSRF token
        with get_db().conn as conn:
            user_id = conn.execute("INSERT INTO users (lang) VALUES (NULL)").lastrowid
        session.permanent = True
        log_in(user_id)
        return render_template("floor.html")


    @app.post("/insert")
    def insert():
        with get_db().conn as conn:
            conn.execute("INSERT INTO hits (at, body) VALUES (julianday('now'), ?)", (str(learner()[0]),))
        body = render_template("floor.html")
        response = htmx_response(body) if request.htmx else app.make_response(body)
        response.vary.add("HX-Request")
        return response
''')
"""The floor servers' app: the bare endpoint's insert plus Flask's session, Flask-Babel, htmx-flask, sqlite-utils
and a template, with CSRF and login put in at ``# CSRF AND LOGIN`` (:data:`FLOOR_LIBRARIES` or
:data:`FLOOR_OWN_GUARDS`)."""

FLOOR_LIBRARIES = textwrap.dedent('''
    from flask_login import LoginManager, UserMixin, current_user, login_user
    from flask_wtf.csrf import CSRFProtect

    CSRFProtect(app)
    login_manager = LoginManager(app)


    class User(UserMixin):
        def __init__(self, row):
            self.id, self.lang = row


    @login_manager.user_loader
    def load_user(user_id):
        row = user_row(user_id)
        return User(row) if row else None


    def log_in(user_id):
        login_user(User((user_id, None)))


    def learner():
        return (current_user.id, current_user.lang) if current_user.is_authenticated else None
''')
"""CSRF and login as Tapete does them: Flask-WTF's ``CSRFProtect`` and Flask-Login (session protection on)."""

FLOOR_OWN_GUARDS = textwrap.dedent('''
    import hmac
    import secrets

    from flask import abort, g


    @app.before_request
    def csrf_guard():  # the raw token kept in the signed session, compared in constant time
        if request.method not in ("GET", "HEAD", "OPTIONS"):
            sent = request.headers.get("X-CSRFToken") or request.form.get("csrf_token", "")
            raw = session.get("csrf")
            if not raw or not sent or not hmac.compare_digest(sent, raw):
                abort(400)


    def csrf_token():
        raw = session.get("csrf")
        if raw is None:
            raw = session["csrf"] = secrets.token_urlsafe(32)
        return raw


    app.jinja_env.globals["csrf_token"] = csrf_token


    def log_in(user_id):
        session["uid"] = user_id


    def learner():  # the learner's id from the session, the row read once per request
        if "learner" not in g:
            g.learner = user_row(session["uid"]) if "uid" in session else None
        return g.learner
''')
"""CSRF and login without Flask-WTF and Flask-Login (``--floor-own-guards``): a small CSRF guard and the
learner's id in the session, the row still read once per request. What those two libraries cost, not a design."""


def floor_app(guards: str, synchronous: str = "FULL") -> str:
    """The source of a floor app with ``guards`` (:data:`FLOOR_LIBRARIES` or :data:`FLOOR_OWN_GUARDS`), its
    SQLite connection at ``synchronous`` (``FULL``, Tapete's, or ``NORMAL``)."""
    marker = "# CSRF AND LOGIN: log_in(user_id), learner() -> (id, lang), csrf_token() in templates\n"
    assert marker in FLOOR_APP
    return FLOOR_APP.replace(marker, guards).replace("SYNCHRONOUS", synchronous)


FLOOR_TEMPLATE = ('<div id="answer" data-floor="ok"><p>{{ _("Right!") }}</p>'
                  '<form method="post" action="/insert"><input type="hidden" name="csrf_token" '
                  'value="{{ csrf_token() }}"></form></div>\n')
"""The floor's page and fragment: one translated string and the CSRF token."""


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
    stop = [0.0]  # set when every thread is ready: a thread's setup (its learner, its tickets) is not timed
    start_gate = threading.Barrier(connections, action=lambda: stop.__setitem__(0, time.monotonic() + seconds))

    def worker(i: int) -> None:
        send = make_request(i)
        mine, bad = [], 0
        start_gate.wait()
        while time.monotonic() < stop[0]:
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


def wrong_answer(right: str) -> str:
    """A wrong but well-formed answer to a canasta.pozo puzzle."""
    return "NO_COMBINA" if right != "NO_COMBINA" else "PUEDE_TOMAR"


def _learners(base: str, count: int) -> list[tuple[str, str]]:
    """``count`` guests of the running server, each as (Cookie header, CSRF token); each answers once to exist."""
    from tutor import puzzles

    out = []
    for i in range(count):
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        opener.addheaders = [("User-Agent", USER_AGENT)]  # as wrk sends: the login's session identifier holds
        page = opener.open(f"{base}/puzzle/{PUZZLES[0]}").read().decode()
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        ticket = re.search(r'name="ticket" value="([^"]+)"', page).group(1)
        body = urllib.parse.urlencode({"ticket": ticket, "answer": puzzles.from_id(PUZZLES[0]).answer}).encode()
        opener.open(urllib.request.Request(f"{base}/puzzle/{PUZZLES[0]}", data=body,
                                           headers={"X-CSRFToken": token})).read()  # becomes a guest
        out.append(("; ".join(f"{c.name}={c.value}" for c in jar), token))
    return out


def _floor_requests(base: str, count: int) -> list[tuple[str, str, str, str]]:
    """``count`` learners of the floor server as wrk request lines (path, cookie, token, body), logged in and given
    a CSRF token before the clock starts."""
    out = []
    for _ in range(count):
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        opener.addheaders = [("User-Agent", USER_AGENT)]  # as wrk sends: Flask-Login's session identifier holds
        page = opener.open(f"{base}/start").read().decode()
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        out.append(("/insert", "; ".join(f"{c.name}={c.value}" for c in jar), token, "x=1"))
    return out


def _tapete_requests(app, learners: list[tuple[str, str]], count: int) -> list[tuple[str, str, str, str, bool]]:
    """``count`` answer requests (path, cookie, token, body, right?): fresh tickets, two right for one wrong."""
    from tutor import puzzles
    from tutor.web import answering

    answers = {pid: puzzles.from_id(pid).answer for pid in PUZZLES}
    out = []
    for i in range(count):
        pid = PUZZLES[i % len(PUZZLES)]
        right = i % 3 != 2
        cookie, token = learners[i % len(learners)]
        with app.test_request_context(headers={"Cookie": cookie}):  # a ticket is shown to this learner
            ticket = answering.new_ticket(pid)
        body = urllib.parse.urlencode({"ticket": ticket,
                                       "answer": answers[pid] if right else wrong_answer(answers[pid])})
        out.append((f"/puzzle/{pid}", cookie, token, body, right))
    return out


WRK_SCRIPT = r'''
-- Requests from a file (path, cookie, token, body per line); thread k of n takes lines k, k+n, ... once each.
-- A response counts only if it is the success path: 200 and the marker of a good answer.
local threads = {}
local lines, marker, bad_marker, nthreads = nil, os.getenv("BENCH_MARKER"), os.getenv("BENCH_BAD"), 0

function setup(thread)
  thread:set("id", nthreads)
  nthreads = nthreads + 1
  table.insert(threads, thread)
end

function init(args)
  local file = os.getenv("BENCH_REQUESTS")
  local n = tonumber(os.getenv("BENCH_THREADS"))
  reqs, i, good, bad, exhausted = {}, 0, 0, 0, 0
  local k = 0
  for line in io.lines(file) do
    if k % n == id or os.getenv("BENCH_REUSE") == "1" then
      local path, cookie, token, body = line:match("^([^	]*)	([^	]*)	([^	]*)	([^	]*)$")
      local headers = {["Content-Type"] = "application/x-www-form-urlencoded", ["HX-Request"] = "true",
                       ["User-Agent"] = os.getenv("BENCH_AGENT")}
      if cookie ~= "" then headers["Cookie"] = cookie end
      if token ~= "" then headers["X-CSRFToken"] = token end
      table.insert(reqs, wrk.format("POST", path, headers, body))
    end
    k = k + 1
  end
end

function request()
  i = i + 1
  if i > #reqs then exhausted = exhausted + 1; i = 1 end
  return reqs[i]
end

function response(status, headers, body)
  if status == 200 and body:find(marker, 1, true) and not (bad_marker ~= "" and body:find(bad_marker, 1, true)) then
    good = good + 1
  else
    bad = bad + 1
  end
end

function done(summary, latency, requests)
  local g, b, e = 0, 0, 0
  for _, t in ipairs(threads) do
    g = g + t:get("good"); b = b + t:get("bad"); e = e + t:get("exhausted")
  end
  local s = summary.errors
  io.write(string.format('BENCH {"good": %d, "bad": %d, "exhausted": %d, "socket_errors": %d, "p50": %d, "p99": %d}\n',
    g, b, e, s.connect + s.read + s.write + s.timeout, latency:percentile(50), latency:percentile(99)))
end
'''


USER_AGENT = "tapete-bench"
"""The User-Agent of every request: Flask-Login ties a session to it, and a learner's browser keeps its own (a
session that seems to change browser is marked not fresh and its cookie signed again on every answer)."""

BARE_REQUEST = [("/insert", "", "", "x=1")]
"""The bare endpoint's request for wrk: a small form body, as Tapete's requests have one."""


def _wrk(base: str, lines: list[tuple[str, str, str, str]], marker: str, bad: str, connections: int,
         seconds: float, tmp: Path, reuse: bool = False) -> tuple[int, list[float], int, float]:
    """Drive with wrk; (good responses, [p50, p99] in s, errors, wrk's CPU seconds). Each line is sent once
    unless ``reuse`` (a request that can be repeated); running out of lines makes the whole run an error."""
    requests_file, script = tmp / "requests.tsv", tmp / "bench.lua"
    requests_file.write_text("".join("\t".join(parts) + "\n" for parts in lines))
    script.write_text(WRK_SCRIPT)
    threads = min(2, connections)
    env = {**os.environ, "BENCH_REQUESTS": str(requests_file), "BENCH_THREADS": str(threads),
           "BENCH_MARKER": marker, "BENCH_BAD": bad, "BENCH_REUSE": "1" if reuse else "0",
           "BENCH_AGENT": USER_AGENT}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds:g}s", "-s", str(script), base],
                         env=env, capture_output=True, text=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = json.loads(re.search(r"^BENCH (.*)$", out, re.M).group(1))
    errors = found["bad"] + found["socket_errors"] + (found["exhausted"] > 0 and not reuse) * found["good"]  # reused = invalid
    return (found["good"], [found["p50"] / 1e6, found["p99"] / 1e6], errors,
            after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)


def _tapete_client(base: str, app, tickets: int = 300):
    """A factory of senders: each thread gets its own learner (cookie, CSRF token) and answers with fresh tickets.

    The session is set up and the tickets are signed before the clock starts, so that the load generator does no
    more work per request for Tapete than for the bare endpoint.
    """
    from tutor import puzzles
    from tutor.web import answering

    def make(i: int):
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        pid = PUZZLES[i % len(PUZZLES)]
        answer = puzzles.from_id(pid).answer
        url = f"{base}/puzzle/{pid}"
        page = opener.open(url).read().decode()  # a showing: the session gets the token tickets are shown to
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        with app.test_request_context(headers={"Cookie": cookie}):
            bodies = [(urllib.parse.urlencode({"ticket": answering.new_ticket(pid),
                                               "answer": answer if n % 3 != 2 else wrong_answer(answer)}).encode(),
                       b'data-verdict="right"' if n % 3 != 2 else b'data-verdict="wrong"')
                      for n in range(tickets)]
        opener.open(urllib.request.Request(url, data=bodies.pop()[0], headers={"X-CSRFToken": token})).read()
        headers = {"HX-Request": "true", "X-CSRFToken": token,
                   "Cookie": "; ".join(f"{c.name}={c.value}" for c in jar)}

        def send() -> None:
            body, expected = bodies.pop()
            req = urllib.request.Request(url, data=body, headers=headers)
            with urllib.request.urlopen(req, timeout=30) as r:
                got = r.read()
                if r.status != 200 or expected not in got or b"notice already" in got:
                    raise RuntimeError("not the verdict of this answer")

        return send

    return make


def _bare_client(base: str):
    def make(i: int):
        def send() -> None:
            with urllib.request.urlopen(urllib.request.Request(f"{base}/insert", data=b""), timeout=30) as r:
                if r.status != 200 or r.read() != b"ok":
                    raise RuntimeError("not inserted")

        return send

    return make


def _server_cpu(proc: subprocess.Popen) -> float:
    """CPU seconds used so far by a server's processes (waitress's one; gunicorn's master and workers; Linux
    ``/proc``, else 0)."""
    try:
        pids = [proc.pid] + [int(p) for p in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]
        total = 0
        for pid in pids:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        return total / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError):
        return 0.0


def _report(name: str, done: int, latencies: list[float], errors: int, seconds: float,
            client_cpu: float | None = None, server_cpu: float = 0.0) -> tuple[float, float]:
    """Print one server's round; (requests per second, p99 in seconds)."""
    rate = done / seconds
    if len(latencies) == 2:  # wrk's own percentiles
        p50, p99 = latencies
    else:
        q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
        p50, p99 = q[49], q[98]
    share = "" if client_cpu is None else f"   load generator {client_cpu / seconds / os.cpu_count():4.0%} of CPU"
    per_request = f"   server CPU {server_cpu / done * 1000:5.2f} ms/req" if server_cpu and done else ""
    print(f"{name:42} {rate:7.1f} req/s   p50 {p50 * 1000:6.1f} ms   p99 {p99 * 1000:6.1f} ms   errors {errors}"
          f"{per_request}{share}", flush=True)
    return rate, p99


def _floor_client(base: str):
    """Python-client senders for the floor: each thread logs in its own learner before the clock starts."""
    def make(i: int):
        (path, cookie, token, body), = _floor_requests(base, 1)
        headers = {"HX-Request": "true", "X-CSRFToken": token, "Cookie": cookie, "User-Agent": USER_AGENT,
                   "Content-Type": "application/x-www-form-urlencoded"}

        def send() -> None:
            req = urllib.request.Request(f"{base}{path}", data=body.encode(), headers=headers)
            with urllib.request.urlopen(req, timeout=30) as r:
                if r.status != 200 or b'data-floor="ok"' not in r.read():
                    raise RuntimeError("not inserted")

        return send

    return make


WAITRESS_RUNNER = textwrap.dedent("""
    import sys

    import waitress

    module, port, threads, connection_limit, body_limit = sys.argv[1:]
    waitress.serve(__import__(module).app, host="127.0.0.1", port=int(port), threads=int(threads), ident=module,
                   connection_limit=int(connection_limit), max_request_body_size=int(body_limit))
""")
"""Runs ``module:app`` (the bare and floor apps) in waitress as :func:`tutor.serve.serve` runs Tapete."""


QUIET_LINES = ("Tapete: ", "Tapete is running", "WARNING:waitress.queue:Task queue depth")
"""Server output that is not a problem: Tapete's start-up lines, and waitress's warning that requests wait for a
thread (32 connections on 4 threads: they do)."""


class Launcher:
    """How every server of a run is started: the server model and its settings, the same for all.

    ``waitress`` (the default) is ``python -m tutor serve``'s model: one process, ``threads`` threads, Tapete's
    connection and body limits. ``gunicorn`` is the comparison used before Tapete moved to waitress: every server,
    Tapete too, under gunicorn with 2 sync worker processes (gunicorn is not a dependency: ``pip install
    gunicorn``).
    """

    def __init__(self, model: str, threads: int, logs: Path) -> None:
        self.model, self.threads, self.logs = model, threads, logs
        if model == "gunicorn" and importlib.util.find_spec("gunicorn") is None:
            raise SystemExit("--server gunicorn needs gunicorn installed: pip install gunicorn")

    def describe(self) -> str:
        from tutor import serve

        return (f"waitress, 1 process, {self.threads} threads per server (python -m tutor serve's default: "
                f"{serve.DEFAULT_THREADS})" if self.model == "waitress" else "gunicorn, 2 sync workers per server")

    def _popen(self, command: list[str], cwd: Path, name: str, env: dict | None = None) -> subprocess.Popen:
        log = open(self.logs / f"{name}.log", "w")  # noqa: SIM115 - the server's, closed with the run's folder
        return subprocess.Popen(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env)

    def tapete(self, instance: Path, port: int, name: str) -> subprocess.Popen:
        """Tapete with the instance folder ``instance`` (its ``config.py`` holds the bench's settings)."""
        if self.model == "waitress":
            return self._popen([sys.executable, "-m", "tutor", "serve", "--port", str(port), "--threads",
                                str(self.threads), "--instance", str(instance)], ROOT, name)
        return self._popen([sys.executable, "-m", "gunicorn", "--workers", "2", "--bind", f"127.0.0.1:{port}",
                            "--log-level", "warning", "tutor.web:create_app()"], ROOT, name,
                           {**os.environ, "TAPETE_INSTANCE": str(instance)})

    def app(self, folder: Path, module: str, port: int, name: str) -> subprocess.Popen:
        """``module:app`` from ``folder`` (the bare or a floor app), its output in the log ``name``."""
        from tutor import serve

        if self.model == "waitress":
            return self._popen([sys.executable, "-c", WAITRESS_RUNNER, module, str(port), str(self.threads),
                                str(serve.CONNECTION_LIMIT), str(64 * 1024)], folder, name)
        return self._popen([sys.executable, "-m", "gunicorn", "--workers", "2", "--bind", f"127.0.0.1:{port}",
                            "--log-level", "warning", f"{module}:app"], folder, name)


class Server:
    """One server under load: its kind (tapete, bare, floor, floor_own), SQLite ``synchronous`` setting, process,
    address, requests and the markers of a good response; the figures of each round (throughput, p99, and the
    server's CPU seconds per request when measured)."""

    def __init__(self, kind: str, synchronous: str, label: str, proc: subprocess.Popen, base: str, marker: str,
                 bad: str = "", reuse: bool = True) -> None:
        self.kind, self.synchronous, self.proc, self.base = kind, synchronous, proc, base
        self.name = f"{kind}[{synchronous}]"
        self.label = f"{label} [{synchronous}]"
        self.marker, self.bad, self.reuse = marker, bad, reuse
        self.python_client = None
        self.app = None  # Tapete's: signs the tickets the requests carry
        self.learners: list[tuple[str, str]] = []
        self.lines: list[tuple[str, str, str, str]] = []
        self.rates: list[float] = []
        self.p99s: list[float] = []
        self.cpu_per_request: list[float] = []


def rotated(servers: list, round_number: int) -> list:
    """The servers in the order of round ``round_number``: each round starts one server later, so that no server
    always runs first (or right after another's load)."""
    k = round_number % len(servers)
    return servers[k:] + servers[:k]


def _start(args, launcher: Launcher, tmp: Path, synchronous: str) -> list[Server]:
    """Tapete, the bare app and the floors with SQLite at ``synchronous``, each in its own folder and database."""
    from tutor.web import PACKAGE, create_app

    folder = tmp / synchronous
    instance, bare_dir = folder / "instance", folder / "bare"
    bare_dir.mkdir(parents=True)
    (bare_dir / "bare.py").write_text(BARE_APP.replace("SYNCHRONOUS", synchronous))
    floors = ([("floor", "floor: Tapete's library stack", FLOOR_LIBRARIES)] if args.floor else []) + (
        [("floor_own", "floor, own CSRF/login guards", FLOOR_OWN_GUARDS)] if args.floor_own_guards else [])
    for name, _, guards in floors:
        (folder / name / "templates").mkdir(parents=True)
        (folder / name / f"{name}.py").write_text(floor_app(guards, synchronous))
        (folder / name / "templates" / "floor.html").write_text(FLOOR_TEMPLATE)
        (folder / name / "translations").write_text(str(PACKAGE / "translations"))
        (folder / name / "secret_key").write_text(os.urandom(32).hex())
    instance.mkdir()  # every learner of the bench is a guest from 127.0.0.1: no cap on guests per address
    (instance / "config.py").write_text(f"GUESTS_PER_ADDRESS_PER_HOUR = 1_000_000\n"
                                        f"DATABASE_SYNCHRONOUS = {synchronous!r}\n")
    port = _free_port()
    tapete = Server("tapete", synchronous, "tapete answer (htmx POST)",
                    launcher.tapete(instance, port, f"tapete-{synchronous}"), f"http://127.0.0.1:{port}",
                    'data-verdict="', "notice already", reuse=False)
    tapete.app = create_app(instance_path=str(instance))  # the database and secret key the server uses
    port = _free_port()
    bare = Server("bare", synchronous, "bare Flask + 1 SQLite insert",
                  launcher.app(bare_dir, "bare", port, f"bare-{synchronous}"), f"http://127.0.0.1:{port}", "ok")
    bare.lines = BARE_REQUEST
    servers = [tapete, bare]
    for name, label, _ in floors:
        port = _free_port()
        servers.append(Server(name, synchronous, label,
                              launcher.app(folder / name, name, port, f"{name}-{synchronous}"),
                              f"http://127.0.0.1:{port}", 'data-floor="ok"'))
    return servers


def commit_time(folder: Path, synchronous: str, commits: int = 200) -> float:
    """Seconds per commit of one writer alone (one row inserted and committed, WAL, ``synchronous``) in
    ``folder``: at ``FULL``, the disk's sync. Writers to one SQLite file commit one at a time, so this bounds the
    throughput of any server doing one commit per request (:data:`__doc__`, Latency)."""
    import sqlite3

    path = folder / f"commits-{synchronous}.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=OFF")  # the log grown to its size and checkpointed once, unsynced, as on a
    conn.execute("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY, at REAL)")  # server that has run a while:
    for _ in range(1200):  # its commits then overwrite the log in place (growing it costs more per sync)
        with conn:
            conn.execute("INSERT INTO hits (at) VALUES (julianday('now'))")
    conn.execute(f"PRAGMA synchronous={synchronous}")
    t0 = time.perf_counter()
    for _ in range(commits):
        with conn:
            conn.execute("INSERT INTO hits (at) VALUES (julianday('now'))")
    elapsed = time.perf_counter() - t0
    conn.close()
    return elapsed / commits


def _medians(servers: list[Server]) -> None:
    """Each server's median throughput, p99 and CPU per request over the rounds."""
    print("\nmedians over the rounds:")
    for s in servers:
        cpu = [c for c in s.cpu_per_request if c]
        print(f"{s.label:42} {statistics.median(s.rates):7.1f} req/s   p99 {statistics.median(s.p99s) * 1000:6.1f} ms"
              + (f"   server CPU {statistics.median(cpu) * 1000:5.2f} ms/req" if cpu else ""))


def _ratios(top: Server, under: Server, note: str = "") -> None:
    """Per round, top's throughput over under's, and under's server CPU per request over top's (the same sense:
    1.0 = as cheap as under); the medians over the rounds, then each round's."""
    rates = [a / b for a, b in zip(top.rates, under.rates)]
    cpu = [b / a for a, b in zip(top.cpu_per_request, under.cpu_per_request) if a and b]
    print(f"throughput {top.name}/{under.name}: median {statistics.median(rates):.2f} of "
          f"{', '.join(f'{r:.2f}' for r in rates)}" + (
              f";  server CPU per request, {under.name}'s / {top.name}'s: median {statistics.median(cpu):.2f} "
              f"of {', '.join(f'{r:.2f}' for r in cpu)}" if cpu else "") + note)


def main() -> int:
    from tutor import serve

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--client", choices=("wrk", "python"), default="wrk" if shutil.which("wrk") else "python",
                        help="load generator (default: wrk when installed)")
    parser.add_argument("--server", choices=("waitress", "gunicorn"), default="waitress",
                        help="server model of every server: waitress as python -m tutor serve runs it (default), "
                             "or gunicorn with 2 worker processes (the older comparison; needs gunicorn)")
    parser.add_argument("--threads", type=int, default=serve.DEFAULT_THREADS,
                        help=f"waitress threads of every server (default {serve.DEFAULT_THREADS}, as "
                             f"python -m tutor serve)")
    parser.add_argument("--synchronous", choices=("FULL", "NORMAL"), nargs="+", default=["FULL"],
                        help="SQLite's synchronous setting of every server (default FULL, Tapete's default: every "
                             "commit synced); 'FULL NORMAL' runs every server at both, interleaved")
    parser.add_argument("--no-floor", dest="floor", action="store_false",
                        help="leave out the floor server (the bare app plus Tapete's library stack as documented)")
    parser.add_argument("--floor-own-guards", action="store_true",
                        help="also drive the floor with a small CSRF guard and the learner's id in the session "
                             "instead of Flask-WTF and Flask-Login (what those two libraries cost)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        launcher = Launcher(args.server, args.threads, tmp)
        python = args.client == "python"
        servers: list[Server] = []
        try:
            for synchronous in args.synchronous:
                servers += _start(args, launcher, tmp, synchronous)
            for server in servers:
                _wait(f"{server.base}/" if server.kind == "tapete" else f"{server.base}/insert", server.proc)
            print(f"{args.connections} connections, {args.rounds} rounds of {args.seconds:g} s (the servers' order "
                  f"rotating); {launcher.describe()}; SQLite synchronous {' and '.join(args.synchronous)}; "
                  f"load generator: {args.client}", flush=True)
            for synchronous in args.synchronous:
                t = statistics.median(commit_time(tmp, synchronous) for _ in range(3))
                print(f"one writer alone, synchronous {synchronous}: {t * 1000:.2f} ms per commit now (while the "
                      f"disk keeps that pace: at most {1 / t:.0f} commits/s, and {args.connections} connections "
                      f"waiting on one commit each wait {args.connections * t * 1000:.0f} ms on average)", flush=True)
            per_round = int(args.seconds * 4000) + 1000  # more than the server can answer: no ticket twice
            for server in servers:
                if server.kind == "tapete":
                    if python:
                        server.python_client = _tapete_client(server.base, server.app)
                    else:
                        server.learners = _learners(server.base, args.connections)
                        server.lines = [r[:4] for r in _tapete_requests(server.app, server.learners, 2000)]
                elif server.kind == "bare":
                    server.python_client = python and _bare_client(server.base)
                elif python:
                    server.python_client = _floor_client(server.base)
                else:
                    server.lines = _floor_requests(server.base, args.connections)
            for server in servers:  # warm-up
                if python:
                    _drive(server.python_client, 4, 1.0)
                else:
                    _wrk(server.base, server.lines, server.marker, server.bad, 4, 1.0, tmp, reuse=server.reuse)

            def run(server: Server) -> None:
                s0 = _server_cpu(server.proc)
                if not python:
                    done, lat, err, cpu = _wrk(server.base, server.lines, server.marker, server.bad,
                                               args.connections, args.seconds, tmp, reuse=server.reuse)
                else:
                    c0 = time.process_time()
                    done, lat, err = _drive(server.python_client, args.connections, args.seconds)
                    cpu = time.process_time() - c0
                server_cpu = _server_cpu(server.proc) - s0
                rate, p99 = _report(server.label, done, lat, err, args.seconds, cpu, server_cpu)
                server.rates.append(rate)
                server.p99s.append(p99)
                server.cpu_per_request.append(server_cpu / done if done and server_cpu else 0.0)

            for round_number in range(args.rounds):  # a busy moment of the machine hits every server in turn
                for server in servers:
                    if server.kind == "tapete" and not python:
                        server.lines = [r[:4] for r in _tapete_requests(server.app, server.learners, per_round)]
                for server in rotated(servers, round_number):
                    run(server)

            _medians(servers)
            print()
            for synchronous in args.synchronous:
                mine = {s.kind: s for s in servers if s.synchronous == synchronous}
                for kind in ("floor", "floor_own"):
                    if kind in mine:
                        _ratios(mine["tapete"], mine[kind], "  (target: throughput >= 0.6)" if kind == "floor"
                                else "")
                for kind in ("floor", "floor_own"):
                    if kind in mine:
                        _ratios(mine[kind], mine["bare"])
                _ratios(mine["tapete"], mine["bare"])
            if len(args.synchronous) > 1:  # what durability costs each server
                for kind in dict.fromkeys(s.kind for s in servers):
                    full, normal = (next(s for s in servers if s.kind == kind and s.synchronous == sync)
                                    for sync in ("FULL", "NORMAL"))
                    _ratios(full, normal)
        finally:
            for server in servers:
                server.proc.terminate()
                server.proc.wait(10)
            problems = [f"{log.stem}: {line.rstrip()}" for log in sorted(tmp.glob("*.log"))
                        for line in log.read_text(errors="replace").splitlines()
                        if line.strip() and not line.startswith(QUIET_LINES)]
            if problems:
                print("\nserver output:\n" + "\n".join(problems[:40]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
