"""The statistics view: a run in slices with a cancellable progress dialog, tallies equal to the
rsg-stats engine's for the same seeds, and bar charts that show them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ccp_editor.gui.rsgwizard.stats_view import BarChart, StatsView
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.dataset import DataSet
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.stats import run_stats

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds  # the shared demo data set (conftest), loaded once per run


def make_view(qtbot, ds) -> StatsView:
    view = StatsView(ds)
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    return view


def test_a_run_tallies_like_rsg_stats_and_charts_it(qtbot, ds) -> None:
    view = make_view(qtbot, ds)
    view.seed_spin.setValue(100)
    view.count_spin.setValue(120)
    with qtbot.waitSignal(view.finished, timeout=20000):
        qtbot.mouseClick(view.run_button, Qt.MouseButton.LeftButton)
    assert not view.running and not view.cancelled
    expected, _ = run_stats(prepare(ds), 120, 100)
    assert view.stats.as_json() == expected.as_json()
    pairs = view.charts["posture_pairs"]
    assert isinstance(pairs, BarChart)
    assert sum(v for _, v in pairs.rows) == 120
    assert dict(view.charts["night"].rows) == expected.as_json()["night"]
    assert view.charts["sudden_death"].rows and view.charts["vp_start"].rows
    assert any(key.startswith("ob_") and chart.rows for key, chart in view.charts.items())
    assert "120 generations" in view.status.text()
    assert view.progress is None and view.run_button.isEnabled()


def test_cancelling_keeps_what_was_done(qtbot, ds) -> None:
    view = make_view(qtbot, ds)
    view.run(1_000_000, seed=0)
    assert view.running and view.progress is not None
    qtbot.waitUntil(lambda: view.stats.count > 0, timeout=10000)
    cancel = view.progress.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    with qtbot.waitSignal(view.finished, timeout=5000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert view.cancelled and not view.running
    done = view.stats.count
    assert 0 < done < 1_000_000
    assert f"Cancelled after {done} of 1000000" in view.status.text()
    assert sum(v for _, v in view.charts["posture_pairs"].rows) == done
    qtbot.wait(100)
    assert view.stats.count == done  # nothing runs after the cancel
