"""Bench figures of terrain proposed from a scan (DESIGN §7).

``propose_terrain_ms``: the whole proposal for a 4,400 x 2,900 printed-style synthetic scan of a
15 x 10 map (300 dpi; symbols over tints, turned 0.7 degrees, uneven light, JPEG), with one sample
area per terrain Type, on one core (median of 5; goal at most 5,000 ms).
``propose_terrain_cpu_ms``: its process CPU time (the wall time on a shared machine includes waiting).
``propose_peak_mib`` against ``propose_image_mib``: the most memory the proposal allocates on top
of the decoded scan, against the decoded scan itself (goal under 4 x).
"""

from __future__ import annotations

import os
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from .registry import Samples, figure, median_ms

WIDTH, HEIGHT = 4400, 2900


@lru_cache(maxsize=1)
def _scan():
    from ..core import propose, proposeeval, scansynth

    truth = scansynth.random_layout(101)
    scan = scansynth.render(truth, WIDTH, HEIGHT, scheme="classic", printed=True, seed=101)
    sampled = proposeeval.sample_map(scan.truth)
    return scan.image, sampled, propose.samples_from_map(sampled)


@contextmanager
def _one_core() -> Iterator[None]:
    getter = getattr(os, "sched_getaffinity", None)
    if getter is None:
        yield
        return
    before = getter(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def _run() -> None:
    from ..core.propose import propose

    image, doc, samples = _scan()
    propose(image, doc, samples)


@figure("propose_terrain_ms")
def propose_terrain_ms() -> float:
    _scan()
    with _one_core():
        return median_ms(_run, repeat=5, warmup=1)


@figure("propose_terrain_cpu_ms")
def propose_terrain_cpu_ms() -> float:
    """The same proposal's process CPU time (median of 5): what it costs a core, however busy the
    machine is with other work."""
    _scan()
    times = []
    with _one_core():
        _run()
        for _ in range(5):
            t0 = time.process_time()
            _run()
            times.append((time.process_time() - t0) * 1000.0)
    return Samples(times)


@figure("propose_image_mib")
def propose_image_mib() -> float:
    return _scan()[0].nbytes / 2**20


@figure("propose_peak_mib")
def propose_peak_mib() -> float:
    _scan()
    tracemalloc.start()
    try:
        _run()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()
