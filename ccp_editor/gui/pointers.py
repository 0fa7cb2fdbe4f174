"""JSON pointers into typed documents: read, write and type look-up.

Every edit the GUI makes names its target by the same JSON pointer the validators report, so a
problem, a table cell and an undo command all speak about one node in one way. No Qt here.
"""

from __future__ import annotations

import types
import typing
from dataclasses import fields, is_dataclass
from typing import Any, get_args, get_origin

from ..model.base import ModelError, from_data
from ..model.base import _hints as type_hints


class PointerError(LookupError):
    """A pointer that does not name a node of the document."""


def split(pointer: str) -> list[str]:
    """Unescaped reference tokens of a pointer ('' is the whole document)."""
    if not pointer:
        return []
    if not pointer.startswith("/"):
        raise PointerError(f"pointer {pointer!r} must start with '/'")
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]


def join(*tokens: object) -> str:
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in tokens)


def _step(node: Any, token: str, pointer: str) -> Any:
    if isinstance(node, list):
        try:
            return node[int(token)]
        except (ValueError, IndexError):
            raise PointerError(f"{pointer}: no item {token}") from None
    if isinstance(node, dict):
        if token not in node:
            raise PointerError(f"{pointer}: no key {token!r}")
        return node[token]
    if is_dataclass(node) and token in {f.name for f in fields(node)}:
        return getattr(node, token)
    raise PointerError(f"{pointer}: no field {token!r}")


def resolve(root: Any, pointer: str) -> Any:
    """The node a pointer names."""
    node = root
    for token in split(pointer):
        node = _step(node, token, pointer)
    return node


def parent_and_key(root: Any, pointer: str) -> tuple[Any, str]:
    tokens = split(pointer)
    if not tokens:
        raise PointerError("the document itself has no parent")
    parent = root
    for token in tokens[:-1]:
        parent = _step(parent, token, pointer)
    return parent, tokens[-1]


def assign(root: Any, pointer: str, value: Any) -> Any:
    """Set the node at ``pointer``; returns the value it replaced."""
    parent, key = parent_and_key(root, pointer)
    old = _step(parent, key, pointer)
    if isinstance(parent, list):
        parent[int(key)] = value
    elif isinstance(parent, dict):
        parent[key] = value
    else:
        setattr(parent, key, value)
    return old


def _strip_annotated(tp: Any) -> Any:
    if get_origin(tp) is typing.Annotated:
        return get_args(tp)[0]
    return tp


def _unwrap_optional(tp: Any) -> Any:
    tp = _strip_annotated(tp)
    args = [a for a in get_args(tp) if a is not type(None)]
    if get_origin(tp) in (typing.Union, types.UnionType) and len(args) == 1:
        return args[0]
    return tp


def type_at(doc_cls: type, pointer: str) -> Any:
    """The declared type of the node a pointer names, from the model's type hints."""
    tp: Any = doc_cls
    for token in split(pointer):
        tp = _unwrap_optional(tp)
        origin = get_origin(tp)
        if origin is list:
            tp = get_args(tp)[0]
        elif origin is dict:
            tp = get_args(tp)[1]
        elif is_dataclass(tp):
            hints = type_hints(tp)
            if token not in hints:
                raise PointerError(f"{pointer}: no field {token!r}")
            tp = hints[token]
        else:
            raise PointerError(f"{pointer}: {token!r} is below a plain value")
    return _strip_annotated(tp)


def field_constraints(doc_cls: type, pointer: str) -> dict[str, Any]:
    """The schema constraints (``spec`` metadata: pattern, minimum...) of the field a pointer names; {} if none."""
    *parents, name = split(pointer)
    try:
        owner = _unwrap_optional(type_at(doc_cls, "/" + "/".join(parents)) if parents else doc_cls)
    except PointerError:
        return {}
    if get_origin(owner) is list:
        owner = _unwrap_optional(get_args(owner)[0])
    if not is_dataclass(owner):
        return {}
    found = next((f for f in fields(owner) if f.name == name), None)
    return dict(found.metadata) if found is not None else {}


def item_type(doc_cls: type, list_pointer: str) -> Any:
    """The element type of the list a pointer names."""
    tp = _unwrap_optional(type_at(doc_cls, list_pointer))
    if get_origin(tp) is not list:
        raise PointerError(f"{list_pointer} is not a list")
    return get_args(tp)[0]


def convert(doc_cls: type, pointer: str, data: Any) -> Any:
    """Plain data turned into the typed value the pointer's field holds; ModelError if it does not fit."""
    return from_data(type_at(doc_cls, pointer), data, pointer)


def literal_choices(tp: Any) -> list[Any] | None:
    """The allowed values when a field is a Literal (possibly optional), else None."""
    tp = _unwrap_optional(tp)
    if get_origin(tp) is typing.Literal:
        return list(get_args(tp))
    return None


def is_optional(tp: Any) -> bool:
    tp = _strip_annotated(tp)
    return type(None) in get_args(tp)


__all__ = [
    "ModelError",
    "PointerError",
    "assign",
    "convert",
    "is_optional",
    "item_type",
    "join",
    "literal_choices",
    "parent_and_key",
    "resolve",
    "split",
    "type_at",
]
