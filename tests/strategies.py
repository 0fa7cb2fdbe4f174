"""Hypothesis strategies built from the document models' type hints and schema metadata.

Because schemas, conversion and these strategies all read the same hints, a generated instance is
valid against its kind's JSON Schema by construction; the round-trip tests check exactly that.
"""

from __future__ import annotations

import types
import typing
from dataclasses import MISSING, fields, is_dataclass
from functools import cache
from typing import Any, Literal, get_args, get_origin

from hypothesis import strategies as st

CHARS = st.characters(categories=("L", "N", "P", "S", "Zs"), exclude_characters="\x85\u2028\u2029\ufeff")
TEXT = st.text(alphabet=CHARS, max_size=20)
JSONISH = st.one_of(st.none(), st.booleans(), st.integers(-1000, 1000), TEXT)


def _bounded(meta: dict[str, Any], lo: float, hi: float) -> tuple[float, float]:
    return max(lo, meta.get("minimum", lo)), min(hi, meta.get("maximum", hi))


def strategy_for(tp: Any, meta: dict[str, Any] | None = None) -> st.SearchStrategy:
    meta = dict(meta or {})
    if get_origin(tp) is typing.Annotated:
        base, *extras = get_args(tp)
        for extra in extras:
            meta.update(extra)
        return strategy_for(base, meta)
    origin = get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = get_args(tp)
        return st.one_of([strategy_for(a, meta) if a is not type(None) else st.none() for a in args])
    if tp is Any:
        return JSONISH
    if origin is Literal:
        return st.sampled_from(get_args(tp))
    if origin is list:
        items_meta = meta.get("_items") or meta.get("items", {})  # spec(item_...) or a schema "items" in Annotated
        inner = strategy_for(get_args(tp)[0], items_meta)
        lo = meta.get("minItems", 0)
        hi = meta.get("maxItems", max(lo, 3))
        return st.lists(inner, min_size=lo, max_size=min(hi, lo + 3), unique=bool(meta.get("uniqueItems")))
    if origin is dict:
        key_pattern = meta.get("propertyNames", {}).get("pattern")
        keys = st.from_regex(key_pattern, fullmatch=True) if key_pattern else TEXT
        values = strategy_for(get_args(tp)[1], meta.get("_items", {}))
        return st.dictionaries(keys, values, max_size=3)
    if is_dataclass(tp):
        return dataclass_strategy(tp)
    if tp is bool:
        return st.booleans()
    if tp is int:
        lo, hi = _bounded(meta, -10_000, 10_000)
        return st.integers(int(lo), int(hi))
    if tp is float:
        lo, hi = _bounded(meta, -1e6, 1e6)
        return st.floats(lo, hi, allow_nan=False, allow_infinity=False)
    if tp is str:
        if "pattern" in meta:
            return st.from_regex(meta["pattern"], fullmatch=True)
        lo = meta.get("minLength", 0)
        return st.text(alphabet=CHARS, min_size=lo, max_size=max(lo, 20))
    raise TypeError(f"no strategy for {tp!r}")


@cache
def dataclass_strategy(cls: type) -> st.SearchStrategy:
    hints = typing.get_type_hints(cls, include_extras=True)
    kwargs = {}
    for f in fields(cls):
        meta = dict(f.metadata)
        s = strategy_for(hints[f.name], meta)
        if f.default is not MISSING or f.default_factory is not MISSING:  # type: ignore[misc]
            default = f.default if f.default is not MISSING else f.default_factory()  # type: ignore[misc]
            s = st.one_of(st.just(default), s)
        kwargs[f.name] = s
    return st.builds(cls, **kwargs)
