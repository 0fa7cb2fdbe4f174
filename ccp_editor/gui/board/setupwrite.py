"""The board as the scenario's setup tool: write the board's setup into the scenario document.

``write_setup(board)`` (the Setup panel's "Write setup into the scenario") finds the scenario the
board plays (its open tab, or its file in the game box, opened in a tab), writes the units' hexes,
Sighting markers, fortifications and markers into it as ONE undoable edit of that document
(``DocumentModel.replace_document``: the scenario tab turns dirty, Undo there restores it), checks
the result with the scenario checks and names what they find (setup areas, stacking 15.2.3, water
F100.3...).

``link_setup(board, model)`` makes a board the setup tool of one scenario (New scenario › "Create
and set up on the board"): its Save writes the setup into the scenario and saves the scenario file
in the box, so the setup ends in the scenario, not in a separate playtest file.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtWidgets import QMessageBox

from ...core.checks import check_scenario
from ...model.scenario import Scenario
from ...play.scenariosetup import SetupSummary, SetupWriteError, scenario_with_setup
from ..describe import location
from ..i18n import COUNT, translate
from ..i18n.logline import check_line

if TYPE_CHECKING:
    from ..document import DocumentModel

# the board widget (``BoardWidget``: its document, shell, session, message line), typed loosely so
# that this module, which the widget imports, never imports it back
BoardWidget = Any

# the parts of a scenario a setup writes: its checks there are the ones the board answers for
_SETUP_PARTS = ("/units/", "/reinforcements/", "/sighting_marker_hexes/")


def _is_setup_pointer(pointer: str) -> bool:
    return pointer.startswith(("/fortifications/", "/markers/")) or (
        pointer.startswith("/sides/") and any(part in pointer for part in _SETUP_PARTS))


def setup_problems(scenario: Scenario, dataset: Any) -> list[str]:
    """The scenario checks' findings on a written setup, each named as a user reads it ("Japan ›
    Units › Rifle squad › Hex: C5 is outside the setup area"), errors first."""
    findings = [f for f in check_scenario(scenario, dataset) if _is_setup_pointer(f.pointer)]
    findings.sort(key=lambda f: f.severity != "error")
    return [f"{location(scenario, f.pointer, dataset)}: {check_line(f.message)}" for f in findings]


def _why(exc: SetupWriteError) -> str:
    values = {k: translate("ScenarioSetup", v) if k == "side" else v for k, v in exc.values.items()}
    return translate("ScenarioSetup", exc.template).format(**values)


def scenario_model(board: BoardWidget, show: bool = True) -> DocumentModel | None:
    """The document of the scenario the board plays: the linked one, an open tab, or its file in
    the game box (opened in a tab when ``show``; the board stays the current tab)."""
    target = board.document.setup_target
    if target is not None:
        return target.model  # type: ignore[attr-defined]
    main = board.shell
    if main is None:
        return None
    sid = board.session.scenario.id
    for model in list(getattr(main, "views", {})):
        if model.kind == "scenario" and getattr(model.doc, "id", None) == sid:
            return model
    doc = main.dataset.scenarios.get(sid)
    path = main.dataset.paths.get(id(doc)) if doc is not None else None
    if path is None or not show:
        return None
    model = main.open_path(Path(str(path)))
    main.tabs.setCurrentWidget(board)
    return model if model is not None and model.kind == "scenario" else None


def scenario_model_at(main: Any, path: Path, scenario_id: str) -> DocumentModel | None:
    """The scenario document at ``path`` (open, or opened in a tab), when it is ``scenario_id``."""
    for model in list(getattr(main, "views", {})):
        if model.path is not None and model.path.resolve() == path.resolve():
            break
    else:
        current = main.tabs.currentWidget()
        model = main.open_path(path)
        main.tabs.setCurrentWidget(current)
    if model is None or model.kind != "scenario" or getattr(model.doc, "id", None) != scenario_id:
        return None
    return model


def write_into(board: BoardWidget, model: DocumentModel) -> tuple[SetupSummary, list[str]]:
    """Write the board's setup into ``model`` as one undo step; returns what it holds and the
    problems the scenario checks find in it. Raises SetupWriteError."""
    new, summary = scenario_with_setup(board.session.doc, model.doc)  # type: ignore[arg-type]
    model.replace_document(new, translate("Board", "Setup from the board"))
    return summary, setup_problems(model.doc, model.dataset)  # type: ignore[arg-type]


def summary_text(name: str, summary: SetupSummary) -> str:
    on_map, forts, sightings, left = summary.on_map, summary.fortifications, summary.sightings, len(summary.off_map)
    text = translate("Board", "Setup written into {scenario}: {units}, {forts}").format(
        scenario=name, units=translate("Board", "%n unit(s) on the map", None, COUNT, on_map),
        forts=translate("Board", "%n fortification(s)", None, COUNT, forts))
    if summary.reinforcements:
        text += translate("Board", ", {n} on the Time Track").format(n=summary.reinforcements)
    if sightings:
        text += translate("Board", ", %n Sighting marker(s)", None, COUNT, sightings)
    if left:
        text += translate("Board", "; %n unit(s) still to set up", None, COUNT, left)
    return text


def show_problems(board: BoardWidget, name: str, problems: list[str]) -> QMessageBox:
    """The written setup's problems by name, in a box that does not block the board."""
    count = len(problems)
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Board", "Setup written with problems"),
                      translate("Board", "The scenario checks find %n problem(s) in the setup of {scenario}:", None, COUNT,
                                count).format(scenario=name),
                      QMessageBox.StandardButton.Ok, board)
    box.setObjectName("setupProblemsBox")
    box.setInformativeText("\n".join(f"• {p}" for p in problems[:12]) + ("\n…" if len(problems) > 12 else ""))
    box.setWindowModality(board.windowModality())
    box.open()
    board.setup_problems_box = box
    return box


def write_setup(board: BoardWidget) -> bool:
    """The Setup panel's button: the board's setup into the scenario document (dirty, one undo step)."""
    model = scenario_model(board)
    if model is None:
        board.show_message(translate("Board", "{scenario} is not a scenario of the game box: save the playtest instead").format(
            scenario=board.session.scenario.name), False)
        return False
    try:
        summary, problems = write_into(board, model)
    except SetupWriteError as exc:
        board.show_message(translate("Board", "Setup not written: {why}").format(why=_why(exc)), False)
        return False
    name = model.doc.name  # type: ignore[attr-defined]
    board.show_message(summary_text(name, summary), not problems)
    if problems:
        show_problems(board, name, problems)
    if board.shell is not None:
        board.shell.report(summary_text(name, summary))
    return True


class SetupTarget:
    """The scenario a board sets up (``PlaytestDocument.setup_target``): Save writes into it."""

    def __init__(self, board: BoardWidget, model: DocumentModel) -> None:
        self.board = board
        self.model = model

    @property
    def path(self) -> Path | None:
        return self.model.path

    def save(self) -> None:
        """Write the setup into the scenario and save the scenario's file; raises OSError."""
        try:
            summary, problems = write_into(self.board, self.model)
        except SetupWriteError as exc:
            raise OSError(_why(exc)) from None
        self.model.save(self.model.path)
        name = self.model.doc.name  # type: ignore[attr-defined]
        self.board.show_message(summary_text(name, summary), not problems)
        if problems:
            show_problems(self.board, name, problems)


def link_setup(board: BoardWidget, model: DocumentModel) -> None:
    """Make ``board`` the setup tool of the scenario ``model``: its Save writes into that file."""
    board.document.link_setup(SetupTarget(board, model))
    model.pathChanged.connect(lambda: _follow(board, model))
    board.refresh()


def _follow(board: BoardWidget, model: DocumentModel) -> None:
    """The scenario was saved under another name: the board that sets it up saves there now."""
    if not shiboken6.isValid(board):  # the board was closed
        return
    document = board.document
    if document.setup_target is not None and document.setup_target.model is model and model.path is not None:
        document.path = model.path
        document.pathChanged.emit()
