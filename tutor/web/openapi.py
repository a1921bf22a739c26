"""The OpenAPI 3.1 document of the JSON API (``/api/v1/openapi.json``), derived from the registries.

Nothing per ruling is written by hand: every ``POST /api/v1/rulings/NAME`` operation comes from its
:class:`~tutor.referee.RulingSpec` — its declared fields (types, bounds, card patterns of its game's deck, which
are required or may be ``null``), their descriptions and the example situation. The puzzle operations list the
kinds of :data:`tutor.puzzles.KINDS`.

The document is checked against the OpenAPI 3.1 specification by ``openapi-spec-validator`` in the tests, and the
API is checked against the document by ``schemathesis`` (``tests/test_api_openapi.py``).

The schemas are exactly as strict as the referee's readers: a body the schema refuses is refused by the API (400),
and a body the schema allows is read; it may still be an impossible situation (nine copies of a card), answered 400
with the reason, as the 400 response says.
"""

from __future__ import annotations

from functools import lru_cache

from .. import puzzles, referee
from ..puzzles.base import LEVELS, MAX_SEED
from ..rules.games import GAMES
from ..rules.profiles import BUILT_IN

API_PREFIX = "/api/v1"
MAX_BODY = 16 * 1024
"""Largest request body the API reads, in bytes; a larger one is refused with 413."""

LANGS = ("es", "en")

PROFILE = {"type": "string", "enum": list(BUILT_IN),
           "description": "the house-rule profile (docs/house-rules.md, Profiles): reglamento or clasica (a club's own "
                          "profiles, club_<n>, too); default: the club's default profile"}
"""A profile key in a request (a club's saved profiles, ``club_<n>``, are also read where a club has them)."""

CHANGED_BY = {"type": "array", "description": "the settings that changed the answer compared with the Reglamento",
              "items": {"type": "object", "properties": {
                  "game": {"enum": list(GAMES)}, "setting": {"type": "string"},
                  "reglamento": {"description": "its value in the Reglamento"},
                  "value": {"description": "its value in the profile"}},
                  "required": ["game", "setting", "reglamento", "value"]}}

def situation_schema(spec: referee.RulingSpec) -> dict:
    """The JSON schema of one ruling's situation, from its declared fields (:meth:`~tutor.referee.fields.Field.
    json_schema`): as strict as the referee's readers. What no schema can say (a card more often than the decks
    hold it, tricks that do not add up to nine) is answered 400 with the reason (:data:`IMPOSSIBLE`)."""
    declared = spec.fields.values()
    return {"type": "object", "properties": {f.name: f.json_schema(spec.deck) for f in declared},
            "required": [f.name for f in declared if f.required], "additionalProperties": False,
            "example": dict(spec.example)}


IMPOSSIBLE = ("a situation the rules could never produce, which no schema can express: a card more often than "
              "the decks hold it or in two places, tricks that do not add up to nine, a meld or a pozo that breaks "
              "a rule of its game (the error names the rule and the field)")
"""What a situation valid by its schema may still be refused for (400)."""


# ---------------------------------------------------------------------------------------------- shared parts

ERROR = {
    "type": "object",
    "properties": {
        "error": {"type": "string", "description": "what is wrong, in plain words, in the request's language: "
                                                   "?lang= (a check's body lang), else Accept-Language, else es"},
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
        "profile": {"type": "string", "description": "the key of the house-rule profile in force"},
        "answer": {"description": "the answer, with the shape docs/rulings.md gives for this ruling"},
        "reasons": {"type": "array", "items": {
            "type": "object",
            "properties": {"rule": {"type": "string", "description": "section of rules/<game>.md, e.g. "
                                                                     "'canasta §8.6 P6'"},
                           "text": {"type": "string"}, "values": {"type": "object"}},
            "required": ["rule", "text", "values"]}},
        "changed_by": CHANGED_BY,
        "house_rules": {"type": "object", "description": "every setting in force, by game"},
    },
    "required": ["ruling", "profile", "answer", "reasons", "changed_by", "house_rules"],
}

PUZZLE = {
    "type": "object",
    "description": "a puzzle as a client receives it: never its answer",
    "properties": {
        "id": {"type": "string", "description": "kind, generator version, level and seed, e.g. "
                                                "'canasta.pozo-v1-L2-S12345'"},
        "kind": {"type": "string"}, "level": {"type": "integer"}, "seed": {"type": "integer"},
        "version": {"type": "integer"}, "question": {"type": "string"},
        "profile": {"type": "string", "description": "the key of the house-rule profile it was made under (its id "
                                                     "ends -P<key> unless it is reglamento)"},
        "situation": {"type": "object", "description": "the referee situation (docs/rulings.md)"},
        "context": {"type": "object", "description": "display-only facts"},
        "form": {"type": "object", "description": "the answer form: {'kind': 'choice' | 'yes_no' | 'number' | "
                                                  "'cards' | 'order' | 'parts' | 'card_categories', ...}"},
    },
    "required": ["id", "kind", "level", "seed", "version", "profile", "question", "situation", "context", "form"],
}

VERDICT = {
    "type": "object",
    "properties": {
        "puzzle": {"type": "string"}, "correct": {"type": "boolean"},
        "profile": {"type": "string", "description": "the key of the house-rule profile in force"},
        "changed_by": CHANGED_BY,
        "credit": {"type": "number", "minimum": 0, "maximum": 1},
        "answer": {"type": "string", "description": "the right answer, as an answer text this API accepts"},
        "explanation": {"type": "array", "items": {"type": "string"}},
        "rules": {"type": "array", "items": {"type": "string"}},
        "mistake": {"anyOf": [{"type": "null"}, {"type": "object", "properties": {
            "id": {"type": "string"}, "name": {"type": "string"}}, "required": ["id", "name"]}]},
    },
    "required": ["puzzle", "profile", "correct", "credit", "answer", "explanation", "rules", "mistake",
                 "changed_by"],
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
        400: "malformed JSON, a field of the wrong type, a bad card, a bad query value, an unknown profile, or "
             + IMPOSSIBLE
             + "; `field` names the field at fault",
        404: "unknown ruling, puzzle kind, puzzle id or puzzle set",
        405: "method not allowed",
        413: f"request body larger than {MAX_BODY} bytes",
        415: "the body is not sent as Content-Type: application/json",
        429: "too many requests",
        500: "internal error",
    }
    return {str(c): _json("Error", text[c]) for c in codes}


_PROFILE_QUERY = {"name": "profile", "in": "query", "required": False, "schema": PROFILE,
                  "description": "the house-rule profile (default: the club's default profile, reglamento until "
                                 "its admin chooses another); an unknown key is a 400"}

_LANG_QUERY = {"name": "lang", "in": "query", "required": False,
               "description": "language of the explanation: es (default) or en",
               "schema": {"type": "string", "enum": list(LANGS)}}


def _with_profile(schema: dict) -> dict:
    """A situation's schema that also takes ``"profile"`` (as ``?profile=``; the two must agree when both are
    given)."""
    return {**schema, "properties": {**schema["properties"], "profile": {
        **PROFILE, "description": "the house-rule profile, as ?profile= (both given: they must agree)"}}}


def _ruling_path(spec: referee.RulingSpec) -> dict:
    title = spec.title.get("en", spec.name)
    return {"post": {
        "operationId": "ruling_" + spec.name.replace(".", "_"),
        "tags": ["rulings", spec.game],
        "summary": title,
        "description": f"{spec.title.get('es', '')} — the ruling `{spec.name}` of docs/rulings.md, with its reasons.",
        "parameters": [{**_LANG_QUERY, "description": "language of the explanation and of the error for a bad "
                                                      "situation: es (default) or en"}, _PROFILE_QUERY],
        "requestBody": {"required": True, "content": {"application/json": {"schema": _with_profile(
            situation_schema(spec))}}},
        "responses": {"200": _json("Ruling", "the ruling, its reasons and the house rules in force"),
                      **_errors(400, 405, 413, 415, 429, 500)},
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
                _PROFILE_QUERY,
            ],
            "responses": {"200": {**_json("Puzzle", "the puzzle"), "links": {"CheckAnswer": {
                "operationId": "puzzle_check", "parameters": {"puzzle_id": "$response.body#/id"},
                "description": "check an answer to the puzzle just posed"}}},
                **_errors(400, 404, 405, 429, 500)},
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
            "responses": {"200": _json("Verdict", "the verdict"), **_errors(400, 404, 405, 413, 415, 429, 500)},
        }},
    }


SET = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "game": {"enum": list(GAMES)},
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
            "responses": {"200": {"description": "the sets", "links": {"OpenSet": {
                "operationId": "puzzle_set", "parameters": {"name": "$response.body#/sets/0/name"},
                "description": "the first set with its puzzles"}}, "content": {"application/json": {"schema": {
                "type": "object", "properties": {"sets": {"type": "array",
                                                          "items": {"$ref": "#/components/schemas/PuzzleSet"}}},
                "required": ["sets"]}}}}, **_errors(400, 405, 429, 500)},
        }},
        f"{API_PREFIX}/puzzle-sets/{{name}}": {"get": {
            "operationId": "puzzle_set", "tags": ["puzzles"],
            "summary": "One puzzle set with its puzzles (never their answers)",
            "parameters": [{"name": "name", "in": "path", "required": True,
                            "schema": {"type": "string", "example": "canasta-pozo"}}, _LANG_QUERY,
                           _PROFILE_QUERY],
            "responses": {"200": _json("PuzzleSet", "the set and its puzzles, under the profile (their ids say it)"),
                          **_errors(400, 404, 405, 429, 500)},
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
                "The referee and the puzzles of Tapete as JSON. Rulings take the situation of docs/rulings.md as the "
                "JSON body and answer exactly what `python -m tutor ruling NAME` prints. Requests need no "
                "authentication and no CSRF token: the API changes no server state and sets no cookies. "
                f"Request bodies must be `application/json` (415 otherwise) and at most {MAX_BODY} bytes (413 otherwise). "
                "Errors are JSON objects `{\"error\": ..., \"field\": ...}`."),
        },
        "paths": paths,
        "components": {"schemas": {"Error": ERROR, "Ruling": RULING, "Puzzle": PUZZLE, "Verdict": VERDICT,
                                   "Answer": ANSWER, "PuzzleSet": SET}},
    }
