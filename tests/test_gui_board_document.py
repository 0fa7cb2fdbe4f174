"""A board tab is a shell document: dirty mark, History dock and Edit > Undo, Ctrl+S, the unsaved-changes
prompt, autosave and crash recovery work for it as for every data-set document."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.documents import read_document
from ccp_editor.model.playtest import Playtest

from .demo_copy import DEMO
from .test_gui_shell import answer_next_box
from .windows import close_windows

RIDGE = "demo-ridge-line"


_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    """Every window a test made is closed afterwards with its unsaved moves discarded (no prompt)."""
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path, name: str = "w") -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    _WINDOWS.append(window)
    assert DEMO is not None and window.open_dataset(DEMO)
    window.resize(1280, 800)
    window.show()
    return window


def open_board(window: MainWindow) -> BoardWidget:
    assert window.select_view(f"board:{RIDGE}")
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    return board


def tab_text(window: MainWindow, board: BoardWidget) -> str:
    return window.tabs.tabText(window.tabs.indexOf(board))


def test_a_move_marks_the_tab_dirty_and_shows_in_the_history_dock(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    board = open_board(window)
    assert not tab_text(window, board).endswith("*")
    board.act_start.trigger()
    assert board.session.phase == "play"
    assert tab_text(window, board).endswith("*")
    stack = window.undo_group.activeStack()
    assert stack is board.document.undo_stack and stack.count() == 1 and stack.text(0) == "Start play"
    assert window.history.stack() is stack
    window.act_undo.trigger()  # Edit > Undo acts on the board
    assert board.session.phase == "setup" and not tab_text(window, board).endswith("*")
    window.act_redo.trigger()
    assert board.session.phase == "play" and tab_text(window, board).endswith("*")
    board.act_undo.trigger()  # the board's own Undo button goes through the same stack
    assert board.session.phase == "setup" and stack.index() == 0
    board.document.undo_stack.setClean()


def test_ctrl_s_saves_the_board_and_clears_the_mark(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    board = open_board(window)
    target = tmp_path / "ridge-play.yaml"
    board.path = target
    board.act_start.trigger()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert target.is_file()
    doc, _, problems = read_document(target)
    assert not problems and isinstance(doc, Playtest) and doc.phase == "play"
    assert not board.document.dirty and tab_text(window, board) == "Board: ridge-play.yaml"


def test_closing_a_dirty_board_asks_first(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    board = open_board(window)
    board.act_start.trigger()
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Cancel, seen)
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(board))
    assert seen and window.tabs.indexOf(board) >= 0  # still open
    answer_next_box(QMessageBox.StandardButton.Discard)
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(board))
    assert window.tabs.indexOf(board) < 0 and not window.doc_tabs


def test_an_unsaved_playtest_is_autosaved_and_offered_back_after_a_crash(qtbot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path, "first")
    board = open_board(first)
    board.act_start.trigger()
    assert first.autosave_now() == 1
    first.recovery.abandon()  # the process dies: the recovery copy stays
    board.document.undo_stack.setClean()
    first.hide()

    second = make_window(qtbot, tmp_path, "second")
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    assert second.offer_recovery() == 1
    assert "Restore" in seen[0]
    restored = second.tabs.currentWidget()
    assert isinstance(restored, BoardWidget)
    assert restored.session.phase == "play" and restored.session.scenario.id == RIDGE
    assert restored.document.dirty and tab_text(second, restored).endswith("*")
    restored.document.undo_stack.setClean()
