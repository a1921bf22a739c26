"""Translations: the Spanish and English catalogs cover every UI string and the compiled .mo files are current."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from helpers import Web

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "tutor" / "web" / "translations"


def _strings(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def _table(catalog) -> dict:
    flat = lambda v: tuple(v) if isinstance(v, (list, tuple)) else v  # noqa: E731  (plural forms)
    return {flat(m.id): flat(m.string) for m in catalog if m.id}


def _ids(catalog) -> set[str]:
    return {m.id for m in catalog if m.id}


def test_web_i18n_catalogs_hold_every_string_of_the_code_and_templates(tmp_path):
    pot = tmp_path / "now.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "tutor/web/babel.cfg",
                    "-k", "_l", "--no-location", "-o", str(pot), "."], cwd=ROOT, check=True, capture_output=True)
    wanted = _ids(read_po(pot.open("rb")))
    assert len(wanted) > 100
    for lang in ("es", "en"):
        po = read_po((TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po").open("rb"))
        missing = sorted(str(i) for i in wanted if not po.get(i) or not all(_strings(po.get(i))))
        assert missing == [], f"{lang}: untranslated {missing}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_web_i18n_compiled_catalogs_match_their_sources(lang):
    folder = TRANSLATIONS / lang / "LC_MESSAGES"
    po = read_po((folder / "messages.po").open("rb"))
    mo = read_mo((folder / "messages.mo").open("rb"))
    assert _table(po) == _table(mo), \
        "recompile: pybabel compile -d tutor/web/translations"


@pytest.mark.parametrize("url", ["/", "/puzzle/tresillo.cobro-v1-L1-S2", "/progreso", "/cuenta/alta", "/cuenta/entrar"])
def test_web_i18n_english_pages_show_no_spanish_interface_words(web, url):
    web.post("/idioma", {"lang": "en", "next": "/"})
    page = web.get(url).get_data(as_text=True)
    visible = re.sub(r"<[^>]+>", " ", page)
    for word in ("Juegos", "Mi progreso", "Entrar", "Darse de alta", "Comprobar", "Nivel ", "Siguiente"):
        assert word not in visible, f"{word!r} on the English page {url}"
    assert '<html lang="en">' in page


def test_web_i18n_spanish_is_the_default(web):
    page = web.client.get("/", headers={"Accept-Language": "en-US,en;q=0.9"}).get_data(as_text=True)
    assert '<html lang="es">' in page and "Juegos" in page


def test_web_i18n_the_language_is_kept_on_the_account(app, web):
    web.signup("ana")
    web.post("/idioma", {"lang": "en", "next": "/"})
    web.logout()
    again = Web(app.test_client())
    again.login("ana", "secreto-123")
    assert '<html lang="en">' in again.get("/").get_data(as_text=True)


PREFIXED = "http://localhost/tapete/"  # the app served under a prefix (SCRIPT_NAME=/tapete), as behind a proxy
NEXT = re.compile(r'<form id="lang-switch"[^>]*action="([^"]+)".*?name="next" value="([^"]*)"', re.S)


@pytest.mark.parametrize("path", ["/progreso", "/reglas/canasta", "/arbitro/canasta/canasta.pozo?ejemplo=1",
                                  "/puzzle/canasta.pozo-v1-L1-S1"])
def test_web_i18n_the_switch_comes_back_under_the_script_root(web, path):
    page = web.get(path, base_url=PREFIXED).get_data(as_text=True)
    action, back = NEXT.search(page).groups()
    assert action == "/tapete/idioma" and back == "/tapete" + path.replace("&", "&amp;")
    switched = web.post("/idioma", {"lang": "en", "next": back}, base_url=PREFIXED)
    assert switched.status_code == 303 and switched.headers["Location"] == "/tapete" + path
    assert '<html lang="en">' in web.get(path, base_url=PREFIXED).get_data(as_text=True)


@pytest.mark.parametrize("target", ["https://elsewhere.example/", "//elsewhere.example/", "progreso", "", "/\\x"])
def test_web_i18n_the_switch_goes_only_to_local_paths(web, target):
    for root, home in ((PREFIXED, "/tapete/"), ("http://localhost/", "/")):
        web.get("/", base_url=root)
        switched = web.post("/idioma", {"lang": "en", "next": target}, base_url=root)
        assert switched.status_code == 303 and switched.headers["Location"] == home

