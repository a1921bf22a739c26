"""Running the club from the command line: ``python -m tutor users ...``, ``backup FILE``, ``restore FILE``.

``users list|add|passwd|role|delete|export``: the first admin (``users add NAME --admin``) and scripts. A password
is asked twice on a terminal, else read from the first line of standard input. Every command works on the
instance's database (``--instance DIR``, default as ``serve``), migrating it first, and exits 2 with a message in
``--lang`` on bad input, changing nothing.
"""

from __future__ import annotations

import argparse
import getpass
import json
import sys
import unicodedata
from pathlib import Path

from .rules.base import BilingualError

class ClubError(BilingualError):
    """Bad input to a club command: printed as ``error: ...`` in ``--lang``, exit 2."""


def database_path(instance: str | None) -> Path:
    """The database of ``instance`` (default: the server's, :func:`tutor.credentials.default_instance`)."""
    from .credentials import default_instance

    return Path(instance or default_instance()) / "tapete.sqlite"


def _open(args: argparse.Namespace):
    from . import progress

    path = database_path(args.instance)
    path.parent.mkdir(parents=True, exist_ok=True)
    db = progress.open_db(str(path))
    progress.migrate(db)
    return db


def _check_username(name: str) -> str:
    """The name as it is stored (NFKC), or ClubError with the rules the sign-up form applies."""
    from . import credentials

    normal = unicodedata.normalize("NFKC", name.strip())
    if not credentials.USERNAME.match(normal):
        raise ClubError("a username has 3 to 30 letters, digits, dots, dashes or underscores",
                        es="un nombre de usuario tiene de 3 a 30 letras, cifras, puntos, guiones o guiones bajos")
    if len(credentials.scripts_of(normal)) > 1:
        raise ClubError("a username is written in one alphabet (not, say, Latin and Cyrillic letters mixed)",
                        es="un nombre de usuario se escribe en un solo alfabeto (no, por ejemplo, letras latinas y "
                           "cirílicas mezcladas)")
    return normal


def _read_password() -> str:
    """Asked twice on a terminal, else the first line of standard input; checked as the sign-up form checks it."""
    from . import credentials

    if sys.stdin.isatty():
        password = getpass.getpass("Contraseña / password: ")
        if getpass.getpass("Otra vez / again: ") != password:
            raise ClubError("the two passwords differ", es="las dos contraseñas no coinciden")
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    if not credentials.MIN_PASSWORD <= len(password) <= credentials.MAX_PASSWORD:
        raise ClubError(f"a password has {credentials.MIN_PASSWORD} to {credentials.MAX_PASSWORD} characters",
                        es=f"una contraseña tiene de {credentials.MIN_PASSWORD} a {credentials.MAX_PASSWORD} caracteres")
    return password


def _hash(password: str) -> str:
    """Argon2id with argon2-cffi's recommended parameters: the web app's (:mod:`tutor.web.learners`)."""
    from argon2 import PasswordHasher

    return PasswordHasher().hash(password)


def _user(db, name: str):
    from . import progress

    user = progress.get_user_by_name(db, name.strip())
    if user is None:
        raise ClubError(f"no user {name!r}", es=f"no hay ningún usuario {name!r}")
    return user


def users_list(args, db) -> None:
    from .progress import accounts

    page, number = None, 1
    rows = []
    while page is None or number <= page.pages:
        page = accounts.list_users(db, args.search or "", number, per_page=500)
        rows += page.users
        number += 1
    if args.json:
        print(json.dumps([{"id": u.id, "username": u.username, "roles": sorted(u.roles), "created_at": u.created_at}
                          for u in rows], ensure_ascii=False, indent=2))
        return
    for u in rows:
        print(f"{u.id:6}  {u.username:30}  {','.join(sorted(u.roles)) or '-':14}  {u.created_at}")


def users_add(args, db) -> None:
    from . import progress
    from .progress import roles

    name = _check_username(args.name)
    if progress.get_user_by_name(db, name) is not None:
        raise ClubError(f"the username {name!r} is taken", es=f"el nombre de usuario {name!r} ya está cogido")
    user = progress.create_user(db, name, _hash(_read_password()))
    for role in ("admin", "teacher"):
        if getattr(args, role):
            roles.grant_role(db, user.id, role)
    if args.lang == "en":
        print(f"User {name} created (id {user.id}). Start the server (python -m tutor serve), open "
              f"http://127.0.0.1:5000/cuenta/entrar and log in as {name} with that password"
              + ("; the admin area is at /admin." if args.admin else "."))
    else:
        print(f"Usuario {name} creado (id {user.id}). Arranca el servidor (python -m tutor serve), abre "
              f"http://127.0.0.1:5000/cuenta/entrar y entra como {name} con esa contraseña"
              + ("; la administración está en /admin." if args.admin else "."))


def users_passwd(args, db) -> None:
    from .progress import accounts

    user = _user(db, args.name)
    if user.is_guest:
        raise ClubError("a guest has no password", es="un invitado no tiene contraseña")
    accounts.set_password(db, user.id, _hash(_read_password()))
    print("password changed; every session of the account has ended" if args.lang == "en"
          else "contraseña cambiada; se han cerrado todas las sesiones de la cuenta")


def users_role(args, db) -> None:
    from .progress import roles

    user = _user(db, args.name)
    try:
        if args.remove:
            changed = roles.revoke_role(db, user.id, args.role)
        else:
            changed = roles.grant_role(db, user.id, args.role)
    except roles.LastAdmin:
        raise ClubError(f"{user.username} is the only admin: make another admin first",
                        es=f"{user.username} es el único administrador: nombra antes a otro") from None
    except roles.NotAnAccount:
        raise ClubError("a guest cannot hold a role", es="un invitado no puede tener un rol") from None
    now = sorted(roles.roles_of(db, user.id))
    print(f"{user.username}: {', '.join(now)}" + ("" if changed else " (unchanged)" if args.lang == "en"
                                                   else " (sin cambios)"))


def users_delete(args, db) -> None:
    from .progress import accounts, roles

    user = _user(db, args.name)
    if not args.yes:
        raise ClubError(f"deleting {user.username} removes all their answers for good: add --yes",
                        es=f"borrar a {user.username} elimina para siempre todas sus respuestas: añade --yes")
    try:
        accounts.delete_user(db, user.id)
    except roles.LastAdmin:
        raise ClubError(f"{user.username} is the only admin: make another admin first",
                        es=f"{user.username} es el único administrador: nombra antes a otro") from None
    except accounts.StillReferenced:
        raise ClubError(f"{user.username} still owns things others use (a class?): hand them over first",
                        es=f"{user.username} aún tiene cosas que usan otros (¿una clase?): pásalas antes a otro") \
            from None
    print(f"deleted {user.username}" if args.lang == "en" else f"{user.username} borrado")


def users_export(args, db) -> None:
    from .progress import accounts

    print(json.dumps(accounts.export_user(db, _user(db, args.name).id), ensure_ascii=False, indent=2))


def _report(args: argparse.Namespace, err: BilingualError) -> int:
    """The error as every command prints one (:func:`tutor.cli.report`); exit 2."""
    from .cli import report

    return report(args, err)


def cmd_users(args: argparse.Namespace) -> int:
    """``users ACTION``: one of the functions above on the instance's database."""
    db = None
    try:
        db = _open(args)
        args.action(args, db)
    except ClubError as err:
        return _report(args, err)
    finally:
        if db is not None:
            db.close()
    return 0


def cmd_backup(args: argparse.Namespace) -> int:
    """``backup FILE``: a consistent copy of the instance's database (while the server runs)."""
    from . import backup

    try:
        made = backup.backup(database_path(args.instance), args.file)
    except backup.BackupError as err:
        return _report(args, err)
    print(f"backup written to {made}" if args.lang == "en" else f"copia escrita en {made}")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    """``restore FILE``: the instance's database replaced by a backup (the replaced one kept beside it)."""
    from . import backup

    try:
        kept, applied = backup.restore(database_path(args.instance), args.file)
    except backup.BackupError as err:
        return _report(args, err)
    en = args.lang == "en"
    print(f"restored from {args.file}" if en else f"restaurada desde {args.file}")
    if kept:
        print(f"the replaced database is kept as {kept}" if en else f"la base de datos sustituida queda en {kept}")
    if applied:
        print(("migrated: " if en else "migrada: ") + ", ".join(applied))
    return 0


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--instance", metavar="DIR", help="the server's instance folder (default as serve)")
    p.add_argument("--lang", choices=("es", "en"), default="es", help="language of the messages (default es)")


def register(sub, error_form) -> None:
    """Add ``users``, ``backup`` and ``restore`` to the subcommands ``sub`` of ``python -m tutor``, their usage
    errors printed in ``error_form`` (:class:`tutor.cli.ErrorForm`)."""
    users = sub.add_parser("users", error_form=error_form, help="list, add, change and delete the club's users")
    actions = users.add_subparsers(dest="users_command", required=True)
    users.set_defaults(func=cmd_users)

    p = actions.add_parser("list", error_form=error_form, help="the accounts with their roles")
    p.add_argument("--search", metavar="TEXT", help="only usernames containing TEXT")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(action=users_list)
    p = actions.add_parser("add", error_form=error_form,
                           help="a new account (password from the terminal or standard input)")
    p.add_argument("name")
    p.add_argument("--admin", action="store_true", help="make it an admin (the first admin: how to log in is printed)")
    p.add_argument("--teacher", action="store_true", help="make it a teacher")
    p.set_defaults(action=users_add)
    p = actions.add_parser("passwd", error_form=error_form, help="set a new password (ends the account's sessions)")
    p.add_argument("name")
    p.set_defaults(action=users_passwd)
    p = actions.add_parser("role", error_form=error_form, help="grant (or --remove) the teacher or admin role")
    p.add_argument("name")
    p.add_argument("role", choices=("teacher", "admin"))
    p.add_argument("--remove", action="store_true", help="take the role away")
    p.set_defaults(action=users_role)
    p = actions.add_parser("delete", error_form=error_form, help="delete an account and all its data (needs --yes)")
    p.add_argument("name")
    p.add_argument("--yes", action="store_true", help="yes, delete it")
    p.set_defaults(action=users_delete)
    p = actions.add_parser("export", error_form=error_form,
                           help="everything stored about a user, as JSON on standard output")
    p.add_argument("name")
    p.set_defaults(action=users_export)
    for p in actions.choices.values():
        _common(p)

    p = sub.add_parser("backup", error_form=error_form, help="copy the database to FILE (safe while the server runs)")
    p.add_argument("file", help="a new file")
    _common(p)
    p.set_defaults(func=cmd_backup)
    p = sub.add_parser("restore", error_form=error_form,
                       help="replace the database by the backup FILE (the old one kept beside it)")
    p.add_argument("file", help="a file made by backup")
    _common(p)
    p.set_defaults(func=cmd_restore)
