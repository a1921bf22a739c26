"""The admin area's house-rule profiles (``/admin/perfiles``): the club writes its own profile in the browser.

The editor lists every setting of every game with its label, its explanation, its rule section, the Reglamento's
value and the value in the profile (:mod:`tutor.web.settings_meta`, the metadata ``docs/house-rules.md`` is made
from). A new profile starts from the Reglamento, the Clásica internacional or one of the club's; saving stores a
new revision (:mod:`tutor.progress.club_profiles`: ``club_<revision>`` always names the same settings) and, when
asked, makes it the club's default profile. A bad value comes back with its message (422); nothing is saved.
Routes on the admin blueprint: admins only, CSRF-checked.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from flask import abort, redirect, request, url_for
from flask_babel import gettext as _
from flask_login import current_user
from werkzeug.datastructures import MultiDict

from ..progress import club, club_profiles
from ..rules.base import InvalidSituation, settings_from_mapping
from ..rules.games import GAMES
from ..rules.house_rules import HouseRules
from ..rules.profiles import BUILT_IN, REGLAMENTO, Profile
from . import profile_in_force, settings_meta
from .admin import bp
from .answers import ascii_int
from .db import get_db
from .htmx import page_or_fragment
from .i18n import lang

YES, NO = "si", "no"


@dataclass(frozen=True, slots=True)
class SettingInput:
    """One setting in the editor: its form name (``canasta.premio_irse``), its metadata, the widget (``"bool"``,
    ``"choice"``, ``"int"``, ``"text"``), the options of a choice as ``(value, text)``, the value shown and the
    error, if any."""

    name: str
    meta: settings_meta.SettingMeta
    widget: str
    options: tuple[tuple[str, str], ...]
    value: str
    changed: bool
    error: str | None = None


@dataclass(frozen=True, slots=True)
class GameInputs:
    """One game's fieldset: its title, its settings, an error about the settings together (e.g. two thresholds
    in the wrong order)."""

    game: str
    title: str
    settings: tuple[SettingInput, ...]
    error: str | None = None


def _as_text(value: Any) -> str:
    """A setting's value as the form sends it."""
    if isinstance(value, bool):
        return YES if value else NO
    return str(value)


def _widget(f: dataclasses.Field) -> str:
    if f.metadata.get("choices"):
        return "choice"
    if isinstance(f.default, bool):
        return "bool"
    return "int" if isinstance(f.default, int) else "text"


def _inputs(values: Mapping[str, Mapping[str, str]], errors: Mapping[str, str], language: str) -> list[GameInputs]:
    """Every game's settings with the values to show (form text by game and setting) and the errors (by form
    name, or by game for the settings together)."""
    out = []
    for game, spec in GAMES.items():
        rows = []
        for f in dataclasses.fields(spec.house_rules):
            meta = settings_meta.meta(game, f.name, language)
            widget = _widget(f)
            options = ((YES, _("yes")), (NO, _("no"))) if widget == "bool" else tuple(
                (_as_text(c), settings_meta.value_text(c, language)) for c in f.metadata.get("choices", ()))
            value = values[game][f.name]
            name = f"{game}.{f.name}"
            rows.append(SettingInput(name, meta, widget, options, value, value != _as_text(f.default),
                                     errors.get(name)))
        out.append(GameInputs(game, spec.title, tuple(rows), errors.get(game)))
    return out


def _values_of(house_rules: HouseRules) -> dict[str, dict[str, str]]:
    return {game: {k: _as_text(v) for k, v in section.items()} for game, section in house_rules.to_dict().items()}


class Tampered(ValueError):
    """A field the form never offers (missing, or a choice not among the options): answered 400."""


def _typed(f: dataclasses.Field, raw: str) -> Any:
    """The value of setting ``f`` that the form text ``raw`` spells; a whole number that is not one stays text,
    for the setting's own check to refuse with its message. Raises :class:`Tampered`."""
    widget = _widget(f)
    if widget == "bool":
        if raw not in (YES, NO):
            raise Tampered(f.name)
        return raw == YES
    if widget == "choice":
        by_text = {_as_text(c): c for c in f.metadata["choices"]}
        if raw not in by_text:
            raise Tampered(f.name)
        return by_text[raw]
    if widget == "int":
        number = ascii_int(raw, signed=True, max_digits=6)
        return raw.strip() if number is None else number
    return raw.strip()


def read_settings(form: MultiDict, language: str) -> tuple[dict, dict[str, dict[str, str]], dict[str, str]]:
    """The profile's settings from the editor's fields: ``(settings, values as typed, errors)``. ``settings`` is
    ready to store (``{"canasta": {...}, ...}``, every setting); ``errors`` maps a form name (or a game, for the
    settings together) to the message in ``language``; a setting is checked as a profile file's is
    (:func:`tutor.rules.base.settings_from_mapping`).

    Raises:
        Tampered: a field missing, sent twice, or a choice never offered.
    """
    settings: dict = {}
    typed_text: dict[str, dict[str, str]] = {}
    errors: dict[str, str] = {}
    for game, spec in GAMES.items():
        section, typed_text[game] = {}, {}
        for f in dataclasses.fields(spec.house_rules):
            sent = form.getlist(f"{game}.{f.name}")
            if len(sent) != 1 or len(sent[0]) > 40:
                raise Tampered(f"{game}.{f.name}")
            section[f.name] = _typed(f, sent[0])
            typed_text[game][f.name] = sent[0].strip()
        try:
            settings_from_mapping(spec.house_rules, section, prefix=f"{game}.")
        except InvalidSituation as whole:
            errors.update(_locate(game, spec.house_rules, section, whole, language))
        settings[game] = section
    return settings, typed_text, errors


def _locate(game: str, cls: type, section: dict, whole: InvalidSituation, language: str) -> dict[str, str]:
    """The errors of one game's settings by form name: each setting checked alone (the others at the
    Reglamento's), else the whole game's error under the game (settings wrong only together)."""
    found = {}
    for name, value in section.items():
        try:
            settings_from_mapping(cls, {name: value}, prefix=f"{game}.")
        except InvalidSituation as err:
            found[f"{game}.{name}"] = err.text(language)
    return found or {game: whole.text(language)}


# ---------------------------------------------------------------------------------------------- pages


def _start_from(key: str | None) -> Profile:
    """The profile a new one starts from (``?desde=``): a built-in or a club profile; the Reglamento otherwise."""
    return profile_in_force.find(key) or REGLAMENTO


@bp.get("/perfiles")
def profiles():
    """The profiles: the built-in ones, the club's own (latest revision of each), which one is the default."""
    language = lang()
    default = club.club_setting(get_db(), "default_profile")
    stored = club_profiles.latest_profiles(get_db())
    default_slug = next((p.slug for p in stored if p.key == default), None)
    if default_slug is None:
        stored_default = club_profiles.get_key(get_db(), default)
        default_slug = stored_default.slug if stored_default else None
    return page_or_fragment("admin/profiles.html", "content", built_in=list(BUILT_IN.values()), stored=stored,
                            default=default, default_slug=default_slug, language=language,
                            default_name=profile_in_force.club_default().name(language))


def _editor(*, slug: str | None, name: str, values, errors: Mapping[str, str] = {}, make_default: bool,
            start: Profile | None = None, status: int = 200, revisions: int = 0):
    language = lang()
    messages = [errors[k] for k in errors if "." not in k or k == "name"]
    return page_or_fragment(
        "admin/profile.html", "content", status=status, slug=slug, name=name, start=start,
        games=_inputs(values, errors, language), errors=errors, problems=len(errors), messages=messages,
        make_default=make_default, revisions=revisions, max_name=club_profiles.MAX_NAME,
        action=url_for("admin.save_profile", slug=slug) if slug else url_for("admin.create_profile"),
        starts=[(p.key, p.name(language)) for p in BUILT_IN.values()] + [
            (p.key, p.name) for p in club_profiles.latest_profiles(get_db())])


@bp.get("/perfiles/nuevo")
def new_profile():
    """The editor for a new profile, starting from ``?desde=`` (a profile's key; default the Reglamento)."""
    start = _start_from(request.args.get("desde"))
    return _editor(slug=None, name="", values=_values_of(start.house_rules), start=start, make_default=False)


def _stored_or_404(slug: str) -> club_profiles.StoredProfile:
    found = club_profiles.latest(get_db(), slug) if club_profiles.SLUG.fullmatch(slug) else None
    if found is None:
        abort(404)
    return found


def _is_default_slug(slug: str) -> bool:
    stored = club_profiles.get_key(get_db(), club.club_setting(get_db(), "default_profile"))
    return stored is not None and stored.slug == slug


@bp.get("/perfiles/<slug>")
def profile(slug: str):
    """The editor of one of the club's profiles, at its latest revision."""
    stored = _stored_or_404(slug)
    try:
        values = _values_of(profile_in_force.as_profile(stored).house_rules)
    except InvalidSituation:  # a setting this version lacks: start again from what still reads
        values = _values_of(REGLAMENTO.house_rules)
    return _editor(slug=slug, name=stored.name, values=values, make_default=_is_default_slug(slug),
                   revisions=len(club_profiles.revisions(get_db(), slug)))


NAME_ERRORS = {
    "name_empty": lambda: _("The profile needs a name."),
    "name_too_long": lambda: _("A profile's name has at most %(n)d characters.", n=club_profiles.MAX_NAME),
    "name_control": lambda: _("The profile's name has characters that cannot be shown."),
}


def _save(slug: str | None):
    """Read the editor, then store a new revision (and make it the default when asked), or show it again."""
    language = lang()
    try:
        settings, typed, errors = read_settings(request.form, language)
    except Tampered:
        abort(400)
    name = request.form.get("name", "").strip()
    problem = _name_problem(name)
    if problem:
        errors = {"name": NAME_ERRORS[problem](), **errors}
    make_default = request.form.get("predeterminado") == "1"
    if errors:
        return _editor(slug=slug, name=name, values=typed, errors=errors, make_default=make_default, status=422,
                       revisions=len(club_profiles.revisions(get_db(), slug)) if slug else 0)
    db = get_db()
    revision = club_profiles.save_profile(db, slug or _free_slug(name), name, settings, current_user.id)
    if make_default:
        club.set_club_settings(db, {"default_profile": club_profiles.key_of(revision)})
    saved = club_profiles.get_revision(db, revision)
    return redirect(url_for("admin.profile", slug=saved.slug, guardado=revision), 303)


def _name_problem(name: str) -> str | None:
    try:
        club_profiles.check_name(name)
    except club_profiles.InvalidProfile as err:
        return err.args[0]
    return None


def _free_slug(name: str) -> str:
    """A slug for a new profile named ``name`` that no other profile has (``casino``, ``casino-2``...)."""
    base = club_profiles.slug_for(name)[:36]
    slug, n = base, 1
    while club_profiles.latest(get_db(), slug) is not None:
        n += 1
        slug = f"{base}-{n}"
    return slug


@bp.post("/perfiles/nuevo")
def create_profile():
    """Store a new club profile (its first revision)."""
    return _save(None)


@bp.post("/perfiles/<slug>")
def save_profile(slug: str):
    """Store a new revision of one of the club's profiles."""
    _stored_or_404(slug)
    return _save(slug)
