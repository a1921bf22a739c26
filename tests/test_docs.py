"""Documentation that cannot rot: every ruling is documented with its fields and a working example, and everything
the README and ``docs/`` cite is in the repository."""

import re
from pathlib import Path

import pytest

from tutor.referee import RULINGS, run_json
from tutor.referee.docs import PAGES, field_docs
from tutor.rules.games import GAMES
from tutor.rules.house_rules import HouseRules

ROOT = Path(__file__).resolve().parents[1]


def test_docs_generated_pages_are_up_to_date():
    for name, render in PAGES.items():
        page = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert page == render(), f"docs/{name} is stale: run python -m tutor.referee.docs"


def test_docs_a_bound_with_no_other_end_reads_as_one():
    page = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    assert not re.search(r"\d to[,|]", page)  # "integer, 0 to," had no upper end
    assert "| `sobre` | integer, ≥ 0, optional" in page


def test_docs_every_house_rule_is_explained():
    for game in GAMES:
        settings = type(HouseRules().for_game(game))
        docs = field_docs(settings)
        missing = [f for f in settings.__dataclass_fields__ if not docs.get(f)]
        assert missing == [], f"{game} settings without an explanation: {missing}"


def test_docs_every_ruling_documents_its_fields_and_its_example_is_valid():
    page = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for name, spec in RULINGS.items():
        assert f"## `{name}`" in page
        for field in spec.fields:
            assert f"| `{field}` |" in page
        assert set(spec.example) <= set(spec.fields)
        assert run_json(name, spec.example)["ruling"] == name
        assert spec.title.get("es") and spec.title.get("en")


DOCUMENTS = ["README.md", *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
PATH = re.compile(r"(?<![\w/.:~$-])((?:[\w.-]+/)+[\w.-]+\.(?:md|toml|py|png))\b")
"""A file named by its path anywhere, code blocks included (`docs/rulings.md`, `# rules/canasta.md §16 A1`)."""
DOCUMENT = re.compile(r"`([\w.-]+\.md)\b[^`]*`")
"""A document named in a code span (`referee.md`)."""


def _cited(text: str) -> list[str]:
    links = [target.split("#")[0] for target in LINK.findall(text) if not re.match(r"[a-z]+:|#", target)]
    return links + PATH.findall(text) + DOCUMENT.findall(text)


@pytest.mark.parametrize("document", DOCUMENTS)
def test_docs_everything_a_document_cites_is_in_the_repository(document):
    path = ROOT / document
    missing = [cited for cited in _cited(path.read_text(encoding="utf-8"))
               if not ((path.parent / cited).exists() or (ROOT / cited).exists())]
    assert missing == [], f"{document} cites what the repository does not hold: {missing}"


def test_docs_the_readme_links_the_design():
    assert "[docs/design.md](docs/design.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
