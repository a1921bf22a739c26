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
    palo_favor: str = setting("b", "palo de favor", "palo de favor", choices=("o", "c", "e", "b"))
    """§6.2: the palo de favor fixed for the session (bastos in the rulebook's examples; shared with §13)."""
    privilegio_matadores: str = setting(
        "forzado_por_superior", "privilegio de los matadores", "privilege of the matadores",
        choices=("forzado_por_superior", "nunca_forzado", "sin_privilegio"))
    """§8.3, A23: a matador is never forced by a lower trump but is forced by a higher matador (recommended);
    ``nunca_forzado``: no trump lead forces a matador; ``sin_privilegio``: matadores follow trumps like any trump."""
    obligacion_fallar: bool = setting(False, "obligación de fallar", "obligation to trump")
    """§8.2, A24: a player void in the led plain suit must trump if he can (off: he may play any card)."""
    estuche_minimo: int = setting(3, "estuche mínimo", "shortest estuche", choices=(3, 2, 1))
    """§4.3, A7: how many top trumps (from the espada down) must all be held (estuches) or all be missing
    (contraestuche) before the run is counted; 1 is the Skat-style count."""
    primeras_contras: str = setting("juntas", "primeras de los contras",
                                              "primeras of the contras", choices=("juntas", "literal"))
    """§10.1, A8: the contras have primeras when together they won tricks 1–5 (``juntas``); ``literal``: only when
    they won the first five split 4–1 or the first six split 3–3."""
    bola_como_logro: bool = setting(False, "la bola como logro", "bola as an achievement")
    """§10.2, A12: bola is a lance (off); on: no bola lance, bola = taking all nine tricks in any lance."""
    subasta_prioridad: bool = setting(True, "prioridad en la subasta", "priority in the bidding")
    """§6.4, A14: a player seated earlier than the holder of the bid may equal it instead of outbidding it."""
    renuncio: str = setting("rechazar", "renuncio", "revoke (renuncio)", choices=("rechazar", "aceptar"))
    """§8.5, A26: a card the rules do not allow, played in a deal at the table (``Juega un trato``): refused with the
    rule and the legal cards (``rechazar``, the engine's reading), or accepted "as at the table" (``aceptar``): the
    card stands, the renuncio is recorded and flagged, and no penalty is applied, the sources giving none."""
    firmes_metodo: str = setting("rachas", "cómo se cuentan las firmes",
                                           "how firmes are counted", choices=("rachas", "global"))
    """§12.4, A16: firmes counted per run (``rachas``) or over the whole suit (``global``: own cards minus live
    higher cards, which gives more firmes for broken holdings such as 11e 7e 6e)."""

    # --- contabilidad: the payments of a deal and of a session (§13) ------------------------------------------------
    recargo_puesta_sencillo: int = setting(20, "recargo de la puesta en palo sencillo",
                                               "surcharge of a puesta in palo sencillo", choices=(20, 0))
    """§13.8, A1: the surcharge on a caso-1 puesta in palo sencillo (A = P + 20); the seed's sentence is lost, so
    puzzles that use it must say "regla de la casa: recargo 20". The favor surcharge (+40) is stated."""
    perdedor_paga_por_jugar: bool = setting(False, "el perdedor paga por jugar", "the loser pays for playing")
    """§13.8, A2: a losing jugador also pays the "5 por jugar" in caso 1 (off: he pays only the condiciones)."""
    favor_redondeo: str = setting("doblar_y_redondear", "redondeo del palo de favor",
                                                        "rounding in palo de favor",
                                                        choices=("doblar_y_redondear", "redondear_y_doblar"))
    """§13.5, A3, A20: palo de favor doubles the raw amount and then rounds (R5(2 × 7) = 15), or rounds the
    sencillo amount first and doubles it (2 × R5(7) = 20)."""
    solo_codillo_ambito: str = setting("ambos_casos", "solo perdido por codillo: sin puesta",
                                                      "solo lost by codillo: no puesta",
                                                      choices=("ambos_casos", "solo_caso_2"))
    """§13.9, A5: a solo lost by codillo makes no puesta in caso 1 and caso 2 (``ambos_casos``), or only in caso 2
    (``solo_caso_2``: in caso 1 it is an ordinary codillo, puesta included)."""
    solo_codillo_paga_condiciones: bool = setting(True, "solo perdido por codillo paga condiciones",
                                                        "solo lost by codillo pays the condiciones")
    """§13.9, A5: a solo lost by codillo still pays the condiciones (off: it pays only the codillo)."""
    alcalde_paga_y_cobra: bool = setting(True, "el alcalde paga y cobra", "the alcalde pays and collects")
    """§13.0, A6: in the four-handed game the alcalde pays and collects the per-player amounts like the contras
    (off: only the two contras pay and collect)."""
    enchilada: int = setting(0, "enchilada", "enchilada", min=0, multiple_of=5)
    """§13.2, A10, A28: the enchilada put into a plato without puesta at the start of a deal, in tantos (a multiple of
    5); 0 = enchiladas are not played."""
    enchilada_pagador: str = setting("repartidor", "quién pone la enchilada",
                                                   "who puts in the enchilada", choices=("repartidor", "turno"))
    """§13.2, A10: who puts the enchilada in: the dealer of the deal (``repartidor``), or the players in turn round
    the table independently of the deal (``turno``: the player after the one who paid the last enchilada)."""
    desenlace_orden: str = setting("codillo_antes", "orden de los desenlaces",
                                                    "order of the outcomes",
                                                    choices=("codillo_antes", "defensor_antes"))
    """§11.5, §13.11, A13: when the mano pobre out-tricks both others while the defender is also below the first
    jugador (e.g. 3, 2, 4), outcome 4 (codillo to the mano pobre) is tested first (``codillo_antes``); with
    ``defensor_antes`` outcome 3 (the defender makes the puesta) wins instead."""
    puesta_real: str = setting("puesta", "puesta real (1–4–4)", "puesta real (1–4–4)", choices=("puesta", "codillo"))
    """§9, A21: 1–4–4 is a puesta real, paid as a puesta (the rulebook); ``codillo`` follows Spanish Wikipedia
    (codillo whenever the jugador has fewer tricks than a contra). No single contra gives that codillo and the rules
    do not say who would receive it, so ``tresillo.resultado`` answers a codillo with ``codillo_para`` null and the
    cobro of a 1–4–4 is refused (settle it by hand)."""
    puesta_doble_modo: str = setting("mismo_destino", "dos puestas de una entrada",
                                                      "two puestas of one entrada",
                                                      choices=("mismo_destino", "sucesivo"))
    """§13.11, A13: the two puestas of a tied defended entrada both go where the first would (``mismo_destino``), or
    one after the other (``sucesivo``: the first into a plato without puesta, the second to the cartulina)."""
