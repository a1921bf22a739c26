"""The one registry of games (tutor/rules/games.py) is what every layer lists."""

from tutor import puzzles, referee
from tutor.content.markup import DECK_OF_GAME, GAMES as CONTENT_GAMES
from tutor.rules.cartas import ESPANOLA, FRANCESA
from tutor.rules.games import GAMES, game_of
from tutor.rules.house_rules import HouseRules
from tutor.web import learn, views


def test_games_every_layer_lists_the_registry():
    assert list(GAMES) == ["canasta", "pinacle", "tresillo"]
    assert list(HouseRules().to_dict()) == list(GAMES)
    assert CONTENT_GAMES == learn.GAMES == tuple(GAMES)
    assert DECK_OF_GAME == {"canasta": FRANCESA, "pinacle": FRANCESA, "tresillo": ESPANOLA}
    assert {spec.game for spec in referee.RULINGS.values()} == set(GAMES)
    assert {kind.game for kind in puzzles.KINDS.values()} == set(GAMES)


def test_games_the_deck_of_a_ruling_or_kind_is_its_games():
    assert game_of("tresillo.cobro").deck == views.deck_of("tresillo.cobro") == ESPANOLA
    for name, spec in referee.RULINGS.items():
        assert spec.deck == GAMES[spec.game].deck == views.deck_of(name)
    for game in GAMES.values():
        assert type(HouseRules().for_game(game.name)) is game.house_rules
