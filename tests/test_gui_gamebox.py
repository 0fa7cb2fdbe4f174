"""Starting every job from nothing in the window: an own game box from the demo, a new map from a
scan image through the guided calibration, a new scenario set up on the board, new forces in the
browser and the generator, Save As with a new id, a duplicate id reported, the read-only demo."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QDropEvent, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.newdocs.dialogs import NewDataSetDialog, NewMapDialog, NewScenarioDialog, SaveAsDialog
from ccp_editor.gui.newdocs.fields import DocumentFieldsForm
from ccp_editor.io.dataset import load_dataset
from ccp_editor.io.documents import read_document
from ccp_editor.io.gamebox import create_box
from ccp_editor.model import GridSettings
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate

from .demo_copy import DEMO
from .windows import box_window, close_windows

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# where the test scan puts the grid: pixels per hex unit and the pixel of A1's centre dot
SCAN_SCALE = 36.0
SCAN_ORIGIN = (70.0, 60.0)

_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)  # boards included: closing the window asks nothing


def make_window(qtbot, tmp_path: Path, root: Path) -> MainWindow:
    window = box_window(qtbot, tmp_path, root)
    _WINDOWS.append(window)
    return window


def own_box(tmp_path: Path) -> Path:
    create_box(tmp_path / "box", "Test box", from_demo=True)
    return tmp_path / "box"


def type_into(qtbot, edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def scan_pixel(hex_id: str) -> tuple[float, float]:
    gx, gy = HexGrid(GridSettings()).center(hex_id)
    return SCAN_ORIGIN[0] + gx * SCAN_SCALE, SCAN_ORIGIN[1] + gy * SCAN_SCALE


def make_scan(path: Path) -> Path:
    """A plain 'scan' of a 15 x 10 map: a dot at every hex centre, drawn for the test."""
    image = QImage(1100, 760, QImage.Format.Format_RGB32)
    image.fill(QColor("#f4efe0"))
    painter = QPainter(image)
    painter.setBrush(QColor("#202020"))
    for hex_id in HexGrid(GridSettings()).hex_ids:
        x, y = scan_pixel(hex_id)
        painter.drawEllipse(QPointF(x, y), 3, 3)
    painter.end()
    assert image.save(str(path))
    return path


def accept_next_dialog(cls, fill) -> None:
    """Fill and accept the next modal dialog of type ``cls`` once it is up (Save As runs modally)."""

    def attempt() -> None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, cls) and w.isVisible()]
        if not found:
            QTimer.singleShot(10, attempt)
            return
        fill(found[-1])

    QTimer.singleShot(0, attempt)


# ----------------------------------------------------------------------------- own box, read-only demo


def test_own_box_from_the_demo_through_the_start_page(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, DEMO)
    page = window.welcome
    assert page.demo_offer.isVisible() and page.badge.isVisible() and not page.own_badge.isVisible()
    assert "read-only" in page.root_label.text()
    qtbot.mouseClick(page.copy_button, LEFT)
    dialog = window.last_dialog
    assert isinstance(dialog, NewDataSetDialog) and dialog.demo_radio.isChecked()
    type_into(qtbot, dialog.name_edit, "Pacific box")
    assert dialog.folder_edit.text().endswith("pacific-box")  # suggested from the name
    target = tmp_path / "boxes" / "pacific"
    type_into(qtbot, dialog.folder_edit, str(target))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert window.workspace.root == target.resolve()
    assert page.own_badge.isVisible() and page.badge.isVisible()  # an own box still holding demo data
    assert not page.demo_offer.isVisible()
    assert window.settings.value("lastDataSet") == str(target.resolve())
    manifest, _, problems = read_document(target / "dataset.yaml")
    assert not problems and manifest.provenance == "user" and manifest.name == "Pacific box"
    assert sorted(p.name for p in (target / "schemas").iterdir()) == sorted(p.name for p in (DEMO / "schemas").iterdir())
    assert (target / "maps" / "scans" / "demo-inland.png").is_file()
    assert window.workspace.dataset.scenarios["demo-ridge-line"].provenance == "demo"  # unchanged demo copies
    assert [e.label for e in window.workspace.entries() if e.group == "map"]


def test_the_shipped_demo_is_never_saved_in_place(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, DEMO)
    path = DEMO / "scenarios" / "demo-ridge-line.yaml"
    before = path.read_bytes()
    model = window.open_path(path)
    assert window.views[model].findChild(type(window.welcome.root_label), "readOnlyBadge").isVisible()
    model.set_value("/name", "Changed")
    assert window.save_model(model) is False
    assert path.read_bytes() == before
    dialog = window.last_dialog
    assert isinstance(dialog, NewDataSetDialog) and dialog.isVisible()
    assert "read-only" in dialog.findChild(type(window.welcome.root_label), "dialogIntro").text()
    # making the own copy carries the unsaved edit into it, and the document stays open there
    type_into(qtbot, dialog.folder_edit, str(tmp_path / "own"))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    copy_path = tmp_path / "own" / "scenarios" / "demo-ridge-line.yaml"
    assert read_document(copy_path)[0].name == "Changed"
    assert path.read_bytes() == before
    reopened = window.current_model()
    assert reopened is not None and reopened.path == copy_path.resolve() and not reopened.dirty


def test_designing_in_the_demo_asks_for_an_own_box_first(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, DEMO)
    qtbot.mouseClick(window.welcome.entries["design"], LEFT)
    box_dialog = window.last_dialog
    assert isinstance(box_dialog, NewDataSetDialog)
    type_into(qtbot, box_dialog.folder_edit, str(tmp_path / "mine"))
    qtbot.mouseClick(box_dialog.ok_button, LEFT)
    # the box is made and opened, then the job the user asked for continues
    assert window.workspace.root == (tmp_path / "mine").resolve()
    assert isinstance(window.last_dialog, NewScenarioDialog) and window.last_dialog.isVisible()
    window.last_dialog.reject()


# ----------------------------------------------------------------------------- new map from a scan


def test_new_map_from_a_scan_guided_calibration_then_first_area(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    scan = make_scan(tmp_path / "river_crossing.png")
    window = make_window(qtbot, tmp_path, root)
    qtbot.mouseClick(window.welcome.entries["trace"], LEFT)
    dialog = window.last_dialog
    assert isinstance(dialog, NewMapDialog)
    assert not dialog.ok_button.isEnabled()  # no image yet
    type_into(qtbot, dialog.scan_edit, str(scan))
    assert "1100 x 760" in dialog.scan_info.text()
    assert dialog.names.name == "River crossing" and dialog.names.ident == "river-crossing"
    assert (dialog.columns.value(), dialog.rows.value()) == (15, 10)
    qtbot.mouseClick(dialog.ok_button, LEFT)

    map_path = root / "maps" / "river-crossing.yaml"
    assert map_path.is_file() and (root / "maps" / "scans" / "river-crossing.png").is_file()
    doc, _, _ = read_document(map_path)
    assert doc.status == "draft" and doc.provenance == "user"
    guide = window.calibration_guide
    editor = guide.editor
    assert guide.banner.isVisible() and "A1" in guide.text.text()
    assert editor.canvas.tool is editor.tools["calibrate"]
    canvas = editor.canvas
    for n, hex_id in enumerate(("A1", "O1", "A10")):
        qtbot.waitUntil(lambda h=hex_id: editor.next_hex.text() == h)
        assert f"Step {n + 1} of 3" in guide.text.text()
        QTest.mouseClick(canvas, LEFT, NONE, canvas.world_to_widget_pt(*scan_pixel(hex_id)).toPoint())
    qtbot.waitUntil(lambda: guide.finished)
    assert editor.state.calibration is not None
    assert "RMS" in guide.text.text() and editor.cp_table.rowCount() == 3
    assert editor.canvas.tool is editor.tools["area"]  # the Terrain tool is active
    # the grid now lies on the scan's dots: the fourth corner lands within a pixel (or within what
    # clicks on whole screen pixels allow, when the canvas shows the scan smaller than 1:1)
    wx, wy = editor.state.grid_to_world().apply(*editor.state.grid.center("O10"))
    assert (wx, wy) == pytest.approx(scan_pixel("O10"), abs=max(1.0, 1.5 / canvas.zoom))

    # trace one area around hex C3 and see the derived hex
    editor.area_type.set_id("jungle")
    cx, cy = editor.state.grid.center("C3")
    canvas.center_on_grid(cx, cy, 70.0)
    for dx, dy in ((-0.6, -0.5), (0.6, -0.5), (0.6, 0.5), (-0.6, 0.5)):
        QTest.mouseClick(canvas, LEFT, NONE, canvas.to_widget(cx + dx, cy + dy).toPoint())
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert editor.state.doc.shapes.terrain[-1].type == "jungle"
    assert editor.state.derivation.effective["C3"].terrain == "jungle"
    editor.show_hex("C3")
    assert "C3" in editor.hex_info.text() and "jungle" in editor.hex_info.text()
    # saved as a draft: the generator does not draw it
    assert window.save_current()
    assert read_document(map_path)[0].status == "draft"
    ds, _ = load_dataset(root)
    assert "river-crossing" not in prepare(ds).map_ids and "river-crossing" in prepare(ds).draft_map_ids


def test_dropping_or_opening_a_scan_starts_the_new_map_dialog(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    scan = make_scan(tmp_path / "dropped.png")
    window = make_window(qtbot, tmp_path, root)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(scan))])
    drop = QDropEvent(QPointF(400, 300), Qt.DropAction.CopyAction, mime, LEFT, NONE)
    window.dropEvent(drop)  # what Qt calls when a file is dropped on the window
    assert drop.isAccepted()
    dialog = window.last_dialog
    assert isinstance(dialog, NewMapDialog) and dialog.scan_edit.text() == str(scan)
    dialog.reject()
    assert window.open_path(scan) is None
    assert isinstance(window.last_dialog, NewMapDialog) and window.last_dialog is not dialog
    assert window.last_dialog.scan_edit.text() == str(scan)
    window.last_dialog.reject()


def test_a_map_is_marked_ready_only_when_its_checks_pass(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "maps" / "demo-coastal.yaml")
    view = window.views[model]
    view.show_subview("document")
    form = view.subviews["document"]
    assert isinstance(form, DocumentFieldsForm) and form.status_label.text() == "Status: ready"
    qtbot.mouseClick(form.draft_button, LEFT)
    assert model.doc.status == "draft"
    assert "demo-coastal" not in prepare(window.workspace.dataset).map_ids
    # the wizard offers it only by name, marked as a draft; the random draw never picks it
    qtbot.mouseClick(window.welcome.entries["generate"], LEFT)
    wizard = window.tabs.currentWidget()
    items = {wizard.map_combo.itemData(i): wizard.map_combo.itemText(i) for i in range(wizard.map_combo.count())}
    assert "draft" in items["demo-coastal"] and "draft" not in items["demo-inland"]
    window.tabs.setCurrentWidget(window.views[model])
    # a missing objective keeps it a draft, with the reason listed
    objectives = dict(model.doc.objectives)
    del objectives["5"]
    model.set_value("/objectives", objectives)
    assert not form.ready_button.isEnabled()
    assert any("objective 5 not placed" in form.readiness.item(i).text() for i in range(form.readiness.count()))
    model.undo_stack.undo()
    assert form.ready_button.isEnabled()
    qtbot.mouseClick(form.ready_button, LEFT)
    assert model.doc.status == "ready"
    assert "demo-coastal" in prepare(window.workspace.dataset).map_ids


# ----------------------------------------------------------------------------- scenario, forces, Save As


def test_new_scenario_straight_to_the_board_and_set_up(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    qtbot.mouseClick(window.welcome.entries["design"], LEFT)
    dialog = window.last_dialog
    assert isinstance(dialog, NewScenarioDialog)
    type_into(qtbot, dialog.names.name_edit, "Temple assault")
    assert dialog.names.ident == "temple-assault"
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("demo-inland"))
    dialog.year_combo.setCurrentIndex(dialog.year_combo.findData(1943))
    dialog.allied_combo.setCurrentIndex(dialog.allied_combo.findData("US"))
    dialog.japan_ob.setCurrentIndex(1)
    dialog.allied_ob.setCurrentIndex(1)
    qtbot.mouseClick(dialog.board_button, LEFT)

    path = root / "scenarios" / "temple-assault.yaml"
    sc, _, problems = read_document(path)
    assert not problems and sc.provenance == "user" and sc.map == "demo-inland"
    assert sc.sides.japan.units and all(u.hex is None for u in sc.sides.japan.units)
    assert len(sc.sides.japan.setup_area) == 15 * 2  # Attacker, wide: 2 rows deep (RSG 10)
    assert len(sc.sides.allied.setup_area) == 15 * 8  # Defender, wide: 8 rows deep
    assert "temple-assault" in window.workspace.dataset.scenarios
    from ccp_editor.gui.board.widget import BoardWidget

    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    session = board.session
    assert session.units("japan", "unplaced")
    for side in ("japan", "allied"):
        qtbot.mouseClick(board.findChild(type(dialog.ok_button), f"autoSetup_{side}"), LEFT)
        assert not session.units(side, "unplaced")
    areas = {s: set(getattr(sc.sides, s).setup_area) for s in ("japan", "allied")}
    for side in ("japan", "allied"):
        assert all(u.hex in areas[side] for u in session.units(side, "map"))
    ds, problems = load_dataset(root)
    assert not [p for p in problems if p.severity == "error"]


def test_save_as_asks_for_a_new_id_and_keeps_the_original(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    original = root / "scenarios" / "demo-ridge-line.yaml"
    before = original.read_bytes()
    model = window.open_path(original)
    seen: dict[str, str] = {}

    def fill(dialog: SaveAsDialog) -> None:
        seen["proposed"] = dialog.names.ident
        type_into(qtbot, dialog.names.id_edit, "demo-ridge-line")
        seen["clash"] = dialog.names.message.text()
        seen["ok_on_clash"] = str(dialog.ok_button.isEnabled())
        type_into(qtbot, dialog.names.id_edit, "ridge-line-night")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    accept_next_dialog(SaveAsDialog, fill)
    assert window.save_current_as()
    assert seen["proposed"] == "demo-ridge-line-japan-vs-us-copy"  # from the name
    assert "already used" in seen["clash"] and seen["ok_on_clash"] == "False"
    new = root / "scenarios" / "ridge-line-night.yaml"
    doc, _, problems = read_document(new)
    assert not problems and doc.id == "ridge-line-night" and doc.provenance == "user"
    assert doc.name.endswith("(copy)")
    assert original.read_bytes() == before
    ds = window.workspace.dataset
    assert {"demo-ridge-line", "ridge-line-night"} <= set(ds.scenarios)
    assert model.path == new and window.views[model].path_label.text() == str(new)
    _, problems = load_dataset(root)
    assert not [p for p in problems if p.severity == "error"]


def test_new_forces_show_in_the_browser_and_the_generator(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    # a copy of the US forces of one's own: Save As registers it for the US in the manifest
    model = window.open_path(root / "forces" / "us.yaml")
    model.set_value("/ob_cards/0/name", "My own rifle platoon")

    def fill(dialog: SaveAsDialog) -> None:
        type_into(qtbot, dialog.names.name_edit, "My US forces")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    accept_next_dialog(SaveAsDialog, fill)
    assert window.save_current_as()
    new = root / "forces" / "my-us-forces.yaml"
    assert new.is_file()
    manifest = read_document(root / "dataset.yaml")[0]
    assert "forces/my-us-forces.yaml" in manifest.forces and "forces/us.yaml" not in manifest.forces
    labels = [window.browser.topLevelItem(1).child(i).text(0) for i in range(window.browser.topLevelItem(1).childCount())]
    assert "US: My US forces" in labels
    data = prepare(window.workspace.dataset)
    assert data.nations["US"].forces is model.doc
    sc = generate(data, 3, allied="US", year=1943)
    us_cards = {c.id: c.name for c in model.doc.ob_cards}
    assert sc.sides.allied.ob in us_cards
    # and a brand-new, empty forces document (File > New) is saved into the box the same way
    new_doc = window.create_document("forces")
    form = window.views[new_doc].subviews["document"]
    form.nation_combo.setCurrentIndex(form.nation_combo.findData("CW"))
    form.nation_combo.activated.emit(form.nation_combo.currentIndex())
    assert new_doc.doc.nation == "CW"

    def fill_new(dialog: SaveAsDialog) -> None:
        type_into(qtbot, dialog.names.name_edit, "Chindits")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    accept_next_dialog(SaveAsDialog, fill_new)
    assert window.save_current()
    assert (root / "forces" / "chindits.yaml").is_file()
    assert "forces/chindits.yaml" in read_document(root / "dataset.yaml")[0].forces
    assert window.workspace.dataset.forces["CW"].name == "Chindits"


def test_a_duplicate_id_is_reported_naming_both_files(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    shutil.copy(root / "scenarios" / "demo-ridge-line.yaml", root / "scenarios" / "ridge-copy.yaml")
    window = make_window(qtbot, tmp_path, root)
    qtbot.waitUntil(lambda: window.problems_panel.topLevelItemCount() > 0)
    messages = [window.problems_panel.topLevelItem(i).text(3) for i in range(window.problems_panel.topLevelItemCount())]
    clash = [m for m in messages if "duplicate scenario id 'demo-ridge-line'" in m]
    assert clash and all("ridge-copy.yaml" in m and "demo-ridge-line.yaml" in m for m in clash)


def test_the_document_form_edits_id_and_name_as_undoable_steps(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "scenarios" / "demo-beach-landing.yaml")
    view = window.views[model]
    view.show_subview("document")
    form = view.subviews["document"]
    type_into(qtbot, form.name_edit, "Beach at dawn")
    QTest.keyClick(form.name_edit, Qt.Key.Key_Return)
    assert model.doc.name == "Beach at dawn"
    type_into(qtbot, form.id_edit, "demo-ridge-line")  # taken by the other scenario
    QTest.keyClick(form.id_edit, Qt.Key.Key_Return)
    assert model.doc.id == "demo-beach-landing" and "already used" in form.message.text()
    form.provenance_combo.setCurrentIndex(form.provenance_combo.findData("user"))
    form.provenance_combo.activated.emit(form.provenance_combo.currentIndex())
    assert model.doc.provenance == "user"
    model.undo_stack.undo()
    model.undo_stack.undo()
    assert model.doc.name == "Demo: Beach Landing (Japan vs Commonwealth)" and model.doc.provenance == "demo"
    assert form.name_edit.text() == model.doc.name
    assert QDialog is not None and QPoint is not None


def test_a_generated_battle_is_saved_into_the_box_with_an_id(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.rsgwizard.integration import open_generated

    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    sc = generate(prepare(window.workspace.dataset), 11)
    open_generated(window, sc)
    model = window.current_model()
    assert model is not None and model.path is None and model.doc.id == sc.id

    def fill(dialog: SaveAsDialog) -> None:
        assert dialog.names.name.startswith(sc.name) and str(dialog.path.parent) == str(root / "scenarios")
        type_into(qtbot, dialog.names.id_edit, "battle-11")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    assert window.save_current()  # the first Save is a plain save under the id it has (issue 25)
    first, _, problems = read_document(root / "scenarios" / f"{sc.id}.yaml")
    assert not problems and first.id == sc.id and model.path.name == f"{sc.id}.yaml"
    accept_next_dialog(SaveAsDialog, fill)
    assert window.save_current_as()  # Save As asks for the id
    saved, _, problems = read_document(root / "scenarios" / "battle-11.yaml")
    assert not problems and saved.id == "battle-11" and saved.provenance == "generated"
    assert "battle-11" in window.workspace.dataset.scenarios
    assert "battle-11" in load_dataset(root)[0].scenarios


def test_the_new_document_dialogs_are_named_views(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    scan = make_scan(tmp_path / "coast.png")
    window = make_window(qtbot, tmp_path, root)
    for name, cls in (("new-box", NewDataSetDialog), (f"new-map:{scan}", NewMapDialog), ("new-scenario", NewScenarioDialog)):
        assert window.select_view(name)
        assert isinstance(window.last_dialog, cls) and window.last_dialog.isVisible()
        window.last_dialog.reject()
    assert window.last_dialog is not None


def test_an_id_taken_by_another_file_is_flagged_while_editing(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "scenarios" / "demo-beach-landing.yaml")
    assert not [p for p in model.problems if p.pointer == "/id"]
    model.set_value("/id", "demo-ridge-line")  # e.g. typed in the YAML view
    model.validate_now()
    clash = [p for p in model.problems if p.pointer == "/id"]
    assert clash and "already used by scenarios/demo-ridge-line.yaml" in clash[0].message
    model.undo_stack.undo()
    model.validate_now()
    assert not [p for p in model.problems if p.pointer == "/id"]
