"""The greedy player's view of a Move (scores only, the rules untouched): a group in Cover under
fire keeps it unless the Move takes an objective or ends in Cover; hexes without Cover under
fire cost on the way; an overstacked hex gives no Cover (T81.3.2); a side whose every mover is
pinned gives no Move order."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ccp_editor.core.rules import stacking_limit
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import movescore, orders
from ccp_editor.play.players import GreedyPlayer
from ccp_editor.play.turn import CardGame

from .test_play_activation import _put
from .test_play_cards import new_game


def _layout(g: CardGame) -> tuple[str, str, str, str]:
    """A hex in Cover C, an adjacent open hex O, another adjacent hex in Cover C2, and an enemy
    hex E that sees C, O and C2 at 2 to 4 hexes; none of them an objective."""
    s = g.s
    grid = s.board.grid
    objectives = set(s.board.map.objectives.values())
    forts = {f.hex for f in s.doc.fortifications}
    hexes = [h for h in sorted(s.board.hexes) if h not in objectives and h not in forts and not s.board.is_water(h)]
    cover = {h for h in hexes if s.cover_at(h)[0] > 0}
    open_ = {h for h in hexes if s.cover_at(h)[0] == 0}
    for c in sorted(cover):
        near = sorted(grid.neighbours(c).values())
        for o in (h for h in near if h in open_):
            for c2 in (h for h in near if h in cover):
                for e in sorted(open_):
                    if all(2 <= grid.distance(e, x) <= 4 and s.los(e, x).has_los for x in (c, o, c2)):
                        return c, o, c2, e
    raise AssertionError("no such layout on the demo map")


def _game(demo_ds: DataSet, enemy: bool = True) -> tuple[CardGame, dict[str, str]]:
    g = new_game(demo_ds)
    c, o, c2, e = _layout(g)
    _put(g, {"A06": c, **({"J06": e} if enemy else {})})
    return g, {"C": c, "O": o, "C2": c2, "E": e}


def _bonus(g: CardGame) -> Callable[[str], float]:
    return movescore.keeps_cover(g, "allied", [g.s.piece("A06")])


def _open_ground_costs(g: CardGame, h: dict[str, str]) -> bool:
    return _bonus(g)(h["O"]) <= -movescore.LEAVE_COVER


def _cover_costs_nothing(g: CardGame, h: dict[str, str]) -> bool:
    return _bonus(g)(h["C2"]) == 0.0 and _bonus(g)(h["C"]) == 0.0


def _objective_costs_nothing(g: CardGame, h: dict[str, str]) -> bool:
    g.s.board.map.objectives["test"] = h["O"]
    try:
        return _bonus(g)(h["O"]) == 0.0
    finally:
        del g.s.board.map.objectives["test"]


def _the_way_counts(g: CardGame, h: dict[str, str]) -> bool:
    bonus = movescore.keeps_cover(g, "allied", [g.s.piece("A06")], {h["C2"]: (3.0, [h["C"], h["O"], h["C2"]])})
    return bonus(h["C2"]) == -movescore.EXPOSED_STEP


def _overstacked_hex_gives_no_cover(g: CardGame, h: dict[str, str]) -> bool:
    limit = stacking_limit(g.s.rules)
    return movescore.in_cover(g, h["C2"]) and not movescore.in_cover(g, h["C2"], limit + 10)


@pytest.mark.parametrize(("rule", "holds"), [
    ("in Cover under fire: open ground without an objective is the worst destination", _open_ground_costs),
    ("in Cover under fire: another hex in Cover costs nothing", _cover_costs_nothing),
    ("in Cover under fire: an objective to take is worth leaving Cover (14.3)", _objective_costs_nothing),
    ("each hex on the way without Cover under fire costs (A41 Op Fire)", _the_way_counts),
    ("an overstacked hex gives no Cover (T81.3.2)", _overstacked_hex_gives_no_cover),
], ids=lambda v: v if isinstance(v, str) else "")
def test_greedy_keeps_cover_under_fire(demo_ds: DataSet, rule: str, holds: Callable) -> None:
    g, h = _game(demo_ds)
    assert holds(g, h), rule


def test_greedy_moves_freely_out_of_fire(demo_ds: DataSet) -> None:
    g, h = _game(demo_ds, enemy=False)
    g.s._set_position(g.s.piece("J06"), "unplaced")
    g.s.touch()
    assert _bonus(g)(h["O"]) == 0.0


def test_a_side_whose_every_mover_is_pinned_in_cover_gives_no_move_order(demo_ds: DataSet) -> None:
    g, h = _game(demo_ds)
    s = g.s
    unit = s.piece("A06")
    # nothing in Cover within reach: every destination looks like open ground
    reach = s.reachable([unit.id])
    real = movescore.in_cover

    def only_start(game: CardGame, hex_id: str, figures: int = 0) -> bool:
        return hex_id == h["C"] and real(game, hex_id, figures)
    movescore.in_cover = only_start  # type: ignore[assignment]
    try:
        assert reach and movescore.pinned(g, "allied", [unit])
        assert movescore.move_worth(g, "allied", lambda: orders.stacks(g, "allied"), 4.0) == 0.0
        assert movescore.activation_worth(g, "allied", [unit], 1.0) == 0.0
    finally:
        movescore.in_cover = real  # type: ignore[assignment]
    assert not movescore.pinned(g, "allied", [unit])  # the hex next door gives Cover


def test_a_greedy_move_from_cover_under_fire_ends_in_cover(demo_ds: DataSet) -> None:
    g, h = _game(demo_ds)
    g.players["allied"] = GreedyPlayer("cover")
    orders._move(g, "allied")
    assert movescore.in_cover(g, g.s.piece("A06").hex or "") or g.s.piece("A06").location != "map"
