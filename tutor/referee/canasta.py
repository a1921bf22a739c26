"""Referee adapters for Canasta (``docs/rulings.md``; ``rules/canasta.md`` §5, §8, §9, §12).

Each ruling declares its situation fields (:class:`~.fields.Field`); the referee reads them (errors name the
field), each adapter calls the engine in
:mod:`tutor.rules.canasta` with the house rules in force, and returns the engine's :class:`Ruling` unchanged.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import canasta
from ..rules.base import InvalidSituation, Ruling
from . import RulingSpec
from .fields import (BOOLEAN, CARD, CARDS, CHOICE, COMBINACIONES, INTEGER, MANO, PUNTUACION, SALIDA_HECHA,
                     TRESES_ROJOS, Field, label_pair)


def _combinacion(v: Mapping[str, Any], house_rules) -> Ruling:
    try:
        return canasta.analizar_combinacion(v["cartas"], house_rules.canasta, v["al_irse"])
    except InvalidSituation as err:
        raise err.in_field("cartas") from None


def _pozo(v: Mapping[str, Any], house_rules) -> Ruling:
    return canasta.decidir_pozo(v["pozo"], v["primera_toma_hecha"], v["salida_hecha"], v["puntuacion"], v["mano"],
                                v["combinaciones"], house_rules.canasta)


def _salida(v: Mapping[str, Any], house_rules) -> Ruling:
    try:
        return canasta.decidir_salida(house_rules=house_rules.canasta, **v)
    except InvalidSituation as err:
        raise err.in_field("combinaciones") from None


def _robo(v: Mapping[str, Any], house_rules) -> Ruling:
    return canasta.robar(v["robo"], v["mano"], v["mazo"], v["pozo"], v["clave"], v["treses_del_reparto"],
                         house_rules.canasta)


def _mano(v: Mapping[str, Any], house_rules) -> Ruling:
    return canasta.puntuar_mano(v["combinaciones"], v["treses_rojos"], v["treses_negros_al_irse"], v["mano"],
                                v["se_fue"], v["canasta_oculta"], house_rules.canasta)


RULINGS = (
    RulingSpec.declare(
        "canasta.combinacion",
        (Field("cartas", CARDS, label_pair("Cartas", "Cards"),
               "the combination's cards: one natural rank plus comodines (JK, any 2), or comodines only",
               min_items=1),
         Field("al_irse", BOOLEAN, label_pair("Bajada al irse", "Shown while going out"),
               "optional: true when shown while going out, the only time black threes may be melded "
               "(default false)", default=False)),
        {"cartas": ["8S", "8H", "8D", "8C", "8S", "2H", "JK"]},
        _combinacion,
        "¿Es legal esta combinación, es canasta y cuánto vale?",
        "Is this combination legal, is it a canasta and what is it worth?"),
    RulingSpec.declare(
        "canasta.pozo",
        (Field("pozo", CARDS, label_pair("Pozo (la última es la de encima)", "Discard pile (pozo), top card last"),
               "the pozo's cards, bottom to top (last = the top card); buried comodines/red threes make it "
               "premiado"),
         Field("primera_toma_hecha", BOOLEAN,
               label_pair("Ya se ha tomado el pozo en esta mano", "Pozo already taken this hand"),
               "true when the pozo has already been taken in this hand"),
         SALIDA_HECHA,
         PUNTUACION,
         MANO,
         COMBINACIONES.but(description="the partnership's combinations on the table, a list of card lists "
                                       "(empty before its salida)", default=())),
        {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False,
         "puntuacion": 1800, "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []},
        _pozo,
        "¿Puedo tomar el pozo?", "May I take the pozo?"),
    RulingSpec.declare(
        "canasta.salida",
        (PUNTUACION.but(description="the partnership's accumulated score before this hand"),
         COMBINACIONES.but(description="the combinations shown this turn, a list of card lists (the pozo's top "
                                       "card, when taken, is listed in its combination)", min_items=1),
         Field("carta_pozo", CARD, label_pair("Carta de encima del pozo", "Top card of the pozo"),
               "optional: the pozo's top card taken in the same turn; it must appear in combinaciones (it counts; "
               "the rest of the pozo does not)", default=None),
         SALIDA_HECHA.but(description="optional: true when the partner already made the partnership's salida, so "
                                      "no minimum applies (default false)", default=False),
         TRESES_ROJOS.but(description="optional: red threes exposed by the partnership; they never count "
                                      "(default 0)"),
         Field("irse_oculta", BOOLEAN, label_pair("Se va con canasta oculta", "Goes out with a canasta oculta"),
               "optional: the player goes out this turn with a canasta oculta (matters only with the house rule "
               "salida_oculta_exenta; default false)", default=False)),
        {"puntuacion": 1800, "combinaciones": [["KS", "KC", "KD"], ["AH", "AS", "AC"]], "carta_pozo": "KS"},
        _salida,
        "¿Llega esta salida al mínimo?", "Does this salida reach the minimum?"),
    RulingSpec.declare(
        "canasta.mano",
        (COMBINACIONES.but(description="the partnership's combinations on the table at the end of the hand (not "
                                       "black threes melded to go out)", default=()),
         TRESES_ROJOS.but(description="red threes the partnership exposed (0-4)"),
         Field("treses_negros_al_irse", INTEGER,
               label_pair("Treses negros bajados al irse", "Black threes melded when going out"),
               "black threes melded when going out: 0, 3 or 4", default=0, minimum=0, maximum=4),
         MANO.but(description="cards left in both partners' hands", default=()),
         Field("se_fue", BOOLEAN, label_pair("Se fue", "Went out"),
               "true when a partner of this partnership went out"),
         Field("canasta_oculta", CHOICE, label_pair("Canasta oculta", "Hidden canasta"),
               "optional: null, de_mano_sin_apoyo, de_mano_con_apoyo, en_juego_sin_apoyo or en_juego_con_apoyo "
               "(how a partner went out with a canasta oculta)", default=None, choices=(None, *canasta.OCULTAS))),
        {"combinaciones": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"],
                           ["8S", "8H", "8D", "8C", "8S", "2H", "JK"], ["AS", "AH", "AD"]],
         "treses_rojos": 2, "treses_negros_al_irse": 0, "mano": ["QD", "6C", "3S"], "se_fue": True},
        _mano,
        "¿Cuántos puntos hace la pareja en esta mano?", "How many points does the partnership score this hand?"),
    RulingSpec.declare(
        "canasta.robo",
        (Field("robo", CHOICE, label_pair("Qué se roba", "What is drawn"),
               "apertura (the dealer opens the pozo), mazo (the player draws from the mazo) or pozo (the player "
               "takes the pozo)", choices=canasta.ROBOS),
         MANO.but(description="mazo, pozo: the player's hand before the draw", default=()),
         Field("mazo", CARDS, label_pair("Cartas de arriba del mazo (la primera encima)",
                                         "The mazo's top cards (top first)"),
               "apertura, mazo: the mazo's top cards, top first; more may be given than the draw takes",
               default=()),
         Field("pozo", CARDS, label_pair("Pozo (la última es la de encima)", "Discard pile (pozo), top card last"),
               "pozo: the pozo's cards, bottom to top (last = the top card, a natural card)", default=()),
         Field("clave", CARDS, label_pair("Cartas de la mano bajadas con la de encima",
                                          "Hand cards melded with the top card"),
               "pozo: the hand cards melded with the pozo's top card into a new combination (a natural pair when "
               "the pozo is premiado)", default=()),
         Field("treses_del_reparto", CARDS, label_pair("Treses rojos del reparto sin reponer",
                                                       "Dealt red threes not yet replaced"),
               "mazo: on the player's first turn, the red threes he was dealt (on the table, replaced now); the "
               "hand then holds the other dealt cards", default=(), max_items=4)),
        {"robo": "mazo", "mano": ["AS", "KH", "KD", "QC", "10S", "9H", "8D", "7C", "6S", "4H"],
         "mazo": ["3H", "5C", "9S", "JK"], "treses_del_reparto": ["3D"]},
        _robo,
        "¿Qué robas y cuántas cartas tienes después?", "What do you draw, and how many cards do you hold after?"),
)
