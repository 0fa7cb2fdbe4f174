"""Schema problems in plain words: every common JSON Schema check names the field by its label and
says what it expects, the same in the GUI and on the command line (FILE:LINE:COL: /pointer: message)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.validate import validate_text
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.forces import parse_years

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def _us() -> str:
    assert DEMO is not None
    return (DEMO / "forces" / "us.yaml").read_text(encoding="utf-8")


def messages(old: str, new: str) -> list[tuple[str, str]]:
    text = _us()
    assert old in text
    return [(p.pointer, p.message) for p in validate_text(text.replace(old, new, 1), "us.yaml")]


@pytest.mark.parametrize(
    ("old", "new", "pointer", "message"),
    [
        ("vp_cost: 4", "vp_cost: -3", "/support_table/columns/0/entries/0/vp_cost", "VP cost must be 0 or more, not -3"),
        ("vp_cost: 4", "vp_cost: 21", "/support_table/columns/0/entries/0/vp_cost", "VP cost must be 20 or less, not 21"),
        ("figures: 4", "figures: four", "/counters/0/figures", "Figures must be a whole number, not the text 'four'"),
        ("kind: squad", "kind: squadd", "/counters/0/kind",
         "Kind must be one of: squad, team, leader, hero, scout, sogeki_hei, private, weapon, radio, aircraft (not 'squadd')"),
        ("nation: US", "nation: usa", "/nation", "Nation 'usa' is not two or three capital letters, such as JP or US"),
        ("id: us-squad-elite", "id: us squad elite", "/counters/0/id",
         "Id 'us squad elite' is not an id: letters, digits, '-', '_' or '.', starting with a letter or digit, no spaces"),
        ("\nname: Demo US forces", "\nname: ''", "/name", "Name is empty: type a value"),
        ("- id: us-squad-elite", "- id: ''", "/counters/0/id", "Id is empty: type a value"),
        ("  kind: squad\n", "  kind: squad\n  years: 1942\n", "/counters/0/years",
         "Years must be a first and a last year, such as [1942, 1945], not 1942"),
        ("faction: marines", "faction: 3", "/counters/0/faction", "Faction must be text, not 3"),
        ("quality: elite", "quality: super", "/counters/0/quality", "Quality must be one of: elite, line, green (not 'super')"),
        ("\nnation: US", "\nnation: US\ncolour: red", "/colour", "unknown field 'colour': check its spelling, or remove it"),
        ("    fp: 7\n", "    fp: 7\n    fp_boxed: 'yes'\n", "/counters/0/front/fp_boxed",
         "Boxed FP (front) must be true or false, not the text 'yes'"),
    ],
)
def test_schema_problems_read_as_sentences(old: str, new: str, pointer: str, message: str) -> None:
    found = messages(old, new)
    assert (pointer, message) in found, found


def test_a_missing_field_and_a_too_long_list_are_named() -> None:
    found = dict(messages("  kind: squad\n", "  \n"))
    assert found["/counters/0"] == "Kind is missing: 'kind' is required here"
    text = _us()
    first_years = text.index("years: [")
    end = text.index("]", first_years)
    broken = text[:first_years] + "years: [1941, 1942, 1945" + text[end:]
    found = {p.pointer: p.message for p in validate_text(broken, "us.yaml")}
    assert any(m == "Years is a first and a last year, such as 1942-1945, not 3 years" for m in found.values()), found


def test_validate_keeps_the_position_format_with_plain_words(tmp_path: Path) -> None:
    path = tmp_path / "us.yaml"
    path.write_text(_us().replace("vp_cost: 4", "vp_cost: -3", 1), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "ccp_editor", "validate", str(path)], capture_output=True, text=True)
    assert out.returncode == 1
    line = next(ln for ln in (out.stdout + out.stderr).splitlines() if "vp_cost" in ln)
    assert line.startswith(f"{path}:")
    assert line.endswith(": /support_table/columns/0/entries/0/vp_cost: VP cost must be 0 or more, not -3")
    assert "minimum" not in line


@pytest.mark.parametrize(
    ("text", "years"),
    [("1942-1945", [1942, 1945]), ("1942 1943", [1942, 1943]), ("1942, 1944", [1942, 1944]), ("1942–45", [1942, 1945]),
     ("1942—1945", [1942, 1945]), ("1942 to 1945", [1942, 1945]), ("1943", [1943, 1943]), ("  ", None)],
)
def test_years_as_players_write_them(text: str, years: list[int] | None) -> None:
    assert parse_years(text) == years


@pytest.mark.parametrize(
    ("text", "words"),
    [("1945-1942", "runs backwards"), ("1942 1943 1944", "first and a last year"), ("42-45", "first and a last year"),
     ("1942-", "first and a last year"), ("soon", "first and a last year")],
)
def test_years_that_cannot_be_read_say_what_to_write(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        parse_years(text)


@settings(max_examples=60, deadline=None)
@given(st.integers(1930, 1950), st.integers(0, 10), st.sampled_from(["-", "–", " ", ", ", " to "]))
def test_any_written_range_reads_back(first: int, span: int, sep: str) -> None:
    last = first + span
    assert parse_years(f"{first}{sep}{last}") == [first, last]


RAW_PHRASES = ("is not of type", "is less than the minimum", "is greater than the maximum", "does not match",
               "is a required property", "is too long", "is too short", "is not one of [", "should be non-empty",
               "is not valid under any", "Additional properties")


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["fp", "range", "movement", "morale", "figures", "kind", "quality", "faction", "years", "id", "name"]),
    st.one_of(st.integers(-10**6, 10**6), st.text(max_size=12), st.booleans(), st.none(),
              st.lists(st.integers(1900, 2000), max_size=4), st.floats(allow_nan=False, allow_infinity=False)),
)
def test_no_schema_problem_reads_as_raw_schema_text(field: str, value: object) -> None:
    import yaml

    data = yaml.safe_load(_us())
    counter = data["counters"][0]
    if field in ("fp", "range", "movement", "morale"):
        counter["front"][field] = value
    else:
        counter[field] = value
    for p in validate_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), "us.yaml"):
        assert not any(raw in p.message for raw in RAW_PHRASES), p.message
