"""A private copy of the demo game box for tests that edit or save documents."""

from __future__ import annotations

import shutil
from pathlib import Path

from ccp_editor.io.dataset import demo_dataset_root

DEMO = demo_dataset_root()


def copy_demo(target: Path) -> Path:
    """Copy the demo data set's documents into ``target``; the scan images are linked, not copied."""
    assert DEMO is not None
    target.mkdir(parents=True)
    shutil.copy(DEMO / "dataset.yaml", target / "dataset.yaml")
    for folder in ("forces", "tables", "scenarios", "maps"):
        (target / folder).mkdir()
        for f in (DEMO / folder).glob("*.yaml"):
            shutil.copy(f, target / folder / f.name)
    (target / "maps" / "scans").symlink_to(DEMO / "maps" / "scans", target_is_directory=True)
    return target
