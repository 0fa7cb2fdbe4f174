"""The map editor: scan calibration, terrain tracing and the derived hex view (issue 6).

Importing this package registers the editor as the first sub-view of every map document tab; the
editor itself (and the geometry libraries it draws with) loads when the first map tab opens, so
starting the application does not wait for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..document import SAVE_PREPARERS, DocumentModel
from ..i18n import COUNT, translate
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


def tidy_map_for_save(model: DocumentModel) -> str:
    """Before a map is written: traced points rounded to tracing precision and a stored derived
    hex cache derived again (``core.mapsave``), applied to the open document so what is on screen
    is what is on disk; returns what changed, in words ('' when nothing did)."""
    from ...core.editing import LAYERS, shape_list
    from ...core.mapsave import COORD_DECIMALS, tidy_for_save
    from ...io.dataset import builtin_ruleset
    from ...model.mapdoc import MapDocument

    doc = model.doc
    if not isinstance(doc, MapDocument):
        return ""
    ruleset = model.dataset.ruleset if model.dataset is not None and model.dataset.ruleset is not None else builtin_ruleset()
    tidy = tidy_for_save(doc, ruleset)
    for layer in LAYERS:
        for i, (old, new) in enumerate(zip(shape_list(doc.shapes, layer), shape_list(tidy.doc.shapes, layer), strict=True)):
            if old != new:
                model._apply_set(f"/shapes/{layer}/{i}", new)
    notes = []
    if tidy.rounded_shapes:
        rounded = tidy.rounded_shapes
        notes.append(translate("MapEditor", "%n shape(s) rounded to {d} decimals", None, COUNT, rounded).format(d=COORD_DECIMALS))
    if tidy.cache_refreshed and tidy.cache_changed:
        model._apply_set("/hexes", tidy.doc.hexes)
        changed = len(tidy.cache_changed)
        notes.append(translate("MapEditor", "stored hex terrain brought up to date in %n hex(es)", None, COUNT, changed))
    return "; ".join(notes)


SUBVIEW_FACTORIES["map"] = _map_subviews
SAVE_PREPARERS["map"] = tidy_map_for_save

__all__ = ["MapEditor"]
