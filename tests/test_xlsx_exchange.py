"""Tables through ``.xlsx`` workbooks: every table round-trips, the cells are typed (numbers and true/false as
such, text that looks like a formula stays text), the header row is frozen, columns of fixed values are
drop-downs; a broken or hostile workbook is one positioned line; ``.ods`` and other suffixes are refused
with what to do (exit 2) and nothing is written."""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook

from ccp_editor.cli import main
from ccp_editor.io.csvfile import CsvError
from ccp_editor.io.documents import load_document
from ccp_editor.io.xlsxfile import MAX_XLSX_UNPACKED, read_xlsx, table_format
from ccp_editor.model.base import to_data

REPO = Path(__file__).resolve().parents[1]

TABLES = {
    "counters": "forces/jp.yaml",
    "ob_cards": "forces/us.yaml",
    "support_table": "forces/us.yaml",
    "leader_table": "forces/jp.yaml",
    "radio_table": "forces/cw.yaml",
    "quality_table": "forces/jp.yaml",
    "chits": "tables/objective_chits.yaml",
    "fortifications": "tables/fortification_ob.yaml",
    "fate_cards": "tables/fate_us.yaml",
    "terrain": "ccp_editor/rulesets/ccp.yaml",
    "house_rules": "ccp_editor/rulesets/ccp.yaml",
    "fortification_vulnerability": "ccp_editor/rulesets/ccp.yaml",
    "smoke_cup": "ccp_editor/rulesets/ccp.yaml",
}


def _copy(tmp_path: Path, doc: str) -> Path:
    target = tmp_path / Path(doc).name
    shutil.copy(REPO / doc, target)
    return target


def test_every_table_the_command_knows_is_covered_here() -> None:
    from ccp_editor.cli.tables import _specs
    from ccp_editor.gui.tablecsv import ROLL_TABLES

    assert set(TABLES) == set(_specs()) | set(ROLL_TABLES)


@pytest.mark.parametrize(("table", "doc"), sorted(TABLES.items()))
def test_every_table_round_trips_through_an_xlsx_workbook(tmp_path: Path, table: str, doc: str) -> None:
    target = _copy(tmp_path, doc)
    before = to_data(load_document(target))
    out = tmp_path / f"{table}.xlsx"
    assert main(["table", "export", str(target), table, str(out)]) == 0
    assert out.read_bytes()[:2] == b"PK"  # a workbook, not CSV text under that name
    book = load_workbook(out)
    sheet = book[table]
    assert sheet.freeze_panes == "A2" and all(c.font.bold for c in sheet[1])
    assert main(["table", "import", str(target), table, str(out)]) == 0
    assert to_data(load_document(target)) == before


def test_cells_are_typed_and_fixed_values_are_drop_downs(tmp_path: Path) -> None:
    target = _copy(tmp_path, "forces/jp.yaml")
    out = tmp_path / "c.xlsx"
    assert main(["table", "export", str(target), "counters", str(out)]) == 0
    sheet = load_workbook(out)["counters"]
    header = [c.value for c in sheet[1]]
    first = {h: c for h, c in zip(header, sheet[2], strict=True)}
    assert first["front/fp"].data_type == "n" and isinstance(first["front/fp"].value, int)
    assert first["front/fp_boxed"].data_type == "b"
    assert first["name"].data_type == "s" and first["id"].data_type == "s"
    lists = {str(dv.sqref).split(":")[0]: dv.formula1 for dv in sheet.data_validations.dataValidation}
    kind_letter = sheet.cell(row=1, column=header.index("kind") + 1).column_letter
    assert "squad" in lists[f"{kind_letter}2"] and "leader" in lists[f"{kind_letter}2"]
    quality_letter = sheet.cell(row=1, column=header.index("quality") + 1).column_letter
    assert lists[f"{quality_letter}2"] == '"elite,line,green"'
    # a roll table's rolls are numbers too
    assert main(["table", "export", str(target), "leader_table", str(tmp_path / "l.xlsx")]) == 0
    rolls = load_workbook(tmp_path / "l.xlsx")["leader_table"]
    assert rolls["A1"].value == "roll" and isinstance(rolls["A2"].value, int)
    assert main(["table", "export", str(target), "quality_table", str(tmp_path / "q.xlsx")]) == 0
    quality = load_workbook(tmp_path / "q.xlsx")["quality_table"]
    assert [(str(dv.sqref).split(":")[0], dv.formula1) for dv in quality.data_validations.dataValidation] == [
        ("B2", '"elite,line,green"')]


def test_text_that_looks_like_a_formula_stays_text_both_ways(tmp_path: Path) -> None:
    target = _copy(tmp_path, "forces/jp.yaml")
    text = target.read_text(encoding="utf-8")
    for old, new in (("Demo Elite Rifle Squad", "'=1+1'"), ("Demo Line Rifle Squad", "'+3'"), ("Demo Green Rifle Squad", "'@A1'")):
        assert f"name: {old}" in text
        text = text.replace(f"name: {old}", f"name: {new}", 1)
    target.write_text(text, encoding="utf-8")
    before = to_data(load_document(target))
    out = tmp_path / "counters.xlsx"
    assert main(["table", "export", str(target), "counters", str(out)]) == 0
    with zipfile.ZipFile(out) as z:
        assert b"<f>" not in z.read("xl/worksheets/sheet1.xml")  # no formula in the sheet
    assert main(["table", "import", str(target), "counters", str(out)]) == 0
    after = to_data(load_document(target))
    assert after == before
    assert [c["name"] for c in after["counters"][:3]] == ["=1+1", "+3", "@A1"]


def test_a_workbook_made_elsewhere_imports_its_typed_cells(tmp_path: Path, capsys) -> None:
    """As a spreadsheet saves a table: whole numbers stored as 2.0, booleans, a blank row, a second sheet."""
    target = _copy(tmp_path, "tables/fortification_ob.yaml")
    assert main(["table", "export", str(target), "fortifications", str(tmp_path / "f.xlsx")]) == 0
    book = load_workbook(tmp_path / "f.xlsx")
    sheet = book["fortifications"]
    header = [c.value for c in sheet[1]]
    vp = header.index("vp_cost") + 1
    sheet.cell(row=2, column=vp, value=7.0)
    sheet.insert_rows(3)  # an empty row in the middle is skipped
    book.create_sheet("notes")["A1"] = "my notes"
    book.save(tmp_path / "f.xlsx")
    assert main(["table", "import", str(target), "fortifications", str(tmp_path / "f.xlsx")]) == 0
    assert load_document(target).items[0].vp_cost == 7
    # a bad cell is named by file, sheet row and column
    sheet.cell(row=4, column=vp, value="lots")
    book.save(tmp_path / "f.xlsx")
    capsys.readouterr()
    assert main(["table", "import", str(target), "fortifications", str(tmp_path / "f.xlsx")]) == 1
    err = capsys.readouterr().err
    assert f"f.xlsx:4:{vp}: column vp_cost: 'lots' is not a whole number" in err


@pytest.mark.parametrize(("name", "words"), [
    ("out.ods", "OpenDocument spreadsheets are not read or written"),
    ("out.xls", "old Excel workbooks (.xls)"),
    ("out.json", "a table file ends in .csv or .xlsx, not .json"),
    ("out", "a table file ends in .csv or .xlsx"),
])
def test_other_file_types_are_refused_with_what_to_do(tmp_path: Path, capsys, name: str, words: str) -> None:
    target = _copy(tmp_path, "forces/jp.yaml")
    out = tmp_path / name
    assert main(["table", "export", str(target), "counters", str(out)]) == 2
    assert words in capsys.readouterr().err and not out.exists()
    out.write_bytes(b"PK\x03\x04 whatever")
    before = target.read_bytes()
    assert main(["table", "import", str(target), "counters", str(out)]) == 2
    assert words in capsys.readouterr().err and target.read_bytes() == before


def test_tsv_is_tab_separated_csv(tmp_path: Path) -> None:
    target = _copy(tmp_path, "forces/jp.yaml")
    out = tmp_path / "c.tsv"
    assert main(["table", "export", str(target), "counters", str(out), "--no-bom"]) == 0
    assert out.read_bytes().startswith(b"id\tname\tkind")
    assert table_format("x.CSV") == "csv" and table_format("x.XLSX") == "xlsx" and table_format("-") == "csv"


def test_broken_and_hostile_workbooks_are_one_line(tmp_path: Path) -> None:
    not_zip = tmp_path / "a.xlsx"
    not_zip.write_text("id,name\n1,x\n", encoding="utf-8")  # CSV text under an .xlsx name
    with pytest.raises(CsvError, match=r"a\.xlsx: not a readable \.xlsx workbook"):
        read_xlsx(not_zip)
    other_zip = tmp_path / "b.xlsx"
    with zipfile.ZipFile(other_zip, "w") as z:
        z.writestr("hello.txt", "not a workbook")
    with pytest.raises(CsvError, match="not a readable .xlsx workbook"):
        read_xlsx(other_zip)
    bomb = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(bomb, "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("xl/worksheets/sheet1.xml", b"\0" * (MAX_XLSX_UNPACKED + 1))
    assert bomb.stat().st_size < 1_000_000
    with pytest.raises(CsvError, match="unpacks to more than 64 MiB"):
        read_xlsx(bomb)
    empty = tmp_path / "empty.xlsx"
    Workbook().save(empty)
    with pytest.raises(CsvError, match="the file is empty"):
        read_xlsx(empty)


def test_a_workbook_is_written_whole_or_not_at_all(tmp_path: Path, monkeypatch) -> None:
    target = _copy(tmp_path, "forces/jp.yaml")
    out = tmp_path / "c.xlsx"
    out.write_bytes(b"old")

    def broken(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ccp_editor.io.xlsxfile.atomic_write_bytes", broken)
    assert main(["table", "export", str(target), "counters", str(out)]) == 1
    assert out.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_the_table_editor_exports_and_imports_workbooks(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.document import DocumentModel
    from ccp_editor.gui.editors import register_all
    from ccp_editor.gui.editors.docview import DocumentView

    register_all()
    forces = _copy(tmp_path, "forces/jp.yaml")
    view = DocumentView(DocumentModel(load_document(forces), forces))
    qtbot.addWidget(view)
    for table in ("counters", "ob_cards", "support_table"):
        editor = view.subviews[table]
        out = tmp_path / f"{table}.xlsx"
        editor.export_csv(out)
        assert table in load_workbook(out).sheetnames
        before = to_data(load_document(forces))
        editor.import_csv(out)
        assert to_data(editor.doc.doc) == before
    with pytest.raises(CsvError):
        view.subviews["counters"].export_csv(tmp_path / "c.ods")
    assert not (tmp_path / "c.ods").exists()


def test_cells_read_as_csv_text(tmp_path: Path) -> None:
    book = Workbook()
    sheet = book.active
    sheet.append(["a", "b", "c", "d", None])
    sheet.append([2.0, 0.5, True, "x", None])
    data = io.BytesIO()
    book.save(data)
    (tmp_path / "t.xlsx").write_bytes(data.getvalue())
    table = read_xlsx(tmp_path / "t.xlsx")
    assert table.header == ["a", "b", "c", "d"] and table.rows == [(2, ["2", "0.5", "true", "x"])]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
def test_a_workbook_saved_again_by_libreoffice_imports_unchanged(tmp_path: Path) -> None:
    """LibreOffice opens the workbook (headless), keeps its drop-downs and typed cells when it saves it
    again (true/false become its =TRUE() cells), and the table imports back unchanged."""
    import subprocess

    target = _copy(tmp_path, "forces/jp.yaml")
    before = to_data(load_document(target))
    out = tmp_path / "counters.xlsx"
    assert main(["table", "export", str(target), "counters", str(out)]) == 0
    saved = tmp_path / "lo"
    result = subprocess.run(
        ["soffice", "--headless", f"-env:UserInstallation=file://{tmp_path / 'profile'}",
         "--convert-to", "xlsx:Calc MS Excel 2007 XML", "--outdir", str(saved), str(out)],
        capture_output=True, text=True, timeout=180,
    )
    assert (saved / "counters.xlsx").is_file(), result.stdout + result.stderr
    sheet = load_workbook(saved / "counters.xlsx", data_only=True)["counters"]
    assert any('"elite,line,green"' == dv.formula1 for dv in sheet.data_validations.dataValidation)
    assert main(["table", "import", str(target), "counters", str(saved / "counters.xlsx")]) == 0
    assert to_data(load_document(target)) == before
