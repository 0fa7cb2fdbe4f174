"""The board inside the main window: a scenario to a set-up board in one call (the wizard's
second click), the Play menu, ``--view board:...``, opening a playtest save, closing the tab, and
the ``ccp-editor gui --screenshot`` path."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage

from ccp_editor.gui.board import BoardWidget, open_playtest
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.rsg.engine import generate

from .reference_images import assert_matches_reference
from .windows import discard_unsaved

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
RIDGE = "demo-ridge-line"


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    assert DEMO is not None and window.open_dataset(DEMO)
    window.resize(1400, 900)
    window.show()
    return window


@pytest.mark.parametrize("seed", [1, 5])
def test_a_generated_scenario_opens_set_up_on_a_board(qtbot, tmp_path: Path, seed: int) -> None:
    window = make_window(qtbot, tmp_path)
    ds = window.workspace.dataset
    generated = generate(ds, seed)  # what the wizard hands over; anything it left unplaced is auto-set-up
    board = open_playtest(window, generated, ds)
    assert isinstance(board, BoardWidget) and window.tabs.currentWidget() is board
    s = board.session
    assert s.phase == "setup" and s.setup_problems("japan") == [] and s.setup_problems("allied") == []
    assert {p.id for p in s.units(location="map")} <= set(board.scene.counters)
    assert board.demo_badge.isVisible() == (s.doc.provenance == "demo")
    qtbot.mouseClick(board.setup_panel.start_button, Qt.MouseButton.LeftButton)
    assert s.phase == "play"


def test_a_scenario_that_cannot_be_played_is_reported(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    ds = window.workspace.dataset
    broken = copy.deepcopy(ds.scenarios[RIDGE])
    broken.map = "no-such-map"
    tabs = window.tabs.count()
    assert open_playtest(window, broken, ds) is None
    assert window.tabs.count() == tabs
    assert "no-such-map" in window.statusBar().currentMessage()


def test_view_board_play_menu_save_open_and_close(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.select_view(f"board:{RIDGE}")
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget) and board.session.scenario.id == RIDGE
    assert not window.select_view("board:no-such-scenario")
    save = tmp_path / "ridge-play.yaml"
    assert board.save(save)
    assert window.open_path(save) is None  # a playtest save opens on a board, not in an editor
    resumed = window.tabs.currentWidget()
    assert isinstance(resumed, BoardWidget) and resumed is not board
    assert resumed.session.to_playtest() == board.session.to_playtest()
    assert window.tabs.tabText(window.tabs.indexOf(resumed)) == "Board: ridge-play.yaml"
    assert window.select_view(f"board:{save}")
    n = window.tabs.count()
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(resumed))
    assert window.tabs.count() == n - 1 and window.tabs.indexOf(resumed) < 0
    # the Play menu playtests the scenario in the current tab
    entry = window.workspace.find_entry("scenario", RIDGE)
    assert entry is not None and window.open_path(entry.path) is not None
    window.action("actPlaytest").trigger()
    current = window.tabs.currentWidget()
    assert isinstance(current, BoardWidget) and current.session.scenario.id == RIDGE


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ccp_editor", *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_cli_screenshot_of_the_board(tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    res = _cli("gui", "--view", f"board:{RIDGE}", "--screenshot", str(out), "--size", "1400x900")
    assert res.returncode == 0, res.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1400, 900)
    assert_matches_reference(image, "board-ridge-line-window")
    res = _cli("gui", "--view", "board:no-such-scenario", "--screenshot", str(tmp_path / "x.png"))
    assert res.returncode == 2 and "unknown view" in res.stderr


def test_the_wizard_playtest_button_gives_a_set_up_board(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.rsgwizard.wizard import WizardWidget
    from ccp_editor.rsg.stepwise import WizardInputs

    window = make_window(qtbot, tmp_path)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    assert isinstance(wizard, WizardWidget)
    wizard.start(WizardInputs(seed=9))
    qtbot.mouseClick(wizard.auto_all_button, Qt.MouseButton.LeftButton)  # click one: the whole generation
    assert wizard.session.snapshot.finished and wizard.playtest_button.isEnabled()
    qtbot.mouseClick(wizard.playtest_button, Qt.MouseButton.LeftButton)  # click two: on the board, set up
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    s = board.session
    assert s.scenario.id == wizard.scenario().id and s.phase == "setup"
    assert s.setup_problems("japan") == [] and s.setup_problems("allied") == []
    assert s.start_play().ok
