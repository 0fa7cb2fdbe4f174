"""Golden games of the greedy player: the whole card-game log, every answer given and the summary
of seeded greedy-against-greedy and greedy-against-random games on both demo scenarios. The
greedy player's choices must not drift when its scoring is moved or reworded; regenerate with
``CCP_UPDATE_GOLDENS=1`` only after a meant change of its play, and read the diff."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play.players import GreedyPlayer, RandomPlayer
from ccp_editor.play.turn import CardGame

GOLDEN = Path(__file__).parent / "golden"
MAKE = {"greedy": GreedyPlayer, "random": RandomPlayer}
# (japan, allied, seed): both greedy twice, then greedy on each side against a random player
GAMES = [("greedy", "greedy", 1), ("greedy", "greedy", 2), ("greedy", "random", 3), ("random", "greedy", 4)]
CASES = [(sc, *game) for sc in ("demo-beach-landing", "demo-ridge-line") for game in GAMES]


@pytest.mark.parametrize(("scenario", "japan", "allied", "seed"), CASES)
def test_seeded_greedy_game_matches_its_golden(demo_ds: DataSet, scenario: str, japan: str, allied: str, seed: int) -> None:
    players = {"japan": MAKE[japan](f"{seed}j"), "allied": MAKE[allied](f"{seed}a")}
    g = CardGame.create(demo_ds.scenarios[scenario], demo_ds, players, seed=seed)
    summary = g.run()
    got = {"summary": {**summary.as_json(), "reason": summary.reason}, "choices": g.choices, "log": g.log}
    path = GOLDEN / f"cardgame-greedy-{scenario}-{japan}-{allied}-seed{seed}.json"
    if os.environ.get("CCP_UPDATE_GOLDENS") == "1":
        path.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    want = json.loads(path.read_text(encoding="utf-8"))
    assert got["summary"] == want["summary"]
    assert got["choices"] == want["choices"]
    assert got["log"] == want["log"]
    assert g.over and len(g.choices) > 20  # a whole game with real decisions in it
