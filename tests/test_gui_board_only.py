"""View › Board Only (F11): the board fills the window (no menu bar, tab bar, docks or status bar),
the board keeps what play needs; F11 or Esc returns; each board tab remembers its mode."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO
from .windows import close_windows

RIDGE = "demo-ridge-line"
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    window = MainWindow(QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat), tmp_path / "recovery")
    _WINDOWS.append(window)
    assert DEMO is not None and window.open_dataset(DEMO)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def chrome_visible(window: MainWindow) -> dict[str, bool]:
    return {"menu": window.menuBar().isVisible(), "tabs": window.tabs.tabBar().isVisible(),
            "status": window.statusBar().isVisible()}


def key(window: MainWindow, k: Qt.Key) -> None:
    target = window.focusWidget() or window
    QTest.keyClick(target, k)


def test_f11_shows_the_board_alone_and_f11_returns(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.select_view(f"board:{RIDGE}")
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    board.view.setFocus()
    window.layouts.switch("design")  # a layout with docks, so there is something to hide
    docks_before = {d.objectName() for d in window.findChildren(QDockWidget) if d.isVisible()}
    assert docks_before
    QApplication.processEvents()
    area_before = board.view.width() * board.view.height()
    key(window, Qt.Key.Key_F11)
    assert chrome_visible(window) == {"menu": False, "tabs": False, "status": False}
    assert not any(d.isVisible() for d in window.findChildren(QDockWidget))
    assert board.view.isVisible() and board.toolbar.isVisible() and board.tracks.isVisible()  # what play needs
    qtbot.waitUntil(lambda: board.view.width() * board.view.height() > area_before * 1.1)
    assert "F11" in board.message_text()
    key(window, Qt.Key.Key_F11)
    assert chrome_visible(window) == {"menu": True, "tabs": True, "status": True}
    assert {d.objectName() for d in window.findChildren(QDockWidget) if d.isVisible()} == docks_before


def test_esc_returns_unless_a_board_tool_is_on(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.select_view(f"board:{RIDGE}")
    board = window.tabs.currentWidget()
    board.view.setFocus()
    window.action("actBoardOnly").trigger()
    assert not window.menuBar().isVisible()
    board.toggle_los(True)  # Esc first cancels the LOS tool, Board Only stays
    key(window, Qt.Key.Key_Escape)
    assert board.view.mode == "select" and not window.menuBar().isVisible()
    key(window, Qt.Key.Key_Escape)
    assert window.menuBar().isVisible() and window.tabs.tabBar().isVisible()
    assert not window.action("actBoardOnly").isChecked()


def test_each_board_tab_remembers_its_mode_and_other_tabs_show_the_window(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.action("actBoardOnly").trigger()  # refused on the Welcome page
    assert window.menuBar().isVisible() and "Board Only" in window.statusBar().currentMessage()
    assert window.select_view(f"cardgame:{RIDGE}")
    game = window.tabs.currentWidget()
    assert isinstance(game, HotseatWidget)
    window.action("actBoardOnly").trigger()
    assert not window.tabs.tabBar().isVisible() and game.board.view.isVisible() and game.stack.isVisible()
    window.tabs.setCurrentIndex(0)  # e.g. Ctrl+Tab to the Welcome page: the window comes back
    assert window.tabs.tabBar().isVisible() and window.menuBar().isVisible()
    window.tabs.setCurrentWidget(game)  # back to the card game: Board Only again
    assert not window.tabs.tabBar().isVisible() and window.action("actBoardOnly").isChecked()
