"""Scan calibration: least-squares affine fit, residuals, both directions, degenerate sets refused."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.calibration import Affine, CalibrationError, calibrate, fit_affine, map_calibration
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.model.mapdoc import ControlPoint, MapDocument, ScanInfo

GRID = HexGrid()
TRUE = Affine.similarity(41.5, 1.6, 212.0, 148.0)  # a scan at 41.5 px per unit, turned 1.6 degrees


def points(hexes: list[str], transform: Affine = TRUE, noise: dict[str, tuple[float, float]] | None = None) -> list[ControlPoint]:
    out = []
    for h in hexes:
        px, py = transform.apply(*GRID.center(h))
        dx, dy = (noise or {}).get(h, (0.0, 0.0))
        out.append(ControlPoint(hex=h, x=px + dx, y=py + dy))
    return out


def test_three_points_fit_exactly() -> None:
    cal = calibrate(points(["A1", "O1", "H10"]), GRID)
    assert cal.rms == pytest.approx(0.0, abs=1e-9)
    assert all(r.distance == pytest.approx(0.0, abs=1e-9) for r in cal.residuals)
    for name in "abcdef":
        assert getattr(cal.transform, name) == pytest.approx(getattr(TRUE, name), abs=1e-7)


def test_consistent_points_give_zero_residuals_and_both_directions_agree() -> None:
    cal = calibrate(points(["A1", "O1", "A10", "O10", "H5", "C7"]), GRID)
    assert cal.rms < 1e-9
    assert cal.transform.rotation_degrees == pytest.approx(1.6)
    assert cal.transform.scale == pytest.approx(41.5)
    px, py = cal.grid_to_pixel(*GRID.center("K4"))
    assert (px, py) == pytest.approx(TRUE.apply(*GRID.center("K4")))
    assert cal.pixel_to_grid(px, py) == pytest.approx(GRID.center("K4"))
    assert GRID.hex_at_point(*cal.pixel_to_grid(px + 3.0, py - 2.0)) == "K4"


def test_noisy_rectangle_residuals_are_the_hand_worked_figures() -> None:
    # A1, C1, A3, C3 are the corners of a rectangle in grid space. With one point pushed 4 px
    # right, an affine fit spreads the error over all four: each residual is 4/4 = 1 px, with
    # signs (+, -, -, +) in rectangle order, and the RMS is 1 px.
    cps = points(["A1", "C1", "A3", "C3"], noise={"A1": (4.0, 0.0)})
    cal = calibrate(cps, GRID)
    by_hex = {r.hex: r for r in cal.residuals}
    assert by_hex["A1"].dx == pytest.approx(1.0)
    assert by_hex["C1"].dx == pytest.approx(-1.0)
    assert by_hex["A3"].dx == pytest.approx(-1.0)
    assert by_hex["C3"].dx == pytest.approx(1.0)
    assert all(r.dy == pytest.approx(0.0, abs=1e-9) for r in cal.residuals)
    assert cal.rms == pytest.approx(1.0)
    assert cal.max_residual == pytest.approx(1.0)


def test_noisy_fit_residuals_are_small_but_not_zero() -> None:
    noise = {"A1": (0.8, -0.5), "O1": (-0.6, 0.9), "A10": (0.4, 0.7), "O10": (-0.9, -0.3), "H5": (0.2, -0.6)}
    cal = calibrate(points(list(noise), noise=noise), GRID)
    assert 0.1 < cal.rms < 1.2
    # least squares with a free translation: the residuals balance out
    assert sum(r.dx for r in cal.residuals) == pytest.approx(0.0, abs=1e-9)
    assert sum(r.dy for r in cal.residuals) == pytest.approx(0.0, abs=1e-9)
    assert cal.rms == pytest.approx(math.sqrt(sum(r.distance**2 for r in cal.residuals) / 5))


@pytest.mark.parametrize(
    ("hexes", "message"),
    [
        (["A1", "O10"], "at least 3"),
        ([], "at least 3"),
        (["A1", "A5", "A9"], "one line"),  # one column: collinear
        (["A1", "C1", "E1", "G1"], "one line"),  # even columns of row 1 share y: collinear
        (["A1", "O1", "A1"], "two control points"),
        (["A1", "O1", "Z9"], "not a hex"),
        (["A1", "O1", "P3"], "not a hex"),
    ],
)
def test_degenerate_sets_are_refused(hexes: list[str], message: str) -> None:
    cps = [ControlPoint(hex=h, x=float(10 * i), y=float(7 * i * i)) for i, h in enumerate(hexes)]
    with pytest.raises(CalibrationError, match=message):
        calibrate(cps, GRID)


def test_collinear_scan_points_are_refused() -> None:
    cps = [ControlPoint(hex=h, x=float(i), y=float(2 * i)) for i, h in enumerate(["A1", "O1", "H10"])]
    with pytest.raises(CalibrationError, match="one line"):
        calibrate(cps, GRID)


def test_non_finite_points_are_refused() -> None:
    with pytest.raises(CalibrationError, match="finite"):
        fit_affine([(0, 0), (1, 0), (0, 1)], [(0, 0), (float("nan"), 0), (0, 1)])


def test_map_without_scan_has_no_calibration() -> None:
    m = MapDocument(kind="map", format=1, id="x", name="x", provenance="user")
    assert map_calibration(m) is None
    m.scan = ScanInfo(file="x.png", control_points=points(["A1", "O1", "H10", "C4"]))
    cal = map_calibration(m)
    assert cal is not None and cal.rms < 1e-9


def test_affine_compose_and_invert() -> None:
    other = Affine(2.0, 0.5, -3.0, 0.25, 1.5, 7.0)
    both = TRUE.then(other)
    assert both.apply(3.0, -2.0) == pytest.approx(other.apply(*TRUE.apply(3.0, -2.0)))
    assert TRUE.inverse().apply(*TRUE.apply(5.0, 4.0)) == pytest.approx((5.0, 4.0))
    with pytest.raises(CalibrationError):
        Affine(1.0, 2.0, 0.0, 2.0, 4.0, 0.0).inverse()


@settings(max_examples=40, deadline=None)
@given(
    scale=st.floats(5.0, 200.0),
    degrees=st.floats(-20.0, 20.0),
    shear=st.floats(-0.2, 0.2),
    tx=st.floats(-500.0, 500.0),
    ty=st.floats(-500.0, 500.0),
    hexes=st.lists(st.sampled_from(GRID.hex_ids), min_size=3, max_size=8, unique=True),
)
def test_any_exact_transform_is_recovered(scale, degrees, shear, tx, ty, hexes) -> None:
    base = Affine.similarity(scale, degrees, tx, ty)
    transform = Affine(base.a, base.b + shear * scale, base.c, base.d, base.e, base.f)
    cps = points(hexes, transform)
    try:
        cal = calibrate(cps, GRID)
    except CalibrationError as exc:
        assert "one line" in str(exc)
        return
    assert cal.rms < 1e-6 * scale
    x, y = GRID.center("H5")
    assert cal.pixel_to_grid(*transform.apply(x, y)) == pytest.approx((x, y), abs=1e-6)
