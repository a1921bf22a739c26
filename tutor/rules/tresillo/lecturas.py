"""How a step says that it rests on one of Tapete's readings (``rules/tresillo.md §16``), for messages whose label
depends on the house rules in force: the values of a message's ``{lectura_es}`` / ``{lectura_en}`` placeholders."""

from __future__ import annotations

from typing import Any

from ..base import reading_label, reading_words


def lectura(house_rules: Any = None, *ajustes: str) -> dict[str, str]:
    """The label of a step that rests on a reading, to fill ``{lectura_es}`` / ``{lectura_en}``.

    Args:
        house_rules: the :class:`~.house_rules.TresilloHouseRules` in force (needed only with ``ajustes``).
        ajustes: the ids of the house-rule settings the reading is (``docs/house-rules.md``); none when the reading
            has no setting. While they hold their defaults the step is Tapete's reading; otherwise it follows the
            club's house rule and says only that (:func:`tutor.rules.base.reading_label`).

    Returns:
        ``{"lectura_es": " (lectura de Tapete; regla de la casa x)", "lectura_en": ...}``, with a leading space:
        the words of :func:`tutor.rules.base.reading_words`, in brackets.
    """
    words = reading_label(house_rules, *ajustes) if ajustes else reading_words(())
    return {key: f" ({text})" for key, text in words.items()}


SIN_LECTURA = {"lectura_es": "", "lectura_en": ""}
"""The placeholders' values for a step the sources state."""

__all__ = ["SIN_LECTURA", "lectura"]
