"""Results of a deal: sacada, puesta (puesta real included), codillo; primeras; bola; jugadas rendidas and the four
outcomes of a defended entrada (``rules/tresillo.md §9–§11``).

>>> resultado(1, 4, 4).answer
{'resultado': 'puesta', 'codillo_para': None}
>>> resultado(3, 2, 4).answer
{'resultado': 'codillo', 'codillo_para': 'contra_b'}
"""

from __future__ import annotations

from typing import Sequence

from ..base import InvalidSituation, Message, Reason, Ruling, shown
from .lances import NOMBRE_LANCE, check_lance
from .mano import check_bazas
from .house_rules import TresilloHouseRules
from .lecturas import SIN_LECTURA, lectura

SACADA, PUESTA, CODILLO = "sacada", "puesta", "codillo"
JUGADOR, CONTRA_A, CONTRA_B, CONTRAS = "jugador", "contra_a", "contra_b", "contras"

MSG_SACADA = Message(
    "tresillo.resultado.sacada",
    "El jugador hizo {jugador} bazas, más que cada contra ({contra_a} y {contra_b}): la saca.",
    "The jugador took {jugador} tricks, more than each contra ({contra_a} and {contra_b}): he wins (sacada).",
)
MSG_PUESTA = Message(
    "tresillo.resultado.puesta",
    "El jugador hizo {jugador} bazas, tantas como el mejor contra ({mejor}): pierde por puesta.",
    "The jugador took {jugador} tricks, as many as the best contra ({mejor}): he loses by puesta.",
)
MSG_PUESTA_REAL = Message(
    "tresillo.resultado.puesta_real",
    "El jugador hizo 1 baza y cada contra 4: ningún contra supera al otro, así que es puesta real, no codillo.",
    "The jugador took 1 trick and each contra 4: neither contra beats the other, so it is a puesta real, not codillo.",
)
MSG_CODILLO = Message(
    "tresillo.resultado.codillo",
    "Con {mejor} bazas, más que el jugador ({jugador}), el {quien} da codillo.",
    "With {mejor} tricks, more than the jugador ({jugador}), {quien} gives codillo.",
)
MSG_CODILLO_SIN_DADOR = Message(
    "tresillo.resultado.codillo_sin_dador",
    "El jugador hizo 1 baza y cada contra 4; por regla de la casa es codillo, pero ningún contra lo da solo.",
    "The jugador took 1 trick and each contra 4; by house rule it is a codillo, but no single contra gives it.",
)
MSG_BOLA_GANADA = Message(
    "tresillo.resultado.bola_ganada",
    "Bola: el jugador se comprometió a hacer las nueve bazas y las hizo.",
    "Bola: the jugador undertook to take all nine tricks and did.",
)
MSG_BOLA_PERDIDA = Message(
    "tresillo.resultado.bola_perdida",
    "Bola: el jugador debía hacer las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro) y solo hizo"
    " {jugador}; sin codillo, pierde por puesta.",
    "Bola: the jugador had to take all nine tricks (Tapete's reading; house rule bola_como_logro) and took only"
    " {jugador}; without codillo he loses by puesta.",
)
MSG_BOLA_SIN_NUEVE = Message(
    "tresillo.resultado.bola_sin_nueve",
    "Bola: el jugador debía hacer las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro) y solo hizo "
    "{jugador}, así que pierde; cómo pierde lo dicen las bazas, como en cualquier lance (§9).",
    "Bola: the jugador had to take all nine tricks (Tapete's reading; house rule bola_como_logro) and took only "
    "{jugador}, so he loses; the tricks say how, as in any lance (§9).",
)
MSG_BOLA_LOGRO = Message(
    "tresillo.resultado.bola_logro",
    "Regla de la casa: hacer las nueve bazas es bola, en cualquier lance.",
    "House rule: taking all nine tricks is a bola, in any lance.",
)


def clasifica(jugador: int, contra_a: int, contra_b: int, puesta_real: bool = True) -> tuple[str, str | None]:
    """``(resultado, codillo_para)`` by §9, without validation: ``"sacada"``/``"puesta"``/``"codillo"`` and
    ``"contra_a"``/``"contra_b"``/``None``: the classification alone, for :func:`resultado` and the cobro, which check
    the counts first.

    ``puesta_real=False`` (house rule ``puesta_real="codillo"``, A21) makes 1–4–4 a codillo with no giver (``None``).
    """
    mejor = contra_a if contra_a >= contra_b else contra_b
    if jugador > mejor:
        return SACADA, None
    if jugador == mejor:
        return PUESTA, None
    if contra_a == contra_b:   # only 1-4-4
        return (PUESTA, None) if puesta_real else (CODILLO, None)
    return CODILLO, CONTRA_A if contra_a > contra_b else CONTRA_B


def bola_perdida(jugador: int, contra_a: int, contra_b: int, lance: str | None) -> bool:
    """A bola that §9 alone would call won, lost because the jugador did not take all nine tricks (§10.2): he then
    loses by puesta even though he took more tricks than each contra. Without validation (the callers check the
    counts first)."""
    return lance == "bola" and jugador < 9 and jugador > max(contra_a, contra_b)


def bola_sin_nueve(jugador: int, contra_a: int, contra_b: int, lance: str | None) -> Reason | None:
    """The step that says a bola short of nine tricks is lost, where the tricks alone lose it too (§10.2: the
    nine-trick rule changes nothing, §9 says puesta or codillo); ``None`` for any other deal, and for the bola
    :func:`bola_perdida` turns from won to lost (its own step)."""
    if lance != "bola" or jugador == 9 or bola_perdida(jugador, contra_a, contra_b, lance):
        return None
    return Reason("tresillo §10.2", MSG_BOLA_SIN_NUEVE, {"jugador": jugador, "contra_a": contra_a,
                                                          "contra_b": contra_b})


def resultado(jugador: int, contra_a: int, contra_b: int, lance: str | None = None,
              house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Result of a deal from the tricks won (``rules/tresillo.md §9``, bola §10.2).

    Args:
        jugador, contra_a, contra_b: tricks won (adding up to 9).
        lance: optional lance (``"bola"`` changes the result: fewer than nine tricks lose); ``None`` = any other.
        house_rules: the house rules; ``bola_como_logro`` (A12) applies.

    Returns:
        Ruling with answer ``{"resultado": "sacada" | "puesta" | "codillo", "codillo_para": None | "contra_a" |
        "contra_b"}``.

    Raises:
        InvalidSituation: counts that are not whole numbers from 0 to 9 adding up to 9; an unknown lance.
    """
    check_bazas(jugador, contra_a, contra_b)
    if lance is not None:
        check_lance(lance, house_rules)
    res, para = clasifica(jugador, contra_a, contra_b, house_rules.puesta_real == "puesta")
    values = {"jugador": jugador, "contra_a": contra_a, "contra_b": contra_b}
    mejor = max(contra_a, contra_b)
    reasons = [r for r in (bola_sin_nueve(jugador, contra_a, contra_b, lance),) if r is not None]
    if bola_perdida(jugador, contra_a, contra_b, lance):
        res = PUESTA
        reasons.append(Reason("tresillo §10.2", MSG_BOLA_PERDIDA, values))
    elif res == SACADA:
        reasons.append(Reason("tresillo §9", MSG_SACADA, values))
        if jugador == 9 and (lance == "bola" or house_rules.bola_como_logro):
            msg = MSG_BOLA_GANADA if lance == "bola" else MSG_BOLA_LOGRO
            reasons.append(Reason("tresillo §10.2", msg, values))
    elif res == PUESTA and jugador < mejor:
        reasons.append(Reason("tresillo §9", MSG_PUESTA_REAL, values))
    elif res == PUESTA:
        reasons.append(Reason("tresillo §9", MSG_PUESTA, {**values, "mejor": mejor}))
    elif para is None:
        reasons.append(Reason("tresillo §9", MSG_CODILLO_SIN_DADOR, values))
    else:
        reasons.append(Reason("tresillo §9", MSG_CODILLO, {**values, "mejor": mejor, "quien": para}))
    return Ruling({"resultado": res, "codillo_para": para}, tuple(reasons))


# ---------------------------------------------------------------------------------------------- primeras §10.1

MSG_PRIMERAS_JUGADOR = Message(
    "tresillo.primeras.jugador",
    "El jugador ganó las cinco primeras bazas: hace primeras (1 tanto más de condiciones).",
    "The jugador won the first five tricks: primeras (1 more tanto of condiciones).",
)
MSG_PRIMERAS_CONTRAS = Message(
    "tresillo.primeras.contras",
    "Los contras ganaron las {n} primeras bazas ({reparto}) y el jugador pierde: por esas primeras paga 1 tanto"
    " más de condiciones.",
    "The contras won the first {n} tricks ({reparto}) and the jugador loses: for those primeras he pays 1 more"
    " tanto of condiciones.",
)
MSG_PRIMERAS_NADIE = Message(
    "tresillo.primeras.nadie",
    "Nadie hace primeras: {motivo_es}.",
    "Nobody has primeras: {motivo_en}.",
)


def primeras(ganadores: Sequence[str], house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Who has primeras (``rules/tresillo.md §10.1``; reading A8, house rule ``primeras_contras``).

    Args:
        ganadores: the winner of each of the nine tricks in order: ``"jugador"``, ``"contra_a"`` or ``"contra_b"``.
        house_rules: the house rules.

    Returns:
        Ruling with answer ``{"primeras": None | "jugador" | "contras"}``. The contras' primeras count only when the
        jugador loses (a 3–2 start by the contras with the jugador taking the last four counts for nobody).

    Raises:
        InvalidSituation: not nine winners, or a winner other than the three names.
    """
    ganadores = tuple(ganadores)
    if len(ganadores) != 9 or any(g not in (JUGADOR, CONTRA_A, CONTRA_B) for g in ganadores):
        raise InvalidSituation(
            "ganadores must list the winner of each of the nine tricks as 'jugador', 'contra_a' or 'contra_b', "
            f"got {list(ganadores)!r}", field="ganadores",
            es='ganadores debe dar quién ganó cada una de las nueve bazas, como "jugador", "contra_a" o "contra_b", '
               f"pero es {shown(list(ganadores))}")
    cuenta = {n: ganadores.count(n) for n in (JUGADOR, CONTRA_A, CONTRA_B)}
    if all(g == JUGADOR for g in ganadores[:5]):
        return Ruling({"primeras": JUGADOR}, (Reason("tresillo §10.1", MSG_PRIMERAS_JUGADOR, {}),))
    res, _ = clasifica(cuenta[JUGADOR], cuenta[CONTRA_A], cuenta[CONTRA_B])
    n = _primeras_contras(ganadores, house_rules.primeras_contras)
    if n and res != SACADA:
        reparto = f"{ganadores[:n].count(CONTRA_A)}–{ganadores[:n].count(CONTRA_B)}"
        return Ruling({"primeras": CONTRAS},
                      (Reason("tresillo §10.1", MSG_PRIMERAS_CONTRAS, {"n": n, "reparto": reparto}),))
    if n:
        motivo = ("los contras ganaron las primeras bazas pero el jugador la saca",
                  "the contras won the first tricks but the jugador wins the deal")
    else:
        motivo = ("ningún bando ganó las cinco primeras bazas", "no side won the first five tricks")
    return Ruling({"primeras": None},
                  (Reason("tresillo §10.1", MSG_PRIMERAS_NADIE, {"motivo_es": motivo[0], "motivo_en": motivo[1]}),))


def _primeras_contras(ganadores: Sequence[str], lectura: str) -> int:
    """How many first tricks the contras' primeras cover (5 or 6), or 0 if they have none under ``lectura``."""
    if JUGADOR in ganadores[:5]:
        return 0
    if lectura == "juntas":
        return 5
    a5 = ganadores[:5].count(CONTRA_A)
    if a5 in (1, 4):
        return 5
    if JUGADOR not in ganadores[:6] and ganadores[:6].count(CONTRA_A) == 3:
        return 6
    return 0


# ---------------------------------------------------------------------------------------------- rendidas §11

MSG_RENDIR_SI = Message(
    "tresillo.rendida.puede",
    "En {lance} el jugador puede rendirse («paso») hasta que juegue su carta a la cuarta baza.",
    "In {lance} the jugador may surrender (\"paso\") until he plays his card to the fourth trick.",
)
MSG_RENDIR_TARDE = Message(
    "tresillo.rendida.tarde",
    "Ya jugó su carta a la cuarta baza: no puede rendirse; debe jugar las nueve bazas.",
    "He has already played to the fourth trick: he cannot surrender; he must play all nine tricks.",
)
MSG_RENDIR_NO = Message(
    "tresillo.rendida.no_se_rinde",
    "En {nombre_lance} se juegan las nueve bazas: el jugador no puede rendirse{lectura_es}.",
    "In a {nombre_lance} all nine tricks are played: the jugador cannot surrender{lectura_en}.",
)


RINDEN = ("entrada", "vuelta")
"""Lances that may be surrendered (§11.1–§11.2)."""


def puede_rendirse(lance: str, bazas_jugadas: int, jugo_a_la_baza: bool = False,
                   house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """May the jugador surrender now? (``rules/tresillo.md §11.1–§11.2``, timing A18.)

    Args:
        lance: the lance being played.
        bazas_jugadas: tricks already completed (0–9).
        jugo_a_la_baza: whether the jugador has already played his card to the trick in progress.
        house_rules: the house rules (``bola_como_logro`` decides whether bola exists as a lance).

    Returns:
        Ruling with answer ``{"puede": bool}``.

    Raises:
        InvalidSituation: an unknown lance or a trick count outside 0–9.
    """
    check_lance(lance, house_rules)
    if isinstance(bazas_jugadas, bool) or not isinstance(bazas_jugadas, int) or not 0 <= bazas_jugadas <= 9:
        raise InvalidSituation(f"bazas_jugadas must be a whole number from 0 to 9, got {bazas_jugadas!r}",
                               field="bazas_jugadas",
                               es=f"bazas_jugadas debe ser un número entero de 0 a 9, pero es {shown(bazas_jugadas)}")
    if lance not in RINDEN:
        # the rulebook forbids surrendering a solo; the bola and the vuelta solera are readings (§11.1, A11, A12)
        etiqueta = SIN_LECTURA if lance == "solo" else lectura()
        return Ruling({"puede": False}, (Reason("tresillo §11.1", MSG_RENDIR_NO,
                                                     {"lance": lance, "nombre_lance": NOMBRE_LANCE[lance], **etiqueta}),))
    tarde = bazas_jugadas > 3 or (bazas_jugadas == 3 and jugo_a_la_baza)
    if tarde:
        return Ruling({"puede": False}, (Reason("tresillo §11.2", MSG_RENDIR_TARDE, {"lance": lance}),))
    return Ruling({"puede": True}, (Reason("tresillo §11.2", MSG_RENDIR_SI, {"lance": lance}),))


MSG_RENDIDA_PUESTA = Message(
    "tresillo.rendida.puesta",
    "{lance} rendida{sin_defensa_es}: el jugador hace puesta.",
    "{lance} surrendered{sin_defensa_en}: the jugador makes a puesta.",
)
MSG_VUELTA_NO_DEFENDIBLE = Message(
    "tresillo.rendida.vuelta_no_defendible",
    "Una vuelta rendida no se puede defender.",
    "A surrendered vuelta cannot be defended.",
)


def rendida(lance: str, defendida: bool = False, house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """Result of a surrender nobody defends (``rules/tresillo.md §11.3–§11.4``).

    Args:
        lance: ``"entrada"`` or ``"vuelta"``.
        defendida: must be False for a vuelta (it cannot be defended); a defended entrada is settled by
            :func:`entrada_defendida` instead.

    Returns:
        Ruling with answer ``{"resultado": "puesta"}``.

    Raises:
        InvalidSituation: a lance that cannot be surrendered, a defended vuelta, or a defended entrada (use
            :func:`entrada_defendida`).
    """
    check_lance(lance, house_rules)
    if lance not in RINDEN:
        raise InvalidSituation(f"a {lance} cannot be surrendered: it must be played out (§11.1)", field="lance",
                               es=f"el lance {lance} no se puede rendir: se juega hasta el final (§11.1)")
    if defendida and lance == "vuelta":
        raise InvalidSituation("a surrendered vuelta cannot be defended (§11.3)", field="rendida",
                               es="una vuelta rendida no se puede defender (§11.3)")
    if defendida:
        raise InvalidSituation("a defended entrada is settled by the final tricks (§11.5)", field="rendida",
                               es="una entrada defendida se resuelve por las bazas finales (§11.5)")
    sin = {"sin_defensa_es": " y aceptada («bien»)" if lance == "entrada" else "",
           "sin_defensa_en": " and accepted (\"bien\")" if lance == "entrada" else ""}
    rule = "tresillo §11.4" if lance == "entrada" else "tresillo §11.3"
    reasons = [Reason(rule, MSG_RENDIDA_PUESTA, {"lance": lance.capitalize(), **sin})]
    if lance == "vuelta":
        reasons.append(Reason("tresillo §11.3", MSG_VUELTA_NO_DEFENDIBLE, {}))
    return Ruling({"resultado": PUESTA}, tuple(reasons))


DEFENSOR_GANA, PUESTA_DOBLE, DEFENSOR_PAGA, CODILLO_MANO_POBRE = 1, 2, 3, 4
"""The four outcomes of a defended entrada (§11.5), by their number in the rulebook's table."""

_DESENLACES = {
    DEFENSOR_GANA: Message(
        "tresillo.defendida.1",
        "El defensor hizo {d} bazas, más que el primer jugador ({j1}) y que el mano pobre ({m}): gana; el primer"
        " jugador hace su puesta y el defensor recibe su importe.",
        "The defender took {d} tricks, more than the first jugador ({j1}) and the mano pobre ({m}): he wins; the"
        " first jugador makes his puesta and the defender receives its amount.",
    ),
    PUESTA_DOBLE: Message(
        "tresillo.defendida.2",
        "El defensor hizo {d} bazas, tantas como el mejor de los otros dos (primer jugador {j1}, mano pobre {m}):"
        " pierde por puesta y hay dos puestas (puesta doble).",
        "The defender took {d} tricks, as many as the better of the other two (first jugador {j1}, mano pobre {m}):"
        " he loses by puesta and there are two puestas (puesta doble).",
    ),
    DEFENSOR_PAGA: Message(
        "tresillo.defendida.3",
        "El defensor hizo {d} bazas, menos que el primer jugador ({j1}): el primer jugador salva su puesta y la"
        " paga el defensor.",
        "The defender took {d} tricks, fewer than the first jugador ({j1}): the first jugador saves his puesta and"
        " the defender pays it.",
    ),
    CODILLO_MANO_POBRE: Message(
        "tresillo.defendida.4",
        "El mano pobre hizo {m} bazas, más que el defensor ({d}) y que el primer jugador ({j1}): el primer jugador"
        " hace su puesta y el defensor sufre codillo, que paga al mano pobre.",
        "The mano pobre took {m} tricks, more than the defender ({d}) and the first jugador ({j1}): the first"
        " jugador makes his puesta and the defender suffers codillo, paid to the mano pobre.",
    ),
}
MSG_ORDEN_4_3 = Message(
    "tresillo.defendida.orden",
    "También el defensor quedó por debajo del primer jugador (desenlace 3), pero Tapete mira antes el codillo del mano"
    " pobre (regla de la casa desenlace_orden).",
    "The defender also finished below the first jugador (outcome 3), but Tapete tests the mano pobre's codillo first"
    " (house rule desenlace_orden).",
)
MSG_ORDEN_3_4 = Message(
    "tresillo.defendida.orden_3",
    "También el mano pobre hizo más bazas que los otros dos (desenlace 4), pero con la regla de la casa"
    " desenlace_orden = defensor_antes se mira antes el desenlace 3.",
    "The mano pobre also took more tricks than the other two (outcome 4), but under the house rule"
    " desenlace_orden = defensor_antes outcome 3 is tested first.",
)


def orden_desenlaces(desenlace: int, j1: int, d: int, m: int) -> list[Reason]:
    """The step that names the house rule ``desenlace_orden`` (A13) when outcomes 3 and 4 of a defended entrada
    both hold (D < J1, M > D, M > J1: e.g. 3, 2, 4) and the one given rests on it; else none.

    Args:
        desenlace: the outcome given (:func:`desenlace_defendida`).
        j1, d, m: the first jugador's, the defender's and the mano pobre's tricks.
    """
    if not (d < j1 and m > d and m > j1):
        return []
    return [Reason("tresillo §11.5", MSG_ORDEN_4_3 if desenlace == CODILLO_MANO_POBRE else MSG_ORDEN_3_4, {})]


def desenlace_defendida(j1: int, d: int, m: int, codillo_antes: bool = True) -> int:
    """Outcome 1–4 of a defended entrada (§11.5), without validation: outcome 4 is tested before 3 (A13), or after
    it with ``codillo_antes=False`` (house rule ``desenlace_orden="defensor_antes"``)."""
    if d > j1 and d > m:
        return DEFENSOR_GANA
    if codillo_antes and m > d and m > j1:
        return CODILLO_MANO_POBRE
    if d < j1:
        return DEFENSOR_PAGA
    if m > d and m > j1:
        return CODILLO_MANO_POBRE
    return PUESTA_DOBLE


def entrada_defendida(primer_jugador: int, defensor: int, mano_pobre: int,
                      house_rules: TresilloHouseRules = TresilloHouseRules()) -> Ruling:
    """The outcome of an entrada surrendered and defended (``rules/tresillo.md §11.5``).

    Args:
        primer_jugador, defensor, mano_pobre: final tricks of each (all nine count), adding up to 9.

        house_rules: ``desenlace_orden`` (A13) decides 3, 2, 4 (and the like): outcome 4 by default, 3 otherwise.

    Returns:
        Ruling with answer ``{"desenlace": 1 | 2 | 3 | 4}``, the outcome numbers of §11.5 (see the constants
        ``DEFENSOR_GANA``, ``PUESTA_DOBLE``, ``DEFENSOR_PAGA``, ``CODILLO_MANO_POBRE``).

    Raises:
        InvalidSituation: counts that are not whole numbers adding up to 9.
    """
    check_bazas(primer_jugador, defensor, mano_pobre)
    n = desenlace_defendida(primer_jugador, defensor, mano_pobre, house_rules.desenlace_orden == "codillo_antes")
    values = {"j1": primer_jugador, "d": defensor, "m": mano_pobre}
    reasons = [Reason("tresillo §11.5", _DESENLACES[n], values),
               *orden_desenlaces(n, primer_jugador, defensor, mano_pobre)]
    return Ruling({"desenlace": n}, tuple(reasons))


def prioridad_defensa(jugador: int, quieren: Sequence[int]) -> int:
    """Which contra defends a surrendered entrada when both want to (§11.4, A13): the one next in play order
    (counter-clockwise) after the surrendering jugador.

    Args:
        jugador: seat of the surrendering jugador (0 mano, 1 segundo, 2 postre).
        quieren: seats of the contras who said "la sigo" (one or two).

    Returns:
        The seat of the defender.

    Raises:
        InvalidSituation: bad seats, the jugador among them, or nobody wanting to defend.
    """
    asientos = (0, 1, 2)
    if jugador not in asientos or not quieren or any(q not in asientos or q == jugador for q in quieren):
        raise InvalidSituation(
            f"seats are 0 (mano), 1 (segundo), 2 (postre); the defenders must be contras, got jugador {jugador!r} "
            f"and {list(quieren)!r}", field="quieren",
            es=f"los asientos son 0 (mano), 1 (segundo) y 2 (postre), y los que defienden deben ser contras, pero el "
               f"jugador está en el asiento {shown(jugador)} y quieren defender los asientos {shown(list(quieren))}")
    return min(quieren, key=lambda q: (q - jugador) % 3)


__all__ = [
    "bola_perdida", "bola_sin_nueve", "SACADA", "PUESTA", "CODILLO", "RINDEN", "DEFENSOR_GANA", "PUESTA_DOBLE", "DEFENSOR_PAGA", "CODILLO_MANO_POBRE",
    "clasifica", "resultado", "primeras", "puede_rendirse", "rendida", "desenlace_defendida", "orden_desenlaces",
    "entrada_defendida",
    "prioridad_defensa",
]
