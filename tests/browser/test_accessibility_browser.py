"""Accessibility (issue 17): an axe-core audit of every main page, in Spanish and English, at phone (390 px) and
desktop (1280 px) width, with no violations; after an htmx answer the focus moves to the verdict; the large-card
setting; Back then a new answer is judged as the new answer it is.

axe-core comes with ``axe-playwright-python`` (no network at test time). The audit runs once per page, language and
width in two browser contexts per language, so it stays bounded (about a minute on a loaded machine).
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from conftest import AXE_OPTIONS

from tutor import puzzles

POZO = "canasta.pozo-v1-L1-S1"
SALIDA = str(puzzles.generate("canasta.salida", 2, 11).id)
PAGES = ("/", f"/puzzle/{POZO}", f"/puzzle/{SALIDA}", "/progreso", "/lecciones", "/lecciones/canasta/04-pozo",
         "/reglas", "/reglas/canasta", "/arbitro", "/arbitro/canasta/canasta.pozo", "/arbitro/mis-puzzles",
         "/colecciones", "/cuenta/entrar", "/cuenta/alta")
"""The main pages (the verdict page is audited after an answer, below)."""

WIDTHS = (390, 1280)


def _violations(axe, page) -> list[str]:
    results = axe.run(page, options=AXE_OPTIONS)
    return [f"{v['id']} ({v['impact']}): " + "; ".join(n["target"][0] if isinstance(n["target"][0], str)
                                                      else str(n["target"][0]) for n in v["nodes"][:4])
            for v in results.response["violations"]]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_browser_axe_finds_no_violations_on_any_main_page(browser, live_server, lang):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    live = live_server
    found: dict[str, list[str]] = {}
    started = time.monotonic()
    for width in WIDTHS:
        context = browser.new_context(locale="es-ES", viewport={"width": width, "height": 900}, bypass_csp=True)
        page = context.new_page()
        page.goto(live("/"))
        if lang == "en":
            page.click('#lang-switch button[value="en"]')
            page.wait_for_url(live("/"))
        for path in PAGES:
            page.goto(live(path))
            found[f"{width} {path}"] = _violations(axe, page)
        # a verdict, wrong and several-part, as htmx swaps it in
        page.goto(live(f"/puzzle/{SALIDA}"))
        page.fill('input[name="part.minimo"]', "1")
        page.fill('input[name="part.puntos"]', "1")
        page.check('input[name="part.valida"][value="si"]')
        page.click("form.answer-form button[type=submit]")
        expect(page.locator(".verdict")).to_be_visible()
        found[f"{width} verdict"] = _violations(axe, page)
        context.close()
    bad = {k: v for k, v in found.items() if v}
    assert bad == {}, "\n".join(f"{k}: {v}" for k, v in bad.items())
    assert time.monotonic() - started < 90


def test_browser_focus_moves_to_the_verdict_after_an_htmx_answer(page, live_server):
    p = puzzles.from_id(POZO)
    page.goto(live_server(f"/puzzle/{POZO}"))
    page.check(f'input[name="answer"][value="{p.answer}"]')
    page.keyboard.press("Enter")
    verdict = page.locator(".verdict")
    expect(verdict).to_be_focused()
    expect(verdict).to_have_attribute("data-verdict", "right")


def test_browser_focus_moves_to_the_message_of_a_malformed_answer(page, live_server):
    page.goto(live_server(f"/puzzle/{SALIDA}"))
    page.click("form.answer-form button[type=submit]")
    expect(page.locator("#answer .error")).to_be_focused()


def test_browser_back_then_a_new_answer_is_judged_as_the_new_answer(page, live_server):
    p = puzzles.from_id(POZO)
    page.goto(live_server(f"/puzzle/{POZO}"))
    page.check(f'input[name="answer"][value="{p.mistakes[0][1]}"]')
    page.click("form.answer-form button[type=submit]")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "wrong")
    page.wait_for_url(re.compile(r"/intento/\d+"))
    page.go_back()
    page.wait_for_url(re.compile(r"/puzzle/"))
    page.check(f'input[name="answer"][value="{p.answer}"]')
    page.click("form.answer-form button[type=submit]")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")
    expect(page.locator(".verdict .already")).to_have_count(0)


def test_browser_back_without_javascript_shows_a_fresh_showing(page_without_js, live_server):
    page = page_without_js
    p = puzzles.from_id(POZO)
    page.goto(live_server(f"/puzzle/{POZO}"))
    page.check(f'input[name="answer"][value="{p.mistakes[0][1]}"]')
    page.click("form.answer-form button[type=submit]")
    page.wait_for_url(re.compile(r"/intento/\d+"))
    page.go_back()
    page.check(f'input[name="answer"][value="{p.answer}"]')
    page.click("form.answer-form button[type=submit]")
    page.wait_for_url(re.compile(r"/intento/\d+"))
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")


def test_browser_try_again_after_a_wrong_answer(page, live_server):
    p = puzzles.from_id(POZO)
    page.goto(live_server(f"/puzzle/{POZO}"))
    page.check(f'input[name="answer"][value="{p.mistakes[0][1]}"]')
    page.click("form.answer-form button[type=submit]")
    page.click(".verdict a:has-text('Inténtalo otra vez')")
    expect(page.locator(".notice.retry")).to_be_visible()
    page.check(f'input[name="answer"][value="{p.answer}"]')
    page.click("form.answer-form button[type=submit]")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")


def test_browser_per_part_marking_and_the_empty_picker(page, live_server):
    page.goto(live_server(f"/puzzle/{SALIDA}"))
    right = puzzles.from_id(SALIDA).answer
    page.fill('input[name="part.minimo"]', str(right[0] + 5))
    page.fill('input[name="part.puntos"]', str(right[1]))
    page.check(f'input[name="part.valida"][value="{right[2]}"]')
    page.click("form.answer-form button[type=submit]")
    expect(page.locator(".parts-verdict tbody tr")).to_have_count(3)
    expect(page.locator(".parts-verdict tbody tr").nth(0)).to_have_attribute("data-part", "wrong")
    expect(page.locator(".parts-verdict tbody tr").nth(1)).to_have_attribute("data-part", "right")
    expect(page.locator(".credit")).to_have_text("Acierto: 67%")
    comodin = next(p for s in range(200) if (p := puzzles.generate("pinacle.comodin", 2, s)).form.kind == "cards")
    page.goto(live_server(f"/puzzle/{comodin.id}"))
    page.click("form.answer-form button[type=submit]")
    expect(page.locator("#answer .error")).to_have_text("Elige las cartas, o marca «ninguna».")


def test_browser_large_cards_setting(page, live_server):
    page.goto(live_server(f"/puzzle/{POZO}"))
    small = page.locator(".situation .card").first.bounding_box()["height"]
    page.click("#lang-switch .large-toggle")
    page.wait_for_url(live_server(f"/puzzle/{POZO}"))
    expect(page.locator("html")).to_have_class("large-cards")
    expect(page.locator("#lang-switch .large-toggle")).to_have_attribute("aria-pressed", "true")
    assert page.locator(".situation .card").first.bounding_box()["height"] > small * 1.3
    page.click("#lang-switch .large-toggle")
    expect(page.locator("html")).not_to_have_class("large-cards")
