"""Rendering Tapete Markdown: cards become a structure the web draws, rule links get hrefs, puzzles are placed."""

from __future__ import annotations

from pathlib import Path

from tutor import content
from tutor.content.markup import PuzzleEmbed, parse, parse_card_list, render

REPO = Path(__file__).resolve().parent.parent

TEXT = """\
## §8.6 El pozo

Arriba [[9D]], en mano [[9C JK(9H) 2C*]]. Ver [P6](rule:canasta/8.6).

```puzzle kind=canasta.pozo level=1 seed=3
```

Después <b>negrita</b> <!-- nota -->

```puzzle kind=canasta.pozo level=2 seed=4
```
"""


def test_content_render_cards_as_a_list_of_cards():
    page = render("Mano: [[AS 10H JK]]", "canasta", "es")
    assert '<span class="cartas" role="list" data-cartas="AS 10H JK">' in page.html
    assert '<span class="carta palo-H" role="listitem" data-carta="10H" title="10 de corazones"' in page.html
    assert 'data-carta="JK"' in page.html and "palo-joker" in page.html


def test_content_render_spanish_deck_for_tresillo():
    page = render("[[1e 12c]]", "tresillo", "en")
    assert 'data-carta="1e"' in page.html and 'title="ace of swords"' in page.html
    cards, errors = parse_card_list("1S", "tresillo")
    assert cards == () and "unknown card '1S'" in errors[0]


def test_content_render_comodin_standing_for_and_rescued():
    cards, errors = parse_card_list("JK(8H) 2C*", "pinacle", "es")
    assert errors == []
    assert (cards[0].stands_for, cards[0].rescued, cards[1].rescued) == ("8H", False, True)
    cards, errors = parse_card_list("8H(9H)", "pinacle")
    assert cards == () and "only a comodín" in errors[0]


def test_content_render_rule_links_puzzles_and_headings():
    page = render(TEXT, "canasta", "es", rule_url=lambda g, a, lang: f"/{lang}/reglas/{g}#{a}")
    assert '<h2 id="s8-6">' in page.html
    assert 'href="/es/reglas/canasta#s8-6" class="regla" data-regla="canasta §8.6"' in page.html
    puzzles = [s for s in page.segments if isinstance(s, PuzzleEmbed)]
    assert [p.key for p in puzzles] == [("canasta.pozo", 1, 3), ("canasta.pozo", 2, 4)]
    assert [type(s).__name__ for s in page.segments] == ["str", "PuzzleEmbed", "str", "PuzzleEmbed"]
    assert 'data-kind="canasta.pozo" data-level="1" data-seed="3" data-index="0"' in page.html
    text = [s for s in page.segments if isinstance(s, str)]
    assert text[0].startswith('<h2 id="s8-6">') and "Después" in text[1]


def test_content_render_raw_html_is_text_and_comments_vanish():
    page = render(TEXT, "canasta", "es")
    assert "&lt;b&gt;negrita&lt;/b&gt;" in page.html and "<b>" not in page.html
    assert "nota" not in page.html


def test_content_render_parse_reports_lines():
    parsed = parse(TEXT, "canasta", "es", first_line=10)
    assert [c.line for c in parsed.cards] == [13, 13]
    assert parsed.rule_links[0].line == 13
    assert [p.line for p in parsed.puzzles] == [15, 20]
    assert parsed.problems == ()


def test_content_render_every_bundled_page_renders():
    bundled = content.load(REPO / "lessons", generate_puzzles=False)
    for lesson in bundled.lessons:
        for lang in ("es", "en"):
            page = lesson.render(lang)
            embeds = tuple(s for s in page.segments if isinstance(s, PuzzleEmbed))
            assert [e.key for e in embeds] == [e.key for e in lesson.puzzles]
            if lang == "es":
                assert embeds == lesson.puzzles
            assert 'class="cartas error"' not in page.html
    for (game, lang), ref in bundled.reference.items():
        page = ref.render()
        assert '<h2 id="s1">' in page.html


def test_content_render_loads_no_web_module():
    import subprocess
    import sys

    probe = "import sys, tutor.content; print(' '.join(sorted(m.split('.')[0] for m in sys.modules)))"
    loaded = set(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                                cwd=REPO).stdout.split())
    assert not loaded & {"flask", "jinja2", "werkzeug", "sqlite_utils", "flask_babel"}


def test_content_render_house_rule_notes_are_marked():
    page = render("> **Regla de la casa** (`premio_irse`): 0 o 100.\n\n> Una cita.", "canasta", "es")
    assert page.html.count('<blockquote class="regla-casa">') == 1
    assert page.html.count("<blockquote>") == 1
