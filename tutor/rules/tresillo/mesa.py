"""A whole deal of Tresillo played at a virtual table, move by move (``rules/tresillo.md §5–§11, §13``).

The deal is an immutable state, :class:`Mesa` (the table as it stands), in OpenSpiel's manner: chance (the shuffle)
comes only from the deal's seed, :func:`legal_moves` lists what the player to move may do, and :func:`apply` returns
the next state, recording the step with its reasons. Nothing here re-codes a rule: every decision calls the ruling
that owns it, the same the referee answers with (``jugadas_legales`` for a card, ``ganador_baza`` for a trick,
``pujas_posibles``/``subasta`` for a bid, ``puede_rendirse`` and ``prioridad_defensa`` for a surrender,
``resultado``/``entrada_defendida``/``rendida``, ``primeras`` and ``estuches`` at the end, and the session ledger
:meth:`~.ledger.Sesion.jugar` — hence ``liquidar``, the ``tresillo.cobro`` ruling's settlement — for the payments).

Shape:

* :func:`new_trato` ``(seed, jugadores=4, house_rules, sesion=None) -> Mesa``: shuffle and deal (§5); the auction
  starts with the mano. ``sesion`` carries the plato, the cartulina, the balances and the dealer from the previous
  deal (:class:`~.ledger.Sesion`); ``None`` starts a new session.
* Seats: the active players by their place in the play order, 0 mano, 1 segundo, 2 postre (§2.4), as the
  auction's rulings number them; :attr:`Mesa.nombres` gives their names (four-handed the dealer, the alcalde, sits
  out: :attr:`Mesa.alcalde`).
* Phases (:attr:`Mesa.fase`), and the move of each (:class:`Jugada` ``(asiento, tipo, valor)``):

  ============ ============ ==========================================================================
  ``subasta``  ``puja``     ``"paso"`` or a bid of the ladder (§6.3–§6.4)
  ``triunfo``  ``triunfo``  a suit letter: the jugador of an entrada, solo or bola names trumps (§6.1)
  ``solera``   ``solera``   ``True``/``False``: after a vuelta's turn-up, declare vuelta solera (§7.3–§7.4)
  ``descarte`` ``descarte`` a tuple of cards to lay aside; as many are drawn from the baceta (§7)
  ``carteo``   ``carta``    a card (§8); the jugador of an entrada or vuelta may instead ``rendirse``
               ``rendirse`` (``valor`` None) until he plays to the fourth trick (§11.2)
  ``defensa``  ``defender`` ``True`` ("la sigo") / ``False``: a contra after a surrendered entrada (§11.4)
  ``fin``      —            the deal is over: :attr:`Mesa.final` holds the result and the settlement
  ============ ============ ==========================================================================

* :func:`legal_moves` ``(mesa) -> tuple[Jugada, ...]``: every legal move of the player to move (:attr:`Mesa.turno`).
* :func:`check_move` ``(mesa, jugada) -> Ruling``: answer ``{"legal": bool, "legales": [Jugada, ...]}`` with the
  reasons (the rule and its numbers: "debe asistir a copas", the matador privilege, the bids allowed);
  :func:`is_legal` is its yes/no.
* :func:`apply` ``(mesa, jugada) -> Mesa``: the next state; its last :class:`Paso` (:attr:`Mesa.pasos`) records the
  move with its reasons, followed by the table's own steps it caused (a trick won, the turned card). An illegal
  move raises :class:`JugadaIlegal` carrying the :func:`check_move` ruling — except a card under the house rule
  ``renuncio = "aceptar"`` ("as at the table"): it is played, and its step is marked ``renuncio`` (§8.5).
* :func:`computer_move` (in :mod:`.computadora`): the computer's choice for the player to move, from the seed.
* :func:`replay` ``(mesa, jugadas) -> Mesa``: the moves applied in turn; :meth:`Jugada.to_dict` and
  :meth:`Jugada.from_dict` write and read a move as plain data, so a deal is kept as its id and its moves.
* At the end :attr:`Mesa.final` (:class:`Final`) holds the rulings of the result (§9–§11), the primeras (§10.1) and
  the estuches (§4.3), the facts for the cobro (:class:`~.trato.Trato`), and the session afterwards, whose last
  ledger entry (``final.asiento``) holds the cobro (§13), the nets by name and the plato and cartulina after.

A deal is named by its id, :class:`TratoId` (``tresillo.trato-v1-J4-S123``, optionally ``-R<dealer>``,
``-A<seat>``, ``-P<profile>``): the same id always gives the same deal, and with the computer in every seat the
same playthrough; :func:`sesion_de` is the new session an id is dealt in.

>>> m = new_trato(7, 3)
>>> m.fase, m.turno, len(m.manos[0]), len(m.baceta)
('subasta', 0, 9, 13)
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from ..base import BilingualError, InvalidSituation, Reason, Ruling, shown
from ..cartas import BARAJA_ESPANOLA, NOMBRES_PALOS_ESPANOLES, PALOS_ESPANOLES, CartaEspanola
from . import mesa_mensajes as M
from .estuches import estuches
from .juego import jugadas_legales
from .lances import (
    CAMBIA_EL_JUGADOR, NOMBRE_PUJA, lance_de_puja, pujas_posibles, subasta, triunfo_de_vuelta, triunfos_de_puja,
)
from .ledger import Asiento, Reparto, Sesion
from .mano import CARTAS_POR_MANO, check_mano
from .orden import ganador_baza
from .resultado import entrada_defendida, prioridad_defensa, primeras, puede_rendirse, rendida, resultado
from .house_rules import TresilloHouseRules
from .lecturas import SIN_LECTURA, lectura
from .trato import CONTRA_A, CONTRA_B, JUGADOR, Trato

GAME, KIND, VERSION = "tresillo", "trato", 1
"""The deal id's game, kind and version: bump VERSION whenever the same seed would give another deal or another
computer playthrough (the shuffle, the dealing order, the computer's heuristics)."""

NOMBRES = ("Ana", "Beto", "Carmen", "Dani")
"""The players of a new session, in seat order (counter-clockwise)."""

ASIENTOS = ("mano", "segundo", "postre")
"""Active seats in play order (§2.4)."""

PUJA, TRIUNFO, SOLERA, DESCARTE, CARTA, RENDIRSE, DEFENDER = (
    "puja", "triunfo", "solera", "descarte", "carta", "rendirse", "defender")
TIPOS = (PUJA, TRIUNFO, SOLERA, DESCARTE, CARTA, RENDIRSE, DEFENDER)

SUBASTA, FASE_TRIUNFO, FASE_SOLERA, FASE_DESCARTE, CARTEO, DEFENSA, FIN = (
    "subasta", "triunfo", "solera", "descarte", "carteo", "defensa", "fin")

DEFAULT = TresilloHouseRules()


# ---------------------------------------------------------------------------------------------- the id

_ID = re.compile(r"^tresillo\.trato-v(?P<version>[1-9][0-9]{0,3})-J(?P<jugadores>[34])-S(?P<seed>0|[1-9][0-9]{0,18})"
                 r"(?:-R(?P<repartidor>[0-3]))?(?:-A(?P<asiento>[0-2]))?(?:-P(?P<profile>[a-z][a-z0-9_]{0,31}))?$")
MAX_SEED = 2 ** 63 - 1
MAX_ID_LENGTH = len(f"{GAME}.{KIND}-v9999-J4-S{MAX_SEED}-R3-A2-P") + 32
"""Characters of the longest id the grammar reads (a 4-digit version, a 19-digit seed, a dealer, a seat and a
32-character profile key): a form's ``maxlength``; a longer text is no deal id, refused whole rather than cut into
another deal's."""


@dataclass(frozen=True)
class TratoId:
    """The identity of a deal: enough to deal it again on any machine (like a puzzle id).

    ``tresillo.trato-v1-J4-S123`` is the deal of seed 123 at a table of four, dealt by the first player of a new
    session, the learner choosing a seat, under the Reglamento (every id before the optional parts below meant
    that). Optional parts, in this order, fix the rest of what a learner meets at the table:

    * ``-R<n>``: the dealer is the session's player ``n`` (0–3, :data:`NOMBRES`; absent: 0), which names the
      players in each seat: a shared deal shows the same table;
    * ``-A<n>``: the learner's seat, 0 mano, 1 segundo, 2 postre (absent: the learner chooses);
    * ``-P<key>``: the house-rule profile it is played under when not the Reglamento (as a puzzle id's ``-P``).

    The hands depend only on ``seed`` and ``jugadores`` (the shuffle is of :meth:`deal_text`), and the computer's
    play only on the table, so the same id gives the same hands and the same computer play for the same moves.
    The plato and the cartulina belong to the session, not to the deal: a shared deal starts a new session.

    Attributes:
        seed: a whole number in ``[0, MAX_SEED]``.
        jugadores: 3 or 4 at the table.
        version: the deal generator's version (:data:`VERSION`).
        repartidor: the dealer's place in the session's players (0 to ``jugadores - 1``).
        asiento: the learner's seat (0 mano, 1 segundo, 2 postre), ``None``: the learner chooses.
        profile: the house-rule profile's key, ``""`` for the Reglamento.
    """

    seed: int
    jugadores: int = 4
    version: int = VERSION
    repartidor: int = 0
    asiento: int | None = None
    profile: str = ""

    def deal_text(self) -> str:
        """``tresillo.trato-v1-J4-S123``: what the shuffle is seeded with (the dealer, seat and rules change no
        card)."""
        return f"{GAME}.{KIND}-v{self.version}-J{self.jugadores}-S{self.seed}"

    def __str__(self) -> str:
        return (self.deal_text() + (f"-R{self.repartidor}" if self.repartidor else "")
                + ("" if self.asiento is None else f"-A{self.asiento}") + (f"-P{self.profile}" if self.profile else ""))


class InvalidTratoId(BilingualError):
    """A deal id that is malformed or of an unknown version (Spanish and English texts)."""


def parse_trato_id(text: str) -> TratoId:
    """Read a deal id such as ``"tresillo.trato-v1-J4-S123"`` or ``"tresillo.trato-v1-J4-S123-R2-A1-Pclasica"``
    (:class:`TratoId`). Only the shape is checked here: whether the profile key names a profile is the caller's.

    Raises:
        InvalidTratoId: longer than :data:`MAX_ID_LENGTH`; not of the form
            ``tresillo.trato-v<version>-J<3|4>-S<seed>[-R<dealer>][-A<seat>][-P<key>]``,
            a seed above :data:`MAX_SEED`, a dealer not at the table (``-R3`` at a table of three), ``-Preglamento``
            (the Reglamento's ids carry no ``-P``), or a version this code does not deal.
    """
    if isinstance(text, str) and len(text.strip()) > MAX_ID_LENGTH:  # named by its length, not echoed
        raise InvalidTratoId(f"malformed deal id: a deal id has at most {MAX_ID_LENGTH} characters, got "
                             f"{len(text.strip())}",
                             es=f"id de trato mal formado: un id de trato tiene como mucho {MAX_ID_LENGTH} "
                                f"caracteres, pero este tiene {len(text.strip())}")
    m = _ID.match(text.strip()) if isinstance(text, str) else None
    if m is None:
        raise InvalidTratoId(
            f"malformed deal id {text!r}: expected tresillo.trato-v<version>-J<3|4>-S<seed>, e.g. "
            f"'tresillo.trato-v{VERSION}-J4-S123'",
            es=f"id de trato mal formado {shown(text)}: se espera tresillo.trato-v<versión>-J<3|4>-S<semilla>, p. ej. "
               f'"tresillo.trato-v{VERSION}-J4-S123"')
    version, seed, jugadores = int(m["version"]), int(m["seed"]), int(m["jugadores"])
    repartidor = int(m["repartidor"] or 0)
    if seed > MAX_SEED:
        raise InvalidTratoId(f"malformed deal id {text!r}: the seed must be at most {MAX_SEED}",
                             es=f"id de trato mal formado {shown(text)}: la semilla debe ser como mucho {MAX_SEED}")
    if repartidor >= jugadores:
        raise InvalidTratoId(f"malformed deal id {text!r}: the dealer -R must be 0 to {jugadores - 1}",
                             es=f"id de trato mal formado {shown(text)}: el repartidor -R debe ser de 0 a "
                                f"{jugadores - 1}")
    if m["profile"] == "reglamento":
        raise InvalidTratoId(f"malformed deal id {text!r}: the Reglamento's deals carry no -P part",
                             es=f"id de trato mal formado {shown(text)}: los tratos del Reglamento no llevan la "
                                f"parte -P")
    if version != VERSION:
        raise InvalidTratoId(f"deal id {text!r}: version {version} is not dealt here (this is version {VERSION})",
                             es=f"id de trato {shown(text)}: la versión {version} no se reparte aquí (esta es la "
                                f"versión {VERSION})")
    asiento = None if m["asiento"] is None else int(m["asiento"])
    return TratoId(seed, jugadores, version, repartidor, asiento, m["profile"] or "")


def sesion_de(trato_id: TratoId) -> Sesion:
    """The new session a deal id is dealt in: :data:`NOMBRES` (as many as at the table), ``repartidor`` dealing."""
    return Sesion.nueva(NOMBRES[:trato_id.jugadores], trato_id.repartidor)


# ---------------------------------------------------------------------------------------------- the state


@dataclass(frozen=True)
class Jugada:
    """A move (a question the player asks the table; :func:`check_move` answers it).

    Attributes:
        asiento: the player's seat, 0 mano, 1 segundo, 2 postre.
        tipo: one of :data:`TIPOS`.
        valor: the bid (``puja``), the suit letter (``triunfo``), ``True``/``False`` (``solera``, ``defender``), the
            tuple of cards laid aside (``descarte``), the card (``carta``), ``None`` (``rendirse``).
    """

    asiento: int
    tipo: str
    valor: Any = None

    def to_dict(self) -> dict:
        """``{"asiento", "tipo", "valor"}`` with cards as tokens."""
        valor = self.valor
        if isinstance(valor, tuple):
            valor = [str(c) for c in valor]
        elif isinstance(valor, CartaEspanola):
            valor = str(valor)
        return {"asiento": self.asiento, "tipo": self.tipo, "valor": valor}

    @classmethod
    def from_dict(cls, data: Any) -> "Jugada":
        """The move of :meth:`to_dict`'s shape (cards as tokens; a discard as a list).

        Raises:
            InvalidSituation: not a mapping with ``asiento``, ``tipo`` and ``valor``; a card that is not one.
        """
        if not isinstance(data, dict) or set(data) != {"asiento", "tipo", "valor"}:
            raise InvalidSituation(f"a move is {{\"asiento\", \"tipo\", \"valor\"}}, got {data!r}", field="jugada",
                                   es=f"una jugada es {{\"asiento\", \"tipo\", \"valor\"}}, pero es {shown(data)}")
        valor = data["valor"]
        return _normal(cls(data["asiento"], data["tipo"], tuple(valor) if isinstance(valor, list) else valor))


@dataclass(frozen=True)
class Paso:
    """One recorded step of the deal.

    Attributes:
        jugada: the move, or ``None`` for the table's own steps (the deal, a trick won, the end).
        reasons: why, in order (the rulings' reasons and the table's).
        renuncio: a card the rules refuse, accepted under the house rule ``renuncio = "aceptar"`` (§8.5).
    """

    jugada: Jugada | None
    reasons: tuple[Reason, ...]
    renuncio: bool = False


@dataclass(frozen=True)
class Baza:
    """A complete trick: ``cartas`` ``((seat, card), ...)`` in the order played, ``gana`` the winner's seat, and the
    ``tresillo.baza`` ruling that decided it (``ruling.answer["gana"]`` is the winning card)."""

    cartas: tuple[tuple[int, CartaEspanola], ...]
    gana: int
    ruling: Ruling


@dataclass(frozen=True)
class Descarte:
    """One exchange (§7): ``asiento`` laid aside ``descarta`` and drew ``roba`` from the baceta."""

    asiento: int
    descarta: tuple[CartaEspanola, ...]
    roba: tuple[CartaEspanola, ...]


@dataclass(frozen=True)
class Final:
    """The end of a deal.

    Attributes:
        resultado: the ruling of the result: ``tresillo.resultado`` (§9, §10.2), ``entrada_defendida`` (§11.5) or
            ``rendida`` (§11.3–§11.4); ``None`` when everybody passed.
        primeras: the ``primeras`` ruling (§10.1) of a deal played out, else ``None``.
        estuches: the ``tresillo.estuches`` ruling on the jugador's nine cards after his exchange (§4.3) of a deal
            played out, else ``None`` (everybody passed, or the jugador surrendered: no condiciones are paid).
        trato: the facts the cobro depends on (:class:`~.trato.Trato`), ``None`` when everybody passed.
        sesion: the session after this deal; ``sesion.asientos[-1]`` is this deal's ledger entry.
        cobro_rehusado: the settlement the rules cannot make (a 1-4-4 codillo under the house rule
            ``puesta_real = codillo``): the session is then unchanged and this says why.
    """

    resultado: Ruling | None
    primeras: Ruling | None
    estuches: Ruling | None
    trato: Trato | None
    sesion: Sesion
    cobro_rehusado: InvalidSituation | None = None

    @property
    def asiento(self) -> Asiento | None:
        """This deal's ledger entry: the cobro, the nets by name, the plato and cartulina after."""
        return None if self.cobro_rehusado else self.sesion.asientos[-1]


@dataclass(frozen=True)
class Mesa:
    """The table at one moment of a deal (immutable; see the module's docstring for the phases and moves).

    Attributes:
        id: the deal's :class:`TratoId`: its seed, table and dealer (the seat and the rules are the caller's).
        house_rules: the Tresillo house rules in force.
        sesion: the session before this deal (players, balances, plato, cartulina, dealer).
        repartidas: the nine cards dealt to each seat (§5.2), by seat.
        manos: each seat's cards now.
        baceta: the cards still face down in the baceta, top first.
        fase: the phase (:data:`SUBASTA` … :data:`FIN`).
        turno: the seat to move, ``None`` at the end.
        acciones: the auction's actions so far, from the mano on.
        jugador: the jugador's seat once the auction is won.
        puja: the winning bid.
        lance: ``"entrada"``, ``"vuelta"``, ``"vuelta_solera"``, ``"solo"`` or ``"bola"``.
        triunfo: the trump suit letter once known.
        vuelta: the card turned up in a vuelta (§7.3).
        descartes: the exchanges, in order.
        mano_jugador: the jugador's nine cards when play starts (his estuches are counted on them, §4.3).
        bazas: the complete tricks.
        baza: the trick being played: ``((seat, card), ...)``.
        rendida: the jugador surrendered (§11).
        defensor: the seat of the contra who defends a surrendered entrada.
        pasos: every step so far.
        final: the end, in phase ``fin``.
    """

    id: TratoId
    house_rules: TresilloHouseRules
    sesion: Sesion
    repartidas: tuple[tuple[CartaEspanola, ...], ...]
    manos: tuple[tuple[CartaEspanola, ...], ...]
    baceta: tuple[CartaEspanola, ...]
    fase: str = SUBASTA
    turno: int | None = 0
    acciones: tuple[str, ...] = ()
    jugador: int | None = None
    puja: str | None = None
    lance: str | None = None
    triunfo: str | None = None
    vuelta: CartaEspanola | None = None
    descartes: tuple[Descarte, ...] = ()
    mano_jugador: tuple[CartaEspanola, ...] = ()
    bazas: tuple[Baza, ...] = ()
    baza: tuple[tuple[int, CartaEspanola], ...] = ()
    rendida: bool = False
    defensor: int | None = None
    pasos: tuple[Paso, ...] = ()
    final: Final | None = None

    @property
    def nombres(self) -> tuple[str, str, str]:
        """The active players' names by seat (mano first)."""
        return self.sesion.activos()

    @property
    def alcalde(self) -> str | None:
        """Four-handed, the dealer who sits out this deal (§2.1); three-handed ``None``."""
        s = self.sesion
        return s.jugadores[s.repartidor] if len(s.jugadores) == 4 else None

    @property
    def favor(self) -> bool:
        """The trump is the palo de favor: the deal is paid double (§6.5: the actual trump decides)."""
        return self.triunfo is not None and self.triunfo == self.house_rules.palo_favor

    def rol(self, asiento: int) -> str | None:
        """``"jugador"``, ``"contra_a"`` (next in play order after the jugador) or ``"contra_b"``; ``None`` before
        the auction ends (§2.5, the ledger's roles)."""
        if self.jugador is None:
            return None
        return (JUGADOR, CONTRA_A, CONTRA_B)[(asiento - self.jugador) % 3]

    def asiento_de(self, rol: str) -> int:
        """The seat of ``"jugador"``, ``"contra_a"`` or ``"contra_b"``."""
        return (self.jugador + (JUGADOR, CONTRA_A, CONTRA_B).index(rol)) % 3


# ---------------------------------------------------------------------------------------------- dealing §5


def new_trato(seed: int, jugadores: int = 4, house_rules: TresilloHouseRules = DEFAULT,
              sesion: Sesion | None = None) -> Mesa:
    """Shuffle and deal a new deal (``rules/tresillo.md §5``): nine cards to each active player in three rounds of
    three from the mano on; the other 13 are the baceta. The auction starts with the mano (§6.4).

    Args:
        seed: a whole number in ``[0, MAX_SEED]``; the shuffle comes only from it.
        jugadores: 3 or 4 (four-handed the dealer is the alcalde and sits out, §2.1).
        house_rules: the Tresillo house rules in force.
        sesion: the session the deal belongs to (plato, cartulina, balances, dealer); ``None``: a new session of
            :data:`NOMBRES` with the first of them dealing.

    Raises:
        InvalidSituation: a seed that is not a whole number in range, ``jugadores`` other than 3 or 4, or a session
            of another number of players.
    """
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise InvalidSituation(f"the seed must be a whole number from 0 to {MAX_SEED}, got {seed!r}", field="seed",
                               es=f"la semilla debe ser un número entero de 0 a {MAX_SEED}, pero es {shown(seed)}")
    if jugadores not in (3, 4) or type(jugadores) is not int:
        raise InvalidSituation(f"Tresillo is played by 3 or 4 players, got {jugadores!r}", field="jugadores",
                               es=f"el Tresillo se juega entre 3 o 4 jugadores, pero jugadores es {shown(jugadores)}")
    sesion = Sesion.nueva(NOMBRES[:jugadores]) if sesion is None else sesion
    if len(sesion.jugadores) != jugadores:
        raise InvalidSituation(f"the session has {len(sesion.jugadores)} players, not {jugadores}", field="jugadores",
                               es=f"la sesión tiene {len(sesion.jugadores)} jugadores, no {jugadores}")
    trato_id = TratoId(seed, jugadores, repartidor=sesion.repartidor)
    baraja = list(BARAJA_ESPANOLA)
    random.Random(trato_id.deal_text()).shuffle(baraja)
    manos = tuple(tuple(baraja[r * 9 + s * 3 + i] for r in range(3) for i in range(3)) for s in range(3))
    nombres = sesion.activos()
    repartidor = sesion.jugadores[sesion.repartidor]
    reasons = [Reason("tresillo §5.2", M.REPARTO, {"repartidor": repartidor, "mano": nombres[0]})]
    if jugadores == 4:
        reasons.append(Reason("tresillo §2.1", M.ALCALDE, {"alcalde": repartidor}))
    return Mesa(trato_id, house_rules, sesion, manos, manos, tuple(baraja[27:]), pasos=(Paso(None, tuple(reasons)),))


# ---------------------------------------------------------------------------------------------- moves


class JugadaIlegal(BilingualError):
    """A move the rules refuse (:func:`apply`): the question answered "no".

    Attributes:
        ruling: the :func:`check_move` ruling: ``answer["legales"]`` the legal moves, ``reasons`` why.
    """

    def __init__(self, ruling: Ruling):
        last = ruling.reasons[-1]
        super().__init__(last.text("en"), es=last.text("es"))
        self.ruling = ruling

    @property
    def legales(self) -> tuple[Jugada, ...]:
        """The moves the rules allow the player instead (the ruling's ``answer["legales"]``)."""
        return tuple(self.ruling.answer["legales"])

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """Why the move is refused: the rule of the phase, then why not (the ruling's reasons)."""
        return self.ruling.reasons


def legal_moves(mesa: Mesa) -> tuple[Jugada, ...]:
    """Every legal move of the player to move (``mesa.turno``); empty at the end.

    Discards are listed as every allowed set of cards (in the order of the hand), smallest first.
    """
    return _legales(mesa)[0]


def _legales(mesa: Mesa) -> tuple[tuple[Jugada, ...], tuple[Reason, ...]]:
    """The legal moves and the reasons that make them so (the rulings' own reasons)."""
    if mesa.fase == FIN:
        return (), (Reason("tresillo §9", M.TERMINADO, {}),)
    return _POR_FASE[mesa.fase](mesa, mesa.turno)


def _pujas(mesa: Mesa, s: int):
    r = pujas_posibles(mesa.acciones, mesa.house_rules)
    return tuple(Jugada(s, PUJA, p) for p in r.answer["legales"]), r.reasons


def _triunfos(mesa: Mesa, s: int):
    favor = mesa.house_rules.palo_favor
    values = {"puja": NOMBRE_PUJA[mesa.puja], **_palo("triunfo", favor), **_palo("favor", favor)}
    palos = triunfos_de_puja(mesa.puja, mesa.house_rules)
    why = Reason("tresillo §6.2", M.TRIUNFO_FAVOR, values) if palos == (favor,) else \
        Reason("tresillo §6.5", M.TRIUNFO_LIBRE, values)
    return tuple(Jugada(s, TRIUNFO, p) for p in palos), (why,)


def _soleras(mesa: Mesa, s: int):
    return (Jugada(s, SOLERA, False), Jugada(s, SOLERA, True)), ()


def limites_descarte(mesa: Mesa, s: int) -> tuple[int, int, Reason]:
    """``(minimum, maximum, why)``: how many cards seat ``s`` may lay aside now (``rules/tresillo.md §7.2, §7.3,
    §7.6``, A15): the jugador 1 to 9, a contra 0 to 9, never more than the baceta still holds."""
    quedan = len(mesa.baceta)
    if s == mesa.jugador:
        maximo = min(CARTAS_POR_MANO, quedan)
        return 1, maximo, Reason("tresillo §7.2", M.LIMITES_JUGADOR, {"maximo": maximo})
    maximo = min(len(mesa.manos[s]), quedan)
    return 0, maximo, Reason("tresillo §7.6", M.LIMITES_CONTRA, {"maximo": maximo, "quedan": quedan})


def _descartes(mesa: Mesa, s: int):
    minimo, maximo, why = limites_descarte(mesa, s)
    mano = mesa.manos[s]
    jugadas = tuple(Jugada(s, DESCARTE, c) for n in range(minimo, maximo + 1) for c in combinations(mano, n))
    return jugadas, (why,)


def _cartas(mesa: Mesa, s: int):
    r = jugadas_legales(tuple(c for _, c in mesa.baza), mesa.manos[s], mesa.triunfo, mesa.house_rules)
    jugadas = tuple(Jugada(s, CARTA, c) for c in r.answer["legales"])
    reasons = r.reasons
    if s == mesa.jugador and not mesa.rendida:
        rinde = puede_rendirse(mesa.lance, len(mesa.bazas), False, mesa.house_rules)
        reasons = reasons + rinde.reasons
        if rinde.answer["puede"]:
            jugadas += (Jugada(s, RENDIRSE),)
    return jugadas, reasons


def _defensas(mesa: Mesa, s: int):
    return (Jugada(s, DEFENDER, False), Jugada(s, DEFENDER, True)), (
        Reason("tresillo §11.4", M.PUEDE_DEFENDER, {"quien": mesa.nombres[s]}),)


_POR_FASE = {SUBASTA: _pujas, FASE_TRIUNFO: _triunfos, FASE_SOLERA: _soleras, FASE_DESCARTE: _descartes,
             CARTEO: _cartas, DEFENSA: _defensas}
_REGLA = {PUJA: "tresillo §6.4", TRIUNFO: "tresillo §6.2", SOLERA: "tresillo §7.4", DESCARTE: "tresillo §7",
          CARTA: "tresillo §8", RENDIRSE: "tresillo §11.2", DEFENDER: "tresillo §11.4"}
"""The rule section of each move type."""
_TIPO_DE_FASE = {SUBASTA: (PUJA,), FASE_TRIUNFO: (TRIUNFO,), FASE_SOLERA: (SOLERA,), FASE_DESCARTE: (DESCARTE,),
                 CARTEO: (CARTA, RENDIRSE), DEFENSA: (DEFENDER,), FIN: ()}


def check_move(mesa: Mesa, jugada: Jugada) -> Ruling:
    """May this move be made now? (``rules/tresillo.md §6–§8, §11``: the rule of the phase.)

    Args:
        mesa: the table.
        jugada: the move proposed; a card or cards may be given as tokens (``"7c"``).

    Returns:
        Ruling with answer ``{"legal": bool, "legales": [Jugada, ...]}``: the reasons are the ruling's of the phase
        (``jugadas_legales``: "debe asistir a copas", the matador privilege; ``pujas_posibles``: the bids allowed;
        the exchange's limits; ``puede_rendirse``) and, for a move refused, why it is refused.

    Raises:
        InvalidSituation: a move that is not a :class:`Jugada`, of an unknown type, or whose value is not a card
            (or cards) of the deck.
    """
    jugada = _ordenado(mesa, _normal(jugada))
    legales, reasons = _legales(mesa)
    if jugada in legales:
        return Ruling({"legal": True, "legales": list(legales)},
                      reasons + (Reason(_REGLA[jugada.tipo], M.LEGAL, {"quien": _quien(mesa, jugada.asiento)}),))
    return Ruling({"legal": False, "legales": list(legales)}, reasons + (_why_not(mesa, jugada, legales),))


def replay(mesa: Mesa, jugadas) -> Mesa:
    """The table after applying each move in turn (a deal kept as its id and its moves, e.g. between two requests).

    Raises:
        JugadaIlegal, InvalidSituation: as :func:`apply`, for the first move refused.
    """
    for jugada in jugadas:
        mesa = apply(mesa, jugada)
    return mesa


def is_legal(mesa: Mesa, jugada: Jugada) -> bool:
    """Whether :func:`check_move` allows the move."""
    return check_move(mesa, jugada).answer["legal"]


def _normal(jugada: Jugada) -> Jugada:
    """The move with its cards as deck cards (tokens accepted), or InvalidSituation."""
    if not isinstance(jugada, Jugada) or jugada.tipo not in TIPOS:
        raise InvalidSituation(f"not a move of the deal: {jugada!r} (types: {', '.join(TIPOS)})", field="jugada",
                               es=f"no es una jugada del trato: {shown(jugada)} (tipos: {', '.join(TIPOS)})")
    if jugada.tipo == CARTA:
        (carta,) = check_mano([jugada.valor], n=1, field="carta")
        return replace(jugada, valor=carta)
    if jugada.tipo == DESCARTE:
        cartas = jugada.valor if isinstance(jugada.valor, (list, tuple)) else ()
        return replace(jugada, valor=check_mano(cartas, field="descarte"))
    return jugada


def _ordenado(mesa: Mesa, jugada: Jugada) -> Jugada:
    """A discard's cards in the order of the hand (the legal moves list them so): any order may be proposed."""
    if jugada.tipo != DESCARTE or jugada.asiento not in (0, 1, 2):
        return jugada
    mano = mesa.manos[jugada.asiento]
    if not set(jugada.valor) <= set(mano):
        return jugada
    return replace(jugada, valor=tuple(c for c in mano if c in jugada.valor))


def _quien(mesa: Mesa, asiento: Any) -> str:
    return mesa.nombres[asiento] if asiento in (0, 1, 2) else shown(asiento)


def _why_not(mesa: Mesa, jugada: Jugada, legales) -> Reason:
    """The reason a move outside ``legales`` is refused."""
    quien = _quien(mesa, jugada.asiento)
    if mesa.fase == FIN:
        return Reason("tresillo §9", M.TERMINADO, {})
    if jugada.tipo not in _TIPO_DE_FASE[mesa.fase]:
        fase_es, fase_en = M.FASES[mesa.fase]
        tipo = M.TIPOS[jugada.tipo]
        return Reason(_REGLA[jugada.tipo], M.OTRA_FASE, {"tipo_es": tipo[0], "tipo_en": tipo[1],
                                                         "fase_es": fase_es, "fase_en": fase_en})
    if jugada.asiento != mesa.turno:
        tipo = M.TIPOS[_TIPO_DE_FASE[mesa.fase][0]]
        return Reason("tresillo §2.3", M.NO_ES_SU_TURNO, {"quien": quien, "turno": mesa.nombres[mesa.turno],
                                                          "accion_es": tipo[2], "accion_en": tipo[3]})
    mano = mesa.manos[jugada.asiento]
    if jugada.tipo == CARTA:
        if jugada.valor not in mano:
            return Reason("tresillo §8.1", M.NO_LA_TIENE, {"quien": quien, "cartas": (jugada.valor,)})
        return Reason("tresillo §8", M.CARTA_ILEGAL, {"quien": quien, "carta": jugada.valor,
                                                      "legales": tuple(j.valor for j in legales if j.tipo == CARTA)})
    if jugada.tipo == DESCARTE:
        fuera = tuple(c for c in jugada.valor if c not in mano)
        if fuera:
            return Reason("tresillo §7", M.NO_LA_TIENE, {"quien": quien, "cartas": fuera})
        minimo, maximo, _ = limites_descarte(mesa, jugada.asiento)
        return Reason("tresillo §7", M.DESCARTE_ILEGAL, {"quien": quien, "n": len(jugada.valor), "minimo": minimo,
                                                         "maximo": maximo})
    if jugada.tipo == RENDIRSE:
        if jugada.asiento != mesa.jugador:
            return Reason("tresillo §11.2", M.NO_PUEDE_RENDIRSE, {"quien": quien})
        if mesa.rendida:
            return Reason("tresillo §11.4", M.YA_RENDIDA, {})
        return puede_rendirse(mesa.lance, len(mesa.bazas), False, mesa.house_rules).reasons[-1]
    if jugada.tipo == TRIUNFO:
        palo = jugada.valor
        nombres = _palo("triunfo", palo) if palo in PALOS_ESPANOLES else {"triunfo_es": shown(palo),
                                                                          "triunfo_en": shown(palo)}
        return Reason("tresillo §6.2", M.TRIUNFO_ILEGAL, {
            **nombres, **{f"legales_{lang}": ", ".join(NOMBRES_PALOS_ESPANOLES[lang][j.valor] for j in legales)
                          for lang in ("es", "en")}})
    return Reason("tresillo §6.4", M.PUJA_ILEGAL, {"quien": quien, "puja": shown(jugada.valor)})


def _palo(clave: str, palo: str) -> dict[str, str]:
    return {f"{clave}_es": NOMBRES_PALOS_ESPANOLES["es"][palo], f"{clave}_en": NOMBRES_PALOS_ESPANOLES["en"][palo]}


# ---------------------------------------------------------------------------------------------- apply


def apply(mesa: Mesa, jugada: Jugada) -> Mesa:
    """The table after ``jugada`` (``rules/tresillo.md §6–§11``; the end settles by §9–§13).

    Returns:
        The next :class:`Mesa`; its :attr:`~Mesa.pasos` end with the move's step (its reasons: the ruling that
        allowed it and what it did) and any step the table took on its own.

    Raises:
        JugadaIlegal: a move :func:`check_move` refuses (the ruling says why and lists the legal moves), unless it
            is a card of the player to move under the house rule ``renuncio = "aceptar"`` (then a renuncio, §8.5).
        InvalidSituation: as :func:`check_move`.
    """
    ruling = check_move(mesa, jugada)
    jugada = _ordenado(mesa, _normal(jugada))
    renuncio = False
    if not ruling.answer["legal"]:
        renuncio = (mesa.house_rules.renuncio == "aceptar" and mesa.fase == CARTEO and jugada.tipo == CARTA
                    and jugada.asiento == mesa.turno and jugada.valor in mesa.manos[jugada.asiento])
        if not renuncio:
            raise JugadaIlegal(ruling)
    return _APLICA[jugada.tipo](mesa, jugada, ruling.reasons[:-1], renuncio)


def _paso(mesa: Mesa, jugada: Jugada | None, reasons, renuncio: bool = False, **cambios) -> Mesa:
    return replace(mesa, pasos=mesa.pasos + (Paso(jugada, tuple(reasons), renuncio),), **cambios)


def _aplica_puja(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    acciones = mesa.acciones + (jugada.valor,)
    r = subasta(acciones, mesa.house_rules)
    a = r.answer
    mesa = _paso(mesa, jugada, (r.reasons[len(acciones) - 1],), acciones=acciones, turno=a["turno"])
    if not a["terminada"]:
        return mesa
    mesa = _paso(mesa, None, r.reasons[-1:])
    if a["jugador"] is None:
        return _termina(mesa)
    jugador, puja = a["jugador"], a["puja"]
    lance = lance_de_puja(puja)
    mesa = replace(mesa, jugador=jugador, puja=puja, lance=lance, turno=jugador)
    if lance != "vuelta":
        return replace(mesa, fase=FASE_TRIUNFO)
    carta = mesa.baceta[0]
    triunfo = triunfo_de_vuelta(carta)
    # a turned espada or basto makes espadas or bastos trumps: a reading (§7.3, A15)
    etiqueta = lectura() if str(carta) in ("1e", "1b") else SIN_LECTURA
    return _paso(mesa, None, (Reason("tresillo §7.3", M.VUELTA, {"carta": carta, **_palo("triunfo", triunfo),
                                                                 **etiqueta}),),
                 fase=FASE_SOLERA, vuelta=carta, triunfo=triunfo)


def _aplica_triunfo(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    triunfo = jugada.valor
    favor = triunfo == mesa.house_rules.palo_favor
    values = {"jugador": mesa.nombres[jugada.asiento], **_palo("triunfo", triunfo),
              "favor_es": " (palo de favor: se cobra doble)" if favor else "",
              "favor_en": " (palo de favor: paid double)" if favor else ""}
    mesa = _paso(mesa, jugada, why + (Reason("tresillo §6.5", M.TRIUNFO, values),), triunfo=triunfo,
                 fase=FASE_DESCARTE)
    return _a_descartar(mesa)


def _aplica_solera(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    if jugada.valor:
        mesa = _paso(mesa, jugada, (Reason("tresillo §7.4", M.SOLERA_SI, {"carta": mesa.vuelta}),),
                     lance="vuelta_solera", baceta=mesa.baceta[1:], fase=FASE_DESCARTE)
    else:
        mesa = _paso(mesa, jugada, (Reason("tresillo §7.3", M.SOLERA_NO, {"carta": mesa.vuelta}),),
                     fase=FASE_DESCARTE)
    return _a_descartar(mesa)


def _a_descartar(mesa: Mesa) -> Mesa:
    """Start the exchange (§7.1): the jugador first if his lance allows it, else contra_a."""
    if CAMBIA_EL_JUGADOR[mesa.lance]:
        return replace(mesa, turno=mesa.jugador)
    mesa = _paso(mesa, None, (Reason("tresillo §7.5", M.SIN_CAMBIO, {"lance": mesa.lance.replace("_", " ")}),))
    return replace(mesa, turno=mesa.asiento_de(CONTRA_A))


def _aplica_descarte(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    s, fuera = jugada.asiento, jugada.valor
    n = len(fuera)
    roba, baceta = mesa.baceta[:n], mesa.baceta[n:]
    mano = tuple(c for c in mesa.manos[s] if c not in fuera) + roba
    manos = tuple(mano if i == s else m for i, m in enumerate(mesa.manos))
    quien = mesa.nombres[s]
    reason = Reason("tresillo §7", M.DESCARTE, {"quien": quien, "n": n, "descarta": fuera, "roba": roba,
                                               "quedan": len(baceta)}) if n \
        else Reason("tresillo §7.6", M.NO_DESCARTA, {"quien": quien, "quedan": len(baceta)})
    mesa = _paso(mesa, jugada, why + (reason,), manos=manos, baceta=baceta,
                 descartes=mesa.descartes + (Descarte(s, fuera, roba),))
    rol = mesa.rol(s)
    if rol == JUGADOR:
        return replace(mesa, turno=mesa.asiento_de(CONTRA_A))
    if rol == CONTRA_A:
        return replace(mesa, turno=mesa.asiento_de(CONTRA_B))
    # §8.1: the mano leads to the first trick, whoever the jugador is
    return replace(mesa, fase=CARTEO, turno=0, mano_jugador=mesa.manos[mesa.jugador])


def _aplica_carta(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    s, carta = jugada.asiento, jugada.valor
    quien = mesa.nombres[s]
    why = tuple(r for r in why if not r.section.startswith("11"))  # the card's step: not whether he may surrender
    reasons = why + ((Reason("tresillo §8.5", M.RENUNCIO, {"quien": quien, "carta": carta}),) if renuncio else
                     (Reason("tresillo §8", M.JUEGA, {"quien": quien, "carta": carta}),))
    manos = tuple(tuple(c for c in m if c != carta) if i == s else m for i, m in enumerate(mesa.manos))
    baza = mesa.baza + ((s, carta),)
    mesa = _paso(mesa, jugada, reasons, renuncio, manos=manos, baza=baza, turno=(s + 1) % 3)
    if len(baza) < 3:
        return mesa
    r = ganador_baza(tuple(c for _, c in baza), mesa.triunfo, mesa.house_rules)
    gana = next(seat for seat, c in baza if c == r.answer["gana"])
    bazas = mesa.bazas + (Baza(baza, gana, r),)
    gana_msg = M.GANA_ULTIMA if len(bazas) == 9 else M.GANA_BAZA
    mesa = _paso(mesa, None, r.reasons + (Reason("tresillo §8.1", gana_msg,
                                                 {"quien": mesa.nombres[gana], "numero": len(bazas)}),),
                 bazas=bazas, baza=(), turno=gana)
    if len(bazas) == 9:
        return _termina(mesa)
    return mesa


def _aplica_rendirse(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    mesa = _paso(mesa, jugada, why + (Reason("tresillo §11.2", M.RINDE, {"quien": mesa.nombres[jugada.asiento]}),),
                 rendida=True)
    if mesa.lance == "vuelta":
        return _termina(mesa)
    return replace(mesa, fase=DEFENSA, turno=mesa.asiento_de(CONTRA_A))


def _aplica_defender(mesa: Mesa, jugada: Jugada, why, renuncio: bool) -> Mesa:
    s = jugada.asiento
    quien = mesa.nombres[s]
    if jugada.valor:
        defensor = prioridad_defensa(mesa.jugador, [s])
        # play goes on: the surrendering jugador still plays his card to the trick
        return _paso(mesa, jugada, (Reason("tresillo §11.4", M.DEFIENDE, {"quien": quien}),), defensor=defensor,
                     fase=CARTEO, turno=mesa.jugador)
    mesa = _paso(mesa, jugada, (Reason("tresillo §11.4", M.NO_DEFIENDE, {"quien": quien}),))
    if mesa.rol(s) == CONTRA_A:
        return replace(mesa, turno=mesa.asiento_de(CONTRA_B))
    return _termina(_paso(mesa, None, (Reason("tresillo §11.4", M.BIEN, {}),)))


_APLICA = {PUJA: _aplica_puja, TRIUNFO: _aplica_triunfo, SOLERA: _aplica_solera, DESCARTE: _aplica_descarte,
           CARTA: _aplica_carta, RENDIRSE: _aplica_rendirse, DEFENDER: _aplica_defender}


# ---------------------------------------------------------------------------------------------- the end §9–§13


def _termina(mesa: Mesa) -> Mesa:
    """The end of the deal: the result's rulings and the settlement by the session ledger (§9–§13)."""
    mesa = replace(mesa, fase=FIN, turno=None)
    if mesa.jugador is None:
        return replace(mesa, final=Final(None, None, None, None, mesa.sesion.jugar(Reparto.paso(), mesa.house_rules)))
    hr = mesa.house_rules
    por_rol = {rol: sum(1 for b in mesa.bazas if mesa.rol(b.gana) == rol) for rol in (JUGADOR, CONTRA_A, CONTRA_B)}
    j, a, b = por_rol[JUGADOR], por_rol[CONTRA_A], por_rol[CONTRA_B]
    # estuches count only in the condiciones of a deal played out (§4.3, §13.4): a surrender pays none
    est = estuches(mesa.mano_jugador, mesa.triunfo, hr) if not mesa.rendida else None
    prim = None
    defendida_por = mesa.rol(mesa.defensor) if mesa.defensor is not None else None
    if defendida_por is not None:
        pobre = CONTRA_B if defendida_por == CONTRA_A else CONTRA_A
        res = entrada_defendida(j, por_rol[defendida_por], por_rol[pobre], hr)
    elif mesa.rendida:
        res = rendida(mesa.lance, house_rules=hr)
    else:
        res = resultado(j, a, b, mesa.lance, hr)
        prim = primeras([mesa.rol(x.gana) for x in mesa.bazas], hr)
    trato = Trato(mesa.lance, mesa.favor, (j, a, b),
                  est.answer["estuches"] if est else 0, est.answer["contraestuche"] if est else 0,
                  prim.answer["primeras"] if prim else None, mesa.rendida, defendida_por, len(mesa.sesion.jugadores))
    nombres = mesa.nombres
    reparto = Reparto(nombres[mesa.jugador], trato.lance, mesa.triunfo,
                      {nombres[mesa.asiento_de(rol)]: n for rol, n in por_rol.items()}, trato.estuches,
                      trato.contraestuche, trato.primeras, trato.rendida,
                      nombres[mesa.defensor] if mesa.defensor is not None else None)
    try:
        return replace(mesa, final=Final(res, prim, est, trato, mesa.sesion.jugar(reparto, hr)))
    except InvalidSituation as err:  # a 1-4-4 codillo under puesta_real = codillo: the rules do not settle it
        return replace(mesa, final=Final(res, prim, est, trato, mesa.sesion, err))


__all__ = [
    "ASIENTOS", "NOMBRES", "TIPOS", "VERSION", "MAX_ID_LENGTH", "MAX_SEED", "PUJA", "TRIUNFO", "SOLERA", "DESCARTE",
    "CARTA",
    "RENDIRSE", "DEFENDER", "SUBASTA", "FASE_TRIUNFO", "FASE_SOLERA", "FASE_DESCARTE", "CARTEO", "DEFENSA", "FIN",
    "Baza", "Descarte", "Final", "InvalidTratoId", "Jugada", "JugadaIlegal", "Mesa", "Paso", "TratoId",
    "apply", "check_move", "is_legal", "legal_moves", "limites_descarte", "replay", "new_trato", "parse_trato_id",
]
