"""The one door from the puzzle layer to the referee (``tutor.referee.run``).

Every answer and every explanation of a puzzle comes through :func:`run`, so a puzzle and the referee can never
disagree. Tests may swap the runner with :func:`use_runner` (e.g. to test the framework with a fake ruling).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping

from ..rules.base import Ruling

Runner = Callable[[str, Mapping[str, Any], Any], Ruling]
_runner: Runner | None = None


def _referee_run(name: str, situation: Mapping[str, Any], house_rules: Any) -> Ruling:
    global _referee_run
    from ..referee import run as referee_run  # imported late (it loads every game's engine), then called directly

    _referee_run = referee_run
    return referee_run(name, situation, house_rules)


def run(name: str, situation: Mapping[str, Any], house_rules: Any = None) -> Ruling:
    """The referee's ruling ``name`` on ``situation`` (plain JSON) under ``house_rules`` (None = defaults).

    Raises:
        InvalidSituation: the situation is impossible (a generator bug when it comes from a puzzle kind).
    """
    return (_runner or _referee_run)(name, situation, house_rules)


def decider(name: str, situation: Mapping[str, Any]) -> Callable[[Any], Ruling]:
    """``house_rules -> ruling`` for one situation, read once (:func:`tutor.referee.decider`); with a test runner
    in place, that runner asked each time.

    Raises:
        InvalidSituation: as :func:`run`.
    """
    if _runner is not None:
        runner = _runner
        return lambda house_rules: runner(name, situation, house_rules)
    from ..referee import decider as referee_decider

    return referee_decider(name, situation)


@contextmanager
def use_runner(runner: Runner) -> Iterator[None]:
    """Within the block, rulings come from ``runner(name, situation, house_rules)`` instead of the referee."""
    global _runner
    previous, _runner = _runner, runner
    try:
        yield
    finally:
        _runner = previous
