"""The JSON Schema files in ``schemas/``, generated from the document models (one source of truth)."""

from __future__ import annotations

import json
from pathlib import Path

from ..model import DOCUMENT_CLASSES, json_schema
from .gate import read_bounded
from .problem import DocumentError
from .storage import atomic_write_text


def schema_files() -> dict[str, str]:
    """File name -> text of every kind's schema."""
    return {
        cls.schema_filename(): json.dumps(json_schema(cls, with_rules=True), indent=2, ensure_ascii=False) + "\n"
        for cls in DOCUMENT_CLASSES.values()
    }


def write_schemas(folder: str | Path) -> list[Path]:
    folder = Path(folder)
    written = []
    for name, text in schema_files().items():
        path = folder / name
        if not same_text(path, text):
            atomic_write_text(path, text, backup=False)
        written.append(path)
    return written


def same_text(path: Path, text: str) -> bool:
    """Whether ``path`` is a regular file holding exactly ``text`` (read through the gate, no
    more bytes than ``text`` has)."""
    want = text.encode("utf-8")
    try:
        return read_bounded(path, len(want), what="schema files") == want
    except DocumentError:
        return False
