"""Caves (F102.2) in the LOS engine and the ``los`` command, on the test map's southward hill
(column I: crest hexes I4 level 1, I6 level 2, I8 level 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.core.los import LosEngine, LosError
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.io.storage import save_document

from .los_map import build_los_map


@pytest.fixture(scope="module")
def engine() -> LosEngine:
    return LosEngine(build_los_map(), builtin_ruleset())


@pytest.mark.parametrize(
    "cave, other, slope",
    [
        # F102.2.1: the string crosses the cave hex's hexside over lower ground -> downslope
        ("I6", "I5", "downslope"),
        ("I6", "I3", "downslope"),
        ("I4", "I3", "downslope"),
        # ... over ground at the cave hex's level or higher -> upslope
        ("I6", "I7", "upslope"),
        ("I6", "I10", "upslope"),
        ("I4", "I5", "upslope"),
        ("I8", "I9", "upslope"),
    ],
)
def test_f102_2_1_cave_slope(engine: LosEngine, cave: str, other: str, slope: str) -> None:
    assert engine.cave_slope(cave, other) == slope


@pytest.mark.parametrize(
    "frm, to, cave_from, cave_to, result",
    [
        # F102.2.2: units inside a cave trace LOS normally to downslope hexes, and vice versa
        ("I6", "I5", True, False, "clear"),
        ("I5", "I6", False, True, "clear"),
        # ... never to an upslope hex; units upslope never see units inside the cave
        ("I6", "I7", True, False, "blocked"),
        ("I7", "I6", False, True, "blocked"),
        # the same hexes without a unit inside a cave: normal LOS
        ("I7", "I6", False, False, "clear"),
    ],
)
def test_f102_2_2_cave_visibility(engine: LosEngine, frm: str, to: str, cave_from: bool, cave_to: bool, result: str) -> None:
    got = engine.query(frm, to, cave_from=cave_from, cave_to=cave_to)
    assert got.result == result
    if result == "blocked":
        assert got.by[0].rule == "F102.2.2" and got.by[0].terrain == "cave"
        assert got.by[0].hex == (frm if cave_from else to)


def test_f102_a_cave_only_in_a_crest_hex(engine: LosEngine) -> None:
    with pytest.raises(LosError, match="F102"):
        engine.query("I7", "I5", cave_to=True)


def test_upslope_cave_keeps_other_blocking_causes(engine: LosEngine) -> None:
    """F102.2.2 is named first; terrain that blocks as well is still listed."""
    got = engine.query("I10", "I6", cave_to=True)
    assert got.result == "blocked"
    assert got.by[0].rule == "F102.2.2" and any(c.rule.startswith("T89") for c in got.by[1:])


@pytest.fixture(scope="module")
def map_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("caves") / "los-test.yaml"
    save_document(build_los_map(), path)
    return path


def test_los_command_names_the_cave_rule(map_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["los", str(map_file), "I7", "I6", "--inside-cave", "I6", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    data = json.loads(out)
    assert data["result"] == "blocked"
    assert data["by"] == [{"hex": "I6", "terrain": "cave", "rule": "F102.2.2", "shape": None}]
    code = main(["los", str(map_file), "I7", "I6", "--inside-cave", "I6"])
    out, _ = capsys.readouterr()
    assert "I6: cave (rule F102.2.2)" in out
    code = main(["los", str(map_file), "I5", "I6", "--inside-cave", "I6", "--json"])
    out, _ = capsys.readouterr()
    assert json.loads(out)["result"] == "clear"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["I7", "I6", "--inside-cave", "A1"], "must be FROM or TO"),
        (["I7", "I5", "--inside-cave", "I5"], "not a Hill Crest hex"),
        (["I7", "I6", "--inside-cave", "Z99"], "is not a hex"),
    ],
)
def test_los_command_cave_usage_errors(map_file: Path, capsys: pytest.CaptureFixture[str], argv: list, message: str) -> None:
    code = main(["los", str(map_file), *argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and message in err
