"""The Tresillo engines' fast paths (deck singletons looked up by id, checks skipped when none can fail) give the
same rulings as their full paths (tokens, cards built by hand, every check run)."""

from hypothesis import given, settings, strategies as st

from tutor.rules.cartas import BARAJA_ESPANOLA, CartaEspanola
from tutor.rules.tresillo import TresilloHouseRules, firmes, ganador_baza, jugadas_legales, ordenar
from tutor.rules.tresillo.mano import ids_distintos, singletons
from tutor.rules.tresillo.orden import PALOS_ESPANOLES, TRIUNFO, fuerza

TRIUNFOS = st.sampled_from(("o", "c", "e", "b"))
REGLAS = st.builds(TresilloHouseRules,
                   privilegio_matadores=st.sampled_from(("forzado_por_superior", "nunca_forzado", "sin_privilegio")),
                   obligacion_fallar=st.booleans(), firmes_metodo=st.sampled_from(("rachas", "global")))


def _a_mano(cartas):
    """Equal cards that are not the deck singletons (built by hand)."""
    return tuple(CartaEspanola(c.numero, c.palo) for c in cartas)


def _tokens(cartas):
    return [str(c) for c in cartas]


def _igual(a, b):
    assert a == b
    assert [r.values for r in a.reasons] == [r.values for r in b.reasons]


@settings(max_examples=300, deadline=None)
@given(TRIUNFOS, st.lists(st.sampled_from(BARAJA_ESPANOLA), min_size=0, max_size=40, unique=True))
def test_ordenar_same_order_for_singletons_tokens_and_cards_built_by_hand(triunfo, cartas):
    clave = {p: i for i, p in enumerate((TRIUNFO,) + PALOS_ESPANOLES)}  # the order as §3.3–§3.4 state it
    esperado = sorted(cartas, key=lambda c: (clave[fuerza(c, triunfo)[0]], -fuerza(c, triunfo)[1]))
    rapido = ordenar(tuple(cartas), triunfo)
    assert rapido.answer == esperado
    _igual(rapido, ordenar(_tokens(cartas), triunfo))
    _igual(rapido, ordenar(_a_mano(cartas), triunfo))


@settings(max_examples=300, deadline=None)
@given(TRIUNFOS, st.lists(st.sampled_from(BARAJA_ESPANOLA), min_size=3, max_size=3, unique=True))
def test_ganador_baza_same_for_singletons_and_cards_built_by_hand(triunfo, cartas):
    _igual(ganador_baza(tuple(cartas), triunfo), ganador_baza(_a_mano(cartas), triunfo))
    _igual(ganador_baza(tuple(cartas), triunfo), ganador_baza(_tokens(cartas), triunfo))


@settings(max_examples=400, deadline=None)
@given(TRIUNFOS, st.lists(st.sampled_from(BARAJA_ESPANOLA), min_size=3, max_size=11, unique=True),
       st.integers(0, 2), REGLAS)
def test_jugadas_legales_fast_path_same_as_checked_path(triunfo, cartas, n_baza, reglas):
    baza, mano = tuple(cartas[:n_baza]), tuple(cartas[n_baza:n_baza + 9])
    assert ids_distintos(baza, mano) == [list(map(id, baza)), list(map(id, mano))]
    rapido = jugadas_legales(baza, mano, triunfo, reglas)
    _igual(rapido, jugadas_legales(_tokens(baza), _tokens(mano), triunfo, reglas))  # lists: the checked path
    _igual(rapido, jugadas_legales(_a_mano(baza), _a_mano(mano), triunfo, reglas))


@settings(max_examples=400, deadline=None)
@given(TRIUNFOS, st.lists(st.sampled_from(BARAJA_ESPANOLA), min_size=0, max_size=20, unique=True),
       st.integers(0, 9), REGLAS)
def test_firmes_fast_path_same_as_checked_path(triunfo, cartas, n_mano, reglas):
    mano, fuera = tuple(cartas[:n_mano]), tuple(cartas[n_mano:])
    rapido = firmes(mano, triunfo, fuera, reglas)
    _igual(rapido, firmes(_tokens(mano), triunfo, _tokens(fuera), reglas))
    _igual(rapido, firmes(_a_mano(mano), triunfo, _a_mano(fuera), reglas))


def test_ids_distintos_refuses_what_a_check_would():
    a, b, c = BARAJA_ESPANOLA[:3]
    assert ids_distintos((a, b), (c,), ()) == [[id(a), id(b)], [id(c)], []]
    assert ids_distintos((a, b), (a,)) is None           # a card twice across groups
    assert ids_distintos((a, a),) is None                # within a group
    assert ids_distintos([a], ()) is None                # not a tuple: the checks read it
    assert ids_distintos((CartaEspanola(a.numero, a.palo),)) is None  # built by hand
    assert singletons(_a_mano((a, b))) == (a, b) and singletons(_a_mano((a, b)))[0] is a
