"""The web's boundaries of DESIGN.md: one module reads htmx headers, only progress holds SQL, nothing imports web."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TUTOR = ROOT / "tutor"


def _sources(exclude: tuple[str, ...] = ()) -> dict[str, str]:
    out = {}
    for path in TUTOR.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith(exclude):
            out[rel] = path.read_text(encoding="utf-8")
    return out


def test_web_layers_only_one_module_reads_htmx_request_headers():
    readers = {rel for rel, text in _sources().items()
               if re.search(r"HX-Request|HX-Boosted|request\.htmx|htmx_flask import request", text)}
    assert readers == {"tutor/web/htmx.py"}


def test_web_layers_only_progress_holds_sql():
    sql = re.compile(r"\b(SELECT\s+\S+.*\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(UNIQUE\s+)?"
                     r"(TABLE|INDEX))\b", re.S)
    holders = {rel for rel, text in _sources(exclude=("tutor/progress/",)).items() if sql.search(text)}
    assert holders == set()


def test_web_layers_nothing_imports_the_web_but_the_server_command():
    importers = {rel for rel, text in _sources(exclude=("tutor/web/",)).items()
                 if re.search(r"^\s*(from\s+(tutor|\.+)\.?web\b|import\s+tutor\.web)", text, re.M)}
    # and the demo command, which builds the app to fill its instance (same database, settings and hasher)
    assert importers <= {"tutor/serve.py", "tutor/cli_teach.py"}


@pytest.mark.parametrize("module", ["tutor.progress", "tutor.practice", "tutor.serve"])
def test_web_layers_store_and_practice_load_no_web_module(module):
    probe = f"import sys, {module}; print(' '.join(sorted(m.split('.')[0] for m in sys.modules)))"
    loaded = set(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split())
    assert not loaded & {"flask", "jinja2", "werkzeug", "htmx_flask", "flask_babel", "flask_wtf", "gunicorn"}


LIBRARY_PRIVATE = re.compile(r"_get_current_object|_cv_app|_flask_babel|extensions\.setdefault|\bviews\.route\b|"
                             r"ugettext|ungettext|install_gettext_callables")
"""Private names of Flask, Werkzeug and Flask-Babel, per-app caches in ``app.extensions``, the cached ``url_for``
and a re-implemented gettext."""


@pytest.mark.parametrize("module", ["views", "i18n", "db", "htmx", "learn", "sets", "lessons"])
def test_web_layers_pages_use_the_libraries_as_documented(module):
    text = (TUTOR / "web" / f"{module}.py").read_text(encoding="utf-8")
    assert LIBRARY_PRIVATE.findall(text) == []


def test_web_layers_templates_build_addresses_with_url_for():
    uses = {p.name for p in (ROOT / "templates").rglob("*.html") if re.search(r"\broute\(", p.read_text("utf-8"))}
    assert uses == set()
