"""The store's file: private to its owner, durable at every acknowledged commit, writers queued by SQLite alone."""

from __future__ import annotations

import os
import stat
import threading

import pytest

from tutor import progress
from tutor.web import create_app


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_the_database_and_its_wal_and_shm_are_readable_by_the_owner_only(tmp_path):
    old = os.umask(0o022)  # a usual umask: files would be 0644
    try:
        app = create_app({"TESTING": True, "SECRET_KEY": "k"}, instance_path=str(tmp_path))
        db = progress.open_db(app.config["DATABASE"])
        progress.create_guest(db)
        for name in ("tapete.sqlite", "tapete.sqlite-wal", "tapete.sqlite-shm"):
            assert _mode(tmp_path / name) == 0o600, name
        db.close()
        create_app({"TESTING": True}, instance_path=str(tmp_path / "other"))
        assert _mode(tmp_path / "other" / "secret_key") == 0o600
    finally:
        os.umask(old)


def test_an_existing_world_readable_database_is_made_private_when_opened(tmp_path):
    path = tmp_path / "old.sqlite"
    progress.migrate(progress.open_db(str(path)))
    os.chmod(path, 0o644)
    progress.open_db(str(path))
    assert _mode(path) == 0o600


def test_commits_are_synced_at_once_and_writers_queue_on_sqlite_alone(tmp_path):
    path = str(tmp_path / "s.sqlite")
    db = progress.open_db(path)
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL: a commit survives a power cut
    assert db.journal_mode == "wal"
    progress.migrate(db)
    errors = []

    def guests():
        mine = progress.open_db(path)
        try:
            for _ in range(20):
                progress.create_guest(mine)
        except Exception as err:  # pragma: no cover - shown by the assertion
            errors.append(err)

    threads = [threading.Thread(target=guests) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and progress.count(db, "users") == 80
    assert not os.path.exists(path + "-writers")  # no lock file beside SQLite's own


def _synchronous_of_a_request(tmp_path, settings):
    from tutor.web.db import get_db

    app = create_app({"TESTING": True, "SECRET_KEY": "k", **settings}, instance_path=str(tmp_path))
    with app.test_request_context("/"):
        return get_db().execute("PRAGMA synchronous").fetchone()[0]


def test_the_server_syncs_every_commit_unless_the_admin_trades_that_for_latency(tmp_path):
    assert _synchronous_of_a_request(tmp_path / "default", {}) == 2  # FULL
    assert _synchronous_of_a_request(tmp_path / "normal", {"DATABASE_SYNCHRONOUS": "NORMAL"}) == 1


def test_a_synchronous_setting_other_than_full_or_normal_refuses_to_start(tmp_path):
    with pytest.raises(ValueError, match="DATABASE_SYNCHRONOUS must be one of FULL, NORMAL, not 'OFF'"):
        create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE_SYNCHRONOUS": "OFF"}, instance_path=str(tmp_path))
    with pytest.raises(ValueError, match="synchronous must be one of FULL, NORMAL"):
        progress.open_db(str(tmp_path / "x.sqlite"), "off")
