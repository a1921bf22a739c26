"""How a step says that it rests on one of Tapete's readings (``rules/tresillo.md §16``), for messages whose label
depends on the house rules in force: the values of a message's ``{lectura_es}`` / ``{lectura_en}`` placeholders."""

from __future__ import annotations

from ..base import reading_words


def lectura(*ajustes: str, por_defecto: bool = True) -> dict[str, str]:
    """The label of a step that rests on a reading, to fill ``{lectura_es}`` / ``{lectura_en}``.

    Args:
        ajustes: the ids of the house-rule settings the reading is (``docs/house-rules.md``); none when the reading
            has no setting.
        por_defecto: whether those settings hold their defaults (Tapete's reading); otherwise the step follows the
            club's house rule and says only that.

    Returns:
        ``{"lectura_es": " (lectura de Tapete; regla de la casa x)", "lectura_en": ...}``, with a leading space:
        the words of :func:`tutor.rules.base.reading_words`, in brackets.
    """
    return {key: f" ({words})" for key, words in reading_words(ajustes, por_defecto).items()}


SIN_LECTURA = {"lectura_es": "", "lectura_en": ""}
"""The placeholders' values for a step the sources state."""

__all__ = ["SIN_LECTURA", "lectura"]
