"""Benchmark of "Juega un trato" in the browser: a learner's move (an htmx POST: the CSRF check, the deal rebuilt from
its id and the learner's moves, the move checked and stored, the table rebuilt and rendered) and the table's page,
in process through Flask's test client (no network, one thread), over whole deals the learner plays with the
computer's choice for their seat; and the CPU of rebuilding a deal from nothing (no cache: the first request of a
deal in a server process, or after another worker moved it).

Each move replays only the deal it is made in (rebuilt deals are cached per process on the rows' ids and moves), so
a move's cost grows with the deal's length, not the session's.

    python bench/bench_web_trato.py [--deals 10]

Prints the medians and 99th percentiles in milliseconds, wall-clock and CPU (steadier on a busy machine), and the
moves and pages measured.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers import Web  # noqa: E402
from trato_helpers import fields  # noqa: E402

from tutor import progress  # noqa: E402
from tutor.progress import tratos  # noqa: E402
from tutor.rules.tresillo.computadora import computer_move  # noqa: E402
from tutor.web import create_app  # noqa: E402
from tutor.web.trato_juego import replay  # noqa: E402


def percentiles(xs: list[float]) -> str:
    ms = sorted(x * 1000 for x in xs)
    return f"median {statistics.median(ms):6.1f} ms   p99 {ms[min(len(ms) - 1, int(len(ms) * .99))]:6.1f} ms   " \
           f"({len(ms)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="deals played (default 10)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "PASSWORD_HASHER": "cheap",
                          "DATABASE": str(Path(folder) / "tapete.sqlite"), "DATABASE_SYNCHRONOUS": "NORMAL"},
                         instance_path=folder)
        web = Web(app.test_client())
        web.get("/tresillo/trato/")
        db = progress.open_db(app.config["DATABASE"])
        pages, moves, cold = [], [], []
        for seed in range(1, args.deals + 1):
            url = web.post("/tresillo/trato/", {"asiento": str(seed % 3),
                                                "id": f"tresillo.trato-v1-J4-S{seed}"}).headers["Location"]
            trato = int(url.rsplit("/", 1)[1])
            while True:
                t, c = time.perf_counter(), time.process_time()
                web.get(url)
                pages.append((time.perf_counter() - t, time.process_time() - c))
                row = tratos.get(db, 1, trato)
                t = time.process_time()
                juego = replay(row.trato_id, row.seat, row.moves)
                cold.append(time.process_time() - t)
                if juego.mesa.fase == "fin":
                    break
                data = fields(computer_move(juego.mesa), len(row.moves))
                t, c = time.perf_counter(), time.process_time()
                web.post(url, data, htmx=True)
                moves.append((time.perf_counter() - t, time.process_time() - c))
        db.close()
    for name, xs in (("move (htmx POST)", moves), ("table page (GET)", pages)):
        print(f"{name:20} {percentiles([w for w, _ in xs])}  wall")
        print(f"{'':20} {percentiles([c for _, c in xs])}  CPU")
    print(f"{'rebuild, no cache':20} {percentiles(cold)}  CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
