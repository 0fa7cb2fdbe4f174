"""One YAML meaning everywhere: plain values YAML 1.1 (the app) and YAML 1.2 (editors) read differently
are warned about where they stand, and integer-valued floats mean the same to the schema and the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.documents import parse_text
from ccp_editor.io.yamlio import load_text

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("value", "app_reads", "words"),
    [
        ("yes", True, "true/false here"),
        ("Off", False, "true/false here"),
        ("1_943", 1943, "without underscores"),
        ("12:30", 750, "base-60"),
        ("1e3", "1e3", "with a dot"),
        ("010", 8, "octal"),
    ],
)
def test_ambiguous_plain_values_are_warned_at_their_position(value: str, app_reads: object, words: str) -> None:
    loaded = load_text(f"kind: note\nitems:\n  - {value}\n", "f.yaml")
    assert loaded.data["items"] == [app_reads]
    (warning,) = loaded.warnings
    assert (warning.file, warning.line, warning.column, warning.pointer) == ("f.yaml", 3, 5, "/items/0")
    assert warning.severity == "warning" and words in warning.message


@pytest.mark.parametrize("value", ["'yes'", '"12:30"', "true", "1943", "1.0e3", "0.5", "007", "y", "hex_E4", "1943.0"])
def test_values_both_dialects_agree_on_are_not_warned(value: str) -> None:
    assert load_text(f"a: {value}\n").warnings == ()


def test_the_shipped_data_has_no_ambiguous_values() -> None:
    for path in sorted((ROOT / "forces").glob("*.yaml")) + sorted((ROOT / "scenarios").glob("*.yaml")):
        assert load_text(path.read_text(), str(path)).warnings == (), path


def test_validate_reports_the_warning_but_does_not_fail(tmp_path: Path, capsys) -> None:
    lines = (ROOT / "forces" / "jp.yaml").read_text().splitlines()
    number = lines.index("    fp_boxed: true") + 1
    lines[number - 1] = "    fp_boxed: yes"  # the app reads true, an editor's schema check sees text
    path = tmp_path / "jp.yaml"
    path.write_text("\n".join(lines) + "\n")
    assert main(["validate", str(path)]) == 0  # a warning, not an error
    out = capsys.readouterr().out
    assert "'yes' is true/false here (YAML 1.1) but text in editors (YAML 1.2)" in out
    assert f"{path}:{number}:15: /counters/0/front/fp_boxed:" in out and "[warning]" in out


def test_integer_valued_floats_agree_between_schema_and_app() -> None:
    src = (ROOT / "scenarios" / "demo-ridge-line.yaml").read_text()
    assert "\nyear: 1943\n" in src
    doc, _loaded, problems = parse_text(src.replace("\nyear: 1943\n", "\nyear: 1943.0\n"), "s.yaml")
    assert problems == [] and doc is not None
    assert doc.year == 1943 and isinstance(doc.year, int)  # the schema says integer, 1943.0 is one
    doc, _loaded, problems = parse_text(src.replace("\nyear: 1943\n", "\nyear: 1943.5\n"), "s.yaml")
    assert doc is None and any(p.pointer == "/year" for p in problems)  # refused by both


def test_a_repeated_dialect_value_warns_at_each_place() -> None:
    """Plain values are remembered once built (parsing speed); a YAML 1.1/1.2 difference is still
    reported at every place it occurs, in mappings and sequences, flow and block alike."""
    from ccp_editor.io.yamlio import load_text

    text = "a: yes\nb: [yes, 1, 1]\nc:\n  - yes\n  - {d: yes}\n"
    for _ in range(2):
        loaded = load_text(text, "f.yaml")
        assert loaded.data == {"a": True, "b": [True, 1, 1], "c": [True, {"d": True}]}
        assert [(w.line, w.column, w.pointer) for w in loaded.warnings] == [
            (1, 4, "/a"), (2, 5, "/b/0"), (4, 5, "/c/0"), (5, 9, "/c/1/d")]


@pytest.mark.parametrize(("value", "error", "words"), [("010", "Name must be text, not 8", "octal"),
                                                       ("yes", "Name must be text", "true/false here")])
def test_a_value_the_dialect_makes_wrong_carries_the_hint(tmp_path: Path, capsys, value: str, error: str, words: str) -> None:
    """``name: 010`` fails the schema only because YAML 1.1 reads it as 8: the problem comes with the hint."""
    text = (ROOT / "forces" / "jp.yaml").read_text()
    lines = [f"name: {value}" if line.startswith("name:") else line for line in text.splitlines()]
    bad = tmp_path / "jp.yaml"
    bad.write_text("\n".join(lines) + "\n")
    doc, _loaded, problems = parse_text(bad.read_text(), str(bad))
    assert doc is None
    assert error in problems[0].message and problems[0].severity == "error"
    assert problems[1].pointer == "/name" and words in problems[1].message and problems[1].severity == "warning"
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert error in out and "(YAML 1.1)" in out
