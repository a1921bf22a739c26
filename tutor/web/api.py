"""The public JSON API, ``/api/v1`` (issue 7): the referee's rulings and the puzzles, for other programs.

* ``POST /api/v1/rulings/NAME``: the situation of ``docs/rulings.md`` as the JSON body; the same JSON as
  ``python -m tutor ruling NAME`` (:func:`tutor.referee.run_json`). The house-rule profile: ``?profile=KEY`` or a
  ``"profile"`` member of the body (default: the club's default profile); an unknown key is a 400.
* ``GET /api/v1/puzzles/KIND?level=&seed=&lang=&profile=``: a puzzle without its answer (a profile other than the
  Reglamento ends its id, ``...-Pclasica``).
* ``POST /api/v1/puzzles/ID/check`` with ``{"answer": "..."}``: the verdict.
* ``GET /api/v1/puzzle-sets`` and ``GET /api/v1/puzzle-sets/NAME``: the bundled puzzle sets (``puzzles/*.toml``).
* ``GET /api/v1/openapi.json``: the document (:mod:`tutor.web.openapi`) that this API is tested against.

The API changes no server state, so it needs no CSRF token (exempted in :func:`init_app`) and it never sets a
cookie: nothing on its routes writes the session (no log-in, no CSRF token, the language from the request, not
the session), so Flask never saves it. Every error is JSON, ``{"error", "field"}``, in the
request's language (:func:`request_lang`) — 400 for bad input, 404, 405, 413, 415, 429 and 500 included — also for
addresses no route matches.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from flask import Blueprint, Flask, Response, jsonify, request
from werkzeug.exceptions import (BadRequest, HTTPException, InternalServerError, MethodNotAllowed, NotFound,
                                 RequestEntityTooLarge, TooManyRequests, UnsupportedMediaType)

from .. import puzzles, referee
from ..puzzles.base import MAX_SEED
from ..progress import classes
from ..rules.base import BilingualError, InvalidSituation
from ..rules.profiles import Profile, UnknownProfile, find_profile
from . import errors, profile_in_force
from .answers import ascii_int
from .db import get_db
from .library import puzzle_sets
from .openapi import API_PREFIX, LANGS, MAX_BODY, document

bp = Blueprint("api", __name__, url_prefix=API_PREFIX)


class ApiError(Exception):
    """A client error answered as ``{"error": message, "field": field}`` with ``status``, the message in the
    request's language (:func:`request_lang`): ``message`` in English, ``es`` in Spanish (default: the same)."""

    def __init__(self, message: str, field: str | None = None, status: int = 400, es: str | None = None):
        super().__init__(message)
        self.field = field
        self.status = status
        self.texts = {"en": message, "es": es or message}


def request_lang() -> str:
    """The language of an answer: ``?lang=`` when valid, else the best of Accept-Language, else Spanish."""
    asked = request.args.get("lang")
    if asked in LANGS:
        return asked
    return request.accept_languages.best_match(LANGS) or "es"


def error_response(message: str, field: str | None, status: int) -> Response:
    response = jsonify({"error": message, "field": field})
    response.status_code = status
    return response


@bp.errorhandler(ApiError)
def _api_error(err: ApiError):
    return error_response(err.texts[request_lang()], err.field, err.status)


# ---------------------------------------------------------------------------------------------- reading requests


def _lang(source: Any) -> str:
    value = source.get("lang", "es")
    if value not in LANGS:
        raise ApiError(f"lang: must be one of {', '.join(LANGS)}, got {value!r}", field="lang",
                       es=f"lang: debe ser uno de {', '.join(LANGS)}, pero es {value!r}")
    return value


def json_body() -> Any:
    """The request's JSON body: 415 for a wrong content type, 400 for malformed JSON, 413 over :data:`MAX_BODY`
    bytes."""
    if request.mimetype != "application/json":
        sent = (request.content_type or "no content type")[:60]
        raise ApiError(f"the body must be JSON sent as Content-Type: application/json, got {sent!r}",
                       field="Content-Type", status=415,
                       es=f"el cuerpo debe ser JSON enviado con Content-Type: application/json, pero es {sent!r}")
    request.max_content_length = MAX_BODY
    raw = request.get_data(cache=True)  # 413 (RequestEntityTooLarge) past the limit
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ApiError("the body is not UTF-8 text", es="el cuerpo no es texto UTF-8") from None
    except RecursionError:
        raise ApiError("the JSON body is nested too deeply", es="el JSON del cuerpo está anidado demasiado") from None
    except ValueError as err:  # json.JSONDecodeError, or a number too long to read
        raise ApiError(f"malformed JSON: {err}", es=f"JSON mal formado: {err}") from None


def _int_query(name: str, default: int | None, minimum: int, maximum: int) -> int | None:
    text = request.args.get(name)
    if text is None:
        return default
    value = ascii_int(text, max_digits=len(str(maximum)))  # "²" or "①" pass str.isdigit but are no numbers
    if value is None or not minimum <= value <= maximum:
        raise ApiError(f"{name}: must be a whole number from {minimum} to {maximum}, got {text[:20]!r}", field=name,
                       es=f"{name}: debe ser un número entero de {minimum} a {maximum}, pero es {text[:20]!r}")
    return value


_ABSENT = object()


def requested_profile(in_body: Any = _ABSENT) -> Profile:
    """The house-rule profile a request asks for: ``?profile=`` and ``in_body`` (a body's ``"profile"``), which must
    agree when both are given; else the club's default profile. A key names a built-in profile or one of the club's
    (``club_3``, :mod:`tutor.web.profile_in_force`). 400 for a key that names no profile (the known keys listed) or
    two keys that differ."""
    asked = [key for key in (request.args.get("profile", _ABSENT), in_body) if key is not _ABSENT]
    for key in asked:
        if not isinstance(key, str):
            raise ApiError(f"profile: must be a profile key such as \"clasica\", got {type(key).__name__}",
                           field="profile",
                           es=f"profile: debe ser la clave de un perfil, como \"clasica\", pero es "
                              f"{type(key).__name__}")
    if len(set(asked)) > 1:
        raise ApiError(f"profile: ?profile={asked[0][:40]} and the body's {asked[1][:40]!r} differ", field="profile",
                       es=f"profile: ?profile={asked[0][:40]} y el {asked[1][:40]!r} del cuerpo no coinciden")
    if not asked:
        return profile_in_force.club_default()
    try:
        return find_profile(asked[0], profile_in_force.CLUB_PROFILES)
    except UnknownProfile as err:
        raise ApiError(f"profile: {err}", field="profile", es=f"profile: {err.es}") from None


# ---------------------------------------------------------------------------------------------- rulings


@bp.post("/rulings/<name>")
def ruling(name: str):
    """One ruling of ``docs/rulings.md`` on the situation in the body, in ``?lang=es|en``."""
    if name not in referee.RULINGS:
        raise ApiError(f"unknown ruling {name[:60]!r}; known rulings: {', '.join(referee.RULINGS)}", status=404,
                       es=f"no existe la consulta {name[:60]!r}; las consultas son: {', '.join(referee.RULINGS)}")
    lang = _lang(request.args)
    situation = json_body()
    profile = requested_profile(situation.pop("profile", _ABSENT) if isinstance(situation, dict) else _ABSENT)
    try:
        return jsonify(referee.run_json(name, situation, profile, lang=lang))
    except InvalidSituation as err:
        raise ApiError(err.text("en"), field=err.field, es=err.text("es")) from None  # in ?lang=, as the reasons


# ---------------------------------------------------------------------------------------------- puzzles


@bp.get("/puzzles/<kind>")
def puzzle(kind: str):
    """A puzzle of ``kind`` at ``?level=`` (default 1) and ``?seed=`` (default random), never with its answer."""
    if kind not in puzzles.KINDS:
        raise ApiError(f"unknown puzzle kind {kind[:60]!r}; known kinds: {', '.join(puzzles.KINDS)}", status=404,
                       es=f"no existe el tipo de puzzle {kind[:60]!r}; los tipos son: {', '.join(puzzles.KINDS)}")
    level = _int_query("level", 1, 1, 3)
    seed = _int_query("seed", None, 0, MAX_SEED)
    lang = _lang(request.args)
    profile = requested_profile()
    if seed is None:
        seed = secrets.randbelow(2**31)
    return jsonify(puzzles.generate(kind, level, seed, profile).prompt(lang))


def _puzzle(puzzle_id: str):
    """The puzzle an id names: generated, or a hand-written one of the bundled puzzle sets (their index); a
    learner's saved puzzle is private and never found here."""
    return puzzles.from_id(puzzle_id, index=puzzle_sets().index, profiles=profile_in_force.CLUB_PROFILES)


@bp.post("/puzzles/<puzzle_id>/check")
def check(puzzle_id: str):
    """The verdict on ``{"answer": text, "lang": "es" | "en"}`` for the puzzle ``puzzle_id``."""
    try:
        found = _puzzle(puzzle_id)
    except (puzzles.InvalidPuzzleId, puzzles.UnknownKind, puzzles.GenerationFailed, ValueError) as err:
        texts = (err.text("en"), err.text("es")) if isinstance(err, BilingualError) else (str(err), None)
        raise ApiError(texts[0], status=404, es=texts[1]) from None
    if classes.sealed_puzzle(get_db(), str(found.id)):  # a class assignment's, explained after its due time
        raise ApiError(f"{puzzle_id[:60]}: not checked here before its assignment's due time", status=404,
                       es=f"{puzzle_id[:60]}: no se comprueba aquí antes de la hora de entrega de su tarea")
    body = json_body()
    if not isinstance(body, dict):
        raise ApiError(f"the body must be a JSON object {{\"answer\": ...}}, got {type(body).__name__}",
                       es=f"el cuerpo debe ser un objeto JSON {{\"answer\": ...}}, pero es {type(body).__name__}")
    unknown = [k for k in body if k not in ("answer", "lang")]
    if unknown:
        raise ApiError(f"{unknown[0][:60]}: unknown field; this request takes answer and lang", field=unknown[0][:60],
                       es=f"{unknown[0][:60]}: campo desconocido; esta petición admite answer y lang")
    answer = body.get("answer")
    if not isinstance(answer, str):
        raise ApiError(f"answer: must be the answer as text, got {type(answer).__name__}", field="answer",
                       es=f"answer: debe ser la respuesta como texto, pero es {type(answer).__name__}")
    lang = _lang(body)
    try:
        verdict = puzzles.check(found, answer)
    except puzzles.InvalidAnswer as err:  # in the body's lang (default es), as the explanation
        raise ApiError(err.within("answer: ").text(lang), field="answer") from None
    return jsonify(verdict.to_dict(lang))


# ---------------------------------------------------------------------------------------------- puzzle sets


def _set_summary(found, lang: str) -> dict:
    return {"name": found.name, "game": found.game, "title": found.title.get(lang, ""),
            "description": found.description.get(lang, ""), "count": len(found), "kinds": list(found.kinds)}


@bp.get("/puzzle-sets")
def sets_index():
    """Every puzzle set: name, game, title, description, number of puzzles and kinds."""
    lang = _lang(request.args)
    return jsonify({"sets": [_set_summary(s, lang) for s in puzzle_sets().sets.values()]})


@bp.get("/puzzle-sets/<name>")
def set_detail(name: str):
    """One puzzle set with every puzzle as a client receives it (never the answers), under the profile asked
    (``?profile=``, default the club's)."""
    lang = _lang(request.args)
    found = puzzle_sets().sets.get(name)
    if found is None:
        raise ApiError(f"no puzzle set {name[:60]!r}; sets: {', '.join(puzzle_sets().sets)}", status=404,
                       es=f"no existe el conjunto {name[:60]!r}; los conjuntos son: {', '.join(puzzle_sets().sets)}")
    profile = requested_profile()
    return jsonify({**_set_summary(found, lang), "puzzles": [p.prompt(lang) for p in found.puzzles(profile)]})


# ---------------------------------------------------------------------------------------------- the document


@bp.get("/openapi.json")
def openapi():
    """The OpenAPI document of this API."""
    return jsonify(document())


# ---------------------------------------------------------------------------------------------- app wiring


def _is_api() -> bool:
    """Whether this request is for the API (any version: ``/api/...``)."""
    return request.path == "/api" or request.path.startswith("/api/")


_MESSAGES = {
    400: {"en": "bad request", "es": "petición incorrecta"},
    404: {"en": "no such address in the API; see /api/v1/openapi.json",
          "es": "no existe esta dirección en la API; véase /api/v1/openapi.json"},
    405: {"en": "this address does not accept this method", "es": "esta dirección no admite este método"},
    413: {"en": f"the request body is larger than {MAX_BODY} bytes",
          "es": f"el cuerpo de la petición tiene más de {MAX_BODY} bytes"},
    415: {"en": "the body must be sent as Content-Type: application/json",
          "es": "el cuerpo debe enviarse con Content-Type: application/json"},
    429: {"en": "too many requests; try again later", "es": "demasiadas peticiones; inténtalo más tarde"},
    500: {"en": "internal error", "es": "error interno"},
}

_HTTP_ERRORS = (BadRequest, NotFound, MethodNotAllowed, RequestEntityTooLarge, UnsupportedMediaType, TooManyRequests,
                InternalServerError)


_SITE_PAGES = (400, 404, 405, 413, 500)
"""The errors the rest of the site answers with its own page (:func:`tutor.web.errors.render_error`)."""


def _handle_error(error: HTTPException):
    """JSON under ``/api/``; elsewhere the site's page, or the error's own response (a limiter's form again).

    One app-level handler that checks ``request.path``, as Flask documents for blueprints: a 404 or 405 of an
    address no route matches is raised before any blueprint is chosen, so ``bp.errorhandler`` would not see it.
    """
    code = error.code or 500
    if not _is_api():
        return errors.render_error(error) if code in _SITE_PAGES else error
    response = error_response(_MESSAGES[code][request_lang()], None, code)
    if code == 405 and getattr(error, "valid_methods", None):
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response


@bp.before_request
def _options() -> Response | None:
    """An OPTIONS request answered in JSON, ``{"allow": [methods]}`` with the ``Allow`` header (Flask's own answer
    is an empty text/html page)."""
    if request.method != "OPTIONS" or request.url_rule is None:
        return None
    methods = sorted(request.url_rule.methods)
    response = jsonify({"allow": methods})
    response.headers["Allow"] = ", ".join(methods)
    return response


def init_app(app: Flask, csrf) -> None:
    """Register the API: the blueprint, its CSRF exemption and JSON errors (after :func:`tutor.web.errors.init_app`,
    whose handlers these replace for the codes they share)."""
    app.register_blueprint(bp)
    csrf.exempt(bp)
    for exc_class in _HTTP_ERRORS:
        app.register_error_handler(exc_class, _handle_error)
