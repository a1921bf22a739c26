"""``tresillo.cobro``'s known mistakes computed from the referee's ruling (``leer_cobro`` + ``netos``) are exactly
the ones the referee's engine gives when it settles the deal again under each wrong reading (``liquidacion``).

The fast path is taken for every generated puzzle; the slow one stays for what it cannot compute (a defended
surrender), and both give the same mistakes for generated and hand-written deals under any house rules.
"""

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from tutor import puzzles
from tutor.puzzles.kind import Case
from tutor.puzzles.base import thaw
from tutor.puzzles.tresillo import cobro as kind_cobro
from tutor.rules.base import InvalidSituation
from tutor.rules.house_rules import HouseRules
from tutor.rules.tresillo.settings import TresilloHouseRules

KIND = puzzles.get_kind("tresillo.cobro")


def _case(puzzle):
    """The Case the kind builds when a wrong answer needs the known mistakes."""
    return Case(thaw(puzzle.situation), thaw(puzzle.context), puzzle.ruling, puzzle.answer, puzzle.house_rules,
                puzzle.id.level, puzzle.form)


def _resettled(puzzle, monkeypatch):
    """The known mistakes with every one settled again by the engine (no ruling read back)."""
    with monkeypatch.context() as m:
        m.setattr(kind_cobro, "leer_cobro", lambda *args: None)
        return KIND.known_mistakes(_case(puzzle))


def _same_mistakes(puzzle, monkeypatch):
    case = _case(puzzle)
    fast = KIND.known_mistakes(case)
    assert fast == _resettled(puzzle, monkeypatch), puzzle.situation_json()
    return case


_RULES = [None, HouseRules(tresillo=TresilloHouseRules(favor_redondeo="redondear_y_doblar")),
          HouseRules(tresillo=TresilloHouseRules(perdedor_paga_por_jugar=True, recargo_puesta_sencillo=0,
                                                 solo_codillo_ambito="solo_caso_2",
                                                 solo_codillo_paga_condiciones=False)),
          HouseRules(tresillo=TresilloHouseRules(alcalde_paga_y_cobra=False))]


@pytest.mark.parametrize("rules", range(len(_RULES)))
def test_generated_puzzles_mistakes_read_from_the_ruling_equal_the_resettled_ones(rules, monkeypatch):
    for seed in range(400 if rules == 0 else 120):
        for level in (1, 2, 3):
            puzzle = puzzles.generate("tresillo.cobro", level, seed, _RULES[rules])
            case = _same_mistakes(puzzle, monkeypatch)
            assert kind_cobro._resumen(case) is not None  # the fast path was taken


_situations = st.fixed_dictionaries({
    "lance": st.sampled_from(["entrada", "vuelta", "vuelta_solera", "solo", "bola"]),
    "favor": st.booleans(),
    "plato": st.fixed_dictionaries({"tantos": st.integers(0, 30).map(lambda n: 5 * n),
                                    "puesta": st.sampled_from(["ninguna", "primera", "reservada"])}),
    "cartulina": st.lists(st.integers(1, 20).map(lambda n: 5 * n), max_size=2),
    "bazas": st.integers(0, 9).flatmap(lambda j: st.integers(0, 9 - j).map(
        lambda a: {"jugador": j, "contra_a": a, "contra_b": 9 - j - a})),
    "estuches": st.sampled_from([0, 0, 3, 5]),
    "contraestuche": st.sampled_from([0, 0, 4]),
    "primeras": st.sampled_from([None, "jugador", "contras"]),
})


@st.composite
def _deals(draw):
    """A hand-written deal: played out, or surrendered (0-3 tricks done), defended or not."""
    s = draw(_situations)
    if draw(st.integers(0, 3)) == 0:
        s["lance"] = draw(st.sampled_from(["entrada", "vuelta"]))
        defensor = draw(st.sampled_from([None, "contra_a", "contra_b"]))
        s["rendida"] = {"defendida_por": defensor}
        if defensor is None:
            s["bazas"] = {"jugador": 0, "contra_a": draw(st.integers(0, 2)), "contra_b": 1}
            s["primeras"] = None
    return s


_house = st.builds(TresilloHouseRules,
                   favor_redondeo=st.sampled_from(["doblar_y_redondear", "redondear_y_doblar"]),
                   perdedor_paga_por_jugar=st.booleans(), recargo_puesta_sencillo=st.sampled_from([20, 0]),
                   solo_codillo_ambito=st.sampled_from(["ambos_casos", "solo_caso_2"]),
                   solo_codillo_paga_condiciones=st.booleans(), alcalde_paga_y_cobra=st.booleans(),
                   bola_como_logro=st.booleans())


@hsettings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(situation=_deals(), house=_house, level=st.sampled_from([1, 2, 3]))
def test_hand_written_deals_mistakes_read_from_the_ruling_equal_the_resettled_ones(situation, house, level,
                                                                                   monkeypatch):
    try:
        puzzle = puzzles.puzzle_from_situation("tresillo.cobro", level, situation, HouseRules(tresillo=house))
    except InvalidSituation:
        return  # an impossible deal: no puzzle, no mistakes
    try:
        fast = KIND.known_mistakes(_case(puzzle))
    except InvalidSituation as err:  # a puesta of no tantos: the same refusal both ways
        with pytest.raises(InvalidSituation) as slow:
            _resettled(puzzle, monkeypatch)
        assert str(slow.value) == str(err)
        return
    assert fast == _resettled(puzzle, monkeypatch)


def test_a_defended_surrender_is_settled_again_by_the_engine(monkeypatch):
    situation = {"lance": "entrada", "favor": False, "plato": {"tantos": 40, "puesta": "primera"},
                 "bazas": {"jugador": 3, "contra_a": 4, "contra_b": 2}, "estuches": 0, "contraestuche": 0,
                 "primeras": None, "rendida": {"defendida_por": "contra_a"}}
    puzzle = puzzles.puzzle_from_situation("tresillo.cobro", 3, situation)
    case = _same_mistakes(puzzle, monkeypatch)
    assert kind_cobro._resumen(case) is None
    assert [m.id for m, _ in KIND.known_mistakes(case)]  # the engine's settlements still name mistakes
