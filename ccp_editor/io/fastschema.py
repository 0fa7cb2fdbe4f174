"""A JSON Schema compiled into plain Python checks: "is this valid?" in microseconds.

The ``jsonschema`` validator is thorough but slow (it walks the schema for every node and builds
an error object for every branch it tries). Documents are almost always valid, so callers ask this
compiled check first and run ``jsonschema`` only when it says no, to get its messages. The compiled
check must therefore say "valid" exactly when ``jsonschema`` (Draft 2020-12, no format checks)
would: each keyword below copies that keyword's semantics, and a schema using a keyword this module
does not know is refused (``UnsupportedSchema``) so the caller falls back to ``jsonschema`` alone.
The fuzz and mutation tests run both and require them to agree.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING
from typing import Any, NamedTuple

Check = Callable[[Any], bool]

# Keywords that never affect validity (annotations), and those compiled below.
_ANNOTATIONS = frozenset(
    {"$schema", "$id", "$defs", "$comment", "title", "description", "default", "examples", "deprecated",
     "readOnly", "writeOnly"}
)
_SUPPORTED = frozenset(
    {"type", "enum", "const", "properties", "required", "additionalProperties", "propertyNames", "items",
     "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
     "minLength", "maxLength", "pattern", "anyOf", "allOf", "$ref"}
)


class UnsupportedSchema(ValueError):
    """The schema uses something this compiler does not reproduce exactly."""


# ----------------------------------------------------------------------------- jsonschema's semantics


def _is_number(x: Any) -> bool:
    return isinstance(x, numbers.Number) and not isinstance(x, bool)


def _is_integer(x: Any) -> bool:  # Draft 6+: 1.0 is an integer
    if isinstance(x, bool):
        return False
    return isinstance(x, int) or (isinstance(x, float) and x.is_integer())


_TYPES: dict[str, Check] = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "number": _is_number,
    "integer": _is_integer,
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def _unbool(x: Any) -> Any:
    if x is True:
        return ("__bool__", True)
    if x is False:
        return ("__bool__", False)
    return x


def json_equal(one: Any, two: Any) -> bool:
    """Equality as JSON Schema means it: ``True`` is not ``1``, ``1`` is ``1.0``, deep for containers."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return one == two
    if isinstance(one, Sequence) and isinstance(two, Sequence):
        return len(one) == len(two) and all(json_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, Mapping) and isinstance(two, Mapping):
        return len(one) == len(two) and all(k in two and json_equal(v, two[k]) for k, v in one.items())
    return _unbool(one) == _unbool(two)


class _NoKey(Exception):
    pass


def _key(x: Any) -> Any:
    """A hashable key equal for exactly the items ``json_equal`` calls equal."""
    if isinstance(x, str):
        return (2, x)
    if isinstance(x, bool):
        return (0, x)
    if isinstance(x, (int, float)):
        if x != x:  # NaN equals nothing, not even itself
            raise _NoKey
        return (1, x)
    if x is None:
        return (3,)
    if isinstance(x, list):
        return (4, tuple(_key(v) for v in x))
    if isinstance(x, dict):
        return (5, frozenset((k, _key(v)) for k, v in x.items()))
    raise _NoKey


def _unique(items: list) -> bool:
    if all(type(v) is str for v in items):
        return len(set(items)) == len(items)
    try:
        return len({_key(v) for v in items}) == len(items)
    except (_NoKey, TypeError):
        pass
    seen: list[Any] = []
    for item in items:
        for other in seen:
            if json_equal(item, other):
                return False
        seen.append(item)
    return True


# ----------------------------------------------------------------------------- the compiler


class Records(NamedTuple):
    """How typed objects are written as plain data, so they can be checked without being converted.

    ``fields(type)`` lists ``(name, default)`` for the fields an object of that type writes, in
    order, a field equal to its default being left out (``dataclasses.MISSING``: always written), or
    None for a type that is not a record; ``plain(x)`` is the whole conversion, used where a value
    must be compared as data (enum, const, uniqueItems) or holds mapping keys that are not strings.
    Checking an object this way gives exactly the answer of checking ``plain(object)``.
    """

    fields: Callable[[type], tuple[tuple[str, Any], ...] | None]
    plain: Callable[[Any], Any]


def compile_schema(schema: Mapping[str, Any], records: Records | None = None, generate_after: int = 0) -> Check:
    """A function telling whether an instance is valid against ``schema`` (local ``$ref`` only);
    with ``records``, the instance may also be a typed object written as ``records`` says.

    The closures below answer exactly. After ``generate_after`` calls the check also writes the
    schema out as Python (``schemacode``: valid data, the common case, in one pass; the closures
    decide whenever it is not sure). Writing it costs about as much as a hundred checks of a
    scenario, so a check asked a few times (opening a game box) never pays for it, and one asked
    thousands of times (``generate --count``, a large box) gets it early. The function's
    ``generated`` attribute is the generated code alone (written on first use), for the tests."""
    from .schemacode import SchemaCode

    compiler = _Compiler(schema, records)
    exact = compiler.compile(schema)
    generated: Check | None = None
    calls = 0

    def build() -> Check:
        nonlocal generated
        if generated is None:
            generated = SchemaCode(schema, compiler, records).build()
        return generated

    def check(x: Any) -> bool:
        nonlocal calls
        if generated is not None:
            return generated(x) or exact(x)
        calls += 1
        if calls > generate_after:
            return build()(x) or exact(x)
        return exact(x)

    def generated_alone(x: Any) -> bool:
        return build()(x)

    check.generated = generated_alone  # type: ignore[attr-defined]
    check.exact = exact  # type: ignore[attr-defined]
    return check


class _Compiler:
    def __init__(self, root: Mapping[str, Any], records: Records | None = None) -> None:
        self.root = root
        self.records = records
        self.refs: dict[str, Check] = {}

    def ref(self, ref: str) -> Check:
        if ref in self.refs:
            return self.refs[ref]
        if not ref.startswith("#/"):
            raise UnsupportedSchema(f"non-local $ref {ref!r}")
        target: Any = self.root
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, Mapping) or part not in target:
                raise UnsupportedSchema(f"unresolvable $ref {ref!r}")
            target = target[part]
        cell: list[Check] = []
        self.refs[ref] = lambda x: cell[0](x)  # recursion-safe forward reference
        cell.append(self.compile(target))
        self.refs[ref] = cell[0]
        return cell[0]

    def compile(self, schema: Any) -> Check:
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, Mapping):
            raise UnsupportedSchema(f"schema must be an object or boolean, not {type(schema).__name__}")
        unknown = set(schema) - _SUPPORTED - _ANNOTATIONS
        if unknown:
            raise UnsupportedSchema(f"keyword(s) {', '.join(sorted(unknown))}")
        keys = set(schema)
        checks: list[Check] = []
        types = schema.get("type")
        single = types if isinstance(types, str) else None
        # A single "type" is folded into that type's keyword group ("strict": other types fail).
        if "type" in schema and single not in ("object", "array", "string", "number", "integer"):
            checks.append(self._type(types))
        if single == "object" or {"properties", "additionalProperties", "required", "propertyNames"} & keys:
            checks.append(self._object(schema, strict=single == "object"))
        if single == "array" or {"items", "minItems", "maxItems", "uniqueItems"} & keys:
            checks.append(self._array(schema, strict=single == "array"))
        if single in ("number", "integer") or {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"} & keys:
            checks.append(self._number(schema, strict=single))
        if single == "string" or {"minLength", "maxLength", "pattern"} & keys:
            checks.append(self._string(schema, strict=single == "string"))
        if "enum" in schema:
            checks.append(self._enum(list(schema["enum"])))
        if "const" in schema:
            const = schema["const"]
            plain = self._plain()
            checks.append(lambda x: json_equal(const, plain(x)))
        if "$ref" in schema:
            checks.append(self.ref(schema["$ref"]))
        if "anyOf" in schema:
            checks.append(_any_of(tuple(self.compile(s) for s in schema["anyOf"])))
        if "allOf" in schema:
            checks.extend(self.compile(s) for s in schema["allOf"])
        return _all_of(checks)

    # ------------------------------------------------------------------ keyword groups
    def _type(self, types: Any) -> Check:
        names = [types] if isinstance(types, str) else list(types)
        for name in names:
            if name not in _TYPES:
                raise UnsupportedSchema(f"type {name!r}")
        known = dict(_TYPES)
        if self.records is not None:
            fields_of = self.records.fields
            known["object"] = lambda x: isinstance(x, dict) or fields_of(type(x)) is not None
            known["array"] = lambda x: isinstance(x, (list, tuple))
        if len(names) == 1:
            return known[names[0]]
        tests = tuple(known[n] for n in names)
        return lambda x: any(t(x) for t in tests)

    def _plain(self) -> Callable[[Any], Any]:
        return self.records.plain if self.records is not None else _identity

    def _enum(self, values: list) -> Check:
        if values and all(isinstance(v, str) for v in values):
            allowed = frozenset(values)
            return lambda x: isinstance(x, str) and x in allowed  # an object is never a string, nor its data
        plain = self._plain()
        return lambda x: any(json_equal(v, plain(x)) for v in values)

    def _object(self, schema: Mapping[str, Any], strict: bool) -> Check:
        props = {k: self.compile(s) for k, s in schema.get("properties", {}).items()}
        extra_schema = schema.get("additionalProperties", True)
        extra: Check | None = None if extra_schema is False else self.compile(extra_schema)
        required = tuple(schema.get("required", ()))
        names = self.compile(schema["propertyNames"]) if "propertyNames" in schema else None
        records = self.records
        plans: dict[type, Any] = {}

        def check(x: Any) -> bool:
            if not isinstance(x, dict):
                if records is not None:
                    t = type(x)
                    plan = plans.get(t, MISSING)
                    if plan is MISSING:
                        plan = plans[t] = records.fields(t)
                    if plan is not None:
                        return check_record(x, plan)
                return not strict
            if records is not None and not all(type(k) is str for k in x):
                return check(records.plain(x))  # keys become strings when written
            get = props.get
            for key, value in x.items():
                sub = get(key, extra)
                if sub is None or not sub(value):
                    return False
                if names is not None and not names(key):
                    return False
            for key in required:
                if key not in x:
                    return False
            return True

        compiled: dict[int, tuple[list[tuple[str, Any, Check | None]], bool]] = {}

        def plan_checks(plan: tuple[tuple[str, Any], ...]) -> tuple[list[tuple[str, Any, Check | None]], bool]:
            """Per record type: each field with its check, and whether the required fields are
            all among those always written (then presence needs no tracking)."""
            entry = compiled.get(id(plan))
            if entry is None:
                steps = [(key, default, props.get(key, extra)) for key, default in plan]
                always = {key for key, default in plan if default is MISSING}
                entry = compiled[id(plan)] = (steps, all(key in always for key in required))
            return entry

        def check_record(x: Any, plan: tuple[tuple[str, Any], ...]) -> bool:
            steps, required_always = plan_checks(plan)
            written = set()
            for key, default, sub in steps:
                value = getattr(x, key)
                if default is not MISSING and value == default:
                    continue  # left out when written
                if sub is None or not sub(value):
                    return False
                if names is not None and not names(key):
                    return False
                if not required_always:
                    written.add(key)
            return required_always or all(key in written for key in required)

        return check

    def _array(self, schema: Mapping[str, Any], strict: bool) -> Check:
        if "prefixItems" in schema:
            raise UnsupportedSchema("prefixItems")
        item = self.compile(schema["items"]) if "items" in schema else None
        low = schema.get("minItems")
        high = schema.get("maxItems")
        unique = bool(schema.get("uniqueItems"))
        if item is _always:
            item = None
        sequence = (list, tuple) if self.records is not None else list  # tuples are written as lists
        plain = self._plain()

        def check(x: Any) -> bool:
            if not isinstance(x, sequence):
                return not strict
            if low is not None and len(x) < low:
                return False
            if high is not None and len(x) > high:
                return False
            if item is not None:
                for v in x:
                    if not item(v):
                        return False
            if not unique:
                return True
            return _unique(list(x) if all(type(v) is str for v in x) else [plain(v) for v in x])

        return check

    def _number(self, schema: Mapping[str, Any], strict: str | None) -> Check:
        low = schema.get("minimum")
        high = schema.get("maximum")
        xlow = schema.get("exclusiveMinimum")
        xhigh = schema.get("exclusiveMaximum")
        kind = _TYPES[strict] if strict else _is_number
        bounded = any(b is not None for b in (low, high, xlow, xhigh))

        def check(x: Any) -> bool:
            if not kind(x):
                return not strict
            if not bounded:
                return True
            if not _is_number(x):  # an integer type check passed, so x is a number
                return True
            if low is not None and x < low:
                return False
            if high is not None and x > high:
                return False
            if xlow is not None and x <= xlow:
                return False
            return not (xhigh is not None and x >= xhigh)

        return check

    def _string(self, schema: Mapping[str, Any], strict: bool) -> Check:
        low = schema.get("minLength")
        high = schema.get("maxLength")
        search = re.compile(schema["pattern"]).search if "pattern" in schema else None
        if strict and low is None and high is None:
            if search is None:
                return _TYPES["string"]
            return lambda x: isinstance(x, str) and search(x) is not None

        def check(x: Any) -> bool:
            if not isinstance(x, str):
                return not strict
            if low is not None and len(x) < low:
                return False
            if high is not None and len(x) > high:
                return False
            return search is None or search(x) is not None

        return check


def _identity(x: Any) -> Any:
    return x


def _always(x: Any) -> bool:
    return True


def _never(x: Any) -> bool:
    return False


def _any_of(subs: tuple[Check, ...]) -> Check:
    if len(subs) == 2 and subs[1] is _TYPES["null"]:  # an optional value
        a = subs[0]
        return lambda x: x is None or a(x)
    if len(subs) == 2:
        a, b = subs
        return lambda x: a(x) or b(x)
    return lambda x: any(s(x) for s in subs)


def _all_of(checks: list[Check]) -> Check:
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda x: a(x) and b(x)
    if len(checks) == 3:
        a, b, c = checks
        return lambda x: a(x) and b(x) and c(x)
    frozen = tuple(checks)
    return lambda x: all(c(x) for c in frozen)
