"""Building the referee's form (:mod:`tutor.web.arbitro`): one widget per declared situation field.

Every widget, its label and its bounds come from the ruling's declared fields (:class:`tutor.referee.fields.Field`),
the same declaration the referee reads and the API's document describes: a card field is a zone of the card picker
backed by a text field in card notation (``5S JK 7D``), so the form works without JavaScript; the picker
(``static/arbitro.js``) only edits those text fields. Yes/no fields are checkboxes (or a three-way choice when the
default is yes or "as the rules say"), numbers are number fields, enumerations are selects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple

from flask_babel import gettext as _

from .. import referee
from ..referee.fields import BOOLEAN, CARD, CARD_LISTS, CARDS, CHOICE, GROUP, NUMBERS, WORDS, Field
from ..rules.base import InvalidSituation
from ..rules.cartas import ESPANOLA, NOMBRES_PALOS_ESPANOLES, NOMBRES_PALOS_FRANCESES, SIMBOLOS
from ..rules.games import GAMES
from . import views
from .views import Choice  # a select's option: value and label, as an answer form's choice

RENDIDA = {"": None, "sin_defensa": {"defendida_por": None}, "contra_a": {"defendida_por": "contra_a"},
           "contra_b": {"defendida_por": "contra_b"}}
"""The surrender field as one choice (``rendida``: none, undefended, defended by a contra)."""

FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SPANISH_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")


def tristate(f: Field) -> bool:
    """A yes/no field whose default is yes or "as the rules say": a three-way choice instead of a checkbox."""
    return f.type == BOOLEAN and f.default not in (False, referee.fields.REQUIRED)


@dataclass(frozen=True, slots=True)
class FieldView:
    """One field of a ruling's form, with what was entered (``value``: text, or ``bool`` for a checkbox).

    ``cards`` draws a card field's current value (zones of the picker); ``groups`` does so per line;
    ``max_length``: the longest text the field takes.
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
    max_length: int = 0


def _choice_label(name: str, value: Any, language: str) -> str:
    if value is None:
        return _("none")
    if name == "triunfo":
        return NOMBRES_PALOS_ESPANOLES[language][value]
    return str(value).replace("_", " ")


def _draw(text: str, deck: str, language: str) -> tuple[views.CardView, ...]:
    """The cards of a notation text that are cards (others are left for the referee to name)."""
    out = []
    for token in text.replace(",", " ").split():
        try:
            out.append(views.card_view(token, deck, language))
        except InvalidSituation:
            continue
    return tuple(out)


def _text_of(kind: str, value: Any) -> Any:
    """A situation value as the form shows it."""
    if value is None:
        return ""
    if isinstance(value, str) and kind != BOOLEAN:  # as typed: a card text the referee refused, a bad number
        return value
    if kind in (CARDS, NUMBERS, WORDS):
        return " ".join(map(str, value))
    if kind == CARD_LISTS:
        return "\n".join(g if isinstance(g, str) else " ".join(map(str, g)) for g in value)
    if kind == BOOLEAN:
        return value
    return str(value)


def _rendida(f: Field, value: Any, language: str, error: str | None) -> FieldView:
    chosen = next((k for k, v in RENDIDA.items() if v == value), "")
    options = (Choice("", _("no surrender")), Choice("sin_defensa", _("surrendered, not defended")),
               Choice("contra_a", _("defended by contra A")), Choice("contra_b", _("defended by contra B")))
    return FieldView(f.name, f.label[language], CHOICE, False, chosen, options, error=error)


def _field(f: Field, value: Any, deck: str, language: str, errors: Mapping[str, str], prefix: str = "") -> FieldView:
    full, label = prefix + f.name, f.label[language]
    error = errors.get(full)
    if f.name == "rendida":
        return _rendida(f, value, language, error)
    if f.type == GROUP:
        value = value if isinstance(value, Mapping) else {}
        parts = tuple(_field(p, value.get(p.name), deck, language, errors, prefix=full + ".") for p in f.parts)
        return FieldView(full, label, GROUP, f.required, parts=parts, error=error)
    text = _text_of(f.type, value)
    if f.type == CHOICE:
        blank = [Choice("", _choice_label(f.name, None, language) if None in f.choices else "—")] \
            if (not f.required or None in f.choices) else []
        options = tuple(blank + [Choice(str(v), _choice_label(f.name, v, language)) for v in f.choices
                                 if v is not None])
        return FieldView(full, label, CHOICE, f.required, text, options, error=error)
    if f.type == BOOLEAN:
        three = tristate(f)
        shown = (("si" if value else "no") if isinstance(value, bool) else "") if three else bool(value)
        return FieldView(full, label, BOOLEAN, f.required, shown, error=error, tristate=three)
    cards = _draw(text, deck, language) if f.type in (CARDS, CARD) else ()
    groups = tuple(_draw(line, deck, language) for line in text.splitlines()) if f.type == CARD_LISTS else ()
    return FieldView(full, label, f.type, f.required, text, cards=cards, groups=groups, error=error,
                     max_length=f.max_length(deck))


def form_fields(spec: referee.RulingSpec, situation: Mapping[str, Any], language: str,
                errors: Mapping[str, str] | None = None) -> tuple[FieldView, ...]:
    """The fields of ``spec``'s form, filled from ``situation`` (a referee situation, possibly partial)."""
    return tuple(_field(f, situation.get(name), spec.deck, language, errors or {})
                 for name, f in spec.fields.items())


class PaletteSuit(NamedTuple):
    """One suit of the card picker: its letter, symbol (French) and name, and its cards (the joker apart)."""

    suit: str
    symbol: str
    name: str
    cards: tuple[views.CardView, ...]


def palette(game: str, language: str) -> tuple[tuple[PaletteSuit, ...], views.CardView | None]:
    """The picker's cards: one :class:`PaletteSuit` per suit, and the joker of the French deck (``None`` for the
    Spanish deck)."""
    deck = GAMES[game].deck
    if deck == ESPANOLA:
        names, ranks, symbols, joker = NOMBRES_PALOS_ESPANOLES[language], SPANISH_RANKS, {}, None
    else:
        names, ranks, symbols = NOMBRES_PALOS_FRANCESES[language], FRENCH_RANKS, SIMBOLOS
        joker = views.card_view("JK", deck, language)
    suits = tuple(PaletteSuit(s, symbols.get(s, ""), names[s].capitalize(),
                              tuple(views.card_view(f"{r}{s}", deck, language) for r in ranks))
                  for s in names)
    return suits, joker
