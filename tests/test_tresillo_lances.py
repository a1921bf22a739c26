"""Lances, palo de favor and the auction (``rules/tresillo.md §6``, §7.3)."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.tresillo import (
    CONDICION_LANCE, ESCALA, LANCES, TresilloHouseRules, check_lance, check_puja, es_de_favor, pujas_legales,
    rango_puja, subasta, triunfo_de_vuelta,
)


def test_tresillo_6_1_lances_and_condiciones():
    assert LANCES == ("entrada", "vuelta", "solo", "vuelta_solera", "bola")
    assert CONDICION_LANCE == {"entrada": 0, "vuelta": 2, "solo": 20, "vuelta_solera": 20, "bola": 100}


@pytest.mark.parametrize("puja, rango", list(zip(
    ["entrada", "entrada de favor", "vuelta", "solo", "solo de favor", "bola", "bola de favor"], range(1, 8))),
    ids=lambda v: str(v))
def test_tresillo_6_3_ladder(puja, rango):
    assert rango_puja(puja) == rango


def test_tresillo_6_3_entrada_de_favor_beats_entrada_but_not_vuelta():
    assert rango_puja("entrada") < rango_puja("entrada_favor") < rango_puja("vuelta") < rango_puja("solo")
    assert ESCALA[-1] == "bola_favor"


def test_tresillo_6_3_vuelta_cannot_be_bid_de_favor():
    with pytest.raises(InvalidSituation, match="vuelta cannot be bid de favor"):
        check_puja("vuelta de favor")


@pytest.mark.parametrize("lance", ["tute", "vuelta de favor", "", "Entrada!"])
def test_tresillo_6_1_a_lance_that_does_not_exist_is_refused(lance):
    with pytest.raises(InvalidSituation, match="lance") as err:
        check_lance(lance)
    assert err.value.field == "lance"


def test_tresillo_6_2_palo_de_favor_is_a_house_rule():
    assert es_de_favor("b") and not es_de_favor("e")
    assert es_de_favor("e", TresilloHouseRules(palo_favor="e"))


def test_tresillo_6_4_priority_lets_an_earlier_seat_equal_the_bid():
    assert "vuelta" in pujas_legales("vuelta", 0, 1)
    assert "vuelta" not in pujas_legales("vuelta", 2, 1)
    assert "vuelta" not in pujas_legales("vuelta", 0, 1, TresilloHouseRules(subasta_prioridad=False))
    assert pujas_legales(None, 0, None)[0] == "paso" and len(pujas_legales(None, 0, None)) == 8


def test_tresillo_6_4_auction_with_equalling():
    ruling = subasta(["entrada", "vuelta", "paso", "vuelta", "paso"])
    assert ruling.answer == {"terminada": True, "jugador": 0, "puja": "vuelta", "turno": None}
    assert "tresillo.subasta.iguala" in [r.message.id for r in ruling.reasons]


def test_tresillo_6_4_all_pass_nobody_plays():
    ruling = subasta(["paso", "paso", "paso"])
    assert ruling.answer == {"terminada": True, "jugador": None, "puja": None, "turno": None}
    assert ruling.reasons[-1].message.id == "tresillo.subasta.todos_pasan"


def test_tresillo_6_4_auction_in_progress_says_who_speaks():
    assert subasta(["paso", "entrada"]).answer == {"terminada": False, "jugador": 1, "puja": "entrada", "turno": 2}


def test_tresillo_6_4_a_bid_not_higher_is_refused():
    with pytest.raises(InvalidSituation, match="cannot bid entrada over vuelta"):
        subasta(["vuelta", "entrada"])
    with pytest.raises(InvalidSituation, match="after the auction ended"):
        subasta(["solo", "paso", "paso", "bola"])


def test_tresillo_16_A12_no_bola_bid_when_bola_is_an_achievement():
    rules = TresilloHouseRules(bola_como_logro=True)
    assert "bola" not in pujas_legales("solo", 1, 0, rules)
    with pytest.raises(InvalidSituation, match="bola"):
        subasta(["bola"], rules)


@pytest.mark.parametrize("carta, palo", [("6c", "c"), ("1e", "e"), ("1b", "b"), ("7o", "o")])
def test_tresillo_7_3_vuelta_trump_is_the_turned_cards_suit(carta, palo):
    assert triunfo_de_vuelta(carta) == palo


def test_tresillo_7_3_turned_card_must_exist():
    with pytest.raises(InvalidSituation, match="8o"):
        triunfo_de_vuelta("8o")


# ---------------------------------------------------------------------------------------------- what is left to bid

from tutor.puzzles import check, from_id, generate  # noqa: E402
from tutor.referee import run_json  # noqa: E402
from tutor.rules.tresillo import pujas_posibles  # noqa: E402


@pytest.mark.parametrize("acciones, turno, minima", [
    ([], 0, "entrada"),
    (["entrada"], 1, "entrada_favor"),                  # the same lance de favor still fits
    (["entrada", "entrada_favor"], 2, "vuelta"),         # a lance de favor is beaten by the next lance
    (["entrada", "vuelta", "paso"], 0, "vuelta"),        # the mano speaks before the segundo: he may equal
    (["solo", "paso"], 2, "solo_favor"),
    (["paso", "bola_favor"], 2, None),                   # nothing above: only a pass
])
def test_tresillo_6_4_the_lowest_bid_left(acciones, turno, minima):
    ruling = pujas_posibles(acciones)
    assert ruling.answer["turno"] == turno and ruling.answer["minima"] == minima
    assert ruling.answer["legales"][0] == "paso"
    assert ruling.answer["legales"][1:] == ([] if minima is None else list(ESCALA[ESCALA.index(minima):]))


def test_tresillo_6_4_what_is_left_is_explained_from_the_auction():
    texts = [r.text("es") for r in pujas_posibles(["entrada", "vuelta", "paso"]).reasons]
    assert texts[:3] == ["El mano puja entrada (escalón 1).", "El segundo puja vuelta (escalón 3).", "El postre pasa."]
    assert texts[-2] == ("La puja más alta es la vuelta (escalón 3), del segundo; el mano habla antes que él y tiene "
                         "preferencia (regla de la casa subasta_prioridad), así que puede igualarla: desde la vuelta "
                         "(escalón 3).")
    assert texts[-1] == "El mano puede decir: paso, vuelta, solo, solo de favor, bola, bola de favor."
    sin = pujas_posibles(["entrada", "vuelta", "paso"], TresilloHouseRules(subasta_prioridad=False))
    assert sin.answer["minima"] == "solo" and "debe superarla" in sin.reasons[-2].text("es")


def test_tresillo_6_4_an_auction_that_is_over_or_illegal_is_refused_naming_acciones():
    for acciones in (["paso", "paso", "paso"], ["entrada", "paso", "paso"], ["solo", "entrada"], ["tute"], "solo"):
        with pytest.raises(InvalidSituation) as err:
            run_json("tresillo.subasta", {"acciones": acciones})
        assert err.value.field == "acciones"


@pytest.mark.parametrize("puzzle_id, wrong, mistake", [
    ("tresillo.lances-v1-L2-S42", "vuelta", "tresillo.lances.salta_favor"),
])
def test_lances_puzzle_names_its_mistakes(puzzle_id, wrong, mistake):
    puzzle = from_id(puzzle_id)
    assert puzzle.answer == "entrada_favor"
    assert check(puzzle, wrong).mistake.id == mistake
    assert check(puzzle, "entrada de favor").correct


def test_lances_puzzles_pose_auctions_the_table_can_produce_and_that_go_on():
    for level in (1, 2, 3):
        for seed in range(200):
            acciones = generate("tresillo.lances", level, seed).situation["acciones"]
            assert subasta(acciones).answer["turno"] is not None  # legal at every step, and not over


def test_the_only_pass_option_does_not_read_as_the_lance_solo():
    from tutor.puzzles.tresillo.lances import FORM

    option = next(o for o in FORM.options if o.id == "paso")
    assert option.label.es == "ninguna: únicamente puede pasar"
    assert FORM.parse("ninguna: solo puede pasar") == FORM.parse("ninguna: únicamente puede pasar") == "paso"
    assert "solo_paso" not in {o.id for o in FORM.options}


def _sin_puja():
    """A level-3 puzzle whose speaker has no bid left (over a bola de favor) and its id."""
    for seed in range(500):
        puzzle = generate("tresillo.lances", 3, seed)
        if puzzle.answer == "paso":
            return puzzle
    raise AssertionError("no level-3 seed leaves only a pass")


@pytest.mark.parametrize("text", ["paso", "solo_paso", "ninguna: únicamente puede pasar", "none: he can only pass"])
def test_the_pass_answer_reads_under_its_code_and_its_earlier_code(text):
    """``solo_paso``, the code before ``paso``, is still read: an attempt stored with it keeps its verdict."""
    puzzle = _sin_puja()
    verdict = check(puzzle, text)
    assert verdict.correct and verdict.given == "paso"
    assert puzzle.answer_text() == "paso"


def test_tresillo_6_3_a_bid_de_favor_plays_its_lance_with_the_palo_de_favor_only():
    from tutor.rules.tresillo.lances import lance_de_puja, triunfos_de_puja

    assert [lance_de_puja(p) for p in ("entrada_favor", "vuelta", "solo de favor", "bola")] == [
        "entrada", "vuelta", "solo", "bola"]
    assert triunfos_de_puja("solo_favor") == ("b",)
    assert triunfos_de_puja("entrada_favor", TresilloHouseRules(palo_favor="e")) == ("e",)
    assert triunfos_de_puja("entrada") == ("o", "c", "e", "b")
    with pytest.raises(InvalidSituation, match="turned card"):
        triunfos_de_puja("vuelta")
