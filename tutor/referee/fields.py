"""Reading a situation's JSON fields (``referee.md``), with an error that names the field at fault.

Every reader takes the situation mapping and a field name, and raises
:class:`~tutor.rules.base.InvalidSituation` with ``field`` set when the value is missing or of the wrong shape.
"""

from __future__ import annotations

from typing import AbstractSet, Any, Mapping, Sequence

from ..rules.base import InvalidSituation, shown
from ..rules.cartas import FRANCESA, POR_TOKEN, parse_cartas

_MISSING = object()


def _get(situation: Mapping[str, Any], name: str, default: Any) -> Any:
    value = situation.get(name, _MISSING)
    if value is _MISSING or value is None and default is not _MISSING:
        if default is _MISSING:
            raise InvalidSituation(f"{name}: this field is required", field=name,
                                   es=f"{name}: este campo es obligatorio")
        return default
    return value


def cards(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA, default: Any = _MISSING) -> tuple:
    """A list of cards (JSON array of tokens, or one space-separated string).

    Raises:
        InvalidSituation: missing (without default), not a list of strings, or a token that is not a card.
    """
    value = situation.get(name)
    if type(value) is list:  # the usual JSON, canonical tokens: one look-up per card, no further call
        try:
            return tuple(map(POR_TOKEN[baraja].__getitem__, value))  # map: no comprehension frame
        except (KeyError, TypeError):
            pass  # read token by token below: the error names the token and the field
    value = _get(situation, name, default)
    if value is default and default is not _MISSING:
        return value
    try:
        return parse_cartas(value, baraja)
    except InvalidSituation as err:
        raise err.in_field(name) from None


def card(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA, default: Any = _MISSING):
    """Exactly one card token.

    Raises:
        InvalidSituation: missing (without default), not a string, or not exactly one card.
    """
    value = _get(situation, name, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, str):
        raise InvalidSituation(f"{name}: must be one card written as a string, got {shown(value)}", field=name,
                               es=f"{name}: debe ser una carta escrita como texto, pero es {shown(value)}")
    parsed = cards({name: value}, name, baraja)
    if len(parsed) != 1:
        raise InvalidSituation(f"{name}: must be exactly one card, got {shown(value)}", field=name,
                               es=f"{name}: debe ser exactamente una carta, pero es {shown(value)}")
    return parsed[0]


def card_lists(situation: Mapping[str, Any], name: str, baraja: str = FRANCESA, default: Any = _MISSING) -> tuple:
    """A list of card lists (e.g. the partnership's ``combinaciones``).

    Raises:
        InvalidSituation: missing (without default), not a list, or any inner list is not a list of cards.
    """
    value = situation.get(name)
    if type(value) is list:  # the usual JSON, lists of canonical tokens: one look-up per card, no call per meld
        token = POR_TOKEN[baraja].__getitem__
        try:
            melds = tuple([tuple(map(token, item)) for item in value if type(item) is list])
        except (KeyError, TypeError):
            pass  # read meld by meld below: the error names the meld, the token and the field
        else:
            if len(melds) == len(value):  # every item was a list (a string or an object is named below)
                return melds
    value = _get(situation, name, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, (list, tuple)):
        raise InvalidSituation(f"{name}: must be a list of card lists, got {shown(value)}", field=name,
                               es=f"{name}: debe ser una lista de listas de cartas, pero es {shown(value)}")
    out = []
    for i, item in enumerate(value):
        try:
            out.append(parse_cartas(item, baraja))
        except InvalidSituation as err:
            raise err.within(f"{name}[{i}]: ", name) from None
    return tuple(out)


def boolean(situation: Mapping[str, Any], name: str, default: Any = _MISSING) -> bool:
    """A JSON boolean (``true``/``false`` only; ``0``/``1`` are refused).

    Raises:
        InvalidSituation: missing (without default) or not a boolean.
    """
    value = situation.get(name)
    if value is True or value is False:  # the usual case, without the reader below
        return value
    value = _get(situation, name, default)
    if not isinstance(value, bool):
        raise InvalidSituation(f"{name}: must be true or false, got {shown(value)}", field=name,
                               es=f"{name}: debe ser true o false, pero es {shown(value)}")
    return value


def integer(situation: Mapping[str, Any], name: str, default: Any = _MISSING,
            minimum: int | None = None, maximum: int | None = None) -> int:
    """A JSON whole number, optionally within ``[minimum, maximum]`` (booleans are refused).

    Raises:
        InvalidSituation: missing (without default), not a whole number, or out of range.
    """
    value = situation.get(name)
    if type(value) is int and (minimum is None or value >= minimum) and (maximum is None or value <= maximum):
        return value  # the usual case, without the reader below
    value = _get(situation, name, default)
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


def choice(situation: Mapping[str, Any], name: str, choices: Sequence[Any], default: Any = _MISSING) -> Any:
    """One of a fixed set of values (strings, or ``None`` where listed).

    Raises:
        InvalidSituation: missing (without default) or not one of ``choices``.
    """
    value = situation.get(name, _MISSING)
    if value is _MISSING:
        if default is _MISSING:
            raise InvalidSituation(f"{name}: this field is required", field=name,
                                   es=f"{name}: este campo es obligatorio")
        return default
    if value not in choices or isinstance(value, bool):
        allowed = ", ".join(shown(c) for c in choices)
        raise InvalidSituation(f"{name}: must be one of {allowed}, got {shown(value)}", field=name,
                               es=f"{name}: debe ser uno de: {allowed}, pero es {shown(value)}")
    return value


def mapping(situation: Mapping[str, Any], name: str, default: Any = _MISSING) -> Mapping[str, Any]:
    """A JSON object (e.g. ``bazas`` or ``plato``).

    Raises:
        InvalidSituation: missing (without default) or not an object.
    """
    value = _get(situation, name, default)
    if type(value) is not dict and not isinstance(value, Mapping):  # exact dict first: the ABC check is slow
        raise InvalidSituation(f"{name}: must be an object, got {shown(value)}", field=name,
                               es=f"{name}: debe ser un objeto, pero es {shown(value)}")
    return value


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


def only_known(situation: Any, known: AbstractSet[str]) -> Mapping[str, Any]:
    """Check the situation is a JSON object; unknown fields are refused so a typo is never silently ignored.

    Args:
        situation: the decoded JSON situation.
        known: the accepted field names, a set or a keys view (a dict's keys are tested as a subset of it).

    Raises:
        InvalidSituation: not an object, or a field name not in ``known``.
    """
    if type(situation) is dict:
        if situation.keys() <= known:  # the usual case: one subset test in C (``known`` a keys view or a set)
            return situation
    elif not isinstance(situation, Mapping):
        raise InvalidSituation(f"the situation must be a JSON object, got {shown(situation)}",
                               es=f"la situación debe ser un objeto JSON, pero es {shown(situation)}")
    for name in situation:  # name the first unknown field, in the situation's order
        if name not in known:
            raise InvalidSituation(f"{shown(name)}: unknown field; this ruling takes {', '.join(known)}",
                                   field=str(name)[:60],
                                   es=f"{shown(name)}: campo desconocido; esta consulta admite {', '.join(known)}")
    return situation
