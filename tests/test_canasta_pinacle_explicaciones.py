"""Explanations a learner can follow (issue 19): the step a learner needs is said, and nothing misleading is."""

from __future__ import annotations

import pytest

from tutor.puzzles import LEVELS, generate
from tutor.referee import run
from tutor.rules.cartas import FRANCESA, parse_cartas
from tutor.rules.pinacle import forma_escalera, mover_comodin, rescatar_en_escalera


def test_a_valid_combination_says_the_comodin_limits_it_keeps():
    (ok, _) = run("canasta.combinacion", {"cartas": ["KS", "KH", "2C"]}).explain("es")
    assert ok == ("KS KH 2C es una combinación válida: 2 cartas naturales y 1 comodín; una combinación pide al menos "
                  "2 cartas naturales y admite como mucho 3 comodines, nunca más comodines que naturales (lectura de "
                  "Tapete; reglas de la casa min_naturales, max_comodines y comodines_no_superan_naturales).")


def test_a_combination_of_comodines_only_is_said_to_be_the_exception_with_its_house_rule():
    (ok, _) = run("canasta.combinacion", {"cartas": ["JK", "JK", "2S"]}).explain("es")
    assert "solo de comodines, la excepción a los límites de comodines" in ok
    assert "3 cartas o más" in ok and "minimo_combinacion_comodines" in ok


def test_black_threes_going_out_are_not_told_the_comodin_limits():
    (ok, _) = run("canasta.combinacion", {"cartas": ["3S", "3C", "3S"], "al_irse": True}).explain("es")
    assert ok == "3S 3C 3S es una combinación válida: 3 cartas naturales y 0 comodines."


def test_canastas_are_named_by_their_rank_not_its_code():
    ruling = run("canasta.mano", {"combinaciones": [["AS", "AH", "AD", "AC", "AS", "AH", "AD"]], "treses_rojos": 0,
                                  "treses_negros_al_irse": 0, "mano": [], "se_fue": False})
    assert ruling.answer["desglose"][0]["concepto"] == "canasta limpia de ases"
    assert ruling.explain("es")[0].startswith("canasta limpia de ases (AS AH AD AC AS AH AD)")


@pytest.mark.parametrize("kind", ["pinacle.comodin", "pinacle.escalera", "pinacle.especial", "pinacle.jugada"])
def test_pinacle_explanations_say_the_missing_values_as_the_rules_ambiguity(kind):
    seen = False
    for level in LEVELS:
        for seed in range(100):
            for reason in generate(kind, level, seed).ruling.reasons:
                text = reason.text("es")
                assert "faltan páginas" not in text and "missing page" not in reason.text("en")  # a gap's
                # "a position is missing" is no page
                seen = seen or "ambigüedad B1" in text
    assert not seen or kind not in ("pinacle.comodin", "pinacle.jugada")  # values are not asked there


def test_forgetting_a_dos_rescued_onto_figures_is_not_told_it_is_worth_30():
    from tutor.puzzles import check, from_id

    p = from_id("pinacle.especial-v1-L3-S0")  # seven reinas with a rescued 2C: 300 + 20
    assert p.answer == 320
    verdict = check(p, "300")
    assert verdict.mistake.id == "pinacle.especial.sin_rescatados"
    assert "30 por cada" not in verdict.mistake.text() and "20 sobre figuras" in verdict.mistake.text()


def _libres(puzzle):
    """The free comodines of an escalera puzzle's step: (index in the escalera, its sentence in Spanish)."""
    step = next((r for r in puzzle.ruling.reasons if r.message.id == "pinacle.escalera.libres"), None)
    if step is None:
        return []
    return list(zip(step.values["posiciones"], (p.message.render(p.values, "es") for p in step.values["detalle"])))


@pytest.mark.parametrize("kind, levels", [("pinacle.escalera", LEVELS), ("pinacle.comodin", (2, 3))])
def test_a_free_comodin_is_said_to_move_only_where_there_is_room(kind, levels):
    """§7.4, §8.1, §9: an end comodín moves to another place of the same escalera only where a position is left
    beyond the other end; in an escalera completa, or with the other end at the 3 or the A, it can only be rescued
    (the step said "se pueden mover" of every end comodín: pinacle.escalera-v1-L1-S5, pinacle.comodin-v1-L3-S61810)."""
    said = {True: 0, False: 0}
    for level in levels:
        for seed in range(300):
            p = generate(kind, level, seed)
            cartas = parse_cartas(p.situation["cartas"], FRANCESA)
            for i, text in _libres(p):
                abajo = any(not c.es_comodin for c in cartas[:i])
                moves = mover_comodin(cartas, i, "abajo" if abajo else "arriba").answer["permitido"]
                rescue = rescatar_en_escalera(cartas, i, forma_escalera(cartas).representa(i)).answer["rescatable"]
                assert ("se puede mover" in text) == moves, (str(p.id), text)
                assert ("rescatar poniendo" in text or "o rescatar" in text) == rescue, (str(p.id), text)
                said[moves] += 1
    assert said[False] > 20 and (said[True] > 20 or kind == "pinacle.escalera"), said  # its are all completas


def test_an_end_comodin_of_an_escalera_completa_is_only_rescued():
    steps = [r.text() for r in generate("pinacle.escalera", 1, 5).ruling.reasons]
    assert steps[1] == ("Ningún comodín está bloqueado. 2D→AD no tiene sitio al otro extremo, que ya llega al 3: se "
                        "puede rescatar poniendo AD.")
    steps = [r.text() for r in generate("pinacle.comodin", 3, 61810).ruling.reasons]
    assert "2H→7S no tiene sitio al otro extremo, que ya llega al A: se puede rescatar poniendo 7S; 2S→AS, en un " \
           "extremo, se puede mover dentro de la escalera o rescatar (rescatar de una escalera incompleta: lectura " \
           "de Tapete; regla de la casa rescate_escalera_incompleta)." in steps[1]


def test_three_black_threes_going_out_are_worth_their_cards_as_tapetes_reading():
    """§7 [R], A12: only the four black threes have a premio; the step said '3 treses negros bajados al irse: 15' as
    a rule (canasta.mano-v4-L3-S2)."""
    step = next(r for r in generate("canasta.mano", 3, 2).ruling.reasons if r.rule == "canasta §7")
    assert step.text() == ("3 treses negros bajados al irse: 15, el valor de sus cartas, sin premio (lectura de "
                           "Tapete, sin ajuste: el reglamento solo da premio a los cuatro).")
    assert "Tapete's reading, with no setting" in step.text("en")


def test_a_failed_salida_leaves_penalizadas_as_tapetes_reading():
    """§9.2 [A~], §13: the Samba of the same rulebook is the model, a reading with no setting (the step said 'por
    analogía con la Samba' only: canasta.salida-v3-L3-S53)."""
    texts = [r.text() for r in generate("canasta.salida", 3, 53).ruling.reasons]
    assert any("penalizadas (§13: lectura de Tapete, tomada de la Samba del mismo reglamento, sin ajuste)." in t
               for t in texts)


def test_a_sucia_names_only_the_comodines_it_holds():
    step = [r.text() for r in generate("pinacle.escalera", 2, 92).ruling.reasons][-1]  # lesson Pinacle 03
    assert step == ("Escalera completa sucia: entre sus doce cartas hay 2 doses de otro palo. Vale 500 puntos, sin "
                    "sumar las cartas.")


def test_a_two_rescued_from_another_trio_names_its_rank_and_the_setting_of_its_0():
    """§9, §14 B3 (lesson Pinacle 02, seed 71): it said 'un trío de 10 … 0 puntos'. 'No special premium' is the
    rulebook's (§9), only its 0 is Tapete's reading, so the label follows the 0 (course review 13, #3)."""
    step = generate("pinacle.comodin", 1, 71).ruling.reasons[-1]
    assert step.text() == ("Un dos rescatado en un trío de dieces no tiene premio especial (§9); cuenta 0 puntos "
                           "(lectura de Tapete; regla de la casa premio_dos_rescatado_otros).")
    assert step.text("en").startswith("A 2 rescued from a trío of tens carries no special premium (§9); it counts 0 "
                                      "points (Tapete's reading; house")


@pytest.mark.parametrize("pid, answer, parenthesis", [
    ("pinacle.jugada-v2-L1-S59472", "si", False),  # no comodín in the move
    ("pinacle.jugada-v2-L2-S12", "legal", True),  # 5D 2D 8D: one comodín where two positions are missing
])
def test_a_gap_says_a_comodin_fills_one_position_only_where_the_move_has_one(pid, answer, parenthesis):
    from tutor.puzzles import check, from_id

    verdict = check(from_id(pid), answer)
    assert verdict.mistake.id.startswith("pinacle.jugada.hueco")
    assert ("(un comodín ocupa una sola)" in verdict.mistake.text()) == parenthesis
