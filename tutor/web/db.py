"""The database handle of a request: opened lazily on ``g``, closed at teardown; migrated at start-up."""

from __future__ import annotations

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext

from .. import progress


def get_db():
    """This request's :mod:`tutor.progress` store handle (opened on first use)."""
    if "db" not in g:
        g.db = progress.open_db(current_app.config["DATABASE"])
    return g.db


def close_db(_exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


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
    init_db(app)
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
