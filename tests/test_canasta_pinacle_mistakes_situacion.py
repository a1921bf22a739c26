"""A named mistake's text is true of the puzzle it is shown on (issue 19, "Named mistakes that fit the situation").

For every Canasta and Pinacle kind, level and named mistake, over many seeds: what the mistake's text says about the
situation holds (a tapón on top, a comodín or an opening red three in the pozo, a negative score, four red threes, a
dos of the escalera's suit, …), the learner's answer it names is exactly the mistaken computation the text
describes (recomputed here from the situation), and a wrong answer is named only by a mistake that gives it.
"""

from __future__ import annotations

import pytest

from tutor.puzzles import KINDS, LEVELS, check, generate
from tutor.referee import run as run_referee
from tutor.rules.canasta.combinaciones import puntos_carta
from tutor.rules.cartas import parse_francesa
from tutor.rules.house_rules import HouseRules
from tutor.rules.profiles import Profile

from mistake_sweep import sweep

SEEDS = range(200)
"""Seeds per kind and level (about 5,000 puzzles, a few seconds)."""


def _comodin(token):
    return token == "JK" or token.startswith("2")


def _valor(token):
    return puntos_carta(parse_francesa(token))


def _puntos(tokens):
    return sum(map(_valor, tokens))


def _reasons(p):
    return {r.message.id for r in p.ruling.reasons}


# ---------------------------------------------------------------------------------------------- canasta.valor


def _valor_sin_premio(p, w):
    return p.ruling.answer["canasta"] in ("limpia", "sucia") and p.answer - w in (500, 300)


def _valor_premio_cambiado(p, w):
    return p.ruling.answer["canasta"] in ("limpia", "sucia") and abs(p.answer - w) == 200


def _valor_contadas(rank, delta):
    """Every card of ``rank`` counted ``delta`` points too few."""
    return lambda p, w: p.answer - w == delta * sum(c.startswith(rank) for c in p.situation["cartas"]) != 0


def _valor_comodin_como_natural(p, w):
    cartas = p.situation["cartas"]
    naturales = [c for c in cartas if not _comodin(c)]
    wild = [c for c in cartas if _comodin(c)]
    return bool(naturales and wild) and w == p.answer - _puntos(wild) + len(wild) * _valor(naturales[0])


# ---------------------------------------------------------------------------------------------- canasta.combinacion


def _combinacion_limites(p, w):
    return _reasons(p) & {"canasta.combinacion.pocos_naturales", "canasta.combinacion.demasiados_comodines",
                          "canasta.combinacion.comodines_superan_naturales"} and w != "invalida"


# ---------------------------------------------------------------------------------------------- canasta.pozo


def _pozo(p):
    return p.situation["pozo"]


def _debajo(p):
    return _pozo(p)[:-1]


def _rojo_abierto(p):
    return any(c in ("3H", "3D") for c in _debajo(p))


def _comodin_cubierto(p):
    return any(map(_comodin, _debajo(p)))


def _motivo_olvidando(p, primera=False, premio=False):
    """The referee's motivo with the first take (``primera``) and/or the premiado pozo (``premio``: its red threes
    and comodines under the top taken away) forgotten, §8.6 P6."""
    s = dict(p.situation_json())
    if primera:
        s["primera_toma_hecha"] = True
    if premio:
        s["pozo"] = [c for c in _debajo(p) if not _comodin(c) and c not in ("3H", "3D")] + [_pozo(p)[-1]]
    return run_referee("canasta.pozo", s, None).answer["motivo"]


def _olvido_premiado_apertura(p, w):
    """Both causes hold and each alone still asks the pair: only forgetting both gives the learner's answer (#3)."""
    return (_rojo_abierto(p) and not p.situation["primera_toma_hecha"] and p.answer == "FALTA_PAREJA_NATURAL"
            and _motivo_olvidando(p, premio=True) == p.answer == _motivo_olvidando(p, primera=True)
            and _motivo_olvidando(p, primera=True, premio=True) == w)


# ---------------------------------------------------------------------------------------------- canasta.salida


def _salida(minimo=None, extra=None, valida=None):
    """The answer with the stated minimum, points changed by ``extra(p)`` and validity as the text reads it."""
    def holds(p, w):
        m = p.answer[0] if minimo is None else minimo
        puntos = p.answer[1] + (extra(p) if extra else 0)
        ok = _legal(p) and puntos >= m if valida is None else valida(p, puntos, m)
        return w == (m, puntos, "si" if ok else "no")
    return holds


def _legal(p):
    return "canasta.salida.combinacion_invalida" not in _reasons(p)


def _canasta_premios(p):
    return sum(500 if not any(map(_comodin, m)) else 300 for m in p.situation["combinaciones"] if len(m) >= 7)


def _salida_tramo(p, w):
    return w[0] in (15, 50, 90, 120) and w[0] != p.answer[0] and _salida(minimo=w[0])(p, w)


# ---------------------------------------------------------------------------------------------- canasta.mano


def _parte(p, w, name):
    """(right, wrong) value of the part ``name``, and whether only it and the total changed by the same amount."""
    names = [part.name for part in p.form.parts]
    if name not in names:
        return None, None, False
    i = names.index(name)
    solo = all(a == b for j, (a, b) in enumerate(zip(p.answer, w)) if j not in (i, len(names) - 1))
    return p.answer[i], w[i], solo and w[-1] - p.answer[-1] == w[i] - p.answer[i]


def _mano_sin_premios(p, w):
    right, wrong, solo = _parte(p, w, "combinaciones")
    return solo and right - wrong == _canasta_premios_mano(p) > 0


def _canasta_premios_mano(p):
    return sum(500 if not any(map(_comodin, m)) else 300 for m in p.situation["combinaciones"]
               if len(m) >= 7 and not all(map(_comodin, m)))


def _mano_suma(p, w):
    right, wrong, solo = _parte(p, w, "mano")
    return solo and right < 0 and wrong == -right


def _honores_sin_mesa(p, w):
    right, wrong, solo = _parte(p, w, "honores")
    return solo and not p.situation["combinaciones"] and p.situation["treses_rojos"] and wrong == -right


def _sin_canastron(p, w):
    """Seven canastas, 500 missing from the premios, and no other premio of 500 (four black threes, a canasta
    oculta) that forgetting would explain as well (#4)."""
    right, wrong, solo = _parte(p, w, "premios")
    otros = [line["puntos"] for line in p.ruling.answer["desglose"] if line["concepto"] not in
             ("canastrón", "canasta de canastas") and line["tipo"] not in ("combinacion", "honores", "mano")]
    return (solo and sum(len(m) >= 7 for m in p.situation["combinaciones"]) >= 7 and right - wrong == 500
            and 500 not in otros)


def _cuatro_rojos(valor):
    def holds(p, w):
        right, wrong, solo = _parte(p, w, "honores")
        return solo and p.situation["treses_rojos"] == 4 and abs(right) == 800 and wrong == valor * (right // 800)
    return holds


def _cuatro_negros(p, w):
    right, wrong, solo = _parte(p, w, "premios")
    return solo and p.situation["treses_negros_al_irse"] == 4 and wrong - right == 20


# ---------------------------------------------------------------------------------------------- canasta.robo


def _robo(p):
    return p.situation["robo"]


def _rojo(token):
    return token in ("3H", "3D")


def _turnadas(p):
    """The cards the opening turns up: every red three or comodín on top of the mazo, then one more."""
    mazo = p.situation["mazo"]
    n = next(i for i, c in enumerate(mazo) if not (_rojo(c) or _comodin(c)))
    return mazo[:n + 1]


def _apertura(p, wrong):
    return lambda _, w: _robo(p) == "apertura" and w == wrong


def _negro_encima(p, w):
    turnadas = _turnadas(p)
    resto = p.situation["mazo"][len(turnadas):]
    natural = next((i for i, c in enumerate(resto) if c != "JK" and c[:-1] not in ("2", "3")), None)
    if turnadas[-1] not in ("3S", "3C") or natural is None:
        return False
    tapadas = p.situation["mazo"][:len(turnadas) + natural]  # the black three covered too, up to the natural card
    return w == (len(tapadas) + 1, "si" if any(_rojo(c) or _comodin(c) for c in tapadas) else "no")


def _robadas(p):
    """The draw walked by hand: (cards needed, red threes among the mazo's cards drawn, hand size before)."""
    s = p.situation
    return 1 + len(s.get("treses_del_reparto", ())), len(s["mano"])


def _rojos_robados(p):
    return p.answer[1] if _robo(p) != "apertura" else 0


def _no_repuso_mazo(p, w):
    n, antes = _robadas(p)
    primeras = p.situation["mazo"][:n]
    rojos = sum(map(_rojo, primeras))
    return _robo(p) == "mazo" and _rojos_robados(p) > 0 and w == (n, rojos, antes + n - rojos)


def _tres_en_mano(p, w):
    if _robo(p) == "mazo":
        n, antes = _robadas(p)
        return _rojos_robados(p) > 0 and w == (n, 0, antes + n)
    rojos = sum(map(_rojo, p.situation["pozo"]))
    return _robo(p) == "pozo" and rojos > 0 and w == (0, 0, p.answer[2] + rojos)


def _no_repuso_reparto(p, w):
    if _robo(p) != "mazo" or not p.situation.get("treses_del_reparto"):
        return False
    mazo = p.situation["mazo"]
    primera = next(i for i, c in enumerate(mazo) if not _rojo(c))  # one card drawn, red threes replaced
    return w == (primera + 1, primera, len(p.situation["mano"]) + 1)


def _pozo_rojos(p):
    return sum(map(_rojo, p.situation["pozo"]))


def _pozo_entran(p):
    s = p.situation
    return len(s["mano"]) - len(s["clave"]) + len(s["pozo"]) - 1 - _pozo_rojos(p)


def _repuso_pozo(p, w):
    r = _robo(p) == "pozo" and _pozo_rojos(p)
    return bool(r) and p.answer == (0, r, _pozo_entran(p)) and w == (r, r, _pozo_entran(p) + r)


def _solo_tope(p, w):
    s = p.situation
    return _robo(p) == "pozo" and len(s["pozo"]) > 1 and w == (0, 0, len(s["mano"]) - len(s["clave"]))


def _comodin_a_la_mesa(p, w):
    c = sum(map(_comodin, p.situation["pozo"][:-1])) if _robo(p) == "pozo" else 0
    return c > 0 and w == (0, _pozo_rojos(p) + c, _pozo_entran(p) - c)


def _tope_en_mano(p, w):
    return _robo(p) == "pozo" and w == (0, _pozo_rojos(p), _pozo_entran(p) + 1)


# ---------------------------------------------------------------------------------------------- pinacle


def _escalera_palo(p):
    return next(c[-1] for c in p.situation["cartas"] if not _comodin(c))


def _escalera_clase(p):
    return p.ruling.answer.get("clase")


def _rescatados(p):
    return p.situation.get("rescatados", ())


def _sucia_semilimpia(p, w):
    palo = _escalera_palo(p)
    otros = [c for c in p.situation["cartas"] if _comodin(c) and c != "2" + palo]
    return _escalera_clase(p) == "sucia" and bool(otros) and w > p.answer


def _800_750(p, w):
    return _escalera_clase(p) in ("semilimpia", "limpia") and abs(w - p.answer) == 50 and any(
        c == "2" + _escalera_palo(p) for c in p.situation["cartas"])


def _escalera_sin_rescatados(p, w):
    return p.answer - w == 30 * len(_rescatados(p)) > 0


def _rescatado_en_clase(p, w):
    return bool(_rescatados(p)) and _escalera_clase(p) != "sucia" and w == 500 + 30 * len(_rescatados(p))


def _trio_rango(p):
    return p.situation["sustituye"][:-1]


def _no_dobla(p, w):
    return p.situation["comodin"] != "JK" and _trio_rango(p) in ("A", "K", "Q", "J") and w * 2 == p.answer


def _diez_figura(p, w):
    return p.situation["comodin"] != "JK" and _trio_rango(p) == "10" and w == 20 and p.answer == 0


def _como_escalera(p, w):
    return p.situation["comodin"] != "JK" and w == 30 != p.answer


def _joker_como_dos(p, w):
    return p.situation["comodin"] == "JK" and p.answer == 30 and w in (0, 20)


def _libres(p):
    return set(p.answer)


def _todos_libres(p, w):
    return set(w) > _libres(p)  # some comodín named free lies between two cards


def _ninguno_libre(p, w):
    return w == () and p.answer != ()


def _entre_naturales(p, w):
    """#7: the learner's free comodines are those outside the natural cards, and some comodín blocked by Tapete's
    reading (a comodín beside it counts as a card) is among them."""
    cartas = p.situation["cartas"]
    nat = [i for i, c in enumerate(cartas) if not _comodin(c)]
    libres = {c for i, c in enumerate(cartas) if _comodin(c) and not nat[0] < i < nat[-1]}
    return set(w) == libres and set(w) > _libres(p)


def _al_reves(p, w):
    return not set(w) & _libres(p) and set(w) | _libres(p) == set(p.form.among)


def _especial_naturales(p):
    return [c for c in p.situation["cartas"] if not _comodin(c)]


def _sumo_cartas(p, w):
    return len(_especial_naturales(p)) == len(p.situation["cartas"]) and w - p.answer == _puntos_pinacle(p)


def _puntos_pinacle(p):
    return sum(15 if c.startswith("A") else 10 for c in p.situation["cartas"])


def _pinaculo_cambiado(p, w):
    return "de_mano" in p.situation and {w, p.answer} == {3000, 1500}


def _ases_figuras(p, w):
    naturales = _especial_naturales(p)
    return len(naturales) == len(p.situation["cartas"]) and w != p.answer and len({c[:-1] for c in naturales}) == 1


def _especial_sin_rescatados(p, w):
    valor = 30 if _especial_naturales(p)[0].startswith("A") else 20
    esperado = sum(30 if c == "JK" else valor for c in _rescatados(p))
    return p.answer - w == esperado > 0


# ---------------------------------------------------------------------------------------------- pinacle.jugada

_POSICION = {r: i for i, r in enumerate(("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))}


def _dice_legal(w):
    return w in ("si", "legal")


def _dice(motivo):
    """The wrong answer names ``motivo`` (or says "no" at level 1)."""
    return lambda w: w in ("no", motivo)


def _jugada(p):
    return p.situation["jugada"]


def _resultado(p):
    """The cards of the combination the move exposes or makes, an escalera lowest first (None: no combination)."""
    s = p.situation
    if _jugada(p) in ("bajar_trio", "empezar_escalera"):
        return list(s["cartas"])
    if _jugada(p) == "anadir":
        comb = list(s["combinaciones"][s["sobre"]])
        return list(s["cartas"]) + comb if s.get("extremo") == "abajo" else comb + list(s["cartas"])
    if _jugada(p) == "unir":  # the two escaleras one after the other, the lower first
        a, b = (list(s["combinaciones"][i]) for i in (s["sobre"], s["otra"]))
        return a + b if _inicio(a) < _inicio(b) else b + a
    return None


def _inicio(cartas):
    """The position of an escalera's first card (0 = the 3)."""
    i, c = next((i, c) for i, c in enumerate(cartas) if not _comodin(c))
    return _POSICION[c[:-1]] - i


def _naturales_de(cartas):
    return [c for c in cartas if not _comodin(c)]


def _es_trio_resultado(p):
    if _jugada(p) == "bajar_trio":
        return True
    if _jugada(p) != "anadir":
        return False
    nat = _naturales_de(p.situation["combinaciones"][p.situation["sobre"]])
    return len(nat) < 2 or nat[0][:-1] == nat[1][:-1]


def _huecos(cartas):
    """Natural neighbours of an escalera (in the order laid) with more positions between them than cards."""
    marcadas = [(i, _POSICION[c[:-1]]) for i, c in enumerate(cartas) if not _comodin(c)]
    return [(a, b) for a, b in zip(marcadas, marcadas[1:]) if b[1] - a[1] > b[0] - a[0]]


def _inicio_y_vuelta(cartas):
    marcadas = [(i, _POSICION[c[:-1]]) for i, c in enumerate(cartas) if not _comodin(c)]
    return marcadas[0][1] - marcadas[0][0], any(b[1] < a[1] for a, b in zip(marcadas, marcadas[1:]))


def _tras_el_as(cartas):
    """Past the ace: a card after it (K A 3) or more positions above the lowest natural than the ace leaves."""
    inicio, vuelta = _inicio_y_vuelta(cartas)
    return inicio + len(cartas) > 12 or vuelta


def _bajo_el_tres(cartas):
    """Comodines at the bottom that would stand below the 3 (a 2 read as the card below it)."""
    inicio, vuelta = _inicio_y_vuelta(cartas)
    return inicio < 0 and not vuelta


def _escalera_legal_con_comodin_dentro(p):
    cartas = _resultado(p)
    return (p.ruling.answer["legal"] and cartas is not None and not _es_trio_resultado(p)
            and any(map(_comodin, cartas[1:-1])))


def _trio_legal(p):
    return p.ruling.answer["legal"] and _resultado(p) is not None and _es_trio_resultado(p)


FITS = {
    "canasta.valor.sin_premio": _valor_sin_premio,
    "canasta.valor.premio_cambiado": _valor_premio_cambiado,
    "canasta.valor.joker_como_dos": _valor_contadas("JK", 30),
    "canasta.valor.as_como_figura": _valor_contadas("A", 10),
    "canasta.valor.comodin_como_natural": _valor_comodin_como_natural,
    "canasta.combinacion.dos_natural": lambda p, w: p.answer == "sucia"
    and any(map(_comodin, p.situation["cartas"])),
    "canasta.combinacion.limites_comodines": _combinacion_limites,
    "canasta.combinacion.seis_no_es_canasta": lambda p, w: len(p.situation["cartas"]) == 6
    and p.answer == "combinacion",
    "canasta.combinacion.tres_negros": lambda p, w: all(c in ("3S", "3C") for c in p.situation["cartas"]),
    "canasta.combinacion.minimo_tres": lambda p, w: len(p.situation["cartas"]) < 3 and w != "invalida",
    "canasta.pozo.ignoro_tapon": lambda p, w: (_pozo(p)[-1] in ("3S", "3C") or _comodin(_pozo(p)[-1]))
    and w == "PUEDE_TOMAR",
    "canasta.pozo.olvido_premiado": lambda p, w: _comodin_cubierto(p) and not _rojo_abierto(p)
    and p.situation["primera_toma_hecha"] and p.answer == "FALTA_PAREJA_NATURAL"
    and _motivo_olvidando(p, premio=True) == w,
    "canasta.pozo.olvido_premiado_apertura": _olvido_premiado_apertura,
    "canasta.pozo.olvido_primera_toma": lambda p, w: not p.situation["primera_toma_hecha"] and not _comodin_cubierto(p)
    and not _rojo_abierto(p) and p.answer == "FALTA_PAREJA_NATURAL" and _motivo_olvidando(p, primera=True) == w,
    "canasta.pozo.conto_pozo_salida": lambda p, w: not p.situation["salida_hecha"] and _debajo(p)
    and p.answer == "SALIDA_INSUFICIENTE",
    "canasta.pozo.dos_comodines": lambda p, w: p.answer == "DOS_COMODINES",
    "canasta.pozo.premiado_bloquea": lambda p, w: (_comodin_cubierto(p) or _rojo_abierto(p))
    and p.answer == "PUEDE_TOMAR",
    "canasta.salida.conto_premio": _salida(extra=_canasta_premios),
    "canasta.salida.conto_pozo": _salida(extra=lambda p: _puntos(p.context["debajo_del_pozo"])),
    "canasta.salida.tramo_equivocado": _salida_tramo,
    "canasta.salida.minimo_cero": lambda p, w: p.situation["puntuacion"] < 0 and _salida(minimo=0)(p, w),
    "canasta.salida.ignoro_ilegal": lambda p, w: not _legal(p)
    and _salida(valida=lambda p, puntos, m: puntos >= m)(p, w),
    "canasta.salida.sin_carta_pozo": _salida(extra=lambda p: -_valor(p.situation["carta_pozo"])),
    "canasta.salida.tope_dos_veces": _salida(extra=lambda p: _valor(p.situation["carta_pozo"])),
    "canasta.salida.conto_honores": _salida(extra=lambda p: 100 * p.context["treses_rojos"]),
    "canasta.mano.sin_premios": _mano_sin_premios,
    "canasta.mano.mano_suma": _mano_suma,
    "canasta.mano.honores_sin_mesa": _honores_sin_mesa,
    "canasta.mano.cuatro_rojos": _cuatro_rojos(400),
    "canasta.mano.cuatro_rojos_1200": _cuatro_rojos(1200),
    "canasta.mano.cuatro_rojos_200": _cuatro_rojos(200),
    "canasta.mano.sin_canastron": _sin_canastron,
    "canasta.mano.cuatro_negros": _cuatro_negros,
    "canasta.robo.no_tapo": lambda p, w: _robo(p) == "apertura" and (_rojo(p.situation["mazo"][0])
                                                                     or _comodin(p.situation["mazo"][0]))
    and w == (1, "si"),
    "canasta.robo.tapo_tres_negro": _negro_encima,
    "canasta.robo.enterradas_fuera": lambda p, w: _robo(p) == "apertura" and len(_turnadas(p)) > 1
    and w == (1, "no"),
    "canasta.robo.no_premiado": lambda p, w: _robo(p) == "apertura" and len(_turnadas(p)) > 1
    and w == (len(_turnadas(p)), "no") and p.answer == (len(_turnadas(p)), "si"),
    "canasta.robo.premiado_sin_nada": lambda p, w: _robo(p) == "apertura" and len(_turnadas(p)) == 1
    and p.answer == (1, "no") and w == (1, "si"),
    "canasta.robo.no_repuso_mazo": _no_repuso_mazo,
    "canasta.robo.tres_en_mano": _tres_en_mano,
    "canasta.robo.no_repuso_reparto": _no_repuso_reparto,
    "canasta.robo.una_reposicion": lambda p, w: _no_repuso_mazo(p, w) and _no_repuso_reparto(p, w),
    "canasta.robo.repuso_pozo": _repuso_pozo,
    "canasta.robo.solo_tope": _solo_tope,
    "canasta.robo.comodin_a_la_mesa": _comodin_a_la_mesa,
    "canasta.robo.tope_en_mano": _tope_en_mano,
    "pinacle.escalera.sucia_semilimpia": _sucia_semilimpia,
    "pinacle.escalera.800_750": _800_750,
    "pinacle.escalera.sin_rescatados": _escalera_sin_rescatados,
    "pinacle.escalera.rescatado_en_clase": _rescatado_en_clase,
    "pinacle.comodin.no_dobla": _no_dobla,
    "pinacle.comodin.diez_figura": _diez_figura,
    "pinacle.comodin.como_escalera": _como_escalera,
    "pinacle.comodin.joker_como_dos": _joker_como_dos,
    "pinacle.comodin.bloqueo_entre_naturales": _entre_naturales,
    "pinacle.comodin.todos_libres": _todos_libres,
    "pinacle.comodin.ninguno_libre": _ninguno_libre,
    "pinacle.comodin.al_reves": _al_reves,
    "pinacle.especial.sumo_cartas": _sumo_cartas,
    "pinacle.especial.pinaculo_cambiado": _pinaculo_cambiado,
    "pinacle.especial.ases_figuras": _ases_figuras,
    "pinacle.especial.sin_rescatados": _especial_sin_rescatados,
    "pinacle.especial.dos_a_30": lambda p, w: not _especial_naturales(p)[0].startswith("A")
    and w - p.answer == 10 * sum(c != "JK" for c in _rescatados(p)) > 0,
    "pinacle.jugada.menos_de_tres": lambda p, w: _dice_legal(w) and len(_resultado(p)) < 3,
    "pinacle.jugada.indices": lambda p, w: _dice_legal(w) and _es_trio_resultado(p)
    and len({c[:-1] for c in _naturales_de(_resultado(p))}) > 1,
    "pinacle.jugada.palos": lambda p, w: _dice_legal(w) and not _es_trio_resultado(p)
    and len({c[-1] for c in _naturales_de(_resultado(p))}) > 1,
    "pinacle.jugada.hueco": lambda p, w: _dice_legal(w) and not _es_trio_resultado(p)
    and bool(_huecos(_resultado(p))) and not any(map(_comodin, _resultado(p))),
    "pinacle.jugada.hueco_comodin": lambda p, w: _dice_legal(w) and not _es_trio_resultado(p)
    and bool(_huecos(_resultado(p))) and any(map(_comodin, _resultado(p))),
    "pinacle.jugada.posiciones": lambda p, w: _dice_legal(w) and not _es_trio_resultado(p)
    and _tras_el_as(_resultado(p)),
    "pinacle.jugada.bajo_el_tres": lambda p, w: _dice_legal(w) and not _es_trio_resultado(p)
    and _bajo_el_tres(_resultado(p)),
    "pinacle.jugada.dos_comodines": lambda p, w: _dice_legal(w) and _jugada(p) == "empezar_escalera"
    and sum(map(_comodin, p.situation["cartas"])) >= 2,
    "pinacle.jugada.trio_palos": lambda p, w: _dice("palos")(w) and _trio_legal(p)
    and len({c[-1] for c in _naturales_de(_resultado(p))}) > 1,
    "pinacle.jugada.trio_comodines": lambda p, w: _dice("comodines")(w) and _trio_legal(p)
    and sum(map(_comodin, _resultado(p))) >= 2,
    "pinacle.jugada.comodin_en_hueco": lambda p, w: _dice("hueco")(w) and _escalera_legal_con_comodin_dentro(p),
    "pinacle.jugada.unir": lambda p, w: _dice_legal(w) and _jugada(p) == "unir",
    "pinacle.jugada.pozo_entero": lambda p, w: _dice_legal(w) and _jugada(p) == "tomar_pozo"
    and len(p.situation["cartas"]) < len(p.situation["pozo"]),
    "pinacle.jugada.descarte_mesa": lambda p, w: _dice_legal(w) and _jugada(p) == "descartar"
    and p.situation["cartas"][0] not in p.situation["mano"]
    and any(p.situation["cartas"][0] in c for c in p.situation["combinaciones"]),
    "pinacle.jugada.senal": lambda p, w: w == "senal" and _jugada(p) == "empezar_escalera"
    and p.situation["a_la_derecha"] and p.ruling.answer["legal"],
}

CANASTA_PINACLE = [name for name in KINDS if name.split(".")[0] in ("canasta", "pinacle")]


def test_every_named_mistake_has_its_check():
    ids = {spec.mistake.id for name in CANASTA_PINACLE for spec in KINDS[name].mistakes}
    assert ids == set(FITS)


@pytest.mark.parametrize("name", CANASTA_PINACLE)
def test_a_named_mistake_is_true_of_its_situation_and_gives_the_answer_it_names(name):
    assert sweep(name, FITS, SEEDS) == {
        spec.mistake.id for spec in KINDS[name].mistakes}, name


JUGADA_PROFILES = {
    "dos_al_empezar": {"comodines_al_empezar": 2},
    "unir_salvo_completa": {"unir_escaleras": "salvo_completa"},
    "tope_trio": {"max_comodines_trio": 1},
}


@pytest.mark.parametrize("name", sorted(JUGADA_PROFILES))
def test_pinacle_jugada_under_other_house_rules_answers_follow_and_mistakes_still_fit(name):
    profile = Profile("club_1", "Club", "Club", HouseRules.from_mapping({"pinacle": JUGADA_PROFILES[name]}))
    changed = 0
    for level in LEVELS:
        for seed in range(150):
            p = generate("pinacle.jugada", level, seed, profile)
            changed += p.answer != generate("pinacle.jugada", level, seed).answer
            for mistake, wrong in p.mistakes:
                assert FITS[mistake.id](p, wrong), (str(p.id), mistake.id, wrong)
                assert check(p, p.form.format(wrong)).mistake is not None
    assert changed, f"{name} changes no answer"
