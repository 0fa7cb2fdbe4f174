"""The planning player (play/ismcts.py) and its evaluation (play/evaluate.py): it answers legally,
keeps to its budget, spends nothing on a question with one answer, and plays whole games from the
command line."""

from __future__ import annotations

import json
import random
import time

import pytest

from ccp_editor.cli import main
from ccp_editor.io.dataset import loaded_kept
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.engine import GameState
from ccp_editor.play.evaluate import evaluate
from ccp_editor.play.ismcts import IsmctsPlayer
from ccp_editor.play.players import PLAYER_KINDS, make_player


@pytest.fixture(autouse=True)
def _kept():
    with loaded_kept():
        yield


def _states(demo_ds: DataSet, count: int, seed: int = 3) -> list[GameState]:
    state = GameState.new(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=seed)
    rng = random.Random(seed)
    found = []
    k = 0
    while not state.is_terminal() and len(found) < count:
        if k % 7 == 0:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        k += 1
    return found


def test_the_planner_answers_legally_and_the_same_with_the_same_seed(demo_ds: DataSet) -> None:
    for state in _states(demo_ds, 6):
        a = IsmctsPlayer(4, budget_ms=None, iterations=6).act(state)
        assert a in state.legal_actions()
        assert IsmctsPlayer(4, budget_ms=None, iterations=6).act(state) == a
        state.apply(a)  # and the game goes on from it


def test_the_planner_keeps_to_its_time_budget(demo_ds: DataSet) -> None:
    player = IsmctsPlayer(1, budget_ms=30)
    states = _states(demo_ds, 4)
    t0 = time.thread_time()  # the budget is the thinking this thread gets, whatever else the machine runs
    for state in states:
        player.act(state)
    per_question = (time.thread_time() - t0) / len(states)
    assert player.walks >= len(states)
    assert per_question < 0.030 + 0.15  # the budget, and one round of walks begun before it ran out


def test_a_question_with_one_answer_costs_the_planner_nothing(demo_ds: DataSet, monkeypatch) -> None:  # noqa: ANN001
    state = _states(demo_ds, 1)[0]
    only = state.legal_actions()[0]
    monkeypatch.setattr(GameState, "legal_actions", lambda self: [only])
    player = IsmctsPlayer(1, budget_ms=10_000)
    t0 = time.perf_counter()
    assert player.act(state) == only
    assert player.walks == 0 and time.perf_counter() - t0 < 0.5


def test_the_evaluation_prefers_a_vp_lead_and_scores_a_finished_game_by_its_result(demo_ds: DataSet) -> None:
    state = _states(demo_ds, 1)[0]
    base = evaluate(state, "japan")
    assert 0 < base < 1 and abs(base + evaluate(state, "allied") - 1) < 1e-9  # one side's gain is the other's loss
    ahead = state.clone()
    ahead.game.s.doc.tracks.vp += 5
    assert evaluate(ahead, "japan") > base
    assert evaluate(ahead, "allied") < 1 - base  # and the Allies' view of it is worse


def test_the_planner_is_a_player_kind_with_a_budget() -> None:
    assert "ismcts" in PLAYER_KINDS
    p = make_player("ismcts", 3, budget_ms=250)
    assert isinstance(p, IsmctsPlayer) and p.budget_ms == 250
    assert make_player("ismcts", 3).budget_ms == 100
    with pytest.raises(ValueError, match="ismcts"):
        make_player("genius", 1)


@pytest.mark.slow
def test_play_command_plays_the_planner_against_greedy(capsys) -> None:  # noqa: ANN001
    code = main(["play", "demo-beach-landing", "--japan", "ismcts", "--allied", "greedy", "--budget-ms", "3", "--json", "--seed", "2"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["winner"] in ("japan", "allied", None) and out["orders"] > 0


@pytest.mark.parametrize("budget", ["0", "-5", "soon", "999999999"])
def test_a_thinking_time_out_of_range_is_a_usage_error(budget: str, capsys) -> None:  # noqa: ANN001
    assert main(["play", "demo-beach-landing", "--japan", "ismcts", "--budget-ms", budget]) == 2
    assert "--budget-ms" in capsys.readouterr().err



def _branching(node, depth: int = 0) -> list[int]:  # noqa: ANN001 - answers in the tree of each question below the root
    found = [len(node.children)] if depth >= 1 and node.children else []
    for child in node.children.values():
        found += _branching(child, depth + 1)
    return found


def test_below_the_root_the_planner_follows_one_line_until_a_question_has_had_enough_walks(demo_ds: DataSet) -> None:
    """Progressive widening: with a few walks per candidate, a question below the root gets only
    the fast player's answers (one per redrawn world at most), never one drawn at random, so a
    candidate is scored by the fast player's follow-up, the opponent's too; with every answer let in
    at once (the widening turned up) the same walks branch more; with many walks, alternatives below
    the root are searched."""
    narrow_branches = wide_branches = 0
    for state in _states(demo_ds, 4, seed=5):
        narrow = IsmctsPlayer(2, budget_ms=None, iterations=12)
        drawn: list[int] = []
        randrange = narrow.rng.randrange
        narrow.rng.randrange = lambda n, drawn=drawn, randrange=randrange: drawn.append(n) or randrange(n)  # type: ignore[method-assign]
        narrow.act(state)
        assert drawn == []
        wide = IsmctsPlayer(2, budget_ms=None, iterations=12, widening=100.0)
        wide.act(state)
        assert narrow.tree is not None and wide.tree is not None
        assert len(narrow.tree.children) >= 2  # the root's candidates
        narrow_branches += sum(n - 1 for n in _branching(narrow.tree))
        wide_branches += sum(n - 1 for n in _branching(wide.tree))
    assert narrow_branches < wide_branches
    many = IsmctsPlayer(2, budget_ms=None, iterations=150)
    many.act(_states(demo_ds, 1, seed=5)[0])
    assert many.tree is not None and max(_branching(many.tree)) >= 3
