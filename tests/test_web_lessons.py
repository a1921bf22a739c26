"""Lessons and the rules reference in the web app (issue 6): every route as page and htmx fragment, puzzles answered
in place through the one answer path, lesson completion, 404s in the learner's language, citations that link to
existing anchors, and start-up refusing broken content.
"""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tutor import content, progress, puzzles, referee
from tutor.content import InvalidContent
from tutor.progress import lesson_progress
from tutor.web import create_app
from tutor.web import library

from helpers import TICKET, Web, fields_for, right_fields, wrong_fields

ROOT = Path(__file__).resolve().parents[1]
CONTENT = content.require_valid(ROOT / "lessons")
ALL_LESSONS = [lesson.id for lesson in CONTENT.lessons]
GAMES = ("canasta", "pinacle", "tresillo")


class _Ids(HTMLParser):
    """Every id and every href of a page."""

    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        d = dict(attrs)
        if "id" in d:
            self.ids.add(d["id"])
        if tag == "a" and d.get("href"):
            self.hrefs.append(d["href"])


def _parse(html: str) -> _Ids:
    p = _Ids()
    p.feed(html)
    return p


def _english(web):
    web.post("/idioma", {"lang": "en", "next": "/"})


def _lesson_page(web, lesson_id: str, **kw):
    return web.get(f"/lecciones/{lesson_id}", **kw)


def _shown(page: str) -> list[tuple[str, str]]:
    """(puzzle id, ticket) of each puzzle form on a lesson page, in order (answered puzzles have no form)."""
    out = []
    for section in re.findall(r'<section class="lesson-puzzle".*?</section>', page, re.S):
        pid = re.search(r'data-puzzle="([^"]+)"', section)[1]
        ticket = TICKET.search(section)
        out.append((pid, ticket[1] if ticket else None))
    return out


def _answer(web, lesson_id: str, position: int, fields: dict, htmx: bool = False, ticket: str | None = None):
    page = _lesson_page(web, lesson_id, query_string={"otra": position}).get_data(as_text=True)
    pid, shown_ticket = _shown(page)[position]
    return web.post(f"/lecciones/{lesson_id}/{position}", {"ticket": ticket or shown_ticket, **fields}, htmx=htmx)


def _puzzle_ids(lesson_id: str) -> list[str]:
    return [str(puzzles.generate(e.kind, e.level, e.seed).id) for e in CONTENT.lesson(lesson_id).puzzles]


def _rows(db, lesson_id: str) -> list[tuple[int, int]]:
    return [(r["position"], r["attempt_id"]) for r in
            db.query("SELECT position, attempt_id FROM lesson_answers WHERE lesson_id = ? ORDER BY attempt_id",
                     [lesson_id])]


# ---------------------------------------------------------------------------------------------- lists


def test_web_lessons_index_lists_every_lesson_of_every_game_with_prerequisites(web):
    r = web.get("/lecciones")
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "HX-Request" in r.headers["Vary"]
    for lesson in CONTENT.lessons:
        assert f'data-lesson="{lesson.id}"' in page
        assert f'href="/lecciones/{lesson.id}"' in page
    assert "Antes:" in page and "Sin empezar" in page
    assert page.count('class="course"') == 3


@pytest.mark.parametrize("game", GAMES)
def test_web_lessons_course_page_and_fragment(web, game):
    page = web.get(f"/lecciones/{game}").get_data(as_text=True)
    ids = re.findall(r'data-lesson="([^"]+)"', page)
    assert ids == [lesson.id for lesson in CONTENT.lessons_of(game)]
    assert f'href="/reglas/{game}"' in page and "<html" in page
    fragment = web.get(f"/lecciones/{game}", htmx=True)
    assert "<html" not in fragment.get_data(as_text=True) and "HX-Request" in fragment.headers["Vary"]
    assert re.findall(r'data-lesson="([^"]+)"', fragment.get_data(as_text=True)) == ids


@pytest.mark.parametrize("url", ["/lecciones/poker", "/lecciones/canasta/99-nada", "/lecciones/poker/01-cartas",
                                 "/reglas/poker", "/lecciones/canasta/01-cartas/9"])
def test_web_lessons_unknown_game_or_lesson_is_404_in_the_learners_language(web, url):
    method = web.post if url.endswith("/9") else web.get
    r = method(url)
    assert r.status_code == 404 and "No encontrado" in r.get_data(as_text=True)
    _english(web)
    r = method(url)
    assert r.status_code == 404 and "Not found" in r.get_data(as_text=True)
    assert "No encontrado" not in r.get_data(as_text=True)


# ---------------------------------------------------------------------------------------------- lesson pages


@pytest.mark.parametrize("lesson_id", ALL_LESSONS)
def test_web_lessons_every_lesson_renders_with_cards_puzzles_rules_links_and_summary(web, lesson_id):
    lesson = CONTENT.lesson(lesson_id)
    for lang, summary, title in (("es", "Resumen", lesson.title["es"]), ("en", "Summary", lesson.title["en"])):
        if lang == "en":
            _english(web)
        r = _lesson_page(web, lesson_id)
        page = r.get_data(as_text=True)
        assert r.status_code == 200 and "HX-Request" in r.headers["Vary"]
        assert f"<h1>{title}</h1>" in page
        assert [pid for pid, _ in _shown(page)] == _puzzle_ids(lesson_id)
        assert all(ticket for _, ticket in _shown(page))  # each puzzle has its own form in place
        assert page.count('<form class="answer-form"') == len(lesson.puzzles)
        assert "[[" not in page and 'class="carta ' not in page  # every card drawn by the card macro
        if lesson.parts[lang].parsed.cards:
            assert re.search(r'<span class="card [^"]+" title="[^"]+">.*?<span class="sr-only">[^<]+</span>', page)
        assert f'<section class="lesson-summary"><h2 id="{summary.lower()}">{summary}</h2>' in page
        links = [h for h in _parse(page).hrefs if "#s" in h and h.startswith("/reglas/")]
        assert len(links) >= len(lesson.parts[lang].parsed.rule_links)
        if any("Regla de la casa" in line or "House rule" in line for line in lesson.parts[lang].markdown.split("\n")):
            assert '<blockquote class="regla-casa">' in page
        nxt = CONTENT.next_lesson(lesson_id)
        if nxt:
            assert f'href="/lecciones/{nxt.id}" rel="next"' in page
        assert f'href="/reglas/{lesson.game}"' in page


def test_web_lessons_rule_links_of_lessons_point_to_existing_anchors(web):
    anchors = {g: _parse(web.get(f"/reglas/{g}").get_data(as_text=True)).ids for g in GAMES}
    for lesson_id in ALL_LESSONS:
        page = _lesson_page(web, lesson_id).get_data(as_text=True)
        for href in _parse(page).hrefs:
            m = re.match(r"^/reglas/(\w+)#(.+)$", href)
            if m:
                assert m[2] in anchors[m[1]], f"{lesson_id}: {href} has no anchor"


def test_web_lessons_comodin_standing_for_a_card_says_so(web):
    page = _lesson_page(web, "pinacle/02-comodines").get_data(as_text=True)
    assert re.search(r'<span class="sr-only">[^<]*en lugar de[^<]*</span>', page)
    assert 'class="stands ' in page


def test_web_lessons_lesson_page_as_fragment(web):
    r = _lesson_page(web, "canasta/04-pozo", htmx=True)
    body = r.get_data(as_text=True)
    assert r.status_code == 200 and "<html" not in body and 'class="lesson"' in body
    assert "HX-Request" in r.headers["Vary"]


# ---------------------------------------------------------------------------------------------- answering


def test_web_lessons_htmx_answer_swaps_the_verdict_under_the_puzzle(web, db):
    lesson_id = "canasta/04-pozo"
    pid = _puzzle_ids(lesson_id)[1]
    r = _answer(web, lesson_id, 1, right_fields(pid), htmx=True)
    body = r.get_data(as_text=True)
    assert r.status_code == 200 and "HX-Request" in r.headers["Vary"]
    assert "<html" not in body and 'data-verdict="right"' in body
    assert '<ol class="steps">' in body and "/reglas/canasta#s8" in body  # the full verdict, citations linked
    assert 'id="lesson-meter" class="lesson-meter" hx-swap-oob="true"' in body
    assert "1 de 3 ejercicios bien respondidos" in body
    (position, attempt_id), = _rows(db, lesson_id)
    assert position == 1 and progress.get_attempt(db, 1, attempt_id).puzzle_id == pid


def test_web_lessons_plain_answer_comes_back_at_the_puzzles_anchor_with_its_verdict(web, db):
    lesson_id = "tresillo/07-cobros"
    pid = _puzzle_ids(lesson_id)[2]
    r = _answer(web, lesson_id, 2, wrong_fields(pid))
    assert r.status_code == 303 and r.headers["Location"] == f"/lecciones/{lesson_id}#problema-3"
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    section = re.search(r'<section class="lesson-puzzle" id="problema-3".*?</section>', page, re.S)[0]
    assert 'data-verdict="wrong"' in section and 'class="mistake"' in section
    assert "?otra=2#problema-3" in section  # answer it again
    assert page.count('<form class="answer-form"') == len(_puzzle_ids(lesson_id)) - 1  # the others still wait


def test_web_lessons_answer_again_shows_the_form_and_keeps_the_latest_verdict(web, db):
    lesson_id = "canasta/01-cartas"
    pid = _puzzle_ids(lesson_id)[0]
    _answer(web, lesson_id, 0, wrong_fields(pid))
    again = _lesson_page(web, lesson_id, query_string={"otra": 0}).get_data(as_text=True)
    assert _shown(again)[0][1] is not None
    _answer(web, lesson_id, 0, right_fields(pid))
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    first = re.search(r'id="problema-1".*?</section>', page, re.S)[0]
    assert 'data-verdict="right"' in first
    assert [p for p, _ in _rows(db, lesson_id)] == [0, 0]


def test_web_lessons_malformed_answer_redisplays_the_form_and_stores_nothing(web, db):
    lesson_id = "canasta/01-cartas"
    r = _answer(web, lesson_id, 1, {"answer": ""})
    page = r.get_data(as_text=True)
    assert r.status_code == 422 and "<html" in page
    section = re.search(r'id="problema-2".*?</section>', page, re.S)[0]
    assert 'role="alert"' in section
    r = _answer(web, lesson_id, 1, {"answer": ""}, htmx=True)
    assert r.status_code == 422 and 'role="alert"' in r.get_data(as_text=True)
    assert "<html" not in r.get_data(as_text=True)
    assert progress.count(db, "attempts") == 0 and _rows(db, lesson_id) == []


def test_web_lessons_tampered_or_forged_answers_are_refused_with_400(web, db):
    lesson_id = "canasta/04-pozo"
    ids = _puzzle_ids(lesson_id)
    assert _answer(web, lesson_id, 0, {"answer": "no-such-option"}).status_code == 400
    assert _answer(web, lesson_id, 0, right_fields(ids[0]), ticket="forged").status_code == 400
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    other_ticket = _shown(page)[1][1]  # the ticket of puzzle 2 sent to puzzle 1
    assert web.post(f"/lecciones/{lesson_id}/0", {"ticket": other_ticket, **right_fields(ids[0])}).status_code == 400
    assert web.post(f"/lecciones/{lesson_id}/0", {"ticket": _shown(page)[0][1], **right_fields(ids[0])},
                    csrf=False).status_code == 400
    assert progress.count(db, "attempts") == 0


def test_web_lessons_double_submission_files_one_answer(web, db):
    lesson_id = "canasta/04-pozo"
    pid = _puzzle_ids(lesson_id)[0]
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    ticket = _shown(page)[0][1]
    for _ in range(2):
        assert web.post(f"/lecciones/{lesson_id}/0", {"ticket": ticket, **right_fields(pid)}).status_code == 303
    assert len(_rows(db, lesson_id)) == 1 and progress.count(db, "attempts") == 1


@pytest.mark.parametrize("as_htmx", [False, True])
def test_web_lessons_a_puzzle_answered_again_shows_the_stored_verdict(web, db, as_htmx):
    lesson_id = "canasta/04-pozo"
    pid = _puzzle_ids(lesson_id)[0]
    ticket = _shown(_lesson_page(web, lesson_id).get_data(as_text=True))[0][1]
    assert web.post(f"/lecciones/{lesson_id}/0", {"ticket": ticket, **right_fields(pid)}).status_code == 303
    r = web.post(f"/lecciones/{lesson_id}/0", {"ticket": ticket, **wrong_fields(pid)}, htmx=as_htmx)
    if as_htmx:
        body = r.get_data(as_text=True)
    else:
        assert r.status_code == 303
        body = web.get(r.headers["Location"]).get_data(as_text=True)
        body = re.search(r'<section class="lesson-puzzle" id="problema-1".*?</section>', body, re.S)[0]
    assert 'data-verdict="right"' in body and 'data-verdict="wrong"' not in body
    assert "Ya respondiste este ejercicio; esta es tu respuesta." in body
    assert f'href="/lecciones/{lesson_id}?otra=0#problema-1"' in body
    assert progress.count(db, "attempts") == 1


# ---------------------------------------------------------------------------------------------- completion


@pytest.mark.parametrize("lesson_id", ["canasta/04-pozo", "pinacle/02-comodines", "tresillo/05-firmes"])
def test_web_lessons_a_lesson_is_completed_when_every_puzzle_is_answered_right(web, db, lesson_id):
    game = lesson_id.split("/")[0]
    ids = _puzzle_ids(lesson_id)
    for i, pid in enumerate(ids):
        fields = wrong_fields(pid) if i == 0 else right_fields(pid)
        r = _answer(web, lesson_id, i, fields, htmx=True)
        assert 'class="lesson-end done"' not in r.get_data(as_text=True)  # the first one is wrong
    course = web.get(f"/lecciones/{game}").get_data(as_text=True)
    assert f'class="lesson-item" data-lesson="{lesson_id}"' in course  # answered, not completed
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    n = len(ids)
    assert "Lección completada" not in page and "Completada" not in page
    assert "Puntuación: " not in page and f"Aciertos: {n - 1} de {n} ejercicios." in page
    assert f'href="/lecciones/{lesson_id}?otra=0#problema-1">Repetir los fallados' in page
    r = _answer(web, lesson_id, 0, right_fields(ids[0]), htmx=True)  # the retry, answered right
    assert 'class="lesson-end done"' in r.get_data(as_text=True)
    course = web.get(f"/lecciones/{game}").get_data(as_text=True)
    assert f'class="lesson-item done" data-lesson="{lesson_id}"' in course
    page = _lesson_page(web, lesson_id).get_data(as_text=True)
    assert "Lección completada" in page and page.count('class="verdict ') == n
    nxt = CONTENT.next_lesson(lesson_id)
    if nxt:
        assert f"Siguiente lección: {nxt.title['es']}" in page


def test_web_lessons_progress_is_the_learners_own(app, web, db):
    lesson_id = "canasta/04-pozo"
    for i, pid in enumerate(_puzzle_ids(lesson_id)):
        _answer(web, lesson_id, i, right_fields(pid))
    other = Web(app.test_client())
    page = _lesson_page(other, lesson_id).get_data(as_text=True)
    assert 'class="verdict ' not in page and "Sin empezar" in page
    assert f'class="lesson-item" data-lesson="{lesson_id}"' in other.get("/lecciones/canasta").get_data(as_text=True)


def test_web_lessons_a_guests_lessons_move_to_the_account_it_logs_into(app, web, db):
    web.signup("ana")
    web.logout()
    lesson_id = "canasta/01-cartas"
    for i, pid in enumerate(_puzzle_ids(lesson_id)):
        _answer(web, lesson_id, i, right_fields(pid))
    web.login("ana", "secreto-123")
    ana = progress.get_user_by_name(db, "ana")
    assert lesson_progress.answered(db, ana.id, lesson_id).keys() == {0, 1, 2}
    assert "Lección completada" in _lesson_page(web, lesson_id).get_data(as_text=True)


def test_web_lessons_store_completion_rule():
    assert lesson_progress.is_completed({0, 1, 2}, 3)
    assert not lesson_progress.is_completed({0, 2}, 3)
    assert not lesson_progress.is_completed(set(), 0)


# ---------------------------------------------------------------------------------------------- rules reference


@pytest.mark.parametrize("game", GAMES)
def test_web_lessons_rules_page_has_an_anchor_for_every_section_in_both_languages(web, game):
    for lang in ("es", "en"):
        if lang == "en":
            _english(web)
        r = web.get(f"/reglas/{game}")
        page = r.get_data(as_text=True)
        assert r.status_code == 200 and "HX-Request" in r.headers["Vary"]
        assert f"<h1>{CONTENT.page(game, lang).title}</h1>" in page
        ids = _parse(page).ids
        wanted = {h.anchor for h in CONTENT.page(game, lang).parsed.headings if h.section}
        assert wanted and wanted <= ids
        toc = re.findall(r'<li><a href="#(s\d+)">', page)
        assert toc and set(toc) <= ids
        assert "[[" not in page
    fragment = web.get(f"/reglas/{game}", htmx=True).get_data(as_text=True)
    assert "<html" not in fragment and 'id="s1"' in fragment


def test_web_lessons_rules_index(web):
    page = web.get("/reglas").get_data(as_text=True)
    for game in GAMES:
        assert f'href="/reglas/{game}"' in page
    assert 'href="/reglas"' in page and 'href="/lecciones"' in page  # in the navigation of every page


def _citations(puzzle) -> list[str]:
    return [r.rule for r in puzzles.check(puzzle, puzzle.form.format(puzzle.answer)).reasons]


@pytest.mark.parametrize("kind", sorted(puzzles.KINDS))
def test_web_lessons_every_verdict_citation_links_to_an_existing_anchor(web, kind):
    """Through the practice page: each reason's citation is a link to /reglas/<game>#<anchor> that exists."""
    game = kind.split(".")[0]
    anchors = _parse(web.get(f"/reglas/{game}").get_data(as_text=True)).ids
    seen = 0
    for level in puzzles.LEVELS:
        for seed in (1, 2):
            pid = str(puzzles.generate(kind, level, seed).id)
            page = web.answer(pid, right_fields(pid), htmx=True).get_data(as_text=True)
            steps = re.search(r'<ol class="steps">(.*?)</ol>', page, re.S)[1]
            assert "<cite" not in steps, f"{pid}: a citation without a link"
            for href in re.findall(r'<a class="rule" href="([^"]+)"', steps):
                m = re.match(rf"^/reglas/{game}#(s[\d-]+)$", href)
                assert m and m[1] in anchors, f"{pid}: {href}"
                seen += 1
    assert seen


@pytest.mark.parametrize("name", list(referee.RULINGS))
def test_web_lessons_referee_citations_link_to_existing_anchors(app, web, name):
    """The referee page draws its reasons with the same macro: every citation is a link to an existing anchor."""
    from helpers import form_data

    spec = referee.RULINGS[name]
    anchors = _parse(web.get(f"/reglas/{spec.game}").get_data(as_text=True)).ids
    web.get(f"/arbitro/{spec.game}/{name}")
    page = web.post(f"/arbitro/{spec.game}/{name}", form_data(app, spec, dict(spec.example))).get_data(as_text=True)
    steps = re.search(r'<ol class="steps">(.*?)</ol>', page, re.S)[1]
    hrefs = re.findall(r'<a class="rule" href="([^"]+)"', steps)
    assert "<cite" not in steps and len(hrefs) == len(referee.run_json(name, dict(spec.example))["reasons"])
    for href in hrefs:
        m = re.match(rf"^/reglas/{spec.game}#(s[\d-]+)$", href)
        assert m and m[1] in anchors, href


# ---------------------------------------------------------------------------------------------- start-up


def test_web_lessons_app_refuses_broken_content_with_check_contents_messages(tmp_path, capsys):
    broken = tmp_path / "lessons"
    shutil.copytree(ROOT / "lessons", broken)
    path = broken / "canasta" / "01-cartas.md"
    path.write_text(path.read_text(encoding="utf-8").replace("(rule:canasta/2)", "(rule:canasta/99)"), encoding="utf-8")
    with pytest.raises(InvalidContent) as caught:
        create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(tmp_path / "t.sqlite"),
                    "LESSONS_ROOT": str(broken)}, instance_path=str(tmp_path))
    from tutor.cli import main

    assert main(["check-content", "--root", str(broken)]) == 2
    printed = [line for line in capsys.readouterr().out.splitlines() if line]
    assert [str(e) for e in caught.value.errors] == printed
    assert any(":" in line and "rule link to §99" in line and "01-cartas.md:" in line for line in printed)
    assert not (tmp_path / "t.sqlite").exists()  # refused before creating anything


def test_web_lessons_content_is_loaded_once_per_folder_state(tmp_path):
    first = library.load_content(ROOT / "lessons")
    assert library.load_content(ROOT / "lessons") is first
    copy = tmp_path / "lessons"
    shutil.copytree(ROOT / "lessons", copy)
    assert library.load_content(copy) is not first
