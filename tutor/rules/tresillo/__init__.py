"""Tresillo (``rules/tresillo.md``): the 40-card Spanish deck, three active players, one jugador against two contras.

Modules:
    settings      TresilloHouseRules: every [R] reading of §16 that can change a result or a payment
    orden         trump and plain order, effective suit, who wins a baza, legal plays (§3, §8)
    estuches      matadores, estuches and contraestuche (§4)
    lances        lances, palo de favor and the bidding ladder (§6)
    resultado     sacada, puesta, codillo, primeras, bola, rendidas (§9–§11)
    firmes        cartas firmes and their categories (§12)
    contabilidad  the payments of one deal: plato, cartulina, condiciones, rounding (§13)
    ledger        a session of deals: running plato, cartulina and balances (§13.14)
"""

from .settings import TresilloHouseRules

__all__ = ["TresilloHouseRules"]
