"""Hostile and broken input: every case is one positioned problem, never a traceback or a hang."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from ccp_editor.core.validate import validate_file
from ccp_editor.io.yamlio import DocumentError, load_file, load_text

CHITS = """kind: objective_chits
format: 1
id: mini
name: Mini chits
provenance: user
chits:
  - letter: A
    kind: single
    objective: 1
    vp: 2
"""


def _problem_of(text: str):
    with pytest.raises(DocumentError) as info:
        load_text(text, "bad.yaml")
    return info.value.problem


def test_positions_are_one_based_and_point_at_the_node() -> None:
    loaded = load_text(CHITS, "c.yaml")
    assert loaded.position("/chits/0/vp") == (10, 9)
    assert loaded.position("/chits/0/missing") == loaded.position("/chits/0")
    assert loaded.position("") == (1, 1)


def test_duplicate_keys_are_refused_at_the_second_key() -> None:
    p = _problem_of("kind: map\nname: a\nname: b\n")
    assert (p.line, p.column, p.pointer) == (3, 1, "/name")
    assert "duplicate key" in p.message


def test_alias_bomb_stops_early() -> None:
    lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        lines.append(f"{name}: &{name} [{','.join(['*' + prev] * 9)}]")
    p = _problem_of("\n".join(lines) + "\n")
    assert "aliases are expanded" in p.message
    assert p.line > 1


def test_deep_nesting_is_refused() -> None:
    p = _problem_of("[" * 100_000 + "]" * 100_000)
    assert "nested more than" in p.message


def test_huge_number_is_refused_with_position() -> None:
    p = _problem_of("kind: map\nformat: " + "9" * 5000 + "\n")
    assert (p.line, p.pointer) == (2, "/format") and "number too long" in p.message


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty document"),
        ("# only a comment\n", "empty document"),
        ("a: [1, 2\n", "YAML syntax"),
        ("---\na: 1\n---\nb: 2\n", "only one YAML document"),
        ("a: !!python/object:os.system x\n", "not allowed"),
        ("a: .nan\n", "not finite"),
        ("a: *nowhere\n", "alias"),
    ],
)
def test_broken_yaml_gets_one_clear_problem(text: str, fragment: str) -> None:
    assert fragment in _problem_of(text).message


def test_invalid_utf8_is_located(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"kind: map\nname: caf\xe9\n")
    with pytest.raises(DocumentError) as info:
        load_file(path)
    p = info.value.problem
    assert (p.line, p.column) == (2, 10) and "UTF-8" in p.message


def test_oversized_file_is_refused_without_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    problems = validate_file(path)
    assert len(problems) == 1 and "too large" in problems[0].message


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"- 1\n- 2\n", "must be a mapping"),
        (b"just text\n", "must be a mapping"),
        (b"name: x\n", "missing 'kind'"),
        (b"kind: spaceship\n", "unknown kind"),
        (b"kind: map\nformat: 99\n", "newer than this app"),
    ],
)
def test_not_a_document(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "x.yaml"
    path.write_bytes(content)
    problems = validate_file(path)
    assert problems and fragment in problems[0].message


def test_random_bytes_never_raise(tmp_path: Path) -> None:
    rng = random.Random(1234)
    for i in range(40):
        path = tmp_path / f"r{i}.yaml"
        path.write_bytes(os.urandom(0) + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))))
        problems = validate_file(path)
        assert problems and all(p.line >= 1 and p.column >= 1 for p in problems)


def test_schema_problem_points_at_the_value() -> None:
    from ccp_editor.core.validate import validate_text

    problems = validate_text(CHITS.replace("vp: 2", "vp: many"), "c.yaml")
    assert [(p.line, p.column, p.pointer) for p in problems] == [(10, 9, "/chits/0/vp")]
    problems = validate_text(CHITS.replace("    vp: 2", "    vp: 2\n    colour: red"), "c.yaml")
    assert [(p.line, p.column, p.pointer, p.message) for p in problems] == [
        (11, 5, "/chits/0/colour", "unknown field 'colour': check its spelling, or remove it")
    ]
    problems = validate_text(CHITS.replace("    kind: single\n", ""), "c.yaml")
    assert problems[0].pointer == "/chits/0" and problems[0].message == "Kind is missing: 'kind' is required here"


def test_alias_in_key_position_is_a_clear_problem() -> None:
    assert "alias" in _problem_of("a: 1\n*x : 2\n").message
    p = _problem_of("a: &x 1\n*x : 2\n")
    assert "cannot be mapping keys" in p.message
