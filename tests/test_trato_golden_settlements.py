"""Settlements of whole deals computed by hand from ``rules/tresillo.md §13`` (not by the engine's own functions):
the computer plays every seat, and the nets, the cobro by role and the plato after must be the hand's.

The property tests of :mod:`test_tresillo_mesa` check that a deal uses the rulings (``liquidar``, the
``tresillo.cobro`` ruling); these check the rulings' numbers on real deals, so a wrong rule fails here. Each case
first checks the deal's facts (lance, palo de favor, tricks, estuches, primeras, surrender), then the money.
Four-handed the first dealer is Ana, the alcalde; three-handed Ana deals and plays postre. Palo de favor: bastos.
P is the plato at settlement: the dealer's 5 (§13.2), so caso 1 (§13.6) in every first deal.
"""

from __future__ import annotations

import pytest

from tutor.rules.tresillo.computadora import jugar_entero
from tutor.rules.tresillo.mesa import parse_trato_id, new_trato

# id: (facts (lance, favor, bazas jugador/contra A/contra B, estuches, contraestuche, primeras, rendida,
#      defendida_por), cobro by role, net by name (cobro and the dealer's 5), plato after (tantos, state))
CASES = {
    # Vuelta in espadas lost by codillo, Dani (contra A) 5 > Carmen 3. C = 2 (vuelta); §13.8: R5(2) = 5 to each of
    # 3 others; A = P + 20 = 25 into the plato (30, primera); codillo A = 25 to Dani. Carmen -15-25-25 = -65,
    # Dani 5+25 = 30, Beto 5, Ana 5 - her dealer's 5 = 0.
    "tresillo.trato-v1-J4-S5": (("vuelta", False, (3, 5, 1), 0, 0, None, False, None),
                                {"jugador": -65, "contra_a": 30, "contra_b": 5, "alcalde": 5},
                                {"Ana": 0, "Beto": 5, "Carmen": -65, "Dani": 30}, (30, "primera")),
    # Entrada de favor won 8-1-0 with 3 estuches and primeras. C = 0 + 3 + 1 = 4; §13.7 caso 1 favor:
    # R5(2 x (5 + 4)) = R5(18) = 20 from each of 3 = 60, plus the plato 5: +65; Ana -20-5 = -25; plato empty.
    "tresillo.trato-v1-J4-S11": (("entrada", True, (8, 1, 0), 3, 0, "jugador", False, None),
                                 {"jugador": 65, "contra_a": -20, "contra_b": -20, "alcalde": -20},
                                 {"Ana": -25, "Beto": 65, "Carmen": -20, "Dani": -20}, (0, "ninguna")),
    # Entrada in a plain suit lost by puesta 4-4-1, contraestuche 4. C = 4; R5(4) = 5 to each of 3 = 15; A = 5 + 20
    # = 25 into the plato: -40; each other +5, Ana +5-5 = 0; plato 30, primera.
    "tresillo.trato-v1-J4-S6": (("entrada", False, (4, 4, 1), 0, 4, None, False, None),
                                {"jugador": -40, "contra_a": 5, "contra_b": 5, "alcalde": 5},
                                {"Ana": 0, "Beto": 5, "Carmen": -40, "Dani": 5}, (30, "primera")),
    # Entrada rendida, nobody defends (§13.10): the puesta A = 5 + 20 = 25 into the plato, no condiciones.
    "tresillo.trato-v1-J4-S41": (("entrada", False, (0, 1, 2), 0, 0, None, True, None),
                                 {"jugador": -25, "contra_a": 0, "contra_b": 0, "alcalde": 0},
                                 {"Ana": -5, "Beto": -25, "Carmen": 0, "Dani": 0}, (30, "primera")),
    # Vuelta rendida (§13.10): A = 25 into the plato and the vuelta's condición, R5(2) = 5, to each of 3: -40.
    "tresillo.trato-v1-J4-S241": (("vuelta", False, (0, 2, 1), 0, 0, None, True, None),
                                  {"jugador": -40, "contra_a": 5, "contra_b": 5, "alcalde": 5},
                                  {"Ana": 0, "Beto": 5, "Carmen": -40, "Dani": 5}, (30, "primera")),
    # Entrada de favor rendida, defended by Beto (contra B), who ends with 0 tricks while Dani, the mano pobre, takes
    # 5: outcome 4 (§13.11): Carmen makes the puesta A = 5 + 40 = 45 (into the plato: 50) and Beto pays A to Dani.
    "tresillo.trato-v1-J4-S4": (("entrada", True, (4, 5, 0), 0, 0, None, True, "contra_b"),
                                {"jugador": -45, "contra_a": 45, "contra_b": -45, "alcalde": 0},
                                {"Ana": -5, "Beto": -45, "Carmen": -45, "Dani": 45}, (50, "primera")),
    # Vuelta in bastos (favor) won 4-2-3. C = 2; favor doubles before rounding (§13.5, W2): R5(2 x 7) = 15 from each
    # of 3 (not 2 x R5(7) = 20) = 45, plus the plato 5: +50; Ana -15-5 = -20.
    "tresillo.trato-v1-J4-S271": (("vuelta", True, (4, 2, 3), 0, 0, None, False, None),
                                  {"jugador": 50, "contra_a": -15, "contra_b": -15, "alcalde": -15},
                                  {"Ana": -20, "Beto": -15, "Carmen": -15, "Dani": 50}, (0, "ninguna")),
    # Solo de favor won 6-1-2. C = 20; R5(2 x (5 + 20)) = 50 from each of 3 = 150, plus the plato 5: +155.
    "tresillo.trato-v1-J4-S126": (("solo", True, (6, 1, 2), 0, 0, None, False, None),
                                  {"jugador": 155, "contra_a": -50, "contra_b": -50, "alcalde": -50},
                                  {"Ana": -55, "Beto": -50, "Carmen": 155, "Dani": -50}, (0, "ninguna")),
    # Three-handed, Ana deals and plays. Entrada de favor rendida, defended by Beto (contra A), who ties Ana 4-4:
    # outcome 2 (§13.11), two puestas of A = 5 + 40 = 45 into a plato without puesta: 5 + 90 = 95. Ana -45-5 = -50.
    "tresillo.trato-v1-J3-S8": (("entrada", True, (4, 4, 1), 0, 0, None, True, "contra_a"),
                                {"jugador": -45, "contra_a": -45, "contra_b": 0},
                                {"Ana": -50, "Beto": -45, "Carmen": 0}, (95, "primera")),
    # Three-handed entrada de favor lost by codillo 3-6-0, no condiciones (C = 0): A = 5 + 40 = 45 into the plato
    # (50) and the codillo 45 to Beto: Ana -90, and her dealer's 5: -95.
    "tresillo.trato-v1-J3-S18": (("entrada", True, (3, 6, 0), 0, 0, None, False, None),
                                 {"jugador": -90, "contra_a": 45, "contra_b": 0},
                                 {"Ana": -95, "Beto": 45, "Carmen": 0}, (50, "primera")),
}


@pytest.mark.parametrize("trato_id", CASES)
def test_trato_settlement_is_the_one_computed_by_hand_from_the_rules(trato_id):
    facts, cobro, neto, plato = CASES[trato_id]
    tid = parse_trato_id(trato_id)
    final = jugar_entero(new_trato(tid.seed, tid.jugadores)).final
    t = final.trato
    assert (t.lance, t.favor, t.bazas, t.estuches, t.contraestuche, t.primeras, t.rendida, t.defendida_por) == facts
    asiento = final.asiento
    assert dict(asiento.cobro.neto) == cobro
    assert dict(asiento.neto) == neto
    assert (asiento.plato.tantos, asiento.plato.puesta) == plato
    assert sum(neto.values()) + asiento.plato.pendiente == 0  # tantos kept: what the players lost is on the table
