"""What a side may know (play/hidden.py) and the players that decide on it: a redrawn world keeps
the side's view and redraws the rest; no automatic player peeks at the opponent's hand or the order
of the draw piles (1.1, 1.3, 12.4: a hand is secret, a draw pile face down)."""

from __future__ import annotations

import random

import pytest

from ccp_editor.core.rules import other_side
from ccp_editor.io.dataset import loaded_kept
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.engine import GameState
from ccp_editor.play.hidden import observation, sample_hidden
from ccp_editor.play.ismcts import IsmctsPlayer
from ccp_editor.play.players import GreedyPlayer


@pytest.fixture(autouse=True)
def _kept():
    with loaded_kept():
        yield


def _at_order_questions(demo_ds: DataSet, scenario: str, seed: int, count: int) -> list[GameState]:
    """Copies of a seeded game at its first ``count`` order questions (random answers between)."""
    state = GameState.new(demo_ds.scenarios[scenario], demo_ds, seed=seed)
    rng = random.Random(seed)
    found = []
    while not state.is_terminal() and len(found) < count:
        if state.decision.kind == "order" and state.game.resumable:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


def _cards(state: GameState, side: str) -> list[int]:
    p = state.game.decks.piles[side]
    return sorted(p.draw + p.hand + p.discard)


def _hidden_changed(state: GameState, side: str, seed: int) -> GameState:
    """The same game with everything ``side`` cannot see arranged otherwise: the opponent's hand
    swapped for cards of his draw pile, both draw piles in another order."""
    other = state.clone()
    decks = other.game.decks
    rng = random.Random(seed)
    opp = decks.piles[other_side(side)]
    pool = opp.hand + opp.draw
    rng.shuffle(pool)
    held = len(opp.hand)
    opp.hand, opp.draw = pool[:held], pool[held:]
    mine = decks.piles[side]
    seen_top = mine.draw[-1:] if mine.draw and decks.peeked[side] == mine.draw[-1] else []  # looked at (O30): known
    rest = mine.draw[:len(mine.draw) - len(seen_top)]
    rng.shuffle(rest)
    mine.draw = rest + seen_top
    return other


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 4), ("demo-beach-landing", 6)])
def test_a_redrawn_world_keeps_the_sides_view_and_redraws_what_it_cannot_see(demo_ds: DataSet, scenario: str, seed: int) -> None:
    for state in _at_order_questions(demo_ds, scenario, seed, 3):
        side = state.current_player()
        opp = other_side(side)
        seen = observation(state, side)
        assert state.observation(side) == seen  # the same view through the state's own method
        hands = set()
        for k in range(6):
            world = state.sample_hidden(side, random.Random(k))
            assert observation(world, side) == seen
            for s in ("japan", "allied"):  # no card lost or doubled
                assert _cards(world, s) == _cards(state, s)
            hands.add(tuple(sorted(world.game.decks.piles[opp].hand)))
            assert world.game.decks.piles[side].hand == state.game.decks.piles[side].hand
        assert len(hands) > 1  # the opponent's hand is really drawn again
        # and the world plays on by the rules
        world.apply(world.legal_actions()[0])


def test_the_opponents_view_differs_where_his_hand_does(demo_ds: DataSet) -> None:
    state = _at_order_questions(demo_ds, "demo-ridge-line", 4, 1)[0]
    side = state.current_player()
    changed = _hidden_changed(state, side, 1)
    assert observation(changed, side) == observation(state, side)
    assert observation(changed, other_side(side)) != observation(state, other_side(side))


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 4), ("demo-beach-landing", 6)])
def test_no_peeking_the_planner_decides_the_same_whatever_it_cannot_see(demo_ds: DataSet, scenario: str, seed: int) -> None:
    decided = 0
    for state in _at_order_questions(demo_ds, scenario, seed, 3):
        side = state.current_player()
        for k in range(2):
            other = _hidden_changed(state, side, k)
            assert other.game.decks.piles[other_side(side)].hand != state.game.decks.piles[other_side(side)].hand or k
            assert observation(other, side) == observation(state, side)
            a = IsmctsPlayer(9, budget_ms=None, iterations=6, margin=0.0).act(state)
            b = IsmctsPlayer(9, budget_ms=None, iterations=6, margin=0.0).act(other)
            assert a == b
            decided += 1
    assert decided == 6


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 4), ("demo-beach-landing", 6)])
def test_no_peeking_the_greedy_player_decides_the_same_whatever_it_cannot_see(demo_ds: DataSet, scenario: str, seed: int) -> None:
    for state in _at_order_questions(demo_ds, scenario, seed, 4):
        side = state.current_player()
        other = _hidden_changed(state, side, 3)
        assert observation(other, side) == observation(state, side)
        assert GreedyPlayer(5).choose(state.decision) == GreedyPlayer(5).choose(other.decision)


def test_the_planner_sees_a_changed_world_where_its_side_can_see(demo_ds: DataSet) -> None:
    """The no-peeking tests are not blind: a change the side can see (its own hand) does change
    the observation the planner decides on."""
    state = _at_order_questions(demo_ds, "demo-beach-landing", 6, 1)[0]
    side = state.current_player()
    other = state.clone()
    mine = other.game.decks.piles[side]
    mine.hand[0], mine.draw[0] = mine.draw[0], mine.hand[0]
    assert observation(other, side) != observation(state, side)


def test_a_card_looked_at_by_reconnoiter_stays_known_to_its_owner_only(demo_ds: DataSet) -> None:
    """O30: the owner has seen the top card of his draw pile; a redrawn world keeps it on top for
    him, and it is no part of the opponent's view."""
    state = _at_order_questions(demo_ds, "demo-ridge-line", 4, 1)[0]
    side = state.current_player()
    looked = state.clone()
    top = looked.game.decks.peek(side)
    assert top is not None
    assert observation(looked, side).top_seen == top
    assert observation(looked, other_side(side)).top_seen is None
    for k in range(4):
        world = sample_hidden(looked, side, random.Random(k))
        assert world.game.decks.piles[side].draw[-1] == top
        assert observation(world, side) == observation(looked, side)
    # drawn, the card is no longer a known top card
    looked.game.decks.deal_one(side)
    assert observation(looked, side).top_seen is None
