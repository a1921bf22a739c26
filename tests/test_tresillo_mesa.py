"""A whole deal at the table (``tutor.rules.tresillo.mesa``, ``rules/tresillo.md §5–§13``): every move of a
playthrough is legal by the referee's rulings, each trick, result and settlement is the ruling's, tantos are
conserved over a session, and an illegal move is refused with its reason and the legal moves."""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.referee import run
from tutor.rules.base import InvalidSituation
from tutor.rules.cartas import parse_espanola
from tutor.rules.house_rules import HouseRules
from tutor.rules.tresillo import primeras, puede_rendirse
from tutor.rules.tresillo.computadora import computer_move, jugar_entero
from tutor.rules.tresillo.house_rules import TresilloHouseRules
from tutor.rules.tresillo.mesa import (
    CARTA, CARTEO, DEFENDER, DESCARTE, FASE_DESCARTE, FIN, MAX_ID_LENGTH, MAX_SEED, PUJA, RENDIRSE, SOLERA, SUBASTA,
    TRIUNFO,
    InvalidTratoId, Jugada, JugadaIlegal, TratoId, apply, check_move, is_legal, legal_moves, new_trato,
    parse_trato_id, sesion_de,
)
from tutor.rules.tresillo.recorrido import playthrough

ROLES = ("jugador", "contra_a", "contra_b")
PROPERTY = settings(max_examples=50, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def cards(text: str) -> tuple:
    return tuple(parse_espanola(t) for t in text.split())


def tokens(cartas) -> list[str]:
    return [str(c) for c in cartas]


# ---------------------------------------------------------------------------------------------- the referee's word


def check_by_the_rulings(mesa, jugada, house_rules: HouseRules) -> None:
    """The move is legal by the referee's rulings (asked by name, as any client asks them), before it is made."""
    if jugada.tipo == PUJA:
        legales = run("tresillo.subasta", {"acciones": list(mesa.acciones)}, house_rules).answer["legales"]
        assert jugada.valor in legales
    elif jugada.tipo == CARTA:
        situation = {"triunfo": mesa.triunfo, "baza": tokens(c for _, c in mesa.baza),
                     "mano": tokens(mesa.manos[jugada.asiento])}
        legales = run("tresillo.jugada_legal", situation, house_rules).answer["legales"]
        assert (jugada.valor in legales) or _renuncio_allowed(house_rules)
    elif jugada.tipo == RENDIRSE:  # no referee ruling: the engine's own §11.2 function
        assert jugada.asiento == mesa.jugador and not mesa.rendida
        assert puede_rendirse(mesa.lance, len(mesa.bazas), False, house_rules.tresillo).answer["puede"]
    assert jugada.asiento == mesa.turno


def _renuncio_allowed(house_rules: HouseRules) -> bool:
    return house_rules.tresillo.renuncio == "aceptar"


def check_tricks(mesa, house_rules: HouseRules) -> None:
    """Each trick's winner is the ``tresillo.baza`` ruling's, and the winner leads the next (§8.1)."""
    leader = 0
    for baza in mesa.bazas:
        assert baza.cartas[0][0] == leader
        assert [s for s, _ in baza.cartas] == [leader, (leader + 1) % 3, (leader + 2) % 3]
        gana = run("tresillo.baza", {"triunfo": mesa.triunfo, "cartas": tokens(c for _, c in baza.cartas)},
                   house_rules).answer["gana"]
        assert dict((c, s) for s, c in baza.cartas)[gana] == baza.gana
        leader = baza.gana


def tricks_by_role(mesa) -> dict[str, int]:
    return {rol: sum(1 for b in mesa.bazas if mesa.rol(b.gana) == rol) for rol in ROLES}


def check_end(mesa, house_rules: HouseRules) -> None:
    """The result is the ``tresillo.resultado`` ruling's and the nets, plato and cartulina the ``tresillo.cobro``
    ruling's for the facts of the deal as played."""
    final = mesa.final
    assert mesa.fase == FIN and mesa.turno is None and final is not None
    asiento = final.asiento
    before = mesa.sesion
    plato_antes = before.plato.con_tantos(5)  # the dealer's 5 (§13.2; no enchilada by default)
    assert final.cobro_rehusado is not None or asiento.plato_antes == plato_antes
    if mesa.jugador is None:
        assert asiento.cobro is None and asiento.plato == asiento.plato_antes
        return
    check_tricks(mesa, house_rules)
    bazas = tricks_by_role(mesa)
    if not mesa.rendida:
        assert sum(bazas.values()) == 9
        res = run("tresillo.resultado", {"bazas": bazas, "lance": mesa.lance}, house_rules)
        assert final.resultado.answer == res.answer
    else:
        assert mesa.lance in ("entrada", "vuelta")
        assert sum(bazas.values()) == (9 if mesa.defensor is not None else len(mesa.bazas)) <= 9
    situation = {"lance": mesa.lance, "favor": mesa.triunfo == house_rules.tresillo.palo_favor,
                 "plato": plato_antes.to_dict(), "cartulina": list(plato_antes.cartulina),
                 "bazas": bazas, "estuches": 0, "contraestuche": 0, "primeras": None,
                 "jugadores": len(before.jugadores)}
    if mesa.rendida:
        situation["rendida"] = {"defendida_por": None if mesa.defensor is None else mesa.rol(mesa.defensor)}
    else:
        est = run("tresillo.estuches", {"triunfo": mesa.triunfo, "mano": tokens(mesa.mano_jugador)}, house_rules)
        situation.update(est.answer)
        situation["primeras"] = primeras([mesa.rol(b.gana) for b in mesa.bazas],
                                         house_rules.tresillo).answer["primeras"]
    if final.cobro_rehusado is not None:  # a 1-4-4 codillo under puesta_real = codillo: the referee refuses it too
        with pytest.raises(InvalidSituation):
            run("tresillo.cobro", situation, house_rules)
        return
    ruling = run("tresillo.cobro", situation, house_rules)
    cobro = ruling.answer
    assert asiento.cobro.reasons == ruling.reasons  # explained step by step exactly as the verdict explains it
    assert dict(asiento.cobro.neto) == cobro["neto"]
    assert asiento.plato.to_dict() == cobro["plato"] and list(asiento.plato.cartulina) == cobro["cartulina"]
    # the nets by name: the cobro by role, and the dealer's 5
    names = dict(asiento.papeles)
    expected = {name: 0 for name in before.jugadores}
    expected[before.jugadores[before.repartidor]] -= 5
    for rol, tantos in cobro["neto"].items():
        expected[names[rol]] += tantos
    assert dict(asiento.neto) == expected


def play_checked(mesa, choose, house_rules: HouseRules):
    """Play to the end with ``choose(mesa) -> Jugada``, each move checked by the rulings first."""
    steps = 0
    while mesa.fase != FIN:
        jugada = choose(mesa)
        check_by_the_rulings(mesa, jugada, house_rules)
        mesa = apply(mesa, jugada)
        steps += 1
        assert steps < 200
    check_end(mesa, house_rules)
    return mesa


def check_cards_conserved(mesa) -> None:
    """Every card of the deck is somewhere exactly once: hands, baceta, discards, the turned card set aside, tricks."""
    seen = [c for m in mesa.manos for c in m] + list(mesa.baceta) + [c for d in mesa.descartes for c in d.descarta]
    seen += [c for b in mesa.bazas for _, c in b.cartas] + [c for _, c in mesa.baza]
    if mesa.lance == "vuelta_solera":
        seen.append(mesa.vuelta)
    assert len(seen) == 40 and len(set(seen)) == 40


# ---------------------------------------------------------------------------------------------- properties


@PROPERTY
@given(seed=st.integers(0, MAX_SEED), jugadores=st.sampled_from((3, 4)))
def test_tresillo_mesa_property_computer_playthrough_is_the_rulings(seed, jugadores):
    house_rules = HouseRules()
    mesa = play_checked(new_trato(seed, jugadores), computer_move, house_rules)
    if mesa.jugador is not None and not mesa.rendida:
        check_cards_conserved(mesa)


HOUSE_RULES = st.builds(
    TresilloHouseRules, renuncio=st.sampled_from(("rechazar", "aceptar")), palo_favor=st.sampled_from("ocbe"),
    privilegio_matadores=st.sampled_from(("forzado_por_superior", "nunca_forzado", "sin_privilegio")),
    obligacion_fallar=st.booleans(), estuche_minimo=st.sampled_from((3, 2, 1)),
    primeras_contras=st.sampled_from(("juntas", "literal")), bola_como_logro=st.booleans(),
    subasta_prioridad=st.booleans(), puesta_real=st.sampled_from(("puesta", "codillo")),
    desenlace_orden=st.sampled_from(("codillo_antes", "defensor_antes")),
    puesta_doble_modo=st.sampled_from(("mismo_destino", "sucesivo")), alcalde_paga_y_cobra=st.booleans(),
    recargo_puesta_sencillo=st.sampled_from((20, 0)), perdedor_paga_por_jugar=st.booleans(),
    favor_redondeo=st.sampled_from(("doblar_y_redondear", "redondear_y_doblar")),
    solo_codillo_ambito=st.sampled_from(("ambos_casos", "solo_caso_2")), solo_codillo_paga_condiciones=st.booleans())
"""House rules that change a legal card, a bid, a result or a payment: the deal and the rulings read the same."""


@PROPERTY
@given(seed=st.integers(0, MAX_SEED), jugadores=st.sampled_from((3, 4)), data=st.data(), tresillo=HOUSE_RULES)
def test_tresillo_mesa_property_any_legal_moves_give_the_rulings(seed, jugadores, data, tresillo):
    """Moves drawn among the legal ones (surrenders, defences, solera and all), under any house rules: the same
    checks; under the house rule renuncio = aceptar, now and then a card the rules refuse, played and flagged
    (§8.5)."""
    house_rules = HouseRules(tresillo=tresillo)
    renuncio = tresillo.renuncio
    flagged = []

    def choose(mesa):
        legales = legal_moves(mesa)
        if mesa.fase == SUBASTA and data.draw(st.integers(0, 4)) < 3:  # passing often: lower lances too
            return Jugada(mesa.turno, PUJA, "paso")
        if renuncio == "aceptar" and mesa.fase == CARTEO and data.draw(st.integers(0, 4)) == 0:
            jugada = Jugada(mesa.turno, CARTA, data.draw(st.sampled_from(mesa.manos[mesa.turno])))
            flagged.append(jugada not in legales)
            return jugada
        return data.draw(st.sampled_from(legales))

    mesa = play_checked(new_trato(seed, jugadores, house_rules.tresillo), choose, house_rules)
    renuncios = [p for p in mesa.pasos if p.renuncio]
    assert len(renuncios) == sum(flagged)
    assert all(p.reasons[-1].message.id == "tresillo.mesa.renuncio" for p in renuncios)


@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(0, MAX_SEED // 2), jugadores=st.sampled_from((3, 4)))
def test_tresillo_13_property_session_of_deals_conserves_tantos(seed, jugadores):
    """Tantos are conserved across the players, the plato and the cartulina over a session of deals (§13)."""
    mesa = jugar_entero(new_trato(seed, jugadores))
    for n in range(1, 8):
        sesion = mesa.final.sesion
        assert sum(sesion.saldos) + sesion.pendiente == 0
        before = dict(zip(mesa.sesion.jugadores, mesa.sesion.saldos))
        after = dict(zip(sesion.jugadores, sesion.saldos))
        assert {k: after[k] - before[k] for k in after} == dict(mesa.final.asiento.neto)
        assert len(sesion.asientos) == n
        # the deal passes to the right (§2.1): the mano of this deal deals the next
        assert sesion.repartidor == (mesa.sesion.repartidor + 1) % jugadores
        assert sesion.jugadores[sesion.repartidor] == mesa.nombres[0]
        mesa = jugar_entero(new_trato(seed + n, jugadores, sesion=sesion))


def test_tresillo_mesa_same_seed_same_playthrough_and_different_seeds_differ():
    a, b = jugar_entero(new_trato(17, 4)), jugar_entero(new_trato(17, 4))
    assert playthrough(a) == playthrough(b)
    assert playthrough(jugar_entero(new_trato(18, 4)))["manos"] != playthrough(a)["manos"]
    assert playthrough(jugar_entero(new_trato(17, 3)))["manos"] != playthrough(a)["manos"]


# ---------------------------------------------------------------------------------------------- dealing §5


def test_tresillo_5_deal_gives_nine_cards_each_and_a_baceta_of_thirteen():
    mesa = new_trato(123, 4)
    assert [len(m) for m in mesa.manos] == [9, 9, 9] and len(mesa.baceta) == 13
    assert len({c for m in mesa.manos for c in m} | set(mesa.baceta)) == 40
    assert mesa.fase == SUBASTA and mesa.turno == 0
    assert mesa.nombres == ("Beto", "Carmen", "Dani") and mesa.alcalde == "Ana"  # the dealer sits out (§2.1)
    assert new_trato(123, 3).nombres == ("Beto", "Carmen", "Ana")  # three-handed he deals himself in last (§2.2)
    assert [r.rule for r in mesa.pasos[0].reasons] == ["tresillo §5.2", "tresillo §2.1"]


@pytest.mark.parametrize("seed, jugadores", [(-1, 4), (MAX_SEED + 1, 4), ("3", 4), (1, 5), (1, True)])
def test_tresillo_mesa_bad_seed_or_table_refused(seed, jugadores):
    with pytest.raises(InvalidSituation) as err:
        new_trato(seed, jugadores)
    assert err.value.es != str(err.value)


def test_tresillo_mesa_deal_id_round_trip_and_malformed_ids():
    assert str(TratoId(123, 4)) == "tresillo.trato-v1-J4-S123"
    assert parse_trato_id(" tresillo.trato-v1-J3-S0 ") == TratoId(0, 3)
    for bad in ("tresillo.trato-v1-J5-S1", "tresillo.trato-v1-J4-S-1", "tresillo.trato-v1-J4", "canasta.pozo-v1-L1-S1",
                f"tresillo.trato-v1-J4-S{MAX_SEED + 1}", "tresillo.trato-v2-J4-S1", None):
        with pytest.raises(InvalidTratoId):
            parse_trato_id(bad)


def test_tresillo_mesa_deal_id_names_the_dealer_the_seat_and_the_profile():
    full = parse_trato_id("tresillo.trato-v1-J4-S123-R2-A1-Pclasica")
    assert full == TratoId(123, 4, repartidor=2, asiento=1, profile="clasica")
    assert str(full) == "tresillo.trato-v1-J4-S123-R2-A1-Pclasica"
    assert str(TratoId(7, 3, asiento=0)) == "tresillo.trato-v1-J3-S7-A0"  # dealer 0 and the Reglamento: no part
    old = parse_trato_id("tresillo.trato-v1-J4-S123")  # an id of before: what it meant then
    assert (old.repartidor, old.asiento, old.profile) == (0, None, "")
    for bad in ("tresillo.trato-v1-J3-S1-R3", "tresillo.trato-v1-J4-S1-A3", "tresillo.trato-v1-J4-S1-Preglamento",
                "tresillo.trato-v1-J4-S1-A1-R2", "tresillo.trato-v1-J4-S1-PClasica", "tresillo.trato-v1-J4-S1-R"):
        with pytest.raises(InvalidTratoId):
            parse_trato_id(bad)


def test_tresillo_mesa_the_dealer_changes_the_names_never_the_cards():
    first = new_trato(123, 4)
    dealt = new_trato(123, 4, sesion=sesion_de(parse_trato_id("tresillo.trato-v1-J4-S123-R2")))
    assert dealt.repartidas == first.repartidas and dealt.baceta == first.baceta
    assert (first.nombres, dealt.nombres) == (("Beto", "Carmen", "Dani"), ("Dani", "Ana", "Beto"))
    assert str(dealt.id) == "tresillo.trato-v1-J4-S123-R2" and str(first.id) == "tresillo.trato-v1-J4-S123"
    later = jugar_entero(first).final.sesion  # the session's second deal: Beto deals it
    assert str(new_trato(5, 4, sesion=later).id) == "tresillo.trato-v1-J4-S5-R1"


def test_tresillo_mesa_the_longest_id_the_grammar_reads_is_max_id_length():
    parts = f"-R3-A2-P{'p' * 32}"  # a dealer, a seat and the longest profile key
    longest = f"tresillo.trato-v1-J4-S{MAX_SEED}{parts}"  # the longest id dealt now: a 19-digit seed
    assert parse_trato_id(longest).seed == MAX_SEED and len(longest) == 81 <= MAX_ID_LENGTH
    # the grammar reads a 4-digit version too: MAX_ID_LENGTH characters, refused for its version, not its shape
    widest = f"tresillo.trato-v9999-J4-S{MAX_SEED}{parts}"
    assert len(widest) == MAX_ID_LENGTH == 84
    with pytest.raises(InvalidTratoId, match="version 9999 is not dealt here"):
        parse_trato_id(widest)
    with pytest.raises(InvalidTratoId, match="at most 84 characters, got 85") as err:
        parse_trato_id(widest + "7")
    assert "como mucho 84 caracteres" in err.value.es


# ---------------------------------------------------------------------------------------------- refusals


def table(triunfo: str, manos: list[str], baza: list[tuple[int, str]] = (), turno: int = 0, jugador: int = 0,
          lance: str = "entrada", house_rules: TresilloHouseRules = TresilloHouseRules()):
    """A table in the middle of the play, with the hands given (the rest of the deck in the tricks' past)."""
    mesa = new_trato(1, 3, house_rules)
    return replace(mesa, fase=CARTEO, triunfo=triunfo, jugador=jugador, puja=lance, lance=lance,
                   manos=tuple(cards(m) for m in manos), baza=tuple((s, parse_espanola(c)) for s, c in baza),
                   turno=turno)


def test_tresillo_8_2_card_not_following_suit_refused_with_the_reason_and_the_legal_cards():
    mesa = table("o", ["12b 3c", "5c 7c 12e", "4e 5e"], baza=[(0, "3c")], turno=1)
    with pytest.raises(JugadaIlegal) as err:
        apply(mesa, Jugada(1, CARTA, "12e"))
    refused = err.value
    assert refused.ruling.answer["legal"] is False
    assert [j.valor for j in refused.legales] == list(cards("5c 7c"))
    texts = [r.text("es") for r in refused.reasons]
    assert any("debe asistir con 5c 7c" in t for t in texts), texts
    assert refused.es == "Carmen no puede jugar 12e: puede jugar 5c 7c."
    assert str(refused) == "Carmen may not play 12e: he may play 5c 7c."
    assert is_legal(mesa, Jugada(1, CARTA, "7c")) and not is_legal(mesa, Jugada(1, CARTA, "12e"))


def test_tresillo_8_3_matador_privilege_lets_the_mala_stay_home():
    # copas trumps, 5c led; the only trump is the mala (7c): any card is legal (§8.4's first example)
    mesa = table("c", ["12b 5c", "7c 3o 12e", "4e 5e"], baza=[(0, "5c")], turno=1)
    ruling = check_move(mesa, Jugada(1, CARTA, "3o"))
    assert ruling.answer["legal"] is True
    assert "tresillo.jugada.privilegio" in [r.message.id for r in ruling.reasons]
    # the espada led forces the mala (§8.4's second example)
    mesa = table("c", ["1e 5o", "7c 3o 12e", "4e 5e"], baza=[(0, "1e")], turno=1)
    with pytest.raises(JugadaIlegal) as err:
        apply(mesa, Jugada(1, CARTA, "3o"))
    assert [j.valor for j in err.value.legales] == list(cards("7c"))
    assert "tresillo.jugada.matador_forzado" in [r.message.id for r in err.value.reasons]


def test_tresillo_16_A26_renuncio_aceptar_plays_the_card_and_flags_it():
    rules = TresilloHouseRules(renuncio="aceptar")
    mesa = table("o", ["12b 3c", "5c 7c 12e", "4e 5e"], baza=[(0, "3c")], turno=1, house_rules=rules)
    after = apply(mesa, Jugada(1, CARTA, "12e"))
    paso = after.pasos[-1]
    assert paso.renuncio and after.baza[-1] == (1, parse_espanola("12e"))
    assert paso.reasons[-1].rule == "tresillo §8.5"
    assert "Renuncio: Carmen jugó 12e" in paso.reasons[-1].text("es")
    # a card he does not hold is refused even so, and so is a card out of turn
    with pytest.raises(JugadaIlegal, match="does not hold 4e"):
        apply(mesa, Jugada(1, CARTA, "4e"))
    with pytest.raises(JugadaIlegal, match="not Beto's turn"):
        apply(mesa, Jugada(0, CARTA, "12b"))


def test_tresillo_6_4_bid_not_allowed_refused_with_the_bids_allowed():
    mesa = apply(new_trato(3, 4), Jugada(0, PUJA, "vuelta"))
    with pytest.raises(JugadaIlegal) as err:
        apply(mesa, Jugada(1, PUJA, "entrada"))
    assert [j.valor for j in err.value.legales] == ["paso", "solo", "solo_favor", "bola", "bola_favor"]
    assert "El segundo puede decir: paso, solo, solo de favor, bola, bola de favor." in \
        [r.text("es") for r in err.value.reasons]
    with pytest.raises(JugadaIlegal, match="It is not Beto's turn"):
        apply(mesa, Jugada(0, PUJA, "solo"))
    with pytest.raises(JugadaIlegal, match="its auction phase"):
        apply(mesa, Jugada(1, CARTA, mesa.manos[1][0]))


def _to_exchange(seed: int = 3):
    mesa = new_trato(seed, 4)
    for jugada in (Jugada(0, PUJA, "entrada"), Jugada(1, PUJA, "paso"), Jugada(2, PUJA, "paso")):
        mesa = apply(mesa, jugada)
    return apply(mesa, Jugada(0, TRIUNFO, "c"))


def test_tresillo_7_exchange_draws_from_the_top_of_the_baceta_and_refuses_none_for_the_jugador():
    mesa = _to_exchange()
    assert mesa.fase == FASE_DESCARTE and mesa.turno == 0 and mesa.lance == "entrada" and not mesa.favor
    with pytest.raises(JugadaIlegal, match="must discard 1 to 9"):
        apply(mesa, Jugada(0, DESCARTE, ()))
    fuera = mesa.manos[0][:3]
    after = apply(mesa, Jugada(0, DESCARTE, tuple(reversed(fuera))))  # any order of the same cards
    assert after.manos[0] == mesa.manos[0][3:] + mesa.baceta[:3] and after.baceta == mesa.baceta[3:]
    assert after.turno == 1  # contra_a: next in play order after the jugador (§7.6)
    assert apply(after, Jugada(1, DESCARTE, ())).turno == 2


def test_tresillo_6_2_a_favor_bid_names_the_palo_de_favor_only():
    mesa = new_trato(3, 4)
    for jugada in (Jugada(0, PUJA, "entrada_favor"), Jugada(1, PUJA, "paso"), Jugada(2, PUJA, "paso")):
        mesa = apply(mesa, jugada)
    assert legal_moves(mesa) == (Jugada(0, TRIUNFO, "b"),)
    with pytest.raises(JugadaIlegal) as err:
        apply(mesa, Jugada(0, TRIUNFO, "o"))
    assert err.value.es == "No puede nombrar oros: puede nombrar bastos."
    assert apply(mesa, Jugada(0, TRIUNFO, "b")).favor


def test_tresillo_11_surrender_offered_until_the_fourth_trick_and_a_defended_entrada_plays_on():
    mesa = _to_exchange()
    while mesa.fase == FASE_DESCARTE:
        mesa = apply(mesa, computer_move(mesa))
    assert mesa.fase == CARTEO and mesa.turno == 0  # the mano leads (§8.1), here the jugador
    assert Jugada(0, RENDIRSE) in legal_moves(mesa)
    with pytest.raises(JugadaIlegal, match="only the jugador surrenders"):
        apply(replace(mesa, turno=1), Jugada(1, RENDIRSE))
    rendida = apply(mesa, Jugada(0, RENDIRSE))
    assert rendida.fase == "defensa" and rendida.turno == 1
    defended = apply(rendida, Jugada(1, DEFENDER, True))
    assert defended.defensor == 1 and defended.fase == CARTEO and defended.turno == 0
    assert Jugada(0, RENDIRSE) not in legal_moves(defended)
    accepted = apply(apply(rendida, Jugada(1, DEFENDER, False)), Jugada(2, DEFENDER, False))
    assert accepted.fase == FIN and accepted.final.resultado.answer == {"resultado": "puesta"}


def test_tresillo_7_4_vuelta_solera_sets_the_turned_card_aside():
    mesa = new_trato(3, 4)
    for jugada in (Jugada(0, PUJA, "vuelta"), Jugada(1, PUJA, "paso"), Jugada(2, PUJA, "paso")):
        mesa = apply(mesa, jugada)
    vuelta = mesa.baceta[0]
    assert mesa.vuelta == vuelta and mesa.triunfo == vuelta.palo and mesa.fase == "solera"
    solera = apply(mesa, Jugada(0, SOLERA, True))
    assert solera.lance == "vuelta_solera" and solera.turno == 1 and solera.baceta == mesa.baceta[1:]
    plain = apply(mesa, Jugada(0, SOLERA, False))
    assert plain.turno == 0 and plain.lance == "vuelta"
    assert apply(plain, Jugada(0, DESCARTE, plain.manos[0][:1])).manos[0][-1] == vuelta  # drawn first (§7.3)


def test_tresillo_mesa_everybody_passes_and_the_plato_keeps_the_dealers_five():
    mesa = new_trato(3, 4)
    for seat in range(3):
        mesa = apply(mesa, Jugada(seat, PUJA, "paso"))
    assert mesa.fase == FIN and mesa.final.resultado is None
    assert mesa.final.sesion.plato.tantos == 5 and dict(mesa.final.asiento.neto)["Ana"] == -5
    assert legal_moves(mesa) == ()
    with pytest.raises(JugadaIlegal, match="The deal is over"):
        apply(mesa, Jugada(0, PUJA, "paso"))
    with pytest.raises(ValueError):
        computer_move(mesa)


def test_tresillo_mesa_a_move_that_is_no_move_is_an_invalid_situation():
    mesa = new_trato(3, 4)
    with pytest.raises(InvalidSituation):
        check_move(mesa, Jugada(0, "robar", None))
    with pytest.raises(InvalidSituation):
        check_move(mesa, ("puja", "entrada"))
    with pytest.raises(InvalidSituation):
        check_move(mesa, Jugada(0, CARTA, "9o"))


def test_tresillo_mesa_a_deal_kept_as_its_id_and_moves_replays_the_same():
    from tutor.rules.tresillo.computadora import jugar_hasta
    from tutor.rules.tresillo.mesa import replay

    mesa = jugar_hasta(new_trato(9, 4), 1)  # the learner sits segundo: the computer plays the others up to him
    assert mesa.turno == 1 or mesa.fase == FIN
    end = jugar_entero(mesa)
    moves = [Jugada.from_dict(p.jugada.to_dict()) for p in end.pasos if p.jugada is not None]
    assert playthrough(replay(new_trato(9, 4), moves)) == playthrough(end)
    assert Jugada.from_dict({"asiento": 0, "tipo": DESCARTE, "valor": ["1e", "7o"]}).valor == cards("1e 7o")
    with pytest.raises(InvalidSituation):
        Jugada.from_dict({"asiento": 0, "tipo": CARTA})


def test_tresillo_16_A21_a_one_four_four_codillo_is_left_unsettled_with_the_reason():
    """Under the house rule puesta_real = codillo a 1-4-4 has no single codillo giver: the rules do not settle it,
    and the end says so instead of guessing (the session is left as it was)."""
    from tutor.rules.tresillo.mesa import Baza

    rules = TresilloHouseRules(puesta_real="codillo")
    # eight tricks past: jugador (seat 0) 1, contra_a (seat 1) 4, contra_b (seat 2) 3; contra_b takes the ninth
    past = tuple(Baza((), gana, None) for gana in (0, 1, 1, 1, 1, 2, 2, 2))
    mesa = replace(table("o", ["7c", "", ""], baza=[(1, "6c"), (2, "4c")], turno=0, house_rules=rules), bazas=past,
                   mano_jugador=cards("1e 7o 1b 1o 12o 3o 5c 7c 12b"))
    end = apply(mesa, Jugada(0, CARTA, "7c"))
    assert end.fase == FIN and end.final.resultado.answer == {"resultado": "codillo", "codillo_para": None}
    assert isinstance(end.final.cobro_rehusado, InvalidSituation) and end.final.asiento is None
    assert end.final.sesion == mesa.sesion


@pytest.mark.parametrize("mano, palo, clase", [
    ("1e 2e 3e 12o 5o 6c 7c 4b 5b", "e", 1),      # as, dos, tres, entrada es: espada, mala, one small trump
    ("2o 3o 4o 5o 6o 10o 12e 5c 4b", "o", 1),     # con seis, aunque sean seises
    ("2o 3o 5o 12e 11e 5c 4c 3b 5b", "o", 0),     # three small trumps: pass
    ("1e 7o 1b 12o 11o 5o 4o 12c 12e", "o", 3),   # solo con fallo y rey: six trumps, matadores, void in bastos
    ("1e 7o 1b 1o 12o 11o 10o 2o 3o", "o", 4),    # nine trumps from the espada: bola
])
def test_tresillo_14_the_computer_reads_the_sayings_as_hand_counts(mano, palo, clase):
    from tutor.rules.tresillo.computadora import clase_de_mano

    assert clase_de_mano(cards(mano), palo) == clase
