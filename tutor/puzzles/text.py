"""Puzzles and verdicts as plain text, for the command line (``python -m tutor puzzle``), in Spanish or English.

Every function returns a list of lines; nothing here decides anything (answers and explanations come from the
:class:`~tutor.puzzles.base.Puzzle` and :class:`~tutor.puzzles.base.Verdict`, i.e. from the referee).
"""

from __future__ import annotations

from typing import Any

from ..referee import PLAYER_FIELDS
from .base import Puzzle, Verdict

WORDS = {
    "es": {"level": "nivel", "situation": "Situación", "how": "Cómo responder", "right": "CORRECTO",
           "wrong": "INCORRECTO", "credit": "acierto", "answer": "Respuesta correcta", "given": "Tu respuesta",
           "mistake": "Error típico", "why": "Explicación", "rules": "Reglas", "key": "Solución",
           "choice": "una opción (su número, su código o su texto):", "yes_no": "sí o no",
           "number": "un número entero ({unit})", "cards": "las cartas que eliges, separadas por espacios, o - si "
           "ninguna; entre: {cards}", "order": "todas las cartas, de mayor a menor: {cards}",
           "card_categories": "carta:categoría para cada carta elegida (p. ej. 12c:1), o - si ninguna; categorías "
           "{categories}; entre: {cards}", "parts": "cada parte como nombre=valor, separadas por comas (o solo los "
           "valores, en orden):", "context": "Además", "nobody": "nadie"},
    "en": {"level": "level", "situation": "Situation", "how": "How to answer", "right": "RIGHT", "wrong": "WRONG",
           "credit": "credit", "answer": "Right answer", "given": "Your answer", "mistake": "Known mistake",
           "why": "Explanation", "rules": "Rules", "key": "Answer key",
           "choice": "one option (its number, its code or its text):", "yes_no": "yes or no",
           "number": "a whole number ({unit})", "cards": "the cards you choose, separated by spaces, or - for none; "
           "among: {cards}", "order": "every card, highest first: {cards}",
           "card_categories": "card:category for each card chosen (e.g. 12c:1), or - for none; categories "
           "{categories}; among: {cards}", "parts": "each part as name=value, separated by commas (or only the "
           "values, in order):", "context": "Also", "nobody": "nobody"},
}


def _w(lang: str) -> dict[str, str]:
    return WORDS["en" if lang == "en" else "es"]


def _value(key: str, value: Any, lang: str) -> str:
    """Situation field ``key``'s value as the printout shows it: JSON-like, but a player field's ``null`` in the
    question's words (``primeras: nadie``, :data:`~tutor.referee.PLAYER_FIELDS`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return _w(lang)["nobody"] if key in PLAYER_FIELDS else "null"
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, (list, tuple)) for v in value):
            return "; ".join(_value(key, v, lang) for v in value)
        return " ".join(_value(key, v, lang) for v in value) or "-"
    if isinstance(value, dict):
        return ", ".join(f"{k}={_value(k, v, lang)}" for k, v in value.items())
    return str(value)


def _form_lines(form: dict, lang: str, indent: str = "  ") -> list[str]:
    w = _w(lang)
    kind = form["kind"]
    if kind in ("choice", "yes_no") and kind == "yes_no":
        return [indent + w["yes_no"]]
    if kind == "choice":
        return [indent + w["choice"]] + [f"{indent}  {i}. {o['id']}: {o['label']}"
                                         for i, o in enumerate(form["options"], 1)]
    if kind == "number":
        return [indent + w["number"].format(unit=form.get("unit", ""))]
    if kind in ("cards", "order", "card_categories"):
        return [indent + w[kind].format(cards=" ".join(form["cards"]),
                                        categories=", ".join(map(str, form.get("categories", ()))))]
    if kind == "parts":
        lines = [indent + w["parts"]]
        for part in form["parts"]:
            hint, *options = _form_lines(part, lang, "")  # a choice part lists its options below it
            lines.append(f"{indent}  {part['name']} = {part['label']}: {hint.rstrip(':')}")
            lines += [f"{indent}    {option.strip()}" for option in options]
        return lines
    return [indent + kind]


def puzzle_lines(puzzle: Puzzle, lang: str = "es") -> list[str]:
    """The puzzle as a learner sees it: id, kind and level, the house-rule profile when it is not the Reglamento,
    the question, the situation's fields, how to answer. Never the answer."""
    from . import get_kind

    w = _w(lang)
    kind = get_kind(puzzle.kind)
    prompt = puzzle.prompt(lang)
    lines = [f"{prompt['id']} · {kind.title.render({}, lang)} · {w['level']} {puzzle.level}: "
             f"{kind.levels[puzzle.level].render({}, lang)}"]
    if puzzle.id.profile:  # a profile other than the Reglamento: said before the question it changes
        lines.append(f"{w['rules']}: {puzzle.profile.name(lang)}")
    lines += ["", prompt["question"], "", f"{w['situation']}:"]
    lines += [f"  {k}: {_value(k, v, lang)}" for k, v in prompt["situation"].items()]
    if prompt["context"]:
        lines += [f"{w['context']}:"] + [f"  {k}: {_value(k, v, lang)}" for k, v in prompt["context"].items()]
    return lines + ["", f"{w['how']}:"] + _form_lines(prompt["form"], lang)


def _explanation(verdict: Verdict, lang: str) -> list[str]:
    w = _w(lang)
    lines = [f"{w['why']}:"]
    lines += [f"  {i}. [{r.rule}] {r.text(lang)}" for i, r in enumerate(verdict.reasons, 1)]
    return lines + [f"{w['rules']}: {', '.join(verdict.rules)}"]


def verdict_lines(verdict: Verdict, given_text: str, lang: str = "es") -> list[str]:
    """A verdict: right or wrong with its credit, the right answer, the known mistake, the explanation."""
    w = _w(lang)
    lines = [f"{w['right'] if verdict.correct else w['wrong']} ({w['credit']} {verdict.credit:.2f})",
             f"{w['given']}: {given_text}", f"{w['answer']}: {verdict.answer_text}"]
    if verdict.mistake:
        lines.append(f"{w['mistake']}: {verdict.mistake.text(lang)}")
    return lines + [""] + _explanation(verdict, lang)


def key_lines(puzzle: Puzzle, verdict: Verdict, lang: str = "es") -> list[str]:
    """The answer key for teachers: the right answer (as ``--answer`` accepts it) and its explanation."""
    return [f"{_w(lang)['key']}: {puzzle.answer_text()}", ""] + _explanation(verdict, lang)


def key_json(puzzle: Puzzle, verdict: Verdict, lang: str = "es") -> dict:
    """The prompt plus ``answer`` (exactly the text ``--answer`` accepts), ``explanation`` and ``rules``."""
    return {**puzzle.prompt(lang), "answer": puzzle.answer_text(), "explanation": verdict.explanation(lang),
            "rules": list(verdict.rules)}
