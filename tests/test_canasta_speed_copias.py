"""copias_corrientes (the fast gate before the precise copy check) agrees with a plain count on every input."""

import random
from collections import Counter

from tutor.rules.canasta.combinaciones import INFO_ID, copias_corrientes
from tutor.rules.cartas import BARAJA_FRANCESA, CARTAS_FRANCESAS, CartaFrancesa


def _contando(cartas) -> bool:
    """The reference: deck singletons, none more than twice."""
    cartas = list(cartas)
    return all(id(c) in INFO_ID for c in cartas) and max(Counter(map(id, cartas)).values(), default=0) <= 2


def test_copias_corrientes_como_contando():
    rng = random.Random(4)
    for _ in range(3000):
        n = rng.choice([0, 1, 3, 10, 30, 60, 110, 300])
        cartas = [rng.choice(CARTAS_FRANCESAS) for _ in range(n)]
        if cartas and rng.random() < 0.1:
            c = rng.choice(cartas)
            cartas[rng.randrange(n)] = CartaFrancesa(c.rango, c.palo)  # built by hand: equal, not the singleton
        assert copias_corrientes(cartas) is _contando(cartas)
        assert copias_corrientes(iter(cartas)) is _contando(cartas)


def test_copias_corrientes_limites():
    dos_de_cada = [c for c in CARTAS_FRANCESAS for _ in range(2)]
    assert copias_corrientes(dos_de_cada)
    assert not copias_corrientes(BARAJA_FRANCESA)  # four jokers: the precise check decides
    for veces in (3, 4, 7, 8, 255, 256, 257, 512):  # no count carries into the next card's field unnoticed
        assert not copias_corrientes([CARTAS_FRANCESAS[5]] * veces)
        assert not copias_corrientes([CARTAS_FRANCESAS[0]] * veces + [CARTAS_FRANCESAS[1]])
    assert not copias_corrientes(["KS"])
