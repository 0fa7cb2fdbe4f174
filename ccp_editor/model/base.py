"""Typed documents with one source of truth.

Every document kind is a tree of dataclasses. The same type hints drive three things, so they can
never drift apart: conversion to and from plain data (``to_data`` / ``from_data``), the JSON Schema
written to ``schemas/`` (``json_schema``), and the Hypothesis strategies the round-trip tests use.
Constraints a type cannot say (ranges, patterns, descriptions) live in the field metadata via ``spec``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from functools import cache
from typing import Any, ClassVar, Literal, get_args, get_origin

from . import modeltext as MT

__all__ = [
    "FORMAT_VERSION",
    "SCHEMA_BASE",
    "Document",
    "ModelError",
    "dataclass",
    "field",
    "from_data",
    "json_schema",
    "record_fields",
    "spec",
    "to_data",
]

FORMAT_VERSION = 1
# The schemas are not published on any web host: their $id is the file name, a URI reference that
# resolves next to wherever the schema was read from (a game box's schemas/ folder), so no editor is
# ever sent to a host that does not exist.
SCHEMA_BASE = ""
HEX_ID_PATTERN = r"^[A-Z]{1,2}[0-9]{1,2}$"

Provenance = Literal["builtin", "demo", "user", "generated"]


class ModelError(ValueError):
    """Data that does not fit the model; ``path`` is a JSON pointer to the offending node."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path or '/'}: {message}")
        self.path = path
        self.message = message


def spec(
    default: Any = MISSING,
    *,
    default_factory: Any = MISSING,
    description: str | None = None,
    minimum: float | None = None,
    maximum: float | None = None,
    pattern: str | None = None,
    min_items: int | None = None,
    max_items: int | None = None,
    min_length: int | None = None,
    max_length: int | None = None,
    unique: bool = False,
    item_pattern: str | None = None,
    item_minimum: float | None = None,
    item_maximum: float | None = None,
    key_pattern: str | None = None,
) -> Any:
    """A dataclass field carrying the schema constraints the type alone cannot express."""
    meta = {
        k: v
        for k, v in {
            "description": description,
            "minimum": minimum,
            "maximum": maximum,
            "pattern": pattern,
            "minItems": min_items,
            "maxItems": max_items,
            "minLength": min_length,
            "maxLength": max_length,
            "uniqueItems": unique or None,
        }.items()
        if v is not None
    }
    items = {
        k: v
        for k, v in {"pattern": item_pattern, "minimum": item_minimum, "maximum": item_maximum}.items()
        if v is not None
    }
    if items:
        meta["_items"] = items
    if key_pattern is not None:
        meta["propertyNames"] = {"pattern": key_pattern}
    if default_factory is not MISSING:
        return field(default_factory=default_factory, metadata=meta)
    return field(default=default, metadata=meta)


class Document:
    """Mixin for top-level documents: each has a ``kind`` and a schema file."""

    KIND: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    FORMAT: ClassVar[int] = FORMAT_VERSION  # the newest format of this kind this app reads and writes

    @classmethod
    def schema_id(cls) -> str:
        return f"{SCHEMA_BASE}{cls.KIND}.schema.json"

    @classmethod
    def schema_filename(cls) -> str:
        return f"{cls.KIND}.schema.json"


# ----------------------------------------------------------------------------- type helpers


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def _is_optional(tp: Any) -> tuple[bool, Any]:
    origin = get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) < len(get_args(tp)):
            inner = args[0] if len(args) == 1 else typing.Union[tuple(args)]  # noqa: UP007
            return True, inner
    return False, tp


def _field_default(f: dataclasses.Field) -> Any:
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:  # type: ignore[misc]
        return f.default_factory()  # type: ignore[misc]
    return MISSING


# ----------------------------------------------------------------------------- to / from data


_SCALARS = frozenset({str, int, float, bool, type(None)})


@cache
def _emit_plan(cls: type) -> tuple[tuple[str, Any], ...]:
    """Per dataclass: (field name, default to omit, or MISSING to always write). A default factory
    is called once here rather than for every object written (``to_data`` is on the hot path of
    every save and of every generated scenario's check)."""
    return tuple(
        (f.name, MISSING if f.name in ("kind", "format") else _field_default(f)) for f in fields(cls)
    )


def record_fields(tp: type) -> tuple[tuple[str, Any], ...] | None:
    """How ``to_data`` writes an object of type ``tp``: ``(field, default to leave out or MISSING)``
    in order, or None when ``tp`` is not a document model class."""
    return _emit_plan(tp) if hasattr(tp, "__dataclass_fields__") and isinstance(tp, type) else None


def to_data(obj: Any) -> Any:
    """Plain data (dicts, lists, scalars) in field order; fields equal to their default are omitted,
    except ``kind`` and ``format`` which every document states."""
    tp = type(obj)
    if tp in _SCALARS:
        return obj
    if hasattr(tp, "__dataclass_fields__"):
        out: dict[str, Any] = {}
        for name, default in _emit_plan(tp):
            value = getattr(obj, name)
            if default is not MISSING and value == default:
                continue
            out[name] = to_data(value)
        return out
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_data(v) for v in obj]
    return obj


def from_data(cls: Any, data: Any, path: str = "") -> Any:
    """Build a typed object from plain data, raising ModelError with a pointer on a mismatch."""
    return _converter(cls)(data, path)


def _convert(tp: Any, data: Any, path: str) -> Any:
    return _converter(tp)(data, path)


Converter = typing.Callable[[Any, str], Any]


_CONVERTERS: dict[int, tuple[Any, Converter]] = {}  # by id: Annotated hints can hold unhashable metadata


def _converter(tp: Any) -> Converter:
    """The conversion of one type, worked out once from its hints (every document load runs it for
    every node, so the type analysis is not repeated per value)."""
    known = _CONVERTERS.get(id(tp))
    if known is not None and known[0] is tp:
        return known[1]
    convert = _build_converter(tp)
    _CONVERTERS[id(tp)] = (tp, convert)  # holding tp keeps its id from being reused
    return convert


def _build_converter(tp: Any) -> Converter:
    if get_origin(tp) is typing.Annotated:
        return _converter(get_args(tp)[0])
    optional, inner = _is_optional(tp)
    if optional:
        return _optional(inner)
    if tp is Any:
        return lambda data, path: data
    origin = get_origin(tp)
    if origin is Literal:
        return _literal(get_args(tp))
    if origin in (typing.Union, types.UnionType):
        return _union(get_args(tp))
    if origin is list:
        return _list(get_args(tp)[0])
    if origin is dict:
        return _dict(get_args(tp)[1])
    if is_dataclass(tp):
        return _record(tp)
    if tp in _SIMPLE_CONVERTERS:
        return _SIMPLE_CONVERTERS[tp]
    raise TypeError(f"unsupported model type {tp!r}")  # a programming error, not bad input


def _optional(inner: Any) -> Converter:
    def convert(data: Any, path: str) -> Any:
        return None if data is None else _converter(inner)(data, path)

    return convert


def _literal(choices: tuple) -> Converter:
    has_bool = any(isinstance(a, bool) for a in choices)
    listed = ", ".join(map(repr, choices))

    def convert(data: Any, path: str) -> Any:
        if data not in choices or isinstance(data, bool) != has_bool:
            raise ModelError(path, MT.ONE_OF.format(options=listed, value=repr(data)))
        return data

    return convert


def _union(alternatives: tuple) -> Converter:
    def convert(data: Any, path: str) -> Any:
        errors = []
        for alt in alternatives:
            try:
                return _converter(alt)(data, path)
            except ModelError as exc:
                errors.append(exc.message)
        raise ModelError(path, " or ".join(errors))

    return convert


def _list(item_tp: Any) -> Converter:
    def convert(data: Any, path: str) -> Any:
        if not isinstance(data, list):
            raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[list], kind=_kind_of(data)))
        item = _converter(item_tp)
        return [item(v, f"{path}/{i}") for i, v in enumerate(data)]

    return convert


def _dict(val_tp: Any) -> Converter:
    def convert(data: Any, path: str) -> Any:
        if not isinstance(data, dict):
            raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[dict], kind=_kind_of(data)))
        value = _converter(val_tp)
        return {str(k): value(v, f"{path}/{_escape(str(k))}") for k, v in data.items()}

    return convert


def _record(tp: type) -> Converter:
    hints = _hints(tp)
    plan = [(f.name, hints[f.name], f.default is MISSING and f.default_factory is MISSING) for f in fields(tp)]  # type: ignore[misc]
    names = {name for name, _, _ in plan}

    def convert(data: Any, path: str) -> Any:
        if not isinstance(data, dict):
            raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[dict], kind=_kind_of(data)))
        for key in data:
            if key not in names:
                raise ModelError(f"{path}/{_escape(str(key))}", MT.UNKNOWN_FIELD.format(value=repr(key)))
        kwargs = {}
        for name, hint, required in plan:
            if name in data:
                kwargs[name] = _converter(hint)(data[name], f"{path}/{name}")
            elif required:
                raise ModelError(path, MT.MISSING_FIELD.format(value=repr(name)))
        return tp(**kwargs)

    return convert


def _bool(data: Any, path: str) -> Any:
    if not isinstance(data, bool):
        raise ModelError(path, MT.EXPECTED.format(expected="true or false", kind=_kind_of(data)))
    return data


def _int(data: Any, path: str) -> Any:
    if isinstance(data, float) and data.is_integer():
        return int(data)  # 1943.0: the JSON Schema "integer" type accepts it too, so the two agree
    if isinstance(data, bool) or not isinstance(data, int):
        raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[int], kind=_kind_of(data)))
    return data


def _float(data: Any, path: str) -> Any:
    if isinstance(data, bool) or not isinstance(data, (int, float)):
        raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[float], kind=_kind_of(data)))
    return float(data)


def _str(data: Any, path: str) -> Any:
    if not isinstance(data, str):
        raise ModelError(path, MT.EXPECTED.format(expected=MT.KINDS[str], kind=_kind_of(data)))
    return data


_SIMPLE_CONVERTERS: dict[Any, Converter] = {bool: _bool, int: _int, float: _float, str: _str}


def _kind_of(data: Any) -> str:
    return MT.KINDS.get(type(data), type(data).__name__)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


# ----------------------------------------------------------------------------- JSON Schema


def json_schema(doc_cls: type, with_rules: bool = False) -> dict[str, Any]:
    """Draft 2020-12 schema for a document class, every nested class under ``$defs``; ``with_rules``
    adds the classes' ``WHEN_RULES`` as if/then (the schema files; the app's checks word them)."""
    global _WITH_RULES
    defs: dict[str, Any] = {}
    _WITH_RULES, before = with_rules, _WITH_RULES
    try:
        root = _schema_for_dataclass(doc_cls, defs)
    finally:
        _WITH_RULES = before
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": doc_cls.schema_id(),
        "title": getattr(doc_cls, "TITLE", "") or doc_cls.__name__,
    }
    doc = (doc_cls.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
    if doc:
        schema["description"] = doc
    schema.update(root)
    if defs:
        schema["$defs"] = dict(sorted(defs.items()))
    return schema


def _schema_for_dataclass(cls: type, defs: dict[str, Any]) -> dict[str, Any]:
    hints = _hints(cls)
    props: dict[str, Any] = {}
    required: list[str] = []
    for f in fields(cls):
        sub = _schema_for_type(hints[f.name], defs)
        meta = dict(f.metadata)
        items = meta.pop("_items", None)
        if items:
            target = sub["anyOf"][0] if "anyOf" in sub else sub
            key = "items" if target.get("type") == "array" else "additionalProperties"
            target[key] = {**target[key], **items}
        sub = _with_meta(sub, meta)
        props[f.name] = sub
        if f.default is MISSING and f.default_factory is MISSING:  # type: ignore[misc]
            required.append(f.name)
    out: dict[str, Any] = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        out["required"] = required
    rules = getattr(cls, "WHEN_RULES", ())
    if _WITH_RULES and rules:
        out["allOf"] = [_rule_schema(cls, r) for r in rules]
    return out


@dataclasses.dataclass(frozen=True)
class WhenRule:
    """``field`` (``"fp"``, or ``"front.fp"`` one object down) holds a value exactly where ``when``, a field
    of the same object, is one of ``values``: not null there (``equals`` fixes the value), and with
    ``null_elsewhere`` null or left out everywhere else. A class lists its rules in ``WHEN_RULES``; the
    schema files state them as if/then/else, so an editor or ajv reports them as you type, and the
    rules checks (``core/checks.py``) read the same rules and word the problem."""

    field: str
    when: str
    values: tuple[Any, ...]
    null_elsewhere: bool = False
    equals: Any = None

    def applies(self, obj: Any) -> bool:
        return getattr(obj, self.when) in self.values

    def value(self, obj: Any) -> Any:
        for name in self.field.split("."):
            obj = getattr(obj, name) if obj is not None else None
        return obj


def _rule_schema(cls: type, rule: WhenRule) -> dict[str, Any]:
    """One ``WhenRule`` as JSON Schema: if ``when`` is one of the values then ``field`` is given and
    not null (or ``equals``), else (``null_elsewhere``) null or absent."""
    head, _, rest = rule.field.partition(".")
    need: dict[str, Any] = {"not": {"type": "null"}} if rule.equals is None else {"const": rule.equals}
    defaults = {f.name: f.default for f in fields(cls)}
    required = rule.equals is None or rest or defaults.get(head, MISSING) != rule.equals
    if rest:
        inner: dict[str, Any] = {"type": "object", "properties": {rest: need}}
        if rule.equals is None:
            inner = {"type": "object", "required": [rest], "properties": {rest: need}}
        then: dict[str, Any] = {"required": [head], "properties": {head: inner}}
    else:
        then = {"properties": {head: need}}
        if required:
            then = {"required": [head], **then}
    out: dict[str, Any] = {
        "if": {"required": [rule.when], "properties": {rule.when: {"enum": list(rule.values)}}},
        "then": then,
    }
    if rule.null_elsewhere:
        out["else"] = {"properties": {head: {"type": "null"}}}
    return out


# Set while the schema files are written: the WHEN_RULES go in them (editors, ajv); the app's own
# validation leaves them to the rules checks, which word them in the player's terms.
_WITH_RULES = False


ANNOTATIONS = frozenset({"description", "title", "default", "examples", "deprecated", "readOnly", "writeOnly", "$comment"})


def _with_meta(sub: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    """A field's schema with its ``spec()`` keywords; on an optional field (``anyOf`` [T, null]) the
    keywords about values (minimum, pattern...) go on the T branch, so the schema says which type they
    constrain (``ajv --strict`` asks it; null is unconstrained either way)."""
    branches = sub.get("anyOf")
    values = {k: v for k, v in meta.items() if k not in ANNOTATIONS}
    if values and isinstance(branches, list) and len(branches) == 2 and branches[1] == {"type": "null"}:
        first = branches[0]
        if "$ref" in first:
            first = {"allOf": [first], **values}
        else:
            first = {**first, **values}
        notes = {k: v for k, v in meta.items() if k in ANNOTATIONS}
        return {**{k: v for k, v in sub.items() if k != "anyOf"}, "anyOf": [first, branches[1]], **notes}
    return {**sub, **meta}


def _schema_for_type(tp: Any, defs: dict[str, Any]) -> dict[str, Any]:
    if get_origin(tp) is typing.Annotated:
        base, *extras = get_args(tp)
        out = _schema_for_type(base, defs)
        for extra in extras:
            out = {**out, **extra}
        return out
    optional, inner = _is_optional(tp)
    if optional:
        return {"anyOf": [_schema_for_type(inner, defs), {"type": "null"}]}
    if tp is Any:
        return {}
    origin = get_origin(tp)
    if origin is Literal:
        return {"enum": list(get_args(tp))}
    if origin in (typing.Union, types.UnionType):
        return {"anyOf": [_schema_for_type(a, defs) for a in get_args(tp)]}
    if origin is list:
        return {"type": "array", "items": _schema_for_type(get_args(tp)[0], defs)}
    if origin is dict:
        return {"type": "object", "additionalProperties": _schema_for_type(get_args(tp)[1], defs)}
    if is_dataclass(tp):
        name = tp.__name__
        if name not in defs:
            defs[name] = {}  # placeholder against recursion
            body = _schema_for_dataclass(tp, defs)
            doc = (tp.__doc__ or "").strip()
            if doc and not doc.startswith(name + "("):
                body = {"description": doc.split("\n\n")[0].replace("\n", " "), **body}
            defs[name] = body
        return {"$ref": f"#/$defs/{name}"}
    simple = {bool: "boolean", int: "integer", float: "number", str: "string"}
    if tp in simple:
        return {"type": simple[tp]}
    raise TypeError(f"unsupported model type {tp!r}")
