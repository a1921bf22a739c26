"""Practice in a real browser (issue 17): the rating moving, a review coming due, the streak, and Mi progreso on a
390-px phone without sideways scrolling.

The right and wrong answers come from the puzzle layer on the server side, never from the page; "time passing"
for a review is the stored due date moved into the past in the live server's store.
"""

from __future__ import annotations

import re
import sqlite3

from playwright.sync_api import expect

from helpers import fields_for

from tutor import puzzles


def _open_new_puzzle(page, live, kind: str, level: int = 1):
    page.goto(live(f"/practicar/{kind}?nivel={level}"))
    page.wait_for_url(re.compile(r"/puzzle/"))
    return puzzles.from_id(page.url.rsplit("/puzzle/", 1)[1].split("?")[0])


def _fill(page, form, value) -> None:
    """Enter the normalised answer ``value`` as a learner would: the fields :func:`helpers.fields_for` names."""
    for name, v in fields_for(form, value).items():
        field = page.locator(f'[name="{name}"]').first
        kind = field.evaluate("e => e.tagName === 'SELECT' ? 'select' : e.type")
        if kind in ("radio", "checkbox"):
            for one in (v if isinstance(v, list) else [v]):
                page.check(f'input[name="{name}"][value="{one}"]')
        elif kind == "select":
            page.select_option(f'select[name="{name}"]', v)
        else:
            page.fill(f'[name="{name}"]', v)


def _wrong(p):
    if p.mistakes:
        return p.mistakes[0][1]
    return p.answer + 5 if p.form.kind == "number" else next(o.id for o in p.form.options if o.id != p.answer)


def _answer(page, live, kind, right, level=1):
    p = _open_new_puzzle(page, live, kind, level)
    _fill(page, p.form, p.answer if right else _wrong(p))
    page.click("text=Comprobar mi respuesta")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right" if right else "wrong")
    return p


def _rating(page, live, kind) -> int:
    page.goto(live("/progreso"))
    text = page.locator(f'.area[data-kind="{kind}"] .area-rating').inner_text()
    return int(re.search(r"\d+", text).group(0))


def test_practice_browser_the_rating_moves_with_answers(page, live_server):
    live = live_server
    _answer(page, live, "canasta.valor", right=True)
    expect(page.locator(".rating-moved")).to_have_text(re.compile(r"Tu valoración en esta área: \d+ \(\+\d+\)\."))
    first = _rating(page, live, "canasta.valor")
    assert first > 1500
    _answer(page, live, "canasta.valor", right=False)
    assert _rating(page, live, "canasta.valor") < first


def test_practice_browser_a_review_comes_due(page, live_server):
    live = live_server
    p = _answer(page, live, "canasta.pozo", right=False)
    page.goto(live("/"))
    expect(page.locator("nav .reviews")).to_have_text("Repasar (0)")
    with sqlite3.connect(live.instance / "tapete.sqlite") as db:
        db.execute("UPDATE comebacks SET due = '2000-01-01T00:00:00+00:00'")
        db.execute("UPDATE skills SET due = '2000-01-01T00:00:00+00:00'")
    page.reload()
    expect(page.locator("nav .reviews")).to_have_text(re.compile(r"Repasar \([1-9]\d*\)"))
    page.click("nav .reviews")
    page.wait_for_url(re.compile(r"/puzzle/.*repaso=1"))
    assert str(p.id) in page.url   # the puzzle answered wrong comes back itself first
    _fill(page, p.form, p.answer)
    page.click("text=Comprobar mi respuesta")
    expect(page.locator(".verdict")).to_have_attribute("data-verdict", "right")
    expect(page.locator(".verdict .actions a").first).to_contain_text("Siguiente repaso")


def test_practice_browser_the_streak_and_the_daily_goal(page, live_server):
    live = live_server
    _answer(page, live, "tresillo.orden", right=True)
    page.goto(live("/"))
    expect(page.locator(".today .streak")).to_have_text("Racha: 1 día seguido")
    expect(page.locator(".today .goal")).to_contain_text("Hoy: 1 de 5 ejercicios")
    page.goto(live("/progreso"))
    page.select_option("#objetivo", "3")
    page.click(".goal-form button")
    expect(page.locator(".today .goal")).to_contain_text("Hoy: 1 de 3 ejercicios")


def test_practice_browser_my_progress_fits_a_phone(phone, live_server, shot):
    live = live_server
    for kind, right in (("canasta.pozo", True), ("canasta.salida", False), ("tresillo.cobro", False),
                        ("pinacle.escalera", True)):
        _answer(phone, live, kind, right)
    phone.goto(live("/progreso"))
    height = phone.evaluate("document.documentElement.scrollHeight")
    assert height < 3500, f"Mi progreso is {height} px long at 390 px"   # 7,000 px before, with a table
    for details in phone.locator("details.evolution").all():
        details.locator("summary").click()
    expect(phone.locator(".chart svg").first).to_be_visible()
    overflow = phone.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"Mi progreso scrolls sideways by {overflow} px at 390 px"
    shot(phone, "17-my-progress-phone")


LINES = "e => { const r = document.createRange(); r.selectNodeContents(e); " \
        "return new Set(Array.from(r.getClientRects(), b => Math.round(b.top))).size; }"
"""How many lines an element's text takes (its text boxes' distinct tops)."""


def test_practice_browser_on_a_phone_names_dates_and_shares_are_not_cut(phone, live_server, shot):
    live = live_server
    _answer(phone, live, "tresillo.cobro", right=False, level=2)
    names = phone.locator(".parts-verdict tbody th")
    expect(names.first).to_be_visible()
    assert {names.nth(i).inner_text(): names.nth(i).evaluate(LINES) for i in range(names.count())} == {
        "jugador": 1, "contra A": 1, "contra B": 1, "alcalde": 1}
    shot(phone, "17-parts-verdict-phone")
    _answer(phone, live, "canasta.combinacion", right=False)  # "Combinaciones y canastas · Nivel 1" and a date
    phone.goto(live("/progreso"))
    dates = phone.locator(".mistake-item small")
    assert [dates.nth(i).evaluate(LINES) for i in range(dates.count())] == [1] * dates.count() != []
    for details in phone.locator("details.evolution").all():
        details.locator("summary").click()
    caption = phone.locator(".chart figcaption").first
    expect(caption).to_contain_text(re.compile(r"\d+%.*\(escala de 0% a 100%\)"))
    shot(phone, "17-my-progress-mistakes-phone")
