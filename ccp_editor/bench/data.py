"""Bench figures of the data layer."""

from __future__ import annotations

from .registry import Samples, figure, median_ms, scale


@figure("load_validate_all_ms")
def load_validate_all_ms() -> float:
    """Load and fully validate the built-in rule set and the whole demo data set (imports excluded)."""
    from ..core.validate import validate_paths
    from ..io import dataset as dsmod

    root = dsmod.demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is not installed")

    def run() -> None:
        dsmod.clear_cache()
        dsmod.builtin_ruleset.cache_clear()
        problems = validate_paths([root, dsmod.builtin_ruleset_path()])
        errors = [p for p in problems if p.severity == "error"]
        if errors:
            raise RuntimeError(errors[0].format())

    return median_ms(run, repeat=5, warmup=1)


@figure("box_validate_ms")
def box_validate_ms() -> Samples:
    """``ccp-editor validate`` of a full-size game box, the whole command in process: 12 maps, 50
    generated scenarios, three forces, the demo tables (``box.make_box``, made in a temporary folder;
    x ``--scale`` maps and scenarios). Every document is read, shape-checked and rules-checked; five
    runs with the data set caches cleared, after one warm-up; median."""
    import contextlib
    import os
    import tempfile

    from ..cli import main
    from ..io import dataset as dsmod
    from .box import make_box

    with tempfile.TemporaryDirectory(prefix="ccp-bench-box-") as tmp:
        box = make_box(tmp, max(1, round(scale())))

        def run() -> None:
            dsmod.clear_cache()
            with open(os.devnull, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
                code = main(["validate", str(box)])
            if code != 0:
                raise RuntimeError(f"validate found problems in the generated box (exit {code})")

        return median_ms(run, repeat=5, warmup=1)


@figure("box_import_ms")
def box_import_ms() -> Samples:
    """``ccp-editor box import`` of a whole full-size game box (``box.make_box``: 12 maps with their
    scans, 50 scenarios, three forces, Fate decks and tables; x ``--scale``) into an empty own box, the
    whole command in process: both boxes read, every id checked, the files and the manifest written.
    A fresh empty box per run (made before the clock starts); five runs after one warm-up; median."""
    import contextlib
    import os
    import tempfile
    from pathlib import Path

    from ..cli import main
    from ..io import dataset as dsmod
    from ..io.gamebox import create_box
    from .box import make_box

    with tempfile.TemporaryDirectory(prefix="ccp-bench-import-") as tmp:
        source = make_box(Path(tmp) / "source", max(1, round(scale())))
        targets = []
        for i in range(6):
            create_box(Path(tmp) / f"target-{i}", f"Target {i}")
            targets.append(Path(tmp) / f"target-{i}")

        def run() -> None:
            dsmod.clear_cache()
            with open(os.devnull, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
                code = main(["box", "import", str(source), "--data", str(targets.pop())])
            if code != 0:
                raise RuntimeError(f"box import refused a document of the generated box (exit {code})")

        return median_ms(run, repeat=5, warmup=1)
