"""Canasta, Spanish rulebook version (``rules/canasta.md``): the rules engine.

Sources: the acanomas *Reglamentos: Juegos de Naipes* Canasta pages as transcribed in ``rules/canasta.md``; every
[R] reading of its §16 that can change an answer is a setting of :class:`CanastaHouseRules`.

Modules:
    house_rules     CanastaHouseRules (§16)
    combinaciones   card values (§2), combinations and canastas (§5), black-three melds (§7)
    salida          the salida minimum and what counts (§9)
    pozo            can this player take the pozo? (§8.6), searching the proposals with :mod:`.busqueda`
    turno           what a draw takes: the opening of the pozo (§3.1), the mazo and the pozo with red threes (§4, §6, §8.7)
    puntuacion      honours (§6), going out and canasta oculta (§10), premios (§11), end-of-hand score (§12)

Every public decision returns a :class:`~tutor.rules.base.Ruling`. What a player proposes (the combination of
:func:`analizar_combinacion`, the combinations of a salida, taking the pozo) is answered even when it breaks a rule
(``valida: false`` / ``puede_tomar: false``, the rule as the reason); what is already on the table or in the past
(the combinations of the partnership, the pozo, a finished hand) came from legal play, so a state the rules could
never produce raises :class:`~tutor.rules.base.InvalidSituation` with the rule, as do unknown cards, more copies
than the deck holds and impossible counts. :func:`.combinaciones.defecto` and :func:`.combinaciones.infraccion`
are the one explaining check for both uses.
"""

from .combinaciones import (DE_COMODINES, LIMPIA, SUCIA, Resumen, analizar_combinacion, clase_canasta, defecto,
                            infraccion, premio_canasta, puntos_carta, puntos_cartas, resumir, validar_mesa,
                            valor_carta, valor_combinacion)
from .pozo import (COMBINACION_INVALIDA, DOS_COMODINES, FALTA_PAREJA_NATURAL, MOTIVOS, NO_COMBINA, POZO_VACIO,
                   PUEDE_TOMAR, PUMBA, SALIDA_INSUFICIENTE, TAPON_COMODIN, TAPON_TRES_NEGRO, decidir_pozo,
                   puntos_salida)
from .turno import ROBOS, abrir_pozo, robar, sacar_del_mazo
from .puntuacion import OCULTAS, premios_canastas, puntos_honores, puntuar_mano
from .house_rules import DEFAULT, CanastaHouseRules
from .salida import decidir_salida, minimo_salida

__all__ = [
    "CanastaHouseRules", "DEFAULT",
    "valor_carta", "puntos_carta", "puntos_cartas", "Resumen", "resumir", "defecto", "infraccion", "clase_canasta",
    "premio_canasta", "valor_combinacion", "analizar_combinacion", "validar_mesa", "LIMPIA", "SUCIA", "DE_COMODINES",
    "decidir_pozo", "puntos_salida", "MOTIVOS", "POZO_VACIO", "TAPON_TRES_NEGRO", "TAPON_COMODIN", "PUMBA", "NO_COMBINA",
    "DOS_COMODINES", "FALTA_PAREJA_NATURAL", "SALIDA_INSUFICIENTE", "COMBINACION_INVALIDA", "PUEDE_TOMAR",
    "minimo_salida", "decidir_salida",
    "robar", "ROBOS", "abrir_pozo", "sacar_del_mazo",
    "puntos_honores", "premios_canastas", "puntuar_mano", "OCULTAS",
]
