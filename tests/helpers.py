"""Helpers shared by the web tests (not a test module): a learner's browser and the form fields of an answer.

The fixtures that build on them (``app``, ``client``, ``web``, ``db``, ``runner``, ``learner``) are in
``tests/conftest.py``.
"""

from __future__ import annotations

import re
from typing import Any

from tutor import progress, puzzles
from tutor.progress import roles

TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
TICKET = re.compile(r'name="ticket" value="([^"]+)"')


class Web:
    """A tiny helper for repeated request sequences: GET a page, POST its forms (with or without htmx)."""

    def __init__(self, client):
        self.client = client
        self.token: str | None = None
        self.last = None

    def get(self, url: str, htmx: bool = False, **kw):
        headers = {"HX-Request": "true"} if htmx else {}
        r = self.client.get(url, headers=headers, **kw)
        self._remember(r)
        return r

    def post(self, url: str, data: dict[str, Any] | None = None, htmx: bool = False, csrf: bool = True, **kw):
        data = dict(data or {})
        headers = {}
        if csrf:
            if self.token is None:
                self.get("/")
            if htmx:
                headers["X-CSRFToken"] = self.token
            else:
                data.setdefault("csrf_token", self.token)
        if htmx:
            headers["HX-Request"] = "true"
        r = self.client.post(url, data=data, headers=headers, **kw)
        self._remember(r)
        return r

    def _remember(self, r) -> None:
        self.last = r
        if r.status_code in (302, 303):
            self.token = None  # a new session (log in, sign up) has a new token: take it from the next page
        m = TOKEN.search(r.get_data(as_text=True))
        if m:
            self.token = m.group(1)

    def ticket(self, puzzle_id: str) -> str:
        page = self.get(f"/puzzle/{puzzle_id}").get_data(as_text=True)
        return TICKET.search(page).group(1)

    def answer(self, puzzle_id: str, fields: dict[str, Any], htmx: bool = False, **kw):
        """Show the puzzle, then post ``fields`` as the answer."""
        return self.post(f"/puzzle/{puzzle_id}", {"ticket": self.ticket(puzzle_id), **fields}, htmx=htmx, **kw)

    def signup(self, username: str = "ana", password: str = "secreto-123"):
        self.get("/cuenta/alta")
        return self.post("/cuenta/alta", {"username": username, "password": password})

    def login(self, username: str, password: str):
        self.get("/cuenta/entrar")
        return self.post("/cuenta/entrar", {"username": username, "password": password})

    def logout(self):
        return self.post("/cuenta/salir")


def fields_for(form: Any, value: Any, name: str = "answer") -> dict[str, Any]:
    """The form fields a browser sends for the normalised answer ``value`` of an answer form."""
    kind = form.kind
    if kind in ("choice", "yes_no"):
        return {name: value}
    if kind == "number":
        return {name: str(value)}
    if kind == "cards":
        return {name: list(value)} if value else {f"{name}.ninguna": "1"}  # "none" is a choice of its own
    if kind == "order":
        return {f"{name}.{t}": str(i) for i, t in enumerate(value, 1)}
    if kind == "card_categories":
        return {f"{name}.{t}": str(c) for t, c in value} if value else {f"{name}.ninguna": "1"}
    if kind == "parts":
        out: dict[str, Any] = {}
        for part, v in zip(form.parts, value):
            out.update(fields_for(part.form, v, f"part.{part.name}"))
        return out
    raise AssertionError(kind)


def right_fields(puzzle_id: str, index=None) -> dict[str, Any]:
    """The fields of the right answer, taken from the puzzle layer on the server side (never from the page);
    ``index``: where a hand-written id is found (``tutor.puzzles.from_id``)."""
    p = puzzles.from_id(puzzle_id, index=index)
    return fields_for(p.form, p.answer)


def wrong_fields(puzzle_id: str, index=None) -> dict[str, Any]:
    """The fields of a wrong answer: a known mistake's if the puzzle has one, else another option/number."""
    p = puzzles.from_id(puzzle_id, index=index)
    if p.mistakes:
        return fields_for(p.form, p.mistakes[0][1])
    if p.form.kind == "number":
        return fields_for(p.form, p.answer + 5)
    if p.form.kind in ("choice", "yes_no"):
        return fields_for(p.form, next(o.id for o in p.form.options if o.id != p.answer))
    if p.form.kind == "cards":
        return fields_for(p.form, () if p.answer else p.form.among[:1])
    if p.form.kind == "order":
        return fields_for(p.form, tuple(reversed(p.answer)))
    if p.form.kind == "card_categories":
        return fields_for(p.form, () if p.answer else ((p.form.among[0], 1),))
    raise AssertionError(f"no wrong answer for {puzzle_id}")


# ---------------------------------------------------------------------------------------------- Árbitro


def ruling_steps(app, name: str, situation, lang: str = "es") -> list[str]:
    """A ruling's steps as the Árbitro's page writes them: cards and numbers for people (``views.for_people``),
    where ``referee.run_json`` keeps the notation's codes."""
    from flask_babel import force_locale

    from tutor import referee
    from tutor.web import views

    with app.test_request_context(), force_locale(lang):
        return [r.text(lang, views.for_people) for r in referee.run(name, situation).reasons]


POZO_FORM = {"pozo": "5S JK 7D KH", "primera_toma_hecha": "si", "puntuacion": "1800", "mano": "ks kd ah as 2c 9h",
             "combinaciones": ""}
URL = "/arbitro/canasta/canasta.pozo"


def form_data(app, spec, situation) -> dict:
    """What a browser sends for ``situation`` in ``spec``'s form (checkboxes only when checked)."""
    from tutor.web.arbitro import form_fields

    with app.test_request_context():
        fields = form_fields(spec, situation, "es")
    data = {}

    def add(f):
        if f.kind == "group":
            for p in f.parts:
                add(p)
        elif f.kind == "boolean" and not f.tristate:
            if f.value:
                data[f.name] = "si"
        else:
            data[f.name] = f.value

    for f in fields:
        add(f)
    return data


def account(app, name: str, password: str = "secreto-123", *, admin: bool = False, teacher: bool = False) -> Web:
    """A browser signed up as ``name`` (logged in), with the admin or teacher role if asked; its ``uid`` is the
    account's id."""
    browser = Web(app.test_client())
    assert browser.signup(name, password).status_code == 303
    db = progress.open_db(app.config["DATABASE"])
    uid = progress.get_user_by_name(db, name).id
    for role, wanted in (("admin", admin), ("teacher", teacher)):
        if wanted:
            roles.grant_role(db, uid, role)
    db.close()
    browser.uid = uid
    return browser


PUZZLE_SET = """title = { es = "Del club", en = "The club's" }
game = "canasta"

[[puzzle]]
kind = "canasta.pozo"
level = 3
[puzzle.situation]
pozo = ["5S", "JK", "7D", "KH"]
primera_toma_hecha = true
salida_hecha = false
puntuacion = 1800
mano = ["KS", "KD", "AH", "AS", "2C", "9H"]
combinaciones = []

[[generate]]
kind = "canasta.valor"
level = 1
count = 3
"""
"""A valid puzzle-set file for uploads: one hand-written canasta.pozo situation and three generated puzzles."""
PUZZLE_SET_BROKEN = PUZZLE_SET.replace('kind = "canasta.valor"', 'kind = "canasta.valr"').replace('"KH"]', '"KX"]')
"""The same with two errors: an unknown card at line 8 and an unknown kind at line 16."""
