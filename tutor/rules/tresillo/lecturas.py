"""How a step says that it rests on one of Tapete's readings (``rules/tresillo.md §16``), for messages whose label
depends on the house rules in force: the values of a message's ``{lectura_es}`` / ``{lectura_en}`` placeholders."""

from __future__ import annotations


def lectura(*ajustes: str, por_defecto: bool = True) -> dict[str, str]:
    """The label of a step that rests on a reading, to fill ``{lectura_es}`` / ``{lectura_en}``.

    Args:
        ajustes: the ids of the house-rule settings the reading is (``docs/house-rules.md``); none when the reading
            has no setting.
        por_defecto: whether those settings hold their defaults (Tapete's reading); otherwise the step follows the
            club's house rule and says only that.

    Returns:
        ``{"lectura_es": " (lectura de Tapete; regla de la casa x)", "lectura_en": ...}``, with a leading space.
    """
    if not ajustes:
        return {"lectura_es": " (lectura de Tapete, sin ajuste)", "lectura_en": " (Tapete's reading, no setting)"}
    es = ("regla de la casa " if len(ajustes) == 1 else "reglas de la casa ") + " y ".join(ajustes)
    en = ("house rule " if len(ajustes) == 1 else "house rules ") + " and ".join(ajustes)
    if not por_defecto:
        return {"lectura_es": f" ({es})", "lectura_en": f" ({en})"}
    return {"lectura_es": f" (lectura de Tapete; {es})", "lectura_en": f" (Tapete's reading; {en})"}


SIN_LECTURA = {"lectura_es": "", "lectura_en": ""}
"""The placeholders' values for a step the sources state."""

__all__ = ["SIN_LECTURA", "lectura"]
