"""House-rule profiles in a real browser (issue 16), at 390 px and 1280 px, in Spanish and in English: an admin
changes one Canasta setting in the club's own profile and makes it the default; a learner's next verdict of a
puzzle that setting affects names the profile and the setting; the Árbitro compares two profiles side by side.
Screenshots of each page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import fill_answer, log_in, run_cli

from tutor import progress, puzzles
from tutor.progress import club
from tutor.rules.house_rules import HouseRules
from tutor.rules.profiles import Profile

SETTING = "canasta.premio_irse"
KIND = "canasta.mano"


def _context(browser, width: int):
    return browser.new_context(locale="es-ES", viewport={"width": width, "height": 900})


def _speak(page, lang: str) -> None:
    """Choose the page's language with the switch every page has."""
    page.click(f'#lang-switch button[value="{lang}"]')
    expect(page.locator("html")).to_have_attribute("lang", lang)


def _affected_seed(profile: Profile) -> tuple[int, int]:
    """A level and seed of :data:`KIND` whose answer the club's setting changes."""
    for seed in range(200):
        for level in (1, 2, 3):
            if puzzles.generate(KIND, level, seed).answer != puzzles.generate(KIND, level, seed, profile).answer:
                return level, seed
    raise AssertionError("no puzzle the setting changes")


@pytest.fixture
def rulebook_after(live_server):
    """The live server is shared by every browser test: the club's default profile goes back to the Reglamento
    after the test that changes it."""
    yield
    db = progress.open_db(str(live_server.instance / "tapete.sqlite"))
    try:
        club.set_club_settings(db, {"default_profile": "reglamento"})
    finally:
        db.close()


@pytest.mark.parametrize("lang,width", [("es", 390), ("en", 1280)])
def test_profiles_browser_admin_changes_a_setting_and_the_learners_verdict_names_it(browser, live_server, shot,
                                                                                     rulebook_after, lang, width):
    live = live_server
    admin_name, learner = f"jefa-perfil-{width}", f"socio-perfil-{width}"
    run_cli(live, "users", "add", admin_name, "--admin", stdin="clave-de-jefa\n")
    run_cli(live, "users", "add", learner, stdin="clave-de-socio\n")
    context = _context(browser, width)
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    log_in(page, live, admin_name, "clave-de-jefa")
    _speak(page, lang)
    page.goto(live("/admin/perfiles"))
    shot(page, f"profiles-list-{lang}-{width}")
    page.click('a.button[href="/admin/perfiles/nuevo"]')
    name = f"Peña {width}"
    page.fill('input[name="name"]', name)
    page.fill(f'input[name="{SETTING}"]', "siete")  # a bad value first: shown again with its message
    page.click('form.profile-form button[type="submit"]')
    expect(page.locator(f'[data-setting="{SETTING}"] p.error')).to_be_visible()
    shot(page, f"profiles-editor-error-{lang}-{width}")
    assert errors == ["Failed to load resource: the server responded with a status of 422 (UNPROCESSABLE ENTITY)"]
    errors.clear()  # that 422 was the point; nothing else may fail
    page.fill(f'input[name="{SETTING}"]', "100")
    page.check('input[name="predeterminado"]')
    page.click('form.profile-form button[type="submit"]')
    expect(page.locator("p.saved")).to_be_visible()
    expect(page.locator(f'[data-setting="{SETTING}"]')).to_have_class(re.compile(r"\bchanged\b"))
    shot(page, f"profiles-editor-saved-{lang}-{width}")
    key = re.search(r"guardado=(\d+)", page.url)[1]
    assert errors == []
    context.close()

    # the learner's next puzzle is made under the club's profile, and its verdict names it and the setting
    context = _context(browser, width)
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    log_in(page, live, learner, "clave-de-socio")
    _speak(page, lang)
    page.goto(live(f"/practicar/{KIND}?nivel=1"))
    page.wait_for_url(re.compile(rf"/puzzle/{re.escape(KIND)}-.*-Pclub_{key}$"))
    club = Profile(f"club_{key}", name, name, HouseRules.from_mapping({"canasta": {"premio_irse": 100}}))
    level, seed = _affected_seed(club)
    puzzle_id = f"{KIND}-v{puzzles.KINDS[KIND].version}-L{level}-S{seed}-Pclub_{key}"
    page.goto(live(f"/puzzle/{puzzle_id}"))
    expect(page.locator(".profile-note")).to_contain_text(name)
    reglamento_answer = puzzles.generate(KIND, level, seed).answer  # the answer a learner who missed it gives
    fill_answer(page, puzzles.generate(KIND, level, seed, club).form, reglamento_answer)
    page.locator("form.answer-form button[type=submit], button:has-text('Comprobar'), button:has-text('Check')"
                 ).first.click()
    verdict = page.locator(".verdict")
    expect(verdict).to_have_attribute("data-verdict", "wrong")
    expect(verdict.locator(".profile-note")).to_contain_text(name)
    expect(verdict.locator(".changed-by")).to_contain_text("100")
    shot(page, f"profiles-verdict-{lang}-{width}")
    assert errors == []
    context.close()


@pytest.mark.parametrize("lang,width", [("es", 390), ("en", 1280)])
def test_profiles_browser_arbitro_compares_two_profiles(browser, live_server, shot, lang, width):
    context = _context(browser, width)
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(live_server("/arbitro/canasta/canasta.combinacion"))
    _speak(page, lang)
    page.fill('textarea[name="cartas"], input[name="cartas"]', "7S 7H 2C 2D JK")
    page.select_option('select[name="perfil"]', "reglamento")
    page.select_option('select[name="comparar"]', "clasica")
    page.click("#ask")
    compare = page.locator(".compare")
    expect(compare).to_have_attribute("data-compare", "reglamento clasica")
    expect(compare.locator(".compare-summary .moves-note").first).to_be_visible()
    shot(page, f"profiles-arbitro-compare-{lang}-{width}")
    assert errors == []
    context.close()
