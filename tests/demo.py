"""The demo game box for tests that only read it, loaded once per run and checked clean.

The ``demo_ds`` fixture and module-level data of the generator tests both come from here. A test
that edits documents or a box takes its own copy instead (``demo_copy.copy_demo``)."""

from __future__ import annotations

from functools import cache

from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.model.dataset import DataSet


@cache
def demo_dataset() -> DataSet:
    root = demo_dataset_root()
    assert root is not None, "the demo data set is missing"
    dataset, problems = load_dataset(root)
    assert not [p for p in problems if p.severity == "error"], [p.format() for p in problems]
    return dataset
