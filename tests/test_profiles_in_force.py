"""The profile in force reaches every puzzle page (issue 16): practice, reviews, lessons' embedded puzzles,
collections, assignments and the JSON API make new puzzles under it (ids with ``-P<key>``), and a puzzle keeps its
profile when the club's default changes later; verdicts name the profile."""

from __future__ import annotations

import json
import re

import pytest

from helpers import TICKET, fields_for
from teach_helpers import answer, assign, items, make_class, new_learner, new_teacher, puzzle_of
from tutor import puzzles
from tutor.progress import classes, club, club_profiles
from tutor.rules.profiles import CLASICA, Profile, profile_from_mapping

ID = re.compile(r"/puzzle/([^?\"]+)")
CLUB = {"canasta": {"premio_irse": 100}}


def club_profile(db) -> Profile:
    revision = club_profiles.save_profile(db, "casino", "Peña del Casino", CLUB, None)
    return profile_from_mapping(club_profiles.key_of(revision), CLUB, "Peña del Casino", "Peña del Casino")


def posed(puzzle_id: str, profile: Profile):
    """The puzzle an id names, found as the server finds it (club profiles passed in)."""
    return puzzles.from_id(puzzle_id, profiles={profile.key: profile})


def answer_right(web, puzzle_id: str, profile: Profile):
    page = web.get(f"/puzzle/{puzzle_id}").get_data(as_text=True)
    p = posed(puzzle_id, profile)
    return web.post(f"/puzzle/{puzzle_id}", {"ticket": TICKET.search(page)[1], **fields_for(p.form, p.answer)})


def test_profiles_in_force_practice_under_the_club_default_and_kept_after_it_changes(app, learner, db):
    profile = club_profile(db)
    club.set_club_settings(db, {"default_profile": profile.key})
    r = learner.get("/practicar/canasta.mano?nivel=1")
    puzzle_id = ID.search(r.headers["Location"])[1]
    assert puzzle_id.endswith(f"-P{profile.key}")
    page = learner.get(f"/puzzle/{puzzle_id}").get_data(as_text=True)
    assert "Peña del Casino" in page[page.index('class="profile-note"'):][:200]
    assert answer_right(learner, puzzle_id, profile).status_code == 303
    club.set_club_settings(db, {"default_profile": "reglamento"})  # the club changes its rules: this puzzle keeps its
    verdict = learner.get("/intento/1").get_data(as_text=True)
    assert 'data-verdict="right"' in verdict and "Peña del Casino" in verdict
    assert not ID.search(learner.get("/practicar/canasta.mano?nivel=1").headers["Location"])[1].count("-P")


def test_profiles_in_force_lessons_sets_and_reviews(app, learner, db):
    club.set_club_settings(db, {"default_profile": "clasica"})
    lesson = learner.get("/lecciones/canasta").get_data(as_text=True)
    first = re.search(r'href="(/lecciones/canasta/[^"]+)"', lesson)[1]
    ids = re.findall(r'data-puzzle="([^"]+)"', learner.get(first).get_data(as_text=True))
    assert ids and all(i.endswith("-Pclasica") for i in ids)
    for name in ("canasta-pozo", "canasta-salida"):
        ids = re.findall(r'/puzzle/([^?"]+)\?coleccion', learner.get(f"/colecciones/{name}").get_data(as_text=True))
        assert ids and all(i.endswith("-Pclasica") for i in ids)
        for pid in ids:  # generated and hand-written: every one is found
            assert learner.get(f"/puzzle/{pid}?coleccion={name}").status_code == 200, pid
    r = learner.get("/colecciones/canasta-pozo/siguiente")
    assert r.headers["Location"].split("?")[0].endswith("-Pclasica")


def test_profiles_in_force_assignment_under_its_own_or_its_class_profile(app, db):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    mine = assign(profe, class_id, kinds="canasta.mano", perfil="clasica")
    assert classes.get_assignment(db, mine).profile == "clasica"
    assert all(i.puzzle_id.endswith("-Pclasica") for i in classes.get_assignment(db, mine).items)
    assert profe.post(f"/clases/{class_id}/perfil", {"perfil": "clasica"}).status_code == 303
    assert classes.get_class(db, class_id).profile == "clasica"
    theirs = assign(profe, class_id, kinds="canasta.mano")
    assert all(i.puzzle_id.endswith("-Pclasica") for i in classes.get_assignment(db, theirs).items)
    first = items(ana, theirs)[0]
    p = puzzles.from_id(puzzle_of(app, first))
    r = answer(ana, first, fields_for(p.form, p.answer), htmx=True)
    assert 'data-verdict="right"' in r.get_data(as_text=True) and CLASICA.name("es") in r.get_data(as_text=True)
    assert profe.post(f"/clases/{class_id}/perfil", {"perfil": "club_99"}).status_code == 400
    assert profe.post(f"/clases/{class_id}/perfil", {"perfil": ""}).status_code == 303
    assert classes.get_class(db, class_id).profile is None


def test_profiles_in_force_api_puzzles(app, client, db):
    r = client.get("/api/v1/puzzles/canasta.mano?seed=3&profile=clasica")
    assert r.status_code == 200 and r.get_json()["id"].endswith("-Pclasica")
    pid = r.get_json()["id"]
    p = puzzles.from_id(pid)
    answer_text = p.form.format(p.answer)
    r = client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": answer_text})
    assert r.status_code == 200 and r.get_json()["correct"] is True
    club.set_club_settings(db, {"default_profile": "clasica"})
    assert client.get("/api/v1/puzzles/canasta.mano?seed=3").get_json()["id"] == pid
    assert client.get("/api/v1/puzzles/canasta.mano?seed=3&profile=reglamento").get_json()["id"] == \
        pid.removesuffix("-Pclasica")
    listed = client.get("/api/v1/puzzle-sets/canasta-pozo").get_json()["puzzles"]
    assert listed and all(p["id"].endswith("-Pclasica") for p in listed)  # the club's default
    for p in listed:  # each is found again, hand-written ones too
        assert client.post(f"/api/v1/puzzles/{p['id']}/check", json={"answer": "x"}).status_code in (200, 400)
    r = client.get("/api/v1/puzzles/canasta.mano?profile=nada")
    assert r.status_code == 400 and r.get_json()["field"] == "profile"
    profile = club_profile(db)
    pid = client.get(f"/api/v1/puzzles/canasta.mano?seed=3&profile={profile.key}").get_json()["id"]
    assert pid.endswith(f"-P{profile.key}")
    p = posed(pid, profile)
    r = client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": p.form.format(p.answer)})
    assert r.status_code == 200 and r.get_json()["correct"] is True


def test_profiles_in_force_a_saved_situation_is_practised_under_the_club_default(app, learner, db):
    situation = {"cartas": "7S 7H 2C 2D JK"}
    r = learner.post("/arbitro/canasta/canasta.combinacion/guardar",
                     {"situation": json.dumps(situation), "set_name": "Mis puzzles"})
    assert r.status_code == 303
    club.set_club_settings(db, {"default_profile": "clasica"})
    page = learner.get("/arbitro/mis-puzzles").get_data(as_text=True)
    pid = re.search(r'href="/puzzle/([^"]+)"', page)[1]
    assert pid.endswith("-Pclasica") and "-H" in pid
    shown = learner.get(f"/puzzle/{pid}").get_data(as_text=True)
    assert "Clásica internacional" in shown[shown.index('class="profile-note"'):][:200]
    assert bea_cannot_see(app, pid)


def bea_cannot_see(app, pid: str) -> bool:
    from helpers import account

    return account(app, "bea").get(f"/puzzle/{pid}").status_code == 404
