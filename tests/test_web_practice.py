"""What to practise next (tutor.practice): levels reached, spaced review with fsrs, and the one-transaction record."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from tutor import practice, progress, puzzles

NOW = datetime(2026, 1, 10, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def db(tmp_path):
    handle = progress.open_db(str(tmp_path / "p.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def _answer(db, user_id, kind, level, seed, right, now=NOW):
    p = puzzles.generate(kind, level, seed)
    given = p.answer if right else (p.mistakes[0][1] if p.mistakes else None)
    if given is None and p.form.kind == "number":
        given = p.answer + 5
    elif given is None:
        given = next(o.id for o in p.form.options if o.id != p.answer)
    verdict = puzzles.check(p, p.form.format(given))
    return practice.record(db, user_id, p, verdict, p.form.format(given), 900, now=now)


def test_web_practice_level_reached_needs_three_right_at_each_level():
    stats = progress.KindStats("canasta.pozo", "canasta", 7, 6, 6.0, {1: 3, 2: 2, 3: 1})
    assert practice.level_reached(stats) == 1
    assert practice.next_level(stats) == 2
    assert practice.level_reached(None) == 0 and practice.next_level(None) == 1
    top = progress.KindStats("canasta.pozo", "canasta", 9, 9, 9.0, {1: 3, 2: 3, 3: 3})
    assert practice.level_reached(top) == 3 and practice.next_level(top) == 3
    gap = progress.KindStats("canasta.pozo", "canasta", 6, 6, 6.0, {2: 3, 3: 3})
    assert practice.level_reached(gap) == 0


def test_web_practice_a_visitor_starts_with_the_first_kind_at_level_1(db):
    tip = practice.suggest(db, None, "tresillo", now=NOW)
    assert (tip.kind, tip.level, tip.why) == (practice.kinds_of("tresillo")[0], 1, "new")


def test_web_practice_a_wrong_answer_brings_the_kind_back_before_new_ones(db):
    user = progress.create_guest(db)
    first = practice.kinds_of("canasta")[0]
    _answer(db, user.id, first, 1, 1, right=False)
    assert practice.suggest(db, user.id, "canasta", now=NOW).kind == practice.kinds_of("canasta")[1]
    later = practice.suggest(db, user.id, "canasta", now=NOW + timedelta(hours=1))
    assert (later.kind, later.why) == (first, "due")


def test_web_practice_a_right_answer_pushes_the_review_further_than_a_wrong_one(db):
    a, b = progress.create_guest(db), progress.create_guest(db)
    _answer(db, a.id, "canasta.pozo", 1, 1, right=True)
    _answer(db, b.id, "canasta.pozo", 1, 1, right=False)
    due_right = progress.get_skill(db, a.id, "canasta.pozo").due
    due_wrong = progress.get_skill(db, b.id, "canasta.pozo").due
    assert due_wrong < due_right


def test_web_practice_record_stores_the_attempt_and_the_skill_together(db):
    user = progress.create_guest(db)
    attempt_id = _answer(db, user.id, "tresillo.cobro", 1, 2, right=False)
    attempt = progress.get_attempt(db, user.id, attempt_id)
    p = puzzles.generate("tresillo.cobro", 1, 2)
    assert (attempt.puzzle_id, attempt.game, attempt.level) == (str(p.id), "tresillo", 1)
    assert attempt.mistake == p.mistakes[0][0].id and attempt.credit < 1 and attempt.time_ms == 900
    assert progress.get_skill(db, user.id, "tresillo.cobro") is not None


def test_web_practice_new_puzzle_ids_name_the_kind_version_and_level():
    pid = practice.new_puzzle_id("canasta.pozo", 2, seed=42)
    assert pid == "canasta.pozo-v4-L2-S42"
    assert puzzles.from_id(pid).level == 2
