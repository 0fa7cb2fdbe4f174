"""GeoJSON export/import of traced shapes in grid space and in scan pixels, and bad input."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from shapely.geometry import Polygon

from ccp_editor.core.calibration import map_calibration
from ccp_editor.core.geojson import (
    GeoJsonError,
    GeoJsonSpaceUnknown,
    from_geojson,
    read_geojson,
    to_geojson,
    write_geojson,
)
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
    for a, b in zip(shapes.terrain, demo.shapes.terrain, strict=True):  # same areas (winding may turn)
        assert Polygon(a.polygon, a.holes).symmetric_difference(Polygon(b.polygon, b.holes)).area < 1e-9
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
    a, b = shapes.terrain[0], demo.shapes.terrain[0]
    assert Polygon(a.polygon).symmetric_difference(Polygon(b.polygon)).area < 1e-3  # pixels keep 3 decimals


def test_space_given_by_the_caller_wins_when_qgis_dropped_the_member(demo: MapDocument) -> None:
    data = to_geojson(demo, "pixels")
    del data["ccp"]
    for feat in data["features"]:
        del feat["properties"]["ccp_space"]
    shapes, _ = from_geojson(data, demo, space="pixels")
    a, b = shapes.levels[0], demo.shapes.levels[0]
    assert Polygon(a.polygon).symmetric_difference(Polygon(b.polygon)).area < 1e-3  # pixels keep 3 decimals


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
    shapes, notes = from_geojson(data, demo, space="grid")
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


# ----------------------------------------------------------------------------- RFC 7946 and QGIS


def test_rings_wind_as_rfc_7946_says(demo: MapDocument) -> None:
    """Exterior rings counter-clockwise, holes clockwise (RFC 7946 3.1.6), checked by shapely."""
    from shapely.geometry import LinearRing

    for space in ("grid", "pixels"):
        polygons = [f["geometry"]["coordinates"] for f in to_geojson(demo, space)["features"] if f["geometry"]["type"] == "Polygon"]
        assert len(polygons) == len(demo.shapes.terrain) + len(demo.shapes.levels)
        assert all(LinearRing(rings[0]).is_ccw for rings in polygons)
        assert all(not LinearRing(h).is_ccw for rings in polygons for h in rings[1:])


def test_a_hole_is_written_clockwise(demo: MapDocument) -> None:
    holed = copy.deepcopy(demo)
    shape = holed.shapes.terrain[0]
    shape.polygon = [[0, 0], [4, 0], [4, 4], [0, 4]]  # y down: clockwise once y is flipped
    shape.holes = [[[1, 1], [1, 2], [2, 2], [2, 1]]]
    rings = to_geojson(holed)["features"][0]["geometry"]["coordinates"]
    assert Polygon(rings[0], rings[1:]).is_valid
    assert Polygon(rings[0]).exterior.is_ccw and not Polygon(rings[1]).exterior.is_ccw


def _as_qgis_resaves(data: dict) -> dict:
    """QGIS drops unknown top-level members on re-save; the features' properties stay."""
    return {k: v for k, v in data.items() if k != "ccp"}


def test_the_space_survives_a_qgis_resave_as_a_property(demo: MapDocument) -> None:
    data = _as_qgis_resaves(to_geojson(demo, "pixels"))
    shapes, _ = from_geojson(data, demo)
    a, b = shapes.terrain[0], demo.shapes.terrain[0]
    assert Polygon(a.polygon).symmetric_difference(Polygon(b.polygon)).area < 1e-3  # pixels keep 3 decimals


def test_a_file_that_does_not_say_its_space_is_not_guessed(demo: MapDocument) -> None:
    data = _as_qgis_resaves(to_geojson(demo, "pixels"))
    for feat in data["features"]:
        del feat["properties"]["ccp_space"]
    with pytest.raises(GeoJsonSpaceUnknown, match="does not say"):
        from_geojson(data, demo)
    with pytest.raises(GeoJsonError, match=r"reaches the map in grid space.*is the file in scan pixels\? Nothing was imported"):
        from_geojson(data, demo, space="grid")
    shapes, notes = from_geojson(data, demo, space="pixels")
    assert notes == [] and len(shapes.terrain) == len(demo.shapes.terrain)


def test_grid_file_read_as_pixels_is_refused(demo: MapDocument) -> None:
    data = to_geojson(demo, "grid")
    with pytest.raises(GeoJsonError, match="reaches the map in pixels space"):
        from_geojson(data, demo, space="pixels")


def test_cli_round_trip_keeps_every_hex(tmp_path: Path, capsys) -> None:
    import shutil

    from ccp_editor.cli import main

    target = tmp_path / "m.yaml"
    shutil.copy(MAPS / "demo-inland.yaml", target)
    before = load_document(target)
    out = tmp_path / "m.geojson"
    assert main(["map", "export-geojson", str(target), "-o", str(out), "--space", "scan"]) == 0
    bare = _as_qgis_resaves(json.loads(out.read_text()))
    for feat in bare["features"]:
        del feat["properties"]["ccp_space"]
    qgis = tmp_path / "qgis.geojson"
    qgis.write_text(json.dumps(bare))
    assert main(["map", "import-geojson", str(target), str(qgis), "--replace"]) == 2
    assert "--space grid or --space scan" in capsys.readouterr().err
    assert main(["map", "import-geojson", str(target), str(qgis), "--replace", "--space", "grid"]) == 1
    assert "Nothing was imported" in capsys.readouterr().err
    assert load_document(target).shapes == before.shapes  # untouched by the refusals
    assert main(["map", "import-geojson", str(target), str(qgis), "--replace", "--space", "scan"]) == 0
    after = load_document(target)
    assert len(after.shapes.terrain) == len(before.shapes.terrain)
    assert after.hexes == before.hexes  # every hex derives as before
    # scan pixels converted to grid space are written at tracing precision, as every save writes a map
    points = [v for s in after.shapes.terrain + after.shapes.levels for p in s.polygon for v in p]
    assert points and all(round(v, 3) == v for v in points)


def test_round_trip_through_gdal(demo: MapDocument, tmp_path: Path) -> None:
    """Read and re-write the export with GDAL's GeoJSON driver (what QGIS uses), then import it."""
    raw = pytest.importorskip("pyogrio.raw", reason="pyogrio (GDAL's GeoJSON driver) is not installable here")
    path = write_geojson(demo, tmp_path / "m.geojson", "pixels")
    meta, _fids, geometry, field_data = raw.read(path)
    assert len(geometry) == len(demo.shapes.terrain) + len(demo.shapes.levels) + len(demo.shapes.lines)
    resaved = tmp_path / "gdal.geojson"
    assert meta["crs"] == "EPSG:3857"  # the declared projected CRS, not lon/lat
    raw.write(resaved, geometry, field_data, meta["fields"], driver="GeoJSON", geometry_type="Unknown", crs=meta["crs"])
    data = json.loads(resaved.read_text())
    assert "ccp" not in data  # GDAL, like QGIS, keeps only the features' properties
    shapes, notes = read_geojson(resaved, demo)  # the ccp_space property says pixels
    assert notes == []
    for a, b in zip(shapes.terrain, demo.shapes.terrain, strict=True):
        assert Polygon(a.polygon, a.holes).symmetric_difference(Polygon(b.polygon, b.holes)).area < 1e-3
    assert [(s.type, s.width) for s in shapes.lines] == [(s.type, s.width) for s in demo.shapes.lines]


# ----------------------------------------------------------------------------- lossless round trips


def _demo_box(tmp_path: Path) -> Path:
    """A copy of the demo maps with their scans and schemas, so saves write the same header."""
    import shutil

    root = Path(__file__).resolve().parent.parent
    shutil.copytree(root / "maps", tmp_path / "maps")
    shutil.copytree(root / "schemas", tmp_path / "schemas")
    return tmp_path / "maps"


@pytest.mark.parametrize("space", ["grid", "scan"])
def test_every_demo_map_survives_its_own_round_trip_byte_for_byte(tmp_path: Path, space: str, capsys) -> None:
    """demo-coastal's ocean overhangs the map edge: it comes back as the map editor keeps it."""
    from ccp_editor.cli import main

    maps = _demo_box(tmp_path)
    names = sorted(p.name for p in MAPS.glob("*.yaml"))
    assert "demo-coastal.yaml" in names
    for name in names:
        target = maps / name
        out = tmp_path / f"{name}.geojson"
        assert main(["map", "export-geojson", str(target), "-o", str(out), "--space", space]) == 0
        for replace in (["--replace"],):
            assert main(["map", "import-geojson", str(target), str(out), *replace]) == 0, capsys.readouterr().err
        assert target.read_bytes() == (MAPS / name).read_bytes(), name


@pytest.mark.parametrize("rfc7946", ["YES", "NO"])
def test_a_scan_space_file_survives_gdal_writers(tmp_path: Path, rfc7946: str) -> None:
    """GDAL keeps the declared projected CRS; with RFC7946=YES it reprojects to lon/lat (nothing dropped)
    and the import projects back: the map is byte-identical either way."""
    raw = pytest.importorskip("pyogrio.raw", reason="pyogrio (GDAL's GeoJSON driver) is not installable here")
    from ccp_editor.cli import main

    maps = _demo_box(tmp_path)
    for name in ("demo-coastal.yaml", "demo-inland.yaml"):
        target = maps / name
        ours, gdal = tmp_path / "ours.geojson", tmp_path / "gdal.geojson"
        assert main(["map", "export-geojson", str(target), "-o", str(ours), "--space", "scan"]) == 0
        meta, _fids, geometry, field_data = raw.read(ours)
        raw.write(gdal, geometry, field_data, meta["fields"], driver="GeoJSON", geometry_type=meta["geometry_type"],
                  crs=meta["crs"], layer_options={"RFC7946": rfc7946})
        data = json.loads(gdal.read_text())
        assert ("crs" in data) == (rfc7946 == "NO")
        assert all(f["geometry"]["coordinates"][0] for f in data["features"])  # no position dropped
        assert main(["map", "import-geojson", str(target), str(gdal), "--replace"]) == 0
        assert target.read_bytes() == (MAPS / name).read_bytes(), name


def test_a_grid_space_file_stays_rfc_7946(demo: MapDocument) -> None:
    data = to_geojson(demo, "grid")
    assert "crs" not in data
    positions = [p for f in data["features"] for ring in (f["geometry"]["coordinates"] if f["geometry"]["type"] == "Polygon" else [f["geometry"]["coordinates"]]) for p in ring]
    assert all(-180 <= x <= 180 and -90 <= y <= 90 for x, y in positions)
    assert to_geojson(demo, "pixels")["crs"]["properties"]["name"] == "urn:ogc:def:crs:EPSG::3857"


def test_a_chosen_space_keeps_a_file_that_overhangs_the_edge(tmp_path: Path) -> None:
    """Read in a chosen space (QGIS dropped the member and properties), the overhanging ocean is kept,
    while the same file read in the wrong space is still refused."""
    coastal = load_document(MAPS / "demo-coastal.yaml", MapDocument)
    data = _as_qgis_resaves(to_geojson(coastal, "grid"))
    for feat in data["features"]:
        del feat["properties"]["ccp_space"]
    shapes, _ = from_geojson(data, coastal, space="grid")
    assert [s.polygon for s in shapes.terrain] != [] and shapes.terrain[0].id == "ocean"
    assert Polygon(shapes.terrain[0].polygon).equals(Polygon(coastal.shapes.terrain[0].polygon))
    with pytest.raises(GeoJsonError, match="no usable shapes|Nothing was imported"):
        from_geojson(data, coastal, space="pixels")


def _unique_per_layer(shapes) -> bool:
    return all(len({s.id for s in layer}) == len(layer) for layer in (shapes.terrain, shapes.levels, shapes.lines))


def test_every_valid_shape_set_round_trips_exactly_in_grid_space(demo: MapDocument) -> None:
    """Any schema-valid shapes (overhanging, far off the map, closed rings, either turn, ids shared by two
    layers) come back from export then import as they were, every digit kept."""
    from hypothesis import HealthCheck, given, settings

    from ccp_editor.model.mapdoc import Shapes
    from tests.strategies import dataclass_strategy

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(dataclass_strategy(Shapes).filter(_unique_per_layer).filter(lambda s: s.terrain or s.levels or s.lines))
    def check(shapes: Shapes) -> None:
        doc = copy.deepcopy(demo)
        doc.shapes = shapes
        text = json.dumps(to_geojson(doc, "grid"))
        back, notes = from_geojson(json.loads(text), doc)
        assert notes == []
        assert back == shapes

    check()


@pytest.mark.slow
@pytest.mark.parametrize("rfc7946", ["YES", "NO"])
@pytest.mark.parametrize("space", ["scan", "grid"])
def test_every_demo_map_survives_ogr2ogr(tmp_path: Path, rfc7946: str, space: str) -> None:
    """The ogr2ogr command line keeps the ``ccp`` member (GDAL's bindings drop it): with RFC7946=YES the crs is
    gone while the member still names it, so the import knows the positions were reprojected."""
    import shutil
    import subprocess

    ogr2ogr = shutil.which("ogr2ogr")
    if ogr2ogr is None:
        pytest.skip("ogr2ogr (GDAL) is not installed")
    from ccp_editor.cli import main

    maps = _demo_box(tmp_path)
    for name in ("demo-coastal.yaml", "demo-inland.yaml"):
        target, ours, gdal = maps / name, tmp_path / "ours.geojson", tmp_path / "gdal.geojson"
        gdal.unlink(missing_ok=True)
        assert main(["map", "export-geojson", str(target), "-o", str(ours), "--space", space]) == 0
        subprocess.run([ogr2ogr, "-f", "GeoJSON", "-lco", f"RFC7946={rfc7946}", str(gdal), str(ours)],
                       check=True, capture_output=True, timeout=120)
        assert main(["map", "import-geojson", str(target), str(gdal), "--replace"]) == 0
        assert target.read_bytes() == (MAPS / name).read_bytes(), name
