"""``generate -o`` into a game box: it never overwrites a document that is not a scenario, and a
battle written next to another with the same id gets a free id, so the box keeps loading."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.documents import read_document


@pytest.fixture
def box(tmp_path: Path) -> Path:
    target = tmp_path / "box"
    assert main(["new", "dataset", str(target), "--from-demo", "--name", "Output box"]) == 0
    return target


def test_output_onto_a_forces_file_is_refused_and_the_file_kept(box: Path, capsys: pytest.CaptureFixture[str]) -> None:
    forces = box / "forces" / "jp.yaml"
    before = forces.read_bytes()
    capsys.readouterr()
    assert main(["generate", "--seed", "4", "--data", str(box), "-o", str(forces)]) == 2
    err = capsys.readouterr().err
    assert "refusing to overwrite" in err and "forces document" in err and "Traceback" not in err
    assert forces.read_bytes() == before
    assert main(["generate", "--seed", "5", "--data", str(box)]) == 0


def test_output_onto_a_file_that_is_no_document_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    notes = tmp_path / "notes.yaml"
    notes.write_text("my notes\n")
    assert main(["generate", "--seed", "4", "-o", str(notes)]) == 2
    assert "not a scenario document" in capsys.readouterr().err
    assert notes.read_text() == "my notes\n"


def test_output_onto_the_manifest_is_refused(box: Path, capsys: pytest.CaptureFixture[str]) -> None:
    manifest = box / "dataset.yaml"
    before = manifest.read_bytes()
    assert main(["generate", "--seed", "4", "--data", str(box), "-o", str(manifest)]) == 2
    assert "game box manifest" in capsys.readouterr().err
    assert manifest.read_bytes() == before


def test_the_same_battle_written_twice_gets_two_ids_and_the_box_still_works(
    box: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = box / "scenarios" / "gen3.yaml", box / "scenarios" / "gen3b.yaml"
    assert main(["generate", "--seed", "3", "--data", str(box), "-o", str(first)]) == 0
    capsys.readouterr()
    assert main(["generate", "--seed", "3", "--data", str(box), "-o", str(second)]) == 0
    err = capsys.readouterr().err
    a, b = read_document(first)[0], read_document(second)[0]
    assert a.id != b.id and b.id.startswith(a.id)
    assert repr(a.id) in err and repr(b.id) in err
    assert main(["validate", str(box)]) == 0
    assert main(["generate", "--seed", "6", "--data", str(box)]) == 0


def test_regenerating_into_the_same_file_keeps_its_id(box: Path) -> None:
    out = box / "scenarios" / "again.yaml"
    assert main(["generate", "--seed", "7", "--data", str(box), "-o", str(out)]) == 0
    ident = read_document(out)[0].id
    assert main(["generate", "--seed", "7", "--data", str(box), "-o", str(out)]) == 0
    assert read_document(out)[0].id == ident


def test_count_into_the_box_gives_each_battle_a_free_id(box: Path) -> None:
    base = box / "scenarios" / "batch.yaml"
    assert main(["generate", "--seed", "10", "--count", "3", "--data", str(box), "-o", str(base)]) == 0
    ids = {read_document(p)[0].id for p in (box / "scenarios").glob("batch*.yaml")}
    assert len(ids) == 3
    assert main(["validate", str(box)]) == 0


def test_every_map_command_finds_a_map_of_the_data_box_from_anywhere(
    box: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    scan = box / "maps" / "scans" / "demo-inland.png"
    assert main(["new", "map", "--data", str(box), "--scan", str(scan), "--id", "my-map", "--name", "My map"]) == 0
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    capsys.readouterr()
    assert main(["map", "hexes", "my-map"]) == 2  # not in the demo box
    assert "unknown map 'my-map'" in capsys.readouterr().err
    for argv in (
        ["map", "hexes", "my-map", "--data", str(box)],
        ["map", "calibrate", "my-map", "--data", str(box)],
        ["map", "status", "my-map", "--data", str(box)],
        ["los", "my-map", "A1", "C3", "--data", str(box)],
        ["move", "my-map", "A1", "A2", "--data", str(box)],
    ):
        code = main(argv)
        err = capsys.readouterr().err
        assert code in (0, 1), (argv, err)
        assert "unknown map" not in err and "Traceback" not in err
    assert main(["los", "nowhere", "A1", "C3", "--data", str(box)]) == 2
    assert "game box" in capsys.readouterr().err
    assert main(["map", "hexes", "my-map", "--data", str(elsewhere)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0]
