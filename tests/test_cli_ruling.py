"""``python -m tutor ruling`` exactly as ``referee.md`` specifies: JSON in, ruling JSON out, exit 2 on bad input."""

import json
import subprocess
import sys

import pytest

from tutor.cli import main

# rules/canasta.md §8.8 D6: West has just discarded 3C; South holds QS QH.
D6 = {"pozo": ["QD", "7S", "3C"], "primera_toma_hecha": True, "salida_hecha": True, "puntuacion": 600,
      "mano": ["QS", "QH", "5D"], "combinaciones": [["9S", "9H", "9D"]]}
# rules/canasta.md §8.8 D13: after the first take by the other side, NS not out yet; top KH; hand KS JK.
D13 = {"pozo": ["7C", "KH"], "primera_toma_hecha": True, "salida_hecha": False, "puntuacion": 600,
       "mano": ["KS", "JK"], "combinaciones": []}


def _run(args, stdin=""):
    proc = subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin, capture_output=True, text=True)
    return proc.returncode, proc.stdout


def test_cli_ruling_canasta_8_8_D6_from_standard_input_in_spanish():
    code, out = _run(["ruling", "canasta.pozo"], json.dumps(D6))
    assert code == 0
    result = json.loads(out)
    assert result["ruling"] == "canasta.pozo"
    assert result["answer"] == {"puede_tomar": False, "motivo": "TAPON_TRES_NEGRO"}
    assert result["reasons"][-1]["rule"].startswith("canasta §8.6")
    assert "tres negro" in " ".join(r["text"] for r in result["reasons"]).lower()
    assert result["house_rules"]["canasta"]["primera_toma_por_pareja"] is False


def test_cli_ruling_reads_a_file_and_renders_english(tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(D6), encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--lang", "en"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert "black three" in " ".join(r["text"] for r in result["reasons"]).lower()


def test_cli_ruling_house_rules_file_changes_canasta_8_8_D13(tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(D13), encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["answer"]["puede_tomar"] is True
    rules = tmp_path / "club.toml"
    rules.write_text("[canasta]\nprimera_toma_por_pareja = true\n", encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--house-rules", str(rules)]) == 0
    assert json.loads(capsys.readouterr().out)["answer"] == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}


@pytest.mark.parametrize("args, stdin, words", [
    (["ruling", "canasta.pozo"], json.dumps({**D6, "mano": ["QS", "1S"]}), '"1S"'),
    (["ruling", "canasta.pozo"], "{not json", "la entrada estándar no es un JSON válido: error en la línea 1, columna 2"),
    (["ruling", "canasta.pozo", "--lang", "en"], "{not json", "standard input is not valid JSON"),
    (["ruling", "canasta.pozo"], "", "no hay nada en la entrada estándar"),
    (["ruling", "canasta.pozo", "--lang", "en"], "", "standard input is empty"),
    (["ruling", "canasta.pozo"], "[1, 2]", "objeto JSON"),  # an engine error: in --lang (default es)
    (["ruling", "canasta.pozo", "--lang", "en"], "[1, 2]", "JSON object"),
    (["ruling", "canasta.nada"], "{}", 'no existe la consulta "canasta.nada"; las consultas son: canasta.'),
    (["ruling", "canasta.nada", "--lang", "en"], "{}", "unknown ruling"),
    (["ruling", "canasta.pozo"], json.dumps({**D6, "salida_hecha": "yes"}), "salida_hecha"),
    (["ruling", "canasta.pozo"], json.dumps({**D6, "pozoo": []}), "pozoo"),
    (["ruling", "tresillo.baza"], json.dumps({"triunfo": "o", "cartas": ["8o", "1e", "7o"]}), '"8o"'),
])
def test_cli_ruling_bad_input_prints_error_json_and_exits_2(args, stdin, words):
    code, out = _run(args, stdin)
    assert code == 2
    assert words in json.loads(out)["error"]


def test_cli_ruling_bad_house_rules_exit_2(tmp_path, capsys):
    rules = tmp_path / "club.toml"
    rules.write_text("[canasta]\nno_such_rule = 1\n", encoding="utf-8")
    path = tmp_path / "s.json"
    path.write_text(json.dumps(D6), encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--house-rules", str(rules)]) == 2
    assert "no_such_rule" in json.loads(capsys.readouterr().out)["error"]


def test_cli_ruling_list_names_every_ruling_of_referee_md(capsys):
    assert main(["ruling", "--list"]) == 0
    names = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert names == ["canasta.combinacion", "canasta.pozo", "canasta.salida", "canasta.mano", "canasta.robo",
                     "pinacle.escalera", "pinacle.especial", "pinacle.rescate", "pinacle.jugada",
                     "tresillo.orden", "tresillo.baza", "tresillo.jugada_legal", "tresillo.resultado",
                     "tresillo.estuches", "tresillo.firmes", "tresillo.subasta", "tresillo.cobro"]


def test_cli_ruling_file_that_is_not_utf8_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'\xff\xfe{"a": 1}')
    assert main(["ruling", "canasta.pozo", str(bad)]) == 2
    assert "no es texto UTF-8" in json.loads(capsys.readouterr().out)["error"]
    assert main(["ruling", "canasta.pozo", "--house-rules", str(bad), "--lang", "en"]) == 2
    assert "not UTF-8" in json.loads(capsys.readouterr().out)["error"]


def test_cli_ruling_deeply_nested_json_exit_2(tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(deep)]) == 2
    assert "demasiados niveles anidados" in json.loads(capsys.readouterr().out)["error"]
    assert main(["ruling", "canasta.pozo", str(deep), "--lang", "en"]) == 2
    assert "nested too deeply" in json.loads(capsys.readouterr().out)["error"]


def test_cli_usage_error_is_json_and_exit_2(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["ruling", "canasta.pozo", "--lang", "fr"])
    assert stop.value.code == 2
    assert "--lang" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("situation, words_en, words_es", [
    ({"puntuacion": None, "combinaciones": [["KH", "KS", "KD"]]}, "got null", "pero es null"),
    ({"puntuacion": 0, "combinaciones": [["KH", "KS", "KD"]], "salida_hecha": 1}, "got 1", "pero es 1"),
    ({"puntuacion": 0, "combinaciones": "KH KS KD"}, "got \"KH KS KD\"", "pero es \"KH KS KD\""),
    ({"puntuacion": 0, "combinaciones": [["KH", "KS", "KD"]], "x" * 5000: 1}, "unknown field", "campo desconocido"),
])
def test_cli_ruling_error_messages_use_json_spelling_and_stay_short(situation, words_en, words_es, tmp_path,
                                                                      capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(situation), encoding="utf-8")
    for extra, words in (([], words_es), (["--lang", "es"], words_es), (["--lang", "en"], words_en)):
        assert main(["ruling", "canasta.salida", str(path), *extra]) == 2
        error = json.loads(capsys.readouterr().out)["error"]
        assert words in error
        assert len(error) < 400


def test_cli_ruling_bad_card_error_in_lang(capsys):
    situation = json.dumps({**D6, "mano": ["QS", "1S"]})
    code, out = _run(["ruling", "canasta.pozo"], situation)
    assert code == 2 and json.loads(out)["error"].startswith('mano: carta desconocida "1S": una carta de la '
                                                               "baraja francesa se escribe")
    code, out = _run(["ruling", "canasta.pozo", "--lang", "en"], situation)
    assert code == 2 and json.loads(out)["error"].startswith("mano: unknown card '1S': a French-deck card is written")


def test_cli_bad_house_rules_error_in_lang(tmp_path, capsys):
    rules = tmp_path / "club.toml"
    rules.write_text("[canasta]\nprimera_toma_por_pareja = 1\n", encoding="utf-8")
    path = tmp_path / "s.json"
    path.write_text(json.dumps(D6), encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--house-rules", str(rules)]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == (
        f"{rules}: la regla de la casa canasta.primera_toma_por_pareja debe ser true o false, "
        "pero es 1")
    assert main(["ruling", "canasta.pozo", str(path), "--house-rules", str(rules), "--lang", "en"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == (
        f"{rules}: house rule canasta.primera_toma_por_pareja must be true or false, got 1")
    assert main(["puzzle", "canasta.pozo", "--house-rules", str(rules), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"].startswith(f"{rules}: la regla de la casa")


@pytest.mark.parametrize("name, text, es, en", [
    ("bad.toml", "[canasta\n", "{path}: las reglas de la casa no son un TOML válido (línea 1, columna 9)",
     "{path}: Expected ']' at the end of a table declaration (at line 1, column 9)"),
    ("bad.json", '{"canasta": ', "{path}: las reglas de la casa no son un JSON válido (línea 1, columna 13)",
     "{path}: Expecting value: line 1 column 13 (char 12)"),
    ("missing.toml", None, "no se puede leer {path}: no existe", "cannot read {path}: No such file or directory"),
])
def test_cli_house_rules_file_errors_in_lang(tmp_path, capsys, name, text, es, en):
    """A house-rules file's syntax error or absence speaks --lang, as a bad setting does; exit 2."""
    rules = tmp_path / name
    if text is not None:
        rules.write_text(text, encoding="utf-8")
    situation = tmp_path / "s.json"
    situation.write_text(json.dumps(D6), encoding="utf-8")
    for lang, expected in (("es", es), ("en", en)):
        assert main(["ruling", "canasta.pozo", str(situation), "--house-rules", str(rules), "--lang", lang]) == 2
        assert json.loads(capsys.readouterr().out)["error"] == expected.format(path=rules)
    assert main(["puzzle", "canasta.pozo", "--house-rules", str(rules), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == es.format(path=rules)


def test_cli_situation_file_errors_in_lang(tmp_path, capsys):
    missing = tmp_path / "nada.json"
    assert main(["ruling", "canasta.pozo", str(missing)]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == f"no se puede leer {missing}: no existe"
    assert main(["ruling", "canasta.pozo", str(missing), "--lang", "en"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == f"cannot read {missing}: No such file or directory"
    latin = tmp_path / "latin.json"
    latin.write_bytes("{\"mano\": \"ñ\"}".encode("latin-1"))
    assert main(["ruling", "canasta.pozo", str(latin)]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == f"{latin} no es texto UTF-8"


def test_cli_ruling_lang_help_says_it_covers_errors(capsys):
    with pytest.raises(SystemExit):
        main(["ruling", "--help"])
    assert "language of the reasons and of the error messages" in " ".join(capsys.readouterr().out.split())


def test_cli_ruling_text_format_is_for_people_and_names_only_the_house_rules_changed(tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(D6), encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--format", "text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == ["Reglas: Reglamento", "puede_tomar: no", "motivo: TAPON_TRES_NEGRO"]
    assert lines[3].startswith("1. [canasta §8.")
    assert not any(line.lstrip().startswith(("{", "[")) or "reglas de la casa" in line.lower() for line in lines)
    club = tmp_path / "club.toml"
    club.write_text("[canasta]\nprimera_toma_por_pareja = true\n[tresillo]\npalo_favor = \"o\"\n", encoding="utf-8")
    assert main(["ruling", "canasta.pozo", str(path), "--format", "text", "--house-rules", str(club),
                 "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2:] == ["House rules (differing from the rulebook):",
                          "- canasta.primera_toma_por_pareja: yes (rulebook: no)"]
