"""Practising hand-written puzzles in the browser: the bundled puzzle sets (a list, a set worked through in order)
and the learner's own saved puzzles ("Mis puzzles" → Practicar). A hand-written id (``...-H<digest>``) must be found
by any server worker, not only by the one that posed it: the tests forget every posed situation in between."""

from __future__ import annotations

import json
import re

import pytest

from helpers import Web, fields_for
from tutor import progress, puzzles
from tutor.content.puzzle_sets import load_sets
from tutor.web import answering

SETS = load_sets()
POZO = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 1800,
        "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}


def _another_worker():
    """Forget what this process made since start-up, as a fresh server worker would: what workers share is only
    what the app loaded when it was created (the puzzle sets and their index); the puzzle layer keeps nothing."""
    answering._generated.cache_clear()


def _handwritten(name: str) -> str:
    return next(pid for pid in SETS.sets[name].puzzle_ids() if "-H" in pid)


def test_web_sets_the_list_shows_every_bundled_set_as_page_and_fragment(web):
    page = web.get("/colecciones")
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and "HX-Request" in page.headers["Vary"]
    for name, found in SETS.sets.items():
        assert f'href="/colecciones/{name}"' in html and found.title["es"] in html
    fragment = web.get("/colecciones", htmx=True).get_data(as_text=True)
    assert "<html" not in fragment and 'href="/colecciones/canasta-pozo"' in fragment


def test_web_sets_are_linked_from_home_and_my_puzzles_is_in_the_nav(web):
    home = web.get("/").get_data(as_text=True)
    assert 'href="/colecciones"' in home and 'href="/arbitro/mis-puzzles"' in home


@pytest.mark.parametrize("name", list(SETS.sets))
def test_web_sets_a_set_lists_its_puzzles_in_order(web, name):
    html = web.get(f"/colecciones/{name}").get_data(as_text=True)
    assert re.findall(r'<li data-puzzle="([^"]+)"', html) == SETS.sets[name].puzzle_ids()


def test_web_sets_unknown_set_is_404(web):
    assert web.get("/colecciones/nada").status_code == 404
    assert web.get("/colecciones/nada/siguiente").status_code == 404


def test_web_sets_a_handwritten_puzzle_of_a_set_opens_in_any_worker(app, web, db):
    pid = _handwritten("canasta-pozo")
    _another_worker()
    page = web.get(f"/puzzle/{pid}")
    assert page.status_code == 200 and f'data-puzzle="{pid}"' in page.get_data(as_text=True)
    with app.app_context():
        p = answering.find_puzzle(pid)
    _another_worker()
    r = web.answer(pid, fields_for(p.form, p.answer))
    assert r.status_code == 303
    _another_worker()
    assert 'data-verdict="right"' in web.get(r.headers["Location"]).get_data(as_text=True)
    (attempt,) = db.query("SELECT puzzle_id, correct FROM attempts")
    assert attempt == {"puzzle_id": pid, "correct": 1}


def test_web_sets_working_through_a_set_goes_on_with_the_set(app, web, db):
    name = "canasta-pozo"
    ids = SETS.sets[name].puzzle_ids()
    r = web.get(f"/colecciones/{name}/siguiente")
    assert r.status_code == 303 and r.headers["Location"] == f"/puzzle/{ids[0]}?coleccion={name}"
    page = web.get(r.headers["Location"]).get_data(as_text=True)
    assert f'action="/puzzle/{ids[0]}?coleccion={name}"' in page
    with app.app_context():
        p = answering.find_puzzle(ids[0])
    ticket = re.search(r'name="ticket" value="([^"]+)"', page)[1]
    answered = web.post(f"/puzzle/{ids[0]}?coleccion={name}", {"ticket": ticket, **fields_for(p.form, p.answer)},
                        htmx=True).get_data(as_text=True)
    assert f'href="/colecciones/{name}/siguiente"' in answered  # "next puzzle" goes on with the set
    r = web.get(f"/colecciones/{name}/siguiente")
    assert r.headers["Location"] == f"/puzzle/{ids[1]}?coleccion={name}"
    listing = web.get(f"/colecciones/{name}").get_data(as_text=True)
    assert f'<li data-puzzle="{ids[0]}" class="right">' in listing
    assert f'<li data-puzzle="{ids[1]}" class="todo">' in listing


def test_web_sets_a_foreign_set_name_is_ignored(web):
    pid = _handwritten("canasta-pozo")
    page = web.get(f"/puzzle/{pid}?coleccion=nada").get_data(as_text=True)
    assert f'action="/puzzle/{pid}"' in page  # the answer does not claim a set that does not exist


def test_web_sets_a_saved_puzzle_can_be_practised_in_any_worker_by_its_owner_only(app, web, db):
    web.get("/arbitro/canasta/canasta.pozo")
    web.post("/arbitro/canasta/canasta.pozo/guardar", {"situation": json.dumps(POZO), "set_name": "Club"})
    mine = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    link = re.search(r'<a class="button" href="(/puzzle/canasta\.pozo-v\d+-L1-H[0-9a-f]+)">Practicar</a>', mine)
    assert link, mine
    pid = link[1].rsplit("/", 1)[1]
    _another_worker()
    page = web.get(link[1])
    assert page.status_code == 200 and f'data-puzzle="{pid}"' in page.get_data(as_text=True)
    _another_worker()
    other = Web(app.test_client())
    assert other.get(link[1]).status_code == 404  # neither bundled nor theirs
    _another_worker()
    with app.test_request_context():
        p = puzzles.puzzle_from_situation("canasta.pozo", 1, POZO)
    _another_worker()
    r = web.answer(pid, fields_for(p.form, p.answer), htmx=True)
    assert r.status_code == 200 and 'data-verdict="right"' in r.get_data(as_text=True)
