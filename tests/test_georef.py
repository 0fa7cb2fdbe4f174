"""World file and QGIS points file next to a calibrated scan (core, command line and map editor)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.core.calibration import map_calibration
from ccp_editor.core.georef import GeorefError, points_file_text, world_file_text
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.io.dataset import PACKAGE_DIR
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import MapDocument

MAPS = PACKAGE_DIR.parent / "maps"


def _copy(tmp_path: Path) -> Path:
    (tmp_path / "scans").mkdir()
    shutil.copy(MAPS / "scans" / "demo-inland.png", tmp_path / "scans" / "demo-inland.png")
    shutil.copy(MAPS / "demo-inland.yaml", tmp_path / "demo-inland.yaml")
    return tmp_path / "demo-inland.yaml"


def _world(text: str):
    a, d, b, e, c, f = (float(v) for v in text.split())
    return lambda col, row: (a * col + b * row + c, d * col + e * row + f)


def test_world_file_puts_each_control_point_on_its_hex_centre_in_grid_space() -> None:
    m = load_document(MAPS / "demo-inland.yaml", MapDocument)
    to_world = _world(world_file_text(m, "grid"))
    grid = HexGrid(m.grid)
    cal = map_calibration(m)
    for cp in m.scan.control_points:
        # the pixel whose centre is the clicked point: column cp.x - 0.5, row cp.y - 0.5
        x, y = to_world(cp.x - 0.5, cp.y - 0.5)
        gx, gy = grid.center(cp.hex)
        tol = 2.5 * cal.max_residual / cal.transform.scale + 1e-6
        assert (x, -y) == pytest.approx((gx, gy), abs=tol)
    pixels = _world(world_file_text(m, "pixels"))
    assert pixels(0, 0) == pytest.approx((0.5, -0.5))


def test_points_file_lists_the_control_points_as_qgis_reads_them() -> None:
    m = load_document(MAPS / "demo-inland.yaml", MapDocument)
    lines = points_file_text(m).splitlines()
    assert lines[1] == "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual"
    rows = [ln.split(",") for ln in lines[2:]]
    assert len(rows) == len(m.scan.control_points)
    first = m.scan.control_points[0]
    gx, gy = HexGrid(m.grid).center(first.hex)
    assert float(rows[0][0]) == pytest.approx(gx) and float(rows[0][1]) == pytest.approx(-gy)
    assert float(rows[0][2]) == pytest.approx(first.x) and float(rows[0][3]) == pytest.approx(-first.y)


def test_a_map_without_scan_has_nothing_to_georeference() -> None:
    m = load_document(MAPS / "demo-inland.yaml", MapDocument)
    m.scan = None
    with pytest.raises(GeorefError, match="no scan"):
        world_file_text(m)


def test_export_geojson_with_world_file_writes_both_next_to_the_scan(tmp_path: Path, capsys) -> None:
    path = _copy(tmp_path)
    assert main(["map", "export-geojson", str(path), "-o", str(tmp_path / "out.geojson"), "--world-file"]) == 0
    out = capsys.readouterr().out
    assert (tmp_path / "scans" / "demo-inland.pgw").is_file()
    assert (tmp_path / "scans" / "demo-inland.png.points").is_file()
    assert "world file" in out
    assert len((tmp_path / "scans" / "demo-inland.pgw").read_text().split()) == 6


def test_map_editor_writes_the_world_file_from_its_files_menu(qtbot, tmp_path: Path, monkeypatch) -> None:
    from ccp_editor.gui.mapeditor.files import MapFiles

    from .test_gui_mapeditor import open_editor

    editor = open_editor(qtbot, _copy(tmp_path))
    monkeypatch.setattr(MapFiles, "_space_choice", lambda self, question=None: "grid")  # the person answers Grid
    from PySide6.QtWidgets import QToolButton

    button = editor.findChild(QToolButton, "mapEditorFiles")
    action = next(a for a in button.menu().actions() if "world file" in a.text())
    action.trigger()
    assert (tmp_path / "scans" / "demo-inland.pgw").is_file()
    assert "QGIS lays the scan" in editor.status.text()
