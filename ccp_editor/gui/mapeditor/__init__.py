"""The map editor: scan calibration, terrain tracing and the derived hex view (issue 6).

Importing this package registers the editor as the first sub-view of every map document tab; the
editor itself (and the geometry libraries it draws with) loads when the first map tab opens, so
starting the application does not wait for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..document import DocumentModel
from ..i18n import translate
from ..subviews import SUBVIEW_FACTORIES

if TYPE_CHECKING:
    from .editor import MapEditor


def _map_subviews(model: DocumentModel) -> list:
    from .editor import MapEditor

    return [("editor", translate("MapEditor", "Map editor"), MapEditor(model))]


def __getattr__(name: str) -> Any:
    if name == "MapEditor":
        from .editor import MapEditor

        return MapEditor
    raise AttributeError(name)


SUBVIEW_FACTORIES["map"] = _map_subviews

__all__ = ["MapEditor"]
