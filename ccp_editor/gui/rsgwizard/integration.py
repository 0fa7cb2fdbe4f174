"""The wizard, the statistics view, the scenario editor and the sheet as a feature of the main window.

``BattleFeature`` registers the scenario editor for scenario documents, adds Random Battle...,
Statistics... and Export Scenario Sheet... to the File menu, the wizard and statistics tab kinds
(closing a statistics tab cancels its run) and the ``--view wizard`` / ``--view stats`` names.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QInputDialog, QWidget

from ...model.scenario import Scenario
from ..i18n import translate
from ..scenario import register as register_scenario_editor
from ..shell import ActionSpec, Shell, ShellDocument, TabKind, ViewArgumentError, ViewRoute

if TYPE_CHECKING:  # loaded with the first wizard or statistics tab: the first window does not wait for them
    from .stats_view import StatsView
    from .wizard import WizardWidget


def owner_labels() -> dict[str, str]:
    """The sheet's readers as the export dialog names them."""
    return {
        "public": translate("BattleHooks", "Public copy (no secret chits)"),
        "japan": translate("BattleHooks", "Japanese player's copy"),
        "allied": translate("BattleHooks", "Allied player's copy"),
    }


def open_generated(shell: Shell, scenario: Scenario) -> ShellDocument:
    """A finished battle becomes an (unsaved) scenario document in its own tab, as its public view:
    each player's secret chits stay masked until the screen is passed to him."""
    from .secrets import conceal_secret_chits

    model = shell.show_generated(scenario)
    conceal_secret_chits(shell.window_widget(), model)
    shell.report(translate("BattleHooks", "Generated {name}: save it to keep it. The secret chits are hidden: each player "
                     "reveals his own with the eye button").format(name=scenario.name))
    return model


def open_wizard(shell: Shell) -> WizardWidget:
    """A new random battle wizard tab for the open data set."""
    from .wizard import WizardWidget

    shell.register_tab_kind(TabKind(WizardWidget, _close_tab))
    wizard = WizardWidget(shell.dataset)
    wizard.scenarioReady.connect(lambda sc: open_generated(shell, sc))
    wizard.set_playtest(shell.playtest_scenario if shell.can_playtest() else None)
    wizard.set_balance(shell.balance_scenario if shell.can_balance() else None)
    shell.add_tab(wizard, translate("BattleHooks", "Random battle"))
    from .missing import install as offer_missing

    offer_missing(wizard, shell, open_wizard)
    return wizard


def open_stats(shell: Shell) -> StatsView:
    from .stats_view import StatsView

    shell.register_tab_kind(TabKind(StatsView, _close_tab))
    view = StatsView(shell.dataset)
    shell.add_tab(view, translate("BattleHooks", "Statistics"))
    return view


def export_sheet_dialog(shell: Shell) -> Path | None:
    """Export the current scenario's sheet as PDF or PNG, for one reader."""
    from ..scenario.sheet import SheetError, export_pdf, export_png

    doc = shell.current_document()
    if not isinstance(doc, Scenario):
        shell.report(translate("BattleHooks", "Open a scenario first: the sheet is printed from the scenario in the current tab"))
        return None
    owners = owner_labels()
    labels = list(owners.values())
    choice, ok = QInputDialog.getItem(shell.window_widget(), translate("BattleHooks", "Export scenario sheet"), translate("BattleHooks", "Copy for:"), labels, 0, False)
    if not ok:
        return None
    owner = list(owners)[labels.index(choice)]
    start = str((shell.data_root() or Path.home()) / f"{doc.id}-{owner}.pdf")
    path, _ = QFileDialog.getSaveFileName(
        shell.window_widget(), translate("BattleHooks", "Export scenario sheet"), start, translate("BattleHooks", "PDF (*.pdf);;PNG image (*.png)")
    )
    if not path:
        return None
    try:
        if path.lower().endswith(".png"):
            export_png(doc, shell.dataset, path, owner)
        else:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            settings = getattr(shell.window_widget(), "settings", None)
            paper = str(settings.value("sheetPaper", "auto")) if settings is not None else "auto"
            export_pdf(doc, shell.dataset, path, owner, paper if paper in ("auto", "a4", "letter") else "auto")
    except (SheetError, OSError) as exc:
        shell.report(translate("BattleHooks", "Could not export the sheet: {error}").format(error=exc))
        return None
    shell.report(translate("BattleHooks", "Scenario sheet written to {path}").format(path=path))
    return Path(path)


MAX_SEED = 2**31 - 1  # the wizard's seed box holds a 32-bit number
MAX_STATS_RUNS = 1_000_000  # the statistics' count box


def show_battle_view(shell: Shell, name: str) -> bool:
    """``--view wizard`` (optionally ``wizard:SEED`` to start with that seed and stop at the first
    question, ``wizard:SEED:STEP`` to let Auto answer up to the first question of that kind, e.g.
    ``placement``, or ``wizard:SEED:end`` for the finished battle) and ``--view stats`` (optionally
    ``stats:N`` to run N generations at once)."""
    head, _, arg = name.partition(":")
    if head == "wizard":
        seed, _, step = arg.partition(":")
        if seed and not seed.isdigit():
            return False
        if seed and int(seed) > MAX_SEED:
            raise ViewArgumentError(translate("BattleHooks", "the seed must be 0 to {most}, not {seed}").format(
                most=f"{MAX_SEED:,}", seed=seed if len(seed) <= 30 else seed[:27] + "..."))
        wizard = open_wizard(shell)
        if seed:
            wizard.seed_spin.setValue(int(seed))
            wizard.start()
            if step and not wizard.auto_until(step):
                return False
        return True
    if head == "stats":
        if arg and not arg.isdigit():
            return False
        if arg and not 1 <= int(arg) <= MAX_STATS_RUNS:
            raise ViewArgumentError(translate("BattleHooks", "the number of battles must be 1 to {most}, not {n}").format(
                most=f"{MAX_STATS_RUNS:,}", n=arg if len(arg) <= 30 else arg[:27] + "..."))
        view = open_stats(shell)
        if arg:
            view.run(int(arg))
        return True
    return False


def _close_tab(widget: QWidget) -> bool:
    from .stats_view import StatsView

    if isinstance(widget, StatsView):
        widget.cancel()
    return True


class BattleFeature:
    """Random Battle (Ctrl+R), Statistics and Export Scenario Sheet (Ctrl+P) in the File menu, the
    scenario editor for scenario documents, and closable wizard and statistics tabs (their kinds
    registered as the first of each opens)."""

    def install(self, shell: Shell) -> None:
        register_scenario_editor()
        shell.add_actions("file.features", [
            ActionSpec("actRandomBattle", translate("BattleHooks", "&Random Battle..."), lambda: open_wizard(shell), "Ctrl+R"),
            ActionSpec("actStatistics", translate("BattleHooks", "&Statistics..."), lambda: open_stats(shell)),
            ActionSpec("actExportSheet", translate("BattleHooks", "&Export Scenario Sheet..."), lambda: export_sheet_dialog(shell), "Ctrl+P"),
        ])
        shell.register_view(ViewRoute("wizard", "wizard[:SEED[:STEP|end]]", lambda arg: show_battle_view(shell, f"wizard:{arg}")))
        shell.register_view(ViewRoute("stats", "stats[:N]", lambda arg: show_battle_view(shell, f"stats:{arg}")))
