"""The app's names and folders as the platform gives them.

The organisation and application names name the settings file and the data folder (recovery copies), so
they hold only characters every file system accepts; the title bar says "CC:P Scenario Studio". The user's
Documents folder comes from ``QStandardPaths`` (``~/Documenti`` on an Italian desktop, the Known Folder on
Windows), never a hard-coded ``~/Documents``. Settings and a data folder left under the earlier name (it had
a ``:``, which Windows forbids in a file name) are moved to the new names once, at start.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

ORGANIZATION = "ccp-editor"
APPLICATION = "scenario-studio"
LEGACY_APPLICATION = "CC:P Scenario Studio"  # the name before 0.1.0's platform folders; read only to migrate


def identify(app: QCoreApplication) -> None:
    """Give ``app`` the names behind its settings and folders, and (for a GUI) the icon every window and
    dialog shows and the launcher's id the desktop matches windows with."""
    from .desktop import APP_ID, app_icon

    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    set_icon = getattr(app, "setWindowIcon", None)
    if set_icon is not None:
        set_icon(app_icon())
        app.setDesktopFileName(APP_ID)


def documents_folder() -> Path | None:
    """The user's documents folder as the platform names it, or None when it has none that exists."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if location and Path(location).is_dir():
        return Path(location)
    return None


def migrate_settings(old: QSettings, new: QSettings) -> int:
    """Copy every value of ``old`` into ``new`` when ``new`` is still empty, then clear ``old`` and remove
    its file; returns the number of values moved (0 when there was nothing to move or ``new`` is in use)."""
    keys = old.allKeys()
    if not keys or new.allKeys():
        return 0
    for key in keys:
        new.setValue(key, old.value(key))
    new.sync()
    if new.status() != QSettings.Status.NoError:
        return 0  # the old file stays: nothing is lost when the new one cannot be written
    old_file = Path(old.fileName())
    old.clear()
    old.sync()
    if old_file.is_file():  # a file on Linux and macOS; the registry key on Windows is cleared above
        try:
            old_file.unlink()
        except OSError:
            pass
    return len(keys)


def migrate_data_folder(old: Path, new: Path) -> bool:
    """Move the data folder ``old`` (recovery copies) to ``new``: whole when ``new`` does not exist yet,
    else each recovery session ``new`` lacks; the emptied ``old`` is removed. True when anything moved."""
    if not old.is_dir() or old.is_symlink():
        return False
    moved = False
    try:
        if not new.exists():
            new.parent.mkdir(parents=True, exist_ok=True)
            os.replace(old, new)
            return True
        old_recovery, new_recovery = old / "recovery", new / "recovery"
        if old_recovery.is_dir():
            new_recovery.mkdir(parents=True, exist_ok=True)
            for session in old_recovery.iterdir():
                if not (new_recovery / session.name).exists():
                    shutil.move(str(session), str(new_recovery / session.name))
                    moved = True
            if not any(old_recovery.iterdir()):
                old_recovery.rmdir()
        if not any(old.iterdir()):
            old.rmdir()
    except OSError:
        return moved
    return moved


def migrate_legacy_names() -> None:
    """Move the settings and data folder of the earlier application name to the current ones (the
    application must be ``identify``-ed first)."""
    migrate_settings(QSettings(ORGANIZATION, LEGACY_APPLICATION), QSettings())
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if location:
        new = Path(location)
        migrate_data_folder(new.parent / LEGACY_APPLICATION, new)
