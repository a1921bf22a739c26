"""The section numbers of ``../shared/rules/<game>.md`` that the rules reference must anchor (no imports).

A test compares these tables with the rules files, so they cannot drift.
"""

from __future__ import annotations

SECTIONS: dict[str, tuple[str, ...]] = {
    "canasta": ("1", "2", "3", "3.1", "3.2", "3.3", "3.4", "4", "5", "5.1", "6", "7", "8", "8.1", "8.2", "8.3",
                "8.4", "8.5", "8.6", "8.7", "8.8", "9", "9.1", "9.2", "9.3", "10", "11", "12", "12.1", "12.2", "13",
                "14", "15", "16"),
    "pinacle": ("0", "1", "2", "3", "4", "5", "6", "7", "7.1", "7.2", "7.3", "7.4", "7.5", "8", "8.1", "8.2", "8.3",
                "9", "10", "10.1", "10.2", "10.3", "11", "12", "13", "14"),
    "tresillo": ("1", "2", "3", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "4", "4.1", "4.2", "4.3", "4.4", "5",
                 "6", "6.1", "6.2", "6.3", "6.4", "6.5", "7", "8", "8.1", "8.2", "8.3", "8.4", "8.5", "9", "10",
                 "10.1", "10.2", "11", "12", "12.1", "12.2", "12.3", "12.4", "12.5", "12.6", "13", "13.0", "13.1",
                 "13.2", "13.3", "13.4", "13.5", "13.6", "13.7", "13.8", "13.9", "13.10", "13.11", "13.12", "13.13",
                 "13.14", "13.15", "14", "15", "16"),
}
"""Every section number of ``../shared/rules/<game>.md``: the reference must have an anchor for each
(a test compares this table with the rules files' headings)."""

ITEMS: dict[str, dict[str, int]] = {
    "canasta": {"4": 3, "8.6": 10, "15": 7},
    "pinacle": {"4": 4, "5": 4, "13": 6},
    "tresillo": {"2": 7, "4.3": 4, "5": 4, "6.4": 5, "7": 8, "11": 5, "12.2": 3, "13.2": 2, "13.3": 4, "13.7": 3,
                 "13.8": 3, "13.9": 3, "15": 10},
}
"""Sections whose body is a numbered list, with the number of items: engines cite an item as a subsection
(``tresillo §11.5`` = item 5 of §11, ``tresillo §5.2`` = item 2 of §5)."""


def resolve_section(game: str, section: str) -> str | None:
    """The section of the rules file that ``section`` points at, or ``None`` if there is none.

    ``"8.6"`` -> ``"8.6"`` (a heading); ``"11.5"`` in Tresillo -> ``"11"`` (item 5 of the list in §11);
    ``"8.9"`` in Canasta -> ``None``.
    """
    sections = SECTIONS.get(game, ())
    if section in sections:
        return section
    parent, _, item = section.rpartition(".")
    if parent and item.isdigit() and 1 <= int(item) <= ITEMS.get(game, {}).get(parent, 0):
        return parent
    return None


def has_section(game: str, section: str) -> bool:
    """True when ``section`` (``"8.6"``, or a list item such as ``"11.5"``) resolves in ``game``'s rules file."""
    return resolve_section(game, section) is not None
