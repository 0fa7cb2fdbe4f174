"""Window habits: the standard keys everywhere, and reaching any of many open documents quickly.

- The standard shortcuts are bound whatever the platform's own table says: Ctrl+S, Ctrl+Shift+S,
  Ctrl+W (the platform's key too, e.g. Ctrl+F4), Ctrl+N, Ctrl+O, Ctrl+Q. They are window shortcuts,
  so they work from any focus: a table being edited, the board, a dock.
- **Ctrl+Tab** opens the document switcher: the open tabs, most recently used first, the previous one
  selected. Tab again (Ctrl held) moves down, Shift+Tab up; letting go of Ctrl (or Enter, or a click)
  goes there; Esc stays. Ctrl+Page Down / Ctrl+Page Up step to the next / previous tab.
- A **tab list** button left of the tabs lists every open document by name: one click to reach the
  ninth document instead of scrolling the tab bar.

``WindowHabitsFeature`` (listed in ``gui/features.py``) installs all of it through the window's
actions and its tab widget.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .i18n import translate
from .shell import ActionSpec

# the window's action attribute -> the keys it answers to on every platform (its standard key's too)
STANDARD_KEYS = {
    "act_new": ("Ctrl+N",),
    "act_open": ("Ctrl+O",),
    "act_save": ("Ctrl+S",),
    "act_save_as": ("Ctrl+Shift+S",),
    "act_close": ("Ctrl+W",),
    "act_quit": ("Ctrl+Q",),
}


def bind_standard_keys(main: Any) -> None:
    """Add the common key to each standard action where the platform's binding lacks it."""
    for attr, keys in STANDARD_KEYS.items():
        action: QAction | None = getattr(main, attr, None)
        if action is None:
            continue
        current = [s for s in action.shortcuts() if not s.isEmpty()]
        texts = {s.toString() for s in current}
        extra = [QKeySequence(k) for k in keys if QKeySequence(k).toString() not in texts]
        action.setShortcuts([*current, *extra])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)


class DocumentSwitcher(QFrame):
    """The Ctrl+Tab popup: every open tab, most recently used first."""

    def __init__(self, tabs: QTabWidget, order: list[QWidget], parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("documentSwitcher")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.tabs = tabs
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.list = QListWidget()
        self.list.setObjectName("switcherList")
        self.list.itemActivated.connect(lambda _i: self.choose())
        self.list.itemClicked.connect(lambda _i: self.choose())
        box.addWidget(self.list)
        for widget in order:
            index = tabs.indexOf(widget)
            if index < 0:
                continue
            item = QListWidgetItem(tabs.tabIcon(index), tabs.tabText(index))
            item.setToolTip(tabs.tabToolTip(index))
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        self.list.setCurrentRow(1 if self.list.count() > 1 else 0)
        rows = min(self.list.count(), 16)
        self.list.setMinimumWidth(min(520, max(280, self.list.sizeHintForColumn(0) + 40)))
        self.list.setFixedHeight(max(1, rows) * max(18, self.list.sizeHintForRow(0)) + 8)
        self.list.installEventFilter(self)

    def step(self, delta: int) -> None:
        n = self.list.count()
        if n:
            self.list.setCurrentRow((self.list.currentRow() + delta) % n)

    def choose(self) -> None:
        item = self.list.currentItem()
        self.close()
        if item is not None:
            self.tabs.setCurrentIndex(int(item.data(Qt.ItemDataRole.UserRole)))
            widget = self.tabs.currentWidget()
            if widget is not None:
                widget.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                back = key == Qt.Key.Key_Backtab or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self.step(-1 if back else 1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.choose()
                return True
            if key == Qt.Key.Key_Escape:
                self.close()
                return True
        if event.type() == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Control:
            self.choose()
            return True
        return super().eventFilter(watched, event)


class TabHistory(QObject):
    """The order the tabs were last shown in (most recent first)."""

    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.tabs = tabs
        self.order: list[QWidget] = []
        tabs.currentChanged.connect(self._shown)
        self._shown(tabs.currentIndex())

    def _shown(self, _index: int) -> None:
        widget = self.tabs.currentWidget()
        self.order = [w for w in self.order if w is not widget and self.tabs.indexOf(w) >= 0]
        if widget is not None:
            self.order.insert(0, widget)

    def in_order(self) -> list[QWidget]:
        seen = [w for w in self.order if self.tabs.indexOf(w) >= 0]
        rest = [self.tabs.widget(i) for i in range(self.tabs.count()) if self.tabs.widget(i) not in seen]
        return [*seen, *rest]


def tab_list_button(main: Any) -> QToolButton:
    """The button listing every open tab by name (left of the tabs)."""
    tabs: QTabWidget = main.tabs
    button = QToolButton()
    button.setObjectName("tabListButton")
    button.setText("☰")
    button.setAutoRaise(True)
    button.setStyleSheet("QToolButton#tabListButton::menu-indicator { image: none; width: 0px; }")
    button.setToolTip(translate("WindowHabits", "All open documents (Ctrl+Tab)"))
    button.setAccessibleName(translate("WindowHabits", "All open documents"))
    menu = QMenu(button)
    menu.setObjectName("tabListMenu")

    def fill() -> None:
        menu.clear()
        for i in range(tabs.count()):
            act = menu.addAction(tabs.tabIcon(i), tabs.tabText(i))
            act.setCheckable(True)
            act.setChecked(i == tabs.currentIndex())
            act.setToolTip(tabs.tabToolTip(i))
            act.triggered.connect(lambda _c=False, index=i: tabs.setCurrentIndex(index))

    menu.aboutToShow.connect(fill)
    button.setMenu(menu)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    return button


def show_switcher(main: Any, backwards: bool = False) -> DocumentSwitcher | None:
    tabs: QTabWidget = main.tabs
    if tabs.count() < 2:
        return None
    switcher = DocumentSwitcher(tabs, main.tab_history.in_order(), main)
    if backwards:
        switcher.list.setCurrentRow(switcher.list.count() - 1)
    switcher.adjustSize()
    centre = main.geometry().center()
    switcher.move(centre.x() - switcher.width() // 2, max(main.geometry().top() + 60, centre.y() - switcher.height() // 2))
    switcher.show()
    switcher.list.setFocus()
    main.document_switcher = switcher
    return switcher


def step_tab(main: Any, delta: int) -> None:
    tabs: QTabWidget = main.tabs
    if tabs.count():
        tabs.setCurrentIndex((tabs.currentIndex() + delta) % tabs.count())


class WindowHabitsFeature:
    """Standard keys from any focus, the Ctrl+Tab switcher and the tab list (a ``Feature``)."""

    def install(self, shell: Any) -> None:
        main = shell
        bind_standard_keys(main)
        main.tab_history = TabHistory(main.tabs)
        main.tabs.setCornerWidget(tab_list_button(main), Qt.Corner.TopLeftCorner)
        actions = shell.add_actions("view", [
            ActionSpec("actSwitchDocument", translate("WindowHabits", "Switch &Document..."), lambda: show_switcher(main), "Ctrl+Tab"),
            ActionSpec("actSwitchDocumentBack", translate("WindowHabits", "Switch Document (Backwards)"),
                       lambda: show_switcher(main, backwards=True), "Ctrl+Shift+Tab"),
            ActionSpec("actNextTab", translate("WindowHabits", "&Next Tab"), lambda: step_tab(main, 1), "Ctrl+PgDown"),
            ActionSpec("actPreviousTab", translate("WindowHabits", "&Previous Tab"), lambda: step_tab(main, -1), "Ctrl+PgUp"),
        ])
        for act in actions:
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
