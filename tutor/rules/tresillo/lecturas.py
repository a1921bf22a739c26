"""How a step says that it rests on one of Tapete's readings (``rules/tresillo.md §16``), for messages whose label
depends on the house rules in force: the values of a message's ``{lectura_es}`` / ``{lectura_en}`` placeholders."""

from __future__ import annotations


def lectura(ajuste: str | None = None, por_defecto: bool = True) -> dict[str, str]:
    """The label of a step that rests on a reading, to fill ``{lectura_es}`` / ``{lectura_en}``.

    Args:
        ajuste: the house-rule setting's id (``docs/house-rules.md``), or None when the reading has no setting.
        por_defecto: whether the setting holds its default (Tapete's reading); otherwise the step follows the
            club's house rule and says only that.

    Returns:
        ``{"lectura_es": " (lectura de Tapete; regla de la casa x)", "lectura_en": ...}``, with a leading space.
    """
    if ajuste is None:
        return {"lectura_es": " (lectura de Tapete, sin ajuste)", "lectura_en": " (Tapete's reading, no setting)"}
    if not por_defecto:
        return {"lectura_es": f" (regla de la casa {ajuste})", "lectura_en": f" (house rule {ajuste})"}
    return {"lectura_es": f" (lectura de Tapete; regla de la casa {ajuste})",
            "lectura_en": f" (Tapete's reading; house rule {ajuste})"}


SIN_LECTURA = {"lectura_es": "", "lectura_en": ""}
"""The placeholders' values for a step the sources state."""

__all__ = ["SIN_LECTURA", "lectura"]
