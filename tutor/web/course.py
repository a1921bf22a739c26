"""A game's course as the pages link it: each lesson's address, and the learner's progress in it (the lessons' own
pages and the game page list the same links)."""

from __future__ import annotations

from dataclasses import dataclass

from flask import url_for

from ..content import Lesson
from ..progress import lesson_progress
from .library import content


@dataclass(frozen=True, slots=True)
class LessonLink:
    """A lesson in a list or a navigation link: id, address, title, summary and the learner's progress in it."""

    id: str
    game: str
    number: int
    href: str
    title: str
    summary: str
    puzzles: int
    answered: int
    completed: bool
    prerequisites: tuple["LessonLink", ...] = ()
    right: int = 0
    retry: str = ""
    """The first puzzle whose latest answer is wrong, to try again (``?otra=N#problema-N+1``); ``""`` if none."""


def slug_of(lesson: Lesson) -> str:
    return lesson.id.split("/", 1)[1]


def lesson_link(lesson: Lesson, answered: dict[str, dict[int, bool]], language: str, deep: bool = True) -> LessonLink:
    """A lesson's link and the learner's score in it: answered and right (its latest answer) per puzzle."""
    total = len(lesson.puzzles)
    latest = {p: ok for p, ok in answered.get(lesson.id, {}).items() if p < total}
    right = {p for p, ok in latest.items() if ok}
    wrong = sorted(p for p, ok in latest.items() if not ok)
    retry = url_for("lessons.lesson", game=lesson.game, slug=slug_of(lesson), otra=wrong[0],
                    _anchor=f"problema-{wrong[0] + 1}") if wrong else ""
    prereqs = ()
    if deep:
        prereqs = tuple(lesson_link(content().lesson(p), answered, language, deep=False) for p in lesson.prerequisites)
    return LessonLink(lesson.id, lesson.game, lesson.number,
                      url_for("lessons.lesson", game=lesson.game, slug=slug_of(lesson)),
                      lesson.title.get(language) or lesson.title["es"], lesson.summary.get(language, ""),
                      total, len(latest), lesson_progress.is_completed(right, total), prereqs, len(right), retry)
