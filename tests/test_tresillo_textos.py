"""Explanations a learner can follow, in the rulebook's Spanish (issue 19, "Explanations a learner can follow").

The steps a learner needs are there (the run that makes each firme, the espada always a trump, card names in
sentences); misleading ones are gone (a "puesta con primeras" of a codillo, the palo de favor in a palo-sencillo
deal, "solo se paga el codillo" beside the condiciones charged); the words are the rules file's: "el contra / los
contras", "1 tanto", "da codillo el contra B".
"""

from __future__ import annotations

import re

import pytest

from tutor.puzzles import KINDS, LEVELS, check, from_id, generate
from tutor.puzzles.text import puzzle_lines
from tutor.referee import run_json

TRESILLO = [name for name in KINDS if name.startswith("tresillo.")]
FEMENINO = re.compile(r"\b(la|las|una|ninguna|otra|sola)\s+contras?\b|\bcontras?\s+(equivocada|sola)\b", re.I)


def _cobro(lang="es", **fields):
    situation = {"lance": "entrada", "favor": False, "plato": {"tantos": 20, "puesta": "ninguna"}, "cartulina": [],
                 "bazas": {"jugador": 3, "contra_a": 5, "contra_b": 1}, "estuches": 0, "contraestuche": 0,
                 "primeras": None, **fields}
    return [r["text"] for r in run_json("tresillo.cobro", situation, lang=lang)["reasons"]]


@pytest.mark.parametrize("name", TRESILLO)
def test_tresillo_texts_say_el_contra_los_contras(name):
    for level in LEVELS:
        for seed in range(40):
            puzzle = generate(name, level, seed)
            texts = [puzzle.prompt("es")["question"], *check(puzzle, puzzle.answer_text()).explanation("es")]
            texts += [m.text("es") for m, _ in puzzle.mistakes]
            texts += [line for line in puzzle_lines(puzzle, "es")]
            for text in texts:
                assert not FEMENINO.search(text), (str(puzzle.id), text)


def test_english_names_a_contra_without_an_article_and_the_jugador_with_one():
    # review 16: the defended entrada's codillo read "the contra B pays contra A" (the Spanish "el contra B" is right)
    texts = check(from_id("tresillo.cobro-v5-L3-S10"), "0,0,0,0").explanation("en")
    assert any("Codillo: contra B pays contra A, who gave codillo" in t for t in texts), texts
    assert any("(made by the jugador)" in t for t in texts), texts
    assert any("(made by contra A)" in t for t in check(from_id("tresillo.cobro-v5-L3-S20"), "0,0,0,0").explanation("en"))
    for name in ("tresillo.cobro", "tresillo.plato"):
        for seed in range(40):
            puzzle = generate(name, 3, seed)
            for text in check(puzzle, puzzle.answer_text()).explanation("en"):
                assert not re.search(r"\bthe contra [AB]\b", text), (str(puzzle.id), text)
    assert any("Codillo: el contra B paga al contra A" in t
               for t in check(from_id("tresillo.cobro-v5-L3-S10"), "0,0,0,0").explanation("es"))


def test_solo_lost_by_codillo_pays_the_condiciones_and_the_codillo_without_a_puesta():
    texts = _cobro(lance="solo")
    joined = " ".join(texts)
    assert "solo se paga el codillo" not in joined and "la puesta es" not in joined
    assert "lo mismo que la puesta" not in joined
    assert ("Un solo perdido por codillo no hace puesta (el plato no cambia): además de las condiciones, el jugador "
            "paga el codillo (lectura de Tapete; reglas de la casa solo_codillo_ambito y "
            "solo_codillo_paga_condiciones).") in texts
    assert ("Caso 1: el codillo vale lo que valdría la puesta: el plato, 20, más 20 de recargo (regla de la casa: "
            "recargo 20) = 40 tantos.") in texts
    assert texts[-1] == "Codillo: el jugador paga 40 tantos al contra A, que dio codillo."
    assert "El jugador paga 20 a cada uno de los otros 3 (contra A, contra B, alcalde): 60 tantos." in texts


def test_the_plato_puzzle_of_a_solo_codillo_explains_the_same():
    puzzle = next(p for p in (generate("tresillo.plato", 3, s) for s in range(200))
                  if p.situation["lance"] == "solo")
    joined = " ".join(check(puzzle, puzzle.answer_text()).explanation("es"))
    assert "además de las condiciones, el jugador paga el codillo" in joined and "solo se paga" not in joined


def test_a_codillo_with_the_contras_primeras_is_no_puesta_con_primeras():
    texts = _cobro(bazas={"jugador": 3, "contra_a": 5, "contra_b": 1}, primeras="contras")
    assert not any("Puesta con primeras" in t for t in texts)
    assert ("Los contras ganaron entre los dos las cinco primeras bazas y el jugador pierde: por esas primeras paga "
            "1 tanto más de condiciones (lectura de Tapete; regla de la casa primeras_contras).") in texts
    assert "Condiciones: entrada 0 + estuches 0 + contraestuche 0 + primeras 1 = 1 tanto." in texts
    assert ("Al perder paga las condiciones a cada uno y nada por jugar, que el reglamento solo cobra al ganar "
            "(regla de la casa perdedor_paga_por_jugar): 1 tanto por jugador.") in texts
    assert texts[1] == "Da codillo el contra A, con 5 bazas, más que el jugador (3): el jugador pierde por codillo."


@pytest.mark.parametrize("plato", [{"tantos": 20, "puesta": "ninguna"}, {"tantos": 70, "puesta": "reservada"}])
def test_a_palo_sencillo_deal_says_nothing_of_the_palo_de_favor(plato):
    texts = _cobro(plato=plato, bazas={"jugador": 4, "contra_a": 4, "contra_b": 1})
    assert not any("favor" in t for t in texts), texts
    favor = _cobro(plato=plato, bazas={"jugador": 4, "contra_a": 4, "contra_b": 1}, favor=True)
    assert any("favor" in t for t in favor)


def test_one_explanation_never_calls_the_same_amount_puesta_and_no_puesta():
    for seed in range(200):
        puzzle = generate("tresillo.cobro", 3, seed)
        joined = " ".join(check(puzzle, puzzle.answer_text()).explanation("es"))
        assert not ("hace puesta" in joined and "la puesta es" in joined), str(puzzle.id)


def test_firmes_name_the_run_that_makes_them():
    reasons = run_json("tresillo.firmes", {"triunfo": "b", "mano": ["10o", "1o", "2o", "5b"]})["reasons"]
    assert reasons[0]["text"] == ("En oros, la racha 10o 1o 2o tiene 3 cartas y por encima 2 cartas aún en juego "
                                  "(12o 11o): 3 − 2 = 1 firme de 3ª categoría: 10o.")
    out = run_json("tresillo.firmes", {"triunfo": "b", "mano": ["10o", "1o", "2o"], "fuera": ["12o", "11o"]})
    assert [r["text"] for r in out["reasons"]] == [
        "Fuera de juego y sin necesidad de aparecer: 12o 11o.",
        "En oros, la racha 10o 1o 2o no tiene por encima ninguna carta aún en juego: 3 firmes de 1ª categoría."]


def test_the_espada_is_always_a_trump_and_cards_are_named_in_sentences():
    baza = run_json("tresillo.baza", {"triunfo": "o", "cartas": ["1e", "12e", "3e"]})["reasons"]
    assert baza[0]["text"] == ("Salió la espada (1e), que es siempre triunfo, sea cual sea el palo de triunfo: la "
                               "baza es de triunfo.")
    assert baza[1]["text"] == "Gana la espada (1e), el triunfo más alto jugado (el n.º 1 de los triunfos)."
    orden = run_json("tresillo.orden", {"triunfo": "c", "cartas": ["1e", "3c"]})["reasons"]
    assert "la espada (as de espadas) y el basto (as de bastos) son siempre triunfo" in orden[0]["text"]
    jugada = run_json("tresillo.jugada_legal", {"triunfo": "c", "baza": ["1e"], "mano": ["7c", "3o"]})["reasons"]
    assert jugada[0]["text"].startswith("Salió la espada (1e), que es siempre triunfo")
    estuches = run_json("tresillo.estuches", {"triunfo": "e", "mano": "3o 5o 2c 10c 5e 5b 7b 10b 12b"})["reasons"]
    assert estuches[-1]["text"] == "La racha se corta en el cinco de espadas (5e), que sí tiene."
    mixto = run_json("tresillo.estuches", {"triunfo": "b", "mano": "11c 1e 12e 2b 5b 6b 10b 11b 12b"})["reasons"]
    assert mixto[0]["text"] == ("De los 3 triunfos más altos tiene la espada (1e) y la mala (2b), pero le falta el "
                                "basto (1b): ni estuches ni contraestuche (lectura de Tapete; regla de la casa "
                                "estuche_minimo).")


def test_result_options_read_as_before_under_their_former_labels():
    puzzle = from_id("tresillo.resultado-v1-L1-S0")
    assert check(puzzle, "codillo para la contra B").correct
    assert check(puzzle, "codillo para el contra B").correct


def test_the_plato_printout_lists_the_options_of_the_puesta():
    lines = puzzle_lines(from_id("tresillo.plato-v1-L1-S0"), "es")
    at = lines.index("    puesta = la puesta: una opción (su número, su código o su texto)")
    assert lines[at + 1:at + 4] == ["      1. sin_puesta: no hay puesta", "      2. plato: al plato (puesta primera)",
                                    "      3. cartulina: a la cartulina (reservada)"]


@pytest.mark.parametrize("bazas,defensor", [((3, 4, 2), "contra_b"), ((2, 2, 5), "contra_a"), ((2, 5, 2), "contra_a")])
def test_the_mano_pobre_is_a_player_el_mano_pobre_as_in_the_lessons(bazas, defensor):
    """Lesson 9 and the reference page say "el mano pobre" (a player, like "el mano"); the explanations too."""
    texts = " ".join(_cobro(lance="entrada", rendida={"defendida_por": defensor},
                            bazas=dict(zip(("jugador", "contra_a", "contra_b"), bazas))))
    assert "mano pobre" in texts and not re.search(r"\bla mano pobre\b", texts, re.I), texts


def test_a_privileged_matador_is_not_obliged_to_be_played_never_to_lead():
    """§8.3 is about being forced to play the card; in the course "salir" is to lead (§8.1; review 8 of the course,
    #8): the lesson's words, "un triunfo menor no obliga a un matador"."""
    verdict = check(from_id("tresillo.jugada_legal-v1-L3-S4"), "1b")
    assert verdict.mistake.text("es") == ("un triunfo menor no obliga a un matador: el matador no está obligado a "
                                          "jugarse (lectura de Tapete; regla de la casa privilegio_matadores)")
    assert verdict.explanation("es")[0] == ("El triunfo de salida, el cinco de copas (5c), no obliga a un matador "
                                            "superior (lectura de Tapete; regla de la casa "
                                            "privilegio_matadores): el basto (1b).")
    for level in LEVELS:
        for seed in range(60):
            puzzle = generate("tresillo.jugada_legal", level, seed)
            texts = [*check(puzzle, puzzle.answer_text()).explanation("es"),
                     *(m.text("es") for m, _ in puzzle.mistakes)]
            assert not [t for t in texts if "a salir" in t], str(puzzle.id)


@pytest.mark.parametrize("puzzle_id, says", [
    ("tresillo.cobro-v3-L3-S10", ("Entrada rendida y defendida por el contra B:",
                                  "El mano pobre, el contra A, hizo")),
    ("tresillo.cobro-v3-L3-S7", ("defendida por el contra A:", "El defensor, el contra A, hizo")),
])
def test_a_defended_entrada_says_el_contra(puzzle_id, says):
    """Review 8 of the course, #9: "defendida por el contra B", as the rulebook writes it."""
    explanation = " ".join(check(from_id(puzzle_id), "0,0,0,0").explanation("es"))
    assert all(s in explanation for s in says), explanation


@pytest.mark.parametrize("name", ["tresillo.cobro", "tresillo.plato", "tresillo.resultado"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_lance_is_named_in_words_never_by_its_id(name, lang):
    """Review 11, #3: "Condiciones: vuelta_solera 20 + …" printed the lance's id (26 of 600 cobro level-3 seeds)."""
    soleras = 0
    for seed in range(300):
        puzzle = generate(name, 3, seed)
        texts = [puzzle.prompt(lang)["question"], *check(puzzle, puzzle.answer_text()).explanation(lang)]
        for text in texts:
            assert not re.search(r"\b(vuelta_solera|\w+_favor)\b", text), (str(puzzle.id), text)
        soleras += any(t.startswith("Condiciones: vuelta solera 20 + ") for t in texts)
    assert soleras or name != "tresillo.cobro"


@pytest.mark.parametrize("lang, says", [
    ("es", "nada por jugar, que el reglamento solo cobra al ganar (regla de la casa perdedor_paga_por_jugar)"),
    ("en", "nothing for playing, which the rulebook charges only on a win (house rule perdedor_paga_por_jugar)"),
])
def test_nothing_for_playing_on_a_loss_is_named_as_the_reading_it_is(lang, says):
    """Review 11, #5: a loser pays no 5 por jugar by Tapete's reading of the rulebook (A2), a setting."""
    assert any(says in text for text in _cobro(lang=lang))


def _defendida(bazas, plato="ninguna", **house_rules):
    from tutor.rules.tresillo.contabilidad import Trato, liquidar
    from tutor.rules.tresillo.house_rules import TresilloHouseRules
    from tutor.rules.tresillo.plato import Plato

    cobro = liquidar(Trato("entrada", True, bazas, rendida=True, defendida_por="contra_b"),
                     Plato(30, plato, (70,) if plato != "ninguna" else ()), TresilloHouseRules(**house_rules))
    return [r.text(lang) for lang in ("es", "en") for r in cobro.reasons]


@pytest.mark.parametrize("bazas, house_rules, says", [
    # 3-2-4: outcomes 3 and 4 both hold; the default reading gives 4 (§11.5, A13)
    ((3, 4, 2), {}, ["pero Tapete mira antes el codillo del mano pobre (regla de la casa desenlace_orden)",
                     "but Tapete tests the mano pobre's codillo first (house rule desenlace_orden)"]),
    ((3, 4, 2), {"desenlace_orden": "defensor_antes"},
     ["con la regla de la casa desenlace_orden = defensor_antes se mira antes el desenlace 3",
      "under the house rule desenlace_orden = defensor_antes outcome 3 is tested first"]),
    # a tie: both puestas into a plato without puesta, by the default reading (§13.11, A13)
    ((4, 1, 4), {}, ["entran las dos puestas de 70 (regla de la casa puesta_doble_modo)",
                     "both puestas of 70 go in (house rule puesta_doble_modo)"]),
    ((4, 1, 4), {"puesta_doble_modo": "sucesivo"}, ["Regla de la casa puesta_doble_modo = sucesivo",
                                                    "House rule puesta_doble_modo = sucesivo"]),
])
def test_a_defended_entrada_names_the_house_rule_its_outcome_rests_on(bazas, house_rules, says):
    """Review 11, #6: the 3-2-4 outcome and the puesta doble rest on readings with a setting (A13)."""
    texts = " ".join(_defendida(bazas, **house_rules))
    assert all(s in texts for s in says), texts


@pytest.mark.parametrize("bazas", [(2, 2, 5), (4, 2, 3)])
def test_an_outcome_no_reading_decides_names_no_house_rule(bazas):
    assert "desenlace_orden" not in " ".join(_defendida(bazas))
    # two puestas over a plato that holds one are reserved by either reading
    assert "puesta_doble_modo" not in " ".join(_defendida((4, 1, 4), plato="primera"))


def test_the_ace_of_a_plain_suit_led_that_is_a_matador_does_not_follow_it():
    """Review 11, #9: one sentence, the card first (it read "No cuenta como bastos para asistir: el basto (1b) (la
    espada y el basto, el as de espadas y el as de bastos, son siempre triunfo)")."""
    situation = {"triunfo": "o", "baza": ["3b"], "mano": ["1b", "5c"]}
    assert run_json("tresillo.jugada_legal", situation)["reasons"][0]["text"] == (
        "El basto (1b) no sirve para asistir a bastos: la espada y el basto son siempre triunfo.")
    assert run_json("tresillo.jugada_legal", situation, lang="en")["reasons"][0]["text"] == (
        "The basto (1b) cannot follow clubs: the espada and the basto are always trumps.")


def test_a_matador_forced_by_a_higher_one_is_obliged_not_surrendered():
    """Review 11, #9: "rendirse" is the jugador's surrender (§11); a forced matador is "obligado" (§8.3)."""
    text = next(m.text("es") for m in (spec.mistake for spec in KINDS["tresillo.jugada_legal"].mistakes)
                if m.id == "tresillo.jugada_legal.privilegio_mayor")
    assert "se rinde" not in text and "la mala está obligada ante la espada" in text


def test_the_jugadors_primeras_in_a_lost_bola_are_tapetes_reading():
    """Review 12 of the course, #7: a bola lost 7-0-2 with the jugador's primeras; §10.1 counts them only for a
    winner and §10.2 is silent, so the step that counts them for nobody is a reading with no setting."""
    puzzle = from_id("tresillo.cobro-v5-L3-S4")
    assert puzzle.situation["lance"] == "bola" and puzzle.situation["primeras"] == "jugador"
    verdict = check(puzzle, puzzle.answer_text())
    (es,), (en,) = ([s for s in verdict.explanation(lang) if s.startswith(start)]
                    for lang, start in (("es", "Las primeras del jugador"), ("en", "The primeras of the jugador")))
    assert es == ("Las primeras del jugador no cuentan para nadie: el jugador perdió la bola (lectura de Tapete, sin "
                  "ajuste: el reglamento no dice nada de las primeras de una bola perdida).")
    assert "(Tapete's reading, no setting: the rulebook says nothing of the primeras of a lost bola)" in en
