"""No stray dock tab bar over the document: Qt leaves the tab bar of a rebuilt dock group on screen
(a "Problems | Log" strip over the bottom of the editor and its status line) unless the layout
sweeps it away. Driven as a user would: the window is showing, documents are opened from the Data
set panel, the tabs switch between tasks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QTabBar, QTreeWidgetItem

from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO, copy_demo
from .windows import discard_unsaved

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture
def window(qtbot, tmp_path: Path):
    box = copy_demo(tmp_path / "demo")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    w.open_dataset(box)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    discard_unsaved(w)
    w.close()
    w.deleteLater()


def settle(qtbot) -> None:
    qtbot.wait(60)  # the layouts finish on the next turns of the event loop


def visible_docks(window: MainWindow) -> list[QDockWidget]:
    return [d for d in window.findChildren(QDockWidget)
            if d.parent() is window and d.isVisible() and not d.isFloating() and window.rect().intersects(d.geometry())]


def stray_tab_bars(window: MainWindow) -> list[str]:
    """The dock tab bars on screen that belong to no dock group the user sees, each described."""
    central = window.centralWidget().geometry()
    docks = visible_docks(window)
    strays, seen = [], set()
    for bar in window.findChildren(QTabBar):
        rect = bar.geometry()
        if bar.parent() is not window or not bar.isVisible() or not window.rect().intersects(rect):
            continue
        texts = [bar.tabText(i) for i in range(bar.count())]
        under_a_dock = any(d.x() == rect.x() and d.width() == rect.width() and abs(d.geometry().bottom() + 1 - rect.y()) <= 2
                           for d in docks)
        key = (rect.getRect(), tuple(texts))
        if not texts or rect.intersects(central) or not under_a_dock or key in seen:
            strays.append(f"{texts} at {rect.getRect()}")
        seen.add(key)
    return strays


def open_from_browser(qtbot, window: MainWindow, label_part: str) -> None:
    """Double-click a document of the Data set panel, as the user does."""
    browser = window.browser
    window.browser_dock.show()
    window.browser_dock.raise_()
    settle(qtbot)
    items: list[QTreeWidgetItem] = []
    for i in range(browser.topLevelItemCount()):
        group = browser.topLevelItem(i)
        items += [group.child(j) for j in range(group.childCount())]
    item = next(it for it in items if label_part in it.text(0))
    browser.scrollToItem(item)
    rect = browser.visualItemRect(item)
    count = window.tabs.count()
    pos = QPoint(min(rect.center().x(), rect.left() + 30), rect.center().y())  # on the name, however narrow the panel
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.waitUntil(lambda: window.tabs.count() == count + 1)
    settle(qtbot)


def test_opening_documents_after_the_window_shows_leaves_no_stray_tab_bar(qtbot, window: MainWindow) -> None:
    settle(qtbot)
    assert stray_tab_bars(window) == []
    open_from_browser(qtbot, window, "Demo Japanese forces")
    assert window.layouts.task == "design"
    assert stray_tab_bars(window) == []
    open_from_browser(qtbot, window, "Demo inland")  # the demo map: Trace
    assert window.layouts.task == "trace"
    assert stray_tab_bars(window) == []
    for view in ("forces:JP", "board:demo-ridge-line", "map:demo-inland", "forces:JP"):
        assert window.select_view(view)
        settle(qtbot)
        assert stray_tab_bars(window) == [], view
    # the bar left on screen is the live one: clicking Log brings the Log forward
    bar = next(b for b in window.findChildren(QTabBar)
               if b.isVisible() and b.parent() is window and any(b.tabText(i) == "Log" for i in range(b.count())))
    log_index = next(i for i in range(bar.count()) if bar.tabText(i) == "Log")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(log_index).center())
    settle(qtbot)
    assert window.log_dock.geometry().y() >= 0 and window.rect().contains(window.log_dock.geometry().center())
    assert window.problems_dock.geometry().y() < 0  # behind its tab


def test_the_first_frames_show_no_stray_tab_bar(qtbot, tmp_path: Path) -> None:
    """Drawn before the event loop gets back to its top (where Qt deletes the bars it replaced), the
    window shows only the live tab bars: a document opened while the window appears, a busy start."""
    box = copy_demo(tmp_path / "demo")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    try:
        w.open_dataset(box)
        w.resize(1280, 800)
        w.show()
        for _ in range(20):
            QApplication.processEvents()  # paints and timers, no deferred deletion
        assert stray_tab_bars(w) == []
        for view in ("forces:JP", "map:demo-inland", "forces:JP", "board:demo-ridge-line", "scenario:demo-ridge-line"):
            assert w.select_view(view)
            for _ in range(20):
                QApplication.processEvents()
            assert stray_tab_bars(w) == [], view
    finally:
        discard_unsaved(w)
        w.close()
        w.deleteLater()


def test_a_restored_window_then_a_document_opened_leaves_no_stray_tab_bar(qtbot, tmp_path: Path) -> None:
    """The start of the real application: the window restores the docks the user left, shows, and
    then a document is opened from the Data set panel."""
    box = copy_demo(tmp_path / "demo")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings, tmp_path / "recovery")
    first.open_dataset(box)
    first.resize(1280, 800)
    first.show()
    qtbot.waitExposed(first)
    assert first.select_view("map:demo-inland") and first.select_view("forces:JP")
    discard_unsaved(first)
    first.close()  # keeps the window's state
    first.deleteLater()
    again = MainWindow(settings, tmp_path / "recovery")
    try:
        again.open_dataset(box)
        again.resize(1280, 800)
        again.restore_state()
        again.show()
        qtbot.waitExposed(again)
        settle(qtbot)
        assert stray_tab_bars(again) == []
        open_from_browser(qtbot, again, "Demo US forces")
        assert stray_tab_bars(again) == []
        open_from_browser(qtbot, again, "Demo coastal")
        assert again.layouts.task == "trace" and stray_tab_bars(again) == []
    finally:
        discard_unsaved(again)
        again.close()
        again.deleteLater()


def test_the_document_keeps_the_window_bottom_to_its_docks(qtbot, window: MainWindow) -> None:
    """The status line and the editor's bottom edge are not covered by a tab bar in any task."""
    for view in ("forces:JP", "map:demo-inland", "board:demo-ridge-line", "scenario:demo-ridge-line"):
        assert window.select_view(view)
        settle(qtbot)
        central = window.centralWidget().geometry()
        for bar in window.findChildren(QTabBar):
            if bar.parent() is window and bar.isVisible() and bar.count():
                assert not bar.geometry().intersects(central), (view, bar.geometry().getRect())
