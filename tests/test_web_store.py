"""The progress store (tutor.progress): migrations, users and guests, attempts scoped to their learner."""

from __future__ import annotations

import pytest

from tutor import progress


def _attempt(user_id, puzzle_id="canasta.pozo-v1-L1-S1", correct=True, nonce=None, level=1, kind="canasta.pozo"):
    return progress.NewAttempt(user_id, puzzle_id, kind, kind.split(".")[0], level, "PUEDE_TOMAR", correct,
                               1.0 if correct else 0.0, None if correct else "canasta.pozo.ignoro_tapon", 1500, nonce)


def test_web_store_migrations_are_numbered_and_idempotent(tmp_path):
    store = progress.open_db(str(tmp_path / "m.sqlite"))
    assert progress.migrate(store)[:6] == ["0001_users", "0002_attempts", "0003_skills", "0004_users_never_reused",
                                        "0005_attempt_flags", "0006_kind_totals"]
    schema = store.schema
    assert progress.migrate(store) == []
    assert store.schema == schema


def test_web_store_each_migration_builds_its_table(tmp_path):
    store = progress.open_db(str(tmp_path / "m.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="0002_attempts")
    assert "users" in store.table_names() and "attempts" not in store.table_names()
    progress.MIGRATIONS.apply(store, stop_before="0003_skills")
    assert {"puzzle_id", "answer", "correct", "credit", "mistake", "time_ms"} <= set(store["attempts"].columns_dict)
    progress.MIGRATIONS.apply(store)
    assert store["skills"].pks == ["user_id", "kind"]


def test_web_store_usernames_are_unique_without_case(store):
    progress.create_user(store, "Ana", "h")
    with pytest.raises(progress.UsernameTaken):
        progress.create_user(store, "ana", "h")
    assert progress.get_user_by_name(store, "ANA").username == "Ana"


def test_web_store_signing_up_keeps_the_guest_row_and_its_attempts(store):
    guest = progress.create_guest(store)
    progress.record_attempt(store, _attempt(guest.id))
    user = progress.claim_guest(store, guest.id, "luis", "hash")
    assert user.id == guest.id and not user.is_guest and user.username == "luis"
    assert len(progress.recent_attempts(store, user.id)) == 1


def test_web_store_logging_in_as_a_guest_moves_its_attempts_to_the_account(store):
    user = progress.create_user(store, "eva", "h")
    progress.record_attempt(store, _attempt(user.id), progress.SkillState("canasta.pozo", "{}", "2030-01-01"))
    guest = progress.create_guest(store)
    progress.record_attempt(store, _attempt(guest.id, correct=False), progress.SkillState("canasta.pozo", "{}", "2020"))
    progress.merge_guest(store, guest.id, user.id)
    assert progress.get_user(store, guest.id) is None
    assert len(progress.recent_attempts(store, user.id)) == 2
    assert progress.skills(store, user.id)["canasta.pozo"].due == "2030-01-01"  # the account's own state wins


def test_web_store_attempts_are_read_only_by_their_learner(store):
    a, b = progress.create_user(store, "a1a", "h"), progress.create_user(store, "b2b", "h")
    attempt_id = progress.record_attempt(store, _attempt(a.id))
    assert progress.get_attempt(store, a.id, attempt_id).user_id == a.id
    assert progress.get_attempt(store, b.id, attempt_id) is None
    assert progress.recent_attempts(store, b.id) == []
    assert progress.stats_by_kind(store, b.id) == {}


def test_web_store_a_second_answer_to_the_same_showing_is_not_stored(store):
    user = progress.create_guest(store)
    first = progress.record_attempt(store, _attempt(user.id, nonce="n1"))
    again = progress.record_attempt(store, _attempt(user.id, nonce="n1", correct=False))
    assert again == first
    assert progress.count(store, "attempts") == 1


def test_web_store_attempt_and_skill_are_written_in_one_transaction(store):
    user = progress.create_guest(store)
    bad_skill = progress.SkillState("canasta.pozo", None, "2030")  # card is NOT NULL: the write fails
    with pytest.raises(Exception):
        progress.record_attempt(store, _attempt(user.id), bad_skill)
    assert progress.count(store, "attempts") == 0


def test_web_store_stats_count_attempts_right_answers_and_levels(store):
    user = progress.create_guest(store)
    for seed, (level, correct) in enumerate(((1, True), (1, True), (2, False), (2, True))):
        pid = f"canasta.pozo-v1-L{level}-S{seed}"
        progress.record_attempt(store, _attempt(user.id, pid, correct=correct, level=level))
    stats = progress.stats_by_kind(store, user.id)["canasta.pozo"]
    assert (stats.attempts, stats.correct, stats.passing_by_level) == (4, 3, {1: 2, 2: 1})
    assert stats.accuracy == 0.75
    wrong = progress.recent_attempts(store, user.id, wrong_only=True)
    assert [w.level for w in wrong] == [2]


def test_web_store_one_kinds_stats_are_its_entry_of_all_kinds_stats(store):
    user, other = progress.create_guest(store), progress.create_guest(store)
    assert progress.kind_stats(store, user.id, "canasta.pozo") is None  # before its first attempt
    for seed, (kind, level, correct) in enumerate((("canasta.pozo", 1, True), ("canasta.pozo", 2, False),
                                                   ("canasta.valor", 1, True), ("canasta.pozo", 2, True))):
        progress.record_attempt(store, _attempt(user.id, f"{kind}-v1-L{level}-S{seed}", correct, level=level,
                                                kind=kind))
    progress.record_attempt(store, _attempt(other.id, "canasta.pozo-v1-L3-S9", level=3))
    pozo = progress.kind_stats(store, user.id, "canasta.pozo")
    assert (pozo.attempts, pozo.correct, pozo.passing_by_level) == (3, 2, {1: 1, 2: 1})  # neither valor nor other's
    assert pozo == progress.stats_by_kind(store, user.id)["canasta.pozo"]
    assert progress.kind_stats(store, user.id, "canasta.valor").attempts == 1


def test_web_store_logging_in_moves_every_table_a_guest_owns(store):
    store.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), text TEXT)")
    user, guest = progress.create_user(store, "eva", "h"), progress.create_guest(store)
    store.execute("INSERT INTO notes (user_id, text) VALUES (?, 'mine')", [guest.id])
    store.conn.commit()
    progress.merge_guest(store, guest.id, user.id)
    assert [r["user_id"] for r in store.query("SELECT user_id FROM notes")] == [user.id]


def test_web_store_logging_in_adds_the_guests_totals_to_the_accounts(store):
    user, guest = progress.create_user(store, "eva", "h"), progress.create_guest(store)
    progress.record_attempt(store, _attempt(user.id, "canasta.pozo-v1-L1-S1"))
    progress.record_attempt(store, _attempt(guest.id, "canasta.pozo-v1-L1-S2"))
    progress.record_attempt(store, _attempt(guest.id, "canasta.pozo-v1-L2-S3", level=2, correct=False))
    progress.merge_guest(store, guest.id, user.id)
    stats = progress.stats_by_kind(store, user.id)["canasta.pozo"]
    assert (stats.attempts, stats.correct, stats.passing_by_level) == (3, 2, {1: 2, 2: 0})
    assert progress.count(store, "attempts") == 3 and not list(store.query("SELECT * FROM kind_totals WHERE user_id = ?",
                                                                     [guest.id]))


def test_web_store_the_totals_migration_counts_only_first_answers(tmp_path):
    store = progress.open_db(str(tmp_path / "old.sqlite"))
    progress.MIGRATIONS.apply(store, stop_before="0005_attempt_flags")
    store.execute("INSERT INTO users (id, is_guest, created_at, session_token) VALUES (1, 1, '2026-01-01', 't')")
    for i, pid in enumerate(["canasta.pozo-v1-L1-S1"] * 3 + ["canasta.pozo-v1-L1-S2"]):
        store.execute("INSERT INTO attempts (user_id, puzzle_id, kind, game, level, answer, correct, credit, created_at) "
                   "VALUES (1, ?, 'canasta.pozo', 'canasta', 1, 'x', 1, 1.0, '2026-01-01')", [pid])
    store.conn.commit()
    progress.migrate(store)
    stats = progress.stats_by_kind(store, 1)["canasta.pozo"]
    assert (stats.attempts, stats.correct, stats.passing_by_level) == (4, 4, {1: 2})
