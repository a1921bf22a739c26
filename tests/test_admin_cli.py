"""python -m tutor users / backup / restore (tutor.cli_club): the first admin, scripts, and bad input that exits 2
with a message in --lang and changes nothing."""

from __future__ import annotations

import io
import json

import pytest
from argon2 import PasswordHasher

from tutor import progress
from tutor.cli import main
from tutor.progress import roles


@pytest.fixture
def run(tmp_path, monkeypatch, capsys):
    def run(*argv, stdin=""):
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        code = main([*argv, "--instance", str(tmp_path)])
        out, err = capsys.readouterr()
        return code, out, err
    return run


@pytest.fixture
def db(tmp_path):
    def db():
        return progress.open_db(str(tmp_path / "tapete.sqlite"))
    return db


def test_admin_cli_first_admin_prints_how_to_log_in(run, db):
    code, out, _ = run("users", "add", "Ana", "--admin", "--lang", "en", stdin="secreto-123\n")
    assert code == 0
    assert "/cuenta/entrar" in out and "log in as Ana" in out and "/admin" in out
    user = progress.get_user_by_name(db(), "ana")
    assert PasswordHasher().verify(user.password_hash, "secreto-123")
    assert roles.roles_of(db(), user.id) == {"learner", "admin"}
    code, out, _ = run("users", "list", "--json")
    assert json.loads(out) == [{"id": user.id, "username": "Ana", "roles": ["admin"],
                                "created_at": json.loads(out)[0]["created_at"]}]


def test_admin_cli_role_passwd_export_delete(run, db):
    run("users", "add", "ana", "--admin", stdin="secreto-123\n")
    run("users", "add", "bea", stdin="secreto-456\n")
    assert run("users", "role", "bea", "teacher")[0] == 0
    assert run("users", "role", "bea", "admin")[0] == 0
    assert roles.roles_of(db(), progress.get_user_by_name(db(), "bea").id) == {"learner", "teacher", "admin"}
    assert run("users", "role", "bea", "teacher", "--remove")[0] == 0
    assert run("users", "passwd", "bea", stdin="otra-clave-789\n")[0] == 0
    bea = progress.get_user_by_name(db(), "bea")
    assert PasswordHasher().verify(bea.password_hash, "otra-clave-789")
    code, out, _ = run("users", "export", "bea")
    data = json.loads(out)
    assert code == 0 and data["user"]["username"] == "bea" and data["roles"] == ["admin", "learner"]
    assert "password_hash" not in out and bea.password_hash not in out
    assert run("users", "delete", "bea", "--yes")[0] == 0
    assert progress.get_user_by_name(db(), "bea") is None


@pytest.mark.parametrize("argv, stdin, says_en, says_es", [
    (("users", "add", "a b"), "secreto-123\n", "3 to 30 letters", "de 3 a 30 letras"),
    (("users", "add", "carla"), "corta\n", "8 to 200 characters", "de 8 a 200 caracteres"),
    (("users", "add", "ANA"), "secreto-123\n", "is taken", "ya está cogido"),
    (("users", "passwd", "zoe"), "secreto-123\n", "no user 'zoe'", "no hay ningún usuario 'zoe'"),
    (("users", "role", "ana", "admin", "--remove"), "", "only admin", "único administrador"),
    (("users", "delete", "ana", "--yes"), "", "only admin", "único administrador"),
    (("users", "delete", "ana"), "", "add --yes", "añade --yes"),
    (("users", "export", "zoe"), "", "no user", "no hay ningún usuario"),
])
def test_admin_cli_bad_input_exits_2_in_its_language_and_changes_nothing(run, db, argv, stdin, says_en, says_es):
    run("users", "add", "ana", "--admin", stdin="secreto-123\n")
    before = db().execute("SELECT id, username, password_hash FROM users").fetchall()
    for lang, says in (("en", says_en), ("es", says_es)):
        code, out, err = run(*argv, "--lang", lang, stdin=stdin)
        assert (code, out) == (2, "") and says in err, err
    assert db().execute("SELECT id, username, password_hash FROM users").fetchall() == before
    assert roles.users_with(db(), "admin") == [before[0][0]]


def test_admin_cli_backup_and_restore(run, db, tmp_path):
    run("users", "add", "ana", "--admin", stdin="secreto-123\n")
    copy = tmp_path / "copia.sqlite"
    assert run("backup", str(copy))[0] == 0
    run("users", "add", "bea", stdin="secreto-456\n")
    code, out, _ = run("restore", str(copy), "--lang", "en")
    assert code == 0 and "replaced database is kept as" in out
    assert progress.get_user_by_name(db(), "bea") is None and progress.get_user_by_name(db(), "ana") is not None
    (tmp_path / "x.txt").write_text("hola")
    code, out, err = run("restore", str(tmp_path / "x.txt"))
    assert (code, out) == (2, "") and "no es una base de datos de Tapete" in err
    code, out, err = run("backup", str(copy), "--lang", "en")
    assert code == 2 and "exists already" in err


def test_admin_cli_usernames_as_the_sign_up_form_takes_them(run, db):
    run("users", "add", "ana", stdin="secreto-123\n")
    code, _, err = run("users", "add", "ＡＮＡ", "--lang", "en", stdin="secreto-123\n")  # full-width: the same name
    assert code == 2 and "taken" in err
    code, _, err = run("users", "add", "\u0430dmin9171", "--lang", "en", stdin="secreto-123\n")  # Cyrillic а
    assert code == 2 and "one alphabet" in err
    token = progress.get_user_by_name(db(), "ana").session_token
    assert run("users", "passwd", "ANA", stdin="otra-clave-9\n")[0] == 0
    assert progress.get_user_by_name(db(), "ana").session_token != token  # every session ended
