"""OPTIONS under /api/ is answered in JSON like every other answer of the API (issue 13 review: it was an empty
text/html page)."""

from __future__ import annotations

import pytest


@pytest.fixture
def client(api_app):
    return api_app.test_client()


@pytest.mark.parametrize("path, allowed", [("/api/v1/rulings/tresillo.orden", {"OPTIONS", "POST"}),
                                           ("/api/v1/puzzle-sets", {"GET", "HEAD", "OPTIONS"})])
def test_api_options_answers_json_with_the_allowed_methods(client, path, allowed):
    r = client.options(path)
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert set(r.get_json()["allow"]) == allowed
    assert set(r.headers["Allow"].split(", ")) == allowed
    assert "Set-Cookie" not in r.headers


def test_api_options_on_no_route_is_a_json_404(client):
    r = client.options("/api/v1/nothing-here")
    assert r.status_code == 404 and r.mimetype == "application/json"


def test_options_outside_the_api_is_flasks_own(client):
    assert client.options("/reglas").mimetype == "text/html"
