"""The referee (árbitro) in the browser: a page per game listing its rulings, a form per ruling, the ruling.

The form's fields are derived from the ruling's :class:`~tutor.referee.RulingSpec` and the field types of
:mod:`tutor.web.openapi` (the same vocabulary as the API's document): every card field is a zone of the card
picker backed by a text field in card notation (``5S JK 7D``), so the form works without JavaScript; the picker
(``static/arbitro.js``) only edits those text fields. Yes/no fields are checkboxes (or a three-way choice when the
ruling has a default), numbers are number fields, enumerations are selects.

Asking is a POST that changes nothing: htmx swaps in the ruling (a block of the same template), a plain post shows
the whole page with it. "Turn this into a puzzle" saves the situation as a fixed puzzle of a personal set
(:mod:`tutor.progress.personal_sets`): a state-changing POST, answered 303 (plain) or with a fragment (htmx).
"""

from __future__ import annotations

import json
from urllib.parse import urlencode
from dataclasses import dataclass
from typing import Any, Mapping

from flask import Blueprint, abort, make_response, redirect, request, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from werkzeug.datastructures import MultiDict

from .. import puzzles, referee
from ..progress import personal_sets
from ..puzzles.canasta.pozo import OPTIONS as POZO_OPTIONS
from ..rules.base import InvalidSituation
from ..rules.cartas import (ESPANOLA, FRANCESA, NOMBRES_PALOS_ESPANOLES, NOMBRES_PALOS_FRANCESES, SIMBOLOS,
                            parse_cartas)
from . import views
from .views import Choice  # a select's option: value and label, as an answer form's choice
from .auth import learner_id
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import lang
from .answers import ascii_int
from .openapi import FIELD_TYPES, document

bp = Blueprint("arbitro", __name__, url_prefix="/arbitro")

GAMES = {"canasta": "Canasta", "pinacle": "Pinacle", "tresillo": "Tresillo"}
DEFAULT_SET = _l("My puzzles")
MAX_TEXT = 2000
"""Longest text accepted in one field of the form."""

EXTRA_LABELS = {
    "al_irse": _l("Shown while going out"),
    "irse_oculta": _l("Goes out with a canasta oculta"),
    "inicio": _l("Laid from one hand to start the escalera"),
    "en_mano": _l("Formed in the hand (not built up on the table)"),
    "bloqueado": _l("The comodín lies between two cards"),
    "completa": _l("The escalera is complete"),
}
"""Labels of situation fields that the practice pages never show (the rest come from ``views.FIELD_LABELS``)."""

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
"""Labels of the answer fields of ``referee.md``."""

TRISTATE = ("en_mano", "completa")
"""Yes/no fields whose default is yes or "unknown": a three-way choice instead of a checkbox."""

RENDIDA = {"": None, "sin_defensa": {"defendida_por": None}, "contra_a": {"defendida_por": "contra_a"},
           "contra_b": {"defendida_por": "contra_b"}}
"""The surrender field as one choice (``rendida``: none, undefended, defended by a contra)."""

MARKED = "marcado"
"""A hidden field of a form sent back with fields marked wrong: the next answer, even a good one, refreshes the
form (htmx swaps it out of band), so no mark outlives the mistake."""

BARAJAS = {"francesa": FRANCESA, "espanola": ESPANOLA}
FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SPANISH_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")


def _label(name: str) -> str:
    for table in (EXTRA_LABELS, views.FIELD_LABELS, ANSWER_LABELS):
        if name in table:
            return str(table[name])
    return name.replace("_", " ")


# ---------------------------------------------------------------------------------------------- field kinds


def field_kind(schema: Mapping[str, Any]) -> str:
    """The widget of a situation field from its JSON type (:data:`tutor.web.openapi.FIELD_TYPES`).

    ``cards`` (a card list), ``card`` (one card), ``card_lists`` (one card list per line), ``numbers`` (whole
    numbers separated by spaces), ``boolean``, ``integer``, ``choice`` or ``group`` (an object of sub-fields).
    """
    if "anyOf" in schema:
        return "cards"
    if "enum" in schema:
        return "choice"
    kind = schema.get("type")
    if kind == "array":
        return "card_lists" if "anyOf" in schema["items"] else "numbers"
    return {"string": "card", "boolean": "boolean", "integer": "integer", "object": "group"}[kind]


@dataclass(frozen=True, slots=True)
class FieldView:
    """One field of a ruling's form, with what was entered (``value``: text, or ``bool`` for a checkbox).

    ``cards`` draws a card field's current value (zones of the picker); ``groups`` does so per line.
    """

    name: str
    label: str
    kind: str
    required: bool
    value: Any = ""
    options: tuple[Choice, ...] = ()
    parts: tuple["FieldView", ...] = ()
    cards: tuple[views.CardView, ...] = ()
    groups: tuple[tuple[views.CardView, ...], ...] = ()
    error: str | None = None
    tristate: bool = False


def _schema(spec: referee.RulingSpec) -> Mapping[str, Any]:
    path = document()["paths"][f"/api/v1/rulings/{spec.name}"]["post"]
    return path["requestBody"]["content"]["application/json"]["schema"]


def deck(game: str) -> str:
    return "espanola" if game == "tresillo" else "francesa"


def _choice_label(name: str, value: Any, language: str) -> str:
    if value is None:
        return _("none")
    if name == "triunfo":
        return NOMBRES_PALOS_ESPANOLES["en" if language == "en" else "es"][value]
    return str(value).replace("_", " ")


def _draw(text: str, game: str, language: str) -> tuple[views.CardView, ...]:
    """The cards of a notation text that are cards (others are left for the referee to name)."""
    out = []
    for token in text.replace(",", " ").split():
        try:
            out.append(views.card_view(token, deck(game), language))
        except InvalidSituation:
            continue
    return tuple(out)


def _text_of(kind: str, value: Any) -> Any:
    """A situation value as the form shows it."""
    if value is None:
        return ""
    if isinstance(value, str) and kind != "boolean":  # as typed: a card text the referee refused, a bad number
        return value
    if kind == "cards":
        return " ".join(map(str, value))
    if kind == "card_lists":
        return "\n".join(g if isinstance(g, str) else " ".join(map(str, g)) for g in value)
    if kind == "numbers":
        return " ".join(map(str, value))
    if kind == "boolean":
        return value
    return str(value)


def _field(name: str, schema: Mapping[str, Any], required: bool, value: Any, game: str, language: str,
           errors: Mapping[str, str], prefix: str = "") -> FieldView:
    kind, full = field_kind(schema), prefix + name
    error = errors.get(full)
    if name == "rendida":
        chosen = next((k for k, v in RENDIDA.items() if v == value), "")
        options = (Choice("", _("no surrender")), Choice("sin_defensa", _("surrendered, not defended")),
                   Choice("contra_a", _("defended by contra A")),
                   Choice("contra_b", _("defended by contra B")))
        return FieldView(full, _label(name), "choice", False, chosen, options, error=error)
    if kind == "group":
        value = value if isinstance(value, Mapping) else {}
        parts = tuple(_field(k, s, k in schema.get("required", ()), value.get(k), game, language, errors,
                             prefix=full + ".") for k, s in schema["properties"].items())
        return FieldView(full, _label(name), kind, required, parts=parts, error=error)
    text = _text_of(kind, value)
    if kind == "choice":
        values = [v for v in schema["enum"] if v is not None]
        blank = [Choice("", _choice_label(name, None, language) if None in schema["enum"] else "—")] \
            if (not required or None in schema["enum"]) else []
        options = tuple(blank + [Choice(str(v), _choice_label(name, v, language)) for v in values])
        return FieldView(full, _label(name), kind, required, text, options, error=error)
    if kind == "boolean":
        tristate = not required and name in TRISTATE
        if tristate:
            shown = ("si" if value else "no") if isinstance(value, bool) else ""
        else:
            shown = bool(value)
        return FieldView(full, _label(name), kind, required, shown, error=error, tristate=tristate)
    cards = _draw(text, game, language) if kind in ("cards", "card") else ()
    groups = tuple(_draw(line, game, language) for line in text.splitlines()) if kind == "card_lists" else ()
    return FieldView(full, _label(name), kind, required, text, cards=cards, groups=groups, error=error)


def form_fields(spec: referee.RulingSpec, situation: Mapping[str, Any], language: str,
                errors: Mapping[str, str] | None = None) -> tuple[FieldView, ...]:
    """The fields of ``spec``'s form, filled from ``situation`` (a referee situation, possibly partial)."""
    schema = _schema(spec)
    return tuple(_field(name, FIELD_TYPES[name], name in schema["required"], situation.get(name), spec.game,
                        language, errors or {}) for name in spec.fields)


# ---------------------------------------------------------------------------------------------- reading the form


class FormProblem(ValueError):
    """A form field that cannot become part of a situation (the message is for the player)."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field


class NeverOffered(FormProblem):
    """A value the form never offered (a choice that is not among its options): the request is refused with 400,
    as a tampered answer field is on the puzzle pages; a malformed value typed in an offered field is a 422."""


_OMIT = object()
"""A field left empty: it is left out of the situation, so the ruling's default applies."""


def _read(name: str, schema: Mapping[str, Any], form: MultiDict, game: str, prefix: str = "",
          as_typed: bool = False) -> Any:
    """The situation value of one field from the form, or :data:`_OMIT` when it was left empty.

    ``as_typed``: a field that cannot be read is kept as the text typed, to show the form again as it was sent;
    otherwise it raises :class:`FormProblem`. A never-offered choice raises :class:`NeverOffered` either way (a
    forged form is refused whatever else it holds).
    """
    if as_typed and field_kind(schema) != "group" and name != "rendida":  # rendida: a group read as one choice
        try:
            return _read(name, schema, form, game, prefix)
        except FormProblem as err:
            if isinstance(err, NeverOffered):  # a FormProblem too, but a forged form: refused, not kept
                raise
            return form.get(prefix + name, "")
    kind, full = field_kind(schema), prefix + name
    if name == "rendida":
        choice = form.get(full, "")
        if choice not in RENDIDA:
            raise NeverOffered(full, _("Choose one of the options."))
        return RENDIDA[choice]
    if kind == "group":
        parts = {k: _read(k, s, form, game, full + ".", as_typed) for k, s in schema["properties"].items()}
        return {k: v for k, v in parts.items() if v is not _OMIT} or _OMIT
    if kind == "boolean":
        value = form.get(full, "")
        if name not in TRISTATE:
            return full in form
        if value not in ("si", "no", ""):
            raise NeverOffered(full, _("Choose one of the options."))
        return {"si": True, "no": False, "": _OMIT}[value]
    text = form.get(full, "").strip()
    if len(text) > MAX_TEXT:
        raise FormProblem(full, _("This field is too long."))
    if not text:
        if kind in ("cards", "card_lists"):
            return []  # no cards: an empty pozo, no combinations on the table
        return None if kind == "choice" and None in schema["enum"] else _OMIT
    if kind == "integer":
        value = ascii_int(text, signed=True)
        if value is None:
            raise FormProblem(full, _("Write a whole number, for example 570 or -20."))
        return value
    if kind == "numbers":
        values = [ascii_int(t, signed=True) for t in text.replace(",", " ").split()]
        if None in values:
            raise FormProblem(full, _("Write whole numbers separated by spaces."))
        return values
    if kind == "choice":
        allowed = {str(v): v for v in schema["enum"] if v is not None}
        if text not in allowed:
            raise NeverOffered(full, _("Choose one of the options."))
        return allowed[text]
    if kind == "card_lists":
        return [_canonical(line, game) for line in text.splitlines() if line.strip()]
    return _canonical(text, game) if kind == "cards" else text


def _canonical(text: str, game: str) -> Any:
    """A card list typed in notation as canonical tokens (``5s, jk`` -> ``["5S", "JK"]``); a text with a
    token that is not a card stays as typed, for the referee to name the field and the token."""
    if game != "tresillo":
        text = text.replace(",", " ")
    try:
        return [str(c) for c in parse_cartas(text, BARAJAS[deck(game)])]
    except InvalidSituation:
        return text


def situation_from_form(spec: referee.RulingSpec, form: MultiDict, as_typed: bool = False) -> dict:
    """The referee situation a ruling's form describes (empty fields left out, so the ruling's defaults apply).

    ``as_typed``: fields that cannot be read are kept as typed (see :func:`_read`); only :class:`NeverOffered`
    is raised.

    Raises:
        FormProblem: a field that is not a number; :class:`NeverOffered`: a choice that was never offered.
    """
    situation = {}
    for name in spec.fields:
        value = _read(name, FIELD_TYPES[name], form, spec.game, as_typed=as_typed)
        if value is not _OMIT:
            situation[name] = value
    return situation


# ---------------------------------------------------------------------------------------------- the ruling


@dataclass(frozen=True, slots=True)
class AnswerRow:
    """One row of a ruling's answer: a label and drawn cards, or a text, or nested rows."""

    label: str
    text: str = ""
    cards: tuple[views.CardView, ...] = ()
    rows: tuple["AnswerRow", ...] = ()


@dataclass(frozen=True, slots=True)
class RulingView:
    """A ruling as the page shows it: the answer, the reasons step by step, the house rules in force."""

    name: str
    answer: tuple[AnswerRow, ...]
    conclusion: str
    steps: tuple[views.Step, ...]
    house_rules: tuple[tuple[str, str], ...]
    situation_json: str
    kind: str | None


def _answer_rows(key: str, value: Any, game: str, language: str) -> AnswerRow:
    label = _label(key)
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
    item = views.item(key, value, deck(game), language) if key not in ("motivo", "nombre", "clase") else None
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


def _setting_text(value: Any) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    return str(value)


def ruling_view(spec: referee.RulingSpec, situation: Mapping[str, Any], language: str) -> RulingView:
    """Ask the referee. Raises :class:`InvalidSituation` (with ``field`` when known)."""
    result = referee.run_json(spec.name, situation, lang=language)
    answer = result["answer"]
    rows = (tuple(_answer_rows(k, v, spec.game, language) for k, v in answer.items())
            if isinstance(answer, Mapping) else (_answer_rows("orden", answer, spec.game, language),))
    steps = tuple(views.Step(r["rule"], r["text"], views.rule_href(r["rule"])) for r in result["reasons"])
    settings = tuple((name.replace("_", " "), _setting_text(v))
                     for game in result["house_rules"].values() for name, v in game.items())
    return RulingView(spec.name, rows, steps[-1].text if steps else "", steps, settings,
                      json.dumps(situation, ensure_ascii=False), kind_for(spec.name))


# ---------------------------------------------------------------------------------------------- pages


def _spec(game: str, name: str) -> referee.RulingSpec:
    spec = referee.RULINGS.get(name)
    if spec is None or spec.game != game:
        abort(404)
    return spec


@dataclass(frozen=True, slots=True)
class PaletteSuit:
    """One suit of the card picker: its letter, symbol (French) and name, and its cards (the joker apart)."""

    suit: str
    symbol: str
    name: str
    cards: tuple[views.CardView, ...]


def _palette(game: str, language: str) -> tuple[tuple[PaletteSuit, ...], views.CardView | None]:
    """The picker's cards: one :class:`PaletteSuit` per suit, and the joker of the French deck (``None`` for
    Tresillo's Spanish deck)."""
    key = "en" if language == "en" else "es"
    if game == "tresillo":
        names, ranks, symbols, joker = NOMBRES_PALOS_ESPANOLES[key], SPANISH_RANKS, {}, None
    else:
        names, ranks, symbols = NOMBRES_PALOS_FRANCESES[key], FRENCH_RANKS, SIMBOLOS
        joker = views.card_view("JK", deck(game), language)
    suits = tuple(PaletteSuit(s, symbols.get(s, ""), names[s].capitalize(),
                              tuple(views.card_view(f"{r}{s}", deck(game), language) for r in ranks))
                  for s in names)
    return suits, joker


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
    games = tuple((game, title, _links(game, language)) for game, title in GAMES.items())
    return page_or_fragment("arbitro/index.html", "content", games=games)


@bp.get("/<game>")
def game_page(game: str):
    """One game's rulings."""
    if game not in GAMES:
        abort(404)
    return page_or_fragment("arbitro/game.html", "content", game=game, game_name=GAMES[game],
                            rulings=_links(game, lang()))


def _saved_situation(puzzle_id: str | None) -> dict | None:
    """The situation of one of the learner's own saved puzzles (``?puzzle=ID``), else ``None``."""
    uid = learner_id()
    wanted = ascii_int(puzzle_id or "", max_digits=18)
    if wanted is None or uid is None:
        return None
    found = personal_sets.get(get_db(), uid, wanted)
    return found.situation if found else None


def _ruling_page(spec: referee.RulingSpec, situation: Mapping[str, Any], *, result: RulingView | None = None,
                 error: str | None = None, errors: Mapping[str, str] | None = None, status: int = 200,
                 block: str = "content"):
    language = lang()
    suits, joker = _palette(spec.game, language)
    return page_or_fragment(
        "arbitro/ruling.html", block, status=status, spec=spec, game=spec.game, game_name=GAMES[spec.game],
        title=spec.title.get(language, spec.name), fields=form_fields(spec, situation, language, errors),
        palette=suits, joker=joker, result=result, error=error, marked=bool(errors), marked_field=MARKED,
        refresh_form=bool(errors) or MARKED in request.form,
        lang_next=_state_url(spec) if request.method == "POST" else None,
        action=url_for("arbitro.ruling", game=spec.game, name=spec.name), default_set=str(DEFAULT_SET),
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
    state = [(k, v) for k, v in request.form.items(multi=True)
             if k not in ("csrf_token", "set_name", "situation", MARKED) and v]
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
    try:
        result = ruling_view(spec, situation, language)
    except InvalidSituation as err:
        text = err.text(language)  # the engine's message in the page's language
        field = err.field if err.field in spec.fields else None
        if field and text.startswith(f"{field}: "):  # the label names the field: do not repeat its JSON name
            text = text[len(field) + 2:]
        message = _("%(field)s: %(error)s", field=_label(field), error=text) if field else text
        return _ruling_page(spec, situation, error=message, errors={field: text} if field else {},
                            status=422, block=block)
    return _ruling_page(spec, situation, result=result, block=block)


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
    for p in saved:
        spec = referee.RULINGS.get(p.ruling)
        if spec is None:
            continue
        kind = puzzles.KINDS.get(p.kind)
        items = tuple(views.item(k, p.situation[k], deck(spec.game), language, spec.example.get(k))
                      for k in spec.fields if k in p.situation)
        by_set.setdefault(p.set_name, []).append(SavedView(
            p.id, kind.title.render({}, language) if kind else p.kind, spec.title.get(language, spec.name), items,
            url_for("arbitro.ruling", game=spec.game, name=spec.name, puzzle=p.id),
            url_for("learn.puzzle", puzzle_id=p.puzzle_id) if p.puzzle_id else None))
    rulings = personal_sets.rulings_by_set(db, uid) if uid else {}
    exports = {name: sorted({referee.RULINGS[r].game for r in rulings.get(name, ()) if r in referee.RULINGS})
               for name in by_set}
    sizes = {s.name: s.count for s in personal_sets.sets(db, uid)} if uid else {}
    return page_or_fragment("arbitro/sets.html", "content", sets=tuple(by_set.items()), exports=exports,
                            sizes=sizes, game_names=GAMES, page=page, pages=pages)
