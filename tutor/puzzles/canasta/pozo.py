"""``canasta.pozo``: can you take the pozo? If not, why? (``rules/canasta.md §8.6``)

Answer: one option, the ``motivo`` of the referee's ``canasta.pozo`` ruling: ``PUEDE_TOMAR`` or the first
blocking condition of §8.6 (the learner picks the reason).

Levels:
    1. a tapón on top (a black three or a comodín), or a plain pozo taken with a natural pair.
    2. no tapón: the first take of the hand, natural + comodín, two comodines, no card of the top's rank, or the top
       laid on the partnership's combination (K2) after the first take.
    3. a premiado pozo whose comodín is covered (or a red three buried at the opening), and partnerships that
       still have to make their salida with the top card (and only the top card) counting.

Known mistakes: ignored the tapón; forgot that a covered comodín keeps the pozo premiado; forgot the strict
condition of the first take, or both it and the red three buried at the opening (such a pozo has never been taken,
so forgetting the red three alone still asks the pair); counted the cards under the top toward the salida;
took the pozo with the top card and two comodines; believed a premiado pozo cannot be taken even with a natural
pair.
"""

from __future__ import annotations

from ...rules.base import Message, Phrase
from ...rules.canasta import minimo_salida, puntos_salida
from ...rules.cartas import FRANCESA, parse_cartas
from .. import engine
from ..forms import Choice, Option
from ..kind import Draft, Kind, mistake
from .comun import (NATURALES, OTROS_NATURALES, TRES_NEGROS, TRES_ROJOS, Mazo, canasta_house_rules, combinacion,
                    ordenar, premiado, puntos, puntuacion_en)

QUESTION = Message("puzzles.canasta.pozo.pregunta",
                   "Carta de encima del pozo: {tope}.{visibles} Tu mano: {mano}. Tu pareja {mesa}; lleva "
                   "{puntuacion} puntos. {toma} ¿Puedes tomar el pozo? Si no puedes, ¿por qué?",
                   "Top card of the pozo: {tope}.{visibles_en} Your hand: {mano}. Your partnership {mesa_en}; it "
                   "has {puntuacion} points. {toma_en} Can you take the pozo? If not, why not?")

ENTERRADAS = Message("puzzles.canasta.pozo.enterradas", " Al abrir el pozo quedaron debajo {cartas}.",
                     " When the pozo was opened, {cartas} were buried in it.")
CRUZADOS = Message("puzzles.canasta.pozo.cruzados", " Debajo se ve cruzado {cartas}.",
                   " Underneath, {cartas} shows crosswise.")
MESA = Message("puzzles.canasta.pozo.mesa", "ya salió y tiene en la mesa {mesa}",
               "has made its salida and has {mesa} on the table")
SIN_SALIDA = Message("puzzles.canasta.pozo.sin_salida", "aún no ha salido", "has not made its salida yet")


def _values(s):
    """What a player at the table knows: the top card, the comodines laid crosswise and the red threes buried at
    the opening (both stay visible, §8.2), the hand, the partnership's melds and score, and the first take."""
    debajo = s["pozo"][:-1]
    cruzados = [c for c in debajo if c == "JK" or c.startswith("2")]
    rojos = [c for c in debajo if c in TRES_ROJOS]
    vis = ""
    if rojos:
        vis = Phrase(ENTERRADAS, {"cartas": parse_cartas(rojos + cruzados, FRANCESA)})
    elif cruzados:
        vis = Phrase(CRUZADOS, {"cartas": parse_cartas(cruzados, FRANCESA)})
    mesa = Phrase(MESA, {"mesa": tuple(parse_cartas(m, FRANCESA) for m in s["combinaciones"])}) \
        if s["salida_hecha"] else Phrase(SIN_SALIDA)
    return {
        "tope": parse_cartas([s["pozo"][-1]], FRANCESA)[0], "visibles": vis, "visibles_en": vis,
        "mano": parse_cartas(s["mano"], FRANCESA), "mesa": mesa, "mesa_en": mesa,
        "puntuacion": s["puntuacion"],
        "toma": "El pozo ya se tomó en esta mano." if s["primera_toma_hecha"] else "Nadie ha tomado aún el pozo en esta mano.",
        "toma_en": "The pozo has already been taken this hand." if s["primera_toma_hecha"]
        else "Nobody has taken the pozo yet this hand.",
    }


def _opt(code, es, en):
    return Option(code, Message(f"puzzles.canasta.pozo.{code.lower()}", es, en))


OPTIONS = (
    _opt("PUEDE_TOMAR", "sí, puedo tomarlo", "yes, I can take it"),
    _opt("TAPON_TRES_NEGRO", "no: hay un tres negro encima (tapón)", "no: a black three is on top (tapón)"),
    _opt("TAPON_COMODIN", "no: hay un comodín encima (tapón)", "no: a comodín is on top (tapón)"),
    _opt("NO_COMBINA", "no: no puedo combinar la carta de encima", "no: I cannot meld the top card"),
    _opt("DOS_COMODINES", "no: solo la acompañaría con comodines", "no: I could only add comodines to it"),
    _opt("FALTA_PAREJA_NATURAL", "no: hace falta una pareja natural", "no: a natural pair is needed"),
    _opt("SALIDA_INSUFICIENTE", "no: no llego al mínimo de salida", "no: I do not reach the salida minimum"),
    _opt("COMBINACION_INVALIDA", "no: la combinación no sería válida", "no: the combination would not be legal"),
)
FORM = Choice(OPTIONS)

AIMS = {
    1: ("TAPON_TRES_NEGRO", "TAPON_COMODIN", "PUEDE_TOMAR"),
    2: ("NO_COMBINA", "DOS_COMODINES", "FALTA_PAREJA_NATURAL", "PUEDE_TOMAR", "PUEDE_TOMAR_K2"),
    3: ("FALTA_PAREJA_NATURAL", "PUEDE_TOMAR", "SALIDA_INSUFICIENTE", "PUEDE_TOMAR_SALIDA", "FALTA_PAREJA_SALIDA"),
}
"""What each level aims at (the generator draws until the referee's motivo is the aim)."""


def _pozo(mazo, rng, top, premiado_por):
    debajo = mazo.relleno(rng.randint(2, 7))
    if debajo is None:
        return None
    if premiado_por == "comodin":  # discarded crosswise some turns ago, now covered
        debajo.insert(rng.randint(1, len(debajo)), mazo.comodin())
    elif premiado_por == "tres_rojo":  # buried while opening the pozo
        debajo[:0] = [mazo.de(TRES_ROJOS), mazo.comodin()]
    return None if None in debajo else debajo + [top]


def _mesa(mazo, rng, rank, con_rango):
    ranks = OTROS_NATURALES[rank]
    melds = [combinacion(mazo, rng.choice(ranks), rng.randint(3, 4), rng.randint(0, 1))
             for _ in range(rng.randint(1, 2))]
    if con_rango:
        melds.append(combinacion(mazo, rank, 3, rng.randint(0, 1)))
    return None if None in melds or len({m[0][:-1] for m in melds}) < len(melds) else melds


MANO_INICIAL = 11
"""Cards dealt to each player (§3.1). A player whose partnership has not made its salida has never melded nor
taken the pozo (§8.6 P8), so each turn starts with these 11 cards (a red three is replaced, §6)."""

MESA_SIN_TOMAR = MANO_INICIAL - 1
"""The most cards a partner can have melded while the pozo was never taken: all from the 11 of the deal, keeping
one (a player left with none has gone out and ended the hand, §10)."""


def _completar_mesa(mazo, rng, rank, mesa, minimo):
    """``mesa`` with melds of three naturals of new ranks (none of ``rank``) added until its cards are worth
    ``minimo``: melded cards never leave the table, so after a salida the table holds at least its minimum
    (§9.1, §9.2). None when the deck runs out."""
    while puntos(c for m in mesa for c in m) < minimo:
        usados = {m[0][:-1] for m in mesa}
        meld = combinacion(mazo, rng.choice([r for r in OTROS_NATURALES[rank] if r not in usados]), 3, 0)
        if meld is None:
            return None
        mesa = mesa + [meld]
    return mesa


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids: the first take was drawn apart from the pozo, so a pozo still holding the red
    three buried at its opening could be said to have been taken already (155 of 400 level-3 seeds), and a
    player whose partnership had not made its salida held 7 to 14 cards (139 of 400 level-3 seeds)."""
    return _build(level, rng, house_rules, mano_inicial=False)


def _build(level, rng, house_rules, mano_inicial, mesa_minima=False, sin_tomar=False):
    """The draws of versions 1 to 4 (``mano_inicial``: version 2's 11 cards before the salida; ``mesa_minima``:
    version 3's table worth at least the salida minimum; ``sin_tomar``: version 4's 11 cards and a table the partner
    melded alone while the pozo has never been taken)."""
    aim = rng.choice(AIMS[level])
    mazo = Mazo(rng)
    rank = rng.choice(NATURALES)
    salida = not aim.endswith("_SALIDA") and aim != "SALIDA_INSUFICIENTE"
    primera = rng.random() < 0.5 if level == 1 else aim not in ("FALTA_PAREJA_NATURAL",) or level == 3
    naturales, comodines, con_rango, por = 2, 0, False, None
    if aim == "TAPON_TRES_NEGRO":
        top = mazo.de(TRES_NEGROS)
    elif aim == "TAPON_COMODIN":
        top = mazo.comodin()
    else:
        top = mazo.natural(rank)
    if aim == "NO_COMBINA":
        naturales = rng.randint(0, 1)
    elif aim == "DOS_COMODINES":
        naturales, comodines = 0, 2
    elif aim == "FALTA_PAREJA_NATURAL":
        naturales, comodines = 1, rng.randint(1, 2)
        con_rango = level == 3 and rng.random() < 0.4
        por = None if level == 2 else rng.choice(("comodin", "comodin", "tres_rojo"))
    elif aim == "PUEDE_TOMAR_K2":
        naturales, con_rango = 0, True
    elif level == 3:
        por = rng.choice(("comodin", "tres_rojo") + ((None,) if not salida else ()))
        naturales = 1 if aim == "FALTA_PAREJA_SALIDA" else 2
        comodines = rng.randint(0, 1)
    elif aim == "PUEDE_TOMAR" and level == 2:
        naturales, comodines = 1, 1
    pozo = _pozo(mazo, rng, top, por)
    propias = [mazo.natural(rank) for _ in range(naturales)] + (mazo.comodines(comodines) or [None])[:comodines]
    mano = (mazo.relleno(rng.randint(3, 8), evitar=(rank,)) or [None]) + propias
    if not salida and level == 3 and aim != "SALIDA_INSUFICIENTE":
        extra = combinacion(mazo, rng.choice(OTROS_NATURALES[rank]), 3, rng.randint(0, 1))
        mano += extra or [None]
    nunca_tomado = sin_tomar and (not primera or _abierto(pozo or []))
    if mano_inicial and (not salida or nunca_tomado):
        mano = _mano_inicial(mazo, mano, rank)
    mesa = _mesa(mazo, rng, rank, con_rango) if salida else []
    if pozo is None or top is None or None in mano or mesa is None:
        return None
    puntuacion = puntuacion_en(rng, 0, 1450) if salida or level < 3 else puntuacion_en(rng, -200, 3600)
    if mesa_minima and salida:
        mesa = _completar_mesa(mazo, rng, rank, mesa, minimo_salida(puntuacion, canasta_house_rules(house_rules)))
        if mesa is None or nunca_tomado and sum(map(len, mesa)) > MESA_SIN_TOMAR:
            return None
    aim = aim.replace("_K2", "").replace("_SALIDA", "")
    situation = {
        "pozo": pozo, "primera_toma_hecha": primera, "salida_hecha": salida, "puntuacion": puntuacion,
        "mano": ordenar(mano), "combinaciones": mesa,
    }
    return Draft(situation, FORM, QUESTION, _values(situation), aim=aim)


def _mano_inicial(mazo, mano, rank):
    """``mano`` made of :data:`MANO_INICIAL` cards: filled up with ordinary cards of other ranks, or without its
    first ordinary cards (a hand starts with 3 to 8 of them and holds at most 14 cards)."""
    falta = MANO_INICIAL - len(mano)
    if falta < 0:
        return mano[-falta:]
    resto = mazo.relleno(falta, evitar=(rank,))
    return [None] if resto is None else mano + resto


def build_v2(level, rng, house_rules):
    """Version 2, kept for its ids: a partnership that had made its salida could show a table worth less than the
    salida minimum (134 of 400 level-1 seeds)."""
    return _build_v2(level, rng, house_rules, mesa_minima=False)


def build(level, rng, house_rules):
    """Version 4: version 3, and where nobody has taken the pozo yet but the partnership has made its salida, the
    player holds the 11 cards of the deal and the partner melded the whole table (at most
    :data:`MESA_SIN_TOMAR` cards) on a turn among the pozo's discards.

    A pozo never taken holds the opening card(s) and every discard of the hand (§3.1, §4, §8.2), so its discards
    count the turns played: the player who has played none still holds 11 cards, and one who melded did so on a
    turn of their own. Version 3 drew the hand apart from the pozo: 2 discards beside a 5-card hand (seed 7 of level
    2, lesson 07's puzzle), 5 cards melded beside a table of 4 (level 2, seed 16271).
    """
    return _build_v2(level, rng, house_rules, mesa_minima=True, sin_tomar=True)


def build_v3(level, rng, house_rules):
    """Version 3, kept for its ids: version 2, and a partnership that has made its salida shows a table worth at
    least the salida minimum of its score (§9.1, §9.2: melded cards never leave the table), melds of three naturals
    added to version 2's table where it falls short."""
    return _build_v2(level, rng, house_rules, mesa_minima=True)


def _build_v2(level, rng, house_rules, mesa_minima, sin_tomar=False):
    """Versions 2 and 3: a player whose partnership has not made its salida holds the 11 cards of the deal (version
    1's draws otherwise), and a pozo that still holds the red three buried at its opening has never been taken
    (§8.3, §8.7: a take empties the pozo), so it is the first take of the hand. Such a pozo is premiado, which asks
    the natural pair whether taken before or not (§8.6 P6): the answer is the one the flag of version 1 gave."""
    draft = _build(level, rng, house_rules, mano_inicial=True, mesa_minima=mesa_minima, sin_tomar=sin_tomar)
    if draft is None or not draft.situation["primera_toma_hecha"] or not _abierto(draft.situation["pozo"]):
        return draft
    situation = dict(draft.situation, primera_toma_hecha=False)
    return Draft(situation, FORM, QUESTION, _values(situation), aim=draft.aim)


def _abierto(pozo) -> bool:
    """The pozo still holds a card buried at its opening: a red three (it can enter the pozo no other way, §8.3)."""
    return any(c in TRES_ROJOS for c in pozo)


def pose(level, situation, context):
    """The question about a given ``canasta.pozo`` situation (every field of ``docs/rulings.md``)."""
    return Draft(situation, FORM, QUESTION, _values(situation))


def accept(level, draft, ruling):
    return ruling.answer["motivo"] == draft.aim


def answer(ruling, draft):
    return ruling.answer["motivo"]


def _si(motivos, wrong, extra=lambda case: True):
    return lambda case: wrong if case.answer in motivos and extra(case) else None


def _premiado(case):
    return premiado(case.situation["pozo"])


def _premiado_al_abrir(case):
    return _abierto(case.situation["pozo"])


def _premiado_por_comodin(case):
    return _premiado(case) and not _premiado_al_abrir(case)


def _primera(case) -> bool:
    """This is the first take of the hand (nobody has taken the pozo yet)."""
    return not case.situation["primera_toma_hecha"]


def _olvidando(primera=False, premio=False, cuando=lambda case: True):
    """The referee's motivo for a pozo that lacks the natural pair, read as the learner misread it: forgetting
    that it is the first take of the hand (``primera``) and/or that the pozo is premiado (``premio``: the red
    threes and comodines under the top card read as if absent), §8.6 P6. Only ``cuando`` the situation has what
    the mistake's text says; None otherwise."""
    def compute(case):
        if case.answer != "FALTA_PAREJA_NATURAL" or not cuando(case):
            return None
        s = dict(case.situation)
        if primera:
            s["primera_toma_hecha"] = True
        if premio:
            s["pozo"] = [c for c in s["pozo"][:-1] if not premiado([c])] + [s["pozo"][-1]]
        return engine.run("canasta.pozo", s, case.house_rules).answer["motivo"]
    return compute


def _debajo_alcanza(case):
    """Whether counting the cards under the top card would reach the salida minimum: the mistaken reading, with
    the engine's best salida (:func:`~tutor.rules.canasta.puntos_salida`) and minimum."""
    s, house = case.situation, canasta_house_rules(case.house_rules)
    suma = puntos_salida(parse_cartas(s["pozo"], FRANCESA), s["primera_toma_hecha"], parse_cartas(s["mano"], FRANCESA),
                         house)
    return suma is not None and suma + puntos(s["pozo"][:-1]) >= minimo_salida(s["puntuacion"], house)


MISTAKES = (
    mistake("canasta.pozo.ignoro_tapon", "el tapón (tres negro o comodín encima) bloquea el pozo a quien juega después",
            "the tapón (black three or comodín on top) blocks the pozo for the next player",
            _si(("TAPON_TRES_NEGRO", "TAPON_COMODIN"), "PUEDE_TOMAR")),
    mistake("canasta.pozo.olvido_premiado",
            "olvidaste que el pozo sigue premiado aunque el comodín esté tapado: hace falta pareja natural",
            "you forgot the pozo stays premiado though the comodín is covered: a natural pair is needed",
            _olvidando(premio=True, cuando=lambda c: _premiado_por_comodin(c) and not _primera(c))),
    mistake("canasta.pozo.olvido_premiado_apertura",
            "es la primera toma de la mano y, además, el tres rojo enterrado al abrir el pozo lo deja premiado: por "
            "las dos razones hace falta pareja natural",
            "it is the first take of the hand and, besides, the red three buried when the pozo was opened makes it "
            "premiado: for both reasons a natural pair is needed",
            _olvidando(primera=True, premio=True, cuando=lambda c: _premiado_al_abrir(c) and _primera(c))),
    mistake("canasta.pozo.olvido_primera_toma",
            "la primera toma de la mano exige pareja natural (lectura de Tapete; regla de la casa "
            "primera_toma_por_pareja)",
            "the first take of the hand needs a natural pair (Tapete's reading; house rule primera_toma_por_pareja)",
            _olvidando(primera=True, cuando=lambda c: not _premiado(c) and _primera(c))),
    mistake("canasta.pozo.conto_pozo_salida",
            "para la salida solo cuenta la carta de encima del pozo, no las de debajo",
            "only the pozo's top card counts toward the salida, not the cards under it",
            _si(("SALIDA_INSUFICIENTE",), "PUEDE_TOMAR", _debajo_alcanza)),
    mistake("canasta.pozo.dos_comodines", "la carta de encima nunca se toma solo con comodines",
            "the top card is never taken with comodines alone", _si(("DOS_COMODINES",), "PUEDE_TOMAR")),
    mistake("canasta.pozo.premiado_bloquea", "un pozo premiado sí se toma con una pareja natural",
            "a premiado pozo can be taken with a natural pair",
            _si(("PUEDE_TOMAR",), "FALTA_PAREJA_NATURAL", _premiado)),
)

KIND = Kind(
    name="canasta.pozo", game="canasta", ruling="canasta.pozo", version=4,
    title=Message("puzzles.canasta.pozo", "Tomar el pozo", "Taking the pozo"),
    levels={
        1: Message("puzzles.canasta.pozo.1", "Tapones", "Tapones (blocked pozo)"),
        2: Message("puzzles.canasta.pozo.2", "Primera toma, comodines y combinaciones en la mesa",
                   "First take, comodines and melds on the table"),
        3: Message("puzzles.canasta.pozo.3", "Pozo premiado y salida con el pozo",
                   "Premiado pozo and salida with the pozo"),
    },
    build=build, answer=answer, accept=accept, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1, 2: build_v2, 3: build_v3}, pose_version=1,  # hand-written puzzles are posed as before
)
