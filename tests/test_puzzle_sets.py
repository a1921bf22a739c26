"""Puzzle sets (``puzzles/*.toml``, issue 4): the starter sets load, every puzzle in them generates, and a broken set
is refused with its file AND line; hand-written situations become puzzles judged by the referee."""

from __future__ import annotations

import socket
import textwrap
import tomllib
from pathlib import Path

import pytest

from tutor import puzzles
from tutor.cli import main
from tutor.content import InvalidContent
from tutor.content.puzzle_sets import load_set, load_sets, puzzle_entry, read_set, require_valid_sets, set_toml

PUZZLES = Path(__file__).resolve().parent.parent / "puzzles"


# ---------------------------------------------------------------------------------------------- starter sets


@pytest.fixture(scope="module")
def bundled():
    return load_sets(PUZZLES)


def test_every_starter_set_loads_without_errors(bundled):
    assert bundled.errors == ()
    assert [s.path.name for s in bundled.examples] == ["EXAMPLE.toml"]


@pytest.mark.parametrize("name, game", [
    ("canasta", "canasta"), ("pinacle", "pinacle"), ("tresillo", "tresillo"),            # one per game
    ("canasta-pozo", "canasta"), ("canasta-salida", "canasta"), ("pinacle-escaleras", "pinacle"),
    ("tresillo-orden", "tresillo"), ("tresillo-cobros", "tresillo"),                      # one per rule area
])
def test_starter_set_exists_and_every_puzzle_is_right_by_its_own_key(bundled, name, game):
    found = bundled.get(name)
    assert found.game == game and found.title["es"] and found.title["en"]
    made = found.puzzles()
    assert len(made) == len(found) >= 5
    assert [str(p.id) for p in made] == found.puzzle_ids()
    for p in made:
        assert p.kind.startswith(game + ".")
        verdict = puzzles.check(p, p.answer_text())
        assert verdict.correct and verdict.credit == 1.0 and verdict.mistake is None


def test_rule_area_sets_practise_their_area(bundled):
    assert bundled.get("canasta-pozo").kinds == ("canasta.pozo",)
    assert bundled.get("canasta-salida").kinds == ("canasta.salida",)
    assert "pinacle.escalera" in bundled.get("pinacle-escaleras").kinds
    assert bundled.get("tresillo-orden").kinds == ("tresillo.orden",)
    assert bundled.get("tresillo-cobros").kinds == ("tresillo.cobro", "tresillo.plato")


def test_game_starter_sets_cover_every_kind_of_their_game(bundled):
    for game in ("canasta", "pinacle", "tresillo"):
        assert set(bundled.get(game).kinds) == {k for k in puzzles.KINDS if k.startswith(game + ".")}


def test_hand_written_tapon_is_judged_by_the_referee(bundled):
    tapon = next(e for e in bundled.get("canasta-pozo").entries if e.handwritten)
    (p,) = tapon.puzzles()
    assert p.answer == "TAPON_TRES_NEGRO"
    assert str(p.id).startswith("canasta.pozo-v1-L1-H")
    verdict = puzzles.check(p, "PUEDE_TOMAR")
    assert not verdict.correct and verdict.mistake.id == "canasta.pozo.ignoro_tapon"
    assert "canasta §8.6" in " ".join(verdict.rules)


def test_walkthrough_deal_with_null_primeras(bundled):
    deal = next(e for e in bundled.get("tresillo-cobros").entries if e.handwritten)
    assert deal.situation["primeras"] is None
    (p,) = deal.puzzles()
    assert p.answer == (-135, 65, 5, 5)


def test_example_file_documents_every_way_of_naming_a_puzzle(bundled):
    example = bundled.examples[0]
    text = example.path.read_text(encoding="utf-8")
    for needle in ("[[puzzle]]", "[[generate]]", "seed =", "id =", "[puzzle.situation]", "[puzzle.context]",
                   "first_seed", "title =", "description =", "game =", "NAMED BY ITS FILE", '"null"'):
        assert needle in text
    assert len(example) == 7


# ---------------------------------------------------------------------------------------------- errors with lines


HEADER = 'title = { es = "Prueba", en = "Test" }\ngame = "canasta"\n'


def _write(tmp_path: Path, body: str, name: str = "prueba.toml") -> Path:
    path = tmp_path / name
    path.write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    return path


def _errors(path: Path) -> list[tuple[int, str]]:
    found, errors = load_set(path)
    assert found is None and errors
    assert all(e.path.endswith(path.name) for e in errors)
    return [(e.line, e.message) for e in errors]


def test_unknown_kind_is_refused_at_the_line_of_its_kind_key(tmp_path):
    path = _write(tmp_path, """
        [[puzzle]]
        kind = "canasta.valor"
        level = 1
        seed = 1

        [[puzzle]]
        kind = "canasta.pozzo"
        level = 1
        seed = 2
        """)
    ((line, message),) = _errors(path)
    assert line == 10 and "unknown puzzle kind 'canasta.pozzo'" in message


def test_bad_card_is_refused_at_the_line_of_its_field(tmp_path):
    path = _write(tmp_path, """
        [[puzzle]]
        kind = "canasta.pozo"
        level = 1
        [puzzle.situation]
        pozo = ["9C", "6H", "QD", "3S"]
        primera_toma_hecha = true
        salida_hecha = true
        puntuacion = 600
        mano = ["QS", "QX", "7C"]
        combinaciones = [["9S", "9H", "9D"]]
        """)
    ((line, message),) = _errors(path)
    assert line == 12 and "QX" in message and "impossible situation" in message


def test_impossible_situation_is_refused_at_the_line_of_its_field(tmp_path):
    path = _write(tmp_path, """
        [[puzzle]]
        kind = "tresillo.resultado"
        level = 1
        seed = 3

        [[puzzle]]
        kind = "tresillo.resultado"
        level = 2
        situation = { bazas = { jugador = 5, contra_a = 5, contra_b = 2 } }
        """.replace("canasta", "tresillo")).read_text().replace('game = "canasta"', 'game = "tresillo"')
    p = tmp_path / "t.toml"
    p.write_text(path, encoding="utf-8")
    ((line, message),) = _errors(p)
    assert line == 12 and "tricks must add up to 9" in message


def test_missing_situation_field_names_it(tmp_path):
    path = _write(tmp_path, """
        [[puzzle]]
        kind = "canasta.salida"
        [puzzle.situation]
        puntuacion = 800
        """)
    ((line, message),) = _errors(path)
    assert line in (4, 6) and "combinaciones" in message


def test_kind_of_another_game_is_refused(tmp_path):
    path = _write(tmp_path, """
        [[generate]]
        kind = "tresillo.cobro"
        level = 1
        count = 2
        """)
    ((line, message),) = _errors(path)
    assert line == 5 and "not a canasta kind" in message


@pytest.mark.parametrize("body, line, words", [
    ('[[puzzle]]\nkind = "canasta.valor"\nlevel = 4\nseed = 1\n', 5, "level must be 1, 2 or 3"),
    ('[[puzzle]]\nkind = "canasta.valor"\nlevel = 1\nseed = -1\n', 6, "seed"),
    ('[[puzzle]]\nkind = "canasta.valor"\nlevel = 1\n', 3, "exactly one of seed"),
    ('[[puzzle]]\nid = "canasta.valor-v1-L2"\n', 4, "malformed puzzle id"),
    ('[[puzzle]]\nid = "canasta.valor-v9-L2-S1"\n', 4, "generator version"),
    ('[[generate]]\nkind = "canasta.valor"\nlevel = 1\ncount = 0\n', 6, "count"),
    ('[[generate]]\nkind = "canasta.valor"\nlevel = 1\ncount = 2\nseeds = 3\n', 7, "unknown key 'seeds'"),
    ('colour = "red"\n[[puzzle]]\nid = "canasta.valor-v1-L1-S1"\n', 3, "unknown key 'colour'"),
    ('[[puzzle]]\nid = "canasta.valor-v1-L1-S1"\n[[puzzle]]\nkind = "canasta.valor"\nlevel = 1\nseed = 1\n', 5,
     "already in this set (line 3)"),
    ('[[puzzle]]\nkind = "canasta.valor"\nlevel = 1\nseed = 1\nnot toml\n', 7, "not valid TOML"),
    # an inline array of tables (as older exports wrote it): each entry at its own line
    ('puzzle = [\n    { id = "canasta.valor-v1-L1-S1" },\n    { id = "canasta.valor-v9-L2-S1" },\n]\n', 5,
     "generator version"),
    ('puzzle = [ { id = "canasta.valor-v9-L2-S1" },\n  { id = "canasta.valor-v1-L1-S1" } ]\n', 3, "generator version"),
])
def test_bad_entries_are_refused_with_their_line(tmp_path, body, line, words):
    path = tmp_path / "prueba.toml"
    path.write_text(HEADER + body, encoding="utf-8")
    found = _errors(path)
    assert (line, words) in [(ln, words) for ln, m in found if words in m], found


def test_header_errors(tmp_path):
    path = tmp_path / "prueba.toml"
    path.write_text('title = "Prueba"\ngame = "mus"\n', encoding="utf-8")
    found = _errors(path)
    assert (1, True) in [(ln, "title must be a table with both languages" in m) for ln, m in found]
    assert (2, True) in [(ln, "game must be one of" in m) for ln, m in found]
    assert any("at least one [[puzzle]]" in m for _, m in found)


def test_set_name_comes_from_the_file_name(tmp_path):
    good = _write(tmp_path, '[[puzzle]]\nid = "canasta.valor-v1-L1-S1"\n', name="mi-club.toml")
    assert load_set(good)[0].name == "mi-club"
    bad = _write(tmp_path, '[[puzzle]]\nid = "canasta.valor-v1-L1-S1"\n', name="mi_club.toml")
    assert any("lower-case" in m for _, m in _errors(bad))


def test_check_content_reports_a_broken_set_with_file_and_line(tmp_path, capsys):
    _write(tmp_path, '[[puzzle]]\nkind = "canasta.pozzo"\nlevel = 1\nseed = 1\n', name="roto.toml")
    assert main(["check-content", "--puzzles", str(tmp_path), "--no-puzzles"]) == 2
    out = capsys.readouterr().out
    assert "roto.toml:4: unknown puzzle kind 'canasta.pozzo'" in out
    with pytest.raises(InvalidContent):
        require_valid_sets(tmp_path)


def test_app_refuses_a_broken_set_with_check_contents_messages(tmp_path, capsys):
    from tutor.web import create_app

    sets = tmp_path / "puzzles"
    sets.mkdir()
    _write(sets, '[[puzzle]]\nkind = "canasta.pozzo"\nlevel = 1\nseed = 1\n', name="roto.toml")
    with pytest.raises(InvalidContent) as caught:
        create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(tmp_path / "t.sqlite"),
                    "PUZZLES_ROOT": str(sets)}, instance_path=str(tmp_path))
    assert main(["check-content", "--puzzles", str(sets)]) == 2
    printed = [line for line in capsys.readouterr().out.splitlines() if line]
    assert [str(e) for e in caught.value.errors] == printed
    assert len(printed) == 1 and "roto.toml:4: unknown puzzle kind 'canasta.pozzo'" in printed[0]
    assert not (tmp_path / "t.sqlite").exists()  # refused before creating anything


def test_serve_stops_on_a_broken_set_and_counts_its_errors(tmp_path, monkeypatch, capsys):
    import waitress

    def started(*args, **kwargs):
        raise AssertionError("the server started with a broken puzzle set")

    sets = tmp_path / "puzzles"
    sets.mkdir()
    _write(sets, '[[puzzle]]\nkind = "canasta.pozzo"\nlevel = 1\nseed = 1\n', name="roto.toml")
    monkeypatch.setenv("TAPETE_PUZZLES", str(sets))
    monkeypatch.setattr(waitress, "serve", started)
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    assert main(["serve", "--instance", str(tmp_path / "instance"), "--port", str(port)]) == 2
    out, err = capsys.readouterr()
    assert "roto.toml:4: unknown puzzle kind 'canasta.pozzo'" in out
    assert "1 error(s) in the content" in err


def test_check_content_counts_the_sets(capsys):
    assert main(["check-content", "--puzzles", str(PUZZLES), "--no-puzzles"]) == 0
    assert "8 puzzle sets" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------------- writing sets


DEAL = {"lance": "entrada", "favor": False, "plato": {"tantos": 60, "puesta": "reservada"},
        "bazas": {"jugador": 2, "contra_a": 5, "contra_b": 2}, "estuches": 0, "contraestuche": 4,
        "primeras": None, "cartulina": []}
RENDIDA = {**DEAL, "bazas": {"jugador": 1, "contra_a": 1, "contra_b": 0}, "rendida": {"defendida_por": None}}


def test_a_saved_ruling_serialises_to_a_set_the_loader_accepts(tmp_path):
    pozo = {"pozo": ["5S", "JK", "7D", "KH"], "primera_toma_hecha": True, "salida_hecha": False,
            "puntuacion": 1800, "mano": ["KS", "KD", "AH", "AS", "2C", "9H"], "combinaciones": []}
    text = set_toml("Mis puzzles", "canasta", [puzzle_entry("canasta.pozo", pozo, ruling="canasta.pozo")])
    tomllib.loads(text)
    path = tmp_path / "mis-puzzles.toml"
    path.write_text(text, encoding="utf-8")
    found, errors = load_set(path)
    assert errors == [] and found.title == {"es": "Mis puzzles", "en": "Mis puzzles"}
    (p,) = found.puzzles()
    assert p.situation_json() == pozo and p.level == 1
    assert p.id == puzzles.puzzle_from_situation("canasta.pozo", 1, pozo).id


def test_nulls_survive_the_round_trip(tmp_path):
    text = set_toml({"es": "Cobros", "en": "Payments"}, "tresillo",
                    [puzzle_entry("tresillo.cobro", DEAL, level=2), puzzle_entry("tresillo.cobro", RENDIDA, level=3)])
    path = tmp_path / "cobros.toml"
    path.write_text(text, encoding="utf-8")
    found, errors = load_set(path)
    assert errors == []
    assert found.entries[0].situation == DEAL and found.entries[1].situation == RENDIDA
    assert found.puzzles()[0].answer == puzzles.puzzle_from_situation("tresillo.cobro", 2, DEAL).answer


def test_the_ruling_saved_picks_the_level_whose_question_it_answers():
    baza = {"triunfo": "c", "cartas": ["5c", "1b", "7c"]}
    assert puzzle_entry("tresillo.orden", baza, ruling="tresillo.baza")["level"] == 3
    assert puzzle_entry("tresillo.orden", baza, ruling="tresillo.orden")["level"] == 1
    assert puzzle_entry("pinacle.comodin", {"comodin": "2C", "combinacion": "trio", "sustituye": "AD"},
                        ruling="pinacle.rescate")["level"] == 1
    assert puzzle_entry("pinacle.comodin", {"cartas": ["5S", "JK", "7S"]}, ruling="pinacle.escalera")["level"] == 2


NAMES = ['a"b', "a\\b", "línea\nnueva", "tab\tcontrol\x01\x1f\x7f", "'" * 3, '"' * 3, "]] [[x", "# no comment"]


@pytest.mark.parametrize("name", NAMES)
def test_a_set_file_is_valid_toml_whatever_its_title_holds(name):
    text = set_toml(name, "canasta", [puzzle_entry("canasta.pozo", {"pozo": ["5S"], "nota": name})])
    data = tomllib.loads(text)
    assert data["title"] == {"es": name, "en": name} and data["puzzle"][0]["situation"]["nota"] == name


def test_the_app_serves_the_sets_of_its_own_puzzles_folder_on_every_page(tmp_path):
    from tutor.web import create_app

    sets = tmp_path / "puzzles"
    sets.mkdir()
    _write(sets, '[[puzzle]]\nkind = "canasta.pozo"\nlevel = 1\nseed = 1\n', name="club.toml")
    app = create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(tmp_path / "t.sqlite"),
                      "PUZZLES_ROOT": str(sets)}, instance_path=str(tmp_path))
    client = app.test_client()
    assert [s["name"] for s in client.get("/api/v1/puzzle-sets").get_json()["sets"]] == ["club"]
    assert client.get("/colecciones/club").status_code == 200
    assert client.get("/colecciones/canasta-pozo").status_code == 404  # a bundled set, not this app's


def test_a_set_is_read_from_its_text_without_a_file():
    found, errors = read_set(HEADER + '[[puzzle]]\nid = "canasta.valor-v1-L1-S1"\n', "subido", "mio.toml")
    assert errors == [] and list(found.puzzle_ids()) == ["canasta.valor-v1-L1-S1"]
    found, errors = read_set(HEADER + '[[puzzle]]\nid = "canasta.valor-v9-L1-S1"\n', "subido", "mio.toml")
    assert found is None and [(e.path, e.line) for e in errors] == [("mio.toml", 4)]
