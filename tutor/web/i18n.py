"""Languages and the club's time zone: Spanish by default, English on request, remembered in the session and on the
learner's account (switched by :mod:`tutor.web.language_switch`); days and due times in the club's time zone.

Every UI string goes through the Flask-Babel catalogs in ``tutor/web/translations`` (message ids in English,
``es`` catalog for Spanish); explanations come from the rules engine's own Spanish/English messages in the language
chosen here (:func:`lang`).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from flask import Flask, current_app, session
from flask_babel import Babel, get_locale
from flask_login import current_user

from ..progress import club
from .addresses import current_address
from .db import get_db

LANGS = ("es", "en")


def select_locale() -> str:
    """Flask-Babel's locale selector: the session's language, else the learner's saved one, else the club's default
    language (:func:`tutor.progress.club.club_setting`, Spanish until an admin changes it)."""
    chosen = session.get("lang")
    if chosen in LANGS:
        return chosen
    if current_user.is_authenticated and current_user.lang in LANGS:
        return current_user.lang
    return club.club_setting(get_db(), "lang")


def lang() -> str:
    """The language of this request, ``"es"`` or ``"en"``: the locale Flask-Babel chose (:func:`select_locale`)."""
    return get_locale().language


def club_timezone() -> str:
    """The time zone a learner's days are counted in: the app's ``CLUB_TIMEZONE`` if set, else the one an admin
    chose in the club's settings (:func:`tutor.progress.club.club_setting`; default Europe/Madrid)."""
    return current_app.config.get("CLUB_TIMEZONE") or club.club_setting(get_db(), "time_zone")


def club_time_text(utc_iso: str, zone: bool = True) -> str:
    """A stored instant (UTC, ISO 8601) as the club reads it in its time zone (:func:`club_timezone`):
    ``2026-12-01 20:00 CET`` (``zone=False``: without the zone's abbreviation). The one formatter of club time."""
    moment = datetime.fromisoformat(utc_iso).astimezone(ZoneInfo(club_timezone()))
    return moment.strftime("%Y-%m-%d %H:%M %Z" if zone else "%Y-%m-%d %H:%M")


def init_app(app: Flask) -> None:
    """Flask-Babel with :func:`select_locale`; it installs Jinja's i18n extension, so templates call ``_()``,
    ``gettext`` and ``ngettext`` as Flask-Babel documents."""
    Babel(app, locale_selector=select_locale)
    app.jinja_env.globals["current_address"] = current_address  # where the language switch comes back to

    @app.context_processor
    def _languages():
        return {"LANGS": LANGS, "lang": lang()}
