"""`ccp-editor map propose`: the traced areas as samples, a summary per Type, --write saves."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from ccp_editor.cli import main
from ccp_editor.core import proposeeval, scansynth
from ccp_editor.io.documents import load_document
from ccp_editor.io.storage import save_document
from ccp_editor.model.mapdoc import MapDocument

pytestmark = pytest.mark.slow


def _box(tmp_path: Path) -> Path:
    from PySide6.QtGui import QImage

    scan = scansynth.render(scansynth.random_layout(12), 1100, 760, scheme="vivid", seed=12)
    doc = proposeeval.sample_map(scan.truth)
    doc = replace(doc, scan=replace(doc.scan, file="scan.png"))
    img = np.ascontiguousarray(scan.image)
    q = QImage(img.data, img.shape[1], img.shape[0], img.shape[1] * 3, QImage.Format.Format_RGB888)
    assert q.save(str(tmp_path / "scan.png"))
    path = tmp_path / "synthetic.yaml"
    save_document(doc, path)
    return path


def test_propose_prints_per_type_and_write_adds_the_areas(tmp_path: Path, capsys) -> None:
    path = _box(tmp_path)
    before = path.read_text()
    assert main(["map", "propose", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    whats = {d["what"]: d for d in data["proposed"]}
    assert {"jungle", "water_barrier"} <= set(whats)
    assert all(d["areas"] >= 1 for d in data["proposed"])
    assert path.read_text() == before  # without --write nothing is saved
    assert main(["map", "propose", str(path), "--types", "jungle", "--write"]) == 0
    out = capsys.readouterr().out
    assert "Jungle:" in out and "wrote" in out
    doc = load_document(path, MapDocument)
    added = [s for s in doc.shapes.terrain if s.id.startswith("proposed-")]
    assert added and {s.type for s in added} == {"jungle"}
    assert path.with_name(path.name + ".bak").exists() or any(tmp_path.glob("*.bak*"))


def test_propose_refuses_an_unknown_type_and_a_map_without_scan(tmp_path: Path, capsys) -> None:
    path = _box(tmp_path)
    assert main(["map", "propose", str(path), "--types", "forest"]) == 2
    assert "not a terrain Type" in capsys.readouterr().err
    doc = load_document(path, MapDocument)
    save_document(replace(doc, scan=None), path)
    assert main(["map", "propose", str(path)]) == 1
    assert "no scan" in capsys.readouterr().err
