"""The command line: ``python -m tutor COMMAND``.

Commands:
    ruling NAME [FILE]   the referee (``docs/rulings.md``): a situation (JSON, from FILE or standard input) ->
                         ruling JSON; --profile KEY|FILE for a house-rule profile (``docs/house-rules.md``)
    puzzle [KIND | ID]   a puzzle as text (--level, --seed), --answer TEXT to check an answer, --key for the answer
                         key, --json, --list (kinds), --sets (puzzle sets), --set NAME (its puzzle ids)
    serve                the web app in a production server (waitress), http://127.0.0.1:5000/ by default
    users ACTION         list|add|passwd|role|delete|export the club's users (``tutor.cli_club``)
    backup FILE          a consistent copy of the database, safe while the server runs; restore FILE puts one back
    trato [ID]           a whole Tresillo deal played by the computer in every seat (--seed S, --jugadores 3|4,
                         or a deal id such as tresillo.trato-v1-J4-S123): the playthrough as text, or --json
    check-content        validate lessons/ (lessons and rules reference) and puzzles/ (puzzle sets): errors as
                         file:line: message, exit 2 if any

Every command exits 0 on success and 2 with a clear message on bad input, in the language of ``--lang`` (default
Spanish), in one form: ``python -m tutor COMMAND: error: MESSAGE`` on standard error, or ``{"error": "MESSAGE"}`` on
standard output when the command's output is JSON (``puzzle --json``, ``trato --json``; ``ruling``, whose answer is JSON unless
``--format text``, as ``docs/rulings.md`` specifies).
"""

from __future__ import annotations

import argparse
import dataclasses
import errno
import json
import re
import sys
from pathlib import Path
from typing import Any, Sequence

from .rules.base import BilingualError

EXIT_BAD_INPUT = 2


class UsageError(BilingualError):
    """Bad input on the command line: printed as every error is (:func:`report`), exit 2.

    Like the engine's errors it says what is wrong in both languages (a
    :class:`~tutor.rules.base.BilingualError`): ``str(err)`` is the English text, ``es`` the Spanish one (required
    here), ``text(lang)`` the one of ``--lang``.
    """

    def __init__(self, message: str, *, es: str):
        super().__init__(message, es=es)


def whole(text: str) -> int:
    """An argparse ``type``: a whole number in ASCII digits, optionally signed (``int`` alone reads other scripts'
    digits, "١٢", which the web refuses too). Anything else is argparse's usage error ("invalid whole value"), exit 2.

    Raises:
        ValueError: not ``-?[0-9]+``.
    """
    if not re.fullmatch(r"-?[0-9]+", text):
        raise ValueError(f"not a whole number in ASCII digits: {text!r}")
    return int(text)


_POR_QUE_ES = {errno.ENOENT: "no existe", errno.EACCES: "no hay permiso para leerlo", errno.EISDIR: "es una carpeta"}
"""Why a file cannot be read, in Spanish, for the usual causes (others: the bare "no se puede leer")."""


def _read_text(path: str) -> str:
    """A UTF-8 text file, or UsageError saying why it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as err:
        why_es = _POR_QUE_ES.get(err.errno)
        raise UsageError(f"cannot read {path}: {err.strerror or err}",
                         es=f"no se puede leer {path}" + (f": {why_es}" if why_es else "")) from None
    except UnicodeDecodeError:
        raise UsageError(f"{path} is not UTF-8 text", es=f"{path} no es texto UTF-8") from None


def _read_json(path: str | None) -> Any:
    """The situation: JSON from the file ``path`` or standard input (``None`` or ``"-"``), or UsageError."""
    source, source_es = ("standard input", "la entrada estándar") if path in (None, "-") else (path, path)
    if path in (None, "-"):
        try:
            text = sys.stdin.read()
        except UnicodeDecodeError:
            raise UsageError("standard input is not UTF-8 text", es="la entrada estándar no es texto UTF-8") from None
    else:
        text = _read_text(path)
    if not text.strip():
        raise UsageError(f"{source} is empty: expected a JSON object with the situation",
                         es=f"no hay nada en {source_es}: se esperaba un objeto JSON con la situación")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise UsageError(f"{source} is not valid JSON: {err.msg} at line {err.lineno} column {err.colno}",
                         es=f"{source_es} no es un JSON válido: error en la línea {err.lineno}, columna "
                            f"{err.colno}") from None
    except RecursionError:
        raise UsageError(f"{source} is nested too deeply to be a situation",
                         es=f"{source_es} tiene demasiados niveles anidados para ser una situación") from None


def load_profile(value: str | None):
    """The house-rule profile named on the command line (``--profile``): a built-in key (``reglamento``,
    ``clasica``) or a club's TOML or JSON file (``{name = "...", canasta = {...}, ...}``, settings not given = the
    Reglamento's), whose key is its file name (``casino.toml`` -> ``casino``); ``None`` = the Reglamento.

    Raises:
        UsageError: an unknown key, an unreadable file, bad syntax, or unknown/ill-typed settings (every unknown
            setting named with its line: ``casino.toml: unknown house rule "canasta.x" (line 4); ...``), in both
            languages (``err.text(lang)``).
    """
    from .rules.base import InvalidSituation
    from .rules.profiles import BUILT_IN, KEY, REGLAMENTO, find_profile, profile_from_text

    if value is None:
        return REGLAMENTO
    if value in BUILT_IN or (KEY.match(value) and not Path(value).exists()):
        try:
            return find_profile(value)
        except InvalidSituation as err:
            raise UsageError(str(err), es=err.es) from None
    text = _read_text(value)
    try:
        return profile_from_text(file_key(value), text, "json" if value.endswith(".json") else "toml", source=value)
    except InvalidSituation as err:
        raise UsageError(str(err), es=err.es) from None


def file_key(path: str) -> str:
    """The profile key of a club's profile file: its name without the extension, lowercased, other characters as
    ``_`` (``Peña Casino.toml`` -> ``pe_a_casino``), with ``club_`` before it when it does not start with a letter."""
    stem = re.sub(r"[^a-z0-9_]", "_", Path(path).stem.lower())[:32]
    return stem if re.match(r"[a-z]", stem) else f"club_{stem}"[:32]


def _print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2))


def cmd_ruling(args: argparse.Namespace) -> int:
    """``ruling``: decide the situation read from ``args.file`` (or standard input) and print the ruling.

    Exit 0 with the ruling; exit 2 with ``{"error": ...}`` on a bad situation, file or profile.
    """
    from . import referee

    if args.list or not args.name:
        for spec in referee.RULINGS.values():
            print(f"{spec.name:24} {spec.title.get(args.lang, spec.title.get('es', ''))}")
        return 0
    try:
        spec = referee.get(args.name)
        if args.example:
            _print_json(spec.example)
            return 0
        profile = load_profile(args.profile)
        situation = _read_json(args.file)
        result = referee.run_json(spec.name, situation, profile, lang=args.lang)
    except (referee.InvalidSituation, referee.UnknownRuling, UsageError) as err:  # in --lang, as the reasons
        return report(args, err)
    if args.format == "text":
        print("\n".join(ruling_lines(result, args.lang, profile)))
    else:
        _print_json(result)
    return 0


_WORDS = {"es": {True: "sí", False: "no", None: "ninguno"}, "en": {True: "yes", False: "no", None: "none"}}


def _in_words(value: Any, lang: str) -> str:
    """A value of a ruling's answer for people: ``sí``/``no``, card lists spaced (``1e 7o``), mappings as
    ``key value`` pairs (``jugador -135, contra_a 65``)."""
    if isinstance(value, bool) or value is None:
        return _WORDS[lang][value]
    if isinstance(value, dict):
        return ", ".join(f"{k} {_in_words(v, lang)}" for k, v in value.items())
    if isinstance(value, list):
        separator = "; " if any(isinstance(v, (dict, list)) for v in value) else " "
        return separator.join(_in_words(v, lang) for v in value) or "—"
    return str(value)


def _changed_house_rules(used: dict, lang: str) -> list[str]:
    """The house rules of a ruling that differ from the rulebook's readings, one line each; none: no line."""
    from .rules.house_rules import HouseRules

    defaults = HouseRules().to_dict()
    changed = [(f"{game}.{name}", value, defaults[game][name]) for game, settings in used.items()
               for name, value in settings.items() if defaults[game][name] != value]
    if not changed:
        return []
    title = ("House rules (differing from the rulebook):" if lang == "en"
             else "Reglas de la casa (distintas del reglamento):")
    rulebook = "rulebook" if lang == "en" else "reglamento"
    return [title] + [f"- {name}: {_in_words(value, lang)} ({rulebook}: {_in_words(default, lang)})"
                      for name, value, default in changed]


def ruling_lines(result: dict, lang: str, profile: Any = None) -> list[str]:
    """``ruling --format text``: the profile in force, the answer (one ``field: value`` line each), the numbered
    reasons with their rule, then the house rules that differ from the rulebook's readings.

    Args:
        result: what :func:`tutor.referee.run_json` returns.
        lang: ``"es"`` or ``"en"``.
        profile: the :class:`~tutor.rules.profiles.Profile` it was ruled under (its name heads the lines).
    """
    answer = result["answer"]
    lines = [f"{'Rules' if lang == 'en' else 'Reglas'}: {profile.name(lang)}"] if profile is not None else []
    if isinstance(answer, dict):
        lines += [f"{name}: {_in_words(value, lang)}" for name, value in answer.items()]
    else:
        lines += [_in_words(answer, lang)]
    lines += [f"{i}. [{reason['rule']}] {reason['text']}" for i, reason in enumerate(result["reasons"], 1)]
    return lines + _changed_house_rules(result["house_rules"], lang)


def cmd_check_content(args: argparse.Namespace) -> int:
    """``check-content``: validate the lessons and the puzzle sets as the web app does when it starts."""
    from .content import load_bundle

    bundle = load_bundle(args.root, args.puzzles, generate_puzzles=not args.no_puzzles)
    for error in bundle.errors:
        print(error)
    if bundle.errors:
        print(f"{len(bundle.errors)} error(s) in {bundle.lessons.root} and {bundle.puzzle_sets.root}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"content OK: {bundle.summary()}")
    return 0


def _puzzle_listing(args: argparse.Namespace) -> int:
    from . import puzzles
    from .content import puzzle_sets

    if args.list:
        for kind in puzzles.KINDS.values():
            print(f"{kind.name:24} {kind.title.render({}, args.lang)}")
            for level, what in kind.levels.items():
                print(f"{'':24}   {level}. {what.render({}, args.lang)}")
        return 0
    sets = puzzle_sets.load_sets(generate_puzzles=False)
    for error in sets.errors:
        print(error, file=sys.stderr)
    if args.set:
        if args.set not in sets.sets:
            names = ", ".join(sets.sets)
            return report(args, UsageError(f"no puzzle set {args.set!r}; the sets are: {names or 'none'}",
                                           es=f"no existe la colección {args.set!r}; las colecciones son: "
                                              f"{names or 'ninguna'}"))
        print("\n".join(sets.get(args.set).puzzle_ids()))
        return 0
    for found in sets.sets.values():
        print(f"{found.name:20} {found.game:9} {len(found):4}  {found.title[args.lang]}")
    return 0


def _puzzle_of(args: argparse.Namespace, profile: Any):
    from . import puzzles
    from .puzzles.base import MAX_SEED
    from .rules.profiles import REGLAMENTO

    if "-v" in args.target:  # a puzzle id: kind, version, level and seed (or a hand-written situation's digest)
        if args.level is not None or args.seed is not None:
            raise UsageError("a puzzle id already names the level and the seed: drop --level and --seed",
                             es="el id de un ejercicio ya dice el nivel y la semilla: quita --level y --seed")
        pid = puzzles.parse_id(args.target)
        named = pid.profile or REGLAMENTO.key
        if args.profile is not None and named != profile.key:
            raise UsageError(f"the puzzle id names the profile {named!r}, not {profile.key!r}: drop --profile, or "
                             f"give the file of profile {named!r}",
                             es=f"el id del ejercicio dice el perfil {named!r}, no {profile.key!r}: quita --profile, o "
                                f"da el archivo del perfil {named!r}")
        index = None
        if pid.digest:  # a hand-written situation: found in the puzzle sets' index
            from .content import puzzle_sets
            index = puzzle_sets.load_sets(generate_puzzles=False).index
        return puzzles.from_id(pid, index, {profile.key: profile})
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:  # said here in --lang (generate's is English)
        raise UsageError(f"--seed must be a whole number from 0 to {MAX_SEED}, got {args.seed}",
                         es=f"--seed debe ser un número entero de 0 a {MAX_SEED}, no {args.seed}")
    level = 1 if args.level is None else args.level
    return puzzles.generate(args.target, level, 1 if args.seed is None else args.seed, profile)


def cmd_puzzle(args: argparse.Namespace) -> int:
    from . import puzzles
    from .puzzles import text

    if args.list or args.sets or args.set or not args.target:
        return _puzzle_listing(args)
    try:
        puzzle = _puzzle_of(args, load_profile(args.profile))
        verdict = puzzles.check(puzzle, args.answer if args.answer is not None else puzzle.answer_text())
    except (UsageError, puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.InvalidAnswer, ValueError) as err:
        message = str(err.args[0] if isinstance(err, puzzles.UnknownKind) else err)
        if isinstance(err, BilingualError):  # the engine's, the answer form's or the command line's message in --lang
            message = err.text(args.lang)
        if isinstance(err, puzzles.InvalidAnswer):
            message = f"malformed answer: {message}" if args.lang == "en" else f"respuesta no válida: {message}"
        return report(args, UsageError(message, es=message))
    if args.json:
        if args.answer is not None:
            _print_json({**verdict.to_dict(args.lang), "given": puzzle.form.format(verdict.given)})
        else:
            _print_json(text.key_json(puzzle, verdict, args.lang) if args.key else puzzle.prompt(args.lang))
        return 0
    lines = text.puzzle_lines(puzzle, args.lang)
    if args.answer is not None:
        lines += [""] + text.verdict_lines(verdict, puzzle.form.format(verdict.given), args.lang)
    elif args.key:
        lines += [""] + text.key_lines(puzzle, verdict, args.lang)
    print("\n".join(lines))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .serve import serve  # imported here: the rest of the command line never loads the web stack

    if not 1 <= args.port <= 65535 or args.threads < 1:
        return report(args, UsageError("--port must be 1-65535 and --threads at least 1",
                                       es="--port debe estar entre 1 y 65535 y --threads ser al menos 1"))
    from .content import InvalidContent

    try:
        return serve(args.host, args.port, args.threads, args.instance)
    except InvalidContent as err:  # the app refuses broken content: say why exactly as check-content does
        for error in err.errors:
            print(error)
        print(f"{len(err.errors)} error(s) in the content: Tapete does not start (see python -m tutor check-content)",
              file=sys.stderr)
        return EXIT_BAD_INPUT


@dataclasses.dataclass(frozen=True)
class ErrorForm:
    """How a command line's errors are printed: as JSON (its output is JSON) or as text, and in which language."""

    json: bool = False
    lang: str = "es"

    @classmethod
    def of(cls, args: argparse.Namespace | Sequence[str]) -> "ErrorForm":
        """The form asked for by parsed arguments, or by raw ones (a usage error comes before parsing ends): JSON
        for ``puzzle --json`` and for ``ruling`` unless ``--format text``; the language of ``--lang`` for the
        commands that have it (default Spanish), English for ``serve`` and ``check-content``, which speak English
        to the club's administrator."""
        if isinstance(args, argparse.Namespace):
            command, lang = args.command, getattr(args, "lang", "en")
            wants_json = getattr(args, "json", False) or getattr(args, "format", "text") == "json"
        else:
            words = list(args)
            pairs = set(zip(words, words[1:])) | {tuple(w.split("=", 1)) for w in words if "=" in w}
            command = words[0] if words else None
            lang = ("en" if ("--lang", "en") in pairs else "es") if command in _WITH_LANG else "en"
            wants_json = ("--format", "text") not in pairs if command == "ruling" else "--json" in words
        return cls(command in _WITH_LANG and wants_json, lang)


_WITH_LANG = ("puzzle", "ruling", "users", "backup", "restore", "trato")
"""The commands with ``--lang`` (``puzzle``, ``ruling``, ``trato`` and ``users list`` also with JSON output)."""


def report(args: argparse.Namespace, err: BilingualError) -> int:
    """Print a bad-input error in the one form of the command line (:class:`ErrorForm`); returns exit code 2."""
    _print_error(f"python -m tutor {args.command}", err, ErrorForm.of(args))
    return EXIT_BAD_INPUT


def _print_error(prog: str, err: BilingualError, form: ErrorForm) -> None:
    if form.json:
        _print_json({"error": err.text(form.lang)})
    else:
        print(f"{prog}: error: {err.text(form.lang)}", file=sys.stderr)


_ARGPARSE_ES = (
    (r"unrecognized arguments: (.*)", r"argumentos desconocidos: \1"),
    (r"argument (\S+): invalid choice: (.*) \(choose from (.*)\)", r"argumento \1: \2 no es válido (elige entre \3)"),
    (r"argument (\S+): invalid (\w+) value: (.*)", r"argumento \1: \3 no es un valor válido"),
    (r"argument (\S+): expected one argument", r"argumento \1: falta su valor"),
    (r"the following arguments are required: (.*)", r"faltan argumentos: \1"),
)
"""argparse's usage errors in Spanish (argparse itself speaks English only)."""


def _usage_error(message: str) -> UsageError:
    for english, spanish in _ARGPARSE_ES:
        if re.fullmatch(english, message):
            return UsageError(message, es=re.sub(english, spanish, message))
    return UsageError(message, es=message)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are printed as every other error (:class:`ErrorForm`), exit 2."""

    def __init__(self, *args: Any, error_form: ErrorForm = ErrorForm(), **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.error_form = error_form
        self.commands: dict[str, argparse.ArgumentParser] = {}
        """The subcommands' parsers by name (for the top-level parser)."""

    def error(self, message: str):
        _print_error(self.prog, _usage_error(message), self.error_form)
        raise SystemExit(EXIT_BAD_INPUT)


PROFILE_HELP = ("house-rule profile: reglamento (default), clasica, or a club's TOML or JSON file (--house-rules FILE "
                "is the same option)")


def build_parser(error_form: ErrorForm = ErrorForm()) -> argparse.ArgumentParser:
    """The parser of ``python -m tutor``: one subcommand per job; usage errors printed in ``error_form``."""
    parser = _Parser(prog="python -m tutor", error_form=error_form,
                     description="Tapete: tutor and referee for Tresillo, Canasta and Pinacle.")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("ruling", error_form=error_form,
                       help="ask the referee: situation JSON in, ruling JSON out (docs/rulings.md)")
    p.add_argument("name", nargs="?", help="ruling name, e.g. canasta.pozo (omit, or --list, to list them)")
    p.add_argument("file", nargs="?", help="situation JSON file (default: standard input)")
    p.add_argument("--lang", choices=("es", "en"), default="es", help="language of the reasons and of the error "
                   "messages (default es)")
    p.add_argument("--profile", "--house-rules", dest="profile", metavar="KEY|FILE", help=PROFILE_HELP)
    p.add_argument("--format", choices=("json", "text"), default="json", help="json (default) or readable text")
    p.add_argument("--list", action="store_true", help="list the rulings")
    p.add_argument("--example", action="store_true", help="print an example situation for NAME")
    p.set_defaults(func=cmd_ruling)

    what = "validate the lessons, the rules reference (lessons/) and the puzzle sets (puzzles/)"
    p = sub.add_parser("check-content", error_form=error_form, help=what,
                       description=f"{what.capitalize()}, as the server does when it starts: every error as "
                                   "file:line: message, exit 2 if any.")
    p.add_argument("--root", metavar="DIR", help="lessons folder (default: lessons/ of this checkout or $TAPETE_LESSONS)")
    p.add_argument("--puzzles", metavar="DIR", help="puzzle-set folder (default: puzzles/ of this checkout or "
                   "$TAPETE_PUZZLES)")
    p.add_argument("--no-puzzles", action="store_true", help="do not generate the embedded puzzles and set puzzles")
    p.set_defaults(func=cmd_check_content)

    p = sub.add_parser("puzzle", error_form=error_form, help="a puzzle as text; check an answer (--answer), print its key (--key)")
    p.add_argument("target", nargs="?", metavar="KIND|ID", help="a puzzle kind (canasta.pozo) or a puzzle id "
                   "(canasta.pozo-v1-L2-S12); omit, or --list, to list the kinds")
    p.add_argument("--level", type=whole, choices=(1, 2, 3), help="level 1-3 (default 1)")
    p.add_argument("--seed", type=whole, help="seed, a whole number from 0 (default 1)")
    p.add_argument("--answer", metavar="TEXT", help="check this answer and print the verdict")
    p.add_argument("--key", action="store_true", help="print the answer key with its explanation (for teachers)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--lang", choices=("es", "en"), default="es", help="language (default es)")
    p.add_argument("--profile", "--house-rules", dest="profile", metavar="KEY|FILE", help=PROFILE_HELP)
    p.add_argument("--list", action="store_true", help="list the kinds with their titles and levels")
    p.add_argument("--sets", action="store_true", help="list the puzzle sets (puzzles/)")
    p.add_argument("--set", metavar="NAME", help="list the puzzle ids of one puzzle set")
    p.set_defaults(func=cmd_puzzle)

    p = sub.add_parser("serve", error_form=error_form, help="run the web app (waitress) and print its address")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=5000, help="TCP port (default 5000)")
    p.add_argument("--threads", type=int, default=4, help="requests answered at once, in 1 process (default 4)")
    p.add_argument("--instance", metavar="DIR", help="folder for the database and secret key "
                   "(default $TAPETE_INSTANCE, else $XDG_DATA_HOME/tapete, i.e. ~/.local/share/tapete)")
    p.set_defaults(func=cmd_serve)

    from . import cli_club  # users, backup, restore
    cli_club.register(sub, error_form)

    from . import cli_trato  # trato
    cli_trato.register(sub, error_form)

    from .cli_teach import add_commands

    add_commands(sub)  # demo
    parser.commands = dict(sub.choices)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad input)."""
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(ErrorForm.of(words))
    args, unknown = parser.parse_known_args(words)  # a usage error: printed, SystemExit(2)
    if unknown:  # named after the subcommand, which argparse's own check would leave out
        parser.commands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    try:
        return args.func(args)
    except BrokenPipeError:  # the reader went away (``| head``): not an error of ours
        sys.stderr.close()
        return 0
