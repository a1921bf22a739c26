"""A learner's deal rebuilt from its id and the learner's moves, and the key moments of it as referee situations
("Juega un trato"; the engine: :mod:`tutor.rules.tresillo.mesa`).

The table is never stored: :func:`rebuild` deals the session's deals again from their ids, applies the learner's
moves in turn and lets the computer (:func:`~tutor.rules.tresillo.computadora.computer_move`, from the seed) play
every other seat, each deal starting from the session the previous one left (plato, cartulina, balances, dealer).
Rebuilt deals are kept per process (:func:`rebuild` is cached on the rows' ids and moves), so a move replays only
the deal it is made in. No Flask here: the blueprint :mod:`tutor.web.trato` reads and writes, this computes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..rules.base import InvalidSituation, Reason, Ruling
from ..rules.tresillo.computadora import jugar_hasta
from ..rules.tresillo.firmes import firmes
from ..rules.tresillo.house_rules import TresilloHouseRules
from ..rules.tresillo.mesa import (CARTA, DEFAULT, FIN, PUJA, Jugada, JugadaIlegal, Mesa, apply, check_move,
                                   new_trato, parse_trato_id, sesion_de)
from ..rules.tresillo.trato import CONTRA_A, CONTRA_B, JUGADOR

# ---------------------------------------------------------------------------------------------- moves as data


def jugada_of(asiento: int, move: dict) -> Jugada:
    """The engine's move for a stored move ``{"tipo", "valor"}`` made at ``asiento`` (:meth:`Jugada.from_dict`).

    Raises:
        InvalidSituation: a stored move that is not one.
    """
    return Jugada.from_dict({"asiento": asiento, "tipo": move.get("tipo"), "valor": move.get("valor")})


def stored(jugada: Jugada, rechazada: bool = False) -> dict:
    """A move as stored (``{"tipo", "valor"}``, cards as tokens; ``"rechazada": true`` for a refused one)."""
    d = jugada.to_dict()
    del d["asiento"]
    return {**d, "rechazada": True} if rechazada else d


# ---------------------------------------------------------------------------------------------- rebuilding


@dataclass(frozen=True)
class Decision:
    """One move of the learner.

    Attributes:
        numero: its place among the deal's stored moves (from 0).
        jugada: the move.
        antes: the table it was made on.
        reasons: an accepted move's step (:class:`~tutor.rules.tresillo.mesa.Paso` reasons); a refused one's
            :func:`~tutor.rules.tresillo.mesa.check_move` reasons (the rule, then why not).
        ruling: a refused move's ruling (``answer["legales"]``: the moves allowed), else ``None``.
        renuncio: a card the rules do not allow, accepted under the house rule ``renuncio = "aceptar"`` (§8.5).
    """

    numero: int
    jugada: Jugada
    antes: Mesa
    reasons: tuple[Reason, ...]
    ruling: Ruling | None = None
    renuncio: bool = False

    @property
    def rechazada(self) -> bool:
        """The rules refused the move (it changed nothing at the table; the review lists it)."""
        return self.ruling is not None


@dataclass(frozen=True)
class Juego:
    """A learner's deal as it stands: the table, who the learner is, and their decisions."""

    mesa: Mesa
    yo: str
    decisiones: tuple[Decision, ...]
    movidas: int

    @property
    def asiento(self) -> int | None:
        """The learner's seat this deal (0 mano, 1 segundo, 2 postre), ``None`` while the alcalde (sitting out)."""
        return self.mesa.nombres.index(self.yo) if self.yo in self.mesa.nombres else None

    @property
    def mi_turno(self) -> bool:
        """The learner is to move now: the deal is not over, they sit in it (not the alcalde) and it is their turn."""
        return self.mesa.fase != FIN and self.asiento is not None and self.mesa.turno == self.asiento

    @property
    def rechazo(self) -> Decision | None:
        """The learner's last move, if the rules refused it and nothing was played since."""
        last = self.decisiones[-1] if self.decisiones else None
        return last if last is not None and last.rechazada and last.numero == self.movidas - 1 else None


class Damaged(ValueError):
    """Stored moves the engine no longer accepts (a deal of an older engine): the deal cannot be rebuilt."""


def replay(trato_id: str, seat: int, moves: tuple[dict, ...], sesion=None,
           house_rules: TresilloHouseRules = DEFAULT) -> Juego:
    """Deal ``trato_id`` (in ``sesion``, or the new session its id names: its ``-R`` dealer) under ``house_rules`` and play it: the learner, the
    session's player ``seat``, makes ``moves`` in turn, the computer every other move, up to the learner's next turn
    or the end. A stored move is accepted as the engine's :func:`~tutor.rules.tresillo.mesa.apply` accepts it (a
    card the rules refuse is a renuncio under ``renuncio = "aceptar"``).

    Raises:
        InvalidTratoId: a malformed id.
        Damaged: a stored move the engine refuses (or more moves than the deal has turns for the learner).
    """
    tid = parse_trato_id(trato_id)
    mesa = new_trato(tid.seed, tid.jugadores, house_rules, sesion=sesion_de(tid) if sesion is None else sesion)
    yo = mesa.sesion.jugadores[seat]
    decisiones: list[Decision] = []
    pending = list(enumerate(moves))
    asiento = mesa.nombres.index(yo) if yo in mesa.nombres else None  # None: the alcalde, sitting out
    while True:
        mesa = jugar_hasta(mesa, asiento)  # the computer plays the other seats
        if mesa.fase == FIN or not pending:
            break
        n, move = pending.pop(0)
        try:
            jugada = jugada_of(asiento, move)
        except InvalidSituation as err:
            raise Damaged(f"stored move {n} of {trato_id} is not a move: {err}") from None
        ruling = check_move(mesa, jugada)
        if move.get("rechazada"):
            decisiones.append(Decision(n, jugada, mesa, ruling.reasons, ruling))
            continue
        try:
            after = apply(mesa, jugada)
        except JugadaIlegal:
            raise Damaged(f"stored move {n} of {trato_id} is refused: {ruling.reasons[-1].text('en')}") from None
        paso = after.pasos[len(mesa.pasos)]
        decisiones.append(Decision(n, jugada, mesa, paso.reasons, renuncio=paso.renuncio))
        mesa = after
    if pending:  # moves stored after the end
        raise Damaged(f"{trato_id}: {len(pending)} stored moves after the end")
    return Juego(mesa, yo, tuple(decisiones), len(moves))


def accepts(mesa: Mesa, jugada: Jugada) -> bool:
    """Whether the table takes ``jugada`` (:func:`~tutor.rules.tresillo.mesa.apply`): a legal move, or a card the
    rules refuse under the house rule ``renuncio = "aceptar"`` (a renuncio, §8.5)."""
    try:
        apply(mesa, jugada)
    except JugadaIlegal:
        return False
    return True


def refusal(juego: Juego, jugada: Jugada) -> Decision:
    """The learner's ``jugada`` on ``juego``'s table as a refused decision (its :func:`check_move` ruling), for a
    refusal answered but not stored."""
    ruling = check_move(juego.mesa, jugada)
    return Decision(juego.movidas, jugada, juego.mesa, ruling.reasons, ruling)


@lru_cache(maxsize=256)
def rebuild(chain: tuple[tuple[str, int, str], ...], house_rules: TresilloHouseRules = DEFAULT) -> Juego:
    """The last deal of a session, every deal of it replayed under ``house_rules`` (the session's profile's) from
    ``(trato_id, seat, moves as JSON)``, oldest first.

    Raises:
        Damaged, InvalidTratoId: as :func:`replay`; Damaged also for a deal after one that is not over.
    """
    sesion = None
    if len(chain) > 1:
        before = rebuild(chain[:-1], house_rules)
        if before.mesa.final is None:
            raise Damaged("a deal follows one that is not over")
        sesion = before.mesa.final.sesion
    trato_id, seat, moves = chain[-1]
    return replay(trato_id, seat, tuple(json.loads(moves)), sesion, house_rules)


def shared_id(juego: Juego, profile: str = "") -> str:
    """The id that deals ``juego``'s deal again anywhere (a new session, another learner, the CLI): its seed and
    table, its dealer, the learner's seat (none for the alcalde: whoever opens it chooses) and the key of the
    house-rule profile it is played under (``""``: the Reglamento), e.g. ``tresillo.trato-v1-J4-S123-R1-A2``."""
    return str(replace(juego.mesa.id, asiento=juego.asiento, profile=profile))


# ---------------------------------------------------------------------------------------------- key moments

FLAGGED_KIND = {CARTA: "tresillo.jugada_legal", PUJA: "tresillo.lances"}
"""The puzzle kind whose question a refused move answered wrong: a card (which cards may you play?), a bid (the
lowest bid you may make). Other refusals (a trump, a discard) have no kind and count nowhere."""



def jugada_legal_situation(mesa: Mesa, asiento: int) -> dict:
    """The ``tresillo.jugada_legal`` situation of ``asiento`` about to play a card on ``mesa``."""
    return {"triunfo": mesa.triunfo, "baza": [str(c) for _, c in mesa.baza],
            "mano": [str(c) for c in mesa.manos[asiento]]}


def lances_situation(mesa: Mesa) -> dict:
    """The ``tresillo.subasta`` situation of the auction so far (the ``tresillo.lances`` puzzle asks about it)."""
    return {"acciones": list(mesa.acciones)}


def cobro_situation(mesa: Mesa) -> dict | None:
    """The ``tresillo.cobro`` situation of a settled deal (``None`` if nobody played or the rules could not settle
    it): the facts of the deal and the plato at settlement, whose ruling is the settlement the deal made."""
    final = mesa.final
    if final is None or final.trato is None or final.asiento is None:
        return None
    t, plato = final.trato, final.asiento.plato_antes
    situation: dict[str, Any] = {
        "lance": t.lance, "favor": t.favor, "plato": {"tantos": plato.tantos, "puesta": plato.puesta},
        "bazas": dict(zip((JUGADOR, CONTRA_A, CONTRA_B), t.bazas)), "estuches": t.estuches,
        "contraestuche": t.contraestuche, "primeras": t.primeras, "cartulina": list(plato.cartulina),
        "jugadores": t.jugadores}
    if t.rendida:
        situation["rendida"] = {"defendida_por": t.defendida_por}
    return situation


def firmes_al_empezar(juego: Juego) -> Ruling | None:
    """The firmes (§12) of the learner's nine cards when play started (after the exchange), with the deal's trump;
    the cards the learner laid aside, and a vuelta solera's turned card, count as out of play (§12.3, §7.4).
    ``None`` before play starts, or for the alcalde."""
    mesa, s = juego.mesa, juego.asiento
    if s is None or mesa.triunfo is None or not mesa.mano_jugador:
        return None
    jugadas = mesa.baza + tuple(x for b in mesa.bazas for x in b.cartas)
    inicial = mesa.manos[s] + tuple(c for seat, c in jugadas if seat == s)
    fuera = tuple(c for d in mesa.descartes if d.asiento == s for c in d.descarta)
    if mesa.lance == "vuelta_solera":
        fuera += (mesa.vuelta,)
    return firmes(inicial, mesa.triunfo, fuera, mesa.house_rules)


__all__ = ["FLAGGED_KIND", "Damaged", "Decision", "Juego", "accepts", "cobro_situation", "firmes_al_empezar",
           "jugada_legal_situation", "jugada_of", "lances_situation", "rebuild", "refusal", "replay", "shared_id",
           "stored"]
