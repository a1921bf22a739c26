"""Page contexts: what each template receives, as frozen values with a known shape (no rules logic here).

A puzzle's situation is plain referee JSON; :func:`situation_items` turns it into labelled rows for the page —
cards drawn as cards (each with its spoken name, e.g. "as de espadas"), numbers, yes/no — without knowing any
rule. The right answer and the explanation only ever reach a template through :class:`VerdictView`, after the
learner has answered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from flask import url_for
from flask_babel import format_number
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from .. import referee
from ..content import InvalidRuleId, rule_anchor
from ..puzzles import Puzzle, Verdict
from ..referee.profiles import M_AJUSTE, M_PERFIL
from ..rules.base import InvalidSituation, display
from ..rules.cartas import NOMBRES_PALOS_ESPANOLES, SIMBOLOS, CartaEspanola, legible, parse_espanola, parse_francesa
from ..rules.games import game_of
from ..rules.profiles import REGLAMENTO

# ---------------------------------------------------------------------------------------------- cards

@dataclass(frozen=True, slots=True)
class CardView:
    """A card as drawn: ``rank`` and ``mark`` on the face, ``suit`` a CSS class, ``name`` for screen readers."""

    token: str
    rank: str
    mark: str
    suit: str
    name: str


def card_view(token: str, deck: str, lang: str) -> CardView:
    """The drawing of one card token of ``deck`` (``"francesa"`` or ``"espanola"``).

    Raises:
        InvalidSituation: not a card of that deck.
    """
    if deck == "espanola":
        carta: CartaEspanola = parse_espanola(token)
        suit_name = NOMBRES_PALOS_ESPANOLES["en" if lang == "en" else "es"][carta.palo]
        return CardView(str(carta), str(carta.numero), suit_name, "es-" + carta.palo, carta.nombre(lang))
    carta = parse_francesa(token)
    if carta.es_joker:
        return CardView(str(carta), "JK", "★", "joker", carta.nombre(lang))
    return CardView(str(carta), carta.rango, SIMBOLOS[carta.palo], "fr-" + carta.palo, carta.nombre(lang))


def deck_of(kind: str) -> str:
    """The deck of a puzzle kind, ruling or game (``tutor.rules.games``)."""
    return game_of(kind).deck


def _cards(value: Any, deck: str, lang: str) -> tuple[CardView, ...] | None:
    """The cards of a list of tokens, or ``None`` if it is not a (non-empty) list of cards."""
    if not isinstance(value, (list, tuple)) or not value or not all(isinstance(v, str) for v in value):
        return None
    try:
        return tuple(card_view(v, deck, lang) for v in value)
    except InvalidSituation:
        return None


# ---------------------------------------------------------------------------------------------- situations

FIELD_LABELS = {"debajo_del_pozo": _l("Under the pozo's top card"), "combinacion": _l("The trío on the table")}
"""Labels of display-only context fields; a situation field's label is declared with it (``referee.LABELS``), an
unknown field shows its own name."""

CHOICE_TEXTS = {("puesta", "ninguna"): _l("no puesta"), ("puesta", "primera"): _l("a first puesta"),
                ("puesta", "reservada"): _l("a reserved puesta"),
                ("jugada", "bajar_trio"): _l("expose a trío"), ("jugada", "empezar_escalera"): _l("start an escalera"),
                ("jugada", "anadir"): _l("add to a combination"), ("jugada", "unir"): _l("join two escaleras"),
                ("jugada", "tomar_pozo"): _l("take from the pozo"), ("jugada", "descartar"): _l("discard a card"),
                ("extremo", "arriba"): _l("at the top"), ("extremo", "abajo"): _l("at the bottom")}
"""Situation values that are words of the rules' own (Tresillo's plato: ``"puesta": "ninguna"``; Pinacle's move:
``"jugada": "bajar_trio"``), as the page's language says them (Spanish: ninguna, primera, reservada, bajar un trío;
English: none, first, reserved, expose a trío)."""

UNITS = {"puntos": _l("points"), "tantos": _l("tantos"), "cartas": _l("cards")}
"""Units of number answers (``Number.unit``)."""


@dataclass(frozen=True, slots=True)
class Item:
    """One row of a situation: a label and either cards, groups of cards, a text, or nested rows."""

    label: str
    cards: tuple[CardView, ...] = ()
    groups: tuple[tuple[CardView, ...], ...] = ()
    text: str = ""
    items: tuple["Item", ...] = ()
    empty: bool = False


def _label(key: str, lang: str, context: bool = False) -> str:
    if context and key in FIELD_LABELS:  # a context field may share a situation field's name (pinacle.comodin)
        return str(FIELD_LABELS[key])
    if key in referee.LABELS:
        return referee.LABELS[key][lang]
    return str(FIELD_LABELS[key]) if key in FIELD_LABELS else key.replace("_", " ")


def _text(key: str, value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return _("nobody") if key in referee.PLAYER_FIELDS else _("none")
    if key == "triunfo" and isinstance(value, str) and value in NOMBRES_PALOS_ESPANOLES["es"]:
        return NOMBRES_PALOS_ESPANOLES["en" if lang == "en" else "es"][value]
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(key, v, lang) for v in value) if value else _("none")
    if isinstance(value, str) and (key, value) in CHOICE_TEXTS:
        return str(CHOICE_TEXTS[key, value])
    if isinstance(value, str):
        return display(value, lang)  # a Tresillo role by name (contra A), like the explanations
    return str(display(value, lang, for_people))


def _in_order(fields: Mapping[str, Any], order: Any) -> list:
    """The ``(name, value)`` pairs of ``fields`` in the order of the names in ``order`` (the ruling's fields or its
    example's; a saved situation's JSON has its keys sorted), any other name after them."""
    rank = {k: i for i, k in enumerate(order)} if isinstance(order, Mapping) else {}
    return sorted(fields.items(), key=lambda kv: rank.get(kv[0], len(rank)))


def item(key: str, value: Any, deck: str, lang: str, order: Any = None, context: bool = False) -> Item:
    """The row showing situation field ``key``; a group's parts in the order of ``order`` (the ruling's example of
    that field) when given."""
    label = _label(key, lang, context)
    if isinstance(value, Mapping):
        return Item(label, items=tuple(item(k, v, deck, lang) for k, v in _in_order(value, order)))
    if isinstance(value, str) and key != "triunfo":
        single = _cards([value], deck, lang)
        if single:
            return Item(label, cards=single)
    cards = _cards(value, deck, lang)
    if cards:
        return Item(label, cards=cards)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, (list, tuple)) for v in value):
        groups = tuple(_cards(v, deck, lang) for v in value)
        if all(groups):
            return Item(label, groups=groups)
    if isinstance(value, (list, tuple)) and not value:
        return Item(label, text=_("none"), empty=True)
    return Item(label, text=_text(key, value, lang))


def for_people(value: Any, lang: str) -> str:
    """A card or a whole number in a sentence, as a player reads it on this page: a card by
    :func:`~tutor.rules.cartas.legible` (``A♠``, ``as de espadas``), a number as the page's language writes it
    (Flask-Babel: ``1.500`` / ``1,500``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return format_number(value)
    return legible(value, lang)


def question_text(puzzle: Puzzle, lang: str) -> str:
    """The question of ``puzzle`` for the page: its cards as a player reads them (``A♠``, ``as de copas``)."""
    return puzzle.question_text(lang, for_people)


def situation_items(puzzle: Puzzle, lang: str) -> tuple[Item, ...]:
    """The situation and the display-only context of ``puzzle`` as rows (never the answer)."""
    prompt = puzzle.prompt(lang)
    deck = deck_of(puzzle.kind)
    spec = referee.RULINGS.get(puzzle.ruling_name) if puzzle.id.handwritten else None
    if spec is None:  # a generated situation: in the order its kind builds it, which its question follows
        rows = [item(k, v, deck, lang) for k, v in prompt["situation"].items()]
    else:  # a hand-written one, in the ruling's order (a saved situation's JSON has its keys sorted)
        rows = [item(k, v, deck, lang, spec.example.get(k)) for k, v in _in_order(prompt["situation"], spec.fields)]
    rows += [item(k, v, deck, lang, context=True) for k, v in prompt["context"].items()]
    return tuple(rows)


# ---------------------------------------------------------------------------------------------- answer forms


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of a choice: its value and label."""

    value: str
    label: str


@dataclass(frozen=True, slots=True)
class FormView:
    """An answer form as the template draws it (the shape of ``AnswerForm.describe``, with cards drawn).

    ``kind`` is the form kind (``choice``, ``yes_no``, ``number``, ``cards``, ``order``, ``card_categories``,
    ``parts``); ``name`` the field name; for ``parts``, ``parts`` holds one FormView per part; ``none``: a
    card picker offers "none" as an explicit choice (field ``<name>.ninguna``).
    """

    kind: str
    name: str
    label: str = ""
    unit: str = ""
    options: tuple[Choice, ...] = ()
    cards: tuple[CardView, ...] = ()
    categories: tuple[int, ...] = ()
    parts: tuple["FormView", ...] = ()
    none: bool = False


def form_view(description: Mapping[str, Any], kind: str, lang: str, name: str = "answer", label: str = "") -> FormView:
    """The :class:`FormView` of a form description (``AnswerForm.describe(lang)``)."""
    form_kind = description["kind"]
    deck = deck_of(kind)
    options = tuple(Choice(o["id"], o["label"]) for o in description.get("options", ()))
    cards = tuple(card_view(t, deck, lang) for t in description.get("cards", ()))
    parts = tuple(form_view(p, kind, lang, name=f"part.{p['name']}", label=p.get("label", p["name"]))
                  for p in description.get("parts", ()))
    unit = description.get("unit", "")
    return FormView(form_kind, name, label, str(UNITS.get(unit, unit)), options, cards,
                    tuple(description.get("categories", ())), parts, bool(description.get("none")))


# ---------------------------------------------------------------------------------------------- verdicts


@dataclass(frozen=True, slots=True)
class Step:
    """One step of an explanation: the rule cited (and a link to it when the app has rule pages) and the text.

    ``label`` is the citation as a player reads it (:func:`rule_label`); ``rule`` the engine's citation.
    """

    rule: str
    text: str
    href: str | None

    @property
    def label(self) -> str:
        return rule_label(self.rule)


_CITATION = re.compile(r"^(?P<game>\w+) (?P<section>§\S+)(?: (?P<step>.+))?$")


def rule_label(rule: str) -> str:
    """A citation as players read it beside an explanation of their own game: ``"canasta §8.6 P3"`` ->
    ``"§8.6 (P3)"``, ``"tresillo §13.3 3"`` -> ``"§13.3"`` (a bare step number means nothing without the rulebook
    open; the link goes to the section). Anything else is shown as it is."""
    m = _CITATION.match(rule)
    if m is None:
        return rule
    step = m["step"]
    return m["section"] + (f" ({step})" if step and not step.isdigit() else "")


@dataclass(frozen=True, slots=True)
class PartView:
    """One part of a several-part answer as the verdict marks it: its label, what the learner gave, the right
    value, and whether they agree (a firme's part is one card: its category given and due, "—" for none)."""

    label: str
    given: str
    answer: str
    right: bool


@dataclass(frozen=True, slots=True)
class VerdictView:
    """A verdict as shown after answering (texts in the verdict's language; the box's own words are the
    template's). ``parts``: for a several-part answer (a cobro's nets, a hand's score parts, firmes by card),
    each part marked right or wrong; empty for a one-part answer. ``profile_name``: the house-rule profile it was
    judged under; ``changed_by``: one sentence per setting of that profile that changed the answer compared with
    the Reglamento (drawn apart from the steps, which then leave out those sentences and the profile's)."""

    correct: bool
    credit_percent: int
    given: str
    given_cards: tuple[CardView, ...]
    answer: str
    answer_cards: tuple[CardView, ...]
    steps: tuple[Step, ...]
    mistake: str | None
    parts: tuple[PartView, ...] = ()
    profile_name: str = ""
    changed_by: tuple[str, ...] = ()


def rule_href(rule: str) -> str | None:
    """A link to the rules reference for ``"canasta §8.6 P6"`` (``/reglas/canasta#s8-6``, under this request's
    script root); ``None`` for a citation that is not a rule id (it is shown as text)."""
    try:
        game, anchor = rule_anchor(rule)
    except InvalidRuleId:
        return None
    return url_for("reglas.page", game=game, _anchor=anchor)


def _categories_text(value: Any, deck: str, lang: str) -> str:
    """Firmes and their categories as players say them: "rey de oros: firme de 1ª; ..." (or "no firme")."""
    if not value:
        return _("no firme")
    return "; ".join(card_view(t, deck, lang).name + ": " + _("firme of class %(n)d", n=int(c)) for t, c in value)


def _answer_display(puzzle: Puzzle, value: Any, lang: str) -> tuple[str, tuple[CardView, ...]]:
    """How an answer value reads: option labels for choices, cards for card answers, firmes by card name and
    category, else the answer text."""
    form = puzzle.form
    if hasattr(form, "label") and isinstance(value, str):
        return form.label(value, lang), ()
    if form.kind == "card_categories":
        return _categories_text(value, deck_of(puzzle.kind), lang), ()
    text = form.format(value)
    if form.kind == "parts":
        return " · ".join(f"{p.label.render({}, lang)}: {_answer_display_part(p.form, v, lang)}"
                          for p, v in zip(form.parts, value)), ()
    if form.kind in ("cards", "order") and value:
        return "", tuple(card_view(t, deck_of(puzzle.kind), lang) for t in value)
    if form.kind == "cards" and not value:
        return _("no card"), ()
    if form.kind == "number":
        return _answer_display_part(form, value, lang), ()
    return text, ()


def answer_text(puzzle: Puzzle, text: str, lang: str) -> str:
    """A stored answer (the form's text, ``PUEDE_TOMAR``, ``jugador=220, contra_a=-60``) as the verdict shows it
    (option labels, cards as players read them, parts by name); the text itself if ``puzzle``'s form cannot read
    it (another learner's variant, say)."""
    try:
        value = puzzle.form.parse(text)
    except ValueError:
        return text
    shown, cards = _answer_display(puzzle, value, lang)
    return shown or " ".join(c.name for c in cards)


def _answer_display_part(form: Any, value: Any, lang: str) -> str:
    if hasattr(form, "label") and isinstance(value, str):
        return form.label(value, lang)
    if form.kind == "number":
        return str(display(value, lang, for_people))
    return form.format(value)


def part_views(puzzle: Puzzle, given: Any, answer: Any, lang: str) -> tuple[PartView, ...]:
    """Each part of a several-part answer, marked: the parts of a ``parts`` form, or each card of a
    ``card_categories`` answer that was given or due (in the puzzle's card order); ``()`` for other forms."""
    form = puzzle.form
    if form.kind == "parts":
        return tuple(PartView(p.label.render({}, lang), _answer_display_part(p.form, g, lang),
                              _answer_display_part(p.form, a, lang), g == a)
                     for p, g, a in zip(form.parts, given, answer))
    if form.kind == "card_categories":
        gave, due = dict(given), dict(answer)
        deck = deck_of(puzzle.kind)
        return tuple(PartView(card_view(t, deck, lang).name, _category(gave.get(t)), _category(due.get(t)),
                              gave.get(t) == due.get(t))
                     for t in form.among if t in gave or t in due)
    return ()


def _category(n: int | None) -> str:
    return _("not a firme") if n is None else _("firme of class %(n)d", n=int(n))


def verdict_view(puzzle: Puzzle, verdict: Verdict, lang: str) -> VerdictView:
    """The view of ``verdict`` on ``puzzle`` in ``lang``."""
    given, given_cards = _answer_display(puzzle, verdict.given, lang)
    answer, answer_cards = _answer_display(puzzle, verdict.answer, lang)
    steps = tuple(Step(r.rule, r.text(lang, for_people), rule_href(r.rule)) for r in verdict.reasons
                  if r.message.id not in _PROFILE_STEPS)
    changed = tuple(r.text(lang, for_people) for r in verdict.reasons if r.message.id == M_AJUSTE.id)
    return VerdictView(verdict.correct, round(verdict.credit * 100), given, given_cards, answer, answer_cards,
                       steps, verdict.mistake.text(lang) if verdict.mistake else None,
                       part_views(puzzle, verdict.given, verdict.answer, lang),
                       (verdict.profile or REGLAMENTO).name(lang), changed)


_PROFILE_STEPS = frozenset({M_PERFIL.id, M_AJUSTE.id})
"""The steps a profile adds to an explanation (:func:`tutor.referee.profiles.explained`), which a verdict draws
apart: the profile's name above it, the settings that changed the answer highlighted."""
