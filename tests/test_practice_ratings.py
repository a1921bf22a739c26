"""Ratings and counted answers (tutor.practice): Glicko-2 per learner and kind, difficulty per kind and level,
pitching at three in four, and what moves nothing (repeats, guesses through one puzzle's options, hinted answers)."""

from __future__ import annotations

import random
from datetime import datetime, timezone

import pytest

from tutor import practice, progress, puzzles
from tutor.progress import ratings
from tutor.progress.ratings import Rating

NOW = datetime(2026, 1, 10, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def db(tmp_path):
    handle = progress.open_db(str(tmp_path / "r.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def _answer(db, uid, kind, level, seed, right, hinted=False):
    p = puzzles.generate(kind, level, seed)
    given = p.answer if right else (p.mistakes[0][1] if p.mistakes else p.answer + 5)
    verdict = puzzles.check(p, p.form.format(given))
    assert verdict.correct is right
    return practice.record(db, uid, p, verdict, p.form.format(given), 900, now=NOW, hinted=hinted)


def test_practice_ratings_a_right_answer_raises_the_learner_and_lowers_the_level():
    learner, level = practice.rate(practice.LEARNER_START, practice.LEVEL_START[2], 1.0)
    assert learner.rating > 1500 > level.rating and learner.answers == level.answers == 1
    assert learner.rd < practice.LEARNER_START.rd
    loser, _ = practice.rate(practice.LEARNER_START, practice.LEVEL_START[2], 0.0)
    assert loser.rating < 1500


def test_practice_ratings_a_counted_answer_moves_both_ratings_in_the_store(db):
    uid = progress.create_guest(db).id
    _answer(db, uid, "canasta.pozo", 1, 1, right=True)
    mine = ratings.learner_rating(db, uid, "canasta.pozo")
    level = ratings.level_ratings(db, "canasta.pozo")[1]
    assert mine.rating > 1500 and mine.answers == 1
    assert level.rating < practice.LEVEL_START[1].rating and level.answers == 1
    _answer(db, uid, "canasta.pozo", 1, 2, right=False)
    assert ratings.learner_rating(db, uid, "canasta.pozo").rating < mine.rating


def test_practice_ratings_three_answers_to_one_puzzle_reach_no_level(db):
    uid = progress.create_guest(db).id
    for _ in range(3):
        _answer(db, uid, "canasta.pozo", 1, 7, right=True)
    stats = progress.stats_by_kind(db, uid)["canasta.pozo"]
    assert stats.attempts == 3 and practice.level_reached(stats) == 0
    assert ratings.learner_rating(db, uid, "canasta.pozo").answers == 1  # only the first answer was a game


def test_practice_ratings_guessing_through_one_puzzles_options_moves_nothing(db):
    uid = progress.create_guest(db).id
    p = puzzles.generate("canasta.pozo", 1, 3)
    options = [o.id for o in p.form.options]
    wrong = next(o for o in options if o != p.answer)
    for i in range(50):
        given = wrong if i % 2 == 0 else p.answer
        practice.record(db, uid, p, puzzles.check(p, p.form.format(given)), p.form.format(given), 500, now=NOW)
    stats = progress.stats_by_kind(db, uid)["canasta.pozo"]
    assert stats.attempts == 50 and stats.passing_by_level == {1: 0}
    assert ratings.learner_rating(db, uid, "canasta.pozo").answers == 1
    assert ratings.level_ratings(db, "canasta.pozo")[1].answers == 1


def test_practice_ratings_hinted_answers_move_nothing(db):
    uid = progress.create_guest(db).id
    for seed in range(3):
        _answer(db, uid, "canasta.pozo", 1, seed, right=True, hinted=True)
    stats = progress.stats_by_kind(db, uid)["canasta.pozo"]
    assert practice.level_reached(stats) == 0 and stats.correct == 3
    assert ratings.learner_rating(db, uid, "canasta.pozo") is None
    assert progress.get_skill(db, uid, "canasta.pozo") is None
    first = progress.recent_attempts(db, uid, 1)[0]
    assert first.hinted and not first.counted


def test_practice_ratings_three_different_puzzles_right_reach_the_level(db):
    uid = progress.create_guest(db).id
    for seed in range(3):
        _answer(db, uid, "canasta.pozo", 1, seed, right=True)
    stats = progress.stats_by_kind(db, uid)["canasta.pozo"]
    assert practice.level_reached(stats) == 1 and practice.to_pass(stats, 1) == 0 and practice.to_pass(stats, 2) == 3


def test_practice_ratings_new_puzzles_are_pitched_near_three_in_four():
    levels = {1: Rating(1300, 50, 0.06), 2: Rating(1500, 50, 0.06), 3: Rating(1700, 50, 0.06)}
    assert practice.pitch(Rating(1100, 60, 0.06), levels, 3) == 1
    assert practice.pitch(Rating(1700, 60, 0.06), levels, 3) == 2   # 75 % against 1500
    assert practice.pitch(Rating(1900, 60, 0.06), levels, 3) == 3
    assert practice.pitch(Rating(1900, 60, 0.06), levels, 1) == 1   # level 2 not open yet
    assert practice.expected_success(Rating(1700, 60, 0.06), levels[2]) == pytest.approx(0.75, abs=0.02)


@pytest.mark.parametrize("skill", [1150, 1450, 1850])
def test_practice_ratings_a_simulated_learner_converges_to_its_skill(skill):
    """A learner who answers right with Glicko's expected chance for a player of ``skill`` against levels of known
    difficulty (rated by many answers) ends up rated near ``skill``, from the unrated 1500 / 350."""
    truth = {1: 1300, 2: 1500, 3: 1700}
    levels = {lv: Rating(r, 50, 0.06) for lv, r in truth.items()}
    rng, me, history = random.Random(skill), practice.LEARNER_START, []
    for _ in range(200):
        lv = practice.pitch(me, levels, 3)
        chance = practice.expected_success(Rating(skill, 0, 0.06), Rating(truth[lv], 0, 0.06))
        me, _ = practice.rate(me, levels[lv], 1.0 if rng.random() < chance else 0.0)
        history.append(me.rating)
    assert abs(sum(history[-100:]) / 100 - skill) < 100
    assert me.rd < 80


def test_practice_ratings_a_handwritten_puzzle_rates_the_learner_but_not_the_level(db):
    from pathlib import Path

    from tutor.content.puzzle_sets import load_sets

    index = load_sets(Path(__file__).resolve().parent.parent / "puzzles").index
    pid = next(i for i in index if i.startswith("canasta.pozo-"))
    p = puzzles.from_id(pid, index=index)
    uid = progress.create_guest(db).id
    practice.record(db, uid, p, puzzles.check(p, p.form.format(p.answer)), p.form.format(p.answer), 900, now=NOW)
    assert ratings.learner_rating(db, uid, "canasta.pozo").rating > 1500
    assert ratings.level_ratings(db, "canasta.pozo")[p.level].rating == practice.LEVEL_START[p.level].rating
