"""Crash recovery survives a crash loop: a restored document keeps a recovery copy until it is
saved or discarded, so killing the app right after restoring and restoring again loses nothing.
Each step runs in its own process, killed with SIGKILL as a crash would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.demo_copy import copy_demo

STEP = r"""
import json, os, signal, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.prompts import Prompts

class Yes(Prompts):
    def restore_recovered(self, titles):
        return True
    def unsaved_changes(self, names):
        return "discard"

mode, box, recovery, out = sys.argv[1:5]
app = QApplication([])
settings = QSettings(str(Path(out).with_suffix(".ini")), QSettings.Format.IniFormat)
w = MainWindow(settings, Path(recovery))
w.prompts = Yes(w)
w.open_dataset(box)
app.processEvents()
report = {}
if mode == "edit":
    w.select_view("forces:JP")
    w.current_model().set_value("/notes", "typed before the crash")
    new = w.create_document("objective_chits")
    new.set_value("/name", "Never saved chits")
    report["autosaved"] = w.autosave_now()
else:
    report["restored"] = w.offer_recovery()
    report["notes"] = sorted(
        str(getattr(m.doc, "notes", "")) for m in w.views if getattr(m.doc, "notes", "")
    )
    report["names"] = sorted(m.doc.name for m in w.views)
    report["dirty"] = all(m.dirty for m in w.views)
    if mode == "restore-and-save":
        for m in w.all_documents():
            if m.path is not None:
                w.save_model(m)
            else:
                w.close_document(m, ask=False)
        report["left"] = len(w.recovery.crashed_documents())
Path(out).write_text(json.dumps(report))
if mode == "restore-and-save":
    w.close()  # a clean exit
    sys.exit(0)
os.kill(os.getpid(), signal.SIGKILL)  # the crash
"""


def _step(tmp_path: Path, mode: str, box: Path, n: int) -> dict:
    out = tmp_path / f"step{n}.json"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    proc = subprocess.run(
        [sys.executable, "-c", STEP, mode, str(box), str(tmp_path / "recovery"), str(out)],
        env=env,
        capture_output=True,
        timeout=120,
    )
    killed = proc.returncode == -9
    assert killed == (mode != "restore-and-save"), proc.stderr.decode()[-2000:]
    return json.loads(out.read_text())


def test_kill_after_restoring_then_restore_again(tmp_path: Path) -> None:
    box = copy_demo(tmp_path / "box")
    first = _step(tmp_path, "edit", box, 0)
    assert first["autosaved"] == 2
    for n in (1, 2, 3):  # restore, crash at once (no autosave ran), restore again...
        again = _step(tmp_path, "restore", box, n)
        assert again["restored"] == 2, again
        assert again["notes"] == ["typed before the crash"]
        assert "Never saved chits" in again["names"]
        assert again["dirty"]
    last = _step(tmp_path, "restore-and-save", box, 4)
    assert last["restored"] == 2 and last["left"] == 0
    assert "typed before the crash" in (box / "forces" / "jp.yaml").read_text()
    # saved or discarded: nothing is offered any more
    leftovers = [p for p in (tmp_path / "recovery").rglob("*.yaml")]
    assert leftovers == []
