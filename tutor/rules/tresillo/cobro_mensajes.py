"""The sentences of the cobro's explanation (``rules/tresillo.md §9–§13``), Spanish first, with stable ids.

Values are filled by :mod:`.contabilidad`; role names (``jugador``, ``contra_a``, ``contra_b``, ``alcalde``) appear as
they are in ``docs/rulings.md``. The payer of a puesta or a codillo is ``quien``, written after "el" in Spanish, and
``quien_en`` in English, which names "the jugador" but "contra A" with no article (as every English sentence here
does).
"""

from __future__ import annotations

from types import SimpleNamespace

from ..base import Message


def _m(key: str, es: str, en: str) -> Message:
    return Message(f"tresillo.cobro.{key}", es, en)


M = SimpleNamespace(
    caso=_m("caso", "El plato tiene {plato} tantos, {estado_es}: caso {caso} (lectura de Tapete, sin ajuste).",
            "The plato holds {plato} tantos, {estado_en}: caso {caso} (Tapete's reading, no setting)."),
    sacada=_m("sacada", "El jugador hizo {jugador} bazas, más que cada contra ({contra_a} y {contra_b}): la gana.",
              "The jugador took {jugador} tricks, more than each contra ({contra_a} and {contra_b}): he wins."),
    puesta=_m("puesta", "El jugador hizo {jugador} bazas, tantas como el mejor contra ({mejor}): pierde por puesta.",
              "The jugador took {jugador} tricks, as many as the best contra ({mejor}): he loses by puesta."),
    puesta_real=_m("puesta_real",
                   "El jugador hizo {jugador} baza y cada contra {mejor}: ningún contra supera al otro, así que es "
                   "puesta real y se cobra como puesta, no como codillo.",
                   "The jugador took {jugador} trick and each contra {mejor}: neither contra beats the other, so it "
                   "is a puesta real, paid as a puesta, not a codillo."),
    codillo_da=_m("codillo_da",
                  "Da codillo el {codillo_para}, con {mejor} bazas, más que el jugador ({jugador}): el jugador "
                  "pierde por codillo.",
                  "Codillo given by {codillo_para}, with {mejor} tricks, more than the jugador ({jugador}): the "
                  "jugador loses by codillo."),
    bola_perdida=_m("bola_perdida",
                    "En la bola hay que hacer las nueve bazas (lectura de Tapete; regla de la casa bola_como_logro); "
                    "el jugador hizo {jugador} y ningún contra le supera: pierde por puesta.",
                    "A bola needs all nine tricks (Tapete's reading; house rule bola_como_logro); the jugador took "
                    "{jugador} and no contra beat him: he loses by puesta."),
    bola_logro=_m("bola_logro",
                  "Regla de la casa (bola como logro): el jugador hizo las nueve bazas: {logro} tantos más de "
                  "condiciones.",
                  "House rule (bola as an achievement): the jugador took all nine tricks: {logro} more tantos of "
                  "condiciones."),
    base_ganada_1=_m("base_ganada_1",
                     "Caso 1: 5 por jugar + {condiciones} de condiciones = {base} tantos por jugador.",
                     "Caso 1: 5 for playing + {condiciones} of condiciones = {base} tantos per player."),
    base_ganada_2=_m("base_ganada_2",
                     "Caso 2: nada por jugar; {condiciones} de condiciones = {base} {base:tanto|tantos} por "
                     "jugador.",
                     "Caso 2: nothing for playing; {condiciones} of condiciones = {base} {base:tanto|tantos} per "
                     "player."),
    base_perdida=_m("base_perdida",
                    "Al perder paga las condiciones a cada uno y nada por jugar, que el reglamento solo cobra al "
                    "ganar (regla de la casa perdedor_paga_por_jugar): {base} {base:tanto|tantos} por jugador.",
                    "Losing, he pays the condiciones to each and nothing for playing, which the rulebook charges "
                    "only on a win (house rule perdedor_paga_por_jugar): {base} {base:tanto|tantos} per player."),
    base_perdida_por_jugar=_m("base_perdida_por_jugar",
                              "Regla de la casa: el perdedor también paga 5 por jugar: 5 + {condiciones} = {base} "
                              "tantos por jugador.",
                              "House rule: the loser also pays 5 for playing: 5 + {condiciones} = {base} tantos per "
                              "player."),
    base_sin_por_jugar=_m("base_sin_por_jugar",
                          "Sin los 5 por jugar (no es la regla): {condiciones} de condiciones = {base} "
                          "{base:tanto|tantos} por jugador.",
                          "Without the 5 for playing (not the rule): {condiciones} of condiciones = {base} "
                          "{base:tanto|tantos} per player."),
    no_hace_puesta=_m("no_hace_puesta", "Sin puesta (no es la regla): la puesta de {puesta} no se hace.",
                      "Without a puesta (not the rule): the puesta of {puesta} is not made."),
    rendida_con_estuches=_m("rendida_con_estuches",
                            "Rendida pagando también estuches y contraestuche (no es la regla): "
                            "{condiciones} {condiciones:tanto|tantos} de condiciones por jugador.",
                            "Surrendered, paying the estuches and contraestuche too (not the rule): "
                            "{condiciones} {condiciones:tanto|tantos} of condiciones per player."),
    solo_codillo_sin_condiciones=_m("solo_codillo_sin_condiciones",
                                    "Regla de la casa: un solo perdido por codillo no paga las condiciones "
                                    "({condiciones}).",
                                    "House rule: a solo lost by codillo does not pay the condiciones ({condiciones})."),
    nadie_paga=_m("nadie_paga", "Son 0 tantos por jugador: nadie paga ni cobra por condiciones.",
                  "That is 0 tantos per player: nobody pays or collects for condiciones."),
    cobran=_m("cobran", "Cada uno de los otros {n} ({otros}) paga {cada_uno} al jugador: {total} tantos.",
              "Each of the {n} others ({otros}) pays {cada_uno} to the jugador: {total} tantos."),
    pagan=_m("pagan", "El jugador paga {cada_uno} a cada uno de los otros {n} ({otros}): {total} tantos.",
             "The jugador pays {cada_uno} to each of the {n} others ({otros}): {total} tantos."),
    lleva_plato=_m("lleva_plato", "El jugador se lleva el plato: {plato} tantos.",
                   "The jugador takes the plato: {plato} tantos."),
    plato_vacio=_m("plato_vacio", "El plato queda vacío y sin puesta; la cartulina no tiene puestas reservadas.",
                   "The plato is left empty, without puesta; the cartulina holds no reserved puestas."),
    entra_reservada=_m("entra_reservada",
                       "Entra en el plato la puesta reservada más antigua de la cartulina: {tantos} tantos (caso 2; "
                       "lectura de Tapete, sin ajuste).",
                       "The oldest reserved puesta on the cartulina enters the plato: {tantos} tantos (caso 2; "
                       "Tapete's reading, no setting)."),
    puesta_1=_m("puesta_1",
                "Caso 1: la puesta es el plato, {plato}, más {recargo} de recargo (regla de la casa: recargo "
                "{recargo}) = {puesta} tantos.",
                "Caso 1: the puesta is the plato, {plato}, plus a {recargo} surcharge (house rule: surcharge "
                "{recargo}) = {puesta} tantos."),
    puesta_1_favor=_m("puesta_1_favor",
                      "Caso 1 y palo de favor: la puesta es el plato, {plato}, más {recargo} de recargo = {puesta} "
                      "tantos.",
                      "Caso 1 and palo de favor: the puesta is the plato, {plato}, plus a {recargo} surcharge = "
                      "{puesta} tantos."),
    puesta_2=_m("puesta_2", "Caso 2: la puesta es lo que hay en el plato, {puesta} tantos.",
                "Caso 2: the puesta is what the plato holds, {puesta} tantos."),
    puesta_2_favor=_m("puesta_2_favor",
                      "Caso 2: la puesta es lo que hay en el plato, {puesta} tantos (el palo de favor solo dobla las "
                      "condiciones: lectura de Tapete, sin ajuste).",
                      "Caso 2: the puesta is what the plato holds, {puesta} tantos (the palo de favor only doubles the "
                      "condiciones: Tapete's reading, no setting)."),
    codillo_1=_m("codillo_1",
                 "Caso 1: el codillo vale lo que valdría la puesta: el plato, {plato}, más {recargo} de recargo "
                 "(regla de la casa: recargo {recargo}) = {puesta} tantos.",
                 "Caso 1: the codillo is worth what the puesta would be: the plato, {plato}, plus a {recargo} "
                 "surcharge (house rule: surcharge {recargo}) = {puesta} tantos."),
    codillo_1_favor=_m("codillo_1_favor",
                       "Caso 1 y palo de favor: el codillo vale lo que valdría la puesta: el plato, {plato}, más "
                       "{recargo} de recargo = {puesta} tantos.",
                       "Caso 1 and palo de favor: the codillo is worth what the puesta would be: the plato, {plato}, "
                       "plus a {recargo} surcharge = {puesta} tantos."),
    codillo_2=_m("codillo_2",
                 "Caso 2: el codillo vale lo que valdría la puesta: lo que hay en el plato, {puesta} tantos.",
                 "Caso 2: the codillo is worth what the puesta would be: what the plato holds, {puesta} tantos."),
    puesta_r5=_m("puesta_r5", "Redondeada al múltiplo de 5 superior: R5({bruto}) = {puesta}.",
                 "Rounded up to a multiple of 5: R5({bruto}) = {puesta}."),
    puesta_al_plato=_m("puesta_al_plato",
                       "Puesta primera de {puesta} (la hace el {quien}): el plato no tenía puesta, así que entra en "
                       "el plato, que queda con {plato} tantos.",
                       "Puesta primera of {puesta} (made by {quien_en}): the plato held no puesta, so it goes into "
                       "the plato, which now holds {plato} tantos."),
    puesta_a_cartulina=_m("puesta_a_cartulina",
                          "Puesta de {puesta} (la hace el {quien}): el plato ya tiene una puesta, así que se reserva "
                          "en la cartulina ({cartulina}).",
                          "Puesta of {puesta} (made by {quien_en}): the plato already holds a puesta, so it is reserved "
                          "on the cartulina ({cartulina})."),
    codillo=_m("codillo", "Codillo: el {quien} paga al {codillo_para}, que dio codillo, lo mismo que la puesta: "
                          "{puesta} tantos.",
               "Codillo: {quien_en} pays {codillo_para}, who gave codillo, the same as the puesta: {puesta} tantos."),
    solo_codillo=_m("solo_codillo",
                    "Un solo perdido por codillo no hace puesta (el plato no cambia): además de las condiciones, el "
                    "jugador paga el codillo{lectura_es}.",
                    "A solo lost by codillo makes no puesta (the plato is unchanged): besides the condiciones, the "
                    "jugador pays the codillo{lectura_en}."),
    solo_codillo_sin_ellas=_m("solo_codillo_sin_ellas",
                              "Un solo perdido por codillo no hace puesta (el plato no cambia): el jugador paga solo el "
                              "codillo{lectura_es}.",
                              "A solo lost by codillo makes no puesta (the plato is unchanged): the jugador pays only "
                              "the codillo{lectura_en}."),
    codillo_solo=_m("codillo_solo", "Codillo: el jugador paga {puesta} tantos al {codillo_para}, que dio codillo.",
                    "Codillo: the jugador pays {puesta} tantos to {codillo_para}, who gave codillo."),
    entrada_rendida=_m("entrada_rendida",
                       "Entrada rendida y aceptada: el jugador hace la puesta ({puesta}) y no paga condiciones, ni "
                       "estuches ni contraestuche.",
                       "Entrada surrendered and accepted: the jugador makes the puesta ({puesta}) and pays no "
                       "condiciones, neither estuches nor contraestuche."),
    vuelta_rendida=_m("vuelta_rendida",
                      "Vuelta rendida: el jugador hace la puesta y paga solo la condición de la vuelta, "
                      "{condiciones} tantos por jugador.",
                      "Vuelta surrendered: the jugador makes the puesta and pays only the vuelta's condición, "
                      "{condiciones} tantos per player."),
    defendida=_m("defendida",
                 "Entrada rendida y defendida por el {defensor}: nadie paga condiciones ni nada por jugar y nadie se "
                 "lleva el plato (lectura de Tapete, sin ajuste); la puesta de la entrada es {puesta} tantos.",
                 "Entrada surrendered and defended by {defensor}: nobody pays condiciones or anything for playing and "
                 "nobody takes the plato (Tapete's reading, no setting); the entrada's puesta is {puesta} tantos."),
    puesta_doble=_m("puesta_doble",
                    "Puesta doble: el plato no tenía puesta y entran las dos puestas de {puesta} (regla de la casa "
                    "puesta_doble_modo): queda con {plato} tantos.",
                    "Puesta doble: the plato held no puesta, so both puestas of {puesta} go in (house rule "
                    "puesta_doble_modo): it holds {plato} tantos."),
    puestas_sucesivas=_m("puestas_sucesivas",
                         "Regla de la casa puesta_doble_modo = sucesivo: las dos puestas se colocan una tras otra; "
                         "la primera entra en el plato, que no tenía puesta, y la segunda se reserva.",
                         "House rule puesta_doble_modo = sucesivo: the two puestas are placed one after the other; "
                         "the first goes into the plato, which held no puesta, and the second is reserved."),
    puestas_gemelas=_m("puestas_gemelas",
                       "Dos puestas gemelas de {puesta}: el plato ya tenía puesta, así que las dos se reservan en la "
                       "cartulina ({cartulina}).",
                       "Two twin puestas of {puesta}: the plato already held a puesta, so both are reserved on the "
                       "cartulina ({cartulina})."),
    desenlace={
        1: _m("defendida_1",
              "El defensor, el {defensor}, hizo {defensor_bazas} bazas, más que el primer jugador ({jugador_bazas}) y "
              "que el mano pobre ({mano_pobre_bazas}): gana, y el primer jugador le paga a él la puesta, {puesta} "
              "tantos (lectura de Tapete, sin ajuste).",
              "The defender, {defensor}, took {defensor_bazas} tricks, more than the first jugador ({jugador_bazas}) "
              "and the mano pobre ({mano_pobre_bazas}): he wins, and the first jugador pays the puesta, {puesta} "
              "tantos, to him (Tapete's reading, no setting)."),
        2: _m("defendida_2",
              "El defensor, el {defensor}, empata con la mejor cuenta ({defensor_bazas} bazas; primer jugador "
              "{jugador_bazas}, mano pobre {mano_pobre_bazas}): pierde por puesta y hay dos puestas de {puesta}.",
              "The defender, {defensor}, ties the best count ({defensor_bazas} tricks; first jugador "
              "{jugador_bazas}, mano pobre {mano_pobre_bazas}): he loses by puesta and there are two puestas of "
              "{puesta}."),
        3: _m("defendida_3",
              "El defensor, el {defensor}, hizo menos bazas ({defensor_bazas}) que el primer jugador "
              "({jugador_bazas}): el primer jugador salva su puesta y la hace el defensor, {puesta} tantos.",
              "The defender, {defensor}, took fewer tricks ({defensor_bazas}) than the first jugador "
              "({jugador_bazas}): the first jugador saves his puesta and the defender makes it, {puesta} tantos."),
        4: _m("defendida_4",
              "El mano pobre, el {mano_pobre}, hizo {mano_pobre_bazas} bazas, más que el defensor ({defensor_bazas}) y "
              "que el primer jugador ({jugador_bazas}): el primer jugador hace su puesta y el defensor sufre codillo.",
              "The mano pobre, {mano_pobre}, took {mano_pobre_bazas} tricks, more than the defender "
              "({defensor_bazas}) and the first jugador ({jugador_bazas}): the first jugador makes his puesta and the "
              "defender suffers codillo."),
    },
)
"""Every message of the cobro, by key."""

ESTADO_PLATO = {
    "ninguna": {"estado_es": "sin puesta", "estado_en": "without puesta"},
    "primera": {"estado_es": "con una puesta primera", "estado_en": "holding a puesta primera"},
    "reservada": {"estado_es": "con una puesta reservada", "estado_en": "holding a reserved puesta"},
}
"""How each plato state reads inside a sentence (values of the ``caso`` message)."""

__all__ = ["ESTADO_PLATO", "M"]
