"""Property tests for Pinacle (``rules/pinacle.md`` §7–§10): order independence, multiples of 5, invariants."""

from hypothesis import given, settings, strategies as st

from tutor.rules.cartas import CARTAS_FRANCESAS, JOKER, parse_francesa
from tutor.rules.pinacle import (
    ORDEN_ESCALERA, ampliar_escalera, decidir_escalera, decidir_especial, decidir_rescate, forma_escalera,
)

PALOS = ("S", "H", "D", "C")
DOSES = tuple(parse_francesa("2" + p) for p in PALOS)
BASES = {"limpia": {1000}, "semilimpia": {800, 750}, "sucia": {500}}
MODEST = settings(max_examples=150, deadline=None)


@st.composite
def escaleras_completas(draw):
    """A legal escalera completa (twelve cards, lowest first) and its rescued comodines, within one 108-card deck."""
    palo = draw(st.sampled_from(PALOS))
    cartas = [parse_francesa(r + palo) for r in ORDEN_ESCALERA]
    disponibles = [JOKER] * 4 + [d for d in DOSES for _ in range(2)]
    k = draw(st.integers(0, 4))
    posiciones = draw(st.lists(st.integers(0, 11), min_size=k, max_size=k, unique=True))
    for pos in posiciones:
        comodin = draw(st.sampled_from(disponibles))
        disponibles.remove(comodin)
        cartas[pos] = comodin
    n_resc = draw(st.integers(0, min(3, len(disponibles))))
    rescatados = []
    for _ in range(n_resc):
        comodin = draw(st.sampled_from(disponibles))
        disponibles.remove(comodin)
        rescatados.append(comodin)
    return tuple(cartas), tuple(rescatados)


@MODEST
@given(escaleras_completas(), st.data())
def test_pinacle_8_value_does_not_depend_on_building_order(escalera, data):
    """Start from any three-card segment with at most one comodín, extend at either end in any order (§7.2)."""
    cartas, rescatados = escalera
    inicios = [s for s in range(10) if sum(c.es_comodin for c in cartas[s:s + 3]) <= 1]
    if not inicios:  # e.g. comodines at every third position: no legal start, nothing to build
        return
    s = data.draw(st.sampled_from(inicios))
    lo, hi = s, s + 3
    actual = cartas[lo:hi]
    assert decidir_escalera(actual, inicio=True).answer["valida"]
    bloqueados_antes = set()
    while hi - lo < 12:
        lados = [lado for lado, ok in (("abajo", lo > 0), ("arriba", hi < 12)) if ok]
        lado = data.draw(st.sampled_from(lados))
        if lado == "abajo":
            lo -= 1
            actual = ampliar_escalera(actual, cartas[lo], "abajo")
            bloqueados_antes = {i + 1 for i in bloqueados_antes}
        else:
            actual = ampliar_escalera(actual, cartas[hi], "arriba")
            hi += 1
        ruling = decidir_escalera(actual)
        assert ruling.answer["valida"] and ruling.answer["completa"] == (hi - lo == 12)
        # §7.4: once blocked, a comodín stays blocked as the escalera grows.
        assert bloqueados_antes <= set(ruling.answer["bloqueados"])
        bloqueados_antes = set(ruling.answer["bloqueados"])
    assert actual == cartas
    assert decidir_escalera(actual, rescatados).answer == decidir_escalera(cartas, tuple(reversed(rescatados))).answer


@MODEST
@given(escaleras_completas(), st.randoms(use_true_random=False))
def test_pinacle_8_2_class_depends_only_on_which_comodines_not_where(escalera, rnd):
    cartas, rescatados = escalera
    comodines = [c for c in cartas if c.es_comodin]
    palo = next(c.palo for c in cartas if not c.es_comodin)
    posiciones = rnd.sample(range(12), len(comodines))
    otra = [parse_francesa(r + palo) for r in ORDEN_ESCALERA]
    for pos, comodin in zip(posiciones, comodines):
        otra[pos] = comodin
    a, b = decidir_escalera(cartas, rescatados).answer, decidir_escalera(tuple(otra), rescatados).answer
    assert (a["clase"], a["puntos"]) == (b["clase"], b["puntos"])


@MODEST
@given(escaleras_completas())
def test_pinacle_8_classification_invariants(escalera):
    cartas, rescatados = escalera
    answer = decidir_escalera(cartas, rescatados).answer
    comodines = [c for c in cartas if c.es_comodin]
    palo = next(c.palo for c in cartas if not c.es_comodin)
    base = answer["puntos"] - 30 * len(rescatados)
    assert base in BASES[answer["clase"]]
    assert answer["puntos"] % 5 == 0
    assert (answer["clase"] == "limpia") == (not comodines)
    assert (answer["clase"] == "sucia") == any(c.es_joker or c.palo != palo for c in comodines)
    if answer["clase"] == "semilimpia":
        assert base == (800 if len(comodines) == 1 else 750)
    assert answer["bloqueados"] == [i for i, c in enumerate(cartas) if c.es_comodin and 0 < i < 11]


@MODEST
@given(st.sampled_from([c for c in CARTAS_FRANCESAS if not c.es_comodin]), st.integers(3, 8),
       st.integers(0, 3), st.booleans(), st.booleans(), st.lists(st.sampled_from((DOSES[2], DOSES[3], JOKER)), max_size=2))
def test_pinacle_10_every_special_value_is_a_multiple_of_5(natural, n, k, de_mano, en_mano, rescatados):
    copias = [parse_francesa(natural.rango + p) for p in PALOS for _ in range(2)][:n]
    comodines = [JOKER, DOSES[0], DOSES[1]][:k]
    if len(copias) + k < 3:
        return
    answer = decidir_especial(tuple(copias + comodines), de_mano, en_mano, tuple(rescatados)
                              if not (n == 8 and k == 3 and en_mano) else ()).answer
    assert answer["puntos"] % 5 == 0
    assert (answer["nombre"] is None) == (answer["puntos"] == 0)


def test_pinacle_9_every_rescue_value_is_a_multiple_of_5():
    for comodin in DOSES + (JOKER,):
        for combinacion in ("escalera", "trio"):
            for sustituye in CARTAS_FRANCESAS:
                answer = decidir_rescate(comodin, combinacion, sustituye).answer
                assert answer["puntos"] % 5 == 0
                assert answer["rescatable"] == (not sustituye.es_comodin)
                assert answer["puntos"] in ((30, 20, 0) if answer["rescatable"] else (0,))


@MODEST
@given(st.sampled_from(PALOS), st.integers(0, 9), st.integers(3, 12), st.lists(st.integers(0, 11), max_size=3))
def test_pinacle_7_shape_positions_are_consistent(palo, inicio, n, huecos):
    n = min(n, 12 - inicio)
    cartas = [parse_francesa(ORDEN_ESCALERA[inicio + i] + palo) for i in range(n)]
    for h in huecos:
        if h < n:
            cartas[h] = JOKER
    if all(c.es_comodin for c in cartas):
        return
    forma = forma_escalera(tuple(cartas))
    assert forma.inicio == inicio
    assert [forma.representa(i) for i in range(n)] == [parse_francesa(ORDEN_ESCALERA[inicio + i] + palo)
                                                      for i in range(n)]
