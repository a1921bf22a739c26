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

Version 4 (review 8 of the course, finding 1): beside a puesta primera, version 3 could reserve a puesta that no
earlier deal made (a plato of 35 with 55 reserved; 45 with 70); version 4 moves only those deals' plato and
cartulina to the nearest a table produces (about 1 deal in 40), and version 3 ids keep their puzzles.

Version 5 (course review, issue 19): each estuche is the highest trump out of the jugador's own hand, so it wins the
trick it is played to (§3.3, §3.6, §4.3), and a deal played to the end gives the jugador at least as many tricks as
estuches. Version 4 broke it in 197 (cobro) and 226 (plato) of 1,200 puzzles (400 seeds x 3 levels: "jugador 4,
contra A 4, contra B 1. Estuches 5"); version 5 keeps version 4's draws and moves only those deals' estuches to the
jugador's tricks (none under three), and version 4 ids keep their puzzles. Nor does a jugador who holds five estuches
surrender (review 11 of the course, #8): they are five sure tricks, and five tricks always win (§9, §11.2); version
4 posed it in 13 cobro and 20 plato puzzles of 400 level-3 seeds ("Bazas: jugador 0, contra A 0, contra B 1 cuando
el jugador se rinde. Estuches 5"), and version 5, unreleased, gives such a jugador four.
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
    """What a table could not have produced in a deal's plato and cartulina (the bounds of version 2)."""
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


RECARGOS = (MIN_RESERVADA - MIN_PRIMERA, RECARGO_FAVOR)
"""A caso-1 puesta's surcharge in palo sencillo and de favor (§13.8 2)."""


def unmade(situation) -> list[str]:
    """The reserved puestas beside a puesta primera that no earlier settlement made (issue 19 review 8, #1).

    The cartulina was empty when the puesta primera went in (a plato without puesta has none, §13.3 1 and 3), so
    each reserved puesta was made over this same plato at an earlier deal: p + 20 or p + 40 for a plato p from
    MIN_PRIMERA to this one less this deal's 5 (§13.2 1, §13.8 2), in the cartulina's order (p never falls).
    """
    if situation["plato"]["puesta"] != "primera":
        return []
    desde, hasta = MIN_PRIMERA, situation["plato"]["tantos"] - 5
    for a in situation.get("cartulina") or []:
        made_over = [a - r for r in sorted(RECARGOS, reverse=True) if desde <= a - r <= hasta]
        if not made_over:
            return [f"a reserved puesta of {a} beside a puesta primera in a plato of {hasta + 5}"]
        desde = made_over[0]
    return []


def test_unmade_reserved_puestas_are_caught():
    primera = {"tantos": 35, "puesta": "primera"}
    assert unmade({"plato": primera, "cartulina": [55]})  # review 8: nothing is reserved beside the least primera
    assert unmade({"plato": {"tantos": 45, "puesta": "primera"}, "cartulina": [70]})  # neither 50 + 20 nor 30 + 40
    assert unmade({"plato": {"tantos": 50, "puesta": "primera"}, "cartulina": [80, 55]})  # 40 + 40, then p fell
    assert not unmade({"plato": {"tantos": 50, "puesta": "primera"}, "cartulina": [55, 80, 85]})
    assert not unmade({"plato": {"tantos": 45, "puesta": "primera"}, "cartulina": [75, 80]})  # 35 + 40, 40 + 40
    assert not unmade({"plato": {"tantos": 35, "puesta": "reservada"}, "cartulina": [55]})  # another bound's


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_payment_puzzles_pose_platos_a_table_can_produce(kind):
    found = {f"{kind}-L{level}-S{seed}": impossible(s := generate(kind, level, seed).situation_json()) + unmade(s)
             for level in (1, 2, 3) for seed in range(1000)}
    assert {pid: f for pid, f in found.items() if f} == {}


@pytest.mark.parametrize("puzzle_id", ["tresillo.cobro-v3-L2-S28216", "tresillo.cobro-v3-L2-S27",
                                       "tresillo.plato-v3-L3-S6"])
def test_review_8_s_platos_keep_their_version_3_ids_and_version_4_poses_what_a_table_produces(puzzle_id):
    old, new = from_id(puzzle_id), from_id(puzzle_id.replace("-v3-", "-v4-"))
    assert unmade(old.situation_json()) and not unmade(new.situation_json()) + impossible(new.situation_json())
    assert old.situation_json()["plato"]["puesta"] == new.situation_json()["plato"]["puesta"] == "primera"


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_version_4_moves_only_the_reserved_puestas_no_table_makes(kind):
    changed = Counter()
    for level in (1, 2, 3):
        for seed in range(300):
            old, new = from_id(f"{kind}-v3-L{level}-S{seed}"), from_id(f"{kind}-v4-L{level}-S{seed}")
            if unmade(old.situation_json()):
                changed[level] += 1
                a, b = old.situation_json(), new.situation_json()
                assert {**a, "plato": None, "cartulina": None} == {**b, "plato": None, "cartulina": None}
                assert len(a["cartulina"]) == len(b["cartulina"]) and b["plato"]["tantos"] >= a["plato"]["tantos"]
            else:
                assert new.situation_json() == old.situation_json() and new.answer == old.answer
    assert sum(changed.values()) > 10, changed


def estuches_unplayed(situation) -> list[str]:
    """Estuches more than the tricks of a jugador who played the deal to the end (issue 19, version 5).

    Each estuche card is the highest trump not in the jugador's own hand (§3.3, §4.3), so it wins the trick it is
    played to (§3.6), and in a deal played out he plays them all. A surrender nobody defended shows the tricks
    complete when he said "paso" (§11.2–§11.3), so it holds no bound; a defended entrada plays all nine tricks
    (§11.4), the first jugador's among them.
    """
    rendida = situation.get("rendida")
    if rendida and not rendida.get("defendida_por"):
        return []
    j, e = situation["bazas"]["jugador"], situation["estuches"]
    return [f"{e} estuches with {j} tricks played out"] if e > j else []


def estuches_surrendered(situation) -> list[str]:
    """Five estuches or more held by a jugador who surrendered, defended or not: five sure tricks, and five tricks
    always win (§9), so he had no codillo to fear (§11.2)."""
    e = situation["estuches"]
    return [f"{e} estuches and a surrender"] if situation.get("rendida") and e >= 5 else []


def estuches_impossible(situation) -> list[str]:
    return estuches_unplayed(situation) + estuches_surrendered(situation)


def test_estuches_over_the_tricks_are_caught():
    deal = {"bazas": {"jugador": 4, "contra_a": 4, "contra_b": 1}, "estuches": 5}
    assert estuches_unplayed(deal)  # the review's plato-v4-L1-S169
    assert estuches_unplayed({**deal, "rendida": {"defendida_por": "contra_a"}})  # all nine tricks are played
    assert not estuches_unplayed({**deal, "rendida": {"defendida_por": None}})  # tricks at the surrender
    assert not estuches_unplayed({**deal, "estuches": 4}) and not estuches_unplayed({**deal, "estuches": 0})
    surrendered = {"bazas": {"jugador": 0, "contra_a": 0, "contra_b": 1}, "estuches": 5,
                   "rendida": {"defendida_por": None}}
    assert estuches_surrendered(surrendered)  # the review's cobro-v4-L3-S591
    assert estuches_surrendered({**surrendered, "rendida": {"defendida_por": "contra_b"}})
    assert not estuches_surrendered({**surrendered, "estuches": 4})
    assert not estuches_surrendered({**surrendered, "rendida": None, "bazas": {"jugador": 5}})


def _estuches_unplayed_by_level(kind: str, version: int, seeds=range(1000)) -> list[int]:
    return [sum(bool(estuches_unplayed(from_id(f"{kind}-v{version}-L{level}-S{seed}").situation_json()))
                for seed in seeds) for level in (1, 2, 3)]


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_payment_puzzles_played_out_give_the_jugador_his_estuches_in_tricks_and_none_surrenders_five(kind):
    found = {f"{kind}-L{level}-S{seed}": estuches_impossible(generate(kind, level, seed).situation_json())
             for level in (1, 2, 3) for seed in range(1000)}
    assert {pid: f for pid, f in found.items() if f} == {}


@pytest.mark.parametrize("kind,before", [("tresillo.cobro", [9, 116, 72]), ("tresillo.plato", [80, 78, 68])])
def test_version_4_ids_keep_their_deals_with_more_estuches_than_tricks(kind, before):
    assert _estuches_unplayed_by_level(kind, 4, range(400)) == before  # the review's counts, 400 seeds per level


@pytest.mark.parametrize("puzzle_id", ["tresillo.plato-v4-L1-S169", "tresillo.plato-v4-L2-S162",
                                       "tresillo.plato-v4-L2-S13", "tresillo.cobro-v4-L2-S33853",
                                       "tresillo.cobro-v4-L3-S6"])
def test_the_review_s_deals_keep_their_version_4_ids_and_version_5_gives_tricks_for_each_estuche(puzzle_id):
    old, new = from_id(puzzle_id), from_id(puzzle_id.replace("-v4-", "-v5-"))
    a, b = old.situation_json(), new.situation_json()
    assert estuches_unplayed(a) and not estuches_unplayed(b)
    assert {**a, "estuches": None} == {**b, "estuches": None}
    assert b["estuches"] == (a["bazas"]["jugador"] if a["bazas"]["jugador"] >= 3 else 0)


@pytest.mark.parametrize("kind,before", [("tresillo.cobro", [0, 0, 13]), ("tresillo.plato", [0, 0, 20])])
def test_version_4_ids_keep_their_surrenders_with_five_estuches(kind, before):
    assert [sum(bool(estuches_surrendered(from_id(f"{kind}-v4-L{level}-S{seed}").situation_json()))
                for seed in range(400)) for level in (1, 2, 3)] == before  # review 11's 5 and 10, and defended ones


@pytest.mark.parametrize("puzzle_id", ["tresillo.cobro-v4-L3-S591", "tresillo.plato-v4-L3-S81764"])
def test_the_review_s_surrenders_keep_their_version_4_ids_and_version_5_holds_four_estuches(puzzle_id):
    old, new = from_id(puzzle_id), from_id(puzzle_id.replace("-v4-", "-v5-"))
    a, b = old.situation_json(), new.situation_json()
    assert estuches_surrendered(a) and (a["estuches"], b["estuches"]) == (5, 4)
    assert {**a, "estuches": None} == {**b, "estuches": None} and new.answer == old.answer


@pytest.mark.parametrize("kind", ["tresillo.cobro", "tresillo.plato"])
def test_version_5_moves_only_the_estuches_no_deal_played_out_gives(kind):
    changed = 0
    for level in (1, 2, 3):
        for seed in range(300):
            old, new = from_id(f"{kind}-v4-L{level}-S{seed}"), from_id(f"{kind}-v5-L{level}-S{seed}")
            assert generate(kind, level, seed).id == new.id
            a, b = old.situation_json(), new.situation_json()
            if estuches_impossible(a):
                changed += 1
                assert {**a, "estuches": None} == {**b, "estuches": None} and b["estuches"] < a["estuches"]
            else:
                assert b == a and new.answer == old.answer
    assert changed > 100, changed


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
