"""Bringing documents into an own box in the window: the random battle wizard on an empty box says
what is missing and imports it, File > Import from Another Box... lists the source by name with
check boxes and asks about clashing ids, New > Forces asks the nation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.newdocs.importbox import ImportBoxDialog
from ccp_editor.io.dataset import load_dataset
from ccp_editor.io.gamebox import create_box

from .demo_copy import DEMO
from .windows import box_window, close_windows

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")

_WINDOWS: list[MainWindow] = []
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path, root: Path) -> MainWindow:
    window = box_window(qtbot, tmp_path, root)
    _WINDOWS.append(window)
    return window


def empty_box(tmp_path: Path) -> Path:
    create_box(tmp_path / "box", "Mine")
    return tmp_path / "box"


def tree_labels(dialog: ImportBoxDialog) -> dict[str, tuple[str, bool, bool]]:
    """Each listed document: its shown name -> (status text, ticked, enabled)."""
    out = {}
    for i in range(dialog.tree.topLevelItemCount()):
        group = dialog.tree.topLevelItem(i)
        for j in range(group.childCount()):
            c = group.child(j)
            out[c.text(0)] = (c.text(1), c.checkState(0) == Qt.CheckState.Checked, bool(c.flags() & Qt.ItemFlag.ItemIsEnabled))
    return out


def test_the_wizard_on_an_empty_box_names_what_is_missing_and_imports_it(qtbot, tmp_path):
    box = empty_box(tmp_path)
    window = make_window(qtbot, tmp_path, box)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    assert not wizard.start_button.isEnabled()
    text = wizard.missing_panel.findChild(type(wizard.title), "missingList").text()
    assert "this box has no forces for Japan" in text and "no maps" in text
    assert "data set" not in text  # words a player uses, not the generator's message
    button = wizard.missing_panel.findChild(QPushButton, "importMissingButton")
    qtbot.mouseClick(button, LEFT)
    dialog = window.last_dialog
    assert isinstance(dialog, ImportBoxDialog)
    labels = tree_labels(dialog)
    assert labels["Japan: Demo Japanese forces"][1]  # what is missing is ticked
    assert not labels["Demo: Ridge Line (Japan vs US)"][1]  # scenarios were not asked for
    assert "forces for Japan" in dialog.findChild(type(wizard.title), "importReason").text()
    qtbot.mouseClick(dialog.import_button, LEFT)
    fresh = window.tabs.currentWidget()
    assert fresh is not wizard and fresh.objectName() == "rsgWizard"
    assert fresh.start_button.isEnabled()
    assert getattr(fresh, "missing_panel", None) is None
    assert "Japan" in [window.tabs.tabText(i) for i in range(window.tabs.count())][-1] or fresh.data is not None
    ds, problems = load_dataset(box)
    assert "JP" in ds.forces and ds.maps and ds.chits is not None and "JP" in ds.fate_decks
    assert window.workspace.counts()["forces"] == 3  # the browser lists them without a restart
    qtbot.mouseClick(fresh.start_button, LEFT)  # and a battle starts
    assert fresh.pages.currentWidget() is fresh.run_page


def test_import_dialog_asks_about_a_clashing_id(qtbot, tmp_path, monkeypatch):
    box = empty_box(tmp_path)
    from ccp_editor.cli import main as cli

    assert cli(["box", "import", "demo", "--data", str(box), "--only", "maps:demo-inland,forces:JP"]) == 0
    own = box / "maps" / "demo-inland.yaml"
    own.write_text(own.read_text().replace("name: 'Demo inland", "name: 'My inland"), encoding="utf-8")
    jp = box / "forces" / "demo-jp.yaml"
    jp.write_text(jp.read_text().replace("name: Demo Japanese forces", "name: My Japanese forces"), encoding="utf-8")
    window = make_window(qtbot, tmp_path, box)
    window.action("actImportBox").trigger()
    dialog = window.last_dialog
    labels = tree_labels(dialog)
    status, ticked, enabled = labels["Japan: Demo Japanese forces"]
    assert not enabled and not ticked and "one per nation" in status
    assert dialog.clash_box.isVisible()
    assert "Demo inland" in dialog.clash_label.text()
    assert "copied under the new id demo-inland-2" in dialog.summary.text()
    dialog.skip_radio.click()
    assert "demo-inland-2" not in dialog.summary.text()
    dialog.rename_radio.click()
    qtbot.mouseClick(dialog.import_button, LEFT)
    ds = window.workspace.dataset
    assert ds.maps["demo-inland"].name.startswith("My inland")
    assert "demo-inland-2" in ds.maps
    assert ds.forces["JP"].name == "My Japanese forces"
    assert {e.label for e in window.workspace.entries() if e.group == "map"} >= {"Demo coastal: palm beach and the lookout hill"}


def test_new_forces_asks_the_nation(qtbot, tmp_path, monkeypatch):
    box = empty_box(tmp_path)
    window = make_window(qtbot, tmp_path, box)
    asked = {}

    def answer(_parent, _title, label, items, *_a):
        asked["label"], asked["items"] = label, items
        return "United States", True

    monkeypatch.setattr("ccp_editor.gui.newdocs.flows.QInputDialog.getItem", answer)
    from ccp_editor.gui.newdocs.flows import new_forces

    model = new_forces(window)
    assert asked["label"] == "Forces of which nation?"
    assert "Japan" in asked["items"] and "Copy forces from another box..." in asked["items"]
    assert model.doc.nation == "US" and model.doc.name == "United States forces"
    assert window.current_model() is model


def test_new_scenario_on_a_box_without_maps_offers_the_import(qtbot, tmp_path):
    box = empty_box(tmp_path)
    window = make_window(qtbot, tmp_path, box)
    window.action("actNewScenario").trigger()
    dialog = window.last_dialog
    button = dialog.findChild(QPushButton, "importMissingButton")
    assert button is not None and "no maps" in button.toolTip()
    qtbot.mouseClick(button, LEFT)
    importer = window.last_dialog
    assert isinstance(importer, ImportBoxDialog)
    qtbot.mouseClick(importer.import_button, LEFT)
    again = window.last_dialog  # the New scenario dialog comes back, now with maps
    assert again is not importer and again.map_combo.count() == 2
    assert again.findChild(QPushButton, "importMissingButton") is None
