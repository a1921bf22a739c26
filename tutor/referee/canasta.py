"""Referee adapters for Canasta (``referee.md``; ``rules/canasta.md`` §5, §8, §9, §12).

Each adapter reads a situation's fields with :mod:`.fields` (errors name the field), calls the engine in
:mod:`tutor.rules.canasta` with the house rules in force, and returns the engine's :class:`Ruling` unchanged.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import canasta
from ..rules.base import InvalidSituation, Ruling
from . import RulingSpec
from . import fields as f


def _combinacion(situation: Mapping[str, Any], house_rules) -> Ruling:
    cartas = f.cards(situation, "cartas")
    al_irse = f.boolean(situation, "al_irse", default=False)
    try:
        return canasta.analizar_combinacion(cartas, house_rules.canasta, al_irse)
    except InvalidSituation as err:
        raise err.in_field("cartas") from None


def _pozo(situation: Mapping[str, Any], house_rules) -> Ruling:
    return canasta.decidir_pozo(
        f.cards(situation, "pozo"),
        f.boolean(situation, "primera_toma_hecha"),
        f.boolean(situation, "salida_hecha"),
        f.integer(situation, "puntuacion"),
        f.cards(situation, "mano"),
        f.card_lists(situation, "combinaciones", default=()),
        house_rules.canasta,
    )


def _salida(situation: Mapping[str, Any], house_rules) -> Ruling:
    args = dict(
        puntuacion=f.integer(situation, "puntuacion"),
        combinaciones=f.card_lists(situation, "combinaciones"),
        carta_pozo=f.card(situation, "carta_pozo", default=None),
        salida_hecha=f.boolean(situation, "salida_hecha", default=False),
        treses_rojos=f.integer(situation, "treses_rojos", default=0, minimum=0, maximum=4),
        irse_oculta=f.boolean(situation, "irse_oculta", default=False),
    )
    try:
        return canasta.decidir_salida(house_rules=house_rules.canasta, **args)
    except InvalidSituation as err:
        raise err.in_field("combinaciones") from None


def _mano(situation: Mapping[str, Any], house_rules) -> Ruling:
    return canasta.puntuar_mano(
        f.card_lists(situation, "combinaciones", default=()),
        f.integer(situation, "treses_rojos", default=0, minimum=0, maximum=4),
        f.integer(situation, "treses_negros_al_irse", default=0, minimum=0, maximum=4),
        f.cards(situation, "mano", default=()),
        f.boolean(situation, "se_fue"),
        f.choice(situation, "canasta_oculta", (None, *canasta.OCULTAS), default=None),
        house_rules.canasta,
    )


RULINGS = (
    RulingSpec(
        name="canasta.combinacion",
        game="canasta",
        title={"es": "¿Es legal esta combinación, es canasta y cuánto vale?",
               "en": "Is this combination legal, is it a canasta and what is it worth?"},
        fields={
            "cartas": "the combination's cards: one natural rank plus comodines (JK, any 2), or comodines only",
            "al_irse": "optional: true when shown while going out, the only time black threes may be melded "
                       "(default false)",
        },
        example={"cartas": ["8S", "8H", "8D", "8C", "8S", "2H", "JK"]},
        decide=_combinacion,
    ),
    RulingSpec(
        name="canasta.pozo",
        game="canasta",
        title={"es": "¿Puedo tomar el pozo?", "en": "May I take the pozo?"},
        fields={
            "pozo": "the pozo's cards, bottom to top (last = the top card); buried comodines/red threes make it "
                    "premiado",
            "primera_toma_hecha": "true when the pozo has already been taken in this hand",
            "salida_hecha": "true when the player's partnership has made its salida this hand",
            "puntuacion": "the partnership's accumulated score in the partida (sets the salida minimum)",
            "mano": "the player's hand",
            "combinaciones": "the partnership's combinations on the table, a list of card lists (empty before "
                             "its salida)",
        },
        example={"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False,
                 "puntuacion": 1800, "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []},
        decide=_pozo,
    ),
    RulingSpec(
        name="canasta.salida",
        game="canasta",
        title={"es": "¿Llega esta salida al mínimo?", "en": "Does this salida reach the minimum?"},
        fields={
            "puntuacion": "the partnership's accumulated score before this hand",
            "combinaciones": "the combinations shown this turn, a list of card lists (the pozo's top card, when "
                             "taken, is listed in its combination)",
            "carta_pozo": "optional: the pozo's top card taken in the same turn; it must appear in combinaciones "
                          "(it counts; the rest of the pozo does not)",
            "salida_hecha": "optional: true when the partner already made the partnership's salida, so no minimum "
                            "applies (default false)",
            "treses_rojos": "optional: red threes exposed by the partnership; they never count (default 0)",
            "irse_oculta": "optional: the player goes out this turn with a canasta oculta (matters only with the "
                           "house rule salida_oculta_exenta; default false)",
        },
        example={"puntuacion": 1800, "combinaciones": [["KS", "KC", "KD"], ["AH", "AS", "AC"]],
                 "carta_pozo": "KS"},
        decide=_salida,
    ),
    RulingSpec(
        name="canasta.mano",
        game="canasta",
        title={"es": "¿Cuántos puntos hace la pareja en esta mano?",
               "en": "How many points does the partnership score this hand?"},
        fields={
            "combinaciones": "the partnership's combinations on the table at the end of the hand (not black "
                             "threes melded to go out)",
            "treses_rojos": "red threes the partnership exposed (0-4)",
            "treses_negros_al_irse": "black threes melded when going out: 0, 3 or 4",
            "mano": "cards left in both partners' hands",
            "se_fue": "true when a partner of this partnership went out",
            "canasta_oculta": "optional: null, de_mano_sin_apoyo, de_mano_con_apoyo, en_juego_sin_apoyo or "
                              "en_juego_con_apoyo (how a partner went out with a canasta oculta)",
        },
        example={"combinaciones": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"],
                                   ["8S", "8H", "8D", "8C", "8S", "2H", "JK"], ["AS", "AH", "AD"]],
                 "treses_rojos": 2, "treses_negros_al_irse": 0, "mano": ["QD", "6C", "3S"], "se_fue": True},
        decide=_mano,
    ),
)
