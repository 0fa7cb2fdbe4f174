"""Bench figures of the random scenario generation (demo data set, both demo maps)."""

from __future__ import annotations

import time

from ..rsg.context import RsgData, prepare
from .registry import figure


def _demo() -> RsgData:
    from ..io.dataset import demo_dataset_root, load_dataset

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is not installed")
    ds, problems = load_dataset(root)
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        raise RuntimeError(errors[0].format())
    return prepare(ds)


@figure("rsg_scenarios_per_s")
def rsg_scenarios_per_s() -> float:
    """Complete scenarios per second: auto decider, one process, Scenario objects built, output not
    schema-validated (best of three runs of 3,000 seeds, after a warm-up that builds the map plans)."""
    from ..rsg.engine import generate

    data = _demo()
    for s in range(300):
        generate(data, s)
    best = 0.0
    n = 3000
    for run in range(3):
        t0 = time.perf_counter()
        base = 10_000 + run * n
        for s in range(base, base + n):
            generate(data, s)
        best = max(best, n / (time.perf_counter() - t0))
    return best


@figure("rsg_stats_100k_s")
def rsg_stats_100k_s() -> float:
    """Seconds for ``rsg-stats -n 100000`` without its progress bar: 100,000 generations and tallies."""
    from ..rsg.stats import run_stats

    data = _demo()
    t0 = time.perf_counter()
    stats, _ = run_stats(data, 100_000, 0)
    elapsed = time.perf_counter() - t0
    if stats.count != 100_000:
        raise RuntimeError("rsg-stats did not finish")
    return elapsed
