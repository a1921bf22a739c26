"""``python -m tutor trato``: a whole Tresillo deal played by the computer in every seat, printed as its playthrough
(``rules/tresillo.md §5–§13``; the engine in :mod:`tutor.rules.tresillo.mesa`).

    python -m tutor trato --seed 123 [--jugadores 3|4] [--json] [--lang es|en] [--profile KEY|FILE]
    python -m tutor trato tresillo.trato-v1-J4-S123[-R<dealer>][-A<seat>][-P<profile>] [--profile FILE]

The same seed (or id) always prints the same playthrough. An id's ``-R`` names the dealer and its ``-P`` the house
rules it is played under (``--profile`` instead: a club's own profile, which only its server knows, given as a file). Bad arguments exit 2 with a message, as every command.
"""

from __future__ import annotations

import argparse

from .cli import PROFILE_HELP, UsageError, _print_json, load_profile, report, whole
from .rules.base import LANGS, InvalidSituation
from .rules.tresillo.cobro_mensajes import ESTADO_PLATO
from .rules.tresillo.computadora import jugar_entero
from .rules.tresillo.mesa import ASIENTOS, InvalidTratoId, TratoId, new_trato, parse_trato_id, sesion_de
from .rules.tresillo.recorrido import playthrough

_TEXTOS = {
    "titulo": ("Trato {id}: reparte {repartidor}{alcalde}.", "Deal {id}: {repartidor} deals{alcalde}."),
    "alcalde": (" (alcalde, no juega)", " (alcalde, sits out)"),
    "manos": ("Manos repartidas:", "Hands dealt:"),
    "baceta": ("Baceta: {cartas}", "Baceta: {cartas}"),
    "subasta": ("Subasta:", "Auction:"),
    "juego": ("Juego:", "Play:"),
    "bazas": ("Bazas:", "Tricks:"),
    "baza": ("  {n}. {cartas} → gana {gana}", "  {n}. {cartas} → {gana} wins"),
    "final": ("Resultado y cobro:", "Result and settlement:"),
    "cobro": ("Cobro: {cobro}", "Settlement: {cobro}"),
    "neto": ("Neto: {neto}", "Net: {neto}"),
    "plato": ("Plato después: {tantos} tantos, {estado}; cartulina: {cartulina}",
              "Plato after: {tantos} tantos, {estado}; cartulina: {cartulina}"),
    "rehusado": ("Cobro: {error}", "Settlement: {error}"),
}
"""The playthrough's own headings (the steps themselves are the engine's reasons)."""


def _t(key: str, lang: str, **values) -> str:
    es, en = _TEXTOS[key]
    return (en if lang == "en" else es).format(**values)


def playthrough_lines(mesa, lang: str = "es") -> list[str]:
    """The playthrough as readable lines in ``lang``: the hands, then every step with the reasons the engine gave
    (each move's own sentence; the table's steps and the end in full), the tricks, the nets, the plato after."""
    d = playthrough(mesa)
    alcalde = _t("alcalde", lang) if d["alcalde"] else ""
    lines = [_t("titulo", lang, id=d["id"], repartidor=d["repartidor"], alcalde=alcalde), _t("manos", lang)]
    for seat, (nombre, mano) in enumerate(zip(d["asientos"], d["manos"])):
        lines.append(f"  {nombre} ({ASIENTOS[seat]}): {' '.join(mano)}")
    lines += [_t("baceta", lang, cartas=" ".join(d["baceta"])), "", _t("juego", lang)]
    for paso in mesa.pasos[1:]:
        reasons = paso.reasons if paso.jugada is None else paso.reasons[-1:]
        lines += [f"  {r.text(lang)}" for r in reasons]
    nombres = d["asientos"]
    if d["bazas"]:
        lines += ["", _t("bazas", lang)]
    for n, b in enumerate(d["bazas"], 1):
        cartas = ", ".join(f"{nombres[s]} {c}" for s, c in b["cartas"])
        lines.append(_t("baza", lang, n=n, cartas=cartas, gana=nombres[b["gana"]]))
    lines += ["", _t("final", lang)]
    final = mesa.final
    if final is None:
        return lines
    for ruling in (final.resultado, final.primeras, final.estuches):
        if ruling is not None:
            lines += [f"  {r.text(lang)}" for r in ruling.reasons]
    if final.cobro_rehusado is not None:
        return lines + [_t("rehusado", lang, error=final.cobro_rehusado.text(lang))]
    lines += [f"  {r.text(lang)}" for r in final.asiento.reasons]
    neto = ", ".join(f"{nombre} {tantos:+d}" for nombre, tantos in d["neto"].items())
    cartulina = ", ".join(map(str, d["cartulina"])) or "—"
    if final.asiento.cobro is not None:  # nobody played: no settlement, the dealer's 5 alone
        lines.append(_t("cobro", lang, cobro=_cobro(final.asiento)))
    lines += [_t("neto", lang, neto=neto),
              _t("plato", lang, tantos=d["plato"]["tantos"], cartulina=cartulina,
                 estado=ESTADO_PLATO[d["plato"]["puesta"]][f"estado_{'en' if lang == 'en' else 'es'}"])]
    return lines


_ROLES = {"jugador": "jugador", "contra_a": "contra A", "contra_b": "contra B", "alcalde": "alcalde"}


def _cobro(asiento) -> str:
    """The settlement by player and role, as the ``tresillo.cobro`` ruling gives it (the net adds the dealer's 5)."""
    names = dict(asiento.papeles)
    return ", ".join(f"{names[role]} ({_ROLES[role]}) {tantos:+d}" for role, tantos in asiento.cobro.neto)


def cmd_trato(args: argparse.Namespace) -> int:
    """Play the deal named by ``--seed``/``--jugadores`` or by its id, and print it (text, or ``--json``)."""
    try:
        trato_id = _deal_of(args)
        house_rules = load_profile(args.profile or trato_id.profile or None).house_rules
        mesa = jugar_entero(new_trato(trato_id.seed, trato_id.jugadores, house_rules.tresillo,
                                      sesion=sesion_de(trato_id)))
    except (UsageError, InvalidTratoId, InvalidSituation) as err:
        return report(args, err)
    if args.json:
        _print_json(playthrough(mesa))
    else:
        print("\n".join(playthrough_lines(mesa, args.lang)))
    return 0


def _deal_of(args: argparse.Namespace) -> TratoId:
    """The deal from the arguments: an id (its dealer and profile too; a seat changes nothing when the computer
    plays every seat), or ``--seed`` with ``--jugadores`` (default 4)."""
    if args.id is not None:
        if args.seed is not None or args.jugadores is not None:
            raise UsageError("give a deal id or --seed/--jugadores, not both",
                             es="da un id de trato o --seed/--jugadores, no ambos")
        return parse_trato_id(args.id)
    if args.seed is None:
        raise UsageError("give --seed S (a whole number from 0) or a deal id such as tresillo.trato-v1-J4-S123",
                         es="da --seed S (un número entero desde 0) o un id de trato como tresillo.trato-v1-J4-S123")
    if args.seed < 0:
        raise UsageError(f"--seed must be a whole number from 0, got {args.seed}",
                         es=f"--seed debe ser un número entero desde 0, no {args.seed}")
    return TratoId(args.seed, 4 if args.jugadores is None else args.jugadores)


def register(sub, error_form) -> None:
    """Add ``trato`` to the subcommands ``sub`` of ``python -m tutor``, its usage errors printed in ``error_form``."""
    p = sub.add_parser("trato", error_form=error_form,
                       help="play a whole Tresillo deal with the computer in every seat and print the playthrough")
    p.add_argument("id", nargs="?", metavar="ID", help="a deal id, e.g. tresillo.trato-v1-J4-S123 or tresillo.trato-v1-J4-S123-R1-A2-Pclasica "
                   "(dealer 1, seat postre, the Clásica's rules)")
    p.add_argument("--seed", type=whole, help="the deal's seed, a whole number from 0")
    p.add_argument("--jugadores", type=whole, choices=(3, 4), help="players at the table: 4 (default; the dealer sits "
                   "out as alcalde) or 3")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--lang", choices=LANGS, default="es", help="language (default es)")
    p.add_argument("--profile", "--house-rules", dest="profile", metavar="KEY|FILE", help=PROFILE_HELP)
    p.set_defaults(func=cmd_trato)
