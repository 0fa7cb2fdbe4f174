"""The map editor's files: the scan it traces over, GeoJSON in and out, the map as an image."""

from __future__ import annotations

import copy
import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ...core import editing
from ...core.geojson import GeoJsonError, GeoJsonSpaceUnknown, read_geojson, write_geojson
from ...model.mapdoc import ScanInfo, Shapes
from ..document import DocumentModel
from ..i18n import COUNT, translate
from ..render import RenderError, render_to_file
from .canvas import MapCanvas
from .scan import SCAN_SUFFIXES, ScanError, ScanImage
from .shapeops import _unique_id
from .state import MapEditorState


class MapFiles:
    """The map editor's file operations (mixed into ``MapEditor``, the widget dialogs belong to)."""

    state: MapEditorState
    model: DocumentModel
    canvas: MapCanvas

    def show_message(self, text: str) -> None: ...

    def _map_dir(self) -> Path:
        return self.model.path.parent if self.model.path is not None else Path.cwd()

    def open_scan(self, path: str | Path) -> bool:
        """Use an image as the map's scan (its control points are kept for re-fitting)."""
        path = Path(path)
        try:
            image = ScanImage(path)
        except ScanError as exc:
            self.show_message(str(exc))
            return False
        try:
            rel = os.path.relpath(path.resolve(), self._map_dir().resolve())
        except ValueError:
            rel = str(path.resolve())
        old = self.state.doc.scan
        info = ScanInfo(
            file=Path(rel).as_posix(),
            width=image.size.width(),
            height=image.size.height(),
            control_points=copy.deepcopy(old.control_points) if old else [],
            synthetic=False,
        )
        self.state.push([("/scan", info)], translate("MapEditor", "Open scan {name}").format(name=path.name))
        self.canvas.fit()
        return True

    def open_scan_dialog(self) -> None:
        pattern = " ".join(f"*{s}" for s in SCAN_SUFFIXES)
        path, _f = QFileDialog.getOpenFileName(self, translate("MapEditor", "Open scan"), str(self._map_dir()), translate("MapEditor", "Images ({p})").format(p=pattern))
        if path:
            self.open_scan(path)

    def export_geojson(self, path: str | Path, space: str = "grid") -> bool:
        try:
            write_geojson(self.state.doc, path, space)
        except (GeoJsonError, OSError) as exc:
            self.show_message(str(exc))
            return False
        self.show_message(translate("MapEditor", "wrote {path}").format(path=path))
        return True

    def import_geojson(self, path: str | Path, space: str | None = None, replace: bool = False) -> bool:
        """Add (or, with ``replace``, substitute) the traced shapes from a GeoJSON file: one undo step."""
        try:
            shapes, notes = read_geojson(path, self.state.doc, space)
        except GeoJsonSpaceUnknown:
            # QGIS re-saved the file without saying its space: the user says it (never a guess)
            chosen = self._space_choice(translate("MapEditor", "The file does not say its coordinates. Are they grid coordinates or scan pixels?"))
            if chosen is None:
                return False
            return self.import_geojson(path, chosen, replace)
        except GeoJsonError as exc:
            self.show_message(str(exc))
            return False
        current = Shapes() if replace else copy.deepcopy(self.state.doc.shapes)
        for layer in ("terrain", "levels", "lines"):
            target = editing.shape_list(current, layer)  # type: ignore[arg-type]
            for s in editing.shape_list(shapes, layer):  # type: ignore[arg-type]
                s.id = _unique_id(current, s.id)
                target.append(s)
        self.state.push([("/shapes", current)], translate("MapEditor", "Import {name}").format(name=Path(path).name))
        self.state.refresh_problems()
        note = translate("MapEditor", " ({n} skipped: {first})").format(n=len(notes), first=notes[0]) if notes else ""
        imported = sum(len(editing.shape_list(shapes, la)) for la in editing.LAYERS)
        self.show_message(translate("MapEditor", "imported %n shapes", None, COUNT, imported) + note)
        return True

    def _space_choice(self, question: str | None = None) -> str | None:
        if self.state.calibration is None:
            return "grid"
        box = QMessageBox(self)
        box.setObjectName("geojsonSpaceBox")
        box.setWindowTitle(translate("MapEditor", "Coordinates"))
        box.setText(question or translate("MapEditor", "Grid coordinates, or scan pixels (to lie on the scan in QGIS)?"))
        grid = box.addButton(translate("MapEditor", "Grid"), QMessageBox.ButtonRole.AcceptRole)
        pixels = box.addButton(translate("MapEditor", "Scan pixels"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return "grid" if box.clickedButton() is grid else "pixels" if box.clickedButton() is pixels else None

    def export_geojson_dialog(self) -> None:
        space = self._space_choice()
        if space is None:
            return
        default = str(self._map_dir() / f"{self.state.doc.id}.geojson")
        path, _f = QFileDialog.getSaveFileName(self, translate("MapEditor", "Export GeoJSON"), default, "GeoJSON (*.geojson *.json)")
        if path:
            self.export_geojson(path, space)

    def write_world_file(self, space: str | None = None) -> bool:
        """A world file and a QGIS points file next to the scan, so QGIS lays it under the GeoJSON."""
        from ...core.georef import GeorefError, write_georeference

        chosen = space or self._space_choice()
        if chosen is None:
            return False
        try:
            world, points = write_georeference(self.state.doc, self.model.path, chosen)
        except (GeorefError, OSError) as exc:
            self.show_message(str(exc))
            return False
        self.show_message(translate("MapEditor", "wrote {world} and {points}: QGIS lays the scan under the exported shapes").format(
            world=world.name, points=points.name))
        return True

    def import_geojson_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, translate("MapEditor", "Import GeoJSON"), str(self._map_dir()), "GeoJSON (*.geojson *.json)")
        if path:
            self.import_geojson(path)

    def export_image(self, path: str | Path, with_scan: bool = False) -> bool:
        try:
            render_to_file(self.state.doc, path, scan=with_scan, map_path=self.model.path)
        except (RenderError, OSError) as exc:
            self.show_message(str(exc))
            return False
        self.show_message(translate("MapEditor", "wrote {path}").format(path=path))
        return True

    def export_image_dialog(self) -> None:
        default = str(self._map_dir() / f"{self.state.doc.id}.png")
        path, _f = QFileDialog.getSaveFileName(self, translate("MapEditor", "Export image"), default, "PNG (*.png);;SVG (*.svg)")
        if path:
            self.export_image(path)
