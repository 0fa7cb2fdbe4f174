"""What every screen shares: history entries that read as actions, names instead of ids and
pointers (tabs, Problems, Inspector), and an Inspector that follows every edit at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QApplication

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


def history(window: MainWindow) -> list[str]:
    stack = window.undo_group.activeStack()
    return [stack.text(i) for i in range(stack.count())]


def counters_table(window: MainWindow):
    assert window.select_view("forces:JP")
    view = window.current_view()
    editor = view.subviews["counters"].table
    return view, editor


def click_cell(editor, row: int, key: str):
    column = [c.key for c in editor.model.columns].index(key)
    index = editor.model.index(row, column)
    editor.view.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    return index


def test_history_entries_read_as_actions(window: MainWindow) -> None:
    view, editor = counters_table(window)
    counter = view.model.doc.counters[0]
    index = click_cell(editor, 0, "front/fp")
    assert editor.model.setData(index, "7")
    editor.view.selectRow(0)
    editor.insert_row()
    assert window.select_view("scenario:demo-ridge-line")
    scenario = window.current_model()
    scenario.set_value("/sides/japan/posture", "attacker")
    unit = scenario.doc.sides.japan.units[0]
    scenario.set_value("/sides/japan/units/0/hex", "C5")
    entries = history(window)
    assert entries == ["Set Japan's posture to Attacker", f"Move {window.workspace.dataset.forces['JP'].counter(unit.counter).name} to C5"]
    assert window.select_view("forces:JP")
    entries = history(window)
    assert entries[0] == f"Set counter {counter.name}'s FP to 7"
    assert entries[1].startswith("Add counter")
    assert not any("/" in e for e in entries)  # never a JSON pointer
    # the History dock shows the same words
    shown = [window.history.model().index(i, 0).data() for i in range(window.history.model().rowCount())]
    assert shown[1:] == entries


def test_inspector_follows_an_edit_without_a_new_selection(window: MainWindow) -> None:
    view, editor = counters_table(window)
    counter = view.model.doc.counters[0]
    click_cell(editor, 0, "name")
    inspector = window.inspector
    assert inspector.value_view.toPlainText() == counter.name
    assert inspector.pointer_label.text() == f"Counter {counter.name} › name"
    index = click_cell(editor, 0, "name")
    assert editor.model.setData(index, "Renamed squad")
    assert inspector.value_view.toPlainText() == "Renamed squad"  # at once, the selection is unchanged
    assert inspector.pointer_label.text() == "Counter Renamed squad › name"
    window.act_undo.trigger()
    assert inspector.value_view.toPlainText() == counter.name
    window.act_redo.trigger()
    assert inspector.value_view.toPlainText() == "Renamed squad"


def test_inspector_shows_labels_never_pointers_or_none(window: MainWindow) -> None:
    assert window.select_view("map:demo-inland")
    model = window.current_model()
    window.inspector.show_selection(model, "/objectives")
    text = window.inspector.value_view.toPlainText()
    assert window.inspector.pointer_label.text() == "Objectives"
    assert window.inspector.pointer_label.toolTip() == "/objectives"
    assert window.inspector.kind_label.text() == "Map"
    assert "None" not in text
    _view, editor = counters_table(window)
    click_cell(editor, 0, "faction")
    record = window.inspector
    record.show_selection(record.model, "/counters/0")
    shown = record.value_view.toPlainText()
    assert "None" not in shown and "FP:" in shown and "front:" in shown


def test_tab_titles_and_problems_use_names(window: MainWindow) -> None:
    assert window.select_view("scenario:demo-ridge-line")
    model = window.current_model()
    title = window.tabs.tabText(window.tabs.currentIndex())
    assert title == f"Scenario: {model.doc.name}" and model.doc.id not in title
    model.set_value("/name", "Ridge at dawn")
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith("Scenario: Ridge at dawn")
    view, editor = counters_table(window)
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Forces: Japan"
    counter = view.model.doc.counters[0]
    index = click_cell(editor, 0, "front/fp")
    assert editor.model.setData(index, "40")  # above the schema's 36
    view.model.validate_now()
    window.refresh_problems()
    panel = window.problems_panel
    items = [panel.topLevelItem(i) for i in range(panel.topLevelItemCount())]
    hit = next(i for i in items if i.toolTip(2) == "/counters/0/front/fp")
    assert hit.text(2) == f"Counter {counter.name} › FP"
    assert panel.headerItem().text(2) == "Where"
    panel.setCurrentItem(hit)
    copied = panel.copy_current()
    assert "/counters/0/front/fp" in copied and QApplication.clipboard().text() == copied  # the pointer, for reports


def test_places_and_edits_in_words_for_every_kind_of_document(demo_ds) -> None:
    from ccp_editor.gui.describe import describe_edit, location

    forces = demo_ds.forces["JP"]
    first = forces.counters[0]
    assert location(forces, "/counters/0/back/morale", demo_ds) == f"Counter {first.name} › broken side › morale"
    assert location(forces, "/ob_cards/0/units/0/count", demo_ds).startswith(f"OB card {forces.ob_cards[0].name} › unit ")
    assert describe_edit(forces, "set", "/counters/0/faction", demo_ds, first.faction, None) == f"Clear faction of counter {first.name}"
    assert describe_edit(forces, "remove", "/counters", demo_ds, items=forces.counters[:3]) == "Remove 3 counters"
    game_map = demo_ds.maps["demo-inland"]
    shape = game_map.shapes.terrain[0]
    name = demo_ds.ruleset.terrain_by_id()[shape.type].name
    assert location(game_map, "/shapes/terrain/0/polygon", demo_ds) == f"Terrain shape {name} › outline"
    assert describe_edit(game_map, "insert", "/shapes/terrain", demo_ds, items=[shape]) == f"Add terrain shape {name}"
    scenario = demo_ds.scenarios["demo-ridge-line"]
    assert describe_edit(scenario, "set", "/sides/allied/order_limit", demo_ds, 3, 4) == "Set the Allies' order limit to 4"
    assert location(scenario, "/objective_control/2", demo_ds) == "Objective control › objective 2"
    for text in (location(forces, "/counters/0/years", demo_ds), describe_edit(scenario, "set", "/night", demo_ds, False, True)):
        assert "/" not in text and "None" not in text


def _pointers(node, base: str = ""):
    """Every node of a document, except the coordinates inside traced shapes."""
    from dataclasses import fields as dc_fields
    from dataclasses import is_dataclass

    yield base
    if is_dataclass(node):
        for f in dc_fields(node):
            yield from _pointers(getattr(node, f.name), f"{base}/{f.name}")
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _pointers(value, f"{base}/{key}")
    elif isinstance(node, list) and not (node and isinstance(node[0], (list, float, int))):
        for i, value in enumerate(node[:6]):
            yield from _pointers(value, f"{base}/{i}")


def test_every_place_in_the_demo_box_reads_in_words(demo_ds) -> None:
    from ccp_editor.gui.describe import describe_edit, location
    from ccp_editor.gui.pointers import resolve

    docs = [*demo_ds.forces.values(), *demo_ds.maps.values(), *demo_ds.scenarios.values(), demo_ds.chits,
            demo_ds.fortification_ob, demo_ds.ruleset]
    seen = 0
    for doc in docs:
        for pointer in _pointers(doc):
            if pointer.count("/") < 2:
                continue
            seen += 1
            where = location(doc, pointer, demo_ds)
            assert pointer not in where and "None" not in where and where, (pointer, where)
            value = resolve(doc, pointer)
            step = describe_edit(doc, "set", pointer, demo_ds, value, value)
            assert pointer not in step and "None" not in step and step != "Edit", (pointer, step)
    assert seen > 500


def test_board_prompts_name_units_not_piece_ids(window: MainWindow) -> None:
    from ccp_editor.gui.board.widget import BoardWidget

    assert window.select_view("board:demo-ridge-line")
    board = window.tabs.currentWidget()
    assert isinstance(board, BoardWidget)
    scenario = board.session.scenario
    title = window.tabs.tabText(window.tabs.currentIndex())
    assert title == f"Board: {scenario.name}"  # the scenario's name, not the playtest's id
    piece = next(p for p in board.session.doc.pieces if board.session.is_unit(p))
    board.arm(piece.id)
    hint = board.selection_label.text()
    assert piece.id not in hint and board.piece_text(piece.id) in hint
    board.disarm()
