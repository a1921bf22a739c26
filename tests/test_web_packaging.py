"""A plain `pip install .` carries the pages, static files, catalogs, lessons and puzzle sets (pyproject mapping).

Building a wheel takes too long for every run; this checks the mapping that makes it work instead: each folder is
mapped into the package, an (empty but for a README) folder lets the package finder see it, and every file of
the folder matches the package-data globs.
"""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _matches(rel: str, patterns: list[str]) -> bool:
    return any(fnmatch(rel, p) or (p.startswith("**/") and fnmatch(rel, p[3:])) for p in patterns)


@pytest.mark.parametrize("package, folder, suffixes", [
    ("tutor.web.templates", "templates", (".html",)),
    ("tutor.lessons", "lessons", (".md",)),
    ("tutor.puzzle_sets", "puzzles", (".toml",)),
])
def test_web_packaging_top_level_folders_are_mapped_into_the_package(package, folder, suffixes):
    assert CONFIG["package-dir"][package] == folder
    assert (ROOT / package.replace(".", "/")).is_dir(), "the package finder needs the folder to exist"
    files = [p.relative_to(ROOT / folder).as_posix() for p in (ROOT / folder).rglob("*") if p.suffix in suffixes]
    assert files
    unpacked = [f for f in files if not _matches(f, CONFIG["package-data"][package])]
    assert unpacked == []


def test_web_packaging_static_files_and_compiled_catalogs_are_package_data():
    patterns = CONFIG["package-data"]["tutor.web"]
    web = ROOT / "tutor" / "web"
    wanted = [p.relative_to(web).as_posix() for p in (web / "static").iterdir()]
    wanted += [p.relative_to(web).as_posix() for p in (web / "translations").rglob("*.mo")]
    assert "static/htmx.min.js" in wanted and "translations/es/LC_MESSAGES/messages.mo" in wanted
    assert [f for f in wanted if not _matches(f, patterns)] == []


def test_web_packaging_the_app_finds_templates_in_the_source_tree():
    from tutor.web import template_folder

    assert Path(template_folder()) == ROOT / "templates"
