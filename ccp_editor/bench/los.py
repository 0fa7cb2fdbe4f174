"""Bench figures of the LOS engine, measured on the larger demo map (demo-inland).

``los_raw_intersections_ms`` is the geometric floor of the problem: every centre-to-centre segment
tested against every traced obstacle and hindrance drawing with shapely alone (an STRtree over the
segments queried with the prepared drawings, the fastest bare form), with no rules applied.
``los_all_pairs_ms`` is the engine answering every unordered pair with all the rules; the goal is
no more than 4x the floor.
"""

from __future__ import annotations

import random
import time
from functools import cache

import numpy as np
import shapely

from ..core.los import LosEngine
from .registry import Samples, figure, median_ms

BENCH_MAP = "demo-inland"


@cache
def _engine() -> LosEngine:
    from ..io.dataset import builtin_ruleset, demo_dataset_root
    from ..io.documents import load_document
    from ..model.mapdoc import MapDocument

    root = demo_dataset_root()
    path = root / "maps" / f"{BENCH_MAP}.yaml" if root is not None else None
    if path is None or not path.is_file():
        raise RuntimeError(f"the demo map {BENCH_MAP!r} is not installed")
    doc = load_document(path, MapDocument)
    assert isinstance(doc, MapDocument)
    return LosEngine(doc, builtin_ruleset())


@figure("los_engine_build_ms")
def los_engine_build_ms() -> float:
    """Per-map precomputation (derivation included), paid once when a map is opened."""
    engine = _engine()
    return median_ms(lambda: LosEngine(engine.map, engine.ruleset), repeat=5, warmup=1)


@figure("los_all_pairs_ms")
def los_all_pairs_ms() -> float:
    """Every unordered hex pair of the map (11,175 on a 15 x 10 map), no markers, warm engine."""
    engine = _engine()
    return median_ms(engine.all_pairs, repeat=5, warmup=1)


@figure("los_query_us")
def los_query_us() -> float:
    """Median single query with its explanation, over 300 fixed random pairs, warm engine."""
    engine = _engine()
    rng = random.Random(20240601)
    pairs = [(rng.choice(engine.ids), rng.choice(engine.ids)) for _ in range(300)]
    for a, b in pairs[:20]:
        engine.query(a, b)
    times = []
    for a, b in pairs:
        t0 = time.perf_counter()
        engine.query(a, b)
        times.append((time.perf_counter() - t0) * 1e6)
    return Samples(times)


@figure("los_raw_intersections_ms")
def los_raw_intersections_ms() -> float:
    """The bare shapely test of all centre-to-centre segments against all obstacle/hindrance drawings."""
    engine = _engine()
    shapes = np.array(engine.los_shapes, dtype=object)
    for g in shapes:
        shapely.prepare(g)
    a, b = np.triu_indices(len(engine.ids), k=1)

    def run() -> None:
        segments = shapely.linestrings(np.stack([engine.centres[a], engine.centres[b]], axis=1))
        shapely.STRtree(segments).query(shapes, predicate="intersects")

    return median_ms(run, repeat=5, warmup=1)
