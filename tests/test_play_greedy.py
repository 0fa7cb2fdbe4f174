"""The greedy player reads only what its side may know (issue 29, no peeking): its scores of a
decision stay the same when the opponent's hand and the order of both draw piles are redrawn. The
rules offer options with a label and a value only; the preference is the player's own."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ccp_editor.core.rules import other_side
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.decisions import Decision, Option
from ccp_editor.play.greedy import GreedyPlayer, scores
from ccp_editor.play.turn import CardGame


def _redraw_hidden(g: CardGame, side: str, rng: random.Random) -> None:
    """What ``side`` cannot see, dealt again: the opponent's hand from its hand and draw pile, and
    both draw piles in a new order."""
    theirs = g.decks.piles[other_side(side)]
    pool = theirs.hand + theirs.draw
    rng.shuffle(pool)
    n = len(theirs.hand)
    theirs.hand[:], theirs.draw[:] = pool[:n], pool[n:]
    rng.shuffle(g.decks.piles[side].draw)


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_the_greedy_player_scores_the_same_whatever_its_side_cannot_see(demo_ds: DataSet, scenario: str) -> None:
    checked: list[str] = []
    for seed in (1, 2):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": GreedyPlayer(f"{seed}j"), "allied": GreedyPlayer(f"{seed}a")}, seed=seed)
        rng = random.Random(seed)

        def compare(kind: str, payload: Any, g: CardGame = g, rng: random.Random = rng) -> None:
            if kind != "decision":
                return
            d: Decision = payload
            assert d.game is g  # the game that asks, for the player to read the board from
            g.s.touch()  # nothing remembered from the rules' own reading of this state
            seen = scores(d)
            kept = {side: (list(p.hand), list(p.draw)) for side, p in g.decks.piles.items()}
            _redraw_hidden(g, d.side, rng)
            g.s.touch()
            try:
                assert scores(d) == seen, d.prompt
            finally:
                for side, (hand, draw) in kept.items():
                    g.decks.piles[side].hand[:], g.decks.piles[side].draw[:] = hand, draw
                g.s.touch()
            checked.append(d.context.get("about", d.kind))

        g.listeners.append(compare)
        g.run()
        assert g.over
    assert len(checked) > 200
    assert {"order", "pass_discard", "activation", "destination", "fire"} <= set(checked)


def test_an_option_is_a_label_and_a_value() -> None:
    """The rules say what is legal and how it reads, never how good it is (issue 29 item 1)."""
    o = Option.lazy(lambda: "Fire at H5", ("H5", 1))
    assert (o.label, o.value) == ("Fire at H5", ("H5", 1))
    assert not hasattr(o, "score")
    assert o == Option("Fire at H5", ("H5", 1))
