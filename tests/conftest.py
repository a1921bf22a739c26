"""Fixtures shared by the test modules (no test module imports another; helpers live in ``tests/helpers.py``).

- ``app``: a Tapete app with a throwaway instance folder and database per test (``tmp_path``), cheap password
  hashing; ``client``: its test client; ``web``: a learner's browser (keeps the CSRF token, htmx on demand);
  ``learner``: the same, signed up and logged in as ``ana``; ``runner``: the app's Flask CLI runner; ``db``: the
  database handle of ``app``.
- ``api_app``: one app for a whole module (the OpenAPI tests build their schema from it once).

Nothing is left in the temporary folder: every test's ``tempfile`` (and every server it starts) writes into a
folder inside pytest's own, and the session fails if anything is left there at the end.
"""

from __future__ import annotations

import os
import tempfile

import pytest
from helpers import Web

from tutor import progress
from tutor.web import create_app

TEST_CONFIG = {"TESTING": True, "SECRET_KEY": "test-secret", "PASSWORD_HASHER": "cheap"}


def make_app(folder) -> object:
    """A test app whose instance folder and database are in ``folder``."""
    return create_app({**TEST_CONFIG, "DATABASE": str(folder / "tapete.sqlite")}, instance_path=str(folder))


@pytest.fixture(scope="session", autouse=True)
def temporary_folder_left_clean(tmp_path_factory):
    """Point ``tempfile`` and ``$TMPDIR`` (for servers started by tests) at a folder of pytest's own; at the end
    of the session it must be empty, so that the suite leaves nothing behind in the user's temporary folder."""
    folder = tmp_path_factory.mktemp("tempfile")
    saved = tempfile.tempdir, os.environ.get("TMPDIR")
    tempfile.tempdir, os.environ["TMPDIR"] = str(folder), str(folder)
    yield folder
    tempfile.tempdir = saved[0]
    if saved[1] is None:
        os.environ.pop("TMPDIR", None)
    else:
        os.environ["TMPDIR"] = saved[1]
    left = sorted(p.name for p in folder.iterdir())
    assert left == [], f"the tests left {left} in the temporary folder"


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


@pytest.fixture(scope="module")
def api_app(tmp_path_factory):
    return make_app(tmp_path_factory.mktemp("api"))


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture
def web(client):
    """A learner's browser: a client that keeps the page's CSRF token and sends htmx requests on demand."""
    return Web(client)


@pytest.fixture
def learner(app):
    """A learner's browser, signed up and logged in as ``ana`` (password ``secreto-123``)."""
    browser = Web(app.test_client())
    assert browser.signup("ana", "secreto-123").status_code == 303
    return browser


@pytest.fixture
def store(tmp_path):
    """A migrated store of its own, without an app (for tests of tutor.progress alone)."""
    handle = progress.open_db(str(tmp_path / "store.sqlite"))
    progress.migrate(handle)
    yield handle
    handle.close()


@pytest.fixture
def db(app):
    handle = progress.open_db(app.config["DATABASE"])
    yield handle
    handle.close()
