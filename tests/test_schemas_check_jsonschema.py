"""The JSON Schemas as a second tool reads them: check-jsonschema (the validator editors' CI hooks use)
accepts the schemas against their metaschema and every demo-box document against the schema its header
names, and rejects what the app rejects."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ccp_editor.cli import main

ROOT = Path(__file__).resolve().parent.parent
HEADER = re.compile(r"^# yaml-language-server: \$schema=(\S+)", re.M)
pytestmark = pytest.mark.slow


def _check_jsonschema() -> str:
    tool = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) or shutil.which("check-jsonschema")
    if tool is None:
        pytest.skip("check-jsonschema is not installed (pip install check-jsonschema; it is in the test extras)")
    return tool


def _demo_documents() -> dict[Path, list[Path]]:
    """Schema file -> the demo-box documents whose header names it."""
    by_schema: dict[Path, list[Path]] = {}
    for doc in [ROOT / "dataset.yaml", *sorted(ROOT.glob("[fmst]*/*.yaml")), ROOT / "ccp_editor" / "rulesets" / "ccp.yaml"]:
        m = HEADER.search(doc.read_text(encoding="utf-8")[:400])
        if m:
            by_schema.setdefault((doc.parent / m.group(1)).resolve(), []).append(doc)
    return by_schema


def test_the_schemas_pass_their_metaschema() -> None:
    tool = _check_jsonschema()
    schemas = sorted((ROOT / "schemas").glob("*.schema.json"))
    result = subprocess.run([tool, "--check-metaschema", *map(str, schemas)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_demo_document_passes_the_schema_its_header_names() -> None:
    tool = _check_jsonschema()
    by_schema = _demo_documents()
    kinds = {p.name for p in by_schema}
    assert {"dataset.schema.json", "forces.schema.json", "map.schema.json", "scenario.schema.json",
            "fate_deck.schema.json", "objective_chits.schema.json", "fortification_ob.schema.json"} <= kinds
    for schema, docs in by_schema.items():
        assert schema.is_file(), f"{docs[0]} names a missing schema {schema}"
        result = subprocess.run([tool, "--schemafile", str(schema), *map(str, docs)],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, f"{schema.name}: {result.stdout}{result.stderr}"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("format: 1\n", "format: 1\nsurprise: true\n"),  # an unknown key
        ("kind: forces\n", "kind: forcez\n"),  # a wrong kind
    ],
)
def test_check_jsonschema_rejects_what_the_app_rejects(tmp_path: Path, capsys, old: str, new: str) -> None:
    tool = _check_jsonschema()
    doc = tmp_path / "forces" / "jp.yaml"
    doc.parent.mkdir()
    text = (ROOT / "forces" / "jp.yaml").read_text(encoding="utf-8")
    assert old in text
    doc.write_text(text.replace(old, new, 1).replace("$schema=../schemas/", f"$schema={ROOT / 'schemas'}/"), encoding="utf-8")
    result = subprocess.run([tool, "--schemafile", str(ROOT / "schemas" / "forces.schema.json"), str(doc)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result.stdout
    assert main(["validate", str(doc)]) == 1
    capsys.readouterr()
