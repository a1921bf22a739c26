"""Roles in the store (tutor.progress.roles): learner for everyone, teacher and admin granted to accounts, the last
admin kept."""

from __future__ import annotations

import pytest

from tutor import progress
from tutor.progress import roles


def test_admin_roles_everyone_is_a_learner_and_nothing_more(store):
    uid = progress.create_user(store, "ana", "h").id
    guest = progress.create_guest(store).id
    assert roles.roles_of(store, uid) == {"learner"}
    assert roles.roles_of(store, guest) == {"learner"}
    assert roles.roles_of(store, 999) == frozenset()
    assert roles.has_role(store, uid, "learner") and not roles.has_role(store, 999, "learner")
    assert not roles.has_role(store, uid, "teacher") and not roles.has_role(store, uid, "admin")


def test_admin_roles_grant_and_revoke_several(store):
    uid = progress.create_user(store, "ana", "h").id
    other = progress.create_user(store, "bea", "h").id
    assert roles.grant_role(store, uid, "teacher") is True
    assert roles.grant_role(store, uid, "teacher") is False  # twice: one row
    assert roles.grant_role(store, uid, "admin") is True
    assert roles.roles_of(store, uid) == {"learner", "teacher", "admin"}
    assert roles.roles_of(store, other) == {"learner"}
    assert roles.users_with(store, "teacher") == [uid]
    assert roles.revoke_role(store, uid, "teacher") is True
    assert roles.revoke_role(store, uid, "teacher") is False
    assert roles.roles_of(store, uid) == {"learner", "admin"}


def test_admin_roles_only_teacher_and_admin_are_granted_to_accounts(store):
    uid = progress.create_user(store, "ana", "h").id
    guest = progress.create_guest(store).id
    for role in ("learner", "root", "Admin"):
        with pytest.raises(roles.UnknownRole):
            roles.grant_role(store, uid, role)
        with pytest.raises(roles.UnknownRole):
            roles.revoke_role(store, uid, role)
    with pytest.raises(roles.UnknownRole):
        roles.has_role(store, uid, "root")
    for who in (guest, 12345):
        with pytest.raises(roles.NotAnAccount):
            roles.grant_role(store, who, "teacher")
    assert store["user_roles"].count == 0


def test_admin_roles_the_last_admin_keeps_the_role(store):
    ana = progress.create_user(store, "ana", "h").id
    bea = progress.create_user(store, "bea", "h").id
    roles.grant_role(store, ana, "admin")
    with pytest.raises(roles.LastAdmin):
        roles.revoke_role(store, ana, "admin")
    assert roles.has_role(store, ana, "admin")
    roles.grant_role(store, bea, "admin")
    assert roles.revoke_role(store, ana, "admin") is True
    assert roles.users_with(store, "admin") == [bea]


def test_admin_roles_go_with_the_user_row(store):
    uid = progress.create_user(store, "ana", "h").id
    roles.grant_role(store, uid, "teacher")
    with progress.writing(store):
        store.execute("DELETE FROM users WHERE id = ?", [uid])
    assert store["user_roles"].count == 0


def test_admin_roles_migration_accepts_the_table_made_by_the_classes_migration(tmp_path):
    handle = progress.open_db(str(tmp_path / "s.sqlite"))
    progress.MIGRATIONS.apply(handle, stop_before="club_0001_user_roles")
    handle.execute("CREATE TABLE user_roles (user_id INTEGER NOT NULL REFERENCES users(id), role TEXT NOT NULL, "
                   "granted_at TEXT NOT NULL, PRIMARY KEY (user_id, role))")  # as the teachers' migration makes it
    uid = progress.create_user(handle, "ana", "h").id
    handle.execute("INSERT INTO user_roles VALUES (?, 'teacher', '2026-01-01')", [uid])
    progress.migrate(handle)
    assert roles.roles_of(handle, uid) == {"learner", "teacher"}
    with progress.writing(handle):
        handle.execute("DELETE FROM users WHERE id = ?", [uid])
    assert handle["user_roles"].count == 0  # the trigger is there
