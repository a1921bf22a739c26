"""The referee (árbitro) in the browser, its pages: a page per game listing its rulings, a form per ruling, the
ruling. The form is built by :mod:`.arbitro_form` and read back by :mod:`.arbitro_read`, both from the ruling's
declared fields.

Asking is a POST that changes nothing: htmx swaps in the ruling (a block of the same template), a plain post shows
the whole page with it. "Turn this into a puzzle" saves the situation as a fixed puzzle of a personal set
(:mod:`tutor.progress.personal_sets`): a state-changing POST, answered 303 (plain) or with a fragment (htmx).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping
from urllib.parse import urlencode

from flask import Blueprint, abort, make_response, redirect, request, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from .. import puzzles, referee
from ..progress import personal_sets
from ..puzzles.canasta.pozo import OPTIONS as POZO_OPTIONS
from ..referee.profiles import changed_settings
from ..rules.base import InvalidSituation, jsonable, settings_to_dict
from ..rules.games import GAMES
from ..rules.profiles import REGLAMENTO, Profile
from . import profile_in_force, settings_meta, views
from .answers import ascii_int
from .arbitro_form import form_fields, palette
from .arbitro_read import FormProblem, NeverOffered, field_caps, situation_from_form
from .learners import learner_id
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import lang

bp = Blueprint("arbitro", __name__, url_prefix="/arbitro")

DEFAULT_SET = _l("My puzzles")

ANSWER_LABELS = {
    "puede_tomar": _l("Can take the pozo"), "motivo": _l("Reason"), "valida": _l("Valid"),
    "canasta": _l("Canasta"), "puntos": _l("Points"), "minimo": _l("Minimum"), "total": _l("Total"),
    "desglose": _l("Breakdown"), "concepto": _l("Item"), "completa": _l("Complete"), "clase": _l("Class"),
    "bloqueados": _l("Blocked comodines (positions from 0)"), "nombre": _l("Name"),
    "rescatable": _l("Can be rescued"), "gana": _l("Wins the trick"), "legales": _l("Cards that may be played"),
    "resultado": _l("Result"), "codillo_para": _l("Codillo for"), "estuches": _l("Estuches"),
    "contraestuche": _l("Contraestuche"), "firmes": _l("Firmes"), "carta": _l("Card"),
    "categoria": _l("Category"), "neto": _l("Net tantos this deal"), "alcalde": _l("Alcalde"),
    "orden": _l("Best first"),
}
"""Labels of the answer fields of ``docs/rulings.md``."""

MARKED = "marcado"
"""A hidden field of a form sent back with fields marked wrong: the next answer, even a good one, refreshes the
form (htmx swaps it out of band), so no mark outlives the mistake."""


def _label(name: str, language: str) -> str:
    """The label of a situation field (declared with it) or of an answer field."""
    if name in referee.LABELS:
        return referee.LABELS[name][language]
    return str(ANSWER_LABELS[name]) if name in ANSWER_LABELS else name.replace("_", " ")


# ---------------------------------------------------------------------------------------------- the ruling


@dataclass(frozen=True, slots=True)
class AnswerRow:
    """One row of a ruling's answer: a label and drawn cards, or a text, or nested rows."""

    label: str
    text: str = ""
    cards: tuple[views.CardView, ...] = ()
    rows: tuple["AnswerRow", ...] = ()


@dataclass(frozen=True, slots=True)
class SettingRow:
    """A house rule in force under a ruling: its label, its value, the Reglamento's, whether they differ, and
    whether it moves this ruling's answer (a setting :func:`changed_by` names)."""

    name: str
    label: str
    value: str
    reglamento: str
    changed: bool
    moves: bool = False


@dataclass(frozen=True, slots=True)
class RulingView:
    """A ruling as the page shows it: the profile it was ruled under, the answer, the reasons step by step, the
    house rules in force."""

    name: str
    answer: tuple[AnswerRow, ...]
    conclusion: str
    steps: tuple[views.Step, ...]
    house_rules: tuple[SettingRow, ...]
    situation_json: str
    kind: str | None
    profile_key: str = "reglamento"
    profile_name: str = ""


def _answer_rows(key: str, value: Any, game: str, language: str) -> AnswerRow:
    label = _label(key, language)
    if isinstance(value, Mapping):
        return AnswerRow(label, rows=tuple(_answer_rows(k, v, game, language) for k, v in value.items()))
    if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
        rows = []
        for v in value:
            first = next(iter(v.values()))
            rest = {k: x for k, x in list(v.items())[1:]}
            head = _answer_rows("carta" if "carta" in v else "concepto", first, game, language)
            rows.append(AnswerRow(head.text, cards=head.cards,
                                  rows=tuple(_answer_rows(k, x, game, language) for k, x in rest.items())))
        return AnswerRow(label, rows=tuple(rows))
    if key == "motivo" and value in _MOTIVOS:  # the reason as players say it: the pozo puzzle's own option labels
        return AnswerRow(label, text=_MOTIVOS[value].render({}, language))
    item = views.item(key, value, GAMES[game].deck, language) if key not in ("motivo", "nombre", "clase") else None
    if item is not None and item.cards:
        return AnswerRow(label, cards=item.cards)
    return AnswerRow(label, text=item.text if item is not None else str(value))


_MOTIVOS = {o.id: o.label for o in POZO_OPTIONS}
"""canasta.pozo's ``motivo`` codes and their labels (``tutor.puzzles.canasta.pozo``: one wording for both)."""


def kind_for(ruling: str) -> str | None:
    """The puzzle kind that asks about ``ruling`` (the one of the same name first), or ``None``."""
    if ruling in puzzles.KINDS and puzzles.KINDS[ruling].ruling == ruling:
        return ruling
    return next((name for name, kind in puzzles.KINDS.items() if kind.ruling == ruling), None)


def ruling_view(spec: referee.RulingSpec, situation: Mapping[str, Any], language: str,
                profile: Profile = REGLAMENTO, moving: frozenset[str] = frozenset(),
                only: frozenset[str] | None = None) -> RulingView:
    """Ask the referee under ``profile``; ``moving``: the settings (``game.name``) to mark as the ones that move
    the answer (default: those that moved it from the Reglamento's); ``only``: the settings to list (default: every
    one of the game). The steps name cards as players read them on this page (:func:`views.for_people`, as a
    puzzle's explanation does); the API and the command line keep the codes. Raises :class:`InvalidSituation`
    (with ``field`` when known)."""
    decision, changed = referee.run_profile(spec.name, situation, profile)
    if not moving:
        moving = frozenset(f"{c.game}.{c.name}" for c in changed)
    answer = jsonable(decision.answer)
    rows = (tuple(_answer_rows(k, v, spec.game, language) for k, v in answer.items())
            if isinstance(answer, Mapping) else (_answer_rows("orden", answer, spec.game, language),))
    steps = tuple(views.Step(r.rule, r.text(language, views.for_people), views.rule_href(r.rule))
                  for r in decision.reasons)
    in_force = tuple(_setting_row(spec.game, name, value, language, moving)
                     for name, value in settings_to_dict(profile.house_rules.for_game(spec.game)).items()
                     if only is None or f"{spec.game}.{name}" in only)
    return RulingView(spec.name, rows, steps[-1].text if steps else "", steps, in_force,
                      json.dumps(situation, ensure_ascii=False), kind_for(spec.name), profile.key,
                      profile.name(language))


def _setting_row(game: str, name: str, value: Any, language: str, moving: frozenset[str]) -> SettingRow:
    meta = settings_meta.meta(game, name, language)
    return SettingRow(f"{game}.{name}", meta.label, settings_meta.value_text(value, language, game, name),
                      meta.default_text, value != meta.default, f"{game}.{name}" in moving)


# ---------------------------------------------------------------------------------------------- pages


def _spec(game: str, name: str) -> referee.RulingSpec:
    spec = referee.RULINGS.get(name)
    if spec is None or spec.game != game:
        abort(404)
    return spec


@dataclass(frozen=True, slots=True)
class RulingLink:
    name: str
    title: str
    url: str


def _links(game: str, language: str) -> tuple[RulingLink, ...]:
    return tuple(RulingLink(s.name, s.title.get(language, s.name), url_for("arbitro.ruling", game=game, name=s.name))
                 for s in referee.RULINGS.values() if s.game == game)


@bp.get("/")
def index():
    """The referee's games, each with its rulings."""
    language = lang()
    games = tuple((name, game.title, _links(name, language)) for name, game in GAMES.items())
    return page_or_fragment("arbitro/index.html", "content", games=games)


@bp.get("/<game>")
def game_page(game: str):
    """One game's rulings."""
    if game not in GAMES:
        abort(404)
    return page_or_fragment("arbitro/game.html", "content", game=game, game_name=GAMES[game].title,
                            rulings=_links(game, lang()))


def _saved_situation(puzzle_id: str | None) -> dict | None:
    """The situation of one of the learner's own saved puzzles (``?puzzle=ID``), else ``None``."""
    uid = learner_id()
    wanted = ascii_int(puzzle_id or "", max_digits=18)
    if wanted is None or uid is None:
        return None
    found = personal_sets.get(get_db(), uid, wanted)
    return found.situation if found else None


PROFILE_FIELD, COMPARE_FIELD = "perfil", "comparar"
"""The form's choice of the profile to rule under (default: the club's) and of a second one to compare with."""


def asked_profiles() -> tuple[Profile, Profile | None]:
    """The profile to rule under (``perfil``, default the club's) and the one to compare with (``comparar``,
    ``None`` when none, or the same); 400 for a key the form never offered (no such profile)."""
    source = request.form if request.method == "POST" else request.args
    found = []
    for name in (PROFILE_FIELD, COMPARE_FIELD):
        key = source.get(name, "")
        profile = profile_in_force.find(key) if key else None
        if key and profile is None:
            abort(400)
        found.append(profile)
    main = found[0] or profile_in_force.club_default()
    other = found[1] if found[1] is not None and found[1].key != main.key else None
    return main, other


def _ruling_page(spec: referee.RulingSpec, situation: Mapping[str, Any], *, result: RulingView | None = None,
                 compared: RulingView | None = None, error: str | None = None,
                 errors: Mapping[str, str] | None = None, status: int = 200, block: str = "content"):
    language = lang()
    suits, joker = palette(spec.game, language)
    main, other = asked_profiles()
    return page_or_fragment(
        "arbitro/ruling.html", block, status=status, spec=spec, game=spec.game, game_name=GAMES[spec.game].title,
        title=spec.title.get(language, spec.name), fields=form_fields(spec, situation, language, errors),
        palette=suits, joker=joker, result=result, compared=compared, error=error, marked=bool(errors),
        marked_field=MARKED, refresh_form=bool(errors) or MARKED in request.form,
        lang_next=_state_url(spec) if request.method == "POST" else None,
        action=url_for("arbitro.ruling", game=spec.game, name=spec.name), default_set=str(DEFAULT_SET),
        profiles=profile_in_force.choices(language, main.key), profile=main, compare_with=other,
        profile_field=PROFILE_FIELD, compare_field=COMPARE_FIELD,
    )


@bp.get("/<game>/<name>")
def ruling(game: str, name: str):
    """A ruling's form: empty, the ruling's example (``?ejemplo=1``) or a saved puzzle (``?puzzle=ID``)."""
    spec = _spec(game, name)
    situation = _saved_situation(request.args.get("puzzle"))
    if situation is None:
        situation = dict(spec.example) if request.args.get("ejemplo") else _situation_in_query(spec)
    return _ruling_page(spec, situation)


def _situation_in_query(spec: referee.RulingSpec) -> dict:
    """The situation the form's fields spell in the query string (the language switch comes back this way, with
    what had been entered, a field that is not a number as typed), or ``{}`` for a choice never offered."""
    if not any(k.split(".", 1)[0] in spec.fields for k in request.args):
        return {}
    try:
        return situation_from_form(spec, request.args, as_typed=True)
    except FormProblem:
        return {}


def _state_url(spec: referee.RulingSpec) -> str:
    """This ruling's address with the posted form's fields in its query: where the language switch returns."""
    caps = field_caps(spec)  # only the form's own fields, an oversize one left out
    state = [(k, v) for k, v in request.form.items(multi=True)
             if (k in caps and v and len(v) <= caps[k]) or (k in (PROFILE_FIELD, COMPARE_FIELD) and v)]
    base = url_for("arbitro.ruling", game=spec.game, name=spec.name)
    return base + ("?" + urlencode(state) if state else "")


@bp.post("/<game>/<name>")
def ask(game: str, name: str):
    """The ruling on the situation entered: a fragment for htmx, the whole page otherwise (422 if it is bad)."""
    spec = _spec(game, name)
    block = "result" if wants_fragment() else "content"
    try:
        situation = situation_from_form(spec, request.form)
    except NeverOffered:
        abort(400)
    except FormProblem as err:
        try:
            typed = situation_from_form(spec, request.form, as_typed=True)
        except NeverOffered:  # a forged choice after the bad number
            abort(400)
        return _ruling_page(spec, typed, error=str(err),
                            errors={err.field: str(err)}, status=422, block=block)
    language = lang()
    main, other = asked_profiles()
    try:
        differ = differing_settings(spec.game, main, other) if other is not None else None
        moving = moving_settings(spec, situation, main, other) if other is not None else frozenset()
        result = ruling_view(spec, situation, language, main, moving, differ)
        compared = ruling_view(spec, situation, language, other, moving, differ) if other is not None else None
    except InvalidSituation as err:
        text = err.text(language)  # the engine's message in the page's language
        field = err.field if err.field in spec.fields else None
        if field and text.startswith(f"{field}: "):  # the label names the field: do not repeat its JSON name
            text = text[len(field) + 2:]
        message = _("%(field)s: %(error)s", field=_label(field, language), error=text) if field else text
        return _ruling_page(spec, situation, error=message, errors={field: text} if field else {},
                            status=422, block=block)
    return _ruling_page(spec, situation, result=result, compared=compared, block=block)


def moving_settings(spec: referee.RulingSpec, situation: Mapping[str, Any], one: Profile,
                    other: Profile) -> frozenset[str]:
    """The settings (``game.name``) that make the answer differ between two profiles: of those whose values differ
    between them, the ones that change the answer of either compared with the Reglamento
    (:func:`tutor.referee.profiles.changed_settings`), else all of them; none when the answers are the same.

    Raises:
        InvalidSituation: the situation cannot be read.
    """
    decide = referee.decider(spec.name, situation)

    def rule(house_rules):
        return decide(house_rules).answer

    differ = differing_settings(spec.game, one, other)
    if _answer_or_refusal(rule, one) == _answer_or_refusal(rule, other):
        return frozenset()
    named = {f"{c.game}.{c.name}" for p in (one, other) for c in changed_settings(rule, p, spec.game)}
    return frozenset(differ & named) or differ


def _answer_or_refusal(rule, profile: Profile) -> Any:
    try:
        return rule(profile.house_rules)
    except InvalidSituation as err:
        return ("refused", str(err))


def differing_settings(game: str, one: Profile, other: Profile) -> frozenset[str]:
    """The settings of ``game`` (``game.name``) whose values differ between two profiles."""
    theirs = other.house_rules.to_dict()[game]
    return frozenset(f"{game}.{name}" for name, value in one.house_rules.to_dict()[game].items()
                     if theirs[name] != value)


@bp.post("/<game>/<name>/guardar")
def save(game: str, name: str):
    """Save the situation (form field ``situation``, JSON) as a fixed puzzle in the set ``set_name``."""
    spec = _spec(game, name)
    kind = kind_for(spec.name)
    if kind is None:
        abort(404)
    text = request.form.get("situation", "")
    try:
        situation = json.loads(text) if len(text) <= personal_sets.MAX_SITUATION else None
        referee.run(spec.name, situation)
        puzzles.puzzle_from_situation(kind, 1, situation)  # the kind can ask its question about it
        set_name = personal_sets.clean_set_name(request.form.get("set_name") or str(DEFAULT_SET))
    except (ValueError, RecursionError, InvalidSituation):
        abort(400)
    uid = learner_id(create=True)
    target = url_for("arbitro.my_sets")
    try:
        personal_sets.add(get_db(), uid, set_name, kind, spec.name, situation)
    except personal_sets.TooManyPuzzles:
        return page_or_fragment("arbitro/saved.html", "saved", status=409, set_name=set_name, target=target,
                                full=personal_sets.MAX_PUZZLES)
    target = url_for("arbitro.my_sets", _anchor="set-" + set_name)
    if wants_fragment():
        return page_or_fragment("arbitro/saved.html", "saved", set_name=set_name, target=target)
    return redirect(target, 303)


@bp.get("/mis-puzzles/<path:set_name>.toml")  # path: a set name may hold "/"
def export_set(set_name: str):
    """One of the learner's sets as a puzzle-set file (``puzzles/*.toml``) of one game (``?juego=``, default the
    game of its first puzzle), ready for ``python -m tutor check-content`` and a club's puzzle folder."""
    from ..content.puzzle_sets import puzzle_entry, set_toml

    uid = learner_id()
    saved = personal_sets.puzzles_of(get_db(), uid, set_name) if uid else []
    games = [referee.RULINGS[p.ruling].game for p in saved if p.ruling in referee.RULINGS]
    game = request.args.get("juego") or (games[0] if games else None)
    if game not in games:
        abort(404)
    entries = [puzzle_entry(p.kind, p.situation, ruling=p.ruling) for p, g in zip(saved, games) if g == game]
    text = "# Saved from Tapete's referee (Mis puzzles)\n" + set_toml(set_name, game, entries)
    response = make_response(text)
    response.mimetype = "application/toml"
    response.headers["Content-Disposition"] = "attachment; filename=personal-set.toml"
    return response


@dataclass(frozen=True, slots=True)
class SavedView:
    """A saved puzzle as listed: its kind, the situation drawn, and a link to open it in the referee."""

    id: int
    kind_title: str
    ruling_title: str
    items: tuple[views.Item, ...]
    open_url: str
    practise_url: str | None


PAGE_SIZE = 50
"""Saved puzzles per page of "Mis puzzles" (``?pagina=N``)."""


@bp.get("/mis-puzzles")
def my_sets():
    """The learner's personal sets and their puzzles, :data:`PAGE_SIZE` puzzles a page (``?pagina=N``, from 1)."""
    language, uid, db = lang(), learner_id(), get_db()
    total = personal_sets.count(db, uid) if uid else 0
    pages = max(1, -(-total // PAGE_SIZE))
    page = ascii_int(request.args.get("pagina", "1"), max_digits=6) or 1
    if page > pages:
        abort(404)
    saved = personal_sets.puzzles_of(db, uid, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE) if uid else []
    by_set: dict[str, list[SavedView]] = {}
    in_force = profile_in_force.club_default()  # a saved situation is practised under the club's rules
    for p in saved:
        spec = referee.RULINGS.get(p.ruling)
        if spec is None:
            continue
        kind = puzzles.KINDS.get(p.kind)
        items = tuple(views.item(k, p.situation[k], spec.deck, language, spec.example.get(k))
                      for k in spec.fields if k in p.situation)
        by_set.setdefault(p.set_name, []).append(SavedView(
            p.id, kind.title.render({}, language) if kind else p.kind, spec.title.get(language, spec.name), items,
            url_for("arbitro.ruling", game=spec.game, name=spec.name, puzzle=p.id),
            url_for("learn.puzzle", puzzle_id=profile_in_force.under(p.puzzle_id, in_force)) if p.puzzle_id
            else None))
    rulings = personal_sets.rulings_by_set(db, uid) if uid else {}
    exports = {name: sorted({referee.RULINGS[r].game for r in rulings.get(name, ()) if r in referee.RULINGS})
               for name in by_set}
    sizes = {s.name: s.count for s in personal_sets.sets(db, uid)} if uid else {}
    return page_or_fragment("arbitro/sets.html", "content", sets=tuple(by_set.items()), exports=exports,
                            sizes=sizes, game_names={name: game.title for name, game in GAMES.items()},
                            page=page, pages=pages)
