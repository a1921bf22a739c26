"""The admin area (/admin) and the reset-code page (/cuenta/codigo): what an admin can do, what bad input gets,
and that nothing is half-written."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from helpers import Web, account
from tutor import progress
from tutor.progress import accounts, club, roles
from tutor.web import create_app

CODE = re.compile(r'<code class="code-shown">([A-Z0-9-]+)</code>')
TEMPLATES = Path(__file__).resolve().parents[1] / "templates"


@pytest.fixture
def admin(app):
    return account(app, "jefa", admin=True)


def test_admin_web_list_search_and_pages(app, admin):
    for i in range(30):
        progress.create_user(progress.open_db(app.config["DATABASE"]), f"socio{i:02}", "h")
    page = admin.get("/admin/").get_data(as_text=True)
    assert "31 accounts" in page or "31 cuentas" in page
    assert page.count('href="/admin/usuarios/') == 25 and "jefa" in page and "socio23" in page
    assert "socio24" not in page and 'href="/admin/?pagina=2"' in page
    second = admin.get("/admin/?pagina=2").get_data(as_text=True)
    assert second.count('href="/admin/usuarios/') == 6 and "socio29" in second
    found = admin.get("/admin/?q=SOCIO1").get_data(as_text=True)
    assert found.count('href="/admin/usuarios/') == 10 and f"/admin/usuarios/{admin.uid}\"" not in found
    for odd in ("?pagina=-1", "?pagina=abc", "?pagina=99999999999", "?q=%25", "?q=" + "x" * 5000):
        assert admin.get("/admin/" + odd).status_code == 200


def test_admin_web_admin_link_only_for_admins(app, admin):
    assert 'href="/admin/"' in admin.get("/").get_data(as_text=True)
    learner = account(app, "ana")
    assert 'href="/admin/"' not in learner.get("/").get_data(as_text=True)


def test_admin_web_menu_leads_to_the_reported_puzzles_and_back(app, admin):
    for page in ("/admin/", "/admin/club", "/admin/colecciones"):
        assert 'href="/clases/informes"' in admin.get(page).get_data(as_text=True), page
    reports = admin.get("/clases/informes").get_data(as_text=True)
    assert 'href="/clases/informes" aria-current="page"' in reports and 'href="/admin/"' in reports


def test_admin_web_grant_and_remove_roles_and_keep_the_last_admin(app, admin, db):
    ana = account(app, "ana")
    r = admin.post(f"/admin/usuarios/{ana.uid}/rol", {"role": "teacher", "action": "grant"})
    assert r.status_code == 303 and roles.roles_of(db, ana.uid) == {"learner", "teacher"}
    admin.post(f"/admin/usuarios/{ana.uid}/rol", {"role": "teacher", "action": "remove"})
    assert roles.roles_of(db, ana.uid) == {"learner"}
    for bad in ({"role": "root", "action": "grant"}, {"role": "admin", "action": "explode"}, {}):
        assert admin.post(f"/admin/usuarios/{ana.uid}/rol", bad).status_code == 422
    r = admin.post(f"/admin/usuarios/{admin.uid}/rol", {"role": "admin", "action": "remove"})
    assert r.status_code == 422 and ("at least one admin" in r.get_data(as_text=True)
                                     or "al menos un administrador" in r.get_data(as_text=True))
    assert roles.has_role(db, admin.uid, "admin")
    assert admin.get("/admin/usuarios/999999").status_code == 404
    assert admin.get(f"/admin/usuarios/{10**30}").status_code == 404


def test_admin_web_reset_code_sets_a_new_password_once(app, admin, db):
    ana = account(app, "ana", "vieja-clave-1")
    r = admin.post(f"/admin/usuarios/{ana.uid}/codigo")
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    page = r.get_data(as_text=True)
    code = CODE.search(page).group(1)
    assert "http://localhost/cuenta/codigo" in page
    assert code.replace("-", "") not in json.dumps(db.execute("SELECT * FROM password_resets").fetchall())
    member = Web(app.test_client())
    member.get("/cuenta/codigo")
    assert member.post("/cuenta/codigo", {"username": "ana", "code": "AAAA-AAAA-AAAA",
                                          "password": "nueva-clave-2"}).status_code == 422
    assert member.post("/cuenta/codigo", {"username": "ana", "code": code, "password": "corta"}).status_code == 422
    assert member.post("/cuenta/codigo", {"username": "bea", "code": code,
                                          "password": "nueva-clave-2"}).status_code == 422
    r = member.post("/cuenta/codigo", {"username": "ANA", "code": code.lower(), "password": "nueva-clave-2"})
    assert r.status_code == 303 and r.headers["Location"].endswith("/cuenta/entrar")
    assert Web(app.test_client()).login("ana", "nueva-clave-2").status_code == 303
    assert Web(app.test_client()).login("ana", "vieja-clave-1").status_code == 422
    again = member.post("/cuenta/codigo", {"username": "ana", "code": code, "password": "otra-clave-3"})
    assert again.status_code == 422  # used up
    assert Web(app.test_client()).login("ana", "nueva-clave-2").status_code == 303


def test_admin_web_delete_confirmed_and_never_the_last_admin(app, admin, db):
    ana = account(app, "ana")
    r = admin.post(f"/admin/usuarios/{ana.uid}/borrar", {"confirm": "otra"})
    assert r.status_code == 422 and progress.get_user(db, ana.uid) is not None
    r = admin.post(f"/admin/usuarios/{ana.uid}/borrar", {"confirm": "ana"})
    assert r.status_code == 303 and progress.get_user(db, ana.uid) is None
    assert ana.get("/progreso").status_code == 200 and "ana" not in ana.get("/").get_data(as_text=True).split(
        "<main")[0]  # the deleted account's cookie names nobody
    r = admin.post(f"/admin/usuarios/{admin.uid}/borrar", {"confirm": "jefa"})
    assert r.status_code == 422 and progress.get_user(db, admin.uid) is not None


def test_admin_web_export_is_a_json_download(app, admin):
    ana = account(app, "ana")
    r = admin.get(f"/admin/usuarios/{ana.uid}/datos.json")
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert r.headers["Content-Disposition"] == f'attachment; filename="tapete-usuario-{ana.uid}.json"'
    data = r.get_json()
    assert data["user"]["username"] == "ana" and data["roles"] == ["learner"] and "password_hash" not in r.text


def test_admin_web_club_settings_saved_or_refused_whole(app, admin, db):
    page = admin.get("/admin/club").get_data(as_text=True)
    assert 'value="Tapete"' in page and '<option value="Europe/Madrid" selected>' in page
    assert '<option value="reglamento" selected>' in page and '<option value="clasica">' in page
    r = admin.post("/admin/club", {"name": "Casino de Vigo", "time_zone": "Atlantic/Canary", "lang": "en",
                                   "default_profile": "clasica"})
    assert r.status_code == 303
    saved = {"name": "Casino de Vigo", "time_zone": "Atlantic/Canary", "lang": "en", "default_profile": "clasica"}
    assert club.club_settings(db) == saved
    r = admin.post("/admin/club", {"name": "", "time_zone": "Mars/Olympus", "lang": "fr", "default_profile": "club_9"})
    assert r.status_code == 422
    assert r.get_data(as_text=True).count("<li>") >= 4
    assert club.club_settings(db) == saved


def test_admin_web_every_post_needs_the_csrf_token(app, admin, db):
    ana = account(app, "ana")
    for path, data in ((f"/admin/usuarios/{ana.uid}/rol", {"role": "admin", "action": "grant"}),
                       (f"/admin/usuarios/{ana.uid}/codigo", {}),
                       (f"/admin/usuarios/{ana.uid}/borrar", {"confirm": "ana"}),
                       ("/admin/club", {"name": "X", "time_zone": "UTC", "lang": "es"}),
                       ("/cuenta/codigo", {"username": "ana", "code": "x", "password": "secreto-999"})):
        app.config["WTF_CSRF_ENABLED"] = True
        assert admin.post(path, data, csrf=False).status_code == 400, path
    assert roles.roles_of(db, ana.uid) == {"learner"} and db["password_resets"].count == 0
    assert club.club_setting(db, "name") == "Tapete" and progress.get_user(db, ana.uid) is not None


@pytest.mark.parametrize("template", sorted(p.name for p in (TEMPLATES / "admin").glob("*.html")))
def test_admin_web_templates_have_no_inline_script_or_style(template):
    text = (TEMPLATES / "admin" / template).read_text(encoding="utf-8")
    assert "style=" not in text and "<style" not in text
    assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", text))
    if "method=\"post\"" in text:
        assert text.count('method="post"') == text.count("csrf_token()")


def test_admin_web_trusted_proxy_gives_the_clients_address_and_https(tmp_path):
    behind = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "t.sqlite"),
                         "PASSWORD_HASHER": "cheap", "TRUSTED_PROXIES": 1}, instance_path=str(tmp_path))
    seen = {}

    @behind.get("/_seen")
    def _seen():
        from flask import request, url_for
        seen.update(addr=request.remote_addr, url=url_for("reset.redeem", _external=True))
        return "ok"

    forwarded = {"X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "club.example"}
    behind.test_client().get("/_seen", headers=forwarded)
    assert seen == {"addr": "203.0.113.7", "url": "https://club.example/cuenta/codigo"}
    direct = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "t.sqlite"),
                         "PASSWORD_HASHER": "cheap"}, instance_path=str(tmp_path))
    direct.add_url_rule("/_seen", view_func=_seen)
    direct.test_client().get("/_seen", headers=forwarded)
    assert seen == {"addr": "127.0.0.1", "url": "http://localhost/cuenta/codigo"}  # headers not trusted
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "t.sqlite"),
                    "TRUSTED_PROXIES": "yes"}, instance_path=str(tmp_path))


def test_admin_web_club_language_is_the_default_for_whoever_has_not_chosen(app, admin):
    visitor = Web(app.test_client())
    assert '<html lang="es">' in visitor.get("/").get_data(as_text=True)
    assert admin.post("/admin/club", {"name": "Club", "time_zone": "UTC", "lang": "en"}).status_code == 303
    assert '<html lang="en">' in Web(app.test_client()).get("/").get_data(as_text=True)
    chose = Web(app.test_client())
    chose.post("/idioma", {"lang": "es", "next": "/"})
    assert '<html lang="es">' in chose.get("/").get_data(as_text=True)  # a choice made stays


def test_admin_web_a_wrong_reset_code_costs_no_password_hash(app, admin):
    ana = account(app, "ana")
    admin.post(f"/admin/usuarios/{ana.uid}/codigo")
    hashed = []
    real = app.extensions["tapete.hasher"]

    class Counting:
        def hash(self, password):
            hashed.append(password)
            return real.hash(password)

        def verify(self, *args):
            return real.verify(*args)

    app.extensions["tapete.hasher"] = Counting()
    member = Web(app.test_client())
    for name in ("ana", "nadie"):
        for _ in range(3):
            r = member.post("/cuenta/codigo", {"username": name, "code": "AAAA-AAAA-AAAA", "password": "x" * 200})
            assert r.status_code == 422
    assert hashed == []


def test_admin_web_redeeming_a_code_ends_the_members_other_sessions(app, admin):
    ana = account(app, "ana", "vieja-clave-1")  # logged in in this browser
    assert 'class="who">ana<' in ana.get("/").get_data(as_text=True)
    code = CODE.search(admin.post(f"/admin/usuarios/{ana.uid}/codigo").get_data(as_text=True)).group(1)
    elsewhere = Web(app.test_client())
    elsewhere.get("/cuenta/codigo")
    assert elsewhere.post("/cuenta/codigo", {"username": "ana", "code": code,
                                             "password": "nueva-clave-2"}).status_code == 303
    assert 'class="who">ana<' not in ana.get("/").get_data(as_text=True)  # whoever held the old password is out


@pytest.mark.parametrize("hops, seen", [(1, ("203.0.113.7", "https")), (0, ("127.0.0.1", "http"))])
def test_admin_web_waitress_passes_the_proxy_headers_only_when_a_proxy_is_trusted(tmp_path, hops, seen):
    import threading
    import urllib.request

    from waitress.server import create_server

    from tutor.serve import waitress_options

    app = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "t.sqlite"),
                      "TRUSTED_PROXIES": hops}, instance_path=str(tmp_path))

    @app.get("/_seen")
    def _seen():
        from flask import request
        return f"{request.remote_addr} {request.scheme}"

    server = create_server(app, host="127.0.0.1", port=0, **waitress_options(app, 1))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        asked = urllib.request.Request(f"http://127.0.0.1:{server.effective_port}/_seen",
                                       headers={"X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https"})
        assert tuple(urllib.request.urlopen(asked, timeout=10).read().decode().split()) == seen
    finally:
        server.close()
        server.task_dispatcher.shutdown()


def test_admin_web_the_clubs_time_zone_counts_the_days_unless_the_config_fixes_it(app, admin):
    from tutor.web import i18n

    with app.test_request_context("/"):
        assert i18n.club_timezone() == "Europe/Madrid"
    admin.post("/admin/club", {"name": "Club", "time_zone": "America/Havana", "lang": "es"})
    with app.test_request_context("/"):
        assert i18n.club_timezone() == "America/Havana"
    app.config["CLUB_TIMEZONE"] = "Asia/Tokyo"
    with app.test_request_context("/"):
        assert i18n.club_timezone() == "Asia/Tokyo"
