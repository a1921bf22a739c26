"""Guests per address (``tutor.progress.guest_admissions``): only a guest actually made counts against the address's
hourly allowance (issue 13, review L3: parallel first clicks of one visitor wrote 8 rows for 1 guest)."""

from __future__ import annotations

import threading

import pytest

from helpers import Web, wrong_fields
from tutor import progress
from tutor.progress import guest_admissions


@pytest.fixture
def store():
    store = progress.open_db(":memory:")
    progress.migrate(store)
    return store


def test_guest_admissions_count_a_guest_once_however_often_its_browser_asks(store):
    first = guest_admissions.create_guest(store, "192.0.2.1", per_hour=2, key="browser-1", now=0.0)
    again = [guest_admissions.create_guest(store, "192.0.2.1", per_hour=2, key="browser-1", now=1.0) for _ in range(7)]
    assert {g.id for g in again} == {first.id}
    assert store["guest_admissions"].count == 1 and store["users"].count == 1
    other = guest_admissions.create_guest(store, "192.0.2.1", per_hour=2, key="browser-2", now=2.0)
    assert other.id != first.id  # the second of two allowed
    with pytest.raises(progress.TooManyGuests):
        guest_admissions.create_guest(store, "192.0.2.1", per_hour=2, key="browser-3", now=3.0)
    assert store["users"].count == 2 and store["guest_admissions"].count == 2  # a refusal writes nothing
    assert guest_admissions.create_guest(store, "192.0.2.1", per_hour=2, key="browser-2", now=4.0).id == other.id


def test_parallel_first_answers_of_one_visitor_count_one_guest(app):
    visitor = Web(app.test_client())
    puzzle = "tresillo.cobro-v1-L1-S2"
    ticket = visitor.ticket(puzzle)
    cookie = visitor.client.get_cookie("session").value
    start, codes = threading.Barrier(8), []

    def answer() -> None:  # one browser, eight clicks at once (the same session cookie)
        client = app.test_client()
        client.set_cookie("session", cookie)
        start.wait()
        codes.append(client.post(f"/puzzle/{puzzle}", data={"ticket": ticket, "csrf_token": visitor.token,
                                                             **wrong_fields(puzzle)}).status_code)
    threads = [threading.Thread(target=answer) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(codes) == 8 and set(codes) <= {200, 303, 409}, codes
    db = progress.open_db(app.config["DATABASE"])
    assert db["users"].count == 1 and db["guest_admissions"].count == 1
