"""The wizard shows every step it resolves: one Confirm that runs steps 5 to 9 on its own shows each
of them before the next question; the step log stays in sight during setup; the side setting up
second sees the units the first side placed; a generated battle's first save keeps its id."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.rsgwizard.wizard import WizardWidget
from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.io.gamebox import create_box
from ccp_editor.rsg.stepwise import WizardInputs

from .windows import close_windows

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
LEFT = Qt.MouseButton.LeftButton
_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


@pytest.fixture(scope="module")
def ds():
    dataset, _ = load_dataset(DEMO)
    return dataset


def make_wizard(qtbot, ds) -> WizardWidget:
    w = WizardWidget(ds)
    qtbot.addWidget(w)
    w.resize(1280, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def pass_screen(w: WizardWidget, qtbot) -> None:
    while w.center.currentWidget() is w.pass_view:
        qtbot.mouseClick(w.pass_button, LEFT)


def test_one_confirm_shows_each_step_it_resolved(qtbot, ds):
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=6))  # the Allied OB answer resolves steps 5 to 9 without a question
    assert w.auto_until("ob")
    shown_titles = []
    for _ in range(2):  # Japan's OB, then the Allies'
        pass_screen(w, qtbot)
        assert w.session.snapshot.decision.step == "ob"
        qtbot.mouseClick(w.confirm_button, LEFT)
    pass_screen(w, qtbot)
    while w.review.banner.isVisible():
        shown_titles.append(w.step_title.text())
        assert not w.question_box.isVisible()
        assert "resolved without a question" in w.review.label.text()
        assert w.happened_box.isVisible()  # what happened in it: the cards, dice, VP
        QTest.keyClick(w.review.next_button, Qt.Key.Key_Return)  # Enter goes on
    assert [t.split(":")[0] for t in shown_titles] == ["Step 5", "Step 6", "Step 7", "Step 8", "Step 9"]
    assert w.session.snapshot.step_key == "10" and w.question_box.isVisible()
    assert w.step_title.text().startswith("Step 10")


def test_skip_goes_to_the_question_and_back_drops_the_review(qtbot, ds):
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=7))
    assert w.auto_until("ob")
    for _ in range(2):
        pass_screen(w, qtbot)
        qtbot.mouseClick(w.confirm_button, LEFT)
    pass_screen(w, qtbot)
    assert w.review.banner.isVisible() and w.review.skip_button.isVisible()
    qtbot.mouseClick(w.review.skip_button, LEFT)
    assert not w.review.banner.isVisible() and w.question_box.isVisible()


def test_the_log_stays_in_sight_and_the_first_side_is_shown_during_setup(qtbot, ds):
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=2))
    assert w.auto_until("placement")
    pass_screen(w, qtbot)
    first = w.session.snapshot.decision.side
    assert w.vsplit.sizes()[1] >= 60  # the newest log lines are not folded away
    log_rows = w.log_tree.topLevelItemCount()
    assert log_rows > 5
    assert not w.choice.view.fixed or all(f.toolTip().endswith("placed by Japan") or "placed by" in f.toolTip() for f in w.choice.view.fixed)
    qtbot.mouseClick(w.confirm_button, LEFT)  # the first side's suggested setup
    pass_screen(w, qtbot)
    while w.review.banner.isVisible():
        qtbot.mouseClick(w.review.next_button, LEFT)
    d = w.session.snapshot.decision
    assert d.step == "placement" and d.side != first
    placed = [h for h in w.session.snapshot.state.sides[first].placements.values() if h]
    shown = [f for f in w.choice.view.fixed if "set up by" in f.toolTip()]
    assert len(shown) == len(placed) > 0  # the other side's units, in plain view
    # the second side's list fits at 1280 x 800: its last row is inside the visible table
    table = w.choice.table
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert 0 <= last.top() and last.bottom() <= table.viewport().height()


def test_a_generated_battle_is_saved_with_its_own_id(qtbot, tmp_path, monkeypatch):
    create_box(tmp_path / "box", "Mine", from_demo=True)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    _WINDOWS.append(window)
    window.open_dataset(tmp_path / "box")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    wizard.start(WizardInputs(seed=9))
    wizard.auto_all()
    qtbot.mouseClick(wizard.open_button, LEFT)
    model = window.current_model()
    ident = model.doc.id
    asked = []
    monkeypatch.setattr("ccp_editor.gui.newdocs.flows.SaveAsDialog.exec", lambda self: asked.append(self) or 0)
    QTest.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert not asked  # a plain save, no Save As dialog
    assert model.path is not None and model.path.resolve() == (tmp_path / "box" / "scenarios" / f"{ident}.yaml").resolve()
    assert model.doc.id == ident and not model.dirty
    assert ident in window.workspace.dataset.scenarios


def test_sighting_markers_are_placed_against_the_whole_setup(qtbot, ds):
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=3))
    assert w.auto_until("sighting_hexes")
    pass_screen(w, qtbot)
    state = w.session.snapshot.state
    on_map = sum(1 for s in state.sides.values() for h in s.placements.values() if h)
    units = [f for f in w.choice.view.fixed if "set up by" in f.toolTip()]
    assert len(units) == on_map > 0
    assert {"Japan", "Allies"} <= {f.toolTip().rsplit(" ", 1)[-1] for f in units}
