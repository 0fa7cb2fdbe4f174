"""The card game as a searchable state (play/engine.py): stepping it plays the very game the rules
play, a copy goes on exactly as the original, and copies never touch each other."""

from __future__ import annotations

import random

import pytest

from ccp_editor.io.dataset import loaded_kept
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.engine import TERMINAL, Action, GameState, play
from ccp_editor.play.players import make_player
from ccp_editor.play.results import SessionError
from ccp_editor.play.turn import CardGame

CASES = [("demo-ridge-line", 3, "auto"), ("demo-beach-landing", 5, "greedy")]


@pytest.fixture(autouse=True)
def _kept():
    with loaded_kept():
        yield


def _players(kind: str, seed: int) -> dict:
    return {"japan": make_player(kind, f"{seed}j"), "allied": make_player(kind, f"{seed}a")}


@pytest.mark.parametrize(("scenario", "seed", "kind"), CASES)
def test_a_game_stepped_through_the_state_is_the_game_the_rules_play(demo_ds: DataSet, scenario: str, seed: int, kind: str) -> None:
    sc = demo_ds.scenarios[scenario]
    direct = CardGame.create(sc, demo_ds, _players(kind, seed), seed=seed, start=False)
    direct.setup()
    want = direct.run()
    state = play(GameState.new(sc, demo_ds, seed=seed), _players(kind, seed))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.game.log == direct.log
    result = state.result()
    assert result is not None and (result.winner, result.vp, result.turns) == (want.winner, want.vp, want.turns)
    assert state.legal_actions() == []


def test_legal_actions_are_plain_hashable_values_of_the_question(demo_ds: DataSet) -> None:
    state = GameState.new(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=2)
    seen = 0
    rng = random.Random(4)
    while not state.is_terminal() and seen < 200:
        actions = state.legal_actions()
        assert len(actions) >= 2  # a question with one answer answers itself
        assert all(isinstance(a, Action) and a.kind == state.decision.kind for a in actions)
        assert len({hash(a) for a in actions}) >= 1
        assert state.current_player() == state.decision.side
        state.apply(rng.choice(actions))
        seen += 1
    assert seen == 200


def test_an_answer_that_is_not_legal_is_refused_and_changes_nothing(demo_ds: DataSet) -> None:
    state = GameState.new(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=2)
    before = (list(state.history), len(state.game.log))
    with pytest.raises(SessionError, match="not a legal answer"):
        state.apply(Action("order", ("no such", "card")))
    with pytest.raises(SessionError, match="does not fit"):
        state.apply_index(99)
    assert (list(state.history), len(state.game.log)) == before


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 1), ("demo-beach-landing", 2)])
def test_a_copy_made_anywhere_goes_on_exactly_as_the_original(demo_ds: DataSet, scenario: str, seed: int) -> None:
    sc = demo_ds.scenarios[scenario]
    full = play(GameState.new(sc, demo_ds, seed=seed), {"japan": make_player("greedy", "g"), "allied": make_player("auto", "r")})
    answers = full.history
    state = GameState.new(sc, demo_ds, seed=seed)
    at_order = deep = 0
    for k, i in enumerate(answers):
        if k % 29 == 0:
            copy = state.clone()
            at_order += state.game.resumable
            deep += not state.game.resumable
            for j in answers[k:]:
                copy.apply_index(j)
            assert copy.is_terminal() and copy.game.log == full.game.log, k
        state.apply_index(i)
    assert at_order and deep  # copies made at an order question and deep inside an order
    assert state.game.log == full.game.log


def test_stepping_a_copy_leaves_the_original_as_it_was(demo_ds: DataSet) -> None:
    state = GameState.new(demo_ds.scenarios["demo-beach-landing"], demo_ds, seed=3)
    rng = random.Random(1)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    before = (state.game.log[:], state.game.decks.state(), [vars(p).copy() for p in state.game.s.doc.pieces],
              state.legal_actions(), state.current_player())
    for n in range(3):
        copy = state.clone()
        r = random.Random(n)
        while not copy.is_terminal():
            copy.apply(r.choice(copy.legal_actions()))
    after = (state.game.log[:], state.game.decks.state(), [vars(p).copy() for p in state.game.s.doc.pieces],
             state.legal_actions(), state.current_player())
    assert after == before
    state.apply(state.legal_actions()[0])  # and it still plays on
