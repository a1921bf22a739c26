"""Who is asking: the current learner (Flask-Login), a guest made on a visitor's first answer, this browser's
ticket token, and the app's password hasher — what the account pages (:mod:`tutor.web.auth`), the answer path and
the admin's pages share.

Sessions (Flask-Login): the cookie holds ``"<user id>:<session token>"`` (:meth:`Learner.get_id`) and a request is
logged in only while that token is the user row's (:func:`tutor.progress.new_session_token`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from flask import Flask, abort, current_app, session
from flask_limiter.util import get_remote_address
from flask_login import LoginManager, UserMixin, current_user, login_user

from .. import progress
from ..progress import guest_admissions
from . import errors
from .answers import ascii_int
from .db import get_db

login_manager = LoginManager()
CHEAP_HASHER = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
"""For tests only (config ``PASSWORD_HASHER="cheap"``): the same Argon2id, at a cost that keeps tests fast."""


def hasher() -> PasswordHasher:
    """The app's Argon2id hasher (argon2-cffi's recommended parameters unless the config asks for the cheap one)."""
    return current_app.extensions["tapete.hasher"]


class Learner(UserMixin):
    """Flask-Login's view of a :class:`tutor.progress.User`."""

    def __init__(self, user: progress.User):
        self.user = user
        self.id = user.id
        self.username = user.username
        self.is_guest = user.is_guest
        self.lang = user.lang

    def get_id(self) -> str:
        """What the session cookie holds: ``"<id>:<session token>"`` (Flask-Login's documented alternative id)."""
        return f"{self.user.id}:{self.user.session_token}"


@login_manager.user_loader
def _load(user_id: str):
    """The learner a cookie names, if the token it holds is still the user row's (else the visitor is anonymous)."""
    number, _sep, token = user_id.partition(":")
    uid = ascii_int(number, max_digits=18)
    if uid is None or not token:
        return None
    user = progress.get_user(get_db(), uid)
    if user is None or not hmac.compare_digest(user.session_token.encode(), token.encode()):
        return None
    return Learner(user)


TICKET_HOLDER = "tk"
"""The session key of this browser's token, to which puzzle tickets are issued (see :mod:`tutor.web.answering`); a guest
is made once per token (:func:`learner_id`)."""


def browser_token() -> str:
    """This browser session's token (:data:`TICKET_HOLDER`), made on first use.

    Made from the session's CSRF token when it has one (Flask-WTF keeps it under ``WTF_CSRF_FIELD_NAME``): every
    form POST has one, so requests sent at once from one new session (before any of them has stored a token) agree
    on it; else random.
    """
    token = session.get(TICKET_HOLDER)
    if token is None:
        raw = session.get(current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token"))
        token = hashlib.sha256(raw.encode()).hexdigest()[:32] if isinstance(raw, str) else secrets.token_hex(16)
        session[TICKET_HOLDER] = token
    return token


def learner_id(create: bool = False) -> int | None:
    """The current learner's id; with ``create``, a visitor becomes a guest first (and stays logged in as one).

    The guest is made for this browser session's token: answers sent at once from one new browser make one guest.
    At most ``GUESTS_PER_ADDRESS_PER_HOUR`` guests are made per client address and hour
    (:mod:`tutor.progress.guest_admissions`), counting only a guest actually made; past it, 429.
    """
    if current_user.is_authenticated:
        return current_user.id
    if not create:
        return None
    db, key = get_db(), browser_token()
    guest = progress.get_guest(db, key)
    if guest is None:
        per_hour = current_app.config.get("GUESTS_PER_ADDRESS_PER_HOUR", guest_admissions.DEFAULT_PER_HOUR)
        try:
            guest = guest_admissions.create_guest(db, get_remote_address(), per_hour, session.get("lang"), key)
        except progress.TooManyGuests:
            abort(errors.too_many_guests())
    session.permanent = True
    login_user(Learner(guest))
    return guest.id


def init_app(app: Flask) -> None:
    """Flask-Login (log-in page: ``auth.login``) and the app's Argon2id hasher (config ``PASSWORD_HASHER="cheap"``:
    :data:`CHEAP_HASHER`, for tests)."""
    login_manager.init_app(app)
    cheap = app.config.get("PASSWORD_HASHER") == "cheap"
    made = CHEAP_HASHER if cheap else PasswordHasher()
    app.extensions["tapete.hasher"] = made
    app.extensions["tapete.no_user_hash"] = made.hash(secrets.token_urlsafe(16))  # matched by no password
    login_manager.login_view = "auth.login"
