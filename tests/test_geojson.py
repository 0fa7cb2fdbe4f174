"""GeoJSON export/import of traced shapes in grid space and in scan pixels, and bad input."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from ccp_editor.core.calibration import map_calibration
from ccp_editor.core.geojson import GeoJsonError, from_geojson, read_geojson, to_geojson, write_geojson
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import MapDocument

MAPS = Path(__file__).resolve().parent.parent / "maps"


@pytest.fixture(scope="module")
def demo() -> MapDocument:
    return load_document(MAPS / "demo-inland.yaml", MapDocument)  # type: ignore[return-value]


def _close(a, b, tol):
    return all(abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol for p, q in zip(a, b, strict=True))


def test_grid_round_trip_keeps_every_shape(demo: MapDocument, tmp_path: Path) -> None:
    path = write_geojson(demo, tmp_path / "m.geojson")
    data = json.loads(path.read_text())
    assert data["type"] == "FeatureCollection" and data["ccp"]["space"] == "grid"
    first = data["features"][0]
    ring = first["geometry"]["coordinates"][0]
    assert ring[0] == ring[-1]  # GeoJSON rings are closed
    assert ring[0][1] == pytest.approx(-demo.shapes.terrain[0].polygon[0][1])  # y up for GIS tools
    shapes, notes = read_geojson(path, demo)
    assert notes == []
    assert [s.id for s in shapes.terrain] == [s.id for s in demo.shapes.terrain]
    assert [s.type for s in shapes.terrain] == [s.type for s in demo.shapes.terrain]
    for a, b in zip(shapes.terrain, demo.shapes.terrain, strict=True):
        assert _close(a.polygon, b.polygon[: len(a.polygon)], 1e-6)
    assert [(s.id, s.level) for s in shapes.levels] == [(s.id, s.level) for s in demo.shapes.levels]
    assert [(s.id, s.type, s.width) for s in shapes.lines] == [(s.id, s.type, s.width) for s in demo.shapes.lines]


def test_pixel_export_lies_on_the_scan_and_reads_back(demo: MapDocument) -> None:
    data = to_geojson(demo, "pixels")
    cal = map_calibration(demo)
    assert cal is not None
    x, y = demo.shapes.terrain[0].polygon[0]
    px, py = cal.grid_to_pixel(x, y)
    assert data["features"][0]["geometry"]["coordinates"][0][0] == pytest.approx([px, -py], abs=1e-3)
    shapes, _ = from_geojson(data, demo)  # the collection says pixels
    assert _close(shapes.terrain[0].polygon[:3], demo.shapes.terrain[0].polygon[:3], 1e-4)


def test_space_given_by_the_caller_wins_when_qgis_dropped_the_member(demo: MapDocument) -> None:
    data = to_geojson(demo, "pixels")
    del data["ccp"]
    shapes, _ = from_geojson(data, demo, space="pixels")
    assert _close(shapes.levels[0].polygon[:3], demo.shapes.levels[0].polygon[:3], 1e-4)


def test_pixels_need_a_calibrated_scan(demo: MapDocument) -> None:
    bare = copy.deepcopy(demo)
    bare.scan = None
    with pytest.raises(GeoJsonError, match="no scan"):
        to_geojson(bare, "pixels")
    few = copy.deepcopy(demo)
    assert few.scan is not None
    few.scan.control_points = few.scan.control_points[:2]
    with pytest.raises(GeoJsonError, match="at least 3"):
        to_geojson(few, "pixels")
    with pytest.raises(GeoJsonError, match="unknown coordinate space"):
        to_geojson(demo, "feet")


def test_multipolygons_become_one_shape_per_part_and_bad_features_are_skipped(demo: MapDocument) -> None:
    sq = [[0, 0], [1, 0], [1, -1], [0, -1], [0, 0]]
    sq2 = [[[3, 0], [4, 0], [4, -1], [3, 0]]]
    data = {
        "type": "FeatureCollection",
        "features": [
            {"type": "Feature", "properties": {"layer": "terrain", "type": "jungle", "id": "j"},
             "geometry": {"type": "MultiPolygon", "coordinates": [[sq], sq2]}},
            {"type": "Feature", "properties": {"layer": "terrain"}, "geometry": {"type": "Polygon", "coordinates": [sq]}},
            {"type": "Feature", "properties": {"layer": "level", "level": 9}, "geometry": {"type": "Polygon", "coordinates": [sq]}},
            {"type": "Feature", "properties": {"type": "canal"}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
            {"type": "Feature", "properties": {"type": "road"}, "geometry": {"type": "Point", "coordinates": [0, 0]}},
            {"type": "Feature", "properties": {"type": "road"}, "geometry": {"type": "LineString", "coordinates": [[0, "a"], [1, 1]]}},
            {"type": "Feature", "properties": {"type": "road", "id": "r 1"}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
            "nonsense",
        ],
    }
    shapes, notes = from_geojson(data, demo)
    assert [s.id for s in shapes.terrain] == ["j", "j.2"]
    assert shapes.terrain[0].polygon == [[0, 0], [1, 0], [1, 1], [0, 1]]
    assert [s.id for s in shapes.lines] == ["r-1"]
    assert len(notes) == 6
    assert any("'type' property" in n for n in notes)
    assert any("level" in n for n in notes)
    assert any("Point" in n for n in notes)
    assert any("numbers" in n for n in notes)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON"),
        ('{"type": "Feature"}', "not a GeoJSON FeatureCollection"),
        ('{"type": "FeatureCollection"}', "no 'features' list"),
        ('{"type": "FeatureCollection", "features": []}', "no usable shapes"),
        ('{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null}]}', "no geometry"),
    ],
)
def test_bad_files_give_one_line_errors(demo: MapDocument, tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.geojson"
    path.write_text(text)
    with pytest.raises(GeoJsonError, match=message) as info:
        read_geojson(path, demo)
    assert "\n" not in str(info.value)


def test_missing_file(demo: MapDocument, tmp_path: Path) -> None:
    with pytest.raises(GeoJsonError, match="no such file"):
        read_geojson(tmp_path / "nope.geojson", demo)
