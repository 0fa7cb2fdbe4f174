"""Two-layer validation of files and folders: schema (shape), then semantic checks."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from ..core.checks import check_document
from ..model.dataset import DataSet
from .dataset import DOCUMENT_SUFFIXES, dataset_for, stat_key
from .documents import parse_text, read_document
from .yamlio import Problem

SKIP_DIRS = {".git", ".venv", "venv", "node_modules", "__pycache__", "build", "dist", ".hypothesis"}


class UsageError(Exception):
    """A path that does not exist (exit code 2)."""


def iter_document_files(paths: Iterable[str | Path]) -> list[Path]:
    """Files named directly, plus every YAML file below named folders (hidden folders skipped)."""
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_file():
            out.append(p)
        elif p.is_dir():
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
                for name in sorted(filenames):
                    if name.endswith(DOCUMENT_SUFFIXES) and not name.startswith("."):
                        out.append(Path(dirpath) / name)
        else:
            raise UsageError(f"no such file or folder: {raw}")
    return out


def validate_file(path: str | Path, ds: DataSet | None = None, display: str | None = None) -> list[Problem]:
    context = ds if ds is not None else dataset_for(path)
    cached = context.sources.get(Path(path).resolve()) if display is None else None
    if cached is not None and cached[0] == stat_key(Path(path)) and cached[0] is not None:
        _, doc, loaded, problems = cached
        problems = [replace(p, file=str(path)) for p in problems]
        if loaded is not None:
            loaded = replace(loaded, file=str(path))
    else:
        doc, loaded, problems = read_document(path, display)
    if doc is None or loaded is None:
        return problems
    clashes = [replace(p, file=str(path)) for p in context.clashes.get(Path(path).resolve(), [])]
    return problems + clashes + _semantic(doc, loaded, context)


def _semantic(doc, loaded, ds: DataSet) -> list[Problem]:
    findings = check_document(doc, ds)
    return sorted((loaded.problem(f.pointer, f.message, f.severity) for f in findings), key=lambda p: (p.line, p.column))


def validate_text(text: str, file: str, ds: DataSet | None = None) -> list[Problem]:
    """Validate unsaved text (an editor buffer) against a data set."""
    doc, loaded, problems = parse_text(text, file)
    if doc is None or loaded is None:
        return problems
    return problems + _semantic(doc, loaded, ds if ds is not None else dataset_for(file))


def validate_paths(paths: Iterable[str | Path]) -> list[Problem]:
    problems: list[Problem] = []
    for path in iter_document_files(paths):
        problems += validate_file(path)
    return problems
