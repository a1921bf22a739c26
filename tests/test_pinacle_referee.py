"""Pinacle rulings through the referee (``referee.md``): answers' shapes, examples, bad situations."""

import json

import pytest

from tutor.referee import RULINGS, run_json
from tutor.rules.base import InvalidSituation
from tutor.rules.house_rules import HouseRules

NAMES = ("pinacle.escalera", "pinacle.especial", "pinacle.rescate", "pinacle.jugada")
SHAPES = {
    "pinacle.escalera": {"valida", "completa", "clase", "puntos", "bloqueados"},
    "pinacle.especial": {"nombre", "puntos"},
    "pinacle.rescate": {"rescatable", "puntos"},
    "pinacle.jugada": {"legal", "motivo"},
}


@pytest.mark.parametrize("name", NAMES)
def test_pinacle_referee_example_answers_in_both_languages(name):
    spec = RULINGS[name]
    assert spec.game == "pinacle" and set(spec.title) == {"es", "en"}
    assert set(spec.example) <= set(spec.fields)
    es, en = run_json(name, spec.example), run_json(name, spec.example, lang="en")
    assert set(es["answer"]) == SHAPES[name]
    assert es["answer"] == en["answer"] and es["reasons"][0]["text"] != en["reasons"][0]["text"]
    assert all(r["rule"].startswith("pinacle §") for r in es["reasons"])
    assert es["house_rules"] == {"pinacle": HouseRules().to_dict()["pinacle"]}
    json.dumps(es)


def test_pinacle_referee_escalera_example_is_E10():
    out = run_json("pinacle.escalera", RULINGS["pinacle.escalera"].example)
    assert out["answer"] == {"valida": True, "completa": True, "clase": "sucia", "puntos": 530, "bloqueados": [6]}


def test_pinacle_referee_especial_example_is_S10():
    assert run_json("pinacle.especial", RULINGS["pinacle.especial"].example)["answer"] == {
        "nombre": "pinaculo_de_mano", "puntos": 3000}


def test_pinacle_referee_rescate_example_is_C1():
    assert run_json("pinacle.rescate", RULINGS["pinacle.rescate"].example)["answer"] == {
        "rescatable": True, "puntos": 30}


def test_pinacle_referee_escalera_as_a_string_with_inicio():
    out = run_json("pinacle.escalera", {"cartas": "9H JK 2C", "inicio": True})
    assert out["answer"]["valida"] is False and out["reasons"][-1]["rule"] == "pinacle §14 B5"


def test_pinacle_referee_especial_on_the_table():
    out = run_json("pinacle.especial", {"cartas": "QS QS QH QH QD QD QC QC JK JK 2C", "en_mano": False})
    assert out["answer"] == {"nombre": None, "puntos": 0}


def test_pinacle_referee_rescate_blocked():
    out = run_json("pinacle.rescate", {"comodin": "JK", "combinacion": "escalera", "sustituye": "7C",
                                       "bloqueado": True})
    assert out["answer"] == {"rescatable": False, "puntos": 0}


def test_pinacle_referee_house_rules_are_applied_and_echoed():
    from tutor.rules.profiles import profile_from_mapping

    club = profile_from_mapping("club_1", {"pinacle": {"premio_dos_rescatado_otros": 10}})
    out = run_json("pinacle.rescate", {"comodin": "2S", "combinacion": "trio", "sustituye": "7D"}, club)
    assert out["answer"] == {"rescatable": True, "puntos": 10}
    assert out["reasons"][0]["text"] == "Reglas: club_1." and out["reasons"][0]["rule"] == "pinacle §14"
    assert out["reasons"][-1]["text"] == ("Con la regla de la casa «2 rescatado de otro trío: 10» (Reglamento: 0) la "
                                          "respuesta cambia.")
    assert out["house_rules"]["pinacle"]["premio_dos_rescatado_otros"] == 10


@pytest.mark.parametrize("name,situation,field", [
    ("pinacle.escalera", {"cartas": []}, "cartas"),
    ("pinacle.escalera", {"cartas": ["5H", "5H", "5H"]}, "cartas"),
    ("pinacle.escalera", {"cartas": ["5H", "ZZ", "7H"]}, "cartas"),
    ("pinacle.escalera", {"cartas": ["5H", "6H", "7H"], "rescatados": ["8H"]}, "rescatados"),
    ("pinacle.escalera", {"cartas": ["5H", "6H", "7H"], "inicio": "yes"}, "inicio"),
    ("pinacle.escalera", {}, "cartas"),
    ("pinacle.escalera", {"cartas": ["5H", "6H", "7H"], "palo": "H"}, "palo"),
    ("pinacle.especial", {"cartas": ["AS", "AH", "KS"]}, "cartas"),
    ("pinacle.especial", {"cartas": ["AS", "AH", "AD"], "de_mano": 1}, "de_mano"),
    ("pinacle.rescate", {"comodin": "5H", "combinacion": "trio", "sustituye": "5C"}, "comodin"),
    ("pinacle.rescate", {"comodin": "JK", "combinacion": "canasta", "sustituye": "5C"}, "combinacion"),
    ("pinacle.rescate", {"comodin": "JK", "combinacion": "trio", "sustituye": "5C 6C"}, "sustituye"),
])
def test_pinacle_referee_bad_situation_names_the_field(name, situation, field):
    with pytest.raises(InvalidSituation) as err:
        run_json(name, situation)
    assert err.value.field == field
    assert str(err.value)


def test_pinacle_wording_suit_names_and_plurals():
    out = run_json("pinacle.escalera", {"cartas": ["2S", "4S", "5S", "6S", "7S", "8S", "JK", "10S", "JS", "QS", "KS",
                                                   "AS"]})
    textos = [r["text"] for r in out["reasons"]]
    assert textos[0] == "Escalera de picas: 12 cartas seguidas, de 3S a AS (el orden es 3 … A)."
    # the 2S at 3S is of its own suit: named, and no "0 doses de otro palo" (course review 11, #5)
    assert textos[-1].startswith("Escalera completa sucia: entre sus doce cartas hay 1 joker y 1 dos de su mismo palo.")
    en = run_json("pinacle.escalera", {"cartas": ["3H", "4H", "5H"]}, lang="en")["reasons"][0]["text"]
    assert en.startswith("Escalera of hearts: 3 cards in sequence")
    out = run_json("pinacle.especial", {"cartas": ["AS", "AH", "AD", "JK"]})
    assert out["reasons"][-1]["text"].startswith("3 ases y 1 comodín no forman combinación especial")
