"""Tresillo generators pose only what a table can produce (issue 19, "Situations that cannot happen").

The payment kinds draw a plato and a cartulina; the bounds a table sets on them follow from the settlement itself
(``rules/tresillo.md §13.2-§13.3, §13.8``, default house rules), computed here with the engine's ``liquidar``:

* a plato holding a puesta primera holds at least the smallest puesta primera plus the next deal's 5;
* every reserved puesta is at least the smallest puesta made over a puesta primera;
* while the plato holds a puesta primera, every reserved puesta was made over this same plato in an earlier deal,
  so it is at most that plato (5 tantos ago) plus the favor surcharge;
* a plato holding a reserved puesta holds at least the smallest reserved puesta plus this deal's 5.

Version 1 of ``tresillo.cobro`` and ``tresillo.plato`` broke them in 421 and 381 of 3,000 puzzles (1,000 seeds x 3
levels); version 2 keeps version 1's draws and moves only those platos and cartulinas within the bounds; version 1
ids keep their puzzles.

Version 3 adds the deals no lesson could test before (issue 19 review): at level 3, after version 2's draws, two
deals in five become an entrada surrendered and defended (§11.5, §13.11, all four outcomes and the 3-2-4 deal that
``desenlace_orden`` decides) or a bola (§10.2: won with all nine, lost by puesta with more tricks than each contra,
lost by codillo); every other deal is version 2's.
"""

from __future__ import annotations

import pytest

from collections import Counter

from tutor.puzzles import check, from_id, generate
from tutor.rules.tresillo.resultado import desenlace_defendida
from tutor.rules.tresillo.contabilidad import RECARGO_FAVOR, Trato, liquidar
from tutor.rules.tresillo.plato import PRIMERA, Plato

_PUESTA = Trato("entrada", False, (4, 4, 1))
"""A deal lost by puesta (palo sencillo): the cheapest puesta a plato can receive."""
MIN_PRIMERA = liquidar(_PUESTA, Plato(5)).plato.tantos + 5
MIN_RESERVADA = liquidar(_PUESTA, Plato(MIN_PRIMERA, PRIMERA)).puesta


def test_the_bounds_are_the_rules_file_s():
    assert (MIN_PRIMERA, MIN_RESERVADA) == (35, 55)  # §13.8: 5 + 20 into the plato, +5; then 35 + 20


def impossible(situation) -> list[str]:
    """What a table could not have produced in a deal's plato and cartulina."""
    plato, cartulina = situation["plato"], situation.get("cartulina") or []
    tantos, estado = plato["tantos"], plato["puesta"]
    faults = []
    if estado == "primera" and tantos < MIN_PRIMERA:
        faults.append(f"a puesta primera in a plato of {tantos}")
    if estado == "reservada" and tantos < MIN_RESERVADA + 5:
        faults.append(f"a reserved puesta in a plato of {tantos}")
    faults += [f"a reserved puesta of {a}" for a in cartulina if a < MIN_RESERVADA]
    if estado == "primera":
        faults += [f"a reserved puesta of {a} over a plato of {tantos}" for a in cartulina
                   if a > tantos - 5 + RECARGO_FAVOR]
    return faults


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_payment_puzzles_pose_platos_a_table_can_produce(kind):
    found = {f"{kind}-L{level}-S{seed}": impossible(generate(kind, level, seed).situation_json())
             for level in (1, 2, 3) for seed in range(300)}
    assert {pid: f for pid, f in found.items() if f} == {}


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_version_2_changes_only_what_no_table_produces_and_version_1_ids_keep_their_puzzles(kind):
    changed = 0
    for level in (1, 2, 3):
        for seed in range(300):
            old, new = from_id(f"{kind}-v1-L{level}-S{seed}"), from_id(f"{kind}-v2-L{level}-S{seed}")
            assert str(old.id) == f"{kind}-v1-L{level}-S{seed}" and str(new.id) == f"{kind}-v2-L{level}-S{seed}"
            if impossible(old.situation_json()):
                changed += 1
                assert new.situation_json() != old.situation_json()
            else:
                assert new.situation_json() == old.situation_json() and new.answer == old.answer
    assert changed > 50


def test_a_reserved_puesta_of_version_1_under_the_smallest_one_is_raised_to_it():
    old, new = from_id("tresillo.plato-v1-L2-S42"), from_id("tresillo.plato-v2-L2-S42")
    assert list(old.situation["cartulina"]) == [45] and list(new.situation["cartulina"]) == [MIN_RESERVADA]
    assert old.answer == new.answer == (75, "cartulina") and not impossible(new.situation_json())


def _forma(situation) -> str:
    """What a version-3 deal is: ``defendida-N`` (outcome N of §11.5), ``bola-<result>`` or ``v2``."""
    rendida, (j, a, b) = situation.get("rendida"), situation["bazas"].values()
    if rendida and rendida["defendida_por"]:
        d, m = (a, b) if rendida["defendida_por"] == "contra_a" else (b, a)
        return f"defendida-{desenlace_defendida(j, d, m)}" + ("-324" if (j, d, m) == (3, 2, 4) else "")
    if situation["lance"] == "bola":
        return "bola-" + ("sacada" if j == 9 else "puesta" if j > max(a, b) else "codillo")
    return "v2"


@pytest.mark.parametrize("kind,desenlaces", [("tresillo.cobro", (1, 2, 3, 4)), ("tresillo.plato", (2, 3, 4))])
def test_version_3_adds_defended_entradas_and_bolas_at_level_3_and_keeps_version_2_elsewhere(kind, desenlaces):
    formas = Counter()
    for level in (1, 2, 3):
        for seed in range(300):
            old, new = from_id(f"{kind}-v2-L{level}-S{seed}"), from_id(f"{kind}-v3-L{level}-S{seed}")
            assert generate(kind, level, seed).id == new.id
            forma = _forma(new.situation_json())
            formas[forma] += 1
            if forma == "v2":
                assert new.situation_json() == old.situation_json() and new.answer == old.answer
            else:
                assert level == 3 and not impossible(new.situation_json())
    expected = {f"defendida-{d}" for d in desenlaces} | {"defendida-4-324", "bola-sacada", "bola-puesta",
                                                           "bola-codillo", "v2"}
    assert set(formas) == expected, formas
    assert 80 < sum(n for f, n in formas.items() if f != "v2") < 160  # of the 300 level-3 deals


def test_a_defended_entrada_is_settled_by_its_outcome():
    puzzle = from_id("tresillo.cobro-v3-L3-S%d" % _seed("tresillo.cobro", "defendida-4-324"))
    s = puzzle.situation_json()
    defensor = s["rendida"]["defendida_por"]
    pobre = "contra_b" if defensor == "contra_a" else "contra_a"
    neto = dict(zip(("jugador", "contra_a", "contra_b", "alcalde"), puzzle.answer))
    # outcome 4 (§11.5, A13): the first jugador makes the puesta, the defender pays its amount to the mano pobre
    assert neto[defensor] == -neto[pobre] < 0 and neto["alcalde"] == 0 and neto["jugador"] < 0
    assert check(puzzle, puzzle.form.format(puzzle.answer)).correct


def test_a_bola_lost_with_more_tricks_than_each_contra_is_a_puesta():
    puzzle = from_id("tresillo.plato-v3-L3-S%d" % _seed("tresillo.plato", "bola-puesta"))
    s = puzzle.situation_json()
    antes = s["plato"]["tantos"]
    assert puzzle.answer[1] in ("plato", "cartulina") and puzzle.answer[0] >= antes


def _seed(kind: str, forma: str) -> int:
    return next(seed for seed in range(1000) if _forma(generate(kind, 3, seed).situation_json()) == forma)
