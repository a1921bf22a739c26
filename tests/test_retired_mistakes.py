"""Retired named mistakes: a kind that stops naming a mistake keeps its text, because stored attempts hold its id
(``Kind.retired_mistakes``); the gradebook names them as before."""

from __future__ import annotations

import pytest
from flask import session

from tutor.puzzles import KINDS
from tutor.web import teach_gradebook


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_retired_mistakes_are_the_kinds_own_and_never_named_now(kind):
    k = KINDS[kind]
    named = {spec.mistake.id for spec in k.mistakes}
    retired = [m.id for m in k.retired_mistakes]
    assert len(set(retired)) == len(retired) and not named & set(retired)
    assert all(m.startswith(kind + ".") and k.mistake_named(m).id == m for m in retired)


@pytest.mark.parametrize("kind, mistake, es, en", [
    ("tresillo.cobro", "tresillo.cobro.caso_1_como_2", "confundiste los casos", "you confused the two cases"),
    ("canasta.combinacion", "canasta.combinacion.mezcla_rangos", "una combinación lleva cartas de un solo valor",
     "a combination holds cards of one rank only"),
])
def test_retired_mistakes_are_still_named_in_the_gradebook(app, kind, mistake, es, en):
    for lang, text in (("es", es), ("en", en)):
        with app.test_request_context(headers={"Accept-Language": lang}):
            session["lang"] = lang
            assert teach_gradebook.mistake_name(mistake, kind).startswith(text)


def test_retired_mistakes_an_id_no_kind_had_is_shown_as_it_is(app):
    with app.test_request_context():
        assert teach_gradebook.mistake_name("tresillo.cobro.no_existe", "tresillo.cobro") == "tresillo.cobro.no_existe"
        assert KINDS["tresillo.cobro"].mistake_named("tresillo.cobro.no_existe") is None
