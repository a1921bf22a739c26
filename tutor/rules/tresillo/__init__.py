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
    plato         the plato and the cartulina, rounding up to 5, caso 1 and caso 2 (§13.3, §13.5, §13.6)
    condiciones   the condiciones, primeras, favor doubling and rounding per player (§13.4, §13.5)
    trato         the facts of one deal and their checks (§13.0)
    contabilidad  the payments of one deal: who pays whom, the plato and cartulina afterwards (§13.7–§13.12)
    cobro_mensajes the Spanish and English sentences of the cobro's reasons
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
from .contabilidad import cobro, liquidar
from .ledger import Reparto, Sesion, liquidar_sesion

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
    "cobro", "liquidar", "Reparto", "Sesion", "liquidar_sesion",
]
