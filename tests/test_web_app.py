"""The web app's factory, database start-up, cookies and static files.

The fixtures (a throwaway instance folder and database per test, a plain client and an htmx client) are in
``tests/conftest.py``, the learner's browser in ``tests/helpers.py``.
"""

from __future__ import annotations

import re

import pytest
from helpers import Web, right_fields, wrong_fields

from tutor import progress
from tutor.web import create_app


def test_web_app_factory_creates_and_migrates_the_database_in_the_instance_folder(tmp_path):
    app = create_app({"TESTING": True}, instance_path=str(tmp_path))
    assert app.config["DATABASE"] == str(tmp_path / "tapete.sqlite")
    db = progress.open_db(app.config["DATABASE"])
    applied = [m.name for m in progress.MIGRATIONS.applied(db)]
    assert applied[:3] == ["0001_users", "0002_attempts", "0003_skills"] and progress.MIGRATIONS.pending(db) == []
    assert db.journal_mode == "wal"
    assert {"users", "attempts", "skills"} <= set(db.table_names())


def test_web_app_factory_keeps_one_secret_key_per_instance(tmp_path):
    first = create_app({"TESTING": True}, instance_path=str(tmp_path))
    second = create_app({"TESTING": True}, instance_path=str(tmp_path))
    assert len(first.config["SECRET_KEY"]) == 64
    assert first.config["SECRET_KEY"] == second.config["SECRET_KEY"]
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_web_app_factory_refuses_an_in_memory_database(tmp_path):
    with pytest.raises(ValueError, match="DATABASE must be a file"):
        create_app({"TESTING": True, "DATABASE": ":memory:"}, instance_path=str(tmp_path))


def test_web_app_init_db_command_reports_up_to_date(runner):
    result = runner.invoke(args=["init-db"])
    assert "none (up to date)" in result.output


def test_web_app_learner_fixture_is_signed_up_and_logged_in(learner, db):
    assert "/cuenta/salir" in learner.get("/").get_data(as_text=True)
    assert [row["username"] for row in db["users"].rows] == ["ana"]


def test_web_app_session_cookie_is_httponly_and_samesite_lax(web):
    web.get("/")
    r = web.post("/idioma", {"lang": "en", "next": "/"})
    cookie = r.headers["Set-Cookie"]
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie




def test_web_app_template_gettext_formats_as_jinja_does(app):
    with app.test_request_context("/"):
        render = app.jinja_env.from_string
        assert render('{{ _("Language") }}').render() == "Idioma"
        assert render('{{ _("100%% sure") }}').render() == "100% sure"  # formatted even without variables
        assert render('{{ _("Level %(n)d", n=3) }}').render() == "Nivel 3"
        assert render('{{ _("<b>%(x)s", x="<i>") }}').render() == "<b>&lt;i&gt;"


def test_web_app_serves_vendored_htmx_and_css(client):
    htmx = client.get("/static/htmx.min.js")
    assert htmx.status_code == 200 and b"htmx" in htmx.data[:200]
    css = client.get("/static/tapete.css")
    assert css.status_code == 200 and b".card" in css.data
    page = client.get("/").get_data(as_text=True)
    assert 'src="/static/htmx.min.js"' in page
    assert "unpkg" not in page and "cdn" not in page.lower()


def test_web_app_body_sends_the_csrf_token_with_every_htmx_request(web):
    page = web.get("/").get_data(as_text=True)
    assert re.search(r"<body hx-headers='\{\"X-CSRFToken\": \"[^\"]+\"\}'>", page)


def test_web_app_instance_folder_defaults_to_the_users_data_folder_not_the_venv(tmp_path, monkeypatch):
    from tutor.web import default_instance

    monkeypatch.delenv("TAPETE_INSTANCE", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_instance() == str(tmp_path / "data" / "tapete")
    app = create_app({"TESTING": True})
    assert app.instance_path == str(tmp_path / "data" / "tapete")
    assert app.config["DATABASE"] == str(tmp_path / "data" / "tapete" / "tapete.sqlite")
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_instance() == str(tmp_path / "home" / ".local" / "share" / "tapete")
    monkeypatch.setenv("TAPETE_INSTANCE", str(tmp_path / "club"))
    assert create_app({"TESTING": True}).instance_path == str(tmp_path / "club")


def test_web_app_has_a_favicon_linked_from_every_page(client):
    page = client.get("/").get_data(as_text=True)
    assert 'rel="icon" href="/static/favicon.svg"' in page
    for url in ("/favicon.ico", "/static/favicon.svg"):
        r = client.get(url)
        assert r.status_code == 200 and r.mimetype == "image/svg+xml" and b"<svg" in r.data


TICKET_PUZZLE = "tresillo.cobro-v1-L1-S2"


def test_web_app_ticket_from_another_browser_is_refused(app, web):
    """A ticket is issued to the learner it was shown to: another browser (a visitor, a guest, another account)
    gets the same 400 as for a forged ticket; its own browser's answer is taken."""
    pid = TICKET_PUZZLE
    ticket = web.ticket(pid)
    visitor, guest, account = (Web(app.test_client()) for _ in range(3))
    visitor.get(f"/puzzle/{pid}")
    guest.answer(pid, wrong_fields(pid))
    account.signup("berta")
    for other in (visitor, guest, account):
        assert other.post(f"/puzzle/{pid}", {"ticket": ticket, **right_fields(pid)}).status_code == 400
    shown = account.ticket(pid)  # an account's ticket, in another account's browser
    intruder = Web(app.test_client())
    intruder.signup("carla")
    assert intruder.post(f"/puzzle/{pid}", {"ticket": shown, **right_fields(pid)}).status_code == 400
    assert web.post(f"/puzzle/{pid}", {"ticket": ticket, **right_fields(pid)}).status_code == 303
    assert account.post(f"/puzzle/{pid}", {"ticket": shown, **right_fields(pid)}).status_code == 303


@pytest.mark.parametrize("becomes", ["signup", "login"])
def test_web_app_ticket_shown_to_a_guest_is_taken_after_signing_up_or_logging_in(app, web, becomes):
    """A guest (or a visitor) who signs up or logs in mid-puzzle answers the puzzle shown before: the ticket is
    the browser's, and the guest's progress moves to the account."""
    if becomes == "login":
        other = Web(app.test_client())
        other.signup("dora")
        other.logout()
    pid = TICKET_PUZZLE
    assert web.answer(pid, wrong_fields(pid)).status_code == 303  # a guest now
    ticket = web.ticket(pid)
    visitor = Web(app.test_client())
    visitor_ticket = visitor.ticket(pid)  # a visitor who never answered
    if becomes == "signup":
        assert web.signup("elena").status_code == 303 and visitor.signup("fabio").status_code == 303
    else:
        assert web.login("dora", "secreto-123").status_code == 303
        assert visitor.login("dora", "secreto-123").status_code == 303
    assert web.post(f"/puzzle/{pid}", {"ticket": ticket, **right_fields(pid)}).status_code == 303
    assert visitor.post(f"/puzzle/{pid}", {"ticket": visitor_ticket, **right_fields(pid)}).status_code == 303
    web.logout()  # a ticket does not outlive the session it was shown in
    assert web.post(f"/puzzle/{pid}", {"ticket": ticket, **right_fields(pid)}).status_code == 400


@pytest.mark.parametrize("url", ["/lecciones", "/lecciones/canasta", "/lecciones/canasta/01-cartas", "/reglas/canasta",
                                 "/colecciones", "/colecciones/canasta-pozo", "/progreso", "/arbitro",
                                 "/arbitro/canasta", "/cuenta/entrar"])
def test_web_app_pages_answer_with_and_without_a_trailing_slash(client, url):
    bare, slashed = client.get(url.rstrip("/")), client.get(url.rstrip("/") + "/")
    assert bare.status_code == slashed.status_code == 200
    assert bare.get_data(as_text=True).count("<h1") == slashed.get_data(as_text=True).count("<h1") == 1
