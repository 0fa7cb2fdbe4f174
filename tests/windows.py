"""Helpers for tests that build a main window."""

from __future__ import annotations

from ccp_editor.gui.mainwindow import MainWindow


def discard_unsaved(window: MainWindow) -> None:
    """Mark every open document (boards included) saved, so closing the window asks nothing."""
    for document in window.all_documents():
        document.undo_stack.setClean()
