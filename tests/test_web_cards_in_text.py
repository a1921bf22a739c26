"""Cards in the sentences people read (issue 17): the Árbitro's ruling steps, the hints and the questions of an
assignment name cards as players read them in the page's language (``A♠``, ``as de copas``), never by the notation's
codes (``AS``, ``1c``), which stay for files, the API and the command line."""

from __future__ import annotations

import html
import re

import pytest

from helpers import Web, form_data
from teach_helpers import assign, items, make_class, new_learner, new_teacher
from tutor import practice, referee
from tutor.puzzles import KINDS, LEVELS
from tutor.rules.cartas import NUMEROS_ESPANOLES, PALOS_ESPANOLES, PALOS_FRANCESES, RANGOS_FRANCESES

CODES = ([r + p for r in RANGOS_FRANCESES for p in PALOS_FRANCESES] + ["JK"]
         + [f"{n}{p}" for n in NUMEROS_ESPANOLES for p in PALOS_ESPANOLES])
CODE = re.compile(r"(?<!\w)(" + "|".join(sorted(CODES, key=len, reverse=True)) + r")(?!\w)")
"""A card code of either deck as a whole word (case-sensitive: ``as`` is a Spanish word, ``AS`` a code)."""

SEEDS = range(3)
STEP = re.compile(r'<span class="text">(.*?)</span>', re.S)
RULING = re.compile(r'(<div class="ruling".*?)<details class="house-rules">', re.S)
HINT = re.compile(r'<aside class="hint"[^>]*>(.*?)</aside>', re.S)
QUESTION = re.compile(r'<h2 class="question">(.*?)</h2>', re.S)


def _text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def _browser(app, language: str) -> Web:
    w = Web(app.test_client())
    w.post("/idioma", {"lang": language, "next": "/"})
    return w


def test_web_cards_in_text_the_pattern_finds_codes_and_not_words():
    assert CODE.findall("Tu mano: AS JS 9S; abre con 1c y 12b") == ["AS", "JS", "9S", "1c", "12b"]
    assert not CODE.search("as de copas, A♠ 10♥, el comodín, 1.500 puntos, un as")


@pytest.mark.parametrize("language", ["es", "en"])
def test_web_cards_in_text_no_ruling_names_a_card_by_its_code(app, language):
    w = _browser(app, language)
    for spec in referee.RULINGS.values():
        w.get(f"/arbitro/{spec.game}/{spec.name}")
        page = w.post(f"/arbitro/{spec.game}/{spec.name}", form_data(app, spec, dict(spec.example)))
        ruling = RULING.search(page.get_data(as_text=True))[1]  # the conclusion, the answer, the steps
        assert STEP.search(ruling), spec.name
        assert not CODE.findall(_text(ruling)), spec.name
    # the API keeps the codes: the same steps as data
    assert CODE.search(str(referee.run_json("canasta.pozo", dict(referee.RULINGS["canasta.pozo"].example))))


@pytest.mark.parametrize("language", ["es", "en"])
def test_web_cards_in_text_no_hint_names_a_card_by_its_code(app, language):
    w = _browser(app, language)
    for kind in KINDS:
        for level in LEVELS:
            for seed in SEEDS:
                page = w.get(f"/puzzle/{practice.new_puzzle_id(kind, level, seed)}?pista=1").get_data(as_text=True)
                hint = _text(HINT.search(page)[1])
                assert not CODE.search(hint), (kind, level, seed, hint)


def test_web_cards_in_text_an_assignments_question_names_cards_as_players_read_them(app):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    aid = assign(profe, class_id)  # canasta.pozo: "Tu mano: ..." in the question
    page = ana.get(items(ana, aid)[0]).get_data(as_text=True)
    question = _text(QUESTION.search(page)[1])
    assert question and not CODE.search(question), question
