"""``python -m tutor serve``: Tapete in a production WSGI server (gunicorn), on 127.0.0.1:5000 by default.

The app is created once in the server's main process before the workers start (so the database is created and
migrated, and the bundled content loaded, exactly once); each worker then opens its own SQLite connections.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import sys
from typing import Any

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
DEFAULT_WORKERS = 2


def _load_content() -> list[str]:
    """Load and validate the bundled lessons and puzzle sets (``tutor.content``) when that package exists.

    Returns the lines to print: a summary of each, then every problem found as ``file:line: message``. A problem
    is reported, not fatal: the practice pages do not depend on the content files.
    """
    if importlib.util.find_spec("tutor.content") is None:
        return []
    lines = []
    content = importlib.import_module("tutor.content")
    loaded = [content.load()]
    if importlib.util.find_spec("tutor.content.puzzle_sets") is not None:
        loaded.append(importlib.import_module("tutor.content.puzzle_sets").load_sets())
    for part in loaded:
        lines.append(f"content: {part.summary()}")
        lines += [f"content problem: {e}" for e in part.errors]
    return lines


def url_of(host: str, port: int) -> str:
    """The address to open in a browser (an IPv6 host in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, workers: int = DEFAULT_WORKERS,
          instance: str | None = None) -> int:
    """Run Tapete until interrupted; returns the exit code.

    Args:
        host: address to listen on (``127.0.0.1``: this machine only; ``0.0.0.0``: the whole network).
        port: TCP port.
        workers: gunicorn worker processes (each answers one request at a time).
        instance: the instance folder (database, secret key); default ``$TAPETE_INSTANCE``, else
            ``$XDG_DATA_HOME/tapete`` (``~/.local/share/tapete``).
    """
    from gunicorn.app.base import BaseApplication

    from .web import create_app

    app = create_app(instance_path=instance)
    notes = _load_content()

    class Server(BaseApplication):
        def load_config(self) -> None:
            settings: dict[str, Any] = {"bind": f"{host}:{port}" if ":" not in host else f"[{host}]:{port}",
                                        "workers": workers, "worker_class": "sync", "timeout": 30,
                                        "accesslog": None, "errorlog": "-", "loglevel": "warning",
                                        "proc_name": "tapete"}
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self):
            return app

    print(f"Tapete: instance folder {app.instance_path} (database, secret key; --instance or $TAPETE_INSTANCE "
          f"to move it)", flush=True)
    print(f"Tapete: database {app.config['DATABASE']}", flush=True)
    for note in notes:
        print(f"Tapete: {note}", flush=True)
    print(f"Tapete is running at {url_of(host, port)}  ({workers} workers; Ctrl+C to stop)", flush=True)
    # What the main process built (app, templates, content) lives as long as the workers: frozen, the garbage
    # collector no longer walks it on each full collection, and the forked workers keep its pages shared.
    gc.collect()
    gc.freeze()
    Server().run()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(serve())
