"""RSG 5 with the leader_duplicates house rule: one counter of each leader unless allowed."""

from __future__ import annotations

from collections import Counter

from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.model.forces import LEADER_KINDS
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate


def _leader_counts(scenario, ds) -> list[Counter]:
    counters = ds.counters()
    out = []
    for side in (scenario.sides.japan, scenario.sides.allied):
        units = list(side.units) + [u for r in side.reinforcements for u in r.units]
        out.append(Counter(u.counter for u in units if counters[u.counter].kind in LEADER_KINDS))
    return out


def test_reroll_never_puts_a_leader_counter_twice_and_allow_can() -> None:
    ds = load_dataset(demo_dataset_root())[0]
    data = prepare(ds)
    duplicates_allowed = 0
    for seed in range(300):
        sc = generate(data, seed=seed)
        assert sc.generation.options["leader_duplicates"] == "reroll"
        for tally in _leader_counts(sc, ds):
            assert all(n == 1 for n in tally.values()), (seed, tally)
        sc2 = generate(data, seed=seed, options={"leader_duplicates": "allow"})
        duplicates_allowed += sum(1 for tally in _leader_counts(sc2, ds) if any(n > 1 for n in tally.values()))
    assert duplicates_allowed > 0


def test_a_reroll_is_logged_with_its_rule() -> None:
    ds = load_dataset(demo_dataset_root())[0]
    data = prepare(ds)
    texts = [e.text for seed in range(300) for e in generate(data, seed=seed).generation.log if e.rule == "RSG 5 (G6)"]
    assert texts and all("already in the force" in t for t in texts)
