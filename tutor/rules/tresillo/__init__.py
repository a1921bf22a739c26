"""Tresillo (``rules/tresillo.md``): the 40-card Spanish deck, three active players, one jugador against two contras.

Modules:
    settings      TresilloHouseRules: every [R] reading of §16 that can change a result or a payment
    mano          shared validation: hands, trump suits, trick counts (§3.1, §5, §9)
    orden         trump and plain order, effective suit, who wins a baza (§3)
    juego         legal plays given the baza so far, the matador privilege (§8)
    estuches      matadores, estuches and contraestuche (§4)
    lances        lances, palo de favor and the bidding ladder (§6)
    resultado     sacada, puesta, codillo, primeras, bola, rendidas (§9–§11)
    firmes        cartas firmes and their categories (§12)
    contabilidad  the payments of one deal: plato, cartulina, condiciones, rounding (§13)
    ledger        a session of deals: running plato, cartulina and balances (§13.14)
"""

from .settings import TresilloHouseRules
from .mano import check_bazas, check_cartas, check_distintas, check_mano, check_triunfo
from .orden import (
    carta_ganadora, es_matador, ganador_baza, orden_palo, orden_triunfos, ordenar, palo_efectivo, rango_palo,
    rango_triunfo,
)
from .juego import jugadas_legales
from .estuches import cuenta_estuches, estuches
from .lances import (
    CONDICION_LANCE, ESCALA, LANCES, check_lance, check_puja, es_de_favor, pujas_legales, rango_puja, subasta,
    triunfo_de_vuelta,
)
from .resultado import (
    clasifica, desenlace_defendida, entrada_defendida, primeras, prioridad_defensa, puede_rendirse, rendida, resultado,
)
from .firmes import firmes, grupos_palo

__all__ = [
    "TresilloHouseRules",
    "check_bazas", "check_cartas", "check_distintas", "check_mano", "check_triunfo",
    "carta_ganadora", "es_matador", "ganador_baza", "orden_palo", "orden_triunfos", "ordenar", "palo_efectivo",
    "rango_palo", "rango_triunfo",
    "jugadas_legales",
    "cuenta_estuches", "estuches",
    "CONDICION_LANCE", "ESCALA", "LANCES", "check_lance", "check_puja", "es_de_favor", "pujas_legales", "rango_puja",
    "subasta", "triunfo_de_vuelta",
    "clasifica", "desenlace_defendida", "entrada_defendida", "primeras", "prioridad_defensa", "puede_rendirse",
    "rendida", "resultado",
    "firmes", "grupos_palo",
]
