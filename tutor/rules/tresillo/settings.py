"""House rules of Tresillo: one field per [R] reading of ``rules/tresillo.md §16`` that can change an answer.

Defaults are the recommended readings. Fields that restrict a value declare ``metadata={"choices": (...)}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class TresilloHouseRules:
    """Tresillo settings in force (``rules/tresillo.md §16``); the defaults are the rulebook's recommended readings."""

    # --- cards, play, lances, results and firmes (§3–§12) ---------------------------------------------------------
    palo_favor: str = field(default="b", metadata={"choices": ("o", "c", "e", "b")})
    """§6.2: the palo de favor fixed for the session (bastos in the rulebook's examples; shared with §13)."""
    privilegio_matadores: str = field(
        default="forzado_por_superior", metadata={"choices": ("forzado_por_superior", "nunca_forzado", "sin_privilegio")}
    )
    """§8.3, A23: a matador is never forced by a lower trump but is forced by a higher matador (recommended);
    ``nunca_forzado``: no trump lead forces a matador; ``sin_privilegio``: matadores follow trumps like any trump."""
    obligacion_fallar: bool = False
    """§8.2, A24: a player void in the led plain suit must trump if he can (off: he may play any card)."""
    estuche_minimo: int = field(default=3, metadata={"choices": (3, 2, 1)})
    """§4.3, A7: how many top trumps (from the espada down) must all be held (estuches) or all be missing
    (contraestuche) before the run is counted; 1 is the Skat-style count."""
    primeras_contras: str = field(default="juntas", metadata={"choices": ("juntas", "literal")})
    """§10.1, A8: the contras have primeras when together they won tricks 1–5 (``juntas``); ``literal``: only when
    they won the first five split 4–1 or the first six split 3–3."""
    bola_como_logro: bool = False
    """§10.2, A12: bola is a lance (off); on: no bola lance, bola = taking all nine tricks in any lance."""
    subasta_prioridad: bool = True
    """§6.4, A14: a player seated earlier than the holder of the bid may equal it instead of outbidding it."""
    firmes_metodo: str = field(default="rachas", metadata={"choices": ("rachas", "global")})
    """§12.4, A16: firmes counted per run (``rachas``) or over the whole suit (``global``: own cards minus live
    higher cards, which gives more firmes for broken holdings such as 11e 7e 6e)."""
