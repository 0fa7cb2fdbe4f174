"""Saves are atomic, keep one backup, and write a stable, schema-tagged YAML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ccp_editor.io.documents import load_document
from ccp_editor.io.storage import atomic_write_text, save_document
from ccp_editor.model import FortificationOB
from ccp_editor.model.tables import FortificationPrice


def _doc(cost: int = 1) -> FortificationOB:
    return FortificationOB(
        kind="fortification_ob",
        format=1,
        id="forts",
        name="Forts",
        provenance="user",
        items=[FortificationPrice(type="foxholes", vp_cost=cost, max_count=3)],
    )


def test_save_then_load_round_trips_with_header(tmp_path: Path) -> None:
    path = tmp_path / "forts.yaml"
    save_document(_doc(), path)
    text = path.read_text()
    assert text.splitlines()[0].startswith("# yaml-language-server: $schema=")
    assert text.splitlines()[1] == "kind: fortification_ob"
    assert load_document(path) == _doc()


def test_saving_twice_is_byte_identical(tmp_path: Path) -> None:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    save_document(_doc(), a)
    save_document(load_document(a), b)  # type: ignore[arg-type]
    assert a.read_bytes() == b.read_bytes()


def test_previous_version_is_kept_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "forts.yaml"
    save_document(_doc(1), path)
    first = path.read_text()
    save_document(_doc(2), path)
    assert (tmp_path / "forts.yaml.bak").read_text() == first
    assert load_document(path).items[0].vp_cost == 2  # type: ignore[attr-defined]


def test_crash_during_rename_leaves_old_file_and_no_debris(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "forts.yaml"
    save_document(_doc(1), path)
    before = path.read_bytes()
    real_replace = os.replace

    def failing_replace(src: str, dst: str) -> None:
        if str(dst) == str(path):
            raise OSError("disk full")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        save_document(_doc(5), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["forts.yaml", "forts.yaml.bak"]


def test_schema_reference_is_relative_inside_the_project(tmp_path: Path) -> None:
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "fortification_ob.schema.json").write_text("{}")
    (tmp_path / "tables").mkdir()
    path = tmp_path / "tables" / "forts.yaml"
    save_document(_doc(), path)
    assert path.read_text().splitlines()[0] == "# yaml-language-server: $schema=../schemas/fortification_ob.schema.json"


def test_atomic_write_creates_missing_folders(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "x.txt"
    atomic_write_text(target, "hello")
    assert target.read_text() == "hello"


def test_new_files_get_normal_permissions_and_existing_keep_theirs(tmp_path: Path) -> None:
    path = tmp_path / "forts.yaml"
    save_document(_doc(), path)
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask
    os.chmod(path, 0o640)
    save_document(_doc(3), path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_validation_runs_geometry_checks_without_the_cli(tmp_path: Path) -> None:
    """A self-intersecting shape is reported by plain validation, not only through `map derive`."""
    import subprocess
    import sys

    src = Path(__file__).resolve().parent.parent / "maps" / "demo-coastal.yaml"
    text = src.read_text()
    bad = tmp_path / "bowtie.yaml"
    marker = "shapes:\n  terrain:\n"
    assert marker in text
    bad.write_text(text.replace(marker, marker + "  - id: bowtie\n    type: jungle\n    polygon: [[1, 1], [3, 3], [3, 1], [1, 3]]\n", 1))
    code = "import sys; from ccp_editor.core.validate import validate_paths; " \
           "print('\\n'.join(p.format() for p in validate_paths([sys.argv[1]])))"
    out = subprocess.run([sys.executable, "-c", code, str(bad)], capture_output=True, text=True, timeout=120).stdout
    assert "bowtie" in out


def test_a_file_outside_a_game_box_keeps_its_own_schema_header(tmp_path: Path) -> None:
    """A rewrite never points the header into the installed app's folder, which moves with every upgrade."""
    path = tmp_path / "forts.yaml"
    path.write_text("# yaml-language-server: $schema=../../schemas/fortification_ob.schema.json\nkind: x\n")
    save_document(_doc(3), path)
    assert path.read_text().splitlines()[0] == "# yaml-language-server: $schema=../../schemas/fortification_ob.schema.json"
    (tmp_path / "schemas").mkdir()  # inside a box, the box's own schemas win
    (tmp_path / "schemas" / "fortification_ob.schema.json").write_text("{}")
    save_document(_doc(4), path)
    assert path.read_text().splitlines()[0] == "# yaml-language-server: $schema=schemas/fortification_ob.schema.json"
