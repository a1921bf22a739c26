"""The teachers' routes × who asks (issue 15): a visitor, a guest, a learner, a learner of this class, a teacher of
another class and the teacher of this class, as one table. Every route of the ``teach`` blueprint needs its row.

Actors run in the order of :data:`ACTORS`, the class's teacher last: the rows that change something (a new code, a
learner removed) then act once, after every refusal was checked."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from helpers import Web, right_fields
from teach_helpers import answer, assign, make_class, new_learner, new_teacher, puzzle_of
from tutor import practice, progress
from tutor.progress import classes, roles
from tutor.web import create_app

ACTORS = ("visitor", "guest", "learner", "member", "other_teacher", "admin", "teacher")


@dataclass(frozen=True)
class Row:
    rule: str
    method: str
    path: str
    expect: dict[str, int]
    data: dict = field(default_factory=dict)


def teacher_only(ok: int, other: int = 404) -> dict[str, int]:
    """The class's teacher only; an admin who teaches no class is a learner here (403)."""
    return {"visitor": 303, "guest": 303, "learner": 403, "member": 403, "other_teacher": other, "admin": 403,
            "teacher": ok}


def accounts(ok: int) -> dict[str, int]:
    return {"visitor": 303, "guest": 303, "learner": ok, "member": ok, "other_teacher": ok, "admin": ok, "teacher": ok}


def member_only(ok: int) -> dict[str, int]:
    return {"visitor": 303, "guest": 303, "learner": 404, "member": ok, "other_teacher": 404, "admin": 404,
            "teacher": 404}


ROWS = [
    Row("/clases", "GET", "/clases", teacher_only(200, other=200)),
    Row("/clases", "POST", "/clases", teacher_only(422, other=422), data={"name": ""}),
    Row("/clases/<int:class_id>", "GET", "/clases/{class}", teacher_only(200)),
    Row("/clases/<int:class_id>/codigo", "POST", "/clases/{class}/codigo", teacher_only(303)),
    Row("/clases/<int:class_id>/perfil", "POST", "/clases/{class}/perfil", teacher_only(303),
        data={"perfil": "clasica"}),
    Row("/clases/<int:class_id>/alumnos/<int:user_id>/quitar", "POST", "/clases/{class}/alumnos/{spare}/quitar",
        teacher_only(303)),
    Row("/clases/<int:class_id>/tareas/nueva", "GET", "/clases/{class}/tareas/nueva", teacher_only(200)),
    Row("/clases/<int:class_id>/tareas", "POST", "/clases/{class}/tareas", teacher_only(422), data={"title": ""}),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>", "GET", "/clases/{class}/tareas/{assignment}",
        teacher_only(200)),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>.csv", "GET", "/clases/{class}/tareas/{assignment}.csv",
        teacher_only(200)),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>/alumnos/<int:user_id>", "GET",
        "/clases/{class}/tareas/{assignment}/alumnos/{member_id}", teacher_only(200)),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>/ejercicios", "GET",
        "/clases/{class}/tareas/{assignment}/ejercicios", teacher_only(200)),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>/ejercicios/<int:position>/mover", "POST",
        "/clases/{class}/tareas/{assignment}/ejercicios/1/mover", teacher_only(303), data={"hacia": "abajo"}),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>.toml", "GET", "/clases/{class}/tareas/{assignment}.toml",
        teacher_only(200)),
    Row("/clases/<int:class_id>/tareas/<int:assignment_id>/estadisticas", "GET",
        "/clases/{class}/tareas/{assignment}/estadisticas", teacher_only(200)),
    Row("/clases/informes", "GET", "/clases/informes", {**teacher_only(403, other=403), "admin": 200}),
    Row("/mis-clases", "GET", "/mis-clases", accounts(200)),
    Row("/mis-clases", "POST", "/mis-clases", accounts(422), data={"code": "ZZZZZZ"}),
    Row("/unirse/<code>", "GET", "/unirse/{code}", {**accounts(200), "visitor": 200, "guest": 200}),
    Row("/unirse/<code>", "POST", "/unirse/ZZZZZZ", {**accounts(422), "visitor": 200, "guest": 200}),
    Row("/mis-clases/<int:class_id>/salir", "POST", "/mis-clases/{other_class}/salir", accounts(404)),
    Row("/tareas/<int:assignment_id>", "GET", "/tareas/{assignment}", member_only(200)),
    Row("/tareas/<int:assignment_id>/<token>", "GET", "/tareas/{assignment}/{token}", member_only(200)),
    Row("/tareas/<int:assignment_id>/<token>", "POST", "/tareas/{assignment}/{token}", member_only(400)),  # no ticket
    Row("/tareas/<int:assignment_id>/<token>/informe", "POST", "/tareas/{assignment}/{token}/informe",
        member_only(422), data={"comment": ""}),
    Row("/tareas/<int:assignment_id>/<token>/trato", "POST", "/tareas/{assignment}/{deal_token}/trato",
        member_only(303)),  # sitting down again is the same table
    Row("/tareas/<int:assignment_id>/<token>/trato", "POST", "/tareas/{assignment}/{token}/trato",
        member_only(404)),  # a puzzle item is no deal
    Row("/tareas/<int:assignment_id>/<token>", "POST", "/tareas/{assignment}/{deal_token}", member_only(404)),
    Row("/tareas/<int:assignment_id>/<token>/trato", "POST", "/tareas/99999999999999999999/{deal_token}/trato",
        {actor: 404 for actor in ACTORS}),  # no such id: no route
    Row("/tareas/<int:assignment_id>/<token>/trato", "POST", "/tareas/{other_assignment}/{other_deal_token}/trato",
        member_only(404)),  # another class's deal
]


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    folder = tmp_path_factory.mktemp("teach-authorization")
    app = create_app({"TESTING": True, "SECRET_KEY": "test-secret", "DATABASE": str(folder / "tapete.sqlite"),
                      "PASSWORD_HASHER": "cheap", "RATELIMIT_ENABLED": False}, instance_path=str(folder))
    profe, otro = new_teacher(app), new_teacher(app, "otro")
    class_id, code = make_class(profe)
    other_class, _ = make_class(otro, "Otra")
    member, spare = new_learner(app, "socio"), new_learner(app, "suplente")
    member.post("/mis-clases", {"code": code})
    spare.post("/mis-clases", {"code": code})
    guest = Web(app.test_client())
    pozo = practice.new_puzzle_id("canasta.pozo", 1, 1)
    guest.answer(pozo, right_fields(pozo))
    aid = assign(profe, class_id, tratos="tresillo.trato-v1-J4-S5-A1")  # two puzzles and a deal
    other_aid = assign(otro, other_class, source="tratos", tratos="tresillo.trato-v1-J4-S5-A1")
    store = progress.open_db(app.config["DATABASE"])
    values = {"class": class_id, "other_class": other_class, "code": code, "assignment": aid,
              "token": classes.get_assignment(store, aid).items[0].token,
              "deal_token": classes.get_assignment(store, aid).items[-1].token, "other_assignment": other_aid,
              "other_deal_token": classes.get_assignment(store, other_aid).items[0].token,
              "member_id": progress.get_user_by_name(store, "socio").id,
              "spare": progress.get_user_by_name(store, "suplente").id}
    store.close()
    admin = new_learner(app, "admin1")
    store = progress.open_db(app.config["DATABASE"])
    roles.grant_role(store, progress.get_user_by_name(store, "admin1").id, "admin")
    store.close()
    actors = {"visitor": Web(app.test_client()), "guest": guest, "learner": new_learner(app, "ajena"),
              "member": member, "other_teacher": otro, "admin": admin, "teacher": profe}
    return app, actors, values


@pytest.mark.parametrize("actor", ACTORS)
@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.method} {r.path}")
def test_teach_authorization(world, row, actor):
    app, actors, values = world
    web = actors[actor]
    store = progress.open_db(app.config["DATABASE"])
    code = classes.get_class(store, values["class"]).code  # the current one: a row before may have renewed it
    store.close()
    path = row.path.format(**{**values, "code": code})
    if row.method == "GET":
        r = web.get(path)
    else:
        web.get("/")  # a fresh CSRF token of the asker's own session
        r = web.post(path, dict(row.data))
    assert r.status_code == row.expect[actor], f"{actor} {row.method} {path}"


def test_teach_authorization_every_teach_route_has_a_row(world):
    app = world[0]
    routes = {(rule.rule, method) for rule in app.url_map.iter_rules() if rule.endpoint.startswith("teach.")
              for method in rule.methods - {"HEAD", "OPTIONS"}}
    assert routes == {(r.rule, r.method) for r in ROWS}


def test_teach_no_learner_sees_another_learners_answers(world):
    app, actors, values = world
    address = f"/tareas/{values['assignment']}/{values['token']}"
    answer(actors["member"], address,
                              right_fields(puzzle_of(app, address)))
    assert 'data-verdict="right"' in actors["member"].get(address).get_data(as_text=True)
    other = new_learner(app, "companera")
    store = progress.open_db(app.config["DATABASE"])
    other.post("/mis-clases", {"code": classes.get_class(store, values["class"]).code})
    store.close()
    page = other.get(address)
    assert page.status_code == 200 and "data-verdict" not in page.get_data(as_text=True)
    assert 'class="todo"' in other.get(f"/tareas/{values['assignment']}").get_data(as_text=True)


DEAL_ROUTES = [("GET", ""), ("POST", ""), ("GET", "/repaso"), ("POST", "/puzzles"), ("POST", "/siguiente")]
"""The table routes of a learner's assigned deal (``/tresillo/trato/<id>...``)."""


@pytest.mark.parametrize("how", ["removed", "left"])
def test_teach_authorization_an_assigned_deal_is_404_once_its_learner_is_no_longer_in_the_class(app, how):
    profe = new_teacher(app)
    class_id, code = make_class(profe)
    ana = new_learner(app, "ana")
    ana.post("/mis-clases", {"code": code})
    aid = assign(profe, class_id, source="tratos", tratos="tresillo.trato-v1-J4-S5-A1")
    store = progress.open_db(app.config["DATABASE"])
    token, uid = classes.get_assignment(store, aid).items[0].token, progress.get_user_by_name(store, "ana").id
    store.close()
    table = ana.post(f"/tareas/{aid}/{token}/trato", {}).headers["Location"]
    assert ana.get(table).status_code == 200
    if how == "removed":
        assert profe.post(f"/clases/{class_id}/alumnos/{uid}/quitar", {}).status_code == 303
    else:
        assert ana.post(f"/mis-clases/{class_id}/salir", {}).status_code == 303
    for method, tail in DEAL_ROUTES:
        r = ana.get(table + tail) if method == "GET" else ana.post(table + tail, {"hechas": "0", "tipo": "puja",
                                                                                 "valor": "paso"})
        assert r.status_code == 404, f"{method} {tail}"
