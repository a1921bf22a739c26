"""Error pages in the learner's language: 400 (bad or forged request), 404, 405, 413 and 500 (and 429 for too many guests from one address)."""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException, InternalServerError

from .htmx import page_or_fragment


def _messages(code: int) -> tuple[str, str]:
    return {
        400: (_("Bad request"), _("The form was changed or is incomplete. Go back, reload the page and try again.")),
        404: (_("Not found"), _("There is nothing at this address. The puzzle or page may not exist.")),
        405: (_("Not allowed"), _("This address does not accept that kind of request.")),
        413: (_("Too large"), _("What you sent is too large.")),
    }.get(code, (_("Something went wrong"), _("Tapete could not answer this request. Please try again.")))


def render_error(error: HTTPException):
    code = error.code or 500
    if isinstance(error, CSRFError):
        title, text = _("Session expired"), _("This form is too old or did not come from Tapete. "
                                              "Reload the page and try again.")
    else:
        title, text = _messages(code)
    return page_or_fragment("error.html", "content", status=code, code=code, title=title, text=text)


def too_many_guests():
    """The 429 page for a visitor whose address made too many guests this hour
    (:mod:`tutor.progress.guest_admissions`); not a handler for every 429: the log-in limits answer their own."""
    return page_or_fragment("error.html", "content", status=429, code=429, title=_("Too many requests"),
                            text=_("Too many requests from your address. Log in, or try again later."))


def init_app(app: Flask) -> None:
    for code in (400, 404, 405, 413):
        app.register_error_handler(code, render_error)
    app.register_error_handler(CSRFError, render_error)

    @app.errorhandler(InternalServerError)
    def _internal(error):
        return render_error(InternalServerError())
