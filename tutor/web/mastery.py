"""What the progress pages show of a learner's practice: the mastery map of a game's rule areas (puzzle kinds),
coloured by level reached (and each area's rating on a meter), and charts of accuracy and rating over time, drawn as
SVG on the server.

Reads only the totals each attempt keeps current (``kind_totals``, ``learner_ratings``, ``kind_days``,
``learner_days``): never a learner's whole history. The charts are plain SVG shapes with classes (styled in
``tapete.css``): no script, no style attribute, nothing from another site.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar
from datetime import date, datetime, timedelta, timezone

from .. import practice, progress
from ..progress import days, ratings
from ..puzzles import KINDS, LEVELS

CHART_DAYS = 30
"""Days the charts cover, ending today."""

CHART_W, CHART_H, CHART_PAD = 300, 90, 6
"""A chart's drawing box (SVG user units) and its inner margin."""

RATING_FLOOR, RATING_CEIL = 800, 2200
"""The rating chart's vertical range, and the rating meter's."""

RATING_LOW, RATING_HIGH = 1300, 1700
"""Where the rating meter turns from low to middle and from middle to high (the starting difficulties of levels 1
and 3, ``tutor.practice.LEVEL_START``)."""


@dataclass(frozen=True, slots=True)
class Chart:
    """One line chart: its points (``"x,y x,y ..."`` in the drawing box), the dots' coordinates, the last value
    as text, the vertical range's labels (low, high) and the first and last day of the horizontal axis."""

    points: str
    dots: tuple[tuple[float, float], ...]
    last: str
    low: str
    high: str
    start: date
    end: date


@dataclass(frozen=True, slots=True)
class Area:
    """A rule area (puzzle kind) on the mastery map.

    ``reached``: level reached (0-3); ``working``: the level being worked at (the one after, at most 3);
    ``to_pass``: counted right answers still needed there; ``rating``: the learner's rating (``None`` before a
    counted answer); ``band``: the CSS class of the colour (``m0``..``m3`` by level reached, ``fresh`` if untried).
    """

    kind: str
    title: str
    attempts: int
    accuracy_percent: int
    reached: int
    working: int
    to_pass: int
    rating: int | None
    band: str
    accuracy_chart: Chart | None = None
    rating_chart: Chart | None = None
    scale: ClassVar[tuple[int, int, int, int]] = (RATING_FLOOR, RATING_LOW, RATING_HIGH, RATING_CEIL)
    """The rating meter's minimum, low, high and maximum."""


def history(db, user_id: int | None, today: date) -> tuple[date, dict[str, list[days.KindDay]]]:
    """The first day the charts show and, per kind, the learner's days from then to ``today``."""
    since = today - timedelta(days=CHART_DAYS - 1)
    return since, (days.kind_days(db, user_id, since.isoformat()) if user_id else {})


def areas(db, user_id: int | None, game: str, language: str,
          charts: tuple[date, dict[str, list[days.KindDay]]] | None = None) -> tuple[Area, ...]:
    """The rule areas of ``game`` in teaching order, with the learner's standing (empty standing for a visitor);
    with ``charts`` (:func:`history`) each tried area carries its accuracy and rating charts."""
    stats = progress.stats_by_kind(db, user_id) if user_id else {}
    rated = ratings.learner_ratings(db, user_id) if user_id else {}
    since, by_kind = charts or (None, {})
    out = []
    for kind in practice.kinds_of(game):
        st, r = stats.get(kind), rated.get(kind)
        reached = practice.level_reached(st)
        working = min(LEVELS[-1], reached + 1)
        band = f"m{reached}" if st else "fresh"
        series = by_kind.get(kind, [])
        out.append(Area(kind, KINDS[kind].title.render({}, language), st.attempts if st else 0,
                        round(st.accuracy * 100) if st else 0, reached, working, practice.to_pass(st, working),
                        round(r.rating) if r else None, band,
                        _accuracy_chart(series, since) if series else None,
                        _rating_chart(series, since) if series else None))
    return tuple(out)


def _x(day: str, since: date) -> float:
    offset = (date.fromisoformat(day) - since).days
    return round(CHART_PAD + offset * (CHART_W - 2 * CHART_PAD) / max(1, CHART_DAYS - 1), 1)


def _y(value: float, low: float, high: float) -> float:
    share = (min(high, max(low, value)) - low) / (high - low)
    return round(CHART_H - CHART_PAD - share * (CHART_H - 2 * CHART_PAD), 1)


def _chart(values: list[tuple[str, float]], since: date, low: float, high: float, last: str, labels) -> Chart:
    dots = tuple((_x(d, since), _y(v, low, high)) for d, v in values)
    return Chart(" ".join(f"{x},{y}" for x, y in dots), dots, last, *labels, since,
                 since + timedelta(days=CHART_DAYS - 1))


def _accuracy_chart(series: list[days.KindDay], since: date) -> Chart:
    """Each day's share of right answers (0-100%, written as the app's other shares are: ``78%``)."""
    values = [(d.day, 100 * d.correct / d.answers) for d in series if d.answers]
    return _chart(values, since, 0, 100, f"{round(values[-1][1])}%", ("0%", "100%"))


def _rating_chart(series: list[days.KindDay], since: date) -> Chart | None:
    """The rating at the end of each day that moved it."""
    values = [(d.day, d.rating) for d in series if d.rating is not None]
    if not values:
        return None
    return _chart(values, since, RATING_FLOOR, RATING_CEIL, str(round(values[-1][1])),
                  (str(RATING_FLOOR), str(RATING_CEIL)))


def local_today(tz: str) -> date:
    """Today's date in time zone ``tz``."""
    return date.fromisoformat(practice.local_day(datetime.now(timezone.utc), tz))
