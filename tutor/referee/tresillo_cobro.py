"""Referee adapter for ``tresillo.cobro`` (``referee.md``; ``rules/tresillo.md §13``): who pays whom after a deal.

The situation is read with :mod:`.fields` (every error names the field at fault), turned into a
:class:`~tutor.rules.tresillo.contabilidad.Trato` and a :class:`~tutor.rules.tresillo.plato.Plato`, and settled by
:func:`~tutor.rules.tresillo.contabilidad.cobro` with the Tresillo house rules in force.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules.base import InvalidSituation, Ruling, shown
from ..rules.house_rules import HouseRules
from ..rules.tresillo.contabilidad import Trato, cobro
from ..rules.tresillo.lances import LANCES
from ..rules.tresillo.plato import ESTADOS, Plato
from . import fields as f

ROLES_BAZAS = ("jugador", "contra_a", "contra_b")


def _in(name: str, read):
    """Run a reader on a nested object, naming the outer field in the error."""
    try:
        return read()
    except InvalidSituation as err:
        raise err.within(f"{name}.", name) from None


def _bazas(situation: Mapping[str, Any]) -> tuple[int, int, int]:
    bazas = f.nested(situation, "bazas", ROLES_BAZAS)
    return _in("bazas", lambda: tuple(f.integer(bazas, k, minimum=0, maximum=9) for k in ROLES_BAZAS))


def _plato(situation: Mapping[str, Any]) -> tuple[int, str]:
    plato = f.nested(situation, "plato", ("tantos", "puesta"))
    return _in("plato", lambda: (f.integer(plato, "tantos", minimum=0), f.choice(plato, "puesta", ESTADOS)))


def _cartulina(situation: Mapping[str, Any]) -> tuple[int, ...]:
    value = situation.get("cartulina")
    if value is None:
        return ()
    if not isinstance(value, list):
        raise InvalidSituation(f"cartulina: must be a list of reserved puestas in tantos, got {value!r}",
                               field="cartulina",
                               es=f"cartulina: debe ser una lista de puestas reservadas en tantos, pero es "
                                  f"{shown(value)}")
    return _in("cartulina", lambda: tuple(f.integer({str(i): v}, str(i), minimum=1) for i, v in enumerate(value)))


def _rendida(situation: Mapping[str, Any]) -> tuple[bool, str | None]:
    if situation.get("rendida") is None:
        return False, None
    rendida = f.nested(situation, "rendida", ("defendida_por",))
    return True, _in("rendida", lambda: f.choice(rendida, "defendida_por", (None, "contra_a", "contra_b"),
                                                 default=None))


def trato_from_situation(situation: Mapping[str, Any]) -> tuple[Trato, Plato]:
    """The deal and the plato a ``tresillo.cobro`` situation of ``referee.md`` describes (read once, here, for the
    referee and for the puzzles' known mistakes alike).

    Returns:
        ``(Trato, Plato)``.

    Raises:
        InvalidSituation: a missing or malformed field, or an impossible deal (``field`` names the field).
    """
    tantos, puesta = _plato(situation)
    rendida, defensor = _rendida(situation)
    trato = Trato(
        lance=f.choice(situation, "lance", LANCES),
        favor=f.boolean(situation, "favor"),
        bazas=_bazas(situation),
        estuches=f.integer(situation, "estuches", minimum=0),
        contraestuche=f.integer(situation, "contraestuche", minimum=0),
        primeras=f.choice(situation, "primeras", (None, "jugador", "contras")),
        rendida=rendida,
        defendida_por=defensor,
        jugadores=f.integer(situation, "jugadores", default=4, minimum=3, maximum=4),
    )
    return trato, Plato(tantos, puesta, _cartulina(situation))


def decide(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    """``tresillo.cobro``: read the situation of ``referee.md`` and settle the deal.

    Raises:
        InvalidSituation: a missing or malformed field, or an impossible deal (``field`` names the field).
    """
    trato, plato = trato_from_situation(situation)
    return cobro(trato, plato, house_rules.tresillo)


EXAMPLE = {
    "lance": "entrada",
    "favor": False,
    "plato": {"tantos": 60, "puesta": "reservada"},
    "bazas": {"jugador": 2, "contra_a": 5, "contra_b": 2},
    "estuches": 0,
    "contraestuche": 4,
    "primeras": None,
    "cartulina": [],
}
"""Deal 4 of the walkthrough (``rules/tresillo.md §13.14``): an entrada lost by codillo on a reserved puesta."""
