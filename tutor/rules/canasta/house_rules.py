"""House rules of Canasta: one field per [R] reading of ``rules/canasta.md §16`` that can change an answer.

Defaults are the recommended readings of the rules file. Each field is declared with :func:`tutor.rules.base.setting`
(its default, its label in Spanish and English, and ``choices=(...)`` or ``min=n``, checked by
:func:`tutor.rules.base.settings_from_mapping`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import InvalidSituation, setting


@dataclass(frozen=True)
class CanastaHouseRules:
    """Canasta house rules in force (``rules/canasta.md §16``); defaults = the rulebook's recommended readings.

    Raises:
        InvalidSituation: on construction, when the house rules contradict each other (e.g. a canasta de canastas
            threshold below the canastrón's) or a premio is not a multiple of 5.
    """

    primera_toma_por_pareja: bool = setting(False, "pozo congelado hasta la salida de cada pareja",
                                                   "pozo frozen until each partnership's salida")
    """§8.6 P6, A1: the relaxed pozo conditions start after each partnership's own first take / salida (True),
    instead of after the first take of the hand by anyone (False, acanomas). A partnership that took the pozo has
    necessarily made its salida, so with True the strict condition applies while ``salida_hecha`` is false."""
    comodines_tras_pareja: bool = setting(True, "comodines junto a la pareja natural al tomar el pozo",
                                                "comodines beside the natural pair when taking the pozo")
    """§8.6 P6, A2: once top + natural pair are shown under the strict condition, comodines may join that key
    combination in the same turn (and count for the salida)."""
    pareja_sobre_combinacion_existente: bool = setting(True, "pareja natural sobre una combinación ya en la mesa",
                                                             "natural pair onto a combination already on the table")
    """§8.6 P6, A21: under the strict condition, top + the natural pair may be laid onto the partnership's existing
    combination of that rank (the condition is about holding the pair, not where the cards go)."""
    pumba_no_toma_pozo: bool = setting(False, "con pumba no se toma el pozo", "no taking the pozo with pumba")
    """§8.6, A19: a player with a single card in hand (pumba) may not take the pozo."""
    min_naturales: int = setting(2, "cartas naturales mínimas por combinación",
                                    "fewest natural cards in a combination", min=1)
    """§5, A4: natural cards a combination needs (comodines-only combinations aside)."""
    max_comodines: int = setting(3, "comodines máximos por combinación", "most comodines in a combination", min=0)
    """§5, A4: most comodines in one combination (comodines-only combinations aside)."""
    comodines_no_superan_naturales: bool = setting(True, "comodines nunca más que naturales",
                                                         "comodines never outnumber naturals")
    """§5, A4: comodines may never outnumber the natural cards of a combination (False: Pagat-classic, where
    2 naturals + 3 comodines is legal)."""
    combinaciones_de_comodines: bool = setting(True, "combinaciones solo de comodines",
                                                     "combinations of comodines only")
    """§5, A5: combinations made only of comodines may be laid (and seven of them make the canasta de comodines,
    2 000); off: a comodín is melded only with natural cards, as the international rulebooks say."""
    minimo_combinacion_comodines: int = setting(3, "cartas para empezar una combinación de comodines",
                                                   "cards to start a combination of comodines", min=3)
    """§5, A5: cards needed to start a combination made only of comodines (7: only as a complete canasta)."""
    premio_comodines_reemplaza_sucia: bool = setting(True, "la canasta de comodines no suma la de sucia",
                                                           "the canasta de comodines does not add the sucia's premio")
    """§5.1, A5: the 2 000 of a canasta de comodines replaces the 300 of a canasta sucia (False: 2 300)."""
    una_combinacion_por_rango: bool = setting(True, "una combinación por rango y pareja",
                                                    "one combination per rank and partnership")
    """§5 [S, R]: a partnership has at most one combination of each rank on the table."""
    premios_por_canastas: bool = setting(True, "premios de canastrón y canasta de canastas",
                                               "canastrón and canasta de canastas premios")
    """§11, A6: the canastrón (500) and the canasta de canastas (2 000) are premios; off: the number of canastas
    earns nothing of its own, as in the international rulebooks."""
    canastas_canastron: int = setting(5, "canastas para el canastrón", "canastas for the canastrón", min=1)
    """§11, A6: canastas needed for the canastrón (500)."""
    canastas_canasta_de_canastas: int = setting(7, "canastas para la canasta de canastas",
                                                   "canastas for the canasta de canastas", min=1)
    """§11, A6: canastas needed for the canasta de canastas (2 000)."""
    premios_canastas_exactos: bool = setting(False, "canastrón con el número exacto de canastas",
                                                    "canastrón with exactly its number of canastas")
    """§11, A6: the canastrón needs exactly (not at least) its number of canastas; with this on, seven canastas
    earn only the canasta de canastas."""
    canastron_acumula: bool = setting(True, "el canastrón se suma a la canasta de canastas",
                                            "the canastrón adds to the canasta de canastas")
    """§11, A6: with seven canastas the canastrón is earned too (500 + 2 000)."""
    honores_requieren_canasta: bool = setting(False, "los treses rojos a favor piden una canasta",
                                                     "red threes count for a partnership only with a canasta")
    """§6, A10: red threes count positive only if the partnership has a canasta (default: any combination)."""
    cuatro_treses_rojos_en_contra: int = setting(800, "cuatro treses rojos en contra",
                                                      "four red threes against", choices=(800, 400))
    """§6, A9: what four red threes cost a partnership that melded nothing (800 = mirror of +800)."""
    premio_cuatro_treses_negros: bool = setting(True, "cuatro treses negros al irse valen 500",
                                                      "four black threes going out are worth 500")
    """§7, §11, A12: all four black threes shown when going out are worth 500 in total (not their 20); off: they
    count their card values like three of them, as in the international rulebooks."""
    valor_tres_negro_en_mano: int = setting(5, "tres negro que queda en la mano",
                                               "black three left in hand", choices=(5, 100))
    """§7, A11: points subtracted for each black three left in hand (5 = its card value; some clubs use 100)."""
    premio_irse: int = setting(0, "premio por irse", "premio for going out", min=0)
    """§10, A17: plain premio for going out (none in the acanomas text; Pagat-classic gives 100)."""
    premio_irse_oculta: int = setting(-1, "premio por irse con la mano oculta", "premio for going out concealed",
                                      min=-1, words={-1: ("el de irse", "as for going out")})
    """§10, A17: plain premio for going out concealed (a canasta oculta), in place of ``premio_irse``; -1 = the same
    as ``premio_irse`` (international rulebooks: 200, against 100 for going out)."""
    premios_canasta_oculta: bool = setting(True, "premios de la canasta oculta del reglamento",
                                                 "the rulebook's canasta oculta premios")
    """§10: going out with a canasta oculta earns the rulebook's premios (1 000 de mano, 500 de mano leaning on the
    partner or in the course of the hand); off: only ``premio_irse_oculta``, as in the international rulebooks."""
    premio_oculta_en_juego_con_apoyo: int = setting(-1, "canasta oculta en juego apoyándose en el compañero",
                                                    "canasta oculta in play leaning on the partner", min=-1,
                                                    words={-1: ("desconocido", "unknown")})
    """§10, A7: premio of a canasta oculta in the course of the hand leaning on the partner's combinations. The
    readable text is cut off: -1 means unknown, and a hand that needs it is refused (250 is the unverified guess)."""
    salida_oculta_exenta: bool = setting(False, "irse de golpe no pide el mínimo de salida",
                                                "going out concealed needs no salida minimum")
    """§9, A18: going out concealed in one turn waives the salida minimum."""
    salida_1500_cuenta_como_50: bool = setting(False, "con 1.500 puntos la salida pide 50",
                                                      "with 1 500 points the salida needs 50")
    """§9.1, A20: an accumulated score of exactly 1 500 needs only 50 (one Spanish blog); default 90 (acanomas)."""
    canastas_para_irse: int = setting(1, "canastas para irse", "canastas to go out", min=1)
    """§10, §3.2: canastas a partnership needs to go out (1 with 3, 4 or 6 players; 2 with two players)."""
    robo_dos_cartas: bool = setting(False, "se roban dos cartas del mazo", "draw two cards from the mazo")
    """§4, A14: draw two cards from the mazo in the four-player game (no ruling depends on it;
    kept so that the house rules describe the whole table)."""

    def __post_init__(self) -> None:
        if self.canastas_canasta_de_canastas <= self.canastas_canastron:
            raise InvalidSituation(
                "house rule canasta.canastas_canasta_de_canastas must be greater than canasta.canastas_canastron "
                f"({self.canastas_canasta_de_canastas} <= {self.canastas_canastron})",
                es="la regla de la casa canasta.canastas_canasta_de_canastas debe ser mayor que "
                   f"canasta.canastas_canastron ({self.canastas_canasta_de_canastas} <= {self.canastas_canastron})")
        for name in ("premio_irse", "premio_irse_oculta", "premio_oculta_en_juego_con_apoyo"):
            value = getattr(self, name)
            if value % 5 and value != -1:
                raise InvalidSituation(f"house rule canasta.{name} must be a multiple of 5, got {value}",
                                       es=f"la regla de la casa canasta.{name} debe ser múltiplo de 5, pero es "
                                          f"{value}")


DEFAULT = CanastaHouseRules()
"""The recommended readings (the rulebook as published)."""
