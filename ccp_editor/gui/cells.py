"""Text in a table cell (or a CSV field) to typed plain data and back, driven by the model's types.

No Qt here: the same codec serves table editing, clipboard paste and CSV import, so a value typed
in a cell and the same value in a spreadsheet column mean the same thing.
"""

from __future__ import annotations

import re
import types
import typing
from dataclasses import is_dataclass
from typing import Any, get_args, get_origin

from ..io import csvtext
from ..io.csvfile import field_text
from ..model.base import ModelError, from_data, to_data

_TRUE = {"true", "yes", "y", "1", "x", "on", "sì", "si", "vero"}
_FALSE = {"false", "no", "n", "0", "off", "", "falso"}


def _strip(tp: Any) -> Any:
    return get_args(tp)[0] if get_origin(tp) is typing.Annotated else tp


def alternatives(tp: Any) -> tuple[bool, list[Any]]:
    """(optional, the non-null alternatives) of a possibly-union type."""
    tp = _strip(tp)
    if get_origin(tp) in (typing.Union, types.UnionType):
        args = [_strip(a) for a in get_args(tp)]
        return type(None) in args, [a for a in args if a is not type(None)]
    return False, [tp]


def is_bool(tp: Any) -> bool:
    _, alts = alternatives(tp)
    return alts == [bool]


def choices(tp: Any) -> list[Any] | None:
    """The allowed values of a Literal field (None when free)."""
    _, alts = alternatives(tp)
    if len(alts) == 1 and get_origin(alts[0]) is typing.Literal:
        return list(get_args(alts[0]))
    return None


def to_text(value: Any) -> str:
    """How a value reads in a cell or CSV field (a list as its items, space-separated)."""
    if isinstance(value, list):
        return " ".join(to_text(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return str(to_data(value))
    return field_text(value)


def _parse_as(tp: Any, text: str) -> Any:
    if tp is int:
        if not re.fullmatch(r"[+-]?\d+", text):
            raise ValueError
        return int(text)
    if tp is float:
        return float(text.replace(",", "."))
    if tp is bool:
        low = text.lower()
        if low in _TRUE:
            return True
        if low in _FALSE:
            return False
        raise ValueError
    if get_origin(tp) is typing.Literal:
        for arg in get_args(tp):
            if str(arg) == text:
                return arg
        raise ValueError
    if tp is str:
        return text
    if get_origin(tp) is list:
        (item,) = get_args(tp)
        parts = [p for p in re.split(r"[\s,;]+", text) if p]
        return [_parse_as(_strip(item), p) for p in parts]
    if tp is Any:
        return text
    raise ValueError


def _describe(alts: list[Any]) -> str:
    names = []
    for a in alts:
        if a is int:
            names.append("a whole number")
        elif a is float:
            names.append("a number")
        elif a is bool:
            names.append("true or false")
        elif a is str:
            names.append("text")
        elif get_origin(a) is typing.Literal:
            names.append(csvtext.ONE_OF_VALUES.format(options=", ".join(str(x) for x in get_args(a))))
        elif get_origin(a) is list:
            names.append("a list of values separated by spaces")
        else:
            names.append(getattr(a, "__name__", str(a)))
    return " or ".join(names)


def from_text(tp: Any, text: str, pointer: str = "") -> Any:
    """Plain data for ``text`` in a field of type ``tp``; ModelError (one clear line) if it cannot be."""
    raw, text = text, text.strip()  # spaces around a number are slips; around a text, part of it
    optional, alts = alternatives(tp)
    if text == "" and optional:
        return None
    # numbers before bool, so "1" in a bool | int | str field (a house rule's default) stays the number 1
    order = sorted(alts, key=lambda a: 0 if get_origin(a) is typing.Literal else 1 if a in (int, float) else 2 if a is bool else 3)
    for alt in order:
        try:
            candidate = _parse_as(alt, raw if alt is str and text else text)
            from_data(alt, candidate, pointer)
        except (ValueError, ModelError):
            continue
        return candidate
    if text == "" and str in alts:
        return ""
    raise ModelError(pointer, csvtext.CELL_NOT.format(id=repr(text), expected=_describe(alts)))


def nest(flat: dict[str, Any]) -> dict[str, Any]:
    """{'front/fp': 3, 'name': 'x'} -> {'front': {'fp': 3}, 'name': 'x'} (None leaves dropped)."""
    out: dict[str, Any] = {}
    for key, value in flat.items():
        if value is None:
            continue
        parts = key.split("/")
        node = out
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return out
