"""The database handle: one SQLite connection per app and thread, opened on first use; migrated at start-up.

A connection is kept for the thread's next requests (opening one and closing it again costs more than most
requests: the last close of a WAL file checkpoints it). At the end of every request a transaction left open by
an error is rolled back, so no request sees another's half-done writes.
"""

from __future__ import annotations

import threading

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext

from .. import progress


def get_db():
    """This thread's :mod:`tutor.progress` store handle for the current app (opened on first use)."""
    local = current_app.extensions["tapete.db"]
    db = getattr(local, "db", None)
    if db is None:
        db = local.db = progress.open_db(current_app.config["DATABASE"], current_app.config["DATABASE_SYNCHRONOUS"])
    g.db_used = True
    return db


def end_request(_exc: BaseException | None = None) -> None:
    """Roll back whatever a failed request left open."""
    if g.pop("db_used", False):
        db = current_app.extensions["tapete.db"].db
        if db.conn.in_transaction:
            db.conn.rollback()


def init_db(app: Flask) -> list[str]:
    """Create or migrate the schema of the app's database; returns the migrations applied now."""
    db = progress.open_db(app.config["DATABASE"])
    try:
        return progress.migrate(db)
    finally:
        db.close()


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create or migrate the database."""
    applied = init_db(current_app)
    click.echo(f"migrations applied: {', '.join(applied) or 'none (up to date)'}")


def init_app(app: Flask) -> None:
    """Migrate the database now and register the teardown and the ``flask init-db`` command."""
    if app.config["DATABASE"] == ":memory:":
        raise ValueError("DATABASE must be a file: every request opens its own connection")
    if app.config["DATABASE_SYNCHRONOUS"] not in progress.SYNCHRONOUS:  # said at start-up, not at the first request
        raise ValueError(f"DATABASE_SYNCHRONOUS must be one of {', '.join(progress.SYNCHRONOUS)}, "
                         f"not {app.config['DATABASE_SYNCHRONOUS']!r}")
    init_db(app)
    app.extensions["tapete.db"] = threading.local()
    app.teardown_appcontext(end_request)
    app.cli.add_command(init_db_command)
