"""The registry of ``ccp-editor bench`` figures: each a whole number, measured in-process.

Modules listed in ``BENCH_MODULES`` register figures with ``@figure("name")``; a figure function
returns its value (ms, us or a rate, as its name says). To add a figure, decorate a function in the
module of its area (or add a module here and to ``BENCH_MODULES``).
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from collections.abc import Callable

FIGURES: dict[str, Callable[[], float]] = {}
BENCH_MODULES = [
    "ccp_editor.bench.data",
    "ccp_editor.bench.maps",
    "ccp_editor.bench.los",
    "ccp_editor.bench.rsg",
    "ccp_editor.bench.play",
    "ccp_editor.bench.gui_start",
    "ccp_editor.bench.board",
    "ccp_editor.bench.mapeditor",
]


def figure(name: str) -> Callable[[Callable[[], float]], Callable[[], float]]:
    def register(fn: Callable[[], float]) -> Callable[[], float]:
        FIGURES[name] = fn
        return fn

    return register


def median_ms(fn: Callable[[], object], repeat: int = 5, warmup: int = 1) -> float:
    """Median wall time of ``fn`` in milliseconds after ``warmup`` untimed calls."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(times)


def load_modules() -> None:
    for name in BENCH_MODULES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise


def run_bench(only: list[str] | None = None, progress: bool = True) -> dict[str, int]:
    load_modules()
    names = only or list(FIGURES)
    for n in names:
        if n not in FIGURES:
            raise KeyError(n)
    out: dict[str, int] = {}
    for n in names:
        if progress:
            print(f"measuring {n}...", file=sys.stderr, flush=True)
        out[n] = round(FIGURES[n]())
    return out
