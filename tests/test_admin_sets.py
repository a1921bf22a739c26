"""An admin uploads a puzzle-set file in the browser (/admin/colecciones): checked as check-content checks it, errors
as file:line, offered at once in the pages and the API without a restart; a bad file changes nothing."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from helpers import PUZZLE_SET as GOOD, PUZZLE_SET_BROKEN as BAD, Web, account
from tutor.web import create_app



@pytest.fixture
def admin(app):
    return account(app, "jefa", admin=True)


def _upload(browser: Web, name: str, text: str | bytes):
    data = text.encode() if isinstance(text, str) else text
    return browser.post("/admin/colecciones", {"file": (io.BytesIO(data), name)},
                        content_type="multipart/form-data")


def test_admin_sets_upload_is_offered_at_once_in_pages_and_api(app, admin):
    learner = Web(app.test_client())
    assert 'href="/colecciones/del-club"' not in learner.get("/colecciones").get_data(as_text=True)
    r = _upload(admin, "del-club.toml", GOOD)
    assert r.status_code == 303 and r.headers["Location"].endswith("/admin/colecciones?subido=del-club")
    assert "del-club.toml" in admin.get("/admin/colecciones").get_data(as_text=True)
    assert 'href="/colecciones/del-club"' in learner.get("/colecciones").get_data(as_text=True)
    page = learner.get("/colecciones/del-club").get_data(as_text=True)
    ids = re.findall(r'href="/puzzle/([^"?]+)\?coleccion=del-club"', page)
    assert len(ids) == 4 and "-H" in ids[0]
    assert learner.get(f"/puzzle/{ids[0]}").status_code == 200  # the hand-written one is found by its id
    api = app.test_client().get("/api/v1/puzzle-sets/del-club").get_json()
    assert api["name"] == "del-club" and len(api["puzzles"]) == 4
    other_process = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": app.config["DATABASE"],
                                "PASSWORD_HASHER": "cheap"}, instance_path=app.instance_path)
    assert other_process.test_client().get("/colecciones/del-club").status_code == 200


def test_admin_sets_bad_file_names_every_error_with_its_line_and_changes_nothing(app, admin):
    r = _upload(admin, "del-club.toml", BAD)
    page = r.get_data(as_text=True)
    assert r.status_code == 422
    errors = re.findall(r"<li><code>(del-club\.toml:\d+: [^<]+)</code></li>", page)
    assert len(errors) == 2, page
    assert errors[0].startswith("del-club.toml:8: ") and errors[1].startswith("del-club.toml:16: ")
    assert "canasta.valr" in errors[1]
    assert Web(app.test_client()).get("/colecciones/del-club").status_code == 404
    assert list((Path(app.instance_path) / "puzzle_sets").glob("*")) == []  # no file, no staging left
    for name, text, says in (("del-club.toml", "title = [", "del-club.toml:1: not valid TOML"),
                             ("canasta-pozo.toml", GOOD, "comes with Tapete"),
                             ("Del Club.toml", GOOD, "must be the set"),
                             ("del-club.txt", GOOD, "must be the set"),
                             ("del-club.toml", b"\xff\xfe", "del-club.toml:1: cannot read")):
        r = _upload(admin, name, text)
        assert r.status_code == 422 and says in r.get_data(as_text=True), name
    assert admin.post("/admin/colecciones", {}).status_code == 422


def test_admin_sets_remove_and_replace(app, admin):
    _upload(admin, "del-club.toml", GOOD)
    _upload(admin, "del-club.toml", GOOD.replace("count = 3", "count = 5"))
    assert Web(app.test_client()).get("/colecciones/del-club").get_data(as_text=True).count("?coleccion=del-club") \
        >= 6
    assert admin.post("/admin/colecciones/del-club/quitar").status_code == 303
    assert Web(app.test_client()).get("/colecciones/del-club").status_code == 404
    assert admin.post("/admin/colecciones/del-club/quitar").status_code == 404
    assert admin.post("/admin/colecciones/canasta-pozo/quitar").status_code == 404  # bundled: not the club's
