"""No stale state: the Problems panel and the browser follow every change to the open box (files
another program adds, saves, imports), and the READ-ONLY badge follows a document's file after
Save As."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from ccp_editor.cli import main as cli
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.gamebox import create_box

from .demo_copy import DEMO
from .windows import box_window, close_windows

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")

_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path, root: Path) -> MainWindow:
    window = box_window(qtbot, tmp_path, root)
    _WINDOWS.append(window)
    return window


def panel_messages(window: MainWindow) -> list[str]:
    tree = window.problems_panel
    return [tree.topLevelItem(i).text(3) for i in range(tree.topLevelItemCount())]


def needs_text(window: MainWindow) -> bool:
    return any("random battles need" in m for m in panel_messages(window))


def test_problems_follow_files_another_program_adds(qtbot, tmp_path):
    create_box(tmp_path / "box", "Mine")
    box = tmp_path / "box"
    window = make_window(qtbot, tmp_path, box)
    qtbot.waitUntil(lambda: needs_text(window), timeout=5000)
    assert window.workspace.counts()["map"] == 0
    assert cli(["box", "import", "demo", "--data", str(box)]) == 0  # in a terminal, beside the window
    qtbot.waitUntil(lambda: not needs_text(window), timeout=8000)
    assert window.workspace.counts()["map"] == 2  # the browser lists the new maps
    assert "Problems (0 errors" in window.problems_dock.windowTitle()
    assert "demo-inland" in window.workspace.dataset.maps  # and the generator sees them


def test_a_save_checks_the_box_again(qtbot, tmp_path):
    create_box(tmp_path / "box", "Mine")
    box = tmp_path / "box"
    assert cli(["box", "import", "demo", "--data", str(box), "--only", "forces,tables,fate"]) == 0
    window = make_window(qtbot, tmp_path, box)
    qtbot.waitUntil(lambda: any("maps" in m for m in panel_messages(window)), timeout=5000)
    follower = window.box_follower
    before = follower.checks
    model = window.open_path(box / "tables" / "demo-chits.yaml")
    model.set_value("/name", "My chits")
    window.tabs.currentWidget().setFocus()
    QTest.keyClick(window.tabs.currentWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not model.dirty
    qtbot.waitUntil(lambda: follower.checks > before, timeout=5000)
    assert not follower.changed_on_disk()  # its own save does not make the box read again
    assert window.workspace.dataset.chits is model.doc  # the tab and the box share one document
    (box / "tables" / "stray.yaml").write_text("kind: objective_chits\n", encoding="utf-8")
    assert follower.changed_on_disk()  # a file another program adds does


def test_the_read_only_badge_goes_after_save_as(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, DEMO)
    model = window.open_path(DEMO / "tables" / "objective_chits.yaml")
    badge = window.views[model].findChild(QLabel, "readOnlyBadge")
    assert badge.isVisible()
    target = tmp_path / "my-chits.yaml"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_current_as()
    assert target.is_file() and model.path == target
    assert not badge.isVisible()
