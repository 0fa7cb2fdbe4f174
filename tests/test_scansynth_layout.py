"""The synthetic scans' layouts (the ground truth proposals are scored against) are valid maps:
every area a valid polygon, terrain areas never overlapping, for any seed."""

from __future__ import annotations

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

from ccp_editor.core import scansynth


def _check_layout(seed: int) -> None:
    doc = scansynth.random_layout(seed)
    terrain = [Polygon(s.polygon, s.holes) for s in doc.shapes.terrain]
    levels = [Polygon(s.polygon, s.holes) for s in doc.shapes.levels]
    for shape, poly in zip([*doc.shapes.terrain, *doc.shapes.levels], [*terrain, *levels], strict=True):
        assert poly.is_valid, f"seed {seed}: {shape.id} {shapely.is_valid_reason(poly)}"
        assert poly.area > 0.5, f"seed {seed}: {shape.id}"
    assert terrain and levels
    overlap = sum(p.area for p in terrain) - shapely.union_all(terrain).area
    assert overlap < 1e-3, f"seed {seed}: terrain areas overlap by {overlap}"


@pytest.mark.parametrize("seed", [47, 112, 122, 169, 216])
def test_layouts_that_once_rounded_into_self_crossing_rings_are_valid(seed: int) -> None:
    _check_layout(seed)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31 - 1))
def test_every_layout_polygon_is_valid(seed: int) -> None:
    _check_layout(seed)
