"""Fuzz of whole card games (slow): random-legal and greedy games on both demo scenarios, with
the invariants of the issue checked after every operation and at every decision:

- O20.2: a unit is activated once a turn (Heroes excepted, 3.3.2b): no fresh activation offers
  a unit already activated; an Op Fire "again" offers only units already activated (A41.2);
- O20.1, 3.3.1.1: every activation offered is one unit, or a leader first with non-leaders it
  commands; every fire group offered is one activation's pieces;
- O29.1, 3.3.1.2: a Move never spends more MP than the group's allowance where it stands;
- 13.1.2: a card drawn from an empty draw pile advances Time.

``CCP_FUZZ_RANDOM`` and ``CCP_FUZZ_GREEDY`` set the games per scenario (default 2,000 random and
1,000 greedy), played in ``CHUNKS`` parametrized chunks so pytest-xdist spreads them.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play.activation import activation_problem, can_activate, commands
from ccp_editor.play.firegroups import FireChoice
from ccp_editor.play.players import GreedyPlayer, RandomPlayer
from ccp_editor.play.turn import CardGame

pytestmark = pytest.mark.slow

SCENARIOS = ("demo-ridge-line", "demo-beach-landing")
GAMES = {"random": int(os.environ.get("CCP_FUZZ_RANDOM", "2000")), "greedy": int(os.environ.get("CCP_FUZZ_GREEDY", "1000"))}
CHUNKS = {"random": 8, "greedy": 4}
TIME_LINE = "Time advances to space"


class Invariants:
    """Checks one game as it is played (listeners and two thin wrappers, no copy of the state)."""

    def __init__(self, g: CardGame) -> None:
        self.g = g
        self.empty_draws = 0  # over the game
        self.pending = 0  # since the last operation ended
        self.seen_log = len(g.s.doc.log)
        g.listeners.append(self.on_event)
        s = g.s
        move = s.move
        draw = g.decks.draw

        def checked_move(*args: Any, **kwargs: Any) -> Any:
            ids = [args[0]] if isinstance(args[0], str) else list(args[0])
            before = {i: (s.piece(i).broken, s.piece(i).suppressed) for i in ids if s.piece(i) is not None}
            result = move(*args, **kwargs)
            if result.ok and "cost" in result.details:  # (none when the game ended inside the Move)
                self.check_mp(result, before)
            return result

        def checked_draw(side: str) -> Any:
            if not g.decks.piles[side].draw:
                self.empty_draws += 1
                self.pending += 1
            return draw(side)

        s.move = checked_move  # type: ignore[method-assign]
        g.decks.draw = checked_draw  # type: ignore[method-assign]

    # ------------------------------------------------------------------ O29 MP
    def check_mp(self, result: Any, before: dict[str, tuple[bool, bool]]) -> None:
        d = result.details
        assert d["cost"] <= d["budget"] + 1e-9, f"a Move spent {d['cost']} MP of {d['budget']} (O29.1)"
        s = self.g.s
        units = [s.piece(i) for i in d["units"]]
        if any(u is None or u.location != "map" or (u.broken, u.suppressed) != before.get(u.id) for u in units):
            return  # a unit broke or left on the way (mines, exit): its allowance changed with it
        allowance = min(s.view(u.id).movement for u in units)  # where the group stands now, 3.3.1.2
        assert d["cost"] <= allowance + 1e-9, f"{d['units']} spent {d['cost']} MP, {allowance} where they stand (O29.2)"

    # ------------------------------------------------------------------ decisions and operations
    def on_event(self, kind: str, payload: Any) -> None:
        if kind == "decision":
            if payload.kind == "activate" and payload.order in ("move", "advance"):
                self.check_activations(payload)
            elif payload.kind in ("target", "op_fire"):
                self.check_fire(payload)
        elif kind == "operation":
            self.check_clock()

    def check_activations(self, decision: Any) -> None:
        s = self.g.s
        for o in decision.options:
            units = [s.piece(i) for i in o.value]
            assert all(can_activate(self.g, u) for u in units), f"{o.value} offered again this turn (O20.2)"
            assert activation_problem(s, units) == "", f"{o.value} is not one activation (O20.1)"

    def check_fire(self, decision: Any) -> None:
        s, g = self.g.s, self.g
        for o in decision.options:
            value = o.value
            if not isinstance(value, FireChoice):
                continue
            carriers = {c.id: c for c in (s.carrier_of(p) if s.counter(s.piece(p)).kind == "weapon" else s.piece(p)
                                          for p in value[0]) if c is not None}
            if value.again:
                assert all(c.activated for c in carriers.values()), f"{value[0]} fire again unactivated (A41.2)"
                continue
            assert all(can_activate(g, c) for c in carriers.values()), f"{value[0]} activated twice this turn (O20.2)"
            if value.leader is None:
                assert len(carriers) == 1, f"{value[0]} fire together with no leader (O20.1)"
            else:
                leader = s.piece(value.leader)
                assert leader is not None and can_activate(g, leader)
                assert all(c is leader or commands(s, leader, c) for c in carriers.values()), \
                    f"{value[0]} are not all commanded by {value.leader} (3.3.1.1)"

    def check_clock(self) -> None:
        """13.1.2: each card drawn from an empty pile during an operation comes with a Time advance
        logged by the time the operation (its triggers included) is over."""
        log = self.g.s.doc.log
        if self.pending and not self.g.over:
            advances = sum(1 for e in log[self.seen_log:] if e.text.startswith(TIME_LINE))
            assert advances >= self.pending, "a card was drawn from an empty pile without a Time advance (13.1.2)"
        self.pending = 0
        self.seen_log = len(log)


def _players(kind: str, seed: int) -> dict[str, Any]:
    if kind == "random":
        return {"japan": RandomPlayer(f"fuzz{seed}j"), "allied": RandomPlayer(f"fuzz{seed}a")}
    # greedy against greedy, and against a random side on either side
    mix = [("greedy", "greedy"), ("greedy", "random"), ("random", "greedy")][seed % 3]
    make = {"greedy": GreedyPlayer, "random": RandomPlayer}
    return {"japan": make[mix[0]](f"fuzz{seed}j"), "allied": make[mix[1]](f"fuzz{seed}a")}


CASES = [(sc, kind, chunk) for sc in SCENARIOS for kind in ("random", "greedy") for chunk in range(CHUNKS[kind])]


@pytest.mark.parametrize(("scenario", "kind", "chunk"), CASES)
def test_fuzzed_games_keep_the_activation_mp_and_clock_invariants(demo_ds: DataSet, scenario: str, kind: str, chunk: int) -> None:
    ends = 0
    for seed in range(chunk, GAMES[kind], CHUNKS[kind]):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds, _players(kind, seed), seed=seed)
        Invariants(g)
        g.run()
        ends += g.over
    assert ends == len(range(chunk, GAMES[kind], CHUNKS[kind]))
