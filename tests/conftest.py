"""Qt renders offscreen in tests, so GUI tests run without a display; markers and shared fixtures.

``gui`` is applied to every test of a ``test_gui_*`` module and to every test using ``qtbot``;
``slow`` to the modules in ``SLOW_MODULES`` (subprocess runs, long property searches) and to tests
marked so by hand. ``pytest -m "not gui and not slow"`` is the quick run of the pure core.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the records of the app's own temporary files go to a scratch folder, not the user's state folder
os.environ.setdefault("CCP_EDITOR_STATE_DIR", tempfile.mkdtemp(prefix="ccp-editor-state-"))


import pytest  # noqa: E402

from ccp_editor.model.dataset import DataSet  # noqa: E402

from .demo import demo_dataset  # noqa: E402


@pytest.fixture(scope="session")
def demo_ds() -> DataSet:
    """The shipped demo data set, loaded once and checked clean; tests must not modify it."""
    return demo_dataset()


SLOW_MODULES = {
    # subprocesses (import-linter, start-up probes, wheel builds, benches)
    "test_layers", "test_startup_imports", "test_wheel", "test_bench_registry", "test_storage",
    # long property and mutation searches over whole corpora and big boxes
    "test_fuzz_validate", "test_rsg_invariants", "test_play_property", "test_yaml_parsers", "test_storage_safety",
    "test_fast_validation", "test_rsg_replay", "test_gamebox_properties", "test_hostile_box", "test_bounded_reads",
    "test_model_roundtrip", "test_rsg_fidelity", "test_hostile_read",
    # whole commands on whole boxes (the command-line twins of GUI actions)
    "test_rsg_cli", "test_cli_new", "test_maps_cli", "test_move_cli", "test_los_cli", "test_cli_validate",
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        module = item.module.__name__.rpartition(".")[2] if item.module is not None else ""
        if module.startswith("test_gui_") or "qtbot" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)
        if module in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)
