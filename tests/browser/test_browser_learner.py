"""A new learner in a real browser (issue 5, "Done means"): signs up, answers a canasta.pozo puzzle right and a
tresillo.cobro puzzle wrong and sees the named mistake, switches to English and reads the explanation in English,
then finds both attempts on "Mi progreso"; the same answers with JavaScript disabled; a screenshot of each page.

The right answer comes from the puzzle layer on the server side (``tutor.puzzles.from_id``), never from the page.
"""

from __future__ import annotations

import re
import secrets
import sqlite3

from playwright.sync_api import expect

from conftest import fill_answer
from tutor import puzzles

PASSWORD = "una-clave-larga"


def _puzzle_id(page) -> str:
    return page.url.rsplit("/puzzle/", 1)[1]


def _open_new_puzzle(page, live, kind: str, level: int = 1):
    page.goto(live(f"/practicar/{kind}?nivel={level}"))
    page.wait_for_url(re.compile(r"/puzzle/"))
    return puzzles.from_id(_puzzle_id(page))


def _attempts(live) -> list[sqlite3.Row]:
    with sqlite3.connect(live.instance / "tapete.sqlite") as db:
        db.row_factory = sqlite3.Row
        return db.execute("SELECT a.*, u.username FROM attempts a JOIN users u ON u.id = a.user_id").fetchall()


def _sign_up(page, live, shot=None) -> str:
    username = "ana" + secrets.token_hex(3)
    page.goto(live("/"))
    if shot:
        shot(page, "01-home")
    page.click("text=Darse de alta")
    page.fill('input[name="username"]', username)
    page.fill('input[name="password"]', PASSWORD)
    if shot:
        shot(page, "02-signup")
    page.click('form button[type="submit"]:has-text("Darse de alta")')
    page.wait_for_url(live("/"))
    expect(page.locator(".who")).to_have_text(username)
    return username


def test_browser_new_learner_signs_up_answers_switches_language_and_sees_progress(page, live_server, shot):
    live = live_server
    username = _sign_up(page, live, shot)

    # canasta.pozo, answered right: htmx swaps the verdict in and moves the address to the verdict page
    pozo = _open_new_puzzle(page, live, "canasta.pozo")
    expect(page.locator(".card .sr-only").first).not_to_be_empty()  # each card has its spoken name
    shot(page, "03-puzzle-canasta-pozo")
    fill_answer(page, pozo.form, pozo.answer)
    page.click("text=Comprobar mi respuesta")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")
    page.wait_for_url(re.compile(r"/intento/\d+$"))
    expect(page.locator(".verdict")).to_contain_text("¡Correcto!")
    expect(page.locator("form.answer-form")).to_have_count(0)
    shot(page, "04-verdict-right")

    # tresillo.cobro, answered with a known wrong computation: the mistake is named
    cobro = _open_new_puzzle(page, live, "tresillo.cobro")
    mistake, wrong = cobro.mistakes[0]
    fill_answer(page, cobro.form, wrong)
    shot(page, "05-puzzle-tresillo-cobro")
    page.click("text=Comprobar mi respuesta")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "wrong")
    page.wait_for_url(re.compile(r"/intento/\d+$"))
    expect(page.locator(".verdict")).to_contain_text(mistake.text("es"))
    expect(page.locator(".verdict")).to_contain_text(cobro.ruling.reasons[0].text("es"))
    shot(page, "06-verdict-wrong-mistake")

    # English: the same verdict page, explanation and mistake in English
    page.click('#lang-switch button[value="en"]')
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert re.search(r"/intento/\d+$", page.url)
    verdict = page.locator(".verdict")
    expect(verdict).to_contain_text(mistake.text("en"))
    for r in cobro.ruling.reasons:
        expect(verdict).to_contain_text(r.text("en"))
    expect(verdict).to_contain_text("Not quite.")
    shot(page, "07-verdict-english")

    # My progress: both attempts, with the mistake explained
    page.click("text=My progress")
    expect(page.locator("h1")).to_have_text("My progress")
    expect(page.locator('.area[data-kind="canasta.pozo"]')).to_contain_text("1 answer")
    expect(page.locator('.area[data-kind="tresillo.cobro"]')).to_contain_text("0% right")
    expect(page.locator('.mistake-item[data-kind="tresillo.cobro"]')).to_contain_text(mistake.text("en"))
    shot(page, "08-my-progress")

    stored = [(a["puzzle_id"], a["correct"], a["mistake"]) for a in _attempts(live) if a["username"] == username]
    assert stored == [(str(pozo.id), 1, None), (str(cobro.id), 0, mistake.id)]


def test_browser_the_same_answers_without_javascript(page_without_js, live_server, shot):
    page, live = page_without_js, live_server
    username = _sign_up(page, live)

    pozo = _open_new_puzzle(page, live, "canasta.pozo")
    fill_answer(page, pozo.form, pozo.answer)
    page.click("text=Comprobar mi respuesta")  # a plain POST, answered 303 to the verdict page
    page.wait_for_url(re.compile(r"/intento/\d+$"))
    expect(page.locator('[data-verdict="right"]')).to_have_count(1)
    shot(page, "09-nojs-verdict-right")

    cobro = _open_new_puzzle(page, live, "tresillo.cobro")
    mistake, wrong = cobro.mistakes[0]
    fill_answer(page, cobro.form, wrong)
    page.click("text=Comprobar mi respuesta")
    page.wait_for_url(re.compile(r"/intento/\d+$"))
    expect(page.locator(".verdict")).to_contain_text(mistake.text("es"))
    shot(page, "10-nojs-verdict-wrong")

    # a malformed answer shows the form again with a message, and stores nothing
    _open_new_puzzle(page, live, "canasta.valor")
    page.fill('input[name="answer"]', "muchos")
    page.click("text=Comprobar mi respuesta")
    expect(page.locator(".error")).to_contain_text("Escribe un número entero")
    shot(page, "11-nojs-malformed-answer")

    stored = [a["correct"] for a in _attempts(live) if a["username"] == username]
    assert stored == [1, 0]


def test_browser_puzzle_page_is_readable_on_a_phone(phone, live_server, shot):
    _open_new_puzzle(phone, live_server, "tresillo.orden", level=2)
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    shot(phone, "12-phone-puzzle-tresillo-orden")
    phone.goto(live_server("/"))
    shot(phone, "13-phone-home")
