"""Every puzzle kind poses a puzzle for every seed under any one house rule changed from the Reglamento: a draw the
changed rule makes impossible (a bola lance under ``bola_como_logro``, a 1-4-4 under ``puesta_real = codillo``) is
drawn again, not a refused id (a 404 in practice)."""

from __future__ import annotations

import dataclasses

import pytest

from tutor import puzzles
from tutor.puzzles import KINDS
from tutor.rules.games import GAMES
from tutor.rules.profiles import profile_from_mapping

SEEDS = range(15)


def _changed_settings():
    """(game, setting, value) for every other value of every boolean or choice setting of every game."""
    for game, g in GAMES.items():
        for f in dataclasses.fields(g.house_rules):
            if isinstance(f.default, bool):
                yield game, f.name, not f.default
            for value in f.metadata.get("choices", ()):
                if value != f.default:
                    yield game, f.name, value


@pytest.mark.parametrize("game, name, value", list(_changed_settings()))
def test_generation_under_house_rules_every_seed_gives_a_puzzle(game, name, value):
    profile = profile_from_mapping("casa", {game: {name: value}})
    for kind in (k for k in sorted(KINDS) if KINDS[k].game == game):
        for level in (1, 2, 3):
            for seed in SEEDS:
                puzzle = puzzles.generate(kind, level, seed, profile)
                assert puzzle.id.seed == seed and puzzle.id.level == level


@pytest.mark.parametrize("kind, seed", [("tresillo.cobro", 4), ("tresillo.plato", 10), ("tresillo.resultado", 3)])
def test_generation_under_house_rules_no_bola_lance_under_bola_como_logro(kind, seed):
    profile = profile_from_mapping("logro", {"tresillo": {"bola_como_logro": True}})
    assert puzzles.generate(kind, 3, seed).situation["lance"] == "bola"  # the Reglamento's draw
    assert puzzles.generate(kind, 3, seed, profile).situation.get("lance") != "bola"
