"""Hostile game boxes and bad luck on the write side (issue: hostile files, round three).

Each test builds its hostile layout (links out of the box, another program's temporary files, a
full disk, what a killed run leaves) and checks what a user would notice: the exit code, the message,
and that no file outside the command's output changed.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io import dataset as dataset_module
from ccp_editor.io.dataset import clear_cache
from ccp_editor.io.documents import read_document

from .demo_copy import DEMO, copy_demo
from .killed import killed_write
from .test_cli_new import png

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def run(capsys, *args: str) -> tuple[int, str, str]:
    clear_cache()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def snapshot(root: Path) -> dict[str, str]:
    """Every file and folder under ``root`` (links as links) with a digest of its content."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = Path(dirpath) / name
            rel = str(p.relative_to(root))
            if p.is_symlink():
                out[rel] = "-> " + os.readlink(p)
            elif p.is_dir():
                out[rel + "/"] = "dir"
            else:
                out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    """(a game box of one's own, a folder outside it holding a file of the user's)."""
    box = copy_demo(tmp_path / "box")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "notes.txt").write_text("mine\n")
    return box, outside


def link_folder(box: Path, rel: str, to: Path) -> None:
    shutil.rmtree(box / rel)
    (box / rel).symlink_to(to, target_is_directory=True)


# ----------------------------------------------------------------------------- links steer no write out


@pytest.mark.parametrize("hostile", ["maps folder", "dangling map", "scans folder"])
def test_new_map_never_creates_files_outside_the_box(layout, tmp_path: Path, capsys, hostile: str) -> None:
    box, outside = layout
    scan = png(tmp_path / "scan.png")
    if hostile == "maps folder":
        link_folder(box, "maps", outside)
    elif hostile == "dangling map":
        (box / "maps" / "m1.yaml").symlink_to(outside / "m1.yaml")
    else:
        link_folder(box, "maps/scans", outside)
    before_out, before_box = snapshot(outside), snapshot(box)
    code, out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "m1")
    assert code == 2 and out == ""
    assert ("outside the game box" in err or "never written through a link" in err) and err.count("\n") == 1
    assert snapshot(outside) == before_out and snapshot(box) == before_box


@pytest.mark.parametrize("hostile", ["scenarios folder", "dangling scenario"])
def test_new_scenario_never_creates_files_outside_the_box(layout, capsys, hostile: str) -> None:
    box, outside = layout
    if hostile == "scenarios folder":
        link_folder(box, "scenarios", outside)
    else:
        (box / "scenarios" / "s1.yaml").symlink_to(outside / "s1.yaml")
    before_out, before_box = snapshot(outside), snapshot(box)
    code, _out, err = run(capsys, "new", "scenario", "--data", str(box), "--map", "demo-inland", "--id", "s1")
    assert code == 2 and ("outside the game box" in err or "never written through a link" in err)
    assert snapshot(outside) == before_out and snapshot(box) == before_box


def _map_linked_outside(box: Path, outside: Path) -> Path:
    real = outside / "demo-inland.yaml"
    shutil.move(box / "maps" / "demo-inland.yaml", real)
    (box / "maps" / "demo-inland.yaml").symlink_to(real)
    return real


def _foreign_temp(folder: Path) -> Path:
    """Another program's temporary file, two hours old (a word processor's autosave)."""
    p = folder / ".thesis.docx.q1w2e3r4.tmp"
    p.write_text("chapter 1\n")
    old = time.time() - 7200
    os.utime(p, (old, old))
    return p


def test_rewriting_a_map_outside_the_box_needs_the_option_and_leaves_no_backup_there(layout, capsys) -> None:
    box, outside = layout
    real = _map_linked_outside(box, outside)
    foreign = _foreign_temp(outside)
    before = snapshot(outside)
    code, out, err = run(capsys, "map", "status", "demo-inland", "--data", str(box), "--set", "draft")
    assert code == 2 and out == ""
    assert "outside the game box" in err and "--outside-box" in err
    assert snapshot(outside) == before
    old = real.read_bytes()
    code, out, err = run(capsys, "map", "status", "demo-inland", "--data", str(box), "--set", "draft", "--outside-box")
    assert code == 0, err
    assert "draft" in out and b"status: draft" in real.read_bytes()
    assert (box / "maps" / "demo-inland.yaml").is_symlink()
    assert sorted(p.name for p in outside.iterdir()) == sorted(["notes.txt", real.name, foreign.name])  # no .bak, temp kept
    assert (box / "maps" / "demo-inland.yaml.bak").read_bytes() == old  # the backup stays in the box


# ----------------------------------------------------------------------------- the sweep


def test_generate_output_keeps_another_programs_old_temporary(layout, capsys) -> None:
    box, outside = layout
    foreign = _foreign_temp(outside)
    killed = killed_write(outside, "x.yaml")  # the app's own, left by a killed run: swept
    code, _out, err = run(capsys, "generate", "--seed", "1", "--data", str(box), "-o", str(outside / "x.yaml"))
    assert code == 0, err
    assert foreign.read_text() == "chapter 1\n" and not killed.exists()
    assert sorted(p.name for p in outside.iterdir()) == sorted(["notes.txt", "x.yaml", foreign.name])


def test_a_copied_name_of_the_apps_pattern_without_a_record_is_not_swept(tmp_path: Path, capsys) -> None:
    """A hostile box can hold a file named like the app's temporaries: without the record, it stays."""
    box = copy_demo(tmp_path / "box")
    forged = box / "scenarios" / ".demo-ridge-line.yaml.ccp~1-0123456789ab.tmp"
    forged.write_text("not the app's")
    old = time.time() - 7200
    os.utime(forged, (old, old))
    code, _out, err = run(capsys, "generate", "--seed", "3", "--data", str(box), "-o", str(box / "scenarios" / "g.yaml"))
    assert code == 0, err
    assert forged.exists()


# ----------------------------------------------------------------------------- a full disk


def _full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def fsync(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", fsync)


@pytest.mark.parametrize(
    ("command", "name"),
    [
        (["render", "demo-inland", "--data", "{box}", "-o", "{out}"], "good.png"),
        (["render", "demo-inland", "--data", "{box}", "-o", "{out}"], "good.svg"),
        (["sheet", "{box}/scenarios/demo-ridge-line.yaml", "-o", "{out}"], "good.pdf"),
        (["sheet", "{box}/scenarios/demo-ridge-line.yaml", "-o", "{out}"], "good.png"),
        (["map", "export-geojson", "{box}/maps/demo-inland.yaml", "-o", "{out}"], "good.geojson"),
        (["table", "export", "{box}/forces/jp.yaml", "counters", "{out}"], "good.csv"),
        (["generate", "--seed", "5", "--data", "{box}", "-o", "{out}"], "good.yaml"),
        (["play", "{box}/scenarios/demo-ridge-line.yaml", "--seed", "2", "--log", "{out}"], "good.log"),
    ],
)
def test_a_full_disk_keeps_the_previous_output_and_exits_1(layout, capsys, monkeypatch, command: list[str], name: str) -> None:
    box, outside = layout
    out = outside / name
    if name.endswith(".yaml"):  # a scenario generated before
        assert run(capsys, "generate", "--seed", "4", "--data", str(box), "-o", str(out))[0] == 0
    else:
        out.write_bytes(b"the previous good output\n")
    before = snapshot(outside)
    _full_disk(monkeypatch)
    code, stdout, err = run(capsys, *[a.format(box=box, out=out) for a in command])
    assert code == 1, stdout
    assert "No space left on device" in err and "unchanged" in err and "Traceback" not in err
    assert snapshot(outside) == before  # the old file whole, no temporary left


def test_the_outputs_are_whole_when_the_disk_has_room(layout, capsys) -> None:
    box, outside = layout
    code, _out, err = run(capsys, "sheet", str(box / "scenarios" / "demo-ridge-line.yaml"), "-o", str(outside / "s.pdf"))
    assert code == 0, err
    data = (outside / "s.pdf").read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    code, _out, err = run(capsys, "render", "demo-inland", "--data", str(box), "-o", str(outside / "m.svg"))
    assert code == 0, err
    assert (outside / "m.svg").read_text().rstrip().endswith("</svg>")
    assert sorted(p.name for p in outside.iterdir()) == ["m.svg", "notes.txt", "s.pdf"]


def test_new_commands_on_a_full_disk_exit_1_and_leave_nothing(layout, tmp_path: Path, capsys, monkeypatch) -> None:
    box, _outside = layout
    scan = png(tmp_path / "scan.png")
    before = snapshot(box)
    parent = tmp_path / "boxes"
    parent.mkdir()
    _full_disk(monkeypatch)
    code, out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "m1")
    assert code == 1 and out == "" and "No space left on device" in err
    assert snapshot(box) == before
    code, out, err = run(capsys, "new", "dataset", str(parent / "campaign"))
    assert code == 1 and "No space left on device" in err
    assert list(parent.iterdir()) == []


# ----------------------------------------------------------------------------- killed runs of `new`


def test_new_dataset_after_a_killed_one_sweeps_its_staging_copy_and_succeeds(tmp_path: Path, capsys) -> None:
    parent = tmp_path / "boxes"
    parent.mkdir()
    staging = killed_write(parent, "campaign", "dir")
    foreign = _foreign_temp(parent)
    code, _out, err = run(capsys, "new", "dataset", str(parent / "campaign"), "--from-demo")
    assert code == 0, err
    assert not staging.exists() and foreign.exists()
    assert sorted(p.name for p in parent.iterdir()) == sorted(["campaign", foreign.name])


def test_new_map_after_a_kill_mid_copy_sweeps_the_partial_scan_and_succeeds(layout, tmp_path: Path, capsys) -> None:
    box, _outside = layout
    scan = png(tmp_path / "scan.png")
    partial = killed_write(box / "maps" / "scans", "m1.png")
    code, out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "m1")
    assert code == 0, err
    assert not partial.exists() and (box / "maps" / "scans" / "m1.png").read_bytes() == scan.read_bytes()
    assert str(box / "maps" / "m1.yaml") in out


def test_new_map_after_a_kill_past_the_copy_takes_the_copy_over(layout, tmp_path: Path, capsys) -> None:
    box, _outside = layout
    scan = png(tmp_path / "scan.png")
    shutil.copyfile(scan, box / "maps" / "scans" / "m1.png")  # the copy was renamed into place, then the kill
    code, _out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "m1")
    assert code == 0, err
    doc, _, problems = read_document(box / "maps" / "m1.yaml")
    assert not problems and doc.scan.file == "scans/m1.png"


def test_new_map_never_takes_over_a_different_image(layout, tmp_path: Path, capsys) -> None:
    box, _outside = layout
    png(box / "maps" / "scans" / "m1.png", 50, 50)  # someone's own image of that name
    before = (box / "maps" / "scans" / "m1.png").read_bytes()
    code, _out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(png(tmp_path / "s.png")), "--id", "m1")
    assert code == 2 and "already exists" in err
    assert (box / "maps" / "scans" / "m1.png").read_bytes() == before and not (box / "maps" / "m1.yaml").exists()


# ----------------------------------------------------------------------------- outputs onto inputs


@pytest.mark.parametrize(
    ("command", "says"),
    [
        (["map", "export-geojson", "{box}/maps/demo-inland.yaml", "-o", "{box}/maps/demo-inland.yaml"], "own input"),
        (["map", "export-geojson", "{box}/maps/demo-inland.yaml", "-o", "{box}/maps/demo-coastal.yaml"], "document of a game box"),
        (["render", "demo-inland", "--data", "{box}", "-o", "{box}/maps/scans/demo-inland.png"], "scan of a game box"),
        (["sheet", "{box}/scenarios/demo-ridge-line.yaml", "-o", "{box}/maps/scans/demo-coastal.png"], "scan of a game box"),
        (["table", "export", "{box}/forces/jp.yaml", "counters", "{box}/forces/jp.yaml"], "own input"),
        (["table", "export", "{box}/forces/jp.yaml", "counters", "{box}/dataset.yaml"], "manifest of a game box"),
    ],
)
def test_no_output_lands_on_an_input_or_a_box_document(layout, capsys, command: list[str], says: str) -> None:
    box, _outside = layout
    before = snapshot(box)
    code, _out, err = run(capsys, *[a.format(box=box) for a in command])
    assert code == 2 and says in err and "nothing written" in err
    assert snapshot(box) == before


def test_play_log_never_overwrites_the_scenario(layout, capsys) -> None:
    box, _outside = layout
    sc = box / "scenarios" / "demo-ridge-line.yaml"
    before = sc.read_bytes()
    code, _out, err = run(capsys, "play", str(sc), "--log", str(sc))
    assert code == 2 and "own input" in err
    assert sc.read_bytes() == before


# ----------------------------------------------------------------------------- the read-only demo box


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy standing in for the demo box shipped with the app (so a regression cannot edit the real one)."""
    demo = copy_demo(tmp_path / "shipped")
    monkeypatch.setattr(dataset_module, "demo_dataset_root", lambda: demo.resolve())
    clear_cache()
    yield demo
    clear_cache()


def test_table_import_refuses_a_document_of_the_demo_box(shipped: Path, tmp_path: Path, capsys) -> None:
    chits = shipped / "tables" / "objective_chits.yaml"
    code, _out, err = run(capsys, "table", "export", str(chits), "chits", str(tmp_path / "chits.csv"))
    assert code == 0, err
    before = snapshot(shipped)
    code, _out, err = run(capsys, "table", "import", str(chits), "chits", str(tmp_path / "chits.csv"))
    assert code == 2 and "read-only" in err and "new dataset DIR --from-demo" in err
    assert snapshot(shipped) == before


def test_import_geojson_of_a_demo_map_from_outside_any_box_is_refused(shipped: Path, tmp_path: Path, capsys, monkeypatch) -> None:
    geojson = _geojson(tmp_path, [[1, -1], [3, -1], [3, -3], [1, -3], [1, -1]])
    monkeypatch.chdir(tmp_path)
    before = snapshot(shipped)
    code, _out, err = run(capsys, "map", "import-geojson", "demo-inland", str(geojson), "--space", "grid")
    assert code == 2 and "read-only" in err
    assert snapshot(shipped) == before


# ----------------------------------------------------------------------------- importers validate first


def _geojson(folder: Path, ring: list, holes: list | None = None, terrain: str = "jungle") -> Path:
    feature = {"type": "Feature", "properties": {"layer": "terrain", "id": "imported", "type": terrain},
               "geometry": {"type": "Polygon", "coordinates": [ring, *(holes or [])]}}
    path = folder / "shapes.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "ccp": {"space": "grid"}, "features": [feature]}))
    return path


SQUARE = [[1, -1], [3, -1], [3, -3], [1, -3], [1, -1]]


@pytest.mark.parametrize(
    ("ring", "holes", "terrain", "says"),
    [
        ([[1, -1], [3, -3], [3, -1], [1, -3], [1, -1]], None, "jungle", "crosses itself"),
        (SQUARE, [[[5, -5], [5, -6], [6, -6], [6, -5], [5, -5]]], "jungle", "outside its shell"),
        (SQUARE, None, "lava", "unknown terrain 'lava'"),
    ],
)
def test_import_geojson_refuses_a_map_validate_would_reject(layout, tmp_path: Path, capsys, ring, holes, terrain, says) -> None:
    box, _outside = layout
    geojson = _geojson(tmp_path, ring, holes, terrain)
    before = snapshot(box)
    code, out, err = run(capsys, "map", "import-geojson", str(box / "maps" / "demo-inland.yaml"), str(geojson), "--space", "grid")
    assert code == 1 and out == ""
    assert says in err and "not changed" in err
    assert snapshot(box) == before  # no .bak either
    code, _out, err = run(capsys, "map", "import-geojson", str(box / "maps" / "demo-inland.yaml"), str(_geojson(tmp_path, SQUARE)), "--space", "grid")
    assert code == 0, err
    code, out, _err = run(capsys, "validate", str(box))
    assert code == 0, out


def test_a_picture_of_ones_own_in_the_maps_folder_may_be_rendered_again(layout, capsys) -> None:
    box, _outside = layout
    for _ in range(2):
        code, _out, err = run(capsys, "render", "demo-inland", "--data", str(box), "-o", str(box / "maps" / "preview.png"))
        assert code == 0, err
    shutil.copyfile(box / "maps" / "scans" / "demo-inland.png", box / "maps" / "inland-scan.png")
    _edit = (box / "maps" / "demo-inland.yaml").read_text().replace("file: scans/demo-inland.png", "file: inland-scan.png")
    (box / "maps" / "demo-inland.yaml").write_text(_edit)
    code, _out, err = run(capsys, "render", "demo-inland", "--data", str(box), "-o", str(box / "maps" / "inland-scan.png"))
    assert code == 2 and "scan of a game box" in err  # a scan kept beside the maps is still the map's scan


def test_a_maps_folder_linked_into_another_box_is_still_outside(tmp_path: Path, capsys) -> None:
    box = copy_demo(tmp_path / "box")
    other = copy_demo(tmp_path / "other")
    link_folder(box, "maps", other / "maps")
    before = snapshot(other)
    code, _out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(png(tmp_path / "s.png")), "--id", "m1")
    assert code == 2 and "outside the game box" in err
    assert snapshot(other) == before


def test_no_output_goes_into_the_folders_of_the_demo_box(shipped: Path, tmp_path: Path, capsys) -> None:
    before = snapshot(shipped)
    for command in (["render", "demo-inland", "--data", str(shipped), "-o", str(shipped / "maps" / "new.png")],
                    ["generate", "--seed", "1", "-o", str(shipped / "scenarios" / "new.yaml")],
                    ["play", str(shipped / "scenarios" / "demo-ridge-line.yaml"), "--log", str(shipped / "scenarios" / "game.log")]):
        code, _out, err = run(capsys, *command)
        assert code == 2 and "read-only" in err, command
    assert snapshot(shipped) == before


def _tiny_disk_available() -> bool:
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"], capture_output=True)
    return probe.returncode == 0


@pytest.mark.slow
@pytest.mark.skipif(not _tiny_disk_available(), reason="no private mount namespace for a tiny disk here")
def test_render_and_sheet_on_a_really_full_disk(layout, tmp_path: Path) -> None:
    """A 1 MiB disk filled up before the command: the write itself fails, not only the flush."""
    box, _outside = layout
    disk = tmp_path / "disk"
    disk.mkdir()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    for command, name in ((["render", "demo-inland", "--data", str(box), "--scale", "160"], "map.png"),
                          (["sheet", str(box / "scenarios" / "demo-ridge-line.yaml")], "sheet.pdf")):
        inner = " ".join(f"'{a}'" for a in [sys.executable, "-m", "ccp_editor", *command, "-o", str(disk / name)])
        script = (f"mount -t tmpfs -o size=1m tmpfs {disk} && printf 'previous good' > {disk}/{name} && "
                  f"(head -c 2000000 /dev/zero > {disk}/filler 2>/dev/null; true) && {inner}; rc=$?; "
                  f"ls -a {disk}; echo; cat {disk}/{name}; exit $rc")
        proc = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 1, proc.stdout + proc.stderr
        assert "No space left on device" in proc.stderr
        assert proc.stdout.rstrip().endswith("previous good")  # the old file whole
        assert ".tmp" not in proc.stdout  # no temporary left
