"""The Spanish and English sentences of a deal played at the table (:mod:`.mesa`): the steps the rulings do not
already explain (dealing, naming trumps, exchanging, surrendering, a refused move)."""

from __future__ import annotations

from ..base import Message


def _m(key: str, es: str, en: str) -> Message:
    return Message(f"tresillo.mesa.{key}", es, en)


REPARTO = _m("reparto",
    "{repartidor} reparte nueve cartas a cada jugador activo, en tres vueltas de tres empezando por la mano "
    "({mano}); las 13 restantes son la baceta.",
    "{repartidor} deals nine cards to each active player, in three rounds of three starting with the mano "
    "({mano}); the other 13 are the baceta.")
ALCALDE = _m("alcalde",
    "Con cuatro jugadores quien reparte ({alcalde}) es el alcalde: no recibe cartas, pero paga y cobra.",
    "Four-handed, the dealer ({alcalde}) is the alcalde: he gets no cards, but pays and collects.")
TRIUNFO = _m("triunfo",
    "El jugador ({jugador}) nombra triunfo {triunfo_es}{favor_es}.",
    "The jugador ({jugador}) names {triunfo_en} as trumps{favor_en}.")
TRIUNFO_FAVOR = _m("triunfo_favor",
    "Pujó {puja}: el triunfo debe ser el palo de favor, {triunfo_es}.",
    "He bid {puja}: the trump must be the palo de favor, {triunfo_en}.")
TRIUNFO_LIBRE = _m("triunfo_libre",
    "Pujó {puja}: puede nombrar cualquier palo; si nombra el de favor ({favor_es}), se cobra como de favor (lectura "
    "de Tapete, sin ajuste).",
    "He bid {puja}: he may name any suit; naming the palo de favor ({favor_en}) makes the deal paid as favor "
    "(Tapete's reading, no setting).")
VUELTA = _m("vuelta",
    "Vuelta: el jugador vuelve la primera carta de la baceta, {carta}; el triunfo es {triunfo_es}{lectura_es}.",
    "Vuelta: the jugador turns up the top card of the baceta, {carta}; trumps are {triunfo_en}{lectura_en}.")
SOLERA_SI = _m("solera_si",
    "El jugador declara vuelta solera: se queda sus nueve cartas y no toma la carta vuelta ({carta}), que queda "
    "apartada y fuera de juego (lectura de Tapete, sin ajuste); se cobra con la condición 20.",
    "The jugador declares a vuelta solera: he keeps his nine cards and does not take the turned card ({carta}), "
    "which is set aside out of play (Tapete's reading, no setting); it is scored with the condición 20.")
SOLERA_NO = _m("solera_no",
    "El jugador juega la vuelta: descarta y roba, y la carta vuelta ({carta}) es la primera que roba.",
    "The jugador plays the vuelta: he discards and draws, the turned card ({carta}) first.")
DESCARTE = _m("descarte",
    "{quien} descarta {n} {n:carta|cartas} ({descarta}) y roba {n} de la baceta: {roba}; {quedan:queda|quedan} "
    "{quedan} en la baceta.",
    "{quien} discards {n} {n:card|cards} ({descarta}) and draws {n} from the baceta: {roba}; {quedan} "
    "{quedan:remains|remain} in the baceta.")
NO_DESCARTA = _m("no_descarta",
    "{quien} no descarta; {quedan:queda|quedan} {quedan} en la baceta.",
    "{quien} discards nothing; {quedan} {quedan:remains|remain} in the baceta.")
SIN_CAMBIO = _m("sin_cambio",
    "En {lance} el jugador no cambia cartas: descartan solo los contras.",
    "In a {lance} the jugador does not exchange: only the contras do.")
LIMITES_JUGADOR = _m("limites_jugador",
    "El jugador descarta al menos una carta (lectura de Tapete, sin ajuste) y como mucho {maximo}, y roba otras "
    "tantas de la baceta.",
    "The jugador discards at least one card (Tapete's reading, no setting) and at most {maximo}, and draws as many "
    "from the baceta.")
LIMITES_CONTRA = _m("limites_contra",
    "Un contra descarta de 0 a {maximo} cartas (nunca más de las que quedan en la baceta, {quedan}) y roba otras "
    "tantas.",
    "A contra discards 0 to {maximo} cards (never more than remain in the baceta, {quedan}) and draws as many.")
JUEGA = _m("juega", "{quien} juega {carta}.", "{quien} plays {carta}.")
GANA_BAZA = _m("gana_baza", "{quien} gana la baza {numero} y sale a la siguiente.",
               "{quien} wins trick {numero} and leads to the next.")
GANA_ULTIMA = _m("gana_ultima", "{quien} gana la novena y última baza.", "{quien} wins the ninth and last trick.")
RENUNCIO = _m("renuncio",
    "Renuncio: {quien} jugó {carta}, que las reglas no permiten; por la regla de la casa renuncio = aceptar la "
    "carta queda en la mesa, sin pena (las fuentes no dan ninguna, §8.5), y queda anotado.",
    "Renuncio (revoke): {quien} played {carta}, which the rules do not allow; under the house rule renuncio = "
    "aceptar the card stands, without penalty (the sources give none, §8.5), and it is recorded.")
RINDE = _m("rinde", "El jugador ({quien}) se rinde: dice «paso».",
           "The jugador ({quien}) surrenders: he says \"paso\".")
DEFIENDE = _m("defiende",
    "{quien} dice «la sigo»: defiende la entrada y pasa a ser el segundo jugador; se sigue jugando con el mismo "
    "triunfo y cuentan las nueve bazas.",
    "{quien} says \"la sigo\": he defends the entrada and becomes the second jugador; play goes on with the same "
    "trumps and all nine tricks count.")
NO_DEFIENDE = _m("no_defiende", "{quien} no defiende.", "{quien} does not defend.")
BIEN = _m("bien", "Nadie defiende («bien»): el trato termina y el jugador hace puesta.",
          "Nobody defends (\"bien\"): the deal ends and the jugador makes a puesta.")
PUEDE_DEFENDER = _m("puede_defender",
    "El jugador se rindió en entrada: {quien} puede aceptar («bien») o defenderla («la sigo»).",
    "The jugador surrendered an entrada: {quien} may accept (\"bien\") or defend it (\"la sigo\").")

# refusals
NO_ES_SU_TURNO = _m("no_es_su_turno",
    "No es el turno de {quien}: ahora {accion_es} {turno}.",
    "It is not {quien}'s turn: now {turno} {accion_en}.")
OTRA_FASE = _m("otra_fase",
    "Ahora no toca {tipo_es}: el trato está en la fase de {fase_es}.",
    "This is not the time to {tipo_en}: the deal is in its {fase_en} phase.")
TERMINADO = _m("terminado", "El trato ha terminado: no quedan jugadas.", "The deal is over: no moves are left.")
NO_LA_TIENE = _m("no_la_tiene", "{quien} no tiene {cartas} en la mano.", "{quien} does not hold {cartas}.")
CARTA_ILEGAL = _m("carta_ilegal",
    "{quien} no puede jugar {carta}: puede jugar {legales}.",
    "{quien} may not play {carta}: he may play {legales}.")
PUJA_ILEGAL = _m("puja_ilegal", "{quien} no puede decir {puja}.", "{quien} may not say {puja}.")
TRIUNFO_ILEGAL = _m("triunfo_ilegal",
    "No puede nombrar {triunfo_es}: puede nombrar {legales_es}.",
    "He may not name {triunfo_en}: he may name {legales_en}.")
DESCARTE_ILEGAL = _m("descarte_ilegal",
    "{quien} no puede descartar {n} {n:carta|cartas}: debe descartar de {minimo} a {maximo}.",
    "{quien} may not discard {n} {n:card|cards}: he must discard {minimo} to {maximo}.")
NO_PUEDE_RENDIRSE = _m("no_puede_rendirse", "{quien} no puede rendirse: solo el jugador se rinde.",
                       "{quien} may not surrender: only the jugador surrenders.")
YA_RENDIDA = _m("ya_rendida", "El jugador ya se rindió: no se rinde dos veces.",
                "The jugador has already surrendered: he does not surrender twice.")
LEGAL = _m("legal", "{quien} puede hacerlo.", "{quien} may do so.")

FASES = {
    "subasta": ("la subasta", "auction"), "triunfo": ("nombrar triunfo", "naming trumps"),
    "solera": ("decidir la vuelta solera", "vuelta solera choice"), "descarte": ("descarte", "exchange"),
    "carteo": ("carteo", "play"), "defensa": ("defensa", "defence"), "fin": ("final", "end"),
}
"""Phase -> its name in a Spanish and an English sentence."""

TIPOS = {
    "puja": ("pujar", "bid", "puja", "bids"), "triunfo": ("nombrar triunfo", "name trumps", "nombra triunfo",
                                                          "names trumps"),
    "solera": ("decidir la vuelta solera", "choose the vuelta solera", "decide la vuelta solera",
               "chooses the vuelta solera"),
    "descarte": ("descartar", "discard", "descarta", "discards"), "carta": ("jugar carta", "play a card", "juega",
                                                                            "plays"),
    "rendirse": ("rendirse", "surrender", "juega", "plays"), "defender": ("defender", "defend", "decide si defiende",
                                                                          "decides whether to defend"),
}
"""Move type -> (Spanish infinitive, English infinitive, Spanish 3rd person, English 3rd person)."""
