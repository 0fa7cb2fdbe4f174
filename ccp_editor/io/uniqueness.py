"""Ids unique across a game box: two documents of one kind with one id are an error naming both files.

Maps and scenarios are looked up by id and forces by nation, so a second document with the same key
would silently shadow the first; the box reports it instead (on both files, each naming the other).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..model.dataset import DataSet
from . import boxtext as T
from .yamlio import Problem

# kind -> the fields that must be unique among the box's documents of that kind
UNIQUE_FIELDS = {
    "forces": ("id", "nation"),
    "fate_deck": ("id", "nation"),
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
        label = kind.replace("_", " ")
        for path, loaded in files:
            others = " and ".join(_display(ds.root, p) for p, _ in files if p != path)
            template = T.DUPLICATE_NATION if name == "nation" else T.DUPLICATE_ID
            message = template.format(kind=label, path=repr(value), file=_display(ds.root, path), others=others)
            out.setdefault(path, []).append(loaded.problem(f"/{name}", message))  # type: ignore[attr-defined]
    return out


def clashes_with_box(ds: DataSet | None, doc: object, path: Path | None) -> list[tuple[str, str]]:
    """(pointer, message) for each unique field of ``doc`` that another file of the box already uses.

    For a document being edited: its own file (``path``) is not counted, so renaming it is fine.
    """
    kind = getattr(doc, "KIND", "")
    if ds is None or kind not in UNIQUE_FIELDS:
        return []
    own = Path(path).resolve() if path is not None else None
    out: list[tuple[str, str]] = []
    for name in UNIQUE_FIELDS[kind]:
        if name == "nation" and (own is None or own not in ds.sources):
            continue  # a new file for a nation replaces the old one when it joins the box
        value = getattr(doc, name, None)
        for other_path, entry in sorted(ds.sources.items(), key=lambda kv: str(kv[0])):
            other = entry[1]
            if other is None or getattr(other, "KIND", "") != kind or Path(other_path) == own:
                continue
            if getattr(other, name, None) == value:
                template = T.NATION_TAKEN if name == "nation" else T.ID_TAKEN
                out.append((f"/{name}", template.format(path=repr(value), file=_display(ds.root, Path(other_path)))))
                break
    return out
