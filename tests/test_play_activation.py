"""Which units an order activates and what they may do, each case named after its rule:
activation (O20.1, O20.2, 3.3.1.1, 3.3.3a), Op Fire firing again (A41.2, A41.3b), broken units
(3.2.3, 3.2.5) and melee hexes (19.1), and the Move allowance as it changes along the way
(O29.1, O29.2, 3.3.1.2).

The demo ridge line's Allies: squad A01, team A02 and Lieutenant A03 (command 1) in D10; squad
A04, Captain A05 (command 2) and Corporal A08 (command 0) in H9; squad A06 and Scout A07 in L10.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import actions, activation, firegroups, orders
from ccp_editor.play.turn import CardGame

from .test_play_cards import Policy, new_game
from .test_play_firegroups import _layout


def _ids(opts: list) -> list[set[str]]:
    return [set(o.value) for o in opts]


def _move_options(g: CardGame, side: str = "allied", kind: str = "move") -> list:
    return orders._stack_options(g, side, kind, lambda u: True)[0]


def _put(g: CardGame, where: dict[str, str | None]) -> None:
    """Units at the hexes given (None: off the map); every other unit off the map."""
    s = g.s
    for p in s.units():
        if p.location == "map" or p.id in where:
            hex_id = where.get(p.id)
            s._set_position(p, "map", hex_id) if hex_id else s._set_position(p, "unplaced")
    s.touch()


# ----------------------------------------------------------------------------- O20 activation

def _no_leaderless_stack(g: CardGame) -> bool:
    # L10: a squad and a Scout, which commands nobody (3.3.3a): each goes alone
    return all(len(ids) == 1 for ids in _ids(_move_options(g)) if ids & {"A06", "A07"})


def _never_two_leaders(g: CardGame) -> bool:
    leaders = {"A03", "A05", "A07", "A08"}
    return all(len(ids & leaders) <= 1 for ids in _ids(_move_options(g)))


def _leader_first_with_its_units(g: CardGame) -> bool:
    opts = [o.value for o in _move_options(g)]
    return ["A05", "A04"] in opts and ["A08", "A04"] in opts and ["A03", "A01", "A02"] in opts


def _radius_reaches_other_hexes(g: CardGame) -> bool:
    s = g.s
    near = next(h for h in sorted(s.board.grid.neighbours("H9").values()) if s.board.grid.distance(h, "H9") == 1)
    s._set_position(s.piece("A06"), "map", near)  # a squad next to the Captain (command 2)
    s.touch()
    opts = [o.value for o in _move_options(g)]
    wide = [ids for ids in opts if ids[0] == "A05" and "A06" in ids]
    corporal = [ids for ids in opts if ids[0] == "A08" and "A06" in ids]  # command 0: its own hex only
    return wide == [["A05", "A04", "A06"]] and not corporal


def _once_a_turn(g: CardGame) -> bool:
    g.s.piece("A04").activated = True
    g.s.touch()
    return all("A04" not in ids for ids in _ids(_move_options(g)))


def _problems(g: CardGame) -> bool:
    s = g.s
    p = s.piece
    return (activation.activation_problem(s, [p("A06"), p("A07")]) != ""     # two units, no leader
            and activation.activation_problem(s, [p("A07"), p("A06")]) != ""  # a Scout first
            and activation.activation_problem(s, [p("A05"), p("A08")]) != ""  # a leader never activates a leader
            and activation.activation_problem(s, [p("A05"), p("A04")]) == ""
            and activation.activation_problem(s, [p("A04")]) == "")


@pytest.mark.parametrize(("rule", "holds"), [
    ("O20.1 an order activates one unit: a stack without a commanding leader moves one unit at a time", _no_leaderless_stack),
    ("O20.1 a leader activates non-leader units only: never two leaders at once", _never_two_leaders),
    ("O20.1 a leader activated first brings the units it commands in its hex", _leader_first_with_its_units),
    ("3.3.1.1 command N reaches units N hexes away, command 0 its own hex only", _radius_reaches_other_hexes),
    ("O20.2 a unit is activated at most once a turn", _once_a_turn),
    ("O20.1 what is one activation and what is not", _problems),
], ids=lambda v: v if isinstance(v, str) else "")
def test_O20_activation(demo_ds: DataSet, rule: str, holds: Callable[[CardGame], bool]) -> None:
    assert holds(new_game(demo_ds)), rule


def test_O20_1_a_fire_group_is_one_activation_and_its_leader_is_activated_firing_or_not(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, scenario="demo-ridge-line")
    a, b, c, t = _layout(g)
    # two squads without a leader in A: each fires alone; a leader with a squad in B: one group
    _put(g, {"J01": a, "J06": a, "J03": b, "J04": b, "A01": t})
    s = g.s
    groups = [(set(o.value[0]), o.value.leader) for o in firegroups.fire_groups(g, "japan") if o.value[1] == t]
    assert ({"J01", "J01w"}, None) in groups and ({"J06"}, None) in groups
    assert not any({"J01", "J06"} <= grp for grp, lead in groups if lead is None)  # together only under J03
    led = [(grp, lead) for grp, lead in groups if lead == "J03"]
    assert led and all("J04" in grp for grp, _ in led)
    # the Lieutenant (range 1 at 2-3 hexes) does not fire in its group but is activated with it
    choice = next(o.value for o in firegroups.fire_groups(g, "japan") if o.value.leader == "J03" and o.value[1] == t)
    assert "J03" not in choice[0]
    g.players["japan"] = Policy("fire as it is")
    firegroups.refine_group(g, "japan", choice)
    assert s.piece("J03").activated


# ----------------------------------------------------------------------------- A41.2 Op Fire again

def _op_fire_game(demo_ds: DataSet, pick: str) -> tuple[CardGame, dict[str, str]]:
    g = new_game(demo_ds, japan=Policy(pick, "fire at"))
    a, b, c, t = _layout(g)
    _put(g, {"J06": t, "A06": a})
    hand = g.decks.piles["japan"].hand
    ops = [n for n in hand if g.decks.spec("japan", n).action == "op_fire"]
    assert len(ops) == 1  # one Fire action in the hand
    return g, {"A": a, "B": b, "T": t}


def _enter(g: CardGame, hex_id: str) -> None:
    s = g.s
    u = s.piece("A06")
    s._set_position(u, "map", hex_id)
    u.broken = False
    s.touch()


def _fired_at(g: CardGame, hex_id: str) -> int:
    return sum(1 for e in g.s.doc.log if "fire" in e.text and f"at {hex_id}" in e.text and "Demo Line Rifle Squad" in e.text)


@pytest.mark.parametrize(("rule", "second_pick", "cards_spent", "attacks"), [
    ("A41.2 the first Op Fire activates its units with a Fire action card; A41.3b they fire again with no card", "again, with no card", 1, 2),
    ("A41.2 declining the free attack keeps the card count", "no Op Fire", 1, 1),
])
def test_A41_2_units_activated_for_op_fire_fire_again_in_the_same_move_without_a_card(
        demo_ds: DataSet, rule: str, second_pick: str, cards_spent: int, attacks: int) -> None:
    g, h = _op_fire_game(demo_ds, "fire at")
    fired: set[str] = set()
    hand_before = len(g.decks.hand("japan"))
    _enter(g, h["A"])
    actions.offer_op_fire(g, "japan", h["A"], fired)
    assert fired == {"J06"} and g.s.piece("J06").activated
    g.players["japan"] = Policy(second_pick)
    _enter(g, h["B"])
    actions.offer_op_fire(g, "japan", h["B"], fired)  # no Fire action card left in the hand
    assert hand_before - len(g.decks.hand("japan")) == cards_spent, rule
    assert _fired_at(g, h["A"]) + _fired_at(g, h["B"]) == attacks, rule


def test_A41_2_without_a_card_no_new_unit_is_activated_for_op_fire(demo_ds: DataSet) -> None:
    g, h = _op_fire_game(demo_ds, "fire at")
    s = g.s
    hand = g.decks.piles["japan"].hand
    for n in [n for n in hand if g.decks.spec("japan", n).action == "op_fire"]:
        hand.remove(n)
        g.decks.piles["japan"].discard.append(n)
    _enter(g, h["A"])
    actions.offer_op_fire(g, "japan", h["A"], set())
    assert not s.piece("J06").activated and _fired_at(g, h["A"]) == 0


# ----------------------------------------------------------------------------- 3.2.5 broken units, 19.1 melee

def _broken_fires_own_fp(g: CardGame) -> bool:
    a, b, c, t = _layout(g)
    _put(g, {"J01": a, "A01": t})
    g.s.piece("J01").broken = True
    g.s.touch()
    groups = [set(o.value[0]) for o in firegroups.fire_groups(g, "japan")]
    return {"J01"} in groups and not any("J01w" in grp for grp in groups)  # 3.2.3: never its weapon


def _broken_advances(g: CardGame) -> bool:
    for u in g.s.units("allied", "map"):
        u.broken = True
    g.s.touch()
    return orders._has_use(g, "allied", "advance") and any("A04" in ids for ids in _ids(_move_options(g, kind="advance")))


def _melee_moves_out(g: CardGame) -> bool:
    s = g.s
    s._set_position(s.piece("J06"), "map", "L10")  # a melee in L10
    s.touch()
    return "L10" in s.melee_hexes() and any("A06" in ids for ids in _ids(_move_options(g))) \
        and any("A06" in ids for ids in _ids(_move_options(g, kind="advance")))


def _melee_never_fires(g: CardGame) -> bool:
    s = g.s
    s._set_position(s.piece("J06"), "map", "L10")
    s.touch()
    return not any(s.piece(p).hex == "L10" for o in firegroups.fire_groups(g, "allied") for p in o.value[0])


@pytest.mark.parametrize(("rule", "holds"), [
    ("3.2.5 a broken unit fires its own FP but never its weapon (3.2.3)", _broken_fires_own_fp),
    ("3.2.5 a broken unit may Advance", _broken_advances),
    ("19.1 units in a melee hex may Move or Advance out of it", _melee_moves_out),
    ("19.1 units in a melee hex never fire", _melee_never_fires),
], ids=lambda v: v if isinstance(v, str) else "")
def test_broken_units_and_melee_hexes(demo_ds: DataSet, rule: str, holds: Callable[[CardGame], bool]) -> None:
    assert holds(new_game(demo_ds)), rule


# ----------------------------------------------------------------------------- O29 the Move allowance

def _squad_alone_has_its_own_mp(g: CardGame) -> bool:
    s = g.s
    away, over = s.allowance([s.piece("A01")])  # squad 4 MP, +1 in its Lieutenant's hex
    reach = s.reachable(["A01"])
    return away == 4 and over["D10"] == 5 and max(c for h, (c, _) in reach.items() if h not in over) <= 4


def _group_keeps_its_leader(g: CardGame) -> bool:
    s = g.s
    away, over = s.allowance([s.piece("A03"), s.piece("A01")])
    return away == 5 and "D10" not in over  # (H9 adds its own leaders' command)


def _staying_leader_hex_adds(g: CardGame) -> bool:
    s = g.s
    s._set_position(s.piece("A08"), "map", "D9")  # a Corporal (command 0) waits there: nothing added
    s._set_position(s.piece("A05"), "map", "E9")  # a Captain (command 2) waits there: +2 on arrival
    s.touch()
    away, over = s.allowance([s.piece("A01")])
    return away == 4 and over.get("E9") == 6 and "D9" not in over


def _spent_counts(g: CardGame) -> bool:
    s = g.s
    one = next(h for h, (c, _) in sorted(s.reachable(["A01"]).items()) if c == 1)
    plan = s.plan_move(["A01"], [one], spent=3.5)  # 3.5 MP already spent in this Move: 1 more is over 4
    ok = s.plan_move(["A01"], [one], spent=3)
    return not plan.legal and "4" in plan.reason and ok.legal and ok.cost == 4


@pytest.mark.parametrize(("rule", "holds"), [
    ("3.3.1.2 a squad leaving its leader's hex alone has its own MP, not the leader's bonus", _squad_alone_has_its_own_mp),
    ("O29.2 a group moving with its leader keeps the bonus all the way", _group_keeps_its_leader),
    ("3.3.1.2 a friendly leader reached on the way adds its command there", _staying_leader_hex_adds),
    ("O29.1 the MP spent earlier in the Move count against what is left", _spent_counts),
], ids=lambda v: v if isinstance(v, str) else "")
def test_O29_the_move_allowance_where_the_units_stand(demo_ds: DataSet, rule: str, holds: Callable[[CardGame], bool]) -> None:
    assert holds(new_game(demo_ds)), rule


def test_O29_a_squad_that_leaves_its_leader_in_a_card_game_never_spends_more_than_its_own_mp(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("Demo Elite Squad (US) in D10 alone"))
    orders._move(g, "allied")
    line = next(e.text for e in g.s.doc.log if e.text.startswith("Demo Elite Squad (US)") and " moves D10 > " in e.text)
    spent, allowance = line.rsplit(": ", 1)[1].split(" of ")
    assert float(spent) <= 4 and allowance.startswith("4 MP")
