"""Answer forms: what shape an answer takes, how it is read from text, written back, and scored.

Every form reads the learner's answer from TEXT (the CLI's ``--answer``, a web form field) with :meth:`parse`,
raising :class:`~tutor.puzzles.base.InvalidAnswer` with a clear message for a malformed answer, and writes a
normalised answer back with :meth:`format` so that ``parse(format(x)) == x`` (the ``--key`` text is accepted by
``--answer``). :meth:`score` gives the credit in ``[0, 1]``; only an exact answer gets 1.

Forms (``kind`` in :meth:`describe`):

================  =====================================================  ==========================================
form              answer text                                            normalised value
================  =====================================================  ==========================================
``choice``        an option id, its label (es/en), or its number 1..n    the option id (str)
``yes_no``        sí / si / s / yes / y / no / n                         ``"si"`` or ``"no"``
``number``        ``570``, ``-20``, ``−20``, ``1 000``, ``1.000``        int
``cards``         card tokens (any order), ``-`` for none                tuple of tokens in the puzzle's card order
``order``         every puzzle card, best first                          tuple of tokens
``parts``         ``name=value, name=value`` or values in order          tuple of part values
``card_categories`` ``12c:1 11c:1 11e:2`` or ``-`` for none              tuple of (token, category)
================  =====================================================  ==========================================

>>> Number().parse(" 1 000 ")
1000
>>> YesNo().parse("Sí")
'si'
"""

from __future__ import annotations

from abc import ABC, abstractmethod
import re
import unicodedata
from dataclasses import dataclass
from operator import eq
from typing import Any, Sequence

from ..rules.base import InvalidSituation, Message, con_y, cuenta, shown
from ..rules.cartas import parse_cartas
from .base import InvalidAnswer

NONE_WORDS = ("-", "ninguna", "ninguno", "nada", "none", "nothing")
"""Texts meaning "no cards" in a ``cards`` or ``card_categories`` answer."""


def fold(text: str) -> str:
    """Lower-case, accents removed, inner spaces collapsed: how option words are compared."""
    text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode()
    return " ".join(text.lower().replace("_", " ").split())


MAX_DIGITS = 18
"""The most digits a number in an answer may have (far above any score): Python refuses to read numbers of more
than 4 300 digits, and a number this long is no answer anyway."""


def _too_long(number: str) -> InvalidAnswer:
    digits = len(number.lstrip("+-"))
    return InvalidAnswer(f"a number of {digits} digits is too long: no answer has more than {MAX_DIGITS}",
                         es=f"un número de {digits} cifras es demasiado largo: ninguna respuesta tiene más de "
                            f"{MAX_DIGITS}")


def _small_int(word: str) -> int | None:
    """``word`` read as a whole number when it is ASCII digits only, else None.

    Raises:
        InvalidAnswer: more than :data:`MAX_DIGITS` digits.
    """
    if not (word.isascii() and word.isdigit()):
        return None
    if len(word) > MAX_DIGITS:
        raise _too_long(word)
    return int(word)


def _require_text(text: Any) -> str:
    if not isinstance(text, str):
        raise InvalidAnswer(f"an answer must be text, got {type(text).__name__}",
                            es=f"la respuesta debe ser un texto, pero es {shown(text)}")
    if not text.strip():
        raise InvalidAnswer("the answer is empty", es="la respuesta está vacía")
    return text.strip()


class AnswerForm(ABC):
    """Base of every form. Subclasses set ``kind`` and implement ``parse``, ``format`` and ``describe``."""

    kind = "form"

    @abstractmethod
    def parse(self, text: str) -> Any:
        """The answer value read from ``text``; raises InvalidAnswer when it cannot be read."""

    @abstractmethod
    def format(self, value: Any) -> str:
        """``value`` written in the text form :meth:`parse` reads."""

    def describe(self, lang: str = "es") -> dict:
        """The form as JSON for a client: ``{"kind": ..., ...}`` (never the answer)."""
        return {"kind": self.kind}

    def score(self, given: Any, right: Any) -> float:
        """Credit in ``[0, 1]``: 1.0 if ``given == right``, else 0.0 (forms with parts refine this)."""
        return 1.0 if given == right else 0.0

    def matches(self, given: Any, wrong: Any, right: Any) -> bool:
        """Whether a (wrong) answer ``given`` is the known wrong answer ``wrong``."""
        return given == wrong and given != right


# ---------------------------------------------------------------------------------------------- choices


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a choice: a stable id (also accepted as answer text) and its label in both languages.

    Attributes:
        aliases: earlier labels, still accepted as answer text once a label's wording changes (an answer that
            was read as this option keeps being read so).
    """

    id: str
    label: Message
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Choice(AnswerForm):
    """Pick one option. Answer text: the option id, its Spanish or English label, or its number (1 = first)."""

    options: tuple[Option, ...]
    kind = "choice"

    def _aliases(self, option: Option) -> tuple[str, ...]:
        return (fold(option.id), fold(option.label.es), fold(option.label.en), *map(fold, option.aliases))

    def parse(self, text: str) -> str:
        raw = _require_text(text)
        for option in self.options:  # the id itself (what --key prints): no folding needed
            if raw == option.id:
                return option.id
        word = fold(raw)
        number = _small_int(word)
        if number is not None and 1 <= number <= len(self.options):
            return self.options[number - 1].id
        for option in self.options:
            if word in self._aliases(option):
                return option.id
        known = ", ".join(o.id for o in self.options)
        raise InvalidAnswer(f"{text.strip()!r} is not one of the options: {known} (or their number "
                            f"1-{len(self.options)})",
                            es=f"{shown(text.strip())} no es una de las opciones: {known} (o su número, del 1 al "
                               f"{len(self.options)})")

    def format(self, value: str) -> str:
        return value

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind,
                "options": [{"id": o.id, "label": o.label.render({}, lang)} for o in self.options]}

    def label(self, option_id: str, lang: str = "es") -> str:
        """The label of one option in ``lang``."""
        return next(o.label.render({}, lang) for o in self.options if o.id == option_id)


SI = Option("si", Message("puzzles.opcion.si", "sí", "yes"))
NO = Option("no", Message("puzzles.opcion.no", "no", "no"))
_YES_WORDS = {"si", "s", "yes", "y", "true", "verdadero"}
_NO_WORDS = {"no", "n", "false", "falso"}


@dataclass(frozen=True)
class YesNo(Choice):
    """A yes/no question. Answer text: sí/si/s/yes/y or no/n. Value ``"si"`` or ``"no"``."""

    options: tuple[Option, ...] = (SI, NO)
    kind = "yes_no"

    def parse(self, text: str) -> str:
        word = fold(_require_text(text))
        if word in _YES_WORDS:
            return "si"
        if word in _NO_WORDS:
            return "no"
        raise InvalidAnswer(f"{text.strip()!r} is not a yes/no answer: write sí (yes) or no",
                            es=f"{shown(text.strip())} no es una respuesta de sí o no: escribe sí o no")


def yes_no(value: bool) -> str:
    """The normalised yes/no value of a boolean."""
    return "si" if value else "no"


# ---------------------------------------------------------------------------------------------- numbers

_NUMBER = re.compile(r"^[+-]?(\d{1,3}([ .\u00a0\u202f]\d{3})+|\d+)$")
_PLAIN_INT = re.compile(r"[+-]?[0-9]+").fullmatch
"""The usual answer text (``570``, ``-20``): read with ``int`` directly, without the separators' pass."""
_SEPARATORS = re.compile(r"[ .\u00a0\u202f]")


@dataclass(frozen=True)
class Number(AnswerForm):
    """A whole number (tantos or puntos). Answer text: ``570``, ``-20``, ``−20``, ``1 000`` or ``1.000``."""

    unit: str = "puntos"
    kind = "number"

    def parse(self, text: str) -> int:
        raw = _require_text(text).replace("\u2212", "-")
        if not _PLAIN_INT(raw):
            if not _NUMBER.match(raw):
                raise InvalidAnswer(f"{text.strip()!r} is not a whole number (write e.g. 570, -20 or 1 000)",
                                    es=f"{shown(text.strip())} no es un número entero (escribe, p. ej., 570, -20 o "
                                       f"1 000)")
            raw = _SEPARATORS.sub("", raw)
        if len(raw) > MAX_DIGITS and len(raw.lstrip("+-")) > MAX_DIGITS:  # the sign is no digit
            raise _too_long(raw)
        return int(raw)

    def format(self, value: int) -> str:
        return str(value)

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind, "unit": self.unit}


# ---------------------------------------------------------------------------------------------- cards


def _tokens(text: str, baraja: str) -> tuple[str, ...]:
    if baraja != "espanola" or " de " not in text.lower():  # names ("rey de copas, as de oros") keep their commas
        text = text.replace(",", " ")
    try:
        return tuple(str(c) for c in parse_cartas(text, baraja))
    except InvalidSituation as err:  # the engine's text, in both languages
        raise InvalidAnswer(str(err), es=err.es) from None


def _not_among(card: str, among: Sequence[str]) -> InvalidAnswer:
    """A card that the puzzle does not offer."""
    return InvalidAnswer(f"{card} is not one of the puzzle's cards: {' '.join(among)}",
                         es=f"{card} no es una de las cartas del ejercicio: {' '.join(among)}")


@dataclass(frozen=True)
class Cards(AnswerForm):
    """Choose some of the puzzle's cards (order does not matter). Answer text: tokens, or ``-`` for none.

    Attributes:
        baraja: ``"francesa"`` or ``"espanola"`` (:mod:`tutor.rules.cartas`).
        among: the cards offered, canonical tokens, in display order (each at most once).
        none: "no card" can be the answer, so a picker offers it as a choice of its own (``describe``'s
            ``"none"``); where it cannot (a hand always has a card it may play) a picker with nothing chosen is
            an incomplete answer.
    Credit: right cards over all cards named or due (``|given ∩ right| / |given ∪ right|``).
    """

    baraja: str
    among: tuple[str, ...]
    none: bool = True
    kind = "cards"

    def parse(self, text: str) -> tuple[str, ...]:
        text = _require_text(text)
        if fold(text) in NONE_WORDS:
            return ()
        chosen = _tokens(text, self.baraja)
        for token in chosen:
            if token not in self.among:
                raise _not_among(token, self.among)
        if len(set(chosen)) != len(chosen):
            raise InvalidAnswer(f"a card is named twice in {text!r}",
                                es=f"una carta aparece dos veces en {shown(text)}")
        return tuple(c for c in self.among if c in chosen)

    def format(self, value: Sequence[str]) -> str:
        return " ".join(value) if value else "-"

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind, "cards": list(self.among), "none": self.none}

    def score(self, given, right) -> float:
        union = set(given) | set(right)
        return 1.0 if not union else len(set(given) & set(right)) / len(union)


@dataclass(frozen=True)
class Order(AnswerForm):
    """Put all the puzzle's cards in order (best first). Answer text: every card once, in order.

    Credit: share of card pairs in the right relative order (1 only for the exact order).
    """

    baraja: str
    cards: tuple[str, ...]
    kind = "order"

    def parse(self, text: str) -> tuple[str, ...]:
        given = _tokens(_require_text(text), self.baraja)
        if sorted(given) != sorted(self.cards):
            # the cards as the puzzle shows them: sorted, they could read as the order asked for
            raise InvalidAnswer(f"name each of the puzzle's cards ({' '.join(self.cards)}) exactly once, best first",
                                es=f"escribe cada carta del ejercicio ({' '.join(self.cards)}) una sola vez, de mayor "
                                   "a menor")
        return given

    def format(self, value: Sequence[str]) -> str:
        return " ".join(value)

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind, "cards": list(self.cards)}

    def score(self, given, right) -> float:
        if tuple(given) == tuple(right):
            return 1.0
        pos = {c: i for i, c in enumerate(given)}
        pairs = [(a, b) for i, a in enumerate(right) for b in right[i + 1:]]
        return sum(pos[a] < pos[b] for a, b in pairs) / len(pairs) if pairs else 0.0


@dataclass(frozen=True)
class CardCategories(AnswerForm):
    """Choose cards and give each a category number. Answer text: ``12c:1 11c:1 11e:2`` or ``-`` for none.

    Credit: right (card, category) pairs over all pairs named or due.
    """

    baraja: str
    among: tuple[str, ...]
    categories: tuple[int, ...] = (1, 2, 3)
    kind = "card_categories"

    def parse(self, text: str) -> tuple[tuple[str, int], ...]:
        text = _require_text(text)
        if fold(text) in NONE_WORDS:
            return ()
        chosen: dict[str, int] = {}
        for item in text.replace(",", " ").split():
            card, sep, cat = item.partition(":")
            if not sep or _small_int(cat.strip()) not in self.categories:
                raise InvalidAnswer(f"{item!r}: write card:category, e.g. 12c:1 (categories "
                                    f"{', '.join(map(str, self.categories))})",
                                    es=f"{shown(item)}: escribe carta:categoría, p. ej. 12c:1 (categorías "
                                       f"{con_y(map(str, self.categories))})")
            (token,) = _tokens(card, self.baraja) or ("",)
            if token not in self.among:
                raise _not_among(card, self.among)
            if token in chosen:
                raise InvalidAnswer(f"{token} is named twice", es=f"{token} aparece dos veces")
            chosen[token] = int(cat)
        return tuple((c, chosen[c]) for c in self.among if c in chosen)

    def format(self, value) -> str:
        return " ".join(f"{c}:{n}" for c, n in value) if value else "-"

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind, "cards": list(self.among), "categories": list(self.categories), "none": True}

    def score(self, given, right) -> float:
        union = set(given) | set(right)
        return 1.0 if not union else len(set(given) & set(right)) / len(union)


# ---------------------------------------------------------------------------------------------- parts


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a several-part answer: a name (used in ``name=value``), a label, and its own form."""

    name: str
    label: Message
    form: AnswerForm


_SPLIT = re.compile(r"[;,\n]")
_KEYED = re.compile(r"^([A-Za-z_][\w]*)\s*[=:]\s*(.+)$")


@dataclass(frozen=True)
class Parts(AnswerForm):
    """Several answers at once (numbers, yes/no, choices), each part scored on its own.

    Answer text: ``minimo=90, puntos=70, valida=no`` (any order; ``:`` also separates), or the values in the
    order of the parts: ``90, 70, no`` (separated by commas, semicolons or new lines).
    Value: tuple of part values in part order. Credit: share of parts right.
    """

    parts: tuple[Part, ...]
    kind = "parts"

    def __post_init__(self):
        # Parts that are all numbers: the usual answer text (what format writes, ``a=90, b=-20``) is read with one
        # regular expression, which accepts nothing the general reading below would read otherwise.
        # They are written with one format string (Number.format is str(), what an empty format field gives).
        numbers = template = None
        if all(type(p.form) is Number for p in self.parts):
            numbers = re.compile(", ".join(f"{re.escape(p.name)}=([+-]?[0-9]+)" for p in self.parts)).fullmatch
            template = ", ".join(f"{p.name}={{}}" for p in self.parts).format
        object.__setattr__(self, "_numbers", numbers)
        object.__setattr__(self, "_template", template)

    def parse(self, text: str) -> tuple:
        if self._numbers is not None and type(text) is str:
            m = self._numbers(text)
            if m is not None:
                return tuple(map(int, m.groups()))
        items = [i.strip() for i in _SPLIT.split(_require_text(text)) if i.strip()]
        fast = self._in_order(items)
        if fast is not None:
            return fast
        names = [p.name for p in self.parts]
        keyed = [_KEYED.match(i) for i in items]
        if all(keyed):
            raw: dict[str, str] = {}
            for m in keyed:
                name = m[1].lower()
                if name not in names:
                    raise InvalidAnswer(f"unknown part {m[1]!r}; the parts are {', '.join(names)}",
                                        es=f"{shown(m[1])} no es una parte de la respuesta; las partes son "
                                           f"{con_y(names)}")
                if name in raw:
                    raise InvalidAnswer(f"part {name!r} is given twice", es=f"la parte {shown(name)} aparece dos veces")
                raw[name] = m[2]
            missing = [n for n in names if n not in raw]
            if missing:
                falta = f"falta la parte {missing[0]}" if len(missing) == 1 else f"faltan las partes {con_y(missing)}"
                raise InvalidAnswer(f"missing part(s) {', '.join(missing)}; answer every part: {', '.join(names)}",
                                    es=f"{falta}; responde a todas: {con_y(names)}")
            values = [raw[n] for n in names]
        elif any(keyed):
            raise InvalidAnswer("write every part as name=value, or give only the values in order",
                                es="escribe cada parte como nombre=valor, o da solo los valores en orden")
        elif len(items) != len(self.parts):
            raise InvalidAnswer(f"expected {len(self.parts)} values ({', '.join(names)}), got {len(items)}",
                                es=f"se esperaban {cuenta(len(self.parts), 'valor', 'valores')} ({con_y(names)}), "
                                   f"pero hay {len(items)}")
        else:
            values = items
        out = []
        for part, value in zip(self.parts, values):
            try:
                out.append(part.form.parse(value))
            except InvalidAnswer as err:
                raise err.within(f"{part.name}: ") from None
        return tuple(out)

    def _in_order(self, items: list[str]) -> tuple | None:
        """The usual answer text (``minimo=90, puntos=70, valida=no``: every part as name=value, in order) read
        without the general pass below; None for any other text."""
        if len(items) != len(self.parts):
            return None
        out = []
        for part, item in zip(self.parts, items):
            name, sep, value = item.partition("=")
            value = value.lstrip()
            if name != part.name or not value:
                return None
            try:
                out.append(part.form.parse(value))
            except InvalidAnswer as err:
                raise err.within(f"{part.name}: ") from None
        return tuple(out)

    def format(self, value) -> str:
        if self._template is not None and len(value) == len(self.parts):
            return self._template(*value)
        return ", ".join([f"{p.name}={p.form.format(v)}" for p, v in zip(self.parts, value)])

    def describe(self, lang: str = "es") -> dict:
        return {"kind": self.kind,
                "parts": [{"name": p.name, "label": p.label.render({}, lang), **p.form.describe(lang)}
                          for p in self.parts]}

    def score(self, given, right) -> float:
        return sum(map(eq, given, right)) / len(self.parts)

    def matches(self, given, wrong, right) -> bool:
        """The wrong parts of ``given`` are exactly those of the mistake ``wrong``, with its values."""
        # Part by part: g == w where the mistake changed the part, g == r where it kept it right (there w == r).
        return given != right and all(map(eq, given, wrong))
