"""``ccp-editor balance``: exit codes, the sentence and tables, the ``--json`` object and the last line
on standard error."""

from __future__ import annotations

import json

import pytest

from ccp_editor.cli import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["balance", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("args", "message"), [
    (["--games", "0"], "--games must be at least 1, not 0"),
    (["--japan", "best"], "unknown player 'best' for --japan (expected one of: auto, greedy, ismcts)"),
    (["--allied", "human"], "unknown player 'human' for --allied"),
    (["--jobs", "0"], "--jobs must be at least 1"),
])
def test_usage_errors_exit_2_with_one_line(capsys, args: list[str], message: str) -> None:
    code, out, err = run(capsys, "demo-beach-landing", *args)
    assert code == 2 and out == "" and message in err and len(err.strip().splitlines()) == 1


def test_an_unknown_scenario_names_the_ones_there_are(capsys) -> None:
    code, _, err = run(capsys, "no-such-scenario", "--games", "2")
    assert code == 2 and "unknown scenario 'no-such-scenario'" in err and "demo-ridge-line" in err


def test_text_report_has_the_sentence_and_the_tables(capsys) -> None:
    code, out, err = run(capsys, "demo-beach-landing", "--games", "4", "--japan", "greedy", "--allied", "auto", "--jobs", "1")
    assert code == 0
    first, second = out.splitlines()[:2]
    assert second.endswith("on either side.") and (second.startswith("greedy wins") or second.startswith("auto wins"))
    assert first.endswith("(4 games, greedy vs auto).") and ("Japan wins" in first or "The Allies win" in first)
    for heading in ("win rate (95% interval)", "either side", "Final VP", "End of the game:", "Per game:"):
        assert heading in out
    assert "4 games played in" in err and "1 job)" in err  # the last line, not a bar: standard error is no terminal


def test_json_is_one_object_for_scripts(capsys) -> None:
    code, out, _ = run(capsys, "demo-beach-landing", "--games", "3", "--japan", "auto", "--allied", "auto",
                       "--jobs", "1", "--seed", "5", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["scenario_id"] == "demo-beach-landing" and data["games"] == 3 and data["seed"] == 5
    assert not data["seat_swapped"] and "players" not in data
    sides = data["sides"]
    assert sides["japan"]["wins"] + sides["allied"]["wins"] + data["draws"] == 3
    assert 0 <= sides["japan"]["low"] <= sides["japan"]["rate"] <= sides["japan"]["high"] <= 1
    assert sum(data["ends"].values()) == 3 and sum(b["games"] for b in data["vp"]["histogram"]) == 3
    assert data["turns_mean"] > 0 and data["orders_mean"] > 0 and data["failed"] == []
    again = json.loads(run(capsys, "demo-beach-landing", "--games", "3", "--japan", "auto", "--allied", "auto",
                           "--jobs", "1", "--seed", "5", "--json")[1])
    assert {k: v for k, v in again.items() if k != "seconds"} == {k: v for k, v in data.items() if k != "seconds"}


def test_a_game_the_engine_fails_in_is_named_by_its_seed_and_exits_1(capsys, monkeypatch) -> None:
    from ccp_editor.play.turn import CardGame

    def broken(self, **_kw) -> None:  # noqa: ANN001, ANN003 - an engine failure inside a game
        raise RuntimeError("no such hex")

    monkeypatch.setattr(CardGame, "run", broken)
    code, out, err = run(capsys, "demo-beach-landing", "--games", "2", "--jobs", "1", "--json")
    data = json.loads(out)
    assert code == 1 and data["games"] == 0 and len(data["failed"]) == 2
    assert data["failed"][0]["error"] == "RuntimeError: no such hex" and isinstance(data["failed"][0]["seed"], int)
    code, out, _ = run(capsys, "demo-beach-landing", "--games", "1", "--jobs", "1")
    assert code == 1 and "No game was played" in out and "Failed: seed" in out
