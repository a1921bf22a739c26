"""The whole schema: every module of the store registers its migrations when imported; :func:`load` imports them
all, so a command that opens a database outside the web app (backup, restore, users) knows every migration.

>>> "club_0001_user_roles" in known_migrations()
True
"""

from __future__ import annotations

import importlib
import pkgutil

import sqlite_utils

from . import MIGRATIONS, __name__ as _package, __path__ as _path


def load():
    """Import every module of :mod:`tutor.progress` (each registers its migrations); returns the migrations."""
    for module in pkgutil.iter_modules(_path):
        importlib.import_module(f"{_package}.{module.name}")
    return MIGRATIONS


def known_migrations() -> list[str]:
    """The names of every migration this version of Tapete has, in the order they apply."""
    load()
    return [m.name for m in MIGRATIONS.pending(sqlite_utils.Database(memory=True))]


def applied_migrations(db: sqlite_utils.Database) -> list[str]:
    """The names of the migrations recorded in ``db`` (``[]`` for a database no Tapete ever migrated)."""
    return [m.name for m in MIGRATIONS.applied(db)]


def migrate_all(db: sqlite_utils.Database) -> list[str]:
    """Apply every pending migration of every store module; returns the names applied now."""
    load()
    pending = [m.name for m in MIGRATIONS.pending(db)]
    MIGRATIONS.apply(db)
    return pending
