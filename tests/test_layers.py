"""The layering of docs/design.md: the engine and the non-web packages never load the web or database stack."""

import subprocess
import sys

import pytest

WEB = ("flask", "jinja2", "werkzeug", "sqlite_utils", "htmx_flask", "flask_babel", "flask_wtf")

PROBE = """
import importlib, sys
importlib.import_module({module!r})
print(" ".join(sorted(m.split(".")[0] for m in sys.modules)))
"""


def _loaded_after_import(module: str) -> set[str]:
    """Top-level modules loaded by importing ``module``, beyond what the bare interpreter loads (site hooks)."""
    return _loaded(module) - _loaded("sys")


def _loaded(module: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE.format(module=module)], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("module", ["tutor", "tutor.rules", "tutor.rules.house_rules", "tutor.referee", "tutor.puzzles",
                                    "tutor.content", "tutor.content.puzzle_sets", "tutor.cli"])
def test_layers_non_web_packages_load_no_web_or_database_module(module):
    loaded = _loaded_after_import(module)
    assert not loaded & set(WEB), f"{module} loaded {sorted(loaded & set(WEB))}"


def test_layers_loading_the_content_and_the_puzzle_sets_loads_no_web_or_database_module():
    statement = "import tutor.content; tutor.content.load_bundle()"  # generates every lesson's and set's puzzles
    out = subprocess.run([sys.executable, "-c", f"{statement}\n{PROBE.format(module='sys')}"], capture_output=True,
                         text=True, check=True)
    loaded = set(out.stdout.split())
    assert not loaded & set(WEB), f"loading the content loaded {sorted(loaded & set(WEB))}"


def test_layers_rules_engine_uses_only_the_standard_library():
    loaded = _loaded_after_import("tutor.rules.house_rules")
    outside = {m for m in loaded if m not in sys.stdlib_module_names and m not in ("tutor", "__main__")}
    outside = {m for m in outside if not m.startswith("_")}
    assert outside == set(), f"the engine loaded non-stdlib modules: {sorted(outside)}"
