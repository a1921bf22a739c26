"""The play rulings of Tresillo through the referee (``referee.md``): orden, baza, jugada_legal, resultado,
estuches, firmes."""

import pytest

from tutor.referee import RULINGS, run_json
from tutor.rules.base import InvalidSituation

PLAY = ["tresillo.orden", "tresillo.baza", "tresillo.jugada_legal", "tresillo.resultado", "tresillo.estuches",
        "tresillo.firmes"]

EXPECTED = {
    "tresillo.orden": ["1e", "7o", "1b", "12o", "12c", "5c", "2e"],
    "tresillo.baza": {"gana": "7c"},
    "tresillo.jugada_legal": {"legales": ["7c"]},
    "tresillo.resultado": {"resultado": "puesta", "codillo_para": None},
    "tresillo.estuches": {"estuches": 5, "contraestuche": 0},
    "tresillo.firmes": {"firmes": [{"carta": "12c", "categoria": 1}, {"carta": "11c", "categoria": 1},
                                   {"carta": "11e", "categoria": 1}, {"carta": "10e", "categoria": 1}]},
}


@pytest.mark.parametrize("name", PLAY)
def test_referee_tresillo_example_of_each_ruling(name):
    spec = RULINGS[name]
    assert spec.game == "tresillo" and set(spec.title) == {"es", "en"}
    assert set(spec.example) <= set(spec.fields)
    out = run_json(name, dict(spec.example))
    assert out["ruling"] == name
    assert out["answer"] == EXPECTED[name]
    assert out["reasons"] and all(r["rule"].startswith("tresillo §") and r["text"] for r in out["reasons"])
    assert "privilegio_matadores" in out["house_rules"]["tresillo"]


def test_referee_tresillo_cobro_comes_after_the_play_rulings():
    names = [n for n in RULINGS if n.startswith("tresillo.")]
    assert names[:6] == PLAY


def test_referee_tresillo_english_text():
    out = run_json("tresillo.baza", {"triunfo": "o", "cartas": "3e 1e 12e"}, lang="en")
    assert out["answer"] == {"gana": "1e"}
    assert out["reasons"][-1]["text"].startswith("The winner is the espada (1e)")


def test_referee_tresillo_house_rules_change_the_answer():
    from tutor.rules.profiles import profile_from_mapping

    club = profile_from_mapping("club_1", {"tresillo": {"privilegio_matadores": "nunca_forzado"}})
    out = run_json("tresillo.jugada_legal", {"triunfo": "c", "baza": ["1e"], "mano": ["7c", "12e"]}, club)
    assert out["answer"] == {"legales": ["7c", "12e"]}
    assert [c["setting"] for c in out["changed_by"]] == ["privilegio_matadores"]


def test_referee_tresillo_resultado_codillo_and_bola():
    out = run_json("tresillo.resultado", {"bazas": {"jugador": 3, "contra_a": 2, "contra_b": 4}})
    assert out["answer"] == {"resultado": "codillo", "codillo_para": "contra_b"}
    out = run_json("tresillo.resultado", {"bazas": {"jugador": 8, "contra_a": 1, "contra_b": 0}, "lance": "bola"})
    assert out["answer"]["resultado"] == "puesta"


def test_referee_tresillo_jugada_legal_leading_needs_no_baza():
    out = run_json("tresillo.jugada_legal", {"triunfo": "o", "mano": ["1e", "3c"]})
    assert out["answer"] == {"legales": ["1e", "3c"]}


@pytest.mark.parametrize("name, situation, field", [
    ("tresillo.baza", {"triunfo": "o", "cartas": ["8o", "1e", "12e"]}, "cartas"),
    ("tresillo.baza", {"triunfo": "x", "cartas": ["3o", "1e", "12e"]}, "triunfo"),
    ("tresillo.baza", {"triunfo": "o", "cartas": ["3o", "1e"]}, "cartas"),
    ("tresillo.orden", {"triunfo": "o", "cartas": ["3o", "3o"]}, "cartas"),
    ("tresillo.jugada_legal", {"triunfo": "o", "baza": ["3c"], "mano": ["3c", "4c"]}, "mano"),
    ("tresillo.estuches", {"triunfo": "o", "mano": ["1e", "7o", "1b", "1o", "12o", "3o", "5c", "6c", "12b", "11b"]},
     "mano"),
    ("tresillo.estuches", {"triunfo": "o", "mano": ["1e", "7o", "1b", "1o", "12o", "3o", "5c", "6c", "6c"]}, "mano"),
    ("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 3, "contra_b": 2}}, "bazas"),
    ("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 4}}, "bazas"),
    ("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 2, "contra_b": 2}, "lance": "tute"}, "lance"),
    ("tresillo.firmes", {"triunfo": "o", "mano": ["12c"], "fuera": ["12c"]}, "fuera"),
    ("tresillo.firmes", {"triunfo": "o", "mano": ["12c"], "extra": 1}, "extra"),
], ids=["eight", "bad_trump", "two_cards", "held_twice", "baza_and_hand", "ten_cards", "estuche_twice",
        "tricks_ten", "missing_count", "unknown_lance", "held_and_out", "unknown_field"])
def test_referee_tresillo_bad_input_names_the_field(name, situation, field):
    with pytest.raises(InvalidSituation) as err:
        run_json(name, situation)
    assert err.value.field == field
    assert str(err.value)


@pytest.mark.parametrize("name, situation, field, words", [
    ("tresillo.jugada_legal", {"triunfo": "o", "baza": ["3c"], "mano": ["3c", "4c"]}, "mano",
     "card 3c appears twice in baza and in mano"),
    ("tresillo.firmes", {"triunfo": "o", "mano": ["12c"], "fuera": ["12c"]}, "fuera",
     "card 12c appears twice in mano and in fuera"),
    ("tresillo.orden", {"triunfo": "o", "cartas": ["3o", "3o"]}, "cartas", "card 3o appears twice in cartas"),
    ("tresillo.resultado", {"bazas": {"jugador": 5, "contra_a": 2, "contra_b": 2, "alcalde": 0}}, "bazas",
     "^bazas.alcalde: unknown field; bazas takes jugador, contra_a, contra_b$"),
], ids=["baza_and_hand", "held_and_out", "held_twice", "nested_unknown_field"])
def test_referee_tresillo_errors_say_where(name, situation, field, words):
    """A card held twice is reported with the field(s) holding it; an unknown nested key in full (bazas.alcalde)."""
    with pytest.raises(InvalidSituation, match=words) as err:
        run_json(name, situation)
    assert err.value.field == field
