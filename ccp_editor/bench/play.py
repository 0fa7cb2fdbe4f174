"""Bench figures of the playtest core (``ccp-editor bench``): what one drag or shot costs."""

from __future__ import annotations

from ..core.rules import SIDES
from .registry import figure, median_ms


def _session():  # noqa: ANN202 - a PlaytestSession set up on the demo ridge-line scenario
    from ..io.dataset import demo_dataset_root, load_dataset
    from ..play.session import PlaytestSession

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    scenario = ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))
    s = PlaytestSession.create(scenario, ds, seed=1, placed=False)
    for side in SIDES:
        s.auto_setup(side)
    s.start_play(force=True)
    return s


@figure("play_move_ms")
def play_move_ms() -> float:
    """Median ms to price a 3-hex path, apply the Move (undo step, notification) and undo it."""
    s = _session()
    unit = next(p for p in s.units("japan", "map") if s.counter(p).kind == "squad")
    reach = s.reachable([unit.id])
    path = max((r for r in reach.values() if len(r[1]) <= 4 and "exit" not in r[1]), key=lambda r: len(r[1]))[1]

    def run() -> None:
        assert s.move(unit.id, path[1:]).ok
        s.undo()

    return median_ms(run, repeat=15, warmup=2)


@figure("play_fire_ms")
def play_fire_ms() -> float:
    """Median ms of the fire calculator, a resolved attack with its Fate cards, and its undo."""
    s = _session()
    shots = [
        (u.id, h)
        for u in s.units("allied", "map")
        for h in sorted(s.occupied_hexes("japan"))
        if s.plan_fire([u.id], h).legal
    ]
    if not shots:
        return 0.0
    unit, target = shots[0]

    def run() -> None:
        assert s.fire(unit, target).ok
        s.undo()

    return median_ms(run, repeat=15, warmup=2)
