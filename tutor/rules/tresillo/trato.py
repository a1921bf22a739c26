"""The facts of one deal that the payments depend on, and their checks (``rules/tresillo.md §4.3, §6, §9–§11``).

>>> check_trato(Trato("entrada", False, (5, 3, 1))).lance
'entrada'
"""

from __future__ import annotations

from typing import NamedTuple

from ..base import InvalidSituation, shown
from .condiciones import check_estuches
from .lances import check_lance
from .mano import check_bazas
from .house_rules import TresilloHouseRules

JUGADOR, CONTRA_A, CONTRA_B = "jugador", "contra_a", "contra_b"

MAX_BAZAS_RENDIDA = 3
"""A jugador surrenders before playing to the 4th trick, so at most three tricks are complete (§11.2, A18)."""

DEFAULT = TresilloHouseRules()


class Trato(NamedTuple):
    """What happened in one deal, as far as the payments care (``docs/rulings.md`` ``tresillo.cobro``).

    Attributes:
        lance: ``"entrada"``, ``"vuelta"``, ``"vuelta_solera"``, ``"solo"`` or ``"bola"`` (§6.1).
        favor: the trump suit was the palo de favor (§6.5: the actual trump decides, not the bid's wording).
        bazas: tricks ``(jugador, contra_a, contra_b)``; nine in all, or for a surrender nobody defends the
            tricks complete before it (0–3 in all).
        estuches, contraestuche: the jugador's counts (§4.3); at most one non-zero.
        primeras: ``None``, ``"jugador"`` or ``"contras"``: who won all of tricks 1–5 (§10.1).
        rendida: the jugador surrendered (entrada or vuelta, §11).
        defendida_por: ``None``, ``"contra_a"`` or ``"contra_b"``: the contra who defended a surrendered entrada;
            the other contra is the mano pobre (§11.4).
        jugadores: 4 (the alcalde pays and collects) or 3 (§2).
    """

    lance: str
    favor: bool
    bazas: tuple[int, int, int]
    estuches: int = 0
    contraestuche: int = 0
    primeras: str | None = None
    rendida: bool = False
    defendida_por: str | None = None
    jugadores: int = 4


def check_trato(t: Trato, house_rules: TresilloHouseRules = DEFAULT) -> Trato:
    """Check that a deal is possible (``rules/tresillo.md §4.3, §6.1, §9–§11``).

    Returns:
        ``t`` itself.

    Raises:
        InvalidSituation: an unknown lance; trick counts that do not add to nine (or, for an undefended surrender,
            more than three); a surrendered solo, bola or vuelta solera; a defended vuelta; estuches and
            contraestuche together or below the house rule ``estuche_minimo``; primeras that the tricks contradict;
            other than 3 or 4 players. ``field`` names the ``tresillo.cobro`` field at fault.
    """
    check_lance(t.lance, house_rules)
    if t.favor is not True and t.favor is not False:
        raise InvalidSituation(f"favor must be true or false, got {t.favor!r}", field="favor",
                               es=f"favor debe ser true o false, pero es {shown(t.favor)}")
    if t.jugadores not in (3, 4) or type(t.jugadores) is not int:
        raise InvalidSituation(f"Tresillo is played by 3 or 4 players, got {t.jugadores!r}", field="jugadores",
                               es=f"el Tresillo se juega entre 3 o 4 jugadores, pero jugadores es {shown(t.jugadores)}")
    _check_estuches(t.estuches, t.contraestuche, house_rules.estuche_minimo)
    if t.primeras not in (None, JUGADOR, "contras"):
        raise InvalidSituation(f"primeras must be null, 'jugador' or 'contras', got {t.primeras!r}", field="primeras",
                               es=f'primeras debe ser null, "jugador" o "contras", pero es {shown(t.primeras)}')
    if t.defendida_por not in (None, CONTRA_A, CONTRA_B):
        raise InvalidSituation(
            f"defendida_por must be null, 'contra_a' or 'contra_b', got {t.defendida_por!r}", field="rendida",
            es=f'defendida_por debe ser null, "contra_a" o "contra_b", pero es {shown(t.defendida_por)}')
    if t.rendida is not True and t.rendida is not False:
        raise InvalidSituation(f"rendida must be true or false, got {t.rendida!r}", field="rendida",
                               es=f"rendida debe ser true o false, pero es {shown(t.rendida)}")
    if t.rendida or t.defendida_por is not None:
        _validar_rendida(t)
    else:
        check_bazas(*_tres(t.bazas))
        _validar_primeras(t)
    return t


def _check_estuches(e: object, ce: object, minimo: int) -> None:
    """Refuse estuches/contraestuche counts the deal could not give (§4.3, house rule ``estuche_minimo``)."""
    check_estuches(e, ce)
    for name, value in (("estuches", e), ("contraestuche", ce)):
        if 0 < value < minimo:
            raise InvalidSituation(
                f"{name} are counted only from {minimo} top trumps (§4.3, house rule estuche_minimo), got {value}",
                field=name, es=f"{name} es {value}, pero solo se cuentan desde {minimo} (regla de la casa "
                               "estuche_minimo, §4.3)")


def _tres(bazas: object) -> tuple:
    if type(bazas) is not tuple or len(bazas) != 3:
        raise InvalidSituation(f"bazas must be three counts (jugador, contra_a, contra_b), got {bazas!r}",
                               field="bazas",
                               es=f"bazas debe dar tres números (jugador, contra_a, contra_b), pero es {shown(bazas)}")
    return bazas


def _validar_rendida(t: Trato) -> None:
    if t.defendida_por is not None and not t.rendida:
        raise InvalidSituation("only a surrendered entrada can be defended: defendida_por needs rendida",
                               field="rendida",
                               es="solo se puede defender una entrada rendida: defendida_por exige rendida")
    if t.lance not in ("entrada", "vuelta"):
        raise InvalidSituation(
            f"a {t.lance} cannot be surrendered: only an entrada or a vuelta can (§11.1–§11.2)", field="rendida",
            es=f"el lance {t.lance} no se puede rendir: solo se rinden la entrada y la vuelta (§11.1–§11.2)")
    if t.defendida_por is not None:
        if t.lance != "entrada":
            raise InvalidSituation("a surrendered vuelta cannot be defended (§11.3)", field="rendida",
                                   es="una vuelta rendida no se puede defender (§11.3)")
        check_bazas(*_tres(t.bazas))
        return
    check_bazas(*_tres(t.bazas), total=None)
    if sum(t.bazas) > MAX_BAZAS_RENDIDA:
        raise InvalidSituation(
            f"a surrender comes before the jugador plays to the 4th trick, so at most {MAX_BAZAS_RENDIDA} tricks "
            f"are complete; got {sum(t.bazas)} (§11.2)", field="bazas",
            es=f"el jugador se rinde antes de jugar su carta a la cuarta baza, así que hay como mucho "
               f"{MAX_BAZAS_RENDIDA} bazas completas, pero hay {sum(t.bazas)} (§11.2)")
    if t.primeras is not None:
        raise InvalidSituation("primeras cannot be known for a surrender before the 4th trick", field="primeras",
                               es="no se pueden saber las primeras si el jugador se rinde antes de la cuarta baza")


def _validar_primeras(t: Trato) -> None:
    j, a, b = t.bazas
    if t.primeras == JUGADOR and j < 5:
        raise InvalidSituation(f"primeras 'jugador' needs at least 5 tricks for the jugador, he has {j}",
                               field="primeras",
                               es=f'primeras "jugador" exige al menos 5 bazas del jugador, pero tiene {j}')
    if t.primeras == "contras" and a + b < 5:
        raise InvalidSituation(f"primeras 'contras' needs at least 5 tricks for the contras, they have {a + b}",
                               field="primeras",
                               es=f'primeras "contras" exige al menos 5 bazas de los contras, pero tienen {a + b}')
    if t.primeras is None and (j == 9 or j == 0):
        side = "jugador" if j == 9 else "contras"
        raise InvalidSituation(f"one side took all nine tricks, so primeras must be '{side}'", field="primeras",
                               es=f'un bando hizo las nueve bazas, así que primeras debe ser "{side}"')


__all__ = ["MAX_BAZAS_RENDIDA", "Trato", "check_trato"]
