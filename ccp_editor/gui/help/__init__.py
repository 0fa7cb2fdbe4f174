"""The help window: the user guide (HTML shipped in this package, one file per language) and a
keyboard-shortcut list read from the window's live actions and those of one hidden editor of each
kind, so it never drifts from the real keys and lists the editors' keys before one is open.

Installed as a feature (``HelpFeature``): Help › User Guide (F1) and Help › Keyboard Shortcuts.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from ..i18n import current_language, translate
from ..shell import ActionSpec, Shell
from .keys import sample_editors

HELP_DIR = Path(__file__).resolve().parent


def guide_path(language: str | None = None) -> Path:
    """The guide in ``language`` (the running translation by default), English when there is none."""
    language = language or current_language()
    found = HELP_DIR / f"guide_{language}.html"
    return found if found.is_file() else HELP_DIR / "guide_en.html"


def _area_of(action: QAction) -> str:
    """Where a key works, from the widget the action belongs to."""
    areas = {
        "MapEditor": translate("Help", "Map editor"), "BoardWidget": translate("Help", "Board"), "HotseatWidget": translate("Help", "Board"),
        "TableEditor": translate("Help", "Tables"), "ScenarioEditor": translate("Help", "Scenario editor"), "ProblemsPanel": translate("Help", "Problems panel"),
    }
    declared = action.property("helpArea")  # a window action that works on one kind of editor
    if declared in areas:
        return areas[declared]
    node: QObject | None = action.parent()
    while node is not None:
        name = type(node).__name__
        if name in areas:
            return areas[name]
        node = node.parent()
    return translate("Help", "Everywhere")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".").rstrip("…").strip()


def shortcut_rows(window: QWidget) -> list[tuple[str, str, str]]:
    """(where, command, keys) for every action of the window that has a key, and of every editor
    kind (the map editor, the tables, the board) whether one is open or not (``keys.py``), sorted by
    place and command; the same command and keys listed once."""
    workspace = getattr(window, "workspace", None)
    with sample_editors(getattr(workspace, "dataset", None)) as samples:
        return _rows([*window.findChildren(QAction), *(a for w in samples for a in w.findChildren(QAction))])


def _rows(actions: list[QAction]) -> list[tuple[str, str, str]]:
    seen: set[tuple[str, str, str]] = set()
    rows = []
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
        text = _plain(action.text())
        if not keys or not text:
            continue
        row = (_area_of(action), text, ", ".join(keys))
        if row not in seen:
            seen.add(row)
            rows.append(row)
    everywhere = translate("Help", "Everywhere")
    return sorted(rows, key=lambda r: (r[0] != everywhere, r[0], r[1].lower()))


def shortcuts_html(window: QWidget) -> str:
    rows = shortcut_rows(window)
    parts = [("<h2>" + str(html.escape(translate('Help', 'Keyboard shortcuts'))) + "</h2>"), "<table cellspacing='0' cellpadding='3'>"]
    area = None
    for where, command, keys in rows:
        if where != area:
            area = where
            parts.append(f"<tr><td colspan='2'><h3>{html.escape(where)}</h3></td></tr>")
        parts.append(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(command)}</td></tr>")
    parts.append("</table>")
    return "\n".join(parts)


class HelpWindow(QDialog):
    """The guide and the shortcut list, side by side in tabs; stays open beside the main window."""

    def __init__(self, window: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setObjectName("helpWindow")
        self.setWindowTitle(translate("Help", "CC:P Scenario Studio Help"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setModal(False)
        self.main = window
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.guide = QTextBrowser()
        self.guide.setObjectName("helpGuide")
        self.guide.setOpenExternalLinks(True)
        self.shortcuts = QTextBrowser()
        self.shortcuts.setObjectName("helpShortcuts")
        self.tabs.addTab(self.guide, translate("Help", "User guide"))
        self.tabs.addTab(self.shortcuts, translate("Help", "Keyboard shortcuts"))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(760, 620)
        self.load()
        # the list is read when shown (building the hidden editors takes a moment: not for F1)
        self.tabs.currentChanged.connect(lambda index: self.refresh_shortcuts() if index == 1 else None)

    def load(self) -> None:
        path = guide_path()
        self.guide.setHtml(path.read_text(encoding="utf-8"))
        self.guide.setSearchPaths([str(HELP_DIR)])

    def refresh_shortcuts(self) -> None:
        self.shortcuts.setHtml(shortcuts_html(self.main))

    def show_page(self, page: str) -> None:
        index = 1 if page == "shortcuts" else 0
        if index == 1 and self.tabs.currentIndex() == 1:
            self.refresh_shortcuts()  # the keys as they are now (a preference or the language changed)
        self.tabs.setCurrentIndex(index)
        self.show()
        self.raise_()
        self.activateWindow()


class HelpFeature:
    """Help › User Guide (F1) and Help › Keyboard Shortcuts."""

    def __init__(self) -> None:
        self.window: HelpWindow | None = None
        self.shell: Shell | None = None

    def install(self, shell: Shell) -> None:
        self.shell = shell
        shell.add_actions("help", [
            ActionSpec("actUserGuide", translate("Help", "&User Guide"), lambda: self.show("guide"), QKeySequence.StandardKey.HelpContents,
                       translate("Help", "How to trace a map, enter forces, design scenarios and playtest them")),
            ActionSpec("actShortcuts", translate("Help", "&Keyboard Shortcuts"), lambda: self.show("shortcuts"), None,
                       translate("Help", "Every key of the commands, read from the application itself")),
        ])

    def show(self, page: str) -> HelpWindow:
        assert self.shell is not None
        if self.window is None:
            self.window = HelpWindow(self.shell.window_widget())
        self.window.show_page(page)
        return self.window
