"""Bench figures of the data layer."""

from __future__ import annotations

from .registry import figure, median_ms


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
