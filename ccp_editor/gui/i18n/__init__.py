"""Translations in Qt's standard form, so ``pyside6-lupdate``, Qt Linguist and ``pyside6-lrelease`` work as is.

A GUI module shows a text as ``translate("Context", "text")`` (context and text written as literals, which
is what lupdate extracts). A text defined as data (a table, a Qt-free module) is marked where it is defined
with ``QT_TRANSLATE_NOOP("Context", "text")`` and shown through ``translate("Context", value)``. ``make
translations`` runs lupdate over the package into ``ccp_editor_it.ts`` and lrelease into the ``.qm``.

A text with a count is a numerus message: ``translate("Tables", "Copied %n row(s)", None, COUNT, n)``. Qt puts
the count in place of ``%n`` and picks the catalogue's form for it: Italian has its two forms in
``ccp_editor_it.ts``, and English gets its own catalogue, ``ccp_editor_en.ts``, which holds only these
messages ("Copied %n row" / "Copied %n rows"; ``lupdate -pluralonly``), so English shows "1 row", "2 rows".
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ...model.i18n import QT_TRANSLATE_NOOP

I18N_DIR = Path(__file__).resolve().parent
LANGUAGES = {"en": "English", "it": "Italiano"}
_installed: list[QTranslator] = []

COUNT = None
"""Written before the count of a numerus message: ``translate("Ctx", "%n hex(es)", None, COUNT, n)``. lupdate's
Python reader takes a plain name as translate's fourth argument for Qt's old encoding argument, so a count
written there is missed; this marker fills that place and the count comes fifth, where lupdate sees it: a
name, a number or a call of names such as ``len(items)``; an attribute (``card.rolls``, ``len(side.hexes)``) goes
into a name first, as lupdate's reader misses the one and loops forever on the other."""


def translate(context: str, text: str, disambiguation: str | None = None, count: object = COUNT, n: int = -1) -> str:
    """``text`` in the application's language (QCoreApplication.translate, the name lupdate extracts); with
    ``n`` (after ``COUNT``) the catalogue's plural form for ``n``, ``%n`` replaced by it. Before any language
    is installed, a count installs English, whose catalogue holds the plural forms."""
    if n >= 0 and not _installed and QCoreApplication.instance() is not None:
        install_translator("en")
    return QCoreApplication.translate(context, text, disambiguation, n)


__all__ = [
    "COUNT", "LANGUAGES", "QT_TRANSLATE_NOOP", "current_language", "install_translator", "qm_path", "resolve_language",
    "side_name", "translate", "ts_path", "vp_text",
]


def side_name(side: str) -> str:
    """A side as the GUI shows it ("Alleati" in Italian): the rules' English name, translated."""
    from ...core.rules import SIDE_NAMES

    return translate("Sides", SIDE_NAMES[side]) if side in SIDE_NAMES else side


def vp_text(vp: int) -> str:
    """Where the VP marker stands, in the one notation of the board, the wizard and the logs:
    "0", "Japan +2", "Allies +3" ("Giappone +2" in Italian)."""
    return "0" if vp == 0 else f"{side_name('japan' if vp > 0 else 'allied')} +{abs(vp)}"


def qm_path(language: str) -> Path:
    return I18N_DIR / f"ccp_editor_{language}.qm"


def ts_path(language: str) -> Path:
    return I18N_DIR / f"ccp_editor_{language}.ts"


def resolve_language(preference: str | None) -> str:
    """'system' (or nothing) follows the system locale when a translation exists for it."""
    if preference and preference != "system":
        return preference if preference in LANGUAGES else "en"
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translator(language: str) -> bool:
    """Load the translation for ``language`` into the running application (for English, the catalogue of
    its plural forms: every other English text is the source text itself)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    translator = QTranslator(app)
    if not translator.load(str(qm_path(language))):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True


def current_language() -> str:
    """The language of the installed translation ("en" when none is): help pages follow it."""
    if not _installed:
        return "en"
    return (_installed[0].language() or "en").split("_")[0].split("-")[0]
