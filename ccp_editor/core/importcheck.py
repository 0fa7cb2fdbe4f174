"""What an importer may write: only a document ``validate`` accepts.

An import (a CSV table, GeoJSON shapes) builds the whole new document first; these are the errors
``validate`` would report for it once saved (the very text the save would write, read back with the
box's rules), so the command can refuse and say why while the old file is still whole.
"""

from __future__ import annotations

from pathlib import Path

from ..io.storage import document_text, write_target
from ..io.yamlio import Problem
from ..model import Document
from ..model.dataset import DataSet
from .validate import validate_text


def import_errors(doc: Document, path: str | Path, ds: DataSet | None = None) -> list[Problem]:
    """The errors ``validate`` would report for ``doc`` saved at ``path`` (warnings left out)."""
    text = document_text(doc, write_target(path))
    return [p for p in validate_text(text, str(path), ds) if p.severity == "error"]
