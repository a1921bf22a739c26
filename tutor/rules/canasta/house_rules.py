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
                                                   "pozo frozen until each partnership's salida",
        help_es=(
            "§8.6 P6, A1: el pozo deja de estar congelado tras la primera toma o salida de cada pareja "
            "(activado), en vez de tras la primera toma de la mano por cualquiera (desactivado, acanomas). Una "
            "pareja que ya tomó el pozo ya hizo su salida, así que con esto activado la condición estricta rige "
            "mientras la pareja no haya salido."))
    """§8.6 P6, A1: the relaxed pozo conditions start after each partnership's own first take / salida (True),
    instead of after the first take of the hand by anyone (False, acanomas). A partnership that took the pozo has
    necessarily made its salida, so with True the strict condition applies while ``salida_hecha`` is false."""
    comodines_tras_pareja: bool = setting(True, "comodines junto a la pareja natural al tomar el pozo",
                                                "comodines beside the natural pair when taking the pozo",
        help_es=(
            "§8.6 P6, A2: una vez mostradas la carta de arriba del pozo y la pareja natural con el pozo "
            "congelado, se pueden añadir comodines a esa combinación en el mismo turno (y cuentan para la "
            "salida)."))
    """§8.6 P6, A2: once top + natural pair are shown under the strict condition, comodines may join that key
    combination in the same turn (and count for the salida)."""
    pareja_sobre_combinacion_existente: bool = setting(True, "pareja natural sobre una combinación ya en la mesa",
                                                             "natural pair onto a combination already on the table",
        help_es=(
            "§8.6 P6, A21: con el pozo congelado, la carta de arriba y la pareja natural pueden ir a la "
            "combinación de ese rango que la pareja ya tiene en la mesa (la condición es tener la pareja, no "
            "dónde van las cartas)."))
    """§8.6 P6, A21: under the strict condition, top + the natural pair may be laid onto the partnership's existing
    combination of that rank (the condition is about holding the pair, not where the cards go)."""
    pumba_no_toma_pozo: bool = setting(False, "con pumba no se toma el pozo", "no taking the pozo with pumba",
        help_es="§8.6, A19: quien tiene una sola carta en la mano (pumba) no puede tomar el pozo.")
    """§8.6, A19: a player with a single card in hand (pumba) may not take the pozo."""
    min_naturales: int = setting(2, "cartas naturales mínimas por combinación",
                                    "fewest natural cards in a combination", min=1,
        help_es="§5, A4: cartas naturales que necesita una combinación (salvo las combinaciones solo de comodines).")
    """§5, A4: natural cards a combination needs (comodines-only combinations aside)."""
    max_comodines: int = setting(3, "comodines máximos por combinación", "most comodines in a combination", min=0,
        help_es="§5, A4: máximo de comodines en una combinación (salvo las combinaciones solo de comodines).")
    """§5, A4: most comodines in one combination (comodines-only combinations aside)."""
    comodines_no_superan_naturales: bool = setting(True, "comodines nunca más que naturales",
                                                         "comodines never outnumber naturals",
        help_es=(
            "§5, A4: en una combinación nunca puede haber más comodines que cartas naturales (desactivado: como "
            "en el Pagat clásico, 2 naturales + 3 comodines vale)."))
    """§5, A4: comodines may never outnumber the natural cards of a combination (False: Pagat-classic, where
    2 naturals + 3 comodines is legal)."""
    combinaciones_de_comodines: bool = setting(True, "combinaciones solo de comodines",
                                                     "combinations of comodines only",
        help_es=(
            "§5, A5: se pueden bajar combinaciones solo de comodines (siete hacen la canasta de comodines, "
            "2.000); desactivado: un comodín solo se baja con cartas naturales, como en los reglamentos "
            "internacionales."))
    """§5, A5: combinations made only of comodines may be laid (and seven of them make the canasta de comodines,
    2 000); off: a comodín is melded only with natural cards, as the international rulebooks say."""
    minimo_combinacion_comodines: int = setting(3, "cartas para empezar una combinación de comodines",
                                                   "cards to start a combination of comodines", min=3,
        help_es="§5, A5: cartas para empezar una combinación solo de comodines (7: solo como canasta completa).")
    """§5, A5: cards needed to start a combination made only of comodines (7: only as a complete canasta)."""
    premio_comodines_reemplaza_sucia: bool = setting(True, "la canasta de comodines no suma la de sucia",
                                                           "the canasta de comodines does not add the sucia's premio",
        help_es=(
            "§5.1, A5: los 2.000 de la canasta de comodines sustituyen a los 300 de la canasta sucia "
            "(desactivado: 2.300)."))
    """§5.1, A5: the 2 000 of a canasta de comodines replaces the 300 of a canasta sucia (False: 2 300)."""
    una_combinacion_por_rango: bool = setting(True, "una combinación por rango y pareja",
                                                    "one combination per rank and partnership",
        help_es="§5: cada pareja tiene como mucho una combinación de cada rango en la mesa.")
    """§5 [S, R]: a partnership has at most one combination of each rank on the table."""
    premios_por_canastas: bool = setting(True, "premios de canastrón y canasta de canastas",
                                               "canastrón and canasta de canastas premios",
        help_es=(
            "§11, A6: el canastrón (500) y la canasta de canastas (2.000) son premios; desactivado: el número de "
            "canastas no da nada por sí solo, como en los reglamentos internacionales."))
    """§11, A6: the canastrón (500) and the canasta de canastas (2 000) are premios; off: the number of canastas
    earns nothing of its own, as in the international rulebooks."""
    canastas_canastron: int = setting(5, "canastas para el canastrón", "canastas for the canastrón", min=1,
        help_es="§11, A6: canastas que hacen falta para el canastrón (500).")
    """§11, A6: canastas needed for the canastrón (500)."""
    canastas_canasta_de_canastas: int = setting(7, "canastas para la canasta de canastas",
                                                   "canastas for the canasta de canastas", min=1,
        help_es="§11, A6: canastas que hacen falta para la canasta de canastas (2.000).")
    """§11, A6: canastas needed for the canasta de canastas (2 000)."""
    premios_canastas_exactos: bool = setting(False, "canastrón con el número exacto de canastas",
                                                    "canastrón with exactly its number of canastas",
        help_es=(
            "§11, A6: el canastrón pide exactamente su número de canastas (no al menos); activado, con siete "
            "canastas solo se cobra la canasta de canastas."))
    """§11, A6: the canastrón needs exactly (not at least) its number of canastas; with this on, seven canastas
    earn only the canasta de canastas."""
    canastron_acumula: bool = setting(True, "el canastrón se suma a la canasta de canastas",
                                            "the canastrón adds to the canasta de canastas",
        help_es="§11, A6: con siete canastas se cobra también el canastrón (500 + 2.000).")
    """§11, A6: with seven canastas the canastrón is earned too (500 + 2 000)."""
    honores_requieren_canasta: bool = setting(False, "los treses rojos a favor piden una canasta",
                                                     "red threes count for a partnership only with a canasta",
        help_es=(
            "§6, A10: los treses rojos solo cuentan a favor si la pareja tiene una canasta (por defecto: basta "
            "cualquier combinación)."))
    """§6, A10: red threes count positive only if the partnership has a canasta (default: any combination)."""
    cuatro_treses_rojos_en_contra: int = setting(800, "cuatro treses rojos en contra",
                                                      "four red threes against", choices=(800, 400),
        help_es=(
            "§6, A9: lo que cuestan los cuatro treses rojos a una pareja que no bajó nada (800 = el reverso de "
            "+800)."))
    """§6, A9: what four red threes cost a partnership that melded nothing (800 = mirror of +800)."""
    premio_cuatro_treses_negros: bool = setting(True, "cuatro treses negros al irse valen 500",
                                                      "four black threes going out are worth 500",
        help_es=(
            "§7, §11, A12: los cuatro treses negros enseñados al irse valen 500 en total (no sus 20); "
            "desactivado: cuentan su valor de carta como si fueran tres, como en los reglamentos internacionales."))
    """§7, §11, A12: all four black threes shown when going out are worth 500 in total (not their 20); off: they
    count their card values like three of them, as in the international rulebooks."""
    valor_tres_negro_en_mano: int = setting(5, "tres negro que queda en la mano",
                                               "black three left in hand", choices=(5, 100),
        help_es=(
            "§7, A11: puntos que se restan por cada tres negro que queda en la mano (5 = su valor de carta; "
            "algunos clubes usan 100)."))
    """§7, A11: points subtracted for each black three left in hand (5 = its card value; some clubs use 100)."""
    premio_irse: int = setting(0, "premio por irse", "premio for going out", min=0,
        help_es="§10, A17: premio simple por irse (el texto de acanomas no da ninguno; el Pagat clásico da 100).")
    """§10, A17: plain premio for going out (none in the acanomas text; Pagat-classic gives 100)."""
    premio_irse_oculta: int = setting(-1, "premio por irse con la mano oculta", "premio for going out concealed",
                                      min=-1, words={-1: ("el de irse", "as for going out")},
        help_es=(
            "§10, A17: premio simple por irse con la mano oculta (canasta oculta), en lugar del premio por irse; "
            "-1 = el mismo que el de irse (reglamentos internacionales: 200, frente a 100 por irse)."))
    """§10, A17: plain premio for going out concealed (a canasta oculta), in place of ``premio_irse``; -1 = the same
    as ``premio_irse`` (international rulebooks: 200, against 100 for going out)."""
    premios_canasta_oculta: bool = setting(True, "premios de la canasta oculta del reglamento",
                                                 "the rulebook's canasta oculta premios",
        help_es=(
            "§10: irse con canasta oculta cobra los premios del reglamento (1.000 de mano; 500 de mano apoyándose"
            " en el compañero o en el transcurso de la mano); desactivado: solo el premio por irse con la mano "
            "oculta, como en los reglamentos internacionales."))
    """§10: going out with a canasta oculta earns the rulebook's premios (1 000 de mano, 500 de mano leaning on the
    partner or in the course of the hand); off: only ``premio_irse_oculta``, as in the international rulebooks."""
    premio_oculta_en_juego_con_apoyo: int = setting(-1, "canasta oculta en juego apoyándose en el compañero",
                                                    "canasta oculta in play leaning on the partner", min=-1,
                                                    words={-1: ("desconocido", "unknown")},
        help_es=(
            "§10, A7: premio de la canasta oculta en el transcurso de la mano apoyándose en las combinaciones del"
            " compañero. El texto de la fuente está cortado: -1 es desconocido, y una mano que lo necesita se "
            "rechaza (250 es la suposición sin comprobar)."))
    """§10, A7: premio of a canasta oculta in the course of the hand leaning on the partner's combinations. The
    readable text is cut off: -1 means unknown, and a hand that needs it is refused (250 is the unverified guess)."""
    salida_oculta_exenta: bool = setting(False, "irse de golpe no pide el mínimo de salida",
                                                "going out concealed needs no salida minimum",
        help_es="§9, A18: irse de golpe, con la mano oculta en un solo turno, no pide el mínimo de salida.")
    """§9, A18: going out concealed in one turn waives the salida minimum."""
    salida_1500_cuenta_como_50: bool = setting(False, "con 1.500 puntos la salida pide 50",
                                                      "with 1 500 points the salida needs 50",
        help_es=(
            "§9.1, A20: con exactamente 1.500 puntos acumulados la salida pide solo 50 (según un blog español); "
            "por defecto 90 (acanomas)."))
    """§9.1, A20: an accumulated score of exactly 1 500 needs only 50 (one Spanish blog); default 90 (acanomas)."""
    canastas_para_irse: int = setting(1, "canastas para irse", "canastas to go out", min=1,
        help_es=(
            "§10, §3.2: canastas que necesita una pareja para irse (1 con 3, 4 o 6 jugadores; 2 con dos "
            "jugadores)."))
    """§10, §3.2: canastas a partnership needs to go out (1 with 3, 4 or 6 players; 2 with two players)."""
    robo_dos_cartas: bool = setting(False, "se roban dos cartas del mazo", "draw two cards from the mazo",
        help_es=(
            "§4, A14: se roban dos cartas del mazo en la partida de cuatro (y se descarta una); cambia cuántas "
            "cartas se sacan del mazo en cada robo (canasta.robo)."))
    """§4, A14: draw two cards from the mazo in the four-player game (and discard one); it changes how many cards
    each draw takes from the mazo (``canasta.robo``)."""

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
