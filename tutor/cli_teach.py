"""The command line's teacher commands: ``users role NAME ROLE`` (grant a role until the admin area does it) and
``demo`` (a demo club: :mod:`tutor.demo`).

Both open the instance's database through the web app's factory, so they use the same file, settings and
migrations as ``python -m tutor serve`` with the same ``--instance``.
"""

from __future__ import annotations

import argparse
import sys

EXIT_BAD_INPUT = 2


def _app(instance: str | None):
    from .web import create_app

    return create_app(instance_path=instance)


def _store(instance: str | None):
    from . import progress

    return progress.open_db(_app(instance).config["DATABASE"])


def cmd_users_role(args: argparse.Namespace) -> int:
    """Grant (or with ``--revoke`` take away) a role; exit 2 for an unknown user or role."""
    from . import progress
    from .progress import classes

    if args.role not in classes.ROLES:
        print(f"unknown role {args.role!r}: one of {', '.join(classes.ROLES)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    db = _store(args.instance)
    user = progress.get_user_by_name(db, args.name)
    if user is None:
        print(f"no account named {args.name!r}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.revoke:
        classes.revoke_role(db, user.id, args.role)
        print(f"{user.username}: no longer {args.role}")
    else:
        classes.grant_role(db, user.id, args.role)
        print(f"{user.username}: {args.role}")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """Fill the instance with a demo club and print how to log in as its teacher."""
    from . import progress
    from .demo import build_demo
    from .web.auth import hasher

    app = _app(args.instance)
    db = progress.open_db(app.config["DATABASE"])
    with app.app_context():
        hash_password = hasher().hash  # the app's Argon2 parameters
    try:
        made = build_demo(db, hash_password, seed=args.seed)
    except ValueError as err:
        print(str(err), file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"demo club ready in {app.instance_path}")
    print(f"teacher: {made.teacher}  password: {made.password}")
    print(f"class page: /clases/{made.class_id}  ({made.learners} learners, {made.assignments} assignments, "
          f"{made.attempts} attempts)")
    print(f"gradebook CSV: /clases/{made.class_id}/tareas/{made.first_assignment}.csv")
    return 0


def add_commands(sub) -> None:
    """Add ``users`` and ``demo`` to the command line's subparsers."""
    instance_help = "the instance folder (default: as python -m tutor serve)"
    if "users" not in sub.choices:  # until the club's users commands (admin area) provide their own
        users = sub.add_parser("users", help="accounts: grant roles")
        users_sub = users.add_subparsers(dest="users_command", required=True)
        p = users_sub.add_parser("role", help="grant a role (teacher, admin) to an account")
        p.add_argument("name", help="the account's username")
        p.add_argument("role", help="teacher or admin")
        p.add_argument("--revoke", action="store_true", help="take the role away instead")
        p.add_argument("--instance", metavar="DIR", help=instance_help)
        p.set_defaults(func=cmd_users_role)

    p = sub.add_parser("demo", help="fill an instance with a demo club: a teacher, 30 learners, 3 assignments")
    p.add_argument("--instance", metavar="DIR", help=instance_help)
    p.add_argument("--seed", type=int, default=15, help="seed of the demo's answers (default 15)")
    p.set_defaults(func=cmd_demo)
