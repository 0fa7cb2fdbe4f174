"""Properties of the board's geometry and counter art: a click anywhere inside a hex lands on that
hex, a point past a map edge names that edge (exits), and a counter image depends on its look only."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from ccp_editor.gui.board.counters import CounterLook, clear_cache, counter_image
from ccp_editor.gui.board.scene import BoardScene
from ccp_editor.gui.board.style import BROKEN_RED, UNIT
from ccp_editor.gui.render import ensure_gui_app
from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.play.session import PlaytestSession

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture(scope="module")
def scene() -> BoardScene:
    ensure_gui_app()
    assert DEMO is not None
    ds, _ = load_dataset(DEMO)
    session = PlaytestSession.create(ds.scenarios["demo-ridge-line"], ds, seed=1)
    return BoardScene(session)


@settings(max_examples=80, deadline=None)
@given(index=st.integers(min_value=0, max_value=149), angle=st.floats(0, 2 * math.pi), radius=st.floats(0, 0.84))
def test_a_point_inside_a_hex_is_that_hex(scene: BoardScene, index: int, angle: float, radius: float) -> None:
    hex_id = scene.grid.hex_ids[index % len(scene.grid.hex_ids)]
    c = scene.hex_center(hex_id)
    p = QPointF(c.x() + math.cos(angle) * radius * UNIT, c.y() + math.sin(angle) * radius * UNIT)
    assert scene.hex_at(p) == hex_id
    assert scene.off_map_edge(p) is None


@settings(max_examples=80, deadline=None)
@given(edge=st.sampled_from(["top", "bottom", "left", "right"]), along=st.floats(0.05, 0.95), out=st.floats(0.95, 2.5))
def test_a_point_past_an_edge_names_that_edge(scene: BoardScene, edge: str, along: float, out: float) -> None:
    min_x, min_y, max_x, max_y = scene.grid.bounds()
    x = min_x + along * (max_x - min_x)
    y = min_y + along * (max_y - min_y)
    point = {"top": (x, min_y - out), "bottom": (x, max_y + out), "left": (min_x - out, y), "right": (max_x + out, y)}[edge]
    assert scene.off_map_edge(QPointF(point[0] * UNIT, point[1] * UNIT)) == edge


looks = st.builds(
    CounterLook,
    piece_id=st.from_regex(r"[JA][0-9]{2}w?", fullmatch=True),
    kind=st.sampled_from(["squad", "team", "leader", "hero", "scout", "sogeki_hei", "private", "weapon", "radio", "sighting"]),
    nation=st.sampled_from(["JP", "US", "CW", "XX", ""]),
    side=st.sampled_from(["japan", "allied"]),
    broken=st.booleans(),
    fp=st.sampled_from(["", "1", "7", "12"]),
    range=st.sampled_from(["", "5", "1-8"]),
    move=st.sampled_from(["", "4", "-1"]),
    morale=st.sampled_from(["", "8", "10"]),
    command=st.sampled_from(["", "2", "M", "-"]),
    suppressed=st.booleans(),
    veteran=st.booleans(),
    weapon=st.sampled_from(["", "MG", "HMG"]),
    weapon_type=st.sampled_from(["", "mg", "mortar", "flamethrower", "gun"]),
    ordnance=st.booleans(),
    figures=st.integers(0, 4),
)


@settings(max_examples=40, deadline=None)
@given(look=looks, pixels=st.integers(12, 90))
def test_counter_art_depends_on_its_look_only(scene: BoardScene, look: CounterLook, pixels: int) -> None:
    first = counter_image(look, pixels)
    clear_cache()
    second = counter_image(look, pixels)
    assert first is not second and first == second
    assert (first.width(), first.height()) == (pixels, pixels)
    centre = QColor(first.pixel(pixels // 2, pixels // 2))
    assert centre.alpha() == 255  # the counter is opaque: nothing under it shows through
    if look.broken and look.kind != "sighting" and pixels >= 30:
        top = QColor(first.pixel(pixels // 2, max(2, round(pixels * 0.07))))
        assert (top.red(), top.green(), top.blue()) == (BROKEN_RED.red(), BROKEN_RED.green(), BROKEN_RED.blue())
