"""What the lessons and rules pages say about house rules is true of Tapete's settings: every setting a page names
exists, no page offers a house rule for what has no setting, and a reading of Tapete's is not stated as a rule
(issue 19's course reviews)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from tutor.puzzles import generate
from tutor.rules.canasta import CanastaHouseRules
from tutor.rules.pinacle import PinacleHouseRules
from tutor.rules.tresillo.house_rules import TresilloHouseRules

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
HOUSE_RULES = {"canasta": CanastaHouseRules, "pinacle": PinacleHouseRules, "tresillo": TresilloHouseRules}
SETTINGS = {game: {f.name for f in dataclasses.fields(cls)} for game, cls in HOUSE_RULES.items()}
VALUES = {game: {v for f in dataclasses.fields(cls) for v in f.metadata.get("choices", ()) if isinstance(v, str)}
          for game, cls in HOUSE_RULES.items()}
"""The named values of the settings that take a choice (``entre_naturales``, ``salvo_completa``)."""


def _pages(game):
    return sorted((LESSONS / game).glob("*.md")) + sorted((LESSONS / "reglas").glob(f"{game}.*.md"))


@pytest.mark.parametrize("game", sorted(SETTINGS))
def test_every_house_rule_a_page_names_is_a_setting_of_its_game(game):
    for page in _pages(game):
        for line in page.read_text(encoding="utf-8").splitlines():
            if re.search(r"Regla de la casa|House rule|lectura de Tapete|Tapete's reading", line):
                for name in re.findall(r"`([a-z_0-9]+)`", line):
                    assert name in SETTINGS[game] | VALUES[game], (page.name, name)


def test_the_con_comodin_box_names_the_value_of_the_other_reading():
    """§14 B2: the box told the club "díselo a Tapete" without the setting's value (course review 13, #5)."""
    text = (LESSONS / "pinacle" / "04-especiales.md").read_text(encoding="utf-8")
    boxes = re.findall(r"^> \*\*(?:Regla de la casa|House rule)\*\* \(`con_comodin`\)(.*(?:\n>.*)*)", text, flags=re.M)
    assert len(boxes) == 2 and all("`con_comodin` = `mas_comodin`" in box for box in boxes)


def test_pinacle_pozo_salida_and_going_out_have_no_house_rule_to_offer():
    """§12: PinacleHouseRules has no setting for the pozo, the salida or going out: the table's agreement applies."""
    es = (LESSONS / "reglas" / "pinacle.es.md").read_text(encoding="utf-8")
    en = (LESSONS / "reglas" / "pinacle.en.md").read_text(encoding="utf-8")
    twelve_es = es.split("## §12")[1].split("## §13")[0]
    twelve_en = en.split("## §12")[1].split("## §13")[0]
    assert "puede cambiarlo" not in twelve_es and "manda lo que acuerde tu mesa" in twelve_es
    assert "can change that" not in twelve_en and "what your table agrees on applies" in twelve_en


def _resumen(text):
    """Per language, the body of a lesson and its summary section."""
    for part in text.split("<!-- lang: ")[1:]:
        body, summary = re.split(r"^## (?:Resumen|Summary)\s*$", part, flags=re.M)
        yield body, summary


@pytest.mark.parametrize("lesson", sorted(p.relative_to(LESSONS).as_posix() for game in ("canasta", "pinacle")
                                          for p in (LESSONS / game).glob("*.md")))
def test_a_lesson_summary_states_no_figure_its_lesson_does_not_teach(lesson):
    """Lesson 06 of Canasta summed up with "Gana la partida la pareja que llega a 5 000", which lesson 08 teaches."""
    for body, summary in _resumen((LESSONS / lesson).read_text(encoding="utf-8")):
        for figure in re.findall(r"\d+ \d{3}", summary):
            assert figure in body, (lesson, figure)


def test_the_canastron_is_not_a_premio_for_going_out():
    """§11, §12: the canastrón does not depend on going out (lesson 08), so lesson 06 does not list it under the
    premios earned when going out."""
    for part in (LESSONS / "canasta" / "06-irse.md").read_text(encoding="utf-8").split("<!-- lang: ")[1:]:
        al_irse = re.search(r"^(?:Al cerrar|When going out):\n\n((?:- .*\n(?:  .*\n)*)+)", part, flags=re.M)
        assert al_irse and "anastrón" not in al_irse.group(1)
        assert re.search(r"(?:te vayas o no|whether you go out or not), the \*\*canastrón|te vayas o no, el "
                         r"\*\*canastrón", part)


PUZZLE = re.compile(r"^```puzzle kind=(\S+) level=(\d) seed=(\d+)", re.M)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_hand_where_the_player_went_out_follows_the_reading_that_going_out_earns_nothing(lang):
    """§10, A17: a canasta.mano puzzle that says "te has ido" is scored with no premio for going out
    (``premio_irse`` 0), so the course says so before it (lesson 03's puzzles came three lessons early)."""
    taught = False
    for lesson in sorted((LESSONS / "canasta").glob("*.md")):
        part = lesson.read_text(encoding="utf-8").split(f"<!-- lang: {lang} -->")[1].split("<!-- lang: ")[0]
        for m in PUZZLE.finditer(part):
            kind, level, seed = m.group(1), int(m.group(2)), int(m.group(3))
            if kind == "canasta.mano" and generate(kind, level, seed).situation["se_fue"]:
                assert taught or "`premio_irse`" in part[:m.start()], (lesson.name, level, seed)
        taught = taught or "`premio_irse`" in part


@pytest.mark.parametrize("lang", ["es", "en"])
def test_pinacle_lesson_02_says_what_figuras_are_before_its_trio_of_tens(lang):
    """§14 B4: the answer 0 of its trío of 10s rests on the 10 not being a figura (Tapete's reading), which lesson 04
    defined only later."""
    part = (LESSONS / "pinacle" / "02-comodines.md").read_text(encoding="utf-8").split(f"<!-- lang: {lang} -->")[1]
    tens = part.index("```puzzle kind=pinacle.comodin level=1 seed=71")
    assert generate("pinacle.comodin", 1, 71).situation["sustituye"].startswith("10")
    assert "`diez_es_figura`" in part[:tens] and "(K, Q, J)" in part[:tens]


AMBIGUITIES = {"canasta": "## §16", "pinacle": "## §14"}


def _paragraphs(lesson: str, lang: str) -> list[str]:
    """One language of a lesson or rules page, cut into paragraphs and list items, each on one line."""
    text = (LESSONS / lesson).read_text(encoding="utf-8")
    if "<!-- lang: " in text:
        text = text.split(f"<!-- lang: {lang} -->")[1].split("<!-- lang: ")[0]
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n|\n(?=- )", text)]


READING = {"es": "lectura de Tapete, sin regla de la casa", "en": "Tapete's reading, with no house rule"}
TRESILLO_READINGS = [  # rules/tresillo.md: A25 (the mano and the direction), A15 (the contras' order), A16 (the
    # leftover baceta), A11 (the turned card of a vuelta solera); review 8 of the course, #4 and #5
    ("tresillo/03-lances-y-favor.md", "es", "El **mano** es quien está a la derecha de quien da"),
    ("tresillo/03-lances-y-favor.md", "en", "The **mano** is the player on the dealer's right"),
    ("tresillo/03-lances-y-favor.md", "es", "primero el que juega después del jugador, luego el otro"),
    ("tresillo/03-lances-y-favor.md", "en", "first the one who plays after the jugador, then the other"),
    ("tresillo/08-reparto-subasta-descarte.md", "es", "Todo va hacia la derecha (el reparto"),
    ("tresillo/08-reparto-subasta-descarte.md", "en", "Everything goes to the right (dealing"),
    ("tresillo/08-reparto-subasta-descarte.md", "es", "la carta vuelta queda apartada a la vista"),
    ("tresillo/08-reparto-subasta-descarte.md", "en", "the turned card is set aside face up"),
    ("tresillo/08-reparto-subasta-descarte.md", "es", "Tapete hace cambiar primero al que juega después del jugador"),
    ("tresillo/08-reparto-subasta-descarte.md", "en", "Tapete lets the one who plays after the jugador change first"),
    ("tresillo/08-reparto-subasta-descarte.md", "es", "el último en cambiar puede mirarlas"),
    ("tresillo/08-reparto-subasta-descarte.md", "en", "the last one to exchange may look at them"),
]


@pytest.mark.parametrize("lesson, lang, says", TRESILLO_READINGS)
def test_a_tresillo_reading_with_no_setting_is_called_tapetes_where_a_lesson_states_it(lesson, lang, says):
    """Readings the rules file recommends and no house-rule setting offers: the engine follows them (the play order
    and the contras' exchange in ``Juega un trato``, the solera's turned card out of the baceta) or never depends on
    them (who may look at the leftover baceta), and the lesson says it is Tapete's reading, as the rules page does."""
    found = [p for p in _paragraphs(lesson, lang) if says in p]
    assert found and all(READING[lang] in p for p in found), (lesson, lang, says)


@pytest.mark.parametrize("lang, says", [
    ("es", "la puesta de caso 1 lleva un recargo de 40 en vez de 20"),
    ("en", "the caso-1 puesta carries a surcharge of 40 instead of 20"),
])
def test_tresillo_lesson_03_gives_the_favor_surcharge_to_the_caso_1_puesta_only(lang, says):
    """§13.8 2, A4: in caso 2 the puesta is the plato, sencillo or de favor (review 8 of the course, #3)."""
    assert any(says in p for p in _paragraphs("tresillo/03-lances-y-favor.md", lang))


@pytest.mark.parametrize("lang, rulebook, reading, table_row", [
    ("es", "El reglamento dice que el alcalde paga y cobra como los demás;",
     "que cada uno de los demás pague o cobre la cantidad por cabeza es la lectura de Tapete",
     "| C por cabeza (doble de favor) y puesta igual al plato |"),
    ("en", "The rulebook says the alcalde pays and collects like the others;",
     "that each of the others pays or collects the per-head amount is Tapete's reading",
     "| C each (double de favor) and a puesta equal to the plato |"),
])
def test_the_tresillo_rules_page_on_the_alcalde_and_the_caso_2_puesta(lang, rulebook, reading, table_row):
    """Review 8 of the course, #6 and #7: that the alcalde pays and collects is the rulebook's (§2.1, A6 quotes it),
    only the per-head amount of each is the reading (``alcalde_paga_y_cobra``); favor doubles the condiciones in
    caso 2 too (§13.8 1, example L8)."""
    text = " ".join((LESSONS / "reglas" / f"tresillo.{lang}.md").read_text(encoding="utf-8").split())
    assert rulebook in text and reading in text and "`alcalde_paga_y_cobra`" in text
    assert "que el alcalde pague y cobre es la lectura" not in text
    assert "that the alcalde pays and collects is" not in text
    assert re.search(r"^\| puesta \|.*" + re.escape(table_row) + "$",
                     (LESSONS / "reglas" / f"tresillo.{lang}.md").read_text(encoding="utf-8"), flags=re.M)


@pytest.mark.parametrize("page", ["canasta.es", "canasta.en", "pinacle.es", "pinacle.en"])
def test_the_open_questions_name_every_setting_and_its_alternative(page):
    """The rules page's open questions list each of the game's settings with the other reading it gives (its table
    said "—" for settings that exist: canasta de comodines, figuras, comodines al empezar, joining escaleras, ...),
    one item per setting, so the page fits a phone."""
    game = page.split(".")[0]
    text = (LESSONS / "reglas" / f"{page}.md").read_text(encoding="utf-8").split(AMBIGUITIES[game])[1]
    items = re.findall(r"^- `(\w+)`: (.+?)(?=^- |\Z)", text, flags=re.M | re.S)
    assert {name for name, _ in items} == SETTINGS[game]
    for name, item in items:
        item = " ".join(item.split())
        assert re.search(r"(Por defecto|By default), .+; (otra lectura|other reading): \S", item), name


def _parts(page):
    """The Spanish and English parts of a lesson, or the two files of a rules page."""
    if page.startswith("reglas/"):
        return [(LESSONS / f"{page}.{lang}.md").read_text(encoding="utf-8") for lang in ("es", "en")]
    return (LESSONS / f"{page}.md").read_text(encoding="utf-8").split("<!-- lang: ")[1:]


@pytest.mark.parametrize("page, section, setting", [
    ("canasta/02-combinaciones", "## (?:Tres cartas iguales|Three of a kind)", "una_combinacion_por_rango"),
    ("reglas/canasta", "## §5", "una_combinacion_por_rango"),
    ("pinacle/01-escaleras", "## (?:Empezar y alargar|Starting and growing)", "comodines_al_empezar"),
    ("pinacle/01-escaleras", "## (?:Empezar y alargar|Starting and growing)", "unir_escaleras"),
    ("pinacle/02-comodines", "## (?:Rescatar un comodín|Rescuing a comodín)", "rescate_escalera_incompleta"),
    ("reglas/pinacle", "### §10.1", "sin ajuste|no setting"),
    ("reglas/canasta", "### §8.2", "sin ajuste|no setting"),
    ("canasta/07-reparto-y-turno", "## (?:La apertura del pozo|Opening the pozo)", "sin ajuste|no setting"),
    # course review 10: the card count that starts an escalera, the one-card announcement, a trío's natural card,
    # the seven-card signal, the Samba penalties, estuches after the exchange and the alcalde's share
    ("pinacle/05-reparto-turno-y-trios", "## (?:El reparto y el turno|The deal and the turn)", "sin ajuste|no setting"),
    ("pinacle/05-reparto-turno-y-trios", "## (?:Bajar|Melding)", "sin ajuste|no setting"),
    ("pinacle/05-reparto-turno-y-trios", "## (?:Comodines en tríos|Comodines in tríos)", "sin ajuste|no setting"),
    ("pinacle/05-reparto-turno-y-trios", "## (?:La señal|The seven-card signal)", "sin ajuste|no setting"),
    ("canasta/08-premios-y-final", "## (?:Penalizaciones|Penalties)", "sin ajuste|no setting"),
    # the same Samba readings on the rules page: going out after permission, and the penalty list
    ("reglas/canasta", "## §10", "sin ajuste|no setting"),
    ("reglas/canasta", "## §13", "sin ajuste|no setting"),
    # course review 11, #4: three black threes going out (§7 [R], A12), the target's tie (A16), de mano (A8)
    ("canasta/03-treses", "## (?:Bajar treses negros|Melding black threes)", "sin ajuste|no setting"),
    ("reglas/canasta", "## §7", "sin ajuste|no setting"),
    ("canasta/08-premios-y-final", "## (?:El final de la partida|The end of the game)", "sin ajuste|no setting"),
    ("canasta/06-irse", "## (?:Premios especiales|Special bonuses)", "sin ajuste|no setting"),
    ("tresillo/08-reparto-subasta-descarte", "## (?:El descarte|The exchange)", "`estuche_minimo`"),
    ("tresillo/08-reparto-subasta-descarte", "## (?:El reparto|The deal)", "`alcalde_paga_y_cobra`"),
    ("tresillo/07-cobros", "## (?:Cuando el jugador gana|When the jugador wins)", "`alcalde_paga_y_cobra`"),
])
def test_a_reading_of_tapete_is_said_to_be_one_with_its_setting_in_both_languages(page, section, setting):
    """Course review 8, #6 and #10: one combination per rank, at most one comodín to start an escalera, never
    joining escaleras, rescuing from an incomplete escalera, the pináculo's whole value and the black three turned
    up at the opening are Tapete's readings: the section stating each says so and names its setting (or that it
    has none), in Spanish and in English."""
    for text in _parts(page):
        match = re.search(rf"^{section}.*?(?=^##)", text, flags=re.M | re.S)
        assert match, (page, section)
        body = " ".join(re.sub(r"^> ?", "", match.group(0), flags=re.M).split())  # notes are block quotes
        reading = re.search(r"(?:lectura(?:s)? de Tapete|Tapete's reading)[^.]*", body)
        assert reading and re.search(setting, body), (page, section, setting)



@pytest.mark.parametrize("lang, items", [
    ("es", ["más de tres cartas (§7.2)", "Quedarse con una carta (§5, punto 4)", "siete cartas (§7.3)", "carta natural"]),
    ("en", ["more than three cards (§7.2)", "left with one card (§5, item 4)", "seven-card signal (§7.3)", "natural card"]),
])
def test_pinacle_reference_lists_the_readings_of_lesson_05_that_have_no_setting(lang, items):
    """Course review 10, #2 and #3: lesson 05's readings without a setting are listed at the end of §14."""
    text = (LESSONS / "reglas" / f"pinacle.{lang}.md").read_text(encoding="utf-8")
    section = " ".join(text[text.index("## §14"):].split())
    for item in items:
        found = re.search(rf"- [^-]*{re.escape(item)}[^-]*; (?:sin ajuste|no setting)\.", section)
        assert found, item


@pytest.mark.parametrize("lang, wrong", [("es", "El 10 vale lo mismo"), ("en", "The 10 is worth the same")])
def test_pinacle_lesson_02_gives_no_value_for_the_10(lang, wrong):
    """Course review 10, #1: §2 keeps only the ace's 15 and the figuras' 10; the 10's value is on a lost page."""
    part = (LESSONS / "pinacle" / "02-comodines.md").read_text(encoding="utf-8").split(f"<!-- lang: {lang} -->")[1]
    assert wrong not in part
    assert "El 10 no es figura" in part or "The 10 is not a figura" in " ".join(part.split())


@pytest.mark.parametrize("lesson", sorted(p.relative_to(LESSONS).with_suffix("").as_posix()
                                          for game in ("canasta", "pinacle") for p in (LESSONS / game).glob("*.md")))
def test_english_canasta_and_pinacle_lessons_name_the_comodin_as_the_explanations_do(lesson):
    """The games' Spanish words name domain objects in English too (the explanations and the interface say
    'comodín'); 'wild card' stays only as a first-use gloss, 'comodines (wild cards)'."""
    front, spanish, english = (LESSONS / f"{lesson}.md").read_text(encoding="utf-8").split("<!-- lang: ")
    for text in (english, *re.findall(r'en = "[^"]*"', front)):  # the English part, title and summary
        unglossed = re.sub(r"comod(?:ín|ines)\**\s*\(wild cards?\)", "", text, flags=re.I)
        assert "wild card" not in unglossed.lower(), (lesson, text[:80])


@pytest.mark.parametrize("lang, items", [("es", ["Irse con tres treses negros", "Canasta oculta «de mano»"]),
                                         ("en", ["Going out with three black threes", 'Canasta oculta "de mano"'])])
def test_canasta_reference_lists_the_readings_of_black_threes_and_de_mano(lang, items):
    """Course review 11, #4: three black threes going out are worth 15 with no premio (§7 [R], A12) and "de mano" is
    the first turn (A8): Tapete's readings with no setting, listed at the end of §16."""
    text = (LESSONS / "reglas" / f"canasta.{lang}.md").read_text(encoding="utf-8")
    section = " ".join(text[text.index("## §16"):].split())
    for item in items:
        assert re.search(rf"- {re.escape(item)}[^-]*; (?:sin ajuste|no setting)\.", section), item


def test_pinacle_lesson_05_summary_asks_a_trio_for_a_natural_card():
    """Review 12 of the course, #4: the summary said "con los comodines que quieras" alone, broader than its own
    section (one natural card gives the index, §14 B9 read by Tapete)."""
    for text in _parts("pinacle/05-reparto-turno-y-trios"):
        trio = re.search(r"^- Trío: .*$", text, flags=re.M).group(0)
        assert re.search(r"al menos una carta natural|at least one natural card", trio), trio
