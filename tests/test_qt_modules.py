"""The app depends on PySide6-Essentials, not the whole of PySide6: every Qt module the package imports is one
Essentials ships (read from the installed distribution's file list), and the tests need the Addons only for
the modules the test extra names."""

from __future__ import annotations

import ast
import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Addons modules the tests (never the app) use, with the test extra's PySide6-Addons behind them
TEST_ONLY_ADDONS = {"QtPdf"}  # tests/test_gui_sheet.py reads the printed PDF back


def _qt_modules(folder: Path) -> dict[str, set[str]]:
    """Every Qt module (``QtCore``...) imported anywhere under ``folder`` (lazy imports inside functions
    and imports under TYPE_CHECKING included), with the files importing it."""
    found: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names if node.module == "PySide6"]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                match = re.fullmatch(r"PySide6\.(Qt\w+)(\..*)?", name)
                if match:
                    found.setdefault(match.group(1), set()).add(str(path.relative_to(ROOT)))
        # a module named in a string (a launched child process's code) counts too
        for match in re.finditer(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")):
            found.setdefault(match.group(1), set()).add(str(path.relative_to(ROOT)))
    return found


def _essentials() -> set[str]:
    try:
        files = metadata.files("PySide6-Essentials") or []
    except metadata.PackageNotFoundError:
        pytest.skip("PySide6-Essentials is not installed as a distribution")
    modules = {m.group(1) for f in files if (m := re.fullmatch(r"PySide6/(Qt\w+)\.(?:abi3\.so|pyd|.*\.so)", str(f)))}
    assert {"QtCore", "QtGui", "QtWidgets"} <= modules
    return modules


def test_every_qt_module_the_app_imports_is_in_pyside6_essentials() -> None:
    essentials = _essentials()
    used = _qt_modules(ROOT / "ccp_editor")
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= set(used)
    outside = {m: sorted(files) for m, files in used.items() if m not in essentials}
    assert not outside, f"these Qt modules are not in PySide6-Essentials: {outside}"


def test_the_tests_use_addons_only_where_the_test_extra_says() -> None:
    essentials = _essentials()
    used = _qt_modules(ROOT / "tests")
    outside = {m for m in used if m not in essentials}
    assert outside <= TEST_ONLY_ADDONS, sorted(outside - TEST_ONLY_ADDONS)


def test_the_package_requires_essentials_and_only_the_test_extra_the_addons() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = [re.split(r"[<>=!~ \[]", d, maxsplit=1)[0].lower() for d in project["dependencies"]]
    assert "pyside6-essentials" in names and "pyside6" not in names and "pyside6-addons" not in names
    tests = [re.split(r"[<>=!~ \[]", d, maxsplit=1)[0].lower() for d in project["optional-dependencies"]["test"]]
    assert "pyside6-addons" in tests
