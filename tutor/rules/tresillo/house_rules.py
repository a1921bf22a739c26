"""House rules of Tresillo: one field per [R] reading of ``rules/tresillo.md §16`` that can change an answer.

Defaults are the recommended readings. Each field is declared with :func:`tutor.rules.base.setting` (default, label in
Spanish and English, ``choices=(...)`` where a value is restricted).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import setting


@dataclass(frozen=True)
class TresilloHouseRules:
    """Tresillo house rules in force (``rules/tresillo.md §16``); the defaults are the rulebook's recommended readings."""

    # --- cards, play, lances, results and firmes (§3–§12) ---------------------------------------------------------
    palo_favor: str = setting("b", "palo de favor", "palo de favor", choices=("o", "c", "e", "b"),
        help_es=(
            "§6.2: el palo de favor fijado para la sesión (bastos en los ejemplos del reglamento; también en "
            "§13)."))
    """§6.2: the palo de favor fixed for the session (bastos in the rulebook's examples; shared with §13)."""
    privilegio_matadores: str = setting(
        "forzado_por_superior", "privilegio de los matadores", "privilege of the matadores",
        choices=("forzado_por_superior", "nunca_forzado", "sin_privilegio"),
        help_es=(
            "§8.3, A23: a un matador no lo fuerza un triunfo menor, pero sí un matador mayor (lo recomendado); "
            "«nunca_forzado»: ninguna salida de triunfo fuerza a un matador; «sin_privilegio»: los matadores "
            "asisten al triunfo como cualquier triunfo."))
    """§8.3, A23: a matador is never forced by a lower trump but is forced by a higher matador (recommended);
    ``nunca_forzado``: no trump lead forces a matador; ``sin_privilegio``: matadores follow trumps like any trump."""
    obligacion_fallar: bool = setting(False, "obligación de fallar", "obligation to trump",
        help_es=(
            "§8.2, A24: quien no tiene del palo salido de un palo llano debe fallar si puede (desactivado: puede "
            "jugar cualquier carta)."))
    """§8.2, A24: a player void in the led plain suit must trump if he can (off: he may play any card)."""
    estuche_minimo: int = setting(3, "estuche mínimo", "shortest estuche", choices=(3, 2, 1),
        help_es=(
            "§4.3, A7: cuántos triunfos altos seguidos (de la espada abajo) hay que tener todos (estuches) o que "
            "faltar todos (contraestuche) para contarlos; 1 es la cuenta a lo Skat."))
    """§4.3, A7: how many top trumps (from the espada down) must all be held (estuches) or all be missing
    (contraestuche) before the run is counted; 1 is the Skat-style count."""
    primeras_contras: str = setting("juntas", "primeras de los contras",
                                              "primeras of the contras", choices=("juntas", "literal"),
        help_es=(
            "§10.1, A8: los contras tienen primeras si entre los dos hicieron las bazas 1 a 5 («juntas»); "
            "«literal»: solo si hicieron las cinco primeras repartidas 4–1 o las seis primeras repartidas 3–3."))
    """§10.1, A8: the contras have primeras when together they won tricks 1–5 (``juntas``); ``literal``: only when
    they won the first five split 4–1 or the first six split 3–3."""
    bola_como_logro: bool = setting(False, "la bola como logro", "bola as an achievement",
        help_es=(
            "§10.2, A12: la bola es un lance (desactivado); activado: no hay lance de bola, y bola es hacer las "
            "nueve bazas en cualquier lance."))
    """§10.2, A12: bola is a lance (off); on: no bola lance, bola = taking all nine tricks in any lance."""
    subasta_prioridad: bool = setting(True, "prioridad en la subasta", "priority in the bidding",
        help_es="§6.4, A14: quien se sienta antes que el que tiene la puja puede igualarla en vez de superarla.")
    """§6.4, A14: a player seated earlier than the holder of the bid may equal it instead of outbidding it."""
    renuncio: str = setting("rechazar", "renuncio", "revoke (renuncio)", choices=("rechazar", "aceptar"),
        help_es=(
            "§8.5, A26: una carta que las reglas no permiten, jugada en un trato en la mesa («Juega un trato»): "
            "se rechaza citando la regla y las cartas legales («rechazar», la lectura del motor), o se acepta "
            "«como en la mesa» («aceptar»): la carta queda, el renuncio se anota y se señala, y no se aplica "
            "castigo, porque las fuentes no dan ninguno."))
    """§8.5, A26: a card the rules do not allow, played in a deal at the table (``Juega un trato``): refused with the
    rule and the legal cards (``rechazar``, the engine's reading), or accepted "as at the table" (``aceptar``): the
    card stands, the renuncio is recorded and flagged, and no penalty is applied, the sources giving none."""
    firmes_metodo: str = setting("rachas", "cómo se cuentan las firmes",
                                           "how firmes are counted", choices=("rachas", "global"),
        help_es=(
            "§12.4, A16: las firmes se cuentan por rachas («rachas») o sobre todo el palo («global»: cartas "
            "propias menos cartas vivas más altas, que da más firmes con tenencias rotas como 11e 7e 6e)."))
    """§12.4, A16: firmes counted per run (``rachas``) or over the whole suit (``global``: own cards minus live
    higher cards, which gives more firmes for broken holdings such as 11e 7e 6e)."""

    # --- contabilidad: the payments of a deal and of a session (§13) ------------------------------------------------
    recargo_puesta_sencillo: int = setting(20, "recargo de la puesta en palo sencillo",
                                               "surcharge of a puesta in palo sencillo", choices=(20, 0),
        help_es=(
            "§13.8, A1: el recargo de una puesta de caso 1 en palo sencillo (A = P + 20); la frase de la fuente "
            "se perdió, así que los problemas que lo usan dicen «regla de la casa: recargo 20». El recargo del "
            "favor (+40) sí está escrito."))
    """§13.8, A1: the surcharge on a caso-1 puesta in palo sencillo (A = P + 20); the seed's sentence is lost, so
    puzzles that use it must say "regla de la casa: recargo 20". The favor surcharge (+40) is stated."""
    perdedor_paga_por_jugar: bool = setting(False, "el perdedor paga por jugar", "the loser pays for playing",
        help_es=(
            "§13.8, A2: el jugador que pierde paga también los «5 por jugar» en caso 1 (desactivado: solo paga "
            "las condiciones)."))
    """§13.8, A2: a losing jugador also pays the "5 por jugar" in caso 1 (off: he pays only the condiciones)."""
    favor_redondeo: str = setting("doblar_y_redondear", "redondeo del palo de favor",
                                                        "rounding in palo de favor",
                                                        choices=("doblar_y_redondear", "redondear_y_doblar"),
        help_es=(
            "§13.5, A3, A20: en palo de favor se dobla la cantidad y luego se redondea (R5(2 × 7) = 15), o se "
            "redondea la cantidad sencilla y luego se dobla (2 × R5(7) = 20)."))
    """§13.5, A3, A20: palo de favor doubles the raw amount and then rounds (R5(2 × 7) = 15), or rounds the
    sencillo amount first and doubles it (2 × R5(7) = 20)."""
    solo_codillo_ambito: str = setting("ambos_casos", "solo perdido por codillo: sin puesta",
                                                      "solo lost by codillo: no puesta",
                                                      choices=("ambos_casos", "solo_caso_2"),
        help_es=(
            "§13.9, A5: un solo perdido por codillo no hace puesta ni en caso 1 ni en caso 2 («ambos_casos»), o "
            "solo en caso 2 («solo_caso_2»: en caso 1 es un codillo corriente, con su puesta)."))
    """§13.9, A5: a solo lost by codillo makes no puesta in caso 1 and caso 2 (``ambos_casos``), or only in caso 2
    (``solo_caso_2``: in caso 1 it is an ordinary codillo, puesta included)."""
    solo_codillo_paga_condiciones: bool = setting(True, "solo perdido por codillo paga condiciones",
                                                        "solo lost by codillo pays the condiciones",
        help_es=(
            "§13.9, A5: un solo perdido por codillo paga además las condiciones (desactivado: solo paga el "
            "codillo)."))
    """§13.9, A5: a solo lost by codillo still pays the condiciones (off: it pays only the codillo)."""
    alcalde_paga_y_cobra: bool = setting(True, "el alcalde paga y cobra", "the alcalde pays and collects",
        help_es=(
            "§13.0, A6: en la partida de cuatro el alcalde paga y cobra por jugador como los contras "
            "(desactivado: solo pagan y cobran los dos contras)."))
    """§13.0, A6: in the four-handed game the alcalde pays and collects the per-player amounts like the contras
    (off: only the two contras pay and collect)."""
    enchilada: int = setting(0, "enchilada", "enchilada", min=0, multiple_of=5,
        help_es=(
            "§13.2, A10, A28: la enchilada que se pone en un plato sin puesta al empezar un trato, en tantos "
            "(múltiplo de 5); 0 = no se juegan enchiladas."))
    """§13.2, A10, A28: the enchilada put into a plato without puesta at the start of a deal, in tantos (a multiple of
    5); 0 = enchiladas are not played."""
    enchilada_pagador: str = setting("repartidor", "quién pone la enchilada",
                                                   "who puts in the enchilada", choices=("repartidor", "turno"),
        help_es=(
            "§13.2, A10: quién pone la enchilada: el que reparte el trato («repartidor»), o los jugadores por "
            "turno alrededor de la mesa, sin mirar quién reparte («turno»: el siguiente al último que la puso)."))
    """§13.2, A10: who puts the enchilada in: the dealer of the deal (``repartidor``), or the players in turn round
    the table independently of the deal (``turno``: the player after the one who paid the last enchilada)."""
    desenlace_orden: str = setting("codillo_antes", "orden de los desenlaces",
                                                    "order of the outcomes",
                                                    choices=("codillo_antes", "defensor_antes"),
        help_es=(
            "§11.5, §13.11, A13: cuando la mano pobre hace más bazas que los otros dos y el defensor también "
            "queda por debajo del primer jugador (p. ej. 3, 2, 4), se mira primero el desenlace 4, codillo para "
            "la mano pobre («codillo_antes»); con «defensor_antes» gana el desenlace 3 (el defensor hace la "
            "puesta)."))
    """§11.5, §13.11, A13: when the mano pobre out-tricks both others while the defender is also below the first
    jugador (e.g. 3, 2, 4), outcome 4 (codillo to the mano pobre) is tested first (``codillo_antes``); with
    ``defensor_antes`` outcome 3 (the defender makes the puesta) wins instead."""
    puesta_real: str = setting("puesta", "puesta real (1–4–4)", "puesta real (1–4–4)", choices=("puesta", "codillo"),
        help_es=(
            "§9, A21: el 1–4–4 es puesta real y se paga como puesta (el reglamento); «codillo» sigue a la "
            "Wikipedia en español (codillo siempre que el jugador hace menos bazas que un contra). Ningún contra "
            "solo da ese codillo y las reglas no dicen quién lo cobra, así que el resultado sale como codillo sin"
            " destinatario y el cobro de un 1–4–4 se rechaza (se arregla a mano)."))
    """§9, A21: 1–4–4 is a puesta real, paid as a puesta (the rulebook); ``codillo`` follows Spanish Wikipedia
    (codillo whenever the jugador has fewer tricks than a contra). No single contra gives that codillo and the rules
    do not say who would receive it, so ``tresillo.resultado`` answers a codillo with ``codillo_para`` null and the
    cobro of a 1–4–4 is refused (settle it by hand)."""
    puesta_doble_modo: str = setting("mismo_destino", "dos puestas de una entrada",
                                                      "two puestas of one entrada",
                                                      choices=("mismo_destino", "sucesivo"),
        help_es=(
            "§13.11, A13: las dos puestas de una entrada defendida empatada van las dos adonde iría la primera "
            "(«mismo_destino»), o una tras otra («sucesivo»: la primera a un plato sin puesta, la segunda a la "
            "cartulina)."))
    """§13.11, A13: the two puestas of a tied defended entrada both go where the first would (``mismo_destino``), or
    one after the other (``sucesivo``: the first into a plato without puesta, the second to the cartulina)."""
