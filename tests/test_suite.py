"""The test suite itself: its modules share fixtures through ``conftest.py``, never by importing each other, and
collecting them writes nothing to the temporary folder (what the tests write is checked by ``conftest.py``)."""

import os
import re
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_suite_no_test_module_imports_another():
    importing = re.compile(r"^\s*(from\s+(tests\b|\.?test_\w*)|import\s+(tests\b|test_\w*))", flags=re.M)
    offenders = [str(p.relative_to(TESTS)) for p in sorted(TESTS.rglob("*.py")) if importing.search(p.read_text())]
    assert offenders == []


def test_suite_collecting_the_tests_leaves_nothing_in_the_temporary_folder(tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", str(TESTS)],
                   env={**os.environ, "TMPDIR": str(temporary)}, capture_output=True, check=True, cwd=TESTS.parent)
    assert sorted(p.name for p in temporary.iterdir()) == []
