"""This site's addresses: where a form may send the browser back to, and where the current page is."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import request


def safe_next(target: str | None, default: str = "/") -> str:
    """``target`` if it is a path on this site (no scheme, no host, no ``//``), else ``default``."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    return target


def current_address(query: bool = True) -> str:
    """This request's address as the browser sees it, for the language switch to come back to: the script root
    (the prefix the app is served under, e.g. ``/tapete``), the path and, with ``query``, the query string;
    the templates' ``current_address()``."""
    return request.script_root + (request.full_path if query and request.query_string else request.path)
