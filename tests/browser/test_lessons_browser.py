"""Lessons in a real browser (issue 6, "Done means"): one lesson per game walked from start to end, answering each
embedded puzzle in place, until the lesson shows as completed; the same without JavaScript; screenshots of one
lesson per game in Spanish and in English, on a desktop and on a phone, and of a rules-reference page.

The right answer comes from the puzzle layer on the server side (``tutor.puzzles.from_id``), never from the page.
"""

from __future__ import annotations

import re
import sqlite3

import pytest
from playwright.sync_api import expect

from conftest import fill_answer
from tutor import puzzles

LESSONS = ["canasta/04-pozo", "pinacle/02-comodines", "tresillo/01-baraja-y-triunfos"]
DONE = re.compile(r"\bdone\b")


def _lesson_rows(live, lesson_id: str) -> list[tuple[int, int]]:
    with sqlite3.connect(live.instance / "tapete.sqlite") as db:
        return db.execute("SELECT position, attempt_id FROM lesson_answers WHERE lesson_id = ? ORDER BY position",
                          [lesson_id]).fetchall()


def _walk(page, live, lesson_id: str, wrong_first: bool = False) -> int:
    """Answer every puzzle of the open lesson, top to bottom; returns how many there were."""
    sections = page.locator("section.lesson-puzzle")
    n = sections.count()
    assert n >= 3
    for i in range(n):
        section = page.locator(f"#problema-{i + 1}")
        puzzle = puzzles.from_id(section.get_attribute("data-puzzle"))
        expect(page.locator("#lesson-end")).not_to_have_class(DONE)
        fill_answer(section, puzzle.form, puzzle.answer)
        section.locator('button[type="submit"]').click()
        expect(page.locator(f"#problema-{i + 1} .verdict")).to_have_attribute("data-verdict", "right")
        expect(page.locator(f"#problema-{i + 1} .steps li").first).to_be_visible()  # the full explanation, in place
    return n


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_lessons_browser_walk_one_lesson_per_game_to_completion(browser, page, live_server, shot, lesson_id):
    live = live_server
    game = lesson_id.split("/")[0]
    page.goto(live(f"/lecciones/{game}"))
    page.click(f'li[data-lesson="{lesson_id}"] a.lesson-title')
    page.wait_for_url(live(f"/lecciones/{lesson_id}"))
    expect(page.locator(".lesson-body .card .sr-only").first).not_to_be_empty()  # cards drawn, with their names
    url_before = page.url
    n = _walk(page, live, lesson_id)
    assert page.url == url_before  # answered in place: the page never left
    end = page.locator("#lesson-end")
    expect(end).to_have_class(DONE)  # swapped out of band: wait until htmx has settled
    expect(end).to_contain_text("Lección completada")
    expect(page.locator("#lesson-meter")).to_contain_text("Completada")
    assert [p for p, _ in _lesson_rows(live, lesson_id)][-n:] == list(range(n))
    shot(page, f"lesson-{game}-es")

    # a citation of the verdict links to its section of the rules reference
    link = page.locator("#problema-1 .steps a.rule").first
    expect(link).to_have_attribute("href", re.compile(rf"^/reglas/{game}#s"))
    href = link.get_attribute("href")
    link.click()
    page.wait_for_url(live(href))
    expect(page.locator(f"#{href.split('#')[1]}")).to_be_visible()

    # the course page shows it completed; in English too, with the verdicts kept
    page.goto(live(f"/lecciones/{game}"))
    expect(page.locator(f'li[data-lesson="{lesson_id}"]')).to_have_class(DONE)
    page.goto(live(f"/lecciones/{lesson_id}"))
    page.click('#lang-switch button[value="en"]')  # back to the same address: wait for the page's language
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#lesson-end")).to_contain_text("Lesson completed")
    expect(page.locator(".verdict")).to_have_count(n)
    shot(page, f"lesson-{game}-en")


def test_lessons_browser_without_javascript_the_page_comes_back_at_the_puzzle(page_without_js, live_server, shot):
    page, live = page_without_js, live_server
    page.goto(live("/lecciones/canasta/01-cartas"))
    n = page.locator("section.lesson-puzzle").count()
    for i in range(n):
        section = page.locator(f"#problema-{i + 1}")
        puzzle = puzzles.from_id(section.get_attribute("data-puzzle"))
        fill_answer(section, puzzle.form, puzzle.answer)
        section.locator('button[type="submit"]').click()
        page.wait_for_url(live(f"/lecciones/canasta/01-cartas#problema-{i + 1}"))
        expect(page.locator(f"#problema-{i + 1} .verdict")).to_have_attribute("data-verdict", "right")
    expect(page.locator("#lesson-end")).to_have_class(DONE)
    shot(page, "lesson-canasta-nojs")


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_lessons_browser_phone_screenshots_in_both_languages(phone, live_server, shot, lesson_id):
    live, game = live_server, lesson_id.split("/")[0]
    phone.goto(live(f"/lecciones/{lesson_id}"))
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the lesson is wider than the phone: {width}px"
    section = phone.locator("#problema-1")
    puzzle = puzzles.from_id(section.get_attribute("data-puzzle"))
    fill_answer(section, puzzle.form, puzzle.answer)
    section.locator('button[type="submit"]').click()
    expect(phone.locator("#problema-1 .verdict")).to_have_attribute("data-verdict", "right")
    shot(phone, f"lesson-{game}-es-phone")
    phone.click('#lang-switch button[value="en"]')
    expect(phone.locator("html")).to_have_attribute("lang", "en")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, f"lesson-{game}-en-phone")


def test_lessons_browser_rules_reference_pages(page, phone, live_server, shot):
    live = live_server
    page.goto(live("/reglas/canasta#s8-6"))
    expect(page.locator("#s8-6")).to_be_visible()
    shot(page, "reglas-canasta-es")
    phone.goto(live("/reglas/tresillo"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "reglas-tresillo-es-phone")
    page.goto(live("/lecciones"))
    shot(page, "lessons-index-es")
