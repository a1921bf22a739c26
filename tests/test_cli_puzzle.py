"""``python -m tutor puzzle`` (issue 4): the puzzle as text, --answer, --key, --json, --list, --sets, ids, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutor import puzzles
from tutor.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["puzzle", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_puzzle_prints_question_situation_and_how_to_answer_but_not_the_answer(capsys):
    code, out, _ = run(capsys, "canasta.pozo", "--level", "2", "--seed", "12")
    p = puzzles.generate("canasta.pozo", 2, 12)
    assert code == 0
    assert out.startswith("canasta.pozo-v4-L2-S12 · Tomar el pozo · nivel 2")
    assert p.question_text("es") in out and "Cómo responder:" in out and "1. PUEDE_TOMAR" in out
    assert "Solución" not in out and "Explicación" not in out


@pytest.mark.parametrize("lang, nobody", [("es", "nadie"), ("en", "nobody")])
def test_a_player_field_with_no_player_prints_the_question_s_word_and_json_keeps_null(capsys, lang, nobody):
    """Review 12 of the course, #8: the question says "primeras: nadie" and "los contras aceptan"; the printout of
    the same deal said "primeras: null" and "defendida_por=null"."""
    code, out, _ = run(capsys, "tresillo.cobro", "--level", "3", "--seed", "147", "--lang", lang)
    assert code == 0
    assert f"\n  primeras: {nobody}\n  rendida: defendida_por={nobody}\n" in out and "null" not in out
    _, out, _ = run(capsys, "tresillo.cobro", "--level", "3", "--seed", "147", "--json")
    situation = json.loads(out)["situation"]
    assert situation["primeras"] is None and situation["rendida"] == {"defendida_por": None}


def test_right_answer_gives_verdict_with_explanation_and_rule_citations(capsys):
    code, out, _ = run(capsys, "canasta.pozo", "--level", "2", "--seed", "12", "--answer", "1", "--lang", "en")
    assert code == 0
    assert "RIGHT (credit 1.00)" in out and "Right answer: PUEDE_TOMAR" in out
    assert "[canasta §8.6" in out and "Explanation:" in out


def test_wrong_answer_names_the_known_mistake(capsys):
    found = ((p, m, w) for p in (puzzles.generate("tresillo.cobro", 1, s) for s in range(50))
             for m, w in p.mistakes if m.id == "tresillo.cobro.sin_redondeo")
    p, mistake, wrong = next(found)
    code, out, _ = run(capsys, str(p.id), "--answer", p.form.format(wrong))
    assert code == 0
    assert "INCORRECTO" in out and f"Error típico: {mistake.text('es')}" in out
    assert f"Respuesta correcta: {p.answer_text()}" in out


def test_wrong_answer_json_has_credit_per_part_and_mistake(capsys):
    p = puzzles.generate("canasta.salida", 3, 2)
    wrong = (p.answer[0], p.answer[1] + 5, p.answer[2])
    code, out, _ = run(capsys, str(p.id), "--answer", p.form.format(wrong), "--json")
    data = json.loads(out)
    assert code == 0 and data["correct"] is False
    assert 0 < data["credit"] < 1 and data["answer"] == p.answer_text() and data["rules"]
    assert data["given"] == p.form.format(wrong)


@pytest.mark.parametrize("kind", list(puzzles.KINDS))
def test_key_json_answer_is_accepted_by_answer(capsys, kind):
    code, out, _ = run(capsys, kind, "--level", "3", "--seed", "7", "--key", "--json")
    key = json.loads(out)
    assert code == 0 and key["id"] == f"{kind}-v{puzzles.KINDS[kind].version}-L3-S7"
    assert key["explanation"] and key["rules"] and "question" in key and "form" in key
    code, out, _ = run(capsys, key["id"], "--answer", key["answer"], "--json")
    verdict = json.loads(out)
    assert code == 0 and verdict["correct"] is True and verdict["credit"] == 1.0 and verdict["mistake"] is None


def test_json_prompt_never_holds_the_answer(capsys):
    code, out, _ = run(capsys, "tresillo.cobro", "--level", "2", "--seed", "3", "--json")
    prompt = json.loads(out)
    version = puzzles.KINDS["tresillo.cobro"].version
    assert code == 0 and "answer" not in prompt and prompt["id"] == f"tresillo.cobro-v{version}-L2-S3"


def test_key_text_for_teachers(capsys):
    code, out, _ = run(capsys, "tresillo.cobro", "--level", "2", "--seed", "3", "--key")
    p = puzzles.generate("tresillo.cobro", 2, 3)
    assert code == 0 and f"Solución: {p.answer_text()}" in out and "[tresillo §13" in out


def test_list_kinds_with_titles_and_levels(capsys):
    code, out, _ = run(capsys, "--list", "--lang", "en")
    assert code == 0
    for kind in puzzles.KINDS.values():
        assert f"{kind.name:24} {kind.title.en}" in out
    assert "3. Premiado pozo and salida with the pozo" in out


def test_list_sets_and_one_set(capsys):
    code, out, _ = run(capsys, "--sets")
    assert code == 0 and "canasta-pozo" in out and "tresillo-cobros" in out
    code, out, _ = run(capsys, "--set", "canasta-pozo")
    ids = out.split()
    assert code == 0 and ids[0].startswith("canasta.pozo-v1-L1-H") and "canasta.pozo-v4-L1-S1" in ids
    code, _, err = run(capsys, "--set", "no-such-set", "--lang", "en")
    assert code == 2 and err.startswith("python -m tutor puzzle: error: no puzzle set 'no-such-set'; the sets are: ")
    code, _, err = run(capsys, "--set", "no-such-set")
    assert code == 2 and err.startswith("python -m tutor puzzle: error: no existe la colección 'no-such-set'; las ")
    code, out, _ = run(capsys, "--set", "no-such-set", "--json")
    assert code == 2 and json.loads(out)["error"].startswith("no existe la colección 'no-such-set'")


def test_a_hand_written_puzzle_of_a_set_by_its_digest_id(capsys):
    code, out, _ = run(capsys, "canasta.pozo-v1-L1-H4b229dd4ebfc", "--key", "--json")
    assert code == 0 and json.loads(out)["answer"] == "TAPON_TRES_NEGRO"


@pytest.mark.parametrize("argv, words", [
    (["canasta.pozzo", "--lang", "en"], "unknown puzzle kind 'canasta.pozzo'"),
    (["canasta.pozzo"], 'no existe el tipo de ejercicio "canasta.pozzo"; los tipos son: canasta.valor'),
    (["canasta.pozo-v7-L1-S1", "--lang", "en"], "canasta.pozo is at generator version 4, not 7"),
    (["canasta.pozo-v7-L1-S1"], "el generador de canasta.pozo está en la versión 4, pero el id dice 7"),
    (["canasta.pozo-v1-L1-H0123456789ab"], "una situación escrita a mano que no está en ninguna de las colecciones consultadas"),
    (["canasta.pozo-v1-L5-S1"], 'id de ejercicio mal formado "canasta.pozo-v1-L5-S1": el nivel debe ser 1, 2 o 3'),
    (["canasta.pozo-v1-L5-S1", "--lang", "en"], "malformed puzzle id 'canasta.pozo-v1-L5-S1': the level must be"),
    (["canasta.pozo-v1-L1-S1", "--level", "2"], "quita --level"),  # the command line's own message: in --lang
    (["canasta.pozo-v1-L1-S1", "--level", "2", "--lang", "en"], "drop --level"),
    (["canasta.pozo", "--seed", "-3", "--lang", "en"], "--seed must be a whole number from 0 to 9223372036854775807, "
                                                       "got -3"),
    (["canasta.pozo", "--seed", "-3"], "--seed debe ser un número entero de 0 a 9223372036854775807, no -3"),
    (["canasta.pozo", "--answer", "quizá", "--lang", "en"], "malformed answer"),
    (["canasta.salida", "--answer", "50, 60", "--lang", "en"], "malformed answer: expected 3 values"),
    (["tresillo.jugada_legal", "--answer", "99x", "--lang", "en"], "malformed answer"),
    (["canasta.pozo", "--answer", "quizá"], 'respuesta no válida: "quizá" no es una de las opciones'),
    (["canasta.salida", "--answer", "50, 60"], "respuesta no válida: se esperaban 3 valores"),
    (["tresillo.jugada_legal", "--answer", "99x"], 'respuesta no válida: carta desconocida "99x"'),
    (["canasta.pozo", "--house-rules", "/no/such/file.toml"], "/no/such/file.toml"),
])
def test_bad_input_is_a_clear_message_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and words in err and out == ""
    code, out, _ = run(capsys, *argv, "--json")
    assert code == 2 and words in json.loads(out)["error"]


@pytest.mark.parametrize("argv", [("--level", "4"), ("--level", "٢"), ("--seed", "١٢")])  # other scripts' digits too
def test_bad_level_is_refused_by_the_parser(capsys, argv):
    with pytest.raises(SystemExit) as exit_:
        main(["puzzle", "canasta.pozo", *argv])
    out = capsys.readouterr()
    assert exit_.value.code == 2 and argv[0] in out.out + out.err  # the parser may answer {"error"} or usage


def test_house_rules_reach_the_puzzle(tmp_path, capsys):
    rules = tmp_path / "club.toml"
    rules.write_text("[tresillo]\nfavor_redondeo = \"redondear_y_doblar\"\n", encoding="utf-8")
    code, out, _ = run(capsys, "tresillo.cobro", "--level", "3", "--seed", "1", "--key", "--json",
                       "--house-rules", str(rules))
    assert code == 0 and json.loads(out)["answer"]


def test_subprocess_answer_round_trip():
    cmd = [sys.executable, "-m", "tutor", "puzzle", "tresillo.orden", "--level", "2", "--seed", "5"]
    key = json.loads(subprocess.run(cmd + ["--key", "--json"], capture_output=True, text=True, cwd=ROOT,
                                    check=True).stdout)
    done = subprocess.run(cmd + ["--answer", key["answer"], "--lang", "en"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and "RIGHT (credit 1.00)" in done.stdout
    bad = subprocess.run(cmd + ["--answer", "1e", "--lang", "en"], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "malformed answer" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize("lang, expected", [
    ("es", 'respuesta no válida: puntos: "setenta" no es un número entero (escribe, p. ej., 570, -20 o 1 000)'),
    ("en", "malformed answer: puntos: 'setenta' is not a whole number (write e.g. 570, -20 or 1 000)"),
])
def test_a_malformed_answer_is_explained_in_the_lang_asked(capsys, lang, expected):
    p = puzzles.generate("canasta.salida", 3, 2)
    names = [part.name for part in p.form.parts]
    answer = ", ".join(f"{n}={'setenta' if n == 'puntos' else 0}" for n in names)
    code, _, err = run(capsys, str(p.id), "--answer", answer, "--lang", lang)
    assert code == 2 and err == f"python -m tutor puzzle: error: {expected}\n"
    code, out, _ = run(capsys, str(p.id), "--answer", answer, "--lang", lang, "--json")
    assert code == 2 and json.loads(out) == {"error": expected}


def test_a_card_the_engine_refuses_is_explained_in_spanish_by_default(capsys):
    code, out, _ = run(capsys, "tresillo.jugada_legal", "--answer", "8o", "--json")
    error = json.loads(out)["error"]
    assert code == 2
    assert error.startswith('respuesta no válida: carta desconocida "8o": una carta de la baraja española')
