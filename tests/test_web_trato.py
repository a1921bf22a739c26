"""Juega un trato in the browser (issue 20): a learner's deal at /tresillo/trato, rebuilt from its id and the
learner's moves; every move a form checked by the engine (``rules/tresillo.md §5–§13``); refusals with the rule,
counted in the learner's progress; the end's settlement as the ``tresillo.cobro`` ruling explains it; the next deal
of a session; the review and its key moments saved as puzzles; only the owner reaches a deal."""

from __future__ import annotations

import json
import re

import pytest
from helpers import Web
from trato_helpers import fields, must_follow, play_until, row_of, state, text_of

from tutor import progress, referee
from tutor.progress import club, club_profiles, personal_sets, tratos
from tutor.rules.tresillo.computadora import computer_move
from tutor.rules.tresillo.mesa import CARTA, CARTEO, FIN, MAX_ID_LENGTH, PUJA, SUBASTA, Jugada, is_legal, legal_moves
from tutor.web.trato import key_moments
from tutor.web.trato_juego import cobro_situation

FOUR = "tresillo.trato-v1-J4-S5"
"""A deal whose learner (segundo, seat 1) plays as jugador to the end: a vuelta, five tricks to the contra A."""


def start(web: Web, trato_id: str = FOUR, asiento: int = 1) -> str:
    web.get("/tresillo/trato")
    r = web.post("/tresillo/trato", {"jugadores": "4", "asiento": str(asiento), "id": trato_id})
    assert r.status_code == 303
    return r.headers["Location"]


# ---------------------------------------------------------------------------------------------- a whole deal


def test_trato_a_deal_played_to_the_end_shows_the_settlement_as_the_cobro_ruling_explains_it(app, web):
    url = start(web)
    row, juego = play_until(app, web, url)
    assert juego.mesa.fase == FIN and juego.yo == "Carmen"
    page = web.get(url).get_data(as_text=True)
    text = text_of(page)
    ruling = referee.run_json("tresillo.cobro", cobro_situation(juego.mesa), lang="es")
    for reason in ruling["reasons"]:  # every step of the cobro's explanation, in its words
        assert text_of(reason["text"]).strip() in text
    assert ruling["answer"]["neto"]["jugador"] == dict(juego.mesa.final.asiento.cobro.neto)["jugador"] == -65
    assert "Carmen (tú)" in text and "−65" in text or "-65" in text
    assert "Siguiente trato" in text


def test_trato_the_tables_settlement_is_the_cobro_puzzles_answer_and_the_dealers_5_a_line_of_its_own(app, web):
    url = start(web)
    _, juego = play_until(app, web, url)
    page = web.get(url).get_data(as_text=True)
    rows = {re.sub(r"\s*\(tú\)", "", text_of(th)).strip(): [text_of(td).strip() for td in tds]
            for th, tds in ((m[1], re.findall(r"<td>(.*?)</td>", m[2]))
                            for m in re.finditer(r'<tr[^>]*><th scope="row">(.*?)</th>(.*?)</tr>', page))}
    # J4-S5: Carmen's vuelta lost by codillo; Ana deals (the alcalde) and puts her 5 into the plato
    assert rows == {"Carmen jugador": ["-65", "—", "-65"], "Dani contra A": ["+30", "—", "+30"],
                    "Beto contra B": ["+5", "—", "+5"], "Ana alcalde": ["+5", "-5", "+0"]}
    answer = referee.run_json("tresillo.cobro", cobro_situation(juego.mesa))["answer"]["neto"]
    assert answer == {"jugador": -65, "contra_a": 30, "contra_b": 5, "alcalde": 5}  # the saved puzzle's answer


def test_trato_with_htmx_each_move_swaps_the_table_in_place(app, web):
    url = start(web)
    juego = state(app, url)[1]
    r = web.post(url, fields(computer_move(juego.mesa), 0), htmx=True)
    assert r.status_code == 200 and "HX-Request" in r.headers["Vary"]
    body = r.get_data(as_text=True)
    assert "<html" not in body and 'id="mesa"' not in body and 'class="seats"' in body  # the table's inside
    assert len(row_of(app, url).moves) == 1


def test_trato_a_reload_or_another_device_continues_from_the_stored_moves(app, learner):
    url = start(learner)
    play_until(app, learner, url, stop=lambda j: j.mesa.fase != SUBASTA)
    before = learner.get(url).get_data(as_text=True)
    other_device = Web(app.test_client())
    assert other_device.login("ana", "secreto-123").status_code == 303
    again = other_device.get(url)
    assert again.status_code == 200
    hand = re.findall(r'data-carta="|title="([^"]+)"', before)
    assert re.findall(r'data-carta="|title="([^"]+)"', again.get_data(as_text=True)) == hand


# ---------------------------------------------------------------------------------------------- refusals


def _first_must_follow(app, web, profile: str = "") -> tuple[str, object, object]:
    """The first deal (seeds from 1, under the profile of key ``profile``) where the learner must follow."""
    for seed in range(1, 40):
        url = start(web, f"tresillo.trato-v1-J4-S{seed}" + (f"-P{profile}" if profile else ""), asiento=seed % 3)
        row, juego = play_until(app, web, url, stop=must_follow)
        if must_follow(juego):
            return url, row, juego
    raise AssertionError("no deal where the rules narrow the learner's card")


def test_trato_an_illegal_card_is_refused_with_the_reason_and_the_legal_cards_marked(app, web):
    url, row, juego = _first_must_follow(app, web)
    mesa = juego.mesa
    legales = {str(j.valor) for j in legal_moves(mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in mesa.manos[juego.asiento] if str(c) not in legales)
    r = web.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    assert r.status_code == 303
    page = web.get(url).get_data(as_text=True)
    assert 'class="refusal error" role="alert"' in page
    assert re.search(r"debe (asistir|jugar)|puede jugar", text_of(page))
    marked = set(re.findall(r'class="card-button legal"[^>]*value="([^"]+)"', page))
    assert marked == legales
    after = row_of(app, url)
    assert after.moves[-1] == {"tipo": "carta", "valor": illegal, "rechazada": True}
    assert state(app, url)[1].mesa.manos == mesa.manos  # nothing was played


def test_trato_a_refused_card_of_a_jugador_who_may_surrender_says_so_in_a_sentence(app, web):
    url = start(web)  # J4-S5: Carmen's vuelta, a card to follow before the 4th trick
    row, juego = play_until(app, web, url, stop=lambda j: must_follow(j) and any(
        m.tipo == "rendirse" for m in legal_moves(j.mesa)))
    legales = {str(j.valor) for j in legal_moves(juego.mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in juego.mesa.manos[juego.asiento] if str(c) not in legales)
    web.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    page = web.get(url).get_data(as_text=True)
    box = text_of(re.search(r'<section class="refusal error".*?</section>', page, re.S)[0])
    assert "Puedes jugar:" in box and "También puedes rendirte (la doy)." in box
    assert "Ahora puedes" not in box and "rendirse" not in box
    web.post("/idioma", {"lang": "en", "next": url})
    page = web.get(url).get_data(as_text=True)
    box = text_of(re.search(r'<section class="refusal error".*?</section>', page, re.S)[0])
    assert "You may also surrender (la doy)." in box and "Allowed now" not in box
    review = text_of(web.get(url + "/repaso").get_data(as_text=True))
    assert re.search(r"Play : tried to play \S+ [a-z ]+ refused by the referee", review)


def club_default(app, renuncio: str | None) -> str:
    """Make a club profile whose Tresillo ``renuncio`` is ``renuncio`` the club's default (``None``: the
    Reglamento); returns the default's key."""
    db = progress.open_db(app.config["DATABASE"])
    try:
        key = "reglamento"
        if renuncio is not None:
            revision = club_profiles.save_profile(db, "mesa", "Peña de la mesa", {"tresillo": {"renuncio": renuncio}},
                                                  None)
            key = f"club_{revision}"
        club.set_club_settings(db, {"default_profile": key})
        return key
    finally:
        db.close()


@pytest.mark.parametrize("renuncio", ["aceptar", "rechazar", None])
def test_trato_plays_under_the_profile_its_id_names_a_renuncio_accepted_as_at_the_table(app, web, renuncio):
    key = club_default(app, renuncio)
    url, row, juego = _first_must_follow(app, web, "" if renuncio is None else key)
    assert row.profile == (None if renuncio is None else key)  # kept with the deal
    page = text_of(web.get(url).get_data(as_text=True))
    assert ("Reglas: Peña de la mesa" if renuncio else "Reglas: Reglamento") in page
    club_default(app, None)  # the club's default changes: the deal under way keeps its profile
    mesa = juego.mesa
    legales = {str(j.valor) for j in legal_moves(mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in mesa.manos[juego.asiento] if str(c) not in legales)
    assert web.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal}).status_code == 303
    page = text_of(web.get(url).get_data(as_text=True))
    after, now = state(app, url)
    if renuncio == "aceptar":
        assert after.moves[-1] == {"tipo": "carta", "valor": illegal}
        assert [str(p.jugada.valor) for p in now.mesa.pasos if p.renuncio] == [illegal]
        assert "Renuncio:" in page and "refusal error" not in page
        assert now.decisiones[-1].renuncio
        review = web.get(url + "/repaso").get_data(as_text=True)
        assert 'class="decision renuncio"' in review and "Reglas: Peña de la mesa" in text_of(review)
    else:
        assert after.moves[-1] == {"tipo": "carta", "valor": illegal, "rechazada": True}
        assert now.mesa.manos == mesa.manos and not any(p.renuncio for p in now.mesa.pasos)
        assert "Renuncio:" not in page


def test_trato_a_refused_card_counts_as_a_wrong_answer_of_its_puzzle_kind_and_is_explained(app, learner):
    url, row, juego = _first_must_follow(app, learner)
    mesa = juego.mesa
    legales = {str(j.valor) for j in legal_moves(mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in mesa.manos[juego.asiento] if str(c) not in legales)
    learner.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    db = progress.open_db(app.config["DATABASE"])
    uid = progress.get_user_by_name(db, "ana").id
    (attempt,) = progress.recent_attempts(db, uid)
    assert (attempt.kind, attempt.correct, attempt.answer) == ("tresillo.jugada_legal", False, illegal)
    assert progress.stats_by_kind(db, uid)["tresillo.jugada_legal"].attempts == 1
    saved = personal_sets.find(db, uid, attempt.puzzle_id)
    assert saved.situation["mano"] == [str(c) for c in mesa.manos[juego.asiento]]
    db.close()
    verdict = learner.get(f"/intento/{attempt.id}")
    assert verdict.status_code == 200
    review = text_of(learner.get(url + "/repaso").get_data(as_text=True))
    assert re.search(r"Juego : intentó jugar \S+ [a-zé ]+ rechazada por el árbitro", review)  # not "jugó"
    assert "Cuenta en tu progreso como respuesta equivocada: Qué cartas puedes jugar." in review
    # the same refusal posted again (a double click) stores nothing more
    learner.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    assert len(row_of(app, url).moves) == len(row.moves) + 1
    # the same refusal again on the table it left (the move made anew): kept in the review, one attempt still
    assert learner.post(url, {"hechas": str(len(row.moves) + 1), "tipo": "carta", "valor": illegal}).status_code == 303
    assert len(row_of(app, url).moves) == len(row.moves) + 2
    db = progress.open_db(app.config["DATABASE"])
    assert [a.answer for a in progress.recent_attempts(db, uid)] == [illegal]
    db.close()


def _bid_before_the_postre(app, web) -> str:
    """A new deal whose learner, the postre, is to bid after a bid: an entrada is refused."""
    for seed in range(1, 60):
        url = start(web, f"tresillo.trato-v1-J3-S{seed}", asiento=2)
        row, juego = state(app, url)
        if juego.mi_turno and juego.mesa.fase == SUBASTA and any(a != "paso" for a in juego.mesa.acciones):
            return url
    raise AssertionError("no auction with a bid before the postre")


def test_trato_a_bid_the_rules_do_not_allow_is_refused_with_the_bids_allowed(app, web):
    url = _bid_before_the_postre(app, web)
    r = web.post(url, {"hechas": "0", "tipo": "puja", "valor": "entrada"})
    assert r.status_code == 303
    text = text_of(web.get(url).get_data(as_text=True))
    assert "Rechazada" in text and "Ahora puedes: pasar, pujar " in text
    db = progress.open_db(app.config["DATABASE"])
    kinds = [r["kind"] for r in db.query("SELECT kind FROM attempts")]
    db.close()
    assert kinds == ["tresillo.lances"]


def test_trato_a_move_on_a_table_that_moved_on_changes_nothing(app, web):
    url = start(web)
    juego = state(app, url)[1]
    move = fields(computer_move(juego.mesa), 0)
    assert web.post(url, move).status_code == 303
    assert web.post(url, move).status_code == 303  # the same form again: stale
    assert len(row_of(app, url).moves) == 1


@pytest.mark.parametrize("data", [
    {"tipo": "carta", "valor": "1e"},            # a card in the auction
    {"tipo": "puja", "valor": "grande"},         # off the ladder
    {"tipo": "nada", "valor": "x"},
])
def test_trato_a_field_no_form_offers_is_a_400(app, web, data):
    url = start(web)
    assert web.post(url, {"hechas": "0", **data}).status_code == 400
    assert row_of(app, url).moves == ()


def test_trato_a_card_not_in_the_hand_is_a_400(app, web):
    url, row, juego = _first_must_follow(app, web)
    foreign = next(str(c) for c in juego.mesa.manos[(juego.asiento + 1) % 3])
    r = web.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": foreign})
    assert r.status_code == 400


def test_trato_every_post_needs_the_csrf_token(app, web):
    url = start(web)
    assert web.post(url, {"hechas": "0", "tipo": "puja", "valor": "paso"}, csrf=False).status_code == 400
    assert web.post("/tresillo/trato", {"jugadores": "4", "asiento": "0"}, csrf=False).status_code == 400


def _store_moves(app, url: str, moves: list[dict]) -> None:
    row = row_of(app, url)
    db = progress.open_db(app.config["DATABASE"])
    db.execute("UPDATE tratos SET moves = ? WHERE id = ?", [json.dumps(moves), row.id])
    db.conn.commit()
    db.close()


def test_trato_refused_moves_are_bounded_and_a_legal_move_is_always_stored(app, web):
    url = _bid_before_the_postre(app, web)
    _store_moves(app, url, [{"tipo": "puja", "valor": "entrada", "rechazada": True}] * tratos.MAX_REFUSED)
    # a refusal past the cap is answered, with the rule and why it is not kept, and stored nowhere
    r = web.post(url, {"hechas": str(tratos.MAX_REFUSED), "tipo": "puja", "valor": "entrada"})
    assert r.status_code == 422
    text = text_of(r.get_data(as_text=True))
    assert "Rechazada" in text and "Ahora puedes" in text and "como mucho 40 jugadas rechazadas" in text
    assert len(row_of(app, url).moves) == tratos.MAX_REFUSED
    # a legal move is stored, and the deal goes on to its end
    r = web.post(url, {"hechas": str(tratos.MAX_REFUSED), "tipo": "puja", "valor": "paso"})
    assert r.status_code == 303
    assert row_of(app, url).moves[-1] == {"tipo": "puja", "valor": "paso"}
    _, juego = play_until(app, web, url)
    assert juego.mesa.fase == FIN


def test_trato_a_legal_move_is_stored_after_as_many_refusals_as_the_reviewer_made(app, web):
    url = start(web)
    _store_moves(app, url, [{"tipo": "puja", "valor": "bola", "rechazada": True}] * 120)
    assert web.post(url, {"hechas": "120", "tipo": "puja", "valor": "paso"}).status_code == 303
    assert len(row_of(app, url).moves) == 121


# ---------------------------------------------------------------------------------------------- after the deal


def test_trato_the_next_deal_carries_the_plato_and_the_cartulina(app, web):
    url = start(web)
    assert web.post(url + "/siguiente").status_code == 409  # not over yet
    _, first = play_until(app, web, url)
    r = web.post(url + "/siguiente")
    assert r.status_code == 303
    nxt = r.headers["Location"]
    assert web.post(url + "/siguiente").headers["Location"] == nxt  # the same next deal, not another
    second = state(app, nxt)[1]
    assert second.mesa.sesion == first.mesa.final.sesion
    assert second.mesa.sesion.plato.tantos == 30 and second.yo == "Carmen"
    assert second.mesa.alcalde == "Beto"  # the deal passed to the right
    text = text_of(web.get(nxt).get_data(as_text=True))
    assert "Trato 2 de la sesión. De los tratos anteriores: plato de 30 tantos, con una puesta primera" in text


def test_trato_the_review_lists_the_decisions_the_firmes_and_saves_the_key_moments(app, learner):
    url = start(learner)
    _, juego = play_until(app, learner, url)
    page = learner.get(url + "/repaso")
    assert page.status_code == 200
    text = text_of(page.get_data(as_text=True))
    assert "Tus decisiones" in text and "Firmes de tu mano" in text
    assert len(re.findall(r'<li class="decision', page.get_data(as_text=True))) == len(juego.decisiones)
    r = learner.post(url + "/puzzles")
    assert r.status_code == 303 and "/arbitro/mis-puzzles" in r.headers["Location"]
    db = progress.open_db(app.config["DATABASE"])
    uid = progress.get_user_by_name(db, "ana").id
    saved = personal_sets.puzzles_of(db, uid)
    db.close()
    assert {p.set_name for p in saved} == {"Tratos jugados"}
    cobro = [p for p in saved if p.kind == "tresillo.cobro"]
    assert [p.situation for p in cobro] == [json.loads(json.dumps(cobro_situation(juego.mesa)))]
    assert referee.run_json("tresillo.cobro", cobro[0].situation)["answer"]["neto"]["jugador"] == -65
    mine = learner.get("/arbitro/mis-puzzles").get_data(as_text=True)
    assert "Tratos jugados" in mine
    links = re.findall(r'href="(/puzzle/tresillo\.[^"]+)"', mine)
    assert len(links) == len(saved) and all(learner.get(link).status_code == 200 for link in links)


# ---------------------------------------------------------------------------------------------- access


def test_trato_a_learner_reaches_only_their_own_deals(app, learner):
    url = start(learner)
    other = Web(app.test_client())
    other.signup("bea", "secreto-456")
    assert other.get(url).status_code == 404
    assert other.get(url + "/repaso").status_code == 404
    assert other.post(url, {"hechas": "0", "tipo": "puja", "valor": "paso"}).status_code == 404
    assert other.post(url + "/siguiente").status_code == 404
    assert other.post(url + "/puzzles").status_code == 404
    assert Web(app.test_client()).get(url).status_code == 404  # a visitor
    assert row_of(app, url).moves == ()


def test_trato_a_malformed_shared_id_shows_the_form_again(app, web):
    web.get("/tresillo/trato")
    r = web.post("/tresillo/trato", {"asiento": "0", "id": "tresillo.trato-v9-J5-S1"})
    assert r.status_code == 422
    assert "id de trato mal formado" in r.get_data(as_text=True)


def test_trato_a_19_digit_seed_is_shared_and_played_again_whole(app, web):
    longest = "tresillo.trato-v1-J4-S9223372036854775807"
    url = start(web, longest)
    page = web.get(url).get_data(as_text=True)
    again = re.search(r'href="([^"]+)">Jugarlo otra vez', page)[1].replace("&amp;", "&")
    shared = again.split("id=", 1)[1]  # the whole id, with the learner's seat: longer than 40 characters
    assert shared.startswith(longest) and len(shared) > 40
    form = web.get(again).get_data(as_text=True)
    assert f'value="{shared}"' in form and f'maxlength="{MAX_ID_LENGTH}"' in form and MAX_ID_LENGTH >= len(shared)
    assert row_of(app, start(web, shared)).trato_id == longest


def test_trato_a_shared_link_with_a_bad_id_says_so_and_cuts_nothing(web):
    too_long = "tresillo.trato-v1-J4-S9223372036854775807-R3-A2-P" + "p" * 40  # longer than any id
    r = web.get("/tresillo/trato/?id=" + too_long)
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert f"como mucho {MAX_ID_LENGTH} caracteres" in page and 'value="tresillo.trato' not in page
    r = web.post("/tresillo/trato", {"asiento": "0", "id": too_long})
    assert r.status_code == 422 and 'value="tresillo.trato' not in r.get_data(as_text=True)
    r = web.get("/tresillo/trato/?id=tresillo.trato-v1-J5-S1")
    assert r.status_code == 422 and 'value="tresillo.trato-v1-J5-S1"' in r.get_data(as_text=True)


def test_trato_the_tresillo_page_invites_to_play_a_deal(web):
    assert 'href="/tresillo/trato/"' in web.get("/tresillo").get_data(as_text=True)


def test_trato_four_handed_the_learner_sits_out_the_deal_they_deal(app, web):
    url = start(web, asiento=0)  # Beto, the mano of the first deal, deals the second
    play_until(app, web, url)
    second = web.post(url + "/siguiente").headers["Location"]
    row, juego = state(app, second)
    assert juego.asiento is None and juego.mesa.alcalde == "Beto" == juego.yo
    assert juego.mesa.fase == FIN  # the computer played it out
    text = text_of(web.get(second).get_data(as_text=True))
    assert "Alcalde (reparte, no juega, paga y cobra): Beto" in text and "este trato eres tú" in text
    assert "Cobro" in text


def test_trato_a_deal_an_earlier_engine_dealt_is_gone_with_a_reason(app, web):
    url = start(web)
    db = progress.open_db(app.config["DATABASE"])
    db.execute("UPDATE tratos SET trato_id = 'tresillo.trato-v0-J4-S5'")  # no version 0 is dealt
    db.conn.commit()
    db.close()
    r = web.get(url)
    assert r.status_code == 410
    assert "versión anterior de Tapete" in r.get_data(as_text=True)


@pytest.mark.parametrize("jugadores", [3, 4])
def test_trato_rebuilt_from_the_learners_moves_is_the_computers_own_playthrough(jugadores):
    """A learner who makes the computer's choice at every turn, with a refused bid stored on the way, rebuilds the
    very deal the computer plays alone; the refusal is listed among the decisions, not played."""
    from tutor.rules.tresillo.computadora import jugar_entero
    from tutor.rules.tresillo.mesa import new_trato
    from tutor.rules.tresillo.recorrido import playthrough
    from tutor.web.trato_juego import replay, stored

    for seed in range(12):
        trato_id = f"tresillo.trato-v1-J{jugadores}-S{seed}"
        alone = playthrough(jugar_entero(new_trato(seed, jugadores)))
        for seat in range(jugadores):
            moves: list[dict] = []
            while True:
                juego = replay(trato_id, seat, tuple(moves))
                if juego.mesa.fase == FIN:
                    break
                bid = Jugada(juego.asiento, PUJA, "entrada")
                if juego.mesa.fase == SUBASTA and not any(m.get("rechazada") for m in moves) and not is_legal(
                        juego.mesa, bid):
                    moves.append(stored(bid, rechazada=True))
                moves.append(stored(computer_move(juego.mesa)))
            assert playthrough(juego.mesa) == alone
            refused = [d for d in juego.decisiones if d.rechazada]
            assert [d.jugada.valor for d in refused] == [m["valor"] for m in moves if m.get("rechazada")]
            assert all(not d.ruling.answer["legal"] for d in refused)


def test_trato_a_guests_deal_comes_along_when_they_log_in(app):
    Web(app.test_client()).signup("bea", "secreto-456")
    guest = Web(app.test_client())
    url = start(guest)
    play_until(app, guest, url, stop=lambda j: j.movidas >= 2)
    moves = row_of(app, url).moves
    assert guest.login("bea", "secreto-456").status_code == 303
    assert guest.get(url).status_code == 200
    db = progress.open_db(app.config["DATABASE"])
    bea = progress.get_user_by_name(db, "bea").id
    assert tratos.get(db, bea, int(url.rsplit("/", 1)[1])).moves == moves
    db.close()


def test_trato_a_learner_keeps_a_bounded_number_of_sessions():
    db = progress.open_db(":memory:")
    progress.migrate(db)
    uid = progress.create_guest(db).id
    first = tratos.start(db, uid, "tresillo.trato-v1-J3-S1", 0)
    second = tratos.start(db, uid, "tresillo.trato-v1-J3-S2", 0, after=first.id)
    for seed in range(tratos.MAX_SESSIONS - 1):
        tratos.start(db, uid, f"tresillo.trato-v1-J3-S{seed}", 0)
    assert tratos.get(db, uid, first.id) is not None  # exactly MAX_SESSIONS sessions
    tratos.start(db, uid, "tresillo.trato-v1-J3-S99", 0)
    assert tratos.get(db, uid, first.id) is None and tratos.get(db, uid, second.id) is None  # the whole session
    assert len({r["sesion_id"] for r in db.query("SELECT sesion_id FROM tratos")}) == tratos.MAX_SESSIONS
    db.close()


def test_trato_a_session_holds_a_bounded_number_of_deals():
    db = progress.open_db(":memory:")
    progress.migrate(db)
    uid = progress.create_guest(db).id
    row = tratos.start(db, uid, "tresillo.trato-v1-J3-S1", 0)
    for seed in range(tratos.MAX_DEALS - 1):
        row = tratos.start(db, uid, f"tresillo.trato-v1-J3-S{seed}", 0, after=row.id)
    with pytest.raises(tratos.TooManyDeals):
        tratos.start(db, uid, "tresillo.trato-v1-J3-S7", 0, after=row.id)
    with pytest.raises(LookupError):  # another learner's deal is no session of this one's
        tratos.start(db, progress.create_guest(db).id, "tresillo.trato-v1-J3-S7", 0, after=row.id)
    db.close()


@pytest.mark.parametrize("jugadores", [3, 4])
def test_trato_every_refused_card_or_bid_is_a_wrong_answer_to_its_puzzle(jugadores):
    """What a refusal counts as: the question of tresillo.jugada_legal (which cards may you play?) or
    tresillo.lances (the lowest bid you may make) about that very table, answered with the refused card or bid —
    posed for every refusal, and always judged wrong (over the computer's deals, every card and bid refused)."""
    from tutor import puzzles
    from tutor.rules.tresillo.mesa import apply, new_trato
    from tutor.web.trato_juego import jugada_legal_situation, lances_situation
    from tutor.web.trato_views import PUJAS

    judged = 0
    for seed in range(15):
        mesa = new_trato(seed, jugadores)
        while mesa.fase != FIN:
            s = mesa.turno
            refused = []
            if mesa.fase == SUBASTA:
                refused = [("tresillo.lances", lances_situation(mesa), b) for b in PUJAS
                           if not is_legal(mesa, Jugada(s, PUJA, b))]
            elif mesa.fase == CARTEO:
                legales = {j.valor for j in legal_moves(mesa) if j.tipo == CARTA}
                refused = [("tresillo.jugada_legal", jugada_legal_situation(mesa, s), (str(c),))
                           for c in mesa.manos[s] if c not in legales]
            for kind, situation, given in refused:
                puzzle = puzzles.puzzle_from_situation(kind, 1, situation)
                assert not puzzles.check(puzzle, puzzle.form.format(given)).correct
                judged += 1
            mesa = apply(mesa, computer_move(mesa))
    assert judged > 300


SURRENDERED = "tresillo.trato-v1-J4-S4"
"""A deal whose jugador (Carmen, segundo) surrenders his entrada and Dani (postre) is asked to defend it (§11)."""


def test_trato_the_jugador_is_offered_the_surrender_and_a_contra_the_defence(app, web):
    url = start(web, SURRENDERED, asiento=1)
    row, juego = play_until(app, web, url, stop=lambda j: any(m.tipo == "rendirse" for m in legal_moves(j.mesa))
                            and j.mi_turno)
    text = text_of(web.get(url).get_data(as_text=True))
    assert "Rendirse (la doy)" in text
    assert web.post(url, {"hechas": str(len(row.moves)), "tipo": "rendirse"}).status_code == 303
    assert state(app, url)[1].mesa.rendida
    other = Web(app.test_client())
    url = start(other, SURRENDERED, asiento=2)
    row, juego = play_until(app, other, url, stop=lambda j: j.mesa.fase == "defensa")
    page = text_of(other.get(url).get_data(as_text=True))
    assert "El jugador se ha rendido" in page and "Defenderla (la sigo)" in page and "No defenderla" in page
    assert other.post(url, {"hechas": str(len(row.moves)), "tipo": "defender", "valor": "si"}).status_code == 303
    assert state(app, url)[1].mesa.defensor == 2


def test_trato_a_full_session_or_a_full_mis_puzzles_says_so(app, learner, monkeypatch):
    url = start(learner)
    play_until(app, learner, url)
    monkeypatch.setattr(tratos, "MAX_DEALS", 1)
    r = learner.post(url + "/siguiente")
    assert r.status_code == 409 and "Esta sesión ya tiene 1 tratos" in r.get_data(as_text=True)
    monkeypatch.setattr(personal_sets, "MAX_PUZZLES", 0)
    r = learner.post(url + "/puzzles")
    assert r.status_code == 409 and "Mis ejercicios" in r.get_data(as_text=True)


def test_trato_saving_the_key_moments_is_all_or_nothing(app, learner, monkeypatch):
    url = start(learner)
    _, juego = play_until(app, learner, url)
    moments = len(key_moments(juego))
    assert moments >= 2  # a legal-card question or more, and the cobro
    monkeypatch.setattr(personal_sets, "MAX_PUZZLES", moments - 1)  # room for all but one
    r = learner.post(url + "/puzzles")
    assert r.status_code == 409
    assert f"llevarían Mis ejercicios a más de {moments - 1} ejercicios" in r.get_data(as_text=True)
    db = progress.open_db(app.config["DATABASE"])
    uid = progress.get_user_by_name(db, "ana").id
    assert personal_sets.count(db, uid) == 0  # none of them, not the first few
    monkeypatch.setattr(personal_sets, "MAX_PUZZLES", moments)
    assert learner.post(url + "/puzzles").status_code == 303
    assert learner.post(url + "/puzzles").status_code == 303  # saved once: nothing new, the set not overflowed
    assert personal_sets.count(db, uid) == moments
    db.close()


def test_trato_in_english_the_table_and_its_end_speak_english(app, web):
    url = start(web)
    play_until(app, web, url)
    web.post("/idioma", {"lang": "en", "next": url})
    text = text_of(web.get(url).get_data(as_text=True))
    for words in ("End of the deal", "Settlement", "Next deal", "Review the deal", "Carmen (you)",
                  "gives codillo", "tantos"):
        assert words in text
    for spanish in ("Fin del trato", "Cobro", "Siguiente trato", "Repasar el trato", "(tú)", "Lo que ha pasado"):
        assert spanish not in text


# ---------------------------------------------------------------------------------------------- ids that travel


def shown_id(web: Web, url: str) -> str:
    """The id a table offers to share (its "play it again" id)."""
    return re.search(r'class="share".*?<code>([^<]+)</code>', web.get(url).get_data(as_text=True), re.S).group(1)


def test_trato_a_later_deal_of_a_session_shared_deals_the_same_table_to_another_learner(app, web):
    first = start(web)
    play_until(app, web, first)
    second = web.post(first + "/siguiente").headers["Location"]
    _row, mine = state(app, second)
    shared = shown_id(web, second)
    assert shared == f"tresillo.trato-v1-J4-S{mine.mesa.id.seed}-R1-A{mine.asiento}"  # Beto deals the second deal
    other = Web(app.test_client())
    other.get("/tresillo/trato")
    theirs_url = other.post("/tresillo/trato", {"jugadores": "3", "asiento": str((mine.asiento + 1) % 3),
                                                "id": shared}).headers["Location"]
    _row, theirs = state(app, theirs_url)
    assert (theirs.yo, theirs.asiento, theirs.mesa.nombres) == (mine.yo, mine.asiento, mine.mesa.nombres)
    assert theirs.mesa.repartidas == mine.mesa.repartidas
    _row, mine = play_until(app, web, second)
    _row, theirs = play_until(app, other, theirs_url)
    assert theirs.mesa.bazas == mine.mesa.bazas and theirs.mesa.pasos[1:] and \
        [p.jugada for p in theirs.mesa.pasos] == [p.jugada for p in mine.mesa.pasos]  # the same play, move by move
    assert shown_id(other, theirs_url) == shared


def _share_note(page: str) -> str:
    """The table's line with the id to share, as text."""
    return text_of(re.search(r'<p class="share">(.*?)</p>', page, re.S)[1]).strip()


def test_trato_a_shared_later_deal_is_played_from_an_empty_plato_and_the_pages_say_so(app, web, monkeypatch):
    """The plato and the cartulina are the session's (§13.3, §13.14), not the deal's: the id of a session's second
    deal deals its cards and the computer's play in a new session, whose plato starts empty. That deal, on its own,
    is settled truthfully from its own plato (5 tantos, sin puesta); the pages say it opens a new session."""
    monkeypatch.setattr("tutor.web.trato._seed", lambda: 307676885)  # the second deal: Ana's entrada, surrendered
    first = start(web)
    said = text_of(web.get(first).get_data(as_text=True))
    assert "Primer trato de una sesión: el plato empezó vacío y la cartulina en blanco." in said
    play_until(app, web, first)
    second = web.post(first + "/siguiente").headers["Location"]
    page = web.get(second).get_data(as_text=True)
    assert "Primer trato de una sesión" not in page and "Trato 2 de la sesión" in page
    shared = shown_id(web, second)
    assert _share_note(page).endswith("Quien lo abra recibe las mismas cartas y el ordenador juega igual, pero en "
                                      "una sesión nueva: el plato empieza vacío, no con los 30 tantos que trae "
                                      "este, así que el cobro puede ser otro.")
    other = Web(app.test_client())
    form = text_of(other.get(f"/tresillo/trato?id={shared}").get_data(as_text=True))
    assert "A su plato no: el trato abre una sesión nueva con el plato vacío" in form
    theirs_url = other.post("/tresillo/trato", {"jugadores": "4", "asiento": "0", "id": shared}).headers["Location"]
    page = other.get(theirs_url).get_data(as_text=True)
    assert "Primer trato de una sesión: el plato empezó vacío" in page
    assert _share_note(page).endswith("Jugarlo otra vez")  # a first deal's id deals it as it was
    _row, mine = play_until(app, web, second)
    _row, theirs = play_until(app, other, theirs_url)
    assert theirs.mesa.bazas == mine.mesa.bazas  # the same deal, played the same
    # Ana's entrada surrendered: a puesta of 35 + 20 reserved on the cartulina in the session, of 5 + 20 into an
    # empty plato alone (§13.3 1-2, §13.10)
    assert "Plato después del trato: 35 tantos, con una puesta primera; cartulina: 55." in \
        text_of(web.get(second).get_data(as_text=True))
    assert "Plato después del trato: 30 tantos, con una puesta primera; cartulina: —." in \
        text_of(other.get(theirs_url).get_data(as_text=True))
    web.post("/idioma", {"lang": "en", "next": "/"})
    assert _share_note(web.get(second).get_data(as_text=True)).endswith(
        "but in a new session: the plato starts empty, not with the 30 tantos carried here, so the settlement may "
        "differ.")
    other.post("/idioma", {"lang": "en", "next": "/"})
    assert "First deal of a session: the plato started empty and the cartulina blank." in \
        text_of(other.get(theirs_url).get_data(as_text=True))


def test_trato_a_new_deal_under_the_club_default_shows_an_id_naming_its_profile(app, web):
    key = club_default(app, "aceptar")
    web.get("/tresillo/trato")
    url = web.post("/tresillo/trato", {"jugadores": "3", "asiento": "2"}).headers["Location"]
    shared = shown_id(web, url)
    assert re.fullmatch(rf"tresillo\.trato-v1-J3-S\d+-A2-P{key}", shared)
    club_default(app, None)  # the club goes back to the Reglamento: the id still names the deal's rules
    other = Web(app.test_client())
    other.get("/tresillo/trato")
    again = other.post("/tresillo/trato", {"jugadores": "4", "asiento": "0", "id": shared}).headers["Location"]
    row = row_of(app, again)
    assert row.profile == key and row.seat == row_of(app, url).seat
    assert "Reglas: Peña de la mesa" in text_of(other.get(again).get_data(as_text=True))


def test_trato_an_id_naming_house_rules_the_club_lacks_is_refused_with_a_reason(web):
    web.get("/tresillo/trato")
    r = web.post("/tresillo/trato", {"jugadores": "4", "asiento": "0", "id": FOUR + "-Pclub_999"})
    assert r.status_code == 422 and "que este club no tiene (club_999)" in text_of(r.get_data(as_text=True))


def test_trato_a_refused_card_counts_under_the_deals_profile(app, learner):
    key = club_default(app, "rechazar")
    url, row, juego = _first_must_follow(app, learner, key)
    legales = {str(j.valor) for j in legal_moves(juego.mesa) if j.tipo == CARTA}
    illegal = next(str(c) for c in juego.mesa.manos[juego.asiento] if str(c) not in legales)
    learner.post(url, {"hechas": str(len(row.moves)), "tipo": "carta", "valor": illegal})
    db = progress.open_db(app.config["DATABASE"])
    (attempt,) = progress.recent_attempts(db, progress.get_user_by_name(db, "ana").id)
    db.close()
    assert attempt.kind == "tresillo.jugada_legal" and attempt.puzzle_id.endswith(f"-P{key}")
    club_default(app, None)
    verdict = text_of(learner.get(f"/intento/{attempt.id}").get_data(as_text=True))
    assert "Peña de la mesa" in verdict  # re-opened under the table's rules, whatever the club's default now


def test_trato_a_refused_bid_counts_under_the_deals_profile(app, web):
    key = club_default(app, "rechazar")
    for seed in range(1, 60):
        url = start(web, f"tresillo.trato-v1-J3-S{seed}-P{key}", asiento=2)
        row, juego = state(app, url)
        if juego.mi_turno and juego.mesa.fase == SUBASTA and any(a != "paso" for a in juego.mesa.acciones):
            break
    else:
        raise AssertionError("no auction with a bid before the postre")
    web.post(url, {"hechas": "0", "tipo": "puja", "valor": "entrada"})
    db = progress.open_db(app.config["DATABASE"])
    ids = [r["puzzle_id"] for r in db.query("SELECT puzzle_id FROM attempts WHERE kind = 'tresillo.lances'")]
    db.close()
    assert len(ids) == 1 and ids[0].endswith(f"-P{key}")
