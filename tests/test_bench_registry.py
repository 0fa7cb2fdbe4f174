"""The ``bench`` package: every area registers its figures, and measuring the pure layers never loads Qt."""

from __future__ import annotations

import json
import subprocess
import sys

from ccp_editor.bench.registry import BENCH_MODULES, FIGURES, RATIOS, load_modules


def test_every_area_module_registers_figures() -> None:
    load_modules()
    areas = {fn.__module__ for fn in FIGURES.values()}
    assert areas == set(BENCH_MODULES)
    assert {"load_validate_all_ms", "derive_map_ms", "los_all_pairs_ms", "rsg_scenarios_per_s",
            "play_move_ms", "gui_cold_start_ms", "board_frame_ms", "trace_frame_ms",
            "balance_games_per_s", "balance_games_per_s_jobs1"} <= set(FIGURES)
    assert ("balance_games_per_s", "balance_games_per_s_jobs1") in RATIOS  # two processes against one


def test_a_pure_figure_is_measured_without_loading_qt() -> None:
    code = (
        "import json, sys\n"
        "from ccp_editor.bench import run_bench\n"
        "out = run_bench(['derive_map_ms'], progress=False)\n"
        "print(json.dumps([out, sorted(m for m in sys.modules if m.startswith('PySide6'))]))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    figures, qt_modules = json.loads(result.stdout)
    assert figures["derive_map_ms"] > 0
    assert qt_modules == []
