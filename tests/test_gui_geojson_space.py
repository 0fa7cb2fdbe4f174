"""The map editor asks which coordinates a GeoJSON file holds when the file does not say."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ccp_editor.model.base import to_data

from .test_gui_mapeditor import copy_map, open_editor


def _answer(qtbot, text: str, seen: list[str]) -> None:
    """Click ``text`` on the question box once it is open."""

    def click() -> None:
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text().replace("&", "") == text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, click)


def test_a_file_without_its_space_is_asked_about_not_guessed(qtbot, tmp_path: Path) -> None:
    ed = open_editor(qtbot, copy_map(tmp_path))
    out = tmp_path / "x.geojson"
    assert ed.export_geojson(out, "pixels")
    data = json.loads(out.read_text())
    del data["ccp"]  # as QGIS re-saves it, and without the per-feature property either
    for feat in data["features"]:
        del feat["properties"]["ccp_space"]
    out.write_text(json.dumps(data))
    before = to_data(ed.state.doc.shapes)

    seen: list[str] = []
    _answer(qtbot, "Grid", seen)
    assert not ed.import_geojson(out, replace=True)  # read as grid: far outside the map, refused
    assert "does not say" in seen[0]
    assert "reaches the map" in ed.status.text()
    assert to_data(ed.state.doc.shapes) == before

    _answer(qtbot, "Scan pixels", seen)
    assert ed.import_geojson(out, replace=True)
    assert [s.id for s in ed.state.doc.shapes.terrain] == [s["id"] for s in before["terrain"]]
