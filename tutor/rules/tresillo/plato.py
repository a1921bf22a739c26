"""The plato and the cartulina: what a deal is played for (``rules/tresillo.md §13.0–§13.3, §13.5, §13.6``).

The plato is a dish of tantos: the dealers' 5s, an enchilada, and at most one puesta. Its **state** says which
puesta it holds: ``"ninguna"`` (only dealing tantos; ``sin_puesta`` in the rules text), ``"primera"`` (a puesta
primera or an enchilada) or ``"reservada"`` (a puesta brought in from the cartulina). The **cartulina** lists the
reserved puestas waiting their turn, oldest first. The state decides the **caso** of the payments (§13.6).

>>> p = Plato(10)
>>> p, destino = p.con_puesta(30)
>>> (p.tantos, p.puesta, destino)
(40, 'primera', 'plato')
>>> p.con_puesta(65)[0].cartulina
(65,)
>>> Plato(40, "primera", (55,)).tras_ganar()
Plato(tantos=55, puesta='reservada', cartulina=())
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import InvalidSituation, cuenta, shown

NINGUNA, PRIMERA, RESERVADA = "ninguna", "primera", "reservada"
ESTADOS = (NINGUNA, PRIMERA, RESERVADA)
"""Plato states of ``docs/rulings.md`` (``ninguna`` is the rules text's ``sin_puesta``)."""

TANTOS_DAR = 5
"""The dealer's 5 tantos, put into the plato every deal (``rules/tresillo.md §13.2``)."""


def r5(tantos: int) -> int:
    """Round up to a multiple of 5 tantos; 0 (or less) stays 0 (``rules/tresillo.md §13.5``, R5).

    >>> [r5(x) for x in (0, 2, 9, 14, 20)]
    [0, 5, 10, 15, 20]
    """
    return 0 if tantos <= 0 else -(-tantos // 5) * 5


@dataclass(frozen=True, slots=True)
class Plato:
    """The plato and the cartulina between two settlements (``rules/tresillo.md §13.0, §13.3``).

    Attributes:
        tantos: tantos in the plato (≥ 0, a multiple of 5), this deal's dealer 5 and any enchilada included.
        puesta: ``"ninguna"``, ``"primera"`` or ``"reservada"`` (the plato state).
        cartulina: reserved puestas in tantos (each > 0, a multiple of 5), oldest first.

    Raises:
        InvalidSituation: a negative plato, an amount that is not a multiple of 5 (§13.5), an unknown state, a plato with a puesta but no tantos, a reserved
            puesta that is not positive, or reserved puestas while the plato holds no puesta (a puesta is only
            reserved when the plato already holds one, and the oldest enters the plato as soon as it is won).
    """

    tantos: int = 0
    puesta: str = NINGUNA
    cartulina: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.tantos, bool) or not isinstance(self.tantos, int):
            raise InvalidSituation(f"the plato must hold a whole number of tantos, got {self.tantos!r}", field="plato",
                                   es=f"el plato debe tener un número entero de tantos, pero tiene "
                                      f"{shown(self.tantos)}")
        if self.tantos < 0:
            raise InvalidSituation(f"the plato cannot hold a negative amount, got {self.tantos} tantos", field="plato",
                                   es=f"el plato no puede tener una cantidad negativa, pero tiene {self.tantos} tantos")
        if self.tantos % 5:
            raise InvalidSituation(f"the plato holds {self.tantos} tantos, which is not a multiple of 5; every amount "
                                   "put into it is (§13.5)", field="plato",
                                   es=f"el plato tiene {cuenta(self.tantos, 'tanto', 'tantos')}, que no es múltiplo "
                                      "de 5; todo lo que entra en él lo es (§13.5)")
        if self.puesta not in ESTADOS:
            raise InvalidSituation(
                f"plato puesta must be one of {', '.join(ESTADOS)}, got {self.puesta!r}", field="plato",
                es=f"la puesta del plato debe ser una de: {', '.join(ESTADOS)}, pero es {shown(self.puesta)}",
            )
        if self.puesta != NINGUNA and self.tantos == 0:
            raise InvalidSituation(
                f"a plato holding a puesta ({self.puesta}) cannot be empty: it holds at least that puesta",
                field="plato",
                es=f"un plato con puesta ({self.puesta}) no puede estar vacío: tiene al menos esa puesta",
            )
        for amount in self.cartulina:
            if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
                raise InvalidSituation(
                    f"each reserved puesta on the cartulina must be a positive number of tantos, got {amount!r}",
                    field="cartulina",
                    es=f"cada puesta reservada en la cartulina debe ser un número positivo de tantos, pero es "
                       f"{shown(amount)}",
                )
            if amount % 5:
                raise InvalidSituation(
                    f"a reserved puesta of {amount} tantos is impossible: every puesta is a multiple of 5 (§13.5)",
                    field="cartulina",
                    es=f"una puesta reservada de {cuenta(amount, 'tanto', 'tantos')} es imposible: toda puesta es "
                       "múltiplo de 5 (§13.5)",
                )
        if self.cartulina and self.puesta == NINGUNA:
            raise InvalidSituation(
                "inconsistent plato and cartulina: puestas are reserved only while the plato holds a puesta, "
                "so a plato with puesta 'ninguna' cannot have reserved puestas waiting (§13.3)",
                field="cartulina",
                es="el plato y la cartulina no cuadran: solo se reservan puestas mientras el plato tiene una, así que "
                   'un plato con puesta "ninguna" no puede tener puestas reservadas esperando (§13.3)',
            )

    @property
    def caso(self) -> int:
        """1 if the plato holds no puesta or a puesta primera; 2 if it holds a reserved puesta (§13.6)."""
        return 2 if self.puesta == RESERVADA else 1

    @property
    def pendiente(self) -> int:
        """Tantos on the table: the plato plus every reserved puesta (what no player holds)."""
        return self.tantos + sum(self.cartulina)

    def con_tantos(self, tantos: int) -> "Plato":
        """The plato after the dealer's 5 (or any tantos that do not change its state, §13.2-1)."""
        return Plato(self.tantos + tantos, self.puesta, self.cartulina)

    def con_enchilada(self, tantos: int) -> "Plato":
        """The plato after an enchilada, which has the character of a puesta primera (§13.2-2).

        Raises:
            InvalidSituation: the plato already holds a puesta (enchiladas go only into a plato without one).
        """
        if self.puesta != NINGUNA:
            raise InvalidSituation(
                f"an enchilada goes only into a plato without puesta; this one holds a {self.puesta}",
                es=f"la enchilada solo se pone en un plato sin puesta, pero este tiene una puesta {self.puesta}")
        return Plato(self.tantos + tantos, PRIMERA, self.cartulina)

    def con_puesta(self, tantos: int) -> tuple["Plato", str]:
        """Place a puesta by §13.3: into a plato without puesta (it becomes ``primera``), else on the cartulina.

        Returns:
            ``(plato afterwards, "plato" | "cartulina")``.

        Raises:
            InvalidSituation: an amount that is not a positive whole number of tantos.
        """
        if type(tantos) is not int or tantos <= 0:
            raise InvalidSituation(f"a puesta must be a positive number of tantos, got {tantos!r}",
                                   es=f"una puesta debe ser un número positivo de tantos, pero es {shown(tantos)}")
        if self.puesta == NINGUNA:
            return Plato(self.tantos + tantos, PRIMERA, self.cartulina), "plato"
        return Plato(self.tantos, self.puesta, self.cartulina + (tantos,)), "cartulina"

    def tras_ganar(self) -> "Plato":
        """The plato after a winning jugador takes it all: empty, then the oldest reserved puesta enters (§13.3-3)."""
        if self.cartulina:
            return Plato(self.cartulina[0], RESERVADA, self.cartulina[1:])
        return Plato()

    def to_dict(self) -> dict:
        """``{"tantos": int, "puesta": str}`` as in ``docs/rulings.md`` (the cartulina is a separate field there)."""
        return {"tantos": self.tantos, "puesta": self.puesta}


__all__ = ["ESTADOS", "NINGUNA", "PRIMERA", "RESERVADA", "TANTOS_DAR", "Plato", "r5"]
