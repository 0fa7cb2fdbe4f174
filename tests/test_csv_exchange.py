"""CSV through spreadsheets: files as Excel and LibreOffice write them, and ``ccp-editor table``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.io.csvfile import (
    CsvError,
    csv_text,
    decode_csv,
    delimiter_for_decimal_point,
    parse_csv_text,
    read_csv,
)
from ccp_editor.io.documents import load_document
from ccp_editor.model.base import to_data

REPO = Path(__file__).resolve().parents[1]

@pytest.fixture()
def forces(tmp_path: Path) -> Path:
    target = tmp_path / "forces"
    target.mkdir()
    shutil.copy(REPO / "forces" / "jp.yaml", target / "jp.yaml")
    return target / "jp.yaml"


def _excel_italian(forces: Path, path: Path, encoding: str, bom: bytes = b"") -> Path:
    """The table as Excel / LibreOffice in an Italian locale save it: semicolons, CRLF, VERO/FALSO,
    an accented name."""
    plain = path.with_name(f"{path.stem}-plain.csv")
    assert main(["table", "export", str(forces), "counters", str(plain), "--no-bom", "--delimiter", "semicolon"]) == 0
    lines = plain.read_text(encoding="utf-8").splitlines()
    first = lines[1].split(";")
    first[1] = "Squadra più forte"
    lines[1] = ";".join(first)
    text = "\r\n".join(line.replace(";true", ";VERO").replace(";false", ";FALSO") for line in lines) + "\r\n"
    path.write_bytes(bom + text.encode(encoding))
    return path


@pytest.mark.parametrize(
    ("encoding", "bom", "note"),
    [
        ("utf-8", b"\xef\xbb\xbf", None),  # Excel "CSV UTF-8"
        ("utf-8", b"", None),
        ("cp1252", b"", "read as Windows-1252"),  # LibreOffice's default export here
        ("utf-16-le", b"\xff\xfe", None),  # Excel "Unicode text"
    ],
)
def test_spreadsheet_files_import_cleanly(forces: Path, tmp_path: Path, capsys, encoding: str, bom: bytes, note: str | None) -> None:
    before = load_document(forces).counters
    src = _excel_italian(forces, tmp_path / "it.csv", encoding, bom)
    assert b";VERO;" in src.read_bytes() or encoding == "utf-16-le"
    assert main(["table", "import", str(forces), "counters", str(src)]) == 0
    err = capsys.readouterr().err
    assert "semicolon-separated" in err
    if note:
        assert note in err
    after = load_document(forces).counters
    assert after[0].name == "Squadra più forte"
    after[0].name = before[0].name
    assert to_data(after) == to_data(before)  # VERO/FALSO and every number read back as they were


def test_tab_separated_utf16_without_bom_is_detected() -> None:
    raw = "id\tname\r\nx\tPiù\r\n".encode("utf-16-le")
    text, encoding, notes = decode_csv(raw, "t.csv")
    table = parse_csv_text(text, "t.csv")
    assert encoding == "utf-16-le" and notes
    assert table.delimiter == "\t" and table.rows == [(2, ["x", "Più"])]


def test_bad_value_and_header_are_reported_at_file_row_column(forces: Path, tmp_path: Path, capsys) -> None:
    before = forces.read_text()
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"\xef\xbb\xbfid;name;kind;front/fp\r\nok;Ok;squad;4\r\n;;;\r\nx;X;squad;many\r\n")
    assert main(["table", "import", str(forces), "counters", str(bad)]) == 1
    assert f"{bad}:4:4: column front/fp: 'many' is not a whole number" in capsys.readouterr().err
    bad.write_text("id,colour\nx,red\n")
    assert main(["table", "import", str(forces), "counters", str(bad)]) == 1
    assert f"{bad}:1:2: unknown column 'colour'" in capsys.readouterr().err
    assert forces.read_text() == before  # nothing written on a refused import


def test_undecodable_file_says_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "x.csv"
    path.write_bytes(b"id,name\r\nx,\x81\x8d\r\n")  # bytes Windows-1252 leaves undefined
    with pytest.raises(CsvError, match=r"x.csv: neither UTF-8 nor Windows-1252 .* save the file as UTF-8 CSV"):
        read_csv(path)


def test_export_defaults_to_bom_and_crlf_and_round_trips(forces: Path, tmp_path: Path) -> None:
    before = to_data(load_document(forces).counters)
    out = tmp_path / "c.csv"
    assert main(["table", "export", str(forces), "counters", str(out), "--delimiter", "semicolon"]) == 0
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbfid;name;kind;") and b"\r\n" in raw
    assert main(["table", "import", str(forces), "counters", str(out)]) == 0
    assert to_data(load_document(forces).counters) == before

    plain = tmp_path / "p.csv"
    assert main(["table", "export", str(forces), "counters", str(plain), "--no-bom", "--delimiter", "tab"]) == 0
    assert plain.read_bytes().startswith(b"id\tname\tkind")


@pytest.mark.parametrize(
    ("doc", "table"),
    [
        ("tables/objective_chits.yaml", "chits"),
        ("tables/fortification_ob.yaml", "fortifications"),
        ("tables/fate_us.yaml", "fate_cards"),
        ("forces/us.yaml", "ob_cards"),
        ("forces/us.yaml", "support_table"),
        ("forces/jp.yaml", "leader_table"),
        ("forces/cw.yaml", "radio_table"),
        ("forces/jp.yaml", "quality_table"),
        ("ccp_editor/rulesets/ccp.yaml", "terrain"),
        ("ccp_editor/rulesets/ccp.yaml", "house_rules"),
    ],
)
def test_every_gui_table_round_trips_from_the_command_line(tmp_path: Path, doc: str, table: str) -> None:
    target = tmp_path / Path(doc).name
    shutil.copy(REPO / doc, target)
    before = to_data(load_document(target))
    out = tmp_path / "t.csv"
    assert main(["table", "export", str(target), table, str(out)]) == 0
    assert main(["table", "import", str(target), table, str(out)]) == 0
    assert to_data(load_document(target)) == before


def test_roll_table_rows_carry_their_roll_and_a_spreadsheet_edit_lands(forces: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "support.csv"
    assert main(["table", "export", str(forces), "support_table", str(out), "--no-bom", "--delimiter", "semicolon"]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "roll;unit;weapon;sighting_marker;infiltrator;vp_cost;year_from;year_to"
    table = load_document(forces).support_table
    assert len(lines) - 1 == sum(max(1, len(c.entries)) for c in table.columns)
    first = table.columns[0]
    assert lines[1].startswith(f"{first.roll};")
    # a player raises the first entry's cost in Excel (Italian locale: semicolons, CRLF) and imports it
    cells = lines[1].split(";")
    cells[5] = str(int(cells[5] or 0) + 1)
    lines[1] = ";".join(cells)
    out.write_bytes(("\r\n".join(lines) + "\r\n").encode("cp1252"))
    assert main(["table", "import", str(forces), "support_table", str(out)]) == 0
    after = load_document(forces).support_table
    assert after.columns[0].entries[0].vp_cost == first.entries[0].vp_cost + 1
    assert [c.roll for c in after.columns] == [c.roll for c in table.columns]
    assert "row(s) of support_table" in capsys.readouterr().out


def test_a_bad_roll_table_cell_is_positioned_and_changes_nothing(forces: Path, tmp_path: Path, capsys) -> None:
    before = forces.read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text("roll,quality,year_from,year_to\n7,line,1942,1945\nseven,elite,1942,1945\n", encoding="utf-8")
    assert main(["table", "import", str(forces), "quality_table", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:3:1: roll 'seven' is not a whole number" in err and "Traceback" not in err
    bad.write_text("roll,quality,colour\n7,line,red\n", encoding="utf-8")
    assert main(["table", "import", str(forces), "quality_table", str(bad)]) == 1
    assert "unknown column 'colour'" in capsys.readouterr().err
    assert forces.read_bytes() == before


def test_usage_errors_exit_2(forces: Path, tmp_path: Path, capsys) -> None:
    assert main(["table", "export", str(forces), "colours", str(tmp_path / "x.csv")]) == 2
    err = capsys.readouterr().err
    assert "one of: chits, counters" in err and "support_table" in err and "quality_table" in err
    assert main(["table", "export", str(REPO / "tables" / "objective_chits.yaml"), "leader_table", str(tmp_path / "x.csv")]) == 2
    assert "forces document" in capsys.readouterr().err
    assert main(["table", "export", str(forces), "chits", str(tmp_path / "x.csv")]) == 2
    assert "forces document" in capsys.readouterr().err
    assert main(["table"]) == 2


def test_locale_default_delimiter() -> None:
    assert delimiter_for_decimal_point(",") == ";"  # Italian, German, French Excel
    assert delimiter_for_decimal_point(".") == ","


cell = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\r"), max_size=12)


@settings(max_examples=60, deadline=None)
@given(
    rows=st.lists(st.lists(cell, min_size=3, max_size=3), min_size=1, max_size=5),
    delimiter=st.sampled_from([",", ";", "\t"]),
    bom=st.booleans(),
)
def test_written_csv_reads_back_identically(rows: list[list[str]], delimiter: str, bom: bool) -> None:
    header = ["a", "b", "c"]
    text = csv_text(header, rows, delimiter, bom)
    decoded, _enc, _notes = decode_csv(text.encode("utf-8"), "p.csv")
    table = parse_csv_text(decoded, "p.csv")
    assert table.delimiter == delimiter and table.header == header
    assert [r for _n, r in table.rows] == [r for r in rows if any(c.strip() for c in r)]


@pytest.mark.parametrize("table", ["support_table", "leader_table", "radio_table", "quality_table"])
def test_roll_table_file_is_the_same_from_the_editor_and_the_command_line(qtbot, forces: Path, tmp_path: Path, table: str) -> None:
    from ccp_editor.gui.document import DocumentModel
    from ccp_editor.gui.editors import register_all
    from ccp_editor.gui.editors.docview import DocumentView

    register_all()
    view = DocumentView(DocumentModel(load_document(forces), forces))
    qtbot.addWidget(view)
    from_gui, from_cli = tmp_path / "gui.csv", tmp_path / "cli.csv"
    view.subviews[table].export_csv(from_gui, delimiter=";", bom=True)
    assert main(["table", "export", str(forces), table, str(from_cli), "--delimiter", "semicolon"]) == 0
    assert from_cli.read_bytes() == from_gui.read_bytes()
    # and the editor reads what the command line wrote
    before = to_data(getattr(load_document(forces), table))
    view.subviews[table].import_csv(from_cli)
    assert to_data(getattr(view.subviews[table].doc.doc, table)) == before


def test_exporting_then_importing_every_demo_table_changes_no_byte(tmp_path: Path, capsys) -> None:
    """A re-import that changes nothing writes nothing: numbers keep their written form (``2`` is not
    rewritten ``2.0``), default-valued keys stay, and a rule set outside a game box keeps its header."""
    import shutil

    from ccp_editor.cli import main
    from ccp_editor.cli.tables import _specs
    from ccp_editor.gui.tablecsv import ROLL_TABLES

    root = Path(__file__).resolve().parent.parent
    box = tmp_path / "box"
    box.mkdir()
    for name in ("dataset.yaml", "forces", "tables", "schemas"):
        (shutil.copytree if (root / name).is_dir() else shutil.copy)(root / name, box / name)
    outside = tmp_path / "elsewhere" / "ccp.yaml"  # a rule set outside any game box
    outside.parent.mkdir()
    shutil.copy(root / "ccp_editor" / "rulesets" / "ccp.yaml", outside)
    docs = {"ruleset": [outside]}
    for f in sorted(box.glob("*/*.yaml")):
        kind = next(line for line in f.read_text().splitlines() if line.startswith("kind:")).split(":")[1].strip()
        docs.setdefault(kind, []).append(f)
    tables = {name: spec.kind for name, spec in _specs().items()} | dict.fromkeys(ROLL_TABLES, "forces")
    before = {f: f.read_bytes() for files in docs.values() for f in files}
    done = 0
    for table, kind in tables.items():
        for doc in docs[kind]:
            csv_path = tmp_path / f"{table}.csv"
            assert main(["table", "export", str(doc), table, str(csv_path)]) == 0
            assert main(["table", "import", str(doc), table, str(csv_path)]) == 0, capsys.readouterr().err
            assert "nothing written" in capsys.readouterr().out
            done += 1
    assert done >= len(tables)
    assert {f: f.read_bytes() for f in before} == before
    assert not [p for p in tmp_path.rglob("*.bak")]  # not even a backup: nothing was rewritten
