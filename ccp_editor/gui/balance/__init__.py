"""Scenario balance by playouts as a feature of the main window.

``BalanceFeature`` adds Scenario Balance... to the File menu (the scenario in the current tab, else
one picked from the data set), gives the random battle wizard's finish page its Balance... button
(through ``Shell.register_scenario_balance``), cancels a running batch when its tab closes, and
answers ``--view balance:SCENARIO_ID[:GAMES]`` (with GAMES, the batch is run before the view shows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QInputDialog, QWidget

from ...model.scenario import Scenario
from ..i18n import translate
from ..shell import ActionSpec, Shell, TabKind, ViewRoute

if TYPE_CHECKING:  # loaded with the first panel
    from .panel import BalancePanel


def open_balance(shell: Shell, scenario: Scenario) -> BalancePanel:
    """A Balance panel tab for ``scenario`` (with the open data set's Fate decks and maps)."""
    from .panel import BalancePanel

    shell.register_tab_kind(TabKind(BalancePanel, _close_tab))
    panel = BalancePanel(scenario, shell.dataset)
    shell.add_tab(panel, translate("Balance", "Balance: {name}").format(name=scenario.name or scenario.id))
    return panel


def balance_current(shell: Shell) -> BalancePanel | None:
    """The panel of the scenario in the current tab, else of one picked from the data set."""
    doc = shell.current_document()
    if isinstance(doc, Scenario):
        return open_balance(shell, doc)
    scenarios = shell.dataset.scenarios
    if not scenarios:
        shell.report(translate("Balance", "The data set has no scenario to balance"))
        return None
    names = {f"{s.name} ({i})" if s.name else i: i for i, s in sorted(scenarios.items())}
    choice, ok = QInputDialog.getItem(shell.window_widget(), translate("Balance", "Scenario balance"),
                                      translate("Balance", "Scenario:"), list(names), 0, False)
    return open_balance(shell, scenarios[names[choice]]) if ok else None


def show_balance_view(shell: Shell, arg: str) -> bool:
    """``--view balance:SCENARIO_ID`` or ``balance:SCENARIO_ID:GAMES`` (run those games first)."""
    ident, _, games = arg.partition(":")
    scenario = shell.dataset.scenarios.get(ident)
    if scenario is None or (games and not games.isdigit()):
        shell.report(translate("Balance", "No scenario {name!r} to balance").format(name=ident))
        return False
    panel = open_balance(shell, scenario)
    if games:
        panel.games_spin.setValue(int(games))
        panel.start()
        thread = panel.run_thread
        if thread is not None:
            thread.wait()
        QApplication.processEvents()
    return True


def _close_tab(widget: QWidget) -> bool:
    from .panel import BalancePanel

    if isinstance(widget, BalancePanel):
        widget.shutdown()
    return True


class BalanceFeature:
    """Scenario Balance... in the File menu, the wizard's Balance... button, ``--view balance:...``."""

    def install(self, shell: Shell) -> None:
        shell.add_actions("file.features", [
            ActionSpec("actBalance", translate("Balance", "Scenario &Balance..."), lambda: balance_current(shell),
                       tip=translate("Balance", "Play the scenario many times with automatic players and see who wins how often")),
        ])
        shell.register_scenario_balance(lambda scenario: open_balance(shell, scenario))
        shell.register_view(ViewRoute("balance", "balance:SCENARIO_ID[:GAMES]", lambda arg: show_balance_view(shell, arg)))
