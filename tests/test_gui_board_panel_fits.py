"""The board's side panel (tracks, selection, setup / dice / log tabs) is never taller than the window
(issue 25, window habits): at 1280×800 its bottom edge is inside the window and the log's newest line is
in view, on the sandbox board and in a card game; a smaller window scrolls the panel instead."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from ccp_editor.gui.board.hotseat import HotseatWidget, open_hotseat
from ccp_editor.gui.board.integration import open_playtest
from ccp_editor.gui.board.panels import TrackStrip
from ccp_editor.gui.board.widget import BoardWidget
from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO
from .windows import close_window, demo_box_window

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
LEFT = Qt.MouseButton.LeftButton
RIDGE = "demo-ridge-line"


@pytest.fixture
def window(qtbot, tmp_path: Path):
    w = demo_box_window(qtbot, tmp_path)
    yield w
    close_window(w)


def settle(qtbot) -> None:  # noqa: ANN001
    """The deferred layout passes (splitter balance, the log's scroll to its end) done."""
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def bottom_in(widget: QWidget, window: QWidget) -> int:
    """The window's y of the widget's bottom edge."""
    return widget.mapTo(window, QPoint(0, widget.height())).y()


def assert_panel_fits(board: BoardWidget, window: MainWindow) -> None:
    side = board.side_panel
    assert side.isVisible() and side.width() > 0  # the panel is shown
    assert bottom_in(side, window) <= window.height()
    assert bottom_in(board.tabs, window) <= bottom_in(side, window)  # nothing of the column below the fold
    assert board.tabs.height() >= board.tabs.MIN_HEIGHT
    log = board.log_panel
    board.tabs.setCurrentWidget(log)
    QApplication.processEvents()
    log._to_newest()
    assert log.count() > 0
    last = log.visualItemRect(log.item(log.count() - 1))
    assert last.height() > 0 and log.viewport().rect().contains(last)  # the newest line wholly in view
    assert bottom_in(log, window) <= window.height()


def test_the_sandbox_boards_panel_fits_the_window_and_shows_the_newest_log_line(qtbot, window: MainWindow) -> None:
    ds = window.workspace.dataset
    board = open_playtest(window, ds.scenarios[RIDGE], ds, seed=3)
    assert board is not None
    for i in range(30):  # a long log: the newest lines are the ones that fell below the fold
        assert board.session.note(f"note {i}").ok
    board.refresh()
    settle(qtbot)
    assert_panel_fits(board, window)
    assert board.log_panel.texts()[-1].endswith("note 29")
    board.tabs.setCurrentWidget(board.setup_panel)  # a page taller than its tab scrolls inside it
    assert board.tabs.currentWidget() is board.setup_panel
    assert bottom_in(board.tabs, window) <= window.height()


def test_a_card_games_board_panel_fits_the_window(qtbot, window: MainWindow) -> None:
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=3)
    assert isinstance(game, HotseatWidget)
    settle(qtbot)
    qtbot.mouseClick(game.strip.tracks_toggle, LEFT)  # the panel starts folded in a card game
    settle(qtbot)
    assert_panel_fits(game.board, window)


def test_a_short_window_scrolls_the_panel_rather_than_clipping_it(qtbot, window: MainWindow) -> None:
    ds = window.workspace.dataset
    board = open_playtest(window, ds.scenarios[RIDGE], ds, seed=3)
    assert board is not None
    window.resize(1280, 560)
    settle(qtbot)
    assert bottom_in(board.side_panel, window) <= window.height()
    assert bottom_in(board.tabs, window) <= window.height() and board.tabs.height() >= board.tabs.MIN_HEIGHT
    top = board.side_scroll
    assert isinstance(top, QScrollArea) and top.verticalScrollBar().maximum() > 0  # the tracks scroll instead
    top.verticalScrollBar().setValue(top.verticalScrollBar().maximum())
    QApplication.processEvents()
    label_bottom = board.selection_label.mapTo(top.viewport(), QPoint(0, board.selection_label.height())).y()
    assert label_bottom <= top.viewport().height()  # scrolled to its end, the last of it is reachable


@pytest.mark.parametrize("width", [240, 251, 268, 300, 333, 380])
def test_the_vp_track_draws_only_the_spaces_its_width_holds(qtbot, width: int) -> None:  # noqa: ANN001
    """An even number of 16 px spaces used to round up to one more, each then under 16 px (11.1's
    track is read space by space); the count follows the width the strip really gets."""
    strip = TrackStrip()
    qtbot.addWidget(strip)
    strip.resize(width, strip.sizeHint().height())
    values = strip.vp_window(0)
    assert len(values) % 2 == 1 and 0 in values
    assert (strip.width() - 76) / len(values) >= 16
