"""A shared game box is untrusted: every way its manifest or maps can be hostile becomes one
positioned problem in ``validate DIR`` and in every other command, never a traceback, a hang or
a walk outside the box; and ``validate DIR`` passes exactly the boxes the other commands accept."""

from __future__ import annotations

import os
import re
import shutil
import struct
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.core.validate import validate_paths
from ccp_editor.io.dataset import clear_cache, load_dataset
from ccp_editor.io.gate import image_info
from ccp_editor.io.images import MAX_SCAN_PIXELS
from tests.demo_copy import copy_demo

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<pointer>/\S*): (?P<message>.+)$")


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_cache()
    yield
    clear_cache()


@pytest.fixture
def box(tmp_path: Path) -> Path:
    return copy_demo(tmp_path / "box")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def set_manifest(box: Path, **fields: str) -> None:
    """Replace (or add) top-level manifest fields, keeping the rest of the file."""
    lines = (box / "dataset.yaml").read_text().splitlines()
    for key, value in fields.items():
        lines = [ln for ln in lines if not ln.startswith(f"{key}:")]
        lines.append(f"{key}: {value}")
    (box / "dataset.yaml").write_text("\n".join(lines) + "\n")


def problem_lines(out: str) -> list[re.Match]:
    found = [LINE.match(line) for line in out.splitlines()]
    assert all(found), out
    return [m for m in found if m]


# ----------------------------------------------------------------------------- manifest


def _fifo(box: Path) -> str:
    os.mkfifo(box / "forces" / "pipe.yaml")
    return "[forces/pipe.yaml]"


def _dev_zero(box: Path) -> str:
    (box / "forces" / "zero.yaml").symlink_to("/dev/zero")
    return "[forces/zero.yaml]"


def _folder(box: Path) -> str:
    (box / "forces" / "folder.yaml").mkdir()
    return "[forces/folder.yaml]"


MANIFEST_CASES = [
    # (field, value or maker, pointer, words of the message)
    ("ruleset", "'builtin:nonexistent'", "/ruleset", "unknown built-in rule set 'nonexistent'"),
    ("ruleset", "../../ruleset.yaml", "/ruleset", "leaves the game box"),
    ("maps", "/", "/maps", "not an absolute path"),
    ("maps", "../../../..", "/maps", "leaves the game box"),
    ("scenarios", "maps/../../..", "/scenarios", "leaves the game box"),
    ("forces", "[/etc/passwd]", "/forces/0", "not an absolute path"),
    ("forces", "[forces/../../outside.yaml]", "/forces/0", "leaves the game box"),
    ("forces", "[forces/missing.yaml]", "/forces/0", "no such file"),
    ("objective_chits", "tables/nothing.yaml", "/objective_chits", "no such file"),
    ("fortification_ob", "forces/jp.yaml", "", "expected a fortification_ob document here, got forces"),
    ("forces", _fifo, "/forces/0", "not a regular file"),
    ("forces", _dev_zero, "/forces/0", "not a regular file"),
    ("forces", _folder, "/forces/0", "it is a folder"),
    ("maps", "nowhere", "/maps", "no such folder"),
]


@pytest.mark.parametrize("field, value, pointer, words", MANIFEST_CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(MANIFEST_CASES)])
def test_hostile_manifest_entry_is_one_positioned_problem(
    box: Path, capsys: pytest.CaptureFixture[str], field: str, value, pointer: str, words: str
) -> None:
    set_manifest(box, **{field: value(box) if callable(value) else value})
    code, out, err = run(capsys, "validate", str(box))
    assert code == 1
    assert "Traceback" not in out + err
    hits = [m for m in problem_lines(out) if words in m["message"]]
    if pointer:
        hits = [m for m in hits if m["file"].endswith("dataset.yaml")]
    assert len(hits) == 1, out
    if pointer:
        assert hits[0]["pointer"] == pointer
        assert hits[0]["file"] == str(box / "dataset.yaml")
        assert int(hits[0]["line"]) > 1  # the line of the entry, not the top of the file
    # the loader used by generate and the GUI agrees and never raises
    _ds, problems = load_dataset(box)
    assert any(words in p.message for p in problems)


def test_generate_refuses_the_same_box_with_the_same_problem(box: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_manifest(box, ruleset="'builtin:nonexistent'")
    code, _out, err = run(capsys, "generate", "--seed", "1", "--data", str(box))
    assert code != 0
    assert "unknown built-in rule set 'nonexistent'" in err and "Traceback" not in err


def test_maps_folder_naming_root_is_refused_without_walking_the_disk(box: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    walked: list[str] = []
    real_walk = os.walk

    def spy(top, *a, **k):
        walked.append(str(top))
        return real_walk(top, *a, **k)

    monkeypatch.setattr(os, "walk", spy)
    set_manifest(box, maps="/")
    load_dataset(box)
    assert "/" not in walked
    assert all(w.startswith(str(box.resolve())) for w in walked)


def test_a_link_to_a_file_outside_the_box_is_read_and_said(box: Path, tmp_path: Path, capsys) -> None:
    shared = tmp_path / "shared-forces.yaml"
    (box / "forces" / "us.yaml").rename(shared)
    (box / "forces" / "us.yaml").symlink_to(shared)
    ds, problems = load_dataset(box)
    assert "US" in ds.forces
    warning = [p for p in problems if "outside the game box" in p.message]
    assert len(warning) == 1 and warning[0].severity == "warning"
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 0 and "outside the game box" in out


def test_a_pipe_among_the_maps_is_reported_not_opened(box: Path) -> None:
    os.mkfifo(box / "maps" / "stuck.yaml")
    problems = validate_paths([box])  # would block forever if the pipe were opened
    assert any("stuck.yaml" in p.message and "not a regular file" in p.message for p in problems)


# ----------------------------------------------------------------------------- whole-box checks


def test_the_demo_box_passes_whole(capsys: pytest.CaptureFixture[str]) -> None:
    from ccp_editor.io.dataset import demo_dataset_root

    root = demo_dataset_root()
    assert root is not None
    code, out, _ = run(capsys, "validate", str(root / "dataset.yaml"), str(root / "maps"), str(root / "scenarios"))
    assert code == 0, out


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_collinear_control_points_fail_validate_like_render(box: Path, capsys, tmp_path: Path) -> None:
    inland = box / "maps" / "demo-inland.yaml"
    text = inland.read_text()
    start = text.index("  control_points:")
    end = text.index("  synthetic:")
    points = "  control_points:\n" + "".join(f"  - hex: {h}\n    x: {x}\n    y: 100.0\n" for h, x in (("A1", 100.0), ("C1", 300.0), ("E1", 500.0)))
    inland.write_text(text[:start] + points + text[end:])
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    hit = [m for m in problem_lines(out) if m["file"].endswith("demo-inland.yaml") and "calibration" in m["message"]]
    assert hit and hit[0]["pointer"] == "/scan/control_points" and "one line" in hit[0]["message"]
    code, _out, err = run(capsys, "render", str(inland), "-o", str(tmp_path / "x.png"), "--scan")
    assert code != 0 and "one line" in err


def test_missing_and_fake_scans_fail_validate(box: Path, capsys) -> None:
    shutil.rmtree(box / "maps" / "scans")
    (box / "maps" / "scans").mkdir()
    (box / "maps" / "scans" / "demo-inland.png").write_text("this is not a picture")
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    messages = {m["file"].rsplit("/", 1)[-1]: m["message"] for m in problem_lines(out) if m["pointer"] == "/scan/file"}
    assert "scan image not found" in messages["demo-coastal.yaml"]
    assert "not a PNG, JPEG or TIFF image" in messages["demo-inland.yaml"]


def test_a_level_area_that_contradicts_the_stored_levels_fails_validate(box: Path, capsys) -> None:
    inland = box / "maps" / "demo-inland.yaml"
    text = inland.read_text()
    levels = text.index("  levels:")
    at = text.index("level: 1", levels)
    inland.write_text(text[:at] + "level: 3" + text[at + len("level: 1") :])
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    stale = [m for m in problem_lines(out) if m["file"].endswith("demo-inland.yaml") and m["pointer"].startswith("/hexes")]
    assert stale and all("map derive --write" in m["message"] for m in stale if m["message"].startswith("hex "))
    assert any("level: stored 1, shapes give 3" in m["message"] for m in stale)
    # the same check as map derive --check, which fails too
    code, _out, _err = run(capsys, "map", "derive", str(inland), "--check")
    assert code == 1


def test_a_document_of_the_wrong_kind_in_the_maps_folder_fails(box: Path, capsys) -> None:
    (box / "maps" / "chits.yaml").write_text((box / "tables" / "objective_chits.yaml").read_text())
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    assert any("expected a map document here, got objective_chits" in m["message"] for m in problem_lines(out))


# ----------------------------------------------------------------------------- coordinates


def test_scan_header_is_read_without_decoding(tmp_path: Path) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(png_bomb(40_000, 40_000))
    info = image_info(path)
    assert (info.width, info.height) == (40_000, 40_000) and info.pixels > MAX_SCAN_PIXELS and info.over_budget


def png_bomb(w: int, h: int) -> bytes:
    """A valid PNG header announcing ``w`` x ``h`` pixels, with a tiny (truncated) image body."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    body = zlib.compress(b"\0" * (w + 1) * 4)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


HUGE = [1e154, -1e154, 1.5e200, 1e308, -1.7e308, 1001.0, -2000.0]


@pytest.mark.parametrize("value", HUGE)
def test_out_of_range_coordinate_is_a_positioned_problem_in_every_command(box: Path, capsys, tmp_path: Path, value: float) -> None:
    inland = box / "maps" / "demo-inland.yaml"
    text = yaml_float(value)
    _edit(inland, "[[-1.357, -0.254]", f"[[{text}, -0.254]")
    expected_line = next(i for i, ln in enumerate(inland.read_text().splitlines(), 1) if text in ln)
    code, out, err = run(capsys, "validate", str(inland))
    assert code == 1 and "Traceback" not in err
    m = [m for m in problem_lines(out) if m["pointer"] == "/shapes/terrain/0/polygon/0/0"]
    assert m and int(m[0]["line"]) == expected_line
    for argv in (
        ["map", "derive", str(inland)],
        ["map", "derive", str(inland), "--write"],
        ["map", "hexes", str(inland)],
        ["los", str(inland), "A1", "C3"],
        ["render", str(inland), "-o", str(tmp_path / "out.png")],
    ):
        code, out, err = run(capsys, *argv)
        assert code in (1, 2), argv
        assert "Traceback" not in err and "/shapes/terrain/0/polygon/0/0" in err + out, argv


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(x=st.floats(allow_nan=False, allow_infinity=False), y=st.floats(allow_nan=False, allow_infinity=False))
def test_any_finite_coordinate_is_checked_without_a_crash(tmp_path_factory, x: float, y: float) -> None:
    from ccp_editor.core.validate import validate_file

    folder = tmp_path_factory.mktemp("coord")
    path = folder / "m.yaml"
    path.write_text(
        "kind: map\nformat: 1\nid: m\nname: M\nprovenance: user\nshapes:\n  terrain:\n"
        f"  - id: a\n    type: jungle\n    polygon: [[{yaml_float(x)}, {yaml_float(y)}], [1.0, 0.0], [0.0, 1.0]]\n"
    )
    problems = validate_file(path)  # runs the geometry checks too: no overflow may escape
    inside = abs(x) <= 1000 and abs(y) <= 1000
    flagged = {p.pointer for p in problems if p.pointer.startswith("/shapes/terrain/0/polygon/0/")}
    expected = {f"/shapes/terrain/0/polygon/0/{i}" for i, v in enumerate((x, y)) if abs(v) > 1000}
    assert flagged == expected
    assert inside == (not expected)


def yaml_float(value: float) -> str:
    """A float as YAML 1.1 reads it back as a float (with a dot and a signed exponent)."""
    return format(value, ".17e")


def test_new_map_refuses_a_png_bomb_before_copying_it(tmp_path: Path, capsys) -> None:
    box = copy_demo(tmp_path / "box")
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(png_bomb(23_000, 23_000))
    code, _out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(bomb), "--id", "bomb")
    assert code == 2 and "megapixel budget" in err and "Traceback" not in err
    assert not (box / "maps" / "scans" / "bomb.png").exists()
