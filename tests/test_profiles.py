"""House-rule profiles (issue 16): the built-in ones, reading a club's profile, every unknown setting named."""

import json

import pytest

from tutor.rules.base import InvalidSituation, UnknownSettings
from tutor.rules.house_rules import HouseRules
from tutor.rules.profiles import BUILT_IN, CLASICA, REGLAMENTO, Profile, lines_of, profile_from_mapping, \
    profile_from_text


def test_built_in_profiles_by_key():
    assert list(BUILT_IN) == ["reglamento", "clasica"]
    assert REGLAMENTO.house_rules == HouseRules()
    assert CLASICA.name("es") == "Clásica internacional" and CLASICA.name("en") == "Classic international"
    assert CLASICA.house_rules.pinacle == HouseRules().pinacle and CLASICA.house_rules.tresillo == HouseRules().tresillo


@pytest.mark.parametrize("key", ["", "Club", "1club", "club-3", "a" * 33, None])
def test_a_bad_profile_key_is_refused(key):
    with pytest.raises(InvalidSituation, match="profile key"):
        Profile(key, "x", "x", HouseRules())


def test_profile_from_mapping_keeps_the_reglamento_for_settings_not_given():
    profile = profile_from_mapping("club_3", {"name": "Peña del Casino", "canasta": {"premio_irse": 50}})
    assert (profile.key, profile.name("es"), profile.name("en")) == ("club_3", "Peña del Casino", "Peña del Casino")
    assert profile.house_rules.canasta.premio_irse == 50
    assert profile.house_rules.canasta.min_naturales == REGLAMENTO.house_rules.canasta.min_naturales
    assert profile.house_rules.tresillo == REGLAMENTO.house_rules.tresillo


def test_profile_from_mapping_names_every_unknown_setting_and_section_at_once():
    with pytest.raises(UnknownSettings) as info:
        profile_from_mapping("club_1", {"canasta": {"foo": 1, "premio_irse": 100, "bar": 2},
                                        "tresillo": {"baz": 1}, "mus": {}})
    assert info.value.names == ("canasta.foo", "canasta.bar", "tresillo.baz", "mus")
    for name in ("canasta.foo", "canasta.bar", "tresillo.baz"):
        assert f'unknown house rule "{name}"' in str(info.value)
        assert f'no existe la regla de la casa "{name}"' in info.value.text("es")
    assert "unknown house-rules section 'mus'" in str(info.value)


CLUB_TOML = """name = "Peña"
[canasta]
premio_irse = 100
premio_irs = 100

[pinacle]
barajas = 2
comodines = 3

[tresillo]
palo_de_favor = "o"
"""


def test_a_profile_file_with_three_unknown_settings_names_all_three_with_their_lines():
    with pytest.raises(InvalidSituation) as info:
        profile_from_text("club_1", CLUB_TOML, source="club.toml")
    text = str(info.value)
    assert text.startswith('club.toml: unknown house rule "canasta.premio_irs" (line 4); unknown house rule '
                           '"pinacle.comodines" (line 8); unknown house rule "tresillo.palo_de_favor" (line 11); '
                           'known settings: canasta.')
    assert info.value.text("es").startswith('club.toml: no existe la regla de la casa "canasta.premio_irs" (línea 4); ')


def test_lines_of_json_and_inline_tables():
    text = '{\n  "canasta": {\n    "premio_irse": 100,\n    "x": 1\n  },\n  "pinacle": {"x": 2}\n}\n'
    assert lines_of(text, ["canasta.x", "pinacle.x"]) == {"canasta.x": 4, "pinacle.x": 6}
    assert lines_of("canasta.x = 1\ncanasta = {y = 2}\n[mus]\n", ["canasta.x", "canasta.y", "mus"]) == {
        "canasta.x": 1, "canasta.y": 2, "mus": 3}


def test_profile_from_text_bad_syntax_says_where_in_both_languages():
    with pytest.raises(InvalidSituation) as info:
        profile_from_text("club_1", "[canasta\n", source="club.toml")
    assert info.value.text("es").startswith("club.toml: las reglas de la casa no son un TOML válido (línea 1, columna")


@pytest.mark.parametrize("profile", list(BUILT_IN.values()), ids=list(BUILT_IN))
def test_a_profile_round_trips_through_its_table(profile):
    again = profile_from_mapping(profile.key, profile.to_mapping())
    assert again == profile
    assert json.loads(json.dumps(profile.to_mapping())) == profile.to_mapping()  # storable as JSON


def test_every_setting_has_its_label_in_both_languages():
    import dataclasses

    from tutor.rules.base import setting_label
    from tutor.rules.games import GAMES

    for game in GAMES.values():
        for f in dataclasses.fields(game.house_rules):
            es, en = setting_label(game.house_rules, f.name, "es"), setting_label(game.house_rules, f.name, "en")
            assert es.strip() and en.strip(), (game.name, f.name)
