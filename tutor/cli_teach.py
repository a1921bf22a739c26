"""The command line's ``demo``: a demo club (:mod:`tutor.demo`) in an instance. The teacher role itself is granted
with ``python -m tutor users role NAME teacher`` (:mod:`tutor.cli_club`).

It opens the instance's database through the web app's factory, so it uses the same file, settings and
migrations as ``python -m tutor serve`` with the same ``--instance``.
"""

from __future__ import annotations

import argparse
import sys

EXIT_BAD_INPUT = 2


def _app(instance: str | None):
    from .web import create_app

    return create_app(instance_path=instance)


def cmd_demo(args: argparse.Namespace) -> int:
    """Fill the instance with a demo club and print how to log in as its teacher."""
    from . import progress
    from .demo import build_demo
    from .web.learners import hasher

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
    """Add ``demo`` to the command line's subparsers."""
    instance_help = "the instance folder (default: as python -m tutor serve)"
    p = sub.add_parser("demo", help="fill an instance with a demo club: a teacher, 30 learners, 3 assignments")
    p.add_argument("--instance", metavar="DIR", help=instance_help)
    p.add_argument("--seed", type=int, default=15, help="seed of the demo's answers (default 15)")
    p.set_defaults(func=cmd_demo)
