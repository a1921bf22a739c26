"""The playthrough of a deal as plain data (JSON-ready): what ``python -m tutor trato --json`` prints and the golden
files of the tests hold (``rules/tresillo.md §5–§13``; cards in the notation of the rules, ``notation.md``).

>>> from .computadora import jugar_entero
>>> from .mesa import new_trato
>>> d = playthrough(jugar_entero(new_trato(1, 3)))
>>> d["id"], len(d["bazas"]), sorted(d["bazas"][0])
('tresillo.trato-v1-J3-S1', 9, ['cartas', 'gana'])
"""

from __future__ import annotations

from .mesa import PUJA, Mesa


def _cartas(cartas) -> list[str]:
    return [str(c) for c in cartas]


def playthrough(mesa: Mesa) -> dict:
    """The deal so far (normally at its end) as plain data.

    Returns:
        ``{"id", "jugadores" (names in seat order round the table), "repartidor", "alcalde" (name or None),
        "asientos" (the active players' names by seat: 0 mano, 1 segundo, 2 postre), "manos" (the nine cards dealt
        to each seat), "baceta" (the 13 cards left, top first), "subasta" ([[seat, bid], ...]), "jugador" (seat or
        None), "lance", "triunfo", "favor", "vuelta" (the turned card or None), "descartes" ([{"asiento",
        "descarta", "roba"}]), "bazas" ([{"cartas": [[seat, card], ...], "gana": seat}]), "renuncios" ([[seat,
        card]]: cards the rules refuse, accepted under the house rule renuncio = aceptar), "rendida",
        "defendida_por" (seat or None), "resultado" (the result ruling's answer), "primeras", "estuches", "neto"
        ({name: tantos}: this deal's cobro plus the dealer's 5), "plato" ({"tantos", "puesta"}), "cartulina"}``;
        the end's fields are None before the end.
    """
    s = mesa.sesion
    final = mesa.final
    asiento = final.asiento if final else None
    pujas = [[p.jugada.asiento, p.jugada.valor] for p in mesa.pasos if p.jugada and p.jugada.tipo == PUJA]
    return {
        "id": str(mesa.id),
        "jugadores": list(s.jugadores),
        "repartidor": s.jugadores[s.repartidor],
        "alcalde": mesa.alcalde,
        "asientos": list(mesa.nombres),
        "manos": [_cartas(m) for m in mesa.repartidas],
        "baceta": _cartas(_baceta_inicial(mesa)),
        "subasta": pujas,
        "jugador": mesa.jugador,
        "lance": mesa.lance,
        "triunfo": mesa.triunfo,
        "favor": mesa.favor,
        "vuelta": None if mesa.vuelta is None else str(mesa.vuelta),
        "descartes": [{"asiento": d.asiento, "descarta": _cartas(d.descarta), "roba": _cartas(d.roba)}
                      for d in mesa.descartes],
        "bazas": [{"cartas": [[seat, str(c)] for seat, c in b.cartas], "gana": b.gana} for b in mesa.bazas],
        "renuncios": [[p.jugada.asiento, str(p.jugada.valor)] for p in mesa.pasos if p.renuncio],
        "rendida": mesa.rendida,
        "defendida_por": mesa.defensor,
        "resultado": final.resultado.answer if final and final.resultado else None,
        "primeras": final.primeras.answer["primeras"] if final and final.primeras else None,
        "estuches": final.estuches.answer if final and final.estuches else None,
        "neto": dict(asiento.neto) if asiento else None,
        "plato": asiento.plato.to_dict() if asiento else None,
        "cartulina": list(asiento.plato.cartulina) if asiento else None,
    }


def _baceta_inicial(mesa: Mesa):
    """The 13 cards of the baceta as dealt: the cards drawn, then those still there (the turned card first)."""
    robadas = tuple(c for d in mesa.descartes for c in d.roba)
    apartada = (mesa.vuelta,) if mesa.lance == "vuelta_solera" else ()
    return apartada + robadas + mesa.baceta


__all__ = ["playthrough"]
