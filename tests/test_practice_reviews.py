"""Reviews and hints (tutor.practice): FSRS per kind, puzzles answered wrong coming back (itself, then variants until
right twice), what is due, and hints that never state the answer."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from tutor import practice, progress, puzzles
from tutor.progress import comebacks

NOW = datetime(2026, 1, 10, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def db(tmp_path):
    handle = progress.open_db(str(tmp_path / "v.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def _answer(db, uid, kind, level, seed, right, now=NOW):
    p = puzzles.generate(kind, level, seed)
    given = p.answer if right else (p.mistakes[0][1] if p.mistakes else None)
    if given is None:
        given = p.answer + 5 if p.form.kind == "number" else next(o.id for o in p.form.options if o.id != p.answer)
    verdict = puzzles.check(p, p.form.format(given))
    return practice.record(db, uid, p, verdict, p.form.format(given), 900, now=now)


def _due_kinds(db, uid, at):
    kinds = [d.kind for d in practice.due(db, uid, at)]
    assert practice.due_count(db, uid, at) == len(kinds)
    return kinds


def test_practice_reviews_a_failed_kind_comes_back_sooner_than_a_passed_one(db):
    uid = progress.create_guest(db).id
    _answer(db, uid, "canasta.valor", 1, 1, right=True)
    _answer(db, uid, "canasta.pozo", 1, 1, right=False)
    assert _due_kinds(db, uid, NOW) == []
    checkpoints = [NOW + timedelta(minutes=round(1.5 ** i)) for i in range(40)]  # 1 minute .. about 80 days
    failed_back = next(t for t in checkpoints if "canasta.pozo" in _due_kinds(db, uid, t))
    passed_back = next(t for t in checkpoints if "canasta.valor" in _due_kinds(db, uid, t))
    assert failed_back < passed_back


def test_practice_reviews_a_wrong_puzzle_comes_back_itself_then_variants_until_right_twice(db):
    uid = progress.create_guest(db).id
    missed = str(puzzles.generate("canasta.pozo", 2, 5).id)
    _answer(db, uid, "canasta.pozo", 2, 5, right=False)
    assert practice.due(db, uid, NOW + timedelta(minutes=5)) == [] or \
        all(d.puzzle_id != missed for d in practice.due(db, uid, NOW + timedelta(minutes=5)))
    later = NOW + practice.COMEBACK_DELAY
    first = practice.due(db, uid, later)[0]
    assert (first.kind, first.puzzle_id, first.level) == ("canasta.pozo", missed, 2)   # the puzzle itself
    _answer(db, uid, "canasta.pozo", 2, 5, right=True, now=later)
    variant = practice.due(db, uid, later)[0]
    assert (variant.kind, variant.puzzle_id, variant.level) == ("canasta.pozo", None, 2)  # now fresh variants
    _answer(db, uid, "canasta.pozo", 2, 6, right=True, now=later)
    assert comebacks.get(db, uid, "canasta.pozo").rights == 1
    _answer(db, uid, "canasta.pozo", 2, 7, right=True, now=later)
    assert comebacks.get(db, uid, "canasta.pozo") is None                                # right twice: done


def test_practice_reviews_a_right_retry_before_the_delay_does_not_close_the_comeback(db):
    uid = progress.create_guest(db).id
    _answer(db, uid, "canasta.pozo", 1, 5, right=False)
    _answer(db, uid, "canasta.pozo", 1, 5, right=True, now=NOW + timedelta(minutes=1))
    assert comebacks.get(db, uid, "canasta.pozo").itself


def test_practice_reviews_a_due_kind_is_suggested_first(db):
    uid = progress.create_guest(db).id
    first = practice.kinds_of("canasta")[0]
    _answer(db, uid, first, 1, 1, right=False)
    tip = practice.suggest(db, uid, "canasta", now=NOW + timedelta(hours=1))
    assert (tip.kind, tip.why) == (first, "due")


@pytest.mark.parametrize("kind", sorted(puzzles.KINDS))
def test_practice_hints_never_state_the_answer(kind):
    for level in (1, 2, 3):
        for seed in range(8):
            p = puzzles.generate(kind, level, seed)
            found = practice.hint(p)
            assert found.rule
            if found.step is not None:
                answer = puzzles.check(p, p.form.format(p.answer)).answer_text
                assert not practice.gives_away(found.step.text("es"), answer)
                assert answer not in found.step.text("es") and answer not in found.step.text("en")


def test_practice_hints_give_the_rule_alone_where_the_first_step_is_the_verdict():
    assert practice.hint(puzzles.generate("tresillo.resultado", 1, 1)).step is None
    assert practice.gives_away("Con −60 puntos la salida necesita al menos 15 puntos.", "minimo=15, valida=si")
    assert not practice.gives_away("El plato tiene 65 tantos.", "plato=50, puesta=cartulina")
    assert practice.hint(puzzles.generate("tresillo.cobro", 1, 11)).step is not None
