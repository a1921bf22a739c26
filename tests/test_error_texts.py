"""The engines', the referee's and the puzzle layer's errors speak Spanish first.

Every ``InvalidSituation`` raised under ``tutor/rules``, ``tutor/referee`` and ``tutor/puzzles``, and every
``InvalidAnswer`` (a malformed answer to a puzzle), carries a Spanish text (``es=``) beside its English one: the guard
below reads the source and lists any call without it, with ``es=None``, with an ``es=`` that shows a caught error's
English text, or one of these classes under another name (each proved on a small source string). Then a few
representative errors of each module (cards, house rules, Canasta, Pinacle, the referee's field readers, the answer
forms): ``err.text("es")`` is the Spanish, ``err.text("en")`` (= ``str(err)``) the unchanged English; errors that wrap
another (``combinaciones[1]: ``, ``bazas.``, a part of an answer) keep both languages. Tresillo's own cases are in
``test_tresillo_error_texts.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tutor import puzzles, referee
from tutor.puzzles import InvalidAnswer
from tutor.puzzles.forms import CardCategories, Cards, Number, Order, Part, Parts, YesNo
from tutor.rules.base import BilingualError, InvalidSituation, Message, con_y, cuenta
from tutor.rules.canasta import combinaciones, puntuacion, salida
from tutor.rules.canasta.house_rules import CanastaHouseRules
from tutor.rules.cartas import FRANCESA, check_copias, parse_cartas, parse_espanola, parse_francesa
from tutor.rules.house_rules import HouseRules
from tutor.rules.pinacle import cartas as pinacle_cartas
from tutor.rules.pinacle import escaleras, especiales, rescate

ROOT = Path(__file__).resolve().parent.parent / "tutor"
BILINGUAL = frozenset({"InvalidSituation", "InvalidAnswer", "InvalidPuzzleId", "UnknownKind", "UnknownRuling",
                       "BilingualError"})
"""The error classes whose every call the guard checks (:class:`tutor.rules.base.BilingualError` and its kinds)."""


def _problems(source: str) -> list[tuple[int, str]]:
    """``(line, what)`` for each way an error of ``source`` could show a Spanish user English text.

    - a call of one of :data:`BILINGUAL` (``InvalidSituation(...)``, ``InvalidAnswer(...)``) without ``es=``, or
      with ``es=None`` (the English text would be used);
    - an ``es=`` that interpolates an error caught by ``except ... as NAME`` other than as ``NAME.es`` or
      ``NAME.text(...)`` (``{err}``, ``str(err)``, ``err.args`` are the English text);
    - one of these classes imported or bound under another name (the calls would escape this guard).
    """
    tree = ast.parse(source)
    found = []
    caught = {}  # id of each node -> names bound by the except clauses around it
    for handler in ast.walk(tree):
        if isinstance(handler, ast.ExceptHandler) and handler.name:
            for node in ast.walk(handler):
                caught.setdefault(id(node), set()).add(handler.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [(node.lineno, f"{a.name} imported under another name") for a in node.names
                      if a.name in BILINGUAL and a.asname not in (None, a.name)]
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id in BILINGUAL:
            found.append((node.lineno, f"{node.value.id} bound to another name"))
        elif isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            if name not in BILINGUAL:
                continue
            es = next((k.value for k in node.keywords if k.arg == "es"), None)
            if es is None:
                found.append((node.lineno, "no es="))
            elif isinstance(es, ast.Constant) and es.value is None:
                found.append((node.lineno, "es=None"))
            elif _english_of(es, caught.get(id(node), set())):
                found.append((node.lineno, "es= shows a caught error's English text"))
    return found


def _english_of(es: ast.expr, names: set[str]) -> bool:
    """Does ``es`` use one of ``names`` (caught errors) other than as ``NAME.es`` or ``NAME.text(...)``?"""
    allowed = set()  # ids of the Name nodes used as NAME.es or NAME.text(...)
    for node in ast.walk(es):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in names:
            if node.attr == "es":
                allowed.add(id(node.value))
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "text"
                and isinstance(node.func.value, ast.Name) and node.func.value.id in names
                and not (node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value == "en")):
            allowed.add(id(node.func.value))
    return any(isinstance(n, ast.Name) and n.id in names and id(n) not in allowed for n in ast.walk(es))


def test_every_engine_referee_and_puzzle_error_has_a_spanish_text():
    files = sorted([*(ROOT / "rules").rglob("*.py"), *(ROOT / "referee").rglob("*.py"),
                    *(ROOT / "puzzles").rglob("*.py")])
    assert len(files) > 20 and ROOT / "puzzles" / "forms.py" in files  # the walk found the packages
    found = [f"{path.relative_to(ROOT.parent)}:{line} ({what})" for path in files
             for line, what in _problems(path.read_text(encoding="utf-8"))]
    assert found == [], "errors that would show English to a Spanish user: " + ", ".join(found)


def test_the_guard_sees_a_call_without_spanish():
    source = ("raise InvalidSituation('x', field='f')\nraise base.InvalidSituation('y', es='y')\n"
              "raise InvalidSituation('z')\n")
    assert _problems(source) == [(1, "no es="), (3, "no es=")]


def test_the_guard_sees_es_none():
    assert _problems("raise InvalidSituation('x', es=None)\nraise InvalidSituation('y', es='None')\n") == [
        (1, "es=None")]


@pytest.mark.parametrize("es, bad", [
    ("f'{err}: y'", True),
    ("f'y: {str(err)}'", True),
    ("'y: ' + str(err)", True),
    ("f'{err.args[0]}'", True),
    ("f'{err.text(\"en\")}'", True),
    ("err", True),
    ("f'{err.es} (y)'", False),
    ("f'y: {err.text(\"es\")}'", False),
    ("f'y: {err.text(lang)}'", False),
    ("f'{otro}'", False),  # not a caught error
])
def test_the_guard_sees_a_caught_errors_english_in_es(es, bad):
    source = (f"try:\n    f()\nexcept InvalidSituation as err:\n"
              f"    raise InvalidSituation(f'{{err}} (x)', es={es}) from None\n")
    assert _problems(source) == ([(4, "es= shows a caught error's English text")] if bad else [])


def test_the_guard_sees_the_english_of_a_caught_error_in_nested_handlers():
    source = ("try:\n    f()\nexcept ValueError as mal:\n    try:\n        g()\n    except KeyError as k:\n"
              "        raise InvalidSituation(f'{mal}', es=f'{k.es}: {mal}')\n")
    assert _problems(source) == [(7, "es= shows a caught error's English text")]


def test_the_guard_sees_invalid_situation_under_another_name():
    source = ("from tutor.rules.base import InvalidSituation as Malo\n"
              "from ..base import InvalidSituation, shown\n"
              "from ..base import InvalidSituation as InvalidSituation\n"
              "Error = InvalidSituation\n")
    assert _problems(source) == [(1, "InvalidSituation imported under another name"),
                                 (4, "InvalidSituation bound to another name")]


def C(text: str) -> tuple:
    return parse_cartas(text, FRANCESA)


POZO = {"pozo": ["QD", "7S", "3C"], "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
        "mano": ["QS", "QH"], "combinaciones": [["KS", "KH", "KD"]]}

FORMS_EN = "rank then suit letter: A 2 3 4 5 6 7 8 9 10 J Q K + S H D C (e.g. AS, 10H, QD, 3C), or JK for a joker"
FORMS_ES = "rango y letra del palo: A 2 3 4 5 6 7 8 9 10 J Q K + S H D C (p. ej. AS, 10H, QD, 3C), o JK para un joker"

CASES = [
    # cards (tutor.rules.cartas)
    (lambda: parse_francesa("1S"), None,
     f"unknown card '1S': a French-deck card is written {FORMS_EN}",
     f'carta desconocida "1S": una carta de la baraja francesa se escribe {FORMS_ES}'),
    (lambda: parse_espanola("8o"), None,
     "unknown card '8o': a Spanish-deck card is written number then suit letter: 1-7, 10 (sota), 11 (caballo), "
     "12 (rey) + o c e b (e.g. 1e, 7o, 12c), or a name such as 'rey de copas'",
     'carta desconocida "8o": una carta de la baraja española se escribe número y letra del palo: 1-7, 10 (sota), '
     "11 (caballo), 12 (rey) + o c e b (p. ej. 1e, 7o, 12c), o un nombre como \"rey de copas\""),
    (lambda: parse_cartas(["AS", 3], FRANCESA), None,
     "a card must be a string such as 'AS' or '1e', got 3",
     'una carta debe ser un texto como "AS" o "1e", pero es 3'),
    (lambda: check_copias(C("KS KS KS"), FRANCESA, field="mano"), "mano",
     "mano: card KS appears 3 times but the deck holds it only 2 times",
     "mano: la carta KS aparece 3 veces, pero en las dos barajas solo hay 2"),
    (lambda: check_copias(C("JK JK JK JK JK"), FRANCESA), None,
     "5 jokers but the deck holds only 4 (2 packs with 2 each)",
     "5 jokers, pero en las dos barajas solo hay 4 (2 en cada una)"),
    # house rules (tutor.rules.base, tutor.rules.house_rules, a game's own check)
    (lambda: HouseRules.from_mapping({"mus": {}}), None,
     "unknown house-rules section 'mus'; known: canasta, pinacle, tresillo",
     '"mus" no es una sección de las reglas de la casa; las secciones son: canasta, pinacle, tresillo'),
    (lambda: HouseRules.from_mapping({"canasta": {"primera_toma_por_pareja": 1}}), None,
     "house rule canasta.primera_toma_por_pareja must be true or false, got 1",
     "la regla de la casa canasta.primera_toma_por_pareja debe ser true o false, pero es 1"),
    (lambda: HouseRules.from_mapping({"pinacle": {"bloqueo": "x"}}), None,
     "house rule pinacle.bloqueo must be one of ['entre_cartas', 'entre_naturales'], got \"x\"",
     'la regla de la casa pinacle.bloqueo debe ser una de: entre_cartas, entre_naturales, pero es "x"'),
    (lambda: HouseRules.from_mapping({"canasta": {"min_naturales": 0}}), None,
     "house rule canasta.min_naturales must be at least 1, got 0",
     "la regla de la casa canasta.min_naturales debe ser al menos 1, pero es 0"),
    (lambda: CanastaHouseRules(canastas_canasta_de_canastas=2, canastas_canastron=3), None,
     "house rule canasta.canastas_canasta_de_canastas must be greater than canasta.canastas_canastron (2 <= 3)",
     "la regla de la casa canasta.canastas_canasta_de_canastas debe ser mayor que canasta.canastas_canastron "
     "(2 <= 3)"),
    # Canasta
    (lambda: combinaciones.resumir(C("KS QS QH")), None,
     "KS QS QH mixes ranks K and Q: a combination is of one rank only (§5).",
     "KS QS QH mezcla los rangos K y Q: una combinación es de un solo rango (§5)."),
    (lambda: combinaciones.validar_mesa([C("KS KH KD"), C("QS 3H QD")]), "combinaciones",
     "combinaciones[1]: 3H is a red three: red threes are never part of a combination, they are exposed as "
     "honours (§6).",
     "combinaciones[1]: 3H es un tres rojo: los treses rojos nunca forman parte de una combinación, se bajan como "
     "honores (§6)."),
    (lambda: combinaciones.validar_mesa([C("KS KH")]), "combinaciones",
     "combinaciones[0]: KS KH cannot be on the table: A combination needs at least 3 cards; KS KH has 2.",
     "combinaciones[0]: KS KH no puede estar en la mesa: una combinación necesita al menos 3 cartas; KS KH tiene 2."),
    (lambda: salida.check_puntuacion(12), "puntuacion",
     "puntuacion: 12 is not a multiple of 5; every Canasta score is (§2)",
     "puntuacion: 12 no es múltiplo de 5, y toda puntuación de la Canasta lo es (§2)"),
    (lambda: puntuacion.puntuar_mano([C("KS KH KD")], 0, 0, C("3D"), False), "mano",
     "mano: 3D is a red three; red threes are exposed at once, never kept in hand (§6); count it in treses_rojos",
     "mano: 3D es un tres rojo; los treses rojos se bajan en el acto, nunca se guardan en la mano (§6); cuéntalo "
     "en treses_rojos"),
    (lambda: puntuacion.puntuar_mano([C("KS KH KD")], 0, 0, (), True), "se_fue",
     "se_fue: going out needs at least 1 canasta on the table (§10); combinaciones has 0",
     "se_fue: para irse hace falta al menos 1 canasta en la mesa (§10), pero combinaciones tiene 0"),
    (lambda: puntuacion.puntuar_mano([C("KS KH KD")], 0, 4, C("3S"), True), "mano",
     "mano: 1 black threes in hand plus 4 melded make more than the 4 of the deck",
     "mano: 1 tres negro en la mano más 4 bajados suman más de 4, y en las dos barajas solo hay 4"),
    (lambda: puntuacion.puntuar_mano([C("KS KH KD JK 2S KC KC")], 0, 0, (), True, "en_juego_con_apoyo"),
     "canasta_oculta",
     "canasta_oculta: the premio of a canasta oculta in the course of the hand leaning on the partner is cut off in "
     "the rulebook (§16 A7); set the house rule canasta.premio_oculta_en_juego_con_apoyo to score it",
     "canasta_oculta: el premio de la canasta oculta más adelante en la mano apoyándose en el compañero no se lee "
     "en la copia del reglamento (está cortada, §16 A7); fija la regla de la casa "
     "canasta.premio_oculta_en_juego_con_apoyo para puntuarla"),
    (lambda: puntuacion.puntuar_mano([C("KS KH KD")], 0, 0, (), True, False), "canasta_oculta",
     "canasta_oculta: must be null or one of de_mano_sin_apoyo, de_mano_con_apoyo, en_juego_sin_apoyo, "
     "en_juego_con_apoyo, got False",
     "canasta_oculta: debe ser null o una de: de_mano_sin_apoyo, de_mano_con_apoyo, en_juego_sin_apoyo, "
     "en_juego_con_apoyo, pero es false"),
    (lambda: referee.run("canasta.pozo", {**POZO, "pozo": ["QD", "3H"]}), "pozo",
     "pozo: 3H on top is impossible; a red three turned up at the opening is covered at once and red threes are "
     "never discarded (§8.3)",
     "pozo: el 3H no puede estar encima; un tres rojo que sale al abrir el pozo se cubre en el acto y los treses rojos "
     "nunca se descartan (§8.3)"),
    (lambda: referee.run("canasta.pozo", {**POZO, "salida_hecha": False}), "salida_hecha",
     "combinaciones: the partnership has combinations on the table, so it has made its salida; salida_hecha "
     "cannot be false",
     "combinaciones: la pareja tiene combinaciones en la mesa, así que ya ha hecho su salida; salida_hecha no puede "
     "ser false"),
    # Pinacle
    (lambda: escaleras.forma_escalera(C("5H 8H")), "cartas",
     "Gap in the escalera: between 5H and 8H 2 positions are missing and no comodín fills them.",
     "Hueco en la escalera: entre 5H y 8H faltan 2 posiciones y ningún comodín las ocupa."),
    (lambda: escaleras.forma_escalera(C("5H 7H")), "cartas",
     "Gap in the escalera: between 5H and 7H 1 position is missing and no comodín fills it.",
     "Hueco en la escalera: entre 5H y 7H falta 1 posición y ningún comodín la ocupa."),
    (lambda: escaleras.forma_escalera(C("6H 5H")), "cartas",
     "6H and 5H do not fit in one escalera: not in ascending order (write the escalera lowest first).",
     "6H y 5H no caben en una escalera: no están en orden ascendente (escribe la escalera de menor a mayor)."),
    (lambda: escaleras.forma_escalera(C("JK JK 3H")), "cartas",
     "2 comodines at the bottom would stand below the 3: escalera positions run 3 … A only; a 2 is always a "
     "comodín, never a natural card below the 3.",
     "2 comodines al principio quedarían por debajo del 3: las posiciones de una escalera van solo del 3 al A; un 2 "
     "es siempre comodín, nunca una carta natural por debajo del 3."),
    (lambda: especiales.decidir_especial(C("KS QS QH")), "cartas",
     "a set is of one rank, but it mixes K, Q",
     "un trío es de un solo rango, pero mezcla K y Q"),
    (lambda: rescate.decidir_rescate(parse_francesa("5H"), "trio", parse_francesa("KS")), "comodin",
     "5H is not a comodín: only jokers and 2s are rescued (§9)",
     "5H no es un comodín: solo se rescatan jokers y doses (§9)"),
    (lambda: pinacle_cartas.valor_carta(parse_francesa("7H")), None,
     "the value of 7H is not known: Pinacle card values other than the ace (15) and the figuras (10) are on the "
     "missing page 1 of the rulebook (rules/pinacle.md §2, §14 B1)",
     "no se conoce el valor de 7H: los valores de las cartas del Pinacle, salvo el as (15) y las figuras (10), "
     "están en la página 1 del reglamento, que falta (rules/pinacle.md §2, §14 B1)"),
    # the referee's field readers (tutor.referee.fields and the adapters' nested fields)
    (lambda: referee.run("canasta.pozo", {k: v for k, v in POZO.items() if k != "puntuacion"}), "puntuacion",
     "puntuacion: this field is required",
     "puntuacion: este campo es obligatorio"),
    (lambda: referee.run("canasta.pozo", {**POZO, "salida_hecha": "yes"}), "salida_hecha",
     'salida_hecha: must be true or false, got "yes"',
     'salida_hecha: debe ser true o false, pero es "yes"'),
    (lambda: referee.run("canasta.pozo", {**POZO, "pozoo": []}), "pozoo",
     '"pozoo": unknown field; this ruling takes pozo, primera_toma_hecha, salida_hecha, puntuacion, mano, '
     "combinaciones",
     '"pozoo": campo desconocido; esta consulta admite pozo, primera_toma_hecha, salida_hecha, puntuacion, mano, '
     "combinaciones"),
    (lambda: referee.run("canasta.pozo", {**POZO, "combinaciones": [["KS", "KH", "KD"], "QS XX"]}), "combinaciones",
     f"combinaciones[1]: unknown card 'XX': a French-deck card is written {FORMS_EN}",
     f'combinaciones[1]: carta desconocida "XX": una carta de la baraja francesa se escribe {FORMS_ES}'),
    (lambda: referee.run("canasta.mano", {"combinaciones": [], "treses_rojos": 5}), "treses_rojos",
     "treses_rojos: must be at most 4, got 5",
     "treses_rojos: debe ser como mucho 4, pero es 5"),
    (lambda: referee.run("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 12, "contra_b": 0}}), "bazas",
     "bazas.contra_a: must be at most 9, got 12",
     "bazas.contra_a: debe ser como mucho 9, pero es 12"),
    (lambda: referee.run("tresillo.cobro", {**referee.get("tresillo.cobro").example,
                                            "plato": {"tantos": -1, "puesta": "sin_puesta"}}), "plato",
     "plato.tantos: must be at least 0, got -1",
     "plato.tantos: debe ser al menos 0, pero es -1"),
]


def test_an_unknown_house_rule_or_section_in_spanish():
    with pytest.raises(InvalidSituation) as info:
        HouseRules.from_mapping({"canasta": {"no_such": 1}})
    assert info.value.text("es").startswith('no existe la regla de la casa "canasta.no_such"; las que hay son: '
                                            "canasta.primera_toma_por_pareja, ")
    assert str(info.value).startswith('unknown house rule "canasta.no_such"; known settings: ')


def test_counts_and_lists_in_spanish_texts():
    assert (cuenta(1, "comodín", "comodines"), cuenta(2, "comodín", "comodines")) == ("1 comodín", "2 comodines")
    assert (con_y(["K"]), con_y(["K", "Q"]), con_y(["K", "Q", "J"])) == ("K", "K y Q", "K, Q y J")


@pytest.mark.parametrize("raise_it, field, en, es", CASES, ids=[c[2][:40] for c in CASES])
def test_error_texts_in_spanish_and_english(raise_it, field, en, es):
    with pytest.raises(InvalidSituation) as info:
        raise_it()
    err = info.value
    assert err.text("es") == es and err.text() == es  # Spanish first
    assert err.text("en") == en == str(err)
    assert err.field == field


# ---------------------------------------------------------------------------------------------- the puzzle layer


def test_the_guard_sees_answer_errors_too():
    source = ("try:\n    f()\nexcept InvalidAnswer as err:\n    raise InvalidAnswer(f'p: {err}')\n"
              "try:\n    f()\nexcept InvalidAnswer as err:\n    raise InvalidAnswer(f'p: {err}', es=f'p: {err}')\n"
              "try:\n    f()\nexcept InvalidSituation as err:\n    raise InvalidAnswer(str(err), es=err.es)\n"
              "raise InvalidAnswer('x', es=None)\n"
              "from tutor.puzzles.base import InvalidAnswer as Mal\nE = InvalidAnswer\n")
    assert sorted(_problems(source)) == [
        (4, "no es="), (8, "es= shows a caught error's English text"), (13, "es=None"),
        (14, "InvalidAnswer imported under another name"), (15, "InvalidAnswer bound to another name")]


_PARTS = Parts((Part("minimo", Message("t.minimo", "mínimo", "minimum"), Number()),
                Part("valida", Message("t.valida", "válida", "valid"), YesNo())))

ANSWER_CASES = [
    (lambda: Number().parse("1" * 25),
     "a number of 25 digits is too long: no answer has more than 18",
     "un número de 25 cifras es demasiado largo: ninguna respuesta tiene más de 18"),
    (lambda: Number().parse("   "), "the answer is empty", "la respuesta está vacía"),
    (lambda: Number().parse("setenta"),
     "'setenta' is not a whole number (write e.g. 570, -20 or 1 000)",
     '"setenta" no es un número entero (escribe, p. ej., 570, -20 o 1 000)'),
    (lambda: YesNo().parse("quizá"),
     "'quizá' is not a yes/no answer: write sí (yes) or no",
     '"quizá" no es una respuesta de sí o no: escribe sí o no'),
    (lambda: Cards("francesa", ("KS", "QH")).parse("KS 7D"),
     "7D is not one of the puzzle's cards: KS QH",
     "7D no es una de las cartas del ejercicio: KS QH"),
    (lambda: Cards("francesa", ("KS", "QH")).parse("KS 1S"),  # the engine's card error, in both languages
     f"unknown card '1S': a French-deck card is written {FORMS_EN}",
     f'carta desconocida "1S": una carta de la baraja francesa se escribe {FORMS_ES}'),
    (lambda: Order("francesa", ("QH", "KS")).parse("KS"),  # the cards as shown, not sorted
     "name each of the puzzle's cards (QH KS) exactly once, best first",
     "escribe cada carta del ejercicio (QH KS) una sola vez, de mayor a menor"),
    (lambda: CardCategories("espanola", ("12c", "11e")).parse("12c 11e:1"),
     "'12c': write card:category, e.g. 12c:1 (categories 1, 2, 3)",
     '"12c": escribe carta:categoría, p. ej. 12c:1 (categorías 1, 2 y 3)'),
    (lambda: _PARTS.parse("minimo=3, nada=2"),
     "unknown part 'nada'; the parts are minimo, valida",
     '"nada" no es una parte de la respuesta; las partes son minimo y valida'),
    (lambda: _PARTS.parse("minimo=3"),
     "missing part(s) valida; answer every part: minimo, valida",
     "falta la parte valida; responde a todas: minimo y valida"),
    (lambda: _PARTS.parse("3, no, 4"),
     "expected 2 values (minimo, valida), got 3",
     "se esperaban 2 valores (minimo y valida), pero hay 3"),
    (lambda: _PARTS.parse("minimo=3, valida=quiza"),  # a part's own error, inside the whole answer
     "valida: 'quiza' is not a yes/no answer: write sí (yes) or no",
     'valida: "quiza" no es una respuesta de sí o no: escribe sí o no'),
    (lambda: _PARTS.parse("3, quiza"),
     "valida: 'quiza' is not a yes/no answer: write sí (yes) or no",
     'valida: "quiza" no es una respuesta de sí o no: escribe sí o no'),
    (lambda: puzzles.check(puzzles.generate("canasta.pozo", 1, 1), 3.5),
     "not an answer to this puzzle: 3.5 (an answer must be text, got float)",
     "no es una respuesta a este ejercicio: 3.5 (la respuesta debe ser un texto, pero es 3.5)"),
]


@pytest.mark.parametrize("raise_it, en, es", ANSWER_CASES, ids=[c[1][:40] for c in ANSWER_CASES])
def test_answer_errors_in_spanish_and_english(raise_it, en, es):
    with pytest.raises(InvalidAnswer) as info:
        raise_it()
    err = info.value
    assert err.text("es") == es and err.text() == es and isinstance(err, BilingualError)
    assert err.text("en") == en == str(err)


@pytest.mark.parametrize("situation, field, en, es", [
    (["KH"], None, "a situation must be a table of fields, got list",
     'la situación debe ser una tabla de campos, pero es ["KH"]'),
    ({}, "pozo", "pozo: this field is required", "pozo: este campo es obligatorio"),  # the referee's words
])
def test_a_hand_written_situation_a_kind_cannot_pose_in_spanish_and_english(situation, field, en, es):
    with pytest.raises(InvalidSituation) as info:
        puzzles.get_kind("canasta.pozo").from_situation(1, situation)
    assert (info.value.text("es"), info.value.text("en"), info.value.field) == (es, en, field)
