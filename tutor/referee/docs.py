"""The referee's reference page, generated from the registry so it cannot rot.

``python -m tutor.referee.docs > docs/rulings.md`` rewrites ``docs/rulings.md``; a test fails when the file is stale.
"""

from __future__ import annotations

import json

from . import RULINGS, run_json

HEADER = """# Rulings: situations and answers

Generated from `tutor/referee/` by `python -m tutor.referee.docs > docs/rulings.md`; do not edit by hand.
The contract is `referee.md`. Ask any ruling from the command line:

```sh
python -m tutor ruling canasta.pozo situation.json          # or: ... < situation.json
python -m tutor ruling canasta.pozo --example > s.json      # an example situation to start from
python -m tutor ruling canasta.pozo s.json --lang en --format text
python -m tutor ruling canasta.pozo s.json --house-rules club.toml
```

Cards are written as in `notation.md` (`AS 10H QD 3C JK`; Tresillo `1e 7o 12c 10b`). A list of cards is a JSON
array of card strings or one space-separated string. A bad situation prints `{"error": "..."}` and exits 2.
"""


def render_markdown() -> str:
    """The whole page: every ruling with its fields, an example situation and the answer it gets."""
    parts = [HEADER]
    for spec in RULINGS.values():
        parts.append(f"\n## `{spec.name}`\n\n{spec.title.get('es', '')}  \n*{spec.title.get('en', '')}*\n")
        parts.append("\n| field | meaning |\n|---|---|\n")
        parts.extend(f"| `{name}` | {text} |\n" for name, text in spec.fields.items())
        answer = run_json(spec.name, spec.example)["answer"]
        parts.append("\nExample situation:\n\n```json\n" + json.dumps(spec.example, ensure_ascii=False) + "\n```\n")
        parts.append("\nAnswer:\n\n```json\n" + json.dumps(answer, ensure_ascii=False) + "\n```\n")
    return "".join(parts)


if __name__ == "__main__":
    print(render_markdown(), end="")
