"""The bench's figures of what users wait for: their workloads are what they claim, timings carry
their spread, and the pieces they time (a full-size box, the first paint, a scan's memory) behave."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccp_editor.bench import registry
from ccp_editor.bench.registry import Samples


def test_timings_report_median_spread_and_ratios(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "load_modules", lambda: None)
    monkeypatch.setattr(registry, "FIGURES", {
        "gui_first_paint_ms": lambda: Samples([900.0, 1000.0, 1300.0]),
        "bare_qt_first_paint_ms": lambda: Samples([400.0, 500.0, 450.0]),
        "scan_decoded_mib": lambda: 496.0,
    })
    out = registry.run_bench(progress=False)
    assert out["gui_first_paint_ms"] == 1000 and out["bare_qt_first_paint_ms"] == 450
    assert out["spread"]["gui_first_paint_ms"] == {"min": 900, "max": 1300, "runs": 3}
    assert "scan_decoded_mib" not in out["spread"]  # a size, not a timing
    assert out["ratios"] == {"gui_first_paint_ms/bare_qt_first_paint_ms": 2.22}


def test_the_scale_reaches_the_figures_and_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    monkeypatch.setattr(registry, "load_modules", lambda: None)
    monkeypatch.setattr(registry, "FIGURES", {"x_ms": lambda: seen.append(registry.scale()) or 1.0})
    out = registry.run_bench(progress=False, scale=4)
    assert seen == [4] and out["scale"] == 4 and registry.scale() == 1


def test_the_full_size_box_is_valid_and_full_size(tmp_path: Path) -> None:
    from ccp_editor.bench.box import make_box
    from ccp_editor.core.validate import validate_paths
    from ccp_editor.io.dataset import load_dataset

    box = make_box(tmp_path / "box")
    ds, problems = load_dataset(box)
    assert [p for p in problems if p.severity == "error"] == []
    assert len(ds.maps) == 12 and len(ds.scenarios) == 50 and len(ds.forces) == 3
    assert {sc.map for sc in ds.scenarios.values()} <= set(ds.maps)
    # no two maps alike: validate derives each one, as it would a real box's
    shapes = {repr(m.shapes) for m in ds.maps.values()}
    assert len(shapes) == 12
    assert [p for p in validate_paths([box]) if p.severity == "error"] == []


def test_validate_derives_each_map_of_a_box_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The box check of each map's stored hexes and the checks of the scenarios played on it share
    one derivation, however the scenarios are spread over the maps."""
    from ccp_editor.bench.box import make_box
    from ccp_editor.cli import main
    from ccp_editor.core import terrain

    box = make_box(tmp_path / "box")
    calls: list[str] = []
    real = terrain.derive
    monkeypatch.setattr(terrain, "derive", lambda m, *a, **k: calls.append(m.id) or real(m, *a, **k))
    assert main(["validate", str(box)]) == 0
    assert sorted(calls) == sorted(f"box-map-{i:03d}" for i in range(1, 13))


def test_the_start_up_probe_reports_the_first_paint() -> None:
    from ccp_editor.bench.gui_start import app_launch, bare_launch

    app = app_launch()
    assert 0 < app["shown"] and 0 < app["painted"]
    assert bare_launch()["painted"] > 0


def test_a_whole_decoded_scan_holds_one_image_until_a_view_needs_a_coarser_level(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from ccp_editor.gui.mapeditor.scan import ScanImage

    image = QImage(1500, 1100, QImage.Format.Format_RGB32)
    image.fill(QColor("#4a7"))
    path = tmp_path / "scan.png"
    assert image.save(str(path), "PNG")
    scan = ScanImage(path)
    assert scan.decoded_pixels() == 1500 * 1100  # no tiles cut, no levels made up front
    frame = QImage(400, 300, QImage.Format.Format_RGB32)
    p = QPainter(frame)
    p.scale(0.25, 0.25)
    drawn = scan.draw(p, QRectF(0, 0, 1500, 1100), 0.25)
    p.end()
    assert drawn == 1 and scan.level_for(0.25) == 2
    assert scan.decoded_pixels() == 1500 * 1100 + 375 * 275  # the one level this view needed
    assert frame.pixelColor(100, 100) == QColor("#4a7")
    assert scan.tile(0, 2, 2).size().width() == 1500 - 1024  # an edge tile keeps its real size
