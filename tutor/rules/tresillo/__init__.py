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
    mesa          a whole deal played move by move at a virtual table ("Juega un trato", §5–§13): the state, its
                  legal moves, applying a move; mesa_mensajes its sentences
    computadora   the computer's moves in such a deal (§14's heuristics)
    recorrido     the playthrough of such a deal as plain data (``python -m tutor trato --json``)

A ruling is a ruling, a refusal is a refusal (one principle for every function here):

* What is already on the table or in the past came from legal play: a complete baza, the hand and the cards of the
  baza being played, the tricks and facts of a finished deal (:class:`~.trato.Trato`), the plato and the
  cartulina, the actions of an auction. A state the rules could never produce — an unknown card, a card twice,
  more than nine cards in a hand, tricks that do not add up to nine, primeras the tricks contradict, a surrendered
  solo, reserved puestas beside a plato without puesta — is refused with
  :class:`~tutor.rules.base.InvalidSituation`, naming the field and the rule (the referee's exit 2 / HTTP 400).
* What a player proposes or asks to do is a question, answered by a :class:`~tutor.rules.base.Ruling` whose
  answer may be "no", with the rule as its reason: which cards he may play to this baza (:func:`jugadas_legales`:
  a card he may not play is left out of ``legales`` and the reasons say why), whether he may surrender now
  (:func:`~.resultado.puede_rendirse`: ``{"puede": false}``), which bids he may make (:func:`pujas_legales`).
"""

from .house_rules import TresilloHouseRules
from .mano import check_bazas, check_cartas, check_distintas, check_mano, check_triunfo
from .orden import (
    carta_ganadora, es_matador, ganador_baza, orden_palo, orden_triunfos, ordenar, palo_efectivo, rango_palo,
    rango_triunfo,
)
from .juego import jugadas_legales
from .estuches import cuenta_estuches, estuches
from .lances import (
    CONDICION_LANCE, ESCALA, LANCES, check_lance, check_puja, es_de_favor, pujas_legales, pujas_posibles,
    rango_puja, subasta, triunfo_de_vuelta,
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
    "subasta", "pujas_posibles", "triunfo_de_vuelta",
    "clasifica", "desenlace_defendida", "entrada_defendida", "primeras", "prioridad_defensa", "puede_rendirse",
    "rendida", "resultado",
    "firmes", "grupos_palo",
    "cobro", "liquidar", "Reparto", "Sesion", "liquidar_sesion",
]
