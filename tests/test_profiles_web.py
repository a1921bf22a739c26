"""The club's house-rule profiles in the store and in the admin area (issue 16): revisions that never change, the
editor (every setting with its label, section and Reglamento value), bad values refused whole, the default."""

from __future__ import annotations

import dataclasses
import re

import pytest

from markupsafe import escape

from helpers import account
from tutor import progress
from tutor.progress import club, club_profiles
from tutor.referee.docs import field_docs
from tutor.rules.base import setting_help_es
from tutor.rules.games import GAMES
from tutor.rules.house_rules import HouseRules
from tutor.rules.profiles import CLASICA


@pytest.fixture
def admin(app):
    return account(app, "jefa", admin=True)


def editor_fields(page: str) -> dict[str, str]:
    """The editor's settings as the page fills them in: form name -> value (selected option or text)."""
    fields = {}
    for name, body in re.findall(r'<select id="s-[^"]+" name="([a-z]+\.[a-z0-9_]+)"[^>]*>(.*?)</select>', page, re.S):
        fields[name] = re.search(r'<option value="([^"]*)" selected>', body)[1]
    for name, value in re.findall(r'<input id="s-[^"]+" type="text" name="([a-z]+\.[a-z0-9_]+)" value="([^"]*)"',
                                  page):
        fields[name] = value
    return fields


def every_setting() -> set[str]:
    return {f"{g}.{f.name}" for g, spec in GAMES.items() for f in dataclasses.fields(spec.house_rules)}


def test_profiles_store_revisions_are_never_changed(store):
    first = club_profiles.save_profile(store, "casino", " Casino ", {"canasta": {"premio_irse": 100}}, None)
    second = club_profiles.save_profile(store, "casino", "Casino", {"canasta": {"premio_irse": 50}}, None)
    club_profiles.save_profile(store, "otro", "Otro", {}, None)
    assert (club_profiles.key_of(first), club_profiles.key_of(second)) == ("club_1", "club_2")
    assert club_profiles.get_key(store, "club_1").settings == {"canasta": {"premio_irse": 100}}
    assert club_profiles.get_key(store, "club_1").name == "Casino"
    assert club_profiles.latest(store, "casino").revision == second
    assert [p.slug for p in club_profiles.latest_profiles(store)] == ["casino", "otro"]
    assert club_profiles.revisions(store, "casino") == [2, 1]
    for key in ("club_0", "club_01", "club_x", "clasica", "club_", f"club_{2**63}", "club_9"):
        assert club_profiles.get_key(store, key) is None, key
    for bad_slug, name in (("Casino", "Casino"), ("1casino", "Casino"), ("", "Casino")):
        with pytest.raises(club_profiles.InvalidProfile):
            club_profiles.save_profile(store, bad_slug, name, {}, None)
    with pytest.raises(club_profiles.InvalidProfile, match="name_empty"):
        club_profiles.save_profile(store, "casino", "  ", {}, None)
    assert club_profiles.revisions(store, "casino") == [2, 1]  # nothing half-written
    assert club_profiles.slug_for("Casino de Ávila 1912") == "casino-de-avila-1912"
    assert club_profiles.slug_for("¡¡!!") == "perfil"


def test_profiles_store_classes_and_assignments_may_name_a_profile(store):
    columns = {t: store[t].columns_dict for t in ("classes", "assignments")}
    assert "profile" in columns["classes"] and "profile" in columns["assignments"]


def test_profiles_store_default_profile_must_name_a_known_profile(store):
    assert club.club_setting(store, "default_profile") == "reglamento"
    club.set_club_settings(store, {"default_profile": "clasica"})
    with pytest.raises(club.InvalidSetting) as err:
        club.set_club_settings(store, {"default_profile": "club_1"})
    assert err.value.problems == {"default_profile": "profile"}
    club_profiles.save_profile(store, "casino", "Casino", {}, None)
    club.set_club_settings(store, {"default_profile": "club_1"})
    assert club.club_setting(store, "default_profile") == "club_1"


def test_profiles_web_editor_lists_every_setting_with_its_metadata(app, admin):
    page = admin.get("/admin/perfiles/nuevo").get_data(as_text=True)
    fields = editor_fields(page)
    assert set(fields) == every_setting()
    assert fields["canasta.premio_irse"] == "0" and fields["canasta.comodines_no_superan_naturales"] == "si"
    row = page[page.index('data-setting="canasta.premio_irse"'):]
    row = row[:row.index("</div>")]
    assert 'href="/reglas/canasta#s10"' in row and "§10" in row and "<strong>0</strong>" in row
    assert "premio por irse" in row and "premio simple por irse" in row  # its label, its explanation (es)
    special = page[page.index('data-setting="canasta.premio_irse_oculta"'):]
    assert "<strong>el de irse (-1)</strong>" in special[:special.index("</div>")]  # a special value in words
    clasica = editor_fields(admin.get("/admin/perfiles/nuevo?desde=clasica").get_data(as_text=True))
    assert clasica["canasta.premio_irse"] == "100"
    assert clasica["canasta.comodines_no_superan_naturales"] == ("si" if CLASICA.house_rules.canasta
                                                                 .comodines_no_superan_naturales else "no")
    assert editor_fields(admin.get("/admin/perfiles/nuevo?desde=nada").get_data(as_text=True)) == fields


def setting_rows(page: str) -> dict[str, str]:
    """The editor's rows: setting (``game.name``) -> the row's HTML."""
    return {name: row[:row.index("</div>")]
            for name, row in re.findall(r'data-setting="([a-z]+\.[a-z0-9_]+)"(.*?)(?=data-setting=|$)', page, re.S)}


def test_profiles_web_editor_explains_every_setting_in_the_page_language(app, admin):
    es = setting_rows(admin.get("/admin/perfiles/nuevo").get_data(as_text=True))
    admin.post("/idioma", {"lang": "en", "next": "/"})
    en = setting_rows(admin.get("/admin/perfiles/nuevo").get_data(as_text=True))
    assert set(es) == set(en) == every_setting()
    for name in every_setting():
        game, field = name.split(".")
        english = str(escape(field_docs(GAMES[game].house_rules)[field]))
        spanish = str(escape(setting_help_es(GAMES[game].house_rules, field)))
        assert spanish and spanish != english, name
        assert spanish in es[name] and english not in es[name], name
        assert english in en[name] and spanish not in en[name], name
    assert "se rechaza citando la regla" in es["tresillo.renuncio"]


def test_profiles_web_save_revisions_and_make_default(app, admin, db):
    fields = editor_fields(admin.get("/admin/perfiles/nuevo?desde=clasica").get_data(as_text=True))
    r = admin.post("/admin/perfiles/nuevo", {**fields, "name": "Casino de Vigo", "canasta.premio_irse": "150",
                                             "predeterminado": "1"})
    assert r.status_code == 303 and r.headers["Location"].endswith("/admin/perfiles/casino-de-vigo?guardado=1")
    stored = club_profiles.get_key(db, "club_1")
    assert stored.slug == "casino-de-vigo" and stored.created_by == admin.uid
    assert HouseRules.from_mapping(stored.settings).canasta.premio_irse == 150
    assert HouseRules.from_mapping(stored.settings).canasta.primera_toma_por_pareja \
        == CLASICA.house_rules.canasta.primera_toma_por_pareja
    assert club.club_setting(db, "default_profile") == "club_1"
    page = admin.get("/admin/perfiles/casino-de-vigo").get_data(as_text=True)
    assert editor_fields(page)["canasta.premio_irse"] == "150" and 'name="predeterminado" value="1" checked' in page
    # an edit is a new revision; without the box ticked the default stays where it was
    again = {**editor_fields(page), "name": "Casino de Vigo", "canasta.premio_irse": "200"}
    assert admin.post("/admin/perfiles/casino-de-vigo", again).status_code == 303
    assert club_profiles.revisions(db, "casino-de-vigo") == [2, 1]
    assert club_profiles.get_key(db, "club_1").settings["canasta"]["premio_irse"] == 150
    assert club.club_setting(db, "default_profile") == "club_1"
    listing = admin.get("/admin/perfiles").get_data(as_text=True)
    assert "Casino de Vigo" in listing and 'data-default-profile="club_1"' in listing
    # a second profile of the same name gets a slug of its own
    admin.post("/admin/perfiles/nuevo", {**fields, "name": "Casino de Vigo"})
    assert club_profiles.latest(db, "casino-de-vigo-2").revision == 3


def test_profiles_web_bad_values_redisplay_and_save_nothing(app, admin, db):
    fields = editor_fields(admin.get("/admin/perfiles/nuevo").get_data(as_text=True))
    bad = {**fields, "name": "", "canasta.premio_irse": "siete", "canasta.min_naturales": "0",
           "tresillo.enchilada": "7"}
    r = admin.post("/admin/perfiles/nuevo", bad)
    page = r.get_data(as_text=True)
    assert r.status_code == 422 and club_profiles.latest_profiles(db) == []
    assert editor_fields(page)["canasta.premio_irse"] == "siete"  # as typed
    for name in ("canasta.premio_irse", "canasta.min_naturales", "tresillo.enchilada"):
        row = page[page.index(f'data-setting="{name}"'):]
        assert 'class="error"' in row[:row.index("</div>")], name
    assert "4 settings need fixing" in page or "4 ajustes" in page
    # settings wrong only together: said once for the game
    together = {**fields, "name": "X", "canasta.canastas_canastron": "8"}
    r = admin.post("/admin/perfiles/nuevo", {**together, "canasta.canastas_canasta_de_canastas": "8"})
    assert r.status_code == 422 and "canastas_canasta_de_canastas" in r.get_data(as_text=True)
    ok = {**together, "canasta.canastas_canasta_de_canastas": "9"}
    assert admin.post("/admin/perfiles/nuevo", ok).status_code == 303
    # a field never offered is a forged form
    assert admin.post("/admin/perfiles/nuevo", {**fields, "name": "X", "tresillo.palo_favor": "z"}).status_code == 400
    missing = {k: v for k, v in fields.items() if k != "pinacle.barajas"}
    assert admin.post("/admin/perfiles/nuevo", {**missing, "name": "X"}).status_code == 400
    assert len(club_profiles.latest_profiles(db)) == 1


def test_profiles_web_club_settings_offer_every_profile_and_keep_an_earlier_revision(app, admin, db):
    club_profiles.save_profile(db, "casino", "Casino", {}, admin.uid)
    club.set_club_settings(db, {"default_profile": "club_1"})
    club_profiles.save_profile(db, "casino", "Casino", {"canasta": {"premio_irse": 50}}, admin.uid)
    page = admin.get("/admin/club").get_data(as_text=True)
    assert '<option value="reglamento">' in page and '<option value="clasica">' in page
    assert '<option value="club_2">Casino</option>' in page and '<option value="club_1" selected>' in page


COMBINACION = "/arbitro/canasta/canasta.combinacion"


def test_profiles_web_arbitro_rules_under_the_club_default_and_names_it(app, web, db):
    page = web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK"}).get_data(as_text=True)
    assert 'data-profile="reglamento"' in page and "Reglamento" in page
    club.set_club_settings(db, {"default_profile": "clasica"})
    page = web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK"}).get_data(as_text=True)
    assert 'data-profile="clasica"' in page and '<option value="clasica" selected>' in page
    row = page[page.index('data-setting="canasta.premio_irse"'):]
    assert 'class="row changed"' in page[:page.index('data-setting="canasta.premio_irse"')][-40:]
    assert "100" in row[:200] and "Reglamento: 0" in row[:300]
    # the form's own choice wins; a profile that does not exist is a forged form
    page = web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK", "perfil": "reglamento"}).get_data(as_text=True)
    assert 'data-profile="reglamento"' in page
    assert web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK", "perfil": "club_77"}).status_code == 400


def test_profiles_web_arbitro_compares_two_profiles_side_by_side(app, web):
    r = web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK", "perfil": "reglamento", "comparar": "clasica"},
                 htmx=True)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and 'data-compare="reglamento clasica"' in page
    columns = page.split('data-profile="')[1:]
    assert [c.split('"')[0] for c in columns] == ["reglamento", "clasica"]
    assert "No" in columns[0].split("</dl>")[0] or "no" in columns[0].split("</dl>")[0]
    summary = page[page.index('class="compare-summary"'):].split("</p>")[0]
    assert "comodines nunca más que naturales" in summary and "premio por irse" not in summary
    assert 'data-moves="1"' in columns[1] and "premio por irse" in columns[1]  # listed, not marked
    assert columns[1].count('data-moves="1"') == 1
    # the same profile twice is no comparison
    page = web.post(COMBINACION, {"cartas": "7S 7H 2C 2D JK", "perfil": "clasica", "comparar": "clasica"},
                    htmx=True).get_data(as_text=True)
    assert "data-compare" not in page and 'data-profile="clasica"' in page


def test_profiles_web_api_rules_under_the_club_default_or_the_profile_asked(app, client, db):
    body = {"cartas": "7S 7H 2C 2D JK"}
    r = client.post("/api/v1/rulings/canasta.combinacion", json=body)
    assert r.get_json()["profile"] == "reglamento" and r.get_json()["answer"]["valida"] is False
    club.set_club_settings(db, {"default_profile": "clasica"})
    r = client.post("/api/v1/rulings/canasta.combinacion", json=body)
    assert r.get_json()["profile"] == "clasica" and r.get_json()["answer"]["valida"] is True
    r = client.post("/api/v1/rulings/canasta.combinacion?profile=reglamento", json=body)
    assert r.get_json()["profile"] == "reglamento" and r.get_json()["answer"]["valida"] is False
    club_profiles.save_profile(db, "casino", "Casino", {"canasta": {"max_comodines": 1}}, None)
    r = client.post("/api/v1/rulings/canasta.combinacion?profile=club_1", json={"cartas": "7S 7H 7D 2D JK"})
    assert r.get_json()["profile"] == "club_1" and r.get_json()["answer"]["valida"] is False
    r = client.post("/api/v1/rulings/canasta.combinacion?profile=club_2&lang=en", json=body)
    assert r.status_code == 400 and r.get_json()["field"] == "profile"
    assert "club_2" in r.get_json()["error"] and "clasica" in r.get_json()["error"] and "club_1" in r.get_json()["error"]
