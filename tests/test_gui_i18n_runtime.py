"""What an Italian player reads at run time: the board's side names, the wizard's log lines, the house rules.

Each test switches the running application to Italian through the shipped .qm file, drives the real widgets
and switches back to English at the end."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from ccp_editor.gui.i18n import install_translator, side_name
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.dataset import DataSet

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    assert install_translator("it")
    try:
        yield
    finally:
        install_translator("en")


def test_the_board_names_the_sides_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.board import BoardWidget
    from ccp_editor.play.fate import ScriptedRoller
    from ccp_editor.play.session import PlaytestSession

    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, roller=ScriptedRoller([]), placed=False)
    board = BoardWidget(s, demo_ds)
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)
    titles = {board.setup_panel.groups[side].title().split(" (")[0] for side in ("japan", "allied")}
    assert titles == {"Giappone", "Alleati"}
    for side in ("japan", "allied"):
        qtbot.mouseClick(board.setup_panel.auto_buttons[side], Qt.MouseButton.LeftButton)
    assert s.start_play(force=True).ok
    board.refresh()
    status = board.tracks.status_label.text()
    expected = {"japan": "Giappone", "allied": "Alleati"}[s.tracks.turn_player]
    assert f"gioca {expected}" in status, status
    assert "Allies" not in status and "Japan" not in status


def test_side_names_fall_back_to_english_without_a_translation(qapp) -> None:
    install_translator("en")
    assert (side_name("japan"), side_name("allied"), side_name("other")) == ("Japan", "Allies", "other")
