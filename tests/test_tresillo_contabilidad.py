"""Golden tests of one deal's payments: every worked cell of ``rules/tresillo.md §13.2, §13.7–§13.12, §13.15``.

All examples are four-handed with palo de favor bastos, as the rules file states (§13.0). Net tantos are per role:
the jugador, contra_a, contra_b and the alcalde.
"""

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from tutor.rules.base import InvalidSituation
from tutor.rules.tresillo.contabilidad import Trato, cobro, importe_puesta, liquidar
from tutor.rules.tresillo.plato import Plato, r5
from tutor.rules.tresillo.house_rules import TresilloHouseRules

H = TresilloHouseRules()


def settle(lance, favor, bazas, plato=Plato(15), house_rules=H, **kw):
    return liquidar(Trato(lance, favor, bazas, **kw), plato, house_rules)


def nets(c):
    return dict(c.neto)


def reason(c, rule, **values):
    """The first reason citing ``rule`` whose values include ``values``; fails if none."""
    for r in c.reasons:
        if r.rule == rule and all(r.values.get(k) == v for k, v in values.items()):
            return r
    raise AssertionError(f"no reason {rule} with {values}; got {[(r.rule, dict(r.values)) for r in c.reasons]}")


def conserved(c, before):
    return sum(v for _, v in c.neto) + c.plato.pendiente - before.pendiente == 0


# ------------------------------------------------------------------------------------------ §13.5 rounding

@pytest.mark.parametrize("raw, rounded", [(0, 0), (2, 5), (9, 10), (14, 15), (20, 20), (111, 115)])
def test_tresillo_13_0_r5_rounds_up_to_multiple_of_5(raw, rounded):
    assert r5(raw) == rounded


# ------------------------------------------------------------------------------------------ §13.2 enchilada

def test_tresillo_13_2_E1_enchilada_won_collects_5_each_and_plato():
    before = Plato(55, "primera")
    c = settle("entrada", False, (5, 2, 2), before)
    assert nets(c) == {"jugador": 70, "contra_a": -5, "contra_b": -5, "alcalde": -5}
    assert c.caso == 1 and c.plato == Plato(0, "ninguna")
    reason(c, "tresillo §13.7", base=5)


def test_tresillo_13_2_E1_enchilada_lost_puesta_is_reserved():
    before = Plato(55, "primera")
    c = settle("entrada", False, (4, 4, 1), before)
    assert c.puesta == 75
    assert nets(c) == {"jugador": -75, "contra_a": 0, "contra_b": 0, "alcalde": 0}
    assert c.plato == Plato(55, "primera", (75,))
    reason(c, "tresillo §13.3 2", puesta=75)


# ------------------------------------------------------------------------------------------ §13.7 won

def test_tresillo_13_7_W1_caso_1_sencillo():
    c = settle("entrada", False, (6, 2, 1), Plato(15), estuches=4, primeras="jugador")
    assert c.condiciones == 5 and c.cada_uno == 10
    assert nets(c) == {"jugador": 45, "contra_a": -10, "contra_b": -10, "alcalde": -10}
    assert c.plato == Plato(0, "ninguna")
    reason(c, "tresillo §13.4", condiciones=5, estuches=4, primeras=1)
    reason(c, "tresillo §13.7", cada_uno=10, total=30)


def test_tresillo_13_7_W2_caso_1_favor_doubles_then_rounds():
    c = settle("vuelta", True, (5, 2, 2), Plato(15))
    assert c.condiciones == 2 and c.cada_uno == 15
    assert nets(c) == {"jugador": 60, "contra_a": -15, "contra_b": -15, "alcalde": -15}
    reason(c, "tresillo §13.5", base=7, doble=14, cada_uno=15)


def test_tresillo_13_7_W2_house_rule_round_then_double_gives_20():
    c = settle("vuelta", True, (5, 2, 2), Plato(15), TresilloHouseRules(favor_redondeo="redondear_y_doblar"))
    assert c.cada_uno == 20 and nets(c)["jugador"] == 75
    reason(c, "tresillo §13.5", base=7, redondeado=10, cada_uno=20)


def test_tresillo_13_7_W3_caso_2_sencillo_nothing_por_jugar():
    c = settle("solo", False, (7, 1, 1), Plato(65, "reservada"), primeras="jugador")
    assert c.caso == 2 and c.condiciones == 21 and c.cada_uno == 25
    assert nets(c) == {"jugador": 140, "contra_a": -25, "contra_b": -25, "alcalde": -25}
    assert c.plato == Plato(0, "ninguna")
    reason(c, "tresillo §13.7", condiciones=21, base=21)


def test_tresillo_13_7_W3_next_reserved_puesta_enters_the_plato():
    c = settle("solo", False, (7, 1, 1), Plato(65, "reservada", (40, 90)), primeras="jugador")
    assert c.plato == Plato(40, "reservada", (90,))
    reason(c, "tresillo §13.3 3", tantos=40)
    assert conserved(c, Plato(65, "reservada", (40, 90)))


def test_tresillo_13_7_W4_caso_2_favor():
    c = settle("entrada", True, (5, 2, 2), Plato(65, "reservada"), estuches=4)
    assert c.cada_uno == 10
    assert nets(c) == {"jugador": 95, "contra_a": -10, "contra_b": -10, "alcalde": -10}
    reason(c, "tresillo §13.5", base=4, doble=8, cada_uno=10)


def test_tresillo_13_7_W4_without_estuches_nobody_pays():
    c = settle("entrada", True, (5, 2, 2), Plato(65, "reservada"))
    assert nets(c) == {"jugador": 65, "contra_a": 0, "contra_b": 0, "alcalde": 0}
    assert [p.concepto for p in c.pagos] == ["plato"]
    reason(c, "tresillo §13.5", cada_uno=0)


# ------------------------------------------------------------------------------------------ §13.8 lost

def test_tresillo_13_8_L1_puesta_caso_1_sencillo_with_primeras_of_the_contras():
    before = Plato(10)
    c = settle("entrada", False, (4, 4, 1), before, estuches=3, primeras="contras")
    assert c.resultado == "puesta" and c.condiciones == 4 and c.cada_uno == 5 and c.puesta == 30
    assert nets(c) == {"jugador": -45, "contra_a": 5, "contra_b": 5, "alcalde": 5}
    assert c.plato == Plato(40, "primera")
    reason(c, "tresillo §10.1", primeras=1)
    reason(c, "tresillo §13.8 2", plato=10, recargo=20, puesta=30)
    reason(c, "tresillo §13.3 1", puesta=30, plato=40)


def test_tresillo_10_2_a_bola_lost_by_codillo_is_settled_with_its_bola_step():
    c = settle("bola", False, (3, 2, 4))
    assert c.resultado == "codillo" and c.codillo_para == "contra_b"
    assert "solo hizo 3, así que pierde" in reason(c, "tresillo §10.2", jugador=3).text("es")
    assert [r.rule for r in c.reasons].index("tresillo §10.2") < [r.rule for r in c.reasons].index("tresillo §9")


def test_tresillo_13_8_L2_codillo_caso_1_sencillo():
    c = settle("vuelta", False, (3, 5, 1), Plato(10))
    assert c.resultado == "codillo" and c.codillo_para == "contra_a"
    assert nets(c) == {"jugador": -75, "contra_a": 35, "contra_b": 5, "alcalde": 5}
    assert c.plato == Plato(40, "primera")
    reason(c, "tresillo §13.8 3", codillo_para="contra_a", puesta=30)


def test_tresillo_13_8_L3_puesta_caso_1_favor():
    c = settle("entrada", True, (4, 4, 1), Plato(10), contraestuche=3)
    assert c.cada_uno == 10 and c.puesta == 50
    assert nets(c) == {"jugador": -80, "contra_a": 10, "contra_b": 10, "alcalde": 10}
    assert c.plato == Plato(60, "primera")
    reason(c, "tresillo §13.8 2", recargo=40, puesta=50)


def test_tresillo_13_8_L4_codillo_caso_1_favor():
    c = settle("entrada", True, (2, 6, 1), Plato(20))
    assert c.cada_uno == 0 and c.puesta == 60
    assert nets(c) == {"jugador": -120, "contra_a": 60, "contra_b": 0, "alcalde": 0}
    assert c.plato == Plato(80, "primera")


def test_tresillo_13_8_L5_puesta_with_a_puesta_primera_in_the_plato_is_reserved():
    c = settle("vuelta", False, (3, 3, 3), Plato(45, "primera"))
    assert c.puesta == 65
    assert nets(c) == {"jugador": -80, "contra_a": 5, "contra_b": 5, "alcalde": 5}
    assert c.plato == Plato(45, "primera", (65,))


def test_tresillo_13_8_L6_puesta_caso_2_sencillo():
    c = settle("entrada", False, (3, 3, 3), Plato(70, "reservada"))
    assert c.caso == 2 and c.puesta == 70
    assert nets(c) == {"jugador": -70, "contra_a": 0, "contra_b": 0, "alcalde": 0}
    assert c.plato == Plato(70, "reservada", (70,))
    reason(c, "tresillo §13.8 2", puesta=70)


def test_tresillo_13_8_L7_codillo_on_a_reserved_puesta_sencillo():
    c = settle("entrada", False, (2, 2, 5), Plato(70, "reservada"), estuches=3)
    assert c.codillo_para == "contra_b"
    assert nets(c) == {"jugador": -155, "contra_a": 5, "contra_b": 75, "alcalde": 5}
    assert c.plato == Plato(70, "reservada", (70,))


def test_tresillo_13_8_L8_codillo_on_a_reserved_puesta_favor_no_plus_40():
    c = settle("entrada", True, (2, 2, 5), Plato(70, "reservada"), estuches=3)
    assert c.cada_uno == 10 and c.puesta == 70
    assert nets(c) == {"jugador": -170, "contra_a": 10, "contra_b": 80, "alcalde": 10}


# ------------------------------------------------------------------------------------------ §13.9 solo codillo

def test_tresillo_13_9_S1_solo_codillo_caso_1_sencillo_makes_no_puesta():
    c = settle("solo", False, (3, 5, 1), Plato(20))
    assert c.cada_uno == 20 and c.puesta == 40
    assert nets(c) == {"jugador": -100, "contra_a": 60, "contra_b": 20, "alcalde": 20}
    assert c.plato == Plato(20, "ninguna")
    assert not [p for p in c.pagos if p.concepto == "puesta"]
    reason(c, "tresillo §13.9", puesta=40)


def test_tresillo_13_9_S2_solo_codillo_caso_2_favor():
    c = settle("solo", True, (3, 5, 1), Plato(70, "reservada"))
    assert c.cada_uno == 40 and c.puesta == 70
    assert nets(c) == {"jugador": -190, "contra_a": 110, "contra_b": 40, "alcalde": 40}
    assert c.plato == Plato(70, "reservada")


def test_tresillo_13_9_solo_lost_by_puesta_is_an_ordinary_loss():
    c = settle("solo", False, (4, 4, 1), Plato(20))
    assert c.plato == Plato(60, "primera") and nets(c)["jugador"] == -100


# ------------------------------------------------------------------------------------------ §13.10 rendidas

def test_tresillo_13_10_R1_entrada_rendida_pays_no_condiciones():
    c = settle("entrada", False, (1, 1, 1), Plato(25), estuches=3, rendida=True)
    assert c.resultado == "rendida" and c.puesta == 45
    assert nets(c) == {"jugador": -45, "contra_a": 0, "contra_b": 0, "alcalde": 0}
    assert c.plato == Plato(70, "primera")
    reason(c, "tresillo §13.10", puesta=45)


def test_tresillo_13_10_R2_vuelta_rendida_pays_only_the_vuelta_condicion():
    c = settle("vuelta", False, (0, 2, 1), Plato(25), rendida=True)
    assert c.puesta == 45 and c.cada_uno == 5
    assert nets(c) == {"jugador": -60, "contra_a": 5, "contra_b": 5, "alcalde": 5}
    assert c.plato == Plato(70, "primera")


def test_tresillo_13_10_R2_vuelta_rendida_de_favor():
    c = settle("vuelta", True, (0, 2, 1), Plato(25), rendida=True)
    assert c.puesta == 65 and c.cada_uno == 5
    assert nets(c)["jugador"] == -80 and c.plato == Plato(90, "primera")


def test_tresillo_13_10_R2_vuelta_rendida_de_favor_round_then_double_A20():
    c = settle("vuelta", True, (0, 2, 1), Plato(25), TresilloHouseRules(favor_redondeo="redondear_y_doblar"),
               rendida=True)
    assert c.cada_uno == 10 and nets(c)["jugador"] == -95


# ------------------------------------------------------------------------------------------ §13.11 defended

@pytest.mark.parametrize("bazas, outcome, neto, plato", [
    ((2, 5, 2), 1, {"jugador": -45, "contra_a": 45, "contra_b": 0, "alcalde": 0}, Plato(25)),
    ((1, 4, 4), 2, {"jugador": -45, "contra_a": -45, "contra_b": 0, "alcalde": 0}, Plato(115, "primera")),
    ((4, 2, 3), 3, {"jugador": 0, "contra_a": -45, "contra_b": 0, "alcalde": 0}, Plato(70, "primera")),
    ((2, 2, 5), 4, {"jugador": -45, "contra_a": -45, "contra_b": 45, "alcalde": 0}, Plato(70, "primera")),
    ((3, 2, 4), 4, {"jugador": -45, "contra_a": -45, "contra_b": 45, "alcalde": 0}, Plato(70, "primera")),
], ids=["2-5-2_defender_wins", "1-4-4_tie_puesta_doble", "4-2-3_defender_below", "2-2-5_mano_pobre",
        "3-2-4_outcome_4_not_3"])
def test_tresillo_13_11_D_defended_entrada(bazas, outcome, neto, plato):
    c = settle("entrada", False, bazas, Plato(25), rendida=True, defendida_por="contra_a", estuches=3)
    assert c.desenlace == outcome and c.puesta == 45
    assert nets(c) == neto and c.plato == plato
    assert c.condiciones == 0 and c.cada_uno == 0
    reason(c, "tresillo §11.5", defensor_bazas=bazas[1], puesta=45)


def test_tresillo_13_11_D_twin_puestas_go_to_the_cartulina():
    c = settle("entrada", False, (1, 4, 4), Plato(50, "primera"), rendida=True, defendida_por="contra_a")
    assert c.puesta == 70 and c.plato == Plato(50, "primera", (70, 70))
    reason(c, "tresillo §13.11", puesta=70)


def test_tresillo_13_11_D_house_rule_sucesivo_reserves_the_second():
    rules = TresilloHouseRules(puesta_doble_modo="sucesivo")
    c = settle("entrada", False, (1, 4, 4), Plato(25), rules, rendida=True, defendida_por="contra_a")
    assert c.plato == Plato(70, "primera", (45,))


def test_tresillo_13_11_D_defender_contra_b_mano_pobre_contra_a():
    c = settle("entrada", False, (2, 5, 2), Plato(25), rendida=True, defendida_por="contra_b")
    assert c.desenlace == 4 and c.codillo_para == "contra_a"
    assert nets(c) == {"jugador": -45, "contra_a": 45, "contra_b": -45, "alcalde": 0}


# ------------------------------------------------------------------------------------------ §13.12 per lance

def test_tresillo_13_12_vuelta_solera_scores_20():
    c = settle("vuelta_solera", False, (5, 2, 2), Plato(15))
    assert c.condiciones == 20 and c.cada_uno == 25 and nets(c)["jugador"] == 90


def test_tresillo_13_12_bola_all_nine_tricks():
    c = settle("bola", False, (9, 0, 0), Plato(15), estuches=5, primeras="jugador")
    assert c.condiciones == 106 and c.cada_uno == 115
    assert nets(c) == {"jugador": 360, "contra_a": -115, "contra_b": -115, "alcalde": -115}
    reason(c, "tresillo §13.5", base=111, cada_uno=115)


def test_tresillo_13_12_bola_with_eight_tricks_is_lost_by_puesta():
    c = settle("bola", False, (8, 1, 0), Plato(15), primeras="jugador")
    assert c.resultado == "puesta" and c.condiciones == 100 and c.puesta == 35
    assert nets(c)["jugador"] == -335          # 100 to each of three + the puesta 35
    reason(c, "tresillo §10.2", jugador=8)


def test_a_bola_judged_by_9_alone_is_what_a_player_who_forgot_the_nine_tricks_computes():
    # the known mistake "tresillo.cobro.bola_sin_nueve": won as any lance with 8 > 1, still with the bola's 100
    c = liquidar(Trato("bola", False, (8, 1, 0), primeras="jugador"), Plato(15), H, bola_exige_nueve=False)
    assert c.resultado == "sacada" and c.condiciones == 101 and c.cada_uno == 110
    assert nets(c) == {"jugador": 345, "contra_a": -110, "contra_b": -110, "alcalde": -110}
    assert not any(r.rule == "tresillo §10.2" for r in c.reasons)
    lost_by_codillo = liquidar(Trato("bola", False, (4, 5, 0)), Plato(15), H, bola_exige_nueve=False)
    assert lost_by_codillo.resultado == "codillo"    # §9 alone still makes it a codillo


def test_leaving_out_the_5_por_jugar_is_what_a_player_who_forgot_them_computes():
    # the known mistake "tresillo.cobro.sin_por_jugar": W1 (C = 5, plato 15) collects R5(5) = 5, not 10, from each
    c = liquidar(Trato("entrada", False, (6, 2, 1), estuches=4, primeras="jugador"), Plato(15), H, por_jugar=False)
    assert c.cada_uno == 5 and nets(c) == {"jugador": 30, "contra_a": -5, "contra_b": -5, "alcalde": -5}
    # caso 2 has none to leave out; a loser has none unless the house rule has him pay them (A2)
    caso_2 = Trato("entrada", False, (6, 2, 1), estuches=4, primeras="jugador")
    assert liquidar(caso_2, Plato(65, "reservada"), H, por_jugar=False).neto == liquidar(caso_2, Plato(65, "reservada")).neto
    lost = Trato("vuelta", False, (3, 5, 1))
    assert liquidar(lost, Plato(10), H, por_jugar=False).neto == liquidar(lost, Plato(10)).neto
    paga = TresilloHouseRules(perdedor_paga_por_jugar=True)
    assert liquidar(lost, Plato(10), paga).cada_uno == 10 and liquidar(lost, Plato(10), paga, por_jugar=False).cada_uno == 5


def test_a_puesta_for_a_solo_lost_by_codillo_or_none_for_a_lost_bola_is_what_a_player_who_misapplied_13_9_computes():
    # S1 (plato 20, solo 3-5-1): 20 to each and the codillo 40, and the puesta 40 he does not make
    solo = liquidar(Trato("solo", False, (3, 5, 1)), Plato(20), H, hace_puesta=True)
    assert nets(solo) == {"jugador": -140, "contra_a": 60, "contra_b": 20, "alcalde": 20}
    assert solo.plato == Plato(60, "primera")
    # a bola lost 8-1-0 (plato 15): 100 to each and no puesta of 35
    bola = liquidar(Trato("bola", False, (8, 1, 0)), Plato(15), H, hace_puesta=False)
    assert nets(bola) == {"jugador": -300, "contra_a": 100, "contra_b": 100, "alcalde": 100}
    assert bola.plato == Plato(15)
    # a codillo is still paid without the puesta
    codillo = liquidar(Trato("bola", False, (4, 5, 0)), Plato(15), H, hace_puesta=False)
    assert nets(codillo)["jugador"] == -300 - 35 and codillo.plato == Plato(15)


def test_estuches_paid_on_a_surrender_are_what_a_player_who_paid_them_computes():
    # R1 (plato 25, 3 estuches): R5(3) = 5 to each beside the puesta 45; a vuelta R5(2 + 4) = 10 to each
    entrada = liquidar(Trato("entrada", False, (1, 1, 1), estuches=3, rendida=True), Plato(25), H,
                       estuches_al_rendirse=True)
    assert nets(entrada) == {"jugador": -60, "contra_a": 5, "contra_b": 5, "alcalde": 5}
    vuelta = liquidar(Trato("vuelta", False, (0, 2, 1), contraestuche=4, rendida=True), Plato(25), H,
                      estuches_al_rendirse=True)
    assert nets(vuelta) == {"jugador": -75, "contra_a": 10, "contra_b": 10, "alcalde": 10}


def test_tresillo_13_12_entrada_caso_2_loss_pays_only_the_puesta():
    c = settle("entrada", False, (3, 3, 3), Plato(40, "reservada"))
    assert [p.concepto for p in c.pagos] == ["puesta"]


# ------------------------------------------------------------------------------------------ §13.15 matrix

P40 = {"ninguna": Plato(40), "primera": Plato(40, "primera"), "reservada": Plato(40, "reservada")}
DEAL = {"won": ("entrada", (5, 2, 2)), "puesta": ("entrada", (4, 4, 1)), "codillo": ("entrada", (3, 5, 1)),
        "solo_codillo": ("solo", (3, 5, 1))}
# (result, favor, plato state) -> (jugador's net, plato afterwards, contra_a's net); C = 3 (3 estuches), P = 40.
MATRIX = {
    ("won", False, "ninguna"): (70, Plato(0), -10),
    ("won", False, "primera"): (70, Plato(0), -10),
    ("won", False, "reservada"): (55, Plato(0), -5),
    ("won", True, "ninguna"): (100, Plato(0), -20),
    ("won", True, "primera"): (100, Plato(0), -20),
    ("won", True, "reservada"): (70, Plato(0), -10),
    ("puesta", False, "ninguna"): (-75, Plato(100, "primera"), 5),
    ("puesta", False, "primera"): (-75, Plato(40, "primera", (60,)), 5),
    ("puesta", False, "reservada"): (-55, Plato(40, "reservada", (40,)), 5),
    ("puesta", True, "ninguna"): (-110, Plato(120, "primera"), 10),
    ("puesta", True, "primera"): (-110, Plato(40, "primera", (80,)), 10),
    ("puesta", True, "reservada"): (-70, Plato(40, "reservada", (40,)), 10),
    ("codillo", False, "ninguna"): (-135, Plato(100, "primera"), 65),
    ("codillo", False, "primera"): (-135, Plato(40, "primera", (60,)), 65),
    ("codillo", False, "reservada"): (-95, Plato(40, "reservada", (40,)), 45),
    ("codillo", True, "ninguna"): (-190, Plato(120, "primera"), 90),
    ("codillo", True, "primera"): (-190, Plato(40, "primera", (80,)), 90),
    ("codillo", True, "reservada"): (-110, Plato(40, "reservada", (40,)), 50),
    ("solo_codillo", False, "ninguna"): (-135, Plato(40), 85),
    ("solo_codillo", False, "primera"): (-135, Plato(40, "primera"), 85),
    ("solo_codillo", False, "reservada"): (-115, Plato(40, "reservada"), 65),
    ("solo_codillo", True, "ninguna"): (-230, Plato(40), 130),
    ("solo_codillo", True, "primera"): (-230, Plato(40, "primera"), 130),
    ("solo_codillo", True, "reservada"): (-190, Plato(40, "reservada"), 90),
}


@pytest.mark.parametrize("key", list(MATRIX), ids=["-".join((k[0], "favor" if k[1] else "sencillo", k[2]))
                                                  for k in MATRIX])
def test_tresillo_13_15_summary_matrix(key):
    result, favor, state = key
    lance, bazas = DEAL[result]
    c = settle(lance, favor, bazas, P40[state], estuches=3)
    jugador, plato, contra_a = MATRIX[key]
    assert (nets(c)["jugador"], c.plato, nets(c)["contra_a"]) == (jugador, plato, contra_a)
    assert conserved(c, P40[state])


# ------------------------------------------------------------------------------------------ house rules

def test_tresillo_16_A1_recargo_0():
    c = settle("entrada", False, (4, 4, 1), Plato(10), TresilloHouseRules(recargo_puesta_sencillo=0))
    assert c.puesta == 10 and c.plato == Plato(20, "primera")


def test_tresillo_16_A2_loser_pays_5_por_jugar_in_caso_1_only():
    rules = TresilloHouseRules(perdedor_paga_por_jugar=True)
    assert settle("vuelta", False, (3, 3, 3), Plato(10), rules).cada_uno == 10      # R5(5 + 2)
    assert settle("vuelta", False, (3, 3, 3), Plato(10, "reservada"), rules).cada_uno == 5


def test_tresillo_16_A5_solo_codillo_only_in_caso_2():
    rules = TresilloHouseRules(solo_codillo_ambito="solo_caso_2")
    c = settle("solo", False, (3, 5, 1), Plato(20), rules)
    assert c.plato == Plato(60, "primera") and nets(c)["jugador"] == -140
    c2 = settle("solo", False, (3, 5, 1), Plato(70, "reservada"), rules)
    assert c2.plato == Plato(70, "reservada")


def test_tresillo_16_A5_solo_codillo_without_condiciones():
    c = settle("solo", False, (3, 5, 1), Plato(20), TresilloHouseRules(solo_codillo_paga_condiciones=False))
    assert nets(c) == {"jugador": -40, "contra_a": 40, "contra_b": 0, "alcalde": 0}
    texts = [r.text("es") for r in c.reasons if r.rule == "tresillo §13.9"]
    assert texts[-1] == ("Un solo perdido por codillo no hace puesta (el plato no cambia): el jugador paga solo el "
                         "codillo (reglas de la casa solo_codillo_ambito y solo_codillo_paga_condiciones).")
    default = settle("solo", False, (3, 5, 1), Plato(20))
    assert any("además de las condiciones" in r.text("es") for r in default.reasons)


def test_tresillo_16_A6_alcalde_out_of_payments():
    c = settle("entrada", False, (6, 2, 1), Plato(15), TresilloHouseRules(alcalde_paga_y_cobra=False),
               estuches=4, primeras="jugador")
    assert nets(c) == {"jugador": 35, "contra_a": -10, "contra_b": -10, "alcalde": 0}


def test_tresillo_16_A8_literal_primeras_only_for_4_4_1_and_3_3_3():
    rules = TresilloHouseRules(primeras_contras="literal")
    assert settle("entrada", False, (4, 4, 1), Plato(10), rules, primeras="contras").condiciones == 1
    c = settle("entrada", False, (3, 5, 1), Plato(10), rules, primeras="contras")
    assert c.condiciones == 0
    reason(c, "tresillo §10.1", quien="contras")


def test_tresillo_10_1_primeras_of_the_contras_count_for_nobody_when_the_jugador_wins():
    c = settle("entrada", False, (4, 3, 2), Plato(10), primeras="contras")
    assert c.resultado == "sacada" and c.condiciones == 0 and c.cada_uno == 5


def test_tresillo_16_A12_bola_como_logro_adds_100_to_any_lance():
    rules = TresilloHouseRules(bola_como_logro=True)
    c = settle("entrada", False, (9, 0, 0), Plato(15), rules, primeras="jugador")
    assert c.condiciones == 101 and c.cada_uno == 110
    with pytest.raises(InvalidSituation, match="bola_como_logro"):
        settle("bola", False, (9, 0, 0), Plato(15), rules, primeras="jugador")


def test_tresillo_2_2_three_players_pay_two_others():
    c = settle("entrada", False, (6, 2, 1), Plato(15), estuches=4, primeras="jugador", jugadores=3)
    assert nets(c) == {"jugador": 35, "contra_a": -10, "contra_b": -10}
    assert cobro(Trato("entrada", False, (6, 2, 1), jugadores=3), Plato(15)).answer["neto"].keys() == {
        "jugador", "contra_a", "contra_b"}


def test_tresillo_13_8_importe_puesta_rounds_an_odd_plato():
    amount, reasons = importe_puesta(23, 1, False, H)
    assert amount == 45 and reasons[-1].rule == "tresillo §13.5"


# ------------------------------------------------------------------------------------------ bad input

@pytest.mark.parametrize("make, field, words", [
    (lambda: settle("entrada", False, (5, 2, 1)), "bazas", "add up to 9"),
    (lambda: settle("tute", False, (5, 2, 2)), "lance", "unknown lance"),
    (lambda: settle("entrada", False, (5, 2, 2), estuches=3, contraestuche=3), "contraestuche", "exclude"),
    (lambda: settle("entrada", False, (5, 2, 2), estuches=2), "estuches", "counted only from 3"),
    (lambda: settle("entrada", False, (4, 3, 2), primeras="jugador"), "primeras", "at least 5"),
    (lambda: settle("entrada", False, (9, 0, 0)), "primeras", "all nine"),
    (lambda: settle("solo", False, (1, 1, 0), rendida=True), "rendida", "cannot be surrendered"),
    (lambda: settle("vuelta", False, (2, 5, 2), rendida=True, defendida_por="contra_a"), "rendida", "vuelta"),
    (lambda: settle("entrada", False, (2, 5, 2), defendida_por="contra_a"), "rendida", "needs rendida"),
    (lambda: settle("entrada", False, (2, 1, 1), rendida=True), "bazas", "at most 3"),
    (lambda: settle("entrada", False, (5, 2, 2), jugadores=5), "jugadores", "3 or 4"),
    (lambda: Plato(-5), "plato", "negative"),
    (lambda: Plato(0, "primera"), "plato", "cannot be empty"),
    (lambda: Plato(20, "ninguna", (45,)), "cartulina", "inconsistent"),
    (lambda: Plato(20, "a medias"), "plato", "must be one of"),
    (lambda: Plato(20, "primera", (0,)), "cartulina", "positive"),
    (lambda: Plato(7), "plato", "7 tantos, which is not a multiple of 5"),
    (lambda: settle("entrada", False, (5, 2, 2), plato=Plato(37)), "plato", "not a multiple of 5"),
    (lambda: Plato(20, "primera", (22,)), "cartulina", "multiple of 5"),
], ids=["bazas_not_9", "unknown_lance", "estuches_and_contraestuche", "estuches_below_minimum",
        "primeras_without_tricks", "nine_tricks_without_primeras", "solo_rendido", "vuelta_defendida",
        "defendida_without_rendida", "too_many_tricks_before_surrender", "five_players", "negative_plato",
        "empty_plato_with_puesta", "cartulina_without_puesta", "unknown_plato_state", "zero_reserved_puesta",
        "plato_not_multiple_of_5", "cobro_plato_not_multiple_of_5", "reserved_puesta_not_multiple_of_5"])
def test_tresillo_13_bad_input_raises_invalid_situation(make, field, words):
    with pytest.raises(InvalidSituation, match=words) as err:
        make()
    assert err.value.field == field


# ------------------------------------------------------------------------------------------ properties

platos = st.one_of(
    st.builds(Plato, st.integers(1, 40).map(lambda n: 5 * n)),
    st.builds(lambda n, s, cart: Plato(5 * n, s, tuple(5 * x for x in cart)),
              st.integers(1, 60), st.sampled_from(["primera", "reservada"]), st.lists(st.integers(1, 40), max_size=3)),
)


@st.composite
def tratos(draw):
    lance = draw(st.sampled_from(["entrada", "vuelta", "vuelta_solera", "solo", "bola"]))
    j = draw(st.integers(0, 9))
    a = draw(st.integers(0, 9 - j))
    bazas = (j, a, 9 - j - a)
    kind = draw(st.sampled_from(["jugada", "rendida", "defendida"]) if lance in ("entrada", "vuelta") else
                st.just("jugada"))
    e = draw(st.sampled_from([0, 0, 3, 4, 5]))
    ce = 0 if e else draw(st.sampled_from([0, 3, 4]))
    common = dict(estuches=e, contraestuche=ce, jugadores=draw(st.sampled_from([3, 4])))
    if kind == "rendida":
        j = draw(st.integers(0, 3))
        a = draw(st.integers(0, 3 - j))
        return Trato(lance, draw(st.booleans()), (j, a, draw(st.integers(0, 3 - j - a))), rendida=True, **common)
    if kind == "defendida" and lance == "entrada":
        return Trato(lance, draw(st.booleans()), bazas, rendida=True,
                     defendida_por=draw(st.sampled_from(["contra_a", "contra_b"])), **common)
    options = [None] if 0 < j < 9 else []
    options += ["jugador"] if j >= 5 else []
    options += ["contras"] if a + bazas[2] >= 5 else []
    return Trato(lance, draw(st.booleans()), bazas, primeras=draw(st.sampled_from(options)), **common)


reglas = st.builds(TresilloHouseRules,
                   favor_redondeo=st.sampled_from(["doblar_y_redondear", "redondear_y_doblar"]),
                   perdedor_paga_por_jugar=st.booleans(), recargo_puesta_sencillo=st.sampled_from([20, 0]),
                   solo_codillo_ambito=st.sampled_from(["ambos_casos", "solo_caso_2"]),
                   solo_codillo_paga_condiciones=st.booleans(), alcalde_paga_y_cobra=st.booleans(),
                   puesta_doble_modo=st.sampled_from(["mismo_destino", "sucesivo"]))


@hsettings(max_examples=200, deadline=None)
@given(tratos(), platos, reglas)
def test_tresillo_13_property_tantos_conserved_and_payments_multiple_of_5(trato, plato, rules):
    c = liquidar(trato, plato, rules)
    assert conserved(c, plato)
    for pago in c.pagos:
        assert pago.tantos > 0
        assert pago.tantos % 5 == 0
    assert c.plato.tantos % 5 == 0 and all(x % 5 == 0 for x in c.plato.cartulina)


# ------------------------------------------------------------------------------------------ §16 readings as settings

def test_tresillo_16_A13_defensor_antes_makes_3_2_4_outcome_3():
    """§13.11 D row 3, 2, 4: outcome 4 by default; with desenlace_orden = defensor_antes it is outcome 3
    (G puts 45 into the plato, F pays nothing, no codillo)."""
    rules = TresilloHouseRules(desenlace_orden="defensor_antes")
    c = settle("entrada", False, (3, 2, 4), Plato(25), rules, rendida=True, defendida_por="contra_a")
    assert c.desenlace == 3 and c.codillo_para is None
    assert nets(c) == {"jugador": 0, "contra_a": -45, "contra_b": 0, "alcalde": 0}
    assert c.plato == Plato(70, "primera")
    reason(c, "tresillo §11.5", defensor_bazas=2, jugador_bazas=3)
    # Rows where 3 and 4 do not overlap keep their outcome under either order.
    assert settle("entrada", False, (2, 2, 5), Plato(25), rules, rendida=True, defendida_por="contra_a").desenlace == 4
    assert settle("entrada", False, (4, 2, 3), Plato(25), rules, rendida=True, defendida_por="contra_a").desenlace == 3


def test_tresillo_16_A21_puesta_real_codillo_has_no_payee_so_the_cobro_is_refused():
    rules = TresilloHouseRules(puesta_real="codillo")
    assert settle("entrada", False, (1, 4, 4)).resultado == "puesta"          # default: puesta real
    with pytest.raises(InvalidSituation, match="no single contra gives") as err:
        settle("entrada", False, (1, 4, 4), house_rules=rules)
    assert err.value.field == "bazas"
    # Other splits are unaffected.
    assert settle("entrada", False, (3, 5, 1), house_rules=rules).codillo_para == "contra_a"
