"""Every setting of every built-in profile changes a ruling in the expected direction (issue 16): a table of
setting, situation, the Reglamento's answer, the answer with that setting alone and the profile's answer."""

import dataclasses

import pytest

from tutor import referee
from tutor.rules.house_rules import HouseRules
from tutor.rules.profiles import BUILT_IN, CLASICA, REGLAMENTO

K7 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
FIVE_CANASTAS = [[f"{rank}{suit}" for suit in "SHDCSHD"] for rank in ("K", "Q", "J", "10", "9")]
OCULTA = {"combinaciones": [K7], "treses_rojos": 0, "se_fue": True, "canasta_oculta": "de_mano_sin_apoyo"}

# profile, game, setting, ruling, situation, answer field, Reglamento, setting alone, whole profile
TABLE = [
    (CLASICA, "canasta", "primera_toma_por_pareja", "canasta.pozo",
     {"pozo": ["5S", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 0,
      "mano": ["KS", "2C", "AH", "AS", "AD", "9C"]}, "puede_tomar", True, False, False),
    (CLASICA, "canasta", "comodines_no_superan_naturales", "canasta.combinacion",
     {"cartas": ["8S", "8H", "2C", "2D", "JK"]}, "valida", False, True, True),
    (CLASICA, "canasta", "combinaciones_de_comodines", "canasta.combinacion",
     {"cartas": ["JK", "JK", "2C"]}, "valida", True, False, False),
    (CLASICA, "canasta", "premio_cuatro_treses_negros", "canasta.combinacion",
     {"cartas": ["3S", "3C", "3S", "3C"], "al_irse": True}, "puntos", 500, 20, 20),
    (CLASICA, "canasta", "premios_por_canastas", "canasta.mano",
     {"combinaciones": FIVE_CANASTAS, "treses_rojos": 0, "mano": ["4D"], "se_fue": False}, "total", 3345, 2845, 2845),
    (CLASICA, "canasta", "premio_irse", "canasta.mano",
     {"combinaciones": [K7], "treses_rojos": 0, "se_fue": True}, "total", 570, 670, 670),
    (CLASICA, "canasta", "premio_irse_oculta", "canasta.mano", OCULTA, "total", 1570, 1770, 770),
    (CLASICA, "canasta", "premios_canasta_oculta", "canasta.mano", OCULTA, "total", 1570, 570, 770),
]


def _alone(profile, game, name) -> HouseRules:
    """The Reglamento with one setting of ``profile`` (the setting alone)."""
    section = dataclasses.replace(REGLAMENTO.house_rules.for_game(game),
                                  **{name: getattr(profile.house_rules.for_game(game), name)})
    return dataclasses.replace(REGLAMENTO.house_rules, **{game: section})


@pytest.mark.parametrize("profile, game, name, ruling, situation, field, reglamento, alone, whole", TABLE,
                         ids=[f"{row[0].key}-{row[2]}" for row in TABLE])
def test_each_setting_of_a_built_in_profile_changes_a_ruling(profile, game, name, ruling, situation, field,
                                                             reglamento, alone, whole):
    assert referee.run(ruling, situation).answer[field] == reglamento
    assert referee.run(ruling, situation, _alone(profile, game, name)).answer[field] == alone
    assert referee.run(ruling, situation, profile.house_rules).answer[field] == whole


def test_the_table_holds_every_setting_a_built_in_profile_changes():
    changed = {(p.key, game, name) for p in BUILT_IN.values() for game, settings in p.house_rules.to_dict().items()
               for name, value in settings.items() if REGLAMENTO.house_rules.to_dict()[game][name] != value}
    assert changed == {(row[0].key, row[1], row[2]) for row in TABLE}


def test_every_setting_a_built_in_profile_changes_has_its_source():
    from tutor.rules.profiles import SOURCES

    changed = {(p.key, f"{game}.{name}") for p in BUILT_IN.values()
               for game, settings in p.house_rules.to_dict().items() for name, value in settings.items()
               if REGLAMENTO.house_rules.to_dict()[game][name] != value}
    assert {(key, name) for key, names in SOURCES.items() for name in names} == changed
