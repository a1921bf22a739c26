"""``POST /api/v1/rulings/NAME``: every ruling of referee.md through the JSON API, and every class of bad request.

The API must answer exactly what the command line prints (``referee.run_json``), need no CSRF token, set no
cookie, and answer bad input with a JSON 400 naming the field (never a 500); unknown rulings are a JSON 404,
other methods a JSON 405, bodies over the stated limit a JSON 413.
"""

from __future__ import annotations

import json

import pytest

from tutor import referee
from tutor.web import create_app
from tutor.web.openapi import MAX_BODY, document

RULING_NAMES = list(referee.RULINGS)


def post(client, name, body, **kw):
    return client.post(f"/api/v1/rulings/{name}", json=body, **kw)


def assert_error(response, status, field=None):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert set(body) == {"error", "field"}
    assert isinstance(body["error"], str) and body["error"]
    assert body["field"] == field
    return body


# ---------------------------------------------------------------------------------------------- every ruling


@pytest.mark.parametrize("name", RULING_NAMES)
def test_every_ruling_answers_its_example_like_the_command_line(client, name):
    example = dict(referee.RULINGS[name].example)
    r = post(client, name, example)
    assert r.status_code == 200
    assert r.get_json() == referee.run_json(name, example)
    assert r.get_json()["ruling"] == name
    assert r.get_json()["reasons"], "a ruling always gives its reasons"


@pytest.mark.parametrize("name", RULING_NAMES)
def test_every_ruling_speaks_english_on_request(client, name):
    example = dict(referee.RULINGS[name].example)
    r = client.post(f"/api/v1/rulings/{name}?lang=en", json=example)
    assert r.status_code == 200
    assert r.get_json() == referee.run_json(name, example, lang="en")


@pytest.mark.parametrize("name", RULING_NAMES)
def test_every_ruling_refuses_an_unknown_field(client, name):
    body = {**referee.RULINGS[name].example, "sorpresa": 1}
    assert_error(post(client, name, body), 400, "sorpresa")


@pytest.mark.parametrize("name", RULING_NAMES)
def test_every_ruling_refuses_a_missing_required_field(client, name):
    spec = referee.RULINGS[name]
    required = [name for name, f in spec.fields.items() if f.required and name in spec.example]
    if not required:
        pytest.fail(f"{name} has no required field in its example")
    body = {k: v for k, v in spec.example.items() if k != required[0]}
    r = post(client, name, body)
    if r.status_code == 200:  # a field with a default (e.g. combinaciones = none): try the next one
        body = {k: v for k, v in spec.example.items() if k != required[-1]}
        r = post(client, name, body)
    assert r.status_code == 400
    assert r.get_json()["field"] in required


@pytest.mark.parametrize("name", RULING_NAMES)
def test_every_ruling_refuses_a_body_that_is_not_an_object(client, name):
    assert_error(post(client, name, ["AS", "KD"]), 400, None)


# ---------------------------------------------------------------------------------------------- golden answers

POZO = {"pozo": ["QD", "7S", "3C"], "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
        "mano": ["QS", "QH"], "combinaciones": [["9S", "9H", "9D"]]}


def test_canasta_pozo_black_three_on_top_is_a_tapon(client):
    r = post(client, "canasta.pozo", POZO)
    assert r.get_json()["answer"] == {"puede_tomar": False, "motivo": "TAPON_TRES_NEGRO"}
    assert r.get_json()["reasons"][-1]["rule"].startswith("canasta §8")
    assert r.get_json()["house_rules"].keys() == {"canasta"}


def test_canasta_pozo_cards_as_one_string_are_accepted(client):
    body = {**POZO, "pozo": "QD 7S 10C", "mano": "QS QH"}
    r = post(client, "canasta.pozo", body)
    assert r.status_code == 200
    assert r.get_json()["answer"]["puede_tomar"] is False  # 10C on top and no pair of tens: cannot meld it
    assert r.get_json()["answer"]["motivo"] == "NO_COMBINA"


def test_tresillo_baza_trump_wins(client):
    r = post(client, "tresillo.baza", {"triunfo": "c", "cartas": ["5c", "1b", "7c"]})
    assert r.get_json()["answer"] == {"gana": "7c"}


def test_tresillo_cobro_example_of_referee_docs(client):
    r = post(client, "tresillo.cobro", referee.RULINGS["tresillo.cobro"].example)
    assert r.get_json()["answer"]["neto"] == {"jugador": -135, "contra_a": 65, "contra_b": 5, "alcalde": 5}


# ---------------------------------------------------------------------------------------------- error classes


def test_malformed_json_is_400_in_the_requests_language(client):
    r = client.post("/api/v1/rulings/canasta.pozo?lang=en", data='{"pozo": [', content_type="application/json")
    body = assert_error(r, 400, None)
    assert "malformed JSON" in body["error"]
    r = client.post("/api/v1/rulings/canasta.pozo", data='{"pozo": [', content_type="application/json")
    assert "JSON mal formado" in assert_error(r, 400, None)["error"]


def test_wrong_content_type_is_415(client):
    r = client.post("/api/v1/rulings/canasta.pozo", data=json.dumps(POZO), content_type="text/plain")
    assert_error(r, 415, "Content-Type")
    r = client.post("/api/v1/rulings/canasta.pozo", data={"pozo": "AS"})  # a form post
    assert_error(r, 415, "Content-Type")


def test_no_body_is_400(client):
    assert_error(client.post("/api/v1/rulings/canasta.pozo", content_type="application/json"), 400, None)


def test_body_that_is_not_utf8_is_400(client):
    r = client.post("/api/v1/rulings/canasta.pozo", data=b'{"pozo": "\xff"}', content_type="application/json")
    assert_error(r, 400, None)


def test_deeply_nested_json_is_400_not_500(client):
    r = client.post("/api/v1/rulings/canasta.pozo", data="[" * 5000 + "]" * 5000, content_type="application/json")
    assert r.status_code == 400


@pytest.mark.parametrize("field,value", [
    ("primera_toma_hecha", 1), ("primera_toma_hecha", "true"), ("puntuacion", "600"), ("puntuacion", 6.5),
    ("puntuacion", True), ("mano", 7), ("mano", [1, 2]), ("combinaciones", "9S 9H 9D"),
])
def test_wrong_type_is_400_naming_the_field(client, field, value):
    body = assert_error(post(client, "canasta.pozo", {**POZO, field: value}), 400, field)
    assert field in body["error"]


@pytest.mark.parametrize("name,body,field", [
    ("canasta.pozo", {**POZO, "mano": ["QS", "1S"]}, "mano"),
    ("canasta.pozo", {**POZO, "pozo": ["ZZ"]}, "pozo"),
    ("canasta.combinacion", {"cartas": ["8S", "8H", "11D"]}, "cartas"),
    ("tresillo.baza", {"triunfo": "c", "cartas": ["5c", "8o", "7c"]}, "cartas"),
    ("pinacle.rescate", {"comodin": "XX", "combinacion": "trio", "sustituye": "AD"}, "comodin"),
])
def test_bad_card_is_400_naming_the_field(client, name, body, field):
    result = assert_error(post(client, name, body), 400, field)
    assert "card" in result["error"] or "carta" in result["error"]


@pytest.mark.parametrize("name,body,field", [
    ("canasta.pozo", {**POZO, "mano": ["QS"] * 9}, None),                       # nine copies of one card
    ("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 5, "contra_b": 5}}, "bazas"),  # 15 tricks
    ("tresillo.estuches", {"triunfo": "o", "mano": ["1e", "7o", "1b", "1o", "12o", "3o", "5c", "6c", "12b", "2o"]},
     "mano"),                                                                      # ten cards
    ("canasta.mano", {**referee.RULINGS["canasta.mano"].example, "treses_rojos": 9}, "treses_rojos"),
])
def test_impossible_situation_is_400(client, name, body, field):
    r = post(client, name, body)
    assert r.status_code == 400
    result = r.get_json()
    assert result["error"]
    if field is not None:
        assert result["field"] == field


def test_unknown_ruling_is_json_404(client):
    body = assert_error(post(client, "canasta.trampa", POZO), 404, None)
    assert "canasta.pozo" in body["error"]  # lists the known rulings


def test_unknown_api_address_is_json_404(client):
    assert_error(client.get("/api/v1/nada"), 404, None)
    assert_error(client.post("/api/v2/rulings/canasta.pozo", json=POZO), 404, None)


def test_other_methods_are_json_405(client):
    r = client.get("/api/v1/rulings/canasta.pozo")
    assert_error(r, 405, None)
    assert "POST" in r.headers["Allow"]
    assert_error(client.put("/api/v1/rulings/canasta.pozo", json=POZO), 405, None)
    assert_error(client.delete("/api/v1/puzzles/canasta.pozo"), 405, None)


def test_body_over_the_limit_is_413(client):
    huge = {**POZO, "mano": ["QS"] * (MAX_BODY // 5)}
    body = assert_error(post(client, "canasta.pozo", huge), 413, None)
    assert str(MAX_BODY) in body["error"]


def test_body_just_under_the_limit_is_read(client):
    padded = json.dumps(POZO) + " " * (MAX_BODY - len(json.dumps(POZO)) - 1)
    r = client.post("/api/v1/rulings/canasta.pozo", data=padded, content_type="application/json")
    assert r.status_code == 200


def test_bad_lang_is_400(client):
    assert_error(client.post("/api/v1/rulings/canasta.pozo?lang=fr", json=POZO), 400, "lang")


def test_pages_outside_the_api_keep_their_html_errors(client):
    r = client.get("/no-such-page")
    assert r.status_code == 404
    assert r.mimetype == "text/html"


# ---------------------------------------------------------------------------------------------- no CSRF, no cookies


def test_api_needs_no_csrf_token_while_forms_do(app, client):
    assert app.config.get("WTF_CSRF_ENABLED", True)
    assert post(client, "canasta.pozo", POZO).status_code == 200
    assert client.post("/idioma", data={"lang": "en", "next": "/"}).status_code == 400  # a form without token


def test_api_sets_no_cookie_even_with_a_permanent_session(client):
    with client.session_transaction() as session:
        session["lang"] = "en"
        session.permanent = True
    r = post(client, "canasta.pozo", POZO)
    assert r.status_code == 200
    assert "Set-Cookie" not in r.headers
    for response in (client.get("/api/v1/openapi.json"), client.get("/api/v1/puzzles/canasta.pozo?seed=1"),
                     client.get("/api/v1/nada"), post(client, "canasta.pozo", {"pozo": 1})):
        assert "Set-Cookie" not in response.headers
    assert "Set-Cookie" in client.get("/").headers  # the site itself refreshes its permanent session


def test_api_ignores_the_session_language(client):
    with client.session_transaction() as session:
        session["lang"] = "en"
    r = post(client, "canasta.pozo", POZO)
    assert r.get_json() == referee.run_json("canasta.pozo", POZO, lang="es")


@pytest.mark.parametrize("situation,field", [
    ({"pozo": ["QD"] * 5, "mano": ["QD"] * 5, "puntuacion": 0}, "pozo"),  # too many copies: the engine's field
    ({"pozo": ["5S", "ZZ"], "mano": ["KS"], "puntuacion": 0}, "pozo"),
    ({"pozo": ["5S"], "mano": ["KS", "XX"], "puntuacion": 0}, "mano"),
])
def test_an_impossible_situation_names_the_engines_field(client, situation, field):
    body = {"primera_toma_hecha": True, "salida_hecha": True, **situation}
    r = client.post("/api/v1/rulings/canasta.pozo", json=body)
    assert r.status_code == 400 and r.get_json()["field"] == field and r.get_json()["error"]


@pytest.mark.parametrize("query, start", [
    ("", 'pozo: carta desconocida "ZZ": una carta de la baraja francesa se escribe'),  # ?lang= defaults to es
    ("?lang=es", 'pozo: carta desconocida "ZZ": una carta de la baraja francesa se escribe'),
    ("?lang=en", "pozo: unknown card 'ZZ': a French-deck card is written"),
])
def test_a_bad_card_is_explained_in_the_requested_language(client, query, start):
    r = client.post(f"/api/v1/rulings/canasta.pozo{query}", json={**POZO, "pozo": ["5S", "ZZ"]})
    assert assert_error(r, 400, "pozo")["error"].startswith(start)


def test_an_impossible_situation_is_explained_in_the_requested_language(client):
    situation = {**POZO, "pozo": ["QD"] * 5, "mano": ["QD"] * 5}
    es = assert_error(client.post("/api/v1/rulings/canasta.pozo?lang=es", json=situation), 400, "pozo")
    en = assert_error(client.post("/api/v1/rulings/canasta.pozo?lang=en", json=situation), 400, "pozo")
    assert es["error"] == "la carta QD aparece 10 veces en la situación (pozo, mano), pero en las dos barajas solo hay 2"
    assert en["error"] == "card QD appears 10 times in the situation (pozo, mano) but the deck holds it only 2 times"


@pytest.mark.parametrize("method,url,kw,status", [
    ("get", "/api/v1/nada", {}, 404),
    ("get", "/api/v1/rulings/canasta.pozo", {}, 405),
    ("post", "/api/v1/rulings/canasta.pozo", {"data": "x" * (MAX_BODY + 1), "content_type": "application/json"}, 413),
    ("post", "/api/v1/rulings/canasta.pozo", {"data": "{}", "content_type": "text/plain"}, 415),
    ("post", "/api/v1/rulings/canasta.pozo", {"data": "{", "content_type": "application/json"}, 400),
])
def test_every_documented_error_is_json_in_the_requests_language(client, method, url, kw, status):
    es = getattr(client, method)(url, **kw)
    en = getattr(client, method)(url + "?lang=en", **kw)
    by_header = getattr(client, method)(url, headers={"Accept-Language": "en"}, **kw)
    for r in (es, en, by_header):
        assert r.status_code == status and r.mimetype == "application/json"
        assert set(r.get_json()) == {"error", "field"}
    assert es.get_json()["error"] != en.get_json()["error"] == by_header.get_json()["error"]
    assert str(status) in document()["paths"]["/api/v1/rulings/canasta.pozo"]["post"]["responses"] or status == 404


def test_the_schema_is_as_strict_as_the_readers(client):
    """Bodies the old document allowed and the API refused (schemathesis found them): now the schema refuses them."""
    from jsonschema import Draft202012Validator

    def schema(name):
        return Draft202012Validator(document()["paths"][f"/api/v1/rulings/{name}"]["post"]["requestBody"][
            "content"]["application/json"]["schema"])

    assert not schema("tresillo.orden").is_valid({"cartas": [""], "triunfo": "o"})
    assert not schema("tresillo.estuches").is_valid({"mano": "", "triunfo": "o"})
    assert not schema("tresillo.baza").is_valid({"cartas": ["1e", "2e"], "triunfo": "o"})
    assert schema("tresillo.orden").is_valid({"cartas": ["1E", " rey de copas "], "triunfo": "o"})
    assert schema("canasta.pozo").is_valid({**POZO, "mano": "ks  kd"})
    r = post(client, "tresillo.resultado", {"bazas": {"jugador": 9, "contra_a": 9, "contra_b": 9}})
    assert r.status_code == 400  # what no schema says (nine tricks in all) is documented with the 400
    assert "nine" in document()["paths"]["/api/v1/rulings/tresillo.resultado"]["post"]["responses"]["400"][
        "description"]


@pytest.mark.parametrize("status", [429, 500])
def test_a_server_side_error_under_the_api_is_json_too(tmp_path, status):
    from werkzeug.exceptions import TooManyRequests

    app = create_app({"SECRET_KEY": "test-secret", "DATABASE": str(tmp_path / "t.sqlite")},
                     instance_path=str(tmp_path))

    def fail():
        raise TooManyRequests() if status == 429 else RuntimeError("a bug")

    app.add_url_rule("/api/v1/fail", "fail", fail)
    r = app.test_client().get("/api/v1/fail?lang=en")
    assert r.status_code == status and r.mimetype == "application/json"
    assert r.get_json() == {"error": {429: "too many requests; try again later", 500: "internal error"}[status],
                            "field": None}
    assert r.headers.get("Set-Cookie") is None
