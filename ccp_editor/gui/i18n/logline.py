"""A stored generator log line in the player's language.

The generator writes its log in English (the scenario file keeps it so) from the templates of
``rsg/logtext.py``. Reading a line back against those templates gives its values; the line is then
written again from the translated template, with side ids and the template words translated too.
A line no template matches (an older file, a free note) is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...core.rules import SIDES
from ...rsg import logtext
from . import side_name, translate

_FIELD = re.compile(r"\{(\w+)\}")


@lru_cache(maxsize=2)
def _patterns(lenient: bool = False) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each template as a pattern; a value holds no "; " (the joint between sentences) unless lenient."""
    value = r".*?" if lenient else r"(?:(?!; ).)*?"
    out = []
    for template in logtext.TEMPLATES:
        parts = _FIELD.split(template)
        rx = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>{value})" for i, p in enumerate(parts))
        out.append((re.compile(rx + r"\Z", re.S), template))
    # the template with the most fixed text first: "map {map} fixed by the user" before "map {map} {how}"
    out.sort(key=lambda pair: -len(_FIELD.sub("", pair[1])))
    return tuple(out)


def log_line(text: str, depth: int = 0) -> str:
    """``text`` (one line of a generation log, English) in the GUI's language."""
    whole = _whole(text, depth)
    if whole is not None:
        return whole
    if depth >= 2 or "; " not in text:
        return text
    joined = _joined(text, depth)
    if joined != text:
        return joined
    # one sentence with a list inside ("(box A: ...; box B: ...)")
    lenient = _whole(text, depth, lenient=True)
    return lenient if lenient is not None else text


def _joined(text: str, depth: int) -> str:
    # a line joined from sentences: the longest run of parts a template knows, then the rest
    parts, out, i = text.split("; "), [], 0
    while i < len(parts):
        for j in range(len(parts), i, -1):
            shown = _whole("; ".join(parts[i:j]), depth)
            if shown is not None:
                out.append(shown)
                i = j
                break
        else:
            out.append(parts[i])
            i += 1
    return "; ".join(out)


def _whole(text: str, depth: int, lenient: bool = False) -> str | None:
    """``text`` translated when it is one template word or sentence, else None."""
    if text in logtext.WORDS:
        return translate(logtext.CONTEXT, text)
    for rx, template in _patterns(lenient):
        m = rx.match(text)
        if m is None:
            continue
        values = {k: _value(v, depth) for k, v in m.groupdict().items()}
        try:
            return translate(logtext.CONTEXT, template).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
            return text
    return None


def _value(value: str, depth: int) -> str:
    if value in SIDES:
        return side_name(value)
    if "/" in value and all(part in SIDES for part in value.split("/")):  # "japan/allied"
        return "/".join(side_name(part) for part in value.split("/"))
    if depth < 2 and value:
        return log_line(value, depth + 1)
    return value
