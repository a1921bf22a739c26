"""Browser tests: Playwright for Python driving Debian's /usr/bin/chromium (headless) against a live Tapete.

The live server is the real thing: ``python -m tutor serve`` (waitress: 1 process, 4 threads) on 127.0.0.1 and a free port,
with a throwaway instance folder. Screenshots go to ``$TAPETE_SHOTS`` (default: ``test-artifacts/`` at the top of the
checkout).

Under CI (``CI=true``) these tests must run: a missing browser is a failure there, and a skip only elsewhere.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tutor.rules.tresillo.mesa import CARTA

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
SHOTS = Path(os.environ.get("TAPETE_SHOTS") or ARTIFACTS)
CHROMIUM = os.environ.get("TAPETE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
IN_CI = os.environ.get("CI", "").lower() == "true"
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa",
                                                     "best-practice"]},
               "resultTypes": ["violations"]}
"""The accessibility audits' rules: WCAG 2.2 AA (contrast 4.5:1, tap targets of 24 px) and axe's best practices."""
TIMEOUT_MS = 20_000
"""How long an action or an expect() waits (generous: the tests must pass while the machine is loaded)."""


def _unavailable() -> str | None:
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        return f"Chromium not found at {CHROMIUM} (Debian: apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="session")
def browser():
    reason = _unavailable()
    if reason:
        if IN_CI:
            pytest.fail(f"browser tests must run under CI: {reason}")
        pytest.skip(reason)
    from playwright.sync_api import expect, sync_playwright

    # Read the page only through expect(...) after an htmx swap: it waits until the swap has settled (a loaded
    # machine can take seconds), where a bare get_attribute()/inner_text() reads whatever is there right now.
    expect.set_options(timeout=TIMEOUT_MS)

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The base URL of a running ``python -m tutor serve`` (and its instance folder)."""
    instance = tmp_path_factory.mktemp("instance")
    # Every browser test signs up and logs in from 127.0.0.1 against this one server: the per-address log-in limit
    # ("10 per minute; 50 per hour", tested on its own in tests/test_web_auth_limits.py) would make a test's result
    # depend on how many others ran in the same minute.
    (instance / "config.py").write_text('LOGIN_LIMIT_PER_ADDRESS = "1000 per minute"\n')
    port = _free_port()
    log = open(instance / "server.log", "w+")
    proc = subprocess.Popen([sys.executable, "-m", "tutor", "serve", "--port", str(port), "--threads", "4",
                             "--instance", str(instance)], stdout=log, stderr=subprocess.STDOUT, cwd=str(ROOT))
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url + "/", timeout=2).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                proc.kill()
                pytest.fail(f"the server did not start:\n{log.read()}")
            time.sleep(0.2)
    yield Live(url, instance)
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


class Live:
    def __init__(self, url: str, instance: Path):
        self.url = url
        self.instance = instance

    def __call__(self, path: str) -> str:
        return self.url + path


def _context(browser, **kw):
    return browser.new_context(locale="es-ES", **kw)


@pytest.fixture
def page(browser):
    context = _context(browser, viewport={"width": 1100, "height": 900})
    p = context.new_page()
    p.set_default_timeout(TIMEOUT_MS)
    yield p
    context.close()


@pytest.fixture
def page_without_js(browser):
    context = _context(browser, java_script_enabled=False, viewport={"width": 1100, "height": 900})
    p = context.new_page()
    p.set_default_timeout(TIMEOUT_MS)
    yield p
    context.close()


@pytest.fixture
def phone(browser):
    context = _context(browser, viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
                       has_touch=True)
    p = context.new_page()
    p.set_default_timeout(TIMEOUT_MS)
    yield p
    context.close()


def save_shot(p, name: str) -> Path:
    """Save a full-page screenshot of the page ``p`` as ``$TAPETE_SHOTS/<name>.png``; its path."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    p.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 1000
    return path


@pytest.fixture
def shot():
    """``shot(page, name)``: :func:`save_shot`."""
    return save_shot


def run_cli(live, *argv: str, stdin: str = "") -> str:
    """``python -m tutor ARGV --instance`` of the live server's instance; its stdout (the test fails on exit != 0)."""
    done = subprocess.run([sys.executable, "-m", "tutor", *argv, "--instance", str(live.instance)], input=stdin,
                          capture_output=True, text=True, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr
    return done.stdout


def log_in(page, live, username: str, password: str) -> None:
    """Log ``page`` in through the log-in form and wait for the home page."""
    page.goto(live("/cuenta/entrar"))
    page.fill('input[name="username"]', username)
    page.fill('input[name="password"]', password)
    page.click('form[action="/cuenta/entrar"] button[type="submit"]')
    page.wait_for_url(live("/"))


def fill_answer(scope, form: Any, value: Any, name: str = "answer") -> None:
    """Enter the normalised answer ``value`` into the answer form inside ``scope`` (a page, or one puzzle's
    section), as a learner would; the browser tests' one form filler."""
    kind = form.kind
    if kind in ("choice", "yes_no"):
        scope.locator(f'input[name="{name}"][value="{value}"]').check()
    elif kind == "number":
        scope.locator(f'input[name="{name}"]').fill(str(value))
    elif kind in ("cards", "card_categories") and not value:
        scope.locator(f'input[name="{name}.ninguna"]').check()  # "none": a choice of its own
    elif kind == "cards":
        for token in value:
            scope.locator(f'input[name="{name}"][value="{token}"]').check()
    elif kind == "order":
        for i, token in enumerate(value, 1):
            scope.locator(f'select[name="{name}.{token}"]').select_option(str(i))
    elif kind == "card_categories":
        for token, category in value:
            scope.locator(f'select[name="{name}.{token}"]').select_option(str(category))
    elif kind == "parts":
        for part, v in zip(form.parts, value):
            fill_answer(scope, part.form, v, f"part.{part.name}")
    else:
        raise AssertionError(kind)


PASSWORD = "una-clave-larga"
"""The password of the accounts :func:`sign_up` makes."""


def sign_up(page, live, prefix: str) -> str:
    """Sign up through the form as ``prefix`` plus a random suffix (password :data:`PASSWORD`); the username."""
    username = prefix + secrets.token_hex(3)
    page.goto(live("/cuenta/alta"))
    page.fill('input[name="username"]', username)
    page.fill('input[name="password"]', PASSWORD)
    page.click('form button[type="submit"]:has-text("Darse de alta")')
    page.wait_for_url(live("/"))
    return username


def click_move(page, jugada) -> None:
    """Click at the deal's table what a learner clicks for the engine's move ``jugada``
    (:class:`tutor.rules.tresillo.mesa.Jugada`)."""
    if jugada.tipo == CARTA:
        page.locator(f'.play-form button[value="{jugada.valor}"]').click()
    elif jugada.tipo == "descarte":
        for c in jugada.valor:
            page.locator(f'.discard-form input[value="{c}"]').check()
        page.locator(".discard-form button[type=submit]").click()
    elif jugada.tipo == "rendirse":
        page.locator('.surrender-form button[value="rendirse"]').click()
    else:
        value = ("si" if jugada.valor else "no") if isinstance(jugada.valor, bool) else jugada.valor
        page.locator(f'.move-form button[value="{value}"]').click()
