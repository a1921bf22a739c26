"""The admin area in a real browser at 390 px and 1280 px: the first admin made on the command line logs in, finds
Administración in the menu, searches a member, gives a reset code, the member redeems it in another browser and logs
in with the new password; the club settings are saved. Screenshots of each page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import log_in, run_cli


@pytest.mark.parametrize("width", [390, 1280])
def test_admin_browser_reset_code_and_club_settings(browser, live_server, shot, width):
    live = live_server
    admin_name, member = f"jefa{width}", f"socia{width}"
    out = run_cli(live, "users", "add", admin_name, "--admin", stdin="clave-de-jefa\n")
    assert "/cuenta/entrar" in out
    run_cli(live, "users", "add", member, stdin="clave-olvidada\n")
    context = browser.new_context(locale="es-ES", viewport={"width": width, "height": 900})
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    log_in(page, live, admin_name, "clave-de-jefa")
    page.click('nav.nav a[href="/admin/"]')
    expect(page.locator("h1")).to_have_text("Administración")
    page.fill('input[name="q"]', member)
    page.click('form.admin-search button')
    expect(page.locator("table.admin-users tbody tr")).to_have_count(1)
    shot(page, f"admin-users-{width}")
    page.click(f'table.admin-users a:text("{member}")')
    expect(page.locator("h1")).to_have_text(member)
    page.click('button:text("Hacer un código")')
    code = page.locator("code.code-shown").inner_text()
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}", code)
    shot(page, f"admin-user-code-{width}")

    other = browser.new_context(locale="es-ES", viewport={"width": width, "height": 900}).new_page()
    other.goto(live("/cuenta/codigo"))
    other.fill('input[name="username"]', member)
    other.fill('input[name="code"]', code)
    other.fill('input[name="password"]', "clave-recordada")
    shot(other, f"admin-redeem-{width}")
    other.click('form[action="/cuenta/codigo"] button[type="submit"]')
    other.wait_for_url(live("/cuenta/entrar"))
    log_in(other, live, member, "clave-recordada")
    expect(other.locator("nav.nav .who")).to_have_text(member)
    other.context.close()

    page.goto(live("/admin/club"))
    page.fill('input[name="name"]', "")
    page.fill('input[name="name"]', f"Casino {width}")
    page.select_option('select[name="time_zone"]', "Atlantic/Canary")
    page.click('form.admin-form button[type="submit"]')
    expect(page.locator("p.saved")).to_be_visible()
    expect(page.locator('input[name="name"]')).to_have_value(f"Casino {width}")
    shot(page, f"admin-club-{width}")
    assert errors == []
    context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_admin_browser_uploads_a_puzzle_set(browser, live_server, shot, width, tmp_path):
    from helpers import PUZZLE_SET as GOOD, PUZZLE_SET_BROKEN as BAD

    live = live_server
    name = f"jefa-sets{width}"
    run_cli(live, "users", "add", name, "--admin", stdin="clave-de-jefa\n")
    context = browser.new_context(locale="es-ES", viewport={"width": width, "height": 900})
    page = context.new_page()
    log_in(page, live, name, "clave-de-jefa")
    page.goto(live("/admin/colecciones"))
    bad = tmp_path / f"club-{width}.toml"
    bad.write_text(BAD, encoding="utf-8")
    page.set_input_files('input[type="file"]', str(bad))
    page.click('form[enctype="multipart/form-data"] button[type="submit"]')
    expect(page.locator("ul.file-errors li")).to_have_count(2)
    expect(page.locator("ul.file-errors li").first).to_contain_text(f"club-{width}.toml:8:")
    shot(page, f"admin-sets-errors-{width}")
    bad.write_text(GOOD, encoding="utf-8")
    page.set_input_files('input[type="file"]', str(bad))
    page.click('form[enctype="multipart/form-data"] button[type="submit"]')
    expect(page.locator("p.saved")).to_be_visible()
    shot(page, f"admin-sets-{width}")
    page.goto(live("/colecciones"))
    page.click(f'a[href="/colecciones/club-{width}"]')
    expect(page.locator("h1")).to_contain_text("Del club")
    context.close()
