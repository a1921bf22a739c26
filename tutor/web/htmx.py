"""The one module that reads htmx request headers (``docs/design.md`` § Web).

A page and its fragment come from the same template: the fragment is a named block of the page template, rendered
alone (jinja2-fragments) when htmx asks for it. Every response that depends on ``HX-Request`` says so with
``Vary: HX-Request``, so no cache hands a fragment to a browser that asked for a page.
"""

from __future__ import annotations

from typing import Any

from flask import Response, make_response, render_template
from htmx_flask import make_response as htmx_response
from htmx_flask import request
from jinja2_fragments.flask import render_block


def wants_fragment() -> bool:
    """True for a request made by htmx for part of a page (not a boosted link or a history restore)."""
    return bool(request.htmx) and not request.htmx.boosted and not request.htmx.history_restore_request


def page_or_fragment(template: str, block: str, status: int = 200, push_url: str | None = None,
                     **context: Any) -> Response:
    """The whole page, or only ``block`` of it for htmx; ``Vary: HX-Request`` either way.

    Args:
        template: the page template.
        block: the block htmx swaps in.
        status: the HTTP status.
        push_url: for htmx, the address the browser should show afterwards (``HX-Push-Url``).
        context: the template's variables.
    """
    if wants_fragment():
        body = render_block(template, block, fragment=True, **context)
        response = htmx_response(body, status, push_url=push_url)
    else:
        response = make_response(render_template(template, fragment=False, **context), status)
    response.vary.add("HX-Request")
    return response
