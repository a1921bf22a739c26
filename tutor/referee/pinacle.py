"""Referee adapters for Pinacle (``docs/rulings.md``; ``rules/pinacle.md`` §5–§10).

Each ruling declares its situation fields (:class:`~.fields.Field`); the referee reads them (errors name the
field), each adapter calls the engine in
:mod:`tutor.rules.pinacle` with the house rules in force, and returns the engine's :class:`Ruling` unchanged.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import pinacle
from ..rules.base import Ruling
from . import RulingSpec
from .fields import BOOLEAN, CARD, CARDS, CARTAS, CHOICE, COMBINACIONES, INTEGER, MANO, RESCATADOS, Field, label_pair


def _escalera(v: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_escalera(v["cartas"], v["rescatados"], v["inicio"], house_rules.pinacle)


def _especial(v: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_especial(v["cartas"], v["de_mano"], v["en_mano"], v["rescatados"], house_rules.pinacle)


def _rescate(v: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_rescate(v["comodin"], v["combinacion"], v["sustituye"], v["bloqueado"], v["completa"],
                                   house_rules.pinacle)


def _jugada(v: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_jugada(v["jugada"], v["cartas"], v["mano"], v["combinaciones"], v["sobre"],
                                  v["otra"], v["extremo"], v["a_la_derecha"], v["pozo"], house_rules.pinacle)


RULINGS = (
    RulingSpec.declare(
        "pinacle.escalera",
        (CARTAS.but(description="the escalera's cards in sequence order, lowest first (3 … A), each comodín where "
                                "it stands", min_items=1),
         RESCATADOS,
         Field("inicio", BOOLEAN,
               label_pair("Bajada de una vez para empezar la escalera", "Laid from one hand to start the escalera"),
               "optional: true when these cards are laid from one hand to start the escalera (default false)",
               default=False)),
        {"cartas": ["2S", "4S", "5S", "6S", "7S", "8S", "JK", "10S", "JS", "QS", "KS", "AS"], "rescatados": ["2D"]},
        _escalera,
        "¿Vale esta escalera, qué comodines están bloqueados y cuánto vale?",
        "Is this escalera valid, which comodines are blocked and what is it worth?"),
    RulingSpec.declare(
        "pinacle.especial",
        (CARTAS.but(description="the set: cards of one rank plus any comodines", min_items=3),
         Field("de_mano", BOOLEAN, label_pair("Formada con las cartas repartidas", "Formed with the dealt cards"),
               "optional: true when a pináculo was formed with the dealt cards (default false: later in the hand)",
               default=False),
         Field("en_mano", BOOLEAN, label_pair("Formada en la mano (no completada en la mesa)",
                                              "Formed in the hand (not built up on the table)"),
               "optional: false when the set was built up on the table, never a pináculo (default true)",
               default=True),
         RESCATADOS),
        {"cartas": ["QS", "QS", "QH", "QH", "QD", "QD", "QC", "QC", "JK", "JK", "2C"], "de_mano": True},
        _especial,
        "¿Es una combinación especial o un pináculo, y cuánto vale?",
        "Is this a special set or a pináculo, and what is it worth?"),
    RulingSpec.declare(
        "pinacle.rescate",
        (Field("comodin", CARD, label_pair("Comodín", "Comodín"), "the joker or 2 lying in the combination"),
         Field("combinacion", CHOICE, label_pair("Combinación", "Combination"), "\"escalera\" or \"trio\"",
               choices=("escalera", "trio")),
         Field("sustituye", CARD, label_pair("Sustituye a", "Replaces"),
               "the natural card placed to rescue it (the card it stands for)"),
         Field("bloqueado", BOOLEAN, label_pair("El comodín está entre dos cartas", "The comodín lies between two cards"),
               "optional: true when the comodín lies between two cards of the escalera (default false)",
               default=False),
         Field("completa", BOOLEAN, label_pair("La escalera está completa", "The escalera is complete"),
               "optional: whether the escalera is complete (needed only when the house forbids rescues from "
               "incomplete escaleras)", default=None)),
        {"comodin": "2C", "combinacion": "trio", "sustituye": "AD"},
        _rescate,
        "¿Se puede rescatar este comodín y cuánto vale?", "Can this comodín be rescued and what is it worth?"),
    RulingSpec.declare(
        "pinacle.jugada",
        (Field("jugada", CHOICE, label_pair("Jugada", "Move"),
               "the move: bajar_trio (expose a trío), empezar_escalera, anadir (add cards to a combination of the "
               "partnership), unir (join two escaleras), tomar_pozo (take cards from the top of the pozo), "
               "descartar (one card)", choices=pinacle.JUGADAS),
         CARTAS.but(description="optional: the move's cards: laid from the hand (an escalera lowest first), taken "
                                "from the top of the pozo, or the one card discarded (default none)", default=()),
         MANO.but(description="optional: the player's hand; the cards laid must be in it (default: not given)",
                  default=()),
         COMBINACIONES.but(description="optional: the partnership's combinations on the table, a list of card "
                                       "lists, each escalera lowest first (default none)", default=()),
         Field("sobre", INTEGER, label_pair("Sobre la combinación (número, desde 0)",
                                            "On the combination (number, from 0)"),
               "for anadir and unir: the index in combinaciones of the combination the move acts on (from 0)",
               default=None, minimum=0),
         Field("otra", INTEGER, label_pair("La otra escalera (número, desde 0)", "The other escalera (number, from 0)"),
               "for unir: the index in combinaciones of the other escalera", default=None, minimum=0),
         Field("extremo", CHOICE, label_pair("Extremo de la escalera", "End of the escalera"),
               "optional: for anadir to an escalera, \"arriba\" (after its top card, default) or \"abajo\"",
               default="arriba", choices=("arriba", "abajo")),
         Field("a_la_derecha", BOOLEAN, label_pair("Puesta a su derecha (la señal)", "Placed to his right (the signal)"),
               "optional: for empezar_escalera, placed to the player's right: the seven-card signal (default false)",
               default=False),
         Field("pozo", CARDS, label_pair("Pozo (la última es la de encima)", "Discard pile (pozo), top card last"),
               "optional: for tomar_pozo, the pozo's cards, bottom to top (default none)", default=())),
        {"jugada": "empezar_escalera", "cartas": ["9H", "10H", "JK"],
         "mano": ["9H", "10H", "JK", "3H", "5H", "7H", "KH", "AH", "4C"], "a_la_derecha": True},
        _jugada,
        "¿Puede hacer esta jugada en su turno?", "May he make this move in his turn?"),
)
