"""Backups (tutor.backup, python -m tutor backup/restore): consistent while learners answer, nothing lost on
restore, and a damaged, foreign or newer file changes nothing."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from datetime import datetime

import pytest

from tutor import backup, progress
from tutor.progress import roles, schema


def _store(path):
    db = progress.open_db(str(path))
    progress.migrate(db)
    return db


def _answer(db, uid, nonce):
    return progress.record_attempt(db, progress.NewAttempt(uid, "canasta.pozo-v1-L1-S1", "canasta.pozo", "canasta",
                                                           1, "PUEDE_TOMAR", True, 1.0, None, 900, nonce))


def _snapshot(path):
    with sqlite3.connect(path) as conn:
        return {t: conn.execute(f"SELECT * FROM [{t}] ORDER BY rowid").fetchall()
                for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_backup_while_ten_learners_answer_then_restore_loses_no_acknowledged_answer(tmp_path):
    live = tmp_path / "tapete.sqlite"
    db = _store(live)
    uids = [progress.create_user(db, f"learner{i}", "h").id for i in range(10)]
    db.close()
    acked: list[tuple[float, int]] = []  # (when acknowledged, attempt id)
    stop = threading.Event()

    def learner(uid):
        mine = progress.open_db(str(live))
        n = 0
        while not stop.is_set():
            attempt = _answer(mine, uid, f"n{n}")
            acked.append((time.monotonic(), attempt))  # list.append is atomic
            n += 1
        mine.close()

    threads = [threading.Thread(target=learner, args=(uid,)) for uid in uids]
    for t in threads:
        t.start()
    while len(acked) < 200:
        time.sleep(0.01)
    started = time.monotonic()
    backup.backup(live, tmp_path / "copy.sqlite")
    time.sleep(0.1)
    stop.set()
    for t in threads:
        t.join()
    before = {a for when, a in acked if when < started}
    assert len(before) >= 200
    in_copy = {r[0] for r in _snapshot(tmp_path / "copy.sqlite")["attempts"]}
    assert before <= in_copy  # every answer acknowledged before the backup began is in it
    assert len(acked) > len(in_copy)  # and the learners went on answering during and after it
    assert oct(os.stat(tmp_path / "copy.sqlite").st_mode & 0o777) == "0o600"

    kept, applied = backup.restore(live, tmp_path / "copy.sqlite", now=datetime(2026, 12, 1, 3, 0, 0))
    assert applied == []
    assert kept == tmp_path / "tapete.sqlite.replaced-20261201-030000"
    assert {r[0] for r in _snapshot(live)["attempts"]} == in_copy
    assert {r[0] for r in _snapshot(kept)["attempts"]} == {a for _, a in acked}  # the replaced one, whole
    after = progress.open_db(str(live))
    assert after.journal_mode == "wal"
    assert {u.id for u in [progress.get_user(after, uid) for uid in uids]} == set(uids)
    assert after.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_backup_restore_of_a_damaged_or_foreign_file_changes_nothing(tmp_path):
    live = tmp_path / "tapete.sqlite"
    db = _store(live)
    _answer(db, progress.create_user(db, "ana", "h").id, "n1")
    db.close()
    good = backup.backup(live, tmp_path / "good.sqlite")
    damaged = tmp_path / "damaged.sqlite"
    data = bytearray(good.read_bytes())
    data[4096 * 2:4096 * 2 + 400] = os.urandom(400)  # a page in the middle of the tables
    damaged.write_bytes(bytes(data))
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT)")
    text = tmp_path / "notes.txt"
    text.write_text("not a database\n" * 100)
    newer = tmp_path / "newer.sqlite"
    newer.write_bytes(good.read_bytes())
    with sqlite3.connect(newer) as conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                     "VALUES ('tapete', '9999_from_the_future', '2030-01-01')")
    before = _snapshot(live)
    files_before = sorted(os.listdir(tmp_path))
    for bad, says in ((damaged, "damaged"), (foreign, "not a Tapete database"), (text, "not a Tapete database"),
                      (newer, "newer Tapete (migrations 9999_from_the_future)"),
                      (tmp_path / "missing.sqlite", "does not exist")):
        with pytest.raises(backup.BackupError) as err:
            backup.restore(live, bad)
        assert says in str(err.value), bad
        assert err.value.es != str(err.value)
        assert _snapshot(live) == before
        assert sorted(os.listdir(tmp_path)) == files_before  # no staging copy, no "replaced" file left


def test_backup_restore_migrates_an_older_database(tmp_path):
    old = tmp_path / "old.sqlite"
    db = progress.open_db(str(old))
    progress.MIGRATIONS.apply(db, stop_before="club_0001_user_roles")  # a backup made before roles existed
    uid = progress.create_user(db, "ana", "h").id
    db.close()
    live = tmp_path / "tapete.sqlite"
    _store(live).close()
    kept, applied = backup.restore(live, old)
    assert "club_0001_user_roles" in applied
    db = progress.open_db(str(live))
    assert progress.get_user(db, uid).username == "ana" and roles.roles_of(db, uid) == {"learner"}
    assert set(schema.applied_migrations(db)) == set(schema.known_migrations())


def test_backup_refuses_an_existing_target_and_a_missing_database(tmp_path):
    live = tmp_path / "tapete.sqlite"
    _store(live).close()
    (tmp_path / "taken.sqlite").write_text("mine")
    with pytest.raises(backup.BackupError, match="exists already"):
        backup.backup(live, tmp_path / "taken.sqlite")
    assert (tmp_path / "taken.sqlite").read_text() == "mine"
    with pytest.raises(backup.BackupError, match="does not exist"):
        backup.backup(tmp_path / "nothing.sqlite", tmp_path / "b.sqlite")
    assert not (tmp_path / "nothing.sqlite").exists() and not (tmp_path / "b.sqlite").exists()
