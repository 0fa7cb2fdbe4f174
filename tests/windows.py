"""Helpers for tests that build a main window."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ccp_editor.gui.mainwindow import MainWindow


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
