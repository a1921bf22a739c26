"""``GET /api/v1/puzzles/KIND`` and ``POST /api/v1/puzzles/ID/check``: puzzles without answers, verdicts, errors."""

from __future__ import annotations

import json

import pytest

from tutor import puzzles

KIND_NAMES = list(puzzles.KINDS)


def check(client, puzzle_id, body, **kw):
    return client.post(f"/api/v1/puzzles/{puzzle_id}/check", json=body, **kw)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_every_kind_gives_a_puzzle_without_its_answer(client, kind):
    r = client.get(f"/api/v1/puzzles/{kind}?level=2&seed=41")
    assert r.status_code == 200
    body = r.get_json()
    puzzle = puzzles.generate(kind, 2, 41)
    assert body == puzzle.prompt("es")
    assert body["id"] == f"{kind}-v{puzzle.version}-L2-S41"
    assert "answer" not in body and "ruling" not in body and "mistakes" not in body
    assert client.get(f"/api/v1/puzzles/{kind}?level=2&seed=41").get_json() == body  # deterministic


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_every_kind_checks_its_right_answer(client, kind):
    puzzle = puzzles.generate(kind, 3, 7)
    r = check(client, puzzle.id, {"answer": puzzle.answer_text()})
    assert r.status_code == 200
    verdict = r.get_json()
    assert verdict["correct"] is True and verdict["credit"] == 1.0 and verdict["mistake"] is None
    assert verdict["explanation"] and verdict["rules"]


def test_a_known_mistake_is_named(client):
    for seed in range(200):
        puzzle = puzzles.generate("canasta.pozo", 1, seed)
        if puzzle.mistakes:
            break
    mistake, wrong = puzzle.mistakes[0]
    verdict = check(client, puzzle.id, {"answer": puzzle.form.format(wrong), "lang": "en"}).get_json()
    assert verdict["correct"] is False and verdict["credit"] == 0
    assert verdict["mistake"] == {"id": mistake.id, "name": mistake.text("en")}
    assert verdict["answer"] == puzzle.answer_text()


def test_level_defaults_to_1_and_seed_to_a_random_one(client):
    body = client.get("/api/v1/puzzles/tresillo.resultado").get_json()
    assert body["level"] == 1
    assert body == puzzles.generate("tresillo.resultado", 1, body["seed"]).prompt("es")


def test_english_on_request(client):
    es = client.get("/api/v1/puzzles/canasta.pozo?seed=3").get_json()
    en = client.get("/api/v1/puzzles/canasta.pozo?seed=3&lang=en").get_json()
    assert es["situation"] == en["situation"] and es["question"] != en["question"]


@pytest.mark.parametrize("query,field", [
    ("level=4", "level"), ("level=0", "level"), ("level=uno", "level"), ("level=", "level"),
    ("seed=-1", "seed"), ("seed=1e3", "seed"), ("seed=99999999999999999999", "seed"), ("lang=fr", "lang"),
    ("level=²", "level"), ("seed=①", "seed"), ("level=١", "level"), ("seed=١٢", "seed"), ("seed=1_000", "seed"),
    ("seed=" + "9" * 30, "seed"), ("level=%2B1", "level"),
])
def test_bad_query_is_400_naming_it(client, query, field):
    r = client.get(f"/api/v1/puzzles/canasta.pozo?{query}")
    assert r.status_code == 400
    assert r.get_json()["field"] == field


def test_unknown_kind_is_json_404(client):
    r = client.get("/api/v1/puzzles/canasta.trampa")
    assert r.status_code == 404 and r.mimetype == "application/json"
    assert "canasta.pozo" in r.get_json()["error"]


@pytest.mark.parametrize("puzzle_id", ["canasta.pozo-v1-L9-S1", "nada", "canasta.trampa-v1-L1-S1",
                                       "canasta.pozo-v99-L1-S1"])
def test_unknown_or_malformed_puzzle_id_is_json_404(client, puzzle_id):
    r = check(client, puzzle_id, {"answer": "PUEDE_TOMAR"})
    assert r.status_code == 404 and r.mimetype == "application/json"


@pytest.mark.parametrize("body,field", [
    ({"answer": ""}, "answer"), ({"answer": "quizás"}, "answer"), ({"answer": 3}, "answer"), ({}, "answer"),
    ({"answer": "PUEDE_TOMAR", "lang": "fr"}, "lang"), ({"answer": "PUEDE_TOMAR", "extra": 1}, "extra"),
    (["PUEDE_TOMAR"], None),
])
def test_bad_answer_is_400_naming_the_field(client, body, field):
    r = check(client, "canasta.pozo-v1-L1-S1", body)
    assert r.status_code == 400, r.get_json()
    assert r.get_json()["field"] == field


def test_check_needs_json(client):
    r = client.post("/api/v1/puzzles/canasta.pozo-v1-L1-S1/check", data="answer=si")
    assert r.status_code == 415 and r.get_json()["field"] == "Content-Type"
    r = client.post("/api/v1/puzzles/canasta.pozo-v1-L1-S1/check", data="{", content_type="application/json")
    assert r.status_code == 400 and r.get_json()["field"] is None


def test_check_sets_no_cookie_and_stores_nothing(client, db):
    puzzle = puzzles.generate("canasta.pozo", 1, 1)
    r = check(client, puzzle.id, {"answer": puzzle.answer_text()})
    assert "Set-Cookie" not in r.headers
    from tutor import progress

    assert progress.count(db, "attempts") == 0 and progress.count(db, "users") == 0


def test_openapi_document_is_served_as_json(client):
    r = client.get("/api/v1/openapi.json")
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert json.loads(r.data)["openapi"] == "3.1.0"


# ---------------------------------------------------------------------------------------------- puzzle sets


def test_puzzle_sets_are_listed(client):
    from tutor.content.puzzle_sets import load_sets

    sets = client.get("/api/v1/puzzle-sets").get_json()["sets"]
    loaded = load_sets().sets
    assert [s["name"] for s in sets] == list(loaded)
    first = sets[0]
    assert first["count"] == len(loaded[first["name"]]) and first["title"] == loaded[first["name"]].title["es"]


def test_a_puzzle_set_gives_its_puzzles_without_answers_and_they_can_be_checked(client):
    from tutor.content.puzzle_sets import load_sets

    found = load_sets().sets["canasta-pozo"]
    body = client.get("/api/v1/puzzle-sets/canasta-pozo?lang=en").get_json()
    assert [p["id"] for p in body["puzzles"]] == found.puzzle_ids()
    assert body["title"] == found.title["en"]
    for puzzle in found.puzzles():
        prompt = next(p for p in body["puzzles"] if p["id"] == str(puzzle.id))
        assert prompt == puzzle.prompt("en")
        verdict = check(client, puzzle.id, {"answer": puzzle.answer_text()}).get_json()
        assert verdict["correct"] is True, puzzle.id


def test_unknown_puzzle_set_is_json_404(client):
    r = client.get("/api/v1/puzzle-sets/no-existe")
    assert r.status_code == 404 and r.mimetype == "application/json"
    assert client.get("/api/v1/puzzle-sets?lang=xx").status_code == 400


@pytest.mark.parametrize("puzzle_id, answer", [
    ("canasta.pozo-v1-L2-S5", "1" * 10000),  # a choice, by number
    (f"canasta.valor-v{puzzles.KINDS['canasta.valor'].version}-L2-S5", "1" * 10000),  # a number
    (f"canasta.valor-v{puzzles.KINDS['canasta.valor'].version}-L2-S5", "1 000" + " 000" * 3000),
], ids=["choice", "number", "spaced"])
def test_an_answer_with_thousands_of_digits_is_400_not_500(client, puzzle_id, answer):
    r = check(client, puzzle_id, {"answer": answer, "lang": "en"})
    assert r.status_code == 400, r.get_json()
    assert r.get_json()["field"] == "answer" and "too long" in r.get_json()["error"]
    r = check(client, puzzle_id, {"answer": answer})
    assert r.status_code == 400 and "demasiado largo" in r.get_json()["error"]


@pytest.mark.parametrize("body, error", [
    ({"answer": "quizás", "lang": "en"},
     "answer: 'quizás' is not one of the options: PUEDE_TOMAR, TAPON_TRES_NEGRO, TAPON_COMODIN, NO_COMBINA, "
     "DOS_COMODINES, FALTA_PAREJA_NATURAL, SALIDA_INSUFICIENTE, COMBINACION_INVALIDA (or their number 1-8)"),
    ({"answer": "quizás", "lang": "es"},
     'answer: "quizás" no es una de las opciones: PUEDE_TOMAR, TAPON_TRES_NEGRO, TAPON_COMODIN, NO_COMBINA, '
     "DOS_COMODINES, FALTA_PAREJA_NATURAL, SALIDA_INSUFICIENTE, COMBINACION_INVALIDA (o su número, del 1 al 8)"),
    ({"answer": "  "}, "answer: la respuesta está vacía"),  # lang defaults to es
    ({"answer": " ", "lang": "en"}, "answer: the answer is empty"),
])
def test_a_malformed_answer_is_explained_in_the_bodys_lang(client, body, error):
    r = check(client, "canasta.pozo-v1-L1-S1", body)
    assert r.status_code == 400 and r.get_json() == {"error": error, "field": "answer"}


def test_an_unknown_puzzle_id_is_explained_in_the_requests_language(client):
    es = client.post("/api/v1/puzzles/canasta.pozo-v9-L1-S1/check", json={"answer": "x"})
    en = client.post("/api/v1/puzzles/canasta.pozo-v9-L1-S1/check?lang=en", json={"answer": "x"})
    assert es.status_code == en.status_code == 404
    assert es.get_json()["error"] != en.get_json()["error"]
    assert "version" in en.get_json()["error"]


def test_the_pass_answer_of_tresillo_lances_is_read_under_its_earlier_code(client):
    """``paso`` was ``solo_paso``, which read like the lance solo: the API still reads the old code."""
    puzzle = next(p for s in range(500) if (p := puzzles.generate("tresillo.lances", 3, s)).answer == "paso")
    for text in ("paso", "solo_paso"):
        verdict = check(client, puzzle.id, {"answer": text}).get_json()
        assert verdict["correct"] is True and verdict["answer"] == "paso", text
