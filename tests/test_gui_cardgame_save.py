"""A card game is a document of the window: answers mark it unsaved and are undone from Edit > Undo,
File > Save writes it, File > Open resumes it at the same question, a game that counts keeps no undo
past a revealed card, a save that no longer replays is refused with the answer it stops at, and a
crashed session's game comes back from the recovery folder."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ccp_editor.gui.board.cardgamedoc import CardGameDocument
from ccp_editor.gui.board.hotseat import HotseatWidget, open_hotseat, restore_card_game
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.documents import parse_text
from ccp_editor.play.session import PlaytestSession

from .demo_copy import DEMO
from .windows import close_window, demo_box_window

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
LEFT = Qt.MouseButton.LeftButton
RIDGE = "demo-ridge-line"


@pytest.fixture
def window(qtbot, tmp_path: Path):
    w = demo_box_window(qtbot, tmp_path)
    yield w
    close_window(w)  # with the problems box a refused save leaves open


def answer_some(qtbot, game: HotseatWidget, n: int) -> None:
    """Take the screen when asked, then answer ``n`` questions with the last option."""
    done = 0
    while done < n and game.snap.decision is not None:
        if game.stack.currentIndex() == 0:
            qtbot.mouseClick(game.pass_button, LEFT)
            continue
        game.options.setCurrentRow(game.options.count() - 1)
        qtbot.mouseClick(game.choose_button, LEFT)
        done += 1


def game_tab(window: MainWindow) -> HotseatWidget:
    game = window.tabs.currentWidget()
    assert isinstance(game, HotseatWidget) and isinstance(game.document, CardGameDocument)
    return game


def test_a_card_game_is_saved_and_resumed_at_the_same_question(qtbot, window: MainWindow, tmp_path: Path) -> None:
    scenario = window.workspace.dataset.scenarios[RIDGE]
    game = open_hotseat(window, scenario, window.workspace.dataset, seed=11)
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Card game: " + scenario.name  # nothing to lose yet
    answer_some(qtbot, game, 12)
    assert window.tabs.tabText(window.tabs.currentIndex()).endswith(" *")
    assert game.document is not None and game.document.undo_stack.count() == 12  # one History step per answer
    target = tmp_path / "ridge-game.yaml"
    assert window.save_model(game.document, target)
    assert not window.tabs.tabText(window.tabs.currentIndex()).endswith(" *")
    saved = yaml.safe_load(target.read_text())
    assert saved["kind"] == "card_game" and saved["seed"] == 11 and len(saved["answers"]) == 12
    prompt, log = game.snap.decision.prompt, list(game.snap.game.log)
    assert window.close_document(game.document)

    window.open_path(target)  # File > Open knows the kind
    resumed = game_tab(window)
    assert resumed.document.path == target and not resumed.document.dirty
    assert resumed.snap.decision.prompt == prompt and resumed.snap.game.log == log
    # Edit > Undo takes the last answer back, and the game is unsaved again
    window.undo_group.undo()
    assert len(resumed.session.answers) == 11 and resumed.document.dirty
    window.undo_group.redo()
    assert len(resumed.session.answers) == 12 and not resumed.document.dirty


def test_answers_the_automatic_side_gives_after_a_save_mark_the_game_unsaved(qtbot, window: MainWindow, tmp_path: Path) -> None:
    """Saved while the automatic side thinks, the file holds the answers up to the person's; the
    automatic side's answers arriving then are not in it, so the tab says unsaved again."""
    scenario = window.workspace.dataset.scenarios[RIDGE]
    game = open_hotseat(window, scenario, window.workspace.dataset, seed=4, sides={"japan": "greedy", "allied": "human"})
    qtbot.waitUntil(lambda: not game.thinking, timeout=20000)
    while not game.thinking:  # answer until the automatic side is asked
        game.answer(0)
    target = tmp_path / "thinking.yaml"
    assert window.save_model(game.document, target)  # before its answers reach the game
    saved = len(yaml.safe_load(target.read_text())["answers"])
    assert not game.document.dirty
    qtbot.waitUntil(lambda: not game.thinking, timeout=20000)
    assert len(game.session.answers) > saved
    assert game.document.dirty and window.tabs.tabText(window.tabs.currentIndex()).endswith(" *")
    assert window.save_model(game.document, target) and not game.document.dirty


def test_a_game_that_counts_keeps_no_undo_past_a_revealed_card(qtbot, window: MainWindow) -> None:
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=1,
                        no_undo_past_reveal=True)
    answer_some(qtbot, game, 1)
    while game.session.can_undo(game.snap):  # until an answer reveals a card (a draw, a roll)
        answer_some(qtbot, game, 1)
    assert game.session.answers
    assert game.document is not None and game.document.undo_stack.count() == 0
    if game.stack.currentIndex() == 0:
        qtbot.mouseClick(game.pass_button, LEFT)
    assert not window.undo_group.canUndo() and not game.undo_button.isEnabled()
    assert game.document.dirty  # still unsaved: the answers are not on disk


def test_a_save_that_no_longer_replays_is_refused_at_its_answer(qtbot, window: MainWindow, tmp_path: Path) -> None:
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=3)
    answer_some(qtbot, game, 6)
    target = tmp_path / "game.yaml"
    assert window.save_model(game.document, target)
    window.close_document(game.document)
    data = yaml.safe_load(target.read_text())
    data["answers"][4] = 500  # an option no question of this game has
    target.write_text(yaml.safe_dump(data, sort_keys=False))
    tabs = window.tabs.count()
    window.open_path(target)
    assert window.tabs.count() == tabs  # no half-open game
    problems = window.open_problems[str(target)]
    assert problems[0].pointer == "/answers/4" and "does not replay" in problems[0].message
    assert problems[0].line > 1  # points at the answer in the file
    said = window.log_panel.toPlainText().splitlines()[-1]
    assert said.count(str(target)) == 1 and f"{target}:{problems[0].line}:" in said  # the file named once
    box = window.prompts.last_box  # and the player is told, not only the log
    assert box is not None and box.isVisible() and "game.yaml" in box.text()
    window.open_path(target)  # a second try: one box, not a pile of them
    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "problemsBox" and b.isVisible()]
    assert len(boxes) == 1
    boxes[0].close()


def test_a_game_recovered_after_a_crash_is_unsaved_at_its_question(qtbot, window: MainWindow) -> None:
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=5)
    answer_some(qtbot, game, 8)
    text = game.document.text()  # what the autosave writes to the recovery folder
    doc, _loaded, problems = parse_text(text, "recovered.yaml")
    assert not problems
    restored = restore_card_game(window, doc, None)
    assert restored is not None and restored.dirty
    assert restored.widget.snap.decision.prompt == game.snap.decision.prompt


def test_the_boards_save_saves_the_card_game_and_a_left_game_saves_as_a_playtest(qtbot, window: MainWindow,
                                                                                tmp_path: Path) -> None:
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=2)
    answer_some(qtbot, game, 10)
    assert game.board.act_save.isEnabled()  # the board's Save is the card game's while it runs
    target = tmp_path / "from-board.yaml"
    window.save_model(game.document, target)
    answer_some(qtbot, game, 2)
    game.board.act_save.trigger()
    assert len(yaml.safe_load(target.read_text())["answers"]) == 12 and not game.document.dirty
    # left for the sandbox, the board saves its position as a playtest that resumes
    game.toggle_leave()
    position = tmp_path / "position.yaml"
    assert game.board.save(position)
    resumed = PlaytestSession.load(position, window.workspace.dataset)
    assert {p.id: p.hex for p in resumed.doc.pieces} == {p.id: p.hex for p in game.snap.game.s.doc.pieces}


def test_an_unsaved_game_closed_without_saving_goes_quietly(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Close an unsaved game and discard it: the tab goes, and nothing fails while it is torn down."""
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=3)
    answer_some(qtbot, game, 3)
    assert game.document.dirty
    asked: list[list[str]] = []
    monkeypatch.setattr(window.prompts, "unsaved_changes", lambda names: asked.append(names) or "discard")
    tabs = window.tabs.count()
    assert window.close_document(game.document)
    qtbot.wait(50)  # the deferred deletion runs: pytest-qt fails the test on any exception in Qt's loop
    assert asked and window.tabs.count() == tabs - 1


def test_save_as_proposes_the_home_folder_when_the_box_is_the_read_only_demo(qtbot, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped demo box refuses saves, so a card game's Save As starts in the home folder instead;
    in a box of one's own it starts in that box."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QFileDialog

    from ccp_editor.io.dataset import demo_dataset_root

    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    starts: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (starts.append(a[2]), ("", ""))[1])
    w = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "recovery")
    qtbot.addWidget(w)
    assert w.open_dataset(demo_dataset_root()) is not False
    game = open_hotseat(w, w.workspace.dataset.scenarios[RIDGE], w.workspace.dataset, seed=3)
    assert not w.save_model_as(game.document)
    assert Path(starts[-1]).parent == Path.home()
    close_window(w)


def test_save_as_proposes_the_open_box_of_ones_own(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    starts: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (starts.append(a[2]), ("", ""))[1])
    game = open_hotseat(window, window.workspace.dataset.scenarios[RIDGE], window.workspace.dataset, seed=3)
    assert not window.save_model_as(game.document)
    assert Path(starts[-1]).parent == window.workspace.root
