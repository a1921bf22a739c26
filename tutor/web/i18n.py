"""Languages: Spanish by default, English on request, remembered in the session and on the learner's account.

Every UI string goes through the Flask-Babel catalogs in ``tutor/web/translations`` (message ids in English,
``es`` catalog for Spanish); explanations come from the rules engine's own Spanish/English messages in the language
chosen here (:func:`lang`).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, Flask, abort, redirect, request, session, url_for
from flask_babel import Babel, get_locale
from flask_login import current_user

from .. import progress
from ..progress import club

LANGS = ("es", "en")
bp = Blueprint("i18n", __name__)


def select_locale() -> str:
    """Flask-Babel's locale selector: the session's language, else the learner's saved one, else the club's default
    language (:func:`tutor.progress.club.club_setting`, Spanish until an admin changes it)."""
    chosen = session.get("lang")
    if chosen in LANGS:
        return chosen
    if current_user.is_authenticated and current_user.lang in LANGS:
        return current_user.lang
    from .db import get_db  # as switch() does

    return club.club_setting(get_db(), "lang")


def lang() -> str:
    """The language of this request, ``"es"`` or ``"en"``: the locale Flask-Babel chose (:func:`select_locale`)."""
    return get_locale().language


def safe_next(target: str | None, default: str = "/") -> str:
    """``target`` if it is a path on this site (no scheme, no host, no ``//``), else ``default``."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    return target


def current_address(query: bool = True) -> str:
    """This request's address as the browser sees it, for the language switch to come back to: the script root
    (the prefix the app is served under, e.g. ``/tapete``), the path and, with ``query``, the query string;
    the templates' ``current_address()``."""
    return request.script_root + (request.full_path if query and request.query_string else request.path)


@bp.post("/idioma")
def switch():
    """Switch the language (form field ``lang``) and go back to ``next`` (303): a local path as
    :func:`current_address` gives it, script root included (else the home page)."""
    chosen = request.form.get("lang", "")
    if chosen not in LANGS:
        abort(400)
    session["lang"] = chosen
    if getattr(current_user, "is_authenticated", False):
        from .db import get_db

        progress.set_lang(get_db(), current_user.id, chosen)
    return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)


def init_app(app: Flask) -> None:
    """Flask-Babel with :func:`select_locale`; it installs Jinja's i18n extension, so templates call ``_()``,
    ``gettext`` and ``ngettext`` as Flask-Babel documents."""
    Babel(app, locale_selector=select_locale)
    app.jinja_env.globals["current_address"] = current_address  # where the language switch comes back to

    @app.context_processor
    def _languages():
        return {"LANGS": LANGS, "lang": lang()}
