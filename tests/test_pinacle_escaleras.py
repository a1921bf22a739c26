"""Pinacle escaleras (``rules/pinacle.md`` §2, §7, §8): golden tests from every worked row, bad input."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import FRANCESA, parse_cartas, parse_francesa
from tutor.rules.pinacle import (
    ORDEN, ORDEN_ESCALERA, decidir_escalera, forma_escalera, mover_comodin, rescatar_en_escalera,
    unir_escaleras, valor_carta,
)


def P(text):
    return parse_cartas(text, FRANCESA)


def C(token):
    return parse_francesa(token)


def palo(suit, **cambios):
    """The twelve cards 3 … A of ``suit``, with ``cambios`` = {rank: comodín token} replacing positions."""
    return tuple(C(cambios.get(r, r + suit)) for r in ORDEN_ESCALERA)


def ids(ruling):
    return [r.message.id for r in ruling.reasons]


# ---------------------------------------------------------------------------------------------- §2


def test_pinacle_2_order_is_A_high_to_3_low_without_the_2():
    assert ORDEN == ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")
    assert ORDEN_ESCALERA[0] == "3" and ORDEN_ESCALERA[-1] == "A" and "2" not in ORDEN_ESCALERA


@pytest.mark.parametrize("token,valor", [("AS", 15), ("KH", 10), ("QD", 10), ("JC", 10)])
def test_pinacle_2_known_card_values(token, valor):
    assert valor_carta(C(token)) == valor


@pytest.mark.parametrize("token", ["10H", "9S", "3C", "2H", "JK"])
def test_pinacle_2_unknown_card_values_are_refused(token):
    with pytest.raises(InvalidSituation, match="not known"):
        valor_carta(C(token))


# ---------------------------------------------------------------------------------------------- §8.3

E_ROWS = [
    ("E1", palo("H"), "", "limpia", 1000, []),
    ("E2", palo("H", **{"9": "2H"}), "", "semilimpia", 800, [6]),
    ("E3", palo("H", **{"5": "2H", "Q": "2H"}), "", "semilimpia", 750, [2, 9]),
    ("E4", palo("H", **{"7": "2H", "10": "JK"}), "", "sucia", 500, [4, 7]),
    ("E5", palo("H", **{"8": "2S"}), "", "sucia", 500, [5]),
    ("E6", palo("H"), "JK", "limpia", 1030, []),
    ("E7", palo("H", **{"6": "2H"}), "2C", "semilimpia", 830, [3]),
    ("E8", palo("H"), "2H", "limpia", 1030, []),
    ("E9", palo("S", **{"9": "JK", "3": "2S"}), "", "sucia", 500, [6]),
    ("E10", palo("S", **{"9": "JK"}), "2D", "sucia", 530, [6]),
    ("E11", palo("C"), "JK 2C", "limpia", 1060, []),
    ("E13", palo("H"), "", "limpia", 1000, []),
]


@pytest.mark.parametrize("row,cartas,rescatados,clase,puntos,bloqueados", E_ROWS, ids=[r[0] for r in E_ROWS])
def test_pinacle_8_3_escalera_completa_value(row, cartas, rescatados, clase, puntos, bloqueados):
    ruling = decidir_escalera(cartas, P(rescatados))
    assert ruling.answer == {"valida": True, "completa": True, "clase": clase, "puntos": puntos,
                             "bloqueados": bloqueados}
    clase_reason = next(r for r in ruling.reasons if r.rule == "pinacle §8.2")
    assert clase_reason.message.id == f"pinacle.escalera.{clase}"
    if rescatados:
        assert ruling.reasons[-1].rule == "pinacle §9"
        assert ruling.reasons[-1].values["extra"] == 30 * len(P(rescatados))


def test_pinacle_8_3_E4_names_the_joker_and_the_same_suit_two():
    ruling = decidir_escalera(palo("H", **{"7": "2H", "10": "JK"}))
    assert {k: ruling.reasons[-1].values[k] for k in ("jokers", "doses_otro", "base")} == {
        "jokers": 1, "doses_otro": 0, "base": 500}
    # only the comodines it holds are named (it said "1 joker y 0 doses de otro palo"), its own suit's 2 too
    assert "hay 1 joker y 1 dos de su mismo palo. Vale 500" in ruling.reasons[-1].text()
    assert "include 1 joker and 1 two of its own suit. Worth 500" in ruling.reasons[-1].text("en")


def test_pinacle_8_3_E9_bottom_two_is_free_joker_interior_blocked():
    ruling = decidir_escalera(palo("S", **{"9": "JK", "3": "2S"}))
    bloq = next(r for r in ruling.reasons if r.rule == "pinacle §7.4")
    values = bloq.to_dict()["values"]  # each comodín carries its cards (written for people by the page)
    assert values["bloqueados"] == ["JK→9S"] and values["libres"] == ["2S→3S"]


def test_pinacle_8_3_E12_eleven_clubs_is_not_complete_and_has_no_fixed_value():
    ruling = decidir_escalera(P("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"))
    assert ruling.answer == {"valida": True, "completa": False, "clase": None, "puntos": None, "bloqueados": []}
    assert ruling.reasons[-1].rule == "pinacle §11"
    assert ruling.reasons[-1].message.id == "pinacle.escalera.incompleta"


def test_pinacle_8_3_E13_fixed_value_never_adds_card_values():
    ruling = decidir_escalera(palo("H"))
    assert ruling.answer["puntos"] == 1000
    assert "sin sumar las cartas" in ruling.explain("es")[-1]
    assert "not added" in ruling.explain("en")[-1]


def test_pinacle_8_1_rescued_comodines_do_not_count_for_the_class():
    # E8 read against E2: a same-suit 2 lying crosswise is not one of the twelve cards.
    assert decidir_escalera(palo("H"), P("2H")).answer["clase"] == "limpia"
    assert decidir_escalera(palo("H", **{"9": "2H"})).answer["clase"] == "semilimpia"


# ---------------------------------------------------------------------------------------------- §7


def test_pinacle_7_4_joker_becomes_blocked_when_9H_is_laid_above():
    assert decidir_escalera(P("6H 7H JK")).answer["bloqueados"] == []
    ruling = decidir_escalera(P("6H 7H JK 9H"))
    assert ruling.answer["bloqueados"] == [2]
    assert ruling.reasons[1].rule == "pinacle §7.4"
    assert ruling.reasons[1].message.id == "pinacle.escalera.bloqueados"


def test_pinacle_7_5_row1_interior_comodin_cannot_be_rescued():
    ruling = rescatar_en_escalera(P("6C JK 8C"), 1, C("7C"))
    assert ruling.answer == {"rescatable": False, "puntos": 0}
    assert ruling.reasons[0].rule == "pinacle §7.4" and ruling.reasons[0].message.id == "pinacle.rescate.bloqueado"


def test_pinacle_7_5_row2_end_comodin_moves_to_the_bottom_then_8D_is_added():
    ruling = mover_comodin(P("5D 6D 7D JK"), 3, "abajo")
    assert ruling.answer == {"permitido": True, "cartas": P("JK 5D 6D 7D")}
    assert ruling.reasons[0].rule == "pinacle §7.4"
    despues = decidir_escalera(ruling.answer["cartas"] + (C("8D"),))
    assert despues.answer["valida"] and despues.answer["bloqueados"] == []
    assert despues.reasons[0].values["desde"] == C("4D")


def test_pinacle_7_5_row3_end_comodin_rescued_by_8D_scores_30():
    ruling = rescatar_en_escalera(P("5D 6D 7D JK"), 3, C("8D"))
    assert ruling.answer == {"rescatable": True, "puntos": 30}
    assert ruling.reasons[0].rule == "pinacle §9"


@pytest.mark.parametrize("destino", ["otra_combinacion", "mano"])
def test_pinacle_7_5_row4_comodin_never_leaves_its_escalera(destino):
    ruling = mover_comodin(P("5D 6D 7D JK"), 3, destino)
    assert ruling.answer == {"permitido": False, "cartas": None}
    assert ruling.reasons[0].message.id == "pinacle.mover.fuera"


def test_pinacle_7_5_row5_two_exposed_escaleras_are_not_joined():
    ruling = unir_escaleras(P("3S 4S 5S"), P("6S 7S 8S"))
    assert ruling.answer == {"permitido": False, "cartas": None}
    assert ruling.reasons[0].rule == "pinacle §14 B6"  # Tapete's reading: [A] forbids only the join that completes


def test_pinacle_7_5_row6_start_with_two_comodines_is_refused():
    ruling = decidir_escalera(P("9H JK 2C"), inicio=True)
    assert ruling.answer["valida"] is False and ruling.answer["puntos"] is None
    assert ruling.reasons[-1].rule == "pinacle §14 B5"  # "at most one" is the reading
    assert ruling.reasons[-1].values == {"maximo": 1, "comodines": 2}


def test_pinacle_7_5_row7_start_with_one_comodin_is_fine():
    ruling = decidir_escalera(P("9H 10H JK"), inicio=True)
    assert ruling.answer == {"valida": True, "completa": False, "clase": None, "puntos": None, "bloqueados": []}


def test_pinacle_7_4_blocked_comodin_cannot_be_moved():
    ruling = mover_comodin(P("6C JK 8C"), 1, "arriba")
    assert ruling.answer["permitido"] is False and ruling.reasons[0].rule == "pinacle §7.4"


def test_pinacle_7_1_comodin_cannot_move_beyond_the_A():
    ruling = mover_comodin(P("JK QH KH AH"), 0, "arriba")
    assert ruling.answer["permitido"] is False
    assert ruling.reasons[0].values["limite"] == "A"


def test_pinacle_8_1_end_comodines_of_complete_escalera_rescued_by_A_and_3():
    cartas = palo("H", **{"3": "JK", "A": "2C"})
    assert rescatar_en_escalera(cartas, 11, C("AH")).answer == {"rescatable": True, "puntos": 30}
    assert rescatar_en_escalera(cartas, 0, C("3H")).answer == {"rescatable": True, "puntos": 30}
    wrong = rescatar_en_escalera(cartas, 11, C("AS"))
    assert wrong.answer == {"rescatable": False, "puntos": 0}
    assert wrong.reasons[0].values["representa"] == C("AH")


def test_pinacle_6_two_cards_are_not_a_combination():
    ruling = decidir_escalera(P("5H 6H"))
    assert ruling.answer["valida"] is False and ruling.reasons[-1].rule == "pinacle §6"


def test_pinacle_7_2_escalera_with_too_few_natural_cards_cannot_be_on_the_table():
    ruling = decidir_escalera(P("JK 2C 5H"))
    assert ruling.answer["valida"] is False
    assert ruling.reasons[-1].message.id == "pinacle.escalera.pocas_naturales"


# ---------------------------------------------------------------------------------------------- bad input


@pytest.mark.parametrize("cartas,mensaje,texto", [
    ("5H 7H 8H", "hueco", "Gap in the escalera: between 5H and 7H 1 position is missing"),
    ("5H 6S 7H", "dos_palos", "An escalera is of one suit, but 5H and 6S are of two suits."),
    ("2H 3H 4H", "bajo_el_tres", "1 comodín at the bottom would stand below the 3"),
    ("QH KH AH 2H", "sobre_el_as", "The escalera would go above the A"),
    ("AH 2H 3H", "desorden", "AH and 3H do not fit in one escalera: not in ascending order"),
    ("5H 5H 6H", "desorden", "5H and 5H do not fit in one escalera: not in ascending order"),
    ("5H JK JK 7H", "sin_sitio", "5H and 7H do not fit in one escalera: 2 cards between them for only 1 position."),
])
def test_pinacle_7_cards_that_are_no_escalera_are_answered_not_refused(cartas, mensaje, texto):
    """Laying cards as an escalera is a question: cards of the deck that make none get valida false and §7.1."""
    ruling = decidir_escalera(P(cartas))
    assert ruling.answer == {"valida": False, "completa": False, "clase": None, "puntos": None, "bloqueados": []}
    assert ruling.rules() == ["pinacle §7.1"] and ruling.reasons[0].message.id == f"pinacle.escalera.{mensaje}"
    assert ruling.explain("en")[0].startswith(texto)
    with pytest.raises(InvalidSituation, match=texto[:20]):  # the same escalera on the table cannot exist
        forma_escalera(P(cartas))


@pytest.mark.parametrize("cartas,rescatados,mensaje", [
    ("", "", "empty"),
    ("2H 5H 2H 7H 2H", "", "2H appears 3 times"),
    ("JK 5H 6H 7H JK", "JK JK JK", r"5 jokers in the situation \(cartas, rescatados\) but the deck holds only 4"),
    ("5H 6H 7H", "8H", "8H is not a comodín"),
    ("5H JK 7H", "JK JK", "2 rescued comodines but only 2"),
])
def test_pinacle_7_bad_escalera_is_refused(cartas, rescatados, mensaje):
    if mensaje.startswith("2 rescued"):  # two rescues with two naturals is fine; three is not
        decidir_escalera(P(cartas), P(rescatados))
        with pytest.raises(InvalidSituation, match="3 rescued comodines but only 2") as err:
            decidir_escalera(P(cartas), P("JK JK 2C"))
        assert err.value.field == "rescatados"
        return
    with pytest.raises(InvalidSituation, match=mensaje) as err:
        decidir_escalera(P(cartas), P(rescatados))
    assert err.value.field in ("cartas", "rescatados")


def test_pinacle_8_1_three_same_suit_twos_have_no_value_with_three_packs():
    from tutor.rules.pinacle import PinacleHouseRules
    cartas = palo("H", **{"4": "2H", "6": "2H", "8": "2H"})
    with pytest.raises(InvalidSituation, match="2H appears 3 times"):
        decidir_escalera(cartas)
    with pytest.raises(InvalidSituation, match="only for one"):
        decidir_escalera(cartas, house_rules=PinacleHouseRules(barajas=3))


def test_pinacle_7_1_shape_reports_positions():
    forma = forma_escalera(P("JK 5D 6D"))
    assert forma.palo == "D" and forma.inicio == 1 and forma.representa(0) == C("4D")


@pytest.mark.parametrize("pid", ["pinacle.comodin-v1-L2-S82", "pinacle.comodin-v1-L3-S83",
                                 "pinacle.comodin-v1-L2-S92382", "pinacle.comodin-v1-L3-S65246"])
def test_the_free_comodines_are_explained_without_the_escalera_value(pid):
    """The question is which comodines are free: the step on an incomplete escalera's ordinary value (§11, B1) was
    beside the point; the escalera ruling itself still gives it."""
    from tutor.puzzles import check, from_id
    from tutor import referee
    p = from_id(pid)
    assert "pinacle §11" not in p.ruling.rules() and "pinacle §7.4" in p.ruling.rules()
    assert not any("valor ordinario" in line for line in check(p, p.answer_text()).explanation("es"))
    assert "pinacle §11" in referee.run("pinacle.escalera", p.situation_json()).rules()


def test_a_comodin_blocked_only_by_the_comodin_beside_it_is_said_to_be_tapetes_reading():
    """#7, §7.4: in 10H JH 2C 2S the 2C is blocked only because the 2S beside it counts as a card (bloqueo
    entre_cartas, Tapete's reading; with entre_naturales both are free): the step says so. "2C 2S" is also what
    "every comodín free" gives, so that verdict names no mistake (issue 19); in 2D 2C 5D 6D 2H 8D the reading
    alone frees the 2C, and the named mistake says it is Tapete's reading."""
    from tutor.puzzles import check, from_id

    p = from_id("pinacle.comodin-v1-L2-S18")
    assert p.situation["cartas"] == ("10H", "JH", "2C", "2S") and p.answer == ("2S",)
    step = p.ruling.explain("es")[1]
    assert "2C→QH; el comodín de al lado cuenta como carta (lectura de Tapete; regla de la casa bloqueo)" in step
    assert "(Tapete's reading; house rule bloqueo)" in p.ruling.explain("en")[1]
    assert check(p, "2C 2S").mistake is None
    only_the_reading = from_id("pinacle.comodin-v1-L3-S23")
    assert only_the_reading.situation["cartas"] == ("2D", "2C", "5D", "6D", "2H", "8D")
    verdict = check(only_the_reading, "2D 2C")
    assert verdict.mistake.id == "pinacle.comodin.bloqueo_entre_naturales"
    assert verdict.mistake.text().endswith("está bloqueado (lectura de Tapete; regla de la casa bloqueo)")
    between_naturals = from_id("pinacle.comodin-v1-L3-S83")  # lesson 02: the JK between 5C and 7C, both readings
    assert "JK→6C. Libres en los extremos: 2D→JC (se rescatan aunque la escalera no esté completa: lectura de " \
        "Tapete; regla de la casa rescate_escalera_incompleta)." in between_naturals.ruling.explain("es")[1]
    assert not any("regla de la casa bloqueo" in line for line in between_naturals.ruling.explain("es"))
