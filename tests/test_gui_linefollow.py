"""Tracing a road by clicking its two ends with 'Follow the printed line' on: the traced line bends
with the road printed on the scan."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from shapely.geometry import LineString, Point

from ccp_editor.core import proposeeval, scansynth
from ccp_editor.core.calibration import map_calibration
from ccp_editor.io.storage import save_document

from .test_gui_mapeditor import grid_click, open_editor


def _box_with_road(tmp_path: Path) -> tuple[Path, LineString]:
    scan = scansynth.render(scansynth.random_layout(5, types=("jungle",), hills=0), 1100, 760, seed=5, jpeg_quality=85)
    doc = proposeeval.sample_map(scan.truth)
    doc = replace(doc, scan=replace(doc.scan, file="scan.png"))
    cal = map_calibration(doc)
    road_grid = [(3.0 + t * 0.02, 8.0 + 1.6 * math.sin(t * 0.02 * 1.1)) for t in range(0, 301)]
    road_px = [cal.grid_to_pixel(x, y) for x, y in road_grid]
    img = scan.image.copy()
    yy, xx = np.mgrid[0 : img.shape[0], 0 : img.shape[1]]
    half = 0.07 * cal.transform.scale
    for x, y in road_px[::1]:
        img[(xx + 0.5 - x) ** 2 + (yy + 0.5 - y) ** 2 <= half * half] = (180, 45, 35)
    img = np.ascontiguousarray(img)
    q = QImage(img.data, img.shape[1], img.shape[0], img.shape[1] * 3, QImage.Format.Format_RGB888)
    assert q.save(str(tmp_path / "scan.png"))
    path = tmp_path / "synthetic.yaml"
    save_document(doc, path)
    return path, LineString(road_grid)


def test_a_road_clicked_at_its_ends_follows_the_print(qtbot, tmp_path: Path) -> None:
    path, road = _box_with_road(tmp_path)
    editor = open_editor(qtbot, path)
    editor.set_tool("line")
    editor.line_type.set_id("road")
    editor.state.snapping = False
    editor.follow_scan.click()
    assert editor.tools["line"].follow_scan
    a, b = road.coords[0], road.coords[-1]
    grid_click(editor, *a)
    grid_click(editor, *b)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Return)
    line = editor.state.doc.shapes.lines[-1]
    assert line.type == "road" and len(line.points) > 4
    assert max(road.distance(Point(p)) for p in line.points) < 0.08  # on the printed road
    # without following, the same two clicks give the straight chord, far from the road's bend
    chord = LineString([a, b])
    assert max(chord.distance(Point(p)) for p in road.coords) > 0.5
