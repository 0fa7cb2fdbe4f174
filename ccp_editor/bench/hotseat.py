"""Bench figures of the card game as a state (``ccp-editor bench``): what one answer in the window
costs early and late in a game, and what a copy of the game costs (the searching players make
thousands).

``hotseat_answer_us_at_N``: two people answering with seeded choices on the demo Ridge Line; the
time (µs: an answer takes well under a millisecond) of one ``HotseatSession.answer`` call at answers N to N+4 of the game, each answer given, taken
back (undo to the kept state) and given again, so every repetition answers the same question on
the same state. The answer must cost the same late in a game as early (goal: the 300th within 2x
the first; ``ratios`` gives it).
"""

from __future__ import annotations

import random
import time
from typing import Any

from .registry import Samples, figure

_POINTS = (1, 100, 300)
_WINDOW = 5  # answers timed from each point on
_REPEAT = 5  # each given this many times
_ANSWERS: dict[int, Samples] = {}
_CLONES: dict[str, Samples] = {}


def _demo() -> tuple[Any, Any]:
    from ..io.dataset import demo_dataset_root, load_dataset

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    return ds, ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))


def _answers() -> dict[int, Samples]:
    """The answer times at each point of one seeded game long enough for the last point (the first
    seed from 1 whose game lasts that long)."""
    if _ANSWERS:
        return _ANSWERS
    from ..io.dataset import loaded_kept
    from ..play.hotseat import HotseatSession

    ds, scenario = _demo()
    last = max(_POINTS) + _WINDOW
    with loaded_kept():
        for seed in range(1, 40):
            h = HotseatSession(scenario, ds, seed=seed)
            rng = random.Random(f"bench-answers:{seed}")
            snap = h.run()
            times: dict[int, list[float]] = {p: [] for p in _POINTS}
            n = 0
            while snap.decision is not None and n < last:
                n += 1
                index = rng.randrange(len(snap.decision.options))
                point = next((p for p in _POINTS if p <= n < p + _WINDOW), None)
                if point is not None:
                    for _ in range(_REPEAT - 1):
                        t0 = time.perf_counter()
                        h.answer(index)
                        times[point].append((time.perf_counter() - t0) * 1e6)
                        back = h.undo(h.snapshot())
                        assert back is not None
                t0 = time.perf_counter()
                snap = h.answer(index)
                if point is not None:
                    times[point].append((time.perf_counter() - t0) * 1e6)
            if n >= last:
                _ANSWERS.update({p: Samples(v) for p, v in times.items()})
                return _ANSWERS
    raise RuntimeError(f"no seeded game of {scenario.id} lasted {last} answers")


@figure("hotseat_answer_us_at_1")
def hotseat_answer_us_at_1() -> float:
    """Median µs of one hotseat answer at the start of a game (answers 1-5)."""
    return _answers()[1]


@figure("hotseat_answer_us_at_100")
def hotseat_answer_us_at_100() -> float:
    """Median µs of one hotseat answer at answers 100-104."""
    return _answers()[100]


@figure("hotseat_answer_us_at_300")
def hotseat_answer_us_at_300() -> float:
    """Median µs of one hotseat answer at answers 300-304 (goal: within 2x the first)."""
    return _answers()[300]


def _clones() -> dict[str, Samples]:
    """``GameState.clone`` at every question of seeded random-legal games on the demo Ridge Line,
    apart at a turn's order question (a copy of the session and piles) and deeper in a turn (the
    turn's last order question copied and the answers since given again)."""
    if _CLONES:
        return _CLONES
    from ..io.dataset import loaded_kept
    from ..play.engine import GameState

    ds, scenario = _demo()
    kinds: dict[str, list[float]] = {"order": [], "deep": []}
    with loaded_kept():
        for seed in (1, 2):
            state = GameState.new(scenario, ds, seed=seed)
            rng = random.Random(f"bench-clone:{seed}")
            while not state.is_terminal() and len(state.history) < 600:
                kind = "order" if state.game.resumable else "deep"
                t0 = time.perf_counter()
                state.clone()
                kinds[kind].append((time.perf_counter() - t0) * 1e6)
                state.apply_index(rng.randrange(len(state.legal_actions())))
    _CLONES.update(order=Samples(kinds["order"]), deep=Samples(kinds["deep"]),
                   all=Samples(kinds["order"] + kinds["deep"]))
    return _CLONES


@figure("state_clone_us")
def state_clone_us() -> float:
    """Median µs of a copy of the game state, over every question of two seeded games."""
    return _clones()["all"]


@figure("state_clone_us_at_order")
def state_clone_us_at_order() -> float:
    """Median µs of a copy made at a turn's order question."""
    return _clones()["order"]


@figure("state_clone_us_deep")
def state_clone_us_deep() -> float:
    """Median µs of a copy made deeper in a turn (an action, a roll's re-roll, a destination)."""
    return _clones()["deep"]
