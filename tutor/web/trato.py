"""Juega un trato: a whole Tresillo deal at a virtual table, the referee checking every move (issue 20;
``rules/tresillo.md §5–§13``).

The learner chooses a table of four (the alcalde sits out) or three and a seat; the computer plays the other seats.
A deal is its id (``tresillo.trato-v1-J4-S123``) and the learner's moves (:mod:`tutor.progress.tratos`); the page
rebuilds the table from them (:mod:`.trato_juego`) on every request, so a reload or another device continues.
A session is played under the house-rule profile in force when it started (the club's default,
:mod:`.profile_in_force`), kept with its deals: under a profile whose ``renuncio`` is ``"aceptar"`` a card the rules
do not allow is played "as at the table", marked as a renuncio (and still counted as a wrong answer).

Every move is a form: a plain POST stores it and answers 303 to the table; with htmx the table block is swapped in
place. A move the rules refuse is stored as refused (the review lists it), shown with the rule and what is allowed,
and — a card or a bid — counts in the learner's progress as a wrong answer to the puzzle that asks that very
question (``tresillo.jugada_legal``, ``tresillo.lances``), its situation kept in the learner's set "Tratos jugados"
so that its verdict and its review find it. The form's ``hechas`` (moves made when the table was drawn) makes a
double click or a second tab harmless: a move on an older table changes nothing.

A deal id names its dealer, the learner's seat and its house rules (:class:`~tutor.rules.tresillo.mesa.TratoId`):
the table offers the id that deals it again anywhere. A deal played for a class assignment (:mod:`.teach_deals`)
is a session of one deal: its id is hidden until the due time, its end files the gradebook cell, and while the
assignment is sealed its review waits for the due time and refused moves count nowhere else.
"""

from __future__ import annotations

import secrets

from flask import Blueprint, abort, redirect, request, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from .. import practice, puzzles
from ..progress import personal_sets, tratos, utc_now
from ..rules.base import InvalidSituation
from ..rules.cartas import PALOS_ESPANOLES, parse_espanola
from ..rules.profiles import REGLAMENTO, Profile
from ..rules.tresillo.mesa import (CARTA, CARTEO, DEFENDER, DEFENSA, DESCARTE, FASE_DESCARTE, FASE_SOLERA,
                                   FASE_TRIUNFO, MAX_ID_LENGTH, PUJA, RENDIRSE, SOLERA, SUBASTA, TRIUNFO,
                                   InvalidTratoId, Jugada, TratoId, check_move, legal_moves, parse_trato_id)
from . import profile_in_force
from .answers import ascii_int
from .db import get_db
from .htmx import page_or_fragment, wants_fragment
from .i18n import club_time_text, club_timezone, lang
from .learners import learner_id
from .membership import my_assignment
from .trato_assigned import assignment_of, file_deal, juego_of, start_row
from .trato_juego import (FLAGGED_KIND, Decision, Juego, accepts, cobro_situation, jugada_legal_situation,
                          lances_situation, refusal, shared_id, stored)
from .trato_views import PUJAS, review_view, table_view

bp = Blueprint("trato", __name__, url_prefix="/tresillo/trato")

SET_NAME = _l("Played deals")
"""The learner's set (Mis puzzles) that keeps the key moments of their deals."""

PHASE_TYPES = {SUBASTA: (PUJA,), FASE_TRIUNFO: (TRIUNFO,), FASE_SOLERA: (SOLERA,), FASE_DESCARTE: (DESCARTE,),
               CARTEO: (CARTA, RENDIRSE), DEFENSA: (DEFENDER,)}
"""The moves each phase's form offers; any other is a forged form (400)."""


# ---------------------------------------------------------------------------------------------- loading


def _own(trato: int) -> tratos.TratoRow:
    """The learner's deal ``trato``, or 404 (missing, someone else's, or an assigned deal of a class the learner
    no longer belongs to, as that class's puzzle items are)."""
    uid = learner_id()
    row = tratos.get(get_db(), uid, trato) if uid is not None else None
    if row is None:
        abort(404)
    if row.assigned:
        my_assignment(row.assignment_id)
    return row


def _profile(row: tratos.TratoRow) -> Profile:
    """The house-rule profile the learner's deal is played under (its session's); 410 when it no longer reads."""
    found = profile_in_force.find(row.profile or REGLAMENTO.key)
    if found is None:
        _gone()
    return found


def _juego(row: tratos.TratoRow) -> Juego:
    """The table of the learner's deal, rebuilt from the session's deals under its profile; a deal an earlier
    version of the engine dealt (its id's version, or moves the engine now refuses) is gone: 410 with the start page
    and why."""
    juego = juego_of(row, learner_id())
    if juego is None:
        _gone()
    return juego


def _gone():
    abort(page_or_fragment("trato/index.html", "content", status=410, shared="",
                           recent=tratos.recent(get_db(), learner_id()),
                           error=_("This deal was dealt by an earlier version of Tapete and can no longer be "
                                   "continued. Deal a new one.")))


# ---------------------------------------------------------------------------------------------- pages


@bp.get("/")
def index():
    """Choose a table (4 or 3) and a seat, or a deal by its id (``?id=``: shared); the learner's latest deals."""
    uid = learner_id()
    recent = tratos.recent(get_db(), uid) if uid is not None else []
    shared, error = request.args.get("id", "").strip(), None
    if shared:  # a shared link's id is read as the form will read it: a bad one says so now
        try:
            parse_trato_id(shared)
        except InvalidTratoId as err:
            error = err.text(lang())
    return page_or_fragment("trato/index.html", "content", status=422 if error else 200, recent=recent,
                            shared=_typed(shared), error=error)


def _typed(shared: str) -> str:
    """The id typed or linked, as the form shows it again: whole, never cut into another deal's id (text longer
    than any id, :data:`MAX_ID_LENGTH`, is shown as nothing: its error says why)."""
    return shared if len(shared) <= MAX_ID_LENGTH else ""


@bp.context_processor
def _id_limit() -> dict:
    """The id field's ``maxlength``: the longest deal id."""
    return {"max_id_length": MAX_ID_LENGTH}


def _seed() -> int:
    """A new deal's seed: random, short enough to read out and share (a puzzle's seeds are as long)."""
    return secrets.randbelow(10**9)


@bp.post("/")
def start():
    """A new deal (a new session): ``jugadores`` 4 or 3 and ``asiento`` 0–2 (mano, segundo, postre of the first
    deal) under the club's default profile, or the deal an ``id`` names (shared or played before: its table size,
    dealer, seat when it names one, and house rules win; an id without ``-P`` is the Reglamento's). 303 to its
    table; a bad id, or one naming a profile this club does not have, shows the form again (422)."""
    shared = request.form.get("id", "").strip()
    asiento = ascii_int(request.form.get("asiento", ""), max_digits=1)
    if asiento not in (0, 1, 2):
        abort(400)
    if shared:
        try:
            tid = parse_trato_id(shared)
        except InvalidTratoId as err:
            return _start_again(shared, err.text(lang()))
        profile = profile_in_force.find(tid.profile or REGLAMENTO.key)
        if profile is None:
            return _start_again(shared, _("This deal is played under house rules this club does not have "
                                          "(%(key)s).", key=tid.profile))
        asiento = asiento if tid.asiento is None else tid.asiento
    else:
        jugadores = ascii_int(request.form.get("jugadores", ""), max_digits=1)
        if jugadores not in (3, 4):
            abort(400)
        tid, profile = TratoId(_seed(), jugadores), profile_in_force.club_default()
    row = start_row(learner_id(create=True), tid, asiento, profile)
    return redirect(url_for("trato.table", trato=row.id), 303)


def _start_again(shared: str, error: str):
    """The start page again (422) with the id typed and why it cannot be dealt."""
    uid = learner_id()
    return page_or_fragment("trato/index.html", "content", status=422, error=error, shared=_typed(shared),
                            recent=tratos.recent(get_db(), uid) if uid else [])


def _table(row: tratos.TratoRow, juego: Juego, status: int = 200, refused: Decision | None = None, note: str = ""):
    """The table page (or its block for htmx); ``refused``: a refusal not stored, shown with ``note`` saying so."""
    db = get_db()
    a = _assignment(row)
    return page_or_fragment("trato/mesa.html", "mesa", status=status, row=row,
                            t=table_view(juego, lang(), shared_id(juego, row.profile or ""), refused),
                            refusal_note=note, profile_name=_profile(row).name(lang()), assignment=a,
                            show_id=_id_shown(a), review_withheld=_sealed(row), closed=_closed(a),
                            next_id=tratos.next_of(db, learner_id(), row) if juego.mesa.final else None,
                            action=url_for("trato.move", trato=row.id))


def _assignment(row: tratos.TratoRow):
    """The assignment ``row`` is played for, or ``None``."""
    found = assignment_of(row)
    return found[0] if found else None


def _id_shown(a) -> bool:
    """Whether the table shows its deal's id: always for the learner's own deals; an assigned deal's is the
    teacher's until the due time (as an assignment's puzzle ids are)."""
    return a is None or a.is_past_due(utc_now())


def _closed(a) -> bool:
    """Whether the assignment ``a`` (or ``None``) takes no more moves: past its due time, late answers refused."""
    return a is not None and a.closed(utc_now())


def _sealed(row: tratos.TratoRow) -> bool:
    """Whether ``row`` is a deal of an assignment whose explanations wait for its due time."""
    a = _assignment(row)
    return a is not None and a.sealed(utc_now())


@bp.get("/<int:trato>")
def table(trato: int):
    """The table of one of the learner's deals (404 for anyone else's)."""
    row = _own(trato)
    juego = _juego(row)
    if row.assigned:  # filed when its last move was made; again here (once) if that was cut short
        file_deal(row, juego, learner_id())
    return _table(row, juego)


# ---------------------------------------------------------------------------------------------- a move


def _read_move(juego: Juego) -> Jugada:
    """The move the form posted, as the engine's move at the learner's seat; 400 for a field no form offers
    (a type of another phase, a card not in the hand, a bid off the ladder)."""
    mesa, s = juego.mesa, juego.asiento
    tipo = request.form.get("tipo", "")
    if tipo not in PHASE_TYPES.get(mesa.fase, ()):
        abort(400)
    hand = {str(c): c for c in mesa.manos[s]}
    valor = request.form.get("valor", "")
    if tipo == PUJA:
        if valor not in PUJAS:
            abort(400)
        return Jugada(s, PUJA, valor)
    if tipo == TRIUNFO:
        if valor not in PALOS_ESPANOLES:
            abort(400)
        return Jugada(s, TRIUNFO, valor)
    if tipo in (SOLERA, DEFENDER):
        if valor not in ("si", "no"):
            abort(400)
        return Jugada(s, tipo, valor == "si")
    if tipo == RENDIRSE:
        return Jugada(s, RENDIRSE)
    if tipo == CARTA:
        return Jugada(s, CARTA, _hand_card(valor, hand))
    chosen = request.form.getlist("cartas")
    cards = tuple(_hand_card(t, hand) for t in chosen)
    if len(set(cards)) != len(cards):
        abort(400)
    return Jugada(s, DESCARTE, cards)


def _hand_card(token: str, hand: dict):
    """A card of the learner's hand named by its token (``7c``), or 400."""
    try:
        carta = parse_espanola(token[:4])
    except InvalidSituation:
        abort(400)
    if str(carta) not in hand:
        abort(400)
    return carta


@bp.post("/<int:trato>")
def move(trato: int):
    """The learner's move (fields ``hechas``, ``tipo``, ``valor`` or ``cartas``): checked by the engine, stored
    (refused or not), then the table: 303 (plain) or its block (htmx). A move on a table that has moved on (a
    double click, another tab) changes nothing; a refused move past :data:`tratos.MAX_REFUSED` is answered (422,
    the table with the rule and why it is not kept) but neither stored nor counted. A legal move is always stored."""
    row = _own(trato)
    juego = _juego(row)
    a = _assignment(row)
    if _closed(a):
        return _table(row, juego, status=403)  # the table, which says the due time has passed
    made = ascii_int(request.form.get("hechas", ""), max_digits=4)
    if made != len(row.moves) or not juego.mi_turno:
        return _after(row)  # stale: the table as it is now
    jugada = _read_move(juego)
    legal = check_move(juego.mesa, jugada).answer["legal"]
    accepted = accepts(juego.mesa, jugada)  # legal, or a renuncio the house rules accept
    db, uid = get_db(), learner_id()
    try:
        row = tratos.add_move(db, uid, row.id, made, stored(jugada, rechazada=not accepted))
    except tratos.Stale:
        return _after(row)
    except tratos.TooManyRefused:  # answered, not stored
        note = _("This refused move is not kept in the review of the deal, nor counted in your progress: a deal "
                 "keeps at most %(n)d refused moves.", n=tratos.MAX_REFUSED)
        return _table(row, juego, status=422, refused=refusal(juego, jugada), note=note)
    if not legal and not (a is not None and a.sealed(utc_now())):  # sealed: no verdict anywhere before the due time
        _count_mistake(row, juego, jugada)
    if a is not None:
        file_deal(row, _juego(row), uid)
    return _after(row)


def _after(row: tratos.TratoRow):
    """The table after a move: its block for htmx, else 303 to its page."""
    if wants_fragment():
        return _table(row, _juego(row))
    return redirect(url_for("trato.table", trato=row.id), 303)


def _count_mistake(row: tratos.TratoRow, juego: Juego, jugada: Jugada) -> None:
    """A refused card or bid counts as a wrong answer to the puzzle that asks that question about this table (its
    situation saved in the learner's set, so its verdict page and its review find it); other refusals have no
    puzzle kind and count nowhere. The same answer on the same table again (the refusal repeated) is one attempt:
    the showing is the deal's table at that step with that answer."""
    kind = FLAGGED_KIND.get(jugada.tipo)
    if kind is None:
        return
    if jugada.tipo == CARTA:
        situation, given = jugada_legal_situation(juego.mesa, juego.asiento), (str(jugada.valor),)
    else:
        situation, given = lances_situation(juego.mesa), jugada.valor
    puzzle = puzzles.puzzle_from_situation(kind, 1, situation, profile=_profile(row))  # the table's rules
    answer = puzzle.form.format(given)
    verdict = puzzles.check(puzzle, answer)
    if verdict.correct:
        return
    db, uid = get_db(), learner_id()
    try:
        personal_sets.add(db, uid, str(SET_NAME), kind, puzzles.KINDS[kind].ruling, situation)
    except personal_sets.TooManyPuzzles:
        return  # nowhere to find it again: not counted
    showing = f"trato-{row.id}-{len(juego.mesa.pasos)}-{answer}"  # this table (its step) and this answer
    practice.record_once(db, uid, puzzle, verdict, answer, None, nonce=showing, tz=club_timezone())


# ---------------------------------------------------------------------------------------------- after the deal


@bp.post("/<int:trato>/siguiente")
def next_deal(trato: int):
    """The next deal of the session (plato, cartulina, balances and dealer carried on), the learner in the same
    place; 303 to it (to the one already made, if any). 409 before the deal is over (no form offers it), and with
    the start page and why past :data:`tratos.MAX_DEALS`."""
    row = _own(trato)
    if row.assigned:
        abort(404)  # an assigned deal is one deal
    if _juego(row).mesa.final is None:
        abort(409)
    db, uid = get_db(), learner_id()
    made = tratos.next_of(db, uid, row)
    if made is None:
        tid = TratoId(_seed(), parse_trato_id(row.trato_id).jugadores)
        try:
            made = tratos.start(db, uid, str(tid), row.seat, after=row.id).id
        except tratos.TooManyDeals:
            return page_or_fragment("trato/index.html", "content", status=409, shared="",
                                    recent=tratos.recent(db, uid),
                                    error=_("This session already holds %(n)d deals, the most it keeps: start a new "
                                            "one.", n=tratos.MAX_DEALS))
    return redirect(url_for("trato.table", trato=made), 303)


@bp.get("/<int:trato>/repaso")
def review(trato: int):
    """The review of a deal: every decision of the learner (the refused ones marked, with the rule), the firmes of
    the learner's hand when play started (§12), and the button that saves its key moments as puzzles."""
    row = _own(trato)
    if _sealed(row):
        return _withheld(row)
    juego = _juego(row)
    decisions, firmes_steps, firmes_cards = review_view(juego, lang())
    return page_or_fragment("trato/repaso.html", "content", row=row,
                            t=table_view(juego, lang(), shared_id(juego, row.profile or "")),
                            profile_name=_profile(row).name(lang()), show_id=_id_shown(_assignment(row)),
                            decisions=decisions, firmes_steps=firmes_steps, firmes_cards=firmes_cards,
                            moments=len(key_moments(juego)))


def _withheld(row: tratos.TratoRow):
    """403: the review of a deal of a sealed assignment waits for its due time."""
    a = assignment_of(row)[0]
    return page_or_fragment("trato/withheld.html", "content", status=403, row=row, a=a,
                            due=club_time_text(a.due_at))


def key_moments(juego: Juego) -> list[tuple[str, dict]]:
    """``(kind, situation)`` of a deal's key moments: each card the learner played or tried where the rules
    narrowed the choice (a legal-card question), then the final cobro."""
    out: list[tuple[str, dict]] = []
    for d in juego.decisiones:
        if d.jugada.tipo != CARTA or not d.antes.baza:
            continue
        hand = d.antes.manos[d.jugada.asiento]
        legales = [j for j in legal_moves(d.antes) if j.tipo == CARTA]
        if d.rechazada or len(legales) < len(hand):
            moment = ("tresillo.jugada_legal", jugada_legal_situation(d.antes, d.jugada.asiento))
            if moment not in out:
                out.append(moment)
    cobro = cobro_situation(juego.mesa)
    if cobro is not None:
        out.append(("tresillo.cobro", cobro))
    return out


@bp.post("/<int:trato>/puzzles")
def save_puzzles(trato: int):
    """Save the deal's key moments (:func:`key_moments`) as puzzles in the learner's set, all or none; 303 to Mis
    puzzles (409 saying so, nothing saved, when they would take the learner past what Mis puzzles keeps)."""
    row = _own(trato)
    if _sealed(row):
        return _withheld(row)
    db, uid = get_db(), learner_id()
    moments = [(kind, puzzles.KINDS[kind].ruling, situation) for kind, situation in key_moments(_juego(row))]
    try:
        personal_sets.add_all(db, uid, str(SET_NAME), moments)
    except personal_sets.TooManyPuzzles:
        return page_or_fragment("arbitro/saved.html", "saved", status=409, set_name=str(SET_NAME),
                                target=url_for("arbitro.my_sets"),
                                error=_("Not saved: the key moments of this deal would take My puzzles past %(n)d "
                                        "puzzles, the most it keeps. None was added.", n=personal_sets.MAX_PUZZLES))
    return redirect(url_for("arbitro.my_sets", _anchor="set-" + str(SET_NAME)), 303)
