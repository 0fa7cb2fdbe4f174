"""Build step: the wheel carries the demo game box and the JSON Schemas inside the package.

In the repository the demo box is the top level (``dataset.yaml``, ``forces/``, ``tables/``,
``maps/``, ``scenarios/``, ``schemas/``): one folder users browse, copy and share. A built wheel
copies them to ``ccp_editor/demo/``, where the installed app finds them from any directory.
Editable installs read the repository folders directly.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DEMO_BOX = ("dataset.yaml", "forces", "tables", "maps", "scenarios", "schemas")
SCHEMA_HEADER = "# yaml-language-server: $schema="
_SKIP_NAMES = shutil.ignore_patterns("*.bak", ".*", "__pycache__")


def SKIP(folder: str, names: list[str]) -> set[str]:  # noqa: N802 (a copytree ignore callable)
    """Backups, hidden files and symbolic links stay out: the box ships real files only."""
    return set(_SKIP_NAMES(folder, names)) | {n for n in names if (Path(folder) / n).is_symlink()}


class BuildWithDemoBox(build_py):
    """``build_py`` plus the demo game box copied into ``ccp_editor/demo``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "ccp_editor" / "demo"
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        for name in DEMO_BOX:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, target / name, ignore=SKIP)
            elif source.is_file():
                shutil.copy2(source, target / name)
            else:
                raise SystemExit(f"build: the demo game box lacks {name}")
        self._point_rulesets_at_the_packaged_schemas()

    def _point_rulesets_at_the_packaged_schemas(self) -> None:
        """In the repository a rule set's ``$schema=`` header names the top-level ``schemas/``; installed,
        the schemas sit in ``ccp_editor/demo/schemas``, so the packaged copy's header says that."""
        for ruleset in sorted((Path(self.build_lib) / "ccp_editor" / "rulesets").glob("*.yaml")):
            text = ruleset.read_text(encoding="utf-8")
            first, sep, rest = text.partition("\n")
            if first.startswith(SCHEMA_HEADER):
                schema = first[len(SCHEMA_HEADER):].rsplit("/", 1)[-1]
                ruleset.write_text(f"{SCHEMA_HEADER}../demo/schemas/{schema}{sep}{rest}", encoding="utf-8")


setup(cmdclass={"build_py": BuildWithDemoBox})
