"""Canasta card values (§2), combinations and canastas (§5, §5.1) and black threes (§7) — rules/canasta.md."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.canasta import CanastaHouseRules, analizar_combinacion, valor_carta
from tutor.rules.cartas import BARAJA_FRANCESA, FRANCESA, parse_cartas, parse_francesa


def c(text):
    return parse_cartas(text, FRANCESA)


@pytest.mark.parametrize("token,puntos", [
    ("JK", 50), ("2S", 20), ("2H", 20), ("AS", 20), ("KD", 10), ("QH", 10), ("JC", 10), ("10S", 10), ("9H", 10),
    ("8D", 10), ("7C", 5), ("6S", 5), ("5H", 5), ("4D", 5), ("3S", 5), ("3C", 5),
], ids=lambda v: str(v))
def test_canasta_2_card_values(token, puntos):
    assert valor_carta(parse_francesa(token)) == puntos


def test_canasta_2_red_three_has_no_card_value():
    with pytest.raises(InvalidSituation, match="red three"):
        valor_carta(parse_francesa("3H"))


def test_canasta_2_every_card_value_is_a_multiple_of_5():
    assert all(valor_carta(x) % 5 == 0 for x in BARAJA_FRANCESA if not x.es_tres_rojo)


# §5.1 Worked values: (cards, canasta class, total)
TABLA_5_1 = [
    ("KS KH KD KC KS KH KD", "limpia", 570),
    ("AS AH AD AC AS AH AD", "limpia", 640),
    ("AS AH AD AC AS AH AD AC", "limpia", 660),
    ("4S 4H 4D 4C 4S 4H 4D", "limpia", 535),
    ("8S 8H 8D 8C 8S 2H JK", "sucia", 420),
    ("QS QH QD QC QS QH JK", "sucia", 410),
    ("9S 9H 2C", None, 40),
    ("JK JK JK JK 2S 2H 2D", "comodines", 2260),
]


@pytest.mark.parametrize("cartas,clase,total", TABLA_5_1, ids=[row[0] for row in TABLA_5_1])
def test_canasta_5_1_worked_values(cartas, clase, total):
    ruling = analizar_combinacion(c(cartas))
    assert ruling.answer == {"valida": True, "canasta": clase, "puntos": total}
    assert ruling.rules()[0] == "canasta §5"


def test_canasta_5_1_de_comodines_premio_adds_with_house_rule():
    reglas = CanastaHouseRules(premio_comodines_reemplaza_sucia=False)
    assert analizar_combinacion(c("JK JK JK JK 2S 2H 2D"), reglas).answer["puntos"] == 2560


def test_canasta_5_limpia_turns_sucia_with_a_comodin():
    assert analizar_combinacion(c("KS KH KD KC KS KH KD 2C")).answer == {"valida": True, "canasta": "sucia",
                                                                         "puntos": 90 + 300}


@pytest.mark.parametrize("cartas,message_id", [
    ("KS KH", "canasta.combinacion.pocas_cartas"),
    ("KS JK 2C", "canasta.combinacion.pocos_naturales"),
    ("KS KH KD KC 2S 2H 2D JK", "canasta.combinacion.demasiados_comodines"),
    ("KS KH KD 2S 2H 2D JK", "canasta.combinacion.demasiados_comodines"),
    ("KS KH 2S 2H 2D", "canasta.combinacion.comodines_superan_naturales"),
    ("KS KH KD 2S 2H 2D 2C JK", "canasta.combinacion.demasiados_comodines"),
    ("JK 2S", "canasta.combinacion.pocos_comodines_solos"),
], ids=lambda v: str(v))
def test_canasta_5_comodin_limits(cartas, message_id):
    ruling = analizar_combinacion(c(cartas))
    assert ruling.answer == {"valida": False, "canasta": None, "puntos": 0}
    assert ruling.reasons[0].message.id == message_id
    assert ruling.rules() == ["canasta §5"]


def test_canasta_5_limits_boundaries_are_legal():
    assert analizar_combinacion(c("KS KH 2S 2H")).answer["valida"]            # 2 naturals + 2 comodines
    assert analizar_combinacion(c("KS KH KD 2S 2H JK")).answer["valida"]      # 3 + 3
    assert analizar_combinacion(c("JK 2S 2H")).answer == {"valida": True, "canasta": None, "puntos": 90}


def test_canasta_16_A4_pagat_two_naturals_three_comodines_with_house_rule():
    reglas = CanastaHouseRules(comodines_no_superan_naturales=False)
    assert analizar_combinacion(c("KS KH 2S 2H 2D"), reglas).answer == {"valida": True, "canasta": None, "puntos": 80}
    assert not analizar_combinacion(c("KS KH 2S 2H 2D"), CanastaHouseRules()).answer["valida"]


def test_canasta_16_A5_comodines_only_from_seven_with_house_rule():
    reglas = CanastaHouseRules(minimo_combinacion_comodines=7)
    assert not analizar_combinacion(c("JK JK 2S"), reglas).answer["valida"]
    assert analizar_combinacion(c("JK JK JK JK 2S 2H 2D"), reglas).answer["canasta"] == "comodines"


# §7 black threes
def test_canasta_7_four_black_threes_going_out_are_500_not_520():
    ruling = analizar_combinacion(c("3S 3C 3S 3C"), al_irse=True)
    assert ruling.answer == {"valida": True, "canasta": None, "puntos": 500}
    assert "canasta §11" in ruling.rules()


def test_canasta_7_three_black_threes_going_out_are_15():
    assert analizar_combinacion(c("3S 3C 3C"), al_irse=True).answer == {"valida": True, "canasta": None, "puntos": 15}


def test_canasta_7_black_threes_with_comodin_illegal():
    ruling = analizar_combinacion(c("3S 3C 3S JK"), al_irse=True)
    assert ruling.answer["valida"] is False
    assert ruling.reasons[0].message.id == "canasta.combinacion.treses_negros_con_comodin"


def test_canasta_7_black_threes_not_meldable_during_play():
    ruling = analizar_combinacion(c("3S 3C 3C"))
    assert ruling.answer["valida"] is False
    assert ruling.rules() == ["canasta §7"]


# A proposal of real cards that breaks a rule is answered, never refused (a ruling is a ruling)
@pytest.mark.parametrize("cartas,regla,mensaje,texto", [
    ("KS KH 3H", "canasta §6", "canasta.combinacion.tres_rojo", "3H is a red three"),
    ("7S 7H 8D", "canasta §5", "canasta.combinacion.rangos_mezclados", "7S 7H 8D mixes ranks 7 and 8"),
    ("3S 3C 4S", "canasta §5", "canasta.combinacion.rangos_mezclados", "3S 3C 4S mixes ranks 3 and 4"),
], ids=["red-three", "mixed-ranks", "black-three-mixed"])
def test_canasta_5_rule_broken_by_real_cards_is_valida_false(cartas, regla, mensaje, texto):
    for al_irse in (False, True):
        ruling = analizar_combinacion(c(cartas), al_irse=al_irse)
        assert ruling.answer == {"valida": False, "canasta": None, "puntos": 0}
        assert ruling.rules() == [regla] and ruling.reasons[0].message.id == mensaje
        assert ruling.explain("en")[0].startswith(texto)


# Bad input: what no deck or table can hold
@pytest.mark.parametrize("cartas,texto", [
    ("KS KS KS", "KS appears 3 times"),
    ("JK JK JK JK JK", r"^cartas: 5 jokers but the deck holds only 4 \(2 packs with 2 each\)$"),
    ("", "empty"),
], ids=["three-copies", "five-jokers", "empty"])
def test_canasta_5_impossible_combinations_refused(cartas, texto):
    with pytest.raises(InvalidSituation, match=texto):
        analizar_combinacion(c(cartas))


def test_canasta_5_reasons_render_in_both_languages():
    ruling = analizar_combinacion(c("8S 8H 8D 8C 8S 2H JK"))
    assert ruling.explain("es")[1] == "Valor de las cartas: 120; canasta sucia, premio 300; total 420."
    assert ruling.explain("en")[1] == "Card values: 120; canasta sucia, premio 300; total 420."


def test_canasta_7_two_black_threes_going_out_say_three_or_four_not_during_play():
    """#18: 3S 3C with al_irse true is refused for being two, not because it 'does not count during play'."""
    ruling = analizar_combinacion(c("3S 3C"), al_irse=True)
    assert ruling.answer["valida"] is False
    assert ruling.reasons[0].message.id == "canasta.combinacion.treses_negros_tres_o_cuatro"
    assert ruling.explain("es") == ["Al irse, los treses negros se bajan tres o los cuatro; 3S 3C tiene 2."]
    assert analizar_combinacion(c("3S 3C")).reasons[0].message.id == "canasta.combinacion.treses_negros_solo_al_irse"
