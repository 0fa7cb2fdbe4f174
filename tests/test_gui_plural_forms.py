"""Counts read as English and Italian write them: "1 error", "2 errors", "1 errore", "2 errori". Every
message with a count is a Qt numerus message with its forms in the Italian catalogue and in the English one
(plural forms only); a count in a core message is one template per form."""

from __future__ import annotations

import ast
import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from ccp_editor.gui import i18n
from ccp_editor.gui.i18n import COUNT, install_translator, translate, ts_path
from ccp_editor.rsg import logtext

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def english(qapp) -> Iterator[None]:
    assert install_translator("en")
    yield


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    assert install_translator("it")
    try:
        yield
    finally:
        install_translator("en")


def _numerus(path: Path) -> dict[tuple[str, str], list[str]]:
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        for msg in ctx.iter("message"):
            if msg.get("numerus") == "yes":
                forms = [f.text or "" for f in msg.find("translation").iter("numerusform")]
                out[(ctx.findtext("name", ""), msg.findtext("source", ""))] = forms
    return out


def test_english_counts_agree_with_the_number(english) -> None:
    def copied(n: int) -> str:
        return translate("Tables", "Copied %n row(s)", None, COUNT, n)

    assert [copied(n) for n in (0, 1, 2, 21)] == ["Copied 0 rows", "Copied 1 row", "Copied 2 rows", "Copied 21 rows"]
    assert translate("MapEditor", "stored hex terrain brought up to date in %n hex(es)", None, COUNT, 1).endswith("in 1 hex")
    assert translate("MapEditor", "stored hex terrain brought up to date in %n hex(es)", None, COUNT, 3).endswith("in 3 hexes")


def test_italian_counts_agree_with_the_number(italian) -> None:
    def copied(n: int) -> str:
        return translate("Tables", "Copied %n row(s)", None, COUNT, n)

    assert [copied(n) for n in (0, 1, 2)] == ["Copiate 0 righe", "Copiata 1 riga", "Copiate 2 righe"]
    assert translate("MainWindow", "%n error(s)", None, COUNT, 1) == "1 errore"
    assert translate("MainWindow", "%n warning(s)", None, COUNT, 2) == "2 avvisi"


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "Saved box/jp.yaml with 1 warning (see the Problems panel)", "Saved box/jp.yaml with 1 error and 2 warnings"),
    ("it", "Salvato box/jp.yaml con 1 avviso (vedi il pannello Problemi)", "Salvato box/jp.yaml con 1 errore e 2 avvisi"),
])
def test_the_save_message_counts_in_both_languages(qapp, monkeypatch, language: str, one: str, two: str) -> None:
    from types import SimpleNamespace

    from ccp_editor.gui.editors import docview

    monkeypatch.setattr(docview, "read_document", lambda path: (object(), None, []))
    assert install_translator(language)
    try:
        warning = SimpleNamespace(severity="warning")
        error = SimpleNamespace(severity="error")
        assert docview.saved_message(SimpleNamespace(problems=[warning]), "box/jp.yaml") == one
        assert docview.saved_message(SimpleNamespace(problems=[error, warning, warning]), "box/jp.yaml").startswith(two)
    finally:
        install_translator("en")


def test_the_problems_panel_title_counts(qtbot, qapp, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from ccp_editor.gui.mainwindow import MainWindow

    install_translator("en")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "recovery")
    qtbot.addWidget(window)
    try:
        window.refresh_problems()
        assert window.problems_dock.windowTitle() == "Problems (0 errors, 0 warnings)"
        assert install_translator("it")
        window.refresh_problems()
        assert window.problems_dock.windowTitle() == "Problemi (0 errori, 0 avvisi)"
    finally:
        install_translator("en")
        window.recovery.close()


def test_a_count_before_any_language_is_installed_reads_as_english(qapp) -> None:
    for old in list(i18n._installed):
        QCoreApplication.instance().removeTranslator(old)
    i18n._installed.clear()
    assert translate("Tables", "Pasted %n row(s)", None, COUNT, 1) == "Pasted 1 row"
    assert i18n.current_language() == "en"


def test_every_numerus_message_has_its_forms_in_both_catalogues() -> None:
    italian, english = _numerus(ts_path("it")), _numerus(ts_path("en"))
    assert len(italian) >= 29 and set(english) == set(italian)
    for key, forms in italian.items():
        assert len(forms) == 2 and all(forms), key
        assert all(("%n" in f) == ("%n" in key[1]) for f in forms), key
    for key, forms in english.items():
        assert len(forms) == 2 and all(forms), key
        assert not [f for f in forms if "(s)" in f or "(es)" in f], key
        assert forms[0] != forms[1] or not re.search(r"\((s|es)\)|\b[a-z]+s\b", key[1].split("%n", 1)[1]), key


def test_no_text_writes_a_plural_as_s_in_brackets() -> None:
    """A "(s)" left in a catalogue text that is not a numerus message would show as is: the few old log
    templates kept to read older scenarios back are the only ones."""
    root = ET.parse(ts_path("it")).getroot()
    plain = [msg.findtext("source", "") for msg in root.iter("message") if msg.get("numerus") != "yes"]
    bracketed = {s for s in plain if re.search(r"\w\((s|es|i|e)\)", s) or re.search(r"\w/i\b", s)}
    assert bracketed == set(logtext.LEGACY)
    translations = [html.unescape(t.text or "") for t in root.iter("translation")] + [
        f.text or "" for f in root.iter("numerusform")]
    assert not [t for t in translations if re.search(r"\w/(i|e)\b", t)], "Italian plurals as errore/i"


def test_every_count_call_passes_its_count_where_lupdate_sees_it() -> None:
    """``translate(ctx, "... %n ...", None, COUNT, n)``: a ``%n`` text without its count would show "%n", and a count
    lupdate's Python reader cannot read (``len(side.hexes)``) hangs it."""
    wrong = []
    for path in sorted((ROOT / "ccp_editor").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate"):
                continue
            text = node.args[1].value if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) else ""
            if "%n" in str(text):
                ok = len(node.args) == 5 and isinstance(node.args[3], ast.Name) and node.args[3].id == "COUNT"
                count = node.args[4] if ok else None
                # a name, a number or a call of names: lupdate's reader loops forever on an attribute in a call
                ok = ok and (isinstance(count, (ast.Name, ast.Constant)) or (
                    isinstance(count, ast.Call) and isinstance(count.func, ast.Name)
                    and all(isinstance(a, (ast.Name, ast.Constant)) for a in count.args)))
                if not ok:
                    wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert wrong == []
