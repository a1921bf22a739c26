"""What a player draws: the opening of the pozo, a draw from the mazo, taking the pozo (``rules/canasta.md §3.1,
§4, §6, §8``).

Three moments of a hand, one ruling (``robo``):

* ``apertura``: the dealer turns up the mazo's top card to start the pozo; a red three or a comodín is covered by
  the next card, and so on until a natural card or a black three shows (§3.1, §8.2). What was covered stays in the
  pozo, stacked normally, and makes it premiado (§8.5). A black three turned up stays on top (§3.1, §16 A13); nobody
  can take the pozo while it is there, whether it is read as a tapón (A13) or not, since a black three is never
  melded during play (§7, §8.6 P4).
* ``mazo``: the player draws from the mazo (one card; two with ``robo_dos_cartas``, §4, A14), first replacing the
  red threes he was dealt, which are already on the table (§3.1: "the replacement cards are drawn only when that
  player's turn comes"). A red three drawn from the mazo goes to the table and is replaced at once (§6), so a draw
  can take several cards from the mazo.
* ``pozo``: the player takes the whole pozo (never only its top card, §8.1), melds the top card at once with the
  given hand cards, puts the rest into his hand and lays the red threes found in it on the table **with no
  replacement** (§6, §8.7). Comodines in the pozo (crosswise or buried at the opening) are ordinary cards once taken.

Whether the player may take the pozo is :func:`~.pozo.decidir_pozo`'s question; here the take is given, and only
what no legal take can break is checked: the top card is a natural card, melded with hand cards into a legal new
combination that holds a natural pair when the pozo is premiado (§8.5, §8.6 P5-P6, §5).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, reading_label
from ..cartas import FRANCESA, CartaFrancesa, check_copias_en
from .combinaciones import NATURAL, check_mano, infraccion, premia, resumir, rol
from .house_rules import DEFAULT, CanastaHouseRules

APERTURA, MAZO, POZO = "apertura", "mazo", "pozo"
ROBOS = (APERTURA, MAZO, POZO)
"""The moments :func:`robar` answers about."""

MANO_REPARTIDA = 11
"""Cards dealt to each player in the four-player game (§3.1)."""

M_TAPA = Message("canasta.robo.apertura_tapa",
                 "Se vuelve el {carta}: es {que_es} y se tapa con la siguiente carta del mazo.",
                 "The {carta} is turned up: it is {que_en} and is covered with the next card of the mazo.")
M_EMPIEZA = Message("canasta.robo.apertura_empieza",
                    "Se vuelve el {carta}, una carta natural: se queda encima y empieza el juego.",
                    "The {carta} is turned up, a natural card: it stays on top and play starts.")
M_EMPIEZA_NEGRO = Message("canasta.robo.apertura_tres_negro",
                          "Se vuelve el {carta}, un tres negro: no se tapa, se queda encima y empieza el juego. Un tres "
                          "negro vuelto al abrir tapona el pozo para el mano, como si lo hubieran descartado (lectura "
                          "de Tapete de la ambigüedad A13, sin ajuste).",
                          "The {carta} is turned up, a black three: it is not covered, it stays on top and play "
                          "starts. A black three turned up at the opening blocks the pozo for the mano, as if it had "
                          "been discarded (Tapete's reading of ambiguity A13, no setting).")
M_POZO_INICIAL = Message("canasta.robo.apertura_pozo",
                         "El pozo empieza con {n} {n:carta|cartas} ({pozo}), el {tope} encima.",
                         "The pozo starts with {n} {n:card|cards} ({pozo}), the {tope} on top.")
M_PREMIADO = Message("canasta.robo.apertura_premiado",
                     "Lo que se tapó ({enterradas}) se queda en el pozo, apilado normal, y lo deja premiado: para "
                     "tomarlo hará falta una pareja natural del rango de la carta que esté encima cuando se tome.",
                     "What was covered ({enterradas}) stays in the pozo, stacked normally, and makes it premiado: "
                     "taking it will need a natural pair of the rank of the card on top when it is taken.")
M_NO_PREMIADO = Message("canasta.robo.apertura_no_premiado",
                        "No se tapó nada: el pozo no está premiado.",
                        "Nothing was covered: the pozo is not premiado.")
M_ROBA = Message("canasta.robo.mazo_roba",
                 "En tu turno robas {n} {n:carta|cartas} del mazo ({lectura_es}).",
                 "On your turn you draw {n} {n:card|cards} from the mazo ({lectura_en}).")
M_REPONE_REPARTO = Message("canasta.robo.mazo_reparto",
                           "{k:El tres rojo|Los treses rojos} del reparto ({treses}) ya {k:está|están} en la mesa: "
                           "al llegar tu turno robas {k} {k:carta|cartas} más para {k:reponerlo|reponerlos}.",
                           "The red {k:three|threes} you were dealt ({treses}) {k:is|are} already on the table: when "
                           "your turn comes you draw {k} more {k:card|cards} to replace {k:it|them}.")
M_TRES_DEL_MAZO = Message("canasta.robo.mazo_tres_rojo",
                          "El {carta} es un tres rojo robado del mazo: va a la mesa y robas otra carta en su lugar.",
                          "The {carta} is a red three drawn from the mazo: it goes to the table and you draw another "
                          "card in its place.")
M_MAZO_TOTAL = Message("canasta.robo.mazo_total",
                       "Del mazo {del_mazo:sale|salen} {del_mazo} {del_mazo:carta|cartas}; a tu mano "
                       "{entran:va|van} {a_la_mano}: pasas de {antes} a {antes} + {entran} = {mano} "
                       "{mano:carta|cartas}.",
                       "{del_mazo} {del_mazo:card comes|cards come} from the mazo; {a_la_mano} {entran:goes|go} into "
                       "your hand: from {antes} to {antes} + {entran} = {mano} {mano:card|cards}.")
M_TOMA_TODO = Message("canasta.robo.pozo_todo",
                      "Tomar el pozo es llevarse sus {n} cartas, no solo el {tope} de encima.",
                      "Taking the pozo means taking all its {n} cards, not only the {tope} on top.")
M_BAJA_TOPE = Message("canasta.robo.pozo_baja",
                      "El {tope} se baja en seguida con {clave} de tu mano: ni el {tope} ni esas {k} cartas quedan "
                      "en la mano.",
                      "The {tope} is melded at once with {clave} from your hand: neither the {tope} nor those {k} "
                      "cards stay in your hand.")
M_TRESES_POZO = Message("canasta.robo.pozo_treses",
                        "{n:El tres rojo|Los treses rojos} del pozo ({treses}) {n:va|van} a la mesa sin reponer: "
                        "quien se {n:lo|los} lleva con el pozo no roba nada del mazo por {n:él|ellos}.",
                        "The pozo's red {n:three|threes} ({treses}) {n:goes|go} to the table with no replacement: "
                        "whoever takes {n:it|them} with the pozo draws nothing from the mazo for {n:it|them}.")
M_COMODINES_POZO = Message("canasta.robo.pozo_comodines",
                           "{n:El comodín|Los comodines} del pozo ({comodines}) {n:entra|entran} en tu mano como "
                           "las demás cartas: solo los treses rojos van a la mesa. Mientras {n:estaba|estaban} en el "
                           "pozo, lo {n:dejaba|dejaban} premiado.",
                           "The pozo's {n:comodín|comodines} ({comodines}) {n:goes|go} into your hand like the other "
                           "cards: only red threes go to the table. While in the pozo, {n:it|they} made it "
                           "premiado.")
M_POZO_TOTAL = Message("canasta.robo.pozo_total",
                       "A tu mano pasan las otras {entran} cartas del pozo: {antes} − {k} + {entran} = {mano}.",
                       "The other {entran} cards of the pozo go into your hand: {antes} − {k} + {entran} = {mano}.")

_QUE = {"tres_rojo": ("un tres rojo", "a red three"), "comodin": ("un comodín", "a comodín")}


def _invalid(field: str, en: str, es: str) -> InvalidSituation:
    return InvalidSituation(f"{field}: {en}", field=field, es=f"{field}: {es}")


class Sacadas(NamedTuple):
    """The cards a draw takes from the mazo: how many, the red threes laid on the table, those kept in hand."""

    del_mazo: int
    a_la_mesa: tuple
    a_la_mano: tuple


def sacar_del_mazo(mazo: Sequence[CartaFrancesa], cartas: int) -> Sacadas | None:
    """Draw ``cartas`` cards from the top of ``mazo`` (top first), each red three laid on the table and replaced by
    the next card (``rules/canasta.md §6``).

    Returns:
        The :class:`Sacadas`, or ``None`` when ``mazo`` runs out before the draw is complete.
    """
    mesa, mano = [], []
    for i, carta in enumerate(mazo):
        if len(mano) == cartas:
            return Sacadas(i, tuple(mesa), tuple(mano))
        (mesa if carta.es_tres_rojo else mano).append(carta)
    return Sacadas(len(mazo), tuple(mesa), tuple(mano)) if len(mano) == cartas else None


def abrir_pozo(mazo: Sequence[CartaFrancesa]) -> int | None:
    """How many of the mazo's top cards (top first) the opening turns up: up to and including the first natural card
    or black three (``rules/canasta.md §3.1``); ``None`` when none shows."""
    return next((i + 1 for i, c in enumerate(mazo) if not premia(c)), None)


def robar(robo: str, mano: Sequence[CartaFrancesa] = (), mazo: Sequence[CartaFrancesa] = (),
          pozo: Sequence[CartaFrancesa] = (), clave: Sequence[CartaFrancesa] = (),
          treses_del_reparto: Sequence[CartaFrancesa] = (), house_rules: CanastaHouseRules = DEFAULT) -> Ruling:
    """What the player draws and where each card goes (``rules/canasta.md §3.1, §4, §6, §8.1-§8.2, §8.7``).

    Args:
        robo: ``"apertura"`` (the dealer opens the pozo), ``"mazo"`` (the player draws from the mazo) or ``"pozo"``
            (the player takes the pozo).
        mano: the player's hand before the draw (``mazo`` and ``pozo``).
        mazo: the mazo's top cards, top first (``apertura`` and ``mazo``); more may be given than the draw takes.
        pozo: the pozo's cards, bottom to top (``pozo``).
        clave: the hand cards melded with the pozo's top card into a new combination, two at least (``pozo``).
        treses_del_reparto: red threes dealt to the player, already on the table and not yet replaced: only on the
            player's first turn, when the hand holds the 11 dealt cards less these (``mazo``).
        house_rules: ``robo_dos_cartas`` (two cards from the mazo).

    Returns:
        Ruling. ``apertura``: ``{"robo", "del_mazo": cards turned up, "pozo": its cards bottom to top, "premiado"}``.
        ``mazo`` and ``pozo``: ``{"robo", "del_mazo": cards taken from the mazo, "a_la_mesa": red threes laid this
        turn, "a_la_mano": cards that join the hand, "mano": cards in hand after the draw}`` (for ``pozo``, after
        the top card and ``clave`` are melded).

    Raises:
        InvalidSituation: an unknown ``robo``; more copies of a card than the deck holds; a red three in hand; a
            mazo that runs out before the opening or the draw ends (§16 A23 is out of scope); dealt red threes
            that are not red threes, or with a hand that is not the rest of the 11 dealt cards; a pozo that is
            empty, topped by a black three or a comodín (a tapón, §8.4) or holding a red three above its opening
            (§8.3); a ``clave`` not in hand, not of the top card's rank, an illegal combination with it (§5), with no
            natural card (§8.6 P5) or, in a premiado pozo, without a natural pair (§8.5); a ``clave`` of fewer than
            two cards and no comodín in a pozo not premiado (a take onto a combination on the table, §8.6 K1-K2,
            which this ruling does not cover).
    """
    if robo not in ROBOS:
        raise _invalid("robo", f"must be one of {', '.join(ROBOS)}, got {robo!r}",
                       f"debe ser uno de: {', '.join(ROBOS)}, pero es {robo!r}")
    mano, mazo, pozo, clave = tuple(mano), tuple(mazo), tuple(pozo), tuple(clave)
    treses = tuple(treses_del_reparto)
    check_copias_en({"mano": mano, "mazo": mazo, "pozo": pozo, "treses_del_reparto": treses}, FRANCESA)
    check_mano(mano)
    if robo == APERTURA:
        return _apertura(mazo)
    if robo == MAZO:
        return _del_mazo(mano, mazo, treses, house_rules)
    return _del_pozo(mano, pozo, clave, house_rules)


def _apertura(mazo: tuple) -> Ruling:
    n = abrir_pozo(mazo)
    if n is None:
        raise _invalid("mazo", "no natural card or black three shows among the cards given; give the mazo's top "
                               "cards until one does (§3.1)",
                       "entre las cartas dadas no sale ninguna carta natural ni tres negro; da las cartas de arriba "
                       "del mazo hasta que salga una (§3.1)")
    pozo, tope = mazo[:n], mazo[n - 1]
    reasons = [Reason("canasta §3.1", M_TAPA, {"carta": c, "que_es": _QUE[_que(c)][0], "que_en": _QUE[_que(c)][1]})
               for c in pozo[:-1]]
    reasons.append(Reason("canasta §3.1", M_EMPIEZA_NEGRO if tope.es_tres_negro else M_EMPIEZA, {"carta": tope}))
    reasons.append(Reason("canasta §8.2", M_POZO_INICIAL, {"n": n, "pozo": pozo, "tope": tope}))
    if n > 1:
        reasons.append(Reason("canasta §8.5", M_PREMIADO, {"enterradas": pozo[:-1]}))
    else:
        reasons.append(Reason("canasta §8.5", M_NO_PREMIADO, {}))
    return Ruling({"robo": APERTURA, "del_mazo": n, "pozo": pozo, "premiado": n > 1}, tuple(reasons))


def _que(carta: CartaFrancesa) -> str:
    return "tres_rojo" if carta.es_tres_rojo else "comodin"


def _del_mazo(mano: tuple, mazo: tuple, treses: tuple, house_rules: CanastaHouseRules) -> Ruling:
    if any(not c.es_tres_rojo for c in treses):
        raise _invalid("treses_del_reparto", "only red threes are laid on the table at the deal (§3.1)",
                       "en el reparto solo se ponen en la mesa los treses rojos (§3.1)")
    if treses and len(mano) != MANO_REPARTIDA - len(treses):
        raise _invalid("mano", f"on the first turn, with {len(treses)} red three(s) dealt, the hand holds the other "
                               f"{MANO_REPARTIDA - len(treses)} dealt cards, got {len(mano)} (§3.1)",
                       f"en el primer turno, con {len(treses)} tres(es) rojo(s) del reparto, la mano tiene las otras "
                       f"{MANO_REPARTIDA - len(treses)} cartas repartidas, pero tiene {len(mano)} (§3.1)")
    robo = 2 if house_rules.robo_dos_cartas else 1
    sacadas = sacar_del_mazo(mazo, robo + len(treses))
    if sacadas is None:
        raise _invalid("mazo", "the cards given run out before the draw is complete; give more of the mazo's top "
                               "cards (§4, §6)",
                       "las cartas dadas se acaban antes de terminar de robar; da más cartas de arriba del mazo "
                       "(§4, §6)")
    reasons = [Reason("canasta §4", M_ROBA, {"n": robo, **reading_label(house_rules, "robo_dos_cartas")})]
    if treses:
        reasons.append(Reason("canasta §3.1", M_REPONE_REPARTO, {"treses": treses, "k": len(treses)}))
    reasons += [Reason("canasta §6", M_TRES_DEL_MAZO, {"carta": c}) for c in sacadas.a_la_mesa]
    total = len(mano) + len(sacadas.a_la_mano)
    reasons.append(Reason("canasta §4", M_MAZO_TOTAL, {"del_mazo": sacadas.del_mazo, "a_la_mano": sacadas.a_la_mano,
                                                       "antes": len(mano), "entran": len(sacadas.a_la_mano),
                                                       "mano": total}))
    return Ruling({"robo": MAZO, "del_mazo": sacadas.del_mazo, "a_la_mesa": sacadas.a_la_mesa,
                   "a_la_mano": sacadas.a_la_mano, "mano": total}, tuple(reasons))


def _check_pozo(pozo: tuple) -> None:
    """A pozo the table can produce, topped by a card that can be taken (§8.3, §8.4)."""
    if not pozo:
        raise _invalid("pozo", "the pozo is empty: there is nothing to take (§8.6 P1)",
                       "el pozo está vacío: no hay nada que tomar (§8.6 P1)")
    tope = pozo[-1]
    if rol(tope) != NATURAL:
        raise _invalid("pozo", f"the {tope} on top is a tapón or can never be on top: a pozo is taken only with a "
                               "natural card on top (§8.3, §8.4)",
                       f"el {tope} de encima es un tapón o nunca puede estar encima: el pozo solo se toma con una "
                       "carta natural encima (§8.3, §8.4)")
    apertura = abrir_pozo(pozo) or len(pozo)
    tarde = next((c for c in pozo[apertura:] if c.es_tres_rojo), None)
    if tarde is not None:
        raise _invalid("pozo", f"the {tarde} lies above the pozo's first natural card or black three: red threes "
                               "enter the pozo only at its opening (§8.3)",
                       f"el {tarde} está encima de la primera carta natural o tres negro del pozo: los treses rojos "
                       "solo entran en el pozo al abrirlo (§8.3)")


def _check_clave(mano: tuple, pozo: tuple, clave: tuple, house_rules: CanastaHouseRules) -> None:
    """``clave`` comes from the hand and makes a legal new combination with the top card (§5, §8.5, §8.6 P5-P6)."""
    resto = list(mano)
    for c in clave:
        if c not in resto:
            raise _invalid("clave", f"the {c} is not in the hand", f"el {c} no está en la mano")
        resto.remove(c)
    tope = pozo[-1]
    naturales = sum(c.rango == tope.rango and rol(c) == NATURAL for c in clave)
    if any(rol(c) != NATURAL and not c.es_comodin or rol(c) == NATURAL and c.rango != tope.rango for c in clave):
        raise _invalid("clave", f"only natural cards of the {tope}'s rank and comodines join it (§5)",
                       f"con el {tope} solo van cartas naturales de su rango y comodines (§5)")
    premiado = any(map(premia, pozo))
    if not premiado and len(clave) < 2 and not any(c.es_comodin for c in clave):
        # legal when laid on the partnership's combination (§8.6 K1, K2, P7): say what is asked, not a rule
        raise _invalid("clave", "this ruling asks for the hand cards (two at least) that make a new combination with "
                                "the top card; laying the top card on a combination already on the table, alone or "
                                "with hand cards (§8.6 K1, K2), is not covered",
                       "esta resolución pide las cartas de la mano (dos al menos) que forman con la carta de encima "
                       "una combinación nueva; bajarla en una combinación que ya está en la mesa, sola o con cartas "
                       "de la mano (§8.6 K1, K2), no lo cubre")
    if naturales < (2 if premiado else 1):
        raise _invalid("clave", "the pozo is premiado: the top card needs a natural pair from the hand (§8.5)"
                       if premiado else "the top card is never taken with comodines alone (§8.6 P5)",
                       "el pozo está premiado: la carta de encima necesita una pareja natural de la mano (§8.5)"
                       if premiado else "la carta de encima nunca se toma solo con comodines (§8.6 P5)")
    if infraccion(resumir((tope,) + clave), house_rules) is not None:
        raise _invalid("clave", "the top card and these cards are not a legal combination (§5)",
                       "la carta de encima y estas cartas no son una combinación legal (§5)")


def _del_pozo(mano: tuple, pozo: tuple, clave: tuple, house_rules: CanastaHouseRules) -> Ruling:
    _check_pozo(pozo)
    _check_clave(mano, pozo, clave, house_rules)
    tope, debajo = pozo[-1], pozo[:-1]
    treses = tuple(c for c in debajo if c.es_tres_rojo)
    comodines = tuple(c for c in debajo if c.es_comodin)
    a_la_mano = tuple(c for c in debajo if not c.es_tres_rojo)
    total = len(mano) - len(clave) + len(a_la_mano)
    reasons = [Reason("canasta §8.1", M_TOMA_TODO, {"n": len(pozo), "tope": tope}),
               Reason("canasta §8.7", M_BAJA_TOPE, {"tope": tope, "clave": clave, "k": len(clave)})]
    if treses:
        reasons.append(Reason("canasta §6", M_TRESES_POZO, {"treses": treses, "n": len(treses)}))
    if comodines:
        reasons.append(Reason("canasta §8.7", M_COMODINES_POZO, {"comodines": comodines, "n": len(comodines)}))
    reasons.append(Reason("canasta §8.7", M_POZO_TOTAL, {"antes": len(mano), "k": len(clave),
                                                          "entran": len(a_la_mano), "mano": total}))
    return Ruling({"robo": POZO, "del_mazo": 0, "a_la_mesa": treses, "a_la_mano": a_la_mano, "mano": total},
                  tuple(reasons))
