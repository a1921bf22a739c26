"""``python -m tutor serve``: a production server (gunicorn) that creates the database and prints its address."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tutor import cli, progress
from tutor.serve import url_of

ROOT = Path(__file__).resolve().parents[1]


def test_web_serve_url_of_brackets_ipv6_hosts():
    assert url_of("127.0.0.1", 5000) == "http://127.0.0.1:5000/"
    assert url_of("::1", 8080) == "http://[::1]:8080/"


def test_web_serve_defaults_are_local_port_5000_two_workers():
    args = cli.build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.workers) == ("127.0.0.1", 5000, 2)


@pytest.mark.parametrize("argv", [["serve", "--workers", "0"], ["serve", "--port", "70000"]])
def test_web_serve_refuses_bad_numbers_with_exit_2(argv, capsys):
    assert cli.main(argv) == 2
    assert "--port must be" in capsys.readouterr().err


def test_web_serve_starts_gunicorn_creates_the_database_and_prints_the_url(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "tutor", "serve", "--port", str(port), "--workers", "1",
                             "--instance", str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read().decode()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, proc.stdout.read() if proc.stdout else ""
                time.sleep(0.2)
        assert "Tapete" in page and "Canasta" in page
        db = progress.open_db(str(tmp_path / "tapete.sqlite"))
        assert [m.name for m in progress.MIGRATIONS.applied(db)][0] == "0001_users"
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=20)
    assert f"Tapete is running at http://127.0.0.1:{port}/" in out
    assert "lessons" in out and "puzzle sets" in out  # the bundled content is loaded and checked at start
    assert "gunicorn" in (ROOT / "pyproject.toml").read_text()
