"""Collect the translatable strings of the GUI into the Italian ``.ts`` file, keeping translations.

Run ``python -m ccp_editor.gui.i18n.extract`` after adding strings, translate the new (unfinished)
messages, then compile with ``pyside6-lrelease ccp_editor/gui/i18n/ccp_editor_it.ts``. A module marks
its strings by calling ``_tr("...")`` with ``TR_CONTEXT`` set, or ``tr("Context", "...")``.
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from . import I18N_DIR, ts_path

GUI_DIR = I18N_DIR.parent
# Qt-free modules below ``gui/`` whose shown texts are marked with ``_tr`` and translated by the GUI.
QT_FREE_MODULES = [GUI_DIR.parent / "rsg" / "stepwise.py"]


def _context_of(tree: ast.Module) -> str | None:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "TR_CONTEXT" for t in node.targets):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                return node.value.value
    return None


def extract(root: Path = GUI_DIR, files: list[Path] | None = None) -> dict[str, list[str]]:
    """{context: [source strings in first-seen order]} for every GUI module (or the given files)."""
    out: dict[str, list[str]] = {}
    if files is None:
        files = sorted(root.rglob("*.py")) + (QT_FREE_MODULES if root == GUI_DIR else [])
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        context = _context_of(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = node.args
            if node.func.id == "_tr" and context and args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                ctx, text = context, args[0].value
            elif (
                node.func.id == "tr"
                and len(args) == 2
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args)
            ):
                ctx, text = args[0].value, args[1].value  # type: ignore[union-attr]
            else:
                continue
            bucket = out.setdefault(ctx, [])
            if text not in bucket:
                bucket.append(text)
    return out


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """Existing translations by (context, source); unfinished ones are left out."""
    if not path.is_file():
        return {}
    found = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            source = msg.findtext("source", "")
            t = msg.find("translation")
            if t is not None and t.get("type") not in ("unfinished", "vanished", "obsolete") and t.text:
                found[(name, source)] = t.text
    return found


def write_ts(path: Path, language: str, strings: dict[str, list[str]], translations: dict[tuple[str, str], str]) -> int:
    """Write the .ts file; returns the number of messages still untranslated."""
    root = ET.Element("TS", version="2.1", language=language)
    missing = 0
    for ctx in sorted(strings):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx
        for source in strings[ctx]:
            m = ET.SubElement(c, "message")
            ET.SubElement(m, "source").text = source
            t = ET.SubElement(m, "translation")
            text = translations.get((ctx, source))
            if text:
                t.text = text
            else:
                t.set("type", "unfinished")
                missing += 1
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def main(language: str = "it") -> int:
    path = ts_path(language)
    missing = write_ts(path, language, extract(), read_ts(path))
    print(f"{path}: {missing} message(s) to translate", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(*sys.argv[1:]))
