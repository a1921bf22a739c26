"""The named rulings of ``docs/rulings.md``: situation JSON -> rules engine -> ruling JSON.

One registry serves the command line, the JSON API, the referee page and the puzzles, so they can never disagree.
Each game's adapters live in their own module (:mod:`.canasta`, :mod:`.pinacle`, :mod:`.tresillo`) and declare a
``RULINGS`` tuple of :class:`RulingSpec`, each with its situation fields declared once (:class:`.fields.Field`):
the readers, the API's OpenAPI document, the generated ``docs/rulings.md`` and the referee page's widgets and
labels all come from those declarations.

>>> run_json("canasta.salida", {"puntuacion": 0, "combinaciones": [["JK", "QS", "QH"]]})["answer"]
{'minimo': 50, 'puntos': 70, 'valida': True}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence

from ..rules.base import BilingualError, InvalidSituation, Ruling, jsonable, settings_to_dict, shown
from ..rules.house_rules import HouseRules
from ..rules.games import GAMES, game_of
from ..rules.profiles import REGLAMENTO, Profile
from .fields import Field, read_all
from .profiles import Setting, changed_settings, explained


@dataclass(frozen=True)
class RulingSpec:
    """One named ruling of ``docs/rulings.md``.

    Attributes:
        name: e.g. ``"canasta.pozo"``.
        game: a game of :data:`tutor.rules.games.GAMES` (``"canasta"``, ``"pinacle"`` or ``"tresillo"``).
        fields: the situation's fields in order, each declared once (:class:`~.fields.Field`): the readers, the
            OpenAPI document and the referee page's widgets and labels all come from it.
        example: a valid situation, used in documentation, tests and the API's OpenAPI document.
        decide: ``(values, house_rules) -> Ruling`` where ``values`` are the fields read (:meth:`read`); raises
            InvalidSituation on an impossible situation.
        title: ``{"es": ..., "en": ...}`` the question it answers, for pages.
    """

    name: str
    game: str
    fields: Mapping[str, Field]
    example: Mapping[str, Any]
    decide: Callable[[Mapping[str, Any], HouseRules], Ruling]
    title: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def declare(cls, name: str, declared: Sequence[Field], example: Mapping[str, Any], decide, es: str,
                en: str) -> "RulingSpec":
        """A ruling of ``name``'s game with its fields in the order given and its title in both languages."""
        return cls(name, game_of(name).name, {f.name: f for f in declared}, example, decide, {"es": es, "en": en})

    @property
    def deck(self) -> str:
        """The deck its cards are read from."""
        return GAMES[self.game].deck

    def read(self, situation: Any) -> dict:
        """Every field of ``situation`` read by its declaration (:func:`~.fields.read_all`).

        Raises:
            InvalidSituation: not an object, an unknown field, or a field of the wrong type or out of bounds.
        """
        return read_all(tuple(self.fields.values()), situation, self.deck)


def _registry() -> dict[str, RulingSpec]:
    from . import canasta, pinacle, tresillo

    return {spec.name: spec for module in (canasta, pinacle, tresillo) for spec in module.RULINGS}


RULINGS: dict[str, RulingSpec] = _registry()
"""Every ruling by name, in ``docs/rulings.md`` order."""



def _every_field(declared: Sequence[Field]) -> Iterator[Field]:
    """The fields ``declared``, each followed by its parts'."""
    for f in declared:
        yield f
        yield from _every_field(f.parts)


_DECLARED = [f for spec in RULINGS.values() for f in _every_field(tuple(spec.fields.values()))]

LABELS: dict[str, Mapping[str, str]] = {f.name: f.label for f in _DECLARED}
"""The label of every situation field name, its parts' included (``{"es": ..., "en": ...}``): a name means the same
thing in every ruling (a test holds them to one type and label)."""

PLAYER_FIELDS = frozenset(f.name for f in _DECLARED if f.names_player)
"""The situation fields whose value names a player (:attr:`Field.names_player`): their ``null`` reads "nobody"."""

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
        name: a ruling name of ``docs/rulings.md``.
        situation: the decoded JSON object of the situation.
        house_rules: settings in force (default: the rulebooks' recommended readings).

    Raises:
        UnknownRuling: ``name`` is not a ruling.
        InvalidSituation: the situation is malformed or impossible (``field`` names the bad field when known).
    """
    spec = get(name)
    return spec.decide(spec.read(situation), house_rules or _DEFAULT_RULES)


def decider(name: str, situation: Any) -> Callable[[HouseRules], Ruling]:
    """The situation read once, decided under any house rules: ``decider(name, situation)(house_rules)`` is
    ``run(name, situation, house_rules)`` (what :func:`~.profiles.changed_settings` asks under several).

    Raises:
        UnknownRuling, InvalidSituation: as :func:`run` (a malformed situation when it is read).
    """
    spec = get(name)
    values = spec.read(situation)
    return lambda house_rules: spec.decide(values, house_rules)


def run_profile(name: str, situation: Any, profile: Profile | None = None) -> tuple[Ruling, tuple[Setting, ...]]:
    """Decide one situation under a profile: the ruling, its explanation naming the profile (when it is not the
    Reglamento) and the settings that changed its answer compared with the Reglamento (:mod:`.profiles`).

    Args:
        name: a ruling name of ``docs/rulings.md``.
        situation: the decoded JSON object of the situation.
        profile: the profile in force (default: the Reglamento).

    Returns:
        ``(ruling, changed_by)``.

    Raises:
        UnknownRuling, InvalidSituation: as :func:`run`.
    """
    profile = profile or REGLAMENTO
    spec, decide = get(name), decider(name, situation)
    decision = decide(profile.house_rules)
    changed = tuple(changed_settings(lambda house_rules: decide(house_rules).answer, profile, spec.game))
    return Ruling(decision.answer, explained(decision.reasons, profile, spec.game, changed)), changed


def run_json(name: str, situation: Any, profile: Profile | None = None, lang: str = "es") -> dict:
    """Decide one situation under a profile and return the JSON object of ``docs/rulings.md``:
    ``{"ruling", "profile", "answer", "reasons": [{"rule", "text", "values"}], "changed_by", "house_rules"}``.

    ``profile`` is the profile's key; ``changed_by`` lists the settings that changed the answer compared with the
    Reglamento (``[{"game", "setting", "reglamento", "value"}]``, empty under the Reglamento).

    Raises:
        UnknownRuling, InvalidSituation: as :func:`run`.
    """
    profile = profile or REGLAMENTO
    decision, changed = run_profile(name, situation, profile)
    game = get(name).game
    return {
        "ruling": name,
        "profile": profile.key,
        "answer": jsonable(decision.answer),
        "reasons": [r.to_dict(lang) for r in decision.reasons],
        "changed_by": [jsonable(s.to_dict()) for s in changed],
        "house_rules": {game: settings_to_dict(profile.house_rules.for_game(game))},
    }


__all__ = ["LABELS", "PLAYER_FIELDS", "RULINGS", "RulingSpec", "UnknownRuling", "InvalidSituation", "decider", "get", "run",
           "run_json", "run_profile"]
