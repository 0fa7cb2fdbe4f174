"""The Balance panel: a small batch run in the background from the scenario in the current tab, its
progress, the sentence and the charts; Cancel stops a long batch and keeps what was played; the
random battle wizard's finish page opens the panel on the battle it generated."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from ccp_editor.gui.balance.panel import BalancePanel, plural
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.dataset import demo_dataset_root

from .windows import discard_unsaved

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
BEACH = "demo-beach-landing"


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "recovery")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    assert DEMO is not None and window.open_dataset(DEMO)
    window.resize(1280, 800)
    window.show()
    return window


def test_a_small_batch_runs_in_the_background_and_shows_the_result(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.open_path(DEMO / "scenarios" / f"{BEACH}.yaml")
    window.action("actBalance").trigger()  # the scenario in the current tab, no question asked
    panel = window.tabs.currentWidget()
    assert isinstance(panel, BalancePanel) and panel.scenario.id == BEACH
    labels = [panel.player_boxes["japan"].itemText(i) for i in range(panel.player_boxes["japan"].count())]
    assert labels == ["Automatic: strong", "Automatic: fast", "Automatic: random"]  # the planner first
    panel.player_boxes["allied"].setCurrentIndex(panel.player_boxes["allied"].findData("auto"))
    panel.games_spin.setValue(2)
    panel.jobs_spin.setValue(1)
    with qtbot.waitSignal(panel.finished, timeout=120_000) as got:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        assert panel.running and not panel.run_button.isEnabled() and panel.cancel_button.isEnabled()
    result = got.args[0]
    qtbot.waitUntil(lambda: not panel.running)
    assert result.games == 2 and not result.cancelled and result.swapped
    assert panel.progress.value() == 2 and panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()
    text = panel.sentence.text()
    assert text.endswith("(2 games, fast vs random)") and ("Japan wins" in text or "The Allies win" in text)
    assert [r.label for r in panel.win_chart.rows] == ["Japan", "Allies", "fast, either side", "random, either side"]
    assert sum(c for _, _, c in panel.vp_chart.bars) == 2
    assert "How the games ended:" in panel.details.text() and "orders on average" in panel.details.text()
    image = panel.grab()
    assert not image.isNull() and image.width() > 300


def test_cancel_stops_a_long_batch_and_keeps_the_games_played(qtbot, tmp_path: Path, demo_ds) -> None:
    panel = BalancePanel(demo_ds.scenarios[BEACH], demo_ds)
    qtbot.addWidget(panel)
    panel.player_boxes["japan"].setCurrentIndex(panel.player_boxes["japan"].findData("auto"))
    panel.player_boxes["allied"].setCurrentIndex(panel.player_boxes["allied"].findData("auto"))
    panel.games_spin.setValue(5000)
    panel.start()
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=120_000)
    with qtbot.waitSignal(panel.finished, timeout=60_000) as got:
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    result = got.args[0]
    qtbot.waitUntil(lambda: not panel.running)
    assert result.cancelled and 1 <= result.games < 5000
    assert "Stopped after" in panel.sentence.text() and panel.run_button.isEnabled()


def test_the_wizard_finish_page_opens_the_panel_on_its_battle(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.rsgwizard.wizard import WizardWidget
    from ccp_editor.rsg.stepwise import WizardInputs

    window = make_window(qtbot, tmp_path)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    assert isinstance(wizard, WizardWidget)
    wizard.start(WizardInputs(seed=9))
    qtbot.mouseClick(wizard.auto_all_button, Qt.MouseButton.LeftButton)
    assert wizard.session.snapshot.finished and wizard.balance_button.isEnabled()
    qtbot.mouseClick(wizard.balance_button, Qt.MouseButton.LeftButton)
    panel = window.tabs.currentWidget()
    assert isinstance(panel, BalancePanel) and panel.scenario.id == wizard.scenario().id
    assert not panel.running  # nothing runs before Run
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(panel))
    assert window.tabs.indexOf(panel) == -1


def test_counts_read_as_english_without_a_catalogue() -> None:
    assert plural("%n game(s)".replace("%n", "1"), 1) == "1 game"
    assert plural("%n game(s)".replace("%n", "40"), 40) == "40 games"


def test_a_strong_player_is_offered_once_the_engine_has_one(qtbot, demo_ds, monkeypatch) -> None:
    from ccp_editor.play import players

    monkeypatch.setitem(players.PLAYER_KINDS, "ismcts", players.GreedyPlayer)
    panel = BalancePanel(demo_ds.scenarios[BEACH], demo_ds)
    qtbot.addWidget(panel)
    combo = panel.player_boxes["allied"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Automatic: strong", "Automatic: fast", "Automatic: random"]
    assert combo.currentData() == "greedy"  # the default stays the fast one


def test_closing_the_tab_of_a_running_batch_stops_its_workers(qtbot, tmp_path: Path) -> None:
    import multiprocessing

    window = make_window(qtbot, tmp_path)
    window.open_path(DEMO / "scenarios" / f"{BEACH}.yaml")
    window.action("actBalance").trigger()
    panel = window.tabs.currentWidget()
    assert isinstance(panel, BalancePanel)
    panel.games_spin.setValue(5000)
    panel.start()
    thread = panel.run_thread
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=120_000)
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(panel))
    assert window.tabs.indexOf(panel) == -1 and thread is not None and thread.isFinished()
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]
