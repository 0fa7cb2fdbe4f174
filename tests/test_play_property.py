"""Property: any sequence of playtest operations, legal or not, never raises, keeps the state valid,
and undoing everything gives back the exact starting state."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.core.checks import check_playtest
from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.session import ActionResult, PlaytestSession
from ccp_editor.play.smoke import cup, on_map

_DS: list[DataSet] = []


def dataset() -> DataSet:
    if not _DS:
        root = demo_dataset_root()
        assert root is not None
        _DS.append(load_dataset(root)[0])
    return _DS[0]


HEXES = [f"{c}{r}" for c in "ABCDEFGHIJKLMNO" for r in range(1, 11)]
ops = st.lists(
    st.tuples(
        st.sampled_from(["move", "advance", "fire", "melee", "break", "rally", "suppress", "time", "roll", "reroll",
                         "smoke", "exit", "end_turn", "transfer"]),
        st.integers(min_value=0, max_value=40),
        st.sampled_from(HEXES),
        st.sampled_from(["japan", "allied"]),
    ),
    min_size=1,
    max_size=25,
)


def _apply(s: PlaytestSession, op: str, uid: str, step: str, target: str, melee: str, broken: str, side: str,
           hex_: str, smoke: int, edge: str) -> ActionResult:
    if op == "move":
        return s.move(uid, [step])
    if op == "advance":
        return s.advance(uid, step)
    if op == "fire":
        return s.fire([uid], target)
    if op == "melee":
        return s.melee(melee)
    if op == "break":
        return s.break_unit(uid)
    if op == "rally":
        return s.rally(broken)
    if op == "suppress":
        return s.suppress(uid)
    if op == "time":
        return s.advance_time(side)
    if op == "roll":
        return s.roll(side)
    if op == "reroll":
        return s.reroll(side)
    if op == "smoke":
        return s.place_marker("smoke", hex_, smoke)
    if op == "exit":
        return s.move(uid, [], exit_edge=edge)
    if op == "end_turn":
        return s.end_turn()
    return s.transfer_weapon(f"{uid}w", uid)


@pytest.mark.parametrize("scenario_id", ["demo-ridge-line", "demo-beach-landing"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seq=ops, seed=st.integers(min_value=0, max_value=1000))
def test_random_play_never_raises_and_undoes_to_the_start(scenario_id: str, seq: list, seed: int) -> None:
    ds = dataset()
    s = PlaytestSession.create(ds.scenarios[scenario_id], ds, seed=seed, placed=False)
    for side in ("japan", "allied"):
        assert s.auto_setup(side).ok
    assert s.start_play(force=True).ok
    start = s.to_playtest()
    depth = len(s.history())
    for op, n, hex_, side in seq:
        units = s.units(side, "map") or s.units(side)
        u = units[n % len(units)] if units else None
        uid = u.id if u else "none"
        here = u.hex if u and u.hex else "A1"
        near = s.board.grid.neighbours(here)
        step = near[n % 6 + 1] if (n % 6 + 1) in near else hex_
        enemy = sorted(s.occupied_hexes("allied" if side == "japan" else "japan"))
        target = enemy[n % len(enemy)] if enemy and n % 3 else hex_
        melee = (s.melee_hexes() or [hex_])[0]
        broken = [p.id for p in s.units(side, "map") if p.broken]
        edge = ["top", "bottom", "left", "right"][n % 4]
        res = _apply(s, op, uid, step, target, melee, broken[0] if broken else uid, side, hex_, n % 8 + 1, edge)
        assert isinstance(res.ok, bool)
        if not res.ok:
            assert res.reason and "\n" not in res.reason
    assert not [f for f in check_playtest(s.to_playtest(), ds) if f.severity == "error"]
    # the smoke cup (T95): what is not on the map is in it; smoke placed by hand beyond the
    # composition takes nothing from it, so it never holds fewer than none of a value
    full = Counter(s.rules.smoke_markers())
    assert Counter(cup(s)) + (on_map(s) & full) == full
    while len(s.history()) > depth:
        assert s.undo()
    assert s.to_playtest() == start
