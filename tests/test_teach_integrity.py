"""Answer integrity (issue 15): an answer given inside an assignment whose explanations wait for the due time counts
for the assignment only, so nothing a learner can see before then (home, Mi progreso and its mastery map and charts,
a game's page, "Repasar (N)", the puzzle sets' marks, Mis clases, the API) differs between a right and a wrong one."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from helpers import TICKET, TOKEN, right_fields, wrong_fields
from teach_helpers import answer, assign, items, make_class, new_learner, new_teacher, puzzle_of
from tutor import practice, progress
from tutor.puzzles import assigned
from tutor.progress import classes, comebacks, days, ratings

SET = "canasta"
"""A bundled set of generated puzzles: its page marks each puzzle answered right or wrong (a bundled set is never
assigned sealed: the sealed puzzles here are generated ones)."""


def _seen(w, address: str, name: str) -> str:
    """A page as the learner sees it, without what differs between any two learners (their name, the session's
    tokens, a fresh showing's ticket)."""
    r = w.get(address)
    text = r.get_data(as_text=True)
    for pattern in (TOKEN, TICKET, re.compile(r'"X-CSRFToken": "[^"]+"')):
        text = pattern.sub("TOKEN", text)
    return f"{r.status_code} {r.headers.get('Location', '')}\n" + re.sub(rf"\b{name}\b", "LEARNER", text)


def _practice_state(db, name: str) -> tuple:
    """Everything of the learner's practice in the store: totals, review cards, ratings, days, comebacks, and
    the attempts practice pages list."""
    uid = progress.get_user_by_name(db, name).id
    return (progress.stats_by_kind(db, uid), progress.skills(db, uid), ratings.learner_ratings(db, uid),
            days.answers_by_day(db, uid, "2000-01-01"), days.kind_days(db, uid, "2000-01-01"),
            comebacks.all_of(db, uid), progress.recent_attempts(db, uid),
            practice.due_count(db, uid, datetime.now(timezone.utc) + timedelta(days=400)))


@pytest.fixture
def sealed(app, db):
    """A class (ana and bea) given the bundled set with explanations after a due time a week away; ana answers its
    first puzzle right, bea wrong."""
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    learners = {name: new_learner(app, name) for name in ("ana", "bea")}
    for w in learners.values():
        w.post("/mis-clases", {"code": code})
    aid = assign(profe, class_id, explanations="after_due")
    first = items(learners["ana"], aid)[0]
    pid = puzzle_of(app, first)
    assert "-H" not in pid  # a generated puzzle, so the practice side knows it
    assert answer(learners["ana"], first, right_fields(pid)).status_code == 303
    assert answer(learners["bea"], first, wrong_fields(pid)).status_code == 303
    return learners, aid, first, pid


def test_teach_a_sealed_answer_right_or_wrong_shows_the_same_until_the_due_time(app, db, sealed):
    learners, aid, first, pid = sealed
    pages = ["/", "/progreso", "/canasta", "/repasar", "/colecciones", f"/colecciones/{SET}", "/mis-clases",
             f"/tareas/{aid}", first]
    for address in pages:
        assert _seen(learners["ana"], address, "ana") == _seen(learners["bea"], address, "bea"), address
    for w in learners.values():
        r = w.client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"})
        assert r.status_code == 404
    assert _practice_state(db, "ana") == _practice_state(db, "bea")
    # it counts for the assignment only: nothing of practice moved, the gradebook has both
    assert _practice_state(db, "ana")[:4] == ({}, {}, {}, {})
    a = classes.get_assignment(db, aid)
    assert sorted((r.username, r.cells[1].correct) for r in classes.gradebook(db, a)) == [
        ("ana", True), ("bea", False)]


def test_teach_a_sealed_answer_is_explained_in_the_assignment_after_the_due_time(app, db, sealed):
    learners, aid, first, pid = sealed
    db.execute("UPDATE assignments SET due_at = ? WHERE id = ?",
               [(datetime.now(timezone.utc) - timedelta(minutes=1)).isoformat(timespec="seconds"), aid])
    db.conn.commit()
    assert 'data-verdict="wrong"' in learners["bea"].get(first).get_data(as_text=True)
    attempt_id = db.execute("SELECT MAX(attempt_id) FROM assignment_attempts").fetchone()[0]
    page = learners["bea"].get(f"/intento/{attempt_id}").get_data(as_text=True)
    assert 'data-verdict="wrong"' in page and "rating-moved" not in page  # no "you had answered this before"
    # still the assignment's only: practice learnt nothing from it, and a practice answer to the same puzzle now
    # is a repeat (the key has been seen), which moves nothing either
    assert _practice_state(db, "ana")[:4] == ({}, {}, {}, {})
    assert learners["bea"].answer(pid, right_fields(pid)).status_code == 303
    bea = progress.get_user_by_name(db, "bea").id
    assert not progress.recent_attempts(db, bea, 1)[0].counted


def test_teach_answers_stored_before_the_flag_are_taken_out_of_practice_lists(tmp_path):
    store = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="classes_0002_assignment_only_attempts")
    uid = progress.create_user(store, "ana", "x").id
    store.execute("INSERT INTO classes (id, teacher_id, name, created_at) VALUES (1, ?, 'C', '2026-01-01')", [uid])
    for aid, explanations in ((1, "after_due"), (2, "each")):
        store.execute("INSERT INTO assignments (id, class_id, title, source, opens_at, due_at, attempts_allowed, "
                      "counts, explanations, late, created_at) VALUES (?, 1, 'T', 'generated', '2026-01-01', "
                      "'2026-02-01', 0, 'best', ?, 'mark', '2026-01-01')", [aid, explanations])
    for aid, when in ((1, "2026-01-15"), (1, "2026-03-01"), (2, "2026-01-15")):  # before / after the due time
        cur = store.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, "
                            "created_at) VALUES (?, 'canasta.pozo-v1-L1-S1', 'canasta.pozo', 'canasta', 1, 'x', 0, "
                            "0, ?)", [uid, when])
        store.execute("INSERT INTO assignment_attempts (attempt_id, assignment_id, position, user_id, late) "
                      "VALUES (?, ?, 1, ?, 0)", [cur.lastrowid, aid, uid])
    store.conn.commit()
    progress.migrate(store)
    flags = [r["assignment_only"] for r in store["attempts"].rows_where(order_by="id")]
    assert flags == [1, 0, 0]
    assert [a.id for a in progress.recent_attempts(store, uid)] == [3, 2]
    store.close()


def test_teach_a_sealed_puzzle_and_each_learners_variant_are_never_shown_hinted_or_checked_outside(app, db, client):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    fixed = assign(profe, class_id, explanations="after_due")
    varied = assign(profe, class_id, explanations="after_due", variants="1", seed="8")
    ana_id = progress.get_user_by_name(db, "ana").id
    first = items(ana, varied)[0]
    a = classes.get_assignment(db, varied)
    vid = assigned.variant_id(a, a.items[0], ana_id)
    assert vid != a.items[0].puzzle_id
    assert answer(ana, first, wrong_fields(vid)).status_code == 303  # the variant is what ana is asked
    sealed_ids = [vid, puzzle_of(app, items(ana, fixed)[0])]
    # an answer to a puzzle of the same kind and level that is nobody's variant is still practice
    assert ana.get(f"/puzzle/{assigned.generated_id(a.items[0].kind, 1, 5)}").status_code == 200
    # a review due on the variant (as stored before sealed answers stopped making them) leads to a fresh puzzle
    comebacks.put(db, ana_id, comebacks.Comeback(a.items[0].kind, vid, 1, "2000-01-01T00:00:00+00:00", True, 0))
    db.conn.commit()
    to = ana.get("/repasar").headers["Location"]
    assert to.startswith("/puzzle/") and vid not in to
    for pid in sealed_ids:
        assert ana.get(f"/puzzle/{pid}").status_code == 404, pid
        assert ana.get(f"/puzzle/{pid}?pista=1&repaso=1").status_code == 404, pid
        assert ana.post(f"/puzzle/{pid}", {"ticket": "x", **wrong_fields(pid)}).status_code == 404, pid
        assert client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"}).status_code == 404, pid
    # after the due time they are open to all
    db.execute("UPDATE assignments SET due_at = '2000-01-01T00:00:00+00:00'")
    db.conn.commit()
    for pid in sealed_ids:
        assert ana.get(f"/puzzle/{pid}").status_code == 200, pid
        assert client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"}).status_code in (200, 400), pid


def test_teach_a_bundled_set_is_never_sealed_its_answers_are_public(app, db, client):
    profe = new_teacher(app)
    class_id, _code = make_class(profe)
    form = {"title": "Pozo", "source": f"set:{SET}", "opens_at": "2026-01-01T10:00", "due_at": "2099-01-01T10:00",
            "attempts": "3", "counts": "best", "explanations": "after_due", "late": "mark"}
    r = profe.post(f"/clases/{class_id}/tareas", form)
    assert r.status_code == 422 and "son públicas" in r.get_data(as_text=True)
    assert classes.assignments_of_class(db, class_id) == []
    # one made before the form refused it: its class still answers it, and its public ids stay open to all
    pid = assigned.generated_id("canasta.pozo", 1, 1)
    spec = classes.AssignmentSpec("Pozo", f"set:{SET}", (pid,), datetime(2026, 1, 1, tzinfo=timezone.utc),
                                  datetime(2099, 1, 1, tzinfo=timezone.utc), explanations="after_due")
    with pytest.raises(classes.InvalidAssignment, match="public_sealed"):
        classes.create_assignment(db, class_id, spec, lambda _pid: ("canasta.pozo", 1))
    made = classes.create_assignment(db, class_id, replace(spec, source="generated"), lambda _pid: ("canasta.pozo", 1))
    db.execute("UPDATE assignments SET source = ? WHERE id = ?", [f"set:{SET}", made.id])
    db.conn.commit()
    assert client.post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"}).status_code in (200, 400)
    assert client.get(f"/puzzle/{pid}").status_code == 200


def test_teach_variants_answered_before_they_were_kept_are_sealed_by_a_migration(tmp_path):
    store = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="classes_0006_assignment_variants")
    uid = progress.create_user(store, "ana", "x").id
    store.execute("INSERT INTO classes (id, teacher_id, name, created_at) VALUES (1, ?, 'C', '2026-01-01')", [uid])
    store.execute("INSERT INTO assignments (id, class_id, title, source, opens_at, due_at, attempts_allowed, counts, "
                  "explanations, late, variant_seed, created_at) VALUES (1, 1, 'T', 'generated', '2026-01-01', "
                  "'2099-01-01', 0, 'best', 'after_due', 'mark', 77, '2026-01-01')")
    cur = store.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, "
                        "created_at) VALUES (?, 'canasta.pozo-v2-L1-S99', 'canasta.pozo', 'canasta', 1, 'x', 0, 0, "
                        "'2026-01-02')", [uid])
    store.execute("INSERT INTO assignment_attempts (attempt_id, assignment_id, position, user_id, late) "
                  "VALUES (?, 1, 1, ?, 0)", [cur.lastrowid, uid])
    store.conn.commit()
    progress.migrate(store)
    assert classes.sealed_puzzle(store, "canasta.pozo-v2-L1-S99", "2026-06-01T00:00:00+00:00")
    assert not classes.sealed_puzzle(store, "canasta.pozo-v2-L1-S98", "2026-06-01T00:00:00+00:00")
    store.close()


def test_teach_the_gradebook_totals_lose_their_unread_answered_count_and_keep_the_rest(tmp_path):
    store = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="classes_0007_no_answered_total")
    uid = progress.create_user(store, "ana", "x").id
    store.execute("INSERT INTO classes (id, teacher_id, name, created_at) VALUES (1, ?, 'C', '2026-01-01')", [uid])
    store.execute("INSERT INTO class_members (class_id, user_id, joined_at) VALUES (1, ?, '2026-01-01')", [uid])
    store.execute("INSERT INTO assignments (id, class_id, title, source, opens_at, due_at, attempts_allowed, counts, "
                  "explanations, late, created_at) VALUES (1, 1, 'T', 'generated', '2026-01-01', '2099-01-01', 0, "
                  "'best', 'each', 'mark', '2026-01-01')")
    store.execute("INSERT INTO gradebook_totals (assignment_id, user_id, answered, credit, attempts, late) "
                  "VALUES (1, ?, 2, 1.5, 3, 1)", [uid])
    store.conn.commit()
    assert "classes_0007_no_answered_total" in progress.migrate(store)
    assert "answered" not in store["gradebook_totals"].columns_dict
    row = classes.gradebook(store, classes.get_assignment(store, 1))[0]
    assert (row.username, row.credit, row.attempts, row.late) == ("ana", 1.5, 3, 1)
    store.close()
