"""House rules of Pinacle: one field per [R] reading of ``rules/pinacle.md §14`` that can change an answer.

Defaults are the recommended readings. Each field is declared with :func:`tutor.rules.base.setting` (default, label in
Spanish and English, ``choices=(...)`` where a value is restricted).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import setting


@dataclass(frozen=True)
class PinacleHouseRules:
    """Pinacle house rules in force (``rules/pinacle.md §14``); every default is the recommended reading."""

    jokers_por_baraja: int = setting(2, "jokers por baraja", "jokers per pack", choices=(2, 1),
        help_es="Jokers por baraja de 54 cartas: 2 (108 cartas) o 1 (106 cartas) — §2, §14 B14.")
    """Jokers per 54-card pack: 2 (108 cards) or 1 (106 cards) — §2, §14 B14."""
    barajas: int = setting(2, "barajas en juego", "packs in play", choices=(2, 3),
        help_es=(
            "Barajas de 52 cartas en juego: 2 (cuatro jugadores) o 3 (seis jugadores en tres parejas); las copias"
            " de cada carta — §2, §14 B14."))
    """52-card packs in play: 2 (four players) or 3 (six players as three pairs); copies of each card — §2, §14 B14."""
    comodines_al_empezar: int = setting(1, "comodines al empezar una escalera",
                                           "comodines when starting an escalera", choices=(1, 2),
        help_es="Máximo de comodines entre las cartas de la mano que empiezan una escalera — §7.2, §14 B5.")
    """Most comodines among the cards from one hand that start an escalera — §7.2, §14 B5."""
    max_comodines_escalera: int = setting(0, "comodines máximos por escalera", "most comodines in an escalera", min=0,
        help_es="Máximo de comodines en una escalera; 0 = sin límite — §14 B9.")
    """Most comodines in one escalera; 0 = no cap — §14 B9."""
    max_comodines_trio: int = setting(0, "comodines máximos por trío", "most comodines in a trío", min=0,
        help_es="Máximo de comodines en un trío o en un juego especial; 0 = sin límite — §14 B9.")
    """Most comodines in one trío or special set; 0 = no cap — §14 B9."""
    bloqueo: str = setting("entre_cartas", "qué comodín queda bloqueado",
                                           "which comodín is blocked", choices=("entre_cartas", "entre_naturales"),
        help_es=(
            "Qué comodín queda bloqueado: «entre_cartas» = el que tiene cartas a los dos lados, contando un "
            "comodín como carta (§7.4; lectura de Tapete); «entre_naturales» = solo el que está entre dos cartas "
            "naturales, así que una fila de comodines en un extremo queda libre (otra lectura; no está en §14)."))
    """Which comodín is blocked: "entre_cartas" = any card on both sides, a comodín counting as a
    card (§7.4; Tapete's reading); "entre_naturales" = only one lying between two natural cards, so a run of comodines
    at an end stays free (another reading; not in §14)."""
    unir_escaleras: str = setting("nunca", "unir dos escaleras",
                                           "joining two escaleras", choices=("nunca", "salvo_completa"),
        help_es=(
            "Unir dos escaleras ya bajadas: «nunca» = nunca; «salvo_completa» = solo se prohíbe la unión que "
            "haría una escalera completa — §7.2, §14 B6."))
    """Joining two exposed escaleras: "nunca" = never; "salvo_completa" = only a join that would make an escalera
    completa is forbidden — §7.2, §14 B6."""
    rescate_escalera_incompleta: bool = setting(True, "rescatar el comodín de una escalera incompleta",
                                                      "rescuing the comodín of an incomplete escalera",
        help_es="Se puede rescatar el comodín de un extremo de una escalera incompleta — §9, §14 B8.")
    """An end comodín of an incomplete escalera may be rescued — §9, §14 B8."""
    diez_es_figura: bool = setting(False, "el 10 es figura", "the 10 is a figura",
        help_es=(
            "El 10 cuenta como figura (vale 10): doses rescatados en tríos de dieces, juegos de dieces — "
            "§14 B4."))
    """The 10 counts as a figura: rescued 2s in tríos of 10s, sets of 10s — §14 B4."""
    premio_dos_rescatado_otros: int = setting(0, "2 rescatado de otro trío", "2 rescued from another trío", min=0,
        help_es=(
            "Puntos de un 2 rescatado de un trío que no es de ases ni de figuras; 0 = «sin premio especial» (un "
            "club que cuenta el valor de carta del 2 pone ese valor) — §9, §14 B3."))
    """Puntos of a 2 rescued from a trío that is neither aces nor figuras; 0 = "no special premium" (a club counting
    the 2's own card value sets that value) — §9, §14 B3."""
    con_comodin: str = setting("total", "lectura de «con comodín»",
                                        "reading of \"with comodín\"", choices=("total", "mas_comodin"),
        help_es=(
            "Lectura de «seis ases/figuras con comodín»: «total» = seis cartas contando el comodín; «mas_comodin»"
            " = seis naturales más el comodín — §10.2, §14 B2."))
    """Reading of "six aces/figuras with comodín": "total" = six cards counting the comodín; "mas_comodin" = six
    naturals plus comodín — §10.2, §14 B2."""
    rescatado_cuenta_como_comodin: bool = setting(False, "el comodín rescatado cuenta como comodín",
                                                         "a rescued comodín counts as a comodín",
        help_es=(
            "Un comodín rescatado que está en un juego especial cuenta como comodín del juego (se pierde el «sin "
            "comodín») en vez de conservar el valor y sumar el suyo — §14 B15."))
    """A rescued comodín lying on a special set counts as a comodín of the set (losing "sin comodín") instead of
    keeping the value and adding its own — §14 B15."""


DEFAULT = PinacleHouseRules()
"""The rulebook's recommended readings."""
