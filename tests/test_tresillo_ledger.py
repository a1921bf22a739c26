"""A session of deals (``rules/tresillo.md §13.14`` walkthrough, §13.2 dealer's 5 and enchiladas, §2 seats).

The walkthrough's table gives the plato and cartulina; the players are ours: Ana, Beto, Carmen, Dani in seat order
(counter-clockwise), Ana dealing first, palo de favor bastos. Each deal's jugador is an active player of that deal.
"""

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.tresillo.ledger import Reparto, Sesion, liquidar_sesion
from tutor.rules.tresillo.plato import Plato
from tutor.rules.tresillo.house_rules import TresilloHouseRules

PLAYERS = ("Ana", "Beto", "Carmen", "Dani")

WALKTHROUGH = [
    Reparto("Beto", "entrada", "o", {"Beto": 4, "Carmen": 4, "Dani": 1}),
    Reparto("Carmen", "vuelta", "c", {"Carmen": 3, "Dani": 3, "Ana": 3}),
    Reparto("Dani", "solo", "b", {"Dani": 7, "Ana": 1, "Beto": 1}, estuches=4, primeras="jugador"),
    Reparto("Ana", "entrada", "c", {"Ana": 2, "Beto": 5, "Carmen": 2}, contraestuche=4),
    Reparto("Beto", "entrada", "b", {"Beto": 5, "Carmen": 2, "Dani": 2}),
]
# deal -> (dealer, plato at settlement, plato after, balances after (Ana, Beto, Carmen, Dani))
EXPECTED = [
    ("Ana", Plato(5), Plato(30, "primera"), (-5, -25, 0, 0)),
    ("Beto", Plato(35, "primera"), Plato(35, "primera", (55,)), (0, -25, -70, 5)),
    ("Carmen", Plato(40, "primera", (55,)), Plato(55, "reservada"), (-60, -85, -135, 225)),
    ("Dani", Plato(60, "reservada"), Plato(60, "reservada", (60,)), (-195, -20, -130, 225)),
    ("Ana", Plato(65, "reservada", (60,)), Plato(60, "reservada"), (-200, 45, -130, 225)),
]


@pytest.fixture(scope="module")
def walkthrough():
    return liquidar_sesion(PLAYERS, WALKTHROUGH)


@pytest.mark.parametrize("deal", range(5), ids=[f"deal_{i + 1}" for i in range(5)])
def test_tresillo_13_14_walkthrough_deal(walkthrough, deal):
    entry = walkthrough.asientos[deal]
    dealer, before, after, balances = EXPECTED[deal]
    assert entry.numero == deal + 1
    assert entry.repartidor == dealer
    assert entry.plato_antes == before
    assert entry.plato == after
    assert entry.saldos == balances
    assert sum(entry.saldos) + entry.plato.pendiente == 0


def test_tresillo_13_14_deal_3_solo_de_favor_collects_60_from_each(walkthrough):
    entry = walkthrough.asientos[2]
    assert entry.cobro.condiciones == 25 and entry.cobro.cada_uno == 60
    assert dict(entry.neto) == {"Ana": -60, "Beto": -60, "Carmen": -65, "Dani": 220}
    assert dict(entry.papeles)["alcalde"] == "Carmen"


def test_tresillo_13_14_deal_4_codillo_to_the_contra_who_gave_it(walkthrough):
    entry = walkthrough.asientos[3]
    assert dict(entry.papeles) == {"jugador": "Ana", "contra_a": "Beto", "contra_b": "Carmen", "alcalde": "Dani"}
    assert entry.cobro.codillo_para == "contra_a"
    assert dict(entry.neto) == {"Ana": -135, "Beto": 65, "Carmen": 5, "Dani": 0}


def test_tresillo_13_14_deal_5_caso_2_favor_collects_nothing_but_the_plato(walkthrough):
    entry = walkthrough.asientos[4]
    assert entry.cobro.caso == 2 and entry.cobro.cada_uno == 0
    assert dict(entry.neto) == {"Ana": -5, "Beto": 65, "Carmen": 0, "Dani": 0}


def test_tresillo_13_14_session_totals(walkthrough):
    assert walkthrough.saldos == (-200, 45, -130, 225)
    assert walkthrough.saldo("Dani") == 225
    assert walkthrough.pendiente == 60
    assert walkthrough.repartidor == 1          # Beto deals next: the deal passes to the right


def test_tresillo_13_2_E1_enchilada_session():
    rules = TresilloHouseRules(enchilada=50)
    s = Sesion.nueva(PLAYERS).jugar(Reparto("Beto", "entrada", "c", {"Beto": 5, "Carmen": 2, "Dani": 2}), rules)
    entry = s.asientos[0]
    assert entry.plato_antes == Plato(55, "primera")
    assert dict(entry.neto) == {"Ana": -55 - 5, "Beto": 70, "Carmen": -5, "Dani": -5}
    assert entry.reasons[1].rule == "tresillo §13.2 2"
    s2 = s.jugar(Reparto("Carmen", "entrada", "o", {"Carmen": 4, "Dani": 4, "Ana": 1}), rules)
    assert s2.asientos[1].plato_antes == Plato(55, "primera")      # Beto dealt and paid the enchilada
    assert s2.plato == Plato(55, "primera", (75,))
    s3 = s2.jugar(Reparto("Dani", "entrada", "o", {"Dani": 5, "Ana": 2, "Beto": 2}), rules)
    assert s3.asientos[2].plato_antes == Plato(60, "primera", (75,))  # a puesta is in: no enchilada
    assert sum(s3.saldos) + s3.pendiente == 0


def test_tresillo_13_2_enchilada_by_turn():
    rules = TresilloHouseRules(enchilada=25, enchilada_pagador="turno")
    s = Sesion.nueva(PLAYERS, repartidor=2)
    s = s.jugar(Reparto("Dani", "entrada", "o", {"Dani": 5, "Ana": 2, "Beto": 2}), rules)
    s = s.jugar(Reparto("Ana", "entrada", "o", {"Ana": 5, "Beto": 2, "Carmen": 2}), rules)
    payers = [e.reasons[1].values["quien"] for e in s.asientos]
    assert payers == ["Carmen", "Dani"]


def test_tresillo_6_4_all_pass_keeps_the_plato():
    s = Sesion.nueva(PLAYERS).jugar(Reparto.paso()).jugar(Reparto.paso())
    assert s.plato == Plato(10) and s.saldos == (-5, -5, 0, 0)
    assert s.asientos[0].cobro is None and s.asientos[0].reasons[-1].rule == "tresillo §6.4 5"


def test_tresillo_2_2_three_handed_dealer_plays_last():
    s = Sesion.nueva(("Ana", "Beto", "Carmen")).jugar(
        Reparto("Ana", "entrada", "c", {"Ana": 6, "Beto": 2, "Carmen": 1}, estuches=4, primeras="jugador"))
    entry = s.asientos[0]
    assert dict(entry.papeles) == {"jugador": "Ana", "contra_a": "Beto", "contra_b": "Carmen"}
    assert dict(entry.neto) == {"Ana": 20 + 5 - 5, "Beto": -10, "Carmen": -10}
    assert s.repartidor == 1


def test_tresillo_6_5_favor_follows_the_house_palo_favor():
    rules = TresilloHouseRules(palo_favor="o")
    s = Sesion.nueva(PLAYERS).jugar(Reparto("Beto", "vuelta", "o", {"Beto": 5, "Carmen": 2, "Dani": 2}), rules)
    assert s.asientos[0].cobro.cada_uno == 15


@pytest.mark.parametrize("deal, field, words", [
    (Reparto("Ana", "entrada", "o", {"Ana": 5, "Beto": 2, "Carmen": 2}), "jugador", "alcalde"),
    (Reparto("Zoe", "entrada", "o", {"Beto": 5, "Carmen": 2, "Dani": 2}), "jugador", "unknown"),
    (Reparto("Beto", "entrada", "o", {"Beto": 5, "Carmen": 2, "Ana": 2}), "bazas", "active players"),
    (Reparto("Beto", "entrada", "o", {"Beto": 5, "Carmen": 2, "Dani": 3}), "bazas", "add up to 9"),
    (Reparto("Beto", "entrada", "x", {"Beto": 5, "Carmen": 2, "Dani": 2}), "triunfo", "trump suit"),
    (Reparto("Beto", "entrada", "o", {"Beto": 2, "Carmen": 5, "Dani": 2}, rendida=True, defendida_por="Ana"),
     "rendida", "contras"),
], ids=["alcalde_cannot_play", "unknown_player", "bazas_of_the_alcalde", "bazas_not_9", "bad_trump",
        "defender_not_a_contra"])
def test_tresillo_13_14_bad_deal_raises(deal, field, words):
    with pytest.raises(InvalidSituation, match=words) as err:
        liquidar_sesion(PLAYERS, [deal])
    assert err.value.field == field
    assert "deal 1" in str(err.value)


def test_tresillo_2_bad_session():
    with pytest.raises(InvalidSituation, match="3 or 4"):
        Sesion.nueva(("Ana", "Beto"))
    with pytest.raises(InvalidSituation, match="distinct"):
        Sesion.nueva(("Ana", "Ana", "Beto"))
    with pytest.raises(InvalidSituation, match="multiple of 5"):
        Sesion.nueva(PLAYERS).jugar(Reparto.paso(), TresilloHouseRules(enchilada=12))


# ------------------------------------------------------------------------------------------ property

@st.composite
def deal_for(draw, activos):
    if draw(st.integers(0, 9)) == 0:
        return Reparto.paso()
    jugador = draw(st.sampled_from(activos))
    others = [p for p in activos if p != jugador]
    lance = draw(st.sampled_from(["entrada", "vuelta", "vuelta_solera", "solo", "bola"]))
    j = draw(st.integers(0, 9))
    a = draw(st.integers(0, 9 - j))
    counts = {jugador: j, others[0]: a, others[1]: 9 - j - a}
    triunfo = draw(st.sampled_from("ocebb"))
    e = draw(st.sampled_from([0, 3, 4]))
    kind = draw(st.sampled_from(["jugada", "jugada", "rendida", "defendida"]))
    if kind == "rendida" and lance in ("entrada", "vuelta"):
        return Reparto(jugador, lance, triunfo, {jugador: 1, others[0]: 1, others[1]: 0}, estuches=e, rendida=True)
    if kind == "defendida" and lance == "entrada":
        return Reparto(jugador, lance, triunfo, counts, rendida=True, defendida_por=draw(st.sampled_from(others)))
    options = [None] if 0 < j < 9 else []
    options += ["jugador"] if j >= 5 else []
    options += ["contras"] if j <= 4 else []
    return Reparto(jugador, lance, triunfo, counts, estuches=e, primeras=draw(st.sampled_from(options)))


@hsettings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from([3, 4]), st.sampled_from([0, 25, 50]), st.integers(1, 12))
def test_tresillo_13_property_session_conserves_tantos(data, n, enchilada, deals):
    rules = TresilloHouseRules(enchilada=enchilada)
    s = Sesion.nueva(PLAYERS[:n])
    for _ in range(deals):
        deal = data.draw(deal_for(s.activos()))
        before = s
        s = s.jugar(deal, rules)
        assert sum(s.saldos) + s.pendiente == 0
        assert sum(v for _, v in s.asientos[-1].neto) == before.pendiente - s.pendiente
        assert all(v % 5 == 0 for v in s.saldos)
        if s.asientos[-1].cobro:
            assert all(p.tantos % 5 == 0 and p.tantos > 0 for p in s.asientos[-1].cobro.pagos)


def test_tresillo_2_5_the_roles_step_names_the_suit_and_the_roles_in_words():
    four = Sesion.nueva(PLAYERS).jugar(WALKTHROUGH[0]).asientos[0]
    (roles,) = [r for r in four.reasons if r.rule == "tresillo §2 5"]
    assert roles.text("es") == ("Juega Beto (entrada, triunfo oros); Carmen es el contra A y Dani el contra B; Ana, el "
                                "alcalde.")
    assert roles.text("en") == ("Beto plays (entrada, coins as trumps); Carmen is the contra A and Dani the contra B; "
                                "Ana, the alcalde.")
    three = Sesion.nueva(("Ana", "Beto", "Carmen")).jugar(
        Reparto("Ana", "vuelta_solera", "b", {"Ana": 6, "Beto": 2, "Carmen": 1})).asientos[0]
    (roles,) = [r for r in three.reasons if r.rule == "tresillo §2 5"]
    assert roles.text("es") == ("Juega Ana (vuelta solera, triunfo bastos, palo de favor: se cobra doble); Beto es el "
                                "contra A y Carmen el contra B.")
    assert roles.text("en") == ("Ana plays (vuelta solera, clubs as trumps, the palo de favor: paid double); Beto is "
                                "the contra A and Carmen the contra B.")
