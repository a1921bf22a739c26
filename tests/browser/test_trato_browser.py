"""Juega un trato in a real browser (issue 20): on a 390-px phone a learner plays a whole Tresillo deal from the
Tresillo page, tries a card the rules do not allow and sees it refused with the reason and the legal cards marked,
plays on to the end and reads the settlement; screenshots at 390 and 1280 px in Spanish and English.

Which move the learner makes is the computer's choice for their seat, read on the server side (the live server's
store and the engine), never from the page; the page is only clicked.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from conftest import AXE_OPTIONS, TIMEOUT_MS, click_move
from playwright.sync_api import expect

from tutor.rules.tresillo.computadora import computer_move
from tutor.rules.tresillo.mesa import CARTA, CARTEO, FIN, legal_moves
from tutor.web.trato_juego import replay


def _must_follow(juego) -> bool:
    mesa = juego.mesa
    if not (juego.mi_turno and mesa.fase == CARTEO and mesa.baza):
        return False
    return len([j for j in legal_moves(mesa) if j.tipo == CARTA]) < len(mesa.manos[juego.asiento])


def _a_deal_with_a_card_to_refuse() -> tuple[int, int]:
    """(seed, seat) of a four-handed deal in which the learner, playing the computer's moves, comes to a trick
    where the rules narrow the cards they may play."""
    for seed in range(1, 200):
        for seat in (0, 1, 2):
            moves: list[dict] = []
            while True:
                juego = replay(f"tresillo.trato-v1-J4-S{seed}", [1, 2, 3][seat], tuple(moves))
                if juego.mesa.fase == FIN:
                    break
                if _must_follow(juego):
                    return seed, seat
                d = computer_move(juego.mesa).to_dict()
                moves.append({"tipo": d["tipo"], "valor": d["valor"]})
    raise AssertionError("no such deal")


def _state(live):
    with sqlite3.connect(live.instance / "tapete.sqlite") as conn:
        trato_id, seat, moves = conn.execute("SELECT trato_id, seat, moves FROM tratos ORDER BY id DESC").fetchone()
    return replay(trato_id, seat, tuple(json.loads(moves)))


def _audit(page) -> list[str]:
    """axe-core's WCAG 2.2 AA violations on the page as it stands (the accessibility test's own audit)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, options=AXE_OPTIONS)
    return [f"{v['id']}: {v['nodes'][0]['target']}" for v in results.response["violations"]]


@pytest.fixture
def phone(browser):
    """A 390-px phone whose pages axe-core may audit (its script is injected: the page's CSP is bypassed)."""
    context = browser.new_context(locale="es-ES", viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    yield page
    context.close()


def test_trato_browser_a_deal_on_a_phone_refused_card_and_settlement(phone, live_server, shot):
    seed, seat = _a_deal_with_a_card_to_refuse()
    phone.goto(live_server("/tresillo"))
    phone.get_by_role("link", name="Juega un trato").click()
    shot(phone, "trato-390-es-index")
    phone.locator('input[name="asiento"][value="%d"]' % seat).check()
    phone.fill('input[name="id"]', f"tresillo.trato-v1-J4-S{seed}")
    phone.get_by_role("button", name="Repartir").click()
    expect(phone.locator("#mesa")).to_be_visible()
    expect(phone.locator("#mesa p.carried")).to_have_text(
        "Primer trato de una sesión: el plato empezó vacío y la cartulina en blanco.")
    shot(phone, "trato-390-es-start")
    refused = False
    for _ in range(60):
        juego = _state(live_server)
        if juego.mesa.fase == FIN:
            break
        made = juego.movidas
        if not refused and _must_follow(juego):
            legales = {str(j.valor) for j in legal_moves(juego.mesa) if j.tipo == CARTA}
            illegal = next(str(c) for c in juego.mesa.manos[juego.asiento] if str(c) not in legales)
            phone.locator(f'.play-form button[value="{illegal}"]').click()
            refusal = phone.locator(".refusal")
            expect(refusal).to_be_visible()
            expect(refusal).to_contain_text("Rechazada")
            expect(refusal.locator(".steps")).to_contain_text("debe")
            expect(phone.locator(".card-button.legal")).to_have_count(len(legales))
            phone.wait_for_function("() => document.activeElement.classList.contains('refusal')")  # focus moved
            assert phone.evaluate("document.documentElement.scrollWidth") <= 390
            shot(phone, "trato-390-es-refused")
            assert _audit(phone) == []
            refused = True
            continue
        click_move(phone, computer_move(juego.mesa))
        expect(phone.locator('#mesa input[name="hechas"]').first.or_(phone.locator("#mesa .end"))).to_be_attached()
        phone.wait_for_function(f"() => !document.querySelector('#mesa input[name=hechas]') || "
                                f"document.querySelector('#mesa input[name=hechas]').value != '{made}'")
    assert refused
    end = phone.locator("#mesa .end")
    expect(end).to_be_visible()
    expect(end).to_contain_text("Cobro")
    expect(end.locator(".steps").first).to_be_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "trato-390-es-end")
    assert _audit(phone) == []
    phone.locator('#lang-switch button[value="en"]').click()
    expect(phone.locator("#mesa .end")).to_contain_text("Settlement")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "trato-390-en-end")
    phone.set_viewport_size({"width": 1280, "height": 900})
    shot(phone, "trato-1280-en-end")
    assert _audit(phone) == []
    phone.locator('#lang-switch button[value="es"]').click()
    expect(phone.locator("#mesa .end")).to_contain_text("Cobro")
    shot(phone, "trato-1280-es-end")
    phone.get_by_role("link", name="Repasar el trato").click()
    expect(phone.locator(".decision.refused")).to_have_count(1)
    shot(phone, "trato-1280-es-review")
    assert _audit(phone) == []
    # the next deal carries the plato; its id, shared, opens a new session with the plato empty: the page says so
    carried = _state(live_server).mesa.final.sesion.plato.tantos
    phone.go_back()
    phone.get_by_role("button", name="Siguiente trato").click()
    expect(phone.locator("#mesa p.carried")).to_contain_text("Trato 2 de la sesión")
    share = phone.locator("#mesa p.share")
    if carried:
        expect(share).to_contain_text(f"el plato empieza vacío, no con los {carried} tantos que trae este")
    else:  # the first deal's jugador took the plato: the next deal starts from an empty one too
        expect(share).not_to_contain_text("sesión nueva")
    share.scroll_into_view_if_needed()
    shot(phone, "trato-1280-es-next-deal")
    phone.locator('#lang-switch button[value="en"]').click()
    expect(phone.locator("#mesa p.carried")).to_contain_text("Deal 2 of the session")
    shot(phone, "trato-1280-en-next-deal")
    phone.set_viewport_size({"width": 390, "height": 844})
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "trato-390-en-next-deal")
    assert _audit(phone) == []
    phone.goto(live_server("/tresillo/trato/?id=tresillo.trato-v1-J4-S5-R1"))
    expect(phone.locator("#id-note")).to_contain_text("the deal opens a new session with the plato empty")
    shot(phone, "trato-390-en-index-shared")
    phone.locator('#lang-switch button[value="es"]').click()
    expect(phone.locator("#id-note")).to_contain_text("el trato abre una sesión nueva con el plato vacío")
    shot(phone, "trato-390-es-index-shared")


def test_trato_browser_without_javascript_each_move_is_a_form(page_without_js, live_server):
    page = page_without_js
    page.goto(live_server("/tresillo/trato/"))
    page.get_by_role("button", name="Repartir").click()
    page.wait_for_url("**/tresillo/trato/*")
    juego = _state(live_server)
    assert juego.mi_turno and juego.movidas == 0
    click_move(page, computer_move(juego.mesa))
    page.wait_for_load_state()
    assert _state(live_server).movidas == 1
    expect(page.locator("#mesa")).to_be_visible()
