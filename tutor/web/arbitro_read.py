"""Reading the referee's form (:mod:`tutor.web.arbitro`) back into a situation of ``docs/rulings.md``.

Each field is read by its declaration (:class:`tutor.referee.fields.Field`): its type says how its text becomes
JSON, its length cap (:meth:`~tutor.referee.fields.Field.max_length`) refuses an oversize value before anything
reads or draws it.
"""

from __future__ import annotations

from typing import Any, Mapping

from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from .. import referee
from ..referee.fields import BOOLEAN, CARD_LISTS, CARDS, CHOICE, GROUP, INTEGER, NUMBERS, WORDS, Field
from ..rules.base import InvalidSituation
from ..rules.cartas import ESPANOLA, parse_cartas
from .answers import ascii_int
from .arbitro_form import RENDIDA, tristate


class FormProblem(ValueError):
    """A form field that cannot become part of a situation (the message is for the player)."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field


class NeverOffered(FormProblem):
    """A value the form never offered (a choice that is not among its options): the request is refused with 400,
    as a tampered answer field is on the puzzle pages; a malformed value typed in an offered field is a 422."""


class TooLong(FormProblem):
    """A field longer than its declaration allows: refused, and never shown again (the form comes back empty
    there, so an oversize post is not echoed in the page)."""


_OMIT = object()
"""A field left empty: it is left out of the situation, so the ruling's default applies."""


def _read(f: Field, form: MultiDict, deck: str, prefix: str = "", as_typed: bool = False) -> Any:
    """The situation value of one field from the form, or :data:`_OMIT` when it was left empty.

    ``as_typed``: a field that cannot be read is kept as the text typed (an oversize one as empty), to show the
    form again as it was sent; otherwise it raises :class:`FormProblem`. A never-offered choice raises
    :class:`NeverOffered` either way (a forged form is refused whatever else it holds).
    """
    full = prefix + f.name
    if as_typed and f.type != GROUP and f.name != "rendida":  # rendida: a group read as one choice
        try:
            return _read(f, form, deck, prefix)
        except NeverOffered:  # a FormProblem too, but a forged form: refused, not kept
            raise
        except TooLong:
            return _OMIT
        except FormProblem:
            return form.get(full, "")
    if f.name == "rendida":
        choice = form.get(full, "")
        if choice not in RENDIDA:
            raise NeverOffered(full, _("Choose one of the options."))
        return RENDIDA[choice]
    if f.type == GROUP:
        parts = {p.name: _read(p, form, deck, full + ".", as_typed) for p in f.parts}
        return {k: v for k, v in parts.items() if v is not _OMIT} or _OMIT
    if f.type == BOOLEAN:
        value = form.get(full, "")
        if not tristate(f):
            return full in form
        if value not in ("si", "no", ""):
            raise NeverOffered(full, _("Choose one of the options."))
        return {"si": True, "no": False, "": _OMIT}[value]
    text = form.get(full, "")
    if len(text) > f.max_length(deck):
        raise TooLong(full, _("This field is too long."))
    return _read_text(f, text.strip(), deck, full)


def _read_text(f: Field, text: str, deck: str, full: str) -> Any:
    if not text:
        if f.type in (CARDS, CARD_LISTS):
            return []  # no cards: an empty pozo, no combinations on the table
        return None if f.type == CHOICE and None in f.choices else _OMIT
    if f.type == INTEGER:
        value = ascii_int(text, signed=True)
        if value is None:
            raise FormProblem(full, _("Write a whole number, for example 570 or -20."))
        return value
    if f.type == NUMBERS:
        values = [ascii_int(t, signed=True) for t in text.replace(",", " ").split()]
        if None in values:
            raise FormProblem(full, _("Write whole numbers separated by spaces."))
        return values
    if f.type == WORDS:
        return text.replace(",", " ").split()  # the referee names a word that is not among them
    if f.type == CHOICE:
        allowed = {str(v): v for v in f.choices if v is not None}
        if text not in allowed:
            raise NeverOffered(full, _("Choose one of the options."))
        return allowed[text]
    if f.type == CARD_LISTS:
        return [_canonical(line, deck) for line in text.splitlines() if line.strip()]
    return _canonical(text, deck) if f.type == CARDS else text


def _canonical(text: str, deck: str) -> Any:
    """A card list typed in notation as canonical tokens (``5s, jk`` -> ``["5S", "JK"]``); a text with a
    token that is not a card stays as typed, for the referee to name the field and the token."""
    if deck != ESPANOLA:
        text = text.replace(",", " ")
    try:
        return [str(c) for c in parse_cartas(text, deck)]
    except InvalidSituation:
        return text


def situation_from_form(spec: referee.RulingSpec, form: MultiDict, as_typed: bool = False) -> dict:
    """The referee situation a ruling's form describes (empty fields left out, so the ruling's defaults apply).

    ``as_typed``: fields that cannot be read are kept as typed (see :func:`_read`); only :class:`NeverOffered`
    is raised.

    Raises:
        FormProblem: a field that is not a number, or :class:`TooLong`; :class:`NeverOffered`: a choice that was
            never offered.
    """
    situation = {}
    for name, f in spec.fields.items():
        value = _read(f, form, spec.deck, as_typed=as_typed)
        if value is not _OMIT:
            situation[name] = value
    return situation


def field_caps(spec: referee.RulingSpec) -> Mapping[str, int]:
    """The longest text each of the form's inputs takes, by input name (a group's parts as ``plato.tantos``)."""
    caps = {}

    def add(f: Field, prefix: str) -> None:
        caps[prefix + f.name] = f.max_length(spec.deck)
        for p in f.parts:
            add(p, prefix + f.name + ".")

    for f in spec.fields.values():
        add(f, "")
    return caps
