"""Bench figures of the map editor (offscreen).

``trace_frame_ms``: median cost of one frame while a shared vertex of the larger demo map is
dragged over a 10,000 x 8,000 px scan (made at run time from the demo's synthetic scan, in a
temporary folder), at 1:1 scan zoom in a 1280 x 800 view; a frame is the mouse-move handling
(snapping, undo command, model update) plus the repaint, which redraws the layer images only
where the edit and the re-derived hexes changed them. The re-derivation itself runs between
frames and is measured by the next figure. Goal < 16 ms.

``derive_incremental_ms``: median time to bring the derived hexes up to date after one vertex
move of the larger demo map (only the hexes the shape reached before or reaches now). Goal < 30 ms.
"""

from __future__ import annotations

import copy
import tempfile
import time
from pathlib import Path
from typing import Any

from ..core.editing import (
    derive_hexes,
    hexes_touched,
    iter_rings,
    moved_rings,
    ring_points,
    shape_list,
    shared_vertices,
)
from ..core.terrain import derive
from ..io.dataset import builtin_ruleset, demo_dataset_root
from ..model.mapdoc import ControlPoint, MapDocument, ScanInfo
from .maps import larger_demo_map
from .registry import Samples, figure, median_ms, scale

BIG_SCAN = (10_000, 8_000)
VIEW = (1280, 800)
DRAG_STEPS = 40


def _with_scan(doc: MapDocument, path: Path, size: tuple[int, int], small: tuple[int, int]) -> MapDocument:
    """A copy of ``doc`` on the enlarged scan at ``path``: its control points scaled with the image."""
    assert doc.scan is not None
    (w, h), (sw, sh) = size, small
    out = copy.deepcopy(doc)
    out.scan = ScanInfo(
        file=path.name,
        width=w,
        height=h,
        control_points=[ControlPoint(hex=c.hex, x=c.x * w / sw, y=c.y * h / sh) for c in doc.scan.control_points],
        synthetic=True,
    )
    return out


def make_big_scan(doc: MapDocument, folder: Path) -> MapDocument:
    """A copy of ``doc`` whose scan is its synthetic scan enlarged to 10,000 x 8,000 px (PNG)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QImageWriter

    from ..gui.render import ensure_gui_app

    ensure_gui_app()
    root = demo_dataset_root() or Path.cwd()
    assert doc.scan is not None
    small = QImage(str(Path(root, "maps", doc.scan.file)))
    if small.isNull():
        raise FileNotFoundError(f"demo scan {doc.scan.file} not found")
    w, h = BIG_SCAN
    big = small.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation)
    path = folder / "big-scan.png"
    writer = QImageWriter(str(path), b"png")
    writer.setQuality(100)  # least compression: the bench is about drawing, not encoding
    if not writer.write(big):
        raise OSError(f"cannot write {path}: {writer.errorString()}")
    return _with_scan(doc, path, (w, h), (small.width(), small.height()))


def _shared_vertex(doc: MapDocument) -> tuple[float, float]:
    """A vertex held by the most rings (a shared border corner), nearest the map's middle."""
    best = None
    for _ref, pts in iter_rings(doc.shapes, ["terrain", "levels"]):
        for x, y in pts:
            n = len(shared_vertices(doc.shapes, x, y))
            score = (n, -abs(x - 10.5) - abs(y - 8.0))
            if best is None or score > best[0]:
                best = (score, (x, y))
    assert best is not None
    return best[1]


def drag_frames(doc: MapDocument, map_path: Path, steps: int = DRAG_STEPS) -> list[float]:
    """Per-frame milliseconds of a scripted vertex drag in an offscreen editor."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ..gui.document import DocumentModel
    from ..gui.mapeditor.editor import MapEditor

    model = DocumentModel(doc, map_path)
    editor = MapEditor(model)
    editor.resize(*VIEW)
    editor.show()
    QApplication.processEvents()
    canvas = editor.canvas
    vx, vy = _shared_vertex(doc)
    scale = editor.state.grid_to_world().scale
    canvas.center_on_grid(vx, vy, pixels_per_grid=scale)  # 1:1 scan pixels
    canvas.repaint()
    start = canvas.to_widget(vx, vy).toPoint()
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    frames = []
    for k in range(1, steps + 1):
        pos = QPoint(start.x() + (k % 20) * 2, start.y() + (k % 13))
        t0 = time.perf_counter()
        QTest.mouseMove(canvas, pos)
        canvas.repaint()
        frames.append((time.perf_counter() - t0) * 1000.0)
        QApplication.processEvents()  # the derived hexes follow between frames (derive_incremental_ms)
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    editor.close()
    editor.deleteLater()
    QApplication.processEvents()
    return frames


@figure("trace_frame_ms")
def trace_frame_ms() -> float:
    doc = larger_demo_map()
    with tempfile.TemporaryDirectory(prefix="ccp-bench-") as tmp:
        folder = Path(tmp)
        big = make_big_scan(doc, folder)
        frames = drag_frames(big, folder / "map.yaml")
    return Samples(frames[3:])


@figure("derive_incremental_ms")
def derive_incremental_ms() -> float:
    doc = larger_demo_map()
    rs = builtin_ruleset()
    full = derive(doc, rs)
    vx, vy = _shared_vertex(doc)
    refs = shared_vertices(doc.shapes, vx, vy)
    state = {"k": 0}

    def one_move() -> None:
        state["k"] += 1
        dx = 0.05 * ((state["k"] % 5) - 2)
        moved = copy.deepcopy(doc)
        # the editor keeps each shape's hexes from the previous derivation; only the new ones are computed
        before = {h for r in refs for h in hexes_touched(doc, shape_list(doc.shapes, r.ring.layer)[r.ring.index])}
        for ring, pts in moved_rings(moved.shapes, refs, (vx + dx, vy)).items():
            ring_points(moved.shapes, ring)[:] = pts
        t0 = time.perf_counter()
        hexes = set(before)
        for r in refs:
            hexes |= hexes_touched(moved, shape_list(moved.shapes, r.ring.layer)[r.ring.index])
        derive_hexes(moved, rs, hexes, full)
        timings.append((time.perf_counter() - t0) * 1000.0)

    timings: list[float] = []
    median_ms(one_move, repeat=15, warmup=2)
    return Samples(timings[2:])


# ----------------------------------------------------------------------------- opening a full-resolution scan

SCAN_600DPI = (13_000, 10_000)  # a whole CC map scanned at 600 dpi
SCAN_RUNS = 5

_SCAN_CHILD = """
import resource, sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from ccp_editor.gui.app import FirstPaint
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor.editor import MapEditor
from ccp_editor.io.documents import load_document
path = Path(sys.argv[1])
doc = load_document(path)
t0 = time.perf_counter()
editor = MapEditor(DocumentModel(doc, path))
editor.resize(1280, 800)
editor.show()
def done():
    ms = (time.perf_counter() - t0) * 1000.0
    try:  # this process's own high-water mark (ru_maxrss would include the parent's size at fork)
        status = Path("/proc/self/status").read_text()
        peak = next(int(l.split()[1]) for l in status.splitlines() if l.startswith("VmHWM:")) / 1024.0
    except (OSError, StopIteration):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"scan-open {ms:.1f} {peak:.1f}", flush=True)
    app.quit()
probe = FirstPaint(editor, done)
app.exec()
"""

_SCAN_RESULTS: dict[str, Any] = {}


def make_600dpi_scan(folder: Path, area_scale: float = 1.0) -> tuple[Path, tuple[int, int]]:
    """The larger demo map with its synthetic scan enlarged to 13,000 x 10,000 px (x ``area_scale``
    in area), saved as an RGB JPEG (quality 90) the way a scanner saves a colour scan."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QImageWriter

    from ..gui.render import ensure_gui_app
    from ..io.storage import save_document

    ensure_gui_app()
    doc = larger_demo_map()
    root = demo_dataset_root() or Path.cwd()
    assert doc.scan is not None
    small = QImage(str(Path(root, "maps", doc.scan.file))).convertToFormat(QImage.Format.Format_RGB32)
    if small.isNull():
        raise FileNotFoundError(f"demo scan {doc.scan.file} not found")
    factor = area_scale**0.5
    w, h = round(SCAN_600DPI[0] * factor), round(SCAN_600DPI[1] * factor)
    big = small.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    path = folder / "scan-600dpi.jpg"
    writer = QImageWriter(str(path), b"jpg")
    writer.setQuality(90)
    if not writer.write(big.convertToFormat(QImage.Format.Format_RGB888)):
        raise OSError(f"cannot write {path}: {writer.errorString()}")
    del big
    out = _with_scan(doc, path, (w, h), (small.width(), small.height()))
    map_path = folder / "map.yaml"
    save_document(out, map_path)
    return map_path, (w, h)


def _scan_runs() -> dict[str, Any]:
    """Open the scan in a fresh process per run (each measures its own peak); cached for the run."""
    import os
    import subprocess
    import sys

    from .gui_start import launch_env

    key = f"scale={scale()}"
    if key in _SCAN_RESULTS:
        return _SCAN_RESULTS[key]
    with tempfile.TemporaryDirectory(prefix="ccp-bench-scan-") as tmp:
        map_path, (w, h) = make_600dpi_scan(Path(tmp), scale())
        env = {k: v for k, v in launch_env().items() if k != "CCP_EDITOR_STARTUP_PROBE"}
        times, peaks = [], []
        for run in range(SCAN_RUNS + 1):
            result = subprocess.run([sys.executable, "-c", _SCAN_CHILD, str(map_path)], capture_output=True, text=True,
                                    env=env, timeout=300, cwd=os.getcwd())
            line = next((ln for ln in result.stdout.splitlines() if ln.startswith("scan-open ")), None)
            if line is None:
                raise RuntimeError(f"the scan probe printed nothing (exit {result.returncode}): {result.stderr.strip()[-300:]}")
            if run:  # the first run warms the file cache
                _, ms, peak = line.split()
                times.append(float(ms))
                peaks.append(float(peak))
    _SCAN_RESULTS.clear()
    _SCAN_RESULTS[key] = {"times": times, "peaks": peaks, "decoded_mib": w * h * 4 / 2**20}
    return _SCAN_RESULTS[key]


@figure("scan_open_ms")
def scan_open_ms() -> Samples:
    """Opening a map whose scan is a 13,000 x 10,000 px JPEG (a whole map at 600 dpi; x ``--scale``
    in area) in the map editor, to its first painted frame: a fresh process per run, Qt and the
    editor already imported; five runs after a warm-up; median."""
    return Samples(_scan_runs()["times"])


@figure("scan_peak_mib")
def scan_peak_mib() -> Samples:
    """The peak memory (resident set high-water mark) of that whole process, MiB; goal under 2x
    ``scan_decoded_mib``."""
    return Samples(_scan_runs()["peaks"])


@figure("scan_decoded_mib")
def scan_decoded_mib() -> float:
    """What the scan takes decoded whole at 4 bytes a pixel, MiB (the yardstick of ``scan_peak_mib``)."""
    return _scan_runs()["decoded_mib"]
