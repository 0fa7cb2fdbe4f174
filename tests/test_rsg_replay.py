"""Scripted decider: it replays an auto run exactly, and checks its answer files and answers;
chit draws and orientation draws against their exact distributions (chi-square, fixed seed)."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import permutations
from pathlib import Path

import pytest
import yaml

from ccp_editor.io.storage import document_text
from ccp_editor.rsg import steps
from ccp_editor.rsg.context import RsgError, prepare, resolve_options
from ccp_editor.rsg.deciders import Answer, RecordingDecider, ScriptedDecider, load_answers, parse_answers
from ccp_editor.rsg.engine import auto_decider, generate

from .demo import demo_dataset

DS = demo_dataset()
DATA = prepare(DS)
CHI2_CRITICAL_001 = {1: 10.828, 2: 13.816, 20: 45.315}


def chi_square(observed: Counter, expected: dict) -> float:
    return sum((observed.get(k, 0) - e) ** 2 / e for k, e in expected.items())


def _record(seed: int, **kw: object) -> tuple[str, list[dict]]:
    rec = RecordingDecider(auto_decider(seed))
    sc = generate(DATA, seed, decider=rec, **kw)  # type: ignore[arg-type]
    return document_text(sc), rec.answers


@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_scripted_decider_replays_auto_runs_exactly(tmp_path: Path, fmt: str) -> None:
    """Answers recorded from an auto run, written to a file and read back, give the same scenario."""
    steps_seen: set[str] = set()
    options = {"map_choice": "choose", "year_choice": "choose", "support_multi_buy": "true"}
    for seed in range(60):
        text, answers = _record(seed, options=options)
        steps_seen |= {a["step"] for a in answers}
        path = tmp_path / f"answers-{seed}.{fmt}"
        path.write_text(json.dumps({"answers": answers}) if fmt == "json" else yaml.safe_dump(answers))
        replay = ScriptedDecider(load_answers(path))  # no fallback: every answer must come from the file
        assert document_text(generate(DATA, seed, decider=replay, options=options)) == text
        assert replay.pending == []
    assert {"map", "year", "ob", "support", "placement", "night"} <= steps_seen


def test_replay_covers_fortifications_and_invaders() -> None:
    found: set[str] = set()
    for seed in range(400):
        text, answers = _record(seed)
        kinds = {a["step"] for a in answers}
        if not kinds & {"fortifications", "invader_split", "fortification_hexes", "sighting_hexes"} - found:
            continue
        found |= kinds
        assert document_text(generate(DATA, seed, decider=ScriptedDecider(parse_answers(answers)))) == text
    assert {"fortifications", "fortification_hexes", "invader_split", "sighting_hexes"} <= found


def test_a_changed_answer_changes_the_scenario() -> None:
    _, answers = _record(3)
    ob = next(a for a in answers if a["step"] == "ob" and a["side"] == "japan")
    cards = [c.id for c in DATA.japan.obs_for(generate(DATA, 3).year)]
    ob["choice"] = next(c for c in cards if c != ob["choice"])
    sc = generate(DATA, 3, decider=ScriptedDecider(parse_answers([ob]), fallback=auto_decider(3)))
    assert sc.sides.japan.ob == ob["choice"]


@pytest.mark.parametrize(
    "data, message",
    [
        ({"answer": []}, "expected a list of answers or a mapping"),
        ("text", "expected a list of answers"),
        ([{"step": "ob"}], "needs 'step' and 'choice'"),
        ([{"step": "teleport", "choice": 1}], "unknown step"),
        ([{"step": "ob", "choice": "x", "side": "germany"}], "side must be"),
        ([{"step": "ob", "choice": "x", "colour": "red"}], "unknown field"),
    ],
)
def test_bad_answer_lists(data: object, message: str) -> None:
    with pytest.raises(RsgError, match=message):
        parse_answers(data)


def test_bad_answer_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("answers: [unclosed\n")
    with pytest.raises(RsgError, match="bad.yaml"):
        load_answers(bad)
    with pytest.raises(RsgError, match="cannot read"):
        load_answers(tmp_path / "missing.json")


def test_wrong_and_missing_answers() -> None:
    with pytest.raises(RsgError, match="not offered"):
        generate(DATA, 1, decider=ScriptedDecider([Answer("ob", "no-such-ob", "japan")], fallback=auto_decider(1)))
    with pytest.raises(RsgError, match="no scripted answer"):
        generate(DATA, 1, decider=ScriptedDecider([]))


# ----------------------------------------------------------------------------- exact distributions


def _chit_state(seed: int, p1: str) -> steps.GenState:
    opts = resolve_options(DATA.ruleset, {"player_one": p1})
    st = steps.GenState(DATA, seed, opts, auto_decider(seed), random.Random(seed))
    steps.pre_map(st, "demo-inland")
    return st


def test_chit_draws_match_the_exact_distribution() -> None:
    """RSG 3 from a shuffled cup: each chit is drawn with chance 3/21; the number of open chits
    follows from which drawn chits lack a secret side (exact by enumerating ordered draws)."""
    letters = DATA.chit_letters
    no_secret = {c for c in letters if not DATA.chit_secret[c]}
    exact_open: Counter[int] = Counter()
    ordered = list(permutations(letters, 3))
    for _first, b, c in ordered:
        exact_open[1 + (b in no_secret) + (c in no_secret)] += 1
    n = 21_000
    drawn: Counter[str] = Counter()
    opened: Counter[int] = Counter()
    rng = random.Random(424242)
    st = _chit_state(0, "japan")
    for _ in range(n):
        st.rng = rng
        steps.step3_objective_chits(st)
        ch = st.chits
        drawn.update(ch.open + ch.secret_japan + ch.secret_allied)
        opened[len(ch.open)] += 1
    stat = chi_square(drawn, dict.fromkeys(letters, n * 3 / len(letters)))
    assert stat < CHI2_CRITICAL_001[20], stat
    expected = {k: n * v / len(ordered) for k, v in exact_open.items()}
    assert set(opened) <= set(expected)
    stat = chi_square(opened, expected)
    assert stat < CHI2_CRITICAL_001[len(expected) - 1], stat


def test_random_orientation_is_an_even_white_die_split() -> None:
    """Pre-step: white die 1-3 wide, 4-6 narrow, so each half the time."""
    n = 6000
    got: Counter[str] = Counter()
    for seed in range(n):
        st = _chit_state(seed, "japan")
        steps.pre_orientation(st)
        got[st.orientation] += 1
    assert chi_square(got, {"wide": n / 2, "narrow": n / 2}) < CHI2_CRITICAL_001[1]
