"""How a feature plugs into the main window: menus, actions, tab kinds, close handlers, documents.

A feature (the playtest board, the random battle wizard, the statistics view...) is an object with
``install(shell)``. It never searches the window's menus or sets attributes on it: it calls the
typed methods of ``Shell``, which ``MainWindow`` implements:

- ``add_actions(section, specs)``: a group of menu entries in a named place (``MenuSection``);
- ``register_tab_kind(kind)``: what closing a tab of a widget type does (``TabKind``);
- ``register_view(route)``: a ``--view PREFIX:ARG`` name for screenshots and tests (``ViewRoute``);
- ``register_document_kind(kind)``: which files it opens and how it restores a recovered copy
  (``DocumentKind``);
- ``register_scenario_player(play)`` / ``register_scenario_balance(balance)``: what Playtest and
  Balance do with a scenario object (the random battle wizard's buttons call them);
- ``add_document_tab(document, widget)``: a tab that is a shell document (``ShellDocument``): its
  dirty state marks the tab, Save / Save As / Ctrl+S save it, the History dock and Edit > Undo
  show its undo stack, closing it with unsaved changes asks first, and it is autosaved to the
  recovery folder and offered back after a crash, exactly as for the data-set documents.

The features the window installs are listed in ``gui/features.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QMenu, QTabWidget, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..io.yamlio import Problem
    from ..model import Document
    from ..model.dataset import DataSet
    from ..model.scenario import Scenario
    from .workspace import Workspace

MenuSection = Literal["file.new", "file.open", "file.features", "edit", "view", "help"]
"""Where a group of entries goes: ``file.new`` after File > New..., ``file.open`` after Open Recent,
``file.features`` above Close (playtest, random battle, sheets...), or the end of Edit, View, Help."""

MENU_SECTIONS: tuple[MenuSection, ...] = ("file.new", "file.open", "file.features", "edit", "view", "help")


@dataclass(frozen=True)
class ActionSpec:
    """One menu entry: ``name`` is the action's object name (``window.action(name)`` finds it)."""

    name: str
    text: str
    trigger: Callable[[], object]
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str = ""


@dataclass(frozen=True)
class TabKind:
    """Tabs holding a ``widget_type``: ``close(widget)`` is called when the user closes one; it
    returns False to keep the tab (the window then leaves it alone) and tidies up otherwise."""

    widget_type: type[QWidget]
    close: Callable[[QWidget], bool]


class ViewArgumentError(ValueError):
    """A ``--view NAME:ARG`` whose argument is out of the view's range: a usage error (exit 2) naming it."""


@dataclass(frozen=True)
class ViewRoute:
    """``--view PREFIX`` or ``--view PREFIX:ARG``: ``show(arg)`` opens it and says whether it could."""

    prefix: str
    usage: str
    show: Callable[[str], bool]


@dataclass(frozen=True)
class DocumentKind:
    """A document kind a feature shows in its own tab (the data-set editors handle the others).

    ``claims(path)`` says whether a file is of this kind (read cheaply); ``open(path)`` opens it in a
    tab (and says whether it could); ``restore(doc, original)`` shows a recovered copy (``original``:
    where it was saved before) as an unsaved document and returns it (None when it cannot)."""

    kind: str
    claims: Callable[[Path], bool]
    open: Callable[[Path], bool]
    restore: Callable[[Document, str | None], ShellDocument | None]


class ShellDocument(Protocol):
    """What the window needs of a document shown in a tab (``DocumentModel`` and the playtest board's
    ``PlaytestDocument`` both provide it)."""

    path: Path | None
    undo_stack: QUndoStack
    dirtyChanged: SignalInstance  # (bool)
    pathChanged: SignalInstance

    @property
    def dirty(self) -> bool: ...

    @property
    def kind(self) -> str: ...

    def title(self) -> str: ...

    def display_name(self) -> str: ...

    def text(self) -> str:
        """The document as the YAML a save would write (autosave copies it to the recovery folder)."""
        ...

    def save(self, path: str | Path | None = None) -> None:
        """Write the document (atomic, with a backup); raises OSError when it cannot."""
        ...


class Shell(Protocol):
    """The main window as features see it."""

    @property
    def dataset(self) -> DataSet: ...

    def add_actions(self, section: MenuSection, specs: Sequence[ActionSpec]) -> list[QAction]: ...

    def action(self, name: str) -> QAction | None: ...

    def register_tab_kind(self, kind: TabKind) -> None: ...

    def register_view(self, route: ViewRoute) -> None: ...

    def register_document_kind(self, kind: DocumentKind) -> None: ...

    def register_scenario_player(self, play: Callable[[Scenario], bool]) -> None:
        """What "Playtest" does with a scenario object (the wizard's Playtest button uses it)."""
        ...

    def playtest_scenario(self, scenario: Scenario) -> bool: ...

    def can_playtest(self) -> bool: ...

    def register_scenario_balance(self, balance: Callable[[Scenario], object]) -> None:
        """What "Balance" does with a scenario object (the wizard's Balance... button uses it)."""
        ...

    def balance_scenario(self, scenario: Scenario) -> bool: ...

    def can_balance(self) -> bool: ...

    def add_tab(self, widget: QWidget, title: str) -> QWidget: ...

    def add_document_tab(self, document: ShellDocument, widget: QWidget) -> None: ...

    def show_generated(self, doc: Document) -> ShellDocument:
        """Open an unsaved, generated document (a random battle) in its editor tab; returns it."""
        ...

    def current_document(self) -> object | None:
        """The document object of the current tab (a scenario, forces...), if any."""
        ...

    def data_root(self) -> Path | None: ...

    def report(self, message: str) -> None:
        """One line to the Log dock and the status bar."""
        ...

    def report_open_failure(self, path: str | Path, problems: list[Problem]) -> None:
        """A file that could not be opened: its problems in a dialog and the Problems panel."""
        ...

    def window_widget(self) -> QWidget:
        """The window itself, as the parent of dialogs."""
        ...


class Feature(Protocol):
    """Something the main window installs at start: it registers itself through ``Shell``."""

    def install(self, shell: Shell) -> None: ...


class FeatureHost:
    """The ``Shell`` side of the main window (mixed into ``MainWindow``): what features call."""

    tabs: QTabWidget
    undo_group: QUndoGroup
    workspace: Workspace
    doc_tabs: dict[ShellDocument, QWidget]

    def init_feature_host(self) -> None:
        self.doc_tabs = {}
        self._tab_kinds: list[TabKind] = []
        self._view_routes: dict[str, ViewRoute] = {}
        self._doc_kinds: dict[str, DocumentKind] = {}
        self._scenario_player: Callable[[Scenario], bool] | None = None
        self._scenario_balance: Callable[[Scenario], object] | None = None
        self._sections: dict[MenuSection, tuple[QMenu, QAction | None]] = {}

    if TYPE_CHECKING:  # provided by MainWindow and QMainWindow

        def _action(self, text: str, slot: Callable[[], object],
                    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction: ...

        def _update_tab_title(self, model: ShellDocument) -> None: ...

        def show_document(self, model: Any) -> Any: ...

        def current_model(self) -> Any: ...

        def log(self, message: str) -> None: ...

        def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt name)

        def actions(self) -> list[QAction]: ...

    @property
    def dataset(self) -> DataSet:
        return self.workspace.dataset

    def add_actions(self, section: MenuSection, specs: Sequence[ActionSpec]) -> list[QAction]:
        """A group of menu entries in ``section``, set apart from the next group by a separator."""
        menu, anchor = self._sections[section]
        out = []
        for spec in specs:
            act = self._action(spec.text, spec.trigger, spec.shortcut)
            act.setObjectName(spec.name)
            if spec.tip:
                act.setToolTip(spec.tip)
            if anchor is not None:
                menu.insertAction(anchor, act)
            else:
                menu.addAction(act)
            out.append(act)
        if section.startswith("file.") and anchor is not None:
            menu.insertSeparator(anchor)
        return out

    def action(self, name: str) -> QAction | None:
        """A window action by object name (``actPlaytest``, ``actRandomBattle``...)."""
        return next((a for a in self.actions() if a.objectName() == name), None)

    def register_tab_kind(self, kind: TabKind) -> None:
        if kind not in self._tab_kinds:  # a feature may register its kind when its first tab opens
            self._tab_kinds.append(kind)

    def register_view(self, route: ViewRoute) -> None:
        self._view_routes[route.prefix] = route

    def register_document_kind(self, kind: DocumentKind) -> None:
        self._doc_kinds[kind.kind] = kind

    def register_scenario_player(self, play: Callable[[Scenario], bool]) -> None:
        self._scenario_player = play

    def can_playtest(self) -> bool:
        return self._scenario_player is not None

    def playtest_scenario(self, scenario: Scenario) -> bool:
        return self._scenario_player(scenario) if self._scenario_player is not None else False

    def register_scenario_balance(self, balance: Callable[[Scenario], object]) -> None:
        self._scenario_balance = balance

    def can_balance(self) -> bool:
        return self._scenario_balance is not None

    def balance_scenario(self, scenario: Scenario) -> bool:
        if self._scenario_balance is None:
            return False
        self._scenario_balance(scenario)
        return True

    def add_tab(self, widget: QWidget, title: str) -> QWidget:
        """A tool tab (wizard, statistics): closing it runs its registered ``TabKind``."""
        self.tabs.addTab(widget, title)
        self.tabs.setCurrentWidget(widget)
        return widget

    def add_document_tab(self, document: ShellDocument, widget: QWidget) -> None:
        """A feature's document in its own tab, handled like every data-set document."""
        self.doc_tabs[document] = widget
        self.undo_group.addStack(document.undo_stack)
        document.dirtyChanged.connect(lambda _dirty, d=document: self._update_tab_title(d))
        document.pathChanged.connect(lambda d=document: self._update_tab_title(d))
        self.tabs.addTab(widget, document.title())
        self.tabs.setCurrentWidget(widget)
        self._update_tab_title(document)

    def show_generated(self, doc: Document) -> ShellDocument:
        from .document import DocumentModel

        model = DocumentModel(doc, None, self.workspace.dataset)
        self.workspace.add_document(model)
        self.show_document(model)
        return model

    def current_document(self) -> object | None:
        model = self.current_model()
        return model.doc if model is not None else None

    def data_root(self) -> Path | None:
        return self.workspace.root

    def report(self, message: str) -> None:
        self.log(message)
        self.statusBar().showMessage(message, 6000)

    def window_widget(self) -> QWidget:
        return self
