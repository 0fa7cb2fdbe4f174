"""The Initiative card in the card game (10.1): the instant any die roll is made, before its trigger or
result, its holder may cancel it and have it made again, handing the card to the opponent, who may do
the same about the new roll."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play.decisions import Decision
from ccp_editor.play.greedy import reroll_worth
from ccp_editor.play.players import RandomPlayer
from ccp_editor.play.turn import CardGame

RIDGE = "demo-ridge-line"
QUESTION = re.compile(r"^(?P<side>Japanese|Allied) (?P<what>.+?): roll (?P<n>\d+)(?P<result>, [^—]*)? — use the Initiative "
                      r"to cancel it\? The card then passes to (?P<other>Japan|Allies) \(10\.1\)\.$")


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
    same = [QUESTION.match(d.prompt) for d in (first, second)]
    assert same[0] and same[1] and (same[0]["side"], same[0]["what"]) == (same[1]["side"], same[1]["what"])  # the same roll, made again
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


def test_10_1_a_cancelled_roll_stays_spent_and_no_card_is_lost(demo_ds: DataSet) -> None:
    """Every card is in one place after each re-roll: the cancelled card on the discard pile."""
    asked: list[Decision] = []
    players = {"japan": Recorder(5, 40, asked), "allied": Recorder(6, 40, asked)}
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, players, seed=9)
    g.run()
    for side in ("japan", "allied"):
        p = g.decks.piles[side]
        assert sorted(p.draw + p.hand + p.discard) == sorted(c.number for c in g.decks.decks[side].cards)
    assert sum("the last roll is cancelled" in line for line in g.log) >= 40


class Cancel:
    """Keeps every roll but cancels the first one whose question names ``what``; plays the first option
    otherwise, and records the Initiative questions."""

    name = "cancel"

    def __init__(self, what: str) -> None:
        self.what = what
        self.done = False
        self.asked: list[str] = []

    def choose(self, decision: Decision) -> int:
        if decision.kind != "initiative":
            return 0
        self.asked.append(decision.prompt)
        if not self.done and self.what in decision.prompt:
            self.done = True
            return 1
        return 0


def _put_on_top(g: CardGame, side: str, want) -> int:  # noqa: ANN001 - a test on a FateCardSpec
    """Move the first card of ``side``'s draw pile that ``want`` accepts to its top."""
    pile = g.decks.piles[side].draw
    n = next(n for n in pile if want(g.decks.spec(side, n)))
    pile.remove(n)
    pile.append(n)
    return n


def test_10_1_each_roll_is_asked_about_the_instant_it_is_made_the_attack_roll_included(demo_ds: DataSet) -> None:
    """10.1: the latest die roll can be cancelled before its results are carried out, so the Fire Attack
    roll can be cancelled before any defense roll is made, and the attack is then made with a new card."""
    for seed in range(1, 30):
        japan, allied = Cancel("fire attack"), Cancel("fire attack")
        g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, {"japan": japan, "allied": allied}, seed=seed)
        while not g.over and not (japan.done or allied.done) and g.turns < 40:
            g.play_turn()
        if not (japan.done or allied.done):
            continue
        asked = japan.asked + allied.asked
        assert any("fire attack" in q for q in asked) and any("defense of" in q for q in asked)
        log = [e.text for e in g.s.doc.log]
        i = next(k for k, line in enumerate(log) if "the last roll is cancelled" in line)
        assert "fire attack" in log[i - 1]  # the cancelled attack roll, shown, then the Initiative line
        assert "fire attack" in log[i + 1] and not any("defense of" in line for line in log[i - 1:i + 1])
        return
    raise AssertionError("no fire attack in 29 games")


def test_10_1_a_cancelled_roll_sets_off_no_trigger(demo_ds: DataSet) -> None:
    """The decision comes before the roll's trigger is carried out: a cancelled Time trigger moves no
    Time marker; the roll made again reads its own card."""
    holder = Cancel("test roll")
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, {"japan": holder, "allied": holder}, seed=3)
    s = g.s
    side = s.tracks.initiative_holder
    _put_on_top(g, side, lambda c: c.trigger is None)
    timed = _put_on_top(g, side, lambda c: c.trigger == "time")  # the first card revealed
    time = s.tracks.time
    r = g.do("roll", side, "test roll")
    assert r.ok and s.tracks.time == time
    assert [x.card.number for x in r.rolls] != [timed] and r.rolls[0].trigger is None
    assert s.tracks.initiative_holder != side  # the card passed to the opponent
    assert timed in g.decks.piles[side].discard  # the cancelled card stays spent


def test_10_1_cancelling_the_last_card_of_the_draw_pile_still_runs_the_pile_out(demo_ds: DataSet) -> None:
    """13.1.2: the cancelled card was the pile's last; Time advances before the roll is made again."""
    holder = Cancel("test roll")
    g = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, {"japan": holder, "allied": holder}, seed=3)
    s = g.s
    side = s.tracks.initiative_holder
    pile = g.decks.piles[side]
    _put_on_top(g, side, lambda c: c.trigger is None)
    pile.discard += pile.draw[:-1]
    del pile.draw[:-1]
    time, shuffles = s.tracks.time, pile.shuffles
    assert g.do("roll", side, "test roll").ok
    assert s.tracks.time == time + 1 or s.doc.phase == "ended"
    assert any("draw pile ran out" in e.text for e in s.doc.log)
    assert pile.shuffles == shuffles + 1  # the new roll is made from the reshuffled pile (13.1.2a)


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
    assert (reroll_worth(holder, roll) > 0) is reroll


def test_10_1_a_person_asked_about_a_roll_sees_it_in_the_log_and_the_holder_on_the_tracks(demo_ds: DataSet) -> None:
    """In a game played by people the question pauses the game inside the operation: the roll it is
    about is the log's last line, and the tracks show the Initiative with the player asked (after
    earlier re-rolls of the same roll too), not the state before the operation."""
    import random

    from ccp_editor.play.hotseat import HotseatSession

    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=7)
    snap, rng, asked = h.run(), random.Random(4), 0
    while snap.decision is not None and asked < 25:
        d = snap.decision
        if d.kind == "initiative":
            asked += 1
            g = snap.game
            m = QUESTION.match(d.prompt)
            assert m is not None, d.prompt
            assert m["what"] in g.log[-1] and f"={m['n']}" in g.log[-1], (d.prompt, g.log[-1])
            assert g.s.tracks.initiative_holder == d.side
        snap = h.answer(rng.randrange(len(d.options)))
    assert asked == 25


def test_10_1_the_question_names_the_roll_whose_it_is_and_what_it_must_beat(demo_ds: DataSet) -> None:
    """The holder decides on the roll's stakes: a Fire attack roll gives its attack total against the
    lowest Defense (Morale + Cover) among the targets before their rolls (O27.3.4); a Defense roll
    its Defense total against the attack total; whose roll it is comes first."""
    import random

    from ccp_editor.play.hotseat import HotseatSession

    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=7)
    snap, rng = h.run(), random.Random(4)
    seen: dict[str, str] = {}
    for _ in range(3000):
        d = snap.decision
        if d is None or {"fire attack", "defense"} <= set(seen):
            break
        if d.kind == "initiative":
            m = QUESTION.match(d.prompt)
            assert m is not None, d.prompt
            roller = "japan" if m["side"] == "Japanese" else "allied"
            assert (" Japan " if roller == "japan" else " Allies ") in snap.game.log[-1], (d.prompt, snap.game.log[-1])
            assert m["other"] != ("Japan" if d.side == "japan" else "Allies")  # the card goes to the other side
            n = int(m["n"])
            if m["what"].startswith("fire attack on"):
                total, defense = re.search(r", total (\d+) against Defense (\d+) \(Morale \+ Cover\) and its roll", m["result"]).groups()
                fire = next(line for line in reversed(snap.game.log) if " at " in line and " = " in line and "FP" in line)
                assert int(total) == int(fire.rsplit("= ", 1)[1].rstrip(".")) + n, (fire, d.prompt)
                assert 0 < int(defense) < 30
                seen["fire attack"] = d.prompt
            elif m["what"].startswith("defense of"):
                total, attack = re.search(r", Defense total (\d+) against attack total (\d+)$", m["result"]).groups()
                assert int(total) > n and int(attack) > 0
                seen["defense"] = d.prompt
        snap = h.answer(rng.randrange(len(d.options)))
    assert {"fire attack", "defense"} <= set(seen), seen


def test_10_1_a_melee_roll_names_the_other_sides_total_once_it_is_known(demo_ds: DataSet) -> None:
    """19.2: Japan rolls first against the Allies' Melee FP and roll; the Allies' roll then has Japan's
    total to beat."""
    from ccp_editor.play.session import PlaytestSession

    s = PlaytestSession.create(demo_ds.scenarios[RIDGE], demo_ds, seed=5)
    assert s.start_play(force=True).ok
    seen: list[tuple[str, int, str]] = []
    s.on_roll = lambda rec: seen.append((rec.side, rec.value, rec.contest())) is None and False
    japanese, allied = s.units("japan", "map")[0], s.units("allied", "map")[0]
    allied.hex = japanese.hex
    s._reindex()
    r = s.melee(japanese.hex)
    assert r.ok, r.reason
    totals = r.details["totals"]
    (side1, n1, text1), (side2, n2, text2) = seen
    assert (side1, side2) == ("japan", "allied")
    assert re.fullmatch(rf", melee total {totals['japan']} against Melee FP \d+ and a roll", text1), text1
    assert text2 == f", melee total {totals['allied']} against {totals['japan']}"


def test_10_1_a_mine_attack_roll_names_the_defense_it_must_beat(demo_ds: DataSet) -> None:
    """F104: mines attack with their FP and no Cover for the defender: the question gives the attack
    total against the unit's Morale alone; its Defense roll then the total against that attack."""
    from ccp_editor.model.scenario import PlacedFortification

    from .test_play_tracks import in_play, scenario

    sc = scenario(demo_ds, fortifications=[PlacedFortification(type="mines", hex="K8", owner="japan", fp=7)])
    s = in_play(demo_ds, sc, [("jp-squad-line", "B2"), ("us-squad-elite", "K9")], cards=[(6, 6), (1, 1)])
    us = s.units_at("K9")[0].id
    morale = s.view(us).morale
    res = s.advance(us, "K8")
    assert res.ok
    attack, defense = res.rolls
    assert attack.contest() == f", total 19 against Defense {morale} (Morale + Cover) and its roll"
    assert defense.contest() == f", Defense total {morale + 2} against attack total 19"
