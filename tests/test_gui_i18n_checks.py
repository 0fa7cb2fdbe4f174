"""A check's message in the player's language: the Problems panel, the Inspector and a table cell's
tooltip read the English message (what ``ccp-editor validate`` prints) back against the checks'
templates and show it in Italian when the app runs in Italian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ccp_editor.gui.i18n import install_translator
from ccp_editor.gui.i18n.logline import check_line
from ccp_editor.io.dataset import demo_dataset_root
from tests.demo_copy import copy_demo
from tests.test_gui_hostile import _cleanup, problem_messages, window_for  # noqa: F401 (the fixture closes windows)

pytestmark = pytest.mark.skipif(demo_dataset_root() is None, reason="the demo data set is not present")

ENGLISH = "a squad has 4 figures, not 3 (3)"
ITALIAN = "una squadra: 4 figure, non 3 (3)"


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    assert install_translator("it")
    try:
        yield
    finally:
        install_translator("en")


def broken_forces(tmp_path: Path) -> Path:
    """The demo box with one Japanese squad printed with three figures (3: a squad has four)."""
    box = copy_demo(tmp_path / "box")
    path = box / "forces" / "jp.yaml"
    path.write_text(path.read_text().replace("figures: 4", "figures: 3", 1))
    return box


def test_the_problems_panel_shows_a_forces_error_in_italian(qtbot, tmp_path: Path, italian) -> None:
    w = window_for(qtbot, tmp_path, broken_forces(tmp_path))
    qtbot.waitUntil(lambda: ITALIAN in problem_messages(w), timeout=8000)
    assert ENGLISH not in problem_messages(w)
    # Copy keeps the English report line (file:line:col: /pointer: message), as the command line prints it
    panel = w.problems_panel
    row = next(i for i in range(panel.topLevelItemCount()) if panel.topLevelItem(i).text(3) == ITALIAN)
    assert panel.topLevelItem(row).toolTip(3).endswith(f": {ENGLISH}")


def test_the_problems_panel_stays_english_in_english(qtbot, tmp_path: Path, qapp) -> None:
    install_translator("en")
    w = window_for(qtbot, tmp_path, broken_forces(tmp_path))
    qtbot.waitUntil(lambda: ENGLISH in problem_messages(w), timeout=8000)
    assert ITALIAN not in problem_messages(w)


def test_check_messages_read_in_italian_with_their_values(italian) -> None:
    assert check_line("unknown counter 'jp-nope'") == "pedina sconosciuta 'jp-nope'"
    assert check_line("duplicate counter id 'jp-squad'") == "id pedina 'jp-squad' ripetuto"
    assert check_line("space 14 is past the end of the Time Track (space 12)") == (
        "la casella 14 è oltre la fine della Tabella del Tempo (casella 12)")
    assert check_line("a free text no template knows") == "a free text no template knows"


def test_schema_messages_read_in_italian_with_their_labels(italian) -> None:
    assert check_line("Figures must be 0 or more, not -3") == "Figure deve essere 0 o più, non -3"
    assert check_line("Item 2 of Years must be a whole number, not the text 'x'") == (
        "Elemento 2 di Anni deve essere un numero intero, non il testo 'x'")
    assert check_line("Movement is missing: 'movement' is required here") == (
        "manca Movimento: qui 'movement' è obbligatorio")
    assert check_line("Movement (front) must be 0 or more, not -1") == "Movimento (fronte) deve essere 0 o più, non -1"


def test_csv_import_messages_read_in_italian(italian) -> None:
    from ccp_editor.gui.i18n.logline import located_line
    from ccp_editor.io.csvfile import CsvError, parse_csv_text

    with pytest.raises(CsvError) as caught:
        parse_csv_text("", "units.csv")
    assert str(caught.value) == "units.csv: the file is empty"  # what the command line prints
    assert located_line(caught.value.where, caught.value.message) == "units.csv: il file è vuoto"
    assert check_line("not UTF-8 text: read as Windows-1252") == "il testo non è UTF-8: letto come Windows-1252"
    assert check_line("semicolon-separated") == "separato da punto e virgola"


def test_traced_shape_messages_read_in_italian_inside_one_another(italian) -> None:
    assert check_line("shape 'wood-1': hole 2 crosses its shell") == "forma 'wood-1': il foro 2 attraversa il suo contorno"
    assert check_line("shape 'hut': outer ring crosses itself at (1.5, 2)") == (
        "forma 'hut': anello esterno si interseca in (1.5, 2)")


def test_a_csv_cell_problem_reads_in_italian_with_the_schema_message_inside(italian) -> None:
    from ccp_editor.gui.i18n.logline import located_line

    assert located_line("units.csv:3:4", "column figures: expected a whole number, got text") == (
        "units.csv:3:4: colonna figures: atteso un numero intero, trovato testo")
    assert check_line("unknown column 'colour' (expected: id, name)") == "colonna sconosciuta 'colour' (attese: id, name)"


def test_a_scan_problem_reads_in_italian_inside_the_box_message(italian) -> None:
    assert check_line("'scan.png': not a PNG, JPEG or TIFF image") == "'scan.png': non è un'immagine PNG, JPEG o TIFF"
    assert check_line("calibration: an affine fit needs at least 3 control points, got 2") == (
        "calibrazione: un adattamento affine richiede almeno 3 punti di controllo, ce ne sono 2")


def test_a_duplicate_id_across_files_reads_in_italian(italian) -> None:
    english = ("duplicate scenario id 'demo-ridge-line': scenarios/a.yaml and scenarios/b.yaml both use it"
               " (ids must be unique in a game box; one would hide the other)")
    assert check_line(english) == (
        "id 'demo-ridge-line' di scenario ripetuto: lo usano sia scenarios/a.yaml sia scenarios/b.yaml"
        " (gli id devono essere unici in una scatola di gioco; uno nasconderebbe l'altro)")


def test_the_new_document_id_problem_reads_in_italian(italian) -> None:
    from ccp_editor.io.gamebox import id_problem

    english = id_problem("scenario", "demo-ridge-line", {"demo-ridge-line"})
    assert english == "the id 'demo-ridge-line' is already used by another scenario of this game box"
    assert check_line(english) == "l'id 'demo-ridge-line' è già usato da un altro scenario di questa scatola di gioco"
    assert check_line(id_problem("forces", "Has Space", set())) == (
        "'Has Space' non è un id valido: usa lettere minuscole, cifre, '-' e '_', iniziando con una lettera o una cifra")


def test_a_refused_save_says_why_in_italian(italian) -> None:
    """The reason a save is refused before writing (the document could not be reopened) is a template too."""
    from ccp_editor.io.yamlio import MAX_DEPTH, savable_problem

    deep: object = 1
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    why = savable_problem(deep, "x")
    assert why is not None and why.startswith("the document would be nested")
    shown = check_line(why)
    assert shown.startswith("il documento sarebbe annidato su") and f"il limite è {MAX_DEPTH}" in shown


def test_an_event_skipped_for_a_hex_reads_in_italian(italian) -> None:
    """E-card reasons that name a hex (an event with nothing to do) read back in Italian in the play log."""
    from ccp_editor.gui.i18n.logline import play_line
    from ccp_editor.play import logtext as L

    line = L.NOTHING_TO_DO.format(why=L.SKIP_WATER_OR_ABLAZE.format(hex="G5"))
    assert play_line(line) == "Niente da fare: G5 è acqua o è già in fiamme."


def test_a_file_named_before_its_problem_keeps_the_name_and_reads_the_problem(italian, tmp_path: Path) -> None:
    """A scan that is not an image: the path stays as written, the reason reads in Italian."""
    from ccp_editor.io.gamebox import GameBoxError, image_info

    fake = tmp_path / "scan.png"
    fake.write_bytes(b"not an image")
    with pytest.raises(GameBoxError) as err:
        image_info(fake)
    english = str(err.value)
    assert english == f"{fake}: not a PNG, JPEG or TIFF image"
    shown = check_line(english)
    assert shown.startswith(f"{fake}: ") and shown != english and "PNG, JPEG" in shown
