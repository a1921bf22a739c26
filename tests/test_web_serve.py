"""``python -m tutor serve``: a production server (waitress) that creates the database, prints its address, says
when its port is taken, and answers everyone while slow clients hold sockets open."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from tutor import cli, progress, serve
from tutor.serve import url_of

ROOT = Path(__file__).resolve().parents[1]


def test_web_serve_url_of_brackets_ipv6_hosts():
    assert url_of("127.0.0.1", 5000) == "http://127.0.0.1:5000/"
    assert url_of("::1", 8080) == "http://[::1]:8080/"


def test_web_serve_defaults_are_local_port_5000_four_threads():
    args = cli.build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.threads) == ("127.0.0.1", 5000, 4)


@pytest.mark.parametrize("argv", [["serve", "--threads", "0"], ["serve", "--port", "70000"]])
def test_web_serve_refuses_bad_numbers_with_exit_2(argv, capsys):
    assert cli.main(argv) == 2
    assert "--port must be" in capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running(tmp_path, port: int, *extra: str):
    """``python -m tutor serve`` on ``port`` until the block ends (then stopped); yields the process."""
    proc = subprocess.Popen([sys.executable, "-m", "tutor", "serve", "--port", str(port), "--instance",
                             str(tmp_path), *extra], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/favicon.ico", timeout=2).read()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, proc.stdout.read() if proc.stdout else ""
                time.sleep(0.2)
        yield proc
    finally:
        proc.terminate()
        proc.communicate(timeout=20)


def test_web_serve_starts_waitress_creates_the_database_and_prints_the_url(tmp_path):
    port = _free_port()
    with running(tmp_path, port, "--threads", "2") as proc:
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).read().decode()
        assert "Tapete" in page and "Canasta" in page
        db = progress.open_db(str(tmp_path / "tapete.sqlite"))
        assert [m.name for m in progress.MIGRATIONS.applied(db)][0] == "0001_users"
        proc.terminate()
        out, _ = proc.communicate(timeout=20)
    assert f"Tapete is running at http://127.0.0.1:{port}/  (1 process, 2 threads;" in out
    assert "lessons" in out and "puzzle sets" in out  # the bundled content is loaded and checked at start
    assert "waitress" in (ROOT / "pyproject.toml").read_text()


def test_web_serve_answers_while_slow_clients_hold_sockets(tmp_path):
    """Slow clients (a header line now and then, never the end of the headers) must not stall anyone: more of them
    than the server has threads, and more than waitress's default connection limit (100), and a normal request is
    still answered at once."""
    port = _free_port()
    slow: list[socket.socket] = []
    with running(tmp_path, port, "--threads", "2"):
        try:
            for n in range(120):
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                s.sendall(f"GET /?slow={n} HTTP/1.1\r\nHost: 127.0.0.1\r\n".encode())
                slow.append(s)
            for line in range(2):  # keep them alive, as a slowloris does (a line every second here, bounded)
                time.sleep(1)
                for s in slow:
                    s.sendall(f"X-Slow-{line}: 1\r\n".encode())
            started = time.monotonic()
            page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).read().decode()
            assert "Tapete" in page and time.monotonic() - started < 3
        finally:
            for s in slow:
                s.close()


def test_web_serve_a_taken_port_is_said_plainly_with_exit_2(tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "tutor", "serve", "--port", str(port), "--instance",
                               str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "Tapete is running" not in done.stdout
    assert f"port {port}" in done.stderr and "--port" in done.stderr and "AirPlay" in done.stderr


def test_web_serve_waitress_bounds_what_one_socket_holds(app):
    """Issue 13 (review M1, L2): small headers, a short silence timeout, a sensible connection cap, and a body limit
    above the app's so the app answers its own 413 (JSON under /api/)."""
    options = serve.waitress_options(app, threads=3)
    assert options["threads"] == 3
    assert options["max_request_header_size"] == 16 * 1024
    assert options["channel_timeout"] == 30
    assert 100 < options["connection_limit"] <= 1000
    assert options["max_request_body_size"] == 1024 * 1024 > app.config["MAX_CONTENT_LENGTH"]


def test_web_serve_large_headers_and_bodies_are_refused_the_api_in_json(tmp_path):
    port = _free_port()
    with running(tmp_path, port):
        url = f"http://127.0.0.1:{port}/api/v1/rulings/tresillo.orden"
        request = urllib.request.Request(url, data=b'{"cartas": [' + b'"1o",' * 20000 + b'"1o"]}', method="POST",
                                         headers={"Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 413 and refused.value.headers["Content-Type"] == "application/json"
        assert "error" in json.loads(refused.value.read())
        big = urllib.request.Request(f"http://127.0.0.1:{port}/", headers={"X-Big": "a" * 20000})
        with pytest.raises(urllib.error.HTTPError) as too_big:
            urllib.request.urlopen(big, timeout=10)
        assert too_big.value.code == 431
