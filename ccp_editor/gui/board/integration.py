"""The playtest board as a feature of the main window: File menu entries, board tabs as shell
documents, playtest files, ``--view board:...``, and playing a scenario object (the wizard's button).

``open_playtest(shell, scenario, dataset)`` keeps the scenario's preset placements and auto-sets-up
everything else, so a generated scenario is a set-up board in one call. ``BoardFeature`` registers
it all through the window's typed ``Shell`` interface.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFileDialog, QInputDialog

from ...core.rules import SIDES
from ...core.validate import semantic_problems
from ...io.documents import read_document
from ...io.gate import read_bounded
from ...io.yamlio import DocumentError
from ...model import Document
from ...model.dataset import DataSet
from ...model.playtest import Playtest
from ...model.scenario import Scenario
from ..i18n import translate
from ..shell import ActionSpec, DocumentKind, Shell, ViewRoute

if TYPE_CHECKING:  # the board and the playtest engine load with the first playtest, not at start-up
    from ...play.fate import Roller
    from ...play.session import PlaytestSession
    from .document import PlaytestDocument
    from .widget import BoardWidget

_KIND_PLAYTEST = re.compile(r"^kind:\s*['\"]?playtest['\"]?\s*$", re.MULTILINE)


def _session_error() -> type[Exception]:
    from ...play.session import SessionError

    return SessionError


def _board(*args: object) -> BoardWidget:
    from .widget import BoardWidget

    return BoardWidget(*args)


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


def add_board(shell: Shell, board: BoardWidget) -> BoardWidget:
    """Show a board as a document tab of the main window (dirty mark, Save, History, recovery)."""
    board.use_shell_shortcuts()
    board.shell = shell
    shell.add_document_tab(board.document, board)
    board.refresh()
    return board


def open_playtest(shell: Shell, scenario: Scenario, dataset: DataSet, auto_setup: bool = True, *,
                  seed: int | None = None, roller: Roller | None = None) -> BoardWidget | None:
    """Open ``scenario`` on a new board tab, set up and ready (the wizard's second click).

    Returns the board, or None when the scenario cannot be played with this data set (the reason
    goes to the log and the status bar)."""
    try:
        session = new_session(scenario, dataset, auto_setup, seed=seed, roller=roller)
    except _session_error() as exc:
        shell.report(translate("Board", "Cannot playtest {name}: {error}").format(name=scenario.name or scenario.id, error=exc))
        return None
    board = add_board(shell, _board(session, dataset))
    shell.report(translate("Board", "Playtest of {name} opened").format(name=scenario.name))
    return board


def open_setup_board(shell: Shell, model: Any) -> BoardWidget | None:
    """The scenario document ``model`` on a board as its setup tool (New scenario › "Create and set
    up on the board"): nothing set up for it, and the board's Save writes the setup into the
    scenario's file in the box (``setupwrite.link_setup``)."""
    board = open_playtest(shell, model.doc, shell.dataset, auto_setup=False)
    if board is not None:
        from .setupwrite import link_setup

        link_setup(board, model)
    return board


def is_playtest_file(path: str | Path) -> bool:
    """Whether a YAML file is a playtest save (read from its first lines only)."""
    try:
        head = read_bounded(path, 4096, head=True).decode("utf-8", errors="replace")
    except DocumentError:  # missing, a pipe or a device: not a save (opening it reports why)
        return False
    return bool(_KIND_PLAYTEST.search(head))


def open_playtest_file(shell: Shell, path: str | Path) -> BoardWidget | None:
    """Resume a playtest save (or start playtesting a scenario file) on a board tab."""
    dataset: DataSet = shell.dataset
    doc, loaded, problems = read_document(path)
    if isinstance(doc, Playtest) and loaded is not None:
        # a save whose tracks are off the rule set's tracks (or that names unknown pieces) is refused
        # here rather than drawn: the board would try to draw a Time marker a million spaces along
        problems = [p for p in semantic_problems(doc, loaded, dataset) if p.severity == "error"]
    if doc is None or problems:
        why = problems[0].format() if problems else translate("Board", "unreadable")
        shell.report(translate("Board", "Cannot open {path}: {error}").format(path=path, error=why))
        if problems:
            shell.report_open_failure(Path(path), problems)
        return None
    if isinstance(doc, Scenario):
        return open_playtest(shell, doc, dataset)
    if not isinstance(doc, Playtest):
        shell.report(translate("Board", "{path} is not a scenario or a playtest save").format(path=path))
        return None
    try:
        from ...play.session import PlaytestSession

        session = PlaytestSession.resume(doc, dataset)
    except _session_error() as exc:
        shell.report(translate("Board", "Cannot resume {path}: {error}").format(path=path, error=exc))
        return None
    board = add_board(shell, _board(session, dataset, path))
    shell.report(translate("Board", "Resumed playtest {path}").format(path=path))
    return board


def show_board_view(shell: Shell, arg: str) -> bool:
    """``--view board:SCENARIO_ID`` or ``--view board:FILE`` (a scenario or a playtest save)."""
    dataset: DataSet = shell.dataset
    if arg in dataset.scenarios:
        return open_playtest(shell, dataset.scenarios[arg], dataset) is not None
    if arg and Path(arg).is_file():
        return open_playtest_file(shell, arg) is not None
    shell.report(translate("Board", "No scenario or playtest file {name!r}").format(name=arg))
    return False


def playtest_current(shell: Shell) -> BoardWidget | None:
    """Playtest the scenario in the current tab, else the one picked from the data set."""
    dataset: DataSet = shell.dataset
    doc = shell.current_document()
    if isinstance(doc, Scenario):
        return open_playtest(shell, doc, dataset)
    ids = sorted(dataset.scenarios)
    if not ids:
        shell.report(translate("Board", "The data set has no scenario to playtest"))
        return None
    choice, ok = QInputDialog.getItem(shell.window_widget(), translate("Board", "Playtest"), translate("Board", "Scenario:"), ids, 0, False)
    return open_playtest(shell, dataset.scenarios[choice], dataset) if ok else None


def resume_dialog(shell: Shell) -> BoardWidget | None:
    start = str(shell.data_root() or Path.home())
    path, _ = QFileDialog.getOpenFileName(shell.window_widget(), translate("Board", "Resume playtest"), start, translate("Board", "Playtest (*.yaml *.yml)"))
    return open_playtest_file(shell, path) if path else None


def restore_playtest(shell: Shell, doc: Document, original: str | None) -> PlaytestDocument | None:
    """A playtest recovered after a crash opens on a board, unsaved, keeping the file it came from."""
    if not isinstance(doc, Playtest):
        return None
    try:
        from ...play.session import PlaytestSession

        session = PlaytestSession.resume(doc, shell.dataset)
    except _session_error() as exc:
        shell.report(translate("Board", "Cannot restore playtest {id}: {error}").format(id=doc.id, error=exc))
        return None
    # a board that was setting up a scenario was saved as that scenario's file: it sets it up again
    scenario_file = original is not None and Path(original).is_file() and not is_playtest_file(original)
    board = _board(session, shell.dataset, None if scenario_file else original)
    board.document.mark_recovered()
    add_board(shell, board)
    if scenario_file:
        from .setupwrite import scenario_model_at

        model = scenario_model_at(shell, Path(str(original)), doc.scenario.id)
        if model is not None:
            from .setupwrite import link_setup

            link_setup(board, model)
    return board.document


def _card_game_dialog(shell: Any) -> None:
    from .hotseat import play_card_game_dialog

    play_card_game_dialog(shell)


def _is_card_game_file(path: Path) -> bool:
    from .hotseat import is_card_game_file

    return is_card_game_file(path)


def _open_card_game(shell: Any, path: Path) -> bool:
    from .hotseat import open_card_game_file

    return open_card_game_file(shell, path) is not None


def _restore_card_game(shell: Any, doc: Document, original: str | None) -> Any:
    from .hotseat import restore_card_game

    return restore_card_game(shell, doc, original)


def _resume_card_game(shell: Any) -> None:
    from .hotseat import resume_card_game_dialog

    resume_card_game_dialog(shell)


def _card_game_view(shell: Any, arg: str) -> bool:
    from .hotseat import show_hotseat_view

    return show_hotseat_view(shell, arg)


class BoardFeature:
    """Playtest Scenario... and Resume Playtest... in the File menu, playtest files and recovered
    playtests on board tabs, ``--view board:SCENARIO_ID|FILE``, and the wizard's Playtest button."""

    def install(self, shell: Shell) -> None:
        shell.add_actions("file.features", [
            ActionSpec("actPlaytest", translate("Board", "Play&test Scenario..."), lambda: playtest_current(shell)),
            ActionSpec("actCardGame", translate("Board", "Play the &Card Game..."), lambda: _card_game_dialog(shell)),
            ActionSpec("actResumePlaytest", translate("Board", "&Resume Playtest..."), lambda: resume_dialog(shell)),
            ActionSpec("actResumeCardGame", translate("Board", "Resume a Card &Game..."), lambda: _resume_card_game(shell)),
        ])
        shell.register_document_kind(DocumentKind(
            "playtest",
            claims=is_playtest_file,
            open=lambda path: open_playtest_file(shell, path) is not None,
            restore=lambda doc, original: restore_playtest(shell, doc, original),
        ))
        shell.register_document_kind(DocumentKind(
            "card_game",
            claims=_is_card_game_file,
            open=lambda path: _open_card_game(shell, path),
            restore=lambda doc, original: _restore_card_game(shell, doc, original),
        ))
        shell.register_view(ViewRoute("board", "board:SCENARIO_ID|FILE", lambda arg: show_board_view(shell, arg)))
        shell.register_view(ViewRoute("cardgame", "cardgame:SCENARIO_ID[:SIDE=auto|greedy|ismcts]",
                                      lambda arg: _card_game_view(shell, arg)))
        shell.register_scenario_player(lambda scenario: open_playtest(shell, scenario, shell.dataset) is not None)
        from .boardonly import install_board_only

        self.board_only = install_board_only(shell)
