"""Known wrong ways to settle a deal of Tresillo: the named mistakes of ``tresillo.cobro`` and ``tresillo.plato``
(``rules/tresillo.md §13``).

A mistake is a misreading of the deal, of the plato or of the house rules, and its wrong answer is that misreading
settled by the engine's own :func:`~tutor.rules.tresillo.contabilidad.liquidar`: "confused caso 1 and caso 2" reads
the plato with or without a reserved puesta, "paid the codillo to the wrong contra" swaps the contras' tricks,
"doubled without the palo de favor" reads the deal as de favor. Only "forgot to round up to 5", "a bola won
without all nine tricks", "left out the primeras", "left out the 5 por jugar", "a puesta for a solo lost by codillo"
(or none for a lost bola) and "paid the estuches on a surrender" are no misreading of an input: they settle with
``redondear=False``, ``bola_exige_nueve=False``, ``contar_primeras=False``, ``por_jugar=False``,
``hace_puesta=True`` (``False``) and ``estuches_al_rendirse=True``.

>>> Variante(favor=True).leer(Trato("vuelta", False, (5, 2, 2)), Plato(15), TresilloHouseRules())[0].favor
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...rules.base import InvalidSituation
from ...rules.tresillo.contabilidad import Cobro, Trato, liquidar
from ...rules.tresillo.plato import PRIMERA, RESERVADA, Plato
from ...rules.tresillo.resultado import bola_perdida
from ...rules.tresillo.house_rules import TresilloHouseRules


@dataclass(frozen=True)
class Variante:
    """How a player misread a deal; the default reads it right.

    Attributes:
        redondear: ``False``: forgot to round each payment up to a multiple of 5 (§13.5).
        favor: ``None`` follows the deal; ``True`` reads the trumps as the palo de favor (doubled, +40 surcharge),
            ``False`` as a palo sencillo (§13.5, §13.8).
        codillo_al_otro: the codillo goes to the contra who did not give it: the contras' tricks swapped (§13.8 3).
        caso: ``None`` follows the plato; 1 reads a reserved puesta as a puesta primera, 2 reads the plato as
            holding a reserved puesta (§13.6).
        favor_redondeo: ``None`` follows the house rules; else the other reading of §16 A3.
        lance: ``None`` follows the deal; else the deal played as that lance (e.g. a solo paid as an entrada).
        desenlace_orden: ``None`` follows the house rules; else the other order of outcomes 3 and 4 of a defended
            entrada (§11.5, §16 A13).
        bola_por_bazas: ``True``: a bola judged by §9 like any lance, won when the jugador beats each contra,
            though it needs all nine tricks (§10.2).
        sin_estuches: ``True``: the estuches and the contraestuche left out of the condiciones (§13.4).
        sin_primeras: ``True``: the primeras left out of the condiciones (§10.1, §13.4); settled with
            ``contar_primeras=False``, the deal read as played.
        sin_por_jugar: ``True``: the 5 por jugar left out (§13.7); settled with ``por_jugar=False``.
        hace_puesta: ``None`` follows the rules; ``True`` a solo lost by codillo makes a puesta too, ``False`` a
            lost deal makes none (§13.8 2, §13.9); settled with ``hace_puesta``.
        estuches_al_rendirse: ``True``: a surrender nobody defends pays its estuches or contraestuche (§13.10);
            settled with ``estuches_al_rendirse=True``.
    """

    redondear: bool = True
    favor: bool | None = None
    codillo_al_otro: bool = False
    caso: int | None = None
    favor_redondeo: str | None = None
    lance: str | None = None
    desenlace_orden: str | None = None
    bola_por_bazas: bool = False
    sin_estuches: bool = False
    sin_primeras: bool = False
    sin_por_jugar: bool = False
    hace_puesta: bool | None = None
    estuches_al_rendirse: bool = False

    def leer(self, trato: Trato, plato: Plato,
             house_rules: TresilloHouseRules) -> tuple[Trato, Plato, TresilloHouseRules]:
        """The deal, the plato and the house rules as this misreading sees them.

        Raises:
            InvalidSituation: a plato the misreading makes impossible (a reserved puesta in an empty plato).
        """
        if self.favor is not None:
            trato = trato._replace(favor=self.favor)
        if self.lance is not None:
            trato = trato._replace(lance=self.lance)
        if self.sin_estuches:
            trato = trato._replace(estuches=0, contraestuche=0)
        if self.codillo_al_otro:
            jugador, a, b = trato.bazas
            trato = trato._replace(bazas=(jugador, b, a))
        if self.caso == 1 and plato.puesta == RESERVADA:
            plato = Plato(plato.tantos, PRIMERA, plato.cartulina)
        elif self.caso == 2 and plato.puesta != RESERVADA:
            plato = Plato(plato.tantos, RESERVADA, plato.cartulina)
        if self.favor_redondeo is not None:
            house_rules = dataclasses.replace(house_rules, favor_redondeo=self.favor_redondeo)
        if self.desenlace_orden is not None:
            house_rules = dataclasses.replace(house_rules, desenlace_orden=self.desenlace_orden)
        return trato, plato, house_rules


CORRECTA = Variante()

BOLA_SIN_PUESTA = (
    "una bola perdida hace la puesta, como cualquier mano perdida, por puesta o por codillo: solo un solo perdido "
    "por codillo puede no hacerla (lectura de Tapete; regla de la casa bola_como_logro)",
    "a lost bola makes its puesta, like any lost deal, by puesta or by codillo: only a solo lost by codillo may make "
    "none (Tapete's reading; house rule bola_como_logro)")
"""The text of the mistake ``<kind>.bola_sin_puesta`` of ``tresillo.cobro`` and ``tresillo.plato`` (§10.2, A12,
§13.8 2, §13.9), Spanish and English."""


def tresillo_house_rules(case) -> TresilloHouseRules:
    """The Tresillo house rules of a puzzle's case (the defaults when it has none)."""
    return case.house_rules.tresillo if case.house_rules is not None else TresilloHouseRules()


def liquidacion(case, variante: Variante = CORRECTA) -> Cobro | None:
    """The settlement of a puzzle's deal as ``variante`` reads it, by the referee's engine.

    The deal is read once per puzzle, exactly as the referee reads it
    (:func:`tutor.referee.tresillo_cobro.trato_from_situation`), and settled once per puzzle and reading: several
    known mistakes look at the right settlement (what it pays, its caso) or at the same misreading.

    Returns:
        The :class:`~tutor.rules.tresillo.contabilidad.Cobro`, or ``None`` when the rules cannot settle the
        misread deal (a misreading that makes it impossible is no named mistake).

    Raises:
        InvalidSituation: the deal itself is impossible (the referee refuses it first).
    """
    return case.memo(("liquidacion", variante), lambda: _liquidar(case, variante))


def _liquidar(case, variante: Variante) -> Cobro | None:
    """:func:`liquidacion`, computed."""
    trato, plato = case.memo("trato", lambda: _trato_from_situation(case.situation))
    try:
        return liquidar(*variante.leer(trato, plato, tresillo_house_rules(case)), redondear=variante.redondear,
                        bola_exige_nueve=not variante.bola_por_bazas, contar_primeras=not variante.sin_primeras,
                        por_jugar=not variante.sin_por_jugar, hace_puesta=variante.hace_puesta,
                        estuches_al_rendirse=variante.estuches_al_rendirse)
    except InvalidSituation:
        if variante == CORRECTA:
            raise
        return None


def bola_como_ganada(case) -> Cobro | None:
    """A bola lost for want of all nine tricks though the jugador beat each contra (§10.2), settled as a player who
    judged it by §9 alone settles it (won, with the bola's condiciones); ``None`` for any other deal."""
    s = case.situation
    b = s["bazas"]
    if s.get("rendida") or not bola_perdida(b["jugador"], b["contra_a"], b["contra_b"], s["lance"]):
        return None
    return liquidacion(case, Variante(bola_por_bazas=True))


def _trato_from_situation(situation) -> tuple[Trato, Plato]:
    # imported here: the referee's registry imports every game's engine and the puzzles
    from ...referee.tresillo_cobro import trato_from_situation

    return trato_from_situation(situation)


__all__ = ["CORRECTA", "Variante", "bola_como_ganada", "liquidacion", "tresillo_house_rules"]
