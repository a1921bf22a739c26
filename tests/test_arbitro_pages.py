"""The referee's pages (issue 7) through the Flask test client: every route as page and as htmx fragment, every
ruling's form round-trip, bad input, "turn this into a puzzle", privacy. Fixtures from ``conftest.py``."""

from __future__ import annotations

import json
import re
from urllib.parse import urlencode

import pytest
from helpers import POZO_FORM, URL, form_data

from tutor import progress, referee
from tutor.progress import personal_sets
from tutor.web.arbitro import kind_for
from tutor.web.arbitro_form import form_fields

POZO = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 1800,
        "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}


def ruling_result(html: str) -> str | None:
    m = re.search(r'data-ruling-result="([^"]+)"', html)
    return m.group(1) if m else None


# ---------------------------------------------------------------------------------------------- pages


@pytest.mark.parametrize("url", ["/arbitro/", "/arbitro/canasta", "/arbitro/pinacle", "/arbitro/tresillo",
                                 "/arbitro/mis-puzzles"]
                         + [f"/arbitro/{s.game}/{n}" for n, s in referee.RULINGS.items()])
def test_every_page_as_page_and_fragment(web, url):
    page = web.get(url)
    assert page.status_code == 200
    assert "<html" in page.get_data(as_text=True)
    fragment = web.get(url, htmx=True)
    assert fragment.status_code == 200
    assert "<html" not in fragment.get_data(as_text=True)
    assert "HX-Request" in fragment.headers["Vary"]


def test_game_page_lists_its_rulings_in_spanish(web):
    html = web.get("/arbitro/canasta").get_data(as_text=True)
    for name, spec in referee.RULINGS.items():
        assert (spec.title["es"] in html) == (spec.game == "canasta")


def test_nav_links_to_the_referee(web):
    assert 'href="/arbitro/"' in web.get("/").get_data(as_text=True)


@pytest.mark.parametrize("url", ["/arbitro/poker", "/arbitro/canasta/tresillo.baza", "/arbitro/canasta/nada"])
def test_unknown_game_or_ruling_is_404(web, url):
    assert web.get(url).status_code == 404


def test_every_situation_field_has_a_widget_and_a_label_in_both_languages(app):
    with app.test_request_context():
        for spec in referee.RULINGS.values():
            for view, declared in zip(form_fields(spec, {}, "en"), spec.fields.values()):
                assert view.kind in ("cards", "card", "card_lists", "numbers", "words", "boolean", "integer",
                                     "choice", "group")
                assert view.label == declared.label["en"] and declared.label["es"]


# ---------------------------------------------------------------------------------------------- asking


@pytest.mark.parametrize("name", list(referee.RULINGS))
def test_every_ruling_round_trips_its_example_through_the_form(app, web, name):
    spec = referee.RULINGS[name]
    web.get(f"/arbitro/{spec.game}/{name}")
    r = web.post(f"/arbitro/{spec.game}/{name}", form_data(app, spec, dict(spec.example)))
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    assert ruling_result(html) == name
    for reason in referee.run_json(name, dict(spec.example))["reasons"]:
        assert reason["rule"] in html


def test_the_example_prefills_the_form(app, web):
    html = web.get(URL + "?ejemplo=1").get_data(as_text=True)
    assert 'value="5S JK 7D KH"' in html
    assert 'name="primera_toma_hecha" value="si" checked' in html


def test_pozo_ruling_with_reasons_as_page_and_fragment(web):
    web.get(URL)
    page = web.post(URL, POZO_FORM)
    expected = referee.run_json("canasta.pozo", POZO)
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and "<html" in html
    for reason in expected["reasons"]:
        assert reason["rule"] in html
    assert "Puedes tomar el pozo" in html
    assert "Reglas de la casa en vigor" in html and "pozo congelado hasta la salida de cada pareja" in html
    assert 'value="KS KD AH AS 2C 9H"' in html  # canonical notation back in the field
    fragment = web.post(URL, POZO_FORM, htmx=True)
    text = fragment.get_data(as_text=True)
    assert "<html" not in text and 'id="ruling-form"' not in text
    assert ruling_result(text) == "canasta.pozo"
    assert "HX-Request" in fragment.headers["Vary"]


def test_english_labels_and_reasons(web):
    web.get("/")
    web.post("/idioma", {"lang": "en", "next": URL})
    html = web.get(URL).get_data(as_text=True)
    assert "May I take the pozo?" in html and "Ask the referee" in html
    html = web.post(URL, POZO_FORM).get_data(as_text=True)
    assert referee.run_json("canasta.pozo", POZO, lang="en")["reasons"][-1]["text"] in html


@pytest.mark.parametrize("change,needle", [
    ({"pozo": "5S ZZ"}, "ZZ"), ({"puntuacion": "mil"}, "número"), ({"puntuacion": ""}, "puntuacion"),
    ({"mano": "QS " * 9}, "QS"), ({"puntuacion": "١٨٠٠"}, "número"), ({"puntuacion": "²"}, "número"),
    ({"puntuacion": "9" * 30}, "número"),
])
def test_bad_situation_is_shown_again_with_the_problem(web, change, needle):
    web.get(URL)
    r = web.post(URL, {**POZO_FORM, **change})
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    assert 'class="error" role="alert"' in html and needle in html
    assert ruling_result(html) is None
    assert web.post(URL, {**POZO_FORM, **change}, htmx=True).status_code == 422


@pytest.mark.parametrize("as_htmx", [False, True])
def test_a_choice_that_was_never_offered_is_refused_with_400_like_a_tampered_answer(web, as_htmx):
    web.get("/arbitro/tresillo/tresillo.baza")
    r = web.post("/arbitro/tresillo/tresillo.baza", {"triunfo": "x", "cartas": "5c 1b 7c"}, htmx=as_htmx)
    assert r.status_code == 400
    r = web.post("/arbitro/tresillo/tresillo.baza", {"triunfo": "c", "cartas": "5c 1b 7c"}, htmx=as_htmx)
    assert r.status_code == 200  # the same form with an offered choice
    r = web.post("/arbitro/tresillo/tresillo.baza", {"triunfo": "c", "cartas": "5c ZZ"}, htmx=as_htmx)
    assert r.status_code == 422  # a malformed value typed in an offered field


def test_asking_needs_the_csrf_token(web):
    assert web.post(URL, POZO_FORM, csrf=False).status_code == 400


# ---------------------------------------------------------------------------------------------- saving


def save(web, data, htmx=False):
    return web.post(URL + "/guardar", data, htmx=htmx)


def test_a_guest_saves_a_ruling_as_a_puzzle(web, db):
    web.get(URL)
    r = save(web, {"situation": json.dumps(POZO), "set_name": "Dudas del club"})
    assert r.status_code == 303 and r.headers["Location"].startswith("/arbitro/mis-puzzles")
    [user] = list(db.query("SELECT * FROM users"))
    assert user["is_guest"] == 1
    [saved] = personal_sets.puzzles_of(db, user["id"])
    assert (saved.set_name, saved.kind, saved.ruling, saved.situation) == ("Dudas del club", "canasta.pozo",
                                                                          "canasta.pozo", POZO)
    html = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    assert "Dudas del club" in html and "Tomar el pozo" in html and "as de corazones" in html
    opened = web.get(f"{URL}?puzzle={saved.id}").get_data(as_text=True)
    assert 'value="5S JK 7D KH"' in opened


def test_saving_with_htmx_swaps_in_a_confirmation(web, db):
    web.get(URL)
    r = save(web, {"situation": json.dumps(POZO), "set_name": ""}, htmx=True)
    assert r.status_code == 200
    assert 'id="save"' in r.get_data(as_text=True) and "Mis ejercicios" in r.get_data(as_text=True)
    assert progress.count(db, "users") == 1


def test_the_save_form_appears_with_the_ruling(web):
    web.get(URL)
    html = web.post(URL, POZO_FORM).get_data(as_text=True)
    m = re.search(r'name="situation" value="([^"]+)"', html)
    assert json.loads(m.group(1).replace("&#34;", '"').replace("&quot;", '"')) == POZO


def test_a_cobro_of_three_players_is_saved_and_practised_with_three_nets(web, db):
    """A table of three has no alcalde: the puzzle asks for three nets (it used to fail with a server error)."""
    from helpers import wrong_fields

    tres = {"lance": "vuelta", "favor": True, "plato": {"tantos": 45, "puesta": "primera"},
            "bazas": {"jugador": 5, "contra_a": 2, "contra_b": 2}, "estuches": 0, "contraestuche": 0,
            "primeras": None, "jugadores": 3}
    web.get("/arbitro/tresillo/tresillo.cobro")
    r = web.post("/arbitro/tresillo/tresillo.cobro/guardar", {"situation": json.dumps(tres), "set_name": "Mesa"})
    assert r.status_code == 303
    page = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    pid = re.search(r'href="/puzzle/(tresillo\.cobro-v1-L1-H[0-9a-f]+)"', page)[1]
    shown = web.get(f"/puzzle/{pid}").get_data(as_text=True)
    assert "Mesa de tres (sin alcalde)." in shown and 'name="part.contra_b"' in shown and 'name="part.alcalde"' not in shown
    assert "Nivel 1: una situación escrita a mano" in shown  # not level 1's description of generated deals
    rows = re.findall(r">(Bazas ganadas|Jugador|Contra A|Contra B|Lance|Jugadores)<", shown)
    assert rows[:4] == ["Lance", "Bazas ganadas", "Jugador", "Contra A"]  # the ruling's order, not the stored one
    [saved] = personal_sets.puzzles_of(db, next(db.query("SELECT id FROM users"))["id"])
    r = web.answer(pid, wrong_fields(pid, index={pid: saved}))
    assert r.status_code == 303
    verdict = web.get(r.headers["Location"]).get_data(as_text=True)
    assert "olvidaste redondear cada pago al múltiplo de 5 superior" in verdict


def test_a_saved_defended_surrender_names_the_defender_in_the_situation(web):
    defended = {"lance": "entrada", "favor": False, "plato": {"tantos": 25, "puesta": "ninguna"},
                "bazas": {"jugador": 2, "contra_a": 5, "contra_b": 2}, "estuches": 0, "contraestuche": 0,
                "primeras": None, "rendida": {"defendida_por": "contra_a"}}
    web.get("/arbitro/tresillo/tresillo.cobro")
    web.post("/arbitro/tresillo/tresillo.cobro/guardar", {"situation": json.dumps(defended), "set_name": "Mesa"})
    page = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    shown = web.get("/puzzle/" + re.search(r'href="/puzzle/(tresillo\.cobro-v1-L1-H[0-9a-f]+)"', page)[1])
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", shown.get_data(as_text=True)))
    assert "Defendida por contra A" in text and "contra_a" not in text
    assert "El jugador se rinde y el contra A defiende la jugada («la sigo»)." in text
    mine = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))  # the set's list: the same order as the puzzle
    assert re.search(r"Bazas ganadas Jugador 2 Contra A 5 Contra B 2 .* Rendición Defendida por contra A", mine)
    assert "Plato Tantos 25 Puesta ninguna" in mine


def test_a_generated_puzzle_keeps_its_kinds_order_and_a_salida_names_its_fields(web):
    cobro = re.sub(r"<[^>]+>", " ", web.get("/puzzle/tresillo.cobro-v1-L3-S17").get_data(as_text=True))
    assert cobro.index("Puestas reservadas (cartulina)") < cobro.index("Bazas ganadas")  # beside the plato
    salida = re.sub(r"<[^>]+>", " ", web.get("/puzzle/canasta.salida-v2-L3-S2").get_data(as_text=True))
    assert "Debajo de la carta de encima del pozo" in salida and "debajo_del_pozo" not in salida


@pytest.mark.parametrize("data", [
    {"situation": "{"}, {"situation": json.dumps({**POZO, "pozo": ["ZZ"]})}, {"situation": "[]"},
    {"situation": json.dumps(POZO), "set_name": "x" * 61}, {"situation": "[" * 3000 + "]" * 3000},
])
def test_saving_a_bad_situation_is_400_and_stores_nothing(web, db, data):
    web.get(URL)
    assert save(web, data).status_code == 400
    assert progress.count(db, "users") == 0


def test_saving_needs_the_csrf_token(web, db):
    assert web.post(URL + "/guardar", {"situation": json.dumps(POZO)}, csrf=False).status_code == 400
    assert progress.count(db, "users") == 0


def test_nobody_opens_another_learners_saved_puzzle(web, app, db):
    web.get(URL)
    save(web, {"situation": json.dumps(POZO), "set_name": "privado"})
    [saved] = personal_sets.puzzles_of(db, next(db.query("SELECT id FROM users"))["id"])
    other = app.test_client()
    assert "privado" not in other.get("/arbitro/mis-puzzles").get_data(as_text=True)
    html = other.get(f"{URL}?puzzle={saved.id}").get_data(as_text=True)
    assert "5S JK 7D KH" not in html


def test_every_ruling_with_a_puzzle_kind_can_be_saved():
    assert kind_for("canasta.pozo") == "canasta.pozo"
    assert kind_for("canasta.combinacion") == "canasta.combinacion"
    assert kind_for("pinacle.rescate") is None  # no puzzle kind asks it: no save button


def test_a_personal_set_downloads_as_a_puzzle_set_file_that_loads(web, tmp_path):
    from tutor.content.puzzle_sets import load_set

    web.get(URL)
    save(web, {"situation": json.dumps(POZO), "set_name": "club"})
    html = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    assert "/arbitro/mis-puzzles/club.toml?juego=canasta" in html
    r = web.get("/arbitro/mis-puzzles/club.toml?juego=canasta")
    assert r.status_code == 200 and r.mimetype == "application/toml"
    path = tmp_path / "club.toml"
    path.write_bytes(r.data)
    loaded, errors = load_set(path)
    assert errors == []
    [puzzle] = loaded.puzzles()
    assert puzzle.kind == "canasta.pozo" and puzzle.situation_json() == POZO
    assert web.get("/arbitro/mis-puzzles/club.toml?juego=tresillo").status_code == 404


def test_nobody_downloads_another_learners_set(web, app):
    web.get(URL)
    save(web, {"situation": json.dumps(POZO), "set_name": "club"})
    assert app.test_client().get("/arbitro/mis-puzzles/club.toml").status_code == 404


@pytest.mark.parametrize("value", ["²", "١", "9" * 30])
def test_an_unreadable_saved_puzzle_number_opens_the_empty_form(web, value):
    r = web.get(f"{URL}?puzzle={value}")
    assert r.status_code == 200 and 'name="pozo"' in r.get_data(as_text=True)


@pytest.mark.parametrize("set_name", ["dudas/club", "a/b/c", "¿Tapón? 50%"])
def test_a_set_name_with_a_slash_or_odd_characters_downloads(web, set_name):
    import html as html_lib

    web.get(URL)
    save(web, {"situation": json.dumps(POZO), "set_name": set_name})
    page = web.get("/arbitro/mis-puzzles").get_data(as_text=True)
    link = re.search(r'href="(/arbitro/mis-puzzles/[^"]+\.toml\?juego=canasta)"', page)[1]
    r = web.get(html_lib.unescape(link))
    assert r.status_code == 200 and r.mimetype == "application/toml"
    assert "canasta.pozo" in r.get_data(as_text=True)


@pytest.mark.parametrize("as_htmx", [False, True])
def test_saving_the_same_situation_twice_in_a_set_stores_it_once(web, db, as_htmx):
    web.get(URL)
    for _ in range(2):
        assert save(web, {"situation": json.dumps(POZO), "set_name": "Club"}, htmx=as_htmx).status_code in (200, 303)
    assert progress.count(db, "users") == 1
    assert len(list(db.query("SELECT * FROM personal_puzzles"))) == 1
    save(web, {"situation": json.dumps(POZO), "set_name": "Otro"})  # another set may hold it too
    save(web, {"situation": json.dumps({**POZO, "puntuacion": 0}), "set_name": "Club"})
    assert len(list(db.query("SELECT * FROM personal_puzzles"))) == 3


def test_the_situation_in_the_query_string_fills_the_form(web):
    html = web.get(URL, query_string={"pozo": "5S JK", "mano": "ks kd", "puntuacion": "1800",
                                      "primera_toma_hecha": "si"}).get_data(as_text=True)
    assert 'value="5S JK"' in html and 'value="KS KD"' in html and 'value="1800"' in html
    assert re.search(r'name="primera_toma_hecha" value="si" checked', html)
    assert 'value="5S JK"' not in web.get(URL).get_data(as_text=True)


def test_switching_language_after_asking_keeps_the_situation(web):
    from urllib.parse import urlsplit

    web.get(URL)
    html = web.post(URL, POZO_FORM).get_data(as_text=True)
    target = re.search(r'<input type="hidden" name="next" value="([^"]+)"', html)[1]
    import html as html_lib

    target = html_lib.unescape(target)
    assert urlsplit(target).path == URL and "pozo=5S+JK+7D+KH" in target
    r = web.post("/idioma", {"lang": "en", "next": target})
    assert r.status_code == 303 and r.headers["Location"] == target
    page = web.get(target).get_data(as_text=True)
    assert "May I take the pozo?" in page and 'value="5S JK 7D KH"' in page and 'value="1800"' in page


@pytest.mark.parametrize("as_htmx", [False, True])
def test_a_bad_card_is_explained_in_the_page_language(web, as_htmx):
    import html as html_lib

    web.get(URL)
    bad = {**POZO_FORM, "pozo": "5S ZZ"}
    page = html_lib.unescape(web.post(URL, bad, htmx=as_htmx).get_data(as_text=True))
    assert ('Pozo (la última es la de encima): carta desconocida "ZZ": una carta de la baraja francesa se escribe '
            'rango y letra del palo') in page
    assert "pozo: carta" not in page  # the label names the field: its JSON name is not repeated after it
    assert "unknown card" not in page
    web.post("/idioma", {"lang": "en", "next": URL})
    r = web.post(URL, bad, htmx=as_htmx)
    assert r.status_code == 422
    page = html_lib.unescape(r.get_data(as_text=True))
    assert ("Discard pile (pozo), top card last: unknown card 'ZZ': a French-deck card is written rank then suit "
            "letter") in page
    assert "pozo: unknown" not in page
    assert "carta desconocida" not in page


# ---------------------------------------------------------------------------------------------- errors by their field

COBRO_URL = "/arbitro/tresillo/tresillo.cobro"
BAD_BAZAS = {"bazas.jugador": "5", "bazas.contra_a": "5", "bazas.contra_b": "5"}


def enclosing(html: str, tag: str, inner: str) -> str:
    """The innermost ``<tag>`` element of ``html`` around the first occurrence of ``inner``, whole."""
    at = html.index(inner)
    start = html.rindex(f"<{tag}", 0, at)
    depth = 0
    for m in re.finditer(rf"<(/?){tag}\b", html[start:]):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return html[start:html.index(">", start + m.start()) + 1]
    raise AssertionError(f"<{tag}> not closed")


def cobro_form(app, change):
    return {**form_data(app, referee.RULINGS["tresillo.cobro"], dict(referee.RULINGS["tresillo.cobro"].example)),
            **change}


def assert_group_marked(html: str, message: str):
    group = enclosing(html, "fieldset", 'name="bazas.jugador"')
    assert "has-error" in group[:80] and 'aria-describedby="f-bazas-error"' in group[:120]
    assert re.search(r'<p class="error" id="f-bazas-error">[^<]*' + re.escape(message), group)
    for part in ("jugador", "contra_a", "contra_b"):
        control = re.search(rf'<input id="f-bazas-{part}"[^>]*>', group).group(0)
        assert 'aria-invalid="true"' in control and "f-bazas-error" in control


@pytest.mark.parametrize("language,message", [("es", "15"), ("en", "must add up to 9")])
def test_a_group_fields_error_is_inside_its_group_with_aria(app, web, language, message):
    web.get("/")
    if language == "en":
        web.post("/idioma", {"lang": "en", "next": COBRO_URL})
    web.get(COBRO_URL)
    page = web.post(COBRO_URL, cobro_form(app, BAD_BAZAS))
    assert page.status_code == 422
    html = page.get_data(as_text=True)
    assert_group_marked(html, message)
    assert 'class="error" role="alert"' in html  # the summary stays
    other = re.search(r'<input id="f-estuches"[^>]*>', html).group(0)
    assert "aria-invalid" not in other


def test_a_checkboxs_error_is_inside_its_field_with_aria(web):
    web.get(URL)
    r = web.post(URL, {**POZO_FORM, "combinaciones": "KS KD KH"})  # combinations laid, salida_hecha unchecked
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    field = enclosing(html, "div", 'id="f-salida_hecha-error"')
    assert field.startswith('<div class="field has-error">')
    assert re.search(r'<p class="error" id="f-salida_hecha-error">[^<]*salida', field)
    control = re.search(r'<input id="f-salida_hecha" type="checkbox"[^>]*>', field).group(0)
    assert 'aria-invalid="true"' in control and 'aria-describedby="f-salida_hecha-error"' in control


def test_the_htmx_answer_swaps_the_marked_form_in_and_clears_it_after(app, web):
    web.get(COBRO_URL)
    bad = web.post(COBRO_URL, cobro_form(app, BAD_BAZAS), htmx=True)
    assert bad.status_code == 422
    html = bad.get_data(as_text=True)
    assert "<html" not in html and 'id="ruling-form"' in html and 'hx-swap-oob="true"' in html
    assert_group_marked(html, "15")
    assert 'name="marcado"' in html and 'value="5"' in html  # what was typed comes back
    good = web.post(COBRO_URL, {**cobro_form(app, {}), "marcado": "1"}, htmx=True).get_data(as_text=True)
    assert ruling_result(good) == "tresillo.cobro" and 'hx-swap-oob="true"' in good  # the marks are cleared
    assert "has-error" not in good and "aria-invalid" not in good and 'name="marcado"' not in good
    plain = web.post(COBRO_URL, cobro_form(app, {}), htmx=True).get_data(as_text=True)
    assert 'id="ruling-form"' not in plain  # nothing was marked: the answer alone


def test_a_field_that_is_not_a_number_keeps_what_was_typed(web):
    web.get(URL)
    html = web.post(URL, {**POZO_FORM, "puntuacion": "mil"}).get_data(as_text=True)
    field = re.search(r'<input id="f-puntuacion"[^>]*>', html).group(0)
    assert 'value="mil"' in field and 'aria-invalid="true"' in field and "f-puntuacion-error" in field
    assert 'value="KS KD AH AS 2C 9H"' in html and 'value="5S JK 7D KH"' in html


@pytest.mark.parametrize("forged", [{"rendida": "bogus"}, {"primeras": "bogus"}])
@pytest.mark.parametrize("bad_number", [{}, {"plato.tantos": "abc"}, {"bazas.jugador": "x"}])
def test_a_forged_choice_is_refused_whatever_else_the_form_holds(app, web, forged, bad_number):
    """400 for a choice the page never offered, also beside a field that is not a number (not 422, not 500)."""
    web.get(COBRO_URL)
    r = web.post(COBRO_URL, cobro_form(app, {**bad_number, **forged}))
    assert r.status_code == 400


def test_the_language_switch_after_a_bad_number_keeps_what_was_typed(web):
    """The switch comes back through the query string: a field that is not a number stays as typed, the rest too."""
    web.get(URL)
    page = web.get(URL + "?" + urlencode({**POZO_FORM, "puntuacion": "mil"})).get_data(as_text=True)
    assert re.search(r'<input id="f-puntuacion"[^>]*value="mil"', page)
    assert 'value="KS KD AH AS 2C 9H"' in page and 'value="5S JK 7D KH"' in page


def test_an_oversize_field_is_refused_and_not_drawn_again(web):
    web.get(URL)
    huge = "KS " * (61 * 1024 // 3)
    r = web.post(URL, {**POZO_FORM, "mano": huge})
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    assert len(html) < 200_000, len(html)
    assert "demasiado largo" in html and huge[:3000] not in html
    assert 'maxlength="' in html
