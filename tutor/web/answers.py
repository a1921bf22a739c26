"""Reading an answer form's fields into the answer text the puzzle layer reads (``tutor.puzzles.forms``).

Two kinds of bad input, told apart on purpose:

* :class:`Tampered`: a value no form of ours can send (an option or card that is not offered, a position out of
  range). The request is refused with 400.
* :class:`Malformed`: something a learner can get wrong (nothing chosen, a word where a number goes, two cards in
  the same place). The form is shown again with the message; nothing is stored.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from babel.numbers import NumberFormatError, get_decimal_symbol, parse_decimal
from flask_babel import get_locale
from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from .views import FormView

MAX_FIELD = 200
"""Longest text accepted in one field (a number or a short answer)."""

MAX_DIGITS = 9
"""Most digits in a whole number typed by a player: no score or count of tantos comes near a thousand million."""

_WHOLE = re.compile(r"[+\-\u2212]?(?:[0-9]{1,3}(?:[ .\u00a0\u202f][0-9]{3})+|[0-9]+)")
"""A whole number as a player types it (``570``, ``-20``, ``−20``, ``1 000``, ``1.000``): ASCII digits only."""


def ascii_int(text: str, *, signed: bool = False, separators: bool = False, max_digits: int = MAX_DIGITS) -> int | None:
    """The whole number ``text`` spells with ASCII digits, or ``None``.

    ``str.isdigit`` and ``int`` accept other scripts' digits ("١٢", and "²" which ``int`` then refuses): every
    number read from a request goes through here instead. ``signed`` allows a leading ``+``, ``-`` or ``−``;
    ``separators`` allows thousands groups (``1 000``, ``1.000``); more than ``max_digits`` digits is ``None``.
    """
    text = text.strip()
    if not (_WHOLE if separators else _PLAIN).fullmatch(text) or (not signed and text[0] in "+-\u2212"):
        return None
    digits = re.sub(r"[^0-9]", "", text)
    if len(digits) > max_digits:
        return None
    return -int(digits) if text[0] in "-\u2212" else int(digits)


_PLAIN = re.compile(r"[+\-\u2212]?[0-9]+")

_SPACE_GROUP = re.compile(r"(?<=[0-9])[ \u00a0\u202f](?=[0-9]{3}(?:[^0-9]|$))")
"""A space between digit groups (``1 500``): written in both languages, and by Babel in others."""


def whole_number(text: str, locale: Any) -> int | None:
    """The whole number ``text`` spells as ``locale`` writes numbers (Babel: ``1.500`` in Spanish, ``1,500`` in
    English; also ``1 500``, ``-20``, ``−20``), or ``None``: not a number, a fraction, a decimal mark (``1,5`` in
    Spanish, ``1.000`` in English: never read as a thousand), digits of other scripts, more than
    :data:`MAX_DIGITS` digits."""
    text = _SPACE_GROUP.sub("", text.strip().replace("\u2212", "-"))
    if not text.isascii() or get_decimal_symbol(locale) in text or ascii_int(text.replace(",", "").replace(
            ".", ""), signed=True) is None:
        return None
    try:
        value = parse_decimal(text, locale=locale, strict=True)
    except NumberFormatError:
        return None
    return int(value)


class Tampered(ValueError):
    """A field holds a value the page never offered."""


class Malformed(ValueError):
    """The learner's answer is incomplete or unreadable; the message says what to fix (translated)."""


def hint(kind: str) -> str:
    """What a well-formed answer of this form kind looks like, in the learner's language."""
    return {
        "choice": _("Choose one of the answers."),
        "yes_no": _("Choose yes or no."),
        "number": _("Write a whole number, for example 570, -20 or 1,500."),
        "cards": _("Choose the cards, or tick “none”."),
        "order": _("Give every card a different place: 1 for the best."),
        "card_categories": _("Give each firme its category, or tick “none”."),
        "parts": _("Answer every part."),
    }.get(kind, _("Your answer could not be read."))


def _one(data: MultiDict, name: str) -> str:
    values = data.getlist(name)
    if len(values) > 1:
        raise Tampered(f"{name} sent {len(values)} times")
    value = values[0] if values else ""
    if len(value) > MAX_FIELD:
        raise Tampered(f"{name} is too long")
    return value.strip()


def read(form: FormView, data: MultiDict) -> str:
    """The answer text for ``form`` from the submitted ``data``.

    Raises:
        Tampered: a value the page never offered.
        Malformed: an empty or unreadable answer (message for the learner).
    """
    kind = form.kind
    if kind in ("choice", "yes_no"):
        value = _one(data, form.name)
        if not value:
            raise Malformed(hint(kind))
        if value not in {o.value for o in form.options}:
            raise Tampered(f"{form.name}: {value!r} is not an option")
        return value
    if kind == "number":
        number = whole_number(_one(data, form.name), get_locale())
        if number is None:
            raise Malformed(hint(kind))  # also other scripts' digits and absurdly long numbers
        return str(number)
    if kind == "cards":
        chosen = data.getlist(form.name)
        offered = [c.token for c in form.cards]
        if any(c not in offered for c in chosen) or len(set(chosen)) != len(chosen):
            raise Tampered(f"{form.name}: a card that is not offered")
        if _none_chosen(form, data) == bool(chosen):  # nothing at all, or cards and "none" together
            raise Malformed(hint(kind) if form.none else _("Choose at least one card."))
        return " ".join(t for t in offered if t in chosen) or "-"
    if kind == "order":
        return _order(form, data)
    if kind == "card_categories":
        return _categories(form, data)
    if kind == "parts":
        values = []
        for part in form.parts:
            try:
                values.append(f"{part.name.split('.', 1)[1]}={read(part, data)}")
            except Malformed:
                raise Malformed(_("Answer every part: %(part)s.", part=part.label)) from None
        return ", ".join(values)
    raise Tampered(f"unknown form kind {kind!r}")


def _order(form: FormView, data: MultiDict) -> str:
    places: dict[str, int] = {}
    n = len(form.cards)
    for card in form.cards:
        value = _one(data, f"{form.name}.{card.token}")
        if not value:
            raise Malformed(hint("order"))
        place = ascii_int(value, max_digits=3)
        if place is None or not 1 <= place <= n:
            raise Tampered(f"place {value!r} out of range")
        places[card.token] = place
    if len(set(places.values())) != n:
        raise Malformed(hint("order"))
    return " ".join(sorted(places, key=places.__getitem__))


def _none_chosen(form: FormView, data: MultiDict) -> bool:
    """Whether the picker's explicit "none" choice (``<name>.ninguna``) was ticked; 400 where it is not offered."""
    value = _one(data, f"{form.name}.ninguna")
    if value and (value != "1" or not form.none):
        raise Tampered(f"{form.name}.ninguna: {value!r} is not offered")
    return bool(value)


def _categories(form: FormView, data: MultiDict) -> str:
    chosen = []
    allowed = {str(c) for c in form.categories}
    for card in form.cards:
        value = _one(data, f"{form.name}.{card.token}")
        if not value:
            continue
        if value not in allowed:
            raise Tampered(f"category {value!r} not offered")
        chosen.append(f"{card.token}:{value}")
    if _none_chosen(form, data) == bool(chosen):  # nothing at all, or categories and "none" together
        raise Malformed(hint("card_categories"))
    return " ".join(chosen) or "-"


def previous(form: FormView, data: Mapping[str, Any]) -> dict[str, Any]:
    """What the learner had entered, to fill the form again after a malformed answer (field name -> values)."""
    names = [form.name] + [p.name for p in form.parts]
    out: dict[str, Any] = {}
    for key in data:
        if any(key == n or key.startswith(n + ".") for n in names):
            out[key] = data.getlist(key) if hasattr(data, "getlist") else [data[key]]
    return out
