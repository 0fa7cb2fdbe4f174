"""The rules JSON Schema can state (a value required, fixed or left out depending on another field of the
same object) are in the schema files as if/then, so an editor or ajv flags them as you type, and the app
reports the same documents with its own wording (one rule, read by both)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from ccp_editor.core.checks import check_document
from ccp_editor.io.documents import read_document, schema_errors
from ccp_editor.io.yamlio import load_file
from ccp_editor.model import DOCUMENT_CLASSES, from_data

ROOT = Path(__file__).resolve().parent.parent


def _file_schema(kind: str) -> Draft202012Validator:
    return Draft202012Validator(json.loads((ROOT / "schemas" / f"{kind}.schema.json").read_text()))


def _drop(d: dict, key: str) -> None:
    d.pop(key, None)


MUTATIONS = [
    # (file, what to do to its data, words of the app's problem)
    ("tables/fortification_ob.yaml", lambda d: _drop(next(i for i in d["items"] if i["type"] == "mines"), "mine_fp"),
     "names its strength"),
    ("tables/fortification_ob.yaml", lambda d: next(i for i in d["items"] if i["type"] != "mines").update(mine_fp=6),
     "only mines have a strength"),
    ("tables/objective_chits.yaml", lambda d: _drop(next(c for c in d["chits"] if c["kind"] == "single"), "objective"),
     "names its objective"),
    ("tables/objective_chits.yaml", lambda d: next(c for c in d["chits"] if c["kind"] != "single").update(objective=2),
     "objective"),
    ("tables/fate_jp.yaml", lambda d: _drop(next(c for c in d["cards"] if c["order"] == "revive"), "revive"), "Revive"),
    ("tables/fate_jp.yaml", lambda d: _drop(next(c for c in d["cards"] if c["action"] == "marksmanship"), "marksmanship"),
     "Marksmanship"),
    ("forces/jp.yaml", lambda d: _drop(next(c for c in d["counters"] if c["kind"] == "squad"), "quality"), "quality"),
    ("forces/jp.yaml", lambda d: next(c for c in d["counters"] if c["kind"] == "squad").update(figures=3), "figures, not 3"),
    ("forces/jp.yaml", lambda d: next(c for c in d["counters"] if c["kind"] == "squad")["front"].update(fp=None), "FP"),
]


@pytest.mark.parametrize(("name", "mutate", "words"), MUTATIONS)
def test_a_document_breaking_a_stated_rule_fails_the_schema_file_and_the_app(name: str, mutate: Any, words: str) -> None:
    loaded = load_file(ROOT / name)
    kind = loaded.data["kind"]
    assert not list(_file_schema(kind).iter_errors(loaded.data))  # the demo document keeps every rule
    data = copy.deepcopy(loaded.data)
    mutate(data)
    assert list(_file_schema(kind).iter_errors(data)), "the schema file lets it through"
    assert not schema_errors(kind, data)  # the app's own shape check leaves it to the rules checks' wording
    doc = from_data(DOCUMENT_CLASSES[kind], data)
    problems = [f.message for f in check_document(doc) if f.severity == "error"]
    assert any(words in m for m in problems), problems


def test_every_demo_document_keeps_the_stated_rules() -> None:
    for path in [*sorted(ROOT.glob("[ft]*/*.yaml"))]:
        doc, loaded, problems = read_document(path)
        assert doc is not None and loaded is not None, problems
        assert not list(_file_schema(doc.KIND).iter_errors(loaded.data)), path
