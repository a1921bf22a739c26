"""Where a Tresillo text states one of Tapete's readings it says so and names the house-rule setting (issue 19:
"Where a page states one of Tapete's own readings, say it is a reading and name its house-rule setting";
``rules/tresillo.md §16``). Under a non-default setting the step is the club's house rule, not Tapete's reading."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.puzzles import check, from_id
from tutor.rules.tresillo.contabilidad import Trato, liquidar
from tutor.rules.tresillo.estuches import estuches
from tutor.rules.tresillo.house_rules import TresilloHouseRules
from tutor.rules.tresillo.juego import jugadas_legales
from tutor.rules.tresillo.mesa import PUJA, Jugada, apply, new_trato
from tutor.rules.tresillo.plato import Plato
from tutor.rules.tresillo.resultado import puede_rendirse

LESSONS = Path(__file__).resolve().parent.parent / "lessons"


def _step(puzzle_id: str, lang: str, start: str) -> str:
    """The explanation step of the puzzle's key that begins with ``start``."""
    puzzle = from_id(puzzle_id)
    steps = [s for s in check(puzzle, puzzle.answer_text()).explanation(lang) if s.startswith(start)]
    assert len(steps) == 1, (puzzle_id, start, steps)
    return steps[0]


@pytest.mark.parametrize("puzzle_id, start_es, label_es, start_en, label_en", [
    ("tresillo.cobro-v1-L3-S1", "El plato tiene", "caso 2 (lectura de Tapete, sin ajuste).",
     "The plato holds", "caso 2 (Tapete's reading, no setting)."),
    ("tresillo.cobro-v1-L3-S1", "Los contras ganaron", "(lectura de Tapete; regla de la casa primeras_contras).",
     "The contras together", "(Tapete's reading; house rule primeras_contras)."),
    ("tresillo.cobro-v1-L3-S1", "Triunfo al palo de favor", "(lectura de Tapete; regla de la casa favor_redondeo):",
     "Trumps in the palo de favor", "(Tapete's reading; house rule favor_redondeo):"),
    ("tresillo.cobro-v1-L3-S3", "Un solo perdido por codillo", "(lectura de Tapete; reglas de la casa "
     "solo_codillo_ambito y solo_codillo_paga_condiciones).", "A solo lost by codillo", "(Tapete's reading; house "
     "rules solo_codillo_ambito and solo_codillo_paga_condiciones)."),
    ("tresillo.estuches-v1-L1-S1", "Tiene los 3", "(lectura de Tapete; regla de la casa estuche_minimo).",
     "He holds the top 3", "(Tapete's reading; house rule estuche_minimo)."),
    ("tresillo.lances-v1-L1-S1", "Las pujas", "(lectura de Tapete, sin ajuste):", "The bids",
     "(Tapete's reading, no setting):"),
    ("tresillo.jugada_legal-v1-L3-S4", "El triunfo de salida", "(lectura de Tapete; regla de la casa "
     "privilegio_matadores):", "A matador higher", "(Tapete's reading; house rule privilegio_matadores):"),
    ("tresillo.jugada_legal-v1-L2-S2", "Salió", "(lectura de Tapete; regla de la casa obligacion_fallar).",
     "The card led", "(Tapete's reading; house rule obligacion_fallar)."),
])
def test_explanation_steps_resting_on_a_reading_carry_its_label(puzzle_id, start_es, label_es, start_en, label_en):
    assert label_es in _step(puzzle_id, "es", start_es)
    assert label_en in _step(puzzle_id, "en", start_en)


@pytest.mark.parametrize("puzzle_id, answer, setting", [
    ("tresillo.jugada_legal-v1-L2-S2", "3o 12o 1b", "regla de la casa obligacion_fallar"),
    ("tresillo.jugada_legal-v1-L3-S4", "1b", "regla de la casa privilegio_matadores"),
])
def test_named_mistakes_stating_a_reading_carry_its_label(puzzle_id, answer, setting):
    mistake = check(from_id(puzzle_id), answer).mistake
    assert mistake is not None and f"(lectura de Tapete; {setting})" in mistake.text("es")
    assert "(Tapete's reading; house rule " in mistake.text("en")


def _texts(ruling, lang="es"):
    return [r.to_dict(lang)["text"] for r in ruling.reasons]


def test_under_another_setting_a_step_names_the_house_rule_and_not_tapetes_reading():
    mano = "1e 2b 1b 12b 11b 7b 3c 4c 5c".split()
    default, skat = (_texts(estuches(mano, "b", TresilloHouseRules(estuche_minimo=m))) for m in (3, 1))
    assert default[0].endswith("(lectura de Tapete; regla de la casa estuche_minimo).")
    assert skat[0].endswith("(regla de la casa estuche_minimo).") and "lectura de Tapete" not in skat[0]
    nunca = jugadas_legales(["2c"], ["1c", "1b", "3o"], "c", TresilloHouseRules(privilegio_matadores="nunca_forzado"))
    privilegio = [t for t in _texts(nunca) if t.startswith("El triunfo de salida")]
    assert privilegio and "(regla de la casa privilegio_matadores)" in privilegio[0]
    assert "lectura de Tapete" not in privilegio[0]


def test_no_surrender_of_a_bola_is_a_reading_and_of_a_solo_the_rulebook():
    bola, solo, solera = (_texts(puede_rendirse(lance, 0)) for lance in ("bola", "solo", "vuelta_solera"))
    assert bola == ["En bola se juegan las nueve bazas: el jugador no puede rendirse (lectura de Tapete, sin ajuste)."]
    assert solo == ["En solo se juegan las nueve bazas: el jugador no puede rendirse."]
    assert solera[0].startswith("En vuelta solera se juegan")  # the lance's name, never its id


def _parts(page):
    if page.startswith("reglas/"):
        return [(LESSONS / f"{page}.{lang}.md").read_text(encoding="utf-8") for lang in ("es", "en")]
    return (LESSONS / f"{page}.md").read_text(encoding="utf-8").split("<!-- lang: ")[1:]


@pytest.mark.parametrize("page, section, setting", [
    ("tresillo/03-lances-y-favor", "## (?:Los lances|The lances)", "`bola_como_logro`"),
    ("tresillo/03-lances-y-favor", "## (?:El palo de favor|The palo de favor)", "`recargo_puesta_sencillo`"),
    ("tresillo/03-lances-y-favor", "## (?:El palo de favor|The palo de favor)", "sin ajuste|no setting"),
    ("tresillo/06-plato-y-puestas", "## (?:La puesta reservada|The reserved puesta)", "sin ajuste|no setting"),
    ("tresillo/07-cobros", "## (?:Las condiciones|The condiciones)", "sin ajuste|no setting"),
    ("tresillo/07-cobros", "## (?:Cuando el jugador pierde|When the jugador loses)", "sin ajuste|no setting"),
    ("tresillo/07-cobros", "## (?:Solo con codillo|A solo lost by codillo)", "`solo_codillo_ambito`"),
    ("tresillo/08-reparto-subasta-descarte", "## (?:El descarte|The exchange)", "sin ajuste|no setting"),
    ("tresillo/09-rendirse-y-defender", "## (?:Rendirse|Surrendering)", "sin ajuste|no setting"),
    ("tresillo/09-rendirse-y-defender", "## (?:Los cuatro desenlaces|The four outcomes)", "sin ajuste|no setting"),
    ("tresillo/10-bola-y-sesion", "## (?:La bola|The bola)", "sin ajuste|no setting"),  # primeras of a lost bola
    ("reglas/tresillo", "### §10.2", "sin ajuste|no setting"),
    ("reglas/tresillo", "### §13.3", "sin ajuste|no setting"),
    ("reglas/tresillo", "### §13.6", "sin ajuste|no setting"),
    ("reglas/tresillo", "### §13.11", "sin ajuste|no setting"),
])
def test_a_tresillo_page_says_its_reading_is_one_in_both_languages(page, section, setting):
    for text in _parts(page):
        match = re.search(rf"^{section}.*?(?=^##)", text, flags=re.M | re.S)
        assert match, (page, section)
        body = " ".join(re.sub(r"^> ?", "", match.group(0), flags=re.M).split())
        assert re.search(r"lectura de Tapete|Tapete's reading", body) and re.search(setting, body), (page, section)


@pytest.mark.parametrize("lang, items", [
    ("es", ["todos pasan", "[[1e]] o un [[1b]] vuelto", "nueve cartas tras el descarte", "obligación de montar",
            "no se rindan la bola ni la vuelta solera", "puestas reservadas y los dos casos", "pago a pago",
            "solo doble las condiciones", "entrada defendida", "primeras del jugador no cuenten en una bola perdida"]),
    ("en", ["all pass", "turned [[1e]] or [[1b]]", "nine cards after the exchange", "obligation to beat",
            "no surrender of a bola or a vuelta solera", "reserved puestas and the two cases", "payment by payment",
            "only the condiciones", "defended entrada", "primeras counting for nobody in a lost bola"]),
])
def test_the_reference_page_lists_every_reading_the_course_states(lang, items):
    """§16's list of readings without a setting: A14 all pass, A15, A7 (final hand), A24 (beating), A11/A12, A9,
    A29, A4, A13."""
    text = (LESSONS / "reglas" / f"tresillo.{lang}.md").read_text(encoding="utf-8")
    readings = " ".join(text[text.index("## §16"):].split())
    readings = readings[readings.index("Otras lecturas" if lang == "es" else "Other readings"):]
    for item in items:
        assert item in readings, item


@pytest.mark.parametrize("seed, carta, label", [(14, "1e", True), (29, "5c", False)])
def test_a_turned_espada_or_basto_making_trumps_is_a_reading(seed, carta, label):
    """A15: a turned 1e makes espadas trumps, a 1b bastos (Tapete's reading); any other card's suit is the rulebook's."""
    mesa = new_trato(seed, 4)
    for jugada in (Jugada(0, PUJA, "vuelta"), Jugada(1, PUJA, "paso"), Jugada(2, PUJA, "paso")):
        mesa = apply(mesa, jugada)
    assert str(mesa.vuelta) == carta
    es, en = (r.to_dict(lang)["text"] for lang in ("es", "en") for r in mesa.pasos[-1].reasons)
    assert es.endswith("(lectura de Tapete, sin ajuste).") is label
    assert en.endswith("(Tapete's reading, no setting).") is label



@pytest.mark.parametrize("house_rules, label", [
    (TresilloHouseRules(), "(lectura de Tapete; regla"),
    (TresilloHouseRules(primeras_contras="literal", solo_codillo_paga_condiciones=False), "(regla"),
])
def test_under_another_setting_a_payment_step_names_the_house_rule_only(house_rules, label):
    """A8 and A5 in the cobro: the contras' primeras under ``primeras_contras = literal`` and a solo lost by codillo
    under ``solo_codillo_paga_condiciones = false`` are the club's house rules, not Tapete's readings."""
    puesta = liquidar(Trato("entrada", False, (4, 4, 1), primeras="contras"), Plato(10), house_rules)
    codillo = liquidar(Trato("solo", False, (3, 5, 1)), Plato(20), house_rules)
    primeras = [t for t in _texts(puesta) if t.startswith("Los contras ganaron")]
    solo = [t for t in _texts(codillo) if t.startswith("Un solo perdido por codillo no hace puesta")]
    assert primeras[0].endswith(f"{label} de la casa primeras_contras).")
    assert solo[0].endswith(f"{label}s de la casa solo_codillo_ambito y solo_codillo_paga_condiciones).")


def test_an_obligation_to_trump_met_only_by_privileged_matadores_is_not_called_no_obligation():
    # obligacion_fallar on, a plain card led, only the espada and the basto as trumps (§8.2, §8.3, A23, A24)
    ruling = jugadas_legales(["3c"], ["1e", "1b", "5o"], "b", TresilloHouseRules(obligacion_fallar=True))
    assert [str(c) for c in ruling.answer["legales"]] == ["1e", "1b", "5o"]
    (text,) = _texts(ruling)
    assert text.startswith("Salió el tres de copas (3c) y no tiene copas: tendría que fallar (regla de la casa "
                           "obligacion_fallar), pero sus únicos triunfos son matadores")
    assert "no hay obligación" not in text and "El triunfo de salida" not in text
