"""Verdicts that teach each part (issue 17): a several-part answer marked part by part, the credit called by a word
that is no game score, "Try again" and "Another like it" after a wrong answer, an empty card picker refused unless
"none" is chosen, and cards in questions and explanations written as players read them."""

from __future__ import annotations

import re

import pytest

from helpers import fields_for, right_fields, wrong_fields
from tutor import progress, puzzles
from tutor.rules.base import Message, Phrase, display
from tutor.rules.cartas import ESPANOLA, FRANCESA, legible, parse_cartas

SALIDA = str(puzzles.generate("canasta.salida", 2, 11).id)
POZO = "canasta.pozo-v1-L1-S1"
LEGAL = "tresillo.jugada_legal-v1-L2-S11"


def _comodin_id(empty: bool) -> str:
    """A pinacle.comodin puzzle whose answer is (not) "no comodín"."""
    for seed in range(200):
        p = puzzles.generate("pinacle.comodin", 2, seed)
        if p.form.kind == "cards" and (len(p.answer) == 0) is empty:
            return str(p.id)
    raise AssertionError("no such puzzle")


def _one_part_wrong(puzzle_id: str) -> tuple[dict, tuple]:
    p = puzzles.from_id(puzzle_id)
    first = p.answer[0]
    wrong = (first + 5 if isinstance(first, int) else ("no" if first == "si" else "si"),) + tuple(p.answer[1:])
    return fields_for(p.form, wrong), wrong


def _english(web) -> None:
    web.get("/")
    web.post("/idioma", {"lang": "en", "next": "/"})


# ---------------------------------------------------------------------------------------------- parts


@pytest.mark.parametrize("htmx", [False, True])
def test_web_verdicts_mark_which_part_is_right_or_wrong(web, htmx):
    fields, wrong = _one_part_wrong(SALIDA)
    r = web.answer(SALIDA, fields, htmx=htmx)
    html = r.get_data(as_text=True) if htmx else web.get(r.headers["Location"]).get_data(as_text=True)
    marks = re.findall(r'<tr class="(right|wrong)" data-part="\1">', html)
    assert marks == ["wrong"] + ["right"] * (len(wrong) - 1)
    p = puzzles.from_id(SALIDA)
    row = re.search(r'<tr class="wrong".*?</tr>', html, re.S)[0]
    assert p.form.parts[0].label.render({}, "es") in row and str(p.answer[0]) in row and str(wrong[0]) in row
    assert "Acierto: 67%" in html and "Puntuación: " not in html


def test_web_verdicts_the_credit_word_in_english(web):
    _english(web)
    fields, _wrong = _one_part_wrong(SALIDA)
    html = web.get(web.answer(SALIDA, fields).headers["Location"]).get_data(as_text=True)
    assert "Credit: 67%" in html and "Score" not in html


def test_web_verdicts_a_one_part_answer_has_no_parts_table(web):
    html = web.get(web.answer(POZO, wrong_fields(POZO)).headers["Location"]).get_data(as_text=True)
    assert "parts-verdict" not in html and "La respuesta correcta" in html


# ---------------------------------------------------------------------------------------------- retry


def test_web_verdicts_a_wrong_answer_offers_try_again_and_another_like_it(web, db):
    html = web.get(web.answer(POZO, wrong_fields(POZO)).headers["Location"]).get_data(as_text=True)
    again = re.search(r'<a class="button" href="([^"]+)">Inténtalo otra vez</a>', html)[1]
    other = re.search(r'<a class="button secondary" href="([^"]+)">Otro igual</a>', html)[1]
    assert again == f"/puzzle/{POZO}?reintento=1"
    assert other == "/practicar/canasta.pozo?nivel=1"
    fresh = web.get(other).headers["Location"]
    assert re.fullmatch(r"/puzzle/canasta\.pozo-v\d+-L1-S\d+", fresh) and fresh != f"/puzzle/{POZO}"
    retry = web.get(again).get_data(as_text=True)
    assert "cuenta como reintento" in retry and 'name="ticket"' in retry
    ticket = re.search(r'name="ticket" value="([^"]+)"', retry)[1]
    right = web.post(f"/puzzle/{POZO}", {"ticket": ticket, **right_fields(POZO)})
    assert "ya=1" not in right.headers["Location"]  # a new showing: judged as the new answer it is
    assert 'data-verdict="right"' in web.get(right.headers["Location"]).get_data(as_text=True)
    assert progress.count(db, "attempts") == 2


def test_web_verdicts_back_asks_for_a_fresh_showing(web):
    """Back must not bring back an old showing of a puzzle (its ticket's answer would show the old verdict): the
    page is never cached and htmx keeps no history snapshots of it."""
    r = web.get(f"/puzzle/{POZO}")
    assert r.headers["Cache-Control"] == "no-store"
    assert '"historyCacheSize":0' in r.get_data(as_text=True)


def test_web_verdicts_a_right_answer_offers_no_retry(web):
    html = web.get(web.answer(POZO, right_fields(POZO)).headers["Location"]).get_data(as_text=True)
    assert "Inténtalo otra vez" not in html and "Otro igual" not in html and "Siguiente ejercicio" in html


# ---------------------------------------------------------------------------------------------- empty picker


@pytest.mark.parametrize("htmx", [False, True])
def test_web_verdicts_an_empty_card_picker_is_malformed_and_stores_nothing(web, db, htmx):
    pid = _comodin_id(empty=True)
    r = web.answer(pid, {}, htmx=htmx)
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    assert "Elige las cartas, o marca «ninguna»." in html and 'name="answer.ninguna"' in html
    assert progress.count(db, "attempts") == 0


def test_web_verdicts_none_is_an_explicit_choice_where_no_card_can_be_the_answer(web, db):
    pid = _comodin_id(empty=True)
    page = web.get(f"/puzzle/{pid}").get_data(as_text=True)
    assert re.search(r'<input type="checkbox" name="answer.ninguna" value="1"> ninguna</label>', page)
    r = web.answer(pid, {"answer.ninguna": "1"})
    assert 'data-verdict="right"' in web.get(r.headers["Location"]).get_data(as_text=True)
    assert progress.count(db, "attempts") == 1


def test_web_verdicts_cards_and_none_together_are_malformed(web, db):
    pid = _comodin_id(empty=False)
    token = puzzles.from_id(pid).answer[0]
    r = web.answer(pid, {"answer": [token], "answer.ninguna": "1"})
    assert r.status_code == 422 and progress.count(db, "attempts") == 0


def test_web_verdicts_no_none_where_a_card_is_always_the_answer(web, db):
    page = web.get(f"/puzzle/{LEGAL}").get_data(as_text=True)
    assert "answer.ninguna" not in page
    r = web.answer(LEGAL, {})
    assert r.status_code == 422 and "Elige al menos una carta." in r.get_data(as_text=True)
    assert web.answer(LEGAL, {"answer.ninguna": "1"}).status_code == 400  # never offered
    assert progress.count(db, "attempts") == 0


def test_web_verdicts_an_empty_firmes_picker_is_malformed(web, db):
    pid = next(str(p.id) for s in range(50) if (p := puzzles.generate("tresillo.firmes", 1, s)))
    assert web.answer(pid, {}).status_code == 422 and progress.count(db, "attempts") == 0


# ---------------------------------------------------------------------------------------------- cards in text


def test_web_verdicts_cards_in_questions_read_as_players_read_them_in_spanish(web):
    html = web.get(f"/puzzle/{POZO}").get_data(as_text=True)
    question = re.search(r'<h2 class="question">(.*?)</h2>', html, re.S)[1]
    assert "Tu mano: A♠ J♠ 9♠" in question and "AS JS" not in question


def test_web_verdicts_spanish_cards_in_english_are_named(web):
    _english(web)
    html = web.get(f"/puzzle/{LEGAL}").get_data(as_text=True)
    question = re.search(r'<h2 class="question">(.*?)</h2>', html, re.S)[1]
    p = puzzles.from_id(LEGAL)
    for token in p.situation["mano"]:
        assert parse_cartas([token], ESPANOLA)[0].nombre("en") in question
        assert not re.search(rf"\b{token}\b", question)


def test_web_verdicts_explanations_write_cards_for_people(web):
    html = web.get(web.answer(POZO, wrong_fields(POZO)).headers["Location"]).get_data(as_text=True)
    steps = re.search(r'<ol class="steps">(.*?)</ol>', html, re.S)[1]
    assert "Carta superior del pozo: 3♠." in steps and "3S" not in steps


def test_card_text_is_the_notation_unless_asked_for_people():
    """The engine's reasons carry cards; the notation's codes stay for files, the API and the command line."""
    mano = parse_cartas("AS 10H JK", FRANCESA)
    assert display(mano) == "AS 10H JK" and display(mano, "es", legible) == "A♠ 10♥ comodín"
    assert display(mano, "en", legible) == "A♠ 10♥ joker"
    dos = parse_cartas("2c 1o", ESPANOLA)
    assert display(dos, "en", legible) == "two of cups, ace of coins"
    assert display(dos, "es", legible) == "dos de copas, as de oros"
    melds = (parse_cartas("KS KH KD", FRANCESA), parse_cartas("7C 7C 2H", FRANCESA))
    assert display(melds, "es", legible) == "K♠ K♥ K♦; 7♣ 7♣ 2♥" and display(melds) == "KS KH KD; 7C 7C 2H"
    phrase = Phrase(Message("t", " Debajo: {c}.", " Under: {c}."), {"c": mano[:1]})
    assert Message("q", "X{p}", "Y{p}").render({"p": phrase}, "en", legible) == "Y Under: A♠."
    assert Message("q", "X{p}", "Y{p}").render({"p": phrase}, "es") == "X Debajo: AS."


def test_cli_keeps_the_notation():
    p = puzzles.from_id(POZO)
    assert "Tu mano: AS JS 9S" in p.question_text("es") and p.prompt("es")["question"] == p.question_text("es")


# ---------------------------------------------------------------------------------------------- numbers


def _big_number_puzzle() -> str:
    """A pinacle.escalera puzzle worth a thousand points or more (an escalera completa)."""
    for seed in range(300):
        p = puzzles.generate("pinacle.escalera", 1, seed)
        if p.answer >= 1000:
            return str(p.id)
    raise AssertionError("no such puzzle")


def test_web_verdicts_numbers_are_typed_as_the_language_writes_them(web, db):
    pid = _big_number_puzzle()
    n = puzzles.from_id(pid).answer
    spanish = f"{n // 1000}.{n % 1000:03d}"
    r = web.answer(pid, {"answer": spanish})
    assert 'data-verdict="right"' in web.get(r.headers["Location"]).get_data(as_text=True)
    english = f"{n // 1000},{n % 1000:03d}"
    r = web.answer(pid, {"answer": english})  # a decimal comma on the Spanish page: refused, not misread
    assert r.status_code == 422 and "1.500" in r.get_data(as_text=True)
    _english(web)
    r = web.answer(pid, {"answer": english})
    assert 'data-verdict="right"' in web.get(r.headers["Location"]).get_data(as_text=True)
    assert web.answer(pid, {"answer": spanish}).status_code == 422  # 1.000 in English is one, never a thousand
    assert progress.count(db, "attempts") == 2


def test_web_verdicts_numbers_are_shown_as_the_language_writes_them(web):
    pid = _big_number_puzzle()
    n = puzzles.from_id(pid).answer
    html = web.get(web.answer(pid, {"answer": "1"}).headers["Location"]).get_data(as_text=True)
    right = re.search(r"<dt>La respuesta correcta</dt><dd>(.*?)</dd>", html, re.S)[1]
    assert right == f"{n // 1000}.{n % 1000:03d}"
    _english(web)
    html = web.get(web.answer(pid, {"answer": "1"}).headers["Location"]).get_data(as_text=True)
    right = re.search(r"<dt>The right answer</dt><dd>(.*?)</dd>", html, re.S)[1]
    assert right == f"{n // 1000},{n % 1000:03d}"


def test_no_two_puzzles_of_one_lesson_are_the_same_puzzle():
    import json
    from pathlib import Path

    from tutor import content

    for lesson in content.load(Path(__file__).resolve().parent.parent / "lessons").lessons:
        shown = [json.dumps(puzzles.generate(e.kind, e.level, e.seed).situation_json(), sort_keys=True)
                 for e in lesson.puzzles]
        assert len(set(shown)) == len(shown), lesson.id


def test_web_verdicts_the_large_card_setting_is_kept_in_the_session(web):
    assert 'class="large-cards"' not in web.get(f"/puzzle/{POZO}").get_data(as_text=True)
    r = web.post("/cartas-grandes", {"next": f"/puzzle/{POZO}"})
    assert r.status_code == 303 and r.headers["Location"] == f"/puzzle/{POZO}"
    page = web.get(f"/puzzle/{POZO}").get_data(as_text=True)
    assert '<html lang="es" class="large-cards">' in page and 'aria-pressed="true"' in page
    assert web.post("/cartas-grandes", {"next": "//elsewhere.example/"}).headers["Location"] == "/"
    assert 'class="large-cards"' not in web.get("/").get_data(as_text=True)  # switched off again


def test_tresillo_cards_named_by_their_role_read_for_people_and_keep_their_json():
    from tutor.rules.cartas import parse_espanola
    from tutor.rules.tresillo.orden import con_nombres

    values = con_nombres("cartas", (parse_espanola("1e"), parse_espanola("12b")), "o")
    assert display(values["cartas_es"]) == "la espada (1e) y el rey de bastos (12b)"  # the notation, as before
    assert display(values["cartas_es"], "es", legible) == "la espada (as de espadas) y el rey de bastos"
    assert display(values["cartas_en"], "es", legible) == "the espada (ace of swords) and the king of clubs"
    from tutor.rules.base import jsonable

    assert jsonable(values) == {"cartas_es": "la espada (1e) y el rey de bastos (12b)",
                                "cartas_en": "the espada (1e) and the king of clubs (12b)"}


def test_web_verdicts_an_attempt_stored_with_an_earlier_answer_code_keeps_its_verdict(web, db):
    """``tresillo.lances``'s "only a pass" answer was stored as ``solo_paso`` before it became ``paso``."""
    p = next(p for s in range(500) if (p := puzzles.generate("tresillo.lances", 3, s)).answer == "paso")
    r = web.answer(str(p.id), fields_for(p.form, "paso"))
    address = r.headers["Location"]
    attempt_id = int(address.rstrip("/").split("/")[-1].split("?")[0])
    db.execute("UPDATE attempts SET answer = 'solo_paso' WHERE id = ?", [attempt_id])
    db.conn.commit()
    assert db.execute("SELECT answer FROM attempts WHERE id = ?", [attempt_id]).fetchone() == ("solo_paso",)
    html = web.get(address).get_data(as_text=True)
    assert 'data-verdict="right"' in html and "ninguna: únicamente puede pasar" in html
