"""The app's identity and folders come from the platform: every window and dialog shows the app's own icon
(the shipped PNGs are renderings of its SVG), the settings file and data folder have names every file system
accepts (the earlier ones, with a ``:``, are moved over once), and a new game box is suggested under the
documents folder the desktop names (``~/Documenti`` on an Italian one), not a hard-coded ``~/Documents``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from ccp_editor.gui.desktop import APP_ID, ICON_SIZES, icon_png, render_icon_pngs
from ccp_editor.gui.userdirs import (
    APPLICATION,
    LEGACY_APPLICATION,
    ORGANIZATION,
    documents_folder,
    identify,
    migrate_data_folder,
    migrate_settings,
)
from ccp_editor.io.gamebox import default_boxes_folder


@pytest.fixture
def identified(qapp: QApplication):
    before = (qapp.organizationName(), qapp.applicationName(), qapp.windowIcon(), qapp.desktopFileName())
    identify(qapp)
    yield qapp
    qapp.setOrganizationName(before[0])
    qapp.setApplicationName(before[1])
    qapp.setWindowIcon(before[2])
    qapp.setDesktopFileName(before[3])


def test_every_window_and_dialog_shows_the_app_icon(identified: QApplication, qtbot) -> None:
    from ccp_editor.gui.mainwindow import MainWindow

    assert identified.desktopFileName() == APP_ID
    assert sorted(identified.windowIcon().availableSizes(), key=lambda s: s.width())[-1].width() == 256
    window = MainWindow(QSettings(), None)
    qtbot.addWidget(window)
    box = QMessageBox(QMessageBox.Icon.Information, "t", "x", parent=window)
    dialog = QDialog(window)
    for widget in (window, box, dialog):
        assert widget.windowIcon().cacheKey() == identified.windowIcon().cacheKey()
    window.recovery.close()


def test_the_settings_and_folder_names_are_valid_file_names_everywhere() -> None:
    forbidden = set('<>:"/\\|?*')
    assert not forbidden & set(ORGANIZATION + APPLICATION)
    assert ":" in LEGACY_APPLICATION  # the reason for the migration below


def test_the_shipped_icon_pngs_are_renderings_of_the_svg(qapp: QApplication, tmp_path: Path) -> None:
    for fresh in render_icon_pngs(tmp_path):
        size = int(fresh.stem.rsplit("-", 1)[1])
        shipped, again = QImage(str(icon_png(size))), QImage(str(fresh))
        assert shipped.width() == shipped.height() == size
        shipped = shipped.convertToFormat(QImage.Format.Format_ARGB32)
        again = again.convertToFormat(QImage.Format.Format_ARGB32)
        diff = sum(abs(a - b) for a, b in zip(bytes(shipped.constBits()), bytes(again.constBits()), strict=True))
        assert diff / (size * size * 4) < 2, f"{size}px icon differs from its SVG: run make icons"
    assert len(list(tmp_path.glob("*.png"))) == len(ICON_SIZES)


def test_settings_under_the_old_name_move_to_the_new_one(tmp_path: Path) -> None:
    old = QSettings(str(tmp_path / "CC:P Scenario Studio.conf"), QSettings.Format.IniFormat)
    old.setValue("language", "it")
    old.setValue("lastDataSet", "/boxes/mine")
    old.sync()
    new = QSettings(str(tmp_path / "scenario-studio.conf"), QSettings.Format.IniFormat)
    assert migrate_settings(old, new) == 2
    assert new.value("language") == "it" and new.value("lastDataSet") == "/boxes/mine"
    assert not (tmp_path / "CC:P Scenario Studio.conf").exists()
    # settings already in use under the new name are never overwritten by an old file
    stale = QSettings(str(tmp_path / "stale.conf"), QSettings.Format.IniFormat)
    stale.setValue("language", "en")
    stale.sync()
    assert migrate_settings(stale, new) == 0
    assert new.value("language") == "it" and (tmp_path / "stale.conf").is_file()


def test_the_old_data_folder_and_its_recovery_copies_move_to_the_new_name(tmp_path: Path) -> None:
    old, new = tmp_path / "ccp-editor" / LEGACY_APPLICATION, tmp_path / "ccp-editor" / APPLICATION
    (old / "recovery" / "abc123").mkdir(parents=True)
    (old / "recovery" / "abc123" / "doc.yaml").write_text("kind: map\n", encoding="utf-8")
    assert migrate_data_folder(old, new)
    assert (new / "recovery" / "abc123" / "doc.yaml").read_text(encoding="utf-8") == "kind: map\n" and not old.exists()
    # both present: the sessions the new folder lacks join it, the emptied old folder goes
    (old / "recovery" / "def456").mkdir(parents=True)
    (old / "recovery" / "abc123").mkdir(parents=True)
    assert migrate_data_folder(old, new)
    assert (new / "recovery" / "def456").is_dir() and (new / "recovery" / "abc123" / "doc.yaml").is_file()
    assert (old / "recovery" / "abc123").is_dir()  # same session name in both: the old copy stays, nothing lost
    assert not migrate_data_folder(tmp_path / "absent", new)


def test_a_new_box_is_suggested_under_the_desktops_documents_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:
    from ccp_editor.gui.newdocs.dialogs import NewDataSetDialog

    home = tmp_path / "home"
    (home / "Documenti").mkdir(parents=True)
    (home / "Documents").mkdir()  # present too: the desktop's own name wins, not the English one
    config = tmp_path / "config"
    config.mkdir()
    (config / "user-dirs.dirs").write_text('XDG_DOCUMENTS_DIR="$HOME/Documenti"\n', encoding="utf-8")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    assert documents_folder() == home / "Documenti"
    dialog = NewDataSetDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("My Pacific")
    dialog.name_edit.textEdited.emit("My Pacific")
    assert Path(dialog.folder_edit.text()) == home / "Documenti" / "CC-P game boxes" / "my-pacific"
    # no documents folder at all: the home folder
    assert default_boxes_folder(None) == home / "CC-P game boxes"
    assert default_boxes_folder(home / "missing") == home / "CC-P game boxes"


@pytest.mark.slow
def test_a_real_start_moves_the_old_settings_file_to_the_new_name(tmp_path: Path) -> None:
    """The start-up path in its own process: settings written under the old name are read under the new one."""
    import os
    import subprocess
    import sys

    config = tmp_path / "config"
    old_file = config / ORGANIZATION / f"{LEGACY_APPLICATION}.conf"
    old_file.parent.mkdir(parents=True)
    old_file.write_text("[General]\nlanguage=it\nautosaveSeconds=45\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    script = (
        "import argparse\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "QTimer.singleShot(1000, app.quit)\n"
        "from ccp_editor.gui import app as gui_app\n"
        "print('exit', gui_app.run_gui(argparse.Namespace(size='1280x800', screenshot=None, open=None, view=None)))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 0 and b"exit 0" in proc.stdout, proc.stderr.decode()[-2000:]
    new_file = config / ORGANIZATION / f"{APPLICATION}.conf"
    assert not old_file.exists()
    text = new_file.read_text(encoding="utf-8")
    assert "language=it" in text and "autosaveSeconds=45" in text
