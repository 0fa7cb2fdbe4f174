"""The Initiative card in the card game (10.1): after every roll its holder may cancel the roll, with
its trigger, and have it made again, handing the card to the opponent, who may do the same."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play.decisions import Decision
from ccp_editor.play.players import RandomPlayer
from ccp_editor.play.turn import CardGame, reroll_score

RIDGE = "demo-ridge-line"


class Recorder:
    """Random play that re-rolls the first ``rerolls`` times it is asked, and records the questions."""

    name = "recorder"

    def __init__(self, seed: int, rerolls: int, asked: list[Decision]) -> None:
        self.rng = RandomPlayer(seed)
        self.rerolls = rerolls
        self.asked = asked

    def choose(self, decision: Decision) -> int:
        if decision.kind == "initiative":
            self.asked.append(decision)
            if self.rerolls > 0:
                self.rerolls -= 1
                return 1
            return 0
        return self.rng.choose(decision)


def test_10_1_a_reroll_hands_the_card_over_and_the_new_holder_is_asked_about_the_new_roll(demo_ds: DataSet) -> None:
    asked: list[Decision] = []
    players = {"japan": Recorder(1, 1, asked), "allied": Recorder(2, 1, asked)}
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, players, seed=4)
    first_holder = g.s.tracks.initiative_holder
    g.run()
    first, second = asked[0], asked[1]
    assert first.side == first_holder and second.side != first_holder  # the card changed hands
    assert first.prompt.split(" (")[0] == second.prompt.split(" (")[0]  # about the same roll, made again
    assert "(10.1)" in first.prompt and [o.label for o in first.options][0] == "keep the roll"
    used = [line for line in g.log if "the Initiative: the last roll is cancelled" in line]
    assert len(used) >= 2  # both players re-rolled once
    assert g.s.doc.phase == "ended"


def test_10_1_the_option_off_asks_nobody(demo_ds: DataSet) -> None:
    asked: list[Decision] = []
    players = {"japan": Recorder(1, 99, asked), "allied": Recorder(2, 99, asked)}
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, players, seed=4, initiative=False)
    g.run()
    assert asked == [] and not any("uses the Initiative" in line or "use the Initiative" in line for line in g.log)


def test_10_1_a_cancelled_roll_returns_what_its_trigger_drew(demo_ds: DataSet) -> None:
    """Every card is in one place after each re-roll; the replayed game is the same game."""
    asked: list[Decision] = []
    players = {"japan": Recorder(5, 40, asked), "allied": Recorder(6, 40, asked)}
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, players, seed=9)
    g.run()
    for side in ("japan", "allied"):
        p = g.decks.piles[side]
        assert sorted(p.draw + p.hand + p.discard) == sorted(c.number for c in g.decks.decks[side].cards)
    assert sum("the last roll is cancelled" in line for line in g.log) >= 40


@pytest.mark.parametrize(("holder", "roller", "purpose", "kind", "value", "reroll"), [
    ("japan", "japan", "fire attack on H5", "roll", 3, True),      # one's own poor attack roll
    ("japan", "japan", "fire attack on H5", "roll", 9, False),
    ("japan", "allied", "defense of Demo Squad in H5", "roll", 11, True),  # the opponent's good defense roll
    ("japan", "allied", "melee in H5", "roll", 6, False),
    ("allied", "allied", "targeting roll", "targeting", 4, True),  # a targeting product that misses
    ("allied", "japan", "targeting roll", "targeting", 30, True),
    ("allied", "allied", "sudden death roll", "roll", 2, False),   # not a contest: left alone
])
def test_the_greedy_player_rerolls_poor_own_and_good_enemy_contest_rolls(holder: str, roller: str, purpose: str,
                                                                        kind: str, value: int, reroll: bool) -> None:
    roll = SimpleNamespace(side=roller, purpose=purpose, kind=kind, value=value)
    assert (reroll_score(holder, roll) > 0) is reroll
