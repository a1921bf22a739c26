"""A broken content file gives an error naming its file and line (issue 6), through load() and check-content."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tutor import content
from tutor.cli import main
from tutor import puzzles
from tutor.content.puzzle_kinds import PuzzleLayer, puzzle_layer
from tutor.puzzles import KIND_MODULES as KIND_NAMES

LESSONS = Path(__file__).resolve().parent.parent / "lessons"

GOOD = """\
+++
title = { es = "Prueba", en = "Test" }
skills = ["canasta.valor"]
prerequisites = []
languages = ["es", "en"]
+++
<!-- lang: es -->
## Cartas

Un trío: [[9S 9H 2C]]. Ver [el reglamento](rule:canasta/5).

```puzzle kind=canasta.valor level=1 seed=1
```

```puzzle kind=canasta.valor level=2 seed=2
```

```puzzle kind=canasta.valor level=3 seed=3
```

## Resumen

Fin.
<!-- lang: en -->
## Cards

A trío: [[9S 9H 2C]]. See [the rules](rule:canasta/5).

```puzzle kind=canasta.valor level=1 seed=1
```

```puzzle kind=canasta.valor level=2 seed=2
```

```puzzle kind=canasta.valor level=3 seed=3
```

## Summary

Done.
"""

NO_GENERATION = PuzzleLayer(KIND_NAMES, frozenset(), "not generated in these tests")


@pytest.fixture
def root(tmp_path):
    root = tmp_path / "lessons"
    shutil.copytree(LESSONS / "reglas", root / "reglas")
    (root / "canasta").mkdir()
    return root


def write(root: Path, text: str, name: str = "01-prueba.md") -> Path:
    path = root / "canasta" / name
    path.write_text(text, encoding="utf-8")
    return path


def errors(root: Path) -> list[str]:
    return [str(e) for e in content.load(root, layer=NO_GENERATION).errors]


def line_of(text: str, needle: str, occurrence: int = 1) -> int:
    lines = text.split("\n")
    hits = [i + 1 for i, line in enumerate(lines) if needle in line]
    return hits[occurrence - 1]


def test_content_errors_a_good_lesson_has_none(root):
    write(root, GOOD)
    assert errors(root) == []


@pytest.mark.parametrize("old, new, needle, message", [
    ("[[9S 9H 2C]]. Ver", "[[9S 9H 1C]]. Ver", "[[9S 9H 1C]]", "unknown card '1C'"),
    ("kind=canasta.valor level=2 seed=2\n```\n\n```puzzle kind=canasta.valor level=3 seed=3\n```\n\n## Resumen",
     "kind=canasta.valor level=2 seed=2\n```\n\n```puzzle kind=canasta.valorr level=3 seed=3\n```\n\n## Resumen",
     "canasta.valorr", "unknown puzzle kind 'canasta.valorr'"),
], ids=["bad-card", "unknown-kind"])
def test_content_errors_name_file_and_line(root, old, new, needle, message):
    text = GOOD.replace(old, new, 1)
    path = write(root, text)
    found = errors(root)
    expected_prefix = f"{path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}:{line_of(text, needle)}: "
    assert any(e.startswith(expected_prefix) and message in e for e in found), found


@pytest.mark.parametrize("old, new, needle, message", [
    ("(rule:canasta/5)", "(rule:canasta/8.9)", "rule:canasta/8.9", "no such section"),
    ("(rule:canasta/5)", "(rule:canasta-5)", "rule:canasta-5", "bad rule link"),
    ("level=2 seed=2", "level=4 seed=2", "level=4", "level must be 1, 2 or 3"),
    ("level=2 seed=2", "level=2 seed=x", "seed=x", "seed must be a whole number"),
    ("kind=canasta.valor level=1 seed=1", "kind=canasta.pozo level=1 seed=1", "canasta.pozo",
     "not among the lesson's skills"),
    ("skills = [\"canasta.valor\"]", "skills = [\"canasta.valor\", \"canasta.mesa\"]", "skills", "unknown puzzle kind"),
    ("prerequisites = []", "prerequisites = [\"00-nada\"]", "prerequisites", "prerequisite 'canasta/00-nada'"),
    ("title = { es = \"Prueba\", en = \"Test\" }", "title = { es = \"Prueba\" }", "title", "title.en is missing"),
    ("languages = [\"es\", \"en\"]", "languages = [\"es\", \"en\"]\ncolor = \"rojo\"", "color", "unknown front-matter key"),
    ("skills = [\"canasta.valor\"]", "skills = [canasta.valor]", "skills", "not valid TOML"),
    ("## Resumen", "## Final", "## Final", "must end with a '## Resumen' section"),
], ids=["missing-section", "malformed-rule-link", "bad-level", "bad-seed", "kind-not-in-skills", "unknown-skill",
        "missing-prerequisite", "missing-title-language", "unknown-key", "bad-toml", "no-summary"])
def test_content_errors_each_broken_lesson_names_its_line(root, old, new, needle, message):
    text = GOOD.replace(old, new, 1)
    assert text != GOOD
    write(root, text)
    found = errors(root)
    line = line_of(text, needle)
    assert any(f"01-prueba.md:{line}: " in e and message in e for e in found), (line, found)


def test_content_errors_missing_english_part(root):
    text = GOOD[:GOOD.index("<!-- lang: en -->")]
    write(root, text)
    found = errors(root)
    assert any("01-prueba.md:" in e and "the en part is missing" in e for e in found), found


def test_content_errors_languages_must_embed_the_same_puzzles(root):
    text = GOOD.replace("level=3 seed=3", "level=3 seed=4", 2).replace("level=3 seed=4", "level=3 seed=3", 1)
    write(root, text)
    found = errors(root)
    line = line_of(text, "level=3 seed=4")
    assert any(f"01-prueba.md:{line}: the es and en parts must embed the same puzzles" in e for e in found), found


def test_content_errors_the_same_puzzle_block_twice(root):
    text = GOOD.replace("level=2 seed=2", "level=1 seed=1")
    write(root, text)
    found = errors(root)
    for occurrence in (2, 4):  # the second block of each language part
        line = line_of(text, "level=1 seed=1", occurrence)
        first = line_of(text, "level=1 seed=1", occurrence - 1)
        assert any(f"01-prueba.md:{line}: puzzle canasta.valor level=1 seed=1 is embedded twice (first at line "
                   f"{first})" in e for e in found), found
    assert len(found) == 2


def test_content_errors_two_seeds_that_show_the_same_puzzle(root):
    # canasta.valor level 1 seeds 35 and 48 deal the same combination (issue 19: pinacle.escalera 71 and 73 did)
    assert puzzles.generate("canasta.valor", 1, 35).prompt()["situation"] == \
        puzzles.generate("canasta.valor", 1, 48).prompt()["situation"]
    text = GOOD.replace("level=1 seed=1", "level=1 seed=35").replace("level=2 seed=2", "level=1 seed=48")
    write(root, text)
    found = [str(e) for e in content.load(root, layer=puzzle_layer()).errors]
    line, first = line_of(text, "seed=48"), line_of(text, "seed=35")
    assert found == [f"{root / 'canasta' / '01-prueba.md'}:{line}: puzzle canasta.valor level=1 seed=48 shows the "
                     f"same puzzle as level=1 seed=35 (line {first}): embed another one"], found
    write(root, GOOD)
    assert [str(e) for e in content.load(root, layer=puzzle_layer()).errors] == []


def test_content_errors_fewer_than_three_puzzles(root):
    text = GOOD.replace("```puzzle kind=canasta.valor level=3 seed=3\n```\n", "")
    write(root, text)
    found = errors(root)
    assert any("embeds 2 puzzle(s); a lesson needs at least 3" in e for e in found), found


def test_content_errors_reference_page_missing_a_section(root):
    page = root / "reglas" / "pinacle.en.md"
    text = page.read_text(encoding="utf-8").replace("### §7.3 The seven-card signal", "### The seven-card signal")
    page.write_text(text, encoding="utf-8")
    found = errors(root)
    assert any("pinacle.en.md:" in e and "missing section §7.3" in e for e in found), found
    assert any("pinacle.en.md:1: anchors of the es page missing here: s7-3" in e for e in found), found


def test_content_errors_generation_failure_is_reported_at_the_puzzle_line(root):
    class Broken:
        @staticmethod
        def generate(kind, level, seed, house_rules=None):
            if seed == 2:
                raise ValueError("no such deal")
            return puzzles.generate(kind, level, seed, house_rules)

    layer = PuzzleLayer(KIND_NAMES, frozenset(KIND_NAMES), None, Broken)
    write(root, GOOD)
    found = [str(e) for e in content.load(root, layer=layer).errors]
    line = line_of(GOOD, "level=2 seed=2")
    assert found == [e for e in found if "does not generate" in e]
    assert len(found) == 1 and f"01-prueba.md:{line}: puzzle canasta.valor level=2 seed=2 does not generate" in found[0]


def test_content_errors_require_valid_raises_with_every_message(root):
    write(root, GOOD.replace("[[9S 9H 2C]]. Ver", "[[ZZ]]. Ver"))
    with pytest.raises(content.InvalidContent) as info:
        content.require_valid(root, layer=NO_GENERATION)
    assert "01-prueba.md:10: unknown card 'ZZ'" in str(info.value)
    assert len(info.value.errors) == 1


def test_content_errors_check_content_command_exit_codes(root, capsys):
    write(root, GOOD.replace("(rule:canasta/5)", "(rule:canasta/99)", 1))
    assert main(["check-content", "--root", str(root), "--no-puzzles"]) == 2
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].endswith("01-prueba.md:10: rule link to §99: no such section in rules/canasta.md")
    write(root, GOOD)
    assert main(["check-content", "--root", str(root), "--no-puzzles"]) == 0
    assert capsys.readouterr().out.startswith("content OK: 1 lessons (1 canasta, 0 pinacle, 0 tresillo), 6 reference")


def test_content_errors_check_content_on_the_bundled_lessons(capsys):
    assert main(["check-content", "--root", str(LESSONS)]) == 0
    assert "23 lessons" in capsys.readouterr().out


def test_content_errors_missing_root(tmp_path):
    found = [str(e) for e in content.load(tmp_path / "nowhere").errors]
    assert len(found) == 1 and found[0].endswith(":1: content folder not found")
