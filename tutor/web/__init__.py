"""The web app: ``create_app(config)``, blueprints registered in one place (``DESIGN.md`` § Web).

Pages come from the top-level ``templates/`` (mapped into ``tutor/web/templates`` inside a wheel); htmx swaps
fragments that are named blocks of the same templates (:mod:`tutor.web.htmx`, the one module that reads htmx
request headers). The database lives in the instance folder and is migrated when the app is created.

>>> app = create_app({"TESTING": True, "DATABASE": ":memory:"})   # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import os
import secrets
import weakref
from pathlib import Path
from typing import Any, Mapping

from flask import Flask, current_app, g, send_from_directory, session
from flask.sessions import SecureCookieSessionInterface
from flask.templating import Environment
from flask_wtf.csrf import CSRFProtect, generate_csrf
from htmx_flask import Htmx

from . import api, arbitro, auth, db, errors, i18n, learn, lessons, reglas, sets, views

PACKAGE = Path(__file__).resolve().parent
csrf = CSRFProtect()


_SIGNED_CSRF: dict[tuple[str, str], str] = {}
"""Signed CSRF tokens already handed out by this process, by (secret key, the session's raw token)."""


def csrf_token() -> str:
    """The templates' ``csrf_token()``: Flask-WTF's ``generate_csrf``, signed once per session's token and process.

    With ``WTF_CSRF_TIME_LIMIT = None`` a signed token never expires, so the one signed earlier for this session's
    raw token (same secret, same salt) passes the same check as a fresh signature; Flask-WTF would sign again on
    every page. With a time limit, every page signs afresh as Flask-WTF does.

    The app, ``g`` and the session are read once each through their proxies (see :func:`views.route`).
    """
    app, request_g = current_app._get_current_object(), g._get_current_object()
    if app.config.get("WTF_CSRF_TIME_LIMIT") is not None or "csrf_token" in request_g:
        return generate_csrf()
    secret = app.config.get("WTF_CSRF_SECRET_KEY") or app.secret_key
    store = session._get_current_object()
    raw = store.get("csrf_token")
    signed = _SIGNED_CSRF.get((secret, raw)) if isinstance(raw, str) else None
    if signed is not None:
        request_g.csrf_token = signed  # as generate_csrf leaves it
        return signed
    signed = generate_csrf()
    if len(_SIGNED_CSRF) >= 10_000:
        _SIGNED_CSRF.clear()
    _SIGNED_CSRF[secret, store["csrf_token"]] = signed
    return signed


_CSRF_HELPER = {"csrf_token": csrf_token}


def _csrf_helper() -> dict:
    """The templates' ``csrf_token`` in every page's context (Flask-WTF's context processor puts its own there)."""
    return _CSRF_HELPER


class _SessionInterface(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, with the signing serializer made once per secret key (Flask makes one for
    every request: the cookie is read on every request).

    The digest is Flask's, SHA-1, given as ``hashlib.sha1`` itself: Flask wraps it in a Python function, which
    sends every HMAC through the standard library's pure-Python HMAC instead of OpenSSL's (same signatures).
    """

    digest_method = staticmethod(hashlib.sha1)
    _made = None

    def get_signing_serializer(self, app):
        key = (app.secret_key, tuple(app.config.get("SECRET_KEY_FALLBACKS") or ()))
        if self._made is None or self._made[0] != key:
            self._made = (key, super().get_signing_serializer(app))
        return self._made[1]


class _Environment(Environment):
    """Flask's Jinja environment, with each template's globals one plain dictionary, made when the template is
    loaded: the environment's globals, then the template's own.

    Jinja keeps them as a ``ChainMap`` over the environment's globals, which every render and every ``include``
    walks key by key (``new_context`` copies it, ``Context`` lists its keys), several times per page. Jinja asks
    that no global change after a template is loaded; here a later change would not reach templates already
    loaded, so every global is set in :func:`create_app`, before the first template loads.
    """

    def make_globals(self, d):
        return {**self.globals, **d} if d else dict(self.globals)


class _Flask(Flask):
    """Flask, with the templates' :class:`_Environment`, remembering which functions it found to be plain (sync)
    functions.

    Flask wraps every view, ``before_request``/``after_request``/teardown hook and template context processor in
    :meth:`ensure_sync` each time it calls one, and that asks ``inspect.iscoroutinefunction`` anew: about ten
    times per request for functions that never change. For a sync function ``ensure_sync`` gives the function
    itself, so the functions found sync are kept in a :class:`weakref.WeakSet`: Flask also passes per-request
    objects (``after_this_request`` closures, ``MethodView`` bound methods, ``copy_current_request_context``
    wrappers), which leave the set when they are collected. Anything else (a coroutine function, an object that
    cannot be weakly referenced) gets Flask's answer every time.
    """

    jinja_environment = _Environment

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._sync_functions: weakref.WeakSet = weakref.WeakSet()

    def ensure_sync(self, func):
        if func in self._sync_functions:  # False (no error) for what cannot be weakly referenced
            return func
        made = super().ensure_sync(func)  # raises for a coroutine function without asgiref, as Flask does
        if made is func:
            try:
                self._sync_functions.add(func)
            except TypeError:  # not weakly referenceable: asked again next time
                pass
        return made


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


def default_instance() -> str:
    """Where the database and the secret key live unless told otherwise: ``$TAPETE_INSTANCE``, else the user's data
    folder ``$XDG_DATA_HOME/tapete`` (``~/.local/share/tapete``) — never inside the virtual environment, so that
    recreating it keeps every account."""
    if os.environ.get("TAPETE_INSTANCE"):
        return os.environ["TAPETE_INSTANCE"]
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(data_home, "tapete")


def create_app(test_config: Mapping[str, Any] | None = None, instance_path: str | None = None) -> Flask:
    """Build the Tapete web app.

    Args:
        test_config: settings that override the defaults (e.g. ``{"TESTING": True, "DATABASE": path}``).
        instance_path: the instance folder (database, secret key); default :func:`default_instance`.

    The database schema is created or migrated here, before the first request. Without ``test_config``, settings
    are read from ``config.py`` in the instance folder if it exists (e.g. ``SESSION_COOKIE_SECURE = True`` behind
    HTTPS); the secret key is made once and kept in ``secret_key`` there.

    Password guessing (Flask-Limiter, :mod:`tutor.web.auth`): ``LOGIN_LIMIT_PER_ADDRESS`` (default
    ``"10 per minute; 50 per hour"``) counts log-in and sign-up POSTs per client address, ``LOGIN_LIMIT_PER_USERNAME``
    (``"10 per 15 minutes"``) log-in POSTs per username tried; past either, the form answers 429 until the window
    passes. ``RATELIMIT_STORAGE_URI`` (``"memory://"``) keeps the counts in each server worker, so with 2 workers
    an address gets up to twice the limit; ``"redis://..."`` shares them. ``RATELIMIT_ENABLED = False`` turns it
    off. Behind a reverse proxy every client has the proxy's address.
    """
    app = _Flask(__name__, instance_relative_config=True, template_folder=template_folder(),
                 instance_path=os.path.abspath(instance_path or default_instance()))
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.from_mapping(
        DATABASE=os.path.join(app.instance_path, "tapete.sqlite"),
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
        LOGIN_LIMIT_PER_USERNAME="10 per 15 minutes",
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
    csrf.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf_token
    app.context_processor(_csrf_helper)  # after Flask-WTF's, whose csrf_token would shadow the global in pages
    app.session_interface = _SessionInterface()
    i18n.init_app(app)
    db.init_app(app)
    auth.init_app(app)
    errors.init_app(app)
    app.register_blueprint(learn.bp)
    app.register_blueprint(auth.bp)
    app.register_blueprint(i18n.bp)
    app.register_blueprint(arbitro.bp)
    app.register_blueprint(reglas.bp)
    app.register_blueprint(sets.bp)
    app.add_url_rule("/favicon.ico", "favicon", _favicon)  # for browsers that ask before reading the page
    api.init_app(app, csrf)  # after errors.init_app: JSON errors under /api/; no CSRF, no cookies
    return app
