"""File > Open Recent: the last files and game boxes opened, kept in the settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu, QWidget

from .i18n import translate

MAX_RECENT = 10


class RecentFiles:
    """The list in the settings and the menu showing it; ``open_path`` opens a chosen entry."""

    def __init__(self, settings: QSettings, open_path: Callable[[str], object], parent: QWidget) -> None:
        self.settings = settings
        self.open_path = open_path
        self.menu = QMenu(translate("MainWindow", "Open &Recent"), parent)
        self.menu.setObjectName("recentMenu")
        self.menu.aboutToShow.connect(self.fill_menu)
        self.fill_menu()

    def files(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add(self, path: str | Path) -> None:
        entry = str(Path(path).resolve())
        files = [f for f in self.files() if f != entry]
        self.settings.setValue("recentFiles", [entry, *files][:MAX_RECENT])

    def fill_menu(self) -> None:
        self.menu.clear()
        files = self.files()
        for i, f in enumerate(files):
            act = self.menu.addAction(f"&{(i + 1) % 10} {Path(f).name}")
            act.setToolTip(f)
            act.setData(f)
            act.triggered.connect(lambda _=False, f=f: self.open_path(f))
        if not files:
            none = self.menu.addAction(translate("MainWindow", "(none)"))
            none.setEnabled(False)
        else:
            self.menu.addSeparator()
            clear = self.menu.addAction(translate("MainWindow", "Clear Recent Files"))
            clear.triggered.connect(lambda: self.settings.setValue("recentFiles", []))
