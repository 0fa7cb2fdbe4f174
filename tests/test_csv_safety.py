"""CSV that a spreadsheet cannot turn against its user, and that loses nothing: formula-like cells are
written behind an apostrophe and read back exactly (OWASP's CSV injection guidance), a column named
twice is refused naming both columns, and spaces around a text survive the round trip."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.io.csvfile import csv_text, decode_csv, guard_cell, parse_csv_text, unguard_cell
from ccp_editor.io.documents import load_document
from ccp_editor.io.storage import save_document
from ccp_editor.model.base import to_data

REPO = Path(__file__).resolve().parents[1]

TRICKY = ["=1+1", "+SUM(A1:A2)", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "'quoted", "''twice", "'=1+1",
          " spaced ", "  ", "a,b", 'say "hi"', "line\nbreak", "-1", "+2.5", "-0,5", "=HYPERLINK(\"http://x\")"]


@pytest.mark.parametrize(("cell", "written"), [
    ("=1+1", "'=1+1"), ("+1+1", "'+1+1"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\t=1", "'\t=1"),
    ("\r=1", "'\r=1"), ("'quoted", "''quoted"), ("-1", "-1"), ("+2.5", "+2.5"), ("-0,5", "-0,5"), ("plain", "plain"),
])
def test_formula_like_cells_are_written_behind_one_apostrophe(cell: str, written: str) -> None:
    assert guard_cell(cell) == written
    assert unguard_cell(written) == cell


def test_an_apostrophe_typed_in_a_spreadsheet_before_plain_text_is_kept() -> None:
    assert unguard_cell("'abc") == "'abc"  # the app never writes this: it is the user's own text


cell = st.one_of(st.sampled_from(TRICKY), st.text(alphabet=st.characters(blacklist_categories=("Cs",),
                                                                       blacklist_characters="\x00"), max_size=12))


@settings(max_examples=150, deadline=None)
@given(rows=st.lists(st.lists(cell, min_size=3, max_size=3), min_size=1, max_size=5),
       delimiter=st.sampled_from([",", ";", "\t"]), bom=st.booleans())
def test_every_text_reads_back_exactly(rows: list[list[str]], delimiter: str, bom: bool) -> None:
    text = csv_text(["a", "b", "c"], rows, delimiter, bom)
    for line in text.lstrip("\ufeff").split("\r\n")[1:]:  # nothing a spreadsheet would run
        assert not line.startswith(("=", "+", "@")) or line[:1] in "+-" and line[1:2].isdigit()
    decoded, _enc, _notes = decode_csv(text.encode("utf-8"), "p.csv")
    table = parse_csv_text(decoded, "p.csv", delimiter)
    assert table.header == ["a", "b", "c"]
    assert [r for _n, r in table.rows] == [r for r in rows if any(c.strip() for c in r)]


def _chits(tmp_path: Path) -> Path:
    target = tmp_path / "tables"
    target.mkdir()
    shutil.copy(REPO / "tables" / "objective_chits.yaml", target / "objective_chits.yaml")
    return target / "objective_chits.yaml"


def test_a_column_named_twice_is_refused_naming_both(tmp_path: Path, capsys) -> None:
    chits = _chits(tmp_path)
    before = chits.read_bytes()
    f = tmp_path / "dup.csv"
    f.write_text("letter,kind,objective,vp,has_secret_side,text,vp\nA,single,1,1,true,x,9\n")
    code = main(["table", "import", str(chits), "chits", str(f)])
    out, err = capsys.readouterr()
    assert code == 1 and chits.read_bytes() == before
    assert f"{f}:1:7: column 'vp' appears twice (columns 4 and 7)" in out + err


def test_names_with_spaces_and_formulas_survive_export_and_import(tmp_path: Path, capsys) -> None:
    chits = _chits(tmp_path)
    doc = load_document(chits)
    texts = [" spaced ", "=1+1", "'quoted", "@SUM(A1)", "-2+3", "+1", "\tTab", "''=x"]
    for chit, text in zip(doc.chits, texts, strict=False):
        chit.text = text
    save_document(doc, chits)
    expected = to_data(load_document(chits))
    f = tmp_path / "chits.csv"
    assert main(["table", "export", str(chits), "chits", str(f)]) == 0
    written = f.read_bytes().decode("utf-8-sig")
    assert '," spaced "\r\n' in written and ",'=1+1\r\n" in written and ",''quoted\r\n" in written
    assert main(["table", "import", str(chits), "chits", str(f)]) == 0
    capsys.readouterr()
    assert to_data(load_document(chits)) == expected


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice (soffice) is not installed")
def test_a_round_trip_through_libreoffice_runs_no_formula_and_changes_nothing(tmp_path: Path, capsys) -> None:
    """Open the exported file in LibreOffice Calc and save it as CSV again (headless): before the guard,
    '=1+1' came back as '2'."""
    chits = _chits(tmp_path)
    doc = load_document(chits)
    for chit, text in zip(doc.chits, ["=1+1", "+1+1", "@SUM(A1)", "-2+3", "'quoted", " spaced ", "=HYPERLINK(\"x\")"],
                          strict=False):
        chit.text = text
    save_document(doc, chits)
    expected = to_data(load_document(chits))
    exported = tmp_path / "chits.csv"
    assert main(["table", "export", str(chits), "chits", str(exported), "--no-bom"]) == 0
    out_dir = tmp_path / "lo"
    res = subprocess.run(
        ["soffice", f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless", "--infilter=CSV:44,34,76,1",
         "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1", "--outdir", str(out_dir), str(exported)],
        capture_output=True, text=True, timeout=180)
    again = out_dir / "chits.csv"
    assert res.returncode == 0 and again.exists(), res.stderr
    assert main(["table", "import", str(chits), "chits", str(again)]) == 0
    capsys.readouterr()
    assert to_data(load_document(chits)) == expected


def test_spaces_around_an_id_are_a_slip_and_around_a_name_are_kept(tmp_path: Path, capsys) -> None:
    target = tmp_path / "forces"
    target.mkdir()
    forces = target / "jp.yaml"
    shutil.copy(REPO / "forces" / "jp.yaml", forces)
    f = tmp_path / "counters.csv"
    assert main(["table", "export", str(forces), "counters", str(f), "--no-bom", "--delimiter", "comma"]) == 0
    lines = f.read_bytes().decode().split("\r\n")
    first = lines[1].split(",")
    first[0], first[1] = f" {first[0]} ", f'"  {first[1]} "'  # as a spreadsheet may leave them
    lines[1] = ",".join(first)
    f.write_bytes("\r\n".join(lines).encode())
    assert main(["table", "import", str(forces), "counters", str(f)]) == 0, capsys.readouterr()
    capsys.readouterr()
    counter = load_document(forces).counters[0]
    assert counter.id == first[0].strip() and counter.name == f"  {first[1][3:-2]} "
