"""The ``ccp-editor move`` command, the twin of ``los``: cheapest path, cost hex by hex with the rule
behind each cost, why a Move is illegal, the JSON shape, and every exit code (0, 1, 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ccp_editor.cli import COMMAND_MODULES, main
from ccp_editor.io.storage import save_document

from .los_map import build_los_map

KEYS = ["legal", "cost", "path", "steps", "reason"]


@pytest.fixture(scope="module")
def map_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("move") / "los-test.yaml"
    save_document(build_los_map(), path)
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["move", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_move_is_a_registered_command() -> None:
    assert "ccp_editor.cli.move" in COMMAND_MODULES


@pytest.mark.parametrize(
    "frm, to, extra, cost, path, rules",
    [
        ("A2", "A3", [], 3, ["A2", "A3"], ["T91"]),  # T91 jungle 3
        ("A2", "A3", ["--night"], 4, ["A2", "A3"], ["T91"]),  # 18.2: +1 on a Type at night
        ("O6", "O8", [], 1, ["O6", "O7", "O8"], ["T94", "T94"]),  # T94: along the road, 1/2 with no enemy LOS
        ("O5", "O6", [], 2, ["O5", "O6"], ["T92"]),  # T89.1: open ground 1, +1 uphill
        ("C9", "C10", ["--budget", "4"], 4, ["C9", "C10"], ["T99"]),  # T99: a water barrier costs all MP
    ],
)
def test_json_answer_hex_by_hex(map_file: Path, capsys: pytest.CaptureFixture[str], frm: str, to: str, extra: list,
                                cost: float, path: list, rules: list) -> None:
    code, out, _ = run(capsys, str(map_file), frm, to, *extra, "--json")
    assert code == 0
    data = json.loads(out)
    assert list(data) == KEYS
    assert data["legal"] is True and data["cost"] == cost and data["path"] == path
    assert [s["rule"] for s in data["steps"]] == rules
    assert [s["hex"] for s in data["steps"]] == path[1:]
    assert all(set(s) == {"hex", "cost", "rule"} for s in data["steps"])
    assert sum(s["cost"] for s in data["steps"]) == cost


def test_text_answer_names_each_hex_and_rule(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "A2", "A3")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "A2 -> A3: legal, 3 MP"
    assert "A3" in lines[1] and "jungle 3" in lines[1] and "(rule T91)" in lines[1]


def test_over_budget_is_illegal_exit_1(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """O29: a unit may not enter a hex it cannot pay for in full."""
    code, out, _ = run(capsys, str(map_file), "A2", "A4", "--budget", "2", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["legal"] is False and "only 2 available" in data["reason"] and "O29" in data["reason"]
    assert data["cost"] > 2 and data["path"][0] == "A2" and data["path"][-1] == "A4"


def test_unit_movement_is_the_budget(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "A2", "A3", "--unit", "jp-squad-line")
    assert code == 0 and "MP)" in out.splitlines()[0]
    code, out, _ = run(capsys, str(map_file), "A1", "O10", "--unit", "jp-squad-line", "--json")
    assert code == 1 and json.loads(out)["legal"] is False


def test_unreachable_says_why(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """T99: a water barrier is entered only as the first hex of a Move, from an adjacent hex."""
    code, out, _ = run(capsys, str(map_file), "C7", "C10", "--json")
    assert code == 1
    data = json.loads(out)
    assert data == {"legal": False, "cost": None, "path": [], "steps": [], "reason": data["reason"]}
    assert "T99" in data["reason"] and "not adjacent" in data["reason"]


def test_same_hex_is_not_a_move(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "B5", "b5", "--json")
    assert code == 1 and "O29" in json.loads(out)["reason"]


def test_demo_map_by_id(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "demo-inland", "A1", "E5", "--json")
    assert code == 0 and json.loads(out)["path"][-1] == "E5"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["no-such-map", "A1", "B1"], "unknown map"),
        (["{map}", "Z9", "B1"], "FROM 'Z9' is not a hex"),
        (["{map}", "A1", "A11"], "TO 'A11' is not a hex"),
        (["{map}", "A1", "B1", "--unit", "no-such-counter"], "unknown counter"),
        (["{map}", "A1", "B1", "--unit", "jp-lmg"], "has no movement"),
        (["{map}", "A1", "B1", "--budget", "-1"], "--budget must be"),
        (["{map}", "A1", "B1", "--budget", "nan"], "--budget must be"),
        (["{missing}", "A1", "B1"], "no such map file"),
    ],
)
def test_usage_errors_exit_2(map_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list, message: str) -> None:
    argv = [a.format(map=map_file, missing=tmp_path / "missing.yaml") for a in argv]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("argv", [["{map}", "A1"], ["{map}", "A1", "B1", "--budget", "lots"], ["{map}", "A1", "B1", "--bogus"]])
def test_argparse_errors_exit_2(map_file: Path, capsys: pytest.CaptureFixture[str], argv: list) -> None:
    code, _, err = run(capsys, *[a.format(map=map_file) for a in argv])
    assert code == 2 and "usage" in err


def test_bad_map_file_is_one_positioned_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: map\nformat: 1\nid: [\n")
    code, out, err = run(capsys, str(bad), "A1", "B1")
    assert code == 2 and out == "" and "bad.yaml:" in err and "Traceback" not in err
