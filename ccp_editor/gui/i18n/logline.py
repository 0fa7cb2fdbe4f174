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


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for template in logtext.TEMPLATES:
        parts = _FIELD.split(template)
        rx = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.*?)" for i, p in enumerate(parts))
        out.append((re.compile(rx + r"\Z", re.S), template))
    # the template with the most fixed text first: "map {map} fixed by the user" before "map {map} {how}"
    out.sort(key=lambda pair: -len(_FIELD.sub("", pair[1])))
    return tuple(out)


def log_line(text: str, depth: int = 0) -> str:
    """``text`` (one line of a generation log, English) in the GUI's language."""
    if text in logtext.WORDS:
        return translate(logtext.CONTEXT, text)
    for rx, template in _patterns():
        m = rx.match(text)
        if m is None:
            continue
        values = {k: _value(v, depth) for k, v in m.groupdict().items()}
        try:
            return translate(logtext.CONTEXT, template).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
            return text
    if depth < 2 and "; " in text:
        return "; ".join(log_line(part, depth + 1) for part in text.split("; "))
    return text


def _value(value: str, depth: int) -> str:
    if value in SIDES:
        return side_name(value)
    if depth < 2 and value:
        return log_line(value, depth + 1)
    return value
