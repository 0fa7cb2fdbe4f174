"""The map editor's tool palette: sixteen tools in five groups, each a key away.

Select, Calibrate and Line of sight are buttons of their own; the tracing tools and the map marks
are each one button showing the group's current tool, with the rest of the group in its menu, so
the whole palette fits a 1280-pixel window (nothing hides behind the tool bar's overflow arrow).
Every tool's single-letter key is an action of the editor itself (not only of the tool bar), so it
works wherever in the editor the focus is, the canvas included; a text field keeps its letters.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton, QWidget

from ..i18n import translate
from .tools import Tool

TOOL_KEYS = {
    "select": "V",
    "calibrate": "C",
    "area": "A",
    "level": "H",
    "line": "L",
    "bridge": "B",
    "building": "U",
    "split": "X",
    "sample": "P",
    "propose_rect": "K",
    "override": "O",
    "objective": "J",
    "exit": "E",
    "river": "R",
    "artillery": "Y",
    "los": "G",
}

# (group key, the group's name, its tools in menu order); a group of one is a plain button
TOOL_GROUPS: list[tuple[str, str, list[str]]] = [
    ("select", "", ["select"]),
    ("calibrate", "", ["calibrate"]),
    ("trace", translate("MapEditor", "Trace"), ["area", "level", "line", "bridge", "building", "split", "sample", "propose_rect"]),
    ("marks", translate("MapEditor", "Map marks"), ["override", "objective", "exit", "river", "artillery"]),
    ("los", "", ["los"]),
]


class ToolPalette(QToolBar):
    """The tool buttons; ``toolChosen`` carries the name of the tool a click, menu or key picked."""

    toolChosen = Signal(str)

    def __init__(self, tools: Mapping[str, Tool], editor: QWidget) -> None:
        super().__init__()
        self.setObjectName("mapEditorTools")
        self.actions_by_tool: dict[str, QAction] = {}
        self.group_buttons: dict[str, QToolButton] = {}
        self._group_of: dict[str, str] = {}
        exclusive = QActionGroup(self)
        exclusive.setExclusive(True)
        for group, title, names in TOOL_GROUPS:
            acts = [self._tool_action(tools[n], editor, exclusive) for n in names if n in tools]
            if not acts:
                continue
            if len(acts) == 1:
                self.addAction(acts[0])
                continue
            button = QToolButton(self)
            button.setObjectName(f"toolGroup_{group}")
            button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
            menu = QMenu(title, button)
            menu.setObjectName(f"toolMenu_{group}")
            menu.setToolTipsVisible(True)
            menu.addActions(acts)
            button.setMenu(menu)
            button.setDefaultAction(acts[0])
            self.addWidget(button)
            self.group_buttons[group] = button
            for act in acts:
                self._group_of[act.objectName()[len("tool_"):]] = group
            if group != TOOL_GROUPS[-1][0]:
                self.addSeparator()

    def _tool_action(self, tool: Tool, editor: QWidget, exclusive: QActionGroup) -> QAction:
        name = tool.name
        act = QAction(tool.title, editor)
        act.setCheckable(True)
        act.setObjectName(f"tool_{name}")
        key = TOOL_KEYS.get(name, "")
        act.setToolTip(f"{tool.title} ({key})\n{tool.tip}" if key else f"{tool.title}\n{tool.tip}")
        if key:
            act.setShortcut(QKeySequence(key))
            # the editor holds the action too: its key works wherever in the editor the focus is
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            editor.addAction(act)
        act.triggered.connect(lambda _checked=False, n=name: self.toolChosen.emit(n))
        exclusive.addAction(act)
        self.actions_by_tool[name] = act
        return act

    def show_tool(self, name: str) -> None:
        """Mark ``name`` as the current tool; its group's button now shows (and repeats) it."""
        act = self.actions_by_tool[name]
        act.setChecked(True)
        group = self._group_of.get(name)
        if group is not None:
            button = self.group_buttons[group]
            if button.defaultAction() is not act:
                button.setDefaultAction(act)

    def reachable(self, name: str) -> bool:
        """Whether the tool is one click away: its own button, or in the menu of a shown group button."""
        act = self.actions_by_tool[name]
        group = self._group_of.get(name)
        if group is not None:
            button = self.group_buttons[group]
            return self._shown(button) and act in button.menu().actions()
        widget = self.widgetForAction(act)
        return widget is not None and self._shown(widget)

    def _shown(self, widget: QWidget) -> bool:
        """Shown in the tool bar itself (not moved into its overflow menu)."""
        return widget.isVisible() and widget.parentWidget() is self and self.rect().contains(widget.geometry())
