"""Helpers shared by the teachers' tests (not a test module): a teacher and learners signed up, a class, an
assignment, a learner's item addresses and answers. The fixtures (``app``, ``db``, ...) are in ``conftest.py``."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from helpers import TICKET, Web
from tutor import progress
from tutor.progress import classes, roles

CLASS_LINK = re.compile(r'href="/clases/(\d+)"')
CODE = re.compile(r'id="join-code">([A-Z0-9]{6})<')
ITEM = re.compile(r'href="/tareas/(\d+)/([A-Za-z0-9_-]+)"')
MADRID = ZoneInfo("Europe/Madrid")


def local(delta: timedelta) -> str:
    """A datetime-local form value ``delta`` from now, in Madrid."""
    return (datetime.now(MADRID) + delta).strftime("%Y-%m-%dT%H:%M")


def new_teacher(app, name: str = "profe") -> Web:
    w = Web(app.test_client())
    w.signup(name, "secreto-123")
    store = progress.open_db(app.config["DATABASE"])
    roles.grant_role(store, progress.get_user_by_name(store, name).id, "teacher")
    store.close()
    return w


def new_learner(app, name: str) -> Web:
    w = Web(app.test_client())
    w.signup(name, "secreto-123")
    return w


def make_class(w: Web, name: str = "Canasta 1º") -> tuple[int, str]:
    r = w.post("/clases", {"name": name, "description": "Los martes"})
    assert r.status_code == 303
    class_id = int(r.headers["Location"].rsplit("/", 1)[1])
    page = w.get(f"/clases/{class_id}").get_data(as_text=True)
    return class_id, CODE.search(page)[1]


def assign(w: Web, class_id: int, **fields) -> int:
    """Assign a set (default: two generated canasta.pozo L1 puzzles, seed 7, open now, due in a week)."""
    w.get(f"/clases/{class_id}/tareas/nueva")
    data = {"title": "Tarea 1", "source": "generated", "kinds": "canasta.pozo", "levels": "1", "count": "2",
            "seed": "7", "opens_at": local(timedelta(minutes=-5)), "due_at": local(timedelta(days=7)),
            "attempts": "3", "counts": "best", "explanations": "each", "late": "mark", **fields}
    r = w.post(f"/clases/{class_id}/tareas", data)
    assert r.status_code == 303, r.get_data(as_text=True)[:2000]
    store = progress.open_db(w.client.application.config["DATABASE"])
    try:
        return max(a.id for a in classes.assignments_of_class(store, class_id))
    finally:
        store.close()


def items(w: Web, assignment_id: int) -> list[str]:
    """The learner's item addresses of an assignment, in order."""
    page = w.get(f"/tareas/{assignment_id}").get_data(as_text=True)
    return [f"/tareas/{a}/{t}" for a, t in ITEM.findall(page) if int(a) == assignment_id]


def answer(w: Web, address: str, fields: dict, htmx: bool = False):
    ticket = TICKET.search(w.get(address).get_data(as_text=True))[1]
    return w.post(address, {"ticket": ticket, **fields}, htmx=htmx)


def puzzle_of(app, address: str) -> str:
    token = address.rsplit("/", 1)[1]
    store = progress.open_db(app.config["DATABASE"])
    try:
        return store.execute("SELECT puzzle_id FROM assignment_items WHERE token = ?", [token]).fetchone()[0]
    finally:
        store.close()
