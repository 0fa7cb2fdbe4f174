"""The registry of ``ccp-editor bench`` figures: each a whole number, measured in-process.

Modules listed in ``BENCH_MODULES`` register figures with ``@figure("name")``; a figure function
returns its value (ms, us or a rate, as its name says). To add a figure, decorate a function in the
module of its area (or add a module here and to ``BENCH_MODULES``).

A timing returns ``Samples`` (its repetitions; the figure is their median) so the output shows how
much the repetitions spread: ``"spread": {name: {"min", "max", "runs"}}`` beside the figures, and
``"ratios"`` for figures measured against a floor in the same run. ``scale()`` is the workload
multiplier (``ccp-editor bench --scale N``) that the user-waits figures apply to their workload
(scenarios, box size, scan area), for the scaling report.
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

FIGURES: dict[str, Callable[[], float]] = {}
# (numerator, denominator) figure pairs reported as "ratios" when both were measured
RATIOS = [
    ("gui_first_paint_ms", "bare_qt_first_paint_ms"),
    ("rsg_cli_scenarios_per_s", "rsg_scenarios_per_s"),
    ("scan_peak_mib", "scan_decoded_mib"),
    ("play_auto_games_per_s", "play_auto_floor_loops_per_s"),
    ("balance_games_per_s", "balance_games_per_s_jobs1"),
    ("box_import_ms", "box_validate_ms"),  # bringing a whole box in against reading and checking it
    ("propose_peak_mib", "propose_image_mib"),
    ("hotseat_answer_us_at_300", "hotseat_answer_us_at_1"),  # an answer late in a game against the first (goal: 2)
]
_SCALE = {"factor": 1}
BENCH_MODULES = [
    "ccp_editor.bench.data",
    "ccp_editor.bench.maps",
    "ccp_editor.bench.propose",
    "ccp_editor.bench.los",
    "ccp_editor.bench.rsg",
    "ccp_editor.bench.play",
    "ccp_editor.bench.hotseat",
    "ccp_editor.bench.balance",
    "ccp_editor.bench.search",
    "ccp_editor.bench.gui_start",
    "ccp_editor.bench.board",
    "ccp_editor.bench.mapeditor",
]


def figure(name: str) -> Callable[[Callable[[], float]], Callable[[], float]]:
    def register(fn: Callable[[], float]) -> Callable[[], float]:
        FIGURES[name] = fn
        return fn

    return register


class Samples(float):
    """A timing: the median of its repetitions (usable as a number), which it keeps for the spread."""

    values: tuple[float, ...]

    def __new__(cls, values: Iterable[float]) -> Samples:
        kept = tuple(float(v) for v in values)
        if not kept:
            raise ValueError("a timing needs at least one repetition")
        obj = super().__new__(cls, statistics.median(kept))
        obj.values = kept
        return obj


def scale() -> float:
    """The workload multiplier of this run (1 unless ``--scale`` says otherwise)."""
    return _SCALE["factor"]


def median_ms(fn: Callable[[], object], repeat: int = 5, warmup: int = 1) -> Samples:
    """Wall time of ``fn`` in milliseconds over ``repeat`` calls after ``warmup`` untimed ones."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return Samples(times)


def load_modules() -> None:
    for name in BENCH_MODULES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise


def run_bench(only: list[str] | None = None, progress: bool = True, scale: float = 1) -> dict[str, Any]:
    """Measure the figures (all, or ``only`` these); whole numbers, then ``spread`` and ``ratios``."""
    load_modules()
    names = only or list(FIGURES)
    for n in names:
        if n not in FIGURES:
            raise KeyError(n)
    out: dict[str, Any] = {}
    spread: dict[str, dict[str, float]] = {}
    exact: dict[str, float] = {}
    _SCALE["factor"] = scale
    try:
        for n in names:
            if progress:
                print(f"measuring {n}...", file=sys.stderr, flush=True)
            value = FIGURES[n]()
            exact[n] = float(value)
            out[n] = round(value)
            if isinstance(value, Samples):
                spread[n] = {"min": _round(min(value.values)), "max": _round(max(value.values)), "runs": len(value.values)}
    finally:
        _SCALE["factor"] = 1
    if spread:
        out["spread"] = spread
    ratios = {f"{a}/{b}": round(exact[a] / exact[b], 2) for a, b in RATIOS if a in exact and exact.get(b)}
    if ratios:
        out["ratios"] = ratios
    if scale != 1:
        out["scale"] = scale
    return out


def _round(v: float) -> float:
    return round(v) if abs(v) >= 10 else round(v, 1)
