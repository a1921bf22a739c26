"""Player-facing wording: answers as players read them (firmes by card name and class), the referee's reason by its
label, counts through ngettext, readable citations, one name for the contras."""

from __future__ import annotations

import re

import pytest

from helpers import Web, fields_for, wrong_fields
from tutor import puzzles
from tutor.web.views import rule_label


def _firmes_id() -> str:
    for seed in range(1, 200):
        p = puzzles.generate("tresillo.firmes", 1, seed)
        if p.answer:
            return str(p.id)
    raise AssertionError("no firmes puzzle with a firme")


def test_web_wording_firmes_right_answer_reads_as_cards_and_classes(web):
    pid = _firmes_id()
    p = puzzles.from_id(pid)
    r = web.answer(pid, {"answer.ninguna": "1"})  # "none is a firme": wrong
    html = web.get(r.headers["Location"]).get_data(as_text=True)
    token, klass = p.answer[0]
    row = re.search(r'<tr class="wrong".*?</tr>', html, re.S)[0]  # the first firme, marked wrong
    assert f"firme de {klass}ª" in row and "no es firme" in row
    assert f"{token}:{klass}" not in html


def test_web_wording_the_referees_reason_is_its_label_not_its_code(web):
    url = "/arbitro/canasta/canasta.pozo"
    web.get(url)
    html = web.post(url, {"pozo": "5S 3C", "mano": "KS KD", "puntuacion": "0",
                          "primera_toma_hecha": "si"}).get_data(as_text=True)
    assert "TAPON_TRES_NEGRO" not in html and "tres negro encima" in html
    assert "Código" not in html and "Motivo" in html


def test_web_wording_one_answer_is_singular_on_my_progress(web):
    pid = "canasta.pozo-v1-L1-S1"
    web.answer(pid, wrong_fields(pid))
    html = web.get("/progreso").get_data(as_text=True)
    assert "1 respuesta," in html and "1 respuestas" not in html


def test_web_wording_citations_read_as_sections():
    assert rule_label("canasta §8.6 P3") == "§8.6 (P3)"
    assert rule_label("tresillo §13.3 3") == "§13.3"
    assert rule_label("tresillo §13.7") == "§13.7"
    assert rule_label("something else") == "something else"


def test_web_wording_verdict_shows_readable_citations_linked_to_the_section(web):
    pid = "canasta.pozo-v1-L1-S1"
    r = web.answer(pid, wrong_fields(pid), htmx=True)
    html = r.get_data(as_text=True)
    links = re.findall(r'<a class="rule" href="/reglas/canasta#s[^"]+" title="canasta §[^"]+">(§[^<]+)</a>', html)
    assert links and all(not label.startswith("canasta") for label in links)


def test_web_wording_cobro_names_the_contras_as_its_question_does(web):
    pid = str(puzzles.generate("tresillo.cobro", 1, 2).id)
    html = web.get(f"/puzzle/{pid}").get_data(as_text=True)
    assert "contra A" in html and "Contra A" in html
    assert "Primer contra" not in html and "Segundo contra" not in html



@pytest.mark.parametrize("language, shown", [("en", "none"), ("es", "ninguna")])
def test_web_wording_the_plato_puesta_is_said_in_the_pages_language(web, language, shown):
    pid = f"tresillo.cobro-v{puzzles.KINDS['tresillo.cobro'].version}-L1-S1"
    assert puzzles.from_id(pid).situation["plato"]["puesta"] == "ninguna"
    web.post("/idioma", {"lang": language, "next": "/"})
    html = web.get(f"/puzzle/{pid}").get_data(as_text=True)
    row = re.search(r">Puesta<.*?>([^<>]+)</", html, re.S)
    assert row and row[1].strip() == shown, html[html.find("Puesta") - 200:html.find("Puesta") + 300]
