"""Languages: Spanish by default, English on request, remembered in the session and on the learner's account.

Every UI string goes through the Flask-Babel catalogs in ``tutor/web/translations`` (message ids in English,
``es`` catalog for Spanish); explanations come from the rules engine's own Spanish/English messages in the language
chosen here (:func:`lang`).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, Flask, redirect, request, session
from flask_babel import Babel, get_locale
from flask_login import current_user

from .. import progress

LANGS = ("es", "en")
bp = Blueprint("i18n", __name__)


def select_locale() -> str:
    """The session's language, else the learner's saved one, else Spanish."""
    chosen = session.get("lang")
    if chosen in LANGS:
        return chosen
    if current_user and getattr(current_user, "is_authenticated", False) and current_user.lang in LANGS:
        return current_user.lang
    return "es"


def lang() -> str:
    """The language of this request: ``"es"`` or ``"en"``."""
    return str(get_locale() or "es")


def safe_next(target: str | None, default: str = "/") -> str:
    """``target`` if it is a path on this site (no scheme, no host, no ``//``), else ``default``."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    return target


@bp.post("/idioma")
def switch():
    """Switch the language (form field ``lang``) and go back to ``next`` (303)."""
    chosen = request.form.get("lang", "")
    if chosen not in LANGS:
        from flask import abort

        abort(400)
    session["lang"] = chosen
    if getattr(current_user, "is_authenticated", False):
        from .db import get_db

        progress.set_lang(get_db(), current_user.id, chosen)
    return redirect(safe_next(request.form.get("next")), 303)


def init_app(app: Flask) -> None:
    Babel(app, locale_selector=select_locale)

    @app.context_processor
    def _languages():
        return {"LANGS": LANGS, "lang": lang()}
