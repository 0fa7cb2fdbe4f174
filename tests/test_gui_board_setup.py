"""The board as the scenario's setup tool, as a designer uses it: New scenario › "Create and set up
on the board", set up, Save, and the scenario in the box has its units; the Setup panel's "Write
setup into the scenario" as one undoable edit of the scenario tab, its problems named; the board's
own saves start in the game box's folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from ccp_editor.gui.board.document import save_folder
from ccp_editor.gui.board.widget import BoardWidget
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.newdocs.dialogs import NewScenarioDialog
from ccp_editor.io.documents import read_document
from ccp_editor.io.gamebox import create_box

from .demo_copy import DEMO
from .windows import box_window, close_windows

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")

LEFT = Qt.MouseButton.LeftButton
_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path, root: Path) -> MainWindow:
    window = box_window(qtbot, tmp_path, root)
    _WINDOWS.append(window)
    return window


def own_box(tmp_path: Path) -> Path:
    create_box(tmp_path / "box", "Test box", from_demo=True)
    return tmp_path / "box"


def type_into(qtbot, edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def new_scenario_on_the_board(qtbot, window: MainWindow) -> BoardWidget:
    qtbot.mouseClick(window.welcome.entries["design"], LEFT)
    dialog = window.last_dialog
    assert isinstance(dialog, NewScenarioDialog)
    type_into(qtbot, dialog.names.name_edit, "Temple assault")
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("demo-inland"))
    dialog.year_combo.setCurrentIndex(dialog.year_combo.findData(1943))
    dialog.allied_combo.setCurrentIndex(dialog.allied_combo.findData("US"))
    dialog.japan_ob.setCurrentIndex(1)
    dialog.allied_ob.setCurrentIndex(1)
    qtbot.mouseClick(dialog.board_button, LEFT)
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    return board


def scenario_tab(window: MainWindow, sid: str):
    return next(m for m in window.views if m.kind == "scenario" and m.doc.id == sid)


def test_create_and_set_up_on_the_board_ends_with_the_scenario_saved_with_its_units(qtbot, tmp_path: Path, monkeypatch) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("Save asked for a file"))
    board = new_scenario_on_the_board(qtbot, window)
    path = root / "scenarios" / "temple-assault.yaml"
    assert "Temple assault" in window.tabs.tabText(window.tabs.currentIndex())
    for side in ("japan", "allied"):
        qtbot.mouseClick(board.findChild(QPushButton, f"autoSetup_{side}"), LEFT)
    assert board.document.dirty
    window.act_save.trigger()  # File › Save (Ctrl+S) with the board as the current tab

    assert not board.document.dirty
    sc, _, problems = read_document(path)
    assert not problems
    placed = {s: [u.hex for u in getattr(sc.sides, s).units] for s in ("japan", "allied")}
    for side in ("japan", "allied"):
        area = set(getattr(sc.sides, side).setup_area)
        assert placed[side] and all(h in area for h in placed[side])
    assert sorted(placed["japan"]) == sorted(u.hex for u in board.session.units("japan", "map"))
    assert sorted(p.name for p in root.rglob("*.yaml") if "play" in p.name) == []  # no separate playtest file
    model = scenario_tab(window, "temple-assault")
    assert not model.dirty and model.doc.sides.japan.units[0].hex is not None
    assert window.workspace.dataset.scenarios["temple-assault"].sides.japan.units[0].hex is not None
    # the setup is one step of the scenario's history: Undo there takes it back
    assert model.undo_stack.undoText() == "Setup from the board"
    model.undo_stack.undo()
    assert model.dirty and all(u.hex is None for u in model.doc.sides.japan.units)


def test_write_setup_is_one_undoable_edit_of_the_open_scenario(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "scenarios" / "demo-ridge-line.yaml")
    before = [u.hex for u in model.doc.sides.allied.units]
    window.action("actPlaytest").trigger()  # Playtest Scenario on the scenario's tab
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    unit = board.session.units("allied", "map")[0]
    target = next(h for h in board.session.setup_area("allied") if h != unit.hex and board.session.place_problem(unit.id, h) == "")
    board.arm(unit.id)
    board.place_armed(target)
    depth = model.undo_stack.count()
    button = board.findChild(QPushButton, "writeSetup")
    assert button.isVisible()
    qtbot.mouseClick(button, LEFT)

    assert model.undo_stack.count() == depth + 1 and model.dirty
    assert target in [u.hex for u in model.doc.sides.allied.units]
    assert "Setup written into" in board.message_text()
    assert window.tabs.currentWidget() is board
    model.undo_stack.undo()
    assert [u.hex for u in model.doc.sides.allied.units] == before and not model.dirty


def test_write_setup_names_the_scenario_checks_problems(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "scenarios" / "demo-ridge-line.yaml")
    window.action("actPlaytest").trigger()
    board = window.tabs.currentWidget()
    # the designer narrows the Allied setup area in the scenario tab after opening the board
    area = model.doc.sides.allied.setup_area
    kept = [h for h in area if h not in {u.hex for u in board.session.units("allied", "map")}]
    model.set_value("/sides/allied/setup_area", kept)
    qtbot.mouseClick(board.findChild(QPushButton, "writeSetup"), LEFT)
    box = board.setup_problems_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    text = box.informativeText()
    assert "outside the side's setup area" in text
    assert "/sides" not in text and "A01" not in text  # names, never pointers or piece ids
    assert not any(u.counter in text for u in model.doc.sides.allied.units)  # counters by name, not id
    counters = window.workspace.dataset.counters()
    assert counters[model.doc.sides.allied.units[0].counter].name in text
    box.close()


def test_write_setup_refused_when_the_forces_changed(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    model = window.open_path(root / "scenarios" / "demo-ridge-line.yaml")
    window.action("actPlaytest").trigger()
    board = window.tabs.currentWidget()
    model.remove_items("/sides/japan/units", [0])
    depth = model.undo_stack.count()
    qtbot.mouseClick(board.findChild(QPushButton, "writeSetup"), LEFT)
    assert model.undo_stack.count() == depth
    assert "Japanese forces changed" in board.message_text()


def test_the_boards_own_saves_start_in_the_game_box(qtbot, tmp_path: Path, monkeypatch) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    window.open_path(root / "scenarios" / "demo-ridge-line.yaml")
    window.action("actPlaytest").trigger()
    board = window.tabs.currentWidget()
    seen: list[str] = []

    def ask(_parent, _title, start, _filter):
        seen.append(start)
        return str(root / "ridge-play.yaml"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    board.act_save.trigger()  # the board's own Save button: the first save asks where
    assert Path(seen[0]).parent == root.resolve() or Path(seen[0]).parent == root
    assert (root / "ridge-play.yaml").is_file()
    assert "ridge-play.yaml" in board.message_text()
    assert save_folder(window.workspace.dataset) == root.resolve()
    assert save_folder(type("Demo", (), {"root": DEMO})()) == Path.home()  # the read-only demo box


def test_a_setup_board_comes_back_after_a_crash_still_setting_up_its_scenario(qtbot, tmp_path: Path, monkeypatch) -> None:
    root = own_box(tmp_path)
    first = make_window(qtbot, tmp_path, root)
    board = new_scenario_on_the_board(qtbot, first)
    qtbot.mouseClick(board.findChild(QPushButton, "autoSetup_japan"), LEFT)
    assert first.autosave_now() >= 1
    first.recovery.abandon()  # the process dies: the recovery copy stays
    board.document.undo_stack.setClean()
    first.hide()
    if first.watcher.files():
        first.watcher.removePaths(first.watcher.files())  # the dead process no longer watches its files

    second = make_window(qtbot, tmp_path, root)
    monkeypatch.setattr(second.prompts, "restore_recovered", lambda _titles: True)
    assert second.offer_recovery() >= 1
    restored = next(w for w in second.doc_tabs.values() if isinstance(w, BoardWidget))
    assert restored.document.setup_target is not None and restored.document.dirty
    assert restored.session.units("japan", "map")
    second.tabs.setCurrentWidget(restored)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("Save asked for a file"))
    second.act_save.trigger()
    sc, _, problems = read_document(root / "scenarios" / "temple-assault.yaml")
    assert not problems and all(u.hex for u in sc.sides.japan.units)
    assert sc.kind == "scenario"  # never a playtest written over the scenario's file


def test_a_card_games_first_save_starts_in_the_game_box(qtbot, tmp_path: Path, monkeypatch) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    assert window.select_view("cardgame:demo-ridge-line")
    table = window.tabs.currentWidget()
    seen: list[str] = []

    def ask(_parent, _title, start, _filter):
        seen.append(start)
        return "", ""  # the player cancels: nothing written

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    table.board.act_save.trigger()  # the board's own Save button, the card game driving it
    assert seen and Path(seen[0]).parent.resolve() == root.resolve()


def test_overstacking_in_a_written_setup_is_named(qapp, demo_ds) -> None:
    """15.2.3: the scenario checks' stacking finding reads with the unit's name and the hex, no pointer."""
    import copy

    from ccp_editor.gui.board.setupwrite import setup_problems

    sc = copy.deepcopy(demo_ds.scenarios["demo-ridge-line"])
    crowd = sc.sides.allied.units[0].hex
    for u in sc.sides.allied.units:
        u.hex = crowd
    problems = setup_problems(sc, demo_ds)
    stacked = [p for p in problems if "(15.2.3)" in p]
    assert stacked, problems
    assert crowd in stacked[0] and "/sides" not in stacked[0]
    name = demo_ds.counters()[sc.sides.allied.units[0].counter].name
    assert name in stacked[0]


def test_a_setup_board_follows_its_scenario_saved_under_another_name(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    board = new_scenario_on_the_board(qtbot, window)
    model = scenario_tab(window, "temple-assault")
    first = root / "scenarios" / "temple-assault.yaml"
    renamed = root / "scenarios" / "temple-assault-2.yaml"
    model.save(renamed)  # what Save As does underneath: the scenario now lives in another file
    qtbot.mouseClick(board.findChild(QPushButton, "autoSetup_japan"), LEFT)
    window.tabs.setCurrentWidget(board)
    window.act_save.trigger()
    for path in (first, renamed):
        assert read_document(path)[0].kind == "scenario"  # never a playtest over either file
    assert all(u.hex for u in read_document(renamed)[0].sides.japan.units)
    assert all(u.hex is None for u in read_document(first)[0].sides.japan.units)


def test_a_setup_board_and_its_scenario_each_keep_their_own_recovery_copy(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    board = new_scenario_on_the_board(qtbot, window)
    model = scenario_tab(window, "temple-assault")
    model.set_value("/special_rules", "Night falls early.")
    qtbot.mouseClick(board.findChild(QPushButton, "autoSetup_japan"), LEFT)
    assert model.dirty and board.document.dirty and board.document.path == model.path
    assert window.autosave_now() == 2
    assert len(list((tmp_path / "recovery").rglob("*.yaml"))) >= 2
