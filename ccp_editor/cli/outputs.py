"""Where a command may write: never onto one of its own inputs, never onto a file of a game box it
does not own the kind of, never into the read-only demo box. Checked before anything is written, so a
typo in ``-o`` (``map export-geojson MAP -o MAP.yaml``) is a usage error (exit 2), not a lost map.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from .errors import CliError

SCAN_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
DOCUMENT_SUFFIXES = (".yaml", ".yml")
DEMO_FOLDERS = ("forces", "tables", "maps", "scenarios", "schemas")
DEMO_READ_ONLY = ("the demo game box shipped with the app, which is read-only:"
                  " make your own copy with: ccp-editor new dataset DIR --from-demo (nothing written)")


def _real(path: str | Path) -> Path:
    return Path(os.path.realpath(os.path.abspath(path)))


def box_file_kind(path: str | Path) -> str | None:
    """What an existing file of a game box is to the box (its manifest, a document, a scan, a
    schema), or None for any other file (an export, a picture, a sheet kept in the box)."""
    from ..io.storage import box_root_of

    real = _real(path)
    if not real.is_file():
        return None
    root = box_root_of(path)
    real_root = _real(root) if root is not None else None
    for r in {real_root, box_root_of(real)} - {None}:
        assert r is not None
        if r not in real.parents:
            continue
        rel = real.relative_to(_real(r))
        if rel == Path("dataset.yaml"):
            return "manifest"
        if real.suffix.lower() in DOCUMENT_SUFFIXES:
            return "document"
        if real.suffix.lower() in SCAN_SUFFIXES and ("scans" in rel.parts[:-1] or _is_scan_of_a_map(real, r)):
            return "scan"
        if real.name.endswith(".schema.json") and rel.parts[0] == "schemas":
            return "schema"
    return None


def _is_scan_of_a_map(real: Path, root: Path) -> bool:
    """Whether a map of the box at ``root`` uses the image ``real`` as its scan (kept anywhere)."""
    from ..io.dataset import dataset_for

    ds = dataset_for(root)
    for m in ds.maps.values():
        where = ds.paths.get(id(m))
        if m.scan is not None and where is not None and _real(Path(str(where)).parent / m.scan.file) == real:
            return True
    return False


def check_output(out: str | Path, inputs: Iterable[str | Path | None], command: str, *, box_files: bool = True) -> None:
    """CliError (exit 2, nothing written) when ``out`` is one of the command's ``inputs``, (with
    ``box_files``, for commands that write no document) an existing manifest, document, scan or
    schema of a game box, or anywhere in the folders of the read-only demo box."""
    real = _real(out)
    for given in inputs:
        if given is not None and os.path.exists(given) and _real(given) == real:
            raise CliError(f"{command}: the output {out} is the command's own input {given}: choose another file (nothing written)")
    kind = box_file_kind(out) if box_files else None
    if kind is not None:
        raise CliError(f"{command}: the output {out} is a {kind} of a game box, which {command} does not write:"
                       " choose another file (nothing written)")
    check_not_demo(out, command)


def check_not_demo(path: str | Path, command: str) -> None:
    """CliError when ``path`` is (or would be) a document of the demo box shipped with the app, or a file
    installed with the app (its rule set)."""
    from ..io.dataset import PACKAGE_DIR, demo_dataset_root

    real = _real(path)
    demo = demo_dataset_root()
    if demo is not None:
        demo = _real(demo)
        if (real.parent == demo and real.name == "dataset.yaml") or any(
                (demo / folder) in real.parents for folder in DEMO_FOLDERS):
            raise CliError(f"{command}: {path} is a file of {DEMO_READ_ONLY}")
    if real.is_relative_to(_real(PACKAGE_DIR)):  # the rule set installed with the app
        raise CliError(f"{command}: {path} is installed with the app and read-only: copy it into your own game box"
                       " (ccp-editor new dataset DIR --from-demo) and name that copy (nothing written)")
