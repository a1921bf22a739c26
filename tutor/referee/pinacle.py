"""Referee adapters for Pinacle (``referee.md``; ``rules/pinacle.md`` §7–§10).

Each adapter reads a situation's fields with :mod:`.fields` (errors name the field), calls the engine in
:mod:`tutor.rules.pinacle` with the house rules in force, and returns the engine's :class:`Ruling` unchanged.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import pinacle
from ..rules.base import Ruling
from . import RulingSpec
from . import fields as f


def _escalera(situation: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_escalera(
        f.cards(situation, "cartas"),
        f.cards(situation, "rescatados", default=()),
        f.boolean(situation, "inicio", default=False),
        house_rules.pinacle,
    )


def _especial(situation: Mapping[str, Any], house_rules) -> Ruling:
    return pinacle.decidir_especial(
        f.cards(situation, "cartas"),
        f.boolean(situation, "de_mano", default=False),
        f.boolean(situation, "en_mano", default=True),
        f.cards(situation, "rescatados", default=()),
        house_rules.pinacle,
    )


def _rescate(situation: Mapping[str, Any], house_rules) -> Ruling:
    completa = situation.get("completa")
    return pinacle.decidir_rescate(
        f.card(situation, "comodin"),
        f.choice(situation, "combinacion", ("escalera", "trio")),
        f.card(situation, "sustituye"),
        f.boolean(situation, "bloqueado", default=False),
        None if completa is None else f.boolean(situation, "completa"),
        house_rules.pinacle,
    )


RULINGS = (
    RulingSpec(
        name="pinacle.escalera",
        game="pinacle",
        title={"es": "¿Vale esta escalera, qué comodines están bloqueados y cuánto vale?",
               "en": "Is this escalera valid, which comodines are blocked and what is it worth?"},
        fields={
            "cartas": "the escalera's cards in sequence order, lowest first (3 … A), each comodín where it stands",
            "rescatados": "optional: rescued comodines lying crosswise on it (default none)",
            "inicio": "optional: true when these cards are laid from one hand to start the escalera (default false)",
        },
        example={"cartas": ["2S", "4S", "5S", "6S", "7S", "8S", "JK", "10S", "JS", "QS", "KS", "AS"],
                 "rescatados": ["2D"]},
        decide=_escalera,
    ),
    RulingSpec(
        name="pinacle.especial",
        game="pinacle",
        title={"es": "¿Es una combinación especial o un pináculo, y cuánto vale?",
               "en": "Is this a special set or a pináculo, and what is it worth?"},
        fields={
            "cartas": "the set: cards of one rank plus any comodines",
            "de_mano": "optional: true when a pináculo was formed with the dealt cards (default false: later in the hand)",
            "en_mano": "optional: false when the set was built up on the table, never a pináculo (default true)",
            "rescatados": "optional: rescued comodines lying crosswise on it (default none)",
        },
        example={"cartas": ["QS", "QS", "QH", "QH", "QD", "QD", "QC", "QC", "JK", "JK", "2C"], "de_mano": True},
        decide=_especial,
    ),
    RulingSpec(
        name="pinacle.rescate",
        game="pinacle",
        title={"es": "¿Se puede rescatar este comodín y cuánto vale?",
               "en": "Can this comodín be rescued and what is it worth?"},
        fields={
            "comodin": "the joker or 2 lying in the combination",
            "combinacion": "\"escalera\" or \"trio\"",
            "sustituye": "the natural card placed to rescue it (the card it stands for)",
            "bloqueado": "optional: true when the comodín lies between two cards of the escalera (default false)",
            "completa": "optional: whether the escalera is complete (needed only when the house forbids rescues "
                        "from incomplete escaleras)",
        },
        example={"comodin": "2C", "combinacion": "trio", "sustituye": "AD"},
        decide=_rescate,
    ),
)
