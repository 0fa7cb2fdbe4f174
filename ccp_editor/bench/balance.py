"""Bench figures of scenario balance by playouts (``ccp-editor bench``): games per second of a batch
on one process and on two, and how much the second process adds (the ratio, goal at least 1.6).

Each repetition is a whole batch as ``ccp-editor balance --jobs K`` plays it (greedy against greedy on
the larger demo scenario, 200 games times ``--scale``): ``--jobs 1`` in this process, ``--jobs 2`` on two
worker processes started for the batch and given the scenario and the box. One untimed two-process
batch first starts the process server once, as the window's first batch does for the ones after it.
The two figures' repetitions alternate, so a machine busy with other work weighs on both alike;
wall time, since the point of two processes is the wall time.
"""

from __future__ import annotations

import time
from typing import Any

from .registry import Samples, figure, scale

_GAMES = 200
_REPEAT = 5
_MEASURED: dict[str, Any] = {}


def _batches() -> dict[str, Any]:
    if _MEASURED:
        return _MEASURED
    from ..io.dataset import demo_dataset_root, load_dataset
    from ..play.balance import run_balance

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    scenario = ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))
    games = max(2, round(_GAMES * scale()))
    run_balance(scenario, ds, 2, "greedy", "greedy", jobs=2, in_process=False)  # the process server, once
    rates: dict[int, list[float]] = {1: [], 2: []}
    for rep in range(_REPEAT):
        for jobs in (1, 2):
            t0 = time.perf_counter()
            result = run_balance(scenario, ds, games, "greedy", "greedy", seed=rep + 1, jobs=jobs)
            rates[jobs].append(result.games / (time.perf_counter() - t0))
    _MEASURED.update(one=Samples(rates[1]), two=Samples(rates[2]))
    return _MEASURED


@figure("balance_games_per_s")
def balance_games_per_s() -> float:
    """Games per second of ``balance --jobs 2`` (two worker processes), median of the batches."""
    return _batches()["two"]


@figure("balance_games_per_s_jobs1")
def balance_games_per_s_jobs1() -> float:
    """Games per second of ``balance --jobs 1`` (in the command's own process), median of the batches."""
    return _batches()["one"]
