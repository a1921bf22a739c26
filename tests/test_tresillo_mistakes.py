"""The known mistakes of the payment puzzles (``tutor/puzzles/tresillo/mistakes.py``): each is the deal, the plato
or the house rules misread, settled by the engine's own ``liquidar`` (``rules/tresillo.md §13``)."""

from tutor.puzzles import check, puzzle_from_situation
from tutor.puzzles.tresillo.mistakes import Variante
from tutor.rules.tresillo.contabilidad import Trato, liquidar
from tutor.rules.tresillo.plato import Plato
from tutor.rules.tresillo.house_rules import TresilloHouseRules

H = TresilloHouseRules()


def settle(trato, plato, variante=Variante()):
    return liquidar(*variante.leer(trato, plato, H), redondear=variante.redondear)


def test_tresillo_13_5_forgot_to_round():
    assert settle(Trato("vuelta", True, (5, 2, 2)), Plato(15), Variante(redondear=False)).cada_uno == 14


def test_tresillo_13_5_doubled_when_not_favor():
    assert settle(Trato("vuelta", False, (5, 2, 2)), Plato(15), Variante(favor=True)).cada_uno == 15
    assert settle(Trato("vuelta", False, (5, 2, 2)), Plato(15)).cada_uno == 10


def test_tresillo_13_8_codillo_to_the_wrong_contra():
    c = settle(Trato("vuelta", False, (3, 5, 1)), Plato(10), Variante(codillo_al_otro=True))
    assert c.codillo_para == "contra_b" and dict(c.neto)["contra_b"] == 35
    assert dict(settle(Trato("vuelta", False, (3, 5, 1)), Plato(10)).neto)["contra_a"] == 35


def test_tresillo_13_6_confused_the_cases():
    trato = Trato("solo", False, (7, 1, 1), primeras="jugador")
    assert settle(trato, Plato(65, "reservada")).cada_uno == 25        # caso 2: C alone, rounded
    assert settle(trato, Plato(65, "reservada"), Variante(caso=1)).cada_uno == 30   # 5 por jugar added
    assert settle(Trato("vuelta", False, (3, 3, 3)), Plato(45), Variante(caso=2)).puesta == 45   # no surcharge


def test_a_misreading_the_rules_cannot_settle_is_no_mistake():
    """An empty plato read as holding a reserved puesta is no plato at all: that mistake is left out, and the
    puzzle's other mistakes still come (the misreading used to raise from inside the puzzle)."""
    situation = {"lance": "entrada", "favor": False, "plato": {"tantos": 0, "puesta": "ninguna"}, "cartulina": [],
                 "bazas": {"jugador": 7, "contra_a": 0, "contra_b": 2}, "estuches": 0, "contraestuche": 0,
                 "primeras": None, "rendida": {"defendida_por": "contra_b"}}
    puzzle = puzzle_from_situation("tresillo.cobro", 2, situation)
    assert puzzle.answer == (0, 0, -20, 0)
    # nobody pays per head in a defended entrada: the favor misreading changes only the puesta's surcharge
    assert [(m.id, wrong) for m, wrong in puzzle.mistakes] == [("tresillo.cobro.recargo_de_favor", (0, 0, -40, 0))]
    assert check(puzzle, puzzle.form.format((0, 0, -40, 0))).mistake.id == "tresillo.cobro.recargo_de_favor"


def test_an_espada_or_basto_kept_for_its_printed_suit_names_neither_reading():
    """Playing only the ace of the plain espadas/bastos led fits both "it follows its printed suit" (§3.5) and
    "no obligation to trump when void" (#19 review 5 named the first, the level's topic). Both mistakes give that
    answer, so the learner's reasoning is unknown and the verdict names neither (issue 19: a wrong answer two
    mistakes give is named by none); it is still wrong, with the right steps."""
    from tutor.puzzles import from_id

    for pid, wrong in (("tresillo.jugada_legal-v1-L2-S4", "1b"), ("tresillo.jugada_legal-v1-L2-S20", "1b"),
                       ("tresillo.jugada_legal-v1-L2-S15", "1e")):
        puzzle = from_id(pid)
        verdict = check(puzzle, wrong)
        assert not verdict.correct and verdict.mistake is None, (pid, verdict.mistake)
        assert verdict.reasons == puzzle.ruling.reasons


def test_a_defended_3_2_4_settled_as_outcome_3_is_named():
    """§11.5, A13: with 3, 2 and 4 tricks outcome 4 holds by default; settling outcome 3 (the defender makes the
    puesta, the first jugador pays nothing) is the named mistake, its text naming desenlace_orden."""
    from tutor.puzzles import from_id

    puzzle = from_id("tresillo.cobro-v3-L3-S10")  # contra B defends; tricks 3, 4, 2: mano pobre (A) best
    assert puzzle.answer == (-70, 70, -70, 0)
    verdict = check(puzzle, "0, 0, -70, 0")
    assert verdict.mistake.id == "tresillo.cobro.desenlace_3_antes_4" and "desenlace_orden" in verdict.mistake.name.es
