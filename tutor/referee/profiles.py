"""Which house-rule settings changed an answer, and the explanation steps that say so (issue 16).

A ruling or a puzzle under a profile other than the Reglamento names the profile ("Reglas: Clásica internacional")
and, where its answer differs from the Reglamento's, each setting that makes the difference ("Con la regla de la
casa «premio por irse: 100» (Reglamento: 0) la respuesta cambia"). Both are explanation steps (:class:`Reason`)
built from data, citing the game's house-rules section (``canasta §16``), in Spanish and English. Under the
Reglamento the explanation is the engine's alone.

>>> from tutor.rules.profiles import CLASICA
>>> rule = lambda house_rules: house_rules.canasta.premio_irse
>>> [s.to_dict() for s in changed_settings(rule, CLASICA, "canasta")]
[{'game': 'canasta', 'setting': 'premio_irse', 'reglamento': 0, 'value': 100}]
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any, Callable, NamedTuple, Sequence

from ..rules.base import InvalidSituation, Message, Phrase, Reason, jsonable, setting_label
from ..rules.games import GAMES
from ..rules.house_rules import HouseRules
from ..rules.profiles import REGLAMENTO, Profile


class Setting(NamedTuple):
    """One house-rule setting of a profile that differs from the Reglamento.

    Attributes:
        game: ``"canasta"``, ``"pinacle"`` or ``"tresillo"``.
        name: the setting (``"premio_irse"``).
        reglamento: its value in the Reglamento (the default).
        value: its value in the profile.
    """

    game: str
    name: str
    reglamento: Any
    value: Any

    def label(self, lang: str = "es") -> str:
        """What the setting is called in ``lang`` (``"premio por irse"``), from its declaration."""
        return setting_label(GAMES[self.game].house_rules, self.name, lang)

    def to_dict(self) -> dict:
        """``{"game", "setting", "reglamento", "value"}``: an item of a ruling's ``changed_by``."""
        return {"game": self.game, "setting": self.name, "reglamento": self.reglamento, "value": self.value}


def differing_settings(profile: Profile, game: str | None = None) -> list[Setting]:
    """Every setting of ``profile`` (of ``game`` only, when given) whose value is not the Reglamento's, in the
    order the games and their settings are declared."""
    reglamento = REGLAMENTO.house_rules
    return [Setting(g, f.name, getattr(reglamento.for_game(g), f.name), getattr(profile.house_rules.for_game(g), f.name))
            for g in (GAMES if game is None else (game,))
            for f in dataclasses.fields(GAMES[g].house_rules)
            if getattr(reglamento.for_game(g), f.name) != getattr(profile.house_rules.for_game(g), f.name)]


@lru_cache(maxsize=256)
def with_setting(setting: Setting) -> HouseRules:
    """The Reglamento with that one setting at the profile's value (built once per setting: every ruling under a
    profile asks for the same few)."""
    reglamento = REGLAMENTO.house_rules
    section = dataclasses.replace(reglamento.for_game(setting.game), **{setting.name: setting.value})
    return dataclasses.replace(reglamento, **{setting.game: section})


@lru_cache(maxsize=256)
def without_setting(profile: Profile, setting: Setting) -> HouseRules:
    """The profile's house rules with that one setting back at the Reglamento's value (built once per profile and
    setting)."""
    section = dataclasses.replace(profile.house_rules.for_game(setting.game), **{setting.name: setting.reglamento})
    return dataclasses.replace(profile.house_rules, **{setting.game: section})


def changed_settings(rule: Callable[[HouseRules], Any], profile: Profile, game: str | None = None) -> list[Setting]:
    """The settings of ``profile`` that change ``rule``'s answer compared with the Reglamento.

    The answer under the profile is compared with the answer under the Reglamento; if they differ, each setting
    that differs between the two is tried alone (the Reglamento plus that one setting) and left out (the profile
    without it). Named are the settings that move the answer both ways: alone they change the Reglamento's answer
    and without them the profile's answer changes (so ``premio_irse`` is not named for a concealed going out that
    ``premio_irse_oculta`` pays instead). If none does both, those that do either (settings that act only
    together, or that each make the same change); if none does either, every differing setting. A situation
    refused under one of them (``InvalidSituation``) counts as an answer of its own.

    Args:
        rule: house rules -> a comparable answer (a ruling's answer, a puzzle's right answer).
        profile: the profile in force.
        game: only this game's settings are considered (the game of the ruling); ``None``: every game's.

    Returns:
        The settings, in declaration order; empty under the Reglamento or when the answer is the same.
    """
    differing = differing_settings(profile, game)
    if not differing:
        return []
    reglamento = _outcome(rule, REGLAMENTO.house_rules)
    mine = _outcome(rule, profile.house_rules)
    if mine == reglamento:
        return []
    alone = [s for s in differing if _outcome(rule, with_setting(s)) != reglamento]
    needed = [s for s in (alone or differing) if _outcome(rule, without_setting(profile, s)) != mine]
    return needed or alone or differing


def _outcome(rule: Callable[[HouseRules], Any], house_rules: HouseRules) -> Any:
    try:
        return jsonable(rule(house_rules))
    except InvalidSituation as err:
        return ("refused", str(err))


M_PERFIL = Message("perfil.reglas", "Reglas: {perfil_es}.", "Rules: {perfil_en}.")
M_AJUSTE = Message(
    "perfil.ajuste_cambia",
    "Con la regla de la casa «{ajuste_es}: {valor}» (Reglamento: {reglamento}) la respuesta cambia.",
    "With the house rule “{ajuste_en}: {valor}” (Rulebook: {reglamento}) the answer changes.")


def profile_reason(profile: Profile, game: str) -> Reason:
    """The step that names the profile in force: "Reglas: Clásica internacional." (citing ``game``'s house-rules
    section)."""
    return Reason(_section(game), M_PERFIL, {"perfil": profile.key, "perfil_es": profile.name("es"),
                                             "perfil_en": profile.name("en")})


def setting_reason(setting: Setting) -> Reason:
    """The step that names a setting that changed the answer: "Con la regla de la casa «premio por irse: 100»
    (Reglamento: 0) la respuesta cambia."."""
    return Reason(_section(setting.game), M_AJUSTE, {
        "juego": setting.game, "ajuste": setting.name, "ajuste_es": setting.label("es"),
        "ajuste_en": setting.label("en"), "valor": _in_words(setting, setting.value),
        "reglamento": _in_words(setting, setting.reglamento)})


def _in_words(setting: Setting, value: Any) -> Any:
    """A setting's value as the sentence shows it: the words its declaration gives for it (``-1`` of
    ``premio_irse_oculta``: "el de irse"), else the value itself."""
    words = GAMES[setting.game].house_rules.__dataclass_fields__[setting.name].metadata.get("words", {})
    if type(value) is int and value in words:
        es, en = words[value]
        return Phrase(Message(f"perfil.valor.{setting.name}", es, en))
    return value


def explained(reasons: Sequence[Reason], profile: Profile, game: str, changed: Sequence[Setting]) -> tuple[Reason, ...]:
    """An explanation under ``profile``: the engine's ``reasons``, after the step naming the profile and before
    one step per setting in ``changed``; under the Reglamento, ``reasons`` unchanged."""
    if profile.key == REGLAMENTO.key:
        return tuple(reasons)
    return (profile_reason(profile, game), *reasons, *map(setting_reason, changed))


def _section(game: str) -> str:
    return f"{game} §{GAMES[game].house_rules_section}"
