"""The open map's scan as pixels for the core's scan readers (line following), decoded once and
kept while the scan file and its calibration stay the same."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ...core.calibration import Calibration
from ..render import RenderError, load_scan
from ..scanarray import rgb_array

_cache: dict[tuple, tuple[np.ndarray, Calibration]] = {}


def scan_pixels(state, map_path: Path | None) -> tuple[np.ndarray, Calibration]:
    """(H x W x 3 pixels, calibration to those pixels); raises RenderError when there is no scan."""
    path = state.scan_path()
    if path is None or state.calibration is None:
        raise RenderError("the map has no calibrated scan")
    try:
        stamp = path.stat().st_mtime_ns
    except OSError as exc:
        raise RenderError(f"cannot read the scan image {path}: {exc.strerror or exc}") from None
    key = (str(path), stamp, repr(state.doc.scan.control_points))
    hit = _cache.get(key)
    if hit is None:
        image, transform = load_scan(state.doc, map_path)
        hit = (rgb_array(image), Calibration(transform, transform.inverse(), (), 0.0))
        _cache.clear()  # one scan at a time: a whole scan is large
        _cache[key] = hit
    return hit
