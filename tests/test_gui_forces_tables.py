"""The forces tables as a player transcribing their box uses them: natural year input, plain-worded
problems, stray roll-table entries that stay visible, empty new rows reported as incomplete, the
faction offered from the rule set, the counter table's frozen columns, header tooltips and cell copy."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QLineEdit

from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.editors.docview import DocumentView
from ccp_editor.io.dataset import load_dataset
from ccp_editor.io.documents import read_document

from .demo_copy import DEMO, copy_demo

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def _view(qtbot, tmp_path: Path, nation: str) -> DocumentView:
    from ccp_editor.gui.editors import register_all

    register_all()
    ds, _ = load_dataset(copy_demo(tmp_path / "box"))
    forces = ds.forces[nation]
    view = DocumentView(DocumentModel(forces, Path(ds.paths[id(forces)]), ds))
    qtbot.addWidget(view)
    view.resize(1060, 560)
    view.show()
    return view


@pytest.fixture
def jp(qtbot, tmp_path: Path) -> DocumentView:
    return _view(qtbot, tmp_path, "JP")


@pytest.fixture
def us(qtbot, tmp_path: Path) -> DocumentView:
    return _view(qtbot, tmp_path, "US")


def column_of(table, key: str) -> int:
    return [c.key for c in table.model.columns].index(key)


def type_into_cell(qtbot, table, row: int, column: int, text: str) -> None:
    """Double-click a cell, type over its text and press Enter, as a user does."""
    view = table.parentWidget()
    while not isinstance(view, DocumentView):
        view = view.parentWidget()
    view.tabs.setCurrentWidget(next(w for w in view.subviews.values() if w.isAncestorOf(table)))
    index = table.model.index(row, column)
    table.view.scrollTo(index)
    rect = table.view.visualRect(index)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editors = [w for w in table.view.viewport().findChildren(QLineEdit) if w.isVisible()]
    assert len(editors) == 1, editors
    editor = editors[0]
    editor.selectAll()
    if text.isascii():
        qtbot.keyClicks(editor, text)
    else:  # QTest types ASCII only: an en dash arrives as an input method would give it
        editor.insert(text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits on a queued call
    qtbot.waitUntil(lambda: table.view.state() != QAbstractItemView.State.EditingState, timeout=2000)


# ----------------------------------------------------------------------------- 1. years and words


@pytest.mark.parametrize(
    ("typed", "years"),
    [("1942-1945", [1942, 1945]), ("1942 1943", [1942, 1943]), ("1942, 1944", [1942, 1944]), ("1942–45", [1942, 1945]),
     ("1943", [1943, 1943])],
)
def test_year_cells_take_what_players_write(qtbot, jp: DocumentView, typed: str, years: list[int]) -> None:
    table = jp.subviews["ob_cards"].cards
    col = column_of(table, "years")
    type_into_cell(qtbot, table, 0, col, typed)
    assert jp.model.doc.ob_cards[0].years == years
    assert table.model.data(table.model.index(0, col)) == f"{years[0]}-{years[1]}"


@pytest.mark.parametrize("typed", ["1942-1944", "1942–44", "1942 1944", "1942, 1944"])
def test_a_range_typed_into_an_entrys_from_cell_sets_both_years(qtbot, us: DocumentView, typed: str) -> None:
    editor = us.subviews["support_table"]
    editor.select_column(0)
    before = us.model.undo_stack.count()
    type_into_cell(qtbot, editor.entries, 0, column_of(editor.entries, "year_from"), typed)
    entry = us.model.doc.support_table.columns[0].entries[0]
    assert (entry.year_from, entry.year_to) == (1942, 1944)
    assert us.model.undo_stack.count() == before + 1  # one step, named by the columns
    assert us.model.undo_stack.undoText() == "Set From and To"
    grid = editor.grid_model
    years = [int(grid.headerData(r, Qt.Orientation.Vertical)) for r in range(grid.rowCount())]
    shown = [y for r, y in enumerate(years) if "Demo Elite Squad (US)" in (grid.data(grid.index(r, 0)) or "")]
    assert shown == [1942, 1943, 1944]
    us.model.undo_stack.undo()
    assert (entry.year_from, entry.year_to) == (1941, 1945)
    type_into_cell(qtbot, editor.entries, 0, column_of(editor.entries, "year_to"), "1944")  # one year: that field
    assert (entry.year_from, entry.year_to) == (1941, 1944)


def test_a_year_range_that_cannot_be_read_is_refused_in_words(qtbot, jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    col = column_of(table, "years")
    before = jp.model.doc.counters[0].years
    type_into_cell(qtbot, table, 0, col, "1945-1942")
    assert jp.model.doc.counters[0].years == before
    assert "runs backwards" in table.status.text() and "1942-1945" in table.status.text()
    type_into_cell(qtbot, table, 0, col, "1942 1943 1944")
    assert "first and a last year" in table.status.text()
    type_into_cell(qtbot, table, 0, col, "")  # empty: the counter is used in every year
    assert jp.model.doc.counters[0].years is None


def test_a_stat_that_is_not_a_number_is_refused_naming_the_column(qtbot, jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    before = jp.model.doc.counters[0].front.fp
    type_into_cell(qtbot, table, 0, column_of(table, "front/fp"), "lots")
    assert jp.model.doc.counters[0].front.fp == before
    assert table.status.text().startswith("Not changed: FP front: 'lots' is not a whole number")


def test_a_range_problem_reads_as_a_sentence_naming_the_field(us: DocumentView) -> None:
    editor = us.subviews["support_table"]
    editor.select_column(0)
    entries = editor.entries.model
    col = [c.key for c in entries.columns].index("vp_cost")
    assert entries.setData(entries.index(0, col), "-3")
    us.model.validate_now()
    tip = entries.data(entries.index(0, col), Qt.ItemDataRole.ToolTipRole)
    assert tip == "VP cost must be 0 or more, not -3"
    assert "minimum" not in tip
    # the grid cell says which entry the problem is about
    grid_tip = editor.grid_model.data(editor.grid_model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Demo Elite Squad (US) +Demo Heavy MG (-3 VP): VP cost must be 0 or more, not -3" in grid_tip


# ----------------------------------------------------------------------------- 2. Support grid


def test_an_entry_with_backward_years_stays_in_its_column_marked(us: DocumentView) -> None:
    editor = us.subviews["support_table"]
    grid = editor.grid_model
    editor.select_column(0)
    entries = editor.entries.model
    assert len(us.model.doc.support_table.columns[0].entries) == 1
    assert entries.setData(entries.index(0, [c.key for c in entries.columns].index("year_to")), "1939")
    us.model.validate_now()
    for row in range(grid.rowCount()):  # every year of the column still shows the entry, flagged
        index = grid.index(row, 0)
        assert grid.data(index) == "⚠ Demo Elite Squad (US) +Demo Heavy MG (4 VP) [1941-1939]"
        assert grid.data(index, Qt.ItemDataRole.BackgroundRole) is not None
        assert "years 1941-1939 run backwards" in grid.data(index, Qt.ItemDataRole.ToolTipRole)
    us.model.undo_stack.undo()
    us.model.validate_now()
    assert grid.data(grid.index(0, 0)) == "Demo Elite Squad (US) +Demo Heavy MG (4 VP)"
    assert grid.data(grid.index(0, 0), Qt.ItemDataRole.BackgroundRole) is None


def test_an_entry_naming_an_unknown_unit_is_shown_with_a_warning_sign(us: DocumentView) -> None:
    editor = us.subviews["support_table"]
    editor.select_column(0)
    entries = editor.entries.model
    assert not entries.setData(entries.index(0, 0), "us-squad-elit")  # typed: only a counter of the box
    assert "is not one of: Demo Elite Squad (US)" in editor.entries.status.text()
    us.model.set_value("/support_table/columns/0/entries/0/unit", "us-squad-elit")  # as a file may hold it
    us.model.validate_now()
    assert entries.data(entries.index(0, 0)) == "us-squad-elit"  # shown as itself
    text = editor.grid_model.data(editor.grid_model.index(0, 0))
    assert text.startswith("⚠ us-squad-elit")
    assert "unknown counter 'us-squad-elit'" in editor.grid_model.data(editor.grid_model.index(0, 0), Qt.ItemDataRole.ToolTipRole)


# ----------------------------------------------------------------------------- 4. new rows


def problems_at(model: DocumentModel, pointer: str) -> list[str]:
    model.validate_now()
    return [p.message for p in model.problems if p.pointer == pointer]


def test_a_new_counter_starts_empty_and_is_reported_incomplete(qtbot, jp: DocumentView, tmp_path: Path) -> None:
    editor = jp.subviews["counters"]
    n = len(jp.model.doc.counters)
    qtbot.mouseClick(editor.table.buttons["add"], Qt.MouseButton.LeftButton)
    row = editor.table.view.currentIndex().row()
    counter = jp.model.doc.counters[row]
    assert len(jp.model.doc.counters) == n + 1
    assert counter.name == "" and counter.back is None
    assert all(getattr(counter.front, s) is None for s in ("fp", "range", "movement", "morale", "command"))
    assert counter.id not in {c.id for i, c in enumerate(jp.model.doc.counters) if i != row}
    assert problems_at(jp.model, f"/counters/{row}/name") == ["incomplete counter: enter its name"]
    assert problems_at(jp.model, f"/counters/{row}/front") == [
        "incomplete counter: enter the FP, range, movement and morale of its front side (3.1)"
    ]
    table = editor.table.model
    for key in ("name", "front/fp", "front/range", "front/movement", "front/morale"):  # each empty cell is marked
        cell = table.index(row, column_of(editor.table, key))
        assert "incomplete counter" in table.data(cell, Qt.ItemDataRole.ToolTipRole)
        assert table.data(cell, Qt.ItemDataRole.BackgroundRole) is not None
    # the incomplete row is saved as it is and the file still opens, to be finished later
    jp.model.save(tmp_path / "jp-with-new-row.yaml")
    doc, _, problems = read_document(tmp_path / "jp-with-new-row.yaml")
    assert problems == [] and doc is not None and doc.counters[row].name == ""


def test_new_ob_card_unit_and_table_entries_name_nothing(qtbot, jp: DocumentView) -> None:
    ob = jp.subviews["ob_cards"]
    qtbot.mouseClick(ob.cards.buttons["add"], Qt.MouseButton.LeftButton)
    row = ob.cards.view.currentIndex().row()
    card = jp.model.doc.ob_cards[row]
    assert card.name == "" and card.units == []
    assert problems_at(jp.model, f"/ob_cards/{row}/name") == ["incomplete OB card: enter its name"]
    assert problems_at(jp.model, f"/ob_cards/{row}/units") == ["incomplete OB card: enter its units"]
    ob._show_card(0)
    qtbot.mouseClick(ob.units.buttons["add"], Qt.MouseButton.LeftButton)
    unit_row = ob.units.view.currentIndex().row()
    assert jp.model.doc.ob_cards[0].units[unit_row].counter == ""
    assert problems_at(jp.model, f"/ob_cards/0/units/{unit_row}/counter") == ["incomplete unit: choose its counter"]
    for key, words in (("support_table", "sighting marker or unit"), ("radio_table", "'artillery denied' or radio"),
                       ("quality_table", "quality"), ("leader_table", "unit")):
        editor = jp.subviews[key]
        editor.select_column(0)
        qtbot.mouseClick(editor.entries.buttons["add"], Qt.MouseButton.LeftButton)
        j = editor.entries.view.currentIndex().row()
        entry = getattr(jp.model.doc, key).columns[0].entries[j]
        assert (entry.unit, entry.radio, entry.quality, entry.artillery_denied) == (None, None, None, False)
        assert f"incomplete entry: enter its {words}" in problems_at(jp.model, f"/{key}/columns/0/entries/{j}")
    assert "unknown" not in jp.model.text()


# ----------------------------------------------------------------------------- 5. factions


def test_units_are_picked_by_name_from_the_counters(qtbot, us: DocumentView) -> None:
    editor = us.subviews["support_table"]
    us.show_subview("support_table")
    editor.select_column(0)
    qtbot.mouseClick(editor.entries.buttons["add"], Qt.MouseButton.LeftButton)
    table = editor.entries
    row = table.view.currentIndex().row()
    index = table.model.index(row, 0)
    rect = table.view.visualRect(index)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = table.view.findChild(QComboBox, "choiceCombo")
    offered = [combo.itemText(i) for i in range(combo.count())]
    assert "Demo Elite Squad (US)" in offered and "Demo Light MG" not in offered  # units, not weapons
    assert offered.index("Demo Elite Squad (US)") < offered.index("Demo Elite Rifle Squad")  # own nation first
    combo.setCurrentIndex(combo.findText("Demo Line Squad (US)"))
    table.view.commitData(combo)
    entry = us.model.doc.support_table.columns[0].entries[row]
    assert entry.unit == "us-squad-line"
    assert table.model.data(index) == "Demo Line Squad (US)"
    grid = editor.grid_model
    assert "Demo Line Squad (US)" in grid.data(grid.index(0, 0))
    # the OB card's units too; an empty required counter stays empty (incomplete), never 'None'
    ob = us.subviews["ob_cards"]
    ob._show_card(0)
    units = ob.units.model
    assert units.data(units.index(0, 0)) == dict(units.columns[0].choices())[us.model.doc.ob_cards[0].units[0].counter]
    assert units.setData(units.index(0, 0), "")
    assert us.model.doc.ob_cards[0].units[0].counter == ""


def test_the_unit_list_is_titled_by_its_cards_name(us: DocumentView) -> None:
    ob = us.subviews["ob_cards"]
    ob._show_card(1)
    assert ob.units.title_label.text() == f"Units of {us.model.doc.ob_cards[1].name}"
    us.model.set_value("/ob_cards/1/name", "Renamed Assault Platoon")
    assert ob.units.title_label.text() == "Units of Renamed Assault Platoon"


def test_kind_and_quality_read_as_words(qtbot, jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    model = table.model
    kind, quality = column_of(table, "kind"), column_of(table, "quality")
    row = next(i for i, c in enumerate(jp.model.doc.counters) if c.kind == "sogeki_hei")
    assert model.data(model.index(row, kind)) == "Sogeki Hei"  # never the raw key sogeki_hei
    assert model.data(model.index(0, quality)) == "Elite"
    index = model.index(0, kind)
    table.view.scrollTo(index)
    rect = table.view.visualRect(index)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = table.view.findChild(QComboBox, "choiceCombo")
    assert combo.itemText(0) == "Squad" and "" not in [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(combo.findText("Team"))
    table.view.commitData(combo)
    assert jp.model.doc.counters[0].kind == "team"
    assert model.setData(model.index(0, kind), "squad") and jp.model.doc.counters[0].kind == "squad"
    assert not model.setData(model.index(0, kind), "")
    assert "choose one of: Squad, Team" in table.status.text()


def test_the_dice_of_a_roll_table_read_as_words(qtbot, jp: DocumentView) -> None:
    editor = jp.subviews["leader_table"]
    jp.show_subview("leader_table")
    combo = editor.dice
    assert [combo.itemText(i) for i in range(combo.count())] == ["Two dice (2d6)", "White die", "Colored die"]
    assert combo.currentText() == "White die" and jp.model.doc.leader_table.dice == "white"
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next choice, as the keyboard picks it
    assert jp.model.doc.leader_table.dice == "colored"
    jp.model.undo_stack.undo()
    assert combo.currentText() == "White die"


def test_faction_is_chosen_from_the_rule_sets_factions(qtbot, us: DocumentView) -> None:
    table = us.subviews["counters"].table
    col = column_of(table, "faction")
    index = table.model.index(0, col)
    table.view.scrollTo(index)
    rect = table.view.visualRect(index)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = table.view.findChild(QComboBox, "choiceCombo")
    assert combo is not None
    assert [combo.itemText(i) for i in range(combo.count())] == ["", "Army", "Marines"]
    combo.setCurrentIndex(combo.findText("Marines"))
    table.view.commitData(combo)
    assert us.model.doc.counters[0].faction == "marines"
    assert table.model.data(index) == "Marines"  # the name, never the id
    # typed: the name or the id, any case; anything else is refused in words
    assert table.model.setData(index, "army") and us.model.doc.counters[0].faction == "army"
    assert not table.model.setData(index, "marine")
    assert "'marine' is not one of: Army, Marines" in table.status.text()


def test_a_wrong_faction_in_the_file_is_an_error(us: DocumentView) -> None:
    us.model.set_value("/counters/0/faction", "marine")
    us.model.set_value("/ob_cards/0/faction", "snlf")
    us.model.validate_now()
    errors = {p.pointer: p.message for p in us.model.problems if p.severity == "error"}
    assert "'marine' is not a faction of US" in errors["/counters/0/faction"]
    assert "Marines (marines)" in errors["/counters/0/faction"]
    assert "'snlf' is not a faction of US" in errors["/ob_cards/0/faction"]
    table = us.subviews["counters"].table.model
    cell = table.index(0, [c.key for c in table.columns].index("faction"))
    assert table.data(cell) == "marine"  # a wrong value shows as itself, marked
    assert table.data(cell, Qt.ItemDataRole.BackgroundRole) is not None


# ----------------------------------------------------------------------------- 6. the counter table


def test_id_and_name_stay_in_view_while_the_stats_scroll(qtbot, jp: DocumentView) -> None:
    view = jp.subviews["counters"].table.view
    frozen = view.frozen
    assert frozen is not None and frozen.isVisible()
    shown = [c for c in range(view.model().columnCount()) if not frozen.isColumnHidden(c)]
    assert shown == [0, 1]
    bar = view.horizontalScrollBar()
    assert bar.maximum() > 0  # 26 columns do not fit
    bar.setValue(bar.maximum())
    qtbot.wait(10)
    assert frozen.geometry().left() == view.verticalHeader().width() + view.frameWidth()
    assert frozen.geometry().width() == view.columnWidth(0) + view.columnWidth(1)
    assert view.columnViewportPosition(0) < 0  # the table's own Id column scrolled away under it
    # scrolling rows moves both together
    last = view.verticalScrollBar().maximum()
    assert last > 0
    view.verticalScrollBar().setValue(last)
    assert frozen.verticalScrollBar().value() == last
    assert frozen.rowViewportPosition(last) == view.rowViewportPosition(last)
    # a click on a frozen cell selects that row's cell
    rect = frozen.visualRect(frozen.model().index(3, 1))
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.currentIndex().row() == 3 and view.currentIndex().column() == 1
    assert bar.value() == bar.maximum()  # choosing a frozen cell does not scroll the stats back
    assert view.hasFocus()  # the keys go to the table: Ctrl+C copies that cell
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == jp.model.doc.counters[3].name


def test_a_name_is_typed_into_the_frozen_column(qtbot, jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    frozen = table.view.frozen
    table.view.horizontalScrollBar().setValue(table.view.horizontalScrollBar().maximum())
    rect = frozen.visualRect(frozen.model().index(2, 1))
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editors = [w for w in frozen.viewport().findChildren(QLineEdit) if w.isVisible()]
    assert len(editors) == 1
    editors[0].selectAll()
    qtbot.keyClicks(editors[0], "Renamed in place")
    qtbot.keyClick(editors[0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: frozen.state() != QAbstractItemView.State.EditingState, timeout=2000)
    assert jp.model.doc.counters[2].name == "Renamed in place"
    assert jp.model.undo_stack.count() == 1


def test_headers_explain_themselves_and_are_not_cut(jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    model = table.model
    tips = {model.columns[i].key: model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for i in range(model.columnCount())}
    assert "in a box" in tips["front/fp_boxed"] and "melee" in tips["front/fp_boxed"]
    assert "minimum range" in tips["back/range_min"] and "back (broken) side" in tips["back/range_min"]
    assert "movement modifier" in tips["movement_modifier"]
    assert all(tips.values())
    header = table.view.horizontalHeader()
    for i in range(model.columnCount()):
        assert header.sectionSize(i) >= header.sectionSizeHint(i), model.columns[i].title


def test_ctrl_c_copies_the_cell_and_rows_keep_their_own_shortcut(qtbot, jp: DocumentView) -> None:
    table = jp.subviews["counters"].table
    view = table.view
    view.setFocus()
    view.setCurrentIndex(table.model.index(1, 0))
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == jp.model.doc.counters[1].id
    # a block of cells copies as spreadsheet text
    sel = view.selectionModel()
    sel.clearSelection()
    from PySide6.QtCore import QItemSelection, QItemSelectionModel

    sel.select(QItemSelection(table.model.index(0, 0), table.model.index(1, 1)), QItemSelectionModel.SelectionFlag.Select)
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    c0, c1 = jp.model.doc.counters[0], jp.model.doc.counters[1]
    assert QGuiApplication.clipboard().text() == f"{c0.id}\t{c0.name}\n{c1.id}\t{c1.name}"
    # Ctrl+V puts text into the current cell, one undo step
    QGuiApplication.clipboard().setText("Renamed squad")
    view.selectionModel().clearSelection()
    view.setCurrentIndex(table.model.index(2, 1))
    before = jp.model.undo_stack.count()
    qtbot.keyClick(view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert jp.model.doc.counters[2].name == "Renamed squad"
    assert jp.model.undo_stack.count() == before + 1
    # whole rows: the menu says which keys
    menu = table.context_menu()
    shortcuts = {a.text(): a.shortcut().toString() for a in menu.actions() if a.text()}
    assert shortcuts["Copy Cell"] == "Ctrl+C" and shortcuts["Copy Rows"] == "Ctrl+Shift+C"
    assert "Ctrl+Shift+C" in table.buttons["copy"].toolTip() and "Ctrl+C" in table.buttons["copy"].toolTip()
    view.selectionModel().clearSelection()
    view.setCurrentIndex(table.model.index(0, 0))
    rows = table.copy_rows()
    n = len(jp.model.doc.counters)
    assert table.paste_cells() == 1  # rows on the clipboard are inserted as rows
    assert len(jp.model.doc.counters) == n + 1 and rows.startswith("- ")


def test_status_after_saving_counts_the_problems(jp: DocumentView, tmp_path: Path) -> None:
    from ccp_editor.gui.editors.docview import saved_message

    jp.model.validate_now()
    assert saved_message(jp.model, "jp.yaml") == "Saved jp.yaml"
    jp.model.set_value("/counters/0/front/morale", 99)
    jp.model.set_value("/counters/1/faction", "navy")
    jp.model.save()
    text = saved_message(jp.model, jp.model.path)
    assert re.search(r"with 2 errors: the app, the generator and the board cannot read it", text)
    jp.model.set_value("/counters/0/front/morale", 7)
    jp.model.save()
    text = saved_message(jp.model, jp.model.path)
    assert "with 1 error and 0 warnings: the generator and the board will use it as it is" in text


def test_right_click_shows_the_cell_menu(qtbot, jp: DocumentView) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMenu

    table = jp.subviews["counters"].table
    seen: list[list[str]] = []

    def close_menu() -> None:
        menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
        if menus:
            seen.append([a.text() for a in menus[-1].actions()])
            menus[-1].close()
        else:
            QTimer.singleShot(10, close_menu)

    QTimer.singleShot(0, close_menu)
    table.view.customContextMenuRequested.emit(QPoint(20, 20))
    assert seen and seen[0][:2] == ["Copy Cell", "Paste into Cell"]


def test_saving_a_document_with_problems_says_how_many(qtbot, tmp_path: Path) -> None:
    from .test_gui_shell import make_window, open_forces

    window = make_window(qtbot, tmp_path, copy_demo(tmp_path / "win"))
    try:
        view = open_forces(window, "US")
        view.model.set_value("/counters/0/faction", "marine")
        view.model.validate_now()
        assert window.save_current()
        message = window.statusBar().currentMessage()
        assert message.startswith(f"Saved {view.model.path} with 1 error and 0 warnings")
        assert "the generator and the board will use it as it is" in message
        assert message in window.log_panel.toPlainText()
        view.model.set_value("/counters/0/faction", "marines")
        view.model.validate_now()
        assert window.save_current()
        assert window.statusBar().currentMessage() == f"Saved {view.model.path}"
    finally:
        view.model.undo_stack.setClean()
        window.close()
