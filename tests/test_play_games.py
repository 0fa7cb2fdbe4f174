"""Whole games: random-legal games on both demo scenarios keep every invariant after every step,
the same seed plays the same game, a logged game replays to the same final state, and
``ccp-editor play`` prints what the issue asks for.

The game count is ``CCP_PLAY_GAMES`` per scenario (default 6, so the suite stays quick; set it to
a few hundred for a long run).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.model import to_data
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import orders
from ccp_editor.play.players import GreedyPlayer, RandomPlayer, ScriptedPlayer
from ccp_editor.play.smoke import cup, on_map
from ccp_editor.play.turn import CardGame

GAMES = int(os.environ.get("CCP_PLAY_GAMES", "6"))
VP_LINE = re.compile(r"^(Japan|Allies) (gains?|loses?) (\d+) VP")  # "Japan gains", "Allies gain"


class Checker:
    """Invariants checked after every operation and decision of a game."""

    def __init__(self, g: CardGame) -> None:
        self.g = g
        self.vp_start = g.s.tracks.vp
        self.log_start = len(g.s.doc.log)
        self.time_start = g.s.tracks.time
        self.last_time = g.s.tracks.time
        self.holder = g.s.tracks.initiative_holder
        g.listeners.append(self.on_event)

    def on_event(self, kind: str, payload: object) -> None:
        g, s = self.g, self.g.s
        if kind == "decision" and payload.kind == "activate":  # type: ignore[attr-defined]
            for o in payload.options:  # type: ignore[attr-defined]
                for pid in o.value:
                    p = s.piece(pid)
                    assert not p.activated or s.counter(p).kind == "hero", f"{pid} offered twice in a turn (O20)"
        if kind == "decision" and payload.kind == "order":  # type: ignore[attr-defined]
            assert g.orders_this_turn < s.scenario.side(s.tracks.turn_player).order_limit, "order limit (12.1)"
        self.check_state()

    def check_state(self) -> None:
        g, s = self.g, self.g.s
        # no unit in an impassable (blaze) hex; one fortification, smoke and blaze per hex (15.1)
        blaze = s.blaze()
        assert not [u.id for u in s.units(None, "map") if u.hex in blaze]
        for kind in ("smoke", "blaze"):
            hexes = [m.hex for m in s.doc.markers if m.type == kind]
            assert len(hexes) == len(set(hexes))
        # the smoke cup (T95): markers on the map and in the cup make up the rule set's composition
        assert on_map(s) + Counter(cup(s)) == Counter(s.rules.smoke_markers()), "smoke cup count"
        forts = [f.hex for f in s.doc.fortifications]
        assert len(forts) == len(set(forts))
        carried = [u.weapon for u in s.doc.pieces if u.weapon]
        assert len(carried) == len(set(carried)), "a weapon carried twice (15.1.1)"
        # every card is in exactly one place (1.3)
        for side in ("japan", "allied"):
            p = g.decks.piles[side]
            cards = p.draw + p.hand + p.discard
            assert sorted(cards) == sorted(c.number for c in g.decks.decks[side].cards)
        # VP equal to the sum of its sources (14)
        vp = self.vp_start
        for e in s.doc.log[self.log_start:]:
            m = VP_LINE.match(e.text)
            if m:
                vp += (1 if m.group(1) == "Japan" else -1) * (1 if m.group(2).startswith("gain") else -1) * int(m.group(3))
        assert vp == s.tracks.vp, "VP differ from the sum of the logged VP changes"
        # the Time track only moves forward, one space per advance, within the track (13.1), except
        # that a roll cancelled with the Initiative cancels its Time trigger too (10.1)
        t = s.tracks.time
        if s.tracks.initiative_holder != self.holder:
            self.holder, self.last_time = s.tracks.initiative_holder, min(self.last_time, t)
        assert self.last_time <= t <= s.rules.time.time_track_spaces
        advances = sum(1 for e in s.doc.log[self.log_start:] if e.text.startswith("Time advances to space"))
        assert t - self.time_start == advances
        self.last_time = t


def play_checked(ds: DataSet, scenario: str, seed: int) -> CardGame:
    g = CardGame.create(ds.scenarios[scenario], ds, {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
    checker = Checker(g)
    while not g.over:
        side = g.s.tracks.turn_player
        start = len(g.log)
        g.play_turn()
        checker.check_state()
        assert g.turns <= g.max_turns
        turn_log = g.log[start:]
        discards = [line for line in turn_log if re.match(r"^T\d+ (Japan|Allies) discard ", line)]
        assert len(discards) <= g.discard_limit(side), "discard limit (12.3)"
        orders_given = [line for line in turn_log if re.match(r"^T\d+ (Japan|Allies) order: ", line)]
        assert len(orders_given) <= g.s.scenario.side(side).order_limit, "order limit (12.1)"
        assert not (discards and orders_given), "a turn is orders or a pass, never both (12)"
        if not g.over:
            assert len(g.decks.hand(side)) == g.hand_size(side), "hand refilled to the hand size (12.4)"
    assert g.s.doc.winner in ("japan", "allied")
    return g


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_random_legal_games_keep_the_invariants_and_end(demo_ds: DataSet, scenario: str) -> None:
    ends = set()
    for seed in range(GAMES):
        g = play_checked(demo_ds, scenario, seed)
        ends.add(g.summary().end)
    assert ends <= {"sudden_death", "surrender", "last_unit", "exit", "time_track_end"}


def test_a_pass_never_discards_more_than_the_discard_limit(demo_ds: DataSet) -> None:
    class Discarder:
        name = "discarder"

        def choose(self, decision) -> int:  # noqa: ANN001
            return len(decision.options) - 1 if decision.kind in ("discard",) else (
                next((i for i, o in enumerate(decision.options) if o.value == "pass"), 0))

    g = CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, {"japan": Discarder(), "allied": Discarder()}, seed=2)
    hand = len(g.decks.hand("allied"))
    orders.pass_turn(g, "allied")
    assert hand - len(g.decks.hand("allied")) == g.discard_limit("allied") == 5  # 12.3: US 5


def test_the_same_seed_plays_the_same_game(demo_ds: DataSet) -> None:
    a = CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, {"japan": GreedyPlayer(1), "allied": RandomPlayer(2)}, seed=5)
    b = CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, {"japan": GreedyPlayer(1), "allied": RandomPlayer(2)}, seed=5)
    assert a.run() == b.run()
    assert a.log == b.log


def test_a_logged_game_replays_to_the_same_final_state(demo_ds: DataSet) -> None:
    sc = demo_ds.scenarios["demo-beach-landing"]
    g = CardGame.create(sc, demo_ds, {"japan": RandomPlayer(11), "allied": GreedyPlayer(12)}, seed=9)
    g.run()
    shared = ScriptedPlayer(g.choices)
    r = CardGame.create(sc, demo_ds, {"japan": shared, "allied": shared}, seed=9)
    r.run()
    assert shared.next == len(g.choices)
    assert to_data(r.s.doc) == to_data(g.s.doc)
    assert r.log == g.log


# ----------------------------------------------------------------------------- the command

def test_play_json_prints_exactly_the_issue_keys(demo_ds: DataSet, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "demo-beach-landing", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"winner", "vp", "turns", "orders", "actions", "events", "end"}
    assert out["winner"] in ("japan", "allied", None) and out["orders"] > 0


def test_play_is_byte_for_byte_the_same_across_processes(tmp_path: Path) -> None:
    outs = []
    for hashseed in ("1", "2"):
        log = tmp_path / f"g{hashseed}.log"
        env = {**os.environ, "PYTHONHASHSEED": hashseed}
        r = subprocess.run([sys.executable, "-m", "ccp_editor", "play", "demo-ridge-line", "--seed", "7", "--json",
                            "--japan", "greedy", "--log", str(log)], capture_output=True, text=True, env=env, timeout=300)
        assert r.returncode == 0, r.stderr
        outs.append((r.stdout, log.read_text()))
    assert outs[0] == outs[1]
    text = outs[0][1]
    assert "order:" in text and "Attack total" in text and "# choices: [" in text


def test_play_replays_its_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "game.log"
    assert main(["play", "demo-ridge-line", "--seed", "3", "--json", "--log", str(log)]) == 0
    first = capsys.readouterr().out
    assert main(["play", "demo-ridge-line", "--replay", str(log), "--json"]) == 0
    assert capsys.readouterr().out == first


def test_play_text_names_the_winner_vp_turns_cards_and_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "demo-beach-landing", "--seed", "2", "--japan", "greedy", "--allied", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "win" in out and "Final VP" in out and "Turns:" in out and "orders" in out and "End:" in out


@pytest.mark.parametrize("args", [
    ["play", "no-such-scenario"],
    ["play", "demo-ridge-line", "--japan", "clever"],
    ["play", "missing.yaml"],
])
def test_play_usage_errors_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("ccp-editor: ") and "Traceback" not in err


def test_play_refuses_a_bad_scenario_file_and_a_bad_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: scenario\nformat: 1\nid: x\n", encoding="utf-8")
    assert main(["play", str(bad)]) == 2
    assert "bad.yaml:" in capsys.readouterr().err
    junk = tmp_path / "junk.log"
    junk.write_text("hello\n", encoding="utf-8")
    assert main(["play", "demo-ridge-line", "--replay", str(junk)]) == 2
    assert "not a game log" in capsys.readouterr().err


NEW_CARDS = ["blaze", "breezy", "stealth", "scrounge", "deploy", "mission_objective", "strategic_objective"]


@pytest.mark.parametrize("scenario", ["demo-ridge-line", "demo-beach-landing"])
def test_the_newer_events_keep_the_invariants_in_random_games(demo_ds: DataSet, scenario: str) -> None:
    """E53, E54, E56, E67, E71, E75, E76 resolved in the middle of random-legal games (and Light
    Wounds, A44, offered whenever a squad breaks): every invariant holds after each, and the game
    still ends by the rules."""
    from ccp_editor.play import events

    for seed in range(max(2, GAMES // 2)):
        g = CardGame.create(demo_ds.scenarios[scenario], demo_ds,
                            {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
        checker = Checker(g)
        while not g.over and g.turns < 6 + seed % 5:
            g.play_turn()
            checker.check_state()
        for n, event in enumerate(NEW_CARDS):
            if g.over:
                break
            side = ("japan", "allied")[(seed + n) % 2]
            spec = next(c for c in g.decks.decks[side].cards if c.event == event)
            if event == "breezy":
                spec = replace(spec, breezy=1 + (seed + n) % 6)
            events.resolve(g, side, spec)
            checker.check_state()
        while not g.over:
            g.play_turn()
            checker.check_state()
        assert g.s.doc.winner in ("japan", "allied")
