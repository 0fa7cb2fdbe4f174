"""The window asks before it rewrites a file outside the game box that a link in the box leads to."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO, copy_demo
from .test_gui_shell import _WINDOWS, answer_next_box, make_window

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
assert _WINDOWS is not None  # the window list the shell tests close after each test


@pytest.fixture
def linked(qtbot, tmp_path: Path) -> tuple[MainWindow, Path, Path]:
    box = copy_demo(tmp_path / "box")
    outside = tmp_path / "shared"
    outside.mkdir()
    real = outside / "jp.yaml"
    shutil.move(box / "forces" / "jp.yaml", real)
    (box / "forces" / "jp.yaml").symlink_to(real)
    return make_window(qtbot, tmp_path, box), box, real


def test_saving_through_a_link_out_of_the_box_asks_first(linked) -> None:
    window, box, real = linked
    model = window.open_path(box / "forces" / "jp.yaml")
    assert model is not None
    before = real.read_bytes()
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Cancel, seen)
    assert window.save_model(model) is False
    assert "outside the game box" in seen[0] and str(real) in seen[0]
    assert real.read_bytes() == before and not (box / "forces" / "jp.yaml.bak").exists()
    answer_next_box(QMessageBox.StandardButton.Save, seen)
    assert window.save_model(model) is True
    assert len(seen) == 2
    assert (box / "forces" / "jp.yaml").is_symlink()
    assert sorted(p.name for p in real.parent.iterdir()) == ["jp.yaml"]  # no backup outside the box
    assert (box / "forces" / "jp.yaml.bak").read_bytes() == before
