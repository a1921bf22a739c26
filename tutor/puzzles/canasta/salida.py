"""``canasta.salida``: the minimum for this score, the points shown, and is this salida enough?
(``rules/canasta.md §9``)

Answer: three parts — ``minimo`` (number), ``puntos`` (number), ``valida`` (sí/no) — the referee's
``canasta.salida`` ruling. Partial credit per part.

Levels:
    1. a score well inside its bracket of §9.1; one or two combinations of natural cards (with a negative score,
       sometimes a pair, which is no combination: version 3).
    2. scores on the bracket boundaries (−5, 0, 1 495, 1 500, 2 995, 3 000…) and combinations with comodines.
    3. the salida made together with the pozo (only its top card counts; the cards under it are shown), a canasta
       among the combinations (its premio does not count) and red threes on the table (honours do not count).

Known mistakes: counted the canasta's premio; counted the cards under the pozo's top card; used the wrong minimum
bracket at a boundary; took no minimum for a negative score; took a salida with an illegal combination for valid;
forgot that the pozo's top card counts; counted it twice; counted the red threes.
"""

from __future__ import annotations

from ...rules.base import Message, Phrase, cuenta
from ...rules.cartas import FRANCESA, parse_cartas
from ...rules.canasta import minimo_salida
from ...rules.canasta.salida import M_ILEGAL
from ..forms import Number, Part, Parts, YesNo, yes_no
from ..kind import Draft, Kind, mistake
from .comun import NATURALES, Mazo, canasta_house_rules, combinacion, premio, puntos, puntuacion_en, valor

QUESTION = Message("puzzles.canasta.salida.pregunta",
                   "Tu pareja lleva {puntuacion} puntos y aún no ha salido. Bajas {combinaciones}.{extra}{rojos} "
                   "¿Cuál es el mínimo de salida, cuántos puntos bajas y es válida la salida?",
                   "Your partnership has {puntuacion} points and has not made its salida yet. You show "
                   "{combinaciones}.{extra_en}{rojos_en} What is the salida minimum, how many points do you show, "
                   "and is the salida valid?")

FORM = Parts((
    Part("minimo", Message("puzzles.canasta.salida.minimo", "mínimo de salida", "salida minimum"), Number()),
    Part("puntos", Message("puzzles.canasta.salida.puntos", "puntos que bajas", "points shown"), Number()),
    Part("valida", Message("puzzles.canasta.salida.valida", "¿es válida la salida?", "is the salida valid?"),
         YesNo()),
))

BRACKETS = ((-400, -50), (100, 1350), (1650, 2850), (3150, 4500))
BOUNDARIES = (-5, 0, 5, 1495, 1500, 1505, 2995, 3000, 3005)


def _puntuacion(level, rng):
    if level == 2:
        return rng.choice(BOUNDARIES)
    low, high = rng.choice(BRACKETS)
    return puntuacion_en(rng, low, high)


def build(level, rng, house_rules):
    """Version 3: version 2's draws, and with a negative score, half the time, the first combination breaks §5 (a
    pair at level 1, one natural card and two comodines above it), so that the salida is not valid. With a negative
    score the minimum is 15, which every legal combination reaches: in version 2 such a puzzle always had the
    answer "sí". Puzzles with a score of 0 or more are version 2's."""
    return _build(level, rng, house_rules, ilegal_si_negativa=True)


def build_v2(level, rng, house_rules):
    """Version 2, kept for its ids."""
    return _build(level, rng, house_rules, ilegal_si_negativa=False)


def _build(level, rng, house_rules, ilegal_si_negativa):
    """The draws of versions 2 and 3 (``ilegal_si_negativa``: version 3's illegal combination under a negative
    score). Since version 2 the level's aim (a valid salida or not, levels 2 and 3) is drawn first and the score
    is drawn among those whose minimum gives that answer, so one draw (one ruling) usually serves; the referee
    still rules on it and :func:`accept` checks the aim was met (version 1 drew the score blind and redrew ~2
    times)."""
    aim = rng.random() < 0.5 if level > 1 else None
    mazo = Mazo(rng)
    ranks = rng.sample(NATURALES, 3)
    shapes = {1: ((3, 0), (4, 0)), 2: ((3, 0), (2, 1), (3, 1), (4, 1), (3, 2)), 3: ((3, 0), (2, 1), (3, 1))}[level]
    melds = [combinacion(mazo, ranks[i], *rng.choice(shapes)) for i in range(rng.randint(1, 2))]
    situation = {"puntuacion": 0}  # drawn last, once the points shown are known
    context = {}
    if level == 3:
        if rng.random() < 0.5:
            # a rank no other meld uses: its eight copies are all still in the deck (v1 reused ranks[0] and
            # often ran out of copies, drawing again)
            melds[0] = combinacion(mazo, ranks[2], *rng.choice(((7, 0), (5, 2), (6, 1))))
        else:
            top, pair = mazo.natural(ranks[2]), mazo.naturales(ranks[2], rng.randint(2, 3))
            debajo = mazo.relleno(rng.randint(3, 7), evitar=(ranks[2],))
            if None in (top, pair, debajo):
                return None
            melds.append([top] + pair)
            situation["carta_pozo"] = top
            context["debajo_del_pozo"] = debajo
        if rng.random() < 0.5:
            context["treses_rojos"] = rng.randint(1, 2)
    if None in melds:
        return None
    puntuacion = _puntuacion_para(level, rng, sum(puntos(m) for m in melds), aim, house_rules)
    if puntuacion is None:
        return None
    if ilegal_si_negativa and puntuacion < 0 and rng.random() < 0.5:
        melds[0] = melds[0][:2] if level == 1 else _ilegal(mazo, melds[0])
        if melds[0] is None:
            return None
        aim = False if level > 1 else aim
    situation["puntuacion"] = puntuacion
    situation["combinaciones"] = melds
    situation["salida_hecha"] = False
    return pose(level, situation, context, aim=aim)


def _ilegal(mazo, meld):
    """The first natural card of ``meld`` with two comodines: fewer natural cards than §5 asks (None when the
    comodines run out)."""
    comodines = mazo.comodines(2)
    return None if comodines is None else meld[:1] + comodines


def _puntuacion_para(level, rng, shown, aim, house_rules):
    """A score for the level whose salida minimum ``shown`` points reach (aim True) or do not (aim False); any
    score of the level when ``aim`` is None; None when no score of the level fits. The minimum comes from the
    engine (:func:`tutor.rules.canasta.minimo_salida`); the card values are §2's (:func:`.comun.puntos`)."""
    if aim is None:
        return _puntuacion(level, rng)
    house_canasta = canasta_house_rules(house_rules)
    minimos = (tuple(minimo_salida(p, house_canasta) for p in BOUNDARIES),
               tuple(minimo_salida(low, house_canasta) for low, _ in BRACKETS))  # one minimum per bracket
    if level == 2:
        fits = tuple(p for p, minimo in zip(BOUNDARIES, minimos[0]) if (shown >= minimo) == aim)
        return rng.choice(fits) if fits else None
    fits = tuple(b for b, minimo in zip(BRACKETS, minimos[1]) if (shown >= minimo) == aim)
    if not fits:
        return None
    low, high = rng.choice(fits)
    return puntuacion_en(rng, low, high)

TOMAS = Message("puzzles.canasta.salida.tomas", " Tomas el pozo con su carta de encima, {tope}.",
                " You take the pozo with its top card, {tope}.")
TOMAS_DEBAJO = Message("puzzles.canasta.salida.tomas_debajo",
                       " Tomas el pozo con su carta de encima, {tope}; debajo había {debajo}.",
                       " You take the pozo with its top card, {tope}; under it were {debajo}.")


def pose(level, situation, context, aim=None):
    """The question about a given salida; ``context`` may name the cards under the pozo (``debajo_del_pozo``)
    and the red threes on the table (``treses_rojos``), shown and used by the known mistakes."""
    extra = rojos = rojos_en = ""
    if "carta_pozo" in situation:
        debajo = context.get("debajo_del_pozo")
        tope = parse_cartas([situation["carta_pozo"]], FRANCESA)[0]
        phrase = Phrase(TOMAS_DEBAJO, {"tope": tope, "debajo": parse_cartas(debajo, FRANCESA)}) if debajo \
            else Phrase(TOMAS, {"tope": tope})
        extra = phrase
    if context.get("treses_rojos"):
        n = context["treses_rojos"]
        rojos = f" Tu pareja tiene {cuenta(n, 'tres rojo expuesto', 'treses rojos expuestos')}."
        rojos_en = f" Your partnership has {n} red {'three' if n == 1 else 'threes'} exposed."
    values = {"puntuacion": situation["puntuacion"],
              "combinaciones": tuple(parse_cartas(m, FRANCESA) for m in situation["combinaciones"]),
              "extra": extra, "extra_en": extra, "rojos": rojos, "rojos_en": rojos_en}
    return Draft(situation, FORM, QUESTION, values, context, aim)


def accept(level, draft, ruling):
    return ruling.answer["valida"] == draft.aim or level == 1


def answer(ruling, draft):
    a = ruling.answer
    return (a["minimo"], a["puntos"], yes_no(a["valida"]))


def _con(case, minimo=None, extra=0, legal=None):
    """The answer with another minimum or ``extra`` points; valid when the points reach the minimum and every
    combination is legal (``legal``: None = as the ruling found them)."""
    m = case.answer[0] if minimo is None else minimo
    p = case.answer[1] + extra
    legal = _legal(case) if legal is None else legal
    return (m, p, yes_no(legal and p >= m))


def _legal(case):
    """Every combination shown is legal (the ruling names no §5 fault)."""
    return all(r.message is not M_ILEGAL for r in case.ruling.reasons)


def _ignoro_ilegal(case):
    return None if _legal(case) else _con(case, legal=True)


def _minimo_cero(case):
    return _con(case, minimo=0) if case.situation["puntuacion"] < 0 and case.answer[0] else None


def _premio(case):
    extra = sum([premio(m, case.house_rules) for m in case.situation["combinaciones"]])
    return _con(case, extra=extra) if extra else None


def _pozo(case):
    debajo = case.context.get("debajo_del_pozo")
    return _con(case, extra=puntos(debajo)) if debajo else None


def _tramo(case):
    """The minimum of a neighbouring bracket. It comes from the engine's :func:`minimo_salida`, which is what the
    referee's ruling on that score would hold (the referee uses it whenever the salida is not exempt; an exempt
    salida, minimo 0, has no bracket to mistake): no ruling is asked again for each neighbouring score."""
    if case.answer[0] == 0:
        return None
    p = case.situation["puntuacion"]
    for other in (p - 5, p + 5, p - 1500 if p >= 1500 else p + 1500):
        minimo = minimo_salida(other, canasta_house_rules(case.house_rules))
        if minimo != case.answer[0]:
            return _con(case, minimo=minimo)
    return None


def _sin_tope(case):
    top = case.situation.get("carta_pozo")
    return _con(case, extra=-valor(top)) if top else None


def _tope_dos_veces(case):
    top = case.situation.get("carta_pozo")
    return _con(case, extra=valor(top)) if top else None


def _honores(case):
    n = case.context.get("treses_rojos", 0)
    return _con(case, extra=100 * n) if n else None


MISTAKES = (
    mistake("canasta.salida.conto_premio", "contaste el premio de la canasta: en la salida solo cuentan las cartas",
            "you counted the canasta's premio: only the cards count toward the salida", _premio),
    mistake("canasta.salida.conto_pozo", "contaste las cartas de debajo del pozo: solo cuenta la de encima",
            "you counted the cards under the pozo's top card: only the top card counts", _pozo),
    mistake("canasta.salida.tramo_equivocado",
            "usaste el tramo de mínimo equivocado: menos de 0 → 15; de 0 a 1 495 → 50; de 1 500 a 2 995 → 90; "
            "3 000 o más → 120",
            "you used the wrong minimum bracket: below 0 → 15; 0 to 1 495 → 50; 1 500 to 2 995 → 90; "
            "3 000 or more → 120", _tramo),
    mistake("canasta.salida.minimo_cero",
            "con puntuación negativa la salida también tiene mínimo: 15, no 0",
            "with a negative score the salida still has a minimum: 15, not 0", _minimo_cero),
    mistake("canasta.salida.ignoro_ilegal",
            "una salida con una combinación que no es legal no vale, aunque sume el mínimo",
            "a salida with a combination that is not legal is not valid, even if it reaches the minimum",
            _ignoro_ilegal),
    mistake("canasta.salida.sin_carta_pozo", "olvidaste contar la carta de encima del pozo, que sí cuenta",
            "you forgot to count the pozo's top card, which does count", _sin_tope),
    mistake("canasta.salida.tope_dos_veces",
            "contaste dos veces la carta de encima del pozo: ya está sumada en su combinación",
            "you counted the pozo's top card twice: it is already added in its combination", _tope_dos_veces),
    mistake("canasta.salida.conto_honores", "contaste los treses rojos: los honores no cuentan para la salida",
            "you counted the red threes: honours do not count toward the salida", _honores),
)

KIND = Kind(
    name="canasta.salida", game="canasta", ruling="canasta.salida", version=3,
    title=Message("puzzles.canasta.salida", "La salida", "The salida (initial meld)"),
    levels={
        1: Message("puzzles.canasta.salida.1", "Mínimo según la puntuación", "Minimum by score"),
        2: Message("puzzles.canasta.salida.2", "Los límites de cada tramo y los comodines",
                   "Bracket boundaries and comodines"),
        3: Message("puzzles.canasta.salida.3", "Salida con el pozo, canastas y honores",
                   "Salida with the pozo, canastas and honours"),
    },
    build=build, answer=answer, accept=accept, mistakes=MISTAKES, pose=pose,
    earlier_builds={2: build_v2}, pose_version=2,  # hand-written puzzles are posed as before
)
