"""The random generator every puzzle kind draws from."""

from __future__ import annotations

import random


class PuzzleRandom(random.Random):
    """``random.Random(seed)``, named for its one job: a puzzle id names a seed of this generator, so the numbers it
    draws for a seed must never change (the standard library keeps ``choice``, ``randint`` and ``sample`` stable)."""
