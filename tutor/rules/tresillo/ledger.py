"""A session of Tresillo deals: the running plato, cartulina and every player's balance (``rules/tresillo.md §13``).

A :class:`Sesion` is an immutable value; :meth:`Sesion.jugar` returns the session after one more deal
(:class:`Reparto`), with an :class:`Asiento` (ledger entry) recording who dealt, who played which role, what each
player won or lost, and the plato afterwards. A club settles the evening from :attr:`Sesion.saldos`; what is still
on the table is :attr:`Sesion.pendiente` (the plato plus the reserved puestas).

Seats and roles (§2): players are listed in seat order **counter-clockwise**, so the next name is the player on
one's right. The dealer puts 5 tantos into the plato every deal (§13.2); four-handed he is the alcalde (no cards,
pays and collects), and the mano (his right) starts; three-handed he deals himself in as the last active player.
The deal passes to the right: the mano deals next. Of the two contras, ``contra_a`` is the one next in play order
after the jugador.

>>> s = Sesion.nueva(("Ana", "Beto", "Carmen", "Dani"))
>>> s = s.jugar(Reparto("Beto", "entrada", "o", {"Beto": 4, "Carmen": 4, "Dani": 1}))
>>> s.saldos, s.plato.tantos, s.plato.puesta
((-5, -25, 0, 0), 30, 'primera')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ..base import InvalidSituation, Message, Reason, shown
from ..cartas import NOMBRES_PALOS_ESPANOLES
from .contabilidad import ALCALDE, CONTRA_A, CONTRA_B, JUGADOR, Cobro, Trato, liquidar
from .mano import check_triunfo
from .plato import NINGUNA, TANTOS_DAR, Plato
from .house_rules import TresilloHouseRules

DEFAULT = TresilloHouseRules()

DA = Message("tresillo.ledger.da", "{repartidor} reparte y pone {tantos} tantos en el plato, que queda con {plato}.",
             "{repartidor} deals and puts {tantos} tantos into the plato, which now holds {plato}.")
ENCHILADA = Message(
    "tresillo.ledger.enchilada",
    "El plato no tiene puesta: {quien} pone la enchilada de {enchilada} tantos, con carácter de puesta primera; "
    "el plato queda con {plato}.",
    "The plato holds no puesta: {quien} puts in the enchilada of {enchilada} tantos, which counts as a puesta "
    "primera; the plato now holds {plato}.")
PASAN = Message("tresillo.ledger.pasan", "Todos pasan: no se juega y el plato conserva sus {plato} tantos.",
                "Everybody passes: the cards are thrown in and the plato keeps its {plato} tantos.")
PAPELES = Message("tresillo.ledger.papeles",
                  "Juega {jugador} ({lance}, triunfo {triunfo_es}{favor_es}); {contra_a} es el contra A y {contra_b} "
                  "el contra B; {alcalde}, el alcalde.",
                  "{jugador} plays ({lance}, {triunfo_en} as trumps{favor_en}); {contra_a} is the contra A and "
                  "{contra_b} the contra B; {alcalde}, the alcalde.")
PAPELES_TRES = Message("tresillo.ledger.papeles_tres",
                       "Juega {jugador} ({lance}, triunfo {triunfo_es}{favor_es}); {contra_a} es el contra A y "
                       "{contra_b} el contra B.",
                       "{jugador} plays ({lance}, {triunfo_en} as trumps{favor_en}); {contra_a} is the contra A and "
                       "{contra_b} the contra B.")
"""The roles of a deal (§2.5), three-handed without an alcalde; the suit by name, the palo de favor said only when
it is (the deal is then paid double, §6.5)."""


@dataclass(frozen=True, slots=True)
class Reparto:
    """One deal of the session, by player names.

    Attributes:
        jugador: the jugador's name, or ``None`` when everybody passed (§6.4-5: nobody plays).
        lance: ``"entrada"``, ``"vuelta"``, ``"vuelta_solera"``, ``"solo"`` or ``"bola"``.
        triunfo: the trump suit, ``"o"``, ``"c"``, ``"e"`` or ``"b"``; the deal is "de favor" when it is the
            house rule ``palo_favor`` (§6.5).
        bazas: tricks per active player's name (all three); for a surrender nobody defends, the tricks complete
            before it. Stored as ``((name, tricks), ...)``; a mapping is accepted.
        estuches, contraestuche: the jugador's counts (§4.3).
        primeras: ``None``, ``"jugador"`` or ``"contras"`` (who won all of tricks 1–5).
        rendida: the jugador surrendered (§11).
        defendida_por: the name of the contra who defended a surrendered entrada, or ``None``.
    """

    jugador: str | None
    lance: str = "entrada"
    triunfo: str = "o"
    bazas: tuple[tuple[str, int], ...] | Mapping[str, int] = ()
    estuches: int = 0
    contraestuche: int = 0
    primeras: str | None = None
    rendida: bool = False
    defendida_por: str | None = None

    def __post_init__(self) -> None:
        if isinstance(self.bazas, Mapping):
            object.__setattr__(self, "bazas", tuple(self.bazas.items()))

    @classmethod
    def paso(cls) -> "Reparto":
        """A deal in which all three active players passed (§6.4-5)."""
        return cls(None)


@dataclass(frozen=True, slots=True)
class Asiento:
    """The ledger entry of one deal.

    Attributes:
        numero: 1 for the first deal of the session.
        repartidor: the dealer's name.
        reparto: the deal as given.
        plato_antes: the plato at settlement (the dealer's 5 and any enchilada already in it).
        papeles: ``((role, name), ...)`` (``jugador``, ``contra_a``, ``contra_b``, ``alcalde``); empty if all passed.
        cobro: the settlement of :func:`~.contabilidad.liquidar`, or ``None`` if all passed.
        neto: ``((name, tantos), ...)`` for every player: the cobro plus the dealer's 5 and any enchilada.
        plato: the plato and cartulina afterwards.
        saldos: every player's balance afterwards, in seat order.
        reasons: the dealing and enchilada steps, the roles, then the cobro's reasons.
    """

    numero: int
    repartidor: str
    reparto: Reparto
    plato_antes: Plato
    papeles: tuple[tuple[str, str], ...]
    cobro: Cobro | None
    neto: tuple[tuple[str, int], ...]
    plato: Plato
    saldos: tuple[int, ...]
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Sesion:
    """A club evening of Tresillo: players, balances, plato and cartulina, and the history of deals.

    Attributes:
        jugadores: 3 or 4 distinct names in seat order, counter-clockwise (the next name sits on one's right).
        saldos: tantos won (+) or lost (−) by each player so far, in seat order.
        plato: the plato and the cartulina now.
        repartidor: seat index of the next deal's dealer.
        turno_enchilada: seat index of the next enchilada payer (house rule ``enchilada_pagador="turno"``).
        asientos: the ledger entries, oldest first.
    """

    jugadores: tuple[str, ...]
    saldos: tuple[int, ...]
    plato: Plato = Plato()
    repartidor: int = 0
    turno_enchilada: int = 0
    asientos: tuple[Asiento, ...] = ()

    @classmethod
    def nueva(cls, jugadores: Iterable[str], repartidor: int = 0) -> "Sesion":
        """A new session: every balance 0, an empty plato and cartulina.

        Args:
            jugadores: 3 or 4 distinct names in seat order (counter-clockwise).
            repartidor: seat index of the first dealer (drawn by lot at the table, §2.6).

        Raises:
            InvalidSituation: not 3 or 4 names, a repeated or empty name, or a dealer seat out of range.
        """
        names = tuple(jugadores)
        if len(names) not in (3, 4):
            raise InvalidSituation(f"Tresillo is played by 3 or 4 players, got {len(names)}", field="jugadores",
                                   es=f"el Tresillo se juega entre 3 o 4 jugadores, pero hay {len(names)}")
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
            raise InvalidSituation(f"player names must be distinct, non-empty text, got {list(names)}",
                                   field="jugadores",
                                   es=f"los nombres de los jugadores deben ser textos distintos y no vacíos, pero son "
                                      f"{shown(list(names))}")
        if not 0 <= repartidor < len(names):
            raise InvalidSituation(f"the first dealer's seat must be 0–{len(names) - 1}, got {repartidor}",
                                   es=f"el asiento del primer repartidor debe ser de 0 a {len(names) - 1}, pero es "
                                      f"{repartidor}")
        return cls(names, (0,) * len(names), Plato(), repartidor, repartidor)

    @property
    def pendiente(self) -> int:
        """Tantos on the table and on the cartulina; ``sum(saldos) + pendiente`` is always 0."""
        return self.plato.pendiente

    def saldo(self, nombre: str) -> int:
        """One player's balance in tantos.

        Raises:
            InvalidSituation: an unknown name.
        """
        return self.saldos[self._seat(nombre)]

    def jugar(self, reparto: Reparto, house_rules: TresilloHouseRules = DEFAULT) -> "Sesion":
        """The session after one more deal (§13.2, §13.3, §13.6–§13.11).

        Steps: the dealer puts 5 into the plato; with an enchilada house rule and a plato without puesta, the
        enchilada payer adds it; unless everybody passed, the deal is settled by :func:`~.contabilidad.liquidar`
        with the roles of this deal's seats; the deal passes to the right.

        Raises:
            InvalidSituation: an unknown or inactive jugador (four-handed the dealer does not play), trick counts
                not for exactly the three active players, a defender who is not a contra, an unknown trump suit,
                an enchilada that is not a multiple of 5, or anything :func:`~.contabilidad.liquidar` refuses.
        """
        n = len(self.jugadores)
        dealer = self.repartidor
        saldos = list(self.saldos)
        saldos[dealer] -= TANTOS_DAR
        plato = self.plato.con_tantos(TANTOS_DAR)
        reasons = [Reason("tresillo §13.2 1", DA, {"repartidor": self.jugadores[dealer], "tantos": TANTOS_DAR,
                                                   "plato": plato.tantos})]
        plato, turno = self._enchilada(plato, saldos, reasons, house_rules)
        papeles, settled = (), None
        if reparto.jugador is None:
            reasons.append(Reason("tresillo §6.4 5", PASAN, {"plato": plato.tantos}))
            after = plato
        else:
            papeles = self._papeles(reparto)
            settled = liquidar(self._trato(reparto, papeles, house_rules), plato, house_rules)
            names = dict(papeles)
            for role, tantos in settled.neto:
                saldos[self._seat(names[role])] += tantos
            reasons.append(self._roles_reason(reparto, papeles, house_rules))
            reasons.extend(settled.reasons)
            after = settled.plato
        neto = tuple((name, saldos[i] - self.saldos[i]) for i, name in enumerate(self.jugadores))
        entry = Asiento(len(self.asientos) + 1, self.jugadores[dealer], reparto, plato, papeles, settled, neto,
                        after, tuple(saldos), tuple(reasons))
        return Sesion(self.jugadores, tuple(saldos), after, (dealer + 1) % n, turno, self.asientos + (entry,))

    # ---------------------------------------------------------------------------------------- steps

    def _enchilada(self, plato: Plato, saldos: list[int], reasons: list[Reason],
                   house_rules: TresilloHouseRules) -> tuple[Plato, int]:
        """§13.2-2, A10: the enchilada goes into a plato without puesta at the start of a deal."""
        amount, turno = house_rules.enchilada, self.turno_enchilada
        if amount % 5:
            raise InvalidSituation(f"house rule tresillo.enchilada must be a multiple of 5 tantos, got {amount}",
                                   es=f"la regla de la casa tresillo.enchilada debe ser múltiplo de 5 tantos, pero es "
                                      f"{shown(amount)}")
        if not amount or plato.puesta != NINGUNA:
            return plato, turno
        payer = self.repartidor if house_rules.enchilada_pagador == "repartidor" else turno
        saldos[payer] -= amount
        plato = plato.con_enchilada(amount)
        reasons.append(Reason("tresillo §13.2 2", ENCHILADA,
                              {"quien": self.jugadores[payer], "enchilada": amount, "plato": plato.tantos}))
        return plato, (turno + 1) % len(self.jugadores) if payer == turno else turno

    def activos(self) -> tuple[str, str, str]:
        """The three active players of the next deal in play order: the mano (dealer's right) first (§2.1, §2.2)."""
        n, d = len(self.jugadores), self.repartidor
        seats = (d + 1, d + 2, d + 3) if n == 4 else (d + 1, d + 2, d)
        return tuple(self.jugadores[s % n] for s in seats)

    def _papeles(self, reparto: Reparto) -> tuple[tuple[str, str], ...]:
        activos = self.activos()
        if reparto.jugador not in activos:
            known = reparto.jugador in self.jugadores
            why = "the alcalde (dealer) does not play this deal" if known else "unknown name"
            why_es = "el alcalde (quien reparte) no juega este reparto" if known else "nombre desconocido"
            raise InvalidSituation(f"jugador {reparto.jugador!r} is not one of the active players "
                                   f"{', '.join(activos)}: {why}", field="jugador",
                                   es=f"jugador {shown(reparto.jugador)} no es uno de los jugadores activos "
                                      f"{', '.join(activos)}: {why_es}")
        i = activos.index(reparto.jugador)
        roles = [(JUGADOR, activos[i]), (CONTRA_A, activos[(i + 1) % 3]), (CONTRA_B, activos[(i + 2) % 3])]
        if len(self.jugadores) == 4:
            roles.append((ALCALDE, self.jugadores[self.repartidor]))
        return tuple(roles)

    def _trato(self, reparto: Reparto, papeles: tuple[tuple[str, str], ...], house_rules: TresilloHouseRules) -> Trato:
        names = dict(papeles)
        tricks = dict(reparto.bazas)
        active = [names[JUGADOR], names[CONTRA_A], names[CONTRA_B]]
        if sorted(tricks) != sorted(active) or len(tricks) != len(reparto.bazas):
            raise InvalidSituation(f"bazas must give the tricks of exactly the active players {', '.join(active)}, "
                                   f"got {list(tricks)}", field="bazas",
                                   es=f"bazas debe dar las bazas exactamente de los jugadores activos "
                                      f"{', '.join(active)}, pero da las de {', '.join(map(str, tricks))}")
        defensor = None
        if reparto.defendida_por is not None:
            by_name = {names[CONTRA_A]: CONTRA_A, names[CONTRA_B]: CONTRA_B}
            if reparto.defendida_por not in by_name:
                raise InvalidSituation(f"defendida_por must be one of the contras {', '.join(by_name)}, "
                                       f"got {reparto.defendida_por!r}", field="rendida",
                                       es=f"defendida_por debe ser uno de los contras {', '.join(by_name)}, "
                                          f"pero es {shown(reparto.defendida_por)}")
            defensor = by_name[reparto.defendida_por]
        favor = check_triunfo(reparto.triunfo) == house_rules.palo_favor
        return Trato(reparto.lance, favor, tuple(tricks[name] for name in active), reparto.estuches,
                     reparto.contraestuche, reparto.primeras, reparto.rendida, defensor, len(self.jugadores))

    def _roles_reason(self, reparto: Reparto, papeles, house_rules: TresilloHouseRules) -> Reason:
        """Who plays which role this deal, in words (§2.5; the suit named, the palo de favor said when it is)."""
        names = dict(papeles)
        triunfo = check_triunfo(reparto.triunfo)
        favor = triunfo == house_rules.palo_favor
        values = {"jugador": names[JUGADOR], "contra_a": names[CONTRA_A], "contra_b": names[CONTRA_B],
                  "lance": reparto.lance.replace("_", " "), "triunfo": triunfo, "favor": favor,
                  "triunfo_es": NOMBRES_PALOS_ESPANOLES["es"][triunfo],
                  "triunfo_en": NOMBRES_PALOS_ESPANOLES["en"][triunfo],
                  "favor_es": ", palo de favor: se cobra doble" if favor else "",
                  "favor_en": ", the palo de favor: paid double" if favor else ""}
        if ALCALDE not in names:
            return Reason("tresillo §2 5", PAPELES_TRES, values)
        return Reason("tresillo §2 5", PAPELES, {**values, "alcalde": names[ALCALDE]})

    def _seat(self, nombre: str) -> int:
        try:
            return self.jugadores.index(nombre)
        except ValueError:
            raise InvalidSituation(f"unknown player {nombre!r}; the players are {', '.join(self.jugadores)}",
                                   es=f"no hay ningún jugador llamado {shown(nombre)}; los jugadores son "
                                      f"{', '.join(self.jugadores)}") from None


def liquidar_sesion(jugadores: Iterable[str], repartos: Iterable[Reparto], house_rules: TresilloHouseRules = DEFAULT,
                    repartidor: int = 0) -> Sesion:
    """Play a whole sequence of deals from a new session (see :class:`Sesion`).

    Raises:
        InvalidSituation: as :meth:`Sesion.nueva` and :meth:`Sesion.jugar`; the message of a bad deal says which.
    """
    sesion = Sesion.nueva(jugadores, repartidor)
    for numero, reparto in enumerate(repartos, 1):
        try:
            sesion = sesion.jugar(reparto, house_rules)
        except InvalidSituation as err:
            raise InvalidSituation(f"deal {numero}: {err}", field=err.field,
                                   es=f"reparto {numero}: {err.es}") from None
    return sesion


__all__ = ["Asiento", "Reparto", "Sesion", "liquidar_sesion"]
