"""A bad game box never takes the app down: the window opens with the problems listed and a way
out, a failing check shows its error, a malformed file says why in a dialog and the Problems panel,
an image bomb is refused from its header, a save with tracks off the rule set is refused, and a
10,000-unit scenario opens in the editor without a widget per row."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QSettings, Qt

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.prompts import Prompts
from ccp_editor.io.dataset import clear_cache, demo_dataset_root
from tests.demo_copy import copy_demo
from tests.test_hostile_box import png_bomb

from .windows import close_windows

DEMO = demo_dataset_root()
_WINDOWS: list[MainWindow] = []


class QuietPrompts(Prompts):
    """Answers every question 'discard' / 'no' and keeps the non-blocking problem boxes."""

    def unsaved_changes(self, names: list[str]) -> str:
        return "discard"

    def restore_recovered(self, titles: list[str]) -> bool:
        return False


@pytest.fixture(autouse=True)
def _cleanup():
    clear_cache()
    yield
    close_windows(_WINDOWS)
    clear_cache()


def window_for(qtbot, tmp_path: Path, root: Path | None) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    w.prompts = QuietPrompts(w)
    _WINDOWS.append(w)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    if root is not None:
        w.open_dataset(root)
    return w


def problem_messages(w: MainWindow) -> list[str]:
    panel = w.problems_panel
    return [panel.topLevelItem(i).text(3) for i in range(panel.topLevelItemCount())]


def broken_box(tmp_path: Path) -> Path:
    box = copy_demo(tmp_path / "broken")
    text = (box / "dataset.yaml").read_text()
    (box / "dataset.yaml").write_text(text + "ruleset: builtin:nonexistent\nmaps: ../../../..\n")
    return box


# ----------------------------------------------------------------------------- start-up


def test_a_broken_last_data_set_opens_the_window_with_its_problems(qtbot, tmp_path: Path) -> None:
    w = window_for(qtbot, tmp_path, broken_box(tmp_path))
    qtbot.waitUntil(lambda: any("unknown built-in rule set" in m for m in problem_messages(w)), timeout=5000)
    assert any("leaves the game box" in m for m in problem_messages(w))
    assert w.tabs.currentWidget() is w.welcome
    assert w.welcome.trouble.isVisible() and "did not load completely" in w.welcome.trouble.text()
    # the way out: open another box from the welcome page
    qtbot.mouseClick(w.welcome.demo_button, Qt.MouseButton.LeftButton)
    assert DEMO is not None and w.workspace.root == DEMO
    assert not w.welcome.trouble.isVisible()


def test_a_box_whose_loading_fails_unexpectedly_still_opens(qtbot, tmp_path: Path, monkeypatch) -> None:
    import ccp_editor.gui.workspace as ws

    def explode(root):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(ws, "load_dataset", explode)
    w = window_for(qtbot, tmp_path, copy_demo(tmp_path / "box"))
    assert w.workspace.dataset.manifest is None
    qtbot.waitUntil(lambda: any("disk on fire" in m for m in problem_messages(w)), timeout=5000)
    assert w.welcome.open_button.isVisible()


def test_the_last_data_set_from_the_settings_is_opened_safely(tmp_path: Path) -> None:
    """The real start-up path, in its own process: a broken last box, and the window comes up."""
    box = broken_box(tmp_path)
    settings_dir = tmp_path / "config"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(settings_dir),
        "HOME": str(tmp_path),
        "CCP_EDITOR_RECOVERY_DIR": str(tmp_path / "recovery"),
        "PYTHONPATH": str(Path(__file__).resolve().parent.parent),
    }
    script = (
        "import sys\n"
        "from PySide6.QtCore import QSettings, QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "app.setOrganizationName('ccp-editor'); app.setApplicationName('CC:P Scenario Studio')\n"
        f"QSettings().setValue('lastDataSet', {str(box)!r}); QSettings().sync()\n"
        "from ccp_editor.gui import app as gui_app\n"
        "QTimer.singleShot(1500, app.quit)\n"
        "import argparse\n"
        "code = gui_app.run_gui(argparse.Namespace(size='1280x800', screenshot=None, open=None, view=None))\n"
        "print('exit', code)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert b"exit 0" in proc.stdout and b"Traceback" not in proc.stderr


# ----------------------------------------------------------------------------- checks that fail


def test_a_failing_check_is_shown_not_zero_errors(qtbot, tmp_path: Path, monkeypatch) -> None:
    from ccp_editor.gui.workspace import Workspace

    def broken_check(self):
        raise OverflowError("(34, 'Numerical result out of range')")

    monkeypatch.setattr(Workspace, "validate_dataset", broken_check)
    w = window_for(qtbot, tmp_path, copy_demo(tmp_path / "box"))
    qtbot.waitUntil(lambda: any("check stopped" in m for m in problem_messages(w)), timeout=5000)
    assert any("OverflowError" in m for m in problem_messages(w))
    assert w.problems_dock.windowTitle().startswith("Problems (1 error")


# ----------------------------------------------------------------------------- malformed files

MALFORMED = {
    "utf8.yaml": b"kind: forces\nname: \xff\xfe\n",
    "syntax.yaml": b"kind: forces\nname: [unclosed\n",
    "tag.yaml": b"kind: !!python/object/apply:os.system [echo]\n",
    "deep.yaml": b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n",
    "duplicate.yaml": b"kind: forces\nkind: map\n",
    "kindless.yaml": b"name: no kind here\n",
    "unknown-kind.yaml": b"kind: spaceship\n",
    "schema.yaml": b"kind: fortification_ob\nformat: 1\nid: x\nname: X\nprovenance: user\nitems: 7\n",
    "empty.yaml": b"",
    "list.yaml": b"- 1\n- 2\n",
    "number.yaml": b"kind: map\nformat: " + b"9" * 4000 + b"\n",
    "future.yaml": b"kind: map\nformat: 99\n",
    "control.yaml": b"kind: map\x00\n",
    "coordinates.yaml": b"kind: map\nformat: 1\nid: m\nname: M\nprovenance: user\nshapes:\n  terrain:\n"
    b"  - id: a\n    type: jungle\n    polygon: [[1.0e+200, 0.0], [1.0, 0.0], [0.0, 1.0]]\n",
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_file_from_outside_a_box_shows_its_problems(qtbot, tmp_path: Path, name: str) -> None:
    outside = tmp_path / "downloads" / name
    outside.parent.mkdir()
    outside.write_bytes(MALFORMED[name])
    w = window_for(qtbot, tmp_path, DEMO)
    assert w.open_path(outside) is None
    box = w.prompts.last_box
    assert box.isVisible() and name in box.windowTitle()
    assert str(outside) in box.detailedText()
    files = [w.problems_panel.topLevelItem(i).text(1) for i in range(w.problems_panel.topLevelItemCount())]
    assert any(name in f for f in files)
    w.refresh_problems()  # the data set check finishing later does not wipe them
    qtbot.wait(50)
    files = [w.problems_panel.topLevelItem(i).text(1) for i in range(w.problems_panel.topLevelItemCount())]
    assert any(name in f for f in files)
    box.close()


def test_gui_open_of_a_malformed_file_does_not_block_start_up(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(MALFORMED["syntax.yaml"])
    shot = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    proc = subprocess.run(
        [sys.executable, "-m", "ccp_editor", "gui", "--open", str(bad), "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert shot.stat().st_size > 10_000


# ----------------------------------------------------------------------------- scans


def test_an_image_bomb_scan_is_refused_from_its_header(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.mapeditor.scan import ScanError, ScanImage

    path = tmp_path / "bomb.png"
    path.write_bytes(png_bomb(23_000, 23_000))
    with pytest.raises(ScanError, match="over the 200 megapixel budget"):
        ScanImage(path)


def test_a_huge_jpeg_scan_is_decoded_downsampled_within_the_budget(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtGui import QColor, QImage

    import ccp_editor.gui.mapeditor.scan as scan_mod
    from ccp_editor.gui.mapeditor.scan import ScanImage

    monkeypatch.setattr(scan_mod, "MAX_SCAN_PIXELS", 200_000)  # a small budget, a small test image
    image = QImage(1200, 900, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a6"))
    path = tmp_path / "scan.jpg"
    assert image.save(str(path), "JPEG")
    scan = ScanImage(path)
    assert scan.min_level == 2 and "1/4" in scan.note
    decoded = scan.decoded_pixels()
    assert decoded <= 200_000 * 4 / 3  # the kept level and the coarser ones, never the full size
    assert scan.level_for(10.0) == 2  # zoomed in, it draws the finest level it has


# ----------------------------------------------------------------------------- playtest saves and big scenarios


def test_a_save_with_the_time_marker_off_the_track_is_refused_at_load(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.board.integration import open_playtest_file
    from ccp_editor.io.dataset import load_dataset
    from ccp_editor.io.storage import save_document
    from ccp_editor.play.session import PlaytestSession

    w = window_for(qtbot, tmp_path, DEMO)
    assert DEMO is not None
    ds, _ = load_dataset(DEMO)
    path = tmp_path / "save.yaml"
    save_document(PlaytestSession.create(ds.scenarios["demo-ridge-line"], ds, seed=1).to_playtest(), path)
    data = yaml.safe_load(path.read_text())
    data.setdefault("tracks", {})["time"] = 50
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    tabs = w.tabs.count()
    assert open_playtest_file(w, path) is None
    assert "past the end of the Time Track" in w.prompts.last_box.detailedText()
    assert any("past the end of the Time Track" in m for m in problem_messages(w))
    assert w.tabs.count() == tabs  # no board tab was opened


def big_box(tmp_path: Path, units_per_side: int) -> tuple[Path, str]:
    box = copy_demo(tmp_path / "big")
    data = yaml.safe_load((box / "scenarios" / "demo-ridge-line.yaml").read_text())
    for side in ("japan", "allied"):
        base = data["sides"][side]["units"]
        area = data["sides"][side]["setup_area"]
        data["sides"][side]["units"] = [
            {**base[i % len(base)], "hex": area[i % len(area)]} for i in range(units_per_side)
        ]
    data["id"] = "big-scenario"
    (box / "scenarios" / "big.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    return box, "big-scenario"


def test_a_ten_thousand_unit_scenario_opens_with_virtual_tables(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.scenario.editor import ScenarioEditor

    box, sid = big_box(tmp_path, 5_000)
    w = window_for(qtbot, tmp_path, box)
    assert w.select_view(f"scenario:{sid}")
    editor = w.current_view().subviews["scenario"]
    assert isinstance(editor, ScenarioEditor)
    units, _ = editor.side_tables["japan"]
    assert units.table.rowCount() == 5_000
    # no widget per row: only the cells on screen are ever asked for
    assert all(units.table.indexWidget(units.model.index(r, c)) is None for r in (0, 4_999) for c in range(units.model.columnCount()))
    # editing a row far down is one undoable command on the document
    units.table.item(4_999, 2).setText("A2")
    assert editor.model.doc.sides.japan.units[4_999].hex == "A2"
    editor.model.undo_stack.undo()
    assert editor.model.doc.sides.japan.units[4_999].hex != "A2"


def test_the_board_of_a_big_scenario_reads_pieces_through_one_index(qtbot, tmp_path: Path, monkeypatch) -> None:
    from ccp_editor.play.state import SessionState

    box, sid = big_box(tmp_path, 1_000)
    w = window_for(qtbot, tmp_path, box)
    scans: list[bool] = []
    real = SessionState.units_at

    def spy(self, hex_id, side=None):
        scans.append(self._read_index is not None)
        return real(self, hex_id, side)

    monkeypatch.setattr(SessionState, "units_at", spy)
    assert w.select_view(f"board:{sid}")
    board = w.tabs.currentWidget()
    assert len(board.scene.counters) >= 2_000  # every unit and weapon has its counter
    # the look-ups of a repaint are answered by the index (once per hex and side), not by a scan
    # of every piece for every piece (which made thousands of full scans before)
    assert scans.count(True) > 100
    assert scans.count(False) < 1_000


def test_a_rules_check_that_fails_on_an_open_document_is_shown(qtbot, tmp_path: Path, monkeypatch) -> None:
    import ccp_editor.gui.document as document

    w = window_for(qtbot, tmp_path, DEMO)
    assert w.select_view("chits")
    model = w.current_model()

    def broken(doc, ds):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(document, "check_document", broken)
    model.validate_now()
    assert [p.message for p in model.problems] == ["the rules check stopped: ZeroDivisionError: division by zero"]
