"""Teachers' classes (issue 15): roles, creating a class, join codes and links with a QR code, the roster, removing
a learner, a new code, leaving; and the fixtures the other test_teach_* files import."""

from __future__ import annotations

import re

from helpers import Web, right_fields
from teach_helpers import CODE, make_class, new_learner, new_teacher
from tutor import practice, progress
from tutor.progress import classes

# ---------------------------------------------------------------------------------------------- tests


def test_teach_only_a_teacher_sees_the_classes_section(app):
    ana = new_learner(app, "ana")
    assert "/clases" not in re.sub(r"/clases/|mis-clases", "", ana.get("/").get_data(as_text=True))
    assert ana.get("/clases").status_code == 403
    profe = new_teacher(app)
    assert 'href="/clases"' in profe.get("/").get_data(as_text=True)
    assert profe.get("/clases").status_code == 200


def test_teach_visitors_and_guests_are_sent_to_sign_up(client):
    r = client.get("/mis-clases")
    assert r.status_code == 303 and "/cuenta/alta?next=/mis-clases" in r.headers["Location"]
    assert client.get("/clases").status_code == 303


def test_teach_a_class_gets_a_readable_code_a_link_and_a_server_drawn_qr(app):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    assert len(code) == 6 and not set(code) & set("01OI")
    page = profe.get(f"/clases/{class_id}").get_data(as_text=True)
    assert f"http://localhost/unirse/{code}" in page
    assert '<svg' in page and 'class="qr"' in page and "<script" not in page.split("<main", 1)[1]
    assert "style=" not in page


def test_teach_a_class_name_is_required_and_nothing_is_written_without_it(app, db):
    profe = new_teacher(app)
    r = profe.post("/clases", {"name": "  ", "description": ""})
    assert r.status_code == 422 and "Una clase necesita un nombre" in r.get_data(as_text=True)
    assert db.execute("SELECT COUNT(*) FROM classes").fetchone()[0] == 0


def test_teach_a_learner_joins_with_the_code_in_any_case_and_sees_the_class(app):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    r = ana.post("/mis-clases", {"code": code.lower()[:3] + " " + code.lower()[3:]})
    assert r.status_code == 303
    assert "Canasta 1º" in ana.get("/mis-clases").get_data(as_text=True)
    assert 'data-learner="ana"' in profe.get(f"/clases/{class_id}").get_data(as_text=True)


def test_teach_an_unknown_or_replaced_code_is_refused_clearly(app, db):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    r = ana.post("/mis-clases", {"code": "ZZZZZZ"})
    assert r.status_code == 422
    profe.post(f"/clases/{class_id}/codigo")
    r = ana.post("/mis-clases", {"code": code})
    assert r.status_code == 422 and ("no longer valid" in r.get_data(as_text=True)
                                     or "ya no vale" in r.get_data(as_text=True))
    assert db.execute("SELECT COUNT(*) FROM class_members").fetchone()[0] == 0
    new = CODE.search(profe.get(f"/clases/{class_id}").get_data(as_text=True))[1]
    assert new != code and ana.post("/mis-clases", {"code": new}).status_code == 303


def test_teach_the_join_link_asks_a_guest_to_sign_up_and_keeps_their_progress(app, db):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    guest = Web(app.test_client())
    pid = practice.new_puzzle_id("canasta.pozo", 1, 1)
    guest.answer(pid, right_fields(pid))
    page = guest.get(f"/unirse/{code}").get_data(as_text=True)
    assert f"/cuenta/alta?next=/unirse/{code}" in page
    r = guest.post("/cuenta/alta", {"username": "bea", "password": "secreto-123", "next": f"/unirse/{code}"})
    assert r.headers["Location"].endswith(f"/unirse/{code}")
    assert "Canasta 1º" in guest.get(f"/unirse/{code}").get_data(as_text=True)
    assert guest.post(f"/unirse/{code}").status_code == 303
    bea = progress.get_user_by_name(db, "bea")
    assert classes.is_member(db, class_id, bea.id)
    assert db.execute("SELECT COUNT(*) FROM attempts WHERE user_id = ?", [bea.id]).fetchone()[0] == 1


def test_teach_a_get_of_the_join_link_joins_nobody(app, db):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    assert ana.get(f"/unirse/{code}").status_code == 200
    assert db.execute("SELECT COUNT(*) FROM class_members").fetchone()[0] == 0


def test_teach_the_teacher_removes_a_learner_and_a_learner_leaves(app, db):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana, bea = new_learner(app, "ana"), new_learner(app, "bea")
    ana.post("/mis-clases", {"code": code})
    bea.post("/mis-clases", {"code": code})
    ana_id = progress.get_user_by_name(db, "ana").id
    assert profe.post(f"/clases/{class_id}/alumnos/{ana_id}/quitar").status_code == 303
    assert bea.post(f"/mis-clases/{class_id}/salir").status_code == 303
    assert [m.username for m in classes.roster(db, class_id)] == []
    assert ana.post(f"/mis-clases/{class_id}/salir").status_code == 404
    # bea left and may come back with the code; ana was removed: that code no longer lets her in, a new one does
    assert bea.post("/mis-clases", {"code": code}).status_code == 303
    r = ana.post("/mis-clases", {"code": code})
    assert r.status_code == 403 and "Te han quitado de esta clase" in r.get_data(as_text=True)
    assert ana.post(f"/unirse/{code}").status_code == 403
    assert [m.username for m in classes.roster(db, class_id)] == ["bea"]
    profe.post(f"/clases/{class_id}/codigo")
    assert ana.post("/mis-clases", {"code": classes.get_class(db, class_id).code}).status_code == 303
    assert [m.username for m in classes.roster(db, class_id)] == ["ana", "bea"]


def test_teach_another_teacher_cannot_see_or_change_the_class(app):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    otro = new_teacher(app, "otro")
    assert otro.get(f"/clases/{class_id}").status_code == 404
    assert otro.post(f"/clases/{class_id}/codigo").status_code == 404
    assert code in profe.get(f"/clases/{class_id}").get_data(as_text=True)


def test_teach_wrong_join_codes_are_limited_per_address_and_right_ones_are_not(app, db):
    app.config["JOIN_LIMIT_PER_ADDRESS"] = "3 per 10 minutes"
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    for _ in range(3):
        assert ana.post("/mis-clases", {"code": "ZZZZZZ"}).status_code == 422
    r = ana.post("/mis-clases", {"code": code})
    assert r.status_code == 429 and "Retry-After" in r.headers
    assert not classes.is_member(db, class_id, progress.get_user_by_name(db, "ana").id)
    bea = new_learner(app, "bea")  # the same address (the test client's): limited too
    assert bea.post(f"/unirse/{code}").status_code == 429


def test_teach_right_join_codes_do_not_count_against_the_limit(app, db):
    app.config["JOIN_LIMIT_PER_ADDRESS"] = "2 per 10 minutes"
    profe = new_teacher(app)
    codes = [make_class(profe, f"Clase {n}")[1] for n in range(4)]
    ana = new_learner(app, "ana")
    assert [ana.post("/mis-clases", {"code": c}).status_code for c in codes] == [303] * 4
