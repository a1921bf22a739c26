"""The practice pages: "Review (N)" and the review session, hints, the level rule and "Next puzzle" keeping the
level, the day (streak, goal), Mi progreso's mastery map and charts, and a page per game."""

from __future__ import annotations

import re

import pytest

from helpers import right_fields, wrong_fields
from tutor import progress, puzzles

POZO = "canasta.pozo-v1-L1-S1"


def _id(kind: str, level: int, seed: int) -> str:
    return str(puzzles.generate(kind, level, seed).id)


def _text(r) -> str:
    return r.get_data(as_text=True)


def _time_passes(db) -> None:
    """Everything scheduled falls due (as if the delays had passed)."""
    db.execute("UPDATE comebacks SET due = '2000-01-01T00:00:00+00:00'")
    db.execute("UPDATE skills SET due = '2000-01-01T00:00:00+00:00'")
    db.conn.commit()


def test_web_practice_pages_a_wrong_answer_comes_due_in_the_menu_and_the_review_serves_it(web, db):
    web.answer(POZO, wrong_fields(POZO))
    assert "Repasar (0)" in _text(web.get("/"))
    _time_passes(db)
    home = _text(web.get("/"))
    assert "Repasar (1)" in home and 'href="/repasar"' in home
    r = web.get("/repasar")
    assert r.status_code == 303 and r.headers["Location"] == f"/puzzle/{POZO}?repaso=1"   # the puzzle itself
    page = _text(web.get(r.headers["Location"]))
    assert f'action="/puzzle/{POZO}?repaso=1"' in page
    ticket = re.search(r'name="ticket" value="([^"]+)"', page).group(1)
    verdict = web.post(f"/puzzle/{POZO}?repaso=1", {"ticket": ticket, **right_fields(POZO)})
    assert verdict.headers["Location"].endswith("repaso=1")
    after = _text(web.get(verdict.headers["Location"]))
    assert "Siguiente repaso (1)" in after   # now fresh variants of the kind, until right twice
    variant = web.get("/repasar").headers["Location"]
    assert variant.startswith("/puzzle/canasta.pozo-v") and "-L1-S" in variant and variant != f"/puzzle/{POZO}?repaso=1"


def test_web_practice_pages_nothing_due_says_so(web):
    page = _text(web.get("/repasar"))
    assert "No tienes nada que repasar ahora." in page


def test_web_practice_pages_a_hint_shows_a_step_or_the_rule_and_marks_the_answer(web, db):
    plain = _text(web.get(f"/puzzle/{POZO}"))
    assert f'href="/puzzle/{POZO}?pista=1"' in plain and "Pista:" not in plain
    page = _text(web.get(f"/puzzle/{POZO}?pista=1"))
    assert "Pista:" in page and "/reglas/canasta#" in page
    answer = puzzles.check(puzzles.from_id(POZO), puzzles.from_id(POZO).form.format(puzzles.from_id(POZO).answer))
    hint = re.search(r'<aside class="hint".*?</aside>', page, re.S).group(0)
    assert answer.answer_text not in hint
    again = _text(web.get(f"/puzzle/{POZO}"))   # the same puzzle shown again without ?pista=1: still hinted
    assert "Pista:" in again
    ticket = re.search(r'name="ticket" value="([^"]+)"', again).group(1)
    web.post(f"/puzzle/{POZO}", {"ticket": ticket, **right_fields(POZO)})
    stored = progress.recent_attempts(db, 1, 1)[0]
    assert stored.hinted and not stored.counted


def test_web_practice_pages_the_level_rule_is_shown_and_next_keeps_the_level(web):
    pid = _id("canasta.valor", 2, 11)
    page = _text(web.get(f"/puzzle/{pid}"))
    assert "3 aciertos en este nivel para pasar al siguiente" in page and "Te faltan 3." in page
    verdict = _text(web.get(web.answer(pid, wrong_fields(pid)).headers["Location"]))
    assert 'href="/practicar/canasta.valor?nivel=2"' in verdict   # not back to level 1


def test_web_practice_pages_repeats_do_not_pass_a_level(web):
    for _ in range(3):
        web.answer(POZO, right_fields(POZO))
    assert "Te faltan 2." in _text(web.get(f"/puzzle/{POZO}"))


def test_web_practice_pages_streak_goal_and_setting_it(web):
    web.answer(POZO, right_fields(POZO))
    home = _text(web.get("/"))
    assert "Racha: 1 día seguido" in home and "Hoy: 1 de 5 ejercicios" in home
    assert web.post("/progreso/objetivo", {"objetivo": "3"}).status_code == 303
    assert "Hoy: 1 de 3 ejercicios" in _text(web.get("/progreso"))
    assert web.post("/progreso/objetivo", {"objetivo": "7"}).status_code == 400


def test_web_practice_pages_my_progress_has_a_mastery_map_with_ratings_and_charts(web):
    web.answer(POZO, right_fields(POZO))
    page = _text(web.get("/progreso"))
    assert "<table" not in page
    area = re.search(r'<li class="area m0" data-kind="canasta.pozo">.*?</li>\s*(?=<li|</ul>)', page, re.S).group(0)
    assert re.search(r"valoración \d{4}", area) and "100% de aciertos" in area
    assert "Nivel 1: te faltan 2 aciertos para pasarlo." in area
    assert '<svg viewBox="0 0 300 90"' in area and "<polyline" not in area   # one day: a dot, no line yet
    assert '<circle class="dot"' in area
    assert "style=" not in page and "<script>" not in page


@pytest.mark.parametrize("game", ["canasta", "pinacle", "tresillo"])
def test_web_practice_pages_a_page_per_game(web, game):
    page = _text(web.get(f"/{game}"))
    assert f'href="/lecciones/{game}"' in page and f'href="/reglas/{game}"' in page
    assert f'href="/arbitro/{game}"' in page and 'class="mastery"' in page
    assert f'href="/lecciones/{game}/' in page   # the course's lessons, each with the learner's progress


def test_web_practice_pages_an_unknown_game_is_404(web):
    assert web.get("/ajedrez").status_code == 404


def test_web_practice_pages_a_first_visit_shows_where_to_start(web):
    page = _text(web.get("/"))
    assert "Empieza aquí" in page and 'href="/lecciones/canasta/' in page
    web.answer(POZO, right_fields(POZO))
    assert "Empieza aquí" not in _text(web.get("/"))


def test_web_practice_pages_the_verdict_says_what_the_answer_did_to_the_rating(web, db):
    first = _text(web.get(web.answer(POZO, right_fields(POZO)).headers["Location"]))
    moved = re.search(r"Tu valoración en esta área: (\d+) \(\+(\d+)\)\.", first)
    assert moved and int(moved.group(1)) > 1500 and int(moved.group(2)) > 0
    again = _text(web.get(web.answer(POZO, right_fields(POZO)).headers["Location"]))
    assert "no cuenta para tu nivel ni tu valoración: ya habías respondido este ejercicio" in again
    fragment = _text(web.answer(_id("canasta.valor", 1, 3), wrong_fields(_id("canasta.valor", 1, 3)), htmx=True))
    moved = re.search(r"Tu valoración en esta área: (\d+) \((-\d+)\)\.", fragment)
    (stored,) = db.query("SELECT rating, rating_change FROM attempts ORDER BY id DESC LIMIT 1")
    assert moved and (int(moved.group(1)), int(moved.group(2))) == (round(stored["rating"]),
                                                                     round(stored["rating_change"]))


def test_web_practice_pages_next_goes_up_once_a_level_is_passed(web):
    for seed in (21, 22, 23):
        pid = _id("canasta.valor", 1, seed)
        location = web.answer(pid, right_fields(pid)).headers["Location"]
    verdict = _text(web.get(location))
    assert 'href="/practicar/canasta.valor?nivel=2"' in verdict   # three right at level 1: on to level 2


def test_web_practice_pages_mi_progreso_says_its_accuracy_counts_retries(web):
    pid = "canasta.pozo-v2-L1-S1"
    web.answer(pid, wrong_fields(pid))
    web.answer(pid, right_fields(pid))  # a retry: on the share of right answers, not on the level or rating
    page = web.get("/progreso").get_data(as_text=True)
    assert "2 respuestas, 50% acertadas." in page and "reintentos incluidos" in page
