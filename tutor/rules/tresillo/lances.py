"""Lances and the auction: entrada, vuelta, solo, vuelta solera, bola; the palo de favor; the bidding ladder
(``rules/tresillo.md §6``; the vuelta's trump, §7.3).

A bid is written ``"entrada"``, ``"entrada_favor"``, ``"vuelta"``, ``"solo"``, ``"solo_favor"``, ``"bola"`` or
``"bola_favor"`` (``"entrada de favor"`` is accepted too); ``"paso"`` passes. The vuelta solera is not a bid: the
jugador of a vuelta elects it after the turn-up (§7.4).

>>> rango_puja("entrada_favor"), rango_puja("vuelta")
(2, 3)
>>> subasta(["entrada", "vuelta", "paso", "paso"]).answer
{'terminada': True, 'jugador': 1, 'puja': 'vuelta', 'turno': None}
"""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, shown
from ..cartas import PALOS_ESPANOLES, CartaEspanola
from .mano import check_mano, check_triunfo
from .house_rules import TresilloHouseRules

LANCES = ("entrada", "vuelta", "solo", "vuelta_solera", "bola")
"""Every lance (§6.1), low class first; ``vuelta_solera`` scores like a solo but is elected after the turn-up."""

NOMBRE_LANCE = {"entrada": "entrada", "vuelta": "vuelta", "solo": "solo", "vuelta_solera": "vuelta solera",
                "bola": "bola"}
"""How a lance reads in a sentence (the same words in both languages: they are the game's)."""

CONDICION_LANCE = {"entrada": 0, "vuelta": 2, "solo": 20, "vuelta_solera": 20, "bola": 100}
"""The lance's condición in tantos (§6.1, §13.4)."""

CAMBIA_EL_JUGADOR = {"entrada": True, "vuelta": True, "solo": False, "vuelta_solera": False, "bola": False}
"""Whether the jugador exchanges with the baceta (§6.1, §7)."""

ESCALA = ("entrada", "entrada_favor", "vuelta", "solo", "solo_favor", "bola", "bola_favor")
"""The bidding ladder, low to high (§6.3, A14, A22): rank = position + 1."""

PASO = "paso"
NOMBRE_PUJA = {**{p: NOMBRE_LANCE[p.removesuffix("_favor")] + " de favor" * p.endswith("_favor") for p in ESCALA},
               PASO: "paso"}
"""How a bid reads in a sentence: its lance's name, "de favor" when it is one (``"entrada de favor"``)."""
_CON_ARTICULO = {p: ("el " if p.startswith("solo") else "la ") + n for p, n in NOMBRE_PUJA.items() if p != PASO}
"""A bid with its Spanish article, for the middle of a sentence: "la entrada de favor", "el solo"."""

_RANGO = {puja: i + 1 for i, puja in enumerate(ESCALA)}
_ASIENTOS = ("mano", "segundo", "postre")


def check_lance(lance: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> str:
    """Check a lance name (§6.1).

    Raises:
        InvalidSituation: not one of :data:`LANCES`; or ``"bola"`` while the house rule ``bola_como_logro`` makes
            bola an achievement rather than a lance (A12).
    """
    if lance not in LANCES:
        raise InvalidSituation(f"unknown lance {lance!r}; the lances are {', '.join(LANCES)}", field="lance",
                               es=f"lance desconocido {shown(lance)}; los lances son {', '.join(LANCES)}")
    if lance == "bola" and house_rules.bola_como_logro:
        raise InvalidSituation("bola is not a lance under the house rule bola_como_logro (it is taking all nine "
                               "tricks in any lance)", field="lance",
                               es="con la regla de la casa bola_como_logro la bola no es un lance (es hacer las nueve "
                                  "bazas en cualquier lance)")
    return lance


def check_puja(puja: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> str:
    """Check and normalise a bid of the ladder (§6.3): ``"entrada de favor"`` → ``"entrada_favor"``.

    Raises:
        InvalidSituation: not a bid of the ladder (a ``vuelta de favor`` cannot be bid, its trump being unknown;
            the vuelta solera is elected, not bid), or a bola while ``bola_como_logro`` is on.
    """
    texto = " ".join(str(puja).strip().lower().split()).replace(" de favor", "_favor").replace(" ", "_")
    if texto == "vuelta_favor":
        raise InvalidSituation("a vuelta cannot be bid de favor: its trump is unknown until the turn-up (§6.3)",
                               field="puja", es="no se puede pujar una vuelta de favor: su triunfo no se sabe hasta "
                                                "que se vuelve la carta (§6.3)")
    if texto not in _RANGO:
        raise InvalidSituation(f"unknown bid {puja!r}; the bids are {', '.join(ESCALA)} (or paso)", field="puja",
                               es=f"puja desconocida {shown(puja)}; las pujas son {', '.join(ESCALA)} (o paso)")
    if texto.startswith("bola") and house_rules.bola_como_logro:
        check_lance("bola", house_rules)
    return texto


def rango_puja(puja: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> int:
    """Rank of a bid on the ladder, 1 (entrada) … 7 (bola de favor) (§6.3).

    Raises:
        InvalidSituation: as :func:`check_puja`.
    """
    return _RANGO[check_puja(puja, house_rules)]


def lance_de_puja(puja: str) -> str:
    """The lance a winning bid plays (§6.1, §6.3): ``"entrada_favor"`` → ``"entrada"``; the favor wording decides
    only the auction and the trump the jugador may name (:func:`triunfos_de_puja`).

    Raises:
        InvalidSituation: as :func:`check_puja`.
    """
    return check_puja(puja).removesuffix("_favor")


def triunfos_de_puja(puja: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> tuple[str, ...]:
    """The trump suits the winner of an entrada, solo or bola may name (§6.2–§6.3): the palo de favor alone after
    a bid de favor, any suit otherwise (naming the palo de favor after a plain bid makes the deal paid as favor,
    §6.5). A vuelta's trump is turned up, not named (:func:`triunfo_de_vuelta`).

    Raises:
        InvalidSituation: as :func:`check_puja`; a vuelta.
    """
    puja = check_puja(puja, house_rules)
    if puja == "vuelta":
        raise InvalidSituation("a vuelta's trump is the turned card's suit, not named (§7.3)", field="puja",
                               es="el triunfo de una vuelta es el palo de la carta vuelta, no se nombra (§7.3)")
    return (house_rules.palo_favor,) if puja.endswith("_favor") else PALOS_ESPANOLES


def es_de_favor(triunfo: str, house_rules: TresilloHouseRules = TresilloHouseRules()) -> bool:
    """Whether a deal with ``triunfo`` as trumps is paid as palo de favor: the actual trump decides (§6.5, A27)."""
    return check_triunfo(triunfo) == house_rules.palo_favor


def triunfo_de_vuelta(carta: CartaEspanola | str) -> str:
    """Trump suit of a vuelta: the suit of the turned card; a turned ``1e`` makes espadas, ``1b`` bastos (§7.3, A15).

    Raises:
        InvalidSituation: not a card of the 40-card deck.
    """
    (carta,) = check_mano([carta], n=1, field="carta")
    return carta.palo


# ---------------------------------------------------------------------------------------------- auction §6.4

MSG_PUJA = Message(
    "tresillo.subasta.puja",
    "El {asiento} puja {nombre} (escalón {rango}).",
    "The {asiento} bids {nombre} (rank {rango}).",
)
MSG_IGUALA = Message(
    "tresillo.subasta.iguala",
    "El {asiento} iguala {nombre}: habla antes que quien la tenía y tiene preferencia (lectura de Tapete; regla de la "
    "casa subasta_prioridad).",
    "The {asiento} equals {nombre}: he speaks before its holder and has priority (Tapete's reading; house rule "
    "subasta_prioridad).",
)
MSG_PASO = Message("tresillo.subasta.paso", "El {asiento} pasa.", "The {asiento} passes.")
MSG_GANA = Message(
    "tresillo.subasta.gana",
    "Los demás han pasado: el {asiento} es el jugador con {nombre}.",
    "The others have passed: the {asiento} is the jugador with {nombre}.",
)
MSG_TODOS_PASAN = Message(
    "tresillo.subasta.todos_pasan",
    "Los tres pasan: no se juega, las cartas se tiran y el plato conserva lo que tiene (lectura de Tapete, sin "
    "ajuste).",
    "All three pass: nobody plays, the cards are thrown in and the plato keeps everything in it (Tapete's reading, "
    "no setting).",
)
MSG_SIGUE = Message(
    "tresillo.subasta.sigue",
    "La subasta sigue: habla el {asiento}.",
    "The auction goes on: the {asiento} speaks.",
)


def pujas_legales(actual: str | None, asiento: int, asiento_actual: int | None,
                  house_rules: TresilloHouseRules = TresilloHouseRules()) -> tuple[str, ...]:
    """The bids open to a player (§6.4): ``"paso"`` and every bid above the current one, or equal to it when he
    speaks earlier than its holder (house rule ``subasta_prioridad``, A14).

    Args:
        actual: the highest bid so far, or ``None``.
        asiento: the speaker's seat, 0 mano, 1 segundo, 2 postre.
        asiento_actual: the seat holding ``actual`` (ignored when ``actual`` is ``None``).
    """
    suelo = 0 if actual is None else rango_puja(actual, house_rules)
    iguala = actual is not None and house_rules.subasta_prioridad and asiento < asiento_actual
    bolas = not house_rules.bola_como_logro
    return (PASO,) + tuple(p for p in ESCALA if (bolas or not p.startswith("bola"))
                           and (_RANGO[p] > suelo or (iguala and _RANGO[p] == suelo)))


def subasta(acciones: Sequence[str], house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Run an auction from its spoken actions, in speaking order starting with the mano (§6.4).

    Args:
        acciones: each ``"paso"`` or a bid; the speaker is derived (mano, segundo, postre, then round again among
            those who have not passed).
        house_rules: the house rules (``subasta_prioridad``, ``bola_como_logro``).

    Returns:
        Ruling with answer ``{"terminada": bool, "jugador": seat | None, "puja": bid | None, "turno": seat | None}``:
        ``jugador``/``puja`` are the holder of the highest bid (the jugador once ``terminada``); ``turno`` is who
        speaks next while the auction goes on. All three passing at once ends it with ``jugador`` None.

    Raises:
        InvalidSituation: an unknown bid, a bid not higher than the current one (nor a permitted equalling), or an
            action after the auction ended.
    """
    activos = [0, 1, 2]
    actual, holder, turno = None, None, 0
    reasons = []
    for i, accion in enumerate(acciones):
        if turno is None:
            raise InvalidSituation(f"action {i + 1} ({accion!r}) comes after the auction ended", field="acciones",
                                   es=f"la acción {i + 1} ({shown(accion)}) llega después de terminar la subasta")
        nombre = _ASIENTOS[turno]
        if str(accion).strip().lower() == PASO:
            reasons.append(Reason("tresillo §6.4", MSG_PASO, {"asiento": nombre}))
            activos.remove(turno)
        else:
            puja = check_puja(accion, house_rules)
            if puja not in pujas_legales(actual, turno, holder, house_rules):
                legales = ', '.join(pujas_legales(actual, turno, holder, house_rules))
                raise InvalidSituation(
                    f"action {i + 1}: the {nombre} cannot bid {puja} over {actual} (rank {_RANGO[puja]} vs "
                    f"{_RANGO[actual]}); legal: {legales}",
                    field="acciones",
                    es=f"acción {i + 1}: el {nombre} no puede pujar {puja} sobre {actual} (escalón {_RANGO[puja]} "
                       f"frente a {_RANGO[actual]}); puede decir: {legales}")
            msg = MSG_IGUALA if actual is not None and _RANGO[puja] == _RANGO[actual] else MSG_PUJA
            reasons.append(Reason("tresillo §6.4" if msg is MSG_IGUALA else "tresillo §6.3", msg,
                                  {"asiento": nombre, "puja": puja, "nombre": NOMBRE_PUJA[puja],
                                   "rango": _RANGO[puja]}))
            actual, holder = puja, turno
        turno = _siguiente(turno, activos, holder)
    if turno is None:
        if holder is None:
            reasons.append(Reason("tresillo §6.4", MSG_TODOS_PASAN, {}))
        else:
            reasons.append(Reason("tresillo §6.4", MSG_GANA, {"asiento": _ASIENTOS[holder], "puja": actual,
                                                              "nombre": NOMBRE_PUJA[actual]}))
    else:
        reasons.append(Reason("tresillo §6.4", MSG_SIGUE, {"asiento": _ASIENTOS[turno]}))
    return Ruling({"terminada": turno is None, "jugador": holder, "puja": actual, "turno": turno}, tuple(reasons))


def _m(key: str, es: str, en: str) -> Message:
    return Message(f"tresillo.subasta.{key}", es, en)


MSG_ESCALA = _m("escala",
    "Las pujas, de menor a mayor (lectura de Tapete, sin ajuste): {escala}. Dentro de un mismo lance el de favor va "
    "delante; la vuelta no se puja de favor, porque su triunfo no se sabe hasta volver la carta.",
    "The bids, lowest first (Tapete's reading, no setting): {escala}. Within one lance the one de favor ranks "
    "higher; a vuelta cannot be bid de favor, its trump being unknown until the card is turned.")
MSG_LIBRE = _m("libre",
    "Nadie ha pujado aún: el {asiento} puede pasar o pujar cualquier lance, desde {minima_es}.",
    "Nobody has bid yet: the {asiento} may pass or bid any lance, from the {minima_en} up.")
MSG_SUPERAR = _m("superar",
    "La puja más alta es {puja_es} (escalón {rango}), del {titular}; el {asiento} habla después que él, así que "
    "debe superarla: desde {minima_es} (escalón {rango_minima}).",
    "The highest bid is the {puja_en} (rank {rango}), the {titular}'s; the {asiento} speaks after him, so he must "
    "bid higher: from the {minima_en} (rank {rango_minima}) up.")
MSG_IGUALAR = _m("igualar",
    "La puja más alta es {puja_es} (escalón {rango}), del {titular}; el {asiento} habla antes que él y tiene "
    "preferencia (regla de la casa subasta_prioridad), así que puede igualarla: desde {minima_es} (escalón "
    "{rango_minima}).",
    "The highest bid is the {puja_en} (rank {rango}), the {titular}'s; the {asiento} speaks before him and has "
    "priority (house rule subasta_prioridad), so he may equal it: from the {minima_en} (rank {rango_minima}) up.")
MSG_SIN_PUJA = _m("sin_puja",
    "La puja más alta es {puja_es} (escalón {rango}), del {titular}, y no hay puja más alta que el {asiento} pueda "
    "hacer: únicamente puede pasar.",
    "The highest bid is the {puja_en} (rank {rango}), the {titular}'s, and there is no higher bid the {asiento} may "
    "make: he can only pass.")
MSG_PUEDE = _m("puede",
    "El {asiento} puede decir: {legales}.",
    "The {asiento} may say: {legales}.")


def pujas_posibles(acciones: Sequence[str], house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """What the next speaker may still say in an auction that goes on (``rules/tresillo.md §6.3–§6.4``).

    Args:
        acciones: the auction so far, as for :func:`subasta` (each ``"paso"`` or a bid, from the mano on).
        house_rules: ``subasta_prioridad`` (an earlier seat may equal, A14) and ``bola_como_logro`` (no bola bid).

    Returns:
        Ruling with answer ``{"turno": seat, "legales": ["paso", bid, …], "minima": the lowest bid or None}``
        (seat 0 mano, 1 segundo, 2 postre); the bids he may make are every bid from ``minima`` up. Reasons: the
        auction as :func:`subasta` tells it, the ladder, why the lowest bid is where it is, the bids he may say.

    Raises:
        InvalidSituation: an action :func:`subasta` refuses, or an auction already over (nobody is left to speak).
    """
    hecha = subasta(acciones, house_rules)
    turno = hecha.answer["turno"]
    if turno is None:
        raise InvalidSituation("the auction is over: nobody is left to speak", field="acciones",
                               es="la subasta ha terminado: no queda nadie por hablar")
    puja, titular = hecha.answer["puja"], hecha.answer["jugador"]
    legales = pujas_legales(puja, turno, titular, house_rules)
    minima = legales[1] if len(legales) > 1 else None
    escala = [p for p in ESCALA if not (house_rules.bola_como_logro and p.startswith("bola"))]
    reasons = [*hecha.reasons[:-1],  # the auction told; its last reason ('the auction goes on') is said below
               Reason("tresillo §6.3", MSG_ESCALA, {"escala": ", ".join(NOMBRE_PUJA[p] for p in escala)})]
    values = {"asiento": _ASIENTOS[turno], "minima": minima}
    if minima is not None:
        values.update(minima_es=_CON_ARTICULO[minima], minima_en=NOMBRE_PUJA[minima], rango_minima=_RANGO[minima])
    if puja is None:
        reasons.append(Reason("tresillo §6.4", MSG_LIBRE, values))
    else:
        values.update(puja=puja, puja_es=_CON_ARTICULO[puja], puja_en=NOMBRE_PUJA[puja], rango=_RANGO[puja],
                      titular=_ASIENTOS[titular])
        message = MSG_SIN_PUJA if minima is None else MSG_IGUALAR if _RANGO[minima] == _RANGO[puja] else MSG_SUPERAR
        reasons.append(Reason("tresillo §6.4", message, values))
    reasons.append(Reason("tresillo §6.4", MSG_PUEDE,
                          {"asiento": _ASIENTOS[turno], "legales": ", ".join(NOMBRE_PUJA[p] for p in legales)}))
    return Ruling({"turno": turno, "legales": list(legales), "minima": minima}, tuple(reasons))


def _siguiente(turno: int, activos: list[int], holder: int | None) -> int | None:
    """Next speaker among the active seats, or None when the auction is over."""
    if not activos or activos == [holder]:
        return None
    for paso in (1, 2, 3):
        seat = (turno + paso) % 3
        if seat in activos:
            return None if seat == holder and len(activos) == 1 else seat
    return None


__all__ = [
    "LANCES", "NOMBRE_LANCE", "CONDICION_LANCE", "CAMBIA_EL_JUGADOR", "ESCALA", "PASO", "check_lance", "check_puja",
    "rango_puja",
    "es_de_favor", "lance_de_puja", "triunfo_de_vuelta", "triunfos_de_puja", "pujas_legales", "pujas_posibles",
    "subasta", "NOMBRE_PUJA",
]
