"""Who may use the admin area: every /admin route and the reset-code page × visitor, guest, learner, teacher, admin,
in one table. A visitor is sent to log in (302), any non-admin gets 403, an admin gets the page. POSTs carry the
asker's CSRF token: this is about who may, not about forged forms (test_admin_web.py)."""

from __future__ import annotations

import pytest

from helpers import Web, right_fields
from tutor import progress
from tutor.progress import roles
from tutor.web import create_app

ACTORS = ("visitor", "guest", "learner", "teacher", "admin")
POZO = "canasta.pozo-v1-L1-S1"


def admins_only(ok: int) -> dict[str, int]:
    return {"visitor": 302, "guest": 403, "learner": 403, "teacher": 403, "admin": ok}


ROWS = [  # (rule, method, path, form, status per actor); {target} is a learner the admin acts on
    ("/admin/", "GET", "/admin/", {}, admins_only(200)),
    ("/admin/club", "GET", "/admin/club", {}, admins_only(200)),
    ("/admin/club", "POST", "/admin/club", {"name": "Club", "time_zone": "UTC", "lang": "es"}, admins_only(303)),
    ("/admin/usuarios/<int:user_id>", "GET", "/admin/usuarios/{target}", {}, admins_only(200)),
    ("/admin/usuarios/<int:user_id>/rol", "POST", "/admin/usuarios/{target}/rol",
     {"role": "teacher", "action": "grant"}, admins_only(303)),
    ("/admin/usuarios/<int:user_id>/codigo", "POST", "/admin/usuarios/{target}/codigo", {}, admins_only(200)),
    ("/admin/usuarios/<int:user_id>/datos.json", "GET", "/admin/usuarios/{target}/datos.json", {},
     admins_only(200)),
    ("/admin/usuarios/<int:user_id>/borrar", "POST", "/admin/usuarios/{target}/borrar", {"confirm": "wrong"},
     admins_only(422)),  # the right name would delete the target for the other cells
    ("/admin/colecciones", "GET", "/admin/colecciones", {}, admins_only(200)),
    ("/admin/colecciones", "POST", "/admin/colecciones", {}, admins_only(422)),  # no file sent
    ("/admin/colecciones/<name>/quitar", "POST", "/admin/colecciones/no-such-set/quitar", {}, admins_only(404)),
    ("/admin/perfiles", "GET", "/admin/perfiles", {}, admins_only(200)),
    ("/admin/perfiles/nuevo", "GET", "/admin/perfiles/nuevo?desde=clasica", {}, admins_only(200)),
    ("/admin/perfiles/nuevo", "POST", "/admin/perfiles/nuevo", {"name": "Casino"}, admins_only(400)),  # no settings
    ("/admin/perfiles/<slug>", "GET", "/admin/perfiles/no-such", {}, admins_only(404)),
    ("/admin/perfiles/<slug>", "POST", "/admin/perfiles/no-such", {"name": "Casino"}, admins_only(404)),
    ("/cuenta/codigo", "GET", "/cuenta/codigo", {}, 200),
    ("/cuenta/codigo", "POST", "/cuenta/codigo", {"username": "objetivo", "code": "X", "password": "secreto-999"},
     422),
]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    folder = tmp_path_factory.mktemp("admin-authorization")
    made = create_app({"TESTING": True, "SECRET_KEY": "test-secret", "DATABASE": str(folder / "tapete.sqlite"),
                       "PASSWORD_HASHER": "cheap", "RATELIMIT_ENABLED": False,
                       "GUESTS_PER_ADDRESS_PER_HOUR": 10_000},  # a guest per guest cell, all from one address
                      instance_path=str(folder))
    for name in ("objetivo", "lucia", "tomas", "jefa"):
        Web(made.test_client()).signup(name, "secreto-123")
    db = progress.open_db(made.config["DATABASE"])
    roles.grant_role(db, progress.get_user_by_name(db, "tomas").id, "teacher")
    roles.grant_role(db, progress.get_user_by_name(db, "jefa").id, "admin")
    made.config["TARGET"] = progress.get_user_by_name(db, "objetivo").id
    db.close()
    return made


def actor(app, who: str) -> Web:
    web = Web(app.test_client())
    if who == "guest":
        web.answer(POZO, right_fields(POZO))
    elif who != "visitor":
        name = {"learner": "lucia", "teacher": "tomas", "admin": "jefa"}[who]
        assert web.login(name, "secreto-123").status_code == 303
    return web


def test_admin_authorization_every_admin_route_has_a_row(app):
    mine = {(r.rule, m) for r in app.url_map.iter_rules() for m in r.methods - {"HEAD", "OPTIONS"}
            if r.endpoint.startswith(("admin.", "reset."))}
    assert mine == {(rule, method) for rule, method, *_ in ROWS}


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r[1]} {r[2]}")
@pytest.mark.parametrize("who", ACTORS)
def test_admin_authorization_matrix(app, row, who):
    rule, method, path, form, expect = row
    want = expect if isinstance(expect, int) else expect[who]
    web = actor(app, who)
    path = path.format(target=app.config["TARGET"])
    r = web.client.get(path) if method == "GET" else web.post(path, form)
    assert r.status_code == want, f"{who} {method} {path}"
    if want == 302:
        assert "/cuenta/entrar" in r.headers["Location"]
