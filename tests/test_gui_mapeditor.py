"""The map editor driven by real mouse and key events (QTest) on the demo synthetic scan."""

from __future__ import annotations

import copy
import math
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from ccp_editor.core.calibration import calibrate
from ccp_editor.core.editing import ring_points, shared_vertices, snap
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.core.terrain import derive
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor import MapEditor
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.io.documents import load_document, read_document
from ccp_editor.model import to_data
from ccp_editor.model.mapdoc import MapDocument, Shapes, TerrainShape

MAPS = Path(__file__).resolve().parent.parent / "maps"
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def copy_map(tmp_path: Path, name: str = "demo-inland") -> Path:
    (tmp_path / "scans").mkdir(exist_ok=True)
    shutil.copy(MAPS / "scans" / f"{name}.png", tmp_path / "scans" / f"{name}.png")
    shutil.copy(MAPS / f"{name}.yaml", tmp_path / f"{name}.yaml")
    return tmp_path / f"{name}.yaml"


def open_editor(qtbot, path: Path, mutate=None) -> MapEditor:
    model, problems = DocumentModel.open(path)
    assert model is not None, problems
    if mutate is not None:
        mutate(model.doc)
    editor = MapEditor(model)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def click(canvas, pos: QPointF | QPoint, button=LEFT) -> None:
    QTest.mouseClick(canvas, button, NONE, QPointF(pos).toPoint())


def grid_click(editor: MapEditor, x: float, y: float, button=LEFT) -> None:
    click(editor.canvas, editor.canvas.to_widget(x, y), button)


def drag(canvas, a: QPoint, b: QPoint, steps: int = 6) -> None:
    QTest.mousePress(canvas, LEFT, NONE, a)
    for k in range(1, steps + 1):
        QTest.mouseMove(canvas, QPoint(a.x() + (b.x() - a.x()) * k // steps, a.y() + (b.y() - a.y()) * k // steps))
    QTest.mouseRelease(canvas, LEFT, NONE, b)


@pytest.fixture
def inland(tmp_path: Path) -> Path:
    return copy_map(tmp_path)


def test_calibrate_three_points_then_a_fourth_shows_residuals(qtbot, inland: Path) -> None:
    shipped = load_document(inland, MapDocument)
    assert shipped.scan is not None
    truth = {cp.hex: (cp.x, cp.y) for cp in shipped.scan.control_points}

    def uncalibrate(doc: MapDocument) -> None:
        assert doc.scan is not None
        doc.scan.control_points = []

    ed = open_editor(qtbot, inland, uncalibrate)
    assert ed.state.calibration is None
    ed.set_tool("calibrate")
    canvas = ed.canvas
    clicked: dict[str, QPoint] = {}
    for hex_id in ("A1", "O1", "A10"):
        ed.next_hex.setText(hex_id)
        pos = canvas.world_to_widget_pt(*truth[hex_id]).toPoint()
        clicked[hex_id] = pos
        click(canvas, pos)
    scan = ed.state.doc.scan
    assert scan is not None and [cp.hex for cp in scan.control_points] == ["A1", "O1", "A10"]
    for cp in scan.control_points:  # stored where the click landed, in scan pixels
        wx, wy = canvas.to_world(QPointF(clicked[cp.hex]))
        assert (cp.x, cp.y) == pytest.approx((wx, wy), abs=0.01)
    assert ed.state.calibration is not None
    # three points fit an affine exactly: no error to measure, and the panel says so (no "RMS 0.00")
    assert ed.cp_table.rowCount() == 3
    assert [ed.cp_table.item(r, 1).text() for r in range(3)] == ["", "", ""]
    assert ed.rms_label.text().startswith("Exact fit; add a fourth point to measure the error")
    assert "RMS" not in ed.rms_label.text()
    # a fourth point disagrees a little: its residual is shown, equal to the core fit's
    ed.next_hex.setText("H5")
    click(canvas, canvas.world_to_widget_pt(*truth["H5"]).toPoint() + QPoint(3, -2))
    cal = calibrate(ed.state.doc.scan.control_points, HexGrid(ed.state.doc.grid))
    shown = [float(ed.cp_table.item(r, 1).text()) for r in range(4)]
    assert shown == pytest.approx([r.distance for r in cal.residuals], abs=0.006)
    assert max(shown) > 0.5
    assert f"RMS {cal.rms:.2f} px" in ed.rms_label.text()
    # the grid overlay follows the fit: hex centres now land on the scan's dots (within what the
    # fourth click's deliberate 3 x 2 screen pixels off, and the clicks' whole pixels, move the fit)
    near = max(4.0, (math.hypot(3, 2) + 1) / canvas.zoom)
    for hex_id in ("A1", "O10"):
        gx, gy = ed.state.grid.center(hex_id)
        wx, wy = ed.state.grid_to_world().apply(gx, gy)
        assert (wx, wy) == pytest.approx(truth[hex_id], abs=near)
    # drag a control point: one undo step, then undo restores it
    before = copy.deepcopy(ed.state.doc.scan.control_points)
    start = canvas.world_to_widget_pt(ed.state.doc.scan.control_points[0].x, ed.state.doc.scan.control_points[0].y).toPoint()
    drag(canvas, start, start + QPoint(5, 4))
    assert ed.state.doc.scan.control_points[0].x != before[0].x
    ed.model.undo_stack.undo()
    assert ed.state.doc.scan.control_points == before
    # right-click removes a point
    click(canvas, start, Qt.MouseButton.RightButton)
    assert len(ed.state.doc.scan.control_points) == 3


def test_calibration_needs_a_hex_id_and_a_hex_of_the_map(qtbot, inland: Path) -> None:
    def uncalibrate(doc: MapDocument) -> None:
        doc.scan.control_points = []  # type: ignore[union-attr]

    ed = open_editor(qtbot, inland, uncalibrate)
    ed.set_tool("calibrate")
    click(ed.canvas, QPoint(400, 300))
    assert "type the id" in ed.status.text()
    ed.next_hex.setText("Z9")
    click(ed.canvas, QPoint(400, 300))
    assert "not a hex" in ed.status.text()
    assert ed.state.doc.scan.control_points == []  # type: ignore[union-attr]


def test_grid_settings_edit_updates_overlay_and_undoes(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    ed.grid_columns.setValue(12)
    assert ed.state.doc.grid.columns == 12
    assert len(ed.state.grid.hex_ids) == 120
    assert len(ed.state.derivation.hexes) == 120
    ed.grid_offset.setCurrentText("even")
    assert ed.state.doc.grid.offset == "even"
    ed.model.undo_stack.undo()
    ed.model.undo_stack.undo()
    assert ed.state.doc.grid.columns == 15 and ed.grid_columns.value() == 15
    assert ed.grid_offset.currentText() == "odd"


def empty_shapes(doc: MapDocument) -> None:
    doc.shapes = Shapes()


def test_trace_polygon_with_snapping_stores_grid_geometry(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    canvas = ed.canvas
    target = ed.state.doc.shapes.terrain[0]
    vx, vy = target.polygon[10]
    canvas.center_on_grid(vx, vy, 80.0)
    ed.set_tool("area")
    ed.area_type.set_id("swamp")
    near = canvas.to_widget(vx, vy).toPoint() + QPoint(4, -3)  # within 10 px of the vertex
    others = [QPoint(near.x() + 120, near.y() + 10), QPoint(near.x() + 100, near.y() + 130), QPoint(near.x() - 20, near.y() + 110)]
    expected = []
    for p in others:  # where each free click lands: on a nearby edge when there is one, else as clicked
        gx, gy = canvas.to_grid(QPointF(p))
        s = snap(ed.state.doc.shapes, gx, gy, canvas.tolerance())
        expected.append(list(s.point) if s else [gx, gy])
    click(canvas, near)
    for p in others:
        click(canvas, p)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    shape = ed.state.doc.shapes.terrain[-1]
    assert shape.type == "swamp" and shape.id == "swamp-1"
    assert shape.polygon[0] == [vx, vy]  # snapped exactly onto the existing vertex
    assert [v for pt in shape.polygon[1:] for v in pt] == pytest.approx([v for pt in expected for v in pt], abs=1e-9)
    ed.model.undo_stack.undo()
    assert ed.state.doc.shapes.terrain[-1] is not shape and all(s.id != "swamp-1" for s in ed.state.doc.shapes.terrain)
    # with snapping toggled off by the S key the first point stays where clicked
    QTest.keyClick(canvas, Qt.Key.Key_S)
    assert not ed.state.snapping and not ed.act_snap.isChecked()
    for p in [near, *others]:
        click(canvas, p)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert ed.state.doc.shapes.terrain[-1].polygon[0] != [vx, vy]


def test_per_vertex_undo_while_drawing_and_escape(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    canvas = ed.canvas
    ed.set_tool("line")
    ed.line_type.set_id("trail")
    for p in (QPoint(300, 300), QPoint(400, 320), QPoint(500, 300)):
        click(canvas, p)
    tool = ed.tools["line"]
    assert len(tool.points) == 3
    QTest.keyClick(canvas, Qt.Key.Key_Backspace)
    assert len(tool.points) == 2
    QTest.keyClick(canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(tool.points) == 1
    assert ed.model.undo_stack.count() == 0  # the drawing undo never touched the document's stack
    click(canvas, QPoint(450, 450))
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    line = ed.state.doc.shapes.lines[0]
    assert line.type == "trail" and len(line.points) == 2
    click(canvas, QPoint(200, 200))
    QTest.keyClick(canvas, Qt.Key.Key_Escape)
    assert tool.points == []
    # a line with one point is refused with a message
    click(canvas, QPoint(200, 200))
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert "at least 2" in ed.status.text()


def square_at(editor: MapEditor, cx: float, cy: float, half: float, snap_first: list[QPoint] | None = None) -> list[QPoint]:
    return [editor.canvas.to_widget(cx + dx * half, cy + dy * half).toPoint() for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def test_shared_border_vertex_moves_in_both_shapes_with_undo_redo(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    canvas = ed.canvas
    grid = ed.state.grid
    cx, cy = grid.center("F5")
    canvas.center_on_grid(cx, cy, 70.0)
    ed.set_tool("area")
    ed.area_type.set_id("jungle")
    left = square_at(ed, cx - 0.8, cy, 0.8)
    for p in left:
        click(canvas, p)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    ed.area_type.set_id("bush")
    # second square shares the border: its left corners are clicked a few pixels off the first's
    right = [left[1] + QPoint(3, 2), left[1] + QPoint(90, 0), left[2] + QPoint(90, 0), left[2] + QPoint(-2, 3)]
    for p in right:
        click(canvas, p)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    a, b = ed.state.doc.shapes.terrain
    assert b.polygon[0] == a.polygon[1] and b.polygon[3] == a.polygon[2]
    shared = a.polygon[1]
    assert len(shared_vertices(ed.state.doc.shapes, *shared)) == 2
    before = copy.deepcopy(ed.state.doc.shapes)
    ed.set_tool("select")
    start = canvas.to_widget(*shared).toPoint()
    drag(canvas, start, start + QPoint(25, -18))
    a, b = ed.state.doc.shapes.terrain
    assert a.polygon[1] == b.polygon[0] != shared
    assert a.polygon[1] == pytest.approx(list(canvas.to_grid(QPointF(start + QPoint(25, -18)))), abs=1e-9)
    assert ed.model.undo_stack.count() == 3  # two traces and one drag
    ed.model.undo_stack.undo()
    assert to_data(ed.state.doc.shapes) == to_data(before)
    ed.model.undo_stack.redo()
    assert ed.state.doc.shapes.terrain[0].polygon[1] == ed.state.doc.shapes.terrain[1].polygon[0] != shared
    # double-click on the shared edge inserts a vertex in both shapes
    a, b = ed.state.doc.shapes.terrain
    mid = QPointF((canvas.to_widget(*a.polygon[1]) + canvas.to_widget(*a.polygon[2])) / 2).toPoint()
    QTest.mouseDClick(canvas, LEFT, NONE, mid)
    a, b = ed.state.doc.shapes.terrain
    assert len(a.polygon) == 5 and len(b.polygon) == 5
    new_vertex = a.polygon[2]
    assert new_vertex in b.polygon
    # right-click on it deletes it from both again
    click(canvas, canvas.to_widget(*new_vertex).toPoint(), Qt.MouseButton.RightButton)
    a, b = ed.state.doc.shapes.terrain
    assert len(a.polygon) == 4 and len(b.polygon) == 4


def test_trace_along_follows_an_existing_border(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    canvas = ed.canvas
    cx, cy = ed.state.grid.center("H5")
    canvas.center_on_grid(cx, cy, 60.0)
    ed.state.push([("/shapes/terrain", [TerrainShape(id="old", type="jungle", polygon=[
        [cx - 2, cy], [cx - 1, cy - 0.3], [cx, cy - 0.5], [cx + 1, cy - 0.3], [cx + 2, cy], [cx, cy + 2]])])], "seed")
    ed.set_tool("area")
    ed.area_type.set_id("grass")
    click(canvas, canvas.to_widget(cx - 2, cy).toPoint() + QPoint(2, 1))
    click(canvas, canvas.to_widget(cx + 2, cy).toPoint() + QPoint(-1, 2))
    click(canvas, canvas.to_widget(cx, cy - 2).toPoint())
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    new = ed.state.doc.shapes.terrain[-1]
    assert new.polygon[:5] == [[cx - 2, cy], [cx - 1, cy - 0.3], [cx, cy - 0.5], [cx + 1, cy - 0.3], [cx + 2, cy]]


def test_derived_terrain_follows_an_edit_and_its_undo(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    state = ed.state
    shipped = derive(ed.state.doc, state.ruleset)
    open_hexes = [h for h, i in shipped.hexes.items() if i.terrain == "open_ground"]
    target = open_hexes[len(open_hexes) // 2]
    cx, cy = state.grid.center(target)
    ed.canvas.center_on_grid(cx, cy, 70.0)
    ed.set_tool("area")
    ed.area_type.set_id("swamp")
    for dx, dy in ((-0.6, -0.6), (0.6, -0.6), (0.6, 0.6), (-0.6, 0.6)):
        grid_click(ed, cx + dx, cy + dy)
    QTest.keyClick(ed.canvas, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: state.latest_derivation().effective[target].terrain == "swamp", timeout=2000)
    assert state.derivation.hexes == derive(state.doc, state.ruleset).hexes
    # drag one corner far away: the incremental update matches a full derivation
    ed.set_tool("select")
    corner = ed.state.doc.shapes.terrain[-1].polygon[2]
    start = ed.canvas.to_widget(*corner).toPoint()
    drag(ed.canvas, start, start + QPoint(60, 40))
    qtbot.waitUntil(lambda: state.latest_derivation().hexes == derive(state.doc, state.ruleset).hexes, timeout=2000)
    ed.model.undo_stack.undo()
    ed.model.undo_stack.undo()
    qtbot.waitUntil(lambda: state.latest_derivation().effective[target].terrain == "open_ground", timeout=2000)
    assert state.derivation.hexes == shipped.hexes


def test_save_and_reload_equal(qtbot, inland: Path, tmp_path: Path) -> None:
    ed = open_editor(qtbot, inland)
    grid_click_hex = ed.state.grid.center("C3")
    ed.set_tool("objective")
    ed.objective_spin.setValue(5)
    grid_click(ed, *grid_click_hex)
    ed.set_tool("area")
    for dx, dy in ((-0.5, -0.5), (0.5, -0.5), (0.0, 0.5)):
        grid_click(ed, grid_click_hex[0] + dx, grid_click_hex[1] + dy)
    QTest.keyClick(ed.canvas, Qt.Key.Key_Return)
    out = tmp_path / "saved.yaml"
    ed.model.save(out)
    doc, _loaded, problems = read_document(out)
    assert problems == []
    assert to_data(doc) == to_data(ed.state.doc)
    assert doc.objectives["5"] == "C3"  # type: ignore[union-attr]
    assert not ed.model.dirty


def test_hex_tools_objectives_exits_rivers_boxes_overrides(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    grid = ed.state.grid
    ed.set_tool("exit")
    ed.exit_spin.setValue(3)
    x, y = grid.center("H1")
    grid_click(ed, x, y - 0.5)
    assert any(e.hex == "H1" and e.edge == "top" and e.value == 3 for e in ed.state.doc.exit_points)
    grid_click(ed, x, y - 0.5, Qt.MouseButton.RightButton)
    assert not any(e.hex == "H1" and e.edge == "top" for e in ed.state.doc.exit_points)
    grid_click(ed, *grid.center("H5"))
    assert "not on a map edge" in ed.status.text()
    ed.set_tool("river")
    x, y = grid.center("O5")
    grid_click(ed, x + 0.8, y)
    assert "right" in ed.state.doc.river_edges
    ed.set_tool("artillery")
    assert sorted(ed.state.doc.artillery_boxes) == ["bottom-right", "top-left"]
    x, y = grid.center("A10")
    grid_click(ed, x - 0.5, y + 0.5)
    assert "at most two" in ed.status.text()
    x1, y1 = grid.center("A1")
    grid_click(ed, x1 - 0.5, y1 - 0.5)
    grid_click(ed, x - 0.5, y + 0.5)
    assert sorted(ed.state.doc.artillery_boxes) == ["bottom-left", "bottom-right"]
    ed.set_tool("override")
    ed.ov_terrain.setCurrentIndex(ed.ov_terrain.findData("swamp"))
    ed.ov_reason.setText("printed swamp")
    grid_click(ed, *grid.center("B2"))
    assert ed.state.doc.overrides["B2"].terrain == "swamp"
    assert ed.state.derivation.effective["B2"].terrain == "swamp" and "B2" in ed.state.derivation.overridden
    grid_click(ed, *grid.center("B2"), Qt.MouseButton.RightButton)
    assert "B2" not in ed.state.doc.overrides
    ed.set_tool("objective")
    ed.objective_spin.setValue(2)
    grid_click(ed, *grid.center("K8"))
    assert ed.state.doc.objectives["2"] == "K8"
    n = ed.model.undo_stack.count()
    for _ in range(n):
        ed.model.undo_stack.undo()
    assert to_data(ed.state.doc) == to_data(load_document(inland, MapDocument))


def test_los_tool_shows_line_result_and_reason(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    ed.set_tool("los")
    grid = ed.state.grid
    grid_click(ed, *grid.center("A5"))
    grid_click(ed, *grid.center("F5"))
    tool = ed.tools["los"]
    assert tool.result is not None
    text = ed.los_text.toPlainText()
    assert text.startswith(f"LOS A5 -> F5: {tool.result.result}")
    for cause in tool.result.by:
        assert cause.hex in text
    image = ed.canvas.grab()
    assert not image.isNull()


def test_layers_lock_and_hide_stop_editing(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    canvas = ed.canvas
    shape = ed.state.doc.shapes.terrain[0]
    vertex = shape.polygon[5]
    canvas.center_on_grid(*vertex, 70.0)
    ed.set_layer(f"terrain:{shape.type}", locked=True)
    show, opacity, lock = ed.layer_widgets[f"terrain:{shape.type}"]
    assert lock.isChecked()
    start = canvas.to_widget(*vertex).toPoint()
    drag(canvas, start, start + QPoint(30, 30))
    assert ed.state.doc.shapes.terrain[0].polygon[5] == vertex
    opacity.setValue(40)
    assert ed.state.layers[f"terrain:{shape.type}"].opacity == pytest.approx(0.4)
    show.setChecked(False)
    assert not ed.state.layers[f"terrain:{shape.type}"].visible
    ed.set_brightness(40)
    assert ed.state.scan_brightness == 40
    assert not canvas.grab().isNull()


def test_simplify_split_merge_and_delete(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    canvas = ed.canvas
    cx, cy = ed.state.grid.center("G5")
    canvas.center_on_grid(cx, cy, 60.0)
    ed.set_tool("area")
    for dx, dy in ((-1.5, -1), (0, -1.001), (1.5, -1), (1.5, 1), (-1.5, 1)):
        grid_click(ed, cx + dx, cy + dy)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert len(ed.state.doc.shapes.terrain[0].polygon) == 5
    ed.simplify_selected(0.02)
    assert len(ed.state.doc.shapes.terrain[0].polygon) == 4
    ed.set_tool("split")
    grid_click(ed, cx, cy - 2)
    grid_click(ed, cx, cy + 2)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert len(ed.state.doc.shapes.terrain) == 2
    assert ed.state.doc.shapes.terrain[1].id == ed.state.doc.shapes.terrain[0].id + ".2"
    ed.state.select([("terrain", 0), ("terrain", 1)])
    ed.merge_selected()
    assert len(ed.state.doc.shapes.terrain) == 1
    ed.set_tool("select")
    grid_click(ed, cx + 0.3, cy + 0.2)
    assert ed.state.selection == [("terrain", 0)]
    QTest.keyClick(canvas, Qt.Key.Key_Delete)
    assert ed.state.doc.shapes.terrain == []
    ed.merge_selected()
    assert "select two or more" in ed.status.text()


def test_building_tool_draws_a_rectangle(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    cx, cy = ed.state.grid.center("D4")
    ed.canvas.center_on_grid(cx, cy, 80.0)
    ed.set_tool("building")
    grid_click(ed, cx - 0.3, cy - 0.1)
    grid_click(ed, cx + 0.3, cy - 0.1)
    grid_click(ed, cx, cy + 0.2)
    shape = ed.state.doc.shapes.terrain[0]
    assert shape.type == "building" and len(shape.polygon) == 4
    xs = [p[0] for p in shape.polygon]
    ys = [p[1] for p in shape.polygon]
    assert max(xs) - min(xs) == pytest.approx(0.6, abs=0.03) and max(ys) - min(ys) == pytest.approx(0.3, abs=0.03)
    assert ed.state.derivation.hexes["D4"].terrain == "hut"  # one hex: the derivation calls it a hut


def test_geojson_and_image_exchange_from_the_editor(qtbot, inland: Path, tmp_path: Path) -> None:
    ed = open_editor(qtbot, inland)
    out = tmp_path / "x.geojson"
    assert ed.export_geojson(out, "pixels")
    before = to_data(ed.state.doc.shapes)
    assert ed.import_geojson(out, replace=True)
    after = ed.state.doc.shapes
    assert [s.id for s in after.terrain] == [s["id"] for s in before["terrain"]]
    ed.model.undo_stack.undo()
    assert to_data(ed.state.doc.shapes) == before
    assert not ed.import_geojson(tmp_path / "missing.geojson")
    assert "no such file" in ed.status.text()
    assert ed.export_image(tmp_path / "m.png") and (tmp_path / "m.png").stat().st_size > 1000
    assert ed.export_image(tmp_path / "m.svg") and (tmp_path / "m.svg").read_text().startswith("<?xml")
    assert not ed.export_image(tmp_path / "m.gif")
    assert "png or .svg" in ed.status.text()


def test_opening_scans_good_and_bad(qtbot, inland: Path, tmp_path: Path) -> None:
    ed = open_editor(qtbot, inland)
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"not an image")
    assert not ed.open_scan(bad)
    assert "not a PNG, JPEG or TIFF image" in ed.status.text()  # by its content, before Qt sees it
    assert not ed.open_scan(tmp_path / "none.png")
    assert "not found" in ed.status.text()
    gif = tmp_path / "x.gif"
    gif.write_bytes(b"GIF89a")
    assert not ed.open_scan(gif)
    assert "PNG, JPEG or TIFF" in ed.status.text()
    jpeg = tmp_path / "scan.jpg"
    assert ed.state.scan is not None
    from PySide6.QtGui import QImage

    QImage(str(inland.parent / "scans" / "demo-inland.png")).save(str(jpeg), "JPEG")
    assert ed.open_scan(jpeg)
    assert ed.state.doc.scan is not None and ed.state.doc.scan.file == "scan.jpg"
    assert ed.state.scan is not None and ed.state.scan.size.width() == 2300
    assert ed.state.calibration is not None  # the control points were kept
    assert not ed.canvas.grab().isNull()


def test_works_without_a_scan(qtbot, inland: Path) -> None:
    def no_scan(doc: MapDocument) -> None:
        doc.scan = None

    ed = open_editor(qtbot, inland, no_scan)
    assert ed.state.scan is None and ed.state.calibration is None
    ed.set_tool("area")
    cx, cy = ed.state.grid.center("E5")
    for dx, dy in ((-0.5, -0.5), (0.5, -0.5), (0.0, 0.5)):
        grid_click(ed, cx + dx, cy + dy)
    QTest.keyClick(ed.canvas, Qt.Key.Key_Return)
    assert ed.state.doc.shapes.terrain[-1].polygon[0] == pytest.approx([cx - 0.5, cy - 0.5], abs=0.02)
    ed.set_tool("calibrate")
    click(ed.canvas, QPoint(300, 300))
    assert "open a scan first" in ed.status.text()


def test_large_scan_is_tiled(qtbot, tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage, QPainter

    from ccp_editor.gui.mapeditor.scan import TILE, ScanImage

    image = QImage(3000, 1400, QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    path = tmp_path / "big.tif"
    assert image.save(str(path), "TIFF")
    scan = ScanImage(path)
    assert scan.levels == 4 and scan.level_for(1.0) == 0 and scan.level_for(0.2) == 2
    target = QImage(400, 300, QImage.Format.Format_RGB32)
    target.fill(QColor("white"))
    p = QPainter(target)
    drawn = scan.draw(p, QRectF_(0, 0, TILE * 1.5, TILE * 0.5), 1.0)
    p.end()
    assert drawn == 2
    assert target.pixelColor(10, 10) == QColor("#808080")


def QRectF_(x: float, y: float, w: float, h: float):  # noqa: N802 (mirrors the Qt name)
    from PySide6.QtCore import QRectF

    return QRectF(x, y, w, h)


def test_map_documents_open_in_the_map_editor_tab(qtbot, inland: Path) -> None:
    from ccp_editor.gui.editors import register_all
    from ccp_editor.gui.editors.docview import DocumentView

    register_all()
    model, _ = DocumentModel.open(inland)
    view = DocumentView(model)
    qtbot.addWidget(view)
    assert isinstance(view.subviews["editor"], MapEditor)
    assert view.current_subview() is view.subviews["editor"]


def test_ruleset_default_is_builtin(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    assert {t.id for t in ed.state.ruleset.terrain} == {t.id for t in builtin_ruleset().terrain}


def test_a_drag_draws_fast_frames_and_the_release_repaints_smoothly(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    canvas = ed.canvas
    ed.set_tool("select")
    from ccp_editor.bench.mapeditor import _shared_vertex

    vertex = list(_shared_vertex(ed.state.doc))  # a border corner inside the map, not on its outline
    owner = shared_vertices(ed.state.doc.shapes, *vertex)[0].ring
    canvas.center_on_grid(vertex[0], vertex[1], 70.0)
    start = canvas.to_widget(*vertex).toPoint()
    QTest.mousePress(canvas, LEFT, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 4):
        QTest.mouseMove(canvas, start + QPoint(6 * step, 4 * step))
    assert canvas.fast  # nearest-pixel, unantialiased frames while the button is held
    canvas._rough = (0.0, 0.0, 1.0, 1.0)  # as a fast frame leaves it
    QTest.mouseRelease(canvas, LEFT, Qt.KeyboardModifier.NoModifier, start + QPoint(18, 12))
    assert not canvas.fast
    assert canvas._rough is None and canvas._dirty is not None  # the rough area is queued for a smooth redraw
    assert vertex not in [list(p) for p in ring_points(ed.state.doc.shapes, owner)]  # the drag moved it
