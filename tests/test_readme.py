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
