"""Bench figure ``derive_map_ms``: full terrain derivation of the larger demo map (goal < 100 ms)."""

from __future__ import annotations

from pathlib import Path

from ..core.terrain import derive
from ..io.dataset import PACKAGE_DIR, builtin_ruleset, demo_dataset_root
from ..io.documents import load_document
from ..model.mapdoc import MapDocument
from .registry import figure, median_ms


def _shape_count(m: MapDocument) -> int:
    return len(m.shapes.terrain) + len(m.shapes.levels) + len(m.shapes.lines)


def larger_demo_map() -> MapDocument:
    """The demo map with the most traced shapes (the heavier derivation)."""
    root = demo_dataset_root() or PACKAGE_DIR.parent
    paths = sorted(Path(root, "maps").glob("demo-*.yaml"))
    if not paths:
        raise FileNotFoundError(f"no demo maps in {Path(root, 'maps')}")
    maps = [load_document(p, MapDocument) for p in paths]
    return max(maps, key=lambda m: (_shape_count(m), m.id))  # type: ignore[arg-type]


@figure("derive_map_ms")
def derive_map_ms() -> float:
    m = larger_demo_map()
    rs = builtin_ruleset()
    return median_ms(lambda: derive(m, rs), repeat=15, warmup=2)
