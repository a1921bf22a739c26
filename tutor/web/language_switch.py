"""The language switch: every page's Español / English buttons post here (endpoint ``i18n.switch``)."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, request, session, url_for
from flask_login import current_user

from .. import progress
from .addresses import safe_next
from .db import get_db
from .i18n import LANGS

bp = Blueprint("i18n", __name__)


@bp.post("/idioma")
def switch():
    """Switch the language (form field ``lang``) and go back to ``next`` (303): a local path as
    :func:`tutor.web.addresses.current_address` gives it, script root included (else the home page)."""
    chosen = request.form.get("lang", "")
    if chosen not in LANGS:
        abort(400)
    session["lang"] = chosen
    if getattr(current_user, "is_authenticated", False):
        progress.set_lang(get_db(), current_user.id, chosen)
    return redirect(safe_next(request.form.get("next"), url_for("learn.home")), 303)
