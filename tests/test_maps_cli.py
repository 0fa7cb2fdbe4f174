"""`ccp-editor map hexes|derive|calibrate` and `ccp-editor render`: output shape, exit codes, files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from ccp_editor.cli import main
from ccp_editor.io.dataset import PACKAGE_DIR

MAPS = PACKAGE_DIR.parent / "maps"
KEYS = {"id", "terrain", "features", "level", "crest", "water", "building", "objective", "exit_point", "override"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def copy_map(tmp_path: Path, name: str = "demo-inland") -> Path:
    target = tmp_path / f"{name}.yaml"
    shutil.copy(MAPS / f"{name}.yaml", target)
    (tmp_path / "scans").mkdir(exist_ok=True)
    shutil.copy(MAPS / "scans" / f"{name}.png", tmp_path / "scans" / f"{name}.png")
    return target


def edit_yaml(path: Path, edit) -> None:
    lines = path.read_text().splitlines(keepends=True)
    header = lines[0] if lines[0].startswith("#") else ""
    data = yaml.safe_load(path.read_text())
    edit(data)
    path.write_text(header + yaml.safe_dump(data, sort_keys=False))


# ----------------------------------------------------------------------------- map hexes


@pytest.mark.parametrize("ref", ["demo-inland", str(MAPS / "demo-inland.yaml")])
def test_hexes_json_has_every_hex_with_the_documented_fields(capsys, ref: str) -> None:
    code, out, _ = run(capsys, "map", "hexes", ref, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["map"] == "demo-inland"
    hexes = data["hexes"]
    assert len(hexes) == 150 and len({h["id"] for h in hexes}) == 150
    assert all(set(h) == KEYS for h in hexes)
    by_id = {h["id"]: h for h in hexes}
    assert sorted(h["objective"] for h in hexes if h["objective"] is not None) == [1, 2, 3, 4, 5]
    assert by_id["A6"]["exit_point"] == {"edge": "left", "value": 1}
    assert by_id["A1"]["exit_point"] is None
    assert by_id["D6"]["building"] == "temple" and by_id["D6"]["objective"] == 1
    assert by_id["G5"]["terrain"] == "bridge" and by_id["G5"]["water"] is False
    assert {"type": "road", "hexsides": [2, 5]} in by_id["G5"]["features"]
    # the override wins in the effective view and is flagged
    assert by_id["N2"]["override"] is True and by_id["N2"]["terrain"] == "bush"
    assert sum(h["override"] for h in hexes) == 1
    assert all(isinstance(h["level"], int) and isinstance(h["crest"], bool) for h in hexes)


def test_hexes_cached_matches_derived(capsys) -> None:
    _, derived, _ = run(capsys, "map", "hexes", "demo-coastal", "--json", "--compact")
    _, cached, _ = run(capsys, "map", "hexes", "demo-coastal", "--json", "--compact", "--cached")
    assert json.loads(derived) == json.loads(cached)
    assert "\n" not in derived.strip()


def test_hexes_table(capsys) -> None:
    code, out, _ = run(capsys, "map", "hexes", "demo-inland")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "map demo-inland (150 hexes)"
    assert len([ln for ln in lines if ln[:1].isalpha() and ln.split()[0][1:].isdigit()]) == 150
    assert any(ln.startswith("N2   bush*") for ln in lines)
    assert lines[-1] == "* an override applies to this hex"


def test_map_id_resolves_from_outside_the_project(capsys, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)  # no data set here: the demo data set is used
    code, out, _ = run(capsys, "map", "hexes", "demo-coastal", "--json")
    assert code == 0 and json.loads(out)["map"] == "demo-coastal"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["map", "hexes", "no-such-map"], "unknown map 'no-such-map' (data set demo has: demo-coastal, demo-inland)"),
        (["map", "hexes", "missing.yaml"], "no such map file: missing.yaml"),
        (["map", "derive", "no-such-map", "--check"], "unknown map 'no-such-map'"),
        (["render", "no-such-map", "-o", "x.png"], "unknown map 'no-such-map'"),
        (["map", "derive", "demo-inland", "--tolerance", "0.9"], "--tolerance must be between 0 and 0.5"),
        (["render", "demo-inland", "-o", "x.jpg"], "must end in .png or .svg"),
        (["render", "demo-inland", "-o", "x.png", "--scale", "1"], "scale must be between 4 and 1000"),
    ],
)
def test_usage_errors_exit_2_with_one_line(capsys, argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_not_a_map_document_exits_2(capsys, tmp_path: Path) -> None:
    path = tmp_path / "ds.yaml"
    path.write_text("kind: dataset\nformat: 1\nid: x\nname: X\nprovenance: user\n")
    code, _, err = run(capsys, "map", "hexes", str(path))
    assert code == 2 and "expected a map document" in err
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: map\nformat: 1\nid: x\n")
    code, _, err = run(capsys, "map", "hexes", str(bad))
    assert code == 2 and "bad.yaml:" in err and len(err.strip().splitlines()) == 1


def test_write_and_check_are_exclusive(capsys) -> None:
    code, _, _ = run(capsys, "map", "derive", "demo-inland", "--write", "--check")
    assert code == 2


# ----------------------------------------------------------------------------- map derive


def test_check_fails_on_a_tampered_copy_and_write_fixes_it(capsys, tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    assert run(capsys, "map", "derive", str(path), "--check")[0] == 0

    def tamper(data: dict) -> None:
        data["hexes"]["B3"]["terrain"] = "bush"
        data["hexes"]["G5"].pop("features")
        del data["hexes"]["O10"]

    edit_yaml(path, tamper)
    code, out, _ = run(capsys, "map", "derive", str(path), "--check")
    assert code == 1
    assert "disagrees with the shapes in 3 hex(es)" in out
    assert "  B3: terrain: stored bush, shapes give jungle" in out
    assert "  G5: features: stored none, shapes give bridge 2/5, road 2/5" in out
    assert "  O10: missing from the stored cache" in out

    code, out, _ = run(capsys, "map", "derive", str(path), "--write")
    assert code == 0 and "wrote 150 derived hexes" in out
    assert (tmp_path / "demo-inland.yaml.bak").is_file()
    assert path.read_text().startswith("# yaml-language-server: $schema=")
    assert run(capsys, "map", "derive", str(path), "--check")[0] == 0


def test_derive_reports_overrides_and_ambiguous_hexes(capsys) -> None:
    code, out, _ = run(capsys, "map", "derive", "demo-inland")
    assert code == 0
    assert "ambiguous hexes: none (tolerance 0.1)" in out
    assert "overrides that win: 1" in out
    assert "  N2: terrain bush (shapes give open_ground) - demo:" in out
    code, out, _ = run(capsys, "map", "derive", "demo-inland", "--tolerance", "0.3")
    assert code == 0
    assert "ambiguous hexes (the Type changes if the hexside tolerance 0.3 is halved or doubled):" in out
    assert "  B9: open_ground (x0.5: gully, x2: open_ground)" in out  # the gully crosses into B9 by 0.15-0.3


def test_tolerance_written_with_the_cache(capsys, tmp_path: Path) -> None:
    path = copy_map(tmp_path, "demo-coastal")
    assert run(capsys, "map", "derive", str(path), "--write", "--tolerance", "0.2")[0] == 0
    assert yaml.safe_load(path.read_text())["grid"]["overlap_tolerance"] == 0.2
    assert run(capsys, "map", "derive", str(path), "--check")[0] == 0


def test_geometry_problems_exit_1_and_repair_on_request(capsys, tmp_path: Path) -> None:
    path = copy_map(tmp_path)

    def break_shape(data: dict) -> None:
        data["shapes"]["terrain"][0]["polygon"] = [[0, 0], [2, 2], [2, 0], [0, 2]]
        data["shapes"]["terrain"][0]["id"] = "bowtie"

    edit_yaml(path, break_shape)
    code, out, _ = run(capsys, "map", "derive", str(path))
    assert code == 1
    line = next(ln for ln in out.splitlines() if "bowtie" in ln)
    assert line.startswith(f"{path}:") and "/shapes/terrain/0/polygon: shape 'bowtie': outer ring crosses itself" in line
    # --repair alone reports what it would do and saves nothing
    text = path.read_text()
    code, out, _ = run(capsys, "map", "derive", str(path), "--repair")
    assert "repair: split shape 'bowtie' into 2 valid parts" in out
    assert path.read_text() == text
    code, out, _ = run(capsys, "map", "derive", str(path), "--repair", "--write")
    assert code == 0
    assert run(capsys, "validate", str(path))[0] == 0
    assert run(capsys, "map", "derive", str(path), "--check")[0] == 0


# ----------------------------------------------------------------------------- map calibrate


def test_calibrate_json(capsys) -> None:
    code, out, _ = run(capsys, "map", "calibrate", "demo-inland", "--json")
    assert code == 0
    data = json.loads(out)
    assert 0.0 < data["rms_px"] < 2.0
    assert 4 <= len(data["residuals"]) <= 6
    assert 1.0 < abs(data["rotation_degrees"]) < 2.0


def test_calibrate_text_and_bad_points(capsys, tmp_path: Path) -> None:
    code, out, _ = run(capsys, "map", "calibrate", "demo-coastal")
    assert code == 0 and "RMS" in out
    path = copy_map(tmp_path, "demo-coastal")
    edit_yaml(path, lambda d: d["scan"].update(control_points=d["scan"]["control_points"][:2]))
    code, out, _ = run(capsys, "map", "calibrate", str(path))
    assert code == 1 and "at least 3 control points" in out


# ----------------------------------------------------------------------------- render


def test_render_png_and_svg(capsys, tmp_path: Path) -> None:
    png, svg = tmp_path / "m.png", tmp_path / "m.svg"
    assert run(capsys, "render", "demo-inland", "-o", str(png), "--scale", "40")[0] == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    from PySide6.QtGui import QImage

    from .reference_images import assert_matches_reference

    assert_matches_reference(QImage(str(png)), "render-demo-inland")
    assert run(capsys, "render", str(MAPS / "demo-coastal.yaml"), "-o", str(svg))[0] == 0
    text = svg.read_text()
    assert "<svg" in text and "</svg>" in text and len(text) > 10_000


def test_render_with_scan(capsys, tmp_path: Path) -> None:
    out = tmp_path / "s.png"
    assert run(capsys, "render", "demo-coastal", "-o", str(out), "--scan", "--scale", "30")[0] == 0
    assert out.stat().st_size > 10_000


def test_render_scan_errors_exit_2(capsys, tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    (tmp_path / "scans" / "demo-inland.png").unlink()
    code, _, err = run(capsys, "render", str(path), "-o", str(tmp_path / "x.png"), "--scan")
    assert code == 2 and "scan image not found" in err
    edit_yaml(path, lambda d: d.pop("scan"))
    code, _, err = run(capsys, "render", str(path), "-o", str(tmp_path / "x.png"), "--scan")
    assert code == 2 and "has no scan" in err
    code, _, err = run(capsys, "render", str(path), "-o", str(tmp_path / "nowhere" / "x.png"))
    assert code == 2 and "no such folder" in err
