"""The compiled schema check says "valid" exactly when jsonschema does, on every corpus file, every
text mutation of the fuzz test, structural mutations of each document's data, and generated
scenarios; and the problems a user sees are the same whichever path found them."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.core.validate import validate_text
from ccp_editor.io import documents
from ccp_editor.io.fastschema import UnsupportedSchema, compile_schema, json_equal
from ccp_editor.io.yamlio import DocumentError, load_text
from ccp_editor.model import DOCUMENT_CLASSES, json_schema, to_data

from .strategies import dataclass_strategy
from .test_fuzz_validate import SEED_TEXTS, mutated

KINDS = sorted(DOCUMENT_CLASSES)
FUZZ = settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))


def _agree(data: Any) -> None:
    """Every kind's compiled check agrees with jsonschema on ``data``."""
    for kind in KINDS:
        fast = documents.fast_check(kind)(data)
        slow = documents.validator(kind).is_valid(data)
        assert fast == slow, f"{kind}: compiled says {fast}, jsonschema says {slow}"


def _slow_problems(text: str, ds: Any) -> list:
    """The problems of ``text`` with the compiled check switched off (jsonschema alone)."""
    saved = documents.fast_check
    documents.fast_check = lambda kind: (lambda data: False)  # type: ignore[assignment]
    try:
        return validate_text(text, "fuzz.yaml", ds)
    finally:
        documents.fast_check = saved


@pytest.fixture(scope="module")
def demo(demo_ds):
    return demo_ds


def test_every_kind_compiles() -> None:
    """No shipped schema falls back to jsonschema for its yes/no check."""
    for kind in KINDS:
        assert documents.fast_check(kind) != documents.validator(kind).is_valid
        compile_schema(json_schema(DOCUMENT_CLASSES[kind]))


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_corpus_files_agree() -> None:
    for text in SEED_TEXTS:
        data = load_text(text, "corpus.yaml").data
        _agree(data)
        assert any(documents.fast_check(k)(data) for k in KINDS), "a shipped file is valid as its own kind"


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_text_mutations_agree_and_report_the_same_problems(demo) -> None:
    @FUZZ
    @given(mutated())
    def check(text: str) -> None:
        try:
            data = load_text(text, "fuzz.yaml").data
        except DocumentError:
            return
        _agree(data)
        assert validate_text(text, "fuzz.yaml", demo) == _slow_problems(text, demo)

    check()


# ----------------------------------------------------------------------------- structural mutations

ODD_VALUES = [None, True, False, 0, 1, -1, 1.0, 1.5, -0.5, 10**6, "", "x", "A1", "Z99", "japan", "1", [], [1], ["A1", "A1"],
              {}, {"x": 1}, {"kind": "map"}, [[0, 0], [1, 1]], 1e300]


def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _nodes(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _nodes(v, (*path, i))
    return out


def _get(data: Any, path: tuple) -> Any:
    for p in path:
        data = data[p]
    return data


@st.composite
def structurally_mutated(draw: st.DrawFn, base: list[Any]) -> Any:
    data = copy.deepcopy(draw(st.sampled_from(base)))
    for _ in range(draw(st.integers(1, 3))):
        nodes = _nodes(data)
        path = draw(st.sampled_from(nodes))
        if not path:
            continue
        parent = _get(data, path[:-1])
        last = path[-1]
        op = draw(st.sampled_from(["replace", "delete", "add_key", "duplicate", "retype"]))
        if op == "replace":
            parent[last] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
        elif op == "delete":
            del parent[last]
        elif op == "add_key" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "id", "kind", "Q7", "a/b"]))] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
        elif op == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        elif op == "retype":
            value = parent[last]
            if isinstance(value, bool):
                parent[last] = int(value)
            elif isinstance(value, int):
                parent[last] = draw(st.sampled_from([float(value), str(value), value + 1000, -value - 1, bool(value % 2)]))
            elif isinstance(value, float):
                parent[last] = draw(st.sampled_from([int(value), -value - 1.0, value * 1000]))
            elif isinstance(value, str):
                parent[last] = draw(st.sampled_from([value.lower(), value + "!", value[:1], value * 3, [value]]))
            elif isinstance(value, list):
                parent[last] = draw(st.sampled_from([tuple(value), value[:1], value + value, {}]))
    return data


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_structural_mutations_of_corpus_files_agree() -> None:
    base = [load_text(t, "corpus.yaml").data for t in SEED_TEXTS]

    @settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
    @given(structurally_mutated(base))
    def check(data: Any) -> None:
        _agree(data)

    check()


@pytest.fixture(scope="module")
def generated(demo) -> list[dict]:
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    data = prepare(demo)
    return [to_data(generate(data, seed)) for seed in range(60)]


def test_generated_scenarios_and_their_mutations_agree(generated: list[dict]) -> None:
    check_scenario = documents.fast_check("scenario")
    for data in generated:
        assert check_scenario(data)
        assert documents.validator("scenario").is_valid(data)

    @settings(max_examples=800, deadline=None, suppress_health_check=list(HealthCheck))
    @given(structurally_mutated(generated))
    def check(data: Any) -> None:
        _agree(data)

    check()


@pytest.mark.parametrize("kind", KINDS)
def test_model_generated_documents_agree(kind: str) -> None:
    @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
    @given(dataclass_strategy(DOCUMENT_CLASSES[kind]))
    def check(doc: Any) -> None:
        data = to_data(doc)
        assert documents.fast_check(kind)(data)
        _agree(data)

    check()


def test_generate_reports_schema_errors_through_the_fast_path(demo) -> None:
    """A generated scenario with a broken field is caught by the command's check, with jsonschema's message."""
    from ccp_editor.cli.generate import _validation_errors
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    sc = generate(prepare(demo), 7)
    assert _validation_errors(sc, demo) == []
    sc.year = "1943"  # type: ignore[assignment]
    sc.sides.japan.units[0].hex = "a1"
    errors = _validation_errors(sc, demo)
    assert "/year: '1943' is not of type 'integer'" in errors
    assert any(e.startswith("/sides/japan/units/0/hex: 'a1' does not match") for e in errors)


# ----------------------------------------------------------------------------- the compiler itself


def test_unknown_keywords_are_refused_not_ignored() -> None:
    with pytest.raises(UnsupportedSchema):
        compile_schema({"type": "object", "patternProperties": {"^x": {"type": "string"}}})
    with pytest.raises(UnsupportedSchema):
        compile_schema({"$ref": "https://example.org/other.json"})


@given(st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from([0.0, 1.0, 2.5]) | st.sampled_from("ab"),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from("xy"), inner, max_size=2),
                    max_leaves=8))
@settings(max_examples=400, deadline=None)
def test_equality_and_uniqueness_match_jsonschema(value: Any) -> None:
    from jsonschema._utils import equal, uniq

    items = value if isinstance(value, list) else [value, value]
    assert compile_schema({"uniqueItems": True})(items) == uniq(items)
    for other in items:
        assert json_equal(value, other) == equal(value, other)


# ----------------------------------------------------------------------------- typed objects, checked unconverted


def _slots(obj: Any, path: tuple = ()) -> list[tuple]:
    """Every (container, key) place inside a typed object tree: dataclass fields, list items, dict values."""
    from dataclasses import fields, is_dataclass

    out = []
    if is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            out.append((obj, f.name, "attr"))
            out += _slots(getattr(obj, f.name))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.append((obj, i, "item"))
            out += _slots(v)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out.append((obj, k, "item"))
            out += _slots(v)
    return out


OBJECT_ODDITIES = [*ODD_VALUES, (), ("A1", "A1"), ("A1",), {1: "x"}, {"A1": None}, 0.0, -1.0, "a1", "J", "japan", "US"]


@st.composite
def mutated_scenario_objects(draw: st.DrawFn, base: list[Any]) -> Any:
    obj = copy.deepcopy(draw(st.sampled_from(base)))
    for _ in range(draw(st.integers(1, 3))):
        slots = _slots(obj)
        holder, key, how = draw(st.sampled_from(slots))
        current = getattr(holder, key) if how == "attr" else holder[key]
        choice = draw(st.sampled_from(["odd", "default-like", "swap"]))
        if choice == "odd":
            value = copy.deepcopy(draw(st.sampled_from(OBJECT_ODDITIES)))
        elif choice == "default-like":
            value = type(current)() if isinstance(current, (list, dict, str, int, float, tuple)) else None
        else:
            value = copy.deepcopy(draw(st.sampled_from(slots))[0])
        if how == "attr":
            setattr(holder, key, value)
        else:
            holder[key] = value
    return obj


def test_typed_objects_are_checked_as_they_would_be_written(demo) -> None:
    """The check of an unconverted object agrees with the check of its written data (and jsonschema)."""
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    data = prepare(demo)
    base = [generate(data, seed) for seed in range(40)]
    check_object = documents.fast_object_check("scenario")
    for sc in base:
        assert check_object(sc)

    @settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
    @given(mutated_scenario_objects(base))
    def check(sc: Any) -> None:
        written = to_data(sc)
        expected = documents.validator("scenario").is_valid(written)
        assert check_object(sc) == expected
        assert documents.fast_check("scenario")(written) == expected

    check()


@pytest.mark.parametrize("kind", KINDS)
def test_model_generated_objects_are_checked_unconverted(kind: str) -> None:
    @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
    @given(dataclass_strategy(DOCUMENT_CLASSES[kind]))
    def check(doc: Any) -> None:
        assert documents.fast_object_check(kind)(doc) == documents.validator(kind).is_valid(to_data(doc))

    check()


def test_tuples_are_checked_as_the_lists_they_are_written_as(demo) -> None:
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    sc = generate(prepare(demo), 3)
    swapped = 0
    for holder, key, how in _slots(sc):
        value = getattr(holder, key) if how == "attr" else holder[key]
        if isinstance(value, list) and value and how == "attr":
            setattr(holder, key, tuple(value))
            swapped += 1
    assert swapped > 5
    assert documents.validator("scenario").is_valid(to_data(sc))
    assert documents.fast_object_check("scenario")(sc)


# ----------------------------------------------------------------------------- the generated code path


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_valid_data_never_needs_the_slow_path(generated: list[dict], demo) -> None:
    """Valid documents, the common case, are accepted by the generated code alone (the speed of
    ``validate`` and ``generate`` depends on it); the closures are only for what it is not sure of."""
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    for text in SEED_TEXTS:
        data = load_text(text, "corpus.yaml").data
        kind = data["kind"]
        assert documents.fast_check(kind).generated(data), f"{kind} {data.get('id')}"
    for data in generated:
        assert documents.fast_check("scenario").generated(data)
    rsg = prepare(demo)
    for seed in range(40):
        assert documents.fast_object_check("scenario").generated(generate(rsg, seed))


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_generated_code_never_accepts_what_jsonschema_refuses(generated: list[dict]) -> None:
    """The generated code alone is sufficient: whenever it says valid, jsonschema agrees (its "no"
    only sends the value to the exact closures)."""
    base = [load_text(t, "corpus.yaml").data for t in SEED_TEXTS] + generated

    @settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
    @given(structurally_mutated(base))
    def check(data: Any) -> None:
        for kind in KINDS:
            if documents.fast_check(kind).generated(data):
                assert documents.validator(kind).is_valid(data), kind

    check()


def test_generated_object_code_never_accepts_what_jsonschema_refuses(demo) -> None:
    from ccp_editor.rsg.context import prepare
    from ccp_editor.rsg.engine import generate

    rsg = prepare(demo)
    base = [generate(rsg, seed) for seed in range(40)]
    generated_check = documents.fast_object_check("scenario").generated

    @settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
    @given(mutated_scenario_objects(base))
    def check(sc: Any) -> None:
        if generated_check(sc):
            assert documents.validator("scenario").is_valid(to_data(sc))

    check()


@pytest.mark.parametrize(
    ("schema", "good", "bad"),
    [
        ({"type": "integer", "minimum": 1}, [1, 5, 2.0], [0, True, 0.5, "1", None]),
        ({"anyOf": [{"type": "string"}, {"type": "null"}], "pattern": "^[A-Z]$"}, [None, "A"], ["a", "AB", 3]),
        ({"anyOf": [{"type": "integer"}, {"type": "null"}], "minimum": 6, "maximum": 8}, [None, 6, 8.0], [5, 9, "7"]),
        ({"type": "array", "items": {"type": "string"}, "uniqueItems": True}, [[], ["a", "b"]], [["a", "a"], [1]]),
        ({"type": "array", "uniqueItems": True}, [[1, True], [[1], [2]]], [[1, 1.0], [{"a": 1}, {"a": 1}]]),
        ({"type": "object", "properties": {"a": {"enum": [0, 90]}}, "additionalProperties": False, "required": ["a"]},
         [{"a": 0}, {"a": 90.0}], [{}, {"a": 1}, {"a": 0, "b": 1}, {"a": False}, {1: 0}]),
        ({"type": "object", "additionalProperties": {"type": "integer"}, "propertyNames": {"pattern": "^[1-5]$"}},
         [{}, {"1": 2}], [{"6": 1}, {"1": "x"}]),
        ({"$ref": "#/$defs/T", "$defs": {"T": {"type": "object", "properties": {"t": {"$ref": "#/$defs/T"}},
                                               "additionalProperties": False}}},
         [{}, {"t": {"t": {}}}], [{"t": 1}, {"t": {"t": {"u": 1}}}]),
    ],
)
def test_compiled_checks_agree_with_jsonschema_on_edge_values(schema: dict, good: list, bad: list) -> None:
    """Floats that are integers, booleans that are not, null beside a pattern, recursion: the
    combined check gives jsonschema's answer and the generated code never accepts a bad value."""
    from jsonschema import Draft202012Validator

    check = compile_schema(schema)
    slow = Draft202012Validator(schema)
    for value in good + bad:
        assert check(value) == slow.is_valid(value), value
        assert not check.generated(value) or slow.is_valid(value), value
    assert all(check(v) for v in good) and not any(check(v) for v in bad)
