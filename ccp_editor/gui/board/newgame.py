"""The Play the Card Game dialog: the scenario, who plays each side, and the game's options, on one page.

A new game gets a fresh random seed (shown, and editable: the same seed deals the same cards, so a
game can be played again from its first card).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...model.dataset import DataSet
from ...model.scenario import Scenario
from ..i18n import QT_TRANSLATE_NOOP, translate

#: who plays each side: "human", or the automatic opponent chosen below (``OPPONENTS``)
MODES = {
    "hotseat": (QT_TRANSLATE_NOOP("Hotseat", "Two players at this screen (secret hands)"), {"japan": "human", "allied": "human"}),
    "vs_japan": (QT_TRANSLATE_NOOP("Hotseat", "Play the Allies against the automatic Japanese"), {"japan": "greedy", "allied": "human"}),
    "vs_allied": (QT_TRANSLATE_NOOP("Hotseat", "Play Japan against the automatic Allies"), {"japan": "human", "allied": "greedy"}),
}
MAX_SEED = 2**31 - 1
#: the automatic opponent, strongest first: (player kind of play/players.py, label)
OPPONENTS = [
    ("ismcts", QT_TRANSLATE_NOOP("Hotseat", "Automatic: strong (plans ahead)")),
    ("greedy", QT_TRANSLATE_NOOP("Hotseat", "Automatic: fast")),
    ("auto", QT_TRANSLATE_NOOP("Hotseat", "Automatic: random")),
]


@dataclass(frozen=True)
class NewGame:
    """What the dialog asks: the scenario, each side's player, and the game's options."""

    scenario: Scenario
    sides: dict[str, str]
    no_undo_past_reveal: bool
    initiative: bool
    seed: int


class NewCardGameDialog(QDialog):
    """One page instead of a chain of questions; OK is off while the game box has no scenario."""

    def __init__(self, dataset: DataSet, parent: QWidget | None = None, current: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCardGame")
        self.setWindowTitle(translate("Hotseat", "Play the card game"))
        self.dataset = dataset
        self.ids = sorted(dataset.scenarios, key=lambda i: (dataset.scenarios[i].name or i).lower())
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.scenario = QComboBox()
        self.scenario.setObjectName("cardGameScenario")
        for i in self.ids:
            self.scenario.addItem(dataset.scenarios[i].name or i)
        if current in self.ids:
            self.scenario.setCurrentIndex(self.ids.index(current))
        form.addRow(translate("Hotseat", "Scenario:"), self.scenario)
        self.mode = QComboBox()
        self.mode.setObjectName("cardGamePlayers")
        for text, _ in MODES.values():
            self.mode.addItem(translate("Hotseat", text))
        form.addRow(translate("Hotseat", "Players:"), self.mode)
        from ...play.players import PLAYER_KINDS

        self.opponent = QComboBox()
        self.opponent.setObjectName("cardGameOpponent")
        for kind, text in OPPONENTS:
            if kind in PLAYER_KINDS:
                self.opponent.addItem(translate("Hotseat", text), kind)
        self.opponent.setToolTip(translate("Hotseat", "The strong opponent tries its answers ahead in games drawn from what "
                                           "it may know (never your hand); the fast one takes the best-looking answer"))
        form.addRow(translate("Hotseat", "Opponent:"), self.opponent)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self._mode_changed()
        self.seed = QSpinBox()
        self.seed.setObjectName("cardGameSeed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(secrets.randbelow(MAX_SEED))
        self.seed.setToolTip(translate("Hotseat", "The same seed deals the same cards: note it to play this game again"))
        form.addRow(translate("Hotseat", "Shuffle (seed):"), self.seed)
        layout.addLayout(form)
        self.counts = QCheckBox(translate("Hotseat", "This game counts: no answer can be undone once a card has been revealed"))
        self.counts.setObjectName("cardGameCounts")
        layout.addWidget(self.counts)
        self.initiative = QCheckBox(translate("Hotseat", "Offer the Initiative re-roll after each roll (10.1)"))
        self.initiative.setObjectName("cardGameInitiative")
        self.initiative.setChecked(True)
        self.initiative.setToolTip(translate("Hotseat", "Its holder is asked after every roll whether to cancel it and roll "
                                             "again, handing the card over. Unticked, nobody re-rolls and the card only "
                                             "breaks ties."))
        layout.addWidget(self.initiative)
        if not self.ids:
            layout.addWidget(QLabel(translate("Hotseat", "This game box has no scenario yet: create or generate one first.")))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Hotseat", "Play"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.ids))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _mode_changed(self) -> None:
        sides = list(MODES.values())[self.mode.currentIndex()][1]
        self.opponent.setEnabled(any(k != "human" for k in sides.values()))

    def choice(self) -> NewGame | None:
        """The game the dialog describes (None with no scenario)."""
        if not self.ids:
            return None
        opponent = self.opponent.currentData() or "greedy"
        sides = {s: (k if k == "human" else opponent) for s, k in list(MODES.values())[self.mode.currentIndex()][1].items()}
        return NewGame(self.dataset.scenarios[self.ids[self.scenario.currentIndex()]], dict(sides),
                       self.counts.isChecked(), self.initiative.isChecked(), self.seed.value())
