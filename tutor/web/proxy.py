"""Behind a reverse proxy (nginx, Caddy) that serves HTTPS: the client's address, scheme and host as the proxy
saw them, from its ``X-Forwarded-*`` headers, through werkzeug's :class:`~werkzeug.middleware.proxy_fix.ProxyFix`.

Setting ``TRUSTED_PROXIES`` (in the instance's ``config.py``) is how many proxies stand in front of Tapete, each
adding itself to the headers; 0 (the default) trusts no header: a client could write them itself. With 1, the
log-in limits count each learner's own address (not the proxy's), and links made for the outside
(``url_for(..., _external=True)``: the page where a member redeems a reset code) have the proxy's ``https://``.

Waitress (``python -m tutor serve``) drops every ``X-Forwarded-*`` header before the app sees it, unless told
otherwise (:func:`tutor.serve.waitress_options`): it keeps them only when ``TRUSTED_PROXIES`` says a proxy is in front.
"""

from __future__ import annotations

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix


def init_app(app: Flask) -> None:
    """Wrap the app in ProxyFix when ``TRUSTED_PROXIES`` is a positive number.

    Raises:
        ValueError: ``TRUSTED_PROXIES`` is not a whole number from 0.
    """
    hops = app.config.get("TRUSTED_PROXIES", 0)
    if not isinstance(hops, int) or isinstance(hops, bool) or hops < 0:
        raise ValueError(f"TRUSTED_PROXIES must be a whole number from 0 (proxies in front of Tapete), not {hops!r}")
    if hops:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops, x_port=hops)

