"""How close a re-trace of a demo map gets: calibrate on its synthetic scan and digitise every shape
again with the editor's tools, then compare per-hex terrain with the shipped map.

The tracer is scripted: it clicks each control point and each shipped vertex where it appears on the
scan (through the map's own calibration, the transform the synthetic scan was drawn with), at half
scan resolution, with up to one screen pixel of hand jitter, in the order a person would trace
(hills, then areas, then lines), with snapping and trace-along on. Every click is a real mouse
event on the canvas, so snapping, calibration and the tools decide where the points land.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from ccp_editor.core.calibration import map_calibration
from ccp_editor.core.editing import open_ring
from ccp_editor.core.terrain import derive
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor import MapEditor
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import MapDocument, Shapes

MAPS = Path(__file__).resolve().parent.parent / "maps"
ZOOM = 0.5  # screen pixels per scan pixel while tracing
JITTER_PX = 1.0  # screen pixels


def retrace(qtbot, tmp_path: Path, name: str, seed: int = 6) -> tuple[MapDocument, MapDocument]:
    (tmp_path / "scans").mkdir()
    shutil.copy(MAPS / "scans" / f"{name}.png", tmp_path / "scans" / f"{name}.png")
    shutil.copy(MAPS / f"{name}.yaml", tmp_path / f"{name}.yaml")
    shipped: MapDocument = load_document(tmp_path / f"{name}.yaml", MapDocument)  # type: ignore[assignment]
    truth = map_calibration(shipped)
    assert truth is not None and shipped.scan is not None
    model, _ = DocumentModel.open(tmp_path / f"{name}.yaml")
    assert model is not None
    model.doc.shapes = Shapes()
    model.doc.overrides = {}
    model.doc.scan.control_points = []  # type: ignore[union-attr]
    ed = MapEditor(model)
    qtbot.addWidget(ed)
    ed.resize(1280, 800)
    ed.show()
    qtbot.waitExposed(ed)
    canvas = ed.canvas
    rng = random.Random(seed)

    def click_world(wx: float, wy: float) -> None:
        canvas.set_view(ZOOM, QPointF(canvas.width() / 2 - wx * ZOOM, canvas.height() / 2 - wy * ZOOM))
        p = canvas.world_to_widget_pt(wx, wy)
        pos = QPoint(round(p.x() + rng.uniform(-JITTER_PX, JITTER_PX)), round(p.y() + rng.uniform(-JITTER_PX, JITTER_PX)))
        QTest.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    ed.set_tool("calibrate")
    for cp in shipped.scan.control_points:
        ed.next_hex.setText(cp.hex)
        click_world(cp.x, cp.y)
    assert ed.state.calibration is not None

    def trace(points: list[list[float]]) -> None:
        for x, y in points:
            click_world(*truth.grid_to_pixel(x, y))
        QTest.keyClick(canvas, Qt.Key.Key_Return)

    ed.set_tool("level")
    for s in sorted(shipped.shapes.levels, key=lambda s: s.level):
        ed.level_spin.setValue(s.level)
        trace(open_ring(s.polygon))
    ed.set_tool("area")
    for s in shipped.shapes.terrain:
        ed.area_type.set_id(s.type)
        assert ed.area_type.current_id() == s.type
        trace(open_ring(s.polygon))
    for s in shipped.shapes.lines:
        if s.type == "bridge":
            ed.set_tool("bridge")
        else:
            ed.set_tool("line")
            ed.line_type.set_id(s.type)
        trace(s.points)
    # line widths are typed in the shape's properties, not clicked: give each the shipped width
    for i, s in enumerate(shipped.shapes.lines):
        model.doc.shapes.lines[i].width = s.width
    return shipped, model.doc


def differing_hexes(shipped: MapDocument, traced: MapDocument) -> tuple[list[str], list[str]]:
    from ccp_editor.io.dataset import builtin_ruleset

    rs = builtin_ruleset()
    a, b = derive(shipped, rs).hexes, derive(traced, rs).hexes
    terrain = [h for h in a if (a[h].terrain, a[h].level, a[h].crest) != (b[h].terrain, b[h].level, b[h].crest)]
    features = [h for h in a if {f.type: f.hexsides for f in a[h].features} != {f.type: f.hexsides for f in b[h].features}]
    return terrain, features


@pytest.mark.parametrize("name", ["demo-inland", "demo-coastal"])
def test_retrace_from_the_scan_gives_the_shipped_terrain(qtbot, tmp_path: Path, name: str) -> None:
    shipped, traced = retrace(qtbot, tmp_path, name)
    assert len(traced.shapes.terrain) == len(shipped.shapes.terrain)
    assert len(traced.shapes.levels) == len(shipped.shapes.levels)
    assert len(traced.shapes.lines) == len(shipped.shapes.lines)
    terrain, features = differing_hexes(shipped, traced)
    print(f"\n{name}: {len(terrain)} of 150 hexes differ in terrain/level/crest {terrain}; "
          f"{len(features)} differ in road/trail/bridge hexsides {features}")
    assert len(terrain) <= 3
    assert len(features) <= 3
