"""A deal assigned to a class in real browsers (issues 15 and 20): a teacher assigns a "Juega un trato" item (a deal
id); a learner on a 390-px phone opens it from Mis clases, sits down and plays the deal to its end; the teacher's
gradebook shows it finished with the moves refused, and the drill-down the learner's decisions. Screenshots at 390
and 1280 px in Spanish and English go to ``$TAPETE_SHOTS`` (default: the browser tests' ``test-artifacts/``).

The learner's moves are the computer's choice for their seat, read on the server side (the live server's store and
the engine), never from the page; the page is only clicked.
"""

from __future__ import annotations

import json
import re
import sqlite3

from conftest import click_move, run_cli, save_shot, sign_up
from playwright.sync_api import expect

from tutor.rules.tresillo.computadora import computer_move
from tutor.rules.tresillo.mesa import CARTEO, FIN
from tutor.web.trato_juego import replay

DEAL = "tresillo.trato-v1-J4-S5-A1"
"""The learner (segundo) plays a vuelta as jugador to the end (the deal of tests/test_web_trato.py)."""
SELECTS_CUT = """() => [...document.querySelectorAll('form.stack select')].filter(s => {
    const room = s.parentElement.getBoundingClientRect().width;
    s.style.maxWidth = 'none';
    const wanted = s.getBoundingClientRect().width;
    s.style.maxWidth = '';
    return wanted > room;
}).map(s => s.name)"""
"""The names of the form's selects whose widest option is wider than their label: a browser cuts its text."""


def _state(live, url: str):
    """The learner's deal at the table ``url``, as the server rebuilds it."""
    trato = int(re.search(r"/tresillo/trato/(\d+)", url)[1])
    with sqlite3.connect(live.instance / "tapete.sqlite") as conn:
        trato_id, seat, moves = conn.execute("SELECT trato_id, seat, moves FROM tratos WHERE id = ?",
                                             [trato]).fetchone()
    return replay(trato_id, seat, tuple(json.loads(moves)))


def test_trato_assign_browser_a_teacher_assigns_a_deal_a_learner_plays_it_on_a_phone(page, phone, live_server):
    live = live_server
    page.set_viewport_size({"width": 1280, "height": 900})
    refused = []  # what the browser refused to run or load (a Content-Security-Policy violation says so here)
    for p in (page, phone):
        p.on("console", lambda m: refused.append(m.text) if m.type == "error" else None)
    teacher = sign_up(page, live, "profe")
    run_cli(live, "users", "role", teacher, "teacher")
    page.goto(live("/clases"))
    page.fill('input[name="name"]', "Tresillo de los jueves")
    page.click("text=Crear la clase")
    code = page.locator("#join-code").inner_text()
    learner = sign_up(phone, live, "ana")
    phone.goto(live("/mis-clases"))
    phone.fill('input[name="code"]', code)
    phone.click("form.join-form button")
    expect(phone.locator(".my-class h2")).to_have_text("Tresillo de los jueves")

    # the teacher assigns one deal to play
    page.reload()
    page.click("text=Asignar una colección")
    page.fill('input[name="title"]', "Un trato de vuelta")
    page.check('input[name="source"][value="tratos"]')
    page.fill('textarea[name="tratos"]', DEAL)
    page.locator("fieldset.deal-items").scroll_into_view_if_needed()
    expect(page.locator("#deal-seed-note")).to_contain_text("Los tratos nuevos usan una semilla aleatoria")
    expect(page.locator("fieldset.deal-items")).to_contain_text("con el plato vacío")
    save_shot(page, "trato-assign-1280-es-01-assign")
    page.set_viewport_size({"width": 390, "height": 844})  # the form fits a phone (its fieldsets shrink)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate(SELECTS_CUT) == []  # each select shows its chosen text whole ("Su mesa" did not)
    note, box = (page.locator(s).bounding_box() for s in ("#deal-seed-note", "fieldset.deal-items"))
    assert box["x"] + 8 <= note["x"] and note["x"] + note["width"] <= box["x"] + box["width"] - 8  # kept off the border
    page.locator("#deal-seed-note").scroll_into_view_if_needed()
    save_shot(page, "trato-assign-390-es-01-assign")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.click('form button:has-text("Asignar")')
    expect(page.locator("table.assignments")).to_contain_text("Un trato de vuelta")

    # the learner opens it from Mis clases and sits down at the table
    phone.goto(live("/mis-clases"))
    phone.click("text=Un trato de vuelta")
    expect(phone.locator("ol.set-puzzles")).to_contain_text("Juega un trato")
    save_shot(phone, "trato-assign-390-es-02-assignment")
    phone.locator("ol.set-puzzles a").first.click()
    save_shot(phone, "trato-assign-390-es-03-item")
    phone.get_by_role("button", name="Sentarse a la mesa").click()
    expect(phone.locator("#mesa")).to_be_visible()
    expect(phone.locator("#mesa h1")).to_contain_text("Un trato de vuelta")
    assert "tresillo.trato-v1" not in phone.locator("main").inner_text()  # the id: the teacher's until due
    url = phone.url
    save_shot(phone, "trato-assign-390-es-04-table")
    for _ in range(60):
        juego = _state(live, url)
        if juego.mesa.fase == FIN:
            break
        made = juego.movidas
        click_move(phone, computer_move(juego.mesa))
        phone.wait_for_function(f"() => !document.querySelector('#mesa input[name=hechas]') || "
                                f"document.querySelector('#mesa input[name=hechas]').value != '{made}'")
    end = phone.locator("#mesa .end")
    expect(end).to_be_visible()
    expect(end).to_contain_text("Cobro")
    expect(end).to_contain_text("cuaderno de notas")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    save_shot(phone, "trato-assign-390-es-05-end")
    phone.locator('#lang-switch button[value="en"]').click()
    expect(phone.locator("#mesa .end")).to_contain_text("gradebook")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    save_shot(phone, "trato-assign-390-en-05-end")
    phone.get_by_role("link", name="Back to the assignment").click()
    expect(phone.locator("ol.set-puzzles li.right")).to_have_count(1)
    save_shot(phone, "trato-assign-390-en-06-assignment")

    # the teacher's gradebook: finished, no move refused; the drill-down: the learner's decisions
    page.goto(live("/clases"))
    page.click("text=Tresillo de los jueves")
    page.click("text=Un trato de vuelta")
    cell = page.locator(f'tr[data-learner="{learner}"] td[data-position="1"]')
    expect(cell).to_have_class("right")
    expect(cell).to_contain_text("terminado")
    save_shot(page, "trato-assign-1280-es-07-gradebook")
    gradebook = page.url
    page.click(f"text={learner}")
    review = page.locator('.deal-review[data-position="1"]')
    expect(review).to_contain_text("terminado")
    expect(review.locator(".decision")).to_have_count(len(_state(live, url).decisiones))
    save_shot(page, "trato-assign-1280-es-08-drill-down")
    page.locator('#lang-switch button[value="en"]').click()
    expect(page.locator('.deal-review[data-position="1"]')).to_contain_text("finished")
    save_shot(page, "trato-assign-1280-en-08-drill-down")
    page.goto(gradebook)
    expect(page.locator(f'tr[data-learner="{learner}"] td[data-position="1"]')).to_contain_text("finished")
    save_shot(page, "trato-assign-1280-en-07-gradebook")
    phone.set_viewport_size({"width": 1280, "height": 900})
    phone.goto(url)
    save_shot(phone, "trato-assign-1280-en-05-end")
    phone.set_viewport_size({"width": 390, "height": 844})
    phone.locator('#lang-switch button[value="es"]').click()
    phone.goto(live("/mis-clases"))
    # Mis clases counts the deal as the gradebook does: finished of the deals to play, not "answered"
    mine = phone.locator(".my-assignments li").first
    expect(mine).to_contain_text("tratos terminados: 1 de 1")
    expect(mine).not_to_contain_text("respondido")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    save_shot(phone, "trato-assign-390-es-09-my-classes")
    phone.locator('#lang-switch button[value="en"]').click()
    expect(mine).to_contain_text("deals finished: 1 of 1")
    save_shot(phone, "trato-assign-390-en-09-my-classes")
    phone.set_viewport_size({"width": 1280, "height": 900})
    save_shot(phone, "trato-assign-1280-en-09-my-classes")
    phone.locator('#lang-switch button[value="es"]').click()
    expect(mine).to_contain_text("tratos terminados: 1 de 1")
    save_shot(phone, "trato-assign-1280-es-09-my-classes")
    phone.set_viewport_size({"width": 390, "height": 844})
    phone.click("text=Un trato de vuelta")
    save_shot(phone, "trato-assign-390-es-06-assignment")
    # the teacher's class page: what the assignment holds in the gradebook's words
    page.goto(live("/clases"))
    page.click("text=Tresillo de los jueves")
    row = page.locator("table.assignments tbody tr").first
    page.locator('#lang-switch button[value="es"]').click()
    expect(page.locator("table.assignments thead")).to_contain_text("Ejercicios y tratos")
    expect(row).to_contain_text("1 trato para jugar")
    save_shot(page, "trato-assign-1280-es-13-class")
    page.locator('#lang-switch button[value="en"]').click()
    expect(row).to_contain_text("1 deal to play")
    save_shot(page, "trato-assign-1280-en-13-class")
    page.set_viewport_size({"width": 390, "height": 844})
    save_shot(page, "trato-assign-390-en-13-class")
    page.locator('#lang-switch button[value="es"]').click()
    expect(row).to_contain_text("1 trato para jugar")
    save_shot(page, "trato-assign-390-es-13-class")
    assert refused == []


def _class_with_a_deal(page, phone, live, title: str) -> None:
    """A teacher (``page``) makes a class, the learner (``phone``) joins it, and the teacher assigns it the deal
    :data:`DEAL` as ``title``."""
    teacher = sign_up(page, live, "profe")
    run_cli(live, "users", "role", teacher, "teacher")
    page.goto(live("/clases"))
    page.fill('input[name="name"]', "Tresillo de los martes")
    page.click("text=Crear la clase")
    code = page.locator("#join-code").inner_text()
    sign_up(phone, live, "ana")
    phone.goto(live("/mis-clases"))
    phone.fill('input[name="code"]', code)
    phone.click("form.join-form button")
    expect(phone.locator(".my-class h2")).to_have_text("Tresillo de los martes")
    page.reload()
    page.click("text=Asignar una colección")
    page.fill('input[name="title"]', title)
    page.check('input[name="source"][value="tratos"]')
    page.fill('textarea[name="tratos"]', DEAL)
    page.click('form button:has-text("Asignar")')
    expect(page.locator("table.assignments")).to_contain_text(title)


def test_trato_assign_browser_the_assignment_page_shows_a_deal_in_play(page, phone, live_server):
    live = live_server
    refused = []
    phone.on("console", lambda m: refused.append(m.text) if m.type == "error" else None)
    _class_with_a_deal(page, phone, live, "Un trato a medias")
    phone.goto(live("/mis-clases"))
    phone.click("text=Un trato a medias")
    deal = phone.locator('ol.set-puzzles li[data-position="1"]')
    expect(deal).to_contain_text("Sin empezar")
    save_shot(phone, "trato-assign-390-es-10-assignment-not-started")
    deal.get_by_role("button", name="Sentarse a la mesa").click()  # sits down from the assignment's page
    expect(phone.locator("#mesa")).to_be_visible()
    url = phone.url
    for _ in range(60):  # the learner plays up to their card of the fourth trick, and leaves the table
        juego = _state(live, url)
        if juego.mesa.fase == CARTEO and len(juego.mesa.bazas) == 3:
            break
        made = juego.movidas
        click_move(phone, computer_move(juego.mesa))
        phone.wait_for_function(f"() => document.querySelector('#mesa input[name=hechas]').value != '{made}'")
    assert juego.mesa.fase == CARTEO and len(juego.mesa.bazas) == 3
    phone.locator("nav.crumbs a", has_text="Un trato a medias").click()
    expect(deal).to_have_attribute("data-state", "playing")
    expect(deal.locator(".deal-state")).to_have_text("En juego: baza 4 de 9")
    expect(deal.get_by_role("link", name="Seguir jugando")).to_be_visible()
    assert not phone.locator("main .card").count() and "tresillo.trato-v1" not in phone.locator("main").inner_text()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    save_shot(phone, "trato-assign-390-es-11-assignment-in-play")
    phone.set_viewport_size({"width": 1280, "height": 900})
    save_shot(phone, "trato-assign-1280-es-11-assignment-in-play")
    phone.locator('#lang-switch button[value="en"]').click()
    expect(deal.locator(".deal-state")).to_have_text("In play: trick 4 of 9")
    save_shot(phone, "trato-assign-1280-en-11-assignment-in-play")
    phone.set_viewport_size({"width": 390, "height": 844})
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    save_shot(phone, "trato-assign-390-en-11-assignment-in-play")
    deal.get_by_role("link", name="Continue playing").click()
    expect(phone.locator("#mesa .play-form")).to_be_visible()  # back at the table, the learner's card to play
    assert phone.url == url
    phone.locator('#lang-switch button[value="es"]').click()
    # the teacher's item statistics: the deal on a line of its own, not "1 attempt"
    page.set_viewport_size({"width": 1280, "height": 900})
    page.click("text=Un trato a medias")
    page.get_by_role("link", name="Estadísticas por ejercicio").click()
    expect(page.locator('table.deal-stats tr[data-position="1"]')).to_contain_text("1. Juega un trato")
    expect(page.locator("table.item-stats")).to_have_count(0)
    save_shot(page, "trato-assign-1280-es-12-statistics")
    assert refused == []
