"""Automatic players and a scripted one (for replays): each answers the game's decisions.

- ``RandomPlayer``: every legal option with equal chance, from its own seeded generator;
- ``GreedyPlayer`` (``greedy``): the option it scores best now (the strongest-looking fire, the
  move toward an objective), ties broken by its generator; its scores are its own, not the rules';
- ``ScriptedPlayer``: answers from a recorded list, so a logged game replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from .decisions import Decision
from .greedy import GreedyPlayer

__all__ = ["PLAYER_KINDS", "GreedyPlayer", "RandomPlayer", "ScriptExhausted", "ScriptedPlayer", "make_player"]


class RandomPlayer:
    """Random-legal play: each legal option equally likely at every decision."""

    name = "auto"

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(f"ccp-player:{seed}")

    def choose(self, decision: Decision) -> int:
        return self.rng.randrange(len(decision.options))


class ScriptExhausted(RuntimeError):
    """The recorded choices ran out before the game ended, or one does not fit its question: the
    log does not fit this game. ``index`` is the recorded choice at fault (or the one missing)."""

    def __init__(self, message: str, index: int = -1) -> None:
        super().__init__(message)
        self.index = index


class ScriptedPlayer:
    """Answers with recorded indices, checking each fits the decision it is given."""

    name = "scripted"

    def __init__(self, choices: Iterable[int]) -> None:
        self.choices = list(choices)
        self.next = 0

    def choose(self, decision: Decision) -> int:
        if self.next >= len(self.choices):
            raise ScriptExhausted(f"no recorded choice left for {decision.side}: {decision.prompt}", self.next)
        i = self.choices[self.next]
        self.next += 1
        if not 0 <= i < len(decision.options):
            raise ScriptExhausted(f"recorded choice {i} does not fit {decision.prompt} ({len(decision.options)} options)", self.next - 1)
        return i


def _ismcts(seed: int | str, *, budget_ms: float | None = None) -> Any:
    from .ismcts import IsmctsPlayer  # the planner builds on the players above

    return IsmctsPlayer(seed) if budget_ms is None else IsmctsPlayer(seed, budget_ms=budget_ms)


#: The automatic players by the name the command line, the balance tool and the window use:
#: ``auto`` random legal, ``greedy`` the best-looking answer, ``ismcts`` the planner (play/ismcts.py).
PLAYER_KINDS: dict[str, Callable[..., Any]] = {"auto": RandomPlayer, "greedy": GreedyPlayer, "ismcts": _ismcts}


def make_player(kind: str, seed: int | str, *, budget_ms: float | None = None) -> Any:
    """A player of ``kind`` (see ``PLAYER_KINDS``); ``budget_ms``: the planner's thinking time per
    question (the others answer at once). A ValueError names the kinds for anything else."""
    factory = PLAYER_KINDS.get(kind)
    if factory is None:
        raise ValueError(f"unknown player {kind!r} (expected one of: {', '.join(PLAYER_KINDS)})")
    if budget_ms is not None and kind == "ismcts":
        return factory(seed, budget_ms=budget_ms)
    return factory(seed)
