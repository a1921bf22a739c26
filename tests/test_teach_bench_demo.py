"""The teachers' benchmark still runs and prints its figures (a smoke test, not a timing test), and
``python -m tutor demo`` fills an instance a teacher can log into at once."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tutor import progress
from tutor.progress import classes, roles

ROOT = Path(__file__).resolve().parents[1]


def test_teach_bench_store_prints_each_page_with_its_target():
    done = subprocess.run([sys.executable, "bench/bench_store.py", "--learners", "5", "--attempts", "3000", "--own",
                           "500", "--repeat", "1"], capture_output=True, text=True, timeout=180, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = re.findall(r"^(\S.*?)\s{2,}([\d.]+)\s+(\d+)\s+[\d,]+\s+(ok|OVER TARGET)\s+[\d.]+$", done.stdout, re.M)
    assert [(name, int(target)) for name, _ms, target, _ in rows] == [
        ("gradebook", 100), ("gradebook CSV", 1000), ("item statistics", 200), ("home (own attempts)", 50),
        ("Mi progreso (own attempts)", 50)]
    assert all(float(ms) > 0 for _, ms, _, _ in rows)
    assert re.search(r"built: 5 learners, [\d,]+ attempts", done.stdout)


def test_teach_demo_makes_a_club_and_prints_the_teachers_password(tmp_path):
    done = subprocess.run([sys.executable, "-m", "tutor", "demo", "--instance", str(tmp_path)], capture_output=True,
                          text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    password = re.search(r"teacher: profe  password: (\S+)", done.stdout)[1]
    db = progress.open_db(str(tmp_path / "tapete.sqlite"))
    profe = progress.get_user_by_name(db, "profe")
    assert roles.has_role(db, profe.id, "teacher") and len(password) >= 12
    (klass,) = classes.classes_of_teacher(db, profe.id)
    assert klass.members == 30
    found = classes.assignments_of_class(db, klass.id)
    assert len(found) == 3 and {a.explanations for a in found} == {"each", "after_due"}
    assert progress.count(db, "attempts") > 2000
    named = db.execute("SELECT COUNT(*) FROM gradebook_cells WHERE mistake IS NOT NULL").fetchone()[0]
    assert named > 50
    # the bundled set's hand-written situations are stored with their items: every learner is shown them
    from tutor.web import create_app, teach

    app = create_app({"TESTING": True}, instance_path=str(tmp_path))
    bundled = classes.get_assignment(db, found[0].id)
    assert any(i.situation for i in bundled.items)
    with app.test_request_context():
        assert all(teach.pose(i).id for i in bundled.items)
    again = subprocess.run([sys.executable, "-m", "tutor", "demo", "--instance", str(tmp_path)], capture_output=True,
                           text=True, timeout=300, cwd=ROOT)
    assert again.returncode == 2 and "already has an account named profe" in again.stderr

