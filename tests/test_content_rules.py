"""Rule ids and anchors: every section of the rules files has an anchor, and every rule the engines cite resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor import content
from tutor.content import InvalidRuleId, rule_anchor
from tutor.content.sections import ITEMS, SECTIONS, resolve_section

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "docs" / "rules"
"""The full rules of each game, kept in the repository (docs/design.md): the authority the section table follows."""
CITATION = re.compile(r"(canasta|pinacle|tresillo)(?:\.md)? §(\d+(?:\.\d+)*)")


def _headings(game: str) -> tuple[str, ...]:
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    return tuple(re.findall(r"^#+ §(\d+(?:\.\d+)*)", text, re.M))


def _items(game: str) -> dict[str, int]:
    items, current = {}, None
    for line in (RULES / f"{game}.md").read_text(encoding="utf-8").split("\n"):
        m = re.match(r"^#+ §(\d+(?:\.\d+)*)", line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"^(\d+)\. ", line)
        if m and current:
            items[current] = max(items.get(current, 0), int(m.group(1)))
    return items


@pytest.mark.parametrize("game", sorted(SECTIONS))
def test_content_rules_section_table_matches_the_rules_files(game):
    assert SECTIONS[game] == _headings(game)
    assert ITEMS[game] == _items(game)


@pytest.mark.parametrize("rule_id, expected", [
    ("canasta §8.6 P6", ("canasta", "s8-6")),
    ("canasta §8.6", ("canasta", "s8-6")),
    ("tresillo §13.7", ("tresillo", "s13-7")),
    ("tresillo §13.10", ("tresillo", "s13-10")),
    ("pinacle §8.2", ("pinacle", "s8-2")),
    ("pinacle §0", ("pinacle", "s0")),
    ("canasta §16 A1", ("canasta", "s16")),
    ("rules/tresillo.md §12.4", ("tresillo", "s12-4")),
    ("tresillo §11.5", ("tresillo", "s11")),      # item 5 of the numbered list of §11
    ("tresillo §5.2", ("tresillo", "s5")),
])
def test_content_rules_rule_anchor(rule_id, expected):
    assert rule_anchor(rule_id) == expected


@pytest.mark.parametrize("bad", ["", "canasta", "canasta 8.6", "mus §3", "§8.6", None])
def test_content_rules_rule_anchor_rejects_what_is_not_a_rule_id(bad):
    with pytest.raises(InvalidRuleId):
        rule_anchor(bad)


def test_content_rules_resolve_section_refuses_unknown_numbers():
    assert resolve_section("canasta", "8.9") is None
    assert resolve_section("tresillo", "11.6") is None      # §11 has five items
    assert resolve_section("tresillo", "13.10") == "13.10"
    bundled = content.load(REPO / "lessons", generate_puzzles=False)
    assert not bundled.resolves("canasta §8.9")
    assert bundled.resolves("canasta §8.6 P6")


def _engine_citations() -> set[tuple[str, str]]:
    cited = set()
    for folder in ("tutor/rules", "tutor/referee", "tutor/puzzles"):
        for path in sorted((REPO / folder).rglob("*.py")):
            cited.update(CITATION.findall(path.read_text(encoding="utf-8")))
    return cited


def test_content_rules_every_rule_the_engines_cite_resolves_to_an_anchor():
    cited = _engine_citations()
    assert len(cited) >= 10, "the engines cite their rules"
    bundled = content.load(REPO / "lessons", generate_puzzles=False)
    unresolved = sorted(f"{game} §{section}" for game, section in cited
                        if not bundled.resolves(f"{game} §{section}"))
    assert unresolved == []


def test_content_rules_pinacle_citations_name_sections_its_rules_file_has():
    """Pinacle's §5 is one numbered list without subsections: the engines and pages cite §5, never §5.1 … §5.4,
    which a learner would look for in vain (review 12 of the course, #5)."""
    cited = {section for game, section in _engine_citations() if game == "pinacle"}
    pages = [*(REPO / "lessons" / "reglas").glob("pinacle.*.md"), *(REPO / "lessons" / "pinacle").glob("*.md")]
    for page in pages:
        cited.update(re.findall(r"§(\d+\.\d+)", page.read_text(encoding="utf-8")))
    assert "5" in cited and sorted(cited - set(SECTIONS["pinacle"])) == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_content_rules_tresillo_16_names_every_house_rule_setting(lang):
    """The reference page's §16 lists every Tresillo house-rule setting by name (#19 review 7): a reading stated
    without its setting cannot be changed by a club that reads the page."""
    import dataclasses

    from tutor.rules.tresillo.house_rules import TresilloHouseRules

    page = (Path(__file__).resolve().parent.parent / "lessons" / "reglas" / f"tresillo.{lang}.md").read_text("utf-8")
    section_16 = page[page.index("## §16"):]
    named = set(re.findall(r"^- `(\w+)`:", section_16, re.M))
    assert named == {f.name for f in dataclasses.fields(TresilloHouseRules)}


@pytest.mark.parametrize("lang,codillo", [("es", "| 1 | 5 y 3, 6 y 2, 7 y 1, u 8 y 0 | codillo |"),
                                          ("en", "| 1 | 5 and 3, 6 and 2, 7 and 1, or 8 and 0 | codillo |")])
def test_content_rules_tresillo_9_table_gives_one_trick_against_five_or_more(lang, codillo):
    page = (Path(__file__).resolve().parent.parent / "lessons" / "reglas" / f"tresillo.{lang}.md").read_text("utf-8")
    assert codillo in page  # §9: with one trick only 4-4 is a puesta real; any other split is a codillo


@pytest.mark.parametrize("path, start, end", [
    ("reglas/tresillo.es.md", "### §10.2", "> **Regla"), ("reglas/tresillo.en.md", "### §10.2", "> **House"),
    ("tresillo/10-bola-y-sesion.md", "si hace menos de nueve", "no se puede rendir"),
    ("tresillo/10-bola-y-sesion.md", "if he takes fewer than nine", "it cannot be surrendered"),
])
def test_content_rules_a_lost_bola_keeps_the_puesta_real(path, start, end):
    """A bola lost by codillo 'if a contra took more than he did' would make 1-4-4 a codillo, which §9 calls a
    puesta real (§10.2 sends a lost bola to §9): the page names the exception, in both languages (#19 review)."""
    page = (Path(__file__).resolve().parent.parent / "lessons" / path).read_text("utf-8")
    passage = page[page.index(start):]
    passage = " ".join(passage[:passage.index(end)].split())
    assert re.search(r"codillo (?:si|if) .{0,60}\((?:salvo|except) .{0,4}1–4–4.{0,12}puesta real", passage), passage
