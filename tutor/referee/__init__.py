"""The named rulings of ``referee.md``: situation JSON -> rules engine -> ruling JSON.

One registry serves the command line, the JSON API, the referee page and the puzzles, so they can never disagree.
Each game's adapters live in their own module (:mod:`.canasta`, :mod:`.pinacle`, :mod:`.tresillo`) and declare a
``RULINGS`` tuple of :class:`RulingSpec`.

>>> run_json("canasta.salida", {"puntuacion": 0, "combinaciones": [["JK", "QS", "QH"]]})["answer"]
{'minimo': 50, 'puntos': 70, 'valida': True}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..rules.base import BilingualError, InvalidSituation, Ruling, jsonable, settings_to_dict, shown
from ..rules.house_rules import HouseRules
from .fields import only_known


@dataclass(frozen=True)
class RulingSpec:
    """One named ruling of ``referee.md``.

    Attributes:
        name: e.g. ``"canasta.pozo"``.
        game: ``"canasta"``, ``"pinacle"`` or ``"tresillo"``.
        fields: accepted situation field names -> one-line description (Spanish field names, English text).
        example: a valid situation, used in documentation, tests and the API's OpenAPI document.
        decide: ``(situation, house_rules) -> Ruling``; raises InvalidSituation on a bad situation.
        title: ``{"es": ..., "en": ...}`` the question it answers, for pages.
    """

    name: str
    game: str
    fields: Mapping[str, str]
    example: Mapping[str, Any]
    decide: Callable[[Mapping[str, Any], HouseRules], Ruling]
    title: Mapping[str, str] = field(default_factory=dict)


def _registry() -> dict[str, RulingSpec]:
    from . import canasta, pinacle, tresillo

    return {spec.name: spec for module in (canasta, pinacle, tresillo) for spec in module.RULINGS}


RULINGS: dict[str, RulingSpec] = _registry()
"""Every ruling by name, in ``referee.md`` order."""

_DEFAULT_RULES = HouseRules()
# Frozen, so one shared default serves every call (building it costs more than many rulings).


class UnknownRuling(BilingualError, LookupError):
    """No ruling has this name (the API answers 404, the command line exits 2); Spanish and English texts."""


def get(name: str) -> RulingSpec:
    """The ruling called ``name``.

    Raises:
        UnknownRuling: no such ruling; the message lists the known names.
    """
    try:
        return RULINGS[name]
    except KeyError:
        raise UnknownRuling(f"unknown ruling {name!r}; known rulings: {', '.join(RULINGS)}",
                            es=f"no existe la consulta {shown(name)}; las consultas son: "
                               f"{', '.join(RULINGS)}") from None


def run(name: str, situation: Any, house_rules: HouseRules | None = None) -> Ruling:
    """Decide one situation.

    Args:
        name: a ruling name of ``referee.md``.
        situation: the decoded JSON object of the situation.
        house_rules: settings in force (default: the rulebooks' recommended readings).

    Raises:
        UnknownRuling: ``name`` is not a ruling.
        InvalidSituation: the situation is malformed or impossible (``field`` names the bad field when known).
    """
    spec = RULINGS.get(name) or get(name)  # get() only to raise UnknownRuling
    only_known(situation, spec.fields.keys())  # inlined _decide: this runs for every puzzle drawn
    return spec.decide(situation, house_rules or _DEFAULT_RULES)


def _decide(spec: RulingSpec, situation: Any, house_rules: HouseRules) -> Ruling:
    only_known(situation, spec.fields.keys())  # a keys view: no list built per call, constant-time look-ups
    return spec.decide(situation, house_rules)


def run_json(name: str, situation: Any, house_rules: HouseRules | None = None, lang: str = "es") -> dict:
    """Decide one situation and return the JSON object of ``referee.md``:
    ``{"ruling", "answer", "reasons": [{"rule", "text", "values"}], "house_rules"}``.

    Raises:
        UnknownRuling, InvalidSituation: as :func:`run`.
    """
    rules = house_rules or _DEFAULT_RULES
    spec = get(name)  # looked up once for both the decision and the settings echo
    decision = _decide(spec, situation, rules)
    return {
        "ruling": name,
        "answer": jsonable(decision.answer),
        "reasons": [r.to_dict(lang) for r in decision.reasons],
        "house_rules": {spec.game: settings_to_dict(rules.for_game(spec.game))},
    }


__all__ = ["RULINGS", "RulingSpec", "UnknownRuling", "InvalidSituation", "get", "run", "run_json"]
