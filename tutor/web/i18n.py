"""Languages: Spanish by default, English on request, remembered in the session and on the learner's account.

Every UI string goes through the Flask-Babel catalogs in ``tutor/web/translations`` (message ids in English,
``es`` catalog for Spanish); explanations come from the rules engine's own Spanish/English messages in the language
chosen here (:func:`lang`).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, Flask, current_app, redirect, request, session, url_for
from flask.globals import _cv_app
from babel import Locale
from flask_babel import Babel, get_locale, get_translations
from jinja2 import pass_context
from markupsafe import Markup
from flask_login import current_user

from .. import progress

LANGS = ("es", "en")
bp = Blueprint("i18n", __name__)


LOCALES = {code: Locale.parse(code) for code in LANGS}
"""The languages as Babel locales, made once: Flask-Babel parses a selector's string into a new Locale on every
request, and takes a Locale as it is."""


def select_locale() -> Locale:
    """The session's language, else the learner's saved one, else Spanish."""
    chosen = session._get_current_object().get("lang")  # one read through the proxy (see views.route)
    if chosen in LANGS:
        return LOCALES[chosen]
    user = current_user._get_current_object()  # the proxy looks the user up on every use
    if user and getattr(user, "is_authenticated", False) and user.lang in LANGS:
        return LOCALES[user.lang]
    return LOCALES["es"]


def _babel_state():
    """Flask-Babel's per-request namespace (``g._flask_babel``), read without the ``g`` proxy; ``None`` outside a
    request or before Flask-Babel made it."""
    ctx = _cv_app.get(None)
    return None if ctx is None else ctx.g.__dict__.get("_flask_babel")


def lang() -> str:
    """The language of this request: ``"es"`` or ``"en"``.

    Read from the locale Flask-Babel chose for this request (it chooses once per request and forgets it on
    ``flask_babel.refresh()``), so a page asking many times pays for the choice once.
    """
    locale = getattr(_babel_state(), "babel_locale", None) or get_locale()
    return locale.language if locale is not None else "es"


def translations():
    """This request's catalog: looked up once per request and locale (Flask-Babel looks it up again on every
    ``gettext``; a page calls it a dozen times), so the templates' ``_()`` costs one dictionary lookup.

    The first lookup of a request reads the app's catalogs by locale (:func:`_catalog`)."""
    state = _babel_state()
    locale = getattr(state, "babel_locale", None)
    if locale is None:
        return get_translations()
    cached = getattr(state, "tapete_translations", None)
    if cached is None or cached[0] is not locale:  # a refresh() chose another locale
        cached = state.tapete_translations = (locale, _catalog(locale))
    return cached[1]


def _catalog(locale: Locale):
    """Flask-Babel's catalog for ``locale`` (the request's), kept per app and locale: Flask-Babel keeps each
    catalog for the app's lifetime too, but finds it again through the request's context, the locale's name and
    its domain on every request."""
    known = current_app._get_current_object().extensions.setdefault("tapete.catalogs", {})
    found = known.get(locale)
    if found is None:
        found = known[locale] = get_translations()
    return found


def gettext(string: str, **variables) -> str:
    """``flask_babel.gettext`` through :func:`translations` (the same catalog and formatting, looked up once)."""
    s = translations().ugettext(string)
    return s % variables if variables else s


def ngettext(singular: str, plural: str, num: int, **variables) -> str:
    """``flask_babel.ngettext`` through :func:`translations`."""
    variables.setdefault("num", num)
    return translations().ungettext(singular, plural, num) % variables


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
    req = request._get_current_object()  # one read through the proxy (see views.route)
    return req.script_root + (req.full_path if query and req.query_string else req.path)


@bp.post("/idioma")
def switch():
    """Switch the language (form field ``lang``) and go back to ``next`` (303): a local path as
    :func:`current_address` gives it, script root included (else the home page)."""
    chosen = request.form.get("lang", "")
    if chosen not in LANGS:
        from flask import abort

        abort(400)
    session["lang"] = chosen
    if getattr(current_user, "is_authenticated", False):
        from .db import get_db

        progress.set_lang(get_db(), current_user.id, chosen)
    return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)


@pass_context
def _template_gettext(context, string: str, **variables) -> str:
    """The templates' ``_()``: what Jinja's newstyle ``gettext`` does (the translation marked safe under
    autoescaping, then ``%``-formatted with the variables escaped), in one call instead of three. A text without
    variables or ``%`` is left as it is: formatting would give it back unchanged."""
    rv = translations().ugettext(string)
    if context.eval_ctx.autoescape:
        rv = Markup(rv)
    return rv % variables if variables or "%" in rv else rv


def init_app(app: Flask) -> None:
    Babel(app, locale_selector=select_locale)
    # The templates' _(), gettext and ngettext: Flask-Babel's, with the catalog looked up once per request.
    app.jinja_env.install_gettext_callables(
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        newstyle=True,
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n),
    )
    app.jinja_env.globals["_"] = _template_gettext
    app.jinja_env.globals["current_address"] = current_address  # where the language switch comes back to

    @app.context_processor
    def _languages():
        return {"LANGS": LANGS, "lang": lang()}
