"""Password guessing is slowed: log-in and sign-up POSTs are limited per client address, log-ins also per username
tried (Flask-Limiter, ``tutor.web.auth``); past a limit the form answers 429 in the user's language.

These tests use small limits of their own; the other web tests keep the defaults, which they stay well under.
"""

from __future__ import annotations

import time
import types

import pytest

from helpers import Web
from tutor.web import create_app

LIMITS = {"LOGIN_LIMIT_PER_ADDRESS": "3 per minute", "LOGIN_LIMIT_PER_USERNAME": "5 per 15 minutes"}
TOO_MANY = {"es": "Demasiados intentos; vuelve a intentarlo en unos minutos.",
            "en": "Too many attempts; try again in a few minutes."}


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "SECRET_KEY": "test-secret", "DATABASE": str(tmp_path / "tapete.sqlite"),
                       "PASSWORD_HASHER": "cheap", **LIMITS}, instance_path=str(tmp_path))


def browser(app, address: str) -> Web:
    """A learner's browser at a client ``address``."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return Web(client)


@pytest.fixture
def clock(monkeypatch):
    """Moves the limits' clock (Flask-Limiter's in-memory storage) forward: ``clock(seconds)``."""
    offset = [0.0]
    import limits.storage.memory as memory
    monkeypatch.setattr(memory, "time", types.SimpleNamespace(time=lambda: time.time() + offset[0]))

    def forward(seconds: float) -> None:
        offset[0] += seconds
    return forward


def _guess(web: Web, username: str, password: str = "no-es-esta", htmx: bool = False):
    return web.post("/cuenta/entrar", {"username": username, "password": password}, htmx=htmx)


@pytest.mark.parametrize("htmx", [False, True])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_web_auth_limits_too_many_log_ins_from_one_address_get_429_in_the_users_language(app, lang, htmx):
    web = browser(app, "10.0.0.1")
    web.post("/idioma", {"lang": lang, "next": "/"})
    for _ in range(3):
        assert _guess(web, "ana", htmx=htmx).status_code == 422
    r = _guess(web, "ana", htmx=htmx)
    assert r.status_code == 429
    page = r.get_data(as_text=True)
    assert TOO_MANY[lang] in page and 'name="password"' in page  # the form again
    assert int(r.headers["Retry-After"]) > 0
    if htmx:
        assert "<html" not in page  # the fragment, as for any other answer of the form


def test_web_auth_limits_another_username_from_another_address_still_logs_in(app):
    browser(app, "10.0.0.9").signup("bea", "secreto-456")
    guesser = browser(app, "10.0.0.1")
    for _ in range(4):
        _guess(guesser, "ana")
    assert _guess(guesser, "ana").status_code == 429
    assert browser(app, "10.0.0.2").login("bea", "secreto-456").status_code == 303


def test_web_auth_limits_the_right_password_is_refused_until_the_window_passes(app, clock):
    browser(app, "10.0.0.9").signup("ana", "secreto-123")
    web = browser(app, "10.0.0.1")
    for _ in range(3):
        _guess(web, "ana")
    assert _guess(web, "ana", "secreto-123").status_code == 429
    assert "/cuenta/salir" not in web.get("/").get_data(as_text=True)  # not logged in
    clock(61)
    assert _guess(web, "ana", "secreto-123").status_code == 303
    assert "/cuenta/salir" in web.get("/").get_data(as_text=True)


def test_web_auth_limits_per_username_across_addresses(app, clock):
    browser(app, "10.0.0.9").signup("ana", "secreto-123")
    for n in range(5):  # one guess from each of five addresses: under every address's limit
        assert _guess(browser(app, f"10.0.1.{n}"), "ANA").status_code == 422
    assert _guess(browser(app, "10.0.1.99"), "ana", "secreto-123").status_code == 429
    assert browser(app, "10.0.1.98").login("bea", "secreto-456").status_code == 422  # other names: not limited
    clock(15 * 60 + 1)
    assert _guess(browser(app, "10.0.1.99"), "ana", "secreto-123").status_code == 303


def test_web_auth_limits_sign_up_is_limited_per_address(app):
    web = browser(app, "10.0.0.1")
    for n in range(3):
        assert web.signup(f"user{n}", "x").status_code == 422  # too short a password
    r = web.signup("user9", "secreto-123")
    assert r.status_code == 429 and TOO_MANY["es"] in r.get_data(as_text=True)
    assert "Darse de alta" in r.get_data(as_text=True)


def test_web_auth_limits_never_limit_gets_nor_answers(app):
    web = browser(app, "10.0.0.1")
    for _ in range(4):
        _guess(web, "ana")
    assert _guess(web, "ana").status_code == 429
    for _ in range(20):
        assert web.get("/cuenta/entrar").status_code == 200
        assert web.get("/cuenta/alta").status_code == 200
    puzzle = "tresillo.cobro-v1-L1-S2"
    for _ in range(12):
        r = web.answer(puzzle, {"answer": "0 0 0"})
        assert r.status_code in (200, 422)  # judged (here: a malformed answer), never 429


def test_web_auth_limits_can_be_turned_off_for_one_app_only(tmp_path, app):
    off = create_app({"TESTING": True, "SECRET_KEY": "s", "DATABASE": str(tmp_path / "off.sqlite"),
                      "PASSWORD_HASHER": "cheap", "RATELIMIT_ENABLED": False, **LIMITS},
                     instance_path=str(tmp_path / "off"))
    web = browser(off, "10.0.0.1")
    assert {_guess(web, "ana").status_code for _ in range(6)} == {422}
    again = create_app({"TESTING": True, "SECRET_KEY": "s", "DATABASE": str(tmp_path / "on.sqlite"),
                        "PASSWORD_HASHER": "cheap", **LIMITS}, instance_path=str(tmp_path / "on"))
    web = browser(again, "10.0.0.1")
    assert [_guess(web, "ana").status_code for _ in range(4)] == [422, 422, 422, 429]


def test_web_auth_limits_guesses_from_many_addresses_do_not_lock_the_owner_out_of_a_device_used_before(tmp_path):
    """OWASP's device cookie: 50 failures from ten addresses (the default per-username limit) lock a username out
    for every browser but the owner's, which carries the signed cookie a log-in left; the per-address limits still
    hold for it."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test-secret", "DATABASE": str(tmp_path / "t.sqlite"),
                      "PASSWORD_HASHER": "cheap"}, instance_path=str(tmp_path))
    owner = browser(app, "10.0.2.1")
    owner.signup("ana", "secreto-123")
    owner.post("/cuenta/salir", {})
    cookie = owner.client.get_cookie("tapete_device", path="/cuenta")
    assert cookie is not None and cookie.http_only and cookie.same_site == "Lax" and "ana" not in cookie.value
    for n in range(10):  # five failures from each of ten addresses: under each address's limit
        guesser = browser(app, f"10.0.3.{n}")
        assert {_guess(guesser, "ana").status_code for _ in range(5)} == {422}
    assert _guess(browser(app, "10.0.3.99"), "ana", "secreto-123").status_code == 429  # a stranger
    assert owner.login("ana", "secreto-123").status_code == 303  # the owner's own browser
    forged = browser(app, "10.0.3.98")
    forged.client.set_cookie("tapete_device", cookie.value + "x", path="/cuenta")
    assert _guess(forged, "ana", "secreto-123").status_code == 429
    elsewhere = browser(app, "10.0.2.1")  # the owner's cookie names ana only
    elsewhere.client.set_cookie("tapete_device", cookie.value, path="/cuenta")
    elsewhere.signup("bea", "secreto-456")
    assert _guess(elsewhere, "ana", "secreto-123").status_code == 429  # bea's device now, not ana's


def test_web_auth_limits_the_device_cookie_keeps_the_per_address_limit(app):
    owner = browser(app, "10.0.5.1")
    owner.signup("ana", "secreto-123")
    for _ in range(3):
        assert _guess(owner, "ana").status_code == 422
    assert _guess(owner, "ana", "secreto-123").status_code == 429  # LIMITS: 3 log-in POSTs a minute per address
