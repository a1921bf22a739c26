"""The club's own puzzle sets: files an admin uploads (``/admin/colecciones``), kept in the instance folder's
``puzzle_sets/`` and offered beside the bundled sets (:func:`tutor.web.library.puzzle_sets`) at once, without a restart.

An upload is checked exactly as ``check-content`` checks a bundled set (:func:`tutor.content.puzzle_sets.load_set`:
every puzzle generated, every hand-written situation posed) in a staging folder; only a valid file is moved, in one
rename, into ``puzzle_sets/``. The sets are read again when that folder changes (its modification time, looked up
on each use), so every server process and thread sees an upload or a removal on its next request.
"""

from __future__ import annotations

import os
import secrets
import shutil
from pathlib import Path
from types import MappingProxyType

from flask import current_app, has_app_context

from ..content import ContentError
from ..content.puzzle_sets import SET_NAME, PuzzleSet, PuzzleSets, load_set, load_sets

FOLDER = "puzzle_sets"
_CACHE: dict[tuple, PuzzleSets] = {}
"""Merged sets by (bundled sets' id, club folder, its modification time); a few entries at most."""


def folder() -> Path:
    """The club's sets folder in this app's instance folder (it may not exist yet)."""
    return Path(current_app.instance_path) / FOLDER


def _stamp(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except FileNotFoundError:
        return None


def with_club_sets(bundled: PuzzleSets) -> PuzzleSets:
    """``bundled`` plus the club's sets (a bundled set keeps its name: an upload cannot take it); outside an app
    (no instance folder), ``bundled`` alone."""
    if not has_app_context():
        return bundled
    where = folder()
    stamp = _stamp(where)
    if stamp is None:
        return bundled
    key = (id(bundled), str(where), stamp)
    merged = _CACHE.get(key)
    if merged is None:
        club = load_sets(where)
        sets = {**{n: s for n, s in club.sets.items() if n not in bundled.sets}, **bundled.sets}
        merged = PuzzleSets(bundled.root, MappingProxyType(dict(sorted(sets.items()))), bundled.examples,
                            bundled.errors + club.errors)
        if len(_CACHE) >= 8:
            _CACHE.clear()
        _CACHE[key] = merged
    return merged


def club_sets() -> list[PuzzleSet]:
    """The sets uploaded to this club, by name (bad files, which an upload never leaves, are skipped)."""
    where = folder()
    return list(load_sets(where, generate_puzzles=False).sets.values()) if where.is_dir() else []


class UploadRefused(ValueError):
    """The file was not stored; ``errors`` says why, each as ``file:line: message``."""

    def __init__(self, errors: list[ContentError]):
        super().__init__("\n".join(map(str, errors)))
        self.errors = errors


def upload(filename: str, data: bytes, bundled: PuzzleSets) -> PuzzleSet:
    """Check the puzzle-set file ``filename`` (its name is the set's) with content ``data`` and, if valid, store
    it (replacing the club's set of that name).

    Raises:
        UploadRefused: a bad name, a bundled set's name, not UTF-8, or any error ``check-content`` would report.
    """
    name = Path(filename).name
    stem = name[:-5] if name.endswith(".toml") else ""
    if not SET_NAME.match(stem):
        raise UploadRefused([ContentError(name or "?", 1, "the file name must be the set's name: lower-case "
                                          "letters, digits and dashes, ending in .toml")])
    if stem in bundled.sets:
        raise UploadRefused([ContentError(name, 1, f"{stem!r} is a set that comes with Tapete: choose "
                                          "another file name")])
    where = folder()
    staging = where / f".incoming-{secrets.token_hex(8)}"
    staging.mkdir(parents=True, mode=0o700)
    try:
        path = staging / name
        path.write_bytes(data)
        found, errors = load_set(path)
        if errors:
            raise UploadRefused([ContentError(name, e.line, e.message) for e in errors])
        os.replace(path, where / name)  # the folder's time changes: every process reads the sets again
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return found


def remove(name: str) -> bool:
    """Remove the club's set ``name``; returns whether there was one."""
    if not SET_NAME.match(name):
        return False
    try:
        (folder() / f"{name}.toml").unlink()
    except FileNotFoundError:
        return False
    return True
