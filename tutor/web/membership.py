"""Who asks, as the class pages see it, and the assignments of the classes they belong to: shared by the teachers'
blueprint (:mod:`tutor.web.teach`, its puzzle items) and the table's (:mod:`tutor.web.trato`, assigned deals)."""

from __future__ import annotations

from flask import abort
from flask_login import current_user

from ..progress import classes
from .db import get_db


def account_id() -> int | None:
    """The logged-in account's id (``None`` for a visitor or a guest)."""
    if current_user.is_authenticated and not current_user.is_guest:
        return current_user.id
    return None


def my_assignment(assignment_id: int) -> classes.Assignment:
    """The assignment ``assignment_id`` of a class the logged-in learner belongs to.

    Raises:
        werkzeug.exceptions.NotFound: (404) no such assignment, or the learner is not (or no longer) in its class.
    """
    db = get_db()
    a = classes.get_assignment(db, assignment_id)
    if a is None or not classes.is_member(db, a.class_id, account_id()):
        abort(404)
    return a
