"""The fast paths of automatic play give the rules' own answers: the Move search over the shared
step prices equals ``core.movement.cheapest_paths`` on a freshly built context, and the LOS kept per
map equals a fresh query with every marker, at every turn of random-legal games (O29, T94, 16)."""

from __future__ import annotations

import random

import pytest

from ccp_editor.core.los import Markers
from ccp_editor.core.movement import MoveContext, cheapest_paths
from ccp_editor.core.rules import other_side
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.players import RandomPlayer
from ccp_editor.play.turn import CardGame

BELOW: dict[str, str] = {}  # the Type beneath a bridge: the map's alone, derived once for the test


def fresh_reach(s, ids: list[str]) -> dict:  # noqa: ANN001 - a PlaytestSession
    units = [s.piece(i) for i in ids]
    side = units[0].side
    ctx = MoveContext(s.board.map, s.rules, hexes=s.board.hexes, night=s.scenario.night,
                      enemy_hexes=frozenset(s.occupied_hexes(other_side(side))), los=s.board.los_engine,
                      markers=Markers(smoke=s.smoke(), blaze=s.blaze()),
                      fortifications={f.hex: f.type for f in s.doc.fortifications},
                      enemy_edge=s.board.enemy_edge(s.scenario.side(side).edge))
    ctx._below = BELOW
    budget = float(min(s.view(u.id).movement for u in units))
    return {h: (r.cost, r.path) for h, r in cheapest_paths(units[0].hex, budget, ctx).items()}


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_fast_move_search_and_los_equal_the_rules_answers(demo_ds: DataSet, scenario: str) -> None:
    shared: dict = {}
    checked_moves = checked_los = 0
    for seed in range(2):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")},
                            seed=seed, shared=shared)
        s = g.s
        rng = random.Random(seed)
        hexes = sorted(s.board.hexes)
        while not g.over and g.turns < 24:
            g.play_turn()
            if g.over:
                break
            stacks: dict[str, list[str]] = {}
            for u in s.units(None, "map"):
                if not u.activated and s.view(u.id).movement > 0:
                    stacks.setdefault((u.side, u.hex), []).append(u.id)  # type: ignore[arg-type]
            for ids in stacks.values():
                assert s.reachable(ids) == fresh_reach(s, ids)
                checked_moves += 1
            for _ in range(12):
                a, b = rng.choice(hexes), rng.choice(hexes)
                want = s.board.los(a, b, smoke=s.smoke(), blaze=s.blaze(), night=s.scenario.night,
                                   starshells=s.starshells())
                assert s.los(a, b) == want
                checked_los += 1
    assert checked_moves > 20 and checked_los > 100
