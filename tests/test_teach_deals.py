""""Juega un trato" as an item of a class assignment (issues 15 and 20): a teacher adds deals, a learner plays
theirs at the table under the assignment's rules, the gradebook files it when it ends (finished, moves refused),
the drill-down shows the learner's review; a sealed assignment leaks nothing through the deal's review."""

from __future__ import annotations

import re
from datetime import timedelta

from helpers import Web
from teach_helpers import assign, local, make_class, new_learner, new_teacher
from trato_helpers import fields, must_follow, play_until, state, text_of
from tutor import progress
from tutor.progress import classes, tratos
from tutor.rules.tresillo.computadora import computer_move
from tutor.rules.tresillo.mesa import CARTA, CARTEO, FIN, legal_moves
from tutor.web.trato_assigned import file_deal

FOUR = "tresillo.trato-v1-J4-S5-A1"
"""The learner (segundo) plays as jugador to the end (as in test_web_trato)."""


def world(app, **fields):
    """A teacher, a class with one learner, and an assignment of ``fields`` (default: the deal FOUR only)."""
    profe = new_teacher(app)
    class_id, code = make_class(profe, "Tresillo 1º")
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    aid = assign(profe, class_id, **{"source": "tratos", "tratos": FOUR, **fields})
    return profe, class_id, ana, aid


def store(app):
    return progress.open_db(app.config["DATABASE"])


def deal_item(app, aid: int, n: int = 0) -> classes.Item:
    db = store(app)
    try:
        return [i for i in classes.get_assignment(db, aid).items if i.kind == "tresillo.trato"][n]
    finally:
        db.close()


def sit(ana, aid: int, item: classes.Item) -> str:
    address = f"/tareas/{aid}/{item.token}"
    page = ana.get(address)
    assert page.status_code == 200 and "Sentarse a la mesa" in page.get_data(as_text=True)
    r = ana.post(address + "/trato", {})
    assert r.status_code == 303
    assert ana.get(address).headers["Location"] == r.headers["Location"]  # sat down once: to the same table
    return r.headers["Location"]


def test_teach_deals_a_learner_plays_an_assigned_deal_and_the_gradebook_files_it(app):
    profe, class_id, ana, aid = world(app)
    item = deal_item(app, aid)
    assert item.puzzle_id == FOUR and item.kind == "tresillo.trato"
    mine = text_of(ana.get(f"/tareas/{aid}").get_data(as_text=True))
    assert "Juega un trato" in mine and "Nivel" not in mine
    url = sit(ana, aid, item)
    table = ana.get(url).get_data(as_text=True)
    assert "tresillo.trato-v1" not in table and "Vuelve a jugarlo" not in table  # the teacher's until the due time
    row, juego = play_until(app, ana, url)
    assert juego.mesa.fase == FIN and row.assignment_id == aid
    end = text_of(ana.get(url).get_data(as_text=True))
    assert "Volver a la tarea" in end and "Siguiente trato" not in end
    assert ana.post(url + "/siguiente").status_code == 404  # an assigned deal is one deal
    gradebook = profe.get(f"/clases/{class_id}/tareas/{aid}").get_data(as_text=True)
    cell = re.search(r'<td[^>]*data-position="1"[^>]*>.*?</td>', gradebook, re.S)[0]
    assert 'class="right"' in cell and "terminado" in cell and "rechazada" not in cell
    assert "1 / 1" in text_of(gradebook)
    csv = profe.get(f"/clases/{class_id}/tareas/{aid}.csv").get_data(as_text=True)
    assert csv.splitlines()[1].split(";")[1:3] == ["1", ""]  # credit 1, no moves refused: as the web cell
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    cell = classes.learner_cells(db, aid, uid)[item.position]
    db.close()
    assert (cell.correct, cell.credit, cell.answer) == (True, 1.0, "0")
    drill = text_of(profe.get(f"/clases/{class_id}/tareas/{aid}/alumnos/{uid}").get_data(as_text=True))
    assert "terminado" in drill and FOUR in drill and "Subasta" in drill


def test_teach_deals_a_refused_card_is_counted_in_the_cell_and_the_drill_down_shows_why(app):
    profe, class_id, ana, _aid = world(app)
    url, row, juego = _must_follow_assigned(app, profe, class_id, ana)
    legales = {str(j.valor) for j in legal_moves(juego.mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in juego.mesa.manos[juego.asiento] if str(c) not in legales)
    ana.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    row, juego = play_until(app, ana, url)
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    cell = classes.learner_cells(db, row.assignment_id, uid)[row.position]
    attempts = progress.recent_attempts(db, uid)
    db.close()
    moves = len(juego.decisiones)
    assert (cell.correct, cell.answer, cell.credit) == (False, "1", round(1 - 1 / moves, 4))
    assert [a.kind for a in attempts] == ["tresillo.jugada_legal"]  # not sealed: counted in practice too
    drill = profe.get(f"/clases/{class_id}/tareas/{row.assignment_id}/alumnos/{uid}").get_data(as_text=True)
    assert 'class="decision refused"' in drill and "1 jugada rechazada" in text_of(drill)
    gradebook = profe.get(f"/clases/{class_id}/tareas/{row.assignment_id}").get_data(as_text=True)
    assert '<small class="mistake">1 jugada rechazada</small>' in gradebook
    stats = profe.get(f"/clases/{class_id}/tareas/{row.assignment_id}/estadisticas").get_data(as_text=True)
    assert _stats_row(stats) == "1. Juega un trato 1 0 0 1"  # finished, still playing, none refused, refused
    mine = ana.get(f"/tareas/{row.assignment_id}").get_data(as_text=True)
    assert _deal_line(mine) == "Juega un trato Terminado · 1 jugada rechazada"  # the gradebook's line
    assert 'class="wrong deal-item"' in mine


def _must_follow_assigned(app, profe, class_id, ana, **fields):
    """An assignment of the first deal (seeds from 1) where the learner must follow; the learner's table there."""
    for seed in range(1, 40):
        aid = assign(profe, class_id, source="tratos", tratos=f"tresillo.trato-v1-J4-S{seed}-A{seed % 3}",
                     title=f"Trato {seed}", **fields)
        url = sit(ana, aid, deal_item(app, aid))
        row, juego = play_until(app, ana, url, stop=must_follow)
        if must_follow(juego):
            return url, row, juego
    raise AssertionError("no deal where the rules narrow the learner's card")


def test_teach_deals_a_sealed_assignment_leaks_nothing_through_the_deals_review(app):
    profe, class_id, ana, _aid = world(app)
    url, row, juego = _must_follow_assigned(app, profe, class_id, ana, explanations="after_due")
    legales = {str(j.valor) for j in legal_moves(juego.mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in juego.mesa.manos[juego.asiento] if str(c) not in legales)
    ana.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    row, juego = play_until(app, ana, url)
    end = ana.get(url).get_data(as_text=True)
    assert "/repaso" not in end and "El repaso del trato se muestra después de la fecha de entrega" in end
    assert ana.get(url + "/repaso").status_code == 403
    assert ana.post(url + "/puzzles", {}).status_code == 403
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    assert progress.recent_attempts(db, uid) == []  # no verdict in practice before the due time
    assert classes.learner_cells(db, row.assignment_id, uid)[row.position].answer == "1"
    db.close()
    mine = ana.get(f"/tareas/{row.assignment_id}").get_data(as_text=True)
    said = _deal_line(mine)
    assert "Terminado" in said and "rechazada" not in said  # while sealed, as a sealed puzzle's "respondido"
    assert 'class="answered deal-item"' in mine and "wrong" not in mine.split("set-puzzles")[1]
    drill = profe.get(f"/clases/{class_id}/tareas/{row.assignment_id}/alumnos/{uid}").get_data(as_text=True)
    assert 'class="decision refused"' in drill  # the teacher sees it all


def test_teach_deals_are_played_under_the_assignments_profile(app):
    _profe, _class_id, ana, aid = world(app, perfil="clasica", tratos=FOUR + "\ntresillo.trato-v1-J3-S7",
                                        tratos_nuevos="1", tratos_jugadores="3")
    ids = [deal_item(app, aid, n).puzzle_id for n in range(3)]
    assert ids[:2] == [FOUR + "-Pclasica", "tresillo.trato-v1-J3-S7-A0-Pclasica"]  # without a seat: the mano
    assert re.fullmatch(r"tresillo\.trato-v1-J3-S\d+-A[012]-Pclasica", ids[2])
    url = sit(ana, aid, deal_item(app, aid))
    row, _juego = state(app, url)
    assert row.profile == "clasica" and "Reglas: Clásica" in text_of(ana.get(url).get_data(as_text=True))


def test_teach_deals_two_learners_get_the_same_deal(app):
    profe, class_id, ana, aid = world(app)
    beto = new_learner(app, "beto")
    db = store(app)
    beto.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    db.close()
    item = deal_item(app, aid)
    first, second = state(app, sit(ana, aid, item))[1], state(app, sit(beto, aid, item))[1]
    assert (first.yo, first.mesa.repartidas) == (second.yo, second.mesa.repartidas)
    assert first.asiento == 1


def test_teach_deals_a_bad_deal_id_shows_the_form_again(app):
    profe = new_teacher(app)
    class_id, _code = make_class(profe)
    profe.get(f"/clases/{class_id}/tareas/nueva")
    r = profe.post(f"/clases/{class_id}/tareas", {
        "title": "T", "source": "tratos", "tratos": "tresillo.trato-v1-J5-S1", "opens_at": local(timedelta(0)),
        "due_at": local(timedelta(days=1)), "attempts": "1", "counts": "best", "explanations": "each", "late": "mark"})
    assert r.status_code == 422 and "id de trato mal formado" in text_of(r.get_data(as_text=True))
    db = store(app)
    assert classes.assignments_of_class(db, class_id) == []
    db.close()


def test_teach_deals_late_moves_refused_when_the_assignment_refuses_late_answers(app):
    profe, class_id, ana, aid = world(app, late="refuse")
    url = sit(ana, aid, deal_item(app, aid))
    db = store(app)
    db.execute("UPDATE assignments SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [aid])
    db.conn.commit()
    db.close()
    row, juego = state(app, url)
    table = ana.get(url).get_data(as_text=True)
    assert FOUR in table  # past the due time the id is the learner's to share
    assert "no admite más respuestas" in text_of(table) and "<form" not in table.split('id="mesa"')[1]
    move = fields(computer_move(juego.mesa), len(row.moves))
    for htmx in (False, True):
        r = ana.post(url, move, htmx=htmx)
        body = r.get_data(as_text=True)
        assert r.status_code == 403 and "no admite más respuestas" in text_of(body)  # a Tapete page, not Werkzeug's
        assert ("<html" in body) != htmx and "<form" not in body.split('id="mesa"')[-1]
    assert state(app, url)[0].moves == row.moves


def test_teach_deals_the_store_files_a_deal_once_and_keeps_assigned_deals(app):
    _profe, _class_id, _ana, aid = world(app)
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    a = classes.get_assignment(db, aid)
    assigned = tratos.start(db, uid, "tresillo.trato-v1-J4-S5", 2, assignment_id=aid, position=1)
    assert tratos.start(db, uid, "tresillo.trato-v1-J4-S5", 2, assignment_id=aid, position=1) == assigned
    for seed in range(tratos.MAX_SESSIONS + 2):  # the learner's own sessions past the most kept
        tratos.start(db, uid, f"tresillo.trato-v1-J3-S{seed}", 0)
    assert tratos.get(db, uid, assigned.id) == assigned
    assert assigned.id not in [r.id for r in tratos.recent(db, uid)]
    assert classes.record_deal(db, a, a.items[0], uid, 12, 3, False)
    assert not classes.record_deal(db, a, a.items[0], uid, 12, 0, False)
    cell = classes.learner_cells(db, aid, uid)[1]
    assert (cell.credit, cell.correct, cell.answer, cell.attempts) == (0.75, False, "3", 1)
    assert classes.gradebook(db, a)[0].credit == 0.75
    db.close()


def test_teach_deals_only_the_learner_reaches_their_assigned_deal(app):
    profe, class_id, ana, aid = world(app)
    url = sit(ana, aid, deal_item(app, aid))
    beto = new_learner(app, "beto")
    db = store(app)
    beto.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    db.close()
    for other in (beto, profe, Web(app.test_client())):
        other.get("/")
        assert other.get(url).status_code == 404
        assert other.get(url + "/repaso").status_code == 404
        assert other.post(url, {"hechas": "0", "tipo": "puja", "valor": "paso"}).status_code == 404
    assert ana.get(url).status_code == 200


def test_teach_deals_keep_their_places_once_a_learner_sat_down(app):
    profe, class_id, ana, aid = world(app, source="generated", kinds="canasta.pozo", levels="1", count="1")
    assert profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/1/mover", {"hacia": "abajo"}).status_code == 303
    profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/1/mover", {"hacia": "abajo"})  # back: the deal last
    sit(ana, aid, deal_item(app, aid))
    r = profe.post(f"/clases/{class_id}/tareas/{aid}/ejercicios/1/mover", {"hacia": "abajo"})
    assert r.status_code == 409  # the learner's deal is filed by its item's place
    preview = text_of(profe.get(f"/clases/{class_id}/tareas/{aid}/ejercicios").get_data(as_text=True))
    assert "2. Juega un trato" in preview and FOUR in preview and "Juégalo tú" in preview
    stats = profe.get(f"/clases/{class_id}/tareas/{aid}/estadisticas")
    assert stats.status_code == 200 and "Juega un trato · Nivel" not in text_of(stats.get_data(as_text=True))
    csv = profe.get(f"/clases/{class_id}/tareas/{aid}.csv")
    assert csv.status_code == 200
    toml = profe.get(f"/clases/{class_id}/tareas/{aid}.toml").get_data(as_text=True)
    assert "tresillo.trato" not in toml and "canasta.pozo" in toml  # a deal is no puzzle of a set


def test_teach_deals_an_ended_deal_not_yet_filed_is_filed_when_its_table_is_shown(app):
    _profe, _class_id, ana, aid = world(app)
    url = sit(ana, aid, deal_item(app, aid))
    row, _juego = play_until(app, ana, url)
    db = store(app)
    db.execute("DELETE FROM gradebook_cells")  # as if the filing after the last move had been cut short
    db.execute("DELETE FROM gradebook_totals")
    db.conn.commit()
    uid = progress.get_user_by_name(db, "ana").id
    assert classes.learner_cells(db, aid, uid) == {}
    assert ana.get(url).status_code == 200
    assert ana.get(url).status_code == 200  # once
    assert classes.learner_cells(db, aid, uid)[row.position].answer == "0"
    totals = classes.gradebook(db, classes.get_assignment(db, aid))[0]
    assert (totals.credit, totals.attempts) == (1.0, 1)  # filed once
    db.close()


def test_teach_deals_no_sitting_down_after_the_due_time_when_late_answers_are_refused(app):
    _profe, _class_id, ana, aid = world(app, late="refuse")
    item = deal_item(app, aid)
    db = store(app)
    db.execute("UPDATE assignments SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [aid])
    db.conn.commit()
    db.close()
    r = ana.post(f"/tareas/{aid}/{item.token}/trato", {})
    assert r.status_code == 403 and "no admite más respuestas" in text_of(r.get_data(as_text=True))
    db = store(app)
    assert list(db.query("SELECT id FROM tratos")) == []
    db.close()


def test_teach_deals_a_learner_removed_from_the_class_cannot_play_on_nor_be_filed(app):
    profe, class_id, ana, aid = world(app)
    url = sit(ana, aid, deal_item(app, aid))
    row, juego = state(app, url)
    assert ana.post(url, fields(computer_move(juego.mesa), len(row.moves))).status_code == 303
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    db.close()
    assert profe.post(f"/clases/{class_id}/alumnos/{uid}/quitar", {}).status_code == 303
    row, juego = state(app, url)
    move = fields(computer_move(juego.mesa), len(row.moves))
    assert ana.post(url, move).status_code == 404  # as the class's puzzle items are
    assert ana.post(url, move, htmx=True).status_code == 404
    assert ana.get(url).status_code == 404 and ana.get(url + "/repaso").status_code == 404
    assert state(app, url)[0].moves == row.moves


def test_teach_deals_an_ended_deal_is_not_filed_for_a_learner_no_longer_in_the_class(app):
    profe, class_id, ana, aid = world(app)
    url = sit(ana, aid, deal_item(app, aid))
    row, juego = play_until(app, ana, url)
    db = store(app)
    uid = progress.get_user_by_name(db, "ana").id
    db.execute("DELETE FROM gradebook_cells")  # as if the filing after the last move had been cut short
    db.execute("DELETE FROM gradebook_totals")
    db.conn.commit()
    assert profe.post(f"/clases/{class_id}/alumnos/{uid}/quitar", {}).status_code == 303
    assert ana.get(url).status_code == 404
    with app.test_request_context():
        file_deal(row, juego, uid)
    assert classes.learner_cells(db, aid, uid) == {}
    assert list(db.query("SELECT * FROM gradebook_totals")) == []
    db.close()


def _assign_deals(profe, class_id, tratos: str, **fields):
    """The assignment form posted with the deal list ``tratos``: the response."""
    profe.get(f"/clases/{class_id}/tareas/nueva")
    return profe.post(f"/clases/{class_id}/tareas", {
        "title": "T", "source": "tratos", "tratos": tratos, "opens_at": local(timedelta(0)),
        "due_at": local(timedelta(days=1)), "attempts": "1", "counts": "best", "explanations": "each", "late": "mark",
        **fields})


def test_teach_deals_a_deal_typed_under_other_rules_or_none_is_refused(app):
    profe = new_teacher(app)
    class_id, _code = make_class(profe)
    for typed, said in [(FOUR + "-Pclasica", "se juega con Clásica"),  # the Reglamento's assignment
                        (FOUR + "-Pnoexiste", "reglas de la casa que este club no tiene (noexiste)")]:
        r = _assign_deals(profe, class_id, typed)
        page = r.get_data(as_text=True)
        assert r.status_code == 422 and said in text_of(page) and typed in page  # the form again, as typed
    r = _assign_deals(profe, class_id, FOUR + "-Pclasica", perfil="clasica")  # the assignment's own: accepted
    assert r.status_code == 303
    db = store(app)
    assert [i.puzzle_id for a in classes.assignments_of_class(db, class_id) for i in a.items] == [FOUR + "-Pclasica"]
    db.close()


def test_teach_deals_a_deal_twice_in_one_assignment_is_refused(app):
    profe = new_teacher(app)
    class_id, _code = make_class(profe)
    for typed in (f"{FOUR}\n{FOUR}", f"{FOUR}\ntresillo.trato-v1-J4-S5-R2-A0"):  # the same cards, another seat
        r = _assign_deals(profe, class_id, typed)
        said = text_of(r.get_data(as_text=True))
        assert r.status_code == 422 and "tresillo.trato-v1-J4-S5 está en la lista más de una vez" in said
    assert _assign_deals(profe, class_id, f"{FOUR}\ntresillo.trato-v1-J3-S5").status_code == 303  # other cards
    db = store(app)
    assert [len(a.items) for a in classes.assignments_of_class(db, class_id)] == [2]
    db.close()


def test_teach_deals_an_empty_report_on_a_deal_item_is_422_with_its_page(app):
    _profe, _class_id, ana, aid = world(app)
    address = f"/tareas/{aid}/{deal_item(app, aid).token}"
    for sat in (False, True):
        ana.get(address)
        r = ana.post(address + "/informe", {"comment": " "})
        assert r.status_code == 422 and "Di qué está mal" in text_of(r.get_data(as_text=True))
        if not sat:
            ana.post(address + "/trato", {})
    db = store(app)
    assert list(db.query("SELECT * FROM puzzle_reports")) == []
    db.close()


def _deal_line(page: str, position: int = 1) -> str:
    """What the learner's assignment page says of its deal item at ``position``: its title, state and button."""
    li = re.search(rf'<li [^>]*data-position="{position}"[^>]*>(.*?)</li>', page, re.S)[1]
    return text_of(li).strip()


def _hand_names(juego) -> list[str]:
    """The names of the learner's cards, as a page would write them (Spanish and English)."""
    return [c.nombre(lang) for c in juego.mesa.manos[juego.asiento] for lang in ("es", "en")]


def test_teach_deals_the_assignment_page_says_where_the_learners_deal_stands(app):
    profe, class_id, ana, aid = world(app)
    mine = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(mine) == "Juega un trato Sin empezar Sentarse a la mesa"
    item = deal_item(app, aid)
    assert f'action="/tareas/{aid}/{item.token}/trato"' in mine  # the button sits down (a plain form)
    url = sit(ana, aid, item)
    row, juego = state(app, url)
    assert juego.mesa.fase == "subasta" and juego.mi_turno
    mine = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(mine) == "Juega un trato En juego: subasta Seguir jugando"
    assert f'href="{url}"' in mine and "/trato\"" not in mine
    row, juego = play_until(app, ana, url, stop=lambda j: j.mesa.fase == CARTEO and len(j.mesa.bazas) == 3)
    assert juego.mesa.fase == CARTEO and juego.mi_turno
    mine = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(mine) == "Juega un trato En juego: baza 4 de 9 Seguir jugando"
    # nothing of the hands, nor the deal's id (the teacher's until the due time)
    assert 'class="card' not in mine and "tresillo.trato-v1" not in mine
    assert [n for n in _hand_names(juego) if n in text_of(mine)] == []
    ana.post("/idioma", {"lang": "en", "next": "/"})
    english = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(english) == "Play a deal In play: trick 4 of 9 Continue playing"
    # another learner of the class sees their own deal: not started
    beto = new_learner(app, "beto")
    db = store(app)
    beto.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    db.close()
    assert _deal_line(beto.get(f"/tareas/{aid}").get_data(as_text=True)) == \
        "Juega un trato Sin empezar Sentarse a la mesa"
    play_until(app, ana, url)
    english = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(english) == "Play a deal Finished · no move refused"
    assert 'class="right deal-item"' in english
    ana.post("/idioma", {"lang": "es", "next": "/"})
    assert _deal_line(ana.get(f"/tareas/{aid}").get_data(as_text=True)) == \
        "Juega un trato Terminado · ninguna jugada rechazada"


def test_teach_deals_after_the_due_time_refusing_late_answers_the_page_offers_no_button(app):
    _profe, class_id, ana, aid = world(app, late="refuse", tratos=FOUR + "\ntresillo.trato-v1-J3-S7")
    url = sit(ana, aid, deal_item(app, aid))
    db = store(app)
    db.execute("UPDATE assignments SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [aid])
    db.conn.commit()
    db.close()
    mine = ana.get(f"/tareas/{aid}").get_data(as_text=True)
    assert _deal_line(mine, 1) == "Juega un trato En juego: subasta"  # no "Seguir jugando": the table is closed
    assert _deal_line(mine, 2) == "Juega un trato Sin empezar"  # no "Sentarse": sitting down is refused (403)
    assert f'href="{url}"' not in mine and "/trato\"" not in mine


def _stats_row(page: str, position: int = 1) -> str:
    """The deal item's line of the item statistics: title, finished, still playing, with none refused, refused."""
    table = page.split('class="stats deal-stats"')[1].split("</table>")[0]
    return text_of(re.search(rf'<tr data-position="{position}">(.*?)</tr>', table, re.S)[1]).strip()


def test_teach_deals_the_statistics_give_a_deal_its_own_line_not_an_attempt(app):
    profe, class_id, ana, aid = world(app, source="generated", kinds="canasta.pozo", levels="1", count="1")
    beto = new_learner(app, "beto")
    db = store(app)
    beto.post("/mis-clases", {"code": classes.get_class(db, class_id).code})
    db.close()
    item = deal_item(app, aid)
    assert item.position == 2
    play_until(app, ana, sit(ana, aid, item))
    sit(beto, aid, item)  # sat down, not finished
    address = f"/clases/{class_id}/tareas/{aid}/estadisticas"
    stats = profe.get(address).get_data(as_text=True)
    assert _stats_row(stats, 2) == "2. Juega un trato 1 1 1 0"
    said = text_of(stats)
    assert "Tratos para jugar" in said and "Alumnos que lo terminaron Siguen jugando" in said
    assert "no tiene intentos ni primer intento" in said
    puzzles = stats.split('class="stats item-stats"')[1].split("</table>")[0]
    kinds = stats.split('class="stats kind-stats"')[1].split("</table>")[0]
    assert "Juega un trato" not in puzzles + kinds and 'data-position="2"' not in puzzles  # not "1 attempt, 100 %"
    assert 'data-position="1"' in puzzles
    gradebook = text_of(profe.get(f"/clases/{class_id}/tareas/{aid}").get_data(as_text=True))
    assert "1 ejercicio · 1 trato para jugar" in gradebook
    csv = profe.get(f"/clases/{class_id}/tareas/{aid}.csv").get_data(as_text=True).splitlines()
    ana_line = next(line for line in csv if line.startswith("ana;")).split(";")
    assert ana_line[5:9] == ["1", "", "", ""]  # the deal: credit 1, nothing refused, no attempts, no time
    beto_line = next(line for line in csv if line.startswith("beto;")).split(";")
    assert beto_line[1:9] == ["", "", "0", "", "", "", "", ""]  # the puzzle unanswered: 0 attempts; the deal: none
    profe.post("/idioma", {"lang": "en", "next": "/"})
    english = profe.get(address).get_data(as_text=True)
    assert _stats_row(english, 2) == "2. Play a deal 1 1 1 0"
    assert "Learners who finished it Still playing Finished with no move refused Moves refused, in all" in \
        text_of(english)
    assert "1 puzzle · 1 deal to play" in text_of(profe.get(f"/clases/{class_id}/tareas/{aid}").get_data(as_text=True))


def test_teach_deals_an_assignment_of_deals_only_shows_no_empty_puzzle_tables(app):
    profe, class_id, _ana, aid = world(app)
    stats = profe.get(f"/clases/{class_id}/tareas/{aid}/estadisticas").get_data(as_text=True)
    assert "item-stats" not in stats and "kind-stats" not in stats and _stats_row(stats) == "1. Juega un trato 0 0 0 0"
    assert "Demasiado difícil" not in stats  # the puzzles' flags, with no puzzle to flag
    assert "· 1 trato para jugar" in text_of(profe.get(f"/clases/{class_id}/tareas/{aid}").get_data(as_text=True))


def _my_line(page: str, aid: int) -> str:
    """What Mis clases says of the assignment ``aid``: its title, due time, progress and credit."""
    li = re.search(rf'<li data-assignment="{aid}"[^>]*>(.*?)</li>', page, re.S)[1]
    return re.sub(r" · (entrega|due) [^·]* ·", " ·", text_of(li).strip())


def test_teach_deals_a_finished_deal_is_counted_apart_from_the_puzzles_answered(app):
    """A deal is played, not answered: Mis clases, the class page and the CSV count it as the gradebook does,
    "1 ejercicio · 1 trato para jugar" (Mis clases said "1 de 2 respondidos" of a finished deal)."""
    profe, class_id, ana, aid = world(app, source="generated", kinds="canasta.pozo", levels="1", count="1",
                                      title="Tarea 1")
    assert _my_line(ana.get("/mis-clases").get_data(as_text=True), aid) == \
        "Tarea 1 · 0 de 1 ejercicio respondido · tratos terminados: 0 de 1"
    play_until(app, ana, sit(ana, aid, deal_item(app, aid)))
    assert _my_line(ana.get("/mis-clases").get_data(as_text=True), aid) == \
        "Tarea 1 · 0 de 1 ejercicio respondido · tratos terminados: 1 de 1 · acierto 1"
    row = re.search(rf'<tr data-assignment="{aid}">(.*?)</tr>', profe.get(f"/clases/{class_id}").get_data(as_text=True),
                    re.S)[1]
    assert "<td>1 ejercicio · 1 trato para jugar</td><td>1 / 1</td><td>1</td>" in row
    csv = profe.get(f"/clases/{class_id}/tareas/{aid}.csv").get_data(as_text=True).splitlines()
    assert csv[0].split(";")[-4:] == ["Total", "Respondidos", "Tratos terminados", "Tarde"]
    assert csv[1].split(";")[-4:] == ["1", "0", "1", "0"]  # the deal: finished, not answered
    ana.post("/idioma", {"lang": "en", "next": "/"})
    assert _my_line(ana.get("/mis-clases").get_data(as_text=True), aid) == \
        "Tarea 1 · 0 of 1 puzzle answered · deals finished: 1 of 1 · credit 1"
    profe.post("/idioma", {"lang": "en", "next": "/"})
    page = profe.get(f"/clases/{class_id}").get_data(as_text=True)
    assert "Puzzles and deals" in page and "<td>1 puzzle · 1 deal to play</td>" in page
    csv = profe.get(f"/clases/{class_id}/tareas/{aid}.csv").get_data(as_text=True).splitlines()
    assert csv[0].split(";")[-4:] == ["Total", "Answered", "Deals finished", "Late"]


def test_teach_deals_new_deals_use_a_seed_too_long_to_find_from_a_hand(app):
    """A learner who tries seeds until one deals their own hand finds a typed S123 at once and a seed below 10⁹ in
    hours; a new deal's seed is drawn from the whole range of seeds (up to 2⁶³ - 1), and the form says which is
    the safe choice."""
    profe, class_id, ana, aid = world(app, tratos="", tratos_nuevos="10")
    seeds = [int(re.search(r"-S(\d+)-", deal_item(app, aid, n).puzzle_id)[1]) for n in range(10)]
    assert max(seeds) >= 10**12 and all(s <= 2**63 - 1 for s in seeds)  # all ten below 10¹²: one chance in 10⁷⁰
    url = sit(ana, aid, deal_item(app, aid, seeds.index(max(seeds))))
    row, juego = play_until(app, ana, url, stop=lambda j: j.mesa.fase != "subasta")
    assert str(max(seeds)) in row.trato_id and juego.mesa.fase != "subasta"  # a long seed deals and plays
    form = text_of(profe.get(f"/clases/{class_id}/tareas/nueva").get_data(as_text=True))
    assert "en segundos con una semilla corta como S123, en horas con el id de una mesa" in form
    assert "Los tratos nuevos usan una semilla aleatoria demasiado larga para encontrarla así" in form
