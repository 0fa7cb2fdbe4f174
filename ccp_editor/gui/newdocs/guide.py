"""The guided calibration of a new map: click A1, then O1, then A10, each prompted on a banner.

The guide drives the map editor's own Calibrate tool (every click is the editor's usual undoable
control-point command); it only names the next hex and says where it is. After the third point the
fit's residuals are shown and the Terrain tool is active, ready for the first traced area. More
points stay optional ("Add more points").
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..i18n import translate
from ..mapeditor.editor import MapEditor


def guide_hexes(editor: MapEditor) -> list[tuple[str, str]]:
    """The three corner hexes to click, with where each sits on the printed map."""
    g = editor.state.doc.grid
    first_col, last_col = g.column_labels[0], g.column_labels[g.columns - 1]
    first_row, last_row = g.row_labels[0], g.row_labels[g.rows - 1]
    return [
        (f"{first_col}{first_row}", translate("CalibrationGuide", "the top-left corner")),
        (f"{last_col}{first_row}", translate("CalibrationGuide", "the top-right corner")),
        (f"{first_col}{last_row}", translate("CalibrationGuide", "the bottom-left corner")),
    ]


class CalibrationGuide(QObject):
    """A banner over the map editor that walks the user through the three calibration clicks."""

    def __init__(self, editor: MapEditor) -> None:
        super().__init__(editor)
        self.editor = editor
        self.steps = guide_hexes(editor)
        self.banner = QFrame()
        self.banner.setObjectName("calibrationGuide")
        self.banner.setStyleSheet(
            "QFrame#calibrationGuide { background: #fff4d6; border: 1px solid #d9a400; border-radius: 4px; }"
            " QFrame#calibrationGuide QLabel { color: #3a2a00; }"
        )
        row = QHBoxLayout(self.banner)
        row.setContentsMargins(10, 6, 10, 6)
        self.text = QLabel()
        self.text.setObjectName("guideText")
        self.text.setWordWrap(True)
        font = self.text.font()
        font.setPointSize(font.pointSize() + 1)
        self.text.setFont(font)
        row.addWidget(self.text, 1)
        self.more_button = QPushButton(translate("CalibrationGuide", "Add more points"))
        self.more_button.setObjectName("guideMore")
        self.more_button.clicked.connect(self.add_more)
        self.done_button = QPushButton(translate("CalibrationGuide", "Close guide"))
        self.done_button.setObjectName("guideDone")
        self.done_button.clicked.connect(self.close)
        row.addWidget(self.more_button)
        row.addWidget(self.done_button)
        layout = editor.layout()
        layout.insertWidget(layout.indexOf(editor.actions_bar) + 1, self.banner)
        self.banner.show()
        editor.model.changed.connect(self._model_changed)
        self.finished = False
        self.editor.set_tool("calibrate")
        self._prompt()

    # ------------------------------------------------------------------ state
    def _placed(self) -> set[str]:
        scan = self.editor.state.doc.scan
        return {cp.hex for cp in scan.control_points} if scan is not None else set()

    def current_step(self) -> int:
        """Index of the next hex to click (3 when all three are placed)."""
        placed = self._placed()
        for i, (hex_id, _where) in enumerate(self.steps):
            if hex_id not in placed:
                return i
        return len(self.steps)

    def _model_changed(self, pointer: str) -> None:
        if not self.finished and (pointer == "" or pointer.startswith("/scan")):
            QTimer.singleShot(0, self._prompt)  # after the editor has cleared its "hex to click" box

    def _prompt(self) -> None:
        if self.finished:
            return
        step = self.current_step()
        self.more_button.setVisible(step >= len(self.steps))
        if step < len(self.steps):
            hex_id, where = self.steps[step]
            if self.editor.canvas.tool is not self.editor.tools["calibrate"]:
                self.editor.set_tool("calibrate")
            self.editor.next_hex.setText(hex_id)
            self.text.setText(
                translate("CalibrationGuide", "Step {n} of 3: click the centre dot of hex <b>{hex}</b> ({where}) on the scan.").format(
                    n=step + 1, hex=hex_id, where=where
                )
            )
            return
        self._calibrated()

    def _calibrated(self) -> None:
        cal = self.editor.state.calibration
        self.editor.next_hex.clear()
        if cal is None:
            self.text.setText(translate("CalibrationGuide", "The three points do not fit a grid: {why}").format(why=self.editor.state.calibration_error))
            return
        self.finished = True
        self.editor.set_tool("area")
        self.editor.side.setCurrentIndex(self.editor.side.indexOf(self.editor.cp_table.parentWidget()))
        self.text.setText(
            translate(
                "CalibrationGuide", "Grid fitted: RMS {rms:.2f} px, largest {worst:.2f} px. The <b>Terrain</b> tool is active: click the"
                " corners of an area on the scan and press Enter (or double-click) to close it."
            ).format(rms=cal.rms, worst=cal.max_residual)
        )
        self.more_button.setVisible(True)

    # ------------------------------------------------------------------ buttons
    def add_more(self) -> None:
        """More control points make the fit more exact: type each hex, then click its centre dot."""
        self.editor.set_tool("calibrate")
        self.editor.next_hex.setFocus()
        self.text.setText(
            translate(
                "CalibrationGuide", "Type the id of another hex in <b>Hex to click next</b> (Calibration tab), then click its centre dot."
                " Points far apart (e.g. the fourth corner) help most."
            )
        )

    def close(self) -> None:
        self.finished = True
        self.banner.hide()

    @property
    def widget(self) -> QWidget:
        return self.banner
