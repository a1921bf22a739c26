"""La salida (rules/canasta.md §9): minimum by accumulated score, what counts, the partner's exemption."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.canasta import CanastaHouseRules, decidir_pozo, decidir_salida, minimo_salida
from tutor.rules.cartas import FRANCESA, parse_cartas, parse_francesa


def c(text):
    return parse_cartas(text, FRANCESA)


@pytest.mark.parametrize("puntuacion,minimo", [
    (-40, 15), (-5, 15), (0, 50), (600, 50), (1495, 50), (1500, 90), (1800, 90), (2995, 90), (3000, 120),
    (3200, 120), (9000, 120),
], ids=lambda v: str(v))
def test_canasta_9_1_minimum_boundaries(puntuacion, minimo):
    assert minimo_salida(puntuacion) == minimo


def test_canasta_16_A20_1500_counts_as_50_with_house_rule():
    reglas = CanastaHouseRules(salida_1500_cuenta_como_50=True)
    assert [minimo_salida(a, reglas) for a in (1495, 1500, 1505)] == [50, 50, 90]


# §9.3 worked salidas: (A, combinations shown, red threes, sum, minimum, valid)
TABLA_9_3 = [
    ("1500-canasta-limpia-kings", 1500, ["KS KH KD KC KS KH KD"], 0, 70, 90, False),
    ("3000-canasta-limpia-aces", 3000, ["AS AH AD AC AS AH AD"], 0, 140, 120, True),
    ("0-JK-QS-QH", 0, ["JK QS QH"], 0, 70, 50, True),
    ("200-nines-and-two-red-threes", 200, ["9S 9H 9D"], 2, 30, 50, False),
    ("3200-aces-kings-2C", 3200, ["AS AH AD", "KS KH KD 2C"], 0, 110, 120, False),
    ("3200-plus-JK-with-aces", 3200, ["AS AH AD JK", "KS KH KD 2C"], 0, 160, 120, True),
    ("minus40-fours-exactly", -40, ["4S 4H 4D"], 0, 15, 15, True),
    ("1495-aces", 1495, ["AS AH AD"], 0, 60, 50, True),
    ("1500-aces", 1500, ["AS AH AD"], 0, 60, 90, False),
    ("2995-aces-2S-tens", 2995, ["AS AH AD 2S", "10S 10H 10D"], 0, 110, 90, True),
]


@pytest.mark.parametrize("a,combs,rojos,suma,minimo,valida", [r[1:] for r in TABLA_9_3], ids=[r[0] for r in TABLA_9_3])
def test_canasta_9_3_worked_salidas(a, combs, rojos, suma, minimo, valida):
    ruling = decidir_salida(a, [c(x) for x in combs], treses_rojos=rojos)
    assert ruling.answer == {"minimo": minimo, "puntos": suma, "valida": valida}
    assert ruling.rules()[0] == "canasta §9.1"
    assert ruling.reasons[-1].message.id == ("canasta.salida.valida" if valida else "canasta.salida.insuficiente")
    if rojos:
        assert "canasta.salida.honores_no_cuentan" in [r.message.id for r in ruling.reasons]


def test_canasta_9_2_pozo_top_card_counts_D8():
    ruling = decidir_salida(1800, [c("KS KC KD"), c("AH AS AC")], carta_pozo=parse_francesa("KS"))
    assert ruling.answer == {"minimo": 90, "puntos": 90, "valida": True}
    pozo = [r for r in ruling.reasons if r.message.id == "canasta.salida.carta_pozo"]
    assert pozo and pozo[0].values["valor"] == 10


def test_canasta_9_2_pozo_top_card_must_be_in_a_combination():
    with pytest.raises(InvalidSituation, match="carta_pozo KH must be listed") as err:
        decidir_salida(1800, [c("KS KC KD")], carta_pozo=parse_francesa("KH"))
    assert err.value.field == "carta_pozo"


def test_canasta_9_2_partner_salida_exempts_from_minimum():
    ruling = decidir_salida(3200, [c("4S 4H 4D")], salida_hecha=True)
    assert ruling.answer == {"minimo": 0, "puntos": 15, "valida": True}
    assert ruling.reasons[0].message.id == "canasta.salida.ya_hecha"


def test_canasta_9_2_illegal_combination_is_not_a_salida():
    ruling = decidir_salida(0, [c("KS KH 2S 2H 2D")])
    assert ruling.answer == {"minimo": 50, "puntos": 80, "valida": False}
    assert ruling.reasons[-1].message.id == "canasta.salida.combinacion_invalida"


def test_canasta_16_A18_concealed_going_out_waives_minimum_only_with_house_rule():
    combs = [c("AS AH AD")]
    assert decidir_salida(3000, combs, irse_oculta=True).answer["valida"] is False
    reglas = CanastaHouseRules(salida_oculta_exenta=True)
    assert decidir_salida(3000, combs, house_rules=reglas, irse_oculta=True).answer == {"minimo": 0, "puntos": 60,
                                                                                   "valida": True}


@pytest.mark.parametrize("combs,texto", [
    ([], "at least one combination"),
    (["KS KH QD", ""], "empty"),
    (["KS KS KH", "KS 2C 2D"], "KS appears 3 times"),
], ids=["none", "empty", "copies"])
def test_canasta_9_bad_salidas_refused(combs, texto):
    with pytest.raises(InvalidSituation, match=texto):
        decidir_salida(0, [c(x) for x in combs])


@pytest.mark.parametrize("combs,mensaje", [
    (["AS AH AD", "KS KH 3D"], "canasta.combinacion.tres_rojo"),
    (["AS AH AD", "KS KH QD"], "canasta.combinacion.rangos_mezclados"),
], ids=["red-three", "mixed"])
def test_canasta_9_salida_of_real_cards_breaking_a_rule_is_valida_false(combs, mensaje):
    """The combinations of a salida are a proposal: a rule broken is the answer, not an error (#14 item 7)."""
    ruling = decidir_salida(0, [c(x) for x in combs])
    assert ruling.answer["valida"] is False
    assert [r.message.id for r in ruling.reasons[-2:]] == [mensaje, "canasta.salida.combinacion_invalida"]


@pytest.mark.parametrize("puntuacion", [-1, 1499, 2999], ids=["minus-1", "1499", "2999"])
def test_canasta_9_1_score_not_a_multiple_of_5_refused_like_the_pozo(puntuacion):
    """Every Canasta score is a multiple of 5 (§2): canasta.salida refuses others exactly as canasta.pozo does."""
    with pytest.raises(InvalidSituation, match=f"puntuacion: {puntuacion} is not a multiple of 5") as err:
        decidir_salida(puntuacion, [c("KS KH KD")])
    assert err.value.field == "puntuacion"
    with pytest.raises(InvalidSituation, match=f"puntuacion: {puntuacion} is not a multiple of 5") as err2:
        decidir_pozo(c("5S KH"), True, False, puntuacion, c("KS KD"))
    assert err2.value.field == "puntuacion"
