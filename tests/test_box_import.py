"""``ccp-editor box import``: an empty own box gets what a random battle needs from the demo box;
ids and nations are checked against the box (refused, or copied under a new id), a map brings its
scan, a scenario its map and forces, provenance is kept, and nothing is half-written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.io.boximport import apply_import, missing_for_battles, plan_import
from ccp_editor.io.dataset import clear_cache, load_dataset
from ccp_editor.io.gamebox import create_box
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate

from .demo_copy import DEMO

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def run(capsys, *args: str) -> tuple[int, str, str]:
    clear_cache()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def empty_box(tmp_path: Path) -> Path:
    create_box(tmp_path / "box", "Mine")
    return tmp_path / "box"


def test_an_empty_box_gets_everything_and_generates_a_battle(tmp_path, capsys):
    box = empty_box(tmp_path)
    ds, _ = load_dataset(box)
    assert {m.key for m in missing_for_battles(ds)} >= {"forces:JP", "chits", "maps"}
    code, out, err = run(capsys, "box", "import", "demo", "--data", str(box))
    assert code == 0, err
    assert "copy: Forces: Demo Japanese forces -> forces/demo-jp.yaml" in out
    ds, problems = load_dataset(box)
    assert not [p for p in problems if p.severity == "error"]
    assert missing_for_battles(ds) == []
    assert (box / "maps" / "scans" / "demo-inland.png").is_file()
    assert ds.forces["JP"].provenance == "demo"  # provenance kept
    manifest = yaml.safe_load((box / "dataset.yaml").read_text())
    assert "Brought in from the game box Demo game box (demo)" in manifest["description"]
    assert manifest["provenance"] == "user"
    sc = generate(prepare(ds), seed=3)
    assert sc.map in ds.maps
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 0, out


def test_dry_run_and_json_write_nothing(tmp_path, capsys):
    box = empty_box(tmp_path)
    before = sorted(p.name for p in box.rglob("*"))
    code, out, _ = run(capsys, "box", "import", "demo", "--data", str(box), "--only", "forces:JP,tables", "--dry-run", "--json")
    assert code == 0
    plan = json.loads(out)
    assert [d["key"] for d in plan["documents"]] == ["forces:JP", "chits", "fortifications"]
    assert plan["written"] == [] and plan["dry_run"] is True
    assert sorted(p.name for p in box.rglob("*")) == before


def test_a_scenario_brings_its_map_and_forces(tmp_path):
    box = empty_box(tmp_path)
    plan = plan_import(DEMO, box, "scenarios:demo-ridge-line")
    keys = {s.offer.key: s for s in plan.steps}
    assert set(keys) == {"scenarios:demo-ridge-line", "maps:demo-inland", "forces:JP", "forces:US"}
    assert not keys["maps:demo-inland"].requested and "needed by" in keys["maps:demo-inland"].why()
    apply_import(plan)
    ds, problems = load_dataset(box)
    assert "demo-ridge-line" in ds.scenarios and "demo-inland" in ds.maps
    assert not [p for p in problems if p.severity == "error"]


def test_a_clashing_id_is_refused_or_renamed(tmp_path, capsys):
    box = empty_box(tmp_path)
    assert run(capsys, "box", "import", "demo", "--data", str(box), "--only", "maps:demo-inland")[0] == 0
    own = box / "maps" / "demo-inland.yaml"
    own.write_text(own.read_text().replace("name: 'Demo inland", "name: 'My inland"), encoding="utf-8")
    before = (box / "dataset.yaml").read_text()
    code, out, _ = run(capsys, "box", "import", "demo", "--data", str(box), "--only", "maps,scenarios:demo-ridge-line")
    assert code == 1
    assert "refused: Maps: Demo inland" in out and "already used in the box by My inland" in out
    assert "nothing written" in out
    assert not (box / "maps" / "demo-coastal.yaml").exists()  # all or nothing
    assert (box / "dataset.yaml").read_text() == before
    code, out, _ = run(capsys, "box", "import", "demo", "--data", str(box), "--only", "maps:demo-inland,scenarios:demo-ridge-line",
                       "--on-clash", "rename")
    assert code == 0, out
    assert "copy as demo-inland-2" in out
    ds, _ = load_dataset(box)
    assert ds.maps["demo-inland"].name.startswith("My inland")  # the own map is untouched
    copy = ds.maps["demo-inland-2"]
    assert copy.scan is not None and copy.scan.file == "scans/demo-inland-2.png"
    assert (box / "maps" / "scans" / "demo-inland-2.png").is_file()
    assert ds.scenarios["demo-ridge-line"].map == "demo-inland-2"  # the scenario follows its map


def test_a_nation_the_box_has_is_refused_and_skip_leaves_it_out(tmp_path, capsys):
    box = empty_box(tmp_path)
    assert run(capsys, "box", "import", "demo", "--data", str(box), "--only", "forces:JP")[0] == 0
    jp = box / "forces" / "demo-jp.yaml"
    jp.write_text(jp.read_text().replace("name: Demo Japanese forces", "name: My Japanese forces"), encoding="utf-8")
    code, out, _ = run(capsys, "box", "import", "demo", "--data", str(box), "--only", "forces")
    assert code == 1 and "one per nation" in out
    assert not (box / "forces" / "demo-us.yaml").exists()
    code, out, _ = run(capsys, "box", "import", "demo", "--data", str(box), "--only", "forces", "--on-clash", "skip")
    assert code == 0 and (box / "forces" / "demo-us.yaml").is_file()
    ds, _ = load_dataset(box)
    assert ds.forces["JP"].name == "My Japanese forces"


def test_usage_errors_exit_2(tmp_path, capsys):
    box = empty_box(tmp_path)
    assert run(capsys, "box", "import", "demo", "--data", str(box), "--only", "bogus")[0] == 2
    assert run(capsys, "box", "import", str(tmp_path / "nowhere"), "--data", str(box))[0] == 2
    code, _, err = run(capsys, "box", "import", str(box), "--data", str(DEMO))
    assert code == 2 and "read-only" in err
    assert run(capsys, "box", "import", str(box), "--data", str(box))[0] == 2
    assert run(capsys, "box", "import", "demo", "--data", str(box), "--only", "maps:no-such-map")[0] == 2


def test_a_failed_write_leaves_the_box_as_it_was(tmp_path, monkeypatch):
    box = empty_box(tmp_path)
    before = {p: p.read_bytes() for p in box.rglob("*") if p.is_file()}
    plan = plan_import(DEMO, box, "forces,maps")
    import ccp_editor.io.boximport as bi

    calls = {"n": 0}
    real = bi.save_document

    def failing(doc, path, **kw):
        calls["n"] += 1
        if calls["n"] == 3:
            raise OSError(28, "No space left on device")
        return real(doc, path, **kw)

    monkeypatch.setattr(bi, "save_document", failing)
    with pytest.raises(OSError):
        apply_import(plan)
    after = {p: p.read_bytes() for p in box.rglob("*") if p.is_file()}
    assert after == before


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(picked=st.sets(st.sampled_from(["forces:JP", "forces:US", "forces:CW", "fate_decks:JP", "chits", "fortifications",
                                        "maps:demo-coastal", "scenarios:demo-ridge-line", "scenarios:demo-beach-landing"]),
                      min_size=1))
def test_any_choice_lands_whole_and_a_second_import_changes_nothing(tmp_path_factory, picked):
    box = tmp_path_factory.mktemp("prop") / "box"
    create_box(box, "Mine")
    plan = plan_import(DEMO, box, sorted(picked))
    assert not plan.refused
    apply_import(plan)
    ds, problems = load_dataset(box)
    assert not [p for p in problems if p.severity == "error"], problems[:3]
    have = {f"forces:{n}" for n in ds.forces} | {f"fate_decks:{n}" for n in ds.fate_decks} | {f"maps:{m}" for m in ds.maps} \
        | {f"scenarios:{s}" for s in ds.scenarios} | ({"chits"} if ds.chits else set()) | ({"fortifications"} if ds.fortification_ob else set())
    assert picked <= have  # everything asked for, and what the scenarios need
    before = {p: p.read_bytes() for p in box.rglob("*") if p.is_file()}
    again = plan_import(DEMO, box, sorted(picked))
    assert {s.action for s in again.steps} == {"same"} and apply_import(again) == []
    assert {p: p.read_bytes() for p in box.rglob("*") if p.is_file()} == before
