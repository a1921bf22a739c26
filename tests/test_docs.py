"""Documentation that cannot rot: every ruling is documented with its fields and a working example."""

from pathlib import Path

from tutor.referee import RULINGS, run_json
from tutor.referee.docs import PAGES, field_docs
from tutor.rules.games import GAMES
from tutor.rules.house_rules import HouseRules

ROOT = Path(__file__).resolve().parents[1]


def test_docs_generated_pages_are_up_to_date():
    for name, render in PAGES.items():
        page = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert page == render(), f"docs/{name} is stale: run python -m tutor.referee.docs"


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
