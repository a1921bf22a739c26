"""TOML front matter between ``+++`` lines at the top of a content file (standard library ``tomllib``)."""

from __future__ import annotations

import re
import tomllib
from typing import Any

from .markup import Problem

FENCE = "+++"
_TOML_POS = re.compile(r"\(at line (\d+), column \d+\)")


def split_front_matter(text: str) -> tuple[dict[str, Any] | None, str, int, list[Problem]]:
    """Split a file into its front matter and body.

    Args:
        text: the whole file.

    Returns:
        ``(meta, body, first_line, problems)``: ``meta`` is the TOML table (``None`` when missing or unreadable),
        ``body`` the text after the closing ``+++``, ``first_line`` the number of file lines before the body, and
        the problems with their file line numbers.
    """
    lines = text.split("\n")
    if not lines or lines[0].strip() != FENCE:
        return None, text, 0, [Problem(1, "the file must start with a front matter between '+++' lines")]
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == FENCE)
    except StopIteration:
        return None, text, 0, [Problem(1, "front matter opened with '+++' is never closed by a '+++' line")]
    try:
        meta = tomllib.loads("\n".join(lines[1:end]))
    except tomllib.TOMLDecodeError as err:
        m = _TOML_POS.search(str(err))
        line = int(m.group(1)) + 1 if m else 1
        return None, "\n".join(lines[end + 1:]), end + 1, [Problem(line, f"front matter is not valid TOML: {err}")]
    return meta, "\n".join(lines[end + 1:]), end + 1, []


def key_line(text: str, key: str) -> int:
    """The file line (from 1) where a front-matter key is set (``key =`` or ``key.x =``), else 1."""
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*(=|\.)")
    for i, line in enumerate(text.split("\n")):
        if pattern.match(line):
            return i + 1
        if i > 0 and line.strip() == FENCE:
            break
    return 1
