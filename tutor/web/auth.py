"""Accounts: sign up, log in, log out; guests practise at once and keep their progress when they sign up.

Passwords are hashed with Argon2 (argon2-cffi). A guest is a user row without name or password, created at the
first answer; signing up turns that very row into an account, and logging into an existing account moves the
guest's attempts there.

Password guessing is slowed by Flask-Limiter: log-in and sign-up POSTs are counted per client address, and log-in
POSTs also per username tried (app settings ``LOGIN_LIMIT_PER_ADDRESS`` and ``LOGIN_LIMIT_PER_USERNAME``, see
:func:`tutor.web.create_app`). Past a limit the form comes back with status 429 and "try again in a few minutes",
even for the right password, until the window passes. GETs and every other page are not limited.
"""

from __future__ import annotations

import re
import time

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from flask import Blueprint, Flask, Response, abort, current_app, redirect, request, session, url_for
from flask_babel import gettext as _
from flask_limiter import Limiter, RequestLimit
from flask_limiter.util import get_remote_address
from flask_login import LoginManager, UserMixin, current_user, login_user, logout_user

from .. import progress
from ..progress import guest_admissions
from . import errors
from .answers import ascii_int
from .db import get_db
from .htmx import page_or_fragment
from .i18n import safe_next

bp = Blueprint("auth", __name__, url_prefix="/cuenta")
login_manager = LoginManager()
limiter = Limiter(get_remote_address)
"""Counts form POSTs of the views below (no default limits: nothing else is limited). Storage: the app's
``RATELIMIT_STORAGE_URI``, ``memory://`` by default (counts are per server worker). One per process, as Flask-Limiter
documents for app factories: each app made takes it over with fresh counts (a server makes one; tests, one each)."""
CHEAP_HASHER = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
"""For tests only (config ``PASSWORD_HASHER="cheap"``): the same Argon2id, at a cost that keeps tests fast."""


def hasher() -> PasswordHasher:
    """The app's Argon2id hasher (argon2-cffi's recommended parameters unless the config asks for the cheap one)."""
    return current_app.extensions["tapete.hasher"]

USERNAME = re.compile(r"^[\w.-]{3,30}$")
MIN_PASSWORD = 8
MAX_PASSWORD = 200


class Learner(UserMixin):
    """Flask-Login's view of a :class:`tutor.progress.User`."""

    def __init__(self, user: progress.User):
        self.user = user
        self.id = user.id
        self.username = user.username
        self.is_guest = user.is_guest
        self.lang = user.lang

    def get_id(self) -> str:
        return str(self.user.id)


@login_manager.user_loader
def _load(user_id: str):
    number = ascii_int(user_id, max_digits=18)
    if number is None:
        return None
    user = progress.get_user(get_db(), number)
    return Learner(user) if user else None


def learner_id(create: bool = False) -> int | None:
    """The current learner's id; with ``create``, a visitor becomes a guest first (and stays logged in as one).

    At most ``GUESTS_PER_ADDRESS_PER_HOUR`` guests are made per client address and hour
    (:mod:`tutor.progress.guest_admissions`); past it, 429.
    """
    user = current_user._get_current_object()  # the proxy looks the user up on every use
    if user.is_authenticated:
        return user.id
    if not create:
        return None
    per_hour = current_app.config.get("GUESTS_PER_ADDRESS_PER_HOUR", guest_admissions.DEFAULT_PER_HOUR)
    if not guest_admissions.admit(get_db(), get_remote_address(), per_hour):
        abort(errors.too_many_guests())
    guest = progress.create_guest(get_db(), session.get("lang"))
    session.permanent = True
    login_user(Learner(guest))
    return guest.id


TICKET_HOLDER = "tk"
"""The session key of this browser's token, to which puzzle tickets are issued (see ``tutor.web.learn``)."""


def _start_session(user: progress.User) -> None:
    """A fresh session for a logged-in learner (against session fixation), keeping the language and the ticket
    token (puzzles shown to the guest or visitor in this browser can still be answered; the token grants nothing
    else)."""
    lang, holder = session.get("lang"), session.get(TICKET_HOLDER)
    session.clear()
    if lang:
        session["lang"] = lang
    if holder:
        session[TICKET_HOLDER] = holder
    session.permanent = True
    login_user(Learner(user))


def _form_errors(username: str, password: str) -> list[str]:
    errors = []
    if not USERNAME.match(username):
        errors.append(_("A username has 3 to 30 letters, digits, dots, dashes or underscores."))
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        errors.append(_("A password has at least %(n)d characters.", n=MIN_PASSWORD))
    return errors


def _too_many(limit: RequestLimit) -> Response:
    """The form again, with status 429 and a message in the user's language (Flask-Limiter's ``on_breach``)."""
    mode = "signup" if request.endpoint == "auth.signup" else "login"
    response = page_or_fragment("auth.html", "content", status=429, mode=mode,
                                errors=[_("Too many attempts; try again in a few minutes.")],
                                username=request.form.get("username", "").strip(),
                                next=request.values.get("next", ""))
    response.headers["Retry-After"] = str(max(1, int(limit.reset_at - time.time())))
    return response


def _username_tried() -> str:
    """The key of the per-username limit: the username as the log-in looks it up (without case)."""
    return request.form.get("username", "").strip().casefold()


def _limit(setting: str, key_func=get_remote_address):
    """Flask-Limiter's limit on POSTs, its value read from the app's ``setting`` at each request."""
    return limiter.limit(lambda: current_app.config[setting], key_func=key_func, methods=["POST"],
                         on_breach=_too_many)


@bp.route("/alta", methods=["GET", "POST"])
@_limit("LOGIN_LIMIT_PER_ADDRESS")
def signup():
    """Sign up; a guest's attempts stay with the new account."""
    errors: list[str] = []
    username = request.form.get("username", "").strip()
    if request.method == "POST":
        password = request.form.get("password", "")
        errors = _form_errors(username, password)
        if not errors:
            db = get_db()
            hashed = hasher().hash(password)
            try:
                if current_user.is_authenticated and current_user.is_guest:
                    user = progress.claim_guest(db, current_user.id, username, hashed)
                else:
                    user = progress.create_user(db, username, hashed, session.get("lang"))
            except progress.UsernameTaken:
                errors.append(_("That username is taken; choose another."))
            else:
                _start_session(user)
                return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)
    return page_or_fragment("auth.html", "content", status=422 if errors else 200, mode="signup",
                            errors=errors, username=username, next=request.values.get("next", ""))


@bp.route("/entrar", methods=["GET", "POST"])
@_limit("LOGIN_LIMIT_PER_ADDRESS")
@_limit("LOGIN_LIMIT_PER_USERNAME", key_func=_username_tried)
def login():
    """Log in; a guest's attempts move to the account."""
    errors: list[str] = []
    username = request.form.get("username", "").strip()
    if request.method == "POST":
        password = request.form.get("password", "")
        db = get_db()
        user = progress.get_user_by_name(db, username) if username else None
        if user is None or not _verify(user.password_hash, password):
            errors.append(_("Wrong username or password."))
        else:
            if current_user.is_authenticated and current_user.is_guest:
                progress.merge_guest(db, current_user.id, user.id)
            _start_session(user)
            return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)
    return page_or_fragment("auth.html", "content", status=422 if errors else 200, mode="login",
                            errors=errors, username=username, next=request.values.get("next", ""))


def _verify(password_hash: str | None, password: str) -> bool:
    if not password_hash or len(password) > MAX_PASSWORD:
        return False
    try:
        return hasher().verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


@bp.post("/salir")
def logout():
    """Log out (303 to home); the language stays."""
    lang = session.get("lang")
    logout_user()
    session.clear()
    if lang:
        session["lang"] = lang
    return redirect(url_for("learn.home"), 303)


def init_app(app: Flask) -> None:
    login_manager.init_app(app)
    cheap = app.config.get("PASSWORD_HASHER") == "cheap"
    app.extensions["tapete.hasher"] = CHEAP_HASHER if cheap else PasswordHasher()
    login_manager.login_view = "auth.login"
    _init_limiter(app)


def _init_limiter(app: Flask) -> None:
    """Flask-Limiter on this app, its request hooks run for this blueprint's requests only.

    Flask-Limiter hooks into every request of the app, and its check costs tens of microseconds even where no
    limit applies; every limited view is here (and checks its limits itself when called), so the hooks are moved
    to this blueprint: the answer path and every other page run none of them.
    """
    hooks = (app.before_request_funcs, app.after_request_funcs, app.teardown_request_funcs)
    before = [list(funcs.get(None, ())) for funcs in hooks]
    limiter.init_app(app)
    for funcs, had in zip(hooks, before):
        added = [f for f in funcs.get(None, ()) if f not in had]
        funcs[None] = had
        funcs.setdefault(bp.name, []).extend(added)
