"""What a draw takes (rules/canasta.md §3.1, §4, §6, §8.1-§8.2, §8.7): the opening of the pozo, the mazo with its
red threes replaced, the pozo with its red threes laid and not replaced; the ``canasta.robo`` ruling and puzzle
kind."""

from __future__ import annotations

import pytest

from tutor.puzzles import LEVELS, check, generate
from tutor.referee import run
from tutor.rules.base import InvalidSituation
from tutor.rules.canasta import CanastaHouseRules, robar
from tutor.rules.cartas import FRANCESA, parse_cartas

SEEDS = range(300)


def _c(text):
    return parse_cartas(text, FRANCESA)


def _ids(ruling):
    return [r.message.id for r in ruling.reasons]


# ---------------------------------------------------------------------------------------------- the engine


def test_the_opening_of_the_rules_file_covers_a_dos_and_a_red_three_and_starts_with_the_nine():
    ruling = robar("apertura", mazo=_c("2C 3H 9S KD"))
    assert ruling.answer == {"robo": "apertura", "del_mazo": 3, "pozo": tuple(_c("2C 3H 9S")), "premiado": True}
    assert _ids(ruling) == ["canasta.robo.apertura_tapa", "canasta.robo.apertura_tapa",
                            "canasta.robo.apertura_empieza", "canasta.robo.apertura_pozo",
                            "canasta.robo.apertura_premiado"]
    assert [r.rule for r in ruling.reasons][-1] == "canasta §8.5"


def test_a_natural_card_turned_up_first_starts_a_pozo_of_one_card_not_premiado():
    ruling = robar("apertura", mazo=_c("7D 3H"))
    assert ruling.answer["del_mazo"] == 1 and ruling.answer["premiado"] is False
    assert ruling.explain("es")[-1] == "No se tapó nada: el pozo no está premiado."


def test_a_black_three_turned_up_stays_on_top():
    ruling = robar("apertura", mazo=_c("JK 3S 7C"))
    assert ruling.answer["pozo"] == tuple(_c("JK 3S"))
    assert "canasta.robo.apertura_tres_negro" in _ids(ruling)


def test_an_opening_the_cards_given_never_finish_is_refused():
    with pytest.raises(InvalidSituation) as err:
        robar("apertura", mazo=_c("2C 3H"))
    assert err.value.field == "mazo"


def test_a_red_three_drawn_from_the_mazo_is_replaced_at_once():
    ruling = robar("mazo", mano=_c("KS 9H"), mazo=_c("3H 3D 4D 6D"))
    assert ruling.answer == {"robo": "mazo", "del_mazo": 3, "a_la_mesa": tuple(_c("3H 3D")),
                             "a_la_mano": tuple(_c("4D")), "mano": 3}
    assert ruling.explain("es")[-1] == "Del mazo salen 3 cartas; a tu mano va 4D: pasas de 2 a 2 + 1 = 3 cartas."


def test_the_red_threes_dealt_are_replaced_when_the_turn_comes():
    mano = _c("AS KH KD QC 10S 9H 8D 7C 6S")
    ruling = robar("mazo", mano=mano, mazo=_c("5C 3H JK 9S"), treses_del_reparto=_c("3D 3H"))
    assert ruling.answer["del_mazo"] == 4 and ruling.answer["a_la_mano"] == tuple(_c("5C JK 9S"))
    assert ruling.answer["mano"] == 12 and ruling.answer["a_la_mesa"] == tuple(_c("3H"))


def test_with_the_house_rule_two_cards_are_drawn():
    ruling = robar("mazo", mano=_c("KS 9H"), mazo=_c("4D 3H 6D 7D"),
                   house_rules=CanastaHouseRules(robo_dos_cartas=True))
    assert (ruling.answer["del_mazo"], ruling.answer["mano"]) == (3, 4)


@pytest.mark.parametrize("mano, treses", [("AS KH", "3D"), ("AS KH KD QC 10S 9H 8D 7C 6S 5S", "3D 3H")])
def test_dealt_red_threes_come_with_the_rest_of_the_eleven_cards(mano, treses):
    with pytest.raises(InvalidSituation) as err:
        robar("mazo", mano=_c(mano), mazo=_c("5C 9S 8S"), treses_del_reparto=_c(treses))
    assert err.value.field == "mano"


def test_a_draw_the_cards_given_cannot_complete_is_refused():
    with pytest.raises(InvalidSituation) as err:
        robar("mazo", mano=_c("KS"), mazo=_c("3H 3D"))
    assert err.value.field == "mazo"


def test_a_red_three_taken_with_the_pozo_goes_to_the_table_with_no_replacement():
    ruling = robar("pozo", mano=_c("8H 8C KS QD 5C"), pozo=_c("3H 2C 9S JK 4D 8S"), clave=_c("8H 8C"))
    assert ruling.answer == {"robo": "pozo", "del_mazo": 0, "a_la_mesa": tuple(_c("3H")),
                             "a_la_mano": tuple(_c("2C 9S JK 4D")), "mano": 7}
    es = ruling.explain("es")
    assert es[2] == ("El tres rojo del pozo (3H) va a la mesa sin reponer: quien se lo lleva con el pozo no roba nada "
                     "del mazo por él.")
    assert es[3].startswith("Los comodines del pozo (2C JK) entran en tu mano como las demás cartas")
    assert es[-1] == "A tu mano pasan las otras 4 cartas del pozo: 5 − 2 + 4 = 7."


@pytest.mark.parametrize("pozo, clave, field", [
    ("3H 9S 4D 3D 8S", "8H 8C", "pozo"),  # a red three above the opening's first natural card
    ("9S 4D 3C", "8H 8C", "pozo"),  # a tapón on top
    ("9S 2C 4D 8S", "8H JK", "clave"),  # premiado: a natural pair is needed
    ("9S 4D 8S", "JK 2D", "clave"),  # never with comodines alone
    ("9S 4D 8S", "8H KS", "clave"),  # another rank
    ("9S 4D 8S", "8D 8C", "clave"),  # not in the hand
])
def test_a_take_no_table_can_produce_is_refused(pozo, clave, field):
    with pytest.raises(InvalidSituation) as err:
        robar("pozo", mano=_c("8H 8C JK 2D KS"), pozo=_c(pozo), clave=_c(clave))
    assert err.value.field == field


def test_the_referee_reads_the_example_and_names_a_bad_robo():
    assert run("canasta.robo", {"robo": "pozo", "mano": ["8H", "8C", "5C"], "pozo": ["9S", "8S"],
                                "clave": ["8H", "8C"]}).answer["mano"] == 2
    with pytest.raises(InvalidSituation) as err:
        run("canasta.robo", {"robo": "descarte"})
    assert err.value.field == "robo"


# ---------------------------------------------------------------------------------------------- the puzzles


def _rojo(c):
    return c in ("3H", "3D")


def _comodin(c):
    return c == "JK" or c.startswith("2")


def _esperada(p):
    """The answer counted here by hand from the situation (§3.1, §4, §6, §8.7)."""
    s = p.situation
    if s["robo"] == "apertura":
        n = next(i for i, c in enumerate(s["mazo"]) if not (_rojo(c) or _comodin(c))) + 1
        return (n, "si" if n > 1 else "no")
    if s["robo"] == "mazo":
        falta, sacadas, rojos = 1 + len(s.get("treses_del_reparto", ())), 0, 0
        while falta:
            carta = s["mazo"][sacadas]
            sacadas, rojos, falta = sacadas + 1, rojos + _rojo(carta), falta - (not _rojo(carta))
        return (sacadas, rojos, len(s["mano"]) + 1 + len(s.get("treses_del_reparto", ())))
    rojos = sum(map(_rojo, s["pozo"]))
    return (0, rojos, len(s["mano"]) - len(s["clave"]) + len(s["pozo"]) - 1 - rojos)


@pytest.mark.parametrize("level", LEVELS)
def test_every_answer_is_the_count_by_hand_and_the_explanation_ends_on_it(level):
    for seed in SEEDS:
        p = generate("canasta.robo", level, seed)
        assert p.answer == _esperada(p), p.id
        last = p.ruling.reasons[-1].values
        if p.situation["robo"] == "apertura":
            assert last == {} or "enterradas" in last
            assert p.ruling.reasons[-2].values["n"] == p.answer[0]
        else:
            assert last["mano"] == p.answer[2]
            tres = [r for r in p.ruling.reasons if r.message.id in ("canasta.robo.mazo_tres_rojo",
                                                                     "canasta.robo.pozo_treses")]
            assert sum(r.values.get("n", 1) for r in tres) == p.answer[1]
        assert check(p, p.answer_text()).correct


@pytest.mark.parametrize("level", LEVELS)
def test_every_situation_is_one_the_table_can_produce(level):
    for seed in SEEDS:
        s = generate("canasta.robo", level, seed).situation
        if s["robo"] == "mazo":
            treses = s.get("treses_del_reparto", [])
            assert len(s["mano"]) == 11 - len(treses) if treses else 2 <= len(s["mano"]) <= 11
        if s["robo"] == "pozo":
            pozo = s["pozo"]
            assert 4 <= len(s["mano"]) <= 11
            if any(map(_rojo, pozo)):  # never taken: the red threes under the card play started with
                primera = next(i for i, c in enumerate(pozo) if not (_rojo(c) or _comodin(c)))
                assert not any(map(_rojo, pozo[primera:]))
                assert len(pozo) - 1 - primera >= 2  # two turns at least: the partner could make the salida
                if len(pozo) - 1 - primera <= 3:  # the taker's first turn (the mano plays first): 11 cards dealt
                    assert len(s["mano"]) == 11, seed
            else:
                assert not _comodin(pozo[0])  # a comodín discarded crosswise, not one buried at an opening


def test_the_levels_reach_what_the_lesson_teaches():
    def seen(level, what):
        return any(what(generate("canasta.robo", level, s).situation) for s in range(100))
    assert seen(1, lambda s: s["robo"] == "apertura" and len(s["mazo"]) > 2 and _rojo(s["mazo"][0]))
    assert seen(1, lambda s: s["robo"] == "mazo" and _rojo(s["mazo"][0]))
    assert seen(2, lambda s: s["robo"] == "mazo" and s.get("treses_del_reparto"))
    assert seen(2, lambda s: s["robo"] == "apertura" and any(c in ("3S", "3C") for c in s["mazo"][:3]))
    assert seen(3, lambda s: any(map(_rojo, s["pozo"])) and any(map(_comodin, s["pozo"])))
    assert seen(3, lambda s: not any(map(_rojo, s["pozo"])))


def test_the_question_shows_the_buried_red_three_and_the_crosswise_comodin():
    for seed in range(200):
        p = generate("canasta.robo", 3, seed)
        pozo = p.situation["pozo"]
        text = p.prompt("es")["question"]
        if any(map(_rojo, pozo)):
            assert "Al abrir el pozo qued" in text
        if any(map(_comodin, pozo[:-1])) and not any(map(_rojo, pozo)):
            assert "Debajo se ve atravesado" in text or "Debajo se ven atravesados" in text


def test_covering_a_black_three_turned_up_first_is_named_with_the_premiado_it_would_give():
    from tutor.puzzles import KINDS
    alone = KINDS["canasta.robo"].from_situation(2, {"robo": "apertura", "mazo": ["3S", "7C", "2D", "KD"]})
    assert alone.answer == (1, "no")
    assert dict((m.id, w) for m, w in alone.mistakes)["canasta.robo.tapo_tres_negro"] == (2, "no")
    covered = KINDS["canasta.robo"].from_situation(2, {"robo": "apertura", "mazo": ["JK", "3S", "7C", "KD"]})
    assert dict((m.id, w) for m, w in covered.mistakes)["canasta.robo.tapo_tres_negro"] == (3, "si")
    verdict = check(covered, "pozo=3, premiado=si")
    assert verdict.mistake.id == "canasta.robo.tapo_tres_negro"


def test_a_missing_replacement_either_mistake_explains_names_neither():
    """A dealt 3H and a 3H drawn: (2, 1, 11) misses the dealt three's replacement or the drawn one's; the kind named
    only the drawn one (17 of 400 level-2 seeds)."""
    p = generate("canasta.robo", 2, 23)
    assert p.situation["treses_del_reparto"] == ("3H",) and p.answer == (3, 1, 12)
    verdict = check(p, "2,1,11")
    assert verdict.mistake.id == "canasta.robo.una_reposicion"
    assert "falta una reposición" in verdict.mistake.text("es")
    assert check(generate("canasta.robo", 2, 9), "2,1,11").mistake.id == "canasta.robo.no_repuso_mazo"


@pytest.mark.parametrize("clave", ["", "8H"])
def test_a_take_onto_a_combination_on_the_table_is_refused_as_not_covered_not_as_against_the_rules(clave):
    """Not premiado, the top card may go alone or with one natural onto the partnership's combination (§8.6 K1-K2,
    P7): the refusal said 'never with comodines alone' (no comodín given) or 'not a legal combination'."""
    with pytest.raises(InvalidSituation) as err:
        robar("pozo", mano=_c("8H KS QD"), pozo=_c("7C 5C 8S"), clave=_c(clave))
    assert err.value.field == "clave"
    assert str(err.value).startswith("clave: this ruling asks for the hand cards (two at least) that make a new "
                                     "combination") and "is not covered" in str(err.value)
    assert err.value.es.endswith("(§8.6 K1, K2), no lo cubre") and "comodines" not in err.value.es
    with pytest.raises(InvalidSituation, match="P5"):  # a comodín with no natural is still against the rules
        robar("pozo", mano=_c("8H KS JK"), pozo=_c("7C 5C 8S"), clave=_c("JK"))


def test_an_opening_says_the_pair_is_of_the_card_on_top_when_taken_not_of_a_black_three():
    """A black three on top has no natural pair (§1, §7): the premiado step named 'the top card's rank'."""
    ruling = robar("apertura", mazo=_c("JK 3H 2S 3S 9C"))
    assert ruling.explain("es")[-1].endswith("una pareja natural del rango de la carta que esté encima cuando se "
                                             "tome.")
    assert ruling.explain("en")[-1].endswith("a natural pair of the rank of the card on top when it is taken.")


def test_the_draw_total_agrees_in_number_and_the_pozo_comodines_cite_the_take():
    one = robar("mazo", mano=(), mazo=_c("5C 9S"))
    assert one.explain("en")[-1] == "1 card comes from the mazo; 5C goes into your hand: from 0 to 0 + 1 = 1 card."
    assert one.explain("es")[-1] == "Del mazo sale 1 carta; a tu mano va 5C: pasas de 0 a 0 + 1 = 1 carta."
    two = robar("mazo", mano=_c("KS"), mazo=_c("5C 9S"), house_rules=CanastaHouseRules(robo_dos_cartas=True))
    assert two.explain("en")[-1] == "2 cards come from the mazo; 5C 9S go into your hand: from 1 to 1 + 2 = 3 cards."
    take = robar("pozo", mano=_c("8H 8C KS QD 5C"), pozo=_c("3H 2C 9S JK 4D 8S"), clave=_c("8H 8C"))
    assert [r.rule for r in take.reasons if r.message.id == "canasta.robo.pozo_comodines"] == ["canasta §8.7"]


def test_lesson_07_says_what_reaches_the_hand_and_names_the_comodin_in_both_languages():
    from pathlib import Path

    text = (Path(__file__).parent.parent / "lessons" / "canasta" / "07-reparto-y-turno.md").read_text("utf-8")
    es, en = text.split("<!-- lang: en -->")
    assert "llega siempre una" not in es and "las que reponen los treses del reparto" in es
    assert "always gets one" not in en and "the ones that replace the red threes you were dealt" in en
    assert "wild card" not in en.lower() and en.count("comodín") >= es.count("comodín") - 2
    assert "(lectura de Tapete, sin\najuste)" in es and "(Tapete's reading, no\nsetting)" in en


def test_a_black_three_turned_up_is_said_to_block_the_pozo_as_tapete_s_reading_of_a13():
    """Course review 10, #4: canasta.md §16 A13 recommends treating it as a discarded black three; the step says it
    is that reading (with no setting), not a consequence of the rules."""
    ruling = robar("apertura", mazo=_c("JK 3S 7C"))
    es, en = " ".join(ruling.explain("es")), " ".join(ruling.explain("en"))
    assert "tapona el pozo para el mano, como si lo hubieran descartado (lectura de Tapete de la ambigüedad A13, " \
           "sin ajuste)" in es
    assert "(Tapete's reading of ambiguity A13, no setting)" in en
    assert "nadie podrá tomar el pozo" not in es
