"""Board Only: the board (or the card game) fills the window while playing.

View › Board Only (F11) hides the menu bar, the tab bar with its layout buttons, every dock and the
status bar; the board keeps its toolbar, its track display, dice and log, and the card game its
hand and questions: what play needs. F11 again, or Esc when the board has no tool to cancel,
brings everything back. Each board tab remembers its mode while it is open: switching to another
tab shows the window as usual, switching back returns to Board Only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

from ..i18n import translate
from ..shell import ActionSpec, Shell

PROPERTY = "boardOnly"


def board_of(widget: QWidget | None) -> Any:
    """The ``BoardWidget`` of a tab: the board itself or the card game's board; None otherwise."""
    from .hotseat import HotseatWidget
    from .widget import BoardWidget

    if isinstance(widget, BoardWidget):
        return widget
    if isinstance(widget, HotseatWidget):
        return widget.board
    return None


class BoardOnlyMode(QObject):
    """The Board Only toggle of one main window."""

    def __init__(self, shell: Shell) -> None:
        window: Any = shell
        super().__init__(window)
        self.window = window
        self.active = False
        self._hidden: list[QWidget] = []
        acts = shell.add_actions("view", [ActionSpec(
            "actBoardOnly", translate("Board", "&Board Only"), self._triggered, "F11",
            translate("Board", "Only the board fills the window while playing (F11 or Esc returns)"))])
        self.action: QAction = acts[0]
        self.action.setCheckable(True)
        self.window.tabs.currentChanged.connect(self._tab_changed)

    # ------------------------------------------------------------------ switching
    def _current(self) -> QWidget | None:
        return self.window.tabs.currentWidget()

    def _triggered(self) -> None:
        self.set_board_only(not self.active)

    def set_board_only(self, on: bool) -> bool:
        """Enter or leave Board Only for the current tab; refused (False) on a tab without a board."""
        tab = self._current()
        if on and board_of(tab) is None:
            self.action.setChecked(False)
            self.window.statusBar().showMessage(translate("Board", "Board Only needs a board or card game tab."), 5000)
            return False
        if tab is not None:
            tab.setProperty(PROPERTY, on)
        self._apply(on)
        return True

    def _tab_changed(self, _index: int) -> None:
        tab = self._current()
        self._apply(bool(tab is not None and tab.property(PROPERTY)) and board_of(tab) is not None)

    def _apply(self, on: bool) -> None:
        self.action.setChecked(on)
        if on == self.active:
            return
        self.active = on
        w = self.window
        if on:
            chrome = [w.menuBar(), w.tabs.tabBar(), w.statusBar(), w.tabs.cornerWidget(Qt.Corner.TopRightCorner),
                      *w.findChildren(QDockWidget)]
            self._hidden = [c for c in chrome if c is not None and c.isVisible()]
            for c in self._hidden:
                c.hide()
            QApplication.instance().installEventFilter(self)
            board = board_of(self._current())
            if board is not None:
                board.show_message(translate("Board", "Board Only: F11 or Esc shows the window again."), True)
        else:
            QApplication.instance().removeEventFilter(self)
            for c in self._hidden:
                c.show()
            self._hidden = []

    # ------------------------------------------------------------------ Esc
    def _board_busy(self) -> bool:
        """Whether Esc has something to cancel on the board first (a tool, a placement)."""
        board = board_of(self._current())
        return board is not None and (board.armed is not None or board.view.mode != "select")

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and self.active:
            key = event if isinstance(event, QKeyEvent) else None
            if key is not None and key.key() == Qt.Key.Key_Escape and not self._board_busy() \
                    and QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None:
                key.accept()
                self.set_board_only(False)
                return True
        return False


def install_board_only(shell: Shell) -> BoardOnlyMode:
    """View › Board Only (F11) on the main window."""
    return BoardOnlyMode(shell)
