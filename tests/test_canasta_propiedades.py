"""Property tests for Canasta (rules/canasta.md §2, §8.6, §9, §12): scores are multiples of 5, and removing any one
required condition from a pozo that can be taken makes it untakeable."""

import random

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from tutor.rules.canasta import analizar_combinacion, decidir_pozo, decidir_salida, puntuar_mano
from tutor.rules.canasta.combinaciones import puntos_carta
from tutor.rules.cartas import BARAJA_FRANCESA

RANGOS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
PROPIEDAD = settings(max_examples=100, deadline=None)


class Baraja:
    """A shuffled 108-card deck to deal situations from, so no card appears more often than the deck holds it."""

    def __init__(self, rnd: random.Random):
        self.cartas = list(BARAJA_FRANCESA)
        rnd.shuffle(self.cartas)

    def sacar(self, pred, n=1):
        out = []
        for carta in list(self.cartas):
            if len(out) == n:
                break
            if pred(carta):
                self.cartas.remove(carta)
                out.append(carta)
        return out


def _rango(r):
    return lambda x: x.rango == r and not x.es_comodin


def _comodin(x):
    return x.es_comodin


def _mesa(rnd, baraja, rangos):
    combs = []
    for r in rangos:
        nats = baraja.sacar(_rango(r), rnd.randint(2, 8))
        comodines = baraja.sacar(_comodin, rnd.randint(max(0, 3 - len(nats)), min(3, len(nats))))
        if len(nats) >= 2 and len(nats) + len(comodines) >= 3 and len(comodines) <= len(nats):
            combs.append(tuple(nats + comodines))
    return combs


@PROPIEDAD
@given(st.randoms(use_true_random=False))
def test_canasta_12_every_hand_score_is_a_multiple_of_5(rnd):
    baraja = Baraja(rnd)
    combs = _mesa(rnd, baraja, rnd.sample(RANGOS, rnd.randint(0, 6)))
    canasta = any(len(x) >= 7 for x in combs)
    se_fue = canasta and rnd.random() < 0.6
    negros = rnd.choice((0, 3, 4)) if se_fue else 0
    baraja.sacar(lambda x: x.es_tres_negro, negros)
    mano = baraja.sacar(lambda x: not x.es_tres_rojo and rnd.random() < 0.2, rnd.randint(0, 12))
    ruling = puntuar_mano(combs, rnd.randint(0, 4), negros, mano, se_fue)
    assert ruling.answer["total"] % 5 == 0
    assert all(line["puntos"] % 5 == 0 for line in ruling.answer["desglose"])
    assert ruling.answer["total"] == sum(line["puntos"] for line in ruling.answer["desglose"])


@PROPIEDAD
@given(st.randoms(use_true_random=False))
def test_canasta_5_9_every_combination_and_salida_score_is_a_multiple_of_5(rnd):
    baraja = Baraja(rnd)
    cartas = baraja.sacar(_rango(rnd.choice(RANGOS)), rnd.randint(0, 8)) + baraja.sacar(_comodin, rnd.randint(0, 5))
    assume(cartas)
    assert analizar_combinacion(cartas).answer["puntos"] % 5 == 0
    salida = decidir_salida(rnd.choice((-20, 0, 1500, 3000)), [cartas])
    assert salida.answer["puntos"] % 5 == 0 and salida.answer["minimo"] % 5 == 0


@st.composite
def pozos_tomables(draw, naturales=(0, 3), salida=None, primera=None, mesa_del_rango=None, premiado=None,
                   otras=(0, 8)):
    """A random pozo situation that can be taken, with the deck's leftover cards for mutations.

    Keyword arguments pin parts of the situation (``None`` = random) so each property sees enough relevant cases.
    """
    rnd = draw(st.randoms(use_true_random=False))
    pick = lambda fixed, p: (rnd.random() < p) if fixed is None else fixed  # noqa: E731
    baraja = Baraja(rnd)
    r = rnd.choice(RANGOS)
    top = baraja.sacar(_rango(r))[0]
    mano = baraja.sacar(_rango(r), rnd.randint(*naturales)) + baraja.sacar(_comodin, rnd.randint(0, 2))
    mano += baraja.sacar(lambda x: not x.es_tres_rojo and x.rango != r and rnd.random() < 0.15, rnd.randint(*otras))
    salida = pick(salida, 0.6)
    combs = []
    if salida:
        rangos = [r] if pick(mesa_del_rango, 0.5) else []
        rangos += [rnd.choice([x for x in RANGOS if x != r])]
        combs = _mesa(rnd, baraja, rangos)
        if not combs or (mesa_del_rango and combs[0][0].rango != r):
            combs = [tuple(baraja.sacar(_rango(r), 3))] if mesa_del_rango else [tuple(baraja.sacar(_rango(
                "4" if r != "4" else "5"), 3))]
    debajo = baraja.sacar(lambda x: not x.es_comodin and not x.es_tres_rojo, rnd.randint(0, 5))
    if pick(premiado, 0.2):
        debajo += baraja.sacar(lambda x: x.es_comodin or x.es_tres_rojo)
    rnd.shuffle(debajo)
    situacion = dict(pozo=tuple(debajo) + (top,), primera_toma_hecha=pick(primera, 0.6), salida_hecha=salida,
                     puntuacion=rnd.choice((-50, 0, 600, 1500, 3000)), mano=tuple(mano),
                     combinaciones=tuple(combs))
    assume(decidir_pozo(**situacion).answer["puede_tomar"])
    return situacion, baraja


def _toma(situacion):
    return decidir_pozo(**situacion).answer


@PROPIEDAD
@given(pozos_tomables())
def test_canasta_8_6_black_three_or_comodin_on_top_blocks(data):
    situacion, baraja = data
    for pred, motivo in ((lambda x: x.es_tres_negro, "TAPON_TRES_NEGRO"), (_comodin, "TAPON_COMODIN")):
        tapon = baraja.sacar(pred)
        if tapon:
            answer = _toma(dict(situacion, pozo=situacion["pozo"] + tuple(tapon)))
            assert answer == {"puede_tomar": False, "motivo": motivo}
    assert _toma(dict(situacion, pozo=())) == {"puede_tomar": False, "motivo": "POZO_VACIO"}


@PROPIEDAD
@given(st.one_of(pozos_tomables(naturales=(2, 3), primera=False, otras=(2, 8)),
                 pozos_tomables(naturales=(2, 3), premiado=True, otras=(2, 8))))
def test_canasta_8_6_strict_take_needs_the_natural_pair(data):
    situacion, _ = data
    rango = situacion["pozo"][-1].rango
    naturales = [x for x in situacion["mano"] if x.rango == rango and not x.es_comodin]
    sin_pareja = list(situacion["mano"])
    for x in naturales[1:]:
        sin_pareja.remove(x)
    sin_pareja = tuple(sin_pareja)
    answer = _toma(dict(situacion, mano=sin_pareja))
    # With no comodín either, the lone natural cannot even form a combination with the top card (P4 comes first).
    en_mesa = any(comb[0].rango == rango for comb in situacion["combinaciones"])
    motivo = "FALTA_PAREJA_NATURAL" if en_mesa or any(x.es_comodin for x in sin_pareja) else "NO_COMBINA"
    assert answer == {"puede_tomar": False, "motivo": motivo}


@PROPIEDAD
@given(pozos_tomables(naturales=(0, 1), salida=True, primera=True, premiado=False, mesa_del_rango=True))
def test_canasta_8_6_premiado_pozo_refuses_K2_and_natural_plus_comodin(data):
    situacion, baraja = data
    rango = situacion["pozo"][-1].rango
    assert sum(1 for x in situacion["mano"] if x.rango == rango and not x.es_comodin) < 2
    comodin = baraja.sacar(_comodin)
    pozo = situacion["pozo"][:-1] + tuple(comodin) + situacion["pozo"][-1:]
    assert _toma(dict(situacion, pozo=pozo)) == {"puede_tomar": False, "motivo": "FALTA_PAREJA_NATURAL"}


@settings(PROPIEDAD, suppress_health_check=[HealthCheck.filter_too_much])  # most hands reach 120: assume() filters
@given(pozos_tomables(salida=False, otras=(0, 3)))
def test_canasta_8_6_salida_below_minimum_blocks(data):
    situacion, _ = data
    todo = sum(map(puntos_carta, situacion["mano"])) + puntos_carta(situacion["pozo"][-1])
    assume(todo < 120)
    answer = _toma(dict(situacion, puntuacion=3000))
    assert answer == {"puede_tomar": False, "motivo": "SALIDA_INSUFICIENTE"}
