"""Pinacle house rules (``rules/pinacle.md §14``): each setting changes the answer it is meant to change."""

import dataclasses

import pytest

from tutor.rules.base import InvalidSituation, settings_from_mapping, settings_to_dict
from tutor.rules.cartas import FRANCESA, parse_cartas, parse_francesa
from tutor.rules.pinacle import (
    ORDEN_ESCALERA, PinacleHouseRules, decidir_escalera, decidir_especial, decidir_rescate, mover_comodin,
    unir_escaleras, valor_carta,
)


def P(text):
    return parse_cartas(text, FRANCESA)


def C(token):
    return parse_francesa(token)


def H(**kw):
    return PinacleHouseRules(**kw)


def test_pinacle_14_defaults_are_the_recommended_readings():
    assert settings_to_dict(PinacleHouseRules()) == {
        "jokers_por_baraja": 2, "barajas": 2, "comodines_al_empezar": 1, "max_comodines_escalera": 0,
        "max_comodines_trio": 0, "bloqueo": "entre_cartas", "unir_escaleras": "nunca",
        "rescate_escalera_incompleta": True, "diez_es_figura": False, "premio_dos_rescatado_otros": 0,
        "con_comodin": "total", "rescatado_cuenta_como_comodin": False,
    }


def test_pinacle_14_settings_validate_choices():
    assert settings_from_mapping(PinacleHouseRules, {"jokers_por_baraja": 1}).jokers_por_baraja == 1
    with pytest.raises(InvalidSituation, match="jokers_por_baraja must be one of"):
        settings_from_mapping(PinacleHouseRules, {"jokers_por_baraja": 3})
    with pytest.raises(InvalidSituation, match="unknown house rule"):
        settings_from_mapping(PinacleHouseRules, {"comodines": 3})
    assert all(f.default is not dataclasses.MISSING for f in dataclasses.fields(PinacleHouseRules))


def test_pinacle_14_B14_jokers_por_baraja_1_allows_only_two_jokers():
    cartas, rescatados = P("JK 5H 6H 7H JK"), P("JK")
    assert decidir_escalera(cartas, rescatados).answer["valida"]
    with pytest.raises(InvalidSituation, match=r"3 jokers in the situation \(cartas, rescatados\) but the deck holds only 2 \(2 packs with 1 each\)"):
        decidir_escalera(cartas, rescatados, house_rules=H(jokers_por_baraja=1))


def test_pinacle_14_B14_three_packs_allow_three_copies():
    with pytest.raises(InvalidSituation, match="appears 3 times"):
        decidir_especial(P("5H 5H 5H"))
    assert decidir_especial(P("5H 5H 5H"), house_rules=H(barajas=3)).answer == {"nombre": None, "puntos": 0}
    with pytest.raises(InvalidSituation, match="appears 4 times but the deck holds it only 3"):
        decidir_especial(P("5H 5H 5H 5H"), house_rules=H(barajas=3))


def test_pinacle_14_B5_comodines_al_empezar_2():
    assert decidir_escalera(P("9H JK 2C"), inicio=True).answer["valida"] is False
    assert decidir_escalera(P("9H JK 2C"), inicio=True, house_rules=H(comodines_al_empezar=2)).answer["valida"]
    assert decidir_escalera(P("JK 2C 5H"), house_rules=H(comodines_al_empezar=2)).answer["valida"]


def test_pinacle_14_B9_cap_on_comodines_per_escalera():
    cartas = P("5H JK 7H 2C")
    assert decidir_escalera(cartas).answer["valida"]
    ruling = decidir_escalera(cartas, house_rules=H(max_comodines_escalera=1))
    assert ruling.answer["valida"] is False and ruling.reasons[-1].rule == "pinacle §14 B9"


def test_pinacle_14_B9_cap_on_comodines_per_trio():
    assert decidir_especial(P("7S JK 2C")).answer["nombre"] is None
    with pytest.raises(InvalidSituation, match="at most 1 per trío"):
        decidir_especial(P("7S JK 2C"), house_rules=H(max_comodines_trio=1))


def test_pinacle_7_4_bloqueo_entre_naturales_keeps_an_end_run_free():
    cartas = P("5D 6D JK JK")
    assert decidir_escalera(cartas).answer["bloqueados"] == [2]
    assert decidir_escalera(cartas, house_rules=H(bloqueo="entre_naturales")).answer["bloqueados"] == []
    moved = mover_comodin(cartas, 2, "abajo", house_rules=H(bloqueo="entre_naturales"))
    assert moved.answer == {"permitido": True, "cartas": P("JK 5D 6D JK")}


def test_pinacle_14_B6_salvo_completa_allows_a_join_that_stays_incomplete():
    s = H(unir_escaleras="salvo_completa")
    assert unir_escaleras(P("3S 4S 5S"), P("6S 7S 8S"), s).answer == {"permitido": True,
                                                                       "cartas": P("3S 4S 5S 6S 7S 8S")}
    completa = unir_escaleras(P("9S 10S JS QS KS AS"), P("3S 4S 5S 6S 7S 8S"), s)
    assert completa.answer["permitido"] is False and completa.reasons[0].rule == "pinacle §7.2"
    assert unir_escaleras(P("3S 4S 5S"), P("7S 8S 9S"), s).answer["permitido"] is False


def test_pinacle_14_B8_rescue_from_incomplete_escalera_can_be_forbidden():
    s = H(rescate_escalera_incompleta=False)
    assert decidir_rescate(C("JK"), "escalera", C("8D"), completa=False).answer["rescatable"]
    ruling = decidir_rescate(C("JK"), "escalera", C("8D"), completa=False, house_rules=s)
    assert ruling.answer == {"rescatable": False, "puntos": 0} and ruling.reasons[0].rule == "pinacle §14 B8"
    assert decidir_rescate(C("JK"), "escalera", C("AD"), completa=True, house_rules=s).answer["rescatable"]
    with pytest.raises(InvalidSituation, match="say whether the escalera is complete") as err:
        decidir_rescate(C("JK"), "escalera", C("8D"), house_rules=s)
    assert err.value.field == "completa"


def test_pinacle_14_B4_diez_es_figura():
    assert decidir_rescate(C("2C"), "trio", C("10D")).answer["puntos"] == 0
    assert decidir_rescate(C("2C"), "trio", C("10D"), house_rules=H(diez_es_figura=True)).answer["puntos"] == 20
    dieces = P("10S 10S 10H 10H 10D 10D 10C 10C")
    assert decidir_especial(dieces, house_rules=H(diez_es_figura=True)).answer == {"nombre": "ocho_figuras",
                                                                                "puntos": 750}
    assert valor_carta(C("10H"), H(diez_es_figura=True)) == 10


def test_pinacle_14_B3_premio_of_a_two_rescued_from_other_trios():
    ruling = decidir_rescate(C("2S"), "trio", C("7D"), house_rules=H(premio_dos_rescatado_otros=20))
    assert ruling.answer == {"rescatable": True, "puntos": 20}
    assert decidir_rescate(C("2S"), "trio", C("AD"), house_rules=H(premio_dos_rescatado_otros=20)).answer["puntos"] == 30


def test_pinacle_14_B2_con_comodin_reading():
    cinco_mas_uno, seis_mas_uno = P("AS AS AH AH AD JK"), P("AS AS AH AH AD AD JK")
    assert decidir_especial(cinco_mas_uno).answer["nombre"] == "seis_ases_con_comodin"
    assert decidir_especial(seis_mas_uno).answer["nombre"] is None
    s = H(con_comodin="mas_comodin")
    assert decidir_especial(cinco_mas_uno, house_rules=s).answer["nombre"] is None
    assert decidir_especial(seis_mas_uno, house_rules=s).answer == {"nombre": "seis_ases_con_comodin", "puntos": 180}


def test_pinacle_14_B15_rescued_comodin_counting_as_comodin_spoils_sin_comodin():
    ocho = P("AS AS AH AH AD AD AC AC")
    s = H(rescatado_cuenta_como_comodin=True)
    assert decidir_especial(ocho, rescatados=P("2C"), house_rules=s).answer == {"nombre": None, "puntos": 0}
    seis = P("AS AS AH AH AD")
    assert decidir_especial(seis, rescatados=P("JK"), house_rules=s).answer == {"nombre": "seis_ases_con_comodin",
                                                                            "puntos": 180}


def test_pinacle_14_house_rules_never_change_the_escalera_completa_table():
    doce = tuple(C(r + "H") for r in ORDEN_ESCALERA)
    for s in (H(), H(jokers_por_baraja=1), H(barajas=3), H(bloqueo="entre_naturales"), H(comodines_al_empezar=2)):
        assert decidir_escalera(doce, house_rules=s).answer["puntos"] == 1000


def test_pinacle_14_B4_a_trio_of_tens_is_not_one_of_figuras_and_the_explanation_says_why():
    """Lesson 02's trío of 10s: its 0 rests on the 10 not being a figura (B4), so the explanation says it, and the
    answer 20 (the 10 read as a figura) is named."""
    from tutor.puzzles import check, from_id
    p = from_id("pinacle.comodin-v1-L1-S71")
    assert p.answer == 0 and "pinacle §14 B4" in p.ruling.rules()
    assert any("diez_es_figura" in line for line in p.ruling.explain("es"))
    assert check(p, "20").mistake.id == "pinacle.comodin.diez_figura"
    assert decidir_rescate(C("2S"), "trio", C("10D"), house_rules=H(diez_es_figura=True)).answer == \
        {"rescatable": True, "puntos": 20}
