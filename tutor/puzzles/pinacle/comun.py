"""What the Pinacle kinds share: the comodines they draw and the one answer form they reuse.

Built once at import: both are immutable, and every draft of these kinds uses them.
"""

from __future__ import annotations

from ..canasta.comun import PALOS
from ..forms import Number

COMODINES = ("JK",) + tuple("2" + p for p in PALOS)
"""Every comodín (the joker and the four 2s), in the order the kinds draw from (the same draws for a seed)."""
DOSES_DE_OTRO_PALO = {palo: tuple("2" + p for p in PALOS if p != palo) for palo in PALOS}
"""Suit -> the 2s of the other suits, in draw order."""
PUNTOS = Number("puntos")
"""The answer form of a value in puntos (forms are immutable values: one serves every puzzle)."""
