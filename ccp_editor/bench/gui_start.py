"""Bench figure ``gui_cold_start_ms``: process start to main window shown, offscreen.

Each run launches a fresh ``python -m ccp_editor gui`` with the start-up probe set; the child
prints the wall-clock time once the window is shown (demo data set open, event loop running) and
exits. The figure is the median over several runs of that time minus the launch time.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from ..gui.app import STARTUP_PROBE_ENV
from .registry import figure

RUNS = 5


def cold_start_once() -> float:
    """Milliseconds from launching the process to its main window being shown."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", STARTUP_PROBE_ENV: "1"}
    t0 = time.time()
    result = subprocess.run(
        [sys.executable, "-m", "ccp_editor", "gui"], capture_output=True, text=True, env=env, timeout=120
    )
    for line in result.stdout.splitlines():
        if line.startswith("shown-at "):
            return (float(line.split()[1]) - t0) * 1000.0
    raise RuntimeError(f"the start-up probe printed no time (exit {result.returncode}): {result.stderr.strip()[-300:]}")


@figure("gui_cold_start_ms")
def gui_cold_start_ms() -> float:
    cold_start_once()  # warm the file cache, as a second launch on a user's machine would be
    return statistics.median(cold_start_once() for _ in range(RUNS))
