"""A teacher and a learner in real browsers (issue 15, "Done means"): the teacher creates a class; a learner on a
390-px phone screen joins with the code; the teacher assigns a generated set; the learner answers two puzzles, one
of them with a known mistake; the teacher sees both in the gradebook with the named mistake, opens the learner's
drill-down and the item statistics, and downloads the CSV. Screenshots go to ``$TAPETE_SHOTS`` (default: the
browser tests' ``test-artifacts/``).

The teacher role is granted with ``python -m tutor users role NAME teacher`` on the live server's instance; the
answers come from the puzzle layer (``tutor.puzzles.from_id``) on the test's side, never from the page.
"""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import expect

from conftest import ROOT, fill_answer, log_in, run_cli, save_shot, sign_up
from tutor import puzzles



def _puzzle_of(live, url: str):
    token = url.rsplit("/", 1)[1]
    with sqlite3.connect(live.instance / "tapete.sqlite") as db:
        return puzzles.from_id(db.execute("SELECT puzzle_id FROM assignment_items WHERE token = ?",
                                          [token]).fetchone()[0])


def test_teach_browser_class_join_assign_answer_gradebook(page, phone, live_server):
    live = live_server
    refused = []  # what the browser refused to run or load (a Content-Security-Policy violation says so here)
    for p in (page, phone):
        p.on("console", lambda m: refused.append(m.text) if m.type == "error" else None)
    teacher = sign_up(page, live, "profe")
    run_cli(live, "users", "role", teacher, "teacher")

    # the teacher creates a class
    page.goto(live("/"))
    page.click('nav >> text="Clases"')
    page.fill('input[name="name"]', "Canasta de los martes")
    page.click("text=Crear la clase")
    expect(page.locator("h1")).to_have_text("Canasta de los martes")
    code = page.locator("#join-code").inner_text()
    assert re.fullmatch(r"[A-HJ-NP-Z2-9]{6}", code)
    expect(page.locator(".qr svg")).to_have_count(1)
    save_shot(page, "teach-01-class")

    # a learner on a phone joins with the code, typed in lower case
    learner = sign_up(phone, live, "ana")
    phone.click('nav >> text="Mis clases"')
    phone.fill('input[name="code"]', code.lower())
    phone.click('form.join-form button')
    expect(phone.locator(".my-class h2")).to_have_text("Canasta de los martes")
    save_shot(phone, "teach-02-phone-joined")

    # the teacher assigns one canasta.pozo and one tresillo.cobro puzzle
    page.reload()
    expect(page.locator(f'[data-learner="{learner}"]')).to_have_count(1)
    page.click("text=Asignar una colección")
    page.fill('input[name="title"]', "Pozo y cobros")
    page.check('input[name="kinds"][value="canasta.pozo"]')
    page.check('input[name="kinds"][value="tresillo.cobro"]')
    page.fill('input[name="count"]', "1")
    save_shot(page, "teach-03-assign")
    page.click('form button:has-text("Asignar")')
    expect(page.locator("table.assignments")).to_contain_text("Pozo y cobros")

    # the learner answers the first right and the second with a known mistake
    phone.goto(live("/mis-clases"))
    phone.click("text=Pozo y cobros")
    phone.locator("ol.set-puzzles a").first.click()
    first = _puzzle_of(live, phone.url)
    fill_answer(phone, first.form, first.answer)
    phone.click("text=Comprobar mi respuesta")
    expect(phone.locator(".verdict")).to_have_attribute("data-verdict", "right")
    phone.goto(live("/mis-clases"))
    phone.click("text=Pozo y cobros")
    phone.locator("ol.set-puzzles a").nth(1).click()
    second = _puzzle_of(live, phone.url)
    assert second.mistakes, second.id
    mistake, wrong = second.mistakes[0]
    fill_answer(phone, second.form, wrong)
    save_shot(phone, "teach-04-phone-puzzle")
    phone.click("text=Comprobar mi respuesta")
    expect(phone.locator(".verdict")).to_have_attribute("data-verdict", "wrong")
    expect(phone.locator(".verdict")).to_contain_text(mistake.text("es"))
    save_shot(phone, "teach-05-phone-verdict")

    # the teacher's gradebook: both answers, the named mistake
    page.click("text=Pozo y cobros")
    row = page.locator(f'tr[data-learner="{learner}"]')
    expect(row.locator('td[data-position="1"]')).to_have_class("right")
    expect(row.locator('td[data-position="2"]')).to_contain_text(mistake.text("es"))
    save_shot(page, "teach-06-gradebook")
    with page.expect_download() as download:
        page.click("#csv-link")
    body = Path(download.value.path()).read_bytes()
    assert body.startswith(b"\xef\xbb\xbf") and learner.encode() in body and mistake.text("es").encode() in body

    # drill-down and item statistics
    page.click(f"text={learner}")
    expect(page.locator('.mistake-card[data-position="2"]')).to_contain_text(mistake.text("es"))
    save_shot(page, "teach-07-drill-down")
    page.go_back()
    page.click(".actions >> text=Estadísticas por ejercicio")
    expect(page.locator('table.item-stats tr[data-position="2"]')).to_contain_text(mistake.text("es"))
    save_shot(page, "teach-08-item-statistics")
    assert refused == []


OVERFLOW = """() => {
  const page = document.documentElement.scrollWidth - window.innerWidth;
  const tables = [...document.querySelectorAll('.table-scroll')].map(b => b.scrollWidth - b.clientWidth);
  return [page, Math.max(0, ...tables)];
}"""
"""How far the page runs past the window, and the widest table past its scrolled box (px)."""


def test_teach_browser_the_demo_classs_tables_fit_a_desktop_and_a_phone(page, phone, live_server):
    live = live_server
    done = subprocess.run([sys.executable, "-m", "tutor", "demo", "--instance", str(live.instance)], cwd=str(ROOT),
                          capture_output=True, text=True, check=True)
    password = re.search(r"teacher: profe  password: (\S+)", done.stdout)[1]
    for p, width in ((page, "desktop"), (phone, "phone")):
        log_in(p, live, "profe", password)
        p.goto(live("/clases"))
        hrefs = [a.get_attribute("href") for a in p.locator("main a").all()]
        class_page = live(next(h for h in hrefs if re.fullmatch(r"/clases/\d+", h or "")))
        p.goto(class_page)
        assert p.evaluate(OVERFLOW)[0] == 0, f"{width}: the class page runs past the window"
        save_shot(p, f"teach-10-{width}-class")
        pages = [a.get_attribute("href") for a in p.locator("table.assignments a").all()]
        assert len(pages) == 6, pages  # three gradebooks and their item statistics
        for n, address in enumerate(pages):
            p.goto(live(address))
            page_over, table_over = p.evaluate(OVERFLOW)
            assert page_over == 0, f"{width}: {address} runs {page_over} px past the window"
            columns = p.locator(".table-scroll table thead th").count()
            if width == "desktop" and columns <= 10:  # a desktop shows a table of up to 8 puzzles whole; a phone,
                # or a gradebook of more puzzles, scrolls it inside its box, its cells wrapped (no 5,000-px rows)
                assert table_over == 0, f"{address}: its table runs {table_over} px past its box"
            assert table_over <= 120 * columns, f"{width}: {address}: its table runs {table_over} px past its box"
            save_shot(p, f"teach-11-{width}-{n}")
