"""canasta.robo in a real browser (issue 19): its practice page answered with a named mistake on a 390-px phone, and
Canasta lesson 7's new sections with their puzzles answered in place on a 1280-px desktop, in Spanish and English.

The right and wrong answers come from the puzzle layer on the server side (``tutor.puzzles``), never from the page.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import fill_answer
from tutor import puzzles

LESSON = "canasta/07-reparto-y-turno"


def _puzzle_on(page):
    page.wait_for_url(re.compile(r"/puzzle/"))
    return puzzles.from_id(page.url.rsplit("/puzzle/", 1)[1].split("?")[0])


def test_canasta_robo_browser_practice_names_the_mistake_on_a_phone(phone, live_server, shot):
    phone.goto(live_server("/practicar/canasta.robo?nivel=3"))
    puzzle = _puzzle_on(phone)
    expect(phone.locator("main")).to_contain_text("Lo tomas y bajas")
    mistake, wrong = puzzle.mistakes[0]
    fill_answer(phone, puzzle.form, wrong)
    phone.click("text=Comprobar mi respuesta")
    expect(phone.locator(".verdict")).to_have_attribute("data-verdict", "wrong")
    expect(phone.locator(".verdict .mistake")).to_contain_text(mistake.text("es"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "canasta-robo-practice-es-phone")
    phone.click('#lang-switch button[value="en"]')
    expect(phone.locator("html")).to_have_attribute("lang", "en")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "canasta-robo-practice-en-phone")


def test_canasta_robo_browser_lesson_sections_and_their_puzzles(browser, live_server, shot):
    context = browser.new_context(locale="es-ES", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(live_server(f"/lecciones/{LESSON}"))
    heading = page.locator("h2", has_text="Un tres rojo tomado con el pozo")
    expect(heading).to_be_visible()
    robo = [i for i in range(page.locator("section.lesson-puzzle").count())
            if "canasta.robo" in page.locator(f"#problema-{i + 1}").get_attribute("data-puzzle")]
    assert len(robo) == 6
    for i in robo:
        section = page.locator(f"#problema-{i + 1}")
        puzzle = puzzles.from_id(section.get_attribute("data-puzzle"))
        fill_answer(section, puzzle.form, puzzle.answer)
        section.locator('button[type="submit"]').click()
        expect(page.locator(f"#problema-{i + 1} .verdict")).to_have_attribute("data-verdict", "right")
    heading.scroll_into_view_if_needed()
    shot(page, "canasta-robo-lesson-es")
    page.click('#lang-switch button[value="en"]')
    expect(page.locator("html")).to_have_attribute("lang", "en")
    heading = page.locator("h2", has_text="A red three taken with the pozo")
    heading.scroll_into_view_if_needed()
    expect(page.locator(".verdict")).to_have_count(len(robo))
    shot(page, "canasta-robo-lesson-en")
    page.goto(live_server("/practicar/canasta.robo?nivel=2"))  # the practice page on the desktop, in English
    puzzle = _puzzle_on(page)
    fill_answer(page, puzzle.form, puzzle.answer)
    page.click("text=Check my answer")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")
    shot(page, "canasta-robo-practice-en")
    context.close()


def test_canasta_robo_browser_lesson_on_a_phone(phone, live_server, shot):
    phone.goto(live_server(f"/lecciones/{LESSON}"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    section = phone.locator("section.lesson-puzzle", has_text="Lo tomas y bajas").first
    puzzle = puzzles.from_id(section.get_attribute("data-puzzle"))
    fill_answer(section, puzzle.form, puzzle.answer)
    section.locator('button[type="submit"]').click()
    expect(section.locator(".verdict")).to_have_attribute("data-verdict", "right")
    shot(phone, "canasta-robo-lesson-es-phone")
    phone.click('#lang-switch button[value="en"]')
    expect(phone.locator("html")).to_have_attribute("lang", "en")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "canasta-robo-lesson-en-phone")
