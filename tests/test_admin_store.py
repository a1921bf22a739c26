"""The admin's store functions (tutor.progress.accounts, tutor.progress.club): listing, deleting, exporting,
reset codes, club settings."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from tutor import progress
from tutor.progress import accounts, club, lesson_progress, personal_sets, roles


def _answer(store, uid, nonce):
    return progress.record_attempt(store, progress.NewAttempt(uid, "canasta.pozo-v1-L1-S1", "canasta.pozo", "canasta",
                                                           1, "PUEDE_TOMAR", True, 1.0, None, 900, nonce),
                                   progress.SkillState("canasta.pozo", "{}", "2026-01-01"))


def test_admin_store_list_search_and_pages(store):
    for name in ("zoe", "ana", "Anabel", "bea_1", "bea%2"):
        progress.create_user(store, name, "h")
    progress.create_guest(store)
    roles.grant_role(store, progress.get_user_by_name(store, "ana").id, "admin")
    page = accounts.list_users(store)
    assert [u.username for u in page.users] == ["ana", "Anabel", "bea%2", "bea_1", "zoe"]  # no guest, no case
    assert page.users[0].roles == {"admin"} and page.users[1].roles == frozenset()
    assert [u.username for u in accounts.list_users(store, "AN").users] == ["ana", "Anabel"]
    assert [u.username for u in accounts.list_users(store, "a_").users] == ["bea_1"]  # _ literal: not "ana"
    assert [u.username for u in accounts.list_users(store, "%").users] == ["bea%2"]
    second = accounts.list_users(store, "", page=2, per_page=2)
    assert (second.total, second.pages, [u.username for u in second.users]) == (5, 3, ["bea%2", "bea_1"])
    assert accounts.list_users(store, "", page=9, per_page=2).users == []


def test_admin_store_delete_takes_everything_the_user_owns(store):
    ana = progress.create_user(store, "ana", "h").id
    bea = progress.create_user(store, "bea", "h").id
    lesson_progress.record(store, ana, "canasta/01-cartas", 0, _answer(store, ana, "n1"))
    _answer(store, bea, "n1")
    personal_sets.add(store, ana, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S"]})
    roles.grant_role(store, ana, "teacher")
    accounts.new_reset_code(store, ana)
    assert accounts.delete_user(store, ana) is True
    assert progress.get_user(store, ana) is None
    for table in ("attempts", "skills", "lesson_answers", "personal_puzzles", "user_roles", "password_resets"):
        assert store.execute(f"SELECT COUNT(*) FROM {table} WHERE user_id = ?", [ana]).fetchone()[0] == 0, table
    assert store["attempts"].count == 1 and progress.get_user(store, bea) is not None  # bea's untouched
    assert accounts.delete_user(store, ana) is False


def test_admin_store_deleting_the_last_admin_is_refused(store):
    ana = progress.create_user(store, "ana", "h").id
    _answer(store, ana, "n1")
    roles.grant_role(store, ana, "admin")
    with pytest.raises(roles.LastAdmin):
        accounts.delete_user(store, ana)
    assert progress.get_user(store, ana) is not None and store["attempts"].count == 1
    bea = progress.create_user(store, "bea", "h").id
    roles.grant_role(store, bea, "admin")
    assert accounts.delete_user(store, ana) is True
    with pytest.raises(roles.LastAdmin):
        accounts.delete_user(store, bea)


def test_admin_store_export_is_the_users_data_and_no_secret(store):
    ana = progress.create_user(store, "ana", "argon-hash-secret", lang="en").id
    attempt = _answer(store, ana, "n1")
    _answer(store, progress.create_user(store, "bea", "h").id, "n1")
    personal_sets.add(store, ana, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S"]})
    roles.grant_role(store, ana, "teacher")
    accounts.new_reset_code(store, ana)
    data = accounts.export_user(store, ana)
    text = json.dumps(data)
    assert "argon-hash-secret" not in text and "code_hash" not in text
    assert data["user"]["username"] == "ana" and data["user"]["lang"] == "en" and data["user"]["is_guest"] is False
    assert data["roles"] == ["learner", "teacher"]
    assert [a["id"] for a in data["attempts"]] == [attempt] and data["attempts"][0]["answer"] == "PUEDE_TOMAR"
    assert [s["kind"] for s in data["skills"]] == ["canasta.pozo"]
    assert json.loads(data["personal_puzzles"][0]["situation"]) == {"pozo": ["5S"]}
    assert accounts.export_user(store, 999) is None


def test_admin_store_reset_code_once_within_thirty_minutes(store):
    ana = progress.create_user(store, "ana", "old").id
    now = datetime(2026, 5, 1, 12, 0, tzinfo=timezone.utc)
    code = accounts.new_reset_code(store, ana, now=now)
    assert len(code) == 14 and code.count("-") == 2
    stored = store.execute("SELECT code_hash FROM password_resets").fetchone()[0]
    assert code.replace("-", "") not in stored  # only the digest
    late = now + timedelta(minutes=30)
    assert accounts.redeem_reset_code(store, ana, code, "new", now=late) is False  # expired: gone
    assert progress.get_user(store, ana).password_hash == "old" and store["password_resets"].count == 0
    code = accounts.new_reset_code(store, ana, now=now)
    typed = code.lower().replace("-", " ")  # as a person may type it
    assert accounts.redeem_reset_code(store, ana, typed, "new", now=now + timedelta(minutes=29)) is True
    assert progress.get_user(store, ana).password_hash == "new"
    assert accounts.redeem_reset_code(store, ana, code, "again", now=now) is False  # used up
    assert progress.get_user(store, ana).password_hash == "new"


def test_admin_store_reset_code_dies_after_five_wrong_tries(store):
    ana = progress.create_user(store, "ana", "old").id
    code = accounts.new_reset_code(store, ana)
    for _ in range(accounts.RESET_TRIES):
        assert accounts.redeem_reset_code(store, ana, "AAAA-AAAA-AAAA", "x") is False
    assert accounts.redeem_reset_code(store, ana, code, "new") is False
    assert progress.get_user(store, ana).password_hash == "old"
    with pytest.raises(ValueError):
        accounts.new_reset_code(store, progress.create_guest(store).id)


def test_admin_store_club_settings_default_change_and_refuse_all_at_once(store):
    assert club.club_settings(store) == {"name": "Tapete", "time_zone": "Europe/Madrid", "lang": "es",
                                         "default_profile": "reglamento"}
    club.set_club_settings(store, {"name": "  Casino de Vigo ", "time_zone": "Atlantic/Canary", "lang": "en"})
    assert club.club_setting(store, "name") == "Casino de Vigo"
    with pytest.raises(club.InvalidSetting) as err:
        club.set_club_settings(store, {"name": "Otro", "time_zone": "Mars/Olympus", "lang": "fr", "colour": "x",
                                       "default_profile": "club_1"})  # no revision 1 stored yet
    assert err.value.problems == {"time_zone": "time_zone", "lang": "lang", "colour": "unknown",
                                  "default_profile": "profile"}
    assert club.club_settings(store) == {"name": "Casino de Vigo", "time_zone": "Atlantic/Canary", "lang": "en",
                                         "default_profile": "reglamento"}
    for bad, why in (("", "empty"), ("x" * 81, "too_long"), ("a\x07b", "control")):
        with pytest.raises(club.InvalidSetting) as err:
            club.set_club_settings(store, {"name": bad})
        assert err.value.problems == {"name": why}
    with pytest.raises(KeyError):
        club.club_setting(store, "colour")


def test_admin_store_check_reset_code_uses_nothing_up_and_counts_failures(store):
    ana = progress.create_user(store, "ana", "old").id
    code = accounts.new_reset_code(store, ana)
    assert accounts.check_reset_code(store, ana, code) is True
    assert accounts.check_reset_code(store, ana, code) is True  # still there
    for _ in range(accounts.RESET_TRIES - 1):
        assert accounts.check_reset_code(store, ana, "AAAA-AAAA-AAAA") is False
    assert accounts.check_reset_code(store, ana, code) is True
    assert accounts.check_reset_code(store, ana, "AAAA-AAAA-AAAA") is False  # the 5th wrong try ends it
    assert accounts.check_reset_code(store, ana, code) is False
    assert progress.get_user(store, ana).password_hash == "old"


def test_admin_store_search_compares_usernames_as_log_in_does(store):
    progress.create_user(store, "ana", "h")
    progress.create_user(store, "Bea", "h")
    assert [u.username for u in accounts.list_users(store, "ＡＮ").users] == ["ana"]  # full-width, upper case
    assert [u.username for u in accounts.list_users(store, "bEA").users] == ["Bea"]


def test_admin_store_a_new_password_ends_every_session(store):
    ana = progress.create_user(store, "ana", "old")
    accounts.set_password(store, ana.id, "new")
    assert progress.get_user(store, ana.id).session_token != ana.session_token
    code = accounts.new_reset_code(store, ana.id)
    before = progress.get_user(store, ana.id).session_token
    assert accounts.redeem_reset_code(store, ana.id, code, "newer")
    assert progress.get_user(store, ana.id).session_token != before
