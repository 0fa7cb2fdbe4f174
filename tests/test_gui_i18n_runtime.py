"""What an Italian player reads at run time: the board's side names, the wizard's log lines, the house rules.

Each test switches the running application to Italian through the shipped .qm file, drives the real widgets
and switches back to English at the end."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

import ccp_editor
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
    assert board.tracks.vp_label.text() in ("PV 0", f"PV {'Giappone' if s.tracks.vp > 0 else 'Alleati'} +{abs(s.tracks.vp)}")  # as the wizard writes it


def test_side_names_fall_back_to_english_without_a_translation(qapp) -> None:
    install_translator("en")
    assert (side_name("japan"), side_name("allied"), side_name("other")) == ("Japan", "Allies", "other")


def _generation_log(demo_ds: DataSet, seed: int) -> list:
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    return generate(prepare(demo_ds), seed).generation.log  # type: ignore[union-attr]


def test_generator_log_lines_read_in_italian(demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.i18n.logline import log_line

    log = _generation_log(demo_ds, 58)
    by_step = {e.step: e for e in log}
    assert log_line(by_step["year"].text).startswith("anno ")
    assert "estrazione a caso" in log_line(by_step["year"].text) or "scelta dei giocatori" in log_line(by_step["year"].text)
    p1 = log_line(by_step["player_one"].text)
    assert p1.startswith("Giocatore 1: ") and ("Giappone" in p1 or "Alleati" in p1) and "japan" not in p1
    ob = log_line(by_step["ob"].text)
    assert ", paga " in ob and " PV" in ob and "takes OB" not in ob
    # a line no template knows (a free note, an older file) is shown as it is
    assert log_line("a note typed by a player") == "a note typed by a player"


def test_log_lines_stay_english_without_a_translation(demo_ds: DataSet, qapp) -> None:
    from ccp_editor.gui.i18n.logline import log_line

    install_translator("en")
    for e in _generation_log(demo_ds, 58):
        # the same sentence, with a side named as the player reads it ("Player 1 is Allies", not "allied")
        named = re.sub(r"\bjapan\b", "Japan", re.sub(r"\ballied\b", "Allies", e.text))
        assert log_line(e.text) in (e.text, named)


def test_the_wizard_shows_its_log_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.rsgwizard.wizard import WizardWidget
    from ccp_editor.rsg.stepwise import WizardInputs

    w = WizardWidget(demo_ds)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.start(WizardInputs(seed=58))
    qtbot.mouseClick(w.auto_all_button, Qt.MouseButton.LeftButton)
    shown = [w.log_tree.topLevelItem(i).text(4) for i in range(w.log_tree.topLevelItemCount())]
    assert any(line.startswith("anno ") for line in shown), shown
    assert any(line.startswith("Giocatore 1: ") for line in shown)
    assert not any(line.startswith(("year ", "Player 1 is ")) for line in shown)


def test_every_generator_log_line_of_twenty_battles_reads_in_italian(demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.i18n.logline import log_line
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate
    from ccp_editor.rsg.stepwise import public_text

    data = prepare(demo_ds)
    english = []
    for seed in range(1, 21):
        for e in generate(data, seed).generation.log:  # type: ignore[union-attr]
            if log_line(public_text(e)) == e.text:
                english.append(e.text)
    assert english == []


def test_the_house_rule_catalogue_is_the_built_in_rule_set() -> None:
    from ccp_editor.gui.i18n.houserules import DESCRIPTIONS, NAMES, VALUES
    from ccp_editor.io.documents import load_document

    rules = load_document(Path(ccp_editor.__file__).parent / "rulesets" / "ccp.yaml").house_rules
    assert set(NAMES) == {r.name for r in rules}
    assert set(VALUES) == {c for r in rules for c in r.choices}
    assert set(DESCRIPTIONS) == {r.description for r in rules}


def test_the_wizard_names_house_rules_in_italian_and_keeps_their_values(qtbot, demo_ds: DataSet, italian) -> None:
    from PySide6.QtWidgets import QComboBox, QLabel

    from ccp_editor.gui.rsgwizard.wizard import WizardWidget

    w = WizardWidget(demo_ds)
    qtbot.addWidget(w)
    w.show()
    labels = {lab.text() for lab in w.findChildren(QLabel)}
    assert "Postura alleata contro una Forza Banzai" in labels and "Allied posture against a Banzai Force" not in labels
    combo = w.option_widgets["support_unaffordable"]
    assert isinstance(combo, QComboBox)
    shown = [combo.itemText(i) for i in range(combo.count())]
    assert not {"skip", "reroll"} & set(shown), shown
    assert combo.toolTip().startswith("G") and "quando la colonna non offre" in combo.toolTip()
    combo.setCurrentIndex(combo.findData("reroll"))
    assert w.inputs().options["support_unaffordable"] == "reroll"
