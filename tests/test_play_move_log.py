"""A card game's Move goes hex by hex with Op Fire between the steps (O29, A41): each step's log line
gives the MP spent so far in the Move ("3 of 5 MP" for the second hex after a 1 and a 2), not the step's
own cost alone, as a player counting on the map would say it."""

from __future__ import annotations

import re

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import orders
from ccp_editor.play.decisions import Decision

from .test_play_cards import new_game

STEP = re.compile(r" > (?P<hex>[A-O]\d+)\((?P<cost>[\d.]+)\) to (?P=hex): (?P<spent>[\d.]+) of (?P<mp>[\d.]+) MP\.$")


class Farthest:
    """Moves as far as it can (the destination with the longest path); otherwise the first option."""

    name = "farthest"

    def choose(self, d: Decision) -> int:
        if d.kind == "destination":
            return max(range(len(d.options)), key=lambda i: len(d.options[i].value[1]))
        return 0


class NoOpFire:
    name = "no-op-fire"

    def choose(self, d: Decision) -> int:
        return next((i for i, o in enumerate(d.options) if o.label.startswith("no Op Fire")), 0)


def test_a_move_in_steps_logs_the_running_mp_total(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=NoOpFire(), allied=Farthest())  # type: ignore[arg-type]
    before = len(g.s.doc.log)
    orders._move(g, "allied")
    steps = [m for e in g.s.doc.log[before:] if (m := STEP.search(e.text))]
    assert len(steps) >= 3, [e.text for e in g.s.doc.log[before:]]
    total = 0.0
    for m in steps:
        total += float(m["cost"])
        assert float(m["spent"]) == total, m.string  # the second hex says 1 + 2 = 3, not its own 2
    assert total <= float(steps[0]["mp"])
    assert float(steps[1]["spent"]) > float(steps[1]["cost"])


def test_a_sandbox_move_along_a_path_logs_its_whole_cost_once(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    unit = s.units("allied", "map")[0]
    dest, (cost, path) = next((h, v) for h, v in s.reachable([unit.id]).items() if h != "exit" and len(v[1]) >= 3)
    assert s.move([unit.id], [h for h in path if h != unit.hex]).ok
    line = next(e.text for e in reversed(s.doc.log) if STEP.search(e.text))
    assert f" to {dest}: {cost:g} of " in line and line.count(" > ") == len([h for h in path if h != unit.hex])
