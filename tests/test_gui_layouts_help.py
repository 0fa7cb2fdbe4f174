"""Task layouts (Trace / Design / Play) that follow the current tab and are remembered per task,
and the help window: the user guide shipped in the package and the live keyboard-shortcut list."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QToolButton

from ccp_editor.gui.help import HELP_DIR, HelpWindow, guide_path, shortcut_rows
from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO, copy_demo
from .windows import close_window, discard_unsaved

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
DOCKS = ("browser_dock", "inspector_dock", "problems_dock", "log_dock", "history_dock")


def make(qtbot, tmp_path: Path, box: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    w.open_dataset(box)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def box(tmp_path: Path) -> Path:
    return copy_demo(tmp_path / "demo")


@pytest.fixture
def window(qtbot, tmp_path: Path, box: Path):
    w = make(qtbot, tmp_path, box)
    yield w
    close_window(w)


def shown(window: MainWindow) -> set[str]:
    """The docks the user has on screen (a dock behind a tab of its group counts: one click away)."""
    return {name for name in DOCKS if getattr(window, name).toggleViewAction().isChecked()}


def test_the_layout_follows_the_current_tab(qtbot, window: MainWindow) -> None:
    assert window.select_view("map:demo-inland")
    assert window.layouts.task == "trace"
    assert shown(window) == {"problems_dock", "log_dock", "history_dock"}
    assert window.layouts.actions["trace"].isChecked()
    assert window.select_view("forces:JP")
    assert window.layouts.task == "design"
    assert {"browser_dock", "inspector_dock", "problems_dock"} <= shown(window)
    assert window.select_view("board:demo-ridge-line")
    assert window.layouts.task == "play" and shown(window) == set()
    qtbot.waitUntil(lambda: window.tabs.currentWidget().width() >= 1200)  # the board has the window's width
    window.tabs.setCurrentWidget(window.welcome)
    assert window.layouts.task == "play"  # the welcome page keeps the layout it finds


def test_a_task_remembers_what_the_user_changed(qtbot, tmp_path: Path, box: Path, window: MainWindow) -> None:
    assert window.select_view("forces:JP")
    window.inspector_dock.toggleViewAction().trigger()  # the user closes the Inspector while designing
    assert "inspector_dock" not in shown(window)
    assert window.select_view("map:demo-inland")
    assert window.select_view("forces:JP")
    assert "inspector_dock" not in shown(window) and "browser_dock" in shown(window)
    window.layouts.act_reset.trigger()
    assert "inspector_dock" in shown(window)
    window.inspector_dock.toggleViewAction().trigger()
    discard_unsaved(window)
    window.close()  # saved with the window's state
    again = make(qtbot, tmp_path, box)
    try:
        assert again.select_view("map:demo-inland") and again.select_view("scenario:demo-ridge-line")
        assert again.layouts.task == "design" and "inspector_dock" not in shown(again)
    finally:
        discard_unsaved(again)
        again.close()


def test_switching_by_hand_and_turning_following_off(qtbot, window: MainWindow) -> None:
    buttons = {b.objectName(): b for b in window.tabs.cornerWidget().findChildren(QToolButton)}
    assert [b.text() for b in buttons.values()] == ["Trace", "Design", "Play"]
    qtbot.mouseClick(buttons["layoutButton_play"], Qt.MouseButton.LeftButton)
    assert window.layouts.task == "play" and shown(window) == set()
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    layout_menu = next(a.menu() for a in view_menu.actions() if a.menu() is not None and "Layout" in a.text())
    texts = [a.text() for a in layout_menu.actions() if a.text()]
    assert texts[:3] == ["Trace Layout", "Design Layout", "Play Layout"]
    window.layouts.act_auto.trigger()  # off: the layout stays where the user put it
    assert not window.layouts.follows()
    assert window.select_view("map:demo-inland")
    assert window.layouts.task == "play"
    window.layouts.actions["design"].trigger()
    assert window.layouts.task == "design" and "browser_dock" in shown(window)


def test_help_opens_the_guide_and_lists_the_real_keys(qtbot, window: MainWindow) -> None:
    act = window.action("actUserGuide")
    assert act is not None and act.shortcut().toString() == "F1"
    act.trigger()
    help_window = next(w for w in window.findChildren(HelpWindow))
    assert help_window.isVisible()
    guide = help_window.guide.toPlainText()
    for job in ("Trace a map from a scan", "Enter forces and design scenarios", "Generate and playtest"):
        assert job in guide
    window.action("actShortcuts").trigger()
    assert help_window.tabs.currentWidget() is help_window.shortcuts
    text = help_window.shortcuts.toPlainText()
    assert "Ctrl+S" in text and "Save" in text and "F7" in text and "Validate All" in text
    assert "Ctrl+Alt+3" in text and "Play Layout" in text
    # the editors' keys are there before any editor is open, read from their own actions
    assert window.tabs.count() == 1  # the welcome page only
    rows = shortcut_rows(window)
    by_area: dict[str, dict[str, str]] = {}
    for where, command, keys in rows:
        by_area.setdefault(where, {})[command] = keys
    assert by_area["Map editor"]["Select / edit vertices"] == "V"
    assert by_area["Map editor"]["Line of sight"] == "G" and len(by_area["Map editor"]) >= 14
    assert by_area["Board"]["Fire"] == "F" and by_area["Board"]["LOS / range"] == "L"
    assert "Ctrl+S" not in by_area["Board"].values()  # inside the window Save is the window's key
    assert by_area["Tables"]["Copy Rows"] == "Ctrl+Shift+C" and "Copy Rows" not in by_area["Everywhere"]
    for area in ("Map editor", "Board"):
        assert area in text
    assert window.tabs.count() == 1  # nothing was opened to read them
    # the same keys as a map editor that is open: the list cannot drift from the editor
    assert window.select_view("map:demo-inland")
    live = {(w, c, k) for w, c, k in shortcut_rows(window) if w == "Map editor"}
    assert live == {r for r in rows if r[0] == "Map editor"}


def test_the_guide_has_an_italian_version_with_the_same_sections() -> None:
    english = guide_path("en").read_text(encoding="utf-8")
    italian = guide_path("it").read_text(encoding="utf-8")
    assert guide_path("it") == HELP_DIR / "guide_it.html" and guide_path("xx") == HELP_DIR / "guide_en.html"
    assert len(re.findall("<h2>", english)) == len(re.findall("<h2>", italian)) >= 4
    assert "Ricalcare una mappa" in italian


def test_following_the_tab_is_a_preference(qtbot, window: MainWindow) -> None:
    from ccp_editor.gui.prefs import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    assert dialog.follow_layout.isChecked()
    qtbot.mouseClick(dialog.follow_layout, Qt.MouseButton.LeftButton)
    dialog.apply()
    assert not window.layouts.follows()
    window.layouts.actions["design"].trigger()
    assert window.select_view("board:demo-ridge-line") and window.layouts.task == "design"
