"""libyaml's parser and the pure-Python one read every text the same: identical data, identical
positions, identical problems (message and position) on the bad-input cases and under fuzzing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.io import yamlio

from .test_fuzz_validate import SEED_TEXTS, mutated

pytestmark = pytest.mark.skipif(yamlio._FAST_PARSER is None, reason="PyYAML was built without libyaml")

ROOT = Path(__file__).resolve().parent.parent
FAST = yamlio._FAST_PARSER


def _read(text: str, fast: Any) -> tuple:
    saved = yamlio._FAST_PARSER
    yamlio._FAST_PARSER = fast
    try:
        loaded = yamlio.load_text(text, "t.yaml")
        return ("ok", loaded.data, loaded.positions, loaded.key_positions)
    except yamlio.DocumentError as exc:
        return ("problem", exc.problem)
    finally:
        yamlio._FAST_PARSER = saved


def _same(text: str) -> tuple:
    fast, pure = _read(text, FAST), _read(text, None)
    assert fast == pure, f"{text!r}: libyaml path {fast!r} != pure-Python path {pure!r}"
    return fast


BAD_INPUTS = [
    "",
    "# only a comment\n",
    "a: [1, 2\n",
    "---\na: 1\n---\nb: 2\n",
    "a: !!python/object:os.system x\n",
    "a: .nan\n",
    "a: *nowhere\n",
    "kind: map\nname: a\nname: b\n",
    "kind: map\nformat: " + "9" * 5000 + "\n",
    "[" * 5000 + "]" * 5000,
    "a: 1\n*x : 2\n",
    "a: &x 1\n*x : 2\n",
    "a: 1\n b: 2\n",
    "a:\n- 1\n - 2\n",
    "a: 'open\n",
    'a: "bad \\q escape"\n',
    "a: b: c\n",
    "- a\nb: 1\n",
    "a: {b: 1\n",
    "a: @x\n",
    "a: `x\n",
    "a: x\x00y\n",
    "\ud800 a: 1\n",
    "a: \x07\n",
    "year: 1943\t\n",
    "a: [x? y]\n",
    "a: {b: }\n",
    "? a\n",
    "? \n",
    "---",
    "a: >#\n  x\n",
    "a:",
    "\ufeffa: 1\n",
    "a: &a [1]\nb: &b [*a, *a]\n",
    "kind: objective_chits\nchits:\n  - letter: A\n    vp: [1, 2, {x: y}]\n",
]


@pytest.mark.parametrize("text", BAD_INPUTS)
def test_bad_inputs_read_the_same_by_both_parsers(text: str) -> None:
    _same(text)


def test_alias_bomb_stops_at_the_same_node() -> None:
    lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for i, name in enumerate("bcdefghi"):
        lines.append(f"{name}: &{name} [{','.join(['*' + 'abcdefghi'[i]] * 9)}]")
    result = _same("\n".join(lines) + "\n")
    assert result[0] == "problem" and "aliases are expanded" in result[1].message


def test_syntax_errors_carry_the_pure_parsers_wording() -> None:
    """libyaml words errors its own way; the message a user sees is the pure parser's either way."""
    result = _same("a: b: c\n")
    assert result[1].message == "YAML syntax: mapping values are not allowed here"
    assert (result[1].line, result[1].column) == (1, 5)


def test_shipped_files_read_the_same() -> None:
    paths = [*ROOT.glob("*.yaml"), *ROOT.glob("*/*.yaml"), ROOT / "ccp_editor" / "rulesets" / "ccp.yaml"]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert _same(text)[0] == "ok", path


@pytest.mark.skipif(not SEED_TEXTS, reason="the demo data set is not present")
@settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_mutated_corpus_reads_the_same(text: str) -> None:
    _same(text)


PIECES = st.sampled_from(
    [*"[]{},:?-#'\"&*!|>%@`\n\n    ab1.\t", "a: ", "- ", "? ", ": ", "\n  ", "&x ", "*x", "!!str ", "---\n", "...\n",
     "\u2028", "\x85", "\ufeff", "\r\n", "é"]
)


@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(PIECES, max_size=30).map("".join))
def test_yaml_syntax_soup_reads_the_same(text: str) -> None:
    _same(text)


def test_long_broken_text_keeps_libyamls_report_without_a_slow_reparse(monkeypatch: pytest.MonkeyPatch) -> None:
    """Above the re-read limit the pure parser is not run again: the problem still has a position."""
    monkeypatch.setattr(yamlio, "PURE_REPARSE_MAX", 10)
    with pytest.raises(yamlio.DocumentError) as info:
        yamlio.load_text("a: 1\nb: [1, 2\n", "t.yaml")
    assert info.value.problem.line >= 2 and "YAML syntax" in info.value.problem.message


def test_the_libyaml_parser_is_the_one_used_for_good_text(monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[type] = []
    real = yamlio._load

    def spy(text: str, file: str, parser: type) -> yamlio.Loaded:
        used.append(parser)
        return real(text, file, parser)

    monkeypatch.setattr(yamlio, "_load", spy)
    yamlio.load_text((ROOT / "dataset.yaml").read_text(encoding="utf-8"), "dataset.yaml")
    assert used == [yaml.CSafeLoader]
