"""``canasta.robo``: what you draw, where each card goes, and how many you hold after (``rules/canasta.md §3.1, §4,
§6, §8``).

Answer: for the opening of the pozo, how many cards it starts with and whether it is premiado; for a draw from the
mazo or the taking of the pozo, how many cards come from the mazo, how many red threes go to the table this turn and
how many cards the hand holds after the draw — from the referee's ``canasta.robo`` ruling.

Levels:
    1. the opening of the pozo (a red three or a comodín turned up is covered), or a draw from the mazo on a later
       turn, at most one red three on top of it.
    2. the first turn with red threes dealt (replaced now), red threes drawn from the mazo (replaced at once, one
       after another), and openings stopped by a black three (it stays on top, §16 A13).
    3. taking the pozo: a red three buried at its opening goes to the table with no replacement, a comodín laid
       crosswise goes into the hand with the other cards.

Known mistakes: did not cover a red three or comodín turned up; covered a black three; put the covered cards aside;
forgot that they make the pozo premiado (or called a one-card pozo premiado); did not replace a red three drawn from
the mazo; kept a red three in hand; forgot the replacements of the red threes dealt; one replacement missing, where
either of the last two gives the answer; replaced a red three taken with the pozo; took only the top card of the
pozo; laid the pozo's comodines on the table; put the top card into the hand.
"""

from __future__ import annotations

from ...rules.base import Message, Phrase
from ...rules.canasta import abrir_pozo, sacar_del_mazo
from ...rules.canasta.turno import APERTURA, MANO_REPARTIDA, MAZO, POZO
from ...rules.cartas import FRANCESA, parse_cartas
from ..forms import Number, Part, Parts, YesNo, yes_no
from ..kind import Draft, Kind, mistake
from .comun import COMODINES, NATURALES, TRES_NEGROS, TRES_ROJOS, Mazo, canasta_house_rules, es_comodin, ordenar

Q_APERTURA = Message("puzzles.canasta.robo.pregunta_apertura",
                     "Hecho el reparto, quien da abre el pozo con las cartas de arriba del mazo, que son (de arriba "
                     "abajo) {mazo}. ¿Con cuántas cartas empieza el pozo, y está premiado?",
                     "The deal done, the dealer opens the pozo with the mazo's top cards, which are (top first) "
                     "{mazo}. How many cards does the pozo start with, and is it premiado?")
Q_MAZO = Message("puzzles.canasta.robo.pregunta_mazo",
                 "{reparto}Tu mano: {mano} ({n} cartas). Robas del mazo; sus cartas de arriba son (de arriba abajo) "
                 "{mazo}. ¿Cuántas cartas sacas del mazo, cuántos treses rojos pones en la mesa en este turno y "
                 "cuántas cartas tienes en la mano al terminar de robar?",
                 "{reparto_en}Your hand: {mano} ({n} cards). You draw from the mazo; its top cards are (top first) "
                 "{mazo}. How many cards do you take from the mazo, how many red threes do you lay on the table this "
                 "turn, and how many cards do you hold when the draw is over?")
REPARTO = Message("puzzles.canasta.robo.reparto",
                  "Es tu primer turno: en el reparto te {n:tocó|tocaron} {treses}, que pusiste en la mesa en "
                  "seguida. ",
                  "It is your first turn: you were dealt {treses}, which you laid on the table at once. ")
Q_POZO = Message("puzzles.canasta.robo.pregunta_pozo",
                 "Tu mano: {mano} ({n} cartas). Tu pareja ya ha salido. El pozo tiene {total} cartas, con el {tope} "
                 "encima.{visibles} Lo tomas y bajas el {tope} con {clave}. ¿Cuántas cartas sacas del mazo, cuántos "
                 "treses rojos pones en la mesa en este turno y cuántas cartas tienes en la mano después?",
                 "Your hand: {mano} ({n} cards). Your partnership has made its salida. The pozo holds {total} cards, "
                 "the {tope} on top.{visibles_en} You take it and meld the {tope} with {clave}. How many cards do you "
                 "take from the mazo, how many red threes do you lay on the table this turn, and how many cards do "
                 "you hold after?")
ENTERRADAS = Message("puzzles.canasta.robo.enterradas",
                     " Al abrir el pozo {n:quedó debajo el|quedaron debajo} {cartas}.",
                     " When the pozo was opened, {n:the |}{cartas} {n:was|were} buried in it.")
ATRAVESADOS = Message("puzzles.canasta.robo.atravesados",
                      " Debajo se {n:ve atravesado el|ven atravesados} {cartas}.",
                      " Underneath, {n:the |}{cartas} {n:lies|lie} crosswise.")

FORM_APERTURA = Parts((
    Part("pozo", Message("puzzles.canasta.robo.cartas_pozo", "cartas del pozo al empezar", "cards in the pozo at the "
                         "start"), Number("cartas")),
    Part("premiado", Message("puzzles.canasta.robo.premiado", "¿está premiado?", "is it premiado?"), YesNo()),
))
FORM_ROBO = Parts((
    Part("del_mazo", Message("puzzles.canasta.robo.del_mazo", "cartas que sacas del mazo",
                             "cards taken from the mazo"), Number("cartas")),
    Part("mesa", Message("puzzles.canasta.robo.mesa", "treses rojos que pones en la mesa",
                         "red threes laid on the table"), Number("cartas")),
    Part("mano", Message("puzzles.canasta.robo.mano", "cartas en la mano después", "cards in hand after"),
         Number("cartas")),
))

def _cards(tokens):
    return parse_cartas(list(tokens), FRANCESA)


# ---------------------------------------------------------------------------------------------- building


def build(level, rng, house_rules):
    """Level 1: an opening with at most two cards covered, or a later turn's draw with at most one red three on top;
    level 2: a first turn with red threes dealt and/or red threes drawn, or an opening stopped by a black three;
    level 3: the pozo taken, holding a red three buried at its opening or a comodín laid crosswise."""
    mazo = Mazo(rng)
    if level == 1:
        if rng.random() < 0.5:
            return _apertura(mazo, rng, rng.randint(0, 2), negro=False)
        return _robo_mazo(mazo, rng, house_rules, dados=0, rojos=rng.randint(0, 1))
    if level == 2:
        if rng.random() < 0.25:
            return _apertura(mazo, rng, rng.randint(1, 3), negro=True)
        dados, rojos = rng.choice(((1, 0), (2, 0), (1, 1), (0, 1), (0, 2), (2, 1), (0, 2)))
        return _robo_mazo(mazo, rng, house_rules, dados, rojos)
    return _robo_pozo(mazo, rng, rng.choice(("rojo", "rojo", "comodin", "ambos")))


def _tapadora(mazo):
    """A card the opening covers: a red three or a comodín."""
    return mazo.de(TRES_ROJOS + COMODINES)


def _apertura(mazo, rng, tapadas, negro):
    """The mazo's top cards: ``tapadas`` red threes or comodines, the card play starts with (a black three when
    ``negro``), and two or three more cards nobody turns up."""
    cartas = [_tapadora(mazo) for _ in range(tapadas)]
    cartas.append(mazo.de(TRES_NEGROS) if negro else mazo.natural(rng.choice(NATURALES)))
    cartas += [mazo.de(TRES_ROJOS + COMODINES) if rng.random() < 0.3 else mazo.natural(rng.choice(NATURALES))
               for _ in range(rng.randint(2, 3))]
    if None in cartas:
        return None
    return pose(1, {"robo": APERTURA, "mazo": cartas}, {})


def _robo_mazo(mazo, rng, house_rules, dados, rojos):
    """A draw from the mazo: on the first turn (``dados`` red threes dealt, the hand the other dealt cards) or a later
    one (2 to 11 cards), with ``rojos`` red threes drawn before the draw is complete, then one or two more cards."""
    treses = [mazo.de(TRES_ROJOS) for _ in range(dados)]
    mano = mazo.relleno(MANO_REPARTIDA - dados if dados else rng.randint(2, 11))
    necesarias = (2 if canasta_house_rules(house_rules).robo_dos_cartas else 1) + dados
    cartas = [mazo.natural(rng.choice(NATURALES)) for _ in range(necesarias)]
    for _ in range(rojos):  # each before the last card the draw needs
        cartas.insert(rng.randint(0, len(cartas) - 1), mazo.de(TRES_ROJOS))
    cartas += [mazo.de(TRES_ROJOS + COMODINES) if rng.random() < 0.4 else mazo.natural(rng.choice(NATURALES))
               for _ in range(rng.randint(1, 2))]
    if None in treses or mano is None or None in cartas:
        return None
    situation = {"robo": MAZO, "mano": ordenar(mano), "mazo": cartas}
    if treses:
        situation["treses_del_reparto"] = treses
    return pose(2, situation, {})


def _robo_pozo(mazo, rng, premiado_por):
    """The pozo taken with a natural pair (two or three natural cards of the top's rank) from a hand of 4 to 11
    cards. ``rojo``: never taken yet, a red three (and maybe a comodín) buried at its opening under the card play
    started with, then 2 to 5 discards, the top card the last (the partner has had a turn to make the salida the
    question says is made); with at most 3 discards this is the taker's first turn, and his hand the 11 cards dealt
    (§3.1, §4); ``comodin``: 3 to 9 discards, a comodín laid crosswise among them; ``ambos``: both."""
    rank = rng.choice(NATURALES)
    tope = mazo.natural(rank)
    if premiado_por in ("rojo", "ambos"):
        debajo = [mazo.de(TRES_ROJOS)] + [_tapadora(mazo) for _ in range(rng.randint(0, 1))]
        rng.shuffle(debajo)
        desde = len(debajo) + 1  # a comodín discarded crosswise lies above the cards buried at the opening
        debajo.append(mazo.natural(rng.choice(NATURALES)))  # the card play started with
        debajo += mazo.relleno(rng.randint(1, 4)) or [None]  # with the top card, 2 to 5 discards
    else:
        debajo = mazo.relleno(rng.randint(1, 7)) or [None]
        desde = 1
    if premiado_por in ("comodin", "ambos"):
        debajo.insert(rng.randint(desde, len(debajo)), mazo.comodin())
    clave = mazo.naturales(rank, rng.choice((2, 2, 3))) or []
    # k discards above the opening card: the mano plays first, so the taker plays turn k + 1, his first while
    # k <= 3, and holds the 11 cards he was dealt (§3.1, §4); later, any hand from 4 to 11 cards
    primer_turno = premiado_por != "comodin" and len(debajo) + 1 - desde <= 3
    tamano = MANO_REPARTIDA if primer_turno else rng.randint(2 + len(clave), MANO_REPARTIDA)
    resto = mazo.relleno(tamano - len(clave), evitar=(rank,))
    if tope is None or None in debajo or not clave or resto is None:
        return None
    situation = {"robo": POZO, "mano": ordenar(clave + resto), "pozo": debajo + [tope], "clave": ordenar(clave)}
    return pose(3, situation, {})


# ---------------------------------------------------------------------------------------------- posing


def pose(level, situation, context):
    """The question about a given ``canasta.robo`` situation (``docs/rulings.md``)."""
    robo = situation["robo"]
    if robo == APERTURA:
        return Draft(situation, FORM_APERTURA, Q_APERTURA, {"mazo": _cards(situation["mazo"])})
    mano = situation.get("mano") or []
    if robo == MAZO:
        treses = situation.get("treses_del_reparto") or []
        reparto = Phrase(REPARTO, {"treses": _cards(treses), "n": len(treses)}) if treses else ""
        return Draft(situation, FORM_ROBO, Q_MAZO, {"reparto": reparto, "reparto_en": reparto, "mano": _cards(mano),
                                                    "n": len(mano), "mazo": _cards(situation["mazo"])})
    pozo = situation["pozo"]
    visibles = _visibles(pozo)
    return Draft(situation, FORM_ROBO, Q_POZO, {
        "mano": _cards(mano), "n": len(mano), "total": len(pozo), "tope": _cards(pozo[-1:])[0],
        "visibles": visibles, "visibles_en": visibles, "clave": _cards(situation["clave"])})


def _visibles(pozo):
    """What shows of the pozo under its top card (§8.2, §8.3): the cards buried at its opening while a red three
    there says it was never taken, and the comodines discarded crosswise above them."""
    debajo = pozo[:-1]
    apertura = (abrir_pozo(_cards(debajo)) or len(debajo)) - 1 if any(c in TRES_ROJOS for c in debajo) else 0
    cruzados = [c for c in debajo[apertura:] if es_comodin(c)]
    partes = []
    if apertura:
        partes.append(Phrase(ENTERRADAS, {"cartas": _cards(debajo[:apertura]), "n": apertura}))
    if cruzados:
        partes.append(Phrase(ATRAVESADOS, {"cartas": _cards(cruzados), "n": len(cruzados)}))
    return Phrase(Message("puzzles.canasta.robo.visibles", "{a}{b}", "{a}{b}"),
                  {"a": partes[0] if partes else "", "b": partes[1] if len(partes) > 1 else ""})


def answer(ruling, draft):
    a = ruling.answer
    if a["robo"] == APERTURA:
        return (a["del_mazo"], yes_no(a["premiado"]))
    return (a["del_mazo"], len(a["a_la_mesa"]), a["mano"])


# ---------------------------------------------------------------------------------------------- known mistakes


def _robo(case):
    return case.situation["robo"]


def _apertura_n(case):
    return case.answer[0] if _robo(case) == APERTURA else None


def _no_tapo(case):
    """Stopped at the first card turned up (a red three or a comodín): a pozo of one card, which holds a comodín or
    a red three."""
    n = _apertura_n(case)
    return (1, "si") if n is not None and n > 1 else None


def _tapo_tres_negro(case):
    """Covered a black three turned up, as if it were a red three: the pozo runs on to the next natural card."""
    if _robo(case) != APERTURA:
        return None
    mazo = case.situation["mazo"]
    n = case.answer[0]
    if mazo[n - 1] not in TRES_NEGROS:
        return None
    siguiente = next((i + 1 for i, c in enumerate(mazo)
                      if i >= n and not es_comodin(c) and c not in TRES_ROJOS + TRES_NEGROS), None)
    if siguiente is None:
        return None
    return (siguiente, yes_no(any(es_comodin(c) or c in TRES_ROJOS for c in mazo[:siguiente - 1])))


def _enterradas_fuera(case):
    n = _apertura_n(case)
    return (1, "no") if n is not None and n > 1 else None


def _no_premiado(case):
    n = _apertura_n(case)
    return (n, "no") if n is not None and n > 1 else None


def _premiado_sin_nada(case):
    n = _apertura_n(case)
    return (1, "si") if n == 1 else None


def _del_mazo(case):
    """(cards the draw needs, the mazo's cards, the hand's size before) of a draw from the mazo, else None."""
    s = case.situation
    if _robo(case) != MAZO:
        return None
    robo = 2 if canasta_house_rules(case.house_rules).robo_dos_cartas else 1
    return robo, len(s.get("treses_del_reparto") or ()), _cards(s["mazo"]), len(s.get("mano") or ())


def _rojos(case):
    return case.answer[1] if _robo(case) != APERTURA else 0


def _no_repuso_mazo(case):
    """Took the cards the draw needs and no more: the red threes among them laid, not replaced (unless forgetting
    the dealt red threes' replacements gives the same answer: then :func:`_una_reposicion` names it)."""
    wrong = _sin_reponer_mazo(case)
    return None if wrong == _sin_reponer_reparto(case) else wrong


def _no_repuso_reparto(case):
    """Drew only the turn's card(s), forgetting the replacements of the red threes dealt (unless not replacing the
    red threes drawn gives the same answer)."""
    wrong = _sin_reponer_reparto(case)
    return None if wrong == _sin_reponer_mazo(case) else wrong


def _una_reposicion(case):
    """One replacement missing, either the dealt red three's or the drawn one's: both give this answer, so the text
    names neither (two mistakes giving one answer leave the learner's reasoning unknown)."""
    wrong = _sin_reponer_mazo(case)
    return wrong if wrong is not None and wrong == _sin_reponer_reparto(case) else None


def _sin_reponer_mazo(case):
    datos = _del_mazo(case)
    if datos is None or not _rojos(case):
        return None
    robo, dados, mazo, antes = datos
    n = robo + dados
    rojos = sum(c.es_tres_rojo for c in mazo[:n])
    return (n, rojos, antes + n - rojos)


def _tres_en_mano(case):
    """Kept the red threes in hand: from the mazo, counted as the cards drawn (nothing laid, nothing replaced); from
    the pozo, gone into the hand with the rest."""
    if not _rojos(case):
        return None
    datos = _del_mazo(case)
    if datos is not None:
        robo, dados, _, antes = datos
        return (robo + dados, 0, antes + robo + dados)
    return (0, 0, case.answer[2] + _rojos(case))


def _sin_reponer_reparto(case):
    datos = _del_mazo(case)
    if datos is None or not datos[1]:
        return None
    robo, _, mazo, antes = datos
    sacadas = sacar_del_mazo(mazo, robo)
    return (sacadas.del_mazo, len(sacadas.a_la_mesa), antes + robo)


def _pozo(case):
    return case.situation["pozo"] if _robo(case) == POZO else None


def _repuso_pozo(case):
    """Drew one card from the mazo for each red three taken with the pozo."""
    r = _rojos(case)
    if _pozo(case) is None or not r:
        return None
    return (r, r, case.answer[2] + r)


def _solo_tope(case):
    """Took the top card alone: it is melded with the clave, nothing else joins the hand."""
    if _pozo(case) is None:
        return None
    s = case.situation
    return (0, 0, len(s["mano"]) - len(s["clave"]))


def _comodines_pozo(case):
    pozo = _pozo(case)
    return 0 if pozo is None else sum(map(es_comodin, pozo[:-1]))


def _comodin_a_la_mesa(case):
    c = _comodines_pozo(case)
    if not c:
        return None
    return (0, _rojos(case) + c, case.answer[2] - c)


def _tope_en_mano(case):
    if _pozo(case) is None:
        return None
    return (0, _rojos(case), case.answer[2] + 1)


MISTAKES = (
    mistake("canasta.robo.no_tapo",
            "un tres rojo o un comodín que sale al abrir el pozo no se queda encima: se tapa con la siguiente carta "
            "del mazo",
            "a red three or a comodín turned up to open the pozo does not stay on top: it is covered with the next "
            "card of the mazo", _no_tapo),
    mistake("canasta.robo.tapo_tres_negro",
            "un tres negro que sale al abrir el pozo no se tapa: se queda encima y empieza el juego",
            "a black three turned up to open the pozo is not covered: it stays on top and play starts",
            _tapo_tres_negro),
    mistake("canasta.robo.enterradas_fuera",
            "lo que se tapa al abrir el pozo no se aparta: se queda en el pozo, debajo, y lo deja premiado",
            "what is covered when the pozo is opened is not put aside: it stays in the pozo, underneath, and makes "
            "it premiado", _enterradas_fuera),
    mistake("canasta.robo.no_premiado",
            "el tres rojo o el comodín tapado al abrir el pozo lo deja premiado",
            "the red three or comodín covered when the pozo is opened makes it premiado", _no_premiado),
    mistake("canasta.robo.premiado_sin_nada",
            "sin nada tapado debajo, un pozo que empieza con una carta natural o un tres negro no está premiado",
            "with nothing covered under it, a pozo that starts with a natural card or a black three is not premiado",
            _premiado_sin_nada),
    mistake("canasta.robo.no_repuso_mazo",
            "un tres rojo robado del mazo se repone: va a la mesa y robas otra carta en su lugar",
            "a red three drawn from the mazo is replaced: it goes to the table and you draw another card in its "
            "place", _no_repuso_mazo),
    mistake("canasta.robo.tres_en_mano",
            "un tres rojo nunca se queda en la mano: va a la mesa en seguida",
            "a red three never stays in hand: it goes to the table at once", _tres_en_mano),
    mistake("canasta.robo.no_repuso_reparto",
            "los treses rojos del reparto se reponen al llegar tu turno: robas una carta más por cada uno",
            "the red threes you were dealt are replaced when your turn comes: you draw one more card for each",
            _no_repuso_reparto),
    mistake("canasta.robo.una_reposicion",
            "falta una reposición: los treses rojos del reparto se reponen al llegar tu turno y uno robado del mazo "
            "se repone en seguida; por cada uno robas otra carta",
            "one replacement is missing: the red threes you were dealt are replaced when your turn comes and one "
            "drawn from the mazo is replaced at once; for each you draw another card", _una_reposicion),
    mistake("canasta.robo.repuso_pozo",
            "un tres rojo que te llevas con el pozo va a la mesa sin reponer: no se roba nada del mazo por él",
            "a red three taken with the pozo goes to the table with no replacement: nothing is drawn from the mazo "
            "for it", _repuso_pozo),
    mistake("canasta.robo.solo_tope",
            "tomar el pozo es llevarse todas sus cartas, no solo la de encima",
            "taking the pozo means taking all its cards, not only the top one", _solo_tope),
    mistake("canasta.robo.comodin_a_la_mesa",
            "los comodines del pozo entran en tu mano como las demás cartas; solo los treses rojos van a la mesa",
            "the pozo's comodines go into your hand like the other cards; only red threes go to the table",
            _comodin_a_la_mesa),
    mistake("canasta.robo.tope_en_mano",
            "la carta de encima del pozo se baja en seguida con las tuyas: no entra en la mano",
            "the pozo's top card is melded at once with yours: it does not go into your hand", _tope_en_mano),
)

KIND = Kind(
    name="canasta.robo", game="canasta", ruling="canasta.robo", version=1,
    title=Message("puzzles.canasta.robo", "Robar: el mazo, el pozo y los treses rojos",
                  "Drawing: the mazo, the pozo and the red threes"),
    levels={
        1: Message("puzzles.canasta.robo.1", "La apertura del pozo y el robo del mazo",
                   "Opening the pozo and drawing from the mazo"),
        2: Message("puzzles.canasta.robo.2", "Treses rojos del reparto y del mazo",
                   "Red threes dealt and drawn from the mazo"),
        3: Message("puzzles.canasta.robo.3", "Tomar el pozo con treses rojos y comodines",
                   "Taking the pozo with red threes and comodines"),
    },
    build=build, answer=answer, mistakes=MISTAKES, pose=pose,
)
