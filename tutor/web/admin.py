"""The admin area (``/admin``, admins only) and the page where a member redeems a reset code (``/cuenta/codigo``).

Admins list and search the accounts, grant and remove the teacher and admin roles, make a one-time code for a
member who forgot the password (shown once to the admin; a club has no e-mail), delete an account (never the last
admin), export one member's data as JSON, set the club's name, time zone and default language, and upload the club's
own puzzle sets (:mod:`tutor.web.club_sets`) and the club's house-rule profiles (:mod:`tutor.web.admin_profiles`,
routes on this blueprint).

Who may: a visitor is sent to log in; a guest, a learner or a teacher gets 403. Every POST carries the CSRF token
(Flask-WTF checks it before any view runs). A form refused for bad input comes back with its message and status
422, nothing changed; a POST that changes something answers 303, except the reset code, which is shown in the
POST's own answer (``Cache-Control: no-store``) so that it is never stored anywhere but as its digest.
"""

from __future__ import annotations

import json
import zoneinfo

from flask import Blueprint, Flask, Response, abort, current_app, redirect, request, url_for
from flask_babel import gettext as _
from flask_login import current_user

from .. import progress
from ..credentials import MAX_PASSWORD, MIN_PASSWORD
from ..progress import accounts, club, roles
from . import club_sets, profile_in_force
from .library import bundled_sets
from .db import get_db
from .htmx import page_or_fragment
from .i18n import LANGS, lang
from .learners import hasher

bp = Blueprint("admin", __name__, url_prefix="/admin")
redeem_bp = Blueprint("reset", __name__, url_prefix="/cuenta")

TIME_ZONES = sorted(zoneinfo.available_timezones())
MAX_QUERY = 30


def is_admin() -> bool:
    """Whether the current request's user is an admin (the templates' ``is_admin()``, for the menu)."""
    return bool(current_user.is_authenticated and not current_user.is_guest
                and roles.has_role(get_db(), current_user.id, "admin"))


@bp.before_request
def _admins_only():
    if not current_user.is_authenticated:
        return current_app.login_manager.unauthorized()  # to the log-in page, and back here after it
    if not is_admin():
        abort(403)
    return None


@bp.errorhandler(403)
def _forbidden(_error):
    return page_or_fragment("error.html", "content", status=403, code=403, title=_("Admins only"),
                            text=_("This part of Tapete is for the club's admins."))


def _page_number(raw: str | None) -> int:
    return int(raw) if raw and raw.isascii() and raw.isdigit() and len(raw) < 7 and int(raw) > 0 else 1


@bp.get("/")
def users():
    """The accounts, by username, 25 a page; ``q`` searches usernames, ``pagina`` is the page."""
    query = request.args.get("q", "")[:MAX_QUERY]
    found = accounts.list_users(get_db(), query, _page_number(request.args.get("pagina")))
    return page_or_fragment("admin/users.html", "content", found=found, query=query)


def _account(user_id: int) -> progress.User:
    user = progress.get_user(get_db(), user_id) if user_id <= progress.MAX_ID else None
    if user is None or user.is_guest:
        abort(404)
    return user


def _user_page(user: progress.User, errors: list[str] = (), status: int = 200, code: str | None = None):
    return page_or_fragment("admin/user.html", "content", status=status, user=user, errors=list(errors),
                            held=roles.roles_of(get_db(), user.id), granted=roles.GRANTED, code=code,
                            minutes=accounts.RESET_MINUTES)


@bp.get("/usuarios/<int:user_id>")
def user(user_id: int):
    """One account: its roles, a reset code, its data, deleting it."""
    return _user_page(_account(user_id))


def _last_admin_error() -> str:
    return _("The club needs at least one admin: make someone else admin first.")


@bp.post("/usuarios/<int:user_id>/rol")
def role(user_id: int):
    """Grant (``action=grant``) or remove (``action=remove``) the role ``role`` (teacher or admin)."""
    user = _account(user_id)
    name, action = request.form.get("role", ""), request.form.get("action", "")
    if name not in roles.GRANTED or action not in ("grant", "remove"):
        return _user_page(user, [_("Choose a role to grant or remove.")], 422)
    try:
        if action == "grant":
            roles.grant_role(get_db(), user.id, name)
        else:
            roles.revoke_role(get_db(), user.id, name)
    except roles.LastAdmin:
        return _user_page(user, [_last_admin_error()], 422)
    return redirect(url_for("admin.user", user_id=user.id), 303)


@bp.post("/usuarios/<int:user_id>/codigo")
def reset_code(user_id: int):
    """A one-time code for this member to set a new password, shown here once."""
    user = _account(user_id)
    response = _user_page(user, code=accounts.new_reset_code(get_db(), user.id))
    response.headers["Cache-Control"] = "no-store"  # the code, in no cache and no history
    return response


@bp.post("/usuarios/<int:user_id>/borrar")
def delete(user_id: int):
    """Delete the account and all its data; the form repeats the username to confirm."""
    user = _account(user_id)
    if request.form.get("confirm", "").strip() != user.username:
        return _user_page(user, [_("Type the username to confirm the deletion.")], 422)
    try:
        accounts.delete_user(get_db(), user.id)
    except roles.LastAdmin:
        return _user_page(user, [_last_admin_error()], 422)
    except accounts.StillReferenced:
        return _user_page(user, [_("This account still owns things others use (a class?): hand them over "
                                   "first.")], 422)
    return redirect(url_for("admin.users"), 303)


@bp.get("/usuarios/<int:user_id>/datos.json")
def export(user_id: int):
    """Everything stored about the member, as a JSON download."""
    user = _account(user_id)
    body = json.dumps(accounts.export_user(get_db(), user.id), ensure_ascii=False, indent=2)
    return Response(body, mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="tapete-usuario-{user.id}.json"',
                             "Cache-Control": "no-store"})


SETTING_ERRORS = {
    "empty": lambda: _("The club needs a name."),
    "too_long": lambda: _("A club name has at most %(n)d characters.", n=club.MAX_NAME),
    "control": lambda: _("The club name has characters that cannot be shown."),
    "time_zone": lambda: _("Choose a time zone from the list."),
    "lang": lambda: _("Choose Spanish or English."),
    "profile": lambda: _("Choose one of the profiles in the list."),
}


@bp.route("/club", methods=["GET", "POST"])
def settings():
    """The club's name, time zone, default language and default house-rule profile."""
    values, errors, status = club.club_settings(get_db()), [], 200
    if request.method == "POST":
        sent = {key: request.form[key] for key in club.DEFAULTS if key in request.form}  # a missing one: as it is
        try:
            club.set_club_settings(get_db(), sent)
        except club.InvalidSetting as err:
            errors = [SETTING_ERRORS[problem]() for problem in err.problems.values()]
            values, status = {**values, **sent}, 422
        else:
            return redirect(url_for("admin.settings", guardado=1), 303)
    return page_or_fragment("admin/club.html", "content", status=status, values=values, errors=errors,
                            time_zones=TIME_ZONES, langs=LANGS, saved=request.args.get("guardado") == "1",
                            profiles=profile_in_force.choices(lang(), values.get("default_profile")))


def _sets_page(errors: list[str] = (), status: int = 200, added: str | None = None):
    return page_or_fragment("admin/sets.html", "content", status=status, errors=list(errors),
                            sets=club_sets.club_sets(), added=added or request.args.get("subido"))


@bp.get("/colecciones")
def sets():
    """The club's uploaded puzzle sets, and the form to upload one."""
    return _sets_page()


@bp.post("/colecciones")
def upload_set():
    """Upload a puzzle-set file: checked as check-content checks one (errors as file:line), offered at once."""
    sent = request.files.get("file")
    if sent is None or not sent.filename:
        return _sets_page([_("Choose a puzzle-set file (.toml).")], 422)
    try:
        found = club_sets.upload(sent.filename, sent.read(), bundled_sets())
    except club_sets.UploadRefused as err:
        return _sets_page([str(e) for e in err.errors], 422)
    return redirect(url_for("admin.sets", subido=found.name), 303)


@bp.post("/colecciones/<name>/quitar")
def remove_set(name: str):
    """Remove one of the club's uploaded sets."""
    if not club_sets.remove(name):
        abort(404)
    return redirect(url_for("admin.sets"), 303)


@redeem_bp.route("/codigo", methods=["GET", "POST"])
def redeem():
    """A member sets a new password with the code an admin gave; every other session of the account ends."""
    errors: list[str] = []
    username = request.form.get("username", "").strip()[:60]
    if request.method == "POST":
        code, password = request.form.get("code", "")[:40], request.form.get("password", "")
        if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
            errors.append(_("A password has at least %(n)d characters.", n=MIN_PASSWORD))
        else:
            db = get_db()
            user = progress.get_user_by_name(db, username) if username else None
            # Argon2 only for a right code: a flood of wrong ones costs the server a read and a write each
            if (user is not None and accounts.check_reset_code(db, user.id, code)
                    and accounts.redeem_reset_code(db, user.id, code, hasher().hash(password))):
                return redirect(url_for("auth.login"), 303)
            errors.append(_("Wrong username or code, or the code has expired: ask an admin for a new one."))
    return page_or_fragment("admin/redeem.html", "content", status=422 if errors else 200, errors=errors,
                            username=username, minutes=accounts.RESET_MINUTES)


def init_app(app: Flask) -> None:
    """Register the admin area, the code page and the templates' ``is_admin()``."""
    app.register_blueprint(bp)
    app.register_blueprint(redeem_bp)
    app.jinja_env.globals["is_admin"] = is_admin


from . import admin_profiles  # noqa: E402,F401  (its routes are on bp)
