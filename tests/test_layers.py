"""The layer contracts (import-linter, in pyproject.toml) hold on the package, and fail when a module
below ``gui/`` imports upward or loads Qt, or when two modules import each other."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed"),
]


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--config", str(root / "pyproject.toml")], cwd=root,
                          capture_output=True, text=True, timeout=300, env={"PYTHONPATH": str(root), "PATH": ""})


def copy_package(target: Path) -> Path:
    shutil.copytree(ROOT / "ccp_editor", target / "ccp_editor", ignore=shutil.ignore_patterns("__pycache__", "*.qm", "*.ts"))
    shutil.copy(ROOT / "pyproject.toml", target / "pyproject.toml")
    return target


def test_the_contracts_hold() -> None:
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout[-3000:]
    assert "3 kept, 0 broken" in result.stdout


def test_a_core_module_importing_the_gui_breaks_the_layers_and_the_qt_contract(tmp_path: Path) -> None:
    root = copy_package(tmp_path)
    (root / "ccp_editor" / "core" / "sneaky.py").write_text(
        "from ..gui.shell import ActionSpec\n\n\ndef spec() -> object:\n    return ActionSpec\n", encoding="utf-8"
    )
    result = lint_imports(root)
    assert result.returncode == 1
    assert "ccp_editor.core is not allowed to import ccp_editor.gui" in result.stdout
    assert "Nothing below gui imports Qt BROKEN" in result.stdout


def test_a_type_only_import_cycle_breaks_the_no_cycle_contract(tmp_path: Path) -> None:
    root = copy_package(tmp_path)
    (root / "ccp_editor" / "play" / "rules.py").open("a", encoding="utf-8").write(
        "\n\nfrom typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from .session import PlaytestSession  # noqa: F401\n"
    )
    result = lint_imports(root)
    assert result.returncode == 1
    assert "No import cycles between sibling modules or packages BROKEN" in result.stdout
