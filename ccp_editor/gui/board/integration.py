"""Opening playtests from the main window: a scenario (preset, custom or generated) or a saved
playtest file becomes a board tab.

``open_playtest(main_window, scenario, dataset)`` is what the scenario wizard calls: the scenario's
preset placements are kept and the auto-setup places everything else, so a generated scenario is a
set-up board in one call. The main window only needs ``install_board_hooks`` and two one-line
branches (``--view board:...`` and opening a ``kind: playtest`` file). The board and the
playtest engine load when the first playtest opens, not when the application starts.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog

from ...io.documents import read_document
from ...io.validate import semantic_problems
from ...io.yamlio import DocumentError, read_bounded
from ...model.dataset import DataSet
from ...model.playtest import Playtest
from ...model.scenario import Scenario
from ..i18n import tr

if TYPE_CHECKING:
    from ...play.fate import Roller
    from ...play.session import PlaytestSession
    from .widget import BoardWidget

TR_CONTEXT = "Board"
SIDES = ("japan", "allied")
_KIND_PLAYTEST = re.compile(r"^kind:\s*['\"]?playtest['\"]?\s*$", re.MULTILINE)


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def _report(main_window: Any, message: str) -> None:
    main_window.log(message)
    main_window.statusBar().showMessage(message, 6000)


def _session_error() -> type[Exception]:
    from ...play.session import SessionError

    return SessionError


def _needs_setup(session: PlaytestSession, side: str) -> bool:
    if session.units(side, "unplaced"):
        return True
    return side == "japan" and any(m.location == "unplaced" for m in session.sighting_markers())


def new_session(scenario: Scenario, dataset: DataSet, auto_setup: bool = True, *, seed: int | None = None,
                roller: Roller | None = None) -> PlaytestSession:
    """A playtest of ``scenario`` with its preset placements, the rest auto-set-up when asked."""
    from ...play.session import PlaytestSession

    session = PlaytestSession.create(scenario, dataset, seed=seed, roller=roller)
    if auto_setup:
        for side in SIDES:
            if _needs_setup(session, side):
                session.auto_setup(side)
    return session


def add_board(main_window: Any, board: BoardWidget) -> BoardWidget:
    """Show a board as a tab of the main window (closable, titled after its playtest)."""
    tabs = main_window.tabs
    tabs.addTab(board, board.title())
    tabs.setCurrentWidget(board)
    board.titleChanged.connect(lambda title: tabs.setTabText(tabs.indexOf(board), title) if tabs.indexOf(board) >= 0 else None)
    _hook_tab_close(main_window)
    return board


def open_playtest(main_window: Any, scenario: Scenario, dataset: DataSet, auto_setup: bool = True, *,
                  seed: int | None = None, roller: Roller | None = None) -> BoardWidget | None:
    """Open ``scenario`` on a new board tab, set up and ready (the wizard's second click).

    Returns the board, or None when the scenario cannot be played with this data set (the reason
    goes to the log and the status bar)."""
    try:
        session = new_session(scenario, dataset, auto_setup, seed=seed, roller=roller)
    except _session_error() as exc:
        _report(main_window, _tr("Cannot playtest {id}: {error}").format(id=scenario.id, error=exc))
        return None
    from .widget import BoardWidget

    board = add_board(main_window, BoardWidget(session, dataset))
    _report(main_window, _tr("Playtest of {name} opened").format(name=scenario.name))
    return board


def is_playtest_file(path: str | Path) -> bool:
    """Whether a YAML file is a playtest save (read from its first lines only)."""
    try:
        head = read_bounded(path, 4096, head=True).decode("utf-8", errors="replace")
    except DocumentError:  # missing, a pipe or a device: not a save (opening it reports why)
        return False
    return bool(_KIND_PLAYTEST.search(head))


def open_playtest_file(main_window: Any, path: str | Path) -> BoardWidget | None:
    """Resume a playtest save (or start playtesting a scenario file) on a board tab."""
    dataset: DataSet = main_window.workspace.dataset
    doc, loaded, problems = read_document(path)
    if isinstance(doc, Playtest) and loaded is not None:
        # a save whose tracks are off the rule set's tracks (or that names unknown pieces) is refused
        # here rather than drawn: the board would try to draw a Time marker a million spaces along
        problems = [p for p in semantic_problems(doc, loaded, dataset) if p.severity == "error"]
    if doc is None or problems:
        why = problems[0].format() if problems else _tr("unreadable")
        _report(main_window, _tr("Cannot open {path}: {error}").format(path=path, error=why))
        if problems and hasattr(main_window, "report_open_failure"):
            main_window.report_open_failure(path, problems)
        return None
    if isinstance(doc, Scenario):
        return open_playtest(main_window, doc, dataset)
    if not isinstance(doc, Playtest):
        _report(main_window, _tr("{path} is not a scenario or a playtest save").format(path=path))
        return None
    try:
        from ...play.session import PlaytestSession

        session = PlaytestSession.resume(doc, dataset)
    except _session_error() as exc:
        _report(main_window, _tr("Cannot resume {path}: {error}").format(path=path, error=exc))
        return None
    from .widget import BoardWidget

    board = add_board(main_window, BoardWidget(session, dataset, path))
    _report(main_window, _tr("Resumed playtest {path}").format(path=path))
    return board


def show_board_view(main_window: Any, arg: str) -> bool:
    """``--view board:SCENARIO_ID`` or ``--view board:FILE`` (a scenario or a playtest save)."""
    dataset: DataSet = main_window.workspace.dataset
    if arg in dataset.scenarios:
        return open_playtest(main_window, dataset.scenarios[arg], dataset) is not None
    if arg and Path(arg).is_file():
        return open_playtest_file(main_window, arg) is not None
    _report(main_window, _tr("No scenario or playtest file {name!r}").format(name=arg))
    return False


def playtest_current(main_window: Any) -> BoardWidget | None:
    """Playtest the scenario in the current tab, else the one picked from the data set."""
    dataset: DataSet = main_window.workspace.dataset
    model = main_window.current_model()
    doc = getattr(model, "doc", None)
    if isinstance(doc, Scenario):
        return open_playtest(main_window, doc, dataset)
    ids = sorted(dataset.scenarios)
    if not ids:
        _report(main_window, _tr("The data set has no scenario to playtest"))
        return None
    choice, ok = QInputDialog.getItem(main_window, _tr("Playtest"), _tr("Scenario:"), ids, 0, False)
    return open_playtest(main_window, dataset.scenarios[choice], dataset) if ok else None


def resume_dialog(main_window: Any) -> BoardWidget | None:
    start = str(main_window.workspace.root or Path.home())
    path, _ = QFileDialog.getOpenFileName(main_window, _tr("Resume playtest"), start, _tr("Playtest (*.yaml *.yml)"))
    return open_playtest_file(main_window, path) if path else None


def _hook_tab_close(main_window: Any) -> None:
    if main_window.property("boardTabCloseHooked"):
        return
    main_window.setProperty("boardTabCloseHooked", True)
    tabs = main_window.tabs

    def close(index: int) -> None:
        from .widget import BoardWidget

        widget = tabs.widget(index)
        if isinstance(widget, BoardWidget):
            tabs.removeTab(index)
            widget.close()
            widget.deleteLater()

    tabs.tabCloseRequested.connect(close)


def install_board_hooks(main_window: Any) -> None:
    """Playtest entries in the main window's File menu (before Close) and closable board tabs."""
    act = QAction(_tr("Play&test Scenario..."), main_window)
    act.setObjectName("actPlaytest")
    act.triggered.connect(lambda: playtest_current(main_window))
    resume = QAction(_tr("&Resume Playtest..."), main_window)
    resume.setObjectName("actResumePlaytest")
    resume.triggered.connect(lambda: resume_dialog(main_window))
    anchor = getattr(main_window, "act_close", None)
    menu = next((a.menu() for a in main_window.menuBar().actions()
                 if a.menu() is not None and anchor in a.menu().actions()), None)
    if menu is None:
        menu = main_window.menuBar().addMenu(_tr("&Play"))
        menu.addActions([act, resume])
    else:
        menu.insertActions(anchor, [act, resume])
        menu.insertSeparator(anchor)
    main_window.act_playtest = act
    main_window.act_resume_playtest = resume
    _hook_tab_close(main_window)
