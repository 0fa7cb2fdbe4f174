"""The random battle wizard driven through its widgets: scripted choices give the same scenario as
``ccp-editor generate`` with the same seed and choices, secrets stay behind the pass-the-screen page,
back and go-back re-run from the seed, and the finished battle opens as a scenario document."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QTableWidget, QTreeWidget, QWidget

from ccp_editor.cli import main
from ccp_editor.gui.rsgwizard.choicesfile import save_choices
from ccp_editor.gui.rsgwizard.wizard import WizardWidget
from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.io.documents import read_document
from ccp_editor.model import to_data
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate
from ccp_editor.rsg.stepwise import WizardInputs, WizardSession, public_text, step_key_of_entry

from .windows import discard_unsaved

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture(scope="module")
def ds():
    dataset, problems = load_dataset(DEMO)
    assert not [p for p in problems if p.severity == "error"]
    return dataset


def make_wizard(qtbot, ds) -> WizardWidget:
    w = WizardWidget(ds)
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    return w


def visible_text(root: QWidget) -> str:
    """Every piece of text a player at the screen can read right now."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                out += [item.text(c) for c in range(item.columnCount())]
        elif isinstance(w, QTableWidget):
            out += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount()) if w.item(r, c)]
    return "\n".join(out)


def pick(list_widget: QListWidget, value) -> None:
    for row in range(list_widget.count()):
        if list_widget.item(row).data(Qt.ItemDataRole.UserRole) == value:
            list_widget.setCurrentRow(row)
            return
    raise AssertionError(f"{value!r} is not offered")


def pass_if_asked(w: WizardWidget, qtbot) -> bool:
    if w.center.currentWidget() is w.pass_view:
        qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
        return True
    if w.review.banner.isVisible():  # a step resolved without a question: look, then go on
        qtbot.mouseClick(w.review.next_button, Qt.MouseButton.LeftButton)
        return True
    return False


def test_wizard_to_the_end_matches_the_cli(qtbot, ds, tmp_path: Path, capsys) -> None:
    w = make_wizard(qtbot, ds)
    # lock the year to "the players choose", the map to "the players choose" and the Allies to US
    w.seed_spin.setValue(31)
    w.map_combo.setCurrentIndex(w.map_combo.findData("choose"))
    w.year_combo.setCurrentIndex(w.year_combo.findData("choose"))
    w.allied_combo.setCurrentIndex(w.allied_combo.findData("US"))
    w.option_widgets["support_multi_buy"].setChecked(True)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.pages.currentWidget() is w.run_page
    scripted = {"map": "demo-coastal", "year": 1943}
    obs = {"japan": "jp-ob-snlf", "allied": "us-ob-platoon"}
    answered = []
    for _ in range(40):
        if w.session.snapshot.finished:
            break
        if pass_if_asked(w, qtbot):
            continue
        d = w.session.snapshot.decision
        answered.append((d.step, d.side))
        if d.step in scripted:
            pick(w.choice.list, scripted[d.step])
        elif d.step == "ob":
            pick(w.choice.list, obs[d.side])
        elif d.step == "night":
            w.choice.set_value(True)
        qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
        assert not w.error_label.text(), w.error_label.text()
    assert w.session.snapshot.finished
    assert answered[:4] == [("map", None), ("year", None), ("ob", "japan"), ("ob", "allied")]
    sc = w.scenario()
    assert sc.map == "demo-coastal" and sc.year == 1943
    assert sc.sides.japan.ob == "jp-ob-snlf" and sc.sides.allied.ob == "us-ob-platoon"
    assert w.center.currentWidget() is w.finished_view

    choices = tmp_path / "choices.yaml"
    save_choices(w, choices)
    out = tmp_path / "cli.yaml"
    argv = shlex.split(w.session.command_line(str(choices)))[1:] + ["-o", str(out)]
    assert main(argv) == 0, capsys.readouterr().err
    cli_doc, _, problems = read_document(out)
    assert not problems
    assert to_data(cli_doc) == to_data(sc)


def test_auto_all_from_the_start_is_the_plain_cli_run(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=58))
    qtbot.mouseClick(w.auto_all_button, Qt.MouseButton.LeftButton)
    assert w.session.snapshot.finished
    assert to_data(w.scenario()) == to_data(generate(prepare(ds), 58))


def test_pass_the_screen_hides_the_other_players_secrets(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=22))
    chits = w.session.snapshot.state.chits
    assert chits.secret_japan and chits.secret_allied
    text_of = {c.letter: c.text for c in ds.chits.chits}
    japan_secret = f"{chits.secret_japan[0]}: {text_of[chits.secret_japan[0]]}"
    allied_secret = f"{chits.secret_allied[0]}: {text_of[chits.secret_allied[0]]}"

    # the first OB question is Japan's: the screen is handed over first, with nothing secret on it
    assert w.session.snapshot.decision.step == "ob"
    assert w.center.currentWidget() is w.pass_view
    assert "Pass the screen to the Japanese player" in w.pass_label.text()
    shown = visible_text(w)
    assert japan_secret not in shown and allied_secret not in shown
    assert not w.step_list.isEnabled()

    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    shown = visible_text(w)
    assert japan_secret in shown
    assert allied_secret not in shown
    pick(w.choice.list, "jp-ob-patrol")
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)

    # Allied OB: the screen goes to the Allied player; Japan's pick and chit are nowhere on it
    assert w.center.currentWidget() is w.pass_view
    assert "Allied player" in w.pass_label.text()
    shown = visible_text(w)
    assert japan_secret not in shown and "jp-ob-patrol" not in shown and "Jungle Patrol" not in shown
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    shown = visible_text(w)
    assert allied_secret in shown
    assert japan_secret not in shown and "jp-ob-patrol" not in shown
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)

    # both picked: the screen is turned to both players; the OB cards are revealed, the chits are not
    assert w.center.currentWidget() is w.pass_view
    assert "both players" in w.pass_label.text()
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    shown = visible_text(w)
    patrol = next(c.name for f in ds.forces.values() for c in f.ob_cards if c.id == "jp-ob-patrol")
    assert patrol in shown and "jp-ob-patrol" not in shown  # revealed, by its name
    assert japan_secret not in shown and allied_secret not in shown
    for e in w.session.log():
        if e.step == "objective_chits":
            assert chits.secret_japan[0] not in public_text(e).split()
            assert chits.secret_allied[0] not in public_text(e).split()

    # at the end each player may look at his own chits, again behind the pass page
    w.auto_all()
    assert w.center.currentWidget() is w.finished_view
    assert japan_secret not in visible_text(w) and allied_secret not in visible_text(w)
    qtbot.mouseClick(w.secret_buttons["allied"], Qt.MouseButton.LeftButton)
    assert w.center.currentWidget() is w.pass_view
    assert allied_secret not in visible_text(w)
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    assert allied_secret in visible_text(w) and japan_secret not in visible_text(w)
    qtbot.mouseClick(w.hide_secret_button, Qt.MouseButton.LeftButton)
    assert allied_secret not in visible_text(w)


def test_back_and_go_back_rerun_from_the_seed(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=4, options={"map_choice": "choose"}))
    assert w.session.snapshot.decision.step == "map"
    first_cards = [e.cards for e in w.session.log()]
    pick(w.choice.list, "demo-inland")
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert w.session.answers == [{"step": "map", "choice": "demo-inland"}]
    assert pass_if_asked(w, qtbot)  # the next question is Japan's OB card
    qtbot.mouseClick(w.back_button, Qt.MouseButton.LeftButton)
    assert w.session.answers == []
    assert w.session.snapshot.decision.step == "map"
    assert [e.cards for e in w.session.log()] == first_cards

    w.session.answer("demo-coastal")
    w.auto_all()
    done = w.scenario()
    assert done.map == "demo-coastal"
    n = len(w.session.answers)
    # clicking a finished step and going back to it drops its answers and everything after
    w.show_step("4")
    assert w.redo_button.isVisible()
    qtbot.mouseClick(w.redo_button, Qt.MouseButton.LeftButton)
    assert [a["step"] for a in w.session.answers] == ["map"]
    assert len(w.session.answers) < n
    assert w.session.snapshot.decision.step == "ob"
    # the same answers again give the same battle
    w.auto_all()
    assert to_data(w.scenario()) == to_data(done)


def test_a_refused_answer_keeps_the_question_with_the_reason(ds) -> None:
    session = WizardSession(prepare(ds), WizardInputs(seed=4))
    assert session.snapshot.decision.step == "ob"
    snap = session.answer("no-such-ob")
    assert snap.error and "not offered" in snap.error
    assert session.answers == []
    assert snap.decision is not None and snap.decision.step == "ob"
    assert session.step_status()["4"] == "current"
    assert all(step_key_of_entry(e) for e in session.log())


def test_finished_battle_opens_as_a_scenario_document(qtbot, tmp_path: Path, ds) -> None:
    from ccp_editor.gui.mainwindow import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    window.open_dataset(DEMO)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    assert isinstance(wizard, WizardWidget)
    wizard.start(WizardInputs(seed=9))
    wizard.auto_all()
    qtbot.mouseClick(wizard.open_button, Qt.MouseButton.LeftButton)
    model = window.current_model()
    assert model is not None and model.kind == "scenario"
    assert to_data(model.doc) == to_data(wizard.scenario())
    view = window.current_view()
    assert "scenario" in view.subviews
    model.validate_now()
    assert not [p for p in model.problems if p.severity == "error"]
    for model in window.all_documents():
        model.undo_stack.setClean()
    assert window.select_view("wizard:3")
    assert isinstance(window.tabs.currentWidget(), WizardWidget)
    assert not window.select_view("wizard:x")


def test_a_support_question_shows_the_card_just_turned_up(ds) -> None:
    data = prepare(ds)
    for seed in range(1, 80):
        session = WizardSession(data, WizardInputs(seed=seed))
        while session.snapshot.decision is not None and session.snapshot.decision.step != "support":
            session.auto_current()
        d = session.snapshot.decision
        if d is not None:
            (white, coloured), *_ = session.snapshot.pending_cards[-1:]
            assert white + coloured == d.info["roll"]
            return
    pytest.fail("no seed in 1-79 reaches a support purchase")


@pytest.mark.parametrize("ob, step", [("jp-ob-banzai", "banzai_split"), ("jp-ob-patrol", "infiltration_boxes")])
def test_wizard_asks_the_banzai_split_and_the_infiltration_boxes(qtbot, ds, ob: str, step: str) -> None:
    """RSG 10: the wizard asks which Banzai units wait on Time space 1, and which Infiltration Box
    each infiltrator goes in, with the units named."""
    w = make_wizard(qtbot, ds)
    w.seed_spin.setValue(3)
    w.year_combo.setCurrentIndex(w.year_combo.findData("choose"))
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    for _ in range(40):
        if w.session.snapshot.finished:
            break
        if pass_if_asked(w, qtbot):
            continue
        d = w.session.snapshot.decision
        if d.step == step:
            break
        if d.step == "year":
            pick(w.choice.list, 1943)
        elif d.step == "ob" and d.side == "japan":
            pick(w.choice.list, ob)
        qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
        assert not w.error_label.text(), w.error_label.text()
    d = w.session.snapshot.decision
    assert d is not None and d.step == step
    qtbot.wait(20)  # the new answer widget shows on the next event loop turn
    text = visible_text(w)
    if step == "banzai_split":
        assert "wait on Time space 1" in text and "Squad" in text
        w.choice.set_value([d.offered[-1]])
    else:
        assert "Infiltration Box" in text
        w.choice.set_value(["B"])
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert not w.error_label.text(), w.error_label.text()
    assert w.session.answers[-1]["step"] == step
