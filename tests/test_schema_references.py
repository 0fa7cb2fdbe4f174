"""The schema headers and $ids send an editor only to schema files that exist, never to a web host."""

from __future__ import annotations

import json
import os
from pathlib import Path

from ccp_editor.io.documents import load_document
from ccp_editor.io.storage import document_text, save_document

ROOT = Path(__file__).resolve().parents[1]


def test_every_schema_id_is_its_own_file_name() -> None:
    for path in sorted((ROOT / "schemas").glob("*.schema.json")):
        schema = json.loads(path.read_text())
        assert schema["$id"] == path.name  # a URI reference resolved where the file was read, no host
        assert "://" not in json.dumps({k: v for k, v in schema.items() if k != "$schema"}).replace("https://json-schema.org", "")


def _header_target(path: Path) -> Path:
    first = path.read_text().splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=")
    ref = first.split("$schema=", 1)[1]
    assert "://" not in ref and not os.path.isabs(ref)
    return (path.parent / ref).resolve()


def test_a_document_saved_outside_a_game_box_points_at_a_real_schema_file(tmp_path: Path) -> None:
    doc = load_document(ROOT / "scenarios" / "demo-ridge-line.yaml")
    target = tmp_path / "elsewhere" / "mine.yaml"
    target.parent.mkdir()
    save_document(doc, target)
    schema = _header_target(target)
    assert schema.is_file() and schema.name == "scenario.schema.json"


def test_a_document_in_a_box_points_at_the_box_schema(tmp_path: Path) -> None:
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "scenario.schema.json").write_text((ROOT / "schemas" / "scenario.schema.json").read_text())
    (tmp_path / "scenarios").mkdir()
    target = tmp_path / "scenarios" / "s.yaml"
    save_document(load_document(ROOT / "scenarios" / "demo-ridge-line.yaml"), target)
    assert _header_target(target) == (tmp_path / "schemas" / "scenario.schema.json").resolve()


def test_text_without_a_file_uses_the_game_box_layout() -> None:
    text = document_text(load_document(ROOT / "scenarios" / "demo-ridge-line.yaml"))
    assert text.splitlines()[0] == "# yaml-language-server: $schema=../schemas/scenario.schema.json"
