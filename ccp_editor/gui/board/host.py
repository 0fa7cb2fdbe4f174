"""What the board's view, panels and fire dialog ask of the board controller, as a protocol.

``BoardWidget`` implements it; the parts it owns depend on this protocol, not on the widget, so the
board package has no import cycle (the widget imports its parts, never the reverse).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QPoint

from ...play.session import ActionResult, PlaytestSession
from .scene import CounterItem


@dataclass
class DragState:
    """A drag in progress: the pieces, where they started and the path so far."""

    ids: list[str]
    items: list[CounterItem]
    start: str
    path: list[str]
    advance: bool
    reach: dict[str, tuple[float, list[str]]] = field(default_factory=dict)
    target: str | None = None
    exit_edge: str | None = None
    legal: bool = False
    note: str = ""


class BoardHost(Protocol):
    """The board controller: the session, and what a click, a drag or a panel button asks it to do."""

    armed: str | None

    @property
    def session(self) -> PlaytestSession: ...

    def perform(self, result: ActionResult) -> ActionResult: ...

    def show_message(self, text: str, ok: bool = True) -> None: ...

    def write_setup(self) -> bool: ...

    def click_piece(self, piece_id: str | None, add: bool) -> None: ...

    def select_stack(self, piece_id: str) -> None: ...

    def drag_group(self, piece_id: str, single: bool = False) -> list[str]: ...

    def preview_drag(self, d: DragState) -> tuple[bool, str, list[tuple[str, float]]]: ...

    def finish_drag(self, d: DragState) -> ActionResult | None: ...

    def arm(self, piece_id: str) -> None: ...

    def place_armed(self, hex_id: str) -> ActionResult | None: ...

    def probe_los(self, a: str, b: str) -> None: ...

    def fire_at(self, hex_id: str) -> object: ...

    def map_click(self, hex_id: str) -> bool: ...

    def map_hover(self, hex_id: str | None) -> None: ...

    def context_menu(self, hex_id: str | None, piece_id: str | None, pos: QPoint) -> None: ...
