"""El pozo (rules/canasta.md §8): the decision procedure of §8.6 and every worked decision D1–D14 of §8.8."""

import pytest

from tutor.rules.base import InvalidSituation
from tutor.rules.canasta import CanastaHouseRules, decidir_pozo
from tutor.rules.cartas import FRANCESA, parse_cartas


def c(text):
    return parse_cartas(text, FRANCESA)


def pozo(pozo_, mano, primera=True, salida=True, puntuacion=600, combs=("QS QH QD",), house_rules=CanastaHouseRules()):
    return decidir_pozo(c(pozo_), primera, salida, puntuacion, c(mano), [c(x) for x in combs] if salida else [],
                        house_rules)


# §8.8: (id, pozo bottom->top, hand, primera_toma_hecha, salida_hecha, score, table, motivo, blocking rule, message)
D = [
    ("D1_first_take_natural_pair", "5S 9D", "9C 9H", False, True, 600, ["QS QH QD"],
     "PUEDE_TOMAR", "canasta §8.6 P6", "canasta.pozo.pareja_natural"),
    ("D2_first_take_natural_and_joker", "5S 9D", "9C JK", False, True, 600, ["QS QH QD"],
     "FALTA_PAREJA_NATURAL", "canasta §8.6 P6", "canasta.pozo.falta_pareja_primera_toma"),
    ("D3_K2_onto_table", "6H 9D", "KS 5C", True, True, 600, ["9S 9H 2C"],
     "PUEDE_TOMAR", "canasta §8.6 P7", "canasta.pozo.sobre_combinacion"),
    ("D4_premiado_needs_natural_pair", "2C 6H 4D 9D", "9C JK", True, True, 600, ["9S 9H 2C"],
     "FALTA_PAREJA_NATURAL", "canasta §8.6 P6", "canasta.pozo.falta_pareja_premiado"),
    ("D5_tapon_comodin", "5S 7D JK", "KS KH", True, True, 600, ["QS QH QD"],
     "TAPON_COMODIN", "canasta §8.6 P3", "canasta.pozo.tapon_comodin"),
    ("D6_tapon_tres_negro", "AS AH 8D 9H 3C", "QS QH", True, True, 600, ["KS KH KD"],
     "TAPON_TRES_NEGRO", "canasta §8.6 P2", "canasta.pozo.tapon_tres_negro"),
    ("D7_never_with_two_comodines", "5S 7H", "JK 2D", True, True, 600, ["QS QH QD"],
     "DOS_COMODINES", "canasta §8.6 P5", "canasta.pozo.dos_comodines"),
    ("D8_salida_with_pozo_top_counts", "5S KS", "KC KD AH AS AC", False, False, 1800, [],
     "PUEDE_TOMAR", "canasta §8.6 P8", "canasta.pozo.salida_suficiente"),
    ("D9_cards_under_top_do_not_count", "AS AS AH AH KS", "KC KD 7H 7S 7C", False, False, 1800, [],
     "SALIDA_INSUFICIENTE", "canasta §8.6 P8", "canasta.pozo.salida_insuficiente"),
    ("D10_covered_comodin_still_premiado", "6C 2H 5H", "5C JK", True, True, 600, ["KS KH KD"],
     "FALTA_PAREJA_NATURAL", "canasta §8.6 P6", "canasta.pozo.falta_pareja_premiado"),
    ("D11_premiado_natural_pair_takes", "6C 2H 5H", "5C 5D", True, True, 600, ["KS KH KD"],
     "PUEDE_TOMAR", "canasta §8.6 P6", "canasta.pozo.pareja_natural"),
    ("D12_premiado_from_opening", "3H 2S 8S", "8D JK QS QH QD", False, False, 0, [],
     "FALTA_PAREJA_NATURAL", "canasta §8.6 P6", "canasta.pozo.falta_pareja_primera_y_premiado"),
    ("D13_default_first_take_by_anyone", "5S KH", "KS JK", True, False, 600, [],
     "PUEDE_TOMAR", "canasta §8.6 P7", "canasta.pozo.natural_y_comodin"),
    ("D14_joker_joins_after_pair", "5S QH", "QS QD JK", False, False, 600, [],
     "PUEDE_TOMAR", "canasta §8.6 P6", "canasta.pozo.pareja_natural_y_comodines"),
]


@pytest.mark.parametrize("pozo_,mano,primera,salida,a,combs,motivo,rule,message", [d[1:] for d in D],
                         ids=[d[0] for d in D])
def test_canasta_8_8_worked_decisions(pozo_, mano, primera, salida, a, combs, motivo, rule, message):
    ruling = decidir_pozo(c(pozo_), primera, salida, a, c(mano), [c(x) for x in combs])
    assert ruling.answer == {"puede_tomar": motivo == "PUEDE_TOMAR", "motivo": motivo}
    assert ruling.rules()[0] == "canasta §8.3"
    found = [r for r in ruling.reasons if r.message.id == message]
    assert found and found[0].rule == rule
    if motivo != "PUEDE_TOMAR":
        assert ruling.reasons[-1].message.id == message  # the blocking condition closes the explanation
    else:
        assert ruling.reasons[-1].message.id == "canasta.pozo.puede_tomar"


def test_canasta_8_8_D8_sum_and_minimum_in_values():
    ruling = pozo("5S KS", "KC KD AH AS AC", primera=False, salida=False, puntuacion=1800)
    p8 = next(r for r in ruling.reasons if r.rule == "canasta §8.6 P8")
    assert (p8.values["suma"], p8.values["minimo"]) == (90, 90)
    assert [list(map(str, b)) for b in p8.values["bajadas"]] == [["KS", "KC", "KD"], ["AH", "AS", "AC"]]


def test_canasta_8_8_D9_sum_and_minimum_in_values():
    ruling = pozo("AS AS AH AH KS", "KC KD 7H 7S 7C", primera=False, salida=False, puntuacion=1800)
    assert (ruling.reasons[-1].values["suma"], ruling.reasons[-1].values["minimo"]) == (45, 90)
    assert ruling.explain("es")[-1].startswith("Tu pareja no ha salido: lo mejor que puedes bajar con el KS suma 45 < 90")


def test_canasta_8_8_D13_per_partnership_reading():
    reglas = CanastaHouseRules(primera_toma_por_pareja=True)
    ruling = pozo("5S KH", "KS JK", salida=False, house_rules=reglas)
    assert ruling.answer == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}
    assert ruling.reasons[-1].rule == "canasta §8.6 P6"
    assert ruling.reasons[-1].message.id == "canasta.pozo.falta_pareja_primera_toma_pareja"
    # After its own salida the partnership gets the relaxed condition under both readings.
    ok = pozo("5S KH", "KS JK", salida=True, house_rules=reglas)
    assert ok.answer == {"puede_tomar": True, "motivo": "PUEDE_TOMAR"}


def test_canasta_8_8_D13_default_sum_is_70():
    ruling = pozo("5S KH", "KS JK", salida=False)
    p8 = next(r for r in ruling.reasons if r.rule == "canasta §8.6 P8")
    assert (p8.values["suma"], p8.values["minimo"]) == (70, 50)


def test_canasta_8_8_D14_joker_counts_for_salida():
    ruling = pozo("5S QH", "QS QD JK", primera=False, salida=False)
    p8 = next(r for r in ruling.reasons if r.rule == "canasta §8.6 P8")
    assert p8.values["suma"] == 80
    assert [str(x) for x in p8.values["bajadas"][0]] == ["QH", "QS", "QD", "JK"]


def test_canasta_16_A2_without_comodines_after_pair_D14_fails():
    reglas = CanastaHouseRules(comodines_tras_pareja=False)
    ruling = pozo("5S QH", "QS QD JK", primera=False, salida=False, house_rules=reglas)
    assert ruling.answer == {"puede_tomar": False, "motivo": "SALIDA_INSUFICIENTE"}
    assert ruling.reasons[-1].values["suma"] == 30


def test_canasta_8_6_P1_empty_pozo():
    ruling = pozo("", "KS KH")
    assert ruling.answer == {"puede_tomar": False, "motivo": "POZO_VACIO"}
    assert ruling.rules() == ["canasta §8.6 P1"]


def test_canasta_8_6_P4_top_cannot_be_melded():
    ruling = pozo("5S 7H", "KS JK")
    assert ruling.answer == {"puede_tomar": False, "motivo": "NO_COMBINA"}
    assert ruling.reasons[-1].rule == "canasta §8.6 P4"


def test_canasta_8_6_P9_only_illegal_combinations_reach_the_minimum():
    # A house rule demanding three naturals: 7H 7C + comodines can never be legal.
    reglas = CanastaHouseRules(min_naturales=3)
    ruling = pozo("5S 7H", "7C JK", house_rules=reglas)
    assert ruling.answer == {"puede_tomar": False, "motivo": "COMBINACION_INVALIDA"}
    assert ruling.reasons[-1].rule == "canasta §8.6 P9"


def test_canasta_8_6_P9_beats_P8_when_the_minimum_needs_an_illegal_meld():
    # 2 natural Ks + top with 4 jokers: legal best 30 + 150 = 180 < ... use a high minimum with few naturals.
    reglas = CanastaHouseRules(max_comodines=1)
    ruling = pozo("5S KH", "KS KD JK JK", primera=False, salida=False, puntuacion=3000, house_rules=reglas)
    # legal: KH KS KD JK = 80 < 120; shape only: KH KS KD JK JK = 130 >= 120
    assert ruling.answer == {"puede_tomar": False, "motivo": "COMBINACION_INVALIDA"}


def test_canasta_8_6_salida_uses_comodin_only_combination_and_pairs():
    # min 120: key 9H 9S 9D (30) + pair AS AH with 2C (60) + JK JK JK as comodines only (150)
    ruling = pozo("5S 9H", "9S 9D AS AH 2C JK JK JK", primera=False, salida=False, puntuacion=3000)
    assert ruling.answer["puede_tomar"] is True
    p8 = next(r for r in ruling.reasons if r.rule == "canasta §8.6 P8")
    assert p8.values["suma"] == 30 + 40 + 20 + 150


def test_canasta_16_A21_pair_onto_existing_combination():
    args = ("2C 6H 4D 9D", "9C 9H")
    assert pozo(*args, combs=["9S 9H 2S"]).answer["puede_tomar"] is True
    reglas = CanastaHouseRules(pareja_sobre_combinacion_existente=False)
    ruling = pozo(*args, combs=["9S 9H 2S"], house_rules=reglas)
    assert ruling.answer == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}
    assert ruling.reasons[-1].message.id == "canasta.pozo.pareja_no_sobre_mesa"


def test_canasta_16_A19_pumba_house_rule():
    assert pozo("6H 9D", "5C", combs=["9S 9H 2C"]).answer["puede_tomar"] is True
    ruling = pozo("6H 9D", "5C", combs=["9S 9H 2C"], house_rules=CanastaHouseRules(pumba_no_toma_pozo=True))
    assert ruling.answer == {"puede_tomar": False, "motivo": "PUMBA"}


def test_canasta_8_6_explanation_in_english():
    ruling = pozo("5S 7D JK", "KS KH")
    assert ruling.explain("en") == [
        "Top card of the pozo: JK. Pozo premiado: yes. First take made: yes. Salida made: yes.",
        "A comodín (JK) is on top: the pozo is blocked (and premiado as well).",
    ]


@pytest.mark.parametrize("kwargs,field,texto", [
    (dict(pozo_="5S 9D", mano="9C 9C 9C"), "mano", "^mano: card 9C appears 3 times"),
    (dict(pozo_="9C 9D", mano="9C 9C 9H"), "pozo", r"^card 9C appears 3 times in the situation \(pozo, mano\)"),
    (dict(pozo_="JK JK 9D", mano="JK JK JK"), "pozo", r"^5 jokers in the situation \(pozo, mano\) but the deck holds only 4"),
    (dict(pozo_="5S 9D", mano="9C 3H"), "mano", "red three"),
    (dict(pozo_="5S 3H", mano="9C 9H"), "pozo", "red three"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=["QS QH KD"]), "combinaciones", "mixes ranks"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=["QS QH 3D"]), "combinaciones", "red three"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=["3S 3C 3S"]), "combinaciones", "cannot be on the table"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=["QS JK 2C"]), "combinaciones", "cannot be on the table"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=["QS QH QD", "QC QC 2S"]), "combinaciones", "two combinations"),
    (dict(pozo_="5S 9D", mano="9C 9H", puntuacion=603), "puntuacion", "multiple of 5"),
    (dict(pozo_="5S 9D", mano="9C 9H", combs=[]), "combinaciones", "made its salida"),
], ids=["three-copies", "three-copies-two-fields", "five-jokers", "red-three-in-hand", "red-three-on-top", "mixed-meld", "red-three-meld",
        "black-threes-on-table", "illegal-meld", "two-melds-one-rank", "score-not-multiple-of-5", "salida-no-melds"])
def test_canasta_8_impossible_situations_refused(kwargs, field, texto):
    with pytest.raises(InvalidSituation, match=texto) as err:
        pozo(**kwargs)
    assert err.value.field == field


def test_canasta_8_melds_without_salida_refused():
    with pytest.raises(InvalidSituation, match="salida_hecha cannot be false") as err:
        decidir_pozo(c("5S 9D"), True, False, 600, c("9C"), [c("QS QH QD")])
    assert err.value.field == "salida_hecha"


def test_canasta_8_6_natural_pair_after_first_take_does_not_speak_of_a_comodin():
    """#18: with two naturals of top's rank and no comodín used, P7 says so (was 'una carta natural con comodín')."""
    pareja = pozo("5S KH", "KS KD 7C")
    assert pareja.answer["motivo"] == "PUEDE_TOMAR"
    assert pareja.reasons[1].message.id == "canasta.pozo.naturales_sin_comodin"
    assert pareja.explain("es")[1] == ("Pozo no premiado y ya tomado antes: basta bajar el KH con cartas naturales "
                                       "de su rango (KH KS KD).")
    con_comodin = pozo("5S KH", "KS JK 7C")
    assert con_comodin.reasons[1].message.id == "canasta.pozo.natural_y_comodin"
    assert "comodín" in con_comodin.explain("es")[1]


def test_canasta_puntos_salida_is_the_suma_the_ruling_compares():
    from tutor.rules.canasta import puntos_salida

    ruling = pozo("6S 9S QC", "KH KC QS QH 7C", salida=False, puntuacion=100)
    assert ruling.answer["motivo"] == "SALIDA_INSUFICIENTE"
    assert ruling.reasons[-1].values["suma"] == puntos_salida(c("6S 9S QC"), True, c("KH KC QS QH 7C")) == 30


def test_per_partnership_first_take_relaxes_after_the_partnerships_salida_though_nobody_took():
    """§16 A1, ``primera_toma_por_pareja``: the pozo is frozen until each partnership's own first take / salida,
    *instead of* until the hand's first take, so a partnership that made its salida takes a pozo not premiado with
    one natural + comodín, or onto its combination, though nobody has taken it yet (the setting used to add the
    partnership's condition to the hand's, and relaxed nothing). The default is unchanged."""
    reglas = CanastaHouseRules(primera_toma_por_pareja=True)
    con_comodin = pozo("5S 9D", "9C JK 4H", primera=False, salida=True, house_rules=reglas)
    assert con_comodin.answer == {"puede_tomar": True, "motivo": "PUEDE_TOMAR"}
    assert con_comodin.reasons[1].message.id == "canasta.pozo.natural_y_comodin"
    assert con_comodin.explain("es")[1].startswith("Pozo no premiado y tu pareja ya salió (regla de la casa "
                                                   "primera_toma_por_pareja): basta una carta natural")
    assert con_comodin.explain("en")[1].startswith("The pozo is not premiado and your partnership has made its "
                                                   "salida (house rule primera_toma_por_pareja)")
    sobre = pozo("5S QC", "4H 7D", primera=False, salida=True, house_rules=reglas)
    assert sobre.answer == {"puede_tomar": True, "motivo": "PUEDE_TOMAR"}
    assert sobre.reasons[1].message.id == "canasta.pozo.sobre_combinacion"
    # premiado still needs the natural pair; the rulebook's reading (the default) is unchanged
    premiado = pozo("2C 5S 9D", "9C JK 4H", primera=False, salida=True, house_rules=reglas)
    assert premiado.answer == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}
    por_mano = pozo("5S 9D", "9C JK 4H", primera=False, salida=True)
    assert por_mano.answer == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}
    assert por_mano.reasons[-1].message.id == "canasta.pozo.falta_pareja_primera_toma"


@pytest.mark.parametrize("mano", ["JK KS QH", "7C KS QH"], ids=["one_comodin", "one_natural"])
def test_no_combina_never_suggests_comodines_could_be_enough(mano):
    """§8.6 P4, P5: the top card meets one comodín or one natural; the step must not say that enough comodines
    would do (review 12 of the course, #3: "ni tienes cartas de ese rango o comodines suficientes")."""
    ruling = decidir_pozo(c("5S 7H"), True, True, 600, c(mano), [c("QS QH QD")])
    assert ruling.answer["motivo"] == "NO_COMBINA"
    es, en = ruling.reasons[-1].text("es"), ruling.reasons[-1].text("en")
    assert "comodines suficientes" not in es and "enough cards of its rank or comodines" not in en
    assert "al menos una natural de ese rango (con comodines solos nunca se puede)" in es
    assert "at least one of them a natural card of its rank (comodines alone never do)" in en
