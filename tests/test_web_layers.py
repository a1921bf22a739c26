"""The web's boundaries of DESIGN.md: one module reads htmx headers, only progress holds SQL, nothing imports web."""

from __future__ import annotations

import ast
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


@pytest.mark.parametrize("module", ["views", "i18n", "db", "htmx", "learn", "sets", "lessons", "answering", "learners"])
def test_web_layers_pages_use_the_libraries_as_documented(module):
    text = (TUTOR / "web" / f"{module}.py").read_text(encoding="utf-8")
    assert LIBRARY_PRIVATE.findall(text) == []


def test_web_layers_templates_build_addresses_with_url_for():
    uses = {p.name for p in (ROOT / "templates").rglob("*.html") if re.search(r"\broute\(", p.read_text("utf-8"))}
    assert uses == set()


WEB = TUTOR / "web"


def _web_imports(path: Path) -> set[str]:
    """The modules of tutor/web that ``path`` imports, at its top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:  # from . import x / from .x import y
            names |= {node.module.split(".")[0]} if node.module else {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("tutor.web."):
            names.add(node.module.split(".")[2])
    return {n for n in names if (WEB / f"{n}.py").is_file()}


def _blueprint_of(path: Path) -> str | None:
    """The module whose blueprint ``path``'s routes are on: itself if it makes one, the module it takes ``bp``
    from (teach_gradebook's routes are on teach's blueprint), else ``None`` (a helper module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Blueprint":
            return path.stem
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module \
                and any(a.name == "bp" for a in node.names):
            return node.module
    return None


def test_web_layers_no_blueprint_imports_another_and_no_helper_imports_a_blueprint():
    """What two blueprints share lives in a helper module (answering, learners, addresses, course, ...)."""
    modules = {p.stem: p for p in WEB.glob("*.py") if p.stem != "__init__"}
    blueprint = {name: _blueprint_of(path) for name, path in modules.items()}
    assert {"learn", "lessons", "auth", "admin", "teach", "language_switch"} <= set(blueprint.values())
    crossings = sorted(f"{name} -> {imported}" for name, path in modules.items() for imported in _web_imports(path)
                       if blueprint[imported] is not None and blueprint[imported] != blueprint[name])
    assert crossings == []
