"""The referee in a real browser (issue 7, "Done means"): a guest enters a Canasta pozo situation with the card
picker, gets the ruling with its reasons, and saves it as a puzzle; the same ruling without JavaScript (notation
typed in the fields); English on request; a phone-sized screenshot. Fixtures: ``tests/browser/conftest.py``.
"""

from __future__ import annotations

import json
import re
import sqlite3

from playwright.sync_api import expect

from conftest import ARTIFACTS
from helpers import ruling_steps

POZO = ["5S", "JK", "7D", "KH"]
MANO = ["KS", "KD", "AH", "AS", "2C", "9H"]
SITUATION = {"pozo": POZO, "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 1800, "mano": MANO}


def _saved(live) -> list[sqlite3.Row]:
    with sqlite3.connect(live.instance / "tapete.sqlite") as db:
        db.row_factory = sqlite3.Row
        return db.execute("SELECT * FROM personal_puzzles").fetchall()


def _tap(page, cards):
    for token in cards:
        page.click(f'[data-palette] [data-card="{token}"]:visible')


def test_guest_enters_a_pozo_with_the_card_picker_gets_the_ruling_and_saves_it(app, page, live_server, shot):
    live = live_server
    page.goto(live("/"))
    page.click("nav >> text=Árbitro")
    page.wait_for_url(re.compile(r"/arbitro/$"))
    shot(page, "arbitro-01-index")
    page.click("text=¿Puedo tomar el pozo?")
    page.wait_for_url(re.compile(r"/arbitro/canasta/canasta.pozo$"))
    expect(page.locator("[data-palette]")).to_be_visible()  # the picker is there once JavaScript runs

    page.click('[data-zone][data-field="pozo"] >> text=Añadir cartas aquí')
    _tap(page, POZO)
    page.click('[data-zone][data-field="mano"] >> text=Añadir cartas aquí')
    _tap(page, MANO[:-1] + ["JK"])
    page.click('[data-zone][data-field="mano"] .chip >> nth=-1')  # a wrong tap taken back
    _tap(page, MANO[-1:])
    expect(page.locator('input[name="pozo"]')).to_have_value("5S JK 7D KH")
    expect(page.locator('input[name="mano"]')).to_have_value(" ".join(MANO))
    expect(page.locator('[data-zone][data-field="pozo"] .chip')).to_have_count(4)
    page.check('input[name="primera_toma_hecha"]')
    page.fill('input[name="puntuacion"]', "1800")
    shot(page, "arbitro-02-picker")

    page.click("text=Preguntar al árbitro")
    expected = ruling_steps(app, "canasta.pozo", SITUATION)  # cards as players read them: K♥, not KH
    steps = page.locator(".ruling .steps li")
    expect(steps).to_have_count(len(expected))
    assert page.url.endswith("/arbitro/canasta/canasta.pozo")  # htmx swapped the ruling in
    for i, text in enumerate(expected):
        expect(steps.nth(i)).to_contain_text(text)
    expect(page.locator(".ruling .conclusion")).to_have_text(expected[-1])
    page.click("text=Reglas de la casa en vigor")
    expect(page.locator(".house-rules")).to_contain_text("pozo congelado hasta la salida de cada pareja")
    shot(page, "arbitro-03-ruling")

    page.fill('input[name="set_name"]', "Dudas del club")
    page.click("text=Guardar como ejercicio")
    expect(page.locator(".saved")).to_contain_text("Dudas del club")
    rows = _saved(live)
    assert len(rows) == 1
    assert rows[0]["kind"] == "canasta.pozo" and rows[0]["set_name"] == "Dudas del club"
    assert json.loads(rows[0]["situation"]) == {**SITUATION, "combinaciones": []}

    page.click(".saved >> text=Mis ejercicios")
    page.wait_for_url(re.compile(r"/arbitro/mis-puzzles"))
    expect(page.locator("h2").first).to_contain_text("Dudas del club")
    expect(page.locator(".saved-puzzle .card")).to_have_count(len(POZO) + len(MANO))
    shot(page, "arbitro-04-my-puzzles")
    page.click("text=Abrir en el árbitro")
    expect(page.locator('input[name="pozo"]')).to_have_value("5S JK 7D KH")


def test_without_javascript_the_notation_fields_give_the_same_ruling(app, page_without_js, live_server, shot):
    page, live = page_without_js, live_server
    page.goto(live("/arbitro/canasta/canasta.pozo"))
    expect(page.locator("[data-palette]")).to_be_hidden()
    page.fill('input[name="pozo"]', "5s jk 7d kh")
    page.fill('input[name="mano"]', "KS KD AH AS 2C 9H")
    page.check('input[name="primera_toma_hecha"]')
    page.fill('input[name="puntuacion"]', "1800")
    page.click("text=Preguntar al árbitro")
    expect(page.locator(".ruling .conclusion")).to_have_text(ruling_steps(app, "canasta.pozo", SITUATION)[-1])
    expect(page.locator('input[name="pozo"]')).to_have_value("5S JK 7D KH")  # the form keeps the situation
    shot(page, "arbitro-05-no-js")


def test_a_bad_card_is_named_and_english_is_selectable(page, live_server, shot):
    live = live_server
    page.goto(live("/arbitro/canasta/canasta.pozo"))
    page.click("#lang-switch >> text=English")
    page.wait_for_selector("text=May I take the pozo?")
    page.fill('input[name="pozo"]', "5S ZZ")
    page.fill('input[name="mano"]', "KS KD")
    page.fill('input[name="puntuacion"]', "0")
    page.click("text=Ask the referee")
    expect(page.locator(".result .error")).to_contain_text("ZZ")
    expect(page.locator('[data-zone][data-field="pozo"] .chip.bad')).to_have_count(1)
    page.fill('input[name="pozo"]', "5S 7D KH")
    page.fill('input[name="mano"]', "KS KD")
    page.click("text=Ask the referee")
    expect(page.locator(".ruling")).to_contain_text("Why, step by step")
    shot(page, "arbitro-06-english")


def test_the_card_picker_fits_a_phone_and_keeps_the_form_in_view(phone, live_server, shot):
    phone.goto(live_server("/arbitro/canasta/canasta.pozo"))
    picker = phone.locator("[data-palette]")
    expect(picker).to_be_visible()
    box = picker.bounding_box()
    assert box["x"] + box["width"] <= 390 and box["height"] <= 200, box  # the sticky picker leaves the form room
    # one suit at a time: every rank of it on screen, nothing off the right edge, no sideways scrolling
    phone.click('[data-suit-tab="H"]')
    for token in ("AH", "10H", "JH", "QH", "KH", "JK"):
        card = phone.locator(f'[data-palette] [data-card="{token}"]:visible')
        b = card.bounding_box()
        assert b and b["x"] >= 0 and b["x"] + b["width"] <= 390, (token, b)
    phone.click('[data-zone][data-field="mano"] >> text=Añadir cartas aquí')
    for token in ("QH", "KH", "JK"):
        phone.click(f'[data-palette] [data-card="{token}"]:visible')
    expect(phone.locator('input[name="mano"]')).to_have_value("QH KH JK")
    expect(phone.locator('[data-zone][data-field="mano"] .chip')).to_have_count(3)
    under = picker.bounding_box()
    zone = phone.locator('[data-zone][data-field="mano"] label').bounding_box()
    assert zone["y"] >= under["y"] + under["height"] - 1, (zone, under)  # the zone being filled is not hidden
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert phone.evaluate("Math.max(...[...document.querySelectorAll('.suit-row, .suit-tabs')].map(e => e.scrollLeft))") == 0
    phone.screenshot(path=str(ARTIFACTS / "arbitro-08-phone-picker.png"))  # the viewport: where the sticky picker is


def test_tresillo_suits_are_named_in_the_picker(page, phone, live_server, shot):
    page.goto(live_server("/arbitro/tresillo/tresillo.baza"))
    for name in ("Oros", "Copas", "Espadas", "Bastos"):
        expect(page.locator(".suit-row .suit").filter(has_text=name)).to_be_visible()
    shot(page, "arbitro-09-tresillo-picker")
    phone.goto(live_server("/arbitro/tresillo/tresillo.baza"))
    phone.click("text=Espadas")
    phone.click('[data-palette] [data-card="1e"]:visible')
    expect(phone.locator('[name="cartas"]')).to_have_value("1e")


def test_referee_on_a_phone(phone, live_server, shot):
    phone.goto(live_server("/arbitro/tresillo/tresillo.baza?ejemplo=1"))
    phone.click("text=Preguntar al árbitro")
    expect(phone.locator(".ruling")).to_contain_text("7c")
    shot(phone, "arbitro-07-phone")


def test_switching_language_keeps_what_was_entered(page, live_server):
    page.goto(live_server("/arbitro/canasta/canasta.pozo"))
    page.click('[data-zone][data-field="pozo"] >> text=Añadir cartas aquí')
    _tap(page, ["5S", "KH"])
    page.fill('input[name="mano"]', "KS KD")
    page.fill('input[name="puntuacion"]', "1800")
    page.check('input[name="primera_toma_hecha"]')
    page.click('#lang-switch button[value="en"]')  # before asking: nothing posted yet
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator('input[name="pozo"]')).to_have_value("5S KH")
    expect(page.locator('input[name="mano"]')).to_have_value("KS KD")
    expect(page.locator('input[name="puntuacion"]')).to_have_value("1800")
    expect(page.locator('input[name="primera_toma_hecha"]')).to_be_checked()
    expect(page.locator('[data-zone][data-field="pozo"] .chip')).to_have_count(2)
