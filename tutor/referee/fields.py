"""A situation's fields (``docs/rulings.md``): declared once per ruling (:class:`Field`), read with an error that names
the field at fault, and described as JSON Schema for the API's document.

Every reader takes the situation mapping and a field name, and raises
:class:`~tutor.rules.base.InvalidSituation` with ``field`` set when the value is missing or of the wrong shape.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Collection, Mapping, Sequence

from ..rules.base import InvalidSituation, shown
from ..rules.cartas import BARAJA_ESPANOLA, ESPANOLA, FRANCESA, POR_TOKEN, parse_cartas

_MISSING = object()


def _required(name: str) -> InvalidSituation:
    return InvalidSituation(f"{name}: this field is required", field=name, es=f"{name}: este campo es obligatorio")


def _get(situation: Mapping[str, Any], name: str) -> Any:
    """The field's value (``null`` as ``None``: a reader names it wrong); a missing field is refused.
    A field's default is its declaration's (:meth:`Field.read`)."""
    value = situation.get(name, _MISSING)
    if value is _MISSING:
        raise _required(name)
    return value


def _typed(situation: Mapping[str, Any], name: str, types: type | tuple[type, ...], en: str, es: str) -> Any:
    """The field's value if it is one of ``types``; else ``InvalidSituation``: ``{name}: must be {en}, got ...``
    (in Spanish ``{name}: debe ser {es}, pero es ...``)."""
    value = _get(situation, name)
    if not isinstance(value, types):
        raise InvalidSituation(f"{name}: must be {en}, got {shown(value)}", field=name,
                               es=f"{name}: debe ser {es}, pero es {shown(value)}")
    return value


def cards(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA) -> tuple:
    """A list of cards (JSON array of tokens, or one space-separated string).

    Raises:
        InvalidSituation: missing, not a list of strings, or a token that is not a card.
    """
    value = _get(situation, name)
    try:
        return parse_cartas(value, baraja)
    except InvalidSituation as err:
        raise err.in_field(name) from None


def card(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA):
    """Exactly one card token.

    Raises:
        InvalidSituation: missing, not a string, or not exactly one card.
    """
    value = _typed(situation, name, str, "one card written as a string", "una carta escrita como texto")
    parsed = cards({name: value}, name, baraja)
    if len(parsed) != 1:
        raise InvalidSituation(f"{name}: must be exactly one card, got {shown(value)}", field=name,
                               es=f"{name}: debe ser exactamente una carta, pero es {shown(value)}")
    return parsed[0]


def card_lists(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA) -> tuple:
    """A list of card lists (e.g. the partnership's ``combinaciones``).

    Raises:
        InvalidSituation: missing, not a list, or any inner list is not a list of cards.
    """
    value = _typed(situation, name, (list, tuple), "a list of card lists", "una lista de listas de cartas")
    out = []
    for i, item in enumerate(value):
        try:
            out.append(parse_cartas(item, baraja))
        except InvalidSituation as err:
            raise err.within(f"{name}[{i}]: ", name) from None
    return tuple(out)


def boolean(situation: Mapping[str, Any], name: str) -> bool:
    """A JSON boolean (``true``/``false`` only; ``0``/``1`` are refused).

    Raises:
        InvalidSituation: missing or not a boolean.
    """
    return _typed(situation, name, bool, "true or false", "true o false")


def integer(situation: Mapping[str, Any], name: str, minimum: int | None = None, maximum: int | None = None) -> int:
    """A JSON whole number, optionally within ``[minimum, maximum]`` (booleans are refused; ``4.0`` reads as ``4``,
    as JSON Schema counts it an integer).

    Raises:
        InvalidSituation: missing, not a whole number, or out of range.
    """
    value = _get(situation, name)
    if type(value) is float and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSituation(f"{name}: must be a whole number, got {shown(value)}", field=name,
                               es=f"{name}: debe ser un número entero, pero es {shown(value)}")
    if minimum is not None and value < minimum:
        raise InvalidSituation(f"{name}: must be at least {minimum}, got {value}", field=name,
                               es=f"{name}: debe ser al menos {minimum}, pero es {value}")
    if maximum is not None and value > maximum:
        raise InvalidSituation(f"{name}: must be at most {maximum}, got {value}", field=name,
                               es=f"{name}: debe ser como mucho {maximum}, pero es {value}")
    return value


def choice(situation: Mapping[str, Any], name: str, choices: Sequence[Any]) -> Any:
    """One of a fixed set of values (strings, or ``None`` where listed).

    Raises:
        InvalidSituation: missing or not one of ``choices``.
    """
    value = _get(situation, name)
    if value not in choices or isinstance(value, bool):
        allowed = ", ".join(shown(c) for c in choices)
        raise InvalidSituation(f"{name}: must be one of {allowed}, got {shown(value)}", field=name,
                               es=f"{name}: debe ser uno de: {allowed}, pero es {shown(value)}")
    return value


def mapping(situation: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    """A JSON object (e.g. ``bazas`` or ``plato``).

    Raises:
        InvalidSituation: missing or not an object.
    """
    return _typed(situation, name, Mapping, "an object", "un objeto")


def nested(situation: Mapping[str, Any], name: str, known: Sequence[str]) -> Mapping[str, Any]:
    """A JSON object field whose keys are fixed (e.g. ``bazas`` or ``plato``); an unknown key is named in full.

    Raises:
        InvalidSituation (``field=name``): missing or not an object, or a key not in ``known``
            (``bazas.alcalde: unknown field; bazas takes jugador, contra_a, contra_b``).
    """
    value = mapping(situation, name)
    for key in value:
        if key not in known:
            raise InvalidSituation(f"{name}.{str(key)[:40]}: unknown field; {name} takes {', '.join(known)}",
                                   field=name,
                                   es=f"{name}.{str(key)[:40]}: campo desconocido; {name} admite "
                                      f"{', '.join(known)}")
    return value


def only_known(situation: Any, known: Collection[str]) -> Mapping[str, Any]:
    """Check the situation is a JSON object; unknown fields are refused so a typo is never silently ignored.

    Args:
        situation: the decoded JSON situation.
        known: the accepted field names, in the order the message lists them.

    Raises:
        InvalidSituation: not an object, or a field name not in ``known``.
    """
    if not isinstance(situation, Mapping):
        raise InvalidSituation(f"the situation must be a JSON object, got {shown(situation)}",
                               es=f"la situación debe ser un objeto JSON, pero es {shown(situation)}")
    for name in situation:  # name the first unknown field, in the situation's order
        if name not in known:
            raise InvalidSituation(f"{shown(name)}: unknown field; this ruling takes {', '.join(known)}",
                                   field=str(name)[:60],
                                   es=f"{shown(name)}: campo desconocido; esta consulta admite {', '.join(known)}")
    return situation


# ---------------------------------------------------------------------------------------------- declarations

CARDS, CARD, CARD_LISTS, NUMBERS, WORDS = "cards", "card", "card_lists", "numbers", "words"
BOOLEAN, INTEGER, CHOICE, GROUP = "boolean", "integer", "choice", "group"
REQUIRED = _MISSING
"""The default of a field the situation must give."""

CARD_TEXT = {FRANCESA: 3, ESPANOLA: 20}
"""Longest card as typed, in characters (``10H``; a Spanish card may be written by name, ``caballo de espadas``)."""
DECK_SIZE = {FRANCESA: 108, ESPANOLA: 40}
"""Most cards a list can hold: Canasta's two decks with their jokers, Tresillo's deck."""


@dataclass(frozen=True)
class Field:
    """One situation field of a ruling, declared once: the referee reads it with :meth:`read`, the API's OpenAPI
    document describes it with :meth:`json_schema`, the referee page draws its widget and labels from it.

    Attributes:
        name: the JSON key (Spanish, ``docs/rulings.md``).
        type: :data:`CARDS` (a card list), :data:`CARD`, :data:`CARD_LISTS` (a list of card lists),
            :data:`NUMBERS` (a list of whole numbers), :data:`WORDS` (a list of words, each one of ``choices``),
            :data:`BOOLEAN`, :data:`INTEGER`, :data:`CHOICE` (one of ``choices``) or :data:`GROUP` (an object of
            ``parts``).
        label: ``{"es": ..., "en": ...}`` the field's name on pages.
        description: one line for the documentation (English).
        default: the value of a missing field (:data:`REQUIRED`: it must be given); ``null`` reads as it too.
        minimum, maximum: bounds of an integer, or of every number of a :data:`NUMBERS` list.
        min_items, max_items: bounds of the number of cards (of lists for :data:`CARD_LISTS`).
        choices: the values of a :data:`CHOICE` (``None`` among them: ``null`` is one of the answers).
        parts: the fields of a :data:`GROUP`.
        names_player: the value names a player or a side, so its ``null`` reads "nobody" on pages and in the
            command line's printout ("primeras: nadie", as the question says), not "none"; JSON keeps ``null``.
    """

    name: str
    type: str
    label: Mapping[str, str]
    description: str
    default: Any = REQUIRED
    minimum: int | None = None
    maximum: int | None = None
    min_items: int = 0
    max_items: int | None = None
    choices: tuple = ()
    parts: tuple["Field", ...] = ()
    names_player: bool = False

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def null_is_a_value(self) -> bool:
        """``null`` is one of the field's values (a choice such as ``primeras``), not "the default"."""
        return self.type == CHOICE and None in self.choices

    def but(self, **changes: Any) -> "Field":
        """The same field with other attributes (a ruling's own description or bounds of a shared field)."""
        return replace(self, **changes)

    def read(self, situation: Mapping[str, Any], deck: str) -> Any:
        """The field's value in ``situation``: cards as card values, a group as a dict of its parts, a missing
        (or ``null``) field as its default.

        Raises:
            InvalidSituation (``field`` = this field): missing when required, of the wrong type or out of bounds.
        """
        given = self.name in situation
        if not given or situation[self.name] is None and not self.null_is_a_value:
            if not self.required:
                return self.default
            if not given:
                raise _required(self.name)
        return _READERS[self.type](self, situation, deck)  # a null where it means nothing: "must be ..."

    def max_length(self, deck: str) -> int:
        """The longest text the referee page accepts for this field, in characters (a number, a choice, cards
        separated by spaces, one combination per line)."""
        if self.type in (CARDS, CARD, CARD_LISTS):
            return (self.max_items or DECK_SIZE[deck]) * (CARD_TEXT[deck] + 2)
        if self.type == NUMBERS:
            return 200
        if self.type == WORDS:
            return (self.max_items or 40) * (max(len(str(c)) for c in self.choices) + 2)
        if self.type == CHOICE:
            return max(len(str(c)) for c in self.choices)
        return 40  # a whole number: too long to be one is answered "write a whole number"

    def json_schema(self, deck: str) -> dict:
        """The JSON schema of the field's value, as strict as :meth:`read` (``null`` allowed where it reads as the
        default)."""
        schema = _SCHEMAS[self.type](self, deck)
        if not self.required and not self.null_is_a_value:
            schema = {"anyOf": [schema, {"type": "null"}]}
        return {**schema, "description": self.description}


def label_pair(es: str, en: str) -> Mapping[str, str]:
    """A text in both languages, as fields and rulings carry it."""
    return {"es": es, "en": en}


def _counted(f: Field, count: int) -> None:
    """Refuse a list holding fewer than ``f.min_items`` or more than ``f.max_items`` items."""
    if f.min_items <= count and (f.max_items is None or count <= f.max_items):
        return
    least, most = f.min_items, f.max_items
    en, es = _WHAT[f.type][least == 1 and most in (1, None)]  # "at least 1 card", "3 cards", "1 to 9 cards"
    if least == most:
        bounds = f"{least} {en}", f"{least} {es}"
    elif most is None:
        bounds = f"at least {least} {en}", f"al menos {least} {es}"
    else:
        bounds = f"{least} to {most} {en}", f"de {least} a {most} {es}"
    raise InvalidSituation(f"{f.name}: must hold {bounds[0]}, got {count}", field=f.name,
                           es=f"{f.name}: debe tener {bounds[1]}, pero tiene {count}")


_WHAT = {CARDS: (("cards", "cartas"), ("card", "carta")),
         CARD_LISTS: (("card lists", "listas de cartas"), ("card list", "lista de cartas"))}
"""What a list holds, in English and Spanish: plural, then singular (indexed by "exactly or at least one")."""


def _read_cards(f: Field, situation: Mapping[str, Any], deck: str) -> tuple:
    value = cards(situation, f.name, deck)
    _counted(f, len(value))
    return value


def _read_card_lists(f: Field, situation: Mapping[str, Any], deck: str) -> tuple:
    value = card_lists(situation, f.name, deck)
    _counted(f, len(value))
    return value


def _read_numbers(f: Field, situation: Mapping[str, Any], deck: str) -> list:
    value = situation.get(f.name)
    if not isinstance(value, list):
        raise InvalidSituation(f"{f.name}: must be a list of whole numbers, got {shown(value)}", field=f.name,
                               es=f"{f.name}: debe ser una lista de números enteros, pero es {shown(value)}")
    items = {str(i): v for i, v in enumerate(value)}
    try:
        return [integer(items, k, minimum=f.minimum, maximum=f.maximum) for k in items]
    except InvalidSituation as err:
        raise err.within(f"{f.name}.", f.name) from None


def _read_words(f: Field, situation: Mapping[str, Any], deck: str) -> list:
    value = situation.get(f.name)
    if not isinstance(value, list) or not all(isinstance(w, str) and w in f.choices for w in value):
        allowed = ", ".join(map(str, f.choices))
        raise InvalidSituation(f"{f.name}: must be a list of words among {allowed}, got {shown(value)}", field=f.name,
                               es=f"{f.name}: debe ser una lista de palabras entre {allowed}, pero es {shown(value)}")
    if f.max_items is not None and len(value) > f.max_items:
        raise InvalidSituation(f"{f.name}: must hold at most {f.max_items} words, got {len(value)}", field=f.name,
                               es=f"{f.name}: debe tener como mucho {f.max_items} palabras, pero tiene {len(value)}")
    return list(value)


def _read_group(f: Field, situation: Mapping[str, Any], deck: str) -> dict:
    value = nested(situation, f.name, [p.name for p in f.parts])
    try:
        return {p.name: p.read(value, deck) for p in f.parts}
    except InvalidSituation as err:
        raise err.within(f"{f.name}.", f.name) from None


_READERS = {
    CARDS: _read_cards,
    CARD: lambda f, s, deck: card(s, f.name, deck),
    CARD_LISTS: _read_card_lists,
    NUMBERS: _read_numbers,
    WORDS: _read_words,
    BOOLEAN: lambda f, s, deck: boolean(s, f.name),
    INTEGER: lambda f, s, deck: integer(s, f.name, minimum=f.minimum, maximum=f.maximum),
    CHOICE: lambda f, s, deck: choice(s, f.name, f.choices),
    GROUP: _read_group,
}


def read_all(declared: Sequence[Field], situation: Any, deck: str) -> dict:
    """Every declared field of ``situation`` read (:meth:`Field.read`), after refusing fields not declared.

    Raises:
        InvalidSituation: not an object, an undeclared field, or a field :meth:`Field.read` refuses.
    """
    situation = only_known(situation, [f.name for f in declared])
    return {f.name: f.read(situation, deck) for f in declared}


# ---------------------------------------------------------------------------------------------- JSON schemas


def _any_case(text: str) -> str:
    """A regular expression matching ``text`` in any letter case, any run of whitespace for a space."""
    return "".join(r"\s+" if c == " " else f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c)
                   for c in text)


def _one_of(spellings) -> str:
    return "(?:" + "|".join(_any_case(s) for s in sorted(spellings, key=len, reverse=True)) + ")"


def _token_pattern(deck: str, names: bool) -> str:
    """One card as the readers accept it (any case; a Spanish card also by name, ``rey de copas``, ``1 de oros``:
    every rank word with every suit, as :func:`~tutor.rules.cartas.parse_espanola` reads them)."""
    tokens = _one_of(POR_TOKEN[deck])
    if deck != ESPANOLA or not names:
        return tokens
    named = [carta.nombre("es").split(" de ", 1) for carta in BARAJA_ESPANOLA]
    ranks, suits = {rank for rank, _ in named} | {"1"}, {suit for _, suit in named}  # "1 de oros" is the as
    return rf"(?:{tokens}|{_one_of(ranks)}\s+{_any_case('de')}\s+{_one_of(suits)})"


def _cards_schema(f: Field, deck: str) -> dict:
    token = _token_pattern(deck, names=False)
    least, most = f.min_items, f.max_items
    repeat = f"{{{max(least - 1, 0)},{'' if most is None else most - 1}}}"
    listed = rf"{token}(?:\s+{token}){repeat}"
    text = rf"^\s*{listed}\s*$" if least else rf"^\s*(?:{listed})?\s*$"
    array = {"type": "array", "items": {"type": "string", "pattern": rf"^\s*{_token_pattern(deck, True)}\s*$"},
             "minItems": least}
    if most is not None:
        array["maxItems"] = most
    return {"anyOf": [array, {"type": "string", "pattern": text,
                              "description": "the cards separated by spaces"}]}


def _card_lists_schema(f: Field, deck: str) -> dict:
    schema = {"type": "array", "items": _cards_schema(Field(f.name, CARDS, f.label, "", min_items=0), deck),
              "minItems": f.min_items}
    if f.max_items is not None:
        schema["maxItems"] = f.max_items
    return schema


def _int_schema(f: Field) -> dict:
    schema = {"type": "integer"}
    if f.minimum is not None:
        schema["minimum"] = f.minimum
    if f.maximum is not None:
        schema["maximum"] = f.maximum
    return schema


_SCHEMAS = {
    CARDS: _cards_schema,
    CARD: lambda f, deck: {"type": "string", "pattern": rf"^\s*{_token_pattern(deck, True)}\s*$"},
    CARD_LISTS: _card_lists_schema,
    NUMBERS: lambda f, deck: {"type": "array", "items": _int_schema(f)},
    WORDS: lambda f, deck: {"type": "array", "items": {"enum": list(f.choices)},
                            **({} if f.max_items is None else {"maxItems": f.max_items})},
    BOOLEAN: lambda f, deck: {"type": "boolean"},
    INTEGER: lambda f, deck: _int_schema(f),
    CHOICE: lambda f, deck: {"enum": list(f.choices)},
    GROUP: lambda f, deck: {"type": "object", "properties": {p.name: p.json_schema(deck) for p in f.parts},
                            "required": [p.name for p in f.parts if p.required], "additionalProperties": False},
}


# ---------------------------------------------------------------------------------------------- shared fields

CARTAS = Field("cartas", CARDS, label_pair("Cartas", "Cards"), "the cards")
MANO = Field("mano", CARDS, label_pair("Mano", "Hand"), "the player's hand")
COMBINACIONES = Field("combinaciones", CARD_LISTS, label_pair("Combinaciones en la mesa", "Melds on the table"),
                      "the partnership's combinations on the table, a list of card lists")
PUNTUACION = Field("puntuacion", INTEGER, label_pair("Puntuación de la pareja", "Partnership's score"),
                   "the partnership's accumulated score in the partida (sets the salida minimum)")
SALIDA_HECHA = Field("salida_hecha", BOOLEAN, label_pair("Salida ya hecha", "Salida already made"),
                     "true when the player's partnership has made its salida this hand")
TRESES_ROJOS = Field("treses_rojos", INTEGER, label_pair("Treses rojos", "Red threes"),
                     "red threes exposed by the partnership (0-4)", default=0, minimum=0, maximum=4)
RESCATADOS = Field("rescatados", CARDS, label_pair("Comodines rescatados", "Rescued comodines"),
                   "optional: rescued comodines lying crosswise on it (default none)", default=())
ROLES = ("jugador", "contra_a", "contra_b")
ROLE_LABELS = {"jugador": label_pair("Jugador", "Jugador"), "contra_a": label_pair("Contra A", "Contra A"),
               "contra_b": label_pair("Contra B", "Contra B")}
BAZAS = Field("bazas", GROUP, label_pair("Bazas ganadas", "Tricks won"),
              "tricks won: {\"jugador\": int, \"contra_a\": int, \"contra_b\": int}, adding up to 9",
              parts=tuple(Field(r, INTEGER, ROLE_LABELS[r], f"tricks won by {r}", minimum=0, maximum=9)
                          for r in ROLES))
