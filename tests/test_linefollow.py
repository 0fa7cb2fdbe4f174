"""Following a printed line on a scan between clicked ends (least-cost path on colour distance)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from shapely.geometry import LineString

from ccp_editor.core.calibration import Affine, Calibration
from ccp_editor.core.linefollow import FollowError, follow

SCALE = 60.0  # pixels per hex unit


def _scan(seed: int = 0):
    """A tinted scan with a winding red road and a straight dark grid line across it."""
    rng = np.random.default_rng(seed)
    h, w = 420, 700
    img = np.empty((h, w, 3), np.float32)
    img[:] = (205, 200, 150)
    yy, xx = np.mgrid[0:h, 0:w]
    t = np.linspace(60, 640, 2000)
    road = np.column_stack([t, 210 + 90 * np.sin((t - 60) / 580 * 2 * math.pi)])
    line = LineString(road)
    near = np.zeros((h, w), bool)
    for x, y in road[::4]:
        near |= (xx - x) ** 2 + (yy - y) ** 2 <= 4.5**2
    img[near] = (170, 40, 30)
    img[:, 350:352] = (40, 40, 40)  # a hex outline crossing the road
    img += rng.normal(0, 4, img.shape)
    transform = Affine.similarity(SCALE, 0.7, 20.0, 15.0)
    cal = Calibration(transform, transform.inverse(), (), 0.0)
    return np.clip(img, 0, 255).astype(np.uint8), cal, line, road


def test_the_traced_line_follows_the_printed_road_between_its_two_ends() -> None:
    image, cal, truth, road = _scan()
    ends = [cal.pixel_to_grid(*road[0]), cal.pixel_to_grid(*road[-1])]
    pts = follow(image, cal, ends)
    assert len(pts) >= 5  # the bends of the road, not one straight segment
    in_px = LineString([cal.grid_to_pixel(x, y) for x, y in pts])
    worst = max(truth.distance(LineString([p, p]).centroid) for p in in_px.coords)
    assert worst < 0.06 * SCALE  # within six hundredths of a hex of the printed road
    straight = LineString([road[0], road[-1]])
    assert max(straight.distance(LineString([p, p]).centroid) for p in road) > 1.0 * SCALE


def test_a_bend_click_is_kept_and_one_click_is_refused() -> None:
    image, cal, truth, road = _scan(1)
    mid = road[len(road) // 2]
    clicks = [cal.pixel_to_grid(*road[0]), cal.pixel_to_grid(*mid), cal.pixel_to_grid(*road[-1])]
    pts = follow(image, cal, clicks)
    assert min(math.dist(p, clicks[1]) for p in pts) < 0.05
    with pytest.raises(FollowError):
        follow(image, cal, clicks[:1])
