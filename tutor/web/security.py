"""What every request and response goes through for safety: the same-origin check of unsafe methods and the
security headers (issue 13).

- :func:`same_origin`: a POST (PUT, PATCH, DELETE) whose ``Origin`` — or, without one, ``Referer`` — names another
  site is refused (400, as a failed CSRF token is), before any view runs; Flask-WTF's token is checked besides it.
  A request with neither header (curl) is left to the token. This is the check Datasette and Django make beside
  their tokens. The JSON API is exempt, as it is from the token: it reads no cookie, so a forged request to it can
  act for nobody.
- :func:`refused_changes_nothing`: a refused request (400, 403, 413) sends no cookie back: the error page reads the
  session (its forms' CSRF token), which must not replace or clear the visitor's session (a cross-site POST, which
  the browser sends without the SameSite=Lax cookie, would otherwise log a learner out or end a guest's progress).
- :func:`headers`: a Content-Security-Policy without ``unsafe-inline`` (every script and style is a vendored file),
  no framing, ``nosniff``, ``Referrer-Policy: same-origin``, and ``Cache-Control: no-store`` on every response that
  does not say how to cache it: every page is made for its session (its forms' CSRF token, the learner's progress,
  saved puzzles, account pages, answers); static files say it themselves.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, Response, current_app, request, session
from flask_wtf.csrf import CSRFError

UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
REFUSED = frozenset({400, 403, 413})

CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                           "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers that predate it
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",  # only where the response does not say how to cache it (static files do)
}


def _origin_of(value: str) -> str | None:
    """The ``host[:port]`` an Origin or Referer names (lower case), or ``None`` for ``null`` or no host."""
    netloc = urlsplit(value).netloc if "//" in value else ""
    return netloc.lower() or None


def same_origin() -> None:
    """Refuse an unsafe request sent from another site (before Flask-WTF's token check), except to the blueprints
    in the app's ``tapete.origin_exempt`` (:func:`init_app`).

    The site is compared by host and port, not scheme: behind an HTTPS proxy the app sees ``http``.

    Raises:
        CSRFError: the request's ``Origin`` (else ``Referer``) names another host, or is ``null``.
    """
    if request.method not in UNSAFE_METHODS or request.blueprint in current_app.extensions["tapete.origin_exempt"]:
        return
    sent = request.headers.get("Origin") or request.headers.get("Referer")
    if sent is not None and _origin_of(sent) != request.host.lower():
        raise CSRFError("The request did not come from this site.")


def refused_changes_nothing(response: Response) -> Response:
    """No ``Set-Cookie`` on a refused request: whatever rendering its error page did to the session is dropped."""
    if response.status_code in REFUSED:
        session.modified = False
    return response


def headers(response: Response) -> Response:
    """The security headers on every response, each unless the response has its own (``Cache-Control``)."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def init_app(app: Flask, origin_exempt: frozenset[str] = frozenset()) -> None:
    """Register the checks; call before ``CSRFProtect.init_app`` so the origin is checked before the token.

    Args:
        origin_exempt: names of blueprints that read no cookie (the JSON API), exempt from the origin check.
    """
    app.extensions["tapete.origin_exempt"] = origin_exempt
    app.before_request(same_origin)
    app.after_request(refused_changes_nothing)
    app.after_request(headers)
