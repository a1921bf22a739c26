"""htmx under the Content-Security-Policy (issue 13 item 7): a learner answers a puzzle with htmx, the arbitro's
card picker works, and the browser reports no CSP violation (no inline script or style, no eval); the site cannot
be framed."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tutor import puzzles


def _violations(page) -> list[str]:
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if "Content Security Policy" in m.text else None)
    return found


def test_csp_browser_htmx_answers_and_swaps_without_violations(page, live_server):
    violations = _violations(page)
    page.goto(live_server("/practicar/canasta.pozo?nivel=1"))
    page.wait_for_url(re.compile(r"/puzzle/"))
    puzzle = puzzles.from_id(page.url.rsplit("/puzzle/", 1)[1])
    page.check(f'input[name="answer"][value="{puzzle.answer}"]')
    page.click('form.answer-form button[type="submit"]')
    expect(page.locator("#answer .verdict")).to_be_visible()
    page.wait_for_url(re.compile(r"/intento/\d+"))  # htmx pushed the verdict's address
    assert page.locator("style").count() == 0  # htmx added no <style> of its own
    page.goto(live_server("/arbitro/canasta/canasta.pozo"))
    page.wait_for_load_state("networkidle")
    assert violations == []


def test_csp_browser_a_page_of_another_site_cannot_frame_tapete(page, live_server):
    page.set_content(f'<iframe src="{live_server("/progreso")}"></iframe>')
    page.wait_for_timeout(1000)
    assert len(page.frames) == 2
    assert "Mi progreso" not in page.frames[1].content()  # refused: the frame shows the browser's error page
