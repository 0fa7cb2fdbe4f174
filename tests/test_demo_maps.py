"""The two shipped demo maps: valid, derived cache current, every required feature present, and a
synthetic scan that the stored calibration fits."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.core.calibration import map_calibration
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.core.terrain import cache_differences, derive
from ccp_editor.io.dataset import PACKAGE_DIR, builtin_ruleset
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import MapDocument

MAPS = PACKAGE_DIR.parent / "maps"
NAMES = ["demo-inland", "demo-coastal"]
RS = builtin_ruleset()


def load(name: str) -> MapDocument:
    doc = load_document(MAPS / f"{name}.yaml", MapDocument)
    assert isinstance(doc, MapDocument)
    return doc


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_validate_maps_exits_0(capsys) -> None:
    assert main(["validate", str(MAPS)]) == 0
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("name", NAMES)
def test_derive_check_passes_on_the_shipped_map(capsys, name: str) -> None:
    assert main(["map", "derive", str(MAPS / f"{name}.yaml"), "--check"]) == 0
    out = capsys.readouterr().out
    assert "stored hex cache matches the shapes (150 hexes)" in out


@pytest.mark.parametrize("name", NAMES)
def test_shipped_map_is_clean_and_labelled_demo(name: str) -> None:
    m = load(name)
    d = derive(m, RS)
    assert m.provenance == "demo" and m.id == name
    assert cache_differences(m.hexes, d.hexes) == {}
    assert d.problems == [] and d.ambiguous == []
    grid = HexGrid(m.grid)
    assert (grid.columns, grid.rows) == (15, 10) and len(d.hexes) == 150


@pytest.mark.parametrize("name", NAMES)
def test_objectives_exits_and_artillery_boxes(name: str) -> None:
    m = load(name)
    d = derive(m, RS)
    grid = HexGrid(m.grid)
    assert sorted(m.objectives) == ["1", "2", "3", "4", "5"]
    assert len(set(m.objectives.values())) == 5
    assert not any(d.effective[h].water for h in m.objectives.values())
    for e in m.exit_points:
        assert e.hex in grid.edge_hexes(e.edge) and 0 <= e.value <= 3
    for edge in ("top", "bottom"):  # the long edges
        assert len([e for e in m.exit_points if e.edge == edge]) >= 3
    assert {e.value for e in m.exit_points} >= {0, 1, 3}
    assert sorted(m.artillery_boxes) in (["bottom-right", "top-left"], ["bottom-left", "top-right"])


@pytest.mark.parametrize("name", NAMES)
def test_synthetic_scan_and_its_calibration(name: str) -> None:
    m = load(name)
    assert m.scan is not None and m.scan.synthetic
    path = MAPS / m.scan.file
    assert path.is_file() and path.stat().st_size < 3_000_000
    assert png_size(path) == (m.scan.width, m.scan.height)
    assert 2000 <= m.scan.width <= 2400
    assert 4 <= len(m.scan.control_points) <= 6
    cal = map_calibration(m)
    assert cal is not None
    assert 0.05 < cal.rms < 2.0  # hand-clicked: small but not zero
    assert 1.0 <= abs(cal.transform.rotation_degrees) <= 2.0  # the scan is slightly turned
    # every hex centre lands on the scan
    grid = HexGrid(m.grid)
    for h in grid.hex_ids:
        px, py = cal.grid_to_pixel(*grid.center(h))
        assert 0 <= px < m.scan.width and 0 <= py < m.scan.height


def test_inland_map_has_everything_the_issue_lists() -> None:
    m = load("demo-inland")
    hexes = derive(m, RS).hexes
    types = {i.terrain for i in hexes.values()}
    assert {"jungle", "building", "hut", "gully", "bush", "grass", "palm", "stream", "bridge", "swamp"} <= types
    assert max(i.level for i in hexes.values()) == 3
    assert {lv for i in hexes.values() if i.crest for lv in i.crest_levels} >= {0, 1, 2, 3}
    assert {s.level for s in m.shapes.levels} == {1, 2, 3}
    buildings = {h: i.building for h, i in hexes.items() if i.terrain == "building"}
    assert len(buildings) >= 2 and set(buildings.values()) == {"temple"}
    assert hexes[m.objectives["1"]].building == "temple"  # a building objective
    assert len([i for i in hexes.values() if i.terrain == "hut"]) >= 3
    features = {f.type for i in hexes.values() for f in i.features}
    assert {"road", "trail", "bridge"} <= features
    bridge = [i for i in hexes.values() if i.terrain == "bridge"]
    assert len(bridge) == 1 and not bridge[0].water
    assert all(i.water for i in hexes.values() if i.terrain in ("stream", "swamp"))
    assert m.overrides  # shows the override workflow


def test_coastal_map_has_everything_the_issue_lists() -> None:
    m = load("demo-coastal")
    hexes = derive(m, RS).hexes
    grid = HexGrid(m.grid)
    assert m.river_edges == ["bottom"]
    assert all(hexes[h].terrain == "water_barrier" and hexes[h].water for h in grid.edge_hexes("bottom"))
    assert not any(hexes[h].terrain == "water_barrier" for h in grid.hex_ids if h not in grid.edge_hexes("bottom"))
    types = {i.terrain for i in hexes.values()}
    assert {"beach", "palm", "jungle", "water_barrier"} <= types
    assert max(i.level for i in hexes.values()) >= 1 and any(i.crest for i in hexes.values())
