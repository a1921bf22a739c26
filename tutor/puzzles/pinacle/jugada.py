"""``pinacle.jugada``: may the player make this move in his turn, and if not, why? (``rules/pinacle.md §5``–§7)

Answer: level 1, sí or no — ``legal`` of the referee's ``pinacle.jugada`` ruling; levels 2–3, one option: ``legal``
or the rule the move breaks (its ``motivo``: fewer than three cards, several indices in a trío, several suits or a
gap in an escalera, outside the positions 3 … A, too many comodines, joining two escaleras, part of the pozo, a
discard from the table), with one more option that is never right: ``senal`` (the seven-card signal is forbidden).

Levels:
    1. from the hand, natural cards only: tríos (three or more of one index, any suits) and escaleras (three or more
       consecutive cards of one suit on the twelve positions 3 … A; the ace only on top).
    2. comodines (dos and jokers): any number in a trío; at most one among the cards that start an escalera (house
       rule ``comodines_al_empezar``); a comodín fills one position, never one below the 3 or above the A.
    3. moves on the table: adding to the partnership's tríos and escaleras, joining two escaleras (house rule
       ``unir_escaleras``), taking only the top of the pozo (it is taken whole, §5), discarding (from the hand),
       starting an escalera to the right (the seven-card signal: allowed, not scored). Version 1 also asked about
       taking the whole pozo, legal only because the readable rulebook sets no condition on it (§0, §12, §14 B1:
       no puzzles on those topics); version 2 never does.

Known mistakes: fewer than three cards; a trío of two indices; an escalera of two suits; a gap (the one-position
rule for comodines added where the move has one); the ace read as low; a comodín below the 3; two comodines to start an escalera; a trío taken to need one suit; the escalera's comodín limit applied to a
trío; a comodín filling a gap read as a gap; joined two escaleras; took only the top of the pozo; discarded from the
table; thought the seven-card signal forbidden.
"""

from __future__ import annotations

from ...rules.base import Message, Phrase
from ...rules.pinacle import es_trio
from ...rules.pinacle.escaleras import M_BAJO_TRES
from ..canasta.comun import PALOS, Mazo, ordenar
from ..forms import Choice, Option, YesNo, yes_no
from ..kind import Draft, Kind, mistake
from .comun import COMODINES, cartas as _cartas, pinacle_house_rules
from .escalera import POSICIONES

LEGAL = "legal"
SENAL = "senal"
"""The option that is never right: the seven-card signal is allowed (§7.3)."""

OPTIONS = (
    Option(LEGAL, Message("puzzles.pinacle.jugada.legal", "sí, es legal", "yes, it is legal")),
    Option("menos_de_tres", Message("puzzles.pinacle.jugada.menos_de_tres", "no: menos de tres cartas",
                                    "no: fewer than three cards")),
    Option("indices", Message("puzzles.pinacle.jugada.indices", "no: un trío de índices distintos",
                              "no: a trío of different indices")),
    Option("palos", Message("puzzles.pinacle.jugada.palos", "no: una escalera de palos distintos",
                            "no: an escalera of different suits")),
    Option("hueco", Message("puzzles.pinacle.jugada.hueco", "no: un hueco en la escalera",
                            "no: a gap in the escalera")),
    Option("orden", Message("puzzles.pinacle.jugada.orden", "no: las cartas no van en orden",
                            "no: the cards are not in order")),
    Option("posiciones", Message("puzzles.pinacle.jugada.posiciones", "no: fuera de las posiciones del 3 al A",
                                 "no: outside the positions 3 to A")),
    Option("comodines", Message("puzzles.pinacle.jugada.comodines", "no: demasiados comodines",
                                "no: too many comodines")),
)
TABLE_OPTIONS = (
    Option("unir", Message("puzzles.pinacle.jugada.unir", "no: no se unen dos escaleras",
                           "no: two escaleras are not joined")),
    Option("pozo_entero", Message("puzzles.pinacle.jugada.pozo_entero", "no: el pozo se toma entero",
                                  "no: the pozo is taken whole")),
    Option("de_la_mano", Message("puzzles.pinacle.jugada.de_la_mano", "no: se descarta de la mano",
                                 "no: the discard comes from the hand")),
    Option(SENAL, Message("puzzles.pinacle.jugada.senal", "no: es una seña prohibida al compañero",
                          "no: it is a forbidden signal to the partner")),
)
FORMS = {1: YesNo(), 2: Choice(OPTIONS), 3: Choice(OPTIONS + TABLE_OPTIONS)}
MESA = ("anadir", "unir", "tomar_pozo", "descartar")
"""Moves on the table: asked with the options of level 3 whatever the level."""

Q_MANO = Message("puzzles.pinacle.jugada.mano", "Tiene en la mano {mano}. ", "He holds {mano}. ")
Q_MESA = Message("puzzles.pinacle.jugada.mesa", "Su pareja tiene en la mesa {combinaciones}. ",
                 "His partnership has on the table {combinaciones}. ")
Q_TRIO = Message("puzzles.pinacle.jugada.trio", "Quiere bajar el trío {cartas}.",
                 "He wants to expose the trío {cartas}.")
Q_ESCALERA = Message("puzzles.pinacle.jugada.escalera",
                     "Quiere empezar la escalera {cartas} (de menor a mayor{sitio}){derecha}.",
                     "He wants to start the escalera {cartas} (lowest first{sitio_en}){derecha_en}.")
Q_ANADIR = Message("puzzles.pinacle.jugada.anadir",
                   "Quiere añadir {cartas} a {combinacion}{extremo}.",
                   "He wants to add {cartas} to {combinacion}{extremo_en}.")
Q_UNIR = Message("puzzles.pinacle.jugada.unir_pregunta", "Quiere unir {a} y {b} en una sola escalera.",
                 "He wants to join {a} and {b} into one escalera.")
Q_POZO = Message("puzzles.pinacle.jugada.pozo",
                 "El pozo es {pozo} (la última, arriba). En vez de robar del mazo, quiere tomar {toma}.",
                 "The pozo is {pozo} (the last one on top). Instead of drawing from the mazo, he wants to take "
                 "{toma_en}.")
Q_DESCARTAR = Message("puzzles.pinacle.jugada.descartar", "Para acabar el turno quiere descartar {carta}.",
                      "To end his turn he wants to discard {carta}.")
QUESTION = Message("puzzles.pinacle.jugada.pregunta", "Es su turno. {mesa}{mano}{jugada} {pregunta}",
                   "It is his turn. {mesa}{mano}{jugada} {pregunta_en}")
PREGUNTA = {1: ("¿Puede hacerlo?", "May he do it?"),
            2: ("¿Puede hacerlo? Si no, ¿por qué?", "May he do it? If not, why not?")}
PREGUNTA[3] = PREGUNTA[2]

JUGADAS_NIVEL = {1: ("trio", "escalera", "escalera"), 2: ("trio", "escalera", "escalera"),
                 3: ("anadir", "anadir", "unir", "pozo", "descartar", "senal")}


# ---------------------------------------------------------------------------------------------- drawing


def _relleno(mazo, n, evitar=()):
    """``n`` hand cards of other indices than ``evitar`` (no comodín: the hand's comodines are the move's)."""
    out = []
    for _ in range(n):
        card = mazo.natural(mazo.rng.choice(tuple(r for r in POSICIONES if r not in evitar)))
        if card is None:
            return None
        out.append(card)
    return out


def _trio(level, rng, mazo):
    rank = rng.choice(POSICIONES)
    shape = rng.choice({1: ("3", "4", "corta", "indices", "3"), 2: ((1, 2), (2, 1), (2, 2), (1, 3), "corta",
                                                                    "indices")}[level])
    if shape == "corta":
        cartas = mazo.naturales(rank, 2 if level == 1 else 1)
        cartas = cartas and cartas + ([mazo.de(COMODINES)] if level == 2 else [])
    elif shape == "indices":
        otro = POSICIONES[(POSICIONES.index(rank) + rng.choice((1, -1))) % 12]
        cartas = mazo.naturales(rank, 2)
        cartas = cartas and cartas + ([mazo.natural(otro)] if level == 1 else [mazo.de(COMODINES), mazo.natural(otro)])
    elif level == 1:
        cartas = mazo.naturales(rank, int(shape))
    else:
        naturales, comodines = shape
        cartas = mazo.naturales(rank, naturales)
        cartas = cartas and cartas + [mazo.de(COMODINES) for _ in range(comodines)]
    if not cartas or None in cartas:
        return None
    return {"jugada": "bajar_trio", "cartas": ordenar(cartas)}


def _suit_run(suit, start, n):
    return [r + suit for r in POSICIONES[start:start + n]]


def _escalera(level, rng, mazo):
    suit = rng.choice(PALOS)
    if level == 1:
        shape = rng.choice(("legal", "legal", "alta", "palos", "hueco", "vuelta"))
    else:
        shape = rng.choice(("uno", "uno", "uno", "dos", "dos", "hueco_comodin", "borde"))
        if shape == "borde":
            shape = rng.choice(("sobre_as", "bajo_tres"))
    n = rng.randint(3, 5 if level == 1 else 4)
    start = rng.randint(0, 12 - n)
    cartas = _suit_run(suit, start, n)
    if shape == "alta":
        cartas = _suit_run(suit, 12 - n, n)
    elif shape == "palos":
        i = rng.randrange(n)
        cartas[i] = cartas[i][:-1] + rng.choice(tuple(p for p in PALOS if p != suit))
    elif shape == "hueco":
        if start + n > 11:
            return None
        cartas = _suit_run(suit, start, n + 1)
        del cartas[rng.randint(1, n - 1)]
    elif shape == "vuelta":
        cartas = ["K" + suit, "A" + suit, "3" + suit] if rng.random() < 0.5 else ["A" + suit, "3" + suit, "4" + suit]
    elif shape == "uno":
        cartas[rng.randrange(n)] = None
    elif shape == "dos":
        cartas = _suit_run(suit, min(start, 9), 3)
        for i in rng.sample(range(3), 2):
            cartas[i] = None
    elif shape == "hueco_comodin":  # one comodín where two positions are missing
        if start > 12 - 5:
            return None
        cartas = [POSICIONES[start] + suit, None, POSICIONES[start + 3] + suit]
    elif shape == "sobre_as":
        cartas = _suit_run(suit, 9, 3) + [None]
    elif shape == "bajo_tres":
        cartas = [None] + _suit_run(suit, 0, rng.randint(2, 3))
    naturales = [c for c in cartas if c is not None]
    for c in naturales:
        mazo.tomar(c)
    cartas = [c if c is not None else mazo.de(COMODINES) for c in cartas]
    if None in cartas:
        return None
    return {"jugada": "empezar_escalera", "cartas": cartas}


def _mano(situation, mazo, rng, evitar=()):
    extra = _relleno(mazo, rng.randint(2, 4), evitar)
    return None if extra is None else ordenar(list(situation["cartas"]) + extra)


def _mesa_trio(rng, mazo, rank):
    trio = mazo.naturales(rank, rng.randint(2, 4))
    if trio and rng.random() < 0.3:
        trio.append(mazo.de(COMODINES))
    elif trio and len(trio) == 2:
        trio.append(mazo.natural(rank))
    return trio if trio and None not in trio else None


def _mesa_escalera(rng, mazo, suit, start, n, comodin=True):
    cartas = _suit_run(suit, start, n)
    for c in cartas:
        mazo.tomar(c)
    if comodin and n >= 3 and rng.random() < 0.3:  # a comodín inside, standing for a card put back
        i = rng.randint(1, n - 2)
        mazo.devolver(cartas[i])
        cartas[i] = mazo.de(COMODINES)
    return cartas


def _anadir(rng, mazo):
    suit = rng.choice(PALOS)
    n = rng.randint(3, 5)
    start = rng.randint(0, 12 - n)
    escalera = _mesa_escalera(rng, mazo, suit, start, n)
    rank = rng.choice(tuple(r for r in POSICIONES if r + suit not in escalera))
    trio = _mesa_trio(rng, mazo, rank)
    if trio is None or None in escalera:
        return None
    combinaciones = [trio, escalera] if rng.random() < 0.5 else [escalera, trio]
    situation = {"jugada": "anadir", "combinaciones": combinaciones}
    if rng.random() < 0.4:  # to the trío
        situation["sobre"] = combinaciones.index(trio)
        shape = rng.choice(("natural", "comodin", "otro"))
        otro = POSICIONES[(POSICIONES.index(rank) + 1) % 12]
        carta = {"natural": lambda: mazo.natural(rank), "comodin": lambda: mazo.de(COMODINES),
                 "otro": lambda: mazo.natural(otro)}[shape]()
        cartas = [carta]
    else:
        situation["sobre"] = combinaciones.index(escalera)
        arriba = rng.random() < 0.6
        shape = rng.choice(("sigue", "sigue", "comodin", "palo", "hueco"))
        fin = start + n if arriba else start - 1  # the position that continues it
        pos = fin + (1 if arriba else -1) if shape == "hueco" else fin
        if not 0 <= pos <= 11 and shape != "comodin":
            return None
        if shape == "comodin":
            carta = mazo.de(COMODINES)
        else:
            palo = rng.choice(tuple(p for p in PALOS if p != suit)) if shape == "palo" else suit
            carta = POSICIONES[pos] + palo
            carta = mazo.tomar(carta) if mazo.quedan(carta) else None
        cartas = [carta]
        if not arriba:
            situation["extremo"] = "abajo"
    if None in cartas:
        return None
    situation["cartas"] = cartas
    mano = _relleno(mazo, rng.randint(2, 4))
    if mano is None:
        return None
    situation["mano"] = ordenar(cartas + mano)
    return situation


def _unir(rng, mazo, house_rules):
    """Two escaleras of one suit to join, the second right after the first or, when joins are allowed short of a
    completa, sometimes one position later: under the default reading (no join at all, §14 B6) a gap would make
    "hueco" as true as "unir"."""
    suit = rng.choice(PALOS)
    a, b = rng.randint(3, 4), rng.randint(3, 4)
    start = rng.randint(0, 12 - a - b)
    hueco = (rng.random() < 0.25 and start + a + b < 12
             and pinacle_house_rules(house_rules).unir_escaleras != "nunca")
    primera = _mesa_escalera(rng, mazo, suit, start, a)
    segunda = _mesa_escalera(rng, mazo, suit, start + a + hueco, b)
    if None in primera or None in segunda:
        return None
    combinaciones = [primera, segunda]
    if rng.random() < 0.5:
        trio = _mesa_trio(rng, mazo, rng.choice(POSICIONES))
        if trio is None:
            return None
        combinaciones.insert(rng.randint(0, 2), trio)
    i, j = (combinaciones.index(primera), combinaciones.index(segunda))
    return {"jugada": "unir", "combinaciones": combinaciones, "sobre": i, "otra": j}


def _pozo(rng, mazo, entero):
    """Taking the top one or two cards of the pozo (refused: it is taken whole, §5) or, with ``entero`` (version 1
    only), the whole pozo, whose answer "legal" rests on the rulebook's silence (§12)."""
    pozo = _relleno(mazo, rng.randint(3, 6))
    if pozo is None:
        return None
    arriba = pozo[-1][:-1]
    pareja = mazo.naturales(arriba, 2)
    mano = _relleno(mazo, rng.randint(2, 4), (arriba,))
    if pareja is None or mano is None:
        return None
    todo = rng.random() < 0.45  # drawn in both versions, so version 2's other seeds are version 1's puzzles
    toma = len(pozo) if todo and entero else rng.randint(1, 2)
    return {"jugada": "tomar_pozo", "pozo": pozo, "cartas": pozo[len(pozo) - toma:], "mano": ordenar(pareja + mano)}


def _descartar(rng, mazo):
    suit = rng.choice(PALOS)
    n = rng.randint(3, 5)
    escalera = _mesa_escalera(rng, mazo, suit, rng.randint(0, 12 - n), n)
    trio = _mesa_trio(rng, mazo, rng.choice(POSICIONES))
    mano = _relleno(mazo, rng.randint(3, 5))
    if trio is None or mano is None or None in escalera:
        return None
    combinaciones = [escalera, trio] if rng.random() < 0.5 else [trio, escalera]
    if rng.random() < 0.5:
        carta = rng.choice(mano)
    else:
        puestas = [c for c in (escalera[0], escalera[-1], trio[-1]) if c not in mano and c != "JK"
                   and not c.startswith("2")]
        if not puestas:
            return None
        carta = rng.choice(puestas)
    return {"jugada": "descartar", "cartas": [carta], "mano": ordenar(mano), "combinaciones": combinaciones}


def _a_la_derecha(rng, mazo):
    situation = _escalera(2 if rng.random() < 0.4 else 1, rng, mazo)
    if situation is None:
        return None
    situation["a_la_derecha"] = True
    cartas = situation["cartas"]
    i, primera = next((i, c) for i, c in enumerate(cartas) if not (c == "JK" or c.startswith("2")))
    palo, inicio = primera[-1], POSICIONES.index(primera[:-1]) - i
    ocupadas = set(range(inicio, inicio + len(cartas)))  # the positions the escalera covers, comodines included
    libres = [p for p in range(12) if all(abs(p - q) > 1 for q in ocupadas)]
    sueltas = []
    for p in rng.sample(libres, len(libres)):  # the other cards of the suit, none next to another
        if len(sueltas) == 4:
            break
        carta = POSICIONES[p] + palo
        if all(abs(p - POSICIONES.index(s[:-1])) > 1 for s in sueltas) and mazo.quedan(carta):
            sueltas.append(mazo.tomar(carta))
    if len(sueltas) + sum(c[-1] == palo and c[:-1] in POSICIONES for c in cartas) < 7:
        return None
    situation["mano"] = ordenar(situation["cartas"] + sueltas + (_relleno(mazo, 1) or []))
    return situation


_DRAW = {"trio": _trio, "escalera": _escalera, "anadir": lambda level, rng, mazo: _anadir(rng, mazo),
         "descartar": lambda level, rng, mazo: _descartar(rng, mazo),
         "senal": lambda level, rng, mazo: _a_la_derecha(rng, mazo)}


def build(level, rng, house_rules):
    """Version 2: version 1 without the whole pozo taken (the seeds that took it take its top one or two cards)."""
    return _build(level, rng, house_rules, entero=False)


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: a level-3 pozo is sometimes taken whole ("legal", on the rulebook's silence)."""
    return _build(level, rng, house_rules, entero=True)


def _build(level, rng, house_rules, entero):
    mazo = Mazo(rng)
    jugada = rng.choice(JUGADAS_NIVEL[level])
    if jugada == "unir":  # the only draw that follows a house rule
        situation = _unir(rng, mazo, house_rules)
    elif jugada == "pozo":
        situation = _pozo(rng, mazo, entero)
    else:
        situation = _DRAW[jugada](level, rng, mazo)
    if situation is None:
        return None
    if situation["jugada"] in ("bajar_trio", "empezar_escalera") and "mano" not in situation:
        situation["mano"] = _mano(situation, mazo, rng, {c[:-1] for c in situation["cartas"]})
        if situation["mano"] is None:
            return None
    return pose(level, situation, {})


# ---------------------------------------------------------------------------------------------- the question


def _texto_jugada(s):
    jugada = s["jugada"]
    if jugada == "bajar_trio":
        return Phrase(Q_TRIO, {"cartas": _cartas(s["cartas"])})
    if jugada == "empezar_escalera":
        derecha = (" y ponerla a su derecha", " and place it to his right") if s.get("a_la_derecha") else ("", "")
        sitio = ((", cada comodín en el sitio que ocupa", ", each comodín where it stands") if _comodines(s["cartas"])
                 else ("", ""))
        return Phrase(Q_ESCALERA, {"cartas": _cartas(s["cartas"]), "derecha": derecha[0], "derecha_en": derecha[1],
                                   "sitio": sitio[0], "sitio_en": sitio[1]})
    combinaciones = s.get("combinaciones", ())
    if jugada == "anadir":
        combinacion = combinaciones[s["sobre"]]
        extremo = ("", "")
        if not es_trio(_cartas(combinacion)):
            extremo = ((" por abajo", " at the bottom") if s.get("extremo") == "abajo" else
                       (" por arriba", " at the top"))
        return Phrase(Q_ANADIR, {"cartas": _cartas(s["cartas"]), "combinacion": _cartas(combinacion),
                                 "extremo": extremo[0], "extremo_en": extremo[1]})
    if jugada == "unir":
        return Phrase(Q_UNIR, {"a": _cartas(combinaciones[s["sobre"]]),
                               "b": _cartas(combinaciones[s["otra"]])})
    if jugada == "tomar_pozo":
        toma, pozo = len(s["cartas"]), s["pozo"]
        if toma == len(pozo):
            es, en = "todo el pozo", "the whole pozo"
        elif toma == 1:
            es, en = "solo la carta de arriba", "only the top card"
        else:
            es, en = f"solo las {toma} cartas de arriba", f"only the top {toma} cards"
        return Phrase(Q_POZO, {"toma": es, "toma_en": en, "pozo": _cartas(pozo)})
    return Phrase(Q_DESCARTAR, {"carta": _cartas(s["cartas"])})


def pose(level, situation, context):
    """The question about a given move (``pinacle.jugada`` fields: ``jugada``, ``cartas``, ``mano``,
    ``combinaciones``, ``sobre``, ``otra``, ``extremo``, ``a_la_derecha``, ``pozo``)."""
    form = FORMS[3] if situation["jugada"] in MESA or situation.get("a_la_derecha") else FORMS[level]
    if level == 1:
        form = FORMS[1]
    mano = situation.get("mano") or ()
    combinaciones = situation.get("combinaciones") or ()
    pregunta = PREGUNTA[level]
    values = {"mesa": Phrase(Q_MESA, {"combinaciones": tuple(_cartas(c) for c in combinaciones)})
              if combinaciones else "",
              "mano": Phrase(Q_MANO, {"mano": _cartas(mano)}) if mano else "",
              "jugada": _texto_jugada(situation), "pregunta": pregunta[0], "pregunta_en": pregunta[1]}
    return Draft(situation, form, QUESTION, values)


def answer(ruling, draft):
    a = ruling.answer
    if isinstance(draft.form, YesNo):
        return yes_no(a["legal"])
    return LEGAL if a["legal"] else a["motivo"]


# ---------------------------------------------------------------------------------------------- known mistakes


def _as_answer(case, wrong):
    """A wrong belief (``legal`` or a motivo) as an answer of this puzzle's form."""
    if isinstance(case.form, YesNo):
        return yes_no(wrong == LEGAL)
    return wrong if any(o.id == wrong for o in case.form.options) else None


def _ignora(motivo, fits=lambda case: True):
    """The move breaks the rule ``motivo`` and the learner did not see it: he calls it legal."""
    return lambda case: (_as_answer(case, LEGAL) if case.ruling.answer["motivo"] == motivo and fits(case)
                         else None)


def _bajo_el_tres(case):
    """The escalera is refused for comodines below the 3 (not for going past the ace)."""
    return case.ruling.reasons[-1].message is M_BAJO_TRES


def _legal(case):
    return case.ruling.answer["legal"]


def _comodines(cards):
    return [c for c in cards if c == "JK" or c.startswith("2")]


def _con_comodin(case):
    """The move has a comodín: among the cards laid or in the combinations it adds to or joins."""
    s = case.situation
    mesa = [s["combinaciones"][i] for i in (s.get("sobre"), s.get("otra")) if i is not None]
    return bool(_comodines([*s.get("cartas", ()), *(c for comb in mesa for c in comb)]))


def _trio_legal(case):
    """The cards of the legal trío the move exposes or makes (None for any other move)."""
    s = case.situation
    if not _legal(case):
        return None
    if s["jugada"] == "bajar_trio":
        return list(s["cartas"])
    if s["jugada"] == "anadir":
        comb = s["combinaciones"][s["sobre"]]
        if es_trio(_cartas(comb)):
            return list(comb) + list(s["cartas"])
    return None


def _trio_palos(case):
    trio = _trio_legal(case)
    if trio is None or len({c[-1] for c in trio if c not in _comodines(trio)}) < 2:
        return None
    return _as_answer(case, "palos")


def _trio_comodines(case):
    trio = _trio_legal(case)
    if trio is None or len(_comodines(trio)) < 2 or pinacle_house_rules(case.house_rules).max_comodines_trio:
        return None
    return _as_answer(case, "comodines")


def _escalera_legal(case):
    """The cards of the legal escalera the move starts or makes, lowest first (None for any other move)."""
    s = case.situation
    if not _legal(case):
        return None
    if s["jugada"] == "empezar_escalera":
        return list(s["cartas"])
    if s["jugada"] == "anadir":
        comb = list(s["combinaciones"][s["sobre"]])
        if not es_trio(_cartas(comb)):
            return list(s["cartas"]) + comb if s.get("extremo") == "abajo" else comb + list(s["cartas"])
    return None


def _comodin_en_hueco(case):
    cartas = _escalera_legal(case)
    if cartas is None or not any(c in _comodines(cartas) for c in cartas[1:-1]):
        return None
    return _as_answer(case, "hueco")


def _dos_comodines(case):
    s = case.situation
    if s["jugada"] != "empezar_escalera" or pinacle_house_rules(case.house_rules).comodines_al_empezar != 1:
        return None
    return _ignora("comodines", lambda c: len(_comodines(s["cartas"])) >= 2)(case)


def _senal(case):
    s = case.situation
    if s["jugada"] != "empezar_escalera" or not s.get("a_la_derecha") or not _legal(case):
        return None
    return _as_answer(case, SENAL)


def _unir_nunca(case):
    return _ignora("unir")(case) if pinacle_house_rules(case.house_rules).unir_escaleras == "nunca" else None


MISTAKES = (
    mistake("pinacle.jugada.menos_de_tres", "una combinación necesita al menos tres cartas",
            "a combination needs at least three cards", _ignora("menos_de_tres")),
    mistake("pinacle.jugada.indices", "un trío es de cartas de un mismo índice (de cualquier palo)",
            "a trío is cards of one index (any suits)", _ignora("indices")),
    mistake("pinacle.jugada.palos", "una escalera es de un solo palo", "an escalera is of one suit",
            _ignora("palos")),
    mistake("pinacle.jugada.hueco",
            "una escalera va seguida: falta una posición que ningún comodín ocupa",
            "an escalera runs in sequence: a position is missing that no comodín fills",
            _ignora("hueco", lambda case: not _con_comodin(case))),
    mistake("pinacle.jugada.hueco_comodin",
            "una escalera va seguida: falta una posición que ningún comodín ocupa (un comodín ocupa una sola)",
            "an escalera runs in sequence: a position is missing that no comodín fills (a comodín fills only one)",
            _ignora("hueco", _con_comodin)),
    mistake("pinacle.jugada.posiciones",
            "las posiciones de la escalera van del 3 al A: el as es siempre la más alta, nada sigue tras él",
            "escalera positions run 3 to A: the ace is always the top card, nothing follows it",
            _ignora("posiciones", lambda case: not _bajo_el_tres(case))),
    mistake("pinacle.jugada.bajo_el_tres",
            "las posiciones de la escalera van del 3 al A: por debajo del 3 no hay ninguna, ni para un comodín",
            "escalera positions run 3 to A: there is none below the 3, not even for a comodín",
            _ignora("posiciones", _bajo_el_tres)),
    mistake("pinacle.jugada.dos_comodines",
            "al empezar una escalera, como mucho una de sus cartas puede ser comodín (dos o joker; lectura de Tapete "
            "del §14 B5, regla de la casa comodines_al_empezar)",
            "when an escalera is started, at most one of its cards may be a comodín (a two or a joker; Tapete's "
            "reading of §14 B5, house rule comodines_al_empezar)",
            _dos_comodines),
    mistake("pinacle.jugada.trio_palos", "un trío admite cartas de cualquier palo",
            "a trío takes cards of any suits", _trio_palos),
    mistake("pinacle.jugada.trio_comodines",
            "en un trío los comodines no tienen tope (lectura de Tapete; regla de la casa max_comodines_trio): el "
            "límite de uno es solo al empezar una escalera",
            "a trío has no cap on comodines (Tapete's reading; house rule max_comodines_trio): the one-comodín "
            "limit is only for starting an escalera",
            _trio_comodines),
    mistake("pinacle.jugada.comodin_en_hueco", "un comodín ocupa el hueco: la escalera sigue sin cortes",
            "a comodín fills the gap: the escalera runs unbroken", _comodin_en_hueco),
    mistake("pinacle.jugada.unir",
            "no se pueden unir dos escaleras ya bajadas (lectura de Tapete del §14 B6: el reglamento lo prohíbe para "
            "formar una escalera completa; regla de la casa unir_escaleras)",
            "two escaleras already on the table may not be joined (Tapete's reading of §14 B6: the rulebook forbids "
            "it to make an escalera completa; house rule unir_escaleras)", _unir_nunca),
    mistake("pinacle.jugada.pozo_entero", "el pozo se toma entero, aunque solo se quiera parte de él",
            "the pozo is taken whole, even when only part of it is wanted", _ignora("pozo_entero")),
    mistake("pinacle.jugada.descarte_mesa", "se descarta una carta de la mano, nunca una de la mesa",
            "the discard is a card from the hand, never one from the table", _ignora("de_la_mano")),
    mistake("pinacle.jugada.senal",
            "la señal de las siete cartas (empezar una escalera a tu derecha) está permitida y no puntúa",
            "the seven-card signal (starting an escalera to your right) is allowed and scores nothing", _senal),
)

KIND = Kind(
    name="pinacle.jugada", game="pinacle", ruling="pinacle.jugada", version=2,
    title=Message("puzzles.pinacle.jugada", "Qué se puede bajar y hacer en el turno",
                  "What may be laid and done in the turn"),
    levels={
        1: Message("puzzles.pinacle.jugada.1", "Tríos y escaleras de cartas naturales",
                   "Tríos and escaleras of natural cards"),
        2: Message("puzzles.pinacle.jugada.2", "Comodines en tríos y escaleras", "Comodines in tríos and escaleras"),
        3: Message("puzzles.pinacle.jugada.3", "En la mesa: añadir, unir, el pozo, el descarte y la señal",
                   "On the table: adding, joining, the pozo, the discard and the signal"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1}, pose_version=1,  # hand-written puzzles are posed as before
)
