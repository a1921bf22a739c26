"""Assignments (issue 15): bundled and generated sets given to a class, times in the club's time zone across
daylight-saving changes, attempts allowed, which attempt counts, explanations after the due time with opaque
addresses and a sealed API, late answers marked or refused; the gradebook, its drill-down, its CSV and item
statistics, all from aggregates kept in the attempt's transaction."""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime, timedelta, timezone

import pytest

from helpers import TICKET, fields_for, right_fields, wrong_fields
from teach_helpers import answer, assign, items, local, make_class, new_learner, new_teacher, puzzle_of
from tutor import practice, progress, puzzles
from tutor.progress import classes, roles
from tutor.puzzles import assigned
from tutor.web import i18n, teach, teach_gradebook


@pytest.fixture
def club(app):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    return profe, class_id, ana


def test_teach_due_time_is_read_in_the_club_time_zone_across_daylight_saving(app):
    with app.test_request_context():
        summer = teach.parse_local("2027-03-28T20:00")  # the day clocks go forward in Madrid
        winter = teach.parse_local("2027-03-27T20:00")
        assert summer.astimezone(timezone.utc).hour == 18 and winter.astimezone(timezone.utc).hour == 19
        assert i18n.club_time_text("2027-03-28T18:00:00+00:00") == "2027-03-28 20:00 CEST"
        assert i18n.club_time_text("2027-10-31T19:00:00+00:00") == "2027-10-31 20:00 CET"
        assert teach.parse_local("mañana") is None
        assert teach.parse_local("2027-10-31T02:30").astimezone(timezone.utc).hour == 0  # twice: the first
        with pytest.raises(teach.SkippedTime):
            teach.parse_local("2027-03-28T02:30")  # never: the clocks go from 02:00 to 03:00


def test_teach_club_timezone_setting_is_used_and_checked(tmp_path):
    from tutor.web import create_app

    other = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "a.sqlite"),
                        "CLUB_TIMEZONE": "America/Argentina/Buenos_Aires"}, instance_path=str(tmp_path))
    with other.test_request_context():
        assert teach.parse_local("2027-01-10T20:00").astimezone(timezone.utc).hour == 23
    with pytest.raises(ValueError, match="CLUB_TIMEZONE"):
        create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "b.sqlite"),
                    "CLUB_TIMEZONE": "Marte/Olympus"}, instance_path=str(tmp_path))


def test_teach_a_generated_set_is_the_same_for_every_learner_and_its_seed_fixes_it(app, club, db):
    profe, class_id, ana = club
    bea = new_learner(app, "bea")
    bea.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    first = assign(profe, class_id, kinds=["canasta.pozo", "tresillo.cobro"], levels=["1", "2"], count="2")
    a = classes.get_assignment(db, first)
    assert len(a.items) == 8 and {(i.kind, i.level) for i in a.items} == {
        ("canasta.pozo", 1), ("canasta.pozo", 2), ("tresillo.cobro", 1), ("tresillo.cobro", 2)}
    assert items(ana, first) == items(bea, first)
    again = classes.get_assignment(db, assign(profe, class_id, kinds=["canasta.pozo", "tresillo.cobro"],
                                              levels=["1", "2"], count="2"))
    assert [i.puzzle_id for i in again.items] == [i.puzzle_id for i in a.items]


def test_teach_a_bundled_set_can_be_assigned(app, club, db):
    from tutor.web.library import puzzle_sets

    profe, class_id, ana = club
    with app.app_context():
        name, found = next(iter(puzzle_sets().sets.items()))
    aid = assign(profe, class_id, source=f"set:{name}")
    assert [i.puzzle_id for i in classes.get_assignment(db, aid).items] == list(found.puzzle_ids())


@pytest.mark.parametrize("fields, message", [
    ({"kinds": []}, "no puzzles"),
    ({"due_at": local(timedelta(days=-1))}, "due time must come after"),
    ({"opens_at": "ayer"}, "date and time"),
    ({"attempts": "7"}, "from the lists"),
    ({"source": "set:no-existe"}, "puzzle set from the list"),
    ({"title": "x" * 81}, "a title of up to 80 characters"),
    ({"due_at": "2027-03-28T02:30"}, "2027-03-28 02:30 does not exist in the club"),
    ({"title": "  "}, "a title of up to 80 characters"),
])
def test_teach_a_bad_assignment_is_refused_clearly_and_nothing_is_written(app, club, db, fields, message):
    profe, class_id, _ana = club
    profe.post("/idioma", {"lang": "en", "next": "/"})
    base = {"title": "T", "source": "generated", "kinds": "canasta.pozo", "levels": "1", "count": "2",
            "opens_at": local(timedelta(0)), "due_at": local(timedelta(days=1)), "attempts": "3",
            "counts": "best", "explanations": "each", "late": "mark"}
    r = profe.post(f"/clases/{class_id}/tareas", {**base, **fields})
    assert r.status_code == 422 and message in r.get_data(as_text=True)
    assert db.execute("SELECT COUNT(*) FROM assignments").fetchone()[0] == 0
    assert db.execute("SELECT COUNT(*) FROM assignment_items").fetchone()[0] == 0


def test_teach_answers_in_an_assignment_fill_the_gradebook_with_the_named_mistake(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first, second = items(ana, aid)
    assert answer(ana, first, right_fields(puzzle_of(app, first))).status_code == 303
    wrong = puzzles.from_id(puzzle_of(app, second))
    r = answer(ana, second, wrong_fields(puzzle_of(app, second)), htmx=True)
    assert r.status_code == 200 and 'data-verdict="wrong"' in r.get_data(as_text=True)
    book = profe.get(f"/clases/{class_id}/tareas/{aid}").get_data(as_text=True)
    assert 'data-learner="ana"' in book and 'class="right" data-position="1"' in book
    assert wrong.mistakes and wrong.mistakes[0][0].text("es") in book
    row = classes.gradebook(db, classes.get_assignment(db, aid))[0]
    assert (len(row.cells), row.credit, row.attempts) == (2, 1.0, 2)
    assert classes.assignment_totals(db, class_id) == {aid: (1, 1.0)}
    assert "<td>1 / 1</td><td>1</td>" in profe.get(f"/clases/{class_id}").get_data(as_text=True)
    assert row.cells[2].mistake == wrong.mistakes[0][0].id
    # the answers are stored attempts too: they count in Mi progreso
    assert db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0] == 2


def test_teach_best_attempt_counts_and_attempts_run_out(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id, attempts="3", counts="best")
    first = items(ana, aid)[0]
    pid = puzzle_of(app, first)
    answer(ana, first, wrong_fields(pid))
    answer(ana, first, right_fields(pid))
    answer(ana, first, wrong_fields(pid))
    page = ana.get(first).get_data(as_text=True)
    assert "used every attempt" in page or "todos los intentos" in page
    ticket = TICKET.search(
        ana.get(items(ana, aid)[1]).get_data(as_text=True))[1]  # any ticket: refused before it is read
    assert ana.post(first, {"ticket": ticket, **wrong_fields(pid)}).status_code == 409
    cell = classes.learner_cells(db, aid, progress.get_user_by_name(db, "ana").id)[1]
    assert (cell.attempts, cell.correct, cell.credit) == (3, True, 1.0)


def test_teach_first_attempt_counts_when_asked(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id, attempts="0", counts="first")
    first = items(ana, aid)[0]
    pid = puzzle_of(app, first)
    answer(ana, first, wrong_fields(pid))
    answer(ana, first, right_fields(pid))
    row = classes.gradebook(db, classes.get_assignment(db, aid))[0]
    assert (row.cells[1].attempts, row.cells[1].correct, row.credit) == (2, False, 0.0)


def test_teach_explanations_after_the_due_time_reveal_nothing_before(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id, explanations="after_due")
    first = items(ana, aid)[0]
    pid = puzzle_of(app, first)
    page = ana.get(first).get_data(as_text=True)
    assert pid not in page and pid.rsplit("-S", 1)[1] not in first
    r = answer(ana, first, wrong_fields(pid), htmx=True)
    body = r.get_data(as_text=True)
    assert "data-verdict" not in body and ("saved" in body or "guardada" in body)
    assert "data-verdict" not in ana.get(first).get_data(as_text=True)
    assert 'class="answered"' in ana.get(f"/tareas/{aid}").get_data(as_text=True)
    # nor the verdict page of the stored attempt, nor Mi progreso's recent mistakes
    attempt_id = db.execute("SELECT MAX(id) FROM attempts").fetchone()[0]
    assert ana.get(f"/intento/{attempt_id}").status_code == 404
    assert "mistake-item" not in ana.get("/progreso").get_data(as_text=True)
    # the public API neither checks nor explains it, nor does the practice page
    assert app.test_client().post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"}).status_code == 404
    # after the due time, the explanation shows
    db.execute("UPDATE assignments SET due_at = ? WHERE id = ?",
               [(datetime.now(timezone.utc) - timedelta(minutes=1)).isoformat(timespec="seconds"), aid])
    db.conn.commit()
    assert "data-verdict" in ana.get(first).get_data(as_text=True)
    assert ana.get(f"/intento/{attempt_id}").status_code == 200
    # it counted for the assignment only: practice's list of mistakes does not take it up later either
    assert "mistake-item" not in ana.get("/progreso").get_data(as_text=True)
    assert app.test_client().post(f"/api/v1/puzzles/{pid}/check", json={"answer": "x"}).status_code in (200, 400)


def _past_due(db, aid):
    db.execute("UPDATE assignments SET due_at = ?, opens_at = ? WHERE id = ?",
               [(datetime.now(timezone.utc) - timedelta(minutes=1)).isoformat(timespec="seconds"),
                (datetime.now(timezone.utc) - timedelta(days=1)).isoformat(timespec="seconds"), aid])
    db.conn.commit()


def test_teach_late_answers_are_marked_late_or_refused(app, club, db):
    profe, class_id, ana = club
    marked, refused = assign(profe, class_id), assign(profe, class_id, late="refuse")
    for aid in (marked, refused):
        _past_due(db, aid)
    first = items(ana, marked)[0]
    answer(ana, first, right_fields(puzzle_of(app, first)))
    assert classes.learner_cells(db, marked, progress.get_user_by_name(db, "ana").id)[1].late
    shut = items(ana, refused)[0]
    page = ana.get(shut).get_data(as_text=True)
    assert 'name="ticket"' not in page
    ticket = TICKET.search(ana.get(first).get_data(as_text=True))[1]
    assert ana.post(shut, {"ticket": ticket, **right_fields(puzzle_of(app, shut))}).status_code == 403
    assert db.execute("SELECT COUNT(*) FROM assignment_attempts WHERE assignment_id = ?", [refused]).fetchone()[0] == 0


def test_teach_an_assignment_not_open_yet_is_listed_but_not_answerable(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id, opens_at=local(timedelta(days=1)), due_at=local(timedelta(days=2)))
    page = ana.get("/mis-clases").get_data(as_text=True)
    assert f'data-assignment="{aid}" class="not_open"' in page
    token = classes.get_assignment(db, aid).items[0].token
    assert ana.get(f"/tareas/{aid}/{token}").status_code == 404


def test_teach_a_ticket_of_one_item_does_not_answer_another(app, club):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first, second = items(ana, aid)
    ticket = TICKET.search(ana.get(first).get_data(as_text=True))[1]
    assert ana.post(second, {"ticket": ticket, **right_fields(puzzle_of(app, second))}).status_code == 400


def test_teach_drill_down_shows_each_answer_with_its_explanation(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first = items(ana, aid)[0]
    pid = puzzle_of(app, first)
    answer(ana, first, wrong_fields(pid))
    uid = progress.get_user_by_name(db, "ana").id
    page = profe.get(f"/clases/{class_id}/tareas/{aid}/alumnos/{uid}").get_data(as_text=True)
    assert 'data-position="1"' in page and puzzles.from_id(pid).mistakes[0][0].text("es") in page
    assert "rule-steps" in page or "<ol" in page


def test_teach_csv_opens_in_a_spanish_spreadsheet_and_neutralises_formulas(app, club, db):
    profe, class_id, ana = club
    evil = new_learner(app, "-xy")  # a name a spreadsheet would read as a formula
    evil.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    aid = assign(profe, class_id)
    first = items(ana, aid)[0]
    answer(ana, first, right_fields(puzzle_of(app, first)))
    r = profe.get(f"/clases/{class_id}/tareas/{aid}.csv")
    assert r.mimetype == "text/csv" and "attachment" in r.headers["Content-Disposition"]
    raw = r.get_data()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert len(rows[0]) == 1 + 4 * 2 + 3
    by_name = {row[0]: row for row in rows[1:]}
    assert by_name["'-xy"] and by_name["ana"][1] == "1" and by_name["ana"][-3] == "1"


def test_teach_csv_cell_rules():
    cell = teach_gradebook.csv_cell
    assert cell("=SUM(A1)") == "'=SUM(A1)" and cell("@x") == "'@x"
    assert cell("+1") == "'+1" and cell("\tx") == "'\tx" and cell("-x") == "'-x"
    assert cell(-3) == -3 and cell(-0.5) == -0.5 and cell("ana") == "ana"
    assert teach_gradebook._number(-0.5) == "-0,5" and teach_gradebook._number(1.0) == "1"


def test_teach_item_statistics_flag_too_hard_and_suspected_ambiguity(app, db):
    users = [progress.create_user(db, f"l{n}", "x") for n in range(6)]
    profe = progress.create_user(db, "p", "x")
    klass = classes.create_class(db, profe.id, "C")
    for u in users:
        classes.join(db, klass.id, u.id)
    now = datetime.now(timezone.utc)
    a = classes.create_assignment(db, klass.id, classes.AssignmentSpec(
        "T", "generated", tuple(practice.new_puzzle_id("canasta.pozo", 1, n) for n in (1, 2)), now, now + timedelta(days=1)),
        teach._kind_level)
    for n, u in enumerate(users):
        for item in a.items:
            right = item.position == 2 or n == 0
            with progress.writing(db):
                cur = db.conn.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, "
                                      "credit, created_at) VALUES (?, ?, 'canasta.pozo', 'canasta', 1, ?, ?, ?, 'x')",
                                      (u.id, item.puzzle_id, "OK" if right else "RARO", int(right), float(right)))
                classes.record_in_assignment(db, a, item, cur.lastrowid, u.id, right, float(right), None,
                                             "OK" if right else "RARO", 1000 * (n + 1), False)
    stats = classes.item_stats(db, a)
    assert (stats[0].learners, stats[0].first_right, stats[0].mean_first_time_ms) == (6, 1, 3500)
    assert classes.too_hard(stats[0]) and not classes.too_hard(stats[1])
    assert classes.suspected_ambiguity(stats[0]).answer == "RARO" and classes.suspected_ambiguity(stats[1]) is None
    (group,) = classes.stats_by_kind_level(stats, classes.learners_by_kind_level(db, a))
    assert (group.learners, group.first_right, group.attempts) == (6, 7, 12)  # six learners, each counted once
    assert group.first_try_accuracy == 7 / 12  # of the twelve first answers


def test_teach_suspected_ambiguity_counts_learners_not_answers(app, db):
    users = [progress.create_user(db, f"l{n}", "x") for n in range(5)]
    klass = classes.create_class(db, progress.create_user(db, "p", "x").id, "C")
    for u in users:
        classes.join(db, klass.id, u.id)
    now = datetime.now(timezone.utc)
    a = classes.create_assignment(db, klass.id, classes.AssignmentSpec(
        "T", "generated", (practice.new_puzzle_id("canasta.pozo", 1, 1),), now, now + timedelta(days=1),
        attempts_allowed=0), teach._kind_level)
    (item,) = a.items
    answers = [(u, "OK") for u in users[:4]] + [(users[4], "RARO")] * 3  # four right, one sends RARO three times
    for u, given in answers:
        with progress.writing(db):
            cur = db.conn.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, "
                                  "credit, created_at) VALUES (?, ?, 'canasta.pozo', 'canasta', 1, ?, ?, ?, 'x')",
                                  (u.id, item.puzzle_id, given, int(given == "OK"), float(given == "OK")))
            classes.record_in_assignment(db, a, item, cur.lastrowid, u.id, given == "OK", float(given == "OK"), None,
                                         given, 1000, False)
    (stats,) = classes.item_stats(db, a)
    assert stats.wrong == (classes.WrongAnswer("RARO", None, 3, 1),) and stats.first_try_accuracy == 0.8
    assert classes.suspected_ambiguity(stats) is None


def test_teach_item_statistics_page_and_reports_reach_the_teacher(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first = items(ana, aid)[0]
    pid = puzzle_of(app, first)
    answer(ana, first, wrong_fields(pid))
    assert ana.post(first + "/informe", {"comment": "La respuesta depende de la regla de la casa"}).status_code == 303
    assert ana.post(first + "/informe", {"comment": " "}).status_code == 422
    page = profe.get(f"/clases/{class_id}/tareas/{aid}/estadisticas").get_data(as_text=True)
    assert 'data-position="1"' in page and puzzles.from_id(pid).mistakes[0][0].text("es") in page
    # the wrong answer as the verdict shows it (the option's label), never its code
    given = db.execute("SELECT answer FROM item_wrong_answers").fetchone()[0]
    p = puzzles.from_id(pid)
    assert re.findall(r"<q>([^<]*)</q>", page) == [p.form.label(given, "es")] * 2 and given not in page
    assert "La respuesta depende" in page
    assert "La respuesta depende" in profe.get(f"/clases/{class_id}").get_data(as_text=True)
    admin = new_learner(app, "admin1")
    roles.grant_role(db, progress.get_user_by_name(db, "admin1").id, "admin")
    assert "La respuesta depende" in admin.get("/clases/informes").get_data(as_text=True)
    assert profe.get("/clases/informes").status_code == 403


def test_teach_preview_shows_each_puzzle_with_its_answer_key(app, club, db):
    profe, class_id, _ana = club
    aid = assign(profe, class_id, kinds=["canasta.pozo", "tresillo.cobro"])
    page = profe.get(f"/clases/{class_id}/tareas/{aid}/ejercicios").get_data(as_text=True)
    a = classes.get_assignment(db, aid)
    assert page.count('class="mistake-card preview"') == 4
    cobro = puzzles.from_id(a.items[-1].puzzle_id)
    assert cobro.question_text("es") in page and cobro.ruling.reasons[0].text("es") in page


def test_teach_an_assignment_goes_out_and_comes_back_as_a_puzzle_set_file(app, club, db):
    profe, class_id, _ana = club
    aid = assign(profe, class_id, kinds=["canasta.pozo", "tresillo.cobro"])
    r = profe.get(f"/clases/{class_id}/tareas/{aid}.toml?juego=tresillo")
    import tomllib

    document = tomllib.loads(r.get_data(as_text=True))
    assert r.mimetype == "application/toml" and document["game"] == "tresillo" and len(document["puzzle"]) == 2
    profe.get(f"/clases/{class_id}/tareas/nueva")
    data = {"title": "De vuelta", "source": "file", "opens_at": local(timedelta(0)),
            "due_at": local(timedelta(days=1)), "attempts": "1", "counts": "first", "explanations": "each",
            "late": "mark", "set_file": (io.BytesIO(r.get_data()), "cobros.toml")}
    assert profe.post(f"/clases/{class_id}/tareas", data, content_type="multipart/form-data").status_code == 303
    back = max(classes.assignments_of_class(db, class_id), key=lambda found: found.id)
    original = classes.get_assignment(db, aid)
    assert [i.puzzle_id for i in back.items] == [i.puzzle_id for i in original.items if i.kind == "tresillo.cobro"]


def test_teach_a_bad_puzzle_set_file_is_refused_with_its_line(app, club, db):
    profe, class_id, _ana = club
    profe.get(f"/clases/{class_id}/tareas/nueva")
    bad = b'title = { es = "X", en = "X" }\ngame = "canasta"\n\n[[puzzle]]\nkind = "canasta.pozzo"\nlevel = 1\nseed = 1\n'
    data = {"title": "Mal", "source": "file", "opens_at": local(timedelta(0)), "due_at": local(timedelta(days=1)),
            "attempts": "1", "counts": "first", "explanations": "each", "late": "mark",
            "set_file": (io.BytesIO(bad), "mi-club.toml")}
    r = profe.post(f"/clases/{class_id}/tareas", data, content_type="multipart/form-data")
    assert r.status_code == 422 and "mi-club.toml:5:" in r.get_data(as_text=True)
    assert db.execute("SELECT COUNT(*) FROM assignments").fetchone()[0] == 0


SAVED = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 1800,
         "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}


def test_teach_a_teachers_saved_puzzles_are_assigned_and_every_learner_is_shown_them(app, club, db):
    from tutor.progress import personal_sets

    profe, class_id, ana = club
    personal_sets.add(db, progress.get_user_by_name(db, "profe").id, "Del club", "canasta.pozo", "canasta.pozo", SAVED)
    assert "mine:Del club" in profe.get(f"/clases/{class_id}/tareas/nueva").get_data(as_text=True)
    aid = assign(profe, class_id, source="mine:Del club")
    (item,) = classes.get_assignment(db, aid).items
    assert "-H" in item.puzzle_id and item.situation
    (address,) = items(ana, aid)
    puzzle = teach.pose(item)
    r = answer(ana, address, fields_for(puzzle.form, puzzle.answer), htmx=True)
    assert 'data-verdict="right"' in r.get_data(as_text=True)
    toml = profe.get(f"/clases/{class_id}/tareas/{aid}.toml").get_data(as_text=True)
    assert "situation" in toml and "JK" in toml


def test_teach_a_file_with_a_hand_written_situation_is_assigned(app, club, db):
    profe, class_id, ana = club
    text = ('title = { es = "Del club", en = "Club" }\ngame = "canasta"\n\n[[puzzle]]\nkind = "canasta.pozo"\n'
            'level = 1\nsituation = { pozo = ["5S", "JK", "7D", "KH"], primera_toma_hecha = true, '
            'salida_hecha = false, puntuacion = 1800, mano = ["KS", "KD", "AH", "AS", "2C", "9H"], '
            'combinaciones = [] }\n')
    profe.get(f"/clases/{class_id}/tareas/nueva")
    data = {"title": "Situación", "source": "file", "opens_at": local(timedelta(0)),
            "due_at": local(timedelta(days=1)), "attempts": "1", "counts": "first", "explanations": "each",
            "late": "mark", "set_file": (io.BytesIO(text.encode()), "club.toml")}
    r = profe.post(f"/clases/{class_id}/tareas", data, content_type="multipart/form-data")
    assert r.status_code == 303, r.get_data(as_text=True)[-3000:]
    aid = max(a.id for a in classes.assignments_of_class(db, class_id))
    (address,) = items(ana, aid)
    assert ana.get(address).status_code == 200


def test_teach_a_variant_per_learner_gives_each_their_own_puzzles_graded_in_one_gradebook(app, club, db):
    profe, class_id, ana = club
    bea = new_learner(app, "bea")
    bea.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    aid = assign(profe, class_id, kinds=["tresillo.cobro"], count="2", variants="1")
    a = classes.get_assignment(db, aid)
    assert a.variant_seed is not None
    ana_id, bea_id = (progress.get_user_by_name(db, n).id for n in ("ana", "bea"))
    mine = [assigned.variant_id(a, i, ana_id) for i in a.items]
    theirs = [assigned.variant_id(a, i, bea_id) for i in a.items]
    assert set(mine).isdisjoint(theirs) and mine == [assigned.variant_id(a, i, ana_id) for i in a.items]
    prefix = f"tresillo.cobro-v{puzzles.KINDS['tresillo.cobro'].version}-L1-"
    assert all(p.startswith(prefix) for p in mine + theirs)
    first = items(ana, aid)[0]
    answer(ana, first, right_fields(mine[0]))
    answer(bea, items(bea, aid)[0], wrong_fields(theirs[0]))
    rows = {r.username: r for r in classes.gradebook(db, a)}
    assert rows["ana"].cells[1].correct and not rows["bea"].cells[1].correct
    assert db.execute("SELECT puzzle_id FROM attempts WHERE user_id = ?", [ana_id]).fetchone()[0] == mine[0]
    drill = profe.get(f"/clases/{class_id}/tareas/{aid}/alumnos/{bea_id}").get_data(as_text=True)
    assert puzzles.from_id(theirs[0]).question_text("es") in drill


def test_teach_puzzles_are_reordered_until_someone_answers(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id, kinds=["canasta.pozo", "tresillo.cobro"], count="1")
    before = [i.puzzle_id for i in classes.get_assignment(db, aid).items]
    assert profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/1/mover", {"hacia": "abajo"}).status_code == 303
    assert [i.puzzle_id for i in classes.get_assignment(db, aid).items] == before[::-1]
    assert profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/2/mover", {"hacia": "abajo"}).status_code == 303
    assert [i.puzzle_id for i in classes.get_assignment(db, aid).items] == before[::-1]  # no later neighbour
    first = items(ana, aid)[0]
    answer(ana, first, right_fields(puzzle_of(app, first)))
    r = profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/1/mover", {"hacia": "abajo"})
    assert r.status_code == 409 and "mantienen su orden" in r.get_data(as_text=True)
    assert [i.puzzle_id for i in classes.get_assignment(db, aid).items] == before[::-1]


def test_teach_pages_in_english_show_no_spanish_interface_words(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first = items(ana, aid)[0]
    answer(ana, first, wrong_fields(puzzle_of(app, first)))
    for web in (profe, ana):
        web.post("/idioma", {"lang": "en", "next": "/"})
    uid = progress.get_user_by_name(db, "ana").id
    pages = [(profe, f"/clases/{class_id}"), (profe, f"/clases/{class_id}/tareas/nueva"),
             (profe, f"/clases/{class_id}/tareas/{aid}"), (profe, f"/clases/{class_id}/tareas/{aid}/estadisticas"),
             (profe, f"/clases/{class_id}/tareas/{aid}/alumnos/{uid}"), (profe, "/clases"),
             (ana, "/mis-clases"), (ana, f"/tareas/{aid}"), (ana, first)]
    for web, url in pages:
        page = web.get(url).get_data(as_text=True)
        visible = re.sub(r"<[^>]+>", " ", page.split("<main", 1)[1])
        for word in ("Alumnos", "Tareas", "Código", "Entrega", "Unirme", "Apertura", "Intentos", "Estadísticas",
                     "Mis clases", "ejercicio"):
            assert word not in visible, f"{word!r} on the English page {url}"


@pytest.mark.parametrize("language, shown", [
    ("es", ["10,5", "99,5", "100", "1.500", "0,67", "0"]),
    ("en", ["10.5", "99.5", "100", "1,500", "0.67", "0"]),
])
def test_teach_credit_is_written_as_the_pages_language_writes_numbers(app, language, shown):
    from flask import session

    with app.test_request_context("/"):
        session["lang"] = language
        assert [teach.credit_text(v) for v in (10.5, 99.5, 100, 1500, 2 / 3, 0)] == shown


def test_teach_wrong_answers_stored_before_learners_were_counted_get_their_learners(tmp_path):
    store = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="classes_0004_wrong_answer_learners")
    ana, bea = (progress.create_user(store, name, "x").id for name in ("ana", "bea"))
    for uid in (ana, ana, bea):
        cur = store.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, "
                            "created_at) VALUES (?, 'canasta.pozo-v1-L1-S1', 'canasta.pozo', 'canasta', 1, 'RARO', "
                            "0, 0, 'x')", [uid])
        store.execute("INSERT INTO assignment_attempts (attempt_id, assignment_id, position, user_id, late) "
                      "VALUES (?, 1, 1, ?, 0)", [cur.lastrowid, uid])
    store.execute("INSERT INTO item_wrong_answers (assignment_id, position, answer, mistake, n) "
                  "VALUES (1, 1, 'RARO', NULL, 3)")
    store.conn.commit()
    progress.migrate(store)
    assert store.execute("SELECT n, learners FROM item_wrong_answers").fetchall() == [(3, 2)]
    store.close()


def test_teach_credit_is_called_acierto_everywhere_as_on_the_verdict(app, club, db):
    profe, class_id, ana = club
    aid = assign(profe, class_id)
    first = items(ana, aid)[0]
    answer(ana, first, right_fields(puzzle_of(app, first)))
    pages = {"class": profe.get(f"/clases/{class_id}").get_data(as_text=True),
             "csv": profe.get(f"/clases/{class_id}/tareas/{aid}.csv").get_data().decode("utf-8-sig").split("\n")[0],
             "mis clases": ana.get("/mis-clases").get_data(as_text=True)}
    for name, text in pages.items():
        words = set(re.findall(r"\b(nota|puntuación|acierto)\b", text, re.I))
        assert {w.lower() for w in words} == {"acierto"}, (name, words)
