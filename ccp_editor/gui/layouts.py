"""Task layouts: which docks the window shows while tracing a map, designing, or playing.

At 1280×800 five docks leave half the window to the document. Each task shows only the docks it
needs (Trace: Problems and History under the map; Design: the data set at the left, Problems and the Inspector
under the document;
Play: none, the board, the card game and the random battle wizard take the whole window). The user's changes to a task's docks are kept per
task in the settings, and the layout follows the current tab (a map editor → Trace, a board, a card
game or the battle wizard → Play, any other document → Design) unless the user turns that off.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QMainWindow, QMenu, QTabBar, QToolButton, QWidget

from .i18n import translate

TASKS = ("trace", "design", "play")
AUTO_KEY = "layout/followDocument"
TASK_KEY = "layout/task"
STATE_VERSION = 1
BESIDE_WIDTH = 380  # px of a dock split beside another (the Inspector beside Problems)  # bump when the default docks change: old saved states are then ignored

Area = Qt.DockWidgetArea
PLAY_WIDGETS = ("BoardWidget", "HotseatWidget", "WizardWidget")  # tabs that take the Play layout


def task_titles() -> dict[str, str]:
    return {"trace": translate("Layouts", "Trace"), "design": translate("Layouts", "Design"), "play": translate("Layouts", "Play")}


def task_tips() -> dict[str, str]:
    return {
        "trace": translate("Layouts", "Trace layout: the map editor with Problems and History below it"),
        "design": translate("Layouts", "Design layout: data set, Inspector and Problems around the forces and scenario editors"),
        "play": translate("Layouts", "Play layout: no docks, the board, the card game and the battle wizard have the whole window"),
    }


@dataclass(frozen=True)
class DockPlace:
    """A dock a task shows: its area, the dock it shares a tabbed place with, its size in pixels
    (width at the sides, height at the bottom)."""

    name: str
    area: Qt.DockWidgetArea
    size: int
    tab_with: str | None = None
    beside: str | None = None  # split beside this dock (to its right) instead of tabbing


DEFAULTS: dict[str, tuple[DockPlace, ...]] = {
    "trace": (
        DockPlace("problemsDock", Area.BottomDockWidgetArea, 100),
        DockPlace("historyDock", Area.BottomDockWidgetArea, 100, tab_with="problemsDock"),
        DockPlace("logDock", Area.BottomDockWidgetArea, 100, tab_with="problemsDock"),
    ),
    "design": (
        DockPlace("browserDock", Area.LeftDockWidgetArea, 230),
        DockPlace("historyDock", Area.LeftDockWidgetArea, 230, tab_with="browserDock"),
        DockPlace("problemsDock", Area.BottomDockWidgetArea, 150),
        # the Inspector beside Problems (split before Log is tabbed onto Problems: Qt tabs a dock
        # split beside a tabbed one), under the document: at 1280 px the scenario editor's form
        # and map then share the whole width left of the data set
        DockPlace("inspectorDock", Area.BottomDockWidgetArea, 150, beside="problemsDock"),
        DockPlace("logDock", Area.BottomDockWidgetArea, 150, tab_with="problemsDock"),
    ),
    "play": (),
}
RAISED = {"trace": ("problemsDock",), "design": ("browserDock", "problemsDock"), "play": ()}


def task_for(widget: QWidget | None) -> str | None:
    """The task a tab belongs to: a map editor traces, other documents design; a board, a card game
    and the random battle wizard play (the wizard's placement map and pages need the width more than
    the data set or Inspector, which it does not use). Pages that are no document (the welcome page,
    the statistics) keep the layout they find."""
    if widget is None:
        return None
    from .editors.docview import DocumentView

    if isinstance(widget, DocumentView):
        return "trace" if widget.model.kind == "map" else "design"
    kind = type(widget).__name__
    if kind in PLAY_WIDGETS:
        return "play"
    return None


class TaskLayouts:
    """Applies, remembers and switches the task layouts of a main window's docks."""

    def __init__(self, window: QMainWindow, settings: QSettings) -> None:
        self.window = window
        self.settings = settings
        saved = str(settings.value(TASK_KEY, "design"))
        self.task = saved if saved in TASKS else "design"
        self.actions: dict[str, QAction] = {}
        self.group = QActionGroup(window)
        self.group.setExclusive(True)
        keys = {"trace": "Ctrl+Alt+1", "design": "Ctrl+Alt+2", "play": "Ctrl+Alt+3"}
        titles, tips = task_titles(), task_tips()
        for task in TASKS:
            act = QAction(translate("Layouts", "{task} Layout").format(task=titles[task]), window)
            act.setObjectName(f"actLayout_{task}")
            act.setIconText(titles[task])  # what the tab-bar buttons show
            act.setCheckable(True)
            act.setShortcut(QKeySequence(keys[task]))
            act.setToolTip(tips[task])
            act.setStatusTip(tips[task])
            act.triggered.connect(lambda _on=False, t=task: self.switch(t))
            self.group.addAction(act)
            window.addAction(act)
            self.actions[task] = act
        self.actions[self.task].setChecked(True)
        self.act_auto = QAction(translate("Layouts", "Switch Layout with the Current Tab"), window)
        self.act_auto.setObjectName("actLayoutFollow")
        self.act_auto.setCheckable(True)
        self.act_auto.setChecked(self.follows())
        self.act_auto.toggled.connect(self._set_follow)
        self.act_reset = QAction(translate("Layouts", "Reset Layout"), window)
        self.act_reset.setObjectName("actLayoutReset")
        self.act_reset.triggered.connect(self.reset)
        window.addAction(self.act_reset)

    # ------------------------------------------------------------------ menus and buttons
    def add_to_menu(self, menu: QMenu) -> None:
        sub = menu.addMenu(translate("Layouts", "Task &Layout"))
        for task in TASKS:
            sub.addAction(self.actions[task])
        sub.addSeparator()
        sub.addAction(self.act_auto)
        sub.addAction(self.act_reset)

    def switcher(self) -> QWidget:
        """Three buttons (Trace, Design, Play) for the corner of the tab bar."""
        box = QWidget()
        box.setObjectName("layoutSwitcher")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 8, 0)
        row.setSpacing(2)
        for task in TASKS:
            button = QToolButton()
            button.setObjectName(f"layoutButton_{task}")
            button.setDefaultAction(self.actions[task])
            button.setAutoRaise(True)
            row.addWidget(button)
        return box

    # ------------------------------------------------------------------ settings
    def follows(self) -> bool:
        return str(self.settings.value(AUTO_KEY, "true")).lower() not in ("false", "0", "no")

    def _set_follow(self, on: bool) -> None:
        self.settings.setValue(AUTO_KEY, "true" if on else "false")

    def _state_key(self, task: str) -> str:
        return f"layout/{task}/state"

    def remember(self) -> None:
        """Keep the current docks as the current task's layout."""
        self.settings.setValue(self._state_key(self.task), self.window.saveState(STATE_VERSION))
        self.settings.setValue(TASK_KEY, self.task)

    # ------------------------------------------------------------------ switching
    def follow(self, widget: QWidget | None) -> None:
        """The current tab changed: take its task's layout (when the user lets the layout follow)."""
        task = task_for(widget)
        if task is not None and task != self.task and self.follows():
            self.switch(task)

    def switch(self, task: str) -> None:
        if task not in TASKS:
            return
        if task != self.task:
            self.remember()
            self.task = task
        self.actions[task].setChecked(True)
        state = self.settings.value(self._state_key(task))
        if isinstance(state, QByteArray) and self.window.restoreState(state, STATE_VERSION):
            sweep_tab_bars(self.window)
            QTimer.singleShot(0, lambda: sweep_tab_bars(self.window))
        else:
            self.apply_default(task)
        self.settings.setValue(TASK_KEY, task)

    def reset(self) -> None:
        """Forget the user's changes to the current task's layout."""
        self.settings.remove(self._state_key(self.task))
        self.apply_default(self.task)

    def apply_default(self, task: str) -> None:
        docks = {d.objectName(): d for d in self.window.findChildren(QDockWidget) if d.parent() is self.window}
        places = {p.name: p for p in DEFAULTS[task]}
        for name, dock in docks.items():
            if name not in places:
                dock.hide()
        for place in DEFAULTS[task]:
            dock = docks.get(place.name)
            if dock is None:
                continue
            if place.beside is not None and place.beside in docks:
                self.window.splitDockWidget(docks[place.beside], dock, Qt.Orientation.Horizontal)
            elif place.tab_with is None:
                self.window.addDockWidget(place.area, dock)
            elif place.tab_with in docks:
                self.window.tabifyDockWidget(docks[place.tab_with], dock)
            dock.setFloating(False)
            dock.show()
        for name in RAISED[task]:
            if name in docks:
                docks[name].raise_()
        self._resize(task, docks)
        QTimer.singleShot(0, lambda: self._resize(task, docks))  # again once the window has its size

    def _resize(self, task: str, docks: dict[str, QDockWidget]) -> None:
        if task != self.task:
            return
        wide = [(docks[p.name], p.size) for p in DEFAULTS[task] if p.tab_with is None and p.name in docks
                and p.area in (Area.LeftDockWidgetArea, Area.RightDockWidgetArea)]
        tall = [(docks[p.name], p.size) for p in DEFAULTS[task] if p.tab_with is None and p.name in docks
                and p.area in (Area.BottomDockWidgetArea, Area.TopDockWidgetArea)]
        if wide:
            self.window.resizeDocks([d for d, _s in wide], [s for _d, s in wide], Qt.Orientation.Horizontal)
        if tall:
            self.window.resizeDocks([d for d, _s in tall], [s for _d, s in tall], Qt.Orientation.Vertical)
        beside = [docks[p.name] for p in DEFAULTS[task] if p.beside is not None and p.name in docks]
        if beside:
            self.window.resizeDocks(beside, [BESIDE_WIDTH] * len(beside), Qt.Orientation.Horizontal)
        sweep_tab_bars(self.window)


def stray_tab_bars(window: QMainWindow) -> list[QTabBar]:
    """The dock tab bars on screen that belong to no dock group the user sees.

    A live bar lies right under the dock showing its group's current tab, as wide as it; a stray
    one lies elsewhere (over the document), has no tabs, or repeats a live bar's place and tabs.
    """
    central = window.centralWidget()
    central_rect = central.geometry() if central is not None else None
    docks = [d.geometry() for d in window.findChildren(QDockWidget)
             if d.parent() is window and d.isVisible() and not d.isFloating() and window.rect().intersects(d.geometry())]
    strays, seen = [], set()
    for bar in window.findChildren(QTabBar):
        rect = bar.geometry()
        if bar.parent() is not window or not bar.isVisible() or not window.rect().intersects(rect):
            continue
        texts = tuple(bar.tabText(i) for i in range(bar.count()))
        under_a_dock = any(d.x() == rect.x() and d.width() == rect.width() and abs(d.bottom() + 1 - rect.y()) <= 2
                           for d in docks)
        key = (rect.getRect(), texts)
        if not texts or not under_a_dock or (central_rect is not None and rect.intersects(central_rect)) or key in seen:
            strays.append(bar)
        seen.add(key)
    return strays


def sweep_tab_bars(window: QMainWindow) -> None:
    """Hide the dock tab bars Qt left behind.

    Qt (seen with 6.11) replaces the tab bar of a dock group it rebuilds (``tabifyDockWidget`` next
    to a split dock, ``restoreState``) and only deletes the old one later, from the event loop:
    until then it stays on screen with its old tabs, a "Problems | Log" strip over the bottom of
    the document and its status line, painted whenever the window is drawn before that turn of the
    loop (a document opened right after the window shows). The live bars are left alone.
    """
    for bar in stray_tab_bars(window):
        bar.hide()
