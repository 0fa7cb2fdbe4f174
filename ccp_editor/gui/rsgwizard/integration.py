"""Hooking the wizard, the statistics view, the scenario editor and the sheet into the main window.

``install_battle_hooks(main_window)`` registers the scenario editor for scenario documents, adds
Random Battle..., Statistics... and Export Scenario Sheet... to the File menu and makes the wizard and
statistics tabs closable. ``show_battle_view`` answers ``--view wizard`` and ``--view stats``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QWidget

from ...model.scenario import Scenario
from ..document import DocumentModel
from ..i18n import tr
from ..scenario import register as register_scenario_editor

if TYPE_CHECKING:  # the wizard and the statistics view load when first opened, not at start-up
    from .stats_view import StatsView
    from .wizard import WizardWidget

TR_CONTEXT = "BattleHooks"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def owner_labels() -> dict[str, str]:
    """The sheet's readers as the export dialog names them."""
    return {
        "public": _tr("Public copy (no secret chits)"),
        "japan": _tr("Japanese player's copy"),
        "allied": _tr("Allied player's copy"),
    }


def _report(main_window: Any, message: str) -> None:
    main_window.log(message)
    main_window.statusBar().showMessage(message, 6000)


def _add_tab(main_window: Any, widget: QWidget, title: str) -> QWidget:
    tabs = main_window.tabs
    tabs.addTab(widget, title)
    tabs.setCurrentWidget(widget)
    return widget


def open_generated(main_window: Any, scenario: Scenario) -> DocumentModel:
    """A finished battle becomes an (unsaved) scenario document in its own tab."""
    model = DocumentModel(scenario, None, main_window.workspace.dataset)
    main_window.workspace.add_document(model)
    main_window.show_document(model)
    _report(main_window, _tr("Generated {name}: save it to keep it").format(name=scenario.name))
    return model


def open_wizard(main_window: Any) -> WizardWidget:
    """A new random battle wizard tab for the open data set."""
    from .wizard import WizardWidget

    wizard = WizardWidget(main_window.workspace.dataset)
    wizard.scenarioReady.connect(lambda sc: open_generated(main_window, sc))
    return _add_tab(main_window, wizard, _tr("Random battle"))  # type: ignore[return-value]


def open_stats(main_window: Any) -> StatsView:
    from .stats_view import StatsView

    view = StatsView(main_window.workspace.dataset)
    return _add_tab(main_window, view, _tr("Statistics"))  # type: ignore[return-value]


def export_sheet_dialog(main_window: Any) -> Path | None:
    """Export the current scenario's sheet as PDF or PNG, for one reader."""
    from ..scenario.sheet import SheetError, export_pdf, export_png

    model = main_window.current_model()
    doc = getattr(model, "doc", None)
    if not isinstance(doc, Scenario):
        _report(main_window, _tr("Open a scenario first: the sheet is printed from the scenario in the current tab"))
        return None
    owners = owner_labels()
    labels = list(owners.values())
    choice, ok = QInputDialog.getItem(main_window, _tr("Export scenario sheet"), _tr("Copy for:"), labels, 0, False)
    if not ok:
        return None
    owner = list(owners)[labels.index(choice)]
    start = str((main_window.workspace.root or Path.home()) / f"{doc.id}-{owner}.pdf")
    path, _ = QFileDialog.getSaveFileName(
        main_window, _tr("Export scenario sheet"), start, _tr("PDF (*.pdf);;PNG image (*.png)")
    )
    if not path:
        return None
    try:
        if path.lower().endswith(".png"):
            export_png(doc, main_window.workspace.dataset, path, owner)
        else:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            export_pdf(doc, main_window.workspace.dataset, path, owner)
    except (SheetError, OSError) as exc:
        _report(main_window, _tr("Could not export the sheet: {error}").format(error=exc))
        return None
    _report(main_window, _tr("Scenario sheet written to {path}").format(path=path))
    return Path(path)


def show_battle_view(main_window: Any, name: str) -> bool:
    """``--view wizard`` (optionally ``wizard:SEED`` to start with that seed and stop at the first
    question) and ``--view stats`` (optionally ``stats:N`` to run N generations at once)."""
    head, _, arg = name.partition(":")
    if head == "wizard":
        wizard = open_wizard(main_window)
        if arg:
            if not arg.isdigit():
                return False
            wizard.seed_spin.setValue(int(arg))
            wizard.start()
        return True
    if head == "stats":
        view = open_stats(main_window)
        if arg:
            if not arg.isdigit():
                return False
            view.run(int(arg))
        return True
    return False


def _hook_tab_close(main_window: Any) -> None:
    if main_window.property("battleTabCloseHooked"):
        return
    main_window.setProperty("battleTabCloseHooked", True)
    tabs = main_window.tabs

    def close(index: int) -> None:
        from .stats_view import StatsView
        from .wizard import WizardWidget

        widget = tabs.widget(index)
        if isinstance(widget, (WizardWidget, StatsView)):
            if isinstance(widget, StatsView):
                widget.cancel()
            tabs.removeTab(index)
            widget.deleteLater()

    tabs.tabCloseRequested.connect(close)


def install_battle_hooks(main_window: Any) -> None:
    """Random Battle, Statistics and Export Scenario Sheet in the File menu (before Close), the
    scenario editor for scenario documents, and closable wizard/statistics tabs."""
    register_scenario_editor()
    wizard = QAction(_tr("&Random Battle..."), main_window)
    wizard.setObjectName("actRandomBattle")
    wizard.setShortcut("Ctrl+R")
    wizard.triggered.connect(lambda: open_wizard(main_window))
    stats = QAction(_tr("&Statistics..."), main_window)
    stats.setObjectName("actStatistics")
    stats.triggered.connect(lambda: open_stats(main_window))
    sheet = QAction(_tr("&Export Scenario Sheet..."), main_window)
    sheet.setObjectName("actExportSheet")
    sheet.setShortcut("Ctrl+P")
    sheet.triggered.connect(lambda: export_sheet_dialog(main_window))
    anchor = getattr(main_window, "act_close", None)
    menu = next((a.menu() for a in main_window.menuBar().actions()
                 if a.menu() is not None and anchor in a.menu().actions()), None)
    if menu is None:
        menu = main_window.menuBar().addMenu(_tr("&Battle"))
        menu.addActions([wizard, stats, sheet])
    else:  # the File menu, before Close (next to the playtest entries)
        menu.insertActions(anchor, [wizard, stats, sheet])
        menu.insertSeparator(anchor)
    main_window.act_random_battle = wizard
    main_window.act_statistics = stats
    main_window.act_export_sheet = sheet
    _hook_tab_close(main_window)
