"""Bench figures of the planning player (``ccp-editor bench``): how fast it thinks.

``ismcts_iterations_per_s`` is the walks the planner makes per CPU second while it decides the
questions of a seeded game on the larger demo scenario (ridge line), each question given a budget
of walks: a redrawn world (``hidden.sample_hidden``), the tree's answers and the short look-ahead,
scored. With the 100 ms budget of ``play --japan ismcts``, a question gets about a tenth of it.
The floor loop of ``play_auto_games_per_s`` is measured between the repetitions.
"""

from __future__ import annotations

import time

from .registry import Samples, figure, scale

_REPEATS = 5
_QUESTIONS = 12  # questions of the seeded game decided per repetition
_WALKS = 12  # walks per question


def _questions():  # noqa: ANN202 - (dataset, list of GameState) copies of a seeded game at several questions
    from ..io.dataset import demo_dataset_root, load_dataset
    from ..play.engine import GameState
    from ..play.players import GreedyPlayer

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    scenario = ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))
    state = GameState.new(scenario, ds, seed=7)
    players = {"japan": GreedyPlayer("7j"), "allied": GreedyPlayer("7a")}
    found = []
    k = 0
    while not state.is_terminal() and len(found) < _QUESTIONS * _REPEATS:
        decision = state.decision
        assert decision is not None
        if k % 5 == 0:
            found.append(state.clone())
        state.apply_index(players[decision.side].choose(decision))
        k += 1
    return found


@figure("ismcts_iterations_per_s")
def ismcts_iterations_per_s() -> float:
    """Walks of the planner per CPU second over the questions of a seeded game (median of the
    repetitions; each repetition decides ``_QUESTIONS`` questions)."""
    from ..io.dataset import loaded_kept
    from ..play.ismcts import IsmctsPlayer
    from .play import _floor_loop

    rates: list[float] = []
    with loaded_kept():
        states = _questions()
        for r in range(_REPEATS):
            _floor_loop()
            player = IsmctsPlayer(r, budget_ms=None, iterations=max(1, round(_WALKS * scale())))
            t0 = time.process_time()
            for state in states[r::_REPEATS][:_QUESTIONS]:
                player.act(state)
            rates.append(player.walks / max(time.process_time() - t0, 1e-9))
    return Samples(rates)
