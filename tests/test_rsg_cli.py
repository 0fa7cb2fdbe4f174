"""``ccp-editor generate`` and ``ccp-editor rsg-stats``: outputs, exit codes, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from ccp_editor.cli import main
from ccp_editor.core.validate import validate_paths
from ccp_editor.rsg import stats as stats_module
from ccp_editor.rsg.summary import LOG_KEYS, SIDE_KEYS, SUMMARY_KEYS

EXPECTED_KEYS = [
    "seed", "data_set", "map", "orientation", "rotation", "year", "night", "vp", "time_start",
    "sudden_death_space", "first_player", "initiative_holder", "mine_fp", "objectives", "objective_control",
    "fortifications", "sides", "log",
]  # fmt: skip
EXPECTED_SIDE = [
    "nation", "edge", "posture", "quality", "order_limit", "initiative", "hand_size", "discard_limit", "ob",
    "units", "sighting_markers", "surrender_space", "setup_area", "reinforcements", "infiltrators",
]  # fmt: skip


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_summary_json_keys_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "generate", "--seed", "40", "--count", "6", "--summary-json")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 6
    for i, line in enumerate(lines):
        d = json.loads(line)
        assert list(d) == EXPECTED_KEYS == list(SUMMARY_KEYS)
        assert d["seed"] == 40 + i and d["data_set"] == "demo"
        assert d["orientation"] in ("wide", "narrow") and d["rotation"] in (0, 90)
        assert d["first_player"] in ("japan", "allied")
        assert set(d["objectives"]) == {"open", "secret"} and set(d["objectives"]["secret"]) == {"japan", "allied"}
        assert set(d["objective_control"]) == {"1", "2", "3", "4", "5"}
        assert all(set(f) == {"type", "hex", "fp"} for f in d["fortifications"])
        for side_id, side in d["sides"].items():
            assert list(side) == EXPECTED_SIDE == list(SIDE_KEYS)
            assert side["posture"] in ("Invader", "Attacker", "Recon", "Defender", "Banzai")
            assert side["edge"] in ("top", "bottom", "left", "right")
            assert side["nation"] in (("JP",) if side_id == "japan" else ("US", "CW"))
            assert (side["surrender_space"] is None) is (side_id == "japan")
            assert all(k.isdigit() for k in side["reinforcements"])
            assert isinstance(side["infiltrators"], list)
        for entry in d["log"]:
            assert list(entry) == list(LOG_KEYS)
            assert all(len(c) == 2 for c in entry["cards"])


def test_output_is_byte_identical_across_runs(capsys: pytest.CaptureFixture[str]) -> None:
    a = run(capsys, "generate", "--seed", "7", "--count", "3")
    b = run(capsys, "generate", "--seed", "7", "--count", "3")
    assert a[0] == b[0] == 0 and a[1] == b[1]
    docs = list(yaml.safe_load_all(a[1]))
    assert [d["generation"]["seed"] for d in docs] == [7, 8, 9]


def test_fixed_map_year_nation_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "generate", "--seed", "1", "--count", "8", "--map", "demo-coastal", "--year", "1944",
        "--allied", "CW", "--option", "orientation=narrow", "--option", "dice=2d6", "--summary-json",
    )  # fmt: skip
    assert code == 0
    for line in out.splitlines():
        d = json.loads(line)
        assert (d["map"], d["year"], d["sides"]["allied"]["nation"]) == ("demo-coastal", 1944, "CW")
        assert (d["orientation"], d["rotation"]) in (("narrow", 0), ("wide", 90))


def test_write_files_that_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "rsg.yaml"
    code, out, err = run(capsys, "generate", "--seed", "12", "--count", "3", "-o", str(target), "--log")
    assert code == 0, err
    files = sorted(tmp_path.glob("rsg-*.yaml"))
    assert [f.name for f in files] == ["rsg-12.yaml", "rsg-13.yaml", "rsg-14.yaml"]
    assert files[0].read_text().startswith("# yaml-language-server: $schema=")
    assert "RSG 6" in out and "RSG 15" in out  # the log goes to stdout when the scenario goes to a file
    problems = [p for p in validate_paths(files) if p.severity == "error"]
    assert problems == []
    code, _, _ = run(capsys, "generate", "--seed", "12", "-o", str(target))
    assert code == 0 and target.is_file()


def test_choices_file_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    choices = tmp_path / "choices.yaml"
    choices.write_text("answers:\n- step: ob\n  side: japan\n  choice: jp-ob-banzai\n- step: night\n  choice: true\n")
    code, out, err = run(capsys, "generate", "--seed", "5", "--count", "4", "--choices", str(choices), "--summary-json")
    assert code == 0, err
    for line in out.splitlines():
        d = json.loads(line)
        assert d["sides"]["japan"]["ob"] == "jp-ob-banzai" and d["sides"]["japan"]["posture"] == "Banzai"
        assert d["night"] is True


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--map", "atlantis"], "unknown map 'atlantis'"),
        (["--year", "1939"], "year 1939 is outside the data set"),
        (["--allied", "SU"], "unknown Allied nation 'SU'"),
        (["--option", "fog=thick"], "unknown option 'fog'"),
        (["--option", "dice=3d6"], "option dice must be one of"),
        (["--option", "support_multi_buy=perhaps"], "takes true or false"),
        (["--option", "invader_on_map_max=500"], "at most 50"),
        (["--option", "dice"], "KEY=VALUE"),
        (["--count", "0"], "--count must be at least 1"),
        (["--data", "/no/such/folder"], "no such data set folder"),
        (["--choices", "/no/such/file.yaml"], "no such choices file: /no/such/file.yaml"),
    ],
)
def test_usage_errors_exit_2_with_one_clear_line(capsys: pytest.CaptureFixture[str], argv: list, message: str) -> None:
    code, out, err = run(capsys, "generate", "--seed", "1", *argv)
    assert code == 2
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert out == ""


def test_bad_choice_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    choices = tmp_path / "c.json"
    choices.write_text(json.dumps([{"step": "ob", "side": "allied", "choice": "jp-ob-rifle"}]))
    code, _, err = run(capsys, "generate", "--seed", "2", "--choices", str(choices))
    assert code == 2 and "not offered" in err and "Traceback" not in err


def test_argparse_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "generate", "--year", "soon")
    assert code == 2 and "invalid int" in err


def test_rsg_stats_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rsg-stats", "-n", "300", "--seed", "5", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["scenarios"] == 300 and d["interrupted"] is False and d["first_seed"] == 5
    for key in ("orientation", "posture_pairs", "night", "vp_start", "ob_choices", "support_purchases",
                "fortifications", "sudden_death_space", "first_player"):  # fmt: skip
        assert key in d
    assert sum(d["posture_pairs"].values()) == 300
    assert sum(d["orientation"].values()) == 300
    assert "rsg-stats [" in err  # the progress bar


def test_rsg_stats_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rsg-stats", "-n", "120")
    assert code == 0
    for title in ("orientation", "posture pairs", "day / night", "starting VP", "OB choices", "support purchases",
                  "fortifications bought", "sudden death space", "first player"):  # fmt: skip
        assert title in out


def test_rsg_stats_ctrl_c_reports_what_was_done(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = stats_module.generate
    calls = {"n": 0}

    def interrupted(*args: object, **kw: object) -> object:
        calls["n"] += 1
        if calls["n"] > 25:
            raise KeyboardInterrupt
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(stats_module, "generate", interrupted)
    code, out, err = run(capsys, "rsg-stats", "-n", "1000", "--json")
    assert code == 130
    d = json.loads(out)
    assert d["scenarios"] == 25 and d["interrupted"] is True and d["requested"] == 1000
    assert "interrupted after 25 of 1000" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv, message",
    [(["-n", "0"], "-n must be at least 1"), (["-n", "5", "--map", "nowhere"], "unknown map"), (["-n", "5", "--option", "x=1"], "unknown option")],
)
def test_rsg_stats_usage_errors(capsys: pytest.CaptureFixture[str], argv: list, message: str) -> None:
    code, _, err = run(capsys, "rsg-stats", *argv)
    assert code == 2 and message in err


def test_output_does_not_depend_on_the_hash_seed() -> None:
    """No set or dict order leaks into the output: two processes with different hash seeds agree."""
    import os
    import subprocess
    import sys

    outs = []
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        cmd = [sys.executable, "-m", "ccp_editor", "generate", "--seed", "300", "--count", "12", "--option", "setup_order=attacker_first"]
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False, timeout=120)
        assert done.returncode == 0, done.stderr
        outs.append(done.stdout)
    assert outs[0] == outs[1] and outs[0].count("kind: scenario") == 12


def test_summary_json_infiltrators_are_unit_ids(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """RSG 10: the Jungle Patrol's infiltrating team is listed for Japan, without its LMG."""
    choices = tmp_path / "c.yaml"
    choices.write_text("- {step: ob, side: japan, choice: jp-ob-patrol}\n")
    code, out, _ = run(capsys, "generate", "--seed", "2", "--year", "1943", "--choices", str(choices), "--summary-json")
    assert code == 0
    sides = json.loads(out)["sides"]
    assert sides["japan"]["infiltrators"] == ["jp-team-line"] and sides["allied"]["infiltrators"] == []
