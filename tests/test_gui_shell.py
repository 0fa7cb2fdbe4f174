"""The main window driven through its real widgets: open the demo data set, edit, see problems,
undo/redo, save and reload, the unsaved-changes prompt, crash recovery and external changes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ccp_editor.gui.editors.docview import DocumentView
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.io.documents import read_document
from ccp_editor.io.storage import save_document
from ccp_editor.model import to_data

from .demo_copy import DEMO, copy_demo
from .windows import close_windows, discard_unsaved

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")



def answer_next_box(button: QMessageBox.StandardButton, seen: list[str] | None = None) -> None:
    """Click ``button`` on the next message box the application shows (polls until it is up)."""

    def attempt() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        box = boxes[-1] if boxes else None
        if box is not None:
            if seen is not None:
                seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(10, attempt)

    QTimer.singleShot(0, attempt)


_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _close_windows():
    """Every window a test made is closed afterwards, its unsaved edits discarded (no prompt)."""
    yield
    close_windows(_WINDOWS)


def make_window(qtbot, tmp_path: Path, root: Path, name: str = "w") -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}-settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    _WINDOWS.append(window)
    window.open_dataset(root)
    window.resize(1200, 800)
    window.show()
    return window


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    return copy_demo(tmp_path / "demo")


@pytest.fixture
def window(qtbot, tmp_path: Path, demo: Path):
    return make_window(qtbot, tmp_path, demo)


def open_forces(window: MainWindow, nation: str = "JP") -> DocumentView:
    entry = window.workspace.find_entry("forces", nation)
    assert entry is not None
    # double-click the browser row, as a user does
    browser = window.browser
    for i in range(browser.topLevelItemCount()):
        group = browser.topLevelItem(i)
        for j in range(group.childCount()):
            child = group.child(j)
            if child.data(0, Qt.ItemDataRole.UserRole) == str(entry.path):
                browser.itemDoubleClicked.emit(child, 0)
    view = window.current_view()
    assert view is not None and view.model.path == entry.path
    return view


def support_cell(view: DocumentView, field: str):
    editor = view.subviews["support_table"]
    view.show_subview("support_table")
    editor.select_column(0)
    model = editor.entries.model
    column = [c.key for c in model.columns].index(field)
    return editor, model, model.index(0, column)


def test_window_lists_the_demo_data_set(window: MainWindow) -> None:
    assert window.windowTitle() == "CC:P Scenario Studio"
    groups = {window.browser.topLevelItem(i).text(0): window.browser.topLevelItem(i).childCount()
              for i in range(window.browser.topLevelItemCount())}
    assert groups["Forces"] == len(window.workspace.dataset.forces) >= 2
    assert groups["Rule set"] == 1
    assert window.welcome.badge.isVisible()  # the demo badge
    assert "Demo" in window.welcome.dataset_label.text() or window.workspace.name in window.welcome.dataset_label.text()
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&View", "&Help"]
    assert window.act_save.shortcut().toString() == "Ctrl+S"
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"


def test_support_cell_wrong_value_is_flagged_undone_redone_saved_and_reloaded(qtbot, window: MainWindow) -> None:
    view = open_forces(window)
    model = view.model
    editor, table, index = support_cell(view, "vp_cost")
    original = table.data(index)
    pointer = table.cell_pointer(index.row(), index.column())
    assert table.setData(index, "99")  # the schema allows 0-20
    model.validate_now()
    assert table.data(index) == "99"
    assert table.data(index, Qt.ItemDataRole.BackgroundRole) is not None
    assert "99" in table.data(index, Qt.ItemDataRole.ToolTipRole)
    problems = [window.problems_panel.topLevelItem(i) for i in range(window.problems_panel.topLevelItemCount())]
    window.refresh_problems()
    problems = [window.problems_panel.topLevelItem(i) for i in range(window.problems_panel.topLevelItemCount())]
    flagged = [p for p in problems if p.toolTip(2) == pointer]  # the pointer stays in the tooltip
    assert flagged and all("/" not in p.text(2) and "›" in p.text(2) for p in flagged)  # users read a place
    assert model.dirty and window.tabs.tabText(window.tabs.currentIndex()).endswith("*")
    # a value that is not a number never reaches the model
    assert not table.setData(index, "lots")
    assert "whole number" in editor.entries.status.text()

    window.act_undo.trigger()
    model.validate_now()
    assert table.data(index) == original
    assert table.data(index, Qt.ItemDataRole.BackgroundRole) is None
    assert not model.dirty
    window.act_redo.trigger()
    assert table.data(index) == "99"
    assert window.history.model().rowCount() == 2  # <original> + the edit, visible in the History dock

    # a valid edit, saved and read back
    window.act_undo.trigger()
    assert table.setData(index, "7")
    assert window.save_current()
    assert not model.dirty
    assert model.path.with_name(model.path.name + ".bak").is_file()
    reread, _, problems = read_document(model.path)
    assert problems == []
    assert to_data(reread) == to_data(model.doc)
    assert reread.support_table.columns[0].entries[0].vp_cost == 7


def test_problem_click_opens_the_document_and_selects_the_field(window: MainWindow) -> None:
    view = open_forces(window)
    editor, table, index = support_cell(view, "year_to")
    assert table.setData(index, "1950")
    table.setData(table.index(0, [c.key for c in table.columns].index("year_from")), "1950")
    view.model.validate_now()
    window.refresh_problems()
    view.show_subview("counters")
    window.tabs.setCurrentWidget(window.welcome)
    items = [window.problems_panel.topLevelItem(i) for i in range(window.problems_panel.topLevelItemCount())]
    target = next(i for i in items if i.toolTip(2).startswith("/support_table/columns/0/entries/0/year"))
    assert target.text(2).startswith("Support table › column for roll")  # a place in words, not a pointer
    assert ":" in target.text(1)  # file:line
    window.problems_panel.itemClicked.emit(target, 0)
    assert window.current_view() is view
    assert view.current_subview() is editor
    current = editor.entries.view.currentIndex()
    assert current.row() == 0
    assert table.columns[current.column()].key in ("year_from", "year_to")


def test_unsaved_changes_prompt_on_close(qtbot, window: MainWindow) -> None:
    view = open_forces(window)
    assert view.model.set_value("/name", "Changed name")
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Cancel, seen)
    assert not window.close()
    assert seen and "Save changes" in seen[0]
    assert window.isVisible() and view.model.dirty
    answer_next_box(QMessageBox.StandardButton.Discard)
    assert window.close()
    assert not window.views
    reread, _, _ = read_document(view.model.path)
    assert reread.name != "Changed name"


def test_unsaved_changes_prompt_can_save(qtbot, window: MainWindow) -> None:
    view = open_forces(window, "US")
    path = view.model.path
    view.model.set_value("/name", "Saved on close")
    answer_next_box(QMessageBox.StandardButton.Save)
    assert window.close_document(view.model)
    reread, _, _ = read_document(path)
    assert reread.name == "Saved on close"


def test_crash_recovery_offer_restores_unsaved_work(qtbot, tmp_path: Path, demo: Path) -> None:
    first = make_window(qtbot, tmp_path, demo, "first")
    view = open_forces(first)
    view.model.set_value("/notes", "typed before the crash")
    assert first.autosave_now() == 1
    first.recovery.abandon()  # the process "dies" here: the recovery files stay behind
    discard_unsaved(first)
    first.hide()

    second = make_window(qtbot, tmp_path, demo, "second")
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    assert second.offer_recovery() == 1
    assert "Restore" in seen[0]
    model = second.current_model()
    assert model is not None and model.path == view.model.path
    assert model.doc.notes == "typed before the crash" and model.dirty
    assert second.recovery.crashed_documents() == []  # offered once
    second.act_undo.trigger()  # the restore itself is undoable
    assert model.doc.notes != "typed before the crash"
    discard_unsaved(second)


def test_crash_recovery_can_be_declined(qtbot, tmp_path: Path, demo: Path) -> None:
    first = make_window(qtbot, tmp_path, demo, "first")
    open_forces(first).model.set_value("/notes", "x")
    first.autosave_now()
    first.recovery.abandon()
    discard_unsaved(first)
    second = make_window(qtbot, tmp_path, demo, "second")
    answer_next_box(QMessageBox.StandardButton.No)
    assert second.offer_recovery() == 0
    assert second.recovery.crashed_documents() == []
    assert second.current_view() is None


def test_clean_exit_leaves_nothing_to_recover(qtbot, tmp_path: Path, demo: Path) -> None:
    first = make_window(qtbot, tmp_path, demo, "first")
    open_forces(first).model.set_value("/notes", "x")
    first.autosave_now()
    answer_next_box(QMessageBox.StandardButton.Discard)
    assert first.close()
    second = make_window(qtbot, tmp_path, demo, "second")
    assert second.recovery.crashed_documents() == []


def test_external_change_is_noticed_and_reloaded(qtbot, window: MainWindow) -> None:
    view = open_forces(window)
    model = view.model
    path = model.path
    other, _, _ = read_document(path)
    other.name = "Edited elsewhere"
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    save_document(other, path, backup=False)
    qtbot.waitUntil(lambda: model.doc.name == "Edited elsewhere", timeout=5000)
    assert "another program" in seen[0]
    assert not model.dirty
    # our own save is not reported as an external change
    model.set_value("/name", "Ours")
    window.save_current()
    qtbot.wait(200)
    assert model.doc.name == "Ours"


def test_recent_files_and_layout_persist(qtbot, tmp_path: Path, demo: Path) -> None:
    first = make_window(qtbot, tmp_path, demo, "same")
    view = open_forces(first)
    first.removeDockWidget(first.log_dock)
    assert str(view.model.path) in first.recent_files()
    assert first.close()
    second = make_window(qtbot, tmp_path, demo, "same")
    assert str(view.model.path) in second.recent_files()
    second.restore_state()
    assert second.settings.value("windowState") is not None
    second.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in second.recent_menu.actions()]
    assert any(view.model.path.name in t for t in texts)


def test_views_by_name(window: MainWindow) -> None:
    assert window.select_view("support:US")
    view = window.current_view()
    assert view.model.doc.nation == "US" and view.current_subview() is view.subviews["support_table"]
    assert window.select_view("chits")
    assert window.current_model().kind == "objective_chits"
    assert window.select_view("fortifications")
    assert window.current_model().kind == "fortification_ob"
    assert window.select_view("ruleset")
    assert window.current_model().kind == "ruleset"
    assert window.select_view("yaml:forces:JP")
    assert window.current_view().current_subview() is window.current_view().yaml
    assert window.select_view("welcome") and window.current_view() is None
    assert not window.select_view("nonsense:XX")


def test_new_document_save_as(qtbot, window: MainWindow, tmp_path: Path) -> None:
    model = window.create_document("objective_chits")
    assert model.path is None and model.problems == []
    target = tmp_path / "my-chits.yaml"
    assert window.save_model(model, target)
    doc, _, problems = read_document(target)
    assert problems == [] and doc.kind == "objective_chits"
