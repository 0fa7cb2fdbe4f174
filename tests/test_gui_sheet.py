"""The printable scenario sheet: PDF (read back with QPdfDocument: pages and text) and PNG, one copy
per reader (secret chits only on the owner's copy), the DEMO badge and the provenance; bad targets
give one-line errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtPdf import QPdfDocument

from ccp_editor.gui.scenario.sheet import PNG_WIDTH, SheetError, export_pdf, export_png, sheet_html
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.dataset import DataSet
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.engine import generate

from .reference_images import assert_matches_reference

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds  # the shared demo data set (conftest), loaded once per run


@pytest.fixture(scope="module")
def scenario(ds):
    sc = generate(prepare(ds), 22)
    assert sc.objective_chits.secret_japan and sc.objective_chits.secret_allied
    sc.special_rules = "Rain: no air support."
    return sc


def pdf_text(path: Path) -> tuple[int, str]:
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    pages = doc.pageCount()
    text = "\n".join(doc.getAllText(i).text() for i in range(pages))
    doc.close()
    return pages, " ".join(text.split())


def chit_line(ds, letter: str) -> str:
    return f"Chit {letter}: {ds.chits.chit(letter).text}"


@pytest.mark.parametrize("owner", ["public", "japan", "allied"])
def test_pdf_pages_and_text_per_owner(ds, scenario, tmp_path: Path, owner: str) -> None:
    out = tmp_path / f"sheet-{owner}.pdf"
    pages = export_pdf(scenario, ds, out, owner)
    read_pages, text = pdf_text(out)
    assert read_pages == pages >= 2
    assert "Random scenario 22" in text
    assert "DEMO DATA" in text
    assert "seed 22" in text and "House rules:" in text
    assert " = " not in text and "initiative_tie" not in text  # house rules in words, never raw keys
    assert "Rain: no air support." in text
    for side in (scenario.sides.japan, scenario.sides.allied):
        for u in side.units[:2]:
            assert ds.counters()[u.counter].name in text
    j_secret = " ".join(chit_line(ds, scenario.objective_chits.secret_japan[0]).split())
    a_secret = " ".join(chit_line(ds, scenario.objective_chits.secret_allied[0]).split())
    assert (j_secret in text) == (owner == "japan")
    assert (a_secret in text) == (owner == "allied")
    for letter in scenario.objective_chits.open:
        assert " ".join(chit_line(ds, letter).split()) in text


def test_png_sheet(ds, scenario, tmp_path: Path) -> None:
    out = export_png(scenario, ds, tmp_path / "sheet.png", "japan")
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() == PNG_WIDTH and image.height() > image.width()
    assert_matches_reference(image, f"sheet-{scenario.id}-japan")


def test_sheet_without_demo_data_has_no_badge(ds, scenario) -> None:
    import copy

    sc = copy.deepcopy(scenario)
    sc.provenance = "user"
    sc.generation = None
    html = sheet_html(sc, None, "public")
    assert "DEMO DATA" not in html
    assert sc.name in html


def test_bad_targets_are_one_line_errors(ds, scenario, tmp_path: Path) -> None:
    with pytest.raises(SheetError, match="owner must be one of"):
        export_pdf(scenario, ds, tmp_path / "x.pdf", "nobody")
    with pytest.raises(SheetError, match=r"must end in \.pdf"):
        export_pdf(scenario, ds, tmp_path / "x.txt")
    with pytest.raises(SheetError, match="no such folder"):
        export_png(scenario, ds, tmp_path / "missing" / "x.png")


def test_names_not_ids_and_only_changed_house_rules_in_words(ds, scenario) -> None:
    import copy

    from ccp_editor.gui.scenario.sheet import house_rule_lines

    rules = {r.key: r for r in ds.ruleset.house_rules}
    choice = next(r for r in ds.ruleset.house_rules if r.type == "choice" and len(r.choices) > 1)
    other = next(c for c in choice.choices if c != choice.default)
    options = {**{k: r.default for k, r in rules.items()}, choice.key: other}
    assert house_rule_lines(options, ds) == [f"{choice.name}: {str(other).replace('_', ' ')}"]
    sc = copy.deepcopy(scenario)
    assert sc.generation is not None
    sc.generation.options = options
    html = sheet_html(sc, ds)
    assert f"House rules: {choice.name}: " in html
    assert "Japan: Japan" not in html and "<h2>Japan</h2>" in html
    side = sc.sides.allied
    weapon = next(c for c in ds.counters().values() if c.kind == "weapon")
    reinforcement = copy.deepcopy(side.reinforcements[0]) if side.reinforcements else None
    if reinforcement is not None and reinforcement.units:
        reinforcement.units[0].weapon = weapon.id
        side.reinforcements = [reinforcement]
        html = sheet_html(sc, ds)
        assert weapon.name in html and f"+ {weapon.id}" not in html


def test_a_long_unit_table_repeats_its_header_on_the_next_page(ds, scenario, tmp_path: Path) -> None:
    import copy

    sc = copy.deepcopy(scenario)
    units = sc.sides.japan.units
    sc.sides.japan.units = [copy.deepcopy(units[k % len(units)]) for k in range(90)]
    out = tmp_path / "long.pdf"
    export_pdf(sc, ds, out)
    doc = QPdfDocument()
    assert doc.load(str(out)) == QPdfDocument.Error.None_
    pages = [" ".join(doc.getAllText(i).text().split()) for i in range(doc.pageCount())]
    doc.close()
    header = "Unit FP Range Move Morale Command Weapon Hex"
    first = next(i for i, t in enumerate(pages) if header in t)
    name = ds.counters()[units[0].counter].name
    continued = [i for i in range(first + 1, len(pages)) if name in pages[i]]
    assert continued, "the table should run onto another page"
    assert all(header in pages[i] for i in continued)  # the header is printed again there


def test_sheet_command_line(ds, tmp_path: Path, capsys) -> None:
    from ccp_editor.cli import main

    scenario_file = Path(__file__).resolve().parents[1] / "scenarios" / "demo-ridge-line.yaml"
    pdf = tmp_path / "s.pdf"
    assert main(["sheet", str(scenario_file), "-o", str(pdf), "--side", "japan"]) == 0
    pages, text = pdf_text(pdf)
    assert pages >= 1 and "Japanese player's copy" in text and "demo-inland" not in text
    png = tmp_path / "s.png"
    assert main(["sheet", str(scenario_file), "-o", str(png)]) == 0
    assert QImage(str(png)).width() == PNG_WIDTH
    assert main(["sheet", str(scenario_file), "-o", str(tmp_path / "s.txt")]) == 2
    assert "must end in .pdf or .png" in capsys.readouterr().err
