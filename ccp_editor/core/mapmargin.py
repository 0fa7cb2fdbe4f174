"""Where a map's Artillery Boxes are printed (2.2c): in two opposite corners of the printed sheet,
outside the hex grid. With a calibrated scan the sheet's corners are known (the scan's corners in
grid space), so the boxes are drawn where the map prints them, not over the corner hexes."""

from __future__ import annotations

from ..model.mapdoc import MapDocument
from .calibration import CalibrationError, map_calibration

BOX = 1.5  # hex units: the side of a drawn Artillery Box
INSET = 0.15  # from the sheet's edge


def artillery_box_origins(m: MapDocument, frame: tuple[float, float, float, float]) -> dict[str, tuple[float, float]]:
    """Grid-space top-left corner of each Artillery Box (side ``BOX``): in the scan's corners when
    the scan is calibrated and its size known, else inside ``frame`` (the drawn map's bounds)."""
    min_x, min_y, max_x, max_y = frame
    sheet = None
    if m.scan is not None and m.scan.width and m.scan.height:
        try:
            cal = map_calibration(m)
        except CalibrationError:
            cal = None
        if cal is not None:
            corners = [cal.pixel_to_grid(px, py) for px in (0.0, float(m.scan.width)) for py in (0.0, float(m.scan.height))]
            xs, ys = [c[0] for c in corners], [c[1] for c in corners]
            # the sheet's corners, read inside the (slightly turned) scan so the box stays on it
            sheet = (sorted(xs)[1], sorted(ys)[1], sorted(xs)[2], sorted(ys)[2])
    if sheet is not None:
        min_x, min_y, max_x, max_y = sheet
    out: dict[str, tuple[float, float]] = {}
    for corner in m.artillery_boxes:
        x = min_x + INSET if "left" in corner else max_x - INSET - BOX
        y = min_y + INSET if "top" in corner else max_y - INSET - BOX
        out[corner] = (x, y)
    return out
