"""The window reads a map's scan through the read gate, as ``render --scan`` does: a scan named
outside the game box, or an SVG (or its ``<use>`` bomb) saved as ``.png``, is never decoded; the
map editor opens without it and says why, in bounded time."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor import MapEditor
from ccp_editor.io.dataset import clear_cache
from tests.demo_copy import copy_demo
from tests.test_gui_gamebox import _close_windows, make_window, own_box  # noqa: F401 (the fixture closes the windows)
from tests.test_hostile_box import png_bomb
from tests.test_hostile_read import MAP, SCAN, replace_scan, set_scan, svg_use_bomb


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_cache()
    yield
    clear_cache()


def open_map(qtbot, box: Path) -> tuple[MapEditor, float]:
    start = time.monotonic()
    model, problems = DocumentModel.open(box / MAP)
    assert model is not None, problems
    editor = MapEditor(model)
    qtbot.addWidget(editor)
    editor.resize(1000, 700)
    editor.show()
    qtbot.waitExposed(editor)
    return editor, time.monotonic() - start


@pytest.mark.parametrize("where, words", [
    ("absolute", "the scan must be named relative to the map file, not by an absolute path"),
    ("dotdot", "this path leaves the game box"),
])
def test_the_map_editor_never_reads_a_scan_outside_the_box(qtbot, tmp_path: Path, where: str, words: str) -> None:
    box = copy_demo(tmp_path / "box")
    secret = tmp_path / "secret.png"
    shutil.copy(box / SCAN, secret)
    set_scan(box, str(secret) if where == "absolute" else "../../secret.png")
    editor, seconds = open_map(qtbot, box)
    assert editor.state.scan is None and seconds < 20
    assert words in editor.state.scan_error


@pytest.mark.parametrize("content", ["image", "bomb"])
def test_the_map_editor_never_decodes_an_svg_named_png(qtbot, tmp_path: Path, content: str) -> None:
    box = copy_demo(tmp_path / "box")
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="230" height="188">'
           f'<image xlink:href="{tmp_path / "secret.png"}" width="230" height="188"/></svg>').encode()
    replace_scan(box, svg if content == "image" else svg_use_bomb())
    editor, seconds = open_map(qtbot, box)
    assert editor.state.scan is None and seconds < 20
    assert "not a PNG, JPEG or TIFF image" in editor.state.scan_error


def test_the_board_and_render_load_no_svg_scan(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.render import RenderError, load_scan
    from ccp_editor.io.documents import read_document

    box = copy_demo(tmp_path / "box")
    replace_scan(box, svg_use_bomb())
    doc = read_document(box / MAP)[0]
    start = time.monotonic()
    with pytest.raises(RenderError, match="not a PNG, JPEG or TIFF image"):
        load_scan(doc, box / MAP)
    assert time.monotonic() - start < 5


def test_the_new_map_dialog_previews_no_svg_and_no_image_bomb(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    window = make_window(qtbot, tmp_path, root)
    svg = tmp_path / "coast.png"
    svg.write_bytes(svg_use_bomb())
    start = time.monotonic()
    assert window.select_view(f"new-map:{svg}")
    dialog = window.last_dialog
    assert "not a PNG, JPEG or TIFF image" in (dialog.problem() or "")
    assert not dialog.ok_button.isEnabled() and dialog.preview.pixmap().isNull()
    dialog.reject()
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(png_bomb(23_000, 23_000))  # 529 megapixels announced by a few hundred bytes
    assert window.select_view(f"new-map:{bomb}")
    dialog = window.last_dialog
    assert "23000 x 23000" in dialog.scan_info.text() and dialog.preview.pixmap().isNull()
    assert time.monotonic() - start < 20


def test_the_window_names_a_manifest_that_is_a_folder(qtbot, tmp_path: Path) -> None:
    root = own_box(tmp_path)
    (root / "dataset.yaml").unlink()
    (root / "dataset.yaml").mkdir()
    window = make_window(qtbot, tmp_path, root)  # the box is refused: the window stays on no box
    said = window.log_panel.toPlainText().splitlines()[-1]
    assert f"{root / 'dataset.yaml'}:1:1: the manifest dataset.yaml is a folder, not a regular file" in said
