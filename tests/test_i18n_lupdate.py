"""Qt's standard translation workflow works on the project: pyside6-lupdate sees every text, finds nothing
vanished, obsolete or untranslated, and the committed Italian catalogue is exactly what lupdate writes."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ccp_editor.gui.i18n import ts_path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ccp_editor"
MARKERS = ("translate", "QT_TRANSLATE_NOOP")
# The standard command (README, `make translations`), minus -no-obsolete so stale messages show up as vanished.
LUPDATE_ARGS = ["-extensions", "py", "-locations", "none"]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _messages(path: Path) -> list[tuple[str, str, str | None, str | None]]:
    """(context, source, translation type, translation) of every message of a .ts file."""
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            t = msg.find("translation")
            out.append((name, msg.findtext("source", ""), t.get("type") if t is not None else None,
                        t.text if t is not None else None))
    return out


def _marked_calls() -> list[tuple[str, int, ast.Call, bool]]:
    """Every translate()/QT_TRANSLATE_NOOP() call of the package: (file, line, call, inside an f-string)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        in_fstring = {id(n) for j in ast.walk(tree) if isinstance(j, ast.JoinedStr) for n in ast.walk(j)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
                found.append((str(path.relative_to(ROOT)), node.lineno, node, id(node) in in_fstring))
    return found


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def test_lupdate_finds_nothing_vanished_or_untranslated_and_the_ts_is_what_it_writes(tmp_path: Path) -> None:
    lupdate = _tool("pyside6-lupdate")
    copy = tmp_path / "ccp_editor_it.ts"
    shutil.copyfile(ts_path("it"), copy)
    result = subprocess.run([lupdate, *LUPDATE_ARGS, str(PACKAGE), "-ts", str(copy)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    messages = _messages(copy)
    assert len(messages) > 1200
    stale = [(c, s, kind) for c, s, kind, _ in messages if kind in ("vanished", "obsolete", "unfinished")]
    assert stale == [], "run `make translations` and translate the unfinished messages"
    assert [m for m in messages if not m[0]] == [], "a tr() call outside a class: use translate('Context', ...)"
    assert copy.read_text(encoding="utf-8") == ts_path("it").read_text(encoding="utf-8"), "run `make translations`"


def test_the_english_catalogue_is_what_lupdate_writes_with_every_plural_form(tmp_path: Path) -> None:
    """English carries only numerus messages (``-pluralonly``): "%n row(s)" as "%n row" and "%n rows"."""
    lupdate = _tool("pyside6-lupdate")
    copy = tmp_path / "ccp_editor_en.ts"
    shutil.copyfile(ts_path("en"), copy)
    result = subprocess.run([lupdate, *LUPDATE_ARGS, "-pluralonly", str(PACKAGE), "-ts", str(copy)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    messages = _messages(copy)
    assert len(messages) >= 29
    assert [(c, s, kind) for c, s, kind, _ in messages if kind in ("vanished", "obsolete", "unfinished")] == []
    assert copy.read_text(encoding="utf-8") == ts_path("en").read_text(encoding="utf-8"), "run `make translations`"


def test_every_marked_text_reaches_the_catalogue_as_python_reads_it() -> None:
    """lupdate reads the source text itself; a text it would read differently from Python (an f-string, a
    call inside an f-string) would never be translated, so each literal call must match a finished message."""
    catalogue = {(c, s): text for c, s, kind, text in _messages(ts_path("it")) if kind is None and text}
    calls = _marked_calls()
    literal = [(f, line, _literal(c.args[0]), _literal(c.args[1])) for f, line, c, _ in calls if len(c.args) >= 2]
    assert sum(1 for *_, ctx, text in literal if ctx and text) > 1200
    in_fstrings = [(f, line) for f, line, _, inside in calls if inside]
    assert in_fstrings == [], "lupdate does not look inside f-strings: concatenate or use .format()"
    fstring_texts = [(f, line) for f, line, c, _ in calls if len(c.args) >= 2 and isinstance(c.args[1], ast.JoinedStr)]
    assert fstring_texts == [], "an f-string text is never found in the catalogue: use .format()"
    missing = [(f, line, ctx, text) for f, line, ctx, text in literal if ctx and text and (ctx, text) not in catalogue]
    assert missing == []


def test_no_module_uses_the_old_wrappers() -> None:
    """``_tr("text")`` and ``tr("Context", "text")`` are invisible to lupdate (or land in an empty context)."""
    old = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_tr", "tr"):
                old.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert old == []

