"""Qt renders offscreen in tests, so GUI tests run without a display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402

from ccp_editor.io.dataset import demo_dataset_root, load_dataset  # noqa: E402
from ccp_editor.model.dataset import DataSet  # noqa: E402


@pytest.fixture(scope="session")
def demo_ds() -> DataSet:
    """The shipped demo data set, loaded once and checked clean; tests must not modify it."""
    root = demo_dataset_root()
    assert root is not None, "the demo data set is missing"
    dataset, problems = load_dataset(root)
    assert not [p for p in problems if p.severity == "error"], [p.format() for p in problems]
    return dataset
