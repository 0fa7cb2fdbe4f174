"""The main window's typed feature interface: a feature adds menu entries in a named section, a tab
kind with its close handler and a ``--view`` name, without touching the window's internals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.shell import ActionSpec, Shell, TabKind, ViewRoute

from .windows import discard_unsaved


class Notes(QLabel):
    """A tool tab of the test feature."""


class NotesFeature:
    def __init__(self) -> None:
        self.closed: list[str] = []
        self.keep_open = False

    def open(self, shell: Shell, text: str = "notes") -> Notes:
        tab = Notes(text)
        shell.add_tab(tab, "Notes")
        return tab

    def close(self, widget) -> bool:  # noqa: ANN001 - a Notes tab
        if self.keep_open:
            return False
        self.closed.append(widget.text())
        return True

    def install(self, shell: Shell) -> None:
        shell.add_actions("file.new", [ActionSpec("actNewNotes", "New &Notes", lambda: self.open(shell))])
        shell.register_tab_kind(TabKind(Notes, self.close))
        shell.register_view(ViewRoute("notes", "notes[:TEXT]", lambda arg: self.open(shell, arg or "notes") is not None))


def test_a_feature_registers_menus_tabs_close_handlers_and_views(qtbot, tmp_path: Path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "rec")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    feature = NotesFeature()
    feature.install(window)
    file_menu = window.menuBar().actions()[0].menu()
    new_notes = window.action("actNewNotes")
    assert new_notes is not None and new_notes in file_menu.actions()
    assert file_menu.actions().index(new_notes) < file_menu.actions().index(window.act_open)
    # the built-in features used the same interface: their entries sit above Close
    assert file_menu.actions().index(window.action("actPlaytest")) < file_menu.actions().index(window.act_close)
    assert file_menu.actions().index(window.action("actRandomBattle")) < file_menu.actions().index(window.act_close)

    new_notes.trigger()
    tab = window.tabs.currentWidget()
    assert isinstance(tab, Notes)
    feature.keep_open = True
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(tab))
    assert window.tabs.indexOf(tab) >= 0  # the handler refused
    feature.keep_open = False
    window.close_current()
    assert window.tabs.indexOf(tab) < 0 and feature.closed == ["notes"]

    assert window.select_view("notes:hello")
    assert isinstance(window.tabs.currentWidget(), Notes) and window.tabs.currentWidget().text() == "hello"
