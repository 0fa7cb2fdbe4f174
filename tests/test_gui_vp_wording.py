"""One VP wording everywhere: the board's track display, its log, the wizard's header and log and the
scenario sheet all write where the VP marker stands the same way ("Japan +2", "Allies +1", "0")."""

from __future__ import annotations

import pytest

from ccp_editor.gui.board.widget import BoardWidget
from ccp_editor.gui.rsgwizard.texts import vp_text as wizard_vp
from ccp_editor.gui.scenario.sheet import sheet_html
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.play.session import PlaytestSession
from ccp_editor.rsg.stepwise import vp_marker_text

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def test_the_board_the_wizard_the_log_and_the_sheet_say_it_alike(qtbot, demo_ds):
    import copy

    sc = copy.deepcopy(demo_ds.scenarios["demo-ridge-line"])
    session = PlaytestSession.create(sc, demo_ds)
    assert session.tracks.vp == 2  # Japan two ahead when play starts
    board = BoardWidget(session, demo_ds)
    qtbot.addWidget(board)
    assert board.tracks.vp_label.text() == "VP Japan +2"
    first_log = board.log_panel.item(0).text()
    assert "VP Japan +2" in first_log and "2 Japan" not in first_log
    assert wizard_vp(2) == "VP marker: Japan +2" and vp_marker_text(-1) == "Allies +1" and vp_marker_text(0) == "0"
    sc.vp_start = 2
    assert "Japan +2" in sheet_html(sc, demo_ds)
