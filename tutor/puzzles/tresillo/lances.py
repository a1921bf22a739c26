"""``tresillo.lances``: in the auction so far, which lances may the next speaker still bid? (``rules/tresillo.md
§6.3–§6.4``)

Answer: one option — the lowest bid he may make (he may bid it and every bid above it, or pass), or ``paso``
when no bid is left to him (``solo_paso``, its code until it read like the lance solo, is still read as ``paso``) —
the ``minima`` of the referee's ``tresillo.subasta`` ruling.

Levels:
    1. the first round: nobody has bid, or the speaker comes after the bid and must bid higher on the ladder
       entrada < entrada de favor < vuelta < solo < solo de favor < bola < bola de favor.
    2. the palo de favor: over a lance in a palo sencillo the same lance de favor still fits; over a lance de favor
       the next lance is needed (a vuelta is never bid de favor).
    3. later rounds: a player seated before the holder of the bid may equal it (Tapete's reading of §16 A14, house
       rule ``subasta_prioridad``), one after him must bid higher; over a bola de favor only a pass is left.

Known mistakes: equalled a bid without priority; did not use the priority to equal; skipped the same lance de favor
over a lance in a palo sencillo; took a lance de favor for one that also beats the next lance.
"""

from __future__ import annotations

from ...rules.base import Message
from ...rules.tresillo.lances import ESCALA, NOMBRE_PUJA, PASO, pujas_legales, subasta
from ...rules.tresillo.house_rules import TresilloHouseRules
from ..forms import Choice, Option
from ..kind import Draft, Kind, mistake
from .mistakes import tresillo_house_rules

ASIENTOS = ("mano", "segundo", "postre")

QUESTION = Message("puzzles.tresillo.lances.pregunta",
                   "{subasta} Habla el {turno}. ¿Cuál es la puja más baja que puede hacer? (Puede pujar esa y "
                   "cualquiera más alta, o pasar.)",
                   "{subasta_en} The {turno} speaks. What is the lowest bid he may make? (He may bid it or any "
                   "higher one, or pass.)")
FORM = Choice(tuple(Option(p, Message(f"puzzles.tresillo.lances.{p}", NOMBRE_PUJA[p], NOMBRE_PUJA[p]))
                    for p in ESCALA) + (
    Option(PASO, Message("puzzles.tresillo.lances.paso", "ninguna: únicamente puede pasar",
                            "none: he can only pass"),
           # the earlier code and label, which read like the lance solo: stored answers read as before
           aliases=("solo_paso", "ninguna: solo puede pasar")),))

_FAVOR = {"entrada": "entrada_favor", "solo": "solo_favor", "bola": "bola_favor"}
"""A lance in a palo sencillo -> the same lance de favor, the next bid up (§6.3)."""


def _relato(acciones, reglas, lang: str) -> str:
    """The auction so far as a sentence: "El mano puja entrada; el segundo pasa." """
    if not acciones:
        return "Nadie ha hablado aún." if lang == "es" else "Nobody has spoken yet."
    frases = []
    for i, accion in enumerate(acciones):
        asiento = ASIENTOS[_turno(acciones[:i], reglas)]
        if accion == PASO:
            frases.append(f"el {asiento} pasa" if lang == "es" else f"the {asiento} passes")
        else:
            frases.append(f"el {asiento} puja {NOMBRE_PUJA[accion]}" if lang == "es"
                          else f"the {asiento} bids {NOMBRE_PUJA[accion]}")
    text = "; ".join(frases) + "."
    return text[0].upper() + text[1:]


def _turno(acciones, reglas) -> int | None:
    """Who speaks after ``acciones`` (None: the auction is over)."""
    return subasta(acciones, reglas).answer["turno"]


def _reglas(house_rules) -> TresilloHouseRules:
    return house_rules.tresillo if house_rules is not None else TresilloHouseRules()


def _draw(rng, rondas: int, reglas):
    """An auction the table can produce (every bid legal where it is made) that still goes on after its last
    action."""
    acciones = []
    for _ in range(rng.randint(0, 3 * rondas - 1)):
        hecha = subasta(acciones, reglas).answer
        pujas = pujas_legales(hecha["puja"], hecha["turno"], hecha["jugador"], reglas)[1:]
        accion = PASO if not pujas or rng.random() < 0.35 else pujas[min(rng.randint(0, 2), len(pujas) - 1)]
        if _turno(acciones + [accion], reglas) is None:
            break
        acciones.append(accion)
    return acciones


def build(level, rng, house_rules):
    reglas = _reglas(house_rules)
    acciones = _draw(rng, 1 if level < 3 else 3, reglas)
    hecha = subasta(acciones, reglas).answer
    puja, turno, titular = hecha["puja"], hecha["turno"], hecha["jugador"]
    if level == 1 and (len(acciones) > 2 or not acciones and rng.random() < 0.7
                       or puja in ("entrada", "solo", "bola") and rng.random() < 0.5):
        return None  # the first round, seldom empty; half of the lances with a de favor above are left to level 2
    if level == 2 and puja not in ("entrada", "entrada_favor", "solo", "solo_favor", "bola"):
        return None
    if level == 3 and (puja is None or titular < turno and rng.random() < 0.6):
        return None  # mostly a speaker seated before the holder (he may equal)
    return _draft({"acciones": acciones}, reglas)


def pose(level, situation, context):
    """The question about a given auction (``{"acciones": [...]}``, the ``tresillo.subasta`` field), under the
    recommended readings (a hand-written auction is read as the rules file writes bids)."""
    return _draft(situation, TresilloHouseRules())


def _draft(situation, reglas) -> Draft:
    acciones = list(situation["acciones"])
    turno = _turno(acciones, reglas)
    values = {"subasta": _relato(acciones, reglas, "es"), "subasta_en": _relato(acciones, reglas, "en"),
              "turno": ASIENTOS[turno] if turno is not None else "-"}
    return Draft(situation, FORM, QUESTION, values)


def answer(ruling, draft):
    return ruling.answer["minima"] or PASO


# ---------------------------------------------------------------------------------------------- mistakes


def _puja(case):
    """The highest bid so far and whether the speaker must bid higher than it (he comes after its holder)."""
    puja = subasta(case.situation["acciones"], tresillo_house_rules(case)).answer["puja"]
    return puja, puja is not None and case.answer != puja


def _siguiente(puja: str) -> str:
    i = ESCALA.index(puja) + 1
    return ESCALA[i] if i < len(ESCALA) else PASO


def _iguala_sin_preferencia(case):
    puja, superar = _puja(case)
    return puja if superar else None


def _sin_preferencia(case):
    puja, superar = _puja(case)
    return _siguiente(puja) if puja is not None and not superar else None


def _salta_favor(case):
    puja, superar = _puja(case)
    return _siguiente(case.answer) if superar and case.answer == _FAVOR.get(puja) else None


def _favor_sube_de_clase(case):
    puja, superar = _puja(case)
    return _siguiente(case.answer) if superar and puja in ("entrada_favor", "solo_favor") else None


MISTAKES = (
    mistake("tresillo.lances.iguala_sin_preferencia",
            "solo puede igualar la puja quien habla antes que el que la tiene; quien habla después debe superarla "
            "(lectura de Tapete; regla de la casa subasta_prioridad)",
            "only a player who speaks before the holder of the bid may equal it; one who speaks after him must bid "
            "higher (Tapete's reading; house rule subasta_prioridad)", _iguala_sin_preferencia),
    mistake("tresillo.lances.sin_preferencia",
            "quien habla antes que el que tiene la puja tiene preferencia: puede igualarla (lectura de Tapete; regla "
            "de la casa subasta_prioridad)",
            "a player who speaks before the holder of the bid has priority: he may equal it (Tapete's reading; house "
            "rule subasta_prioridad)", _sin_preferencia),
    mistake("tresillo.lances.salta_favor",
            "sobre un lance en palo sencillo aún cabe el mismo lance de favor, que va delante de él",
            "over a lance in a palo sencillo the same lance de favor still fits: it ranks above it", _salta_favor),
    mistake("tresillo.lances.favor_sube_de_clase",
            "un lance de favor solo supera al mismo lance en palo sencillo: el lance siguiente ya lo supera",
            "a lance de favor only beats the same lance in a palo sencillo: the next lance already beats it",
            _favor_sube_de_clase),
)

KIND = Kind(
    name="tresillo.lances", game="tresillo", ruling="tresillo.subasta", version=1,
    title=Message("puzzles.tresillo.lances", "Qué lances se pueden pujar aún", "Which lances may still be bid"),
    levels={
        1: Message("puzzles.tresillo.lances.1", "La escala de pujas", "The bidding ladder"),
        2: Message("puzzles.tresillo.lances.2", "Lances de favor", "Lances de favor"),
        3: Message("puzzles.tresillo.lances.3", "Preferencia: igualar o superar", "Priority: equal or outbid"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
