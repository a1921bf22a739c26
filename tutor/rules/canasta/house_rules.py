"""House rules of Canasta: one field per [R] reading of ``rules/canasta.md §16`` that can change an answer.

Defaults are the recommended readings of the rules file. Enumerations declare ``metadata={"choices": (...)}``;
whole numbers declare ``metadata={"min": n}`` (checked by :func:`tutor.rules.base.settings_from_mapping`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import InvalidSituation


@dataclass(frozen=True)
class CanastaHouseRules:
    """Canasta house rules in force (``rules/canasta.md §16``); defaults = the rulebook's recommended readings.

    Raises:
        InvalidSituation: on construction, when the house rules contradict each other (e.g. a canasta de canastas
            threshold below the canastrón's) or a premio is not a multiple of 5.
    """

    primera_toma_por_pareja: bool = False
    """§8.6 P6, A1: the relaxed pozo conditions start after each partnership's own first take / salida (True),
    instead of after the first take of the hand by anyone (False, acanomas). A partnership that took the pozo has
    necessarily made its salida, so with True the strict condition applies while ``salida_hecha`` is false."""
    comodines_tras_pareja: bool = True
    """§8.6 P6, A2: once top + natural pair are shown under the strict condition, comodines may join that key
    combination in the same turn (and count for the salida)."""
    pareja_sobre_combinacion_existente: bool = True
    """§8.6 P6, A21: under the strict condition, top + the natural pair may be laid onto the partnership's existing
    combination of that rank (the condition is about holding the pair, not where the cards go)."""
    pumba_no_toma_pozo: bool = False
    """§8.6, A19: a player with a single card in hand (pumba) may not take the pozo."""
    min_naturales: int = field(default=2, metadata={"min": 1})
    """§5, A4: natural cards a combination needs (comodines-only combinations aside)."""
    max_comodines: int = field(default=3, metadata={"min": 0})
    """§5, A4: most comodines in one combination (comodines-only combinations aside)."""
    comodines_no_superan_naturales: bool = True
    """§5, A4: comodines may never outnumber the natural cards of a combination (False: Pagat-classic, where
    2 naturals + 3 comodines is legal)."""
    minimo_combinacion_comodines: int = field(default=3, metadata={"min": 3})
    """§5, A5: cards needed to start a combination made only of comodines (7: only as a complete canasta)."""
    premio_comodines_reemplaza_sucia: bool = True
    """§5.1, A5: the 2 000 of a canasta de comodines replaces the 300 of a canasta sucia (False: 2 300)."""
    una_combinacion_por_rango: bool = True
    """§5 [S, R]: a partnership has at most one combination of each rank on the table."""
    canastas_canastron: int = field(default=5, metadata={"min": 1})
    """§11, A6: canastas needed for the canastrón (500)."""
    canastas_canasta_de_canastas: int = field(default=7, metadata={"min": 1})
    """§11, A6: canastas needed for the canasta de canastas (2 000)."""
    premios_canastas_exactos: bool = False
    """§11, A6: the canastrón needs exactly (not at least) its number of canastas; with this on, seven canastas
    earn only the canasta de canastas."""
    canastron_acumula: bool = True
    """§11, A6: with seven canastas the canastrón is earned too (500 + 2 000)."""
    honores_requieren_canasta: bool = False
    """§6, A10: red threes count positive only if the partnership has a canasta (default: any combination)."""
    cuatro_treses_rojos_en_contra: int = field(default=800, metadata={"choices": (800, 400)})
    """§6, A9: what four red threes cost a partnership that melded nothing (800 = mirror of +800)."""
    valor_tres_negro_en_mano: int = field(default=5, metadata={"choices": (5, 100)})
    """§7, A11: points subtracted for each black three left in hand (5 = its card value; some clubs use 100)."""
    premio_irse: int = field(default=0, metadata={"min": 0})
    """§10, A17: plain premio for going out (none in the acanomas text; Pagat-classic gives 100)."""
    premio_oculta_en_juego_con_apoyo: int = field(default=-1, metadata={"min": -1})
    """§10, A7: premio of a canasta oculta in the course of the hand leaning on the partner's combinations. The
    readable text is cut off: -1 means unknown, and a hand that needs it is refused (250 is the unverified guess)."""
    salida_oculta_exenta: bool = False
    """§9, A18: going out concealed in one turn waives the salida minimum."""
    salida_1500_cuenta_como_50: bool = False
    """§9.1, A20: an accumulated score of exactly 1 500 needs only 50 (one Spanish blog); default 90 (acanomas)."""
    canastas_para_irse: int = field(default=1, metadata={"min": 1})
    """§10, §3.2: canastas a partnership needs to go out (1 with 3, 4 or 6 players; 2 with two players)."""
    robo_dos_cartas: bool = False
    """§4, A14: draw two cards from the mazo in the four-player game (no ruling depends on it;
    kept so that the house rules describe the whole table)."""

    def __post_init__(self) -> None:
        if self.canastas_canasta_de_canastas <= self.canastas_canastron:
            raise InvalidSituation(
                "house rule canasta.canastas_canasta_de_canastas must be greater than canasta.canastas_canastron "
                f"({self.canastas_canasta_de_canastas} <= {self.canastas_canastron})",
                es="la regla de la casa canasta.canastas_canasta_de_canastas debe ser mayor que "
                   f"canasta.canastas_canastron ({self.canastas_canasta_de_canastas} <= {self.canastas_canastron})")
        for name in ("premio_irse", "premio_oculta_en_juego_con_apoyo"):
            value = getattr(self, name)
            if value % 5 and value != -1:
                raise InvalidSituation(f"house rule canasta.{name} must be a multiple of 5, got {value}",
                                       es=f"la regla de la casa canasta.{name} debe ser múltiplo de 5, pero es "
                                          f"{value}")


DEFAULT = CanastaHouseRules()
"""The recommended readings (the rulebook as published)."""
