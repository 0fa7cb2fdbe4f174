"""The schema check of ``fastschema`` written out as Python source: the common valid case in one pass.

The closure compiler in ``fastschema`` calls one small function per keyword of every node; on a
generated scenario (a few hundred values) that is most of the cost of ``generate``'s check. This
module writes each object and array schema as one Python function whose leaf checks (a string with
its pattern, an integer with its bounds, an enum of strings, an optional value) are inlined
expressions, and each typed record class gets its own function reading its fields as attributes.

The generated check is only ever *sufficient*: when it says "valid" the value is valid, and when it
meets anything unusual (a float where an integer is expected, a key that is not a string, NaN, a
keyword combination it does not inline) it says "not sure" and the exact closure check decides.
So ``generated(x) or exact(x)`` answers exactly as ``exact(x)`` does, and valid data — the
common case — never reaches the slow path. The fuzz and mutation tests check both paths against
``jsonschema``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import MISSING
from typing import Any

Check = Callable[[Any], bool]


class SchemaCode:
    """Writes and compiles the generated check of one root schema (see the module docstring)."""

    def __init__(self, root: Mapping[str, Any], exact: Any, records: Any = None) -> None:
        self.root = root
        self.exact = exact  # the closure compiler (fastschema._Compiler) for what is not inlined
        self.records = records
        self.ns: dict[str, Any] = {"MISSING": MISSING}
        self.names: dict[int, str] = {}  # id(schema node) -> generated function name
        self.keep: list[Any] = []  # schema nodes whose ids are keys of ``names``
        self.refs: dict[str, str] = {}
        self.count = 0
        self.objects: dict[str, tuple[Mapping[str, Any], dict[str, str], str | None]] = {}

    # ------------------------------------------------------------------ naming
    def _name(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def const(self, value: Any, prefix: str = "c") -> str:
        if type(value) is int or (type(value) is float and value - value == 0):
            return repr(value)  # a literal: exact, and faster than a name lookup
        name = self._name(prefix)
        self.ns[name] = value
        return name

    def define(self, source: str) -> None:
        exec(compile(source, "<schema check>", "exec"), self.ns)  # noqa: S102 - our own generated source

    def exact_call(self, schema: Any, v: str) -> str:
        return f"{self.const(self.exact.compile(schema), 'x')}({v})"

    # ------------------------------------------------------------------ entry point
    def build(self) -> Check:
        return self.ns[self.func(self.root)]

    def func(self, schema: Any) -> str:
        """The name of a generated function checking ``schema`` (one per node, shared)."""
        key = id(schema)
        if key in self.names:
            return self.names[key]
        name = self._name("f")
        self.names[key] = name
        self.keep.append(schema)
        if isinstance(schema, Mapping) and schema.get("type") == "object":
            self._object_func(name, schema, self._and(self._shared(schema, "x")))
        elif isinstance(schema, Mapping) and schema.get("type") == "array":
            self._array_func(name, schema, self._and(self._shared(schema, "x")))
        else:
            self.define(f"def {name}(v):\n    return {self.expr(schema, 'v')}\n")
        return name

    def ref(self, ref: str) -> str:
        if ref not in self.refs:
            if not ref.startswith("#/"):
                return ""
            target: Any = self.root
            for part in ref[2:].split("/"):
                part = part.replace("~1", "/").replace("~0", "~")
                if not isinstance(target, Mapping) or part not in target:
                    return ""
                target = target[part]
            self.refs[ref] = self.func(target)  # named before its body is written: recursion is fine
        return self.refs[ref]

    # ------------------------------------------------------------------ expressions
    def expr(self, schema: Any, v: str) -> str:
        """A Python expression on variable ``v``: True only when ``v`` is valid against ``schema``."""
        if schema is True:
            return "True"
        if schema is False:
            return "False"
        if not isinstance(schema, Mapping):
            return self.exact_call(schema, v)
        types = schema.get("type")
        keys = set(schema)
        groups = {
            "object": {"properties", "additionalProperties", "required", "propertyNames"},
            "array": {"items", "minItems", "maxItems", "uniqueItems", "prefixItems"},
            "number": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"},
            "string": {"minLength", "maxLength", "pattern"},
        }
        folded = {"integer": "number"}.get(types, types) if isinstance(types, str) else None
        terms = []
        for group, words in groups.items():
            if keys & words and group != folded:  # keywords that apply to values of one type only
                if group not in ("string", "number"):
                    return self.exact_call(schema, v)
                # sufficient: null (the usual other type of an optional value), or that type and valid
                terms.append(f"({v} is None or {self._typed(schema, 'integer' if group == 'number' else group, v)})")
        if types is not None:
            if types in ("object", "array"):
                return f"{self.func(schema)}({v})"
            typed = self._typed(schema, types, v)
            if typed is None:
                return self.exact_call(schema, v)
            terms.append(typed)
        return self._and(terms + self._shared(schema, v))

    def _shared(self, schema: Mapping[str, Any], v: str) -> list[str]:
        terms = []
        if "enum" in schema:
            terms.append(self._enum(list(schema["enum"]), schema, v))
        if "const" in schema:
            terms.append(self.exact_call({"const": schema["const"]}, v))
        if "$ref" in schema:
            name = self.ref(schema["$ref"])
            terms.append(f"{name}({v})" if name else self.exact_call({"$ref": schema["$ref"]}, v))
        if "anyOf" in schema:
            subs = list(schema["anyOf"])
            if len(subs) == 2 and subs[1] == {"type": "null"}:
                terms.append(f"({v} is None or {self.expr(subs[0], v)})")
            else:
                terms.append("(" + " or ".join(self.expr(s, v) for s in subs) + ")" if subs else "False")
        if "allOf" in schema:
            terms.extend(self.expr(s, v) for s in schema["allOf"])
        return terms

    @staticmethod
    def _and(terms: list[str]) -> str:
        if not terms:
            return "True"
        return terms[0] if len(terms) == 1 else "(" + " and ".join(terms) + ")"

    def _typed(self, schema: Mapping[str, Any], types: Any, v: str) -> str | None:
        if types == "string":
            terms = [f"type({v}) is str"]
            if "minLength" in schema:
                terms.append(f"len({v}) >= {self.const(schema['minLength'])}")
            if "maxLength" in schema:
                terms.append(f"len({v}) <= {self.const(schema['maxLength'])}")
            if "pattern" in schema:
                known, match = _matcher(schema["pattern"])
                terms.append(f"({v} in {self.const(known, 'k')} or {self.const(match, 'p')}({v}))")
            return self._and(terms)
        if types in ("integer", "number"):
            terms = [f"type({v}) is int" if types == "integer" else f"(type({v}) is int or type({v}) is float)"]
            for word, op in (("minimum", ">="), ("maximum", "<="), ("exclusiveMinimum", ">"), ("exclusiveMaximum", "<")):
                if word in schema:
                    terms.append(f"{v} {op} {self.const(schema[word])}")
            return self._and(terms)
        if types == "boolean":
            return f"type({v}) is bool"
        if types == "null":
            return f"{v} is None"
        return None

    def _enum(self, values: list, schema: Mapping[str, Any], v: str) -> str:
        if values and all(type(x) is str for x in values):
            return f"(type({v}) is str and {v} in {self.const(frozenset(values))})"
        if values and all(type(x) is int for x in values):
            return f"(type({v}) is int and {v} in {self.const(frozenset(values))})"
        return self.exact_call({"enum": values}, v)

    # ------------------------------------------------------------------ arrays
    def _array_func(self, name: str, schema: Mapping[str, Any], tail: str) -> None:
        seq = "(type(x) is list or type(x) is tuple)" if self.records is not None else "type(x) is list"
        lines = [f"def {name}(x):", f"    if not {seq}:", "        return False"]
        if "minItems" in schema:
            lines.append(f"    if len(x) < {self.const(schema['minItems'])}:\n        return False")
        if "maxItems" in schema:
            lines.append(f"    if len(x) > {self.const(schema['maxItems'])}:\n        return False")
        item = schema.get("items", True)
        if item is not True and item != {}:
            lines.append(f"    for i in x:\n        if not {self.expr(item, 'i')}:\n            return False")
        if schema.get("uniqueItems"):
            if isinstance(item, Mapping) and item.get("type") == "string":  # the items, checked above, are str
                lines.append("    if len(set(x)) != len(x):\n        return False")
            else:
                exact = self.const(self.exact.compile({"uniqueItems": True}), "x")
                lines.append(f"    if not {exact}(x):\n        return False")
        lines.append(f"    return {tail}")
        self.define("\n".join(lines) + "\n")

    # ------------------------------------------------------------------ objects
    def _object_func(self, name: str, schema: Mapping[str, Any], tail: str) -> None:
        props: Mapping[str, Any] = schema.get("properties", {})
        checks = {key: self.expr(sub, "w") for key, sub in props.items()}
        extra_schema = schema.get("additionalProperties", True)
        extra = None if extra_schema is False else self.expr(extra_schema, "w")
        names = self.expr(schema["propertyNames"], "k") if "propertyNames" in schema else None
        required = list(schema.get("required", ()))
        self.objects[name] = (schema, checks, extra)
        allowed = self.const(frozenset(props))
        plain = self.const(self.records.plain, "plain") if self.records is not None else None
        records = self.const({}, "r")
        lines = [f"def {name}(x):", "    if type(x) is not dict:"]
        if self.records is not None:
            make = self.const(lambda t, n=name: self._record_func(n, t), "make")
            lines += [f"        r = {records}.get(type(x))", "        if r is None:",
                      f"            r = {records}[type(x)] = {make}(type(x))",
                      "        return r(x)" if tail == "True" else f"        return r(x) and {tail}"]
        else:
            lines.append("        return False")
        # keys: all strings (a typed object's dict writes its keys with str()), allowed, well named
        lines.append("    for k in x:")
        lines.append("        if type(k) is not str:")
        lines.append(f"            return {name}({plain}(x))" if plain else "            return False")
        if extra is None:
            lines.append(f"        if k not in {allowed}:\n            return False")
        if names is not None:
            lines.append(f"        if not {names}:\n            return False")
        lines += [f"    if {self.const(key)} not in x:\n        return False" for key in required]
        for key, check in checks.items():
            if check != "True":
                lines.append(f"    w = x.get({self.const(key)}, MISSING)")
                lines.append(f"    if w is not MISSING and not {check}:\n        return False")
        if extra is not None and extra != "True":
            lines.append(f"    for k, w in x.items():\n        if k not in {allowed} and not {extra}:\n            return False")
        lines.append(f"    return {tail}")
        self.define("\n".join(lines) + "\n")

    def _record_func(self, name: str, tp: type) -> Check:
        """The check of a typed object of class ``tp`` against object function ``name``'s schema,
        written field by field as ``records`` says the object is written (defaults left out)."""
        plan = self.records.fields(tp) if self.records is not None else None
        if plan is None:
            return _not_sure
        schema, checks, extra = self.objects[name]
        required = set(schema.get("required", ()))
        if not required <= {key for key, _ in plan}:
            return _not_sure
        names = schema.get("propertyNames")
        names_ok = self.exact.compile(names) if names is not None else None
        fn = self._name(f"{name}_")
        lines = [f"def {fn}(x):"]
        for key, default in plan:
            if not key.isidentifier() or key.startswith("__"):
                return _not_sure
            check = checks.get(key, extra)
            if check is None or check == "False" or (names_ok is not None and not names_ok(key)):
                stmt = ["return False"]  # written, but not allowed
            elif check == "True":
                stmt = []
            else:
                stmt = [f"if not {check}:", "    return False"]
            if default is MISSING:  # always written
                if stmt:
                    lines.append(f"    w = x.{key}")
                    lines += ["    " + s for s in stmt]
                continue
            if not stmt and key not in required:
                continue
            lines.append(f"    w = x.{key}")
            default_name = self.const(default, "d")
            if key in required:
                lines.append(f"    if w == {default_name}:\n        return False")  # left out when written
                lines += ["    " + s for s in stmt]
            elif stmt == ["return False"]:
                lines.append(f"    if not (w == {default_name}):\n        return False")
            else:  # valid as written, or equal to its default and so left out
                lines.append(f"    if not {check} and not (w == {default_name}):\n        return False")
        lines.append("    return True")
        self.define("\n".join(lines) + "\n")
        return self.ns[fn]


def _not_sure(x: Any) -> bool:
    return False


MATCHED_CAP = 4096  # strings remembered per pattern: hex ids and counter ids repeat in every document


def _matcher(pattern: str) -> tuple[set[str], Check]:
    """``(known, match)``: ``match(s)`` tells whether ``pattern`` is found in the string ``s`` (as
    ``re.search``) and remembers up to ``MATCHED_CAP`` strings that matched in ``known``."""
    search = re.compile(pattern).search
    known: set[str] = set()

    def match(s: str) -> bool:
        if search(s) is None:
            return False
        if len(known) < MATCHED_CAP:
            known.add(s)
        return True

    return known, match
