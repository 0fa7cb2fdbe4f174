"""The drawn width of roads, trails, streams and bridges, set per line (T81.1: a stream is present
wherever its width lies; T84, T94): one spin box for the lines about to be traced, one for the
selected lines (each change one undo step)."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox

from ..i18n import translate
from .tools import LINE_WIDTHS

MIN_WIDTH, MAX_WIDTH = 0.02, 2.0


def _spin() -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(MIN_WIDTH, MAX_WIDTH)
    spin.setDecimals(2)
    spin.setSingleStep(0.02)
    spin.setSuffix(translate("MapEditor", " hex"))
    return spin


class LineWidths:
    """Wires the two width spin boxes of the map editor."""

    def __init__(self, editor) -> None:
        self.editor = editor
        self.state = editor.state
        self.new_width = _spin()
        self.new_width.setObjectName("newLineWidth")
        self.new_width.setToolTip(translate("MapEditor", "Drawn width of the next line, in hex units (centre to corner = 1)"))
        self.new_width.setValue(LINE_WIDTHS["road"])
        self.new_width.valueChanged.connect(lambda v: setattr(editor.tools["line"], "width", v))
        self.selected_width = _spin()
        self.selected_width.setObjectName("selectedLineWidth")
        self.selected_width.setToolTip(translate("MapEditor", "Drawn width of the selected roads, trails, streams and bridges"))
        self.selected_width.valueChanged.connect(self._set_selected)
        self.state.selectionChanged.connect(self.refresh)
        editor.model.changed.connect(lambda _p: self.refresh())
        self.refresh()

    def line_type_changed(self, line_type: str) -> None:
        self.new_width.setValue(LINE_WIDTHS.get(line_type, LINE_WIDTHS["road"]))

    def _selected(self) -> list[int]:
        return [i for layer, i in self.state.selection if layer == "lines" and self.state.editable(layer, i)]

    def refresh(self) -> None:
        rows = self._selected()
        lines = self.state.doc.shapes.lines
        self.selected_width.setEnabled(bool(rows))
        if rows and rows[0] < len(lines):
            self.selected_width.blockSignals(True)
            self.selected_width.setValue(lines[rows[0]].width)
            self.selected_width.blockSignals(False)

    def _set_selected(self, value: float) -> None:
        lines = self.state.doc.shapes.lines
        changes = [(f"/shapes/lines/{i}/width", float(value)) for i in self._selected() if i < len(lines) and lines[i].width != value]
        if changes:
            self.state.push(changes, translate("MapEditor", "Line width {w} hex").format(w=f"{value:.2f}"))
