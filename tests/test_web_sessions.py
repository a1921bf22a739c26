"""Identities and sessions nobody can take over (issue 13, items 1, 2, 4c, 5, 7, 8): ids never reused, sessions
the server can end, refused requests that change nothing, log-in limits that do not lock the owner out, usernames
compared as people read them, one guest per browser, and the security headers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import Web, right_fields

from tutor import progress

POZO = "canasta.pozo-v1-L1-S1"
LOGGED_IN = "/cuenta/salir"  # the log-out form is on every page of a logged-in account
ROOT = Path(__file__).resolve().parents[1]


def cookie(web: Web) -> str:
    return web.client.get_cookie("session").value


def replay(app, value: str) -> Web:
    """Another browser holding a copy of a session cookie."""
    other = app.test_client()
    other.set_cookie("session", value)
    return Web(other)


def post(web: Web, url: str, headers: dict, token: bool = True):
    """A POST of a logged-in browser's form with extra ``headers`` (and its CSRF token unless ``token`` is false)."""
    if web.token is None:
        web.get("/")
    return web.client.post(url, data={"csrf_token": web.token} if token else {}, headers=headers)


def browser(app, address: str) -> Web:
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return Web(client)


# ---------------------------------------------------------------------------------------------- item 1: identities


@pytest.fixture
def store(tmp_path):
    handle = progress.open_db(str(tmp_path / "store.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def test_web_sessions_a_merged_guests_id_is_never_given_again(store):
    ana = progress.create_user(store, "ana", "h")
    guest = progress.create_guest(store)
    progress.merge_guest(store, guest.id, ana.id)
    assert progress.get_user(store, guest.id) is None
    assert progress.create_user(store, "bea", "h").id > guest.id
    assert progress.create_guest(store).id > guest.id


def _database_before_0004(path) -> "progress.sqlite_utils.Database":
    """A database as the code before migration 0004 left it: every other migration applied (the lessons', the saved
    puzzles' with their triggers on users...), in the order they are registered; 0004 comes last, as on upgrade."""
    from tutor.progress import lesson_progress, personal_sets  # noqa: F401  (their migrations)

    db = progress.open_db(str(path))
    progress.MIGRATIONS.ensure_migrations_table(db)
    for step in progress.MIGRATIONS.pending(db):
        if step.name != "0004_users_never_reused":
            step.fn(db)
            db["_sqlite_migrations"].insert({"migration_set": "tapete", "name": step.name, "applied_at": "2026"})
    return db


def test_web_sessions_the_migration_keeps_users_attempts_and_triggers(tmp_path):
    from tutor.progress import personal_sets

    db = _database_before_0004(tmp_path / "old.sqlite")
    created = "2026-01-01T00:00:00+00:00"
    for uid, name in [(1, "Ana"), (2, None), (3, "ａｎａ"), (4, "luis"), (5, None)]:
        db.execute("INSERT INTO users (id, username, password_hash, is_guest, lang, created_at) VALUES (?, ?, ?, ?, "
                   "'es', ?)", [uid, name, "h" if name else None, 0 if name else 1, created])
    db.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, created_at) "
               "VALUES (4, 'p', 'canasta.pozo', 'canasta', 1, 'x', 1, 1.0, ?)", [created])
    db.execute("INSERT INTO lesson_answers (attempt_id, user_id, lesson_id, position, created_at) "
               "VALUES (1, 4, 'canasta/01', 0, ?)", [created])
    db.conn.commit()
    personal_sets.add(db, 5, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S"]})
    assert progress.migrate(db) == ["0004_users_never_reused"]
    assert [progress.get_user(db, i).username for i in (1, 2, 3, 4)] == ["Ana", None, "ａｎａ", "luis"]
    assert progress.get_user_by_name(db, "ANA").id == 1  # the older account keeps the name
    assert progress.get_user_by_name(db, "ａｎａ").id == 3  # the one that collides logs in by its exact spelling
    assert progress.recent_attempts(db, 4)[0].puzzle_id == "p"
    assert len({progress.get_user(db, i).session_token for i in (1, 2, 3, 4, 5)}) == 5
    triggers = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    assert {"personal_puzzles_owner_gone", "lesson_answers_owner_gone"} <= triggers
    with progress.writing(db):
        db.execute("DELETE FROM users WHERE id = 5")  # the last row: before 0004 its id came back
    assert db.execute("SELECT COUNT(*) FROM personal_puzzles").fetchone()[0] == 0  # the trigger still runs
    assert db.execute("SELECT COUNT(*) FROM lesson_answers WHERE user_id = 4").fetchone()[0] == 1
    assert progress.create_user(db, "eva", "h").id == 6  # 5 is never given again
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_web_sessions_a_threads_new_connection_keeps_the_others_writes_visible(tmp_path):
    """One server process, one connection per thread: opening another must not drop the locks of the first (a
    closed descriptor of the file drops them all), or a reader in another process deletes the WAL the first still
    writes to, and its later commits are lost to everyone else."""
    import subprocess
    import sys

    path = str(tmp_path / "threads.sqlite")
    first = progress.open_db(path)
    progress.migrate(first)
    progress.create_user(first, "uno", "h")
    progress.open_db(path)  # another thread's connection
    read = f"import sqlite3; print(sqlite3.connect({path!r}).execute('SELECT COUNT(*) FROM users').fetchone()[0])"
    assert subprocess.run([sys.executable, "-c", read], capture_output=True, text=True).stdout.strip() == "1"
    progress.create_user(first, "dos", "h")
    assert subprocess.run([sys.executable, "-c", read], capture_output=True, text=True).stdout.strip() == "2"


def test_web_sessions_a_cookie_replayed_after_log_out_is_anonymous(app, web):
    web.signup("ana")
    copied = cookie(web)
    assert LOGGED_IN in replay(app, copied).get("/").get_data(as_text=True)  # a copy works while logged in
    assert web.logout().status_code == 303
    assert LOGGED_IN not in replay(app, copied).get("/").get_data(as_text=True)


def _guest_with_an_answer(web: Web) -> int:
    r = web.answer(POZO, right_fields(POZO))
    assert r.status_code == 303
    return int(r.headers["Location"].rsplit("/", 1)[1].split("?")[0])


def test_web_sessions_a_guest_cookie_captured_before_sign_up_is_not_the_account(app, web):
    attempt = _guest_with_an_answer(web)
    captured = cookie(web)
    assert replay(app, captured).get(f"/intento/{attempt}").status_code == 200  # the guest's own, for now
    assert web.signup("ana").status_code == 303
    thief = replay(app, captured)
    assert thief.get(f"/intento/{attempt}").status_code == 404
    assert LOGGED_IN not in thief.get("/").get_data(as_text=True)
    assert web.get(f"/intento/{attempt}").status_code == 200  # the account keeps the guest's attempt


def test_web_sessions_a_guest_cookie_after_logging_in_over_it_reaches_nothing(app, web, db):
    Web(app.test_client()).signup("ana")
    attempt = _guest_with_an_answer(web)
    captured = cookie(web)
    assert web.login("ana", "secreto-123").status_code == 303
    assert replay(app, captured).get(f"/intento/{attempt}").status_code == 404
    newcomer = Web(app.test_client())
    newcomer.signup("bea")  # takes a new id, never the merged guest's
    assert replay(app, captured).get(f"/intento/{attempt}").status_code == 404
    assert LOGGED_IN not in replay(app, captured).get("/").get_data(as_text=True)


def test_web_sessions_a_password_change_ends_every_session(app, web, db):
    web.signup("ana")
    copied = cookie(web)
    progress.set_password(db, progress.get_user_by_name(db, "ana").id, "new-hash")
    assert LOGGED_IN not in replay(app, copied).get("/").get_data(as_text=True)


def test_web_sessions_a_deleted_row_is_reached_by_no_cookie(app, web, db):
    web.signup("ana")
    copied = cookie(web)
    with progress.writing(db):
        db.execute("DELETE FROM users")
    Web(app.test_client()).signup("bea")
    assert LOGGED_IN not in replay(app, copied).get("/").get_data(as_text=True)


# ---------------------------------------------------------------------------------------------- item 2: refusals


@pytest.mark.parametrize("with_cookie", [True, False])
def test_web_sessions_a_refused_cross_site_post_changes_nothing(app, web, with_cookie):
    web.signup("ana")
    copied = cookie(web)
    victim = web if with_cookie else Web(app.test_client())  # a SameSite=Lax cookie is not sent cross-site
    r = victim.client.post("/cuenta/salir", headers={"Origin": "https://evil.example"})
    assert r.status_code == 400
    assert "Set-Cookie" not in r.headers
    assert LOGGED_IN in replay(app, copied).get("/").get_data(as_text=True)


@pytest.mark.parametrize("sent", [{"Origin": "https://evil.example"}, {"Origin": "null"},
                                  {"Referer": "https://evil.example/page"}, {"Origin": "http://localhost.evil"}])
def test_web_sessions_a_post_from_another_site_is_refused_even_with_the_token(web, sent):
    web.signup("ana")
    r = post(web, "/cuenta/salir", sent)
    assert r.status_code == 400 and "Set-Cookie" not in r.headers
    assert LOGGED_IN in web.get("/").get_data(as_text=True)


@pytest.mark.parametrize("sent", [{}, {"Origin": "http://localhost"}, {"Referer": "http://localhost/puzzle/x"}])
def test_web_sessions_a_post_from_this_site_passes(web, sent):
    web.signup("ana")
    assert post(web, "/cuenta/salir", sent).status_code == 303


def test_web_sessions_the_cookie_free_api_answers_any_origin_in_json(client):
    r = client.post("/api/v1/rulings/canasta.pozo", json={"pozo": ["5S"]}, headers={"Origin": "https://club.example"})
    assert r.status_code == 400 and r.is_json and "Set-Cookie" not in r.headers


# ---------------------------------------------------------------------------------------------- item 5: log-in limits


def test_web_sessions_guesses_from_many_addresses_do_not_lock_the_owner_out(app):
    browser(app, "10.9.9.9").signup("ana", "secreto-123")
    for n in range(20):
        r = browser(app, f"10.0.{n}.1").login("ana", "no-es-esta")
        assert r.status_code == 422
    assert browser(app, "10.1.1.1").login("ana", "secreto-123").status_code == 303


def test_web_sessions_failed_log_ins_count_per_username_and_address(app):
    browser(app, "10.9.9.9").signup("ana", "secreto-123")
    guesser = browser(app, "10.0.0.1")
    assert [guesser.login("ANA", "no-es-esta").status_code for _ in range(6)] == [422] * 5 + [429]
    assert browser(app, "10.0.0.2").login("ana", "secreto-123").status_code == 303


def test_web_sessions_a_log_in_checks_a_hash_whether_or_not_the_name_exists(app, web):
    real = app.extensions["tapete.hasher"]
    checked = []

    class Counting:
        def hash(self, password):
            return real.hash(password)

        def verify(self, hashed, password):
            checked.append(hashed)
            return real.verify(hashed, password)

    app.extensions["tapete.hasher"] = Counting()
    Web(app.test_client()).signup("ana")
    assert web.login("nadie", "secreto-123").status_code == 422
    assert web.login("ana", "secreto-999").status_code == 422
    assert len(checked) == 2 and all(h.startswith("$argon2id$") for h in checked)


# ---------------------------------------------------------------------------------------------- item 8: usernames


def test_web_sessions_usernames_are_compared_after_nfkc_and_case_folding(web, app):
    assert web.signup("admin9171").status_code == 303
    web.logout()
    r = web.signup("ＡＤＭＩＮ9171")
    assert r.status_code == 422 and "ya existe" in r.get_data(True)
    assert web.login("ＡＤＭＩＮ9171", "secreto-123").status_code == 303


def test_web_sessions_a_username_mixing_scripts_is_refused(web, db):
    r = web.signup("\u0430dmin9171")  # a Cyrillic а, then Latin letters
    assert r.status_code == 422 and "alfabeto" in r.get_data(True)
    assert progress.count(db, "users") == 0
    assert web.signup("\u0430\u0434\u043c\u0438\u043d").status_code == 303  # Cyrillic alone is a name


# ---------------------------------------------------------------------------------------------- item 4c: one guest


def test_web_sessions_a_new_guests_parallel_first_answers_make_one_guest_and_one_attempt(app, db):
    web = Web(app.test_client())
    fields = {"ticket": web.ticket(POZO), **right_fields(POZO), "csrf_token": web.token}
    visitor = cookie(web)
    # Two answers sent at once: both leave with the visitor's cookie, neither sees the other's Set-Cookie.
    copies = [replay(app, visitor) for _ in range(3)]
    assert {c.client.post(f"/puzzle/{POZO}", data=fields).status_code for c in copies} == {303}
    assert progress.count(db, "users") == 1 and progress.count(db, "attempts") == 1


def test_web_sessions_a_new_visitors_parallel_saves_in_the_referee_make_one_guest(app, db):
    web = Web(app.test_client())
    web.get("/arbitro/canasta/canasta.pozo")  # no puzzle shown: the session has a CSRF token, no ticket token
    visitor = cookie(web)
    situation = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False,
                 "puntuacion": 1800, "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}
    fields = {"situation": json.dumps(situation), "csrf_token": web.token}
    copies = [replay(app, visitor) for _ in range(3)]
    assert {c.client.post("/arbitro/canasta/canasta.pozo/guardar", data=fields).status_code for c in copies} == {303}
    assert progress.count(db, "users") == 1


def test_web_sessions_a_guest_key_is_given_up_on_sign_up(store):
    guest = progress.create_guest(store, key="k")
    assert progress.create_guest(store, key="k").id == guest.id
    progress.claim_guest(store, guest.id, "ana", "h")
    assert progress.create_guest(store, key="k").id != guest.id


# ---------------------------------------------------------------------------------------------- item 7: headers


def test_web_sessions_every_response_has_the_security_headers(web):
    for url in ("/", "/static/tapete.css", "/cuenta/entrar", "/no-such-page"):
        r = web.get(url)
        csp = r.headers["Content-Security-Policy"]
        assert "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp and "script-src 'self'" in csp
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        assert r.headers["Referrer-Policy"] == "same-origin"


def test_web_sessions_personal_pages_are_never_stored(web):
    _guest_with_an_answer(web)
    for url in ("/progreso", "/arbitro/mis-puzzles", "/cuenta/entrar", "/"):
        assert web.get(url).cache_control.no_store, url
    assert not web.get("/static/tapete.css").cache_control.no_store


def test_web_sessions_templates_have_no_inline_script_nor_style():
    for path in (ROOT / "templates").rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path
        assert not re.search(r"<style|\sstyle=|\son[a-z]+=", text), path
    base = (ROOT / "templates" / "base.html").read_text(encoding="utf-8")
    assert '"includeIndicatorStyles":false' in base  # htmx adds no <style> of its own
