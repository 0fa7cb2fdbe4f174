"""A private copy of the demo game box for tests that edit or save documents."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ccp_editor.io.dataset import demo_dataset_root

DEMO = demo_dataset_root()


def copy_demo(target: Path) -> Path:
    """Copy the demo data set's documents into ``target``; the scan images are hard-linked."""
    assert DEMO is not None
    target.mkdir(parents=True)
    shutil.copy(DEMO / "dataset.yaml", target / "dataset.yaml")
    for folder in ("forces", "tables", "scenarios", "maps"):
        (target / folder).mkdir()
        for f in (DEMO / folder).glob("*.yaml"):
            shutil.copy(f, target / folder / f.name)
    # Scans are hard-linked (copied where links are not possible), never a link to the folder: a test that
    # adds a scan to its box must not write into the repository's demo box.
    (target / "maps" / "scans").mkdir()
    for f in (DEMO / "maps" / "scans").iterdir():
        if f.is_file() and not f.is_symlink():
            try:
                os.link(f, target / "maps" / "scans" / f.name)
            except OSError:
                shutil.copy(f, target / "maps" / "scans" / f.name)
    return target
