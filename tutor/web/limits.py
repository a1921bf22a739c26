"""The request limits' counter (Flask-Limiter), shared by the account pages (:mod:`tutor.web.auth`: log-in and
sign-up) and the class pages (:mod:`tutor.web.teach_learner`: join codes)."""

from __future__ import annotations

from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

limiter = Limiter(get_remote_address)
"""Counts form POSTs of the views that declare a limit (no default limits: nothing else is limited). Storage: the
app's ``RATELIMIT_STORAGE_URI``, ``memory://`` by default: shared by every thread of the one server process
(:mod:`tutor.serve`). One per process, as Flask-Limiter documents for app factories: each app made takes it over
with fresh counts (a server makes one; tests, one each)."""
