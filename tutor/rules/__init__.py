"""The rules engine of Tapete: pure Python, standard library only, no I/O (``docs/design.md``).

Modules:
    cartas       cards of both decks and the notation of ``notation.md``
    base         Ruling, Reason, Message, InvalidSituation, settings helpers
    canasta      Canasta (``rules/canasta.md``)
    pinacle      Pinacle (``rules/pinacle.md``)
    tresillo     Tresillo (``rules/tresillo.md``), a package
    house_rules  the one settings value composing every game's house rules
"""

from .base import InvalidSituation, Message, Reason, Ruling

__all__ = ["InvalidSituation", "Message", "Reason", "Ruling"]
