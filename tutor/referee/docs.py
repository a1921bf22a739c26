"""Reference pages generated from the code, so they cannot rot.

``python -m tutor.referee.docs`` rewrites ``docs/rulings.md`` (every ruling, its fields and an example) and
``docs/house-rules.md`` (every house rule, its default and its section); a test fails when either is stale.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import sys
import textwrap
from pathlib import Path

from ..rules.base import jsonable
from ..rules.games import GAMES
from ..rules.profiles import BUILT_IN, REGLAMENTO, SOURCES
from . import RULINGS, run_json
from .fields import CHOICE, Field

HEADER = """# Rulings: situations and answers

Generated from `tutor/referee/` by `python -m tutor.referee.docs`; do not edit by hand.
This page is the contract of the rulings: the command line, the JSON API (`/api/v1/rulings/NAME`) and the
Árbitro answer as it says. Ask any ruling from the command line:

```sh
python -m tutor ruling canasta.pozo situation.json          # or: ... < situation.json
python -m tutor ruling canasta.pozo --example > s.json      # an example situation to start from
python -m tutor ruling canasta.pozo s.json --lang en --format text
python -m tutor ruling canasta.pozo s.json --profile clasica    # a house-rule profile, or --profile club.toml
```

The JSON is `{"ruling", "profile", "answer", "reasons", "changed_by", "house_rules"}`: `profile` is the key of the
house-rule profile in force ([house-rules.md](house-rules.md), Profiles; default `reglamento`). Under another
profile the first reason names it (`Reglas: Clásica internacional.`), and when a setting changes the answer
compared with the Reglamento, `changed_by` lists it (`[{"game", "setting", "reglamento", "value"}]`) and a last
reason says so (`Con la regla de la casa «premio por irse: 100» (Reglamento: 0) la respuesta cambia.`).

Cards are written as in [notation.md](notation.md) (`AS 10H QD 3C JK`; Tresillo `1e 7o 12c 10b`). A list of cards
is a JSON array of card strings or one space-separated string. A bad situation prints `{"error": "..."}` and exits 2.

## Answered or refused

A ruling answers every question about the rules and refuses only a situation that cannot exist.

* **What a player proposes** — lay this combination, this salida or this escalera, take this pozo — is a question
  whose answer may be "no". Real cards that break a rule get an answer, with the rule as its reason:
  `canasta.combinacion` of `7S 7H 8D` is `{"valida": false, ...}` citing `canasta §5`; an escalera of two suits is
  `"valida": false` citing `pinacle §7.1`.
* **What is already on the table or in the past** — the partnership's combinations, the cards in the pozo, the
  melds of a finished hand, the tricks of a deal — came from legal play. A state the rules could never produce is
  refused with the rule (a mixed combination on the table, a red three in hand or on top of the pozo), as are
  unknown cards, more copies of a card than the decks hold and hands of impossible size: exit 2 on the command
  line, HTTP 400 from the API, `InvalidSituation` in Python.
"""


def _type_text(f: Field) -> str:
    """A field's type and bounds in a few words (``cards, 1 to 9``; ``integer, 0 to 4``; ``integer ≥ 0``;
    ``optional``)."""
    words = [f.type]
    if f.type == CHOICE:
        words = [" \\| ".join(json.dumps(c) for c in f.choices)]
    if f.min_items or f.max_items is not None:
        words.append(f"{f.min_items} to {f.max_items}" if f.max_items is not None else f"at least {f.min_items}")
    if f.minimum is not None and f.maximum is not None:
        words.append(f"{f.minimum} to {f.maximum}")
    elif f.minimum is not None:
        words.append(f"≥ {f.minimum}")
    elif f.maximum is not None:
        words.append(f"≤ {f.maximum}")
    if not f.required:
        words.append(f"optional, default `{json.dumps(jsonable(f.default))}`")
    return ", ".join(words)


def render_markdown() -> str:
    """The whole page: every ruling with its fields, an example situation and the answer it gets."""
    parts = [HEADER]
    for spec in RULINGS.values():
        parts.append(f"\n## `{spec.name}`\n\n{spec.title.get('es', '')}  \n*{spec.title.get('en', '')}*\n")
        parts.append("\n| field | type | meaning |\n|---|---|---|\n")
        parts.extend(f"| `{name}` | {_type_text(f)} | {f.description} |\n" for name, f in spec.fields.items())
        answer = run_json(spec.name, spec.example)["answer"]
        parts.append("\nExample situation:\n\n```json\n" + json.dumps(spec.example, ensure_ascii=False) + "\n```\n")
        parts.append("\nAnswer:\n\n```json\n" + json.dumps(answer, ensure_ascii=False) + "\n```\n")
    return "".join(parts)


HOUSE_RULES_HEADER = """# House rules

Generated from the house-rules classes by `python -m tutor.referee.docs`; do not edit by hand.
Each setting defaults to the recommended reading of the rules (§: the section of the game's rules page,
`lessons/reglas/`; A1, B14…: the numbered ambiguity of the Ambiguities section of the full rules, in
`docs/rules/canasta.md`, `docs/rules/pinacle.md` and `docs/rules/tresillo.md`). A club's file is TOML or JSON with one table
per game; pass it with `--profile FILE` (or its other spelling, `--house-rules FILE`) on the command line. Unknown
names and ill-typed values are refused, every unknown name at once with its line.

```toml
[canasta]
primera_toma_por_pareja = true

[tresillo]
palo_favor = "o"
```
"""


def field_docs(cls: type) -> dict[str, str]:
    """The attribute docstrings (a string right after a field) of a dataclass, by field name."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    body = tree.body[0].body
    docs = {}
    for node, after in zip(body, body[1:]):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str):
                docs[node.target.id] = " ".join(after.value.value.split())
    return docs


def render_house_rules_markdown() -> str:
    """The house-rules page: one table per game with name, default, allowed values and meaning."""
    parts = [HOUSE_RULES_HEADER]
    for game in GAMES.values():
        house_rules = game.house_rules()
        docs = field_docs(game.house_rules)
        parts.append(f"\n## {game.name}\n\n| setting | label (es / en) | default | values | meaning |\n"
                     "|---|---|---|---|---|\n")
        for f in dataclasses.fields(house_rules):
            choices = f.metadata.get("choices")
            values = ", ".join(f"`{json.dumps(c)}`" for c in choices) if choices else type(f.default).__name__
            meaning = docs.get(f.name, "").replace("|", "\\|")
            label = f"{f.metadata['label']['es']} / *{f.metadata['label']['en']}*"
            parts.append(f"| `{f.name}` | {label} | `{json.dumps(getattr(house_rules, f.name))}` | {values} | "
                         f"{meaning} |\n")
    return "".join(parts) + render_profiles_markdown()


PROFILES_HEADER = """
## Profiles

A profile is a named set of every game's settings: `--profile KEY` or `--profile FILE.toml` on the command line,
`?profile=KEY` or `"profile"` in the JSON API, the club's choice in the web app. A puzzle made under a profile other
than the Reglamento carries its key in its id (`canasta.pozo-v2-L3-S7-Pclasica`). A club's profile file is the
table above plus its name:

```toml
name = "Peña del Casino"
[canasta]
premio_irse = 100
```

Settings not given are the Reglamento's. Built in:
"""


def render_profiles_markdown() -> str:
    """The Profiles section: each built-in profile, the settings it changes and where each comes from."""
    parts = [PROFILES_HEADER]
    reglamento = REGLAMENTO.house_rules.to_dict()
    for profile in BUILT_IN.values():
        parts.append(f"\n### {profile.name('es')} (`{profile.key}`) / *{profile.name('en')}*\n\n"
                     f"{profile.description('en')}\n")
        changed = [(game, name, value) for game, settings in profile.house_rules.to_dict().items()
                   for name, value in settings.items() if reglamento[game][name] != value]
        if changed:
            parts.append("\n| setting | Reglamento | this profile | source |\n|---|---|---|---|\n")
        for game, name, value in changed:
            source = SOURCES.get(profile.key, {}).get(f"{game}.{name}", "").replace("|", "\\|")
            parts.append(f"| `{game}.{name}` | `{json.dumps(reglamento[game][name])}` | `{json.dumps(value)}` | "
                         f"{source} |\n")
    return "".join(parts)


PAGES = {"rulings.md": render_markdown, "house-rules.md": render_house_rules_markdown}


def write_pages(folder: Path) -> None:
    """Rewrite every generated page in ``folder``."""
    for name, render in PAGES.items():
        (folder / name).write_text(render(), encoding="utf-8")


if __name__ == "__main__":
    write_pages(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs"))
