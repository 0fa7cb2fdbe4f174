"""The main window: data-set browser, document tabs, inspector, problems, undo history and log docks."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QFileSystemWatcher, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QUndoView,
    QWidget,
)

from ..io.dataset import MANIFEST, demo_dataset_root, find_dataset_root
from ..io.gate import MAX_BYTES, read_bounded
from ..io.yamlio import DocumentError, Problem
from ..model import Forces, FortificationOB, ObjectiveChits
from ..model.tables import FortificationPrice, ObjectiveChit
from .about import show_about
from .document import DocumentModel
from .editors import register_all
from .editors.docview import DocumentView, saved_message
from .features import default_features
from .i18n import COUNT, translate
from .inspector import Inspector
from .layouts import TaskLayouts, sweep_tab_bars
from .newdocs import flows as newdocs
from .outsidebox import save_asking_outside_box
from .panels import DataSetBrowser, LogPanel, ProblemsPanel
from .prompts import Prompts
from .recent import RecentFiles
from .recovery import RecoveryStore
from .recoveryhost import RecoveryHost
from .shell import FeatureHost, ShellDocument
from .start import StartPage
from .workspace import Workspace

DEFAULT_AUTOSAVE_S = 30

_FORCES_SUBVIEWS = {
    "forces": "counters",
    "counters": "counters",
    "ob": "ob_cards",
    "support": "support_table",
    "leader": "leader_table",
    "radio": "radio_table",
    "quality": "quality_table",
}


def _describe(exc: BaseException) -> str:
    """One line for an unexpected failure (its kind and message, no traceback)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class MainWindow(FeatureHost, RecoveryHost, QMainWindow):
    """The application window (the ``Shell`` features register with). ``settings`` and
    ``recovery_root`` are injectable for tests."""

    documentShown = Signal(object)

    def __init__(
        self,
        settings: QSettings | None = None,
        recovery_root: Path | None = None,
        prompts: Prompts | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(translate("MainWindow", "CC:P Scenario Studio"))
        self.settings = settings if settings is not None else QSettings()
        self.prompts = prompts or Prompts(self)
        self._painted = False
        self._after_first_paint: list = []
        self.recent = RecentFiles(self.settings, self.open_path, self)
        register_all()
        self.workspace = Workspace(self)
        self.recovery = RecoveryStore(recovery_root)
        self.undo_group = QUndoGroup(self)
        self.views: dict[DocumentModel, DocumentView] = {}
        self._recovery_keys: dict[DocumentModel, str] = {}
        self._untitled = 0
        self.dataset_problems: list[Problem] = []
        self.init_feature_host()
        self.open_problems: dict[str, list[Problem]] = {}  # files that failed to open, until they open

        self.tabs = QTabWidget()
        self.tabs.setObjectName("documentTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.welcome = StartPage(self)
        self.welcome.openDataSetRequested.connect(self.open_dataset_dialog)
        self.welcome.openDemoRequested.connect(self.open_demo_dataset)
        self.tabs.addTab(self.welcome, translate("MainWindow", "Welcome"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.setCentralWidget(self.tabs)

        self.browser = DataSetBrowser(self.workspace)
        self.browser.openRequested.connect(self.open_path)
        self.inspector = Inspector()
        self.problems_panel = ProblemsPanel()
        self.problems_panel.problemActivated.connect(self.jump_to_problem)
        self.log_panel = LogPanel()
        self.history = QUndoView(self.undo_group)
        self.history.setObjectName("undoHistory")
        self.history.setEmptyLabel(translate("MainWindow", "<original>"))

        self.browser_dock = self._dock("browserDock", translate("MainWindow", "Data set"), self.browser, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.history_dock = self._dock("historyDock", translate("MainWindow", "History"), self.history, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.inspector_dock = self._dock("inspectorDock", translate("MainWindow", "Inspector"), self.inspector, Qt.DockWidgetArea.RightDockWidgetArea)
        self.problems_dock = self._dock("problemsDock", translate("MainWindow", "Problems"), self.problems_panel, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.log_dock = self._dock("logDock", translate("MainWindow", "Log"), self.log_panel, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.layouts = TaskLayouts(self, self.settings)  # which docks each task shows (gui/layouts.py)
        self.layouts.apply_default(self.layouts.task)
        self.tabs.setCornerWidget(self.layouts.switcher(), Qt.Corner.TopRightCorner)

        self.tabs.currentChanged.connect(self._current_tab_changed)
        self._build_actions()
        self._build_menus()
        for feature in default_features():
            feature.install(self)
        self.statusBar().showMessage(translate("MainWindow", "Ready"))

        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._file_changed)
        self._problems_timer = QTimer(self)
        self._problems_timer.setSingleShot(True)
        self._problems_timer.setInterval(50)
        self._problems_timer.timeout.connect(self.refresh_problems)
        self.autosave_timer = QTimer(self)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.set_autosave_interval(int(self.settings.value("autosaveSeconds", DEFAULT_AUTOSAVE_S)))
        self.workspace.datasetChanged.connect(self._dataset_changed)
        app = QApplication.instance()
        if app is not None:
            app.styleHints().colorSchemeChanged.connect(self._palette_changed)

    # ------------------------------------------------------------------ construction
    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        if name == "inspectorDock":  # scrolls rather than forcing the bottom dock area taller
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(widget)
            widget = scroll
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, text: str, slot, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(translate("MainWindow", "&New..."), self.new_document, K.New)
        self.act_open = self._action(translate("MainWindow", "&Open..."), self.open_dialog, K.Open)
        self.act_open_dataset = self._action(translate("MainWindow", "Open &Data Set..."), self.open_dataset_dialog, "Ctrl+Shift+O")
        self.act_save = self._action(translate("MainWindow", "&Save"), self.save_current, K.Save)
        self.act_save_as = self._action(translate("MainWindow", "Save &As..."), self.save_current_as, K.SaveAs)
        self.act_save_all = self._action(translate("MainWindow", "Save A&ll"), self.save_all, "Ctrl+Alt+S")
        self.act_close = self._action(translate("MainWindow", "&Close"), self.close_current, K.Close)
        self.act_quit = self._action(translate("MainWindow", "&Quit"), self.close, K.Quit)
        self.act_undo = self.undo_group.createUndoAction(self, translate("MainWindow", "&Undo"))
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.undo_group.createRedoAction(self, translate("MainWindow", "&Redo"))
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        self.act_copy_rows = self._action(translate("MainWindow", "Copy Rows"), lambda: self._row_op("copy_rows"), "Ctrl+Shift+C")
        self.act_paste_rows = self._action(translate("MainWindow", "Paste Rows"), lambda: self._row_op("paste_rows"), "Ctrl+Shift+V")
        self.act_insert_row = self._action(translate("MainWindow", "Insert Row"), lambda: self._row_op("insert_row"), "Ctrl+I")
        self.act_remove_rows = self._action(translate("MainWindow", "Remove Rows"), lambda: self._row_op("remove_rows"), "Ctrl+Shift+Del")
        self.act_import_csv = self._action(translate("MainWindow", "Import CSV or Excel..."), lambda: self._row_op("import_csv_dialog"))
        self.act_export_csv = self._action(translate("MainWindow", "Export CSV or Excel..."), lambda: self._row_op("export_csv_dialog"))
        for act in (self.act_copy_rows, self.act_paste_rows, self.act_insert_row, self.act_remove_rows):
            act.setProperty("helpArea", "TableEditor")  # listed with the tables' keys in Help
        self.act_prefs = self._action(translate("MainWindow", "&Preferences..."), self.preferences, K.Preferences)
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        if self.act_prefs.shortcut().isEmpty():
            self.act_prefs.setShortcut(QKeySequence("Ctrl+,"))
        self.act_welcome = self._action(translate("MainWindow", "&Welcome Page"), lambda: self.tabs.setCurrentWidget(self.welcome))
        self.act_validate = self._action(translate("MainWindow", "&Validate All"), self.validate_all, "F7")
        self.act_about = self._action(translate("MainWindow", "&About CC:P Scenario Studio"), self.about)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about_qt = self._action(translate("MainWindow", "About &Qt"), QApplication.aboutQt)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(translate("MainWindow", "&File"))
        m.addAction(self.act_new)
        m.addAction(self.act_open)
        m.addAction(self.act_open_dataset)
        self.recent_menu = self.recent.menu
        m.addMenu(self.recent_menu)
        open_end = m.addSeparator()
        for a in (self.act_save, self.act_save_as, self.act_save_all):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_import_csv)
        m.addAction(self.act_export_csv)
        features_end = m.addSeparator()
        m.addAction(self.act_close)
        m.addAction(self.act_quit)
        e = bar.addMenu(translate("MainWindow", "&Edit"))
        e.addAction(self.act_undo)
        e.addAction(self.act_redo)
        e.addSeparator()
        for a in (self.act_copy_rows, self.act_paste_rows, self.act_insert_row, self.act_remove_rows):
            e.addAction(a)
        e.addSeparator()
        e.addAction(self.act_validate)
        e.addSeparator()
        e.addAction(self.act_prefs)
        v = bar.addMenu(translate("MainWindow", "&View"))
        v.addAction(self.act_welcome)
        v.addSeparator()
        for dock in (self.browser_dock, self.inspector_dock, self.problems_dock, self.log_dock, self.history_dock):
            v.addAction(dock.toggleViewAction())
        v.addSeparator()
        self.layouts.add_to_menu(v)
        h = bar.addMenu(translate("MainWindow", "&Help"))
        h.addAction(self.act_about)
        h.addAction(self.act_about_qt)
        self._sections = {"file.new": (m, self.act_open), "file.open": (m, open_end), "file.features": (m, features_end),
                          "edit": (e, None), "view": (v, None), "help": (h, self.act_about)}

    # ------------------------------------------------------------------ settings
    def restore_state(self) -> None:
        """Window geometry and dock layout as the user left them."""
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = self.settings.value("windowState")
        if isinstance(state, QByteArray) and self.restoreState(state):
            QTimer.singleShot(0, lambda: sweep_tab_bars(self))  # Qt's replaced tab bars (gui/layouts.py)

    def save_state(self) -> None:
        self.layouts.remember()
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        if self.workspace.root is not None:
            self.settings.setValue("lastDataSet", str(self.workspace.root))
        self.settings.sync()

    def recent_files(self) -> list[str]:
        return self.recent.files()

    def add_recent(self, path: Path) -> None:
        self.recent.add(path)

    def set_autosave_interval(self, seconds: int) -> None:
        seconds = max(5, seconds)
        self.autosave_timer.start(seconds * 1000)

    # ------------------------------------------------------------------ data sets and documents
    def open_dataset(self, root: str | Path) -> bool:
        root = Path(root)
        if not (root / MANIFEST).is_file():
            from ..core.validate import manifest_problems
            from .i18n.logline import located_line

            found = manifest_problems([root])  # there, but a folder, a pipe or a link to nothing
            self.log(located_line(f"{found[0].file}:{found[0].line}:{found[0].column}", found[0].message) if found else
                     translate("MainWindow", "Not a data set folder (no {manifest}): {path}").format(manifest=MANIFEST, path=root))
            return False
        if not self.close_all_documents():
            return False
        try:
            self.workspace.open_dataset(root)
        except Exception as exc:  # noqa: BLE001 - a last guard: a bad box must never take the window down
            self.workspace.fail_dataset(root, translate("MainWindow", "the data set could not be loaded: {error}").format(error=_describe(exc)))
        self.dataset_problems = []
        self.open_problems = {}
        if any(p.severity == "error" for p in self.workspace.load_problems):
            self.problems_dock.show()
            self.problems_dock.raise_()
            self.tabs.setCurrentWidget(self.welcome)
        self.when_painted(self._validate_dataset)
        self.log(translate("MainWindow", "Opened data set {name} ({path})").format(name=self.workspace.name, path=self.workspace.root))
        self.add_recent(root)
        return True

    def open_demo_dataset(self) -> bool:
        root = demo_dataset_root()
        if root is None:
            self.log(translate("MainWindow", "The demo data set is not installed"))
            return False
        return self.open_dataset(root)

    def when_painted(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` once the window is on screen: the first paint never waits for it. A hidden
        window (never painted) runs it on the next turn of the event loop."""
        if self._painted:
            QTimer.singleShot(0, fn)
            return
        self._after_first_paint.append(fn)
        QTimer.singleShot(0, self._flush_if_hidden)

    def _flush_if_hidden(self) -> None:
        if not self.isVisible():
            self._flush_after_paint()
        else:
            QTimer.singleShot(2000, self._flush_after_paint)  # a window that never gets a paint

    def _flush_after_paint(self) -> None:
        pending, self._after_first_paint = self._after_first_paint, []
        for fn in pending:
            fn()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._flush_after_paint)  # after this frame reaches the screen

    def _validate_dataset(self) -> None:
        """Check every document of the data set once it is open (after the window is up).

        A check that fails is itself a problem shown in the list, never a silent "0 errors"."""
        try:
            self.dataset_problems = self.workspace.validate_dataset()
        except Exception as exc:  # noqa: BLE001 - reported, not swallowed
            where = str(Path(self.workspace.root or ".") / MANIFEST)
            message = translate("MainWindow", "the data set check stopped: {error}").format(error=_describe(exc))
            self.dataset_problems = [Problem(where, 1, 1, "", message)]
            self.log(message)
            self.statusBar().showMessage(message, 10000)
        self.refresh_problems()

    def _dataset_changed(self) -> None:
        self.browser.refresh()
        self.refresh_problems()
        self.inspector.show_dataset(self.workspace)

    def open_path(self, path: str | Path) -> DocumentModel | None:
        """Open a document (in a tab) or a data set folder."""
        path = Path(path)
        if path.is_dir():
            self.open_dataset(path)
            return None
        if not path.is_file():
            self.log(translate("MainWindow", "No such file: {path}").format(path=path))
            self.statusBar().showMessage(translate("MainWindow", "No such file: {path}").format(path=path), 5000)
            return None
        if newdocs.is_image(path):  # a scan: start a new map over it
            newdocs.new_map_from_scan(self, path)
            return None
        root = find_dataset_root(path)
        if root is not None and root != self.workspace.root and self.workspace.root is None:
            self.open_dataset(root)
        kind = next((k for k in self._doc_kinds.values() if k.claims(path)), None)
        if kind is not None:
            if kind.open(path):
                self.add_recent(path)
            return None
        model, problems = self.workspace.open_document(path)
        if model is None:
            self.report_open_failure(path, problems)
            return None
        self.open_problems.pop(str(path), None)
        self.show_document(model)
        self.add_recent(path)
        return model

    def report_open_failure(self, path: str | Path, problems: list[Problem]) -> None:
        """A file that could not be opened: its problems in a dialog and in the Problems panel
        (kept there until the file opens), never only in the log."""
        path = Path(path)
        if not problems:
            return
        first = problems[0].format()  # "file:line:col: /pointer: message", the file named once
        self.log(translate("MainWindow", "Could not open {problem}").format(problem=first) if first.startswith(str(path))
                 else translate("MainWindow", "Could not open {path}: {problem}").format(path=path, problem=first))
        self.open_problems[str(path)] = problems
        self.refresh_problems()
        self.problems_dock.show()
        self.problems_dock.raise_()
        self.prompts.show_problems(
            translate("MainWindow", "Cannot open {name}").format(name=path.name),
            translate("MainWindow", "{path} cannot be opened: %n problem(s), listed in the Problems panel.", None, COUNT, len(problems)).format(path=path),
            "\n".join(p.format() for p in problems[:10]),
        )

    def show_document(self, model: DocumentModel) -> DocumentView:
        view = self.views.get(model)
        if view is None:
            view = DocumentView(model)
            self.views[model] = view
            self.undo_group.addStack(model.undo_stack)
            model.problemsChanged.connect(self._problems_timer.start)
            model.dirtyChanged.connect(lambda _d, m=model: self._update_tab_title(m))
            model.changed.connect(lambda ptr, m=model: self._update_tab_title(m) if ptr in ("", "/name") else None)
            model.pathChanged.connect(lambda m=model: self._path_changed(m))
            view.selectionChanged.connect(lambda pointer, m=model: self.inspector.show_selection(m, pointer))
            self.tabs.addTab(view, model.title())
            self._update_tab_title(model)
            if model.path is not None:
                self.watcher.addPath(str(model.path))
            self.log(translate("MainWindow", "Opened {name}").format(name=model.path or model.display_name()))
            self.refresh_problems()
        self.tabs.setCurrentWidget(view)
        self.documentShown.emit(model)
        return view

    def _update_tab_title(self, model: ShellDocument) -> None:
        view = self._widget_of(model)
        if view is None:
            return
        index = self.tabs.indexOf(view)
        self.tabs.setTabText(index, model.title() + (" *" if model.dirty else ""))
        self.tabs.setTabToolTip(index, str(model.path) if model.path else model.display_name())
        self._update_window_title()

    def _update_window_title(self) -> None:
        model = self.current_shell_document()
        base = translate("MainWindow", "CC:P Scenario Studio")
        if model is None:
            self.setWindowTitle(base)
        else:
            self.setWindowTitle(f"{model.display_name()}{' *' if model.dirty else ''} — {base}")

    def _path_changed(self, model: DocumentModel) -> None:
        self.workspace.rekey(model)
        if model.path is not None:
            self.watcher.addPath(str(model.path))
        self._update_tab_title(model)

    def current_view(self) -> DocumentView | None:
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, DocumentView) else None

    def current_model(self) -> DocumentModel | None:
        view = self.current_view()
        return view.model if view else None

    def current_shell_document(self) -> ShellDocument | None:
        """The document of the current tab: a data-set document or one a feature added (a board)."""
        model = self.current_model()
        if model is not None:
            return model
        widget = self.tabs.currentWidget()
        return next((d for d, w in self.doc_tabs.items() if w is widget), None)

    def _widget_of(self, document: ShellDocument) -> QWidget | None:
        return self.views.get(document) if isinstance(document, DocumentModel) else self.doc_tabs.get(document)

    def all_documents(self) -> list[ShellDocument]:
        return [*self.views, *self.doc_tabs]

    def _current_tab_changed(self, _index: int) -> None:
        model = self.current_model()
        document = self.current_shell_document()
        self.undo_group.setActiveStack(document.undo_stack if document else None)
        self.layouts.follow(self.tabs.currentWidget())
        self._update_window_title()
        if model is None:
            self.inspector.show_dataset(self.workspace)
        else:
            self.inspector.show_selection(model, "")

    # ------------------------------------------------------------------ --view NAME
    def select_view(self, name: str) -> bool:
        """Show a named view: welcome, forces:JP, support:US, chits, fortifications, fate:JP, ruleset, yaml:chits..."""
        name = name.strip()
        if name in ("", "welcome"):
            self.tabs.setCurrentWidget(self.welcome)
            return True
        route = self._view_routes.get(name.partition(":")[0])
        if route is not None:
            return route.show(name.partition(":")[2])
        yaml = name.startswith("yaml:")
        if yaml:
            name = name[5:]
        head, _, arg = name.partition(":")
        model = None
        subview = None
        if head in _FORCES_SUBVIEWS:
            entry = self.workspace.find_entry("forces", arg.upper())
            subview = _FORCES_SUBVIEWS[head]
            model = self.open_path(entry.path) if entry else None
        elif head in ("chits", "fortifications", "ruleset", "houserules", "vulnerability", "smokecup"):
            group = {"chits": "objective_chits", "fortifications": "fortification_ob"}.get(head, "ruleset")
            key = "ruleset" if group == "ruleset" else head
            entry = self.workspace.find_entry(group, key)
            subview = {"chits": "chits", "fortifications": "items", "ruleset": "terrain", "houserules": "house_rules",
                       "vulnerability": "fortification_vulnerability", "smokecup": "smoke_cup"}[head]
            model = self.open_path(entry.path) if entry else None
        elif head == "fate":
            entry = self.workspace.find_entry("fate_deck", f"fate-{arg.upper()}")
            subview = "cards"
            model = self.open_path(entry.path) if entry else None
        elif head in ("map", "scenario"):
            entry = self.workspace.find_entry(head, arg)
            model = self.open_path(entry.path) if entry else None
        elif Path(name).is_file():
            model = self.open_path(name)
        if model is None:
            self.log(translate("MainWindow", "Unknown view: {name}").format(name=name))
            return False
        view = self.views[model]
        if yaml:
            view.show_subview("yaml")
        elif subview:
            view.show_subview(subview)
        return True

    # ------------------------------------------------------------------ problems
    def _all_problems(self) -> list[Problem]:
        seen = set()
        out = []
        failed = [p for problems in self.open_problems.values() for p in problems]
        for p in [*failed, *self.workspace.load_problems, *self.dataset_problems]:
            if (p.file, p.pointer, p.message) not in seen:
                seen.add((p.file, p.pointer, p.message))
                out.append(p)
        open_files = {str(m.path) for m in self.views if m.path}
        out = [p for p in out if p.file not in open_files]
        for model in self.views:
            out += model.problems
        return out

    def refresh_problems(self) -> None:
        problems = self._all_problems()
        self.problems_panel.set_problems(problems, lambda p: self.workspace.where(p, self.views))
        errors = sum(1 for p in problems if p.severity == "error")
        warnings = len(problems) - errors
        self.problems_dock.setWindowTitle(translate("MainWindow", "Problems ({errors}, {warnings})").format(
            errors=translate("MainWindow", "%n error(s)", None, COUNT, errors), warnings=translate("MainWindow", "%n warning(s)", None, COUNT, warnings)))
        model = self.current_model()
        if model is not None:
            self.inspector.refresh_problems()

    def jump_to_problem(self, file: str, pointer: str) -> None:
        if not file:
            return
        path = Path(file)
        model = next((m for m in self.views if m.path and (m.path == path or str(m.path) == file)), None)
        if model is None:
            model = self.open_path(path)
        if model is None:
            return
        view = self.show_document(model)
        view.select_pointer(pointer)

    def validate_all(self) -> None:
        for model in self.views:
            model.validate_now()
        self.refresh_problems()
        self.problems_dock.raise_()

    # ------------------------------------------------------------------ file actions
    def new_document(self) -> object | None:
        return newdocs.new_document_menu(self)

    def create_document(self, kind: str) -> DocumentModel:
        """A new, minimal, valid document of ``kind`` with no file yet."""
        self._untitled += 1
        ident = f"new-{self._untitled}"
        if kind == "forces":
            doc = Forces(kind="forces", format=1, id=ident, name=translate("MainWindow", "New forces"), nation="JP", provenance="user")
        elif kind == "objective_chits":
            chit = ObjectiveChit(letter="A", kind="single", objective=1, vp=1)
            doc = ObjectiveChits(kind="objective_chits", format=1, id=ident, name=translate("MainWindow", "New chits"), provenance="user", chits=[chit])
        else:
            item = FortificationPrice(type="foxholes", vp_cost=1, max_count=1)
            doc = FortificationOB(kind="fortification_ob", format=1, id=ident, name=translate("MainWindow", "New fortification OB"), provenance="user", items=[item])
        model = DocumentModel(doc, None, self.workspace.dataset)
        self.workspace.add_document(model)
        self.show_document(model)
        return model

    def open_dialog(self) -> None:
        start = str(self.workspace.root or Path.home())
        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open document"), start, translate("MainWindow", "Documents and scans (*.yaml *.yml *.png *.jpg *.jpeg *.tif *.tiff)")
        )
        if path:
            self.open_path(path)

    def open_dataset_dialog(self) -> None:
        start = str(self.workspace.root or Path.home())
        path = QFileDialog.getExistingDirectory(self, translate("MainWindow", "Open data set folder"), start)
        if path:
            self.open_dataset(path)

    def save_model(self, model: ShellDocument, path: Path | None = None) -> bool:
        target = path or model.path
        if target is None:
            return newdocs.save_new(self, model)
        if newdocs.refuse_shipped_demo(self, target):
            return False
        self.watcher.removePath(str(target))
        try:
            if not save_asking_outside_box(self.prompts, self.workspace, model, target):
                self.log(translate("MainWindow", "Not saved: {path} leads outside the game box").format(path=target))
                return False
        except OSError as exc:
            from .i18n.logline import (
                check_line,  # the template reader loads the play and check texts: not at start
            )

            message = translate("MainWindow", "Could not save {path}: {error}").format(path=target, error=check_line(str(exc.strerror or exc)))
            self.log(message)
            self.prompts.error(translate("MainWindow", "Save failed"), message)
            return False
        finally:
            self.watcher.addPath(str(target))
        self.recovery.forget(self._recovery_key(model))
        self.add_recent(target)
        message = saved_message(model, target)
        self.log(message)
        self.statusBar().showMessage(message, 12000 if getattr(model, "problems", None) else 4000)
        return True

    def save_model_as(self, model: ShellDocument) -> bool:
        """Save under a new id (asked for), registered in the game box; a feature's document (a
        playtest) under a new file name."""
        if isinstance(model, DocumentModel):
            return newdocs.save_as(self, model)
        # a new save goes into the open game box, or the home folder when that is the shipped demo box
        # (read-only: saving there is refused)
        from ..io.gamebox import is_shipped_demo

        root = self.workspace.root
        folder = root if root is not None and not is_shipped_demo(root) else Path.home()
        start = str(model.path or folder / f"{model.display_name()}.yaml")
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save document as"), start, translate("MainWindow", "Documents (*.yaml *.yml)"))
        if not path:
            return False
        return self.save_model(model, Path(path))

    def save_current(self) -> bool:
        model = self.current_shell_document()
        return self.save_model(model) if model else False

    def save_current_as(self) -> bool:
        model = self.current_shell_document()
        return self.save_model_as(model) if model else False

    def save_all(self) -> bool:
        return all(self.save_model(m) for m in self.all_documents() if m.dirty)

    def close_current(self) -> None:
        self._close_tab(self.tabs.currentIndex())

    def _close_tab(self, index: int) -> None:
        widget = self.tabs.widget(index)
        if widget is None or widget is self.welcome:
            return
        if isinstance(widget, DocumentView):
            self.close_document(widget.model)
            return
        document = next((d for d, w in self.doc_tabs.items() if w is widget), None)
        if document is not None:
            self.close_document(document)
            return
        kind = next((k for k in self._tab_kinds if isinstance(widget, k.widget_type)), None)
        if kind is not None and kind.close(widget):
            self.tabs.removeTab(index)
            widget.deleteLater()

    def close_document(self, model: ShellDocument, ask: bool = True) -> bool:
        """Close one document, asking first when it has unsaved changes."""
        if ask and model.dirty:
            answer = self.prompts.unsaved_changes([model.display_name()])
            if answer == "cancel":
                return False
            if answer == "save" and not self.save_model(model):
                return False
        if not isinstance(model, DocumentModel):
            widget = self.doc_tabs.pop(model)
            self.tabs.removeTab(self.tabs.indexOf(widget))
            self.undo_group.removeStack(model.undo_stack)
            self.recovery.forget(self._recovery_key(model))
            widget.close()
            widget.deleteLater()
            return True
        view = self.views.pop(model)
        self.tabs.removeTab(self.tabs.indexOf(view))
        view.deleteLater()
        self.undo_group.removeStack(model.undo_stack)
        if model.path is not None:
            self.watcher.removePath(str(model.path))
        self.recovery.forget(self._recovery_key(model))
        self.workspace.close_document(model)
        self.refresh_problems()
        return True

    def close_all_documents(self) -> bool:
        """Ask once about every unsaved document; False when the user cancels."""
        dirty = [m for m in self.all_documents() if m.dirty]
        if dirty:
            answer = self.prompts.unsaved_changes([m.display_name() for m in dirty])
            if answer == "cancel":
                return False
            if answer == "save" and not all(self.save_model(m) for m in dirty):
                return False
        for model in self.all_documents():
            self.close_document(model, ask=False)
        return True

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        newdocs.drag_enter(event)

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt override)
        newdocs.drop(self, event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if not self.close_all_documents():
            event.ignore()
            return
        self.save_state()
        self.autosave_timer.stop()
        self.recovery.close()
        event.accept()

    # ------------------------------------------------------------------ external changes
    def _file_changed(self, file: str) -> None:
        model = next((m for m in self.views if m.path and str(m.path) == file), None)
        if model is None:
            return
        if Path(file).exists():
            self.watcher.addPath(file)  # editors that replace the file drop it from the watcher
        if not model.changed_on_disk():
            return
        self.log(translate("MainWindow", "{name} was changed on disk").format(name=file))
        if self.prompts.reload_changed(model.display_name(), model.dirty):
            problems = model.reload()
            if problems:
                self.log(translate("MainWindow", "Could not reload {path}: {problem}").format(path=file, problem=problems[0].format()))
            else:
                self.log(translate("MainWindow", "Reloaded {path}").format(path=file))
        else:
            try:  # through the read gate: a regular file within the document limit
                model.disk_text = read_bounded(file, MAX_BYTES).decode("utf-8", errors="replace")
            except DocumentError as exc:
                self.log(exc.problem.format())
            model.undo_stack.resetClean()

    # ------------------------------------------------------------------ misc
    def _row_op(self, name: str) -> None:
        view = self.current_view()
        if view is None:
            return
        fn = getattr(view.current_subview(), name, None)
        if fn is None:
            self.statusBar().showMessage(translate("MainWindow", "Not available in this view"), 3000)
            return
        fn()

    def log(self, message: str) -> None:
        self.log_panel.log(message)

    def preferences(self) -> None:
        from .prefs import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec():
            dialog.apply()
            self.set_autosave_interval(int(self.settings.value("autosaveSeconds", DEFAULT_AUTOSAVE_S)))
            self.layouts.act_auto.setChecked(self.layouts.follows())
            self.log(translate("MainWindow", "Preferences saved"))

    def about(self) -> None:
        show_about(self)

    def _palette_changed(self, *_args: object) -> None:
        for view in self.views.values():
            view.update()
        self.refresh_problems()
