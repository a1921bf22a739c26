"""Benchmark: whole Tresillo deals played by the computer in every seat (``python -m tutor trato``), and the moves
of those deals, per CPU second on one core.

Run: ``python bench/bench_tresillo_trato.py``. A deal is ``new_trato`` then ``computer_move``/``apply`` to the end,
settlement included; a move is one ``apply`` (its ``check_move`` and the rulings it calls). A web page of the deal
answers one move of the learner and then the computer's moves up to his next turn: a handful of moves.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tutor.rules.tresillo.computadora import computer_move, jugar_entero  # noqa: E402
from tutor.rules.tresillo.mesa import FIN, apply, new_trato  # noqa: E402
from bench_canasta import measure  # noqa: E402  (the one timing helper of the benchmarks)


def moves(seeds):
    """(table, move) pairs of the deals of ``seeds``: every move the computer makes in them."""
    pairs = []
    for seed in seeds:
        mesa = new_trato(seed, 4 - seed % 2)
        while mesa.fase != FIN:
            jugada = computer_move(mesa)
            pairs.append((mesa, jugada))
            mesa = apply(mesa, jugada)
    return pairs


def main():
    seeds = list(range(40))
    best, median = measure(lambda s: jugar_entero(new_trato(s, 4 - s % 2)), seeds, repeats=5)
    print(f"tresillo trato, whole deals played by the computer: best {best:,.0f} / median {median:,.0f} deals/s "
          "(CPU time, one core)")
    pairs = moves(seeds)
    best, median = measure(lambda p: apply(*p), pairs, repeats=5)
    print(f"tresillo trato, apply (one move, its check and rulings): best {best:,.0f} / median {median:,.0f} "
          f"moves/s over {len(pairs)} moves (CPU time, one core)")


if __name__ == "__main__":
    main()
