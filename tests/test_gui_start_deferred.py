"""A plain start paints the window first and opens the game box just after: the first paint says
"Loading...", and once the box is read the screen is the one an eager start shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItemIterator

from ccp_editor.gui.app import FirstPaint, open_after_first_paint
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.dataset import demo_dataset_root

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def _window(tmp_path: Path, name: str) -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / f"{name}-recovery")
    window.resize(1280, 800)
    return window


def _screen(window: MainWindow) -> dict:
    """What the first screen shows: title, start page texts and badges, the box tree, problems, status."""
    page = window.welcome
    tree: QTreeWidget = window.browser
    rows = []
    it = QTreeWidgetItemIterator(tree)
    while it.value():
        item = it.value()
        rows.append(tuple(item.text(c) for c in range(tree.columnCount())))
        it += 1
    return {
        "title": window.windowTitle(),
        "box": page.dataset_label.text(),
        "path": page.root_label.text(),
        "contents": page.contents.text(),
        "badges": (page.badge.isVisibleTo(page), page.own_badge.isVisibleTo(page), page.demo_offer.isVisibleTo(page)),
        "recent": [page.recent.item(i).text() for i in range(page.recent.count())],
        "tree": rows,
        "problems": window.problems_dock.windowTitle(),
        "status": window.statusBar().currentMessage(),
        "tab": window.tabs.tabText(window.tabs.currentIndex()),
    }


def test_the_first_paint_says_loading_and_the_box_then_shows_as_an_eager_start_shows_it(qtbot, tmp_path: Path) -> None:
    eager = _window(tmp_path, "eager")
    qtbot.addWidget(eager)
    eager.open_dataset(DEMO)
    eager.show()
    qtbot.waitExposed(eager)
    qtbot.waitUntil(lambda: eager._painted)

    deferred = _window(tmp_path, "deferred")
    qtbot.addWidget(deferred)
    at_paint: dict = {}
    ran_after: list[bool] = []
    probe = FirstPaint(deferred, lambda: at_paint.update(_screen(deferred)))
    open_after_first_paint(deferred, DEMO, then=lambda: ran_after.append(deferred.workspace.root is not None))
    assert deferred.workspace.root is None  # nothing read before the window shows
    deferred.show()
    qtbot.waitUntil(lambda: bool(at_paint) and deferred.workspace.root is not None, timeout=20_000)
    probe.detach()

    assert at_paint["box"] == "Game box: loading..."
    assert at_paint["path"] == str(DEMO)
    assert at_paint["status"] == f"Loading the game box {DEMO}..."
    assert not any(at_paint["badges"])
    assert ran_after == [True]  # what runs after the load (the recovery offer) sees the open box
    qtbot.waitUntil(lambda: _screen(deferred) == _screen(eager), timeout=10_000)
    assert "Demo game box" in _screen(deferred)["box"] and len(_screen(deferred)["tree"]) > 10
    deferred.close()
    eager.close()


def test_a_start_naming_a_view_reads_the_box_before_the_window_shows(tmp_path: Path) -> None:
    """``--view`` and ``--open FILE`` need the box first: their screenshots are the same as before."""
    import subprocess
    import sys

    shot = tmp_path / "ruleset.png"
    result = subprocess.run(
        [sys.executable, "-m", "ccp_editor", "gui", "--view", "ruleset", "--screenshot", str(shot), "--size", "1280x800"],
        capture_output=True, text=True, timeout=120, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000


def test_the_wizard_and_statistics_tabs_register_their_kind_when_first_opened(qtbot, tmp_path: Path) -> None:
    """Their modules load with the first tab (not with the window); each kind is registered once
    however many tabs open, and closing a statistics tab still goes through its close handler."""
    from ccp_editor.gui.rsgwizard.integration import open_stats
    from ccp_editor.gui.rsgwizard.stats_view import StatsView

    window = _window(tmp_path, "tabs")
    qtbot.addWidget(window)
    window.open_dataset(DEMO)
    window.show()
    kinds = lambda: [k for k in window._tab_kinds if k.widget_type is StatsView]  # noqa: E731
    assert kinds() == []
    first, second = open_stats(window), open_stats(window)
    assert len(kinds()) == 1
    index = window.tabs.indexOf(first)
    window.tabs.tabCloseRequested.emit(index)
    assert window.tabs.indexOf(first) == -1  # the window closes only tabs of a registered kind
    assert window.tabs.indexOf(second) != -1
    window.close()
