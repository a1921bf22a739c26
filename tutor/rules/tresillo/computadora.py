"""The computer's moves in a deal at the table (:mod:`.mesa`): plausible rather than strong
(``rules/tresillo.md §14``).

The computer bids by §14's sayings read as rough hand counts (*as, dos, tres, entrada es*; *con seis, aunque sean
seises*; *solo con fallo y rey*, or about five sure tricks with a void; *vale más mal solo que buena entrada*;
*vuelta de bastillo, cátate codillo*), exchanges its weak plain cards, and plays
the cheapest card that takes the trick when its side is not already taking it. Every choice is a legal move of
:func:`~.mesa.legal_moves`'s and a function of the table alone (ties go to the first in the hand's order), so the
same deal always gives the same playthrough (OpenSpiel-style: chance and the computer's choices come only from the
deal's seed).

>>> from .mesa import new_trato, FIN
>>> jugar_entero(new_trato(3)).fase
'fin'
"""

from __future__ import annotations

from ..cartas import PALOS_ESPANOLES, CartaEspanola
from .estuches import cuenta_estuches
from .firmes import firmes
from .lances import lance_de_puja, rango_puja, triunfos_de_puja
from .mesa import (
    CARTA, CARTEO, DEFENDER, DEFENSA, DESCARTE, FASE_DESCARTE, FASE_SOLERA, FASE_TRIUNFO, FIN, PUJA, RENDIRSE,
    SOLERA, SUBASTA, Jugada, Mesa, apply, legal_moves, limites_descarte,
)
from .orden import TRIUNFO as ES_TRIUNFO, carta_ganadora, es_matador, fuerza, palo_efectivo
from .trato import CONTRA_A, JUGADOR

_CLASE = {"entrada": 1, "vuelta": 2, "solo": 3, "bola": 4}
"""The lance classes of the ladder (§6.3), for comparing what a hand supports."""


def jugar_entero(mesa: Mesa) -> Mesa:
    """Play the deal to its end with the computer in every seat; returns the final table."""
    while mesa.fase != FIN:
        mesa = apply(mesa, computer_move(mesa))
    return mesa


def jugar_hasta(mesa: Mesa, asiento: int) -> Mesa:
    """The computer plays the other seats until it is ``asiento``'s turn (0 mano, 1 segundo, 2 postre) or the deal
    is over; returns that table."""
    while mesa.fase != FIN and mesa.turno != asiento:
        mesa = apply(mesa, computer_move(mesa))
    return mesa


def computer_move(mesa: Mesa) -> Jugada:
    """The computer's move for the player to move (``mesa.turno``): always one of :func:`~.mesa.legal_moves`.

    Raises:
        ValueError: the deal is over (nobody is to move).
    """
    if mesa.fase == FIN:
        raise ValueError("the deal is over: nobody is to move")
    return _ELIGE[mesa.fase](mesa, mesa.turno)


# ---------------------------------------------------------------------------------------------- valuing a hand §14


def _triunfos(mano, palo: str) -> list[CartaEspanola]:
    return [c for c in mano if palo_efectivo(c, palo) == ES_TRIUNFO]


def _fallos(mano, palo: str) -> int:
    """Plain suits the hand is void in, with ``palo`` trumps."""
    return sum(1 for p in PALOS_ESPANOLES if p != palo and not any(palo_efectivo(c, palo) == p for c in mano))


def _reyes(mano, palo: str) -> int:
    return sum(1 for c in mano if c.numero == 12 and c.palo != palo)


def bazas_seguras(mano, palo: str) -> int:
    """§14's tutor count of sure tricks with ``palo`` as trumps: the top trumps held in a run from the espada (the
    estuches' run, counted from one card) plus the firmes of the first category (§12)."""
    run, _ = cuenta_estuches(mano, palo, minimo=1)
    return run + sum(1 for f in firmes(mano, palo).answer["firmes"] if f["categoria"] == 1)


def clase_de_mano(mano, palo: str) -> int:
    """The lance class a hand supports with ``palo`` as trumps: 0 none, 1 entrada, 3 solo, 4 bola (§14 sayings)."""
    triunfos = _triunfos(mano, palo)
    matadores = sum(1 for c in triunfos if es_matador(c, palo))
    n, fallos, reyes = len(triunfos), _fallos(mano, palo), _reyes(mano, palo)
    if matadores == 3 and n >= 8:
        return 4
    if fallos and ((n >= 6 and matadores >= 2 and (reyes or n >= 7))  # solo con fallo y rey
                   or (n >= 4 and bazas_seguras(mano, palo) >= 5)):  # about five sure tricks with a void
        return 3
    if n >= 6 or (matadores >= 2 and n >= 3) or (n >= 5 and matadores >= 1) or (n >= 4 and matadores and reyes >= 2):
        return 1  # con seis, aunque sean seises; as, dos, tres, entrada es
    return 0


def _vuelta(mano) -> bool:
    """A vuelta: espada and basto, with kings to back them (never on the basto alone: vuelta de bastillo)."""
    ids = {str(c) for c in mano}
    return "1e" in ids and "1b" in ids and sum(1 for c in mano if c.numero == 12) >= 2


def _soporta(mano, puja: str, house_rules) -> bool:
    """Whether the hand supports this bid of the ladder."""
    if puja == "vuelta":
        return _vuelta(mano) or _vuelta_mas(mano)
    clase = _CLASE[lance_de_puja(puja)]
    return any(clase_de_mano(mano, p) >= clase for p in triunfos_de_puja(puja, house_rules))


def _vuelta_mas(mano) -> bool:
    """A hand good for an entrada in more than one suit bids on to a vuelta rather than pass."""
    return sum(1 for p in PALOS_ESPANOLES if clase_de_mano(mano, p) >= 1) >= 2


# ---------------------------------------------------------------------------------------------- choices


def _puja(mesa: Mesa, s: int) -> Jugada:
    hr = mesa.house_rules
    mano = mesa.manos[s]
    apoyadas = [j for j in legal_moves(mesa) if j.valor != "paso" and _soporta(mano, j.valor, hr)]
    if not apoyadas:
        return Jugada(s, PUJA, "paso")
    # vale más mal solo que buena entrada: a hand good for a solo or a bola bids it at once; otherwise the lowest
    # bid the hand supports, climbing only as far as the others push it
    clase = max(_CLASE[lance_de_puja(j.valor)] for j in apoyadas)
    if clase >= _CLASE["solo"]:
        apoyadas = [j for j in apoyadas if _CLASE[lance_de_puja(j.valor)] == clase]
    return min(apoyadas, key=lambda j: rango_puja(j.valor, hr))


def _triunfo(mesa: Mesa, s: int) -> Jugada:
    legales = legal_moves(mesa)
    mano = mesa.manos[s]
    return max(legales, key=lambda j: (clase_de_mano(mano, j.valor), j.valor == mesa.house_rules.palo_favor,
                                       len(_triunfos(mano, j.valor)), j.valor))


def _solera(mesa: Mesa, s: int) -> Jugada:
    """Solera (paid as a solo) when the turned suit already gives the hand five trumps with two matadores."""
    mano, t = mesa.manos[s], mesa.triunfo
    triunfos = _triunfos(mano, t)
    return Jugada(s, SOLERA, len(triunfos) >= 5 and sum(1 for c in triunfos if es_matador(c, t)) >= 2)


def _guarda(carta: CartaEspanola, triunfo: str) -> bool:
    """A card worth keeping in the exchange: a trump or a plain king."""
    return palo_efectivo(carta, triunfo) == ES_TRIUNFO or carta.numero == 12


def _descarte(mesa: Mesa, s: int) -> Jugada:
    minimo, maximo, _ = limites_descarte(mesa, s)
    mano = mesa.manos[s]
    flojas = sorted((c for c in mano if not _guarda(c, mesa.triunfo)), key=lambda c: fuerza(c, mesa.triunfo)[1])
    if len(flojas) < minimo:  # everything is worth keeping: lay aside the weakest card
        flojas = sorted(mano, key=lambda c: (palo_efectivo(c, mesa.triunfo) == ES_TRIUNFO,
                                             fuerza(c, mesa.triunfo)[1]))
    fuera = set(flojas[:max(minimo, min(len(flojas), maximo))])
    return Jugada(s, DESCARTE, tuple(c for c in mano if c in fuera))


def _carta(mesa: Mesa, s: int) -> Jugada:
    legales = legal_moves(mesa)
    if any(j.tipo == RENDIRSE for j in legales) and _se_rinde(mesa):
        return Jugada(s, RENDIRSE)
    cartas = [j.valor for j in legales if j.tipo == CARTA]
    t = mesa.triunfo
    if not mesa.baza:
        return Jugada(s, CARTA, _salida(mesa, s, cartas))
    jugadas = [c for _, c in mesa.baza]
    ganadora = carta_ganadora(jugadas, t)
    quien_gana = next(seat for seat, c in mesa.baza if c == ganadora)
    ganan = [c for c in cartas if carta_ganadora(jugadas + [c], t) == c]
    if ganan and not _companero(mesa, s, quien_gana):
        return Jugada(s, CARTA, min(ganan, key=lambda c: _valor(c, t)))
    return Jugada(s, CARTA, min(cartas, key=lambda c: _valor(c, t)))


def _valor(carta: CartaEspanola, triunfo: str) -> tuple[int, int]:
    """How dear a card is to give away: any trump dearer than any plain card, then by strength."""
    palo, f = fuerza(carta, triunfo)
    return (1 if palo == ES_TRIUNFO else 0), f


def _salida(mesa: Mesa, s: int, cartas: list[CartaEspanola]) -> CartaEspanola:
    """The jugador draws trumps with his best when he holds a matador or four trumps; otherwise, and for the
    contras, a king, else the lowest card."""
    t = mesa.triunfo
    triunfos = [c for c in cartas if palo_efectivo(c, t) == ES_TRIUNFO]
    arrastra = triunfos and (any(es_matador(c, t) for c in triunfos) or len(triunfos) >= 4)
    if s in (mesa.jugador, mesa.defensor) and arrastra:
        return max(triunfos, key=lambda c: fuerza(c, t)[1])
    reyes = [c for c in cartas if c.numero == 12 and palo_efectivo(c, t) != ES_TRIUNFO]
    if reyes:
        return reyes[0]
    return min(cartas, key=lambda c: _valor(c, t))


def _companero(mesa: Mesa, s: int, otro: int) -> bool:
    """Whether ``otro`` plays on ``s``'s side: the two contras, before any defence (§2.5, §11.4)."""
    if s == otro:
        return True
    if mesa.defensor is not None:
        return False
    return JUGADOR not in (mesa.rol(s), mesa.rol(otro))


def _se_rinde(mesa: Mesa) -> bool:
    """The jugador fears a codillo: about to play to the fourth trick without a trick while a contra has two."""
    ganadas = [mesa.rol(b.gana) for b in mesa.bazas]
    return len(mesa.bazas) == 3 and JUGADOR not in ganadas and max(ganadas.count(r) for r in set(ganadas)) >= 2


def _defender(mesa: Mesa, s: int) -> Jugada:
    """A contra defends with a sound entrada of his own in the trump suit (a la derecha con uno menos)."""
    mano = mesa.manos[s]
    n = len(_triunfos(mano, mesa.triunfo))
    return Jugada(s, DEFENDER, n >= (3 if mesa.rol(s) == CONTRA_A else 4))


_ELIGE = {SUBASTA: _puja, FASE_TRIUNFO: _triunfo, FASE_SOLERA: _solera, FASE_DESCARTE: _descarte, CARTEO: _carta,
          DEFENSA: _defender}


__all__ = ["bazas_seguras", "clase_de_mano", "computer_move", "jugar_entero", "jugar_hasta"]
