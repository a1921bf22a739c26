"""The best salida a hand can show together with the pozo's top card (``rules/canasta.md §8.6 P8``, ``§9``).

Used by :mod:`.pozo` to search proposals: "can take" = some legal proposal passes, and the proposal that scores
most is the one to try against the salida minimum.
"""

from __future__ import annotations

from itertools import accumulate

from ..cartas import CartaFrancesa
from .combinaciones import NATURAL, puntos_carta, puntos_cartas, rol
from .house_rules import CanastaHouseRules

_SIN_LIMITE = 10 ** 6


def _forma(n: int, house_rules: CanastaHouseRules, legal: bool) -> tuple[int, int] | None:
    """(comodines needed, comodines allowed) for a combination with ``n`` naturals; None if it cannot exist."""
    falta = max(0, 3 - n)
    if not legal:
        return falta, _SIN_LIMITE
    if n < house_rules.min_naturales:
        return None
    cabe = house_rules.max_comodines
    if house_rules.comodines_no_superan_naturales:
        cabe = min(cabe, n)
    return (falta, cabe) if falta <= cabe else None


def mejor_salida(top: CartaFrancesa, naturales: tuple, comodines: tuple, usables: int, mano: tuple, rango: str,
                 house_rules: CanastaHouseRules, legal: bool) -> tuple[int, tuple[tuple, ...]] | None:
    """Highest-scoring set of combinations shown with ``top`` in one turn.

    Args:
        top: the pozo's top card (it opens the key combination with ``naturales``).
        naturales: hand cards of top's rank (all go into the key combination: more naturals never hurt).
        comodines: comodines in hand, highest value first.
        usables: how many comodines may join the key combination (0 under P6 when ``comodines_tras_pareja`` is
            off).
        mano: the whole hand (other natural ranks may form salida combinations; black threes never do).
        rango: top's rank.
        house_rules: comodín limits (§5).
        legal: respect §5 (True) or only the shape of a combination, 3+ cards of one rank (False), which tells
            ``COMBINACION_INVALIDA`` from ``SALIDA_INSUFICIENTE``.

    Returns:
        ``(puntos, combinaciones)`` with the key combination first, or ``None`` when no such key combination
        exists. Puntos are §2 card values (§9.2: what counts for the salida).
    """
    n_clave = len(naturales) + 1
    forma = _forma(n_clave, house_rules, legal)
    if forma is None or forma[0] > min(usables, len(comodines)):
        return None
    falta_clave, cabe_clave = forma[0], min(forma[1], usables)
    grupos: dict[str, list] = {}
    for c in mano:
        if rol(c) == NATURAL and c.rango != rango:
            grupos.setdefault(c.rango, []).append(c)
    fijas, opcionales = [], {1: [], 2: []}
    for cartas in grupos.values():
        forma = _forma(len(cartas), house_rules, legal)
        if forma is None:
            continue
        item = (puntos_cartas(cartas), forma[1], tuple(cartas), forma[0])
        (fijas if forma[0] == 0 else opcionales[forma[0]]).append(item)
    for lista in opcionales.values():
        lista.sort(key=lambda item: -item[0])
    valores = [0, *accumulate(map(puntos_carta, comodines))]
    total_c = len(comodines)
    solo_comodines = house_rules.minimo_combinacion_comodines if legal else 3
    base = puntos_carta(top) + puntos_cartas(naturales) + sum([i[0] for i in fijas])
    base_cabe = cabe_clave + sum(i[1] for i in fijas)
    mejor = None
    for p1 in range(len(opcionales[1]) + 1):
        for p2 in range(len(opcionales[2]) + 1):
            falta = falta_clave + p1 + 2 * p2
            if falta > total_c:
                break
            elegidas = opcionales[1][:p1] + opcionales[2][:p2]
            cabe = base_cabe + sum(i[1] for i in elegidas)
            k = total_c if total_c - falta >= solo_comodines else min(total_c, cabe)
            puntos = base + sum(i[0] for i in elegidas) + valores[k]
            if mejor is None or puntos > mejor[0]:
                mejor = (puntos, elegidas, k, cabe, falta)
    puntos, elegidas, k, cabe, falta = mejor
    return puntos, _repartir(top, naturales, comodines[:k], falta_clave, cabe_clave, fijas + elegidas, cabe,
                             solo_comodines)


def _repartir(top, naturales, comodines, falta_clave, cabe_clave, otras, cabe_total, solo_comodines):
    """Lay the chosen comodines out: each combination's minimum first, then up to its limit, then the rest (if
    any) as a combination of comodines only."""
    combs = [[top, *naturales]] + [list(i[2]) for i in otras]
    faltas = [falta_clave] + [i[3] for i in otras]
    cabes = [cabe_clave] + [i[1] for i in otras]
    resto = list(comodines)
    solos = []
    sobra = len(resto) - cabe_total
    if sobra > 0:
        q = max(solo_comodines, sobra)
        solos, resto = resto[-q:], resto[:-q]
    for i, f in enumerate(faltas):
        combs[i] += resto[:f]
        del resto[:f]
    for i, cabe in enumerate(cabes):
        libre = cabe - (len(combs[i]) - (len(naturales) + 1 if i == 0 else len(otras[i - 1][2])))
        combs[i] += resto[:max(0, libre)]
        del resto[:max(0, libre)]
    if solos:
        combs.append(solos)
    return tuple(tuple(c) for c in combs)
