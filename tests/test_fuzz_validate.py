"""Mutated valid files never make validation raise: they are valid or get positioned problems."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.core.validate import validate_text
from ccp_editor.io.yamlio import DocumentError, decode

ROOT = Path(__file__).resolve().parent.parent
SEEDS = sorted(
    [*ROOT.glob("tables/*.yaml"), *ROOT.glob("scenarios/*.yaml"), *ROOT.glob("forces/*.yaml"), ROOT / "dataset.yaml"]
)
SEED_TEXTS = [p.read_text(encoding="utf-8") for p in SEEDS if p.is_file()]

SNIPPETS = ["- ", ": ", "&a ", "*a", "{", "}", "[", "]", "'", '"', "\n", "  ", "\t", "#", "!!", "~", "null", "-1", "1e400",
            "9" * 60, "kind: map\n", "\x00", "é", "\\", "? ", "|\n", ">\n", "%YAML 1.1\n", "---\n", "..."]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(SEED_TEXTS))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["delete", "insert", "replace", "dup_line", "swap_lines", "truncate", "indent"]))
        n = len(text)
        i = draw(st.integers(0, max(n - 1, 0)))
        if op == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 40)) :]
        elif op == "insert":
            text = text[:i] + draw(st.sampled_from(SNIPPETS) | st.text(max_size=8)) + text[i:]
        elif op == "replace":
            text = text[:i] + draw(st.characters()) + text[i + 1 :]
        elif op in ("dup_line", "swap_lines", "indent"):
            lines = text.split("\n")
            j = draw(st.integers(0, len(lines) - 1))
            k = draw(st.integers(0, len(lines) - 1))
            if op == "dup_line":
                lines.insert(j, lines[j])
            elif op == "swap_lines":
                lines[j], lines[k] = lines[k], lines[j]
            else:
                lines[j] = "  " + lines[j]
            text = "\n".join(lines)
        else:
            text = text[:i]
    return text


@pytest.fixture(scope="module")
def demo(demo_ds):
    return demo_ds


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
def test_mutated_files_never_raise(demo) -> None:
    @settings(max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))
    @given(mutated())
    def check(text: str) -> None:
        problems = validate_text(text, "fuzz.yaml", demo)
        for p in problems:
            assert p.line >= 1 and p.column >= 1 and p.pointer.startswith("/") or p.pointer == ""
            assert p.message

    check()


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_decode_or_fail_cleanly(raw: bytes) -> None:
    try:
        text = decode(raw, "b.yaml")
    except DocumentError as exc:
        assert "UTF-8" in exc.problem.message
        return
    validate_text(text, "b.yaml")
