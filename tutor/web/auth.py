"""Accounts: sign up, log in, log out; guests practise at once and keep their progress when they sign up.

Passwords are hashed with Argon2 (argon2-cffi). A guest is a user row without name or password, created at the
first answer; signing up turns that very row into an account, and logging into an existing account moves the
guest's attempts there (the guest row goes, and its id is never given again).

Sessions (Flask-Login): the cookie holds ``"<user id>:<session token>"`` (:meth:`Learner.get_id`) and a request is
logged in only while that token is the user row's (:func:`tutor.progress.new_session_token`). Logging out, signing
up from a guest and changing a password give the row a new token, which ends every session of it, wherever its
cookie was copied; a merged or deleted row is found by no cookie.

Usernames are compared as :func:`tutor.progress.username_key` (NFKC, case folded): ``ＡＤＭＩＮ9171`` is ``admin9171``;
a name mixing scripts (a Cyrillic ``а`` among Latin letters) is refused.

Password guessing is slowed by Flask-Limiter (app settings, see :func:`tutor.web.create_app`): log-in and sign-up
POSTs per client address (``LOGIN_LIMIT_PER_ADDRESS``), failed log-ins per username and address
(``LOGIN_LIMIT_PER_USERNAME_AND_ADDRESS``) and, higher and slower, failed log-ins per username from every address
(``LOGIN_LIMIT_PER_USERNAME``): guesses from many addresses do not lock the owner out at once. A browser that has
logged in to an account carries a device cookie naming it (:func:`remember_device`, OWASP's "device cookie"); the
per-username limit does not apply to that browser's log-ins to that account, so guesses from everywhere else never
lock the owner out of a device already used (a new device of the owner is limited with everyone else). Past a limit the
form comes back with status 429 and "try again in a few minutes", even for the right password, until the window
passes. A log-in checks a password against an Argon2 hash whether or not the username exists (a made-up hash for a
name nobody has), so its time does not tell which names exist.
"""

from __future__ import annotations

import hmac
import time
import unicodedata

from argon2.exceptions import InvalidHashError, VerificationError
from flask import Blueprint, Flask, Response, current_app, redirect, request, session, url_for
from flask_babel import gettext as _
from flask_limiter import RequestLimit
from flask_limiter.util import get_remote_address
from flask_login import current_user, login_user, logout_user
from itsdangerous import BadSignature, URLSafeTimedSerializer

from .. import progress
from ..credentials import MAX_PASSWORD, MIN_PASSWORD, USERNAME, scripts_of  # shared with the command line
from .addresses import safe_next
from .db import get_db
from .htmx import page_or_fragment
from .learners import TICKET_HOLDER, Learner, hasher
from .limits import limiter

bp = Blueprint("auth", __name__, url_prefix="/cuenta")


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
    normal = unicodedata.normalize("NFKC", username)
    if not USERNAME.match(normal):
        errors.append(_("A username has 3 to 30 letters, digits, dots, dashes or underscores."))
    elif len(scripts_of(normal)) > 1:
        errors.append(_("A username is written in one alphabet (not, say, Latin and Cyrillic letters mixed)."))
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
    """The key of the per-username limit: the username as the log-in compares it."""
    return progress.username_key(request.form.get("username", "").strip())


def _username_and_address() -> str:
    """The key of the per-username-and-address limit."""
    return f"{_username_tried()}@{get_remote_address()}"


DEVICE_COOKIE = "tapete_device"
"""The device cookie: the ``username_key`` of the account last logged in from this browser, signed."""
DEVICE_MAX_AGE = 365 * 24 * 3600
"""How long a device cookie is valid, in seconds (renewed at each log-in)."""


def _device_serializer() -> URLSafeTimedSerializer:
    """itsdangerous's signer with the app's secret key (as Flask signs its session), salted for device cookies."""
    return URLSafeTimedSerializer(current_app.secret_key, salt="tapete.device")


def remember_device(response: Response, user: progress.User) -> Response:
    """After a sign-up or log-in, set the device cookie naming ``user`` (its ``username_key``) on ``response``: signed, HttpOnly,
    SameSite=Lax, sent only to the account pages, for :data:`DEVICE_MAX_AGE`. Logging out keeps it: it grants
    nothing but an exemption from the per-username limit of log-ins to that account."""
    response.set_cookie(DEVICE_COOKIE, _device_serializer().dumps(progress.username_key(user.username)),
                        max_age=DEVICE_MAX_AGE, path=bp.url_prefix, httponly=True, samesite="Lax",
                        secure=current_app.config.get("SESSION_COOKIE_SECURE", False))
    return response


def _known_device() -> bool:
    """Whether the request carries a valid device cookie for the username tried (Flask-Limiter's ``exempt_when``
    of the per-username limit)."""
    value = request.cookies.get(DEVICE_COOKIE)
    if not value:
        return False
    try:
        named = _device_serializer().loads(value, max_age=DEVICE_MAX_AGE)
    except BadSignature:  # also an expired one
        return False
    return isinstance(named, str) and hmac.compare_digest(named.encode(), _username_tried().encode())


def _failed(response: Response) -> bool:
    """Whether a log-in POST failed (wrong username or password): only failures count against a username."""
    return response.status_code == 422


def _limit(setting: str, key_func=get_remote_address, failures_only: bool = False, exempt_when=None):
    """Flask-Limiter's limit on POSTs, its value read from the app's ``setting`` at each request; with
    ``failures_only``, only failed log-ins count; ``exempt_when``: requests it does not apply to."""
    return limiter.limit(lambda: current_app.config[setting], key_func=key_func, methods=["POST"],
                         on_breach=_too_many, deduct_when=_failed if failures_only else None,
                         exempt_when=exempt_when)


@bp.route("/alta", methods=["GET", "POST"])
@_limit("LOGIN_LIMIT_PER_ADDRESS")
def signup():
    """Sign up; a guest's attempts stay with the new account, whose sessions start afresh."""
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
                return remember_device(redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303),
                                       user)
    return page_or_fragment("auth.html", "content", status=422 if errors else 200, mode="signup",
                            errors=errors, username=username, next=request.values.get("next", ""))


@bp.route("/entrar", methods=["GET", "POST"])
@_limit("LOGIN_LIMIT_PER_ADDRESS")
@_limit("LOGIN_LIMIT_PER_USERNAME_AND_ADDRESS", key_func=_username_and_address, failures_only=True)
@_limit("LOGIN_LIMIT_PER_USERNAME", key_func=_username_tried, failures_only=True, exempt_when=_known_device)
def login():
    """Log in; a guest's attempts move to the account."""
    errors: list[str] = []
    username = request.form.get("username", "").strip()
    if request.method == "POST":
        password = request.form.get("password", "")
        db = get_db()
        user = progress.get_user_by_name(db, username) if username else None
        if not _verify(user.password_hash if user else None, password):
            errors.append(_("Wrong username or password."))
        else:
            if current_user.is_authenticated and current_user.is_guest:
                progress.merge_guest(db, current_user.id, user.id)
            _start_session(user)
            return remember_device(redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303), user)
    return page_or_fragment("auth.html", "content", status=422 if errors else 200, mode="login",
                            errors=errors, username=username, next=request.values.get("next", ""))


def _verify(password_hash: str | None, password: str) -> bool:
    """Whether ``password`` matches ``password_hash``; without a hash (no such account), the same Argon2 work is
    done against a made-up hash and the answer is no."""
    if len(password) > MAX_PASSWORD:
        return False
    try:
        return hasher().verify(password_hash or current_app.extensions["tapete.no_user_hash"], password) \
            and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


@bp.post("/salir")
def logout():
    """Log out (303 to home): every session of this learner ends, wherever its cookie was copied; the language
    stays in this browser."""
    lang = session.get("lang")
    if current_user.is_authenticated:
        progress.new_session_token(get_db(), current_user.id)
    logout_user()
    session.clear()
    if lang:
        session["lang"] = lang
    return redirect(url_for("learn.home"), 303)


def init_app(app: Flask) -> None:
    """The request limits of the views above (Flask-Limiter)."""
    limiter.init_app(app)
