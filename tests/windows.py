"""Helpers for tests that build a main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import copy_demo


def discard_unsaved(window: MainWindow) -> None:
    """Mark every open document (boards included) saved, so closing the window asks nothing."""
    for document in window.all_documents():
        document.undo_stack.setClean()


def close_window(window: MainWindow) -> None:
    """Close a test's window without a prompt, and the windows of its own it opened (help, dialogs
    left open): a leftover top-level window would sit over the next test's widgets and take its pointer."""
    discard_unsaved(window)
    for child in window.findChildren(QWidget):
        if child.isWindow() and child.isVisible():
            child.close()
    window.close()
    window.deleteLater()


def close_windows(windows: list[MainWindow]) -> None:
    """``close_window`` for each window a module's tests made, emptying the list."""
    while windows:
        close_window(windows.pop())


def box_window(qtbot, tmp_path: Path, root: Path) -> MainWindow:  # noqa: ANN001
    """A main window at 1280×800 on the game box at ``root``, its settings and recovery folder in
    ``tmp_path``, shown and exposed."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    w.open_dataset(root)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def demo_box_window(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    """``box_window`` on a private copy of the demo game box."""
    return box_window(qtbot, tmp_path, copy_demo(tmp_path / "demo"))
