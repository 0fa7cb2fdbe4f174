"""Window habits at 1280 x 800: Ctrl+S, Ctrl+Shift+S and Ctrl+W work while a table has focus; with
many documents open, Ctrl+Tab (most recent first) and the tab list reach any of them in a click or
two; no side panel makes the window taller than the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolButton

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.gamebox import create_box

from .demo_copy import DEMO
from .windows import close_windows

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    create_box(tmp_path / "box", "Mine", from_demo=True)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    _WINDOWS.append(window)
    window.open_dataset(tmp_path / "box")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def focus_table(window: MainWindow) -> QAbstractItemView:
    table = next(t for t in window.current_view().findChildren(QAbstractItemView) if t.isVisible() and t.objectName() == "tableView")
    table.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is table
    return table


def test_standard_keys_work_while_a_table_has_focus(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    assert window.select_view("forces:JP")
    model = window.current_model()
    table = focus_table(window)
    model.set_value("/name", "My Japanese forces")
    QTest.keyClick(table, Qt.Key.Key_S, CTRL)
    assert not model.dirty
    assert "My Japanese forces" in (tmp_path / "box" / "forces" / "jp.yaml").read_text()
    asked = []
    monkeypatch.setattr(window, "save_model_as", lambda m: asked.append(m) or False)
    QTest.keyClick(table, Qt.Key.Key_S, CTRL | SHIFT)
    assert asked == [model]
    QTest.keyClick(table, Qt.Key.Key_W, CTRL)
    assert model not in window.views  # the tab closed


def test_ctrl_tab_and_the_tab_list_reach_any_of_many_documents(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    for view in ("chits", "fortifications", "forces:US", "forces:CW", "fate:JP", "scenario:demo-ridge-line",
                 "scenario:demo-beach-landing", "map:demo-coastal", "map:demo-inland", "forces:JP"):
        assert window.select_view(view)
    assert window.tabs.count() == 11
    table = focus_table(window)
    QTest.keyClick(table, Qt.Key.Key_Tab, CTRL)
    switcher = window.document_switcher
    assert switcher.isVisible()
    names = [switcher.list.item(i).text() for i in range(switcher.list.count())]
    assert len(names) == 11 and names[0].startswith("Forces: Japan") and names[1].startswith("Map: Demo inland")
    assert switcher.list.currentRow() == 1  # the previous document, one Ctrl+Tab away
    QTest.keyClick(switcher.list, Qt.Key.Key_Tab, CTRL)  # Tab again with Ctrl held: the one before
    QTest.keyRelease(switcher.list, Qt.Key.Key_Control)
    assert not switcher.isVisible()
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith("Map: Demo coastal")
    # the tab list names every document; one entry takes you there
    button = window.tabs.cornerWidget(Qt.Corner.TopLeftCorner)
    assert isinstance(button, QToolButton) and button.isVisible()
    menu = button.menu()
    menu.aboutToShow.emit()
    entries = [a.text() for a in menu.actions()]
    assert len(entries) == 11 and "Objective chits" in " ".join(entries)
    target = next(a for a in menu.actions() if a.text().startswith("Objective chits") or "chits" in a.text().lower())
    target.trigger()
    assert "chits" in window.tabs.tabText(window.tabs.currentIndex()).lower()
    QTest.keyClick(window.tabs.currentWidget(), Qt.Key.Key_PageDown, CTRL)
    assert "chits" not in window.tabs.tabText(window.tabs.currentIndex()).lower()


def test_no_side_panel_makes_the_window_taller_than_800(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.action("actRandomBattle").trigger()
    assert window.select_view("cardgame:demo-ridge-line")
    assert window.select_view("forces:JP")
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        QApplication.processEvents()
        assert window.minimumSizeHint().height() <= 800, window.tabs.tabText(i)
        assert window.height() <= 800
