"""The README's first screen and CI agree: CI runs exactly the README's test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_screen = readme.split("\n---\n", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", first_screen, flags=re.S)


def test_readme_first_screen_has_exactly_two_commands():
    commands = _commands()
    assert len(commands) == 2
    assert commands[0].startswith("pip install .")


def test_ci_runs_the_readme_test_command_verbatim():
    test_command = _commands()[1]
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert ci_lines[-1] == test_command


def test_ci_makes_a_fresh_virtual_environment_on_every_run():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'venv="$(mktemp -d' in script and 'python3 -m venv "$venv"' in script
    assert not re.search(r"venv\s+/", script), "a fixed virtual environment path is reused by a rerun"


def test_package_metadata_uses_an_spdx_license_and_a_setuptools_that_reads_it():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    assert "setuptools>=77" in project["build-system"]["requires"]
