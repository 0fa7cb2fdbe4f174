"""The ``ccp-editor los`` command: answers, JSON, markers and the usage errors (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.storage import save_document

from .los_map import build_los_map


@pytest.fixture(scope="module")
def map_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("los") / "los-test.yaml"
    save_document(build_los_map(), path)
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["los", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_answer(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "c1", "C6", "--json")
    assert code == 0
    data = json.loads(out)
    assert data == {
        "from": "C1",
        "to": "C6",
        "result": "hindered",
        "hindrance": 3,
        "by": [{"hex": "C3", "terrain": "grass", "rule": "16.3", "shape": "grass_c3", "hindrance": 3}],
    }


def test_markers_and_night(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "G1", "I1", "--smoke", "H1=3", "--json")
    assert code == 0 and json.loads(out)["hindrance"] == 3
    code, out, _ = run(capsys, str(map_file), "G1", "I1", "--blaze", "H1", "--json")
    assert json.loads(out)["result"] == "blocked"
    code, out, _ = run(capsys, str(map_file), "G1", "G5", "--night", "--json")
    assert json.loads(out)["hindrance"] == 4
    code, out, _ = run(capsys, str(map_file), "G1", "G5", "--night", "--starshell", "G6", "--json")
    assert json.loads(out)["result"] == "clear"
    code, out, _ = run(capsys, str(map_file), "A1", "A5", "--aircraft", "--json")
    assert json.loads(out)["result"] == "clear"


def test_text_answer(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(map_file), "E1", "E5")
    assert code == 0
    assert out.splitlines()[0] == "E1 -> E5: blocked"
    assert "E3: building (rule 16.2, shape building_e3)" in out


@pytest.mark.parametrize("map_id", ["demo-inland", "demo-coastal"])
def test_demo_map_by_id(map_id: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)  # no data set here: the demo data set answers
    code, out, _ = run(capsys, map_id, "A1", "O10", "--json")
    assert code == 0 and json.loads(out)["result"] in ("clear", "hindered", "blocked")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["{map}", "Z1", "A1"], "FROM 'Z1' is not a hex"),
        (["{map}", "A1", "A11"], "TO 'A11' is not a hex"),
        (["{map}", "A1", "A2", "--smoke", "A1"], "HEX=N"),
        (["{map}", "A1", "A2", "--smoke", "Q1=2"], "is not a hex"),
        (["{map}", "A1", "A2", "--smoke", "A1=0"], "at least 1"),
        (["{map}", "A1", "A2", "--blaze", "C10"], "water"),
        (["no-such-map", "A1", "A2"], "unknown map 'no-such-map'"),
        (["missing.yaml", "A1", "A2"], "no such map file"),
        (["{map}", "A1"], ""),
    ],
)
def test_usage_errors_exit_2(map_file: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, _, err = run(capsys, *[a.replace("{map}", str(map_file)) for a in argv])
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_not_a_map_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: map\n")
    code, _, err = run(capsys, str(bad), "A1", "A2")
    assert code == 2 and "bad.yaml" in err and len(err.strip().splitlines()) == 1
