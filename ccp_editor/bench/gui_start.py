"""Bench figures of starting the desktop application, each from a fresh process, offscreen.

``gui_cold_start_ms``: launching ``python -m ccp_editor gui`` to its main window being shown (the
demo data set open, the event loop running).

``gui_first_paint_ms``: launching the same to the end of the main window's first paint, what a
user sees. ``bare_qt_first_paint_ms``: a process that imports PySide6 and paints an empty main
window of the same size, measured the same way in the same run, so the ratio of the two is the
application's own cost (goal: at most 3x).

Every launch gets the same environment: the offscreen platform and byte-code caching on (in a
cache folder of the system's temporary folder, never next to the sources), as an installed app has
its compiled modules; one untimed launch of each warms the file cache and the byte-code. Launches
of the two kinds alternate, five of each; the figures are medians.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..gui.app import STARTUP_PROBE_ENV
from .registry import Samples, figure

RUNS = 5
SIZE = (1280, 800)

BARE_WINDOW = f"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.setWindowTitle("bare")
window.resize({SIZE[0]}, {SIZE[1]})
fired = []
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if not fired and event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is window:
            fired.append(1)
            QTimer.singleShot(0, lambda: (print(f"painted-at {{time.time():.6f}}", flush=True), app.quit()))
        return False
probe = FirstPaint()
app.installEventFilter(probe)
window.show()
QTimer.singleShot(30000, app.quit)
app.exec()
"""


def launch_env() -> dict[str, str]:
    """The environment of every timed launch (see the module docstring)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "ccp-editor-bench-pycache")
    env[STARTUP_PROBE_ENV] = "1"
    return env


def _launch(argv: list[str]) -> dict[str, float]:
    """Milliseconds from launching ``argv`` to each ``NAME-at TIME`` line the child prints."""
    t0 = time.time()
    result = subprocess.run(argv, capture_output=True, text=True, env=launch_env(), timeout=120)
    marks = {}
    for line in result.stdout.splitlines():
        name, _, stamp = line.partition(" ")
        if name.endswith("-at"):
            marks[name[:-3]] = (float(stamp) - t0) * 1000.0
    if not marks:
        raise RuntimeError(f"the start-up probe printed no time (exit {result.returncode}): {result.stderr.strip()[-300:]}")
    return marks


def app_launch() -> dict[str, float]:
    return _launch([sys.executable, "-m", "ccp_editor", "gui", "--size", f"{SIZE[0]}x{SIZE[1]}"])


def bare_launch() -> dict[str, float]:
    return _launch([sys.executable, "-c", BARE_WINDOW])


def cold_start_once() -> float:
    """Milliseconds from launching the process to its main window being shown."""
    return app_launch()["shown"]


_PAIRED: dict[str, Samples] = {}


def _first_paints() -> tuple[Samples, Samples]:
    """App and bare first paints, launched alternately; measured once for both figures of a run."""
    app_launch()
    bare_launch()
    app, bare = [], []
    for _ in range(RUNS):
        app.append(app_launch()["painted"])
        bare.append(bare_launch()["painted"])
    return Samples(app), Samples(bare)


@figure("gui_cold_start_ms")
def gui_cold_start_ms() -> Samples:
    cold_start_once()  # warm the file cache, as a second launch on a user's machine would be
    return Samples(cold_start_once() for _ in range(RUNS))


@figure("gui_first_paint_ms")
def gui_first_paint_ms() -> Samples:
    app, bare = _first_paints()
    _PAIRED["bare"] = bare
    return app


@figure("bare_qt_first_paint_ms")
def bare_qt_first_paint_ms() -> Samples:
    """Measured with ``gui_first_paint_ms`` when both are asked for (alternating launches)."""
    bare = _PAIRED.pop("bare", None)
    return bare if bare is not None else _first_paints()[1]
