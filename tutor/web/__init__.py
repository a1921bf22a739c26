"""The web app: ``create_app(config)``, blueprints registered in one place (``docs/design.md`` § Web).

Pages come from the top-level ``templates/`` (mapped into ``tutor/web/templates`` inside a wheel); htmx swaps
fragments that are named blocks of the same templates (:mod:`tutor.web.htmx`, the one module that reads htmx
request headers). The database lives in the instance folder and is migrated when the app is created.

>>> app = create_app({"TESTING": True, "DATABASE": ":memory:"})   # doctest: +SKIP
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any, Mapping

from flask import Flask, send_from_directory
from flask_wtf.csrf import CSRFProtect
from htmx_flask import Htmx
from werkzeug.routing import IntegerConverter

from ..credentials import default_instance
from . import (admin, api, arbitro, auth, db, errors, i18n, language_switch, learn, learners, lessons, proxy, reglas,
               security, sets, teach, trato)

PACKAGE = Path(__file__).resolve().parent
csrf = CSRFProtect()


def template_folder() -> str:
    """Where the templates are: inside the package when installed from a wheel, else the source tree's ``templates/``."""
    packaged = PACKAGE / "templates"
    if (packaged / "base.html").is_file():
        return str(packaged)
    return str(PACKAGE.parents[1] / "templates")


def _secret_key(instance_path: str) -> str:
    """The instance's secret key, created once (atomically, so that several server workers agree on it)."""
    path = Path(instance_path) / "secret_key"
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text(encoding="ascii").strip()
    with os.fdopen(fd, "w", encoding="ascii") as f:
        key = secrets.token_hex(32)
        f.write(key)
    return key


def _favicon():
    return send_from_directory(PACKAGE / "static", "favicon.svg", mimetype="image/svg+xml", max_age=86400)


class StoreId(IntegerConverter):
    """The ``int`` of every route's address: a whole number that fits SQLite's integers (at most 2**63 - 1), so
    that a longer one is no address (404), not an error of the store (``OverflowError``, a 500)."""

    def __init__(self, map, fixed_digits: int = 0, min: int | None = None, max: int | None = 2**63 - 1,
                 signed: bool = False) -> None:
        super().__init__(map, fixed_digits, min, max, signed)


def create_app(test_config: Mapping[str, Any] | None = None, instance_path: str | None = None) -> Flask:
    """Build the Tapete web app.

    Args:
        test_config: settings that override the defaults (e.g. ``{"TESTING": True, "DATABASE": path}``).
        instance_path: the instance folder (database, secret key); default :func:`default_instance`.

    The database schema is created or migrated here, before the first request. Without ``test_config``, settings
    are read from ``config.py`` in the instance folder if it exists (e.g. ``SESSION_COOKIE_SECURE = True`` behind
    HTTPS); the secret key is made once and kept in ``secret_key`` there.

    Password guessing (Flask-Limiter, :mod:`tutor.web.auth`): ``LOGIN_LIMIT_PER_ADDRESS`` (default
    ``"10 per minute; 50 per hour"``) counts log-in and sign-up POSTs per client address,
    ``LOGIN_LIMIT_PER_USERNAME_AND_ADDRESS`` (``"5 per 15 minutes"``) failed log-ins per username and address, and
    ``LOGIN_LIMIT_PER_USERNAME`` (``"50 per hour"``) failed log-ins per username from every address; past any, the
    form answers 429 until the window passes. ``RATELIMIT_STORAGE_URI`` (``"memory://"``) keeps the counts in the
    server's one process, shared by its threads (:mod:`tutor.serve`). ``RATELIMIT_ENABLED = False`` turns it off.
    Behind a reverse proxy every client has the proxy's address.

    Durability: ``DATABASE_SYNCHRONOUS`` is SQLite's ``synchronous`` setting, ``"FULL"`` (the default: an answer
    the server acknowledged survives a power cut, at the cost of a disk sync per commit) or ``"NORMAL"`` (a power
    cut or an OS crash can lose the last moments' answers; a killed server loses nothing; commits wait for no
    sync). Any other value refuses to start (``ValueError``).
    """
    app = Flask(__name__, instance_relative_config=True, template_folder=template_folder(),
                 instance_path=os.path.abspath(instance_path or default_instance()))
    app.url_map.strict_slashes = False  # every page answers with and without a trailing slash (/lecciones/canasta/)
    app.url_map.converters["int"] = StoreId  # every <int:...> in an address fits the store's integers
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.from_mapping(
        DATABASE=os.path.join(app.instance_path, "tapete.sqlite"),
        DATABASE_SYNCHRONOUS="FULL",  # every acknowledged answer survives a power cut (tutor.progress.open_db)
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        REMEMBER_COOKIE_HTTPONLY=True,
        REMEMBER_COOKIE_SAMESITE="Lax",
        WTF_CSRF_TIME_LIMIT=None,  # the token lives as long as the session: a puzzle may stay open for hours
        BABEL_DEFAULT_LOCALE="es",
        BABEL_TRANSLATION_DIRECTORIES=str(PACKAGE / "translations"),
        MAX_CONTENT_LENGTH=64 * 1024,
        SESSION_REFRESH_EACH_REQUEST=False,  # the cookie is sent again only when the session changes
        LOGIN_LIMIT_PER_ADDRESS="10 per minute; 50 per hour",  # log-in and sign-up POSTs (tutor.web.auth)
        LOGIN_LIMIT_PER_USERNAME_AND_ADDRESS="5 per 15 minutes",  # failed log-ins
        LOGIN_LIMIT_PER_USERNAME="50 per hour",  # failed log-ins from every address: ~20 never lock the owner out
        RATELIMIT_STORAGE_URI="memory://",  # said explicitly: Flask-Limiter warns at start-up otherwise
        RATELIMIT_ENABLED=True,  # said explicitly: the limiter is one per process and would keep an earlier app's False
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(app.instance_path)

    # Lessons and rules reference, validated first: broken content refuses to start (InvalidContent lists each
    # error as file:line: message, as check-content does), before anything is created.
    lessons.init_app(app)
    Htmx(app)
    security.init_app(app, origin_exempt=frozenset({api.bp.name}))  # before Flask-WTF: origin, then token
    csrf.init_app(app)  # the templates' csrf_token() is Flask-WTF's
    i18n.init_app(app)
    db.init_app(app)
    learners.init_app(app)
    auth.init_app(app)
    errors.init_app(app)
    app.register_blueprint(learn.bp)
    app.register_blueprint(auth.bp)
    app.register_blueprint(language_switch.bp)
    app.register_blueprint(arbitro.bp)
    app.register_blueprint(reglas.bp)
    app.register_blueprint(sets.bp)
    app.register_blueprint(trato.bp)  # Juega un trato: /tresillo/trato
    admin.init_app(app)  # /admin and /cuenta/codigo
    proxy.init_app(app)  # TRUSTED_PROXIES: the client's address and scheme from a reverse proxy
    teach.init_app(app)
    app.add_url_rule("/favicon.ico", "favicon", _favicon)  # for browsers that ask before reading the page
    api.init_app(app, csrf)  # after errors.init_app: JSON errors under /api/; no CSRF, no cookies
    return app
