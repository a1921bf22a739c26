"""Reading an answer form's fields into the answer text the puzzle layer reads (``tutor.puzzles.forms``).

Two kinds of bad input, told apart on purpose:

* :class:`Tampered`: a value no form of ours can send (an option or card that is not offered, a position out of
  range). The request is refused with 400.
* :class:`Malformed`: something a learner can get wrong (nothing chosen, a word where a number goes, two cards in
  the same place). The form is shown again with the message; nothing is stored.
"""

from __future__ import annotations

from typing import Any, Mapping

from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from .views import FormView

MAX_FIELD = 200
"""Longest text accepted in one field (a number or a short answer)."""


class Tampered(ValueError):
    """A field holds a value the page never offered."""


class Malformed(ValueError):
    """The learner's answer is incomplete or unreadable; the message says what to fix (translated)."""


def hint(kind: str) -> str:
    """What a well-formed answer of this form kind looks like, in the learner's language."""
    return {
        "choice": _("Choose one of the answers."),
        "yes_no": _("Choose yes or no."),
        "number": _("Write a whole number, for example 570 or -20."),
        "cards": _("Choose the cards (or none)."),
        "order": _("Give every card a different place: 1 for the best."),
        "card_categories": _("Give each chosen card its category."),
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
        value = _one(data, form.name)
        if not value:
            raise Malformed(hint(kind))
        return value
    if kind == "cards":
        chosen = data.getlist(form.name)
        offered = [c.token for c in form.cards]
        if any(c not in offered for c in chosen) or len(set(chosen)) != len(chosen):
            raise Tampered(f"{form.name}: a card that is not offered")
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
        if not value.isdigit() or not 1 <= int(value) <= n:
            raise Tampered(f"place {value!r} out of range")
        places[card.token] = int(value)
    if len(set(places.values())) != n:
        raise Malformed(hint("order"))
    return " ".join(sorted(places, key=places.__getitem__))


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
    return " ".join(chosen) or "-"


def previous(form: FormView, data: Mapping[str, Any]) -> dict[str, Any]:
    """What the learner had entered, to fill the form again after a malformed answer (field name -> values)."""
    names = [form.name] + [p.name for p in form.parts]
    out: dict[str, Any] = {}
    for key in data:
        if any(key == n or key.startswith(n + ".") for n in names):
            out[key] = data.getlist(key) if hasattr(data, "getlist") else [data[key]]
    return out
