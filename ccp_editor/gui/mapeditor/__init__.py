"""The map editor: scan calibration, terrain tracing and the derived hex view (issue 6).

Importing this package registers the editor as the first sub-view of every map document tab.
"""

from __future__ import annotations

from ..document import DocumentModel
from ..i18n import tr
from ..subviews import SUBVIEW_FACTORIES
from .editor import MapEditor


def _map_subviews(model: DocumentModel) -> list:
    return [("editor", tr("MapEditor", "Map editor"), MapEditor(model))]


SUBVIEW_FACTORIES["map"] = _map_subviews

__all__ = ["MapEditor"]
