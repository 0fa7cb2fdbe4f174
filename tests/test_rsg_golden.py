"""Golden scenarios: the scenario YAML of default seeds 0-29 on the demo data set.

Any change in the generation procedure (a step, a decider heuristic, a log line) changes some of
these files, so it shows up in review. Regenerate them only on purpose, when the change is meant:

    make goldens            # or: CCP_UPDATE_GOLDENS=1 pytest tests/test_rsg_golden.py

and say in the commit message why they changed. The generator version line is left out so a
version bump alone does not churn the files.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from ccp_editor.io.storage import document_text
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate

from .demo import demo_dataset

GOLDEN_DIR = Path(__file__).parent / "golden" / "rsg"
SEEDS = range(30)
UPDATE = os.environ.get("CCP_UPDATE_GOLDENS") == "1"
_VERSION_LINE = re.compile(r"^(\s*generator_version:).*$", re.MULTILINE)

DS = demo_dataset()
DATA = prepare(DS)


def golden_text(seed: int) -> str:
    """The scenario YAML of a default generation of ``seed``, without the generator version."""
    return _VERSION_LINE.sub(r"\1 (any)", document_text(generate(DATA, seed)))


def golden_path(seed: int) -> Path:
    return GOLDEN_DIR / f"seed-{seed:02d}.yaml"


@pytest.mark.parametrize("seed", SEEDS)
def test_default_generation_matches_its_golden_file(seed: int) -> None:
    text = golden_text(seed)
    path = golden_path(seed)
    if UPDATE:
        GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.is_file(), f"{path.name} is missing: regenerate the goldens on purpose (make goldens)"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, (
        f"seed {seed} no longer generates {path.name}; if the procedure change is meant, "
        "regenerate with `make goldens` and say so in the commit"
    )


def test_no_stray_golden_files() -> None:
    """Every file in the golden folder belongs to a seed that is checked."""
    names = {p.name for p in GOLDEN_DIR.glob("*.yaml")}
    assert names == {golden_path(s).name for s in SEEDS}
