"""The forces-data editors: Qt model checks, CSV round trips, YAML sync, copy/paste, preview."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from ccp_editor.gui import cells
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.editors.docview import DocumentView
from ccp_editor.gui.editors.forces_editors import parse_units, units_text
from ccp_editor.gui.tables import CsvError
from ccp_editor.io.dataset import load_dataset
from ccp_editor.model import OBUnit, to_data

from .test_gui_shell import DEMO, copy_demo

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture
def loaded(tmp_path: Path):
    root = copy_demo(tmp_path / "demo")
    ds, problems = load_dataset(root)
    return ds


@pytest.fixture
def forces_view(qtbot, loaded) -> DocumentView:
    from ccp_editor.gui.editors import register_all

    register_all()
    jp = loaded.forces["JP"]
    model = DocumentModel(jp, Path(loaded.paths[id(jp)]), loaded)
    view = DocumentView(model)
    qtbot.addWidget(view)
    return view


def test_table_models_pass_the_qt_model_tester(qtmodeltester, forces_view: DocumentView) -> None:
    subs = forces_view.subviews
    qtmodeltester.check(subs["counters"].table.model)
    qtmodeltester.check(subs["ob_cards"].cards.model)
    qtmodeltester.check(subs["ob_cards"].units.model)
    for key in ("support_table", "leader_table", "radio_table", "quality_table"):
        qtmodeltester.check(subs[key].grid_model)
        qtmodeltester.check(subs[key].entries.model)


def test_every_edit_is_one_undo_command(forces_view: DocumentView) -> None:
    model = forces_view.model
    table = forces_view.subviews["counters"].table.model
    col = [c.key for c in table.columns].index("back/morale")
    before = model.undo_stack.count()
    assert table.setData(table.index(0, col), "3")
    assert model.undo_stack.count() == before + 1
    assert model.doc.counters[0].back.morale == 3
    # boolean cells use the check state
    boxed = [c.key for c in table.columns].index("front/fp_boxed")
    old = model.doc.counters[0].front.fp_boxed
    table.setData(table.index(0, boxed), Qt.CheckState.Unchecked if old else Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert model.doc.counters[0].front.fp_boxed is (not old)
    model.undo_stack.undo()
    model.undo_stack.undo()
    assert model.undo_stack.count() == before + 2 and model.undo_stack.index() == before


def test_counter_with_no_back_gets_one_when_a_back_stat_is_typed(forces_view: DocumentView) -> None:
    model = forces_view.model
    editor = forces_view.subviews["counters"]
    table = editor.table.model
    row = next((i for i, c in enumerate(model.doc.counters) if c.back is None), None)
    if row is None:
        model.set_value("/counters/0/back", None)
        row = 0
    col = [c.key for c in table.columns].index("back/fp")
    assert table.setData(table.index(row, col), "2")
    assert model.doc.counters[row].back.fp == 2
    editor._selected(f"/counters/{row}/back/fp")
    assert editor.preview.counter is model.doc.counters[row]
    image = editor.preview.grab()
    assert not image.isNull() and image.width() > 100


def test_live_validation_marks_the_cell_with_its_message(forces_view: DocumentView) -> None:
    model = forces_view.model
    ob = forces_view.subviews["ob_cards"]
    table = ob.cards.model
    col = [c.key for c in table.columns].index("units")
    assert table.setData(table.index(0, col), "2x no-such-counter +jp-lmg")
    model.validate_now()
    ob._show_card(0)
    units = ob.units.model
    assert units.data(units.index(0, 0)) == "no-such-counter"
    assert "unknown counter" in units.data(units.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert units.data(units.index(0, 0), Qt.ItemDataRole.BackgroundRole) is not None
    assert "unknown counter" in table.data(table.index(0, col), Qt.ItemDataRole.ToolTipRole)


def test_yaml_view_in_sync_both_ways(forces_view: DocumentView) -> None:
    model = forces_view.model
    yaml = forces_view.yaml
    forces_view.show()
    forces_view.show_subview("yaml")  # the text is made while the view is on screen
    model.set_value("/name", "Renamed in a table")
    assert "name: Renamed in a table" in yaml.editor.toPlainText()
    yaml.editor.setPlainText(yaml.editor.toPlainText().replace("name: Renamed in a table", "name: Renamed as text"))
    assert yaml.apply_text() == []
    assert model.doc.name == "Renamed as text"
    before = to_data(model.doc)
    yaml.editor.setPlainText(yaml.editor.toPlainText().replace("nation: JP", "nation: [broken"))
    problems = yaml.apply_text()
    assert problems and "Not applied" in yaml.status.text()
    assert to_data(model.doc) == before  # bad text never reaches the model
    model.undo_stack.undo()
    assert model.doc.name == "Renamed in a table"
    assert "name: Renamed in a table" in yaml.editor.toPlainText()


def test_copy_and_paste_rows(forces_view: DocumentView) -> None:
    model = forces_view.model
    table = forces_view.subviews["counters"].table
    n = len(model.doc.counters)
    table.view.setCurrentIndex(table.model.index(0, 0))
    text = table.copy_rows()
    assert model.doc.counters[0].id in text and QGuiApplication.clipboard().text() == text
    assert table.paste_rows() == 1
    assert len(model.doc.counters) == n + 1
    assert to_data(model.doc.counters[1]) == to_data(model.doc.counters[0])
    model.validate_now()
    assert any("duplicate counter id" in p.message for p in model.problems)
    QGuiApplication.clipboard().setText("- {unknown_field: 1}")
    assert table.paste_rows() == 0
    assert "do not fit" in table.status.text()
    model.undo_stack.undo()
    assert len(model.doc.counters) == n


def test_insert_and_remove_roll_columns_and_entries(forces_view: DocumentView) -> None:
    model = forces_view.model
    editor = forces_view.subviews["support_table"]
    n = len(model.doc.support_table.columns)
    editor.select_column(n - 1)
    editor.add_column()
    assert len(model.doc.support_table.columns) == n + 1
    assert editor.grid_model.columnCount() == n + 1
    editor.insert_row()
    assert len(model.doc.support_table.columns[n].entries) == 1
    editor.remove_column()
    assert len(model.doc.support_table.columns) == n
    for _ in range(3):
        model.undo_stack.undo()
    assert len(model.doc.support_table.columns) == n


def test_roll_table_csv_round_trip(forces_view: DocumentView, tmp_path: Path) -> None:
    model = forces_view.model
    editor = forces_view.subviews["support_table"]
    before = to_data(model.doc.support_table)
    target = tmp_path / "support.csv"
    editor.export_csv(target, delimiter=",")
    assert target.read_bytes().startswith(b"\xef\xbb\xbfroll,unit,weapon")  # BOM by default, for Excel
    model.set_value("/support_table/columns", [])
    assert editor.grid_model.columnCount() == 0
    count = editor.import_csv(target)
    assert count == sum(len(c["entries"]) for c in before["columns"])
    assert to_data(model.doc.support_table) == before


def test_counters_csv_round_trip_and_bad_rows(forces_view: DocumentView, tmp_path: Path) -> None:
    model = forces_view.model
    table = forces_view.subviews["counters"].table
    before = to_data(model.doc.counters)
    target = tmp_path / "counters.csv"
    table.export_csv(target)
    model.set_value("/counters", [])
    assert table.import_csv(target) == len(before)
    assert to_data(model.doc.counters) == before
    bad = tmp_path / "bad.csv"
    bad.write_text("id,name,kind,front/fp\nx,X,squad,many\n")
    with pytest.raises(CsvError, match="bad.csv:2:4: column front/fp"):
        table.import_csv(bad)
    bad.write_text("id,colour\nx,red\n")
    with pytest.raises(CsvError, match="bad.csv:1:2: unknown column 'colour'"):
        table.import_csv(bad)
    assert to_data(model.doc.counters) == before


def test_other_tables_have_editors(qtbot, loaded) -> None:
    from ccp_editor.gui.editors import register_all

    register_all()
    for doc, names in ((loaded.chits, {"chits"}), (loaded.fortification_ob, {"items"}), (loaded.ruleset, {"terrain", "house_rules", "fortification_vulnerability"})):
        model = DocumentModel(doc, Path(loaded.paths[id(doc)]), loaded)
        view = DocumentView(model)
        qtbot.addWidget(view)
        assert names <= set(view.subviews)
        table = view.subviews[sorted(names)[0]].model
        assert table.rowCount() == len(table.items()) > 0
        text = table.csv_text()
        first = to_data(table.items())
        table.import_csv_text(text)
        assert to_data(table.items()) == first


def test_units_cell_codec() -> None:
    units = [OBUnit(counter="a", count=2, weapon="w"), OBUnit(counter="b")]
    assert units_text(units) == "2x a +w; b"
    assert parse_units("2x a +w; b") == [{"counter": "a", "count": 2, "weapon": "w"}, {"counter": "b"}]
    # RSG 10 infiltrators survive the round trip through the cell text
    marked = [OBUnit(counter="t", weapon="w", infiltrator=True)]
    assert units_text(marked) == "t +w infiltrator"
    assert parse_units("t +w infiltrator") == [{"counter": "t", "weapon": "w", "infiltrator": True}]
    with pytest.raises(Exception, match="COUNT x COUNTER"):
        parse_units("two of a")


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.none(), st.integers(min_value=-1000, max_value=1000)))
def test_optional_int_cells_round_trip(value: int | None) -> None:
    assert cells.from_text(int | None, cells.to_text(value)) == value


@settings(max_examples=30, deadline=None)
@given(st.booleans())
def test_bool_cells_round_trip(value: bool) -> None:
    assert cells.from_text(bool, cells.to_text(value)) is value


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=1930, max_value=1950), min_size=0, max_size=3))
def test_int_list_cells_round_trip(value: list[int]) -> None:
    assert cells.from_text(list[int] | None, cells.to_text(value)) == (value or None)


def test_bad_cell_text_is_one_clear_line() -> None:
    from ccp_editor.model.base import ModelError

    with pytest.raises(ModelError, match="is not a whole number"):
        cells.from_text(int, "lots")
    from typing import Literal

    assert cells.from_text(int | Literal["M", "-"] | None, "M") == "M"
    assert cells.from_text(int | Literal["M", "-"] | None, "3") == 3


def test_support_entries_show_and_edit_the_infiltrator_flag() -> None:
    """RSG 10: a Support Table unit marked as an infiltrator says so in its grid cell, and the entry
    table has a column to set it."""
    from ccp_editor.gui.editors.forces_editors import TABLE_FIELDS, entry_label
    from ccp_editor.model.forces import TableEntry

    assert entry_label(TableEntry(unit="jp-team-line", infiltrator=True, vp_cost=2)) == "jp-team-line (infiltrator) (2 VP)"
    assert "infiltrator" in TABLE_FIELDS["support_table"]
