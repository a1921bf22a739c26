"""Days (tutor.practice): the streak and the daily goal, counted in the club's time zone."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from tutor import practice, progress, puzzles
from tutor.progress import days


@pytest.fixture
def db(tmp_path):
    handle = progress.open_db(str(tmp_path / "d.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def _answer(db, uid, seed, when, tz=None, hinted=False):
    p = puzzles.generate("canasta.pozo", 1, seed)
    practice.record(db, uid, p, puzzles.check(p, p.form.format(p.answer)), p.form.format(p.answer), 900, now=when,
                    tz=tz, hinted=hinted)


def test_practice_days_a_day_is_the_clubs_not_utcs():
    late = datetime(2026, 1, 10, 23, 30, tzinfo=timezone.utc)
    assert practice.local_day(late) == "2026-01-11"                       # Madrid is an hour ahead in winter
    assert practice.local_day(late, "UTC") == "2026-01-10"
    assert practice.local_day(late, "America/Mexico_City") == "2026-01-10"


def test_practice_days_the_streak_counts_days_in_a_row_ending_today_or_yesterday(db):
    uid = progress.create_guest(db).id
    start = datetime(2026, 3, 2, 10, 0, tzinfo=timezone.utc)
    for i in range(3):
        _answer(db, uid, i, start + timedelta(days=i))
    _answer(db, uid, 10, start - timedelta(days=2))                          # a gap before: not part of the run
    assert practice.today(db, uid, start + timedelta(days=2)).streak == 3
    assert practice.today(db, uid, start + timedelta(days=3)).streak == 3    # today is not over yet
    assert practice.today(db, uid, start + timedelta(days=4)).streak == 0    # a whole day missed


def test_practice_days_the_goal_counts_puzzles_not_repeats(db):
    uid = progress.create_guest(db).id
    when = datetime(2026, 3, 2, 10, 0, tzinfo=timezone.utc)
    for _ in range(4):
        _answer(db, uid, 1, when)                                            # one puzzle, four answers
    _answer(db, uid, 2, when, hinted=True)                                   # a hinted puzzle is still done
    day = practice.today(db, uid, when)
    assert (day.answered, day.goal, day.goal_met) == (2, days.DEFAULT_GOAL, False)
    days.set_daily_goal(db, uid, 3)
    _answer(db, uid, 3, when)
    assert practice.today(db, uid, when).goal_met
    with pytest.raises(ValueError):
        days.set_daily_goal(db, uid, 4)


def test_practice_days_an_answer_just_before_midnight_in_madrid_counts_for_that_day(db):
    uid = progress.create_guest(db).id
    _answer(db, uid, 1, datetime(2026, 3, 2, 22, 50, tzinfo=timezone.utc))  # 23:50 in Madrid
    _answer(db, uid, 2, datetime(2026, 3, 2, 23, 10, tzinfo=timezone.utc))  # 00:10 on the 3rd in Madrid
    assert days.answers_by_day(db, uid, "2026-03-01") == {"2026-03-02": 1, "2026-03-03": 1}
