"""The planning automatic player: determinized Information Set Monte Carlo Tree Search.

At each question with more than one answer it builds one tree over the answers of both sides and
walks it many times, each time in a different world drawn from what its side may know
(``hidden.sample_hidden``: the opponent's hand and both draw piles redrawn from the unseen cards,
so the dice of the look-ahead are the cards that could really come). At the root the fast player's
best ``width`` answers are each walked in the same worlds. Below it a walk picks answers by UCB
among those legal in its world (a child's exploration counts the walks in which it was available,
the information-set form of UCT), adds one new answer to the tree (the fast player's choice in its
world first; a question gets another answer only once it has had enough walks: progressive
widening), plays on with the fast player until this side is asked for an order again after the
opponent's reply, and scores where it got to with ``evaluate`` (VP, units, Time). The fast
player's answer is played unless another scores clearly better on average (``margin``).

It uses only the ``GameState`` API (``legal_actions``, ``apply``, ``clone`` through the sampler,
``evaluate``) and never reads the real world's hidden cards: the no-peeking tests check that two
games differing only in what its side cannot see get the same answer from the same seed.

The budget is per question, in milliseconds of the thread's processor time (``budget_ms``: on an idle
core the time the player waits, on a busy one the thinking it really got) or walks (``iterations``).
A question with one legal answer costs nothing, and the search stops short of its time budget once
no further walk could change the answer: each candidate is tried in the same worlds as the fast
player's pick, and when every difference is clearly below or above the margin (or nil in every
world) after a few worlds, the answer is settled.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING

from .evaluate import evaluate
from .greedy import GreedyPlayer, scores
from .hidden import sample_hidden

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine import Action, GameState

#: the exploration constant of UCB (values are win chances in [0, 1])
EXPLORATION = 0.7
#: at most this many questions the fast player answers after the tree's last answer before the position is
#: scored; it stops sooner, at this side's first order question after an order of the opponent (the turn under
#: way played out and the opponent's whole reply to it seen)
HORIZON = 40
#: the answers searched at the root: the fast player's best few
WIDTH = 3
#: how much better (in win chance) a searched answer must look than the fast player's to replace it
MARGIN = 0.04
#: the worlds every candidate is tried in before the search may stop short of its budget
MIN_ROUNDS = 4
#: progressive widening below the root: a question there may have ``1 + WIDENING * sqrt(walks)`` answers
#: in the tree (a second one after 16 walks through it, a third after 64)
WIDENING = 0.25


class _Node:
    __slots__ = ("player", "children", "visits", "value", "avail")

    def __init__(self) -> None:
        self.player = ""  # the side answering at this node (set on the first walk through it)
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.value = 0.0  # summed scores for the side whose answer led here
        self.avail = 0  # walks in which this answer was legal (information-set UCB)


class IsmctsPlayer:
    """A planning player (see the module's docstring); ``seed`` makes its walks reproducible under
    an ``iterations`` budget."""

    name = "ismcts"

    def __init__(self, seed: int | str, *, budget_ms: float | None = 100.0, iterations: int | None = None,
                 horizon: int = HORIZON, exploration: float = EXPLORATION, width: int = WIDTH,
                 margin: float = MARGIN, widening: float = WIDENING) -> None:
        if budget_ms is None and iterations is None:
            raise ValueError("a budget in milliseconds or iterations is needed")
        self.rng = random.Random(f"ccp-ismcts:{seed}")
        self.fast = GreedyPlayer(f"{seed}:look-ahead")
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.horizon = horizon
        self.exploration = exploration
        self.width = width
        self.margin = margin
        self.widening = widening
        self.walks = 0  # walks made so far, over every question (for the bench)
        self.tree: _Node | None = None  # the last question's tree, to look at how it was decided
        self.thinking_s = 0.0

    def act(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        side = state.current_player()
        decision = state.decision
        assert decision is not None
        ranked = self._ranked(decision, actions)
        pick = ranked[0]
        candidates = ranked[:self.width]
        root = _Node()
        root.player = side
        start = time.thread_time()
        deadline = start + (self.budget_ms / 1000.0 if self.budget_ms is not None else math.inf)
        n = 0
        rounds: dict[Action, list[float]] = {a: [] for a in candidates}
        while (self.iterations is None or n < self.iterations) and (n == 0 or time.thread_time() < deadline):
            world_seed = self.rng.getrandbits(64)
            for a in candidates:  # every candidate in the same world: its dice are the same cards
                rounds[a].append(self._walk(state, side, root, a, random.Random(world_seed)))
                n += 1
            if self.iterations is None and self._settled(rounds, pick):
                break
        self.walks += n
        self.tree = root
        self.thinking_s += time.thread_time() - start
        base = root.children[pick]
        best, best_mean = pick, base.value / base.visits
        for a in candidates[1:]:
            child = root.children[a]
            mean = child.value / child.visits
            if mean > best_mean + self.margin:  # the fast player's answer stands unless clearly beaten
                best, best_mean = a, mean
        return best

    def _settled(self, rounds: dict[Action, list[float]], pick: Action) -> bool:
        """Whether more walks could still change the answer: after ``MIN_ROUNDS`` worlds, each other
        candidate compared with the fast player's pick world by world (the same cards) is either
        clearly not better by the margin or clearly better (mean difference two standard errors
        away); a question whose answers come out the same in every world is settled then too."""
        base = rounds[pick]
        if len(base) < MIN_ROUNDS:
            return False
        for a, got in rounds.items():
            if a == pick:
                continue
            diffs = [x - y for x, y in zip(got, base, strict=True)]
            mean = sum(diffs) / len(diffs)
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            if mean - 2 * spread <= self.margin <= mean + 2 * spread:
                return False
        return True

    def _ranked(self, decision: Decision, actions: list[Action]) -> list[Action]:
        """The answers, the fast player's view of them first to last (its own pick first)."""
        worth = scores(decision)
        first = self.fast.pick(worth)
        order = sorted(range(len(actions)), key=lambda i: (i != first, -worth[i], i))
        seen: dict[Action, None] = {}
        for i in order:
            seen.setdefault(actions[i], None)
        return list(seen)

    def _walk(self, state: GameState, side: str, root: _Node, first: Action, world_rng: random.Random) -> float:
        world = sample_hidden(state, side, world_rng)
        child = root.children.get(first)
        if child is None:
            child = root.children[first] = _Node()
        child.avail += 1
        world.apply(first)
        node = child
        path = [root, child]
        while not world.is_terminal():
            legal = world.legal_actions()
            if not node.player:
                node.player = world.current_player()
            known = [a for a in legal if a in node.children]
            for a in known:
                node.children[a].avail += 1
            action = self._new_answer(world, legal, node)
            if action is not None:
                c = node.children[action] = _Node()
                c.avail = 1
                world.apply(action)
                path.append(c)
                break
            action = max(known, key=lambda a: self._ucb(node.children[a], math.log(node.children[a].avail)))
            world.apply(action)
            node = node.children[action]
            path.append(node)
        steps = 0
        replied = False  # the opponent has given an order since: his reply is under way
        while not world.is_terminal() and steps < self.horizon:
            decision = world.decision
            assert decision is not None
            if steps and decision.kind == "order":
                if decision.side != side:
                    replied = True
                elif replied:
                    break  # the opponent's orders since carried out and this side's turn back: score it
            world.apply_index(self.fast.choose(decision))
            steps += 1
        score = evaluate(world, side)
        root.visits += 1
        for parent, c in zip(path, path[1:], strict=False):
            c.visits += 1
            c.value += score if parent.player == side else 1.0 - score
        return score

    def _room(self, node: _Node) -> int:
        """How many answers a question below the root may have in the tree after ``node.visits``
        walks through it (progressive widening): the fast player's answer alone at first, a second
        after ``(1 / widening)²`` walks, a third after four times as many. A walk thus follows the
        fast player's line until a question has been reached often enough for an alternative's
        few walks to say something: expanding every answer at once would score a candidate by
        random follow-ups (the opponent's too) when a question gets a few walks only."""
        return 1 + int(self.widening * math.sqrt(node.visits))

    def _ucb(self, child: _Node, log_avail: float) -> float:
        return child.value / child.visits + self.exploration * math.sqrt(log_avail / child.visits)

    def _new_answer(self, world: GameState, legal: list[Action], node: _Node) -> Action | None:
        """The answer a walk adds to the tree at ``node``, if any: the fast player's answer in this
        world when the tree lacks it (a redrawn hand may offer answers no earlier world had), else
        another at random once the question has room for one (``_room``); None to choose among the
        answers already in the tree."""
        decision = world.decision
        assert decision is not None
        pick = legal[self.fast.choose(decision)]
        if pick not in node.children:
            return pick
        if len(node.children) >= self._room(node):
            return None
        untried = [a for a in legal if a not in node.children]
        return untried[self.rng.randrange(len(untried))] if untried else None
