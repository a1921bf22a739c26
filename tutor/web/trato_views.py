"""What the "Juega un trato" pages draw: the table of a learner's deal, its end and its review, as frozen values
(cards drawn by :func:`tutor.web.views.card_view`, every explanation as :class:`tutor.web.views.Step` rows). Only
the learner's own hand is ever shown; the other seats show how many cards they hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from ..puzzles import KINDS
from ..rules.base import Reason
from ..rules.cartas import NOMBRES_PALOS_ESPANOLES, PALOS_ESPANOLES
from ..rules.tresillo.cobro_mensajes import ESTADO_PLATO
from ..rules.tresillo.lances import ESCALA, NOMBRE_PUJA, PASO
from ..rules.tresillo.mesa import (CARTA, CARTEO, DEFENDER, DEFENSA, DESCARTE, FASE_DESCARTE, FASE_SOLERA,
                                   FASE_TRIUNFO, FIN, PUJA, RENDIRSE, SOLERA, SUBASTA, TRIUNFO, legal_moves)
from . import views
from .trato_juego import FLAGGED_KIND, Decision, Juego, firmes_al_empezar

POSICIONES = (_l("mano"), _l("segundo"), _l("postre"))
"""The active seats in play order (§2.4): the game's own words."""

ROLES = {"jugador": _l("jugador"), "contra_a": _l("contra A"), "contra_b": _l("contra B"), "alcalde": _l("alcalde")}

FASES = {SUBASTA: _l("Auction"), FASE_TRIUNFO: _l("Naming trumps"), FASE_SOLERA: _l("Vuelta: solera or not"),
         FASE_DESCARTE: _l("The exchange"), CARTEO: _l("Play"), DEFENSA: _l("Defence"), FIN: _l("End of the deal")}

PUJAS = (PASO,) + ESCALA
"""Every bid a learner may try, allowed or not (the auction's form offers them all: a bid the rules do not allow is
refused with the rule)."""


def steps(reasons: tuple[Reason, ...], lang: str) -> tuple[views.Step, ...]:
    """Reasons as explanation rows (the verdicts' own: cards as players read them, citations linked)."""
    return tuple(views.Step(r.rule, r.text(lang, views.for_people), views.rule_href(r.rule)) for r in reasons)


def card(c, lang: str) -> views.CardView:
    """The card ``c`` (a :class:`~tutor.rules.cartas.CartaEspanola` or its token, ``"7c"``) as the pages draw it,
    named in ``lang`` for screen readers."""
    return views.card_view(str(c), "espanola", lang)


def plato_state(puesta: str, lang: str) -> str:
    """The plato's state in a sentence, in the cobro's own words ("con una puesta primera")."""
    return ESTADO_PLATO[puesta]["estado_en" if lang == "en" else "estado_es"]


def bid_label(puja: str) -> str:
    """A bid of the ladder by its name in the game (``"entrada_favor"`` -> ``"entrada de favor"``, §6.3); the key
    itself for any other."""
    return NOMBRE_PUJA.get(puja, puja)


@dataclass(frozen=True, slots=True)
class SeatView:
    """A player at the table: name, the learner's own seat, place in play order and role, tricks won, cards held."""

    name: str
    you: bool
    position: str
    role: str
    tricks: int
    cards: int
    to_move: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick: its number, the cards played by whom, the winner and why (the ``tresillo.baza`` ruling)."""

    number: int
    played: tuple[tuple[str, views.CardView], ...]
    winner: str
    why: tuple[views.Step, ...]


@dataclass(frozen=True, slots=True)
class Choice:
    """One button of a move form: the field value and its label (``card`` for a card button)."""

    value: str
    label: str
    card: views.CardView | None = None
    marked: bool = False


@dataclass(frozen=True, slots=True)
class Refusal:
    """A move the rules refused: why (the rule), and what was allowed: ``allowed`` the bids or trumps as phrases,
    ``allowed_cards`` the cards, ``surrender`` whether the jugador may surrender instead (§11)."""

    steps: tuple[views.Step, ...]
    allowed: str
    allowed_cards: tuple[views.CardView, ...]
    surrender: bool = False


@dataclass(frozen=True, slots=True)
class NetRow:
    """A player's tantos from a deal: the settlement's (``cobro``, by their role, as the ``tresillo.cobro`` ruling
    and its puzzle give it; ``None`` when nobody played), what they put into the plato (``plato``: the dealer's 5,
    an enchilada, §13.2), and the deal's net, ``cobro - plato``."""

    name: str
    role: str
    cobro: int | None
    plato: int
    neto: int
    you: bool


@dataclass(frozen=True, slots=True)
class EndView:
    """The end of a deal: result, primeras, estuches, and the settlement step by step; each player's settlement,
    stake in the plato and net (:class:`NetRow`, in the settlement's order of roles); the plato after."""

    result: tuple[views.Step, ...]
    primeras: tuple[views.Step, ...]
    estuches: tuple[views.Step, ...]
    cobro: tuple[views.Step, ...]
    refused: str | None
    neto: tuple[NetRow, ...]
    saldos: tuple[tuple[str, int, bool], ...]
    plato: int
    estado: str
    cartulina: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    """A learner's deal as its page draws it (``favor``: the palo de favor's name, a house rule; the hand sorted
    by suit and number, for reading only; ``number``: the deal's place in its session; ``carried``: the plato,
    its state in words and the cartulina the earlier deals left, ``None`` in a session's first deal)."""

    trato_id: str
    phase: str
    over: bool
    you: str
    alcalde: str | None
    sitting_out: bool
    seats: tuple[SeatView, ...]
    your_turn: bool
    triunfo: str | None
    favor: str
    lance: str | None
    vuelta: views.CardView | None
    hand: tuple[Choice, ...]
    trick: tuple[tuple[str, views.CardView], ...]
    tricks: tuple[TrickView, ...]
    latest: tuple[views.Step, ...]
    kind: str | None
    options: tuple[Choice, ...]
    surrender: bool
    discard_limits: str
    refusal: Refusal | None
    end: EndView | None
    made: int
    number: int
    carried: tuple[int, str, tuple[int, ...]] | None


def _seats(juego: Juego, lang: str) -> tuple[SeatView, ...]:
    mesa = juego.mesa
    won = [sum(1 for b in mesa.bazas if b.gana == s) for s in range(3)]
    return tuple(SeatView(name, name == juego.yo, str(POSICIONES[s]), str(ROLES[mesa.rol(s)]) if mesa.rol(s) else "",
                          won[s], len(mesa.manos[s]), mesa.turno == s)
                 for s, name in enumerate(mesa.nombres))


def _tricks(juego: Juego, lang: str) -> tuple[TrickView, ...]:
    mesa = juego.mesa
    out = []
    for n, b in enumerate(mesa.bazas, 1):
        played = tuple((mesa.nombres[s], card(c, lang)) for s, c in b.cartas)
        out.append(TrickView(n, played, mesa.nombres[b.gana], steps(b.ruling.reasons, lang)))
    return tuple(reversed(out))


def _latest(juego: Juego, lang: str) -> tuple[views.Step, ...]:
    """The steps since the learner's last accepted move (what the others did meanwhile), at most the last 12."""
    mesa = juego.mesa
    start = 0
    for i, p in enumerate(mesa.pasos):
        if p.jugada is not None and juego.asiento is not None and p.jugada.asiento == juego.asiento:
            start = i
    reasons = []
    for p in mesa.pasos[start:]:
        reasons.extend(p.reasons if p.jugada is None else p.reasons[-1:])
    return steps(tuple(reasons[-12:]), lang)


def _options(juego: Juego, lang: str) -> tuple[str | None, tuple[Choice, ...]]:
    """The form of the learner's move now: its kind and buttons (cards are the hand's buttons)."""
    mesa = juego.mesa
    if not juego.mi_turno:
        return None, ()
    if mesa.fase == SUBASTA:
        return PUJA, tuple(Choice(p, _("pass") if p == PASO else bid_label(p)) for p in PUJAS)
    if mesa.fase == FASE_TRIUNFO:
        return TRIUNFO, tuple(Choice(p, NOMBRES_PALOS_ESPANOLES[lang][p]) for p in PALOS_ESPANOLES)
    if mesa.fase == FASE_SOLERA:
        return SOLERA, (Choice("si", _("Declare vuelta solera (keep my nine cards)")),
                          Choice("no", _("Play the vuelta (exchange, the turned card first)")))
    if mesa.fase == DEFENSA:
        return DEFENDER, (Choice("si", _("Defend it (la sigo)")), Choice("no", _("Do not defend")))
    if mesa.fase == FASE_DESCARTE:
        return DESCARTE, ()
    return CARTA, ()


def _allowed(jugada, lang: str) -> str:
    """How an allowed move reads in "Allowed now: ...", a whole phrase: a bid, a trump (cards are drawn, the
    surrender has its own sentence, a discard's limits are in its reason)."""
    if jugada.tipo == PUJA:
        return _("passing") if jugada.valor == PASO else _("bidding %(bid)s", bid=bid_label(jugada.valor))
    if jugada.tipo == TRIUNFO:
        return _("naming %(suit)s trumps", suit=NOMBRES_PALOS_ESPANOLES[lang][jugada.valor])
    return ""


def _refusal(decision: Decision | None, lang: str) -> Refusal | None:
    if decision is None:
        return None
    legales = decision.ruling.answer["legales"]
    cards = tuple(card(j.valor, lang) for j in legales if j.tipo == CARTA)
    words = dict.fromkeys(w for w in (_allowed(j, lang) for j in legales) if w)
    return Refusal(steps(why_refused(decision), lang), ", ".join(words), cards,
                   any(j.tipo == RENDIRSE for j in legales))


def why_refused(decision: Decision) -> tuple[Reason, ...]:
    """A refused move's reasons: the rule of the phase ("debe asistir a copas", the bids allowed) and why not;
    for a card, not whether the jugador may surrender (§11: another question)."""
    reasons = decision.reasons
    if decision.jugada.tipo == CARTA:
        reasons = tuple(r for r in reasons if not r.section.startswith("11"))
    return reasons


def _end(juego: Juego, lang: str) -> EndView | None:
    final = juego.mesa.final
    if final is None:
        return None
    def of(ruling):
        return steps(ruling.reasons, lang) if ruling is not None else ()
    asiento = final.asiento
    jugadores = final.sesion.jugadores
    if asiento is None:
        return EndView(of(final.resultado), of(final.primeras), of(final.estuches), (),
                       final.cobro_rehusado.text(lang), (), (), final.sesion.plato.tantos,
                       plato_state(final.sesion.plato.puesta, lang), final.sesion.plato.cartulina)
    return EndView(of(final.resultado), of(final.primeras), of(final.estuches), steps(asiento.reasons, lang), None,
                   _net_rows(asiento, juego.yo),
                   tuple((n, t, n == juego.yo) for n, t in zip(jugadores, asiento.saldos)),
                   asiento.plato.tantos, plato_state(asiento.plato.puesta, lang), asiento.plato.cartulina)


def _net_rows(asiento, yo: str) -> tuple[NetRow, ...]:
    """Each player's settlement (by role, the cobro's order), stake put into the plato and net for the deal."""
    names, roles = dict(asiento.papeles), {name: role for role, name in asiento.papeles}
    cobro = {names[role]: t for role, t in asiento.cobro.neto} if asiento.cobro else {}
    order = [name for _, name in asiento.papeles] or [name for name, _ in asiento.neto]  # everybody passed: seats
    neto = dict(asiento.neto)
    return tuple(NetRow(n, str(ROLES[roles[n]]) if n in roles else "", cobro.get(n), cobro.get(n, 0) - neto[n],
                        neto[n], n == yo) for n in order)


def table_view(juego: Juego, lang: str, trato_id: str, refused: Decision | None = None) -> TableView:
    """The page's view of ``juego`` in ``lang``; ``trato_id``: the id the page shows (:func:`.trato_juego.shared_id`);
    ``refused``: a refusal answered but not stored, shown instead of the last stored one."""
    mesa = juego.mesa
    s = juego.asiento
    refusal = refused or juego.rechazo
    legal_cards = {str(j.valor) for j in refusal.ruling.answer["legales"] if j.tipo == CARTA} if refusal else set()
    held = sorted(mesa.manos[s] if s is not None else (), key=lambda c: (PALOS_ESPANOLES.index(c.palo), c.numero))
    hand = tuple(Choice(str(c), card(c, lang).name, card(c, lang), str(c) in legal_cards) for c in held)
    kind, options = _options(juego, lang)
    surrender = juego.mi_turno and mesa.fase == CARTEO and s == mesa.jugador and not mesa.rendida and any(
        j.tipo == RENDIRSE for j in legal_moves(mesa))
    limits = _("The baceta holds %(n)d cards.", n=len(mesa.baceta)) if kind == DESCARTE else ""
    return TableView(
        trato_id, str(FASES[mesa.fase]), mesa.fase == FIN, juego.yo, mesa.alcalde, s is None, _seats(juego, lang),
        juego.mi_turno,
        NOMBRES_PALOS_ESPANOLES[lang][mesa.triunfo] if mesa.triunfo else None,
        NOMBRES_PALOS_ESPANOLES[lang][mesa.house_rules.palo_favor],
        mesa.lance.replace("_", " ") if mesa.lance else None, card(mesa.vuelta, lang) if mesa.vuelta else None,
        hand, tuple((mesa.nombres[x], card(c, lang)) for x, c in mesa.baza), _tricks(juego, lang),
        _latest(juego, lang), kind, options, surrender, limits, _refusal(refusal, lang), _end(juego, lang),
        juego.movidas, len(mesa.sesion.asientos) + 1, _carried(mesa, lang))


def _carried(mesa, lang: str) -> tuple[int, str, tuple[int, ...]] | None:
    """What the session's earlier deals left (plato tantos, its state in words, the cartulina), ``None`` in a first
    deal."""
    if not mesa.sesion.asientos:
        return None
    plato = mesa.sesion.plato
    return plato.tantos, plato_state(plato.puesta, lang), plato.cartulina


@dataclass(frozen=True, slots=True)
class DecisionView:
    """One move of the learner in the review: what they did, what the table was, why, whether it was refused or
    accepted as a renuncio (§8.5; its step says so), and the puzzle kind a refusal counted in (its title), if any."""

    number: int
    phase: str
    what: str
    cards: tuple[views.CardView, ...]
    refused: bool
    steps: tuple[views.Step, ...]
    counted: str | None = None
    renuncio: bool = False


def _what(decision: Decision, lang: str) -> tuple[str, tuple[views.CardView, ...]]:
    """What the learner did, in words (a refused move: what they tried), and its cards."""
    j = decision.jugada
    if decision.rechazada:
        return _tried(j, lang)
    if j.tipo == PUJA:
        return (_("pass") if j.valor == PASO else _("bid %(bid)s", bid=bid_label(j.valor))), ()
    if j.tipo == TRIUNFO:
        return _("named trumps: %(suit)s", suit=NOMBRES_PALOS_ESPANOLES[lang].get(j.valor, j.valor)), ()
    if j.tipo in (SOLERA, DEFENDER):
        return (_("yes") if j.valor else _("no")), ()
    if j.tipo == DESCARTE:
        return _("laid aside"), tuple(card(c, lang) for c in j.valor)
    if j.tipo == RENDIRSE:
        return _("surrendered"), ()
    return _("played"), (card(j.valor, lang),)


def _tried(j, lang: str) -> tuple[str, tuple[views.CardView, ...]]:
    """A refused move in words: what the learner tried (nothing of it happened)."""
    if j.tipo == PUJA:
        return (_("tried to pass") if j.valor == PASO else _("tried to bid %(bid)s", bid=bid_label(j.valor))), ()
    if j.tipo == TRIUNFO:
        return _("tried to name trumps: %(suit)s", suit=NOMBRES_PALOS_ESPANOLES[lang].get(j.valor, j.valor)), ()
    if j.tipo == DESCARTE:
        return _("tried to lay aside"), tuple(card(c, lang) for c in j.valor)
    if j.tipo == RENDIRSE:
        return _("tried to surrender"), ()
    if j.tipo == CARTA:
        return _("tried to play"), (card(j.valor, lang),)
    return (_("tried: yes") if j.valor else _("tried: no")), ()


def review_view(juego: Juego, lang: str) -> tuple[tuple[DecisionView, ...], tuple[views.Step, ...], tuple]:
    """The review: every decision, the firmes (§12) of the learner's hand when play started, as steps and as
    ``(card, category)`` pairs."""
    decisions = []
    for d in juego.decisiones:
        what, cards = _what(d, lang)
        kind = FLAGGED_KIND.get(d.jugada.tipo) if d.rechazada else None
        decisions.append(DecisionView(d.numero + 1, str(FASES[d.antes.fase]), what, cards, d.rechazada,
                                      steps(why_refused(d) if d.rechazada else d.reasons, lang),
                                      KINDS[kind].title.render({}, lang) if kind else None, d.renuncio))
    ruling = firmes_al_empezar(juego)
    firmes_steps = steps(ruling.reasons, lang) if ruling else ()
    firmes_cards = tuple((card(f["carta"], lang), f["categoria"]) for f in ruling.answer["firmes"]) if ruling else ()
    return tuple(decisions), firmes_steps, firmes_cards
