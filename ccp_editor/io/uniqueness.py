"""Ids unique across a game box: two documents of one kind with one id are an error naming both files.

Maps and scenarios are looked up by id and forces by nation, so a second document with the same key
would silently shadow the first; the box reports it instead (on both files, each naming the other).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..model.dataset import DataSet
from .yamlio import Problem

# kind -> the fields that must be unique among the box's documents of that kind
UNIQUE_FIELDS = {
    "forces": ("id", "nation"),
    "map": ("id",),
    "scenario": ("id",),
    "objective_chits": ("id",),
    "fortification_ob": ("id",),
}


def _display(root: object, path: Path) -> str:
    if root is None:
        return str(path)
    try:
        return Path(os.path.relpath(path, Path(str(root)))).as_posix()
    except ValueError:
        return str(path)


def duplicate_id_problems(ds: DataSet) -> dict[Path, list[Problem]]:
    """Problems per file for every id (or forces nation) used by two documents of the box."""
    seen: dict[tuple[str, str, str], list[tuple[Path, object]]] = {}
    for path, (_stat, doc, loaded, _probs) in sorted(ds.sources.items(), key=lambda kv: str(kv[0])):
        if doc is None or loaded is None:
            continue
        for name in UNIQUE_FIELDS.get(getattr(doc, "KIND", ""), ()):
            value = getattr(doc, name, None)
            if isinstance(value, str):
                seen.setdefault((doc.KIND, name, value), []).append((Path(path), loaded))
    out: dict[Path, list[Problem]] = {}
    for (kind, name, value), files in seen.items():
        if len(files) < 2:
            continue
        what = "nation" if name == "nation" else "id"
        label = kind.replace("_", " ")
        for path, loaded in files:
            others = " and ".join(_display(ds.root, p) for p, _ in files if p != path)
            message = (
                f"duplicate {label} {what} {value!r}: {_display(ds.root, path)} and {others} both use it"
                f" ({what}s must be unique in a game box; one would hide the other)"
            )
            out.setdefault(path, []).append(loaded.problem(f"/{name}", message))  # type: ignore[attr-defined]
    return out
