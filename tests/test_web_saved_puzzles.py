"""Saved puzzles ("Mis puzzles") are private and bounded: found by id through an index in one read, shown to their
owner only, at most ``MAX_PUZZLES`` per learner, listed a page at a time; guests are capped per address."""

from __future__ import annotations

import json
import re

import pytest
from helpers import Web, fields_for

from tutor import progress, puzzles
from tutor.progress import guest_admissions, personal_sets
from tutor.puzzles.kind import Kind
from tutor.web import arbitro

POZO = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 1800,
        "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}


def _pozo(points: int) -> dict:
    return {**POZO, "puntuacion": points}


def _save(web, situation: dict, set_name: str = "Club"):
    web.get("/arbitro/canasta/canasta.pozo")
    return web.post("/arbitro/canasta/canasta.pozo/guardar", {"situation": json.dumps(situation),
                                                               "set_name": set_name})


def _practise_id(web) -> str:
    mine = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    return re.search(r'href="/puzzle/(canasta\.pozo-v\d+-L1-H[0-9a-f]+)">Practicar', mine)[1]


def test_a_saved_puzzle_is_shown_to_its_owner_only_even_after_the_owner_opened_it(web, app):
    _save(web, POZO)
    pid = _practise_id(web)
    assert web.get(f"/puzzle/{pid}").status_code == 200  # the owner's worker has posed it
    other = Web(app.test_client())
    other.get("/")
    assert other.get(f"/puzzle/{pid}").status_code == 404
    assert other.post(f"/puzzle/{pid}", {"ticket": "x", "answer": "PUEDE_TOMAR"}).status_code == 404
    assert app.test_client().post(f"/api/v1/puzzles/{pid}/check", json={"answer": "PUEDE_TOMAR"}).status_code == 404
    other.signup("otra")  # another learner, logged in
    assert other.get(f"/puzzle/{pid}").status_code == 404


def test_looking_up_a_handwritten_id_poses_no_saved_puzzle(web, db, monkeypatch):
    for points in range(0, 3000, 100):  # 30 saved puzzles
        _save(web, _pozo(points))
    mine = _practise_id(web)
    posed = []
    real = Kind.from_situation
    monkeypatch.setattr(Kind, "from_situation", lambda self, *a, **k: posed.append(self.name) or real(self, *a, **k))
    assert web.get("/puzzle/canasta.pozo-v1-L1-H0123456789ab").status_code == 404
    assert posed == []  # today's main posed every saved puzzle to look for it
    assert web.get(f"/puzzle/{mine}").status_code == 200
    assert posed == ["canasta.pozo"]  # only the one found by its id


def test_saved_puzzles_keep_their_puzzle_id_and_the_migration_fills_it_for_old_rows(tmp_path):
    db = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(db, stop_before="arbitro_0002_personal_puzzle_ids")
    uid = progress.create_guest(db).id
    db.execute("INSERT INTO personal_puzzles (user_id, set_name, kind, ruling, situation, created_at) "
               "VALUES (?, 'Club', 'canasta.pozo', 'canasta.pozo', ?, '2026-01-01')", [uid, json.dumps(POZO)])
    db.execute("INSERT INTO personal_puzzles (user_id, set_name, kind, ruling, situation, created_at) "
               "VALUES (?, 'Club', 'canasta.nada', 'canasta.pozo', '{}', '2026-01-01')", [uid])
    db.conn.commit()
    progress.migrate(db)
    expected = str(puzzles.puzzle_from_situation("canasta.pozo", 1, POZO).id)
    assert [p.puzzle_id for p in personal_sets.puzzles_of(db, uid)] == [expected, None]
    assert personal_sets.find(db, uid, expected).situation == POZO
    assert personal_sets.find(db, uid + 1, expected) is None
    assert ["user_id", "puzzle_id"] in [i.columns for i in db["personal_puzzles"].indexes]


def test_a_learner_keeps_at_most_max_puzzles_saved_with_a_clear_message(web, db, monkeypatch):
    monkeypatch.setattr(personal_sets, "MAX_PUZZLES", 2)
    assert _save(web, _pozo(0)).status_code == 303
    assert _save(web, _pozo(100)).status_code == 303
    assert _save(web, _pozo(100)).status_code == 303  # the same one again: nothing new, no refusal
    full = _save(web, _pozo(200))
    assert full.status_code == 409 and "Mis ejercicios ya tiene 2 ejercicios" in full.get_data(as_text=True)
    assert db["personal_puzzles"].count == 2


def test_my_puzzles_is_listed_a_page_at_a_time(web, monkeypatch):
    monkeypatch.setattr(arbitro, "PAGE_SIZE", 2)
    for points in (0, 100, 200, 300, 400):
        _save(web, _pozo(points))
    first = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    assert first.count('class="saved-puzzle"') == 2 and "Página 1 de 3" in first and "5 ejercicios" in first
    assert 'href="/arbitro/mis-puzzles?pagina=2"' in first
    last = web.get("/arbitro/mis-puzzles?pagina=3").get_data(as_text=True)
    assert last.count('class="saved-puzzle"') == 1 and 'href="/arbitro/mis-puzzles?pagina=2"' in last
    assert web.get("/arbitro/mis-puzzles?pagina=4").status_code == 404


def test_guests_per_address_are_capped(app, db):
    app.config["GUESTS_PER_ADDRESS_PER_HOUR"] = 2
    for n in range(3):
        visitor = Web(app.test_client())
        r = _save(visitor, _pozo(100 * n))  # the first save makes a guest
        assert r.status_code == (303 if n < 2 else 429)
    assert "Demasiadas peticiones" in r.get_data(as_text=True)
    assert db["users"].count == 2 and db["personal_puzzles"].count == 2
    assert guest_admissions.admit(db, "127.0.0.1", 2, now=10**10)  # an hour later the address may again


def test_guest_admissions_count_per_address_and_forget_after_an_hour():
    db = progress.open_db(":memory:")
    progress.migrate(db)
    assert [guest_admissions.admit(db, "a", 1, now=0.0), guest_admissions.admit(db, "b", 1, now=1.0),
            guest_admissions.admit(db, "a", 1, now=2.0)] == [True, True, False]
    assert guest_admissions.admit(db, "a", 1, now=3601.0)
    assert db["guest_admissions"].count == 1  # the older rows went


@pytest.mark.parametrize("name", ['Dudas "del" club', "control\x01char", "borrar\x7f", "a\\b ''' \"\"\" ]] [[x"])
def test_a_downloaded_set_is_valid_toml_whatever_its_name_holds(web, name):
    import tomllib
    from urllib.parse import quote

    _save(web, POZO, set_name=name)
    r = web.get(f"/arbitro/mis-puzzles/{quote(name, safe='')}.toml?juego=canasta")
    assert r.status_code == 200
    data = tomllib.loads(r.get_data(as_text=True))
    assert data["title"] == {"es": name, "en": name} and data["puzzle"][0]["situation"]["pozo"] == POZO["pozo"]
