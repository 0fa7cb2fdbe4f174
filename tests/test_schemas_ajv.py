"""The JSON Schemas as ajv reads them in strict mode (what many editors and web tools build on): every
schema compiles under ``ajv --strict`` and every demo-box document passes the schema its header names."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEADER = re.compile(r"^# yaml-language-server: \$schema=(\S+)", re.M)
pytestmark = pytest.mark.slow


def _ajv(*args: str) -> subprocess.CompletedProcess[str]:
    tool = shutil.which("ajv")
    if tool is None:
        pytest.skip("ajv is not installed (npm install -g ajv-cli ajv-formats)")
    return subprocess.run([tool, *args, "--spec=draft2020", "--strict=true", "-c", "ajv-formats"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def test_every_schema_compiles_under_ajv_strict() -> None:
    schemas = sorted((ROOT / "schemas").glob("*.schema.json"))
    assert len(schemas) >= 10
    for schema in schemas:
        result = _ajv("compile", "-s", str(schema))
        assert result.returncode == 0 and "is valid" in result.stdout, f"{schema.name}: {result.stdout}{result.stderr}"


def test_every_demo_document_passes_its_schema_under_ajv_strict() -> None:
    by_schema: dict[Path, list[Path]] = {}
    for doc in [ROOT / "dataset.yaml", *sorted(ROOT.glob("[fmst]*/*.yaml")), ROOT / "ccp_editor" / "rulesets" / "ccp.yaml"]:
        m = HEADER.search(doc.read_text(encoding="utf-8")[:400])
        if m:
            by_schema.setdefault((doc.parent / m.group(1)).resolve(), []).append(doc)
    assert len(by_schema) >= 7
    for schema, docs in by_schema.items():
        args = ["validate", "-s", str(schema)]
        for doc in docs:
            args += ["-d", str(doc)]
        result = _ajv(*args)
        assert result.returncode == 0, f"{schema.name}: {result.stdout}{result.stderr}"
