"""The terrain of a map's hexes as its traced shapes say *now*.

A map stores a cache of its derived hexes (``MapDocument.hexes``); while the map is being traced in
the app the shapes change and the cache does not until the hexes are derived again. Every check
that asks "what is in this hex" (a unit set up in water, a fortification in a stream) reads this
module instead of the cache, so a scenario is judged against the map as it is, not as it was saved.
The derivation is remembered per content, so checking one scenario after another costs it once.
"""

from __future__ import annotations

import pickle
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..model.mapdoc import HexInfo, MapDocument
from ..model.ruleset import RuleSet
from .hexgrid import HexGrid

if TYPE_CHECKING:
    from .terrain import Derivation

_CACHE: OrderedDict[tuple[int, Any], Derivation] = OrderedDict()
_CACHE_SIZE = 8
# while ``maps_unchanged()`` is on: id(map) -> (the map, its content key)
_KEYS: dict[int, tuple[MapDocument, tuple[int, Any]]] | None = None


def _content_key(map_doc: MapDocument, ruleset: RuleSet) -> tuple[int, Any]:
    """The traced geometry, overrides and grid written out (pickled, a fifth of the time of their
    repr; repr if something in them will not pickle): cheap next to a derivation, and it changes
    with any edit made in place by the map editor."""
    if _KEYS is not None:
        known = _KEYS.get(id(map_doc))
        if known is not None and known[0] is map_doc:
            return id(ruleset), known[1][1]
    content = (map_doc.grid, map_doc.shapes, map_doc.overrides)
    try:
        written: Any = pickle.dumps(content, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - any value pickle refuses: its text is as good a key
        written = repr(content)
    key = (id(ruleset), written)
    if _KEYS is not None:
        _KEYS[id(map_doc)] = (map_doc, key)
    return key


@contextmanager
def maps_unchanged() -> Iterator[None]:
    """A block in which no map is edited in place (a command checking many scenarios or a whole
    box): each map's content key is worked out once, not at every check."""
    global _KEYS
    if _KEYS is not None:  # already on
        yield
        return
    _KEYS = {}
    try:
        yield
    finally:
        _KEYS = None
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)


def current_derivation(map_doc: MapDocument, ruleset: RuleSet) -> Derivation:
    """The derivation of the map's traced shapes as they are now, remembered per content: the box
    check of its stored hexes and the checks of the scenarios played on it share one. While
    ``maps_unchanged`` is on, every map met is kept (a box's maps are checked in turn, its
    scenarios in any order); otherwise the last ``_CACHE_SIZE``. Read-only for callers."""
    key = _content_key(map_doc, ruleset)
    derived = _CACHE.get(key)
    if derived is None:
        from .terrain import derive  # shapely loads only when a traced map is checked

        derived = derive(map_doc, ruleset)
        _CACHE[key] = derived
        limit = _CACHE_SIZE if _KEYS is None else _CACHE_SIZE + len(_KEYS)
        while len(_CACHE) > limit:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return derived


def current_hexes(map_doc: MapDocument, ruleset: RuleSet | None) -> dict[str, HexInfo]:
    """Each hex's effective terrain (overrides applied), derived from the traced shapes when the map
    has any; a map without shapes (hexes entered one by one) has only its stored hexes to go by."""
    traced = map_doc.shapes.terrain or map_doc.shapes.levels or map_doc.shapes.lines
    if ruleset is None or not traced:
        grid = HexGrid(map_doc.grid)
        out = {}
        for h in grid.hex_ids:
            info = map_doc.hex_info(h)
            if info is not None:
                out[h] = info
        return out
    return current_derivation(map_doc, ruleset).effective
