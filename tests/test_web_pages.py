"""Every route of the web app, as a full page and as an htmx fragment; the answer flow; bad input; privacy."""

from __future__ import annotations

import re

import pytest
import flask

from helpers import Web, right_fields, wrong_fields
from tutor import progress, puzzles
from tutor.rules.cartas import legible
from tutor.web import views

POZO = "canasta.pozo-v1-L1-S1"  # a tapón; the known mistake: ignoring it
VALOR = "canasta.valor-v1-L2-S11"
SALIDA = str(puzzles.generate("canasta.salida", 2, 11).id)
ORDEN = "tresillo.orden-v1-L2-S11"
LEGAL = "tresillo.jugada_legal-v1-L2-S11"


def _id(kind: str, level: int = 2, seed: int = 11) -> str:
    return str(puzzles.generate(kind, level, seed).id)


def _full(r) -> bool:
    return "<html" in r.get_data(as_text=True)


# ---------------------------------------------------------------------------------------------- pages


PAGES = ["/", f"/puzzle/{POZO}", "/progreso", "/cuenta/alta", "/cuenta/entrar"]


@pytest.mark.parametrize("url", PAGES)
def test_web_pages_full_page_and_fragment_come_from_one_template(web, url):
    page = web.get(url)
    fragment = web.get(url, htmx=True)
    assert page.status_code == fragment.status_code == 200
    assert _full(page) and not _full(fragment)
    assert "HX-Request" in page.headers["Vary"] and "HX-Request" in fragment.headers["Vary"]
    # the ticket is new per showing; the CSRF token is signed anew, with the second it was signed in
    unticketed = lambda r: re.sub(r'name="(?:ticket|csrf_token)" value="[^"]+"', "", r.get_data(as_text=True))
    body = unticketed(fragment).strip()
    assert body and body in unticketed(page)


def test_web_pages_a_boosted_request_gets_the_whole_page(client):
    r = client.get("/", headers={"HX-Request": "true", "HX-Boosted": "true"})
    assert _full(r)


def test_web_pages_home_lists_every_game_its_kinds_levels_and_what_next(web):
    page = web.get("/").get_data(as_text=True)
    for game in ("Canasta", "Pinacle", "Tresillo"):
        assert f">{game}</a></h2>" in page
    assert "/practicar/canasta.pozo?nivel=1" in page
    assert "Nivel 3" in page
    assert "Siguiente:" in page


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_practise_redirects_to_a_fresh_puzzle_at_the_level(web, as_htmx):
    r = web.get("/practicar/canasta.pozo?nivel=2", htmx=as_htmx)
    assert r.status_code == 303
    assert re.fullmatch(r"/puzzle/canasta\.pozo-v4-L2-S\d+", r.headers["Location"])
    page = web.get(r.headers["Location"])
    assert page.status_code == 200


def test_web_pages_practise_without_a_level_starts_a_new_learner_at_level_1(web):
    assert "-L1-" in web.get("/practicar/tresillo.orden").headers["Location"]


def test_web_pages_unknown_kind_is_404(web):
    assert web.get("/practicar/canasta.nada").status_code == 404


@pytest.mark.parametrize("puzzle_id", [POZO, VALOR, SALIDA, ORDEN, LEGAL])
def test_web_pages_puzzle_page_shows_situation_question_and_form_never_the_answer(app, web, puzzle_id):
    p = puzzles.from_id(puzzle_id)
    page = web.get(f"/puzzle/{puzzle_id}").get_data(as_text=True)
    with app.test_request_context():
        question = views.question_text(p, "es")  # cards and numbers as a player reads them
    assert question in page.replace("&#39;", "'").replace("&#34;", '"')
    assert 'class="card' in page and 'class="sr-only"' in page
    assert 'hx-post="/puzzle/' in page and 'method="post"' in page
    for reason in p.ruling.reasons:
        assert reason.text("es", legible) not in page


def test_web_pages_cards_have_a_spoken_name(web):
    p = puzzles.from_id(POZO)
    top = p.situation["pozo"][-1]
    from tutor.rules.cartas import parse_francesa

    page = web.get(f"/puzzle/{POZO}").get_data(as_text=True)
    assert f'<span class="sr-only">{parse_francesa(top).nombre("es")}</span>' in page


# ---------------------------------------------------------------------------------------------- answering


@pytest.mark.parametrize("puzzle_id", [POZO, VALOR, SALIDA, ORDEN, LEGAL])
def test_web_pages_plain_answer_stores_and_redirects_303_to_the_verdict_page(web, db, puzzle_id):
    r = web.answer(puzzle_id, right_fields(puzzle_id))
    assert r.status_code == 303
    assert re.fullmatch(r"/intento/\d+", r.headers["Location"])
    verdict = web.get(r.headers["Location"]).get_data(as_text=True)
    assert 'data-verdict="right"' in verdict and "¡Correcto!" in verdict
    (attempt,) = db.query("SELECT * FROM attempts")
    assert attempt["puzzle_id"] == puzzle_id and attempt["correct"] == 1 and attempt["credit"] == 1.0
    assert attempt["time_ms"] is not None and attempt["time_ms"] >= 0


def test_web_pages_htmx_answer_swaps_in_the_verdict_and_pushes_its_address(web, db):
    r = web.answer(POZO, wrong_fields(POZO), htmx=True)
    assert r.status_code == 200 and not _full(r)
    assert "HX-Request" in r.headers["Vary"]
    body = r.get_data(as_text=True)
    assert 'data-verdict="wrong"' in body and "El error:" in body
    assert "canasta §8.6" in body
    (attempt,) = db.query("SELECT * FROM attempts")
    assert r.headers["HX-Push-Url"] == f"/intento/{attempt['id']}"
    # the language switch now returns to the verdict page: its `next` field alone is swapped in, not the whole form
    assert f'<input type="hidden" name="next" value="/intento/{attempt["id"]}" ' \
           'hx-swap-oob="outerHTML:#lang-switch input[name=next]">' in body and 'id="lang-switch"' not in body
    assert attempt["mistake"] == puzzles.from_id(POZO).mistakes[0][0].id


def test_web_pages_verdict_page_as_fragment(web):
    location = web.answer(POZO, right_fields(POZO)).headers["Location"]
    fragment = web.get(location, htmx=True)
    assert fragment.status_code == 200 and not _full(fragment) and 'data-verdict="right"' in fragment.get_data(True)


def test_web_pages_the_same_showing_answered_twice_is_stored_once(web, db):
    ticket = web.ticket(POZO)
    first = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **right_fields(POZO)})
    second = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **wrong_fields(POZO)})
    assert first.headers["Location"] + "?ya=1" == second.headers["Location"]
    assert progress.count(db, "attempts") == 1


ALREADY = "Ya respondiste este ejercicio; esta es tu respuesta."


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_a_showing_answered_again_shows_the_stored_verdict_not_the_new_one(web, db, as_htmx):
    ticket = web.ticket(POZO)
    first = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **right_fields(POZO)})
    location = first.headers["Location"]
    assert ALREADY not in web.get(location).get_data(as_text=True)
    again = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **wrong_fields(POZO)}, htmx=as_htmx)  # Back, then wrong
    if as_htmx:
        assert again.status_code == 200 and again.headers["HX-Push-Url"] == location
        body = again.get_data(as_text=True)
    else:
        assert again.status_code == 303 and again.headers["Location"].startswith(location + "?")
        body = web.get(again.headers["Location"]).get_data(as_text=True)
    assert 'data-verdict="right"' in body and 'data-verdict="wrong"' not in body  # the stored verdict
    assert ALREADY in body and f'href="/puzzle/{POZO}"' in body  # a fresh showing of the same puzzle
    (attempt,) = db.query("SELECT correct FROM attempts")
    assert attempt["correct"] == 1
    web.post("/idioma", {"lang": "en", "next": "/"})
    again = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **wrong_fields(POZO)}, htmx=True)
    assert "You already answered this puzzle; this is your answer." in again.get_data(as_text=True)


@pytest.mark.parametrize("as_htmx", [False, True])
@pytest.mark.parametrize("puzzle_id, fields", [
    (POZO, {}),
    (VALOR, {"answer": ""}),
    (VALOR, {"answer": "muchos"}),
    (SALIDA, {"part.minimo": "50", "part.puntos": "", "part.valida": "si"}),
    (ORDEN, {}),
    (VALOR, {"answer": "١٢٠"}),  # Arabic-Indic digits: int() reads them, a player's form does not
    (VALOR, {"answer": "²"}),
    (VALOR, {"answer": "9" * 30}),  # no score is that long
    (SALIDA, {"part.minimo": "٥٠", "part.puntos": "10", "part.valida": "si"}),
])
def test_web_pages_malformed_answer_redisplays_the_form_and_stores_nothing(web, db, puzzle_id, fields, as_htmx):
    r = web.answer(puzzle_id, fields, htmx=as_htmx)
    assert r.status_code == 422
    body = r.get_data(as_text=True)
    assert 'class="error" role="alert"' in body and 'name="ticket"' in body
    assert _full(r) != as_htmx
    assert progress.count(db, "attempts") == 0 and progress.count(db, "users") == 0


def test_web_pages_malformed_answer_keeps_what_was_typed(web):
    body = web.answer(SALIDA, {"part.minimo": "50", "part.puntos": "", "part.valida": "si"}).get_data(True)
    assert 'name="part.minimo" value="50"' in body
    assert re.search(r'name="part.valida" value="si"\s*checked', body)


@pytest.mark.parametrize("puzzle_id, fields", [
    (POZO, {"answer": "NO_EXISTE"}),
    (LEGAL, {"answer": ["AS"]}),
    (ORDEN, {f"answer.{t}": "99" for t in puzzles.from_id(ORDEN).form.cards}),
    (POZO, {"answer": ["PUEDE_TOMAR", "TAPON_COMODIN"]}),
])
def test_web_pages_tampered_field_is_refused_with_400(web, db, puzzle_id, fields):
    r = web.answer(puzzle_id, fields)
    assert r.status_code == 400 and "Petición incorrecta" in r.get_data(True)
    assert progress.count(db, "attempts") == 0


@pytest.mark.parametrize("ticket", ["", "forged.ticket", "TICKET-OF-ANOTHER-PUZZLE"])
def test_web_pages_missing_forged_or_foreign_ticket_is_refused_with_400(web, db, ticket):
    if ticket == "TICKET-OF-ANOTHER-PUZZLE":
        ticket = web.ticket(VALOR)
    else:
        web.get(f"/puzzle/{POZO}")
    r = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **right_fields(POZO)})
    assert r.status_code == 400
    assert progress.count(db, "attempts") == 0


@pytest.mark.parametrize("url", ["/puzzle/canasta.pozo-v9-L1-S1", "/puzzle/nada", "/puzzle/canasta.pozo-v1-L7-S1",
                                 "/puzzle/<script>alert(1)</script>", "/intento/999", "/no-existe"])
def test_web_pages_unknown_puzzle_or_page_is_404_in_the_learners_language(web, url):
    es = web.get(url)
    assert es.status_code == 404 and "No encontrado" in es.get_data(True)
    assert "<script>alert" not in es.get_data(True)
    web.post("/idioma", {"lang": "en", "next": "/"})
    en = web.get(url)
    assert en.status_code == 404 and "Not found" in en.get_data(True) and '<html lang="en">' in en.get_data(True)


@pytest.mark.parametrize("attempt_id", ["0", "999", "99999999999999999999999"])
def test_web_pages_unknown_attempt_of_a_learner_is_404(web, attempt_id):
    web.signup("ana")
    assert web.get(f"/intento/{attempt_id}").status_code == 404


def test_web_pages_answer_to_unknown_puzzle_is_404(web):
    assert web.post("/puzzle/canasta.pozo-v9-L1-S1", {"answer": "x", "ticket": "x"}).status_code == 404


# ---------------------------------------------------------------------------------------------- CSRF


@pytest.mark.parametrize("url, fields", [
    (f"/puzzle/{POZO}", {"answer": "PUEDE_TOMAR"}),
    ("/idioma", {"lang": "en"}),
    ("/cuenta/alta", {"username": "mallory", "password": "12345678910"}),
    ("/cuenta/entrar", {"username": "x", "password": "y"}),
    ("/cuenta/salir", {}),
])
@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_state_changing_request_without_csrf_token_is_refused(web, db, url, fields, as_htmx):
    web.get("/")
    r = web.post(url, fields, htmx=as_htmx, csrf=False)
    assert r.status_code == 400
    assert "Sesión caducada" in r.get_data(True)
    assert progress.count(db, "users") == 0


def test_web_pages_htmx_request_with_the_header_token_passes(web):
    r = web.answer(POZO, right_fields(POZO), htmx=True)
    assert r.status_code == 200


def test_web_pages_csrf_token_of_another_session_is_refused(app, web):
    other = Web(app.test_client())
    other.get("/")
    web.get("/")
    r = web.client.post("/idioma", data={"lang": "en", "csrf_token": other.token})
    assert r.status_code == 400


# ---------------------------------------------------------------------------------------------- language


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_language_switch_answers_303_back_to_the_page(web, as_htmx):
    page = web.get("/progreso").get_data(as_text=True)
    assert '<html lang="es">' in page and "Mi progreso" in page
    r = web.post("/idioma", {"lang": "en", "next": "/progreso"}, htmx=as_htmx)
    assert r.status_code == 303 and r.headers["Location"] == "/progreso"
    assert "My progress</h1>" in web.get("/progreso").get_data(as_text=True)


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/", "javascript:alert(1)", "progreso"])
def test_web_pages_language_switch_never_redirects_off_site(web, target):
    assert web.post("/idioma", {"lang": "en", "next": target}).headers["Location"] == "/"


def test_web_pages_language_switch_refuses_an_unknown_language(web):
    assert web.post("/idioma", {"lang": "fr", "next": "/"}).status_code == 400


def test_web_pages_verdict_explanation_follows_the_language(web):
    location = web.answer(POZO, wrong_fields(POZO)).headers["Location"]
    p = puzzles.from_id(POZO)
    es = web.get(location).get_data(as_text=True)
    assert p.ruling.reasons[0].text("es", legible) in es.replace("&#39;", "'")
    web.post("/idioma", {"lang": "en", "next": location})
    en = web.get(location).get_data(as_text=True)
    assert p.ruling.reasons[0].text("en", legible) in en.replace("&#39;", "'")
    assert p.mistakes[0][0].text("en") in en.replace("&#39;", "'")


# ---------------------------------------------------------------------------------------------- accounts


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_sign_up_logs_in_and_answers_303(web, db, as_htmx):
    web.get("/cuenta/alta")
    r = web.post("/cuenta/alta", {"username": "ana", "password": "secreto-123"}, htmx=as_htmx)
    assert r.status_code == 303
    assert "ana" in web.get("/").get_data(as_text=True)
    user = progress.get_user_by_name(db, "ana")
    assert user.password_hash.startswith("$argon2") and "secreto-123" not in user.password_hash


@pytest.mark.parametrize("username, password", [("a", "secreto-123"), ("ana", "corta"), ("<b>x</b>", "secreto-123")])
def test_web_pages_sign_up_with_bad_fields_redisplays_the_form(web, db, username, password):
    web.get("/cuenta/alta")
    r = web.post("/cuenta/alta", {"username": username, "password": password})
    assert r.status_code == 422 and 'role="alert"' in r.get_data(True)
    assert "<b>x</b>" not in r.get_data(True)
    assert progress.count(db, "users") == 0


def test_web_pages_sign_up_with_a_taken_name_is_refused(web, app):
    web.signup("ana")
    web.logout()
    r = web.signup("ANA")
    assert r.status_code == 422 and "ya existe" in r.get_data(True)


def test_web_pages_guest_keeps_progress_on_sign_up(web, db):
    web.answer(POZO, right_fields(POZO))
    assert progress.get_user(db, 1).is_guest
    assert web.signup("ana").status_code == 303
    user = progress.get_user_by_name(db, "ana")
    assert user.id == 1 and [a.puzzle_id for a in progress.recent_attempts(db, user.id)] == [POZO]
    assert 'data-kind="canasta.pozo"' in web.get("/progreso").get_data(as_text=True)


def test_web_pages_log_out_then_in_again_and_a_guests_answers_move_to_the_account(web, db):
    web.signup("ana")
    web.logout()
    web.answer(VALOR, wrong_fields(VALOR))  # as a guest
    r = web.login("ana", "secreto-123")
    assert r.status_code == 303
    assert {a.puzzle_id for a in progress.recent_attempts(db, progress.get_user_by_name(db, "ana").id)} == {VALOR}
    assert progress.count(db, "users") == 1


def test_web_pages_wrong_password_is_refused(web):
    web.signup("ana")
    web.logout()
    r = web.login("ana", "otra-cosa-123")
    assert r.status_code == 422 and "incorrectos" in r.get_data(True)


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_log_out_answers_303_and_forgets_the_learner(web, as_htmx):
    web.signup("ana")
    web.get("/")
    r = web.post("/cuenta/salir", htmx=as_htmx)
    assert r.status_code == 303 and r.headers["Location"] == "/"
    assert "Entrar" in web.get("/").get_data(as_text=True)


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_log_in_answers_303_to_next(web, as_htmx):
    web.signup("ana")
    web.logout()
    web.get("/cuenta/entrar?next=/progreso")
    r = web.post("/cuenta/entrar", {"username": "ana", "password": "secreto-123", "next": "/progreso"}, htmx=as_htmx)
    assert r.status_code == 303 and r.headers["Location"] == "/progreso"
    assert "ana" in web.get("/progreso").get_data(as_text=True)


# ---------------------------------------------------------------------------------------------- progress


def test_web_pages_my_progress_shows_attempts_accuracy_level_and_recent_mistakes(web):
    web.signup("ana")
    for seed in (2, 3, 4):
        pid = str(puzzles.generate("canasta.pozo", 1, seed).id)
        web.answer(pid, right_fields(pid))
    web.answer(POZO, wrong_fields(POZO))
    page = web.get("/progreso").get_data(as_text=True)
    area = re.search(r'<li class="area m1" data-kind="canasta.pozo">(.*?)</details>', page, re.S).group(1)
    assert "Nivel 1 superado" in area and "4 respuestas · 75% de aciertos" in area
    mistake = re.search(r'<li class="mistake-item" data-kind="canasta.pozo">(.*?)</li>', page, re.S).group(1)
    assert puzzles.from_id(POZO).mistakes[0][0].text("es") in mistake.replace("&#39;", "'")
    assert "/practicar/canasta.pozo?nivel=1" in mistake


def test_web_pages_another_learners_progress_and_attempts_are_never_readable(app, web, db):
    web.signup("ana")
    location = web.answer(POZO, wrong_fields(POZO)).headers["Location"]
    other = Web(app.test_client())
    other.signup("luis")
    assert other.get(location).status_code == 404
    assert other.get(location, htmx=True).status_code == 404
    page = other.get("/progreso").get_data(as_text=True)
    assert 'data-kind="canasta.pozo"' not in page and "canasta.pozo" not in page
    visitor = Web(app.test_client())
    assert visitor.get(location).status_code == 404


def test_web_pages_next_puzzle_after_three_right_is_at_level_2(web):
    for seed in (2, 3, 4):
        pid = str(puzzles.generate("canasta.pozo", 1, seed).id)
        web.answer(pid, right_fields(pid))
    assert "-L2-" in web.get("/practicar/canasta.pozo").headers["Location"]


def test_web_pages_methods_not_allowed_are_405(web):
    assert web.get("/idioma").status_code == 405
    assert web.get("/cuenta/salir").status_code == 405


def test_web_pages_html_in_an_answer_is_shown_as_text(web, db):
    r = web.answer(VALOR, {"answer": '"><script>alert(1)</script>'})
    assert r.status_code == 422
    assert "<script>alert(1)" not in r.get_data(as_text=True)
    assert "&lt;script&gt;" in r.get_data(as_text=True)
    assert progress.count(db, "attempts") == 0


@pytest.mark.parametrize("place", ["²", "١", "+1", "1" * 30])
def test_web_pages_a_place_that_is_no_offered_number_is_400(web, db, place):
    cards = puzzles.from_id(ORDEN).answer
    fields = {f"answer.{t}": str(i) for i, t in enumerate(cards, 1)}
    fields[f"answer.{cards[0]}"] = place
    assert web.answer(ORDEN, fields).status_code == 400
    assert progress.count(db, "attempts") == 0


@pytest.mark.parametrize("query", ["nivel=²", "nivel=١", "nivel=" + "9" * 30])
def test_web_pages_practise_with_an_unreadable_level_starts_at_the_learners_level(web, query):
    r = web.get(f"/practicar/canasta.pozo?{query}")
    assert r.status_code == 303 and "-L1-" in r.headers["Location"]


RULE_LINK = re.compile(r'<a class="rule" href="([^"]+)"')


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_pages_rule_links_of_an_explanation_are_under_the_script_root(web, as_htmx):
    """Served under a prefix (SCRIPT_NAME=/tapete), the verdict's and the referee's links to the rules reference
    carry it; the same app serves the links without it to requests without it (one app, several roots)."""
    from helpers import POZO_FORM, URL

    for root, prefix in (("http://localhost/tapete/", "/tapete"), ("http://localhost/", ""),
                         ("http://localhost/tapete/", "/tapete")):
        r = web.answer(POZO, wrong_fields(POZO), htmx=as_htmx, base_url=root)
        if not as_htmx:
            assert r.headers["Location"].startswith(prefix + "/intento/")
            r = web.get(r.headers["Location"][len(prefix):], base_url=root)
        links = RULE_LINK.findall(r.get_data(as_text=True))
        assert links and all(h.startswith(prefix + "/reglas/canasta#s") for h in links), links
        assert web.client.get(links[0].split("#")[0][len(prefix):], base_url=root).status_code == 200
        web.get(URL, base_url=root)
        ruling = web.post(URL, POZO_FORM, htmx=as_htmx, base_url=root).get_data(as_text=True)
        links = RULE_LINK.findall(ruling)
        assert links and all(h.startswith(prefix + "/reglas/canasta#s") for h in links), links


def test_pinacle_comodin_context_trio_has_its_own_label(client):
    """#18: the trío shown beside a rescued comodín was a second row labelled "Combinación" (the situation's
    ``combinacion`` field names the kind of combination; the context's holds the trío's cards)."""
    with client.application.test_request_context():
        page_url = flask.url_for("learn.puzzle", puzzle_id="pinacle.comodin-v1-L1-S42")
    html = client.get(page_url).get_data(as_text=True)
    assert "El trío de la mesa" in html
    assert html.count(">Combinación<") <= 1


def test_a_player_field_left_empty_reads_nobody(client):
    """#18: "Defendida por ninguna" (a surrender no contra defended) reads "Defendida por nadie"."""
    from flask_babel import force_locale

    from tutor.web import views

    with client.application.test_request_context():
        with force_locale("es"):
            assert views.item("defendida_por", None, "espanola", "es").text == "nadie"
            assert views.item("primeras", None, "espanola", "es").text == "nadie"
            assert views.item("fuera", None, "espanola", "es").text == "ninguna"
        with force_locale("en"):
            assert views.item("defendida_por", None, "espanola", "en").text == "nobody"
