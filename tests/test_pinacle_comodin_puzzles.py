"""``pinacle.comodin`` puzzles (review 12 of the course, #1): every escalera shown is one the table can produce,
a legal start (three cards, at most ``comodines_al_empezar`` comodines, §7.2, §14 B5) plus cards at its ends."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.puzzles import LEVELS, from_id, generate
from tutor.rules.cartas import parse_francesa
from tutor.rules.pinacle import DEFAULT, juzgar_trio, se_pudo_empezar

SEEDS = range(2000)


def _cartas(tokens):
    return [parse_francesa(c) for c in tokens]


def _producible(puzzle) -> bool:
    """The trío (level 1) or the escalera (levels 2, 3) shown could lie on a table under the Reglamento."""
    if puzzle.level == 1:
        return juzgar_trio(_cartas(puzzle.context["combinacion"])).answer["legal"]
    return se_pudo_empezar(_cartas(puzzle.situation["cartas"]))


@pytest.mark.parametrize("level", LEVELS)
def test_every_puzzle_shows_a_combination_the_table_can_produce(level):
    bad = [s for s in SEEDS if not _producible(generate("pinacle.comodin", level, s))]
    assert bad == []


def test_version_1_ids_keep_their_unbuildable_escaleras():
    """Version 1 posed 34 of 4,000 level-2 escaleras no start could build (``9S 2C 2S QS``); its ids still do,
    version 2 draws again for them."""
    v1 = [s for s in range(4000) if not _producible(from_id(f"pinacle.comodin-v1-L2-S{s}"))]
    assert len(v1) == 34 and v1[:5] == [231, 425, 448, 521, 730]
    assert from_id("pinacle.comodin-v1-L2-S231").situation["cartas"] == ("9S", "2C", "2S", "QS")
    assert se_pudo_empezar(_cartas(from_id("pinacle.comodin-v2-L2-S231").situation["cartas"]))


@pytest.mark.parametrize("tokens,maximo,expected", [
    ("9S 2C 2S QS", 1, False),  # 9S and QS are three positions apart: any three cards hold two comodines
    ("9S 10S 2S QS", 1, True),  # started 9S 10S 2S (JS), then QS
    ("JK 6S 7S 8S JK", 1, True),
    ("9S 2C 2S QS", 2, True),  # two comodines allowed to start: 9S 2C 2S, then QS
    ("9S 10S 2S QS", 0, False),  # no comodín to start: three natural cards side by side
    ("8S 9S 10S 2S", 0, True),
])
def test_se_pudo_empezar_follows_the_starting_rule(tokens, maximo, expected):
    house = replace(DEFAULT, comodines_al_empezar=maximo)
    assert se_pudo_empezar(_cartas(tokens.split()), house) is expected
