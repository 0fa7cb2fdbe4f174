"""Every document kind survives model -> YAML -> model unchanged, and its data fits its JSON Schema."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from ccp_editor.io.documents import validator
from ccp_editor.io.storage import document_text
from ccp_editor.io.yamlio import load_text
from ccp_editor.model import DOCUMENT_CLASSES, from_data, to_data

from .strategies import dataclass_strategy

KINDS = sorted(DOCUMENT_CLASSES)


@pytest.mark.parametrize("kind", KINDS)
def test_round_trip_through_yaml(kind: str) -> None:
    cls = DOCUMENT_CLASSES[kind]

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(dataclass_strategy(cls))
    def check(doc) -> None:
        text = document_text(doc)
        assert text.startswith("# yaml-language-server: $schema=")
        loaded = load_text(text, "roundtrip.yaml")
        assert loaded.data == to_data(doc)
        errors = [e.message for e in validator(kind).iter_errors(loaded.data)]
        assert errors == []
        assert from_data(cls, loaded.data) == doc

    check()


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_has_a_stable_schema_id(kind: str) -> None:
    from ccp_editor.model import json_schema

    schema = json_schema(DOCUMENT_CLASSES[kind])
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == f"{kind}.schema.json"  # its file name: no web host publishes the schemas
    assert schema["properties"]["kind"] == {"enum": [kind]}


def test_schema_files_match_the_models() -> None:
    """schemas/ is generated from the models; a stale file would mislead editors validating YAML."""
    from pathlib import Path

    from ccp_editor.io.schemas import schema_files

    folder = Path(__file__).resolve().parent.parent / "schemas"
    for name, text in schema_files().items():
        assert (folder / name).read_text() == text, f"{name} is stale: run ccp-editor schemas --write"
