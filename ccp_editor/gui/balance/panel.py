"""The Balance panel: play a scenario many times with automatic players, in the background, and show
who wins how often.

The panel drives ``play/balance.py`` (the same batches as ``ccp-editor balance``) from a ``QThread``
that waits on worker processes, so the window never waits: a progress bar counts the games, Cancel
stops them between games (the workers are terminated) and keeps what was played. The result is a
sentence ("Japan wins 62% ± 3% (400 games, fast vs fast)"), a chart of each side's win rate with its
95% interval (and each player's when the seats were swapped), a histogram of the final VP and a line
on how the games ended and how long they lasted.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...model.dataset import DataSet
from ...model.i18n import QT_TRANSLATE_NOOP
from ...model.scenario import Scenario
from ..i18n import side_name, translate
from .chart import RateRow, VpHistogram, WinChart

MAX_JOBS = 64  # as play/balance.py allows (imported with the first run, not with the panel)

# the player choices, strongest first: (player kind of play/players.py, label, short name for the sentence);
# a kind the engine does not have (yet) is left out of the list
PLAYER_CHOICES = [
    ("ismcts", QT_TRANSLATE_NOOP("Balance", "Automatic: strong"), QT_TRANSLATE_NOOP("Balance", "strong")),
    ("greedy", QT_TRANSLATE_NOOP("Balance", "Automatic: fast"), QT_TRANSLATE_NOOP("Balance", "fast")),
    ("auto", QT_TRANSLATE_NOOP("Balance", "Automatic: random"), QT_TRANSLATE_NOOP("Balance", "random")),
]
END_NAMES = {
    "sudden_death": QT_TRANSLATE_NOOP("Balance", "sudden death"),
    "surrender": QT_TRANSLATE_NOOP("Balance", "surrender"),
    "last_unit": QT_TRANSLATE_NOOP("Balance", "a side without units"),
    "exit": QT_TRANSLATE_NOOP("Balance", "units exited"),
    "time_track_end": QT_TRANSLATE_NOOP("Balance", "end of the Time track"),
    "turn_limit": QT_TRANSLATE_NOOP("Balance", "turn limit"),
    "agreed": QT_TRANSLATE_NOOP("Balance", "agreed end"),
}


def player_choices() -> list[tuple[str, str, str]]:
    from ...play.players import PLAYER_KINDS

    return [c for c in PLAYER_CHOICES if c[0] in PLAYER_KINDS]


def short_name(kind: str) -> str:
    return next((translate("Balance", c[2]) for c in PLAYER_CHOICES if c[0] == kind), kind)


_RUNNING: set[BalanceRun] = set()  # batches in the background, kept alive until their thread ends
_QUIT_HOOK: list[bool] = []


def _stop_all() -> None:
    """At quit: every batch cancelled and its workers gone before the interpreter goes."""
    for thread in list(_RUNNING):
        thread.cancel()
        thread.wait(10_000)


class BalanceRun(QThread):
    """One batch in the background: ``progressed(done, total)`` per game, then ``done(result)`` or
    ``failed(message)``. ``cancel()`` stops it between games."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, scenario: Scenario, dataset: DataSet, games: int, japan: str, allied: str, jobs: int,
                 seed: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.args = (scenario, dataset, games, japan, allied)
        self.jobs, self.seed = jobs, seed
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def run(self) -> None:
        from ...play.balance import BalanceError, run_balance

        try:
            result = run_balance(*self.args, seed=self.seed, jobs=self.jobs, in_process=False,
                                 progress=lambda d, t: self.progressed.emit(d, t), cancel=self.stop.is_set)
        except BalanceError as exc:
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a worker that could not start: said in the panel, not a crash
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.done.emit(result)


def plural(text: str, n: int) -> str:
    """A count in English where no catalogue gave its numerus form: "1 game", "40 games"."""
    return text.replace("(s)", "" if n == 1 else "s")


class BalancePanel(QWidget):
    """The panel of one scenario: players, games and processes, Run / Cancel, progress, the result."""

    finished = Signal(object)  # the BalanceResult shown (tests and callers wait on it)

    def __init__(self, scenario: Scenario, dataset: DataSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balancePanel")
        self.scenario, self.dataset = scenario, dataset
        self.run_thread: BalanceRun | None = None
        self.result: Any = None
        box = QVBoxLayout(self)
        title = QLabel(translate("Balance", "<b>Balance of {name}</b>").format(name=scenario.name or scenario.id))
        box.addWidget(title)
        intro = QLabel(translate("Balance", "Plays the scenario many times with automatic players and counts who wins. "
                                 "Where the players differ, each plays each side in turn."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        form = QFormLayout()
        self.player_boxes: dict[str, QComboBox] = {}
        for side in ("japan", "allied"):
            combo = QComboBox()
            combo.setObjectName(f"balance_{side}")
            for kind, label, _ in player_choices():
                combo.addItem(translate("Balance", label), kind)
            combo.setCurrentIndex(max(0, combo.findData("greedy")))
            self.player_boxes[side] = combo
            form.addRow(translate("Balance", "{side}:").format(side=side_name(side)), combo)
        self.games_spin = QSpinBox()
        self.games_spin.setObjectName("balanceGames")
        self.games_spin.setRange(1, 100_000)
        self.games_spin.setValue(100)
        form.addRow(translate("Balance", "Games:"), self.games_spin)
        self.jobs_spin = QSpinBox()
        self.jobs_spin.setObjectName("balanceJobs")
        self.jobs_spin.setRange(1, max(1, min(os.cpu_count() or 1, MAX_JOBS)))
        self.jobs_spin.setValue(self.jobs_spin.maximum())
        self.jobs_spin.setToolTip(translate("Balance", "Processes playing games at the same time (one per core is fastest)"))
        form.addRow(translate("Balance", "Processes:"), self.jobs_spin)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(1)
        self.seed_spin.setToolTip(translate("Balance", "The same seed, players and number of games give the same result"))
        form.addRow(translate("Balance", "Seed:"), self.seed_spin)
        box.addLayout(form)
        row = QHBoxLayout()
        self.run_button = QPushButton(translate("Balance", "Run"))
        self.run_button.setObjectName("balanceRun")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        row.addWidget(self.run_button)
        self.cancel_button = QPushButton(translate("Balance", "Cancel"))
        self.cancel_button.setObjectName("balanceCancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.progress.setFormat(translate("Balance", "%v of %m games"))
        self.progress.setValue(0)
        row.addWidget(self.progress, 1)
        box.addLayout(row)
        self.sentence = QLabel()
        self.sentence.setObjectName("balanceSentence")
        self.sentence.setWordWrap(True)
        font = self.sentence.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.sentence.setFont(font)
        box.addWidget(self.sentence)
        self.win_chart = WinChart()
        box.addWidget(self.win_chart)
        self.vp_chart = VpHistogram()
        box.addWidget(self.vp_chart, 1)
        self.details = QLabel()
        self.details.setObjectName("balanceDetails")
        self.details.setWordWrap(True)
        box.addWidget(self.details)

    @property
    def running(self) -> bool:
        return self.run_thread is not None

    def start(self) -> None:
        """Run a batch with the panel's choices (nothing while one runs)."""
        if self.run_thread is not None:
            return
        japan = self.player_boxes["japan"].currentData()
        allied = self.player_boxes["allied"].currentData()
        games = self.games_spin.value()
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        self.sentence.setText(translate("Balance", "Playing..."))
        thread = BalanceRun(self.scenario, self.dataset, games, japan, allied, self.jobs_spin.value(),
                            self.seed_spin.value())
        app = QCoreApplication.instance()
        if app is not None and not _QUIT_HOOK:
            app.aboutToQuit.connect(_stop_all)
            _QUIT_HOOK.append(True)
        _RUNNING.add(thread)
        thread.finished.connect(lambda t=thread: _RUNNING.discard(t))
        self.destroyed.connect(thread.cancel)  # a panel gone with its tab stops its games
        thread.progressed.connect(self._progressed)
        thread.done.connect(self._done)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._stopped)
        self.run_thread = thread
        self._set_running(True)
        thread.start()

    def cancel(self) -> None:
        """Stop the batch between games; the games played so far are shown."""
        if self.run_thread is not None:
            self.run_thread.cancel()
            self.cancel_button.setEnabled(False)
            self.sentence.setText(translate("Balance", "Stopping..."))

    def shutdown(self, wait_ms: int = 10_000) -> None:
        """Cancel and wait for the background run (closing the tab or the window)."""
        thread = self.run_thread
        if thread is not None:
            thread.cancel()
            thread.wait(wait_ms)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for w in (*self.player_boxes.values(), self.games_spin, self.jobs_spin, self.seed_spin):
            w.setEnabled(not running)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _stopped(self) -> None:
        self.run_thread = None
        self._set_running(False)

    def _failed(self, message: str) -> None:
        self.sentence.setText(translate("Balance", "The games could not be played: {error}").format(error=message))
        self.details.setText("")

    def _done(self, result: Any) -> None:
        self.result = result
        self.show_result(result)
        self.finished.emit(result)

    def result_sentence(self, result: Any) -> str:
        """The panel's sentence, translated: the side that won more often, its rate and interval."""
        if not result.games:
            return translate("Balance", "No game was played.")
        side = result.leader()
        r = result.side_rate(side)
        n = result.games  # counts through self.tr, the form lupdate reads as numerus
        games = plural(self.tr("%n game(s)", "", n), n)
        template = (translate("Balance", "Japan wins {rate}% ± {margin}% ({games}, {japan} vs {allied})") if side == "japan"
                    else translate("Balance", "The Allies win {rate}% ± {margin}% ({games}, {japan} vs {allied})"))
        return template.format(rate=round(r.rate * 100), margin=round(r.margin * 100), games=games,
                               japan=short_name(result.japan), allied=short_name(result.allied))

    def show_result(self, result: Any) -> None:
        text = self.result_sentence(result)
        played, draws, failed = result.games, result.draws, len(result.failed)  # plain names for lupdate's counts
        if result.cancelled:
            text += " " + plural(self.tr("Stopped after %n game(s).", "", played), played)
        self.sentence.setText(text)
        rows = [RateRow(side_name(s), *self._rate(result.side_rate(s)), colour=s) for s in ("japan", "allied")]
        if result.swapped:
            rows += [RateRow(translate("Balance", "{player}, either side").format(player=short_name(k)),
                             *self._rate(result.kind_rate(k))) for k in result.kinds()]
        self.win_chart.set_rows(rows)
        self.vp_chart.set_bars(result.vp_histogram())
        ends = ", ".join(translate("Balance", "{end} {count}").format(end=translate("Balance", END_NAMES.get(e, e)), count=n)
                         for e, n in result.ends().items())
        parts = [self.tr("Draws: %n.", "", draws) if draws else "",
                 translate("Balance", "How the games ended: {ends}.").format(ends=ends) if ends else "",
                 translate("Balance", "Per game: {turns} turns, {orders} orders on average.").format(
                     turns=f"{result.mean('turns'):.1f}", orders=f"{result.mean('orders'):.1f}") if result.games else "",
                 plural(self.tr("%n game(s) stopped on an engine failure and not counted.", "", failed),
                        failed) if failed else ""]
        self.details.setText(" ".join(p for p in parts if p))

    @staticmethod
    def _rate(r: Any) -> tuple[float, float, float]:
        return r.rate, r.low, r.high
