"""Pinacle: escaleras, the escalera completa, rescued comodines, special sets and the known hand scoring.

Source: ``../shared/rules/pinacle.md`` (seed 001, acanomas *Pinacle* page 2). Pages 1 and 3 of the rulebook are
missing, so the values of 10…3 and of the comodines, ordinary combinations, the pozo, the salida and going out are
**not known** (§0, §11, §12, §14 B1): the engine refuses them with :class:`InvalidSituation` instead of guessing.

Public decisions (each returns a :class:`Ruling` whose answer has the shape of ``docs/rulings.md``):

* :func:`decidir_escalera` — ``pinacle.escalera`` (§7, §8);
* :func:`decidir_especial` — ``pinacle.especial`` (§10);
* :func:`decidir_rescate` and :func:`rescatar_en_escalera` — ``pinacle.rescate`` (§9, §7.4);
* :func:`mover_comodin`, :func:`unir_escaleras` — the moves of §7.4–§7.5;
* :func:`decidir_jugada` — ``pinacle.jugada``: what a player may lay and do in his turn (§5–§7);
* :func:`puntos_conocidos` — what is known of hand scoring (§11);
* :func:`valor_carta` — the card values that are known (§2).

An escalera a player lays is a question: cards of the deck that make no legal escalera (two suits, a gap, §7.2's
comodín limits) get ``valida: false`` with the rule; an escalera already on the table (moved, rescued from, joined)
that the rules could never have laid is refused with the same rule's sentence (:class:`InvalidSituation`), as
are unknown cards and more copies than the packs hold.

Every ``[R]`` reading of §14 that can change one of these answers is a field of :class:`PinacleHouseRules`.
Modules: ``house_rules``, ``cartas`` (§2), ``jugadas`` (§5–§7), ``escaleras`` (§7, §8), ``rescate`` (§9),
``especiales`` (§10, §11). Standard library only.
"""

from .cartas import (
    ESCALERA_COMPLETA, META_PARTIDA, ORDEN, ORDEN_ESCALERA, RESCATADO_DOS_ESCALERA, RESCATADO_JOKER,
    VALORES_CONOCIDOS, es_figura, valor_carta,
)
from .escaleras import (
    FormaEscalera, ampliar_escalera, clase_escalera_completa, decidir_escalera, forma_escalera, mover_comodin,
    unir_escaleras,
)
from .jugadas import (
    JUGADAS, MOTIVOS, decidir_jugada, es_trio, juzgar_escalera, juzgar_trio, se_pudo_empezar,
)
from .especiales import ESPECIALES_SIN_COMODIN, PINACULO, Combinacion, decidir_especial, puntos_conocidos
from .rescate import decidir_rescate, rescatar_en_escalera, valor_rescatado
from .house_rules import DEFAULT, PinacleHouseRules

__all__ = [
    "DEFAULT", "ESCALERA_COMPLETA", "ESPECIALES_SIN_COMODIN", "JUGADAS", "MOTIVOS", "META_PARTIDA", "ORDEN", "ORDEN_ESCALERA", "PINACULO",
    "RESCATADO_DOS_ESCALERA",
    "RESCATADO_JOKER", "VALORES_CONOCIDOS", "Combinacion", "FormaEscalera", "PinacleHouseRules",
    "ampliar_escalera", "clase_escalera_completa", "decidir_escalera", "decidir_especial", "decidir_jugada", "decidir_rescate",
    "es_figura", "es_trio", "forma_escalera", "juzgar_escalera", "juzgar_trio", "mover_comodin", "puntos_conocidos", "rescatar_en_escalera", "se_pudo_empezar", "unir_escaleras",
    "valor_carta", "valor_rescatado",
]
