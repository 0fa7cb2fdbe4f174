"""LOS on the purpose-built test map (tests/los_map.py): hand-worked cases kept as a table.

Each row reads like a rulebook example: from, to, markers/night, expected result, hindrance, the
rule the case shows and the hex named as the cause (None for a clear LOS).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.los import RESULTS, LosEngine, LosError, Markers, height_advantage_fp, marker_effect
from ccp_editor.io.dataset import builtin_ruleset

from .los_map import GRID, build_los_map


@dataclass(frozen=True)
class Case:
    frm: str
    to: str
    expected: str
    hindrance: int
    rule: str
    cause: str | None
    why: str
    smoke: dict[str, int] = field(default_factory=dict)
    blaze: tuple[str, ...] = ()
    night: bool = False
    starshells: tuple[str, ...] = ()
    aircraft: bool = False

    def markers(self) -> Markers:
        return Markers(smoke=dict(self.smoke), blaze=set(self.blaze), night=self.night, starshells=set(self.starshells))


TABLE = [
    # 16.1-16.3: the string against the drawn picture in intervening hexes only.
    Case("A1", "A5", "blocked", 0, "16.2", "A3", "jungle drawn in A3 blocks a level-0 LOS"),
    Case("A3", "A5", "clear", 0, "16.1", None, "the firer's own jungle hex does not count"),
    Case("A6", "A8", "clear", 0, "16.1", None, "A7 is a jungle hex but the string misses the drawing"),
    Case("C1", "C3", "clear", 0, "16.1", None, "grass in the target's own hex does not hinder"),
    Case("C3", "C6", "hindered", 2, "16.3", "C4", "bush 2 beyond the firer's own grass"),
    Case("C1", "C6", "hindered", 3, "16.3", "C3", "grass 3 and bush 2: only the largest applies (16.3.3)"),
    Case("C6", "C8", "hindered", 1, "16.3", "C7", "palm hinders 1"),
    Case("E1", "E5", "blocked", 0, "16.2", "E3", "a structure over two hexes is a building: an obstacle (T85)"),
    Case("E6", "E9", "hindered", 4, "16.3", "E7", "a structure inside one hex is a hut: hindrance 4 (T90)"),
    Case("K1", "K5", "blocked", 0, "16.2", "K3", "swamp is an obstacle (T97)"),
    # T89.3: hills.
    Case("I1", "I4", "clear", 0, "T89.3.2", None, "looking up into the first crest hex of level 1"),
    Case("I1", "I5", "blocked", 0, "T89.3.2", "I4", "looking up past the first crest hex of level 1"),
    Case("I1", "I6", "clear", 0, "T89.3.2", None, "looking up into the first crest hex of level 2"),
    Case("I1", "I7", "blocked", 0, "T89.3.2", "I6", "looking up past the first crest hex of level 2"),
    Case("I6", "I1", "clear", 0, "T89.3.2", None, "looking down from a crest hex: crest line before the hexside"),
    Case("I7", "I2", "blocked", 0, "T89.3.2", "I7", "looking down from the middle of a plateau: no crest line first"),
    Case("I8", "I1", "clear", 0, "T89.3.2", None, "level 3 sees down over the lower levels of its own slope"),
    Case("G5", "K5", "blocked", 0, "T89.3.3", "H4", "a level-1 hill blocks two level-0 hexes (along a hexside)"),
    # T89.4 / T89.4.1 / T89.5: obstacles and hindrances against hills.
    Case("M3", "M7", "clear", 0, "T89.4", None, "level 1 sees over level-0 jungle and grass to level 1"),
    Case("M7", "M10", "blocked", 0, "T89.4", "M8", "jungle on the level-1 hill blocks level-1 LOS"),
    Case("M1", "M3", "hindered", 3, "T89.5", "M2", "grass on a level-1 hill hinders between level-1 hexes"),
    Case("I4", "I2", "blocked", 0, "T89.4.1", "I3", "the hex directly beyond lower jungle is blind"),
    Case("I4", "I1", "clear", 0, "T89.4.1", None, "two hexes beyond the lower jungle is visible again"),
    Case("M4", "M7", "blocked", 0, "T89.4.1", "M5", "from M7 the level-0 hex right behind the jungle is blind"),
    Case("I4", "I6", "blocked", 0, "T89.4.1", "I5", "level 1 past a level-1 building in the first intervening hex"),
    Case("I3", "I6", "clear", 0, "T89.4.1", None, "the building is not in the first intervening hex"),
    Case("I8", "I4", "blocked", 0, "T89.4.1", "I5", "looking down: the hex behind the level-1 building is blind"),
    # T88: gully.
    Case("O1", "O3", "blocked", 0, "T88", "O3", "a unit in a gully is not seen from two hexes away"),
    Case("O3", "O1", "blocked", 0, "T88", "O3", "and sees nothing but adjacent or higher hexes"),
    Case("O2", "O3", "clear", 0, "T88", None, "a gully hex is seen from an adjacent hex"),
    Case("O6", "O3", "clear", 0, "T88", None, "a gully hex is seen from a higher hex"),
    # Markers: smoke and blaze fill their hex, hexsides included.
    Case("G1", "G5", "hindered", 4, "16.3.4", "G3", "smoke in an intervening hex", smoke={"G3": 4}),
    Case("G1", "G5", "hindered", 2, "16.3.4", "G1", "smoke hinders fire out of its hex", smoke={"G1": 2}),
    Case("G1", "G5", "hindered", 2, "16.3.4", "G5", "smoke hinders fire into its hex", smoke={"G5": 2}),
    Case("G1", "I1", "hindered", 3, "16.3.4", "H1", "a LOS along a hexside of a smoke hex", smoke={"H1": 3}),
    Case("G1", "I1", "clear", 0, "16.3.4", None, "the same LOS without the smoke"),
    Case("G1", "I1", "blocked", 0, "16.2.2", "H1", "a LOS along a hexside of a blaze hex", blaze=("H1",)),
    Case("I8", "I1", "hindered", 5, "16.3.4", "I2", "smoke hinders at every level", smoke={"I2": 5}),
    Case("I8", "I1", "blocked", 0, "16.2.2", "I2", "blaze blocks at every level (T89.4)", blaze=("I2",)),
    Case("C6", "C8", "hindered", 3, "16.3.4", "C7", "smoke and palm: the largest only", smoke={"C7": 3}),
    # Night and starshells.
    Case("G1", "G5", "hindered", 4, "18.3", "G5", "night: hindrance = range", night=True),
    Case("G1", "G2", "hindered", 1, "18.3", "G2", "night: at least 1", night=True),
    Case("G1", "G5", "hindered", 4, "18.3", "G5", "night and smoke 2: not added", night=True, smoke={"G3": 2}),
    Case("G1", "G5", "clear", 0, "7.2", None, "a starshell within 2 of the target", night=True, starshells=("G7",)),
    Case("G1", "G5", "hindered", 4, "18.3", "G5", "a starshell by the firer only (7.2)", night=True, starshells=("G2",)),
    # Aircraft: level 5.
    Case("A1", "A5", "clear", 0, "T89.4", None, "an aircraft sees over lower jungle", aircraft=True),
    Case("A1", "A4", "blocked", 0, "T89.4.1", "A3", "but not into the hex right behind it", aircraft=True),
]


@pytest.fixture(scope="module")
def engine() -> LosEngine:
    return LosEngine(build_los_map(), builtin_ruleset())


@pytest.mark.parametrize("case", TABLE, ids=[f"{c.frm}-{c.to}-{c.rule}-{c.why[:30]}" for c in TABLE])
def test_los_table(engine: LosEngine, case: Case) -> None:
    r = engine.query(case.frm, case.to, case.markers(), aircraft=case.aircraft)
    assert (r.result, r.hindrance) == (case.expected, case.hindrance), r
    if case.cause is None:
        assert r.by == []
    else:
        assert any(c.rule == case.rule and c.hex == case.cause for c in r.by), r.by


def test_table_covers_every_rule() -> None:
    rules = {c.rule for c in TABLE}
    assert {"16.1", "16.2", "16.3", "16.2.2", "16.3.4", "18.3", "7.2", "T88", "T89.3.2", "T89.3.3", "T89.4",
            "T89.4.1", "T89.5"} <= rules


def test_causes_name_the_shape(engine: LosEngine) -> None:
    r = engine.query("E1", "E5")
    assert [(c.hex, c.terrain, c.shape) for c in r.by] == [("E3", "building", "building_e3"), ("E4", "building", "building_e3")]
    hill = engine.query("I1", "I5").by[0]
    assert (hill.hex, hill.terrain, hill.shape) == ("I4", "hills", "hill_1")


def test_same_hex(engine: LosEngine) -> None:
    assert engine.query("G4", "G4").result == "clear"
    assert engine.query("G4", "G4", Markers(smoke={"G4": 3})).hindrance == 3
    assert engine.query("G4", "G4", Markers(night=True)).hindrance == 1


def test_bad_markers_and_hexes(engine: LosEngine) -> None:
    with pytest.raises(LosError, match="not a hex"):
        engine.query("Z9", "A1")
    with pytest.raises(LosError, match="not a hex"):
        engine.query("A1", "A2", Markers(smoke={"P1": 3}))
    with pytest.raises(LosError, match="at least 1"):
        engine.query("A1", "A2", Markers(smoke={"A1": 0}))
    with pytest.raises(LosError, match="both smoke and a blaze"):
        engine.query("A1", "A2", Markers(smoke={"A1": 2}, blaze={"A1"}))
    with pytest.raises(LosError, match="water"):
        engine.query("A1", "A2", Markers(blaze={"K3"}))


def test_batch_and_all_pairs_agree_with_query(engine: LosEngine) -> None:
    a, b, codes, hind = engine.all_pairs()
    assert len(a) == 150 * 149 // 2
    sample = range(0, len(a), 37)
    for k in sample:
        r = engine.query(engine.ids[a[k]], engine.ids[b[k]])
        assert (r.result, r.hindrance) == (("clear", "hindered", "blocked")[codes[k]], int(hind[k]))
        assert bool(r.by) == (r.result != "clear")
    results, hindrances = engine.batch([(engine.ids[a[k]], engine.ids[b[k]]) for k in sample])
    assert results == [("clear", "hindered", "blocked")[codes[k]] for k in sample]
    assert hindrances == [int(hind[k]) for k in sample]
    seen = engine.visible_from("I8")
    assert seen["I1"].result == "clear" and seen["I4"].result == "blocked"


_MATRIX: dict[int, tuple] = {}  # the map's own LOS, worked out once for the examples below


def test_marker_effect_t83_t95_blaze_blocks_smoke_hinders_the_largest_counts() -> None:
    assert marker_effect(False, 0, True, 0) == (True, 0)  # a blaze blocks (T83, 16.2.2)
    assert marker_effect(False, 2, False, 4) == (False, 4)  # smoke 4 over a hindrance 2: the largest (16.3.3)
    assert marker_effect(False, 3, False, 1) == (False, 3)
    assert marker_effect(True, 0, False, 5) == (True, 5)  # smoke never clears a blocked line
    blocked, hind = marker_effect(np.array([False, False]), np.array([1, 0]), np.array([False, True]), np.array([2, 0]))
    assert blocked.tolist() == [False, True] and hind.tolist() == [2, 0]


@settings(max_examples=25, deadline=None)
@given(
    a=st.sampled_from(GRID.hex_ids),
    smoke=st.dictionaries(st.sampled_from(GRID.hex_ids), st.integers(1, 8), max_size=3),
    blaze=st.sets(st.sampled_from(GRID.hex_ids), max_size=2),
)
def test_markers_added_to_the_maps_own_los_give_the_engines_answer(
        engine: LosEngine, a: str, smoke: dict[str, int], blaze: set[str]) -> None:
    """What the card game does with the map's own LOS of every pair (the lines each marker touches,
    ``marker_reach``, counted by ``marker_effect``) is the engine's full answer with the markers."""
    smoke = {h: v for h, v in smoke.items() if h not in blaze and not engine.hexes[h].water}
    blaze = {h for h in blaze if not engine.hexes[h].water}
    if id(engine) not in _MATRIX:
        _MATRIX[id(engine)] = engine.matrix()
    codes, hindrances = _MATRIX[id(engine)]
    i = engine.index[a]
    seen_plain = frozenset(h for j, h in enumerate(engine.ids) if RESULTS[codes[i][j]] != "blocked")
    full = engine.visible_from(a, Markers(smoke=smoke, blaze=blaze))
    for j, b in enumerate(engine.ids):
        in_blaze = any(engine.marker_touches(a, b, h) for h in blaze)
        in_smoke = max((v for h, v in smoke.items() if engine.marker_touches(a, b, h)), default=0)
        blocked, hind = marker_effect(RESULTS[codes[i][j]] == "blocked", int(hindrances[i][j]), in_blaze, in_smoke)
        want = full[b]
        assert bool(blocked) == (want.result == "blocked"), (a, b)
        if not blocked:
            assert int(hind) == want.hindrance, (a, b)
    assert engine.seen_with_markers(a, seen_plain, blaze) == {b for b, r in full.items() if r.result != "blocked"}


def test_height_advantage() -> None:
    assert height_advantage_fp([0], 1) == -1
    assert height_advantage_fp([2, 2], 1) == 1
    assert height_advantage_fp([1], 1) == 0
    assert height_advantage_fp([0, 2], 1) == 0  # both apply to a group spread over levels
    assert height_advantage_fp([3], 0, radio_or_aircraft=True) == 0
    assert height_advantage_fp([], 2) == 0


HEXES = st.sampled_from(GRID.hex_ids)


@settings(max_examples=150, deadline=None)
@given(
    a=HEXES,
    b=HEXES,
    smoke=st.dictionaries(HEXES, st.integers(1, 8), max_size=3),
    blaze=st.sets(HEXES, max_size=2),
    night=st.booleans(),
)
def test_los_is_reciprocal(engine: LosEngine, a: str, b: str, smoke: dict[str, int], blaze: set[str], night: bool) -> None:
    smoke = {h: v for h, v in smoke.items() if h not in blaze and not engine.hexes[h].water}
    blaze = {h for h in blaze if not engine.hexes[h].water}
    markers = Markers(smoke=smoke, blaze=blaze, night=night)
    there, back = engine.query(a, b, markers), engine.query(b, a, markers)
    assert (there.result, there.hindrance) == (back.result, back.hindrance)


@pytest.mark.parametrize("map_id", ["demo-inland", "demo-coastal"])
def test_demo_maps_are_reciprocal(map_id: str) -> None:
    from ccp_editor.io.dataset import demo_dataset_root
    from ccp_editor.io.documents import load_document

    root = demo_dataset_root()
    assert root is not None
    eng = LosEngine(load_document(root / "maps" / f"{map_id}.yaml"), builtin_ruleset())
    a, b, codes, hind = eng.all_pairs()
    back_codes, back_hind, _ = eng._evaluate(b, a, Markers(), explain=False)
    assert (codes == back_codes).all() and (hind == back_hind).all()
    assert {0, 2} <= set(codes.tolist())  # the demo terrain both blocks and leaves clear lines
