"""``python -m tutor trato``: the playthrough of a deal played by the computer, its golden files and its exit codes.

The golden files in ``tests/golden/trato/`` are the ``--json`` output of a few deals (every kind of end: all pass,
entrada, surrendered, defended, vuelta, vuelta solera, solo, bola). When a change is meant to alter the
playthroughs, bump ``mesa.VERSION`` and write them again with
``python -m tutor trato --seed S --jugadores N --json > tests/golden/trato/<id>.json``.
"""

import json
from pathlib import Path

import pytest

from tutor.cli import main

GOLDEN = sorted((Path(__file__).parent / "golden" / "trato").glob("*.json"))


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["trato", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_trato_golden_files_cover_every_kind_of_end():
    ends = set()
    for path in GOLDEN:
        d = json.loads(path.read_text(encoding="utf-8"))
        ends.add((d["lance"], d["rendida"], d["defendida_por"] is not None))
    assert {(None, False, False), ("entrada", False, False), ("entrada", True, False), ("entrada", True, True),
            ("vuelta", False, False), ("vuelta", True, False), ("vuelta_solera", False, False),
            ("solo", False, False), ("bola", False, False)} <= ends


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_trato_same_seed_same_playthrough_as_the_golden_file(capsys, path):
    code, out, _ = run(capsys, path.stem, "--json")
    assert code == 0
    assert json.loads(out) == json.loads(path.read_text(encoding="utf-8"))


def test_trato_json_by_seed_has_the_tricks_result_nets_and_plato(capsys):
    code, out, _ = run(capsys, "--seed", "4", "--jugadores", "4", "--json")
    d = json.loads(out)
    assert code == 0 and d["id"] == "tresillo.trato-v1-J4-S4"
    assert d["bazas"][0] == {"cartas": [[0, "5o"], [1, "2o"], [2, "1o"]], "gana": 2}
    assert d["triunfo"] == "b" and d["favor"] is True and d["lance"] == "entrada"
    assert d["neto"] == {"Ana": -5, "Beto": -45, "Carmen": -45, "Dani": 45}
    assert sum(d["neto"].values()) + d["plato"]["tantos"] + sum(d["cartulina"]) == 0  # a new session's first deal
    assert d["plato"] == {"tantos": 50, "puesta": "primera"} and d["cartulina"] == []


def test_trato_text_in_spanish_and_english(capsys):
    code, es, _ = run(capsys, "--seed", "4")
    assert code == 0
    assert "Trato tresillo.trato-v1-J4-S4: reparte Ana (alcalde, no juega)." in es
    assert "  1. Beto 5o, Carmen 2o, Dani 1o → gana Dani" in es
    assert "Cobro: Carmen (jugador) -45, Dani (contra A) +45, Beto (contra B) -45, Ana (alcalde) +0" in es
    assert "Neto: Ana -5, Beto -45, Carmen -45, Dani +45" in es  # the cobro and the dealer's 5 (§13.2)
    # the roles and the suit in words
    assert ("  Juega Carmen (entrada, triunfo bastos, palo de favor: se cobra doble); Dani es el contra A y Beto el "
            "contra B; Ana, el alcalde.") in es
    code, en, _ = run(capsys, "--seed", "4", "--lang", "en")
    assert "Deal tresillo.trato-v1-J4-S4: Ana deals (alcalde, sits out)." in en
    assert "  1. Beto 5o, Carmen 2o, Dani 1o → Dani wins" in en
    assert "Settlement: Carmen (jugador) -45, Dani (contra A) +45, Beto (contra B) -45, Ana (alcalde) +0" in en
    assert "Net: Ana -5, Beto -45, Carmen -45, Dani +45" in en
    assert "gana" not in en.replace("ganadora", "")
    assert ("  Carmen plays (entrada, clubs as trumps, the palo de favor: paid double); Dani is the contra A and Beto "
            "the contra B; Ana, the alcalde.") in en


@pytest.mark.parametrize("argv, es", [
    (("--seed", "-1"), "--seed debe ser un número entero desde 0, no -1"),
    (("--seed", "x"), "argumento --seed: 'x' no es un valor válido"),
    (("--seed", "1", "--jugadores", "5"), "argumento --jugadores: 5 no es válido"),
    ((), "da --seed S (un número entero desde 0) o un id de trato"),
    (("tresillo.trato-v1-J4-S1", "--seed", "2"), "da un id de trato o --seed/--jugadores, no ambos"),
    (("tresillo.trato-v9-J4-S1",), "la versión 9 no se reparte aquí"),
    (("canasta.pozo-v1-L1-S1",), "id de trato mal formado"),
    (("--seed", str(2 ** 63)), "la semilla debe ser un número entero de 0 a"),
    (("--seed", "١٢"), "argumento --seed: '١٢' no es un valor válido"),       # other scripts' digits, as the web
    (("--seed", "1", "--jugadores", "٣"), "argumento --jugadores: '٣' no es un valor válido"),
    (("--seed", "²"), "argumento --seed: '²' no es un valor válido"),
])
def test_trato_bad_arguments_exit_2_with_a_message(capsys, argv, es):
    try:
        code = main(["trato", *argv])
    except SystemExit as stop:  # argparse's own usage errors
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("python -m tutor trato: error: ") and es in err


def test_trato_bad_arguments_with_json_print_the_error_as_json_in_english(capsys):
    code, out, err = run(capsys, "tresillo.trato-v1-J7-S1", "--json", "--lang", "en")
    assert code == 2 and err == ""
    assert json.loads(out) == {"error": "malformed deal id 'tresillo.trato-v1-J7-S1': expected "
                                        "tresillo.trato-v<version>-J<3|4>-S<seed>, e.g. 'tresillo.trato-v1-J4-S123'"}


def test_trato_house_rules_file_applies(capsys, tmp_path):
    rules = tmp_path / "club.toml"
    rules.write_text('[tresillo]\npalo_favor = "o"\n', encoding="utf-8")
    code, out, _ = run(capsys, "--seed", "4", "--json", "--house-rules", str(rules))
    assert code == 0 and json.loads(out)["favor"] is (json.loads(out)["triunfo"] == "o")
    rules.write_text('[tresillo]\nrenuncio = "siempre"\n', encoding="utf-8")
    code, _, err = run(capsys, "--seed", "4", "--house-rules", str(rules))
    assert code == 2 and "renuncio" in err


def test_trato_an_id_names_the_dealer_and_the_house_rules(capsys):
    code, out, _ = run(capsys, "tresillo.trato-v1-J4-S123-R2-A1-Pclasica", "--json")
    shared = json.loads(out)
    assert code == 0 and shared["id"] == "tresillo.trato-v1-J4-S123-R2" and shared["repartidor"] == "Carmen"
    _, out, _ = run(capsys, "--seed", "123", "--json", "--profile", "clasica")
    first = json.loads(out)
    assert shared["manos"] == first["manos"] and shared["asientos"] != first["asientos"]  # same cards, other names
    _, out, _ = run(capsys, "tresillo.trato-v1-J4-S123-R2", "--json", "--profile", "clasica")
    assert json.loads(out) == shared  # -Pclasica is --profile clasica
