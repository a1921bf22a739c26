"""The admin's store functions (tutor.progress.accounts, tutor.progress.club): listing, deleting, exporting,
reset codes, club settings."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from tutor import progress
from tutor.progress import accounts, club, lesson_progress, personal_sets, roles


@pytest.fixture
def db(tmp_path):
    handle = progress.open_db(str(tmp_path / "store.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


def _answer(db, uid, nonce):
    return progress.record_attempt(db, progress.NewAttempt(uid, "canasta.pozo-v1-L1-S1", "canasta.pozo", "canasta",
                                                           1, "PUEDE_TOMAR", True, 1.0, None, 900, nonce),
                                   progress.SkillState("canasta.pozo", "{}", "2026-01-01"))


def test_admin_store_list_search_and_pages(db):
    for name in ("zoe", "ana", "Anabel", "bea_1", "bea%2"):
        progress.create_user(db, name, "h")
    progress.create_guest(db)
    roles.grant_role(db, progress.get_user_by_name(db, "ana").id, "admin")
    page = accounts.list_users(db)
    assert [u.username for u in page.users] == ["ana", "Anabel", "bea%2", "bea_1", "zoe"]  # no guest, no case
    assert page.users[0].roles == {"admin"} and page.users[1].roles == frozenset()
    assert [u.username for u in accounts.list_users(db, "AN").users] == ["ana", "Anabel"]
    assert [u.username for u in accounts.list_users(db, "a_").users] == ["bea_1"]  # _ literal: not "ana"
    assert [u.username for u in accounts.list_users(db, "%").users] == ["bea%2"]
    second = accounts.list_users(db, "", page=2, per_page=2)
    assert (second.total, second.pages, [u.username for u in second.users]) == (5, 3, ["bea%2", "bea_1"])
    assert accounts.list_users(db, "", page=9, per_page=2).users == []


def test_admin_store_delete_takes_everything_the_user_owns(db):
    ana = progress.create_user(db, "ana", "h").id
    bea = progress.create_user(db, "bea", "h").id
    lesson_progress.record(db, ana, "canasta/01-cartas", 0, _answer(db, ana, "n1"))
    _answer(db, bea, "n1")
    personal_sets.add(db, ana, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S"]})
    roles.grant_role(db, ana, "teacher")
    accounts.new_reset_code(db, ana)
    assert accounts.delete_user(db, ana) is True
    assert progress.get_user(db, ana) is None
    for table in ("attempts", "skills", "lesson_answers", "personal_puzzles", "user_roles", "password_resets"):
        assert db.execute(f"SELECT COUNT(*) FROM {table} WHERE user_id = ?", [ana]).fetchone()[0] == 0, table
    assert db["attempts"].count == 1 and progress.get_user(db, bea) is not None  # bea's untouched
    assert accounts.delete_user(db, ana) is False


def test_admin_store_deleting_the_last_admin_is_refused(db):
    ana = progress.create_user(db, "ana", "h").id
    _answer(db, ana, "n1")
    roles.grant_role(db, ana, "admin")
    with pytest.raises(roles.LastAdmin):
        accounts.delete_user(db, ana)
    assert progress.get_user(db, ana) is not None and db["attempts"].count == 1
    bea = progress.create_user(db, "bea", "h").id
    roles.grant_role(db, bea, "admin")
    assert accounts.delete_user(db, ana) is True
    with pytest.raises(roles.LastAdmin):
        accounts.delete_user(db, bea)


def test_admin_store_export_is_the_users_data_and_no_secret(db):
    ana = progress.create_user(db, "ana", "argon-hash-secret", lang="en").id
    attempt = _answer(db, ana, "n1")
    _answer(db, progress.create_user(db, "bea", "h").id, "n1")
    personal_sets.add(db, ana, "Mis puzzles", "canasta.pozo", "canasta.pozo", {"pozo": ["5S"]})
    roles.grant_role(db, ana, "teacher")
    accounts.new_reset_code(db, ana)
    data = accounts.export_user(db, ana)
    text = json.dumps(data)
    assert "argon-hash-secret" not in text and "code_hash" not in text
    assert data["user"]["username"] == "ana" and data["user"]["lang"] == "en" and data["user"]["is_guest"] is False
    assert data["roles"] == ["learner", "teacher"]
    assert [a["id"] for a in data["attempts"]] == [attempt] and data["attempts"][0]["answer"] == "PUEDE_TOMAR"
    assert [s["kind"] for s in data["skills"]] == ["canasta.pozo"]
    assert json.loads(data["personal_puzzles"][0]["situation"]) == {"pozo": ["5S"]}
    assert accounts.export_user(db, 999) is None


def test_admin_store_reset_code_once_within_thirty_minutes(db):
    ana = progress.create_user(db, "ana", "old").id
    now = datetime(2026, 5, 1, 12, 0, tzinfo=timezone.utc)
    code = accounts.new_reset_code(db, ana, now=now)
    assert len(code) == 14 and code.count("-") == 2
    stored = db.execute("SELECT code_hash FROM password_resets").fetchone()[0]
    assert code.replace("-", "") not in stored  # only the digest
    late = now + timedelta(minutes=30)
    assert accounts.redeem_reset_code(db, ana, code, "new", now=late) is False  # expired: gone
    assert progress.get_user(db, ana).password_hash == "old" and db["password_resets"].count == 0
    code = accounts.new_reset_code(db, ana, now=now)
    typed = code.lower().replace("-", " ")  # as a person may type it
    assert accounts.redeem_reset_code(db, ana, typed, "new", now=now + timedelta(minutes=29)) is True
    assert progress.get_user(db, ana).password_hash == "new"
    assert accounts.redeem_reset_code(db, ana, code, "again", now=now) is False  # used up
    assert progress.get_user(db, ana).password_hash == "new"


def test_admin_store_reset_code_dies_after_five_wrong_tries(db):
    ana = progress.create_user(db, "ana", "old").id
    code = accounts.new_reset_code(db, ana)
    for _ in range(accounts.RESET_TRIES):
        assert accounts.redeem_reset_code(db, ana, "AAAA-AAAA-AAAA", "x") is False
    assert accounts.redeem_reset_code(db, ana, code, "new") is False
    assert progress.get_user(db, ana).password_hash == "old"
    with pytest.raises(ValueError):
        accounts.new_reset_code(db, progress.create_guest(db).id)


def test_admin_store_club_settings_default_change_and_refuse_all_at_once(db):
    assert club.club_settings(db) == {"name": "Tapete", "time_zone": "Europe/Madrid", "lang": "es"}
    club.set_club_settings(db, {"name": "  Casino de Vigo ", "time_zone": "Atlantic/Canary", "lang": "en"})
    assert club.club_setting(db, "name") == "Casino de Vigo"
    with pytest.raises(club.InvalidSetting) as err:
        club.set_club_settings(db, {"name": "Otro", "time_zone": "Mars/Olympus", "lang": "fr", "colour": "x"})
    assert err.value.problems == {"time_zone": "time_zone", "lang": "lang", "colour": "unknown"}
    assert club.club_settings(db) == {"name": "Casino de Vigo", "time_zone": "Atlantic/Canary", "lang": "en"}
    for bad, why in (("", "empty"), ("x" * 81, "too_long"), ("a\x07b", "control")):
        with pytest.raises(club.InvalidSetting) as err:
            club.set_club_settings(db, {"name": bad})
        assert err.value.problems == {"name": why}
    with pytest.raises(KeyError):
        club.club_setting(db, "colour")


def test_admin_store_check_reset_code_uses_nothing_up_and_counts_failures(db):
    ana = progress.create_user(db, "ana", "old").id
    code = accounts.new_reset_code(db, ana)
    assert accounts.check_reset_code(db, ana, code) is True
    assert accounts.check_reset_code(db, ana, code) is True  # still there
    for _ in range(accounts.RESET_TRIES - 1):
        assert accounts.check_reset_code(db, ana, "AAAA-AAAA-AAAA") is False
    assert accounts.check_reset_code(db, ana, code) is True
    assert accounts.check_reset_code(db, ana, "AAAA-AAAA-AAAA") is False  # the 5th wrong try ends it
    assert accounts.check_reset_code(db, ana, code) is False
    assert progress.get_user(db, ana).password_hash == "old"


def test_admin_store_search_compares_usernames_as_log_in_does(db):
    progress.create_user(db, "ana", "h")
    progress.create_user(db, "Bea", "h")
    assert [u.username for u in accounts.list_users(db, "ＡＮ").users] == ["ana"]  # full-width, upper case
    assert [u.username for u in accounts.list_users(db, "bEA").users] == ["Bea"]


def test_admin_store_a_new_password_ends_every_session(db):
    ana = progress.create_user(db, "ana", "old")
    accounts.set_password(db, ana.id, "new")
    assert progress.get_user(db, ana.id).session_token != ana.session_token
    code = accounts.new_reset_code(db, ana.id)
    before = progress.get_user(db, ana.id).session_token
    assert accounts.redeem_reset_code(db, ana.id, code, "newer")
    assert progress.get_user(db, ana.id).session_token != before
