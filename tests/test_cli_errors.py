"""One form for every error of the command line: ``python -m tutor COMMAND: error: MESSAGE`` on standard error, or
``{"error": MESSAGE}`` on standard output when the output is JSON (``puzzle --json``; ``ruling`` unless
``--format text``); exit 2; in the language of ``--lang`` (default Spanish) where the command has it."""

import json

import pytest

from tutor.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # a usage error: argparse's way out
        code = exit_.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("argv, expected", [
    (["puzzle", "--bogus"], "python -m tutor puzzle: error: argumentos desconocidos: --bogus"),
    (["puzzle", "--bogus", "--lang", "en"], "python -m tutor puzzle: error: unrecognized arguments: --bogus"),
    (["puzzle", "--level", "9", "--lang", "en"],
     "python -m tutor puzzle: error: argument --level: invalid choice: 9 (choose from 1, 2, 3)"),
    (["puzzle", "canasta.pozo", "--seed", "-1"], "python -m tutor puzzle: error: --seed debe ser un número entero "
                                                 "de 0 a 9223372036854775807, no -1"),
    (["puzzle", "tresillo.cobro", "--seed", "9223372036854775808"],  # past the last seed: in Spanish too
     "python -m tutor puzzle: error: --seed debe ser un número entero de 0 a 9223372036854775807, no "
     "9223372036854775808"),
    (["puzzle", "tresillo.cobro", "--seed", "9" * 40, "--lang", "en"],
     f"python -m tutor puzzle: error: --seed must be a whole number from 0 to 9223372036854775807, got {'9' * 40}"),
    (["ruling", "canasta.pozo", "--format", "text", "--bogus"],
     "python -m tutor ruling: error: argumentos desconocidos: --bogus"),
    (["ruling", "canasta.pozzo", "--format", "text", "--lang", "en"],
     "python -m tutor ruling: error: unknown ruling 'canasta.pozzo'"),
    (["check-content", "--bogus"], "python -m tutor check-content: error: unrecognized arguments: --bogus"),
    (["serve", "--port", "0"], "python -m tutor serve: error: --port must be 1-65535 and --threads at least 1"),
    (["serve", "--bogus"], "python -m tutor serve: error: unrecognized arguments: --bogus"),
])
def test_cli_errors_for_people_name_the_command_on_standard_error(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith(expected) and err.count("\n") == 1


@pytest.mark.parametrize("argv, expected", [
    (["puzzle", "--bogus", "--json"], "argumentos desconocidos: --bogus"),
    (["puzzle", "canasta.pozo", "--seed", "-1", "--json", "--lang", "en"], "--seed must be a whole number from 0 to "
                                                                           "9223372036854775807, got -1"),
    (["puzzle", "--set", "nada", "--json", "--lang", "en"], "no puzzle set 'nada'; the sets are: canasta-pozo"),
    (["ruling", "canasta.pozo", "--bogus"], "argumentos desconocidos: --bogus"),
    (["ruling", "canasta.pozo", "--lang", "fr"], "argumento --lang: 'fr' no es válido (elige entre 'es', 'en')"),
    (["ruling", "canasta.pozo", "/no/such/file.json", "--lang", "en"], "cannot read /no/such/file.json"),
])
def test_cli_errors_of_a_json_output_are_json_on_standard_output(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert (code, err) == (2, "")
    assert json.loads(out)["error"].startswith(expected)


def test_cli_help_of_check_content_names_the_puzzle_sets_it_validates():
    from tutor.cli import build_parser

    parser = build_parser()
    for text in (parser.format_help(), parser.commands["check-content"].format_help()):
        assert "puzzle sets (puzzles/)" in " ".join(text.split())
