"""Golden scripted playtests: the same choices on the same seeded Fate decks give the same action log
and final state, so a refactor of the playtest core cannot change a game unnoticed.

Regenerate deliberately with ``CCP_UPDATE_GOLDENS=1`` after a rules change, and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ccp_editor.model.dataset import DataSet

from .playtest_script import golden_record

GOLDEN = Path(__file__).parent / "golden"
CASES = [("demo-ridge-line", 1), ("demo-ridge-line", 2), ("demo-beach-landing", 1)]


@pytest.mark.parametrize(("scenario", "seed"), CASES)
def test_scripted_playtest_matches_its_golden_log_and_state(demo_ds: DataSet, scenario: str, seed: int) -> None:
    got = json.loads(json.dumps(golden_record(demo_ds, scenario, seed)))
    path = GOLDEN / f"playtest-{scenario}-seed{seed}.json"
    if os.environ.get("CCP_UPDATE_GOLDENS") == "1":
        path.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    want = json.loads(path.read_text(encoding="utf-8"))
    assert got["log"] == want["log"]
    assert got["actions"] == want["actions"]
    assert got["final_state"] == want["final_state"]


def test_the_script_exercises_fire_melee_rerolls_and_the_end_of_the_game() -> None:
    actions = {(a[0], a[2]) for c in CASES for a in json.loads((GOLDEN / f"playtest-{c[0]}-seed{c[1]}.json").read_text())["actions"]}
    for needed in ("fire", "melee", "reroll", "move", "advance", "enter_reinforcement", "place_fortification", "end_game"):
        assert (needed, True) in actions, needed
