"""Italian translation, the shipped .qm in sync with its .ts, and the ``gui`` command offscreen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from ccp_editor.gui.i18n import install_translator, qm_path, translate, ts_path
from ccp_editor.io.dataset import demo_dataset_root

ROOT = Path(__file__).resolve().parent.parent


def test_shipped_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    for language in ("it", "en"):  # English: its plural forms only
        out = tmp_path / f"check_{language}.qm"
        subprocess.run([lrelease, "-silent", str(ts_path(language)), "-qm", str(out)], check=True)
        assert out.read_bytes() == qm_path(language).read_bytes(), f"run pyside6-lrelease on ccp_editor_{language}.ts"


def test_italian_translation_loads_into_the_window(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.mainwindow import MainWindow

    try:
        assert install_translator("it")
        assert translate("MainWindow", "Problems") == "Problemi"
        window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "rec")
        qtbot.addWidget(window)
        assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Modifica", "&Visualizza", "&Aiuto"]
        assert window.inspector_dock.windowTitle() == "Ispettore"
    finally:
        install_translator("en")
    assert translate("MainWindow", "Problems") == "Problems"


def test_language_preference_is_stored(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.prefs import PreferencesDialog

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("it"))
    dialog.autosave.setValue(45)
    dialog.apply()
    assert settings.value("language") == "it" and int(settings.value("autosaveSeconds")) == 45


def test_csv_export_preferences_are_stored(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.prefs import PreferencesDialog

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.csv_bom.isChecked()  # Excel needs the BOM to show accents
    dialog.csv_delimiter.setCurrentIndex(dialog.csv_delimiter.findData(";"))
    qtbot.mouseClick(dialog.csv_bom, Qt.MouseButton.LeftButton, pos=dialog.csv_bom.rect().center())
    dialog.apply()
    assert settings.value("csvDelimiter") == ";" and settings.value("csvBom") == "false"


def _gui(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "ccp_editor", "gui", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60
    )


@pytest.mark.skipif(demo_dataset_root() is None, reason="the demo data set is not present")
def test_screenshot_of_a_view(tmp_path: Path) -> None:
    target = tmp_path / "support.png"
    result = _gui("--view", "support:JP", "--size", "1280x760", "--screenshot", str(target))
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 760)


def test_gui_usage_errors_are_one_line(tmp_path: Path) -> None:
    bad_size = _gui("--size", "huge", "--screenshot", str(tmp_path / "x.png"))
    assert bad_size.returncode == 2 and "--size" in bad_size.stderr and "Traceback" not in bad_size.stderr
    missing = _gui("--open", str(tmp_path / "nope.yaml"), "--screenshot", str(tmp_path / "x.png"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    view = _gui("--view", "nonsense:XX", "--screenshot", str(tmp_path / "x.png"))
    assert view.returncode == 2 and "unknown view" in view.stderr
    assert not (tmp_path / "x.png").exists()
