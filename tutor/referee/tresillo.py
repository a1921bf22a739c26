"""Referee adapters for Tresillo (``docs/rulings.md``, ``rules/tresillo.md``).

Each ruling declares its situation fields (:class:`~.fields.Field`); the referee reads them (errors name the
field at fault), each adapter calls the engine in
:mod:`tutor.rules.tresillo` with the Tresillo house rules in force, and returns its Ruling unchanged.
The payments (``tresillo.cobro``) are settled by :mod:`.tresillo_cobro`.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules.base import Ruling
from ..rules.house_rules import HouseRules
from ..rules.tresillo import estuches, firmes, ganador_baza, jugadas_legales, ordenar, resultado
from ..rules.tresillo.contabilidad import cobro
from ..rules.tresillo.lances import ESCALA, PASO, pujas_posibles
from . import RulingSpec, tresillo_cobro  # RulingSpec is defined before the registry imports this module
from .fields import BAZAS, CARDS, CARTAS, CHOICE, MANO, WORDS, Field, label_pair
from .tresillo_cobro import LANCE

PALOS = ("o", "c", "e", "b")
TRIUNFO = Field("triunfo", CHOICE, label_pair("Triunfo", "Trumps"),
                "trump suit: o (oros), c (copas), e (espadas) or b (bastos)", choices=PALOS)



def _orden(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return ordenar(v["cartas"], v["triunfo"], house_rules.tresillo)


def _baza(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return ganador_baza(v["cartas"], v["triunfo"], house_rules.tresillo)


def _jugada_legal(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return jugadas_legales(v["baza"], v["mano"], v["triunfo"], house_rules.tresillo)


def _resultado(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    bazas = v["bazas"]
    return resultado(bazas["jugador"], bazas["contra_a"], bazas["contra_b"], lance=v["lance"],
                     house_rules=house_rules.tresillo)


def _estuches(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return estuches(v["mano"], v["triunfo"], house_rules.tresillo, v["descarte"], v["robadas"])


def _firmes(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return firmes(v["mano"], v["triunfo"], v["fuera"], house_rules.tresillo)


def _subasta(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return pujas_posibles(v["acciones"], house_rules.tresillo)


def _cobro(v: Mapping[str, Any], house_rules: HouseRules) -> Ruling:
    return cobro(*tresillo_cobro.trato_from_values(v), house_rules.tresillo)


_declare = RulingSpec.declare

RULINGS = (
    _declare("tresillo.orden",
             (TRIUNFO, CARTAS.but(description="cards of the 40-card deck to sort, each once (e.g. [\"12o\", \"1e\"])",
                                  max_items=40)),
             {"triunfo": "o", "cartas": ["12o", "1b", "5c", "1e", "7o", "12c", "2e"]},
             _orden, "¿Cómo se ordenan estas cartas con este triunfo?", "How do these cards rank with these trumps?"),
    _declare("tresillo.baza",
             (TRIUNFO, CARTAS.but(description="the three cards of the trick in the order played, first = led",
                                  min_items=3, max_items=3)),
             {"triunfo": "c", "cartas": ["5c", "1b", "7c"]},
             _baza, "¿Quién gana la baza?", "Who wins the trick?"),
    _declare("tresillo.jugada_legal",
             (TRIUNFO,
              Field("baza", CARDS, label_pair("Cartas jugadas en esta baza", "Cards played to this trick"),
                    "cards already played to this trick, first = led (empty when leading)", default=(),
                    max_items=2),
              MANO.but(description="the player's cards (1 to 9)", min_items=1, max_items=9)),
             {"triunfo": "c", "baza": ["1e"], "mano": ["7c", "12e", "3o", "5b"]},
             _jugada_legal, "¿Qué cartas puedes jugar?", "Which cards may you play?"),
    _declare("tresillo.resultado",
             (BAZAS, LANCE.but(description="optional lance (entrada, vuelta, solo, vuelta_solera, bola); bola needs "
                                           "all nine tricks", default=None)),
             {"bazas": {"jugador": 1, "contra_a": 4, "contra_b": 4}},
             _resultado, "¿La saca, es puesta o es codillo?", "Sacada, puesta or codillo?"),
    _declare("tresillo.estuches",
             (TRIUNFO,
              MANO.but(description="the jugador's nine cards after his exchange, or as dealt when descarte and "
                                   "robadas are given", min_items=9, max_items=9),
              Field("descarte", CARDS, label_pair("Cartas que aparta", "Cards he lays aside"),
                    "optional: the cards the jugador lays aside in his exchange (entrada or vuelta), from mano",
                    default=(), max_items=9),
              Field("robadas", CARDS, label_pair("Cartas que roba", "Cards he draws"),
                    "optional: the cards he draws from the baceta, as many as he lays aside", default=(),
                    max_items=9)),
             {"triunfo": "o", "mano": ["1e", "7o", "1b", "1o", "12o", "3o", "5c", "6c", "12b"]},
             _estuches, "¿Cuántos estuches o contraestuche tiene?", "How many estuches or contraestuche does he hold?"),
    _declare("tresillo.firmes",
             (TRIUNFO, MANO.but(description="the player's cards (up to 9)", max_items=9),
              Field("fuera", CARDS, label_pair("Cartas fuera de juego", "Cards out of play"),
                    "optional: cards known to be out of play (tricks played, discards, baceta cards seen)",
                    default=(), max_items=40)),
             {"triunfo": "o", "mano": ["11e", "10e", "12c", "11c", "1e", "7o", "1b", "3o", "4o"], "fuera": ["12e"]},
             _firmes, "¿Qué cartas son firmes y de qué categoría?", "Which cards are firmes, and of which category?"),
    _declare("tresillo.subasta",
             (Field("acciones", WORDS, label_pair("La subasta hasta ahora", "The auction so far"),
                    "the auction so far, from the mano on: each \"paso\" or a bid (entrada, entrada_favor, vuelta, "
                    "solo, solo_favor, bola, bola_favor); empty before anybody speaks",
                    choices=(PASO, *ESCALA), max_items=30),),
             {"acciones": ["entrada", "vuelta", "paso"]},
             _subasta, "¿Qué puede pujar todavía quien habla?", "What may the next speaker still bid?"),
    _declare("tresillo.cobro", tresillo_cobro.FIELDS, tresillo_cobro.EXAMPLE, _cobro,
             "¿Quién paga a quién, y cuánto?", "Who pays whom, and how much?"),
)
"""The Tresillo rulings of ``docs/rulings.md``; the payments (``tresillo.cobro``) come last."""
