"""Bench figures of the random scenario generation (demo data set, both demo maps)."""

from __future__ import annotations

import time

from ..rsg.context import RsgData, prepare
from .registry import Samples, figure, scale


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


RUNS = 5
SEEDS = 3000


@figure("rsg_scenarios_per_s")
def rsg_scenarios_per_s() -> Samples:
    """Complete scenarios per second: auto decider, one process, Scenario objects built, output not
    schema-validated (five runs of 3,000 seeds after a warm-up that builds the map plans; median)."""
    from ..rsg.engine import generate

    data = _demo()
    for s in range(300):
        generate(data, s)
    rates = []
    for run in range(RUNS):
        t0 = time.perf_counter()
        base = 10_000 + run * SEEDS
        for s in range(base, base + SEEDS):
            generate(data, s)
        rates.append(SEEDS / (time.perf_counter() - t0))
    return Samples(rates)


@figure("rsg_cli_scenarios_per_s")
def rsg_cli_scenarios_per_s() -> Samples:
    """What ``ccp-editor generate --count N --summary-json`` delivers per second, the whole command in
    process: load and prepare the data set, then for every seed generate, check (schema and rules)
    and print the summary line (to a null sink). N = 3,000 x ``--scale``; five runs on the same seed
    range after one warm-up run; median."""
    import contextlib
    import os

    from ..cli import main

    n = max(1, round(SEEDS * scale()))
    argv = ["generate", "--count", str(n), "--seed", "10000", "--summary-json"]

    def run() -> float:
        with open(os.devnull, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
            t0 = time.perf_counter()
            code = main(argv)
            elapsed = time.perf_counter() - t0
        if code != 0:
            raise RuntimeError(f"generate exited with {code}")
        return n / elapsed

    run()
    return Samples(run() for _ in range(RUNS))


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
