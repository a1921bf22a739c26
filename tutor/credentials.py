"""What makes a username and a password acceptable, and where the server keeps its files: shared by the web app's
forms (:mod:`tutor.web.auth`) and the command line (:mod:`tutor.cli_club`), which must not import the web.
"""

from __future__ import annotations

import os
import re
import unicodedata

USERNAME = re.compile(r"^[\w.-]{3,30}$")
"""A username: 3 to 30 letters, digits, dots, dashes or underscores (after NFKC normalisation)."""
MIN_PASSWORD = 8
MAX_PASSWORD = 200

SCRIPT_GROUPS = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "HANGUL": "CJK", "BOPOMOFO": "CJK"}
"""Scripts written together (Japanese, Korean, Chinese) count as one."""


def scripts_of(name: str) -> set[str]:
    """The scripts of the letters of ``name``, by the first word of each letter's Unicode name (``"LATIN"``,
    ``"CYRILLIC"``, ``"GREEK"``, ``"CJK"``...); digits and punctuation belong to none. A username mixing two is
    refused (a Cyrillic ``а`` among Latin letters)."""
    found = set()
    for ch in name:
        if ch.isalpha():
            script = unicodedata.name(ch, "UNKNOWN").split(" ")[0]
            found.add(SCRIPT_GROUPS.get(script, script))
    return found


def default_instance() -> str:
    """Where the database and the secret key live unless told otherwise: ``$TAPETE_INSTANCE``, else the user's data
    folder ``$XDG_DATA_HOME/tapete`` (``~/.local/share/tapete``) — never inside the virtual environment, so that
    recreating it keeps every account."""
    if os.environ.get("TAPETE_INSTANCE"):
        return os.environ["TAPETE_INSTANCE"]
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(data_home, "tapete")
