"""A line's drawn width in the map editor: chosen before tracing, changed on the selected line as
one undo step, and read by the derivation (a wide stream covers more hexes, T81.1)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ccp_editor.core.terrain import derive
from ccp_editor.io.dataset import builtin_ruleset

from .test_gui_mapeditor import copy_map, grid_click, open_editor


def test_stream_width_set_before_tracing_then_widened_on_the_selected_line(qtbot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, copy_map(tmp_path), mutate=lambda d: setattr(d.shapes, "lines", []))
    editor.set_tool("line")
    editor.line_type.set_id("stream")
    assert editor.widths.new_width.value() == 0.24  # the stream's usual width comes with the Type
    editor.widths.new_width.setValue(0.3)
    for x, y in ((4.5, 2.6), (4.5, 9.6)):
        grid_click(editor, x, y)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Return)
    line = editor.state.doc.shapes.lines[-1]
    assert line.type == "stream" and line.width == 0.3
    narrow = sum(h.terrain == "stream" for h in derive(editor.state.doc, builtin_ruleset()).hexes.values())
    editor.set_tool("select")
    editor.state.select([("lines", len(editor.state.doc.shapes.lines) - 1)])
    assert editor.widths.selected_width.isEnabled() and editor.widths.selected_width.value() == 0.3
    steps = editor.model.undo_stack.count()
    editor.widths.selected_width.setValue(1.6)
    assert editor.state.doc.shapes.lines[-1].width == 1.6
    assert editor.model.undo_stack.count() == steps + 1
    wide = sum(h.terrain == "stream" for h in derive(editor.state.doc, builtin_ruleset()).hexes.values())
    assert wide > narrow
    editor.model.undo_stack.undo()
    assert editor.state.doc.shapes.lines[-1].width == 0.3
    editor.state.select([])
    assert not editor.widths.selected_width.isEnabled()
