"""Fire groups of several hexes (O27.3.1): a leader activates the units in its command radius
(O20.1, 3.3.1.1); their pieces with LOS and range to the target hex fire as one group when their
hexes form a chain of adjacent hexes; never across wire (F107), never ordnance (O27.3.1.1); the
group's FP is the best piece's plus one per other piece (O27.3.1.2); Enfilade adds one per piece
beyond the first (A39); the player may leave pieces out (O27.3.1: groups are never mandatory)."""

from __future__ import annotations

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.model.scenario import PlacedFortification
from ccp_editor.play import actions, firegroups, orders
from ccp_editor.play.turn import CardGame

from .test_play_cards import Policy


def _layout(g: CardGame) -> tuple[str, str, str, str]:
    """Hexes A, B (adjacent), C (two from A, not next to B) and a target T two or three hexes from
    each, in open ground with clear LOS from A, B and C to T and no fortification near."""
    s = g.s
    grid = s.board.grid
    forts = {f.hex for f in s.doc.fortifications}
    plain = [h for h in sorted(s.board.hexes) if h not in forts and s.cover_at(h)[0] == 0 and not s.board.is_water(h)]
    ok = set(plain)
    for a in plain:
        for b in grid.neighbours(a).values():
            if b not in ok:
                continue
            for c in plain:
                if grid.distance(a, c) != 2 or grid.distance(b, c) < 2:
                    continue
                for t in plain:
                    if t in (a, b, c) or not all(2 <= grid.distance(x, t) <= 3 for x in (a, b, c)):
                        continue
                    if all(s.los(x, t).has_los and not s.los(x, t).hindrance for x in (a, b, c)):
                        return a, b, c, t
    raise AssertionError("no open layout on the demo map")


def _setup(ds: DataSet, japan: Policy | None = None, allied: Policy | None = None) -> tuple[CardGame, dict[str, str]]:
    """Japan fires: Lieutenant (command 2) J03 and squad J01 with its light MG in A, team J07 with
    its light mortar (ordnance) in B, squad J04 in C; Allied squad A01 in T; everything else off the map."""
    g = CardGame.create(ds.scenarios["demo-ridge-line"], ds, {"japan": japan or Policy(), "allied": allied or Policy()}, seed=1)
    s = g.s
    a, b, c, t = _layout(g)
    where = {"J03": a, "J01": a, "J07": b, "J04": c, "A01": t}
    for p in s.units():
        if p.location == "map":
            s._set_position(p, "map", where[p.id]) if p.id in where else s._set_position(p, "unplaced")
    s.touch()
    return g, {"A": a, "B": b, "C": c, "T": t}


def _chains(g: CardGame, side: str = "japan") -> list:
    """The groups of several hexes (a leader's hex group has a leader too, O20.1)."""
    return [o for o in firegroups.fire_groups(g, side)
            if o.value.leader is not None and len({g.s.piece(p).hex for p in o.value[0]}) > 1]


def test_O27_3_1_a_leader_activates_a_chain_of_adjacent_hexes_without_ordnance(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    chains = _chains(g)
    assert len(chains) == 1
    group, target = chains[0].value
    assert target == h["T"] and chains[0].value.leader == "J03"
    # the mortar J07w fires alone (O27.3.1.1); the Lieutenant's range 1 does not reach T: it
    # activates the group without firing in it
    assert set(group) == {"J01", "J01w", "J07"}
    assert "J04" not in group  # C is in the radius but not adjacent to A or B: no chain through it
    assert "activated by Demo Lieutenant" in chains[0].label
    # the hexes' own groups are still there, one hex each: in A the Lieutenant's (O20.1)
    singles = [o.value for o in firegroups.fire_groups(g, "japan") if all(o is not c for c in chains)]
    assert any(set(c[0]) == {"J01", "J01w"} and c.leader == "J03" for c in singles)


def test_O27_3_1_2_group_fp_is_the_best_piece_plus_one_per_other(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    group, target = _chains(g)[0].value
    plan = g.s.plan_fire(group, target)
    fps = [g.s.view(pid).fp for pid in group]
    assert plan.legal and plan.base_fp == max(fps) and plan.group_bonus == len(group) - 1
    assert plan.total_fp == max(fps) + len(group) - 1 + plan.height
    assert f"({plan.total_fp} FP" in _chains(g)[0].label


def test_A39_enfilade_counts_every_piece_beyond_the_first(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    group, target = _chains(g)[0].value
    assert actions._fire_bonuses(g, "japan", group, target, False)["enfilade"] == (len(group) - 1, "A39")


def test_chains_break_where_a_hex_is_not_adjacent_and_stop_at_the_command_radius(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    s = g.s
    s._set_position(s.piece("J07"), "unplaced")  # B empty: A and C are two hexes apart, no chain
    s.touch()
    assert _chains(g) == []
    assert not s.plan_fire(["J01", "J04"], h["T"]).legal  # O27.3.1: the calculator says the same


def test_no_leader_no_group_of_several_hexes(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    g.s._set_position(g.s.piece("J03"), "unplaced")  # O20.1: without a leader one order activates one hex here
    g.s.touch()
    assert _chains(g) == []


def test_F107_units_in_wire_fire_only_with_their_own_hex(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    g.s.doc.fortifications.append(PlacedFortification(type="wire", hex=h["B"]))
    g.s.touch()
    assert _chains(g) == []
    assert any(set(o.value[0]) == {"J07"} for o in firegroups.fire_groups(g, "japan"))


def test_an_activated_unit_does_not_join_a_chain(demo_ds: DataSet) -> None:
    g, h = _setup(demo_ds)
    g.s.piece("J07").activated = True  # O20.2: once a turn
    g.s.touch()
    assert _chains(g) == []


@pytest.mark.parametrize("leave_out", [False, True])
def test_O27_fire_order_with_a_chain_and_pieces_left_out(demo_ds: DataSet, leave_out: bool) -> None:
    japan = Policy("fire together", "leave out Demo Line Team" if leave_out else "fire with all", "play no", "no ")
    g, h = _setup(demo_ds, japan=japan)
    before = len(g.s.doc.log)
    orders._fire(g, "japan")
    fired = next(e.text for e in g.s.doc.log[before:] if " at " + h["T"] in e.text and "fire" in e.text)
    assert ("Demo Line Team" in fired) is not leave_out
    assert "Demo Line Rifle Squad" in fired
    asked = [d for d in japan.asked if d.prompt.startswith("Fire group at")]
    assert asked and asked[0].options[0].label.startswith("fire with all 3 pieces")
    s = g.s
    assert s.piece("J03").activated and s.piece("J01").activated  # the leader and its units (O20.1)
    assert s.piece("J07").activated is not leave_out


def test_a_random_player_reaches_smaller_groups_too(demo_ds: DataSet) -> None:
    """Random-legal play: the chain is offered whole, then each piece may be left out while the
    rest still makes a legal attack, so groups of every size come up."""
    from ccp_editor.play.players import RandomPlayer

    sizes = set()
    for seed in range(40):
        g, h = _setup(demo_ds)
        g.players["japan"] = RandomPlayer(seed)
        chain = _chains(g)[0]
        sizes.add(len(firegroups.refine_group(g, "japan", chain.value)))
    assert sizes == {1, 2, 3}
