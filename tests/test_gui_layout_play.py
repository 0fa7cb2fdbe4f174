"""The Play layout for the card game and the random battle wizard at 1280×800: no docks, the board
(or the wizard's placement map) gets most of the width, the hand and prompts keep a readable column."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton

from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.gui.board.view import BoardView
from ccp_editor.gui.layouts import task_for
from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO
from .windows import demo_box_window, discard_unsaved

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture
def window(qtbot, tmp_path: Path):
    w = demo_box_window(qtbot, tmp_path)
    yield w
    discard_unsaved(w)
    w.close()
    w.deleteLater()


def open_docks(window: MainWindow) -> list[str]:
    return [d.objectName() for d in window.findChildren(QDockWidget) if d.parent() is window and d.isVisible()
            and not d.isFloating() and d.x() >= 0]


def test_the_card_game_gives_the_board_most_of_the_width(qtbot, window: MainWindow) -> None:
    assert window.select_view("forces:JP") and window.layouts.task == "design"
    assert window.select_view("cardgame:demo-ridge-line")
    game = window.tabs.currentWidget()
    assert isinstance(game, HotseatWidget) and task_for(game) == "play"
    assert window.layouts.task == "play"
    qtbot.waitUntil(lambda: open_docks(window) == [])
    view = game.board.findChild(BoardView)
    hand_column = game.splitter.widget(1)
    qtbot.waitUntil(lambda: game.width() >= 1270)
    # measured: the board (map and its tracks) 920 px of 1280, the map itself over 560 px
    assert game.board.width() >= 0.65 * window.width(), game.splitter.sizes()
    assert view.width() >= 0.43 * window.width()
    assert 320 <= hand_column.width() <= 420
    # the two players' page: the prompt and the button read whole in the hand column
    button = game.findChild(QPushButton, "passButton")
    label = game.findChild(QLabel, "passLabel")
    assert button.isVisible() and button.width() >= button.sizeHint().width()
    assert label.width() <= hand_column.width()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert game.hand.isVisible() and game.hand.width() >= 280 and game.options.width() >= 280


def test_the_battle_wizard_takes_the_play_layout(qtbot, window: MainWindow) -> None:
    assert window.select_view("forces:JP") and window.layouts.task == "design"
    assert window.select_view("wizard:7:placement")
    wizard = window.tabs.currentWidget()
    assert type(wizard).__name__ == "WizardWidget" and task_for(wizard) == "play"
    assert window.layouts.task == "play"
    qtbot.waitUntil(lambda: open_docks(window) == [])
    placement = wizard.findChild(object, "placementMap")
    assert placement is not None
    qtbot.waitUntil(lambda: placement.isVisible() and placement.width() >= 600)
    # back on a designing tab the docks return
    assert window.select_view("forces:JP") and window.layouts.task == "design"
    assert "browserDock" in open_docks(window)


def test_pages_that_are_no_document_keep_the_layout(qtbot, window: MainWindow) -> None:
    assert task_for(window.welcome) is None
    assert window.select_view("stats")
    assert task_for(window.tabs.currentWidget()) is None


def test_the_data_set_panel_reads_in_the_design_layout(qtbot, window: MainWindow) -> None:
    """At the Design layout's width the names take the panel, the source reads as a word, nothing
    hides behind a horizontal scroll bar."""
    assert window.select_view("forces:JP") and window.layouts.task == "design"
    browser = window.browser
    qtbot.waitUntil(lambda: browser.isVisible() and browser.viewport().width() > 150)
    header = browser.header()
    assert header.sectionSize(0) + header.sectionSize(1) <= browser.viewport().width()
    assert not browser.horizontalScrollBar().isVisible()
    sources = {browser.topLevelItem(i).child(j).text(1) for i in range(browser.topLevelItemCount())
               for j in range(browser.topLevelItem(i).childCount())}
    assert sources == {"Built-in", "Demo"}  # never the file's raw "builtin"
    assert header.sectionSize(0) >= 2 * header.sectionSize(1)


def test_the_inspector_shows_no_empty_selection_row_for_the_data_set(qtbot, window: MainWindow) -> None:
    window.tabs.setCurrentWidget(window.welcome)
    inspector = window.inspector
    inspector.show_dataset(window.workspace)
    assert not inspector.pointer_label.isVisibleTo(inspector)  # "Selected:" with nothing after it
    assert window.select_view("forces:JP")
    window.views[window.current_model()].selectionChanged.emit("/counters/0/fp")
    assert inspector.pointer_label.isVisibleTo(inspector) and inspector.pointer_label.text()
