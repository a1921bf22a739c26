"""``python -m tutor serve``: Tapete in a production WSGI server (waitress), on 127.0.0.1:5000 by default.

One process with a pool of threads (``--threads``, default 4). Waitress reads each request whole — headers and
body — in its event loop before handing it to a thread, so a slow or hostile client (one header line every few
seconds) holds a socket, never a thread: every other request is answered meanwhile. One process also means the
log-in limits (Flask-Limiter's ``memory://`` counts) are counted once for the whole server, and each thread keeps
its own SQLite connection (:mod:`tutor.web.db`). Up to :data:`CONNECTION_LIMIT` connections stay open at once.

What one socket may hold is bounded by waitress's documented settings (:func:`waitress_options`): the request's
headers (:data:`MAX_HEADER_BYTES`), its body (:data:`MAX_BODY_BYTES`, above which waitress answers a plain-text 413
before reading it; between the app's ``MAX_CONTENT_LENGTH`` and that, the app answers its own 413, JSON under
``/api/``), and how long it may sit silent (:data:`CHANNEL_TIMEOUT`). Waitress has no per-address connection cap:
one client may still open many sockets; that limit belongs to the front (a reverse proxy or the firewall, see the
README's "Serving and security").

The port is bound before the address is printed: a port already in use (another program, a second Tapete, macOS's
AirPlay receiver on 5000) is said plainly, with how to choose another, and ends with exit status 2.
"""

from __future__ import annotations

import errno
import socket
import sys

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
DEFAULT_THREADS = 4
CONNECTION_LIMIT = 1000
"""Open connections waitress keeps (its default is 100: a hundred idle sockets from one client would stop it
accepting anyone). Each idle one costs a file descriptor and a few kilobytes; see :func:`_connection_limit`."""


MAX_HEADER_BYTES = 16 * 1024
"""The largest request line and headers waitress reads (its default, 256 KiB, let 1,000 unfinished requests hold
240 MB); a browser sends under 2 KiB, its cookies included."""
MAX_BODY_BYTES = 1024 * 1024
"""The largest body waitress reads (1 MiB); above the app's ``MAX_CONTENT_LENGTH`` (64 KiB) and below this, the app
answers 413 itself, as JSON under ``/api/``."""
CHANNEL_TIMEOUT = 30
"""Seconds a connection may stay silent (nothing received, nothing to send) before waitress closes it (its default:
120)."""


def waitress_options(app, threads: int) -> dict:
    """The keyword arguments given to ``waitress.serve`` besides the app and the socket.

    Args:
        app: the Flask app (its ``MAX_CONTENT_LENGTH`` must stay under :data:`MAX_BODY_BYTES`).
        threads: requests answered at once.
    """
    return {"threads": threads, "ident": "tapete", "connection_limit": _connection_limit(),
            "max_request_header_size": MAX_HEADER_BYTES, "channel_timeout": CHANNEL_TIMEOUT,
            "max_request_body_size": max(MAX_BODY_BYTES, app.config["MAX_CONTENT_LENGTH"] + 1),
            # X-Forwarded-* kept for ProxyFix (tutor.web.proxy) only behind a trusted proxy, else dropped (waitress's
            # default), so a client talking to Tapete directly cannot write them
            "clear_untrusted_proxy_headers": not app.config.get("TRUSTED_PROXIES", 0)}


def _connection_limit() -> int:
    """:data:`CONNECTION_LIMIT`, with the process's open-files limit raised to fit it where the system allows
    (macOS starts programs with 256); fewer connections where it does not."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return CONNECTION_LIMIT
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = CONNECTION_LIMIT + 100  # the database, the listening socket, the content files
    if soft != resource.RLIM_INFINITY and soft < wanted:
        soft = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return CONNECTION_LIMIT if soft == resource.RLIM_INFINITY else min(CONNECTION_LIMIT, soft - 100)


def _load_content(app) -> list[str]:
    """The lines to print about the content: what the app loaded (lessons, rules reference, puzzle sets).

    :func:`~tutor.web.create_app` has validated it already: a broken lesson or puzzle set stops it with
    :class:`~tutor.content.InvalidContent`, which ``python -m tutor serve`` prints as ``check-content`` does.
    """
    return [f"content: {app.extensions['tapete.content'].summary()}",
            f"content: {app.extensions['tapete.puzzle_sets'].summary()}"]


def url_of(host: str, port: int) -> str:
    """The address to open in a browser (an IPv6 host in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


class PortTaken(OSError):
    """The address and port are already in use (or may not be used) by another program."""


def bind(host: str, port: int) -> socket.socket:
    """A listening-ready TCP socket on ``host``:``port``.

    Raises:
        PortTaken: another program holds the port, or this user may not bind it.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as waitress itself does: not another listener
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        if err.errno in (errno.EADDRINUSE, errno.EACCES):
            raise PortTaken(err.errno, err.strerror) from None
        raise
    return sock


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, threads: int = DEFAULT_THREADS,
          instance: str | None = None) -> int:
    """Run Tapete until interrupted; returns the exit code (2: the port is taken).

    Args:
        host: address to listen on (``127.0.0.1``: this machine only; ``0.0.0.0``: the whole network).
        port: TCP port.
        threads: requests answered at once (waitress's thread pool; slow clients take none).
        instance: the instance folder (database, secret key); default ``$TAPETE_INSTANCE``, else
            ``$XDG_DATA_HOME/tapete`` (``~/.local/share/tapete``).
    """
    import waitress

    from .web import create_app

    try:
        sock = bind(host, port)
    except PortTaken as err:
        print(f"Tapete: cannot listen on {url_of(host, port)}: {err.strerror or 'the port is in use'}. Another "
              f"program holds port {port} (on macOS, the AirPlay receiver takes 5000); choose another with "
              f"--port, e.g. --port 8000.", file=sys.stderr, flush=True)
        return 2
    app = create_app(instance_path=instance)
    notes = _load_content(app)
    print(f"Tapete: instance folder {app.instance_path} (database, secret key; --instance or $TAPETE_INSTANCE "
          f"to move it)", flush=True)
    print(f"Tapete: database {app.config['DATABASE']}", flush=True)
    for note in notes:
        print(f"Tapete: {note}", flush=True)
    print(f"Tapete is running at {url_of(host, port)}  (1 process, {threads} thread{'s' if threads != 1 else ''}; "
          f"Ctrl+C to stop)", flush=True)
    waitress.serve(app, sockets=[sock], **waitress_options(app, threads))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(serve())
