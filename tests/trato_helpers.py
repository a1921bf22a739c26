"""Helpers shared by the deal tests (not a test module): a learner's deal as the pages rebuild it, the form a
browser posts for an engine's move, playing the computer's choices for the learner, and a page's text."""

from __future__ import annotations

import json
import re

from helpers import Web

from tutor import progress
from tutor.progress import club_profiles, tratos
from tutor.rules.profiles import profile_from_mapping
from tutor.rules.tresillo.computadora import computer_move
from tutor.rules.tresillo.mesa import CARTA, CARTEO, DEFAULT, FIN, legal_moves
from tutor.web.trato_juego import rebuild


def row_of(app, url: str) -> tratos.TratoRow:
    db = progress.open_db(app.config["DATABASE"])
    try:
        trato = int(url.rsplit("/", 1)[1])
        owner = next(db.query("SELECT user_id FROM tratos WHERE id = ?", [trato]))["user_id"]
        return tratos.get(db, owner, trato)
    finally:
        db.close()


def state(app, url: str):
    """The learner's deal at ``url`` as the pages rebuild it (its session's earlier deals first)."""
    row = row_of(app, url)
    db = progress.open_db(app.config["DATABASE"])
    owner = next(db.query("SELECT user_id FROM tratos WHERE id = ?", [row.id]))["user_id"]
    chain = tratos.session_of(db, owner, row)
    stored = club_profiles.get_key(db, row.profile) if row.profile else None
    db.close()
    house_rules = profile_from_mapping(stored.key, stored.settings, "", "").house_rules.tresillo if stored else DEFAULT
    return row, rebuild(tuple((r.trato_id, r.seat, json.dumps(r.moves, sort_keys=True)) for r in chain), house_rules)


def fields(jugada, made: int) -> dict:
    """The form fields a browser posts for the engine's move ``jugada`` on a table of ``made`` moves."""
    data = {"hechas": str(made), "tipo": jugada.tipo}
    if jugada.tipo == "descarte":
        data["cartas"] = [str(c) for c in jugada.valor]
    elif jugada.tipo in ("solera", "defender"):
        data["valor"] = "si" if jugada.valor else "no"
    elif jugada.valor is not None:
        data["valor"] = str(jugada.valor)
    return data


def play_until(app, web: Web, url: str, stop=lambda juego: False, htmx: bool = False):
    """The learner plays the computer's choice for their seat until ``stop(juego)`` or the end; returns the state."""
    for _ in range(80):
        row, juego = state(app, url)
        if juego.mesa.fase == FIN or stop(juego):
            return row, juego
        r = web.post(url, fields(computer_move(juego.mesa), len(row.moves)), htmx=htmx)
        assert r.status_code == (200 if htmx else 303)
    raise AssertionError("the deal did not end")


def must_follow(juego) -> bool:
    """The learner is to play a card and the rules narrow the choice."""
    mesa = juego.mesa
    if not (juego.mi_turno and mesa.fase == CARTEO and mesa.baza):
        return False
    return len([j for j in legal_moves(mesa) if j.tipo == CARTA]) < len(mesa.manos[juego.asiento])


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
