"""What the map editor's tools ask of the editor, as a protocol.

``MapEditor`` implements it; the tools depend on this protocol rather than on the editor widget, so
the editor imports its tools and nothing imports the editor back.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF

from ...core.los import LosResult
from ..document import DocumentModel
from .canvas import MapCanvas
from .state import MapEditorState


class EditorHost(Protocol):
    """The map editor as its tools see it: the canvas, the edit state, the document, and the few
    editor actions a tool triggers."""

    canvas: MapCanvas
    state: MapEditorState
    model: DocumentModel

    def next_calibration_hex(self, pos: QPointF) -> str: ...

    def calibration_point_added(self, hex_id: str) -> None: ...

    def show_los(self, result: LosResult | None, a: str, b: str) -> None: ...

    def delete_selected(self) -> None: ...

    def split_selected(self, cut: list[list[float]]) -> None: ...
