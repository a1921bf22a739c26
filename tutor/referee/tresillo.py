"""Referee adapters for Tresillo (``referee.md``, ``rules/tresillo.md``).

Each adapter reads the situation with :mod:`.fields` (errors name the field at fault), calls the engine in
:mod:`tutor.rules.tresillo` with the Tresillo house rules in force, and returns its Ruling unchanged.
The payments (``tresillo.cobro``) live in :mod:`.tresillo_cobro`.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules.base import InvalidSituation, Ruling
from ..rules.cartas import ESPANOLA
from ..rules.house_rules import HouseRules
from ..rules.tresillo import (
    estuches, firmes, ganador_baza, jugadas_legales, ordenar, resultado,
)
from ..rules.tresillo.lances import LANCES
from . import RulingSpec, fields   # RulingSpec is defined before the registry imports this module
from .tresillo_cobro import RULINGS as _COBRO

PALOS = ("o", "c", "e", "b")
_TRIUNFO = "trump suit: o (oros), c (copas), e (espadas) or b (bastos)"


def _triunfo(situation: Mapping[str, Any]) -> str:
    return fields.choice(situation, "triunfo", PALOS)


def _orden(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return ordenar(fields.cards(situation, "cartas", ESPANOLA), _triunfo(situation), house_rules.tresillo)


def _baza(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return ganador_baza(fields.cards(situation, "cartas", ESPANOLA), _triunfo(situation), house_rules.tresillo)


def _jugada_legal(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    triunfo = _triunfo(situation)
    baza = fields.cards(situation, "baza", ESPANOLA, default=())
    mano = fields.cards(situation, "mano", ESPANOLA)
    return jugadas_legales(baza, mano, triunfo, house_rules.tresillo)


def _resultado(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    bazas = fields.nested(situation, "bazas", ("jugador", "contra_a", "contra_b"))
    try:
        counts = [fields.integer(bazas, k, minimum=0, maximum=9) for k in ("jugador", "contra_a", "contra_b")]
    except InvalidSituation as err:
        raise err.within("bazas.", "bazas") from None
    lance = fields.choice(situation, "lance", LANCES, default=None)
    return resultado(*counts, lance=lance, house_rules=house_rules.tresillo)


def _estuches(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return estuches(fields.cards(situation, "mano", ESPANOLA), _triunfo(situation), house_rules.tresillo)


def _firmes(situation: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    triunfo = _triunfo(situation)
    mano = fields.cards(situation, "mano", ESPANOLA)
    fuera = fields.cards(situation, "fuera", ESPANOLA, default=())
    return firmes(mano, triunfo, fuera, house_rules.tresillo)


def _spec(name, fields_, example, decide, es, en) -> RulingSpec:
    return RulingSpec(name=name, game="tresillo", fields=fields_, example=example, decide=decide,
                      title={"es": es, "en": en})


def _specs() -> tuple:
    return (
        _spec("tresillo.orden",
              {"triunfo": _TRIUNFO, "cartas": "cards of the 40-card deck to sort, each once (e.g. [\"12o\", \"1e\"])"},
              {"triunfo": "o", "cartas": ["12o", "1b", "5c", "1e", "7o", "12c", "2e"]},
              _orden, "¿Cómo se ordenan estas cartas con este triunfo?",
              "How do these cards rank with these trumps?"),
        _spec("tresillo.baza",
              {"triunfo": _TRIUNFO, "cartas": "the three cards of the trick in the order played, first = led"},
              {"triunfo": "c", "cartas": ["5c", "1b", "7c"]},
              _baza, "¿Quién gana la baza?", "Who wins the trick?"),
        _spec("tresillo.jugada_legal",
              {"triunfo": _TRIUNFO, "baza": "cards already played to this trick, first = led (empty when leading)",
               "mano": "the player's cards (1 to 9)"},
              {"triunfo": "c", "baza": ["1e"], "mano": ["7c", "12e", "3o", "5b"]},
              _jugada_legal, "¿Qué cartas puede jugar?", "Which cards may he play?"),
        _spec("tresillo.resultado",
              {"bazas": "tricks won: {\"jugador\": int, \"contra_a\": int, \"contra_b\": int}, adding up to 9",
               "lance": "optional lance (entrada, vuelta, solo, vuelta_solera, bola); bola needs all nine tricks"},
              {"bazas": {"jugador": 1, "contra_a": 4, "contra_b": 4}},
              _resultado, "¿La saca, es puesta o es codillo?", "Sacada, puesta or codillo?"),
        _spec("tresillo.estuches",
              {"triunfo": _TRIUNFO, "mano": "the jugador's nine cards after his exchange"},
              {"triunfo": "o", "mano": ["1e", "7o", "1b", "1o", "12o", "3o", "5c", "6c", "12b"]},
              _estuches, "¿Cuántos estuches o contraestuche tiene?",
              "How many estuches or contraestuche does he hold?"),
        _spec("tresillo.firmes",
              {"triunfo": _TRIUNFO, "mano": "the player's cards (up to 9)",
               "fuera": "optional: cards known to be out of play (tricks played, discards, baceta cards seen)"},
              {"triunfo": "o", "mano": ["11e", "10e", "12c", "11c", "1e", "7o", "1b", "3o", "4o"],
               "fuera": ["12e"]},
              _firmes, "¿Qué cartas son firmes y de qué categoría?", "Which cards are firmes, and of which category?"),
    )


RULINGS = _specs() + _COBRO
"""The Tresillo rulings of ``referee.md``; the payments (``tresillo.cobro``) come last."""
