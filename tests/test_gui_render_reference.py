"""The map painter's picture matches its stored reference, and the comparison notices a change a user
would see (a layer gone) while ignoring what differs between machines (tested on the same render)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPainter

from ccp_editor.gui.render import RenderOptions, ensure_gui_app, render_image
from ccp_editor.model.dataset import DataSet

from .reference_images import assert_matches_reference


def test_demo_map_render_matches_its_reference_and_a_missing_area_is_caught(demo_ds: DataSet) -> None:
    ensure_gui_app()
    image = render_image(demo_ds.maps["demo-inland"], RenderOptions(px_per_hex=40.0))
    assert_matches_reference(image, "render-demo-inland")
    damaged = image.copy()
    painter = QPainter(damaged)
    painter.fillRect(QRect(0, 0, damaged.width() // 2, damaged.height() // 3), QColor("#ffffff"))
    painter.end()
    with pytest.raises(AssertionError, match="differs from"):
        assert_matches_reference(damaged, "render-demo-inland")
