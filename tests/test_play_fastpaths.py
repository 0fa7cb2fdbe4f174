"""The fast paths of automatic play give the rules' own answers: the Move search (``core.movement.
cheapest_paths``) over the step prices the session keeps equals the same search over a freshly
built context's own prices, and the LOS kept per
map (one pair, or every hex seen from one hex) equals a fresh query with every marker, at every
turn of random-legal games (O29, T94, 16)."""

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
    ctx.below = BELOW
    budget = float(min(s.view(u.id).movement for u in units))
    return {h: (r.cost, r.path) for h, r in cheapest_paths(units[0].hex, budget, ctx).items()}


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_fast_move_search_and_los_equal_the_rules_answers(demo_ds: DataSet, scenario: str) -> None:
    checked_moves = checked_los = 0
    for seed in range(2):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
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
            a = rng.choice(hexes)  # the hexes seen from one hex at once: the same answers (16)
            assert s.seen_from(a) == {h for h in s.board.grid.hex_ids if s.board.los(
                a, h, smoke=s.smoke(), blaze=s.blaze(), night=s.scenario.night, starshells=s.starshells()).has_los}
    assert checked_moves > 20 and checked_los > 100


def plain_fire_groups(g, side: str) -> list[tuple]:  # noqa: ANN001 - a CardGame
    """The legal attacks by the plain definition: in every hex each activation's pieces (a
    commanding leader with the non-leaders there, else a unit alone, O20.1), ordnance alone, and
    every leader's chains (O27.3.1), each group checked by the full fire calculator, no LOS
    shortcut, no deferred label. A broken unit fires its own FP, never its weapon (3.2.3)."""
    from ccp_editor.play.firegroups import can_activate
    from ccp_editor.play.rules import gives_command, is_leader

    s = g.s
    melee = set(s.melee_hexes())
    targets = [h for h in sorted(s.occupied_hexes(other_side(side))) if h not in melee]
    by_hex: dict[str, list] = {}
    for u in s.units(side, "map"):
        if u.hex not in melee and can_activate(g, u):
            by_hex.setdefault(u.hex, []).append(u)

    def pieces(units: list) -> list[tuple[str, int, bool]]:
        out = []
        for u in units:
            c = s.counter(u)
            if c.ordnance or s.view(u.id).fp > 0:
                out.append((u.id, s.view(u.id).range, c.ordnance))
            w = s.piece(u.weapon) if u.weapon else None
            if w is not None and not w.broken and not u.broken and not u.suppressed:
                out.append((w.id, s.view(w.id).range, s.counter(w).ordnance))
        return out

    got: list[tuple] = []
    for h, units in sorted(by_hex.items()):
        ps = pieces(units)
        leaders = [u for u in units if gives_command(s.counter(u))]
        acts = [(lead.id, [lead] + [u for u in units if not is_leader(s.counter(u))]) for lead in leaders]
        if leaders:
            led = {u.id for _, us in acts for u in us}
            acts += [(None, [u]) for u in units if u.id not in led]
        else:
            acts = [(None, [u]) for u in units]
        for t in targets:
            if not (any(s.inside_cave(u) for u in units) or s.los(h, t).has_los):
                continue
            d = s.board.grid.distance(h, t)
            for lead_id, members in acts:
                mine = {p for p, _, _ in pieces(members)}
                normal = [p for p, r, o in ps if p in mine and not o and r >= d]
                if normal and s.plan_fire(normal, t).legal:
                    got.append((normal, t, lead_id))
            for group in [[p] for p, r, o in ps if o and r >= d]:
                if s.plan_fire(group, t).legal:
                    got.append((group, t, None))
    wire = {f.hex for f in s.doc.fortifications if f.type == "wire"}
    seen_groups = set()
    for t in targets:
        for h0 in sorted(by_hex):
            for lead in by_hex[h0]:
                radius = s.view(lead.id).command
                if not gives_command(s.counter(lead)) or radius < 1 or h0 in wire:
                    continue
                reach: dict[str, list[str]] = {}
                for h, units in by_hex.items():
                    caves = any(s.inside_cave(u) for u in units)
                    if h in wire or s.board.grid.distance(h0, h) > radius or not (caves or s.los(h, t).has_los):
                        continue
                    mine = [u for u in units if u is lead or not is_leader(s.counter(u))]
                    d = s.board.grid.distance(h, t)
                    firing = [p for p, r, o in pieces(mine) if not o and r >= d]
                    if firing:
                        reach[h] = firing
                left = set(reach)
                while left:  # chains of adjacent hexes
                    chain, todo = set(), [min(left)]
                    while todo:
                        x = todo.pop()
                        if x in chain:
                            continue
                        chain.add(x)
                        todo += [y for y in left if y not in chain and s.board.grid.distance(x, y) == 1]
                    left -= chain
                    group = [p for x in sorted(chain) for p in reach[x]]
                    if len(chain) > 1 and (frozenset(group), t) not in seen_groups:
                        seen_groups.add((frozenset(group), t))
                        if s.plan_fire(group, t).legal:
                            got.append((group, t, lead.id))
    return got


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_fire_groups_equal_the_plain_definition_and_their_labels_the_calculators(demo_ds: DataSet, scenario: str) -> None:
    """The listed attacks (LOS looked up per hex first, legality without the targets' details,
    labels deferred) are the plain definition's, in its order, at every turn."""
    from ccp_editor.play.firegroups import fire_groups

    checked = chains = 0
    for seed in range(3):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
        s = g.s
        while not g.over and g.turns < 30:
            for side in ("japan", "allied"):
                opts = fire_groups(g, side)
                assert [(list(o.value[0]), o.value[1], o.value.leader) for o in opts] == plain_fire_groups(g, side)
                for o in opts:
                    plan = s.plan_fire(o.value[0], o.value[1])
                    assert f"at {o.value[1]} ({plan.total_fp} FP" in o.label
                checked += len(opts)
                chains += sum(o.value.leader is not None for o in opts)
            g.play_turn()
    assert checked > 30 and (chains > 0 or scenario != "demo-ridge-line")


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_a_fire_orders_use_and_smoke_targets_equal_the_full_answers(demo_ds: DataSet, scenario: str) -> None:
    """Whether a Fire order has a use (the search stopped at the first attack) is whether the full
    list has any attack; a smoke round's targets (the start hex's seen set) are every hex its
    checks allow, nearest first."""
    from ccp_editor.play.firegroups import fire_groups, has_fire_group

    answers: set[bool] = set()
    smoked = 0
    for seed in range(4):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
        s = g.s
        while not g.over and g.turns < 30:
            for side in ("japan", "allied"):
                has = has_fire_group(g, side)
                assert has == bool(fire_groups(g, side))
                answers.add(has)
                for p in s.doc.pieces:
                    c = s.counter(p)
                    if p.side != side or not (c.ordnance and c.smoke) or s._smoke_piece_problem(p.id)[0]:
                        continue
                    unit = s.carrier_of(p.id) if c.kind == "weapon" else p
                    assert unit is not None and unit.hex is not None
                    plain = [h for _, h in s.board.by_distance(unit.hex) if not s.smoke_round_problem(p.id, h)]
                    assert s.smoke_round_targets(p.id) == plain
                    assert s.smoke_round_targets(p.id, first=True) == plain[:1]
                    smoked += 1
            g.play_turn()
    assert answers == {True, False} or scenario != "demo-ridge-line"
    assert smoked > 0


def test_headless_refusals_leave_the_game_as_it_was(demo_ds: DataSet) -> None:
    """Check-first operations run without a rollback snapshot in a headless game: each refuses
    before it changes anything."""
    from ccp_editor.model import to_data

    g = CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds,
                        {"japan": RandomPlayer("j"), "allied": RandomPlayer("a")}, seed=3)
    s = g.s
    assert not s.keep_history
    unit = next(u for u in s.units("allied", "map") if not u.broken)
    empty = next(h for h in sorted(s.board.hexes) if not s.units_at(h))
    before = to_data(s.to_playtest())
    for name, args in (("move", ([unit.id], [empty])), ("fire", ([unit.id], empty)), ("rally", (unit.id,)),
                       ("unsuppress", (unit.id,)), ("break_unit", ("nobody",))):
        r = getattr(s, name)(*args)
        assert not r.ok, name
        assert to_data(s.to_playtest()) == before, name


def test_games_on_one_map_share_its_board_until_the_map_is_edited(demo_ds: DataSet) -> None:
    """The next game on an unchanged map (the window's next game) reuses the board and its LOS
    answers (16); an edit in place of the map, or another copy of it, gets a board of its own."""
    import copy

    from ccp_editor.play.board import shared_board

    sc = demo_ds.scenarios["demo-ridge-line"]
    players = {"japan": RandomPlayer(1), "allied": RandomPlayer(2)}
    a = CardGame.create(sc, demo_ds, players, seed=1)
    b = CardGame.create(sc, demo_ds, players, seed=2)
    assert a.s.board is b.s.board and a.s._los_views is b.s._los_views
    edited = copy.deepcopy(demo_ds.maps[sc.map])
    board = shared_board(edited, demo_ds.ruleset)
    assert board is not a.s.board and shared_board(edited, demo_ds.ruleset) is board
    number, hex_id = sorted(edited.objectives.items())[0]
    edited.objectives[number] = next(h for h in sorted(edited.hexes) if h != hex_id)
    assert shared_board(edited, demo_ds.ruleset) is not board


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_the_maps_los_of_every_pair_equals_the_engines_rows(demo_ds: DataSet, scenario: str) -> None:
    """The map's LOS of every pair, worked out at once (LOS is reciprocal by day, 16), gives the
    LOS engine's answer from each hex to each hex, and the hexes seen from each hex."""
    from ccp_editor.play.board import Board

    sc = demo_ds.scenarios[scenario]
    board = Board(demo_ds.maps[sc.map], demo_ds.ruleset)
    engine = board.los_engine
    for a in engine.ids:
        row = engine.visible_from(a)
        assert {b: (board.plain_los(a, b).result, board.plain_los(a, b).hindrance) for b in engine.ids} == {
            b: (r.result, r.hindrance) for b, r in row.items()}
        assert board.plain_seen(a) == {b for b, r in row.items() if r.has_los}
    a, b = engine.ids[0], engine.ids[-1]
    assert board.plain_los(a, b) == board.los(a, b)
