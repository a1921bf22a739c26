"""House-rule profiles: a named set of every game's settings (issue 16; ``docs/house-rules.md``, Profiles).

A :class:`Profile` names one :class:`~tutor.rules.house_rules.HouseRules` value. Two are built in:
:data:`REGLAMENTO` (the rules files' recommended readings, the defaults) and :data:`CLASICA` (Canasta as the
international rulebooks play it). A club's own profile is read from a TOML or JSON table with
:func:`profile_from_mapping` (or :func:`profile_from_text`, which adds the line of every unknown setting).

A profile's key (``reglamento``, ``clasica``, ``club_3``) is what a puzzle id carries (``...-Pclasica``), so an id
that names a key always means the same settings: a club's saved profile gets a new key at every revision.

Pure: standard library only, no I/O (the caller reads files).

>>> CLASICA.name("en"), CLASICA.house_rules.canasta.premio_irse
('Classic international', 100)
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from typing import Any, Mapping

from .base import InvalidSituation, UnknownSettings, shown
from .canasta import CanastaHouseRules
from .house_rules import HouseRules

KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
"""What a profile key looks like: a lowercase letter, then up to 31 lowercase letters, digits or ``_``."""

_NAMES = ("name", "name_en", "description", "description_en")
"""The keys of a profile's table besides the games' sections."""


@dataclass(frozen=True)
class Profile:
    """A named set of house rules for every game.

    Attributes:
        key: the profile's id (:data:`KEY`; ``"reglamento"``, ``"clasica"``, ``"club_3"``), as puzzle ids carry it.
        name_es: its name in Spanish (``"Clásica internacional"``).
        name_en: its name in English (``"Classic international"``).
        house_rules: the settings of every game.
        description_es: a sentence about it in Spanish (may be empty).
        description_en: the same in English.

    Raises:
        InvalidSituation: on construction, a key that does not match :data:`KEY`.
    """

    key: str
    name_es: str
    name_en: str
    house_rules: HouseRules
    description_es: str = ""
    description_en: str = ""

    def __post_init__(self) -> None:
        check_key(self.key)

    def name(self, lang: str = "es") -> str:
        """The profile's name in ``lang`` (``"es"`` or ``"en"``; anything else falls back to Spanish)."""
        return self.name_en if lang == "en" else self.name_es

    def description(self, lang: str = "es") -> str:
        """The profile's description in ``lang``."""
        return self.description_en if lang == "en" else self.description_es

    def to_mapping(self) -> dict:
        """The profile's table, as :func:`profile_from_mapping` reads it (and a club's file or the database holds
        it): its names and descriptions, and per game only the settings that differ from the Reglamento.

        >>> CLASICA.to_mapping()["canasta"]["premio_irse"]
        100
        """
        reglamento = HouseRules().to_dict()
        games = {game: {name: value for name, value in settings.items() if reglamento[game][name] != value}
                 for game, settings in self.house_rules.to_dict().items()}
        return {"name": self.name_es, "name_en": self.name_en, "description": self.description_es,
                "description_en": self.description_en, **{game: s for game, s in games.items() if s}}


def check_key(key: Any) -> str:
    """``key`` if it is a valid profile key (:data:`KEY`).

    Raises:
        InvalidSituation: anything else, named.
    """
    if not isinstance(key, str) or not KEY.match(key):
        raise InvalidSituation(f"profile key {shown(key)} must be a lowercase letter followed by up to 31 lowercase "
                               "letters, digits or _",
                               es=f"la clave de perfil {shown(key)} debe ser una letra minúscula seguida de hasta 31 "
                                  "letras minúsculas, cifras o _")
    return key


REGLAMENTO = Profile(
    "reglamento", "Reglamento", "Rulebook", HouseRules(),
    "Las lecturas recomendadas de los reglamentos (las reglas de Tapete sin cambios).",
    "The rulebooks' recommended readings (Tapete's rules unchanged).")
"""The rules files' recommended readings: every setting at its default."""

CLASICA = Profile(
    "clasica", "Clásica internacional", "Classic international",
    HouseRules(canasta=CanastaHouseRules(
        primera_toma_por_pareja=True,
        comodines_no_superan_naturales=False,
        combinaciones_de_comodines=False,
        premio_cuatro_treses_negros=False,
        premios_por_canastas=False,
        premio_irse=100,
        premio_irse_oculta=200,
        premios_canasta_oculta=False,
    )),
    "La Canasta como la juegan los reglamentos internacionales y casi todas las fuentes en inglés; Pinacle y "
    "Tresillo como el Reglamento.",
    "Canasta as the international rulebooks and most English-language sources play it; Pinacle and Tresillo as "
    "the Rulebook.")
"""Canasta as the international rulebooks play it (``docs/house-rules.md``, Profiles, gives each setting's
source); Pinacle and Tresillo = :data:`REGLAMENTO`."""

SOURCES: dict[str, dict[str, str]] = {"clasica": {
    "canasta.primera_toma_por_pareja":
        "Card Games For Dummies and The Book of Card Games (N. Katz): while a side has not melded, the discard pile "
        "is frozen for it; canastaapp.pages.dev: \"always frozen before your initial meld\". The acanomas rulebook "
        "ties the first take to the hand, not to the partnership (A1).",
    "canasta.comodines_no_superan_naturales":
        "ourpastimes.com (Directions for playing Canasta) and allclearmister.com: at least two natural cards and not "
        "more than three wild cards, so 2 naturals + 3 comodines is legal (the reading the issue asks for, and the "
        "rules file's for Pagat, §16 A4). Sources differ: a rules text \"as defined by Hoyle's Rules of Games\" "
        "(edocr.com), quantumgambitz.com and canastaapp.pages.dev add that wild cards never outnumber naturals, the "
        "Reglamento's reading.",
    "canasta.combinaciones_de_comodines":
        "bicyclecards.com (How to play: Canasta): \"a wild card is melded only with natural cards\"; Hoyle's "
        "wording quoted on allclearmister.com: jokers and deuces may never be melded apart from natural cards. "
        "Sources differ: Card Games For Dummies lists a canasta of wild cards (1 000), and a rules text copied on "
        "third-party pages reports wild-card melds as a variant (2 000).",
    "canasta.premio_cuatro_treses_negros":
        "bicyclecards.com and the Hoyle-based pages: three or four black threes, without wild cards, may be melded "
        "only when going out, each worth its 5 points; no English-language source gives the acanomas premio of 500 "
        "for all four.",
    "canasta.premios_por_canastas":
        "No English-language source read (Bicycle, Hoyle, Pagat, Card Games For Dummies, rarepike.com scoring "
        "guide) has a premio for the number of canastas: the canastrón and the canasta de canastas are the Spanish "
        "rulebook's (§11).",
    "canasta.premio_irse":
        "Card Games For Dummies (\"Tallying your scores at Canasta\"), rarepike.com scoring guide, canastapedia.com "
        "(Classic, Scoring): 100 for going out.",
    "canasta.premio_irse_oculta":
        "Card Games For Dummies and rarepike.com: 200 for going out concealed, replacing the 100; canastapedia.com "
        "writes it as 100 on top of the 100 for going out (the same 200). A rules text copied on third-party pages "
        "adds that the player must not have melded before nor lay off on the partner's melds (Tapete does not "
        "check how the player went out: the situation says it went out concealed).",
    "canasta.premios_canasta_oculta":
        "The 1 000 / 500 premios of a canasta oculta are the acanomas rulebook's (§10); the English-language "
        "sources give only the 200 for going out concealed.",
}}
"""Where each setting of a built-in profile comes from (by profile key, then ``game.setting``): the Profiles section
of ``docs/house-rules.md`` is generated from it, and a test holds it to the settings each profile changes."""

BUILT_IN: dict[str, Profile] = {p.key: p for p in (REGLAMENTO, CLASICA)}
"""The profiles every Tapete knows, by key."""


class UnknownProfile(InvalidSituation, LookupError):
    """No profile has this key (the API answers 400, the command line exits 2); Spanish and English texts."""


def find_profile(key: str, profiles: Mapping[str, Profile] | None = None) -> Profile:
    """The profile called ``key``: a built-in one (:data:`BUILT_IN`), else one of ``profiles`` (a club's saved
    profiles by key, ``club_3``).

    Raises:
        UnknownProfile: no such profile; the message lists the known keys.
    """
    if key in BUILT_IN:
        return BUILT_IN[key]
    if profiles is not None and key in profiles:
        return profiles[key]
    known = ", ".join([*BUILT_IN, *(k for k in (profiles or {}) if k not in BUILT_IN)])
    raise UnknownProfile(f"unknown house-rules profile {shown(key)}; known profiles: {known}",
                         es=f"no existe el perfil de reglas de la casa {shown(key)}; los perfiles son: {known}")


def profile_from_mapping(key: str, mapping: Mapping[str, Any], name_es: str | None = None,
                         name_en: str | None = None) -> Profile:
    """A profile read from its table: ``{name = "...", canasta = {...}, pinacle = {...}, tresillo = {...}}``.

    Settings not given are the Reglamento's. Besides the games' sections the table may hold ``name`` (its name,
    both languages unless ``name_en`` is given), ``name_en``, ``description`` and ``description_en``.

    Args:
        key: the profile's key (:data:`KEY`).
        mapping: the decoded TOML or JSON table.
        name_es, name_en: the profile's names, overriding the table's (default: the table's ``name``, else the key).

    Raises:
        UnknownSettings: unknown sections or settings, every one named at once (an :class:`InvalidSituation`).
        InvalidSituation: a bad key, a value of the wrong type, names that are not text.
    """
    check_key(key)
    if not isinstance(mapping, Mapping):
        raise InvalidSituation(f"a profile must be a table with sections canasta/pinacle/tresillo, got "
                               f"{shown(mapping)}",
                               es=f"un perfil debe ser una tabla con las secciones canasta/pinacle/tresillo, pero es "
                                  f"{shown(mapping)}")
    for name in _NAMES:
        if name in mapping and not isinstance(mapping[name], str):
            raise InvalidSituation(f"the profile's {name} must be text, got {shown(mapping[name])}",
                                   es=f"el {name} del perfil debe ser un texto, pero es {shown(mapping[name])}")
    house_rules = HouseRules.from_mapping({k: v for k, v in mapping.items() if k not in _NAMES})
    es = name_es or mapping.get("name") or key
    return Profile(key, es, name_en or mapping.get("name_en") or mapping.get("name") or es, house_rules,
                   mapping.get("description", ""), mapping.get("description_en", mapping.get("description", "")))


def profile_from_text(key: str, text: str, file_format: str = "toml", source: str = "") -> Profile:
    """A profile read from a file's text (:func:`profile_from_mapping`), its errors saying where.

    Args:
        key: the profile's key.
        text: the file's text.
        file_format: ``"toml"`` or ``"json"``.
        source: the file's name, put before every error (``"club.toml: "``); may be empty.

    Raises:
        InvalidSituation: bad syntax (with the parser's line), or as :func:`profile_from_mapping`; unknown settings
            each with their line (``unknown house rule "canasta.x" (line 4)``).
    """
    prefix = f"{source}: " if source else ""
    try:
        data = json.loads(text) if file_format == "json" else tomllib.loads(text)
    except RecursionError:
        raise InvalidSituation(f"{prefix}the profile is nested too deeply",
                               es=f"{prefix}las reglas de la casa tienen demasiados niveles anidados") from None
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as err:
        donde = _where_es(err)  # the parsers' messages are English: only the place is said in Spanish
        raise InvalidSituation(f"{prefix}{err}", es=f"{prefix}las reglas de la casa no son un {file_format.upper()} válido"
                                                    f"{donde}") from None
    try:
        return profile_from_mapping(key, data)
    except UnknownSettings as err:
        raise err.at_lines(lines_of(text, err.names)).within(prefix) from None
    except InvalidSituation as err:
        raise err.within(prefix) from None


def lines_of(text: str, names: list[str] | tuple[str, ...]) -> dict[str, int]:
    """The line (from 1) of each dotted setting name (``"canasta.no_such"``) or section in a TOML or JSON text:
    the first line, at or after the line naming its section, where the setting is written as a key. Names not
    found are left out.

    >>> lines_of('[canasta]\\nx = 1\\n\\n[pinacle]\\nx = 2\\n', ["pinacle.x", "canasta.x", "mus"])
    {'pinacle.x': 5, 'canasta.x': 2}
    """
    lines = text.splitlines()
    found = {}
    for name in names:
        section, _, setting = name.rpartition(".")
        start = _first(lines, section, 0) if section else 0
        at = _first(lines, setting, start, as_key=bool(section)) if start is not None else None
        if at is not None:
            found[name] = at + 1
    return found


def _first(lines: list[str], word: str, start: int, as_key: bool = False) -> int | None:
    """Index of the first line from ``start`` holding ``word`` as a whole word (followed by ``=`` or ``:`` when
    ``as_key``: a key, not a value)."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])" + (r"\"?\s*[=:]" if as_key else ""))
    return next((i for i in range(start, len(lines)) if pattern.search(lines[i])), None)


def _where_es(err: ValueError) -> str:
    """Where a JSON or TOML syntax error is, in Spanish (``" (línea 1, columna 9)"``), or ``""`` if unknown: the
    parsers' own messages are English (tomllib's ends ``(at line 1, column 9)``)."""
    if isinstance(err, json.JSONDecodeError):
        return f" (línea {err.lineno}, columna {err.colno})"
    found = re.search(r"\(at line (\d+), column (\d+)\)", str(err))
    return f" (línea {found[1]}, columna {found[2]})" if found else ""
