"""The statistics view: N generations in timed chunks on the event loop, a cancellable progress
dialog, and the distributions as bar charts drawn with QPainter.

Generation is pure Python and fast (well under a millisecond each), so the work runs in slices of
about ``SLICE_MS`` on a zero-interval timer: the window stays responsive, Cancel is honoured at the
next slice, and nothing is shared between threads.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...model.dataset import DataSet
from ...rsg.context import RsgData, RsgError, prepare
from ...rsg.engine import generate
from ...rsg.stats import RsgStats
from ..i18n import translate
from ..widgets import DemoBadge, heading

SLICE_MS = 40
BAR_COLOUR = QColor("#4f7fb0")


class BarChart(QWidget):
    """Horizontal bars, one per label, with the count and the share of the total."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.rows: list[tuple[str, int]] = []
        self.total = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_data(self, rows: list[tuple[str, int]], total: int | None = None) -> None:
        self.rows = rows
        self.total = total if total is not None else sum(v for _, v in rows)
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        line = QFontMetrics(self.font()).height() + 6
        return QSize(360, line * (max(len(self.rows), 1) + 1) + 10)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fm = QFontMetrics(self.font())
        line = fm.height() + 6
        bold = QFont(self.font())
        bold.setBold(True)
        p.setFont(bold)
        text = self.palette().windowText().color()
        p.setPen(text)
        p.drawText(QRectF(4, 2, self.width() - 8, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        p.setFont(self.font())
        if not self.rows:
            p.setPen(QColor("#808080"))
            p.drawText(QRectF(10, line, self.width() - 20, line), Qt.AlignmentFlag.AlignVCenter, translate("RsgStats", "no data yet"))
            p.end()
            return
        label_w = min(max(fm.horizontalAdvance(label) for label, _ in self.rows) + 12, int(self.width() * 0.45))
        value_w = fm.horizontalAdvance("00000 (100.0%)") + 8
        bar_w = max(self.width() - label_w - value_w - 12, 10)
        most = max(v for _, v in self.rows) or 1
        for i, (label, v) in enumerate(self.rows):
            y = line * (i + 1) + 4
            p.setPen(text)
            p.drawText(QRectF(4, y, label_w - 8, line), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(label, Qt.TextElideMode.ElideRight, label_w - 8))
            w = bar_w * v / most
            p.setPen(QPen(BAR_COLOUR.darker(130), 1))
            p.setBrush(BAR_COLOUR)
            p.drawRect(QRectF(label_w, y + 3, max(w, 1.0), line - 6))
            share = 100.0 * v / self.total if self.total else 0.0
            p.setPen(text)
            p.drawText(QRectF(label_w + w + 6, y, value_w, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       f"{v} ({share:.1f}%)")
        p.end()


class StatsView(QWidget):
    """Run N generations (seeds S .. S+N-1) and chart what came out. ``finished`` fires at the end
    of a run, cancelled or not."""

    finished = Signal()

    def __init__(self, dataset: DataSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsView")
        self.dataset = dataset
        self.stats = RsgStats()
        self.requested = 0
        self.cancelled = False
        self.running = False
        self.progress: QProgressDialog | None = None
        self._next = 0
        self._options: dict[str, Any] = {}
        self._map: str | None = None
        try:
            self.data: RsgData | None = prepare(dataset)
            error = ""
        except RsgError as exc:
            self.data = None
            error = str(exc)
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)

        box = QVBoxLayout(self)
        head = QHBoxLayout()
        title = heading(QLabel(translate("RsgStats", "Random battle statistics")), 3)
        head.addWidget(title)
        badge = DemoBadge()
        badge.setVisible(dataset.provenance == "demo")
        head.addWidget(badge)
        head.addStretch(1)
        box.addLayout(head)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("RsgStats", "Generations")))
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("statsCount")
        self.count_spin.setRange(1, 1_000_000)
        self.count_spin.setValue(1000)
        controls.addWidget(self.count_spin)
        controls.addWidget(QLabel(translate("RsgStats", "First seed")))
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        controls.addWidget(self.seed_spin)
        controls.addWidget(QLabel(translate("RsgStats", "Map")))
        self.map_combo = QComboBox()
        self.map_combo.addItem(translate("RsgStats", "Random (from each seed)"), None)
        for m in self.data.map_ids if self.data else []:
            self.map_combo.addItem(m, m)
        controls.addWidget(self.map_combo)
        self.run_button = QPushButton(translate("RsgStats", "Run"))
        self.run_button.setObjectName("statsRun")
        self.run_button.setEnabled(self.data is not None)
        self.run_button.clicked.connect(lambda: self.run())
        controls.addWidget(self.run_button)
        controls.addStretch(1)
        box.addLayout(controls)
        self.status = QLabel(error or translate("RsgStats", "Each seed runs the whole generation with the auto decider and the rule set's house rules."))
        self.status.setObjectName("statsStatus")
        self.status.setWordWrap(True)
        box.addWidget(self.status)
        self.grid = QGridLayout()
        holder = QWidget()
        holder.setLayout(self.grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        box.addWidget(scroll, 1)
        self.charts: dict[str, BarChart] = {}
        self._layout_charts()

    # ------------------------------------------------------------------ charts
    def _chart(self, key: str, title: str) -> BarChart:
        chart = self.charts.get(key)
        if chart is None:
            chart = self.charts[key] = BarChart(title)
            chart.setObjectName(f"chart_{key}")
        return chart

    def _layout_charts(self) -> None:
        keys = [
            ("posture_pairs", translate("RsgStats", "Posture pairs (Japan vs Allies)")),
            ("night", translate("RsgStats", "Day or night")),
            ("vp_start", translate("RsgStats", "Starting VP (+ = Japan ahead)")),
            ("sudden_death", translate("RsgStats", "Sudden Death space")),
            ("fortifications", translate("RsgStats", "Fortifications bought")),
        ]
        nations = sorted(self.stats.ob_choices) or (sorted(self.data.nations) if self.data else [])
        keys += [(f"ob_{n}", translate("RsgStats", "OB choices, {nation}").format(nation=n)) for n in nations]
        while self.grid.count():
            self.grid.takeAt(0)
        for i, (key, title) in enumerate(keys):
            self.grid.addWidget(self._chart(key, title), i // 2, i % 2, Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch(len(keys) // 2 + 1, 1)

    def refresh_charts(self) -> None:
        d = self.stats.as_json()
        n = self.stats.count
        self._chart("posture_pairs", "").set_data(list(d["posture_pairs"].items()), n)
        self._chart("night", "").set_data(list(d["night"].items()), n)
        self._chart("vp_start", "").set_data([(f"{int(k):+d}", v) for k, v in d["vp_start"].items()], n)
        self._chart("sudden_death", "").set_data(list(d["sudden_death_space"].items()), n)
        forts = d["fortifications"]
        forts_title = translate("RsgStats", "Fortifications bought ({fortified} of {n} battles fortified)").format(
            fortified=d["fortified_scenarios"], n=n
        )
        self._chart("fortifications", forts_title).set_data(list(forts.items()))
        self.charts["fortifications"].title = forts_title
        for nation, dist in d["ob_choices"].items():
            if f"ob_{nation}" not in self.charts:
                self._layout_charts()
            self._chart(f"ob_{nation}", translate("RsgStats", "OB choices, {nation}").format(nation=nation)).set_data(list(dist.items()))

    # ------------------------------------------------------------------ running
    def run(self, n: int | None = None, seed: int | None = None) -> None:
        """Start a run of ``n`` generations (the spin boxes' values unless given)."""
        if self.data is None or self.running:
            return
        if n is not None:
            self.count_spin.setValue(n)  # the boxes always show what the shown run used
        if seed is not None:
            self.seed_spin.setValue(seed)
        self.requested = self.count_spin.value()
        first = self.seed_spin.value()
        self.stats = RsgStats()
        self.stats.first_seed = first
        self._next = first
        self._map = self.map_combo.currentData()
        self.cancelled = False
        self.running = True
        self.run_button.setEnabled(False)
        self.progress = QProgressDialog(translate("RsgStats", "Generating random battles..."), translate("RsgStats", "Cancel"), 0, self.requested, self)
        self.progress.setObjectName("statsProgress")
        self.progress.setWindowTitle(translate("RsgStats", "Statistics"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self.cancel)
        self.progress.setValue(0)
        self.status.setText(translate("RsgStats", "Running {n} generations from seed {seed}...").format(n=self.requested, seed=first))
        self._started = time.perf_counter()
        self._timer.start()

    def cancel(self) -> None:
        """Stop after the current slice; the tallies so far are kept and shown."""
        if self.running:
            self.cancelled = True
            self._finish()

    def _work(self) -> None:
        if not self.running or self.data is None:
            return
        first = self.stats.first_seed or 0
        end = first + self.requested
        deadline = time.perf_counter() + SLICE_MS / 1000.0
        try:
            while self._next < end and time.perf_counter() < deadline:
                self.stats.add(generate(self.data, self._next, options=self._options, map_id=self._map))
                self._next += 1
        except RsgError as exc:
            self.status.setText(translate("RsgStats", "Stopped: {error}").format(error=exc))
            self.cancelled = True
            self._finish()
            return
        if self.progress is not None:
            self.progress.setValue(self.stats.count)
        self.refresh_charts()
        if self._next >= end:
            self._finish()

    def _finish(self) -> None:
        self._timer.stop()
        self.running = False
        self.run_button.setEnabled(self.data is not None)
        if self.progress is not None:
            self.progress.canceled.disconnect(self.cancel)
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        elapsed = time.perf_counter() - getattr(self, "_started", time.perf_counter())
        self.refresh_charts()
        done = self.stats.count
        if self.cancelled:
            self.status.setText(
                translate("RsgStats", "Cancelled after {done} of {n} generations ({seconds} s); showing those.").format(
                    done=done, n=self.requested, seconds=f"{elapsed:.1f}"
                )
            )
        else:
            self.status.setText(
                translate("RsgStats", "{done} generations from seed {seed} in {seconds} s.").format(
                    done=done, seed=self.stats.first_seed, seconds=f"{elapsed:.1f}"
                )
            )
        self.finished.emit()
