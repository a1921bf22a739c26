"""Drawing plausible deals for the payment kinds (``tresillo.cobro``, ``tresillo.plato``; ``rules/tresillo.md §13``).

A deal is a ``tresillo.cobro`` situation of ``referee.md``: lance, palo de favor, the plato as it stands (this deal's
dealer 5 included) and the cartulina, the tricks, estuches or contraestuche and primeras, and a surrender when there
is one. Tricks, primeras and the plato are drawn consistent with each other (primeras of the jugador only with five
tricks or more, reserved puestas only when the plato holds a puesta).
"""

from __future__ import annotations

import dataclasses

from ...rules.base import Message
from ...rules.tresillo.contabilidad import CORRECTA, Cobro, Variante, hechos, liquidar

RESULT_SPLITS = {
    "sacada": ((5, 2, 2), (6, 2, 1), (5, 3, 1), (4, 3, 2), (7, 1, 1), (6, 3, 0), (5, 4, 0)),
    "puesta": ((4, 4, 1), (3, 3, 3), (1, 4, 4), (4, 1, 4)),
    "codillo": ((3, 5, 1), (2, 6, 1), (3, 4, 2), (2, 5, 2), (4, 5, 0), (1, 5, 3), (3, 1, 5), (2, 2, 5)),
}
EXTRAS = ((0, 0), (0, 0), (3, 0), (4, 0), (5, 0), (0, 3), (0, 4), (0, 5))
"""(estuches, contraestuche) with their usual frequency."""

NOMBRE_LANCE = {"entrada": ("entrada", "entrada"), "vuelta": ("vuelta", "vuelta"), "solo": ("solo", "solo"),
                "vuelta_solera": ("vuelta solera", "vuelta solera"), "bola": ("bola", "bola")}


def plato(rng, estado: str) -> tuple[dict, list]:
    """A plato in ``estado`` and a matching cartulina: ``({"tantos", "puesta"}, [reserved puestas])``."""
    if estado == "ninguna":
        return {"tantos": 5 * rng.randint(1, 8), "puesta": "ninguna"}, []
    tantos = 5 * (rng.randint(6, 20) if estado == "primera" else rng.randint(8, 30))
    cartulina = [5 * rng.randint(6, 24)] if rng.random() < 0.4 else []
    return {"tantos": tantos, "puesta": estado}, cartulina


def trato(rng, resultado: str, lances, estados, favor=None, rendida: bool = False) -> dict:
    """One deal whose result (by §9) is ``resultado`` (``sacada``, ``puesta``, ``codillo``)."""
    lance = rng.choice(lances)
    if favor is None:
        favor = rng.random() < 0.4
    plato_, cartulina = plato(rng, rng.choice(estados))
    estuches, contra = rng.choice(EXTRAS)
    if rendida:
        hechas = rng.randint(0, 3)
        j = rng.randint(0, min(1, hechas))
        a = rng.randint(0, hechas - j)
        return {"lance": lance, "favor": favor, "plato": plato_, "cartulina": cartulina, "estuches": estuches,
                "contraestuche": contra, "bazas": {"jugador": j, "contra_a": a, "contra_b": hechas - j - a},
                "primeras": None, "rendida": {"defendida_por": None}}
    j, x, y = rng.choice(RESULT_SPLITS[resultado])
    a, b = (x, y) if rng.random() < 0.5 else (y, x)
    primeras = None
    if j >= 5 and rng.random() < 0.5:
        primeras = "jugador"
    elif a + b >= 5 and resultado != "sacada" and rng.random() < 0.4:
        primeras = "contras"
    return {"lance": lance, "favor": favor, "plato": plato_, "cartulina": cartulina, "estuches": estuches,
            "contraestuche": contra, "bazas": {"jugador": j, "contra_a": a, "contra_b": b}, "primeras": primeras}


DESCRIBE = Message(
    "puzzles.tresillo.trato",
    "{lance} {favor}; en el plato hay {plato} tantos ({estado}){cartulina}. {bazas}. Estuches {estuches}, "
    "contraestuche {contraestuche}; primeras: {primeras}. {mesa}",
    "{lance} {favor_en}; the plato holds {plato} tantos ({estado_en}){cartulina_en}. {bazas_en}. Estuches "
    "{estuches}, contraestuche {contraestuche}; primeras: {primeras_en}. {mesa_en}")

ESTADO = {"ninguna": ("sin puesta", "no puesta"), "primera": ("con puesta primera", "holding a puesta primera"),
          "reservada": ("con una puesta reservada", "holding a reserved puesta")}
MESA = {4: ("Mesa de cuatro (el alcalde paga y cobra).", "Four at the table (the alcalde pays and collects)."),
        3: ("Mesa de tres (sin alcalde).", "Three at the table (no alcalde).")}
_CUENTA = "jugador {j}, contra A {a}, contra B {b}"
BAZAS = {
    None: ("Bazas: " + _CUENTA, "Tricks: " + _CUENTA),
    "entrada": ("Bazas: " + _CUENTA + " cuando el jugador se rinde y las contras aceptan",
                "Tricks: " + _CUENTA + " when the jugador surrenders and the contras accept"),
    "vuelta": ("Bazas: " + _CUENTA + " cuando el jugador se rinde",  # it ends at once, nobody accepts (§11.3)
               "Tricks: " + _CUENTA + " when the jugador surrenders"),
    **{rol: (f"El jugador se rinde y la contra {letra} defiende la jugada («la sigo»). Bazas al final: " + _CUENTA,
             f"The jugador surrenders and contra {letra} defends the deal (\"la sigo\"). Final tricks: " + _CUENTA)
       for rol, letra in (("contra_a", "A"), ("contra_b", "B"))},
}
"""How the tricks of a deal read (``rules/tresillo.md §11``): at the end of a deal played out (``None``), at the
surrender for an accepted entrada or a vuelta (which nobody may defend), at the end for a defended entrada."""
PRIMERAS = {None: ("nadie", "nobody"), "jugador": ("el jugador", "the jugador"), "contras": ("las contras", "the contras")}


def jugadores(s) -> int:
    """How many play the deal ``s``: 4 (the alcalde pays and collects) unless it says 3 (``rules/tresillo.md §2``).

    Args:
        s: a ``tresillo.cobro`` situation (``referee.md``) the referee has read (``jugadores`` is 3, 4 or absent).
    """
    return 3 if s.get("jugadores") == 3 else 4


def _rendicion(lance: str, rendida) -> str:
    """The key of :data:`BAZAS` for a surrender: who defends it, else whether the contras accepted (an entrada)
    or it ended at once (a vuelta; the referee accepts no other surrendered lance)."""
    defensor = rendida.get("defendida_por")
    if defensor in ("contra_a", "contra_b"):
        return defensor
    return "entrada" if lance == "entrada" else "vuelta"


def values(s: dict) -> dict:
    """The values of :data:`DESCRIBE` for a deal."""
    cart = " ".join(map(str, s.get("cartulina") or []))
    bazas, rendida = s["bazas"], s.get("rendida")
    es, en = (t.format(j=bazas["jugador"], a=bazas["contra_a"], b=bazas["contra_b"])
              for t in BAZAS[None if rendida is None else _rendicion(s["lance"], rendida)])
    mesa = MESA[jugadores(s)]
    return {
        "lance": NOMBRE_LANCE[s["lance"]][0].capitalize(),
        "favor": "de favor" if s["favor"] else "en palo sencillo",
        "favor_en": "in the palo de favor" if s["favor"] else "in a plain suit (palo sencillo)",
        "plato": s["plato"]["tantos"], "estado": ESTADO[s["plato"]["puesta"]][0],
        "estado_en": ESTADO[s["plato"]["puesta"]][1],
        "cartulina": f"; en la cartulina: {cart}" if cart else "",
        "cartulina_en": f"; on the cartulina: {cart}" if cart else "",
        "bazas": es, "bazas_en": en, "mesa": mesa[0], "mesa_en": mesa[1],
        "estuches": s["estuches"], "contraestuche": s["contraestuche"],
        "primeras": PRIMERAS[s["primeras"]][0], "primeras_en": PRIMERAS[s["primeras"]][1],
    }


def liquidacion(case, forma: Variante = CORRECTA, favor_redondeo: str | None = None,
                entrada: bool = False) -> Cobro:
    """The referee's settlement of a puzzle's deal computed the ``forma`` way (a known wrong
    :class:`~tutor.rules.tresillo.contabilidad.Variante`), or the right way under the house rule ``favor_redondeo``
    read otherwise (§16 A3), or (``entrada``) of the same deal played as an entrada.

    The deal is read exactly as the referee reads it (:func:`tutor.referee.tresillo_cobro.trato_from_situation`)
    and what its play decided (:func:`~tutor.rules.tresillo.contabilidad.hechos`) once per puzzle;
    each known mistake then runs only the money part of ``liquidar``, without its explanation (``explicar=False``:
    the nets, the plato and the cartulina are what a wrong answer is compared on). ``favor_redondeo`` applies to
    the money alone (``hechos`` never reads it: it is not in ``LEE_HECHOS``, which ``liquidar`` compares), so that
    settlement shares the hechos too.
    """
    deal, plato_, propias, decidido = case.memo("trato", lambda: _leer(case))  # read once per puzzle
    if entrada:  # another lance: its own hechos (the deal is checked again as an entrada)
        return liquidar(deal._replace(lance="entrada"), plato_, propias, forma, explicar=False)
    if favor_redondeo is not None:
        return liquidar(deal, plato_, con_redondeo(propias, favor_redondeo), forma, decidido, explicar=False)
    return liquidar(deal, plato_, propias, forma, decidido, explicar=False)


def resultado(case) -> str:
    """What the play of a puzzle's deal decided, as the referee reads it (``hechos(...).resultado``): ``"sacada"``,
    ``"puesta"``, ``"codillo"``, ``"rendida"`` or ``"defendida"``."""
    return case.memo("trato", lambda: _leer(case))[3].resultado


def con_redondeo(house_rules, favor_redondeo: str):
    """``house_rules`` with ``favor_redondeo`` replaced (``dataclasses.replace`` costs more than a settlement: made
    once per house_rules value, at most 64 kept).

    Args:
        house_rules: the Tresillo house rules in force (``TresilloHouseRules``).
        favor_redondeo: a reading of ``rules/tresillo.md`` §16 A3, ``"doblar_y_redondear"`` (double, then round up
            to 5) or ``"redondear_y_doblar"``.

    Returns:
        The same house_rules object when it already reads §16 A3 that way, else an equal copy but for that field.
    """
    if house_rules.favor_redondeo == favor_redondeo:
        return house_rules
    other = _OTRO_REDONDEO.get(house_rules)
    if other is None:
        other = dataclasses.replace(house_rules, favor_redondeo=favor_redondeo)
        if len(_OTRO_REDONDEO) < 64:
            _OTRO_REDONDEO[house_rules] = other
    return other


_OTRO_REDONDEO: dict = {}
"""Tresillo house_rules -> the same house_rules with the other ``favor_redondeo`` (there are two readings of §16 A3)."""


def _leer(case) -> tuple:
    """``(Trato, Plato, the case's Tresillo house_rules, hechos)`` of a puzzle's deal, read as the referee reads it."""
    deal, plato_ = _trato_from_situation()(case.situation)
    house_rules = tresillo_settings(case)
    return deal, plato_, house_rules, hechos(deal, house_rules)


def _trato_from_situation():
    """The referee's reader of a cobro situation, imported on first use (the referee loads every engine)."""
    if not _READER:
        from ...referee.tresillo_cobro import trato_from_situation

        _READER.append(trato_from_situation)
    return _READER[0]


_READER: list = []


def tresillo_settings(case):
    """The Tresillo house rules of a puzzle's case (the defaults when it has none)."""
    return case.house_rules.tresillo if case.house_rules is not None else _default_settings()


_DEFAULT: list = []


def _default_settings():
    """The default Tresillo house_rules, built once (frozen, so one value serves every puzzle)."""
    if not _DEFAULT:
        from ...rules.tresillo.settings import TresilloHouseRules

        _DEFAULT.append(TresilloHouseRules())
    return _DEFAULT[0]
