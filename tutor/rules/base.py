"""The shapes every rules engine shares: the one error type, messages, reasons, rulings and settings.

A decision of the engine is a :class:`Ruling`: the answer plus the ordered :class:`Reason` values that led to it.
A reason names its rule (a section of ``../shared/rules/*.md``, e.g. ``"canasta §8.6 P6"``), the numbers it used,
and a :class:`Message` with a Spanish and an English template, so one trace renders in both languages.

House rules are frozen dataclasses (one per game, composed in :mod:`tutor.rules.house_rules`); the helpers
:func:`settings_from_mapping` and :func:`settings_to_dict` read and write them with validation.

Standard library only (``docs/design.md``).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Mapping, NamedTuple, Sequence

LANGS = ("es", "en")
"""Languages every message renders in; Spanish first."""


class BilingualError(ValueError):
    """An error whose message is in Spanish and English: the engine's :class:`InvalidSituation`, the puzzle layer's
    ``InvalidAnswer`` (:mod:`tutor.puzzles.base`).

    ``str(err)`` is the English text (logs, developers, existing tests); ``err.es`` the Spanish one, what the
    product shows first; :meth:`text` picks one by language.

    Args:
        message: the English text.
        es: the Spanish text (``None``: not yet translated, the English text is used).

    Attributes:
        es: the Spanish text.
    """

    def __init__(self, message: str, *, es: str | None = None):
        super().__init__(message)
        self.es = message if es is None else es

    def text(self, lang: str = "es") -> str:
        """The message in ``lang`` (``"es"`` or ``"en"``; anything else falls back to Spanish, as messages do)."""
        return str(self) if lang == "en" else self.es

    def within(self, prefix: str) -> "BilingualError":
        """The same error (same class) inside a larger whole: both texts prefixed with ``prefix`` (e.g.
        ``"puntos: "``: names typed by the user are the same in both languages). A subclass whose constructor
        takes more than the texts overrides this (as :class:`InvalidSituation` does)."""
        return type(self)(f"{prefix}{self}", es=f"{prefix}{self.es}")


class InvalidSituation(BilingualError):
    """The one error type of the rules engine: the situation is impossible or malformed.

    Raised, never guessed around, for a card that is not in the deck, too many copies of a card, a red three
    inside a combination, an escalera with a gap, a Tresillo hand of ten cards, trick counts that do not add
    up, an unknown house rule, and so on. The message says what is wrong in plain words, in Spanish (``es``,
    what the product shows first) and in English (the exception's own text, ``str(err)``, for logs and
    developers); see :class:`BilingualError`.

    Args:
        message: the English text.
        field: the situation field at fault, when known.
        es: the Spanish text (``None``: not yet translated, the English text is used).

    Attributes:
        field: the name of the situation field at fault (e.g. ``"pozo"``), when known; ``None`` otherwise.
        es: the Spanish text.
    """

    def __init__(self, message: str, field: str | None = None, *, es: str | None = None):
        super().__init__(message, es=es)
        self.field = field

    def within(self, prefix: str, field: str | None = None) -> "InvalidSituation":
        """The same error inside a larger situation: both texts prefixed with ``prefix`` (e.g. ``"mano: "``,
        ``"combinaciones[2]: "``: field names are the same in both languages), naming ``field`` at fault
        (default: the field this error already names). Raise it ``from None`` or chained, as the caller likes."""
        return InvalidSituation(f"{prefix}{self}", field=self.field if field is None else field,
                                es=f"{prefix}{self.es}")

    @classmethod
    def from_reason(cls, reason: "Reason", field: str | None = None, prefix: str = "") -> "InvalidSituation":
        """The refusal of a state the rules could never produce, said with the rule it breaks: the same
        :class:`Reason` that answers a proposal with ``valida: false`` (one sentence for both uses).

        Args:
            reason: the broken rule, as a decision explains it.
            field: the situation field at fault.
            prefix: put before both texts (e.g. ``"combinaciones[1]: 7S 7H 8D cannot be on the table: "``).
        """
        return cls(f"{prefix}{reason.text('en')}", field, es=f"{prefix}{reason.text('es')}")

    def in_field(self, name: str) -> "InvalidSituation":
        """The same error, naming ``name`` as the field at fault unless one is already named."""
        if self.field is not None:
            return self
        err = self.within(f"{name}: ", name)
        err.__cause__ = self
        return err


@dataclass(frozen=True, slots=True)
class Message:
    """A message of an explanation, with one template per language.

    Templates use ``str.format`` fields filled from a reason's values: ``"{suma} < {minimo}"``.

    Attributes:
        id: stable identifier, e.g. ``"canasta.pozo.tapon_tres_negro"``; tests and mistakes refer to it.
        es: Spanish template.
        en: English template.
    """

    id: str
    es: str
    en: str

    def render(self, values: Mapping[str, Any], lang: str = "es", people: Writer | None = None) -> str:
        """Fill the template of ``lang`` (``"es"`` or ``"en"``; anything else falls back to Spanish).

        A count chooses its word with the format spec ``singular|plural``: ``"{n} {n:tres rojo|treses rojos}"``
        renders ``1 tres rojo`` and ``2 treses rojos`` (the one plural syntax of every template).
        ``people``: how cards and whole numbers are written for people (the web's writer: ``A♠``, ``as de
        copas``, ``15.000``); ``None`` writes notation codes and plain digits (``AS``, ``1c``, ``15000``), as files,
        the API and the command line do.
        """
        template = self.en if lang == "en" else self.es
        shown_values = {k: display(v, lang, people) for k, v in values.items()}
        if "|" in template:
            shown_values = {k: _Cuenta(v, shown_values[k]) if type(v) is int else shown_values[k]
                            for k, v in values.items()}
        return template.format(**shown_values)


class _Cuenta(int):
    """A count inside a template: ``format(n, "tres rojo|treses rojos")`` picks the word (see Message.render);
    without a spec it is the number as :func:`display` wrote it."""

    def __new__(cls, n: int, shown: Any):
        count = super().__new__(cls, n)
        count.shown = shown
        return count

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            uno, varios = spec.split("|", 1)
            return uno if self == 1 else varios
        return format(self.shown, spec)


def cuenta(n: int, uno: str, varios: str) -> str:
    """A count and its Spanish noun for error texts: ``cuenta(1, "carta", "cartas")`` -> ``"1 carta"``,
    ``cuenta(2, "carta", "cartas")`` -> ``"2 cartas"`` (messages of explanations use ``{n:uno|varios}`` instead)."""
    return f"{n} {uno if n == 1 else varios}"


def con_y(items: Sequence[str]) -> str:
    """A Spanish list for error texts: ``con_y(["K", "Q"])`` -> ``"K y Q"``; ``con_y(["K", "Q", "J"])`` ->
    ``"K, Q y J"``."""
    items = list(items)
    return ", ".join(items[:-1]) + " y " + items[-1] if len(items) > 1 else "".join(items)


def shown(value: Any, limit: int = 60) -> str:
    """A value as the user wrote it, for error messages: JSON spelling (``null``, ``true``, ``["KH"]``), cut short.

    >>> shown(None), shown(True), shown(["KH"])
    ('null', 'true', '["KH"]')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_ROLES_TEXTO = {"contra_a": "contra A", "contra_b": "contra B", "contra_a, contra_b": "contra A, contra B",
                "contra_a, contra_b, alcalde": "contra A, contra B, alcalde"}
"""Tresillo's role ids (``docs/rulings.md``: ``contra_a``...) as a sentence names them, as the puzzles' texts do; the
reasons' values (and so the referee's JSON) keep the ids."""


Writer = Callable[[Any, str], str]
"""Writes one card or one whole number (not negative) for people in a language: ``(value, lang) -> text``
(the web's: :func:`tutor.rules.cartas.legible` for cards, the language's digit grouping for numbers)."""


def display(value: Any, lang: str = "es", people: Writer | None = None) -> Any:
    """How a reason's value appears inside a sentence: cards and lists of cards as canonical text, or as people
    read them when ``people`` writes them (see :meth:`Message.render`).

    Booleans render as sí/no (yes/no); negative numbers with a true minus sign (``−175``, as the templates write
    ``−{puntos}``); Tresillo's roles by name (``contra_a`` as ``contra A``); other numbers and strings unchanged.
    A :class:`Phrase` renders in ``lang``. For people, cards named in words are separated by commas (``as de
    oros, rey de copas``) and groups of cards by semicolons (``K♠ K♥ K♦; 7♣ 7♣ 2♥``).
    """
    if isinstance(value, bool):
        return ("yes" if value else "no") if lang == "en" else ("sí" if value else "no")
    if isinstance(value, int):
        shown = abs(value) if people is None else people(abs(value), lang)
        return (value if people is None else shown) if value >= 0 else f"−{shown}"
    if isinstance(value, str):
        return _ROLES_TEXTO.get(value, value)
    if isinstance(value, Phrase):
        message = value.message if people is None or value.for_people is None else value.for_people
        return message.render(value.values, lang, people)
    if isinstance(value, Joined):
        parts = [str(display(v, value.lang or lang, people)) for v in value]
        if value.last is not None and len(parts) > 1:
            return value.sep.join(parts[:-1]) + value.last + parts[-1]
        return value.sep.join(parts)
    if isinstance(value, (list, tuple)):
        parts = [str(display(v, lang, people)) for v in value]
        if value and all(isinstance(v, (list, tuple)) for v in value):
            return "; ".join(parts)
        return (", " if people is not None and any(" " in p for p in parts) else " ").join(parts)
    if isinstance(value, float) or value is None:
        return value
    return str(value) if people is None else people(value, lang)


class Joined(tuple):
    """Parts of a sentence written one after another with ``sep`` (``last`` before the last one, e.g. " y "): melds
    added up (``8S 8S 8C + KS KH KC``), cards named in a list; each part a card list or a :class:`Phrase`. In JSON
    (:func:`jsonable`) it is that text, in notation. ``lang``: the language its parts are written in, whatever the
    sentence's (a value meant for one language's template, such as ``salida_en``)."""

    def __new__(cls, parts, sep: str, last: str | None = None, lang: str | None = None):
        joined = super().__new__(cls, parts)
        joined.sep, joined.last, joined.lang = sep, last, lang
        return joined


class Phrase(NamedTuple):
    """A part of a sentence with values of its own (e.g. "Debajo se ve cruzado {cartas}."), rendered in the
    sentence's language and with its card writing: a question's optional clause that names cards.
    ``for_people``: the words when cards are written for people, where the notation's wording would repeat a
    card's name (``"el rey de bastos (12b)"`` in notation, ``"el rey de bastos"`` for people)."""

    message: "Message"
    values: Mapping[str, Any] = MappingProxyType({})
    for_people: "Message | None" = None


def jsonable(value: Any) -> Any:
    """A JSON-ready copy of a value: cards become their canonical token, tuples become lists."""
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (Phrase, Joined)):
        return display(value)  # a part of a sentence: its text, in notation
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v) for v in value]
    return str(value)


_NO_VALUES: Mapping[str, Any] = MappingProxyType({})


class Reason(NamedTuple):
    """One step of a ruling's explanation (an immutable named tuple).

    Attributes:
        rule: the rule applied, as ``"<game> §<section>[ <step>]"`` (e.g. ``"canasta §8.6 P2"``); the section is
            the one of ``../shared/rules/<game>.md``.
        message: what to say, in both languages.
        values: the numbers and cards the step used (``{"suma": 45, "minimo": 90}``); they fill the message.
    """

    rule: str
    message: Message
    values: Mapping[str, Any] = _NO_VALUES

    def text(self, lang: str = "es", people: Writer | None = None) -> str:
        """The sentence in ``lang`` (``"es"`` or ``"en"``); ``people``: see :meth:`Message.render`."""
        return self.message.render(self.values, lang, people)

    @property
    def section(self) -> str:
        """The section number alone, e.g. ``"8.6"`` for ``"canasta §8.6 P2"``."""
        return self.rule.split("§", 1)[1].split()[0] if "§" in self.rule else ""

    @property
    def game(self) -> str:
        """The game of the rule, e.g. ``"canasta"``."""
        return self.rule.split()[0]

    def to_dict(self, lang: str = "es") -> dict:
        """``{"rule": ..., "text": ..., "values": {...}}`` as in ``docs/rulings.md``."""
        return {"rule": self.rule, "text": self.text(lang), "values": jsonable(self.values)}


class Ruling(NamedTuple):
    """A decision of the engine: its answer and the ordered reasons that produced it (an immutable named tuple).

    Attributes:
        answer: the decision itself; its shape is fixed per question by ``docs/rulings.md`` (usually a dict with the
            Spanish field names, e.g. ``{"puede_tomar": False, "motivo": "TAPON_TRES_NEGRO"}``).
        reasons: the explanation, in the order the rules were applied.
    """

    answer: Any
    reasons: tuple[Reason, ...] = ()

    def explain(self, lang: str = "es") -> list[str]:
        """The explanation as sentences in ``lang``, one per reason, in order."""
        return [r.text(lang) for r in self.reasons]

    def rules(self) -> list[str]:
        """The rules cited, in order."""
        return [r.rule for r in self.reasons]


# ---------------------------------------------------------------------------------------------- settings


def setting(default: Any, label_es: str, label_en: str, *, help_es: str = "", **metadata: Any) -> Any:
    """A house-rule field of a game's settings dataclass: its default (the recommended reading), its label in both
    languages (what pages, explanations and the settings form call it) and its bounds (``choices=(...)``,
    ``min=n``, ``multiple_of=n``; checked by :func:`settings_from_mapping`); ``words={value: (es, en)}`` says in
    words a value that is no number for people (``-1``: "as for going out"). Its docstring (the string after the
    field) explains it in English and names its rule section; ``help_es`` is that explanation in Spanish, as a
    club player reads it (what Spanish pages show, :func:`setting_help_es`). ``docs/house-rules.md`` is generated
    from the labels and the docstrings.

    >>> import dataclasses
    >>> @dataclasses.dataclass(frozen=True)
    ... class Rules:
    ...     premio: int = setting(0, "premio por irse", "premio for going out", min=0)
    >>> setting_label(Rules, "premio", "en")
    'premio for going out'
    """
    return dataclasses.field(default=default, metadata={"label": {"es": label_es, "en": label_en},
                                                        "help_es": help_es, **metadata})


def setting_label(cls: type, name: str, lang: str = "es") -> str:
    """The label of the setting ``name`` of the settings dataclass ``cls`` in ``lang`` (``"es"`` or ``"en"``).

    Raises:
        KeyError: no such setting, or a setting declared without :func:`setting`.
    """
    label = cls.__dataclass_fields__[name].metadata["label"]
    return label["en"] if lang == "en" else label["es"]


def reading_label(settings: Any, *names: str) -> dict[str, str]:
    """The label of a statement resting on one of Tapete's readings whose house-rule settings are ``names`` (fields
    of the frozen settings dataclass ``settings``), as reason values ``lectura_es`` / ``lectura_en``.

    While every named setting keeps its default (the reading), the statement is Tapete's reading: ``"lectura de
    Tapete; regla de la casa x"``; under another value it is the club's house rule: ``"regla de la casa x"``
    (:func:`reading_words`).

    >>> @dataclass(frozen=True)
    ... class Rules:
    ...     robo: int = setting(1, "robo", "draw")
    >>> reading_label(Rules(), "robo")["lectura_en"]
    "Tapete's reading; house rule robo"
    >>> reading_label(Rules(robo=2), "robo")["lectura_es"]
    'regla de la casa robo'

    Raises:
        KeyError: a name that is not a field of ``settings``.
    """
    fields = settings.__dataclass_fields__
    return reading_words(names, all(getattr(settings, name) == fields[name].default for name in names))


def reading_words(names: Sequence[str], default: bool = True) -> dict[str, str]:
    """The words of a reading's label, as reason values ``lectura_es`` / ``lectura_en`` (the one wording of every
    game's labels): ``names`` are the ids of its house-rule settings (``docs/house-rules.md``), none when it has no
    setting (``"lectura de Tapete, sin ajuste"``); ``default``: whether they hold their defaults (Tapete's reading)
    or the club changed them (``"regla de la casa x"`` only).

    >>> reading_words(())["lectura_es"]
    'lectura de Tapete, sin ajuste'
    >>> reading_words(("a", "b", "c"), default=False)["lectura_en"]
    'house rules a, b and c'
    """
    if not names:
        return {"lectura_es": "lectura de Tapete, sin ajuste", "lectura_en": "Tapete's reading, no setting"}
    names = list(names)
    listed_es, listed_en = con_y(names), " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    casa_es, casa_en = ("regla de la casa", "house rule") if len(names) == 1 else ("reglas de la casa", "house rules")
    if not default:
        return {"lectura_es": f"{casa_es} {listed_es}", "lectura_en": f"{casa_en} {listed_en}"}
    return {"lectura_es": f"lectura de Tapete; {casa_es} {listed_es}",
            "lectura_en": f"Tapete's reading; {casa_en} {listed_en}"}


def setting_help_es(cls: type, name: str) -> str:
    """The Spanish explanation of the setting ``name`` of the settings dataclass ``cls`` (empty when none was
    declared; the English one is the field's docstring, :func:`tutor.referee.docs.field_docs`).

    Raises:
        KeyError: no such setting.
    """
    return cls.__dataclass_fields__[name].metadata.get("help_es", "")


def settings_from_mapping(cls: type, mapping: Mapping[str, Any] | None, prefix: str = ""):
    """Build a frozen settings dataclass from a mapping, validating every name and value.

    Fields may declare ``metadata={"choices": (...)}`` to restrict a value, and whole-number fields
    ``{"min": n}`` and ``{"multiple_of": n}``; booleans must be booleans and integers integers (``True`` is not
    accepted as ``1``).

    Args:
        cls: a frozen dataclass type whose fields all have defaults.
        mapping: setting name -> value; missing names keep their default. ``None`` gives the defaults.
        prefix: prepended to names in error messages (``"canasta."``).

    Returns:
        An instance of ``cls``.

    Raises:
        InvalidSituation: an unknown setting name, or a value of the wrong type, outside its choices, below its
            minimum or not a multiple of its step.
    """
    if mapping is None:
        return cls()
    if not isinstance(mapping, Mapping):
        section = f" [{prefix.rstrip('.')}]" if prefix else ""
        raise InvalidSituation(f"house rules{section} must be a table of settings, got {shown(mapping)}",
                               es=f"las reglas de la casa{section} deben ser una tabla de ajustes, pero son "
                                  f"{shown(mapping)}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = unknown_settings(cls, mapping, prefix)
    if unknown:
        raise UnknownSettings(unknown, [prefix + n for n in fields])
    return cls(**{name: _check_setting(fields[name], value, prefix) for name, value in mapping.items()})


def unknown_settings(cls: type, mapping: Mapping[str, Any], prefix: str = "") -> list[str]:
    """The names in ``mapping`` that are not settings of the settings dataclass ``cls``, each with ``prefix``
    (``["canasta.no_such"]``), in the mapping's order."""
    fields = {f.name for f in dataclasses.fields(cls)}
    return [prefix + str(name) for name in mapping if name not in fields]


class UnknownSettings(InvalidSituation):
    """House rules that name settings or sections that do not exist: every one of them at once, not only the first
    (``rules/*.md``, the house-rules sections; ``docs/house-rules.md``).

    Args:
        settings: the unknown settings, dotted (``"canasta.no_such"``).
        known: the settings that exist in the sections concerned, dotted, for the message.
        sections: the unknown sections (``"mus"``).
        known_sections: the sections that exist.
        lines: where each unknown name is in the file it was read from (name -> line number, from 1), when known.

    Attributes:
        names: every unknown name, settings first then sections.
        lines: as given (empty when unknown).
    """

    def __init__(self, settings: Sequence[str], known: Sequence[str], sections: Sequence[str] = (),
                 known_sections: Sequence[str] = (), lines: Mapping[str, int] | None = None):
        self.settings, self.known, self.sections = tuple(settings), tuple(known), tuple(sections)
        self.known_sections, self.lines = tuple(known_sections), dict(lines or {})
        self.names = self.settings + self.sections
        en, es = [], []
        if self.settings:
            en += [f"unknown house rule {shown(n)}{self._line(n, 'line')}" for n in self.settings]
            en.append(f"known settings: {', '.join(self.known)}")
            es += [f"no existe la regla de la casa {shown(n)}{self._line(n, 'línea')}" for n in self.settings]
            es.append(f"las que hay son: {', '.join(self.known)}")
        if self.sections:
            en += [f"unknown house-rules section {n!r}{self._line(n, 'line')}" for n in self.sections]
            en.append(f"known: {', '.join(self.known_sections)}")
            es += [f"{shown(n)} no es una sección de las reglas de la casa{self._line(n, 'línea')}"
                   for n in self.sections]
            es.append(f"las secciones son: {', '.join(self.known_sections)}")
        super().__init__("; ".join(en), es="; ".join(es))

    def _line(self, name: str, word: str) -> str:
        return f" ({word} {self.lines[name]})" if name in self.lines else ""

    def at_lines(self, lines: Mapping[str, int]) -> "UnknownSettings":
        """The same error, saying on which line of its file each unknown name is (``lines``: name -> line)."""
        return UnknownSettings(self.settings, self.known, self.sections, self.known_sections, lines)


def _check_setting(f: dataclasses.Field, value: Any, prefix: str) -> Any:
    default = f.default
    choices = f.metadata.get("choices")
    if choices is not None:
        if value not in choices or type(value) is not type(default):
            raise InvalidSituation(f"house rule {prefix}{f.name} must be one of {list(choices)}, got {shown(value)}",
                                   es=f"la regla de la casa {prefix}{f.name} debe ser una de: "
                                      f"{', '.join(map(str, choices))}, pero es {shown(value)}")
        return value
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise InvalidSituation(f"house rule {prefix}{f.name} must be true or false, got {shown(value)}",
                                   es=f"la regla de la casa {prefix}{f.name} debe ser true o false, pero es "
                                      f"{shown(value)}")
    elif isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidSituation(f"house rule {prefix}{f.name} must be a whole number, got {shown(value)}",
                                   es=f"la regla de la casa {prefix}{f.name} debe ser un número entero, pero es "
                                      f"{shown(value)}")
        low = f.metadata.get("min")
        if low is not None and value < low:
            raise InvalidSituation(f"house rule {prefix}{f.name} must be at least {low}, got {shown(value)}",
                                   es=f"la regla de la casa {prefix}{f.name} debe ser al menos {low}, pero es "
                                      f"{shown(value)}")
        step = f.metadata.get("multiple_of")
        if step is not None and value % step:
            raise InvalidSituation(f"house rule {prefix}{f.name} must be a multiple of {step}, got {shown(value)}",
                                   es=f"la regla de la casa {prefix}{f.name} debe ser múltiplo de {step}, pero es "
                                      f"{shown(value)}")
    elif isinstance(default, str) and not isinstance(value, str):
        raise InvalidSituation(f"house rule {prefix}{f.name} must be text, got {shown(value)}",
                               es=f"la regla de la casa {prefix}{f.name} debe ser un texto, pero es {shown(value)}")
    return value


def settings_to_dict(settings: Any) -> dict:
    """Every setting of a settings dataclass, by name (the ``house_rules`` echo of ``docs/rulings.md``)."""
    return {f.name: getattr(settings, f.name) for f in dataclasses.fields(settings)}
