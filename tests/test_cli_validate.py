"""`ccp-editor validate`: exit codes, the FILE:LINE:COL: /pointer: message format and --json."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ccp_editor.cli import main

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<pointer>/\S*): (?P<message>.+)$")

GOOD = """kind: fortification_ob
format: 1
id: mini
name: Mini fortification OB
provenance: user
items:
  - type: foxholes
    vp_cost: 1
    max_count: 4
"""


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def test_valid_file_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "ok.yaml", GOOD)
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out == ""


def test_problem_lines_have_the_documented_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "bad.yaml", GOOD.replace("vp_cost: 1", "vp_cost: -3"))
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    m = LINE.match(out[0])
    assert m, out[0]
    assert (m["file"], m["line"], m["col"], m["pointer"]) == (str(path), "8", "14", "/items/0/vp_cost")


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, "bad.yaml", GOOD.replace("type: foxholes", "type: moat"))
    assert main(["validate", "--json", str(tmp_path)]) == 1
    items = json.loads(capsys.readouterr().out)
    assert len(items) == 1
    assert set(items[0]) == {"file", "line", "column", "pointer", "message", "severity"}
    assert items[0]["pointer"] == "/items/0/type" and items[0]["line"] == 7


def test_semantic_problem_is_positioned(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = GOOD + "  - type: foxholes\n    vp_cost: 2\n    max_count: 1\n"
    _write(tmp_path, "dup.yaml", text)
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert ":10:5: /items/1: foxholes is priced twice" in out


@pytest.mark.parametrize(
    ("content", "expect"),
    [
        (b"\x00\xff\xfe garbage \x80", "UTF-8"),
        (b"[" * 100_000, "nested"),
        (b"kind: map\nkind: map\n", "duplicate key"),
        (b"", "empty document"),
        (b"- a\n- b\n", "mapping"),
        (b"kind: map\nformat: " + b"7" * 5000 + b"\n", "number too long"),
    ],
)
def test_bad_input_exits_1_with_position(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expect: str) -> None:
    path = _write(tmp_path, "bad.yaml", content)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{path}:") and expect in out
    assert LINE.match(out.strip().splitlines()[0])


def test_missing_path_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path / "nope.yaml")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["validate"]) == 2


def test_console_script_runs_as_module(tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.yaml", "kind: map\nname: [\n")
    proc = subprocess.run(
        [sys.executable, "-m", "ccp_editor", "validate", str(path)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1
    assert proc.stdout.startswith(f"{path}:") and "Traceback" not in proc.stderr


def test_schemas_check_passes_on_the_repository(capsys: pytest.CaptureFixture[str]) -> None:
    root = Path(__file__).resolve().parent.parent
    assert main(["schemas", "--check", "--dir", str(root / "schemas")]) == 0
