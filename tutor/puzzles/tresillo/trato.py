"""Drawing plausible deals for the payment kinds (``tresillo.cobro``, ``tresillo.plato``; ``rules/tresillo.md §13``).

A deal is a ``tresillo.cobro`` situation of ``docs/rulings.md``: lance, palo de favor, the plato as it stands (this deal's
dealer 5 included) and the cartulina, the tricks, estuches or contraestuche and primeras, and a surrender when there
is one. Tricks, primeras and the plato are drawn consistent with each other (primeras of the jugador only with five
tricks or more, reserved puestas only when the plato holds a puesta), and from version 5 the estuches with the tricks
of a deal played out (never more than the jugador's tricks) and with a surrender (never five sure tricks)."""

from __future__ import annotations

from ...rules.base import Message
from ...rules.tresillo.contabilidad import RECARGO_FAVOR
from ...rules.tresillo.house_rules import TresilloHouseRules
from ...rules.tresillo.lances import NOMBRE_LANCE

RESULT_SPLITS = {
    "sacada": ((5, 2, 2), (6, 2, 1), (5, 3, 1), (4, 3, 2), (7, 1, 1), (6, 3, 0), (5, 4, 0)),
    "puesta": ((4, 4, 1), (3, 3, 3), (1, 4, 4), (4, 1, 4)),
    "codillo": ((3, 5, 1), (2, 6, 1), (3, 4, 2), (2, 5, 2), (4, 5, 0), (1, 5, 3), (3, 1, 5), (2, 2, 5)),
}
EXTRAS = ((0, 0), (0, 0), (3, 0), (4, 0), (5, 0), (0, 3), (0, 4), (0, 5))
"""(estuches, contraestuche) with their usual frequency."""


def plato(rng, estado: str) -> tuple[dict, list]:
    """A plato in ``estado`` and a matching cartulina: ``({"tantos", "puesta"}, [reserved puestas])``."""
    if estado == "ninguna":
        return {"tantos": 5 * rng.randint(1, 8), "puesta": "ninguna"}, []
    tantos = 5 * (rng.randint(6, 20) if estado == "primera" else rng.randint(8, 30))
    cartulina = [5 * rng.randint(6, 24)] if rng.random() < 0.4 else []
    return {"tantos": tantos, "puesta": estado}, cartulina


MIN_PRIMERA = 35
"""The least a plato holding a puesta primera can hold at a deal's settlement: the smallest puesta primera (5 + 20
into a plato of 5) and the next deal's 5 (§13.2, §13.3, §13.8, recommended readings)."""
MIN_RESERVADA = 55
"""The smallest reserved puesta: one made over the smallest puesta primera, 35 + 20 (§13.3 2, §13.8)."""


def posible(s: dict) -> dict:
    """A version-1 deal with its plato and cartulina moved within what a table produces (version 2 of the payment
    kinds): a puesta primera plato of at least :data:`MIN_PRIMERA`; reserved puestas of at least
    :data:`MIN_RESERVADA`, and, beside a puesta primera, of at most what that plato (5 tantos ago) could give with
    the favor surcharge, every reserved puesta having been made over it; a reserved plato of at least its puesta and
    this deal's 5. A deal within them is returned unchanged (the same dict)."""
    tantos, estado = s["plato"]["tantos"], s["plato"]["puesta"]
    tantos = max(tantos, {"primera": MIN_PRIMERA, "reservada": MIN_RESERVADA + 5}.get(estado, 0))
    techo = tantos - 5 + 40 if estado == "primera" else None
    cartulina = [max(MIN_RESERVADA, a if techo is None else min(a, techo)) for a in s["cartulina"]]
    if tantos == s["plato"]["tantos"] and cartulina == s["cartulina"]:
        return s
    return {**s, "plato": {"tantos": tantos, "puesta": estado}, "cartulina": cartulina}


RECARGOS = (TresilloHouseRules().recargo_puesta_sencillo, RECARGO_FAVOR)
"""The surcharges of a caso-1 puesta, palo sencillo and palo de favor (§13.8 2): what a reserved puesta made over a
puesta primera adds to that plato."""


def reservadas_posibles(s: dict) -> dict:
    """A deal with the reserved puestas beside a puesta primera moved to amounts a table produces (version 4 of
    the payment kinds; :func:`posible` sets only their least and greatest).

    While the plato holds a puesta primera, the cartulina was empty when that puesta went in (§13.3 1 and 3), so
    every reserved puesta was made over this same plato at an earlier settlement: it is p + 20 or p + 40 de favor
    (§13.8 2) for a plato p of at least :data:`MIN_PRIMERA` and at most this one less this deal's 5 (§13.2 1), each
    later one over a plato no smaller. So a plato beside a reserved puesta holds at least :data:`MIN_PRIMERA` + 5,
    and each amount is moved to the nearest such p + surcharge (the smaller on a tie). A deal within them is
    returned unchanged (the same dict)."""
    if s["plato"]["puesta"] != "primera" or not s["cartulina"]:
        return s
    tantos = max(s["plato"]["tantos"], MIN_PRIMERA + 5)
    desde, cartulina = MIN_PRIMERA, []
    for a in s["cartulina"]:
        p, recargo = min(((p, r) for p in range(desde, tantos - 4, 5) for r in RECARGOS),
                         key=lambda pr: (abs(sum(pr) - a), sum(pr), pr[0]))
        cartulina.append(p + recargo)
        desde = p
    if tantos == s["plato"]["tantos"] and cartulina == list(s["cartulina"]):
        return s
    return {**s, "plato": {"tantos": tantos, "puesta": "primera"}, "cartulina": cartulina}


def jugada_entera(s: dict) -> bool:
    """Whether the deal ``s`` was played to the end: every deal but a surrender nobody defended, whose tricks are
    those complete when the jugador said "paso" (§11.2–§11.3); a defended entrada plays all nine (§11.4)."""
    rendida = s.get("rendida")
    return rendida is None or rendida.get("defendida_por") is not None


MAX_ESTUCHES_RENDIDA = 4
"""The most estuches a jugador who surrenders holds: five are five sure tricks, and five tricks always win (§9), so
he has no codillo to fear (§11.2); four leave him one short (4-5-0 is a codillo)."""


def estuches_posibles(s: dict) -> dict:
    """A deal with the estuches moved within what the jugador's tricks and his surrender allow (version 5 of the
    payment kinds).

    The estuches are the unbroken run of top trumps the jugador holds (§4.3), so each of those cards is the highest
    trump out of his own hand and wins the trick it is played to (§3.3, §3.6). A jugador who surrenders (defended
    or not) holds at most :data:`MAX_ESTUCHES_RENDIDA`: more would be five sure tricks, a win (§9, §11.2); more
    become that many. A deal played out (:func:`jugada_entera`; in a defended entrada, the first jugador's) gives him
    at least as many tricks as estuches: estuches over his tricks become his tricks when those are three or more
    (he held just that run), else none (he did not hold all three matadores). A deal within them is returned
    unchanged (the same dict)."""
    estuches = s["estuches"]
    if s.get("rendida") is not None:
        estuches = min(estuches, MAX_ESTUCHES_RENDIDA)
    j = s["bazas"]["jugador"]
    if estuches > j and jugada_entera(s):
        estuches = j if j >= 3 else 0
    return s if estuches == s["estuches"] else {**s, "estuches": estuches}


def build_posible(build_before, pose, mover=posible):
    """The ``build`` of a payment kind that keeps ``build_before``'s draws and moves the deal within what a table
    produces by ``mover`` (version 2: :func:`posible`, the plato and cartulina; version 4:
    :func:`reservadas_posibles`; version 5: :func:`estuches_posibles`), the deal posed again by ``pose``; every
    other deal is ``build_before``'s (the same draft)."""
    def build(level, rng, house_rules):
        draft = build_before(level, rng, house_rules)
        situation = mover(draft.situation)
        return draft if situation is draft.situation else pose(level, situation, {})

    return build


def trato(rng, resultado: str, lances, estados, favor=None, rendida: bool = False, splits=None) -> dict:
    """One deal whose result (by §9, §10.2 for a bola) is ``resultado`` (``sacada``, ``puesta``, ``codillo``), its
    tricks drawn from ``splits[resultado]`` (default :data:`RESULT_SPLITS`)."""
    s = _mesa(rng, lances, estados, favor)
    if rendida:
        hechas = rng.randint(0, 3)
        j = rng.randint(0, min(1, hechas))
        a = rng.randint(0, hechas - j)
        return {**s, "bazas": {"jugador": j, "contra_a": a, "contra_b": hechas - j - a},
                "primeras": None, "rendida": {"defendida_por": None}}
    j, x, y = rng.choice((splits or RESULT_SPLITS)[resultado])
    a, b = (x, y) if rng.random() < 0.5 else (y, x)
    primeras = None
    if j == 9:  # all nine tricks: he won the first five (§10.1); no version-1 split has nine
        primeras = "jugador"
    elif j >= 5 and rng.random() < 0.5:
        primeras = "jugador"
    elif a + b >= 5 and resultado != "sacada" and rng.random() < 0.4:
        primeras = "contras"
    return {**s, "bazas": {"jugador": j, "contra_a": a, "contra_b": b}, "primeras": primeras}


def _mesa(rng, lances, estados, favor) -> dict:
    """The lance, the trumps, the plato and cartulina and the estuches of a deal (drawn in version 1's order)."""
    lance = rng.choice(lances)
    if favor is None:
        favor = rng.random() < 0.4
    plato_, cartulina = plato(rng, rng.choice(estados))
    estuches, contra = rng.choice(EXTRAS)
    return {"lance": lance, "favor": favor, "plato": plato_, "cartulina": cartulina, "estuches": estuches,
            "contraestuche": contra}


DEFENDIDAS = {
    1: ((2, 5, 2), (3, 4, 2), (1, 5, 3), (2, 4, 3)),
    2: ((1, 4, 4), (4, 4, 1), (3, 3, 3)),
    3: ((4, 2, 3), (5, 3, 1), (4, 3, 2)),
    4: ((2, 2, 5), (1, 3, 5), (3, 2, 4), (2, 3, 4)),
}
"""Outcome of a defended entrada (§11.5, under the default ``desenlace_orden``) -> final tricks (first jugador,
defender, mano pobre); (3, 2, 4) is the deal where outcomes 3 and 4 both hold and the order decides (§16 A13)."""

BOLA_SPLITS = {
    "sacada": ((9, 0, 0),),
    "puesta": ((8, 1, 0), (7, 1, 1), (7, 2, 0), (6, 2, 1), (5, 3, 1)),
    "codillo": ((4, 5, 0), (3, 5, 1), (2, 6, 1), (3, 4, 2)),
}
"""A bola's tricks by result (§10.2): won only with all nine; lost by puesta though he beat each contra; codillo."""


def defendida(rng, estados, desenlaces=(1, 2, 3, 4)) -> dict:
    """An entrada surrendered and defended by one contra (§11.4–§11.5, §13.11), its final tricks giving one of
    ``desenlaces`` (outcomes 1–4 of §11.5); the estuches are drawn too, though nobody pays condiciones."""
    s = _mesa(rng, ("entrada",), estados, None)
    j1, d, m = rng.choice(DEFENDIDAS[rng.choice(desenlaces)])
    defensor = rng.choice(("contra_a", "contra_b"))
    a, b = (d, m) if defensor == "contra_a" else (m, d)
    return {**s, "bazas": {"jugador": j1, "contra_a": a, "contra_b": b}, "primeras": None,
            "rendida": {"defendida_por": defensor}}


def bola(rng, estados) -> dict:
    """A bola (§10.2, §13.12) won with all nine tricks, lost by puesta, or lost by codillo (one in three each)."""
    return trato(rng, rng.choice(("sacada", "puesta", "codillo")), ("bola",), estados, splits=BOLA_SPLITS)


NUEVAS = 0.4
"""The share of version 3's level-3 deals that are a defended entrada or a bola (half each)."""


def build_defendidas_y_bolas(build_v2, pose, desenlaces):
    """The version-3 ``build`` of a payment kind: ``build_v2``'s deal, and at level 3, by one more draw after its
    own, :data:`NUEVAS` of the deals replaced by a defended entrada (outcomes ``desenlaces``) or a bola, drawn
    within what a table produces (:func:`posible`). Every other deal is version 2's (the same draft), so most
    seeds a lesson embeds keep their puzzle."""
    estados = ("ninguna", "primera", "reservada")

    def build(level, rng, house_rules):
        draft = build_v2(level, rng, house_rules)
        if level < 3 or rng.random() >= NUEVAS:
            return draft
        s = defendida(rng, estados, desenlaces) if rng.random() < 0.5 else bola(rng, estados)
        return pose(level, posible(s), {})

    return build


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
    "entrada": ("Bazas: " + _CUENTA + " cuando el jugador se rinde y los contras aceptan",
                "Tricks: " + _CUENTA + " when the jugador surrenders and the contras accept"),
    "vuelta": ("Bazas: " + _CUENTA + " cuando el jugador se rinde",  # it ends at once, nobody accepts (§11.3)
               "Tricks: " + _CUENTA + " when the jugador surrenders"),
    **{rol: (f"El jugador se rinde y el contra {letra} defiende la jugada («la sigo»). Bazas al final: " + _CUENTA,
             f"The jugador surrenders and contra {letra} defends the deal (\"la sigo\"). Final tricks: " + _CUENTA)
       for rol, letra in (("contra_a", "A"), ("contra_b", "B"))},
}
"""How the tricks of a deal read (``rules/tresillo.md §11``): at the end of a deal played out (``None``), at the
surrender for an accepted entrada or a vuelta (which nobody may defend), at the end for a defended entrada."""
PRIMERAS = {None: ("nadie", "nobody"), "jugador": ("el jugador", "the jugador"), "contras": ("los contras", "the contras")}


def jugadores(s) -> int:
    """How many play the deal ``s``: 4 (the alcalde pays and collects) unless it says 3 (``rules/tresillo.md §2``).

    Args:
        s: a ``tresillo.cobro`` situation (``docs/rulings.md``) the referee has read (``jugadores`` is 3, 4 or absent).
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
        "lance": NOMBRE_LANCE[s["lance"]].capitalize(),
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
