"""Backups of the club's database: ``python -m tutor backup FILE`` and ``python -m tutor restore FILE``.

Both go through SQLite's online backup API (:meth:`sqlite3.Connection.backup`, all pages in one step), which
copies one consistent snapshot of the database — the committed transactions, those still in the WAL file
included — while the server keeps answering, and writes into a database through SQLite itself, so the
connections of a running server see the restored data (not a file swapped under them).

A restore first copies the file to a staging database beside the live one and checks it there: it must be an
intact SQLite file (``PRAGMA integrity_check``) that Tapete made (its migration record names ``0001_users``) and
whose every migration this version knows (a newer Tapete's file is refused: this code would not understand it). An
older one is migrated in the staging copy. Only then is the live database copied beside itself as
``tapete.sqlite.replaced-YYYYmmdd-HHMMSS`` and overwritten; any refusal leaves everything as it was.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from datetime import datetime
from pathlib import Path

from .progress import schema
from .rules.base import BilingualError


class BackupError(BilingualError):
    """The backup or restore cannot be done; nothing was changed. ``str()`` English, ``.es`` Spanish."""


def _private(path: Path) -> None:
    """Readable by its owner only: a backup holds password hashes."""
    os.chmod(path, 0o600)


def _copy(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of ``source`` into a new file ``target`` (made private before any page is written)."""
    target.touch(mode=0o600, exist_ok=False)
    with closing(sqlite3.connect(target)) as dest:
        source.backup(dest)


def _open_existing(path: Path, what_en: str, what_es: str) -> sqlite3.Connection:
    """A connection to an existing file (SQLite would otherwise create an empty one)."""
    if not path.is_file():
        raise BackupError(f"{what_en} {path} does not exist", es=f"{what_es} {path} no existe")
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=30.0)


def backup(database: str | os.PathLike, target: str | os.PathLike) -> Path:
    """Copy the live ``database`` into the new file ``target`` (consistent while the server writes; owner-only).

    Raises:
        BackupError: no database there, ``target`` exists already or its folder does not, or SQLite failed;
            no file is left behind.
    """
    database, target = Path(database), Path(target)
    if target.exists():
        raise BackupError(f"{target} exists already: choose a new file name",
                          es=f"{target} ya existe: elige otro nombre de archivo")
    if not target.parent.is_dir():
        raise BackupError(f"folder {target.parent} does not exist", es=f"la carpeta {target.parent} no existe")
    with closing(_open_existing(database, "the database", "la base de datos")) as live:
        try:
            _copy(live, target)
        except (sqlite3.Error, OSError) as err:
            target.unlink(missing_ok=True)
            raise BackupError(f"backup failed: {err}", es=f"la copia falló: {err}") from None
    return target


def _check(staging: Path, source: Path) -> list[str]:
    """Check the staging copy of a backup, then migrate it; returns the migrations applied.

    Raises:
        BackupError: damaged, not a Tapete database, from a newer Tapete, or a migration failed.
    """
    try:
        return schema.check_and_migrate(staging)
    except schema.NotTapete:
        raise BackupError(f"{source} is not a Tapete database",
                          es=f"{source} no es una base de datos de Tapete") from None
    except schema.Damaged:
        raise BackupError(f"{source} is damaged (SQLite's integrity check fails)",
                          es=f"{source} está dañado (falla la comprobación de integridad de SQLite)") from None
    except schema.Newer as err:
        names = ", ".join(err.unknown)
        raise BackupError(f"{source} comes from a newer Tapete (migrations {names}): update Tapete first",
                          es=f"{source} viene de un Tapete más nuevo (migraciones {names}): actualiza Tapete "
                             f"antes") from None
    except sqlite3.DatabaseError as err:
        raise BackupError(f"{source} cannot be migrated: {err}", es=f"{source} no se puede migrar: {err}") from None


def restore(database: str | os.PathLike, source: str | os.PathLike, now: datetime | None = None
            ) -> tuple[Path | None, list[str]]:
    """Replace the live ``database`` by the backup ``source``.

    Returns ``(where the replaced database was kept, or None if there was none; migrations applied to the
    backup)``. The replaced one is ``<database>.replaced-YYYYmmdd-HHMMSS``.

    Raises:
        BackupError: ``source`` is missing, damaged, not Tapete's or from a newer Tapete, or SQLite failed;
            nothing changed (the staging copy is removed).
    """
    database, source = Path(database), Path(source)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    staging = database.with_name(f"{database.name}.restoring-{stamp}")
    kept = database.with_name(f"{database.name}.replaced-{stamp}")
    try:
        with closing(_open_existing(source, "the backup", "la copia")) as backup_conn:
            try:
                _copy(backup_conn, staging)
            except sqlite3.DatabaseError:
                raise BackupError(f"{source} is not a Tapete database",
                                  es=f"{source} no es una base de datos de Tapete") from None
        applied = _check(staging, source)
        with closing(sqlite3.connect(staging)) as restored:
            if not database.exists():
                _copy(restored, database)
                return None, applied
            with closing(_open_existing(database, "the database", "la base de datos")) as live:
                _copy(live, kept)
                restored.backup(live)  # one step: the live file has the old pages or the new ones, never a mix
        return kept, applied
    except (sqlite3.Error, OSError) as err:
        raise BackupError(f"restore failed: {err}", es=f"la restauración falló: {err}") from None
    finally:
        for leftover in (staging, Path(f"{staging}-wal"), Path(f"{staging}-shm"), Path(f"{staging}-journal")):
            leftover.unlink(missing_ok=True)
