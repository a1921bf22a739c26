"""The OpenAPI 3.1 document of the JSON API (``/api/v1/openapi.json``), derived from the registries.

Nothing per ruling is written by hand: every ``POST /api/v1/rulings/NAME`` operation comes from its
:class:`~tutor.referee.RulingSpec` — the field names and descriptions, the example situation, and which fields are
required or may be ``null``, found by asking the ruling itself (the example without the field, or with ``null``).
Only the JSON type of each situation field name is declared here, once, in :data:`FIELD_TYPES` (field names are
shared across rulings: ``mano``, ``cartas``, ``triunfo``…); a test checks that every field of every ruling has one.
The puzzle operations list the kinds of :data:`tutor.puzzles.KINDS`.

The document is checked against the OpenAPI 3.1 specification by ``openapi-spec-validator`` in the tests, and the
API is checked against the document by ``schemathesis`` (``tests/test_api_openapi.py``).

The schemas are deliberately no stricter than the API: a body the schema refuses is always refused by the API
(400), while a body the schema allows may still be an impossible situation (nine copies of a card), answered 400.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .. import puzzles, referee
from ..puzzles.base import LEVELS, MAX_SEED
from ..rules.base import InvalidSituation
from ..rules.canasta import OCULTAS
from ..rules.tresillo.lances import LANCES
from ..rules.tresillo.plato import ESTADOS

API_PREFIX = "/api/v1"
MAX_BODY = 16 * 1024
"""Largest request body the API reads, in bytes; a larger one is refused with 413."""

LANGS = ("es", "en")

# ---------------------------------------------------------------------------------------------- field types

_CARDS = {"anyOf": [{"type": "array", "items": {"type": "string"}},
                    {"type": "string", "description": "space-separated card tokens"}],
          "description": "cards as in notation.md: a JSON array of tokens, or one space-separated string"}
_CARD = {"type": "string", "description": "one card token as in notation.md"}
_BOOL = {"type": "boolean"}
_INT = {"type": "integer"}


def _int(minimum: int | None = None, maximum: int | None = None) -> dict:
    out = dict(_INT)
    if minimum is not None:
        out["minimum"] = minimum
    if maximum is not None:
        out["maximum"] = maximum
    return out


def _enum(*values: Any) -> dict:
    return {"enum": list(values)}


def _object(properties: dict[str, dict], required: tuple[str, ...]) -> dict:
    return {"type": "object", "properties": properties, "required": list(required), "additionalProperties": False}


_BAZAS = _object({k: _int(0, 9) for k in ("jugador", "contra_a", "contra_b")}, ("jugador", "contra_a", "contra_b"))

FIELD_TYPES: dict[str, dict] = {
    "cartas": _CARDS, "pozo": _CARDS, "mano": _CARDS, "rescatados": _CARDS, "baza": _CARDS, "fuera": _CARDS,
    "combinaciones": {"type": "array", "items": _CARDS, "description": "a list of card lists"},
    "carta_pozo": _CARD, "comodin": _CARD, "sustituye": _CARD,
    "al_irse": _BOOL, "primera_toma_hecha": _BOOL, "salida_hecha": _BOOL, "irse_oculta": _BOOL, "se_fue": _BOOL,
    "inicio": _BOOL, "de_mano": _BOOL, "en_mano": _BOOL, "bloqueado": _BOOL, "completa": _BOOL, "favor": _BOOL,
    "puntuacion": _INT, "treses_rojos": _int(0, 4), "treses_negros_al_irse": _int(0, 4),
    "estuches": _int(0), "contraestuche": _int(0), "jugadores": _int(3, 4),
    "canasta_oculta": _enum(None, *OCULTAS),
    "combinacion": _enum("escalera", "trio"),
    "triunfo": _enum("o", "c", "e", "b"),
    "lance": _enum(*LANCES),
    "primeras": _enum(None, "jugador", "contras"),
    "bazas": _BAZAS,
    "plato": _object({"tantos": _int(0), "puesta": _enum(*ESTADOS)}, ("tantos", "puesta")),
    "cartulina": {"type": "array", "items": _int(1), "description": "reserved puestas in tantos, oldest first"},
    "rendida": _object({"defendida_por": _enum(None, "contra_a", "contra_b")}, ()),
}
"""The JSON type of every situation field name of ``referee.md`` (the same name means the same shape everywhere)."""


def _nullable(schema: dict) -> dict:
    if "enum" in schema:
        return schema if None in schema["enum"] else {**schema, "enum": [*schema["enum"], None]}
    return {"anyOf": [schema, {"type": "null"}]}


def _refused(spec: referee.RulingSpec, situation: dict) -> InvalidSituation | None:
    try:
        referee.run(spec.name, situation)
    except InvalidSituation as err:
        return err
    return None


def situation_schema(spec: referee.RulingSpec) -> dict:
    """The JSON schema of one ruling's situation, from its :class:`RulingSpec`.

    A field is required when the ruling refuses its example without it, naming that field; it may be ``null``
    unless the ruling refuses its example with that field set to ``null``, naming that field (elsewhere ``null``
    reads as the field's default).

    Raises:
        KeyError: a field name without an entry in :data:`FIELD_TYPES`.
    """
    properties, required = {}, []
    for name, description in spec.fields.items():
        schema = dict(FIELD_TYPES[name])
        example = dict(spec.example)
        if name in example:
            without = {k: v for k, v in example.items() if k != name}
            err = _refused(spec, without)
            if err is not None and err.field == name:
                required.append(name)
        err = _refused(spec, {**example, name: None})
        if err is None or err.field != name:  # null read as the default (the situation may fail elsewhere)
            schema = _nullable(schema)
        properties[name] = {**schema, "description": description}
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False,
            "example": dict(spec.example)}


# ---------------------------------------------------------------------------------------------- shared parts

ERROR = {
    "type": "object",
    "properties": {
        "error": {"type": "string", "description": "what is wrong, in plain words (a ruling's bad card or impossible "
                                                   "situation in its ?lang=, and a malformed answer to a puzzle in "
                                                   "the check's lang, default es; other errors in English)"},
        "field": {"type": ["string", "null"],
                  "description": "the situation field (or query parameter, or header) at fault; null when the "
                                 "request as a whole is wrong (malformed JSON, not an object)"},
    },
    "required": ["error", "field"],
}

RULING = {
    "type": "object",
    "properties": {
        "ruling": {"type": "string"},
        "answer": {"description": "the answer, with the shape referee.md gives for this ruling"},
        "reasons": {"type": "array", "items": {
            "type": "object",
            "properties": {"rule": {"type": "string", "description": "section of rules/<game>.md, e.g. "
                                                                     "'canasta §8.6 P6'"},
                           "text": {"type": "string"}, "values": {"type": "object"}},
            "required": ["rule", "text", "values"]}},
        "house_rules": {"type": "object", "description": "every setting in force, by game"},
    },
    "required": ["ruling", "answer", "reasons", "house_rules"],
}

PUZZLE = {
    "type": "object",
    "description": "a puzzle as a client receives it: never its answer",
    "properties": {
        "id": {"type": "string", "description": "kind, generator version, level and seed, e.g. "
                                                "'canasta.pozo-v1-L2-S12345'"},
        "kind": {"type": "string"}, "level": {"type": "integer"}, "seed": {"type": "integer"},
        "version": {"type": "integer"}, "question": {"type": "string"},
        "situation": {"type": "object", "description": "the referee situation (referee.md)"},
        "context": {"type": "object", "description": "display-only facts"},
        "form": {"type": "object", "description": "the answer form: {'kind': 'choice' | 'yes_no' | 'number' | "
                                                  "'cards' | 'order' | 'parts' | 'card_categories', ...}"},
    },
    "required": ["id", "kind", "level", "seed", "version", "question", "situation", "context", "form"],
}

VERDICT = {
    "type": "object",
    "properties": {
        "puzzle": {"type": "string"}, "correct": {"type": "boolean"},
        "credit": {"type": "number", "minimum": 0, "maximum": 1},
        "answer": {"type": "string", "description": "the right answer, as an answer text this API accepts"},
        "explanation": {"type": "array", "items": {"type": "string"}},
        "rules": {"type": "array", "items": {"type": "string"}},
        "mistake": {"anyOf": [{"type": "null"}, {"type": "object", "properties": {
            "id": {"type": "string"}, "name": {"type": "string"}}, "required": ["id", "name"]}]},
    },
    "required": ["puzzle", "correct", "credit", "answer", "explanation", "rules", "mistake"],
}

ANSWER = {
    "type": "object",
    "properties": {"answer": {"type": "string", "description": "the answer text (as `python -m tutor puzzle "
                                                               "--answer` reads it)"},
                   "lang": {"enum": list(LANGS), "description": "language of the explanation and of the error "
                                                                 "for a malformed answer (default es)"}},
    "required": ["answer"],
    "additionalProperties": False,
}


def _json(schema_ref: str, description: str) -> dict:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema_ref}"}}}}


def _errors(*codes: int) -> dict:
    text = {
        400: "malformed JSON, wrong content type, a field of the wrong type, a bad card or an impossible "
             "situation; `field` names the field at fault",
        404: "unknown ruling, puzzle kind, puzzle id or puzzle set",
        405: "method not allowed",
        413: f"request body larger than {MAX_BODY} bytes",
    }
    return {str(c): _json("Error", text[c]) for c in codes}


_LANG_QUERY = {"name": "lang", "in": "query", "required": False,
               "description": "language of the explanation: es (default) or en",
               "schema": {"type": "string", "enum": list(LANGS)}}


def _ruling_path(spec: referee.RulingSpec) -> dict:
    title = spec.title.get("en", spec.name)
    return {"post": {
        "operationId": "ruling_" + spec.name.replace(".", "_"),
        "tags": ["rulings", spec.game],
        "summary": title,
        "description": f"{spec.title.get('es', '')} — the ruling `{spec.name}` of referee.md, with its reasons.",
        "parameters": [{**_LANG_QUERY, "description": "language of the explanation and of the error for a bad "
                                                      "situation: es (default) or en"}],
        "requestBody": {"required": True, "content": {"application/json": {"schema": situation_schema(spec)}}},
        "responses": {"200": _json("Ruling", "the ruling, its reasons and the house rules in force"),
                      **_errors(400, 405, 413)},
    }}


def _puzzle_paths() -> dict:
    kinds = list(puzzles.KINDS)
    return {
        f"{API_PREFIX}/puzzles/{{kind}}": {"get": {
            "operationId": "puzzle_generate",
            "tags": ["puzzles"],
            "summary": "A puzzle of this kind, without its answer",
            "parameters": [
                {"name": "kind", "in": "path", "required": True, "schema": {"type": "string", "enum": kinds}},
                {"name": "level", "in": "query", "required": False, "description": "1 (default), 2 or 3",
                 "schema": {"type": "integer", "enum": list(LEVELS)}},
                {"name": "seed", "in": "query", "required": False,
                 "description": "any whole number from 0; default: a random seed (the id tells which)",
                 "schema": {"type": "integer", "minimum": 0, "maximum": MAX_SEED}},
                _LANG_QUERY,
            ],
            "responses": {"200": _json("Puzzle", "the puzzle"), **_errors(400, 404, 405)},
        }},
        f"{API_PREFIX}/puzzles/{{puzzle_id}}/check": {"post": {
            "operationId": "puzzle_check",
            "tags": ["puzzles"],
            "summary": "Check an answer to a puzzle: the verdict, with the right answer and the explanation",
            "parameters": [{"name": "puzzle_id", "in": "path", "required": True,
                            "schema": {"type": "string", "example": "canasta.pozo-v1-L1-S1"}}],
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": "#/components/schemas/Answer"},
                "example": {"answer": "PUEDE_TOMAR", "lang": "es"}}}},
            "responses": {"200": _json("Verdict", "the verdict"), **_errors(400, 404, 405, 413)},
        }},
    }


SET = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "game": {"enum": ["canasta", "pinacle", "tresillo"]},
                   "title": {"type": "string"}, "description": {"type": "string"},
                   "count": {"type": "integer", "minimum": 0}, "kinds": {"type": "array", "items": {"type": "string"}},
                   "puzzles": {"type": "array", "items": {"$ref": "#/components/schemas/Puzzle"},
                               "description": "only in GET /api/v1/puzzle-sets/{name}"}},
    "required": ["name", "game", "title", "description", "count", "kinds"],
}


def _set_paths() -> dict:
    return {
        f"{API_PREFIX}/puzzle-sets": {"get": {
            "operationId": "puzzle_sets", "tags": ["puzzles"], "summary": "Every puzzle set (puzzles/*.toml)",
            "parameters": [_LANG_QUERY],
            "responses": {"200": {"description": "the sets", "content": {"application/json": {"schema": {
                "type": "object", "properties": {"sets": {"type": "array",
                                                          "items": {"$ref": "#/components/schemas/PuzzleSet"}}},
                "required": ["sets"]}}}}, **_errors(400, 405)},
        }},
        f"{API_PREFIX}/puzzle-sets/{{name}}": {"get": {
            "operationId": "puzzle_set", "tags": ["puzzles"],
            "summary": "One puzzle set with its puzzles (never their answers)",
            "parameters": [{"name": "name", "in": "path", "required": True,
                            "schema": {"type": "string", "example": "canasta-pozo"}}, _LANG_QUERY],
            "responses": {"200": _json("PuzzleSet", "the set and its puzzles"), **_errors(400, 404, 405)},
        }},
    }


@lru_cache(maxsize=1)
def document() -> dict:
    """The whole OpenAPI 3.1 document (built once; treat it as read-only)."""
    paths = {f"{API_PREFIX}/rulings/{name}": _ruling_path(spec) for name, spec in referee.RULINGS.items()}
    paths.update(_puzzle_paths())
    paths.update(_set_paths())
    paths[f"{API_PREFIX}/openapi.json"] = {"get": {
        "operationId": "openapi", "tags": ["meta"], "summary": "This document",
        "responses": {"200": {"description": "the OpenAPI document",
                              "content": {"application/json": {"schema": {"type": "object"}}}}}}}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Tapete API",
            "version": "1.0.0",
            "description": (
                "The referee and the puzzles of Tapete as JSON. Rulings take the situation of referee.md as the "
                "JSON body and answer exactly what `python -m tutor ruling NAME` prints. Requests need no "
                "authentication and no CSRF token: the API changes no server state and sets no cookies. "
                f"Request bodies must be `application/json` and at most {MAX_BODY} bytes (413 otherwise). "
                "Errors are JSON objects `{\"error\": ..., \"field\": ...}`."),
        },
        "paths": paths,
        "components": {"schemas": {"Error": ERROR, "Ruling": RULING, "Puzzle": PUZZLE, "Verdict": VERDICT,
                                   "Answer": ANSWER, "PuzzleSet": SET}},
    }
