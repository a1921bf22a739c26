"""``python -m tutor serve``: Tapete in a production WSGI server (waitress), on 127.0.0.1:5000 by default.

One process with a pool of threads (``--threads``, default 4). Waitress reads each request whole — headers and
body — in its event loop before handing it to a thread, so a slow or hostile client (one header line every few
seconds) holds a socket, never a thread: every other request is answered meanwhile. One process also means the
log-in limits (Flask-Limiter's ``memory://`` counts) are counted once for the whole server, and each thread keeps
its own SQLite connection (:mod:`tutor.web.db`). Up to :data:`CONNECTION_LIMIT` connections stay open at once;
a body larger than the app's ``MAX_CONTENT_LENGTH`` is refused before it is read.

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
    # A body larger than the app accepts is refused by waitress (413) before it is buffered (its default: 1 GiB,
    # spooled to disk).
    waitress.serve(app, sockets=[sock], threads=threads, ident="tapete", connection_limit=_connection_limit(),
                   max_request_body_size=app.config["MAX_CONTENT_LENGTH"])
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(serve())
