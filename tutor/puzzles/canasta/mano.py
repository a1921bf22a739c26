"""``canasta.mano``: the partnership's score for the hand, part by part. (``rules/canasta.md §6, §7, §10–§12``)

Answer: several numbers — the combinations (card values plus canasta premios), the honours, the other premios,
the cards left in hand (negative) and the total — grouped from the ``desglose`` of the referee's ``canasta.mano``
ruling. Only the parts present in the hand are asked. Partial credit per part.

Levels:
    1. combinations (a canasta and some tríos) and the cards left in the partners' hands (after going out, the
       partner's: always at least one, version 4).
    2. red threes too: +100 each, 800 for all four, negative when the partnership has nothing on the table.
    3. going out with black threes (four = 500, not 520), a canasta oculta, five canastas (canastrón) or seven
       (canasta de canastas and canastrón, version 3); a canasta oculta de mano on the table and beside the
       partner's hand that the first turns leave (version 5: the player's 11 or 12 cards, the partner's 11).

Every table is worth at least the salida minimum of a non-negative score (version 6, §9; a canasta oculta too,
§16 A18, unless ``salida_oculta_exenta``). A partnership holds, on the table and in its hands, at least the 22 cards dealt to it, and one who went out melded
at least his 11 (version 6: with nothing on the table, exactly 22).

Known mistakes: forgot the canastas' premios; added the cards left in hand instead of subtracting them; counted the
red threes positive without any combination; counted four red threes as 400, 1 200 (400 + 800) or 200 (one
three doubled); left out the canastrón with seven canastas; counted four black threes as 520.
"""

from __future__ import annotations

from dataclasses import replace

from ...rules.base import Message, Phrase
from ...rules.canasta.puntuacion import FORMAS_OCULTA, premios_canastas
from ...rules.canasta.salida import decidir_salida
from ...rules.canasta.turno import MANO_REPARTIDA
from ...rules.cartas import FRANCESA, parse_cartas
from ..forms import Number, Part, Parts
from ..kind import Draft, Kind, mistake
from .comun import NATURALES, TRES_NEGROS, Mazo, canasta_house_rules, combinacion, comodines_en, ordenar, premio

QUESTION = Message("puzzles.canasta.mano.pregunta",
                   "Fin de la mano. Tu pareja {mesa}; treses rojos: {treses_rojos}; "
                   "{irse}en la mano os quedan {mano}. ¿Cuánto suma la pareja, por partes?",
                   "End of the hand. Your partnership {mesa_en}; red threes: "
                   "{treses_rojos}; {irse_en}cards left in your hands: {mano}. What does the partnership score, "
                   "part by part?")
IRSE = {None: ("", ""), "normal": ("te has ido; ", "you went out; ")}
NEGROS = ("te has ido bajando {n} treses negros; ", "you went out melding {n} black threes; ")
OCULTA = ("te has ido con canasta oculta ({forma}); ", "you went out with a canasta oculta ({forma}); ")

PARTS = {
    "combinaciones": Message("puzzles.canasta.mano.combinaciones", "combinaciones (cartas y premios de canasta)",
                             "combinations (cards and canasta premios)"),
    "honores": Message("puzzles.canasta.mano.honores", "honores (treses rojos)", "honours (red threes)"),
    "premios": Message("puzzles.canasta.mano.premios",
                       "otros premios (treses negros al irse, canasta oculta, canastrón, canasta de canastas)",
                       "other premios (black threes going out, canasta oculta, canastrón, canasta de canastas)"),
    "mano": Message("puzzles.canasta.mano.mano", "cartas en la mano", "cards left in hand"),
    "total": Message("puzzles.canasta.mano.total", "total", "total"),
}


def _mesa(mazo, rng, level, siete):
    """The partnership's melds: one or two canastas and tríos, or at level 3 five canastas (and, with ``siete``,
    version 3's seven half the time: the canasta de canastas)."""
    ranks = rng.sample(NATURALES, 6)
    canastas = 5 if level == 3 and rng.random() < 0.3 else rng.randint(1, 2)
    if siete and canastas == 5 and rng.random() < 0.5:
        canastas = 7
        ranks += rng.sample([r for r in NATURALES if r not in ranks], 2)
    melds = [combinacion(mazo, ranks[i], *rng.choice(((7, 0), (6, 1), (5, 2), (8, 0)))) for i in range(canastas)]
    melds += [combinacion(mazo, ranks[canastas + i], *rng.choice(((3, 0), (4, 0), (3, 1))))
              for i in range(rng.randint(0, 1 if canastas >= 5 else 2))]
    return None if None in melds else melds


PRIMER_TURNO = 12
"""Cards a player holds on the first turn (11 dealt and 1 drawn, §3.1, §4): version 2 capped a canasta oculta de
mano's table at two first turns of these."""


def build(level, rng, house_rules):
    """Version 6: version 5, drawn again where the partnership's table is worth less than the salida it was built
    on needs, and with the cards a partnership holds at the end of the hand held to what it was dealt.

    Cards never leave the table, so the salida's cards are all on it (§9.2); the puzzle gives no accumulated score,
    so it is a non-negative one (the minimum 50, §9.1), and a canasta oculta keeps the minimum unless
    ``salida_oculta_exenta`` (§16 A18). The engine's :func:`decidir_salida` says what counts and the minimum.
    Version 5 posed such tables in 117, 94 and 80 of 4,000 seeds at levels 1, 2 and 3 (e.g. level 3 seed 53049:
    a canasta oculta of seven sixes, 35).

    With nothing on the table both hands are drawn again in full (:func:`_sin_mesa`; version 5 gave them 2 to 7
    cards, 109 of 400 level-2 seeds). Otherwise a table of fewer than 11 cards after going out is drawn again and
    hands that with the table hold fewer than 22 cards get the cards missing (:func:`_completar`; version 5: 319,
    226 and 210 of 400 seeds at levels 1, 2 and 3). The other seeds are version 5's puzzles."""
    draft = build_v5(level, rng, house_rules)
    if draft is None:
        return None
    s = draft.situation
    if not s["combinaciones"]:
        return _sin_mesa(level, s, rng, house_rules)
    salida = decidir_salida(0, [parse_cartas(c, FRANCESA) for c in s["combinaciones"]],
                            house_rules=canasta_house_rules(house_rules), irse_oculta=bool(s.get("canasta_oculta")))
    if salida.answer["puntos"] < salida.answer["minimo"]:
        return None
    if s["se_fue"] and _en_mesa(s) < MANO_REPARTIDA:
        return None  # whoever went out melded at least the 11 cards he was dealt
    faltan = 2 * MANO_REPARTIDA - _en_mesa(s) - len(s["mano"])
    return draft if faltan <= 0 else _completar(level, s, faltan, rng)


def _en_mesa(s) -> int:
    """The partnership's cards on the table: its combinations and the black threes melded going out."""
    return sum(map(len, s["combinaciones"])) + s["treses_negros_al_irse"]


def _completar(level, situation, faltan, rng):
    """The partnership's hands with ``faltan`` more cards, so that with its table it holds the 22 it was dealt.

    Cards leave a player only as discards, each one matching the card drawn that turn (§4; a red three is
    replaced, §6); taking the pozo adds cards (§8.7) and melded cards never leave the table (§9.2). So each partner
    has melded and still holds at least his 11 cards, and one who went out has melded at least 11 (checked by
    :func:`build`).
    """
    mazo = Mazo(rng)
    for card in [c for m in situation["combinaciones"] for c in m] + list(situation["mano"]):
        mazo.tomar(card)
    for _ in range(situation["treses_negros_al_irse"]):
        mazo.de(TRES_NEGROS)
    extra = mazo.relleno(faltan)
    if extra is None or None in extra:
        return None
    s = {**situation, "mano": ordenar(list(situation["mano"]) + extra)}
    return _draft(level, s)


def _sin_mesa(level, situation, rng, house_rules):
    """Both partners' hands when an opponent goes out and the partnership never melded (§3.1, §4, §6, §8.7).

    Each partner was dealt 11 cards; every turn he drew one and discarded one (a red three is replaced, §6), and he
    never took the pozo, which means melding its top card (§8.6, §8.7). So the two hold 22 cards. With
    ``robo_dos_cartas`` (§4, A14) each turn draws two and discards one, and the hand grows by one a turn: 22 plus
    the partners' turns, two to eight of them (each partner played at least once, as his red threes were replaced).
    """
    turnos = rng.randint(2, 8) if canasta_house_rules(house_rules).robo_dos_cartas else 0
    mano = Mazo(rng).relleno(2 * MANO_REPARTIDA + turnos)
    if mano is None or None in mano:
        return None
    s = {**situation, "mano": ordenar(mano)}
    return _draft(level, s)


def build_v5(level, rng, house_rules):
    """Version 5, kept for its ids: version 4, with a canasta oculta de mano drawn again on the table and beside the
    partner's hand that the first turns leave (:func:`_de_mano`); version 4 drew its table like any other (a canasta
    of 7 cards beside a partner holding 3: 28 of the 39 de-mano seeds of 400 at level 3). The other seeds are
    version 4's puzzles."""
    draft = build_v4(level, rng, house_rules)
    if draft is None or not draft.situation.get("canasta_oculta", "").startswith("de_mano"):
        return draft
    return _de_mano(level, draft.situation, rng, house_rules)


def _de_mano(level, situation, rng, house_rules):
    """The table and the partner's hand of a canasta oculta de mano (§10, A8: going out on one's first turn with
    the dealt cards).

    On that turn the player holds the 11 dealt and the card drawn (two with ``robo_dos_cartas``, §4, A14; a red three
    is replaced, §6) and melds all of them, or all but the discard. The partner has had at most one turn: he holds
    his 11 cards (12 if he drew two), less what he melded on it in combinations of his own, each of three cards or
    more; leaning on him (``con_apoyo``) needs one of those. The player's cards are the canasta oculta and one more
    combination, or, leaning, the cards he lays on the partner's.
    """
    robo = 2 if canasta_house_rules(house_rules).robo_dos_cartas else 1
    turno = MANO_REPARTIDA + robo
    propias = rng.choice((turno - 1, turno))  # the last card discarded, or melded too (§4: Tapete takes both)
    apoyo = situation["canasta_oculta"] == "de_mano_con_apoyo"
    del_companero = rng.choice((3, 4)) if apoyo else rng.choice((0, 0, 3, 4))
    canasta = rng.choice((7, 8))
    resto = propias - canasta
    sizes = [canasta, del_companero + resto] if apoyo else [canasta, resto] + ([del_companero] if del_companero else [])
    mazo = Mazo(rng)
    melds = [_combinacion(mazo, rng, rank, n) for rank, n in zip(rng.sample(NATURALES, len(sizes)), sizes)]
    mano = mazo.relleno(turno - 1 - del_companero)
    if None in melds or mano is None or None in mano:
        return None
    s = {**situation, "combinaciones": melds, "mano": ordenar(mano)}
    return _draft(level, s)


def _combinacion(mazo, rng, rank, n):
    """A legal combination of ``n`` cards of ``rank`` (§5, A4: at most 8 naturals of a rank, comodines never more
    than the naturals), with up to two comodines."""
    comodines = rng.choice(tuple(w for w in (0, 1, 2) if w <= n // 2 and n - w <= 8))
    return combinacion(mazo, rank, n - comodines, comodines)


def build_v4(level, rng, house_rules):
    """Version 4, kept for its ids: version 3, drawn again where the player went out and the partnership's hands are
    empty. The hand ends when one player runs out of cards (§4, §10) and the partner's every turn ended with a
    discard, so the partner still holds at least one card, which counts against the partnership (§12); version 3
    showed none in 71, 55 and 66 of 400 seeds at levels 1, 2 and 3. The other seeds are version 3's puzzles."""
    draft = build_v3(level, rng, house_rules)
    if draft is not None and draft.situation["se_fue"] and not draft.situation["mano"]:
        return None
    return draft


def build_v3(level, rng, house_rules):
    """Version 3, kept for its ids: version 2, and at level 3 half of the tables of five canastas have seven (the
    canasta de canastas, §11, which no version drew before); the other seeds are version 2's puzzles."""
    return _build_v2(level, rng, house_rules, siete=True)


def build_v2(level, rng, house_rules):
    """Version 2, kept for its ids: version 1's draws, drawn again where a canasta oculta de mano lies on a table of
    more cards than two first turns hold (version 1 posed it with five canastas, 33 of 1,000 level-3 seeds)."""
    return _build_v2(level, rng, house_rules, siete=False)


def _build_v2(level, rng, house_rules, siete):
    draft = _build_v1(level, rng, house_rules, siete)
    if draft is not None and _oculta_imposible(draft.situation):
        return None
    return draft


def _oculta_imposible(s) -> bool:
    mesa = sum(map(len, s["combinaciones"])) + s["treses_negros_al_irse"]
    return s.get("canasta_oculta", "").startswith("de_mano") and mesa > 2 * PRIMER_TURNO


def build_v1(level, rng, house_rules):
    """Version 1, kept for its ids."""
    return _build_v1(level, rng, house_rules, siete=False)


def _build_v1(level, rng, house_rules, siete):
    mazo = Mazo(rng)
    melds = _mesa(mazo, rng, level, siete)
    if melds is None:
        return None
    sin_mesa = level == 2 and rng.random() < 0.25
    situation = {"combinaciones": [] if sin_mesa else melds, "treses_rojos": 0, "treses_negros_al_irse": 0,
                 "se_fue": not sin_mesa and rng.random() < 0.6}
    if level >= 2:
        situation["treses_rojos"] = rng.choice((1, 2, 3, 4, 4)) if level == 2 else rng.randint(0, 4)
    if level == 3 and situation["se_fue"]:
        extra = rng.choice(("negros", "oculta", None))
        if extra == "negros":
            situation["treses_negros_al_irse"] = rng.choice((3, 4, 4))
            for _ in range(situation["treses_negros_al_irse"]):
                mazo.de(TRES_NEGROS)
        elif extra == "oculta":
            situation["canasta_oculta"] = rng.choice(("de_mano_sin_apoyo", "de_mano_con_apoyo", "en_juego_sin_apoyo"))
    mano = mazo.relleno(rng.randint(0, 3) if situation["se_fue"] else rng.randint(2, 7))
    if mano is None or None in mano:
        return None
    situation["mano"] = ordenar(mano)
    return _draft(level, situation)


def _draft(level: int, s: dict) -> Draft:
    """The puzzle's draft for the end of hand ``s`` at ``level``: the parts asked depend on the hand, only those it
    has (built with the form, not by a second Draft)."""
    return Draft(s, _form(_asked(level, s)), QUESTION, _values(s))


MESA = Message("puzzles.canasta.mano.mesa", "tiene en la mesa {mesa}", "has on the table {mesa}")
MESA_VACIA = Message("puzzles.canasta.mano.mesa_vacia", "no tiene nada en la mesa", "has nothing on the table")


def _values(situation):
    irse = IRSE["normal" if situation["se_fue"] else None]
    if situation.get("canasta_oculta"):
        formas = FORMAS_OCULTA[situation["canasta_oculta"]]
        irse = tuple(t.format(forma=f) for t, f in zip(OCULTA, formas))
    elif situation.get("treses_negros_al_irse"):
        irse = tuple(t.format(n=situation["treses_negros_al_irse"]) for t in NEGROS)
    mesa = Phrase(MESA, {"mesa": tuple(parse_cartas(m, FRANCESA) for m in situation["combinaciones"])}) \
        if situation["combinaciones"] else Phrase(MESA_VACIA)
    return {"mesa": mesa, "mesa_en": mesa,
            "treses_rojos": situation["treses_rojos"], "mano": parse_cartas(situation["mano"], FRANCESA) or "-",
            "irse": irse[0], "irse_en": irse[1]}


def _groups(ruling, situation) -> dict[str, int]:
    """The desglose summed by part: one line per combination first, then premios, honours, cards in hand."""
    lines = ruling.answer["desglose"]
    n = len(situation["combinaciones"])
    out = {"combinaciones": sum([line["puntos"] for line in lines[:n]])}
    for line in lines[n:]:
        concepto = line["concepto"]
        part = "honores" if concepto.startswith("honores") else "mano" if concepto == "cartas en la mano" else "premios"
        out[part] = out.get(part, 0) + line["puntos"]
    out["total"] = ruling.answer["total"]
    return out


def _form(names):
    return Parts(tuple(Part(n, PARTS[n], Number()) for n in names))


def _posicion(form, part: str) -> int | None:
    """The position of ``part`` in the answer of ``form`` (None when it is not asked)."""
    names = [p.name for p in form.parts]
    return names.index(part) if part in names else None


def answer(ruling, draft):
    groups = _groups(ruling, draft.situation)
    return tuple(groups.get(p.name, 0) for p in draft.form.parts)  # premios asked where house rules give none: 0


def _asked(level, s):
    """The parts asked about a hand: only those it has (premios from level 3, or whenever a hand-written one has
    some), and always the total."""
    names = ["combinaciones"] if s["combinaciones"] else []
    names += ["honores"] if s["treses_rojos"] else []
    names += ["premios"] if level == 3 and (s["treses_negros_al_irse"] or s.get("canasta_oculta")
                                            or len(s["combinaciones"]) >= 5) else []
    names += ["mano"] if s["mano"] else []
    return names + ["total"]


def pose(level, situation, context):
    """The question about a given end of hand (every ``canasta.mano`` field of ``docs/rulings.md``)."""
    s = {"treses_rojos": 0, "treses_negros_al_irse": 0, **situation}
    return Draft(situation, _form(_asked(3, s)), QUESTION, _values(s))


def _adjust(case, part, delta):
    """The right answer with ``part`` changed by ``delta`` and the total with it (None if the part is not asked)."""
    i = _posicion(case.form, part)
    if i is None or not delta:
        return None
    out = list(case.answer)
    out[i] += delta
    out[-1] += delta
    return tuple(out)


def _valor_de(case, part):
    """The right answer's value for ``part``, or None when the part is not asked."""
    i = _posicion(case.form, part)
    return None if i is None else case.answer[i]


def _premio(meld, house_rules):
    """The premio of a canasta limpia or sucia (0 for a shorter meld or a canasta de comodines)."""
    return 0 if comodines_en(meld) == len(meld) else premio(meld, house_rules)


def _sin_premios(case):
    return _adjust(case, "combinaciones",
                   -sum([_premio(m, case.house_rules) for m in case.situation["combinaciones"]]))


def _mano_suma(case):
    mano = _valor_de(case, "mano")
    return None if mano is None else _adjust(case, "mano", -2 * mano)


def _honores_signo(case):
    honores = _valor_de(case, "honores")
    if honores is None or case.situation["combinaciones"]:
        return None
    return _adjust(case, "honores", -2 * honores)


def _cuatro_rojos(valor):
    """Four red threes valued ``valor`` (with the honours' sign) instead of 800: 400 (100 each, not doubled), 1 200
    (400 + 800) or 200 (one three's 100 doubled). Only where the honours are ±800."""
    def compute(case):
        honores = _valor_de(case, "honores")
        if case.situation["treses_rojos"] != 4 or abs(honores) != 800:
            return None
        return _adjust(case, "honores", (valor - 800) * (1 if honores > 0 else -1))
    return compute


OTROS_PREMIOS = ("treses_negros", "canasta_oculta", "irse")
"""The desglose lines of the premios part besides the canastrón and the canasta de canastas (``tipo``)."""


def _sin_canastron(case):
    """Seven canastas paid only the canasta de canastas: the canastrón left out (the premios with
    ``canastron_acumula`` off, the engine's :func:`premios_canastas`). Not named where another premio of the hand
    is worth the same (four black threes or a canasta oculta, 500): forgetting it gives the same answer."""
    house = canasta_house_rules(case.house_rules)
    canastas = sum(len(m) >= 7 for m in case.situation["combinaciones"])
    sin = sum(p for _, p, _ in premios_canastas(canastas, replace(house, canastron_acumula=False)))
    delta = sin - sum(p for _, p, _ in premios_canastas(canastas, house))
    otros = [line["puntos"] for line in case.ruling.answer["desglose"] if line["tipo"] in OTROS_PREMIOS]
    return None if -delta in otros else _adjust(case, "premios", delta)


def _cuatro_negros(case):
    return _adjust(case, "premios", 20) if case.situation["treses_negros_al_irse"] == 4 else None


MISTAKES = (
    mistake("canasta.mano.sin_premios", "olvidaste los premios de las canastas (limpia 500, sucia 300)",
            "you forgot the canastas' premios (limpia 500, sucia 300)", _sin_premios),
    mistake("canasta.mano.mano_suma", "las cartas que quedan en la mano restan, no suman",
            "the cards left in hand are subtracted, not added", _mano_suma),
    mistake("canasta.mano.honores_sin_mesa", "sin ninguna combinación en la mesa los treses rojos cuentan en contra",
            "with no combination on the table the red threes count against you", _honores_signo),
    mistake("canasta.mano.cuatro_rojos", "los cuatro treses rojos valen 800 en total, el doble de 400",
            "all four red threes are worth 800 in total, double 400", _cuatro_rojos(400)),
    mistake("canasta.mano.cuatro_rojos_1200",
            "los cuatro treses rojos valen 800 en total, no 400 + 800: el doble sustituye a los 100 de cada uno",
            "all four red threes are worth 800 in total, not 400 + 800: the double replaces the 100 each",
            _cuatro_rojos(1200)),
    mistake("canasta.mano.cuatro_rojos_200",
            "el doble es de los cuatro treses rojos juntos (2 × 400 = 800), no de uno solo (2 × 100)",
            "the double is of all four red threes together (2 × 400 = 800), not of one (2 × 100)",
            _cuatro_rojos(200)),
    mistake("canasta.mano.sin_canastron",
            "con siete canastas se cobra también el canastrón: 2 000 + 500 (lectura de Tapete, regla de la casa "
            "canastron_acumula)",
            "seven canastas earn the canastrón too: 2 000 + 500 (Tapete's reading, house rule canastron_acumula)",
            _sin_canastron),
    mistake("canasta.mano.cuatro_negros", "los cuatro treses negros al irse valen 500 en total, no 520",
            "four black threes when going out are worth 500 in total, not 520", _cuatro_negros),
)

KIND = Kind(
    name="canasta.mano", game="canasta", ruling="canasta.mano", version=6,
    title=Message("puzzles.canasta.mano", "La cuenta de la mano", "Scoring the hand"),
    levels={
        1: Message("puzzles.canasta.mano.1", "Combinaciones y cartas en la mano", "Combinations and cards in hand"),
        2: Message("puzzles.canasta.mano.2", "Los treses rojos", "Red threes"),
        3: Message("puzzles.canasta.mano.3", "Treses negros al irse, canasta oculta, canastrón y canasta de canastas",
                   "Black threes going out, canasta oculta, canastrón and canasta de canastas"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
    earlier_builds={1: build_v1, 2: build_v2, 3: build_v3, 4: build_v4, 5: build_v5},
    pose_version=1,  # hand-written puzzles are posed as before
)
