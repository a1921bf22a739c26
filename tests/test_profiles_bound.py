"""A profile reaches every ruling, puzzle, verdict and explanation, and names itself and the settings that changed
the answer (issue 16): the referee, generated puzzles and their ids, a lesson's embedded puzzle, the JSON API and
the command line."""

import json

import pytest

from tutor import content, puzzles, referee
from tutor.cli import main
from tutor.puzzles import InvalidPuzzleId, parse_id
from tutor.rules.profiles import CLASICA, profile_from_mapping

K7 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
MANO = {"combinaciones": [K7], "treses_rojos": 0, "se_fue": True}
CHANGED = [{"game": "canasta", "setting": "premio_irse", "reglamento": 0, "value": 100}]


def test_a_ruling_names_its_profile_and_the_setting_that_changed_it():
    es = referee.run_json("canasta.mano", MANO, CLASICA)
    assert (es["profile"], es["answer"]["total"], es["changed_by"]) == ("clasica", 670, CHANGED)
    assert es["reasons"][0] == {"rule": "canasta §16", "text": "Reglas: Clásica internacional.", "values": {
        "perfil": "clasica", "perfil_es": "Clásica internacional", "perfil_en": "Classic international"}}
    assert es["reasons"][-1]["text"] == ("Con la regla de la casa «premio por irse: 100» (Reglamento: 0) la "
                                         "respuesta cambia.")
    en = referee.run_json("canasta.mano", MANO, CLASICA, lang="en")
    assert [en["reasons"][0]["text"], en["reasons"][-1]["text"]] == [
        "Rules: Classic international.", "With the house rule “premio for going out: 100” (Rulebook: 0) the answer "
                                         "changes."]


def test_under_the_reglamento_a_ruling_names_it_and_its_explanation_is_the_engines():
    out = referee.run_json("canasta.mano", MANO)
    assert (out["profile"], out["changed_by"]) == ("reglamento", [])
    assert out["reasons"] == [r.to_dict() for r in referee.run("canasta.mano", MANO).reasons]


def test_a_profile_that_does_not_change_the_answer_names_no_setting():
    out = referee.run_json("canasta.mano", {**MANO, "se_fue": False}, CLASICA)
    assert out["changed_by"] == [] and out["reasons"][0]["text"] == "Reglas: Clásica internacional."
    assert not any("la respuesta cambia" in r["text"] for r in out["reasons"])


def test_only_the_settings_the_answer_depends_on_are_named():
    """Going out concealed under Clásica: premio_irse alone would change the Reglamento's answer (+100), but
    Clásica pays premio_irse_oculta instead, so only the two settings of going out concealed are named."""
    oculta = {**MANO, "canasta_oculta": "de_mano_sin_apoyo"}
    out = referee.run_json("canasta.mano", oculta, CLASICA)
    assert [c["setting"] for c in out["changed_by"]] == ["premio_irse_oculta", "premios_canasta_oculta"]
    assert out["changed_by"][0]["reglamento"] == -1  # the setting's value; the sentence says it in words
    assert out["reasons"][-2]["text"] == ("Con la regla de la casa «premio por irse con la mano oculta: 200» "
                                          "(Reglamento: el de irse) la respuesta cambia.")


def test_settings_that_act_only_together_are_named_together():
    """A club that lets comodines outnumber naturals AND caps them at 4: 2 naturals + 4 comodines needs both."""
    from tutor.referee.profiles import changed_settings

    club = profile_from_mapping("club_1", {"canasta": {"comodines_no_superan_naturales": False, "max_comodines": 4}})
    rule = lambda house_rules: referee.run("canasta.combinacion", {"cartas": "8S 8H 2C 2D JK JK"}, house_rules).answer
    assert [s.name for s in changed_settings(rule, club, "canasta")] == ["max_comodines",
                                                                          "comodines_no_superan_naturales"]


def test_a_generated_puzzle_carries_its_profile_in_its_id_and_its_verdict_names_the_setting():
    puzzle = puzzles.generate("canasta.combinacion", 3, 20, CLASICA)  # lesson canasta/02's comodines-only meld
    assert str(puzzle.id) == "canasta.combinacion-v1-L3-S20-Pclasica"
    assert puzzles.generate("canasta.combinacion", 3, 20).answer_text() == "comodines"
    assert puzzle.answer_text() == "invalida"
    again = puzzles.from_id(str(puzzle.id))
    assert (again.situation, again.answer, again.profile) == (puzzle.situation, puzzle.answer, CLASICA)
    verdict = puzzles.check(again, "comodines")
    assert not verdict.correct
    data = verdict.to_dict("es")
    assert data["profile"] == "clasica"
    assert data["changed_by"] == [{"game": "canasta", "setting": "combinaciones_de_comodines", "reglamento": True,
                                   "value": False}]
    assert data["explanation"][0] == "Reglas: Clásica internacional."
    assert data["explanation"][-1] == ("Con la regla de la casa «combinaciones solo de comodines: no» (Reglamento: "
                                       "sí) la respuesta cambia.")
    assert "canasta §16" in data["rules"]


def test_a_puzzle_id_without_a_profile_is_the_reglamentos_and_keeps_its_puzzle():
    plain = puzzles.from_id("canasta.combinacion-v1-L3-S20")
    assert (plain.answer_text(), plain.profile.key, plain.changed_by) == ("comodines", "reglamento", ())
    assert puzzles.check(plain, "comodines").to_dict()["explanation"] == plain.ruling.explain("es")


@pytest.mark.parametrize("text", ["canasta.pozo-v2-L3-S7-Pclasica", "canasta.pozo-v1-L2-H3f9a0c21b7de-Pclub_3",
                                  "canasta.pozo-v1-L2-S12345"])
def test_ids_with_a_profile_round_trip(text):
    assert str(parse_id(text)) == text


@pytest.mark.parametrize("text", ["canasta.pozo-v2-L3-S7-Preglamento", "canasta.pozo-v2-L3-S7-PClasica",
                                  "canasta.pozo-v2-L3-S7-P", "canasta.pozo-v2-L3-S7-Pclasica-Pclasica"])
def test_malformed_profile_parts_are_refused(text):
    with pytest.raises(InvalidPuzzleId):
        parse_id(text)


def test_an_unknown_profile_key_is_a_clear_error():
    with pytest.raises(InvalidPuzzleId) as info:
        puzzles.from_id("canasta.pozo-v2-L3-S7-Pcasino")
    assert 'unknown house-rules profile "casino"; known profiles: reglamento, clasica' in str(info.value)
    assert 'no existe el perfil de reglas de la casa "casino"' in info.value.text("es")
    club = profile_from_mapping("casino", {"canasta": {"premio_irse": 50}})
    assert puzzles.from_id("canasta.pozo-v2-L3-S7-Pcasino", profiles={"casino": club}).profile is club


def test_a_lesson_embedded_puzzle_under_clasica():
    """Every bundled lesson's embedded puzzles generate under Clásica; lesson canasta/02's comodines-only meld is no
    longer legal there, and its verdict says which setting made the difference."""
    bundled = content.load(content.default_root(), profile=CLASICA)
    assert list(bundled.errors) == []
    lesson = next(l for l in bundled.lessons if l.id == "canasta/02-combinaciones")
    embed = next(e for e in lesson.puzzles if (e.kind, e.level, e.seed) == ("canasta.combinacion", 3, 20))
    puzzle = puzzles.generate(embed.kind, embed.level, embed.seed, CLASICA)
    verdict = puzzles.check(puzzle, puzzle.answer_text())
    assert verdict.correct and [s.name for s in verdict.changed_by] == ["combinaciones_de_comodines"]


def test_api_ruling_and_puzzle_under_a_profile(api_app):
    client = api_app.test_client()
    r = client.post("/api/v1/rulings/canasta.mano?profile=clasica", json=MANO)
    assert r.status_code == 200 and r.get_json()["changed_by"] == CHANGED
    r = client.post("/api/v1/rulings/canasta.mano", json={**MANO, "profile": "clasica"})
    assert r.status_code == 200 and r.get_json()["profile"] == "clasica"
    r = client.post("/api/v1/rulings/canasta.mano?profile=casino&lang=en", json=MANO)
    assert r.status_code == 400 and r.get_json()["field"] == "profile"
    assert r.get_json()["error"].startswith('profile: unknown house-rules profile "casino"')
    r = client.post("/api/v1/rulings/canasta.mano?profile=clasica", json={**MANO, "profile": "reglamento"})
    assert r.status_code == 400 and r.get_json()["field"] == "profile"
    prompt = client.get("/api/v1/puzzles/canasta.combinacion?level=3&seed=20&profile=clasica").get_json()
    assert (prompt["id"], prompt["profile"]) == ("canasta.combinacion-v1-L3-S20-Pclasica", "clasica")
    verdict = client.post(f"/api/v1/puzzles/{prompt['id']}/check", json={"answer": "invalida"}).get_json()
    assert verdict["correct"] and verdict["changed_by"][0]["setting"] == "combinaciones_de_comodines"


def test_cli_ruling_and_puzzle_with_a_profile(tmp_path, capsys):
    situation = tmp_path / "mano.json"
    situation.write_text(json.dumps(MANO), encoding="utf-8")
    assert main(["ruling", "canasta.mano", str(situation), "--profile", "clasica"]) == 0
    assert json.loads(capsys.readouterr().out)["changed_by"] == CHANGED
    assert main(["ruling", "canasta.mano", str(situation), "--profile", "clasica", "--format", "text",
                 "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Rules: Classic international"
    assert "5. [canasta §16] With the house rule “premio for going out: 100” (Rulebook: 0) the answer changes." in lines
    assert main(["puzzle", "canasta.combinacion", "--level", "3", "--seed", "20", "--profile", "clasica",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == "canasta.combinacion-v1-L3-S20-Pclasica"
    assert main(["puzzle", "canasta.combinacion-v1-L3-S20-Pclasica", "--answer", "comodines", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["changed_by"][0]["setting"] == "combinaciones_de_comodines"
    club = tmp_path / "casino.toml"
    club.write_text('name = "Casino"\n[canasta]\npremio_irse = 50\n', encoding="utf-8")
    assert main(["puzzle", "canasta.mano", "--profile", str(club), "--json"]) == 0
    pid = json.loads(capsys.readouterr().out)["id"]
    assert pid.endswith("-Pcasino")
    assert main(["puzzle", pid, "--profile", str(club), "--key", "--json"]) == 0
    capsys.readouterr()
    assert main(["puzzle", pid, "--json"]) == 2
    assert "casino" in json.loads(capsys.readouterr().out)["error"]
    assert main(["ruling", "canasta.mano", str(situation), "--house-rules", "clasica"]) == 0  # the same option
    assert json.loads(capsys.readouterr().out)["profile"] == "clasica"
    assert main(["ruling", "canasta.mano", str(situation), "--profile", "casino"]) == 2
    assert json.loads(capsys.readouterr().out)["error"].startswith('no existe el perfil de reglas de la casa "casino"')


def test_cli_profile_file_with_three_unknown_settings_names_all_three_with_their_lines(tmp_path, capsys):
    club = tmp_path / "club.toml"
    club.write_text('name = "Club"\n[canasta]\npremio_irs = 100\nmin_natural = 2\n\n[tresillo]\npalo = "o"\n',
                    encoding="utf-8")
    situation = tmp_path / "mano.json"
    situation.write_text(json.dumps(MANO), encoding="utf-8")
    assert main(["ruling", "canasta.mano", str(situation), "--profile", str(club), "--lang", "en"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error.startswith(f'{club}: unknown house rule "canasta.premio_irs" (line 3); unknown house rule '
                            f'"canasta.min_natural" (line 4); unknown house rule "tresillo.palo" (line 7); known '
                            'settings: ')


def test_a_hand_written_puzzle_under_a_profile_is_found_in_its_set():
    from tutor.content import puzzle_sets

    index = puzzle_sets.load_sets(generate_puzzles=False).index
    plain = next(pid for pid in index if "-H" in pid)
    puzzle = puzzles.from_id(f"{plain}-Pclasica", index=index)
    assert (str(puzzle.id), puzzle.profile) == (f"{plain}-Pclasica", CLASICA)
    assert puzzle.situation == puzzles.from_id(plain, index=index).situation
