"""Referee adapter for ``tresillo.cobro`` (``docs/rulings.md``; ``rules/tresillo.md §13``): who pays whom after a deal.

The situation's fields are declared once (:data:`FIELDS`) and read by that declaration (every error names the
field at fault), turned into a :class:`~tutor.rules.tresillo.contabilidad.Trato` and a
:class:`~tutor.rules.tresillo.plato.Plato`, and settled by :func:`~tutor.rules.tresillo.contabilidad.cobro` with
the Tresillo house rules in force.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules.base import Ruling
from ..rules.cartas import ESPANOLA
from ..rules.house_rules import HouseRules
from ..rules.tresillo.contabilidad import Trato, cobro
from ..rules.tresillo.lances import LANCES
from ..rules.tresillo.plato import ESTADOS, Plato
from .fields import BAZAS, BOOLEAN, CHOICE, GROUP, INTEGER, NUMBERS, ROLES, Field, label_pair, read_all

LANCE = Field("lance", CHOICE, label_pair("Lance", "Lance"),
              "the lance played: entrada, vuelta, solo, vuelta_solera or bola", choices=LANCES)

FIELDS = (
    LANCE,
    Field("favor", BOOLEAN, label_pair("Palo de favor", "Palo de favor"),
          "true if the trump suit was the palo de favor (the actual trump decides, §6.5)"),
    Field("plato", GROUP, label_pair("Plato", "Plato"),
          "the plato at settlement: {\"tantos\": int (this deal's dealer 5 included), "
          "\"puesta\": \"ninguna\" | \"primera\" | \"reservada\"}",
          parts=(Field("tantos", INTEGER, label_pair("Tantos", "Tantos"), "tantos in the plato", minimum=0),
                 Field("puesta", CHOICE, label_pair("Puesta", "Puesta"), "the puesta in the plato",
                       choices=ESTADOS))),
    BAZAS.but(description="tricks {\"jugador\", \"contra_a\", \"contra_b\"}: nine in all; for an undefended "
                          "surrender, the tricks complete before it"),
    Field("estuches", INTEGER, label_pair("Estuches", "Estuches"),
          "the jugador's estuches (0, or 3 and more: consecutive top trumps held from the espada)", minimum=0),
    Field("contraestuche", INTEGER, label_pair("Contraestuche", "Contraestuche"),
          "the jugador's contraestuche (0, or 3 and more: consecutive top trumps missing)", minimum=0),
    Field("primeras", CHOICE, label_pair("Ganó las cinco primeras bazas", "Won all of the first five tricks"),
          "who won all of tricks 1–5: null, \"jugador\" or \"contras\"", choices=(None, "jugador", "contras"),
          names_player=True),
    Field("cartulina", NUMBERS, label_pair("Puestas reservadas (cartulina)", "Reserved puestas (cartulina)"),
          "optional: reserved puestas in tantos, oldest first (default empty)", default=[], minimum=1),
    Field("rendida", GROUP, label_pair("Rendición", "Surrender"),
          "optional: the jugador surrendered: {\"defendida_por\": null | \"contra_a\" | \"contra_b\"}",
          default=None,
          parts=(Field("defendida_por", CHOICE, label_pair("Defendida por", "Defended by"),
                       "the contra who defends the surrendered deal, or null", default=None,
                       choices=(None, "contra_a", "contra_b"), names_player=True),)),
    Field("jugadores", INTEGER, label_pair("Jugadores", "Players"),
          "optional: 4 (the alcalde pays and collects, default) or 3", default=4, minimum=3, maximum=4),
)
"""The situation's fields, declared once (the referee, the API's document and the referee page read them)."""


def trato_from_values(values: Mapping[str, Any]) -> tuple[Trato, Plato]:
    """The deal and the plato of a situation's fields as read by :data:`FIELDS`.

    Raises:
        InvalidSituation: an impossible deal (tricks that do not add up to nine...).
    """
    rendida = values["rendida"]
    trato = Trato(
        lance=values["lance"],
        favor=values["favor"],
        bazas=tuple(values["bazas"][role] for role in ROLES),
        estuches=values["estuches"],
        contraestuche=values["contraestuche"],
        primeras=values["primeras"],
        rendida=rendida is not None,
        defendida_por=rendida["defendida_por"] if rendida is not None else None,
        jugadores=values["jugadores"],
    )
    plato = values["plato"]
    return trato, Plato(plato["tantos"], plato["puesta"], tuple(values["cartulina"]))


def trato_from_situation(situation: Mapping[str, Any]) -> tuple[Trato, Plato]:
    """The deal and the plato a ``tresillo.cobro`` situation of ``docs/rulings.md`` describes (read once, here, for the
    referee and for the puzzles' known mistakes alike).

    Returns:
        ``(Trato, Plato)``.

    Raises:
        InvalidSituation: a missing or malformed field, or an impossible deal (``field`` names the field).
    """
    return trato_from_values(read_all(FIELDS, situation, ESPANOLA))


def decide(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    """``tresillo.cobro``: read the situation of ``docs/rulings.md`` and settle the deal.

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
