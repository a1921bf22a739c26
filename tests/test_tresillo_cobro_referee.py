"""``tresillo.cobro`` through the referee (``referee.md``; ``rules/tresillo.md §13``)."""

import pytest

from tutor.referee import get, run_json
from tutor.referee.tresillo_cobro import decide
from tutor.rules.base import InvalidSituation
from tutor.rules.house_rules import HouseRules


def situation(**changes):
    base = {"lance": "entrada", "favor": False, "plato": {"tantos": 10, "puesta": "ninguna"},
            "bazas": {"jugador": 4, "contra_a": 4, "contra_b": 1}, "estuches": 3, "contraestuche": 0,
            "primeras": "contras"}
    base.update(changes)
    return base


def test_tresillo_13_14_cobro_spec_example_is_walkthrough_deal_4():
    spec = get("tresillo.cobro")
    assert spec.game == "tresillo" and set(spec.title) == {"es", "en"}
    assert set(spec.fields) == {"lance", "favor", "plato", "bazas", "estuches", "contraestuche", "primeras",
                                "cartulina", "rendida", "jugadores"}
    out = run_json("tresillo.cobro", spec.example)
    assert out["ruling"] == "tresillo.cobro"
    assert out["answer"] == {"neto": {"jugador": -135, "contra_a": 65, "contra_b": 5, "alcalde": 5},
                             "plato": {"tantos": 60, "puesta": "reservada"}, "cartulina": [60]}
    assert [r["rule"] for r in out["reasons"]][-1] == "tresillo §13.8 3"
    assert out["house_rules"]["tresillo"]["favor_redondeo"] == "doblar_y_redondear"


def test_tresillo_13_8_L1_cobro_json():
    out = run_json("tresillo.cobro", situation())
    assert out["answer"] == {"neto": {"jugador": -45, "contra_a": 5, "contra_b": 5, "alcalde": 5},
                             "plato": {"tantos": 40, "puesta": "primera"}, "cartulina": []}
    assert "tresillo §13.3 1" in [r["rule"] for r in out["reasons"]]
    assert all(r["text"] for r in out["reasons"])


def test_tresillo_13_11_D_cobro_json_defended_entrada():
    s = situation(plato={"tantos": 25, "puesta": "ninguna"}, bazas={"jugador": 2, "contra_a": 2, "contra_b": 5},
                  primeras=None, rendida={"defendida_por": "contra_a"})
    out = run_json("tresillo.cobro", s, lang="en")
    assert out["answer"]["neto"] == {"jugador": -45, "contra_a": -45, "contra_b": 45, "alcalde": 0}
    assert out["answer"]["plato"] == {"tantos": 70, "puesta": "primera"}
    assert any("mano pobre" in r["text"] for r in out["reasons"])


def test_tresillo_13_10_R2_cobro_json_vuelta_rendida():
    s = situation(lance="vuelta", plato={"tantos": 25, "puesta": "ninguna"},
                  bazas={"jugador": 0, "contra_a": 2, "contra_b": 1}, estuches=0, primeras=None,
                  rendida={"defendida_por": None})
    assert run_json("tresillo.cobro", s)["answer"]["neto"]["jugador"] == -60


def test_tresillo_2_2_cobro_json_three_players_has_no_alcalde():
    out = run_json("tresillo.cobro", situation(jugadores=3))
    assert out["answer"]["neto"] == {"jugador": -40, "contra_a": 5, "contra_b": 5}


def test_tresillo_13_7_W3_cobro_json_with_cartulina():
    s = situation(lance="solo", plato={"tantos": 65, "puesta": "reservada"}, cartulina=[40],
                  bazas={"jugador": 7, "contra_a": 1, "contra_b": 1}, estuches=0, primeras="jugador")
    out = run_json("tresillo.cobro", s)
    assert out["answer"]["neto"]["jugador"] == 140
    assert out["answer"]["plato"] == {"tantos": 40, "puesta": "reservada"} and out["answer"]["cartulina"] == []


def test_tresillo_16_A3_cobro_json_house_rules():
    from tutor.rules.profiles import profile_from_mapping

    club = profile_from_mapping("club_1", {"tresillo": {"favor_redondeo": "redondear_y_doblar"}})
    s = situation(lance="vuelta", favor=True, bazas={"jugador": 5, "contra_a": 2, "contra_b": 2}, estuches=0,
                  primeras=None, plato={"tantos": 15, "puesta": "ninguna"})
    out = run_json("tresillo.cobro", s, club)
    assert out["answer"]["neto"]["jugador"] == 75
    assert (out["profile"], out["changed_by"]) == ("club_1", [{"game": "tresillo", "setting": "favor_redondeo",
                                                                "reglamento": "doblar_y_redondear",
                                                                "value": "redondear_y_doblar"}])
    assert run_json("tresillo.cobro", s)["answer"]["neto"]["jugador"] == 60


@pytest.mark.parametrize("changes, field, words", [
    ({"plato": {"tantos": -5, "puesta": "ninguna"}}, "plato", "at least 0"),
    ({"plato": {"tantos": 10}}, "plato", "required"),
    ({"plato": {"tantos": 10, "puesta": "ninguna", "extra": 1}}, "plato",
     "^plato.extra: unknown field; plato takes tantos, puesta$"),
    ({"bazas": {"jugador": 4, "contra_a": 4, "contra_b": 1, "alcalde": 0}}, "bazas",
     "^bazas.alcalde: unknown field; bazas takes jugador, contra_a, contra_b$"),
    ({"bazas": {"jugador": 4, "contra_a": 4, "contra_b": 2}}, "bazas", "add up to 9"),
    ({"bazas": {"jugador": 4, "contra_a": 5}}, "bazas", "required"),
    ({"lance": "tute"}, "lance", "must be one of"),
    ({"favor": "no"}, "favor", "true or false"),
    ({"estuches": 3, "contraestuche": 3}, "contraestuche", "exclude"),
    ({"primeras": "nadie"}, "primeras", "must be one of"),
    ({"cartulina": [50]}, "cartulina", "inconsistent"),
    ({"cartulina": [-5], "plato": {"tantos": 10, "puesta": "primera"}}, "cartulina", "at least 1"),
    ({"cartulina": "50"}, "cartulina", "list"),
    ({"rendida": {"defendida_por": "alcalde"}}, "rendida", "must be one of"),
    ({"lance": "solo", "rendida": {"defendida_por": None}}, "rendida", "cannot be surrendered"),
    ({"jugadores": 5}, "jugadores", "at most 4"),
    ({"mesa": 1}, "mesa", "unknown field"),
    ({"plato": {"tantos": 7, "puesta": "ninguna"}}, "plato", "7 tantos, which is not a multiple of 5"),
    ({"plato": {"tantos": 37, "puesta": "primera"}}, "plato", "not a multiple of 5"),
    ({"cartulina": [22], "plato": {"tantos": 10, "puesta": "primera"}}, "cartulina", "multiple of 5"),
], ids=["negative_plato", "plato_without_state", "plato_unknown_key", "bazas_alcalde", "bazas_not_9", "bazas_missing_count",
        "unknown_lance", "favor_not_bool", "estuches_and_contraestuche", "bad_primeras", "cartulina_without_puesta",
        "negative_reserved_puesta", "cartulina_not_list", "bad_defender", "solo_rendido", "five_players",
        "unknown_field", "plato_7", "plato_37", "reserved_puesta_22"])
def test_tresillo_13_cobro_json_bad_situation(changes, field, words):
    with pytest.raises(InvalidSituation, match=words) as err:
        run_json("tresillo.cobro", situation(**changes))
    assert err.value.field == field


def test_tresillo_13_cobro_required_fields():
    s = situation()
    del s["primeras"]
    with pytest.raises(InvalidSituation) as err:
        decide(s, HouseRules())
    assert err.value.field == "primeras"


@pytest.mark.parametrize("enchilada, ok", [(0, True), (25, True), (7, False), (12, False)])
def test_tresillo_16_A28_enchilada_must_be_a_multiple_of_5(enchilada, ok):
    """§16 A28, docs/house-rules.md: the enchilada is refused at settings-validation time unless a multiple of 5."""
    if ok:
        assert HouseRules.from_mapping({"tresillo": {"enchilada": enchilada}}).tresillo.enchilada == enchilada
        return
    with pytest.raises(InvalidSituation, match=f"house rule tresillo.enchilada must be a multiple of 5, got {enchilada}"):
        HouseRules.from_mapping({"tresillo": {"enchilada": enchilada}})


def test_tresillo_13_cobro_wording_reads_well():
    s = situation(lance="vuelta", favor=False, plato={"tantos": 15, "puesta": "ninguna"},
                  bazas={"jugador": 5, "contra_a": 2, "contra_b": 2}, estuches=0, contraestuche=0, primeras=None)
    textos = [r["text"] for r in run_json("tresillo.cobro", s)["reasons"]]
    assert textos[0] == "El plato tiene 15 tantos, sin puesta: caso 1 (lectura de Tapete, sin ajuste)."
    assert "Caso 1: 5 por jugar + 2 de condiciones = 7 tantos por jugador." in textos
    assert "Cada uno de los otros 3 (contra A, contra B, alcalde) paga 10 al jugador: 30 tantos." in textos
    assert not any("doblar" in t or "«" in t for t in textos)
    en = [r["text"] for r in run_json("tresillo.cobro", s, lang="en")["reasons"]]
    assert en[0] == "The plato holds 15 tantos, without puesta: caso 1 (Tapete's reading, no setting)."


def test_tresillo_roles_are_named_in_the_text_and_kept_as_ids_in_the_values():
    s = situation(lance="entrada", favor=False, plato={"tantos": 60, "puesta": "reservada"},
                  bazas={"jugador": 2, "contra_a": 5, "contra_b": 2}, estuches=0, contraestuche=4, primeras=None)
    reasons = run_json("tresillo.cobro", s)["reasons"]
    assert reasons[1]["text"] == "Da codillo el contra A, con 5 bazas, más que el jugador (2): el jugador pierde por codillo."
    assert reasons[1]["values"]["codillo_para"] == "contra_a"
    codillo = [r for r in run_json("tresillo.cobro", s, lang="en")["reasons"] if r["rule"] == "tresillo §13.8 3"]
    assert codillo[0]["text"] == "Codillo: the jugador pays contra A, who gave codillo, the same as the puesta: 60 tantos."


def test_tresillo_12_firmes_wording_real_plurals():
    out = run_json("tresillo.firmes", {"triunfo": "o", "mano": ["12c", "11c", "10c", "12e"]})
    textos = [r["text"] for r in out["reasons"]]
    assert textos == [
        "En copas, la racha 12c 11c 10c no tiene por encima ninguna carta aún en juego: 3 firmes de 1ª categoría.",
        "En espadas, la racha 12e no tiene por encima ninguna carta aún en juego: 1 firme de 1ª categoría."]
    out = run_json("tresillo.firmes", {"triunfo": "o", "mano": ["11e", "10e", "7e"]})
    assert [r["text"] for r in out["reasons"]] == [
        "En espadas, la racha 11e 10e 7e tiene 3 cartas y por encima 1 carta aún en juego (12e): 3 − 1 = 2 firmes "
        "de 2ª categoría: 11e 10e."]


def test_cobro_missing_primeras_names_the_field():
    s = situation()
    del s["primeras"]
    with pytest.raises(InvalidSituation) as err:
        decide(s, HouseRules())
    assert err.value.field == "primeras"


# ------------------------------------------------------------------------------- odd situations

from hypothesis import given, settings as hsettings, strategies as st  # noqa: E402

_MISSING = object()
_ODD = (True, False, None, 0, 1, 1.0, 2.5, 3, 9, 10, 40, 2**70, -1, -2**70, "", "x", "entrada", "bola", "jugador",
        "contras", "contra_a", "contra_b", "ninguna", "primera", "reservada", [], [5], [0], [-5], [True], [1.0],
        [2**70], {}, {"defendida_por": None}, {"jugador": 9}, _MISSING)
"""Odd JSON values (and a missing key) to put in place of a field: wrong types, out of range, near misses."""

_PATHS = (("lance",), ("favor",), ("plato",), ("plato", "tantos"), ("plato", "puesta"), ("plato", "otro"),
          ("bazas",), ("bazas", "jugador"), ("bazas", "contra_a"), ("bazas", "contra_b"), ("bazas", "otro"),
          ("estuches",), ("contraestuche",), ("primeras",), ("cartulina",), ("rendida",),
          ("rendida", "defendida_por"), ("rendida", "otro"), ("jugadores",))
"""Every field of a cobro situation, nested ones too, and an unknown key in each object."""

_bazas = st.integers(0, 9)
_VALID = st.fixed_dictionaries(
    {"lance": st.sampled_from(("entrada", "vuelta", "solo", "vuelta_solera", "bola")), "favor": st.booleans(),
     "plato": st.fixed_dictionaries({"tantos": st.sampled_from((0, 5, 40, 2**70)),
                                     "puesta": st.sampled_from(("ninguna", "primera", "reservada"))}),
     "bazas": st.fixed_dictionaries({"jugador": _bazas, "contra_a": _bazas, "contra_b": _bazas}),
     "estuches": st.sampled_from((0, 3, 4)), "contraestuche": st.sampled_from((0, 3, 4)),
     "primeras": st.sampled_from((None, "jugador", "contras"))},
    optional={"cartulina": st.lists(st.sampled_from((5, 55, 2**70)), max_size=2),
              "rendida": st.sampled_from(({}, {"defendida_por": None}, {"defendida_por": "contra_a"}, None)),
              "jugadores": st.sampled_from((3, 4, None))})
"""Situations every field reader accepts (the deal itself may still be impossible)."""


def _changed(situation: dict, changes: list) -> dict:
    """``situation`` with each ``(path, value)`` put in (``_MISSING``: the key removed)."""
    for path, value in changes:
        where = situation
        for key in path[:-1]:
            where = where.get(key) if type(where) is dict else None
        if type(where) is not dict:
            continue
        if value is _MISSING:
            where.pop(path[-1], None)
        else:
            where[path[-1]] = value
    return situation


_SITUATIONS = st.builds(_changed, _VALID, st.lists(st.tuples(st.sampled_from(_PATHS), st.sampled_from(_ODD)),
                                                   min_size=1, max_size=2))


@hsettings(max_examples=300, deadline=None)
@given(_SITUATIONS)
def test_odd_situations_are_settled_or_refused_naming_a_field(situation):
    """Whatever JSON a client sends, the referee settles it or refuses it with an InvalidSituation (never
    another error)."""
    try:
        decide(situation, HouseRules())
    except InvalidSituation as err:
        assert str(err) and err.es


def test_tresillo_13_puesta_primera_says_who_makes_it_in_english():
    """Course review 10, #4: "(made by the jugador)", as the Spanish "(la hace el jugador)", not "(made by: jugador)"."""
    en = [r["text"] for r in run_json("tresillo.cobro", situation(), lang="en")["reasons"]]
    assert any("(made by the jugador)" in t for t in en), en
    assert not any("made by:" in t for t in en)
