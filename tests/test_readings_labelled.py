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
}


@pytest.mark.parametrize("game, lang", sorted(LISTED))
def test_the_open_questions_list_every_reading_the_course_states(game, lang):
    section = {"canasta": "## §16", "pinacle": "## §14"}[game]
    text = (LESSONS / "reglas" / f"{game}.{lang}.md").read_text(encoding="utf-8").split(section)[1]
    items = [" ".join(i.split()) for i in re.findall(r"^- (.+?)(?=^- |\Z)", text, flags=re.M | re.S)]
    for entry in LISTED[game, lang]:
        found = [i for i in items if i.startswith(entry)]
        assert found and re.search(r"; (?:sin ajuste|no setting)\.$", found[0]), (game, lang, entry)
