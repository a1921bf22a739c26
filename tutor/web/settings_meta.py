"""What the pages say about one house-rule setting: its label, its explanation, its rule section (with a link to
the rules reference) and the Reglamento's value, from the settings classes themselves: the label declared with
each setting (:func:`tutor.rules.base.setting`), its explanation in the page's language (the Spanish one declared
with it, the English one its docstring, :func:`tutor.referee.docs.field_docs`), the metadata
``docs/house-rules.md`` is made from."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from flask_babel import gettext as _

from ..referee.docs import field_docs
from ..rules.base import setting_help_es, setting_label
from ..rules.games import GAMES
from . import views

_SECTION = re.compile(r"§\s?(\d+(?:\.\d+)*)")


@dataclass(frozen=True, slots=True)
class SettingMeta:
    """One setting as a page shows it: ``game``, ``name``, ``label``, ``explanation``, ``section`` (``"§10"``,
    empty when the docs name none), ``href`` (the section in the rules reference, or ``None``), ``default`` (the
    Reglamento's value) and its text."""

    game: str
    name: str
    label: str
    explanation: str
    section: str
    href: str | None
    default: Any
    default_text: str


@lru_cache(maxsize=None)
def _docs(game: str) -> dict[str, str]:
    return field_docs(GAMES[game].house_rules)


def value_text(value: Any, language: str, game: str | None = None, name: str | None = None) -> str:
    """A setting's value as players read it: yes/no for a flag, the words its declaration gives for a special
    value (``premio_irse_oculta``'s -1: "el de irse"; ``game`` and ``name`` say which setting), else the value."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if game is not None and type(value) is int:
        words = GAMES[game].house_rules.__dataclass_fields__[name].metadata.get("words", {})
        if value in words:
            es, en = words[value]
            return f"{en if language == 'en' else es} ({value})"
    return str(value)


def meta(game: str, name: str, language: str) -> SettingMeta:
    """What to show about setting ``name`` of ``game``.

    Raises:
        KeyError: no such game or setting.
    """
    fields = {f.name: f for f in dataclasses.fields(GAMES[game].house_rules)}
    f = fields[name]
    english = _docs(game).get(name, "")
    explanation = english if language == "en" else setting_help_es(GAMES[game].house_rules, name)
    found = _SECTION.search(english)
    section = f"§{found[1]}" if found else ""
    href = views.rule_href(f"{game} {section}") if section else None
    return SettingMeta(game, name, setting_label(GAMES[game].house_rules, name, language), explanation, section,
                       href, f.default, value_text(f.default, language, game, name))
