"""Where a page or an explanation states one of Tapete's readings (``rules/<game>.md``, Ambiguities), it says it is a
reading and names its house-rule setting, or says it has none (issue 19); the rules page's list of open questions
holds every reading the course states."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
LABEL = {"es": r"lectura de Tapete", "en": r"Tapete's reading"}


def _flat(page: str, lang: str) -> str:
    """One language of a lesson or rules page, on one line."""
    if page.startswith("reglas/"):
        text = (LESSONS / f"{page}.{lang}.md").read_text(encoding="utf-8")
    else:
        text = (LESSONS / f"{page}.md").read_text(encoding="utf-8").split(f"<!-- lang: {lang} -->")[1]
        text = text.split("<!-- lang: ")[0]
    return " ".join(text.split())


# page, language, what the text states, the setting it names (or "sin ajuste"/"no setting")
PAGES = [
    ("reglas/canasta", "es", "la primera carta del mazo (una sola", "`robo_dos_cartas`"),
    ("reglas/canasta", "en", "the top card of the mazo (only one", "`robo_dos_cartas`"),
    ("reglas/canasta", "es", "van en lugar de los 300 de la sucia", "`premio_comodines_reemplaza_sucia`"),
    ("reglas/canasta", "en", "replace the sucia's 300", "`premio_comodines_reemplaza_sucia`"),
    ("reglas/canasta", "es", "Un tres negro que se queda en la mano resta 5", "`valor_tres_negro_en_mano`"),
    ("reglas/canasta", "en", "A black three left in hand costs 5", "`valor_tres_negro_en_mano`"),
    ("reglas/canasta", "es", "puedes añadir más cartas, también comodines", "`comodines_tras_pareja`"),
    ("reglas/canasta", "en", "you may add more cards, comodines too", "`comodines_tras_pareja`"),
    ("reglas/canasta", "es", "con la última carta bajada o descartada", "sin ajuste"),
    ("reglas/canasta", "en", "the last card melded or discarded", "no setting"),
    ("canasta/08-premios-y-final", "es", "en lugar de los 300 de canasta sucia", "`premio_comodines_reemplaza_sucia`"),
    ("canasta/08-premios-y-final", "en", "instead of the 300 of a canasta sucia", "`premio_comodines_reemplaza_sucia`"),
    ("reglas/pinacle", "es", "aquí no hay treses rojos ni tapones", "sin ajuste"),
    ("reglas/pinacle", "en", "no red threes and no stoppers here", "no setting"),
    ("reglas/pinacle", "es", "Lo puede mover cualquiera de los dos compañeros en su turno", "sin ajuste"),
    ("reglas/pinacle", "en", "Either partner may move it on his turn", "no setting"),
    ("pinacle/01-escaleras", "es", "Aquí los treses son cartas normales", "sin ajuste"),
    ("pinacle/01-escaleras", "en", "Threes are ordinary cards here", "no setting"),
    ("pinacle/05-reparto-turno-y-trios", "es", "Los treses son cartas corrientes", "sin ajuste"),
    ("pinacle/05-reparto-turno-y-trios", "en", "Threes are ordinary cards", "no setting"),
    ("pinacle/02-comodines", "es", "que lo mueva cualquiera de los dos", "sin ajuste"),
    ("pinacle/02-comodines", "en", "that either partner may move it", "no setting"),
]


@pytest.mark.parametrize("page, lang, states, setting", PAGES)
def test_a_page_stating_a_reading_labels_it_with_its_setting(page, lang, states, setting):
    text = _flat(page, lang)
    at = text.index(states)
    label = text[at:at + len(states) + 140]
    assert re.search(LABEL[lang], label) and setting in label, (page, lang, label)


# the rules page's open questions: each reading the course states without a setting has its item
LISTED = {
    ("canasta", "es"): ["Tres negro al abrir el pozo (§8.2)", "La última carta (§4)", "Permiso negado (§10)"],
    ("canasta", "en"): ["A black three turned up at the opening (§8.2)", "The last card (§4)",
                        "Permission refused (§10)"],
    ("pinacle", "es"): ["Los treses (§2)", "Quién mueve un comodín de un extremo (§7.4)",
                        "El valor del pináculo (§10.1)"],
    ("pinacle", "en"): ["Threes (§2)", "Who moves a comodín at an end (§7.4)", "The pináculo's value (§10.1)"],
}


@pytest.mark.parametrize("game, lang", sorted(LISTED))
def test_the_open_questions_list_every_reading_the_course_states(game, lang):
    section = {"canasta": "## §16", "pinacle": "## §14"}[game]
    text = (LESSONS / "reglas" / f"{game}.{lang}.md").read_text(encoding="utf-8").split(section)[1]
    items = [" ".join(i.split()) for i in re.findall(r"^- (.+?)(?=^- |\Z)", text, flags=re.M | re.S)]
    for entry in LISTED[game, lang]:
        found = [i for i in items if i.startswith(entry)]
        assert found and re.search(r"; (?:sin ajuste|no setting)\.$", found[0]), (game, lang, entry)


def _steps(kind: str, level: int, seed: int, lang: str, house_rules=None) -> list[str]:
    from tutor import referee
    from tutor.puzzles import generate

    puzzle = generate(kind, level, seed)
    ruling = referee.run(puzzle.ruling_name, puzzle.situation_json(), house_rules)
    return [f"{r.message.id}: {text}" for r, text in zip(ruling.reasons, ruling.explain(lang))]


# puzzle (kind, level, seed), the message id of the step, its label in Spanish and in English
STEPS = [
    ("canasta.combinacion", 2, 22, "canasta.combinacion.valida_limites",
     "(lectura de Tapete; reglas de la casa min_naturales, max_comodines y comodines_no_superan_naturales)",
     "(Tapete's reading; house rules min_naturales, max_comodines and comodines_no_superan_naturales)"),
    ("canasta.pozo", 2, 7, "canasta.pozo.falta_pareja_primera_toma",
     "(lectura de Tapete; regla de la casa primera_toma_por_pareja)",
     "(Tapete's reading; house rule primera_toma_por_pareja)"),
    ("canasta.pozo", 3, 12, "canasta.pozo.pareja_natural_y_comodines",
     "(lectura de Tapete; regla de la casa comodines_tras_pareja)",
     "(Tapete's reading; house rule comodines_tras_pareja)"),
    ("canasta.mano", 2, 1, "canasta.mano.cuatro_treses_rojos_en_contra",
     "(lectura de Tapete; regla de la casa cuatro_treses_rojos_en_contra)",
     "(Tapete's reading; house rule cuatro_treses_rojos_en_contra)"),
    ("canasta.robo", 1, 20, "canasta.robo.mazo_roba",
     "(lectura de Tapete; regla de la casa robo_dos_cartas)", "(Tapete's reading; house rule robo_dos_cartas)"),
    ("pinacle.comodin", 1, 11, "pinacle.rescate.dos_otros",
     "(lectura de Tapete; regla de la casa premio_dos_rescatado_otros)",
     "(Tapete's reading; house rule premio_dos_rescatado_otros)"),
    ("pinacle.comodin", 2, 1, "pinacle.escalera.libres",
     "o rescatar (rescatar de una escalera incompleta: lectura de Tapete; regla de la casa "
     "rescate_escalera_incompleta)",
     "or rescued (rescuing from an incomplete escalera: Tapete's reading; house rule rescate_escalera_incompleta)"),
    ("pinacle.jugada", 2, 1, "pinacle.jugada.trio_sin_tope",
     "(lectura de Tapete; regla de la casa max_comodines_trio)", "(Tapete's reading; house rule max_comodines_trio)"),
]


@pytest.mark.parametrize("kind, level, seed, message, es, en", STEPS, ids=[f"{s[0]}-L{s[1]}-S{s[2]}" for s in STEPS])
def test_an_explanation_step_stating_a_reading_labels_it(kind, level, seed, message, es, en):
    for lang, label in (("es", es), ("en", en)):
        steps = [s for s in _steps(kind, level, seed, lang) if s.startswith(message + ":")]
        assert steps and label in steps[0], (lang, steps)


def test_under_another_setting_the_step_names_the_house_rule_not_a_reading():
    """A text shown under a non-default setting is the club's house rule, not Tapete's reading."""
    from tutor import referee
    from tutor.rules.house_rules import HouseRules

    rules = HouseRules.from_mapping({"canasta": {"max_comodines": 4, "comodines_no_superan_naturales": False}})
    for lang, label in (("es", "(reglas de la casa min_naturales"), ("en", "(house rules min_naturales")):
        valid = referee.run("canasta.combinacion", {"cartas": ["8S", "8H", "2C", "2D", "JK", "JK"]}, rules)
        assert label in valid.explain(lang)[0] and "Tapete" not in valid.explain(lang)[0]
    rules = HouseRules.from_mapping({"canasta": {"robo_dos_cartas": True}})
    step = next(s for s in _steps("canasta.robo", 1, 20, "es", rules) if s.startswith("canasta.robo.mazo_roba:"))
    assert step.endswith("robas 2 cartas del mazo (regla de la casa robo_dos_cartas).")


def test_six_canastas_earn_the_canastron_by_the_at_least_reading():
    """§16 A6: five canastas earn the canastrón as the rulebook states; more than five, by Tapete's reading."""
    from tutor import referee

    def canastron(n, lang):
        hands = [[f"{rank}{suit}" for suit in "SHDCSHD"] for rank in ("K", "Q", "J", "10", "9", "8")[:n]]
        ruling = referee.run("canasta.mano", {"combinaciones": hands, "treses_rojos": 0, "mano": ["4D"],
                                              "se_fue": False})
        return next(t for r, t in zip(ruling.reasons, ruling.explain(lang)) if r.message.id.startswith(
            "canasta.mano.canastron"))
    assert canastron(5, "es") == "5 canastas en la mesa en esta mano: canastrón, 500."
    assert canastron(6, "es").endswith("(basta con 5 o más: lectura de Tapete; regla de la casa "
                                       "premios_canastas_exactos).")
    assert canastron(6, "en").endswith("(5 or more will do: Tapete's reading; house rule premios_canastas_exactos).")


def test_an_incomplete_escalera_says_its_end_comodines_are_not_rescued_under_the_house_rule():
    """§14 B8: with ``rescate_escalera_incompleta`` off, the end comodines of an escalera not yet complete only move,
    and the step says so with no reading label; a rescue from an incomplete escalera says it is Tapete's reading."""
    from tutor.rules.cartas import FRANCESA, parse_cartas
    from tutor.rules.house_rules import HouseRules
    from tutor.rules.pinacle import PinacleHouseRules, rescatar_en_escalera

    rules = HouseRules.from_mapping({"pinacle": {"rescate_escalera_incompleta": False}})
    es = [s for s in _steps("pinacle.comodin", 2, 1, "es", rules) if s.startswith("pinacle.escalera.libres")]
    assert es == ["pinacle.escalera.libres: Ningún comodín está bloqueado. 2H→AH, en un extremo, se puede mover "
                  "dentro de la escalera, pero no rescatar de una escalera incompleta (regla de la casa "
                  "rescate_escalera_incompleta)."]
    cartas = parse_cartas("5D 6D 7D JK", FRANCESA)
    si = rescatar_en_escalera(cartas, 3, parse_cartas("8D", FRANCESA)[0])
    assert si.answer == {"rescatable": True, "puntos": 30}
    assert si.explain("en")[-1] == ("The escalera is not complete yet, and an end comodín is rescued from it too "
                                    "(Tapete's reading; house rule rescate_escalera_incompleta).")
    no = rescatar_en_escalera(cartas, 3, parse_cartas("8D", FRANCESA)[0],
                              PinacleHouseRules(rescate_escalera_incompleta=False))
    assert no.answer == {"rescatable": False, "puntos": 0}


@pytest.mark.parametrize("kind, level, seed, mistake, es, en", [
    ("canasta.pozo", 2, 7, "canasta.pozo.olvido_primera_toma",
     "(lectura de Tapete; regla de la casa primera_toma_por_pareja)",
     "(Tapete's reading; house rule primera_toma_por_pareja)"),
    ("canasta.combinacion", 2, 0, "canasta.combinacion.limites_comodines",
     "(lectura de Tapete; reglas de la casa min_naturales, max_comodines y comodines_no_superan_naturales)",
     "(Tapete's reading; house rules min_naturales, max_comodines and comodines_no_superan_naturales)"),
    ("pinacle.comodin", 1, 0, "pinacle.comodin.como_escalera",
     "no tiene premio especial y cuenta 0 (lectura de Tapete; regla de la casa premio_dos_rescatado_otros); 30 es "
     "en escalera",
     "carries no special premium and counts 0 (Tapete's reading; house rule premio_dos_rescatado_otros); 30 is for "
     "escaleras"),
    ("pinacle.comodin", 1, 71, "pinacle.comodin.diez_figura",
     "la jota (lectura de Tapete; regla de la casa diez_es_figura): un dos rescatado de un trío de dieces no tiene "
     "premio especial",
     "are (Tapete's reading; house rule diez_es_figura): a 2 rescued from a trío of tens carries no special premium"),
    ("pinacle.comodin", 2, 11, "pinacle.comodin.ninguno_libre",
     "(rescatarlo de una escalera incompleta: lectura de Tapete; regla de la casa rescate_escalera_incompleta)",
     "(rescued from an escalera not yet complete: Tapete's reading; house rule rescate_escalera_incompleta)"),
    ("pinacle.jugada", 2, 1, "pinacle.jugada.trio_comodines",
     "(lectura de Tapete; regla de la casa max_comodines_trio): el límite de uno es solo al empezar una escalera",
     "(Tapete's reading; house rule max_comodines_trio): the one-comodín limit is only for starting an escalera"),
])
def test_a_named_mistake_stating_a_reading_labels_it(kind, level, seed, mistake, es, en):
    from tutor.puzzles import check, generate

    puzzle = generate(kind, level, seed)
    wrong = next(w for m, w in puzzle.mistakes if m.id == mistake)
    named = check(puzzle, puzzle.form.format(wrong)).mistake
    assert named.id == mistake and named.text("es").endswith(es) and named.text("en").endswith(en)
